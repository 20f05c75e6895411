"""Write each program's key table into its manuals, made from the program's keymap.

    python tools/key_tables.py           write the tables that are out of date
    python tools/key_tables.py --check   only name them (exit 1 if any is)

Each program's ``app_keys.py`` says which manual (``original_docs/``) is in
which language (``MANUALS``) and makes the table (``key_table(lang)``); the
table goes between the manual's marks (``retro.table.keymap.TABLE_START`` and
``TABLE_END``). Run it after adding, removing or rewording a key.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retro.paths import docs_dir  # noqa: E402
from retro.programs import PROGRAMS  # noqa: E402
from retro.table import keymap  # noqa: E402


def manuals(docs: Path) -> list[tuple[Path, str, str]]:
    """Every manual with a key table: (its path, its text now, its text with the keymap's table)."""
    found = []
    for program in PROGRAMS:
        keys = importlib.import_module(f"retro.{program.name}.screens.app_keys")
        for lang, name in keys.MANUALS.items():
            path = docs / name
            with open(path, encoding="utf-8", newline="") as file:
                text = file.read()
            if keymap.key_table_in(text) is None:
                raise SystemExit(f"{path} has no key table marks ({keymap.TABLE_START} ... {keymap.TABLE_END})")
            found.append((path, text, keymap.with_key_table(text, keys.key_table(lang))))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only name the manuals whose table is out of date")
    parser.add_argument("--docs", type=Path, default=docs_dir(), help="the manuals' folder (original_docs)")
    args = parser.parse_args(argv)
    stale = [(path, made) for path, text, made in manuals(args.docs) if made != text]
    for path, made in stale:
        if args.check:
            print(f"{path.name}: its key table is not the keymap's")
        else:
            with open(path, "w", encoding="utf-8", newline="") as file:
                file.write(made)
            print(f"{path.name}: key table written")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
