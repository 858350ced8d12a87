"""Payment powers used from the graveyard (EN 701: a card's own text says where its power works):
"On your turn: Discard a weapon -> Put this ability from your graveyard into your hand." (Fan of
Knives). Such a power carries ``cost["from_graveyard"]``; it is offered only while its card is in
its owner's graveyard (415.2; never in play), and the op ``self_from_graveyard`` puts the card
itself from there into its owner's ``zone`` ("hand"; "play": it enters play, 710.1) — only if it is still there as the power
resolves (415.9a: a card that left is a new card).

Powers used from the removed-from-game zone (helper d37wow): "3, Remove a warp counter -> Put Blinky into play. Use only if
Blinky is removed from the game." — ``cost["zd37_from_removed"]``, offered only while its card is in its owner's
removed-from-game zone (415.7; public there, 415.7b); ``self_from_graveyard`` with ``condition["from"] = "removed"``
puts it from there."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .cards.power import Power
from .ops import GAME, OpCall
from .powers import may_activate, none_in_match, powers
from .rules import EN
from .state import WowState


def powers_in_graveyard(st: WowState, p: int) -> Iterator[tuple[int, int, Power]]:
    """``(uid, index, power)`` of the graveyard powers of the cards in ``p``'s graveyard (none to
    look for when no card of the match can have one, ``powers.none_in_match``), then the hand powers of the cards in his
    hand ("1, Discard NAME from your hand -> …", ``cost["from_hand"]``; helper wzone2)."""
    yield from _in_graveyard(st, p)
    removed = st.table.zones[p]["removed"]
    if removed and not none_in_match(st, "graveyard_powers.removed", _has_removed_one):
        for uid in removed:
            if not st.table.peek(uid).face_down:
                for i, pw in enumerate(powers(st, uid)):
                    if pw.kind == "activated" and pw.cost.get(FROM_REMOVED):
                        yield uid, i, pw
    hand = st.table.zones[p]["hand"]
    if hand and not none_in_match(st, "graveyard_powers.hand", _has_hand_one):
        for uid in hand:
            for i, pw in enumerate(powers(st, uid)):
                if pw.kind == "activated" and pw.cost.get("from_hand"):
                    yield uid, i, pw


FROM_REMOVED = "zd37_from_removed"


def _has_removed_one(d: dict[str, Any]) -> bool:
    """The card data has a power used from the removed-from-game zone."""
    from . import powers as own

    return any(pw.kind == "activated" and pw.cost.get(FROM_REMOVED) for pw in own.card_powers(d))


def _has_hand_one(d: dict[str, Any]) -> bool:
    """The card data has a power used from the hand."""
    from . import powers as own

    return any(pw.kind == "activated" and pw.cost.get("from_hand") for pw in own.card_powers(d))


def _in_graveyard(st: WowState, p: int) -> Iterator[tuple[int, int, Power]]:
    grave = st.table.zones[p]["graveyard"]  # reading only: no list copied
    if not grave or none_in_match(st, "graveyard_powers.has", _has_one):
        return
    for uid in grave:
        if not may_activate(st, uid, False, graveyard=True):
            continue  # (no such power: its powers are not worked out)
        for i, pw in enumerate(powers(st, uid)):
            if pw.kind == "activated" and pw.cost.get("from_graveyard"):
                yield uid, i, pw


def _has_one(d: dict[str, Any]) -> bool:
    """The card data has a power that works from the graveyard."""
    from . import powers as own  # its name for the compiled powers (a test may stand in for it)

    return any(pw.kind == "activated" and pw.cost.get("from_graveyard") for pw in own.card_powers(d))


def usable_there(st: WowState, p: int, uid: int, index: int) -> bool:
    """The card is in ``p``'s own graveyard (or hand, or removed-from-game zone) and the power ``index`` works from there."""
    card = st.table.cards.get(uid)
    if card is None or card.zone not in ("graveyard", "hand", "removed") or card.owner != p or (card.zone == "removed" and card.face_down):
        return False
    pws = powers(st, uid)
    return (
        0 <= index < len(pws)
        and pws[index].kind == "activated"
        and bool(pws[index].cost.get({"graveyard": "from_graveyard", "hand": "from_hand", "removed": FROM_REMOVED}[card.zone]))
    )


@resolves(GAME, "self_from_graveyard")
def _self_from_graveyard(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    card = st.table.cards.get(uid)
    where = (call.eff.condition or {}).get("from", "graveyard")  # (the zone its power is used from)
    if card is None or card.zone != where:
        return [
            Event("graveyard", f"The card left the {'removed-from-game zone' if where == 'removed' else where}: it stays where it is", EN("709.2a"), call.player)
        ]
    name = kw.name(st, uid)
    if call.eff.zone == "play":  # "put this ally from your graveyard into play" (Shade of Arugal; helper wzone2): it enters
        from . import continuations  # play under its owner's control as a resolving card would (710.1)
        from .state import Link

        if (why := zone_moves.held(st, uid, "allies")) is not None:  # 103.2 ("Cards can't leave opposing graveyards.")
            return [zone_moves.stayed(st, uid, why)]
        return continuations.resolve_card(st, Link("card", card.owner, uid, label=name))
    ev = zone_moves.move(st, uid, call.eff.zone or "hand", EN("709.1"), player=card.owner)
    ev.text = f"{name} returns from the graveyard to its owner's {call.eff.zone or 'hand'}"
    return [ev]
