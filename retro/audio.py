"""Sound for every program: square-wave beeps and tunes through Pyxel, with one global mute."""

from __future__ import annotations

# A tune is Pyxel's MML-like note string ("c3e3g3r c4"), played as a square
# wave like the PC speaker. Named effects keep the programs' sounds in one place.
EFFECTS = {
    "play": ("c4", 30),
    "error": ("c1c1", 12),
    "ok": ("g3c4", 10),
    "capture": ("e3g3c4", 8),
    "fanfare": ("c3e3g3c4r g3c4", 10),
    "deal": ("c2", 4),
    "click": ("c3", 3),
    "startup": ("e3g3c4g3 e3g3c4e4 d4c4b3a3 g3r g3a3 b3c4d4e4 c4r", 9),
}


class Audio:
    """Plays effects unless muted. Pyxel is imported only when a sound really plays."""

    def __init__(self, muted: bool = False):
        self.muted = muted
        self._cache: dict[tuple[str, int, str], object] = {}
        self.played: list[str] = []  # names of effects played (tests read it)

    def toggle(self) -> bool:
        """Flip the mute; returns True when sound is now on."""
        self.muted = not self.muted
        if self.muted:
            self.stop()
        return not self.muted

    @property
    def on(self) -> bool:
        return not self.muted

    def effect(self, name: str, channel: int = 0) -> None:
        notes, speed = EFFECTS[name]
        self.notes(notes, speed, channel, label=name)

    def notes(self, notes: str, speed: int = 10, channel: int = 0, tone: str = "s", label: str = "") -> None:
        self.played.append(label or notes)
        del self.played[:-50]
        if self.muted:
            return
        try:
            import pyxel

            key = (notes, speed, tone)
            sound = self._cache.get(key)
            if sound is None:
                sound = pyxel.Sound()
                sound.set(notes, tone, "5", "n", speed)
                self._cache[key] = sound
            pyxel.play(channel, sound)
        except Exception:
            # No audio device (or no Pyxel): a game is still a game without sound.
            pass

    def stop(self) -> None:
        try:
            import pyxel

            pyxel.stop()
        except Exception:
            pass
