"""What the Tablanet game screen paints: the message line, the teaching line, the side panel, the table.

``GameScreen`` is the game scene's painting half: it gathers a ``View`` from
the picture of the table (the Board), the session and the person's turn, and
hands it to ``ui_table.paint_game``.
"""

from __future__ import annotations

from retro.dos.widgets import message_room
from retro.tablanet.screens.app_play import number_keys
from retro.tablanet.screens.app_text import Who, reason_text, t
from retro.tablanet.screens.ui_table import View, coach_lines, paint_game, side_lines


class GameScreen:
    """The game scene's view of itself (mixed into ``app_game.Game``)."""

    seat_notes = True      # each computer's last play beside its cards

    # ------------------------------------------------------------ what is lit and said
    @property
    def options_open(self) -> bool:
        """Open hands: the computers' hands and reasons shown (in a people's game, the teaching table)."""
        return self.session.learning if self.seating is None else self.seating.teaching

    def hint_cards(self) -> frozenset:
        hint = self.desk.hint
        return frozenset(hint.move.cards) if hint is not None and self.turn.active else frozenset()

    def hint_card(self):
        hint = self.desk.hint
        return hint.move.card if hint is not None and self.turn.active else None

    def advice(self) -> bool:
        """TBL-T1: the person must lay a card on the table another player has just cleared."""
        b = self.board
        return (self.turn.active and not b.table and b.cleared_by not in (None, b.front))

    # ------------------------------------------------------------ lines
    def message(self, lang: str, room: int = 78) -> str:
        """The message line: what just happened, then what the program waits for, in ``room`` cells."""
        texts = [m.text(lang) for m in self.news]
        prompt = self.turn.prompt(lang) if not self.demo else t("demo_prompt", lang)
        line = texts.pop() if texts else ""
        if prompt and len(line) + len(prompt) + 2 * bool(line) <= room:
            line = f"{line}  {prompt}" if line else prompt
        while texts and len(texts[-1]) + len(line) + 2 <= room:
            line = f"{texts.pop()}  {line}"
        return line

    def reason_line(self, lang: str) -> str:
        if self.reason is None or not (self.options_open or self.demo):
            return ""
        player, why = self.reason
        if not why:
            return ""
        return t("reason", lang, name=Who(player, self.state.players, self.board.names),
                 why=reason_text(why, lang))

    # ------------------------------------------------------------ the screen
    def seat_the_board(self) -> None:
        """Who sits at the front and which hands show face up: the person at the screen; in a people's
        game no hand between two people's turns, every hand at a teaching table; with one person,
        their own hand, and the computers' with open hands."""
        b, scene = self.board, self.game_scene
        n = self.state.players
        b.front = scene.viewer
        shown = {p for p in range(n) if scene.shows_hand(p)}
        if self.options_open and not scene.seating.shared:
            shown = set(range(n))
        b.face_up = frozenset(shown)

    def paint(self, screen) -> None:
        app = self.app
        lang = app.lang
        b = self.board
        options = self.options
        self.seat_the_board()
        keys = number_keys(len(b.hands[b.front]) if b.hands and b.hands[b.front] else self.state.hand_size)
        thinking = self.session.thinking_for
        lead = self.lead_keys()                   # keys offered on the message line leave it less room
        room = message_room(self.line_keys(), lead)
        view = View(board=b, lang=lang, ace=options.ace, bonus=options.bonus, speed=app.speed,
                    tablanet=options.tablanet, deal=self.deal or 0, target=options.target,
                    message=self.message(lang, room), reason=self.reason_line(lang),
                    side=tuple(side_lines(b, lang, options.ace, options.bonus, app.audio.on,
                                          self.options_open, self.demo, self.advice(), keys,
                                          options.tablanet,
                                          coach_lines(self.desk.verdict, lang)
                                          if self.coach_on and not self.game_scene.hands_hidden else [])),
                    cursor=self.turn.cursor_shown(), picked=self.turn.lit() | self.hint_cards(),
                    hinted=self.hint_card(),
                    open_hands=self.options_open, demo=self.demo, highlight=app.highlight,
                    banner=self.beats.banner > 0, banner_player=self.beats.banner_player, thinking=thinking,
                    seat_notes=self.seat_notes, line_keys=self.line_keys(), lead_keys=lead)
        self.legend_hits = paint_game(screen, view, screen.mono)
