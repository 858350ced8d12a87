"""What the bot does with an MLP card, ability by ability (``python -m bot cards explain mlp NAME``):
a template, a per-card script or manual resolution, and the effects in words."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.core.effects import Effect
from engine.core.explain import MANUAL, SCRIPT, TEMPLATE, AbilityExplanation, describe, describe_target
from engine.core.explain_raw import filter_text

from ..ops import GAME, MOVE_KINDS
from .ability import Ability
from .compiler import compile_card, script_status

WHEN = {
    "appear": "When this character enters the adventure area (出会い)",
    "farewell": "When this character leaves the adventure area (お別れ)",
    "preplan": "When this card is removed as a plan (事前対策)",
    "event": "When played",
    "story": "When your protagonist reaches this stage",
    "hirameki": "ひらめき, in its interaction",
    "facedown": "In your main phase, turn this scene face down (裏向き)",
    "activated": "In your main phase",
    "continuous": "While in play",
    "cost": "Its cost",
}
TRIGGER_WHEN = {
    "end_of_turn": "At the end of your turn", "disrupt": "When this character disrupts a plan",
    "plan_reveal": "Whenever you reveal a plan", "leave": "Whenever such a character leaves the adventure area",
    "move": "When this character moves", "draw": "When you draw a card", "discard": "When you discard a card",
    "wearer_contact_retire": "When the adorned character leaves by interaction",
}
COST_WORDS = {"tap": "tap this character", "send_item": "send the worn item to the rest area"}
PER = ("per", "per_empty", "per_plans")
WHOSE = {"player": ("your", "your"), "opponent": ("your opponent's", "their")}
SEARCH_REST = {"rest": "the rest to the rest area", "deck_bottom": "the rest to the bottom of that deck in any order",
               "deck_top": "the rest back on top, in the order you choose (第六節 11.3.0)"}


def cond_words(cond: dict[str, Any]) -> str:
    """A condition in words; ``{"all": [...]}`` holds when every part does (readers.parse_cond); ``if`` /
    ``unless`` wrap one ("… instead", board.check); ``plans_more`` compares the players' plans."""
    if "all" in cond:
        return " and ".join(cond_words(c) for c in cond["all"] if c)
    if set(cond) == {"if"}:
        return cond_words(cond["if"])
    if set(cond) == {"unless"}:
        return "not " + cond_words(cond["unless"])
    if set(cond) == {"plans_more"}:
        return "your opponent has more plans than you" if cond["plans_more"] == "rival" else "you have more plans than your opponent"
    return filter_text(cond)


def _filter_words(f: dict[str, Any]) -> str:
    words = filter_text(f)
    return f"card ({words})" if words else "card"


def describe_effect(eff: Effect) -> str:
    """One effect in words, as the engine carries it out: kinds of ``move`` with their target (a card, or whose
    deck and area), reveals and reveal-and-choose (the top N, how many, where the rest go), looking at plans
    (not the deck's top, 第六節 13.0.0), retire/untap in MLP's words, a move into the adventure area (not a
    play), the interacting character of a ひらめき, a count ("for each", 第五節 1.2.0), the protection from
    leaving by interaction (第四節 4.3.4), and a condition of several parts (all needed)."""
    per = [k for k in PER if eff.condition and k in eff.condition]
    if per:  # "+1 … for each …": counted, not a condition (第五節 1.2.0)
        rest = {k: v for k, v in eff.condition.items() if k not in PER}
        each = {"per": lambda v: _filter_words(v), "per_empty": lambda v: "empty slot of your adventure area",
                "per_plans": lambda v: "of " + ("your" if v == "you" else "your opponent's") + " plans"}
        return describe_effect(replace(eff, condition=rest or None)) + "".join(f" for each {each[k](eff.condition[k])}" for k in per)
    if eff.op == "move" and eff.stat in MOVE_KINDS:
        phrase = MOVE_KINDS[eff.stat]
        if eff.target is not None and eff.target.kind in ("self", "chosen", "each", "previous"):  # which, and how many
            phrase += f": {describe_target(eff.target)}"
        elif eff.target is not None and eff.target.kind in WHOSE:  # whose deck and area: the player's own or the rival's
            mine, area = WHOSE[eff.target.kind]
            phrase = phrase.replace("a scene deck", f"{mine} scene deck").replace("the scene area", f"{area} scene area, face up")
        return ("you may " + phrase) if eff.optional else phrase
    if eff.op == "cost_reduction" and eff.keyword == "next_item":  # kept until an Item is played (第四節 5.1.0: no end printed)
        return f"the next Item you play costs {eff.amount} less (until you play one, in a later turn too)"
    if eff.op == "grant_keyword" and eff.keyword == "contact_proof":  # "cannot leave … due to Contact" / "won't Retire in Contact"
        words = "a protection{}: it does not leave the adventure area by interaction (第四節 4.3.4)"
        line = describe(eff, GAME)
        return line.replace("contact proof this turn", words.format(" until the end of the turn"), 1).replace("contact proof", words.format(""), 1)
    if eff.op == "reveal":  # 第六節 9.2.0: the top of your deck, open to both
        n = max(1, eff.amount)
        phrase = f"reveal the top {n} card{'s' if n > 1 else ''} of your {'scene deck' if eff.zone == 'scene_deck' else 'deck'}"
        if eff.stat == "top_or_bottom":
            phrase += ", then put it on the top or the bottom of the deck (you choose, 第六節 9.1.0)"
        return phrase
    if eff.op == "untap":  # 縦向きにする (第六節 10.4.0)
        return describe(eff, GAME).replace("ready ", "untap ", 1)
    if eff.op == "destroy":  # 退場 (第六節 14.0.0): "Retire", to the rest area by way of any お別れ
        phrase = f"retire {describe_target(eff.target)} (退場)"
        return ("you may " + phrase) if eff.optional else phrase
    if eff.op == "look_top" and eff.zone == "plans":
        phrase = f"look at {eff.amount} of your plans" if eff.amount else "look at all of your plans"
        if eff.keyword == "reorder":
            phrase += ", then put them back in any order (each on a story that held one, 第六節 13.3.0)"
        return ("you may " + phrase) if eff.optional else phrase
    if eff.op == "search":  # 第六節 11.0.0: the top N only; "choose 1" is exactly 1 when one fits (15.1.1)
        src = "scene deck" if eff.stat == "scene_deck" else "deck"
        where = "face up into your scene area" if eff.keyword == "to_scenes" else "to your hand"
        what = _filter_words(eff.target.filter if eff.target else {})
        n = eff.target.count if eff.target else 1
        return f"reveal the top {eff.amount} cards of your {src}, {n} {what} of them {where}, {SEARCH_REST.get(eff.zone, 'the rest stay')}"
    if eff.op == "play_free" and eff.zone == "adventure":  # a move, not a play (its 出会い is used, 第二節 1.6.1)
        return f"move {describe_target(eff.target)} into your adventure area" + (f" (if {cond_words(eff.condition)})" if eff.condition else "")
    if eff.target is not None and eff.target.kind == "contact":  # ひらめき: only a fitting interacting character
        f = {k: v for k, v in eff.target.filter.items() if k != "side"}
        whose = ("the rival's" if eff.target.filter.get("side") == "rival" else "your") + " interacting character"
        whose += f" {_filter_words(f).removeprefix('card ')}" if f else ""
        return describe(replace(eff, target=None), GAME).replace("this card", whose, 1)
    if eff.condition and ("all" in eff.condition or set(eff.condition) in ({"if"}, {"unless"}, {"plans_more"})):
        bare = describe(replace(eff, condition=None, then=[]), GAME)
        return bare + f" (if {cond_words(eff.condition)})" + "".join(", then " + describe_effect(e) for e in eff.then)
    return describe(eff, GAME)


def summary(ab: Ability, granted: bool = False, adorn: list[str] | None = None, item: bool = False) -> str:
    if ab.timing == "win":
        return f"{WHEN['story']} (stage Ⅳ): you win the game (a rule action, not a card effect, 第一節 4.1.0, 4.1.1)"
    what = ", then ".join(describe_effect(e) for e in ab.effects)
    # "each card (self)" is the card itself: for an item, the character wearing it (第二節 3.5.0);
    # "previous" is the card the sentence before chose ("it")
    me = "the adorned character" if item else "this character"
    what = re.sub(r"each card \((?:(.*?), )?self\)", lambda m: me + (f" ({m[1]})" if m[1] else ""), what)
    what = what.replace("give previous ", "give it ")
    if item:
        what = what.replace("this card", me)
    if ab.timing == "trigger":
        when = TRIGGER_WHEN.get(ab.trigger, "")
    elif ab.timing == "replace":
        when = TRIGGER_WHEN.get(ab.trigger, "").replace("When", "Instead, when").replace("leaves", "would leave")
    else:
        when = WHEN.get(ab.timing, ab.timing)
    if granted:
        when = f"The adorned character gains: {when[:1].lower()}{when[1:]}"
    if ab.cost:
        when += f" — pay: {COST_WORDS.get(ab.cost, ab.cost)}"
    if ab.use_condition:  # 第五節 1.4.0: it may be used only then
        when += " — usable only if " + cond_words(ab.use_condition)
    if ab.condition:
        when += " — if " + cond_words(ab.condition)
    if adorn:  # 第五節 3.2.2: the item names who may wear it
        when = f"Worn only by {' or '.join(adorn)}. {when}"
    return f"{when}: {what}" if when else what[:1].upper() + what[1:]


def explain_card(data: dict[str, Any]) -> list[AbilityExplanation]:
    """Per printed ability (the card's own, then those an item grants): who handles it and what it does."""
    compiled = compile_card(data)
    status, script = script_status(data)
    stale = (f"script {Path(script.path).name}:{script.line} is stale: the printed text changed since it was written"
             if status == "stale" and script is not None else "")
    out = []
    parts = [(a, "") for a in compiled.abilities] + [(a, "Adorned Character gains: ") for a in compiled.granted]
    for ab, prefix in parts:
        granted = bool(prefix)
        text = prefix + ab.text
        if ab.manual:
            out.append(AbilityExplanation(text, MANUAL, list(ab.effects), "", stale or "no template reads this text"))
        elif ab.via.startswith("script "):
            out.append(AbilityExplanation(text, SCRIPT, list(ab.effects), summary(ab, granted, compiled.adorn, data.get("type") == "Item" and not granted), ab.via))
        else:
            detail = ("templates: " + ab.via) if ab.via else "template"
            if stale:
                detail += f"; {stale}"
            out.append(AbilityExplanation(text, TEMPLATE, list(ab.effects), summary(ab, granted, compiled.adorn, data.get("type") == "Item" and not granted), detail))
    return out
