"""Attacks on friendly cards (EN 601.1 names an opposing hero or ally as the defender; a card's text may allow more,
103.1): "Dashel can attack friendly heroes and allies (including other characters in your party)." (the attacker has
``ATTACKS_FRIENDLY``), "Any hero or ally can attack Gamon. (Including characters in your party.)" (the defender has
``ANY_MAY_ATTACK``), "Friendly allies can attack Pinata as though it were an opposing ally." (an equipment that has
``FRIENDLY_TARGET``: friendly allies may attack it as they attack an ally). The three are pseudo-keywords a scripted
continuous power grants the card itself (``grant_keyword``, EN 714).

In such a combat the defender's controller is the attacking player: he is the one who may protect (EN 602.2: a ready
Protector of his, not the attacker) — ``defending_player``."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

ATTACKS_FRIENDLY = "xc32_attacks_friendly"
ANY_MAY_ATTACK = "xc32_any_may_attack"
FRIENDLY_TARGET = "xc32_friendly_attack_target"
_WORDS = (ATTACKS_FRIENDLY, ANY_MAY_ATTACK, FRIENDLY_TARGET)


def none_in_match(st: WowState) -> bool:
    """No card can have one of the three now (``kw.none_has``): no friendly attack to look for."""
    return all(kw.none_has(st, w) for w in _WORDS)


def allows(st: WowState, attacker: int | None, defender: int) -> bool:
    """``attacker`` may attack ``defender``, a card its controller controls (EN 601.1, 103.1)."""
    if attacker is None or attacker == defender or attacker not in st.table.cards or defender not in st.table.cards:
        return False
    if st.table.peek(attacker).controller != st.table.peek(defender).controller:
        return False
    if kw.has(st, defender, FRIENDLY_TARGET) and not kw.is_character(st, defender):
        return kw.is_ally(st, attacker)  # "Friendly allies can attack Pinata as though it were an opposing ally."
    if not kw.is_character(st, defender):
        return False
    return kw.has(st, defender, ANY_MAY_ATTACK) or kw.has(st, attacker, ATTACKS_FRIENDLY)


def defenders(st: WowState, attacker: int) -> list[int]:
    """The friendly cards ``attacker`` may attack by such a power (its controller's hero row and allies)."""
    if none_in_match(st):
        return []
    p = st.table.peek(attacker).controller
    return [d for d in [*st.table.zones[p]["hero_row"], *st.table.zones[p]["allies"]] if allows(st, attacker, d)]


def defending_player(st: WowState, attacking_player: int, defender: int) -> int:
    """The player whose cards may protect (EN 602.2): the defender's controller (the opponent but in a friendly
    attack)."""
    if defender in st.table.cards:
        return st.table.peek(defender).controller
    return 1 - attacking_player
