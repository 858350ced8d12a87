"""Templates of Shift abilities whose Shift cost is not ink (10.8.1: Shift pays an alternate
cost instead of the ink cost): "Shift: Discard a location card", "Shift: Discard 2 cards". The
compiled keyword carries ``cost["shift_discard"]`` = {"n": N, "filter": {...}};
engine.lorcana.shift_costs applies it (the play names the cards to discard)."""

from __future__ import annotations

import re

from .model import Ability
from .readers import card_filter, number
from .registries import ABILITIES


@ABILITIES.register("shift_discard", r"Shift: Discard (an? .+? card|(\w+) cards)", full=True)
def shift_discard(m: re.Match[str], out: Ability) -> Ability | None:
    if out.kind != "static":
        return None
    n = number(m.group(2)) if m.group(2) else 1
    flt = card_filter(m.group(1)) if not m.group(2) else {}
    if not n or flt is None:
        return None
    out.kind, out.name, out.cost = "keyword", "Shift", {"shift_discard": {"n": n, "filter": flt}}
    return out
