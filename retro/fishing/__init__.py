"""The fishing engine Tablenette and Tablanet share: capture search, hand bookkeeping, the bot kit, the search.

``captures`` finds what a card can take under a ``RuleSet``; ``view`` is what
one player may know; ``state`` plays a hand (deals, turns, saves) for each
game's ``State``; ``bots`` holds the card counting both games' computer
players use; ``solver`` searches positions as bit masks (exact when every
card is known, a shallow look ahead in sampled deals) and ``judging`` values
every legal move from a view with it, for the coaches and the experts.
Dependencies point one way: captures, view <- state <- bots; captures, view <- solver; bots, solver <- judging.
"""
