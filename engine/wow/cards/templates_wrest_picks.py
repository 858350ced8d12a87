"""More wordings of a player picking among his own cards (EN 709.1; ``engine.wow.forced``, the op
``player_picks``), beside ``templates_forced``:

- "Target player destroys one of his equipment." / "… one of his abilities." / "… one of his
  abilities, allies, or equipment." (one card of any of the kinds named);
- "Target opponent chooses and destroys an ally he controls." ("chooses and": the same pick);
- "each other player destroys an ally in his party" (every player but you, in turn order, 802);
- "Destroy an ability, ally or equipment you control." (no subject: you pick, not a target, EN 706).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter
from .registry import PAIRS, SENTENCES

_WHO = {"target player": ("chosen", {"player": True}), "target opponent": ("opponent", {}), "each opponent": ("opponent", {}),
        "each other player": ("opponent", {}), "each player": ("each_player", {}), "": ("player", {})}
_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_PLURAL = {"abilities": "ability", "abilites": "ability", "allies": "ally", "weapons": "weapon", "items": "item", "equipment": "equipment",
           "armor": "armor", "resources": "resource"}


def kinds_filter(phrase: str) -> dict | None:
    """ "abilities, allies, or equipment" / "equipment" / "ability, ally or equipment" → a filter of
    the kinds named (no hero: a hero is no card to pick here), or None."""
    words = [w.strip() for w in rx.split(r",? or |, ", phrase.strip()) if w.strip()]
    flt = card_filter(" or ".join(_PLURAL.get(w.lower(), w) for w in words)) if len(words) > 1 else card_filter(_PLURAL.get(words[0].lower(), words[0]))
    if len(words) > 1:
        kinds = [card_filter(_PLURAL.get(w.lower(), w)) for w in words]
        if any(k is None or "tag" in k for k in kinds):
            return None
        flt = {"types": sorted({t for k in kinds if k for t in k["types"]})}
    if flt is None or "hero" in flt.get("types", []) or "location" in flt.get("types", []):
        return None
    return flt


@SENTENCES.register("wrest_picks", r"(target player|target opponent|each opponent|each other player|each player) (?:chooses and )?destroys "
                    r"(?:(one) of his ((?:abilit(?:i|)es|allies|equipment|weapons|armor|items)(?:(?:,| or|, or) (?:abilit(?:i|)es|allies|equipment|"
                    r"weapons|armor|items))*)|(a|an|one) ([\w ,]+?) (?:he controls|in his party))",
                    full=True, priority=154, flags=re.I)
def _edict(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target player destroys one of his equipment." — the player picks one card (EN 709.1)."""
    flt = kinds_filter(m.group(3) or m.group(5))
    if flt is None or (m.group(5) and " and " in m.group(5)):
        return None
    if m.group(5) and "in his party" in m.group(0) and flt.get("types") != ["ally"]:
        return None
    kind, who = _WHO[m.group(1).lower()]
    return [Effect("player_picks", _N[(m.group(2) or m.group(4)).lower()], Target(kind, dict(who)), stat="destroy",
                   condition={"filter": flt}, text=sentence)]


@SENTENCES.register("wrest_destroy_own", r"destroy (a|an|one) ((?:ability|ally|equipment|weapon|armor|item)(?:(?:,| or|, or) "
                    r"(?:ability|ally|equipment|weapon|armor|item))*) (?:you control|in your party)",
                    full=True, priority=154, flags=re.I)
def _destroy_own(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy an ability, ally or equipment you control." — not a target (EN 706): you pick one on
    resolution (EN 709.1)."""
    flt = kinds_filter(m.group(2))
    if flt is None or ("in your party" in m.group(0) and flt.get("types") != ["ally"]):
        return None
    return [Effect("player_picks", 1, Target("player"), stat="destroy", condition={"filter": flt}, text=sentence)]


_CHOOSER = {"target player": ("chosen", {"player": True}), "target opponent": ("opponent", {})}


@PAIRS.register("wrest_chosen_then_gain_control", priority=40)
def _chosen_then_gain_control(first: str, second: str) -> list[Effect] | None:
    """ "Target player chooses an ally he controls. Gain control of that ally." — he picks one (EN
    709.1, remembered: ``engine.wow.refs``), then you gain control of it (EN 708)."""
    m = rx.fullmatch(r"(target player|target opponent) chooses an ally (?:he controls|in his party)\.?", first.strip(), re.I)
    if m is None or not rx.fullmatch(r"(?:you )?gain control of (?:that ally|it)\.?", second.strip(), re.I):
        return None
    kind, who = _CHOOSER[m.group(1).lower()]
    return [Effect("player_picks", 1, Target(kind, dict(who)), stat="choose", condition={"filter": {"types": ["ally"]}}, text=first),
            Effect("gain_control", 0, Target("ref", {"of": ""}), duration="permanent", text=second)]
