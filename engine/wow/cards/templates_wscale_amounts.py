"""Amounts that are a total or a highest value of cards in play (counted by ``engine.wow.wscale_checks``
``wsc_sum``; EN 709 on resolution, EN 714 continuously): "Daspien deals X melee damage to target hero
or ally, where X is the combined ATK of your Melee weapons", "… ranged damage to target ally equal to
1 plus the combined ATK of your Ranged weapons", "… equal to 1 plus the combined ATK of your Daggers",
"The Red Bearon has +X ATK / +X health, where X is the combined DEF of your armor", "This ally has
Assault X, where X is the highest cost among Scourge allies you control", "… +X DEF, where X is your
hero's ATK", "… Assault X, where X is this ally's ATK".

A continuous amount never counts the stat it changes on cards it could change (no loop, EN 714)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter
from .readers import per_key
from .registry import REFS, SENTENCES, TEXTS, compile_sentence
from .templates_statics import static_fallback

_TYPES = r"(melee|ranged|fire|frost|nature|shadow|holy|arcane)"
_STATS = {"atk": "atk", "def": "def", "defense": "def", "cost": "cost", "health": "health", "damage": "damage", "remaining health": "remaining"}
_ALL = ["hero", "ally", "ability", "weapon", "armor", "item", "location"]


def _group(phrase: str) -> dict[str, Any] | None:
    """ "your Melee weapons", "Ranged weapons you control", "your Daggers", "your pets", "your armor",
    "Plate armor you control", "Leather and Mail armor you control", "Scourge allies you control",
    "allies in your party", "Trolls in your party", "[Nature] cards you control" → a filter of
    your face-up cards in play: ``types`` and ``tags`` (any of them)."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    m = rx.fullmatch(r"your (.+)", p) or rx.fullmatch(r"(.+?) (?:you control|in your party)", p)
    if not m:
        return None
    p = m.group(1).strip()
    sing = {"weapons": "weapon", "allies": "ally", "cards": "card", "armor": "armor", "heroes and allies": "hero or ally",
            "pets": "Pet", "daggers": "Dagger weapon"}
    words = p.split(" ")
    if p.lower() in sing:
        p = sing[p.lower()]
    elif words[-1].lower() in sing:
        p = " ".join([*words[:-1], sing[words[-1].lower()]])
    elif rx.fullmatch(r"[A-Z][a-z]+s", p):
        p = p[:-1]  # "Trolls": a Troll card
    tags: list[str] = []
    t = rx.fullmatch(r"([A-Z]\w+) and ([A-Z]\w+) (armor|weapon|ally)", p)
    if t:
        tags, p = [t.group(1), t.group(2)], t.group(3)
    flt = card_filter(p)
    if flt is None or rx.match(r"(?:Death Knight|Druid|Hunter|Mage|Paladin|Priest|Rogue|Shaman|Warlock|Warrior) [A-Z]", flt.get("tag") or ""):
        return None  # "[Hunter] Ranged weapons": a class and a tag, not one two-word tag
    if flt.get("tag"):
        tags = [flt["tag"]]
    return {"types": list(flt["types"]), "tags": tags}


def amount_key(phrase: str) -> dict[str, Any] | str | None:
    """What an amount phrase counts (a ``keywords.per_count`` key), or None."""
    p = phrase.strip().rstrip(".")
    m = rx.fullmatch(r"the (combined|highest) (ATK|DEF|cost|health|damage|remaining health) (?:of|on|among) (.+)", p, re.I)
    if m:
        stat = _STATS.get(m.group(2).lower())
        flt = _group(m.group(3))
        if stat is None or flt is None:
            return None
        return {"k": "wsc_sum", "stat": stat, "agg": "sum" if m.group(1).lower() == "combined" else "max", **flt}
    if rx.fullmatch(r"your hero's ATK", p, re.I):
        return {"k": "wsc_sum", "stat": "atk", "agg": "sum", "types": ["hero"], "tags": [], "hero_only": True}
    m = rx.fullmatch(r"(this ally|attached ally|attached character|attached weapon)'s (ATK|health)", p, re.I)
    if m:
        return {"k": "wsc_own", "stat": m.group(2).lower(), "of": "self" if m.group(1).lower() == "this ally" else "host"}
    m = rx.fullmatch(r"the number of (.+)", p, re.I)
    if m:
        f = rx.fullmatch(r"friendly (heroes and allies|allies|heroes|weapons|armor)", m.group(1), re.I)
        if f:  # "the number of friendly heroes and allies": yours
            return per_key({"heroes and allies": "hero and ally", "allies": "ally", "heroes": "hero", "weapons": "weapon"}.get(f.group(1).lower(), f.group(1)) + " you control")
        what = rx.sub(r"^(\w+)", lambda w: {"allies": "ally", "heroes": "hero", "cards": "card", "resources": "resource"}.get(w.group(1).lower(), w.group(1)),
                      m.group(1))
        what = rx.sub(r"^([A-Z][a-z]+[^s])s\b", r"\1", what)  # "Curses you control": a Curse you control
        return per_key(what)
    return None


@SENTENCES.register("wscale_amount_damage", priority=55)
def _amount_damage(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "SUBJECT deals X TYPE damage to TARGET, where X is [N plus] AMOUNT" / "… deals TYPE damage to
    TARGET equal to [N plus] AMOUNT" — one packet (405.4) of N plus the amount on resolution."""
    m = (rx.fullmatch(r"(.+?) deals? X " + _TYPES + r" damage to (.+?),? where X is (?:(\d+) plus )?" + _OWN, s, re.I)
         or rx.fullmatch(r"(.+?) deals? " + _TYPES + r" damage to (.+?),? equal to (?:(\d+) plus )?" + _OWN, s, re.I))
    if not m or rx.search(r"\b(?:up to|each of|and/or)\b", m.group(3), re.I):
        return None
    key = amount_key(m.group(5))
    if key is None:
        return None
    base = compile_sentence(f"{m.group(1)} deals {m.group(4) or 0} {m.group(2)} damage to {m.group(3)}", name)
    if not base or len(base) != 1 or base[0].op != "damage" or (base[0].condition or {}).get("per") or (base[0].condition or {}).get("plus"):
        return None
    base[0].condition = {**(base[0].condition or {}), "plus": [{"n": 1, "per": key}]}
    base[0].text = sentence
    return base


_OWN = r"(the .+|your hero's ATK|(?:this ally|attached weapon|attached ally)'s ATK)"


@SENTENCES.register("wscale_amount_heal", priority=55)
def _amount_heal(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "SUBJECT heals damage from TARGET equal to [N plus] AMOUNT" / "… heals X damage from TARGET, where X is
    AMOUNT" — one heal (407) of N plus the amount on resolution."""
    m = (rx.fullmatch(r"(.+?) heals? X damage from (.+?),? where X is (?:(\d+) plus )?" + _OWN, s, re.I)
         or rx.fullmatch(r"(.+?) heals? damage from (.+?),? equal to (?:(\d+) plus )?" + _OWN, s, re.I))
    if not m or rx.search(r"\b(?:up to|each of|and/or)\b", m.group(2), re.I):
        return None
    key = amount_key(m.group(4))
    if key is None:
        return None
    base = compile_sentence(f"{m.group(1)} heals {m.group(3) or 0} damage from {m.group(2)}", name)
    if not base or len(base) != 1 or base[0].op != "heal" or (base[0].condition or {}).get("per") or (base[0].condition or {}).get("plus"):
        return None
    base[0].condition = {**(base[0].condition or {}), "plus": [{"n": 1, "per": key}]}
    base[0].text = sentence
    return base


@REFS.register("wscale_minus_per_turn", priority=5)
def _minus_per_turn(sentence: str, out: list[Effect], read: Any) -> list[Effect] | None:
    """ "Opposing allies have -1 health this turn for each Ghoul you control." — a loss counted on
    resolution (EN 713: a one-shot modification), for counts of cards only."""
    m = rx.fullmatch(r"(.+? (?:has|have) -\d+ (?:ATK|health|\[Health\])(?: ?/ ?-\d+ (?:health|\[Health\]))? this turn) for each ([^,.]+)\.?", sentence.strip())
    if not m:
        return None
    key = per_key(m.group(2))
    if not isinstance(key, dict):
        return None
    effs = read(m.group(1))
    if not effs or any(e.op != "modify_stat" or e.amount >= 0 or e.duration != "this_turn" or (e.condition or {}).get("per") for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "per": key}
        e.text = sentence
    return effs


_X = [(r"([+-])X ATK ?/ ?\1X health", r"\g<1>1 ATK / \g<1>1 health"), (r"([+-])X ?/ ?\1X", r"\g<1>1 / \g<1>1"),
      (r"([+-])X (ATK|DEF|health)", r"\g<1>1 \2"), (r"\b(Assault|Mend) X\b", r"\1 1")]


def where_static(text: str, name: str, ctype: str) -> list[Effect] | None:
    """ "WHO has +X ATK / Assault X / +X DEF, where X is AMOUNT." → the continuous power with 1 for X, counted
    per AMOUNT (EN 714). Refused when the amount reads the stat it changes on cards it may change."""
    s = rx.sub(r"\[Health\]", "health", text.strip().rstrip("."), flags=re.I)
    s = rx.sub(r"\s*\[(?:DEF|Defense)\]", " DEF", s, flags=re.I).replace("  ", " ")
    m = rx.fullmatch(r"((?:While [^,.]+, )?[^,.]+?) (?:has|have) ([^,.]+), where X is ([^,.]+)", s)
    if not m or "X" not in m.group(2) or rx.search(r"\d", m.group(2)):
        return None  # an amount printed beside X would be counted too
    key = amount_key(m.group(3))
    if key is None:
        return None
    body = m.group(2)
    for pat, rep in _X:
        body = rx.sub(pat, rep, body)
    if "X" in body:
        return None
    effs = static_fallback(f"{m.group(1)} has {body}.", name)
    if not effs or any((e.condition or {}).get("per") for e in effs):
        return None
    scaled = [e for e in effs if e.op == "modify_stat" or (e.op == "grant_keyword" and e.keyword in ("Assault", "Mend"))]
    if not scaled or any(e.op == "grant_keyword" and e.amount != 1 for e in effs if e not in scaled):
        return None
    for e in scaled:
        if isinstance(key, dict) and _loops(key, e, ctype, m.group(1)):
            return None
        e.condition = {**(e.condition or {}), "per": key}
    for e in effs:
        e.text = text
    return effs


def _loops(key: dict[str, Any], e: Effect, ctype: str, who: str) -> bool:
    """Whether the amount reads the stat ``e`` changes, on cards ``e`` may change (EN 714: no loop)."""
    stat = {"atk": "atk", "def": "def", "health": "health"}.get(e.stat) if e.op == "modify_stat" else ("atk" if e.keyword == "Assault" else None)
    if stat is None or key.get("stat") != stat:
        return False
    tgt = e.target
    if key["k"] == "wsc_own":  # "this ally's ATK" / "attached ally's ATK": a loop only on that same card
        return tgt is None or tgt.kind == ("self" if key["of"] == "self" else "attached")
    host = {"hero", "ally"} if rx.search(r"attached (?:ally|hero|character)", who, re.I) else set(_ALL)
    kinds = {"self": {ctype}, "player_hero": {"hero"}, "attached": host}.get(tgt.kind if tgt else "", set(_ALL))
    if tgt is not None and tgt.kind == "each":
        kinds = set(tgt.filter.get("types") or _ALL)
    return bool(kinds & set(key.get("types") or _ALL))


@SENTENCES.register("wscale_equal_weapon_atk", priority=56)
def _equal_weapon_atk(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals ranged damage to target hero or ally equal to 1 plus the ATK of one of your Ranged
    weapons." — the "where X is" wording of ``templates_weapon_atk`` (the weapon is picked on resolution)."""
    m = rx.fullmatch(r"(your hero deals) " + _TYPES + r" damage to ((?:target|each) [^,]+?),? equal to ((?:\d+ plus )?the ATK of "
                     r"(?:one of your [\w -]+? weapons|an? [\w -]+? weapon you control|one of your [A-Z]\w+?s))", s, re.I)
    if not m:
        return None
    effs = compile_sentence(f"{m.group(1)} X {m.group(2)} damage to {m.group(3)}, where X is {m.group(4)}", name)
    if not effs:
        return None
    for e in effs:
        e.text = sentence
    return effs


_CLASSES = "Death Knight|Druid|Hunter|Mage|Paladin|Priest|Rogue|Shaman|Warlock|Warrior"


@SENTENCES.register("wscale_picked_cost_damage", priority=56)
def _picked_cost_damage(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals X frost damage to target hero or ally, where X is the cost of a non-hero Mage or Shaman
    you control." — you pick one such card of yours as it resolves (not a target, EN 709.1; ``engine.wow.forced``)
    and X is its printed cost (201.3); with none, X is 0 (104.2)."""
    m = rx.fullmatch(r"(your hero deals) X " + _TYPES + r" damage to ((?:target|attached) [^,]+), where X is the cost of an? non-hero ("
                     + _CLASSES + r") or (" + _CLASSES + r") you control", s, re.I)
    if not m:
        return None
    base = compile_sentence(f"{m.group(1)} 0 {m.group(2)} damage to {m.group(3)}", name)
    if not base or len(base) != 1 or base[0].op != "damage" or base[0].target is None:
        return None
    base[0].condition = {**(base[0].condition or {}), "plus_ref": "cost"}
    base[0].text = sentence
    flt = {"types": ["ally", "ability", "weapon", "armor", "item", "location"], "any_tag": [m.group(4), m.group(5)]}
    return [Effect("player_picks", 1, Target("player"), stat="choose", condition={"filter": flt}, text=sentence), base[0]]


@TEXTS.register("wscale_picked_cost_then_dealt")
def _picked_cost_then_dealt(text: str, name: str) -> list[Effect] | None:
    """ "… where X is the cost of a non-hero Mage or Shaman you control. A character dealt damage this way can't
    …": X may be 0 and then no damage is dealt (405.6), which the later sentence must see — left to the controller."""
    if rx.search(r"where X is the cost of an? non-hero", text) and rx.search(r"dealt damage this way", text):
        return [Effect("manual", text=text)]
    return None
