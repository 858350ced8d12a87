""" "You may reveal the top card of your deck. If it's a character card, you may play that character
for free and they enter play exerted. Otherwise, put it on the bottom of your deck" (Simba - King
in the Making) and "their player may reveal the top card of their deck. If that card is a
character or item card, they may play it for free. Otherwise, they put it on the bottom of their
deck" (Fairy Godmother - Magical Benefactor). The player named chooses whether to reveal and
whether to play (7.1.3: their "may"); a revealed card is seen by all (7.1.10) and played without
its cost (4.3.4.10); a matching card they don't play stays on top ("otherwise" is only
for a card that doesn't match). Op ``reveal_play_free`` (engine.lorcana.ops); registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .play import put_played_card
from .prohibitions import self_prohibited
from .resolve import ask_may, one_player
from .rules import R
from .state import LorcanaState


@resolves(GAME, "reveal_play_free")
def reveal_play_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the player who reveals (e.g. "player", "it_player"); ``condition`` = {"take":
    filter, "exerted": bool, "miss": "top" (a card that doesn't match stays on top; default: the
    bottom)}. "ok" when a card was played."""
    p = one_player(st, frame, eff.target)
    if isinstance(p, str):
        return p
    cond = eff.condition or {}
    top = st.table.top(p, "deck", 1)
    if not top:
        events.append(Event("nothing", f"{eff.text}: P{p + 1}'s deck is empty", R("1.2.3"), p))
        return "fail"
    uid = top[0]
    reveal = ask_may(st, frame, p, "You may reveal the top card of your deck", keep="reveal")
    if reveal is None:
        return "wait"
    if not reveal:
        events.append(Event("decline", f"P{p + 1} doesn't reveal", R("7.1.3"), p))
        return "fail"
    if not frame["tmp"].get("shown"):
        events.append(effects.reveal(st.table, [uid], R("7.1.10"), p))
        frame["tmp"]["shown"] = True
    if not matches(st, uid, cond.get("take", {}), p, None):
        # "Otherwise, put it on the top of your deck" (Mufasa - Betrayed Leader)
        if cond.get("miss") == "top":
            events.append(
                Event("top", f"{name(st, uid)} goes back on the top of P{p + 1}'s deck", R("7.1.10"), p)
            )
            return "fail"
        st.table.move(uid, "deck", player=p, position=None)
        events.append(
            Event("bottom", f"{name(st, uid)} goes on the bottom of P{p + 1}'s deck", R("7.1.10"), p)
        )
        return "fail"
    play = ask_may(st, frame, p, f"You may play {name(st, uid)} for free", keep="play")
    if play is None:
        return "wait"
    if not play or self_prohibited(st, p, uid):
        events.append(Event("decline", f"{name(st, uid)} stays on the top of P{p + 1}'s deck", R("7.1.3"), p))
        return "fail"
    events.append(
        Event("reveal", f"P{p + 1} plays {name(st, uid)} for free", R("4.3.4.10"), p, data={"uid": uid})
    )
    put_played_card(st, uid, p, events, frame_after=frame, exerted=bool(cond.get("exerted")))
    frame["it"] = [uid]
    return "ok"
