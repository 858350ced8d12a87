"""How much of a card pool the effect compiler automates (issue: coverage ≥ 0.40), and by what:
templates, per-card scripts or manual resolution (``by_source``, engine.core.explain.card_source);
``by_set``: per main set, the cards with ability text and how many are fully automated."""

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


def has_ability_text(data: dict[str, Any]) -> bool:
    """Vanilla and keyword-only cards have no ability text of their own (issue 16's goal counts
    only the others)."""
    return any(a.get("type") != "keyword" for a in data.get("abilities") or [])


def by_set(pool: CardPool) -> dict[str, dict[str, Any]]:
    """``{"<set>": {"with_text", "automated", "ratio"}}`` for main-set cards (promos count under
    their own grouping, e.g. "P1"), unique by full name within the set; a card is automated only
    when every ability compiles (templates, scripts or keywords)."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for rec in pool.by_id.values():
        d = rec.data
        group = str(d.get("promo") or d.get("set") or "?")
        seen.setdefault((group, normalize_name(d.get("full_name", rec.id))), d)
    tally: dict[str, list[int]] = {}
    for (group, _), data in seen.items():
        if not has_ability_text(data):
            continue
        t = tally.setdefault(group, [0, 0])
        t[0] += 1
        t[1] += all(a.ok for a in compile_card(data))
    order = sorted(tally, key=lambda g: (not g.isdigit(), int(g) if g.isdigit() else 0, g))
    return {g: {"with_text": tally[g][0], "automated": tally[g][1], "ratio": round(tally[g][1] / tally[g][0], 4)} for g in order}
