""""This character also counts as being named Syndrome for Shift" (issue 16;
engine.lorcana.cards.templates_players_and_drying): a Shift that wants a character with that name
(10.8.1) may go on top of this character too; for anything else its name is unchanged (6.2.4)."""

from __future__ import annotations

from typing import Any

from .characteristics import matches, names_match, statics_of
from .state import LorcanaState


def shift_alias_fits(st: LorcanaState, onto_filter: dict[str, Any], onto: int, player: int, uid: int) -> bool:
    """``onto`` fits a Shift's "same name" filter through one of its "counts as being named … for
    Shift" abilities (its other conditions still apply)."""
    wanted = onto_filter.get("name")
    if not wanted:
        return False
    rest = {k: v for k, v in onto_filter.items() if k != "name"}
    return any(s.get("keyword") == "shift_alias" and names_match(s["filter"]["name"], wanted) for s in statics_of(st, onto)) \
        and matches(st, onto, rest, player, uid)
