""""Remove Adam from the game. Put him into play at the start of the next turn." (Adam Eternum) — the op
``remove_until_next_turn``: the card (the source, or the targets) leaves play for the removed zone (415.7a)
and a delayed effect (415.9b) puts it back into play at the start of the next turn under the link
controller's control, as a new card (415.9a, 710.1). The delay is an entry of ``WowState.delayed`` (``to``
:data:`TO`): ``delayed.watch`` breaks it if the card leaves the removed zone meanwhile (then nothing comes
back); :func:`due`, called as each turn starts (``procedure.start_turn``), queues the card's own triggered
power with trigger :data:`TRIGGER` (a delayed triggered power, EN 703) whose op ``return_to_play`` puts it
into play."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN, R
from .state import Link, WowState

TO = "play_next_turn"
TRIGGER = "returns_next_turn"


@resolves(GAME, "remove_until_next_turn")
def _remove(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.targets_or_source:
        if not kw.in_play(st, uid):
            continue
        if zone_moves.held(st, uid, "removed"):  # 103.2: it stays, so nothing is to return (engine.wow.invincible)
            events.append(zone_moves.stays(st, uid, "removed"))
            continue
        name = kw.name(st, uid)
        events += leave_play(st, uid, "removed", EN("709.1"))
        st.delayed.append({"uid": uid, "zone": "removed", "turn": st.turn + 1, "player": p, "to": TO, "broken": False})
        events.append(Event("delayed", f"{name} returns to play at the start of the next turn", R("415.9b"), p, data={"uid": uid}))
    return events


def due(st: WowState) -> None:
    """At the start of a turn: the returns due now wait to go on the chain (those broken are dropped)."""
    now = [d for d in st.delayed if d.get("to") == TO and d["turn"] <= st.turn]
    if not now:
        return
    st.delayed = [d for d in st.delayed if d not in now]
    for d in now:
        uid = d["uid"]
        card = st.table.cards.get(uid)
        if d["broken"] or card is None or card.zone != "removed":
            continue
        for i, pw in enumerate(printed_powers(st, uid)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", d["player"], uid, i, label=f"{kw.name(st, uid)}: returns to play"))


@resolves(GAME, "return_to_play")
def _return_to_play(call: OpCall) -> list[Event]:
    st = call.st
    uid = call.link.uid
    card = st.table.cards.get(uid)
    if card is None or card.zone != "removed":
        return [Event("delayed", "It left the removed zone since: nothing returns", R("415.9b"), call.player)]
    return continuations.resolve_card(st, Link("card", call.player, uid, label=kw.name(st, uid)))
