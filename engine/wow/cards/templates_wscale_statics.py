"""Continuous powers whose "for each" comes after a "while": "Your hero has +1 ATK while attacking for
each fury counter on Blood Fury." reads as "… +1 ATK for each fury counter on Blood Fury while
attacking" (EN 714: the amount is counted while the condition holds; ``templates_statics``)."""

from __future__ import annotations

from engine.core.effects import Effect

from . import rx
from .templates_statics import static_fallback
from .templates_wscale_counters import has_counters


def scale_static(text: str, name: str) -> list[Effect] | None:
    """ "X has N while C for each D." → ``static_fallback`` of "X has N for each D while C"; "This ally has
    an additional Assault 1 for each other [FROST ICON] ally you control." → "… has Assault 1 for each other
    Frost ally you control" (a given Assault adds to a printed one; the icon is the damage type, 202.1a)."""
    s = text.strip().rstrip(".")
    own = rx.fullmatch(r"While ([^,]+), (?:it|this (?:weapon|armor|item|ally|ability)) (has [^.]+)", s)
    if own and (cond := has_counters(own.group(1), name)) is not None:  # "While this weapon has six or more charge counters on it, it has +6 ATK."
        effs = static_fallback(f"This card {own.group(2)}.", name)
        if not effs or any((e.condition or {}).get("if") or e.target is None or e.target.kind != "self" for e in effs):
            return None
        for e in effs:
            e.condition = {**(e.condition or {}), "if": cond}
            e.text = text
        return effs
    more = rx.fullmatch(r"([^.]+?) has an additional ((?:Assault|Mend) \d+ for each [^.]+)", s)
    if more:
        rest = rx.sub(r"\[(MELEE|RANGED|FIRE|FROST|NATURE|SHADOW|HOLY|ARCANE) ICON\]", lambda i: i.group(1).title(), more.group(2))
        return static_fallback(f"{more.group(1)} has {rest}.", name)
    lead = rx.fullmatch(r"For each ([^,.]+), ([^,.]+?) has ([^,.]+?) and ([^,.]+)", s)
    if lead:  # "For each might counter, your hero has +1 ATK while attacking and +1 health.": two amounts
        parts = []
        for part in (lead.group(3), lead.group(4)):
            w = rx.fullmatch(r"(.+?)( while .+)?", part)
            parts.append(f"{lead.group(2)[0].upper()}{lead.group(2)[1:]} has {w.group(1)} for each {lead.group(1)}{w.group(2) or ''}.")
        effs = [static_fallback(x, name) for x in parts]
        if any(not e for e in effs):
            return None
        out = [x for e in effs for x in e]
        for x in out:
            x.text = text
        return out
    label = rx.fullmatch(r"([A-Z][a-z]+(?: [A-Z][a-z]+)?): (.+)", s)
    if label and label.group(1) not in ("Ongoing", "Reward", "Event", "Empower", "Boss", "Stash") and label.group(2).startswith(name.split(" ")[0]):
        effs = static_fallback(label.group(2) + ".", name) or scale_static(label.group(2), name)  # "Blood Power: NAME has …": a power's name only
        if effs:
            for e in effs:
                e.text = text
        return effs
    m = rx.fullmatch(r"([^.]+?) while ((?:attacking|defending|protecting)(?: an? (?:hero|ally))?|in combat with [^.,]+?) for each (other )?([^.,]+)", s)
    if not m:
        return None
    effs = static_fallback(f"{m.group(1)} for each {m.group(4)} while {m.group(2)}.", name)
    if effs and m.group(3):  # "for each other ability you control": the card with the power is not counted
        for e in effs:
            per = (e.condition or {}).get("per")
            if not (isinstance(per, dict) and per.get("k") == "count" and per.get("zone") == "play" and per.get("side") == "you"):
                return None
            e.condition = {**e.condition, "per": {**per, "k": "st_count", "other": True, "plus_self": False}}
    return effs
