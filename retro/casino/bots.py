"""Casino computer players (random, greedy, munter, expert) and the HINT button's advice."""

from __future__ import annotations

from typing import Optional, Sequence

from retro.bot import Bot, Choice, finish, pick_bot
from retro.casino.builds import ACE_BUILD, ACE_HIGH, take_value
from retro.casino.evaluate import Judge, after_move
# sample_world is also the bots' name for it (tests and tools deal worlds through bots).
from retro.casino.lookahead import best_of, sample_world, values_steps  # noqa: F401
from retro.casino.facts import ChoiceFacts, choice_facts
from retro.casino.phrases import computer_words, hint_words
from retro.casino.rules import Move, View
from retro.coaching import TIE


def _cards(seq) -> str:
    return " ".join(c.symbol for c in seq)


SLICE = 4   # moves judged between yields: well under a millisecond, a few on a crowded table


class RandomBot(Bot):
    """Any legal move, uniformly."""

    name = "random"

    def decide(self, view, legal, rng):
        return Choice(rng.choice(list(legal)), "picks a move at random")


class GreedyBot(Bot):
    """The take worth most right now; otherwise puts its least useful card. Never builds or blocks."""

    name = "greedy"

    def decide(self, view, legal, rng):
        best, best_score = None, None
        on_table = sum(len(p) for p in view.tableau)
        for move in legal:
            if move.kind == "take":
                cards = (move.card, *move.cards)
                score = 10 + view.options.take_points(cards) + 0.1 * len(cards)
                score += 0.05 * sum(c.suit == "S" for c in cards)
                if len(move.cards) == on_table:
                    score += view.options.sweep_points  # a sweep (CAS-S7)
            elif move.kind == "put":
                score = -view.options.card_points(move.card) - 0.01 * take_value(move.card)
            else:
                continue
            if best_score is None or score > best_score:
                best, best_score = move, score
        if best.kind == "take":
            return Choice(best, f"takes {_cards(best.cards)} with {best.card.symbol}: the most it can take")
        return Choice(best, f"puts {best.card.symbol}: nothing to take")


class MunterBot(Bot):
    """CAS-AI2: points now, no sweep left to the next player, builds read as evidence, unseen cards counted.

    Each move is judged by what it gains now, minus what the next player can
    expect to take from the tableau it leaves (their hand guessed from the
    unseen cards and their standing builds and blocks), plus a share of what
    our own remaining cards could take next turn.
    """

    name = "munter"
    crowd = 120  # above this many legal moves, only the best 60 takes are judged in full

    def __init__(self, follow_up: float = 0.5, caution: float = 1.0, ace_build_risk: float = 5.0):
        self.follow_up = follow_up
        self.caution = caution
        self.ace_build_risk = ace_build_risk

    def think(self, view, legal, rng):
        judge = Judge(view)
        scored = yield from self.ranking(judge, view, legal)
        return Choice(scored[0][1], self.reason(judge, view, scored))

    def rank(self, judge: Judge, view: View, legal: Sequence[Move]) -> list[tuple[float, Move, dict]]:
        """``ranking`` run to the end in one go."""
        return finish(self.ranking(judge, view, legal))

    def ranking(self, judge: Judge, view: View, legal: Sequence[Move]):
        """Every move worth judging with its score and the parts of it, best first (stable for equal scores).

        A generator (yielding every ``SLICE`` moves judged, and at the end) that returns the
        list. A crowded tableau of small cards offers thousands of takes
        (CAS-T1); only the ones that gain most now are judged in full.
        """
        moves = list(enumerate(legal))
        if len(moves) > self.crowd:
            takes = [(i, m) for i, m in moves if m.kind == "take"]
            takes.sort(key=lambda t: (-judge.cards_gain(t[1].cards), t[0]))
            kept = {i for i, _ in takes[:self.crowd // 2]}
            moves = [(i, m) for i, m in moves if m.kind != "take" or i in kept]
        scored = []
        for count, (i, move) in enumerate(moves, 1):
            parts = self.judge_move(judge, view, move)
            scored.append((parts["score"], i, move, parts))
            if count % SLICE == 0:
                yield None
        if len(moves) % SLICE:
            yield None     # a look-ahead ranks several short lists in a row: a pause after each
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [(score, move, parts) for score, _, move, parts in scored]

    def judge_move(self, judge: Judge, view: View, move: Move) -> dict:
        piles = after_move(view.spaces, move, view.player)
        now = 0.0
        sweep = False
        if move.kind == "take":
            now = judge.cards_gain((move.card, *move.cards))
            if not piles:
                sweep = True
                now += judge.options.sweep_points
        elif move.kind == "put" and all(p is not None for p in view.spaces):
            now = judge.cards_gain((move.card,))  # CAS-P1: straight to our capture pile
        best, sweeps = judge.best_takes(piles)
        danger = self.caution * judge.threat(piles, (best, sweeps))
        if self.caution and view.players > 2:
            danger *= 1.0 + 0.25 * (view.players - 2)
        hand_after = list(view.hand)
        hand_after.remove(move.card)
        later = 0.0
        for card in hand_after:
            gain = best.get(take_value(card), 0.0)
            if gain:
                later = max(later, gain + judge.card_gain(card))
        later *= self.follow_up
        clear_up = 0.0
        if view.stock_size == 0 and sum(view.hand_sizes) == 1 and piles:
            # The round's last card: whatever stays goes to the last taker (CAS-E2).
            taker = view.player if move.kind == "take" else view.last_taker
            worth = judge.cards_gain([c for p in piles for c in p.cards])
            clear_up = worth if taker == view.player else -worth if taker is not None else 0.0
            danger = later = 0.0
        if move.kind == "build" and move.value == ACE_BUILD and judge.unseen_by_value.get(ACE_HIGH):
            # The source's tip: build to an Ace only once no Ace is left unseen.
            danger += self.ace_build_risk
        return {"score": now - danger + later + clear_up, "now": now, "danger": danger,
                "later": later, "sweep": sweep, "clear_up": clear_up}

    def reason(self, judge: Judge, view: View, scored) -> str:
        """The reason for ``scored``'s first move, printed from its facts (``facts.choice_facts``)."""
        return computer_words(choice_of(view, scored))


class ExpertBot(MunterBot):
    """Plays as the coach advises: every legal move valued by the same search (``lookahead``).

    Exact to the round's end when two play and the stock is empty; elsewhere
    over deals of the unseen cards (CAS-AI1: only the view is used; the
    deals are guesses, seeded from the view), the others replying well.
    """

    name = "expert"

    def __init__(self, samples: int = 0, **kw):
        super().__init__(**kw)   # ``samples``: an older knob, kept so saved settings still make one

    def think(self, view, legal, rng):
        found = yield from values_steps(view)
        move = best_of(found.values, found.facts, found.legal)
        move = next((m for m in legal if m == move), move)
        judge = Judge(view)
        scored = yield from self.ranking(judge, view, legal)
        chosen = [e for e in scored if e[1] == move] or [(0.0, move, self.judge_move(judge, view, move))]
        # The take it passed over is the one its own search valued most, and a tie is the search's tie.
        values = found.values
        others = sorted((e for e in scored if e[1] != move), key=lambda e: -values.get(e[1], float("-inf")))
        return Choice(move, computer_words(choice_of(view, chosen + others, values)))


BOTS = {"random": RandomBot, "greedy": GreedyBot, "munter": MunterBot, "expert": ExpertBot}
DEFAULT_BOT = "munter"


def choice_of(view: View, scored, values: Optional[dict] = None) -> ChoiceFacts:
    """The facts of ``scored``'s first move (``(score, move, parts)`` entries, the chosen one first) and
    of the best take passed over, if any; ``values``: the search's worth of each move, where the
    choice was the search's (a tie is then a tie of those values)."""
    _, move, parts = scored[0]
    declined = next(((m, p) for _, m, p in scored[1:] if m.kind == "take"), None)
    tied = None
    takes = [v for m, v in (values or {}).items() if m.kind == "take"]
    if takes and declined is not None and move in values:
        tied = values[move] - max(takes) <= TIE       # any take as good: "rather than take" would be untrue
    return choice_facts(view, move, parts, declined, tied)


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "Casino", name, **kw)


def hint(state, player: int) -> Choice:
    """CAS-U4: the move the default bot would make for ``player``, with its reason spoken to them.

    Uses only ``state.view(player)`` (CAS-AI1), so a hint never peeks. The
    reason addresses the person ("Take the 2♠ with your 2♣: 1 point (the
    2♠)"); the bot's own reasons speak of the computer ("takes ... with ...").
    """
    view = state.view(player)
    legal = view.legal_moves()
    if not legal:
        return Choice(None, "Nothing to play")
    bot = MunterBot()
    scored = bot.rank(Judge(view), view, legal)
    return Choice(scored[0][1], hint_words(choice_of(view, scored)))
