"""What a "When your hero deals combat damage with this weapon to …" trigger (``hero_combat_damage``,
``engine.wow.event_triggers``) may also ask of the packet, read as it is dealt (EN 703; helper w30gear):

- ``fatal``: the damage left the character with fatal damage (405.2: "When you deal fatal damage to an ally with
  this equipment", Gutbuster) — ``damage.deal`` marks the packet (``self_triggers.mark``);
- ``before = "undamaged"``: the character had no damage on it before this packet ("to an ally without damage on it",
  Vis'kag the Bloodletter): its damage now is this packet's alone (405.1)."""

from __future__ import annotations

from typing import Any

from .state import WowState


def hit_fits(st: WowState, uid: int, cost: dict[str, Any], data: dict[str, Any]) -> bool:
    """The packet ``data`` dealt to ``uid`` fits the trigger's ``fatal`` / ``before`` keys (none: it fits)."""
    if cost.get("fatal") and not data.get("fatal"):
        return False
    if cost.get("before") == "undamaged":
        return st.table.peek(uid).damage <= int(data.get("n") or 0)
    return True
