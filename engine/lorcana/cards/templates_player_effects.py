"""Templates of effects on players named by a relation (1.4): "each opponent with more lore than
you loses 2 lore" (compared as the effect resolves), "the challenging player chooses and discards
a card", "the challenging character's player discards all cards in their hand" (the player of the
card the trigger names, ``trigger_player``), "its player draws a card" (the player of the card the
previous step named, ``it_player``), "have each opponent choose and discard a card" and "each
opponent puts the top 2 cards of their deck into their discard"."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import number, players_of
from .registries import SENTENCES, parse_sentence

_CHALLENGER = Target("trigger_player", {"role": "challenger"})


@SENTENCES.register("opponents_ahead_lose", r"^[Ee]ach opponent with more lore than you loses (\d+) lore$", priority=175)
def opponents_ahead_lose(m: re.Match[str]) -> object:
    return [Effect("lose_score", int(m.group(1)), Target("opponent", {"more_lore": True}), text=m.string)]


@SENTENCES.register("challenger_discards", r"^[Tt]he challenging (?:player|character's player) (chooses and discards (\w+) cards?|discards all cards in their hand)$",
                    priority=185)
def challenger_discards(m: re.Match[str]) -> object:
    """The challenging player chooses the cards (8.3.4); "all cards in their hand": no choice."""
    if m.group(2) is None:
        return [Effect("discard", 99, _CHALLENGER, text=m.string)]
    n = number(m.group(2))
    return [Effect("discard", n, _CHALLENGER, text=m.string)] if n else None


@SENTENCES.register("its_player", r"^(?:[Ii]ts|That) player (?:(draws) (\w+) cards?|(gains) (\d+) lore)$", priority=185)
def its_player(m: re.Match[str]) -> object:
    """"Banish chosen item. Its player draws a card." (7.1.9: the item just banished)."""
    n = number(m.group(2) or m.group(4))
    if not n:
        return None
    return [Effect("draw" if m.group(1) else "gain_score", n, Target("it_player"), text=m.string)]


@SENTENCES.register("have_them_discard", r"^[Hh]ave (each opponent|chosen opponent) choose and discard (\w+ cards?)$", priority=185)
def have_them_discard(m: re.Match[str]) -> object:
    """"… to have chosen opponent choose and discard a card" = "chosen opponent chooses and discards a card"."""
    return parse_sentence(f"{m.group(1)[0].upper()}{m.group(1)[1:]} chooses and discards {m.group(2)}")


@SENTENCES.register("players_mill", r"^(Each opponent|Each player|Chosen player|Chosen opponent) puts? the top (?:(\w+) cards|card) of their deck into their discard$", priority=185)
def players_mill(m: re.Match[str]) -> object:
    n = number(m.group(2)) if m.group(2) else 1
    return [Effect("move", n, Target(players_of(m.group(1))), zone="discard", text=m.string)] if n else None


@SENTENCES.register("draw_to_match", r"^(?:[Ii]f chosen opponent has more cards in their hand than you, )?[Dd]raw cards until you have the same number$", priority=185)
def draw_to_match(m: re.Match[str]) -> object:
    """"[If chosen opponent has more cards in their hand than you, ]draw cards until you have the
    same number": as many as the chosen opponent has more (none when they don't)."""
    return [Effect("draw_until", 0, Target("chosen_opponent"), condition={"match": True}, text=m.string)]


@SENTENCES.register("most_cards_discard", r"^[Tt]he player or players with the most cards in their hands? chooses? and discards? (\w+) cards?$", priority=185)
def most_cards_discard(m: re.Match[str]) -> object:
    """Every player tied for the most cards in hand, counted as it resolves (8.3.4: each chooses)."""
    n = number(m.group(1))
    return [Effect("discard", n, Target("each_player", {"most_hand": True}), text=m.string)] if n else None
