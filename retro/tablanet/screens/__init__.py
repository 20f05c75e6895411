"""Tablanet's screens: its picture of the table, painter, input, dialogs and the spec of its game
scene (Pyxel and the kits). The game itself -- rules, bots, search, coach, words -- is the
folder above, which imports none of this."""
