"""Templates of putting cards from a hand or a discard into the inkwell by an effect (8.5.6:
facedown and exerted, without revealing them): "put a card from your hand into your inkwell
facedown and exerted", "put a character card from your discard …", "put up to 2 cards from your
discard …" (the player chooses the cards as the effect resolves, 1.2.4); and the top cards of
decks: "each player puts the top 2 cards of their deck into their inkwell facedown and exerted"."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import card_filter, number, players_of
from .registries import SENTENCES, STOP


@SENTENCES.register("hand_or_discard_to_inkwell", r"^[Pp]ut (a|an|up to (\w+)) (.*?)cards? from your (hand|discard) into your inkwell facedown and exerted$", priority=390)
def hand_or_discard_to_inkwell(m: re.Match[str]) -> object:
    """The chosen card(s) of yours go into your inkwell facedown and exerted (8.5.6)."""
    flt = card_filter(f"a {m.group(3)}card")
    if flt is None:
        return STOP
    n = number(m.group(2)) if m.group(2) else 1
    if not n:
        return STOP
    target = Target("chosen", {**flt, "zone": m.group(4), "owner": "you"}, n, bool(m.group(2)))
    return [Effect("move", 0, target, zone="inkwell_card", text=m.string)]


@SENTENCES.register("top_cards_to_inkwell", r"^(Each player|Each opponent|You) puts? the top (?:(\w+) )?cards? of (?:their|your) deck into (?:their|your) inkwell facedown and exerted$",
                    priority=380)
def top_cards_to_inkwell(m: re.Match[str]) -> object:
    """"Each player puts the top 2 cards of their deck into their inkwell facedown and exerted"
    (8.5.6; players in turn order, 1.6.2)."""
    n = number(m.group(2)) if m.group(2) else 1
    if not n:
        return STOP
    who = Target("player", {"who": "you"}) if m.group(1) == "You" else Target(players_of(m.group(1)))
    return [Effect("move", n, who, zone="inkwell", text=m.string)]
