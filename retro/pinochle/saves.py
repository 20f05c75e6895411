"""Pinochle save games: a State to versioned JSON and back, validated before anything is built.

This module does not import the rules: ``dump`` reads a State's fields and
``load`` fills an empty one made by the class it is given (rules.State.from_json
passes itself), so the imports point one way, core -> saves -> rules.
"""

from __future__ import annotations

import json
import random

from retro.cards import SUITS, Card
from retro.pinochle import melds as M
from retro.pinochle.melds import CARD_OF
from retro.pinochle.core import Event, MeldRecord, Options, Phase, TrickRecord, check_copies

FORMAT = "retro.pinochle"
VERSION = 1


def _card_list(ids) -> list[str]:
    return [str(CARD_OF[c]) for c in ids]


def dump(state) -> str:
    """The save text of a rules State."""
    version, internal, gauss = state._rng.getstate()
    data = {
        "format": FORMAT,
        "version": VERSION,
        "options": {"game_point": state.options.game_point, "single_hand": state.options.single_hand,
                    "count": state.options.count, "open_hands": state.options.open_hands},
        "rng": [version, list(internal), gauss],
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "trump": state.trump,
        "upcard": None if state._upcard is None else str(CARD_OF[state._upcard]),
        "stock": _card_list(state._stock),
        "hands": [_card_list(h) for h in state._hands],
        "melded": [[[str(CARD_OF[r[0]]), r[1], r[2], r[3]] for r in recs] for recs in state._melded],
        "round": state.round,
        "phase": state.phase.value,
        "leader": state.leader,
        "trick": _card_list(state._trick),
        "meld_made": state._meld_made,
        "scores": list(state._scores),
        "start_scores": list(state._start_scores),
        "winner": state._winner,
        "events": [{"kind": e.kind, "player": e.player, "points": e.points,
                    "cards": [str(c) for c in e.cards], "name": e.name} for e in state._events],
        "tricks": [[t.round, t.leader, str(t.lead), str(t.follow), t.winner, t.points] for t in state._tricks],
        "shown": [_card_list(s) for s in state._shown],
        "melds": [[m.player, m.name, m.value, [str(c) for c in m.cards]] for m in state._melds],
    }
    return json.dumps(data, separators=(",", ":"))


class _Bad(Exception):
    pass


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise _Bad(why)


def _int(value, what: str, low: int | None = None, high: int | None = None) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), f"{what} must be a whole number")
    _need(low is None or value >= low, f"{what} is below {low}")
    _need(high is None or value <= high, f"{what} is above {high}")
    return value


def _player(value, what: str) -> int:
    return _int(value, what, 0, 1)


def _ids(value, what: str) -> list[int]:
    _need(isinstance(value, list), f"{what} must be a list of cards")
    out = []
    for text in value:
        _need(isinstance(text, str), f"{what} holds a non-card {text!r}")
        out.append(M.card_id(Card.parse(text)))
    return out


def _pair(value, what: str) -> list:
    _need(isinstance(value, list) and len(value) == 2, f"{what} must hold two players")
    return value


def load(text: str, factory):
    """A State rebuilt from save ``text``; ``factory()`` makes the empty State to fill (rules.State)."""
    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError) as err:
        raise ValueError(f"not a pinochle save: {err}") from None
    except RecursionError:  # [[[[... nested deeper than the parser goes
        raise ValueError("not a pinochle save: nested far too deeply") from None
    try:
        return _build(data, factory)
    except _Bad as err:
        raise ValueError(f"bad pinochle save: {err}") from None
    except ValueError as err:
        raise ValueError(f"bad pinochle save: {err}") from None


def _build(data, factory):
    _need(isinstance(data, dict), "the save is not a JSON object")
    _need(data.get("format") == FORMAT, "not a pinochle save (format)")
    _need(data.get("version") == VERSION, f"unknown save version {data.get('version')!r}")
    opts = data["options"] if isinstance(data.get("options"), dict) else {}
    _need(set(opts) == {"game_point", "single_hand", "count", "open_hands"}, "options are incomplete")
    _need(isinstance(opts["single_hand"], bool) and isinstance(opts["open_hands"], bool),
          "options flags must be true or false")
    options = Options(**opts)

    rng_state = data.get("rng")
    _need(isinstance(rng_state, list) and len(rng_state) == 3 and isinstance(rng_state[1], list)
          and len(rng_state[1]) == 625, "the random generator state is damaged")
    rng = random.Random()
    try:
        rng.setstate((rng_state[0], tuple(rng_state[1]), rng_state[2]))
    except (TypeError, ValueError, OverflowError):
        raise _Bad("the random generator state is damaged") from None

    state = factory()
    state.options = options
    state._points = M.trick_points(options.count)
    state._rng = rng
    state.dealer = _player(data.get("dealer"), "dealer")
    state.hand_number = _int(data.get("hand_number"), "hand number", 1)
    trump = data.get("trump")
    _need(trump in SUITS, "trump must be S, H, D or C")
    state._trump = SUITS.index(trump)
    upcard = data.get("upcard")
    state._upcard = None if upcard is None else _ids([upcard], "upcard")[0]
    state._stock = _ids(data.get("stock"), "stock")
    state._hands = [_ids(h, "hand") for h in _pair(data.get("hands"), "hands")]
    melded = []
    for recs in _pair(data.get("melded"), "melded"):
        _need(isinstance(recs, list), "melded must list records")
        out = []
        for rec in recs:
            _need(isinstance(rec, list) and len(rec) == 4, "a melded record is damaged")
            out.append((_ids([rec[0]], "melded")[0],) + tuple(_int(v, "meld record", 0, 150) for v in rec[1:]))
        melded.append(out)
    state._melded = melded
    state.round = _int(data.get("round"), "round", 1, 2)
    try:
        state.phase = Phase(data.get("phase"))
    except ValueError:
        raise _Bad(f"unknown phase {data.get('phase')!r}") from None
    state.leader = _player(data.get("leader"), "leader")
    state._trick = _ids(data.get("trick"), "trick")
    _need(isinstance(data.get("meld_made"), bool), "meld_made must be true or false")
    state._meld_made = data["meld_made"]
    state._scores = [_int(v, "score") for v in _pair(data.get("scores"), "scores")]
    state._start_scores = tuple(_int(v, "score") for v in _pair(data.get("start_scores"), "start scores"))
    winner = data.get("winner")
    state._winner = None if winner is None else _player(winner, "winner")

    events = data.get("events")
    _need(isinstance(events, list), "events must be a list")
    for e in events:
        _need(isinstance(e, dict) and isinstance(e.get("kind"), str) and isinstance(e.get("name"), str),
              "an event is damaged")
        player = e.get("player")
        state._events.append(Event(e["kind"], None if player is None else _player(player, "event player"),
                                   _int(e.get("points"), "event points"),
                                   tuple(CARD_OF[c] for c in _ids(e.get("cards"), "event cards")), e["name"]))
    tricks = data.get("tricks")
    _need(isinstance(tricks, list), "tricks must be a list")
    for t in tricks:
        _need(isinstance(t, list) and len(t) == 6, "a trick record is damaged")
        a, b = _ids([t[2], t[3]], "trick record")
        state._tricks.append(TrickRecord(_int(t[0], "trick round", 1, 2), _player(t[1], "trick leader"),
                                         CARD_OF[a], CARD_OF[b], _player(t[4], "trick winner"),
                                         _int(t[5], "trick points", 0)))
    state._shown = [_ids(s, "shown") for s in _pair(data.get("shown"), "shown")]
    melds = data.get("melds")
    _need(isinstance(melds, list), "melds must be a list")
    for m in melds:
        _need(isinstance(m, list) and len(m) == 4 and isinstance(m[1], str), "a meld record is damaged")
        state._melds.append(MeldRecord(_player(m[0], "meld player"), m[1], _int(m[2], "meld value", 0),
                                       tuple(CARD_OF[c] for c in _ids(m[3], "meld cards"))))
    _check(state)
    return state


def _check(state) -> None:
    """The position itself must be possible."""
    placed = (state._hands[0] + state._hands[1] + [r[0] for recs in state._melded for r in recs]
              + state._stock + state._trick + ([] if state._upcard is None else [state._upcard]))
    played = [M.ID_OF[c] for t in state._tricks for c in (t.lead, t.follow)]
    check_copies(placed + played)
    _need(len(state._trick) <= 1, "a trick holds at most the led card")
    _need((state.phase is Phase.FOLLOW) == bool(state._trick), "the trick does not match the phase")
    _need(state.phase is not Phase.DECIDE or state.round == 1, "melding happens only in round one")
    _need(state.phase is not Phase.OVER or state._winner is not None or state.options.single_hand
          or state._scores[0] == state._scores[1], "a finished match needs its winner")
    _need(state.round == 1 or (not state._stock and state._upcard is None and not any(state._melded)),
          "round two has no stock, upcard or melds")
    if state.round == 1:  # the same checks as from_position's
        _need(state._upcard is not None or not state._stock, "a round-one stock needs its upcard")
        _need((len(state._stock) + (state._upcard is not None)) % 2 == 0,
              "round one draws in pairs: stock plus upcard must be an even count")
    sizes = [len(state._hands[p]) + len(state._melded[p]) for p in (0, 1)]
    _need(max(sizes) <= 12, "a player holds more than 12 cards")
    for p in (0, 1):
        _need(all(state._shown[p].count(c) <= state._hands[p].count(c) for c in set(state._shown[p])),
              "the seen cards are not in the hand")
