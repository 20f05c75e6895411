"""The computers' reasons in plain words and whole, in English and Russian."""

import random
import re

import pytest

from retro.cards import Card, cards
from retro.tablanet import bots, reasons
from retro.tablanet.reasons import MAX_LEN, counted, reason_text, say
from retro.tablanet.rules import Options, State


def reasons_of_games(name, players, tablanet="values", decisions=60):
    bot = bots.make_bot(name, **({"samples": 4} if name == "expert" else {}))
    rng = random.Random(players)
    found = []
    for seed in range(3):
        state = State.new(seed, Options(players=players, tablanet=tablanet))
        while not state.over and len(found) < decisions * (seed + 1) // 3:
            c = bot.choose_with_reason(state.view(state.to_move), state.legal_moves(), rng)
            found.append(c.reason)
            state.apply(c.move)
    return found


@pytest.mark.system
@pytest.mark.parametrize("tablanet", ["values", "none"])
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", list(bots.BOTS))
def test_reasons_are_plain_whole_and_fit_one_line(name, players, tablanet):
    """No "(risk 0.5)" figures, no cut-off endings, singular and plural right."""
    for why in reasons_of_games(name, players, tablanet):
        assert why and "\n" not in why and len(why) <= MAX_LEN, why
        assert "(" not in why and "risk" not in why and not re.search(r"\d\.\d", why), why
        assert not re.search(r"\b1 (points|cards)\b", why), why
        assert not re.search(r"\b([02-9]|\d\d+) (point|card)\b(?!s)", why), why
        assert not re.search(r"trial|deals", why), why  # no trial counts
        assert "TBL" not in why and "Tablanet" not in why


@pytest.mark.system
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", list(bots.BOTS))
def test_every_reason_is_said_in_russian(name, players):
    """Each reason, read back from its English text, is said wholly in Russian."""
    for why in reasons_of_games(name, players):
        ru = reason_text(why, "ru")
        assert not re.search(r"[A-Za-z]", ru), (why, ru)
        assert reason_text(str(why), "ru") == ru  # the plain text reads back the same
        assert reason_text(why, "en") == why


def test_counted_words():
    """Plurals: "1 point", "2 points"; Russian 1 очко, 3 очка, 5 очков, 21 очко."""
    assert [counted(n, "points") for n in (1, 2)] == ["1 point", "2 points"]
    assert counted(1, "cards") == "1 card" and counted(4, "cards") == "4 cards"
    assert [counted(n, "points", "ru") for n in (1, 3, 5, 11, 21, 22)] == [
        "1 очко", "3 очка", "5 очков", "11 очков", "21 очко", "22 очка"]
    assert [counted(n, "cards", "ru") for n in (1, 2, 12)] == ["1 карта", "2 карты", "12 карт"]


def test_reason_lines_read_well():
    """The phrases as the player sees them."""
    line = say("take_points", "leaves_little", card=Card.parse("10D"), cards=cards("10S 5D 5H"), points=3)
    assert line == "10♦ takes 10♠ 5♦ 5♥, 3 points: leaves little to take"
    assert reason_text(line, "ru") == "10♦ берет 10♠ 5♦ 5♥, 3 очка: оставляет мало для ответа"
    line = say("tablanet", None, card=Card.parse("KC"), points=31)
    assert line == "K♣ takes the whole table: a tablanet worth 31 points"
    assert reason_text(line, "ru") == "К♣ берет весь стол: табланет на 31 очко"
    line = reasons.first_upper(say("you_lay_lowest", "empty_after", card=Card.parse("2H")))
    assert line == "Lay the lowest card, 2♥: the tablanet left the table empty"
    assert reason_text(line, "ru") == "Положите младшую карту, 2♥: стол пуст после табланета"
    assert reason_text("something we never say", "ru") == "something we never say"
    assert reason_text("", "ru") == ""


def test_every_phrase_fits_and_reads_back():
    """Every phrase pair, with the longest cards, fits and reads back."""
    long_cards = cards("10S 10H 10C 10D")
    fill = dict(card=Card.parse("10D"), low=Card.parse("10C"), other=Card.parse("10H"), cards=long_cards, points=38,
                n=12, m=11)
    for key in reasons.PLAYS:
        line = say(key, None, **fill)
        assert reason_text(str(line), "ru") == line.text("ru"), key
        assert not re.search(r"[A-Za-z]", line.text("ru")), key
    for key in reasons.WHYS:
        line = say("lay", key, **fill)
        assert reason_text(str(line), "ru") == line.text("ru"), key
        assert len(line) <= MAX_LEN, line


# every (play, why) pair the bots and the coach put together
_LAY_WHYS = ("little_high little_lowest nothing_high nothing_lowest after_lowest after_nobody after_unlikely "
             "hard_to_match safest only best_exact best_search").split()
_TAKE_WHYS = "most_now leaves_little worth_more only best_exact best_search".split()
USED = ([("lay", w) for w in _LAY_WHYS] + [(t, w) for t in ("take", "take_points") for w in _TAKE_WHYS]
        + [("tablanet", None), ("tablanet_plain", None), (None, "random")]
        + [("you_lay", w) for w in "no_tablanet_left no_points no_match must_lay best_exact best_search sooner".split()]
        + [(t, w) for t in ("take", "take_points") for w in "no_tablanet_left most_now best_exact best_search sooner".split()]
        + [("you_lay_lowest", "empty_after")]
        + [("you_lay_not_lowest", w) for w in "nobody_takes fewer_take no_points best_exact best_search".split()]
        + [("you_lay", "nobody_takes")]
        + [(None, w) for w in ("tablanet_chance better_lay better_lay_safe lower_lay yours_leaves_tablanet more_points "
                               "yours_lays_points worse_exact worse_search").split()]
        # the facts that tell a play apart (a line that would not fit gives way to the next fact)
        + [(p, w) for p in ("lay", "you_lay") for w in ("other_leaves_clearing fewer_take leaves_at_most leaves_nothing "
                                                        "no_tablanet_left nobody_takes no_points no_match").split()]
        + [("take", "leaves_nothing"), ("take", "most_cards"), ("take_points", "no_tablanet_left")]
        + [(None, w) for w in ("yours_leaves_alone", "yours_leaves_clearing")])


@pytest.mark.parametrize("play, why", USED)
def test_the_longest_line_of_each_kind_fits_in_both_languages(play, why):
    """No line is cut off: with the widest cards and numbers a play can have
    (four 10s and 3 taken, 5 card points, a 38-point tablanet, 7 cards that can take a 10) every
    line is at most MAX_LEN characters in English and in Russian."""
    line = say(play, why, card=Card.parse("10D"), low=Card.parse("10C"), other=Card.parse("10H"),
               cards=cards("10S 10H 10C 3D"),
               points=38 if play == "tablanet" or why in ("tablanet_chance", "lower_lay", "more_points") else 5,
               deals=40, n=7, m=6)
    assert len(line) <= MAX_LEN and len(line.text("ru")) <= MAX_LEN, (line, line.text("ru"))
    assert reason_text(str(line), "ru") == line.text("ru")


def test_ru_plural_forms_for_1_2_5_21():
    """The plural helper: карта / карты / карт and очко / очка / очков by the number's last digits."""
    from retro.tablanet.reasons import ru_plural
    assert [ru_plural(n, "карта", "карты", "карт") for n in (1, 2, 5, 11, 12, 21, 22, 25, 111)] == [
        "карта", "карты", "карт", "карт", "карт", "карта", "карты", "карт", "карт"]
    assert [counted(n, "points", "ru") for n in (1, 2, 5, 21)] == ["1 очко", "2 очка", "5 очков", "21 очко"]


_EXPECTED_CARDS = {1: "берет 1 карта", 2: "берут 2 карты", 5: "берут 5 карт", 21: "берет 21 карта"}


@pytest.mark.parametrize("n", [1, 2, 5, 21])
def test_every_russian_phrase_with_a_count_agrees_with_it(n):
    """Every template with a number of cards or points, said with 1, 2, 5 and 21: the noun (and the
    verb before it) agree with the number; no "карт: N" lists."""
    points = {1: "1 очко", 2: "2 очка", 5: "5 очков", 21: "21 очко"}[n]
    cards_form = {1: "1 карта", 2: "2 карты", 5: "5 карт", 21: "21 карта"}[n]
    for table in (reasons.PLAYS, reasons.WHYS):
        for key, (en, ru) in table.items():
            if not any(slot in en + ru for slot in ("{points}", "{n}", "{m}")):
                continue
            line = say(key if table is reasons.PLAYS else "lay", None if table is reasons.PLAYS else key,
                       card=Card.parse("7H"), low=Card.parse("2C"), cards=cards("5D 2S"), points=n, n=n, m=n)
            text = line.text("ru")
            assert "карт:" not in text and "очков:" not in text, text
            if "{points}" in ru:
                assert points in text, text
            if "{n}" in ru or "{m}" in ru:
                assert cards_form in text, text
            if "{n_take}" in ru:
                assert _EXPECTED_CARDS[n] in text, text


def test_the_coach_phrases_that_were_ungrammatical_now_read_well():
    assert say(None, "yours_leaves_tablanet", n=3).text("ru") == "после вашего хода весь стол берут 3 карты"
    assert say(None, "better_lay_safe", n=1).text("ru") == "вашу карту берет 1 карта, эту - ни одна"
    assert say(None, "better_lay", n=5, m=2).text("ru") == "вашу карту берут 5 карт, эту - 2 карты"
    assert (say("you_lay_not_lowest", "fewer_take", card=Card.parse("9C"), low=Card.parse("2H"), n=21, m=4)
            .text("ru") == "положите 9♣, не младшую: ее берет 21 карта, а 2♥ - 4 карты")
