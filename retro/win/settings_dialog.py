"""A dialog that sets a program's declared settings: each setting it covers has its control, checked when it is built.

A setting's field declares the dialogs that set it (``retro.table.settings.Control``,
by title). A ``SettingsDialog`` subclass lays out its controls in ``__init__``
with ``setting(name, x, y)`` (the control its field's kind calls for, with the
declared label) or ``control(name, widget)`` (a widget of its own, such as a
``BackChooser``); ``values()`` reads them back by setting name. Once built,
every setting whose declaration names the dialog's title must have its
control, or building it raises ``MissingControl`` naming the setting and the
dialog: a test that builds the dialog fails, never a player's click.
"""

from __future__ import annotations

from typing import Any

from retro.table.settings import allowed, in_dialog, longest, shape
from retro.table.settings import control as declared_control
from retro.win.backchooser import BackChooser
from retro.win.controls import CheckBox
from retro.win.ranged import Spin
from retro.win.textbox import TextBox
from retro.win.widgets import Widget
from retro.win.window import Dialog


class MissingControl(ValueError):
    """A dialog built without a control for a setting declared in it (or one for no such setting)."""


class CheckedWhenBuilt(type):
    """Builds the dialog, then checks its controls (``check_controls``) before anyone can open it.

    A metaclass, so that the check follows the whole of the most derived ``__init__``: no dialog
    can forget to call it, and one built in a test is checked as one built at a click."""

    def __call__(cls, *args, **kwargs):
        dialog = super().__call__(*args, **kwargs)
        dialog.check_controls()
        return dialog


class SettingsDialog(Dialog, metaclass=CheckedWhenBuilt):
    """A dialog setting some of ``settings``' fields (those whose ``Control`` names ``title``)."""

    def __init__(self, title: str, w: int, h: int, settings, x: int | None = None, y: int | None = None):
        super().__init__(title, w, h, x, y)
        self.settings = settings
        self.controls: dict[str, Widget] = {}

    @property
    def covered(self) -> tuple[str, ...]:
        """The settings this dialog sets, in the declared order: each must have its control."""
        return in_dialog(type(self.settings), self.title)

    def label(self, name: str) -> str:
        """Setting ``name``'s declared label (its control's words, with the & of its key)."""
        declared = declared_control(type(self.settings), name)
        if declared is None:
            raise MissingControl(f"the setting {name!r} of {type(self.settings).__name__} declares no control")
        return declared.label

    def control(self, name: str, widget: Widget) -> Widget:
        """``widget`` added as setting ``name``'s control (also the dialog's attribute ``name``)."""
        self._known(name)
        self.controls[name] = self.add(widget)
        setattr(self, name, widget)
        return widget

    def setting(self, name: str, x: int, y: int, w: int = 180) -> Widget:
        """Setting ``name``'s control as its field calls for, at (x, y) with its current value: a
        check box (yes/no, with the declared label), a spin (a whole number) or a text box ``w``
        wide (a name; its label is the dialog's to place)."""
        self._known(name)
        cls, value = type(self.settings), getattr(self.settings, name)
        kind = shape(cls, name)
        if kind == "text":
            widget: Widget = TextBox(x, y, w, text=value, max_len=longest(cls, name))
        elif kind == "number":
            values = allowed(cls, name)
            widget = Spin(x, y, value, values[0], values[-1])
        elif kind == "flag":
            widget = CheckBox(self.label(name), x, y, checked=value)
        else:
            raise MissingControl(f"the setting {name!r} has no control of its own kind: "
                                 f"the {self.title!r} dialog gives it one with control()")
        return self.control(name, widget)

    def _known(self, name: str) -> None:
        if name not in type(self.settings).names():
            raise MissingControl(f"the {self.title!r} dialog has a control for {name!r}, "
                                 f"which is no setting of {type(self.settings).__name__}")

    def check_controls(self) -> None:
        """Every setting declared in this dialog has its control; else MissingControl naming them."""
        missing = [name for name in self.covered if name not in self.controls]
        if missing:
            names = ", ".join(repr(name) for name in missing)
            raise MissingControl(f"the {self.title!r} dialog ({type(self).__name__}) has no control for "
                                 f"the setting {names} of {type(self.settings).__name__}, declared in it: "
                                 f"give it one with setting() or control()")

    def values(self) -> dict[str, Any]:
        """What the dialog's controls say, by setting name (the settings it covers)."""
        return {name: control_value(self.controls[name]) for name in self.covered}


def control_value(widget: Widget) -> Any:
    """What a setting's control says: a text (its spaces tidied), a tick, a chosen back, a number."""
    if isinstance(widget, TextBox):
        return " ".join(widget.text.split())
    if isinstance(widget, CheckBox):
        return widget.checked
    if isinstance(widget, BackChooser):
        return widget.selected
    return widget.value
