"""Card layouts: how the whole text of each card type splits into abilities and timings
(第二節 1.6.0–1.6.4, 2.5.0, 4.5.2, 6.4.0; 第五節 1.0.0), plus the whole-text templates of events
(第四節 3.3.0) and items (第二節 3.0.0).

``appear`` 出会い, ``farewell`` お別れ, ``preplan`` 事前対策, ``event`` (an event's effect), ``story`` (on
advancing to the stage), ``hirameki`` (a scene's ひらめき), ``facedown`` (a scene's 裏向き, 第五節 1.3.2),
``activated`` (冒険エリア with a 横置き cost), ``trigger`` (冒険エリア 「～時/～たびに」), ``continuous``
(冒険エリア or an item while worn), ``cost`` (cost modifiers, 第五節 3.1.4).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .ability import Ability, Compiled
from .readers import Fail, kw_brackets, normalize, parse_cond
from .registry import (
    EVENTS,
    ITEMS,
    LAYOUTS,
    ability,
    adventure,
    manual_ability,
    read_card,
    read_continuous,
    read_cost,
)

# --- layouts, one per card type (the character layout takes every other type) ------------------------


@LAYOUTS.register("story")
def _story(text: str, card_type: str) -> Compiled | None:
    if card_type != "Story":
        return None
    body = re.sub(r"^When promoted to (?:this|the) stage, ", "", text, flags=re.I)
    body = re.sub(r"^eveal", "reveal", body)
    return Compiled([ability("story", kw_brackets(body))])


@LAYOUTS.register("scene")
def _scene(text: str, card_type: str) -> Compiled | None:
    if card_type != "Scene":
        return None
    out = Compiled()
    # 第五節 1.3.2a: the reminder "in your main phase, turn this scene face down to use …" is no effect
    t = re.sub(r"\s*\((?:In|During) your Main Phase[^)]*face down[^)]*\)\.?", "", text, flags=re.I).strip()
    for piece in [p.strip() for p in re.split(r"(?=\[(?:Inspo Boost|Face Down)\])", t) if p.strip()]:
        m = re.match(r"\[Face Down\]\s*", piece)
        if m:  # 裏向き (第五節 1.3.2): an activated effect whose cost is turning this scene face down
            out.abilities.append(ability("facedown", kw_brackets(piece[m.end():])))
            continue
        body = re.sub(r"^\[?Inspo Boost\]?\s*", "", piece)
        out.abilities.append(ability("hirameki", kw_brackets(body)))
    return out


@LAYOUTS.register("event")
def _event(text: str, card_type: str) -> Compiled | None:
    if card_type != "Event":
        return None
    out = Compiled()
    t = text
    # 第四節 3.3.2: an event's 事前対策 is not part of what playing it does; it is used only when
    # the card is removed as a plan (第六節 5.2.0), so it is compiled as a separate ability
    m = re.search(r"\s*\[Pre-plan\]\s*(.+)$", t, re.S)
    if m:
        out.abilities.append(ability("preplan", kw_brackets(m[1].strip())))
        t = t[:m.start()].strip()
    body = kw_brackets(t)
    use = None
    m = re.match(r"Only use when (.+?)\. ", body)
    if m:
        try:
            use = parse_cond(m.group(1))
        except Fail:
            out.abilities.append(manual_ability("event", body))
            return out
        body = body[m.end():]
    out.abilities.append(EVENTS.first(body, use))
    return out


@LAYOUTS.register("item")
def _item(text: str, card_type: str) -> Compiled | None:
    if card_type != "Item":
        return None
    out = Compiled()
    body = kw_brackets(text)
    m = re.match(r"Only adorn 「([^」]+)」(?: or 「([^」]+)」)?\. ?", body)
    if m:
        out.adorn = [k for k in m.groups() if k]
        body = body[m.end():]
    body = re.sub(r" ?Adorn this Item to one of your Characters\.?", "", body)
    return ITEMS.first(body, out)


@LAYOUTS.register("character", priority=200)
def _character(text: str, card_type: str) -> Compiled:
    """Characters (and any other type): the text splits on its timing tags."""
    out = Compiled()
    for piece in [p.strip() for p in re.split(r"(?=\[(?:Appear|Farewell|Pre-plan|Adventure)\])", text) if p.strip()]:
        m = re.match(r"\[(Appear|Farewell|Pre-plan|Adventure)\]\s*", piece)
        if not m and re.match(r"When this Character moves, ", piece):  # a 冒険エリア trigger printed without its tag
            out.abilities.append(adventure(kw_brackets(piece)))
            continue
        if not m:
            try:
                if "Cost" in piece:
                    out.abilities.append(read_cost(piece))
                    continue
            except Fail:
                pass
            out.abilities.append(manual_ability("continuous", piece))
            continue
        tag, body = m.group(1), kw_brackets(piece[m.end():])
        if tag == "Adventure":
            out.abilities.append(adventure(body))
        else:
            out.abilities.append(ability({"Appear": "appear", "Farewell": "farewell", "Pre-plan": "preplan"}[tag], body))
    return out


# --- events ---------------------------------------------------------------------------------------


@EVENTS.register("rival_contact_retire_draw", r"^Until the end of turn, each time Rival's Character Retires in Contact, draw 1 card\.?$")
def _rival_contact_retire_draw(m: re.Match[str], use: object) -> Ability:
    return Ability("event", [Effect("grant_keyword", keyword="draw_on_rival_contact_retire", target=Target("player"), duration="this_turn")],
                   m.string, via="rival_contact_retire_draw")


@EVENTS.register("no_rival_preplan", r"^On this turn, your Rival's Pre-plan effects will not be activated")
def _no_rival_preplan(m: re.Match[str], use: object) -> Ability:
    return Ability("event", [Effect("grant_keyword", keyword="no_rival_preplan", target=Target("player"), duration="this_turn")],
                   m.string, via="no_rival_preplan")


@EVENTS.register("effect", priority=200)
def _event_effect(body: str, use: dict | None) -> Ability:
    """The general event: its effect body, with its 使用条件 (第五節 1.4.0) if it has one."""
    ab = ability("event", body)
    ab.use_condition = use
    return ab


# --- items ----------------------------------------------------------------------------------------


@ITEMS.register("granted", r"Adorned Character gains:?\s*\"?\s*(\[(?:Farewell|Appear|Adventure)\].+?)\"?\.?\"?", full=True)
def _granted(m: re.Match[str], out: Compiled) -> Compiled:
    """"Adorned Character gains "[Appear] …"": abilities the wearer has while it wears the item."""
    out.granted = read_card("Character", normalize(m.group(1).strip().rstrip('"'))).abilities
    return out


@ITEMS.register("wearer_contact_retire", r"When adorned Character Retires in Contact, (?!move this Item)(.+)", full=True)
def _wearer_contact_retire(m: re.Match[str], out: Compiled) -> Compiled:
    """The item's own trigger (第五節 1.1.0), used after the wearer's exit (第六節 14.2.0)."""
    out.abilities.append(ability("trigger", m[1], trigger="wearer_contact_retire"))
    return out


@ITEMS.register("unread_wearer_text", r"^(?:Adorned Character gains|When adorned Character)")
def _unread_wearer_text(m: re.Match[str], out: Compiled) -> Compiled:
    out.abilities.append(manual_ability("continuous", m.string))
    return out


@ITEMS.register("continuous", priority=200)
def _item_continuous(body: str, out: Compiled) -> Compiled:
    try:
        effects, names = read_continuous(body)
        out.abilities.append(Ability("continuous", effects, body, via=", ".join(names)))
    except Fail:
        out.abilities.append(manual_ability("continuous", body))
    return out
