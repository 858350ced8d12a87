"""Triggered powers on other cards' events (EN 703): "When your hero deals combat damage with a
weapon, …", "When a Shaman ally enters play under your control or a friendly player's control, …",
"When you place a resource face up, …", "When attached ally attacks, …", "When an ally you control
attacks, …", "When an ally with cost 4 or more enters play, …".

Each reader returns ``(trigger, effects, cost)`` only when the effect text is read in full; the
compiler otherwise goes on with its older readers. The engine announces these triggers in
``engine.wow.event_triggers`` (the ``cost`` dict carries the event's filter)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .conditions import play_filter

Compile = Callable[[str, str], tuple[list, bool]]

_TO = {"a hero": {"types": ["hero"]}, "an opposing hero": {"types": ["hero"], "side": "opposing"},
       "an opponent's hero": {"types": ["hero"], "side": "opposing"}, "an ally": {"types": ["ally"]},
       "an opposing ally": {"types": ["ally"], "side": "opposing"}, "a hero or ally": {"types": ["hero", "ally"]}}
"""What the damaged character must be ("… to a hero, …")."""


def _names(name: str) -> str:
    return "|".join(re.escape(x) for x in sorted({name, name.split(",")[0], name.split(" ")[0]}, key=len, reverse=True) if x)


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _hero_rest(rest: str) -> str:
    """In a "When your hero …" power, a leading "it" and "itself" are your hero; "that character"/
    "that ally"/"that hero" is the character dealt damage (the triggering card); "also"/"then" add nothing."""
    rest = re.sub(r"^(?:it|your hero) (?:also |then )?", "your hero ", rest)
    rest = re.sub(r"\b(?:itself|himself|herself)\b", "your hero", rest)
    return re.sub(r"\bthat (?:character|ally|hero)\b(?!'s)", "the triggering card", rest)


def hero_combat_damage(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When your hero deals combat damage [with a weapon | with this weapon | with NAME] [to a hero
    | to an ally | …] [while attacking], X" (EN 703; 408.3d: combat damage dealt with the weapons
    struck this combat)."""
    m = re.fullmatch(r"When your hero deals combat damage(?: with (?P<w>a weapon|this weapon|" + _names(name) + r"))?"
                     r"(?: to (?P<to>" + "|".join(re.escape(k) for k in _TO) + r"))?(?P<att> while attacking)?, (?P<rest>.+)", body)
    if not m:
        return None
    cost: dict[str, Any] = {"weapon": None if not m.group("w") else ("any" if m.group("w") == "a weapon" else "self"),
                            "to": _TO.get(m.group("to") or ""), "while_attacking": bool(m.group("att"))}
    effs, ok = compile_effects(_cap(_hero_rest(m.group("rest"))), name)
    return ("hero_combat_damage", effs, cost) if ok else None


def ally_enters(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When a Shaman ally enters play under your control or a friendly player's control, it deals
    2 nature damage to …" (a game here has no friendly players: each other player is an opponent,
    so the entering ally is yours); "When an ally with cost 4 or more enters play under your
    control, …"; "When an ally with cost 5 or less enters play, destroy it." (either side).
    "it" is the entering ally (EN 703), also as the source of damage or healing it deals."""
    m = re.fullmatch(r"When an? (?P<f>[\w\[\]' -]+? )?ally(?: with cost (?P<n>\d+) or (?P<cmp>more|less))? enters play"
                     r"(?P<who> under your control(?: or a friendly player's control)?)?, (?P<rest>.+)", body)
    if not m or (m.group("f") is None and m.group("n") is None):
        return None
    flt: dict[str, Any] = {"types": ["ally"]}
    if m.group("f"):
        pf = play_filter(m.group("f").strip() + " ally")
        if pf is None or pf.get("types") != ["ally"]:
            return None
        flt = dict(pf)
    if m.group("n"):
        flt["min_cost" if m.group("cmp") == "more" else "max_cost"] = int(m.group("n"))
    if m.group("who"):
        flt["side"] = "friendly"
    rest = m.group("rest")
    event_source = bool(re.match(r"it (?:may )?(?:deals?|heals?) ", rest))
    if event_source and "." in rest.rstrip("."):
        return None  # one sentence only: its effects are the entering ally's
    if event_source:  # "it deals …": read with this card as the source, then the source becomes the entering ally
        rest = re.sub(r"^it ", "this card ", rest)
    rest = re.sub(r"\b(?:it|that ally)\b", "the triggering card", rest)
    effs, ok = compile_effects(_cap(rest), name)
    if not ok:
        return None
    if event_source:
        first = [e for e in effs if (e.condition or {}).get("source") == "self" or e.op == "heal"]
        if not first or any(e.op not in ("damage", "heal") for e in first):
            return None
        for e in first:
            e.condition = {**(e.condition or {}), "source": "event"}
    return "ally_enters_filtered", effs, {"enter_filter": flt}


def resource_face_up(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When you place a resource face up [into your resource row], X" (412.1b: placing a quest or
    location face up as your resource)."""
    m = re.fullmatch(r"When you place a resource (?:face up(?: into your resource row)?|into your resource row face up), (.+)", body)
    if not m:
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return ("resource_face_up", effs, {}) if ok else None


def attached_events(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When attached ally attacks, …", "When attached ally is dealt [combat] damage, …", "When
    attached ally deals combat damage to an opposing hero, …" (400.1: the host of this card; "it" is
    the host)."""
    m = re.fullmatch(r"When attached (?:ally|character|hero or ally) (attacks|is dealt damage|is dealt combat damage|"
                     r"deals combat damage to an opposing hero|deals damage to an opposing hero), (.+)", body)
    if not m:
        return None
    trig = {"attacks": "attacks_attached_ev", "is dealt damage": "damaged_attached_ev", "is dealt combat damage": "damaged_attached_ev",
            "deals combat damage to an opposing hero": "damage_to_opposing_hero_attached_ev",
            "deals damage to an opposing hero": "damage_to_opposing_hero_attached_ev"}[m.group(1)]
    rest = m.group(2)
    if re.match(r"(?:it|he|she) ", rest):  # the host as a subject ("it deals …") is not read here
        return None
    rest = re.sub(r"\b(?:it|that ally|that character)\b", "attached character", rest)
    effs, ok = compile_effects(_cap(rest), name)
    return (trig, effs, {"combat": "combat" in m.group(1)}) if ok else None


def friendly_ally_attacks(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When an ally you control attacks, …" / "When an ally in your party attacks, …" (EN 703)."""
    m = re.fullmatch(r"When an ally (?:you control|in your party) attacks, (.+)", body)
    if not m or re.search(r"\b(?:it|that ally)\b", m.group(1)):
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return ("attacks_friendly_ally", effs, {}) if ok else None


READERS = (hero_combat_damage, ally_enters, resource_face_up, attached_events, friendly_ally_attacks)


def event_more(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """The first reader that reads the whole power, or None."""
    body = body.strip()
    if not body.startswith("When "):
        return None
    for reader in READERS:
        found = reader(body, name, compile_effects)
        if found is not None:
            return found
    return None
