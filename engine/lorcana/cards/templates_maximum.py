""""…, to a maximum of N lore [each]" (issue 16): a scaled lore amount ("gain lore equal to her
{S}", "each opponent loses lore equal to the damage on …") capped at N (engine.lorcana.amounts)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registries import SENTENCES, TEXTS, parse_effects

_MAXIMUM = r"^(.+? lore equal to .+?), to a maximum of (\d+) lore(?: each)?\.?$"


@SENTENCES.register("lore_to_a_maximum", _MAXIMUM, priority=34)  # before "equal_to" (35), which reads no maximum
def lore_to_a_maximum(m: re.Match[str]) -> list[Effect] | None:
    effs = parse_effects(m.group(1) + ".")
    if not effs or effs[-1].op not in ("gain_score", "lose_score") or "scale" not in (effs[-1].condition or {}):
        return None
    cond = dict(effs[-1].condition or {})
    cond["scale"] = {**cond["scale"], "max": int(m.group(2))}
    effs[-1].condition = cond
    return effs


@TEXTS.register("own_stat_to_a_maximum", r"^Gain lore equal to (?:her|his|its) \{[SWL]\}, to a maximum of \d+ lore\.?$", full=True)
def own_stat_to_a_maximum(m: re.Match[str]) -> list[Effect] | None:
    """The whole effect is this one sentence: "her" can only be the ability's own character."""
    whole = re.match(_MAXIMUM, m.string)
    effs = lore_to_a_maximum(whole) if whole else None
    if effs is None or len(effs) != 1:
        return None
    effs[0].condition = {**effs[0].condition, "scale": {**effs[0].condition["scale"], "of": "self"}}
    return effs
