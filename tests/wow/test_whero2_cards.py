"""Heroes and master heroes automated by helper whero2 (``engine/wow/cards/scripts/whero2.toml``), each
played with the real card."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_oneshot_b_cards import _combo_graveyard
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_whero_cards import _as_hero, _fire_blast, _power_index


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("whero2.toml"), name
    return data


def _to_trigger(st, turn: int):
    """Pass until ``turn`` starts and its first pending choice is asked (or the main step opens)."""
    for _ in range(80):
        if st.turn == turn and (st.pending or (st.step == "main" and not st.chain)):
            return st
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else apply(st, "pass", st.priority)
    return st


# --- The Lich King (ARC-16), Lord of Icecrown (BLZ-1-3967) --------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("name", ["The Lich King", "Lord of Icecrown"])
def test_lich_king_takes_an_ally_from_the_turn_players_graveyard_and_makes_allies_scourge(name):
    # EN 703, EN 706: "At the start of each player's turn, put target ally from that player's graveyard into play
    # under your control." 202.3: "Allies you control are also Scourge allies."
    _scripted(name)
    st = start()
    _as_hero(st, 0, name)
    mine = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    assert "Scourge" in kw.tags(st, mine) and "Scourge" not in kw.tags(st, theirs)  # 202.3: only allies he controls
    own_dead = put(st, 0, "Loyal Hound", "graveyard")
    their_dead = put(st, 1, "Iron Sentinel", "graveyard")
    st = _to_trigger(st, 2)  # the opponent's turn starts: the target is in that player's graveyard only
    assert st.pending and {o.id for o in st.pending[0].options} == {str(their_dead)}
    st = resolve_chain(choose(st, str(their_dead)))
    taken = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Iron Sentinel")
    assert st.table.cards[taken].controller == 0 and "Scourge" in kw.tags(st, taken)
    assert st.table.cards[own_dead].zone == "graveyard"
    st = _to_trigger(st, 3)  # his own turn: his own graveyard
    assert st.pending and str(own_dead) in {o.id for o in st.pending[0].options}


# --- Martiana the Mindwrench (DOW-3) -----------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("discarded_before", [False, True])
def test_martiana_target_player_discards_only_if_he_already_discarded_this_turn(discarded_before):
    # EN 706, 415.9d: "1, Flip Martiana -> Target player discards a card if he already discarded a card this turn."
    from engine.wow import quests
    from engine.wow.procedure import discard_cards

    data = _scripted("Martiana the Mindwrench")
    st = start()
    martiana = _as_hero(st, 0, "Martiana the Mindwrench")
    hand = [put(st, 1, "Mist Owl", "hand") for _ in range(3)]
    if discarded_before:
        quests.note(st, discard_cards(st, 1, [hand.pop()]))  # 415.9d: he discarded a card earlier this turn (the engine notes each batch)
    before = len(st.table.zone(1, "hand"))
    resources(st, 0, 1)
    st.priority = 0
    st = apply(st, "power", 0, uid=martiana, power=_power_index(data), x=0)
    st = choose(st, str(hero(st, 1)))  # EN 706: target player (his hero stands for him)
    st = resolve_chain(st)
    assert st.table.cards[martiana].flags.get("flipped")
    if discarded_before:  # 415.9d: he picks the card to discard
        assert st.pending and st.pending[0].player == 1
        st = resolve_chain(choose(st, str(hand[0])))
        assert st.table.cards[hand[0]].zone == "graveyard"
    assert len(st.table.zone(1, "hand")) == before - (1 if discarded_before else 0)


# --- Sunstalker Andora (WG-19) -----------------------------------------------------------------------


@needs(WOW_CARDS)
def test_sunstalker_andora_target_ally_dealt_damage_this_turn_is_destroyed():
    # 403.1 (discard a Rogue as the cost), EN 703: "On your turn: Flip Andora, discard a Rogue -> When target ally is
    # dealt damage this turn, destroy it." 415.9c: destroyed after a packet that left it alive.
    data = _scripted("Sunstalker Andora")
    st = start()
    andora = _as_hero(st, 0, "Sunstalker Andora")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    bystander = put(st, 1, "Stone Guardian", "allies")
    other = put(st, 0, "Mist Owl", "hand")  # no Rogue: can't pay
    rogue = put_real(st, 0, "Scrapper Ironbane", "hand")  # a Rogue
    st.priority = 0
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=andora, power=_power_index(data), x=0, pay=[other])
    st = apply(st, "power", 0, uid=andora, power=_power_index(data), x=0, pay=[rogue])
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[rogue].zone == "graveyard" and st.table.cards[andora].flags.get("flipped")
    assert st.table.cards[foe].zone == "allies"  # not yet dealt damage
    st = _fire_blast(st, 0, bystander)  # another ally: nothing
    assert st.table.cards[bystander].zone == "allies"
    st = _fire_blast(st, 0, foe)  # 2 damage of 4: it would live, then the trigger destroys it
    assert st.table.cards[foe].zone == "graveyard"


@needs(WOW_CARDS)
def test_sunstalker_andora_only_on_your_turn():
    # "On your turn:" — the power can't be used on an opponent's turn (103.2)
    data = _scripted("Sunstalker Andora")
    st = start()
    andora = _as_hero(st, 1, "Sunstalker Andora")
    put(st, 0, "Iron Sentinel", "allies")
    rogue = put_real(st, 1, "Scrapper Ironbane", "hand")
    st.priority = 1
    with pytest.raises(RulesError):
        apply(st, "power", 1, uid=andora, power=_power_index(data), x=0, pay=[rogue])


# --- Jonas the Red (SOB-28) --------------------------------------------------------------------------


@needs(WOW_CARDS)
def test_jonas_the_red_friendly_ally_dealing_combat_damage_to_an_ally_destroys_both():
    # EN 703, 408.3, 415.9c: "2, Flip Jonas -> When target friendly ally deals combat damage to an ally this turn,
    # destroy both." Both survive the combat (4 health, 1 damage each), then both are destroyed.
    data = _scripted("Jonas the Red")
    st = start()
    jonas = _as_hero(st, 0, "Jonas the Red")
    mine = put(st, 0, "Raging Brute", "allies")  # 1 ATK / 4 health
    theirs = put(st, 1, "Raging Brute", "allies")
    resources(st, 0, 2)
    st.priority = 0
    st = apply(st, "power", 0, uid=jonas, power=_power_index(data), x=0)
    assert {o.id for o in st.pending[0].options} == {str(mine)}  # a friendly ally only
    st = resolve_chain(choose(st, str(mine)))
    st = finish_combat(attack(st, mine, theirs))
    st = resolve_chain(st)
    assert st.table.cards[mine].zone == "graveyard" and st.table.cards[theirs].zone == "graveyard"


@needs(WOW_CARDS)
def test_jonas_the_red_combat_damage_to_a_hero_destroys_nothing():
    # EN 703: only combat damage to an ally triggers it
    data = _scripted("Jonas the Red")
    st = start()
    jonas = _as_hero(st, 0, "Jonas the Red")
    mine = put(st, 0, "Raging Brute", "allies")
    resources(st, 0, 2)
    st.priority = 0
    st = resolve_chain(choose(apply(st, "power", 0, uid=jonas, power=_power_index(data), x=0), str(mine)))
    st = resolve_chain(finish_combat(attack(st, mine, hero(st, 1))))
    assert st.table.cards[mine].zone == "allies"


# --- Turane Soulpact (DOW-17) ------------------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("x", [0, 2])
def test_turane_soulpact_destroys_x_allies_and_deals_x_shadow_damage(x):
    # 403.1: "On your turn: 3, Flip Turane, destroy X allies in your party -> Turane deals X shadow damage to target
    # hero or ally." (X: the allies named to pay, none or more); 405.4: one packet from Turane; 408.2b: X = 0, no packet
    data = _scripted("Turane Soulpact")
    st = start()
    turane = _as_hero(st, 0, "Turane Soulpact")
    allies = [put(st, 0, "Mist Owl", "allies") for _ in range(3)]
    theirs = put(st, 1, "Mist Owl", "allies")
    foe = hero(st, 1)
    resources(st, 0, 3)
    st.priority = 0
    with pytest.raises(RulesError):  # 403.1: only allies in your party pay it
        apply(st, "power", 0, uid=turane, power=_power_index(data), x=0, pay=[theirs])
    st = apply(st, "power", 0, uid=turane, power=_power_index(data), x=0, pay=allies[:x])
    st = resolve_chain(choose(st, str(foe)))
    assert [st.table.cards[u].zone for u in allies] == ["graveyard"] * x + ["allies"] * (3 - x)
    assert st.table.cards[foe].damage == x
    assert st.table.cards[turane].flags.get("flipped")


# --- Durga Gravestone (HFI-3) ------------------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize(("removed", "destroyed"), [(2, True), (1, False)])
def test_durga_gravestone_destroys_target_ally_costing_at_most_the_combo_cards_removed(removed, destroyed):
    # 403.1: "1, Flip Durga, remove up to five Combo cards in your graveyard from the game -> Destroy target ally if its
    # cost is less than or equal to the number of cards removed this way." (415.9c; the cost read as it resolves, EN 709)
    data = _scripted("Durga Gravestone")
    st = start()
    durga = _as_hero(st, 0, "Durga Gravestone")
    combo = _combo_graveyard(st, 2)
    target = put_real(st, 1, "Araelun", "allies")  # cost 2
    resources(st, 0, 1)
    st.priority = 0
    st = apply(st, "power", 0, uid=durga, power=_power_index(data), x=0, pay=combo[:removed])
    st = resolve_chain(choose(st, str(target)))
    assert [st.table.cards[u].zone for u in combo] == ["removed"] * removed + ["graveyard"] * (2 - removed)
    assert (st.table.cards[target].zone == "graveyard") is destroyed


@needs(WOW_CARDS)
def test_durga_gravestone_lists_each_way_to_pay():
    # 403.1: "up to five": none to all of the Combo cards in the graveyard, each a legal use
    from engine.wow.game import ENGINE

    _scripted("Durga Gravestone")
    st = start()
    durga = _as_hero(st, 0, "Durga Gravestone")
    combo = _combo_graveyard(st, 2)
    put_real(st, 1, "Araelun", "allies")
    resources(st, 0, 1)
    st.priority = 0
    pays = sorted(len(a.args["pay"]) for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == durga)
    assert pays == [0, 1, 1, 2] and set(combo)


# --- Cenarius, Lord of the Forest (COH-5) ------------------------------------------------------------


@needs(WOW_CARDS)
def test_cenarius_costs_4_less_with_two_allies_of_cost_4_or_more():
    # 403.2: "You pay 4 less to play Cenarius if you control at least two allies each with cost 4 or more."
    from engine.wow.costs import play_cost

    _scripted("Cenarius, Lord of the Forest")
    st = start()
    cenarius = put_real(st, 0, "Cenarius, Lord of the Forest", "hand")
    printed = int(st.cards[st.table.cards[cenarius].card_id]["cost"])
    put(st, 0, "Iron Sentinel", "allies")  # cost 4
    put(st, 0, "Mist Owl", "allies")  # cost 2: not enough
    assert play_cost(st, 0, cenarius) == printed
    put(st, 0, "Raging Brute", "allies")  # cost 3
    assert play_cost(st, 0, cenarius) == printed
    put(st, 1, "Iron Sentinel", "allies")  # an opponent's: not yours
    assert play_cost(st, 0, cenarius) == printed
    put(st, 0, "Iron Sentinel", "allies")
    assert play_cost(st, 0, cenarius) == printed - 4


@needs(WOW_CARDS)
def test_cenarius_reveals_ten_and_puts_all_revealed_allies_into_play():
    # 301.4c, EN 703, 709.1: "When your hero becomes Cenarius, reveal the top ten cards of your deck. Put all revealed
    # allies into play and the rest on the bottom of your deck." (the 11th card stays; 415.3c: the rest at the bottom)
    _scripted("Cenarius, Lord of the Forest")
    st = start()
    deck = st.table.zones[0]["deck"]
    top = [put(st, 0, name, "deck") for name in ["Loyal Hound", "Fire Bolt", "Iron Sentinel", "Battle Cry"] + ["Fire Bolt"] * 6]
    eleventh = put(st, 0, "Raging Brute", "deck")
    for uid in [*top, eleventh]:
        deck.remove(uid)
    deck[0:0] = [*top, eleventh]  # (test setup: these on top, in this order)
    allies_before = set(st.table.zone(0, "allies"))
    st, cenarius = play_real(st, "Cenarius, Lord of the Forest", 0, pay=12)
    for _ in range(10):
        st = resolve_chain(st)
        if not st.pending:
            break
        st = choose(st, *[o.id for o in st.pending[0].options[: max(st.pending[0].min, 1)]])  # (any order at the bottom)
    assert st.heroes[0] == cenarius
    entered = set(st.table.zone(0, "allies")) - allies_before
    assert entered == {top[0], top[2]}  # the two revealed allies, not the 11th card
    assert st.table.cards[eleventh].zone == "deck" and st.table.zone(0, "deck")[0] == eleventh
    assert all(st.table.cards[u].zone == "deck" for u in top if u not in entered)
    assert set(st.table.zone(0, "deck")[-8:]) == set(top) - entered  # the rest on the bottom
