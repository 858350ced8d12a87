"""A payment power whose damage the card named to pay the cost deals (403.1, EN 709): "Exhaust an ally in your
party -> It deals 1 ranged damage to target hero." (Lohn'goron). The line is compiled as "… -> Your hero deals …"
(the cost and the target as any payment power's); "it" then becomes the cost's card: ``cost["ref_paid"]`` and the
ops of ``engine.wow.paid_dealer``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine.core.effects import Effect

from . import rx
from .power import Power

_LINE = re.compile(r"(?P<cost>.+?)\s*->\s*(?:It|That ally) deals (?P<rest>\d+ \w+ damage to target .+)")


def paid_dealer_power(line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> Power | None:
    """The power of such a line (its cost names an ally of yours to exhaust), or None."""
    m = rx.fullmatch(_LINE, line.strip())
    if not m:
        return None
    powers = compile_text(f"{m.group('cost')} -> Your hero deals {m.group('rest')}", name, ctype)
    if len(powers) != 1 or powers[0].kind != "activated" or not powers[0].automated:
        return None
    p = powers[0]
    cost = dict(p.cost or {})
    chosen = cost.get("choose") or {}
    if set(chosen) != {"exhaust"} or "ally" not in (chosen["exhaust"].get("types") or []) or len(p.effects) != 1 or p.effects[0].op != "damage":
        return None
    dmg = p.effects[0]
    effs = [Effect("w8e_paid_dealer", 0, text=line), Effect("w8e_paid_deals", dmg.amount, dmg.target, stat=dmg.stat, text=line)]
    return replace(p, text=line, effects=effs, cost={**cost, "ref_paid": True})
