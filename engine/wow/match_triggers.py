"""Which triggered powers (EN 703.1) a match can set off at all: the triggers of the powers printed on
some card data of the match, so an event reader skips its scan of the table for a trigger no card
of the match has (most triggers, in most matches; issue 21).

A card's powers are those of its card data (``powers.printed_powers``): its own, a copied card's
(402.2: that card's data is in the match too), none (103.2), or made inactive by a face or hero
trait gate (301.2a, 206.1c) — never a trigger no card data of the match has. Only gained text
(200.1a: another card's text with its name replaced, compiled anew) is not a card data's own, so
while a card has gained text every trigger may be heard. Card data is never changed and only
added, so the answer is kept with the match's other facts (``match_facts``) under the number of
card data entries."""

from __future__ import annotations

from typing import Any

from . import match_facts
from .card_facts import GAIN_TEXT
from .state import WowState

_KEY = "match_triggers"
"""The key of the match's triggers among the facts kept on the table (``match_facts``)."""

_BY_DATA: dict[int, tuple[dict[str, Any], Any, frozenset[Any]]] = {}
"""Each card data's triggers by the data's id (the data is kept, so its id can't be reused), with
the function they were read with."""

def _of(d: dict[str, Any]) -> frozenset[Any]:
    """The data's triggers: each triggered power's ``trigger``, and ``(trigger, cost["what"])``
    for the powers that name what they wait for (``wwhen``, ``self_triggers``)."""
    from . import powers  # its name for the compiled powers (a test may stand in for it: then read again)

    compiled = powers.card_powers
    hit = _BY_DATA.get(id(d))
    if hit is None or hit[0] is not d or hit[1] is not compiled:
        if len(_BY_DATA) > match_facts.KEEP_DATA:
            _BY_DATA.clear()
        found: set[Any] = set()
        for pw in compiled(d):
            if pw.kind == "triggered":
                found.add(pw.trigger)
                found.add((pw.trigger, pw.cost.get("what")))
        hit = _BY_DATA[id(d)] = (d, compiled, frozenset(found))
    return hit[2]


def triggers(st: WowState) -> frozenset[Any]:
    """Every trigger of the powers printed on the match's card data (see :func:`_of`)."""
    kept = st.table.kept.get("_wow_match_facts")  # (no dict made at every call, as ``setdefault`` would)
    if kept is None:
        kept = st.table.kept["_wow_match_facts"] = {}
    hit = kept.get(_KEY)
    if hit is not None and hit[0] == len(st.cards):
        return hit[1]
    out: frozenset[Any] = frozenset().union(*(_of(d) for d in st.cards.values()))
    kept[_KEY] = (len(st.cards), out)
    return out


def hears(st: WowState, trigger: str, what: Any = None) -> bool:
    """Whether some card of the match may have a triggered power on ``trigger`` (waiting for
    ``what``, if given): False only when none can, so a reader may skip looking."""
    if not match_facts.SHORTCUTS:
        return True
    for m in st.modifiers:
        if m.stat == GAIN_TEXT:  # 200.1a: a text compiled anew
            return True
    return (trigger if what is None else (trigger, what)) in triggers(st)


def hears_any(st: WowState, wanted: frozenset[str]) -> bool:
    """``hears`` for several triggers at once: whether some card of the match may have a triggered
    power on one of ``wanted`` (False only when none can)."""
    if not match_facts.SHORTCUTS:
        return True
    for m in st.modifiers:
        if m.stat == GAIN_TEXT:  # 200.1a: a text compiled anew
            return True
    return not wanted.isdisjoint(triggers(st))
