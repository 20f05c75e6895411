"""Casino save games: a State to versioned JSON data and back, checking everything on the way in."""

from __future__ import annotations

import random
from typing import Any, Optional

from retro.cards import Card
from retro.casino.builds import BLOCK, BUILD, CARD, Pile, loose, make_block, make_build
from retro.casino.records import HAND_SIZE, SAVE_VERSION, Event, RoundSummary, check_unique
from retro.options import options_data, options_from

EVENT_KINDS = frozenset({
    "deal", "put", "to_capture_pile", "take", "sweep", "build", "block", "last_cards", "aces",
    "two_of_spades", "ten_of_diamonds", "most_cards", "most_spades", "round_end", "game_end",
})


def _texts(seq) -> list[str]:
    return [str(c) for c in seq]


def _pile_data(pile: Optional[Pile]):
    if pile is None:
        return None
    return {"kind": pile.kind, "cards": _texts(pile.cards), "owner": pile.owner}


def state_to_data(state) -> dict:
    version, internal, gauss = state.rng.getstate()
    last = state.last_round
    return {
        "game": "casino", "version": SAVE_VERSION,
        "options": options_data(state.options),
        "dealer": state.dealer, "to_move": state.to_move, "round": state.round,
        "over": state.over, "winner": state.winner,
        "hands": [_texts(h) for h in state.hands],
        "spaces": [_pile_data(p) for p in state.spaces],
        "stock": _texts(state.stock),
        "captured": [_texts(c) for c in state.captured],
        "lost": _texts(state.lost),
        "last_taker": state.last_taker,
        "scores": state.scores, "sweeps": list(state.sweeps),
        "last_round": None if last is None else {
            "round": last.round, "captured": [_texts(c) for c in last.captured],
            "lost": _texts(last.lost), "sweeps": list(last.sweeps), "points": list(last.points)},
        "events": [[e.kind, e.player, e.points, _texts(e.cards), list(e.spaces), e.value]
                   for e in state.events],
        "rng": [version, list(internal), gauss],
    }


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise ValueError(f"not a valid Casino save: {why}")


def _int(value, what: str, low: int = None, high: int = None, none: bool = False) -> Optional[int]:
    if value is None and none:
        return None
    _need(isinstance(value, int) and not isinstance(value, bool), f"{what} is not a whole number")
    _need(low is None or value >= low, f"{what} is out of range")
    _need(high is None or value <= high, f"{what} is out of range")
    return value


def _cards(value, what: str) -> list[Card]:
    _need(isinstance(value, list), f"{what} is not a list of cards")
    out = []
    for token in value:
        _need(isinstance(token, str), f"{what} holds a non-card")
        try:
            out.append(Card.parse(token))
        except ValueError:
            raise ValueError(f"not a valid Casino save: {what} holds {token!r}") from None
    return out


def _per_player(value, n: int, what: str) -> list:
    _need(isinstance(value, list) and len(value) == n, f"{what} needs one entry per player")
    return value


def _pile(value, n: int) -> Optional[Pile]:
    if value is None:
        return None
    _need(isinstance(value, dict), "a tableau space is not a pile")
    kind = value.get("kind")
    cards = _cards(value.get("cards"), "a tableau pile")
    owner = _int(value.get("owner"), "a pile's owner", 0, n - 1, none=True)
    try:
        if kind == CARD:
            _need(len(cards) == 1 and owner is None, "a loose card pile is not one card")
            return loose(cards[0])
        if kind == BUILD:
            return make_build(cards, owner)
        if kind == BLOCK:
            return make_block(cards, owner)
    except ValueError as err:
        raise ValueError(f"not a valid Casino save: {err}") from None
    raise ValueError(f"not a valid Casino save: unknown pile kind {kind!r}")


def state_from_data(cls, data: Any):
    """Rebuild a ``cls`` (the rules' State, handed in so this module needs no rules) from
    ``state_to_data`` output; raise ValueError (nothing half-loaded)."""
    _need(isinstance(data, dict), "not a JSON object")
    _need(data.get("game") == "casino", "it is not a Casino game")
    _need(data.get("version") == SAVE_VERSION, f"unknown version {data.get('version')!r}")
    _need(isinstance(data.get("options"), dict), "options missing")
    try:
        options = options_from(cls.OPTIONS, data["options"])
    except ValueError as err:
        raise ValueError(f"not a valid Casino save: {err}") from None
    n = options.players
    hands = [_cards(h, "a hand") for h in _per_player(data.get("hands"), n, "hands")]
    _need(all(len(h) <= HAND_SIZE for h in hands), "a hand holds more than four cards")
    spaces_data = data.get("spaces")
    _need(isinstance(spaces_data, list) and len(spaces_data) == options.spaces, "wrong number of spaces")
    spaces = [_pile(p, n) for p in spaces_data]
    stock = _cards(data.get("stock"), "the stock")
    captured = [_cards(c, "a capture pile") for c in _per_player(data.get("captured"), n, "captured")]
    lost = _cards(data.get("lost"), "the lost cards")
    everything = [c for h in hands for c in h] + [c for p in spaces if p for c in p.cards]
    everything += stock + [c for pile in captured for c in pile] + lost
    try:
        check_unique(everything)
    except ValueError as err:
        raise ValueError(f"not a valid Casino save: {err}") from None
    scores = [_int(s, "a score") for s in _per_player(data.get("scores"), n, "scores")]
    sweeps = [_int(s, "a sweep count", 0) for s in _per_player(data.get("sweeps"), n, "sweeps")]
    dealer = _int(data.get("dealer"), "the dealer", 0, n - 1)
    to_move = _int(data.get("to_move"), "the player to move", 0, n - 1, none=True)
    last_taker = _int(data.get("last_taker"), "the last taker", 0, n - 1, none=True)
    winner = _int(data.get("winner"), "the winner", 0, n - 1, none=True)
    round_no = _int(data.get("round"), "the round", 1)
    over = data.get("over")
    _need(isinstance(over, bool), "over is not true/false")
    _need(over == (to_move is None) and over == (winner is not None), "the match's end is inconsistent")
    _need(over or bool(hands[to_move]), "the player to move holds no cards")
    last_round = _round_summary(data.get("last_round"), n)
    events = _events(data.get("events"), n)
    rng = random.Random()
    try:
        version, internal, gauss = data.get("rng")
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as err:
        raise ValueError(f"not a valid Casino save: bad random state ({err})") from None
    return cls.assemble(options, rng, hands=hands, spaces=spaces, stock=stock, captured=captured, lost=lost,
                        last_taker=last_taker, scores=scores, sweeps=sweeps, dealer=dealer, to_move=to_move,
                        round=round_no, over=over, winner=winner, last_round=last_round, events=events)


def _round_summary(value, n: int) -> Optional[RoundSummary]:
    if value is None:
        return None
    _need(isinstance(value, dict), "last_round is not an object")
    return RoundSummary(
        _int(value.get("round"), "last_round's round", 1),
        tuple(tuple(_cards(c, "last_round")) for c in _per_player(value.get("captured"), n, "last_round")),
        tuple(_cards(value.get("lost"), "last_round's lost cards")),
        tuple(_int(s, "last_round's sweeps", 0) for s in _per_player(value.get("sweeps"), n, "sweeps")),
        tuple(_int(s, "last_round's points") for s in _per_player(value.get("points"), n, "points")))


def _events(value, n: int) -> list[Event]:
    _need(isinstance(value, list), "events is not a list")
    out = []
    for item in value:
        _need(isinstance(item, list) and len(item) == 6, "an event is malformed")
        kind, player, points, cards, spaces, extra = item
        _need(kind in EVENT_KINDS, f"unknown event {kind!r}")
        _need(isinstance(spaces, list), "an event's spaces are not a list")
        out.append(Event(kind, _int(player, "an event's player", 0, n - 1, none=True),
                         _int(points, "an event's points"), tuple(_cards(cards, "an event")),
                         tuple(_int(s, "an event's space", 0) for s in spaces),
                         _int(extra, "an event's value", none=True)))
    return out
