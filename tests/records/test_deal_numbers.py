"""Numbered deals: a number and the options give the same first deal on every machine (stored deals checked)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from deal_cards import NUMBERS, RULES, first_deal, first_deals
from retro.deals import FIRST_DEAL, LAST_DEAL, check_seed, deal_game, fresh_deal, read_deal

STORED = Path(__file__).parent / "data" / "first_deals.json"


def stored_deals() -> dict:
    """What tests/records/data/first_deals.json holds (made by ``deal_cards.first_deals`` once, then kept)."""
    return json.loads(STORED.read_text(encoding="utf-8"))


@pytest.mark.parametrize("program", sorted(RULES))
@pytest.mark.parametrize("number", NUMBERS)
def test_a_numbered_deal_gives_the_stored_cards(program, number):
    assert first_deal(deal_game(RULES[program], number)) == stored_deals()[program][str(number)]


def test_the_stored_deals_are_all_the_numbers_of_every_program():
    assert first_deals() == stored_deals()


@pytest.mark.parametrize("program", sorted(RULES))
def test_deal_game_is_state_new_of_the_number_with_the_options(program):
    rules = RULES[program]
    options = rules.Options(players=3) if program in ("casino", "tablanet") else None
    assert deal_game(rules, 4242, options).to_json() == rules.State.new(4242, options).to_json()
    assert deal_game(rules, 4242).to_json() != deal_game(rules, 4243).to_json()


def test_a_fresh_deal_number_comes_from_the_given_generator_and_stays_in_range():
    numbers = [fresh_deal(random.Random(seed)) for seed in range(300)]
    assert all(FIRST_DEAL <= n <= LAST_DEAL for n in numbers)
    assert numbers == [fresh_deal(random.Random(seed)) for seed in range(300)]
    assert len(set(numbers)) > 290


@pytest.mark.parametrize("typed, number", [("11982", 11982), (" 11,982 ", 11982), ("#11982", 11982),
                                           ("Deal 7", 7), ("game #1000000", 1_000_000), ("1", 1)])
def test_a_typed_deal_number_is_read(typed, number):
    assert read_deal(typed) == number


@pytest.mark.parametrize("typed", ["", "0", "1000001", "-5", "12a", "deal", "3.5e2", "seven"])
def test_a_typed_text_that_is_no_deal_number_is_refused_in_plain_words(typed):
    with pytest.raises(ValueError) as err:
        read_deal(typed)
    assert str(err.value) == "A deal number is a whole number from 1 to 1,000,000."


@pytest.mark.parametrize("seed", [True, -1, 2**31, "12", 1.0])
def test_only_whole_numbers_are_seeds(seed):
    with pytest.raises(ValueError):
        check_seed(seed)
    assert check_seed(0) == 0 and check_seed(2**31 - 1) == 2**31 - 1


def test_the_context_gives_deal_numbers_seeded_by_the_command_line_or_the_clock(tmp_path):
    from retro.program import Context
    from retro.store import Store

    seeded = Context(store=Store(tmp_path), seed=5)
    assert seeded.new_deal(3) == fresh_deal(random.Random(5 * 1_000_003 + 3)) == seeded.new_deal(3)
    assert seeded.new_deal(3) != seeded.new_deal(4)
    clock = Context(store=Store(tmp_path))
    assert all(FIRST_DEAL <= clock.new_deal(salt) <= LAST_DEAL for salt in range(20))
