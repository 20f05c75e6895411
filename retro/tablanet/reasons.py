"""The computers' and the coach's reasons in Tablanet: plain English lines and their Russian.

Every reason the Tablanet bots and coach give is made here from a fixed set
of phrases, so each one can be said in Russian too: ``reason_text(line,
"ru")`` reads an English line back phrase by phrase. A line is one phrase
for the play (``lays 7♥``, ``K♣ takes the whole table: a tablanet worth 30
points``), then, after ": ", one phrase saying why. Lines stay within
``MAX_LEN`` characters (one screen line beside the player's name). Pure:
no Pyxel, no I/O.
"""

from __future__ import annotations

import re
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
# The verb before a counted number of cards agrees with it: "берет 1 карта", "берут 3 карты", "берут 5 карт".
_RU_TAKE = ("берет", "берут", "берут")


def counted(n: int, what: str, lang: str = "en") -> str:
    """``1 point`` / ``5 points``; in Russian ``1 очко`` / ``3 очка`` / ``5 очков``."""
    en, ru = _COUNTED[what]
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
# with its counted word, {n}/{m} a number of cards ("1 card"); in Russian {n_take} is the verb
# that agrees with {n} ("берет"/"берут").

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
    "best_search": ("best by my card count", "лучше всего по счету карт"),
    # the coach
    "empty_after": ("the tablanet left the table empty", "стол пуст после табланета"),
    "nobody_takes": ("no card left can take it", "ее нечем взять"),
    "fewer_take": ("{n} can take it, {m} the {low}", "ее {n_take} {n}, а {low} - {m}"),
    "sooner": ("as good, and sooner", "не хуже, и раньше"),
    "no_tablanet_left": ("leaves no tablanet", "табланета не оставляет"),
    "no_points": ("no points to lose if it is taken", "в ней нет очков, терять нечего"),
    "no_match": ("no card left matches it", "равной ей карты не осталось"),
    "lower_lay": ("a tablanet taking it scores {points} less", "табланет с ней - на {points} меньше"),
    "must_lay": ("none of your cards can take anything", "ни одна ваша карта ничего не берет"),
    "tablanet_chance": ("a tablanet worth {points}", "табланет на {points}"),
    "more_points": ("it takes {points} more", "она берет на {points} больше"),
    "yours_leaves_tablanet": ("yours leaves a table {n} can clear",
                              "после вашего хода весь стол {n_take} {n}"),
    "yours_lays_points": ("yours lays {card} for the taking", "ваша оставляет {card} сопернику"),
    "better_lay_safe": ("{n} can take yours, none this one", "вашу карту {n_take} {n}, эту - ни одна"),
    "better_lay": ("{n} can take yours, {m} this one", "вашу карту {n_take} {n}, эту - {m}"),
    "worse_exact": ("with every card known, yours ends the hand worse",
                    "когда все карты известны, ваш ход хуже к концу сдачи"),
    "worse_search": ("yours leaves the others more over the next plays",
                     "ваш ход оставляет соперникам больше в следующих ходах"),
}


_NAMES: dict = {}


class Said(str):
    """A reason line (English text) that remembers its phrases, for ``text(lang)``."""

    parts: tuple = ()

    def text(self, lang: str) -> str:
        if lang != "ru":
            return str(self)
        return ": ".join(_render(table, key, kw, "ru") for table, key, kw in self.parts)


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
            shown[name] = counted(value, "cards", lang)
            shown[name + "_take"] = ru_plural(value, *_RU_TAKE)
        else:
            shown[name] = value
    return template.format(**shown)


def say(play: str | None = None, why: str | None = None, **kw) -> Said:
    """A reason line: the ``play`` phrase, then ": " and the ``why`` phrase (either may be left out).

    Keywords fill both phrases: ``card``, ``cards``, ``low``, ``other``, ``points``, ``n``, ``m``.
    """
    parts = []
    for table, key in ((PLAYS, play), (WHYS, why)):
        if key is None:
            continue
        names = _NAMES.get((id(table), key))
        if names is None:
            names = _NAMES[id(table), key] = frozenset(
                n.removesuffix("_take") for n in re.findall(r"{(\w+)}", table[key][0] + table[key][1]))
        parts.append((table, key, {k: v for k, v in kw.items() if k in names}))
    line = Said(": ".join(_render(table, key, part_kw, "en") for table, key, part_kw in parts))
    line.parts = tuple(parts)
    return line


def first_upper(text: str) -> str:
    """The line with its first letter capital (the coach's lines start a sentence)."""
    return text[:1].upper() + text[1:]


# --- reading an English line back ---------------------------------------------------------------

_CARD = r"(?:10|[2-9AKQJ])[♠♥♦♣]"
_SLOTS = {
    "card": rf"(?P<card>{_CARD})", "low": rf"(?P<low>{_CARD})", "other": rf"(?P<other>{_CARD})",
    "cards": rf"(?P<cards>{_CARD}(?: {_CARD})*)",
    "points": r"(?P<points>\d+) points?",
    "n": r"(?P<n>\d+) cards?", "m": r"(?P<m>\d+) cards?",
}
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
            kw[name] = [_parse_card(v) for v in value.split(" ")]
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


def reason_text(reason: str, lang: str) -> str:
    """A reason line in ``lang`` ("ru" or "en"); an English line of unknown phrases stays English."""
    if lang != "ru" or not reason:
        return str(reason)
    capital = reason[:1].isupper()
    if isinstance(reason, Said) and reason.parts:
        text = reason.text("ru")
    else:
        parts = _read(reason[:1].lower() + reason[1:], 0, 1)
        if parts is None and capital:
            parts = _read(reason, 0, 1)
        if parts is None:
            return str(reason)
        text = ": ".join(_render(table, key, kw, "ru") for table, key, kw in parts)
    return first_upper(text) if capital else text
