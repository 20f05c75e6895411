"""Casino's search, judge and reasons score a play as the rules do, under every variant of the options.

The rules score from the game's ``Options`` (``Options.take_points``, ``bonus_points`` and the prizes);
the solver's gains, the look-ahead's values, the judge's points and sweep weight, the facts' points and
the reasons' figures must follow them, not a copy of the default table. Each check here holds the
engines' figure against the rules' own events in seeded games (CAS-S1..S7, CAS-E2, CAS-P1).

Casino's options (players, spaces, target) change no score: the spec fixes CAS-S1..S6. So the scoring
variants are stand-ins, ``Options`` whose scoring members say other numbers (what a scoring option
would do), next to each real option's other values, which change the play the scoring meets.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Optional

import pytest

from drivers import variant_params
from retro.bot import finish
from retro.cards import Card, standard_deck
from retro.casino.bots import GreedyBot, MunterBot
from retro.casino.evaluate import Judge
from retro.casino.facts import ChoiceFacts, play_facts
from retro.casino.lookahead import mover_view, open_bonuses, values_steps
from retro.casino.phrases import bonus_name, computer_words, gain_words, plural
from retro.casino.records import TEN_OF_DIAMONDS, TWO_OF_SPADES, Move, Options
from retro.casino.rules import State
from retro.casino.solver import node_of


# --- the variants -------------------------------------------------------------------------------------
class Scored(Options):
    """Options that score as ``POINTS`` says where it says (a stand-in for a scoring option)."""

    POINTS: dict = {}

    @property
    def sweep_points(self) -> int:
        return self.POINTS.get("sweep", super().sweep_points)

    @property
    def most_cards_points(self) -> int:
        return self.POINTS.get("most_cards", super().most_cards_points)

    @property
    def most_spades_points(self) -> int:
        return self.POINTS.get("most_spades", super().most_spades_points)

    def card_points(self, card: Card) -> int:
        key = {TWO_OF_SPADES: "two", TEN_OF_DIAMONDS: "ten"}.get(card, "ace" if card.rank == "A" else "")
        return self.POINTS.get(key, super().card_points(card))


def scored(points: dict, **chosen) -> Options:
    return type("Scored", (Scored,), {"POINTS": points})(**chosen)


# Every field of Options with its other values: none scores, but each changes the play scored.
FIELD_VARIANTS = {"players": (3, 4), "spaces": (4,), "target": (1,)}
# Each scoring figure at another value (CAS-S1..S6); all of them at once with 3 players, and with
# 4 spaces (cards put on a full table score straight from the capture pile, CAS-P1).
SCORING_VARIANTS = {
    "sweep 0": {"sweep": 0}, "sweep 2": {"sweep": 2},
    "27 cards 5": {"most_cards": 5}, "27 cards 0": {"most_cards": 0}, "7 spades 2": {"most_spades": 2},
    "ace 2": {"ace": 2}, "2S 3": {"two": 3}, "10D 0": {"ten": 0},
}
VARIANTS: dict[str, Options] = {"default": Options()}
VARIANTS.update({f"{name} {value}": Options(**{name: value})
                 for name, values in FIELD_VARIANTS.items() for value in values})
VARIANTS.update({name: scored(points) for name, points in SCORING_VARIANTS.items()})
ALL_SCORING = {"sweep": 3, "most_cards": 4, "most_spades": 2, "ace": 3, "two": 0, "ten": 5}
VARIANTS["all scoring, 3 players"] = scored(ALL_SCORING, players=3)
VARIANTS["all scoring, 4 spaces"] = scored(ALL_SCORING, spaces=4)

QUICK_ROUNDS = 2      # seeded rounds a variant is played in the quick loop
LONG_ROUNDS = 12
QUICK_SMALL = 4       # small solved positions a 2-player variant is checked on
LONG_SMALL = 16
QUICK_SAMPLED = 2     # positions of its games a variant's sampled look-ahead is checked at
LONG_SAMPLED = 6

CARD_SCORES = ("aces", "two_of_spades", "ten_of_diamonds")   # the round's end: captured cards' own points
BONUSES = ("most_cards", "most_spades")
INTO_PILES = ("take", "to_capture_pile", "last_cards")
DECK_SIZE, SPADES = 52, 13
POINT_CARDS = (TWO_OF_SPADES, TEN_OF_DIAMONDS)   # with the Aces: the cards any variant here scores


def test_every_option_field_has_its_variants_here():
    """Every field of Options is varied here: a new rule option (scoring or not) must be added above."""
    assert {f.name for f in fields(Options)} == set(FIELD_VARIANTS)
    for name, options in VARIANTS.items():
        assert isinstance(options, Options), name


# --- the games: what the engines said of each play, and what the rules then scored ----------------------
@dataclass
class Play:
    """One play of a seeded game: the engines' figures for it and the rules' events of it."""

    mover: int
    move: Move
    gains: tuple[int, ...]                 # the solver's (Node.play)
    events: list                           # the rules', to the round's end
    own: tuple[Card, ...] = ()             # the cards the play itself put in the mover's pile
    judged: Optional[float] = None         # the judge's points now, less its majority weights
    facts_points: int = 0
    facts_score: int = 0
    gain_text: str = ""                    # a take: the hint's gain words
    computer_text: str = ""                # a take: the computer's reason


@dataclass
class Games:
    """A variant's seeded rounds: each play, the rules' card points and sweep points, the judge's sweep weight."""

    plays: list = field(default_factory=list)
    worth: dict = field(default_factory=dict)          # card -> the rules' points for it at the round's end
    sweeps: set = field(default_factory=set)           # the rules' points of each sweep event
    judge_sweeps: list = field(default_factory=list)   # the judge's weight of a sweep left to the next player
    bonus_events: list = field(default_factory=list)   # most_cards / most_spades events
    bonuses: list = field(default_factory=list)        # per round, each player's bonus points at its end
    decided: list = field(default_factory=list)        # (round, player, look-ahead's open bonus) once settled
    taking: list = field(default_factory=list)         # positions (clones) with a take of points or a sweep
    rounds: int = 0


def _judge(view, move: Move) -> tuple[Optional[float], Optional[float]]:
    """The judge's points now for a capture (its majority weights taken off) and its weight of a sweep."""
    judge = Judge(view)
    now = None
    if move.kind == "take" or (move.kind == "put" and all(p is not None for p in view.spaces)):
        parts = MunterBot().judge_move(judge, view, move)
        cards = (move.card, *move.cards) if move.kind == "take" else (move.card,)
        weights = sum(judge.card_weight + (judge.spade_weight if c.suit == "S" else 0.0) for c in cards)
        now = parts["now"] - weights
    sweep = None
    piles = [p for p in view.spaces if p is not None]
    held = [v for v, p in judge.hold.items() if p > 0]
    if piles and held:
        # One offer of nothing but its sweep: threat is then the sweep's weight times the odds it is held.
        value = held[0]
        with_sweep = judge.threat(piles, ({value: 0.0}, {value}))
        without = judge.threat(piles, ({value: 0.0}, set()))
        sweep = (with_sweep - without) / judge.hold[value]
    return now, sweep


def _decided_bonuses(state: State, node) -> list[tuple[int, float]]:
    """The look-ahead's open bonuses of the players whose 27 cards and 7 spades are both settled already
    (reached, or out of reach with the cards still to be taken): those are the round's bonuses for sure."""
    cards_left = DECK_SIZE - len(state.lost) - sum(node.cards)
    spades_left = SPADES - sum(node.spades)
    worth = open_bonuses(node, len(state.lost))
    return [(p, worth[p]) for p in range(node.players)
            if (node.cards[p] >= 27 or node.cards[p] + cards_left < 27)
            and (node.spades[p] >= 7 or node.spades[p] + spades_left < 7)]


def _scoring_take(state: State, legal) -> bool:
    """Whether the look-ahead samples here (not two players with the stock empty) and some take sweeps
    or takes a point card: a position worth the sampled look-ahead's time."""
    on_table = sum(len(p) for p in state.tableau)
    return (state.stock_size > 0 or state.players > 2) and any(
        m.kind == "take" and (len(m.cards) == on_table
                              or any(c.rank == "A" or c in POINT_CARDS for c in (m.card, *m.cards)))
        for m in legal)


@lru_cache(maxsize=None)
def games(name: str, rounds: int) -> Games:
    """``rounds`` seeded rounds of the variant, the greedy computer's play mixed with random moves."""
    options = VARIANTS[name]
    found = Games()
    greedy = GreedyBot()
    for seed in range(rounds):
        state = State.new(seed, options)
        rng = random.Random(seed)
        start = state.scores
        gained = [0] * state.players
        while True:
            me = state.to_move
            view = state.view(me)
            legal = state.legal_moves()
            move = greedy.choose(view, legal, rng) if rng.random() < 0.7 else rng.choice(legal)
            node = node_of(state.hands, state.spaces, state.captured, state.last_taker, me, state.stock,
                           state.dealer, options)
            used = next(u for m, u in node.entries() if m == move)
            gains = node.play(move, used)[1]
            for player, worth in _decided_bonuses(state, node):
                found.decided.append((seed, player, worth))
            if len(found.taking) < LONG_SAMPLED and _scoring_take(state, legal):
                found.taking.append(state.clone())
            judged, sweep = _judge(view, move)
            if sweep is not None:
                found.judge_sweeps.append(sweep)
            facts = play_facts(view, move)
            events = state.apply(move)
            ended = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
            events = events if ended is None else events[:ended + 1]
            play = Play(me, move, gains, events, judged=judged, facts_points=facts.points,
                        facts_score=facts.score)
            if events[0].kind in ("take", "to_capture_pile"):
                play.own = events[0].cards
            if move.kind == "take":
                play.gain_text = gain_words(facts)
                play.computer_text = computer_words(ChoiceFacts(facts))
            found.plays.append(play)
            gained = [g + d for g, d in zip(gained, gains)]
            for e in events:
                if e.kind == "sweep":
                    found.sweeps.add(e.points)
                if e.kind in BONUSES:
                    found.bonus_events.append(e)
                if e.kind in CARD_SCORES:
                    for card in e.cards:
                        worth = e.points / len(e.cards)
                        assert found.worth.setdefault(card, worth) == worth, (name, card)
            if ended is not None:
                # The round's whole account: the solver's gains add up to the rules' points.
                assert gained == [a - b for a, b in zip(state.scores, start)], (name, seed)
                assert gained == list(state.last_round.points), (name, seed)
                found.bonuses.append([sum(e.points for e in events if e.player == p and e.kind in BONUSES)
                                      for p in range(state.players)])
                found.rounds += 1
                break
    return found


def rounds_for(long_run: bool) -> int:
    return LONG_ROUNDS if long_run else QUICK_ROUNDS


def rules_points(found: Games, play: Play, player: int) -> float:
    """What the rules' events of ``play`` give ``player``: the points they credit at once (sweeps, and at
    the round's end its bonuses) and the round's-end points of the cards it moved to their pile."""
    now = sum(e.points for e in play.events if e.player == player and e.kind not in CARD_SCORES)
    cards = [c for e in play.events if e.kind in INTO_PILES and e.player == player for c in e.cards]
    return now + sum(found.worth.get(c, 0) for c in cards)


def capture_points(found: Games, play: Play) -> tuple[float, float]:
    """The rules' points of the play's own capture: (its cards', its sweep's)."""
    sweep = sum(e.points for e in play.events if e.kind == "sweep")
    return sum(found.worth.get(c, 0) for c in play.own), sweep


VARIANT_NAMES = list(VARIANTS)
# The single scoring stand-ins an "all scoring" variant holds at once run under --long (not the zeros,
# nor what no "all scoring" variant changes).
LONG_ONLY = {"sweep 2", "27 cards 5", "7 spades 2", "ace 2"}
VARIANT_PARAMS = variant_params(VARIANT_NAMES, LONG_ONLY)


# --- the checks -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S1_to_S7_E2_P1_solver_gains_are_the_rules_points(name, long_run):
    """CAS-S1..S7, CAS-E2, CAS-P1: each play's gains in the solver (Node.play) are what the rules' events
    score for it, each player's: the cards it captures at the rules' points for them, its sweep, and on
    the round's last play the cards left to the last taker and the 27-card and 7-spade bonuses."""
    found = games(name, rounds_for(long_run))
    assert found.rounds == rounds_for(long_run) and found.worth
    for play in found.plays:
        expected = [rules_points(found, play, p) for p in range(len(play.gains))]
        assert list(play.gains) == expected, (name, str(play.move), play.events)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S1_to_S3_S6_judge_points_now_are_the_rules_points(name, long_run):
    """CAS-S1..S3, CAS-S6, CAS-P1 (CAS-AI2's "points now"): the judge's points now for a take or a card
    put straight to the capture pile, its majority weights apart, are the rules' points for the cards and
    the sweep."""
    found = games(name, rounds_for(long_run))
    judged = [play for play in found.plays if play.judged is not None]
    assert judged
    for play in judged:
        cards, sweep = capture_points(found, play)
        assert play.judged == pytest.approx(cards + sweep), (name, str(play.move))


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S6_judge_weighs_a_sweep_left_to_the_next_player_at_the_rules_sweep_points(name, long_run):
    """CAS-S6, CAS-S7 (CAS-AI2: no sweep left to the next player): the threat the judge reads in a table
    adds, for a take that would sweep it, the points the rules give a sweep."""
    found = games(name, rounds_for(long_run))
    assert len(found.sweeps) == 1, (name, found.sweeps)    # the rules score every sweep alike
    (sweep,) = found.sweeps
    assert found.judge_sweeps
    for weight in found.judge_sweeps:
        assert weight == pytest.approx(sweep), name


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S1_to_S3_S6_facts_and_reasons_state_the_rules_points(name, long_run):
    """CAS-S1..S3, CAS-S6 (CAS-U4's reasons): a play's facts score what the rules score for its capture,
    and the hint's and the computer's words for a take name those numbers."""
    found = games(name, rounds_for(long_run))
    takes = 0
    for play in found.plays:
        cards, sweep = capture_points(found, play)
        assert play.facts_points == cards and play.facts_score == cards + sweep, (name, str(play.move))
        if play.move.kind != "take":
            continue
        takes += 1
        swept = any(e.kind == "sweep" for e in play.events)
        said = re.search(r"(\d+) points?\b", play.gain_text)
        if cards:
            assert said and int(said.group(1)) == cards, (name, play.gain_text)
        elif swept:
            assert said and int(said.group(1)) == sweep, (name, play.gain_text)
        else:
            assert said is None, (name, play.gain_text)
        said = re.search(r"(\d+) points? now", play.computer_text)
        if swept or cards:
            assert said and int(said.group(1)) == (cards + sweep if swept else cards), (name, play.computer_text)
    assert takes


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S4_S5_the_bonuses_are_named_with_the_rules_points(name, long_run):
    """CAS-S4, CAS-S5: a reason names the 27 cards and the 7 spades with the points the rules give them."""
    found = games(name, rounds_for(long_run))
    options = VARIANTS[name]
    for event in found.bonus_events:
        bonus = "27" if event.kind == "most_cards" else "7"
        assert f"({plural(event.points, 'point')})" in bonus_name(bonus, options), (name, event)
    if options.most_spades_points and options.players == 2:   # of 13 spades, one of two has 7
        assert any(e.kind == "most_spades" for e in found.bonus_events), name


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S4_S5_open_bonuses_once_settled_are_the_rules_bonuses(name, long_run):
    """CAS-S4, CAS-S5: once a player's 27 cards and 7 spades are both settled (reached or out of reach),
    the look-ahead's open bonuses for them are the bonus points the rules give them at the round's end."""
    found = games(name, rounds_for(long_run))
    assert found.decided
    for round_no, player, worth in found.decided:
        assert worth == pytest.approx(found.bonuses[round_no][player]), (name, round_no, player)


def rules_bonuses(options: Options) -> tuple[int, int]:
    """What the rules pay for the 27 cards and for the 7 spades under ``options``: a round's last plays
    (one card each, put) after player 0 has captured 27 cards, 7 of them spades."""
    deck = standard_deck()
    spades = [c for c in deck if c.suit == "S"]
    others = [c for c in deck if c.suit != "S"]
    hands = [[c] for c in others[:options.players]]
    rest = others[options.players:]
    pile = spades[:7] + rest[:20]
    everyone_else = [spades[7:] + rest[20:]] + [[] for _ in range(options.players - 2)]
    state = State.from_position(hands=hands, tableau=[], captured=[pile, *everyone_else], options=options)
    events = []
    while state.round == 1 and not state.over:
        events += state.apply(next(m for m in state.legal_moves() if m.kind == "put"))
    points = {e.kind: e.points for e in events if e.player == 0 and e.kind in BONUSES}
    return points.get("most_cards", 0), points.get("most_spades", 0)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S4_S5_judge_weighs_the_races_by_the_rules_bonuses(name):
    """CAS-S4, CAS-S5 (CAS-AI2's card counting): while the 27-card and 7-spade races are open, the judge's
    weight of one more card and one more spade is in proportion to what the rules pay for each race."""
    options = VARIANTS[name]
    plain = Options(players=options.players)     # the same table, scored by the spec
    weights = [Judge(State.new(3, o).view(0)) for o in (options, plain)]
    paid = [rules_bonuses(o) for o in (options, plain)]
    assert paid[1] == (3, 1)
    assert weights[0].card_weight * paid[1][0] == pytest.approx(weights[1].card_weight * paid[0][0]), name
    assert weights[0].spade_weight * paid[1][1] == pytest.approx(weights[1].spade_weight * paid[0][1]), name


# --- the look-ahead's values, both phases -------------------------------------------------------------------
def small_position(rng: random.Random, options: Options) -> State:
    """Two short hands, a few piles, the rest of the deck captured (the 27 and the 7 spades in play)."""
    deck = standard_deck()
    rng.shuffle(deck)
    mine = rng.randint(1, 3)
    theirs = rng.choice([mine - 1, mine]) if mine > 1 else 1
    table = rng.randint(1, 4)
    hands = [deck[:mine], deck[mine:mine + theirs]]
    at = mine + theirs
    rest = deck[at + table:]
    cut = rng.randint(len(rest) // 2 - 4, len(rest) // 2 + 4)
    return State.from_position(hands=hands, tableau=deck[at:at + table], captured=[rest[:cut], rest[cut:]],
                               last_taker=rng.choice([0, 1, None]), to_move=0, options=options)


def round_margins(state: State) -> dict:
    """Each legal move's margin for the mover in the round's points as the rules score it, by plain minimax."""
    player, round_no = state.to_move, state.round

    def minimax(position: State) -> int:
        if position.over or position.round != round_no:
            points = position.last_round.points
            return points[player] - points[1 - player]
        results = []
        for move in position.legal_moves():
            child = position.clone()
            child.apply(move)
            results.append(minimax(child))
        return max(results) if position.to_move == player else min(results)

    margins = {}
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        margins[move] = minimax(child)
    return margins


TWO_PLAYER_VARIANTS = [name for name in VARIANT_NAMES if VARIANTS[name].players == 2]
TWO_PLAYER_PARAMS = variant_params(TWO_PLAYER_VARIANTS, LONG_ONLY)


@pytest.mark.parametrize("name", TWO_PLAYER_PARAMS)
def test_CAS_S1_to_S7_E2_exact_values_are_the_rules_margins(name, long_run):
    """CAS-S1..S7, CAS-E2: solved from the mover's view (two players, the stock empty), each move's value is
    the rules' round margin after it, less the margin of the cards captured before (at the rules' points)."""
    options = VARIANTS[name]
    found = games(name, rounds_for(long_run))
    rng = random.Random(5)
    compared = 0
    for _ in range(LONG_SMALL if long_run else QUICK_SMALL):
        state = small_position(rng, options)
        position = finish(values_steps(mover_view(state)))
        assert position.exact
        mine, theirs = (sum(found.worth.get(c, 0) for c in pile) for pile in state.captured)
        for move, margin in round_margins(state).items():
            assert position.values[move] == margin - (mine - theirs), (name, str(move))
            compared += 1
    assert compared


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_CAS_S1_to_S7_E2_P1_sampled_points_now_are_the_rules_points(name, long_run):
    """CAS-S1..S7, CAS-E2, CAS-P1: over deals of the unseen cards, the look-ahead's points now for each move
    (at positions of the games with a take of points or a sweep) are what the rules' events score for it."""
    found = games(name, rounds_for(long_run))
    positions = found.taking[:LONG_SAMPLED if long_run else QUICK_SAMPLED]
    assert positions
    for state in positions:
        position = finish(values_steps(mover_view(state)))
        assert not position.exact
        for move in position.legal:
            events = state.clone().apply(move)
            ended = next((i for i, e in enumerate(events) if e.kind == "round_end"), len(events))
            play = Play(state.to_move, move, (), list(events[:ended + 1]))
            assert position.facts[move].now == pytest.approx(rules_points(found, play, state.to_move)), (
                name, str(move))
