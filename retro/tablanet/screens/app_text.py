"""Every word Tablanet puts on the screen, in Russian and English, from one table.

``TEXT`` maps a key to ``(russian, english)``; ``t(key, lang, **kw)``
formats one in a language. Values may be Cards (shown as ``Т♠`` in Russian,
``A♠`` in English), sequences of Cards, or ``Who`` (a player's name), so a
message can be kept as a ``Msg`` and drawn again in the other language after
F6. Only characters of the DOS font are used: code page 437 and 866, «».
The keys' words (bar labels, help lines) are said with the keys, in the
keymap (``app_keys``); the bar labels join ``TEXT`` as ``k_<action>``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from retro.browser import NOT_KEPT, OTHER_TAB
from retro.cards import SUIT_SYMBOLS, Card
from retro.tablanet.screens.app_keys import bar_text
from retro.tablanet.reasons import reason_text as _reason_text

LANGS = ("ru", "en")
RU_RANKS = {"A": "Т", "K": "К", "Q": "Д", "J": "В"}

TEXT: dict[str, tuple[str, str]] = {
    # --- the frame ---------------------------------------------------------------
    "title": ("ТАБЛАНЕТ", "TABLANET"),
    "hand_deal": ("Сдача {hand} · раздача {deal} из 4", "Hand {hand} · deal {deal} of 4"),
    "ace_is": ("Туз = {ace}", "Ace = {ace}"),
    "deal_no": ("Расклад {number}", "Deal {number}"),
    "goal": ("Игра до {target}", "Game to {target}"),
    "deck": ("Колода", "Deck"),
    "table": ("СТОЛ", "TABLE"),
    "cut_title": ("СНЯТИЕ", "THE CUT"),
    "you_label": ("ВЫ", "YOU"),
    "dealer": ("сдает", "deals"),
    "dealer_me": ("сдаете", "deal"),          # under ВЫ / YOU: "ВЫ сдаете", "YOU deal"
    "turn": ("◄ ход", "◄ turn"),
    "open": ("(открыто)", "(open)"),
    "demo": ("(демо)", "(demo)"),
    "you": ("Вы", "You"),
    "computer": ("Компьютер", "Computer"),
    "computer_n": ("Компьютер {n}", "Computer {n}"),
    "sheet_head": ("Сдача {hand}", "Hand {hand}"),
    "col_taken": ("Взято", "Cards"),
    "col_points": ("Очки", "Points"),
    "col_total": ("Всего", "Total"),
    "bonus_points": ("премия за очки", "bonus for points"),
    "bonus_cards": ("премия за карты", "bonus for cards"),
    "tablanet_none_mode": ("табланет без очков", "no Tablanet points"),
    "target_mode": ("игра до {target}", "game to {target}"),
    "level_mode": ("сила компьютера: {level}", "computer: {level}"),
    "sound_on_mode": ("звук вкл.", "sound on"),
    "sound_off_mode": ("звук выкл.", "sound off"),
    "open_mode": ("открытые карты", "open hands"),
    "demo_mode": ("демо", "demo"),
    "bottom": ("внизу", "bottom"),
    "turned_jack": ("валет!", "a Jack!"),
    # --- the side panel -------------------------------------------------------------
    "deals_left": ("Раздача {deal} из 4, в колоде {n} {cards}",
                   "Deal {deal} of 4, {n} {cards} in the deck"),
    "values_1": ("Стоимость: Т {ace}, К 15, Д 13, В 10,", "Values: A {ace}, K 15, Q 13, J 10,"),
    "values_2": ("остальные по номиналу.", "the others their number."),
    "rule_1": ("Карта берет одну равную карту", "A card takes one equal card"),
    "rule_2": ("и/или две-три карты с той же", "and/or two or three cards that"),
    "rule_3": ("суммой. Брать обязательно.", "add up to it. Taking is a must."),
    "keys_1": ("{keys} или ←/→ и Enter - карта с руки;", "{keys} or ←/→ and Enter: a hand card;"),
    "keys_2": ("A, B, ... - сначала выбрать со стола.", "A, B, ...: pick table cards first."),
    "advice_head": ("СОВЕТ (табланет):", "ADVICE (Tablanet):"),
    "advice_1": ("Стол пуст - положите карту. Лучше", "The table is empty: lay a card."),
    "advice_2": ("самую младшую или такую, на которую", "Best the lowest, or one the others"),
    "advice_3": ("у соперника вряд ли найдется ответ.", "are unlikely to be able to match."),
    # --- the capture chooser --------------------------------------------------------------
    "choose_title": ("Взятки картой {card}", "Captures with the {card}"),
    "choose_points": ("{n} очк.", "{n} pt"),
    "choose_tablanet": ("табланет", "Tablanet"),     # the capture clears the table
    "choose_lay": ("на стол - нельзя: надо брать", "to the table - no: it must take"),
    "choose_help": ("1-9 или ↑↓ и Enter · Esc - отмена", "1-9 or ↑↓ and Enter · Esc cancels"),
    # --- messages: the cut, the deal, the Jacks ------------------------------------------
    "cut_you": ("Вы снимаете колоду: {card}.", "You cut the {card}."),
    "cut_other": ("{name} снимает колоду: {card}.", "{name} cuts the {card}."),
    "cut_again": ("Младшая карта не у одного: снимают еще раз.",
                  "A tie for the lowest card: they cut again."),
    "dealer_you": ("Младшая карта - {card}: сдаете вы.", "The lowest card is the {card}: you deal."),
    "dealer_other": ("Младшая карта - {card}: сдает {name}.", "The lowest card is the {card}: {name} deals."),
    "deal_new": ("Сдача {hand}: по {n} {cards} на руки и 4 карты на стол.",
                 "Hand {hand}: {n} cards each and 4 face up on the table."),
    "deal_more": ("Раздача {deal} из 4: еще по {n} {cards}.", "Deal {deal} of 4: {n} more cards each."),
    "jack_bottom": ("Открылся валет {card} - на столе ему не место: он уходит в самый низ колоды.",
                    "The {card} turned up: no Jack on the opening table - it goes to the bottom."),
    "jack_middle": ("Еще валет, {card}: он уходит в середину колоды.",
                    "Another Jack, the {card}: it goes into the middle of the deck."),
    "table_laid": ("На столе: {cards}.", "On the table: {cards}."),
    "table_replaced": ("На столе: {cards} - место валета заняла верхняя карта колоды.",
                       "On the table: {cards}; the top card took the Jack's place."),
    # --- messages: play --------------------------------------------------------------
    "take_you": ("Вы берете {taken} картой {card}.", "You take {taken} with the {card}."),
    "take_other": ("{name} берет {taken} картой {card}.", "{name} takes {taken} with the {card}."),
    "lay_you": ("Вы кладете {card} на стол.", "You lay the {card} on the table."),
    "lay_other": ("{name} кладет {card} на стол.", "{name} lays the {card} on the table."),
    "tablanet_you": ("ТАБЛАНЕТ! Вы забираете весь стол.", "TABLANET! You take the whole table."),
    "tablanet_other": ("ТАБЛАНЕТ! {name} забирает весь стол.", "TABLANET! {name} takes the whole table."),
    "tablanet_points_you": ("ТАБЛАНЕТ! Вы забираете весь стол: {n} {points}.",
                            "TABLANET! You clear the table: {n} {points}."),
    "tablanet_points_other": ("ТАБЛАНЕТ! {name} забирает весь стол: {n} {points}.",
                              "TABLANET! {name} clears the table: {n} {points}."),
    "banner": ("Т А Б Л А Н Е Т !", "T A B L A N E T !"),
    # --- beside a computer's cards: its last play of the hand (the computers are «он», masculine) ---
    "seat_took": ("Взял {taken}", "Took {taken}"),
    "seat_with": ("картой {card}", "with the {card}"),
    "seat_laid": ("Положил {card}", "Laid the {card}"),
    "seat_on_table": ("на стол", "on the table"),
    "seat_tablanet": ("ТАБЛАНЕТ!", "TABLANET!"),
    "seat_tablanet_points": ("ТАБЛАНЕТ! {n} {points}", "TABLANET! {n} {points}"),
    "seat_tablanet_short": ("ТАБЛАНЕТ! {n} очк.", "TABLANET! {n} pts"),   # where the whole words do not fit
    "last_you": ("Оставшиеся на столе карты ({n}) - вам: вы брали последним.",
                 "You took last: you get the {n} {cards} left on the table."),
    "last_other": ("Оставшиеся на столе карты ({n}) забирает {name}: брал последним.",
                   "{name} took last and gets the {n} {cards} left on the table."),
    "last_nobody": ("Никто ничего не взял: карты на столе не достаются никому.",
                    "Nobody took anything: the cards on the table go to nobody."),
    # --- messages: the person's turn ------------------------------------------------------
    "your_turn": ("Ваш ход: {keys} или ←/→ и Enter.", "Your turn: {keys} or ←/→ and Enter."),
    "your_turn_empty": ("Ваш ход: совет справа.", "Your turn: see the advice."),
    "picked": ("Со стола выбрано: {cards}. Теперь карта с руки.",
               "Picked from the table: {cards}. Now a card from your hand."),
    "choose": ("Карта {card} берет по-разному: выберите взятку.",
               "The {card} can take in several ways: choose one."),
    "must_take": ("Карта {card} может брать, а брать обязательно.",
                  "The {card} can take, and taking is a must."),
    "cannot_take": ("Карта {card} не берет {cards}.", "The {card} cannot take {cards}."),
    "takes_nothing": ("Карте {card} брать нечего: она ляжет на стол. Сначала сбросьте выбор (Esc).",
                      "The {card} takes nothing here; Esc drops the table cards picked."),
    "no_card": ("Такой карты у вас нет.", "You have no card with that number."),
    "no_table_card": ("На столе нет карты {letter}.", "There is no table card {letter}."),
    "bad_key": ("Нажмите {keys} или ←/→ и Enter; F5 - правила.",
                "Press {keys} or ←/→ and Enter; F5 shows the rules."),
    "dropped": ("Выбор сброшен.", "Choice dropped."),
    # --- messages: modes ----------------------------------------------------------------
    "sound_on": ("Звук включен.", "Sound on."),
    "sound_off": ("Звук выключен.", "Sound off."),
    "lang_now": ("Язык: русский.", "Language: English."),
    "demo_on": ("Демонстрация: компьютер играет за всех. F2 - вернуть карты.",
                "Demo: the computer plays every seat. F2 gives your cards back."),
    "demo_off": ("Ваши карты снова у вас.", "Your cards again."),
    "demo_prompt": ("F2 - вернуть карты.", "F2: your cards back."),
    "reason": ("{name}: {why}", "{name}: {why}"),
    "raw": ("{text}", "{text}"),
    "note": ("{text}", "{text}"),           # a start-up note, translated by note_text
    "unknown_letter": ("Неизвестная буква {letter} (буквы: S M C * R E).",
                       "Unknown letter {letter} ignored (letters: S M C * R E)."),
    # --- keeping the game, take-back, the record of games -------------------------------
    "q_continue": ("Продолжить неоконченную партию? (Y/N)", "Continue the unfinished game? (Y/N)"),
    "continue_title": ("ТАБЛАНЕТ · неоконченная партия", "TABLANET · an unfinished game"),
    "continue_hand": ("Сдача {hand}, раздача {deal} из 4; туз = {ace}.", "Hand {hand}, deal {deal} of 4; Ace = {ace}."),
    "continue_score": ("{name:<14}{score:>5}", "{name:<14}{score:>5}"),
    "continue_no": ("N - партия будет забыта, и начнется новая.", "N forgets it and starts a new one."),
    "no_take_back_mode": ("Вернуть ход можно только с открытыми картами (режим обучения).",
                          "Take-back is for learning mode only (open hands)."),
    "no_take_back": ("В этой сдаче возвращать нечего.", "Nothing to take back in this hand."),
    "take_back_offer": ("Вернуть ход", "Take back"),
    "taken_back": ("Ход возвращен: снова ваш ход. Такая партия в счет партий не идет.",
                   "Taken back: your turn again. This game counts in no record."),
    "record_title": ("Счет партий", "Record of games"),
    "record_cols": ("Игроков|Партий|Побед|Пораж.|Лучший|Средний|Серия|Рекорд",
                    "Players|Played|Won|Lost|Best|Average|Streak|Longest"),
    "record_group": ("Сила компьютера: {level} · игра до {target}", "Computer: {level} · game to {target}"),
    "record_row_2": ("2 игрока", "2 players"),
    "record_row_3": ("3 игрока", "3 players"),
    "record_empty": ("Сыгранных партий пока нет.", "No games played yet."),
    "record_note_1": ("Лучший и средний - ваш счет в конце партии.",
                      "Best and average: your score at the end of a game."),
    "record_note_3": ("Серия - побед подряд сейчас, рекорд - самая длинная серия.",
                      "Streak: wins in a row now; longest: the longest such run."),
    "record_note_2": ("Демо и партии с возвращенными ходами не считаются.",
                      "Demo games and games with a take-back count for nobody."),
    "record_keys": ("Enter - закрыть · C - очистить", "Enter closes · C clears the record"),
    "record_cleared": ("Счет партий очищен.", "The record is cleared."),
    "q_clear_record": ("Очистить счет партий (Y/N)?", "Clear the record of games (Y/N)?"),
    # --- the coach --------------------------------------------------------------------
    "hint": ("Совет: {why}.", "Hint: {why}."),
    "hint_thinking": ("Тренер думает над советом...", "The coach is thinking of a hint..."),
    "hint_not_now": ("Совет (F4) - в ваш ход.", "A hint (F4) is for your turn."),
    "coach_head": ("ТРЕНЕР о ходе {card}:", "COACH on your {card}:"),   # the play it is about
    "play_take": ("{card} на {cards}", "{card} on {cards}"),
    "play_lay": ("{card} на стол", "{card} to the table"),
    "review_title": ("Разбор сдачи {hand}", "Review of hand {hand}"),
    "review_title_person": ("Разбор сдачи {hand}: {name}", "Review of hand {hand}: {name}"),
    "review_lost": ("По мнению тренера, в этой сдаче вы упустили {points}.",
                    "The coach thinks you gave up {points} in this hand."),
    "review_lost_so_far": ("Пока, по мнению тренера, в этой сдаче вы упустили {points}.",
                           "So far the coach thinks you gave up {points} in this hand."),
    "review_none": ("Все ваши ходы в этой сдаче - как у тренера.", "Every play of yours this hand was the coach's too."),
    "review_none_so_far": ("Пока все ваши оцененные ходы - как у тренера.",
                           "So far every play of yours judged was the coach's too."),
    "review_demo": ("Демо сыграло за вас {n} {turns}: их тренер не оценивает.",
                    "The demo played {n} {turns} for you: the coach judges only yours."),
    "review_head": ("Самые дорогие ходы:", "The costliest plays:"),
    "review_head_one": ("Самый дорогой ход:", "The costliest play:"),
    "review_where": ("раздача {deal}, ход {turn}", "deal {deal}, turn {turn}"),
    "review_line": ("{where}: {played}", "{where}: {played}"),
    "review_better": ("   лучше {better}: {points}", "   better {better}: {points}"),
    "review_pending": ("Тренер еще думает над {n} {moves}...", "The coach is still weighing {n} {moves}..."),
    "q_coach": ("Тренер: оценивать каждый ваш ход (Y/N)?", "Coach: a verdict on each of your plays (Y/N)?"),
    # --- questions ----------------------------------------------------------------
    "yes": ("да", "yes"),
    "no": ("нет", "no"),
    "q_quit": ("Выйти из Табланета (Y/N)?", "Quit Tablanet (Y/N)?"),
    "q_quit_kept": ("Выйти из Табланета? Игра сохранится до следующего раза (Y/N)",
                    "Quit Tablanet? Your game is kept for next time (Y/N)"),
    "q_again": ("Еще партию? (Y/N)", "Another game (Y/N)?"),
    "q_again_deal": ("Еще партию? (Y/N)  A - тот же расклад, D - расклад по номеру",
                     "Another game (Y/N)?  A: this deal again, D: a numbered deal"),
    "q_again_numbered": ("Еще партию? (Y/N)  D - расклад по номеру", "Another game (Y/N)?  D: a numbered deal"),
    "q_deal": ("Номер расклада (Esc - новый расклад)?", "Deal number (Esc: a new deal)?"),
    "deal_hint": ("D на любом вопросе - расклад по номеру (номер виден в заголовке).",
                  "D at any question: play a numbered deal (a deal's number shows in the title)."),
    "deal_refused": ("Номер расклада - целое число от 1 до 1 000 000.",
                     "A deal number is a whole number from 1 to 1,000,000."),
    "q_lang": ("Язык / Language: 1 русский, 2 English (Enter - {d})?",
               "Язык / Language: 1 русский, 2 English (Enter for {d})?"),
    "q_players": ("Сколько игроков: 2 или 3 - вы и 1 или 2 компьютера (Enter - {d})?",
                  "Players, 2 or 3 - you and 1 or 2 computers (Enter for {d})?"),
    "q_ace": ("Туз стоит 1 или 11 - на всю партию (Enter - {d})?",
              "The Ace counts 1 or 11 for the whole game (Enter for {d})?"),
    "q_bonus": ("Премия 3 очка, у кого больше: 1 - очков, 2 - карт (Enter - {d})?",
                "The 3-point bonus: 1 most points, 2 most cards (Enter for {d})?"),
    "q_tablanet": ("За табланет: 1 - стоимость карт, 2 - ничего (Enter - {d})?",
                   "A Tablanet scores: 1 card values, 2 nothing (Enter for {d})?"),
    "q_bot": ("Сила игры компьютера: 1 - обычная, 2 - высокая (Enter - {d})?",
              "Computer strength: 1 standard, 2 strong (Enter for {d})?"),
    "q_target": ("Игра до 101, 151 или 251 очка (Enter - {d})?",
                 "Play to 101, 151 or 251 points (Enter for {d})?"),
    "q_open": ("Открытые карты: показывать чужие карты (Y/N)?",
               "Open hands: show the computers' cards (Y/N)?"),
    "only_23": ("Только 2 или 3.", "Only 2 or 3."),
    # --- people at the table ----------------------------------------------------------
    "q_people": ("Сколько из игроков - люди за этим экраном, 1-3 (Enter - {d})?",
                 "How many of the players are people at this screen, 1-3 (Enter for {d})?"),
    "people_hint": ("P на любом вопросе - играть с людьми за этим экраном.",
                    "P at any question: play with other people at this screen."),
    "only_people": ("Людей - от 1 до числа игроков.", "People: 1 up to the number of players."),
    "q_name": ("Имя игрока {n} (Enter - {d}):", "Player {n}'s name (Enter for {d}):"),
    "player_n": ("Игрок {n}", "Player {n}"),
    "q_person_coach": ("Тренер для игрока {name} (Y/N)?", "The coach for {name} (Y/N)?"),
    "q_open_people": ("Учебный стол: все карты открыты всем (Y/N)?",
                      "A teaching table: every hand open to all (Y/N)?"),
    "name_empty": ("Имя не набрано: будет {name}.", "No name typed: {name} it is."),
    "name_long": ("В имени больше {n} букв: будет {name}.", "Names have at most {n} letters: {name} it is."),
    "name_same": ("Это имя уже взято: будет {name}.", "That name is taken: {name} it is."),
    "name_control": ("В имени - служебный знак; наберите имя еще раз.",
                     "A name cannot hold a control character; type it again."),
    "name_font": ("Такой буквы нет в шрифте экрана; наберите имя еще раз.",
                  "The screen's font has no such letter; type the name again."),
    "pass_title": ("ПЕРЕДАЙТЕ ХОД", "PASS THE KEYBOARD"),
    "pass_line": ("Передайте клавиатуру: ходит {name}.", "Pass the keyboard to {name}."),
    "pass_line_2": ("Карты скрыты, пока {name} не у экрана.", "Hands are hidden until {name} is here."),
    "pass_footer": ("{name}: Enter или щелчок, когда у экрана", "{name}: Enter or a tap when here"),
    "consent": ("{name}, {asker} хочет вернуть свой ход. Согласны (Y/N)?",
                "{name}, {asker} wants a play back. Do you agree (Y/N)?"),
    "consent_refused": ("{name} против: ход остается.", "{name} said no: the play stands."),
    "teaching_table": ("учебный стол: все карты открыты", "teaching table: every hand open"),
    "people_no_demo": ("Демо не играет за людей за столом.", "The demo does not play for people at the table."),
    "over_person": ("Побеждает {name}: {score} {points}.", "{name} wins with {score} points."),
    "last_person": ("Оставшиеся на столе карты ({n}) забирает {name} - по последнему взятию.",
                    "{name} gets the {n} cards left on the table: the last to take."),
    "record_people": ("ЛЮДИ ЗА СТОЛОМ", "PEOPLE AT THE TABLE"),
    "only_1_11": ("Только 1 или 11.", "Only 1 or 11."),
    "only_12": ("Только 1 или 2.", "Only 1 or 2."),
    "only_targets": ("Только 101, 151 или 251.", "Only 101, 151 or 251."),
    "a_lang": ("русский", "English"),
    "a_bonus_points": ("за очки", "most points"),
    "a_bonus_cards": ("за карты", "most cards"),
    "a_tablanet_values": ("стоимость карт", "card values"),
    "a_tablanet_none": ("ничего", "nothing"),
    "a_bot_tactician": ("обычная", "standard"),
    "a_bot_expert": ("высокая", "strong"),
    "setup_title": ("ТАБЛАНЕТ · новая партия", "TABLANET · a new game"),
    "setup_1": ("Стоимость карт в игре: Т 1 или 11, К 15, Д 13, В 10, остальные",
                "Values in play: A 1 or 11, K 15, Q 13, J 10, the others their"),
    "setup_2": ("по номиналу. Очки в конце сдачи: Т К Д 10 2 - по 1, 10♦ - 2;",
                "number. Points at the end of a hand: A K Q 10 2 one each, 10♦ two;"),
    "setup_3": ("еще 3 - победителю сдачи. Кто первым наберет 251 (или 101, 151) - выиграл.",
                "3 more for the hand's winner. The first to 251 (or 101, 151) wins."),
    "setup_4": ("Табланет - весь стол одной картой - сразу приносит стоимость этих карт.",
                "A Tablanet - the whole table with one card - scores its cards' values at once."),
    # --- the show ------------------------------------------------------------------
    "show_1": ("Балканская карточная игра для двух или трех игроков",
               "A Balkan fishing game for two or three players"),
    "show_goal": ("Кто первым наберет 251 очко или больше, тот и победил",
                  "The first to reach 251 points or more wins"),
    "show_2": ("Retro Card Classics · по русскому описанию правил",
               "Retro Card Classics · after a Russian rule sheet"),
    "show_press": (" Enter - начать · F5 - правила · F6 - English · Esc - выход ",
                   " Press Enter to begin · F5 rules · F6 Русский · Esc leaves "),
    # --- the score sheet and the game's end ----------------------------------------
    "sheet_title": ("Итоги сдачи {hand}", "End of hand {hand}"),
    "sheet_cols": ("Игрок        Карт  Т  К  Д 10  2 10♦ Табл. Прем. Сдача Всего",
                   "Player      Cards  A  K  Q 10  2 10♦ Tabl. Bonus  Hand Total"),
    "sheet_note_1": ("Т, К, Д, 10, 2 - по 1 очку, 10♦ - 2 очка: 21 за сдачу.",
                     "A, K, Q, 10, 2 score 1 each, the 10♦ 2: 21 a hand."),
    "sheet_bonus_points": ("Премия 3 очка - за большее число очков за карты.",
                           "The 3-point bonus goes to the most card points."),
    "sheet_bonus_points_tablanet": ("Премия 3 очка - за большее число очков в сдаче, с табланетами.",
                                    "The 3-point bonus goes to the most points, Tablanets included."),
    "sheet_tablanet_values": ("Табл. - табланеты: стоимость взятых карт и своей карты.",
                              "Tabl.: Tablanets, the values of the cards taken and the taker."),
    "sheet_tablanet_none": ("Табланет очков не приносит.", "A Tablanet scores nothing."),
    "sheet_bonus_cards": ("Премия 3 очка - за больше взятых карт.",
                          "The 3-point bonus goes to the most cards taken."),
    "sheet_tie": ("Поровну у лучших - премии нет.", "A tie for the most: no bonus."),
    "sheet_goal": ("Игра до {target} очка.", "The game goes to {target}."),
    "press_enter": ("Нажмите Enter", "Press Enter to go on"),
    "over_title": ("Конец партии", "Game over"),
    "over_you": ("Вы победили: {score} {points}!", "You win with {score} points!"),
    "over_other": ("Победил {name}: {score} {points}.", "{name} wins with {score} points."),
    "over_line": ("{name:<14}{score:>5}", "{name:<14}{score:>5}"),
    # --- the lessons (app_lessons) ----------------------------------------------------------
    "lesson_head": ("УРОК {n} из {total}: {title}", "LESSON {n} of {total}: {title}"),
    "lesson_solved": ("решено {k} из {total}", "{k} of {total} solved"),
    "lesson_judging": ("Тренер оценивает ваш ход...", "The coach is judging your play..."),
    "lesson_right": ("Верно! Это лучший ход.", "Right! That is the best play."),
    "lesson_wrong": ("Не лучший ход.", "Not the best play."),
    "lesson_shown": ("Ответ подсвечен: {play}.", "The answer is lit: {play}."),
    "lesson_next_keys": ("Enter - следующий урок, R - еще раз, Esc - выход из уроков.",
                         "Enter: the next lesson, R: again, Esc: leave the lessons."),
    "lesson_last_keys": ("Это был последний урок. Enter - снова с первого, R - еще раз, Esc - выход.",
                         "That was the last lesson. Enter: the first again, R: again, Esc: leave."),
    "lesson_wrong_keys": ("R - еще раз, S - показать ответ, Enter - следующий урок, Esc - выход.",
                          "R: try again, S: show the answer, Enter: the next lesson, Esc: leave."),
    "lesson_all": ("Все уроки решены! Enter - снова с первого, Esc - выход.",
                   "You have solved every lesson! Enter: from the first again, Esc: leave."),
    "lesson_no_demo": ("В уроке ходите сами.", "In a lesson you play yourself."),
    "lesson_none": ("Уроков нет: {why}", "No lessons: {why}"),
    # --- rules viewer ----------------------------------------------------------------
    "rules_title": ("Табланет: правила", "Tablanet: the rules"),
    "viewer_status": (" {a}-{b} из {n}  ↑↓ PgUp PgDn  Esc - закрыть ",
                      " {a}-{b} of {n}  ↑↓ PgUp PgDn  Esc closes "),
}
# The key bar's labels are the keymap's (app_keys.KEYS, each key's words); ``t("k_<action>")`` reads them.
TEXT.update(bar_text())

PLURALS = {
    "cards": (("карта", "карты", "карт"), ("card", "cards")),
    "points": (("очко", "очка", "очков"), ("point", "points")),
    "moves": (("ходом", "ходами", "ходами"), ("play", "plays")),
    "turns": (("ход", "хода", "ходов"), ("turn", "turns")),
}


def plural(n: int, key: str, lang: str) -> str:
    """The word of ``key`` for ``n`` things (Russian has three forms: 1 карта, 2 карты, 5 карт)."""
    ru, en = PLURALS[key]
    if lang == "en":
        return en[0] if n == 1 else en[1]
    if n % 10 == 1 and n % 100 != 11:
        return ru[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return ru[1]
    return ru[2]


def card_label(card: Card, lang: str) -> str:
    """``Т♠`` / ``A♠``: the rank in the language (Т туз, К король, Д дама, В валет) and the suit."""
    rank = RU_RANKS.get(card.rank, card.rank) if lang == "ru" else card.rank
    return rank + SUIT_SYMBOLS[card.suit]


@dataclass(frozen=True)
class Who:
    """A player, named in the language of the moment (``Вы``, ``Компьютер 2``...), or by the names of a
    people's game (``names``: every seat's name)."""

    player: int
    players: int
    names: tuple | None = None


def name(player: int, players: int, lang: str, names: tuple | None = None) -> str:
    """A seat's name: in a people's game the seat's own (``names``), else "You" or "Computer N"."""
    if names:
        return names[player]
    if player == 0:
        return TEXT["you"][lang == "en"]
    if players == 2:
        return TEXT["computer"][lang == "en"]
    return TEXT["computer_n"][lang == "en"].format(n=player)


def _shown(value, lang: str):
    if isinstance(value, Card):
        return card_label(value, lang)
    if isinstance(value, Who):
        return name(value.player, value.players, lang, value.names)
    if isinstance(value, (tuple, list)) and value and all(isinstance(v, Card) for v in value):
        return " ".join(card_label(v, lang) for v in value)
    return value


def t(key: str, lang: str = "ru", **kw) -> str:
    """The text of ``key`` in ``lang`` with ``kw`` filled in (Cards, Who and plurals rendered)."""
    text = TEXT[key][lang == "en"]
    if not kw:
        return text
    return text.format(**{k: _shown(v, lang) for k, v in kw.items()})


@dataclass(frozen=True)
class Msg:
    """A message kept by key, drawn in whatever language is on when it is painted."""

    key: str
    kw: dict = field(default_factory=dict)

    def text(self, lang: str) -> str:
        if self.key == "note":
            return note_text(self.kw["text"], lang)
        if self.key == "hint":
            return t("hint", lang, why=reason_text(self.kw["why"], lang).rstrip("."))
        kw = dict(self.kw)
        count = kw.pop("_count", None)
        if count is not None:
            kw.update(n=count, cards=plural(count, "cards", lang))
        score = kw.pop("_points", None)
        if score is not None:
            kw.update(n=score, points=plural(score, "points", lang))
        return t(self.key, lang, **kw)


def msg(key: str, **kw) -> Msg:
    return Msg(key, kw)


# --- the computers' reasons (the bots speak English; retro.tablanet.reasons reads them in Russian) --


def reason_text(reason: str, lang: str) -> str:
    """A bot's or the coach's one-line reason in ``lang``; a line nobody knows stays as it is."""
    if lang == "en" or not reason:
        return reason
    try:
        return _reason_text(reason, lang)
    except (ValueError, KeyError, IndexError, re.error):
        return reason


# --- start-up notes (the store and the browser speak English; their lines are translated) -------

_NOTES = [
    (r"^(\S+) was damaged \(it is a folder, not a file\); starting afresh\.$",
     lambda m: f"На месте файла {m.group(1)} папка; начинаем заново."),
    (r"^(\S+) was damaged(?: \(.*?\))?; starting afresh(?: \(kept as (\S+)\))?\.$",
     lambda m: f"Файл {m.group(1)} испорчен; начинаем заново"
               + (f" (копия - {m.group(2)})." if m.group(2) else ".")),
    (r"^(\S+) could not be read(?: \(.*?\))?; starting afresh(?: \(kept as (\S+)\))?\.$",
     lambda m: f"Файл {m.group(1)} не читается; начинаем заново"
               + (f" (копия - {m.group(2)})." if m.group(2) else ".")),
    (r"^(\S+) could not be read or saved(?: \([^)]*\))?; starting afresh\.$",
     lambda m: f"Файл {m.group(1)} не читается и не записывается; начинаем заново."),
    (r"^(\S+\.json): settings not understood(?: \(([^)]*)\))?; defaults used\.$",
     lambda m: f"{m.group(1)}: не поняты настройки" + (f" ({m.group(2)})" if m.group(2) else "")
               + "; взяты обычные."),
    (r"^Could not save (\S+): (.*)$", lambda m: f"Не удалось записать {m.group(1)}: {m.group(2)}"),
    (r"^Could not delete (\S+): (.*)$", lambda m: f"Не удалось удалить {m.group(1)}: {m.group(2)}"),
    (f"^{re.escape(NOT_KEPT)}$",
     lambda m: "Браузер не хранит файлы страницы: счет и настройки пропадут при перезагрузке."),
    (f"^{re.escape(OTHER_TAB)}$",
     lambda m: "Файлы страницы хранит другая вкладка: эта играет, но ничего не сохраняет."),
]


def short_note(note: str, width: int = 78) -> str:
    """An English note fitted to the message line: parenthesised details (nested ones too) go,
    innermost first, until it fits; "(kept as NAME.bad)" goes last."""
    while len(note) > width:
        groups = [m for m in re.finditer(r"\s?\([^()]*\)", note)]
        if not groups:
            break
        details = [m for m in groups if "kept as" not in m.group(0)] or groups
        found = details[0]
        note = note[:found.start()] + note[found.end():]
    return note


def note_text(note: str, lang: str) -> str:
    """A start-up note in ``lang``; a line we don't know stays as it is."""
    if lang == "en":
        return short_note(note)
    for pattern, render in _NOTES:
        found = re.match(pattern, note)
        if found:
            return render(found)
    return note


# --- plays as the coach's line and the hand review name them ------------------------------------

_CODE = re.compile(r"(?:10|[2-9AKQJ])[SHDC]")


def move_code(move) -> str:
    """A play in a language-free form for the kept review: "9C>4S 5D" (a capture), "7H" (laid)."""
    if move.kind == "capture":
        return f"{move.card}>" + " ".join(str(c) for c in move.cards)
    return str(move.card)


def valid_code(code) -> bool:
    if not isinstance(code, str):
        return False
    card, _, taken = code.partition(">")
    return bool(_CODE.fullmatch(card)) and (not _ or all(_CODE.fullmatch(c) for c in taken.split(" ")))


def code_text(code: str, lang: str) -> str:
    """ "9♣ на 4♠ 5♦" / "9♣ on 4♠ 5♦"; a laid card "7♥ на стол" / "7♥ to the table"."""
    card, sep, taken = code.partition(">")
    if sep:
        return t("play_take", lang, card=Card.parse(card), cards=tuple(Card.parse(c) for c in taken.split()))
    return t("play_lay", lang, card=Card.parse(card))
