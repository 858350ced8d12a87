"""Stat changes for a while that apply only while a condition holds (EN 714 with a "while" part,
EN 600 combat roles): "Bo'jo has +2 ATK while attacking this turn", "Target ally has +4 ATK while
defending this turn", "Your hero has +3 ATK while defending this combat", "Heroes and allies in
your party have +2 ATK while attacking heroes this turn", "Opposing allies have -1 health while
Keward is defending this turn".

The op ``modify_while`` (``cards.templates_wcombat_while``) puts one modifier on each affected card
for its duration; the modifier's stat names the stat and the compiled condition
(``while:atk:{json}``), checked with ``conditions.holds`` from the point of view of the effect's
controller and source, the affected card being the subject of a bare "while attacking".
``keywords.atk`` / ``keywords.health`` add :func:`delta`. The extra condition kinds of this family
(``wc_``: "while attacking or protecting") are checked here."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import card_facts as facts
from .conditions import condition_checker, holds
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

PREFIX = "while:"


@lru_cache(maxsize=256)
def _spec(stat: str) -> tuple[str, dict[str, Any]]:
    name, _, cond = stat[len(PREFIX):].partition(":")
    return name, json.loads(cond)


def delta(st: WowState, uid: int, stat_name: str) -> int:
    """What this card's ``modify_while`` modifiers add to ``stat_name`` now (only those whose
    condition holds, EN 714)."""
    total = 0
    for m in st.modifiers:
        if m.uid == uid and m.stat.startswith(PREFIX):
            name, cond = _spec(m.stat)
            if name == stat_name and holds(st, m.player, m.source if m.source is not None else uid, cond, affected=uid):
                total += m.delta
    return total


@condition_checker("wc_")
def _wc_holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``wc_attack_or_protect``: the affected card is the attacker, or the defender that became
    the defender by protecting (EN 602.2: not the proposed defender); ``wc_attacking_your_hero``:
    it attacks the hero of the effect's controller; ``wc_in_combat``: your hero / the source is the
    attacker or the defender (EN 600)."""
    who = affected if affected is not None else source
    c = st.combat
    if c is None or c.stage not in ("proposed", "step"):
        return False
    if cond["k"] == "wc_attack_or_protect":
        return who == c.attacker or (who == c.defender and who != c.proposed_defender)
    if cond["k"] == "wc_protecting":  # "while protecting": the defender by protecting (EN 602.2; helper r2abil)
        return who == c.defender and who != c.proposed_defender
    if cond["k"] == "wc_in_combat":  # "If your hero / Avanthera is in combat" (EN 600)
        it = st.heroes[player] if cond["who"] == "hero" else source
        return it in (c.attacker, c.defender)
    if cond["k"] == "wc_attacking_your_hero":  # "has -3 ATK while attacking your hero": the hero of the effect's controller
        return who == c.attacker and c.defender == st.heroes[player]
    return False


@resolves(GAME, "modify_while")
def _modify_while(call: OpCall) -> list[Event]:
    """Each target gets ``amount`` ``stat`` while ``condition["while"]`` holds, for ``duration``
    (this turn, or this combat: "this_battle", EN 603.3)."""
    st, eff = call.st, call.eff
    cond = (eff.condition or {})["while"]
    stat = f"{PREFIX}{eff.stat}:{json.dumps(cond, sort_keys=True)}"
    events = []
    for uid in call.uids if eff.target is not None else [call.link.uid]:
        if not facts.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, stat, eff.amount, duration=eff.duration or "this_turn", player=call.player, turn=st.turn,
                                     source=call.link.uid))
        events.append(Event("modify", f"{facts.name(st, uid)}: {eff.text or 'a stat change while a condition holds'}", EN("714.1"), call.player))
    return events



ATTACKED = "_attacked"
"""The turns a character attacked (``engine.wow.attack_memory`` keeps them in its flags)."""


def role_fits(st: WowState, player: int, uid: int, role: str) -> bool:
    """A target filter's ``combat_role`` (EN 600–602), seen by ``player``: ``attacking_your_hero``
    (the attacker, his hero the defender), ``protecting`` (the defender that protected, EN 602.2),
    ``with_your_hero`` (in combat with his hero), ``attacked_this_turn`` / ``not_attacked_this_turn``
    (EN 601.1: declared as an attacker this turn), ``idle_this_turn`` (neither attacked nor entered
    play this turn)."""
    if role in ("attacked_this_turn", "not_attacked_this_turn", "idle_this_turn"):
        attacked = st.turn in st.table.cards[uid].flags.get(ATTACKED, [])
        if role == "idle_this_turn":  # "neither attacked nor entered play this turn"
            return not attacked and st.table.cards[uid].entered_turn != st.turn
        return attacked == (role == "attacked_this_turn")
    c = st.combat
    if c is None or c.stage not in ("proposed", "step"):
        return False
    hero = st.heroes[player]
    if role == "attacking_your_hero":
        return uid == c.attacker and c.defender == hero
    if role == "protecting":
        return uid == c.defender and uid != c.proposed_defender
    if role == "with_your_hero":
        return (uid, hero) in ((c.attacker, c.defender), (c.defender, c.attacker))
    return False
