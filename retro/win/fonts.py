"""The kit's bitmap UI fonts (resources/win/*.bdf) and text measuring/drawing with & mnemonics."""

from __future__ import annotations

from retro import paths

# Characters the Latin-1 fonts lack, shown as their nearest plain equivalents.
_PLAIN = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "--",
    "\u2026": "...", "\u2022": "\u00b7", "\u2192": "->", "\u2190": "<-", "\u2191": "^",
    "\u2193": "v", "\u2264": "<=", "\u2265": ">=", "\u2260": "!=", "\u2212": "-", "\u00a0": " ",
    "\u2248": "~", "\u2009": " ",
})

# name -> (file, ascent, descent) ; ascent/descent as written by tools/build_winfont.py
FACES = {
    "w31-system": ("w31-system.bdf", 11, 3),
    "w31-text": ("w31-text.bdf", 11, 3),
    "w98-sans": ("w98-sans.bdf", 10, 2),
    "w98-sans-bold": ("w98-sans-bold.bdf", 10, 2),
}

_loaded: dict[str, "UIFont"] = {}
_letters: dict[str, frozenset[int]] = {}


def face_letters(face: str) -> frozenset[int]:
    """The characters font ``face`` has a letter for (its BDF's encodings), read once, without Pyxel."""
    if face not in _letters:
        text = paths.resource("win", FACES[face][0]).read_text(encoding="latin-1")
        _letters[face] = frozenset(int(line.split()[1]) for line in text.splitlines()
                                   if line.startswith("ENCODING "))
    return _letters[face]


def look_writes(look, ch: str) -> bool:
    """Whether a look's window can write ``ch`` in its plain and its bold letters (a name is shown in
    both: a typed name with a letter neither has is refused)."""
    return all(ord(ch) in face_letters(face) for face in {look.ui_face, look.bold_face})


class ResourceMissing(RuntimeError):
    """A bundled file is missing; str() is a one-line message fit to show a player."""


def plain(text: str) -> str:
    """``text`` with typographic characters the fonts lack replaced (suits are kept)."""
    return text.translate(_PLAIN)


def split_mnemonic(label: str) -> tuple[str, int]:
    """``"&New Game"`` -> ``("New Game", 0)``; ``"&&"`` is a literal ``&``; -1 when none."""
    out, index, i = [], -1, 0
    while i < len(label):
        ch = label[i]
        if ch == "&" and i + 1 < len(label):
            if label[i + 1] == "&":
                out.append("&")
            else:
                index = len(out) if index < 0 else index
                out.append(label[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out), index


def mnemonic_key(label: str) -> str | None:
    """The lower-case letter after ``&`` in ``label`` (``None`` when there is none)."""
    text, index = split_mnemonic(label)
    return text[index].lower() if index >= 0 else None


class UIFont:
    """A loaded BDF face: ``draw`` puts the top of the line box at ``y``; ``height`` is the line."""

    def __init__(self, name: str):
        import pyxel

        file, self.ascent, self.descent = FACES[name]
        path = paths.resource("win", file)
        if not path.exists():
            raise ResourceMissing(f"Missing resource: resources/win/{file} (reinstall the program).")
        self.name = name
        self.font = pyxel.Font(str(path))
        self.height = self.ascent + self.descent
        self._widths: dict[str, int] = {}

    def width(self, text: str) -> int:
        w = self._widths.get(text)
        if w is None:
            w = self.font.text_width(plain(text))
            if len(self._widths) < 4000:
                self._widths[text] = w
        return w

    def draw(self, x: int, y: int, text: str, col: int) -> None:
        import pyxel

        pyxel.text(x, y, plain(text), col, self.font)

    def draw_label(self, x: int, y: int, label: str, col: int, underline: bool = True) -> None:
        """Draw ``label`` with its ``&`` mnemonic letter underlined, as Windows menus do."""
        import pyxel

        text, index = split_mnemonic(label)
        self.draw(x, y, text, col)
        if underline and index >= 0:
            ux = x + self.width(text[:index])
            uw = max(1, self.width(text[index]) - 1)
            pyxel.line(ux, y + self.ascent + 1, ux + uw - 1, y + self.ascent + 1, col)

    def label_width(self, label: str) -> int:
        return self.width(split_mnemonic(label)[0])

    def wrap(self, text: str, width: int) -> list[str]:
        """Greedy word wrap to ``width`` pixels (explicit newlines kept)."""
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if self.width(trial) <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
                while self.width(line) > width and len(line) > 1:  # one over-long word
                    cut = len(line) - 1
                    while cut > 1 and self.width(line[:cut]) > width:
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line)
        return lines


def font(name: str) -> UIFont:
    """The face ``name`` (see ``FACES``), loaded once after ``pyxel.init``."""
    f = _loaded.get(name)
    if f is None:
        f = _loaded[name] = UIFont(name)
    return f
