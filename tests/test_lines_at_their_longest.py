"""The lines a player must read, at their longest, fit their places whole (``retro.fitting``).

The computers' reasons at every level and the coach's hints are gathered over seeded games, for
every seat name the screen puts before them (Pinochle's "Demo (you)", Tablanet's "Computer 2" at a
table of three) and in each language; each goes through the place's own fitting, as the screen
paints it: the reason line (80 columns), the message line (78) and the side panel's hint lines.
No line may lose more than whole clauses (the conftest's guard: nothing noted too long), nor end
in an ellipsis. Every other test that paints a screen is held to the same guard.
"""

from __future__ import annotations

import random
import textwrap

import pytest

from retro import fitting
from retro.dos.screen import COLS
from retro.fitting import fit_line

LEVELS = {"pinochle": ("tommy", "expert"), "tablanet": ("tactician", "expert")}
# The words, not the estimates, are under test: the expert samples few deals in round one here.
FEW_SAMPLES = {"pinochle": {"samples": 2}, "tablanet": {}}


def _reasons_and_hints(game: str, options, games: int, hint_every: int):
    """(the computers' reasons, the coach's hint reasons) over ``games`` seeded hands played by
    each level in turn (every seat the same level)."""
    import importlib

    rules = importlib.import_module(f"retro.{game}.rules")
    bots = importlib.import_module(f"retro.{game}.bots")
    coach = importlib.import_module(f"retro.{game}.coach")
    reasons, hints = set(), set()
    for seed in range(games):
        level = LEVELS[game][seed % 2]
        bot = bots.make_bot(level, **(FEW_SAMPLES[game] if level == "expert" else {}))
        state = rules.State.new(1000 + seed, options)
        rng = random.Random(seed)
        start, plies = state.hand_number, 0
        while not state.over and state.hand_number == start:
            legal = state.legal_moves()
            if plies % hint_every == 0 and len(legal) > 1:
                hints.add(coach.hint(state.clone()).reason)
            choice = bot.choose_with_reason(state.view(state.to_move), legal, rng)
            reasons.add(choice.reason)
            state.apply(choice.move)
            plies += 1
    return reasons - {""}, hints - {""}


def _whole(line: str, text: str) -> None:
    assert "…" not in line and not fitting.TOO_LONG, (text, fitting.TOO_LONG)


@pytest.mark.system                 # the coach's hints in round one take a few seconds
def test_pinochles_reasons_and_hints_fit_the_reason_line_the_message_line_and_the_panel():
    from retro.pinochle.rules import Options
    from retro.pinochle.screens.ui_table import PANEL_ROWS, SIDE_W, Panel

    reasons, hints = _reasons_and_hints("pinochle", Options(), games=6, hint_every=9)
    assert len(reasons) > 20 and len(hints) > 5
    for reason in reasons:
        for name in ("Computer", "Demo (you)"):
            text = f"{name}: {reason}"
            _whole(fit_line(text, COLS), text)
    for reason in hints:
        text = f"Hint: {reason}."
        _whole(fit_line(text, COLS - 2), text)
        panel = Panel(hand=12, place="round one, after trick 12", dealer="you", label="Hint:", words=f"{reason}.",
                      keys=("Meld: the cards' numbers, or ←/→", "and ↑/↓; then Enter.  F4: a hint."))
        lines = panel.lines()
        assert len(lines) <= PANEL_ROWS and all(len(line) <= SIDE_W - 1 for line in lines), lines
        _whole(" ".join(lines), text)


@pytest.mark.system          # every level's reasons at length: the full suite's, not the quick loop's
@pytest.mark.parametrize("players", (2, 3))
def test_tablanets_reasons_and_hints_fit_the_reason_line_and_the_message_line_in_both_languages(players):
    from retro.tablanet.rules import Options
    from retro.tablanet.screens.app_text import Who, msg, reason_text, t

    reasons, hints = _reasons_and_hints("tablanet", Options(players=players), games=4, hint_every=5)
    assert len(reasons) > 10 and len(hints) > 3
    for lang in ("ru", "en"):
        for reason in reasons:
            for player in range(players):
                text = t("reason", lang, name=Who(player, players), why=reason_text(reason, lang))
                _whole(fit_line(text, COLS), text)
        for reason in hints:
            text = msg("hint", why=reason).text(lang)
            _whole(fit_line(text, COLS - 2), text)
            for line in textwrap.wrap(text, COLS - 2):
                assert len(line) <= COLS - 2
