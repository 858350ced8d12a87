""""… at the end of this combat" (helper w30gear): a delayed effect that happens as the combat ends (EN 603.3), the
moment its "this combat" effects end. The op ``wg30_at_combat_end`` (``stat`` "ready") marks its targets with a
"this combat" modifier (:data:`STAT`); ``combat.end_combat`` calls :func:`carry_out` before those modifiers end, which
readies each marked card still in play (411.1; "can't ready" wins, 103.2) — with ``condition["weapons"]`` also every
weapon the marking player controls then ("ready your hero and all of your weapons at the end of this combat",
Abacus of Violent Odds). Outside a combat the effect does nothing (EN 603.3: "this combat" lasts no time).

``wg30_first_strike_gate``: "When you strike with this weapon for the first time each turn, …" — the link's ``done``
(read by a following ``if_done`` effect) is whether this is the first time this turn the gate is passed for the source
(a flag on it, the turn it was last passed)."""

from __future__ import annotations

from engine.core import Event, Modifier, effects
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

STAT = "wg30_combat_end:ready"
WEAPONS = "wg30_combat_end:weapons"
FIRST = "_wg30_first_strike"


@resolves(GAME, "wg30_at_combat_end")
def _at_combat_end(call: OpCall) -> list[Event]:
    st = call.st
    if st.combat is None:
        return [Event("delayed", "Outside a combat: nothing happens at its end", EN("603.3"), call.player)]
    stat = WEAPONS if (call.eff.condition or {}).get("weapons") else STAT
    for uid in call.targets_or_source:
        st.modifiers.append(Modifier(uid, stat, 0, duration="this_battle", player=call.player, turn=st.turn, source=call.link.uid))
    names = ", ".join(kw.name(st, u) for u in call.targets_or_source)
    more = " and all of its controller's weapons" if stat == WEAPONS else ""
    return [Event("delayed", f"At the end of this combat, ready {names}{more}", EN("603.3"), call.player)]


def carry_out(st: WowState) -> list[Event]:
    """The combat is ending (``combat.end_combat``): the marked cards ready."""
    from .restrictions import can_ready

    marks = [m for m in st.modifiers if m.stat in (STAT, WEAPONS)]
    if not marks:
        return []
    todo: list[int] = []
    for m in marks:
        todo.append(m.uid)
        if m.stat == WEAPONS and m.player is not None:
            todo += [u for u in st.table.zone(m.player, "hero_row") if kw.ctype(st, u) == "weapon"]
    events: list[Event] = []
    for uid in dict.fromkeys(todo):
        if uid in st.table.cards and kw.in_play(st, uid) and st.table.peek(uid).tapped and can_ready(st, uid):
            events.append(effects.set_tapped(st.table, uid, False, R("411.1"), "ready"))
    return events


@resolves(GAME, "wg30_first_strike_gate")
def _first_strike_gate(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    card = st.table.cards.get(link.uid)
    first = card is not None and card.flags.get(FIRST) != st.turn
    if card is not None:
        card.flags[FIRST] = st.turn
    link.data["done"] = first
    return [] if first else [Event("gate", f"{kw.name(st, link.uid)}: not the first time this turn", EN("703"), call.player)]
