"""Helper oneshot_a: one-shot abilities automated by ``engine/wow/cards/scripts/oneshot_a.toml`` (ops:
``engine.wow.resolution_checks``) and by a misprint the alternative-cost template now reads (Heroic Throw), each
played with the real card of the pool and every clause of its text checked."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.keys import NO_READY
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wshot2_scripts import _next_turn

pytestmark = needs(WOW_CARDS)


def _until_main(st, player: int):
    """Pass until ``player``'s action phase (after his ready step, 501.1a)."""
    for _ in range(400):
        if st.active == player and st.step == "main" and not st.pending:
            return st
        if st.pending:
            st = choose(st, *([st.pending[0].options[0].id] if st.pending[0].options else []))
            continue
        st = apply(st, "pass", st.priority)
    raise AssertionError("never reached the action phase")


def test_heroic_throw_alt_cost_discards_a_weapon_and_deals_4_ranged():
    # WoW 403.3 (alternative cost; "weapo" is a misprint of "weapon"), 405.4: "You may discard a weapo rather than pay
    # this ability's cost. Your hero deals 4 ranged damage to target hero or ally."
    automated("Heroic Throw")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK / 6 health
    blade = put_real(st, 0, "Krol Blade", "hand")
    throw = put_real(st, 0, "Heroic Throw", "hand")
    st = apply(st, "play", 0, uid=throw, x=0, alt=0, pay=[blade])
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[blade].zone == "graveyard"  # the weapon was discarded to pay
    assert st.table.cards[foe].damage == 4
    assert st.table.cards[throw].zone == "graveyard"


def test_heroic_throw_alt_cost_needs_a_weapon():
    # WoW 403.3: a card that isn't a weapon can't pay the alternative cost (the resource cost still can, 403.1)
    from engine.core import RulesError

    automated("Heroic Throw")
    st = start()
    owl = put_real(st, 0, "Araelun", "hand")
    throw = put_real(st, 0, "Heroic Throw", "hand")
    try:
        apply(st, "play", 0, uid=throw, x=0, alt=0, pay=[owl])
    except RulesError:
        pass
    else:
        raise AssertionError("an ally paid the 'discard a weapon' cost")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=throw, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 4


def test_distract_exhausts_the_party_and_they_skip_the_next_ready_step():
    # WoW 411.1, 501.1a: "Exhaust all allies in target player's party. Each of those allies can't ready during its
    # controller's next ready step."
    automated("Distract")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Araelun", "allies", tapped=True)
    mine = put_real(st, 0, "Zulanji", "allies")
    st, _ = play_real(st, "Distract")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    assert kw.has(st, a, NO_READY) and kw.has(st, b, NO_READY)
    assert not st.table.cards[mine].tapped and not kw.has(st, mine, NO_READY)  # only the target player's party
    st = _until_main(_next_turn(st), 1)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped  # their ready step was skipped (501.1a)


def test_hateful_strike_destroys_a_lone_ally_only():
    # WoW 415.9c, EN 709: "If target player has exactly one ally in his party, destroy it."
    automated("Hateful Strike")
    st = start()
    lone = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Hateful Strike")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[lone].zone == "graveyard"

    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Araelun", "allies")
    st, _ = play_real(st, "Hateful Strike")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[a].zone == "allies" and st.table.cards[b].zone == "allies"  # two allies: nothing happens


def test_arcing_smash_destroys_the_target_and_same_cost_opposing_equipment():
    # WoW 415.9c: "Destroy target opposing equipment and all opposing equipment with the same cost as that equipment."
    automated("Arcing Smash")
    st = start()
    target = put_real(st, 1, "Krol Blade", "hero_row")  # cost 3
    same = put_real(st, 1, "Golem Skull Helm", "hero_row")  # cost 3
    other = put_real(st, 1, "Wentletrap Vest", "hero_row")  # cost 2
    mine = put_real(st, 0, "Mandible of Beth'tilac", "hero_row")  # cost 3, but mine
    st, _ = play_real(st, "Arcing Smash")
    assert str(mine) not in [o.id for o in st.pending[0].options]  # only opposing equipment is a legal target
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[target].zone == "graveyard" and st.table.cards[same].zone == "graveyard"
    assert st.table.cards[other].zone == "hero_row"
    assert st.table.cards[mine].zone == "hero_row"


def test_crimson_guard_hero_and_big_allies_have_protector_this_turn():
    # WoW EN 714.1, 500.2: "Your hero has Protector this turn." / "Allies you control with 6 or more ATK have
    # Protector this turn."
    automated("Crimson Guard")
    st = start()
    big = put_real(st, 0, "Darktwister Kern", "allies")  # 6 ATK
    small = put_real(st, 0, "Araelun", "allies")  # 1 ATK
    foe = put_real(st, 1, "Indauma Bloodfire", "allies")  # 7 ATK, opposing
    st, _ = play_real(st, "Crimson Guard")
    st = resolve_chain(st)
    assert kw.has(st, hero(st, 0), "Protector")
    assert kw.has(st, big, "Protector")
    assert not kw.has(st, small, "Protector") and not kw.has(st, foe, "Protector")
    st = _next_turn(st)
    assert not kw.has(st, big, "Protector") and not kw.has(st, hero(st, 0), "Protector")


def test_blessing_of_the_devoted_draws_for_a_cheap_ally_and_gives_plus_3():
    # WoW 400.1 (attach), EN 709 (the "if" checked on resolution), EN 714.1: "Attach to target ally. If that ally's
    # cost is 2 or less, draw a card." / "Ongoing: Attached ally has +3 / +3."
    automated("Blessing of the Devoted")
    for name, cost_ok in (("Araelun", True), ("Orono the Great", False)):  # cost 2 / cost 4
        st = start()
        ally = put_real(st, 0, name, "allies")
        atk, health = kw.atk(st, ally), kw.health(st, ally)
        st, card = play_real(st, "Blessing of the Devoted")
        hand = len(st.table.zone(0, "hand"))  # the Blessing is still in hand while its target is chosen
        st = resolve_chain(choose(st, str(ally)))
        assert st.table.cards[card].attached_to == ally and st.table.cards[card].zone == "hero_row"
        assert len(st.table.zone(0, "hand")) == hand - 1 + (1 if cost_ok else 0)
        assert (kw.atk(st, ally), kw.health(st, ally)) == (atk + 3, health + 3)


def test_earthen_might_heals_then_plus_3_atk_only_if_undamaged():
    # WoW 407.1 (heal), EN 709 ("Then, if …" checked after the heal), EN 714.1: "Your hero heals 3 damage from target
    # hero or ally. Then, if that character is undamaged, it also has +3 ATK this turn."
    automated("Earthen Might")
    for damage, boosted in ((3, True), (4, False)):
        st = start()
        ally = put_real(st, 0, "Anika Berlyn", "allies", damage=damage)
        atk = kw.atk(st, ally)
        st, _ = play_real(st, "Earthen Might")
        st = resolve_chain(choose(st, str(ally)))
        assert st.table.cards[ally].damage == damage - 3
        assert kw.atk(st, ally) == atk + (3 if boosted else 0)
        if boosted:
            st = _next_turn(st)
            assert kw.atk(st, ally) == atk  # "this turn" (500.2)


def test_fire_and_ice_two_targets_and_the_frosted_one_cant_attack():
    # WoW 405.4 (one packet each), 707.1d (a second, different target), 408.2a / EN 714.1: "Your hero may deal 2 fire
    # damage to target hero or ally, and it may deal 1 frost damage to a second target hero or ally. A character
    # dealt frost damage this way can't attack this turn."
    automated("Fire and Ice")
    st = start()
    burned = put_real(st, 1, "Anika Berlyn", "allies")
    frozen = put_real(st, 1, "Vanda Skydaughter", "allies")
    st, _ = play_real(st, "Fire and Ice")
    st = choose(st, str(burned))
    assert str(burned) not in [o.id for o in st.pending[0].options]  # the second target is another character
    st = resolve_chain(choose(st, str(frozen)))
    assert st.table.cards[burned].damage == 2 and st.table.cards[frozen].damage == 1
    assert kw.has(st, frozen, "Can't Attack") and not kw.has(st, burned, "Can't Attack")


def test_astral_recall_removes_itself_and_returns_one_of_each_kind():
    # WoW 305.1 (it doesn't go to the graveyard: it removes itself), EN 706 (targets in a graveyard), 415.2: "Remove
    # this ability from the game. Put up to one target ability, up to one target ally, and up to one target equipment
    # from your graveyard into your hand."
    automated("Astral Recall")
    st = start()
    spell = put_real(st, 0, "Fire and Ice", "graveyard")
    ally = put_real(st, 0, "Araelun", "graveyard")
    blade = put_real(st, 0, "Krol Blade", "graveyard")
    theirs = put_real(st, 1, "Zulanji", "graveyard")
    st, card = play_real(st, "Astral Recall")
    assert str(ally) not in [o.id for o in st.pending[0].options]  # the first target is an ability
    st = choose(st, str(spell))
    assert str(theirs) not in [o.id for o in st.pending[0].options]  # only your graveyard
    st = choose(st, str(ally))
    st = resolve_chain(choose(st, str(blade)))
    assert [st.table.cards[u].zone for u in (spell, ally, blade)] == ["hand", "hand", "hand"]
    assert st.table.cards[theirs].zone == "graveyard"
    assert st.table.cards[card].zone == "removed"


def test_hammer_of_vengeance_exhausts_and_deals_its_atk_unpreventably():
    # WoW 411.1, 405.4, EN 717 (unpreventable): "Exhaust target ready opposing ally. Your hero may deal unpreventable
    # holy damage equal to that ally's ATK to another target ally."
    from engine.wow.state import Shield

    automated("Hammer of Vengeance")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    other = put_real(st, 1, "Vanda Skydaughter", "allies")  # 5 health
    tired = put_real(st, 1, "Orono the Great", "allies", tapped=True)
    st.shields.append(Shield(other, 1_000_000, st.turn, hero(st, 1)))  # would prevent all damage to it
    st, _ = play_real(st, "Hammer of Vengeance")
    assert str(tired) not in [o.id for o in st.pending[0].options]  # only a ready ally
    st = choose(st, str(foe))
    assert str(foe) not in [o.id for o in st.pending[0].options]  # another ally
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[foe].tapped
    assert st.table.cards[other].damage == 5  # Anika's ATK, through the shield (unpreventable)
    assert st.table.cards[foe].damage == 0 and st.table.cards[hero(st, 0)].damage == 0
    assert st.pending and st.pending[0].player == 0  # then Delve: the top two cards of your deck (line 2)


def test_divine_justice_the_exhausted_ally_hits_a_second_ally():
    # WoW 411.1, EN 709.3 ("If you do"), 408.2c (the ally is the source): "Exhaust target ready opposing ally. If you
    # do, you may have it deal melee damage equal to its ATK to a second target ally."
    automated("Divine Justice")
    st = start()
    foe = put_real(st, 1, "Orono the Great", "allies")  # 4 ATK
    other = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    st, _ = play_real(st, "Divine Justice")
    st = choose(st, str(foe))
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[foe].tapped
    assert st.table.cards[other].damage == 4
    assert st.table.cards[foe].damage == 0


def test_holy_fury_fatal_damage_lets_you_destroy_abilities_on_your_cards():
    # WoW 405.2 (fatal damage), EN 717 (unpreventable), 415.9c: "Your hero deals 3 unpreventable holy damage to target
    # ally. If that ally has fatal damage, destroy any number of abilities attached to a card you control."
    automated("Holy Fury")
    for name, fatal in (("Zulanji", True), ("Anika Berlyn", False)):  # 1 health / 6 health
        st = start()
        foe = put_real(st, 1, name, "allies")
        mine = put_real(st, 0, "Araelun", "allies")
        curse = put_real(st, 1, "Goblin Gumbo", "hero_row", attached_to=mine)  # an opposing ability on my ally
        put_real(st, 0, "Goblin Gumbo", "hero_row", attached_to=hero(st, 1))  # mine, but on an opposing card
        st, _ = play_real(st, "Holy Fury")
        st = resolve_chain(choose(st, str(foe)))
        if fatal:
            assert st.pending and st.pending[0].player == 0
            assert [o.id for o in st.pending[0].options] == [str(curse)]  # only abilities attached to my cards
            st = resolve_chain(choose(st, str(curse)))
            # destroyed (415.9c); Goblin Gumbo's own power then puts it on top of its owner's deck (wtgt.toml)
            assert st.table.cards[curse].zone == "deck" and st.table.zone(1, "deck")[0] == curse
            assert st.table.cards[foe].zone == "graveyard"
        else:
            assert st.table.cards[foe].damage == 3
            assert st.table.cards[curse].zone == "hero_row" and not st.pending


def test_a_taste_of_divinity_returns_to_hand_unless_the_ally_has_fatal_damage():
    # WoW 405.2 (fatal damage), EN 717 (unpreventable), 305.1 (a resolved ability still on the chain goes to the
    # graveyard): "Your hero deals 2 unpreventable holy damage to target ally. If that ally doesn't have fatal damage,
    # put A Taste of Divinity into its owner's hand."
    automated("A Taste of Divinity")
    for name, fatal in (("Anika Berlyn", False), ("Zulanji", True)):  # 6 health / 1 health
        st = start()
        foe = put_real(st, 1, name, "allies")
        st, card = play_real(st, "A Taste of Divinity")
        st = resolve_chain(choose(st, str(foe)))
        if fatal:
            assert st.table.cards[foe].zone == "graveyard" and st.table.cards[card].zone == "graveyard"
        else:
            assert st.table.cards[foe].damage == 2
            assert st.table.cards[card].zone == "hand" and st.table.cards[card].owner == 0


def test_arcane_torrent_interrupts_other_abilities_and_bans_opposing_abilities():
    # WoW EN 711.1 (interrupt), 500.2: "Interrupt all other ability cards. Opponents can't play abilities this turn."
    automated("Arcane Torrent")
    st = start()
    ally = put_real(st, 0, "Anika Berlyn", "allies", damage=3)
    st, might = play_real(st, "Earthen Might")
    st = choose(st, str(ally))  # on the chain, waiting
    torrent = put_real(st, 0, "Arcane Torrent", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=torrent, x=0)
    st = resolve_chain(st)
    assert st.table.cards[might].zone == "graveyard"
    assert st.table.cards[ally].damage == 3  # Earthen Might was interrupted: nothing healed
    assert not st.chain
    from engine.wow import play_bans

    foe_spell = put_real(st, 1, "Fire and Ice", "hand")  # an opposing ability
    foe_ally = put_real(st, 1, "Zulanji", "hand")
    mine = put_real(st, 0, "Fire and Ice", "hand")
    assert play_bans.problem(st, 1, foe_spell) is not None  # opponents can't play abilities this turn
    assert play_bans.problem(st, 1, foe_ally) is None and play_bans.problem(st, 0, mine) is None  # only abilities, only opponents
    st = _next_turn(st)
    assert play_bans.problem(st, 1, foe_spell) is None  # "this turn" (500.2)


def test_crush_soul_interrupts_an_ally_removes_it_and_hurts_your_hero():
    # WoW EN 711.1 (interrupt), EN 709.3 ("If you do"), 405.3 (put damage): "Interrupt target ally card. If you do,
    # remove it from the game and put damage on your hero equal to that card's ATK."
    automated("Crush Soul")
    st = start()
    ally = put_real(st, 0, "Orono the Great", "hand")  # 4 ATK
    crush = put_real(st, 0, "Crush Soul", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=ally, x=0)
    assert st.table.cards[ally].zone == "chain"
    st = apply(st, "play", 0, uid=crush, x=0)
    st = resolve_chain(choose(st, str(ally)) if st.pending else st)
    assert st.table.cards[ally].zone == "removed"
    assert st.table.cards[hero(st, 0)].damage == 4
    assert st.table.cards[crush].zone == "graveyard"


def test_ancestral_spirit_returns_an_ally_with_health_minus_one_damage():
    # WoW EN 706 (a target in your graveyard), 710.1 (it enters play), 405.3 (damage put on it): "Put target ally card
    # from your graveyard into play if its cost is less than or equal to the number of resources you have. That ally
    # enters play with damage on it equal to its health -1."
    automated("Ancestral Spirit")
    st = start()
    ally = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6, 6 health
    st, _ = play_real(st, "Ancestral Spirit", 0, pay=6)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "allies" and st.table.cards[ally].controller == 0
    assert st.table.cards[ally].damage == 5

    st = start()
    ally = put_real(st, 0, "Anika Berlyn", "graveyard")
    st, _ = play_real(st, "Ancestral Spirit", 0, pay=5)  # 5 resources: cost 6 is too much
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard"


def test_chain_purge_destroys_down_a_chain_of_cheaper_abilities():
    # WoW 415.9c, 707.1d (three different targets, in order): "Target up to three abilities. Destroy the first. Destroy
    # the second if it costs less than the first. Destroy the third if it costs less than the second."
    automated("Chain Purge")
    st = start()
    first = put_real(st, 1, "Infuriate", "hero_row")  # cost 4
    second = put_real(st, 1, "Divine Riposte", "hero_row")  # cost 6: not less than 4
    third = put_real(st, 1, "Brain Lock", "hero_row")  # cost 4: less than 6 (the second), not less than 4 (the first)
    st, _ = play_real(st, "Chain Purge")
    st = choose(st, str(first))
    assert str(first) not in [o.id for o in st.pending[0].options]  # different targets
    st = choose(st, str(second))
    st = resolve_chain(choose(st, str(third)))
    assert st.table.cards[first].zone == "graveyard"
    assert st.table.cards[second].zone == "hero_row"
    assert st.table.cards[third].zone == "graveyard"

    st = start()
    big = put_real(st, 1, "Divine Riposte", "hero_row")  # 6
    mid = put_real(st, 1, "Infuriate", "hero_row")  # 4
    low = put_real(st, 1, "Faithful Prayer", "hero_row")  # 1
    st, _ = play_real(st, "Chain Purge", 0, str(big), str(mid), str(low))
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in (big, mid, low)] == ["graveyard"] * 3


def test_augment_steel_weapon_gets_atk_counters_armor_gets_def_counters():
    # WoW EN 706 (a target in your graveyard), 710.1, 404.1 (counters): "Put target equipment from your graveyard into
    # play if its cost is less then or equal to the number of resources you control. It enters play with three +1 ATK
    # counters if it's a weapon, or three +1 [DEF] if it's an armor."
    automated("Augment Steel")
    for name, stat in (("Krol Blade", "+1 ATK"), ("Golem Skull Helm", "+1 DEF")):  # cost 3 each
        st = start()
        gear = put_real(st, 0, name, "graveyard")
        st, _ = play_real(st, "Augment Steel", 0, pay=5)
        st = resolve_chain(choose(st, str(gear)))
        card = st.table.cards[gear]
        assert card.zone == "hero_row" and card.controller == 0
        assert card.counters == {stat: 3}
    st = start()
    gear = put_real(st, 0, "Gorehowl", "graveyard")  # cost 10: more than your 5 resources
    st, _ = play_real(st, "Augment Steel", 0, pay=5)
    st = resolve_chain(choose(st, str(gear)))
    assert st.table.cards[gear].zone == "graveyard"


def test_death_gate_trades_a_resource_for_an_exhausted_face_up_location():
    # WoW EN 709.1 (picked, not targeted), EN 709.3 ("If you do"), 413 (search), 412.1b (a location is a face-up
    # resource): "Destroy a resource you control. If you do, search your deck for a location and put it into play face
    # up and exhausted."
    automated("Death Gate")
    st = start()
    arena = put_real(st, 0, "Gurubashi Arena", "deck")
    st, _ = play_real(st, "Death Gate", 0, pay=3)
    spare = [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]
    assert len(spare) == 1  # two of three paid the cost
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0
    assert str(spare[0]) in [o.id for o in st.pending[0].options]
    assert all(st.table.cards[int(o.id)].controller == 0 for o in st.pending[0].options)  # your resources only
    st = choose(st, str(spare[0]))
    assert st.table.cards[spare[0]].zone == "graveyard"
    st = resolve_chain(choose(st, str(arena)) if st.pending else st)
    card = st.table.cards[arena]
    assert card.zone == "resources" and card.tapped and not card.face_down and card.controller == 0


def test_avengers_shield_exhausts_locks_and_hits_three_characters():
    # WoW 411.1, 501.1a (no readying in the next ready step), 405.4 (one packet each), 707.1d (different targets):
    # "Exhaust up to three target heroes and/or allies, and each of them can't ready during its controller's next step.
    # Your hero deals 1 holy damage to each of those characters."
    automated("Avenger's Shield")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Vanda Skydaughter", "allies")
    spared = put_real(st, 1, "Orono the Great", "allies")
    foe_hero = hero(st, 1)
    st, _ = play_real(st, "Avenger's Shield")
    st = choose(st, str(a))
    assert str(a) not in [o.id for o in st.pending[0].options]
    st = choose(st, str(b))
    st = resolve_chain(choose(st, str(foe_hero)))
    for u in (a, b, foe_hero):
        assert st.table.cards[u].tapped and kw.has(st, u, NO_READY) and st.table.cards[u].damage == 1
    assert not st.table.cards[spared].tapped and st.table.cards[spared].damage == 0
    st = _until_main(_next_turn(st), 1)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped  # their ready step was skipped
    assert not st.table.cards[spared].tapped


def test_inner_will_next_card_costs_the_highest_cost_you_control_less():
    # WoW 403.2 (cost change), EN 709 (X counted as it resolves): "You pay X less to play your next card this turn,
    # where X is the highest cost among abilities, allies, and equipment you control."
    from engine.wow import next_cost

    automated("Inner Will")
    st = start()
    put_real(st, 0, "Orono the Great", "allies")  # cost 4
    put_real(st, 0, "Krol Blade", "hero_row")  # cost 3
    put_real(st, 1, "Anika Berlyn", "allies")  # cost 6, but opposing
    st, _ = play_real(st, "Inner Will")
    st = resolve_chain(st)
    [(mod, spec)] = list(next_cost.changes(st, 0, "play"))
    assert mod.delta == 4 and spec.get("next")
    tactics = put_real(st, 0, "Battle Tactics", "hand")  # cost 7: 3 to pay now
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=tactics, x=0))
    assert st.table.cards[tactics].zone == "hero_row"
    assert list(next_cost.changes(st, 0, "play")) == []  # used up by that card


def test_lesson_of_the_arcane_removes_a_defending_mage_and_draws():
    # WoW 403.3 (alternative cost: exhaust a non-hero Mage), EN 603 (remove from combat), EN 709 (checked as it
    # resolves): "You may exhaust a non-hero Mage you control rather than pay this ability's cost. If a Mage you control
    # is defending, remove it from combat and draw a card."
    from engine.wow.state import Combat

    automated("Lesson of the Arcane")
    for defending in (True, False):
        st = start()
        payer = put_real(st, 0, "Vexmaster Nar'jo", "allies")  # a Mage ally: pays the alternative cost
        guard = put_real(st, 0, "Apprentice Teep", "allies")  # a Mage ally
        other = put_real(st, 0, "Anika Berlyn", "allies")  # not a Mage
        attacker = put_real(st, 1, "Orono the Great", "allies")
        blocked = guard if defending else other
        st.combat = Combat(attacker=attacker, defender=blocked, attacking_player=1, proposed_defender=blocked, stage="step")
        lesson = put_real(st, 0, "Lesson of the Arcane", "hand")
        hand = len(st.table.zone(0, "hand"))
        st = resolve_chain(apply(st, "play", 0, uid=lesson, x=0, alt=0, pay=[payer]))
        assert st.table.cards[payer].tapped  # the alternative cost was paid
        assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))
        assert (st.combat is not None and st.combat.stage == "removed") is defending
        assert len(st.table.zone(0, "hand")) == hand - 1 + (1 if defending else 0)


def test_council_of_three_hammers_puts_three_named_dwarf_tokens_into_play():
    # WoW 404.2 (tokens), 414.3b (a one-of tag): "Put a 5 [Melee] / 5 [Health] Dwarf Warrior ally token named Muradin
    # Bronzebeard with Protector and Muradin (1), a 5 [Holy] / 5 [Health] Dwarf Priest ally token named Moira Thaurissan
    # with Mend 5 and Moira (1), and a 5 [Nature] / 5 [Health] Dwarf High Thane ally token named Falstad Wildhammer
    # with Ferocity and Falstad (1) into play."
    automated("Council of Three Hammers")
    st = start()
    before = set(st.table.zone(0, "allies"))
    st, _ = play_real(st, "Council of Three Hammers", 0, pay=9)
    st = resolve_chain(st)
    new = {kw.name(st, u): u for u in st.table.zone(0, "allies") if u not in before}
    assert set(new) == {"Muradin Bronzebeard", "Moira Thaurissan", "Falstad Wildhammer"}
    for name, dtype, word, tag in (("Muradin Bronzebeard", "melee", "Protector", "Muradin (1)"),
                                   ("Moira Thaurissan", "holy", "Mend", "Moira (1)"),
                                   ("Falstad Wildhammer", "nature", "Ferocity", "Falstad (1)")):
        u = new[name]
        assert (kw.atk(st, u), kw.health(st, u)) == (5, 5)
        assert kw.damage_types(st, u) == [dtype]
        assert kw.has(st, u, word) and "dwarf" in kw.words(st, u)
        assert tag in kw.tags(st, u)
        assert st.table.cards[u].flags.get("token")
    assert kw.keywords(st, new["Moira Thaurissan"]).get("Mend") == 5


def test_hand_of_guldan_copies_a_killed_ally_as_a_demon():
    # WoW 405.2 (fatal damage), 402.3 (token copy), 202.3 (tag): "Your hero deals 6 shadow damage to target hero or
    # ally. If an ally is dealt fatal damage this way, put a token copy of that ally into play under your control.
    # That copy is also a Demon."
    automated("Hand of Gul'dan")
    for name, dies in (("Anika Berlyn", True), ("Fel Reaver", False)):  # 6 health / 10 health
        st = start()
        foe = put_real(st, 1, name, "allies")
        before = set(st.table.zone(0, "allies"))
        st, _ = play_real(st, "Hand of Gul'dan", 0, pay=7)
        st = resolve_chain(choose(st, str(foe)))
        copies = [u for u in st.table.zone(0, "allies") if u not in before]
        if dies:
            assert st.table.cards[foe].zone == "graveyard"
            [copy] = copies
            assert kw.name(st, copy) == name and st.table.cards[copy].controller == 0 and st.table.cards[copy].flags.get("token")
            assert "demon" in kw.words(st, copy) and st.table.cards[copy].damage == 0
        else:
            assert st.table.cards[foe].damage == 6 and copies == []


def test_crackling_purge_hits_the_controller_unless_it_was_on_a_friendly_character():
    # WoW 415.9c, EN 709.3 ("may"), 405.4: "Destroy target ability. If it wasn't attached to a friendly hero or ally,
    # your hero may deal nature damage to its controller's hero equal to its cost."
    from engine.core.choices import YES

    automated("Crackling Purge")
    st = start()
    riposte = put_real(st, 1, "Divine Riposte", "hero_row")  # cost 6, attached to nothing
    st, _ = play_real(st, "Crackling Purge")
    st = resolve_chain(choose(st, str(riposte)))
    assert st.table.cards[riposte].zone == "graveyard"
    st = resolve_chain(choose(st, YES))
    assert st.table.cards[hero(st, 1)].damage == 6

    st = start()
    mine = put_real(st, 0, "Araelun", "allies")
    gumbo = put_real(st, 1, "Goblin Gumbo", "hero_row", attached_to=mine)  # the opponent's, on my ally
    st, _ = play_real(st, "Crackling Purge")
    st = resolve_chain(choose(st, str(gumbo)))
    # destroyed (415.9c); Goblin Gumbo's own power then puts it on top of its owner's deck (wtgt.toml)
    assert st.table.cards[gumbo].zone == "deck" and st.table.zone(1, "deck")[0] == gumbo
    assert not st.pending and st.table.cards[hero(st, 1)].damage == 0


def test_lava_burst_deals_6_if_you_destroyed_an_ability_else_2():
    # WoW EN 709.1 (picked, not targeted), EN 709.3 ("you may" / "this way"), 415.9c, 405.4: "You may destroy an
    # ability you control. Your hero deals 2 fire damage to target ally, or 6 if you destroyed an ability this way."
    from engine.core.choices import NO, YES

    automated("Lava Burst")
    for answer, damage in ((YES, 6), (NO, 2)):
        st = start()
        foe = put_real(st, 1, "Fel Reaver", "allies")  # 10 health
        mine = put_real(st, 0, "Infuriate", "hero_row")
        theirs = put_real(st, 1, "Divine Riposte", "hero_row")
        st, _ = play_real(st, "Lava Burst")
        st = resolve_chain(choose(st, str(foe)))
        st = choose(st, answer)
        if answer == YES:
            assert [o.id for o in st.pending[0].options] == [str(mine)]  # an ability you control
            st = choose(st, str(mine))
        st = resolve_chain(st)
        assert st.table.cards[foe].damage == damage
        assert st.table.cards[mine].zone == ("graveyard" if answer == YES else "hero_row")
        assert st.table.cards[theirs].zone == "hero_row"
