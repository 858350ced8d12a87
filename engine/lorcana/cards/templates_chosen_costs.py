"""Templates of cost parts that name cards to pay with (7.5.1; engine.lorcana.chosen_costs):
"Banish one of your (other) items", "Banish 2 of your items", "{E} one of your (Prince)
characters", "Choose and discard an item card"."""

from __future__ import annotations

import re
from typing import Any

from .readers import card_filter, kind_filter, number
from .registries import COSTS


@COSTS.register("banish_yours", r"[Bb]anish (one|two|\d) of your (other )?(?:([A-Z]\w+) )?(characters|items|locations)", full=True)
def banish_yours(m: re.Match[str]) -> dict[str, Any] | None:
    n = number(m.group(1))
    if not n:
        return None
    flt: dict[str, Any] = {"types": [m.group(4)[:-1]], **(kind_filter(m.group(3)) if m.group(3) else {})}
    if m.group(2):
        flt["other"] = True
    return {"pay": {"op": "banish", "filter": flt, "n": n}}


@COSTS.register("exert_yours", r"\{E\} one of your (?:([A-Z]\w+) )?(characters|items)", full=True)
def exert_yours(m: re.Match[str]) -> dict[str, Any]:
    return {"pay": {"op": "exert", "filter": {"types": [m.group(2)[:-1]], **(kind_filter(m.group(1)) if m.group(1) else {})}, "n": 1}}


@COSTS.register("discard_kind", r"[Cc]hoose and discard (an? .+? card)", full=True)
def discard_kind(m: re.Match[str]) -> dict[str, Any] | None:
    flt = card_filter(m.group(1))
    return None if flt is None or not flt else {"pay": {"op": "discard", "filter": flt, "n": 1}}
