"""The beat queue and its pace."""

from retro.table.beats import BeatQueue, Pace


def test_beats_show_in_order_and_hold_by_the_pace():
    delay = [2]
    pace = Pace(lambda: delay[0])
    queue = BeatQueue(lambda events: [e * 10 for e in events])
    queue.add([1, 2])
    shown = []
    queue.play(lambda b: shown.append(b) or pace.frames(3))
    assert shown == [10] and queue.wait == 6 and not queue.idle
    for _ in range(5):
        assert not queue.tick()
    assert queue.tick()
    queue.play(lambda b: shown.append(b) or 0)
    assert shown == [10, 20] and queue.idle


def test_show_beats_keep_one_unit_at_delay_zero():
    pace = Pace(lambda: 0)
    assert pace.frames(5) == 0 and pace.frames(5, show=True) == 5


def test_a_beat_can_put_one_before_the_rest_and_a_dialog_blocks():
    queue = BeatQueue(list)
    queue.add(["a", "c"])
    shown = []

    def show(beat):
        shown.append(beat)
        if beat == "a":
            queue.next_up("b")

    assert queue.play(show, blocked=lambda: len(shown) == 2) == 2
    assert shown == ["a", "b"] and list(queue) == ["c"]
    queue.clear()
    assert queue.idle
