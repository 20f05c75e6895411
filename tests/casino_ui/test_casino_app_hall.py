"""The Hall of Fame window: columns, sorting by headers, CLEAR SCORES, a damaged file (CAS-H1, CAS-H3, CAS-H4)."""

from retro import headless
from retro.casino import halloffame
from retro.casino.halloffame import Entry
from retro.casino.screens.ui_dialogs import HallOfFameDialog

TABLE = (Entry("Ann", 3, 5, 40), Entry("Bob", 6, 9, 31), Entry("Computer", 2, 12, -8),
         Entry("Cleo", 1, 1, 22))


def open_hall(casino, table=TABLE):
    halloffame.save(casino.ctx.store, table)
    app = casino.app()
    bar = app.window.menubar
    headless.click(app, *bar.title_point(1))
    headless.press(app, "F")                       # Hall of &Fame
    hall = app.window.modal
    assert isinstance(hall, HallOfFameDialog)
    return app, hall


def click_header(app, hall, title):
    lv = hall.list
    x = lv.ax + 2
    for col in lv.columns:
        if col.title == title:
            headless.click(app, x + col.width // 2, lv.ay + 2 + lv.header_h // 2)
            return
        x += col.width
    raise AssertionError(title)


def names(hall):
    return [row[0] for row in hall.list.rows]


def test_CAS_H1_the_columns_and_the_top_fifteen_by_points(casino):
    many = TABLE + tuple(Entry(f"P{k:02d}", 0, 1, -k) for k in range(20))
    app, hall = open_hall(casino, many)
    assert [c.title for c in hall.list.columns] == ["Name", "Wins", "Games", "Losses", "Points"]
    assert len(hall.list.rows) == 15
    assert names(hall)[:4] == ["Ann", "Bob", "Cleo", "P00"]
    assert hall.list.rows[0] == ("Ann", 3, 5, 2, 40)


def test_CAS_H3_sorted_by_clicking_each_header_again_to_reverse(casino):
    app, hall = open_hall(casino)
    click_header(app, hall, "Name")
    assert names(hall) == ["Ann", "Bob", "Cleo", "Computer"]
    click_header(app, hall, "Name")
    assert names(hall) == ["Computer", "Cleo", "Bob", "Ann"]
    click_header(app, hall, "Wins")
    assert names(hall) == ["Bob", "Ann", "Computer", "Cleo"]
    click_header(app, hall, "Games")
    assert names(hall)[0] == "Computer"
    click_header(app, hall, "Points")
    assert names(hall) == ["Ann", "Bob", "Cleo", "Computer"]


def test_CAS_H3_clear_scores_asks_first(casino):
    app, hall = open_hall(casino)
    casino.click_button(app, "CLEAR SCORES")
    assert "Erase every name" in casino.message_text(app)
    casino.click_button(app, "No")
    assert len(hall.list.rows) == 4 and len(halloffame.load(casino.ctx.store)) == 4
    casino.click_button(app, "CLEAR SCORES")
    casino.click_button(app, "Yes")
    assert app.window.modal is hall and hall.list.rows == []
    assert halloffame.load(casino.ctx.store) == ()
    casino.click_button(app, "OK")
    assert app.window.modal is None


def test_CAS_H4_a_damaged_file_is_reported_and_replaced_by_an_empty_table(casino):
    store = casino.ctx.store
    store.write_text(halloffame.FILE_NAME, '{"game": "casino", "kind": "hall_of_fame", "vers')
    app = casino.app(keep_dialog=True)
    text = casino.message_text(app)
    assert halloffame.FILE_NAME in text and "damaged" in text and "\n" not in text
    headless.press(app, "RETURN")
    assert app.window.modal.title == "New Game"       # then the program carries on
    assert store.path(halloffame.FILE_NAME + ".bad").exists()
    assert halloffame.load(store) == () and not store.messages
    app.window.modal.close(None)
    app.window.hall_of_fame()
    assert app.window.modal.list.rows == []


def test_CAS_H4_stored_in_the_user_data_folder_atomically(casino):
    """The file is written through the Store (a temp file renamed): never half a file."""
    app, hall = open_hall(casino)
    folder = casino.ctx.store.root
    assert (folder / halloffame.FILE_NAME).exists()
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    text = (folder / halloffame.FILE_NAME).read_text()
    assert '"version": 1' in text and '"kind": "hall_of_fame"' in text
