"""The cards of a numbered deal as plain text, for the stored first deals (stdlib and retro only: Pyodide runs it too)."""

from __future__ import annotations

from retro.casino import rules as casino
from retro.deals import deal_game
from retro.pinochle import rules as pinochle
from retro.tablanet import rules as tablanet
from retro.tablenette import rules as tablenette

RULES = {"pinochle": pinochle, "tablenette": tablenette, "casino": casino, "tablanet": tablanet}
NUMBERS = (1, 2, 777, 11982, 1_000_000)


def first_deal(state) -> dict:
    """Who deals, every hand, the table and the stock in order, after ``State.new``."""
    out = {"dealer": state.dealer, "to_move": state.to_move,
           "hands": [" ".join(map(str, hand)) for hand in state.hands],
           "stock": " ".join(map(str, state.stock))}
    if hasattr(state, "tableau"):
        out["tableau"] = ["+".join(map(str, pile)) for pile in state.tableau]
    elif hasattr(state, "table"):
        out["table"] = " ".join(map(str, state.table))
    if hasattr(state, "trump"):
        out["trump"], out["upcard"] = state.trump, str(state.upcard)
    return out


def first_deals() -> dict:
    """Every program's first deals of ``NUMBERS`` at the default options (as first_deals.json keeps them)."""
    return {program: {str(n): first_deal(deal_game(RULES[program], n)) for n in NUMBERS}
            for program in sorted(RULES)}
