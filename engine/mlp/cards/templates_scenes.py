"""Clause templates about scenes (第三節 5.0.0: searches of the scene deck, flips, untapping),
plans (第六節 4.0.0–5.0.0, 13.0.0: making, looking at and removing plans), the next item's cost and
winning by a story.

MLP-specific moves use the generic ``move`` op with ``stat`` naming the kind of move (``add_scene``,
``flip_up``, ``flip_down``, ``plan_from_deck``, ``plan_from_hand``, ``plan_from_rest``,
``remove_plan``, ``scene_to_deck_bottom``); ``engine.mlp.ops`` declares the op each kind stands for.

Priorities keep the order in which the clause templates of every family are tried (one list)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import chosen, number
from .registry import clause


# scene-deck searches (第六節 11.0.0, 9.3.0)
@clause("scene_search", r"reveal the top (\d+) cards? of your Scene Deck, choose (\d+)(?: Scenes?)? from them, place (?:it|them) face up in your Scene Area, "
        r"(?:move|send|put) the rest (?:to|on) (?:the )?bottom of (?:your )?Scene Deck(?: in any order)?", priority=230)
def _scene_search(m: re.Match[str]) -> list[Effect]:
    return [Effect("search", amount=int(m[1]), stat="scene_deck", keyword="to_scenes", zone="deck_bottom", target=Target("chosen", {}, number(m[2])))]


@clause("scene_to_deck_bottom", r"return (\d+) of Rival's Scenes to the bottom of (?:their|Rival's) Scene Deck", priority=240)
def _scene_to_deck_bottom(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="scene_to_deck_bottom", target=Target("chosen", {"zone": "scenes", "side": "rival"}, number(m[1])))]


@clause("rival_adds_scene", r"place (\d+) Scenes? face up from the top (?:of )?(?:your )?Rival's Scene Deck (?:into|in) (?:your )?Rival's Scene Area", priority=250)
def _rival_adds_scene(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="add_scene", amount=number(m[1]), target=Target("opponent"))]


@clause("untap_scenes", r"choose (\d+) Scenes? in your Scene Area, untap (?:it|them)", priority=300)
def _untap_scenes(m: re.Match[str]) -> list[Effect]:
    return [Effect("untap", target=Target("chosen", {"zone": "scenes", "side": "you", "tapped": True}, number(m[1])))]


@clause("flip_scenes", r"flip (?:exactly )?(\d+|one) (?:of )?(your |Rival's |your Rival's )?Scenes?(?: cards?)? (face up|face down|upside down)", priority=310)
def _flip_scenes(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="flip_up" if m[3] == "face up" else "flip_down",
                   target=Target("chosen", {"zone": "scenes", "side": "rival" if "Rival" in (m[2] or "") else "you", "face_up": m[3] != "face up"}, number(m[1])))]


@clause("flip_rival_scenes", r"flip (\d+) of your Rival's Scene cards face down", priority=320)
def _flip_rival_scenes(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="flip_down", target=Target("chosen", {"zone": "scenes", "side": "rival", "face_up": True}, number(m[1])))]


@clause("add_scene", r"add (\d+) Scenes?", priority=330)
def _add_scene(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="add_scene", amount=number(m[1]), target=Target("player"))]


@clause("add_scene_face_down", r"place 1 Scene from your Scene Deck face down in your Scene Area", priority=340)
def _add_scene_face_down(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="add_scene", amount=1, zone="face_down", target=Target("player"))]


@clause("plan_from_deck", r"(?:take the top card of your Deck, place it in your Story Area as a Plan|turn the top card of your Deck into a Plan)", priority=350)
def _plan_from_deck(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="plan_from_deck", amount=1, target=Target("player"))]


@clause("plan_from_hand", r"turn 1 card from your Hand into a Plan", priority=360)
def _plan_from_hand(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="plan_from_hand", target=Target("chosen", {"zone": "hand", "side": "you"}, 1))]


@clause("plan_from_rest", r"turn 1 (.+?) in your Retirement Area into a Plan", priority=370)
def _plan_from_rest(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="plan_from_rest", target=chosen(m[1], 1, zone="rest"))]


@clause("look_plans", r"look at (?:all of )?your Plans,? (?:and )?(put them back in any order you want|return them their original locations)", priority=380)
def _look_plans(m: re.Match[str]) -> list[Effect]:
    return [Effect("look_top", zone="plans", amount=0, keyword="reorder" if "any order" in m[1] else "", target=Target("player"))]


@clause("look_plan", r"look at 1 of your Plans", priority=390)
def _look_plan(m: re.Match[str]) -> list[Effect]:
    return [Effect("look_top", zone="plans", amount=1, target=Target("player"))]


@clause("remove_plan", r"remove one of Rival's Plan cards", priority=400)
def _remove_plan(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="remove_plan", target=Target("opponent"))]


@clause("next_item_cost", r"the next Item you play gets -(\d+) Cost", priority=460)
def _next_item_cost(m: re.Match[str]) -> list[Effect]:
    return [Effect("cost_reduction", amount=int(m[1]), keyword="next_item", target=Target("player"))]


@clause("win", r"you win the game", priority=470)
def _win(m: re.Match[str]) -> list[Effect]:
    return [Effect("gain_score", amount=1, stat="win", target=Target("player"))]
