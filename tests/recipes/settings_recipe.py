"""The recipe "add a setting" as a check any test can run: a new setting reaches the player and is kept.

``new_setting_reaches_the_player(ctx, monkeypatch, program, name, declared, answer)`` adds setting
``name`` to a copy of ``program``'s settings dataclass (``declared``: a field made with
``retro.table.settings``' ``choice``/``flag``/``number``/``text`` and its ``ask=`` or ``control=``),
by monkeypatching only (no file changes), and shows what the recipe promises:

* a settings file from before the setting loads, with its default;
* it reaches the player where it is declared:
  - ``ask=``: the DOS setup asks it, in declared order, its words on the question's row, and takes
    ``answer`` typed as a person would (``drivers.setup_answers``);
  - ``control=Control(dialogs=...)``: each of those Windows dialogs refuses to be built without its
    control (``MissingControl`` naming the setting and the dialog); with the control ``place`` adds
    (what the contributor writes in the dialog; by default the kit's own for its kind) the dialog,
    opened as the player opens it, takes ``answer`` and OK applies it;
  - ``control=Control(menu=...)``: the menu is the window's own (written by hand): ``menu_gaps``
    names the setting until an item is added there; the change its item would make is kept;
* the answer is saved and loads back (``retro.table.settings.save`` / ``load``).

It returns the copy of the settings dataclass. ``settings_class(program)`` finds a program's own.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
import sys
from typing import Any, Callable

import pytest
from drivers import setup_answers

from retro import headless, programs
from retro.store import Store
from retro.table import settings as declared
from retro.table.settings import Settings, TEXT, asked, in_dialog, questions
from retro.win import BackChooser, CheckBox, TextBox
from retro.win.settings_dialog import MissingControl, SettingsDialog

# How a Windows program's window opens each of its settings dialogs (as a menu item or a key does).
OPENS = {"casino": {"New Game": "new_game_dialog", "Game Settings": "settings_dialog"}}


def settings_class(program: str) -> type[Settings]:
    """``program``'s settings dataclass (declared in its ``app_settings`` or ``settings`` module)."""
    for module_name in (f"retro.{program}.screens.app_settings", f"retro.{program}.screens.settings"):
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        found = [value for value in vars(module).values() if isinstance(value, type)
                 and issubclass(value, Settings) and value is not Settings and value.__module__ == module_name]
        if found:
            return found[0]
    raise LookupError(f"{program} declares no settings")


def with_setting(cls: type[Settings], name: str, declared_field: dataclasses.Field) -> type[Settings]:
    """A copy of ``cls`` with setting ``name`` declared last (its methods and checks kept)."""
    kind = Any if declared_field.default is None else type(declared_field.default)
    return dataclasses.make_dataclass(cls.__name__, [(name, kind, declared_field)], bases=(cls,), frozen=True)


def menu_gaps(menubar, cls: type[Settings]) -> list[str]:
    """The settings ``cls`` declares on a menu that has no item of their label there."""
    labels = {menu.label: {item.label for item in menu.items if item is not None} for menu in menubar.menus}
    gaps = []
    for field in dataclasses.fields(cls):
        control = field.metadata.get("control")
        if control is not None and control.menu and control.label not in labels.get(control.menu, set()):
            gaps.append(field.name)
    return gaps


def new_setting_reaches_the_player(ctx, monkeypatch, program: str, name: str, declared_field: dataclasses.Field,
                                   answer: Any, place: Callable[[SettingsDialog], Any] | None = None):
    """The recipe's check for ``program`` (see the module's docstring); returns the settings copy."""
    cls = settings_class(program)
    grown = with_setting(cls, name, declared_field)
    _use_everywhere(monkeypatch, program, cls, grown)

    ctx.store.save_settings(program, cls().to_data())                 # a file from before the setting
    assert declared.load(Store(ctx.store.root), program, grown)[name] == declared_field.default

    control = declared_field.metadata.get("control")
    if "ask" in declared_field.metadata:
        _asked(ctx, program, grown, name, answer)
    elif control is not None and control.dialogs:
        _in_dialogs(ctx, monkeypatch, program, grown, name, control.dialogs, answer, place)
    elif control is not None and control.menu:
        _on_menu(ctx, program, grown, name, answer)
    else:
        raise AssertionError(f"{name!r} declares neither a question (ask=) nor a control (control=)")

    assert ctx.store.settings(program)[name] == answer, "the answer was not saved"
    assert declared.load(Store(ctx.store.root), program, grown)[name] == answer, "the answer did not load back"
    return grown


def _use_everywhere(monkeypatch, program: str, cls, grown) -> None:
    """Every module of the program uses the copy, and whatever it derives from the declarations
    (its questions' order, a dialog's settings) is derived again from the copy."""
    importlib.import_module(programs.BY_NAME[program].module)   # its modules imported before, not with, the copy
    titles = {title for field in dataclasses.fields(grown)
              for title in getattr(field.metadata.get("control"), "dialogs", ())}
    derived = {asked(cls): asked(grown), **{in_dialog(cls, t): in_dialog(grown, t) for t in titles}}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith(f"retro.{program}.") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if value is cls:
                monkeypatch.setattr(module, attr, grown)
            elif isinstance(value, tuple) and value and all(isinstance(v, str) for v in value) \
                    and value in derived:
                monkeypatch.setattr(module, attr, derived[value])


def _asked(ctx, program: str, grown, name: str, answer) -> None:
    question = next(q for q in questions(grown) if q.name == name)
    ctx.store.save_settings(program, {"speed": 0})
    app = programs.create(program, ctx, "*")
    headless.frame(app, 2)
    setup_answers(app, stop_at=question.step)          # every question before it: its default
    setup = app.scene
    words = question.words(setup.language(), question.default(setup.defaults))
    assert setup.step == question.step and words in app.screen.row_text(setup.widget.row), \
        f"{name!r}'s question is not on the screen:\n{app.screen.text()}"
    if question.kind == TEXT:
        keys = ["BACKSPACE"] * len(setup.widget.typed) + list(str(answer).upper()) + ["RETURN"]
        headless.press_many(app, keys)
        if app.scene is setup:
            setup_answers(app)                          # the questions after it: their defaults
    else:
        setup_answers(app, **{question.step: answer})
    assert app.scene is not setup, "the setup did not end"


def _in_dialogs(ctx, monkeypatch, program: str, grown, name: str, titles, answer, place) -> None:
    dialogs = importlib.import_module(f"retro.{program}.screens.ui_dialogs")
    for title in titles:
        assert title in dialogs.SETTINGS_DIALOGS, f"{program} has no dialog titled {title!r}"
        with pytest.raises(MissingControl, match=rf"{re.escape(repr(title))}.*{re.escape(repr(name))}"):
            dialogs.SETTINGS_DIALOGS[title](grown())
    place = place or (lambda box: box.setting(name, 218, 268))
    for value in list(vars(dialogs).values()):
        if isinstance(value, type) and issubclass(value, SettingsDialog) and value.__module__ == dialogs.__name__:
            placed = _with_control(value, place)
            for module_name, module in list(sys.modules.items()):
                if module_name.startswith(f"retro.{program}.") and getattr(module, value.__name__, None) is value:
                    monkeypatch.setattr(module, value.__name__, placed)
    for title in titles:
        ctx.store.save_settings(program, {"delay": 1, "animation": False, "sound": False, "name": "Ann"})
        app = programs.create(program, ctx, "")
        headless.frame(app, 2)
        window = app.window
        while window.modal is not None:                  # the start's own box: not this check's
            window.modal.close(None)
            headless.frame(app)
        box = getattr(window, OPENS[program][title])()
        headless.frame(app)
        assert window.modal is box and box.title == title and name in box.controls
        set_control(box.controls[name], answer)
        box.close("OK")
        headless.frame(app, 2)
        assert app.settings[name] == answer, f"OK in {title!r} did not set {name!r}"


def _with_control(dialog_cls, place):
    """``dialog_cls`` with the new setting's control added where ``place`` puts it."""
    class Placed(dialog_cls):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            place(self)
    Placed.__name__ = Placed.__qualname__ = dialog_cls.__name__
    return Placed


def set_control(widget, value) -> None:
    """Set a setting's control as the player would leave it."""
    if isinstance(widget, CheckBox):
        widget.checked = value
    elif isinstance(widget, TextBox):
        widget.set_text(value)
    elif isinstance(widget, BackChooser):
        widget.select(value)
    else:
        assert widget.set_value(value), f"{value!r} is outside the control's range"


def _on_menu(ctx, program: str, grown, name: str, answer) -> None:
    app = programs.create(program, ctx, "")
    headless.frame(app, 2)
    window = getattr(app, "win", None) or app.window
    assert name in menu_gaps(window.menubar, grown), f"{name!r} is on the menu already?"
    app.change(**{name: answer})                      # what its menu item, once added, does
