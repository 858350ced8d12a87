"""Thrown given by another card: "Target weapon you control has Thrown this turn." (Shattering Throw),
"Your Daggers have Thrown and +X ATK this turn." (Deadly Throw).

Thrown's reminder text: "When you strike with this weapon, your hero has Long-Range this combat. At the
end of this turn, put this weapon into its owner's hand." Printed, the keyword is read as that triggered
power (``cards.templates_lines.SPELLED_OUT``); given as a keyword (``grant_keyword``, a modifier or a
continuous power, EN 714), the weapon has no such power of its own, so this rule adds it, as
``engine.wow.given_sentinel`` does for Sentinel: when its controller strikes with a weapon that has a given
Thrown (303.2), a triggered power (EN 703.1) waits to go on the chain, whose effects are the reminder text's
(the hero has Long-Range this combat; the weapon goes to its owner's hand at the end of this turn, 415.9b).
A weapon whose printed powers already carry Thrown's trigger is not given it twice.

The link carries the spelled-out text (``granted_powers.KEY`` with ``kind`` "triggered"), so it resolves
as that power of the weapon even if the keyword ends while the link waits (415.6a)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.templates_lines import SPELLED_OUT
from .granted_powers import KEY
from .powers import printed_powers
from .state import Link, WowState

KINDS = frozenset({"strike"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers``)."""
TEXT = SPELLED_OUT["Thrown"]
"""The power a given Thrown stands for (its reminder text, as a printed Thrown is read)."""


def fire(st: WowState, ev: Event) -> None:
    """A weapon was struck with (303.2): if it has a given Thrown, its trigger waits for the chain (EN 703.1)."""
    if st.combat is None or not st.combat.strikes or kw.none_has(st, "Thrown"):
        return
    weapon = st.combat.strikes[-1]
    card = st.table.cards.peek(weapon, None)  # type: ignore[attr-defined]
    if card is None or card.face_down or not kw.in_play(st, weapon) or not kw.has(st, weapon, "Thrown"):
        return
    if _printed_thrown(st, weapon):
        return  # printed Thrown (or its own "has Thrown this turn" with the trigger): its own trigger already waits (procedure ``strike_self``)
    data = {KEY: {"text": TEXT, "name": kw.name(st, weapon), "ctype": kw.ctype(st, weapon), "index": 0, "kind": "triggered"}}
    st.triggers.append(Link("trigger", card.controller, weapon, -1, label=f"{kw.name(st, weapon)}: Thrown ({TEXT})", data=data))


def _printed_thrown(st: WowState, weapon: int) -> bool:
    """The weapon's own powers already carry Thrown's trigger: printed Thrown, or a power of its own that gives it
    Thrown with that trigger armed (The Decapitator, ``engine.wow.flip_armed``)."""
    for pw in printed_powers(st, weapon):
        if pw.trigger == "strike_self" and (pw.text == TEXT or {e.op for e in pw.effects} >= {"return_later", "grant_keyword"}):
            return True
    return False
