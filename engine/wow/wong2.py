"""Druid forms as a condition (helper wong2): "while your hero is in bear form", "if your hero is in
cat form", "while in bear or cat form".

A hero is in a form while its player controls an ability that puts it there: a Form card's
"Ongoing: Your hero is in bear form." / "Your hero has Cat Form." (the druid's form cards, whose
reminder text ``templates_forms`` reads), or an ability tagged Bear Form / Cat Form (Brutal Bear
Form, Savage Cat Form: 202.1a, a tag names what the card is).

The op ``wong2_damage_cap`` (Spiritual Awakening: "remove all but 14 damage from your hero"): each target keeps
at most ``amount`` damage (407.1: damage leaves the card; the event is "remove_damage", as ``faceup_cost``'s
"remove N damage from an opposing hero", not a healing packet).

Condition ``{"k": "wo2_form", "forms": ["bear", "cat"], "attacking": bool}``: the player's hero is in
one of ``forms`` (and, with ``attacking``, is the attacker of the current combat, 603; with ``protecting``, the
defender that protected, 602.2; with ``also``,
that condition holds too: "While in cat form, your hero has +2 ATK while attacking an exhausted defender")."""

from __future__ import annotations

import re
from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import card_facts as facts
from .combat_while import role_fits
from .conditions import condition_checker, has_tag, holds, state_is
from .ops import GAME, OpCall
from .rules import R
from .state import PLAY_ZONES, WowState
from .turn_forms import turn_form

_IN = re.compile(r"(?:^|[.:;]\s*)Your hero (?:is in|has) (bear|cat) form\s*(?:[.(]|$)", re.I | re.M)
"""The form sentence itself, not a condition naming it ("… while your hero is in bear form")."""


def hero_forms(st: WowState, player: int) -> set[str]:
    """The forms ("bear", "cat") the player's hero is in now."""
    out: set[str] = set()
    for z in PLAY_ZONES:
        for u in st.table.zone(player, z):
            card = st.table.cards[u]
            if card.face_down or facts.ctype(st, u) != "ability" or card.controller != player:
                continue
            for form in ("bear", "cat"):
                if has_tag(st, u, f"{form} form"):
                    out.add(form)
            out.update(x.lower() for x in _IN.findall(facts.data(st, u).get("text", "")))
    if (form := turn_form(st, player)) is not None:  # "This turn, Oakenclaw is in bear form …" (helper w30quest)
        out.add(form)
    return out


@condition_checker("wo2_")
def wo2_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None) -> bool:
    if cond["k"] != "wo2_form":
        return False
    if not hero_forms(st, player) & set(cond["forms"]):
        return False
    hero = st.heroes[player]
    if cond.get("attacking") and not state_is(st, hero, "attacking"):
        return False
    if cond.get("protecting") and not role_fits(st, player, hero, "protecting"):
        return False  # the defender that became the defender by protecting (602.2)
    return not cond.get("also") or holds(st, player, source, cond["also"], affected=affected)


@resolves(GAME, "wong2_damage_cap")
def _damage_cap(call: OpCall) -> list[Event]:
    events = []
    for uid in call.uids:
        card = call.st.table.cards[uid]
        if card.damage > call.amount:
            removed, card.damage = card.damage - call.amount, call.amount
            events.append(Event("remove_damage", f"{removed} damage is removed from {facts.name(call.st, uid)} ({call.amount} left)", R("407.1"), call.player,
                                data={"uid": uid, "n": removed}))  # as faceup_cost's "remove N damage": no healing packet
    return events
