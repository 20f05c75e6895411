"""How each of Tablanet's beats changes the picture of the table, the news line and the sound.

``BeatShow.show(beat)`` is the beat queue's ``show``: it brings the Board
(the table as shown so far) one step nearer the rules' state and returns the
frames the step holds, from the delay (F8/F9). The score sheet and the
game-over box are the game screen's (``on_sheet``, ``on_game_over``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from retro.table.beats import BeatQueue, Pace
from retro.tablanet.screens.app_beats import (BANNER_PAUSE, PLAY_PAUSE, SHOW_PAUSE, TABLANET_TUNE, TAKE_PAUSE,
                                      PERSON, Beat, HandTally, hand_order)
from retro.tablanet.screens.app_board import Board, SeatPlay
from retro.tablanet.screens.app_text import Msg, Who, msg


class News:
    """The news on the message line: what just happened, newest last."""

    def __init__(self, items: list[Msg] | None = None, names: tuple | None = None):
        self.items: list[Msg] = items or []
        self.names = names          # a people's game: every seat's name (nobody is "you")

    def say(self, key: str, player: int | None = None, players: int = 2, **kw) -> None:
        """``key`` with ``_you``/``_other`` chosen by the player; the play (or Tablanet) before stays while
        there is room."""
        play = key in ("take", "lay")
        if player is not None:
            if self.names:
                key = "last_person" if key == "last" else key + "_other"
            else:
                key += "_you" if player == PERSON else "_other"
            kw["name"] = Who(player, players, self.names)
        kept = play and self.items and self.items[-1].key.startswith(("take_", "lay_", "tablanet"))
        before = self.items[-1:] if kept else []
        self.items = before + [msg(key, **kw)]


@dataclass(eq=False)
class BeatShow:
    """Shows beats on ``board``: the cut, the deal, the Jacks, plays and takes, a Tablanet, the points."""

    board: Board
    news: News
    audio: object
    pace: Pace
    queue: BeatQueue
    state: Callable[[], object]
    demo: Callable[[], bool]
    on_sheet: Callable[[], None]
    on_game_over: Callable[[Beat], None]
    banner: int = field(default=0, init=False)
    banner_player: int | None = field(default=None, init=False)   # whose Tablanet the banner announces
    cut_round: int = field(default=0, init=False)
    people: frozenset = field(default=frozenset({PERSON}), init=False)   # the seats people play

    def __post_init__(self) -> None:
        n = self.board.players
        self.tally = HandTally([0] * n, [0] * n)

    def sort_hand(self) -> None:
        b = self.board
        if b.hands:
            for p in self.people:
                b.hands[p] = hand_order(b.hands[p], self.state().options.ace)

    def say(self, key: str, player: int | None = None, **kw) -> None:
        self.news.say(key, player, self.board.players, **kw)

    def show(self, beat: Beat) -> int:
        b, audio, pace = self.board, self.audio, self.pace
        kind, p = beat.kind, beat.player
        paced = p not in self.people or self.demo()
        if kind == "cut":
            b.cutting = True
            if beat.round != self.cut_round:
                self.cut_round = beat.round
                b.cut = []
            b.cut.append((p, beat.card))
            self.say("cut", p, card=beat.card)
            if beat.round > 1 and len(b.cut) == 1:
                self.news.items.insert(0, msg("cut_again"))
            audio.effect("click")
            return pace.frames(SHOW_PAUSE, show=True)
        if kind == "dealer":
            b.dealer = p
            low = next((card for who, card in b.cut if who == p), None)
            self.say("dealer", p, card=low)
            return pace.frames(2 * SHOW_PAUSE, show=True)
        if kind == "deal":
            return self.show_deal()
        if kind == "jack":
            b.turned = beat.card
            self.news.items = [msg("jack_bottom" if beat.where == "bottom" else "jack_middle", card=beat.card)]
            audio.effect("error")
            self.queue.next_up(Beat("jack_gone", card=beat.card, where=beat.where))
            return pace.frames(2 * SHOW_PAUSE, show=True)
        if kind == "jack_gone":
            b.turned = None
            b.jacks.append((beat.card, beat.where))
            return pace.frames(SHOW_PAUSE, show=True)
        if kind == "table":
            st = self.state()
            b.table = list(beat.cards)
            b.stock = st.stock_size if st.hand_no == b.hand_no else b.stock - len(b.table)
            self.news.items = [msg("table_replaced" if b.jacks else "table_laid", cards=tuple(beat.cards))]
            audio.effect("deal")
            return pace.frames(2 * SHOW_PAUSE, show=True)
        if kind == "play":
            b.remove_from_hand(p, beat.card)
            b.played = (p, beat.card)
            b.lit = frozenset(beat.cards)
            b.last[p] = SeatPlay(beat.card, tuple(beat.cards))
            self.say("take", p, taken=beat.cards, card=beat.card)
            audio.effect("play")
            return pace.frames(PLAY_PAUSE) if paced else pace.frames(PLAY_PAUSE) // 2
        if kind == "take":
            taken = set(beat.cards)
            b.table = [c for c in b.table if c not in taken]
            b.taken[p] += [beat.card, *beat.cards]
            b.played, b.lit = None, frozenset()
            audio.effect("capture")
            return pace.frames(TAKE_PAUSE)
        if kind == "lay":
            b.remove_from_hand(p, beat.card)
            b.table.append(beat.card)
            b.last[p] = SeatPlay(beat.card)
            self.say("lay", p, card=beat.card)
            audio.effect("play")
            return pace.frames(PLAY_PAUSE) if paced else pace.frames(PLAY_PAUSE) // 2
        if kind == "tablanet":
            points = beat.event.points
            if points:
                b.totals[p] += points
                b.tablanet[p] += points
                self.say("tablanet_points", p, _points=points)
            else:
                self.say("tablanet", p)
            b.cleared_by = p
            if b.last[p] is not None:
                b.last[p] = replace(b.last[p], tablanet=points)
            self.banner_player = p
            audio.notes(*TABLANET_TUNE, label="tablanet")
            self.banner = pace.frames(BANNER_PAUSE, show=True)
            return self.banner
        if kind == "last":
            b.taken[p] += list(beat.cards)
            b.table = []
            self.say("last", p, _count=len(beat.cards))
            return pace.frames(2 * SHOW_PAUSE, show=True)
        if kind == "points":
            event = beat.event
            b.totals[p] += event.points
            (self.tally.card_points if event.kind == "card_points" else self.tally.bonus)[p] += event.points
        elif kind == "hand_end":
            self.on_sheet()
        elif kind == "game_end":
            self.on_game_over(beat)
        return 0

    def show_deal(self) -> int:
        b, st = self.board, self.state()
        new_hand = st.deal_no == 1
        if new_hand:
            b.new_hand()
            b.cut, b.cutting = [], False
            self.tally = HandTally([0] * st.players, [0] * st.players)
        b.hands = [list(h) for h in st.hands]
        self.sort_hand()
        b.dealer = st.dealer
        b.hand_no, b.deal_no = st.hand_no, st.deal_no
        b.stock = st.stock_size + (len(st.table) if new_hand else 0)
        in_stock = set(st.stock)
        b.jacks = [(c, w) for c, w in b.jacks if c in in_stock]
        size = st.hand_size if new_hand else len(st.hands[(st.dealer + 1) % st.players])
        self.news.items = [Msg("deal_new" if new_hand else "deal_more",
                               {"hand": st.hand_no, "deal": st.deal_no, "_count": size})]
        self.audio.effect("deal")
        return self.pace.frames(SHOW_PAUSE, show=True)
