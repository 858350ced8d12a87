"""Damage with no type word: "Your hero deals 1 damage to target hero or ally." (Rod of the Ogre
Magi), "Your hero deals 2 damage to target ally." (Warp Splinter's Thorn). 408.3a: a packet made
outside combat conclusion has the types its modifier names, here none; the effect carries
``condition["typeless"]`` and ``engine.wow.typeless_damage`` makes the packet typeless (no
resistance of a type applies to it, and "melee damage" powers don't see it)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import subject, target
from .registry import SENTENCES, STOP


@SENTENCES.register("deal_typeless_damage", r"(?:(.+?) )?deals? (\d+) (unpreventable )?damage to (.+)", full=True, priority=331, flags=re.I)
def _deal_typeless(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """405.4, 408.3a: one packet with no damage type from your hero or this card (408.2c)."""
    src = subject(m.group(1) or "your hero", name)
    tgt = target(m.group(4), name)
    if src is None or tgt is None:
        return STOP
    return [Effect("damage", int(m.group(2)), tgt, condition={"source": src, "unpreventable": bool(m.group(3)), "typeless": True}, text=sentence)]
