"""Putting cards under a character or location (engine.lorcana.under; Comprehensive Rules 2.2.0
8.4, outside the seed documents): "whenever you put a card under this character / one of your
[other] characters [or locations]", "put the top card of your deck facedown under one of your
characters or locations with Boost / under him / under this location", "put all cards from under
her into your hand"."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .model import Trigger
from .registries import SENTENCES, TRIGGERS


@TRIGGERS.register("put_under_self", r"Whenever you put a card under (?:this character|him|her)", full=True)
def put_under_self(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    return Trigger(["put_under_self"], {}, cond)


@TRIGGERS.register("put_under_yours", r"Whenever you put a card under one of your (other )?characters( or locations)?", full=True)
def put_under_yours(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """One of your cards (the source too, unless "other") gets a card under it."""
    flt: dict[str, Any] = {"types": ["character", "location"] if m.group(2) else ["character"]}
    if m.group(1):
        flt["other"] = True
    return Trigger(["put_under_yours"], flt, cond)


_ONTO = {
    "one of your characters or locations with Boost": Target("chosen", {"owner": "you", "types": ["character", "location"], "keyword": "Boost"}),
    "this character": Target("self"), "this location": Target("self"), "this item": Target("self"),
    "him": Target("self"), "her": Target("self"), "them": Target("it"),
}


@SENTENCES.register("put_top_under", r"^Put the top card of your deck (?:facedown )?under (.+?)(?: facedown)?$")
def put_top_under(m: re.Match[str]) -> list[Effect] | None:
    """The top card of your deck goes facedown under the card ("them": the card the trigger or
    an earlier step named, 7.1.9)."""
    onto = _ONTO.get(m.group(1))
    if onto is None or ("facedown" not in m.string):
        return None
    return [Effect("put_under", target=Target(onto.kind, dict(onto.filter)), text=m.string)]


@SENTENCES.register("take_under", r"^Put all cards from under (?:her|him|them|this character|this location) into your hand$")
def take_under(m: re.Match[str]) -> list[Effect]:
    """The cards under this card go to your hand (they were facedown: now in a hidden zone)."""
    return [Effect("take_under", target=Target("self"), text=m.string)]
