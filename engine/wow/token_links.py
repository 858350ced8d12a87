"""A token's power whose cost takes the token out of play ("Exhaust your hero, remove this ally from the game ->
Draw a card.", the Draenei Survivor tokens of Rescue the Survivors!): the token ceases to exist at the next
pre-priority check (410.6d), before its link resolves, yet the link still carries out the power (EN 710: a link is
independent of its source). As the power is used (``WowEngine._finish_adding``), :func:`note` writes the token's
card id into the link; :func:`effects_of` finds the power's effects from it when the token is gone. The same holds for a
token's triggered power waiting to go on the chain, on the chain or paused mid-resolution as the token ceases to exist
(a token copy that dealt combat damage and was destroyed in the same combat): :func:`note_gone`."""

from __future__ import annotations

from engine.core.effects import Effect

from .cards.compiler import card_powers
from .state import Link, WowState

TOKEN_ID = "token_id"
"""Link data: the card id of the token the power belongs to."""


def note(st: WowState, link: Link) -> None:
    card = st.table.cards.peek(link.uid) if link.uid in st.table.cards else None
    if card is not None and card.flags.get("token") and link.kind != "card" and link.power >= 0:
        link.data[TOKEN_ID] = card.card_id


def note_gone(st: WowState, uid: int) -> None:
    """Before token ``uid`` ceases to exist (410.6d): its links waiting, on the chain or paused keep its card id."""
    cid = st.table.cards.peek(uid).card_id
    for link in (*st.triggers, *st.chain):
        if link.uid == uid and link.kind != "card" and link.power >= 0:
            link.data.setdefault(TOKEN_ID, cid)
    paused = st.waiting.get("link") if isinstance(st.waiting, dict) else None
    if isinstance(paused, dict) and paused.get("uid") == uid and paused.get("kind") != "card":
        paused.setdefault("data", {}).setdefault(TOKEN_ID, cid)


def effects_of(st: WowState, link: Link) -> list[Effect] | None:
    """The effects of a noted token's power once the token is gone (None: the link needs none of this)."""
    cid = link.data.get(TOKEN_ID)
    if cid is None or link.uid in st.table.cards or cid not in st.cards or link.power < 0:
        return None
    pws = card_powers(st.cards[cid])
    return list(pws[link.power].effects) if link.power < len(pws) else []
