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
    "hirameki": "Inspo Boost (ひらめき), in its Contact",
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
PLAYER_FLAGS = {
    "no_rival_preplan": "this turn, the Rival's Pre-plan effects are not activated: a Plan of theirs you disrupt goes to "
                        "their hand instead (第六節 5.1.0)",
    "draw_on_rival_contact_retire": "until the end of turn, each time a Rival's Character Retires in Contact, draw 1 card",
}
"""The player flags some events set (resolve.py), in the words of the cards that set them."""
COST_WORDS = {"tap": "tap this character", "send_item": "send the worn item to the rest area"}
SEARCH_REST = {"rest": "the rest to the rest area", "deck_bottom": "the rest to the bottom of that deck in any order",
               "deck_top": "the rest back on top, in the order you choose (第六節 11.3.0)"}


_ZONES = {"adventure": "Adventure Area", "rest": "Retirement Area", "scenes": "Scene Area", "hand": "hand", "plans": "Plans",
          "items": "Adventure Area"}  # an item in play is worn in the adventure area (第二節 3.5.0)
_WHOSE = {"you": "your", "rival": "the Rival's"}


def card_words(f: dict[str, Any], plural: bool = False) -> str:
    """A card filter (board.match) as the cards print it: "untapped Scene in your Scene Area",
    "「Rarity」 with Inspiration 3 or less in your Adventure Area"; keys without words follow in words."""
    f = dict(f)
    pre: list[str] = []
    post: list[str] = []
    f.pop("self", None)
    side = f.pop("side", None)
    if f.pop("other", False):
        pre.append("other")
    if f.pop("adjacent", False):
        pre.append("adjacent")
    if "tapped" in f:
        pre.append("tapped" if f.pop("tapped") else "untapped")
    if "face_up" in f:
        pre.append("face-up" if f.pop("face_up") else "face-down")
    names = [f"「{k}」" for k in f.pop("keywords", []) or []]
    kinds = [str(f.pop("type"))] if "type" in f else [str(t) for t in f.pop("types", []) or []]
    zone = f.pop("zone", None)
    if not kinds and zone == "scenes":
        kinds = ["Scene"]
    noun = " or ".join(kinds) if kinds else ("" if names else "card")
    if plural and noun:
        noun = " or ".join(k + "s" for k in kinds) if kinds else "cards"
    head = " ".join(pre + ([" or ".join(names)] if names else []) + ([noun] if noun else []))
    if f.pop("adorned", False):
        post.append("adorned with an Item")
    if f.pop("same_name", False):  # board.match: the name of the card the ability is on (its wearer for an item)
        post.append("with the same name as this card")
    for low, high, what in (("cost_min", "cost_max", "Cost of Force of Harmony"), ("idea_min", "idea_max", "Inspiration")):
        if high in f:
            post.append(f"with {what} {f.pop(high)} or less")
        if low in f:
            post.append(f"with {what} {f.pop(low)} or more")
    if zone in _ZONES:
        where = _ZONES[zone]
        post.append(f"in {_WHOSE.get(str(side), 'either player' + chr(39) + 's') if side != 'any' or zone != 'adventure' else 'an'} {where}"
                    if side in _WHOSE else f"in {'any' if zone == 'adventure' else 'either player' + chr(39) + 's'} {where}")
    elif zone is not None:
        post.append(f"in {zone}")
    if f:
        post.append("(" + filter_text(f) + ")")
    return " ".join([head, *post])


def cond_words(cond: dict[str, Any]) -> str:
    """A condition in words (board.check); ``{"all": [...]}`` holds when every part does (readers.parse_cond)."""
    if "all" in cond:
        return " and ".join(cond_words(c) for c in cond["all"] if c)
    parts: list[str] = []
    c = dict(cond)
    if isinstance(c.get("count"), dict):
        flt = c.pop("count")
        lo, hi = c.pop("min", None), c.pop("max", None)
        if hi == 0:
            parts.append(f"there is no {card_words(flt)}")
        elif lo in (None, 0, 1) and hi is None:
            parts.append(f"there is any {card_words(flt)}")
        else:
            parts.append(f"there are {lo} or more {card_words(flt, True)}" + (f" and at most {hi}" if hi is not None else ""))
    if "turn" in c:
        parts.append("in your turn" if c.pop("turn") == "you" else "in the Rival's turn")
    if "plans" in c:
        parts.append(f"{'you have' if c.pop('plans') == 'you' else 'the Rival has'} {c.pop('min', 1)} or more Plan cards")
    if "plans_more" in c:  # board.check: the player named has more Plan cards than the other
        parts.append("the Rival has more Plan cards than you" if c.pop("plans_more") == "rival"
                     else "you have more Plan cards than the Rival")
    if "empty_slots" in c:
        n = c.pop("empty_slots")
        parts.append(f"there {'is' if n == 1 else 'are'} {n} or more open slots in " + ("any Adventure Area" if c.pop("side", None) == "any" else "your Adventure Area"))
    if c.pop("self_adorned", False):
        parts.append("this character is adorned with an Item")
    if "hand_min" in c:
        parts.append(f"you have {c.pop('hand_min')} or more cards in hand")
    if isinstance(c.get("revealed"), dict):
        parts.append(f"the revealed card is {_a(card_words(c.pop('revealed')))}")
    for key in ("if", "unless"):
        if isinstance(c.get(key), dict):
            parts.append(("not " if key == "unless" else "") + "(" * (key == "unless") + cond_words(c.pop(key)) + ")" * (key == "unless"))
    if c:
        parts.append(filter_text(c))
    return " and ".join(parts)


def _a(what: str) -> str:
    return ("an " if what[:1].lower() in "aeiou" else "a ") + what


def _filter_words(f: dict[str, Any]) -> str:
    return card_words(f) if f else "card"


def target_words(t: Any) -> str:
    """A target with its filter in words ("a chosen 「Pet」 in any Adventure Area")."""
    if t is None or t.kind not in ("chosen", "each"):
        return describe_target(t)
    if t.filter.get("self"):
        return "this card" + (f" ({card_words({k: v for k, v in t.filter.items() if k != 'self'})})"
                              if set(t.filter) - {"self", "side", "zone", "type"} else "")
    if t.kind == "each":
        return "each " + card_words(t.filter)
    n = f"up to {t.count}" if t.up_to else ("a" if t.count == 1 else str(t.count))
    return f"{n} chosen {card_words(t.filter, t.count != 1)}"


_STAT_WORDS = ((r"\bgive (.+?) contact proof\b", r"\1 won't Retire in Contact"), (r"([+-−]\d+) idea\b", r"\1 Inspiration"), (r"\bduring this battle\b", "until the end of this Contact"),
               (r"\bthis turn\b", "until the end of turn"), (r"\bcontact proof\b", "won't Retire in Contact"))
"""The shared words in the words MLP's English cards print (Inspiration, Contact)."""


def mlp_words(text: str) -> str:
    for pattern, word in _STAT_WORDS:
        text = re.sub(pattern, word, text)
    return text


def _plain(eff: Effect) -> str:
    """The shared words for ``eff`` with MLP's targets and conditions in words."""
    bare = replace(eff, condition=None, then=[])
    phrase = describe(bare, GAME)
    if eff.target is not None:
        phrase = phrase.replace(describe_target(eff.target), target_words(eff.target), 1)
    cond = dict(eff.condition or {})
    per = cond.pop("per", None)
    if isinstance(per, dict):
        phrase += f" for each {card_words(per)}"
    if cond.pop("per_empty", False):
        phrase += " for each open slot in your Adventure Area"
    if "per_plans" in cond:
        phrase += f" for each of {'your' if cond.pop('per_plans') == 'you' else 'the Rival' + chr(39) + 's'} Plan cards"
    if cond:
        phrase += f" (if {cond_words(cond)})"
    return phrase + "".join(", then " + describe_effect(e) for e in eff.then)


def describe_effect(eff: Effect) -> str:
    """One effect in words, as the engine carries it out: kinds of ``move`` with their target, reveals and
    reveal-and-choose (the top N, how many, where the rest go), looking at plans (not the deck's top,
    第六節 13.0.0), retire/untap in MLP's words, a move into the adventure area (not a play), the
    interacting character of a ひらめき, and a condition of several parts (all needed)."""
    if eff.op == "grant_keyword" and eff.keyword in PLAYER_FLAGS:  # resolve.py reads these player flags for this turn
        return PLAYER_FLAGS[eff.keyword]
    if eff.op == "cost_reduction" and eff.keyword == "next_item":  # kept until an Item is played (第四節 5.1.0: no end printed)
        return f"the next Item you play costs {eff.amount} less (until you play one, in a later turn too)"
    if eff.op == "move" and eff.stat == "add_scene":  # resolve._add_scenes: whose deck, how many, face down or up (第三節 5.0.0)
        whose = "the Rival's" if eff.target is not None and eff.target.kind == "opponent" else "your"
        n = max(1, eff.amount)
        phrase = (f"place {n} Scene{'s' if n > 1 else ''} from {whose} Scene Deck {'face down' if eff.zone == 'face_down' else 'face up'}"
                  f" in {whose} Scene Area (第三節 5.0.0)")
        return ("you may " + phrase) if eff.optional else phrase
    if eff.op == "move" and eff.stat in MOVE_KINDS:
        phrase = MOVE_KINDS[eff.stat]
        if eff.target is not None and eff.target.kind in ("self", "chosen", "each", "previous"):  # which, and how many
            phrase += f": {target_words(eff.target)}"
        return ("you may " + phrase) if eff.optional else phrase
    if eff.op == "reveal":  # 第六節 9.2.0: the top of your deck, open to both
        n = max(1, eff.amount)
        phrase = f"reveal the top {n} card{'s' if n > 1 else ''} of your {'scene deck' if eff.zone == 'scene_deck' else 'deck'}"
        if eff.stat == "top_or_bottom":
            phrase += ", then put it on the top or the bottom of the deck (you choose, 第六節 9.1.0)"
        return phrase
    if eff.op == "untap":  # 縦向きにする (第六節 10.4.0)
        return _plain(eff).replace("ready ", "untap ", 1)
    if eff.op == "destroy":  # 退場 (第六節 14.0.0): "Retire", to the rest area by way of any お別れ
        phrase = f"retire {target_words(eff.target)} (退場)"
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
        return f"move {target_words(eff.target)} into your Adventure Area" + (f" (if {cond_words(eff.condition)})" if eff.condition else "")
    if eff.target is not None and eff.target.kind == "contact":  # ひらめき: only a fitting interacting character
        f = {k: v for k, v in eff.target.filter.items() if k != "side"}
        whose = ("the Rival's" if eff.target.filter.get("side") == "rival" else "your") + " " + (card_words(f) if f else "character") + " in this Contact"
        return _plain(replace(eff, target=None)).replace("this card", whose, 1)
    return _plain(eff)


def summary(ab: Ability, granted: bool = False, adorn: list[str] | None = None, item: bool = False) -> str:
    if ab.timing == "win":
        return f"{WHEN['story']} (stage Ⅳ): you win the game (a rule action, not a card effect, 第一節 4.1.0, 4.1.1)"
    what = mlp_words(", then ".join(describe_effect(e) for e in ab.effects))
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
