"""Sentences that refer to what an earlier sentence did (EN 709, outside the provided document):
"its controller's hero", "equal to its cost", "its controller discards a card for each damage
dealt", "for each damage dealt this way", "a character dealt damage this way" — each played with
a real card of the pool (engine.wow.refs keeps the earlier target's last known information)."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.compiler import CANT_PROTECT, card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real, real

pytestmark = needs(WOW_CARDS)


def _discard_all(st, player: int):
    """Answer the discard choices of ``player`` (the first cards in hand) until none is asked."""
    for _ in range(10):
        if not st.pending or st.pending[0].player != player:
            break
        pend = st.pending[0]
        st = choose(st, *[o.id for o in pend.options[: pend.min]])
    return resolve_chain(st)


def test_destroyed_equipment_controller_hero_takes_its_cost():
    # EN 709.3 + last known information: Smash — "Destroy target equipment. If you do, your hero deals
    # melee damage to its controller's hero equal to its cost." (the cost is read after it is destroyed)
    automated("Smash")
    st = start()
    blade = put_real(st, 1, "Timeslicer", "hero_row")
    st = resolve_chain(play_real(st, "Smash", 0, str(blade))[0])
    assert st.table.cards[blade].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == real("Timeslicer")["cost"] == 3
    assert st.table.cards[hero(st, 0)].damage == 0


def test_hero_heals_equal_to_the_destroyed_ability_cost():
    # EN 709.3: Absorb Magic — "Destroy target ability. If you do, your hero heals damage from itself
    # equal to that ability's cost."
    automated("Absorb Magic")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    aura = put_real(st, 1, "Spiritual Healing", "hero_row")
    st = resolve_chain(play_real(st, "Absorb Magic", 0, str(aura))[0])
    assert st.table.cards[aura].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 5 - real("Spiritual Healing")["cost"]


def test_put_x_damage_and_draw_x_where_x_is_its_cost():
    # EN 709.3 / 405.3: Payment of Blood — "put X damage on your hero and draw X cards, where X is
    # that equipment's cost."
    automated("Payment of Blood")
    st = start()
    blade = put_real(st, 1, "Timeslicer", "hero_row")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(play_real(st, "Payment of Blood", 0, str(blade))[0])
    assert st.table.cards[hero(st, 0)].damage == 3
    assert len(st.table.zone(0, "hand")) == hand + 3


@pytest.mark.parametrize("who", ["hero", "ally"])
def test_its_controller_discards_for_each_damage_dealt(who):
    # EN 709 / 408: Mind Blast — "Your hero deals 2 shadow damage to target hero or ally. Its
    # controller discards a card for each damage dealt."
    automated("Mind Blast")
    st = start()
    target = hero(st, 1) if who == "hero" else put(st, 1, "Iron Sentinel", "allies")
    hand1 = len(st.table.zone(1, "hand"))
    st = _discard_all(resolve_chain(play_real(st, "Mind Blast", 0, str(target))[0]), 1)
    assert st.table.cards[target].damage == 2
    assert len(st.table.zone(1, "hand")) == hand1 - 2


def test_no_damage_dealt_no_discard():
    # 408.2a: damage prevented is not dealt — "for each damage dealt" counts nothing
    automated("Mind Blast")
    st = start()
    target = hero(st, 1)
    st.table.cards[target].damage = 0
    from engine.wow.state import Shield

    st.shields.append(Shield(target, 1_000_000, st.turn, -1))
    hand1 = len(st.table.zone(1, "hand"))
    st = _discard_all(resolve_chain(play_real(st, "Mind Blast", 0, str(target))[0]), 1)
    assert st.table.cards[target].damage == 0 and len(st.table.zone(1, "hand")) == hand1


@pytest.mark.parametrize("elemental", [False, True])
def test_if_condition_then_that_allys_controller_hero(elemental):
    # EN 709: Elemental Flames — "If you control an Elemental ally, your hero also deals 3 fire damage
    # to that ally's controller's hero."
    automated("Elemental Flames")
    st = start()
    if elemental:
        put_real(st, 0, "Treebole", "allies")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Elemental Flames", 0, str(ally))[0])
    assert st.table.cards[hero(st, 1)].damage == (3 if elemental else 0)


def test_for_each_damage_dealt_this_way_tokens():
    # EN 709 / 404.2: The Sowing of Seeds — "For each damage dealt this way, put a Treant ally token
    # into play with 1 [Melee] ATK / 1 health."
    automated("The Sowing of Seeds")
    st = start()
    allies = len(st.table.zone(0, "allies"))
    st = resolve_chain(play_real(st, "The Sowing of Seeds", 0, str(hero(st, 1)))[0])
    assert len(st.table.zone(0, "allies")) == allies + 1


def test_character_dealt_damage_this_way_cant_protect():
    # EN 709 / 103.2: Blast Wave — "A character dealt damage this way can't protect this turn."
    automated("Blast Wave")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Blast Wave", 0)[0])
    assert st.table.cards[ally].damage == 2
    assert kw.has(st, ally, CANT_PROTECT) and not kw.has(st, hero(st, 0), CANT_PROTECT)


@pytest.mark.parametrize(("who", "discards"), [("hero", 1), ("ally", 0)])
def test_if_a_hero_is_dealt_damage_this_way_its_controller_discards(who, discards):
    # EN 709: Touch of Darkness — "If a hero is dealt damage this way, its controller discards a card."
    automated("Touch of Darkness")
    st = start()
    target = hero(st, 1) if who == "hero" else put(st, 1, "Iron Sentinel", "allies")
    hand1 = len(st.table.zone(1, "hand"))
    st = _discard_all(resolve_chain(play_real(st, "Touch of Darkness", 0, str(target))[0]), 1)
    assert len(st.table.zone(1, "hand")) == hand1 - discards


def test_if_you_do_exhaust_its_controllers_resources():
    # EN 711 + 709.3: Mind Freeze — "Interrupt target ability or ally card. If you do, exhaust all of
    # its controller's resources."
    automated("Mind Freeze")
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "hand")
    res1 = resources(st, 1, 4)
    st.active = st.priority = 1
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    st = apply(st, "pass", 1)
    freeze = put_real(st, 0, "Mind Freeze", "hand")
    resources(st, 0, 4)
    st = choose(apply(st, "play", 0, uid=freeze, x=0), str(bolt))
    st = resolve_chain(st)
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 0
    assert all(st.table.cards[u].tapped for u in res1)


def test_compiled_reference_targets():
    # the later sentence acts on Target("ref"): never on a card chosen anew
    effs = [e for p in card_powers(real("Smash")) for e in p.effects]
    assert [e.op for e in effs] == ["destroy", "damage"]
    assert effs[1].target.kind == "ref" and effs[1].target.filter == {"of": "controller_hero"}
    assert effs[1].condition["ref_amount"] == "cost" and effs[1].condition["if_done"]


def test_destroyed_attacker_damages_each_character_in_its_party():
    # EN 709.3: Death Trap — "Destroy target attacking ally. If you do, your hero deals 1 nature damage
    # to each hero and ally in that ally's party." (its controller is known after it is destroyed)
    automated("Death Trap")
    st = start()
    trap = put_real(st, 1, "Death Trap", "hand")
    resources(st, 1, 5)
    attacker = put(st, 0, "Loyal Hound", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    mine = put(st, 1, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = resolve_chain(choose(apply(st, "play", 1, uid=trap, x=0), str(attacker)))
    assert st.table.cards[attacker].zone == "graveyard"
    assert st.table.cards[other].damage == 1 and st.table.cards[hero(st, 0)].damage == 1
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


def test_exhaust_each_ally_dealt_damage_and_it_cant_ready():
    # EN 709 / 408.2a: Shadowfury — "Exhaust each ally dealt damage this way, and it can't ready during its
    # controller's next ready step."
    from engine.wow.turn_triggers import NO_READY

    automated("Shadowfury")
    st = start()
    hit = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Shadowfury", 0)[0])
    assert st.table.cards[hit].tapped and kw.has(st, hit, NO_READY)
    assert not st.table.cards[mine].tapped and not kw.has(st, mine, NO_READY)


@pytest.mark.parametrize("equipment", [False, True])
def test_if_condition_each_of_them_cant_ready(equipment):
    # EN 709: Unbalance — "Exhaust all opposing heroes and allies. If you have an equipment, each of them
    # can't ready during its controller's next ready step."
    from engine.wow.turn_triggers import NO_READY

    automated("Unbalance")
    st = start()
    if equipment:
        put_real(st, 0, "Timeslicer", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Unbalance", 0)[0])
    assert st.table.cards[ally].tapped and st.table.cards[hero(st, 1)].tapped
    assert kw.has(st, ally, NO_READY) == equipment and kw.has(st, hero(st, 1), NO_READY) == equipment


def test_that_character_is_the_earlier_target():
    # EN 709: Maim — "Exhaust target hero or ally. If you control a Form, your hero deals 3 melee damage to
    # that character." (no new target is chosen)
    automated("Maim")
    st = start()
    put_real(st, 0, "Cat Form", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Maim", 0, str(ally))[0])
    assert st.table.cards[ally].tapped and st.table.cards[ally].damage == 3


def test_interrupted_card_is_removed_from_the_game():
    # EN 711.1 + 709.3: Swallow Soul — "Interrupt target ally card. If you do, remove it from the game."
    automated("Swallow Soul")
    st = start({"auto_pass": False})
    owl = put(st, 1, "Iron Sentinel", "hand")
    resources(st, 1, 5)
    st.active = st.priority = 1
    st = apply(st, "play", 1, uid=owl, x=0)
    st = apply(st, "pass", 1)
    swallow = put_real(st, 0, "Swallow Soul", "hand")
    resources(st, 0, 5)
    st = resolve_chain(choose(apply(st, "play", 0, uid=swallow, x=0), str(owl)))
    assert st.table.cards[owl].zone == "removed"
