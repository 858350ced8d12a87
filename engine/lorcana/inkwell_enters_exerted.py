""" "While this character is exerted, cards enter opponents' inkwells exerted" (Daisy Duck -
Paranormal Investigator): a static ability (``who`` "self", ``keyword`` "opp_inkwell_exerted",
usually with ``cond`` {"self": "exerted"}) that changes how a card enters another player's inkwell
(7.7.4, an "enter" replacement): the ink turn action's card (4.3.3.2 says ready; 1.2.1: the card's
text wins) and an effect's "put … into their inkwell" (8.5.6) both come in exerted. Read by
engine.lorcana.turn_actions.ink and engine.lorcana.zones.put_in_inkwell."""

from __future__ import annotations

from .characteristics import _static_index, condition_holds
from .state import LorcanaState

KEYWORD = "opp_inkwell_exerted"


def inkwell_enters_exerted(st: LorcanaState, player: int) -> bool:
    """Does a card of another player in play make the cards entering ``player``'s inkwell enter
    exerted now (its condition holding)?"""
    for src, s in _static_index(st).get(("keyword", KEYWORD), ()):
        owner = st.table.peek(src).controller
        if owner != player and s.get("keyword") == KEYWORD and condition_holds(st, s.get("cond"), owner, src):
            return True
    return False
