"""The one 64-colour palette every screen shares: CGA, Windows 16, title gradient, card art."""

from __future__ import annotations

import contextlib
import os
import sys

# 0-15: the 16 CGA text-mode colours (brown at 6), for the DOS programs.
CGA = [
    0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
    0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF,
]
BLACK, BLUE, GREEN, CYAN, RED, MAGENTA, BROWN, LIGHT_GREY = range(8)
DARK_GREY, LIGHT_BLUE, LIGHT_GREEN, LIGHT_CYAN, LIGHT_RED, LIGHT_MAGENTA, YELLOW, WHITE = range(8, 16)

# 16-31: the Windows 3.x / 98 16-colour VGA palette, for the Windows programs.
WIN_BASE = 16
WINDOWS = [
    0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080, 0xC0C0C0,
    0x808080, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
]
(W_BLACK, W_MAROON, W_GREEN, W_OLIVE, W_NAVY, W_PURPLE, W_TEAL, W_SILVER,
 W_GREY, W_RED, W_LIME, W_YELLOW, W_BLUE, W_FUCHSIA, W_AQUA, W_WHITE) = range(16, 32)

# 32-47: the Windows 98 active title bar gradient, navy to light blue.
GRADIENT_BASE = 32
GRADIENT_STEPS = 16


def _blend(a: int, b: int, t: float) -> int:
    out = 0
    for shift in (16, 8, 0):
        ca, cb = (a >> shift) & 0xFF, (b >> shift) & 0xFF
        out |= round(ca + (cb - ca) * t) << shift
    return out


GRADIENT = [_blend(0x000080, 0x1084D0, i / (GRADIENT_STEPS - 1)) for i in range(GRADIENT_STEPS)]

# 48-63: extra shades for the window kit and the card faces (owned by retro.win).
EXTRA_BASE = 48
EXTRA = [
    0xDFDFDF,  # 48 Win98 3-D light
    0x404040,  # 49 Win98 3-D dark shadow
    0xF0C890,  # 50 court figure skin
    0xE0B000,  # 51 court figure gold
    0x2050A0,  # 52 card back blue
    0x80A0E0,  # 53 card back light blue
    0xA02020,  # 54 card back red
    0xE08080,  # 55 card back light red
    0x006000,  # 56 dark felt green
    0x00A050,  # 57 light felt green
    0xFF8000,  # 58 orange (fish back)
    0x804000,  # 59 brown (hair, wood, castle gate)
    0xA0D0F0,  # 60 pale sky (castle back)
    0xFFF0C0,  # 61 cream (court highlights)
    0xD0D0D0,  # 62 light stone grey
    0x102060,  # 63 deep blue (backs)
]

PALETTE = CGA + WINDOWS + GRADIENT + EXTRA
assert len(PALETTE) == 64


def install() -> None:
    """Load the palette into Pyxel (call after pyxel.init).

    ``from_list`` is the one way every engine the page may meet takes a whole
    palette (the 2.6 engine of the browser test has no slice assignment).
    Pyxel 2.9 prints a deprecation notice for it on the standard output; on
    the desktop that notice is kept off the player's terminal.
    """
    import pyxel

    with _quiet_stdout():
        pyxel.colors.from_list(PALETTE)


@contextlib.contextmanager
def _quiet_stdout():
    """Standard output (file descriptor 1, where the engine prints) to nowhere, for a moment."""
    if sys.platform == "emscripten":
        yield
        return
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        with open(os.devnull, "w") as nowhere:
            os.dup2(nowhere.fileno(), 1)
            yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)
