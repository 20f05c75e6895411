"""Frame costs of the Casino window, headless (update + draw per frame), and the README pictures.

    python -m bench.casino_ui [--quick]
    python -m bench.casino_ui --shots docs/shots     # casino-table/newgame/halloffame/coach.png

Each frame's cost is measured as in bench/_frames.py (CPU time judged,
wall time shown):

- ``person``: the person's turn with a full table -- piles clicked on and
  off, HINT, the unplayed-cards panel shown and hidden;
- ``computer``: demo mode at delay 1 with animation, the default computer
  (munter) in every seat: decisions, flights and repaints in as many frames
  as possible;
- ``expert``: four players, the three computers "expert" (a search stepped
  across frames by retro.bot.Thinking), delay 1 -- the worst case for a
  frame during computer turns;
- ``coach``: open hands and the coach on, the person playing at once each
  turn and asking HINT every other turn: the frames in which the coach works
  (none over 40 ms).
"""

from __future__ import annotations

import sys

from bench._frames import game_app, summary, timed_frame

TARGET_MS = 3.0          # update+draw of the table, per frame (median)
COMPUTER_MAX_MS = 40.0   # no frame over this during computer turns


def _app(**settings):
    from retro import headless
    from retro.casino.screens import app as casino_app

    base = {"name": "Ann", "delay": 1, "animation": True, "sound": False}
    app = game_app(casino_app, "casino", "", seed=2002, settings={**base, **settings})
    app.window.modal.close(None)
    headless.frame(app, 2)
    return app


def busy_position():
    """Mid-round with builds, a block and ten piles on the table: a lot to paint."""
    from retro.casino.rules import State

    return State.from_position(
        hands=["2H 2C QD AH", "3C 4D 8H 9S"],
        tableau=["2S", "5C+7D", "JS", "3H=3D", "6C", "KH", "AC+2D+3S+4C", "9C", "10H", "4S"],
        stock=["7C", "7H", "6H", "6S", "KC", "KD", "KS", "8C"],
        captured=["AS 10D 4H 5H", "6D JC JH QS"], scores=[3, 5])


def person_frames(frames: int) -> dict:
    import pyxel

    app = _app()
    app.begin(busy_position(), ["Ann", "Computer"])
    lay = app.window.layout
    spots = [lay.pile_rect(i, 1).centre for i in (0, 1, 2, 4)] + [lay.hint.centre,
                                                                 lay.unplayed_button.centre]
    costs: list = []
    for i in range(frames):
        k = i // 6
        spot = spots[k % len(spots)]
        press = i % 6 == 2
        timed_frame(app, costs, pyxel.MOUSE_BUTTON_LEFT if press else None, spot)
    return summary(costs, (COMPUTER_MAX_MS,))


def demo_frames(rounds: int, players: int = 2, bot: str = "munter", animation: bool = True) -> dict:
    """Demo mode (every seat played by the computer) for ``rounds`` rounds."""
    from retro.casino.rules import Options, State
    from retro.casino.screens.ui_dialogs import RoundDialog

    app = _app(animation=animation, opponents=players - 1)
    app.begin(State.new(77, Options(players=players, target=500)), bot=bot)
    app.toggle_demo()
    game = app.window.game
    costs: list = []
    computer: list = []
    while game.board.round <= rounds and len(costs) < 100_000:
        thinking = game.session.thinking is not None or game.state.to_move not in (None, 0)
        timed_frame(app, costs)
        if thinking:
            computer.append(costs[-1])
        if isinstance(app.window.modal, RoundDialog):
            app.window.modal.close("OK")        # don't time the box's resting frames
    result = summary(costs, (COMPUTER_MAX_MS,))
    result["computer_turns"] = summary(computer, (COMPUTER_MAX_MS,))
    result.update({"rounds": rounds, "players": players, "bot": bot})
    return result


def coach_frames(turns: int) -> dict:
    """The frames in which the coach works: a hint or the judgement of the person's play."""
    from retro.casino.screens.app_game import PERSON
    from retro.casino.rules import Options, State
    from retro.casino.screens.ui_dialogs import RoundDialog

    app = _app(animation=True, open_hands=True, coach=True)
    app.begin(State.new(404, Options(players=2, target=500)))
    game = app.window.game
    costs: list = []
    working: list = []
    played = 0
    while played < turns and len(costs) < 50_000:
        if isinstance(app.window.modal, RoundDialog):
            app.window.modal.close("OK")
        if game.person_to_play and not game.hinting:
            if game.hint is not None or played % 2:
                game.play(game.hint.move if game.hint is not None else game.state.legal_moves()[0])
                played += 1
            else:
                game.show_hint()
        busy = game.hinting or bool(game.session.desk.judging)
        timed_frame(app, costs)
        if busy:
            working.append(costs[-1])
    result = summary(working, (COMPUTER_MAX_MS,))
    result["plays"] = played
    return result


def measure(quick: bool = False) -> dict:
    person = person_frames(300 if quick else 1200)
    computer = demo_frames(rounds=1 if quick else 2)
    expert = demo_frames(rounds=1, players=4, bot="expert", animation=False) if not quick else \
        demo_frames(rounds=1, players=2, bot="expert", animation=False)
    coach = coach_frames(8 if quick else 40)
    worst_computer = max(computer["computer_turns"]["worst_ms"], expert["computer_turns"]["worst_ms"],
                         coach["worst_ms"])
    return {
        "game": "casino_ui",
        "median_ms": person["median_ms"],
        "worst_ms": max(person["worst_ms"], computer["worst_ms"], expert["worst_ms"]),
        "worst_computer_turn_ms": worst_computer,
        "person": person, "computer": computer, "expert": expert, "coach": coach,
        "targets": {"median_ms": TARGET_MS, "computer_max_ms": COMPUTER_MAX_MS},
        "ok": person["median_ms"] <= TARGET_MS and computer["median_ms"] <= TARGET_MS
        and worst_computer <= COMPUTER_MAX_MS,
    }


# --- the README pictures -------------------------------------------------------------------------
def shots(folder: str) -> list[str]:
    """casino-table.png (mid-round: build and block tags, a selection), casino-newgame.png, casino-halloffame.png."""
    import os

    import pyxel

    from retro import headless
    from retro.casino import halloffame
    from retro.casino.halloffame import Entry

    os.makedirs(folder, exist_ok=True)
    out = []

    app = _app(back=3)
    app.begin(busy_position(), ["Ann", "Computer"])
    headless.frame(app, 2)
    game = app.window.game
    game.say("Computer builds 4♣ on A♣+2♦+3♠ to make 10.")
    game.say("Your turn: 2♠ and the 5♣+7♦ build are selected; the A♥ takes them both (14).")
    game.toggle_space(0)
    game.toggle_space(1)
    x, y = app.window.layout.hand_card_xy(0, 3)
    pyxel.set_mouse_pos(x + 30, y + 50)
    headless.frame(app, 2)
    out.append(os.path.join(folder, "casino-table.png"))
    headless.screenshot(out[-1])

    app = _app(name="Ann", back=2, delay=5, opponents=1)
    app.begin(busy_position(), ["Ann", "Computer"])
    headless.frame(app, 2)
    app.window.new_game_dialog()
    pyxel.set_mouse_pos(420, 400)
    headless.frame(app, 2)
    out.append(os.path.join(folder, "casino-newgame.png"))
    headless.screenshot(out[-1])

    app = _app()
    table = (Entry("Ann", 7, 12, 96), Entry("Computer", 9, 21, -40), Entry("Bob", 3, 5, 31),
             Entry("Cleo", 2, 2, 43), Entry("Dmitri", 1, 4, -12), Entry("Eve", 0, 1, -3))
    halloffame.save(app.ctx.store, table)
    app.begin(busy_position(), ["Ann", "Computer"])
    app.window.hall_of_fame(highlight="Ann")
    pyxel.set_mouse_pos(500, 420)
    headless.frame(app, 2)
    out.append(os.path.join(folder, "casino-halloffame.png"))
    headless.screenshot(out[-1])

    # The coach: a poor put judged, then HINT showing the better play next turn.
    from retro.cards import Card
    from retro.casino.rules import Move, State

    app = _app(back=3, open_hands=True, coach=True)
    app.begin(State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                                  stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"]),
              ["Ann", "Computer"])
    game = app.window.game
    headless.frame(app, 2)
    game.play(Move("put", Card.parse("QD")))
    # The coach's line comes after the computer's reply, on any machine: its work waits for the reply.
    desk = game.session.desk
    judging = list(desk.judging)
    desk.judging.clear()
    headless.run_until(app, lambda a: game.person_to_play, 20_000)
    desk.judging.extend(judging)
    headless.run_until(app, lambda a: game.person_to_play and any(t.startswith("Coach") for t in game.status),
                       20_000)
    game.show_hint()
    headless.run_until(app, lambda a: game.hint is not None, 20_000)
    x, y = app.window.layout.hand_card_xy(0, 2)
    pyxel.set_mouse_pos(x + 30, y + 50)
    headless.frame(app, 2)
    out.append(os.path.join(folder, "casino-coach.png"))
    headless.screenshot(out[-1])
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--shots" in argv:
        folder = argv[argv.index("--shots") + 1] if len(argv) > argv.index("--shots") + 1 else "docs/shots"
        for path in shots(folder):
            print(path)
        return 0
    result = measure(quick="--quick" in argv)
    for name in ("person", "computer", "expert", "coach"):
        r = result[name]
        line = (f"{name:9s} median {r['median_ms']:6.3f} ms  p99 {r['p99_ms']:6.3f}  worst {r['worst_ms']:7.3f} ms"
                f"  (wall median {r['wall_median_ms']:6.3f}, worst {r['wall_worst_ms']:7.3f})  {r['frames']} frames")
        print(line)
        if "computer_turns" in r:
            t = r["computer_turns"]
            print(f"          computer turns: worst {t['worst_ms']:.3f} ms CPU ({t['wall_worst_ms']:.3f} wall), "
                  f"{t['over_40ms']} frames over 40 ms")
    print(f"targets: median <= {TARGET_MS} ms, no computer-turn frame over {COMPUTER_MAX_MS} ms: "
          f"{'met' if result['ok'] else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
