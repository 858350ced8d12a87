""" "Opposing items enter play exerted" (Figaro - Tuxedo Cat), "while this character is exerted,
opposing characters with Rush enter play exerted" (Jiminy Cricket - Level-Headed and Wise): a static
ability of another player's card in play (``who`` "opposing", ``keyword`` "enters_exerted") that
changes how a card enters play (7.7.4, an "enter" replacement); it applies to a shifted character
too (10.8.4). Read by engine.lorcana.play.put_played_card as the card enters."""

from __future__ import annotations

from .characteristics import condition_holds, matches, statics_with
from .state import LorcanaState


def opposing_enters_exerted(st: LorcanaState, uid: int, player: int) -> bool:
    """Does a card of another player make ``uid`` (played by ``player``) enter play exerted?"""
    for src, s in statics_with(st, "keyword"):
        owner = st.table.peek(src).controller
        if (
            s.get("who") == "opposing"
            and s.get("keyword") == "enters_exerted"
            and owner != player
            and matches(st, uid, s.get("filter", {}), owner, src)
            and condition_holds(st, s.get("cond"), owner, src)
        ):
            return True
    return False
