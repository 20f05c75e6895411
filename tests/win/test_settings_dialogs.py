"""Every Windows program's settings dialogs are built here: each setting a dialog covers has its control,
and a dialog without one refuses to be built, naming the setting and the dialog (never a player's click)."""

import dataclasses
import importlib

import pytest
from tests.recipes.settings_recipe import menu_gaps, settings_class, with_setting

from retro import headless, programs
from retro.table.settings import Control, flag, in_dialog
from retro.win.settings_dialog import MissingControl, SettingsDialog

WINDOWS = [info.name for info in programs.PROGRAMS if info.system != "DOS"]


def _dialogs(program):
    return importlib.import_module(f"retro.{program}.screens.ui_dialogs")


def _titles(cls):
    return {title for field in dataclasses.fields(cls)
            for title in getattr(field.metadata.get("control"), "dialogs", ())}


def test_the_windows_programs_are_the_two_of_the_kit():
    assert sorted(WINDOWS) == ["casino", "tablenette"]


@pytest.mark.parametrize("program", WINDOWS)
def test_every_settings_dialog_has_a_control_for_each_setting_it_covers(pyxel_session, program):
    """Built from the defaults, then from other values: each covered setting's control is the
    dialog's, under the setting's name, and reads back the value it was built with."""
    cls, dialogs = settings_class(program), _dialogs(program).SETTINGS_DIALOGS
    assert _titles(cls) <= set(dialogs), f"{program} declares settings in dialogs it does not have"
    for title, build in dialogs.items():
        for settings in (cls(), _others(cls)):
            box = build(settings)
            assert box.title == title and box.covered == in_dialog(cls, title)
            assert set(box.covered) <= set(box.controls) and box.covered, (title, box.covered)
            assert box.values() == {name: settings[name] for name in box.covered}


def _others(cls):
    """Settings with each covered value changed from its default where it can be."""
    from retro.table.settings import allowed, shape

    changes = {}
    for name in cls.names():
        kind = shape(cls, name)
        if kind == "text":
            changes[name] = "Zoe"
        elif kind in ("flag", "number", "choice"):
            values = [v for v in allowed(cls, name) if v != getattr(cls(), name) and v is not None]
            if values:
                changes[name] = values[-1]
    return cls().replace(**changes)


@pytest.mark.parametrize("program", WINDOWS)
def test_every_dialog_class_that_sets_settings_is_built_here(program):
    """A SettingsDialog of the program that is not among its SETTINGS_DIALOGS would go unchecked."""
    module = _dialogs(program)
    built = {type(build(settings_class(program)())) for build in module.SETTINGS_DIALOGS.values()} \
        if module.SETTINGS_DIALOGS else set()
    classes = {value for value in vars(module).values() if isinstance(value, type)
               and issubclass(value, SettingsDialog) and value.__module__ == module.__name__}
    assert classes == built


@pytest.mark.parametrize("program", WINDOWS)
def test_a_setting_declared_in_a_dialog_without_its_control_stops_the_dialog_being_built(pyxel_session,
                                                                                         program):
    cls, dialogs = settings_class(program), _dialogs(program).SETTINGS_DIALOGS
    for title, build in dialogs.items():
        grown = with_setting(cls, "fast_deal", flag(False, control=Control("&Fast deal", (title,))))
        with pytest.raises(MissingControl) as refused:
            build(grown())
        said = str(refused.value)
        assert "'fast_deal'" in said and repr(title) in said, said


def test_a_control_for_no_setting_is_refused(pyxel_session):
    from retro.casino.screens.settings import CasinoSettings
    from retro.casino.screens.ui_dialogs import GameDialog

    class Misspelt(GameDialog):
        def __init__(self, settings):
            super().__init__(settings, new_game=True)
            self.setting("oppnents", 10, 10)

    with pytest.raises(MissingControl, match="'oppnents', which is no setting"):
        Misspelt(CasinoSettings())


def test_the_menu_settings_have_their_items(ctx):
    """Tablenette sets its settings on the Options menu, not in a dialog: each one declared there has
    its item (the menu is written by hand in app_window, so this test is its check)."""
    from retro.tablenette.screens.app_settings import OPTIONS, TablenetteSettings

    app = programs.create("tablenette", ctx, "")
    headless.frame(app, 2)
    assert menu_gaps(app.win.menubar, TablenetteSettings) == []
    options = next(menu for menu in app.win.menubar.menus if menu.label == OPTIONS)
    assert {"&Open Hands", "&Coach", "&Sound"} <= {item.label for item in options.items if item is not None}
    grown = with_setting(TablenetteSettings, "fast_deal", flag(False, control=Control("&Fast deal", menu=OPTIONS)))
    assert menu_gaps(app.win.menubar, grown) == ["fast_deal"]
