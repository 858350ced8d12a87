"""Templates of references back to a chosen card's name (7.1.9): "Choose a character. Banish all
other characters with the same name as that character", "Banish chosen item or location and all
other items or locations with the same name" (op ``banish_same_name``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import TYPES, parse_target, types_of
from .registries import STOP, TEXTS

_PLURAL = r"((?:characters|items|locations)(?: or (?:characters|items|locations))?)"


@TEXTS.register("banish_others_same_name", rf"^Choose an? ({TYPES})\. Banish all other {_PLURAL} with the same name as that (?:character|item|location)\.?$")
def banish_others_same_name(m: re.Match[str]) -> object:
    """The chosen card stays; every other matching card in play with its name is banished."""
    return [Effect("banish_same_name", 0, Target("chosen", {"types": types_of(m.group(1))}),
                   condition={"others": {"types": types_of(m.group(2))}}, text=m.string)]


@TEXTS.register("banish_chosen_and_same_name", rf"^Banish (chosen .+?) and all other {_PLURAL} with the same name\.?$")
def banish_chosen_and_same_name(m: re.Match[str]) -> object:
    """The chosen card and every other matching card in play with its name are banished together."""
    t = parse_target(m.group(1))
    if t is None or t.kind != "chosen":
        return STOP
    return [Effect("banish_same_name", 0, t, condition={"others": {"types": types_of(m.group(2))}, "with_chosen": True}, text=m.string)]
