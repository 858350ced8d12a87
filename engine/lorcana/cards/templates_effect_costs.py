"""More costs inside an effect (7.1.2.2 "[A] to [B]": [B] happens only if [A] was done): "deal 2
damage to another chosen character of yours to …", "return another chosen character of yours to
your hand to …", "put the top 3 cards of your deck into your discard to …", "shuffle this card
into your deck to …", "exert them to …" (the card the trigger is about). The cost is the first step; [B] is its ``then`` (engine.lorcana.resolve);
preceded by "you may" the whole clause is optional (7.1.3)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import cap
from .registries import SENTENCES, parse_core, parse_sentence

_COSTS = {"damage", "return_to_hand", "move", "put_on_deck", "tap", "destroy"}
"""The ops a cost of this family is made of (the first half must compile to exactly one of them)."""


def _cost(left: str) -> Effect | None:
    effs = parse_core(left)
    if not effs or len(effs) != 1:
        return None
    e = effs[0]
    if e.op not in _COSTS or e.then or e.optional:
        return None
    if e.op == "move" and e.zone != "discard":
        return None
    if e.op == "put_on_deck" and (e.zone != "shuffle" or e.target is None or e.target.kind not in ("self", "self_card")):
        return None
    if e.target is not None and e.target.kind == "it" and e.op in ("tap", "destroy"):
        e.target = Target("trigger", {"role": "subject"})  # "exert them": the card the trigger is about (7.1.9), this one or another
    if e.op in ("damage", "return_to_hand", "tap", "destroy") and (e.target is None or e.target.kind not in ("chosen", "self", "trigger")
                                                                 or e.target.up_to):
        return None
    return e


@SENTENCES.register("cost_to_more", r"^(Deal \d+ damage to .+?|Return .+? to your hand|Put the top \w+ cards? of your deck into your discard|"
                    r"Shuffle this card into your deck|Exert (?:them|him|her|it)|Banish (?:them|him|her|it)) to (.+)$", priority=31)
def cost_to_more(m: re.Match[str]) -> object:
    """The first " to " after a cost that compiles splits cost and effect; "another chosen" in [B]
    is not the card chosen in [A] (7.1.5, engine.lorcana.resolve.candidates)."""
    cost = _cost(m.group(1))
    if cost is None:
        return None
    body = parse_sentence(cap(m.group(2)))
    if body is None:
        return None
    cost.text = m.string
    cost.then = body
    return [cost]
