"""Frame costs of Tommy's Pinochle's game screen, headless: update+draw per frame.

    python -m bench.pinochle_ui [--quick]

Three measurements of one frame's cost (see bench/_frames.py: CPU time
judged, wall time shown):

- ``person``: the person's turn, the cursor moving every few frames and the
  meld table going up and down (every change repaints the screen);
- ``computer``: demo mode at speed 0 with the default bot, so that a
  computer decision, its events and a repaint fall in as many frames as
  possible -- the worst case for a frame during computer turns;
- ``paced``: demo mode at the default speed (2), as a person watches it;
- ``coach``: the person's turns with open hands and the coach on:
  each decision is judged while play goes on, a slice per frame;
- ``save``: the kept game's write after a move, timed alone,
  the disk's sync included (wall time).
"""

from __future__ import annotations

import sys

from bench._frames import game_app, print_report, summary, timed_frame

TARGET_MS = 3.0       # update+draw of the game screen, per frame
COMPUTER_MAX_MS = 40.0


def _app(speed: int):
    from retro import headless
    from retro.pinochle.screens import app as pinochle_app

    app = game_app(pinochle_app, "pinochle", "*", seed=2024, settings={"speed": speed})
    headless.frame(app, 2)
    return app


def person_frames(frames: int) -> dict:
    import pyxel

    from retro.pinochle.rules import Options, State

    app = _app(speed=2)
    app.begin(State.new(9, Options()))
    while app.scene.turn.awaiting != "play":
        timed_frame(app, [])
    costs: list[float] = []
    keys = [pyxel.KEY_RIGHT, pyxel.KEY_RIGHT, pyxel.KEY_LEFT, pyxel.KEY_F3]
    for i in range(frames):
        timed_frame(app, costs, keys[(i // 5) % len(keys)] if i % 5 == 0 else None)
    return summary(costs)


def demo_frames(speed: int, hands: int) -> dict:
    import pyxel

    from retro.pinochle.rules import Options, State
    from retro.pinochle.screens.ui_popups import Box

    app = _app(speed=speed)
    app.begin(State.new(17, Options(game_point=30_000)))
    timed_frame(app, [], pyxel.KEY_F2)
    costs: list[float] = []
    decisions = 0
    while app.scene.state.hand_number <= hands and len(costs) < 200_000:
        before = len(app.scene.state.events)
        timed_frame(app, costs)
        decisions += len(app.scene.state.events) != before
        if isinstance(app.modal, Box) and app.modal.auto_close:
            app.modal.auto_close = 1          # don't time the score sheet's resting frames
    result = summary(costs)
    result["hands"] = hands
    from retro.pinochle.bots import DEFAULT_BOT

    result["bot"] = DEFAULT_BOT
    return result


def coach_frames(decisions: int) -> dict:
    """The person plays the first card (or no meld) each turn; every decision is judged."""
    import pyxel

    from retro.pinochle.rules import Options, State

    app = _app(speed=0)
    app.settings = app.settings.replace(coach=True)
    app.begin(State.new(31, Options(open_hands=True)))
    costs: list[float] = []
    made = 0
    while made < decisions and len(costs) < 100_000:
        scene = app.scene
        key = None
        if (scene.turn.awaiting in ("play", "meld") and not scene.queue and not scene.queue.wait
                and not app.modals and not scene.desk.judging):
            key = pyxel.KEY_1 if scene.turn.awaiting == "play" else pyxel.KEY_RETURN
            made += 1
        elif app.modals:
            key = pyxel.KEY_N if hasattr(app.modal, "choice") else pyxel.KEY_RETURN
        timed_frame(app, costs, key)
        timed_frame(app, costs)               # the key is let go
    result = summary(costs)
    result["decisions"] = made
    return result


def save_costs(moves: int) -> dict:
    """KeptGame.save of a game in progress, after each of ``moves`` moves (ms, wall)."""
    import statistics
    import time

    from retro.pinochle.rules import Options, State

    app = _app(speed=0)
    state = State.new(41, Options())
    times = []
    for _ in range(moves):
        if state.over:
            break
        state.apply(state.legal_moves()[0])
        started = time.perf_counter()
        app.kept.save(state.to_json(), {})
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {"saves": len(times), "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[max(0, int(len(times) * 0.99) - 1)], 3),
            "worst_ms": round(times[-1], 3)}


def measure(quick: bool = False) -> dict:
    person = person_frames(300 if quick else 1500)
    computer = demo_frames(speed=0, hands=1 if quick else 4)
    paced = demo_frames(speed=2, hands=1)
    coach = coach_frames(6 if quick else 30)
    save = save_costs(40 if quick else 200)
    return {
        "game": "pinochle_ui",
        "person": person,
        "computer": computer,
        "paced": paced,
        "coach": coach,
        "save": save,
        "targets": {"frame_ms": TARGET_MS, "computer_frame_max_ms": COMPUTER_MAX_MS},
        "ok": (person["median_ms"] <= TARGET_MS and computer["median_ms"] <= TARGET_MS
               and computer["over_40ms"] == 0 and paced["over_40ms"] == 0
               and coach["over_40ms"] == 0),
    }


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    result = measure(quick="--quick" in argv)
    print_report("Tommy's Pinochle", result, names=("person", "computer", "paced", "coach"))
    save = result["save"]
    print(f"  kept game's save after a move: {save['saves']} saves  median {save['median_ms']:.3f} ms"
          f"  p99 {save['p99_ms']:.3f} ms  worst {save['worst_ms']:.3f} ms (wall, disk sync"
          " included; target median <= 5 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
