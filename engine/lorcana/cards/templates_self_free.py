"""Templates of "During your turn, you may play this character for free if [condition]" and "During
your turn, if [condition], you may play this character for free": a static ability that works from
the hand (7.6.5) and lets its own card be played without paying its ink cost (4.3.4.10) while the
condition holds; compiled as engine.lorcana.self_free reads it (``{"who": "in_hand", "play_free":
True, "cond": {...}}``)."""

from __future__ import annotations

import re
from typing import Any

from .readers import number, parse_condition
from .registries import STATICS, STOP


@STATICS.register("self_free_if", r"^(?:[Yy]ou may play this character for free if (.+)|[Ii]f (.+?), you may play this character for free)$", full=True)
def self_free_if(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    """LeFou - Opportunistic Flunky, Lilo - Causing an Uproar ("during your turn" is ``cond``)."""
    got = parse_condition(m.group(1) or m.group(2))
    if got is None:
        return STOP
    return [{"who": "in_hand", "play_free": True, "cond": {**(cond or {}), **got}}]


@STATICS.register("self_free_paid", r"^[Yy]ou may (banish|exert) (chosen|\w+) items? of yours to play this character for free$", full=True)
def self_free_paid(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    """Belle - Apprentice Inventor ("you may banish chosen item of yours …"), Scrooge McDuck -
    Resourceful Miser ("you may exert 4 items of yours …"): played without its ink cost by paying
    another cost (4.3.4.10, 4.3.4.6); engine.lorcana.paid_free reads ``free_pay``."""
    n = 1 if m.group(2) == "chosen" else number(m.group(2))
    if not n:
        return STOP
    pay = {"op": m.group(1), "filter": {"types": ["item"]}, "n": n}
    return [{"who": "in_hand", "play_free": True, "free_pay": pay, **({"cond": cond} if cond else {})}]


@STATICS.register("self_free_bottom", r"^[Yy]ou may put an? ([A-Z]\w+) character card from your discard on the bottom of your deck "
                  r"to play this character for free$", full=True)
def self_free_bottom(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    """Hand-in-the-Box - Sid's Toy: the paid free play of ``self_free_paid``, paid by putting a card of
    your discard on the bottom of your deck (chosen_costs op ``bottom_from_discard``)."""
    pay = {"op": "bottom_from_discard", "filter": {"types": ["character"], "classification": m.group(1)}, "n": 1}
    return [{"who": "in_hand", "play_free": True, "free_pay": pay, **({"cond": cond} if cond else {})}]
