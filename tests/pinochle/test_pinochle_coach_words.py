"""The pinochle coach's reasons over many round-one positions: each names what the move does and what
it gives up, in plain words true to the position; no stock phrase, no card the mover does not hold,
no figure larger than the loss it explains."""

import random
import re
import textwrap

import pytest

from retro.coaching import coach_line
from retro.pinochle import coach
from retro.pinochle.screens.app_screen import move_text
from retro.pinochle.bots import make_bot
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_table import SIDE_W

CARD = re.compile(r"(10|[9JQKA])[♠♥♦♣]")
# the phrases that explained nothing: a reason must say what the move does and gives up instead
VAGUE = ("does better", "next plays", "rest of the hand", "cards your opponent may hold", "does more",
         "more of the tricks", "most of the tricks", "for later", "stronger cards", "serves you better")
PANEL_LINES = 5         # the side panel shows the coach line in this many lines


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


def round_one_positions(count, seed=1, every=3):
    """Player 0's round-one decisions with a choice, from seeded single hands (Tommy, or random on odd
    seeds, in seat 0; Tommy in seat 1)."""
    found = []
    while len(found) < count:
        state, rng = State.new(seed, Options(single_hand=True)), random.Random(seed)
        seats = [make_bot("tommy" if seed % 2 == 0 else "random"), make_bot("tommy")]
        step = 0
        while state.round == 1 and not state.over and len(found) < count:
            legal = state.legal_moves()
            if state.to_move == 0 and len(legal) > 1:
                step += 1
                if step % every == 0:
                    found.append(state.clone())
            state.apply(seats[state.to_move].decide(state.view(state.to_move), legal, rng).move)
        seed += 1
    return found


def cards_named(text: str) -> set:
    return {m.group(0) for m in CARD.finditer(text)}


def seen_by_mover(state) -> set:
    view = state.view(state.to_move)
    cards = list(view.hand) + list(view.melded[view.player]) + list(view.trick)
    cards += [view.upcard] if view.upcard is not None else []
    return {c.symbol for c in cards}


def said_figures(reason: str) -> list[int]:
    """The points a verdict says the better move gains over the played one, each claim on its own."""
    out = [int(n) for n in re.findall(r"(?:wins|trumps) (?:it|the trick) \((\d+) points?\)", reason)]
    for pattern in (r"adds (\d+) points? to their trick where \S+ adds (none|\d+)",
                    r"risks (\d+) points? where \S+ risks (none|\d+)",
                    r"the [a-z0-9 ]+ scores (\d+), your [a-z0-9 ]+ (\d+)"):
        for got in re.finditer(pattern, reason):
            mine = 0 if got.group(2) == "none" else int(got.group(2))
            out.append(int(got.group(1)) - mine)
    out += [int(n) for n in re.findall(r"exchanging it for the \S+ \((\d+) points\)", reason)]
    if "held back" not in reason:
        out += [int(n) for n in re.findall(r"scores (\d+) now", reason)]
    return out


@pytest.mark.system          # seeded games worked through by the coach: the full suite's
def test_round_one_reasons_name_what_the_move_does_and_gives_up_truly(long_run):
    count = 60 if long_run else 18            # positions: every legal move of each is judged
    positions = round_one_positions(count)
    verdicts = 0
    for state in positions:
        coach.clear_cache()
        held = seen_by_mover(state)
        advice = coach.hint(state)
        reasons = [advice.reason]
        if advice.move.kind == "play":
            # what the card does; what it gives up
            assert "; " in advice.reason, advice.reason
        for move in state.legal_moves():
            verdict = coach.judge(state, move)
            if verdict.good:
                continue
            verdicts += 1
            reasons.append(verdict.reason)
            assert not verdict.exact
            if move.kind == "play" and verdict.best.card != move.card:
                assert f"your {move.card.symbol}" in verdict.reason, verdict.reason
            line = coach_line(verdict, move_text)
            assert len(textwrap.wrap(line, SIDE_W - 2)) <= PANEL_LINES, line
            for figure in said_figures(verdict.reason):
                # a figure never says more than the loss, unless the reason says what makes up the rest
                assert figure <= round(verdict.loss) + 1 or "though" in verdict.reason, (line, figure)
        for reason in reasons:
            assert reason and "\n" not in reason
            assert not any(phrase in reason for phrase in VAGUE), reason
            assert cards_named(reason) <= held, (reason, held)
    assert verdicts > 5 * count               # most of a hand's moves are not the best


def test_round_two_reasons_are_plain_and_name_the_played_card():
    state, rng = State.new(4, Options(single_hand=True)), random.Random(4)
    seats = [make_bot("tommy"), make_bot("tommy")]
    seen = 0
    while not state.over:
        legal = state.legal_moves()
        if state.round == 2 and state.to_move == 0 and len(legal) > 1 and len(state.view(0).hand) <= 8:
            for move in legal:
                verdict = coach.judge(state, move)
                assert verdict.exact
                assert not any(phrase in verdict.reason for phrase in VAGUE), verdict.reason
                if not verdict.good:
                    seen += 1
                    assert f"your {move.card.symbol}" in verdict.reason, verdict.reason
                    assert verdict.reason.endswith("with best play on both sides")
        state.apply(seats[state.to_move].decide(state.view(state.to_move), legal, rng).move)
    assert seen
