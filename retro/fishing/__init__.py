"""The fishing engine Tablenette and Tablanet share: capture search, hand bookkeeping, the bot kit.

``captures`` finds what a card can take under a ``RuleSet``; ``view`` is what
one player may know; ``state`` plays a hand (deals, turns, saves) for each
game's ``State``; ``bots`` holds the card counting and sampled search both
games' computer players use.
Dependencies point one way: captures, view <- state <- bots.
"""
