"""Finding a card by name (deck lists, `cards explain`): spelled as printed first, then loosely."""

from __future__ import annotations

from engine.core.cards import CardPool, CardRecord


def _pool() -> CardPool:
    # two different WoW cards whose names differ only in punctuation (the encounter card listed first)
    return CardPool("wow", [CardRecord("DDD-31", {}, {"en": "Life... and Death"}),
                            CardRecord("WG-192", {}, {"en": "Life and Death"})])


def test_a_name_spelled_as_printed_finds_that_card_not_a_near_twin():
    pool = _pool()
    assert pool.find_name("Life and Death").id == "WG-192"
    assert pool.find_name("life... AND death").id == "DDD-31"  # case and spacing don't matter
    assert pool.find_name("LIFE  AND DEATH").id == "WG-192"


def test_a_loose_spelling_still_finds_a_card():
    pool = _pool()
    assert pool.find_name("Life - and Death").id in {"WG-192", "DDD-31"}  # punctuation and dashes ignored
    assert CardPool("wow", [CardRecord("X", {}, {"en": "Mind-Numbing Poison"})]).find_name("mind numbing poison").id == "X"
    assert pool.find_name("Death and Life") is None
