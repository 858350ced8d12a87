"""Entering combat (EN 602.1, 303.2d: the attacker and the defender are "in combat"): once the combat step has
begun and the defending player has chosen whether a Protector becomes the defender (EN 602.2), the attacker and
the defender enter combat with each other. :func:`entered` logs it (event ``ENTER_COMBAT``); ``self_triggers``
reads it for the ``self_ev`` powers on "enter_combat" ("When King Khan enters combat, …", "When an ally enters
combat with High Overlord Saurfang, …", helper allystatic), the other combatant being the triggering card."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .rules import EN
from .state import WowState

ENTER_COMBAT = "enter_combat"
"""The event kind: ``data = {"attacker": uid, "defender": uid}``."""


def entered(st: WowState) -> list[Event]:
    """The attacker and the defender of the combat step enter combat (none outside a combat step)."""
    c = st.combat
    if c is None or c.stage != "step" or not (kw.is_character(st, c.attacker) and kw.is_character(st, c.defender)):
        return []
    return [Event(ENTER_COMBAT, f"{kw.name(st, c.attacker)} and {kw.name(st, c.defender)} enter combat", EN("602.1"),
                  data={"attacker": c.attacker, "defender": c.defender})]
