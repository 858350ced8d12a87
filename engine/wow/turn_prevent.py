"""Prevention for the rest of the turn for a kind of character, made by a resolving effect (EN 717; helper wprev):
"If a friendly hero or ally would be dealt damage this turn, prevent 1 of it." (Life-Binder's Locket), "prevent all
combat damage that would be dealt to defending allies you control this turn" (Preserve and Protect), "While you have
a Pet this turn, prevent all damage that your hero would be dealt" (The Beast Within).

The op ``wprev_turn_prevent`` puts one modifier on the link controller's hero for the effect's duration (this turn);
its stat is :data:`PREFIX` + the JSON of a spec read from that player's point of view: ``types`` (the damaged
character's kinds), ``side`` "friendly", ``hero`` (only his hero), ``state`` "defending" (the defender of the
combat then, EN 600), ``combat`` (only combat damage, 408.3b), ``while`` (a condition, ``conditions.holds``, checked
as each packet is dealt). Its ``delta`` is how much of each fitting packet is prevented, 0 = all of it. Unlike a
characteristic, the prevention applies to every character fitting it when a packet is dealt, also one that entered
play after it was made. ``damage.deal`` asks :func:`prevents_all` and :func:`reduction`."""

from __future__ import annotations

import json
from typing import Any

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .conditions import holds
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wprev_turn_prevent"
PREFIX = "wprev_turn_prevent:"


def _specs(st: WowState) -> list[tuple[Modifier, dict[str, Any]]]:
    out = []
    for m in st.modifiers:  # (a loop: no generator made at every packet)
        if m.stat.startswith(PREFIX):
            out.append((m, json.loads(m.stat[len(PREFIX):])))
    return out


def _fits(st: WowState, m: Modifier, spec: dict[str, Any], target: int, combat: bool) -> bool:
    if spec.get("combat") and not combat:
        return False
    if spec.get("side") == "friendly" and st.table.peek(target).controller != m.player:
        return False
    if spec.get("hero") and target != st.heroes[m.player]:
        return False
    if spec.get("types") and not set(spec["types"]) & kw.kinds(st, target):
        return False
    if spec.get("state") == "defending":
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or c.defender != target:
            return False
    return not spec.get("while") or holds(st, m.player, m.source if isinstance(m.source, int) else -1, spec["while"])


def prevents_all(st: WowState, target: int, combat: bool) -> bool:
    """Whether a turn-long prevention takes the whole of this packet to ``target``."""
    if not st.modifiers:
        return False
    return any(m.delta <= 0 and _fits(st, m, spec, target, combat) for m, spec in _specs(st))


def reduction(st: WowState, target: int, combat: bool, amount: int) -> int:
    """How much of a packet of ``amount`` to ``target`` turn-long partial preventions take ("prevent 1 of it")."""
    if not st.modifiers:
        return 0
    cut = 0
    for m, spec in _specs(st):
        if m.delta > 0 and _fits(st, m, spec, target, combat):
            cut += min(m.delta, amount - cut)
    return cut


@resolves(GAME, OP)
def _turn_prevent(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    spec = dict(call.eff.condition or {})
    spec.pop("if_done", None)
    spec.pop("if", None)
    st.modifiers.append(Modifier(st.heroes[p], PREFIX + json.dumps(spec, sort_keys=True), max(call.eff.amount, 0),
                                 duration=call.eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
    what = "all" if call.eff.amount <= 0 else str(call.eff.amount)
    return [Event("prevent", f"Prevent {what} of the damage {call.eff.text or 'described'} this turn", EN("717"), p)]
