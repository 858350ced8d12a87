"""Names shared by ``templates_activated`` and the engine modules that carry its effects out."""

from __future__ import annotations

COST_X = "cost_x"
"""Target filter key: the target's cost equals the X paid (201.3, 707.1b; ``engine.wow.x_cost_targets``)."""
CANT_DEAL_DAMAGE = "Can't Deal Damage"
"""Pseudo-keyword: the card deals no damage (103.2; ``engine.wow.cant_deal_damage``)."""


def no_typed_damage(dtype: str) -> str:
    """Pseudo-keyword: damage of this type dealt to the card is prevented (EN 717; ``engine.wow.typed_shield``)."""
    return f"No {dtype.strip().title()} Damage Dealt To"
