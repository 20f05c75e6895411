"""The coach's words on a card played: what it does, what it gives up, and why one card beats another.

Each reason is built from ``facts.Facts`` (what the mover can check) in two
halves: what the card does to the trick (wins it, lets it go, leads a suit
that only a trump can take...) and what it gives up (a trump spent, a meld
broken up, the trick's points, the exchange). A verdict names what the
better card does and what the played one gives up beside it; a figure is
said only where the loss bears it out, and where a better card's gain now
is more than the loss, the reason says what that card costs too.
"""

from __future__ import annotations

import re

from retro.pinochle.facts import (CARD, EXCHANGE, HELD, HOPE_WEIGHT, KEPT, MELD_VALUE, SEEN, THEIRS, TRICK,
                                  UPCARD, Facts, suit_name, suit_one)
from retro.pinochle.legal import round_one_follower_wins
from retro.pinochle.melds import ACE, ID_OF, NINE, RANK_OF, SUIT_OF

VOID_STOCK = 3     # round two is this near: at most this many cards left in the stock
SLACK = 1.0        # a figure said may exceed the loss by this much (rounding)
LONGEST = 110      # a verdict's reason longer than this drops what it may (the coach line has 5 short lines)


def _rank_word(c: int) -> str:
    return "an ace" if RANK_OF[c] == ACE else "a ten"


# ------------------------------------------------------------ what a card does
def does(f: Facts, c: int, from_meld: bool, figures: bool = True) -> str:
    """What playing ``c`` does to this trick, in a player's words (it starts with the card)."""
    name = f.mine(c, from_meld)
    view = f.view
    if view.phase == "follow":
        if f.wins(c):
            verb = "trumps" if f.is_trump(c) and not f.is_trump(f.lead) else "wins"
            trick = f.trick_points(c)
            text = f"{name} {verb} the trick" + (f" ({f.points_of(trick, TRICK, c)})" if figures and trick else "")
            return text + _after_win(f, c, from_meld, figures)
        add = f.pts[c]
        text = f"{name} lets the trick go" + (", adding nothing to it" if add == 0
                                                else f", adding {f.points_of(add, CARD, c)} to it")
        kept = [w for w in f.winners() if w != c]
        if kept and view.round == 1:
            text += f", and keeps your {f.named(kept[0], KEPT, c)}"
        return text
    if view.round == 1:
        if f.is_trump(c):
            return f"{name} leads a trump, which wins for sure in the first round" + _after_win(
                f, c, from_meld, figures)
        if not f.beaters(c):
            return f"{name} leads {suit_name(c)}, which only a trump can take"
        return f"{name} leads {suit_name(c)}, which a higher {suit_one(c)} or a trump can take"
    if f.sure_winner(c):
        return f"{name} cannot be beaten: the trick is yours"
    return f"{name} leads {suit_name(c)}, which your opponent can beat"


def _after_win(f: Facts, c: int, from_meld: bool, figures: bool) -> str:
    """Round one: the meld (or the exchange) a trick won with ``c`` opens."""
    meld = f.meld_after(c, from_meld)
    if meld is not None:
        return f", then you may meld the {meld.name}" + (
            f" ({f.figure(meld.value, MELD_VALUE, meld=meld.name)})" if figures else "")
    if f.can_exchange() and not f.exchange_lost(c, from_meld):
        return f", then you may exchange your {f.named(f.trump * 6 + NINE, KEPT, c)}"
    return ""


# ------------------------------------------------------------ what a card gives up
class Cost:
    """One thing a card gives up: its rough size in points (to pick the biggest), its words, and its
    words without a figure (said when the figure would be more than the loss)."""

    __slots__ = ("size", "words", "bare", "amount")

    def __init__(self, size: float, words: str, bare: str | None = None, amount: int = 0):
        self.size, self.words, self.amount = size, words, amount
        self.bare = words if bare is None else bare

    def said(self, loss: float | None = None) -> str:
        return self.words if loss is None or self.amount <= loss + SLACK else self.bare

    def but(self, prefix: str) -> "Cost":
        """The same cost worded after ``prefix`` ("wins it but ")."""
        return Cost(self.size, prefix + self.words, prefix + self.bare, self.amount)


def _biggest(costs: list) -> Cost | None:
    return max(costs, key=lambda c: c.size) if costs else None


def _hope_cost(f: Facts, c: int, from_meld: bool) -> Cost | None:
    """When ``c`` breaks up a meld the mover holds or is one card from."""
    hope = f.hope(c, from_meld)
    if hope is None:
        return None
    kind, lacking = hope
    if lacking < 0:
        return Cost(kind.value * HOPE_WEIGHT[lacking], f"breaks up your second {kind.name}")
    size = kind.value * HOPE_WEIGHT[lacking]
    if lacking == 0:
        return Cost(size, f"breaks up your {kind.name}")
    if lacking == 2:
        return Cost(size, f"gives up a chance of the {kind.name}, two cards away")
    return Cost(size, f"gives up the {kind.name}, one card away")


def _exchange_cost(f: Facts, c: int, from_meld: bool) -> Cost | None:
    if not f.exchange_lost(c, from_meld):
        return None
    meld = f.upcard_meld()
    up = f.named(f.upcard, UPCARD)
    deece = f.options.deece_points
    if meld is not None:
        return Cost(deece + meld.value * 0.5, f"gives up exchanging it for the {up}, which makes your {meld.name}")
    return Cost(deece, f"gives up exchanging it for the {up} ({f.points_of(deece, EXCHANGE)})",
                f"gives up exchanging it for the {up}", deece)


def win_costs(f: Facts, c: int, from_meld: bool) -> list:
    """What winning a trick with ``c`` spends, biggest first (empty when only a low plain card)."""
    out = [w for w in (_hope_cost(f, c, from_meld), _exchange_cost(f, c, from_meld)) if w]
    if f.is_trump(c):
        out.append(Cost(6 + 2 * RANK_OF[c], "spends a high trump" if f.is_high(c) else "spends a trump"))
    elif f.is_high(c):
        out.append(Cost(5 + f.pts[c] // 2, f"spends {_rank_word(c)}"))
    return sorted(out, key=lambda w: -w.size)


def loss_costs(f: Facts, c: int, from_meld: bool, other: int | None = None) -> list:
    """What letting the trick go with ``c`` throws away, beside ``other`` when given."""
    out = [w for w in (_hope_cost(f, c, from_meld), _exchange_cost(f, c, from_meld)) if w]
    if f.is_trump(c) and (other is None or not f.is_trump(other)):
        out.append(Cost(10 + 2 * RANK_OF[c], "wastes a trump on a trick you lose"))
    elif f.is_high(c) and (other is None or not f.is_high(other)):
        out.append(Cost(5 + f.pts[c], f"throws away {_rank_word(c)} that could win a trick later"))
    return sorted(out, key=lambda w: -w.size)


def gives_up(f: Facts, c: int, from_meld: bool) -> str:
    """What playing ``c`` gives up, for the hint."""
    view = f.view
    if view.phase == "follow" and not f.wins(c):
        costs = loss_costs(f, c, from_meld)
        if costs:
            return "it " + costs[0].words
        if not f.winners():
            return "you hold nothing that takes it"
        trick = f.trick_points(c)
        text = (f"it gives up the trick's {f.points_of(trick, TRICK, c)}" if trick
                else "it gives up a trick with no points in it")
        melds = [m for m in (f.meld_after(w, False) for w in f.winners()) if m is not None]
        if melds and view.round == 1:
            text += f" and the chance to meld your {max(melds, key=lambda m: m.value).name}"
        return text
    if view.phase == "follow" or (view.round == 1 and f.is_trump(c)):
        costs = win_costs(f, c, from_meld)
        return "it " + costs[0].words if costs else f"it spends only your {f.mine(c, from_meld)}"
    if view.round == 1:
        hope = _hope_cost(f, c, from_meld)
        if hope:
            return "it " + hope.words
        if f.pts[c] == 0:
            return "it risks no points, only the trick and the meld its winner may make"
        return f"it risks its {f.points_of(f.pts[c], CARD, c)}, and a meld for your opponent if they take it"
    if f.sure_winner(c):
        return f"it cashes your {f.mine(c, from_meld)} now"
    return f"it risks its {f.points_of(f.pts[c], CARD, c)}" if f.pts[c] else "it risks no points"


def play_reason(f: Facts, move) -> str:
    """The hint's words on a card: what it does; what it gives up. A lead other than the usual safe
    one of the manual's note on strategy says instead what that lead risks here."""
    c = ID_OF[move.card]
    ten = note_ten(f, c)
    if ten is not None:
        name = f.mine(c, move.from_meld)
        led = (f"{name}, a trump lead, wins for sure" if f.is_trump(c) else f"{name} leads {suit_name(c)}"
               + (", risking no points" if f.pts[c] == 0 else ""))
        return f"{led}; not the {f.named(ten, HELD)}, the usual safe lead: {note_risk(f, ten)}"
    return f"{does(f, c, move.from_meld)}; {gives_up(f, c, move.from_meld)}"


# ------------------------------------------------------------ the note on strategy's lead
def note_ten(f: Facts, c: int) -> int | None:
    """Round one, leading ``c``: the usual safe lead of the manual's note on strategy (the 10 of the
    longest plain suit, PIN-AI2) when ``c`` is not one; the one of ``c``'s suit first."""
    tens = f.note_tens()
    if not tens or c in tens:
        return None
    return next((t for t in tens if SUIT_OF[t] == SUIT_OF[c]), tens[0])


def note_risk(f: Facts, ten: int, figure: bool = True) -> str:
    """What the 10 led risks here, by the cards the opponent may hold: what may take it, and its points
    (``figure``: said as a number); where nothing of theirs can, that it keeps."""
    higher, trumps = f.takers(ten)
    if not higher and not trumps:
        f.count(0, [x for x in range(24) if round_one_follower_wins(ten, x, f.trump)], THEIRS)
        return "nothing of theirs can take it: it keeps as a sure winner"
    ace = SUIT_OF[ten] * 6 + ACE
    takers = []
    if higher:              # the ace of its suit, said in words: the reason names only cards the mover sees
        f.count(higher, (ace,), THEIRS)
        f.named(ace, THEIRS)
        takers.append("an ace" if higher == 1 else "either ace")
    if trumps:
        ids = [f.trump * 6 + r for r in range(6)]
        takers.append("a trump" if trumps == 1 else f"any of {f.count(trumps, ids, THEIRS)} trumps")
    text = f"{' or '.join(takers)} may take " + (f"its {f.points_of(f.pts[ten], CARD, ten)}" if figure else "it")
    # The note trusts the ace's owner to keep it for 100 aces: say when they no longer can (with no
    # trump to take it, the ace is the whole risk).
    gone = f.aces_beyond_them() if higher and not trumps else None
    if gone is not None:
        f.named(gone, SEEN)
        text += ", and they can no longer make 100 aces"
    return text


# ------------------------------------------------------------ one card against another
def contrast_play(f: Facts, best, move, loss: float) -> str:
    """Why ``best`` beats ``move`` (two different cards): what ``best`` does; what ``move`` gives up."""
    b, m = ID_OF[best.card], ID_OF[move.card]
    bf, mf = best.from_meld, move.from_meld
    if f.view.round == 2:
        return _round_two(f, b, m, bf, mf, loss)
    cost = _relative_cost(f, b, m, bf, mf)
    void = _void_words(f, b, bf, m, mf)
    if void and cost.size < 8:
        return void
    head, tail = _short_does(f, b, bf, m, mf, loss), f"; your {f.mine(m, mf)} {cost.said(loss)}"
    return _shortened(head, tail)


def _shortened(head: str, tail: str) -> str:
    """``head`` + ``tail`` within LONGEST where it can be: the "away" notes go first, then what the
    better card costs with the figure it explains."""
    for away in (", one card away", ", two cards away"):
        if len(head) + len(tail) > LONGEST:
            head = head.replace(away, "")
            if len(head) + len(tail) > LONGEST:
                tail = tail.replace(away, "")
    if len(head) + len(tail) > LONGEST and ", though" in head:
        head = re.sub(r" \(\d+ points?\)", "", head[:head.index(", though")])
    return head + tail


def _short_does(f: Facts, b: int, bf: bool, m: int, mf: bool, loss: float) -> str:
    """What the better card ``b`` does, briefly, beside ``m``: its trick's points only where ``m`` loses
    the trick, and what ``b`` costs when its gain now is more than the loss."""
    name = f.mine(b, bf)
    meld = f.meld_after(b, bf) if surely_wins(f, b) else None
    other = f.meld_after(m, mf) if surely_wins(f, m) else None
    if meld is not None and other is not None and other.value >= meld.value:
        meld = None        # the played card opens as good a meld: not a difference
    gain = 0
    if f.view.phase == "follow":
        if f.wins(b):
            text = f"{name} {'trumps' if f.is_trump(b) and not f.is_trump(f.lead) else 'wins'} it"
            if not f.wins(m):
                gain = f.trick_points(b)
                won = f" ({f.points_of(gain, TRICK, b)})" if gain else ""
                text += won
        else:
            text = f"{name} lets it go" + (" for nothing" if f.pts[b] == 0
                                           else f", adding {f.points_of(f.pts[b], CARD, b)}")
    elif f.is_trump(b):
        text = f"{name}, a trump lead, wins for sure"
    else:
        text = f"{name} leads {suit_name(b)}" + ("" if f.beaters(b) else ", which only a trump takes")
    if meld is not None:
        text += f" and melds the {meld.name}"
        gain += meld.value
    if gain > loss + SLACK:
        spent = win_costs(f, b, bf)
        if spent:
            text += f", though it {spent[0].words}"
        elif f.view.phase == "follow" and f.wins(b) and not f.wins(m):
            text = text.replace(won, "")
    return text


def surely_wins(f: Facts, c: int) -> bool:
    """Round one: ``c`` takes this trick whatever the opponent holds (it wins the led card, or is a trump lead)."""
    return bool(f.wins(c)) if f.view.phase == "follow" else f.is_trump(c)


def _relative_cost(f: Facts, b: int, m: int, bf: bool, mf: bool) -> Cost:
    """The biggest thing the played card ``m`` gives up beside the better card ``b``."""
    if f.view.phase == "follow":
        return _follow_cost(f, b, m, bf, mf)
    bt, mt = f.is_trump(b), f.is_trump(m)
    if m in f.note_tens() and b not in f.note_tens():
        note = Cost(6 + f.pts[m], f"is the usual safe lead, but {note_risk(f, m)}",
                    f"is the usual safe lead, but {note_risk(f, m, figure=False)}", f.pts[m])
        return _biggest([note] + [w for w in (_hope_cost(f, m, mf),) if w])
    if bt and not mt:
        who = "trumped" if not f.beaters(m) else "beaten"
        return _biggest([Cost(8 + f.pts[m], f"can be {who}, and the trick's winner may meld")]
                        + [w for w in (_hope_cost(f, m, mf),) if w])
    if mt:
        costs = win_costs(f, m, mf)
        if bt and f.meld_after(b, bf) is not None and f.meld_after(m, mf) is None:
            costs.append(Cost(f.meld_after(b, bf).value, "wins too but leaves you nothing to meld"))
        return _biggest(costs) or Cost(1, "spends a trump")
    options = [w for w in (_hope_cost(f, m, mf),) if w]
    if f.beaters(m) and not f.beaters(b):
        options.append(Cost(6 + f.pts[m], f"can be taken by a higher {suit_one(m)}"))
    elif len(f.beaters(m)) > len(f.beaters(b)) and SUIT_OF[m] == SUIT_OF[b]:
        options.append(Cost(3 + f.pts[m], f"can be taken by more {suit_name(m)} than the {f.mine(b, bf)}"))
    extra = f.pts[m] - f.pts[b]
    if extra > 0:
        options.append(Cost(extra, f"risks {f.points_of(f.pts[m], CARD, m)} where {f.mine(b, bf)} risks "
                                   + ("none" if f.pts[b] == 0 else f.points_of(f.pts[b], CARD, b)),
                            "risks more points", extra))
    if f.is_high(m) and not f.is_high(b):
        options.append(Cost(5, f"leads away {_rank_word(m)} that could win a trick later"))
    return _biggest(options) or Cost(0, _fallback(f, b, bf, m, mf))


def _follow_cost(f: Facts, b: int, m: int, bf: bool, mf: bool) -> Cost:
    wb, wm = f.wins(b), f.wins(m)
    if wb and not wm:
        meld = f.meld_after(b, bf)
        text = "lets both go" if meld else "lets it go"
        trick = Cost(f.trick_points(b) + (meld.value if meld else 0), text)
        return _biggest([trick] + loss_costs(f, m, mf, b))
    if wm and not wb:
        costs = win_costs(f, m, mf)
        if costs:
            return costs[0].but("wins it but ")
        return Cost(1, f"wins only {f.points_of(f.trick_points(m), TRICK, m)}, and then you must lead")
    if wb and wm:
        options = [c.but("wins it too but ") for c in win_costs(f, m, mf)]
        if f.meld_after(b, bf) is not None and f.meld_after(m, mf) is None:
            options.append(Cost(f.meld_after(b, bf).value, "wins it too but leaves you nothing to meld"))
        return _biggest(options) or Cost(1, "wins it too with a higher card than it needs")
    options = list(loss_costs(f, m, mf, b))
    extra = f.pts[m] - f.pts[b]
    if extra > 0:
        options.append(Cost(extra, f"adds {f.points_of(f.pts[m], CARD, m)} to their trick where {f.mine(b, bf)} adds "
                                   + ("none" if f.pts[b] == 0 else f.points_of(f.pts[b], CARD, b)),
                            "adds more points to their trick", extra))
    return _biggest(options) or Cost(0, _fallback(f, b, bf, m, mf))


def _fallback(f: Facts, b: int, bf: bool, m: int, mf: bool) -> str:
    """No fact sets the two cards apart at once: what each leaves in its suit."""
    after_b, after_m = f.left_in_suit(b, bf), f.left_in_suit(m, mf)
    if SUIT_OF[b] != SUIT_OF[m] and after_b < after_m:
        suit = [SUIT_OF[b] * 6 + r for r in range(6)]
        left = "none" if after_b == 0 else f"only {f.count(after_b, suit, HELD, b)}"
        return (f"leaves you {f.count(f.suit_count(b), suit, HELD)} {suit_name(b)}, where {f.mine(b, bf)} "
                f"leaves {left}: nearer a void for round two")
    if SUIT_OF[b] != SUIT_OF[m]:
        pb, pm = f.pts[b], f.pts[m]
        now = "gives as little now" if pm == pb else "gives less now" if pm < pb else "gives more now"
        if f.view.stock_size <= VOID_STOCK:
            return f"{now}, but leaves you weaker for round two"
        return f"{now}, but you can better spare the {f.mine(b, bf)}"
    if m > b:
        return f"is the higher {suit_one(m)}, worth keeping over the {f.mine(b, bf)}"
    return f"is the lower {suit_one(m)}, the {f.mine(b, bf)} goes first to keep it"


def _void_words(f: Facts, b: int, bf: bool, m: int, mf: bool) -> str | None:
    """Near round two, ``b`` empties a plain suit and ``m`` does not: a void trumps in round two."""
    view = f.view
    if view.round != 1 or view.stock_size > VOID_STOCK or f.is_trump(b) or f.is_trump(m):
        return None
    if f.left_in_suit(b, bf) or not f.left_in_suit(m, mf):
        return None
    suit = suit_name(b)
    return (f"{f.mine(b, bf)} is your last of {suit}: unless you draw one, you may trump {suit} in round two; "
            f"your {f.mine(m, mf)} keeps you in {suit_name(m)}")


# ------------------------------------------------------------ round two (exact)
def _led_fate(f: Facts, c: int) -> str:
    """Round two: what the opponent can do to ``c`` led (their cards are the unseen ones)."""
    suit = [x for x in f.theirs if SUIT_OF[x] == SUIT_OF[c]]
    if suit:
        return f"can be beaten by a higher {suit_one(c)}" if f.beaters(c) else "makes your opponent follow below it"
    if not f.is_trump(c) and f.trumps_out():
        return "gets trumped"
    return "finds your opponent with none of its suit"


def _round_two(f: Facts, b: int, m: int, bf: bool, mf: bool, loss: float) -> str:
    bs, ms = f.mine(b, bf), f.mine(m, mf)

    def keeps() -> str:
        return f"keeps your {f.named(m, KEPT, b)}"
    if f.view.phase == "follow":
        wb, wm = f.wins(b), f.wins(m)
        if wb and not wm:
            trick = f.trick_points(b)
            said = f" ({f.points_of(trick, TRICK, b)})" if trick and trick <= loss + SLACK else ""
            return f"{bs} wins the trick{said}; your {ms} lets it go"
        if wm and not wb:
            return f"{bs} lets this trick go and {keeps()}; your {ms} wins it and is then spent"
        if wb and wm:
            return f"{bs} wins it as well and {keeps()}; your {ms} spends the higher card"
        added = "for nothing" if f.pts[b] == 0 else f"adding {f.points_of(f.pts[b], CARD, b)}"
        more = f" adds {f.points_of(f.pts[m], CARD, m)} to their trick and" if f.pts[m] > f.pts[b] else ""
        return f"{bs} lets it go {added} and {keeps()}; your {ms}{more} is gone for the tricks to come"
    sb, sm = f.sure_winner(b), f.sure_winner(m)
    if sb and not sm:
        return f"{bs} cannot be beaten; your {ms} {_led_fate(f, m)}"
    if sb and sm:
        return f"{bs} and your {ms} both win this trick: cash the {bs} first and {keeps()}"
    if sm:
        return f"{bs} leads {suit_name(b)} and {keeps()}, a sure winner; your {ms} cashes it now"
    if f.pts[m] > f.pts[b]:
        return f"{bs} risks fewer points; your {ms} {_led_fate(f, m)} and risks {f.points_of(f.pts[m], CARD, m)}"
    return f"{bs} {_led_fate(f, b)} and {keeps()}; your {ms} {_led_fate(f, m)}"
