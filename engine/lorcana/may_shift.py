"""A quick test before listing a card's Shift abilities (engine.lorcana.play ``shift_ways``): a card
not in play has no way to Shift unless its printed text or keywords name one (Shift N, the variants
of 2.2.0 8.10.8, "Shift: Discard …"), one of its own statics gives it Shift (7.6.5, from the hand)
or an effect gave it Shift (a keyword modifier). Only cards in play gain abilities from other cards
(engine.lorcana.granted_abilities) or keywords from other cards' statics (7.6.1)."""

from __future__ import annotations

from .cards.templates_duo_shift import duo_shift_variant
from .cards.templates_keywords import shift_variant
from .characteristics import printed_abilities, statics_of
from .state import LorcanaState

_TEXT_SHIFTS: dict[tuple[str, str], bool] = {}
"""Per card (id, text): whether its compiled abilities or statics could give it a way to Shift."""


def may_shift(st: LorcanaState, uid: int) -> bool:
    """False when ``shift_ways(st, uid)`` is surely empty (see the module's docstring); True otherwise."""
    card = st.table.peek(uid)
    if card.zone == "play":
        return True
    d = st.cards[card.card_id]
    if "Shift" in d.get("keywords", {}):
        return True
    return printed_shift(st, uid) or (bool(st.modifiers) and _given_shift(st, uid))


def _given_shift(st: LorcanaState, uid: int) -> bool:
    """Whether an effect gave the card Shift (a keyword modifier). (Apart from :func:`may_shift`: the
    names a generator reads are cells, made on every call of the function they belong to.)"""
    return any(m.uid == uid and m.stat == "keyword" and m.keyword == "Shift" for m in st.modifiers)


def printed_shift(st: LorcanaState, uid: int) -> bool:
    """Whether the card's compiled abilities or statics could give it a way to Shift (kept per card id and text)."""
    card = st.table.peek(uid)
    d = st.cards[card.card_id]
    key = (card.card_id, d.get("text", ""))
    by_text = _TEXT_SHIFTS.get(key)
    if by_text is None:
        by_text = _TEXT_SHIFTS[key] = any(
            ab.kind == "keyword" and ab.ok
            and (shift_variant(ab.text) is not None or ab.cost.get("shift_discard") or duo_shift_variant(ab.text) is not None)
            for ab in printed_abilities(st, uid)
        ) or any(s.get("keyword") == "Shift" for s in statics_of(st, uid))
    return by_text
