"""In a browser page the menus offer no key the browser keeps for itself (Alt+F4 closes its window)."""

from retro import browser
from retro.win.menu import MenuItem


def test_alt_f4_is_offered_on_a_desktop_but_not_in_a_page(monkeypatch):
    monkeypatch.setattr(browser, "IN_BROWSER", False)
    assert MenuItem("E&xit", None, "Alt+F4").accel == "Alt+F4"
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    item = MenuItem("E&xit", None, "Alt+F4")
    assert item.accel == "" and not item.keys
    assert MenuItem("&New Game", None, "F2").accel == "F2"
