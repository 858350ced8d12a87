""""When an opponent proposes a combat, you may change the proposed defender. (It must be a legal choice for the
attacker.)" (Battle Tactics; helper w30abil; EN 601, 703, 709.3): the trigger hears an opposing attacker's proposal
(``attacks_filtered``; the attacker is the triggering card); the op ``wa30_change_defender`` lets the link's controller,
while that combat is still proposed (on the chain, before the combat step), keep the defender or name another character
the attacker could have attacked (EN 601.1: ``combat.can_be_attacked``, ``pair_problem`` — and no larger attack tax
than the one paid, ``attack_tax.owed``); it becomes the proposed defender."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import attack_tax, combat, continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wa30_change_defender"
PICK = "wa30_defender_pick"
KEEP = "keep"
_KEY = "wa30_defender"


def candidates(st: WowState, attacker: int) -> list[int]:
    """The other characters the attacker could be attacking now (EN 601.1)."""
    c = st.combat
    if c is None or c.stage != "proposed" or c.attacker != attacker or c.defender not in st.table.cards:
        return []
    paid = attack_tax.owed(st, attacker, c.defender)
    return [d for d in combat.open_defenders(st, attacker)
            if d != c.defender and combat.pair_problem(st, attacker, d) is None and attack_tax.owed(st, attacker, d) <= paid]


@resolves(GAME, OP)
def _change_defender(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    attacker = call.link.data.get("event")
    options = candidates(st, attacker) if isinstance(attacker, int) else []
    if not options:
        return []
    continuations.pause_for(call, _KEY, {"player": p},
                            Pending(p, PICK, f"You may change the defender {kw.name(st, attacker)} attacks",
                                    [Option(KEEP, f"Keep {kw.name(st, st.combat.defender)}"), *(Option(str(d), kw.name(st, d)) for d in options)],
                                    1, 1, EN("709.3")))
    return []


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    events: list[Event] = []
    c = st.combat
    if picks and picks[0] != KEEP and c is not None and c.stage == "proposed":
        new = int(picks[0])
        if new in candidates(st, c.attacker):
            c.defender = c.proposed_defender = new
            events.append(Event("choose", f"P{job['player'] + 1} changes the defender: {kw.name(st, c.attacker)} attacks {kw.name(st, new)}",
                                EN("601.2"), job["player"]))
    return events + continuations.resume_link(st, w)
