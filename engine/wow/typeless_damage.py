"""The damage type of a packet an effect makes (408.3a): outside combat conclusion the modifier
names the types, and "deals 1 damage" names none, so that packet has no damage type (not melee:
only a combat packet of a source with no type is melee, 408.3a). The compiler marks such an effect
``condition["typeless"]`` (``cards.templates_typeless``); an effect with no type word and no mark
keeps the engine's older reading (melee), which scripts rely on."""

from __future__ import annotations

from engine.core.effects import Effect


def packet_type(eff: Effect) -> str:
    """408.3a: "" (no damage type) for a typeless "deals N damage", else the effect's type (melee
    when none is recorded)."""
    return "" if (eff.condition or {}).get("typeless") else eff.stat or "melee"
