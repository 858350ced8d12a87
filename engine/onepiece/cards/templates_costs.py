"""Activation costs (8-3-1): the parts before the colon, one template each, tried in this order.
A builder gets the match and the costs read so far, and returns one cost dict
``{"kind": …, "n": N, …}`` (the kinds resolve.pay_cost pays)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .readers import parse_target, rest_symbols
from .registry import COSTS

Cost = dict[str, Any]


@COSTS.register("don_minus", r"DON!! -(\d+)", full=True)
def _don_minus(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-6: DON!! −N."""
    return {"kind": "don_minus", "n": int(m[1])}


@COSTS.register("rest_self", r"rest this (?:Character|card|Leader|Stage)", full=True, flags=re.I)
def _rest_self(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "rest_self", "n": 1}


@COSTS.register("trash_hand", r"trash (\d+) cards? from your hand", full=True, flags=re.I)
def _trash_hand(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "trash_hand", "n": int(m[1])}


@COSTS.register("trash_self", r"trash this (?:Character|card|Stage)", full=True, flags=re.I)
def _trash_self(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "trash_self", "n": 1}


@COSTS.register("rest_don", r"rest (\d+) of your DON!! cards?", full=True, flags=re.I)
def _rest_don(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-5 in words."""
    return {"kind": "rest_don", "n": int(m[1])}


@COSTS.register("rest_active_don", r"rest (\d+) of your active DON!! cards?", full=True, flags=re.I)
def _rest_active_don(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-5 in words ("active" says what resting DON!! needs anyway)."""
    return {"kind": "rest_don", "n": int(m[1])}


@COSTS.register("rest_own", r"rest (\d+) of your (cards|.+)", full=True, flags=re.I)
def _rest_own(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"rest 1 of your cards" (any active card of yours: Leader, Characters, Stage or a DON!! of the
    cost area) or "rest 2 of your Characters" (those that fit): the player chooses which (8-3-1)."""
    if m[2].lower() == "cards":
        return {"kind": "rest_own", "n": int(m[1])}
    t = parse_target(f"{m[1]} of your {m[2]}")
    if t is None or "DON" in m[2] or t.filter.get("side") != "own":
        return None
    return {"kind": "rest_own", "n": int(m[1]), "filter": t.filter}


@COSTS.register("return_don", r"return (\d+) DON!! cards? from your field to your DON!! deck", full=True, flags=re.I)
def _return_don(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-6 in words: the same as DON!! −N."""
    return {"kind": "don_minus", "n": int(m[1])}


@COSTS.register("return_don_any", r"return (\d+) or more DON!! cards? from your field to your DON!! deck", full=True, flags=re.I)
def _return_don_any(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-6 in words, "N or more": the player chooses how many, at least N."""
    return {"kind": "don_minus_any", "n": int(m[1])}


@COSTS.register("and_this_card", r"this (?:Character|card|Leader|Stage)", full=True, flags=re.I)
def _and_this_card(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"You may rest 1 of your DON!! cards and this Character": the verb is the previous part's."""
    return {"kind": "rest_self", "n": 1} if costs else None


@COSTS.register("life_to_hand", r"add (\d+) cards? from the top( or bottom)? of your Life cards to your hand", full=True, flags=re.I)
def _life_to_hand(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "life_to_hand", "n": int(m[1]), "either": bool(m[2])}


@COSTS.register("trash_hand_matching", r"trash (\d+) (.+?) from your hand", full=True, flags=re.I)
def _trash_hand_matching(m: re.Match, costs: list[Cost]) -> Cost | None:
    t = parse_target(f"{m[1]} {m[2]}", "hand")
    return None if t is None else {"kind": "trash_hand", "n": int(m[1]), "filter": t.filter}


@COSTS.register("life_trash", r"trash (\d+) cards? from the top( or bottom)? of your Life cards", full=True, flags=re.I)
def _life_trash(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "life_trash", "n": int(m[1]), "either": bool(m[2])}


@COSTS.register("bottom_self", r"place this (?:Character|card|Stage) at the bottom of the owner's deck", full=True, flags=re.I)
def _bottom_self(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "bottom_self", "n": 1}


@COSTS.register("bottom_own_stage", r"place (\d+) (Stages? .+?) at the bottom of the owner's deck", full=True, flags=re.I)
def _bottom_own_stage(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"place 1 Stage with a cost of 1 at the bottom of the owner's deck": a Stage of yours (8-3-1)
    that fits, chosen by the player (payable.own_matching looks in the Stage area for it)."""
    t = parse_target(f"{m[1]} of your {m[2]}")
    return None if t is None or t.filter.get("types") != ["Stage"] else {"kind": "bottom_own", "n": int(m[1]), "filter": t.filter}


@COSTS.register("mill", r"trash (\d+) cards? from the top of your deck", full=True, flags=re.I)
def _mill(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "mill", "n": int(m[1])}


@COSTS.register("trash_to_deck", r"place (\d+) cards? from your trash at the bottom of your deck(?: in any order)?", full=True, flags=re.I)
def _trash_to_deck(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "trash_to_deck", "n": int(m[1])}


# Costs paid with cards of your own that you choose (8-3-1): kind, zone, pattern.
_CHOSEN = {
    "trash_to_deck": ("trash", r"place (\d+) (.+?) from your trash at the bottom of your deck(?: in any order)?"),
    "reveal_hand": ("hand", r"reveal (\d+) (.+?) from your hand"),
    "bounce_own": ("field", r"return (\d+) (of your .+?) to the owner's hand"),
    "bottom_own": ("field", r"place (\d+) (of your Characters) at the bottom of the owner's deck"),
    "trash_own": ("field", r"trash (\d+) (of your .+?)"),
    "ko_own": ("field", r"K\.O\. (\d+) (of your .+?)"),
}


def _chosen(kind: str, zone: str) -> Callable[[re.Match, list[Cost]], Cost | None]:
    def build(m: re.Match, costs: list[Cost]) -> Cost | None:
        t = parse_target(f"{m[1]} {m[2]}", zone)
        return None if t is None else {"kind": kind, "n": int(m[1]), "filter": t.filter}
    return build


for _kind, (_zone, _pattern) in _CHOSEN.items():
    COSTS.add(f"{_kind}_matching", _chosen(_kind, _zone), _pattern, full=True, flags=re.I)


@COSTS.register("give_active_don", r"give (\d+) (?:of your )?active DON!! cards? to 1 of your (Leader or Character cards|\[[^\]]+\])",
                 full=True, flags=re.I)
def _give_active_don(m: re.Match, costs: list[Cost]) -> Cost | None:
    """6-5-5 as a cost: the player chooses which of their Leader or Characters (named [X] when the
    text says so) gets the active DON!!."""
    out: Cost = {"kind": "give_active_don", "n": int(m[1])}
    if m[2].startswith("["):
        out["filter"] = {"name": m[2][1:-1]}
    return out


@COSTS.register("leader_minus_power", r"give your (?:1 )?active Leader -(\d+) power during this turn", full=True, flags=re.I)
def _leader_minus_power(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"give your 1 active Leader −5000 power during this turn": an active Leader pays it (``n``: the power)."""
    return {"kind": "leader_minus_power", "n": int(m[1])}


@COSTS.register("and_own_leader_or_stage", r"(\d+) of your \{([^}]+)\} type Leader or Stage cards", full=True, flags=re.I)
def _and_own_leader_or_stage(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"You may rest this Character and 1 of your {X} type Leader or Stage cards": the verb is the
    previous part's (rest); the player chooses which active card of theirs (8-3-1)."""
    if not costs or costs[-1]["kind"] not in ("rest_self", "rest_own"):
        return None
    return {"kind": "rest_own", "n": int(m[1]), "filter": {"traits": [m[2]], "types": ["Leader", "Stage"]}}


@COSTS.register("rest_leader", r"rest your (?:1 )?Leader", full=True, flags=re.I)
def _rest_leader(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1: rest your (active) Leader."""
    return {"kind": "rest_leader", "n": 1}


@COSTS.register("life_area_to_hand", r"add (\d+) cards? from your Life area to your hand", full=True, flags=re.I)
def _life_area_to_hand(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"add 1 card from your Life area to your hand": from the top (3-10-2)."""
    return {"kind": "life_to_hand", "n": int(m[1]), "either": False}


@COSTS.register("bounce_self", r"return this (?:Character|card) to the owner's hand", full=True, flags=re.I)
def _bounce_self(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "bounce_self", "n": 1}


@COSTS.register("life_face_up", r"turn (\d+) cards? from the top of your Life cards face-up", full=True, flags=re.I)
def _life_face_up(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "life_face_up", "n": int(m[1])}  # 3-10-2-1


@COSTS.register("life_face_down", r"turn (\d+) cards? from the top of your Life cards face-down", full=True, flags=re.I)
def _life_face_down(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "life_face_down", "n": int(m[1])}  # 3-10-2: face-up Life cards turned face down


@COSTS.register("rest_symbols", r"([①-⑩]+)", full=True)
def _rest_symbols(m: re.Match, costs: list[Cost]) -> Cost | None:
    """8-3-1-5: ①② after another cost."""
    return {"kind": "rest_don", "n": rest_symbols(m[1])}


COST_KINDS = frozenset({
    "rest_don", "don_minus", "rest_self", "trash_hand", "trash_self", "life_to_hand", "life_trash", "bottom_self",
    "mill", "trash_to_deck", "reveal_hand", "bounce_own", "bounce_self", "life_face_up", "rest_own", "return_active_don",
    "don_minus_any", "trash_own", "give_active_don", "ko_own", "trash_own_or_hand", "rest_leader", "leader_minus_power", "bottom_own",
    "life_face_down", "self_minus_power",
    "give_opp_don", "leader_minus_any", "give_active_don_to", "ko_self", "protected_minus_power", "protected_to_life", "rest_opp_char",  # costs_more.py
    "hand_to_deck_top", "hand_to_deck_bottom", "return_given_don", "rest_leader_or_don", "char_to_life_face_up",  # costs_starters.py
    "life_end_face_up", "life_end_face_down", "face_up_life_down", "reveal_hand_keep", "trash_hand_or_rest_don",
    "opp_char_to_life_end_face_up",
})
"""Every kind of cost resolve.pay_cost pays."""
