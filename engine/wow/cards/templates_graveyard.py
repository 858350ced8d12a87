"""Targets in a graveyard (EN 706; ``engine.wow.graveyard``): "Put target ally card from your
graveyard into your hand", "Remove target card in a graveyard from the game", "Put target ally from
your graveyard on top of your deck", "Put target ally card from your graveyard into play if its cost
is less than or equal to the number of resources you have". Registered before the templates of
cards in play ("remove … from the game"), which these sentences would otherwise reach."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .readers import search_filter
from .registry import SENTENCES

_WHOSE = {"your": "friendly", "a": None, "any": None, "an opponent's": "opposing", "an opposing": "opposing"}


def graveyard_target(what: str, whose: str) -> Target | None:
    """ "target ally card" + "your" → a chosen card in your graveyard (a ``search.card_matches`` filter)."""
    m = rx.fullmatch(r"target (.+?)(?: with cost (\d+) or (less|more))?", what.strip(), re.I)
    if not m or whose.lower() not in _WHOSE:
        return None
    flt = search_filter(m.group(1))
    if flt is None or "name" in flt:
        return None
    out: dict[str, Any] = {**flt, "zone": "graveyard"}
    if m.group(2):
        out["max_cost" if m.group(3).lower() == "less" else "min_cost"] = int(m.group(2))
    if _WHOSE[whose.lower()]:
        out["side"] = _WHOSE[whose.lower()]
    return Target("chosen", out)


_G = r"(target .+?) (?:in|from) (your|a|any|an opponent's) graveyard"


Reader = Callable[[re.Match, str, str], "list[Effect] | None"]


def _printed(regex: str) -> Callable[[Reader], Callable[[str, str, str], list[Effect] | None]]:
    """A template read on the printed sentence (its [Nature] icons name tags here, not damage types)."""
    pattern = re.compile(regex, re.I)

    def wrap(fn: Reader) -> Callable[[str, str, str], list[Effect] | None]:
        def run(s: str, name: str, sentence: str) -> list[Effect] | None:
            m = pattern.fullmatch(rx.spaces(sentence.strip().rstrip(".")))
            return fn(m, name, sentence) if m else None
        run.__doc__ = fn.__doc__
        return run
    return wrap


@SENTENCES.register("graveyard_to_hand", priority=25)
@_printed(r"(?:put|return) " + _G + r" (?:into|to) (?:your |its owner's |his )?hand")
def _to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put target ally card from your graveyard into your hand" (your own card: your hand is its owner's, 415.2)."""
    if m.group(2).lower() != "your" and "owner" not in m.group(0).lower():
        return None  # another player's card into your hand: its ownership changes (415.2), not read
    tgt = graveyard_target(m.group(1), m.group(2))
    return [Effect("graveyard_move", 0, tgt, zone="hand", text=sentence)] if tgt else None


@SENTENCES.register("graveyard_remove", priority=26)
@_printed(r"remove " + _G + r" from (?:the )?game")
def _remove(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Remove target card in a graveyard from the game"."""
    tgt = graveyard_target(m.group(1), m.group(2))
    return [Effect("graveyard_move", 0, tgt, zone="removed", text=sentence)] if tgt else None


@SENTENCES.register("graveyard_to_deck", priority=27)
@_printed(r"put " + _G + r" on (?:the )?top of (?:your|its owner's) deck")
def _to_deck(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put target ally from your graveyard on top of your deck"."""
    if m.group(2).lower() != "your" and "owner" not in m.group(0).lower():
        return None
    tgt = graveyard_target(m.group(1), m.group(2))
    return [Effect("graveyard_move", 0, tgt, zone="deck_top", text=sentence)] if tgt else None


@SENTENCES.register("graveyard_to_play", priority=28)
@_printed(r"put " + _G + r" into play(?: under your control)?"
          r"( if (?:its cost is|it costs) less than or equal to the number of resources you (?:have|control))?")
def _to_play(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put target ally card from your graveyard into play if its cost is less than or equal to the
    number of resources you have" (an ally or equipment; it enters play as a resolving card would, 710.1)."""
    tgt = graveyard_target(m.group(1), m.group(2))
    if tgt is None or not tgt.filter.get("types") or not set(tgt.filter["types"]) <= {"ally", "weapon", "armor", "item"}:
        return None
    if m.group(2).lower() != "your" and "under your control" not in m.group(0).lower():
        return None
    return [Effect("graveyard_move", 0, tgt, zone="play", condition={"max_cost": "resources"} if m.group(3) else None, text=sentence)]


@SENTENCES.register("graveyard_pick_to_play", priority=29)
@_printed(r"put (?:an?|one) (.+?)(?: with cost (\d+) or less)? from your graveyard into play"
          r"( if (?:its cost is|it costs) less than or equal to the number of resources you (?:have|control))?")
def _pick_to_play(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put an ally card with cost 2 or less from your graveyard into play": picked as it resolves
    (no target; ``engine.wow.search``, a public zone), it enters play as a resolving card would (710.1)."""
    flt = search_filter(m.group(1))
    if flt is None or "name" in flt or not flt.get("types") or not set(flt["types"]) <= {"ally", "weapon", "armor", "item", "equipment"}:
        return None
    if m.group(2):
        flt["max_cost"] = int(m.group(2))
    if m.group(3):
        flt["max_cost_resources"] = True
    return [Effect("search", 1, zone="graveyard", condition={"filter": flt, "to": "play", "reveal": True}, text=sentence)]
