"""Replacement effects on damage (7.7): "takes no damage from the challenge" (7.7.1), "the next
time they would be dealt damage they take no damage instead" (7.7.1, used up once it applies) and
"put that many damage counters on this character instead" (7.7.2). A replaced event never happens, so
nothing triggers on it (7.7.5); only one replacement applies to one event (7.7.6).

Who chooses among several (7.7.6): the player who played the card that generated the effect being
replaced — for effect damage, the controller of that effect. Challenge damage comes from the game
rules (4.3.6.16), not from a card, so the affected player (the damaged card's controller) chooses.
Option ``replacement_chooser`` = ``"affected"`` makes the affected player choose in every case.

Resist (10.6) is applied first as the keyword's own reduction and is not counted as one of the
competing replacements (P8: the document is silent about the combination).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event

from .characteristics import floating_of, has, in_play, name, statics_of, statics_with
from .rules import R
from .state import LorcanaState


def damage_options(st: LorcanaState, uid: int, in_challenge: bool) -> list[dict[str, Any]]:
    """Every replacement that could apply to damage about to be dealt to ``uid`` (7.7.5: they
    must exist before the event)."""
    out: list[dict[str, Any]] = []
    if in_challenge and has(st, uid, "no_challenge_damage"):
        out.append({"kind": "prevent", "by": uid, "label": f"{name(st, uid)} takes no damage from the challenge"})
    elif (st.challenge or {}).get("attacker") == uid and has(st, uid, "no_damage_challenging"):  # "takes no damage while challenging"
        out.append({"kind": "prevent", "by": uid, "label": f"{name(st, uid)} takes no damage while challenging"})
    card = st.table.cards[uid]
    if any(f.get("uid") == uid for f in floating_of(st, "prevent_next_damage")):
        out.append({"kind": "prevent_next", "by": uid, "label": f"{name(st, uid)} takes no damage this time (used up)"})
    if st.active != card.controller and card.flags.get("_first_damage_turn") != st.turn and any(
            s.get("replace") == "first_damage_opp_turn" for s in statics_of(st, uid)):
        # "During each opponent's turn, the first time this character would take damage, she takes no damage instead"
        out.append({"kind": "prevent_first", "by": uid, "label": f"{name(st, uid)} takes no damage the first time this turn"})
    for src, s in statics_with(st, "replace"):
        if s.get("replace") == "redirect_damage" and src != uid and st.table.cards[src].controller == card.controller \
                and src in in_play(st, card.controller) and st.cards[st.table.cards[uid].card_id].get("type") == "Character":
            out.append({"kind": "redirect", "by": src, "label": f"put the damage counters on {name(st, src)} instead"})
    return out


def chooser(st: LorcanaState, uid: int, effect_player: int | None) -> int:
    """7.7.6: see the module docstring."""
    if effect_player is None or st.options.get("replacement_chooser") == "affected":
        return st.table.cards[uid].controller
    return effect_player


def apply_replacement(st: LorcanaState, uid: int, amount: int, option: dict[str, Any], events: list[Event]) -> int:
    """Carry out the replacing event instead of "``uid`` is dealt ``amount`` damage". Returns
    the damage dealt to ``uid`` (0: the original event did not happen, 7.7.5)."""
    if option["kind"] == "prevent":
        events.append(Event("replaced", f"{name(st, uid)} takes no damage (replacement)", R("7.7.1"), st.table.cards[uid].controller, data={"uid": uid}))
        return 0
    if option["kind"] == "prevent_next":  # 7.7.1 "the next time … would be dealt damage": used up now (7.7.5)
        used = next(f for f in st.floating if f.get("kind") == "prevent_next_damage" and f.get("uid") == uid)
        st.floating.remove(used)
        events.append(Event("replaced", f"{name(st, uid)} takes no damage instead (replacement, used up)", R("7.7.1"),
                            st.table.cards[uid].controller, data={"uid": uid}))
        return 0
    if option["kind"] == "prevent_first":  # 7.7.1: used up for this turn once it applies (7.7.5)
        st.table.cards[uid].flags["_first_damage_turn"] = st.turn
        events.append(Event("replaced", f"{name(st, uid)} takes no damage instead (the first time this turn)", R("7.7.1"),
                            st.table.cards[uid].controller, data={"uid": uid}))
        return 0
    if option["kind"] == "redirect":
        src = option["by"]
        st.table.cards[src].damage += amount  # 9.2.1: counters are put, not dealt
        events.append(Event("replaced", f"{amount} damage counter(s) put on {name(st, src)} instead of {name(st, uid)}", R("7.7.2"),
                            st.table.cards[src].controller, data={"uid": src, "n": amount}))
        return 0
    return amount
