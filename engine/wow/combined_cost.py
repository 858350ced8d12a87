"""Targets with a combined cost (helper wmech): "Put any number of target ally cards from your graveyard into
play if their combined cost is less than or equal to the number of resources you have." (Faces, Flickers and
Gifts from the Past).

The script gives one optional chosen-target effect per possible target (any number, none included; different
cards, EN 706), each a ``graveyard_move`` to play with ``condition["combined"] = "resources"``: as the card
resolves, the printed costs (201.3) of its targets still in their graveyard (EN 709.2a: the others are no
longer legal) are added once, and the cards enter play only if that sum is at most the number of resources
its controller has (the "if", EN 709.1); else none does. The sum is kept on the link (``Link.data[KEY]``) so
the first card entering play does not change what the others read."""

from __future__ import annotations

from .state import Link, WowState

KEY = "combined_ok"
"""``Link.data`` key: whether the targets' combined cost was within the bound as the link resolved."""


def within(st: WowState, link: Link, player: int) -> bool:
    """The link's targets still in a graveyard cost, together, no more than ``player``'s resources."""
    if KEY not in link.data:
        total = 0
        for u in link.targets:
            card = st.table.cards.get(u)
            if card is not None and card.zone == "graveyard":
                total += int(st.cards[card.card_id].get("cost") or 0)
        link.data[KEY] = total <= len(st.table.zone(player, "resources"))
    return bool(link.data[KEY])


COMBINED_MAX = "combined_max"
"""Target filter key ("resources"): "any number of target opposing allies with combined cost less than or equal to
the number of resources you control" (Gathering of Wits) — a restriction on the targets as they are chosen
(EN 706, 707.1d): each next target offered keeps the sum of the printed costs (201.3) of those chosen within
the player's resources."""


SAME_OWNER = "same_owner"
"""Target filter key (True): "Remove up to three target cards in one graveyard from the game" (Alas, Andorhal) — each
next target is offered only from the graveyard of the first (415.5a: each player has his own)."""


def narrow(st: WowState, eff, options: list[int], picked: list[int], player: int) -> list[int]:
    """The ``options`` that keep the combined cost of ``picked`` and one of them within the bound (and, with
    :data:`SAME_OWNER`, in the first target's owner's zone)."""
    if eff.target is None:
        return options
    if eff.target.filter.get(SAME_OWNER) and picked and picked[0] in st.table.cards:
        owner = st.table.peek(picked[0]).owner
        options = [u for u in options if st.table.peek(u).owner == owner]
    if eff.target.filter.get(COMBINED_MAX) != "resources":
        return options
    room = len(st.table.zone(player, "resources")) - sum(_cost(st, u) for u in picked)
    return [u for u in options if _cost(st, u) <= room]


def _cost(st: WowState, uid: int) -> int:
    card = st.table.cards.get(uid)
    return int(st.cards[card.card_id].get("cost") or 0) if card is not None else 0
