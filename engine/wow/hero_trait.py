"""206.1c: text after "[Trait]:" or "[Trait] Hero:" exists only while the card's controller's hero
has that trait; a triggered power it names does not trigger otherwise. The compiler marks such
powers with ``cost["hero_trait"]`` (engine.wow.cards.templates_gates); collecting triggered and
activated powers goes through ``gate``, continuous effects check the ``hero_trait`` condition."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import flip_armed
from . import keywords as kw
from .conditions import condition_checker
from .decks import hero_traits
from .faces import shows_back
from .state import WowState

if TYPE_CHECKING:
    from .cards.power import Power


def hero_has(st: WowState, player: int, trait: str) -> bool:
    """Whether ``player``'s hero has the trait (class, faction, race, profession, talent: 206.1)."""
    hero = st.heroes[player]
    if hero not in st.table.cards:
        return False
    d = kw.data(st, hero)
    hit = _TRAITS.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_TRAITS) > 4096:
            _TRAITS.clear()
        hit = _TRAITS[id(d)] = (d, frozenset(t.lower() for t in hero_traits(d)))
    return trait.lower() in hit[1]


_TRAITS: dict[int, tuple[dict, frozenset[str]]] = {}
"""A hero data's traits (lower case) by the data's id (the data is kept, so its id can't be reused)."""


@condition_checker("hero_trait")
def trait_holds(st: WowState, player: int, source: int, cond: dict, affected: int | None = None) -> bool:
    """206.1c: "[Trait] Hero:" text exists while your hero has the trait (``conditions.holds``)."""
    return hero_has(st, player, cond["trait"])


_GATED: dict[int, tuple[tuple[Power, ...], bool, tuple[str, ...]]] = {}
"""Per compiled power tuple, by its id (the tuple is kept, so its id can't be reused; compiled
powers are cached, so this stays small): whether a power has a face gate, and the hero traits its
powers are gated by."""

_MADE: dict[tuple[int, bool, tuple[bool, ...]], tuple[tuple[Power, ...], tuple[Power, ...]]] = {}
"""The gated powers made from a tuple (by its id), the face showing and which of its traits the hero
has: the same answer each time (kept with the tuple it was made from)."""


def _gates(powers: tuple[Power, ...]) -> tuple[tuple[Power, ...], bool, tuple[str, ...]]:
    hit = _GATED.get(id(powers))
    if hit is None or hit[0] is not powers:
        if len(_GATED) > 20000:
            _GATED.clear()
        traits = tuple(dict.fromkeys(pw.cost["hero_trait"] for pw in powers if "hero_trait" in pw.cost))
        hit = _GATED[id(powers)] = (powers, any("face" in pw.cost or "armed" in pw.cost for pw in powers), traits)
    return hit


def gate(st: WowState, uid: int, powers: tuple[Power, ...]) -> tuple[Power, ...]:
    """The card's powers with those whose trait its controller's hero lacks made inactive (same
    positions, so a power's index stays its index)."""
    hit = _GATED.get(id(powers))  # ``_gates`` inlined when known (asked for every card's powers)
    _, face, traits = hit if hit is not None and hit[0] is powers else _gates(powers)
    if not face and not traits:
        return powers
    return _gated(st, uid, powers, face, traits)


def _gated(st: WowState, uid: int, powers: tuple[Power, ...], face: bool, traits: tuple[str, ...]) -> tuple[Power, ...]:
    """``gate`` of powers with a face or hero-trait gate (a function of its own: the names its
    generator reads are no cells made for every card's powers)."""
    back = face and shows_back(st, uid)
    armed = face and flip_armed.armed(st, uid)  # "N, Flip X -> When … this turn, …", "1 -> When you strike with X this turn, …" (engine.wow.flip_armed)
    player = st.table.peek(uid).controller
    has_list = []  # (a loop: no cells made for every card's powers)
    for t in traits:
        has_list.append(hero_has(st, player, t))
    key = (id(powers), back, armed, tuple(has_list))
    made = _MADE.get(key)
    if made is None or made[0] is not powers:
        if len(_MADE) > 4096:
            _MADE.clear()
        made = _MADE[key] = (powers, _gate(st, uid, powers))
    return made[1]


def _gate(st: WowState, uid: int, powers: tuple[Power, ...]) -> tuple[Power, ...]:
    """``gate`` worked out: the face not showing (301.2a), then the traits the hero lacks (206.1c)."""
    from .faces import gate as face_gate  # 301.2a: only the face showing (engine.wow.faces)

    powers = face_gate(st, uid, powers)
    if not any("hero_trait" in pw.cost for pw in powers):
        return powers
    player = st.table.cards[uid].controller
    return tuple(replace(pw, kind="inactive") if "hero_trait" in pw.cost and not hero_has(st, player, pw.cost["hero_trait"]) else pw
                 for pw in powers)
