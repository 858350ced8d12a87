"""Templates of replacements of a banish (7.7: a replacement effect): "If this character would be
banished, put them into your inkwell facedown and exerted instead" (Mickey Mouse & Minnie Mouse -
Adventuring Duo). Compiled to the keyword ``banish_to_inkwell`` on the card itself; applied by
engine.lorcana.banish_instead when the card would be banished."""

from __future__ import annotations

import re

from .registries import STATICS

Cond = dict | None


@STATICS.register(
    "banish_to_inkwell",
    r"If (?:this character|this item) would be banished, put (?:them|him|her|it) into your inkwell facedown and exerted instead",
    full=True,
)
def banish_to_inkwell(m: re.Match[str], cond: Cond) -> object:
    """The card goes to its player's inkwell instead of being banished (7.7)."""
    return [{"who": "self", "keyword": "banish_to_inkwell", "delta": 0, "cond": cond}]
