"""The fishing engine Tablenette and Tablanet share: capture search, hand bookkeeping, the bot kit.

``captures`` finds what a card can take under a ``RuleSet``; ``state`` plays a
hand (deals, turns, saves, views) for each game's ``State``; ``bots`` holds the
card counting and sampled search both games' computer players use.
Dependencies point one way: captures <- state <- bots.
"""
