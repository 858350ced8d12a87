"""Widow Tweed: "… If that character is named Tod, you may play him for free" (op ``play_it_free``): the card
an earlier step of the ability named (7.1.9: "him", "it") is played without paying its ink cost
(4.3.4.10) from the zone it is in now (its hand or discard). Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .play import put_played_card
from .prohibitions import prohibited, self_prohibited
from .rules import R
from .state import LorcanaState

PLAYABLE_FROM = ("hand", "discard")


@resolves(GAME, "play_it_free")
def play_it_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Play "it" for free; "fail" when it is no longer in the hand or discard, or can't be played
    now (1.2.2: a prohibition beats the permission)."""
    me = frame["player"]
    uids = [
        u for u in frame.get("it") or [] if u in st.table.cards and st.table.cards[u].zone in PLAYABLE_FROM
    ]
    if not uids:
        events.append(
            Event("nothing", f"{eff.text}: that card can't be played from where it is", R("1.2.3"), me)
        )
        return "fail"
    uid = uids[0]
    if self_prohibited(st, me, uid) or prohibited(st, me, "play", st.cards[st.table.cards[uid].card_id]):
        events.append(Event("nothing", f"{eff.text}: {name(st, uid)} can't be played now", R("1.2.2"), me))
        return "fail"
    put_played_card(st, uid, me, events, frame_after=frame)
    frame["it"] = [uid]
    return "ok"
