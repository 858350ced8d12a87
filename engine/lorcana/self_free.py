""""If you have a character named Lilo in play, you can play this character for free" (Pudge -
Controls the Weather): a static ability that works from the hand (7.6.5) and lets its own card be
played without paying its ink cost (4.3.4.10) while its condition holds. Compiled as
``{"who": "in_hand", "play_free": True, "cond": {...}}``; read by engine.lorcana.game (the legal
plays) and engine.lorcana.play (the "free" play mode)."""

from __future__ import annotations

from .characteristics import any_static_has, condition_holds, statics_of
from .paid_free import payable
from .state import LorcanaState
from .static_free import static_free


def self_free(st: LorcanaState, player: int, uid: int, paid: bool = True) -> bool:
    """May ``player`` play ``uid`` (in their hand) for free by its own static ability (or by one of
    their cards in play: engine.lorcana.static_free)? ``paid``: counting the ways that cost
    something else than ink while that cost can be paid (engine.lorcana.paid_free); else only the
    ways that cost nothing."""
    return (any_static_has(st, "play_free") and any(s.get("who") == "in_hand" and s.get("play_free") and condition_holds(st, s.get("cond"), player, uid)
                                                    and (payable(st, player, uid, s) if paid else not s.get("free_pay"))
               for s in statics_of(st, uid))) or (any_static_has(st, "play_free") and static_free(st, player, uid))
