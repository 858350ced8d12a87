"""Damage counted from the target's side (405.4; helper whero): "2, Flip Mythen -> Mythen deals 1 nature damage to target
hero for each quest its controller has." (Mythen of the Fang). The op ``whero_damage_per_their_quests`` deals one packet of
``amount`` × the face-up quests (306; a quest in play is a face-up resource, 412.1b — a completed one is turned face down,
EN 702.2) the target's controller controls, of type ``stat``, from the link's source; none: no packet (408.2b). Also
:data:`GRAVE_TO_HAND_BELOW` (Ironforge): a graveyard card to hand if its cost is below a count of your party."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .damage import deal
from .ops import GAME, OpCall
from .state import WowState

OP = "whero_damage_per_their_quests"


def quests(st: WowState, player: int) -> int:
    """The face-up quests ``player`` controls."""
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.peek(u).face_down and kw.ctype(st, u) == "quest")


@resolves(GAME, OP)
def _damage(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.is_character(st, uid):
            events += deal(st, call.link.uid, uid, call.amount * quests(st, st.table.peek(uid).controller), call.eff.stat or "nature",
                           via=call.link.uid)
    return events


GRAVE_TO_HAND_BELOW = "whero_grave_to_hand_cost_below"
"""Op: "Put target armor or weapon card from your graveyard into hand if its cost is less than the number of Dwarves in
your party." (Ironforge) — each target still in its graveyard goes to its owner's hand if its printed cost is less than
the count ``condition["per"]`` (``keywords.per_count``, as the power resolves; EN 709.1), else it stays."""


@resolves(GAME, GRAVE_TO_HAND_BELOW)
def _grave_to_hand_below(call: OpCall) -> list[Event]:

    from .rules import EN

    st, p = call.st, call.player
    limit = kw.per_count(st, p, (call.eff.condition or {})["per"], call.link.uid)
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "graveyard":
            continue  # EN 709.2a: it left the graveyard
        name = kw.name(st, uid)
        if (kw.data(st, uid).get("cost") or 0) >= limit:
            events.append(Event("graveyard", f"{name} costs {limit} or more: it stays", EN("709.1"), p, data={"uid": uid}))
            continue
        ev = zone_moves.move(st, uid, "hand", EN("709.1"), player=card.owner)
        ev.text = f"{name} returns from the graveyard to its owner's hand"
        events.append(ev)
    return events
