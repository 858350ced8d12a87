"""Attachments whose card data lost the "Ongoing:" label (helper watt): Polymorph's data prints
"Attach to target ally." / "Attached ally can't attack or protect, loses all powers, and is a sheep."
The card stays in play attached (400.1: it is an attachment, 305.2c: an Ongoing ability in play), and
its second power is continuous (EN 714), as its later printings and Polymorph Penguin read; Kiting's
"1 -> Target hero or ally can't deal combat damage to attached ally this turn." likewise is a payment power
of the attachment in play (EN 701). Only a per-card script makes such a power (the compiler gives an ability without "Ongoing" no continuous
power, 305.1), so the reading is reviewed card by card.

An ability carrying a numbered tag (414.3b: "Aura (1)", "Form (1)" — a limit on the cards of that tag you control in
play) is a card that stays in play, so an automated continuous power printed on it without "Ongoing:" is its Ongoing
power that the data lost (305.2c): Aquatic Form's ("Form (1)"), Aura of Accuracy's ("Aura (1)"; every other Aura of
the pool prints "Ongoing:").

An ability with a payment power that exhausts the card itself ("X, [Exhaust] ->", Misery's data) can use it only
in play (an ability card in no other zone is exhausted, 305.2c), so it too lost its "Ongoing:" label (rule call, no
source: the data of the whole pool has exactly one such card, Misery; tests/wow/test_x36a_audit.py)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards.power import Power
from .cards.schema import tag_limit

FORM_STATIC = "ye33_quest_zone"
"""``engine.wow.quest_zones.OP``: a continuous power printed without "Ongoing:" on a Form ability (Aquatic Form)."""


def _attaches(pw: Power) -> bool:
    return pw.kind == "play" and any(e.op == "move" and e.zone == "attached" for e in pw.effects)


def _unlabelled(pw: Power, kinds: tuple[str, ...]) -> bool:
    """An automated power of ``kinds`` printed without "Ongoing:"."""
    return (
        pw.kind in kinds
        and pw.automated
        and bool(pw.effects)
        and not pw.text.startswith("Ongoing")
        and "Ongoing:" not in pw.text
        and any(e.op != "manual" for e in pw.effects)
    )


def misprinted_ongoing(powers: Iterable[Power], tags: Iterable[str] = ()) -> bool:
    """An ability that lost its "Ongoing:" label (then it enters play, 305.2c, instead of going to the graveyard): one
    that attaches and has an automated continuous or payment power printed without it, one with a numbered tag
    (414.3b: it counts in play) and an automated continuous power printed without it, or one whose automated payment
    power exhausts the card itself."""
    pws = list(powers)
    if any(
        pw.kind == "static" and pw.automated and any(e.op == FORM_STATIC for e in pw.effects) for pw in pws
    ):
        return True  # Aquatic Form (a Form (1), 414.3b: a card that counts in play) lost "Ongoing:" too (engine.wow.quest_zones)
    if any(tag_limit(str(t)) for t in tags) and any(_unlabelled(pw, ("static",)) for pw in pws):
        return True  # Aura of Accuracy ("Aura (1)")
    if any(_unlabelled(pw, ("activated",)) and pw.cost.get("exhaust_self") for pw in pws):
        return True  # Misery: "X, [Exhaust] ->" is usable only in play
    return any(_attaches(pw) for pw in pws) and any(_unlabelled(pw, ("static", "activated")) for pw in pws)
