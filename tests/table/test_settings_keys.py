"""Declared settings and keys."""

from dataclasses import dataclass

import pytest

from retro.store import Store
from retro.table import settings as S
from retro.table.keymap import Key, Keymap


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
    assert store.messages == ["settings.json: demo settings not understood (ace); defaults used."]
    S.save(store, "demo", got.replace(open_hands=True))
    assert S.load(Store(tmp_path), "demo", Demo).open_hands is True


KEYS = Keymap(Key("F1", "sound", bar="k_sound", help="h_sound"),
              Key("F7", "quit", bar="k_quit", help="h_quit", also=("ESCAPE",)),
              Key("F8", "slower", help="h_speed"),
              Key("F9", "faster"),
              Key("F8/F9", "speed", bar="k_delay"),
              Key("BACKSPACE", "take_back", help="h_back"))


def test_keys_mean_their_actions_and_make_the_bar_and_the_help():
    assert KEYS.action("ESCAPE") == KEYS.action("F7") == "quit" and KEYS.action("F2") is None
    say = str.upper
    assert KEYS.bar(say) == [("F1", "K_SOUND"), ("F7", "K_QUIT"), ("F8/F9", "K_DELAY")]
    assert KEYS.bar(say, lambda k: k.action != "quit")[1].key == "F8/F9"
    assert KEYS.help_lines(say) == ["- H_SOUND", "- H_QUIT", "- H_SPEED", "- H_BACK"]
    assert KEYS.entry("take_back").key == "BACKSPACE"


def test_a_key_declared_twice_is_refused():
    with pytest.raises(ValueError):
        Keymap(Key("F1", "a"), Key("F1", "b"))


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
