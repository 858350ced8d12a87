"""Resources readied or added "for each" thing counted as it resolves (helper wres; 411.1, 412.2; the count
``cards.conditions.per_filter``, read by ``engine.wow.procedure`` as ``condition["per"]``):

- "Ready a resource you control for each ally you control." (Prayer of Spirit) — not a target (EN 706): the
  controller picks that many of his exhausted resources on resolution (EN 709.1; fewer exhausted: all of
  them) — ``player_picks`` "ready";
- "For each Biker you control, put the top card of your deck into your resource row face down and ready."
  (Time) — that many top cards into the resource row face down (``deck_to_resources``, 412.2's example).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .conditions import per_filter
from .registry import SENTENCES, TEXTS


@TEXTS.register("wres_ready_resource_per", r"\s*ready a resource you control for each ([^.]+?)\.?\s*", full=True, priority=150, flags=re.I)
def _ready_per(m: re.Match, name: str) -> list[Effect] | None:
    """A whole effect text: the sentence reader takes "for each …" off first and reads no "ready" with it."""
    per = per_filter(m.group(1))
    if per is None:
        return None
    return [Effect("player_picks", 1, Target("player"), stat="ready",
                   condition={"filter": {"types": ["resource"], "state": "exhausted"}, "per": per}, text=m.group(0).strip())]


@SENTENCES.register("wres_top_to_resources_per", r"for each (.+?), put the top card of your deck into your resource row face down(?: and (ready|exhausted))?",
                    full=True, priority=150, flags=re.I)
def _top_per(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    per = per_filter(m.group(1))
    if per is None:
        return None
    return [Effect("deck_to_resources", 1, None, condition={"exhausted": (m.group(2) or "").lower() == "exhausted", "per": per}, text=sentence)]


@SENTENCES.register("wres_ready_quest_paid", r"ready all resources exhausted to complete it", full=True, priority=150, flags=re.I)
def _ready_quest_paid(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "(you may) ready all resources exhausted to complete it" — the quest of "When you complete your first quest each turn"
    (``engine.wow.quest_paid``, 411.1)."""
    return [Effect("wres_ready_quest_paid", 0, None, text=sentence)]


@TEXTS.register("wres_reveal_to_resources", r"\s*you may reveal an? (ally|ability|equipment|weapon|armor|item) card from your hand\. if you do, put it into your "
                r"resource row face down and exhausted\.?\s*", full=True, priority=150, flags=re.I)
def _reveal_to_resources(m: re.Match, name: str) -> list[Effect]:
    """ "You may reveal an equipment card from your hand. If you do, put it into your resource row face down and exhausted."
    (Don Alejandro's Money Belt; EN 709.1/709.3, 412.2): one such card picked (or none), revealed, then put there."""
    kind = m.group(1).lower()
    return [Effect("wact2_hand_to_resources", 0, None, condition={"may": True, "filter": {"types": [kind]}, "reveal": "reveal"},
                   text=m.group(0).strip())]


@TEXTS.register("wres_random_face_down", r"\s*reveal a random face-down resource you control\. if it's a location or quest, turn it face up\. "
                r"otherwise, put it into its owner's hand\.?\s*", full=True, priority=150, flags=re.I)
def _random_face_down(m: re.Match, name: str) -> list[Effect]:
    """Torn Web Wrapping (``engine.wow.resource_reveals``)."""
    return [Effect("wres_random_face_down", 0, None, text=m.group(0).strip())]


@TEXTS.register("wres_top_to_row_may_turn", r"\s*reveal a top card of your deck and put it into your resource row face down and exhausted\. "
                r"if it was a location or quest, you may turn it face up\.?\s*", full=True, priority=150, flags=re.I)
def _top_to_row(m: re.Match, name: str) -> list[Effect]:
    """No Mere Dream's reward ("a top card": the top card; ``engine.wow.resource_reveals``)."""
    return [Effect("wres_top_to_row_may_turn", 0, None, text=m.group(0).strip())]


@TEXTS.register("wres_two_face_up_down", r"\s*target up (?:to )?two face-up resources\. turn the first face down\. if (.+?), turn the second face down\.?\s*",
                full=True, priority=150, flags=re.I)
def _two_face_up_down(m: re.Match, name: str) -> list[Effect] | None:
    """Blackout's reward ("Target up two face-up resources": up to two, a misprint; 412.1b, EN 706, 709): the first target
    turns face down; the second only if the condition holds on resolution. "a Black or Twilight Dragonkin": either kind of
    Dragonkin (the last word shared)."""
    from .conditions import parse_condition

    cond_text = m.group(1)
    both = re.fullmatch(r"you control an? ([A-Z]\w+) or ([A-Z]\w+) ([A-Z]\w+)", cond_text)
    if both:
        kinds = ["hero", "ally", "ability", "weapon", "armor", "item", "location"]
        cond = {"k": "control", "flts": [{"types": kinds, "tag": f"{both.group(1)} {both.group(3)}"}, {"types": kinds, "tag": f"{both.group(2)} {both.group(3)}"}],
                "other": False, "min": 1}
    else:
        cond = parse_condition(cond_text, name)
    if cond is None:
        return None
    flt = {"types": ["resource"], "face_up": "any"}
    return [Effect("turn_face_down", 0, Target("chosen", dict(flt), up_to=True), text=m.group(0).strip()),
            Effect("turn_face_down", 0, Target("chosen", {**flt, "distinct": True}, up_to=True), condition={"if": cond}, text=m.group(0).strip())]
