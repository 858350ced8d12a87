""""While …" / "during …" conditions of continuous powers (EN 714) read by
``cards.templates_wstatics_groups`` (kinds ``ws_…``, checked from ``conditions.holds``):

- ``ws_ctl_turn``: it is the turn of the affected card's controller ("Each opposing ally has -1 ATK
  during its controller's turn", "… on controller's turn");
- ``ws_fewer_resources``: the source's controller has fewer resources (412) than an opponent;
- ``ws_only_ally``: the source is the only ally in its controller's party;
- ``ws_has_attached``: a card of the type ``kind`` is attached to the source (400.1);
- ``ws_friendly_ally``: an ally is in the source's controller's party."""

from __future__ import annotations

from typing import Any

from .card_facts import ctype, is_ally
from .conditions import condition_checker
from .state import WowState


@condition_checker("ws_")
def ws_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """The conditions above, from ``player``'s side (the controller of ``source``)."""
    k = cond["k"]
    if k == "ws_ctl_turn":
        who = affected if affected is not None else source
        return who in st.table.cards and st.table.peek(who).controller == st.active
    if k == "ws_fewer_resources":
        mine = len(st.table.zone(player, "resources"))
        return any(len(st.table.zone(q, "resources")) > mine for q in range(st.num_players) if q != player)
    if k == "ws_only_ally":
        allies = [u for u in st.table.zone(player, "allies") if is_ally(st, u)]
        return allies == [source]
    if k == "ws_has_attached":  # "while an ability is attached to this ally" (400.1)
        found = (u for q in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(q, z))
        return any(st.table.peek(u).attached_to == source and ctype(st, u) == cond["kind"] for u in found)
    if k == "ws_friendly_ally":  # "while another friendly hero or ally is in play"
        return any(is_ally(st, u) for u in st.table.zone(player, "allies"))
    return False
