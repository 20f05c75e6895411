"""Casino's coach: hint and verdicts agree on every position, the players' bad hints are gone, and every
figure agrees with its reason."""

import random
import re

import pytest

from retro.cards import Card, cards
from retro.casino import bots, coach
from retro.casino.builds import Pile
from retro.casino.positions import last_deal_position
from retro.casino.rules import Move, Options, State
from retro.coaching import coach_line, points_text

STOCK = "2C 3C 5C 7C 8C 9C 10C JC 2H 3H 4H 7H".split()


def met_positions(count, seed=21, players=2):
    """Positions of default-computer matches, every few decisions, with more than one legal move."""
    found, rng, match = [], random.Random(seed), 0
    seats = [bots.make_bot("munter") for _ in range(players)]
    while len(found) < count:
        state = State.new(seed * 100 + match, Options(players=players))
        match += 1
        step = 0
        while not state.over and len(found) < count:
            legal = state.legal_moves()
            if step % 5 == 2 and len(legal) > 1:
                found.append(state.clone())
            step += 1
            state.apply(seats[state.to_move].choose(state.view(state.to_move), legal, rng))
    return found


@pytest.mark.system
def test_hint_and_judge_agree_on_every_position(long_run):
    """The hint's move loses 0, no move loses less than 0, and the best named by a verdict loses 0."""
    met, met_3, last = (60, 12, 30) if long_run else (15, 3, 8)     # the suite's share; --long's more
    positions = met_positions(met) + met_positions(met_3, players=3)
    positions += [s for s in (last_deal_position(seed) for seed in range(200, 200 + last)) if s is not None]
    for state in positions:
        coach.clear_cache()
        advice = coach.hint(state)
        assert coach.judge(state, advice.move).loss == 0.0
        for move in state.legal_moves():
            verdict = coach.judge(state, move)
            assert verdict.loss >= 0.0
            assert coach.judge(state, verdict.best).loss == 0.0
            if verdict.loss > 0:
                assert verdict.best == advice.move


def test_a_point_card_is_not_laid_when_a_six_takes_or_builds_for_the_queen():
    """Table 6♥ 9♦, hand A♦ 6♣ K♣ Q♣: laying the A♦ (any Ace, 7 or 10 takes it) is not the play; 6♣ takes
    the 6♥ or builds it to 12 for the Q♣, and the verdict on the A♦ says it lays a point card."""
    state = State.from_position(hands=[["AD", "6C", "KC", "QC"], ["2D", "3D", "4D", "5D"]],
                                tableau=["6H", "9D"], stock=STOCK)
    coach.clear_cache()
    advice = coach.hint(state)
    assert advice.move.card == Card.parse("6C") and advice.move.kind in ("take", "build")
    verdict = coach.judge(state, Move("put", Card.parse("AD")))
    assert verdict.loss >= 1.0
    assert "A\u2666, a point card" in verdict.reason
    build = next(m for m in state.legal_moves() if m.kind == "build" and m.value == 12)
    assert coach.judge(state, build).loss < verdict.loss


def test_your_own_build_is_not_abandoned_by_putting_its_only_taker():
    """Your 4♣+6♦ build of 10, and 10♥ your only 10: take it; putting the 10♥ gives it up, and the verdict
    says so."""
    build = Pile("build", tuple(cards("4C 6D")), 10, 0)
    state = State.from_position(hands=[["10H", "3S", "8H"], ["2D", "3D", "4D"]], tableau=[build, "KS", "5H"],
                                stock=STOCK, captured=[["9S", "9H"], ["JS", "JH"]])
    coach.clear_cache()
    advice = coach.hint(state)
    assert advice.move.kind == "take" and set(advice.move.cards) == set(cards("4C 6D"))
    verdict = coach.judge(state, Move("put", Card.parse("10H")))
    assert verdict.loss >= 1.0 and verdict.best == advice.move
    assert "your only 10" in verdict.reason and "4\u2663+6\u2666 build" in verdict.reason


def test_seed_138_the_hint_puts_the_six():
    """Casino seed 138, the last deal: putting 6♣ wins the 27 cards and the last take (+3); A♥ is -5."""
    state = last_deal_position(138)
    coach.clear_cache()
    advice = coach.hint(state)
    assert advice.move == Move("put", Card.parse("6C"))
    verdict = coach.judge(state, Move("put", Card.parse("AH")))
    assert verdict.loss == 8.0 and verdict.best == advice.move
    assert "27 cards" in verdict.reason
    assert coach_line(verdict, lambda m: coach.move_text(state, m)).startswith("Better was putting 6\u2663: ")


def _said_points(reason):
    best = re.search(r"it scores (\d+) points? now", reason)
    yours = re.search(r"where yours scores (\d+) points?", reason)
    return (int(best.group(1)) if best else None), (int(yours.group(1)) if yours else 0)


def test_a_figure_never_contradicts_its_reason():
    """A verdict's "it scores N points now" is never more than the loss says, unless the reason says yours
    makes up part of it later; and counts are plural only when more than one."""
    for state in met_positions(25, seed=33) + met_positions(5, seed=33, players=4):
        coach.clear_cache()
        texts = [coach.hint(state).reason]
        for move in state.legal_moves():
            verdict = coach.judge(state, move)
            texts.append(verdict.reason)
            if verdict.loss > 0:
                best, yours = _said_points(verdict.reason)
                if best is not None and best - yours > round(verdict.loss) + 1:
                    assert "makes up part of that later" in verdict.reason, (verdict, points_text(verdict.loss))
        for text in texts:
            assert text and len(text) < 200, text
            assert not re.search(r"\b1 (points|cards|more cards|Aces)\b", text), text
            assert not re.search(r"\b([02-9]|\d\d+) (point|card|more card|Ace)\b(?!s)", text), text
