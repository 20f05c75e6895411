"""Pinochle benchmark: random full hands per second and each bot's decision times.

    python -m bench.pinochle [--quick]
    python -m bench.pinochle --coach 200      # the coach's hint/judge times
    python -m bench.pinochle --round-one 20   # the coach's round-one habits over 20 games
    python -m bench.tournament pinochle tommy greedy --matches 400 --jobs 1

Decision times are taken in real play (each bot against Tommy, single
hands), so the expert's round-two solver keeps its table from one decision
to the next as it does in a game. Times are this process's CPU time
(time.process_time): other work on a shared machine does not count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from retro.pinochle import bots, rules

TARGETS = {"random_hands_per_s": 200, "tommy_median_ms": 5, "expert_p99_ms": 300}


def random_hands_per_s(seconds: float, seed: int = 1) -> float:
    """Whole hands played by the random bot through the public API (views, legal moves, apply)."""
    bot = bots.make_bot("random")
    rng = random.Random(seed)
    counts = rules.COUNT_SYSTEMS
    hands = 0
    match = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = rules.State.new(seed * 1000 + match, rules.Options(count=counts[match % 3]))
        match += 1
        while not state.over:
            player = state.to_move
            events = state.apply(bot.choose(state.view(player), state.legal_moves(), rng))
            hands += sum(1 for e in events if e.kind == "hand_end")
    return hands / (time.process_time() - started)


def decision_times(name: str, hands: int, seed: int = 3) -> dict:
    """CPU milliseconds per decision of bot ``name``, playing single hands against Tommy."""
    rng = random.Random(seed)
    times = []
    for i in range(hands):
        seat = i % 2
        players = [bots.make_bot("tommy"), bots.make_bot("tommy")]
        players[seat] = bots.make_bot(name)
        state = rules.State.new(seed * 10_000 + i, rules.Options(single_hand=True))
        while not state.over:
            player = state.to_move
            view, legal = state.view(player), state.legal_moves()
            if player == seat:
                started = time.process_time()
                move = players[player].choose(view, legal, rng)
                times.append((time.process_time() - started) * 1000)
            else:
                move = players[player].choose(view, legal, rng)
            state.apply(move)
    times.sort()
    return {"median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "max_ms": round(times[-1], 3), "mean_ms": round(statistics.fmean(times), 3),
            "decisions": len(times)}


def round_one_habits(games: int, seed: int = 1) -> dict:
    """How the coach's round-one hint plays against Tommy's own choice, in Tommy-against-Tommy games.

    At each round-one lead or answer of player 0 with a choice: does the hint
    let a trick go that it could win (and one with a ten or an ace in it),
    does it lead a trump; and how many points the coach says Tommy's own
    choice gives up (a coach that calls the program's own player's every
    other play a 20-point blunder is telling tales).
    """
    from retro.pinochle import coach
    from retro.pinochle.legal import round_one_follower_wins
    from retro.pinochle.melds import ID_OF, SUIT_OF

    tommy = bots.make_bot("tommy")
    rng = random.Random(seed)
    row = dict(answers=0, could_win=0, hint_ducks=0, tommy_ducks=0, counter_led=0, hint_ducks_counter=0,
               leads=0, hint_trump_leads=0, tommy_trump_leads=0)
    losses = []
    for g in range(games):
        state = rules.State.new(seed + g, rules.Options(single_hand=True))
        while not state.over and state.round == 1:
            view, legal = state.view(state.to_move), state.legal_moves()
            mine = tommy.choose(view, legal, rng)
            if state.to_move == 0 and len(legal) > 1 and view.phase in ("lead", "follow"):
                coach.clear_cache()
                hinted = coach.hint(state).move
                losses.append(coach.judge(state, mine).loss)
                trump = state.trump_id
                if view.phase == "follow":
                    lead = ID_OF[view.trick[0]]
                    def wins(m):
                        return round_one_follower_wins(lead, ID_OF[m.card], trump)
                    row["answers"] += 1
                    if any(wins(m) for m in legal):
                        row["could_win"] += 1
                        row["hint_ducks"] += not wins(hinted)
                        row["tommy_ducks"] += not wins(mine)
                        if view.trick_points[lead] >= 10:
                            row["counter_led"] += 1
                            row["hint_ducks_counter"] += not wins(hinted)
                else:
                    row["leads"] += 1
                    row["hint_trump_leads"] += SUIT_OF[ID_OF[hinted.card]] == trump
                    row["tommy_trump_leads"] += SUIT_OF[ID_OF[mine.card]] == trump
            state.apply(mine)
    row["tommy_plays"] = len(losses)
    row["tommy_loss_mean"] = round(statistics.fmean(losses), 2) if losses else 0.0
    row["tommy_loss_20_or_more"] = sum(1 for x in losses if x >= 20)
    row["tommy_loss_0"] = sum(1 for x in losses if x == 0)
    return row


def measure(quick: bool = False) -> dict:
    result = {
        "game": "pinochle",
        "random_hands_per_s": round(random_hands_per_s(1.0 if quick else 4.0), 1),
        "decisions": {},
    }
    for name in bots.BOTS:
        hands = (2 if name == "expert" else 6) if quick else (12 if name == "expert" else 60)
        result["decisions"][name] = decision_times(name, hands)
    result["targets"] = TARGETS
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pinochle", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a short run (CI smoke test)")
    parser.add_argument("--coach", type=int, default=0, metavar="N",
                        help="instead: time the coach's hint and judge on N positions")
    parser.add_argument("--round-one", type=int, default=0, metavar="N",
                        help="instead: the coach's round-one habits over N Tommy-against-Tommy games")
    args = parser.parse_args(argv)
    if args.round_one:
        row = round_one_habits(args.round_one)
        print(f"round one, {args.round_one} games, player 0's {row['answers']} answers and {row['leads']} leads:")
        print(f"  a trick it could win let go: hint {row['hint_ducks']} of {row['could_win']}, "
              f"Tommy {row['tommy_ducks']}; with a ten or ace led: hint {row['hint_ducks_counter']} "
              f"of {row['counter_led']}")
        print(f"  trump leads: hint {row['hint_trump_leads']}, Tommy {row['tommy_trump_leads']} "
              f"of {row['leads']}")
        print(f"  Tommy's {row['tommy_plays']} plays as the coach judges them: mean loss "
              f"{row['tommy_loss_mean']}, {row['tommy_loss_0']} called best, "
              f"{row['tommy_loss_20_or_more']} called 20 points or more worse")
        return 0
    if args.coach:
        from bench.coach import P99_MS, times

        row = times("pinochle", args.coach)
        print(f"pinochle coach over {row['positions']} positions (CPU ms, fresh cache each): "
              f"hint median {row['hint_median_ms']} p99 {row['hint_p99_ms']}; "
              f"judge median {row['judge_median_ms']} p99 {row['judge_p99_ms']} (target p99 <= {P99_MS:g})")
        return 0
    result = measure(args.quick)
    print(f"pinochle: {result['random_hands_per_s']:.0f} random full hands/s "
          f"(target >= {TARGETS['random_hands_per_s']})")
    for name, row in result["decisions"].items():
        print(f"  {name:8s} median {row['median_ms']:8.3f} ms   p99 {row['p99_ms']:8.3f} ms   "
              f"max {row['max_ms']:8.3f} ms   ({row['decisions']} decisions)")
    print(f"targets: tommy median <= {TARGETS['tommy_median_ms']} ms, "
          f"expert within {TARGETS['expert_p99_ms']} ms per decision")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
