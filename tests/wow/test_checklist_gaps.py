"""Checklist requirements that had no test of their own (see tests/wow/CHECKLIST.md)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, choose, hero, put, resolve_chain, resources, start


def test_concede_any_time_other_player_wins():
    # WoW 102.1b: a player may concede at any time; 102.1: the player left wins
    st = start()
    res = ENGINE.apply(st, Action("concede", 1))
    assert res.state.result is not None and res.state.result.winners == [0]
    assert any(e.rule == R("102.1b") for e in res.events)


def test_negative_values_count_as_zero():
    # WoW 104.2: negative values count as 0 outside calculations (-1 ATK on a 1 ATK ally)
    st = start()
    resources(st, 0, 2)
    ally = put(st, 1, "Spring Mender", "allies")  # 1 ATK / 2 health
    idol = put(st, 0, "Hexed Idol", "hand")
    st = choose(apply(st, "play", 0, uid=idol, x=0), str(ally))
    st = resolve_chain(st)
    idol2 = put(st, 0, "Hexed Idol", "hand")
    resources(st, 0, 1)
    st = choose(apply(st, "play", 0, uid=idol2, x=0), str(ally))
    st = resolve_chain(st)
    # 1 - 2 = -1 ATK counts as 0; 2 - 2 = 0 health: destroyed in PPP (410.6a), not by damage
    assert st.table.cards[ally].zone == "graveyard"
    ally2 = put(st, 1, "Spring Mender", "allies")
    assert kw.atk(st, ally2) == 1


def test_hexed_atk_below_zero_shows_zero():
    # WoW 104.2: an ATK pushed below 0 is shown and used as 0
    st = start()
    resources(st, 0, 1)
    ally = put(st, 1, "Stone Guardian", "allies")  # 3 ATK / 6 health
    for _ in range(4):
        idol = put(st, 0, "Hexed Idol", "hand")
        resources(st, 0, 1)
        st = resolve_chain(choose(apply(st, "play", 0, uid=idol, x=0), str(ally)))
    assert st.table.cards[ally].zone == "allies"
    assert kw.atk(st, ally) == 0
    view = ENGINE.view(st, 0)
    card = next(c for c in view["players"][1]["zones"]["allies"] if c.get("uid") == ally)
    assert card["stats"]["atk"] == 0 and card["stats"]["health"] == 2


def test_zero_cost_card_is_still_played():
    # WoW 403.2: a cost of 0 must still be paid (the card is played normally, with no resources)
    st = start()
    pact = put(st, 0, "Blood Pact", "hand")
    assert any(a.type == "play" and a.args["uid"] == pact for a in ENGINE.legal_actions(st, 0))
    st = resolve_chain(apply(st, "play", 0, uid=pact, x=0))
    assert st.table.cards[pact].zone == "graveyard"


def test_non_ongoing_ability_goes_to_graveyard_ongoing_to_hero_row():
    # WoW 305.1: a non-ongoing ability resolves then goes to its owner's graveyard;
    # 305.2c: a non-attachment ongoing ability goes to the hero row
    st = start()
    resources(st, 0, 2)
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    totem = put(st, 0, "Soothing Totem", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=scrolls, x=0))
    assert st.table.cards[scrolls].zone == "graveyard"
    st = resolve_chain(apply(st, "play", 0, uid=totem, x=0))
    assert st.table.cards[totem].zone == "hero_row"


def test_cards_enter_play_ready():
    # WoW 411.1: cards enter play ready
    st = start()
    resources(st, 0, 3)
    ally = put(st, 0, "Field Medic", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=ally, x=0))
    assert st.table.cards[ally].zone == "allies" and not st.table.cards[ally].tapped


def test_cards_are_played_from_hand():
    # WoW 409.1: cards are played from hand unless stated otherwise
    st = start()
    resources(st, 0, 3)
    grave = put(st, 0, "Field Medic", "graveyard")
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=grave, x=0)
    assert err.value.rule == R("409.1")


def test_same_player_gets_priority_after_adding_a_link():
    # WoW 410.1: after adding a link, the same player gets priority again
    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    assert st.chain and st.priority == 0 and not st.pending


def test_combat_and_resources_need_an_empty_chain():
    # WoW 410.2a: placing a resource and initiating combat need your non-combat action phase
    # with an empty chain
    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    card = put(st, 0, "Mist Owl", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    assert st.chain
    with pytest.raises(RulesError) as err:
        apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
    assert err.value.rule == R("410.2a")
    with pytest.raises(RulesError) as err:
        apply(st, "resource", 0, uid=card, face_up=False)
    assert err.value.rule == R("412.1a")
    assert not any(a.type in ("attack", "resource") for a in ENGINE.legal_actions(st, 0))


def test_turn_structure_and_turn_player_gets_priority_first():
    # WoW 500.1: turns alternate; start phase (ready step, then draw step), action phase, end
    # phase; 410.4: the turn player gets priority first in each window
    st = start({"auto_pass": False})
    seen: list[tuple[int, str]] = []
    for _ in range(20):
        if st.active == 1 and st.step == "main":
            break
        key = (st.active, st.step)
        if not seen or seen[-1] != key:
            seen.append(key)
            assert st.priority == st.active, key
        st = apply(st, "pass", st.priority)
    assert st.turn == 2 and st.priority == 1
    assert seen == [(0, "main"), (0, "end"), (1, "ready"), (1, "draw")]


def test_damage_persists_and_goes_when_the_card_changes_zones():
    # WoW 405.1: damage persists until healed or the character becomes a new card;
    # 415.9a: a card that changes zones is a new card (damage and modifiers go)
    st = start({"auto_pass": False})
    ally = put(st, 1, "Stone Guardian", "allies")
    st.table.cards[ally].damage = 2
    for _ in range(40):  # to P2's turn and back to P1's action phase (discarding at wrap-up)
        actor = ENGINE.to_act(st)[0]
        acts = ENGINE.legal_actions(st, actor)
        st = ENGINE.apply(st, next((a for a in acts if a.type == "pass"), acts[0])).state
        if st.turn == 3 and st.step == "main":
            break
    assert st.turn == 3 and st.table.cards[ally].damage == 2
    resources(st, 0, 2)
    push = put(st, 0, "Tidal Push", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=push, x=0), str(ally)))
    card = st.table.cards[ally]
    assert card.zone == "deck" and card.damage == 0 and card.owner == 1


def test_destroyed_cards_go_to_their_owners_graveyard():
    # WoW 415.2, 415.9c: destroy = from play to the owner's graveyard
    st = start()
    resources(st, 0, 4)
    ally = put(st, 1, "Iron Sentinel", "allies")
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and ally in st.table.zone(1, "graveyard")


def test_hand_and_deck_hidden_counts_public():
    # WoW 415.3a, 415.4a: deck and hand are hidden (the hand from the opponent), counts are public
    st = start()
    view = ENGINE.view(st, 1)
    opp = view["players"][0]
    assert opp["counters"]["hand"] == 7 and opp["counters"]["deck"] == 60 - 7
    assert all("card_id" not in c for c in opp["zones"]["hand"])
    assert all("card_id" not in c for c in opp["zones"]["deck"])
    mine = ENGINE.view(st, 0)["players"][0]
    assert all("card_id" in c for c in mine["zones"]["hand"])


def test_token_costs_zero_and_name_defaults_to_its_tags():
    # WoW 201.4, 404.2a: a token costs 0 and goes to the ally row; its name comes from its tags
    st = start()
    resources(st, 0, 3)
    call = put(st, 0, "Call the Treants", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=call, x=0))
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].card_id != "FIX-53"]
    assert len(tokens) == 2
    d = kw.data(st, tokens[0])
    assert (d.get("cost") or 0) == 0 and "Treant" in d["name"]


def test_placed_damage_is_capped_at_exactly_fatal():
    # WoW 405.3 (scenario W5 with a fixture card): placed damage stops at exactly fatal
    st = start()
    h = hero(st, 0)
    st.table.cards[h].damage = 27  # 28 health
    pact = put(st, 0, "Blood Pact", "hand")  # "Put 2 damage on your hero. Draw two cards."
    res = ENGINE.apply(st, Action("play", 0, {"uid": pact, "x": 0}))
    st = res.state
    events = list(res.events)
    for _ in range(6):
        if not st.chain or st.over:
            break
        res = ENGINE.apply(st, Action("pass", st.priority))
        st, events = res.state, events + res.events
    placed = [e for e in events if e.kind == "put_damage"]
    assert [e.data["amount"] for e in placed] == [1] and placed[0].rule == R("405.3")
    assert st.result is not None and st.result.winners == [1]  # 102.1a: hero destroyed


def test_chain_becoming_empty_does_not_close_the_window():
    # WoW 410.4b: only consecutive passes on an empty chain close the window
    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    st = apply(apply(st, "pass", 0), "pass", 1)
    assert not st.chain and st.step == "main" and st.active == 0 and st.priority == 0
    assert st.table.cards[hero(st, 1)].damage == 3


def test_constructed_sideboard_exactly_ten_and_counted_for_copies():
    # WoW 100.3: a Constructed sideboard has exactly 10 cards; 100.4 counts the sideboard
    from engine.core.deck import Deck
    from engine.wow.game import validate_deck

    from .helpers import POOL, cid

    owl, hero_id, sentinel = cid("Mist Owl"), cid("Korga Stormcaller"), cid("Iron Sentinel")
    main = [owl] * 4 + [cid("Stone Guardian")] * 56
    side = [sentinel] * 3
    deck = Deck(main=[*main], cards=POOL.data([*main, hero_id, sentinel]),
                sections={"hero": [hero_id], "sideboard": side})
    found = {p.rule for p in validate_deck(deck, {})}
    assert R("100.3") in found
    deck.sections["sideboard"] = [owl, *[sentinel] * 4, *[cid("Field Medic")] * 4, cid("Ember Adept")]  # 10 cards
    deck.cards.update(POOL.data(deck.sections["sideboard"]))
    found = validate_deck(deck, {})
    assert R("100.3") not in {p.rule for p in found}
    assert [p.rule for p in found if "Mist Owl" in p.message] == [R("100.4")]  # 4 main + 1 side
    assert not [p for p in validate_deck(deck, {"format": "limited"}) if p.rule == R("100.3")]


def _combat_step(st):
    st = resolve_chain(st)
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    return st


def test_leaving_play_removes_from_combat_no_damage_dealt():
    # EN 602.4 with WoW 415.9a: a card that changes zones is removed from combat; no combat damage
    st = start({"auto_pass": False})
    a = put(st, 0, "Iron Sentinel", "allies")
    d = put(st, 1, "Stone Guardian", "allies")
    resources(st, 1, 2)
    push = put(st, 1, "Tidal Push", "hand")  # instant: put target opposing ally on top of its owner's deck
    st = _combat_step(apply(st, "attack", 0, attacker=a, defender=d))
    assert st.combat is not None and st.step == "combat"
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = choose(apply(st, "play", 1, uid=push, x=0), str(a))
    for _ in range(10):
        if st.combat is None:
            break
        st = apply(st, "pass", st.priority)
    assert st.table.cards[a].zone == "deck"
    assert st.table.cards[d].damage == 0 and st.combat is None


def _run(st, action: Action, events: list):
    res = ENGINE.apply(st, action)
    events += res.events
    return res.state


def test_damage_on_non_characters_and_counters_on_face_down_resources_removed_in_ppp():
    # WoW 410.6e: damage on non-characters is removed; 410.6f: counters on face-down resources
    st = start()
    resources(st, 0, 1)
    item = put(st, 0, "War Banner", "hero_row")
    res = resources(st, 0, 1)[0]
    st.table.cards[item].damage = 2
    st.table.cards[res].counters = {"supply": 1}
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    events: list = []
    st = _run(st, Action("play", 0, {"uid": scrolls, "x": 0}), events)
    assert st.table.cards[item].damage == 0 and st.table.cards[res].counters == {}
    rules = {e.rule for e in events}
    assert R("410.6e") in rules and R("410.6f") in rules


def test_no_packet_for_a_target_that_left_play():
    # WoW 408.2b: no packet for a target that is no longer in play (it became a new card, 415.9a)
    st = start({"auto_pass": False})
    resources(st, 0, 4)
    ally = put(st, 1, "Stone Guardian", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    push = put(st, 0, "Tidal Push", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(ally))
    st = choose(apply(st, "play", 0, uid=push, x=0), str(ally))  # responding to your own link
    events: list = []
    for _ in range(6):
        if not st.chain:
            break
        st = _run(st, Action("pass", st.priority), events)
    assert st.table.cards[ally].zone == "deck" and st.table.cards[ally].damage == 0
    assert not [e for e in events if e.kind == "damage" and e.data.get("uid") == ally]
    assert st.table.cards[bolt].zone == "graveyard"


def test_w8_ppp_waves_recompute_health_between_waves():
    # WoW 410.6a example (scenario W8): each wave destroys only what is fatal now; health is
    # recomputed between waves. Fixture analogue of Ironforge Guards read as "per *other* Guard":
    # base health 0, +1 health per ally you control (itself included) = 1 + other Guards.
    from engine.wow.cards.schema import make_card

    st = start()
    data = make_card(name="Test Guard", type="ally", set="T", number=1, rarity="common", atk=1, damage_type="melee",
                     health=0, tags=["Dwarf"], text="This ally has +1 [Health] for each ally you control.")
    st.cards["T-1"] = data
    guards = []
    for dmg in (1, 2, 3):
        card = st.table.add("T-1", 1, "allies")
        card.entered_turn, card.damage = -1, dmg
        guards.append(card.uid)
    assert [kw.health(st, g) for g in guards] == [3, 3, 3]
    resources(st, 0, 1)
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    events: list = []
    st = _run(st, Action("play", 0, {"uid": scrolls, "x": 0}), events)
    destroyed = [e.data["uid"] for e in events if e.kind == "destroy" and e.rule == R("410.6a")]
    assert destroyed == [guards[2], guards[1], guards[0]]


def test_resource_on_the_chain_cannot_be_interrupted():
    # WoW 412.1a: a resource goes on the chain and can't be interrupted (EN 711.3)
    st = start({"auto_pass": False})
    resources(st, 1, 2)
    rune = put(st, 1, "Counter Rune", "hand")  # "Interrupt target ability card."
    card = put(st, 0, "Fire Bolt", "hand")  # an ability card, placed face down
    st = apply(st, "resource", 0, uid=card, face_up=False)
    assert st.chain and st.chain[-1].kind == "resource"
    st = apply(st, "pass", 0)
    assert st.priority == 1
    assert not any(a.type == "play" and a.args["uid"] == rune for a in ENGINE.legal_actions(st, 1))
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=rune, x=0)
    st = apply(st, "pass", 1)
    assert st.table.cards[card].zone == "resources"


def test_unpreventable_damage_is_not_prevented():
    # WoW 408.3c: a packet that can't be prevented ignores prevention (here Hardiness)
    from engine.wow.cards.schema import make_card

    st = start()
    st.cards["T-2"] = make_card(name="Test Blast", type="ability", set="T", number=2, rarity="common", cost=0, instant=True,
                                text="Your hero deals 3 unpreventable fire damage to target hero or ally.")
    blast = st.table.add("T-2", 0, "hand").uid
    guardian = put(st, 1, "Stone Guardian", "allies")  # Hardiness: prevents 1
    st = resolve_chain(choose(apply(st, "play", 0, uid=blast, x=0), str(guardian)))
    assert st.table.cards[guardian].damage == 3


def test_opening_hand_is_the_hand_after_mulligans():
    # WoW 101.3: the opening hand is the hand at the start of the first turn (after mulligans, 101.2);
    # it is remembered privately (a card later revealed doesn't tell it was in the opening hand)
    from .helpers import deck

    st, _ = ENGINE.new_game(["A", "B"], [deck("Korga Stormcaller"), deck("Alia Dawnblade")], 3, {"first_player": 0})
    first_hand = list(st.table.zone(0, "hand"))
    st = choose(st, "mulligan")
    st = choose(st, "keep")
    opening = [u for u, c in st.table.cards.items() if c.flags.get("_opening_hand")]
    assert sorted(opening) == sorted(st.table.zone(0, "hand") + st.table.zone(1, "hand"))
    assert len(st.table.zone(0, "hand")) == len(first_hand)
    drawn = [u for u in st.table.zone(0, "deck") if st.table.cards[u].flags.get("_opening_hand")]
    assert drawn == []
    card = next(c for c in ENGINE.view(st, 1)["players"][1]["zones"]["hand"] if "uid" in c)
    assert "_opening_hand" not in card.get("flags", {})
