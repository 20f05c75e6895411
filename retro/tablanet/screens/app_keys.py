"""Tablanet's keys, declared once: what each does, and its key bar label and help line in Russian and English.

The key bar (``bar_items``), the help page's key list (``help_lines``, put
into section 13 of the manual as F5 shows it) and the manual's key table
(``key_table``, written into both manuals by ``python tools/key_tables.py``)
are made from ``KEYS``, so they cannot disagree with what the keys do. The
game maps a pressed key to its action with ``KEYS.action``. The order is the
help's; the key bar shows the keys with a bar label in the same order.
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import BarItem, Key, Keymap

# Each language's manual (original_docs/), whose section 13 holds the key table.
MANUALS = {"ru": "tablanet.md", "en": "tablanet.en.md"}

KEYS = Keymap(
    Key("F1", "sound", words={"ru": ("Звук", "F1 - звук включить или выключить."),
                              "en": ("Sound", "F1: sound on or off.")}),
    Key("F2", "demo", words={
        "ru": ("Демо", "F2 - демонстрация: компьютер играет и за вас; F2 еще раз - вернуть карты."),
        "en": ("Demo", "F2: demo: the computer plays your seat too; F2 again gives your cards back.")}),
    Key("F3", "record", words={"ru": ("Партии", "F3 - счет партий (раздел 16)."),
                               "en": ("Record", "F3: the record of games (section 16).")}),
    Key("F4", "hint", words={"ru": ("Совет", "F4 - совет тренера на ваш ход (раздел 15)."),
                             "en": ("Hint", "F4: the coach's hint for your turn (section 15).")}),
    Key("F5", "rules", words={
        "ru": ("Правила", "F5 - эти правила (стрелки, PgUp, PgDn листают; Esc закрывает)."),
        "en": ("Rules", "F5: these rules (the arrows, PgUp and PgDn scroll; Esc closes).")}),
    Key("F6", "lang", words={"ru": ("Eng", "F6 - русский или английский язык, в любой момент."),
                             "en": ("Рус", "F6: Russian or English, at any moment.")}),
    Key("F7", "quit", also=("ESCAPE",), words={
        "ru": ("Выход", "F7 или Esc - выход (программа сначала спросит)."),
        "en": ("Quit", "F7 or Esc: leave the program (it asks first).")}),
    Key("F8", "slower", words={
        "ru": ("", "F8 - медленнее, F9 - быстрее: пауза (0-9), на которую задерживаются ходы компьютеров."),
        "en": ("", "F8 slower, F9 faster: the delay (0-9) the computers' plays are held for.")}),
    Key("F9", "faster"),
    Key("F10", "border", words={
        "ru": ("Рамка", "F10 - цвет рамки экрана (в черно-белом режиме - яркая строка сообщений).", "Ярко"),
        "en": ("Border", "F10: the colour of the screen's border (on a mono screen: a bright message line).",
               "Hilite")}),
    Key("F11", "lessons", words={
        "ru": ("Уроки", "F11 - уроки: позиции из правил с ответом тренера (раздел 15)."),
        "en": ("Lessons", "F11: the lessons: positions from the rules, answered by the coach (section 15).")}),
    # The bar's last item: the delay, which F8 and F9 change (a click on its left half is F8).
    Key("F8/F9", "delay", label="F8/F9", words={"ru": ("Пауза {delay}", ""), "en": ("Delay {delay}", "")}),
    # In a game every letter names a table card: L and R work at the title and the questions.
    Key("L", "lessons_letter", words={
        "ru": ("", "L - тоже уроки, на заставке и в вопросах перед партией (в партии буквы - карты стола, "
                   "а в вопросе «да/нет» L, клавиша Д, значит «да»)."),
        "en": ("", "L: the lessons too, at the title and the questions before a game (in a game the letters "
                   "name the table's cards).")}),
    Key("R", "replays", words={
        "ru": ("", "R - повтор сыгранных партий, на заставке и в вопросах перед партией или в счете партий "
                   "(F3)."),
        "en": ("", "R: replay your finished games, at the title and the questions before a game or in the "
                   "record (F3).")}),
    Key("BACKSPACE", "take_back", words={
        "ru": ("", "Backspace - вернуть ход (только с открытыми картами, раздел 15)."),
        "en": ("", "Backspace: take a play back (with open hands only, section 15).")}),
    Key("Y", "answer", also=("N",), words={
        "ru": ("", "Y или N - ответ на вопрос (в русской раскладке «да» - клавиша Д)."),
        "en": ("", "Y or N: answer a question (on a Russian keyboard the Д key is yes).")}),
    languages=("ru", "en"),       # app_text.LANGS
)
# Only the game has these; the show and the questions leave them off the bar.
GAME_ONLY = ("demo", "hint")
# The game's bar has no room for these (they work there too, and the help lists them).
SETUP_ONLY = ("lessons",)


def bar_items(lang: str, speed: int, mono: bool, game: bool = True) -> list[BarItem]:
    """The key bar: F1-F7, F10, then F8/F9 with the delay; the game's own keys only in a game, the
    lessons (F11) only outside one, where the bar has room."""
    return KEYS.bar(lang, lambda key: key.action not in (SETUP_ONLY if game else GAME_ONLY), mono=mono,
                    delay=speed)


def bar_text() -> dict[str, tuple[str, str]]:
    """The bar's labels as app_text's table names them, ``k_<action>``: (russian, english)."""
    return {f"k_{key.action}": (key.says("ru").bar, key.says("en").bar) for key in KEYS if key.says("en").bar}


def help_lines(lang: str) -> list[str]:
    """The help's key list, a line a key."""
    return KEYS.help_lines(lang)


def key_table(lang: str) -> str:
    """The manual's key table (section 13) in ``lang``."""
    return keymap.key_table(help_lines(lang))


def with_key_list(manual: str, lang: str) -> str:
    """The manual with its key table (section 13's) made from the keymap, as F5 shows it."""
    return keymap.with_key_table(manual, key_table(lang))
