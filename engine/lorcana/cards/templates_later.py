"""Templates of effects that create abilities for later (7.4.7): floating triggered abilities
("this turn, whenever …") and delayed ones ("at the end of this turn, …")."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import cap
from .registries import SENTENCES, STOP, parse_effects, parse_trigger


def _floating(trigger_text: str, body: str, s: str) -> object:
    trig = parse_trigger(trigger_text)
    effs = parse_effects(cap(body))
    if trig is None or effs is None:
        return STOP
    return [Effect("floating_trigger", condition={"events": trig.events, "filter": trig.filter}, duration="this_turn", then=effs, text=s)]


@SENTENCES.register("floating_this_turn_whenever", r"^This turn, ((?:whenever|when) .+?), (.+)$", priority=10)
def floating_this_turn_whenever(m: re.Match[str]) -> object:
    """7.4.7.1: "This turn, whenever …, …"."""
    return _floating(cap(m.group(1)), m.group(2), m.string)


@SENTENCES.register("floating_whenever_this_turn", r"^(Whenever .+?) this turn, (.+)$", priority=20)
def floating_whenever_this_turn(m: re.Match[str]) -> object:
    """7.4.7.1: "Whenever … this turn, …"."""
    return _floating(m.group(1), m.group(2), m.string)


@SENTENCES.register("delayed_end_of_turn", r"^At the end of (?:this|the) turn, (.+)$", priority=30)
def delayed_end_of_turn(m: re.Match[str]) -> object:
    """7.4.7.2: "At the end of this turn, …"."""
    effs = parse_effects(cap(m.group(1)))
    return [Effect("delayed_trigger", condition={"when": "end_of_turn"}, then=effs, text=m.string)] if effs is not None else STOP
