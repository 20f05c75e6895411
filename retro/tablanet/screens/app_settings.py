"""Tablanet's remembered settings, declared once: each answer's choices and its setup question, the delay's range."""

from __future__ import annotations

from dataclasses import dataclass

from retro.dos.family import MAX_SPEED
from retro.table.settings import Ask, Settings, asked, choice, flag, number, text
from retro.tablanet.bots import DEFAULT_BOT
from retro.tablanet.rules import TARGET, TARGETS
from retro.tablanet.screens.app_text import LANGS, TEXT

PROGRAM = "tablanet"
# The computers' strengths a player chooses from, weakest first: the tactician (the sheet's advice,
# the default) and the expert, "strong" (it searches as the coach does; README: how strong).
LEVELS = (DEFAULT_BOT, "expert")


def said(key: str) -> dict[str, str]:
    """The words of ``key`` in each language, from the program's one table of words (app_text)."""
    return dict(zip(LANGS, TEXT[key]))


@dataclass(frozen=True)
class TablanetSettings(Settings):
    """The setup answers (TBL-O1..O4, the computers' strength), the coach and the delay (F8/F9).

    Each question is asked in this order (``ui_setup.Setup``); each answer is the default next time.
    """

    # Each language is named in itself, whichever is on the screen.
    lang: str = choice("ru", *LANGS, ask=Ask.numbered(said("q_lang"), refused=said("only_12"), shown="{label}",
                                                      labels={lang: said("a_lang")[lang] for lang in LANGS}))
    players: int = choice(2, 2, 3, ask=Ask.number(said("q_players"), refused=said("only_23")))
    ace: int = choice(11, 1, 11, ask=Ask.number(said("q_ace"), refused=said("only_1_11")))
    bonus: str = choice("points", "points", "cards",
                        ask=Ask.numbered(said("q_bonus"), refused=said("only_12"),
                                         labels={"points": said("a_bonus_points"), "cards": said("a_bonus_cards")}))
    tablanet: str = choice("values", "values", "none",
                           ask=Ask.numbered(said("q_tablanet"), refused=said("only_12"),
                                            labels={"values": said("a_tablanet_values"),
                                                    "none": said("a_tablanet_none")}))
    target: int = choice(TARGET, *TARGETS, ask=Ask.number(said("q_target"), refused=said("only_targets")))
    # the computers' bot (retro.tablanet.bots): a game is played, kept and recorded at its level
    bot: str = choice(DEFAULT_BOT, *LEVELS,
                      ask=Ask.numbered(said("q_bot"), refused=said("only_12"),
                                       labels={level: said("a_bot_" + level) for level in LEVELS}))
    open_hands: bool = flag(False, ask=Ask.yes_no(said("q_open")))
    # None until the coach question is first answered (its default then follows open hands).
    coach: bool | None = choice(None, None, True, False, ask=Ask.yes_no(said("q_coach"), follows="open_hands"))
    speed: int = number(2, 0, MAX_SPEED)
    # the names last typed for a people's game, seat by seat (a tab between them; a name holds none)
    people_names: str = text("", 3 * 12 + 2)


# The setup questions, in the order they are asked (each answer is the next default).
ANSWERS = asked(TablanetSettings)
