"""``python -m bench`` and ``python -m bench.tournament --all``: the tables they print and write.

The benchmarks themselves are not timed tests; these check, on made-up
figures, that the differently shaped results of the ``<game>_ui`` benches
are read the same way, that targets are marked, and that the strength table
lists every pair of every ladder with its interval.
"""

from __future__ import annotations

import importlib

import pytest

from bench import __main__ as bench_main
from bench import tournament

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system


def test_frame_figures_read_every_ui_bench_shape():
    pinochle_like = {"person": {"median_ms": 0.5, "worst_ms": 9.0, "wall_worst_ms": 90.0},
                     "computer": {"median_ms": 0.4, "worst_ms": 12.0},
                     "paced": {"median_ms": 0.1, "worst_ms": 30.0},
                     "targets": {"frame_ms": 3.0}}
    assert bench_main.frame_figures(pinochle_like) == (0.5, 30.0, 30.0)
    casino_like = {"median_ms": 0.6, "worst_ms": 50.0, "worst_computer_turn_ms": 50.0,
                   "person": {"median_ms": 0.6, "worst_ms": 7.0},
                   "computer": {"median_ms": 0.5, "worst_ms": 20.0, "computer_turns": {"worst_ms": 15.0}},
                   "expert": {"median_ms": 0.5, "worst_ms": 50.0, "computer_turns": {"worst_ms": 50.0}}}
    assert bench_main.frame_figures(casino_like) == (0.6, 50.0, 15.0)
    tablenette_like = {"drag": {"median_ms": 2.0, "median_cpu_ms": 0.4, "worst_ms": 80.0, "worst_cpu_ms": 6.0},
                       "computer_turns": {"default": {"median_ms": 1.0, "worst_ms": 70.0, "worst_cpu_ms": 8.0},
                                          "expert": {"median_ms": 1.0, "worst_ms": 90.0, "worst_cpu_ms": 25.0}},
                       "drag_ok": True}
    assert bench_main.frame_figures(tablenette_like) == (0.4, 25.0, 8.0)


def fake_results() -> dict:
    games = {}
    for game in bench_main.GAMES:
        bots = importlib.import_module(f"retro.{game}.bots")
        figures = bench_main.GameFigures(game, hands_per_s=150.0 if game == "pinochle" else 5000.0,
                                         frame_median_ms=0.3, frame_worst_ms=9.0, computer_worst_ms=41.0,
                                         cold_start_s=0.7)
        figures.decisions = {name: {"median_ms": 1.0, "p99_ms": 2.0 if name != "expert" else 400.0}
                             for name in bots.BOTS}
        games[game] = figures
    shell = {"menu_frame_median_ms": 0.1, "menu_frame_worst_ms": 2.0, "cold_start_median_s": 0.5,
             "full_redraw_median_ms": 1.0, "full_redraw_worst_ms": 3.0, "unchanged_median_ms": 0.01,
             "unchanged_worst_ms": 0.05}
    return {"games": games, "shell": shell, "seconds": 300.0, "quick": False}


def test_the_table_has_every_game_and_bot_and_marks_the_targets():
    text = bench_main.table(fake_results())
    lines = text.splitlines()
    assert lines[0] == bench_main.HEADER and all(line.count("|") == 10 for line in lines)
    for game in bench_main.GAMES:
        bots = importlib.import_module(f"retro.{game}.bots")
        assert bench_main.DEFAULT_BOTS[game] == bots.DEFAULT_BOT
        for name in bots.BOTS:
            assert f"| {name}" in text
    assert "150 **MISSED**" in text and "5,000 ok" in text        # hands/s against each game's target
    assert "400.0 **MISSED**" in text                             # the expert's p99
    assert "41.0 **MISSED**" in text                              # a computer turn's frame
    assert "Disk menu" in text and "full redraw" in text


def test_the_markdown_names_the_machine_the_date_and_the_load():
    info = {"platform": "Linux-x", "cpu": "Some CPU", "cpus": 2, "python": "3.11.7", "pyxel": "2.9.9"}
    text = bench_main.markdown(fake_results(), info, "0.50 / 0.40 / 0.30", "1.00 / 0.50 / 0.30",
                               "2030-01-01 12:00 UTC")
    for words in ("2030-01-01", "Linux-x", "Some CPU", "2 CPUs", "Pyxel 2.9.9", "Python 3.11.7",
                  "0.50 / 0.40 / 0.30", bench_main.HEADER):
        assert words in text


def test_the_strength_table_has_every_pair_with_its_interval(tmp_path, monkeypatch):
    played = []

    def fake_run(game, a, b, matches, seed=1, players=None, jobs=None, quiet=False):
        played.append((game, a, b, matches))
        wins = matches * 0.75
        low, high = tournament.wilson(wins, matches)
        return {"game": game, "a": a, "b": b, "matches": matches, "players": 2, "wins": wins,
                "rate": 0.75, "low": low, "high": high, "seconds": 1.0}

    monkeypatch.setattr(tournament, "run", fake_run)
    out = tmp_path / "STRENGTH.md"
    assert tournament.main(["--all", "--matches", "30", "--expert-matches", "6", "--out", str(out)]) == 0
    for game in tournament.GAMES:
        names = tournament.ladder(game)
        expected = [(game, u, l) for i, u in enumerate(names) for l in names[:i]]
        assert [p[:3] for p in played if p[0] == game] == expected
    assert all(m == (6 if "expert" in (a, b) else 30) for _, a, b, m in played)
    text = out.read_text()
    assert text.startswith("# How strong is the computer?") and "Still running" not in text
    assert text.count("| 75.0% |") == len(played) and "--expert-matches 6" in text


@pytest.mark.parametrize("argv", [["--all", "--games", "chess"]])
def test_the_strength_table_refuses_an_unknown_game(argv):
    with pytest.raises(SystemExit):
        tournament.main(argv)
