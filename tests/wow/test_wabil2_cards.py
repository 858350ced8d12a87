"""Helper wabil2: the scripts of ``engine/wow/cards/scripts/wabil2.toml``, each played with a real card of the pool and
every clause of its text checked."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _options(st) -> list[str]:
    return [o.id for o in st.pending[0].options] if st.pending else []


def _damage_events(st) -> list[dict]:
    return [e for e in st.turn_log if e.get("ev") == "damage"]


def test_skewer_the_chosen_ally_deals_its_atk_to_target_ally():
    # WoW 405.4, 408.2c (the chosen ally is the source), 205.1a (its own damage type, none printed): "Choose an ally
    # in your party. It deals damage equal to its ATK to target ally."
    automated("Skewer")
    st = start()
    mage = put_real(st, 0, "Benethor Draigo", "allies")  # fire, 4 ATK
    hira = put_real(st, 0, "Hira", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    st, _ = play_real(st, "Skewer", 0, pay=4)
    assert str(foe) in _options(st)  # the target is chosen as it is played (EN 706)
    st = resolve_chain(choose(st, str(foe)))
    assert set(_options(st)) == {str(mage), str(hira)}  # 'Choose an ally in your party': only your allies, on resolution
    st = resolve_chain(choose(st, str(mage)))
    assert st.table.cards[foe].damage == 4
    last = _damage_events(st)[-1]
    assert last["src"] == mage and last["dtype"] == "fire" and last["to"] == foe


def test_skewer_the_ally_may_hit_a_friendly_ally_and_uses_its_own_type():
    # WoW 205.1a: a nature ally deals nature damage; "target ally" may be your own (EN 706)
    st = start()
    druid = put_real(st, 0, "Burom Bladeseer", "allies")  # nature, 3 ATK
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Skewer", 0, str(mine), pay=4)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(druid)))
    assert st.table.cards[mine].damage == 3
    assert _damage_events(st)[-1]["dtype"] == "nature"


def test_spiritual_return_brings_back_a_fire_frost_or_nature_ally_at_one_health():
    # WoW EN 706 (a target in your graveyard), 710.1, 405.3: "Put target [Fire], [Frost], or [Nature] ally from your
    # graveyard into play if its cost is less than or equal to the number of resources you control. That ally enters
    # play with damage equal to its [Health] -1."
    automated("Spiritual Return")
    st = start()
    fire = put_real(st, 0, "Indauma Bloodfire", "graveyard")  # fire, cost 6, 4 health
    frost = put_real(st, 0, "Deathsmasher Mogdar", "graveyard")  # frost
    nature = put_real(st, 0, "Vanda Skydaughter", "graveyard")  # nature
    melee = put_real(st, 0, "Anika Berlyn", "graveyard")  # melee: not a legal target
    shadow = put_real(st, 0, "Darktwister Kern", "graveyard")  # shadow: not a legal target
    theirs = put_real(st, 1, "Benethor Draigo", "graveyard")  # fire, but not in your graveyard
    st, _ = play_real(st, "Spiritual Return", 0, pay=6)
    assert set(_options(st)) == {str(fire), str(frost), str(nature)}
    assert not {str(melee), str(shadow), str(theirs)} & set(_options(st))
    st = resolve_chain(choose(st, str(fire)))
    card = st.table.cards[fire]
    assert card.zone == "allies" and card.controller == 0 and card.damage == 3  # health 4 - 1


def test_spiritual_return_an_ally_costing_more_than_your_resources_stays():
    # WoW EN 709.1: the cost is checked as it resolves
    st = start()
    fire = put_real(st, 0, "Indauma Bloodfire", "graveyard")  # cost 6
    st, _ = play_real(st, "Spiritual Return", 0, pay=5)
    st = resolve_chain(choose(st, str(fire)))
    assert st.table.cards[fire].zone == "graveyard"


def _hero_kills_an_ally(st):
    """Your hero attacks an opposing 1-health ally with a Melee weapon struck: fatal combat damage (405.2, 303.2)."""
    victim = put_real(st, 1, "Hira", "allies")  # 1 health
    resources(st, 0, 3)
    sword = put_real(st, 0, "Scarlet Kris", "hero_row")
    st = resolve_chain(attack(st, hero(st, 0), victim))
    st = apply(st, "strike", 0, weapon=sword)
    st = finish_combat(st)
    assert st.table.cards[victim].zone == "graveyard"
    return st


def test_victory_rush_destroys_another_ally_after_your_hero_dealt_fatal_combat_damage():
    # WoW 405.2 (fatal damage), 415.9c, EN 709: "If your hero has dealt fatal combat damage to an ally this turn, destroy
    # another target ally."
    automated("Victory Rush")
    st = _hero_kills_an_ally(start())
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Victory Rush", 0, str(other), pay=2)
    st = resolve_chain(st)
    assert st.table.cards[other].zone == "graveyard"


def test_victory_rush_without_a_fatal_combat_packet_destroys_nothing():
    # EN 709: the "if" is checked as it resolves; damage that isn't fatal, or fatal but not combat damage, doesn't count
    st = start()
    big = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health: survives the hero's blow
    resources(st, 0, 3)
    st = finish_combat(attack(st, hero(st, 0), big))
    assert st.table.cards[big].zone == "allies"
    other = put_real(st, 1, "Orono the Great", "allies")
    st, _ = play_real(st, "Victory Rush", 0, str(other), pay=2)
    st = resolve_chain(st)
    assert st.table.cards[other].zone == "allies"

    st = start()  # a non-combat fatal packet from your hero (an ability's damage) isn't combat damage
    victim = put_real(st, 1, "Hira", "allies")
    st, _ = play_real(st, "Arcane Shot", 0, str(victim), pay=2)  # "Your hero deals 1 arcane damage …"
    st = resolve_chain(st)
    assert st.table.cards[victim].zone == "graveyard"
    other = put_real(st, 1, "Orono the Great", "allies")
    st, _ = play_real(st, "Victory Rush", 0, str(other), pay=2)
    st = resolve_chain(st)
    assert st.table.cards[other].zone == "allies"


def test_reprisal_destroys_a_weapon_damage_was_dealt_with_this_turn():
    # WoW 408.3d (a combat packet is dealt with the struck weapon), 415.9c, EN 709: "If damage was dealt with target
    # ability or equipment this turn, destroy it."
    automated("Reprisal")
    st = _hero_kills_an_ally(start())  # P1's hero struck with Scarlet Kris
    kris = next(u for u in st.table.zone(0, "hero_row") if st.table.cards[u].card_id and "Kris" in str(st.cards[st.table.cards[u].card_id].get("name")))
    st, _ = play_real(st, "Reprisal", 0, str(kris), pay=3)  # any ability or equipment may be targeted, one's own too
    st = resolve_chain(st)
    assert st.table.cards[kris].zone == "graveyard"


def test_reprisal_spares_equipment_and_abilities_no_damage_was_dealt_with():
    # WoW 408.3d: an unstruck weapon, and an ability in play that dealt no damage, stay (EN 709: checked on resolution)
    st = start()
    sword = put_real(st, 1, "Scarlet Kris", "hero_row")
    ability = put_real(st, 1, "Dual Wield", "hero_row")
    st, _ = play_real(st, "Arcane Shot", 0, str(hero(st, 1)), pay=2)  # damage this turn, but with Arcane Shot
    st = resolve_chain(st)
    st, _ = play_real(st, "Reprisal", 0, str(sword), pay=3)
    st = resolve_chain(st)
    assert st.table.cards[sword].zone == "hero_row"
    st, _ = play_real(st, "Reprisal", 0, str(ability), pay=3)
    st = resolve_chain(st)
    assert st.table.cards[ability].zone == "hero_row"
