"""The disk menu's picture: the README's docs/shots/launcher.png, pixel for pixel."""

import pytest
from golden_kit import SHOTS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system


def test_readme_picture(golden):
    made = golden.shot(golden.tmp / "launcher.png", None, None, "", 10, seed=1)
    golden.check(made, SHOTS / "launcher.png")
