"""Casino's keys are declared once: the File menu's shortcuts, the window's keys and How to Play agree."""

from retro import paths
from retro.casino.app_keys import KEYS, help_lines, with_key_list
from retro.win.fonts import split_mnemonic


def test_how_to_play_lists_the_declared_keys():
    doc = paths.doc_text("casino")
    assert "\n".join(help_lines()) in doc
    assert with_key_list(doc) == doc                    # the page shown is the manual, word for word


def test_the_help_pages_key_list_is_made_from_the_keymap(casino):
    app = casino.app()
    assert "\n".join(help_lines()) in app.window.how_to_play().view.source
    doc = "Keys:\n\n- F1: the old words;\n- F2: more;\n\nThe end."
    assert with_key_list(doc) == "Keys:\n\n" + "\n".join(help_lines()) + "\n\nThe end."


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
