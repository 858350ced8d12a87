"""Helper wonga (issue #18): the scripts of ``engine/wow/cards/scripts/wonga.toml``, each played with a
real card of the pool: ongoing abilities printing two powers in one ability (a continuous power and a
trigger, EN 714 / EN 703; a play and its ongoing power, 305.2) and misprinted ongoing abilities."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.costs import play_cost
from engine.wow.procedure import uniqueness_violations
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_real_list_blockers import _destroy, _settle
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, play_real, put_real
from .test_templates_rewards import _quest

pytestmark = needs(WOW_CARDS)


def _in_play(st, player: int, name: str) -> int:
    """A real ongoing ability put into play under ``player`` (305.2: it stays in play)."""
    return put_real(st, player, name, "hero_row")


def _play(st, player: int, name: str, *picks: str):
    """A fixture card played from ``player``'s hand, its picks made, the chain resolved."""
    uid = put(st, player, name, "hand")
    resources(st, player, 6)
    st = apply(st, "play", player, uid=uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return _settle(resolve_chain(st)), uid


def _to_turn(st, turn: int):
    """Pass (taking the first options a choice needs) until the main step of ``turn``."""
    for _ in range(80):
        if st.turn == turn and st.step == "main" and not st.chain and not st.pending:
            return st
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else apply(st, "pass", st.priority)
    return st


# --- a continuous power and a trigger in one ongoing ability (EN 714, EN 703) -------------------------


def test_staunch_reprisal_hero_is_a_protector_and_hits_the_attacker():
    # EN 714: "Ongoing: Your hero has Protector." EN 602.2 protect; EN 703: "When your hero protects, it may
    # deal 2 melee damage to target attacker."
    automated("Staunch Reprisal")
    st = start()
    _in_play(st, 1, "Staunch Reprisal")
    assert kw.has(st, hero(st, 1), "Protector") and not kw.has(st, hero(st, 0), "Protector")
    ally = put(st, 1, "Loyal Hound", "allies")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=ally))
    assert st.pending and st.pending[0].kind == "protector"
    st = choose(st, str(hero(st, 1)))
    st = _advance(st, lambda s: bool(s.pending and str(attacker) in [o.id for o in s.pending[0].options]))
    st = resolve_chain(choose(st, str(attacker)))
    assert st.table.cards[attacker].damage >= 2  # the trigger's 2 melee damage (combat damage may follow)
    assert st.table.cards[ally].damage == 0


def test_muddle_returns_an_opposing_ability_and_taxes_opposing_abilities():
    # EN 703: "When this ability enters play, you may put target opposing ability into its owner's hand."
    # 403.2: "Opponents pay 1 more to play abilities."
    automated("Muddle")
    st = start()
    theirs = put(st, 1, "Blessing of Might", "hero_row")
    st, muddle = play_real(st, "Muddle", 0)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == [str(theirs)]  # "you may": up to one target
    st = _settle(resolve_chain(choose(st, str(theirs))))
    assert st.table.cards[muddle].zone == "hero_row"
    assert st.table.cards[theirs].zone == "hand"
    bolt = put(st, 1, "Fire Bolt", "hand")
    mine = put(st, 0, "Fire Bolt", "hand")
    assert play_cost(st, 1, bolt) == 3 and play_cost(st, 0, mine) == 2  # 2 printed, +1 for the opponent only


def test_blood_presence_adds_one_and_heals_the_hero():
    # 408.2a: "If your hero would deal damage, it deals that much +1 instead." EN 703: "When your hero deals
    # damage, it heals 1 damage from itself."
    automated("Blood Presence")
    st = start()
    _in_play(st, 0, "Blood Presence")
    st.table.cards[hero(st, 0)].damage = 3
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4  # 3 + 1
    assert st.table.cards[hero(st, 0)].damage == 2  # healed 1


def test_shadowform_adds_one_to_shadow_only_and_dies_to_a_holy_ability():
    # 408.2a: "If your hero would deal shadow damage, it deals that amount of damage plus 1 instead."
    # EN 703: "When you play a Holy ability, destroy Shadowform."
    automated("Shadowform")
    st = start()
    form = _in_play(st, 0, "Shadowform")
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3  # fire: no bonus
    uid = put(st, 0, "Mind Tempest", "hand")
    resources(st, 0, 6)
    st = _settle(resolve_chain(choose(apply(st, "play", 0, uid=uid, x=1), str(hero(st, 1)))))
    assert st.table.cards[hero(st, 1)].damage == 5  # 1 shadow + 1
    assert st.table.cards[form].zone == "hero_row"
    st, _ = _play(st, 0, "Healing Touch", str(hero(st, 1)))
    assert st.table.cards[form].zone == "graveyard"


def test_stealth_gives_stealth_until_the_hero_deals_damage():
    # EN glossary Stealth; the reminder "(Can't protect against it. Destroy this card when your hero deals damage.)"
    for name in ("Stealth", "Veil of Night"):
        automated(name)
        st = start()
        card = _in_play(st, 0, name)
        assert kw.has(st, hero(st, 0), "Stealth") and not kw.has(st, hero(st, 1), "Stealth")
        st, _ = _play(st, 0, "Healing Touch", str(hero(st, 0)))
        assert st.table.cards[card].zone == "hero_row"  # healing is no damage
        enemy = put(st, 1, "Iron Sentinel", "allies")
        st, _ = _play(st, 0, "Fire Bolt", str(enemy))
        assert st.table.cards[card].zone == "graveyard"
        assert not kw.has(st, hero(st, 0), "Stealth")


def test_stealth_hero_cannot_be_protected_against():
    # EN glossary Stealth: a Protector can't protect against the stealthed attacker
    st = start()
    _in_play(st, 0, "Veil of Night")
    put(st, 1, "Footman Recruit", "allies")
    ally = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=ally))
    assert not (st.pending and st.pending[0].kind == "protector")


# --- an attaching ability's play and its ongoing power (305.2, EN 714) ------------------------------


def test_mortal_slash_cant_be_healed_and_bleeds_each_turn():
    # 103.2: "Attached character can't be healed." EN 703: "At the start of your turn, your hero deals 1 melee
    # damage to attached character."
    automated("Mortal Slash")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[enemy].damage = 2
    st, slash = play_real(st, "Mortal Slash", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[slash].attached_to == enemy
    st, _ = _play(st, 0, "Healing Touch", str(enemy))
    assert st.table.cards[enemy].damage == 2  # not healed
    st = _to_turn(st, 3)
    assert st.table.cards[enemy].damage == 3


def test_clinging_curse_cant_be_targeted():
    # EN glossary Untargetable: "Ongoing: Untargetable" — the ability can't be targeted while in play
    automated("Clinging Curse")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, curse = play_real(st, "Clinging Curse", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[curse].attached_to == enemy
    assert kw.has(st, curse, "Untargetable") and not kw.has(st, enemy, "Untargetable")
    other = put(st, 0, "Blessing of Might", "hero_row")
    assert not kw.has(st, other, "Untargetable")
    st = _to_turn(st, 2)  # the opponent can't target it: Muddle's enter trigger offers the other ability only
    st, _ = play_real(st, "Muddle", 1)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == [str(other)]


def test_sphere_of_divinity_prevents_all_damage_until_the_next_turn_starts():
    # EN 717: "Prevent all damage that attached ally would be dealt." EN 703, 500.2: "At the start of the
    # turn, destroy Sphere of Divinity." (the start of each turn)
    automated("Sphere of Divinity")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, sphere = play_real(st, "Sphere of Divinity", 0, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[sphere].attached_to == ally
    st, _ = _play(st, 0, "Fire Bolt", str(ally))
    assert st.table.cards[ally].damage == 0
    st = _to_turn(st, 2)  # the opponent's turn starts: destroyed
    assert st.table.cards[sphere].zone == "graveyard"


# --- misprinted triggers and continuous powers (EN 703, 414.3b) -------------------------------------


def test_poison_tipped_rogue_ally_enters_hits_each_opposing_hero():
    # EN 703: "When a Rogue ally enters play under your control …, your hero dels [deals] 2 nature damage to each opposing hero."
    automated("Poison Tipped")
    st = start()
    _in_play(st, 0, "Poison Tipped")
    st, _ = _play(st, 0, "Loyal Hound")
    assert st.table.cards[hero(st, 1)].damage == 0  # not a Rogue
    st, _ = _play(st, 0, "Shade Stalker")
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[hero(st, 0)].damage == 0


def test_stargaze_druid_enters_target_player_draws():
    # EN 703, 709: "When a Duid [Druid] enters play under your control …, target player draw[s] a card."
    automated("Stargaze")
    st = start()
    _in_play(st, 0, "Stargaze")
    st, _ = _play(st, 0, "Loyal Hound")
    assert not st.pending  # not a Druid
    mine, theirs = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    uid = put(st, 0, "Spring Mender", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.pending, "the trigger asks for its target player"
    st = _settle(resolve_chain(choose(st, st.pending[0].options[-1].id)))
    assert len(st.table.zone(0, "hand")) + len(st.table.zone(1, "hand")) == mine + theirs + 1


def test_stable_master_allows_a_second_pet():
    # 414.3b: "You can have an additional Pet."
    automated("Stable Master")
    st = start()
    hounds = [put(st, 0, "Loyal Hound", "allies") for _ in range(2)]  # "Pet (1)"
    assert sorted(uniqueness_violations(st, 0)) == sorted(hounds)
    _in_play(st, 0, "Stable Master")
    assert uniqueness_violations(st, 0) == []
    put(st, 0, "Loyal Hound", "allies")
    assert uniqueness_violations(st, 0) != []  # one more only


def test_tainted_earth_opponent_completes_a_quest():
    # EN 703, 702: "When an opponent completes a quest, your hero deals 3 nature damage to target hero in his party."
    automated("Tainted Earth")
    st = start()
    _in_play(st, 1, "Tainted Earth")
    quest = _quest(st, "The Defense of Grom'gol")
    st = _settle(apply(st, "quest", 0, uid=quest))
    st = _advance(st, lambda s: bool(s.pending and str(hero(s, 0)) in [o.id for o in s.pending[0].options]) or not (s.chain or s.pending))
    if st.pending:
        st = _settle(resolve_chain(choose(st, str(hero(st, 0)))))
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[hero(st, 1)].damage == 0


# --- an attachment's triggers on its host (engine.wow.wonga_hosts; EN 703, 500.2, 303.2) -------------


def _attached(st, player: int, name: str, host: int) -> int:
    uid = put_real(st, player, name, "hero_row")
    st.table.cards[uid].attached_to = host  # 400.1: attached
    return uid


def _tapped(st, player: int, zone: str) -> int:
    return sum(1 for u in st.table.zone(player, zone) if st.table.cards[u].tapped)


def test_mind_numbing_poison_exhausts_a_resource_on_the_hosts_turn_only():
    # EN 703, 500.2: "At the start of attached hero's controller's turn, that player exhausts one of his ready resources."
    for name in ("Mind-numbing Poison", "Mind-Numbing Poison"):
        automated(name)
        st = start()
        _attached(st, 0, name, hero(st, 1))
        resources(st, 0, 3)
        resources(st, 1, 3)
        st = _to_turn(st, 2)
        assert _tapped(st, 1, "resources") == 1  # after his ready step (501.1a)
        st = _to_turn(st, 3)
        assert _tapped(st, 0, "resources") == 0  # not at the start of the Poison controller's turn


def test_viper_sting_one_resource_or_two_with_a_ranged_weapon():
    # EN 703, 709.1: "he exhausts one of his resources, or two if you have a Ranged weapon."
    automated("Viper Sting")
    for bow, exhausted in ((False, 1), (True, 2)):
        st = start()
        _attached(st, 0, "Viper Sting", hero(st, 1))
        if bow:
            put_real(st, 0, "Blackcrow", "hero_row")  # a Ranged weapon
        resources(st, 1, 4)
        st = _to_turn(st, 2)
        assert _tapped(st, 1, "resources") == exhausted


def test_scorpid_sting_one_equipment_or_a_second_with_a_ranged_weapon():
    # EN 703, 709.1, 411.1: "he exhausts an equipment he controls. If you control a Ranged weapon, he exhausts a second equipment he controls."
    automated("Scorpid Sting")
    for bow, exhausted in ((False, 1), (True, 2)):
        st = start()
        _attached(st, 0, "Scorpid Sting", hero(st, 1))
        if bow:
            put_real(st, 0, "Blackcrow", "hero_row")
        for name in ("Worn Longsword", "Oak Buckler", "Chain Helm"):
            put(st, 1, name, "hero_row")
        st = _to_turn(st, 2)
        assert _tapped(st, 1, "hero_row") == exhausted
        assert _tapped(st, 0, "hero_row") == 0


def test_curse_of_weakness_exhausts_the_host_unless_its_controller_pays_four():
    # EN 703, 709.3: "At the start of attached character's controller's turn, exhaust it unless he pays 4."
    automated("Curse of Weakness")
    for spare in (2, 5):
        st = start()
        ally = put(st, 1, "Iron Sentinel", "allies")
        _attached(st, 0, "Curse of Weakness", ally)
        resources(st, 1, spare)
        st = _advance(st, lambda s: bool(s.pending and s.pending[0].player == 1 and s.turn == 2) or (s.turn == 2 and s.step == "main" and not s.chain))
        if spare >= 4:
            assert st.pending, "he may pay 4"
            pay = next(o.id for o in st.pending[0].options if o.id not in ("no", "none", "decline"))
            st = choose(st, pay)
        st = _to_turn(st, 2)
        assert st.table.cards[ally].tapped == (spare < 4)
        assert _tapped(st, 1, "resources") == (4 if spare >= 4 else 0)


def test_maelstrom_and_flametongue_strike_with_the_attached_weapon():
    # 303.2, EN 703: "When you strike with attached weapon, your hero deals 1 nature/fire damage to target hero or ally."
    for name, weapon_first in (("Maelstrom Weapon", True), ("Flametongue Weapon", True), ("Flametongue Weapon", False)):
        automated(name)
        st = start()
        sword = put(st, 0, "Worn Longsword", "hero_row")
        other = put(st, 0, "Great Axe", "hero_row")
        _attached(st, 0, name, sword)
        enemy = put(st, 1, "Iron Sentinel", "allies")
        resources(st, 0, 3)
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
        st = apply(st, "strike", 0, weapon=sword if weapon_first else other)
        st = _advance(st, lambda s: bool(s.pending and str(hero(s, 1)) in [o.id for o in s.pending[0].options]) or s.combat is None)
        if weapon_first:
            assert st.pending, "the attached weapon's trigger asks for its target"
            st = choose(st, str(hero(st, 1)))
            st = finish_combat(st)
            assert st.table.cards[hero(st, 1)].damage == 1
        else:
            assert st.table.cards[hero(st, 1)].damage == 0  # another weapon: no trigger


# --- attached to a hero: its party (engine.wow.wonga_hosts: wga_host_party) and more turn triggers ---


def test_icy_touch_weakens_the_hosts_allies_and_hits_the_hero_each_turn():
    # EN 714: "Allies in attached hero's party have -1 ATK." EN 703: "At the start of your turn, your hero deals
    # 1 frost damage to attached hero."
    automated("Icy Touch")
    st = start()
    theirs, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Iron Sentinel", "allies")
    st, touch = play_real(st, "Icy Touch", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[touch].attached_to == hero(st, 1)
    assert kw.atk(st, theirs) == 3 and kw.atk(st, mine) == 4
    st = _to_turn(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].damage == 0


def test_blood_plague_adds_one_to_damage_dealt_to_the_hosts_allies():
    # 408.2a: "If an ally in attached hero's party would be dealt damage it is dealt that much +1 instead."
    automated("Blood Plague")
    st = start()
    theirs, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Iron Sentinel", "allies")
    _attached(st, 0, "Blood Plague", hero(st, 1))
    st, _ = _play(st, 0, "Fire Bolt", str(mine))
    assert st.table.cards[mine].damage == 3
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3  # the hero is no ally
    st, _ = _play(st, 0, "Fire Bolt", str(theirs))
    assert st.table.cards[theirs].zone == "graveyard"  # 3 + 1 = 4: fatal for a 4-health ally
    st = _to_turn(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 4  # 1 shadow at the start of your turn


def test_anesthetic_poison_exhausted_host_makes_its_controller_discard():
    # EN 703, 415.9d: "When attached character becomes exhausted, its controller discards a card."
    automated("Anesthetic Poison")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    _attached(st, 0, "Anesthetic Poison", theirs)
    mine, hand = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    uid = put(st, 0, "Ogre Bouncer", "hand")  # "When this ally enters play, you may exhaust target opposing ally."
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    st = _advance(st, lambda s: bool(s.pending and str(theirs) in [o.id for o in s.pending[0].options]))
    st = resolve_chain(choose(st, str(theirs)))
    for _ in range(10):
        if not st.pending and not st.chain and not st.triggers:
            break
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[theirs].tapped
    assert len(st.table.zone(1, "hand")) == hand - 1 and len(st.table.zone(0, "hand")) == mine


def test_divine_hymn_heals_your_party_and_dies_without_an_ally():
    # EN 703, 407: "At the start of your turn, your hero heals 2 damage from each hero and ally you control.
    # At the end of your turn, destroy this ability if you don't control an ally."
    automated("Divine Hymn")
    st = start()
    hymn = _in_play(st, 0, "Divine Hymn")
    ally, enemy = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    for uid, n in ((hero(st, 0), 3), (ally, 1), (enemy, 2)):
        st.table.cards[uid].damage = n
    st = _to_turn(st, 3)
    assert st.table.cards[hymn].zone == "hero_row"  # an ally at the end of turn 1
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[ally].damage == 0 and st.table.cards[enemy].damage == 2
    st = _destroy(st, ally)
    st = _to_turn(st, 4)
    assert st.table.cards[hymn].zone == "graveyard"


def test_fel_fury_burns_non_demons_and_dies_without_a_demon():
    # EN 703, 709: "At the start of your turn, your hero deals 1 fire damage to each non-Demon hero and ally.
    # Then destroy this ability if you control no Demons."
    automated("Fel Fury")
    st = start()
    fury = _in_play(st, 0, "Fel Fury")
    demon = put_real(st, 0, "Sarmoth", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = _to_turn(st, 3)
    assert st.table.cards[enemy].damage == 1 and st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[demon].damage == 0 and st.table.cards[fury].zone == "hero_row"
    st = _destroy(st, demon)
    st = _to_turn(st, 5)
    assert st.table.cards[enemy].damage == 2 and st.table.cards[fury].zone == "graveyard"


def test_wand_specialization_wands_get_two_atk_and_long_range():
    # EN 714: "Your wands have +2 ATK"; 303.2, EN 703: "When you strike with a Wand, your hero has Long-Range this combat."
    automated("Wand Specialization")
    st = start()
    _in_play(st, 0, "Wand Specialization")
    wand = put_real(st, 0, "Wand of Eternal Light", "hero_row")  # 1 ATK, tags "Wand (1)", "Wand"
    theirs = put_real(st, 1, "Wand of Eternal Light", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    assert kw.atk(st, wand) == 3 and kw.atk(st, theirs) == 1 and kw.atk(st, sword) == 2
    enemy = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = resolve_chain(apply(st, "strike", 0, weapon=wand))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[enemy].damage == 3  # no combat damage back


def test_wand_specialization_another_weapon_gives_no_long_range():
    st = start()
    _in_play(st, 0, "Wand Specialization")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = resolve_chain(apply(st, "strike", 0, weapon=sword))
    assert not kw.has(st, hero(st, 0), "Long-Range")


def test_blood_parasite_token_destroyed_heals_your_hero():
    # EN 703, 407: "When a token ally you control is destroyed, it heals 2 damage from your hero."
    automated("Blood Parasite")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    st, parasite = play_real(st, "Blood Parasite", 0)
    st = _settle(resolve_chain(st))
    worms = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(worms) == 3 and st.table.cards[parasite].zone == "hero_row"
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = _destroy(st, mine)  # not a token: no heal
    assert st.table.cards[hero(st, 0)].damage == 5
    st = _settle(_destroy(st, worms[0]))
    assert st.table.cards[hero(st, 0)].damage == 3


# --- your hero's combat damage (408.3d, EN 703) ---------------------------------------------------


def _hero_hits(st, defender: int, weapon: int):
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=defender))
    st = resolve_chain(apply(st, "strike", 0, weapon=weapon))
    return finish_combat(st)


def test_seal_of_wrath_weapon_combat_damage_may_add_holy_damage():
    # 408.3d, EN 703: "When your hero deals combat damage with a weapon, it may also deals [deal] 2 unpreventable
    # holy damage to target hero or ally."
    automated("Seal of Wrath")
    st = start()
    _in_play(st, 0, "Seal of Wrath")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    enemy = put(st, 1, "Stone Guardian", "allies")
    st = _hero_hits(st, enemy, sword)
    st = _advance(st, lambda s: bool(s.pending and str(hero(s, 1)) in [o.id for o in s.pending[0].options]) or not (s.chain or s.triggers or s.pending))
    assert st.pending, "the trigger offers its target"
    st = _settle(resolve_chain(choose(st, str(hero(st, 1)))))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_seal_of_wrath_no_weapon_no_trigger():
    st = start()
    _in_play(st, 0, "Seal of Wrath")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(resolve_chain(apply(st, "attack", 0, attacker=ally, defender=enemy)))
    assert not st.pending and st.table.cards[hero(st, 1)].damage == 0


def test_blade_twisting_hero_combat_damage_destroys_the_ally_and_its_controller_discards():
    # EN 703, 415.9d: "When your hero deals combat damage to an ally, destroy it, and it's [its] controller discards a card."
    automated("Blade Twisting")
    st = start()
    _in_play(st, 0, "Blade Twisting")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    enemy = put(st, 1, "Stone Guardian", "allies")  # 6 health: 2 combat damage is not fatal
    mine, theirs = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = _hero_hits(st, enemy, sword)
    for _ in range(10):
        if not st.pending and not st.chain and not st.triggers:
            break
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[enemy].zone == "graveyard"
    assert len(st.table.zone(1, "hand")) == theirs - 1 and len(st.table.zone(0, "hand")) == mine


def test_judgements_trigger_on_friendly_combat_damage_to_the_host():
    # EN 703: "When a friendly hero or ally deals combat damage to attached character, that friendly character
    # heals 2 damage from itself." / "… that friendly character's controller draws a card."
    for name in ("Judgement of Light", "Judgement of Wisdom"):
        automated(name)
        st = start()
        enemy = put(st, 1, "Stone Guardian", "allies")
        st, card = play_real(st, name, 0, str(enemy))
        st = resolve_chain(st)
        assert st.table.cards[card].attached_to == enemy
        ally = put(st, 0, "Iron Sentinel", "allies")  # 4 health; the Guardian deals it 3
        hand = len(st.table.zone(0, "hand"))
        st = finish_combat(resolve_chain(apply(st, "attack", 0, attacker=ally, defender=enemy)))
        st = _settle(st)
        assert st.table.cards[enemy].damage > 0  # combat damage was dealt to the host
        if name == "Judgement of Light":
            assert st.table.cards[ally].damage == 3 - 2  # 3 back from the Guardian, healed 2
        else:
            assert len(st.table.zone(0, "hand")) == hand + 1


def test_judgement_of_wisdom_no_combat_damage_no_draw():
    st = start()
    enemy = put(st, 1, "Stone Guardian", "allies")
    st, _ = play_real(st, "Judgement of Wisdom", 0, str(enemy))
    st = resolve_chain(st)
    hand = len(st.table.zone(0, "hand"))
    st, _ = _play(st, 0, "Fire Bolt", str(enemy))  # damage, but not combat damage
    assert len(st.table.zone(0, "hand")) == hand


# --- other cards' events (engine.wow.event_triggers; EN 703) ----------------------------------------


def _drain(st):
    """Resolve every trigger and chain link, taking the first options a choice needs."""
    for _ in range(20):
        if not st.pending and not st.chain and not st.triggers:
            return st
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else resolve_chain(apply(st, "pass", st.priority))
    return st


def test_primal_totem_a_destroyed_totem_hits_each_opposing_character():
    # EN 703, 408.2: "When one of your Totems is destroyed, it deals 1 nature damage to each opposing hero and ally."
    automated("Primal Totem")
    st = start()
    _in_play(st, 0, "Primal Totem")
    idol = put(st, 0, "Searing Idol", "allies")  # a Totem
    enemy, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Iron Sentinel", "allies")
    st = _destroy(st, mine)  # not a Totem
    assert st.table.cards[enemy].damage == 0
    st = _drain(_destroy(st, idol))
    assert st.table.cards[idol].zone == "graveyard"
    assert st.table.cards[enemy].damage == 1 and st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].damage == 0


def test_surgical_strikes_combat_damage_to_a_defending_hero_makes_him_discard():
    # EN 703, 415.9d: "When a hero or ally in your party deals combat damage to a defending hero, its controller discards a card."
    automated("Surgical Strikes")
    st = start()
    _in_play(st, 0, "Surgical Strikes")
    a, b = put(st, 0, "Wolfrider Scout", "allies"), put(st, 0, "Wolfrider Scout", "allies")  # 2 ATK each
    enemy = put(st, 1, "Stone Guardian", "allies")
    hand = len(st.table.zone(1, "hand"))
    st = _drain(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=a, defender=enemy))))
    assert len(st.table.zone(1, "hand")) == hand  # an ally was dealt the damage
    st = _drain(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=b, defender=hero(st, 1)))))
    assert st.table.cards[hero(st, 1)].damage == 2 and len(st.table.zone(1, "hand")) == hand - 1


def test_serpents_nest_opposing_card_enters_on_his_turn_gives_a_snake():
    # EN 703, 404.2: "When an ability, ally, or equipment enters play under an opponent's control on his turn, you
    # may put a 1 [Nature] / 1 [Health] snake ally token into play."
    automated("Serpent's Nest")
    st = start()
    _in_play(st, 0, "Serpent's Nest")
    st, _ = _play(st, 0, "Loyal Hound")  # your own ally: nothing
    assert not st.pending and not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    st = _to_turn(st, 2)
    uid = put(st, 1, "Worn Longsword", "hand")
    resources(st, 1, 3)
    st = resolve_chain(apply(st, "play", 1, uid=uid, x=0))
    st = _drain(st)
    snakes = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(snakes) == 1 and kw.atk(st, snakes[0]) == 1 and kw.health(st, snakes[0]) == 1


def test_wavestorm_totem_an_opposing_card_that_readies_returns_to_hand():
    # EN 703, 411.1, 501.1a: "When an opposing ability, ally, or equipment readies, put it into its owner's hand."
    automated("Wavestorm Totem")
    st = start()
    _in_play(st, 0, "Wavestorm Totem")
    theirs, stays, mine = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies"), put(st, 0, "Mist Owl", "allies")
    st.table.cards[theirs].tapped = st.table.cards[mine].tapped = True
    st = _to_turn(st, 2)
    assert st.table.cards[theirs].zone == "hand" and st.table.cards[stays].zone == "allies"
    st = _to_turn(st, 3)
    assert st.table.cards[mine].zone == "allies" and not st.table.cards[mine].tapped


def test_seal_of_sanctity_counts_weapon_hits_as_mend():
    # 408.3d, 404.1: "When your hero deals combat damage when [with] a weapon, add a purity counter." EN 714, EN
    # glossary Mend: "You[r] hero has Mend 1 for each purity counter."
    automated("Seal of Sanctity")
    st = start()
    seal = _in_play(st, 0, "Seal of Sanctity")
    assert kw.keywords(st, hero(st, 0)).get("Mend", 0) == 0  # no counter yet
    sword = put(st, 0, "Worn Longsword", "hero_row")
    enemy = put(st, 1, "Stone Guardian", "allies")
    st = _drain(_hero_hits(st, enemy, sword))
    assert st.table.cards[seal].counters.get("purity") == 1
    assert kw.keywords(st, hero(st, 0)).get("Mend") == 1
    st.table.cards[hero(st, 0)].damage = 4
    st = _advance(st, lambda s: s.turn == 3 and bool(s.pending and str(hero(s, 0)) in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(hero(st, 0))))  # Mend 1: at the start of your turn, heal 1 from target hero or ally
    assert st.table.cards[hero(st, 0)].damage == 3


def test_incendiary_totem_deals_three_each_turn():
    # EN 703, 408.2: "At the start of your turn, this ability deals 3 fire damage to target hero or ally."
    automated("Incendiary Totem")
    st = start()
    _in_play(st, 0, "Incendiary Totem")
    st = _advance(st, lambda s: s.turn == 3 and bool(s.pending and str(hero(s, 1)) in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3


def test_fire_nova_totem_destroys_itself_and_burns_the_opposing_party():
    # EN 703, 709: "At the start of your turn, destroy Fire Nova Totem. If you do, it deals 3 fire damage to each
    # opposing hero and ally."
    automated("Fire Nova Totem")
    st = start()
    nova = put_real(st, 0, "Fire Nova Totem", "allies")  # a Totem (404.2b)
    enemy, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Stone Guardian", "allies")
    st = _to_turn(st, 3)
    assert st.table.cards[nova].zone == "graveyard"
    assert st.table.cards[enemy].damage == 3 and st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 0


@pytest.mark.parametrize("what", ["ally", "resource", "weapon"])
def test_thud_exhausts_any_card_in_play_through_its_next_ready_step(what):
    # 411.1, 501.1a: "Exhaust target card in play. It can't ready during its controller's next ready step."
    automated("Thud!")
    st = start()
    card = {"ally": lambda: put(st, 1, "Iron Sentinel", "allies"), "resource": lambda: resources(st, 1, 1)[0],
            "weapon": lambda: put(st, 1, "Worn Longsword", "hero_row")}[what]()
    other = put(st, 1, "Mist Owl", "allies")
    st.table.cards[other].tapped = True
    st, _ = play_real(st, "Thud!", 0, str(card))
    st = _drain(st)
    assert st.table.cards[card].tapped
    st = _to_turn(st, 2)
    assert st.table.cards[card].tapped and not st.table.cards[other].tapped
    st = _to_turn(st, 4)
    assert not st.table.cards[card].tapped  # only the next ready step


def test_ice_block_prevents_damage_to_your_hero_and_bans_your_cards():
    # EN 717: "Prevent all damage that would be dealt to your hero." 103.2, 409.1: "You can't play cards."
    automated("Ice Block")
    st = start()
    block = _in_play(st, 1, "Ice Block")
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == 3  # only its controller's hero
    st = _to_turn(st, 2)
    assert st.table.cards[block].zone == "graveyard"  # "At the start of your turn, destroy Ice Block"
    st = start()
    _in_play(st, 0, "Ice Block")
    uid = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=uid, x=0)
    st = _to_turn(st, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 3)
    st = apply(st, "play", 1, uid=bolt, x=0)  # the opponent still can
    assert st.chain or st.pending


def test_nexus_link_fire_cards_hit_a_hero_frost_cards_hit_an_ally():
    # EN 703: "When you or a friendly player plays a fire or [Fire] card, your hero may deal 1 fire damage to target
    # hero. When you or a friendly player plays a frost or [Frost] card, your hero may deal 1 frost damage to target ally."
    automated("Nexus Link")
    st = start()
    _in_play(st, 0, "Nexus Link")
    enemy = put(st, 1, "Iron Sentinel", "allies")

    def play(name, *picks):
        uid = put(st, 0, name, "hand")
        resources(st, 0, 4)
        s = apply(st, "play", 0, uid=uid, x=0)
        for pick in picks:
            s = choose(s, pick)
        return s

    st = play("Study the Scrolls")  # neither fire nor frost
    st = _drain(st)
    assert st.table.cards[hero(st, 1)].damage == 0
    st = play("Ember Adept")  # a [Fire] ally (fire damage type): the trigger, then its own enter trigger
    st = _advance(st, lambda s: bool(s.pending and str(hero(s, 1)) in [o.id for o in s.pending[0].options]
                                     and str(enemy) not in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(hero(st, 1))))  # (the Adept's own 1 damage goes where the first option says)
    assert st.table.cards[hero(st, 1)].damage + st.table.cards[enemy].damage == 2
    before_hero, before_ally = st.table.cards[hero(st, 1)].damage, st.table.cards[enemy].damage
    st = play("Frost Ring")  # a [Frost] ability: 1 to each opposing, then 1 to target ally
    st = _advance(st, lambda s: bool(s.pending and str(enemy) in [o.id for o in s.pending[0].options]
                                     and str(hero(s, 1)) not in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(enemy)))
    assert st.table.cards[enemy].damage == before_ally + 2 and st.table.cards[hero(st, 1)].damage == before_hero + 1


def test_colossal_totem_takes_the_damage_of_your_hero_and_allies():
    # EN 716: "If a friendly hero or ally would be dealt damage, it's dealt to this ability instead."
    automated("Colossal Totem")
    st = start()
    totem = put_real(st, 0, "Colossal Totem", "allies")  # a Totem with 10 health (404.2b)
    ally, enemy = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st, _ = _play(st, 0, "Fire Bolt", str(hero(st, 0)))
    st, _ = _play(st, 0, "Fire Bolt", str(ally))
    st, _ = _play(st, 0, "Fire Bolt", str(enemy))
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[ally].damage == 0
    assert st.table.cards[totem].damage == 6 and st.table.cards[enemy].damage == 3


def test_stoneclaw_totem_its_attacker_skips_the_next_ready_step():
    # EN 703, 501.1a: "When a hero or ally deals combat damage to Stoneclaw Totem, that character can't ready during
    # its controller's next ready step."
    automated("Stoneclaw Totem")
    st = start()
    totem = put_real(st, 1, "Stoneclaw Totem", "allies")
    a, b = put(st, 0, "Wolfrider Scout", "allies"), put(st, 0, "Wolfrider Scout", "allies")
    st = _drain(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=a, defender=totem))))
    assert st.table.cards[totem].damage > 0
    st.table.cards[b].tapped = True  # exhausted too, but dealt no damage to the Totem
    st = _to_turn(st, 3)
    assert st.table.cards[a].tapped and not st.table.cards[b].tapped
    st = _to_turn(st, 5)
    assert not st.table.cards[a].tapped


def _hand_of(st, player: int, n: int) -> None:
    """Set ``player``'s hand to ``n`` cards (test setup)."""
    hand = st.table.zone(player, "hand")
    while len(hand) > n:
        st.table.cards[hand[-1]].zone = "deck"
        st.table.zone(player, "deck").insert(0, hand.pop())
    while len(hand) < n:
        put(st, player, "Mist Owl", "hand")


@pytest.mark.parametrize(("cards", "hurt"), [(3, 3), (4, 0)])
def test_agonizing_poison_only_while_the_hosts_controller_has_four_or_fewer_cards(cards, hurt):
    # EN 703, 709: "… deals 3 nature damage to attached character if its controller has four or fewer cards in his hand."
    automated("Agonizing Poison")
    st = start()
    _attached(st, 0, "Agonizing Poison", hero(st, 1))
    _hand_of(st, 1, cards)
    st = _to_turn(st, 3)  # he drew one card in turn 2 and played none
    assert len(st.table.zone(1, "hand")) == cards + 1
    assert st.table.cards[hero(st, 1)].damage == hurt and st.table.cards[hero(st, 0)].damage == 0


def test_char_counts_the_hosts_controllers_hand():
    # EN 703, 408.2: "… 1 fire damage to attached hero for each card in it's [its] controller's hand"
    automated("Char")
    st = start()
    _attached(st, 0, "Char", hero(st, 1))
    _hand_of(st, 1, 2)
    _hand_of(st, 0, 6)
    st = _to_turn(st, 3)
    assert len(st.table.zone(1, "hand")) == 3 and st.table.cards[hero(st, 1)].damage == 3


def test_living_pyre_counts_the_pyres_attached_to_its_host():
    # EN 703, 408.2: "… 1 fire damage to attached character for each ability named Living Pyre attached to it."
    automated("Living Pyre")
    st = start()
    _attached(st, 0, "Living Pyre", hero(st, 1))
    _attached(st, 0, "Living Pyre", hero(st, 1))
    _attached(st, 0, "Mortal Slash", hero(st, 1))  # another name: not counted (its own 1 melee damage)
    st = _to_turn(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 2 * 2 + 1


def test_favor_of_acherus_assault_per_disease_on_opposing_heroes():
    # EN 714, EN glossary Assault: "Allies and weapons you control have Assault 1 for each Disease attached to opposing heros."
    automated("Favor of Acherus")
    st = start()
    _in_play(st, 0, "Favor of Acherus")
    ally, sword, theirs = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Worn Longsword", "hero_row"), put(st, 1, "Iron Sentinel", "allies")
    assert kw.atk(st, ally) == 4
    _attached(st, 0, "Icy Touch", hero(st, 1))  # a Disease (-1 ATK to his allies)
    _attached(st, 0, "Blood Plague", hero(st, 1))  # a Disease
    _attached(st, 0, "Mortal Slash", hero(st, 1))  # not a Disease
    _attached(st, 0, "Blood Plague", hero(st, 0))  # on your own hero: not counted
    assert kw.atk(st, ally) == 4 + 2 and kw.atk(st, sword) == 2 + 2  # your turn (Assault)
    assert kw.atk(st, theirs) == 4 - 1


def test_blessing_of_resolution_counts_the_abilities_on_its_host():
    # EN 714: "Attached ally has +2 / +2 for this and each other ability attached to it."
    automated("Blessing of Resolution")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    _attached(st, 0, "Blessing of Resolution", ally)
    assert kw.atk(st, ally) == 6 and kw.health(st, ally) == 6
    _attached(st, 0, "Mortal Slash", ally)
    assert kw.atk(st, ally) == 8 and kw.health(st, ally) == 8


def test_uplifting_prayer_may_return_an_affordable_ally_each_turn():
    # EN 703, 709.3: "At the start of your turn, you may put target ally card from your graveyard into play if its
    # cost is less than or equal to the number of resources you control."
    automated("Uplifting Prayer")
    st = start()
    _in_play(st, 0, "Uplifting Prayer")
    hound, sentinel = put(st, 0, "Loyal Hound", "graveyard"), put(st, 0, "Iron Sentinel", "graveyard")
    resources(st, 0, 3)
    st = _advance(st, lambda s: s.turn == 3 and bool(s.pending and str(hound) in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(hound)))
    assert st.table.cards[hound].zone == "allies"
    st = _advance(st, lambda s: s.turn == 5 and bool(s.pending and str(sentinel) in [o.id for o in s.pending[0].options]))
    st = _drain(choose(st, str(sentinel)))  # cost 4 > 3 resources: it stays
    assert st.table.cards[sentinel].zone == "graveyard"


def test_bestial_revival_returns_a_pet_on_entering():
    # EN 703: "When this ability enters play, put target Pet from your graveyard into play if its cost is less then
    # [than] or equal to the number of resources you control."
    automated("Bestial Revival")
    st = start()
    hound, sentinel = put(st, 0, "Loyal Hound", "graveyard"), put(st, 0, "Iron Sentinel", "graveyard")
    st, revival = play_real(st, "Bestial Revival", 0)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == [str(hound)]  # only the Pet
    st = _drain(choose(st, str(hound)))
    assert st.table.cards[hound].zone == "allies" and st.table.cards[sentinel].zone == "graveyard"
    assert st.table.cards[revival].zone == "hero_row"


def test_natural_genesis_each_player_places_two_resources():
    # 412.1a: "Each player may place an additional resource during his turn."
    automated("Natural Genesis")
    for player, turn in ((0, 1), (1, 2)):
        st = start()
        _in_play(st, 0, "Natural Genesis")
        st = _to_turn(st, turn)
        cards = [put(st, player, "Mist Owl", "hand") for _ in range(3)]
        st = apply(st, "resource", player, uid=cards[0], face_up=False)
        st = apply(st, "resource", player, uid=cards[1], face_up=False)
        assert st.table.cards[cards[1]].zone == "resources"
        with pytest.raises(RulesError):
            apply(st, "resource", player, uid=cards[2], face_up=False)


def test_without_natural_genesis_one_resource_a_turn():
    st = start()
    cards = [put(st, 0, "Mist Owl", "hand") for _ in range(2)]
    st = apply(st, "resource", 0, uid=cards[0], face_up=False)
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=cards[1], face_up=False)


def test_enduring_shout_only_a_lone_ally_is_boosted():
    # EN 714: "While exactly one ally is in your party, it has +2 ATK / +2 health and is a Protector."
    automated("Enduring Shout")
    st = start()
    _in_play(st, 0, "Enduring Shout")
    lone, theirs = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    assert kw.atk(st, lone) == 6 and kw.health(st, lone) == 6 and kw.has(st, lone, "Protector")
    assert kw.atk(st, theirs) == 1 and not kw.has(st, theirs, "Protector")
    second = put(st, 0, "Mist Owl", "allies")
    assert kw.atk(st, lone) == 4 and kw.health(st, lone) == 4 and not kw.has(st, lone, "Protector")
    assert kw.atk(st, second) == 1


def test_yoink_takes_the_attached_equipment_while_in_play():
    # 401.3, 401.3b: "Attach to target equipment. Ongoing: You control attached equipment." (until it leaves play)
    automated("Yoink!")
    st = start()
    sword = put(st, 1, "Worn Longsword", "hero_row")
    st, yoink = play_real(st, "Yoink!", 0, str(sword))
    st = _drain(st)
    assert st.table.cards[yoink].attached_to == sword
    assert st.table.cards[sword].controller == 0
    st = _to_turn(st, 2)
    assert st.table.cards[sword].controller == 0
    st, _ = play_real(st, "Muddle", 1)  # "you may put target opposing ability into its owner's hand"
    st = resolve_chain(st)
    st = _drain(choose(st, str(yoink)))
    assert st.table.cards[yoink].zone == "hand" and st.table.cards[sword].controller == 1


def test_detonate_soul_removes_the_host_and_every_other_opposing_ally():
    # EN 703, 415.9: "At the start of your turn, remove attached ally and all other opposing allies from the game."
    automated("Detonate Soul")
    st = start()
    host, other, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies"), put(st, 0, "Mist Owl", "allies")
    st, soul = play_real(st, "Detonate Soul", 0, str(host))
    st = _drain(st)
    assert st.table.cards[soul].attached_to == host
    st = _to_turn(st, 3)
    assert st.table.cards[host].zone == "removed" and st.table.cards[other].zone == "removed"
    assert st.table.cards[mine].zone == "allies"


def test_freezing_trap_stops_the_attacker_and_its_powers():
    # 400.1, EN 603: "Attach to target attacking ally and remove it from combat." 103.2, 200.1a: "Ongoing: Attached
    # ally can't attack or protect and loses all powers."
    automated("Freezing Trap")
    st = start()
    st = _to_turn(st, 2)
    attacker = put(st, 1, "Ogre Bouncer", "allies")  # has an enter power; Assault-free 3/3
    trap = put_real(st, 0, "Freezing Trap", "hand")  # instant: played in the opponent's combat (EN 603)
    resources(st, 0, 4)
    st = apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0))
    st = _advance(st, lambda s: s.priority == 0 and not s.pending and s.combat is not None)
    assert st.combat is not None
    st = apply(st, "play", 0, uid=trap, x=0)
    st = choose(st, str(attacker)) if st.pending else st
    st = _drain(finish_combat(st))
    assert st.table.cards[trap].attached_to == attacker
    assert st.table.cards[hero(st, 0)].damage == 0  # removed from combat: no combat damage
    assert kw.has(st, attacker, "Can't Attack") and kw.has(st, attacker, "Can't Protect")
    from engine.wow.lost_powers import suppressed

    assert suppressed(st, attacker)


def test_footsteps_of_illidan_makes_the_host_a_demon():
    # 202.3, EN 714: "Attached character is also a Demon." (Fel Fury spares Demons)
    automated("The Footsteps of Illidan")
    st = start()
    ally, other = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    st, steps = play_real(st, "The Footsteps of Illidan", 0, str(ally))
    st = _drain(st)
    assert st.table.cards[steps].attached_to == ally
    assert "demon" in kw.words(st, ally) and "demon" not in kw.words(st, other)
    _in_play(st, 0, "Fel Fury")
    put_real(st, 0, "Sarmoth", "allies")
    st = _to_turn(st, 3)
    assert st.table.cards[ally].damage == 0 and st.table.cards[other].damage == 1


@pytest.mark.parametrize(("cards", "hurt"), [(0, 2), (1, 0)])
def test_mind_sear_burns_only_an_opponent_with_an_empty_hand(cards, hurt):
    # EN 703, 709: "At the start of your turn, your hero deals 2 shadow damage to each opposing hero and ally if its
    # controller has no cards in his hand."
    automated("Mind Sear")
    st = start()
    st = _to_turn(st, 2)
    _in_play(st, 0, "Mind Sear")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    _hand_of(st, 1, cards)
    _hand_of(st, 0, 0)
    st = _to_turn(st, 3)
    assert st.table.cards[enemy].damage == hurt and st.table.cards[hero(st, 1)].damage == hurt
    assert st.table.cards[hero(st, 0)].damage == 0


@pytest.mark.parametrize("own", [False, True])
def test_seeping_shadows_mills_the_hosts_controller_per_damage(own):
    # EN 703, 415.2: "… deals 2 shadow damage to attached hero. Its controller puts a card from the top of his deck
    # into his graveyard for each damage dealt this way."
    automated("Seeping Shadows")
    st = start()
    who = 0 if own else 1
    _attached(st, 0, "Seeping Shadows", hero(st, who))
    st = _to_turn(st, 2)
    _hand_of(st, 1, 3)  # no discard at the end of his turn (415.4b)
    yards = [len(st.table.zone(p, "graveyard")) for p in (0, 1)]
    st = _to_turn(st, 3)
    assert st.table.cards[hero(st, who)].damage == 2
    assert len(st.table.zone(who, "graveyard")) == yards[who] + 2 and len(st.table.zone(1 - who, "graveyard")) == yards[1 - who]


def test_bling_up_to_ten_rings():
    # 414.3b: "Ring (2)"; "You can have up to ten Rings."
    automated("Bling")
    st = start()
    rings = [put_real(st, 0, name, "hero_row") for name in ("Seer's Signet", "Lightwarden's Band", "Band of the Inevitable")]
    assert sorted(uniqueness_violations(st, 0)) == sorted(rings)  # three Rings: one too many
    _in_play(st, 0, "Bling")
    assert uniqueness_violations(st, 0) == []
    rings += [put_real(st, 0, "Band of Vile Aggression", "hero_row") for _ in range(7)]
    assert len(rings) == 10 and uniqueness_violations(st, 0) == []
    put_real(st, 0, "Seer's Signet", "hero_row")
    assert uniqueness_violations(st, 0) != []  # eleven


def test_judgement_of_wisdom_on_your_own_character_gives_the_opponent_nothing():
    # EN 603: combat damage to a host you control comes from an opposing character, not a friendly one
    st = start()
    mine = put(st, 0, "Stone Guardian", "allies")
    _attached(st, 0, "Judgement of Wisdom", mine)
    st = _to_turn(st, 2)
    attacker = put(st, 1, "Iron Sentinel", "allies")
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st = _drain(finish_combat(resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=mine))))
    assert st.table.cards[mine].damage > 0
    assert [len(st.table.zone(p, "hand")) for p in (0, 1)] == hands
