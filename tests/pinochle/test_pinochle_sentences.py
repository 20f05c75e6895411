"""Every sentence the pinochle coach prints, checked against the rules over random seeded games.

Seeded single-hand games with open hands are played out (player 0 at random,
so that there are mistakes to judge; Tommy in seat 1) through both rounds:
round one with its melds and exchanges, and round two played out. At each
decision of player 0's the coach's hint and its verdict on every legal move
are taken as ``facts.Said`` values (the text printed, what it claims, whether
its loss is solved) and checked against the true state, which the coach never
sees: each card a sentence names lies where it says (in the mover's hand, in
their melds, kept after the play, the upcard, out of the mover's sight, seen
by the mover), each count is the true count, each figure is the points the
rules' events give; "exactly" only where the loss is solved, "about" only where
it is estimated; and at the end of each hand the review's summary never
contradicts its list. ``--long`` plays more games.
"""

import functools
import random
import re
from collections import Counter
from dataclasses import dataclass, field

import pytest

from retro.bot import finish
from retro.coaching import TIE, HandReview, coach_line
from retro.pinochle import coach
from retro.pinochle.advice import describe_said
from retro.pinochle.screens.app_screen import ReviewSaid, move_text, review_lines, where_of
from retro.pinochle.bots import make_bot
from retro.pinochle.core import DEECE_POINTS
from retro.pinochle.facts import (CARD, EXCHANGE, HAND, HELD, KEPT, MELD, MELD_VALUE, SEEN, THEIRS, TRICK, UPCARD,
                                  Count, Figure, Named)
from retro.pinochle.melds import CARD_OF, ID_OF, MELD_TABLES
from retro.pinochle.rules import COUNT_SYSTEMS, Options, State

# The games are played once and every check reads them: one worker, not one set of games a worker.
# seeded games worked through by the coach: the full suite's, not the quick loop's
pytestmark = [pytest.mark.system, pytest.mark.xdist_group("pinochle-sentences")]

QUICK_GAMES, LONG_GAMES = 10, 80
ROUND_ONE_SAMPLES = 2        # deals per move in round one: the words, not the estimate, are under test
CARD_TEXT = re.compile(r"(10|[9JQKA])[♠♥♦♣]")
NUMBER = re.compile(r"\d+")
MELD_NAMES = ("100 aces", "80 kings", "60 queens", "40 jacks")
NOT_FIGURES = re.compile(r"\b9 of trump\b|\bF\d+\b")      # a rank in words, a key's name


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


# ---------------------------------------------------------------- the sentences of random games
@dataclass
class Sentence:
    """One printed sentence of the coach's, the Said it came from, and the state it was said in."""

    state: State
    said: object
    printed: str                  # the text as printed (the reason, or the whole coach line)
    solved: bool                  # every card known: round two, the unseen cards the opponent's hand
    verdict: object = None


@dataclass
class Run:
    sentences: list = field(default_factory=list)
    reviews: list = field(default_factory=list)       # (HandReview, [(decision's state, move, verdict)])
    positions: int = 0
    rounds: Counter = field(default_factory=Counter)   # positions per (round, phase)


def solved_here(state: State) -> bool:
    """Independently of the coach: round two, and the cards player 0 cannot see are exactly the
    opponent's hand (the stock is gone)."""
    view = state.view(0)
    hidden = Counter(ID_OF[c] for c in state.hands[1]) - Counter(ID_OF[c] for c in view.opponent_known)
    return state.round == 2 and not state.stock and Counter(view.unseen_ids()) == hidden


def evaluation(state: State):
    view, legal = state.view(0), state.legal_moves()
    if state.round == 1 and len(legal) > 1:
        return finish(coach.evaluate_view_steps(view, legal, samples=ROUND_ONE_SAMPLES))
    return coach.evaluate(state)


@functools.lru_cache(maxsize=2)
def played_games(games: int) -> Run:
    run = Run()
    for seed in range(games):
        options = Options(single_hand=True, open_hands=True, count=COUNT_SYSTEMS[seed % len(COUNT_SYSTEMS)])
        state, rng = State.new(1000 + seed, options), random.Random(seed)
        bots = [make_bot("random"), make_bot("tommy")]
        review, judged, hand = HandReview(), [], state.hand_number
        while not state.over:
            legal = state.legal_moves()
            move = bots[state.to_move].decide(state.view(state.to_move), legal, rng).move
            if state.to_move == 0 and len(legal) > 1:
                run.positions += 1
                run.rounds[(state.round, state.view(0).phase)] += 1
                coach.clear_cache()
                ev = evaluation(state)
                solved = solved_here(state)
                best = coach.best_move(ev.values, ev.order)
                hint = describe_said(ev, best, keys=True)
                run.sentences.append(Sentence(state.clone(), hint, hint.text, solved))
                for m in legal:
                    verdict, said = coach.verdict_said(ev, m)
                    run.sentences.append(Sentence(state.clone(), said, verdict.reason, solved, verdict))
                    run.sentences.append(Sentence(state.clone(), said, coach_line(verdict, move_text), solved,
                                                  verdict))
                    if m == move:
                        review.add(where_of(state, m), move_text(m), move_text(verdict.best), verdict.loss,
                                   verdict.exact)
                        judged.append((state.clone(), m, verdict))
            state.apply(move)
            if state.hand_number != hand or state.over:
                run.reviews.append((review, judged))
                review, judged, hand = HandReview(), [], state.hand_number
    return run


@pytest.fixture
def run(long_run) -> Run:
    return played_games(LONG_GAMES if long_run else QUICK_GAMES)


# ---------------------------------------------------------------- the true state
def held(state: State, spent: int | None = None) -> Counter:
    """Player 0's hand and melded cards (card ids), less one copy of ``spent``."""
    out = Counter(ID_OF[c] for c in state.hands[0] + state.melded[0])
    if spent is not None:
        assert out[spent] > 0
        out[spent] -= 1
    return out


def theirs(state: State) -> Counter:
    """Every card player 0 cannot see in its place: the opponent's hand and melds, the stock."""
    return Counter(ID_OF[c] for c in state.hands[1] + state.melded[1] + list(state.stock))


def card_is_where_said(state: State, claim: Named) -> bool:
    c = claim.card
    if claim.place == HAND:
        return CARD_OF[c] in state.hands[0]
    if claim.place == MELD:
        return CARD_OF[c] in state.melded[0]
    if claim.place == HELD:
        return held(state)[c] > 0
    if claim.place == KEPT:
        return held(state, claim.spent)[c] > 0
    if claim.place == UPCARD:
        return state.upcard_id == c
    if claim.place == THEIRS:
        return theirs(state)[c] > 0
    if claim.place == SEEN:
        return theirs(state)[c] == 0 and state.upcard_id != c
    raise AssertionError(f"unknown place {claim.place}")


def count_is_true(state: State, claim: Count) -> bool:
    if claim.place == HELD:
        pool = held(state, claim.spent)
    elif claim.place == THEIRS:
        pool = theirs(state)
    else:
        raise AssertionError(f"unknown place {claim.place}")
    return sum(pool[c] for c in claim.cards) == claim.n


def play_of(state: State, card: int):
    return next(m for m in state.legal_moves() if m.kind == "play" and ID_OF[m.card] == card)


def figure_is_the_events(state: State, claim: Figure) -> bool:
    """The points as the rules score them: the trick event of the card played, a card's count, the
    meld table's value (and the meld event, where the meld may be made now), the exchange's event."""
    if claim.source == TRICK:
        trial = state.clone()
        events = trial.apply(play_of(state, claim.card))
        return [e.points for e in events if e.kind == "trick"] == [claim.n]
    if claim.source == CARD:
        return state.trick_points[claim.card] == claim.n
    if claim.source == MELD_VALUE:
        kinds = [k for k in MELD_TABLES[state.trump_id] if k.name == claim.meld]
        if not kinds or any(k.value != claim.n for k in kinds):
            return False
        for m in state.legal_moves():
            if m.kind == "meld" and m.name == claim.meld:
                trial = state.clone()
                got = [e.points for e in trial.apply(m) if e.kind == "meld"]
                return got == [claim.n]
        return True
    if claim.source == EXCHANGE:
        for m in state.legal_moves():
            if m.kind == "exchange":
                trial = state.clone()
                return [e.points for e in trial.apply(m) if e.kind == "deece"] == [claim.n]
        return claim.n == DEECE_POINTS
    raise AssertionError(f"unknown source {claim.source}")


def numbers_in(text: str) -> list[int]:
    """The numbers a sentence says, less those in card symbols, meld names, "9 of trump" and key names."""
    text = CARD_TEXT.sub("", text)
    for name in MELD_NAMES:
        text = text.replace(name, "")
    return [int(n) for n in NUMBER.findall(NOT_FIGURES.sub("", text))]


# ---------------------------------------------------------------- the properties
def test_the_games_reach_both_rounds_and_every_kind_of_decision(run):
    assert run.positions >= 200
    assert {(1, "lead"), (1, "follow"), (1, "decide"), (2, "lead"), (2, "follow")} <= set(run.rounds)
    assert sum(1 for s in run.sentences if s.verdict is not None and not s.verdict.good) >= 300


def test_each_reason_is_printed_from_its_said_value(run):
    for s in run.sentences:
        if s.verdict is None:
            continue
        assert s.verdict.reason == s.said.text
        assert s.verdict.exact == s.said.exact
        if s.printed != s.said.text and not s.verdict.good:
            assert f"({s.said.text})" in s.printed


def test_every_card_a_sentence_names_lies_where_it_says(run):
    checked = 0
    for s in run.sentences:
        named = [c for c in s.said.claims if isinstance(c, Named)]
        for claim in named:
            assert card_is_where_said(s.state, claim), (s.said.text, claim)
            checked += 1
        symbols = {CARD_OF[c.card].symbol for c in named}
        for shown in CARD_TEXT.finditer(s.said.text):
            assert shown.group(0) in symbols, (s.said.text, shown.group(0))
    assert checked > 1000


def test_every_count_and_figure_a_sentence_names_is_the_rules(run):
    checked = 0
    for s in run.sentences:
        said = [c for c in s.said.claims if isinstance(c, (Count, Figure))]
        for claim in said:
            ok = count_is_true(s.state, claim) if isinstance(claim, Count) else figure_is_the_events(s.state, claim)
            assert ok, (s.said.text, claim)
            checked += 1
        backed = {c.n for c in said}
        for n in numbers_in(s.said.text):
            assert n in backed, (s.said.text, n, said)
    assert checked > 300


def test_exactly_only_where_solved_and_about_only_where_estimated(run):
    exact_lines = about_lines = 0
    for s in run.sentences:
        assert s.said.exact == s.solved, s.said.text
        if s.verdict is None or s.printed == s.said.text:
            assert "exactly" not in s.said.text and "about " not in s.said.text
            continue
        line, v = s.printed, s.verdict
        if v.good:
            assert line == "Good: that is my play too."
            continue
        n = round(v.loss)
        if s.solved:
            assert f": exactly {n} point" in line and ": about" not in line and n >= 1, line
            assert s.said.text.endswith("with best play on both sides"), line
            exact_lines += 1
        else:
            assert "exactly" not in line and "with best play on both sides" not in line, line
            assert (f": about {n} point" in line) if n >= 1 else (": less than a point" in line), line
            about_lines += 1
    assert exact_lines > 50 and about_lines > 50


def test_the_review_summary_never_contradicts_its_list(run):
    for review, judged in run.reviews:
        lines = [text for text, _ in review_lines(review, pending=False)]
        if not review.decisions:
            assert lines == []
            continue
        said = ReviewSaid.of(review)
        head, listed = lines[1], lines[2:]
        costly = [d for d in review.decisions if d.loss > TIE]
        assert head == said.head() and listed == [ReviewSaid.line(d) for d in said.listed]
        assert len(listed) == min(3, len(costly))
        assert [d.loss for d in said.listed] == sorted((d.loss for d in costly), reverse=True)[:3]
        if not costly:
            assert head == "Coach: nothing given up in this hand."
            continue
        assert "nothing" not in head
        total = sum(d.loss for d in costly)
        assert sum(d.loss for d in said.listed) <= total + 1e-9
        n = round(total)
        if all(d.exact for d in costly):
            assert head == f"Coach: exactly {n} point{'s' if n != 1 else ''} given up in this hand."
        elif n >= 1:
            assert head == f"Coach: about {n} point{'s' if n != 1 else ''} given up in this hand."
        else:
            assert head == "Coach: less than a point given up in this hand."
        for d, line in zip(said.listed, listed):
            m = round(d.loss)
            size = "less than 1" if m < 1 else f"{'exactly' if d.exact else 'about'} {m}"
            assert line.endswith(f"({size})"), line
        # the review's decisions: the exact ones are those made where every card was known
        for (state, move, verdict), d in zip(judged, review.decisions):
            assert d.exact == solved_here(state) and d.played == move_text(move)
            for shown in CARD_TEXT.finditer(d.played):
                assert held(state)[ID_OF[move.card]] > 0 and shown.group(0) == move.card.symbol
            if verdict.best.kind == "play":
                assert held(state)[ID_OF[verdict.best.card]] > 0
