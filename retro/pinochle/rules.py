"""Tommy's Pinochle (1988): the rules of two-handed pinochle, pure and seeded (spec/pinochle.md).

Imports point one way: melds -> core -> view, legal, position, reasons, saves -> rules. Every public
name of the API (Options, Move, Event, Phase, IllegalMove, View, ...) is
importable from here.
"""

from __future__ import annotations

import random

from retro.cards import SUITS, Card
from retro.moves import Reason
from retro.pinochle import melds as M
from retro.pinochle import saves
from retro.pinochle.core import (COUNT_SYSTEMS, DEECE_POINTS, HAND_SIZE, LAST_TRICK_BONUS, Event,
                                 IllegalMove, MeldRecord, Move, Options, Parts, Phase, TrickRecord)
from retro.pinochle.melds import CARD_OF, NINE, RANK_OF, SUIT_OF
from retro.pinochle.position import position_parts
from retro.pinochle.reasons import why_illegal
from retro.pinochle.legal import (PLAY, decide_moves, free_plays, meld_moves, round_one_follower_wins,
                                  round_two_follower_wins, round_two_follows)
from retro.pinochle.view import View

__all__ = ["COUNT_SYSTEMS", "DEECE_POINTS", "HAND_SIZE", "LAST_TRICK_BONUS", "Event", "IllegalMove",
           "MeldRecord", "Move", "Options", "Parts", "Phase", "Reason", "State", "TrickRecord", "View",
           "round_one_follower_wins", "round_two_follower_wins", "round_two_follows"]


class State:
    """A match of Tommy's Pinochle: the omniscient position plus its event log.

    ``hand_number`` (read-only) is the hand of the match being played, from 1.
    It stays the same through both rounds of a hand (``round`` 1 and 2) and
    goes up by one when the next hand is dealt, in the play that ends a hand
    without ending the match.
    """

    players = 2
    OPTIONS = Options  # the options a save is read back into, field by field
    _record = True     # searches switch the log off in their private copies

    # ----------------------------------------------------------- construction
    def __init__(self):
        # Use State.new / from_position / from_json; this makes an empty shell.
        self._take(Parts(options=Options(), rng=random.Random(0), dealer=1, hand_number=1, trump=0,
                         upcard=None, stock=[], hands=[[], []], melded=[[], []], round=1, phase=Phase.LEAD,
                         leader=0, trick=[], meld_made=False, scores=[0, 0]))

    @classmethod
    def new(cls, seed: int, options: Options | None = None) -> "State":
        """A new match; the first dealer is drawn at random (PIN-E1) and the first hand dealt."""
        state = cls()
        state._score_by(options or Options())
        state._rng = random.Random(seed)
        state.dealer = state._rng.randrange(2)
        state._deal()
        return state

    @classmethod
    def from_position(cls, hands, trump, upcard=None, stock=(), leader=0, round=1, trick=(),
                      melded=((), ()), dealer=1, scores=(0, 0), options=None, seed=0) -> "State":
        """A position for tests, puzzles and hints (spec/API.md); impossible ones raise ValueError."""
        return cls.assemble(position_parts(hands, trump, upcard, stock, leader, round, trick, melded, dealer,
                                           scores, options or Options(), seed))

    def clone(self) -> "State":
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other._stock = self._stock[:]
        other._hands = [self._hands[0][:], self._hands[1][:]]
        other._melded = [self._melded[0][:], self._melded[1][:]]
        other._trick = self._trick[:]
        other._scores = self._scores[:]
        other._events = self._events[:]
        other._tricks = self._tricks[:]
        other._shown = [self._shown[0][:], self._shown[1][:]]
        other._melds = self._melds[:]
        other._legal = None
        return other

    def parts(self) -> Parts:
        """This State's insides as plain data (copies: changing them changes nothing here)."""
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        return Parts(
            options=self.options, rng=rng, dealer=self.dealer, hand_number=self._hand_number,
            trump=self._trump, upcard=self._upcard, stock=self._stock[:],
            hands=[h[:] for h in self._hands], melded=[m[:] for m in self._melded], round=self.round,
            phase=self.phase, leader=self.leader, trick=self._trick[:], meld_made=self._meld_made,
            scores=self._scores[:], start_scores=tuple(self._start_scores), winner=self._winner,
            events=self._events[:], tricks=self._tricks[:], shown=[s[:] for s in self._shown],
            melds=self._melds[:])

    @classmethod
    def assemble(cls, parts: Parts) -> "State":
        """A State made of ``parts`` (taken over, not copied); the caller vouches that they fit."""
        state = cls.__new__(cls)
        state._take(parts)
        return state

    def _score_by(self, options: Options) -> None:
        """Play and score by ``options``: what they score is read once here (``Options.trick_points``...)."""
        self.options = options
        self._points = options.trick_points                   # points per card id (PIN-O2)
        self._last_trick = options.last_trick_points           # PIN-S5
        self._deece = options.deece_points                     # PIN-E4, PIN-R7
        self._tables = options.meld_tables                     # PIN-M1..M9 with their values
        self._meld_moves = meld_moves(self._tables)

    def _take(self, parts: Parts) -> None:
        self._score_by(parts.options)
        self._rng = parts.rng
        self.dealer, self._hand_number = parts.dealer, parts.hand_number
        self._trump, self._upcard, self._stock = parts.trump, parts.upcard, parts.stock
        self._hands, self._melded = parts.hands, parts.melded
        self.round, self.phase, self.leader = parts.round, parts.phase, parts.leader
        self._trick, self._meld_made = parts.trick, parts.meld_made
        self._scores, self._start_scores = parts.scores, tuple(parts.start_scores)
        self._winner, self._events, self._tricks = parts.winner, parts.events, parts.tricks
        self._shown, self._melds = parts.shown, parts.melds     # seen hand cards; this hand's melds
        self._legal: list[Move] | None = None

    def reseed(self, seed: int) -> None:
        """Restart the generator of later draws (searches give every candidate the same draws)."""
        self._rng.seed(seed)

    # ------------------------------------------------------------ public facts
    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.FOLLOW:
            return 1 - self.leader
        return self.leader

    @property
    def trump(self) -> str:
        return SUITS[self._trump]

    @property
    def upcard(self) -> Card | None:
        return None if self._upcard is None else CARD_OF[self._upcard]

    @property
    def hands(self) -> list[list[Card]]:
        """Cards in each player's hand, not counting those lying in melds."""
        return [[CARD_OF[c] for c in hand] for hand in self._hands]

    @property
    def melded(self) -> list[list[Card]]:
        """Cards lying face up in each player's melds (still playable, PIN-R9)."""
        return [[CARD_OF[rec[0]] for rec in recs] for recs in self._melded]

    def meld_classes(self, player: int) -> list[tuple[Card, str]]:
        """Each melded card of ``player`` with its class letters P/G/S (PIN-M14)."""
        return [(CARD_OF[rec[0]], M.classes_of(rec)) for rec in self._melded[player]]

    @property
    def stock(self) -> tuple[Card, ...]:
        return tuple(CARD_OF[c] for c in self._stock)

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def trick(self) -> tuple[Card, ...]:
        """The card led to the trick in progress, if the follower is to move."""
        return tuple(CARD_OF[c] for c in self._trick)

    @property
    def scores(self) -> list[int]:
        return self._scores[:]

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def hand_number(self) -> int:
        """Which hand of the match is being played, from 1 (both rounds of a hand share it)."""
        return self._hand_number

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def trick_points(self) -> tuple[int, ...]:
        """Points per card id under this game's count (PIN-O2)."""
        return self._points

    @property
    def meld_tables(self) -> tuple:
        """Each trump suit's meld table under this game's options (PIN-M1..M9, ``Options.meld_tables``)."""
        return self._tables

    def view(self, player: int) -> "View":
        """What ``player`` may know (PIN-AI1): see retro.pinochle.view.View."""
        recs = self._melded
        return View(
            player=player, phase=self.phase.value, to_move=self.to_move, round=self.round,
            hand_number=self.hand_number, dealer=self.dealer, leader=self.leader, trump=self.trump,
            upcard=self.upcard, hand=tuple(CARD_OF[c] for c in self._hands[player]),
            melded=tuple(tuple(CARD_OF[r[0]] for r in recs[p]) for p in (0, 1)),
            meld_records=(tuple(recs[0]), tuple(recs[1])), trick=self.trick, tricks=tuple(self._tricks),
            melds=tuple(self._melds), opponent_known=tuple(CARD_OF[c] for c in self._shown[1 - player]),
            hand_sizes=(len(self._hands[0]), len(self._hands[1])), stock_size=len(self._stock),
            scores=tuple(self._scores), options=self.options, meld_made=self._meld_made,
            trick_points=self._points)

    # --------------------------------------------- card ids, for searches
    # The live lists of card ids (melds.CARD_OF names them): read them, never change them.
    @property
    def trump_id(self) -> int:
        return self._trump

    @property
    def upcard_id(self) -> int | None:
        return self._upcard

    @property
    def hand_ids(self) -> list[list[int]]:
        return self._hands

    @property
    def meld_copies(self) -> list[list[tuple]]:
        """Per player, the melded copies: (card id, best special, group, sequence value joined)."""
        return self._melded

    @property
    def trick_ids(self) -> list[int]:
        return self._trick

    @property
    def meld_made(self) -> bool:
        """In "decide": this trick's one meld is made (PIN-R6)."""
        return self._meld_made

    # ------------------------------------------------------------------ moves
    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = self._generate()
        return self._legal[:]

    def _generate(self) -> list[Move]:
        phase = self.phase
        if phase is Phase.OVER:
            return []
        p = self.to_move
        if phase is Phase.DECIDE:
            return decide_moves(self._trump, self._hands[p], self._melded[p], self._meld_made,
                                self._can_exchange(p), self._tables)
        if phase is Phase.FOLLOW and self.round == 2:
            return [PLAY[c] for c in round_two_follows(self._hands[p], self._trick[0], self._trump)]
        return free_plays(self._hands[p], self._melded[p])

    def _can_exchange(self, player: int) -> bool:
        nine = self._trump * 6 + NINE
        return (self._upcard is not None and self._upcard != nine and nine in self._hands[player])

    def apply(self, move: Move) -> list[Event]:
        """Play ``move``; an illegal one raises IllegalMove and changes nothing."""
        chosen = self._match(move)
        self._legal = None
        start = len(self._events)
        kind = chosen.kind
        if kind == "play":
            self._play(M.ID_OF[chosen.card], chosen.from_meld)
        elif kind == "meld":
            self._meld(chosen)
        elif kind == "exchange":
            self._exchange()
        else:
            self._done()
        return self._events[start:]

    def _match(self, move) -> Move:
        legal = self.legal_moves()
        for m in legal:
            if m is move:
                return m
        if not isinstance(move, Move):
            raise IllegalMove(f"not a move: {move!r}", "not_a_move")
        if isinstance(move.card, str):          # be kind to Move("play", "10H")
            try:
                move = Move(move.kind, Card.parse(move.card), move.cards, move.value, from_meld=move.from_meld)
            except ValueError as err:
                raise IllegalMove(str(err), "not_a_card") from None
        if move.kind == "meld":
            try:
                wanted = sorted(M.ID_OF[Card.parse(c)] for c in move.cards)
            except (KeyError, ValueError):
                raise IllegalMove(f"not pinochle cards: {move.cards!r}", "not_a_card") from None
            for m in legal:
                if m.kind == "meld" and sorted(M.ID_OF[c] for c in m.cards) == wanted:
                    if move.value is not None and move.value != m.value:
                        raise IllegalMove(f"that {m.name} scores {m.value}, not {move.value}",
                                          "wrong_meld_value", m.cards)
                    return m
        else:
            for m in legal:
                if m == move:
                    return m
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", "match_over")
        raise IllegalMove(why_illegal(self.view(self.to_move), move))

    def why_illegal(self, move) -> Reason | None:
        """Why ``move`` is refused now, as a structured Reason (None when it is legal)."""
        try:
            self._match(move)
        except IllegalMove as err:
            return err.reason
        return None

    def play_out(self, card_for, from_meld: bool | None = None, stop=None) -> None:
        """Play on unlogged and unchecked, for searches: ``card_for(state)`` names each card id.

        A round-one trick's winner exchanges when it can, then lays its best
        meld, then is done. ``from_meld`` is passed to every play (None takes
        the melded copy when there is one, as Tommy does). Stops at the
        match's end, or before a lead when ``stop(state)`` says so.
        """
        self._legal = None
        self._record = False
        while True:
            phase = self.phase
            if phase is Phase.OVER or (phase is Phase.LEAD and stop is not None and stop(self)):
                return
            if phase is Phase.DECIDE:
                p = self.leader
                if self._can_exchange(p):
                    self._exchange()
                    continue
                if not self._meld_made:
                    i = M.best_meld_index(self._trump, self._hands[p], self._melded[p], self._tables)
                    if i >= 0:
                        self._lay(i)
                        continue
                self._done()
            else:
                self._play(card_for(self), from_meld)

    # ------------------------------------------------------------- mechanics
    def _play(self, cid: int, from_meld: bool | None = None) -> None:
        """Play card ``cid``: the melded copy if ``from_meld``, else the hand's (PIN-M12a).

        ``None`` (searches' playouts) takes the melded copy when there is one, as Tommy does.
        """
        p = self.to_move
        recs = self._melded[p]
        i = M.melded_copy_to_play(recs, cid) if from_meld is not False else -1
        if i >= 0:
            del recs[i]      # the copy left in hand (if any) stays hidden
        else:
            self._hands[p].remove(cid)
            if cid in self._shown[p]:
                self._shown[p].remove(cid)
        if self.phase is Phase.LEAD:
            self._trick = [cid]
            self.phase = Phase.FOLLOW
            return
        lead = self._trick[0]
        leader = self.leader
        if self.round == 1:
            follower_wins = round_one_follower_wins(lead, cid, self._trump)
        else:
            follower_wins = round_two_follower_wins(lead, cid, self._trump)
        winner = 1 - leader if follower_wins else leader
        points = self._points[lead] + self._points[cid]
        self._scores[winner] += points
        if self._record:
            self._events.append(Event("trick", winner, points, (CARD_OF[lead], CARD_OF[cid])))
            self._tricks.append(TrickRecord(self.round, leader, CARD_OF[lead], CARD_OF[cid], winner, points))
        self._trick = []
        self.leader = winner
        if self.round == 1:
            self.phase = Phase.DECIDE
            self._meld_made = False
        elif self._hands[0] or self._hands[1]:
            self.phase = Phase.LEAD
        else:
            self._scores[winner] += self._last_trick
            self._events.append(Event("last_trick", winner, self._last_trick, (), "last trick"))
            self._end_hand()

    def _meld(self, move: Move) -> None:
        self._lay(self._meld_moves[self._trump].index(move))

    def _lay(self, index: int) -> None:
        """Lay down meld ``index`` of this trump's meld table for the trick's winner."""
        p = self.leader
        kind = self._tables[self._trump][index]
        plan = M.plan_meld(kind, self._hands[p], self._melded[p])
        shown = self._shown[p]
        for cid, where in zip(kind.ids, plan):
            if where < 0 and cid in shown:
                shown.remove(cid)     # a seen hand card is now on the table
        M.apply_plan(kind, plan, self._hands[p], self._melded[p])
        self._meld_made = True
        self._scores[p] += kind.value
        cards = self._meld_moves[self._trump][index].cards
        self._melds.append(MeldRecord(p, kind.name, kind.value, cards))
        self._events.append(Event("meld", p, kind.value, cards, kind.name))

    def _exchange(self) -> None:
        p = self.leader
        nine = self._trump * 6 + NINE
        taken = self._upcard
        self._hands[p].remove(nine)
        self._hands[p].append(taken)
        self._shown[p].append(taken)
        self._upcard = nine
        self._scores[p] += self._deece
        self._events.append(Event("deece", p, self._deece, (CARD_OF[nine], CARD_OF[taken]), "exchange"))

    def _done(self) -> None:
        winner = self.leader
        self._draw(winner)
        self._draw(1 - winner)
        if not self._stock and self._upcard is None:
            self._start_round_two()
        else:
            self.phase = Phase.LEAD

    def _draw(self, player: int) -> None:
        """PIN-E5: a random card of the stock; the upcard goes last (PIN-R10)."""
        if self._stock:
            card = self._stock.pop(self._rng.randrange(len(self._stock)))
            public = not self._stock          # the last stock card is shown to both
        elif self._upcard is not None:
            card, self._upcard = self._upcard, None
            public = True
        else:
            return
        self._hands[player].append(card)
        if public:
            self._shown[player].append(card)
        if self._record:
            self._events.append(Event("draw", player, 0, (CARD_OF[card],)))

    def _start_round_two(self) -> None:
        for p in (0, 1):    # PIN-S1: the melds go back into the hands
            back = [rec[0] for rec in self._melded[p]]
            self._hands[p].extend(back)
            self._shown[p].extend(back)
            self._melded[p] = []
        self.round = 2
        self.phase = Phase.LEAD          # PIN-S2: the last trick's winner leads
        if not self._hands[self.leader]:
            self._end_hand()

    def _end_hand(self) -> None:
        self._events.append(Event("hand_end", None, 0, (), f"hand {self.hand_number}"))
        s0, s1 = self._scores
        over = False
        if self.options.single_hand:
            over = True                                  # PIN-G3
            self._winner = None if s0 == s1 else (0 if s0 > s1 else 1)
        elif max(s0, s1) >= self.options.game_point and s0 != s1:
            over = True                                  # PIN-G2
            self._winner = 0 if s0 > s1 else 1
        if over:
            self.phase = Phase.OVER
            self._events.append(Event("game_end", self._winner, 0, (), "game over"))
            return
        self.dealer = 1 - self.dealer                    # PIN-E1
        self._hand_number += 1
        self._deal()

    def _deal(self) -> None:
        """PIN-E2..E4: four at a time from the non-dealer, the 25th card up, deece to the dealer."""
        deck = list(M.FULL_DECK)
        self._rng.shuffle(deck)
        dealer = self.dealer
        hands: list[list[int]] = [[], []]
        for packet in range(6):
            hands[1 - dealer if packet % 2 == 0 else dealer].extend(deck[packet * 4:packet * 4 + 4])
        self._hands = hands
        self._melded = [[], []]
        self._shown = [[], []]
        self._upcard = deck[24]
        self._stock = deck[25:]
        self._trump = SUIT_OF[self._upcard]
        self._trick = []
        self._tricks = []
        self._melds = []
        self.round = 1
        self.leader = 1 - dealer                         # PIN-R1
        self.phase = Phase.LEAD
        self._meld_made = False
        if RANK_OF[self._upcard] == NINE:
            self._scores[dealer] += self._deece
            self._events.append(Event("deece", dealer, self._deece, (CARD_OF[self._upcard],), "dealt"))

    # ------------------------------------------------------------ save games
    def to_json(self) -> str:
        return saves.dump(self.parts())

    @classmethod
    def from_json(cls, text: str) -> "State":
        return cls.assemble(saves.load(text, cls.OPTIONS))

    def __repr__(self):
        return (f"<pinochle State hand {self.hand_number} round {self.round} {self.phase.value} "
                f"to_move={self.to_move} trump={self.trump} scores={self._scores}>")
