"""Choices the game makes at random for a card (Sava'gin the Reckless, helper wreal): "This ally attacks
opposing heroes and allies at random." and "… deals 2 nature damage to target random opposing hero or
ally." The rules document defines no procedure for "at random" (it names randomness only for who
goes first, 101.1), so the game picks uniformly among the legal choices with the match's seeded
random numbers (``st.rng``, as ``mirror_tokens`` and ``graveyard_random`` do) at the moment the card's
controller would otherwise choose:

- a random target (filter key ``random``, or every target while Lolly the Unsuspecting's :data:`ALL_TARGETS_RANDOM`
  is in play): as the target is chosen (EN 706.1), one legal target is
  drawn and offered as the only option — the link then targets it like any chosen target;
- a random attack (:data:`ATTACKS_AT_RANDOM`): as the attack is declared (EN 601.1), the defender is
  drawn among the characters it could legally attack; the player only declares that it attacks."""

from __future__ import annotations

from typing import Any

from . import combat
from . import keywords as kw
from .state import WowState

ATTACKS_AT_RANDOM = "Attacks At Random"
"""Pseudo-keyword: the character's defender is drawn at random among its legal ones (EN 601.1)."""


ALL_TARGETS_RANDOM = "xc32_all_targets_random"
"""Pseudo-keyword of Lolly the Unsuspecting ("All targets are chosen at random."): while a card in play has it, every
target of every player is drawn at random among the legal ones, as a "target random …" one."""


def narrow(st: WowState, eff: Any, options: list[int]) -> list[int]:
    """The options of a target choice: one drawn at random for a "target random …" target (or any target while a
    card in play has :data:`ALL_TARGETS_RANDOM`)."""
    if not options or eff.target is None or not (eff.target.filter.get("random") or all_random(st)):
        return options
    return [st.rng.choice(sorted(options))]


def all_random(st: WowState) -> bool:
    """A card in play says "All targets are chosen at random." (Lolly the Unsuspecting)."""
    if kw.none_has(st, ALL_TARGETS_RANDOM):
        return False
    return any(kw.has(st, u, ALL_TARGETS_RANDOM) for q in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zones[q][z])


def random_attacker(st: WowState, uid: int) -> bool:
    return kw.has(st, uid, ATTACKS_AT_RANDOM)


def defenders(st: WowState, p: int, attacker: int) -> list[int]:
    """Every character ``attacker`` (of player ``p``) may legally attack now (EN 601.1)."""
    return [*[d for o in range(st.num_players) if o != p for d in [*st.table.zone(o, "hero_row"), *st.table.zone(o, "allies")]
              if kw.is_character(st, d) and combat.can_be_attacked(st, d, p, attacker=attacker) is None and combat.pair_problem(st, attacker, d) is None],
            *combat.friendly_defenders(st, attacker, p)]  # "Any hero or ally can attack Gamon" (engine.wow.friendly_attacks)


def defender(st: WowState, p: int, attacker: int, declared: int) -> int:
    """The defender of a declared attack: ``declared``, or for a random attacker one drawn among its
    legal defenders (``declared`` is one of them: the attack itself is legal)."""
    if not random_attacker(st, attacker):
        return declared
    return st.rng.choice(sorted(defenders(st, p, attacker)))
