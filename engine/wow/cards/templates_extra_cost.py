""""As an additional cost to play this card, X." (403.1; 403.6a: paid even when the card is played
without paying its cost): the part after the comma is read as a payment cost; only costs with one
chosen card (``engine.wow.choice_cost``; the part read whole when it lists kinds with commas,
"destroy an ability, ally, or equipment you control") or "put N damage on your hero" are taken. Compiled as
``Power("add_cost", line, cost={"choose": …} | {"hero_damage": N})`` (engine.wow.extra_cost)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import rx
from .templates_costs import choice_cost

_NO_EXTRA = {"resources": 0, "exhaust_self": False, "flip": False, "x": False}


def extra_cost(line: str, name: str, read_cost: Callable[[str, str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """The additional cost of such a line, or None (not such a line, or a cost not read)."""
    if not line.strip().startswith("As an additional cost to play"):
        return None
    me = "|".join(re.escape(x) for x in {name, name.split(",")[0]} if x)
    m = rx.fullmatch(r"As an additional cost to play(?: this (?:card|ability|ally|weapon|armor|item)| " + me + r")?, (.+?)\.?", line.strip())
    if not m:
        return None
    part = m.group(1)
    dmg = rx.fullmatch(r"put (\d+) damage on your hero", part, re.I)
    if dmg:
        return {"hero_damage": int(dmg.group(1))}
    if "," in part and (cc := choice_cost(part, name)) is not None:  # "destroy an ability, ally, or equipment you control"
        return {"choose": cc}
    cost = read_cost(part, name)
    if cost is None or "choose" not in cost or {k: v for k, v in cost.items() if k != "choose"} != _NO_EXTRA:
        return None
    return {"choose": cost["choose"]}
