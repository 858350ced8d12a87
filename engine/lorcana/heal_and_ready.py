""" "You may remove up to 1 damage from each of your other characters. Ready each character you removed
damage from this way" (Goofy - Groundbreaking Chef): the player picks which damaged characters lose
a damage counter (7.1.8: up to 1 each, so any of them; none is declining the "may", 7.1.3); damage
removed is recorded and triggers as any removal does (9.1); exactly those characters are readied
(7.1.9), unless a "can't ready" effect stops it (1.2.2). "Damage counters can't be removed" stops
the whole (1.2.2). Op ``heal_each_ready`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import ctype, has, in_play, matches, name, statics_with
from .heal_watch import damage_removed
from .ops import GAME
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState
from .triggers import emit
from .turn_records import record_removed_damage
from .zones import exert_event


@resolves(GAME, "heal_each_ready")
def heal_each_ready(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: the most removed from each; ``condition`` = {"filter": which of your characters}."""
    me, src = frame["player"], frame["source"]
    if any(s.get("prohibit") == "remove_damage" for _, s in statics_with(st, "prohibit")):
        events.append(Event("no_heal", f"{eff.text}: damage counters can't be removed", R("1.2.2"), me))
        return "fail"
    flt = (eff.condition or {}).get("filter", {})
    hurt = [
        u
        for u in in_play(st, me)
        if ctype(st, u) == "character" and st.table.cards[u].damage and matches(st, u, flt, me, src)
    ]
    picks = frame["tmp"].pop("heal", None)
    if picks is None and hurt:
        opts = [Option(str(u), f"{name(st, u)} ({st.table.cards[u].damage} damage)") for u in hurt]
        return ask_choose(
            st,
            frame,
            me,
            f"{eff.text}: choose the characters to remove damage from",
            opts,
            n=len(hurt),
            up_to=True,
            rule=R("7.1.8"),
            key="heal",
            kind="target",
        )
    healed = []
    for u in [u for u in picks or [] if u in hurt]:
        ev = effects.remove_damage(st.table, u, max(1, eff.amount), R("9.1"))
        events.append(ev)
        if ev.data["n"]:
            healed.append(u)
            record_removed_damage(st, me, True)
            emit(st, "healed_yours", u, removed=ev.data["n"], subject_is_it=True)
            damage_removed(st, me, u, ev.data["n"])
    for u in healed:
        if has(st, u, "cant_ready_any"):
            events.append(Event("no_ready", f"{name(st, u)} can't ready", R("1.2.2"), me))
            continue
        was = st.table.cards[u].tapped
        events.append(exert_event(st, u, False, R("7.1.9"), "readied"))
        if was:
            emit(st, "readied_self", u)
    frame["it"] = healed
    frame["damage_removed"] = frame.get("damage_removed", 0) + len(healed)
    return "ok" if healed else "fail"
