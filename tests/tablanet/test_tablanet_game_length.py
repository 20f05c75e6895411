"""TBL-O4: a shorter game to 101 or 151 beside the sheet's 251 (TBL-G1), chosen before the game.

The score that wins is an ``Options`` field, the sheet's 251 by default; TBL-G1's check reads it
("or more", checked after each hand, a tie for the lead plays on), a save keeps it by field and one
made before it reads the sheet's 251, and the coach never mixes the positions of two lengths.
"""

import json

import pytest

from retro.cards import cards
from retro.tablanet import coach
from retro.tablanet.rules import TARGET, TARGETS, Options, State


def finish_hand(scores, target, taken=(cards("AS KS"), ())):
    """The hand's last two cards (nothing taken: 8♦ and 9♦ on the 7♠), player 0 holding A and K:
    2 card points and the 3 of the bonus, 5 in all, to player 0."""
    state = State.from_position(hands=["8D", "9D"], table="7S", scores=scores, taken=taken,
                                options=Options(target=target))
    events = state.apply(state.legal_moves()[0])
    events += state.apply(state.legal_moves()[0])
    return state, [e.kind for e in events]


def test_TBL_O4_the_lengths_offered_and_the_sheets_251_by_default():
    assert TARGETS == (101, 151, 251) and TARGET == 251 and Options().target == 251
    for target in (100, 201, 0, 300):
        with pytest.raises(ValueError, match="TBL-O4"):
            Options(target=target)


@pytest.mark.parametrize("target", [101, 151])
def test_TBL_O4_a_shorter_game_ends_at_its_score_or_more(target):
    """TBL-G1 with TBL-O4: reaching the chosen score (exactly) wins, as 251 does in the sheet's game."""
    state, kinds = finish_hand((target - 5, 0), target)
    assert state.scores[0] == target and state.over and state.winner == 0
    assert kinds[-2:] == ["hand_end", "game_end"]
    state, _ = finish_hand((target - 2, 0), target)                # or more
    assert state.scores[0] == target + 3 and state.winner == 0


@pytest.mark.parametrize("target", [101, 151])
def test_TBL_O4_below_the_shorter_score_plays_on_and_a_tie_plays_on(target):
    state, kinds = finish_hand((target - 6, 0), target)
    assert state.scores[0] == target - 1 and not state.over and state.hand_no == 2
    assert "game_end" not in kinds
    state, _ = finish_hand((target - 5, target), target)           # both at the score, level
    assert state.scores == [target, target] and not state.over


def test_TBL_O4_the_sheets_game_does_not_end_at_the_shorter_scores():
    for scores in ((96, 0), (146, 0)):
        state, _ = finish_hand(scores, TARGET)
        assert not state.over and state.scores[0] in (101, 151)


def test_TBL_O4_three_players_to_101():
    state = State.from_position(hands=["8D", "9D", "4C"], table="7S", scores=(40, 99, 0),
                                taken=((), cards("AS KS"), ()), options=Options(players=3, target=101))
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    assert state.over and state.winner == 1 and state.scores[1] == 104


def test_TBL_O4_a_save_keeps_the_length_and_one_made_before_it_reads_251():
    state = State.new(7, Options(target=151))
    again = State.from_json(state.to_json())
    assert again.options.target == 151 and again.to_json() == state.to_json()
    old = json.loads(State.new(7, Options()).to_json())
    del old["options"]["target"]                                   # as a save made before TBL-O4
    assert State.from_json(json.dumps(old)).options == Options()


def test_TBL_O4_the_coach_keeps_the_lengths_apart_and_the_sheets_game_reads_as_before():
    """The coach's cache key (and the seed of its sampled deals) holds the length: the positions of a game
    to 101 and of one to 251 are never mixed; a game to 251 reads as it did before the option, so its
    verdicts stay what they were."""
    hands, table = ["QH 10C", "2S 3S"], "KS"
    views = {target: State.from_position(hands=hands, table=table, options=Options(target=target)).view(0)
             for target in TARGETS}
    keys = {target: coach._view_key(view) for target, view in views.items()}
    assert len(set(keys.values())) == len(TARGETS)
    assert "target" not in keys[TARGET] and "target=101" in keys[101]
