"""A hero in a druid form for the rest of the turn by its own flip power (helper w30quest): "1, Flip Oakenclaw ->
This turn, Oakenclaw is in bear form and has Form (1) until you strike with a weapon or play a non-Feral ability.
(Is a Protector while in bear form.)", "2, Flip Maleo -> This turn, Maleo is in cat form and has Form(1) until …
(+1 ATK while attacking in cat form.)".

The op ``w30q_turn_form`` (``stat``: "bear" | "cat") puts the source hero in that form for this turn (the hero's
flag ``KEY``: the form and the turn); ``w30q_end_turn_form`` ends it (the card's script fires it "when you strike with
a weapon" / "when you play a non-Feral ability", as the form cards' own reminder does, ``templates_forms``). While it
lasts, the hero is in that form for every "in bear form" condition (``wong2.hero_forms``, so the reminder's
Protector / +1 ATK are the script's conditioned statics) and has Form (1) (414.3b: it counts as one Form card of its
controller's, ``procedure.uniqueness_violations``; a Form card more is a violation, and the player destroys one of
those cards — the hero is no card he may choose, a rule call).

Condition ``{"k": "w30q_armed", "also": <condition>}``: the source's flip power resolved this turn
(``engine.wow.flip_armed``) and ``also`` holds — a continuous "… this turn" of a flip power ("1, Flip Arktos ->
Prevent all damage that would be dealt to Arktos while defending in bear form this turn.")."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import flip_armed
from . import keywords as kw
from .conditions import condition_checker, holds
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KEY = "w30q_turn_form"
"""Hero card flag: ``{"form": "bear" | "cat", "turn": N}`` — in that form on turn N (until it ends)."""


def turn_form(st: WowState, player: int) -> str | None:
    """The form the player's hero is in this turn by its own power, or None."""
    if player >= len(st.heroes):
        return None
    card = st.table.peek(st.heroes[player], None)
    held = card.flags.get(KEY) if card is not None else None
    return held["form"] if held and held.get("turn") == st.turn and card.zone not in ("graveyard", "removed") else None


@condition_checker("w30q_")
def w30q_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] != "w30q_armed":
        raise ValueError(f"unknown w30quest condition {cond['k']!r}")
    return flip_armed.armed(st, source) and (not cond.get("also") or holds(st, player, source, cond["also"], affected=affected))


@resolves(GAME, "w30q_turn_form")
def _turn_form(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    if uid not in st.table.cards or not kw.in_play(st, uid):
        return []
    st.table.cards[uid].flags[KEY] = {"form": call.eff.stat, "turn": st.turn}
    return [Event("modify", f"{kw.name(st, uid)} is in {call.eff.stat} form and has Form (1) this turn", EN("714"), call.player, data={"uid": uid})]


@resolves(GAME, "w30q_end_turn_form")
def _end_turn_form(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    card = st.table.cards.get(uid)
    held = card.flags.get(KEY) if card is not None else None
    if not held or held.get("turn") != st.turn:
        return []
    card.flags.pop(KEY)
    return [Event("modify", f"{kw.name(st, uid)} is no longer in {held['form']} form", EN("714"), call.player, data={"uid": uid})]
