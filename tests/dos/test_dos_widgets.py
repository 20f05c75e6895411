"""Y/N prompts (PIN-U4), typed answers, pick lists and the help viewer."""

import pytest

from retro import palette as P
from retro.dos.screen import TextScreen
from retro.dos.widgets import (PickItem, PickList, TextViewer, TypedAnswer, YesNo, legend_key,
                               markdown_lines, paint_notes)


@pytest.mark.parametrize("keys, answer", [
    (["Y"], True), (["N"], False), (["ESCAPE"], False),
    (["RETURN"], True),                     # the default
    (["LEFT", "RETURN"], True), (["RIGHT", "UP"], False), (["LEFT", "LEFT", "DOWN"], True),
    (["RIGHT", "SPACE"], False), (["RIGHT", "RIGHT", "RETURN"], False),
    (["RIGHT", "LEFT", "DOWN"], True),
])
def test_PIN_U4_yes_no_by_letter_or_arrows(keys, answer):
    prompt = YesNo("Quit?", default=True)
    for key in keys:
        prompt.handle(key)
    assert prompt.done and prompt.result is answer


@pytest.mark.parametrize("default", [True, False])
def test_left_selects_yes_and_right_selects_no(default):
    """PIN-U4: the arrows move the highlight to their side; they never toggle."""
    prompt = YesNo("Quit?", default=default)
    screen = TextScreen()
    for key, choice in (("LEFT", True), ("LEFT", True), ("RIGHT", False), ("RIGHT", False),
                        ("LEFT", True)):
        prompt.handle(key)
        assert prompt.choice is choice and not prompt.done
        prompt.paint(screen)
        col, row = screen.find(" Y " if choice else " N ")
        assert screen.bgs[row][col + 1] == P.LIGHT_GREY       # the highlight is on that side
    for confirm in ("UP", "DOWN", "RETURN"):
        again = YesNo("Quit?", default=not default)
        again.handle("LEFT" if default else "RIGHT")
        again.handle(confirm)
        assert again.done and again.result is default


def test_a_refused_key_says_why_beside_the_question():
    prompt = YesNo("Quit?", hint="Please answer Y or N.")
    prompt.handle("Q")
    assert prompt.beeped and prompt.error == "Please answer Y or N."
    screen = TextScreen()
    prompt.paint(screen)
    assert "Please answer Y or N." in screen.row_text(prompt.row)
    prompt.handle("LEFT")
    assert prompt.error == ""
    silent = YesNo("Quit?")                      # without a hint: a beep only, as before
    silent.handle("Q")
    assert silent.beeped and silent.error == ""
    typed = TypedAnswer("Count?", int, max_len=1, allowed="123", refused="Please give 1, 2 or 3.")
    typed.handle("7")
    assert typed.beeped and typed.error == "Please give 1, 2 or 3."
    typed.paint(screen)
    assert "Please give 1, 2 or 3." in screen.row_text(typed.row)


def test_yes_no_refuses_other_keys_with_a_beep():
    prompt = YesNo("Quit?")
    prompt.handle("Q")
    assert prompt.beeped and not prompt.done


def test_yes_no_mouse_click_on_the_choice():
    prompt = YesNo("Quit?", default=True)
    screen = TextScreen()
    prompt.paint(screen)
    col, row = screen.find(" N ")
    prompt.click(col + 1, row)
    assert prompt.done and prompt.result is False


def test_typed_answer_checks_and_re_asks_with_a_beep():
    def game_point(text):
        value = int(text or 1000)
        if not 500 <= value <= 30000:
            raise ValueError("500 to 30000, please")
        return value

    prompt = TypedAnswer("Game point?", game_point)
    for key in ["4", "0", "0", "RETURN"]:
        prompt.handle(key)
    assert prompt.beeped and not prompt.done and prompt.typed == ""
    for key in ["2", "5", "0", "9", "BACKSPACE", "0", "RETURN"]:
        prompt.handle(key)
    assert prompt.done and prompt.result == 2500
    empty = TypedAnswer("Game point?", game_point)
    empty.handle("RETURN")
    assert empty.result == 1000


def test_pick_list_by_arrows_number_and_click():
    items = [PickItem(f"item {i}", key=str(i + 1), value=i) for i in range(3)]
    menu = PickList(items, 5, 5, 30, spacing=2)
    menu.handle("DOWN")
    menu.handle("DOWN")
    menu.handle("DOWN")
    assert menu.selected == 0
    menu.handle("UP")
    menu.handle("RETURN")
    assert menu.result.value == 2
    menu = PickList(items, 5, 5, 30, spacing=2)
    menu.handle("2")
    assert menu.result.value == 1
    menu = PickList(items, 5, 5, 30, spacing=2)
    assert menu.item_at(6, 6) is None
    menu.click(6, 9)
    assert menu.result.value == 2


def test_text_viewer_scrolls_and_closes():
    text = "# Title\n\n" + "\n\n".join(f"line {i}" for i in range(60))
    viewer = TextViewer("Help", text)
    viewer.handle("PAGEDOWN")
    assert viewer.top == viewer.page
    viewer.handle("END")
    assert viewer.top == len(viewer.lines) - viewer.page
    viewer.handle("HOME")
    viewer.handle("UP")
    assert viewer.top == 0
    viewer.handle("F5")
    assert viewer.done


def test_markdown_lines_wrap_and_strip_marks():
    lines = markdown_lines("## Rules\n**Quirk (PIN-R3).** " + "word " * 40, 40)
    assert lines[0][0] == "RULES"
    assert all(len(text) <= 40 for text, _ in lines)
    assert lines[1][0].startswith("Quirk (PIN-R3).")


def test_start_up_notes_take_a_line_each_and_the_extra_ones_share_the_last():
    s = TextScreen()
    paint_notes(s, ["one", "two", "three"], row=23, fg=14, bg=0, most=2)
    assert s.row_text(22).strip() == "one" and s.row_text(23).strip() == "two  three"
    s = TextScreen()
    paint_notes(s, ["only"], row=23, fg=14, bg=0)
    assert s.row_text(23).strip() == "only" and s.row_text(22).strip() == ""


def test_legend_clicks_split_f8_f9():
    hits = [(0, 8, "F1"), (10, 11, "F8/F9")]
    assert legend_key(hits, 3) == "F1" and legend_key(hits, 11) == "F8"
    assert legend_key(hits, 15) == "F9" and legend_key(hits, 40) is None


def test_paragraphs_are_joined_and_wrap_evenly():
    text = ("A paragraph written\nin short source lines\nthat the viewer joins\n"
            "and wraps as one.\n\nNext one.")
    lines = [t for t, _ in markdown_lines(text, 42)]
    assert lines[0] == "A paragraph written in short source lines"
    assert lines[1] == "that the viewer joins and wraps as one."
    assert lines[2] == "" and lines[3] == "Next one."


def test_a_wrapped_line_starting_with_a_number_is_no_list_item():
    text = "The standard game point is\n1000. Or any value from\n500 to 30000.\n\n1. a real item\n2. another"
    lines = [t for t, _ in markdown_lines(text, 76)]
    assert lines[0] == "The standard game point is 1000. Or any value from 500 to 30000."
    assert lines[2:] == ["1. a real item", "2. another"]


def test_list_items_indent_their_wrapped_lines_and_tables_keep_their_shape():
    text = ("- an item whose words run on past the width\n  and its own second line\n"
            "1. a numbered item\n   continued\n\n    keep   this   table\n| a | b |")
    lines = [t for t, _ in markdown_lines(text, 24)]
    assert lines[:4] == ["- an item whose words", "  run on past the width", "  and its own second",
                         "  line"]
    assert lines[4] == "1. a numbered item" and lines[5] == "   continued"
    assert "    keep   this   table" in lines and "| a | b |" in lines


def test_the_viewer_stops_at_the_developers_marker():
    text = "# Help\n\nFor players.\n<!-- a note -->\nStill for players.\n\n" \
           "<!-- developers -->\n## Clause index\nPIN-R3 ..."
    lines = [t for t, _ in markdown_lines(text, 76)]
    assert "For players. Still for players." in lines
    assert not any("PIN-R3" in t or "CLAUSE" in t or "<!--" in t for t in lines)
    viewer = TextViewer("Help", text)
    assert not any("PIN-R3" in t for t, _ in viewer.lines)
