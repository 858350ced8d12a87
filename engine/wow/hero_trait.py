"""206.1c: text after "[Trait]:" or "[Trait] Hero:" exists only while the card's controller's hero
has that trait; a triggered power it names does not trigger otherwise. The compiler marks such
powers with ``cost["hero_trait"]`` (engine.wow.cards.templates_gates); collecting triggered and
activated powers goes through ``gate``, continuous effects check the ``hero_trait`` condition."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import keywords as kw
from .conditions import condition_checker
from .state import WowState

if TYPE_CHECKING:
    from .cards.power import Power


def hero_has(st: WowState, player: int, trait: str) -> bool:
    """Whether ``player``'s hero has the trait (class, faction, race, profession, talent: 206.1)."""
    from .decks import hero_traits

    hero = st.heroes[player]
    if hero not in st.table.cards:
        return False
    return trait.lower() in {t.lower() for t in hero_traits(kw.data(st, hero))}


@condition_checker("hero_trait")
def trait_holds(st: WowState, player: int, source: int, cond: dict, affected: int | None = None) -> bool:
    """206.1c: "[Trait] Hero:" text exists while your hero has the trait (``conditions.holds``)."""
    return hero_has(st, player, cond["trait"])


_GATED: dict[int, tuple[tuple[Power, ...], bool]] = {}
"""Whether a compiled power tuple has a face or hero-trait gate, by its id (the tuple is kept, so
its id can't be reused; compiled powers are cached, so this stays small)."""


def _gated(powers: tuple[Power, ...]) -> bool:
    hit = _GATED.get(id(powers))
    if hit is None or hit[0] is not powers:
        if len(_GATED) > 20000:
            _GATED.clear()
        hit = _GATED[id(powers)] = (powers, any("face" in pw.cost or "hero_trait" in pw.cost for pw in powers))
    return hit[1]


def gate(st: WowState, uid: int, powers: tuple[Power, ...]) -> tuple[Power, ...]:
    """The card's powers with those whose trait its controller's hero lacks made inactive (same
    positions, so a power's index stays its index)."""
    if not _gated(powers):
        return powers
    from .faces import gate as face_gate  # 301.2a: only the face showing (engine.wow.faces)

    powers = face_gate(st, uid, powers)
    if not any("hero_trait" in pw.cost for pw in powers):
        return powers
    player = st.table.cards[uid].controller
    return tuple(replace(pw, kind="inactive") if "hero_trait" in pw.cost and not hero_has(st, player, pw.cost["hero_trait"]) else pw
                 for pw in powers)
