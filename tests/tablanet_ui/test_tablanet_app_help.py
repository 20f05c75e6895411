"""F5, the player's manual on screen, every page in both languages."""

import re

import pytest

from retro import headless
from retro.paths import doc_text
from retro.tablanet.screens.ui_popups import RulesViewer

LABELS = ("TBL-", "Quirk", "Reading", "Особенность", "Толкование", "<!--")


def _pages(tbl, lang):
    """The viewer's text on every page, paged with PgDn from the first to the last."""
    app = tbl.app("*R" if lang == "ru" else "*E")
    headless.press(app, "F5")
    viewer = app.modal
    assert isinstance(viewer, RulesViewer)
    pages = []
    while True:
        pages.append(app.screen.text())
        top = viewer.top
        headless.press(app, "PAGEDOWN")
        if viewer.top == top:
            return viewer, pages


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_page_shows_clause_ids_or_labels(tbl, lang):
    viewer, pages = _pages(tbl, lang)
    assert len(pages) >= 8
    for number, text in enumerate(pages, 1):
        for label in LABELS:
            assert label not in text, (number, label)
    last = pages[-1]
    assert ("16. НЕОКОНЧЕННАЯ ПАРТИЯ" if lang == "ru" else "16. AN UNFINISHED GAME") in "\n".join(pages[-2:])


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_paragraphs_wrap_evenly_and_no_wrapped_line_looks_like_a_list_item(tbl, lang):
    """Greedy, even wrapping: a line is broken only where the next word would not fit; a line that
    starts with "- " or "N. " is a list item of the source, never the middle of a sentence."""
    viewer, _ = _pages(tbl, lang)
    width = viewer.width - 4
    source = doc_text("tablanet", None if lang == "ru" else "en")
    items = [re.sub(r"\*\*|`", "", line.strip()) for line in source.splitlines()
             if re.match(r"^(- |\d+\. )", line)]
    lines = [text for text, _ in viewer.lines]
    for text, after in zip(lines, lines[1:] + [""]):
        assert len(text) <= width, text
        assert not text.rstrip().endswith(" -"), text          # no dash left hanging at a break
        if re.match(r"^(- |\d+\. )", text) and not text.isupper():       # headings are upper case
            assert any(item.startswith(text.strip()[:20]) for item in items), text
        continues = after.strip() and not re.match(r"^(- |\d+\. )", after) and not after.isupper()
        if text.strip() and continues and not text.isupper():
            assert len(text) + 1 + len(after.split()[0]) > width, (text, after)
