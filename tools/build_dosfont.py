"""Build resources/fonts/dos8x16.bdf: the CP437 + CP866 glyphs of Debian's VGA16 console fonts.

    python tools/build_dosfont.py /path/to/usr/share/consolefonts

The console fonts come from Debian's ``console-setup-linux`` package
(``apt-get download console-setup-linux && dpkg-deb -x console-setup-linux_*.deb x``).
We read PSF (v1 or v2, gzip) with its Unicode table, keep every character of
code pages 437 and 866 (CP437's control-range pictures included), and write a
BDF whose ENCODING is the Unicode code point, which is what pyxel.Font expects.
"""

from __future__ import annotations

import argparse
import gzip
import struct
from pathlib import Path

SOURCES = ("FullCyrSlav-VGA16.psf.gz", "FullGreek-VGA16.psf.gz", "Uni2-VGA16.psf.gz", "Uni1-VGA16.psf.gz", "Lat15-VGA16.psf.gz")
OUT = Path(__file__).resolve().parent.parent / "resources" / "fonts" / "dos8x16.bdf"

# CP437 shows pictures in the control range; Python's cp437 codec maps them to controls.
CP437_LOW = ("\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼")


# Code points some fonts file under a neighbouring character.
ALIASES = {"►": "▶", "◄": "◀", "⌂": "△"}


def cp437_chars() -> list[str]:
    chars = list(CP437_LOW)[1:]
    chars += [bytes([b]).decode("cp437") for b in range(32, 127)]
    chars.append("⌂")
    chars += [bytes([b]).decode("cp437") for b in range(128, 256)]
    return chars


def cp866_chars() -> list[str]:
    return [bytes([b]).decode("cp866") for b in range(128, 256)]


def read_psf(path: Path) -> tuple[int, int, dict[str, bytes]]:
    """(width, height, {char: glyph rows}) from a PSF1/PSF2 font with a Unicode table."""
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    glyphs: dict[str, bytes] = {}
    if data[:2] == b"\x36\x04":  # PSF1
        mode, size = data[2], data[3]
        count = 512 if mode & 1 else 256
        width, height, offset, row_bytes = 8, size, 4, 1
        bitmaps = [data[offset + i * size: offset + (i + 1) * size] for i in range(count)]
        table = data[offset + count * size:]
        index = 0
        i = 0
        while i + 1 < len(table) and index < count:
            (value,) = struct.unpack_from("<H", table, i)
            i += 2
            if value == 0xFFFF:
                index += 1
            elif value != 0xFFFE:
                glyphs.setdefault(chr(value), bitmaps[index])
        return width, height, glyphs
    magic, version, header, flags, count, charsize, height, width = struct.unpack_from("<8I", data)
    if magic != 0x864AB572:
        raise ValueError(f"{path} is not a PSF font")
    row_bytes = (width + 7) // 8
    bitmaps = [data[header + i * charsize: header + (i + 1) * charsize] for i in range(count)]
    table = data[header + count * charsize:]
    index, i = 0, 0
    while i < len(table) and index < count:
        byte = table[i]
        if byte == 0xFF:
            index += 1
            i += 1
            continue
        if byte == 0xFE:  # a sequence follows: skip to the next separator
            while i < len(table) and table[i] != 0xFF:
                i += 1
            continue
        # one UTF-8 character
        length = 1 if byte < 0x80 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
        char = table[i:i + length].decode("utf-8")
        glyphs.setdefault(char, bitmaps[index])
        i += length
    assert row_bytes == 1, "8-pixel-wide fonts only"
    return width, height, glyphs


def build(font_dir: Path, out: Path = OUT) -> list[str]:
    pool: dict[str, bytes] = {}
    for name in SOURCES:
        path = font_dir / name
        if not path.exists():
            continue
        width, height, glyphs = read_psf(path)
        if (width, height) != (8, 16):
            continue
        for char, rows in glyphs.items():
            pool.setdefault(char, rows)
    if not pool:
        raise SystemExit(f"build_dosfont: no 8x16 console font of {', '.join(SOURCES)} in {font_dir}; "
                         f"{out} is left as it was")
    wanted = []
    for char in cp437_chars() + cp866_chars() + ["€", "’", "“", "”", "–", "—", "…", "«", "»", "№"]:
        if char not in wanted:
            wanted.append(char)
    for char, stand_in in ALIASES.items():
        if char not in pool and stand_in in pool:
            pool[char] = pool[stand_in]
    missing = [c for c in wanted if c not in pool]
    chars = [c for c in wanted if c in pool]
    lines = [
        "STARTFONT 2.1",
        "FONT -retro-dos-medium-r-normal--16-160-75-75-c-80-iso10646-1",
        "SIZE 16 75 75",
        "FONTBOUNDINGBOX 8 16 0 -4",
        "COMMENT CP437 and CP866 glyphs of Debian's console-setup VGA16 console fonts.",
        "COMMENT See resources/fonts/NOTICE for their origin and licence.",
        "STARTPROPERTIES 4",
        "FONT_ASCENT 12",
        "FONT_DESCENT 4",
        "DEFAULT_CHAR 63",
        'COPYRIGHT "Public domain console fonts; u_vga16 (c) 2000-2001 Dmitry Bolkhovityanov, MIT-style"',
        "ENDPROPERTIES",
        f"CHARS {len(chars)}",
    ]
    for char in sorted(chars, key=ord):
        rows = pool[char]
        lines += [
            f"STARTCHAR U+{ord(char):04X}",
            f"ENCODING {ord(char)}",
            "SWIDTH 500 0",
            "DWIDTH 8 0",
            "BBX 8 16 0 -4",
            "BITMAP",
            *[f"{b:02X}" for b in rows[:16]],
            "ENDCHAR",
        ]
    lines.append("ENDFONT")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="ascii")
    return missing


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="/usr/share/consolefonts", type=Path,
                        help="the folder of Debian's console fonts (default /usr/share/consolefonts)")
    parser.add_argument("--out", default=OUT, type=Path, help=f"the BDF to write (default {OUT.name} in resources)")
    args = parser.parse_args(argv)
    missing = build(args.folder, args.out)
    print(f"wrote {args.out}")
    if missing:
        print("missing:", " ".join(f"U+{ord(c):04X}" for c in missing))


if __name__ == "__main__":
    main()
