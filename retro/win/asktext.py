"""AskText: a dialog asking for one line (a deal number...), checked before it closes."""

from __future__ import annotations

from typing import Callable

from retro.win.controls import Button, Label
from retro.win.textbox import TextBox
from retro.win.window import Dialog


class AskText(Dialog):
    """``prompt`` over a text box, then OK and Cancel.

    OK (or Enter) hands the text to ``check``: a value closes the dialog with "OK" (the
    value is ``self.value``); a ValueError's line is shown under the box, the text
    selected to be typed again, and the dialog stays. Cancel or Esc closes it with
    "Cancel" or None. Listen for "close"(result) as with any dialog.
    """

    def __init__(self, title: str, prompt: str, check: Callable[[str], object], text: str = "",
                 max_len: int = 16, w: int = 320):
        super().__init__(title, w, 120)
        self.prompt, self.check = prompt, check
        self.initial, self.max_len = text, max_len
        self.value: object = None

    def build(self) -> None:
        f = self.look.ui
        width = self.client_w - 24
        lines = f.wrap(self.prompt, width)
        y = 12
        self.add(Label("\n".join(lines), 12, y, width, len(lines) * (f.height + 1)))
        y += len(lines) * (f.height + 1) + 6
        self.entry = self.add(TextBox(12, y, width, text=self.initial, max_len=self.max_len))
        y += max(self.entry.h, f.height + 8) + 6
        self.error = self.add(Label("", 12, y, width, 2 * (f.height + 1), wrap=True))
        y += 2 * (f.height + 1) + 8
        self.client_h = y + 23 + 8
        bw, gap = 75, 6
        x0 = self.client_w - 2 * bw - gap - 8
        self.add(Button("OK", x0, y, bw, 23, on_click=self.submit, default=True))
        self.add(Button("Cancel", x0 + bw + gap, y, bw, 23, on_click=lambda: self.close("Cancel"),
                        cancel=True))

    def submit(self) -> None:
        try:
            self.value = self.check(self.entry.text)
        except ValueError as err:
            self.error.label = str(err)
            self.entry.set_focus()
            self.entry.select_all()
            return
        self.close("OK")
