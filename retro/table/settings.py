"""Declared settings: one frozen dataclass per program, each field with its choices or range, and where the player sets it.

A program declares its remembered settings once::

    @dataclass(frozen=True)
    class TablanetSettings(Settings):
        lang: str = choice("ru", "ru", "en")
        players: int = choice(2, 2, 3, ask=Ask.number(said("q_players"), refused=said("only_23")))
        speed: int = number(2, 0, 9)

and ``load(store, "tablanet", TablanetSettings)`` reads them through
``retro.store`` (a value that is not among its field's choices, or of another
type, is reset to its default, said in one line as before); ``save`` writes
them back with ``dataclasses.asdict``.

Where the player sets a field is declared beside it, as its metadata:

``ask=Ask(...)`` -- a DOS program's setup question (``retro.dos.opening.Questions``
asks every field that has one, in declared order; that order is the one list
of questions). An ``Ask`` says
  * ``kind``: ``YES_NO`` (Y or N), ``NUMBER`` (the value typed: a range, or
    whole-number choices such as 2 or 3), ``NUMBERED`` (a choice typed as its
    place among the declared choices, 1, 2...) or ``TEXT`` (a name typed);
    the constructors ``Ask.yes_no``, ``Ask.number``, ``Ask.numbered`` and
    ``Ask.text`` name it;
  * ``words``: the question, a text or ``{language: text}`` with a text in
    each of the program's languages; ``{d}`` in it is the default as typed;
  * ``refused``: what a refused answer says (a yes/no question leaves it to
    the program's own Y/N hint);
  * ``labels`` and ``shown``: how an answer shows on its line afterwards:
    ``shown`` is a format of ``{typed}`` (Y/N, the number, the choice's place)
    and ``{label}`` (the choice's words from ``labels``); by default
    ``"{typed}  ({label})"`` with labels, else ``"{typed}"``;
  * ``step``: the question's name in the setup when it is not the field's;
  * ``unless``: not asked when that earlier yes/no setting is answered yes;
  * ``follows``: while the field is None (never answered) its default is that
    setting's answer.
``Question`` binds an ``Ask`` to its field: the keys it takes, how typed text
becomes a value (``read``), the words in a language and how an answer shows.
``questions(cls)`` lists them; ``asked(cls)`` names their fields.

``control=Control(...)`` -- a Windows program's control: its ``label`` and the
``dialogs`` (by title) that set it, or the ``menu`` that does.
``in_dialog(cls, title)`` names the fields a dialog must have a control for;
the kit's ``retro.win.settings_dialog.SettingsDialog`` refuses to be built
without one. A field with neither is set another way or not by the player
(the DOS delay with F8/F9; Tablenette's speed and its opponent by their own
groups of menu items, one item a choice).

Adding a setting is then one field: in a DOS program its question is asked,
its answer saved and loaded with no other change; in a Windows program the
dialog that declares it places its control too (``SettingsDialog.setting``),
or the dialog cannot be built (tests/recipes/settings_recipe.py checks both).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, TypeVar, Union

S = TypeVar("S", bound="Settings")
# A text in one language, or {language: text} with one in each of the program's languages.
Words = Union[str, Mapping[str, str]]

YES_NO, NUMBER, NUMBERED, TEXT = "yes/no", "number", "numbered", "text"
KINDS = (YES_NO, NUMBER, NUMBERED, TEXT)
# What a typed name may hold: the keys that type a character of their own on the DOS screen.
TEXT_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def say(words: Words, lang: str = "") -> str:
    """``words`` in ``lang`` (a plain text is the same in every language)."""
    return words if isinstance(words, str) else words[lang]


@dataclass(frozen=True)
class Ask:
    """A DOS setup question for one field (see the module's docstring)."""

    kind: str
    words: Words
    refused: Words = ""
    labels: Mapping[Any, Words] = dataclasses.field(default_factory=dict)
    shown: str = ""
    step: str = ""
    unless: str = ""
    follows: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"a question's kind is one of {KINDS}, not {self.kind!r}")

    @classmethod
    def yes_no(cls, words: Words, **how) -> "Ask":
        return cls(YES_NO, words, **how)

    @classmethod
    def number(cls, words: Words, **how) -> "Ask":
        return cls(NUMBER, words, **how)

    @classmethod
    def numbered(cls, words: Words, **how) -> "Ask":
        return cls(NUMBERED, words, **how)

    @classmethod
    def text(cls, words: Words, **how) -> "Ask":
        return cls(TEXT, words, **how)


@dataclass(frozen=True)
class Control:
    """Where a Windows program sets a field: its control's ``label``, in ``dialogs`` (their titles)
    or on ``menu`` (its title)."""

    label: str
    dialogs: tuple[str, ...] = ()
    menu: str = ""

    def __post_init__(self):
        if isinstance(self.dialogs, str) or not all(isinstance(t, str) for t in self.dialogs):
            raise TypeError(f"a control's dialogs are a tuple of titles, not {self.dialogs!r}")


def _declared(default: Any, meta: dict, ask: Ask | None, control: Control | None) -> dataclasses.Field:
    """The field, with where it is set checked against what it holds (a question that cannot give
    its values is refused when the settings are declared, not when a player answers)."""
    if ask is not None:
        _check_ask(ask, meta)
        meta["ask"] = ask
    if control is not None:
        meta["control"] = control
    return dataclasses.field(default=default, metadata=meta)


def _check_ask(ask: Ask, meta: dict) -> None:
    choices = meta.get("choices", ())
    if ask.kind == YES_NO:
        fits = bool(choices) and all(c is None or c is True or c is False for c in choices)
    elif ask.kind == NUMBER:
        fits = "range" in meta or (bool(choices) and all(type(c) is int for c in choices))
    elif ask.kind == NUMBERED:
        fits = 0 < len(choices) <= 9
    else:
        fits = "text" in meta
    if not fits:
        raise ValueError(f"a {ask.kind} question cannot ask a field of {_described(meta)}")
    if ask.kind == NUMBERED and (ask.labels or "{label}" in ask.shown):
        missing = [c for c in choices if c not in ask.labels]
        if missing:
            raise ValueError(f"the question's labels leave out {missing}")
    if ask.kind in (NUMBER, NUMBERED, TEXT) and not ask.refused:
        raise ValueError("a typed answer's question says what a refused answer is told (refused=)")


def _described(meta: Mapping) -> str:
    if "range" in meta:
        return "the range {}-{}".format(*meta["range"])
    if "text" in meta:
        return f"text of at most {meta['text']}"
    return f"the choices {meta['choices']!r}"


def choice(default: Any, *choices: Any, ask: Ask | None = None, control: Control | None = None):
    """A field whose value is one of ``choices`` (the default among them)."""
    if default not in choices:
        raise ValueError(f"the default {default!r} is not one of {choices!r}")
    return _declared(default, {"choices": tuple(choices)}, ask, control)


def flag(default: bool, ask: Ask | None = None, control: Control | None = None):
    """A yes/no field."""
    return choice(default, True, False, ask=ask, control=control)


def number(default: int, least: int, most: int, ask: Ask | None = None, control: Control | None = None):
    """A whole-number field from ``least`` to ``most``."""
    if not least <= default <= most:
        raise ValueError(f"the default {default} is not within {least}-{most}")
    return _declared(default, {"range": (least, most)}, ask, control)


def text(default: str, longest: int, ask: Ask | None = None, control: Control | None = None):
    """A free text field (a name) of at most ``longest`` characters."""
    if len(default) > longest:
        raise ValueError(f"the default {default!r} is longer than {longest}")
    return _declared(default, {"text": longest}, ask, control)


@dataclass(frozen=True)
class Question:
    """A field's setup question (its ``Ask`` bound to the field): what it takes and gives."""

    name: str
    ask: Ask
    meta: Mapping[str, Any]

    @property
    def step(self) -> str:
        """The question's name in the setup (the field's, unless it declares another)."""
        return self.ask.step or self.name

    @property
    def kind(self) -> str:
        return self.ask.kind

    def values(self) -> tuple:
        """The values it may give, in the declared order (none for a text)."""
        if "choices" in self.meta:
            return self.meta["choices"]
        if "range" in self.meta:
            least, most = self.meta["range"]
            return tuple(range(least, most + 1))
        return ()

    def typed(self, value: Any) -> str:
        """``value`` as it is typed: Y or N, the number, the choice's place (1, 2...), the name."""
        if self.kind == YES_NO:
            return "Y" if value else "N"
        if self.kind == NUMBERED:
            return str(self.values().index(value) + 1)
        return str(value)

    def keys(self) -> str:
        """The keys that type an answer, in order."""
        if self.kind == YES_NO:
            return "YN"
        if self.kind == NUMBERED:
            return "".join(str(place) for place in range(1, len(self.values()) + 1))
        if self.kind == TEXT:
            return TEXT_KEYS
        if "range" in self.meta:
            return "0123456789"
        return "".join(dict.fromkeys("".join(str(c) for c in self.values())))

    def longest(self) -> int:
        """The most characters an answer takes."""
        if self.kind == TEXT:
            return self.meta["text"]
        if self.kind == YES_NO:
            return 1
        if "range" in self.meta:
            return max(len(str(end)) for end in self.meta["range"])
        return max(len(self.typed(value)) for value in self.values())

    def spots(self) -> tuple[str, ...]:
        """The answers a click on the question may give (those it names as numbers of one key, or
        each whole-number choice): none for a wide range or a name."""
        if self.kind == TEXT or ("range" in self.meta and self.longest() > 1):
            return ()
        if self.kind == YES_NO:
            return ("Y", "N")
        return tuple(self.typed(value) for value in self.values())

    def default(self, answers: Mapping[str, Any]) -> Any:
        """The answer Enter gives, ``answers`` being what they are."""
        value = answers[self.name]
        return answers[self.ask.follows] if value is None and self.ask.follows else value

    def skipped(self, answers: Mapping[str, Any]) -> bool:
        """Not asked, ``answers`` being what they are (``unless``)."""
        return bool(self.ask.unless and answers.get(self.ask.unless))

    def read(self, text: str, default: Any, lang: str = "") -> Any:
        """The value ``text`` gives (Enter on nothing: ``default``); ValueError with the refusal's
        words in ``lang`` when it gives none."""
        if not text:
            return default
        if self.kind == TEXT:
            value: Any = " ".join(text.split())
        elif not text.isdigit():
            raise ValueError(self.refusal(lang))
        elif self.kind == NUMBERED:
            place = int(text)
            if not 1 <= place <= len(self.values()):
                raise ValueError(self.refusal(lang))
            return self.values()[place - 1]
        else:
            value = int(text)
        if not _fits(self.meta, value):
            raise ValueError(self.refusal(lang))
        return value

    def words(self, lang: str = "", default: Any = None) -> str:
        """The question in ``lang``, its ``{d}`` the default as typed."""
        return say(self.ask.words, lang).format(d="" if default is None else self.typed(default))

    def refusal(self, lang: str = "") -> str:
        return say(self.ask.refused, lang)

    def shown(self, value: Any, lang: str = "") -> str:
        """How the answer ``value`` shows on its line once given."""
        labels = self.ask.labels
        how = self.ask.shown or ("{typed}  ({label})" if labels else "{typed}")
        label = say(labels[value], lang) if value in labels else ""
        return how.format(typed=self.typed(value), label=label)


def questions(cls) -> tuple[Question, ...]:
    """The setup questions ``cls``'s fields declare, in the declared order (ValueError when one
    depends on a setting that is not asked before it)."""
    found = tuple(Question(f.name, f.metadata["ask"], f.metadata) for f in dataclasses.fields(cls)
                  if "ask" in f.metadata)
    for i, question in enumerate(found):
        before = {q.name for q in found[:i]}
        for depends in filter(None, (question.ask.unless, question.ask.follows)):
            if depends not in before:
                raise ValueError(f"{cls.__name__}.{question.name}'s question depends on {depends!r}, "
                                 f"which is not asked before it")
    return found


def asked(cls) -> tuple[str, ...]:
    """The names of the fields a DOS setup asks, in the order it asks them."""
    return tuple(q.name for q in questions(cls))


def control(cls, name: str) -> Control | None:
    """Where a Windows program sets field ``name`` (None: nowhere)."""
    return _field(cls, name).metadata.get("control")


def in_dialog(cls, title: str) -> tuple[str, ...]:
    """The fields the dialog titled ``title`` sets, in the declared order: each needs its control."""
    return tuple(f.name for f in dataclasses.fields(cls)
                 if title in getattr(f.metadata.get("control"), "dialogs", ()))


def on_menu(cls, title: str) -> tuple[str, ...]:
    """The fields the menu titled ``title`` sets, in the declared order."""
    return tuple(f.name for f in dataclasses.fields(cls)
                 if getattr(f.metadata.get("control"), "menu", "") == title)


def shape(cls, name: str) -> str:
    """What field ``name`` holds: "flag" (True or False), "choice", "number" (a range) or "text"."""
    meta = _field(cls, name).metadata
    if "range" in meta:
        return "number"
    if "text" in meta:
        return "text"
    flags = len(meta["choices"]) == 2 and all(c is True or c is False for c in meta["choices"])
    return "flag" if flags else "choice"


def longest(cls, name: str) -> int:
    """The most characters text field ``name`` holds."""
    return _field(cls, name).metadata["text"]


def _same(value: Any, allowed: Any) -> bool:
    return value == allowed and type(value) is type(allowed)


def allowed(cls, name: str) -> tuple:
    """The values field ``name`` may take, in the declared order."""
    meta = _field(cls, name).metadata
    if "choices" in meta:
        return meta["choices"]
    if "text" in meta:
        raise TypeError(f"{name} is free text: it has no list of values")
    least, most = meta["range"]
    return tuple(range(least, most + 1))


def valid(cls, name: str, value: Any) -> bool:
    """``value`` is one of field ``name``'s choices, of the same type (True is not 1)."""
    return _fits(_field(cls, name).metadata, value)


def _fits(meta: Mapping[str, Any], value: Any) -> bool:
    if "range" in meta:
        least, most = meta["range"]
        return type(value) is int and least <= value <= most
    if "text" in meta:
        return type(value) is str and len(value) <= meta["text"]
    return any(_same(value, c) for c in meta.get("choices", ()))


def _field(cls, name: str) -> dataclasses.Field:
    for f in dataclasses.fields(cls):
        if f.name == name:
            return f
    raise KeyError(f"{cls.__name__} has no setting {name!r}")


class Settings:
    """A base for a program's settings dataclass: read by name, replaced checked, saved as a dict."""

    def __getitem__(self, name: str) -> Any:
        if name not in self.names():
            raise KeyError(name)
        return getattr(self, name)

    def get(self, name: str, default: Any = None) -> Any:
        return getattr(self, name) if name in self.names() else default

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in dataclasses.fields(cls))

    def replace(self: S, **changes: Any) -> S:
        """A copy with ``changes``; a value outside its field's choices is a ValueError."""
        for name, value in changes.items():
            if not valid(type(self), name, value):
                raise ValueError(f"{name} cannot be {value!r}")
        return dataclasses.replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def checked(cls: type[S], saved: Any) -> S:
        """``saved`` (a remembered dict) with each valid value kept and the rest at their defaults."""
        saved = saved if isinstance(saved, dict) else {}
        return cls(**{name: saved[name] for name in cls.names()
                      if name in saved and valid(cls, name, saved[name])})


def load(store, program: str, cls: type[S]) -> S:
    """``program``'s remembered settings from ``store``; values refused are said in one line."""
    return cls.checked(store.checked_settings(program, lambda saved: cls.checked(saved).to_data()))


def save(store, program: str, settings: Settings) -> bool:
    return store.save_settings(program, settings.to_data())
