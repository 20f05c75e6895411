"""Where bundled files live, in a source checkout and in an installed copy."""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _first_existing(*candidates: Path) -> Path:
    for path in candidates:
        if path.exists():
            return path
    return candidates[0]


def resources_dir() -> Path:
    """``resources/`` beside ``retro/`` (checkout, .pyxapp) or ``retro/resources`` (installed)."""
    return _first_existing(_HERE.parent / "resources", _HERE / "resources")


def docs_dir() -> Path:
    return _first_existing(_HERE.parent / "original_docs", _HERE / "original_docs")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def doc_text(program: str, lang: str | None = None) -> str:
    """The help text of a program (``original_docs/<program>[.<lang>].md``)."""
    name = f"{program}.{lang}.md" if lang else f"{program}.md"
    path = docs_dir() / name
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"The help file {name} is missing from this copy of the program."
