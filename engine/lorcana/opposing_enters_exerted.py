""" "Opposing items enter play exerted" (Figaro - Tuxedo Cat), "while this character is exerted,
opposing characters with Rush enter play exerted" (Jiminy Cricket - Level-Headed and Wise): a static
ability of another player's card in play (``who`` "opposing", ``keyword`` "enters_exerted") that
changes how a card enters play (7.7.4, an "enter" replacement); it applies to a shifted character
too (10.8.4). Read by engine.lorcana.play.put_played_card as the card enters."""

from __future__ import annotations

from .characteristics import _static_index, condition_holds, matches
from .match_abilities import _LAST as _MATCH_LAST
from .match_abilities import match_abilities
from .state import LorcanaState


def opposing_enters_exerted(st: LorcanaState, uid: int, player: int) -> bool:
    """Does a card of another player make ``uid`` (played by ``player``) enter play exerted? Asked of
    the static abilities of the cards in play whose keyword is ``enters_exerted`` (the static index's
    ``("keyword", "enters_exerted")``, in order), none while no static of the match has that keyword
    (engine.lorcana.match_abilities ``keywords``). tests/lorcana/test_play_check_shortcuts.py compares."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if "enters_exerted" not in ma.keywords:
        return False
    for src, s in _static_index(st).get(("keyword", "enters_exerted"), ()):
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
