"""Removed from the game, then put back into play by a delayed effect (415.9b; helper wtail3):

- "Target ally's controller removes it from the game. At the start of the next turn, he puts it into his party." (Poof!);
- "Remove target ally you control from the game. If you do, put it into play under your control at the end of
  the next opponent's turn." (Camouflage);
- "Remove all allies in your party from the game." / "At the end of the next turn, put all cards removed this way
  into your party." (Temporary Dissipation).

The op ``remove_return`` (``stat`` when: "start_next" — the start of the next turn, "end_next" — its end,
"start_own_next" — the start of the link controller's next turn, "end_yours" — the end of the link controller's turn,
this one or his next; ``keyword`` who puts it into play: "controller" — the card's controller as it is removed, "owner" —
its owner (401.2), "you" — the link's controller) moves each target in play to the removed zone (415.7a; a card that can't leave play stays, 103.2)
and makes an entry of ``WowState.delayed`` (``to`` :data:`TO`, ``under`` the player): ``delayed.watch`` breaks
it if the card leaves the removed zone meanwhile; when due it goes on the chain (``delayed.due``) and
:func:`put_back` puts the card into play under that player's control as a new card (415.9a, 710.1)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState

TO = "play"
"""``delayed`` entries of this module: the card goes back into play."""


@resolves(GAME, "remove_return")
def _remove_return(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    at = "start" if call.eff.stat in ("start_next", "start_own_next") else "end"
    events: list[Event] = []
    for uid in call.targets_or_source:
        if not kw.in_play(st, uid):
            continue
        if zone_moves.held(st, uid, "removed"):  # 103.2 (engine.wow.invincible)
            events.append(zone_moves.stays(st, uid, "removed"))
            continue
        card = st.table.cards[uid]
        under = {"controller": card.controller, "owner": card.owner}.get(call.eff.keyword, p)  # "its owner puts it into play" (helper w30gear)
        name = kw.name(st, uid)
        events += leave_play(st, uid, "removed", EN("709.1"))
        yours = call.eff.stat == "end_yours"  # "at the end of your turn": this one, or your next (two players; helper w30gear)
        turn = st.turn if yours and st.active == p else st.turn + 1
        entry = {"uid": uid, "zone": "removed", "turn": turn, "player": p, "to": TO, "under": under, "at": at, "broken": False}
        if call.eff.stat == "start_own_next":  # "at the start of your next turn" (delayed._own_next; helper w30quest)
            entry.update(turn=st.turn, own_next=True)
        st.delayed.append(entry)
        when = f"P{p + 1}'s next turn" if entry.get("own_next") else "your turn" if yours else "the next turn"
        events.append(Event("delayed", f"{name} is put into play under P{under + 1}'s control at the {at} of {when} "
                                       f"if it stays removed", R("415.9b"), p, data={"uid": uid}))
    return events


def put_back(st: WowState, entry: dict, uid: int) -> list[Event]:
    """The card, still removed since (``delayed.resolve`` checked it), enters play under ``entry["under"]`` (710.1)."""
    return continuations.resolve_card(st, Link("card", entry.get("under", entry["player"]), uid, label=kw.name(st, uid)))


OWNER_NEXT = "xd32_owner_next_turn_party"


@resolves(GAME, OWNER_NEXT)
def _owner_next_turn(call: OpCall) -> list[Event]:
    """"… remove it from the game, and its owner puts it into his party at the start of his next turn." (Keldor the
    Lost; helper x32play): each remembered card (``engine.wow.refs``) now in a removed-from-game zone is put into play
    by its owner under his control at the start of his next turn (``delayed._own_next``), if it stays removed (415.9b)."""
    st, p = call.st, call.player
    events: list[Event] = []
    for row in call.link.data.get("ref", []):
        uid = row.get("uid")
        card = st.table.cards.get(uid) if isinstance(uid, int) else None
        if card is None or card.zone != "removed":
            continue
        owner = card.owner
        st.delayed.append({"uid": uid, "zone": "removed", "turn": st.turn, "player": owner, "to": TO, "under": owner, "at": "start",
                           "own_next": True, "broken": False})
        events.append(Event("delayed", f"{kw.name(st, uid)} is put into P{owner + 1}'s party at the start of his next turn "
                                       f"if it stays removed", R("415.9b"), p, data={"uid": uid}))
    return events
