"""The rules-side helpers the Windows program uses: click selections, pile tags, unplayed cards, messages.

The screens themselves (CAS-U1..U10) belong to the program issue; these
tests cover only the helpers behind CAS-U5, U6, U7 and U8.
"""

import pytest

from retro.cards import Card, cards, standard_deck
from retro.casino.builds import parse_pile
from retro.casino.rules import IllegalMove, Move, State, unplayed_cards
from retro.casino.selection import move_spaces, moves_for_selection


def pos(hands, tableau, **kw):
    return State.from_position(hands=hands, tableau=tableau, **kw)


def test_CAS_U6_helper_hand_card_alone_is_a_put():
    """CAS-U6: helper hand card alone is a put."""
    state = pos([["3H", "4D"], ["KD"]], ["5C"])
    choice = moves_for_selection(state, [], Card.parse("3H"))
    assert [m.kind for m in choice.moves] == ["put"] and choice.message == ""


def test_CAS_U6_helper_tableau_cards_then_hand_card():
    """CAS-U6: helper tableau cards then hand card."""
    state = pos([["AC", "2D", "QS", "2H"], ["KD"]], ["2S", "5C+7D", "JS"])
    choice = moves_for_selection(state, [0, 1], Card.parse("AC"))
    assert [m.kind for m in choice.moves] == ["take"] and choice.message == ""
    assert sorted(map(str, choice.moves[0].cards)) == ["2S", "5C", "7D"]
    # Take or block (or build) on one pile: the player is asked to choose.
    choice = moves_for_selection(state, [0], Card.parse("2D"))
    assert sorted(m.kind for m in choice.moves) == ["block", "take"]
    assert "Which" in choice.message and "block" in choice.message
    # The same works from a View.
    assert moves_for_selection(state.view(0), [2], Card.parse("AC")).moves[0].kind == "build"


def test_CAS_U6_helper_explains_mistakes():
    """CAS-U6: helper explains mistakes."""
    state = pos([["9H", "AC", "3C", "7D"], ["KD"]], ["4C", "2D", "7H=7S", "3H+JS", "10S"])
    cases = [
        ([0, 1], "9H", "add up to 6"),
        ([2], "AC", "only a 7 can take it"),
        ([3], "9H", "Ace build"),
        ([4], "7D", "no card is worth more than 14"),
        ([0], "AC", "hold no 5"),
        ([1], "3C", "makes 5"),
        ([0, 2], "7D", "block"),
        ([9], "9H", "Click cards on the table"),
    ]
    for selected, card, words in cases:
        choice = moves_for_selection(state, selected, Card.parse(card))
        assert choice.moves == () and words in choice.message, (selected, card, choice.message)
    assert "not in your hand" in moves_for_selection(state, [0], Card.parse("KS")).message
    # A block without a second card of that value is refused with the reason.
    lone = pos([["3C", "9H"], ["KD"]], ["3S"])
    with pytest.raises(IllegalMove, match="another 3"):
        lone.apply(Move("block", Card.parse("3C"), (Card.parse("3S"),), 3))


def test_CAS_U7_helper_tags_name_the_taking_card():
    """CAS-U7: helper tags name the taking card."""
    assert parse_pile("5C+7D").tag == "Q"
    assert parse_pile("3H+JS").tag == "A"
    assert parse_pile("7H=7S").tag == "7"
    assert parse_pile("AH=AS").tag == "A"
    assert parse_pile("9C").tag is None
    assert "takes with Q" in parse_pile("5C+7D").describe()


def test_CAS_U5_helper_unplayed_cards_are_those_not_seen():
    """CAS-U5: helper unplayed cards are those not seen."""
    state = pos([["9H", "AC"], ["KD", "2C"]], ["4C", "5D+3D"], captured=[["QS"], ["JS"]],
                stock=["8H", "8S"])
    unseen = unplayed_cards(state.view(0))
    seen = set(cards("9H AC 4C 5D 3D QS JS"))
    assert set(unseen) == set(standard_deck()) - seen
    assert Card.parse("KD") in unseen and Card.parse("8H") in unseen
    assert unseen == [c for c in standard_deck() if c in set(unseen)]  # deck order


def test_CAS_U8_helper_no_free_space_message():
    """CAS-U8: helper no free space message."""
    full = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC"]
    state = pos([["AS", "KD"], ["KH"]], full)
    event = state.apply(moves_for_selection(state, [], Card.parse("AS")).moves[0])[0]
    assert event.kind == "to_capture_pile"
    assert str(event) == "No free space on the table: A\u2660 goes to player 0's capture pile."


def test_CAS_U4_helper_hint_highlights_spaces_and_hand_card():
    from retro.casino.bots import hint

    state = pos([["2H", "2D", "QS", "AC"], ["3C"]], ["2S", "5C+7D", "JS"])
    choice = hint(state, 0)
    assert str(choice.move.card) == "AC" and move_spaces(state.spaces, choice.move) == (0, 1)


def test_CAS_T3_selection_of_a_block_with_a_sum_is_refused_and_explained():
    """CAS-T3: selecting a block with a 3+4 (or a build) for a 7 is no move, and the window says why."""
    state = pos([["7D", "2C"], ["KD"]], ["7H=7S", "7C", "3S", "4S", "5C+2D"])
    for selected in ([0, 2, 3], [0, 1, 2, 3], [0, 4]):
        choice = moves_for_selection(state, selected, Card.parse("7D"))
        assert choice.moves == () and "own value" in choice.message, (selected, choice.message)
    choice = moves_for_selection(state, [0, 1], Card.parse("7D"))
    assert [m.kind for m in choice.moves] == ["take"]  # the block with the loose 7 is fine
    assert sorted(map(str, choice.moves[0].cards)) == ["7C", "7H", "7S"]


def test_CAS_K1_selection_of_a_block_or_a_build_as_block_target_is_explained():
    """CAS-K1: a card pointed at a block is no move (never extended); a build is never a block target."""
    state = pos([["7D", "7C"], ["KD"]], ["7H=7S", "3S+4S"])
    choice = moves_for_selection(state, [0], Card.parse("7D"))
    assert [m.kind for m in choice.moves] == ["take"]  # only the take; no block on the block
    blocked = pos([["5H", "5D", "KD"], ["2D"]], ["5C+5S", "8C=8S"])
    choice = moves_for_selection(blocked, [0], Card.parse("5H"))
    assert choice.moves == () and "never on a build" in choice.message
    choice = moves_for_selection(blocked, [1], Card.parse("5H"))
    assert choice.moves == () and "only an 8 can take it" in choice.message


def test_CAS_U6_the_choice_names_one_pile_it():
    """CAS-U6: a choice over one pile says "it" (one card or one build), never "them"."""
    state = pos([["5H", "5C", "9D", "KD"], ["3C"]], ["5S", "JD"])
    choice = moves_for_selection(state, [0], Card.parse("5H"))
    assert choice.message == ("You can take it with 5♥; or block 5♥ on it (taken only by a 5). "
                              "Which do you want?")
    state = pos([["4H", "8C", "4D"], ["3C"]], ["4S"])
    choice = moves_for_selection(state, [0], Card.parse("4H"))
    assert "build 4♥ on it to make 8" in choice.message and "them" not in choice.message
