"""A setting declares where the player sets it: its DOS question (Ask) or its Windows control (Control), beside its field."""

from dataclasses import dataclass

import pytest

from retro.table import settings as S
from retro.table.settings import Ask, Control


@dataclass(frozen=True)
class Demo(S.Settings):
    lang: str = S.choice("ru", "ru", "en", ask=Ask.numbered({"ru": "Язык: 1 рус, 2 eng (Enter - {d})?",
                                                             "en": "Language: 1 rus, 2 eng (Enter for {d})?"},
                                                            refused={"ru": "Только 1 или 2.", "en": "Only 1 or 2."},
                                                            labels={"ru": "русский", "en": "English"},
                                                            shown="{label}"))
    players: int = S.choice(2, 2, 3, ask=Ask.number("Players, 2 or 3 (Enter for {d})?", refused="Only 2 or 3."))
    ace: int = S.choice(11, 1, 11, ask=Ask.number("Ace 1 or 11 (Enter for {d})?", refused="Only 1 or 11."))
    bonus: str = S.choice("points", "points", "cards",
                          ask=Ask.numbered("Bonus: 1 points, 2 cards (Enter for {d})?", refused="Only 1 or 2.",
                                           labels={"points": "most points", "cards": "most cards"}))
    single: bool = S.flag(False, ask=Ask.yes_no("Single hand (Y/N)?", step="single_hand"))
    point: int = S.number(1000, 500, 30000, ask=Ask.number("Game point (Enter for {d})?",
                                                           refused="Please give 500 to 30000.", unless="single"))
    open_hands: bool = S.flag(False, ask=Ask.yes_no("Open hands (Y/N)?"))
    coach: bool | None = S.choice(None, None, True, False, ask=Ask.yes_no("Coach (Y/N)?", follows="open_hands"))
    name: str = S.text("ANN", 8, ask=Ask.text("Your name (Enter for {d})?", refused="At most 8 letters."))
    speed: int = S.number(2, 0, 9)
    sound: bool = S.flag(True, control=Control("&Sound", ("New Game", "Game Settings")))
    expert: bool = S.flag(False, control=Control("&Expert", ("New Game",)))
    back: int = S.number(0, 0, 5, control=Control("Card &back", menu="&Options"))


def _question(name):
    return next(q for q in S.questions(Demo) if q.name == name)


def test_the_questions_are_the_fields_that_declare_one_in_declared_order():
    assert S.asked(Demo) == ("lang", "players", "ace", "bonus", "single", "point", "open_hands", "coach", "name")
    assert [q.step for q in S.questions(Demo)][4] == "single_hand"     # a question named apart from its field
    assert S.in_dialog(Demo, "New Game") == ("sound", "expert") and S.in_dialog(Demo, "Game Settings") == ("sound",)
    assert S.on_menu(Demo, "&Options") == ("back",) and S.control(Demo, "speed") is None
    assert S.control(Demo, "expert").label == "&Expert"


def test_a_question_takes_the_keys_its_values_are_typed_with():
    shape = {name: (_question(name).keys(), _question(name).longest(), _question(name).spots())
             for name in ("lang", "players", "ace", "single", "point")}
    assert shape == {"lang": ("12", 1, ("1", "2")), "players": ("23", 1, ("2", "3")),
                     "ace": ("1", 2, ("1", "11")), "single": ("YN", 1, ("Y", "N")),
                     "point": ("0123456789", 5, ())}
    assert _question("name").longest() == 8 and _question("name").spots() == ()


def test_typed_text_becomes_the_settings_value_or_is_refused_in_the_language_on_screen():
    lang, players, point, name = (_question(n) for n in ("lang", "players", "point", "name"))
    assert lang.read("2", "ru") == "en" and lang.read("", "ru") == "ru"
    with pytest.raises(ValueError, match="Только 1 или 2"):
        lang.read("3", "ru", "ru")
    with pytest.raises(ValueError, match="Only 1 or 2"):
        lang.read("0", "ru", "en")
    assert players.read("3", 2) == 3 and players.read("", 2) == 2
    with pytest.raises(ValueError, match="Only 2 or 3"):
        players.read("4", 2)
    assert point.read("1500", 1000) == 1500
    for text in ("499", "30001", "x"):
        with pytest.raises(ValueError, match="500 to 30000"):
            point.read(text, 1000)
    assert name.read("  BOB  ", "ANN") == "BOB"
    with pytest.raises(ValueError, match="At most 8"):
        name.read("ABCDEFGHI", "ANN")


def test_the_words_show_the_default_as_typed_and_an_answer_as_declared():
    lang, bonus, ace, single, coach = (_question(n) for n in ("lang", "bonus", "ace", "single", "coach"))
    assert lang.words("ru", "en") == "Язык: 1 рус, 2 eng (Enter - 2)?"
    assert lang.words("en", "ru") == "Language: 1 rus, 2 eng (Enter for 1)?"
    assert [lang.shown(v, "en") for v in ("ru", "en")] == ["русский", "English"]
    assert bonus.words("", "cards").endswith("(Enter for 2)?") and bonus.shown("cards") == "2  (most cards)"
    assert ace.shown(11) == "11" and single.shown(True) == "Y" and single.shown(False) == "N"
    answers = Demo().to_data()
    assert coach.default(answers) is False and coach.default({**answers, "open_hands": True}) is True
    assert coach.default({**answers, "coach": False, "open_hands": True}) is False
    point = _question("point")
    assert not point.skipped(answers) and point.skipped({**answers, "single": True})


def test_a_question_that_cannot_give_its_fields_values_is_refused_where_it_is_declared():
    with pytest.raises(ValueError, match="yes/no question cannot ask"):
        S.number(1, 0, 3, ask=Ask.yes_no("Many (Y/N)?"))
    with pytest.raises(ValueError, match="number question cannot ask"):
        S.choice("a", "a", "b", ask=Ask.number("Which?", refused="No."))
    with pytest.raises(ValueError, match="text question cannot ask"):
        S.flag(True, ask=Ask.text("Name?", refused="No."))
    with pytest.raises(ValueError, match="labels leave out"):
        S.choice("a", "a", "b", ask=Ask.numbered("1 a, 2 b?", refused="1 or 2.", labels={"a": "A"}))
    with pytest.raises(ValueError, match="refused="):
        S.choice("a", "a", "b", ask=Ask.numbered("1 a, 2 b?"))
    with pytest.raises(ValueError, match="kind"):
        Ask("maybe", "Maybe?")
    with pytest.raises(TypeError, match="tuple of titles"):
        Control("&Sound", "New Game")

    @dataclass(frozen=True)
    class Backwards(S.Settings):
        coach: bool | None = S.choice(None, None, True, False, ask=Ask.yes_no("Coach?", follows="open_hands"))
        open_hands: bool = S.flag(False, ask=Ask.yes_no("Open hands?"))

    with pytest.raises(ValueError, match="depends on 'open_hands', which is not asked before it"):
        S.questions(Backwards)


def test_where_a_setting_is_set_changes_nothing_of_what_is_kept():
    assert Demo().to_data()["lang"] == "ru" and Demo.checked({"players": 3, "ace": 7}) == Demo(players=3)
    assert S.shape(Demo, "single") == "flag" and S.shape(Demo, "coach") == "choice"
    assert S.shape(Demo, "point") == "number" and S.shape(Demo, "name") == "text" and S.longest(Demo, "name") == 8


def test_the_programs_derive_their_lists_from_the_declarations():
    """The questions' order (Pinochle's and Tablanet's ANSWERS) and what Game Settings may change
    (Casino's MID_GAME) are no longer written apart from the fields."""
    from retro.casino.screens.settings import GAME_SETTINGS, MID_GAME, NEW_GAME, CasinoSettings
    from retro.pinochle.screens.app_settings import ANSWERS as PIN_ANSWERS
    from retro.tablanet.screens.app_settings import ANSWERS as TBL_ANSWERS

    assert PIN_ANSWERS == ("count", "single_hand", "game_point", "bot", "open_hands", "coach")
    assert TBL_ANSWERS == ("lang", "players", "ace", "bonus", "tablanet", "target", "bot", "open_hands", "coach")
    assert MID_GAME == ("back", "delay", "animation", "sound", "open_hands", "coach")
    assert MID_GAME == S.in_dialog(CasinoSettings, GAME_SETTINGS)
    assert S.in_dialog(CasinoSettings, NEW_GAME) == CasinoSettings.names()


def test_tablanets_questions_have_their_words_in_each_of_its_languages():
    from retro.tablanet.screens.app_settings import TablanetSettings
    from retro.tablanet.screens.app_text import LANGS

    for question in S.questions(TablanetSettings):
        ask = question.ask
        for words in (ask.words, ask.refused, *ask.labels.values()):
            assert isinstance(words, str) or set(words) == set(LANGS), (question.name, words)
        for lang in LANGS:
            assert question.words(lang, question.default(TablanetSettings().to_data()))
            assert all(question.shown(value, lang) for value in question.values())
