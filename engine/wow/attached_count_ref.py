"""A number read off a targeted player's hero for what follows (EN 709): "Target player discards a card for each
Poison attached to his hero." (Coated Blades).

The op ``remember_attached_count`` (its target: the chosen player, named by his hero, EN 706) remembers that hero
(``engine.wow.refs``) with ``n`` = the cards attached to it (400.1) with the tag ``condition["tag"]`` (202.1a), as it
resolves; a later effect reads it with ``condition["ref_amount"] = "n"`` (and "that player" with
``Target("previous")``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .conditions import has_tag
from .ops import GAME, OpCall


@resolves(GAME, "remember_attached_count")
def _remember_attached_count(call: OpCall) -> list[Event]:
    st, tag = call.st, (call.eff.condition or {}).get("tag", "")
    rows = []
    for hero in call.uids:
        n = sum(1 for c in st.table.peek_cards() if c.attached_to == hero and c.zone in ("hero_row", "allies") and has_tag(st, c.uid, tag))
        rows.append({"uid": hero, "ctl": st.table.cards[hero].controller, "cost": 0, "atk": 0, "n": n})
    call.link.data["ref"] = rows
    return []
