""" "Remove up to 4 damage total from any number of your characters" (I'm Never Not by Your Side):
the player picks a damaged character and how much to remove from it, again and again, until the
total is reached or they stop (7.1.8: "up to", any number of characters, each chosen once at a
time; 9.1: removing damage counters). The total removed is kept for "for each 1 damage removed this
way" (engine.lorcana.amounts, ``damage_removed``). Op ``heal_spread`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import ctype, in_play, matches, name, statics_with
from .heal_watch import damage_removed
from .ops import GAME
from .resolve import _ask, ask_choose
from .rules import R
from .state import LorcanaState
from .triggers import emit
from .turn_records import record_removed_damage


@resolves(GAME, "heal_spread")
def heal_spread(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: the total; ``target.filter``: which characters. "ok" when damage was removed."""
    me = frame["player"]
    if any(
        s.get("prohibit") == "remove_damage" for _, s in statics_with(st, "prohibit")
    ):  # 1.2.2: "damage counters can't be removed"
        events.append(Event("no_heal", f"{eff.text}: damage counters can't be removed", R("1.2.2"), me))
        return "fail"
    flt = eff.target.filter if eff.target else {}
    removed = frame["tmp"].setdefault("removed", 0)
    while removed < eff.amount:
        pick = frame["tmp"].get("pick")
        if pick is None:
            cands = [
                u
                for u in in_play(st)
                if ctype(st, u) == "character"
                and st.table.cards[u].damage
                and matches(st, u, flt, me, frame["source"])
            ]
            if not cands:
                break
            return ask_choose(
                st,
                frame,
                me,
                f"{eff.text}: choose a character to remove damage from ({eff.amount - removed} left), or none to stop",
                [Option(str(u), name(st, u)) for u in cands],
                n=1,
                up_to=True,
                rule=R("7.1.8"),
                key="pick",
                kind="target",
            )
        if not pick:
            break
        uid = pick[0]
        most = min(eff.amount - removed, st.table.cards[uid].damage)
        got = frame["tmp"].pop("how_much", None)
        if got is None:
            frame["tmp"]["asking"] = "how_much"
            return _ask(
                st,
                frame,
                me,
                "amount",
                f"{eff.text}: how much damage to remove from {name(st, uid)}?",
                [Option(str(i), str(i)) for i in range(1, most + 1)],
                1,
                1,
                "7.1.8",
            )
        n = min(int(got[0]), most)
        ev = effects.remove_damage(st.table, uid, n, R("9.1"))
        events.append(ev)
        n = ev.data["n"]
        if n:
            record_removed_damage(st, me, st.table.cards[uid].controller == me)
            if st.table.cards[uid].controller == me:
                emit(st, "healed_yours", uid, removed=n, subject_is_it=True)
            damage_removed(st, me, uid, n)
        removed += n
        frame["tmp"]["removed"] = removed
        frame["tmp"].pop("pick", None)
    frame["damage_removed"] = (
        frame.get("damage_removed", 0) + removed
    )  # "for each 1 damage removed this way" (amounts)
    return "ok" if removed else "fail"
