"""What the Tommy's Pinochle game screen paints: the table, the message line, the hand's facts, the coach.

``GameScreen`` is the game scene's painting half (mixed into
``app_game.Game``): it gathers a ``ui_table.Table`` from the rules' state,
the Board (the table as the beats have shown it so far), the person's turn
and the coach, and hands it to ``ui_table.paint_game``. The coach's words
for a decision and for the hand review are here too.
"""

from __future__ import annotations

import textwrap

from dataclasses import dataclass

from retro import palette as P
from retro.coaching import REVIEW_COUNT, HandReview, points_text
from retro.pinochle.screens.app_table import COMPUTER, PERSON, hand_events, slot_keys_text, slots
from retro.pinochle.rules import Phase
from retro.dos.widgets import message_room
from retro.pinochle.screens.ui_table import MELD_CHOICES, MESSAGE_ROW, Panel, Table, paint_game

# The longest review line: the score sheet widens for it and still fits the screen.
REVIEW_W = 72


class GameScreen:
    """The game scene's view of itself."""

    def table(self) -> Table:
        st, app, b = self.state, self.app, self.board
        top, bottom, shown = self.seats_shown()
        if b.hand_over:
            h = b.hand_over
            you, computer = [], []
            trump, upcard, stock, rnd = h.trump, None, 0, 2
            hand_number, dealer = h.hand_number, h.dealer
        else:
            you = slots(st, top, face_up=shown[0])
            computer = slots(st, bottom, face_up=shown[1])
            trump, upcard, stock, rnd = st.trump, st.upcard, st.stock_size, st.round
            hand_number, dealer = st.hand_number, st.dealer
        lit = frozenset((r, i) for r, (p, row) in enumerate(((top, you), (bottom, computer)))
                        for i, slot in enumerate(row) if slot.melded and (p, slot.card) in b.lit)
        awaiting = self.turn.awaiting
        panel = self.panel()
        person = awaiting in ("play", "meld") and not self.demo and not app.modals
        hidden = self.game_scene.hands_hidden
        shared = self.names.shared
        return Table(
            trump=trump, upcard=upcard, stock=stock, round=rnd, hand_number=hand_number,
            dealer=dealer if not shared else (0 if dealer == top else 1), you=you, computer=computer,
            trick=b.trick, trick_winner=b.trick_winner, tally=b.tally, totals=tuple(b.totals),
            game_point=self.options.game_point, single_hand=self.options.single_hand,
            count=self.options.count, match=self.match_shown,
            speed=app.speed, message=self.message(), reason=self.reason,
            help_lines=panel.lines(), panel=panel, cursor=self.turn.cursor if person else None,
            registered=frozenset(self.turn.registered), lit=lit,
            hinted=self.hinted if (person or app.modals) and not hidden else frozenset(),
            meld_table=self.meld_table or self.pinned, pinned=self.pinned, demo=self.demo,
            open_hands=self.options.open_hands if not shared else shown[1] and not b.hand_over,
            highlight=app.highlight, sound=app.audio.on,
            hand_over=b.hand_over is not None, deal=self.deal or 0,
            meld_choices=awaiting == "meld" and person, line_keys=self.line_keys(), lead_keys=self.lead_keys(),
            seat_names=self.names.people, rows=(top, bottom), numbers=shown[0] or not shared,
            teaching=shared and self.seating.teaching)

    def seats_shown(self) -> tuple[int, int, tuple[bool, bool]]:
        """The seat whose hand is at the front (the top rows), the other's, and whether each is face up:
        one person's own always and the computer's with open hands; at a table of two people the one
        at the screen in front, and no hand face up between their turns (a teaching table: both)."""
        if not self.names.shared:
            return PERSON, COMPUTER, (True, self.options.open_hands)
        scene = self.game_scene
        top = scene.viewer
        return top, 1 - top, (scene.shows_hand(top), scene.shows_hand(1 - top))

    def message(self) -> str:
        """The message line: what just happened, then what the program waits for."""
        modal = self.app.modal
        if getattr(modal, "error", "") and getattr(modal, "row", MESSAGE_ROW) != MESSAGE_ROW:
            return modal.error                 # a refused answer to the question above
        news, awaiting = self.board.news, self.turn.awaiting
        prompts = ("", "")
        if self.demo:
            prompts = ("F2: your cards back.", "F2: your cards.")
        elif awaiting == "play" and self.queue.idle and self.names.shared:
            name, trick = self.names.people[self.session.person], self.state.trick
            keys = slot_keys_text(len(slots(self.state, self.session.person)))
            if trick:
                prompts = (f"{name}, your card on the {trick[0].symbol}: {keys} or ←/→ Enter.",
                           f"{name}: your card.")
            else:
                prompts = (f"{name}, your lead: {keys} or ←/→ Enter.", f"{name}: your lead.")
        elif awaiting == "play" and self.queue.idle:
            trick = self.state.trick
            keys = slot_keys_text(len(slots(self.state, PERSON)))
            if trick:
                prompts = (f"Your card on my {trick[0].symbol}: {keys} or ←/→ Enter.", "Your card.")
            else:
                prompts = (f"Your lead: {keys} or ←/→ Enter.", "Your lead.")
        elif awaiting == "meld" and self.names.shared:
            name = self.names.people[self.session.person]
            prompts = (f"{name}: meld? Card numbers, then Enter; N: no meld.", f"Meld, {name}?")
        elif awaiting == "meld":
            prompts = ("Meld? Card numbers (or ←/→ ↑/↓), then Enter; N: no meld.",
                       "Meld? Numbers, Enter.")
        room = message_room(self.line_keys(), self.lead_keys())    # beside the keys the line offers
        if not news:
            return prompts[0] if len(prompts[0]) <= room else prompts[1]
        for prompt in prompts:
            if prompt and len(news) + len(prompt) + 2 <= room:
                return f"{news}  {prompt}"
        return news

    def panel(self) -> Panel:
        """The side panel: where the hand stands, the hint's or the coach's words (or the round's
        rules), the keys."""
        st = self.state
        if self.board.hand_over:
            return Panel(over=True)
        stage = "round one" if st.round == 1 else "round two"
        done = self.tricks_played
        # a trick's meld and exchange come after it: the next trick has not begun (nor has round two
        # after round one's twelfth)
        after = st.phase is Phase.DECIDE or (st.round == 1 and done >= 12)
        place = f"{stage}, after trick {done}" if after else f"{stage}, trick {done + 1}"
        melding = self.turn.awaiting == "meld"
        short_keys = "F4 hint.  Meld: numbers, Enter" if melding else "F4 hint.  Play: 1-9 A B C, ←/→"
        facts = dict(hand=st.hand_number, place=place, dealer=self.names.whom(st.dealer),
                     short_keys=short_keys)
        # the hint and the coach speak to the person at the screen, never while the hands are hidden
        private = not self.game_scene.hands_hidden
        block = (("Hint:", self.hint_text) if self.hint_text and self.turn.awaiting and private
                 else ("Coach:", self.coach_text) if self.coach_on and self.coach_text and private else None)
        if block:
            return Panel(**facts, label=block[0], words=block[1], keys=(short_keys,))
        if st.round == 1:
            rules = ("Round one: play any card. The",
                     "first trump played wins the trick.",
                     "The winner may meld once.")
        else:
            rules = ("Round two: follow suit; if void,",
                     "trump; on a trump lead, beat it.",
                     "Last trick scores 10 more.")
        keys = (("Meld: the cards' numbers, or ←/→", "and ↑/↓; then Enter.  F4: a hint.") if melding
                else ("Play: 1-9 A B C, or ←/→ then", "Enter, Space, ↑ or ↓.  F4: a hint."))
        return Panel(**facts, rules=rules, keys=keys)

    def paint(self, screen) -> None:
        self.legend_hits = paint_game(screen, self.table(), screen.mono)


def move_text(move) -> str:
    """A decision in a few words, for the coach line and the review: "K♥", "the 80 kings"."""
    if move.kind == "play":
        return move.card.symbol + (" from the meld" if move.from_meld else "")
    if move.kind == "meld":
        return f"the {move.name}" if move.name else "that meld"
    if move.kind == "exchange":
        return f"the exchange of your {move.card.symbol}"
    return "no meld"


def hint_slots(mine, move) -> list[int]:
    """The slots a hinted move lights up: the card to play (its own copy, PIN-M12a), the 9 of
    trump to exchange, or every card of a meld (melded copies first, as a meld uses them)."""
    if move.kind in ("play", "exchange"):
        return [i for i, slot in enumerate(mine) if slot.card == move.card
                and slot.melded == (move.kind == "play" and move.from_meld)][:1]
    if move.kind != "meld":
        return []
    chosen: list[int] = []
    for card in move.cards:
        for i, slot in enumerate(mine):     # melded copies come first in screen order
            if slot.card == card and i not in chosen:
                chosen.append(i)
                break
    return chosen


@dataclass(frozen=True)
class ReviewSaid:
    """The hand review as the sheet says it, from one value: the points given up in all, whether every
    loss in that sum is solved, and the costliest decisions listed (each with its own loss and
    exactness). The head and the list are both printed from it, so they cannot disagree: a list
    only under a head that something was given up, "exactly" in the head only over exact losses."""

    total: float
    exact: bool
    listed: tuple

    @classmethod
    def of(cls, review: HandReview) -> "ReviewSaid":
        return cls(review.given_up, review.given_up_exact, tuple(review.costliest(REVIEW_COUNT)))

    def head(self) -> str:
        if not self.listed:
            return "Coach: nothing given up in this hand."
        # "about" only for a sum with a sampled estimate in it; round two's losses are solved exactly
        return f"Coach: {points_text(self.total, exact=self.exact)} given up in this hand."

    @staticmethod
    def line(item) -> str:
        n = round(item.loss)
        size = "less than 1" if n < 1 else f"{'exactly' if item.exact else 'about'} {n}"
        return f" {item.where[:1].upper()}{item.where[1:]}: {item.played}; better {item.better} ({size})"


def review_lines(review: HandReview, pending: bool, name: str = "") -> list:
    """The coach's part of the end-of-hand sheet: points given up, the costliest three (at a table of
    two people, under the ``name`` of the person whose plays they are)."""
    if not review.decisions and not pending:
        return []                  # none of the person's decisions this hand (demo mode played it)
    lines = [("─" * 38, P.LIGHT_CYAN)]
    whose = f"{name}'s" if name else "your"
    if pending and not review.decisions:
        said = f"Coach for {name}: still thinking…" if name else "Coach: still thinking about your plays…"
        return lines + [(said, P.LIGHT_CYAN)]
    said = ReviewSaid.of(review)
    head = said.head()
    lines.append((head.replace("Coach:", f"Coach for {name}:") if name else head, P.LIGHT_CYAN))
    for item in said.listed:
        # a long line goes on under itself (the sheet scrolls)
        lines += [(part, P.WHITE) for part in textwrap.wrap(said.line(item), REVIEW_W, subsequent_indent="   ")]
    if pending:
        lines.append((f" (still thinking about {whose} last play…)", P.LIGHT_GREY))
    return lines


def tricks_this_round(state) -> int:
    """Tricks played so far in the round under way (each round counts its own, PIN-R/S)."""
    tricks = sum(1 for e in hand_events(state.events) if e.kind == "trick")
    return max(0, tricks - 12) if state.round == 2 else min(tricks, 12)


def where_of(state, move) -> str:
    """Where a decision is made, for the hand review (from the state before it): "round one,
    trick 5", "round two, trick 3", "round one, after trick 5"."""
    done = tricks_this_round(state)
    stage = "round one" if state.round == 1 else "round two"
    if move.kind == "play":
        return f"{stage}, trick {done + 1}"
    return f"{stage}, after trick {done}"
