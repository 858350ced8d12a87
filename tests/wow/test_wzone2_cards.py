"""Helper wzone2: cards that reveal a hand, search a deck or reveal the top of a deck (``scripts/wzone2.toml``,
``engine.wow.hand_reveals`` and friends), each played with the real card of the pool."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, put, resolve_chain, resources, start
from .test_quests_cards import complete, set_race
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wshot_scripts import _combo_graveyard

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _ids(st) -> list[str]:
    return [o.id for o in st.pending[0].options]


def _hand(st, player: int, *names: str) -> list[int]:
    """Test setup: ``player``'s hand is exactly these real cards."""
    st.table.zone(player, "hand").clear()
    return [put_real(st, player, n, "hand") for n in names]


def _public(events) -> list[str]:
    """The log lines a spectator reads (no ``visible_to``)."""
    return [e.text for e in events if not getattr(e, "visible_to", None)]


def _choose(st, *picks: str):
    res = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": list(picks)}))
    return res.state, res.events


# --- Pick Pocket: "Name a card, and then target opponent reveals his hand and discards all cards with that name." --


def test_pick_pocket_names_a_card_and_all_copies_in_the_revealed_hand_are_discarded():
    # EN 709.1 (name a card), 415.4a (the revealed hand is public), 415.9d (each discarded card goes to the graveyard)
    automated("Pick Pocket")
    st = start()
    a1, a2, bark = _hand(st, 1, "Anika Berlyn", "Anika Berlyn", "Barkskin")
    put_real(st, 0, "Anika Berlyn", "deck")  # a card of his own: a name he knows
    st, _ = play_real(st, "Pick Pocket", 0)
    st = resolve_chain(st)
    assert st.pending[0].player == 0 and st.pending[0].kind == "wz2_name"
    names = _ids(st)
    assert "Anika Berlyn" in names and "Barkskin" not in names  # a name only in the hidden hand is never offered (415.4a)
    st, events = _choose(st, "Anika Berlyn")
    st = resolve_chain(st)
    assert _zone(st, a1) == _zone(st, a2) == "graveyard" and _zone(st, bark) == "hand"
    public = " | ".join(_public(events))
    assert "names Anika Berlyn" in public and "Revealed:" in public  # the revealed hand is named publicly (415.4a)


def test_pick_pocket_a_name_not_in_the_hand_discards_nothing():
    # EN 709.1: nothing in the revealed hand has the name: nothing is discarded (the hand is still revealed, 415.4a)
    automated("Pick Pocket")
    st = start()
    (bark,) = _hand(st, 1, "Barkskin")
    put_real(st, 0, "Anika Berlyn", "deck")
    st, _ = play_real(st, "Pick Pocket", 0)
    st = resolve_chain(choose(resolve_chain(st), "Anika Berlyn"))
    assert _zone(st, bark) == "hand" and st.table.visible_to(st.table.cards[bark], 0)


# --- Manhunt: "Choose one: Name an ally card, then target player reveals his hand and discards a card with that name
# or draw a card. If your hero is a Human, you may choose both." --------------------------------------------------


def test_manhunt_modes_and_both_only_for_a_human():
    # EN 707.1c: "both" exists only while your hero is a Human (206.1)
    st = start()
    st, _ = complete(st, "Manhunt")
    assert st.pending[0].kind == "mode" and len(st.pending[0].options) == 2
    st = start()
    set_race(st, 0, "Human")
    st, _ = complete(st, "Manhunt")
    assert len(st.pending[0].options) == 3


def test_manhunt_names_an_ally_card_and_one_card_with_that_name_is_discarded():
    # EN 702 (reward), 709.1: "Name an ally card" (only ally names offered), "a card with that name" (one, 415.9d)
    st = start()
    a1, a2, bark = _hand(st, 1, "Anika Berlyn", "Anika Berlyn", "Barkskin")
    put_real(st, 0, "Anika Berlyn", "deck")
    put_real(st, 0, "Barkskin", "deck")
    st, _ = complete(st, "Manhunt")
    st = choose(st, "0")
    st = choose(st, str(hero(st, 1))) if st.pending and st.pending[0].kind != "wz2_name" else st  # target player (EN 706)
    st = resolve_chain(st)
    assert st.pending[0].kind == "wz2_name" and "Barkskin" not in _ids(st)  # an ability's name is no ally name
    st = resolve_chain(choose(st, "Anika Berlyn"))
    assert sorted(_zone(st, u) for u in (a1, a2)) == ["graveyard", "hand"] and _zone(st, bark) == "hand"


def test_manhunt_both_for_a_human_discards_and_draws():
    # EN 707.1c: a Human hero may choose both, in printed order
    st = start()
    set_race(st, 0, "Human")
    (a1,) = _hand(st, 1, "Anika Berlyn")
    put_real(st, 0, "Anika Berlyn", "deck")
    mine = len(st.table.zone(0, "hand"))
    st, _ = complete(st, "Manhunt")
    st = choose(st, "2")
    st = choose(st, str(hero(st, 1))) if st.pending and st.pending[0].kind != "wz2_name" else st
    st = resolve_chain(choose(resolve_chain(st), "Anika Berlyn"))
    assert _zone(st, a1) == "graveyard" and len(st.table.zone(0, "hand")) == mine + 1


# --- Butcher: Finishing Move; "Choose X from among ability, ally, equipment, location, and quest. Target player reveals
# his hand and discards a card of each of the chosen kinds." -------------------------------------------------------


def test_butcher_x_kinds_and_a_card_of_each_is_discarded_the_player_choosing_which():
    # 403.1 (X = the Combo cards removed), EN 709.1 (choose X kinds), 415.4a, 415.9d (he discards; he chooses which)
    automated("Butcher")
    st = start()
    ally1, ally2, bark, gorehowl = _hand(st, 1, "Anika Berlyn", "Araelun", "Barkskin", "Gorehowl")
    combo = _combo_graveyard(st, 2)
    card = put_real(st, 0, "Butcher", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0, extra=combo)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.pending[0].kind == "wz2_kinds" and st.pending[0].min == st.pending[0].max == 2  # X = 2
    st = choose(st, "ally", "equipment")
    assert st.pending[0].player == 1 and set(_ids(st)) == {str(ally1), str(ally2)}  # he chooses which ally
    st = resolve_chain(choose(st, str(ally2)))
    assert _zone(st, ally2) == _zone(st, gorehowl) == "graveyard"  # the only equipment goes without a choice
    assert _zone(st, ally1) == _zone(st, bark) == "hand"
    assert all(_zone(st, u) == "removed" for u in combo)


# --- Uruka the Cutthroat ---------------------------------------------------------------------------------------


def test_uruka_dealt_damage_target_opponent_reveals_his_hand():
    # EN 703, 415.4a: "When this ally is dealt damage, target opponent reveals his hand."
    automated("Uruka the Cutthroat")
    st = start()
    (bark,) = _hand(st, 1, "Barkskin")
    uruka = put_real(st, 0, "Uruka the Cutthroat", "allies")
    assert not st.table.visible_to(st.table.cards[bark], 0)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(uruka))
    for _ in range(20):
        if st.pending:
            st = choose(st, "none" if st.pending[0].kind == "wz2_kinds" else st.pending[0].options[0].id)
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.visible_to(st.table.cards[bark], 0) and st.table.visible_to(st.table.cards[bark], 1)
    assert _zone(st, bark) == "hand"


def _kill_uruka(st):
    """P1's Uruka is destroyed by an ability (415.9c): its Death Rattle asks for a card type."""
    uruka = put_real(st, 0, "Uruka the Cutthroat", "allies")
    smoke = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = choose(apply(st, "play", 0, uid=smoke, x=0), str(uruka))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "wz2_kinds":
            return st
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    return st


def test_uruka_death_rattle_one_damage_per_revealed_card_of_the_chosen_kind():
    # EN 709.3 ("You may choose … If you do"), 415.4a, 405.4: one packet, 1 melee per revealed ally card
    automated("Uruka the Cutthroat")
    st = start()
    _hand(st, 1, "Anika Berlyn", "Araelun", "Barkskin")
    st = _kill_uruka(st)
    assert st.pending[0].kind == "wz2_kinds" and "none" in _ids(st)
    before = st.table.cards[hero(st, 1)].damage
    st = resolve_chain(choose(st, "ally"))
    assert st.table.cards[hero(st, 1)].damage == before + 2


def test_uruka_death_rattle_choosing_nothing_reveals_nothing():
    # EN 709.3: no type chosen, so nothing after "If you do" happens
    automated("Uruka the Cutthroat")
    st = start()
    (ally,) = _hand(st, 1, "Anika Berlyn")
    st = _kill_uruka(st)
    before = st.table.cards[hero(st, 1)].damage
    st = resolve_chain(choose(st, "none"))
    assert st.table.cards[hero(st, 1)].damage == before and not st.table.visible_to(st.table.cards[ally], 0)


# --- Precognition: "Target opponent reveals his hand and chooses an ally card in it with cost X or less. Put that card
# into your party." ------------------------------------------------------------------------------------------------


def test_precognition_he_chooses_an_ally_of_cost_x_or_less_and_it_enters_your_party():
    # 201.3 (X), 415.4a, EN 709.1 (he chooses), 710.1 (enters play under your control), 415.2 (its owner stays)
    automated("Precognition")
    st = start()
    cheap, dear, bark = _hand(st, 1, "Araelun", "Anika Berlyn", "Barkskin")
    x = int(st.cards[st.table.cards[cheap].card_id]["cost"])
    assert int(st.cards[st.table.cards[dear].card_id]["cost"]) > x
    card = put_real(st, 0, "Precognition", "hand")
    resources(st, 0, x)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=x))
    assert st.pending[0].player == 1 and _ids(st) == [str(cheap)]
    st = resolve_chain(choose(st, str(cheap)))
    c = st.table.cards[cheap]
    assert c.zone == "allies" and c.controller == 0 and c.owner == 1
    assert _zone(st, dear) == _zone(st, bark) == "hand"


# --- The Omens of Terror ----------------------------------------------------------------------------------------


def test_omens_of_terror_reveals_a_card_per_damage_dealt_and_the_chosen_one_is_discarded():
    # 405.4 (1 shadow damage), 408.2a (the damage dealt), EN 709.1 (he reveals that many; you choose one), 415.9d
    automated("The Omens of Terror")
    st = start()
    a, b = _hand(st, 1, "Anika Berlyn", "Barkskin")
    st, _ = play_real(st, "The Omens of Terror", 0)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.pending[0].player == 1 and st.pending[0].min == st.pending[0].max == 1  # one damage dealt: one card
    st, events = _choose(st, str(b))
    st = resolve_chain(st)
    assert _zone(st, b) == "graveyard" and _zone(st, a) == "hand"
    public = " | ".join(_public(events))
    ids = {u: st.table.cards[u].card_id for u in (a, b)}
    names = {u: st.cards[ids[u]]["name"] for u in (a, b)}  # the log names cards as printed
    assert names[b] in public and names[a] not in public and ids[a] not in public  # the revealed card is named publicly, the other never (415.4a)
    assert not st.table.visible_to(st.table.cards[a], 0)  # the card he didn't reveal stays hidden (415.4a)


def test_omens_of_terror_no_damage_dealt_nothing_revealed():
    # 408.2a: prevented damage is not dealt, so no card is revealed
    automated("The Omens of Terror")
    st = start()
    a, = _hand(st, 1, "Anika Berlyn")
    guard = put(st, 1, "Stone Guardian", "allies")  # Hardiness prevents 1 (EN glossary Hardiness)
    st, _ = play_real(st, "The Omens of Terror", 0)
    st = resolve_chain(choose(st, str(guard)))
    assert not st.pending and _zone(st, a) == "hand"


# --- searching a deck (413) ------------------------------------------------------------------------------------


def _deck_with(st, player: int, *names: str) -> list[int]:
    """Test setup: these real cards somewhere in ``player``'s deck (below the top card)."""
    out = []
    for n in names:
        uid = put_real(st, player, n, "deck")
        st.table.zone(player, "deck").remove(uid)
        st.table.zone(player, "deck").insert(1, uid)
        out.append(uid)
    return out


def _play_search(st, name: str, pay: int = 8):
    """Play the real card and resolve until the search's pick is asked (413.1)."""
    st, uid = play_real(st, name, 0, pay=pay)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "search":
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    return st, uid


def test_short_john_an_arena_equipment_found_goes_into_hand():
    # 413.1 (search, reveal), EN 709.1: "If it's an Arena card, put it into hand."
    automated("Short John Mithril")
    st = start()
    arena, axe = _deck_with(st, 0, "Brutal Gladiator's Greatsword", "Gorehowl")
    st, _ = _play_search(st, "Short John Mithril")
    assert set(_ids(st)) == {str(arena), str(axe)}  # equipment only (300.1)
    st, events = _choose(st, str(arena))
    st = resolve_chain(st)
    assert _zone(st, arena) == "hand" and _zone(st, axe) == "deck"
    assert any("Brutal Gladiator's Greatsword" in t for t in _public(events))  # revealed (413.1), by name


def test_short_john_another_equipment_goes_on_top_of_the_deck_after_the_shuffle():
    # 413.2 (the searched deck is shuffled when the search ends), EN 709.1: "Otherwise, put it on top of your deck."
    automated("Short John Mithril")
    st = start()
    (axe,) = _deck_with(st, 0, "Gorehowl")
    st, _ = _play_search(st, "Short John Mithril")
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.zone(0, "deck")[0] == axe


def test_nether_rift_four_different_demons_go_into_hand():
    # 413.1, EN 709.3: "If you revealed four cards this way, put them into your hand."
    automated("Nether Rift")
    st = start()
    four = _deck_with(st, 0, "Kreedom", "Gakuri", "Angrida", "Sarmoth")
    st, _ = _play_search(st, "Nether Rift")
    assert set(_ids(st)) == {str(u) for u in four}
    st = resolve_chain(choose(st, *map(str, four)))
    assert all(_zone(st, u) == "hand" for u in four)


def test_nether_rift_two_of_a_kind_is_refused_and_fewer_than_four_stay_in_the_deck():
    # 413.1: one of each; EN 709.3: "Otherwise, shuffle them into your deck." (they stay, the deck shuffled, 413.2)
    from engine.core import RulesError

    automated("Nether Rift")
    st = start()
    kreedom, morfiel, gakuri = _deck_with(st, 0, "Kreedom", "Morfiel", "Gakuri")
    st, _ = _play_search(st, "Nether Rift")
    with pytest.raises(RulesError, match="different one"):  # two Felhunters (413.1: the card names one of each)
        choose(st, str(kreedom), str(morfiel))
    st, events = _choose(st, str(kreedom), str(gakuri))
    st = resolve_chain(st)
    assert _zone(st, kreedom) == _zone(st, gakuri) == "deck"
    assert any(e.kind == "reveal" for e in events) and any(e.kind == "shuffle" or "shuffle" in e.text for e in events)


def test_scout_kurgo_may_put_kurgos_from_deck_and_hand_into_play():
    # 409.1 (when you play it), 413.1 (deck, then hand), 710.1 (each enters play)
    automated("Scout Kurgo")
    st = start()
    (in_deck,) = _deck_with(st, 0, "Scout Kurgo")
    in_hand = put_real(st, 0, "Scout Kurgo", "hand")
    st, kurgo = _play_search(st, "Scout Kurgo")
    assert _ids(st) == [str(in_deck)]  # the Kurgo being played is on the chain, not found
    st = choose(st, str(in_deck))
    assert st.pending[0].kind == "search" and _ids(st) == [str(in_hand)]
    st = resolve_chain(choose(st, str(in_hand)))
    assert {_zone(st, u) for u in (in_deck, in_hand, kurgo)} == {"allies"}


def test_scout_kurgo_is_a_may():
    # EN 709.3: "you may search": declining leaves the cards where they are
    automated("Scout Kurgo")
    st = start()
    (in_deck,) = _deck_with(st, 0, "Scout Kurgo")
    st, kurgo = play_real(st, "Scout Kurgo", 0, pay=8)
    for _ in range(20):
        if not st.pending and not st.chain:
            break
        if st.pending and st.pending[0].kind == "search":
            raise AssertionError("searched without being asked")
        st = choose(st, *(["no"] if st.pending and "no" in _ids(st) else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert _zone(st, in_deck) == "deck" and _zone(st, kurgo) == "allies"


def _kentro_turn(st, *gear: str):
    from .test_wtrig_cards import _next_turn

    kentro = put_real(st, 0, "Kentro Slade", "allies")
    for g in gear:
        put_real(st, 0, g, "hero_row")
    (lich,) = _deck_with(st, 0, "Lord of Icecrown")
    st = _next_turn(st)  # P2's turn
    st = _next_turn(st, {"search": [str(lich)]})
    return st, kentro, lich


def test_kentro_slade_with_armor_item_and_weapon_becomes_a_master_hero():
    # EN 703 (start of your turn), 709.3 (if you do), 413.1, 301.4 / 710.1 (the master hero enters play: your hero)
    automated("Kentro Slade")
    st = start()
    st, kentro, lich = _kentro_turn(st, "Gorehowl", "Blue Suede Shoes", "Myrmidon's Signet")
    assert _zone(st, kentro) == "graveyard" and st.heroes[0] == lich


def test_kentro_slade_without_an_item_stays():
    # EN 709.3: the condition fails: Kentro isn't destroyed, nothing is searched
    automated("Kentro Slade")
    st = start()
    st, kentro, lich = _kentro_turn(st, "Gorehowl", "Blue Suede Shoes")
    assert _zone(st, kentro) == "allies" and _zone(st, lich) == "deck"


def test_idrakess_destroys_herself_and_two_allies_to_put_ozumat_into_play():
    # 403.1 (the cost: exhaust, destroy this and two other allies you control), 413.1 (hand, then deck), 710.1
    automated("Idra'kess Enchantress")
    st = start()
    idra = put_real(st, 0, "Idra'kess Enchantress", "allies")
    a, b = put(st, 0, "Loyal Hound", "allies"), put(st, 0, "Iron Sentinel", "allies")
    (ozumat,) = _deck_with(st, 0, "Ozumat")
    from engine.wow.game import ENGINE as E

    acts = [x for x in E.legal_actions(st, 0) if x.type == "power" and x.args.get("uid") == idra]
    assert acts and all(sorted(x.args["pay"]) == sorted([a, b]) for x in acts)  # exactly two others pay
    st = apply(st, "power", 0, **acts[0].args)
    assert _zone(st, idra) == _zone(st, a) == _zone(st, b) == "graveyard"
    for _ in range(10):
        if st.pending and st.pending[0].kind == "search":
            break
        st = apply(st, "pass", st.priority)
    assert _ids(st) == []  # the hand first: no Ozumat there
    st = choose(st)
    assert _ids(st) == [str(ozumat)]
    st = resolve_chain(choose(st, str(ozumat)))
    assert _zone(st, ozumat) == "allies"


# --- revealing the top of a deck (709.1) ------------------------------------------------------------------------


def _on_top(st, player: int, *names: str) -> list[int]:
    """Test setup: these real cards on top of ``player``'s deck, in this order."""
    out = [put_real(st, player, n, "deck") for n in names]
    deck = st.table.zone(player, "deck")
    for uid in out:
        deck.remove(uid)
    deck[0:0] = out
    return out


def _settle(st, answers: dict | None = None):
    from .test_wtrig_cards import _settle as settle

    return settle(st, answers)


def test_neptulon_removes_the_revealed_frost_cards_and_allies_get_plus_one_for_each():
    # 301.4c (your hero becomes Neptulon), EN 709.1 (all revealed Frost and [Frost] cards removed, 415.7a; the rest on
    # the bottom, 415.3c), EN 714 (Tidal Surge: +1/+1 for each card removed this way)
    from engine.wow import keywords as kw

    automated("Neptulon")
    st = start()
    ally = put_real(st, 0, "Araelun", "allies")
    atk, health = kw.atk(st, ally), kw.health(st, ally)
    bolt, teep, anika, bark = _on_top(st, 0, "Frostbolt", "Apprentice Teep", "Anika Berlyn", "Barkskin")
    eleventh = st.table.zone(0, "deck")[10]
    st, nep = play_real(st, "Neptulon", 0, pay=12)
    st = _settle(st)
    assert st.heroes[0] == nep
    assert _zone(st, bolt) == _zone(st, teep) == "removed"  # a Frost ability, a [Frost] ally
    assert _zone(st, anika) == _zone(st, bark) == "deck" and st.table.zone(0, "deck")[0] == eleventh  # the rest at the bottom
    assert kw.atk(st, ally) == atk + 2 and kw.health(st, ally) == health + 2
    theirs = put_real(st, 1, "Araelun", "allies")
    assert kw.atk(st, theirs) == atk  # allies you control only


def test_zazzo_destroys_another_ally_and_its_controller_reveals_until_an_ally_enters_play():
    # 415.9c, EN 709.3 (if you do), EN 709.1 (reveal until an ally), 710.1 (into play under his control), 415.3b (shuffle)
    automated("Zazzo Dizzleflame")
    st = start()
    zazzo = put_real(st, 0, "Zazzo Dizzleflame", "allies")
    victim = put_real(st, 1, "Araelun", "allies")
    bark, gore, anika = _on_top(st, 1, "Barkskin", "Gorehowl", "Anika Berlyn")
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == zazzo]
    st = apply(st, "power", 0, **acts[0].args)
    assert str(zazzo) not in _ids(st)  # another target ally
    st, events = _choose(st, str(victim))
    for _ in range(10):
        if not st.chain and not st.pending:
            break
        res = ENGINE.apply(st, Action("pass", st.priority, {}))
        st, events = res.state, events + res.events
    assert _zone(st, victim) == "graveyard"
    assert _zone(st, anika) == "allies" and st.table.cards[anika].controller == 1
    assert _zone(st, bark) == _zone(st, gore) == "deck"
    public = " | ".join(_public(events))
    assert st.cards[st.table.cards[bark].card_id]["name"] in public  # revealed publicly, by name
    assert not st.table.visible_to(st.table.cards[bark], 0)  # shuffled back: hidden again (415.3a)


def test_zazzo_only_on_your_turn():
    # EN 701 ("On your turn:"): no power on the opponent's turn
    automated("Zazzo Dizzleflame")
    st = start()
    zazzo = put_real(st, 0, "Zazzo Dizzleflame", "allies")
    put_real(st, 1, "Araelun", "allies")
    st.active = 1
    st.priority = 0
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == zazzo]


def _horatio(st, top: str, answers: dict | None = None):
    from .test_wtrig_cards import _next_turn

    put_real(st, 0, "Lieutenant Horatio Laine", "allies")
    (card,) = _on_top(st, 1, top)
    return _next_turn(st, answers), card


def test_horatio_laine_removes_a_revealed_ally():
    # EN 703 (end of your turn), 709.1, 415.7a: "If it's an ally, remove it from the game."
    automated("Lieutenant Horatio Laine")
    st, card = _horatio(start(), "Araelun")
    assert _zone(st, card) == "removed"


def test_horatio_laine_may_take_a_revealed_weapon():
    # EN 709.3 (you may), 710.1: a revealed weapon enters play under your control; its owner stays (415.2)
    automated("Lieutenant Horatio Laine")
    st, card = _horatio(start(), "Gorehowl", {"wz2_top_play": ["yes"]})
    c = st.table.cards[card]
    assert c.zone == "hero_row" and c.controller == 0 and c.owner == 1


def test_horatio_laine_another_card_stays_on_top():
    # EN 709.1: neither an ally nor a weapon: nothing happens to it; it stays on top and he draws it next (415.9e)
    automated("Lieutenant Horatio Laine")
    st, card = _horatio(start(), "Barkskin")
    assert _zone(st, card) == "hand" and st.table.cards[card].owner == 1 and st.active == 1


def _stone(st, top: str, *hand: str):
    automated("Alchemist's Stone")
    stone = put_real(st, 0, "Alchemist's Stone", "hero_row")
    (card,) = _on_top(st, 0, top)
    held = _hand(st, 0, *hand)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == stone]
    st = apply(st, "power", 0, **acts[0].args)
    st = resolve_chain(st)
    return st, card, held


def test_alchemists_stone_discard_a_card_of_another_type_to_take_the_revealed_card():
    # EN 709.1 (reveal), 709.3 (you may discard; if you do), 300.1 (weapons and armor are one type: equipment)
    st = start()
    st, card, (armor, ability) = _stone(st, "Gorehowl", "Blue Suede Shoes", "Barkskin")
    assert _ids(st) == [str(ability)]  # the armor shares the equipment type with the weapon
    st = resolve_chain(choose(st, str(ability)))
    assert _zone(st, ability) == "graveyard" and _zone(st, card) == "hand" and _zone(st, armor) == "hand"


def test_alchemists_stone_not_discarding_leaves_it_on_top():
    # EN 709.3: no discard, no card into hand
    st = start()
    st, card, (ability,) = _stone(st, "Gorehowl", "Barkskin")
    st = resolve_chain(choose(st))
    assert _zone(st, ability) == "hand" and st.table.zone(0, "deck")[0] == card


# --- Commander Ulthok: name a card; search the opponent's deck, graveyard and hand; remove them ---------------------


def test_commander_ulthok_removes_every_card_with_the_name_from_deck_graveyard_and_hand():
    # EN 709.1 (name), 413.1 (search: he looks at the hand, privately), 415.7a (removed, revealed), 413.2 (shuffle)
    automated("Commander Ulthok")
    st = start()
    in_hand, other = _hand(st, 1, "Araelun", "Barkskin")
    in_deck = put_real(st, 1, "Araelun", "deck")
    in_grave = put_real(st, 1, "Araelun", "graveyard")
    put_real(st, 0, "Araelun", "deck")  # a name he knows
    st, _ = play_real(st, "Commander Ulthok", 0, pay=8)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "wz2_name":
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert "Araelun" in _ids(st) and "Barkskin" not in _ids(st)  # never a name only in the hidden hand
    st, events = _choose(st, "Araelun")
    st = resolve_chain(st)
    assert {_zone(st, u) for u in (in_hand, in_deck, in_grave)} == {"removed"} and _zone(st, other) == "hand"
    assert st.table.visible_to(st.table.cards[other], 0) and not st.table.visible_to(st.table.cards[other], None)
    assert st.table.cards[other].card_id not in " | ".join(_public(events))  # the hand looked at stays hidden from others


# --- Deadly Brew: "Choose a Poison attached to a hero or ally. Search your deck for a card with the same name and attach
# it to that character." --------------------------------------------------------------------------------------


def test_deadly_brew_attaches_a_second_copy_of_the_chosen_poison():
    # EN 709.1 (choose), 413 (search the deck, shuffled 413.2), 400.1 (attached to that character), 710.1
    automated("Deadly Brew")
    st = start()
    foe = put(st, 1, "Stone Guardian", "allies")
    poison = put_real(st, 0, "Deadly Poison", "hero_row")
    st.table.cards[poison].attached_to = foe
    (twin,) = _deck_with(st, 0, "Deadly Poison")
    put_real(st, 0, "Flesh Eating Poison", "deck")
    st, _ = play_real(st, "Deadly Brew", 0)
    st = resolve_chain(st)
    assert st.pending[0].kind == "wz2_attached_twin" and _ids(st) == [str(poison)]
    st = choose(st, str(poison))
    assert _ids(st) == [str(twin)]
    st = resolve_chain(choose(st, str(twin)))
    assert _zone(st, twin) == "hero_row" and st.table.cards[twin].attached_to == foe


def test_deadly_brew_with_no_poison_attached_does_nothing():
    # EN 709.1: nothing to choose: nothing happens
    automated("Deadly Brew")
    st = start()
    (twin,) = _deck_with(st, 0, "Deadly Poison")
    st, _ = play_real(st, "Deadly Brew", 0)
    st = resolve_chain(st)
    assert not st.pending and _zone(st, twin) == "deck"


# --- Mogor's Anointing Club: "On your turn: [Exhaust], Destroy an ally in your party -> Put an ally card with lower cost
# than that ally from your graveyard into play." ------------------------------------------------------------------


def test_mogors_club_destroys_an_ally_and_returns_a_cheaper_one_from_the_graveyard():
    # 403.1 (the cost), 201.3 (its printed cost), 710.1 (into play)
    automated("Mogor's Anointing Club")
    st = start()
    club = put_real(st, 0, "Mogor's Anointing Club", "hero_row")
    anika = put_real(st, 0, "Anika Berlyn", "allies")  # cost 6
    cheap = put_real(st, 0, "Araelun", "graveyard")  # cost 2
    same = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6: not lower
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == club]
    assert acts and all(a.args["pay"] == [anika] for a in acts)
    st = apply(st, "power", 0, **acts[0].args)
    assert _zone(st, anika) == "graveyard"
    for _ in range(10):
        if st.pending and st.pending[0].kind == "search":
            break
        st = apply(st, "pass", st.priority)
    assert str(cheap) in _ids(st) and str(same) not in _ids(st) and str(anika) not in _ids(st)
    st = resolve_chain(choose(st, str(cheap)))
    assert _zone(st, cheap) == "allies"


# --- Shade of Arugal: "Death Rattle: You may destroy an Unlimited Scourge ally you control. If you do, put this ally
# from your graveyard into play." ---------------------------------------------------------------------------------


def _kill(st, uid: int, answers: dict):
    """P1's ally ``uid`` is destroyed by an ability (415.9c); then everything settles, answering ``answers``."""
    smoke = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = choose(apply(st, "play", 0, uid=smoke, x=0), str(uid))
    return _settle(st, answers)


def test_shade_of_arugal_destroys_an_unlimited_scourge_ally_to_come_back():
    # EN 709.3 (may; if you do), 415.9c, 710.1 (from the graveyard into play)
    automated("Shade of Arugal")
    st = start()
    shade = put_real(st, 0, "Shade of Arugal", "allies")
    fiend = put_real(st, 0, "Banshee Soulclaimer", "allies")  # Unlimited and Scourge
    other = put_real(st, 0, "Araelun", "allies")
    seen = []

    def pick(pending):
        seen.append({o.id for o in pending.options})
        return [str(fiend)]

    st = _kill(st, shade, {"player_picks": pick})
    assert seen and seen[0] == {str(fiend)}  # only an Unlimited Scourge ally you control
    assert _zone(st, fiend) == "graveyard" and _zone(st, shade) == "allies" and _zone(st, other) == "allies"


def test_shade_of_arugal_declined_stays_in_the_graveyard():
    # EN 709.3: nothing destroyed, so it doesn't come back
    automated("Shade of Arugal")
    st = start()
    shade = put_real(st, 0, "Shade of Arugal", "allies")
    fiend = put_real(st, 0, "Banshee Soulclaimer", "allies")
    st = _kill(st, shade, {"player_picks": []})
    assert _zone(st, fiend) == "allies" and _zone(st, shade) == "graveyard"


# --- King Ymiron: "for each Unlimited ally you control, you may search your deck for an ally with the same name as that
# Unlimited ally and put it into play." ---------------------------------------------------------------------------


def test_king_ymiron_finds_one_namesake_for_each_unlimited_ally():
    # EN 703, 709.3, 413.1 (one search; each found card names a different Unlimited ally), 710.1
    from engine.core import RulesError

    automated("King Ymiron")
    st = start()
    put_real(st, 0, "Banshee Soulclaimer", "allies")
    put_real(st, 0, "Crypt Fiend", "allies")
    put_real(st, 0, "Araelun", "allies")  # not Unlimited
    b1, b2, fiend, ara = _deck_with(st, 0, "Banshee Soulclaimer", "Banshee Soulclaimer", "Crypt Fiend", "Araelun")
    st, _ = _play_search(st, "King Ymiron")
    assert set(_ids(st)) == {str(b1), str(b2), str(fiend)} and st.pending[0].max == 2
    with pytest.raises(RulesError):
        choose(st, str(b1), str(b2))  # two Banshees for one Banshee in play
    st = resolve_chain(choose(st, str(b1), str(fiend)))
    assert _zone(st, b1) == _zone(st, fiend) == "allies" and _zone(st, b2) == _zone(st, ara) == "deck"


# --- Gravitational Pull: "As this armor enters play, you may reveal any number of equipment from your hand. This armor
# enters play with a +1 [DEF] counter on it for each card revealed this way." ----------------------------------------


def test_gravitational_pull_enters_with_a_def_counter_per_equipment_revealed():
    # 404.1a (enters play with counters), EN 709.3 (any number, none too), 415.4a (revealed: public; they stay in hand)
    from engine.wow import keywords as kw

    automated("Gravitational Pull")
    st = start()
    axe, boots, bark = _hand(st, 0, "Gorehowl", "Blue Suede Shoes", "Barkskin")
    st, pull = play_real(st, "Gravitational Pull", 0)
    base = int(st.cards[st.table.cards[pull].card_id].get("def") or 0)
    st = apply(st, "pass", st.priority) if not st.pending else st
    for _ in range(6):
        if st.pending and st.pending[0].kind == "wz2_enter_reveal":
            break
        st = apply(st, "pass", st.priority)
    assert set(_ids(st)) == {str(axe), str(boots)}  # equipment only (300.1)
    st = resolve_chain(choose(st, str(axe), str(boots)))
    assert _zone(st, pull) == "hero_row" and kw.defense(st, pull) == base + 2
    assert _zone(st, axe) == _zone(st, boots) == "hand" and st.table.visible_to(st.table.cards[axe], 1)
    assert not st.table.visible_to(st.table.cards[bark], 1)
    from .test_wtrig_cards import _next_turn

    st = _next_turn(st)  # the turn ends with the armor in play (its static power read at wrap-up, 415.4b)
    assert st.active == 1 and kw.defense(st, pull) == base + 2


def test_gravitational_pull_revealing_nothing_adds_no_counter():
    # EN 709.3: "you may": none revealed, no counter
    from engine.wow import keywords as kw

    automated("Gravitational Pull")
    st = start()
    _hand(st, 0, "Gorehowl")
    st, pull = play_real(st, "Gravitational Pull", 0)
    for _ in range(6):
        if st.pending and st.pending[0].kind == "wz2_enter_reveal":
            break
        st = apply(st, "pass", st.priority)
    st = resolve_chain(choose(st))
    assert kw.defense(st, pull) == int(st.cards[st.table.cards[pull].card_id].get("def") or 0)


# --- Power Word: Resurrection: "Ongoing: When attached ally attacks, you may put target ally with cost less than
# attached ally's cost from your graveyard into play." ---------------------------------------------------------------


def test_power_word_resurrection_returns_a_cheaper_ally_when_the_host_attacks():
    # EN 703 (when attached ally attacks), 706 (a target in your graveyard), 201.3 (printed costs), 710.1
    automated("Power Word: Resurrection")
    st = start()
    anika = put_real(st, 0, "Anika Berlyn", "allies")  # cost 6
    cheap = put_real(st, 0, "Araelun", "graveyard")  # cost 2
    same = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6: not less
    theirs = put_real(st, 1, "Araelun", "graveyard")  # not your graveyard
    st, pw = play_real(st, "Power Word: Resurrection", 0, pay=9)
    st = _settle(choose(st, str(anika)))
    assert st.table.cards[pw].attached_to == anika
    seen = []

    def pick(pending):
        seen.append({o.id for o in pending.options})
        return [str(cheap)]

    st = apply(st, "attack", 0, attacker=anika, defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"], "target": pick, "targets": pick})
    assert seen and str(cheap) in seen[0] and str(same) not in seen[0] and str(theirs) not in seen[0]
    assert _zone(st, cheap) == "allies" and st.table.cards[cheap].controller == 0


# --- Sylvanas, Lady of Undercity: "When this ally deals fatal damage to a defending ally, you may put target [Horde]
# ally with cost less than or equal to that defending ally's cost from your graveyard into play." --------------------


def test_sylvanas_fatal_damage_to_a_defender_returns_a_horde_ally_up_to_its_cost():
    # EN 703, 405.3 (fatal damage), 706 (a graveyard target), 201.3 (printed costs), 206.1b ([Horde]), 710.1
    automated("Sylvanas, Lady of Undercity")
    st = start()
    sylvanas = put_real(st, 0, "Sylvanas, Lady of Undercity", "allies")
    defender = put_real(st, 1, "Benethor Draigo", "allies")  # cost 3, health 2
    cheap = put_real(st, 0, "Araelun", "graveyard")  # Horde, cost 2
    dear = put_real(st, 0, "Ra'za WildStorm", "graveyard")  # Horde, cost 4: more than 3
    seen = []

    def pick(pending):
        seen.append({o.id for o in pending.options})
        return [str(cheap)]

    st = apply(st, "attack", 0, attacker=sylvanas, defender=defender)
    st = _settle(st, {"protector": ["none"], "target": pick, "targets": pick})
    assert _zone(st, defender) == "graveyard"
    assert seen and str(cheap) in seen[0] and str(dear) not in seen[0]
    assert _zone(st, cheap) == "allies" and _zone(st, dear) == "graveyard"


def test_sylvanas_no_trigger_when_attacking_a_hero():
    # EN 703: a hero is no defending ally
    automated("Sylvanas, Lady of Undercity")
    st = start()
    sylvanas = put_real(st, 0, "Sylvanas, Lady of Undercity", "allies")
    cheap = put_real(st, 0, "Araelun", "graveyard")
    st = apply(st, "attack", 0, attacker=sylvanas, defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"]})
    assert _zone(st, cheap) == "graveyard"


# --- Tristani the Sunblade: "When this ally deals combat damage to an opposing hero, that hero's controller reveals a
# random card from his hand. This ally deals melee damage to that hero equal to that revealed card's cost unless its
# controller discards that card." -----------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["discard", "damage"])
def test_tristani_reveals_a_random_card_and_he_discards_it_or_takes_its_cost(answer):
    # EN 703, 415.4a (revealed: public), EN 709.3 ("unless": he chooses), 405.4 (one melee packet of its cost)
    automated("Tristani the Sunblade")
    st = start()
    tristani = put_real(st, 0, "Tristani the Sunblade", "allies")
    (card,) = _hand(st, 1, "Anika Berlyn")  # cost 6: the only card, so the random one
    asked = []

    def toll(pending):
        asked.append((pending.player, {o.id for o in pending.options}))
        return [answer]

    st = apply(st, "attack", 0, attacker=tristani, defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"], "wz2_random_toll": toll})
    assert asked == [(1, {"discard", "damage"})]
    assert st.table.visible_to(st.table.cards[card], 0)  # revealed (415.4a)
    dmg = st.table.cards[hero(st, 1)].damage
    atk = int(st.cards[st.table.cards[tristani].card_id].get("atk") or 0)
    if answer == "discard":
        assert _zone(st, card) == "graveyard" and dmg == atk
    else:
        assert _zone(st, card) == "hand" and dmg == atk + 6


def test_tristani_with_an_empty_hand_nothing_happens():
    # EN 709.1: no card to reveal: nothing is revealed, no damage
    automated("Tristani the Sunblade")
    st = start()
    tristani = put_real(st, 0, "Tristani the Sunblade", "allies")
    _hand(st, 1)
    st = apply(st, "attack", 0, attacker=tristani, defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"]})
    assert st.table.cards[hero(st, 1)].damage == int(st.cards[st.table.cards[tristani].card_id].get("atk") or 0)


# --- Faith Healer's Boots: "[Exhaust] -> an ally card from your graveyard into your hand. Use only if your hero healed
# damage this turn." ------------------------------------------------------------------------------------------------


def _boots_power(st, boots):
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == boots]


def test_faith_healers_boots_only_after_your_hero_healed_this_turn():
    # EN 701 ("Use only if …"), 407.1 / 408.2c (your hero was the healer), EN 709.1 (an ally card into your hand)
    automated("Faith Healer's Boots")
    st = start(hero0="Alia Dawnblade")
    boots = put_real(st, 0, "Faith Healer's Boots", "hero_row")
    ally = put_real(st, 0, "Araelun", "graveyard")
    st.table.cards[hero(st, 0)].damage = 5
    assert not _boots_power(st, boots)  # no heal yet this turn
    resources(st, 0, 2)
    flip = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == hero(st, 0)]
    st = _settle(choose(apply(st, "power", 0, **flip[0].args), str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 1
    acts = _boots_power(st, boots)
    assert acts
    st = _settle(apply(st, "power", 0, **acts[0].args), {"search": [str(ally)]})
    assert _zone(st, ally) == "hand"


# --- Benediction and Anathema ------------------------------------------------------------------------------------


def test_benediction_draws_when_your_hero_heals_with_an_ability():
    # EN 703, 407.1, 716 ("with an ability": the healing packet made by an ability card's effect)
    automated("Benediction")
    st = start()
    put_real(st, 0, "Benediction", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    drawn = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Greater Heal", 0)
    st = _settle(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 0
    assert len(st.table.zone(0, "hand")) == drawn + 1


def test_benediction_no_draw_when_nothing_is_healed():
    # 407.3: no damage, no healing packet: nothing triggers
    automated("Benediction")
    st = start()
    put_real(st, 0, "Benediction", "hero_row")
    drawn = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Greater Heal", 0)
    st = _settle(choose(st, str(hero(st, 0))))
    assert len(st.table.zone(0, "hand")) == drawn


def test_anathema_shadow_damage_with_an_ability_makes_the_controller_discard_even_if_destroyed():
    # EN 703, 716, 415.9d (he discards, choosing the card), 415.9a (the destroyed ally's controller, as it was)
    automated("Anathema")
    st = start()
    put_real(st, 0, "Anathema", "hero_row")
    victim = put_real(st, 1, "Araelun", "allies")  # health 3: destroyed by 5
    (card,) = _hand(st, 1, "Barkskin")
    st, _ = play_real(st, "Shadow Word: Anguish", 0)
    st = _settle(choose(st, str(victim)))
    assert _zone(st, victim) == "graveyard" and _zone(st, card) == "graveyard"


def test_anathema_and_benediction_each_bring_the_other_back_from_the_graveyard():
    # 403.1 (exhaust your hero: the cost), 710.1 (into play), EN 701
    automated("Benediction")
    automated("Anathema")
    st = start()
    ana = put_real(st, 0, "Anathema", "hero_row")
    bene = put_real(st, 0, "Benediction", "graveyard")
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == ana]
    st = _settle(apply(st, "power", 0, **acts[0].args), {"search": [str(bene)]})
    assert st.table.cards[hero(st, 0)].tapped and _zone(st, bene) == "hero_row"


# --- Staff of Sorceror-Thane Thaurissan: "Artifact … When this weapon enters play, each opponent may search his deck for
# a [Fire] ally and put it into play." -----------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_staff_of_thaurissan_each_opponent_may_search_for_a_fire_ally(answer):
    # EN 703, 709.3 (he may), 413.1 (his own deck), 202.1 ([Fire]), 710.1 (under his control)
    automated("Staff of Sorceror-Thane Thaurissan")
    st = start()
    fire, melee = _deck_with(st, 1, "Benethor Draigo", "Araelun")
    st, staff = play_real(st, "Staff of Sorceror-Thane Thaurissan", 0, pay=8)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "wz2_opponents_search":
            break
        st = apply(st, "pass", st.priority)
    assert st.pending[0].player == 1
    st = choose(st, answer)
    if answer == "yes":
        assert st.pending[0].player == 1 and _ids(st) == [str(fire)]  # a [Fire] ally only
        st = choose(st, str(fire))
    st = resolve_chain(st)
    assert _zone(st, staff) == "hero_row" and _zone(st, melee) == "deck"
    if answer == "yes":
        assert _zone(st, fire) == "allies" and st.table.cards[fire].controller == 1
    else:
        assert _zone(st, fire) == "deck"


def test_staff_of_thaurissan_is_an_artifact_played_from_the_graveyard():
    # 409.1 / Artifact (EN glossary): "You may play this card from your graveyard."
    automated("Staff of Sorceror-Thane Thaurissan")
    st = start()
    staff = put_real(st, 0, "Staff of Sorceror-Thane Thaurissan", "graveyard")
    resources(st, 0, 8)
    assert any(a.type == "play" and a.args.get("uid") == staff for a in ENGINE.legal_actions(st, 0))


# --- Staff of Ammunae: "When your hero is dealt one or more damage by an attacking hero or ally, you may put a
# 0 [Nature] / 1 [Health] Seedling Pod ally token into play with Mend 1." ----------------------------------------------


def _pods(st, player: int = 0) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def test_staff_of_ammunae_a_seedling_pod_when_an_attacker_damages_your_hero():
    # EN 703, 408.2c (the attacker is the source), 709.3 (may), 404.2 (the token as printed)
    from engine.wow import keywords as kw

    from .test_wtrig_cards import _next_turn

    automated("Staff of Ammunae")
    st = start()
    put_real(st, 0, "Staff of Ammunae", "hero_row")
    raider = put_real(st, 1, "Araelun", "allies")
    st = _next_turn(st)
    assert st.active == 1
    st = apply(st, "attack", 1, attacker=raider, defender=hero(st, 0))
    st = _settle(st, {"protector": ["none"]})
    (pod,) = _pods(st)
    assert kw.name(st, pod) == "Seedling Pod" and kw.atk(st, pod) == 0 and kw.health(st, pod) == 1 and kw.has(st, pod, "Mend")


def test_staff_of_ammunae_no_pod_for_damage_from_a_non_attacker():
    # EN 703: damage from a character that isn't attacking doesn't trigger it
    automated("Staff of Ammunae")
    st = start()
    put_real(st, 0, "Staff of Ammunae", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage > 0 and not _pods(st)


# --- Liar's Tongue Gloves ------------------------------------------------------------------------------------------


def _gloves(st, name_type: str, card: str, guess: str):
    automated("Liar's Tongue Gloves")
    gloves = put_real(st, 0, "Liar's Tongue Gloves", "hero_row")
    (uid,) = _hand(st, 0, card)
    resources(st, 0, 1)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == gloves]
    st = resolve_chain(apply(st, "power", 0, **acts[0].args))
    assert st.pending[0].kind == "wz2_guess_type" and st.pending[0].player == 0
    st = choose(st, name_type)
    st, events = _choose(st, str(uid))
    c = st.table.cards[uid]
    assert c.zone == "removed" and c.face_down and st.table.visible_to(c, 0) and not st.table.visible_to(c, 1)  # 415.7a face down
    assert c.card_id not in " | ".join(_public(events))
    assert st.pending[0].player == 1 and st.pending[0].kind == "wz2_guess"
    st = resolve_chain(choose(st, guess))
    return st, uid


def test_liars_tongue_gloves_a_right_guess_puts_the_card_into_the_graveyard():
    # EN 709.1: "If he's right, put it into your graveyard."
    st = start()
    st, uid = _gloves(st, "ally", "Araelun", "yes")
    assert _zone(st, uid) == "graveyard" and st.table.visible_to(st.table.cards[uid], 1)
    assert len(st.table.zone(0, "hand")) == 0  # nothing drawn


def test_liars_tongue_gloves_a_wrong_guess_returns_it_and_draws_two():
    # EN 709.1: "Otherwise, put it into your hand and draw two cards." (415.9e); equipment covers armor (300.1)
    st = start()
    st, uid = _gloves(st, "equipment", "Blue Suede Shoes", "no")
    assert _zone(st, uid) == "hand" and len(st.table.zone(0, "hand")) == 3


# --- Full Circle: "You may discard an ally card. If you do, put a second target ally card from your graveyard into play,
# then put a third target ally from your party into its owner's hand." ------------------------------------------------


@pytest.mark.parametrize("discard", [True, False])
def test_full_circle_discard_an_ally_to_swap_a_graveyard_ally_and_a_party_ally(discard):
    # EN 706 (both targets chosen as it is played), 415.9d (discard: an ally card only), EN 709.3 (if you do), 710.1, 415.2
    automated("Full Circle")
    st = start()
    ally_card, other = _hand(st, 0, "Anika Berlyn", "Barkskin")
    back = put_real(st, 0, "Araelun", "graveyard")
    party = put_real(st, 0, "Benethor Draigo", "allies")
    card = put_real(st, 0, "Full Circle", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=card, x=0)
    for _ in range(4):
        if not st.pending or st.pending[0].kind == "qr_may_discard_named":
            break
        ids = _ids(st)
        st = choose(st, str(back) if str(back) in ids else str(party))
    st = resolve_chain(st)
    assert st.pending[0].kind == "qr_may_discard_named" and str(other) not in _ids(st)  # an ally card only
    st = resolve_chain(choose(st, str(ally_card) if discard else "decline"))
    if discard:
        assert _zone(st, ally_card) == "graveyard" and _zone(st, back) == "allies" and _zone(st, party) == "hand"
    else:
        assert _zone(st, ally_card) == "hand" and _zone(st, back) == "graveyard" and _zone(st, party) == "allies"


# --- Omen of Clarity: "Ongoing: At the start of your turn, you may reveal the top card of your deck. If you do, you pay
# 2 less the next time you play or complete a card with that name this turn." ----------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_omen_of_clarity_the_next_card_with_the_revealed_name_costs_two_less(answer):
    # EN 703, 709.3 (may reveal; if you do), 403.2 (pay 2 less, the next time only), 415.9e (then drawn as usual)
    from engine.wow.costs import play_cost

    from .test_wtrig_cards import _next_turn

    automated("Omen of Clarity")
    st = start()
    put_real(st, 0, "Omen of Clarity", "hero_row")
    st = _next_turn(st)  # P2's turn
    (top,) = _on_top(st, 0, "Anika Berlyn")  # cost 6
    twin = put_real(st, 0, "Anika Berlyn", "hand")
    other = put_real(st, 0, "Benethor Draigo", "hand")  # cost 3
    st = _next_turn(st, {"wz2_top_name_discount": [answer]})
    assert st.active == 0 and _zone(st, top) == "hand"  # revealed on top, then drawn
    want = 4 if answer == "yes" else 6
    assert play_cost(st, 0, top) == play_cost(st, 0, twin) == want and play_cost(st, 0, other) == 3
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=twin, x=0))
    assert play_cost(st, 0, top) == 6  # the next time only


# --- Mr. Goldmine's Wild ride: "Pay (6) to complete this quest. Reward: Reveal the top three cards of your deck. You may
# put any number of revealed cards with different card types into your hand and the rest on the bottom of your deck." --


def test_mr_goldmines_wild_ride_costs_six():
    # EN 702.1, 403.1: "Pay (6)": 6 resources
    automated("Mr. Goldmine's Wild ride")
    st = start()
    resources(st, 0, 5)
    quest = put_real(st, 0, "Mr. Goldmine's Wild ride", "resources", face_down=False)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == quest]
    resources(st, 0, 1)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == quest]


def test_mr_goldmines_wild_ride_any_number_with_different_card_types():
    # EN 702 (reward), 709.1 (reveal: public), 300.1 (different card types), 415.3c (the rest on the bottom)
    from engine.core import RulesError

    st = start()
    anika, ara, bark = _on_top(st, 0, "Anika Berlyn", "Araelun", "Barkskin")
    st, _ = complete(st, "Mr. Goldmine's Wild ride", pay=6)
    st = resolve_chain(st)
    assert st.pending[0].kind == "reveal_pick" and st.pending[0].min == 0 and st.pending[0].max == 3
    with pytest.raises(RulesError):
        choose(st, str(anika), str(ara))  # two allies
    st = order_deck(choose(st, str(anika), str(bark)))
    assert _zone(st, anika) == _zone(st, bark) == "hand" and st.table.zone(0, "deck")[-1] == ara


# --- Vial of Stolen Memories ---------------------------------------------------------------------------------------


def _vial(st):
    automated("Vial of Stolen Memories")
    a, b, c, a2 = _deck_with(st, 0, "Anika Berlyn", "Araelun", "Barkskin", "Anika Berlyn")
    st, vial = _play_search(st, "Vial of Stolen Memories")
    from engine.core import RulesError

    with pytest.raises(RulesError):
        choose(st, str(a), str(a2), str(b))  # different names (413.1)
    st, events = _choose(st, str(a), str(b), str(c))
    st = resolve_chain(st)
    return st, vial, (a, b, c), events


def test_vial_of_stolen_memories_removes_three_different_cards_face_down():
    # EN 703, 413.1 (search, reveal), 415.7b (removed face down: only the owner sees them)
    st = start()
    st, _vial_uid, picked, events = _vial(st)
    for u in picked:
        card = st.table.cards[u]
        assert card.zone == "removed" and card.face_down and st.table.visible_to(card, 0) and not st.table.visible_to(card, 1)
    assert any(e.kind == "reveal" for e in events)  # revealed first


@pytest.mark.parametrize("right", [True, False])
def test_vial_of_stolen_memories_names_a_card_and_takes_the_random_one_if_it_matches(right):
    # EN 701 ([Exhaust], name a card), 709.1 (look at a random card removed this way: only you), 709.3 (you may take it)
    st = start()
    st, vial, (a, b, c), _ = _vial(st)
    for u in (b, c):  # test setup: only one card removed this way is left, so the random card is that one
        st.table.move(u, "graveyard")
    acts = [x for x in ENGINE.legal_actions(st, 0) if x.type == "power" and x.args.get("uid") == vial]
    st = resolve_chain(apply(st, "power", 0, **acts[0].args))
    assert st.pending[0].kind == "wz2_vial_name" and "Anika Berlyn" in _ids(st)
    st, events = _choose(st, "Anika Berlyn" if right else "Araelun")
    assert st.table.cards[a].card_id not in " | ".join(_public(events))  # the look is private
    if right:
        st = resolve_chain(choose(st, "yes"))
        assert _zone(st, a) == "hand"
    else:
        st = resolve_chain(st)
        assert _zone(st, a) == "removed" and not st.pending


# --- Muln Earthfury: "Harmonize, Protector / When Muln enters play, reveal cards from the top of your deck equal to the
# number of cards with Harmonize you control. Put all revealed allies with cost 4 or more into your hand and the rest
# on the bottom of your deck." -----------------------------------------------------------------------------------


def test_muln_earthfury_harmonize_and_protector():
    # EN glossary Harmonize (403.2: 1 less for allies with printed cost 4 or more), Protector (EN 602.2)
    from engine.wow import keywords as kw
    from engine.wow.costs import play_cost

    automated("Muln Earthfury")
    st = start()
    muln = put_real(st, 0, "Muln Earthfury", "allies")
    dear, cheap = put_real(st, 0, "Anika Berlyn", "hand"), put_real(st, 0, "Araelun", "hand")
    assert play_cost(st, 0, dear) == 5 and play_cost(st, 0, cheap) == 2
    assert kw.has(st, muln, "Protector")


def test_muln_earthfury_reveals_one_card_per_harmonize_card_and_keeps_the_big_allies():
    # EN 703, 709.1 (reveal N, N counted as it resolves), 201.3 (printed cost), 415.3c (the rest on the bottom)
    automated("Muln Earthfury")
    st = start()
    put_real(st, 0, "Remulos, Son of Cenarius", "allies")  # Harmonize
    big, small, third = _on_top(st, 0, "Anika Berlyn", "Araelun", "Barkskin")
    st, muln = play_real(st, "Muln Earthfury", 0, pay=10)
    st = order_deck(_settle(st))
    assert _zone(st, muln) == "allies"
    assert _zone(st, big) == "hand" and _zone(st, small) == "deck" and st.table.zone(0, "deck")[-1] == small  # two revealed
    assert st.table.zone(0, "deck")[0] == third  # the third card wasn't revealed


# --- Personal Weather Maker: "Opponents can't target cards in play you control that share a type with the top card of
# your deck." -------------------------------------------------------------------------------------------------------


def test_personal_weather_maker_cards_sharing_the_top_cards_type_cant_be_targeted_by_opponents():
    # EN 714 (continuous, read as the top card changes), EN glossary Untargetable (opponents only), 300.1 (equipment)
    from engine.core.effects import Effect, Target
    from engine.wow import keywords as kw
    from engine.wow.targets import legal_targets

    automated("Personal Weather Maker")
    st = start()
    put_real(st, 0, "Personal Weather Maker", "hero_row")
    ally = put_real(st, 0, "Araelun", "allies")
    boots = put_real(st, 0, "Blue Suede Shoes", "hero_row")
    _on_top(st, 0, "Anika Berlyn")  # an ally on top
    hit = Effect("destroy", 1, Target("chosen", {"types": ["ally", "armor"]}))
    assert kw.has(st, ally, "Untargetable") and not kw.has(st, boots, "Untargetable")
    assert ally not in legal_targets(st, 1, hit, hero(st, 1)) and boots in legal_targets(st, 1, hit, hero(st, 1))
    assert ally in legal_targets(st, 0, hit, hero(st, 0))  # its controller still may
    _on_top(st, 0, "Gorehowl")  # now a weapon on top: equipment (300.1)
    assert not kw.has(st, ally, "Untargetable") and kw.has(st, boots, "Untargetable")


# --- Urn of Lost Memories: "On your turn: [Exhaust], Destroy and ability or equipment you control with cost X -> Put
# target ally with cost X or less from your graveyard into play." ---------------------------------------------------


def _urn_actions(st, urn):
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == urn]


def test_urn_of_lost_memories_x_is_the_cost_of_the_card_destroyed():
    # 403.1 (the cost), 201.3 (its printed cost: X), EN 706 (target in your graveyard with cost X or less), 710.1
    automated("Urn of Lost Memories")
    st = start()
    urn = put_real(st, 0, "Urn of Lost Memories", "hero_row")
    boots = put_real(st, 0, "Blue Suede Shoes", "hero_row")  # cost 2
    cheap = put_real(st, 0, "Araelun", "graveyard")  # cost 2
    dear = put_real(st, 0, "Benethor Draigo", "graveyard")  # cost 3
    acts = [a for a in _urn_actions(st, urn) if a.args["pay"] == [boots]]
    assert acts
    st = apply(st, "power", 0, **acts[0].args)
    assert st.pending[0].kind == "target" and _ids(st) == [str(cheap)] and str(dear) not in _ids(st)
    st = resolve_chain(choose(st, str(cheap)))
    assert _zone(st, boots) == "graveyard" and _zone(st, cheap) == "allies" and _zone(st, dear) == "graveyard"


def test_urn_of_lost_memories_a_payment_leaving_no_target_is_not_offered():
    # 707.1d: no legal target for that X: that payment can't be made
    automated("Urn of Lost Memories")
    st = start()
    urn = put_real(st, 0, "Urn of Lost Memories", "hero_row")
    boots = put_real(st, 0, "Blue Suede Shoes", "hero_row")  # cost 2
    put_real(st, 0, "Benethor Draigo", "graveyard")  # cost 3: more than 2
    assert not [a for a in _urn_actions(st, urn) if a.args["pay"] == [boots]]
    st.active = 1
    assert not _urn_actions(st, urn)  # on your turn only (EN 701)


# --- Monstrous Totem: "Ongoing: When you play a Monster ally from your hand, you may search your deck for an ally with
# the same name as that ally and put it into play." ------------------------------------------------------------------


def test_monstrous_totem_a_monster_played_from_hand_fetches_its_namesake():
    # EN 703 (when you play it: before it resolves, 409.1), 709.3 (may), 413.1, 710.1
    automated("Monstrous Totem")
    st = start()
    put_real(st, 0, "Monstrous Totem", "hero_row")
    (twin,) = _deck_with(st, 0, "Gilblin Bully")
    st, bully = _play_search(st, "Gilblin Bully")
    assert _ids(st) == [str(twin)]
    st = resolve_chain(choose(st, str(twin)))
    assert _zone(st, twin) == _zone(st, bully) == "allies"


def test_monstrous_totem_not_for_a_non_monster():
    # EN 703: the filter — a Monster ally
    automated("Monstrous Totem")
    st = start()
    put_real(st, 0, "Monstrous Totem", "hero_row")
    (twin,) = _deck_with(st, 0, "Araelun")
    st, ara = play_real(st, "Araelun", 0)
    st = _settle(st)
    assert _zone(st, ara) == "allies" and _zone(st, twin) == "deck"


def test_monstrous_totem_not_for_a_monster_played_from_the_graveyard():
    # EN 703: "from your hand" — a card played from the graveyard (a played_from mark, 409.1) doesn't trigger it
    from engine.wow.conditions import fits

    automated("Monstrous Totem")
    st = start()
    bully = put_real(st, 0, "Gilblin Bully", "graveyard")
    st.table.cards[bully].flags["played_from"] = "graveyard"
    assert not fits(st, bully, {"types": ["ally"], "tag": "Monster", "played_from": "hand"})
    st.table.cards[bully].flags["played_from"] = "hand"
    assert fits(st, bully, {"types": ["ally"], "tag": "Monster", "played_from": "hand"})


# --- Find Weakness: "Ongoing: When you remove one or more Combo cards from your graveyard to play a Finishing Move, your
# hero deals that much melee damage to target hero or ally." --------------------------------------------------------


@pytest.mark.parametrize("n", [0, 3])
def test_find_weakness_deals_as_much_as_the_combo_cards_removed(n):
    # EN 703, 403.1 (the Combo cards removed as an additional cost), 405.4 (one melee packet of that much)
    automated("Find Weakness")
    st = start()
    put_real(st, 0, "Find Weakness", "hero_row")
    combo = _combo_graveyard(st, n) if n else []
    raze = put_real(st, 0, "Raze", "hand")
    resources(st, 0, 6)
    before = st.table.cards[hero(st, 1)].damage
    st = apply(st, "play", 0, uid=raze, x=0, extra=combo)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == before + n


# --- Crawling Claw: "When this ally attacks, you and target opponent play Rock, Parchment, Sickle. If you lose, it can't
# deal damage this combat." -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mine", "theirs", "hurt"), [("Rock", "Parchment", False), ("Rock", "Sickle", True), ("Rock", "Rock", True)])
def test_crawling_claw_rock_parchment_sickle(mine, theirs, hurt):
    # EN 703 (when it attacks), 709.1 (each picks in secret, then both are said), 103.2 (can't deal damage this combat)
    automated("Crawling Claw")
    st = start()
    claw = put_real(st, 0, "Crawling Claw", "allies")
    st = apply(st, "attack", 0, attacker=claw, defender=hero(st, 1))
    seen = []

    def pick(pending):
        seen.append((pending.player, [o.id for o in pending.options]))
        return [mine if pending.player == 0 else theirs]

    st = _settle(st, {"protector": ["none"], "wz2_rps": pick})
    st = _settle(st, {"protector": ["none"], "wz2_rps": pick}) if st.combat is not None else st
    assert [s[0] for s in seen] == [0, 1]  # you first, then the opponent
    atk = int(st.cards[st.table.cards[claw].card_id].get("atk") or 0)
    assert st.table.cards[hero(st, 1)].damage == (atk if hurt else 0)


def test_crawling_claw_the_first_pick_stays_secret():
    # 415.4a-like hidden choice: the log says only that P1 chose, not what, until both have chosen
    automated("Crawling Claw")
    st = start()
    claw = put_real(st, 0, "Crawling Claw", "allies")
    st = apply(st, "attack", 0, attacker=claw, defender=hero(st, 1))
    for _ in range(10):
        if st.pending and st.pending[0].kind == "wz2_rps":
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    st, events = _choose(st, "Sickle")
    assert st.pending[0].player == 1 and "Sickle" not in " | ".join(e.text for e in events)


# --- Obsidian Edged Blade: "1, Discard Obsidian Edged Blade from your hand -> Put a +1 ATK counter on target Two-Handed
# Sword." ------------------------------------------------------------------------------------------------------------


def test_obsidian_edged_blade_is_used_from_the_hand():
    # EN 701 (a payment power, here used from the hand), 403.1 / 415.9d (discarding it is the cost), 404.1 (the counter)
    from engine.wow import keywords as kw

    automated("Obsidian Edged Blade")
    st = start()
    blade = put_real(st, 0, "Obsidian Edged Blade", "hand")
    big = put_real(st, 0, "Brutal Gladiator's Greatsword", "hero_row")  # a Two-Handed Sword
    small = put_real(st, 1, "King's Defender", "hero_row")  # a One-Handed Sword
    resources(st, 0, 1)
    atk = kw.equipment_atk(st, big)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == blade]
    assert acts
    st = apply(st, "power", 0, **acts[0].args)
    assert st.pending[0].kind == "target" and _ids(st) == [str(big)] and str(small) not in _ids(st)
    st = resolve_chain(choose(st, str(big)))
    assert _zone(st, blade) == "graveyard" and kw.equipment_atk(st, big) == atk + 1


def test_obsidian_edged_blade_not_from_play_nor_without_resources():
    # EN 701: the power is used from the hand only; 403.1: its cost must be paid
    automated("Obsidian Edged Blade")
    st = start()
    blade = put_real(st, 0, "Obsidian Edged Blade", "hand")
    put_real(st, 0, "Brutal Gladiator's Greatsword", "hero_row")
    st.table.zone(0, "resources").clear()
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == blade]
    other = put_real(st, 0, "Obsidian Edged Blade", "hero_row")
    resources(st, 0, 1)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == other]


# --- Pathaleon the Calculator: "2, Remove Pathaleon from the game -> Put any number of cards from your hand on the bottom
# of your deck, then draw that many cards. You can use this power if Pathaleon is in your hand or party." ---------------


@pytest.mark.parametrize("where", ["hand", "allies"])
def test_pathaleon_from_hand_or_party_cycles_any_number_of_cards(where):
    # EN 701 (from the hand or the party), 403.1 / 415.7a (removing it is the cost), 415.3c (bottom), 415.9e (draw that many)
    automated("Pathaleon the Calculator")
    st = start()
    a, b, c = _hand(st, 0, "Anika Berlyn", "Araelun", "Barkskin")
    path = put_real(st, 0, "Pathaleon the Calculator", where)
    resources(st, 0, 2)
    acts = [x for x in ENGINE.legal_actions(st, 0) if x.type == "power" and x.args.get("uid") == path]
    assert acts
    st = resolve_chain(apply(st, "power", 0, **acts[0].args))
    assert _zone(st, path) == "removed"
    assert st.pending[0].kind == "wz2_hand_bottom_any" and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(a), str(b)))
    deck = st.table.zone(0, "deck")
    assert deck[-2:] == [a, b] and _zone(st, c) == "hand" and len(st.table.zone(0, "hand")) == 3  # two drawn


# --- Chaos Bolt: "Reveal the top card of target opponent's deck and remove it from the game. If it's an ability, ally, or
# equipment, your hero deals shadow damage to that opponent's hero equal to the cost of that revealed card, and you may
# play it this turn. (Pay costs as normal.)" ------------------------------------------------------------------------


def test_chaos_bolt_damage_equal_to_its_cost_and_you_may_play_it_this_turn():
    # EN 709.1, 415.7a (removed), 405.4 (one packet of its cost), 409.1 (played from the removed zone, costs paid), 415.2
    automated("Chaos Bolt")
    st = start()
    (ally,) = _on_top(st, 1, "Araelun")  # cost 2
    before = st.table.cards[hero(st, 1)].damage
    st, _ = play_real(st, "Chaos Bolt", 0, pay=3)
    st = resolve_chain(st)
    assert _zone(st, ally) == "removed" and st.table.cards[hero(st, 1)].damage == before + 2
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == ally]  # no resources left
    resources(st, 0, 2)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == ally]
    assert acts
    st = resolve_chain(apply(st, "play", 0, **acts[0].args))
    c = st.table.cards[ally]
    assert c.zone == "allies" and c.controller == 0 and c.owner == 1


def test_chaos_bolt_only_this_turn_and_not_a_quest():
    # 409.1 "this turn": the mark ends with the turn; EN 709.1: a quest is no ability, ally or equipment (no damage)
    from .test_wtrig_cards import _next_turn

    automated("Chaos Bolt")
    st = start()
    (ally,) = _on_top(st, 1, "Araelun")
    st, _ = play_real(st, "Chaos Bolt", 0, pay=3)
    st = resolve_chain(st)
    st = _next_turn(_next_turn(st))
    resources(st, 0, 2)
    assert st.active == 0 and not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == ally]
    (quest,) = _on_top(st, 1, "Manhunt")
    before = st.table.cards[hero(st, 1)].damage
    st, _ = play_real(st, "Chaos Bolt", 0, pay=3)
    st = resolve_chain(st)
    assert _zone(st, quest) == "removed" and st.table.cards[hero(st, 1)].damage == before
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == quest]


# --- Lor'themar Theron, Regent Lord: "Each player plays with the top card of his deck revealed. On your turn, you may
# play any cards revealed this way. (Pay costs as normal.)" -------------------------------------------------------


def test_lorthemar_reveals_every_top_card_and_lets_you_play_them_on_your_turn():
    # 415.3f (each deck's top card revealed), 409.1 (played from the top of a deck, costs paid), 415.2 / 710.1
    from engine.wow import deck_top

    automated("Lor'themar Theron, Regent Lord")
    st = start()
    put_real(st, 0, "Lor'themar Theron, Regent Lord", "allies")
    (mine,) = _on_top(st, 0, "Araelun")
    (theirs,) = _on_top(st, 1, "Benethor Draigo")
    assert deck_top.seen_by(st, 0, None) and deck_top.seen_by(st, 1, None)  # everyone sees both tops
    resources(st, 0, 5)
    plays = {a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play"}
    assert mine in plays and theirs in plays
    st = resolve_chain(apply(st, "play", 0, uid=theirs, x=0))
    c = st.table.cards[theirs]
    assert c.zone == "allies" and c.controller == 0 and c.owner == 1
    second = st.table.zone(1, "deck")[0]
    assert second in {a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play"}  # the new top card


def test_lorthemar_not_on_the_opponents_turn_and_not_for_the_opponent():
    # EN 714: "On your turn" — and only for Lor'themar's controller
    automated("Lor'themar Theron, Regent Lord")
    st = start()
    put_real(st, 0, "Lor'themar Theron, Regent Lord", "allies")
    _on_top(st, 0, "Araelun")
    _on_top(st, 1, "Benethor Draigo")
    from .test_wtrig_cards import _next_turn

    st = _next_turn(st)
    assert st.active == 1
    resources(st, 1, 5)
    plays = {a.args.get("uid") for a in ENGINE.legal_actions(st, 1) if a.type == "play"}
    top1 = st.table.zone(1, "deck")[0]
    assert top1 not in plays and st.table.zone(0, "deck")[0] not in plays
    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=top1, x=0)


# --- every permanent scripted here sits through a round of turns (its continuous powers are read at each step) --------

PERMANENTS = {
    "allies": ["Uruka the Cutthroat", "Short John Mithril", "Scout Kurgo", "Kentro Slade", "Idra'kess Enchantress", "Zazzo Dizzleflame",
               "Lieutenant Horatio Laine", "Commander Ulthok", "Shade of Arugal", "King Ymiron", "Sylvanas, Lady of Undercity",
               "Tristani the Sunblade", "Muln Earthfury", "Crawling Claw", "Pathaleon the Calculator", "Lor'themar Theron, Regent Lord"],
    "hero_row": ["Alchemist's Stone", "Mogor's Anointing Club", "Gravitational Pull", "Faith Healer's Boots", "Benediction", "Anathema",
                 "Staff of Sorceror-Thane Thaurissan", "Staff of Ammunae", "Liar's Tongue Gloves", "Omen of Clarity", "Vial of Stolen Memories",
                 "Personal Weather Maker", "Monstrous Totem", "Find Weakness", "Urn of Lost Memories", "Obsidian Edged Blade"],
}


@pytest.mark.parametrize(("zone", "name"), [(z, n) for z, names in PERMANENTS.items() for n in names])
def test_each_permanent_lives_through_a_round(zone, name):
    # 500.1 (a round of turns), EN 714 (continuous powers read throughout), 503.2 (wrap-up reads the hand size)
    from .test_wtrig_cards import _next_turn

    automated(name)
    st = start()
    uid = put_real(st, 0, name, zone)
    put_real(st, 1, name, zone)
    st = _next_turn(_next_turn(st))
    assert st.active == 0 and st.table.cards[uid].controller == 0
