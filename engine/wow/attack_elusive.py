"""Attackers that may attack Elusive characters (EN glossary Elusive: "can't be attacked"; a card's own
text may allow it, 103.1): "Meganna can attack Elusive heroes and allies." Compiled as the pseudo-keyword
``ATTACKS_ELUSIVE`` on the attacker (a ``grant_keyword`` continuous power, helper allystatic), read by
``combat.can_be_attacked`` for that attacker; Immune still keeps a character from being attacked."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

ATTACKS_ELUSIVE = "Can Attack Elusive"
"""The pseudo-keyword: this attacker may attack Elusive heroes and allies."""


def may_attack_elusive(st: WowState, attacker: int | None) -> bool:
    """Whether ``attacker`` (None: no attacker named) may attack an Elusive character."""
    return attacker is not None and not kw.none_has(st, ATTACKS_ELUSIVE) and kw.has(st, attacker, ATTACKS_ELUSIVE)
