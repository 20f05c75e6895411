"""Every sentence Tablenette says about a play is true by the rules: reasons, verdicts, the review.

Seeded games are played with open hands (the test sees the whole state). At
every decision the computer's reasons (every player), the coach's hint, its
verdict on every legal move with the coach's line, and at each hand's end
the review, are read back against the rules: each play is applied to a copy
of the state and its events are the truth. The cards a sentence names are
where it says, the points it names are the events' points, "exactly" is
said only where every card is known and "about" only where the loss is
estimated, "the most points" only where no legal play's events score more,
and the review's summary never contradicts its list. A phrase this test
does not know fails it: a new sentence comes with its check.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field

import pytest

from retro.cards import Card, cards
from retro.coaching import HandReview, coach_line
from retro.tablenette import bots, coach
from retro.tablenette.screens.app_coach import review_lines, review_words, verdict_line, where_of
from retro.tablenette.rules import Move, State, card_points, face_value

C = r"(?:10|[2-9AJQK])[♠♥♦♣]"
CS = rf"{C}(?: {C})*"
RANKS = {"an Ace": "A", "a Jack": "J", "a Queen": "Q", "a King": "K", "an 8": "8",
         **{f"a {n}": str(n) for n in (2, 3, 4, 5, 6, 7, 9, 10)}}
RANK = "|".join(re.escape(k) for k in RANKS)
NAME = rf"{C}(?: taking {CS}| \(the sweep\)| to the table)?"
AMOUNT = r"about (\d+) points?|exactly (\d+) points?|less than a point"
LONE_CARD = rf"with ({C}) it makes (\d+)(, and no card clears 12|, more than any card can clear)"
REVIEW_LINE = rf"Deal (\d), card (\d): you played ({NAME}); better was ({NAME}) \(({AMOUNT})\)\."
DECK = cards(f"{r}{s}" for s in "SHDC" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split())


def symbol_cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# --- the truth: a play applied to a copy of the state ------------------------------------------


@dataclass
class Played:
    """What the rules did with one move: its events, the table it leaves, who plays next on it."""

    state: State
    move: Move
    events: list
    left: list[Card]
    next_player: int | None

    @property
    def mover(self) -> int:
        return self.state.to_move

    @property
    def take(self) -> int:
        return sum(e.points for e in self.events if e.kind in ("capture", "tablenette"))

    @property
    def mine(self) -> int:
        return sum(e.points for e in self.events if e.player == self.mover)

    @property
    def tablenette(self) -> bool:
        return any(e.kind == "tablenette" for e in self.events)


def played(state: State, move: Move) -> Played:
    after = state.clone()
    events = after.apply(move)
    same_hand = after.hand_no == state.hand_no and not after.over
    if same_hand:
        left = list(after.table)
    elif move.kind == "capture":
        left = [c for c in state.table if c not in move.cards]
    else:
        left = list(state.table) + [move.card]
    return Played(state, move, events, left, after.to_move if same_hand else None)


_TAKES: dict = {}


def takes(table, card: Card) -> list[tuple[frozenset, int, bool]]:
    """Every capture ``card`` can make on ``table``: (cards taken, the take's points by its events,
    a Tablenette)."""
    key = (tuple(table), card)
    if key not in _TAKES:
        spare = next(c for c in DECK if c != card and c not in table and c.rank != "J")
        probe = State.from_position(hands=[[card], [spare]], table=list(table))
        found = []
        for m in probe.legal_moves():
            if m.kind == "capture":
                p = played(probe, m)
                found.append((frozenset(m.cards), p.take, p.tablenette))
        _TAKES[key] = found
    return _TAKES[key]


def best_take(table, hand) -> int:
    return max([0] + [points for card in hand for _, points, _ in takes(table, card)])


def every_card_known(state: State) -> bool:
    """The mover can place every card: the stock is empty, so the cards not seen are the other hand."""
    view = state.view(state.to_move)
    other = 1 - state.to_move
    return state.stock_size == 0 and set(view.unseen()) | set(view.known_hands[other]) == set(state.hands[other])


def the_others_cards(state: State) -> list[Card]:
    """The cards the other side may hold, as far as the mover can know."""
    view = state.view(state.to_move)
    return sorted(set(view.unseen()) | set(view.known_hands[1 - state.to_move]), key=str)


# --- the checker ---------------------------------------------------------------------------------


@dataclass
class Position:
    """One decision: the state, its legal moves, and every legal move played on a copy."""

    state: State
    legal: list[Move]
    plays: dict = field(default_factory=dict)

    def play(self, move: Move) -> Played:
        if move not in self.plays:
            self.plays[move] = played(self.state, move)
        return self.plays[move]

    @property
    def exact(self) -> bool:
        return every_card_known(self.state)


class Checker:
    """Reads sentences back against the rules; counts every statement it checks."""

    def __init__(self):
        self.statements = 0

    def claim(self, ok: bool, what: str, sentence: str) -> None:
        self.statements += 1
        assert ok, f"{what}: {sentence!r}"

    # -- names of moves -------------------------------------------------------------------------
    def named(self, pos: Position, name: str, sentence: str) -> list[Move]:
        """The legal moves ``name`` ("K♣", "K♣ taking 10♦ 4♠", "K♣ to the table", "J♠ (the sweep)") may mean."""
        card = Card.parse(name.split()[0])
        moves = [m for m in pos.legal if m.card == card]
        if " taking " in name:
            taken = set(symbol_cards(name.split(" taking ")[1]))
            self.claim(taken <= set(pos.state.table), "the cards named are not on the table", sentence)
            moves = [m for m in moves if m.kind == "capture" and set(m.cards) == taken]
        elif name.endswith("(the sweep)"):
            moves = [m for m in moves if m.kind == "capture" and card.rank == "J"]
        elif name.endswith("to the table"):
            moves = [m for m in moves if m.kind == "discard"]
        self.claim(bool(moves), "no legal move of that name", sentence)
        return moves

    # -- what a play does -------------------------------------------------------------------------
    def play_words(self, pos: Position, move: Move, text: str, sentence: str) -> str:
        """Check the words at the start of ``text`` that say what ``move`` does; return the rest."""
        p = pos.play(move)
        table = pos.state.table
        if found := re.match(rf"({C}) goes to the table", text):
            self.claim(move.kind == "discard" and move.card == Card.parse(found[1]), "not that discard", sentence)
        elif found := re.match(rf"({C}) sweeps the table \((\d+) cards?, (\d+) points?\)", text):
            self.claim(move.kind == "capture" and move.card == Card.parse(found[1]) and move.card.rank == "J",
                       "not that Jack's sweep", sentence)
            self.claim(set(move.cards) == set(table) and not p.left and int(found[2]) == len(table),
                       "a sweep takes the whole table, counted right", sentence)
            self.claim(int(found[3]) == p.take and not p.tablenette, "the sweep's points are not its events'", sentence)
        elif found := re.match(rf"({C}) takes the whole table: a Tablenette worth (\d+) points?", text):
            self.claim(move.kind == "capture" and move.card == Card.parse(found[1])
                       and set(move.cards) == set(table), "not that take of the whole table", sentence)
            self.claim(p.tablenette and int(found[2]) == p.take, "the Tablenette's points are not its events'",
                       sentence)
        elif found := re.match(rf"({C}) takes ({CS})(?: for (\d+) points?)?", text):
            named = symbol_cards(found[2])
            self.claim(set(named) <= set(table), "the cards taken are not on the table", sentence)
            self.claim(move.kind == "capture" and move.card == Card.parse(found[1])
                       and set(move.cards) == set(named) and len(named) == len(move.cards), "not that take", sentence)
            self.claim(int(found[3] or 0) == p.take and not p.tablenette, "the take's points are not its events'",
                       sentence)
        else:
            self.claim(False, "words of a play this test does not know", sentence)
        return text[found.end():]

    def answer(self, pos: Position, move: Move, found, sentence: str) -> int:
        """"after yours, a King could take 10♦ 4♠ for 2 points": a card the other side may hold takes
        those cards (on the table left) for those points, and it is the other side's turn there."""
        p = pos.play(move)
        self.claim(p.next_player == 1 - pos.state.to_move, "the other side does not play next on that table",
                   sentence)
        rank, what, points = RANKS[found["rank"]], found["what"], int(found["points"])
        holders = [c for c in the_others_cards(pos.state) if c.rank == rank]
        options = [t for c in holders for t in takes(p.left, c)]
        if what == "clear the table":
            ok = any(taken == frozenset(p.left) and tn and pts == points for taken, pts, tn in options)
        else:
            named = symbol_cards(what[len("take "):])
            self.claim(set(named) <= set(p.left), "the cards it could take are not on the table left", sentence)
            ok = any(taken == frozenset(named) and pts == points and not tn for taken, pts, tn in options)
        self.claim(ok, "no card the other side may hold takes that for those points", sentence)
        self.claim(points == best_take(p.left, the_others_cards(pos.state)), "not the best take there", sentence)
        return points

    def most_now(self, pos: Position, move: Move, sentence: str) -> None:
        p = pos.play(move)
        self.claim(p.take > 0, "a take worth nothing said to score", sentence)
        self.claim(all(p.mine >= pos.play(m).mine for m in pos.legal), "a legal play scores more now", sentence)

    def note(self, pos: Position, move: Move, note: str, sentence: str) -> None:
        """One of a reason's notes about ``move``."""
        state, mover = pos.state, pos.state.to_move
        p = pos.play(move)
        captures = [m for m in pos.legal if m.kind == "capture"]
        others = the_others_cards(state)
        if note.startswith("nothing can be taken, and "):
            self.claim(not captures, "something can be taken", sentence)
            note = note[len("nothing can be taken, and "):]
            if note == "it is the card least worth keeping":
                self.claim(card_points(move.card) == min(card_points(c) for c in state.hands[mover]),
                           "a card worth less is kept", sentence)
                return
        if note in ("the most points now", "no play scores more"):
            self.most_now(pos, move, sentence)
        elif note == "no take scores more":
            self.claim(p.take > 0 and all(p.take >= pos.play(m).take for m in captures), "a take scores more",
                       sentence)
        elif note == "no take scores, and it takes the most cards":
            self.claim(all(pos.play(m).take == 0 for m in captures), "a take scores", sentence)
            self.claim(len(move.cards) == max(len(m.cards) for m in captures), "a take takes more cards", sentence)
        elif note in ("a card picked at random", "the best play I can find"):
            self.claim(note != "the best play I can find" or not pos.exact, "every card is known here", sentence)
        elif note == "the only play there is":
            self.claim(len(pos.legal) == 1, "there are other plays", sentence)
        elif note in ("the best play with every card known", "with every card known, it ends the hand best"):
            self.claim(pos.exact, "not every card is known here", sentence)
        elif note == "the other plays leave the opponent more over the next plays":
            self.claim(not pos.exact, "an estimate said where every card is known", sentence)
        elif found := re.fullmatch(rf"as good as ({NAME}), and it scores sooner", note):
            other = [m for m in self.named(pos, found[1], sentence) if m != move]
            self.claim(any(coach.judge(state, m).loss == 0.0 and pos.play(m).mine < p.mine for m in other),
                       "not a play as good that scores less now", sentence)
        elif found := re.fullmatch(LONE_CARD, note):
            lone, total = Card.parse(found[1]), int(found[2])
            self.claim(move.kind == "discard" and list(state.table) == [lone], "not a card beside a lone one", sentence)
            self.claim(total == face_value(lone) + face_value(move.card) and (total == 12 or total > 14),
                       "not that total", sentence)
            self.claim(not any(tn for c in DECK if c not in (lone, move.card)
                               for _, _, tn in takes([lone, move.card], c)), "a card clears it", sentence)
        elif note == "the opponent cannot score on the table it leaves":
            self.claim(p.next_player == 1 - mover, "the other side does not play next on that table", sentence)
            self.claim(best_take(p.left, others) == 0, "a card the other side may hold scores there", sentence)
        elif note == "it leaves the opponent the least to take":
            self.claim(p.next_player == 1 - mover, "the other side does not play next on that table", sentence)
            least = min(best_take(pos.play(m).left, others) for m in pos.legal)
            self.claim(best_take(p.left, others) == least, "another play leaves less to take", sentence)
        elif note == "Jacks are best played early in a hand":
            self.claim(move.kind == "capture" and move.card.rank == "J", "not a Jack's sweep", sentence)
        elif note in ("taking last, it wins the cards left on the table",
                      "having taken last, it wins the cards left on the table"):
            last = [e for e in p.events if e.kind == "last_cards"]
            self.claim(bool(last) and last[0].player == mover and last[0].cards, "the cards left go elsewhere",
                       sentence)
            self.claim((move.kind == "capture") == note.startswith("taking"), "not how it took last", sentence)
        elif note == "but it may give a Tablenette away":
            self.claim(p.next_player == 1 - mover, "the other side does not play next on that table", sentence)
            self.claim(any(tn for c in others for _, _, tn in takes(p.left, c)), "no Tablenette there", sentence)
        elif note == "but it leaves something to take":
            self.claim(p.next_player == 1 - mover, "the other side does not play next on that table", sentence)
            self.claim(best_take(p.left, others) > 0, "nothing to take there", sentence)
        else:
            self.claim(False, "a note this test does not know", sentence)

    # -- whole sentences ----------------------------------------------------------------------------
    def reason(self, pos: Position, move: Move, text: str) -> None:
        """A reason for ``move``: what it does, then notes after ": " or "; "."""
        rest = self.play_words(pos, move, text, text)
        if not rest:
            return
        self.claim(rest[:2] in (": ", "; "), "notes not set off", text)
        for note in rest[2:].split("; "):
            self.note(pos, move, note, text)

    def verdict(self, pos: Position, move: Move, verdict) -> None:
        """The verdict on ``move`` and the coach's line that shows it."""
        state, text = pos.state, verdict.reason
        self.claim(verdict.exact == pos.exact, "a verdict's exactness is not the position's", text)
        line = verdict_line(verdict)
        if verdict.good:
            self.claim(line == "Coach: Good: that is my play too." and not text, "good, said otherwise", line)
            return
        found = re.fullmatch(rf"Coach: Better was ({NAME}): ({AMOUNT})(?: \((.*)\))?\.", line)
        self.claim(found is not None, "a coach line this test does not know", line)
        self.claim(verdict.best in self.named(pos, found[1], line), "the better play named is not the best", line)
        self.amount(found[2], verdict.loss, pos.exact, line)
        self.claim((found[5] or "") == text, "the line's reason is not the verdict's", line)
        best, mine = pos.play(verdict.best), pos.play(move).mine
        if answer := re.fullmatch(rf"after yours, (?P<rank>{RANK}) could (?P<what>clear the table|take {CS}) "
                                  r"for (?P<points>\d+) points?", text):
            points = self.answer(pos, move, answer, text)
            after_best = best_take(best.left, the_others_cards(state)) if best.next_player == 1 - state.to_move else 0
            self.claim(points > after_best, "the best play leaves as much to take", text)
            return
        rest = self.play_words(pos, verdict.best, text, text)
        self.claim(rest.startswith("; "), "a verdict's note not set off", text)
        rest = rest[2:]
        if found := re.fullmatch(r"yours scores (nothing|(\d+) points?)( now, and wins part of it back later|"
                                 r", and the rest of the hand goes worse)?", rest):
            self.claim(mine == int(found[2] or 0), "yours is said to score what its events do not", text)
            ahead = best.mine - mine
            self.claim(ahead > 0, "the better play does not score more now", text)
            if found[3] and "later" in found[3]:
                self.claim(ahead > verdict.loss, "nothing to win back later", text)
            elif found[3]:
                self.claim(verdict.loss > ahead, "the rest of the hand goes no worse", text)
        elif rest == "with every card known, yours ends the hand worse":
            self.claim(pos.exact, "not every card is known here", text)
        elif rest == "yours leaves the opponent more over the next plays":
            self.claim(not pos.exact, "an estimate said where every card is known", text)
        else:
            self.claim(False, "a verdict's note this test does not know", text)

    def amount(self, text: str, loss: float, exact: bool, sentence: str) -> None:
        """"exactly 7 points" only for a solved loss, and that loss; "about 7 points" for an estimated one."""
        found = re.fullmatch(AMOUNT, text)
        if found[2] is not None:
            self.claim(exact, "\"exactly\" said of an estimate", sentence)
            self.claim(int(found[2]) == loss, "not the exact loss", sentence)
        else:
            self.claim(not exact, "\"about\" said of a solved loss", sentence)
            self.claim(round(loss) == int(found[1] or 0), "not the loss", sentence)

    def review(self, decisions: list, review: HandReview) -> None:
        """The hand review against its decisions: (position, move, verdict) each."""
        lines = review_lines(review, False)
        costly = [d for d in decisions if not d[2].good]
        if not decisions:
            self.claim(lines == ["The coach saw none of your plays this hand."], "a review of nothing", lines[0])
            return
        if not costly:
            self.claim(lines == ["Every play of yours this hand was the coach's play too."], "no loss, said otherwise",
                       lines[0])
            return
        total = sum(d[2].loss for d in costly)
        all_exact = all(d[0].exact for d in costly)
        found = re.fullmatch(rf"Given up this hand: ({AMOUNT})\.", lines[0])
        self.claim(found is not None, "a summary this test does not know", lines[0])
        self.amount(found[1], total, all_exact, lines[0])
        summary = int(found[2] or found[3] or 0)
        listed = []
        for line in lines[1:]:
            item = re.fullmatch(REVIEW_LINE, line)
            self.claim(item is not None, "a review line this test does not know", line)
            match = [d for d in costly if (d[0].state.deal_no, 7 - len(d[0].state.hands[d[0].state.to_move]))
                     == (int(item[1]), int(item[2])) and d[1] in self.named(d[0], item[3], line)
                     and d[2].best in self.named(d[0], item[4], line)]
            self.claim(len(match) == 1, "the line names no play of the hand as it was", line)
            pos, move, verdict = match[0]
            self.amount(item[5], verdict.loss, pos.exact, line)
            number = int(item[6] or item[7] or 0)
            self.claim(number <= summary, "a line gives up more than the whole hand", line)
            listed.append(number)
        self.claim(len(listed) == min(3, len(costly)), "not the costliest plays", lines[0])
        if all_exact:
            self.claim(sum(listed) <= summary, "the list gives up more than the summary", lines[0])


# --- the games -----------------------------------------------------------------------------------


def check_position(checker: Checker, state: State, coached: bool) -> tuple[dict, Position]:
    """Every sentence about the decision in ``state``; returns the verdicts by move (when coached)."""
    pos = Position(state.clone(), state.legal_moves())     # kept for the review, as it was
    view = state.view(state.to_move)
    rng = random.Random(len(state.events))
    for name in bots.BOTS if coached else ("random", "greedy", "sycomp"):
        choice = bots.make_bot(name).choose_with_reason(view, pos.legal, rng)
        checker.reason(pos, choice.move, choice.reason)
    verdicts = {}
    if coached:
        advice = coach.hint(state)
        checker.reason(pos, advice.move, advice.reason)
        for move in pos.legal:
            verdicts[move] = coach.judge(state, move)
            checker.verdict(pos, move, verdicts[move])
    return verdicts, pos


def play_games(checker: Checker, seeds, hands: int, coach_every: int = 1) -> int:
    """Seeded games, open hands, every decision checked (the coach at every ``coach_every``-th one
    and in every last deal); the person's plays reviewed at each hand's end. Returns the positions."""
    positions = 0
    for seed in seeds:
        state = State.new(seed)
        rng = random.Random(seed)
        players = [bots.make_bot("sycomp" if seed % 2 else "random"), bots.make_bot("greedy" if seed % 3 else "sycomp")]
        review, decisions, hand = HandReview(), [], state.hand_no
        while not state.over and state.hand_no < hand + hands:
            coached = positions % coach_every == 0 or state.stock_size == 0
            verdicts, pos = check_position(checker, state, coached)
            positions += 1
            move = players[state.to_move].choose(state.view(state.to_move), pos.legal, rng)
            if state.to_move == 0 and move in verdicts:
                verdict = verdicts[move]
                played_text, better = review_words(state, verdict)
                review.add(where_of(state), played_text, better, verdict.loss, verdict.exact)
                decisions.append((pos, move, verdict))
            before = state.hand_no
            state.apply(move)
            if state.hand_no != before or state.over:
                checker.review(decisions, review)
                review, decisions = HandReview(), []
    return positions


@pytest.mark.system          # seeded games worked through by the coach: the full suite's
def test_every_reason_verdict_and_review_line_is_true_by_the_rules(long_run):
    """Every phase: the first deals (estimated), the last deal (every card known), the hand's last
    play (the last cards, 28 cards), the review; with ``--long``, whole games to their end."""
    checker = Checker()
    start = time.perf_counter()
    if long_run:
        positions = play_games(checker, range(100, 108), hands=99)
    else:
        positions = play_games(checker, (6, 9, 11, 14), hands=1, coach_every=4)
    print(f"\n{positions} positions, {checker.statements} statements checked "
          f"in {time.perf_counter() - start:.1f} s")
    assert positions >= 180 and checker.statements >= 5000


# --- words that said more than the rules did, each in a position of its own ------------------------


def last_deal(hands, table, last_taker, to_move=0, mine=0) -> State:
    """A position of a hand's last deal with every card placed: the cards in no hand and not on the
    table have been taken, the first ``mine`` of them by player 0, the rest by player 1."""
    placed = {c for h in hands for c in cards(h)} | set(cards(table))
    rest = [c for c in DECK if c not in placed]
    return State.from_position(hands=hands, table=table, last_taker=last_taker, to_move=to_move,
                               taken=(rest[:mine], rest[mine:]))


def test_a_take_worth_nothing_is_never_called_the_most_points():
    """8♣ taking 8♠, the only take there is, scores nothing: neither the coach's hint nor the greedy
    player's reason may call it "the most points" or say that nothing "scores more"."""
    state = last_deal(["8C 3D", "4H 9S"], "8S 6H", last_taker=1, mine=20)
    take = Move("capture", Card.parse("8C"), (Card.parse("8S"),))
    assert take in state.legal_moves() and coach.hint(state).move == take
    checker = Checker()
    pos = Position(state, state.legal_moves())
    for reason in (coach.hint(state).reason,
                   bots.make_bot("greedy").choose_with_reason(state.view(0), pos.legal, random.Random(1)).reason):
        assert "most points" not in reason and "scores more" not in reason, reason
        checker.reason(pos, take, reason)


def test_a_solved_loss_is_told_exactly_in_the_verdict_the_line_and_the_review():
    """The last deal, every card known: the verdict is exact and every place that prints the loss
    says "exactly", never "about"."""
    state = last_deal(["10C KC", "2S 3S"], "10D 4S KH KS", last_taker=1, mine=20)
    assert every_card_known(state)
    ten = Move("capture", Card.parse("10C"), (Card.parse("10D"),))
    verdict = coach.judge(state, ten)
    assert verdict.exact and verdict.loss > 0
    line = coach_line(verdict, lambda best: coach.move_text(best, ten))
    assert f": exactly {round(verdict.loss)} points (" in line and "about" not in line, line
    review = HandReview()
    review.add(where_of(state), *review_words(state, verdict), verdict.loss, verdict.exact)
    assert all("about" not in text and "exactly" in text for text in review_lines(review, False)), \
        review_lines(review, False)
    checker = Checker()
    pos = Position(state, state.legal_moves())
    checker.verdict(pos, ten, verdict)
    checker.review([(pos, ten, verdict)], review)


def test_the_other_side_is_said_to_score_only_where_it_plays_next():
    """The hand's last play: the cards left go to the last taker, and nobody plays on them. "The
    opponent cannot score on the table it leaves" was said while the computer, the last taker, was
    about to take them and their points."""
    state = last_deal(["5C", []], "10D KS", last_taker=1, mine=20)
    (move,) = state.legal_moves()
    events = state.clone().apply(move)
    assert any(e.kind == "last_cards" and e.player == 1 and e.points == 3 for e in events)
    advice = coach.hint(state)
    assert "cannot score" not in advice.reason and "least to take" not in advice.reason, advice.reason
    Checker().reason(Position(state, [move]), move, advice.reason)


def test_yours_scores_counts_the_points_its_events_give():
    """The hand's last play: a discard by the last taker wins the cards left, and their points. The
    verdict said "yours scores nothing" where the play's events score 3."""
    state = last_deal(["KC", []], "KS 10H 4H", last_taker=0, mine=10)
    discard = Move("discard", Card.parse("KC"))
    assert sum(e.points for e in state.clone().apply(discard) if e.player == 0) == 3
    verdict = coach.judge(state, discard)
    assert verdict.loss > 0 and "yours scores 3 points" in verdict.reason, verdict.reason
    Checker().verdict(Position(state, state.legal_moves()), discard, verdict)
