""" "You may play items named Microbots for free" (Yokai - Scientific Supervillain): a static ability
of a card in play that lets its player play matching cards from their hand for the alternate cost
"for free" (4.3.4.10: the ink cost is ignored; en 2.2.0 1.5.5.3: an alternate cost the player may
choose, not a cost decrease). Compiled as ``{"who": "yours", "play_free": True, "filter": {...},
"cond": {...}}``; read through engine.lorcana.self_free (the legal plays and the "free" play mode)."""

from __future__ import annotations

from .characteristics import condition_holds, matches, statics_with
from .state import LorcanaState


def static_free(st: LorcanaState, player: int, uid: int) -> bool:
    """Does a static ability of one of ``player``'s cards in play let them play ``uid`` for free?"""
    peek = st.table.peek  # reading only
    return peek(uid).zone == "hand" and any(
        s.get("who") == "yours"
        and s.get("play_free")
        and peek(src).controller == player
        and matches(st, uid, s.get("filter", {}), player, src)
        and condition_holds(st, s.get("cond"), player, src)
        for src, s in statics_with(st, "play_free")
    )
