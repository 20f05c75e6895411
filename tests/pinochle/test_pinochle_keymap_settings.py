"""Tommy's Pinochle's declared keys and settings: the key bar, the legend, the help's key list and the manual's key
table come from the keymap."""

from retro.dos.widgets import markdown_lines
from retro.paths import doc_text
from retro.pinochle.screens.app_keys import KEYS, bar_items, help_lines, key_table, question_items, with_key_list
from retro.pinochle.screens.app_settings import PinochleSettings
from retro.table.keymap import key_table_in
from retro.table.settings import allowed, valid


def test_F5_shows_the_instructions_with_the_keymaps_key_table_an_item_a_key():
    page = with_key_list(doc_text("pinochle"))
    assert key_table_in(page) == key_table()
    shown = [line for line, _ in markdown_lines(page, 1000)]
    for line in help_lines():
        assert line in shown, line                     # each key's words, one item of the page


def test_every_key_with_a_help_line_is_named_in_it():
    text = "\n".join(help_lines())
    for entry in KEYS:
        if entry.says("en").help:
            assert entry.key.replace("BACKSPACE", "Backspace") in text
    assert KEYS.languages == ("en",)


def test_the_key_bar_is_the_keymaps_in_the_game_and_at_the_questions():
    game = [(item.key, item.label) for item in bar_items(3, mono=False)]
    assert game == [("F1", "Sound"), ("F2", "Demo"), ("F3", "Melds"), ("F4", "Hint"), ("F5", "Help"),
                    ("F6", "Record"), ("F7", "Quit"), ("F10", "Border"), ("F8/F9", "Delay 3")]
    legend = [(item.key, item.label) for item in question_items(True, "The default")]
    assert legend == [("F1", "Sound"), ("F5", "Help"), ("F6", "Record"), ("F7", "Quit"), ("F10", "Hilite"),
                      ("Enter", "The default")]


def test_keys_mean_their_actions():
    assert KEYS.action("ESCAPE") == KEYS.action("F7") == "quit"
    assert KEYS.action("BACKSPACE") == "take_back" and KEYS.action("F3") == "melds"


def test_the_settings_declare_the_answers_choices():
    assert allowed(PinochleSettings, "count") == ("old_timer", "simplified", "streamlined")
    assert valid(PinochleSettings, "game_point", 500) and valid(PinochleSettings, "game_point", 30_000)
    assert not valid(PinochleSettings, "game_point", 499) and not valid(PinochleSettings, "game_point", True)
    assert allowed(PinochleSettings, "bot") == ("tommy", "expert")          # Tommy, the strong one
    # each setting's default (a setting added later has its own line to add, nothing here to edit)
    assert PinochleSettings().to_data().items() >= {"count": "old_timer", "single_hand": False, "game_point": 1000,
                                                    "bot": "tommy", "open_hands": False, "coach": None,
                                                    "speed": 2}.items()


def test_settings_written_by_the_previous_version_load_as_they_were():
    saved = {"count": "streamlined", "single_hand": True, "game_point": 2500, "open_hands": True,
             "coach": False, "speed": 0}
    assert PinochleSettings.checked(saved).to_data() == {**saved, "bot": "tommy", "people_names": ""}   # Tommy
    assert PinochleSettings(coach=None).coach_wanted(True) and not PinochleSettings(coach=False).coach_wanted(True)


def test_the_help_lists_the_lessons_and_the_replays_keys():
    from retro.pinochle.screens.app_replay import REPLAY_KEY

    lines = help_lines()
    assert any(line.startswith("- L: the lessons") for line in lines)
    assert any(line.startswith("- R: your finished games") for line in lines)
    assert KEYS.action("L") == "lessons" and KEYS.action(REPLAY_KEY) == "replay"
    assert "R" not in [item.key for item in bar_items(2, mono=False)]      # the bar stays as it was
