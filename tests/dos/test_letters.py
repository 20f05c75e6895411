"""The DOS family's command-line letters: one reading for Tommy's Pinochle (PIN-C1) and Tablanet."""

from retro.dos.family import parse_letters


def test_letters_combine_in_any_case_and_the_later_of_m_and_c_wins():
    assert parse_letters("s*Mc") == parse_letters("S*C")
    flags = parse_letters("cM")
    assert flags.mono and not parse_letters("MC").mono and not parse_letters("").mono


def test_languages_are_letters_only_where_the_program_has_them():
    assert parse_letters("R").unknown == "R" and parse_letters("R").lang is None
    assert parse_letters("ER", languages=True).lang == "ru"
    assert parse_letters("RE", languages=True).lang == "en" and parse_letters("x r", languages=True).unknown == "X"
