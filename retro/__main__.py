"""The command line: ``python run.py [program] [letters] [options]`` (also ``retro-cards``)."""

from __future__ import annotations

import argparse
import os
import sys

from retro import browser
from retro.programs import BY_NAME, PROGRAMS, check_letters

EXIT_USAGE = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line and exits 2."""

    def error(self, message: str):  # noqa: D401 - argparse's name
        raise UsageError(message)


def _epilog() -> str:
    lines = ["programs and their letters:"]
    for info in PROGRAMS:
        lines.append(f"  {info.name:<11} {info.title} ({info.year}): {info.letter_help}")
    lines += [
        "",
        "examples:",
        "  python run.py                     the disk menu",
        "  python run.py pinochle MS         Tommy's Pinochle, mono, sound off",
        "  python run.py --shot menu.png     save a picture of the menu and exit",
        "  python run.py pinochle '*' --shot game.png --keys 1,2,RETURN --wait 10",
    ]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="run.py", description="Retro Card Classics: four classic card games.",
                     epilog=_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("program", nargs="?", help="pinochle, tablenette, casino or tablanet")
    parser.add_argument("letters", nargs="?", default="", help="the program's original command-line letters")
    parser.add_argument("--seed", type=int, help="deterministic deals")
    parser.add_argument("--data-dir", metavar="DIR", help="where scores and settings live "
                        "(default: $RETRO_CARDS_DATA or the user data folder)")
    parser.add_argument("--scale", type=int, metavar="N", help="window scale factor (1-8)")
    parser.add_argument("--shot", metavar="FILE.png", help="run headless, save a 640x480 screenshot, exit")
    parser.add_argument("--keys", default="", help="with --shot: comma-separated Pyxel key names to press")
    parser.add_argument("--wait", type=int, default=10, metavar="N", help="with --shot: frames between keys (default 10)")
    parser.add_argument("--web", nargs="?", const="dist", metavar="DIR",
                        help="build the browser version into DIR (default dist/)")
    return parser


def parse(argv: list[str]):
    """Parse and validate; raises UsageError with a one-line reason."""
    args = build_parser().parse_args(argv)
    if args.program is not None:
        name = args.program.lower()
        if name not in BY_NAME:
            names = ", ".join(BY_NAME)
            given = args.program if len(args.program) <= 20 else args.program[:19] + "…"
            raise UsageError(f"unknown program {given!r} (choose one of: {names})")
        args.program = name
        try:
            args.letters = check_letters(BY_NAME[name], args.letters)
        except ValueError as err:
            raise UsageError(str(err))
    elif args.letters:
        raise UsageError("letters need a program name first, e.g. 'pinochle MS'")
    if args.scale is not None and not 1 <= args.scale <= 8:
        raise UsageError("--scale must be between 1 and 8")
    if args.wait < 0:
        raise UsageError("--wait must be 0 or more")
    if args.keys and not args.shot:
        raise UsageError("--keys only works with --shot")
    if args.shot is not None and not args.shot.lower().endswith(".png"):
        raise UsageError("--shot needs a .png file name")
    if args.web is not None and (args.program or args.shot):
        raise UsageError("--web builds the whole disk; give no program or --shot with it")
    if args.keys:
        from retro.headless import key_code

        try:
            _ = [key_code(k) for k in args.keys.split(",") if k.strip()]
        except ValueError as err:
            raise UsageError(str(err))
    return args


def make_context(args):
    from retro.audio import Audio
    from retro.program import Context
    from retro.store import Store

    muted = "S" in (args.letters or "") or args.shot is not None
    store = Store(args.data_dir)
    browser.note_storage(store)
    kept_for = (lambda program: browser.files_kept(store.root, program)) if browser.IN_BROWSER else None
    return Context(store=store, audio=Audio(muted=muted), seed=args.seed,
                   direct=args.program is not None, files_kept=browser.files_kept(store.root), kept_for=kept_for)


def take_shot(args) -> int:
    from retro import headless
    from retro.shell import Shell

    headless.start()
    shell = Shell(make_context(args), args.program, args.letters)
    headless.frame(shell, max(1, args.wait))
    for name in [k.strip() for k in args.keys.split(",") if k.strip()]:
        headless.press(shell, name, after=max(1, args.wait))
    headless.frame(shell, 2)
    folder = os.path.dirname(os.path.abspath(args.shot))
    os.makedirs(folder, exist_ok=True)
    headless.screenshot(args.shot)
    return 0


def _paths_from_here(args) -> None:
    """Every path on the command line, and ``$RETRO_CARDS_DATA``, made absolute from the folder the
    program starts in, before Pyxel's ``init`` moves the process to the program's own folder."""
    from retro.store import absolute, resolve_data_dir

    args.data_dir = str(resolve_data_dir(args.data_dir))
    if args.shot:
        args.shot = str(absolute(args.shot))
    if args.web is not None:
        args.web = str(absolute(args.web))


def main(argv: list[str] | None = None) -> int:
    # In a browser the page's URL query is the command line (retro/browser.py).
    argv = browser.command_line(sys.argv) if argv is None else argv
    complaint = ""
    try:
        args = parse(argv)
    except UsageError as err:
        if not browser.IN_BROWSER:
            print(f"run.py: {err} (try --help)", file=sys.stderr)
            return EXIT_USAGE
        # A page cannot print a usage line and stop: the menu opens and says why.
        args, complaint = parse([]), f"Page address: {err}"
    _paths_from_here(args)
    if args.web is not None:
        from retro.web import build

        return build(args.web)
    if args.shot:
        return take_shot(args)
    from retro.shell import run_window

    def context():
        ctx = make_context(args)
        if complaint:
            ctx.store.report(complaint)
        return ctx

    if browser.IN_BROWSER:
        # The data folder goes on IndexedDB before anything reads it; the saved files
        # come back asynchronously, and the program starts once they are there.
        from retro.programs import PROGRAMS

        # the page's program's files (the menu's: every program's), made absolute above
        keeper = browser.keep_folder(args.data_dir, [args.program] if args.program else [p.name for p in PROGRAMS],
                                     {p.name: p.title for p in PROGRAMS})
        run_window(context, args.program, args.letters, args.scale, waiting=keeper)
    else:
        run_window(context(), args.program, args.letters, args.scale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
