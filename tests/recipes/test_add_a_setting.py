"""The recipe "add a setting" (docs/ARCHITECTURE.md) checked for every program: a setting declared with its
question or control reaches the player and is kept, with no other file changed (``settings_recipe``)."""

import pytest
from tests.recipes.settings_recipe import new_setting_reaches_the_player

from retro.table.settings import Ask, Control, choice, flag, number, text

BOTH = {"ru": "Быстрая раздача (Y/N)?", "en": "Fast deal (Y/N)?"}


@pytest.mark.parametrize("program, declared, answer", [
    ("pinochle", flag(False, ask=Ask.yes_no("Fast deal (Y/N)?")), True),
    ("pinochle", number(3, 1, 12, ask=Ask.number("Hands to a match, 1 to 12 (Enter for {d})?",
                                                   refused="Please give 1 to 12.")), 7),
    ("pinochle", choice("dark", "dark", "light", "plain",
                        ask=Ask.numbered("Table, 1 dark 2 light 3 plain (Enter for {d})?",
                                         refused="Please give 1, 2 or 3.",
                                         labels={"dark": "Dark", "light": "Light", "plain": "Plain"})), "plain"),
    ("pinochle", text("ANN", 8, ask=Ask.text("Your name (Enter for {d})?", refused="At most 8 letters.")), "BOB"),
    ("tablanet", flag(False, ask=Ask.yes_no(BOTH)), True),
    ("tablanet", choice(4, 4, 6, ask=Ask.number({"ru": "Карт в руке: 4 или 6 (Enter - {d})?",
                                                  "en": "Cards in a hand, 4 or 6 (Enter for {d})?"},
                                                 refused={"ru": "Только 4 или 6.", "en": "Only 4 or 6."})), 6),
    ("casino", flag(False, control=Control("&Fast deal", ("New Game",))), True),
    ("casino", flag(False, control=Control("&Fast deal", ("New Game", "Game Settings"))), True),
    ("casino", number(2, 1, 5, control=Control("&Rounds:", ("New Game",))), 4),
    ("tablenette", flag(False, control=Control("&Fast Deal", menu="&Options")), True),
], ids=lambda value: value if isinstance(value, str) else None)
def test_a_new_setting_reaches_the_player_and_is_kept(ctx, monkeypatch, program, declared, answer):
    grown = new_setting_reaches_the_player(ctx, monkeypatch, program, "extra", declared, answer)
    assert grown.names()[-1] == "extra"
