"""Setup, turn, priority, chain, resources, costs, PPP and winning (WoW TCG v6.0 chapters 1 and 4–5;
steps the document lacks cite the English rules)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.core.simulate import leaks
from engine.wow.game import ENGINE
from engine.wow.rules import EN, R

from .helpers import apply, choose, cid, deck, hero, labels, put, resolve_chain, resources, start


def test_setup_heroes_in_play_ready_and_seven_cards():
    # WoW 101.1, 301.1: heroes start in play, ready; each player draws 7
    st, _ = ENGINE.new_game(["A", "B"], [deck("Korga Stormcaller"), deck("Alia Dawnblade")], 3)
    for p in (0, 1):
        h = st.table.cards[st.heroes[p]]
        assert h.zone == "hero_row" and not h.tapped
        assert len(st.table.zone(p, "hand")) == 7
        assert len(st.table.zone(p, "deck")) == 53


def test_random_player_chooses_who_goes_first():
    # WoW 101.1: a player chosen at random decides who takes the first turn
    st, _ = ENGINE.new_game(["A", "B"], [deck("Korga Stormcaller"), deck("Alia Dawnblade")], 3)
    chooser = st.pending[0].player
    assert st.pending[0].kind == "first" and st.pending[0].rule == R("101.1")
    st = choose(st, "opponent")
    assert st.first_player == 1 - chooser
    assert st.pending[0].kind == "mulligan" and st.pending[0].player == 1 - chooser  # 101.2 first player first


def test_mulligan_draws_same_number_and_happens_after_both_decide():
    # WoW 101.2: once, first player decides first, all mulligans at once, same number of cards
    st, _ = ENGINE.new_game(["A", "B"], [deck("Korga Stormcaller"), deck("Alia Dawnblade")], 3, {"first_player": 0})
    before = list(st.table.zone(0, "hand"))
    st = choose(st, "mulligan")
    assert st.table.zone(0, "hand") == before  # nothing happens until everyone decided
    assert st.pending[0].player == 1
    st = choose(st, "keep")
    assert len(st.table.zone(0, "hand")) == 7
    assert st.turn == 1 and st.step == "main"


def test_first_player_skips_first_draw_and_later_turns_draw():
    # EN 501.2 (outside the provided document): the first player skips the first draw
    st = start()
    assert len(st.table.zone(0, "hand")) == 7
    st = apply(st, "pass", 0)  # end turn 1
    assert st.active == 1 and st.step == "main"
    assert len(st.table.zone(1, "hand")) == 8


def test_ready_step_readies_turn_players_cards():
    # WoW 501.1a: the turn player readies all their exhausted cards, without the chain
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[ally].tapped = True
    res = resources(st, 1, 2)
    st.table.cards[res[0]].tapped = True
    st = apply(st, "pass", 0)
    assert not st.table.cards[ally].tapped and not st.table.cards[res[0]].tapped


def test_one_resource_per_turn_face_down():
    # WoW 412.1a: at most one card from hand per turn as a resource; 412.1b: face down
    st = start()
    uid = st.table.zone(0, "hand")[0]
    st = apply(st, "resource", 0, uid=uid, face_up=False)
    st = resolve_chain(st)
    card = st.table.cards[uid]
    assert card.zone == "resources" and card.face_down
    with pytest.raises(RulesError) as err:
        apply(st, "resource", 0, uid=st.table.zone(0, "hand")[0], face_up=False)
    assert err.value.rule == R("412.1a")
    with pytest.raises(RulesError) as err:  # naming the card already placed: still the one-a-turn rule
        apply(st, "resource", 0, uid=uid, face_up=False)
    assert err.value.rule == R("412.1a")


def test_face_down_resource_hidden_from_opponent():
    # WoW 415.8c: only the controller sees a face-down resource
    st = start()
    uid = st.table.zone(0, "hand")[0]
    st = resolve_chain(apply(st, "resource", 0, uid=uid, face_up=False))
    mine = ENGINE.view(st, 0)["players"][0]["zones"]["resources"]
    theirs = ENGINE.view(st, 1)["players"][0]["zones"]["resources"]
    assert mine[0]["card_id"] == cid("Mist Owl")
    assert "card_id" not in theirs[0]
    assert leaks(ENGINE, st, 1) == [] and leaks(ENGINE, st, None) == []


def test_only_quests_and_locations_face_up():
    # WoW 412.1b: only quests and locations may be placed face up
    st = start()
    owl = st.table.zone(0, "hand")[0]
    with pytest.raises(RulesError) as err:
        apply(st, "resource", 0, uid=owl, face_up=True)
    assert err.value.rule == R("412.1b")
    quest = put(st, 0, "Scout the Border", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True))
    assert not st.table.cards[quest].face_down


def test_quests_cannot_be_played():
    # WoW 306.1, 409.2: quests and locations are never played
    st = start()
    resources(st, 0, 3)
    quest = put(st, 0, "Scout the Border", "hand")
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=quest, x=0)
    assert err.value.rule == R("306.1")


def test_cost_must_be_paid_and_exhausts_resources():
    # WoW 403.1: paid in full or not at all; 412.2: paying exhausts resources
    st = start()
    sentinel = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=sentinel, x=0)
    assert err.value.rule == R("403.1")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=sentinel, x=0)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 4
    st = resolve_chain(st)
    assert st.table.cards[sentinel].zone == "allies" and not st.table.cards[sentinel].tapped  # 411: enters ready


def test_non_instant_timing_and_instant_any_priority():
    # WoW 409.1: non-instant cards only in your non-combat action phase with an empty chain
    st = start()
    resources(st, 0, 4)
    resources(st, 1, 4)
    study = put(st, 0, "Study the Scrolls", "hand")
    bolt = put(st, 1, "Fire Bolt", "hand")
    sentinel = put(st, 1, "Iron Sentinel", "hand")
    st = apply(st, "play", 0, uid=study, x=0)
    assert st.priority == 0  # 410.1: the same player gets priority again
    st = apply(st, "pass", 0)
    assert st.priority == 1
    with pytest.raises(RulesError) as err:
        apply(st, "play", 1, uid=sentinel, x=0)
    assert err.value.rule == R("409.1")
    st = apply(st, "play", 1, uid=bolt, x=0)  # an instant in response
    assert st.pending[0].kind == "target"
    st = choose(st, str(hero(st, 0)))
    assert [link.kind for link in st.chain] == ["card", "card"]
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 3
    assert len(st.table.zone(0, "hand")) == 9  # drew two (the last link resolved last)


def test_chain_resolves_top_first_and_turn_player_gets_priority():
    # WoW 410.4a: when all pass, the top link resolves and the turn player gets priority again
    st = start({"auto_pass": False})
    resources(st, 0, 4)
    resources(st, 1, 4)
    study = put(st, 0, "Study the Scrolls", "hand")
    heal = put(st, 1, "Healing Touch", "hand")
    st.table.cards[hero(st, 0)].damage = 5
    st = apply(st, "play", 0, uid=study, x=0)
    st = apply(st, "pass", 0)
    st = apply(st, "play", 1, uid=heal, x=0)
    st = choose(st, str(hero(st, 0)))
    st = apply(st, "pass", 1)
    st = apply(st, "pass", 0)
    assert st.table.cards[hero(st, 0)].damage == 1 and len(st.chain) == 1
    assert st.priority == 0


def test_pass_on_empty_chain_closes_window_and_ends_turn():
    # WoW 410.4b: consecutive passes on an empty chain close the window; EN 503 end phase follows
    st = start({"auto_pass": False})
    st = apply(st, "pass", 0)
    assert st.priority == 1 and st.step == "main"
    st = apply(st, "pass", 1)
    assert st.step == "end"


def test_acting_out_of_turn_is_refused():
    # WoW 410.1: only the player with priority acts
    st = start()
    with pytest.raises(RulesError) as err:
        apply(st, "pass", 1)
    assert err.value.rule == R("410.1")


def test_hand_limit_seven_at_wrap_up():
    # WoW 415.4b (EN 503.2): the turn player discards down to 7 in the wrap-up step
    st = start()
    put(st, 0, "Fire Bolt", "hand")
    put(st, 0, "Fire Bolt", "hand")
    st = apply(st, "pass", 0)
    pending = st.pending[0]
    assert pending.kind == "discard" and pending.min == 2 and pending.rule == R("415.4b")
    st = choose(st, pending.options[0].id, pending.options[1].id)
    assert len(st.table.zone(0, "hand")) == 7 and st.active == 1


def test_fatal_damage_destroys_in_pre_priority_check():
    # WoW 405.2, 410.6a: damage >= health is destroyed before the next priority
    st = start()
    resources(st, 0, 4)
    target = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[target].damage = 1
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(target))
    st = resolve_chain(st)
    assert st.table.cards[target].zone == "graveyard"
    assert st.table.cards[target].damage == 0  # 415.9a: a new card, damage removed


def test_hero_destroyed_loses():
    # WoW 102.1a: a player whose hero is destroyed loses
    st = start()
    resources(st, 0, 4)
    st.table.cards[hero(st, 1)].damage = 26
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert st.over and st.result.winners == [0] and st.result.rule == R("102.1a")


def test_decked_player_loses_in_pre_priority_check():
    # WoW 410.6b, 102.1a: a player required to draw from an empty deck loses at the next check
    st = start()
    for uid in list(st.table.zone(1, "deck")):
        st.table.move(uid, "removed")
    st = apply(st, "pass", 0)
    assert st.over and st.result.winners == [0] and st.result.rule == R("410.6b")


def test_both_heroes_destroyed_is_a_draw():
    # WoW 102.1a: all remaining players losing at once is a draw
    st = start()
    st.table.cards[hero(st, 0)].damage = 28
    st.table.cards[hero(st, 1)].damage = 28
    st = apply(st, "pass", 0)  # the next pre-priority check sees both
    assert st.over and st.result.winners == []


def test_heal_excess_is_wasted_and_undamaged_makes_no_packet():
    # WoW 407.1: heal removes up to N damage; 407.3: an undamaged character makes no packet
    st = start()
    resources(st, 0, 4)
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 1
    heal = put(st, 0, "Healing Touch", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=heal, x=0), str(ally)))
    assert st.table.cards[ally].damage == 0
    heal2 = put(st, 0, "Healing Touch", "hand")
    res = ENGINE.apply(choose(apply(st, "play", 0, uid=heal2, x=0), str(ally)), Action("pass", 0))
    assert any(e.rule == R("407.3") for e in res.events) or st.table.cards[ally].damage == 0


def test_one_packet_per_character():
    # WoW 405.4 (Frost Nova example): "each opposing hero and ally" makes one packet per character
    st = start()
    resources(st, 0, 3)
    a1 = put(st, 1, "Iron Sentinel", "allies")
    a2 = put(st, 1, "Stone Guardian", "allies")
    ring = put(st, 0, "Frost Ring", "hand")
    st = apply(st, "play", 0, uid=ring, x=0)
    st = apply(st, "pass", 0)
    res = ENGINE.apply(st, Action("pass", 1)) if st.priority == 1 else None
    events = res.events if res else []
    st = res.state if res else st
    packets = [e for e in events if e.kind == "damage"]
    assert len(packets) == 2 or st.table.cards[a1].damage == 1  # hero + Sentinel (Guardian's Hardiness prevents)
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[a1].damage == 1
    assert st.table.cards[a2].damage == 0  # Hardiness prevented 1 (EN glossary)


def test_x_cost_chosen_on_play():
    # WoW 201.3: X is chosen when the card goes on the chain
    st = start()
    resources(st, 0, 5)
    tempest = put(st, 0, "Mind Tempest", "hand")
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == tempest]
    assert [a.args["x"] for a in acts] == [0, 1, 2, 3, 4]
    st = resolve_chain(choose(apply(st, "play", 0, uid=tempest, x=4), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 4
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


def test_flip_power_once():
    # WoW 301.2: flip powers turn the hero over; a flipped hero can't flip again
    st = start()
    resources(st, 0, 4)
    st = apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 0)].flags["flipped"]
    assert st.table.cards[hero(st, 1)].damage == 2
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)
    assert err.value.rule == R("301.2")


def test_cant_play_cards_without_hero():
    # WoW 301.5: while your hero is out of play you cannot play cards
    st = start()
    resources(st, 0, 3)
    study = put(st, 0, "Study the Scrolls", "hand")
    st.table.move(hero(st, 0), "removed")
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=study, x=0)
    assert err.value.rule == R("301.5")


def test_master_hero_replaces_hero_keeping_damage():
    # WoW 301.4a–b: the master hero takes the old hero's damage and state; the old hero is removed
    st = start()
    resources(st, 0, 8)
    old = hero(st, 0)
    st.table.cards[old].damage = 5
    wyrm = put(st, 0, "Ashen Wyrm", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=wyrm, x=0))
    assert st.heroes[0] == wyrm and st.table.cards[wyrm].zone == "hero_row"
    assert st.table.cards[wyrm].damage == 5 and st.table.cards[old].zone == "removed"


def test_quest_completion_pays_turns_face_down_and_rewards():
    # EN 702 (outside the provided document): pay the quest's cost; it turns face down; reward
    st = start()
    resources(st, 0, 2)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest)
    assert st.table.cards[quest].face_down and st.table.cards[quest].tapped
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == 8


def test_enter_play_trigger_targets_and_untargetable():
    # EN 703/707 (outside): an enter-play trigger chooses its target; Untargetable can't be chosen by opponents
    st = start()
    resources(st, 0, 2)
    sage = put(st, 1, "Veiled Sage", "allies")
    adept = put(st, 0, "Ember Adept", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=adept, x=0))
    assert st.pending[0].kind == "target"
    assert str(sage) not in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 1


def test_mend_may_heal_at_start_of_turn():
    # EN glossary Mend N (outside): at the start of your turn, may heal N from target hero or ally
    st = start()
    put(st, 1, "Spring Mender", "allies")
    st.table.cards[hero(st, 1)].damage = 3
    st = apply(st, "pass", 0)
    assert st.pending[0].kind == "target" and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_manual_fallback_for_unreadable_text():
    # Manual resolution (engine.core.manual): unreadable text is resolved by its controller, publicly
    st = start()
    resources(st, 0, 2)
    fate = put(st, 0, "Shuffle of Fate", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=fate, x=0))
    assert st.pending[0].kind == "manual" and st.pending[0].player == 0
    assert "Done" in labels(st, 0)
    with pytest.raises(RulesError):
        apply(st, "pass", 0)
    st = apply(st, "manual", 0, op="draw", target=0, n=1)
    st = apply(st, "manual", 0, op="done")
    assert not st.pending


def test_uniqueness_unique_name():
    # WoW 414.3a, 414.2: two Unique cards with the same name: destroy one of your choice
    st = start()
    resources(st, 0, 4)
    first = put(st, 0, "Iron Sentinel", "allies")
    second = put(st, 0, "Iron Sentinel", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=second, x=0))
    assert st.pending[0].kind == "uniqueness" and st.pending[0].rule == R("414.2")
    st = choose(st, str(first))
    assert st.table.cards[first].zone == "graveyard" and st.table.cards[second].zone == "allies"


def test_uniqueness_tag_limit_and_two_handed_off_hand():
    # WoW 414.3b Tag(N) (Pet (1)); 414.3c Two-Handed with Off-Hand
    st = start()
    resources(st, 0, 6)
    put(st, 0, "Loyal Hound", "allies")
    hound = put(st, 0, "Loyal Hound", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=hound, x=0))
    assert st.pending[0].kind == "uniqueness"
    st = choose(st, str(hound))
    put(st, 0, "Great Axe", "hero_row")
    buckler = put(st, 0, "Oak Buckler", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=buckler, x=0))
    assert st.pending[0].kind == "uniqueness" and len(st.pending[0].options) == 2


def test_view_counters_stats_keywords():
    # View contract: counters per player, stats and keywords on cards in play
    st = start()
    resources(st, 0, 2)
    put(st, 0, "Raging Brute", "allies")
    v = ENGINE.view(st, 1)
    c = v["players"][0]["counters"]
    assert c["health"] == 28 and c["resources_total"] == 2 and c["hand"] == 7 and c["deck"] == 53
    brute = v["players"][0]["zones"]["allies"][0]
    assert brute["stats"] == {"atk": 3, "health": 4} and brute["keywords"] == ["Assault 2"]  # Assault on own turn
    assert v["step"] == "main" and v["chain"] == [] and v["combat"] is None


def test_rules_refs_outside_document_are_marked():
    # Citations of the English rules are marked as outside the provided document: in a short form
    # on log lines ("[WoW 602.2, EN]"; /wow help says once what EN is), spelled out by ``full``
    assert EN("602.2").outside and str(EN("602.2")) == "WoW 602.2, EN" and str(R("410.6a")) == "§410.6a"
    assert "outside the provided document" in EN("602.2").full()
    assert not R("410.6a").outside


def test_attachment_goes_on_host_and_is_destroyed_with_it():
    # WoW 400.1–400.2 (host chosen on play), 400.5 and 410.6c (no host in play: destroyed by the game)
    st = start()
    resources(st, 0, 5)
    ally = put(st, 0, "Iron Sentinel", "allies")
    blessing = put(st, 0, "Blessing of Might", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=blessing, x=0), str(ally)))
    assert st.table.cards[blessing].attached_to == ally and st.table.cards[blessing].zone == "hero_row"
    from engine.wow import keywords as kw

    assert kw.atk(st, ally) == 6
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[blessing].zone == "graveyard"


def test_continuous_power_from_equipment():
    # EN 714 (outside): "Allies you control have +1 ATK" applies while the card is in play
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    put(st, 0, "War Banner", "hero_row")
    from engine.wow import keywords as kw

    assert kw.atk(st, ally) == 5 and kw.atk(st, enemy) == 4


def test_trigger_order_is_chosen():
    # EN 708.2 (outside): a player with several triggers waiting chooses their order
    st = start()
    put(st, 1, "Spring Mender", "allies")
    put(st, 1, "Searing Idol", "allies")
    st.table.cards[hero(st, 1)].damage = 3
    st = apply(st, "pass", 0)
    assert st.pending[0].kind == "trigger_order" and st.pending[0].player == 1
    st = choose(st, st.pending[0].options[1].id)
    assert st.pending[0].kind == "target"


def test_two_face_up_locations_keep_one():
    # WoW 410.6g: a player with two or more face-up locations keeps one, the rest turn face down
    st = start()
    a = put(st, 0, "Crossroads Camp", "resources", face_down=False)
    b = put(st, 0, "Crossroads Camp", "resources", face_down=False)
    st = apply(st, "pass", 0) if not st.pending else st
    st = ENGINE.apply(st, Action("pass", 0)).state if not st.pending else st
    assert st.pending[0].kind == "location" and st.pending[0].rule == R("410.6g")
    st = choose(st, str(a))
    assert not st.table.cards[a].face_down and st.table.cards[b].face_down
