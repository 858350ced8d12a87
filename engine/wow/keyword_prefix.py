"""Whether no card can have a keyword with a given head now (``keywords.none_has`` for the keywords
that start with it: "Sabotage: X", the play bans "Can't play X" …), so a reader may skip reading
keywords card by card."""

from __future__ import annotations

from . import keywords as kw
from . import match_facts
from .card_facts import GAIN_TEXT
from .state import WowState


def none_has_prefix(st: WowState, prefix: str) -> bool:
    """No card can have a keyword starting with ``prefix`` now: no card data of the match prints or
    grants one (``keywords.match_keywords``; None: any keyword may be granted), no modifier gives
    one, no card has gained text (200.1a). False when some card may."""
    if not match_facts.SHORTCUTS:
        return False
    for m in st.modifiers:
        if m.stat == GAIN_TEXT or (m.keyword and m.keyword.startswith(prefix)):
            return False
    known = kw.match_keywords(st)
    if known is None:
        return False
    hit = _PREFIXED.get((id(known), prefix))
    if hit is None or hit[0] is not known:
        if len(_PREFIXED) > match_facts.KEEP_DATA:
            _PREFIXED.clear()
        hit = _PREFIXED[id(known), prefix] = (known, not _any_starts(known, prefix))
    return hit[1]


def _any_starts(words: frozenset[str], prefix: str) -> bool:
    return any(w.startswith(prefix) for w in words)


_PREFIXED: dict[tuple[int, str], tuple[frozenset[str], bool]] = {}
"""``none_has_prefix``'s answers by the match's keywords' id and the prefix (kept with that set)."""
