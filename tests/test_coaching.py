"""The coach's shared parts: fair verdicts, a seed from the view only, the hand review."""

import pytest

from retro.coaching import (HandReview, Stepper, advice_from, coach_line, points_text,
                            verdict_from, view_seed)


def test_best_move_is_judged_zero_and_others_lose_the_difference():
    values = {"a": 3.0, "b": 7.5, "c": 7.5 - 1e-12}
    advice = advice_from(values, lambda m: f"play {m}")
    assert advice.move == "b" and advice.reason == "play b"
    assert verdict_from(values, "b", lambda m, b, l: "").loss == 0.0
    tie = verdict_from(values, "c", lambda m, b, l: "")
    assert tie.loss == 0.0 and tie.best == "c" and tie.good
    worse = verdict_from(values, "a", lambda m, b, l: f"{b} keeps more")
    assert worse.loss == pytest.approx(4.5) and worse.best == "b" and not worse.good


def test_view_seed_is_stable_and_order_free_for_sets():
    assert view_seed(["KH", "9C"], {"AS", "QD"}, 3) == view_seed(["KH", "9C"], {"QD", "AS"}, 3)
    assert view_seed(["KH", "9C"]) != view_seed(["9C", "KH"])


def test_coach_line_in_both_languages():
    good = verdict_from({"x": 1.0}, "x", lambda *a: "")
    assert coach_line(good, str) == "Good: that is my play too."
    bad = verdict_from({"x": 1.0, "K♥": 8.0}, "x", lambda *a: "your 9♣ lets the ten through")
    assert coach_line(bad, str) == "Better was K♥: about 7 points (your 9♣ lets the ten through)."
    assert coach_line(bad, str, ru=True).startswith("Лучше было K♥: около 7 очков")
    assert points_text(0.4) == "less than a point" and points_text(1.2) == "about 1 point"


def test_an_exact_loss_is_said_as_exact_with_plurals_right():
    solved = verdict_from({"x": 1.0, "K♥": 22.0}, "x", lambda *a: "K♥ cannot be beaten")
    from dataclasses import replace
    solved = replace(solved, exact=True)
    assert coach_line(solved, str) == "Better was K♥: exactly 21 points (K♥ cannot be beaten)."
    assert coach_line(solved, str, ru=True) == "Лучше было K♥: ровно 21 очко (K♥ cannot be beaten)."
    assert [points_text(n, exact=True) for n in (1, 2, 5, 21)] == [
        "exactly 1 point", "exactly 2 points", "exactly 5 points", "exactly 21 points"]
    assert [points_text(n, ru=True, exact=True) for n in (1, 2, 5, 21)] == [
        "ровно 1 очко", "ровно 2 очка", "ровно 5 очков", "ровно 21 очко"]


def test_hand_review_names_the_costliest_three():
    review = HandReview()
    for i, loss in enumerate([0.0, 5.0, 1.0, 9.0, 2.0]):
        review.add(f"trick {i + 1}", "9C", "KH", loss)
    assert review.given_up == pytest.approx(17.0)
    assert [d.where for d in review.costliest()] == ["trick 4", "trick 2", "trick 5"]
    assert HandReview.from_data(review.to_data()) == review
    review.new_hand()
    assert review.costliest() == [] and review.given_up == 0
    with pytest.raises(ValueError):
        HandReview.from_data([["a", "b", "c", "lots"]])


def test_stepper_steps_a_generator_to_its_result():
    def work():
        for _ in range(5):
            yield
        return 42
    stepper = Stepper(work())
    assert stepper.finish() == 42 and stepper.done and stepper.step()
