"""Attack requirements and limits on whom to attack (EN 601.1 declaring an attacker and its
defender; 103.2 restrictions): "must attack if able", "can attack only your hero if able",
"Opposing heroes and allies can attack only attached ally if able", "Mortok can attack only
exhausted heroes and allies", "Opposing heroes and allies that can attack Sarmoth can attack only
Sarmoth".

- "must attack": the pseudo-keyword :data:`~engine.wow.cards.keys.MUST_ATTACK` (a modifier or a
  continuous power). Its controller can't end his non-combat action phase (the "End turn" pass)
  while such a character of his could attack (:func:`must_attack_pending`).
- "can attack only X": the op ``attack_only`` (``cards.templates_wcombat_orders``), a continuous
  power or, resolved, a modifier whose stat names the spec (``attack_only:{json}``) and whose source
  is the card that made it. ``condition["only"]`` names the allowed defenders (``who``: ``source``
  — the card with the power; ``hero`` — the hero of its controller; ``attached`` — its host; ``uid`` — the card
  ``spec["uid"]``;
  ``filter`` — characters fitting ``flt``, ``side`` seen from its controller) and ``if_able``
  whether the limit applies only while the attacker could attack one of them (else always);
  with ``not`` they are the characters it can't attack ("can't attack your hero", 103.2).
  Limits apply one after the other to the defenders the attacker could otherwise attack
  (:func:`allowed`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .cards.keys import MUST_ATTACK
from .conditions import holds, state_is
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

PREFIX = "attack_only:"


def _limits(st: WowState, attacker: int) -> Iterator[tuple[dict[str, Any], int, int]]:
    """Each limit on ``attacker``: (spec, the card that made it, that card's controller)."""
    for m in st.modifiers:
        if m.uid == attacker and m.stat.startswith(PREFIX):
            yield json.loads(m.stat[len(PREFIX):]), m.source if m.source is not None else attacker, m.player
    if st.table.peek(attacker).zone not in ("allies", "hero_row"):
        return
    for src, effs in kw.sources_doing(st, "attack_only"):
        owner = st.table.peek(src).controller
        for e in effs:
            cond = (e.condition or {}).get("if")
            if kw.affected(st, src, e.target, attacker) and (not cond or holds(st, owner, src, cond, affected=attacker)):
                yield e.condition["only"], src, owner


def _fits(st: WowState, spec: dict[str, Any], source: int, player: int, defender: int) -> bool:
    who = spec["who"]
    if who == "source":
        return defender == source
    if who == "uid":  # "… can attack only that ally this turn if able" (a chosen card; Misdirection, helper w30abil2)
        return defender == spec.get("uid")
    if who == "hero":
        return defender == st.heroes[player]
    if who == "attached":
        return source in st.table.cards and st.table.peek(source).attached_to == defender
    flt = spec["flt"]
    if flt.get("exclude_source") and defender == source:
        return False
    side = flt.get("side")
    if (side == "friendly" and st.table.peek(defender).controller != player) or (side == "opposing" and st.table.peek(defender).controller == player):
        return False
    if flt.get("state") and not state_is(st, defender, flt["state"]):
        return False
    if flt.get("tag") and flt["tag"].lower() not in kw.words(st, defender):
        return False
    return bool(set(flt.get("types", ["hero", "ally"])) & kw.kinds(st, defender))


def allowed(st: WowState, attacker: int, defenders: list[int]) -> list[int]:
    """Of the defenders ``attacker`` could attack otherwise, those its limits leave: a limit "if
    able" narrows them only when one of them fits it; a plain limit always."""
    out = list(defenders)
    for spec, source, player in _limits(st, attacker):
        if spec.get("not"):  # "can't attack your hero" (103.2)
            out = [d for d in out if not _fits(st, spec, source, player, d)]
            continue
        fit = [d for d in out if _fits(st, spec, source, player, d)]
        if fit or not spec.get("if_able"):
            out = fit
    return out


def limited(st: WowState, attacker: int) -> bool:
    """Whether some limit applies to ``attacker`` (``_limits`` has one): a modifier of it, or an
    ``attack_only`` continuous power, looked for without a generator when none can be (asked per pair)."""
    if not kw.sources_doing(st, "attack_only"):
        for m in st.modifiers:
            if m.uid == attacker and m.stat.startswith(PREFIX):
                break
        else:
            return False  # no limit modifier, no continuous one
    return next(_limits(st, attacker), None) is not None


def must_attack_pending(st: WowState, player: int, legal: Callable[[int], list[int]]) -> list[int]:
    """``player``'s characters that must attack and could attack now (``legal``: the defenders an
    attacker could be declared against, limits applied)."""
    return [u for u in [*st.table.zone(player, "hero_row"), *st.table.zone(player, "allies")]
            if kw.is_character(st, u) and kw.has(st, u, MUST_ATTACK) and legal(u)]


@resolves(GAME, "attack_only")
def _attack_only(call: OpCall) -> list[Event]:
    """Each target can attack only what ``condition["only"]`` names, for ``duration``."""
    st, eff = call.st, call.eff
    stat = PREFIX + json.dumps(eff.condition["only"], sort_keys=True)
    events = []
    for uid in call.uids if eff.target is not None else [call.link.uid]:
        if not kw.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, stat, 0, duration=eff.duration or "this_turn", player=call.player, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)}: {eff.text or 'a limit on whom it can attack'}", EN("601.1"), call.player))
    return events
