"""Hand, deck and trash: draw (4-5), trash from hand or deck, look at / search the deck (11-2,
11-3), place looked-at cards, both players trash down to N (1-3-4), cards from the trash."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("draw", r"draw (\d+) cards?", full=True, flags=re.I, priority=10)
def _draw(m: re.Match) -> Effects:
    return [Effect("draw", int(m[1]), Target("player"))]


@CLAUSES.register("trash_from_hand", r"trash (\d+) cards? from your hand", full=True, flags=re.I, priority=160)
def _discard(m: re.Match) -> Effects:
    return [Effect("discard", int(m[1]), Target("chosen", {"side": "own", "zone": "hand"}, int(m[1])))]


@CLAUSES.register("trash_up_to_from_hand", r"trash up to (\d+) cards? from your hand", full=True, flags=re.I, priority=170)
def _discard_up_to(m: re.Match) -> Effects:
    return [Effect("discard", int(m[1]), Target("chosen", {"side": "own", "zone": "hand"}, int(m[1]), True))]


@CLAUSES.register("opponent_discards", r"your opponent trashes (\d+) cards? from their hand", full=True, flags=re.I, priority=200)
def _opp_discard(m: re.Match) -> Effects:
    return [Effect("opponent_discards", int(m[1]))]


@CLAUSES.register("mill", r"trash (\d+) cards? from the top of your deck", full=True, flags=re.I, priority=210)
def _mill(m: re.Match) -> Effects:
    return [Effect("mill", int(m[1]))]


@CLAUSES.register("search", r"look at (\d+) cards from the top of your deck; reveal up to (\d+) (.*?)and add (?:it|them) to your hand",
                  full=True, flags=re.I, priority=220)
def _search(m: re.Match) -> Effects:
    t = parse_target(f"up to {m[2]} {m[3].strip()}", "looked")
    if not t:
        return None
    return [Effect("look_top", int(m[1])), Effect("search", target=t)]


@CLAUSES.register("rest_to_bottom", r"place the rest at the (top or bottom|bottom) of (?:your|the) deck(?: in any order)?", full=True, flags=re.I,
                  priority=230)
def _rest_bottom(m: re.Match) -> Effects:
    """The looked-at cards left, in the order the player chooses (1-3-8, 3-1-7): at the bottom, or
    each at the top or the bottom (``zone`` "either", 11-3-1)."""
    return [Effect("rest_to_bottom", zone="either" if m[1].lower() != "bottom" else "")]


@CLAUSES.register("revealed_to_bottom", r"place the revealed card at the bottom of your deck", full=True, flags=re.I, priority=232)
def _revealed_bottom(m: re.Match) -> Effects:
    """The revealed card (still on the deck) goes to its bottom."""
    return [Effect("rest_to_bottom")]


@CLAUSES.register("reveal_top", r"reveal (\d+) cards? from the top of your deck", full=True, flags=re.I, priority=235)
def _reveal_top(m: re.Match) -> Effects:
    """11-2-1: the top N cards are shown to both players (they stay in the deck until moved)."""
    return [Effect("look_top", int(m[1]), keyword="reveal")]


@CLAUSES.register("rest_to_trash", r"trash the rest", full=True, flags=re.I, priority=240)
def _rest_trash(m: re.Match) -> Effects:
    return [Effect("rest_to_bottom", zone="trash")]


@CLAUSES.register("trash_self_card_to_hand", r"add this (?:Character )?card from your trash to your hand", full=True, flags=re.I,
                  priority=250)
def _self_to_hand(m: re.Match) -> Effects:
    return [Effect("move", target=Target("self"), zone="hand")]


@CLAUSES.register("look", r"look at (\d+) cards? from the top of (your|your opponent's) deck", full=True, flags=re.I, priority=370)
def _look(m: re.Match) -> Effects:
    """11-3-3: looking with nothing more to do: the cards go back and the deck is randomized."""
    return [Effect("look_top", int(m[1]), keyword="randomize", zone="opp" if "opponent" in m[2] else "")]


@CLAUSES.register("scry", r"look at (\d+) cards? from the top of your deck and place them at the top or bottom of (?:the|your) deck "
                  r"in any order", full=True, flags=re.I, priority=380)
def _scry(m: re.Match) -> Effects:
    """11-3-1 / 1-3-8: the player puts each looked-at card on the top or the bottom, in the order
    they choose."""
    return [Effect("scry", int(m[1]))]


@CLAUSES.register("each_trash_to", r"you and your opponent trash cards from your hands until you each have (\d+) cards? in your hands",
                  full=True, flags=re.I, priority=390)
def _each_trash_to(m: re.Match) -> Effects:
    """1-3-4: both players choose (turn player first), then both trash together."""
    return [Effect("each_trash_to", int(m[1]))]


@CLAUSES.register("trash_to", r"trash cards from your hand until you have (\d+) cards? in your hand", full=True, flags=re.I, priority=391)
def _trash_to(m: re.Match) -> Effects:
    """The player chooses which cards of their hand to trash, down to N (none when N or fewer)."""
    return [Effect("each_trash_to", int(m[1]), zone="own")]


@CLAUSES.register("opponent_hand_to_bottom", r"your opponent places (\d+) cards? from their hand at the bottom of their deck(?: in any order)?",
                  full=True, flags=re.I, priority=392)
def _opponent_hand_to_bottom(m: re.Match) -> Effects:
    """The opponent chooses the cards of their hand (and their order, 1-3-8)."""
    return [Effect("opponent_discards", int(m[1]), zone="deck")]


@CLAUSES.register("hand_to_deck", r"return all cards in your hand to your deck and shuffle your deck", full=True, flags=re.I, priority=393)
def _hand_to_deck(m: re.Match) -> Effects:
    """The whole hand into the deck, then the deck shuffled (3-2-4); the number is counted."""
    return [Effect("hand_to_deck")]


@CLAUSES.register("draw_counted", r"draw cards equal to the number you returned to your deck", full=True, flags=re.I, priority=394)
def _draw_counted(m: re.Match) -> Effects:
    """As many cards as the ability's last counting op counted ("the number you returned")."""
    return [Effect("draw", 0, Target("player"), keyword="counted")]


@CLAUSES.register("opponent_trash_to_bottom", r"your opponent places (\d+) (cards|Events) from their trash at the bottom of their deck(?: in any order)?",
                  full=True, flags=re.I, priority=392)
def _opponent_trash_to_bottom(m: re.Match) -> Effects:
    """The opponent chooses the cards of their trash (Events only when the text says so) and their order (1-3-8)."""
    return [Effect("opponent_discards", int(m[1]), zone="trash_deck", keyword="Event" if m[2].lower() == "events" else "")]


@CLAUSES.register("hand_to_bottom", r"place 1 card from your hand at the bottom of your deck", full=True, flags=re.I, priority=415)
def _hand_to_bottom(m: re.Match) -> Effects:
    """The player chooses 1 card of their hand and places it at the bottom of their deck (several
    cards "in any order" are not read here: their order is a choice of its own)."""
    return [Effect("move", target=Target("chosen", {"side": "own", "zone": "hand"}, 1), zone="deck")]


@CLAUSES.register("place_from_hand", r"place (\d+) cards? from your hand at the (top or bottom|bottom|top) of your deck(?: in any order)?",
                  full=True, flags=re.I, priority=416)
def _place_from_hand(m: re.Match) -> Effects:
    """The player chooses N cards of their hand, then places them in the order they choose (1-3-8),
    each at the top or the bottom when the text says "top or bottom" (11-3-1)."""
    if m[2].lower() == "top" and m[1] != "1":
        return None  # several cards at the top: their order is not read here
    return [Effect("place_from_hand", int(m[1]), keyword=m[2].lower())]


@CLAUSES.register("draw_up_to", r"draw up to (\d+) cards?", full=True, flags=re.I, priority=420)
def _draw_up_to(m: re.Match) -> Effects:
    return [Effect("draw", int(m[1]), Target("player"), keyword="up_to")]


@CLAUSES.register("trash_to_hand", r"add (up to \d+ .+?) from your trash to your hand", full=True, flags=re.I, priority=470)
def _trash_to_hand(m: re.Match) -> Effects:
    t = parse_target(m[1], "trash")
    return [Effect("move", target=t, zone="hand")] if t else None
