"""A rules ``Options`` dataclass to saved data and back, field by field (no field listed by hand)."""

from __future__ import annotations

from dataclasses import MISSING, asdict, fields

__all__ = ["options_data", "options_from"]


def options_data(options) -> dict:
    """What a save keeps of ``options``: every field, by name."""
    return asdict(options)


def options_from(cls, data):
    """The ``cls`` options saved as ``data``; a field the save lacks keeps its default.

    Raises ValueError for anything but a mapping of ``cls``'s fields, and for
    a value whose type is not its default's (``True`` is no number here, nor
    ``1`` a flag); the dataclass's own checks judge the values.
    """
    if not isinstance(data, dict):
        raise ValueError("the options are not a mapping")
    known = {f.name: f for f in fields(cls)}
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}")
    for name, value in data.items():
        default = known[name].default
        if default is MISSING or default is None:
            continue
        if isinstance(default, bool) or isinstance(value, bool):
            ok = isinstance(value, bool) and isinstance(default, bool)
        else:
            ok = isinstance(value, type(default))
        if not ok:
            raise ValueError(f"option {name} must be like {default!r}, not {value!r}")
    try:
        return cls(**data)
    except TypeError as err:
        raise ValueError(f"bad options: {err}") from None
