"""The golden pictures' fixture (tests/golden/golden_kit.py does the work)."""

import pytest
from golden_kit import Golden


@pytest.fixture
def golden(pyxel_session, tmp_path, update_references):
    return Golden(pyxel_session, tmp_path, update_references)
