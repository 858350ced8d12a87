"""Stash (EN glossary; the reminder: "As this enters your resource row, you may have it enter face
up. Immediately turn it face down."): a card with a "Stash: effect" power may be placed as a
resource face up; as it enters the resource row face up, its Stash power triggers and the card
turns face down at once (412.1b: then it is blank). The trigger resolves from the printed card
(``powers.printed_powers``), as a completed quest's reward does. A Stash power another card gives it
("[Fire] allies you own everywhere have Stash: …", ``engine.wow.stash_grants``) counts too."""

from __future__ import annotations

from engine.core import Event

from . import stash_grants
from .powers import printed_powers
from .rules import EN
from .state import Link, WowState


def has_stash(st: WowState, uid: int) -> bool:
    """The card has a Stash power (it may be placed as a resource face up)."""
    for pw in printed_powers(st, uid):
        if pw.kind == "triggered" and pw.trigger == "stash":
            return True
    return bool(stash_grants.given(st, uid))


def placed_face_up(st: WowState, player: int, uid: int) -> list[Event]:
    """A resource placed face up: a Stash card's Stash powers trigger and it turns face down."""
    card = st.table.cards[uid]
    d = st.cards[card.card_id]
    if d.get("type") in ("quest", "location") or not has_stash(st, uid):
        return []
    name = d.get("name") or card.card_id
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == "stash":
            st.triggers.append(Link("trigger", player, uid, i, label=f"{name} (Stash): {pw.text}"))
    st.triggers += stash_grants.links(st, player, uid, name, d.get("type") or "")  # a Stash given by another card
    card.face_down, card.known_to = True, list(range(st.num_players))  # it was seen face up
    return [Event("face_down", f"{name} turns face down (Stash)", EN("glossary: Stash"), player, data={"uid": uid})]
