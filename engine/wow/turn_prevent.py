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
play after it was made. ``damage.deal`` asks :func:`prevents_all` and :func:`reduction`.

The op ``wprev_turn_unpreventable`` is the same for the dealers: packets of the type ``dtype`` (any of a list) that a
character fitting the spec deals can't be prevented for the duration ("Stash: Fire damage that your hero and allies you
control would deal is unpreventable this turn.", Lyrana of Eldre'Thalas; :func:`unpreventable`); with ``next`` only the
next packet one of them would deal ("the next time your hero would deal damage this turn, it's unpreventable", Wooly White
Rhino): :func:`spend_next`, after that packet."""

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
UNPREVENTABLE = "wprev_turn_unpreventable"
UN_PREFIX = "wprev_turn_unpreventable:"


def _specs(st: WowState, prefix: str = PREFIX) -> list[tuple[Modifier, dict[str, Any]]]:
    out = []
    for m in st.modifiers:  # (a loop: no generator made at every packet)
        if m.stat.startswith(prefix):
            out.append((m, json.loads(m.stat[len(prefix):])))
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


def unpreventable(st: WowState, source: int | None, dtype: str) -> bool:
    """Whether a ``wprev_turn_unpreventable`` effect makes this packet of ``dtype`` dealt by ``source`` unpreventable."""
    if not st.modifiers or source is None or source not in st.table.cards or not kw.in_play(st, source):
        return False
    types = set(dtype.lower().split())
    for m, spec in _specs(st, UN_PREFIX):
        want = spec.get("dtype")
        if want and not types & set([want] if isinstance(want, str) else want):
            continue
        if _fits(st, m, spec, source, True):
            return True
    return False


def spend_next(st: WowState, source: int | None, dtype: str) -> None:
    """The packet ``source`` would deal was made: a "next time" unpreventability it fitted is used up."""
    if not st.modifiers or source is None or source not in st.table.cards:
        return
    types = set(dtype.lower().split())
    for m, spec in _specs(st, UN_PREFIX):
        want = spec.get("dtype")
        if spec.get("next") and not (want and not types & set([want] if isinstance(want, str) else want)) and _fits(st, m, spec, source, True):
            st.modifiers = [x for x in st.modifiers if x is not m]


def _made(call: OpCall, prefix: str) -> None:
    st, p = call.st, call.player
    spec = dict(call.eff.condition or {})
    for key in ("if_done", "if", "mode"):
        spec.pop(key, None)
    st.modifiers.append(Modifier(st.heroes[p], prefix + json.dumps(spec, sort_keys=True), max(call.eff.amount, 0),
                                 duration=call.eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))


@resolves(GAME, OP)
def _turn_prevent(call: OpCall) -> list[Event]:
    _made(call, PREFIX)
    what = "all" if call.eff.amount <= 0 else str(call.eff.amount)
    return [Event("prevent", f"Prevent {what} of the damage {call.eff.text or 'described'} this turn", EN("717"), call.player)]


@resolves(GAME, UNPREVENTABLE)
def _turn_unpreventable(call: OpCall) -> list[Event]:
    _made(call, UN_PREFIX)
    return [Event("modify", f"The damage {call.eff.text or 'described'} is unpreventable this turn", EN("717"), call.player)]


THIS_WAY = "wprev_prevent_this_way"
"""Op and card flag: "This turn, prevent all damage that would be dealt this way." (Grips of Damnation): the packets dealt
with the source card's effects (``via``, 408.3d) this turn are prevented (the flag holds the turn)."""


def this_way_prevented(st: WowState, via: int | None) -> bool:
    """Whether the packet dealt with card ``via``'s effect is prevented by its "this way" prevention this turn."""
    return via is not None and via in st.table.cards and st.table.peek(via).flags.get(THIS_WAY) == st.turn


@resolves(GAME, THIS_WAY)
def _this_way(call: OpCall) -> list[Event]:
    st = call.st
    if call.link.uid not in st.table.cards:
        return []
    st.table.cards[call.link.uid].flags[THIS_WAY] = st.turn
    return [Event("prevent", f"This turn, the damage {kw.name(st, call.link.uid)} would deal is prevented", EN("717"), call.player)]
