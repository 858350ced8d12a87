"""A "this turn" replacement of the packets a character deals (408.2a, EN 716): "When you place a resource
face up, this turn, if your hero would deal damage, it deals that much +2 instead." (Great Elekk, helper
allystatic). The effect gives the character the pseudo-keyword ``DEALS_MORE_THIS_TURN`` for this turn
(a ``grant_keyword`` modifier whose delta is the +N); ``damage.deal`` adds :func:`turn_plus` for each packet
it deals, with the other "+N" replacements, before prevention."""

from __future__ import annotations

from .state import WowState

DEALS_MORE_THIS_TURN = "Deals More Damage This Turn"
"""The pseudo-keyword (amount = the +N); each effect that gives it is one replacement: they add up."""


TYPED = DEALS_MORE_THIS_TURN + ":"
"""``TYPED`` + damage types (space-separated): only packets of one of those types ("If your hero would deal magical
damage this turn, it deals that much +2 instead", Bloodsurge; 205.1: magical = arcane, fire, frost, holy, nature,
shadow; helper w30gear)."""


def turn_plus(st: WowState, source: int | None, dtype: str = "") -> int:
    """The +N for a packet of ``dtype`` ``source`` deals this turn (0 if no such effect applies to it)."""
    if source is None:
        return 0
    total = 0
    for m in st.modifiers:  # (a loop: asked per packet)
        if m.uid != source or m.turn != st.turn:
            continue
        if m.keyword == DEALS_MORE_THIS_TURN or (m.keyword.startswith(TYPED) and set(dtype.lower().split()) & set(m.keyword[len(TYPED):].split())):
            total += m.delta or 1
    return total
