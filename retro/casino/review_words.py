"""The coach's review of a round as the round's box says it: its facts taken once from the review, then printed.

The summary and the list of costliest plays are both printed from one
``ReviewFacts``: the total is the sum of the losses the list is drawn from,
"exactly" only when every one of them was solved, "nothing given away" only
when no play gave anything away, and a round in which the demo played your
seat says so rather than judging the computer's plays as yours. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.coaching import REVIEW_COUNT, HandReview, Reviewed, points_text


@dataclass(frozen=True)
class ReviewFacts:
    """Your judged plays of one round, and whether the computer played your seat in it."""

    judged: int                          # your plays the coach judged
    costly: tuple[Reviewed, ...]         # every play that gave anything away, worst first
    given_up: float                      # what they gave away together
    exact: bool                          # every one of those losses was solved (every card known)
    demo: bool                           # the demo played your seat for some of the round

    @property
    def listed(self) -> tuple[Reviewed, ...]:
        """The costliest plays the review names."""
        return self.costly[:REVIEW_COUNT]


def review_facts(review: HandReview, demo: bool = False) -> ReviewFacts:
    costly = tuple(review.costliest(len(review.decisions)))
    return ReviewFacts(judged=len(review.decisions), costly=costly, given_up=sum(d.loss for d in costly),
                       exact=all(d.exact for d in costly), demo=demo)


def review_lines(facts: ReviewFacts) -> list[str]:
    """The review in plain lines: the summary first, then the costliest plays."""
    if not facts.judged:
        if facts.demo:
            return ["The computer played your seat this round (the demo): nothing of yours was judged."]
        return ["The coach saw none of your plays this round."]
    out = []
    if facts.demo:
        out.append("The computer played some of your turns this round (the demo): "
                   "only your own plays are judged.")
    if not facts.costly:
        out.append("Your own plays this round were the coach's too: nothing given away." if facts.demo
                   else "You played this round as the coach would have: nothing given away.")
        return out
    yours = "your own plays" if facts.demo else "you"
    listed = facts.listed
    head = " Your costliest play:" if len(listed) == 1 else " Your costliest plays:"
    out.append(f"The coach thinks {yours} gave away {points_text(facts.given_up, exact=facts.exact)} "
               f"this round.{head}")
    for d in listed:
        out.append(f"{d.where[:1].upper()}{d.where[1:]}: {d.played} gave away "
                   f"{points_text(d.loss, exact=d.exact)}; better was {d.better}.")
    return out


__all__ = ["ReviewFacts", "review_facts", "review_lines"]
