"""Answers read from a card's printed text alone, kept per card record for cards not in play: such a
card has its printed abilities only (engine.lorcana.granted_abilities gives abilities to cards in
play; 7.6.1), so what its Shift variants (2.2.0 8.10.8), "Shift: Discard …" (10.8.1) and Duo/Combo/
Potato Shift abilities look like is the same in every state. engine.lorcana.play ``shift_ways`` and
engine.lorcana.duo_shift ``variant_ways`` keep them here instead of parsing the ability text on every
listing; callers only read the answers. tests/lorcana/test_listing_shortcuts.py compares."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .state import LorcanaState

_KEPT: dict[tuple[str, str, int], tuple[dict[str, Any], Any]] = {}
"""Answers by (question, card id, id of the card data record), with the record (held, so its id stays its own)."""
_KEEP = 2_048
"""Emptied beyond this many (the held records of ended matches stay bounded, as engine.lorcana.match_abilities keeps its own)."""


def printed_answer(st: LorcanaState, uid: int, question: str, work: Callable[[], Any]) -> Any:
    """``work()`` for ``uid``, kept per card data record when the card is not in play (asked the long way in play)."""
    card = st.table.peek(uid)
    if card.zone == "play":
        return work()
    d = st.cards[card.card_id]
    key = (question, card.card_id, id(d))
    got = _KEPT.get(key)
    if got is not None and got[0] is d:
        return got[1]
    if len(_KEPT) >= _KEEP:  # card data is bounded, but never let it grow without end
        _KEPT.clear()
    answer = work()
    _KEPT[key] = (d, answer)
    return answer
