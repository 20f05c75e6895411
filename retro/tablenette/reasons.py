"""The words of Tablenette's reasons and verdicts: each sentence prints one facts value (``facts``).

Nothing here counts points or looks at a table: every card and every number
a sentence names is a field of the facts it is given, so what it says is
what the rules did (or, for the other side's next take, what they allow).
"""

from __future__ import annotations

from typing import Iterable

from retro.cards import Card
from retro.fishing.captures import Move
from retro.tablenette.facts import (
    ODD_TOTAL, AdviceFacts, Answer, ChoiceFacts, LoneCardTotal, Play, VerdictFacts,
)

RANK_NAMES = {"A": "an Ace", "J": "a Jack", "Q": "a Queen", "K": "a King", "8": "an 8"}


def plural(n: int, word: str, words: str | None = None) -> str:
    """"1 card", "3 cards": a count in words that agree with it."""
    return f"{n} {word}" if n == 1 else f"{n} {words or word + 's'}"


def symbols(cards: Iterable[Card]) -> str:
    """``10♦ 4♠`` for the reasons shown to the person."""
    return " ".join(c.symbol for c in cards)


def rank_name(rank: str) -> str:
    return RANK_NAMES.get(rank, f"a {rank}")


def play_words(play: Play) -> str:
    """What the play does, in words a player can check ("K♣ takes the whole table: ...")."""
    card = play.card.symbol
    if play.kind == "discard":
        return f"{card} goes to the table"
    if play.sweep:
        return f"{card} sweeps the table ({plural(len(play.taken), 'card')}, {plural(play.points, 'point')})"
    if play.tablenette:
        return f"{card} takes the whole table: a Tablenette worth {plural(play.take_points, 'point')}"
    taken = f"{card} takes {symbols(play.taken)}"
    return f"{taken} for {plural(play.points, 'point')}" if play.points else taken


def move_text(move: Move, played: Move | None = None) -> str:
    """A move as the coach line names it: its card ("K♣"), or, when ``played`` used the same card,
    what it does differently ("K♣ taking 10♦ 4♠", "K♣ to the table")."""
    if played is None or played.card != move.card:
        return move.card.symbol
    if move.kind == "capture" and move.card.rank != "J":
        return f"{move.card.symbol} taking {symbols(move.cards)}"
    if move.kind == "capture":
        return f"{move.card.symbol} (the sweep)"
    return f"{move.card.symbol} to the table"


def lone_total_words(total: LoneCardTotal) -> str:
    """TNT-AI2's discard: "with 5♦ it makes 12, and no card clears 12"."""
    beside = total.table_card.symbol
    if total.total == ODD_TOTAL:
        return f"with {beside} it makes {ODD_TOTAL}, and no card clears {ODD_TOTAL}"
    return f"with {beside} it makes {total.total}, more than any card can clear"


def answer_words(answer: Answer) -> str:
    """"after yours, a King could take 10♦ 4♠ for 2 points" (the other side's best take next)."""
    what = "clear the table" if answer.tablenette else f"take {symbols(answer.taken)}"
    return f"after yours, {rank_name(answer.card.rank)} could {what} for {plural(answer.points, 'point')}"


def last_cards_words(play: Play) -> str:
    taking = "taking last" if play.kind == "capture" else "having taken last"
    return f"{taking}, it wins the cards left on the table"


def advice_words(facts: AdviceFacts) -> str:
    """Why the coach plays it: what it does, and a fact of the table that makes it best."""
    words = play_words(facts.play)
    if facts.only:
        return f"{words}: the only play there is"
    if facts.sooner_than is not None:
        return f"{words}: as good as {move_text(facts.sooner_than.move, facts.play.move)}, and it scores sooner"
    if facts.play.clears:
        return words
    if facts.most_now:
        return f"{words}: the most points now"
    if facts.lone_total is not None:
        return f"{words}: {lone_total_words(facts.lone_total)}"
    nothing = "nothing can be taken, and " if facts.nothing_to_take else ""
    if facts.answered and facts.answer is None:
        return f"{words}: {nothing}the opponent cannot score on the table it leaves"
    if facts.answered and facts.least_answer:
        return f"{words}: {nothing}it leaves the opponent the least to take"
    if facts.exact:
        return f"{words}: {nothing}with every card known, it ends the hand best"
    return f"{words}: {nothing}the other plays leave the opponent more over the next plays"


def verdict_words(facts: VerdictFacts) -> str:
    """Why the best play beats the one made, in facts a player can check (the figures agree with the loss)."""
    if facts.loss == 0.0:
        return ""
    best = play_words(facts.best)
    mine = facts.played.mine
    yours = f"yours scores {plural(mine, 'point')}" if mine else "yours scores nothing"
    ahead, loss = facts.ahead_now, facts.loss
    if ahead > loss + 0.5:
        return f"{best}; {yours} now, and wins part of it back later"
    if ahead > 0 and ahead >= 0.75 * loss - 0.5:      # the difference now is (most of) the loss
        return f"{best}; {yours}"
    if ahead > 0:
        return f"{best}; {yours}, and the rest of the hand goes worse"
    if facts.answer_gap > 0:
        return answer_words(facts.answer_played)
    if facts.exact:
        return f"{best}; with every card known, yours ends the hand worse"
    return f"{best}; yours leaves the opponent more over the next plays"


_CHOICE_NOTES = {
    "random": ": a card picked at random",
    "only": ": the only play there is",
    "best_exact": ": the best play with every card known",
    "best_search": ": the best play I can find",
    "most_take": "; no take scores more",
    "most_cards": "; no take scores, and it takes the most cards",
    "least_worth": ": nothing can be taken, and it is the card least worth keeping",
}


def choice_words(facts: ChoiceFacts) -> str:
    """The computer's reason for its play (shown under its cards with open hands)."""
    words = play_words(facts.play)
    if facts.why in _CHOICE_NOTES:
        return words + _CHOICE_NOTES[facts.why]
    notes = []
    if facts.jack_early:
        notes.append("Jacks are best played early in a hand")
    if facts.lone_total is not None:
        notes.append(lone_total_words(facts.lone_total))
    if facts.last_cards:
        notes.append(last_cards_words(facts.play))
    elif facts.risk is not None:
        notes.append("but it may give a Tablenette away" if facts.risk.tablenette
                     else "but it leaves something to take")
    return words + (": " + "; ".join(notes) if notes else "")
