"""Pinochle save games: a State to versioned JSON and back, validated before anything is built.

This module does not import the rules: ``dump`` writes a State's ``Parts``
and ``load`` gives the Parts back (rules.State turns them into a State), so
the imports point one way, core -> saves -> rules.
"""

from __future__ import annotations

import json
import random

from retro.cards import SUITS, Card
from retro.options import options_data, options_from
from retro.pinochle import melds as M
from retro.pinochle.melds import CARD_OF
from retro.pinochle.core import Event, MeldRecord, Options, Parts, Phase, TrickRecord, check_copies

FORMAT = "retro.pinochle"
VERSION = 1


def _card_list(ids) -> list[str]:
    return [str(CARD_OF[c]) for c in ids]


def dump(parts: Parts) -> str:
    """The save text of a State's parts."""
    version, internal, gauss = parts.rng.getstate()
    data = {
        "format": FORMAT,
        "version": VERSION,
        "options": options_data(parts.options),
        "rng": [version, list(internal), gauss],
        "dealer": parts.dealer,
        "hand_number": parts.hand_number,
        "trump": SUITS[parts.trump],
        "upcard": None if parts.upcard is None else str(CARD_OF[parts.upcard]),
        "stock": _card_list(parts.stock),
        "hands": [_card_list(h) for h in parts.hands],
        "melded": [[[str(CARD_OF[r[0]]), r[1], r[2], r[3]] for r in recs] for recs in parts.melded],
        "round": parts.round,
        "phase": parts.phase.value,
        "leader": parts.leader,
        "trick": _card_list(parts.trick),
        "meld_made": parts.meld_made,
        "scores": list(parts.scores),
        "start_scores": list(parts.start_scores),
        "winner": parts.winner,
        "events": [{"kind": e.kind, "player": e.player, "points": e.points,
                    "cards": [str(c) for c in e.cards], "name": e.name} for e in parts.events],
        "tricks": [[t.round, t.leader, str(t.lead), str(t.follow), t.winner, t.points] for t in parts.tricks],
        "shown": [_card_list(s) for s in parts.shown],
        "melds": [[m.player, m.name, m.value, [str(c) for c in m.cards]] for m in parts.melds],
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


def load(text: str, options_class=Options) -> Parts:
    """The parts of the State saved in ``text``, options read into ``options_class``; ValueError if bad."""
    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError) as err:
        raise ValueError(f"not a pinochle save: {err}") from None
    except RecursionError:  # [[[[... nested deeper than the parser goes
        raise ValueError("not a pinochle save: nested far too deeply") from None
    try:
        return _build(data, options_class)
    except _Bad as err:
        raise ValueError(f"bad pinochle save: {err}") from None
    except ValueError as err:
        raise ValueError(f"bad pinochle save: {err}") from None


def _build(data, options_class) -> Parts:
    _need(isinstance(data, dict), "the save is not a JSON object")
    _need(data.get("format") == FORMAT, "not a pinochle save (format)")
    _need(data.get("version") == VERSION, f"unknown save version {data.get('version')!r}")
    options = options_from(options_class, data.get("options"))

    rng_state = data.get("rng")
    _need(isinstance(rng_state, list) and len(rng_state) == 3 and isinstance(rng_state[1], list)
          and len(rng_state[1]) == 625, "the random generator state is damaged")
    rng = random.Random()
    try:
        rng.setstate((rng_state[0], tuple(rng_state[1]), rng_state[2]))
    except (TypeError, ValueError, OverflowError):
        raise _Bad("the random generator state is damaged") from None

    trump = data.get("trump")
    _need(trump in SUITS, "trump must be S, H, D or C")
    upcard = data.get("upcard")
    melded = []
    for recs in _pair(data.get("melded"), "melded"):
        _need(isinstance(recs, list), "melded must list records")
        out = []
        for rec in recs:
            _need(isinstance(rec, list) and len(rec) == 4, "a melded record is damaged")
            out.append((_ids([rec[0]], "melded")[0],) + tuple(_int(v, "meld record", 0, 150) for v in rec[1:]))
        melded.append(out)
    round_no = _int(data.get("round"), "round", 1, 2)
    try:
        phase = Phase(data.get("phase"))
    except ValueError:
        raise _Bad(f"unknown phase {data.get('phase')!r}") from None
    leader = _player(data.get("leader"), "leader")
    _need(isinstance(data.get("meld_made"), bool), "meld_made must be true or false")
    winner = data.get("winner")
    parts = Parts(
        options=options, rng=rng, dealer=_player(data.get("dealer"), "dealer"),
        hand_number=_int(data.get("hand_number"), "hand number", 1), trump=SUITS.index(trump),
        upcard=None if upcard is None else _ids([upcard], "upcard")[0],
        stock=_ids(data.get("stock"), "stock"),
        hands=[_ids(h, "hand") for h in _pair(data.get("hands"), "hands")], melded=melded,
        round=round_no, phase=phase, leader=leader, trick=_ids(data.get("trick"), "trick"),
        meld_made=data["meld_made"], scores=[_int(v, "score") for v in _pair(data.get("scores"), "scores")],
        start_scores=tuple(_int(v, "score") for v in _pair(data.get("start_scores"), "start scores")),
        winner=None if winner is None else _player(winner, "winner"))

    events = data.get("events")
    _need(isinstance(events, list), "events must be a list")
    for e in events:
        _need(isinstance(e, dict) and isinstance(e.get("kind"), str) and isinstance(e.get("name"), str),
              "an event is damaged")
        player = e.get("player")
        parts.events.append(Event(e["kind"], None if player is None else _player(player, "event player"),
                                  _int(e.get("points"), "event points"),
                                  tuple(CARD_OF[c] for c in _ids(e.get("cards"), "event cards")), e["name"]))
    tricks = data.get("tricks")
    _need(isinstance(tricks, list), "tricks must be a list")
    for t in tricks:
        _need(isinstance(t, list) and len(t) == 6, "a trick record is damaged")
        a, b = _ids([t[2], t[3]], "trick record")
        parts.tricks.append(TrickRecord(_int(t[0], "trick round", 1, 2), _player(t[1], "trick leader"),
                                        CARD_OF[a], CARD_OF[b], _player(t[4], "trick winner"),
                                        _int(t[5], "trick points", 0)))
    parts.shown = [_ids(s, "shown") for s in _pair(data.get("shown"), "shown")]
    melds = data.get("melds")
    _need(isinstance(melds, list), "melds must be a list")
    for m in melds:
        _need(isinstance(m, list) and len(m) == 4 and isinstance(m[1], str), "a meld record is damaged")
        parts.melds.append(MeldRecord(_player(m[0], "meld player"), m[1], _int(m[2], "meld value", 0),
                                      tuple(CARD_OF[c] for c in _ids(m[3], "meld cards"))))
    _check(parts)
    return parts


def _check(parts: Parts) -> None:
    """The position itself must be possible."""
    placed = (parts.hands[0] + parts.hands[1] + [r[0] for recs in parts.melded for r in recs]
              + parts.stock + parts.trick + ([] if parts.upcard is None else [parts.upcard]))
    played = [M.ID_OF[c] for t in parts.tricks for c in (t.lead, t.follow)]
    check_copies(placed + played)
    _need(len(parts.trick) <= 1, "a trick holds at most the led card")
    _need((parts.phase is Phase.FOLLOW) == bool(parts.trick), "the trick does not match the phase")
    _need(parts.phase is not Phase.DECIDE or parts.round == 1, "melding happens only in round one")
    _need(parts.phase is not Phase.OVER or parts.winner is not None or parts.options.single_hand
          or parts.scores[0] == parts.scores[1], "a finished match needs its winner")
    _need(parts.round == 1 or (not parts.stock and parts.upcard is None and not any(parts.melded)),
          "round two has no stock, upcard or melds")
    if parts.round == 1:  # the same checks as from_position's
        _need(parts.upcard is not None or not parts.stock, "a round-one stock needs its upcard")
        _need((len(parts.stock) + (parts.upcard is not None)) % 2 == 0,
              "round one draws in pairs: stock plus upcard must be an even count")
    sizes = [len(parts.hands[p]) + len(parts.melded[p]) for p in (0, 1)]
    _need(max(sizes) <= 12, "a player holds more than 12 cards")
    for p in (0, 1):
        _need(all(parts.shown[p].count(c) <= parts.hands[p].count(c) for c in set(parts.shown[p])),
              "the seen cards are not in the hand")
