"""What a Casino play does, as facts a sentence may name: read from the position before it and after it.

Every line the coach and the computers say about a play is printed from one
of the frozen values here (``coach_words``, ``phrases``), never worked out
again in the words: the cards a play takes are those the rules' events move,
the cards it keeps are those still in the mover's hand after it, the points
are what those cards and a sweep score under the game's options
(``Options.take_points``, as the rules score them), and a claim about the rest of the
round (a card kept "for a later take", a bonus that "comes to you") is made
only from the best line of play when every card is known, or from the table
the play leaves otherwise. Pure: built from the mover's view, like the coach.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from retro.bot import finish
from retro.cards import Card
from retro.casino.builds import ACE_BUILD, ACE_HIGH, Pile, Tableau, take_value
from retro.casino.evaluate import after_move
from retro.casino.legal import legal_moves_for
from retro.casino.lookahead import Values, sample_world
from retro.casino.records import MOST_CARDS, MOST_SPADES, Move, Options
from retro.casino.rules import View, unplayed_cards
from retro.casino.solver import Node
from retro.coaching import TIE     # two values this close are one value (float sums in another order)

# A search's estimate counts as a difference only past these margins (a hair is no reason).
CLEAR = 0.5
NEAR = 0.25
# A verdict says a sweep is likely only where a reply swept in at least this share of the deals.
LIKELY = 0.5


# --- one play ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayFacts:
    """One play of the player to move, as the rules play it."""

    move: Move
    mover: int
    spaces: tuple[Optional[Pile], ...]   # the table before it (the piles are named from it)
    piles: tuple[Pile, ...]       # a take: the piles it lifts; a build or block: the pile it goes on
    taken: tuple[Card, ...]       # the cards it puts in the mover's capture pile, the played card first
    points: int                   # what those cards score at the round's end (CAS-S1..S3), a sweep apart
    scoring: tuple[Card, ...]     # the cards among ``taken`` that score
    sweep: bool                   # CAS-S7
    kept: tuple[Card, ...]        # the mover's hand right after it (cards dealt after it not counted)
    left: tuple[Card, ...]        # the cards on the table after it
    left_spaces: tuple[Optional[Pile], ...]   # ... as piles in their spaces (before any clear-up)
    last_card: bool               # it is the round's last card
    rest_to: Optional[int]        # the round's last card: who gets the cards left (CAS-E2), if any
    open_27: bool                 # nobody had 27 cards before it (CAS-S4 still to be won)
    players: int
    options: Options              # the game's, which say what the play and the bonuses score

    @property
    def card(self) -> Card:
        return self.move.card

    @property
    def score(self) -> int:
        """The points the play scores, the sweep's included (CAS-S6)."""
        return self.points + (self.options.sweep_points if self.sweep else 0)

    def can_take(self, card: Card) -> bool:
        """Whether ``card`` could take something on the table this play leaves."""
        return can_take(card, self.left_spaces)


def play_facts(view: View, move: Move) -> PlayFacts:
    """``move`` of the view's player, played by the rules on a position the view allows.

    Only the mover's own cards and the table decide what one play does, so any
    deal of the unseen cards gives the same facts (one is made from the view).
    """
    me = view.player
    before = sample_world(view, random.Random(0))
    after = before.clone()
    events = after.apply(move)
    own = events[0]
    dealt = {c for e in events if e.kind == "deal" and e.player == me for c in e.cards}
    ended = any(e.kind == "round_end" for e in events)
    clear_up = next((e for e in events if e.kind == "last_cards"), None)
    taken = tuple(own.cards) if own.kind in ("take", "to_capture_pile") else ()
    spaces = tuple(view.spaces)
    if move.kind == "take":
        named = set(move.cards)
        piles = tuple(p for p in spaces if p is not None and p.cards[0] in named)
    elif move.kind in ("build", "block"):
        piles = tuple(p for p in spaces if p is not None and p.cards == tuple(move.cards))
    else:
        piles = ()
    if ended:
        left = tuple(clear_up.cards) if clear_up is not None else ()
        left_spaces = tuple(after_move(spaces, move, me))
    else:
        left_spaces = tuple(after.spaces)
        left = tuple(c for p in left_spaces if p is not None for c in p.cards)
    options = view.options
    return PlayFacts(
        move=move, mover=me, spaces=spaces, piles=piles, taken=taken,
        points=options.take_points(taken), scoring=tuple(c for c in taken if options.card_points(c)),
        sweep=any(e.kind == "sweep" for e in events),
        kept=tuple(c for c in after.hands[me] if c not in dealt), left=left, left_spaces=left_spaces,
        last_card=ended, rest_to=clear_up.player if clear_up is not None else None,
        open_27=all(len(c) < MOST_CARDS for c in view.captured), players=view.players, options=options)


def can_take(card: Card, spaces: Sequence[Optional[Pile]]) -> bool:
    """Whether ``card`` may take some pile(s) of ``spaces`` (CAS-T1..T3)."""
    tableau = Tableau([p for p in spaces if p is not None])
    return bool(tableau.groups(take_value(card), card.rank) or tableau.block_takes(card.rank))


def best_take(hand: Sequence[Card], spaces: Sequence[Optional[Pile]],
              options: Optional[Options] = None) -> tuple[int, int]:
    """The most a hand can take from ``spaces`` in one play: (points with the sweep's, cards), best first,
    scored by ``options`` (the default options if None)."""
    options = options or Options()
    piles = [p for p in spaces if p is not None]
    total = sum(len(p.cards) for p in piles)
    best = (0, 0)
    for move in legal_moves_for(hand, piles):
        if move.kind == "take":
            cards = (move.card, *move.cards)
            best = max(best, (options.take_points(cards, len(move.cards) == total), len(cards)))
    return best


def every_card_known(view: View) -> bool:
    """Two play and the stock is empty: the other hand is every card the mover has not seen."""
    return (view.players == 2 and view.stock_size == 0
            and len(unplayed_cards(view)) == view.hand_sizes[1 - view.player])


def leaves_more(view: View, take: PlayFacts, other: PlayFacts) -> Optional[bool]:
    """Whether ``take`` leaves the next player a bigger take than ``other`` does (more points, or as
    many and more cards) -- when every card is known; None when it cannot be known."""
    if not every_card_known(view):
        return None
    hand = unplayed_cards(view)
    return best_take(hand, take.left_spaces, view.options) > best_take(hand, other.left_spaces, view.options)


# --- a line of best play (every card known) ----------------------------------------------------------
@dataclass(frozen=True)
class LineFacts:
    """The best line of play after one move, to the round's end (two players, every card known)."""

    plays: tuple[tuple[int, Move], ...]   # (player, move), the move first
    mover: int
    takes_later: tuple[Card, ...]         # the mover's own cards that take later in the line
    their_takes: tuple[tuple[Move, tuple[Pile, ...]], ...]   # the other's takes and the piles they lift
    cards_27: Optional[int]               # who ends the round with 27 cards or more
    spades_7: Optional[int]               # ... with 7 spades or more
    rest_to: Optional[int]                # who gets the cards left on the table at the end
    had_27: bool                          # the mover had 27 cards before the move
    had_7: bool
    points: tuple[int, ...]               # each player's points from here to the round's end

    @property
    def other(self) -> int:
        return 1 - self.mover

    def wins(self) -> tuple[str, ...]:
        """What comes to the mover on this line that was not theirs already: "27", "7", "rest"."""
        me = self.mover
        return tuple(name for name, owner, had in (("27", self.cards_27, self.had_27),
                                                   ("7", self.spades_7, self.had_7),
                                                   ("rest", self.rest_to, False))
                     if owner == me and not had)


def line_facts(position: Values, move: Move) -> LineFacts:
    """The best line after ``move`` in a solved position (``position.exact``), played out on the solver's nodes."""
    node: Node = position.node
    me = node.to_move
    start = node
    plays = position.lines.get(move)
    if plays is None:
        plays = position.lines[move] = finish(position.solver.line_steps(node, move))
    seq, later, theirs = [], [], []
    points = [0] * node.players
    table_before_last: tuple = ()
    last_play = None
    for index, (player, played, gains) in enumerate(plays):
        used = next(u for m, u in node.entries() if m == played)
        if played.kind == "take":
            if player == me and index:
                later.append(played.card)
            if player != me:
                named = set(played.cards)
                theirs.append((played, tuple(p for p in node.spaces if p is not None and p.cards[0] in named)))
        table_before_last, last_play = node.spaces, (played, player)
        node, _ = node.play(played, used)
        seq.append((player, played))
        for p in range(node.players):
            points[p] += gains[p]
    rest: list[Card] = []
    if node.over and last_play is not None:
        played, player = last_play
        rest = [c for p in after_move(table_before_last, played, player) for c in p.cards]
    over = node.over
    return LineFacts(
        plays=tuple(seq), mover=me, takes_later=tuple(later), their_takes=tuple(theirs),
        cards_27=next((p for p in range(node.players) if node.cards[p] >= MOST_CARDS), None) if over else None,
        spades_7=next((p for p in range(node.players) if node.spades[p] >= MOST_SPADES), None) if over else None,
        rest_to=node.last_taker if over and rest else None,
        had_27=start.cards[me] >= MOST_CARDS, had_7=start.spades[me] >= MOST_SPADES, points=tuple(points))


# --- why the coach's play is the play ------------------------------------------------------------------
@dataclass(frozen=True)
class AdviceFacts:
    """What the hinted play does and, where it shows, what it wins later: all a hint's reason says."""

    play: PlayFacts
    exact: bool
    holds: Optional[Card] = None          # a build: the card kept that takes it; a block: the other one kept
    build_points: int = 0                 # a build: the points in it
    unseen_aces: int = 0                  # an Ace build (estimated): Aces the mover has not seen
    put: str = ""                         # a put: "full", "forced", "ties", "leaves_more", "keeps", "rather",
    #                                       "spare", "needed" ("rather than take" only where it is worth more)
    other_take: Optional[PlayFacts] = None   # put "leaves_more": the take that would leave more; "ties": the
    #                                          best take, valued the same as the put
    likely: bool = False                  # put "leaves_more", "ties": said of the search's estimate, not solved
    for_takes: tuple[Card, ...] = ()      # put "keeps": the kept cards that take later
    wins: tuple[str, ...] = ()            # solved: what comes to the mover on the best line ("27", "7", "rest")
    line: Optional[LineFacts] = None      # solved: that line
    tied: Optional[Move] = None           # as good, but scores later (the hint scores sooner)


def advice_facts(position: Values, move: Move) -> AdviceFacts:
    view = position.view
    play = play_facts(view, move)
    line = line_facts(position, move) if position.exact else None
    found = dict(play=play, exact=position.exact, line=line, tied=_tied_later(position, move))
    if move.kind == "build":
        holds = next((c for c in play.kept if take_value(c) == move.value), None)
        aces = 0
        if move.value == ACE_BUILD and not position.exact:
            aces = sum(take_value(c) == ACE_HIGH for c in unplayed_cards(view))
        found.update(holds=holds, unseen_aces=aces,
                     build_points=view.options.take_points((*move.cards, move.card)))
    elif move.kind == "block":
        found.update(holds=next((c for c in play.kept if c.rank == move.card.rank), None))
    elif move.kind == "put":
        found.update(_put_facts(position, play, line))
    wins = line.wins() if line is not None else ()
    if play.last_card and move.kind == "take":
        wins = tuple(w for w in wins if w != "rest")    # said with the take itself
    found["wins"] = wins
    return AdviceFacts(**found)


def _put_facts(position: Values, play: PlayFacts, line: Optional[LineFacts]) -> dict:
    """Why a put: a fact that leaves no choice ("full", "forced", no take at all), else the best take
    against it -- "rather than take" only where the put is worth strictly more than every take."""
    view = position.view
    if all(p is not None for p in view.spaces):
        return {"put": "full"}
    if len(position.legal) == 1:
        return {"put": "forced"}
    takes = [m for m in position.legal if m.kind == "take"]
    if not takes:
        return {"put": "needed" if view.options.card_points(play.card) else "spare"}
    values = position.values
    best = max(takes, key=lambda m: values[m])
    if values[play.move] - values[best] <= TIE:
        return {"put": "ties", "other_take": play_facts(view, best), "likely": not position.exact}
    if position.facts[best].others_took > position.facts[play.move].others_took + NEAR:
        other = play_facts(view, best)
        known = leaves_more(view, other, play)
        if known is not False:
            return {"put": "leaves_more", "other_take": other, "likely": known is None}
    if line is not None:
        kept = tuple(c for c in play.kept if c in line.takes_later)
    else:
        kept = tuple(c for c in play.kept if play.can_take(c))
    return {"put": "keeps", "for_takes": kept} if kept else {"put": "rather"}


def _tied_later(position: Values, move: Move) -> Optional[Move]:
    """An equally good move that scores less now, if the hint was chosen over it for scoring sooner."""
    top = position.values[move]
    now = position.facts[move].now
    for other in position.legal:
        if other != move and abs(position.values[other] - top) < TIE and position.facts[other].now < now - TIE:
            return other
    return None


# --- what another play gives up ------------------------------------------------------------------------
@dataclass(frozen=True)
class VerdictFacts:
    """The mover's play against the coach's better one, and the one difference that explains the loss.

    ``why`` names the difference: "won" (bonuses the better line brings, ``bonuses``), "lost" (bonuses
    the played line gives away), "their_take" (the other's take after yours, ``their_take``),
    "abandons" (the only card your build needs), "scores" (the better play scores more now), "exposes"
    (yours lays a point card where it can be taken), "sweep"/"more" (yours leaves a sweep in more of the
    deals, ``swept`` the share of them it leaves one in; more to take: estimates), "sets_up" (a build for
    a card you hold), "more_cards", "keeps" (a card the better play keeps for a later take), "less" (the
    other takes less after it), "better" (no single difference: the search's own word, with ``loss``).
    Where ``exact`` is false, what the others take or sweep after a play is the search's estimate over
    deals of the unseen cards, and the words say so.
    """

    played: PlayFacts
    better: PlayFacts
    loss: float
    exact: bool
    why: str
    bonuses: tuple[str, ...] = ()
    their_take: Optional[tuple[Move, tuple[Pile, ...]]] = None
    pile: Optional[Pile] = None           # "abandons": your build
    value: int = 0                        # "abandons": its value; "sets_up": the build's
    count: int = 0                        # "more_cards": how many more
    makes_up: bool = False                # "scores": yours makes up part of it later
    swept: float = 0.0                    # "sweep": the share of the deals in which a reply to yours sweeps
    better_line: Optional[LineFacts] = None
    played_line: Optional[LineFacts] = None


def verdict_facts(position: Values, move: Move, best: Move, loss: float) -> VerdictFacts:
    view = position.view
    played, better = play_facts(view, move), play_facts(view, best)
    exact = position.exact
    mine = line_facts(position, best) if exact else None
    theirs = line_facts(position, move) if exact else None
    base = dict(played=played, better=better, loss=loss, exact=exact, better_line=mine, played_line=theirs)
    if exact:
        found = _solved_difference(mine, theirs)
        if found:
            return VerdictFacts(**base, **found)
    abandoned = _abandoned_build(view, move)
    if abandoned is not None:
        return VerdictFacts(**base, why="abandons", pile=abandoned, value=abandoned.value)
    if better.score > played.score:
        return VerdictFacts(**base, why="scores", makes_up=better.score - played.score > loss + CLEAR)
    facts = position.facts
    gave = facts[move].others_took - facts[best].others_took
    if move.kind == "put" and view.options.card_points(move.card) and _exposed(view, played, gave):
        return VerdictFacts(**base, why="exposes")
    if gave > CLEAR:
        if facts[move].others_swept > facts[best].others_swept + NEAR:
            return VerdictFacts(**base, why="sweep", swept=facts[move].others_swept)
        return VerdictFacts(**base, why="more")
    if best.kind == "build" and any(take_value(c) == best.value for c in better.kept):
        return VerdictFacts(**base, why="sets_up", value=best.value)
    more = len(better.taken) - len(played.taken)
    if more > 0:
        return VerdictFacts(**base, why="more_cards", count=more)
    if move.card != best.card and move.card in better.kept and (
            move.card in mine.takes_later if mine is not None else better.can_take(move.card)):
        return VerdictFacts(**base, why="keeps")
    if (mine.points[mine.other] < theirs.points[theirs.other] if exact
            else facts[move].others_took > facts[best].others_took + NEAR):
        return VerdictFacts(**base, why="less")
    return VerdictFacts(**base, why="better")


# The bonuses a line of best play gives to one side: the most cards, the 7 spades, the cards left.
BONUS_FIELDS = (("27", "cards_27"), ("7", "spades_7"), ("rest", "rest_to"))


def _bonuses_only_in(line: LineFacts, other_line: LineFacts, seat: int) -> tuple[str, ...]:
    """The bonuses ``line`` gives ``seat`` and ``other_line`` does not."""
    return tuple(name for name, field in BONUS_FIELDS
                 if getattr(line, field) == seat and getattr(other_line, field) != seat)


def _solved_difference(mine: LineFacts, theirs: LineFacts) -> dict:
    """The first thing the two lines of best play differ in that the person can count."""
    me, other = mine.mover, mine.other
    parts = _bonuses_only_in(mine, theirs, me)
    if parts:
        return {"why": "won", "bonuses": parts}
    lost = _bonuses_only_in(theirs, mine, other)
    if lost:
        return {"why": "lost", "bonuses": lost}
    if theirs.their_takes and mine.points[other] < theirs.points[other]:
        return {"why": "their_take", "their_take": theirs.their_takes[0]}
    return {}


def _abandoned_build(view: View, move: Move) -> Optional[Pile]:
    """Your own build left without its taker: ``move`` plays the only card you hold that takes it."""
    value = take_value(move.card)
    if move.kind == "take" or sum(take_value(c) == value for c in view.hand) != 1:
        return None
    for pile in view.spaces:
        if (pile is not None and pile.kind == "build" and pile.owner == view.player and pile.value == value
                and tuple(move.cards) != pile.cards):
            return pile
    return None


def _exposed(view: View, played: PlayFacts, gave: float) -> bool:
    """A point card laid on the table where the others can take it: known when every card is, else the
    search's estimate that yours gives more away."""
    if every_card_known(view):
        card = played.card
        table = played.left_spaces
        return card in played.left and any(
            m.kind == "take" and card in m.cards for m in legal_moves_for(unplayed_cards(view), table))
    return gave > CLEAR


# --- the computers' own reasons --------------------------------------------------------------------------
@dataclass(frozen=True)
class ChoiceFacts:
    """What a computer's play does and why it was chosen, as its reason line says (CAS-AI2).

    ``why`` for a put: "full" (no free space), "forced" (its only card, and nothing to take), "nothing"
    (no take), "rest" (the round's last card: the table comes to the player anyway as the last to
    take), "ties" (``declined``, the best take, is worth the same to it), "leaves_more" (``declined``,
    the take passed over, leaves the next player more: ``likely`` when that is the computer's estimate,
    not every card known), "keeps" (``keeps``, a card kept that can take on the table the put leaves),
    "rather" (a take was passed over for the search's reasons). A put is said to be chosen "rather
    than take" only where the computer valued it above the take.
    """

    play: PlayFacts
    why: str = ""
    declined: Optional[PlayFacts] = None
    keeps: Optional[Card] = None
    holds: Optional[Card] = None          # a build: the card kept to take it; a block: the one of its rank
    likely: bool = False                  # "leaves_more": an estimate


def choice_facts(view: View, move: Move, parts: dict, declined: Optional[tuple[Move, dict]],
                 tied: Optional[bool] = None) -> ChoiceFacts:
    """Facts of the computer's ``move`` (its judged ``parts``) against the best take it passed over.

    ``tied``: whether the computer valued that take the same as its move (by default, when their
    judged scores are the same; a computer that chose by other values says so)."""
    play = play_facts(view, move)
    if move.kind == "build":
        return ChoiceFacts(play, holds=next((c for c in play.kept if take_value(c) == move.value), None))
    if move.kind == "block":
        return ChoiceFacts(play, holds=next((c for c in play.kept if c.rank == move.card.rank), None))
    if move.kind != "put":
        return ChoiceFacts(play)
    if all(p is not None for p in view.spaces):
        return ChoiceFacts(play, "full")
    if declined is None:
        return ChoiceFacts(play, "forced" if len(view.hand) == 1 else "nothing")
    if play.last_card and play.rest_to == view.player:
        return ChoiceFacts(play, "rest")
    take, take_parts = declined
    other = play_facts(view, take)
    if tied is None:
        tied = abs(parts["score"] - take_parts["score"]) <= TIE
    if tied:
        return ChoiceFacts(play, "ties", declined=other)
    if take_parts["danger"] > parts["danger"] + NEAR:
        known = leaves_more(view, other, play)
        if known is not False:
            return ChoiceFacts(play, "leaves_more", declined=other, likely=known is None)
    if parts["later"] > take_parts["later"] + NEAR:
        keeps = next((c for c in play.kept if play.can_take(c)), None)
        if keeps is not None:
            return ChoiceFacts(play, "keeps", keeps=keeps)
    return ChoiceFacts(play, "rather", declined=other)


__all__ = ["AdviceFacts", "ChoiceFacts", "LineFacts", "PlayFacts", "VerdictFacts", "advice_facts",
           "best_take", "can_take", "choice_facts", "every_card_known", "leaves_more", "line_facts",
           "play_facts", "verdict_facts"]
