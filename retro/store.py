"""The user data directory: atomic writes, remembered settings, and damaged-file handling."""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

APP_VENDOR = "Retro Card Classics"
APP_NAME = "retro-cards"
ENV_VAR = "RETRO_CARDS_DATA"
SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1
# No file of ours is anywhere near this; a bigger one is damaged, not read.
MAX_FILE_BYTES = 1_000_000
# atomic_write_bytes's temporary files: ".NAME.<random>.tmp" beside the file.
TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]+\.tmp$")
# A write takes milliseconds; a temporary file this old was left by a crash or a power loss.
STALE_TEMP_SECONDS = 60.0

# Why a file is set aside, in the player's words: the line reads
# "NAME was damaged (<why>); starting afresh (kept as NAME.bad)." A reader's own reason (a parser's
# message, a value from the file) is for developers and never shown.
A_FOLDER = "it is a folder, not a file"
TOO_LARGE = "it is far too large"
UNREADABLE_TEXT = "its text could not be read"
NOT_SETTINGS = "it holds no remembered settings"
ANOTHER_VERSIONS_SETTINGS = "it was written by another version of the program"
SETTINGS_DO_NOT_ADD_UP = "it holds settings that could not be read"


class Damaged(ValueError):
    """A stored file could not be understood; the message says why in a few of the player's words
    ("it holds another program's game")."""


class Unreadable(Damaged):
    """A stored file could not be read at all (its folder is not a folder, no permission...)."""


def default_data_dir() -> Path:
    """The platform's per-user data folder for this program."""
    if sys.platform == "emscripten":  # the browser: where Pyxel's web runtime keeps user data
        from retro.browser import pyxel_data_dir

        return pyxel_data_dir(APP_VENDOR, APP_NAME)
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / APP_VENDOR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_VENDOR
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_NAME


def resolve_data_dir(option: str | os.PathLike | None = None) -> Path:
    """``--data-dir`` wins, then ``$RETRO_CARDS_DATA``, then the platform default; always an
    absolute path, read from the folder the program was started in (a relative one named by the
    player means from there, not from the folder Pyxel's ``init`` moves to)."""
    if option:
        return absolute(option)
    env = os.environ.get(ENV_VAR)
    if env:
        return absolute(env)
    return absolute(default_data_dir())


def absolute(path: str | os.PathLike) -> Path:
    """``path`` (``~`` expanded) as an absolute path from the current folder."""
    return Path(os.path.abspath(os.path.expanduser(os.fspath(path))))


def atomic_write_bytes(path: Path, data: bytes, sync: bool = True) -> None:
    """Write ``data`` to ``path`` so that a reader sees the old file or the new one, never half.

    ``sync`` also waits for the disk (fsync) before the rename, so a power cut
    keeps the old file or the new; without it the rename is still all or
    nothing for every reader, and the write costs far less.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            if sync:
                os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Store:
    """One user data directory. Problems become one-line ``messages``, never exceptions."""

    def __init__(self, root: str | os.PathLike | None = None):
        self.root = resolve_data_dir(root)
        self.messages: list[str] = []
        # (name, reason) -> the "could not be read" line said for it: a failed save of the
        # same file for the same reason joins that line instead of adding an echo
        self._unreadable: dict[tuple[str, str], str] = {}
        self._settings: dict[str, dict[str, Any]] = {}     # settings file -> {program: values}
        # Called after each change to the folder's files (a save, a delete, a damaged file
        # set aside). The browser page sets it to copy the folder to IndexedDB
        # (retro.browser.Keeper.persist); elsewhere the disk keeps the files by itself.
        self.on_change: Callable[[], None] | None = None
        self.clean_stale_temps()

    def clean_stale_temps(self, older_than: float = STALE_TEMP_SECONDS) -> int:
        """Delete the temporary files a write killed before its rename left behind.

        Only names of ours (``.NAME.<random>.tmp``) older than ``older_than``
        seconds go: a younger one may belong to another copy of the program
        writing at this moment. No loader reads these names, so a leftover is
        never taken for data; this only keeps the folder tidy. Returns the count.
        """
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return 0
        now, removed = time.time(), 0
        for entry in entries:
            if not TEMP_NAME.match(entry.name):
                continue
            try:
                age = now - entry.stat(follow_symlinks=False).st_mtime
                if entry.is_file(follow_symlinks=False) and age >= older_than:
                    os.unlink(entry.path)
                    removed += 1
            except OSError:
                pass
        return removed

    # --- plain files -------------------------------------------------------
    def path(self, name: str) -> Path:
        return self.root / name

    def report(self, message: str) -> None:
        """Record a one-line message for the screen (and the log)."""
        line = " ".join(str(message).split())
        self.messages.append(line)
        print(line, file=sys.stderr)

    def take_messages(self) -> list[str]:
        out, self.messages = self.messages, []
        return out

    def read_bytes(self, name: str) -> bytes | None:
        """The file's bytes, or None if it does not exist. Raises Damaged if unreadable."""
        path = self.path(name)
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return None
        except IsADirectoryError:
            raise Damaged(A_FOLDER)
        except OSError as err:
            raise Unreadable(err.strerror or str(err))
        if len(data) > MAX_FILE_BYTES:
            raise Damaged(TOO_LARGE)
        return data

    def write_bytes(self, name: str, data: bytes, sync: bool = True) -> bool:
        """Atomic write; on failure report one line and return False.

        ``sync=False`` is for a file rewritten after every move (the kept game),
        where the next move rewrites it anyway and a frame must not wait for the disk.
        """
        try:
            atomic_write_bytes(self.path(name), data, sync)
            self._changed()
            return True
        except OSError as err:
            reason = str(err.strerror or err)
            said = self._unreadable.get((name, reason))
            if said in self.messages:       # read and write fail alike: one line says both
                line = f"{name} could not be read or saved ({reason}); starting afresh."
                self.messages[self.messages.index(said)] = line
                self._unreadable[(name, reason)] = line
                print(line, file=sys.stderr)
            else:
                self.report(f"Could not save {name}: {reason}.")
            return False

    def write_text(self, name: str, text: str, sync: bool = True) -> bool:
        return self.write_bytes(name, text.encode("utf-8"), sync)

    def delete(self, name: str) -> None:
        try:
            self.path(name).unlink()
            self._changed()
        except FileNotFoundError:
            pass
        except OSError as err:
            self.report(f"Could not delete {name}: {err.strerror or err}.")

    def _changed(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception as err:  # keeping a copy elsewhere must never stop a save
                self.report(f"Could not keep the files in this browser: {_short_reason(err)}.")

    # --- the one path for damaged files ------------------------------------
    def damaged(self, name: str, reason: str, verb: str = "was damaged") -> None:
        """Report ``name`` as damaged in one line and keep a ``.bad`` copy beside it.

        The copy also keeps the old content from being overwritten by the next save.
        """
        path = self.path(name)
        kept = ""
        try:
            if path.is_file():
                os.replace(path, path.with_name(path.name + ".bad"))
                kept = f" (kept as {name}.bad)"
                self._changed()
        except OSError:
            pass
        line = f"{name} {verb} ({reason}); starting afresh{kept}."
        self.report(line)
        if verb == "could not be read":
            self._unreadable[(name, reason)] = self.messages[-1]

    def load(self, name: str, parse: Callable[[bytes], Any], default: Any) -> Any:
        """Read and parse ``name``; missing -> ``default``; unreadable -> damaged path -> ``default``.

        ``parse`` raises ValueError (or Damaged) with a short reason when the
        content is wrong.
        """
        try:
            data = self.read_bytes(name)
            if data is None:
                return default
            return parse(data)
        except Unreadable as err:
            self.damaged(name, _short_reason(err), verb="could not be read")
            return default
        except Damaged as err:
            self.damaged(name, _short_reason(err))
            return default
        except (ValueError, TypeError, KeyError, UnicodeDecodeError):
            # the reader's own reason is for its developers; the player hears what it means
            self.damaged(name, UNREADABLE_TEXT)
            return default

    def load_json(self, name: str, default: Any, check: Callable[[Any], Any] | None = None) -> Any:
        """JSON file -> value (``check`` may validate/convert it and raise ValueError)."""

        def parse(data: bytes) -> Any:
            try:
                value = json.loads(data.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                raise Damaged(UNREADABLE_TEXT) from None
            except RecursionError:  # [[[[... a few hundred kilobytes deep
                raise Damaged(UNREADABLE_TEXT) from None
            return check(value) if check else value

        return self.load(name, parse, default)

    def save_json(self, name: str, value: Any) -> bool:
        return self.write_text(name, json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True) + "\n")

    # --- remembered settings -----------------------------------------------
    # Each program keeps its settings in a file of its own (``settings_file``), so that two
    # browser tabs playing two programs never write the same file (retro.browser). Settings
    # kept before that, all programs in one ``settings.json``, are read while a program has
    # no file of its own yet.
    def _load_settings(self, name: str = SETTINGS_FILE) -> dict[str, Any]:
        if name not in self._settings:
            self._settings[name] = self.load_json(name, {}, _check_settings)
        return self._settings[name]

    def settings(self, program: str) -> dict[str, Any]:
        """A copy of the remembered settings of ``program`` (empty when none)."""
        own = settings_file(program)
        if self.path(own).exists():
            return dict(self._load_settings(own).get(program, {}))
        return dict(self._load_settings().get(program, {}))

    def checked_settings(self, program: str, check: Callable[[dict], dict]) -> dict[str, Any]:
        """``check`` applied to ``program``'s remembered settings (it keeps the valid values
        and puts defaults in for the rest); values it refused are said in one line."""
        saved = self.settings(program)
        out = check(saved)
        refused = sorted(key for key in saved if key in out and saved[key] != out[key])
        if refused:
            self.report(f"{settings_file(program)}: settings not understood ({', '.join(refused)}); "
                        "defaults used.")
        return out

    def save_settings(self, program: str, values: dict[str, Any]) -> bool:
        own = settings_file(program)
        self._settings[own] = {program: dict(values)}
        return self.save_json(own, {"version": SETTINGS_VERSION, "programs": {program: dict(values)}})


def settings_file(program: str) -> str:
    """The file of ``program``'s remembered settings: ``casino.settings.json``."""
    return f"{program}.{SETTINGS_FILE}"


# The programs whose files a data folder holds, by the start of their names; the files of
# no program (settings.json of old, a crash's error log) are the folder's own.
PROGRAMS = ("pinochle", "tablenette", "casino", "tablanet")
OWN_NAMES = {"PINOCHLE.SCR": "pinochle", "casino_hall_of_fame.json": "casino"}


def program_of(name: str) -> str | None:
    """The program a data file belongs to (its ``.bad`` copy and its temporary files too), or None."""
    name = name.rsplit("/", 1)[-1]
    if TEMP_NAME.match(name):
        name = name[1:].rsplit(".", 2)[0]
    name = name.removesuffix(".bad")
    if name in OWN_NAMES:
        return OWN_NAMES[name]
    first = name.split(".", 1)[0]
    return first if first in PROGRAMS and "." in name else None


def _check_settings(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not isinstance(value.get("programs"), dict):
        raise Damaged(NOT_SETTINGS)
    if value.get("version") != SETTINGS_VERSION:
        raise Damaged(ANOTHER_VERSIONS_SETTINGS)
    programs = value["programs"]
    if not all(isinstance(v, dict) for v in programs.values()):
        raise Damaged(SETTINGS_DO_NOT_ADD_UP)
    return programs


def _short_reason(err: Exception) -> str:
    text = str(err) or type(err).__name__
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
