"""A stand-in for the browser page in the touch tests (retro/web_input.py's ``NoPage``, told what a
finger did): whether the last pointer was a finger, the field it shows, what is typed there, what it
was asked to bring into view."""

from __future__ import annotations

import json

from retro import web_input


class Page(web_input.NoPage):
    """The page: whether the last pointer was a finger, the field it shows, what is typed there."""

    def __init__(self):
        self.touching, self.shown, self.seq, self.events = True, None, 0, []
        self.attended = []          # what was brought into view, in order

    def attend(self, spec):
        self.attended.append(json.loads(spec))

    def touch(self):
        return self.touching

    def show(self, spec):
        self.shown = json.loads(spec)

    def hide(self):
        self.shown = None

    def take(self):
        out, self.events = json.dumps({"seq": self.seq, "events": self.events}), []
        return out

    def say(self, kind, value):
        self.seq += 1
        self.events.append([kind, value])


def bridged(monkeypatch, page: Page) -> Page:
    """``page`` as the program's page, for the test's time."""
    monkeypatch.setattr(web_input, "BRIDGE", web_input.Bridge(page=page, active=True))
    return page
