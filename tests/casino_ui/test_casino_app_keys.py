"""Casino's keys are declared once: the File menu's shortcuts, the window's keys and How to Play agree."""

from retro import paths
from retro.casino.screens.app_keys import KEYS, help_lines, key_table, with_key_list
from retro.table.keymap import TABLE_END, TABLE_START, key_table_in
from retro.win.fonts import split_mnemonic


def test_how_to_play_lists_the_declared_keys():
    doc = paths.doc_text("casino")
    assert "\n".join(help_lines()) in key_table()
    assert key_table_in(with_key_list(doc)) == key_table()
    assert help_lines()[0] == "- F1: How to Play (this page);" and help_lines()[-1].endswith(", or leave.")


def test_the_help_pages_key_list_is_made_from_the_keymap(casino):
    app = casino.app()
    assert key_table_in(app.window.how_to_play().view.source) == key_table()
    doc = f"Keys:\n\n{TABLE_START}\n- F1: the old words;\n- F2: more;\n{TABLE_END}\n\nThe end."
    assert with_key_list(doc) == f"Keys:\n\n{TABLE_START}\n" + key_table() + f"{TABLE_END}\n\nThe end."


def test_the_file_menus_shortcuts_are_the_declared_ones(casino):
    app = casino.app()
    menu = next(m for m in app.window.menubar.menus if m.label == "&File")
    shortcuts = {item.label.replace("&", ""): item.accel for item in menu.items if item is not None and item.accel}
    assert shortcuts == {"New Game...": KEYS.entry("new_game").key, "Undo": KEYS.entry("take_back").key,
                         "How to Play": KEYS.entry("how_to_play").key, "Exit": KEYS.entry("exit").key}


def test_the_buttons_letters_are_the_declared_ones(casino):
    app = casino.app()
    def letter(label: str) -> str:
        text, at = split_mnemonic(label)
        return text[at]

    hint_letter = letter(app.window.hint_button.label)
    unplayed_letter = letter(app.window.unplayed_button.label)
    assert KEYS.entry("hint").shown.endswith(" or " + hint_letter.upper())
    assert KEYS.entry("unplayed").key == unplayed_letter.upper()
