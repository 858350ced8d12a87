""" "Play an item from your hand or discard with cost 5 or less for free, exerted" (Prince John - Gold
Lover): the player chooses one matching card from any of the zones named (1.2.4) and plays it
without paying its ink cost (4.3.4.10); "exerted": it enters play exerted (7.7.4). A prohibition
beats the permission (1.2.2). Op ``play_free_from`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import cost_of, matches, name
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState


@resolves(GAME, "play_free_from")
def play_free_from(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: the most it may cost; ``condition`` = {"zones": [...], "filter": {...}, "exerted":
    bool}. "ok" when a card was played."""
    me = frame["player"]
    cond = eff.condition or {}
    cands = [
        u
        for z in cond.get("zones", ["hand"])
        for u in st.table.zone(me, z)
        if matches(st, u, cond.get("filter", {}), me, None)
        and cost_of(st, u) <= eff.amount
        and can_play(st, me, u)
    ]
    if not cands:
        events.append(Event("nothing", f"{eff.text}: no card to play", R("1.2.3"), me))
        return "fail"
    picks = frame["tmp"].get("answer")
    if picks is None:
        opts = [Option(str(u), f"{name(st, u)} ({st.table.cards[u].zone})") for u in cands]
        return ask_choose(st, frame, me, f"{eff.text}: choose the card to play", opts, n=1, rule=R("1.2.4"))
    chosen = [u for u in picks if u in cands][:1]
    for u in chosen:
        events.append(
            Event("play_free", f"P{me + 1} plays {name(st, u)} for free", R("4.3.4.10"), me, data={"uid": u})
        )
        put_played_card(st, u, me, events, frame_after=frame, exerted=bool(cond.get("exerted")))
    frame["it"] = chosen
    return "ok" if chosen else "fail"
