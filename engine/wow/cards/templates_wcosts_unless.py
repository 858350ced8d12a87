"""A tax on the card an ability is attached to (EN 709.3, carried out by ``engine.wow.unless``): "Ongoing:
At the start of each turn, exhaust attached character unless its controller pays 3." — the attached
character's controller chooses to pay 3 (exhausting 3 of his resources, 412.2) or lets the effect
happen. Same shape as ``templates_unless`` (there the printed effect acts on a chosen target): the
``unless`` step on the attached character, then the printed effect on that card (``Target("ref")``)
if it wasn't paid."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES, compile_sentence


@SENTENCES.register("unless_attached_pays", r"(.+?) unless (?:its|his|her) controller pays \[?(\d+)\]?", full=True, priority=11)
def _unless_attached(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    effs = compile_sentence(m.group(1)[0].upper() + m.group(1)[1:], name)
    if not effs or len(effs) != 1 or effs[0].target is None or effs[0].target.kind != "attached" or effs[0].optional:
        return None  # a chosen target: templates_unless
    printed = effs[0]
    printed.condition = {**(printed.condition or {}), "if_not_done": True}
    first = Effect("unless", int(m.group(2)), printed.target, stat="pay", text=sentence)
    printed.target = Target("ref", {"of": ""})  # the attached character, remembered by the "unless" step (engine.wow.refs)
    return [first, printed]
