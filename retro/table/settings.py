"""Declared settings: one frozen dataclass per program, each field with its choices or range.

A program declares its remembered settings once::

    @dataclass(frozen=True)
    class TablanetSettings(Settings):
        lang: str = choice("ru", "ru", "en")
        players: int = choice(2, 2, 3)
        speed: int = number(2, 0, 9)

and ``load(store, "tablanet", TablanetSettings)`` reads them through
``retro.store`` (a value that is not among its field's choices, or of another
type, is reset to its default, said in one line as before); ``save`` writes
them back with ``dataclasses.asdict``. The setup questions ask from
``allowed(cls, name)`` and check an answer with ``valid``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

S = TypeVar("S", bound="Settings")


def choice(default: Any, *choices: Any):
    """A field whose value is one of ``choices`` (the default among them)."""
    if default not in choices:
        raise ValueError(f"the default {default!r} is not one of {choices!r}")
    return dataclasses.field(default=default, metadata={"choices": tuple(choices)})


def flag(default: bool):
    """A yes/no field."""
    return choice(default, True, False)


def number(default: int, least: int, most: int):
    """A whole-number field from ``least`` to ``most``."""
    if not least <= default <= most:
        raise ValueError(f"the default {default} is not within {least}-{most}")
    return dataclasses.field(default=default, metadata={"range": (least, most)})


def text(default: str, longest: int):
    """A free text field (a name) of at most ``longest`` characters."""
    if len(default) > longest:
        raise ValueError(f"the default {default!r} is longer than {longest}")
    return dataclasses.field(default=default, metadata={"text": longest})


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
    meta = _field(cls, name).metadata
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
