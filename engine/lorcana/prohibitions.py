"""Prohibitions and permissions (1.2.2): an effect that says something can't happen beats any
rule or effect that would let it happen ("Players can't play actions" beats "you may play actions
without paying their cost"; "can't draw" beats the Draw step and draw effects).

Prohibitions live in ``state.floating`` (``{"kind": "prohibit", "what": "play"|"draw", "types",
"players", "player", "until"}``) or come from static abilities (``{"prohibit": …}``) of cards in
play. Permissions to play without paying are ``{"kind": "permit_free", "types", "player"}``.
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

from .characteristics import (
    any_static_has,
    condition_holds,
    floating_of,
    names_match,
    opponents,
    read_once_of,
    statics_of,
    statics_with,
)
from .match_abilities import _LAST as _MATCH_LAST
from .match_abilities import match_abilities
from .state import LorcanaState

_dict_get = dict.get


def affected_players(st: LorcanaState, rule: dict[str, Any], controller: int) -> list[int]:
    """The players a prohibition ``rule`` of ``controller`` applies to (1.2.2)."""
    who = rule.get("players", "opponents")
    if who == "opponents":
        return opponents(st, controller)
    if who == "you":
        return [controller]
    return list(range(st.num_players))


def active_prohibitions(st: LorcanaState) -> list[tuple[int, dict[str, Any]]]:
    """Every prohibition in force, with the player whose card or effect made it. None when no
    static ability of the match has ``prohibit`` (engine.lorcana.match_abilities, fixed for the
    match) and no ``state.floating`` entry is a prohibition (told without a Python loop): the
    answer :func:`_active_prohibitions` gives then (1.2.2). tests/lorcana/test_prohibition_gate.py compares."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if "prohibit" not in ma.fields and "prohibit" not in map(_dict_get, st.floating, repeat("kind")):
        return []
    return read_once_of(st, "active_prohibitions", _active_prohibitions, st)


def _active_prohibitions(st: LorcanaState) -> list[tuple[int, dict[str, Any]]]:
    out = [(f["player"], f) for f in floating_of(st, "prohibit")]
    for src, s in statics_with(st, "prohibit"):
        if s.get("prohibit") and condition_holds(st, s.get("cond"), st.table.peek(src).controller, src):
            out.append((st.table.peek(src).controller, {"what": s["prohibit"], "types": s.get("types", []), "players": s.get("players"),
                                                          "cost_min": s.get("cost_min")}))
    return out


def prohibited(st: LorcanaState, player: int, what: str, card_data: dict[str, Any] | None = None) -> bool:
    """1.2.2: is ``player`` prevented from ``what`` ("play" a card like ``card_data``, "draw")?"""
    if what == "play" and card_data is not None and str(card_data.get("type", "")).lower() == "character" and _played_same_name(st, player, card_data):
        return True  # Remember Me: "you can't play characters with the same name as characters you played this way this turn"
    for controller, rule in active_prohibitions(st):
        if rule.get("what") != what or player not in affected_players(st, rule, controller):
            continue
        if card_data is not None:
            types = rule.get("types") or []
            if types and str(card_data.get("type", "")).lower() not in types:
                continue
            if rule.get("cost_min") is not None and int(card_data.get("cost") or 0) < rule["cost_min"]:
                continue
        return True
    return False


def _played_same_name(st: LorcanaState, player: int, card_data: dict[str, Any]) -> bool:
    """Whether ``player`` played a character with this card's name from the discard this turn (a
    ``play_from_discard`` record names them). (Apart from :func:`prohibited`: the names a generator
    reads are cells, made on every call of the function they belong to.)"""
    return any(
        f.get("player") == player
        and f.get("turn") == st.turn
        and any(names_match(str(card_data.get("name", "")), n) for n in f.get("played_names", []))
        for f in floating_of(st, "play_from_discard")
    )


def self_prohibited(st: LorcanaState, player: int, uid: int) -> bool:
    """1.2.2 from the card itself: "You can't play this character unless [condition]" (a static
    ability that works from the hand, 7.6.5) forbids the play while the condition fails."""
    return any_static_has(st, "play_unless") and _unless_fails(st, player, uid)


def _unless_fails(st: LorcanaState, player: int, uid: int) -> bool:
    """:func:`self_prohibited` read from the card's statics (apart: the names a generator reads are cells)."""
    return any(s.get("who") == "in_hand" and s.get("play_unless") and not condition_holds(st, s.get("cond"), player, uid)
               for s in statics_of(st, uid))


def can_play(st: LorcanaState, player: int, uid: int) -> bool:
    """Nothing forbids ``player`` to play the card ``uid`` (1.2.2: a prohibition beats a permission)."""
    return not self_prohibited(st, player, uid) and not prohibited(
        st, player, "play", st.cards[st.table.cards[uid].card_id]
    )


def free_permission(st: LorcanaState, player: int, card_data: dict[str, Any]) -> dict[str, Any] | None:
    """A permission to play a card of this type without paying its ink cost."""
    for f in floating_of(st, "permit_free"):
        if f["player"] == player and str(card_data.get("type", "")).lower() in f.get("types", []):
            return f
    return None


def expire_at_turn_start(st: LorcanaState, player: int) -> None:
    """"until the start of your next turn" prohibitions end in that player's Ready step (4.2.1.3)."""
    if "your_next_turn" in map(_dict_get, st.floating, repeat("until")):  # (none: the list stays as it is, told without a Python loop)
        st.floating = [f for f in st.floating if not (f.get("until") == "your_next_turn" and f.get("player") == player)]
