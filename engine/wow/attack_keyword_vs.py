"""A keyword this turn that counts only while attacking the triggering character (EN 714.1, 601–602; helper x32dmg):
"When Tusk deals combat damage to a hero or ally, other heroes and allies in your party have Long-Range while attacking
that character this turn." (Tusk).

The op :data:`OP` (``keyword`` the keyword, ``amount`` its number if any): each hero and ally in the link controller's
party as it resolves (a group a resolving effect gives, EN 714.1), other than the link's card, gets a keyword modifier
for this turn that counts only while it is the attacker and the link's triggering card (``link.data["event"]``) the
defender (``engine.wow.attacking_only``). Nothing when that character has left play (709.2a)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .attacking_only import stat_for, with_stat
from .ops import GAME, OpCall
from .rules import EN

OP = "xa32_keyword_attacking_event"


@resolves(GAME, OP)
def _keyword_attacking_event(call: OpCall) -> list[Event]:
    st = call.st
    vs = call.link.data.get("event")
    if not isinstance(vs, int) or vs not in st.table.cards or not kw.in_play(st, vs):
        return []
    events: list[Event] = []
    for uid in [u for z in ("hero_row", "allies") for u in st.table.zone(call.player, z) if kw.is_character(st, u) and u != call.link.uid]:
        st.modifiers.append(Modifier(uid, stat_for(vs), call.amount, keyword=call.eff.keyword, duration="this_turn", player=call.player,
                                     turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} while attacking {kw.name(st, vs)} this turn",
                            EN("714.1"), call.player, data={"uid": uid}))
    return events


WITH_TARGET = "yf33_keyword_in_combat_with"
"""The op "Allies you control have Long-Range while in combat with target hero or ally this turn." (Detect Prey): each
ally the link's controller controls as it resolves (a group a resolving effect gives, EN 714.1) gets a keyword modifier
for this turn that counts only while it and the target are in combat with each other (``attacking_only.WITH``)."""


@resolves(GAME, WITH_TARGET)
def _keyword_in_combat_with(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for vs in call.uids:
        for uid in [u for u in st.table.zone(call.player, "allies") if kw.is_ally(st, u)]:
            st.modifiers.append(Modifier(uid, with_stat(vs), call.amount, keyword=call.eff.keyword, duration="this_turn", player=call.player,
                                         turn=st.turn, source=call.link.uid))
            events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} while in combat with {kw.name(st, vs)} this turn",
                                EN("714.1"), call.player, data={"uid": uid}))
    return events
