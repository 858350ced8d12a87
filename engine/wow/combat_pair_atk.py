"""ATK changes this turn that count only while the changed card is in combat with one named card (EN 714, EN 600;
helper whero), put as ``combat_while`` modifiers (``while:atk:{condition}``, added by ``keywords.atk``) whose
condition ``{"k": "wh_vs", "uid": …}`` holds while the changed card and that card are the attacker and the
defender of the combat now:

- the op ``whero_atk_vs`` with ``condition={"vs": "source", "negate": true}``: "X, Flip Azarak Wolfsblood -> Target
  hero or ally has -X ATK while in combat with Azarak this turn." — each target, -``amount`` (X), against the source;
- with ``condition={"vs": "target", "side": "party"}``: "2, Flip Koth -> Allies in your party have +1 ATK while in
  combat with target hero or ally this turn." — each ally in the controller's party now (as ``modify_while``
  gives a group its modifiers, EN 714.1), +``amount``, against the target; with ``"attacking": true`` only while
  attacking it ("allies you control have +1 ATK while attacking that character this turn", Cookie's Tenderizer; "Allies in your party have +3 ATK while attacking that character
  this turn.", Run to Ground)."""

from __future__ import annotations

import json
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .combat_while import PREFIX
from .conditions import condition_checker
from .ops import GAME, OpCall
from .rules import EN

OP = "whero_atk_vs"


@condition_checker("wh_")
def _wh_holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``wh_vs``: the affected card (else the source) is in combat with the card ``uid`` (EN 600: attacker and defender)."""
    who = affected if affected is not None else source
    c = st.combat
    if cond.get("k") != "wh_vs" or c is None or c.stage not in ("proposed", "step"):
        return False
    if cond.get("attacking"):  # "while attacking that character" (helper w30gear): only as its attacker
        return who == c.attacker and cond["uid"] == c.defender
    return {who, cond["uid"]} == {c.attacker, c.defender}


@resolves(GAME, OP)
def _atk_vs(call: OpCall) -> list[Event]:
    st, c = call.st, call.eff.condition or {}
    delta = -call.amount if c.get("negate") else call.amount
    if c.get("vs") == "target":
        pairs = [(u, vs) for vs in call.uids for u in st.table.zone(call.player, "allies") if kw.is_ally(st, u)]
    else:
        pairs = [(u, call.link.uid) for u in call.uids]
    events: list[Event] = []
    for uid, vs in pairs:
        if not kw.in_play(st, uid) or not kw.in_play(st, vs):
            continue
        spec = {"k": "wh_vs", "uid": vs, **({"attacking": True} if c.get("attacking") else {})}
        stat = f"{PREFIX}atk:{json.dumps(spec, sort_keys=True)}"
        st.modifiers.append(Modifier(uid, stat, delta, duration="this_turn", player=call.player, turn=st.turn, source=call.link.uid))
        how = "attacking" if c.get("wd31_attacking") else "in combat with"
        events.append(Event("modify", f"{kw.name(st, uid)} has {delta:+d} ATK while {how} {kw.name(st, vs)} this turn",
                            EN("714.1"), call.player, data={"uid": uid}))
    return events
