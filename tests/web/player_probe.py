"""Where a player's mouse goes in each program, read from the running program itself.

The browser test runs this module's source inside the page's Pyodide (and
the desktop checks run it in the test's own process), so the positions come
from the same layout code that draws the screen: a hand card to click or
drag, a table card to drop it on, the hand and table regions of the screen,
and whether it is the person's turn. Only plain values leave it (numbers,
strings, lists), so the page can hand them to the test as JSON.
"""

from __future__ import annotations


def find_app():
    """The program the page's shell is running. The shell is a local of the page's frame loop,
    so the first call wraps ``Shell.draw`` to note the shell it is called on, and the program
    is there from the next frame on (until then: LookupError, and the caller asks again)."""
    from retro.shell import Shell

    shell = getattr(Shell, "probe_seen", None)
    if shell is not None:
        if shell.current is None:
            raise LookupError("no program running yet")
        return shell.current
    if not hasattr(Shell, "probe_draw"):
        Shell.probe_draw = Shell.draw

        def draw(self):
            Shell.probe_seen = self
            return Shell.probe_draw(self)

        Shell.draw = draw
    raise LookupError("no frame drawn since the probe came")


def _program(app) -> str:
    return type(app).__module__.split(".")[1]


def _cell_box(col0: int, row0: int, col1: int, row1: int) -> list[int]:
    """Pixels of the text cells from (col0, row0) to (col1, row1), both included."""
    from retro.dos.screen import CELL_H, CELL_W, TOP

    return [col0 * CELL_W, TOP + row0 * CELL_H, (col1 + 1) * CELL_W, TOP + (row1 + 1) * CELL_H]


def _cell(col: int, row: int) -> list[int]:
    from retro.dos.screen import TextScreen

    return list(TextScreen.cell_center(col, row))


# --- what the player sees -----------------------------------------------------------------------------------
def status(app=None) -> dict:
    """Whose turn, the person's hand and the table, the scores: {"turn", "hand", "table", "scores", "scene"}."""
    app = app or find_app()
    name = _program(app)
    out = {"program": name, "turn": False, "hand": [], "table": [], "scores": [], "scene": ""}
    if name == "pinochle" or name == "tablanet":
        scene = app.scene
        out["scene"] = type(scene).__name__
        if out["scene"] != "Game":
            return out
        state = scene.state
        front = scene.board.front if name == "tablanet" else 0      # a people's game: the one at the screen
        out["hand"] = [str(c) for c in state.hands[front]]
        out["table"] = [str(c) for c in (state.trick if name == "pinochle" else state.table)]
        out["scores"] = list(state.scores)
        if name == "pinochle":
            out["turn"] = scene.turn.awaiting == "play" and state.to_move == 0 and app.modal is None
            # The meld and the deece's exchange are asked between two plays: Enter melds nothing, N keeps it.
            out["answer"] = {"meld": "RETURN", "exchange": "N"}.get(scene.turn.awaiting) if app.modal is None else None
        else:
            out["turn"] = bool(scene.turn.active) and state.to_move == front and app.modal is None
            out["hidden"] = bool(scene.game_scene.hands_hidden)
            out["asking"] = type(app.modal).__name__ == "PassBox"
        out["demo"] = bool(getattr(scene, "demo", False) or getattr(scene.session, "demo", False))
    elif name == "casino":
        game = app.window.game
        out["scene"] = "Game" if game is not None else ""
        if game is None:
            return out
        out["hand"] = [str(c) for c in game.state.hands[0]]
        out["table"] = [str(c) for pile in game.state.spaces if pile is not None for c in pile.cards]
        out["scores"] = list(game.state.scores)
        out["turn"] = bool(game.person_to_play) and not app.window.dialogs
        out["demo"] = bool(app.demo)
    elif name == "tablenette":
        game = app.game
        out["scene"] = "Game"
        state = game.state
        out["hand"] = [str(c) for c in state.hands[0]]
        out["table"] = [str(c) for c in state.table]
        out["scores"] = list(state.scores)
        out["turn"] = bool(game.persons_turn) and not app.win.dialogs
        out["demo"] = bool(game.session.demo)
    return out


def regions(app=None) -> dict:
    """The screen's hand and table regions, [x0, y0, x1, y1] each (x1, y1 outside)."""
    app = app or find_app()
    name = _program(app)
    if name == "pinochle":
        from retro.pinochle.screens.ui_table import COMPUTER_ROW, NUMBER_ROW, TRICK_ROW, YOU_ROW

        # Not the number row above the hand: its cursor mark blinks.
        return {"hand": _cell_box(0, YOU_ROW, 79, YOU_ROW + 2), "table": _cell_box(0, TRICK_ROW, 79, COMPUTER_ROW + 2)}
    if name == "tablanet":
        from retro.tablanet.screens.ui_table import HAND_ROW, TABLE_ROWS

        # Not the number row above the hand: its cursor mark blinks.
        return {"hand": _cell_box(0, HAND_ROW, 32, HAND_ROW + 2),
                "table": _cell_box(0, TABLE_ROWS[0], 79, TABLE_ROWS[-1] + 2)}
    if name == "casino":
        from retro.casino.screens.ui_layout import COLUMNS, ROW_PITCH, SMALL_H, SMALL_W, SPACE_GAP

        layout = app.window.layout
        seat = layout.seats[0]
        from retro.win import SIZES

        card_w, card_h = SIZES[seat.size]
        hand = [seat.hand_x, seat.hand_y, seat.hand_x + 3 * seat.step + card_w, seat.hand_y + card_h]
        table = [layout.table_x, layout.table_y, layout.table_x + COLUMNS * (SMALL_W + SPACE_GAP) - SPACE_GAP,
                 layout.table_y + ROW_PITCH + SMALL_H + 22]
        return {"hand": hand, "table": table}
    if name == "tablenette":
        from retro.tablenette.screens.ui_layout import CARD_H, SLOT_STEP, SLOTS

        layout = app.win.layout
        left = layout.slot(0, 0)[0]
        return {"hand": [left, layout.hand_y, left + SLOTS * SLOT_STEP, layout.hand_y + CARD_H],
                "table": [layout.deck[0], layout.table_y, layout.right_edge, layout.table_y + CARD_H]}
    raise ValueError(name)


# --- where the mouse goes -----------------------------------------------------------------------------------
def moves(app=None) -> list:
    """The person's legal plays as mouse actions: ["click", x, y] or ["drag", x0, y0, x1, y1]
    (the ones that decide the play at once come first)."""
    app = app or find_app()
    name = _program(app)
    if name == "pinochle":
        from retro.pinochle.screens.ui_table import YOU_ROW

        scene = app.scene
        legal = {str(m.card) if hasattr(m, "card") else str(m) for m in scene.state.legal_moves()}
        shown = app.screen.row_text(YOU_ROW + 1)
        out = []
        for slot in range(12):
            cell = shown[slot * 5 + 1:slot * 5 + 6]
            if not cell.startswith("│"):
                continue
            out.append(["click", *_cell(slot * 5 + 3, YOU_ROW + 1), cell.strip("│ ")])
        return [m for m in out if not legal or _symbol_in(m[3], legal)] or out
    if name == "tablanet":
        from retro.tablanet.screens.ui_table import HAND_COL, HAND_ROW

        scene = app.scene
        hand = scene.turn.hand                        # the order the screen shows the cards in
        legal = scene.state.legal_moves()
        picked = set(scene.turn.picked)               # table cards picked first (a hint picks them too)
        at_once = []
        later = []
        for index, card in enumerate(hand):
            ways = [m for m in legal if m.card == card and (not picked or picked <= set(m.cards))]
            if not ways:
                continue
            action = ["click", *_cell(HAND_COL + index * 5 + 2, HAND_ROW + 1), str(card)]
            (at_once if len(ways) == 1 else later).append(action)
        return at_once + later
    if name == "casino":
        game = app.window.game
        seat = app.window.layout.seats[0]
        hand = game.state.hands[0]
        puts = {m.card for m in game.state.legal_moves() if getattr(m, "kind", "") == "put"}
        out = []
        for index, card in enumerate(hand):
            if card not in puts:
                continue
            x, y = seat.card_xy(index)
            width = seat.step if index < len(hand) - 1 else seat.card_w
            out.append(["click", x + width // 2, y + 40, str(card)])
        return out
    if name == "tablenette":
        game = app.game
        legal = game.state.legal_moves()
        table = {p.card: p for p in game.table_cards()}
        out = []
        for placed in game.hand_cards(0):
            ways = [m for m in legal if m.card == placed.card]
            start = [placed.x + placed.w // 2, placed.y + placed.h // 2]
            for move in ways:
                if move.kind == "capture" and len(move.cards) == 1 and move.cards[0] in table:
                    t = table[move.cards[0]]
                    out.insert(0, ["drag", *start, t.x + 6, t.y + 40, str(placed.card)])
                elif move.kind == "discard":
                    x, y = app.win.layout.deck
                    out.append(["drag", *start, x + 35, y + 48, str(placed.card)])
        return out
    raise ValueError(name)


def hint_point(app=None) -> list:
    """Casino's HINT button, in the middle."""
    app = app or find_app()
    return list(app.window.layout.hint.centre)


def _symbol_in(shown: str, legal: set) -> bool:
    """A card as the DOS hand shows it ("10♠") among the legal ones as rules name them ("10S")."""
    suits = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    if not shown:
        return False
    return shown[:-1] + suits.get(shown[-1], shown[-1]) in legal


# --- what is kept ---------------------------------------------------------------------------------------------
def record_key(app=None) -> str:
    """The record's line the program counts a finished game of this kind under."""
    app = app or find_app()
    name = _program(app)
    if name == "pinochle":
        from retro.pinochle.screens.app_keep import SETTING

        return SETTING
    if name == "tablanet":
        from retro.tablanet.screens.app_keep import setting

        return setting(app.scene.state.players)
    if name == "casino":
        from retro.casino.screens.app_keep import record_setting

        game = app.window.game
        return record_setting(game.bot_name, game.state.players)
    from retro.tablenette.screens.app_keep import SETTING

    return SETTING


def add_record(score: int, app=None) -> str:
    """One finished game counted in the program's record, through the program's own store (as the end
    of a game counts it); the record's key."""
    from retro.keep import Record

    app = app or find_app()
    key = record_key(app)
    Record(app.ctx.store, _program(app)).add(key, "won", score)
    return key


def record_row(key: str, app=None) -> list:
    """The record's line ``key`` as the program's folder holds it now: [played, won, best]."""
    from retro.keep import Record

    app = app or find_app()
    row = Record(app.ctx.store, _program(app)).row(key)
    return [row.played, row.won, row.best]


def settings(app=None) -> dict:
    """The program's settings as its store reads them."""
    app = app or find_app()
    return dict(app.ctx.store.settings(_program(app)))


# --- the lessons and the replays (Tommy's Pinochle) -------------------------------------------------------------
def where(app=None) -> dict:
    """The DOS program's scene and open question: {"scene": class name, "modal": class name or None}."""
    app = app or find_app()
    modal = getattr(app, "modal", None)
    return {"scene": type(app.scene).__name__, "modal": type(modal).__name__ if modal is not None else None}


def add_played_game(app=None) -> int:
    """One short game played by two greedy computers put into the program's history (as a game
    the person finished would be); the number of games there now."""
    import random

    from retro.pinochle import bots, rules
    from retro.record import make_record

    app = app or find_app()
    options = rules.Options(single_hand=True)
    state, rng, moves = rules.State.new(4242, options), random.Random(1), []
    players = [bots.make_bot("greedy"), bots.make_bot("greedy")]
    while not state.over:
        player, legal = state.to_move, state.legal_moves()
        move = players[player].choose(state.view(player), legal, rng) if len(legal) > 1 else legal[0]
        moves.append((player, move))
        state.apply(move)
    you, best = state.scores
    result = f"You {'won' if you > best else 'lost'}, {you} to {best}"
    app.history.add(make_record("pinochle", 4242, options, [("person", "You"), ("greedy", "Computer")], moves,
                                result=result, scores=state.scores))
    return len(app.history)


def replay_step(app=None) -> list:
    """The replay shown: [the move shown, the moves in all]."""
    app = app or find_app()
    track = app.scene.track
    return [track.position, track.total]
