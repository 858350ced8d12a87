"""Attachments whose card data lost the "Ongoing:" label (helper watt): Polymorph's data prints
"Attach to target ally." / "Attached ally can't attack or protect, loses all powers, and is a sheep."
The card stays in play attached (400.1: it is an attachment, 305.2c: an Ongoing ability in play), and
its second power is continuous (EN 714), as its later printings and Polymorph Penguin read; Kiting's
"1 -> Target hero or ally can't deal combat damage to attached ally this turn." likewise is a payment power
of the attachment in play (EN 701). Only a per-card script makes such a power (the compiler gives an ability without "Ongoing" no continuous
power, 305.1), so the reading is reviewed card by card."""

from __future__ import annotations

from collections.abc import Iterable

from .cards.power import Power

FORM_STATIC = "ye33_quest_zone"
"""``engine.wow.quest_zones.OP``: a continuous power printed without "Ongoing:" on a Form ability (Aquatic Form)."""


def _attaches(pw: Power) -> bool:
    return pw.kind == "play" and any(e.op == "move" and e.zone == "attached" for e in pw.effects)


def misprinted_ongoing(powers: Iterable[Power]) -> bool:
    """An ability that attaches and has an automated continuous or payment power printed without
    "Ongoing:" (then it enters play attached, 305.2c, instead of going to the graveyard)."""
    pws = list(powers)
    if any(pw.kind == "static" and pw.automated and any(e.op == FORM_STATIC for e in pw.effects) for pw in pws):
        return True  # Aquatic Form (a Form (1), 414.3b: a card that counts in play) lost "Ongoing:" too (engine.wow.quest_zones)
    return any(_attaches(pw) for pw in pws) and any(
        pw.kind in ("static", "activated") and pw.automated and pw.effects and not pw.text.startswith("Ongoing") and "Ongoing:" not in pw.text
        and any(e.op != "manual" for e in pw.effects) for pw in pws)
