"""How much of a card pool the effect compiler automates (issue: coverage ≥ 0.40), and by what:
templates, per-card scripts or manual resolution (``by_source``, engine.core.explain.card_source)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.cards import CardPool, normalize_name
from engine.core.explain import by_source, card_source

from .compiler import compile_card
from .explain import explain_card


def coverage(pool: CardPool, *, details: bool = False) -> dict[str, Any]:
    """Unique cards (by full name); a card is automated when all its abilities compile."""
    seen: dict[str, dict[str, Any]] = {}
    for rec in pool.by_id.values():
        seen.setdefault(normalize_name(rec.data.get("full_name", rec.id)), rec.data)
    automated = 0
    failing: Counter = Counter()
    sources = []
    for data in seen.values():
        sources.append(card_source(explain_card(data)))
        abs_ = compile_card(data)
        if all(a.ok for a in abs_):
            automated += 1
        elif details:
            for a in abs_:
                if not a.ok:
                    failing[a.text] += 1
    total = len(seen)
    out: dict[str, Any] = {"unique_cards": total, "automated": automated, "manual": total - automated,
                           "ratio": round(automated / total, 4) if total else 0.0, "by_source": by_source(sources)}
    if details:
        out["top_manual"] = failing.most_common(50)
    return out
