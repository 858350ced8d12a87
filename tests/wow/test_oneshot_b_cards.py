"""Helper oneshot_b: the scripts of ``engine/wow/cards/scripts/oneshot_b.toml``, each played with a real card of the
pool and every clause of its text checked (the ops: ``engine.wow.cost_match`` and the shared ones)."""

from __future__ import annotations

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wshot2_scripts import _next_turn
from .test_wshot_scripts import _combo_graveyard

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _options(st) -> list[str]:
    return [o.id for o in st.pending[0].options]


# --- costs compared among cards in play (202.2) ---------------------------------------------------------------


def test_spoils_of_the_hunt_destroys_every_opposing_ally_sharing_the_highest_cost():
    # WoW 415.9c, EN 709.1: "Destroy all opposing allies that have or share the highest cost among opposing allies."
    automated("Spoils of the Hunt")
    st = start()
    a5 = put_real(st, 1, "Karrok Scarrend", "allies")  # cost 5
    b5 = put_real(st, 1, "Karrok Scarrend", "allies")  # shares it
    four = put_real(st, 1, "Orono the Great", "allies")  # cost 4
    mine = put_real(st, 0, "Anika Berlyn", "allies")  # cost 6, but friendly: not compared, not destroyed
    st, card = play_real(st, "Spoils of the Hunt", 0, pay=3)
    st = resolve_chain(st)
    assert _zone(st, a5) == "graveyard" and _zone(st, b5) == "graveyard"
    assert _zone(st, four) == "allies" and _zone(st, mine) == "allies"
    assert _zone(st, card) == "graveyard"  # 305.2: a one-shot ability goes to the graveyard


def test_spoils_of_the_hunt_with_no_opposing_ally_does_nothing():
    # EN 709.1: no opposing ally, so no highest cost; a friendly ally stays
    st = start()
    mine = put_real(st, 0, "Hira", "allies")
    st, _ = play_real(st, "Spoils of the Hunt", 0, pay=3)
    st = resolve_chain(st)
    assert _zone(st, mine) == "allies"


def test_ransack_destroys_all_tied_for_the_lowest_cost_of_any_player():
    # WoW 415.9c, EN 709.1: "Destroy the card with the lowest cost among abilities, allies, and equipment in play. If
    # two or more are tied, destroy all with that cost."
    automated("Ransack")
    st = start()
    ability = put_real(st, 0, "Dual Wield", "hero_row")  # an ability in play, cost 1
    hira = put_real(st, 0, "Hira", "allies")  # cost 1
    cerwyn = put_real(st, 1, "Cerwyn", "allies")  # cost 1, the opponent's: every player's cards count
    araelun = put_real(st, 0, "Araelun", "allies")  # cost 2
    kris = put_real(st, 1, "Scarlet Kris", "hero_row")  # a weapon, cost 2
    st, _ = play_real(st, "Ransack", 0, pay=4)
    st = resolve_chain(st)
    assert {_zone(st, u) for u in (ability, hira, cerwyn)} == {"graveyard"}
    assert _zone(st, araelun) == "allies" and _zone(st, kris) == "hero_row"
    assert _zone(st, hero(st, 0)) == "hero_row" and _zone(st, hero(st, 1)) == "hero_row"  # heroes aren't compared


def test_ransack_a_single_lowest_equipment_goes_alone():
    # EN 709.1: the one card with the lowest cost, here an equipment
    st = start()
    kris = put_real(st, 1, "Scarlet Kris", "hero_row")  # cost 2
    helm = put_real(st, 0, "Golem Skull Helm", "hero_row")  # cost 3
    orono = put_real(st, 1, "Orono the Great", "allies")  # cost 4
    st, _ = play_real(st, "Ransack", 0, pay=4)
    st = resolve_chain(st)
    assert _zone(st, kris) == "graveyard"
    assert _zone(st, helm) == "hero_row" and _zone(st, orono) == "allies"


def test_raze_destroys_each_opposing_ally_and_equipment_with_cost_x():
    # WoW 403.1 (Finishing Move: X = the Combo cards removed as it is played), 415.9c: "Destroy each opposing ally and
    # equipment with cost X."
    automated("Raze")
    st = start()
    combo = _combo_graveyard(st, 2)
    ally2 = put_real(st, 1, "Araelun", "allies")  # cost 2
    kris = put_real(st, 1, "Scarlet Kris", "hero_row")  # weapon, cost 2
    ally3 = put_real(st, 1, "Benethor Draigo", "allies")  # cost 3
    mine = put_real(st, 0, "Zulanji", "allies")  # cost 2 but friendly
    card = put_real(st, 0, "Raze", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    assert all(_zone(st, u) == "removed" for u in combo)
    assert _zone(st, ally2) == "graveyard" and _zone(st, kris) == "graveyard"
    assert _zone(st, ally3) == "allies" and _zone(st, mine) == "allies"


def test_raze_with_no_combo_card_removed_destroys_cost_zero_only():
    # WoW 403.1: X is 0 when no Combo card is removed; cost-2 allies stay
    st = start()
    baby = put_real(st, 1, "Baby Murloc", "allies")  # cost 0
    ally2 = put_real(st, 1, "Araelun", "allies")
    card = put_real(st, 0, "Raze", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=[]))
    assert _zone(st, baby) == "graveyard" and _zone(st, ally2) == "allies"


def test_tidal_burst_hits_the_target_and_each_other_opposing_ally_of_its_cost():
    # WoW 405.4 (one packet per character), 408.2c (your hero deals it): "Your hero deals 3 frost damage to target
    # opposing ally and each other opposing ally with the same cost as that ally."
    automated("Tidal Burst")
    st = start()
    target = put_real(st, 1, "Orono the Great", "allies")  # cost 4, 4 health
    same = put_real(st, 1, "Orono the Great", "allies")  # cost 4
    other = put_real(st, 1, "Karrok Scarrend", "allies")  # cost 5
    mine = put_real(st, 0, "Orono the Great", "allies")  # cost 4 but friendly
    st, _ = play_real(st, "Tidal Burst", 0, pay=1)
    assert str(mine) not in _options(st)  # only an opposing ally is a legal target
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[target].damage == 3 and st.table.cards[same].damage == 3
    assert st.table.cards[other].damage == 0 and st.table.cards[mine].damage == 0
    assert st.table.cards[hero(st, 1)].damage == 0


# --- healing, then that much damage (407, 405.4) ----------------------------------------------------------------


def test_life_arc_heals_all_then_deals_that_much():
    # WoW 407.1 (healing removes damage), 405.4: "Your hero heals all damage from target friendly ally, then deals that
    # much nature damage to target opposing ally."
    automated("Life Arc")
    st = start()
    mine = put_real(st, 0, "Karrok Scarrend", "allies", damage=3)  # 4 health, 3 damage
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Life Arc", 0, pay=3)
    assert str(foe) not in _options(st)  # the first target is a friendly ally
    st = choose(st, str(mine))
    assert str(mine) not in _options(st)  # the second an opposing one
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[mine].damage == 0
    assert st.table.cards[foe].damage == 3


def test_life_arc_on_an_undamaged_ally_deals_nothing():
    # WoW 407.3: nothing healed, so "that much" is 0 (408.2b: no packet)
    st = start()
    mine = put_real(st, 0, "Orono the Great", "allies")
    foe = put_real(st, 1, "Orono the Great", "allies")
    st, _ = play_real(st, "Life Arc", 0, pay=3)
    st = resolve_chain(choose(choose(st, str(mine)), str(foe)))
    assert st.table.cards[foe].damage == 0


# --- from the graveyard into play (710.1) --------------------------------------------------------------------


def test_sacred_circle_returns_a_holy_ally_that_fits_the_resources():
    # WoW 205.1 ([Holy]: the holy damage type), 710.1: "Put target [Holy] ally from your graveyard into play if it
    # costs less than or equal to the number of resources you control."
    automated("Sacred Circle")
    st = start()
    holy = put_real(st, 0, "Jewelcrafter Zanaz", "graveyard")  # holy, cost 3
    fire = put_real(st, 0, "Benethor Draigo", "graveyard")  # fire, cost 3: not a legal target
    st, _ = play_real(st, "Sacred Circle", 0, pay=3)
    assert _options(st) == [str(holy)]
    st = resolve_chain(choose(st, str(holy)))
    assert _zone(st, holy) == "allies" and st.table.cards[holy].controller == 0
    assert _zone(st, fire) == "graveyard"


def test_sacred_circle_leaves_a_holy_ally_costing_more_than_your_resources():
    # WoW 709.1: checked as it resolves: cost 6 > 3 resources, it stays
    st = start()
    erama = put_real(st, 0, "Erama", "graveyard")  # holy, cost 6
    st, _ = play_real(st, "Sacred Circle", 0, pay=3)
    st = resolve_chain(choose(st, str(erama)))
    assert _zone(st, erama) == "graveyard"


# --- continuous powers (EN 714) ---------------------------------------------------------------------------------


def test_master_marksman_ranged_weapons_hit_harder_and_cost_less_to_strike():
    # EN 714 (+1 ATK), 403.2 (pay 1 less): "Ranged weapons you control have +1 ATK, and you pay 1 less to strike with them."
    automated("Master Marksman")
    st = start()
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    sword = put_real(st, 0, "Obsidium Executioner", "hero_row")
    foe_bow = put_real(st, 1, "Blackcrow", "hero_row")
    before = {u: (kw.equipment_atk(st, u), costs.strike_cost(st, st.table.cards[u].controller, u)) for u in (bow, sword, foe_bow)}
    put_real(st, 0, "Master Marksman", "hero_row")
    assert (kw.equipment_atk(st, bow), costs.strike_cost(st, 0, bow)) == (before[bow][0] + 1, max(before[bow][1] - 1, 0))
    assert (kw.equipment_atk(st, sword), costs.strike_cost(st, 0, sword)) == before[sword]  # a Melee weapon: unchanged
    assert (kw.equipment_atk(st, foe_bow), costs.strike_cost(st, 1, foe_bow)) == before[foe_bow]  # not yours


def test_the_art_of_war_gives_the_highest_ally_atk_on_your_turn_only():
    # EN 714: "On your turn, your hero has +X ATK, where X is the highest ATK among allies you control."
    automated("The Art of War")
    st = start()
    me = hero(st, 0)
    base = kw.atk(st, me)
    put_real(st, 0, "The Art of War", "hero_row")
    assert kw.atk(st, me) == base  # no ally: X = 0 (104.2)
    put_real(st, 0, "Hira", "allies")  # 2 ATK
    put_real(st, 0, "Karrok Scarrend", "allies")  # 5 ATK: the highest
    put_real(st, 1, "Anika Berlyn", "allies")  # the opponent's ally doesn't count
    assert kw.atk(st, me) == base + 5
    st = _next_turn(st)  # the opponent's turn
    assert st.active == 1 and kw.atk(st, me) == base


def test_undaunted_defense_prevents_combat_damage_to_your_hero_while_protecting():
    # EN 602.2 (protecting), EN 717: "Ongoing: Your hero has Protector. Prevent all combat damage that would be dealt to
    # your hero while protecting."
    automated("Undaunted Defense")
    st = start()
    put_real(st, 1, "Undaunted Defense", "hero_row")
    guarded = put_real(st, 1, "Orono the Great", "allies")
    attacker = put_real(st, 0, "Karrok Scarrend", "allies")  # 5 ATK
    st = resolve_chain(attack(st, attacker, guarded))
    assert st.pending[0].kind == "protector" and str(hero(st, 1)) in _options(st)  # line 1: the hero has Protector
    st = finish_combat(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 0  # protecting: prevented
    assert st.table.cards[guarded].damage == 0


def test_undaunted_defense_doesnt_prevent_damage_to_your_hero_when_it_is_the_attacked_defender():
    # EN 602.2: attacked directly, the hero is the proposed defender, not protecting: the damage is dealt
    st = start()
    put_real(st, 1, "Undaunted Defense", "hero_row")
    attacker = put_real(st, 0, "Karrok Scarrend", "allies")
    st = finish_combat(attack(st, attacker, hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_wild_growth_heals_each_ally_and_enters_with_a_growth_counter_per_ally_healed():
    # WoW 407.1, 407.3 (an undamaged ally isn't healed), 404.1a: "Your hero heal all damage from each ally you control.
    # Then, this ability enters play with a growth counter for each ally healed this way." and line 3 "Ongoing: Your
    # hero has Mend 1 for each growth counter on this ability."
    automated("Wild Growth")
    st = start()
    a = put_real(st, 0, "Karrok Scarrend", "allies", damage=3)
    b = put_real(st, 0, "Orono the Great", "allies", damage=1)
    c = put_real(st, 0, "Hira", "allies")  # undamaged: not healed, not counted
    foe = put_real(st, 1, "Karrok Scarrend", "allies", damage=2)  # not yours
    st, card = play_real(st, "Wild Growth", 0, pay=1)
    st = resolve_chain(st)
    assert st.table.cards[a].damage == 0 and st.table.cards[b].damage == 0 and st.table.cards[c].damage == 0
    assert st.table.cards[foe].damage == 2
    assert _zone(st, card) == "hero_row" and counters(st, card, "growth") == 2
    assert kw.keywords(st, hero(st, 0)).get("Mend") == 2


# --- destroy, then what follows if it was destroyed (EN 709.3) --------------------------------------------------


def test_thrill_of_the_hunt_destroys_and_readies_as_many_resources_as_its_cost():
    # WoW 415.9c, 411.1, EN 709.3 ("If you do"): "Destroy target ally. If you do, ready up to X of your resources,
    # where X is that ally's cost."
    automated("Thrill of the Hunt")
    st = start()
    foe = put_real(st, 1, "Benethor Draigo", "allies")  # cost 3
    spent = resources(st, 0, 6)
    for u in spent:
        st.table.cards[u].tapped = True  # six exhausted resources
    st, _ = play_real(st, "Thrill of the Hunt", 0, pay=4)
    st = resolve_chain(choose(st, str(foe)))
    assert _zone(st, foe) == "graveyard"
    assert st.pending and st.pending[0].player == 0 and st.pending[0].max == 3  # X = 3 (its cost, last known)
    assert all(o.id in {str(u) for u in st.table.zone(0, "resources")} for o in st.pending[0].options)
    picks = [o.id for o in st.pending[0].options[:3]]
    st = resolve_chain(choose(st, *picks))
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == 3


def test_thrill_of_the_hunt_readies_nothing_if_the_ally_isnt_destroyed():
    # WoW 103.2 (a card that can't be destroyed stays), EN 709.3: no destruction, so no readying
    from engine.core import Modifier
    from engine.wow.cards.keys import CANT_BE_DESTROYED

    st = start()
    foe = put_real(st, 1, "Benethor Draigo", "allies")
    st.modifiers.append(Modifier(foe, "", 1, keyword=CANT_BE_DESTROYED, duration="this_turn", player=1, turn=st.turn, source=foe))
    st, _ = play_real(st, "Thrill of the Hunt", 0, pay=4)
    st = resolve_chain(choose(st, str(foe)))
    assert _zone(st, foe) == "allies"
    assert not st.pending and all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


def _trap_vs(st, attacker_name: str):
    """P1 plays Obliterating Trap on P0's attacking ally (EN 601: attacking P1's hero)."""
    trap = put_real(st, 1, "Obliterating Trap", "hand")
    resources(st, 1, 3)
    attacker = put_real(st, 0, attacker_name, "allies")
    deck = list(st.table.zone(1, "deck")[:2])
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = resolve_chain(choose(apply(st, "play", 1, uid=trap, x=0), str(attacker)))
    return st, attacker, deck


def test_obliterating_trap_destroys_the_attacker_and_delves_for_cost_four_or_more():
    # WoW 415.9c, EN glossary Delve (look at the top two cards of your deck, any on top in any order, the rest on the
    # bottom): "Destroy target attacking ally. If its cost is 4 or more, Delve."
    automated("Obliterating Trap")
    st = start()
    st, attacker, (a, b) = _trap_vs(st, "Orono the Great")  # cost 4
    assert _zone(st, attacker) == "graveyard"
    assert st.pending and st.pending[0].kind == "delve" and st.pending[0].player == 1
    assert {o.id for o in st.pending[0].options} == {str(a), str(b)}


def test_obliterating_trap_doesnt_delve_for_a_cheaper_attacker():
    # EN 709.3: cost 3 < 4, no Delve
    st = start()
    st, attacker, _ = _trap_vs(st, "Benethor Draigo")  # cost 3
    assert _zone(st, attacker) == "graveyard"
    assert not any(p.kind == "delve" for p in st.pending)


# --- tokens as many as a target's cost (404.2) --------------------------------------------------------------------


def test_snake_trap_makes_as_many_snakes_as_the_attackers_cost():
    # WoW 404.2 (tokens), EN 706 (target): "Put X Snake ally tokens with 1 Nature ATK / 1 health into play, where X is
    # target opposing attacker's cost."
    automated("Snake Trap")
    st = start()
    trap = put_real(st, 1, "Snake Trap", "hand")
    resources(st, 1, 6)
    attacker = put_real(st, 0, "Benethor Draigo", "allies")  # cost 3
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = apply(st, "play", 1, uid=trap, x=0)
    assert _options(st) == [str(attacker)]  # the opposing attacker
    st = resolve_chain(choose(st, str(attacker)))
    snakes = [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]
    assert len(snakes) == 3
    for uid in snakes:
        assert kw.name(st, uid) == "Snake" and kw.atk(st, uid) == 1 and kw.health(st, uid) == 1
        assert kw.data(st, uid).get("damage_type") == "nature"
    assert _zone(st, attacker) == "allies"  # the attacker itself is untouched


# --- removing a name from the game (413) ------------------------------------------------------------------------


def test_owned_removes_the_target_and_every_ally_card_of_its_name_its_owner_has():
    # WoW 413.1 (searching), 413.2 (the searched deck is shuffled), 415.7a: "Remove target ally from the game. Search
    # its owner's deck, graveyard, hand, and party for all ally cards with the same name as that ally and remove them
    # from the game."
    automated("Owned!")
    st = start()
    target = put_real(st, 1, "Karrok Scarrend", "allies")
    twin = put_real(st, 1, "Karrok Scarrend", "allies")  # in his party
    in_hand = put_real(st, 1, "Karrok Scarrend", "hand")
    in_grave = put_real(st, 1, "Karrok Scarrend", "graveyard")
    in_deck = put_real(st, 1, "Karrok Scarrend", "deck")
    other = put_real(st, 1, "Orono the Great", "hand")  # another name: stays
    mine = put_real(st, 0, "Karrok Scarrend", "allies")  # not its owner's: stays
    st, _ = play_real(st, "Owned!", 0, pay=6)
    st = resolve_chain(choose(st, str(target)))
    for uid in (target, twin, in_hand, in_grave, in_deck):
        assert _zone(st, uid) == "removed", uid
    assert _zone(st, other) == "hand" and _zone(st, mine) == "allies"
    assert len(st.table.zone(1, "deck")) > 0 and in_deck not in st.table.zone(1, "deck")


# --- one part per kind of Totem you have (EN 709) --------------------------------------------------------------


def test_totemic_call_does_the_air_fire_and_water_parts_with_those_totems():
    # EN 709 (each part if you have that type of Totem as it resolves), 411.1, 405.4, 415.1: "For each type of Totem
    # you have, do the following: / Air: Ready your hero and one of your Melee weapons. / Earth: Allies in your party
    # have +1 ATK this turn. / Fire: Your hero deals 2 fire damage to target hero or ally. / Water: Draw two cards."
    automated("Totemic Call")
    st = start()
    for name in ("Grounding Totem", "Inferno Totem", "Tidal Totem"):  # Air, Fire, Water; no Earth Totem
        put_real(st, 0, name, "allies")
    me = hero(st, 0)
    st.table.cards[me].tapped = True
    axe = put_real(st, 0, "Obsidium Executioner", "hero_row", tapped=True)  # a Melee weapon
    hira = put_real(st, 0, "Hira", "allies")  # 2 ATK
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Totemic Call", 0, str(foe))
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == [str(axe)]  # Air: one of your Melee weapons
    st = resolve_chain(choose(st, str(axe)))
    assert not st.table.cards[me].tapped and not st.table.cards[axe].tapped  # Air
    assert st.table.cards[foe].damage == 2  # Fire
    assert len(st.table.zone(0, "hand")) == hand + 2  # Water
    assert kw.atk(st, hira) == 2  # no Earth Totem: no +1 ATK


def test_totemic_call_with_only_an_earth_totem_does_only_the_earth_part():
    # EN 709: the other parts' conditions fail: no readying, no damage to the chosen target, no draw
    st = start()
    put_real(st, 0, "Stoneclaw Totem", "allies")  # Earth
    me = hero(st, 0)
    st.table.cards[me].tapped = True
    hira = put_real(st, 0, "Hira", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Totemic Call", 0, str(foe))
    st = resolve_chain(st)
    assert kw.atk(st, hira) == 3  # Earth: +1 ATK this turn
    assert st.table.cards[me].tapped and st.table.cards[foe].damage == 0
    assert len(st.table.zone(0, "hand")) == hand
    st = _next_turn(st)
    assert kw.atk(st, hira) == 2  # 500.2: this turn only


# --- when attached ally deals combat damage to a hero (EN 703) --------------------------------------------------


def _combat_out(st, attacker: int, defender: int) -> tuple:
    """P0's attacker attacks; nobody protects; every other choice takes its first options (the kinds asked are
    returned with the players asked)."""
    asked = []
    st = attack(st, attacker, defender)
    for _ in range(60):
        if st.pending:
            p = st.pending[0]
            asked.append((p.kind, p.player))
            st = choose(st, "none") if p.kind == "protector" else choose(st, *[o.id for o in p.options[: max(p.min, 1)]])
            continue
        if st.combat is None and not st.chain and not st.triggers:
            break
        st = apply(st, "pass", st.priority)
    return st, asked


def _trained(st, card: str, ally: str) -> tuple:
    host = put_real(st, 0, ally, "allies")
    st, training = play_real(st, card, 0, str(host), pay=2)
    st = resolve_chain(st)
    assert st.table.cards[training].attached_to == host  # WoW 400.1: attached to the target
    return st, host


def test_rogue_training_makes_the_defending_heros_controller_discard():
    # EN 703, 415.9d: "Ongoing: When attached ally deals combat damage to a defending hero, that hero's controller
    # discards a card."
    automated("Rogue Training")
    st = start()
    st, host = _trained(st, "Rogue Training", "Karrok Scarrend")
    hand = len(st.table.zone(1, "hand"))
    st, asked = _combat_out(st, host, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 5
    assert asked == [("discard_effect", 1)]  # the damaged hero's controller picks the card
    assert len(st.table.zone(1, "hand")) == hand - 1


def test_rogue_training_ignores_other_attackers_and_damage_to_allies():
    # EN 703: only the attached ally's combat damage to a defending hero triggers it
    st = start()
    st, host = _trained(st, "Rogue Training", "Karrok Scarrend")
    other = put_real(st, 0, "Orono the Great", "allies")
    foe_ally = put_real(st, 1, "Hira", "allies")
    hand = len(st.table.zone(1, "hand"))
    st, _ = _combat_out(st, other, hero(st, 1))  # another ally hits the hero
    assert st.table.cards[hero(st, 1)].damage == 4 and len(st.table.zone(1, "hand")) == hand
    st, _ = _combat_out(st, host, foe_ally)  # the attached ally hits an ally
    assert _zone(st, foe_ally) == "graveyard" and len(st.table.zone(1, "hand")) == hand


def test_shadow_word_corruption_removes_the_top_three_cards_of_the_damaged_heros_deck():
    # EN 703, 415.7: "When attached ally deals combat damage to a hero, remove the top three cards of that hero's
    # controller's deck from the game." (line 2: "Attached ally has +1 / +1.")
    automated("Shadow Word: Corruption")
    st = start()
    st, host = _trained(st, "Shadow Word: Corruption", "Baby Murloc")  # a Monster, 1 ATK / 1 health
    assert kw.atk(st, host) == 2 and kw.health(st, host) == 2
    top = list(st.table.zone(1, "deck")[:3])
    mine = list(st.table.zone(0, "deck")[:3])
    st, _ = _combat_out(st, host, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 2
    assert all(_zone(st, u) == "removed" for u in top)
    assert all(_zone(st, u) == "deck" for u in mine)  # not the attacker's own deck


def test_mark_of_restoration_heals_each_friendly_character_by_the_attackers_atk():
    # EN 703, 407.1 (one packet each), 408.2c (the attached ally heals): "Ongoing: Attached ally has +2 / +2. / When
    # attached ally attacks, it heals damage equal to its ATK from each friendly hero and ally."
    automated("Mark of Restoration")
    st = start()
    st, host = _trained(st, "Mark of Restoration", "Hira")  # 2 ATK +2 = 4
    assert kw.atk(st, host) == 4 and kw.health(st, host) == 3
    me = hero(st, 0)
    st.table.cards[me].damage = 6
    hurt = put_real(st, 0, "Karrok Scarrend", "allies", damage=3)
    foe = put_real(st, 1, "Anika Berlyn", "allies", damage=5)  # not friendly
    st = attack(st, host, hero(st, 1))
    for _ in range(10):  # the trigger resolves before combat damage (EN 703: at the next priority)
        if st.table.cards[me].damage != 6 or st.combat is None:
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    assert st.table.cards[me].damage == 2  # 6 - 4
    assert st.table.cards[hurt].damage == 0  # 3, all healed
    assert st.table.cards[foe].damage == 5


# --- protection this turn (103.2, EN 717) ------------------------------------------------------------------------


def test_shelter_keeps_an_ally_from_destruction_and_damage_this_turn():
    # WoW 103.2 (can't be destroyed), EN 717 (prevention), 500.2 (this turn): "This turn, target non-hero card can't
    # be destroyed, and if it's an ally, prevent all damage that would be dealt to it."
    from engine.wow.damage import deal
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("Shelter")
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Shelter", 0, str(ally), pay=2)
    st = resolve_chain(st)
    deal(st, hero(st, 1), ally, 3, "fire")
    assert st.table.cards[ally].damage == 0  # prevented
    destroy(st, ally, R("415.9c"))
    assert _zone(st, ally) == "allies"  # can't be destroyed
    st = _next_turn(st)
    deal(st, hero(st, 1), ally, 3, "fire")
    assert st.table.cards[ally].damage == 3  # the turn is over
    destroy(st, ally, R("415.9c"))
    assert _zone(st, ally) == "graveyard"


def test_shelter_keeps_an_equipment_from_destruction():
    # WoW 103.2: a non-hero card that isn't an ally: only "can't be destroyed"
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    st = start()
    kris = put_real(st, 1, "Scarlet Kris", "hero_row")
    st, _ = play_real(st, "Shelter", 0, str(kris), pay=2)
    st = resolve_chain(st)
    destroy(st, kris, R("415.9c"))
    assert _zone(st, kris) == "hero_row"


def test_shelter_cannot_target_a_hero():
    # WoW 706: "target non-hero card"
    st = start()
    card = put_real(st, 0, "Shelter", "hand")
    resources(st, 0, 2)
    ally = put_real(st, 0, "Hira", "allies")
    st = apply(st, "play", 0, uid=card, x=0)
    assert str(ally) in _options(st) and str(hero(st, 0)) not in _options(st) and str(hero(st, 1)) not in _options(st)


def test_slaughter_destroys_and_puts_its_atk_in_counters_on_your_weapon():
    # WoW 415.9c, 404.1 (+1 ATK counters), EN 709.3: "Destroy target ally or weapon with cost 4 or less. If you do, add
    # +1 ATK counters to a weapon you control equal to the ATK of the card destroyed this way."
    automated("Slaughter")
    st = start()
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")  # 1 ATK
    orono = put_real(st, 1, "Orono the Great", "allies")  # cost 4, 4 ATK
    karrok = put_real(st, 1, "Karrok Scarrend", "allies")  # cost 5: not a legal target
    st, _ = play_real(st, "Slaughter", 0, pay=4)
    assert str(orono) in _options(st) and str(karrok) not in _options(st)
    st = resolve_chain(choose(st, str(orono)))
    assert _zone(st, orono) == "graveyard"
    assert st.pending and [o.id for o in st.pending[0].options] == [str(kris)]  # a weapon you control
    st = resolve_chain(choose(st, str(kris)))
    assert counters(st, kris, "+1 ATK") == 4 and kw.equipment_atk(st, kris) == 5


def test_slaughter_on_a_weapon_counts_the_weapons_atk():
    # WoW 303.2a (a weapon's ATK), 404.1
    st = start()
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    hatchet = put_real(st, 1, "Fel Iron Hatchet", "hero_row")  # cost 4, 2 ATK
    st, _ = play_real(st, "Slaughter", 0, pay=4)
    st = resolve_chain(choose(st, str(hatchet)))
    assert _zone(st, hatchet) == "graveyard"
    st = resolve_chain(choose(st, str(kris)))
    assert counters(st, kris, "+1 ATK") == 2


def test_vendetta_destroys_the_exhausted_ally_while_you_have_cards_in_hand():
    # WoW 415.9c, EN 709 (checked on resolution): "Destroy target exhausted ally, or gain control of it if you have no
    # card in your hand."
    automated("Vendetta")
    st = start()
    tired = put_real(st, 1, "Karrok Scarrend", "allies", tapped=True)
    ready = put_real(st, 1, "Orono the Great", "allies")
    assert st.table.zone(0, "hand")  # the opening hand
    st, _ = play_real(st, "Vendetta", 0, pay=2)
    assert str(tired) in _options(st) and str(ready) not in _options(st)  # only an exhausted ally
    st = resolve_chain(choose(st, str(tired)))
    assert _zone(st, tired) == "graveyard"


def test_vendetta_steals_the_exhausted_ally_with_an_empty_hand():
    # WoW 401.3 (control, for good): no card in your hand as it resolves
    from engine.core import effects

    st = start()
    tired = put_real(st, 1, "Karrok Scarrend", "allies", tapped=True)
    st, _ = play_real(st, "Vendetta", 0, pay=2)
    for uid in list(st.table.zone(0, "hand")):
        effects.move(st.table, uid, "graveyard", "test setup")
    assert not st.table.zone(0, "hand")
    st = resolve_chain(choose(st, str(tired)))
    assert _zone(st, tired) == "allies" and st.table.cards[tired].controller == 0
    st = _next_turn(st)
    assert st.table.cards[tired].controller == 0  # not only this turn


def test_nether_blast_drains_one_when_a_warlock_ally_enters_under_your_control():
    # EN 703, 405.4, 407.1: "Ongoing: When a Warlock ally enters play under your control or a friendly player's
    # control, your hero deals 1 shadow damage to target opposing hero and heals damage from itself equal to the
    # damage dealt this way."
    automated("Nether Blast")
    st = start()
    put_real(st, 0, "Nether Blast", "hero_row")
    me, foe = hero(st, 0), hero(st, 1)
    st.table.cards[me].damage = 3
    st, _ = play_real(st, "Hira", 0, pay=1)  # a Shaman: no trigger
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 0 and st.table.cards[me].damage == 3
    st, _ = play_real(st, "Patricia Potter", 0, pay=3)  # a Warlock
    st = resolve_chain(st)
    for _ in range(5):
        if not st.pending:
            break
        st = resolve_chain(choose(st, str(foe)) if str(foe) in _options(st) else choose(st, st.pending[0].options[0].id))
    assert st.table.cards[foe].damage == 1
    assert st.table.cards[me].damage == 2  # healed as much as was dealt


def test_pandamonium_tokens_grow_with_each_other_pandaren():
    # WoW 404.2 (tokens), EN 714: "Put three Pandaren ally tokens into play with 1 [Melee] ATK / 1 health and This token
    # has +1 ATK / +1 health for each other Pandaren in your party."
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("Pandamonium!")
    st = start()
    st, _ = play_real(st, "Pandamonium!", 0, pay=7)
    st = resolve_chain(st)
    pandas = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(pandas) == 3
    for uid in pandas:
        assert kw.name(st, uid) == "Pandaren" and kw.data(st, uid).get("damage_type") == "melee"
        assert (kw.atk(st, uid), kw.health(st, uid)) == (3, 3)  # 1/1 and two other Pandaren
    destroy(st, pandas[0], R("415.9c"))
    assert (kw.atk(st, pandas[1]), kw.health(st, pandas[1])) == (2, 2)
    assert not any(st.table.cards[u].flags.get("token") for u in st.table.zone(1, "allies"))  # the opponent's party: none


def test_pernicious_poison_attaches_only_to_a_character_your_hero_hit_in_combat_this_turn():
    # WoW 400.1 (attach), 408.3 (combat damage): "Attach to target hero or ally that your hero dealt combat damage to
    # this turn." / "Ongoing: At the start of your turn, your hero deals 3 nature damage to attached character."
    from engine.core import Modifier

    automated("Pernicious Poison")
    st = start()
    me = hero(st, 0)
    st.modifiers.append(Modifier(me, "atk", 3, duration="this_turn", player=0, turn=st.turn, source=me))
    hit = put_real(st, 1, "Anika Berlyn", "allies")  # 6 cost; health enough to live
    spared = put_real(st, 1, "Orono the Great", "allies")
    st, _ = _combat_out(st, me, hit)
    assert st.table.cards[hit].damage == 3
    st, card = play_real(st, "Pernicious Poison", 0, pay=2)
    assert str(hit) in _options(st) and str(spared) not in _options(st) and str(hero(st, 1)) not in _options(st)
    st = resolve_chain(choose(st, str(hit)))
    assert st.table.cards[card].attached_to == hit
    st = resolve_chain(_next_turn(_next_turn(st)))  # the start of your next turn (line 2): its trigger resolves
    assert _zone(st, hit) == "graveyard"  # 3 + 3 nature damage = its 6 health (410.6a)


def test_papa_hummels_pet_biscuit_feeds_a_pet_x_growth_counters():
    # WoW 400.1, 404.1, 201.3 (X): "Attach to target Pet ally in your party and put X growth counters on Papa Hummel's
    # Old-Fashioned Pet Biscuit." / "Ongoing: Attached ally has +1 ATK/+1 health for each growth counter."
    automated("Papa Hummel's Old-Fashioned Pet Biscuit")
    st = start()
    pet = put_real(st, 0, "Bloodclaw", "allies")  # a Pet, 3 ATK / 1 health
    other = put_real(st, 0, "Hira", "allies")  # no Pet
    foe_pet = put_real(st, 1, "Bloodclaw", "allies")  # not in your party
    card = put_real(st, 0, "Papa Hummel's Old-Fashioned Pet Biscuit", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=3)
    assert _options(st) == [str(pet)] and str(other) not in _options(st) and str(foe_pet) not in _options(st)
    st = resolve_chain(choose(st, str(pet)))
    assert st.table.cards[card].attached_to == pet and counters(st, card, "growth") == 3
    assert (kw.atk(st, pet), kw.health(st, pet)) == (6, 4)


def _opponent_hits_your_hero(st, attacker: int) -> tuple:
    """On P1's turn, P1's attacker attacks P0's hero (nobody protects); the kinds of choices asked and the state when
    the first non-protector choice is asked (or combat ends)."""
    st = _next_turn(st)
    assert st.active == 1
    st = apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0))
    for _ in range(60):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        if st.pending or (st.combat is None and not st.chain and not st.triggers):
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_reckoning_readies_a_card_when_your_hero_is_hit_in_combat_on_an_opponents_turn():
    # EN 703, 411.1, EN 709.3 ("you may"): "Ongoing: When your hero is dealt combat damage on an opponent's turn, you
    # may ready a card you control."
    from engine.core.choices import YES

    automated("Reckoning")
    st = start()
    put_real(st, 0, "Reckoning", "hero_row")
    spent = resources(st, 0, 2)
    attacker = put_real(st, 1, "Karrok Scarrend", "allies")
    st = _opponent_hits_your_hero(st, attacker)
    for u in spent:
        st.table.cards[u].tapped = True  # (after P0's ready step)
    assert st.table.cards[hero(st, 0)].damage == 5
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 0
    st = choose(st, YES)
    assert st.pending[0].player == 0 and {o.id for o in st.pending[0].options} >= {str(u) for u in spent}
    st = resolve_chain(choose(st, str(spent[0])))
    assert not st.table.cards[spent[0]].tapped and st.table.cards[spent[1]].tapped


def test_reckoning_doesnt_trigger_on_your_own_turn():
    # EN 703: "on an opponent's turn" only: your hero attacks on your turn and is dealt combat damage back
    from engine.core import Modifier

    st = start()
    put_real(st, 0, "Reckoning", "hero_row")
    me = hero(st, 0)
    st.modifiers.append(Modifier(me, "atk", 1, duration="this_turn", player=0, turn=st.turn, source=me))
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st, asked = _combat_out(st, me, foe)
    assert st.table.cards[me].damage == 5
    assert all(kind == "protector" for kind, _ in asked)  # no "may" asked
