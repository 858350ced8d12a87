"""Templates of looks at the top of your deck that take or order "any number" of the cards: "look
at the top N cards of your deck. You may reveal any number of [kind] cards and put them into your
hand. Put the rest on the bottom of your deck in any order" (7.1.10: only from the cards looked at;
"any number" is up to all N of them); "… put them back on the top of your deck in any order"; "put
2 into your hand"; "look at each opponent's hand"."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import number, parse_target, players_of
from .registries import SENTENCES, STOP, TEXTS
from .templates_deck_top import kinds_filter


@TEXTS.register("look_take_any_number", r"^[Ll]ook at the top (\w+) cards of your deck\. You may reveal any number of (.+? cards)(?: named .+?)? "
                r"and put them in(?:to)? your hand\. Put the rest on the bottom of your deck in any order\.?$", priority=80)
def look_take_any_number(m: re.Match[str]) -> object:
    """Jim Hawkins - Honorable Pirate, Lucky - Runt of the Litter, The Queen - Crown of the Council."""
    n = number(m.group(1))
    if not n:
        return None
    phrase = m.string[m.start(2):m.string.index(" and put them")]
    got = kinds_filter(phrase)
    if got is None:
        return STOP
    return [Effect("look_top", n, Target("player", {"who": "you"}), condition={"take": got[0], "rest": "bottom", "count": n}, text=m.string)]


@TEXTS.register("look_and_reorder", r"^[Ll]ook at the top (\w+) cards of your deck(?:\. Put them| and put them) back(?: on the top of your deck)? in any order\.?$", priority=80)
def look_and_reorder(m: re.Match[str]) -> object:
    """Reflection, Pascal - Inquisitive Pet: look at the top N and put them back in any order
    (7.1.10; op ``order_top``)."""
    n = number(m.group(1))
    return [Effect("order_top", n, text=m.string)] if n else None


@TEXTS.register("look_put_n_to_hand", r"^[Ll]ook at the top (\w+) cards of your deck\. Put (\w+) into your hand\. Put the rest on the bottom of your deck in any order\.?$", priority=80)
def look_put_n_to_hand(m: re.Match[str]) -> object:
    """Dig a Little Deeper: "Look at the top 7 … Put 2 into your hand": exactly that many (as many
    as there are), unrevealed (7.1.10); the rest to the bottom."""
    n, k = number(m.group(1)), number(m.group(2))
    if not n or not k or k >= n:
        return None
    return [Effect("look_top", n, Target("player", {"who": "you"}),
                   condition={"take": {"any": True}, "rest": "bottom", "must": True, "hidden": True, "count": k, "at_least": k}, text=m.string)]


@SENTENCES.register("look_at_hands", r"^[Ll]ook at (each opponent|chosen opponent|chosen player)['’]s hand$", priority=180)
def look_at_hands(m: re.Match[str]) -> object:
    """Diablo - Maleficent's Spy: "look at each opponent's hand" (only you see them, 7.1.10; op
    ``look_hand``)."""
    return [Effect("look_hand", 0, Target(players_of(m.group(1))), text=m.string)]


@SENTENCES.register("all_to_bottom", r"^[Pp]ut all (.+?) on the bottom of their players['’] decks(?: in any order)?$", priority=180)
def all_to_bottom(m: re.Match[str]) -> object:
    """Under the Sea: "Put all opposing characters with 2 {S} or less on the bottom of their
    players' decks in any order" (each card to its owner's deck bottom; as with the other "in any
    order" bottoms, they go in the order they are in play)."""
    t = parse_target(f"all {m.group(1)}")
    if t is None or t.kind != "each":
        return STOP
    return [Effect("put_on_deck", 0, t, zone="bottom", text=m.string)]
