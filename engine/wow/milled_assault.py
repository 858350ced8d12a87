""""When you strike with this weapon, put the top card of target opponent's deck into the graveyard. This weapon has
Assault X this combat, where X is the cost of that card." (Spinning Fate; helper w30gear): the op ``wg30_mill_assault``
puts the top card of each named player's deck into its owner's graveyard (415.3a, 415.2) and gives the source Assault
equal to that card's printed cost (EN 709: counted as it is milled; an X cost counts 0, 201.3) for ``duration``
(EN 714.1; a weapon's Assault adds to its ATK on your turn, EN glossary). An empty deck: nothing, no Assault."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import grave_route
from . import keywords as kw
from .mill import players
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "wg30_mill_assault")
def _mill_assault(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    events: list[Event] = []
    for q in players(call):
        deck = st.table.zone(q, "deck")
        if not deck:
            events.append(Event("mill", f"P{q + 1}'s deck is empty", EN("709.1"), call.player))
            continue
        uid = deck[0]  # 415.3a: the top card
        cost = int(kw.data(st, uid).get("cost") or 0)
        events.append(grave_route.move(st, uid, R("415.2"), player=st.table.cards[uid].owner))
        if cost > 0 and kw.in_play(st, src):
            st.modifiers.append(Modifier(src, "", cost, keyword="Assault", duration=call.eff.duration or "this_battle", player=call.player,
                                         turn=st.turn, source=src))
            events.append(Event("modify", f"{kw.name(st, src)} has Assault {cost} this combat", EN("714.1"), call.player, data={"uid": src}))
    return events
