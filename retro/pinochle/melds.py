"""Pinochle card numbering, trick values and the meld table with its reuse rules (PIN-M*)."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from retro.cards import SUITS, Card

# Inside the engine a card is a small int, suit * 6 + rank, with ranks numbered
# by strength (PIN-D3): 9=0, J=1, Q=2, K=3, 10=4, A=5. Within a suit a larger id
# is a higher card, and the two copies of a card share one id.
NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
RANKS_BY_STRENGTH = ("9", "J", "Q", "K", "10", "A")
CARD_OF = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS_BY_STRENGTH)
ID_OF = {card: i for i, card in enumerate(CARD_OF)}
SUIT_OF = tuple(i // 6 for i in range(24))
RANK_OF = tuple(i % 6 for i in range(24))
FULL_DECK = tuple(i for i in range(24) for _ in range(2))

# PIN-O2: points per rank (9, J, Q, K, 10, A) in each count system; each sums to 30.
COUNTS = {
    "old_timer": (0, 2, 3, 4, 10, 11),
    "simplified": (0, 0, 5, 5, 10, 10),
    "streamlined": (0, 0, 0, 10, 10, 10),
}
COUNT_NAMES = {"old_timer": "Old timer's count", "simplified": "Simplified count",
               "streamlined": "Streamlined count"}

# Meld classes (PIN-M14): the index into a melded card's record, and the letter shown.
SPECIAL, GROUP, SEQUENCE = 0, 1, 2
CLASS_LETTERS = "PGS"
CLASS_NAMES = ("special", "group", "sequence")


def card_id(card: Card) -> int:
    """The engine's number for a pinochle card; ValueError for a 2-8."""
    try:
        return ID_OF[card]
    except KeyError:
        raise ValueError(f"{card} is not a pinochle card (9 to A only)") from None


def points_by_id(by_rank: Sequence[int]) -> tuple[int, ...]:
    """Card points by card id from points by rank (9, J, Q, K, 10, A)."""
    return tuple(by_rank[RANK_OF[c]] for c in range(24))


_TRICK_POINTS = {count: points_by_id(by_rank) for count, by_rank in COUNTS.items()}


def trick_points(count: str) -> tuple[int, ...]:
    """Card points by card id for one count system (PIN-O2)."""
    return _TRICK_POINTS[count]


class MeldKind(NamedTuple):
    """One line of the meld table, laid out for a given trump suit."""

    name: str
    cls: int
    value: int
    ids: tuple[int, ...]   # the card ids, in the order they are shown


# PIN-M1..M9: what each meld scores, by name, highest first (the game's options say it: Options.meld_values).
MELD_VALUES = {"flush": 150, "100 aces": 100, "80 kings": 80, "60 queens": 60, "40 jacks": 40,
               "pinochle": 40, "royal marriage": 40, "common marriage": 20, "deece": 10}


def meld_table(trump: int, values=MELD_VALUES) -> tuple[MeldKind, ...]:
    """PIN-M1..M9 for trump suit ``trump``, each meld scoring what ``values`` (by name) says, highest first."""
    t = trump * 6
    groups = [(ACE, "100 aces"), (KING, "80 kings"), (QUEEN, "60 queens"), (JACK, "40 jacks")]
    table = [MeldKind("flush", SEQUENCE, values["flush"], (t + ACE, t + TEN, t + KING, t + QUEEN, t + JACK))]
    table += [MeldKind(name, GROUP, values[name], tuple(s * 6 + rank for s in range(4)))
              for rank, name in groups]
    table.append(MeldKind("pinochle", SPECIAL, values["pinochle"], (0 * 6 + QUEEN, 2 * 6 + JACK)))
    table.append(MeldKind("royal marriage", SEQUENCE, values["royal marriage"], (t + KING, t + QUEEN)))
    table += [MeldKind("common marriage", SEQUENCE, values["common marriage"], (s * 6 + KING, s * 6 + QUEEN))
              for s in range(4) if s != trump]
    table.append(MeldKind("deece", SPECIAL, values["deece"], (t + NINE,)))
    table.sort(key=lambda kind: -kind.value)    # stable: the default order where values tie
    return tuple(table)


MELD_TABLES = tuple(meld_table(t) for t in range(4))
_MELD_TABLES = {tuple(MELD_VALUES.items()): MELD_TABLES}


def meld_tables(values) -> tuple[tuple[MeldKind, ...], ...]:
    """The four trump suits' meld tables with each meld scoring what ``values`` (by name) says (kept:
    one set per scoring)."""
    if values is MELD_VALUES:
        return MELD_TABLES         # the default options' (asked at every decision)
    key = tuple(values.items())
    found = _MELD_TABLES.get(key)
    if found is None:
        found = _MELD_TABLES[key] = tuple(meld_table(t, values) for t in range(4))
    return found


# A melded copy is a tuple (card id, special, group, sequence): for each class,
# the highest meld value it has been used in (0 = not yet). PIN-M13 lets a copy
# join a later meld of a class only when that meld scores more than this.
def fresh_record(card: int) -> tuple[int, int, int, int]:
    return (card, 0, 0, 0)


def classes_of(record: Sequence[int]) -> str:
    """The PIN-M14 subscript letters of a melded copy, e.g. ``"GS"``."""
    return "".join(letter for letter, used in zip(CLASS_LETTERS, record[1:]) if used)


def _wear(record: Sequence[int]) -> tuple[int, int]:
    """How used-up a melded copy is; the more worn copy is spent first (PIN-M12a)."""
    return (sum(1 for v in record[1:] if v), sum(record[1:]))


def plan_meld(kind: MeldKind, hand: Sequence[int], melded: Sequence[tuple]) -> list | None:
    """Where each card of ``kind`` would come from, or None if the meld is not legal.

    Returns one entry per card id of the meld: the index of the melded copy
    to reuse, or -1 for a card taken from the hand. Melded copies are used
    first and hand cards only as needed, at least one (PIN-M11, PIN-M12a);
    a melded copy qualifies only if its record for the class is below the
    meld's value (PIN-M13).
    """
    cls, value = kind.cls + 1, kind.value
    plan = []
    from_hand = False
    for cid in kind.ids:
        best = -1
        for i, rec in enumerate(melded):
            if rec[0] == cid and rec[cls] < value and (best < 0 or _wear(rec) > _wear(melded[best])):
                best = i
        if best < 0:
            if cid not in hand:
                return None
            from_hand = True
        plan.append(best)
    if not from_hand:
        # Everything could come from the table, but one card must be new:
        # take the first card of the meld that has a copy in hand.
        for k, cid in enumerate(kind.ids):
            if cid in hand:
                plan[k] = -1
                break
        else:
            return None
    return plan


def legal_melds(trump: int, hand: Sequence[int], melded: Sequence[tuple],
                tables: Sequence[Sequence[MeldKind]] = MELD_TABLES) -> list[MeldKind]:
    """Every meld that may be laid down now, highest value first (PIN-M1..M13); ``tables``: the game's
    (``Options.meld_tables``)."""
    held = set(hand)
    held.update(rec[0] for rec in melded)
    return [kind for kind in tables[trump]
            if held.issuperset(kind.ids) and plan_meld(kind, hand, melded) is not None]


def best_meld_index(trump: int, hand: Sequence[int], melded: Sequence[tuple],
                    tables: Sequence[Sequence[MeldKind]] = MELD_TABLES) -> int:
    """Index in the meld table (of ``tables``, the game's) of the highest legal meld, or -1."""
    held = set(hand)
    held.update(rec[0] for rec in melded)
    for i, kind in enumerate(tables[trump]):
        if held.issuperset(kind.ids) and plan_meld(kind, hand, melded) is not None:
            return i
    return -1


def apply_plan(kind: MeldKind, plan: list, hand: list[int], melded: list[tuple]) -> None:
    """Lay the meld down: hand cards move to the table, every copy's record is raised."""
    cls = kind.cls + 1
    for cid, where in zip(kind.ids, plan):
        if where < 0:
            hand.remove(cid)
            rec = [cid, 0, 0, 0]
            rec[cls] = kind.value
            melded.append(tuple(rec))
        else:
            rec = list(melded[where])
            rec[cls] = kind.value
            melded[where] = tuple(rec)


def melded_copy_to_play(melded: Sequence[tuple], cid: int) -> int:
    """Index of the melded copy played for card ``cid`` (the more worn one), or -1."""
    best = -1
    for i, rec in enumerate(melded):
        if rec[0] == cid and (best < 0 or _wear(rec) > _wear(melded[best])):
            best = i
    return best
