"""Keyboard input as a list of key names pressed this frame ("F3", "N", "RETURN", "LEFT", ...)."""

from __future__ import annotations

_KEYS: list[tuple[str, int, bool]] | None = None  # (name, pyxel code, repeats when held)

# Keys that repeat when held, as a PC keyboard's typematic did.
_REPEATING = {"LEFT", "RIGHT", "UP", "DOWN", "BACKSPACE", "PAGEUP", "PAGEDOWN"}
HOLD_FRAMES, REPEAT_FRAMES = 15, 3


def _table() -> list[tuple[str, int, bool]]:
    global _KEYS
    if _KEYS is None:
        import pyxel

        names = [f"F{i}" for i in range(1, 13)]
        names += [str(d) for d in range(10)]
        names += [chr(c) for c in range(ord("A"), ord("Z") + 1)]
        names += ["LEFT", "RIGHT", "UP", "DOWN", "RETURN", "SPACE", "ESCAPE", "BACKSPACE",
                  "TAB", "HOME", "END", "PAGEUP", "PAGEDOWN", "DELETE", "INSERT", "ASTERISK",
                  "MINUS", "PLUS", "EQUALS"]
        table = [(name, getattr(pyxel, "KEY_" + name), name in _REPEATING) for name in names]
        # The numeric keypad: digits type digits, Enter is Enter.
        table += [(str(d), getattr(pyxel, f"KEY_KP_{d}"), False) for d in range(10)]
        table += [("RETURN", pyxel.KEY_KP_ENTER, False), ("ASTERISK", pyxel.KEY_KP_MULTIPLY, False),
                  ("PLUS", pyxel.KEY_KP_PLUS, False), ("MINUS", pyxel.KEY_KP_MINUS, False)]
        _KEYS = table
    return _KEYS


def pressed() -> list[str]:
    """Names of the keys pressed (or auto-repeated) this frame, without duplicates."""
    import pyxel

    out: list[str] = []
    for name, code, repeats in _table():
        hit = pyxel.btnp(code, hold=HOLD_FRAMES, repeat=REPEAT_FRAMES) if repeats else pyxel.btnp(code)
        if hit and name not in out:
            out.append(name)
    return out


def alt_down() -> bool:
    import pyxel

    return pyxel.btn(pyxel.KEY_ALT) or pyxel.btn(pyxel.KEY_LALT) or pyxel.btn(pyxel.KEY_RALT)


def shift_down() -> bool:
    import pyxel

    return pyxel.btn(pyxel.KEY_SHIFT) or pyxel.btn(pyxel.KEY_LSHIFT) or pyxel.btn(pyxel.KEY_RSHIFT)


def ctrl_down() -> bool:
    import pyxel

    return pyxel.btn(pyxel.KEY_CTRL) or pyxel.btn(pyxel.KEY_LCTRL) or pyxel.btn(pyxel.KEY_RCTRL)
