""""As this weapon enters play, name two damage types. If the first type of damage would be dealt, that much +1 is dealt
instead. If the second type of damage would be dealt, that much -1 is dealt instead." (Chilly Slobberknocker; 408.2a /
EN 716; helper x32dmg).

The two names are picked as the card enters play (``entry_choice`` with ``two``, kept in order on the card). The
continuous op :data:`OP` on the card: every packet of any source to any character, while the card is in play, is 1 more
if one of its types (205.1, 408.3a) is the first name and 1 less if one is the second (a packet cut to 0 vanishes,
408.2a); counted with the other "+N" replacements (``damage.deal``)."""

from __future__ import annotations

from . import keywords as kw
from .entry_choice import NAMED
from .state import WowState

OP = "xa32_named_type_bonus"


def plus(st: WowState, dtype: str) -> int:
    """The +1 / -1 of these replacements for a packet of ``dtype``."""
    found = kw.sources_doing(st, OP)
    if not found:
        return 0
    types = set(dtype.lower().split())
    total = 0
    for src, _effs in found:
        if not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue
        named = st.table.peek(src).flags.get(NAMED) or []
        if len(named) > 0 and named[0].lower() in types:
            total += 1
        if len(named) > 1 and named[1].lower() in types:
            total -= 1
    return total
