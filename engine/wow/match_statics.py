"""Which continuous effects (EN 714) a match can have at all: the ops of the automated continuous
effects of some card data of the match, so ``keywords.sources_doing`` answers "no card does it"
without reading the table for an op no card of the match has (most ops, in most matches; issue 21).

A card in the ally or hero row has the continuous effects of its data (``card_facts.data``): its
own, a copied card's (402.2: that card's data is in the match too), a blank one's (103.2, 412.1b:
no text). Only gained text (200.1a: another card's text with its name replaced, compiled anew) is
not a card data's own, so while a card has gained text every op may be done. Card data is never
changed and only added, so the answer is kept with the match's other facts (``match_facts``)
under the number of card data entries."""

from __future__ import annotations

from typing import Any

from . import match_facts
from .card_facts import GAIN_TEXT
from .lost_powers import blank
from .state import WowState

_KEY = "match_statics"
"""The key of the match's ops among the facts kept on the table (``match_facts``)."""

_FACE_DOWN = {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
"""A face-down card's data (412.1b, ``card_facts.data``)."""

_BY_DATA: dict[int, tuple[dict[str, Any], Any, frozenset[str]]] = {}
"""Each card data's ops by the data's id (the data is kept, so its id can't be reused), with the
function they were read with."""


def _of(d: dict[str, Any]) -> frozenset[str]:
    """The ops of the data's automated continuous effects, and of its blank self's (103.2)."""
    from .cards import compiler

    read = compiler.static_effects  # its name for the continuous effects (a test may stand in for it: then read again)
    hit = _BY_DATA.get(id(d))
    if hit is None or hit[0] is not d or hit[1] is not read:
        if len(_BY_DATA) > match_facts.KEEP_DATA:
            _BY_DATA.clear()
        hit = _BY_DATA[id(d)] = (d, read, frozenset(e.op for x in (d, blank(d)) for e in read(x)))
    return hit[2]


def ops(st: WowState) -> frozenset[str]:
    """Every op of the continuous effects of the match's card data (see :func:`_of`)."""
    kept = st.table.kept.setdefault("_wow_match_facts", {})
    hit = kept.get(_KEY)
    if hit is not None and hit[0] == len(st.cards):
        return hit[1]
    out: frozenset[str] = frozenset().union(_of(_FACE_DOWN), *(_of(d) for d in st.cards.values()))
    kept[_KEY] = (len(st.cards), out)
    return out


def may_do(st: WowState, op: str) -> bool:
    """Whether some card of the match may have a continuous effect doing ``op``: False only when
    none can, so a reader may skip looking."""
    if st.modifiers:
        for m in st.modifiers:
            if m.stat == GAIN_TEXT:  # 200.1a: a text compiled anew
                return True
    hit = st.table.kept.get("_wow_match_facts", _NONE).get(_KEY)  # ``ops`` inlined: asked at every keyword or stat
    if hit is None or hit[0] != len(st.cards):
        return op in ops(st) or not match_facts.SHORTCUTS
    return op in hit[1] or not match_facts.SHORTCUTS


_NONE: dict[str, Any] = {}


def ops_now(st: WowState) -> frozenset[str] | None:
    """The ops some card of the match may do now (:func:`ops`), or None when any op may be done
    (some card has gained text, 200.1a, or the shortcuts are off): :func:`may_do` of every op at once."""
    if not match_facts.SHORTCUTS:
        return None
    for m in st.modifiers:  # (a loop: no generator made at every reading)
        if m.stat == GAIN_TEXT:
            return None
    return ops(st)


def may_lower(st: WowState, stat: str) -> bool:
    """Whether some card of the match may have a continuous effect that lowers ``stat`` ("-N", or
    "+N for each …", whose count could scale a negative amount: ``keywords.statics_never_lower``):
    False only when none can (as :func:`may_do`), so the 410.6 checks need not read the table."""
    if st.modifiers:
        for m in st.modifiers:
            if m.stat == GAIN_TEXT:  # 200.1a: a text compiled anew
                return True
    kept = st.table.kept.setdefault("_wow_match_facts", {})
    hit = kept.get(_LOWER)
    if hit is None or hit[0] != len(st.cards):
        hit = kept[_LOWER] = (len(st.cards), frozenset().union(_lowers(_FACE_DOWN), *(_lowers(d) for d in st.cards.values())))
    return stat in hit[1] or not match_facts.SHORTCUTS


_LOWER = "match_statics.lower"
"""The key of the stats the match's continuous effects may lower among the facts kept on the table."""


def _lowers(d: dict[str, Any]) -> frozenset[str]:
    """The stats a ``modify_stat`` continuous effect of the data, or of its blank self (103.2), may
    lower: a negative amount, or one scaled by a count."""
    from .cards import compiler

    read = compiler.static_effects
    hit = _LOWERS_BY_DATA.get(id(d))
    if hit is None or hit[0] is not d or hit[1] is not read:
        if len(_LOWERS_BY_DATA) > match_facts.KEEP_DATA:
            _LOWERS_BY_DATA.clear()
        out = frozenset(e.stat for x in (d, blank(d)) for e in read(x)
                        if e.op == "modify_stat" and (e.amount < 0 or (e.condition or {}).get("per")))
        hit = _LOWERS_BY_DATA[id(d)] = (d, read, out)
    return hit[2]


_LOWERS_BY_DATA: dict[int, tuple[dict[str, Any], Any, frozenset[str]]] = {}
"""``_lowers`` of each card data by the data's id (kept with the data and the function read, as ``_BY_DATA``)."""
