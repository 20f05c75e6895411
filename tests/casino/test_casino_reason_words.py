"""Casino's reasons claim no more than their facts: a put is said to be chosen "rather than take" only
where it is worth strictly more than every take, a tie is said as a tie; what rests on the search's
estimate says "likely" (exact only when every card is known, CAS-AI1); the vaguest verdict names a
figure no larger than the loss; and a forced play is said as forced, not as a choice.

Most checks are pure: the words are printed from facts built on values set by the test (``Values``
with ``exact`` false is the sampled search's shape), so ties and margins can be made at will.
"""

import random
import re
from dataclasses import replace

import pytest

from retro.cards import Card, standard_deck
from retro.casino import bots, coach
from retro.casino.coach_words import advice_words, estimate_words, verdict_words
from retro.casino.facts import advice_facts, choice_facts, verdict_facts
from retro.casino.lookahead import Facts, Values, mover_view
from retro.casino.phrases import computer_words, hint_words
from retro.casino.rules import Move, Options, State
from retro.coaching import TIE, coach_line


@pytest.fixture(autouse=True)
def fresh_coach():
    coach.clear_cache()
    yield


def put_and_take_positions(count: int, seed: int = 3):
    """Positions of seeded games (2-4 players, the random computer) where the mover may put or take."""
    rng = random.Random(seed)
    game = 0
    found = []
    while len(found) < count:
        state = State.new(seed * 100 + game, Options(players=(2, 3, 4)[game % 3]))
        game += 1
        while not state.over and state.round == 1 and len(found) < count:
            legal = state.legal_moves()
            kinds = {m.kind for m in legal}
            if {"put", "take"} <= kinds and len(legal) < 60 and rng.random() < 0.3:
                found.append(state.clone())
            state.apply(rng.choice(legal))
    return found


def estimated(state: State, values: dict, others_took: dict | None = None) -> Values:
    """The mover's position valued as the test says, as the sampled search shapes it (not solved)."""
    view = mover_view(state)
    legal = state.legal_moves()
    facts = {m: Facts(others_took=(others_took or {}).get(m, 0.0)) for m in legal}
    return Values(view, legal, dict(values), facts, False)


# --- "rather than take" only above every take (the tie said as one) -----------------------------------
def test_a_put_said_rather_than_take_is_worth_strictly_more_than_every_take():
    """Over seeded positions and values drawn from a few levels (ties on purpose, margins a hair apart):
    whenever the put's reason says "rather than", the put's value is strictly above every take's; when
    the best take is valued the same, the reason names that take and says both come to the same."""
    rng = random.Random(5)
    said = {"rather": 0, "ties": 0}
    for state in put_and_take_positions(40):
        legal = state.legal_moves()
        for _ in range(6):
            values = {m: rng.choice((0.0, 0.5, 1.0)) for m in legal}
            put = rng.choice([m for m in legal if m.kind == "put"])
            values[put] = max(values.values()) - rng.choice((0.0, TIE / 2))   # best, or a hair below
            took = {m: rng.choice((0.0, 1.0)) for m in legal}
            facts = advice_facts(estimated(state, values, took), put)
            text = advice_words(facts)
            best_take = max(v for m, v in values.items() if m.kind == "take")
            if "rather than" in text:
                said["rather"] += 1
                assert values[put] > best_take, (text, values[put], best_take)
            if values[put] - best_take <= TIE:
                said["ties"] += 1
                assert facts.put == "ties" and values[facts.other_take.move] == best_take
                assert " or take " in text and text.endswith("both likely come to the same"), text
    assert said["rather"] and said["ties"]          # both sides of the property were met


def four_players_last_cards() -> State:
    """A four-handed round's last cards: your J♣ may take the J♠=J♦ block or be put; the 10♣ and 10♦ are
    to come, and with the others' best replies both lines come to the same."""
    used = {"JC", "10C", "10D", "QC", "5C", "JS", "JD"}
    rest = [str(c) for c in standard_deck() if str(c) not in used]
    piles = [" ".join(rest[k::4]) for k in range(4)]
    return State.from_position(hands=["JC", "10C", "10D", ""], tableau=["QC", "5C", "JS=JD"], to_move=0,
                               last_taker=2, captured=piles, scores=[8, 5, 8, 10], options=Options(players=4))


def test_a_put_as_good_as_a_take_is_hinted_as_either_not_as_a_preference():
    state = four_players_last_cards()
    put, take = Move("put", Card.parse("JC")), next(m for m in state.legal_moves() if m.kind == "take")
    assert coach.judge(state, put).loss == coach.judge(state, take).loss == 0.0
    advice = coach.hint(state)
    assert advice.move == put
    assert advice.reason == ("Put your J\u2663 or take the J\u2660=J\u2666 block with it: "
                             "with the best replies both likely come to the same")
    assert "rather than" not in coach.judge(state, put).reason


def test_the_computers_say_rather_than_take_only_above_the_take():
    """The standard computer's put scored the same as the take it passes over: its reason, and HINT's
    line for its choice, say both come to the same; one point above, it is "rather than take"."""
    state = four_players_last_cards()
    view = state.view(0)
    put, take = Move("put", Card.parse("JC")), next(m for m in state.legal_moves() if m.kind == "take")
    parts = {"score": 1.0, "danger": 0.0, "later": 0.0}
    tied = choice_facts(view, put, parts, (take, dict(parts)))
    assert computer_words(tied) == ("puts J\u2663, or could take J\u2660 J\u2666 with J\u2663: "
                                    "by its reckoning both come to the same")
    assert hint_words(tied) == ("Put your J\u2663 or take the J\u2660=J\u2666 block with it: "
                                "by the computer's reckoning both come to the same")
    above = choice_facts(view, put, parts, (take, {**parts, "score": 0.0}))
    assert computer_words(above) == "puts J\u2663 rather than take"
    # the expert chose by its search: a take of the same worth there is a tie, whatever the judge's scores
    assert bots.choice_of(view, [(1.0, put, parts), (0.0, take, {**parts, "score": 0.0})],
                          {put: 0.5, take: 0.5}).why == "ties"


# --- estimates say "likely" -------------------------------------------------------------------------
def test_a_take_that_would_leave_more_is_said_likely_where_it_is_the_estimate():
    """Three players: the unseen cards are not all known, so "would leave the others more to take" rests
    on the search's estimate and says "would likely leave"; the computer's own reason too."""
    state = next(s for s in put_and_take_positions(30) if s.players == 3)
    legal = state.legal_moves()
    put = next(m for m in legal if m.kind == "put")
    take = next(m for m in legal if m.kind == "take")
    values = {m: (1.0 if m == put else 0.0) for m in legal}
    facts = advice_facts(estimated(state, values, {take: 2.0}), put)
    text = advice_words(facts)
    assert facts.put == "leaves_more" and facts.likely
    assert "would likely leave the others more to take" in text, text
    parts = {"score": 1.0, "danger": 0.0, "later": 0.0}
    choice = choice_facts(state.view(state.to_move), put, parts, (take, {"score": 0.0, "danger": 2.0, "later": 0.0}))
    assert choice.why == "leaves_more" and "would likely leave more for the next player" in computer_words(choice)


def test_a_verdicts_estimated_reasons_say_likely_and_a_figure_within_the_loss():
    """Each verdict reason that rests on the sampled estimate says so; "a likely sweep" only where a
    reply swept in at least half the deals; the fallback names a figure never above the loss."""
    state = next(s for s in put_and_take_positions(30) if s.players == 3)
    legal = state.legal_moves()
    put = next(m for m in legal if m.kind == "put" and not Options().card_points(m.card))
    take = next(m for m in legal if m.kind == "take")
    base = verdict_facts(estimated(state, {m: 0.0 for m in legal}), put, take, 1.0)
    assert not base.exact
    said = {why: verdict_words(replace(base, why=why, swept=0.3)) for why in ("more", "less", "sweep")}
    assert said["more"] == "yours likely leaves the others more to take"
    assert said["less"] == "it likely leaves the others less to take"
    assert said["sweep"] == "yours leaves the others a sweep in more of the likely deals"
    assert verdict_words(replace(base, why="sweep", swept=0.6)) == "yours leaves the others a likely sweep"
    for loss, figure in ((0.3, "less than half a point"), (0.7, "more than half a point"), (1.0, "about 1 point"),
                         (1.4, "about 1 point"), (2.6, "more than 2 points"), (3.0, "about 3 points")):
        text = verdict_words(replace(base, why="better", loss=loss))
        assert text == f"over the likely deals of the unseen cards, {figure} better"
        shown = re.search(r"(\d+) points?", figure)
        assert shown is None or int(shown.group(1)) <= loss
    assert estimate_words(0.0) == "less than half a point"


# --- forced plays ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
def test_a_last_card_that_takes_nothing_is_said_to_be_forced(players):
    """One card in hand and nothing on the table it takes: the only play. No reason suggests a choice
    ("the card you can best spare"), from the coach, the computer or HINT's computer line."""
    hands = ["7S", "9H", "KD"][:players]
    state = State.from_position(hands=hands, tableau=["2C", "3D"], stock=["4C"] * 0, last_taker=1)
    assert state.legal_moves() == [Move("put", Card.parse("7S"))]
    advice = coach.hint(state)
    assert advice.reason == "Put your 7\u2660: it is your last card, and it can take nothing"
    verdict = coach.judge(state, advice.move)
    assert verdict.loss == 0.0 and verdict.reason.startswith(advice.reason)
    assert coach_line(verdict, lambda m: "") == "Good: that is my play too."
    view = state.view(0)
    choice = bots.make_bot("munter").choose_with_reason(view, state.legal_moves(), random.Random(1))
    assert choice.reason == "puts 7\u2660: its last card, and it can take nothing"
    assert bots.hint(state, 0).reason == "Put your 7\u2660: it is your last card, and it can take nothing"
