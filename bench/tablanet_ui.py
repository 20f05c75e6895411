"""Frame costs of Tablanet's game screen, headless: update+draw per frame.

    python -m bench.tablanet_ui [--quick]

Three measurements of one frame's cost (see bench/_frames.py: CPU time
judged, wall time shown):

- ``person``: the person's turn in a three-player game, the cursor moving
  every few frames, the capture list opening and closing, F6 switching the
  language (every change repaints the screen);
- ``computer``: demo mode at speed 0 with the default bot, three players,
  so that a computer decision, its beats and a repaint fall in as many
  frames as possible -- the worst case for a frame during computer turns;
- ``paced``: demo mode at the default speed (2), as a person watches it;
- ``coach``: a learning game (open hands, the coach on) where the person
  asks for a hint (F4) and plays it every turn, so that the hint and the
  verdict on each play are worked out across frames (no frame
  over 40 ms while the coach works; a kept game is saved after every play).
"""

from __future__ import annotations

import sys

from bench._frames import game_app, print_report, summary, timed_frame

TARGET_MS = 3.0       # update+draw of the game screen, per frame
COMPUTER_MAX_MS = 40.0


def _app(speed: int):
    from retro import headless
    from retro.tablanet.screens import app as tablanet_app

    app = game_app(tablanet_app, "tablanet", "*", seed=2024, settings={"speed": speed})
    headless.frame(app, 2)
    return app


def _person_position():
    """A three-player table where the person's 10♦ can take five ways (the list opens)."""
    from retro.tablanet.rules import Options, State

    return State.from_position(hands=["10D 3C 7H 2S", "KS 2H 9D 4D", "QS 8C 6H 5S"],
                               table="10S 5D 5H 4C 6C", stock="AS AH", to_move=0,
                               options=Options(players=3))


def person_frames(frames: int) -> dict:
    import pyxel

    app = _app(speed=2)
    app.begin(_person_position())
    while not (app.scene.turn.active and not app.modals):
        timed_frame(app, [])
    costs: list = []
    # cursor right/left, open the 10♦'s captures, move in the list, close it, switch language
    keys = [pyxel.KEY_RIGHT, pyxel.KEY_LEFT, pyxel.KEY_4, pyxel.KEY_DOWN, pyxel.KEY_UP,
            pyxel.KEY_ESCAPE, pyxel.KEY_F6]
    for i in range(frames):
        timed_frame(app, costs, keys[(i // 5) % len(keys)] if i % 5 == 0 else None)
    return summary(costs)


def demo_frames(speed: int, hands: int) -> dict:
    from retro.tablanet.rules import Options, State
    from retro.tablanet.screens.ui_popups import Box

    app = _app(speed=speed)
    app.begin(State.new(17, Options(players=3)), demo=True)
    costs: list = []
    while app.scene.state.hand_no <= hands and not app.scene.state.over and len(costs) < 200_000:
        timed_frame(app, costs)
        if isinstance(app.modal, Box) and app.modal.auto_close:
            app.modal.auto_close = 1          # don't time the score sheet's resting frames
    result = summary(costs)
    result["hands"] = hands
    from retro.tablanet.bots import DEFAULT_BOT

    result["bot"] = DEFAULT_BOT
    return result


def coach_frames(plays: int) -> dict:
    """The person asks for a hint and plays it, ``plays`` times, the coach judging each play."""
    import pyxel

    from retro import headless
    from retro.tablanet.rules import Options, State

    app = _app(speed=0)
    app.settings = app.settings.replace(open_hands=True, coach=True)
    app.begin(State.new(31, Options(players=2)))
    costs: list = []
    played = 0
    while played < plays and not app.scene.state.over and len(costs) < 100_000:
        game = app.scene
        if app.modals:
            timed_frame(app, costs, pyxel.KEY_RETURN if len(costs) % 30 == 0 else None)
        elif game.turn.active and game.desk.hint is None and game.desk.hint_work is None:
            timed_frame(app, costs, pyxel.KEY_F4)
        elif game.turn.active and game.desk.hint is not None:
            timed_frame(app, costs, pyxel.KEY_RETURN)
            if app.modals:
                timed_frame(app, costs, pyxel.KEY_RETURN)
            played += 1
        else:
            timed_frame(app, costs)
    headless.frame(app)
    result = summary(costs)
    result["bot"] = "coach"
    result["hands"] = app.scene.state.hand_no
    return result


def measure(quick: bool = False) -> dict:
    person = person_frames(300 if quick else 1500)
    computer = demo_frames(speed=0, hands=1 if quick else 4)
    paced = demo_frames(speed=2, hands=1)
    coach = coach_frames(6 if quick else 24)
    return {
        "game": "tablanet_ui",
        "person": person,
        "computer": computer,
        "paced": paced,
        "coach": coach,
        "targets": {"frame_ms": TARGET_MS, "computer_frame_max_ms": COMPUTER_MAX_MS},
        "ok": (person["median_ms"] <= TARGET_MS and computer["median_ms"] <= TARGET_MS
               and paced["median_ms"] <= TARGET_MS
               and computer["over_40ms"] == 0 and paced["over_40ms"] == 0 and coach["over_40ms"] == 0),
    }


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    result = measure(quick="--quick" in argv)
    print_report("Tablanet", result, names=("person", "computer", "paced", "coach"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
