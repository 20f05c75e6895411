"""Tablanet's search, computers and coach score a play as the rules do, under every variant of the options.

The rules score from the game's ``Options``: ``card_points`` (TBL-S1), ``tablanet_points`` (TBL-T1 with
the Ace of TBL-O1 and the choice of TBL-O3), ``capture_points`` made of them, and the hand's bonus
(``hand_bonus_points``, ``hand_winner`` by the measure of TBL-O2). The search's gains
(``Solver.play_gains``, its exact values, its measures), the computers' points and offers, the facts'
figures and the coach's stated points must follow them, not a copy of the default table. Each check
holds those figures against the rules' own events in seeded games (TBL-S1..S3, TBL-T1, TBL-H1,
TBL-O1..O3, TBL-V1).

Each real option's other values are varied (two or three players, the Ace at 1, the bonus by cards,
tablanets that score nothing); the figures no option changes (the card points, the 3-point bonus, a
tablanet's points beside TBL-O3's two readings) are varied by stand-ins, ``Options`` whose scoring
members say other numbers (what a scoring option would do).
"""

from __future__ import annotations

import random

import pytest

from drivers import variant_params
from fishing_scores_kit import Game, Sizes, Variants, exact_values, last_deal, other_card, play_games, rules_margins, rules_takes
from retro.cards import RANKS
from retro.fishing.captures import Move
from retro.fishing.view import FULL_DECK
from retro.tablanet import bots, coach, rules, search
from retro.tablanet.facts import capture_points, clearing_gain, clearing_ranks, move_points, play_facts, still_out
from retro.tablanet.rules import Options


# --- the variants -------------------------------------------------------------------------------------
class Scored(Options):
    """Options that score as ``POINTS`` says where it says (a stand-in for a scoring option): ``cards``
    by card ("10D") or rank ("9"), ``tablanet`` a factor of its points, ``bonus`` the hand's bonus."""

    POINTS: dict = {}

    def card_points(self, card) -> int:
        table = self.POINTS.get("cards", {})
        for key in (str(card), card.rank):
            if key in table:
                return table[key]
        return super().card_points(card)

    def tablanet_points(self, played, taken) -> int:
        return self.POINTS.get("tablanet", 1) * super().tablanet_points(played, taken)

    @property
    def hand_bonus_points(self) -> int:
        return self.POINTS.get("bonus", super().hand_bonus_points)


def scored(name: str, points: dict, **chosen) -> Options:
    # a class of its own name per variant: the search keys what it has judged by the options' text
    return type(f"Scored{name.title().replace(' ', '').replace(',', '')}", (Scored,), {"POINTS": points})(**chosen)


# Every field of Options with its other values (TBL-D1, TBL-O1..O4; the target changes no score).
FIELD_VARIANTS = {"players": (3,), "ace": (1,), "bonus": ("cards",), "tablanet": ("none",), "target": (101,)}
# Each scoring figure no option changes, at other values (TBL-S1, TBL-S3, TBL-T1), then all at once.
SCORING_VARIANTS = {
    "ten of diamonds 0": {"cards": {"10D": 0}},
    "twos 3 jacks 1": {"cards": {"2": 3, "J": 1}},
    "tablanet double": {"tablanet": 2},
    "bonus 0": {"bonus": 0},
    "bonus 7": {"bonus": 7},
}
ALL_SCORING = {"cards": {"10D": 5, "A": 0, "2": 2, "9": 1}, "tablanet": 3, "bonus": 4}
VARIANTS: dict[str, Options] = {"default": Options()}
VARIANTS.update({f"{name} {value}": Options(**{name: value})
                 for name, values in FIELD_VARIANTS.items() for value in values})
VARIANTS.update({name: scored(name, points) for name, points in SCORING_VARIANTS.items()})
VARIANTS["all scoring, 3 players"] = scored("all scoring 3 players", ALL_SCORING, players=3)
VARIANTS["all scoring, ace 1, by cards"] = scored("all scoring ace 1 cards", ALL_SCORING, ace=1, bonus="cards")
VARIANTS["all scoring, no tablanets"] = scored("all scoring none", ALL_SCORING, tablanet="none")
VARIANT_NAMES = list(VARIANTS)
TWO_PLAYER_VARIANTS = [n for n in VARIANT_NAMES if VARIANTS[n].players == 2]
# The single scoring stand-ins an "all scoring" variant holds at once run under --long (not the zeros,
# nor what no "all scoring" variant changes).
LONG_ONLY = {"twos 3 jacks 1", "tablanet double", "bonus 7"}
VARIANT_PARAMS, TWO_PLAYER_PARAMS = (variant_params(names, LONG_ONLY)
                                     for names in (VARIANT_NAMES, TWO_PLAYER_VARIANTS))

# How much a run plays: hands from the deal and from near their end, the positions every legal move is
# checked at, those the coach is heard at, and small last-deal positions solved exactly.
QUICK = Sizes(hands=2, endings=12, kept=16, coached=2, small=3)
LONG = Sizes(hands=10, endings=60, kept=300, coached=40, small=12)

GAME = Game(rules=rules, solver_for=search.solver_for, bots={"tactician": 5, "greedy": 2, "random": 3},
            make_bot=bots.make_bot, banked=lambda state: state.hand_points())


PLAYED = Variants(GAME, Options, FIELD_VARIANTS, VARIANTS, QUICK, LONG, clear=coach.clear_cache)


def test_every_option_field_has_its_variants_here():
    """Every field of Options is varied here: a new rule option (scoring or not) must be added above."""
    PLAYED.check_every_field()


def out_cards(state) -> list:
    """The cards the mover's opponents hold or will be dealt (what the mover calls still out)."""
    me = state.to_move
    return [c for p in range(state.players) if p != me for c in state.hands[p]] + list(state.stock)


def left_after(table, move) -> tuple:
    if move.kind == "capture":
        return tuple(c for c in table if c not in move.cards)
    return tuple(table) + (move.card,)


def rules_now(state, move) -> tuple[int, int]:
    """(card points, tablanet points) of ``move`` by the rules: the take itself, in the middle of a deal."""
    if move.kind != "capture":
        return 0, 0
    takes = {taken: (points, clear) for taken, points, clear in
             rules_takes(GAME, state.options, tuple(state.table), move.card)}
    points, clear = takes[frozenset(move.cards)]
    return points - (clear or 0), clear or 0


def rules_reach(options, table, out) -> int:
    """The most points one card of ``out`` takes from ``table`` by the rules."""
    if not table:
        return 0
    return max((points for c in set(out) for _, points, _ in rules_takes(GAME, options, tuple(table), c)), default=0)


def rules_clearing(options, table, out) -> list[int]:
    """The rules' tablanet points of each card of ``out`` that takes the whole of ``table``."""
    found = []
    for c in out:
        for taken, _, clear in rules_takes(GAME, options, tuple(table), c):
            if taken == frozenset(table):
                found.append(clear)
                break
    return found


# --- the search ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_S1_to_S3_T1_H1_O1_to_O3_search_gains_are_the_rules_points(name, long_run):
    """TBL-S1..S3, TBL-T1, TBL-H1, TBL-O1..O3: each play's gains in the search (``Solver.play_gains``: its
    cards' points and its tablanet, and on the hand's last play the cards left to the last taker and the
    hand's bonus) are what the rules score for it, each player's: its events and the change in the card
    points the rules bank for the hand's end."""
    found = PLAYED.games(name, long_run)
    assert found.hands == (PLAYED.sizes(long_run).hands + PLAYED.sizes(long_run).endings)
    for play in found.plays + found.others:
        assert play.gains == play.rules, (name, str(play.move), play.events)
    kinds = {e.kind for p in found.plays for e in p.events}
    assert {"tablanet", "card_points"} <= kinds, (name, kinds)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_S3_O2_the_searchs_measures_are_the_rules_hand_points(name, long_run):
    """TBL-S3, TBL-O2: what the search's bonus compares so far (``view_measures``) is the hand's points by
    the rules, its card points and its tablanets; and its bonus is the rules' (who, how much)."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    scoring = search.solver_for(options).scoring
    for state in PLAYED.kept(found, long_run):
        measures = [h + t for h, t in zip(state.hand_points(), state.tablanet_points())]
        assert scoring.view_measures(state.view(state.to_move)) == measures, name
    bonuses = [e for p in found.plays for e in p.events if e.kind == "hand_bonus"]
    assert all(e.points == options.hand_bonus_points for e in bonuses)


@pytest.mark.parametrize("name", TWO_PLAYER_PARAMS)
def test_TBL_S1_to_S3_T1_H1_O1_to_O3_exact_values_are_the_rules_margins(name, long_run):
    """TBL-S1..S3, TBL-T1, TBL-H1, TBL-O1..O3: in the last deal with two players (every card known) the
    search's exact value of each move is the rules' margin to the hand's end, both sides perfect."""
    options = VARIANTS[name]
    for seed in range(PLAYED.sizes(long_run).small):
        state = last_deal(GAME, options, seed, on_table=1 + seed % 3)
        assert exact_values(GAME, state) == rules_margins(GAME, state), (name, seed)


# --- the computers and the facts ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_S1_T1_O1_O3_the_computers_points_and_offers_are_the_rules(name, long_run):
    """TBL-S1, TBL-T1, TBL-O1, TBL-O3 (TBL-AI2's card counting): the points a computer reckons a move
    brings (``move_points``, ``capture_points``) are the rules' for it, and the most a card of each rank
    takes from a table, its own points left out (``bots.table_offers``), is the rules' best take there."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    checked = 0
    for state in PLAYED.kept(found, long_run):
        view = state.view(state.to_move)
        for move in state.legal_moves():
            cards, tablanet = rules_now(state, move)
            assert move_points(view, move) == cards + tablanet, (name, str(move))
            assert capture_points(move, options) == cards, (name, str(move))
        table = tuple(state.table)
        if not table:
            continue
        offers = bots.table_offers(table, options, 0.0)
        for rank in RANKS:
            card = next((c for c in FULL_DECK if c.rank == rank and c not in table), None)
            if card is None:
                continue
            best = max((points for _, points, _ in rules_takes(GAME, options, table, card)), default=0)
            assert offers.get(rank, 0) == max(0, best - options.card_points(card)), (name, table, rank)
            checked += 1
    assert checked


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_S1_T1_O1_O3_the_facts_figures_are_the_rules_points(name, long_run):
    """TBL-S1, TBL-T1, TBL-O1, TBL-O3: every figure of a play's facts is the rules': its points now and its
    tablanet, the tablanet the table it leaves offers (``clearing_ranks``, ``Clearing.points``, and what
    the search's correction counts a clearing card to take, ``clearing_gain``), and the most a card still
    out takes from it (``reach``)."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    for state in PLAYED.kept(found, long_run):
        view = state.view(state.to_move)
        out = out_cards(state)
        assert sorted(still_out(view), key=str) == sorted(out, key=str)
        for move in state.legal_moves():
            facts = play_facts(view, move)
            cards, tablanet = rules_now(state, move)
            assert (facts.points, facts.now) == (cards, cards + tablanet), (name, str(move))
            assert facts.tablanet == (tablanet if len(move.cards) == len(state.table) and move.kind == "capture"
                                      else None), (name, str(move))
            left = facts.left
            assert facts.reach == rules_reach(options, left, out), (name, left)
            clearing = rules_clearing(options, left, out) if left else []
            assert facts.clearing.points == max(clearing, default=0), (name, left)
            ranks = clearing_ranks(options, left)
            for c in facts.clearing.out:
                points, clear = next((p, t) for taken, p, t in rules_takes(GAME, options, left, c)
                                     if taken == frozenset(left))
                assert ranks[c.rank] == clear and clearing_gain(ranks, left, c, options) == points, (name, left, c)


# --- the coach's words ---------------------------------------------------------------------------------------
def _said_points(state, phrase, move, best) -> int:
    """What the rules say of the points ``phrase`` names (the line on ``move``, ``best`` the coach's)."""
    options, table, key = state.options, tuple(state.table), phrase.key
    if key == "tablanet":
        return rules_now(state, move)[1]
    if key == "take_points":
        return rules_now(state, move)[0]
    if key == "tablanet_chance":
        return rules_now(state, best)[1]
    if key == "more_points":
        return sum(rules_now(state, best)) - sum(rules_now(state, move))
    if key == "lower_lay":       # the next player's tablanet taking each laid card alone, with an equal card
        worth = []
        for laid in (move.card, best.card):
            clear = [t for _, _, t in rules_takes(GAME, options, (laid,), other_card((), laid))]
            worth.append(clear[0])
        return worth[0] - worth[1]
    if key == "leaves_at_most":
        return rules_reach(options, left_after(table, move), out_cards(state))
    if key in ("yours_leaves_alone", "yours_leaves_clearing"):
        return max(rules_clearing(options, left_after(table, move), out_cards(state)))
    if key == "other_leaves_clearing":
        return max(rules_clearing(options, left_after(table, Move("discard", phrase.low)), out_cards(state)))
    raise AssertionError(f"a phrase this test does not know names points: {key}")


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_S1_T1_O1_O3_the_coach_states_the_rules_points(name, long_run):
    """TBL-S1, TBL-T1, TBL-O1..O3 (the coach's reasons): every number of points the hint and the verdicts
    name (a take's points, a tablanet's, the points a better play takes more, what a tablanet on a laid
    card scores less, what the table a play leaves offers) is the rules' figure for it."""
    found = PLAYED.games(name, long_run)
    every = [s for s in PLAYED.kept(found, long_run) if len(s.legal_moves()) > 1
             and any(sum(rules_now(s, m)) for m in s.legal_moves())]      # a take of points to be said
    count = PLAYED.sizes(long_run).coached
    positions = every[::max(1, len(every) // count)][:count]
    assert positions
    coach.clear_cache()
    named = 0
    for state in positions:
        advice = coach.hint(state)
        lines = [(advice.reason, advice.move, advice.move)]
        for move in state.legal_moves():
            verdict = coach.judge(state, move)
            lines.append((verdict.reason, move, verdict.best))
        for said, move, best in lines:
            for phrase in said.reason.phrases:
                if phrase.points is not None:
                    assert phrase.points == _said_points(state, phrase, move, best), (name, phrase, str(move))
                    named += 1
    assert named


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TBL_T1_O3_a_tablanet_is_said_with_its_points_only_when_it_scores(name, long_run):
    """TBL-T1, TBL-O3: the computers say a tablanet's points when the rules score it, and no number for a
    tablanet that scores nothing."""
    found = PLAYED.games(name, long_run)
    rng = random.Random(3)
    for state in PLAYED.kept(found, long_run):
        view = state.view(state.to_move)
        for move in state.legal_moves():
            if move.kind == "capture" and len(move.cards) == len(state.table):
                line = bots.describe(view, move, rng.choice([None, "most_now"]))
                points = rules_now(state, move)[1]
                assert (f"worth {points} point" in line) == bool(points), (name, line)
