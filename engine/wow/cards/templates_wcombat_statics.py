"""Continuous combat powers of helper wcombat's families, read for ``templates_statics``: attack
requirements and limits (``templates_wcombat_orders``) and combat keywords given to a tag
(EN 714): "Demons have Ferocity.", "Fire Elementals you control have Ferocity.", "Earth
Elementals you control have Protector.", "Anton and Ghouls in your party are Protectors."; strikes
and protection forbidden (103.2): "Opponents can't strike with weapons.", "This ally can't be
protected against."; grants while a combat condition holds: "This ally has Assault 2 and Long-Range
while attacking Mages." (``engine.wow.combat_conditions``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .keys import CANT_ATTACK, CANT_EXHAUST, CANT_STRIKE, UNPROTECTABLE
from .readers import GRANTABLE, grant_parts, is_self, target
from .templates_wcombat_orders import attack_order

_NOT_TAGS = {"hero", "heroe", "ally", "allie", "opposing", "other", "friendly", "card", "weapon", "character", "protector", "token", "your"}
_TAGGED = re.compile(r"(?:(.+?) and )?((?:[A-Z][\w'-]+ )?[A-Z][\w'-]+)s( you control| in your party)? (?:have|has|are) (?:an? )?([A-Z][\w-]+?)s?", re.I)


def tag_keyword(s: str, name: str, text: str) -> list[Effect] | None:
    """ "[NAME and] Tags [you control | in your party] have/are Keyword" → the keyword for each
    hero and ally with that tag (on that side), and for the card itself when named (EN 714)."""
    m = _TAGGED.fullmatch(s.strip().rstrip("."))
    if not m or not m.group(2)[0].isupper() or m.group(2).split()[-1].lower() in _NOT_TAGS or m.group(2).lower() in _NOT_TAGS:
        return None
    key = next((k for k in GRANTABLE if k.lower() == m.group(4).lower()), None)
    if key is None or key in ("Assault", "Mend"):
        return None
    flt = {"types": ["hero", "ally"], "tag": m.group(2)}
    if m.group(3):
        flt["side"] = "friendly"
    out = [Effect("grant_keyword", 1, Target("each", flt), keyword=key, duration="permanent", text=text)]
    if m.group(1) is not None:
        if not is_self(m.group(1), name) or m.group(1).lower() == "it":
            return None
        out.insert(0, Effect("grant_keyword", 1, Target("self", {}), keyword=key, duration="permanent", text=text))
    return out


def tag_cant(s: str, name: str, text: str) -> list[Effect] | None:
    """ "Opposing Warriors can't attack or exhaust." (103.2): each opposing hero and ally with that
    tag (a class, race or tag word, 202.1a) can't attack / exhaust (``combat.can_attack``, ``restrictions``)."""
    m = rx.fullmatch(r"(Opposing |Friendly )?([A-Z][\w'-]+)s can't (attack or exhaust|attack|exhaust)", s.strip().rstrip("."))
    if not m or m.group(2).lower() in _NOT_TAGS:
        return None
    flt = {"types": ["hero", "ally"], "tag": m.group(2)}
    if m.group(1):
        flt["side"] = "opposing" if m.group(1).strip() == "Opposing" else "friendly"
    keys = {"attack": [CANT_ATTACK], "exhaust": [CANT_EXHAUST], "attack or exhaust": [CANT_ATTACK, CANT_EXHAUST]}[m.group(3)]
    return [Effect("grant_keyword", 1, Target("each", dict(flt)), keyword=k, duration="permanent", text=text) for k in keys]


def strike_or_protect(s: str, name: str, text: str) -> list[Effect] | None:
    """ "Opponents can't strike with weapons [on your turn]." (on each opposing hero: its player
    can't strike, 303.2), "You can't strike with this weapon on your turn.", "This ally can't be
    protected against." (EN glossary Protector) — restrictions (103.2) as pseudo-keywords."""
    body = s.strip().rstrip(".")
    mine = {"if": {"k": "your_turn", "not": False}}
    m = rx.fullmatch(r"Opponent(?:s|'s|s') can't strike with weapons( on your turn)?", body)
    if m:
        return [Effect("grant_keyword", 1, Target("each", {"types": ["hero"], "side": "opposing"}), keyword=CANT_STRIKE, duration="permanent",
                       condition=dict(mine) if m.group(1) else None, text=text)]
    m = rx.fullmatch(r"You can't strike with this weapon( on your turn)?", body)
    if m:
        return [Effect("grant_keyword", 1, Target("self", {}), keyword=CANT_STRIKE, duration="permanent", condition=dict(mine) if m.group(1) else None, text=text)]
    m = rx.fullmatch(r"(.+?) can't be protected against", body)
    if m and (is_self(m.group(1), name) or m.group(1).lower() == "this ally") and m.group(1).lower() != "it":
        return [Effect("grant_keyword", 1, Target("self", {}), keyword=UNPROTECTABLE, duration="permanent", text=text)]
    return None


def combat_while(phrase: str, name: str) -> dict[str, Any] | None:
    """A "while …" about the current combat that the shared catalogue lacks (``engine.wow.combat_conditions``,
    ``engine.wow.conditions`` for "attacking an exhausted hero or ally")."""
    p = phrase.strip()
    m = rx.fullmatch(r"attacking (exhausted|ready|damaged|undamaged) heroes and allies", p, re.I)
    if m:
        return {"k": "attacking_vs", "who": "it", "state": m.group(1).lower(), "ally_only": False}
    m = rx.fullmatch(r"attacking ([A-Z][\w'-]+)s", p)
    if m and m.group(1).lower() not in _NOT_TAGS:
        return {"k": "wca_attacking_tag", "tag": m.group(1)}
    m = rx.fullmatch(r"your hero is (attacking|in combat with) an? (hero|ally)(?: with (\d+) or more damage| with cost (\d+) or more)?", p, re.I)
    if m:
        out: dict[str, Any] = {"k": "wca_hero_vs", "role": "attacking" if m.group(1).lower() == "attacking" else "combat", "kind": m.group(2).lower()}
        if m.group(3):
            out["min_damage"] = int(m.group(3))
        if m.group(4):
            out["min_cost"] = int(m.group(4))
        return out
    m = rx.fullmatch(r"defending against (.+)", p, re.I)
    if m and (is_self(m.group(1), name) or m.group(1).lower() == "this ally") and m.group(1).lower() != "it":
        return {"k": "wca_defending_against_source"}
    return None


def _holder(phrase: str, name: str) -> Target | None:
    p = phrase.strip()
    if p.lower() != "it" and (is_self(p, name) or rx.fullmatch(r"this (?:ally|weapon|hero)", p, re.I)):
        return Target("self", {})
    if rx.fullmatch(r"allies", p, re.I):
        return Target("each", {"types": ["ally"]})
    tgt = target(p, name)
    if tgt is None or tgt.kind not in ("each", "player_hero") or set(tgt.filter) - {"types", "side"}:
        return None
    return tgt


def combat_static(s: str, name: str, text: str) -> list[Effect] | None:
    """ "[While X, ] SUBJECT has/have GRANTS while COMBAT" (EN 714): "Gatlin has Long-Range while
    attacking exhausted heroes and allies", "This ally has Assault 2 and Long-Range while attacking
    Mages", "Mass of McGowan has +2 ATK while your hero is attacking an ally", "Allies have -2 ATK
    while defending against this ally", "While you have no weapons, your hero has +1 ATK while attacking"."""
    body = s.strip().rstrip(".")
    lead = None
    w = rx.fullmatch(r"While ([^,]+), (.+)", body)
    if w:
        lead = parse_condition(w.group(1), name)
        if lead is None:
            return None
        body = w.group(2)
    m = rx.fullmatch(r"(.+?) (?:has|have) (.+?) while (.+)", body)
    if not m:
        return None
    cond = combat_while(m.group(3), name)
    if cond is None and lead is not None:  # "While you have no weapons, your hero has +1 ATK while attacking"
        cond = parse_condition(m.group(3), name)
        cond = cond if cond is not None and cond.get("k") == "state" and cond.get("who") == "it" else None
    tgt = _holder(m.group(1), name)
    if cond is None or tgt is None:
        return None
    out = grant_parts(m.group(2), tgt, text)
    if out is None:
        return None
    for e in out:
        e.condition = {"if": cond if lead is None else {"k": "wca_all", "of": [lead, cond]}}
    return out


def wcombat_static(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence of a continuous power, or None."""
    return (attack_order(s, name, text) or tag_keyword(s, name, text) or tag_cant(s, name, text) or strike_or_protect(s, name, text)
            or combat_static(s, name, text))
