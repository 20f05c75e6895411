"""Build the Windows kit's bitmap UI fonts (resources/win/*.bdf) from the X11 Adobe Helvetica PCFs.

Source: Debian's ``xfonts-75dpi`` and ``xfonts-100dpi`` packages (the X.Org
``font-adobe-75dpi`` / ``font-adobe-100dpi`` sets, Adobe/DEC permissive
licence, see resources/win/FONT-LICENSE.txt).  Nothing is downloaded here; get
the packages first, e.g.::

    apt-get download xfonts-75dpi xfonts-100dpi
    for f in xfonts-*dpi_*.deb; do dpkg-deb -x "$f" /tmp/xfonts; done
    python tools/build_winfont.py --root /tmp/xfonts

(``--suits-only`` redraws just the suit signs in the BDFs already built.)
(``--root /`` works when the packages are installed.)  The tool reads the
compiled PCF files itself (no pcf2bdf needed), keeps Latin-1 (32-126 and
160-255), adds the four card suit signs drawn for each size, renames the face
(the trademarked family name is not ours to use) and writes plain BDF that
``pyxel.Font`` loads: FONTBOUNDINGBOX height = ascent + descent with y offset
-descent, so ``pyxel.text(x, y, ...)`` puts the top of the line box at ``y``
and the baseline at ``y + ascent``.
"""

from __future__ import annotations

import argparse
import gzip
import re
import struct
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "win"

# output name -> (dpi folder, PCF file, face name, weight, what the kit uses it for)
FONTS = {
    "w31-system.bdf": ("75dpi", "helvB12-ISO8859-1.pcf.gz", "Retro W31 System", "Bold",
                       "Windows 3.1 look: titles, menus, buttons, dialog text"),
    "w31-text.bdf": ("75dpi", "helvR12-ISO8859-1.pcf.gz", "Retro W31 Text", "Medium",
                     "Windows 3.1 look: help viewer body text"),
    "w98-sans.bdf": ("100dpi", "helvR08-ISO8859-1.pcf.gz", "Retro W98 Sans", "Medium",
                     "Windows 98 look: menus, buttons, dialogs, lists, help text"),
    "w98-sans-bold.bdf": ("100dpi", "helvB08-ISO8859-1.pcf.gz", "Retro W98 Sans", "Bold",
                          "Windows 98 look: title bars, headings, default buttons"),
}

KEEP = list(range(32, 127)) + list(range(160, 256))

# Suit signs added to every face, drawn by hand for two cap heights (the cards' own corner
# signs and pips are in retro/win/suitart.py).
# The small text faces' suit signs (w98 sans): seven pixels wide, so that in a line of
# text the spade (a point on top) and the club (three lobes, notched) are told apart
# at a glance.
SUITS_TEXT_SMALL = {
    0x2660: ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."],
    0x2663: ["..XXX..", ".XXXXX.", "..XXX..", "XX.X.XX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."],
    0x2665: [".XX.XX.", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."],
    0x2666: ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."],
}
SUITS_LARGE = {  # cap height about 9-10 (w31 system / text)
    0x2660: ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."],
    0x2663: ["..XXX..", ".XXXXX.", "..XXX..", "XX.X.XX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."],
    0x2665: [".XX.XX.", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X...", "......."],
    0x2666: ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", ".XXXXX.", "..XXX..", "...X...", "......."],
}


@dataclass
class Glyph:
    code: int
    width: int        # advance
    left: int         # left side bearing (bbx x offset)
    ascent: int       # rows above the baseline
    descent: int      # rows below the baseline
    rows: list[str]   # "X"/"." strings, one per row, width = right - left


# ---------------------------------------------------------------- PCF reader
PCF_PROPERTIES, PCF_ACCELERATORS, PCF_METRICS, PCF_BITMAPS = 1, 2, 4, 8
PCF_BDF_ENCODINGS, PCF_BDF_ACCELERATORS = 32, 256
PCF_COMPRESSED_METRICS = 0x100


class _Table:
    def __init__(self, data: bytes, offset: int):
        self.data = data
        self.fmt = struct.unpack_from("<I", data, offset)[0]
        self.pos = offset + 4
        self.big = bool(self.fmt & 4)      # byte order of the table body
        self.msbit = bool(self.fmt & 8)    # bit order inside bitmap bytes

    def read(self, code: str):
        fmt = (">" if self.big else "<") + code
        values = struct.unpack_from(fmt, self.data, self.pos)
        self.pos += struct.calcsize(fmt)
        return values if len(values) > 1 else values[0]


def read_pcf(path: Path) -> tuple[dict, list[Glyph], int, int]:
    """(properties, glyphs with codes, font ascent, font descent) of a (gzipped) PCF file."""
    raw = path.read_bytes()
    data = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
    if data[:4] != b"\x01fcp":
        raise ValueError(f"{path} is not a PCF font")
    count = struct.unpack_from("<i", data, 4)[0]
    tables = {}
    for i in range(count):
        kind, _fmt, _size, offset = struct.unpack_from("<iiii", data, 8 + 16 * i)
        tables[kind] = offset

    props = {}
    t = _Table(data, tables[PCF_PROPERTIES])
    nprops = t.read("i")
    entries = [(t.read("i"), t.read("b"), t.read("i")) for _ in range(nprops)]
    t.pos += (4 - (nprops & 3)) & 3
    t.read("i")  # size of the string pool
    pool = t.pos

    def cstr(at: int) -> str:
        end = data.index(b"\0", pool + at)
        return data[pool + at:end].decode("latin-1")

    for name_at, is_string, value in entries:
        props[cstr(name_at)] = cstr(value) if is_string else value

    t = _Table(data, tables.get(PCF_BDF_ACCELERATORS, tables.get(PCF_ACCELERATORS)))
    t.read("8B")
    font_ascent, font_descent = t.read("i"), t.read("i")

    t = _Table(data, tables[PCF_METRICS])
    metrics = []
    if t.fmt & PCF_COMPRESSED_METRICS:
        for _ in range(t.read("h")):
            metrics.append(tuple(v - 0x80 for v in t.read("5B")))
    else:
        for _ in range(t.read("i")):
            metrics.append(t.read("5h"))
            t.read("H")

    t = _Table(data, tables[PCF_BITMAPS])
    nglyphs = t.read("i")
    offsets = [t.read("i") for _ in range(nglyphs)]
    t.read("4i")
    bitmap_base = t.pos
    pad = 1 << (t.fmt & 3)
    msbit = t.msbit

    t = _Table(data, tables[PCF_BDF_ENCODINGS])
    min2, max2, min1, max1, _default = (t.read("h") for _ in range(5))
    code_of = {}
    for b1 in range(min1, max1 + 1):
        for b2 in range(min2, max2 + 1):
            index = t.read("H")
            if index != 0xFFFF:
                code_of[index] = (b1 << 8) | b2

    glyphs = []
    for index, (lsb, rsb, width, ascent, descent) in enumerate(metrics):
        if index not in code_of:
            continue
        w, h = rsb - lsb, ascent + descent
        stride = ((w + 7) // 8 + pad - 1) // pad * pad
        rows = []
        for r in range(h):
            start = bitmap_base + offsets[index] + r * stride
            bits = []
            for c in range(w):
                byte = data[start + c // 8]
                bit = (byte >> (7 - c % 8)) & 1 if msbit else (byte >> (c % 8)) & 1
                bits.append("X" if bit else ".")
            rows.append("".join(bits))
        glyphs.append(Glyph(code_of[index], width, lsb, ascent, descent, rows))
    return props, glyphs, font_ascent, font_descent


# ---------------------------------------------------------------- BDF writer
def suit_glyphs(cap_height: int) -> list[Glyph]:
    art = SUITS_TEXT_SMALL if cap_height <= 8 else SUITS_LARGE
    out = []
    for code, rows in art.items():
        while rows and "X" not in rows[-1]:
            rows = rows[:-1]
        height = len(rows)
        descent = 1 if height > cap_height else 0
        out.append(Glyph(code, len(rows[0]) + 2, 1, height - descent, descent, rows))
    return out


def write_bdf(path: Path, face: str, weight: str, pixel_size: int, ascent: int, descent: int,
              glyphs: list[Glyph], copyright_lines: list[str], source: str) -> None:
    glyphs = sorted(glyphs, key=lambda g: g.code)
    max_w = max(len(g.rows[0]) if g.rows else 0 for g in glyphs)
    lines = [
        "STARTFONT 2.1",
        f"COMMENT Built by tools/build_winfont.py from {source}",
        "COMMENT Renamed and subset for Retro Card Classics; glyph shapes unchanged",
        "COMMENT except the added card suit signs U+2660 U+2663 U+2665 U+2666.",
        *[f"COMMENT {line}" for line in copyright_lines],
        f"FONT -retro-{face.lower().replace(' ', '')}-{weight.lower()}-r-normal--{pixel_size}-0-0-0-p-0-iso10646-1",
        f"SIZE {pixel_size} 75 75",
        f"FONTBOUNDINGBOX {max_w} {ascent + descent} 0 {-descent}",
        "STARTPROPERTIES 6",
        f'FAMILY_NAME "{face}"',
        f'WEIGHT_NAME "{weight}"',
        f"PIXEL_SIZE {pixel_size}",
        f"FONT_ASCENT {ascent}",
        f"FONT_DESCENT {descent}",
        f'COPYRIGHT "{" ".join(copyright_lines[:2])}"',
        "ENDPROPERTIES",
        f"CHARS {len(glyphs)}",
    ]
    for g in glyphs:
        lines += glyph_lines(g, pixel_size)
    lines.append("ENDFONT")
    path.write_text("\n".join(lines) + "\n", encoding="ascii")


def glyph_lines(g: Glyph, pixel_size: int) -> list[str]:
    """One glyph's STARTCHAR .. ENDCHAR block."""
    w = len(g.rows[0]) if g.rows else 0
    lines = [f"STARTCHAR U+{g.code:04X}", f"ENCODING {g.code}",
             f"SWIDTH {g.width * 1000 // pixel_size} 0", f"DWIDTH {g.width} 0",
             f"BBX {w} {len(g.rows)} {g.left} {-g.descent}", "BITMAP"]
    nbytes = (w + 7) // 8
    for row in g.rows:
        value = int(row.replace("X", "1").replace(".", "0") or "0", 2) << (nbytes * 8 - w)
        lines.append(f"{value:0{nbytes * 2}X}" if nbytes else "00")
    lines.append("ENDCHAR")
    return lines


def redraw_suits(path: Path) -> None:
    """Replace only the suit signs of an already built BDF (no PCF sources needed).

    The cap height is read from the face's own "H"; the bounding box widens if a
    new sign is wider than every glyph before.
    """
    text = path.read_text(encoding="ascii")
    size = int(re.search(r"^PIXEL_SIZE (\d+)", text, re.M).group(1))
    h_bbx = re.search(r"^ENCODING 72\n(?:.*\n)*?BBX (-?\d+) (-?\d+) (-?\d+) (-?\d+)", text, re.M)
    cap = int(h_bbx.group(2)) + int(h_bbx.group(4))
    for g in suit_glyphs(cap):
        block = re.compile(rf"^STARTCHAR U\+{g.code:04X}\n.*?^ENDCHAR\n", re.M | re.S)
        if not block.search(text):
            raise SystemExit(f"{path}: no glyph U+{g.code:04X} to replace")
        text = block.sub(lambda _m: "\n".join(glyph_lines(g, size)) + "\n", text, count=1)
        box = re.search(r"^FONTBOUNDINGBOX (\d+) ", text, re.M)
        if len(g.rows[0]) > int(box.group(1)):
            text = text[:box.start(1)] + str(len(g.rows[0])) + text[box.end(1):]
    path.write_text(text, encoding="ascii")
    print(f"{path.relative_to(ROOT)}: suit signs redrawn for cap height {cap}")


def build(root: Path, out_dir: Path = OUT_DIR) -> list[Path]:
    absent = [str(root / "usr/share/fonts/X11" / dpi / pcf) for dpi, pcf, *_ in FONTS.values()
              if not (root / "usr/share/fonts/X11" / dpi / pcf).is_file()]
    if absent:
        raise SystemExit(f"build_winfont: no {absent[0]} (and {len(absent) - 1} more); nothing written")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for out_name, (dpi, pcf, face, weight, _use) in FONTS.items():
        src = root / "usr/share/fonts/X11" / dpi / pcf
        props, glyphs, ascent, descent = read_pcf(src)
        kept = [g for g in glyphs if g.code in KEEP]
        cap = next(g.ascent for g in glyphs if g.code == ord("H"))
        kept += suit_glyphs(cap)
        notice = [str(props.get("COPYRIGHT", "")), str(props.get("NOTICE", ""))]
        copyright_lines = ["Copyright 1984-1989, 1994 Adobe Systems Incorporated.",
                           "Copyright 1988, 1994 Digital Equipment Corporation."]
        copyright_lines += [n for n in notice if n and n not in copyright_lines]
        path = out_dir / out_name
        write_bdf(path, face, weight, int(props.get("PIXEL_SIZE", ascent + descent)), ascent,
                  descent, kept, copyright_lines, f"X.Org font-adobe-{dpi} {pcf}")
        written.append(path)
        print(f"{path.relative_to(ROOT)}: {len(kept)} glyphs, ascent {ascent}, descent {descent}")
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="/", type=Path,
                        help="folder holding usr/share/fonts/X11/{75dpi,100dpi} (an extracted .deb or /)")
    parser.add_argument("--out", default=OUT_DIR, type=Path)
    parser.add_argument("--suits-only", action="store_true",
                        help="redraw only the suit signs of the BDFs already in --out")
    args = parser.parse_args(argv)
    if args.suits_only:
        for name in FONTS:
            redraw_suits(args.out / name)
        return
    build(args.root, args.out)


if __name__ == "__main__":
    main()
