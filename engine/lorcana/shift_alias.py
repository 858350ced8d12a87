"""Abilities about shifting onto this character (issue 16; templates_players_and_drying): "this
character also counts as being named Syndrome for Shift" and "you can shift any character on top of
this character" (a Shift that wants that name, 10.8.1 — or any Shift — may go on top of it; for
anything else its name is unchanged, 6.2.4), and "you pay 1 {I} less to shift a character on top
of this character" (4.3.4.5)."""

from __future__ import annotations

from typing import Any

from .characteristics import any_static_gives, matches, names_match, statics_of
from .state import LorcanaState


def shift_alias_fits(st: LorcanaState, onto_filter: dict[str, Any], onto: int, player: int, uid: int) -> bool:
    """``onto`` fits a Shift's "same name" filter through one of its "counts as being named … for
    Shift" abilities (its other conditions still apply), or any Shift at all: "you can shift any
    character on top of this character" (every Shift variant, whatever its name or classification)."""
    if not any_static_gives(st, "shift_alias"):
        return False
    aliases = [s["filter"] for s in statics_of(st, onto) if s.get("keyword") == "shift_alias"]
    if any(a.get("any") for a in aliases):
        return True
    wanted = onto_filter.get("name")
    if not wanted:
        return False
    rest = {k: v for k, v in onto_filter.items() if k != "name"}
    # "as if this character had any name" (Morph - Space Goo): the name only, its other conditions apply
    if any(a.get("any_name") for a in aliases):
        return matches(st, onto, rest, player, uid)
    return any(names_match(a["name"], wanted) for a in aliases if "name" in a) and matches(st, onto, rest, player, uid)


def shift_onto_less(st: LorcanaState, onto: int) -> int:
    """"You pay 1 {I} less to shift a character on top of this character" (4.3.4.5: a cost decrease
    for a Shift onto this very character)."""
    if not any_static_gives(st, "shift_onto_less"):
        return 0  # no static ability of the match has it (its statics_of are the card data's)
    card = st.table.peek(onto, None)  # reading only: no copy of the card
    if card is None or card.zone != "play":
        return 0
    return sum(int(s.get("delta", 0)) for s in statics_of(st, onto) if s.get("keyword") == "shift_onto_less")
