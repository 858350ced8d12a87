"""Effects another player may stop (EN 709.3, carried out by ``engine.wow.unless``): "He deals 5
shadow damage to target opposing hero unless its controller chooses and destroys an ally he
controls." / "… unless its controller chooses and discards a card." / "… unless its controller
pays 2." The printed effect must act on one chosen target; its controller is who chooses."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES, compile_sentence

_ALTERNATIVES = (
    (re.compile(r"pays? \[?(\d+)\]?", re.I), "pay"),
    (re.compile(r"(?:chooses and )?discards a card", re.I), "discard"),
    (re.compile(r"(?:chooses and )?destroys an ally (?:he|she) controls", re.I), "destroy_ally"),
)


@SENTENCES.register("unless_controller", r"(.+?) unless (?:its|his|her|that (?:hero|ally|character)'s) controller (.+)", full=True, priority=11)
def _unless(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    what = next(((kind, a) for rx, kind in _ALTERNATIVES if (a := rx.fullmatch(m.group(2)))), None)
    if what is None:
        return None
    effs = compile_sentence(m.group(1)[0].upper() + m.group(1)[1:], name)
    if not effs or len(effs) != 1 or effs[0].target is None or effs[0].target.kind != "chosen" or effs[0].optional:
        return None
    kind, alt = what
    n = int(alt.group(1)) if kind == "pay" else 0
    printed = effs[0]
    printed.condition = {**(printed.condition or {}), "if_not_done": True}
    first = Effect("unless", n, printed.target, stat=kind, text=sentence)
    of = "chain" if printed.target.filter.get("chain") else ""  # "Interrupt target card unless …": still on the chain
    printed.target = Target("ref", {"of": of})  # the same card (engine.wow.refs: remembered by the "unless" step)
    return [first, printed]
