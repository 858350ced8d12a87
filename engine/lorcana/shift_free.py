"""Metamorphosis: "Shift a character from your discard for free" (op ``shift_free``): the player
chooses a character card of ``target``'s zone (default: your discard) that has a Shift ability paid
in ink and one of their characters it may go on top of (10.8.1; 2.2.0 8.10.8.1-8.10.8.2 for
Universal/[Classification] Shift), then plays it with Shift on top of that character without paying
its ink cost (4.3.4.10; 10.8.3-10.8.5 via engine.lorcana.play.put_played_card). A card whose only
Shift is paid by discarding ("Shift: Discard …") is not offered: that cost is no ink cost, so "for
free" would not pay it (4.3.4.10), and this op pays none. With nothing to shift, nothing happens
(1.2.3). ``condition = {"or_play": true}``: "play or shift … for free" (Syndrome - Out for Revenge):
a card that can be played is offered too, and the player then chooses to play it or the character
to shift it onto. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .play import put_played_card, shift_targets, shift_ways
from .prohibitions import can_play
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState

PLAY = -1
"""The answer "play it" (not shifted) among the characters to shift onto."""


def shiftable(st: LorcanaState, player: int, eff: Effect) -> dict[int, list[int]]:
    """Each card ``player`` may shift (or, with ``or_play``, play) for free now → the characters it
    may go on top of (:data:`PLAY` first when it may be played)."""
    or_play = bool((eff.condition or {}).get("or_play"))
    flt = dict(eff.target.filter) if eff.target else {"types": ["character"]}
    zone = flt.get("zone", "discard")
    out: dict[int, list[int]] = {}
    for uid in st.table.zone(player, zone):
        if not matches(st, uid, flt, player, None) or not can_play(st, player, uid):
            continue
        onto = [PLAY] if or_play else []
        if any("discard" not in w and not w.get("pair_only") for w in shift_ways(st, uid)):
            onto += shift_targets(st, uid, player)
        if onto:
            out[uid] = onto
    return out


def _label(st: LorcanaState, u: int) -> str:
    return "play it" if u == PLAY else f"shift it onto {name(st, u)}"


@resolves(GAME, "shift_free")
def shift_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask the card, then the character it goes on top of; "fail" when none can be shifted."""
    me = frame["player"]
    tmp = frame["tmp"]
    ways = shiftable(st, me, eff)
    picked = tmp.get("shift_card")
    if picked is None:
        if not ways:
            events.append(Event("nothing", f"{eff.text or 'Shift for free'}: no character can be shifted", R("1.2.3"), me))
            return "fail"
        return ask_choose(st, frame, me, "Choose a character to shift for free", [Option(str(u), name(st, u)) for u in ways],
                          n=1, rule=R("10.8.1"), key="shift_card")  # ("may": asked before, 7.1.3)
    if not picked or picked[0] not in ways:
        tmp.pop("shift_card", None)
        return "fail"  # it can't be shifted any more
    uid = picked[0]
    onto = [PLAY] if ways[uid] == [PLAY] else tmp.get("shift_onto")
    if onto is None:
        return ask_choose(st, frame, me, f"{name(st, uid)}: where to", [Option(str(u), _label(st, u)) for u in ways[uid]],
                          n=1, rule=R("10.8.1"), key="shift_onto")
    tmp.pop("shift_card", None)
    tmp.pop("shift_onto", None)
    if not onto or onto[0] not in ways[uid]:
        return "fail"
    put_played_card(st, uid, me, events, onto=None if onto[0] == PLAY else onto[0])
    frame["it"] = [uid]
    return "ok"
