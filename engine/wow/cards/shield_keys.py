"""Pseudo-keywords of "this turn" prevention on a chosen card (EN 717; 103.2 for "can't be
prevented"), granted by ``templates_wstatics_shields`` and checked by ``engine.wow.shield_keys`` as
a damage packet is dealt (``damage.deal``): "Prevent all damage that would be dealt to and dealt by
target friendly ally this turn", "Prevent all combat damage that would be dealt by target ally this
turn", "Prevent all non-melee damage that would be dealt to target hero or ally this turn",
"Damage that target hero or ally would deal this turn is unpreventable"."""

from __future__ import annotations

NO_DAMAGE_TO = "No Damage Dealt To"
NO_COMBAT_DAMAGE_TO = "No Combat Damage Dealt To"
NO_DAMAGE_TO_DEFENDING = "No Damage Dealt To While Defending"
"""All damage dealt to it while it is the defender of a combat (EN 600) is prevented: "Prevent all damage that it would
be dealt while defending this turn." (Blessed Defense, helper wabil1)."""
NO_NON_MELEE_DAMAGE_TO = "No Non-Melee Damage Dealt To"
NO_DAMAGE_BY = "No Damage Dealt By"
NO_COMBAT_DAMAGE_TO_YOUR_HERO = "No Combat Damage Dealt To Your Hero"
"""On a dealer: its combat damage to the hero of the player who gave it (the modifier's ``player``) is prevented:
"Prevent all combat damage that target attacking ally would deal to your hero this combat." (Ring of the Silver Hand)."""
NO_COMBAT_DAMAGE_BY = "No Combat Damage Dealt By"
DEALS_UNPREVENTABLE = "Deals Unpreventable Damage"
PREVENT_NON_FATAL = "Prevent Non-Fatal Damage"
"""A continuous power: a packet that would not be fatal to this card (405.2) is prevented."""
PREVENT_SIZED = "Prevent Packets Of At "
"""``PREVENT_SIZED + "Most 2"`` / ``"Least 3"``: a packet of at most / at least that much damage is
prevented (the size is in the name: a keyword's amount isn't kept for continuous grants)."""
