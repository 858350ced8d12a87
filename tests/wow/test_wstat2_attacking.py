"""Helper wstat2 (issue #18): weapons stronger while your hero attacks (EN 714, 601) — Heartseeker and
Venerable Mass of McGowan, played with the real cards (the hero strikes with them, 303.2)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow import quests
from engine.wow.counters import add_counters
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def _attack(st, defender: int):
    """Your hero attacks ``defender``; pass to your priority in the combat step (you may strike, 303.2)."""
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=defender)
    for _ in range(6):
        if st.combat is not None and st.combat.stage == "step" and st.priority == 0 and not st.pending:
            return st
        st = choose(st, "none") if st.pending and st.pending[0].kind == "protector" else apply(st, "pass", st.priority)
    raise AssertionError("no combat step")


def test_heartseeker_plus_two_attacking_a_character_dealt_damage_this_turn():
    # EN 714 "Heartseeker has +2 ATK while your hero is attacking a hero or ally that was dealt damage this turn."
    scripted("Heartseeker")
    st = start()
    seeker = put_real(st, 0, "Heartseeker", "hero_row")
    hurt, fresh = put_real(st, 1, "Crazy Igvand", "allies"), put_real(st, 1, "Braxiss the Sleeper", "allies")
    del fresh
    resources(st, 0, 3)
    base = kw.atk(st, seeker)
    quests.note(st, deal(st, None, hurt, 1, "fire"))  # dealt damage this turn (408.2a)
    assert kw.atk(st, seeker) == base  # not attacking
    st = _attack(st, hurt)
    assert kw.atk(st, seeker) == base + 2
    st = apply(st, "strike", 0, weapon=seeker)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[hurt].damage == 1 + base + 2  # struck with +2 ATK
    assert kw.atk(st, seeker) == base  # the combat is over


def test_heartseeker_no_bonus_against_an_undamaged_defender():
    st = start()
    seeker = put_real(st, 0, "Heartseeker", "hero_row")
    fresh = put_real(st, 1, "Crazy Igvand", "allies")
    resources(st, 0, 3)
    base = kw.atk(st, seeker)
    st = _attack(st, fresh)
    assert kw.atk(st, seeker) == base


def test_venerable_mass_plus_two_per_heirloom_attacking_an_ally():
    # EN 714 "While your hero is attacking an ally, this equipment has +2 ATK for each heriloom counter on it."
    scripted("Venerable Mass of McGowan")
    st = start()
    mass = put_real(st, 0, "Venerable Mass of McGowan", "hero_row")
    add_counters(st, mass, "heirloom", 2)
    ally = put_real(st, 1, "Crazy Igvand", "allies")
    resources(st, 0, 3)
    base = kw.atk(st, mass)
    st = _attack(st, ally)
    assert kw.atk(st, mass) == base + 4  # two heirloom counters
    st2 = start()
    mass2 = put_real(st2, 0, "Venerable Mass of McGowan", "hero_row")
    add_counters(st2, mass2, "heirloom", 2)
    put_real(st2, 1, "Crazy Igvand", "allies")  # a Protector that doesn't protect (answered "none")
    resources(st2, 0, 3)
    st2 = _attack(st2, hero(st2, 1))
    assert kw.atk(st2, mass2) == base  # attacking a hero: no bonus


def test_venerable_mass_stash_adds_an_heirloom_counter():
    # line 2 "Stash : Add an heirloom counter to target equipment you control." (placed face up, 412.1b)
    from engine.wow.counters import counters

    st = start()
    target = put_real(st, 0, "Venerable Mass of McGowan", "hero_row")
    mass = put_real(st, 0, "Venerable Mass of McGowan", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=mass, face_up=True))
    while st.pending:
        ids = [o.id for o in st.pending[0].options]
        st = resolve_chain(choose(st, str(target) if str(target) in ids else ids[0]))
    assert counters(st, target, "heirloom") == 1 and st.table.cards[mass].face_down
