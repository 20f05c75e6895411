"""Pinochle's search, computers and coach score a decision as the rules do, under every variant of the options.

The rules score from the game's ``Options``: ``trick_points`` (the count system of PIN-O2),
``last_trick_points`` (PIN-S5), ``deece_points`` (PIN-E4, PIN-R7) and ``meld_values`` with the meld
tables made of them (PIN-M1..M9, which PIN-M13 compares). The round-two solver's exact values, the
round-one search's sampled deals, the meld moves the computers weigh and name, Tommy's and the
expert's stated points and the coach's figures must follow them, not a copy of the default table.
Each check holds those figures against the rules' own events in seeded games.

Each real option's other values are varied (the two other count systems, a short game, a single
hand, open hands); the figures no option changes (the last trick's bonus, the deece's points, the
melds' values, card points beside the three count systems) are varied by stand-ins, ``Options``
whose scoring members say other numbers (what a scoring option would do).
"""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import fields
from functools import lru_cache

import pytest

from drivers import variant_params
from retro.bot import finish
from retro.pinochle import coach
from retro.pinochle import melds as M
from retro.pinochle.advice import contrast_said, describe_said
from retro.pinochle.bots import ExpertBot, make_bot
from retro.pinochle.facts import CARD, EXCHANGE, MELD_VALUE, TRICK, Figure
from retro.pinochle.melds import ACE, CARD_OF, ID_OF, NINE
from retro.pinochle.rules import Options, State
from retro.pinochle.search import sample_world


# --- the variants -------------------------------------------------------------------------------------
class Scored(Options):
    """Options that score as ``POINTS`` says where it says (a stand-in for a scoring option): ``cards``
    by rank (9, J, Q, K, 10, A), ``last_trick``, ``deece``, and ``melds`` by name."""

    POINTS: dict = {}

    @property
    def trick_points(self) -> tuple:
        ranks = self.POINTS.get("cards")
        return M.points_by_id(ranks) if ranks else super().trick_points

    @property
    def last_trick_points(self) -> int:
        return self.POINTS.get("last_trick", super().last_trick_points)

    @property
    def deece_points(self) -> int:
        return self.POINTS.get("deece", super().deece_points)

    @property
    def meld_values(self) -> dict:
        return {**super().meld_values, **self.POINTS.get("melds", {})}


def scored(points: dict, **chosen) -> Options:
    return type("Scored", (Scored,), {"POINTS": points})(**chosen)


# Every field of Options with its other values (PIN-O1..O3).
FIELD_VARIANTS = {"game_point": (500,), "single_hand": (True,), "count": ("simplified", "streamlined"),
                  "open_hands": (True,)}
# Each scoring figure no option changes, at other values, then all at once.
SCORING_VARIANTS = {
    "last trick 0": {"last_trick": 0},
    "last trick 25": {"last_trick": 25},
    "deece 0": {"deece": 0},
    "deece 30": {"deece": 30},
    "nines 1, tens 12": {"cards": (1, 2, 3, 4, 12, 11)},
    "melds": {"melds": {"flush": 250, "pinochle": 60, "royal marriage": 30, "common marriage": 15, "deece": 5,
                        "80 kings": 90}},
    # the order changes too: 40 jacks above 100 aces, a common marriage above the royal one
    "melds reordered": {"melds": {"40 jacks": 120, "common marriage": 45}},
}
ALL_SCORING = {"last_trick": 20, "deece": 15, "melds": {"flush": 200, "pinochle": 55, "common marriage": 25}}
VARIANTS: dict[str, Options] = {"default": Options()}
VARIANTS.update({f"{name} {value}": Options(**{name: value})
                 for name, values in FIELD_VARIANTS.items() for value in values})
VARIANTS.update({name: scored(points) for name, points in SCORING_VARIANTS.items()})
VARIANTS["all scoring, simplified"] = scored(ALL_SCORING, count="simplified")
VARIANT_NAMES = list(VARIANTS)
# The single scoring stand-ins an "all scoring" variant holds at once run under --long (not the zeros,
# nor what no "all scoring" variant changes).
LONG_ONLY = {"last trick 25", "deece 30", "melds"}
VARIANT_PARAMS = variant_params(VARIANT_NAMES, LONG_ONLY)

QUICK_HANDS, LONG_HANDS = 2, 12          # seeded hands a variant is played
QUICK_SOLVED, LONG_SOLVED = 4, 30        # round-two positions of them solved by plain minimax
QUICK_COACHED, LONG_COACHED = 6, 40      # positions of them the coach's words are checked at
ROUND_TWO_CARDS = 4                      # ...with at most this many cards in each hand
ROUND_ONE_SAMPLES = 2                    # the coach's deals per move in round one: its words are under test


def test_every_option_field_has_its_variants_here():
    """Every field of Options is varied here: a new rule option (scoring or not) must be added above."""
    assert {f.name for f in fields(Options)} == set(FIELD_VARIANTS)
    for name, options in VARIANTS.items():
        assert isinstance(options, Options), name


@pytest.fixture(autouse=True)
def fresh_coach():
    # the coach keys what it has judged by the options' fields: a stand-in is not one
    coach.clear_cache()
    yield
    coach.clear_cache()


# --- the games ----------------------------------------------------------------------------------------------
@dataclasses.dataclass
class Decision:
    state: State          # before it (a copy)
    move: object
    reason: str           # the computer's, when a computer made it
    events: list          # the rules', to the hand's end


@lru_cache(maxsize=None)
def games(name: str, long_run: bool) -> list[Decision]:
    """Seeded hands of the variant: Tommy and greedy mixed with random moves, each saying why."""
    options = VARIANTS[name]
    found = []
    seats = {"tommy": make_bot("tommy"), "greedy": make_bot("greedy")}
    for seed in range(LONG_HANDS if long_run else QUICK_HANDS):
        state = State.new(seed, options)
        rng = random.Random(seed)
        hand = state.hand_number
        while not state.over and state.hand_number == hand:
            legal = state.legal_moves()
            name_ = rng.choices(["tommy", "greedy", "random"], [5, 2, 3])[0]
            if name_ == "random":
                move, reason = rng.choice(legal), ""
            else:
                choice = seats[name_].choose_with_reason(state.view(state.to_move), legal, rng)
                move, reason = choice.move, choice.reason
            before = state.clone()
            events = state.apply(move)
            ended = next((i for i, e in enumerate(events) if e.kind == "hand_end"), None)
            found.append(Decision(before, move, reason, events if ended is None else events[:ended + 1]))
    return found


def spread(items: list, count: int) -> list:
    return items[::max(1, len(items) // count)][:count]


# --- the rules' own figures -------------------------------------------------------------------------------
def _position(options: Options, lead: int, cards: list[int], trump: int = 0) -> State:
    """Round one, the leader (player 0) to lead ``lead`` (a trump: it wins, PIN-R3) and then hold ``cards``;
    the follower holds as many plain cards; one stock card and the upcard (the trump's king) left."""
    copies = [2] * 24
    up = trump * 6 + M.KING
    for c in [lead, up, *cards]:
        copies[c] -= 1
    plain = [c for r in (NINE, M.JACK, M.QUEEN, M.KING, M.TEN, ACE) for s in range(4) if s != trump
             for c in [s * 6 + r] * 2]
    theirs = []
    for c in plain:
        if copies[c] > 0 and len(theirs) < len(cards) + 1:
            copies[c] -= 1
            theirs.append(c)
    stock = next(c for c in range(24) if copies[c] > 0)
    return State.from_position(hands=[[CARD_OF[c] for c in [lead, *cards]], [CARD_OF[c] for c in theirs]],
                               trump="SHDC"[trump], upcard=CARD_OF[up], stock=[CARD_OF[stock]], leader=0,
                               options=options)


def _won_trick(state: State) -> State:
    """The leader leads its first card (a trump) and the follower answers: the leader decides (PIN-R6)."""
    state.apply(next(m for m in state.legal_moves() if m.kind == "play" and ID_OF[m.card] == state.hand_ids[0][0]))
    state.apply(state.legal_moves()[0])
    return state


@lru_cache(maxsize=None)
def rules_meld_points(options: Options, trump: int = 0) -> dict:
    """What the rules score for each meld (PIN-M1..M9), by name: each laid down on a trick won."""
    found = {}
    for kind in options.meld_tables[trump]:
        lead = trump * 6 + (NINE if trump * 6 + ACE in kind.ids else ACE)
        state = _won_trick(_position(options, lead, list(kind.ids), trump))
        move = next(m for m in state.legal_moves() if m.kind == "meld" and m.name == kind.name
                    and sorted(ID_OF[c] for c in m.cards) == sorted(kind.ids))
        (points,) = [e.points for e in state.apply(move) if e.kind == "meld"]
        assert found.setdefault(kind.name, points) == points
    return found


@lru_cache(maxsize=None)
def rules_exchange_points(options: Options) -> int:
    """What the rules score for the exchange of the 9 of trump for the upcard (PIN-R7)."""
    state = _won_trick(_position(options, ACE, [NINE]))
    move = next(m for m in state.legal_moves() if m.kind == "exchange")
    (points,) = [e.points for e in state.apply(move) if e.kind == "deece"]
    return points


def rules_margins(state: State) -> dict:
    """Each legal move's margin for the mover to the hand's end, both sides perfect, by the rules' events."""
    me = state.to_move

    def line(position: State, move) -> int:
        child = position.clone()
        events = child.apply(move)
        ended = next((i for i, e in enumerate(events) if e.kind == "hand_end"), None)
        scored = events if ended is None else events[:ended]
        margin = sum(e.points if e.player == me else -e.points for e in scored if e.player is not None)
        if ended is not None:
            return margin
        rest = [line(child, m) for m in child.legal_moves()]
        return margin + (max(rest) if child.to_move == me else min(rest))

    return {m: line(state, m) for m in state.legal_moves()}


# --- the checks -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_PIN_R5_S5_O2_round_two_exact_values_are_the_rules_margins(name, long_run):
    """PIN-R5, PIN-S5, PIN-O2 (PIN-S3, PIN-S4): in round two the coach's exact value of each card (the
    solver's) is the rules' margin to the hand's end, both sides perfect: the tricks' card points and the
    last trick's bonus; and the expert names that value in its reason."""
    found = games(name, long_run)
    late = [d.state for d in found if d.state.round == 2 and len(d.state.hand_ids[d.state.to_move]) <= ROUND_TWO_CARDS
            and len(d.state.legal_moves()) > 1]
    positions = spread(late, LONG_SOLVED if long_run else QUICK_SOLVED)
    assert positions, name
    for state in positions:
        truth = rules_margins(state)
        ev = coach.evaluate(state)
        assert ev.exact and ev.values == truth, (name, ev.values, truth)
        said = ExpertBot().choose_with_reason(state.view(state.to_move), state.legal_moves(), random.Random(0))
        said_value = re.search(r"\(([+-]\d+) points?\)", said.reason)
        assert said_value and int(said_value.group(1)) == max(truth.values()), (name, said.reason, truth)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_PIN_M1_to_M9_M13_E4_R7_the_decisions_named_score_what_the_rules_score(name, long_run):
    """PIN-M1..M9, PIN-M13, PIN-E4, PIN-R7: every meld move offered names the points the rules then score
    for it (the greedy player's choice and Tommy's and the expert's reasons print that value), Tommy's
    exchange says the rules' points, and each meld scores its value in the variant's table."""
    options = VARIANTS[name]
    melds = rules_meld_points(options)
    assert melds == dict(options.meld_values)
    decided = 0
    for d in games(name, long_run):
        applied = [e for e in d.events if e.kind in ("meld", "deece") and e.name != "dealt"]
        if d.move.kind == "meld":
            (event,) = applied
            assert d.move.value == event.points == melds[d.move.name], (name, str(d.move), event)
            assert str(d.move).endswith(f"for {event.points}")
            if d.reason:
                assert f"for {event.points}" in d.reason, (name, d.reason)
            decided += 1
        if d.move.kind == "exchange":
            (event,) = applied
            assert event.points == options.deece_points == rules_exchange_points(options)
            if d.reason.startswith("exchanges"):       # Tommy's reason says the points
                assert d.reason.endswith(f"(+{event.points})"), (name, d.reason)
            decided += 1
        if d.state.phase.value == "decide":
            for move in d.state.legal_moves():
                if move.kind == "meld":
                    events = d.state.clone().apply(move)
                    assert [e.points for e in events if e.kind == "meld"] == [move.value], (name, str(move))
    dealt = [e for d in games(name, long_run) for e in d.events if e.kind == "deece" and e.name == "dealt"]
    assert all(e.points == options.deece_points for e in dealt)
    assert decided, name


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_PIN_R7_M1_to_M9_tommy_says_the_rules_points_after_a_trick_won(name):
    """PIN-R7, PIN-M1..M9 (PIN-AI2): after a trick won, Tommy exchanges saying the points the rules give
    the exchange, and melds saying the points the rules give the meld."""
    options = VARIANTS[name]
    for state, kind in ((_won_trick(_position(options, ACE, [NINE])), "exchange"),
                        (_won_trick(_position(options, NINE, [ACE, M.TEN, M.KING, M.QUEEN, M.JACK])), "meld")):
        choice = make_bot("tommy").choose_with_reason(state.view(0), state.legal_moves(), random.Random(0))
        assert choice.move.kind == kind, (name, choice)
        (event,) = [e for e in state.apply(choice.move) if e.kind in ("deece", "meld")]
        said = re.search(r"\(\+(\d+)\)$" if kind == "exchange" else r" for (\d+):", choice.reason)
        assert said and int(said.group(1)) == event.points, (name, choice.reason, event)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_PIN_O1_O2_the_coachs_sampled_deals_are_scored_by_the_games_options(name, long_run):
    """PIN-O1, PIN-O2 (and every scoring figure): the deals the coach and the expert sample in round one are
    scored by the game's own options (one hand), so their playouts score as the game does."""
    options = VARIANTS[name]
    rng = random.Random(1)
    early = [d.state for d in games(name, long_run) if d.state.round == 1]
    for state in spread(early, 5):
        world = sample_world(state.view(state.to_move), rng, trim_stock=True)
        assert type(world.options) is type(options) and world.options == dataclasses.replace(options,
                                                                                              single_hand=True)
        assert world.trick_points == state.trick_points and world.meld_tables == state.meld_tables
        assert world.options.last_trick_points == options.last_trick_points
        assert world.options.deece_points == options.deece_points


def _figure_truth(state: State, claim: Figure) -> int:
    """The rules' points for what a figure names: a trick's (the card played to the led one), a card's, a
    meld's, the exchange's."""
    if claim.source == TRICK:
        move = next(m for m in state.legal_moves() if m.kind == "play" and ID_OF[m.card] == claim.card)
        (points,) = [e.points for e in state.clone().apply(move) if e.kind == "trick"]
        return points
    if claim.source == CARD:
        return state.trick_points[claim.card]
    if claim.source == MELD_VALUE:
        return rules_meld_points(state.options, state.trump_id)[claim.meld]
    if claim.source == EXCHANGE:
        return rules_exchange_points(state.options)
    raise AssertionError(f"a figure this test does not know: {claim}")


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_PIN_R5_R7_M1_to_M9_O2_the_coach_states_the_rules_points(name, long_run):
    """PIN-R5, PIN-R7, PIN-M1..M9, PIN-O2 (the coach's words): every figure the coach's hint and its reasons
    against the other moves name (a trick's points, a card's, a meld's, the exchange's) is the rules' own."""
    options = VARIANTS[name]
    found = games(name, long_run)
    decisions = [d.state for d in found if len(d.state.legal_moves()) > 1]
    wanted = spread([s for s in decisions if s.phase.value == "decide"], 3) + spread(decisions, LONG_COACHED
                                                                                      if long_run else QUICK_COACHED)
    # and two decisions after a trick won: the exchange or done; the royal marriage, the flush or done
    wanted += [_won_trick(_position(options, ACE, [NINE])),
               _won_trick(_position(options, NINE, [ACE, M.TEN, M.KING, M.QUEEN, M.JACK]))]
    checked = 0
    for state in wanted:
        view, legal = state.view(state.to_move), state.legal_moves()
        ev = finish(coach.evaluate_view_steps(view, legal, ROUND_ONE_SAMPLES if state.round == 1 else None))
        best = max(legal, key=lambda m: ev.values[m])
        said = [describe_said(ev, m, keys=True) for m in legal]
        said += [contrast_said(ev, a, b) for a in legal for b in legal if a is not b]
        for s in said:
            for claim in s.claims:
                if isinstance(claim, Figure):
                    assert claim.n == _figure_truth(state, claim), (name, s.text, claim)
                    checked += 1
    assert checked, name
