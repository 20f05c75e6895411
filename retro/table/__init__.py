"""The table under every program: the game scene, the session, the beat queue, declared settings and keys.

Pure (no Pyxel, no I/O of its own: files go through the ``retro.keep`` /
``retro.store`` objects a program passes in). How a program uses it:

0. **The game scene** (``scene.py``). Every game on screen — a lesson's and one played on
   from a replay too — is a ``GameScene(session, host, beats_of, log=..., rules=...)``:
   it owns the session, the beat queue and the game's log and runs one frame order
   (``tick``: the host's timers, the beats, the session's thinking when nothing holds
   the game, the reports followed, the person's turn) and **keeps the game at the end of
   the frame, the only place a game is kept** (``end_frame``; ``start()`` keeps a game as
   it starts, ``changed()`` announces what the program keeps beside the State,
   ``abandon()`` and ``leave()`` end it). The person's decisions are intents:
   ``play(move)``, ``ask_hint(now)``, ``take_back()``, ``set_demo(on)``. The program is
   the scene's host (``scene.Host``'s hooks: ``show_beat``, ``blocked``, ``table_held``,
   ``when_ready``, ``begin_turn``, ``computer_moved``, ``hint_ready``, ``judged``,
   ``touch``, ``kept``); the DOS kit's ``retro.dos.game_screen.TableScreen`` and the
   Windows kit's ``retro.win.gamewindow.GameWindow`` host it for their programs.

1. **Session** (``session.py``). Per game::

       seats = Seats(bots={p: make_bot() for p in range(n)}, person=0, demo=False)
       session = Session(state, seats, bot_seed=seed,
                         coach=CoachRules(hint=coach.hint_steps, judge=coach.judge_steps,
                                          where=where_label, code=move_code),   # where(state, move)
                         coach_on=settings.coach, learning=settings.open_hands,
                         keeper=KeptGame(store, "prog"),
                         recording=Recording(Record(store, "prog"), lambda s: (setting, outcome, score)),
                         extra=lambda: {"my_screen_detail": ...})

   The scene calls ``session.update(ready)`` once a frame and follows the reports it
   returns (``reports.py``): ``ThinkingStarted(player)``,
   ``Moved(player, move, events, reason, by_person, new_hand, over, counted, demo_played)`` (turn
   ``events`` into beats), ``HintReady(advice)``, ``Judged(verdict, review, this_hand)``.
   A screen that mixes in ``SessionParts`` reads ``self.state``, ``self.demo``,
   ``self.coach_on`` and ``self.desk`` from its session. Which hand a game is in is the
   State's ``hand_number`` (``session.hand_key``: with the match's end, which closes its
   last hand). The computers and the coach think within a frame's time budget
   (``budget.FrameBudget``: about half of the wall time at any frame rate, 8 ms of a 60 fps
   frame, less when a frame is late). A move, a take-back or ``keep_soon`` leaves the game
   unsaved; the scene keeps it (``standard_extra()`` + the program's ``extra()``) at the
   frame's end; once over it is counted in the record once (unless demo played the person's
   seat or a play was taken back: ``counts``) and the kept file is dropped. A kept game
   comes back with ``session.restore_extra(extra)``; the kept extras hold the take-back
   marks too (``"take_back"``: each State kept small, only what it does not share with the
   kept State, ``retro.keep.small_mark``), so a continued game takes back as far as one
   never left (a program's kept-extras check must allow that list and read it with
   ``retro.keep.whole_marks``, which refuses a hand-edited mark), and the computers'
   seed (``bot_seed``: each decision's random numbers from it and the position,
   ``seeded_decisions``), so a continued game thinks on as it would have.
   The coach's queue is ``session.desk``
   (``coach_desk.CoachDesk``: ``hint``, ``judging``, ``verdict``, ``review``,
   ``past_review``, ``pending(review)``). Take-back replaces ``session.state``: read it
   afresh, never keep your own reference. Also: ``think_pause()`` (frames a computer's
   move is held at the least), ``CoachRules.judged(state, move)`` (which decisions are judged).

2. **Beats** (``beats.py``). The scene's ``BeatQueue(beats_of)`` with the program's own
   events->beats mapping; the program adds ``queue.add(moved.events)``; each frame the
   scene calls ``queue.tick()`` or ``queue.play(show, blocked)`` where ``show(beat)`` changes the screen's picture of
   the table and returns the frames the beat holds, from ``Pace(lambda: delay).frames(unit)``
   (or an animation with ``step() -> bool``, held while it runs). The game is ``ready``
   when ``queue.idle``.

3. **Settings** (``settings.py``). A frozen dataclass over ``Settings`` whose fields
   are ``choice(default, *choices)``, ``flag(default)``, ``number(default, least, most)`` or
   ``text(default, longest)``;
   ``load(store, program, cls)`` / ``save(store, program, settings)``; questions ask from
   ``allowed(cls, name)`` and check with ``valid(cls, name, value)``; change one with
   ``settings.replace(name=value)``.

4. **Keys** (``keymap.py``). ``Keymap(Key("F2", "demo", words={"en": ("Demo", "F2: demo.")}),
   ..., languages=("en",))``, declared in the help's order; ``keymap.action(key)`` in the
   input mapping, ``keymap.bar(lang, shown)`` for the key bar (items fit
   ``retro.dos.widgets.paint_key_bar``; in a ``retro.dos.family.SceneProgram`` a click on a
   bar label presses that key), ``keymap.help_lines(lang)`` for the help and
   ``with_key_table`` / ``key_table_in`` for a manual's generated key table
   (``tools/key_tables.py`` writes them).

5. **Kept games** (``kept.py``). What every program's check of a kept file shares:
   ``SessionExtras`` (the session's kept fields and the deal number, for a program's own
   extras to extend; ``SessionExtras.checked(extra)`` reads them by field and checks them,
   a flag under a program's old name too, ``OLD_FLAGS``; ``session_part()`` is what
   ``Session.restore_extra`` takes back),
   ``unfinished(State, payload)`` (the kept State, refused when it is already over),
   ``check_seed``, ``check_deal``, ``check_review`` and
   ``check_marks(state_json, state, data, most, same_hand)`` for the take-back marks (each a
   State of this hand, as the program's ``same_hand`` says). A bad file is a ValueError.

6. **The game's log** (``replay.py``). ``GameLog`` is every program's log of the game being
   played, for the history of games (kept with the game in one shape: ``kept_moves(state)``,
   read back with ``GameLog.from_kept`` or ``resume_moves`` and checked by
   ``kept.check_log``; a DOS program's file of the older ``"moves"`` shape is converted once,
   ``kept.moves_as_played``); ``HistoryLog``
   follows the game on the table and writes it into the history when it ends. A finished one is
   stepped through by ``retro.replaying.Track`` (both kits' Replay screens; re-exported here). The
   Windows programs' Replay... boxes are ``retro.win.replaylog.Replays``.

7. **People at the table** (``people.py``). ``Seating`` says seat by seat who plays: a person
   (``Seat(True, name, coach=...)``) or a computer (``Seat(False, name, level)``), and whether it is
   a teaching table (every hand open). One person against the computers is the default. With two
   or more people the session's ``Seats(bots, person, people=...)`` lets each person decide on their
   own turn (``session.person`` is the one at the screen; each has a coach switch and a desk:
   ``session.coached``, ``session.desks``), and the scene (``GameScene(..., seating=)``) hides the
   hands between two people's turns: ``scene.hands_hidden``, ``scene.shows_hand(seat)``,
   ``scene.viewer``; when a person's turn comes with the hands hidden the scene calls the host's
   ``pass_screen(seat)`` and waits (``scene.asking``) until ``scene.here()``. A take-back answers
   ``Outcome.ASK_OTHERS`` until the others agree (``take_back(consented=True)``). Names are checked
   by ``check_name`` (an empty, over-long or repeated name gets the default, a control character or
   a letter the font cannot draw is refused).

 ``retro/tablanet/screens/app_game.py`` (the session and its scene),
``app_beats.py`` (its events->beats), ``app_show.py`` (its show), ``app_keys.py`` and ``app_settings.py`` (its declared keys and settings).
"""
