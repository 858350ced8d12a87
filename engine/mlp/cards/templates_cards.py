"""Clause templates that move cards between the hand, the decks and the rest area: draws and
discards (第六節 1.0.0, 2.0.0), returns to the hand, characters entering from the rest area,
reveals (第六節 9.0.0), searches (第六節 11.0.0) and shuffles into the deck (第一節 3.1.1).

Priorities keep the order in which the clause templates of every family are tried (one list)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import chosen, number, parse_noun, parse_target
from .registry import clause


@clause("draw_per", r"draw (\d+) cards? for each (.+?)", priority=0)
def _draw_per(m: re.Match[str]) -> list[Effect]:
    return [Effect("draw", amount=int(m[1]), target=Target("player"), condition={"per": parse_target(m[2])})]


@clause("each_player_draws", r"each player draws (\d+) cards?", priority=10)
def _each_player_draws(m: re.Match[str]) -> list[Effect]:
    return [Effect("draw", amount=number(m[1]), target=Target("each_player"))]


@clause("draw", r"draw (\d+) cards?", priority=20)
def _draw(m: re.Match[str]) -> list[Effect]:
    return [Effect("draw", amount=number(m[1]), target=Target("player"))]


@clause("discard", r"discard (\d+) cards?", priority=30)
def _discard(m: re.Match[str]) -> list[Effect]:
    return [Effect("discard", amount=number(m[1]), target=Target("player"))]


@clause("discard_random", r"send 1 random card from Rival's Hand to their Retirement Area", priority=40)
def _discard_random(m: re.Match[str]) -> list[Effect]:
    return [Effect("discard", amount=1, target=Target("opponent"), keyword="random")]


@clause("chosen_to_hand", r"choose (\d+) (.+?), add (?:it|them) to Hand", priority=130)
def _chosen_to_hand(m: re.Match[str]) -> list[Effect]:
    return [Effect("return_to_hand", target=chosen(m[2], number(m[1]), zone="rest"))]


@clause("rest_to_hand", r"return (\d+) (.+?) from (?:your|the) Retirement Area to your Hand", priority=140)
def _rest_to_hand(m: re.Match[str]) -> list[Effect]:
    return [Effect("return_to_hand", target=Target("chosen", {**parse_noun(m[2]), "zone": "rest", "side": "you"}, number(m[1])))]


@clause("chosen_to_adventure", r"choose (\d+) (.+?), move it to Adventure Area", priority=150)
def _chosen_to_adventure(m: re.Match[str]) -> list[Effect]:
    return [Effect("play_free", zone="adventure", target=chosen(m[2], number(m[1]), zone="rest"))]


@clause("rest_to_adventure", r"move (\d+) (.+?) from your Retirement Area to your Adventure Area", priority=160)
def _rest_to_adventure(m: re.Match[str]) -> list[Effect]:
    return [Effect("play_free", zone="adventure", target=Target("chosen", {**parse_noun(m[2]), "zone": "rest", "side": "you"}, number(m[1])))]


@clause("self_to_adventure", r"move this card to the Adventure Area", priority=200)
def _self_to_adventure(m: re.Match[str]) -> list[Effect]:
    return [Effect("play_free", zone="adventure", target=Target("self"))]


# 第六節 9.1.0 / 9.3.0: "put it at the top or the bottom" — the controller chooses
@clause("reveal_top_or_bottom", r"reveal the top (card|\d+ cards) of (?:your|the) Deck, put (?:it|them) (?:at|on) the top or (?:at |on )?the bottom of (?:your|the) Deck",
        priority=210)
def _reveal_top_or_bottom(m: re.Match[str]) -> list[Effect]:
    return [Effect("reveal", amount=1 if m[1] == "card" else int(m[1].split()[0]), zone="deck", stat="top_or_bottom", target=Target("player"))]


# 第六節 9.2.0 + 第五節 1.5.1: reveal the top card; what follows happens only if it qualifies
@clause("reveal_gate", r"reveal the top card of (?:your|the) Deck, if it is (?:an? )?(.+?)", priority=220)
def _reveal_gate(m: re.Match[str]) -> list[Effect]:
    return [Effect("reveal", amount=1, zone="deck", keyword="gate", condition={"gate": parse_noun(m[1])}, target=Target("player"))]


# "shuffle into the deck" (第六節 14.1.3a 例; the opponent cuts, 第一節 3.1.1)
@clause("shuffle_self", r"(?:shuffle this (?:Character|card) into (?:its owner's|your|the owner's) Deck|(?:add|put) this (?:Character|card) (?:in|into|to) (?:its owner's|your|the owner's) Deck and shuffle(?: it)?)",
        priority=260)
def _shuffle_self(m: re.Match[str]) -> list[Effect]:
    return [Effect("shuffle", zone="deck", target=Target("self"))]


@clause("shuffle_from_rest", r"choose (\d+) (.+?) in your Retirement Area, shuffle (?:it|them) into your Deck", priority=270)
def _shuffle_from_rest(m: re.Match[str]) -> list[Effect]:
    return [Effect("shuffle", zone="deck", target=chosen(m[2], number(m[1]), zone="rest"))]


@clause("shuffle_deck", r"shuffle your (Deck|Scene Deck)", priority=280)
def _shuffle_deck(m: re.Match[str]) -> list[Effect]:
    return [Effect("shuffle", zone="scene_deck" if m[1] == "Scene Deck" else "deck", target=Target("player"))]


@clause("search_deck", r"reveal the top (\d+) cards? of (?:your|the) Deck, (?:choose (\d+) (.+?) from them, add (?:it|them) to Hand|add (\d+) to your Hand)"
        r"(?:, (?:move|send) the rest to (?:the |your )?(Retirement Area|bottom of your Deck in any order))?", priority=290)
def _search_deck(m: re.Match[str]) -> list[Effect]:
    return [Effect("search", amount=int(m[1]), zone="rest" if (m[5] or "").startswith("Retirement") else ("deck_bottom" if m[5] else "deck_top"),
                   target=Target("chosen", parse_noun(m[3]) if m[3] else {}, number(m[2] or m[4]), True))]
