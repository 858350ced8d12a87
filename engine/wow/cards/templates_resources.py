"""Resource-row sentences (412): several resources at once ("Ready up to two resources you
control"), turning resources face down ("Turn target resource face down") and the top cards of
your deck put into your resource row face down (412.2's example, Lobotomize). Single resources
("Ready one of your resources", "Destroy target resource") are read by the common templates with
``group_targets.resource_target``. The ops are in ``engine.wow.resources``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .group_targets import resource_target
from .registry import SENTENCES

_N = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@SENTENCES.register("resources_up_to", r"(ready|exhaust) up to (two|three|four|five) (?:of your resources|resources you control|target resources)",
                    full=True, priority=365, flags=re.I)
def _up_to(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Ready up to two resources you control": that many different resources, each picked or not (EN 706)."""
    flt = {"types": ["resource"], "distinct": True}
    if "target" not in m.group(0).lower():
        flt["side"] = "friendly"
    op = "untap" if m.group(1).lower() == "ready" else "tap"
    return [Effect(op, 0, Target("chosen", dict(flt), up_to=True), text=sentence) for _ in range(_N[m.group(2).lower()])]


@SENTENCES.register("resource_face_down", r"turn (.+?) face down", full=True, priority=366, flags=re.I)
def _face_down(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Turn target resource face down", "turn all opposing resources face down"."""
    tgt = resource_target(m.group(1))
    return [Effect("turn_face_down", 0, tgt, text=sentence)] if tgt is not None else None


@SENTENCES.register("deck_to_resources", r"put the top (card|two cards|three cards) of your deck into your resource row face down(?: and (exhausted|ready))?",
                    full=True, priority=367, flags=re.I)
def _deck_to_resources(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """412.2 (Lobotomize): "Put the top card of your deck into your resource row face down and exhausted."
    No chain link and no reveal: unlike "as an additional resource" (412.1c)."""
    n = 1 if m.group(1).lower() == "card" else _N[m.group(1).split()[0].lower()]
    return [Effect("deck_to_resources", n, None, condition={"exhausted": (m.group(2) or "ready").lower() == "exhausted"}, text=sentence)]
