"""The hand review as one value: what the coach made of the person's plays this hand, and its lines.

``HandSummary`` is made from the hand's ``HandReview`` (the person's own
decisions, judged: the demo's plays in the person's seat are the computer's
and are not among them), the verdicts still being worked out and how many
turns the demo played. The review box's summary, its list of the costliest
plays and its notes are all printed from that one value, so the summary can
never say "every play was the coach's too" above a play that gave something
up, and "exactly" is said only of losses solved with every card known.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.coaching import REVIEW_COUNT, HandReview, Reviewed, points_text
from retro.tablanet.screens.app_text import code_text, plural, t

__all__ = ["HandSummary", "review_lines"]

# What each line of the review is, for its colour: the summary, a heading, a play, what was better, a note.
SUMMARY, HEAD, PLAY, BETTER, NOTE, BLANK = "summary", "head", "play", "better", "note", "blank"


@dataclass(frozen=True)
class HandSummary:
    """The person's plays of one hand as the coach judged them.

    ``judged``: how many of the person's plays have their verdict;
    ``pending``: how many are still being judged; ``demo``: the person's
    turns the demo played (judged by nobody); ``given_up``: the points of
    margin all judged plays gave up; ``exact``: every one of those losses is
    solved; ``costly``: the plays that gave up most, worst first, each of
    them something.
    """

    judged: int
    pending: int
    demo: int
    given_up: float
    exact: bool
    costly: tuple[Reviewed, ...]

    @classmethod
    def of(cls, review: HandReview, pending: int = 0, demo: int = 0, count: int = REVIEW_COUNT) -> "HandSummary":
        return cls(len(review.decisions), pending, demo, review.given_up, review.given_up_exact,
                   tuple(review.costliest(count)))

    @property
    def all_best(self) -> bool:
        """Every play judged so far was the coach's own (or as good)."""
        return self.judged > 0 and not self.costly


def review_lines(summary: HandSummary, lang: str) -> list[tuple[str, str]]:
    """The review's lines in ``lang``, each with what it is (SUMMARY, HEAD, PLAY, BETTER, NOTE, BLANK)."""
    ru = lang == "ru"
    so_far = "_so_far" if summary.pending else ""
    out: list[tuple[str, str]] = []
    if summary.costly:
        given = points_text(summary.given_up, ru=ru, exact=summary.exact)
        out.append((t("review_lost" + so_far, lang, points=given), SUMMARY))
    elif summary.all_best:
        out.append((t("review_none" + so_far, lang), SUMMARY))
    if summary.demo:
        out.append((t("review_demo", lang, n=summary.demo, turns=plural(summary.demo, "turns", lang)), NOTE))
    if summary.costly:
        head = "review_head" if len(summary.costly) > 1 else "review_head_one"
        out += [("", BLANK), (t(head, lang), HEAD)]
    for item in summary.costly:
        deal, turn = item.where.split(":")
        where = t("review_where", lang, deal=deal, turn=turn)
        out.append((t("review_line", lang, where=where, played=code_text(item.played, lang)), PLAY))
        out.append((t("review_better", lang, better=code_text(item.better, lang),
                      points=points_text(item.loss, ru=ru, exact=item.exact)), BETTER))
    if summary.pending:
        n = summary.pending
        out += [("", BLANK), (t("review_pending", lang, n=n, moves=plural(n, "moves", lang)), NOTE)]
    return out
