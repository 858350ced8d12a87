"""Sentences of the shared vocabulary (EN 709.1): "you may …" (EN 709.3), draw, deal and heal
damage, destroy, exhaust and ready, stat changes (for the turn when printed so), cards returned to hand, put on a deck
or removed from the game, discards, paying resources, Delve, Interrupt (EN 711). Each template
registers itself in ``registry.SENTENCES`` with the priority that keeps the compiler's order.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .readers import num, subject, target
from .registry import SENTENCES, STOP, compile_sentence
from .schema import DAMAGE_TYPES

_MAY = r"(?:(.+?) )?may (.+)"
_VERBS = {"deal": "deals", "heal": "heals", "draw": "draws", "have": "has", "get": "gets", "gain": "gains"}


@SENTENCES.register("may", _MAY, full=True, priority=10, flags=re.I)
def _may(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "you may X" / "your hero may deal …": X, marked optional (the controller chooses whether
    to, EN 709.3 — a chosen target may be left out)."""
    if rx.search(r"\b(may|if|unless|instead)\b", m.group(2), re.I):
        return None
    raw = rx.fullmatch(_MAY, sentence.strip().rstrip("."), re.I)  # keeps [Melee] icons for tokens
    effs = _optional(m.group(1) or "you", raw.group(2) if raw and "[" in raw.group(2) else m.group(2), name)
    return STOP if effs is None else effs


def _optional(who: str, rest: str, name: str) -> list[Effect] | None:
    if who.lower() == "you":
        effs = compile_sentence(rest[0].upper() + rest[1:], name)
    elif subject(who, name) is None:
        return None
    else:
        verb, _, tail = rest.partition(" ")
        effs = compile_sentence(f"{who} {_VERBS.get(verb.lower(), verb)} {tail}", name)
    if effs is None or not effs:
        return None
    for e in effs:
        e.optional = True
        if e.target is not None and e.target.kind == "chosen":
            e.target.up_to = True
    return effs


@SENTENCES.register("controller_discards", r"(its|that hero's|that ally's|that character's) controller discards (a|one|two|\d+) cards?",
                    full=True, priority=90, flags=re.I)
def _controller_discards(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """The controller of the card the sentence before acted on."""
    return [Effect("discard", num(m.group(2)) or 1, Target("previous", {}), text=sentence)]


@SENTENCES.register("delve", r"delve", full=True, priority=100, flags=re.I)
def _delve(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """EN glossary: look at the top two, keep any on top in any order."""
    return [Effect("look_top", 2, Target("player"), zone="delve", text=sentence)]


@SENTENCES.register("pay", r"pay \[?(\d+)\]?", full=True, priority=110, flags=re.I)
def _pay(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "You may pay 1. If you do, …": exhaust that many resources (412.2), if able."""
    return [Effect("tap", int(m.group(1)), Target("player"), zone="resources", text=sentence)]


@SENTENCES.register("discard", r"(target opponent|each opponent|each player|you)? ?discards? (a|one|two|three|\d+) cards?",
                    full=True, priority=150, flags=re.I)
def _discard(m: re.Match, name: str, sentence: str) -> list[Effect]:
    who = {None: "player", "target opponent": "opponent", "each opponent": "opponent", "each player": "each_player", "you": "player"}[(m.group(1) or "").lower() or None]
    return [Effect("discard", num(m.group(2)) or 1, Target(who), text=sentence)]


@SENTENCES.register("target_player", r"target player (discards|draws) (a|one|two|three|four|\d+) cards?", full=True, priority=160, flags=re.I)
def _target_player(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """EN 706: a player as the target (``targets.legal_targets``: by the hero that stands for him)."""
    return [Effect(m.group(1).lower()[:-1], num(m.group(2)) or 1, Target("chosen", {"player": True}), text=sentence)]


@SENTENCES.register("remove_from_game", r"remove (.+?) from (?:the )?game", full=True, priority=170, flags=re.I)
def _remove(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if (tgt := target(m.group(1), name)) and tgt.kind in ("chosen", "each", "self"):
        return [Effect("move", 0, tgt, zone="removed", text=sentence)]
    return None


@SENTENCES.register("put_on_deck", r"put (.+?) on (top|the bottom) of (?:its|their) owner'?s'? deck", full=True, priority=180, flags=re.I)
def _put_on_deck(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if (tgt := target(m.group(1), name)) and tgt.kind in ("chosen", "each", "self"):
        return [Effect("put_on_deck", 0, tgt, zone="top" if m.group(2) == "top" else "bottom", text=sentence)]
    return None


@SENTENCES.register("heal_all_by", r"(?:(.+?) )?heals? all damage from (.+)", full=True, priority=190, flags=re.I)
def _heal_all_by(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if (m.group(1) or "").lower() == "your hero" and m.group(2).strip().lower() in ("itself", "himself", "herself"):
        return [Effect("heal", 1_000_001, Target("player_hero", {}), text=sentence)]
    if (tgt := target(m.group(2), name)) and (m.group(1) is None or subject(m.group(1), name)):
        return [Effect("heal", 1_000_001, tgt, text=sentence)]
    return None


@SENTENCES.register("put_damage", r"put (\d+|X) damage on (.+)", full=True, priority=200, flags=re.I)
def _put_damage(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(2), name):
        return [Effect("put_damage", -1 if m.group(1) == "X" else int(m.group(1)), tgt, text=sentence)]
    return None


@SENTENCES.register("interrupt", r"interrupt target (ability|ally|equipment|weapon|armor|item|ability or ally|ally or ability|ability, ally, or equipment)?\s*"
                    r"card(?: with cost (\d+) or less)?", full=True, priority=240, flags=re.I)
def _interrupt(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """EN 711: the interrupted link leaves the chain (``procedure.run_effects``)."""
    kinds = rx.findall(r"ability|ally|equipment|weapon|armor|item", (m.group(1) or "").lower()) or ["any"]
    flt: dict[str, Any] = {"types": kinds, "chain": True}
    if m.group(2):
        flt["max_cost"] = int(m.group(2))
    return [Effect("move", 0, Target("chosen", flt), zone="interrupted", text=sentence)]


@SENTENCES.register("turn_deck_over", r"turn your deck over", full=True, priority=300, flags=re.I)
def _turn_deck_over(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """415.3d (``engine.wow.deck_top``)."""
    return [Effect("turn_deck_over", 0, None, text=sentence)]


@SENTENCES.register("draw", r"(?:you )?draw (a|one|two|three|four|\d+) cards?", full=True, priority=310, flags=re.I)
def _draw(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("draw", num(m.group(1)) or 1, Target("player"), text=sentence)]


@SENTENCES.register("each_player_draws", r"each player draws (a|one|two|three|\d+) cards?", full=True, priority=320, flags=re.I)
def _each_draws(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("draw", num(m.group(1)) or 1, Target("each_player"), text=sentence)]


@SENTENCES.register("deal_damage", r"(?:(.+?) )?deals? (\d+|X) (unpreventable )?(" + "|".join(DAMAGE_TYPES) + r") damage to (.+)",
                    full=True, priority=330, flags=re.I)
def _deal(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """405.4: one packet of a damage type (205.1) from your hero or this card (408.2c)."""
    src = subject(m.group(1) or "your hero", name)
    tgt = target(m.group(5), name)
    if src is None or tgt is None:
        return STOP
    amount = -1 if m.group(2) == "X" else int(m.group(2))
    return [Effect("damage", amount, tgt, stat=m.group(4).lower(), condition={"source": src, "unpreventable": bool(m.group(3))}, text=sentence)]


@SENTENCES.register("heal", r"(?:(.+?) )?heals? (\d+|X) damage from (.+)", full=True, priority=340, flags=re.I)
def _heal(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if not (m.group(1) is None or subject(m.group(1), name)):
        return None
    hero_self = (m.group(1) or "").lower() == "your hero" and m.group(3).strip().rstrip(".").lower() in ("itself", "himself", "herself")
    tgt = Target("player_hero", {}) if hero_self else target(m.group(3), name)
    if tgt is None:
        return STOP
    return [Effect("heal", -1 if m.group(2) == "X" else int(m.group(2)), tgt, text=sentence)]


@SENTENCES.register("heal_all", r"heal all damage from (.+)", full=True, priority=350, flags=re.I)
def _heal_all(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("heal", 1_000_001, tgt, text=sentence)]
    return None


@SENTENCES.register("destroy", r"destroy (.+)", full=True, priority=360, flags=re.I)
def _destroy(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("destroy", 0, tgt, text=sentence)]
    return None


@SENTENCES.register("exhaust_ready", r"(exhaust|ready) (.+)", full=True, priority=370, flags=re.I)
def _exhaust(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(2), name):
        return [Effect("tap" if m.group(1).lower() == "exhaust" else "untap", 0, tgt, text=sentence)]
    return None


def _stat_duration(sentence: str) -> str:
    """How long a stat change made as a power resolves lasts: "this turn" when the sentence says so (ended with the
    turn's other "this turn" modifiers, 500.5, EN 503.2); printed without a duration, no rule ends it with the turn
    (500.5 ends only "this combat" and "this turn" modifiers; 305.1: a resolved ability's modifiers outlive the card;
    404.1c: a stat counter lasts until removed), so it lasts while the card stays where it is — until it changes zones
    and becomes a new card (415.9a): "permanent" (Xeris' Stash "Target ally has -1 ATK")."""
    return "this_turn" if rx.search(r"\bthis turn\b", sentence, re.I) else "permanent"


@SENTENCES.register("atk_this_turn", r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK(?: this turn)?", full=True, priority=380, flags=re.I)
def _atk(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration=_stat_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("health_this_turn", r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) health(?: this turn)?", full=True, priority=390, flags=re.I)
def _health(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="health", duration=_stat_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("stats_this_turn", r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+)\s*/\s*([+-]\d+)(?: this turn)?",
                    full=True, priority=400, flags=re.I)
def _stats(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration=_stat_duration(sentence), text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration=_stat_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("put_into_hand", r"put (.+?) into (?:its|their) owner'?s'? hand", full=True, priority=410, flags=re.I)
def _put_into_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    return None


@SENTENCES.register("atk_and_health_this_turn", r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK and ([+-]\d+) health(?: this turn)?",
                    full=True, priority=420, flags=re.I)
def _atk_and_health(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration=_stat_duration(sentence), text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration=_stat_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("return_to_hand", r"return (.+?) to (?:its|their) owner'?s'? hand", full=True, priority=430, flags=re.I)
def _return_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    return None
