"""Declared settings and keys."""

from dataclasses import dataclass

import pytest

from retro.store import Store
from retro.table import settings as S
from retro.table.keymap import (TABLE_END, TABLE_START, Key, Keymap, Words, key_table, key_table_in, listed,
                                with_key_table)


@dataclass(frozen=True)
class Demo(S.Settings):
    lang: str = S.choice("ru", "ru", "en")
    ace: int = S.choice(11, 1, 11)
    open_hands: bool = S.flag(False)
    coach: bool | None = S.choice(None, None, True, False)
    speed: int = S.number(2, 0, 9)


def test_fields_declare_their_choices_and_ranges():
    assert S.allowed(Demo, "ace") == (1, 11) and S.allowed(Demo, "speed") == tuple(range(10))
    assert S.valid(Demo, "ace", 1) and not S.valid(Demo, "ace", True) and not S.valid(Demo, "speed", 10)
    assert not S.valid(Demo, "open_hands", 0) and S.valid(Demo, "coach", None)
    with pytest.raises(ValueError):
        S.choice(3, 1, 2)


def test_checked_keeps_valid_values_and_resets_the_rest():
    got = Demo.checked({"lang": "en", "ace": "eleven", "speed": 4, "unknown": 1, "coach": 1})
    assert got == Demo(lang="en", speed=4)
    assert got["speed"] == 4 and got.get("nothing", 5) == 5
    with pytest.raises(ValueError):
        got.replace(speed=11)
    assert got.replace(coach=True).coach is True


def test_load_reports_a_bad_value_in_one_line_and_save_round_trips(tmp_path):
    store = Store(tmp_path)
    store.save_settings("demo", {"lang": "en", "ace": 7, "speed": 3})
    store = Store(tmp_path)
    got = S.load(store, "demo", Demo)
    assert got == Demo(lang="en", speed=3)
    assert store.messages == ["demo.settings.json: settings not understood (ace); defaults used."]
    S.save(store, "demo", got.replace(open_hands=True))
    assert S.load(Store(tmp_path), "demo", Demo).open_hands is True


KEYS = Keymap(Key("F1", "sound", words={"en": ("Sound", "F1: sound."), "xx": ("SOUND", "F1 - SOUND")}),
              Key("F7", "quit", also=("ESCAPE",), words={"en": ("Quit", "F7: quit."), "xx": ("QUIT", "F7 - QUIT")}),
              Key("F8", "slower", words={"en": ("", "F8 slower, F9 faster."), "xx": ("", "F8/F9 - SPEED")}),
              Key("F9", "faster"),
              Key("F10", "border", words={"en": ("Border", "F10: border.", "Hilite"), "xx": ("B", "F10 - B", "H")}),
              Key("F8/F9", "speed", label="F8/F9", words={"en": ("Delay {delay}", ""), "xx": ("D{delay}", "")}),
              Key("BACKSPACE", "take_back", words={"en": Words(help="Backspace: back."), "xx": Words(help="BACK")}),
              languages=("xx", "en"))


def test_keys_mean_their_actions_and_make_the_bar_and_the_help_in_each_language():
    assert KEYS.action("ESCAPE") == KEYS.action("F7") == "quit" and KEYS.action("F2") is None
    assert KEYS.bar("en", delay=3) == [("F1", "Sound"), ("F7", "Quit"), ("F10", "Border"), ("F8/F9", "Delay 3")]
    assert KEYS.bar("xx", lambda k: k.action != "quit", mono=True, delay=0) == [("F1", "SOUND"), ("F10", "H"),
                                                                                  ("F8/F9", "D0")]
    assert KEYS.help_lines("en") == ["- F1: sound.", "- F7: quit.", "- F8 slower, F9 faster.", "- F10: border.",
                                     "- Backspace: back."]
    assert KEYS.help_lines("xx", bullet="* ")[-1] == "* BACK"
    assert KEYS.entry("take_back").key == "BACKSPACE" and KEYS.entry("speed").shown == "F8/F9"
    assert KEYS.entry("sound").says("en") == Words("Sound", "F1: sound.") and KEYS.entry("faster").says("en") == Words()


def test_a_key_declared_twice_is_refused():
    with pytest.raises(ValueError):
        Keymap(Key("F1", "a"), Key("F1", "b"))


def test_a_key_says_its_words_in_every_language_of_its_program_or_in_none():
    with pytest.raises(ValueError, match="F2"):
        Keymap(Key("F2", "demo", words={"en": ("Demo", "F2: demo.")}), languages=("ru", "en"))
    with pytest.raises(ValueError, match="help"):
        Keymap(Key("F2", "demo", words={"en": ("Demo", "F2: demo."), "ru": ("Демо", "")}), languages=("ru", "en"))
    assert Keymap(Key("F9", "faster"), languages=("ru", "en")).help_lines("ru") == []


def test_a_copy_with_a_key_added_keeps_the_order_and_the_languages():
    added = KEYS.adding(Key("F2", "demo", words={"en": ("Demo", "F2: demo."), "xx": ("DEMO", "F2 - DEMO")}),
                        before="quit")
    assert [k.action for k in added][:3] == ["sound", "demo", "quit"] and added.languages == KEYS.languages
    assert added.action("F2") == "demo" and KEYS.action("F2") is None
    assert KEYS.missing(("sound", "demo", "border")) == ["demo"] and added.missing(("demo",)) == []


def test_a_key_table_is_a_wrapped_list_between_the_manuals_marks():
    lines = ["- F1: " + "word " * 30 + "end.", "- F2: short.",
             "- F3: a line that ends so that a dash - would start the next one if it were cut where it fits"]
    table = key_table(lines, width=38)
    rows = table.splitlines()
    assert table.endswith("\n") and all(len(row) <= 38 for row in rows)
    # no row but an item's first begins with a list's mark (the viewers would start an item there)
    assert all(row.startswith(("- ", "  ")) and not row.startswith("  -") for row in rows)
    assert "  dash - would start the next one if" in rows
    assert " ".join(" ".join(rows).split()) == " ".join(" ".join(lines).split())
    manual = f"Intro.\n\n{TABLE_START}\n- old\n{TABLE_END}\n\nMore."
    made = with_key_table(manual, table)
    assert key_table_in(made) == table and made.startswith("Intro.") and made.endswith(f"{TABLE_END}\n\nMore.")
    assert with_key_table("No marks here.", table) == "No marks here." and key_table_in("No marks.") is None
    assert listed([("F1", "How to Play"), ("F3 or H", "Hint")]) == ["- F1: How to Play;", "- F3 or H: Hint."]


def test_kept_extras_as_a_dataclass():
    from dataclasses import field, make_dataclass

    from retro.keep import extras_of

    Extras = make_dataclass("Extras", [("coach", bool, False), ("seed", int, 0),
                                       ("review", list, field(default_factory=list))], frozen=True)
    assert extras_of(Extras, {"seed": 5}) == Extras(seed=5)
    for bad in ({"seed": "5"}, {"other": 1}, None, {"review": {}}):
        with pytest.raises(ValueError):
            extras_of(Extras, bad)


def test_a_text_field_has_a_longest():
    @dataclass(frozen=True)
    class Named(S.Settings):
        name: str = S.text("You", 8)

    assert S.valid(Named, "name", "Dorothy") and not S.valid(Named, "name", "A" * 9)
    assert not S.valid(Named, "name", 5) and Named.checked({"name": 5}) == Named()
    with pytest.raises(TypeError):
        S.allowed(Named, "name")
