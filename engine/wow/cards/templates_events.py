"""Triggered powers on other cards' events (EN 703): "When your hero deals combat damage with a
weapon, …", "When a Shaman ally enters play under your control or a friendly player's control, …",
"When you place a resource face up, …", "When attached ally attacks, …", "When an ally you control
attacks / is destroyed / is dealt damage / deals damage / exhausts / enters play, …", "When 1 or
more damage is healed from …", "When you strike with a Ranged weapon, …", "When you attach an
ability …", "When an opponent discards / draws / plays a card, … his hero", "When a resource you
control is turned face down, …".

Each reader returns ``(trigger, effects, cost)`` only when the effect text is read in full; the
compiler otherwise goes on with its older readers (and only asks here for wordings its own
``_EVENTS`` don't take). The engine announces these triggers in ``engine.wow.event_triggers`` (the
``cost`` dict carries the event's filter)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import rx
from .conditions import card_filter, play_filter

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
    rest = rx.sub(r"^(?:it|your hero) (?:also |then )?", "your hero ", rest)
    rest = rx.sub(r"\b(?:itself|himself|herself)\b", "your hero", rest)
    return rx.sub(r"\bthat (?:character|ally|hero)\b(?!'s)", "the triggering card", rest)


def hero_combat_damage(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When your hero deals combat damage [with a weapon | with this weapon | with NAME] [to a hero
    | to an ally | …] [while attacking], X" (EN 703; 408.3d: combat damage dealt with the weapons
    struck this combat)."""
    if rx.match(r"When (?:combat )?damage is dealt with ", body):
        body = rx.sub(r"^When (?:combat )?damage is dealt with (this weapon|this equipment|" + _names(name) + r")(?P<to> to an? (?:defending )?hero)?"
                      r"(?P<t> on an opponent's turn)?, ",
                      lambda mm: "When your hero deals combat damage with this weapon" + (mm.group("to") or "") + (mm.group("t") or "") + ", ", body)
        body = rx.sub(r"^When (?:combat )?damage is dealt with (this weapon|this equipment)(?P<t> on an opponent's turn)?, ",
                      lambda mm: "When your hero deals combat damage with this weapon" + (mm.group("t") or "") + ", ", body)
    elif body.startswith("When your hero deals damage with "):
        body = rx.sub(r"^When your hero deals damage with (this weapon|" + _names(name) + r"), ", r"When your hero deals combat damage with \1, ", body)
    if not body.startswith("When your hero deals combat damage"):
        return None
    m = rx.fullmatch(r"When your hero deals combat damage(?: with (?P<w>a weapon|this weapon|" + _names(name) + r"))?"
                     r"(?: to (?P<to>" + "|".join(re.escape(k) for k in _TO) + r"))?(?P<att> while attacking)?(?P<opp> on an opponent's turn)?, (?P<rest>.+)", body)
    if not m or (not m.group("w") and m.group("to") == "an ally" and not m.group("att")):
        return None  # "When your hero deals combat damage to an ally": the compiler's hero_combat_damage_to_ally
    cost: dict[str, Any] = {"weapon": None if not m.group("w") else ("any" if m.group("w") == "a weapon" else "self"),
                            "to": _TO.get(m.group("to") or ""), "while_attacking": bool(m.group("att"))}
    if m.group("opp"):
        cost["turn"] = "opponent"
    rest = m.group("rest")
    if (cost["to"] or {}).get("types") == ["hero"]:  # the hero your hero dealt combat damage to is an opposing one (EN 603):
        rest = rx.sub(r"^that hero's controller\b", "each opponent", rest)  # its controller is the opponent (two players)
    effs, ok = compile_effects(_cap(_hero_rest(rest)), name)
    return ("hero_combat_damage", effs, cost) if ok else None


def strikes(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When you strike with a Melee weapon, …" / "… with this or another Ranged weapon, …" / "When
    you strike with this weapon on an opponent's turn, …" (303.2: striking with a weapon). "it" is
    the weapon struck with."""
    m = rx.fullmatch(r"When you strike with (?:(?P<self>this weapon)|(?P<also>this or another|an?) (?P<f>\[?[A-Z][\w]*\]? )?weapon)"
                     r"(?P<turn> on (?:an opponent's|your) turn)?, (?P<rest>.+)", body)
    if not m or (m.group("also") and m.group("also") in ("a", "an") and not m.group("f")) or (m.group("self") and not m.group("turn")):
        return None  # "this weapon" alone / "a weapon": the compiler's strike_self / strike_any
    cost: dict[str, Any] = {"self": bool(m.group("self")), "self_too": m.group("also") == "this or another"}
    if m.group("f"):
        flt = card_filter(m.group("f").strip() + " weapon")
        if flt is None:
            return None
        cost["flt"] = flt
    if m.group("turn"):
        cost["turn"] = "opponent" if "opponent" in m.group("turn") else "yours"
    rest = m.group("rest")
    if not m.group("self"):
        rest = rx.sub(r"\bit\b", "the triggering card", rest)
    if _refs(rest.replace("the triggering card", "")):
        return None
    effs, ok = compile_effects(_cap(rest), name)
    return ("strike_filtered", effs, cost) if ok else None


def attaches(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When you attach an ability to a hero or ally, …" (400.1: an ability you control attaches)."""
    m = rx.fullmatch(r"When you attach an ability to a hero or ally, (.+)", body)
    if not m or _refs(m.group(1)):
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return ("attach_ability", effs, {}) if ok else None


def ally_enters(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When a Shaman ally enters play under your control or a friendly player's control, it deals
    2 nature damage to …" (a game here has no friendly players: each other player is an opponent,
    so the entering ally is yours); "When an ally with cost 4 or more enters play under your
    control, …"; "When an ally with cost 5 or less enters play, destroy it." (either side).
    "it" is the entering ally (EN 703), also as the source of damage or healing it deals."""
    if " enters play" not in body:
        return None
    m = rx.fullmatch(r"When (?:an?|(?P<me>this ally|" + _names(name) + r") or another) (?P<f>[\w\[\]' -]+? )?ally"
                     r"(?: with (?:cost (?P<n>\d+) or (?P<cmp>more|less)|(?P<atk>\d+) or (?P<cmpa>more|less) ATK))? enters play"
                     r"(?P<who> under your control(?: or a friendly player's control)?)?, (?P<rest>.+)", body)
    if not m or (m.group("f") is None and m.group("n") is None and m.group("atk") is None and "friendly player" not in (m.group("who") or "")):
        return None
    if m.group("me") and (m.group("f") or not m.group("who")):
        return None  # "When NAME or another Murloc ally enters play …": the compiler's enter_ally_filtered
    flt: dict[str, Any] = {"types": ["ally"]}
    if m.group("atk"):  # "an ally with 6 or more ATK": its ATK as it enters (engine.wow.event_triggers)
        flt["min_atk" if m.group("cmpa") == "more" else "max_atk"] = int(m.group("atk"))
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
    event_source = bool(rx.match(r"it (?:may )?(?:deals?|heals?) ", rest))
    if event_source and "." in rest.rstrip("."):
        return None  # one sentence only: its effects are the entering ally's
    if event_source:  # "it deals …": read with this card as the source, then the source becomes the entering ally
        rest = rx.sub(r"^it ", "this card ", rest)
    rest = rx.sub(r"\b(?:it|that ally)\b", "the triggering card", rest)
    effs, ok = compile_effects(_cap(rest), name)
    if not ok:
        return None
    if event_source:
        first = [e for e in effs if (e.condition or {}).get("source") == "self" or e.op == "heal"]
        if not first or any(e.op not in ("damage", "heal") for e in first):
            return None
        for e in first:
            e.condition = {**(e.condition or {}), "source": "event"}
    return "ally_enters_filtered", effs, {"enter_filter": flt, "self_too": bool(m.group("me"))}


def resource_face_up(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When you place a resource face up [into your resource row], X" (412.1b: placing a quest or
    location face up as your resource)."""
    m = rx.fullmatch(r"When you (?:place|play) a resource (?:face up(?: into your resource row)?|into your resource row face up), (.+)", body)
    if not m:
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return ("resource_face_up", effs, {}) if ok else None


def attached_events(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When attached ally attacks, …", "When attached ally is dealt [combat] damage, …", "When
    attached ally deals combat damage to an opposing hero, …" (400.1: the host of this card; "it" is
    the host)."""
    m = rx.fullmatch(r"When attached (?:ally|character|hero or ally|hero) (attacks|is dealt damage|is dealt combat damage|heals damage|"
                     r"deals combat damage to an opposing hero|deals damage to an opposing hero|'s controller draws a card), (.+)",
                     body.replace("attached hero's controller", "attached hero 's controller"))
    if not m:
        return None
    trig = {"heals damage": "heals_attached_ev", "'s controller draws a card": "draw_attached_ev", "attacks": "attacks_attached_ev", "is dealt damage": "damaged_attached_ev", "is dealt combat damage": "damaged_attached_ev",
            "deals combat damage to an opposing hero": "damage_to_opposing_hero_attached_ev",
            "deals damage to an opposing hero": "damage_to_opposing_hero_attached_ev"}[m.group(1)]
    rest = m.group(2).replace("attached hero 's", "attached hero's")
    thorns = rx.fullmatch(r"it deals (\d+ \w+ damage) to the source of that (?:combat )?damage\.?", rest)
    if thorns and trig == "damaged_attached_ev":  # "it deals 1 nature damage to the source of that combat damage"
        effs, ok = compile_effects(f"This card deals {thorns.group(1)} to the triggering card.", name)
        if not ok or len(effs) != 1 or effs[0].op != "damage":
            return None
        effs[0].condition = {**(effs[0].condition or {}), "source": "event"}  # the host deals it (engine.wow.event_triggers)
        return trig, effs, {"combat": "combat" in m.group(1), "event": "source"}
    if rx.match(r"(?:it|he|she) ", rest):  # the host as a subject ("it deals …") is not read here
        return None
    rest = rx.sub(r"\b(?:it|that ally|that character)\b", "attached character", rest)
    effs, ok = compile_effects(_cap(rest), name)
    return (trig, effs, {"combat": "combat" in m.group(1)}) if ok else None


def subject_filter(phrase: str, name: str) -> dict[str, Any] | None:
    """Who an event happens to: "an ally you control", "a Holy ally in your party", "a friendly
    Paladin", "an opposing ability, ally, or equipment", "one of your Totems", "a non-token ally you
    control", "your hero", "your hero or another ally you control" → a filter for
    ``engine.wow.targets.matches`` (plus ``token``: True/False). None for this card or an unread phrase."""
    p = rx.spaces(phrase.strip())
    low = p.lower()
    if low == "your hero":
        return {"types": ["hero"], "side": "friendly"}
    if low == "your hero or another ally you control":
        return {"types": ["hero", "ally"], "side": "friendly", "exclude_self": True}
    flt: dict[str, Any] = {}
    m = rx.fullmatch(r"one of your ([A-Z][\w'-]*?)s", p)
    if m:
        return {"types": ["hero", "ally", "ability", "weapon", "armor", "item"], "tag": m.group(1), "side": "friendly"}
    m = rx.fullmatch(r"(?:an?|another) (.+)", p)
    if not m:
        return None
    if p.lower().startswith("another "):
        flt["exclude_self"] = True
    p = m.group(1)
    m = rx.fullmatch(r"(.+?) (you control|in your party|an opponent controls|in an opponent's party)", p)
    if m:
        p, flt["side"] = m.group(1), "friendly" if m.group(2) in ("you control", "in your party") else "opposing"
    m = rx.fullmatch(r"(opposing|friendly|enemy) (.+)", p)
    if m:
        if "side" in flt:
            return None
        flt["side"], p = ("friendly" if m.group(1) == "friendly" else "opposing"), m.group(2)
    m = rx.fullmatch(r"(non-token|token) (.+)", p)
    if m:
        flt["token"], p = m.group(1) == "token", m.group(2)
    m = rx.fullmatch(r"(exhausted|ready|damaged|undamaged|attacking|defending) (.+)", p)
    if m:
        flt["state"], p = m.group(1), m.group(2)
    if rx.search(r"\bnon-|\bresource|\bwith\b|\bthis\b|\bnamed\b", p) or _is_named(p, name):
        return None
    base = card_filter(p)
    if base is None:
        return None
    return {**base, **flt}


def _is_named(p: str, name: str) -> bool:
    return bool(name) and p.lower() in {name.lower(), name.split(",")[0].lower(), name.split(" ")[0].lower()}


_DTYPES = "arcane|fire|frost|holy|melee|nature|ranged|shadow"


def _refs(rest: str) -> bool:
    """The effect text names the event's card ("it", "that ally", "the source of that damage", …)."""
    return bool(rx.search(r"\b(?:it|its|that (?:ally|character|hero|card)|him|her|he|she|his|they|them|source)\b", rest, re.I))


def generic_events(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When SUBJECT attacks / is destroyed / is dealt [combat] [TYPE] damage / deals [combat] [TYPE]
    damage [to X] / exhausts / becomes exhausted / readies / enters play [under your control], …" and "When 1 or
    more damage is healed from SUBJECT, …" (EN 703), SUBJECT read by ``subject_filter``. "it" (and "that
    ally"/"that character") is the card the event happened to; "the source of that damage" the card
    that dealt it. An effect text naming the event's card in a way not listed here stays manual."""
    body = rx.spaces(body)
    dt = r"(?:\[?(?P<dt>(?i:" + _DTYPES + r"))\]?(?: or \[(?i:" + _DTYPES + r")\])? )?"
    turn = r"(?P<turn> on (?:your|an opponent's) turn)?"
    forms = [
        ("attacks_filtered", r"When (?P<subj>.+?) attacks, (?P<rest>.+)"),
        ("destroyed_filtered", r"When (?P<subj>.+?) is destroyed, (?P<rest>.+)"),
        ("damaged_filtered", r"When (?P<subj>.+?) is dealt (?P<combat>combat )?" + dt + r"damage" + turn + ", (?P<rest>.+)"),
        ("deals_damage_filtered", r"When (?P<subj>.+?) deals (?P<fatal>fatal )?(?P<combat>combat )?" + dt + r"damage(?P<with> with an ability)?(?: to (?P<to>.+?))?(?P<att> while attacking)?, (?P<rest>.+)"),
        ("exhausts_filtered", r"When (?P<subj>.+?) (?:exhausts|becomes exhausted), (?P<rest>.+)"),
        ("readies_filtered", r"When (?P<subj>.+?) readies, (?P<rest>.+)"),
        ("enters_filtered", r"When (?P<subj>.+?) enters play(?P<ctl> under your control| under an opponent's control)?, (?P<rest>.+)"),
        ("healed_filtered", r"When 1 or more damage is healed from (?P<subj>.+?), (?P<rest>.+)"),
    ]
    for trig, pattern in forms:
        m = rx.fullmatch(pattern, body)
        if not m:
            continue
        flt = subject_filter(m.group("subj"), name)
        if flt is None:
            return None
        if m.groupdict().get("ctl"):
            side = "friendly" if "your" in m.group("ctl") else "opposing"
            if flt.get("side", side) != side:
                return None
            flt["side"] = side
        dtype = m.groupdict().get("dt")
        if dtype and rx.search(r"or \[", m.group(0)) and not rx.search(r"\b" + dtype + r" or \[" + dtype + r"\]", m.group(0), re.I):
            return None  # "nature or [Nature]" names one type twice; two different types are not read
        cost: dict[str, Any] = {"flt": flt, "combat": bool(m.groupdict().get("combat")), "dtype": dtype.lower() if dtype else None}
        if m.groupdict().get("turn"):
            cost["turn"] = "yours" if "your" in m.group("turn") else "opponent"
        if m.groupdict().get("fatal"):  # "deals fatal damage" (408.4: damage at least its remaining health; helper gear)
            cost["fatal"] = True
        if m.groupdict().get("with"):  # "deals damage with an ability": an ability card's effect dealt it (EN 716; helper gear)
            cost["with"] = "ability"
        if m.groupdict().get("att"):  # "… while attacking": the subject is the attacker of that combat (helper gear)
            flt["state"] = "attacking"
        if m.groupdict().get("to"):
            to = subject_filter(m.group("to"), "")
            if to is None:
                return None
            cost["to"] = to
        rest = m.group("rest")
        hero = flt == {"types": ["hero"], "side": "friendly"}
        if hero:  # "When your hero …, it …": your hero
            rest = rx.sub(r"^it (?:also )?", "your hero ", rest)
            rest = rx.sub(r"\bIf you do, it (?=deals?|heals?)", "If you do, your hero ", rest)
            rest = rx.sub(r"\b(?:itself|himself|herself)\b", "your hero", rest)
        src = rx.search(r"\bthe source of that (?:combat )?damage\b", rest)
        if src and trig == "damaged_filtered":  # the event's card is the one that dealt the damage
            cost["event"] = "source"
            rest = rest[: src.start()] + "the triggering card" + rest[src.end():]
            if rx.fullmatch(r"it deals \d+ \w+ damage to the triggering card\.?", rest):  # "it": the character dealt damage
                cost["it_source"] = True
                rest = "this card " + rest[3:]
        elif trig in ("attacks_filtered", "enters_filtered", "exhausts_filtered", "readies_filtered", "damaged_filtered") or (trig == "deals_damage_filtered" and "to" in cost):
            cost["event"] = "target" if trig == "deals_damage_filtered" else "subject"
            lead = rx.match(r"it (?:may )?(?:deals?|heals?) ", rest)
            if lead and "." not in rest.rstrip("."):  # "it deals …": the event's card is the source (one sentence)
                cost["it_source"] = True
                rest = "this card " + rest[3:]
            rest = rx.sub(r"\b(?:it|that ally|that character)\b", "the triggering card", rest)
        if _refs(rest.replace("the triggering card", "")):
            return None
        effs, ok = compile_effects(_cap(rest), name)
        if not ok:
            return None
        if cost.pop("it_source", False):
            first = [e for e in effs if (e.condition or {}).get("source") == "self" or e.op == "heal"]
            if not first or any(e.op not in ("damage", "heal") for e in first):
                return None
            for e in first:
                e.condition = {**(e.condition or {}), "source": "event"}
        return trig, effs, cost
    return None


def resource_face_down(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When a resource you control is turned face down, …", "When a quest you control turns face
    down, …", "When an opposing resource turns face down, …". In this engine a resource turns face
    down when its controller completes it as a quest (EN 702.2: completing turns the quest face
    down); no other effect turns a resource face down."""
    m = rx.fullmatch(r"When (a resource you control|a quest you control|an opposing resource) (?:is turned|turns) face down, (.+)", body)
    if not m or _refs(m.group(2)):
        return None
    effs, ok = compile_effects(_cap(m.group(2)), name)
    return ("resource_face_down", effs, {"side": "opposing" if "opposing" in m.group(1) else "friendly"}) if ok else None


_PLAYER_EVENTS = {"discard a card": "discard", "discards a card": "discard", "complete a quest": "quest", "completes a quest": "quest",
                  "draw a card": "draw", "draws a card": "draw", "play a card": "play", "plays a card": "play",
                  "places a resource face up": "face_up", "places a resource face up into his resource row": "face_up"}


def player_events(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When you discard a card, …", "When an opponent discards / completes a quest / draws a card /
    plays a card / places a resource face up, …", "When a player draws / plays a card, …" (415.9d,
    EN 702, 415.9e, 412.1b; each card drawn or discarded is one event). "his hero" / "that
    opponent's hero" / "that player's hero" is the hero of the player the event happened to."""
    m = rx.fullmatch(r"When (you|an opponent|a player) (" + "|".join(sorted(_PLAYER_EVENTS, key=len, reverse=True)) + r"), (.+)", body)
    if not m or (m.group(1) == "you") != (m.group(2) in ("discard a card", "complete a quest", "draw a card", "play a card")):
        return None
    if m.group(1) == "you" and m.group(2) != "discard a card":
        return None  # the compiler's draw_card / complete_quest / play_card
    rest = rx.sub(r"\b(?:his hero|that opponent's hero|that player's hero)\b", "the triggering card", m.group(3))
    if _refs(rest.replace("the triggering card", "")):
        return None
    effs, ok = compile_effects(_cap(rest), name)
    who = {"you": "friendly", "an opponent": "opposing", "a player": "any"}[m.group(1)]
    return ("player_event", effs, {"what": _PLAYER_EVENTS[m.group(2)], "side": who}) if ok else None


READERS = (hero_combat_damage, ally_enters, resource_face_up, attached_events, resource_face_down, player_events, strikes, attaches, generic_events)


def event_more(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """The first reader that reads the whole power, or None."""
    body = body.strip()
    if not body.startswith("When "):
        return None
    for reader in READERS:
        found = reader(body, name, compile_effects)
        if found is not None and not any(e.target is not None and e.target.kind == "self" and rx.search(r"\b(?:it|him|her)\b", e.text or "", re.I)
                                         for e in found[1]):
            return found  # (an "it" the compiler read as this card names the card an earlier sentence acted on: left manual)
        if found is not None:
            return None
    return None
