"""Retro Card Classics: four classic computer card games on the Pyxel engine."""
__version__ = "1.0.0"
