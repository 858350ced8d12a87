"""Helper wshot2 (issue #18): the scripts of ``engine/wow/cards/scripts/wshot2.toml``, each played with a real card
of the pool and every clause of its text checked (the ops: ``engine.wow.wshot2``)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _next_turn(st):
    """Both players pass until the turn changes (500.2: 'this turn' effects end)."""
    turn = st.turn
    for _ in range(200):
        if st.turn != turn or st.over:
            return st
        if st.pending:
            st = choose(st, *([st.pending[0].options[0].id] if st.pending[0].options else []))
            continue
        st = apply(st, "pass", st.priority)
    raise AssertionError("the turn didn't end")


def test_swindle_readies_and_steals_an_equipment_this_turn():
    # WoW 401.3 (control), 500.2 ("until end of turn"): "Ready and gain control of target opposing equipment until
    # end of turn."
    automated("Swindle")
    st = start()
    axe = put_real(st, 1, "Gorehowl", "hero_row", tapped=True)
    mine = put_real(st, 0, "Blackcrow", "hero_row")
    st, card = play_real(st, "Swindle")
    assert str(mine) not in [o.id for o in st.pending[0].options]  # only an opposing equipment is a legal target
    st = resolve_chain(choose(st, str(axe)))
    assert not st.table.cards[axe].tapped  # ready
    assert st.table.cards[axe].controller == 0  # gained
    assert st.table.cards[card].zone == "graveyard"
    st = _next_turn(st)
    assert st.table.cards[axe].controller == 1  # control ends with the turn


def test_tithe_readies_steals_and_makes_a_protector_this_turn():
    # WoW 401.3, 500.2: "Ready target opposing ally. This turn, it's a Protector and you control it."
    automated("Tithe")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies", tapped=True)
    st, _ = play_real(st, "Tithe")
    st = resolve_chain(choose(st, str(foe)))
    assert not st.table.cards[foe].tapped
    assert st.table.cards[foe].controller == 0
    assert kw.has(st, foe, "Protector")
    st = _next_turn(st)
    assert st.table.cards[foe].controller == 1
    assert not kw.has(st, foe, "Protector")


def test_inquisition_ally_deals_its_atk_to_itself_unpreventably():
    # WoW 405.4, 408.2c (the ally is the source), EN 717 (unpreventable): "Target ally deals unpreventable holy
    # damage to itself equal to its ATK."
    automated("Inquisition")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK / 6 health
    st, _ = play_real(st, "Inquisition")
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 5
    assert st.table.cards[foe].zone == "allies"


def test_inquisition_damage_ignores_prevention():
    # EN 717: an unpreventable packet isn't stopped by a prevention shield (a control: a preventable packet is);
    # WoW 405.4: one packet of the ally's ATK; 410.6a: fatal damage destroys it
    from engine.wow.damage import deal
    from engine.wow.state import Shield

    automated("Inquisition")
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")  # 5 ATK / 4 health
    st.shields.append(Shield(foe, 1, st.turn))
    deal(st, hero(st, 0), foe, 1, "holy")  # control: the shield prevents an ordinary packet
    assert st.table.cards[foe].damage == 0
    st.shields.append(Shield(foe, 1_000_000, st.turn))
    st, _ = play_real(st, "Inquisition")
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].zone == "graveyard"  # 5 unpreventable damage on a 4-health ally: destroyed


def test_purge_destroys_an_ability_unless_attached_to_a_friendly_character():
    # WoW 415.9c, EN 709: "Destroy target ability unless it's attached to a friendly hero or ally."
    automated("Purge")
    st = start()
    theirs = put_real(st, 1, "Frost Fever", "hero_row", attached_to=hero(st, 0))  # on my hero: mine is friendly
    on_foe = put_real(st, 0, "Frost Fever", "hero_row", attached_to=hero(st, 1))  # my ability on the opposing hero
    st, _ = play_real(st, "Purge")
    assert {str(theirs), str(on_foe)} <= {o.id for o in st.pending[0].options}  # any ability is a legal target
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].zone == "hero_row"  # attached to my (friendly) hero: not destroyed
    st, _ = play_real(st, "Purge")
    st = resolve_chain(choose(st, str(on_foe)))
    assert st.table.cards[on_foe].zone == "graveyard"  # attached to an opposing hero: destroyed


def test_sardok_prevents_melee_and_ranged_damage_only():
    # EN 717; Physical Resistance's reminder text on Sardok: "Prevent all melee and ranged damage that would be
    # dealt to this ally."
    from engine.wow.damage import deal

    automated("Sardok")
    st = start()
    sardok = put_real(st, 0, "Sardok", "allies")
    assert kw.has(st, sardok, "Protector")
    deal(st, hero(st, 1), sardok, 2, "melee")
    deal(st, hero(st, 1), sardok, 2, "ranged")
    assert st.table.cards[sardok].damage == 0
    deal(st, hero(st, 1), sardok, 2, "fire")
    assert st.table.cards[sardok].damage == 2


# --- "all of target player's …" and "for each … this way" (engine.wow.wshot2: wshot2_all, ws2_done) -------------


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == name]


def test_disarm_destroys_every_weapon_of_the_target_player_only():
    # WoW 415.9c, EN 706 (target player): "Destroy all of target player's weapons."
    automated("Disarm")
    st = start()
    theirs = [put_real(st, 1, "Gorehowl", "hero_row"), put_real(st, 1, "Blackcrow", "hero_row")]
    armor = put_real(st, 1, "Golem Skull Helm", "hero_row")
    mine = put_real(st, 0, "Blackcrow", "hero_row")
    st, _ = play_real(st, "Disarm")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert [st.table.cards[u].zone for u in theirs] == ["graveyard", "graveyard"]
    assert st.table.cards[armor].zone == "hero_row"  # not a weapon
    assert st.table.cards[mine].zone == "hero_row"  # not the target player's


def test_mana_burn_exhausts_ready_resources_and_burns_per_resource():
    # WoW 411.1 (exhaust), 405.4 (one packet), 408.2c (your hero deals it): "Exhaust all of target player's ready
    # resources. Your hero deals 1 shadow damage to that player's hero for each resource exhausted this way."
    automated("Mana Burn")
    st = start()
    ready = resources(st, 1, 3)
    spent = resources(st, 1, 1)
    st.table.cards[spent[0]].tapped = True
    st, _ = play_real(st, "Mana Burn")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert all(st.table.cards[u].tapped for u in ready + spent)
    assert st.table.cards[hero(st, 1)].damage == 3  # the already exhausted one isn't counted
    assert st.table.cards[hero(st, 0)].damage == 0


def test_mana_burst_readies_exhausted_resources_and_burns_per_resource():
    # WoW 411.1 (ready), 405.4: "Ready all of target opponent's exhausted resources. Your hero deals 1 shadow damage
    # to his hero for each resource readied this way."
    automated("Mana Burst")
    st = start()
    spent = resources(st, 1, 2)
    for u in spent:
        st.table.cards[u].tapped = True
    already = resources(st, 1, 1)
    st, _ = play_real(st, "Mana Burst")
    st = resolve_chain(st)
    assert not any(st.table.cards[u].tapped for u in spent + already)
    assert st.table.cards[hero(st, 1)].damage == 2
    assert st.table.cards[hero(st, 0)].damage == 0


def test_army_of_the_dead_destroys_all_allies_and_makes_a_ghoul_for_each():
    # WoW 415.9c, 404.2 (tokens): "Destroy all allies. For each ally destroyed this way, you put a 3 [Melee] /
    # 3 [Health] Ghoul ally token into play."
    automated("Army of the Dead")
    st = start()
    allies = [put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies"), put_real(st, 1, "Anika Berlyn", "allies")]
    st, _ = play_real(st, "Army of the Dead", pay=6)
    st = resolve_chain(st)
    assert all(st.table.cards[u].zone == "graveyard" for u in allies)
    ghouls = _tokens(st, 0, "Ghoul")
    assert len(ghouls) == 3 and not _tokens(st, 1, "Ghoul")
    assert (kw.atk(st, ghouls[0]), kw.health(st, ghouls[0])) == (3, 3)


def test_natures_vengeance_destroys_your_resources_for_two_treants_each():
    # WoW 415.9c, 412.1, 404.2: "Destroy all resources you control. Put two 1 [Melee] / 1 [Health] Treant ally tokens
    # into play for each resource destroyed this way."
    automated("Nature's Vengeance")
    st = start()
    theirs = resources(st, 1, 2)
    st, _ = play_real(st, "Nature's Vengeance", pay=5)  # five resources, all exhausted to pay: destroyed all the same
    st = resolve_chain(st)
    assert st.table.zone(0, "resources") == []
    assert all(st.table.cards[u].zone == "resources" for u in theirs)
    treants = _tokens(st, 0, "Treant")
    assert len(treants) == 10
    assert (kw.atk(st, treants[0]), kw.health(st, treants[0])) == (1, 1)


def test_avenging_wrath_doubles_your_heros_atk_this_turn():
    # EN 714.1 (a stat change this turn), EN 709 (read on resolution): "Double your hero's ATK this turn."
    from engine.core import Modifier

    automated("Avenging Wrath")
    st = start()
    me = hero(st, 0)
    st.modifiers.append(Modifier(me, "atk", 3, duration="this_turn", player=0, turn=st.turn))
    base, foe_atk = kw.atk(st, me), kw.atk(st, hero(st, 1))
    assert base >= 3
    st, _ = play_real(st, "Avenging Wrath")
    st = resolve_chain(st)
    assert kw.atk(st, me) == 2 * base
    assert kw.atk(st, hero(st, 1)) == foe_atk  # only your hero
    st = _next_turn(st)
    assert kw.atk(st, me) == base - 3  # both "this turn" changes are gone (500.2)


# --- "each of up to N target …" sized by one of your weapons' ATK (EN 709.1: the weapon is picked on resolution) ----


def _dealt(st, uid: int) -> int:
    return sum(e["n"] for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == uid)


def test_cleave_deals_one_plus_a_melee_weapons_atk_to_each_of_two_allies():
    # 405.4 (a packet per ally), EN 709.1 (the weapon picked on resolution, not a target), 303.2a (its ATK): "Your hero
    # deals X melee damage to each of up to two target allies, where X is 1 plus the ATK of one of your Melee weapons."
    automated("Cleave")
    st = start()
    reaper = put_real(st, 0, "Fel Iron Hatchet", "hero_row")  # 2 ATK (the targets have 5: a stale ATK would show)
    put_real(st, 0, "Blackcrow", "hero_row")  # Ranged: not offered
    a, b = put_real(st, 1, "Karrok Scarrend", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Cleave", 0, str(a), str(b))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "player_picks" and {o.id for o in st.pending[0].options} == {str(reaper)}
    st = resolve_chain(choose(st, str(reaper)))
    assert (_dealt(st, a), _dealt(st, b)) == (3, 3)


def test_cleave_up_to_two_one_target_and_no_weapon():
    # "up to two": one target is enough; 104.2: with no Melee weapon X is 1
    automated("Cleave")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    st = play_real(st, "Cleave", 0, str(a))[0]
    if st.pending and st.pending[0].kind != "player_picks":
        st = choose(st)  # no second target
    st = resolve_chain(st)
    assert not st.pending and _dealt(st, a) == 1


def test_hail_of_arrows_deals_a_ranged_weapons_atk_to_up_to_three():
    # 405.4, EN 709.1: "Your hero deals ranged damage to each of up to three target heroes and/or allies equal to the
    # ATK of a Ranged weapon you control."
    automated("Hail of Arrows")
    st = start()
    bow = put_real(st, 0, "Blackcrow", "hero_row")  # 1 ATK, Ranged
    put_real(st, 0, "Arcanite Reaper", "hero_row")  # Melee: not offered
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    foe = hero(st, 1)
    st, _ = play_real(st, "Hail of Arrows", 0, str(a), str(b), str(foe))
    st = resolve_chain(st)
    assert st.pending and {o.id for o in st.pending[0].options} == {str(bow)}
    st = resolve_chain(choose(st, str(bow)))
    assert (_dealt(st, a), _dealt(st, b), _dealt(st, foe)) == (1, 1, 1)


def test_pilfer_redraws_the_opponents_hand_and_hits_per_card():
    # 415.9d (discard), 415.9e (draw), 405.4 (one packet): "Target opponent discards his hand, then draws that many
    # cards. Your hero deals 1 melee damage to that opponent's hero for each card discarded in this way."
    automated("Pilfer")
    st = start()
    old = list(st.table.zone(1, "hand"))
    n = len(old)
    assert n >= 3
    mine = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Pilfer")
    st = resolve_chain(st)
    assert all(st.table.cards[u].zone == "graveyard" for u in old)
    assert len(st.table.zone(1, "hand")) == n and not set(old) & set(st.table.zone(1, "hand"))
    assert st.table.cards[hero(st, 1)].damage == n
    assert len(st.table.zone(0, "hand")) == mine  # the caster's hand isn't touched (Pilfer itself was added and played)
    assert st.table.cards[hero(st, 0)].damage == 0


# --- "at random" (EN 709.1; the match's seeded RNG) -------------------------------------------------------------


def test_dark_penance_discards_a_random_card_and_destroys_a_random_ally():
    # 415.9d, 415.9c: "Target opponent discards a random card and destroys a random ally he controls."
    automated("Dark Penance")
    st = start()
    hand = list(st.table.zone(1, "hand"))
    allies = [put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")]
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Dark Penance")
    assert not (st.pending and st.pending[0].kind == "target")  # nothing is targeted but the opponent
    st = resolve_chain(st)
    assert sum(st.table.cards[u].zone == "graveyard" for u in hand) == 1
    assert sorted(st.table.cards[u].zone for u in allies) == ["allies", "graveyard"]
    assert st.table.cards[mine].zone == "allies"


def test_dark_penance_without_allies_still_discards():
    # EN 709.1: no ally to pick: only the discard happens
    automated("Dark Penance")
    st = start()
    n = len(st.table.zone(1, "hand"))
    st = resolve_chain(play_real(st, "Dark Penance")[0])
    assert len(st.table.zone(1, "hand")) == n - 1


def test_shadow_word_chaos_hits_one_random_opposing_character_even_untargetable():
    # 408.2c (your hero deals it), 405.4: "Your hero deals 4 shadow damage to a random opposing hero or ally." — no
    # target (EN 706), so an Untargetable ally may be the one; never a friendly character
    from engine.core import Modifier

    automated("Shadow Word: Chaos")
    hit = set()
    for seed in range(8):
        st = start()
        st.rng.state = 1000 + seed
        ally = put_real(st, 1, "Anika Berlyn", "allies")
        st.modifiers.append(Modifier(ally, "keyword", 1, keyword="Untargetable", duration="this_turn", player=1, turn=st.turn))
        mine = put_real(st, 0, "Karrok Scarrend", "allies")
        st = resolve_chain(play_real(st, "Shadow Word: Chaos")[0])
        dealt = {u: st.table.cards[u].damage for u in (ally, hero(st, 1), hero(st, 0), mine)}
        assert dealt[hero(st, 0)] == 0 and dealt[mine] == 0
        assert sorted(dealt[u] for u in (ally, hero(st, 1))) == [0, 4]
        hit.add("ally" if dealt[ally] else "hero")
    assert hit == {"ally", "hero"}  # both can be drawn


def test_behead_destroys_a_damaged_ally_else_deals_one():
    # 415.9c, 405.4, EN 709 (checked on resolution): "If target ally is damaged, destroy it. Otherwise, your hero
    # deals 1 melee damage to it."
    automated("Behead")
    st = start()
    hurt, fresh = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[hurt].damage = 1
    st = resolve_chain(play_real(st, "Behead", 0, str(hurt))[0])
    assert st.table.cards[hurt].zone == "graveyard"
    st = resolve_chain(play_real(st, "Behead", 0, str(fresh))[0])
    assert st.table.cards[fresh].zone == "allies" and st.table.cards[fresh].damage == 1


def _on_top(st, player: int, uid: int) -> None:
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    assert st.table.zone(player, "deck")[0] == uid


def test_dementia_two_of_a_kind_makes_him_discard_two():
    # 415.3a, 415.2 (top cards to the graveyard), 415.9d: "Target player puts the top two cards of his deck into is
    # graveyard. If they're both abilities, both allies, or both equipment, that player discards two cards."
    automated("Dementia")
    st = start()
    top = st.table.zone(1, "deck")[:2]
    assert {kw.data(st, u)["type"] for u in top} == {"ally"}  # the filler: two allies
    n = len(st.table.zone(1, "hand"))
    st = resolve_chain(play_real(st, "Dementia", 0, str(hero(st, 1)))[0])
    assert all(st.table.cards[u].zone == "graveyard" for u in top)
    assert st.pending and st.pending[0].kind == "discard_effect"
    assert st.pending[0].player == 1  # that player chooses (415.9d)
    st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[:2]]))
    assert len(st.table.zone(1, "hand")) == n - 2


def test_dementia_mixed_kinds_no_discard():
    # an ability and an ally: not both of one kind, so nothing is discarded
    automated("Dementia")
    st = start()
    _on_top(st, 1, put_real(st, 1, "Frost Fever", "deck"))
    n = len(st.table.zone(1, "hand"))
    st = resolve_chain(play_real(st, "Dementia", 0, str(hero(st, 1)))[0])
    assert not st.pending and len(st.table.zone(1, "hand")) == n


def test_dementia_weapon_and_armor_are_both_equipment():
    # 300.1: weapons and armor are equipment: two equipment → discard two
    automated("Dementia")
    st = start()
    _on_top(st, 1, put_real(st, 1, "Golem Skull Helm", "deck"))
    _on_top(st, 1, put_real(st, 1, "Gorehowl", "deck"))
    n = len(st.table.zone(1, "hand"))
    st = resolve_chain(play_real(st, "Dementia", 0, str(hero(st, 1)))[0])
    assert st.pending and st.pending[0].kind == "discard_effect"
    st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[:2]]))
    assert len(st.table.zone(1, "hand")) == n - 2


# --- Boundless …, X heals, Earthquake, Heroic Leap ---------------------------------------------------------------


def test_boundless_shadows_removes_one_top_card_per_resource():
    # 415.3a, EN 709 (counted on resolution): "Target player removes a card from the top of his deck from the game for
    # each resource you control." (Eternal: its own line, already read)
    automated("Boundless Shadows")
    st = start()
    top = st.table.zone(1, "deck")[:6]
    st, card = play_real(st, "Boundless Shadows", 0, str(hero(st, 1)), pay=4)
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in top] == ["removed"] * 4 + ["deck"] * 2  # four resources
    _eternal(st, card)


def _eternal(st, card: int) -> None:
    # Eternal (EN 703.1, 415.9b): "When this card enters your graveyard from anywhere, you may shuffle it into your deck."
    assert st.table.cards[card].zone == "graveyard" and st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[card].zone == "deck"


def test_boundless_life_heals_hero_and_each_ally_per_resource():
    # 407.1, EN 709: "your hero heals 1 damage from itself and each ally you control for each resource you control."
    automated("Boundless Life")
    st = start()
    me, ally, foe = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    for u in (me, ally, foe):
        st.table.cards[u].damage = 5
    st, card = play_real(st, "Boundless Life", pay=3)
    st = resolve_chain(st)
    assert (st.table.cards[me].damage, st.table.cards[ally].damage, st.table.cards[foe].damage) == (2, 2, 5)
    _eternal(st, card)


def test_tranquility_heals_double_x_from_each_friendly_character():
    # 201.3 (X paid), 407.1: "Your hero heals double X damage from each friendly hero and ally."
    automated("Tranquility")
    st = start()
    me, ally, foe = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    for u in (me, ally, foe):
        st.table.cards[u].damage = 5
    card = put_real(st, 0, "Tranquility", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=2))
    assert (st.table.cards[me].damage, st.table.cards[ally].damage, st.table.cards[foe].damage) == (1, 1, 5)


def test_earthquake_hits_every_ally_then_exhausts_the_small_ones():
    # 405.4, 411.1, EN 709 ("Then"): "Your hero deals 2 melee damage to each ally. Then, exhaust each ally with 5 or
    # less ATK."
    from engine.core import Modifier

    automated("Earthquake")
    st = start()
    small, mine = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    big = put_real(st, 1, "Anika Berlyn", "allies")
    st.modifiers.append(Modifier(big, "atk", 1, duration="this_turn", player=1, turn=st.turn))  # 6 ATK
    st, _ = play_real(st, "Earthquake", pay=3)
    st = resolve_chain(st)
    assert [st.table.cards[u].damage for u in (small, mine, big)] == [2, 2, 2]
    assert [st.table.cards[u].tapped for u in (small, mine, big)] == [True, True, False]
    assert st.table.cards[hero(st, 1)].damage == 0  # allies only


def test_heroic_leap_hits_only_characters_it_exhausted():
    # 411.1, 405.4: "Exhaust up to two target heroes and/or allies. Your hero deals 1 melee damage to each character
    # exhausted this way." — an already exhausted target isn't exhausted this way: no damage
    automated("Heroic Leap")
    st = start()
    ready, tired = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[tired].tapped = True
    st, _ = play_real(st, "Heroic Leap", 0, str(ready), str(tired))
    st = resolve_chain(st)
    assert st.table.cards[ready].tapped and st.table.cards[ready].damage == 1
    assert st.table.cards[tired].damage == 0


# --- "If it was / If that ally …" (EN 709) ---------------------------------------------------------------------


def test_sacred_purification_draws_only_for_an_ability_on_a_friendly_character():
    # 415.9c, EN 709: "Destroy target ability. If it was attached to a friendly hero or ally, draw a card."
    automated("Sacred Purification")
    st = start()
    on_me = put_real(st, 1, "Frost Fever", "hero_row", attached_to=hero(st, 0))  # an opposing ability on my hero
    on_foe = put_real(st, 0, "Frost Fever", "hero_row", attached_to=hero(st, 1))
    n = len(st.table.zone(0, "hand"))
    st = resolve_chain(play_real(st, "Sacred Purification", 0, str(on_me))[0])
    assert st.table.cards[on_me].zone == "graveyard"
    assert len(st.table.zone(0, "hand")) == n + 1  # drew (the played card was added to the hand and left it)
    st = resolve_chain(play_real(st, "Sacred Purification", 0, str(on_foe))[0])
    assert st.table.cards[on_foe].zone == "graveyard"
    assert len(st.table.zone(0, "hand")) == n + 1  # attached to an opposing hero: no draw


def test_bloody_welcome_readies_two_resources_only_for_a_fresh_ally():
    # 405.4, EN 709, 411.1: "Your hero deals 3 ranged damage to target ally. If that ally entered play this turn, ready
    # up to two of your resources."
    automated("Bloody Welcome")
    for fresh in (True, False):
        st = start()
        ally = put_real(st, 1, "Anika Berlyn", "allies")
        if fresh:
            st.table.cards[ally].entered_turn = st.turn
        st, _ = play_real(st, "Bloody Welcome", 0, str(ally), pay=3)
        st = resolve_chain(st)
        spent = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
        assert len(spent) >= 1  # paid its cost
        if fresh:
            assert st.pending and st.pending[0].kind == "player_picks" and st.pending[0].max == 2
            st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[:2]]))
        assert st.table.cards[ally].damage == 3
        still = [u for u in spent if st.table.cards[u].tapped]
        assert len(still) == (max(0, len(spent) - 2) if fresh else len(spent))


def test_impede_puts_a_shadow_holy_or_nature_ally_or_weapon_on_top():
    # 415.3 (top of its owner's deck), EN 706: "Put a target [Shadow], [Holy] or [Nature] ally or weapon on top of its
    # owner's deck."
    automated("Impede")
    st = start()
    ok = {n: put_real(st, 1, n, "allies") for n in ("Darktwister Kern", "Jewelcrafter Zanaz", "Cerwyn")}
    wand = put_real(st, 1, "Wand of the Forgotten Star", "hero_row")  # a [Shadow] weapon
    fire = put_real(st, 1, "Benethor Draigo", "allies")
    axe = put_real(st, 1, "Gorehowl", "hero_row")  # [Melee]
    st, _ = play_real(st, "Impede", 0)
    opts = {o.id for o in st.pending[0].options}
    assert {str(u) for u in ok.values()} | {str(wand)} <= opts
    assert str(fire) not in opts and str(axe) not in opts
    st = resolve_chain(choose(st, str(ok["Cerwyn"])))
    assert st.table.cards[ok["Cerwyn"]].zone == "deck" and st.table.zone(1, "deck")[0] == ok["Cerwyn"]


def test_spark_of_brilliance_draws_two_then_puts_one_back_on_top():
    # 415.9e (draw), 415.3a (top of the deck), EN 709.1 (picked on resolution): "Draw two cards, then put a card from
    # your hand on top of your deck."
    automated("Spark of Brilliance")
    st = start()
    top2 = st.table.zone(0, "deck")[:2]
    st, card = play_real(st, "Spark of Brilliance")
    hand_before = set(st.table.zone(0, "hand"))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "wshot2_hand_to_top" and st.pending[0].player == 0
    assert set(top2) <= {int(o.id) for o in st.pending[0].options}  # the drawn cards may be picked too
    keep = next(u for u in hand_before if u != card)
    deck_n = len(st.table.zone(0, "deck"))
    st = resolve_chain(choose(st, str(keep)))
    assert st.table.zone(0, "deck")[0] == keep and len(st.table.zone(0, "deck")) == deck_n + 1
    assert set(top2) <= set(st.table.zone(0, "hand"))
    assert st.table.cards[card].zone == "graveyard"


def test_boundless_magic_looks_at_one_card_per_resource():
    # EN 709.1 (looked at, not revealed), 415.3a: "Look at cards from the top of your deck equal to the number of
    # resources you control. Put one of those cards into your hand and the rest on the bottom of your deck." (Eternal)
    automated("Boundless Magic")
    st = start()
    top = st.table.zone(0, "deck")[:5]
    st, card = play_real(st, "Boundless Magic", 0, pay=3)  # three resources
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "reveal_pick"
    assert {int(o.id) for o in st.pending[0].options} == set(top[:3])
    st = resolve_chain(choose(st, str(top[1])))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert st.table.cards[top[1]].zone == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == top[3] and set(deck[-2:]) == {top[0], top[2]}  # the rest on the bottom
    _eternal(st, card)


def test_far_sight_keeps_the_chosen_card_on_top_of_a_shuffled_deck():
    # EN 709.1 (looked at), 415.3b (shuffle): "Look at the top five cards of your deck. Choose one, shuffle the rest
    # into your deck, then put that card on top."
    automated("Far Sight")
    st = start()
    top = st.table.zone(0, "deck")[:5]
    n = len(st.table.zone(0, "deck"))
    st, _ = play_real(st, "Far Sight", 0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "reveal_pick" and {int(o.id) for o in st.pending[0].options} == set(top)
    st = resolve_chain(choose(st, str(top[3])))
    deck = st.table.zone(0, "deck")
    assert deck[0] == top[3] and len(deck) == n and set(top) <= set(deck)
    assert deck[-4:] != [u for u in top if u != top[3]]  # the rest didn't stay on the bottom: shuffled in
    assert st.table.cards[top[3]].known_to == [0]


def test_unleash_elements_copies_each_of_your_token_allies_once():
    # 402.3 (token copy), 404.2: "Put a copy of each token ally you control into play." — a real ally and an
    # opposing token aren't copied
    automated("Unleash Elements")
    from engine.wow.procedure import make_tokens

    st = start()
    make_tokens(st, 0, {"name": "Treant", "atk": 1, "damage_type": "melee", "health": 1, "keywords": [], "exhausted": False}, 2)
    treants = _tokens(st, 0, "Treant")
    assert len(treants) == 2
    real_ally = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[theirs].flags["token"] = True
    st, _ = play_real(st, "Unleash Elements")
    st = resolve_chain(st)
    assert len(_tokens(st, 0, "Treant")) == 4
    assert sum(kw.name(st, u) == "Anika Berlyn" for u in st.table.zone(0, "allies")) == 1 and real_ally in st.table.zone(0, "allies")
    assert not any(kw.name(st, u) == "Karrok Scarrend" for u in st.table.zone(0, "allies"))


def test_monstrous_void_needs_a_battered_hero_then_makes_a_token_per_demon_or_monster():
    # "Play only if an opposing hero has 15 or more damage on it." (a play condition, 409) and 404.2: "Put a 5 [Shadow] /
    # 5 [Health] Void Terror Demon Monster ally token into play for each Demon and/or Monster hero and ally you control."
    from engine.core import RulesError

    automated("Monstrous Void")
    st = start()
    put_real(st, 0, "Drugush the Crusher", "allies")  # a Monster
    put_real(st, 0, "Morfiel", "allies")  # a Demon
    put_real(st, 0, "Anika Berlyn", "allies")  # neither
    put_real(st, 1, "Drugush the Crusher", "allies")  # not yours
    try:
        play_real(st, "Monstrous Void", pay=4)
        raise AssertionError("playable without a hero with 15 damage")
    except RulesError:
        pass
    st = start()
    put_real(st, 0, "Drugush the Crusher", "allies")
    put_real(st, 0, "Morfiel", "allies")
    put_real(st, 0, "Anika Berlyn", "allies")
    put_real(st, 1, "Drugush the Crusher", "allies")
    st.table.cards[hero(st, 1)].damage = 15
    st = resolve_chain(play_real(st, "Monstrous Void", pay=4)[0])
    voids = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(voids) == 2
    v = voids[0]
    assert kw.name(st, v) == "Void Terror" and (kw.atk(st, v), kw.health(st, v)) == (5, 5)
    from engine.wow.conditions import has_tag

    assert has_tag(st, v, "Demon") and has_tag(st, v, "Monster")


# --- "… healed this way" (407.1, 407.3) ---------------------------------------------------------------------------


def test_hymn_of_hope_readies_a_resource_per_character_healed():
    # 407.1, 407.3 (an undamaged character isn't healed): "Your hero heals 3 damage from each friendly hero and ally.
    # For each character healed this way, ready a resource you control."
    automated("Hymn of Hope")
    st = start()
    me, hurt, fine = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[me].damage, st.table.cards[hurt].damage, st.table.cards[foe].damage = 5, 1, 4
    st, _ = play_real(st, "Hymn of Hope", pay=3)
    st = resolve_chain(st)
    assert (st.table.cards[me].damage, st.table.cards[hurt].damage, st.table.cards[fine].damage, st.table.cards[foe].damage) == (2, 0, 0, 4)
    assert st.pending and st.pending[0].kind == "player_picks" and st.pending[0].min == 2  # two characters healed
    st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[:2]]))
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 3  # 1 left unpaid + 2 readied


def test_life_cycle_deals_as_much_as_it_healed():
    # 407.1, 405.4: "Your hero heals 2 damage from each hero and ally in your party, then deals 1 nature damage to
    # target hero or ally for each damage healed this way."
    automated("Life Cycle")
    st = start()
    me, hurt = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[me].damage, st.table.cards[hurt].damage = 5, 1  # heals 2 + 1
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[foe].damage = 1
    st = resolve_chain(play_real(st, "Life Cycle", 0, str(foe), pay=3)[0])
    assert (st.table.cards[me].damage, st.table.cards[hurt].damage) == (3, 0)
    assert st.table.cards[foe].damage == 1 + 3  # not healed (not in your party), then dealt 3


# --- amounts read from the targets on resolution (EN 709) --------------------------------------------------------


def test_vampiric_siphon_heals_the_remaining_health_of_the_destroyed():
    # 415.9c, 407.1: "Destroy up to two target allies. Your hero heals damage from itself equal to the combined
    # remaining health of allies destroyed this way."
    automated("Vampiric Siphon")
    st = start()
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")  # 6 and 4 health
    st.table.cards[a].damage = 2  # 4 left
    me = hero(st, 0)
    st.table.cards[me].damage = 20
    st = resolve_chain(play_real(st, "Vampiric Siphon", 0, str(a), str(b), pay=6)[0])
    assert st.table.cards[a].zone == "graveyard" and st.table.cards[b].zone == "graveyard"
    assert st.table.cards[me].damage == 20 - (4 + 4)


def test_faithful_heal_heals_the_combined_atk_of_two_of_your_allies():
    # 407.1, 205.1: "Target up to two allies you control. Your hero heals damage from itself equal to their combined ATK."
    automated("Faithful Heal")
    st = start()
    a, b = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Drugush the Crusher", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    me = hero(st, 0)
    st.table.cards[me].damage = 20
    st, _ = play_real(st, "Faithful Heal", 0)
    assert str(foe) not in {o.id for o in st.pending[0].options}  # allies you control
    st = resolve_chain(choose(choose(st, str(a)), str(b)))
    assert st.table.cards[me].damage == 20 - (kw.atk(st, a) + kw.atk(st, b))


def test_combustion_deals_target_allys_health_to_everyone():
    # 405.4 (a packet each), EN 709: "Your hero deals X fire damage to each hero and ally, where X is target ally's
    # health." (Fire Hero Required: deckbuilding)
    automated("Combustion")
    st = start()
    small = put_real(st, 1, "Karrok Scarrend", "allies")  # 4 health
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st = resolve_chain(play_real(st, "Combustion", 0, str(small), pay=4)[0])
    assert st.table.cards[hero(st, 0)].damage == 4 and st.table.cards[hero(st, 1)].damage == 4
    assert st.table.cards[mine].damage == 4
    assert st.table.cards[small].zone == "graveyard"  # 4 damage on its 4 health (410.6a)


def test_rolling_thunder_three_plus_three_per_equipment_of_that_side():
    # 405.4: "Your hero deals nature damage to target hero or ally equal to 3 plus an additional 3 for each equipment in
    # that character's party."
    automated("Rolling Thunder")
    st = start()
    put_real(st, 1, "Gorehowl", "hero_row")
    put_real(st, 1, "Golem Skull Helm", "hero_row")
    put_real(st, 0, "Blackcrow", "hero_row")  # mine: not counted for the opposing hero
    st = resolve_chain(play_real(st, "Rolling Thunder", 0, str(hero(st, 1)), pay=3)[0])
    assert st.table.cards[hero(st, 1)].damage == 3 + 3 * 2


def test_soul_swap_half_remaining_rounded_up_and_heals_that_much():
    # 405.4, 407.1, 408: "Your hero deals shadow damage to target hero equals to half of it's remaining health, rounded
    # up, and heals 1 damage from itself for each damage dealt this way."
    automated("Soul Swap")
    st = start()
    foe, me = hero(st, 1), hero(st, 0)
    hurt = 4 if (kw.health(st, foe) - 4) % 2 else 5  # an odd health left: the rounding shows
    left = kw.health(st, foe) - hurt
    assert left % 2 == 1
    st.table.cards[foe].damage = hurt
    st.table.cards[me].damage = 25
    st = resolve_chain(play_real(st, "Soul Swap", 0, str(foe), pay=6)[0])
    dealt = (left + 1) // 2
    assert st.table.cards[foe].damage == hurt + dealt
    assert st.table.cards[me].damage == 25 - dealt


def test_concussive_barrage_doubles_per_other_barrage_in_your_graveyard():
    # 405.4 (one packet), 305.1 (the resolving card isn't in the graveyard yet): "Your hero deals 2 ranged damage to
    # target hero or ally. That damage is doubled for each other card named Concussive Barrage in your graveyard."
    automated("Concussive Barrage")
    for n, dealt in ((0, 2), (1, 4), (2, 8)):
        st = start()
        for _ in range(n):
            put_real(st, 0, "Concussive Barrage", "graveyard")
        put_real(st, 1, "Concussive Barrage", "graveyard")  # the opponent's: not yours
        foe = hero(st, 1)
        st = resolve_chain(play_real(st, "Concussive Barrage", 0, str(foe), pay=1)[0])
        assert st.table.cards[foe].damage == dealt


def test_cobra_shot_adds_a_pets_and_a_ranged_weapons_atk():
    # EN 709.1 (picked on resolution), 205.1, 405.4: "Your hero deals nature damage to target hero or ally equal to the
    # combined ATK of a Pet and a Ranged weapon you control."
    automated("Cobra Shot")
    st = start()
    pet = put_real(st, 0, "Morfiel", "allies")  # a Pet
    put_real(st, 0, "Anika Berlyn", "allies")  # no Pet
    bow = put_real(st, 0, "Blackcrow", "hero_row")  # Ranged, 1 ATK
    put_real(st, 0, "Arcanite Reaper", "hero_row")  # Melee
    foe = hero(st, 1)
    st = resolve_chain(play_real(st, "Cobra Shot", 0, str(foe), pay=4)[0])
    assert st.pending and {o.id for o in st.pending[0].options} == {str(pet)}
    st = resolve_chain(choose(st, str(pet)))
    assert st.pending and {o.id for o in st.pending[0].options} == {str(bow)}
    st = resolve_chain(choose(st, str(bow)))
    assert st.table.cards[foe].damage == kw.atk(st, pet) + kw.atk(st, bow)


def test_waylay_exhausts_and_kills_only_with_a_stealthed_hero():
    # 411.1, EN 709 ("if" on resolution), 405.4: "Exhaust target ally. If your hero is stealthed, it deals damage to
    # that ally equal to that ally's health."
    from engine.core import Modifier

    automated("Waylay")
    for stealthed in (False, True):
        st = start()
        foe = put_real(st, 1, "Anika Berlyn", "allies")
        if stealthed:
            st.modifiers.append(Modifier(hero(st, 0), "keyword", 1, keyword="Stealth", duration="this_turn", player=0, turn=st.turn))
        st = resolve_chain(play_real(st, "Waylay", 0, str(foe))[0])
        if stealthed:
            assert st.table.cards[foe].zone == "graveyard"  # 6 damage on 6 health
            assert any(e.get("ev") == "damage" and e.get("to") == foe and e.get("n") == 6 for e in st.turn_log)
        else:
            assert st.table.cards[foe].tapped and st.table.cards[foe].damage == 0


def test_shiv_damage_counts_as_combat_damage():
    # 405.4, 408.2c; "That damage counts as combat damage.": Evasion's "Prevent all combat damage that would be dealt to
    # your hero." (EN 717) stops it, while an ordinary ability's damage gets through (a control)
    automated("Shiv")
    st = start()
    foe = hero(st, 1)
    put_real(st, 1, "Evasion", "hero_row")
    st = resolve_chain(play_real(st, "Shiv", 0, str(foe))[0])
    assert st.table.cards[foe].damage == 0
    st = resolve_chain(play_real(st, "Shadow Word: Chaos", 0, pay=5)[0])  # not combat damage: dealt
    assert st.table.cards[foe].damage == 4
    st = start()
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(play_real(st, "Shiv", 0, str(ally))[0])
    assert st.table.cards[ally].damage == 1


def test_echoes_of_the_shifting_sands_puts_every_deck_ally_into_play():
    # 415.3 (reveal), 710.1 (into play), 415.3b (shuffle): "Each player reveals his deck, puts all revealed ally cards
    # into play, and then shuffles his deck."
    automated("Echoes of the Shifting Sands")
    st = start()
    ability = put_real(st, 1, "Frost Fever", "deck")
    axe = put_real(st, 0, "Gorehowl", "deck")
    allies = {q: [u for u in st.table.zone(q, "deck") if kw.ctype(st, u) == "ally"] for q in (0, 1)}
    assert allies[0] and allies[1]
    st, _ = play_real(st, "Echoes of the Shifting Sands", 0, pay=15)
    st = resolve_chain(st)
    for q in (0, 1):
        assert all(st.table.cards[u].zone == "allies" and st.table.cards[u].controller == q for u in allies[q])
    assert st.table.zone(1, "deck") == [ability] and st.table.zone(0, "deck") == [axe]  # the rest stays in the deck


# --- a player picks his own cards (EN 709.1, 802) ----------------------------------------------------------------


def test_close_quarters_combat_each_player_keeps_three_resources():
    # 415.9c, 802 (turn order): "Each player destroys resources he controls until he controls three."
    automated("Close Quarters Combat")
    st = start()
    resources(st, 1, 5)
    st, _ = play_real(st, "Close Quarters Combat", 0, pay=6)  # six resources of mine
    st = resolve_chain(st)
    seen = []
    while st.pending and st.pending[0].kind == "wshot2_pick_own":
        pend = st.pending[0]
        seen.append((pend.player, pend.min))
        st = resolve_chain(choose(st, *[o.id for o in pend.options[: pend.min]]))
    assert seen == [(0, 3), (1, 2)]  # the turn player first
    assert len(st.table.zone(0, "resources")) == 3 and len(st.table.zone(1, "resources")) == 3


def test_close_quarters_combat_leaves_three_or_fewer_alone():
    automated("Close Quarters Combat")
    st = start()
    resources(st, 1, 2)
    st, _ = play_real(st, "Close Quarters Combat", 0, pay=5)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0 and st.pending[0].min == 2
    st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[:2]]))
    assert not st.pending
    assert len(st.table.zone(0, "resources")) == 3 and len(st.table.zone(1, "resources")) == 2


def test_piercing_howl_opponent_puts_three_of_his_allies_on_top():
    # 415.3a, EN 709.1: "Target opponent puts three allies from his party on top of their owner's decks."
    automated("Piercing Howl")
    st = start()
    his = [put_real(st, 1, n, "allies") for n in ("Anika Berlyn", "Karrok Scarrend", "Drugush the Crusher", "Morfiel")]
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Piercing Howl", 0, pay=6)  # Morfiel: opponents pay 1 more
    st = resolve_chain(st)
    pend = st.pending[0]
    assert pend.player == 1 and pend.min == 3 and {o.id for o in pend.options} == {str(u) for u in his}
    st = resolve_chain(choose(st, str(his[0]), str(his[1]), str(his[2])))
    deck = st.table.zone(1, "deck")
    assert [st.table.cards[u].zone for u in his] == ["deck", "deck", "deck", "allies"]
    assert deck[0] == his[2] and set(deck[:3]) == set(his[:3])
    assert st.table.cards[mine].zone == "allies"


def test_all_aboard_each_player_takes_a_horde_ally_from_his_graveyard():
    # 415.2, EN 709.1, 802: "Each player puts a [Horde] ally from his graveyard into his hand." — an Alliance ally isn't
    # offered; a player with no Horde ally there takes nothing
    automated("All Aboard for Undercity!")
    st = start()
    horde = put_real(st, 0, "Karrok Scarrend", "graveyard")
    put_real(st, 0, "Anika Berlyn", "graveyard")
    theirs = put_real(st, 1, "Anika Berlyn", "graveyard")
    st, _ = play_real(st, "All Aboard for Undercity!", 0, pay=1)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {str(horde)}
    st = resolve_chain(choose(st, str(horde)))
    assert st.table.cards[horde].zone == "hand"
    assert not st.pending and st.table.cards[theirs].zone == "graveyard"


def test_ruthlessness_returns_up_to_five_removed_combo_cards():
    # 415.2, EN 709.1: "Put up to five Combo cards from your removed from game zone into hand." (Assassination Hero
    # Required: deckbuilding)
    automated("Ruthlessness")
    st = start()
    combos = [put_real(st, 0, n, "removed") for n in ("Backstab", "Ambush", "Claw", "Annihilate", "Carnage", "Backstab")]
    other = put_real(st, 0, "Frostbolt", "removed")
    graveyard = put_real(st, 0, "Ambush", "graveyard")
    st, _ = play_real(st, "Ruthlessness", 0)
    st = resolve_chain(st)
    pend = st.pending[0]
    assert pend.min == 0 and pend.max == 5 and {o.id for o in pend.options} == {str(u) for u in combos}
    st = resolve_chain(choose(st, *[str(u) for u in combos[:2]]))  # fewer than five is allowed
    assert [st.table.cards[u].zone for u in combos] == ["hand", "hand", "removed", "removed", "removed", "removed"]
    assert st.table.cards[other].zone == "removed" and st.table.cards[graveyard].zone == "graveyard"


def test_reawakening_puts_nature_allies_from_the_graveyard_into_resources():
    # 412.2 (face down, exhausted), EN 709.1: "Put any number of [Nature] allies from your graveyard into your resource
    # row face down and exhausted."
    automated("Reawakening")
    st = start()
    nature = [put_real(st, 0, "Cerwyn", "graveyard"), put_real(st, 0, "Cerwyn", "graveyard")]
    shadow = put_real(st, 0, "Darktwister Kern", "graveyard")
    st, _ = play_real(st, "Reawakening", 0, pay=5)
    st = resolve_chain(st)
    pend = st.pending[0]
    assert pend.min == 0 and {o.id for o in pend.options} == {str(u) for u in nature}
    st = resolve_chain(choose(st, str(nature[0])))
    c = st.table.cards[nature[0]]
    assert c.zone == "resources" and c.face_down and c.tapped
    assert st.table.cards[nature[1]].zone == "graveyard" and st.table.cards[shadow].zone == "graveyard"


def test_totemic_recovery_puts_one_totem_of_each_element_into_play():
    # 710.1 (into play), EN 709.1: "Put an Air, Earth, Fire, and Water Totem from your graveyard into play." — a missing
    # kind is skipped
    automated("Totemic Recovery")
    st = start()
    air, earth, fire = (put_real(st, 0, n, "graveyard") for n in ("Grounding Totem", "Stoneclaw Totem", "Inferno Totem"))
    st, _ = play_real(st, "Totemic Recovery", 0, pay=4)
    for _ in range(6):
        st = resolve_chain(st)
        if not (st.pending and st.pending[0].kind == "wshot2_pick_own"):
            break
        assert len(st.pending[0].options) == 1
        st = choose(st, st.pending[0].options[0].id)
    st = resolve_chain(st)
    assert all(kw.in_play(st, u) and st.table.cards[u].controller == 0 for u in (air, earth, fire))


def test_bestial_resurgence_up_to_three_pets_with_different_names():
    # 415.2, EN 709.1: "Put up to three Pets with different names from your graveyard into your hand."
    automated("Bestial Resurgence")
    st = start()
    a1, a2 = put_real(st, 0, "Shredder", "graveyard"), put_real(st, 0, "Shredder", "graveyard")
    b, c = put_real(st, 0, "Sarmoth", "graveyard"), put_real(st, 0, "Hootie", "graveyard")
    d = put_real(st, 0, "Fury", "graveyard")
    not_pet = put_real(st, 0, "Anika Berlyn", "graveyard")
    st, _ = play_real(st, "Bestial Resurgence", 0, pay=4)
    st = resolve_chain(st)
    first = {o.id for o in st.pending[0].options}
    assert st.pending[0].min == 0 and str(not_pet) not in first and {str(a1), str(a2), str(b)} <= first
    st = resolve_chain(choose(st, str(a1)))
    second = {o.id for o in st.pending[0].options}
    assert str(a2) not in second and str(b) in second  # another Shredder: same name, not offered
    st = resolve_chain(choose(st, str(b)))
    st = resolve_chain(choose(st))  # the third may be skipped ("up to")
    assert [st.table.cards[u].zone for u in (a1, a2, b, c, d)] == ["hand", "graveyard", "hand", "graveyard", "graveyard"]
