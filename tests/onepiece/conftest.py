"""Fixtures shared by the ONE PIECE tests."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.onepiece import game


@pytest.fixture(scope="session")
def real_pool() -> CardPool:
    """The pinned npm card data (tests that use it are marked ``needs_npm``)."""
    return CardPool("onepiece", game.import_cards(None).cards)
