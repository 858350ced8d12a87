"""Sentence template: damage equal to the source's ATK divided as you choose among targets (405.4, EN 706–707).

"This ally deals nature damage equal to its ATK, divided as you choose, to any number of target allies." (Barous the
Storm Baron's given power): one target named per point (repeats allowed: a character named twice gets 2), as many
points as the ally's ATK as the link is added (``engine.wow.counted_targets``: the k-th target is asked only when that
ATK is k or more, ``{"k": "wal_self_stat", "stat": "atk"}``; at most ``X_POINTS``), then one packet per character of
its share from the ally (405.4, 408.2c; ``packets.divided_packets`` with ``divided`` = "N": all the points named).
A rule call: the division is made as the targets are chosen (EN 707, as "N damage divided as you choose"), so its
size is the ATK then.

"When your hero deals damage with an ability to a hero, it also deals that much nature damage divided as you choose to
any number of target allies." (Wand of the Seer; the trigger read by ``templates_events``): the same, as many points as
the triggering packet's damage (``n_count`` "dealt", the trigger link's ``dealt``), from your hero."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import TEXTS
from .templates_wtgt import X_POINTS

_TYPES = ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow")


@TEXTS.register("xa32_divided_atk", r"\s*This (?:ally|character) deals (\w+) damage equal to its ATK, divided as you choose, to any number of target (allies|heroes and/or allies)\.?",
                full=True, priority=150)
def _divided_atk(m: re.Match, name: str) -> list[Effect] | None:
    return _divided(m, {"k": "wal_self_stat", "stat": "atk"}, "self")


def _divided(m: re.Match, count: dict | str, source: str) -> list[Effect] | None:
    """One damage effect per possible number of targets (1 … X_POINTS), the amount counted by ``count`` and
    divided among them; ``m`` holds the damage type and "allies" / "heroes and/or allies"."""
    dtype = m.group(1).lower()
    if dtype not in _TYPES:
        return None
    types = ["ally"] if m.group(2).lower() == "allies" else ["hero", "ally"]
    return [Effect("damage", 1, Target("chosen", {"types": list(types), "n_min": k, "n_count": count if isinstance(count, str) else dict(count)}),
                   stat=dtype, text=m.group(0), condition={"source": source, "unpreventable": False, "divided": "N" if k == 1 else 0})
            for k in range(1, X_POINTS + 1)]


@TEXTS.register("xa32_divided_that_much", r"\s*Your hero deals that much (\w+) damage divided as you choose to any number of target (allies|heroes and/or allies)\.?",
                full=True, priority=150)
def _divided_that_much(m: re.Match, name: str) -> list[Effect] | None:
    return _divided(m, "dealt", "hero")
