"""Alternative costs (403.3, carried out by ``engine.wow.altcost``): "You may exhaust one of your
Melee weapons rather than pay Pummel's cost.", "You may destroy four of your resources rather than
pay …", "You may discard a weapon rather than pay …", and the keyword Preparation (on your first
turn, play this card without paying its cost)."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import card_filter
from .readers import COST_KINDS, search_filter
from .schema import DAMAGE_TYPES
from .templates_counters import remove_cost
from .templates_wcosts_counted import counted_choice, counters_per
from .templates_wcosts_tags import tag_choice, tag_list

CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _exhaust_filter(phrase: str) -> dict[str, Any] | None:
    """What a card exhausted to pay may be: "one of your Melee weapons", "a non-hero Druid you
    control", "a defending ally in your party" (``targets.matches`` keys)."""
    p = rx.sub(r"^(?:one of your|an?|another) ", "", phrase.strip())
    p = rx.sub(r" (?:you control|in your party)$", "", p)
    flt: dict[str, Any] = {}
    m = rx.match(r"(defending|ready|damaged) ", p)
    if m:
        flt["state"], p = m.group(1), p[m.end():]
    if p.startswith("non-hero "):
        p = p[len("non-hero "):]
        flt["types"] = ["ally", "weapon", "armor", "item", "ability"]
    base = card_filter(rx.sub(r"s$", "", p) if not p.endswith("ss") else p)
    if base is None:
        return None
    tag = base.get("tag")
    if tag and tag not in CLASSES and tag.lower() not in DAMAGE_TYPES and not rx.fullmatch(r"[A-Z][a-z]+", tag):
        return None  # a one-word tag ("Shield": "Shield (1)" counts, 414.3b, keywords.words); not a longer phrase
    if tag:
        flt["tag"] = tag
    if base["types"] != card_filter("card")["types"]:
        flt["types"] = [t for t in base["types"] if t in flt.get("types", base["types"])]
    return flt


_DESTROY_THIS = frozenset(f"destroy this {w}" for w in ("ally", "card", "item", "weapon", "armor", "ability", "totem"))


def alt_cost(sentence: str, name: str) -> dict[str, Any] | None:
    """One "… rather than pay X's cost." sentence → an ``altcost`` cost dict."""
    if not rx.search(r" rather than pay ", sentence, re.I):
        return None
    me = "|".join(re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0], name.removesuffix("s")} if x)  # "Clara Grave's cost" (a misprint)
    m = rx.fullmatch(r"You may (.+?) rather than pay (?:this (?:card|ability|ally)'s|(?:" + me + r")'s?) cost\.?", sentence.strip(), re.I)
    if not m:
        return None
    what = rx.sub(r"\bweapo\b", "weapon", m.group(1))  # "discard a weapo": a misprint in the data (Heroic Throw; helper oneshot_a)
    if what.lower() == "exhaust your defending hero":  # Trap
        return {"exhaust": {"types": ["hero"], "state": "defending"}}
    d = rx.fullmatch(r"destroy (one|two|three|four|five|\d+) of your resources", what, re.I)
    if d:
        return {"destroy_resources": _NUM.get(d.group(1).lower()) or int(d.group(1))}
    d = rx.fullmatch(r"exhaust (.+)", what, re.I)
    if d and (flt := _exhaust_filter(d.group(1))) is not None:
        return {"exhaust": flt}
    d = rx.fullmatch(r"discard (?:an?|one) (.+)", what, re.I)
    if d and (flt := search_filter(d.group(1))) is not None:
        return {"discard": flt}
    d = rx.fullmatch(r"remove (two|three|four|five) (.+?) cards in your graveyard from the game", what, re.I)  # Clara Graves (altcost)
    if d and (flt := search_filter(d.group(2) + " card")) is not None:
        return {"remove_graveyard": flt, "n": _NUM[d.group(1).lower()]}
    d = rx.fullmatch(r"remove (?:an?|one) (.+?) (?:in|from) (?:your )?hand from the game", what, re.I)  # "… in hand …" (Vileblade)
    if d and (flt := search_filter(d.group(1))) is not None:
        return {"remove_from_hand": flt}
    return None


def split_alt_cost(line: str, name: str) -> tuple[dict[str, Any] | None, str]:
    """A line that starts with an alternative cost sentence → (cost, the rest of the line)."""
    if line.strip() == "Preparation":
        return {"free": True, "own_first_turn": True}, ""
    first, _, rest = line.partition(". ")
    cost = alt_cost(first.rstrip(".") + ".", name)
    return (cost, rest.strip()) if cost is not None else (None, line)


def cost_mod(sentence: str, name: str, ctype: str) -> dict[str, Any] | None:
    """ "You pay 1 less to play allies (with cost 4 or more)(, to a minimum of 1)", "… to strike
    with Ranged weapons", "… to complete quests", "You pay 2 less to play this ally for each
    Monster hero and ally you control", "Opponents pay 1 more to play abilities" (403.2;
    ``engine.wow.costs``)."""
    from .conditions import parse_condition, per_filter
    from .templates_quests import cost_reorder

    s = rx.sub(r"\[(\d+)\]", r"\1", cost_reorder(sentence).strip().rstrip("."))
    me = "|".join(re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0]} if x)
    m = rx.fullmatch(r"(You|Opponents|Players) pays? (\d+) (less|more) to (play|strike with|complete) (.+?)"
                     r"(?:, to a minimum of (\d+))?(?: (for each|while|if) (.+))?", s, re.I)
    if not m:
        return None
    who, n, sign, verb, obj, floor, how, tail = m.groups()
    out: dict[str, Any] = {"what": {"play": "play", "strike with": "strike", "complete": "complete"}[verb.lower()],
                           "amount": int(n) * (1 if sign.lower() == "less" else -1), "who": {"You": "you", "Players": "players"}.get(who, "opponents")}
    if floor:
        out["min"] = int(floor)
    o = obj.strip()
    if rx.fullmatch(r"this (ally|ability|weapon|card|item|armor|quest)|it|" + me, o, re.I):
        if who != "You":
            return None
        if out["what"] == "play":
            out["self"] = True
        else:
            out["filter"] = {"name": name}
    else:
        c = rx.fullmatch(r"(.+?) with (?:printed )?cost (\d+) or more", o)
        if c:
            o, out["min_cost"] = c.group(1), int(c.group(2))
        if o.lower() in COST_KINDS:
            out["filter"] = COST_KINDS[o.lower()]
        else:
            w = rx.fullmatch(r"([A-Z][\w'-]*|melee|ranged) weapons", o)
            if w:
                out["filter"] = {"types": ["weapon"], "tag": w.group(1).capitalize()}
            elif ((flt := card_filter(o) or card_filter(rx.sub(r"s$", "", o))) is not None and flt.get("tag")) \
                    or (flt := tag_list(o)) is not None:  # "Feral abilities"; "Priests and Paladins" (templates_wcosts_tags)
                out["filter"] = flt
            else:
                return None
        if out.pop("min_cost", None) is not None:
            out["filter"] = {**(out.get("filter") or {}), "min_cost": int(c.group(2))}
    if how:
        if how.lower() == "for each":
            key = per_filter(tail)
            if key is None:  # more counts (templates_quests)
                from .templates_quests import cost_per

                key = cost_per(tail, name)
            if key is None:  # "for each honor counter on cards you control" (templates_wcosts_counted)
                key = counters_per(tail)
            if key is None:
                return None
            out["per"] = key
        else:
            cond = parse_condition(tail, name)
            if cond is None:  # more conditions (templates_quests)
                from .templates_quests import quest_condition

                cond = quest_condition(tail, name)
            if cond is None:
                return None
            out["if"] = cond
    if out.get("filter") is None:
        out.pop("filter", None)
    return out


def _class_filter(phrase: str) -> dict[str, Any] | None:
    """ "a paladin", "a Death Knight": a card with that class (202.1; the class icon or tag)."""
    cls = next((c for c in CLASSES if c.lower() == phrase.strip().lower()), None)
    return {"tag": cls} if cls else None


def choice_cost(part: str, name: str) -> dict[str, Any] | None:
    """A cost part with a choice (``engine.wow.choice_cost``): "Discard a card", "Discard a
    Paladin", "Remove an ability card in your graveyard from the game", "Destroy another ally
    you control", "Exhaust an ally in your party"."""
    p = part.strip()
    if (counted := counted_choice(p, name, choice_cost) or tag_choice(p, name, choice_cost)) is not None:  # "Discard two cards",
        return counted  # "Destroy a Demon or Ghoul you control" (templates_wcosts_counted, templates_wcosts_tags)
    m = rx.fullmatch(r"discard (?:an?|one) (.+)", p, re.I)
    if m and (flt := search_filter(m.group(1))) is not None:
        return {"discard": flt}
    m = rx.fullmatch(r"remove (?:an?|one) (.+?) (?:in|from) your graveyard from the game", p, re.I)
    if m and (flt := search_filter(m.group(1)) or _class_filter(m.group(1))) is not None:
        return {"remove_graveyard": flt}
    m = rx.fullmatch(r"turn an? (resource|quest|location) you control face down", p, re.I)
    if m:  # 412.1b: the face-up resources are quests and locations
        return {"face_down": {} if m.group(1).lower() == "resource" else {"types": [m.group(1).lower()]}}
    m = rx.fullmatch(r"(destroy|exhaust) one of your (.+)", p, re.I)  # "Exhaust one of your armor", "… one of your Totems"
    if m:
        p = f"{m.group(1)} a {rx.sub(r'(?<=[a-z])s$', '', m.group(2).strip())} you control"
    m = rx.fullmatch(r"exhaust a card in play you control", p, re.I)
    if m:  # Spark: any card of yours in play, resources (412) and locations included (411.1: a ready one)
        return {"exhaust": {"types": ["hero", "ally", "ability", "weapon", "armor", "item", "location", "resource"]}}
    m = rx.fullmatch(r"(destroy|exhaust) (an?|another|one) (.+?) (?:you control|in your party)", p, re.I)
    if m:
        base = card_filter(rx.sub(r"s$", "", m.group(3)))
        if base is None or (base.get("tag") and base["tag"] not in CLASSES and " " not in base["tag"] and False):
            return None
        flt: dict[str, Any] = {"types": [t for t in base["types"] if t in ("hero", "ally", "weapon", "armor", "item", "ability")]}
        if base.get("tag"):
            flt["tag"] = base["tag"]
        if m.group(2).lower() == "another":
            flt["exclude_self"] = True
        return {m.group(1).lower(): flt}
    return None


_COST_PARTS = re.compile(r",| and (?=(?:destroy|exhaust|discard|remove) )", re.I)


def power_cost(text: str, name: str = "") -> dict[str, Any] | None:
    """A payment power's cost (EN 701): ``3, [Exhaust]``, ``Exhaust``, ``2, Flip NAME``."""
    cost: dict[str, Any] = {"resources": 0, "exhaust_self": False, "flip": False, "x": False}
    for part in [p.strip() for p in _COST_PARTS.split(text) if p.strip()]:  # "Exhaust a Rogue … and destroy this item": two parts
        low = part.lower()
        if part.isdigit():
            cost["resources"] += int(part)
        elif part == "X":
            cost["x"] = True
        elif low in ("[exhaust]", "exhaust", "exhaust this", "exhaust this card"):
            cost["exhaust_self"] = True
        elif low.startswith("flip"):
            cost["flip"] = True
        elif (low in _DESTROY_THIS or low in ("destroy " + name.lower(), "destroy " + name.lower().split(",")[0].split(" ")[0])) and name:
            cost["destroy_self"] = True
        elif low == "exhaust your hero":
            cost["exhaust_hero"] = True
        elif (rc := remove_cost(part, name)) is not None and "remove_counters" not in cost:
            cost["remove_counters"] = rc
        elif (cc := choice_cost(part, name)) is not None and "choose" not in cost:
            cost["choose"] = cc  # a card chosen to pay (engine.wow.choice_cost)
        else:
            return None
    return cost
