"""Tablenette's search, computers and coach score a play as the rules do, under every variant of the options.

The rules score from the game's ``Options`` (``card_points``, ``tablenette_points``,
``most_cards_points``, with ``take_points`` and ``bonus_points`` made of them); the search's gains
(``Solver.play_gains``, its exact values), the computers' takes and offers and the coach's facts
must follow them, not a copy of the default table. Each check holds those figures against the
rules' own events in seeded games (TNT-P1..P4, TNT-T1, TNT-J1, TNT-E1, TNT-E2).

Tablenette's one option (``players``, always 2) changes no score: the original fixes TNT-P1..P4,
TNT-T1 and TNT-E2. So the scoring variants are stand-ins, ``Options`` whose scoring members say
other numbers (what a scoring option would do).
"""

from __future__ import annotations


import pytest

from drivers import variant_params
from fishing_scores_kit import Game, Sizes, Variants, exact_values, last_deal, play_games, rules_gains, rules_margins, rules_takes
from retro.cards import RANKS
from retro.fishing.view import FULL_DECK
from retro.tablenette import bots, coach
from retro.tablenette.facts import advice_facts, answer_cards, plays_in_view, verdict_facts
from retro.tablenette.rules import Options, move_points
from retro.tablenette import rules


# --- the variants -------------------------------------------------------------------------------------
class Scored(Options):
    """Options that score as ``POINTS`` says where it says (a stand-in for a scoring option): ``cards``
    by card ("10D") or rank ("9"), ``tablenette`` a factor of the face values, ``most_cards`` the bonus."""

    POINTS: dict = {}

    def card_points(self, card) -> int:
        table = self.POINTS.get("cards", {})
        for key in (str(card), card.rank):
            if key in table:
                return table[key]
        return super().card_points(card)

    def tablenette_points(self, played, taken, readings=None) -> int:
        return self.POINTS.get("tablenette", 1) * super().tablenette_points(played, taken, readings)

    @property
    def most_cards_points(self) -> int:
        return self.POINTS.get("most_cards", super().most_cards_points)


def scored(name: str, points: dict) -> Options:
    # a class of its own name per variant: the search keys what it has judged by the options' text
    return type(f"Scored{name.title().replace(' ', '')}", (Scored,), {"POINTS": points})()


# Every field of Options with its other values: ``players`` has none (TNT-D1).
FIELD_VARIANTS: dict = {"players": ()}
# Each scoring figure at another value (TNT-P1..P4, TNT-T1, TNT-E2), then all of them at once.
SCORING_VARIANTS = {
    "ten of diamonds 0": {"cards": {"10D": 0}},
    "two of clubs 3 nines 1": {"cards": {"2C": 3, "9": 1}},
    "jacks 2": {"cards": {"J": 2}},             # a Jack's sweep and the last cards (TNT-J1, TNT-E1)
    "tablenette 0": {"tablenette": 0},
    "tablenette double": {"tablenette": 2},
    "28 cards 0": {"most_cards": 0},
    "28 cards 7": {"most_cards": 7},
    "all scoring": {"cards": {"10D": 5, "A": 0, "2C": 2, "9": 1, "J": 2}, "tablenette": 3, "most_cards": 10},
}
VARIANTS: dict[str, Options] = {"default": Options()}
VARIANTS.update({f"{name} {value}": Options(**{name: value})
                 for name, values in FIELD_VARIANTS.items() for value in values})
VARIANTS.update({name: scored(name, points) for name, points in SCORING_VARIANTS.items()})
VARIANT_NAMES = list(VARIANTS)
# The single scoring stand-ins "all scoring" holds at once run under --long (not the zeros).
LONG_ONLY = {"two of clubs 3 nines 1", "jacks 2", "tablenette double", "28 cards 7"}
VARIANT_PARAMS = variant_params(VARIANT_NAMES, LONG_ONLY)

# How much a run plays: hands from the deal and from near their end, the positions every legal move is
# checked at, those the coach is heard at, and small last-deal positions solved exactly.
QUICK = Sizes(hands=2, endings=12, kept=16, coached=3, small=4)
LONG = Sizes(hands=10, endings=60, kept=300, coached=12, small=16)

GAME = Game(rules=rules, solver_for=bots.solver_for, bots={"sycomp": 5, "greedy": 2, "random": 3},
            make_bot=bots.make_bot, banked=lambda state: [0] * state.players)


PLAYED = Variants(GAME, Options, FIELD_VARIANTS, VARIANTS, QUICK, LONG, clear=coach.clear_cache)


def test_every_option_field_has_its_variants_here():
    """Every field of Options is varied here: a new rule option (scoring or not) must be added above."""
    PLAYED.check_every_field()


def take_points(play) -> tuple[int, int]:
    """The rules' (card points, Tablenette) of a play: its capture's and its Tablenette's events."""
    return (sum(e.points for e in play.events if e.kind == "capture"),
            sum(e.points for e in play.events if e.kind == "tablenette"))


# --- the checks -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TNT_P1_to_P4_T1_J1_E1_E2_search_gains_are_the_rules_points(name, long_run):
    """TNT-P1..P4, TNT-T1, TNT-J1, TNT-E1, TNT-E2: each play's gains in the search (``Solver.play_gains``:
    its capture, and on the hand's last play the cards left to the last taker and the 28-card bonus)
    are what the rules' events score for it, each player's."""
    found = PLAYED.games(name, long_run)
    assert found.hands == (PLAYED.sizes(long_run).hands + PLAYED.sizes(long_run).endings)
    for play in found.plays + found.others:
        assert play.gains == play.rules, (name, str(play.move), play.events)
    assert any(e.kind == "tablenette" for p in found.plays for e in p.events), name
    assert any(e.kind == "last_cards" for p in found.plays for e in p.events), name


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TNT_P1_to_P4_T1_J1_the_computers_and_the_screens_take_the_rules_points(name, long_run):
    """TNT-P1..P4, TNT-T1, TNT-J1: what the computers reckon a take scores (``bots.gain``) and what the
    screens show for it (``rules.move_points``) are the rules' points for its capture and its Tablenette."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    for play in found.plays:
        assert bots.gain(play.table, play.move, options) == take_points(play), (name, str(play.move))
    for state in PLAYED.kept(found, long_run):
        for move in state.legal_moves():
            gains, events = rules_gains(GAME, state, move)
            assert move_points(state, move) == (sum(e.points for e in events if e.kind == "capture"),
                                                sum(e.points for e in events if e.kind == "tablenette"))


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TNT_P1_to_P4_T1_J1_the_computers_offers_are_the_rules_best_takes(name, long_run):
    """TNT-P1..P4, TNT-T1, TNT-J1 (TNT-AI2's card counting): the most a card of each rank can score on a
    table, its own points left out (``bots.table_offers``, the sycomp player's threat), is the rules'
    best take for such a card there."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    checked = 0
    for state in PLAYED.kept(found, long_run):
        table = tuple(state.table)
        if not table:
            continue
        offers = bots.table_offers(table, options)
        for rank in RANKS:
            card = next((c for c in FULL_DECK if c.rank == rank and c not in table), None)
            if card is None:
                continue
            best = max((points for _, points, _ in rules_takes(GAME, options, table, card)), default=0)
            assert offers.get(rank, 0) == max(0, best - options.card_points(card)), (name, table, rank)
            checked += 1
    assert checked


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TNT_P1_to_P4_T1_J1_E1_E2_exact_values_are_the_rules_margins(name, long_run):
    """TNT-P1..P4, TNT-T1, TNT-J1, TNT-E1, TNT-E2: in the last deal (every card known) the search's exact
    value of each move is the rules' margin to the hand's end, both sides playing perfectly."""
    options = VARIANTS[name]
    for seed in range(PLAYED.sizes(long_run).small):
        state = last_deal(GAME, options, seed, on_table=1 + seed % 3)
        truth = rules_margins(GAME, state)
        assert exact_values(GAME, state) == truth, (name, seed)


@pytest.mark.parametrize("name", VARIANT_PARAMS)
def test_TNT_P1_to_P4_T1_the_coach_states_the_rules_points(name, long_run):
    """TNT-P1..P4, TNT-T1, TNT-J1, TNT-E1, TNT-E2 (the coach's reasons): the points its facts give a play,
    its Tablenette, the difference a better play makes now and the other side's best take next (what
    its words print) are the rules' points for them."""
    options = VARIANTS[name]
    found = PLAYED.games(name, long_run)
    every = PLAYED.kept(found, long_run)
    count = PLAYED.sizes(long_run).coached
    positions = every[::max(1, len(every) // count)][:count]
    assert positions
    coach.clear_cache()
    for state in positions:
        view, legal = state.view(state.to_move), state.legal_moves()
        truth = {m: rules_gains(GAME, state, m) for m in legal}
        for move, play in plays_in_view(view, legal).items():
            gains, events = truth[move]
            assert (play.points, play.bonus) == (sum(e.points for e in events if e.kind == "capture"),
                                                 sum(e.points for e in events if e.kind == "tablenette"))
        advice = coach.hint(state)
        facts = advice_facts(view, legal, advice.move, {m: 0.0 for m in legal}, False)
        _check_answer(options, view, facts.play, facts.answer)
        for move in legal:
            verdict = coach.judge(state, move)
            if verdict.loss == 0.0:
                continue
            said = verdict_facts(view, move, verdict.best, verdict.loss, False)
            me = state.to_move
            assert said.ahead_now == truth[verdict.best][0][me] - truth[move][0][me], (name, str(move))
            _check_answer(options, view, said.played, said.answer_played)
            _check_answer(options, view, said.best, said.answer_best)


def _check_answer(options, view, play, answer) -> None:
    """The other side's best take next on the table ``play`` leaves: the rules' best, at the rules' points."""
    if play.next_player != 1 - view.player or not play.left:
        assert answer is None
        return
    table = tuple(play.left)
    best = max((points for c in answer_cards(view) for _, points, _ in rules_takes(GAME, options, table, c)
                if points > 0), default=None)
    if best is None:
        assert answer is None
        return
    assert answer is not None and answer.points == best, (table, answer, best)
    takes = {taken: (points, clear) for taken, points, clear in rules_takes(GAME, options, table, answer.card)}
    points, clear = takes[frozenset(answer.taken)]
    assert answer.points == points and answer.tablenette == bool(clear)   # a Tablenette that scores


def test_TNT_T1_the_stand_ins_change_what_the_rules_score():
    """The stand-ins are read by the rules themselves: a Tablenette and the 28 cards score their numbers."""
    double, nothing = VARIANTS["tablenette double"], VARIANTS["28 cards 0"]
    state = rules.State.from_position(hands=[["KC", "3D"], ["2S"]], table="10D 4S KH KS", options=double)
    move = rules.capture_for_selection(state, "KC", ["10D", "4S", "KH", "KS"])
    assert move_points(state, move) == (5, 2 * 56)                  # TNT-T2's example, its face values doubled
    assert nothing.bonus_points(30) == 0 and Options().bonus_points(30) == 3
