"""The pinochle coach's round-one words are true: a meld named as kept is at stake, a figure is borne out."""

import random

import pytest

from retro.cards import Card
from retro.pinochle import coach
from retro.pinochle.advice import contrast, describe
from retro.pinochle.rules import Move, State, TrickRecord

P = State.from_position


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


def play(card, from_meld=False):
    return Move("play", Card.parse(card), from_meld=from_meld)


def follow_position(hand: str):
    """The opponent leads 10♣; trump ♠; player 0 holds ``hand`` (A♠ 10♠ K♠ Q♠ and jacks: a flush near)."""
    state = P(hands=[hand, "10C AD 9H 9H QD KD JH"], trump="S", upcard="9S",
              stock="AH 10H KH QH 10D JD 9D 9C JC QC AC".split()[:9], leader=1)
    state.apply(play("10C"))
    return state


def fake_evaluation(state, values):
    legal = state.legal_moves()
    view = state.view(state.to_move)
    return coach.Evaluation(view, legal, {m: values.get(str(m), 0.0) for m in legal}, coach._tie_order(legal))


def test_a_second_jack_in_hand_keeps_the_flush_so_the_reason_does_not_claim_it():
    state = follow_position("AS 10S KS QS JS JS 9C")
    ev = fake_evaluation(state, {"play 9♣": 10.0})
    text = contrast(ev, play("9C"), play("JS"))
    assert "flush" not in text


def test_the_only_jack_of_a_flush_at_hand_is_named_as_breaking_it_up():
    state = follow_position("AS 10S KS QS JS 9C 9D")
    ev = fake_evaluation(state, {"play 9♣": 10.0})
    assert "breaks up your flush" in contrast(ev, play("9C"), play("JS"))


def test_a_meld_whose_missing_card_is_gone_is_not_a_hope():
    # Both Q♠ were played to an earlier trick: the flush cannot be made any more.
    state = P(hands=["AS 10S KS JS 9C 9D 9H", "10C AD 9H QD KD JH QH"], trump="S", upcard="9S",
              stock="AH 10H KH 10D JD 9D 9C JC QC".split(), leader=1)
    parts = state.parts()
    parts.tricks = [TrickRecord(1, 1, Card.parse("QS"), Card.parse("QS"), 1, 6)]
    parts.stock = parts.stock[:-2]
    state = State.assemble(parts)
    state.apply(play("10C"))
    ev = fake_evaluation(state, {"play 9♣": 10.0})
    assert "flush" not in contrast(ev, play("9C"), play("JS"))


def test_a_loss_the_deals_cannot_tell_from_luck_is_no_loss():
    rng = random.Random(3)
    a, b, c = play("9C"), play("9D"), play("AS")
    trials = {a: [rng.gauss(0, 30) for _ in range(20)]}
    # 3 points worse on average, 17 either way from deal to deal: the deals cannot tell.
    trials[b] = [x - (20 if i % 2 else -14) for i, x in enumerate(trials[a])]
    trials[c] = [x - 40 + rng.gauss(0, 3) for x in trials[a]]      # surely worse
    values, best_move = coach._sure_values(trials, [b, a, c])
    assert best_move == a
    best = max(values.values())
    assert best - values[b] == 0.0
    assert 30 < best - values[c] < 45


def test_between_two_worthless_nines_the_verdict_claims_no_large_loss():
    state = P(hands=["AS 10S KH QH 9C 9D JH", "10C AD 9H QD KD JD QC"], trump="S", upcard="9S",
              stock="AH 10H KS QS 10D JS 9S JC AC".split(), leader=1)
    state.apply(play("AD"))
    for nine in ("9C", "9D"):
        assert coach.judge(state, play(nine)).loss < 10


def meld_question():
    """Player 0 has just won a trick holding K♦ Q♦ (a common marriage) and nothing else to meld."""
    state = P(hands=["KD QD 9C 10H JS AC 9D", "9H 10C JC QC 10D JD AD"], trump="S", upcard="AS",
              stock="QS KS 10S JS 9S KH QH AH 9C".split(), leader=0)
    state.apply(play("AC"))
    state.apply(play("9H"))
    return state


def test_the_meld_hint_says_which_keys_make_it():
    state = meld_question()
    advice = coach.hint(state)
    assert advice.move.kind == "meld"
    assert "type the numbers of K♦ Q♦, then Enter" in advice.reason
    assert "Enter melds it, F4 has chosen its cards" in advice.reason


def test_declining_the_hinted_meld_is_never_my_play_too():
    state = meld_question()
    advice = coach.hint(state)
    done = next(m for m in state.legal_moves() if m.kind == "done")
    for _ in range(2):                       # the same choice is judged the same way every time
        coach.clear_cache()
        verdict = coach.judge(state, done)
        assert not verdict.good and verdict.best == advice.move
        assert "common marriage" in verdict.reason


def test_a_sampled_round_one_loss_is_told_as_about():
    """Round one is judged over sampled deals: its verdicts are estimates, said "about N points"."""
    from retro.coaching import coach_line

    state = follow_position("AS 10S KS QS JS 9C 9D")
    verdicts = [coach.judge(state, m) for m in state.legal_moves()]
    assert not any(v.exact for v in verdicts)
    lines = [coach_line(v, str) for v in verdicts if not v.good and v.loss >= 0.5]
    assert lines and all(": about " in line and "exactly" not in line for line in lines)


def test_near_round_two_the_last_card_of_a_suit_is_named_as_making_a_void():
    """Round one's last trick: letting it go with the only diamond leaves a void to trump in round two."""
    state = P(hands=["9D 9H JH 9C JC KS QS", "AC 10H 10D KD QD AD 9S"], trump="S", upcard="AS",
              stock=["JC"], leader=1)
    state.apply(play("AC"))
    ev = fake_evaluation(state, {"play 9♦": 5.0})
    text = contrast(ev, play("9D"), play("9H"))
    assert text == ("9♦ is your last of diamonds: unless you draw one, you may trump diamonds in round two; "
                    "your 9♥ keeps you in hearts")
    alike = contrast(ev, play("9H"), play("9C"))
    assert "cheaper" not in alike and "gives as little now" in alike


def test_round_twos_exact_reason_has_its_singulars_right():
    from retro.cards import Card
    from retro.pinochle.search import exact_reason

    king = Card.parse("KS")
    assert exact_reason("leads", king, 1, 1) == "leads K♠: exact play of the last card (+1 point)"
    assert exact_reason("plays", king, 3, -1) == "plays K♠: exact play of the last 3 cards (-1 point)"
    assert exact_reason("leads", king, 2, 12) == "leads K♠: exact play of the last 2 cards (+12 points)"


# ---------------------------------------------------------------- the note on strategy's lead
def note_lead_position(mine="10S 9S KS JS 9C QD 9H", theirs="AS 10H KH QC AC 9D JD", upcard="JH"):
    """Player 0 to lead in round one, spades their longest plain suit with its 10 (hearts are trump)."""
    stock = "AD 10D KD QS JC 9S 10C KC QH".split()
    return P(hands=[mine, theirs], trump="H", upcard=upcard, stock=stock, leader=0)


def test_a_nine_lead_over_the_notes_ten_says_what_the_ten_risks_here():
    """The manual's note calls the 10 of the longest suit the safest lead; hinting the 9♠ instead, the
    coach says what the 10♠ risks in this position: both A♠ and ten trumps are unseen (the mover holds
    one trump, the upcard is another)."""
    state = note_lead_position()
    ev = fake_evaluation(state, {"play 9♠": 10.0})
    text = describe(ev, play("9S"), keys=True)
    assert text == ("9♠ leads spades, risking no points; not the 10♠, the usual safe lead: either ace or any of "
                    "10 trumps may take its 10 points")


def test_the_notes_ten_led_against_the_coachs_nine_says_what_it_risks():
    state = note_lead_position()
    ev = fake_evaluation(state, {"play 9♠": 12.0})
    text = contrast(ev, play("9S"), play("10S"))
    assert "your 10♠ is the usual safe lead, but either ace or any of 10 trumps may take its 10 points" in text


def test_the_risk_is_counted_from_the_cards_the_mover_cannot_see():
    # The mover holds an A♠ and three trumps, the upcard is a fourth: one ace and eight trumps are left.
    state = note_lead_position(mine="10S 9S AS JS 9H 10H AH", theirs="KS 9D KH QC AC 9D JD")
    ev = fake_evaluation(state, {"play 9♠": 10.0})
    assert describe(ev, play("9S")).endswith("an ace or any of 8 trumps may take its 10 points")


def test_with_no_trump_left_and_100_aces_out_of_their_reach_the_ace_is_named_as_free():
    # Every other trump is the mover's, the upcard or played, and the mover holds both A♦: only an A♠
    # takes the 10♠, and its owner has no 100 aces to keep it for.
    from retro.pinochle.melds import FULL_DECK, ID_OF

    mine, theirs = "10S 9S KS AD AD 9H 9H", "AS QC AC 9D JD 10C KC"
    played = [("AH", "AH"), ("10H", "10H"), ("KH", "KH"), ("QH", "QH"), ("JH", "9C")]
    used = [ID_OF[Card.parse(c)] for c in (mine + " " + theirs + " JH").split() + [c for t in played for c in t]]
    rest = list(FULL_DECK)
    for c in used:
        rest.remove(c)
    state = P(hands=[mine, theirs], trump="H", upcard="JH", stock=["9S"], leader=0)
    parts = state.parts()
    parts.tricks = [TrickRecord(1, 1, Card.parse(a), Card.parse(b), 1, 0) for a, b in played]
    parts.stock = rest
    state = State.assemble(parts)
    ev = fake_evaluation(state, {"play 9♠": 10.0})
    text = describe(ev, play("9S"))
    assert text.endswith("either ace may take its 10 points, and they can no longer make 100 aces"), text


def test_a_real_deal_where_the_coach_leads_a_nine_over_the_notes_ten_says_why():
    from retro.pinochle.facts import Facts
    from retro.pinochle.rules import Options

    state = State.new(12, Options(single_hand=True))
    assert state.to_move == 0 and state.view(0).phase == "lead" and Facts(state.view(0)).note_tens()
    advice = coach.hint(state)
    assert advice.move.card.rank == "9"
    assert "not the 10♥, the usual safe lead: " in advice.reason and "may take its 10 points" in advice.reason
