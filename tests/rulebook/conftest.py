"""Shared fixture: one Rulebook per test session (loading parses or unpickles every document)."""

from __future__ import annotations

import pytest

from engine.rulebook import Rulebook


@pytest.fixture(scope="session")
def rb() -> Rulebook:
    return Rulebook.load()
