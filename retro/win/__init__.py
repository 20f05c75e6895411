"""Windows look kit: window chrome (3.1 and 98), menus, dialogs, widgets, card faces, drag and drop.

Programs import from here::

    from retro.win import Window, Menu, MenuItem, SEPARATOR, Dialog, Button, draw_card

A card program's main window subclasses ``GameWindow`` (``retro.win.gamewindow``): the
Yes/No questions, New Game, Numbered Deal, leaving and How to Play, with hooks for its own.
"""

from retro.win.cardart import (
    BACK_COUNT, BACK_NAMES, SIZES, Placed, card_rect, draw_back, draw_card, draw_slot, hit_test,
)
from retro.win.dragdrop import DragDrop, DropTarget, Flight
from retro.win.fonts import ResourceMissing, font, split_mnemonic
from retro.win.listview import Column, ListView
from retro.win.look import LOOKS, WIN31, WIN98, Look
from retro.win.menu import SEPARATOR, Menu, MenuBar, MenuItem
from retro.win.textview import HelpWindow, TextView
from retro.win.backchooser import BackChooser
from retro.win.controls import Button, CheckBox, GroupBox, Label
from retro.win.inputs import Capture, Frame, MouseEvent
from retro.win.ranged import Slider, Spin
from retro.win.rect import Rect
from retro.win.scrollbar import ScrollBar
from retro.win.textbox import TextBox
from retro.win.widgets import Scope, Widget
from retro.win.window import Dialog, MessageBox, Window
from retro.win.gamewindow import GameWindow
from retro.win.lessonpanel import LessonPanel

__all__ = [
    "BACK_COUNT", "BACK_NAMES", "SIZES", "Placed", "card_rect", "draw_back", "draw_card", "draw_slot",
    "hit_test", "DragDrop", "DropTarget", "Flight", "ResourceMissing", "font", "split_mnemonic",
    "Column", "ListView", "LOOKS", "WIN31", "WIN98", "Look", "SEPARATOR", "Menu", "MenuBar",
    "MenuItem", "HelpWindow", "TextView", "BackChooser", "Button", "CheckBox", "GroupBox", "Label",
    "Scope", "ScrollBar", "Slider", "Spin", "TextBox", "Widget", "Dialog", "MessageBox", "Window",
    "Capture", "Frame", "MouseEvent", "Rect", "GameWindow", "LessonPanel",
]


def preload(look: "Look | str" = "98") -> None:
    """Load the fonts and card sheets and paint the caption once, so the first frame is quick."""
    from retro.win import cardart

    lk = LOOKS[look] if isinstance(look, str) else look
    for name in {lk.ui_face, lk.bold_face, lk.text_face}:
        font(name)
    for size in SIZES:
        cardart.sheet(size)
    if hasattr(lk, "_gradient"):
        lk._gradient(640 - 2 * lk.frame, lk.title_h - 1, True)


__all__.append("preload")
