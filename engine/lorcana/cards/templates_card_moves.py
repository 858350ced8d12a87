"""Templates of cards moved between zones by older wordings (7.1): "play an item for free", "play
an Ally character with cost 3 or less for free" (4.3.4.10, from your hand), "discard your hand",
"each opponent discards all cards in their hand" (8.3.4, no choice), "return up to 2 character
cards with cost 2 or less each from your discard to your hand", "return another Racer character
card from your discard to your hand", "shuffle this card into your deck", "choose one of your
characters and ready them", "draw until you have 3 cards in your hand", and "return that card to your hand" / "put that card into your inkwell
facedown and exerted" after a banish (the card in the discard, ``trigger_card``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .readers import number, parse_target, players_of
from .registries import SENTENCES

_YOU = Target("player", {"who": "you"})
_TYPE = r"(character|item|location|action|song)"


def _card_filter(kind: str | None, what: str, cost: str | None) -> dict[str, Any]:
    flt: dict[str, Any] = {"types": ["action"], "song": True} if what == "song" else {"types": [what]}
    if kind:
        flt["classification"] = kind
    if cost:
        flt["cost_max"] = int(cost)
    return flt


@SENTENCES.register("play_kind_free", rf"^[Pp]lay (?:a|an) (?:([A-Z]\w+) )?{_TYPE}(?: card)?(?: with cost (\d+) or less)? for free$", priority=365)
def play_kind_free(m: re.Match[str]) -> object:
    """From your hand, without paying its ink cost (4.3.4.10); no cost limit: any cost."""
    flt = _card_filter(m.group(1), m.group(2), None)
    return [Effect("play_free", int(m.group(3)) if m.group(3) else 99, Target("chosen", {**flt, "zone": "hand", "owner": "you"}), text=m.string)]


@SENTENCES.register("discard_hand_and_draw", r"^(Each player|Each opponent) discards their hands? and draws (\w+) cards$", priority=194)
def discard_hand_and_draw(m: re.Match[str]) -> object:
    """"Each player discards their hand and draws 7 cards": every hand goes, then each draws (1.6.2)."""
    n = number(m.group(2))
    t = players_of(m.group(1))
    return [Effect("discard", 99, Target(t), text=m.string), Effect("draw", n, Target(t), text=m.string)] if n else None


@SENTENCES.register("discard_hand", r"^(?:[Dd]iscard your hand|(Each opponent|Each player|Chosen opponent) discards all cards in their hands?)$", priority=195)
def discard_hand(m: re.Match[str]) -> object:
    """The whole hand, no choice (8.3.4)."""
    return [Effect("discard", 99, Target(players_of(m.group(1))) if m.group(1) else _YOU, text=m.string)]


@SENTENCES.register("return_cards_from_discard", rf"^[Rr]eturn (?:up to (\w+)|(another)|a|an) (?:([A-Z]\w+) )?{_TYPE} cards?(?: with cost (\d+) or less)?"
                    r"(?: with (Support|Bodyguard|Evasive|Rush|Ward|Reckless|Singer))?(?: each)? from your discard (?:to|into) your hand$", priority=265)
def return_cards_from_discard(m: re.Match[str]) -> object:
    """"Return up to 2 item cards from your discard to your hand"; "another Racer character card"
    (not this card, 7.1.9)."""
    n = number(m.group(1)) if m.group(1) else 1
    if not n:
        return None
    flt = {**_card_filter(m.group(3), m.group(4), m.group(5)), "zone": "discard", "owner": "you"}
    if m.group(2):
        flt["other"] = True
    if m.group(6):  # "a character card with Support" (its printed keyword, in the discard)
        flt["keyword"] = m.group(6)
    elif not (m.group(1) or m.group(2)):
        return None  # plain "return a character card from your discard": the older template reads it
    return [Effect("return_to_hand", 0, Target("chosen", flt, n, bool(m.group(1))), zone="discard", text=m.string)]


@SENTENCES.register("shuffle_this_card", r"^[Ss]huffle this card into your deck$", priority=275)
def shuffle_this_card(m: re.Match[str]) -> object:
    """This very card, wherever it is (7.1.9: "this card"), shuffled into its owner's deck."""
    return [Effect("put_on_deck", 0, Target("self_card"), zone="shuffle", text=m.string)]


@SENTENCES.register("choose_yours_and_ready", r"^[Cc]hoose one of your characters and ready (?:them|him|her|it)$", priority=305)
def choose_yours_and_ready(m: re.Match[str]) -> object:
    return [Effect("untap", 0, Target("chosen", {"types": ["character"], "owner": "you"}), text=m.string)]


_THAT_CARD = Target("trigger_card", {"role": "subject"})


@SENTENCES.register("that_card_to_hand", r"^[Rr]eturn (?:that card to (?:your|its player's) hand|them to your hand)$", priority=266)
def that_card_to_hand(m: re.Match[str]) -> object:
    """After "whenever one of your characters is banished …": the banished card, from the discard
    (only while it is still there, 7.1.9.1)."""
    return [Effect("return_to_hand", 0, _THAT_CARD, zone="discard", text=m.string)]


@SENTENCES.register("that_card_to_inkwell", r"^[Pp]ut that card into your inkwell facedown and exerted$", priority=395)
def that_card_to_inkwell(m: re.Match[str]) -> object:
    """8.5.6: from the discard into the inkwell, exerted (not revealed)."""
    return [Effect("move", 0, _THAT_CARD, zone="inkwell_card", text=m.string)]


@SENTENCES.register("draw_until", r"^[Dd]raw (?:cards )?until you have (\w+) cards in your hand$", priority=145)
def draw_until(m: re.Match[str]) -> object:
    n = number(m.group(1))
    return [Effect("draw_until", n, _YOU, text=m.string)] if n else None


@SENTENCES.register("hand_to_deck", r"^[Pp]ut (a|one|two|three|\d) cards? from your hand on the (top|bottom) of your deck(?: in any order)?$", priority=285)
def hand_to_deck(m: re.Match[str]) -> object:
    """"Put 2 cards from your hand on the top of your deck in any order" (the player chooses the
    cards and, by the order of the choice, their order)."""
    n = number(m.group(1))
    if not n:
        return None
    return [Effect("put_on_deck", 0, Target("chosen", {"zone": "hand", "owner": "you"}, n, False), zone=m.group(2), text=m.string)]


@SENTENCES.register("shuffle_all_from_discard", rf"^[Ss]huffle all (?:([A-Z]\w+) )?(?:{_TYPE} )?cards from your discard into your deck$", priority=275)
def shuffle_all_from_discard(m: re.Match[str]) -> object:
    """"Shuffle all character cards from your discard into your deck", "… all Broom cards …"."""
    flt: dict[str, Any] = {"zone": "discard", "owner": "you"}
    if m.group(2):
        flt.update(_card_filter(None, m.group(2), None))
    if m.group(1):
        flt["classification"] = m.group(1)
    return [Effect("put_on_deck", 0, Target("each", flt), zone="shuffle", text=m.string)]


@SENTENCES.register("return_all_to_hands", r"^[Rr]eturn (all .+?) to their players['’] hands$", priority=265)
def return_all_to_hands(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("return_to_hand", 0, t, text=m.string)] if t is not None and t.kind == "each" else None


@SENTENCES.register("discard_card_to_deck", rf"^[Pp]ut (?:a|an) (?:([A-Z]\w+) )?{_TYPE} card from your discard on the (top|bottom) of your deck$", priority=285)
def discard_card_to_deck(m: re.Match[str]) -> object:
    flt = {**_card_filter(m.group(1), m.group(2), None), "zone": "discard", "owner": "you"}
    return [Effect("put_on_deck", 0, Target("chosen", flt), zone=m.group(3), text=m.string)]


@SENTENCES.register("shuffle_another_character", r"^[Ss]huffle another chosen character card into their player's deck$", priority=275)
def shuffle_another_character(m: re.Match[str]) -> object:
    """"Another": not this card (7.1.5); the character in play is shuffled into its owner's deck."""
    return [Effect("put_on_deck", 0, Target("chosen", {"types": ["character"], "other": True}), zone="shuffle", text=m.string)]


@SENTENCES.register("banish_the_challenged", r"^[Bb]anish the challenged character$", priority=255)
def banish_the_challenged(m: re.Match[str]) -> object:
    """The character this one challenged (the trigger's defender), if still in play."""
    return [Effect("destroy", 0, Target("trigger", {"role": "defender"}), text=m.string)]


@SENTENCES.register("deal_that_much", r"^[Dd]eal that much damage to (.+)$", priority=205)
def deal_that_much(m: re.Match[str]) -> object:
    """"Whenever this character takes damage, deal that much damage to …": the damage just dealt
    (the trigger's amount, engine.lorcana.amounts)."""
    t = parse_target(m.group(1))
    if t is None:
        return None
    return [Effect("damage", 1, t, condition={"scale": {"trigger": "amount"}}, text=m.string)]
