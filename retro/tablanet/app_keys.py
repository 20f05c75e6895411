"""Tablanet's keys, declared once: what each does, its key bar label and its line in the help (F5).

The key bar (``bar_items``) and the help page's key list (``help_lines``,
put into section 13 of the manual as F5 shows it) are made from ``KEYS``,
so they cannot disagree with what the keys do. The game maps a pressed key
to its action with ``KEYS.action``.
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import BarItem, Key, Keymap
from retro.tablanet.app_text import t

KEYS = Keymap(
    Key("F1", "sound", bar="k_sound", help="h_sound"),
    Key("F2", "demo", bar="k_demo", help="h_demo"),
    Key("F3", "record", bar="k_record", help="h_record"),
    Key("F4", "hint", bar="k_hint", help="h_hint"),
    Key("F5", "rules", bar="k_rules", help="h_rules"),
    Key("F6", "lang", bar="k_lang", help="h_lang"),
    Key("F7", "quit", bar="k_quit", help="h_quit", also=("ESCAPE",)),
    Key("F10", "border", bar="k_border", help="h_border"),
    Key("F11", "lessons", bar="k_lessons", help="h_lessons"),
    # In a game every letter names a table card: L and R work at the title and the questions.
    Key("L", "lessons_letter", help="h_lessons_letter"),
    Key("R", "replays", help="h_replays"),
    Key("F8", "slower", help="h_speed"),
    Key("F9", "faster"),
    Key("F8/F9", "delay", bar="delay", label="F8/F9"),
    Key("BACKSPACE", "take_back", help="h_take_back"),
    Key("Y", "answer", help="h_answer", also=("N",)),
)
# Only the game has these; the show and the questions leave them off the bar.
GAME_ONLY = ("demo", "hint")
# The game's bar has no room for these (they work there too, and the help lists them).
SETUP_ONLY = ("lessons",)

# The help's lines, in the manual's words (ru, en).
HELP = {
    "h_sound": ("F1 - звук включить или выключить.", "F1: sound on or off."),
    "h_demo": ("F2 - демонстрация: компьютер играет и за вас; F2 еще раз - вернуть карты.",
               "F2: demo: the computer plays your seat too; F2 again gives your cards back."),
    "h_record": ("F3 - счет партий (раздел 16).", "F3: the record of games (section 16)."),
    "h_hint": ("F4 - совет тренера на ваш ход (раздел 15).", "F4: the coach's hint for your turn (section 15)."),
    "h_rules": ("F5 - эти правила (стрелки, PgUp, PgDn листают; Esc закрывает).",
                "F5: these rules (the arrows, PgUp and PgDn scroll; Esc closes)."),
    "h_lang": ("F6 - русский или английский язык, в любой момент.", "F6: Russian or English, at any moment."),
    "h_quit": ("F7 или Esc - выход (программа сначала спросит).", "F7 or Esc: leave the program (it asks first)."),
    "h_speed": ("F8 - медленнее, F9 - быстрее: пауза (0-9), на которую задерживаются ходы компьютеров.",
                "F8 slower, F9 faster: the delay (0-9) the computers' plays are held for."),
    "h_border": ("F10 - цвет рамки экрана (в черно-белом режиме - яркая строка сообщений).",
                 "F10: the colour of the screen's border (on a mono screen: a bright message line)."),
    "h_lessons": ("F11 - уроки: позиции из правил с ответом тренера (раздел 15).",
                  "F11: the lessons: positions from the rules, answered by the coach (section 15)."),
    "h_lessons_letter": ("L - тоже уроки, на заставке и в вопросах перед партией (в партии буквы - карты "
                         "стола, а в вопросе «да/нет» L, клавиша Д, значит «да»).",
                         "L: the lessons too, at the title and the questions before a game (in a game the "
                         "letters name the table's cards)."),
    "h_replays": ("R - повтор сыгранных партий, на заставке и в вопросах перед партией или в счете партий "
                  "(F3).",
                  "R: replay your finished games, at the title and the questions before a game or in the "
                  "record (F3)."),
    "h_take_back": ("Backspace - вернуть ход (только с открытыми картами, раздел 15).",
                    "Backspace: take a play back (with open hands only, section 15)."),
    "h_answer": ("Y или N - ответ на вопрос (в русской раскладке «да» - клавиша Д).",
                 "Y or N: answer a question (on a Russian keyboard the Д key is yes)."),
}
# The manual's order: F8/F9 before F10 (the key bar shows the delay last).
HELP_ORDER = ("sound", "demo", "record", "hint", "rules", "lang", "quit", "slower", "border",
              "lessons", "lessons_letter", "replays", "take_back", "answer")


def bar_items(lang: str, speed: int, mono: bool, game: bool = True) -> list[BarItem]:
    """The key bar: F1-F7, F10, then F8/F9 with the delay; the game's own keys only in a game, the
    lessons (F11) only outside one, where the bar has room."""

    def say(key: str) -> str:
        if key == "k_border" and mono:
            key = "k_hilite"
        return t(key, lang, n=speed) if key == "delay" else t(key, lang)

    return KEYS.bar(say, lambda key: key.action not in (SETUP_ONLY if game else GAME_ONLY))


def help_lines(lang: str) -> list[str]:
    """The help's key list, a line a key."""
    return KEYS.ordered(HELP_ORDER).help_lines(lambda key: HELP[key][lang == "en"])


def with_key_list(manual: str, lang: str) -> str:
    """The manual with its key list (section 13's) made from the keymap (the words the player
    reads are the same)."""
    return keymap.with_key_list(manual, help_lines(lang))
