"""``cards coverage onepiece --by-set``: each card number once, per set, the distinct cards with
rules text and how many are automated."""

from __future__ import annotations

from engine.core.cards import CardPool, CardRecord
from engine.onepiece import game
from engine.onepiece.cards.compiler import compile_card

from .helpers import POOL


def test_by_set_counts_each_number_once_and_only_cards_with_text():
    cov = game.coverage(POOL, by_set=True)
    row = cov["by_set"]["FX01"]
    assert row["cards"] == len(POOL)
    with_text = [r for r in POOL.by_id.values() if (r.data.get("effect") or r.data.get("trigger") or "").strip()]
    assert row["with_text"] == len(with_text)
    assert row["automated"] == sum(compile_card(r.data).automated for r in with_text)
    assert game.coverage_by_set(POOL) == cov["by_set"] and "by_set" not in game.coverage(POOL)


def test_by_set_splits_sets_by_number_prefix():
    extra = CardRecord("ST99-001", {**POOL.by_id["FX01-003"].data, "id": "ST99-001", "number": "ST99-001"}, {"en": "X"})
    promo = CardRecord("P-001", {**POOL.by_id["FX01-009"].data, "id": "P-001", "number": "P-001"}, {"en": "Y"})
    sets = game.coverage_by_set(CardPool("onepiece", [*POOL.by_id.values(), extra, promo]))
    assert sets["ST99"] == {"cards": 1, "with_text": 0, "automated": 0, "ratio": 1.0}
    assert sets["P"]["with_text"] == 1 and sets["P"]["automated"] == 1
