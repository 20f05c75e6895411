"""The computers' and the coach's reasons in Tablanet: plain English lines and their Russian.

A reason is one value, ``Reason``: a phrase for the play (``lays 7♥``,
``K♣ takes the whole table: a tablanet worth 30 points``) and a phrase
saying why, each a ``Phrase`` holding its key and the facts it names (the
cards, the points, how many cards). The words only print that value, in
English or in Russian (``Reason.text``); the line handed around is a
``Said``, the English text that keeps its ``Reason``, and ``reason_text(line,
"ru")`` reads a plain English line back phrase by phrase. Lines stay
within ``MAX_LEN`` characters (one screen line beside the player's name).
Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Iterable

from retro.cards import Card

MAX_LEN = 62  # the reason line holds "Компьютер 2: " and the reason in 78 columns, in either language

_RU_RANKS = {"A": "Т", "K": "К", "Q": "Д", "J": "В"}


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian form for ``n``: ``one`` (1, 21, 101), ``few`` (2-4, 22-24) or ``many`` (5-20, 25...)."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


_ru_plural = ru_plural


# Counted words: {name: (English singular, plural), Russian (1, 2-4, 5+)}. The number comes first.
_COUNTED = {
    "points": (("point", "points"), ("очко", "очка", "очков")),
    "cards": (("card", "cards"), ("карта", "карты", "карт")),
}
# Cards of one rank counted: "2 sevens", «2 семерки».
RANK_WORDS = {
    "A": (("ace", "aces"), ("туз", "туза", "тузов")),
    "K": (("king", "kings"), ("король", "короля", "королей")),
    "Q": (("queen", "queens"), ("дама", "дамы", "дам")),
    "J": (("jack", "jacks"), ("валет", "валета", "валетов")),
    "10": (("ten", "tens"), ("десятка", "десятки", "десяток")),
    "9": (("nine", "nines"), ("девятка", "девятки", "девяток")),
    "8": (("eight", "eights"), ("восьмерка", "восьмерки", "восьмерок")),
    "7": (("seven", "sevens"), ("семерка", "семерки", "семерок")),
    "6": (("six", "sixes"), ("шестерка", "шестерки", "шестерок")),
    "5": (("five", "fives"), ("пятерка", "пятерки", "пятерок")),
    "4": (("four", "fours"), ("четверка", "четверки", "четверок")),
    "3": (("three", "threes"), ("тройка", "тройки", "троек")),
    "2": (("two", "twos"), ("двойка", "двойки", "двоек")),
}
# The verb before a counted number of cards agrees with it: "берет 1 карта", "берут 3 карты", "берут 5 карт".
_RU_TAKE = ("берет", "берут", "берут")


def counted(n: int, what: str, lang: str = "en") -> str:
    """``1 point`` / ``5 points``; in Russian ``1 очко`` / ``3 очка`` / ``5 очков``. ``what`` may be a
    rank ("7": ``2 sevens``, ``2 семерки``)."""
    en, ru = RANK_WORDS[what] if what in RANK_WORDS else _COUNTED[what]
    if lang == "ru":
        return f"{n} {_ru_plural(n, *ru)}"
    return f"{n} {en[0] if n == 1 else en[1]}"


def card_word(card: Card, lang: str = "en") -> str:
    """``K♣`` (``К♣`` in Russian)."""
    rank = _RU_RANKS.get(card.rank, card.rank) if lang == "ru" else card.rank
    return rank + card.symbol[len(card.rank):]


def cards_word(cards: Iterable[Card], lang: str = "en") -> str:
    return " ".join(card_word(c, lang) for c in cards)


# --- the phrases: key -> (English, Russian) ---------------------------------------------------
# Placeholders: {card} one card, {cards} several, {low}/{other} a card, {points} a number of points
# with its counted word, {n}/{m} a number of cards ("1 card"; {n} of one rank: "2 sevens"); in
# Russian {n_take} is the verb that agrees with {n} ("берет"/"берут").

PLAYS = {
    "lay": ("lays {card}", "кладет {card}"),
    "take": ("{card} takes {cards}", "{card} берет {cards}"),
    "take_points": ("{card} takes {cards}, {points}", "{card} берет {cards}, {points}"),
    "tablanet": ("{card} takes the whole table: a tablanet worth {points}",
                 "{card} берет весь стол: табланет на {points}"),
    "tablanet_plain": ("{card} takes the whole table: a tablanet", "{card} берет весь стол: табланет"),
    # the coach speaks to the person
    "you_lay": ("lay {card}", "положите {card}"),
    "you_lay_lowest": ("lay the lowest card, {card}", "положите младшую карту, {card}"),
    "you_lay_not_lowest": ("lay {card}, not the lowest", "положите {card}, не младшую"),
}

WHYS = {
    "random": ("picks a legal move at random", "случайный ход"),
    "only": ("the only legal move", "единственный ход"),
    "most_now": ("the most points now", "больше всего очков сразу"),
    "most_cards": ("the most cards", "больше всего карт"),
    "nothing_lowest": ("nothing to take, the lowest card", "брать нечего, самая младшая карта"),
    "little_lowest": ("too little to take, the lowest card", "брать почти нечего, самая младшая карта"),
    "nothing_high": ("nothing to take, a high card", "брать нечего, старшая карта"),
    "little_high": ("too little to take, a high card", "брать почти нечего, старшая карта"),
    "leaves_little": ("leaves little to take", "оставляет мало для ответа"),
    "worth_more": ("worth more than it leaves", "стоит больше, чем оставляет"),
    "hard_to_match": ("hard to match", "на нее трудно ответить"),
    "safest": ("the safest card to lay", "самая безопасная карта"),
    "after_lowest": ("the lowest card after the tablanet", "после табланета - самая младшая карта"),
    "after_nobody": ("after the tablanet, no card left can take it",
                     "после табланета ее нечем взять"),
    "after_unlikely": ("after the tablanet, a card hard to match",
                       "после табланета на нее трудно ответить"),
    "best_exact": ("best, every card known", "лучше всего, карты известны"),
    # the search over deals of the unseen cards, with every player's best reply, found nothing plainer
    "best_search": ("best after their replies", "лучше всего после ответов"),
    # the coach
    "empty_after": ("the tablanet left the table empty", "стол пуст после табланета"),
    "nobody_takes": ("no card left can take it", "ее нечем взять"),
    "fewer_take": ("{n} can take it, {m} the {low}", "ее {n_take} {n}, а {low} - {m}"),
    "sooner": ("as good, and sooner", "не хуже, и раньше"),
    # what the table a play leaves offers the next player at most, when another play leaves more
    "leaves_at_most": ("leaves at most {points} to take", "оставляет самое большее {points} для ответа"),
    "leaves_nothing": ("leaves no points to take", "не оставляет очков для ответа"),
    "no_tablanet_left": ("leaves no tablanet", "табланета не оставляет"),
    "no_points": ("no points to lose if it is taken", "в ней нет очков, терять нечего"),
    "no_match": ("no card left matches it", "равной ей карты не осталось"),
    "lower_lay": ("a tablanet taking it scores {points} less", "табланет с ней - на {points} меньше"),
    "must_lay": ("none of your cards can take anything", "ни одна ваша карта ничего не берет"),
    "tablanet_chance": ("a tablanet worth {points}", "табланет на {points}"),
    "more_points": ("it takes {points} more", "она берет на {points} больше"),
    "yours_leaves_tablanet": ("yours leaves a table {n} can clear",
                              "после вашего хода весь стол {n_take} {n}"),
    # the tablanet a play leaves the others: the cards to come that clear the table, what it scores
    "yours_leaves_alone": ("yours leaves {card} alone: {n} to come, {points}",
                           "ваш ход оставляет только {card}: в игре {n}, {points}"),
    "yours_leaves_clearing": ("yours leaves a tablanet of {points} for {n}",
                              "ваш ход оставляет табланет на {points}, в игре {n}"),
    "other_leaves_clearing": ("{low} leaves a tablanet of {points} for {n}",
                              "{low} оставит табланет на {points}, в игре {n}"),
    "yours_lays_points": ("yours lays {card} for the taking", "ваша оставляет {card} сопернику"),
    "better_lay_safe": ("{n} can take yours, none this one", "вашу карту {n_take} {n}, эту - ни одна"),
    "better_lay": ("{n} can take yours, {m} this one", "вашу карту {n_take} {n}, эту - {m}"),
    "worse_exact": ("with every card known, yours ends the hand worse",
                    "когда все карты известны, ваш ход хуже к концу сдачи"),
    "worse_search": ("yours leaves the others more over the next plays",
                     "ваш ход оставляет противной стороне больше в следующих ходах"),
}


_NAMES: dict = {}
_SLOTS_OF = ("card", "cards", "low", "other", "points", "n", "m", "rank")


@dataclass(frozen=True)
class Phrase:
    """One phrase of a reason (a key of ``PLAYS`` or ``WHYS``) and the facts it names.

    ``card``/``low``/``other``: cards; ``cards``: the table cards a play takes;
    ``points``: a number of points; ``n``/``m``: numbers of cards, ``rank``
    the rank the ``n`` cards share (``2 sevens``) or None (``2 cards``).
    """

    key: str
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    low: Card | None = None
    other: Card | None = None
    points: int | None = None
    n: int | None = None
    m: int | None = None
    rank: str | None = None

    def slots(self) -> dict:
        """The facts this phrase prints, by placeholder."""
        names = _names(self.key)
        return {k: getattr(self, k) for k in _SLOTS_OF if k in names or (k == "rank" and "n" in names)}

    def text(self, lang: str) -> str:
        return _render(PLAYS if self.key in PLAYS else WHYS, self.key, self.slots(), lang)


@dataclass(frozen=True)
class Reason:
    """A reason line as one value: the play's phrase and the why's (either may be missing)."""

    play: Phrase | None = None
    why: Phrase | None = None
    capital: bool = False           # the line starts a sentence (the coach's lines)

    @property
    def phrases(self) -> tuple[Phrase, ...]:
        return tuple(p for p in (self.play, self.why) if p is not None)

    def text(self, lang: str = "en") -> str:
        line = ": ".join(p.text(lang) for p in self.phrases)
        return first_upper(line) if self.capital else line


def _names(key: str) -> frozenset:
    names = _NAMES.get(key)
    if names is None:
        en, ru = PLAYS[key] if key in PLAYS else WHYS[key]
        names = _NAMES[key] = frozenset(n.removesuffix("_take") for n in re.findall(r"{(\w+)}", en + ru))
    return names


class Said(str):
    """A reason line: its English text, keeping the ``Reason`` it prints (``text(lang)``)."""

    reason: Reason = Reason()

    @classmethod
    def of(cls, reason: Reason) -> "Said":
        line = cls(reason.text("en"))
        line.reason = reason
        return line

    def text(self, lang: str) -> str:
        return self.reason.text(lang)


def _render(table: dict, key: str, kw: dict, lang: str) -> str:
    en, ru = table[key]
    template = ru if lang == "ru" else en
    shown = {}
    for name, value in kw.items():
        if name in ("card", "low", "other"):
            shown[name] = card_word(value, lang)
        elif name == "cards":
            shown[name] = cards_word(value, lang)
        elif name == "points":
            shown[name] = counted(value, "points", lang)
        elif name in ("n", "m"):
            what = (kw.get("rank") or "cards") if name == "n" else "cards"
            shown[name] = counted(value, what, lang)
            shown[name + "_take"] = ru_plural(value, *_RU_TAKE)
        elif name != "rank":
            shown[name] = value
    return template.format(**shown)


def phrase(key: str, **kw) -> Phrase:
    """The phrase ``key`` naming the facts ``kw`` (those it has no place for are left out)."""
    names = _names(key)
    return Phrase(key, **{k: (tuple(v) if k == "cards" else v) for k, v in kw.items()
                          if k in names or (k == "rank" and "n" in names)})


def say(play: str | None = None, why: str | None = None, **kw) -> Said:
    """A reason line: the ``play`` phrase, then ": " and the ``why`` phrase (either may be left out).

    Keywords fill both phrases: ``card``, ``cards``, ``low``, ``other``, ``points``, ``n``, ``m``, ``rank``.
    """
    return Said.of(Reason(phrase(play, **kw) if play else None, phrase(why, **kw) if why else None))


def first_upper(text: str) -> str:
    """The line with its first letter capital (the coach's lines start a sentence); a ``Said`` stays one."""
    if isinstance(text, Said):
        return Said.of(replace(text.reason, capital=True))
    return text[:1].upper() + text[1:]


# --- reading an English line back ---------------------------------------------------------------

_CARD = r"(?:10|[2-9AKQJ])[♠♥♦♣]"
_SLOTS = {
    "card": rf"(?P<card>{_CARD})", "low": rf"(?P<low>{_CARD})", "other": rf"(?P<other>{_CARD})",
    "cards": rf"(?P<cards>{_CARD}(?: {_CARD})*)",
    "points": r"(?P<points>\d+) points?",
    "n": r"(?P<n>\d+) (?P<n_word>cards?|sixes|six|" + "|".join(
        rf"{en[0]}s?" for r, (en, _) in RANK_WORDS.items() if r != "6") + ")",
    "m": r"(?P<m>\d+) cards?",
}
_RANK_OF_WORD = {w: r for r, (en, _) in RANK_WORDS.items() for w in en}
_PATTERNS: list | None = None


def _compile(template: str) -> str:
    out, pos = [], 0
    for m in re.finditer(r"{(\w+)}", template):
        out.append(re.escape(template[pos:m.start()]))
        out.append(_SLOTS[m.group(1)])
        pos = m.end()
    out.append(re.escape(template[pos:]))
    return "".join(out)


def _patterns() -> list:
    global _PATTERNS
    if _PATTERNS is None:
        found = []
        for table in (PLAYS, WHYS):
            for key, (en, _) in table.items():
                found.append((table, key, re.compile(_compile(en))))
        _PATTERNS = found
    return _PATTERNS


def _values(match: re.Match) -> dict:
    kw = {}
    for name, value in match.groupdict().items():
        if name in ("card", "low", "other"):
            kw[name] = _parse_card(value)
        elif name == "cards":
            kw[name] = tuple(_parse_card(v) for v in value.split(" "))
        elif name == "n_word":
            kw["rank"] = _RANK_OF_WORD.get(value)
        else:
            kw[name] = int(value)
    return kw


_SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _parse_card(text: str) -> Card:
    return Card.parse(text[:-1] + _SUITS[text[-1]])


def _read(text: str, start: int, depth: int) -> list | None:
    """The phrases that make up ``text[start:]`` exactly, joined by ": " (at most two)."""
    if depth > 2:
        return None
    for table, key, pattern in _patterns():
        m = pattern.match(text, start)
        if not m:
            continue
        if m.end() == len(text):
            return [(table, key, _values(m))]
        if text.startswith(": ", m.end()):
            rest = _read(text, m.end() + 2, depth + 1)
            if rest is not None:
                return [(table, key, _values(m))] + rest
    return None


def read_reason(line: str) -> Reason | None:
    """The ``Reason`` an English line prints (a ``Said`` keeps its own); None for unknown words."""
    if isinstance(line, Said):
        return line.reason
    if not line:
        return None
    capital = line[:1].isupper()
    parts = _read(line[:1].lower() + line[1:], 0, 1)
    if parts is None and capital:
        parts = _read(line, 0, 1)
        capital = False             # a phrase that starts with a capital itself (a card: "K♣ takes")
    if parts is None:
        return None
    phrases = [phrase(key, **kw) for _, key, kw in parts]
    if parts[0][0] is WHYS:
        phrases.insert(0, None)
    if len(phrases) > 2 or (len(phrases) == 2 and phrases[1] is not None and phrases[1].key not in WHYS):
        return None
    return Reason(phrases[0], phrases[1] if len(phrases) > 1 else None, capital)


def reason_text(reason: str, lang: str) -> str:
    """A reason line in ``lang`` ("ru" or "en"); an English line of unknown phrases stays English."""
    if lang != "ru" or not reason:
        return str(reason)
    found = read_reason(reason)
    return str(reason) if found is None else found.text("ru")
