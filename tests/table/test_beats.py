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


def test_a_running_beat_holds_until_it_ends():
    class Flight:
        def __init__(self):
            self.frames = 3

        def step(self):
            self.frames -= 1
            return self.frames > 0

    queue = BeatQueue(list)
    queue.add(["fly", "land"])
    shown = []
    queue.play(lambda b: shown.append(b) or (Flight() if b == "fly" else 0))
    assert shown == ["fly"] and queue.held and not queue.idle
    assert [queue.tick() for _ in range(3)] == [False, False, True]
    queue.play(lambda b: shown.append(b))
    assert shown == ["fly", "land"] and queue.idle


def test_a_pace_may_scale_the_delay():
    pace = Pace(lambda: 1, scale={0: 0.0, 1: 0.5, 2: 1.0}.get)
    assert pace.frames(36) == 18 and pace.frames(36, show=True) == 36
