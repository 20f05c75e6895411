"""Lines that fit their place whole (retro.fitting): shortened by whole clauses, never cut in one."""

import textwrap

from hypothesis import given, strategies as st

from retro import fitting
from retro.fitting import fit_line, fit_lines, shorter


def test_a_line_that_fits_is_kept_whole():
    assert fit_line("Hint: lay 4♦.", 20) == "Hint: lay 4♦."
    assert fitting.TOO_LONG == []


def test_details_in_parentheses_go_before_clauses_then_the_trailing_clauses_and_the_full_stop_stays():
    text = "Meld the common marriage now: 20 points; Enter melds it (or type them)."
    assert list(shorter(text)) == [text, "Meld the common marriage now: 20 points; Enter melds it.",
                                   "Meld the common marriage now: 20 points."]
    text = "J♣ wins the trick (2 points), then you may meld the 60 queens (60); it spends only your J♣."
    assert fit_line("Hint: " + text, 78) == "Hint: J♣ wins the trick (2 points), then you may meld the 60 queens (60)."
    note = "x.gz was damaged (its games could not be read); starting afresh (kept as x.gz.bad)."
    assert fit_line(note, 60) == "x.gz was damaged; starting afresh (kept as x.gz.bad)."


def test_wrapped_text_keeps_to_its_lines_by_whole_clauses():
    text = "Better was Q♣: about 58 points (Q♣ lets it go, adding 3 points); your A♠ gives up the 100 aces."
    lines = fit_lines(text, lambda words: textwrap.wrap(words, 34), 2)
    assert lines == textwrap.wrap("Better was Q♣: about 58 points; your A♠ gives up the 100 aces.", 34)


def test_a_first_clause_too_long_for_its_place_is_noted_and_never_ends_in_an_ellipsis():
    fitting.TOO_LONG.clear()
    line = fit_line("a first clause much too long for its place", 16)
    assert line == "a first clause" and "…" not in line
    assert fitting.TOO_LONG == [("a first clause much too long for its place", "16 wide")]
    fitting.TOO_LONG.clear()


@given(st.lists(st.sampled_from(["A♠", "takes", "10♦", "(2 points)", "then", ";", ",", "more", "words"]),
                max_size=30), st.integers(10, 80))
def test_every_shorter_form_is_the_text_less_whole_clauses(words, width):
    text = " ".join(words).replace(" ;", ";") + "."
    forms = list(shorter(text))
    assert forms[0] == text
    for form in forms[1:]:
        assert len(form) < len(text) and form.endswith(".")
        left = iter(text)
        assert all(char in left for char in form)           # the text with parts left out: nothing made up
    fitting.TOO_LONG.clear()
