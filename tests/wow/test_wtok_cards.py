"""Helper wtok: cards whose text involves tokens, revealing or looking at cards, and counters — automated by the
template ``cards/templates_top_reveals.py`` (op ``reveal_top_more``, ``engine.wow.top_reveal_more``) and the scripts of
``engine/wow/cards/scripts/wtok.toml``. Each card is played with the real card of the pool and every clause of its text
is checked; what one player looks at is in his view only, what is revealed is in everyone's (``view``)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.engine import WowEngine
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, resolve_chain, resources, start
from .test_quests_cards import complete, hand, on_top
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of

pytestmark = needs(WOW_CARDS)
ENGINE = WowEngine()


def _seen(st, viewer: int, uid: int) -> bool:
    """Whether ``viewer``'s view shows the face of card ``uid`` anywhere (hidden cards show no uid)."""
    view = ENGINE.view(st, viewer)
    return any(c.get("uid") == uid for pv in view["players"] for cards in pv["zones"].values() for c in cards)


def _to_turn(st, player: int, kind: str | None = None):
    """Pass (answering first options) until ``player``'s next turn has begun and, with ``kind``, a choice of that
    kind is asked (a start-of-turn trigger, EN 703); else until his action phase."""
    turn = st.turn
    for _ in range(400):
        if st.turn != turn and st.active == player:
            if kind is not None and st.pending and st.pending[0].kind == kind:
                return st
            if kind is None and st.step == "main" and not st.pending and not st.chain:
                return st
        if st.pending:
            st = choose(st, *([st.pending[0].options[0].id] if st.pending[0].min else []))
            continue
        st = apply(st, "pass", st.priority)
    raise AssertionError("never got there")


def _use(st, uid: int, name: str, *picks: str, pay: int = 8, player: int = 0):
    """Pay for and use the real card's activated power, answer ``picks``, resolve the chain."""
    resources(st, player, pay)
    st = apply(st, "power", player, uid=uid, power=power_of(automated(name)), x=0)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


# --- the top cards of your deck (EN 709.1; engine.wow.top_reveal_more) ---------------------------------------------

def test_treasure_chest_looks_at_three_one_to_hand_the_rest_on_top_in_any_order():
    # EN 709.1, 415.3c: "Look at the top three cards of your deck. Put one into your hand and the rest on top of your
    # deck in any order." — looked at, not revealed: only the player sees them
    automated("Treasure Chest")
    st = start()
    c, b, a = on_top(st, 0, "Gorehowl"), on_top(st, 0, "Frostbolt"), on_top(st, 0, "Anika Berlyn")
    st, _ = play_real(st, "Treasure Chest")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(a), str(b), str(c)} and st.pending[0].min == 1  # exactly one
    assert _seen(st, 0, a) and not _seen(st, 1, a)  # looked at: the opponent doesn't see them (415.3a)
    st = choose(st, str(b))
    assert b in hand(st)
    assert st.pending[0].player == 0 and st.pending[0].kind == "deck_order"  # the rest: on top, in the order he picks
    st = resolve_chain(choose(st, str(c)))
    assert st.table.zone(0, "deck")[:2] == [c, a]
    assert not _seen(st, 1, b)  # the card he took stays secret


def test_unleash_the_swarm_puts_cheap_murlocs_into_play_the_rest_on_the_bottom():
    # EN 709.1, 710.1: "Reveal the top seven cards of your deck. Put all revealed Murloc allies with cost 1 or less into
    # play and the rest on the bottom of your deck."
    automated("Unleash the Swarm!")
    st = start()
    big = on_top(st, 0, "Crabbyfin")  # a Murloc with cost 2: not put into play
    other = on_top(st, 0, "Anika Berlyn")  # not a Murloc
    m1, m0 = on_top(st, 0, "Murloc Coastrunner"), on_top(st, 0, "Baby Murloc")
    spare = [on_top(st, 0, "Frostbolt") for _ in range(3)]
    under = st.table.zone(0, "deck")[7]
    st, _ = play_real(st, "Unleash the Swarm!")
    st = resolve_chain(st)
    assert st.table.cards[m1].zone == "allies" and st.table.cards[m0].zone == "allies"
    assert st.table.cards[m1].controller == 0
    assert set(st.table.zone(0, "deck")[-5:]) == {big, other, *spare}  # the rest on the bottom
    assert st.table.zone(0, "deck")[0] == under
    assert _seen(st, 1, big)  # revealed: public (the opponent knows the card now at the bottom)


def test_formation_of_felbane_one_of_each_kind_to_hand():
    # EN 702, 709.1: "Reveal the top four cards of your deck. Put a revealed ability, ally, equipment, and quest card
    # into your hand and the rest on the bottom of your deck." — up to one of each type
    st = start()
    q = on_top(st, 0, "One Draenei's Junk")
    w = on_top(st, 0, "Gorehowl")
    a2, a1 = on_top(st, 0, "Murloc Coastrunner"), on_top(st, 0, "Anika Berlyn")
    st, _ = complete(st, "The Formation of Felbane")
    st = resolve_chain(st)
    # no ability was revealed: the choices are the ally, the equipment and the quest
    assert {o.id for o in st.pending[0].options} == {str(a1), str(a2)}
    st = choose(st, str(a1))
    assert {o.id for o in st.pending[0].options} == {str(w)}
    st = choose(st, str(w))
    st = resolve_chain(choose(st, str(q)))
    assert {a1, w, q} <= set(hand(st))
    assert st.table.zone(0, "deck")[-1] == a2  # the second ally: on the bottom


def test_a_rare_bean_choose_a_rarity_then_one_revealed_card_of_it():
    # EN 702, 709.1: "Choose a rarity, then reveal the top three cards of your deck. Put a revealed card with that rarity
    # into hand and the rest on the bottom of your deck."
    st = start()
    c1 = on_top(st, 0, "Murloc Coastrunner")  # common
    u1 = on_top(st, 0, "Baby Murloc")  # uncommon
    u2 = on_top(st, 0, "Crabbyfin")  # uncommon
    st, _ = complete(st, "A Rare Bean")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {"common", "uncommon", "rare", "epic", "legendary"}
    st = choose(st, "uncommon")
    assert {o.id for o in st.pending[0].options} == {str(u1), str(u2)} and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(u2)))
    assert u2 in hand(st)
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert set(st.table.zone(0, "deck")[-2:]) == {c1, u1}


def test_uncatalogued_species_name_a_race_then_an_ally_of_it():
    # EN 702, 709.1: "Name a standard race, then reveal the top four cards of your deck. Put a revealed ally card of that
    # race into hand and the rest on the bottom of your deck."
    st = start()
    on_top(st, 0, "Frostbolt")
    human = on_top(st, 0, "Anika Berlyn")  # a Human ally
    on_top(st, 0, "Murloc Coastrunner")
    on_top(st, 0, "Gorehowl")
    st, _ = complete(st, "Uncatalogued Species")
    st = resolve_chain(st)
    assert "Human" in {o.id for o in st.pending[0].options} and "Murloc" not in {o.id for o in st.pending[0].options}
    st = choose(st, "Human")
    assert {o.id for o in st.pending[0].options} == {str(human)}
    st = resolve_chain(choose(st, str(human)))
    assert human in hand(st)
    assert len(st.table.zone(0, "deck")) >= 3 and human not in st.table.zone(0, "deck")

    st = start()  # a race none of them has: nothing to pick, all four to the bottom
    four = [on_top(st, 0, "Frostbolt") for _ in range(4)]
    st, _ = complete(st, "Uncatalogued Species")
    st = resolve_chain(choose(resolve_chain(st), "Orc"))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert not st.pending and set(st.table.zone(0, "deck")[-4:]) == set(four)


# --- one player's choices about his top card (engine.wow.top_card_choices; scripts/wtok.toml) ----------------------

def test_magistrix_dianas_draw_it_and_she_returns_or_bottom_and_she_stays():
    # EN 703, 415.3a, 415.9e, 709.3: "When Dianas enters play, look at the top card of your deck. Either draw it or put
    # it on the bottom. If you draw it, put Dianas from play into her owner's hand."
    automated("Magistrix Dianas")
    for answer in ("take", "bottom"):
        st = start()
        top = on_top(st, 0, "Frostbolt")
        st, dianas = play_real(st, "Magistrix Dianas")
        st = resolve_chain(st)
        while not (st.pending and st.pending[0].kind == "wtok_look_keep"):
            st = apply(st, "pass", st.priority)
        assert _seen(st, 0, top) and not _seen(st, 1, top)  # looked at: her controller only (415.3a)
        st = resolve_chain(choose(st, answer))
        if answer == "take":
            assert top in hand(st) and st.table.cards[dianas].zone == "hand"
        else:
            assert st.table.zone(0, "deck")[-1] == top and top not in hand(st)
            assert st.table.cards[dianas].zone == "allies"


def test_track_demons_to_hand_with_3_damage_or_to_the_bottom():
    # EN 703, 415.3a, 405.3: "Ongoing: At the start of your turn, look at the top card of your deck. Either put it in
    # your hand and put 3 damage on your hero, or put it on the bottom of your deck."
    automated("Track Demons")
    for answer in ("take", "bottom"):
        st = start()
        put_real(st, 0, "Track Demons", "hero_row")
        st = _to_turn(st, 1)
        st = _to_turn(st, 0, "wtok_look_keep")
        top = st.table.zone(0, "deck")[0]
        assert _seen(st, 0, top) and not _seen(st, 1, top)
        before = st.table.cards[hero(st, 0)].damage
        st = choose(st, answer)
        if answer == "take":
            assert top in hand(st) and st.table.cards[hero(st, 0)].damage == before + 3
        else:
            assert st.table.zone(0, "deck")[-1] == top and st.table.cards[hero(st, 0)].damage == before


def test_miranda_mcmiserson_names_a_card_draws_it_only_on_a_match():
    # EN 701, 709.1, 415.9e: "[Exhaust] -> Name a card, then reveal the top card of your deck. If it has that name, draw
    # it. Otherwise, put it on the bottom of your deck."
    automated("Miranda McMiserson")
    for named, drawn in (("Frostbolt", True), ("Gorehowl", False)):
        st = start()
        put_real(st, 0, "Gorehowl", "graveyard")  # a card of hers: its name may be named
        top = on_top(st, 0, "Frostbolt")
        miranda = put_real(st, 0, "Miranda McMiserson", "allies")
        st = apply(st, "power", 0, uid=miranda, power=power_of(automated("Miranda McMiserson")), x=0)
        assert st.table.cards[miranda].tapped  # [Exhaust] is paid
        st = resolve_chain(st)
        assert {"Frostbolt", "Gorehowl"} <= {o.id for o in st.pending[0].options}
        st = resolve_chain(choose(st, named))
        assert _seen(st, 1, top)  # revealed: public
        if drawn:
            assert top in hand(st)
        else:
            assert st.table.zone(0, "deck")[-1] == top and top not in hand(st)


def test_windtalkers_wristguards_two_card_types_deal_2_nature():
    # EN 701, 709.1, 415.3c, 300.1: "[Exhaust] -> Reveal the top two cards of your deck, then put them on the bottom. If
    # they have different card types, your hero deals 2 nature damage to target hero or ally."
    automated("Windtalker's Wristguards")
    for second, hit in (("Anika Berlyn", True), ("Krol Blade", False)):  # an ally, or another equipment (an armor: same type)
        st = start()
        b = on_top(st, 0, second)
        a = on_top(st, 0, "Windtalker's Wristguards")
        guards = put_real(st, 0, "Windtalker's Wristguards", "hero_row")
        foe = put_real(st, 1, "Anika Berlyn", "allies")
        st = apply(st, "power", 0, uid=guards, power=power_of(automated("Windtalker's Wristguards")), x=0)
        st = resolve_chain(choose(st, str(foe)))
        assert _seen(st, 1, a) and _seen(st, 1, b)  # revealed
        assert st.pending[0].kind == "deck_order"  # he orders them on the bottom (415.3c)
        st = resolve_chain(choose(st, str(b)))
        assert st.table.zone(0, "deck")[-2:] == [b, a]
        assert st.table.cards[foe].damage == (2 if hit else 0)


def test_blade_of_the_burning_sun_fire_ally_gives_assault_equal_to_its_cost():
    # EN 701, 709.1, EN 714.1: "[Exhaust], Exhaust your hero -> Reveal the top card of your deck. If it's a [Fire] ally
    # or equipment, your allies have Assault X this turn, where X is the cost of the reavealed card."
    automated("Blade of the Burning Sun")
    for top_name, assault in (("Korialstrasz", True), ("Anika Berlyn", False)):
        st = start()
        top = on_top(st, 0, top_name)
        cost = st.cards[st.table.cards[top].card_id]["cost"]
        blade = put_real(st, 0, "Blade of the Burning Sun", "hero_row")
        mine = put_real(st, 0, "Anika Berlyn", "allies")
        theirs = put_real(st, 1, "Anika Berlyn", "allies")
        st = resolve_chain(apply(st, "power", 0, uid=blade, power=power_of(automated("Blade of the Burning Sun")), x=0))
        assert st.table.cards[blade].tapped and st.table.cards[hero(st, 0)].tapped  # both costs paid
        assert st.table.zone(0, "deck")[0] == top and _seen(st, 1, top)  # revealed, stays on top
        assert kw.keywords(st, mine).get("Assault", 0) == (cost if assault else 0)
        assert kw.keywords(st, theirs).get("Assault", 0) == 0  # only your allies
        if assault:
            from .test_wshot2_scripts import _next_turn

            st = _next_turn(st)
            assert kw.keywords(st, mine).get("Assault", 0) == 0  # this turn only (500.2)


def test_wild_cascade_copies_each_token_ally_at_the_start_of_your_turn():
    # EN 703, 402.3, 404.2: "Ongoing: At the start of your turn, put a token copy of each token ally you control into play"
    automated("Wild Cascade")
    st, _ = play_real(st := start(), "Thundering Footsteps", pay=8)
    st = resolve_chain(st)
    put_real(st, 0, "Wild Cascade", "hero_row")
    st = _to_turn(_to_turn(st, 1), 0)
    reavers = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Fel Reaver"]
    assert len(reavers) == 2 and all(st.table.cards[u].flags.get("token") for u in reavers)


def test_thundering_footsteps_puts_a_10_10_fel_reaver_token():
    # 404.2: "As an additional cost to play Thundering Footsteps, stomp your feet. Put a Mechanical ally token named Fel
    # Reaver with 10 ATK / 10 health into play." (stomping has no game effect)
    automated("Thundering Footsteps")
    st, _ = play_real(start(), "Thundering Footsteps", pay=8)
    st = resolve_chain(st)
    (reaver,) = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert kw.name(st, reaver) == "Fel Reaver" and kw.atk(st, reaver) == 10 and kw.health(st, reaver) == 10
    assert "Mechanical" in st.cards[st.table.cards[reaver].card_id]["tags"]


# --- hands played revealed (415.4a; engine.wow.hands_revealed) -----------------------------------------------------

def _hand_seen(st, viewer, owner: int) -> bool:
    """Whether ``viewer`` (None: a spectator) sees the face of every card in ``owner``'s hand."""
    cards = ENGINE.view(st, viewer)["players"][owner]["zones"]["hand"]
    return bool(cards) and all("uid" in c for c in cards)


def test_historian_firana_opponents_play_with_their_hands_revealed():
    # 415.4a, EN 714: "Opponents play with their hands revealed." — every view shows them, only while she is in play
    automated("Historian Firana")
    st = start()
    assert not _hand_seen(st, 0, 1)
    st, firana = play_real(st, "Historian Firana")
    st = resolve_chain(st)
    assert st.table.cards[firana].zone == "allies"
    assert _hand_seen(st, 0, 1) and _hand_seen(st, None, 1)  # public: the spectator sees it too
    assert not _hand_seen(st, 1, 0)  # only opponents' hands: her controller's stays his own (415.4a)
    st = _to_turn(st, 1)  # the card P2 draws is revealed too
    assert _hand_seen(st, 0, 1)
    st = resolve_chain(play_real(st, "Vanquish", 1, str(firana), pay=8)[0])  # she is destroyed
    assert st.table.cards[firana].zone == "graveyard"
    assert not _hand_seen(st, 0, 1) and not _hand_seen(st, None, 1)  # hidden again


def test_mind_vision_the_opponent_plays_with_his_hand_revealed_until_you_play_a_card():
    # 415.4a, EN 714, EN 703: "Choose an opponent." / "Ongoing: That opponent plays with his hand revealed." / "When you
    # play a card, destroy Mind Vision. If you do, draw a card."
    automated("Mind Vision")
    st = start()
    st, vision = play_real(st, "Mind Vision")
    st = resolve_chain(st)
    assert st.table.cards[vision].zone == "hero_row"
    assert _hand_seen(st, 0, 1) and _hand_seen(st, None, 1) and not _hand_seen(st, 1, 0)
    before = len(hand(st))
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[vision].zone == "graveyard" and len(hand(st)) == before + 1  # destroyed; drew a card
    assert not _hand_seen(st, 0, 1)


# --- tokens (404.2) and counters (404.1) ------------------------------------------------------------------------------

def test_shield_wall_three_wall_armor_tokens_with_1_def():
    # 404.2, 304.1-304.2: "Put three Wall armor tokens into play with 1 DEF."
    automated("Shield Wall")
    st, _ = play_real(start(), "Shield Wall")
    st = resolve_chain(st)
    walls = [u for u in st.table.zone(0, "hero_row") if st.table.cards[u].flags.get("token")]
    assert len(walls) == 3
    for u in walls:
        assert kw.name(st, u) == "Wall" and kw.data(st, u)["type"] == "armor" and kw.defense(st, u) == 1


def test_shield_wall_token_is_an_armor_offered_to_prevent_damage():
    # 304.2-304.3, EN 717.2c: a Wall armor token is exhausted to prevent damage to the hero in combat
    st, _ = play_real(start(), "Shield Wall")
    st = resolve_chain(st)
    wall = next(u for u in st.table.zone(0, "hero_row") if st.table.cards[u].flags.get("token"))
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert wall in ENGINE._armor(st, 0)  # an armor the player may exhaust to prevent damage (304.3)
    st = apply(st, "armor", 0, uid=wall)
    assert st.table.cards[wall].tapped


def test_yertle_destroyed_leaves_a_shell_armor_token_with_def_equal_to_resources():
    # EN 703, 404.2: "When this ally is destroyed, put a Shell armor token into play with [DEF] equal to the number of
    # resources you controlled as this ally was destroyed."
    automated("Yertle")
    st = start()
    yertle = put_real(st, 0, "Yertle", "allies")
    resources(st, 0, 3)
    st = resolve_chain(play_real(st, "Vanquish", 0, str(yertle), pay=4)[0])  # 3 + 4 = 7 resources
    st = resolve_chain(choose(st, "0"))  # two triggers: Eternal's first (708.2), so the Shell resolves first
    while st.pending:  # Eternal: "you may shuffle it into your deck" — no
        st = resolve_chain(choose(st, *([] if not st.pending[0].min else [st.pending[0].options[-1].id])))
    (shell,) = [u for u in st.table.zone(0, "hero_row") if st.table.cards[u].flags.get("token")]
    assert kw.name(st, shell) == "Shell" and kw.data(st, shell)["type"] == "armor"
    assert kw.defense(st, shell) == len(st.table.zone(0, "resources")) == 7


def test_burning_winds_each_line_needs_a_non_token_ally_of_its_kind():
    # EN 709, 404.2: "If you control one or more non-token [Fire] allies, put an X [Fire] / X [Health] Fire Elemental
    # ally token into play, where X is the highest cost among [Fire] allies you control." + the same for [Nature] / Air
    automated("Burning Winds")
    st = start()
    kor = put_real(st, 0, "Korialstrasz", "allies")  # a [Fire] ally
    fire_cost = kw.data(st, kor)["cost"]
    put_real(st, 1, "Korialstrasz", "allies")  # the opponent's: not counted
    st, _ = play_real(st, "Burning Winds", pay=3)
    st = resolve_chain(st)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert [kw.name(st, u) for u in tokens] == ["Fire Elemental"]  # no [Nature] ally: no Air Elemental
    assert kw.atk(st, tokens[0]) == kw.health(st, tokens[0]) == fire_cost
    assert "fire" in kw.words(st, tokens[0])
    # a token [Fire] ally alone doesn't make another: "non-token" (404.2)
    st2 = start()
    st2, _ = play_real(st2, "Burning Winds", pay=3)
    st2 = resolve_chain(st2)
    assert not [u for u in st2.table.zone(0, "allies") if st2.table.cards[u].flags.get("token")]


def test_ritual_of_souls_needs_two_allies_enters_with_four_spirit_counters_and_heals():
    # 103.2 / 415.8b: "Play only if two or more allies are in your party." 404.1a: "Ongoing: Ritual of Souls, enters play
    # with four spirit counters." EN 701, 404.1d: "[Exhaust], remove a spirit counter -> Your hero heals 3 damage from
    # target hero or ally. If no counters remain, destroy Ritual of Souls."
    from engine.core import RulesError
    from engine.wow.counters import counters

    automated("Ritual of Souls")
    st = start()
    put_real(st, 0, "Anika Berlyn", "allies")
    try:
        play_real(st, "Ritual of Souls")
    except RulesError:
        pass
    else:
        raise AssertionError("played with one ally in the party")
    put_real(st, 0, "Murloc Coastrunner", "allies")
    st, ritual = play_real(st, "Ritual of Souls")
    st = resolve_chain(st)
    assert st.table.cards[ritual].zone == "hero_row" and counters(st, ritual, "spirit") == 4
    st.table.cards[hero(st, 0)].damage = 5
    st = _use(st, ritual, "Ritual of Souls", str(hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == 2 and counters(st, ritual, "spirit") == 3
    assert st.table.cards[ritual].zone == "hero_row"  # counters remain
    st.table.cards[ritual].counters["spirit"] = 1
    st.table.cards[ritual].tapped = False
    st = _use(st, ritual, "Ritual of Souls", str(hero(st, 0)))
    assert st.table.cards[ritual].zone == "graveyard"  # the last one removed: destroyed (404.1d)


def test_rajh_power_counter_at_start_of_turn_and_when_you_play_an_ally():
    # EN 703, 404.1a: "At the start of your turn and when you play an ally, add a power counter to this item."
    from engine.wow.counters import counters

    automated("Rajh, Construct of the Sun")
    st = start()
    rajh = put_real(st, 0, "Rajh, Construct of the Sun", "hero_row")
    st = resolve_chain(play_real(st, "Murloc Coastrunner")[0])
    assert counters(st, rajh, "power") == 1  # an ally played
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 1)))[0])
    assert counters(st, rajh, "power") == 1  # an ability: no counter
    st = _to_turn(_to_turn(st, 1), 0)
    assert counters(st, rajh, "power") == 2  # the start of his turn (not the opponent's)


def test_setesh_power_counter_at_start_of_turn_and_on_combat_damage_to_an_opposing_hero():
    # EN 703, 404.1a: "At the start of your turn and when your hero deals combat damage to an opposing hero, add a power
    # counter to this item."
    from engine.wow.counters import counters

    from .test_combat import finish_combat

    automated("Setesh, Construct of Destruction")
    st = start()
    setesh = put_real(st, 0, "Setesh, Construct of Destruction", "hero_row")
    blade = put_real(st, 0, "Krol Blade", "hero_row")  # so the hero has ATK to strike with
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = finish_combat(apply(st, "strike", 0, weapon=blade))
    assert st.table.cards[hero(st, 1)].damage > 0
    st = resolve_chain(st)
    assert counters(st, setesh, "power") == 1
    st = _to_turn(_to_turn(st, 1), 0)
    assert counters(st, setesh, "power") == 2


def test_emberstone_staff_atk_and_strike_cost_per_emberstone_counter():
    # EN 703 / EN 714 / 403.2, 404.1a: "When you play an ability, you may add an emberstone counter to this weapon." /
    # "This weapon has +1 ATK and you pay 1 less to strike with it for each emberstone counter on it."
    from engine.wow import costs
    from engine.wow.counters import counters

    automated("Emberstone Staff")
    st = start()
    staff = put_real(st, 0, "Emberstone Staff", "hero_row")
    atk, strike = kw.equipment_atk(st, staff), costs.strike_cost(st, 0, staff)
    for _ in range(2):
        st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
        st = resolve_chain(st)
        while st.pending:
            st = resolve_chain(choose(st, "yes"))
    assert counters(st, staff, "emberstone") == 2
    assert kw.equipment_atk(st, staff) == atk + 2
    assert costs.strike_cost(st, 0, staff) == max(strike - 2, 0)
    other = put_real(st, 0, "Krol Blade", "hero_row")
    assert costs.strike_cost(st, 0, other) == st.cards[st.table.cards[other].card_id]["strike_cost"]  # only this weapon


def test_singing_crystal_axe_pays_one_more_per_slow_counter():
    # 404.1a / 403.2 / EN 703: "Singing Crystal Axe enters play with four slow counters." / "You pay 1 more to strike
    # with Singing Crystal Axe for each slow counter." / "When you strike with Singing Crystal Axe, remove a slow counter."
    from engine.wow import costs
    from engine.wow.counters import counters

    automated("Singing Crystal Axe")
    st = start()
    st, axe = play_real(st, "Singing Crystal Axe")
    st = resolve_chain(st)
    base = st.cards[st.table.cards[axe].card_id]["strike_cost"]
    assert counters(st, axe, "slow") == 4 and costs.strike_cost(st, 0, axe) == base + 4
    st.table.cards[axe].counters["slow"] = 1
    assert costs.strike_cost(st, 0, axe) == base + 1


# --- prevention that names its card (EN 717; engine.wow.counter_shields) -------------------------------------------

def test_miandra_divine_shield_prevents_once_then_the_counter_is_gone():
    # 404.1a: "Miandra enters play with a divine shield counter." EN 717 / EN 703: "While Miandra has a divine shield
    # counter, prevent all damage that would be dealt to her. When damage is prevented this way, remove her divine shield
    # counter."
    from engine.wow.counters import counters

    automated("Miandra")
    st = start()
    st, miandra = play_real(st, "Miandra")
    st = resolve_chain(st)
    assert counters(st, miandra, "divine shield") == 1
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(miandra))[0])
    assert st.table.cards[miandra].damage == 0  # prevented
    assert counters(st, miandra, "divine shield") == 0  # and the counter removed
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(miandra))[0])
    assert st.table.cards[miandra].damage > 0  # no counter: no prevention


def test_inner_fire_prevents_damage_to_your_hero_three_times_then_is_destroyed():
    # 404.1a / EN 717 / EN 703, 404.1d: "Inner Fire enters play with three charge counters on it." / "Ongoing: Prevent all
    # damage that would be dealt to your hero. When damage is prevented this way, remove a charge counter from Inner
    # Fire. If you removed the last one, destroy Inner Fire."
    from engine.wow.counters import counters

    automated("Inner Fire")
    st = start()
    st, fire = play_real(st, "Inner Fire")
    st = resolve_chain(st)
    assert st.table.cards[fire].zone == "hero_row" and counters(st, fire, "charge") == 3
    for left in (2, 1):
        st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 0)))[0])
        assert st.table.cards[hero(st, 0)].damage == 0 and counters(st, fire, "charge") == left
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 1)))[0])
    assert counters(st, fire, "charge") == 1  # another hero's damage: not prevented, no counter removed
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 0)))[0])
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[fire].zone == "graveyard"  # the last one
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 0)))[0])
    assert st.table.cards[hero(st, 0)].damage > 0


def test_earth_shield_hero_dealt_combat_damage_removes_a_counter_and_heals_3():
    # EN 703, 407, 404.1d: "Ongoing: When your hero is dealt combat damage, remove a shield counter, and your hero heals 3
    # damage from itself. When the last counter is removed, destroy Earth Shield."
    from engine.wow.counters import counters

    from .test_combat import finish_combat

    automated("Earth Shield")
    st = start()
    shield = put_real(st, 0, "Earth Shield", "hero_row")
    st.table.cards[shield].counters["shield"] = 2  # (its four, 404.1a, as read by the templates; two left here)
    st.table.cards[hero(st, 0)].damage = 4
    st = _to_turn(st, 1)
    attacker = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = resolve_chain(finish_combat(st))
    assert counters(st, shield, "shield") == 1
    assert st.table.cards[hero(st, 0)].damage == 4 + 5 - 3
    st = resolve_chain(play_real(st, "Frostbolt", 1, str(hero(st, 0)), pay=8)[0])
    assert counters(st, shield, "shield") == 1  # not combat damage: nothing
    st.table.cards[attacker].tapped = False
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[shield].zone == "graveyard"  # the last counter removed: destroyed


# --- payment powers that remove counters (403.4) ------------------------------------------------------------------------

def test_borrowed_time_five_clock_counters_and_destroy_it_for_an_extra_turn():
    # 403.1, 403.4, 500.3: "On your turn: Remove five clock counters from this ability and destroy it -> Take an
    # additional turn after this one."
    from engine.core import RulesError

    automated("Borrowed Time")
    st = start()
    bt = put_real(st, 0, "Borrowed Time", "hero_row")
    st.table.cards[bt].counters["clock"] = 4
    power = power_of(automated("Borrowed Time"))
    try:
        apply(st, "power", 0, uid=bt, power=power, x=0)
    except RulesError:
        pass
    else:
        raise AssertionError("used with four clock counters")
    st.table.cards[bt].counters["clock"] = 5
    st = resolve_chain(apply(st, "power", 0, uid=bt, power=power, x=0))
    assert st.table.cards[bt].zone == "graveyard"  # destroyed to pay
    st = _to_turn(st, 0)
    assert st.active == 0 and st.turn == 2  # the additional turn is his (500.3)


def test_twin_spire_ruins_puts_a_cheap_ally_from_your_graveyard_into_play():
    # 403.4, 710.1: "On your turn, 2, [Exhaust], Remove two capture counters -> Put an ally card with cost 2 or less from
    # your graveyard into play."
    from engine.wow.counters import counters

    automated("Twin Spire Ruins")
    st = start()
    ruins = put_real(st, 0, "Twin Spire Ruins", "resources", face_down=False)
    st.table.cards[ruins].counters["capture"] = 3
    cheap = put_real(st, 0, "Murloc Coastrunner", "graveyard")
    big = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6: can't be picked
    st = _use(st, ruins, "Twin Spire Ruins", pay=2)
    assert str(big) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(cheap)))
    assert st.table.cards[cheap].zone == "allies" and st.table.cards[big].zone == "graveyard"
    assert counters(st, ruins, "capture") == 1 and st.table.cards[ruins].tapped


def test_alterac_valley_eight_honor_counters_return_an_affordable_ally():
    # 403.4, 710.1, EN 709: "On your turn: Exhaust , Remove eight honor counters -> Put target ally card from your
    # graveyard into play if its cost is less than or equal to the number of resources you control."
    from engine.wow.counters import counters

    automated("Alterac Valley")
    for n_res, enters in ((6, True), (2, False)):
        st = start()
        valley = put_real(st, 0, "Alterac Valley", "resources", face_down=False)
        st.table.cards[valley].counters["honor"] = 8
        anika = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6
        resources(st, 0, n_res - 1)  # the valley is a resource too
        st = resolve_chain(choose(apply(st, "power", 0, uid=valley, power=power_of(automated("Alterac Valley")), x=0), str(anika)))
        assert counters(st, valley, "honor") == 0 and st.table.cards[valley].tapped
        assert st.table.cards[anika].zone == ("allies" if enters else "graveyard")


def test_elemental_shield_readies_a_resource_per_water_counter_then_loses_one():
    # 404.1a / 411.1, 404.1d: "Ongoing: This ability enters play with three water counters." / "[Exhaust] -> Ready a
    # resource you control for each water counter, then remove a water counter. If none remain, then destroy this ability."
    from engine.wow.counters import counters

    automated("Elemental Shield")
    st = start()
    st, shield = play_real(st, "Elemental Shield", pay=4)
    st = resolve_chain(st)
    assert counters(st, shield, "water") == 3
    spent = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    assert len(spent) >= 3
    st = apply(st, "power", 0, uid=shield, power=power_of(automated("Elemental Shield")), x=0)
    st = resolve_chain(st)
    assert st.pending[0].min == 3 or len(st.pending[0].options) >= 3
    st = resolve_chain(choose(st, *[str(u) for u in spent[:3]]))
    assert not any(st.table.cards[u].tapped for u in spent[:3]) and counters(st, shield, "water") == 2
    st.table.cards[shield].counters["water"] = 1
    st.table.cards[shield].tapped = False
    st = resolve_chain(apply(st, "power", 0, uid=shield, power=power_of(automated("Elemental Shield")), x=0))
    if st.pending:
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].max]]))
    assert st.table.cards[shield].zone == "graveyard"  # the last one removed: destroyed


# --- target filters on counters and token counts (targets' wtk filter) -----------------------------------------------

def test_pulverize_damaged_ally_or_a_card_with_counters():
    # EN 707.1c, 415.9c, 404.1: "Choose one: Destroy target damaged ally; or destroy target ability or equipment with one
    # or more counters."
    automated("Pulverize")
    st = start()
    hurt = put_real(st, 1, "Anika Berlyn", "allies", damage=1)
    whole = put_real(st, 1, "Murloc Coastrunner", "allies")
    st, _ = play_real(st, "Pulverize", 0, "0")
    assert {o.id for o in st.pending[0].options} >= {str(hurt)} and str(whole) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(hurt)))
    assert st.table.cards[hurt].zone == "graveyard"

    st = start()
    axe = put_real(st, 1, "Singing Crystal Axe", "hero_row")
    st.table.cards[axe].counters["slow"] = 2
    bare = put_real(st, 1, "Golem Skull Helm", "hero_row")  # an armor with no counters
    st, _ = play_real(st, "Pulverize", 0, "1")
    assert str(axe) in {o.id for o in st.pending[0].options} and str(bare) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[axe].zone == "graveyard" and st.table.cards[bare].zone == "hero_row"


def test_natural_purification_cost_at_most_your_token_allies():
    # 415.9c, 404.2: "Destroy target ability or equipment with cost less than or equal to the number of token allies you
    # control."
    automated("Natural Purification")
    st = start()
    st = resolve_chain(play_real(st, "Shield Wall")[0])  # armor tokens: not allies, not counted
    st = resolve_chain(play_real(st, "Thundering Footsteps", pay=8)[0])  # one token ally
    cheap = put_real(st, 1, "Mind Vision", "hero_row")  # an Ongoing ability with cost 1
    costly = put_real(st, 1, "Golem Skull Helm", "hero_row")  # an armor with cost 3
    st, _ = play_real(st, "Natural Purification")
    ids = {o.id for o in st.pending[0].options}
    assert str(cheap) in ids and str(costly) not in ids  # one token ally: cost 1 or less
    st = resolve_chain(choose(st, str(cheap)))
    assert st.table.cards[cheap].zone == "graveyard"


def test_utopia_destroys_tokens_and_sends_the_rest_to_the_resource_rows():
    # 404.2, 412.2, 411.1: "Destroy all tokens. Put each other ability, ally, and equipment into its owner's resource row
    # face down, then exhaust them."
    automated("Utopia")
    st = start()
    st = resolve_chain(play_real(st, "Thundering Footsteps", pay=8)[0])
    reaver = next(u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token"))
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Murloc Coastrunner", "allies")
    blade = put_real(st, 1, "Krol Blade", "hero_row")
    st, utopia = play_real(st, "Utopia", pay=7)
    st = resolve_chain(st)
    assert reaver not in st.table.cards or st.table.cards[reaver].zone != "allies"  # destroyed (404.2c: gone)
    for uid, owner in ((mine, 0), (theirs, 1), (blade, 1)):
        card = st.table.cards[uid]
        assert card.zone == "resources" and card.face_down and card.tapped and card.owner == owner
        assert st.table.zone(owner, "resources").count(uid) == 1
    assert st.table.cards[hero(st, 0)].zone == "hero_row" and st.table.cards[utopia].zone == "graveyard"


def test_korialstrasz_red_dragonkin_tokens_equal_to_the_played_allys_cost():
    # EN 703, 404.2: "When you play an ally, put X 1 [Fire] / 1 [Health] Red Dragonkin ally tokens into play, where X is
    # that ally's cost."
    automated("Korialstrasz")
    st = start()
    put_real(st, 0, "Korialstrasz", "allies")
    st = resolve_chain(play_real(st, "Crabbyfin")[0])  # cost 2
    while st.pending:  # Crabbyfin's own "you may put a Crab Monster token …": no
        st = resolve_chain(choose(st, "no"))
    kin = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Red Dragonkin"]
    assert len(kin) == 2 and all(st.table.cards[u].flags.get("token") for u in kin)
    assert all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and "fire" in kw.words(st, u) for u in kin)
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 1)))[0])  # an ability: nothing
    assert len([u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Red Dragonkin"]) == 2


def test_the_battle_is_won_a_1_1_token_of_the_chosen_class():
    # EN 702, 709.1, 404.2, 206.1a: "Reward: Choose a standard class. Put a 1 [Melee] / 1 [Health] ally token into play
    # with the chosen class."
    st = start()
    st, _ = complete(st, "The Battle Is Won, the War Goes On")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {"Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue",
                                                    "Shaman", "Warlock", "Warrior"}
    st = resolve_chain(choose(st, "Death Knight"))
    (token,) = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert kw.name(st, token) == "Death Knight" and "death knight" in kw.words(st, token)
    assert kw.atk(st, token) == 1 and kw.health(st, token) == 1 and "melee" in kw.words(st, token)
    assert st.table.cards[token].controller == 0


# --- counters on equipment and locations (404.1) ----------------------------------------------------------------------

def test_sorrows_end_reads_the_revealed_top_card():
    # 415.3f / EN 714 / 403.2: "Play with the top card of your deck revealed." / "While a card with cost 3 or more is
    # revealed this way, this weapon has +3 ATK." / "While a card with cost 3 or less is revealed this way, you pay 3 less
    # to strike with this weapon."
    from engine.wow import costs

    automated("Sorrow's End")
    st = start()
    sorrow = put_real(st, 0, "Sorrow's End", "hero_row")
    atk, strike = st.cards[st.table.cards[sorrow].card_id]["atk"], st.cards[st.table.cards[sorrow].card_id]["strike_cost"]
    for top_name, more, less in (("Anika Berlyn", True, False), ("Murloc Coastrunner", False, True), ("Frostbolt", None, None)):
        top = on_top(st, 0, top_name)
        c = st.cards[st.table.cards[top].card_id]["cost"]
        more, less = c >= 3, c <= 3
        assert _seen(st, 1, top)  # revealed: the opponent sees it (415.3f)
        assert kw.equipment_atk(st, sorrow) == atk + (3 if more else 0)
        assert costs.strike_cost(st, 0, sorrow) == max(strike - (3 if less else 0), 0)


def test_stained_shadowcraft_spaulders_one_plus_heirloom_counters_nature_damage():
    # EN 703, 405.4, 404.1a: "At the start of your turn, your hero may deal 1 nature damage to target hero or ally, plus an
    # additional 1 for each heirloom counter on this armor."
    automated("Stained Shadowcraft Spaulders")
    st = start()
    spaulders = put_real(st, 0, "Stained Shadowcraft Spaulders", "hero_row")
    st.table.cards[spaulders].counters["heirloom"] = 2
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = _to_turn(st, 1)
    turn = st.turn
    for _ in range(200):
        if st.active == 0 and st.turn != turn and st.pending:
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    while st.pending and str(foe) not in {o.id for o in st.pending[0].options}:
        st = choose(st, "yes") if "yes" in {o.id for o in st.pending[0].options} else choose(st, st.pending[0].options[0].id)
    st = resolve_chain(choose(st, str(foe)))
    while st.pending:
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[foe].damage == 3


def test_tempest_of_chaos_a_counter_then_that_much_fire_damage_to_a_random_opposing_character():
    # EN 703, 706.1, 404.1a, 405.4: "At the start of your turn, target a random opposing hero or ally. Put a chaos counter on
    # Tempest of Chaos, and then your hero deals 1 fire damage to that character for each chaos counter."
    from engine.wow.counters import counters

    automated("Tempest of Chaos")
    st = start()
    tempest = put_real(st, 0, "Tempest of Chaos", "hero_row")
    st.table.cards[tempest].counters["chaos"] = 1
    st = _to_turn(_to_turn(st, 1), 0)
    assert counters(st, tempest, "chaos") == 2
    assert st.table.cards[hero(st, 1)].damage == 2  # the only opposing character: 2 fire damage
    assert st.table.cards[hero(st, 0)].damage == 0


def test_polished_spaulders_of_valor_equipment_costs_less_to_a_minimum_of_one():
    # 403.2, 404.1a: "You pay 1 less to play equipment, add an additional 1 less for each heirloom counter on this armor, to
    # a minimum of 1."
    from engine.wow import costs

    automated("Polished Spaulders of Valor")
    st = start()
    spaulders = put_real(st, 0, "Polished Spaulders of Valor", "hero_row")
    helm = put_real(st, 0, "Golem Skull Helm", "hand")  # cost 3
    owl = put_real(st, 0, "Anika Berlyn", "hand")  # an ally: no change
    assert costs.play_cost(st, 0, helm) == 2 and costs.play_cost(st, 0, owl) == 6
    st.table.cards[spaulders].counters["heirloom"] = 1
    assert costs.play_cost(st, 0, helm) == 1
    st.table.cards[spaulders].counters["heirloom"] = 5
    assert costs.play_cost(st, 0, helm) == 1  # to a minimum of 1


def test_talismanic_textiles_x_plus_one_def_counters_on_a_cloth_armor():
    # EN 701, 404.1c, 206.1: "[Exhaust] -> Put X + 1 [DEF] counters on target Cloth armor you control, where X is the number
    # of Tailoring heroes and allies you control."
    from engine.wow.counters import counters

    automated("Talismanic Textiles, Dalaran")
    st = start()
    robe = put_real(st, 0, "Devil-Stitched Leggings", "hero_row")  # a Cloth armor
    other = put_real(st, 0, "Golem Skull Helm", "hero_row")  # not Cloth
    textiles = put_real(st, 0, "Talismanic Textiles, Dalaran", "resources", face_down=False)
    tailor = _tailor(st)
    defense = kw.defense(st, robe)
    resources(st, 0, 8)
    st = apply(st, "power", 0, uid=textiles, power=power_of(automated("Talismanic Textiles, Dalaran")), x=0)
    assert str(other) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(robe)))
    assert counters(st, robe, "+1 DEF") == 1 + tailor and kw.defense(st, robe) == defense + 1 + tailor


def _tailor(st) -> int:
    """The Tailoring heroes and allies player 0 controls (test setup adds one ally of that profession)."""
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    cid = st.table.cards[ally].card_id
    st.cards[cid] = {**st.cards[cid], "professions": ["Tailoring"]}
    hero_d = st.cards[st.table.cards[hero(st, 0)].card_id]
    return 1 + (1 if "Tailoring" in (hero_d.get("professions") or []) else 0)


def test_belt_of_the_twilight_assassin_discard_equipment_for_murder_counters_and_assault():
    # EN 701, 403.1, 404.1a, EN 714: "1, Discard an equipment -> Add a murder counter. Your hero has Assault 1 for each
    # murder counter."
    from engine.wow.counters import counters

    automated("Belt of the Twilight Assassin")
    st = start()
    belt = put_real(st, 0, "Belt of the Twilight Assassin", "hero_row")
    helm = put_real(st, 0, "Golem Skull Helm", "hand")
    blade = put_real(st, 0, "Krol Blade", "hand")
    resources(st, 0, 2)
    power = power_of(automated("Belt of the Twilight Assassin"))
    for n, paid in ((1, helm), (2, blade)):
        st = resolve_chain(apply(st, "power", 0, uid=belt, power=power, x=0, pay=[paid]))
        assert st.table.cards[paid].zone == "graveyard" and counters(st, belt, "murder") == n
        assert kw.keywords(st, hero(st, 0)).get("Assault", 0) == n


def test_deathlord_jones_brode_enters_exhausted_unique_and_never_readies():
    # EN 703, 404.2, 414.3a, 501.1a: "When this ally enters play, put a 3 [Melee] / 3 [Health] Unique Ghoul ally token named
    # Brode into play exhausted with This ally can't ready during its controller's ready step."
    automated("Deathlord Jones")
    st = start()
    st, _ = play_real(st, "Deathlord Jones")
    st = resolve_chain(st)
    (brode,) = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert kw.name(st, brode) == "Brode" and "ghoul" in kw.words(st, brode)
    assert kw.atk(st, brode) == 3 and kw.health(st, brode) == 3 and st.table.cards[brode].tapped
    st = _to_turn(_to_turn(st, 1), 0)
    assert st.table.cards[brode].tapped  # it can't ready during its controller's ready step
    st = resolve_chain(play_real(st, "Deathlord Jones")[0])
    while st.pending:  # 414.3a: two Unique Brodes — he keeps one
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert len([u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Brode"]) == 1


def test_memento_of_tyrande_the_destroyed_allys_controller_may_get_a_spirit():
    # EN 703, 404.2: "When a non-token ally is destroyed, its controller may put a Spirit ally token into play wit 1 [Holy]
    # ATK / 1 health."
    automated("Memento of Tyrande")
    st = start()
    put_real(st, 0, "Memento of Tyrande", "hero_row")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(play_real(st, "Vanquish", 0, str(theirs))[0])
    assert st.pending and st.pending[0].player == 1 and st.pending[0].kind == "wtok_controller_token"  # its controller decides
    st = resolve_chain(choose(st, "yes"))
    (spirit,) = [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]
    assert kw.name(st, spirit) == "Spirit" and kw.atk(st, spirit) == 1 and kw.health(st, spirit) == 1 and "holy" in kw.words(st, spirit)
    assert st.table.cards[spirit].controller == 1
    st = resolve_chain(play_real(st, "Vanquish", 0, str(spirit))[0])
    assert not st.pending  # a token: no trigger
    mine = put_real(st, 0, "Murloc Coastrunner", "allies")
    st = resolve_chain(play_real(st, "Vanquish", 0, str(mine))[0])
    st = resolve_chain(choose(st, "no"))  # he may decline
    assert not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]


def test_webster_web_counters_stop_attacks_until_he_leaves_play():
    # EN 703 / EN 714, 103.2 / 404.1: "At the end of your turn, you may put a web counter on target ally." / "Allies with a
    # web counter can't attack." / "When Webster leaves play, remove all web counters from opposing allies."
    from engine.core import RulesError
    from engine.wow.counters import counters

    automated("Webster")
    st = start()
    webster = put_real(st, 0, "Webster", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Murloc Coastrunner", "allies")
    st.table.cards[mine].counters["web"] = 1  # (a web counter on one of his own allies)
    turn = st.turn
    for _ in range(100):  # the end of his turn: "you may put a web counter on target ally" — yes, on the foe
        if st.pending:
            ids = {o.id for o in st.pending[0].options}
            st = choose(st, str(foe) if str(foe) in ids else "yes" if "yes" in ids else st.pending[0].options[0].id)
            continue
        if st.turn != turn and st.step == "main" and not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert counters(st, foe, "web") == 1
    try:
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    except RulesError:
        pass
    else:
        raise AssertionError("an ally with a web counter attacked")
    st = resolve_chain(play_real(st, "Vanquish", 1, str(webster), pay=8)[0])  # Webster leaves play
    assert counters(st, foe, "web") == 0  # the opposing allies' web counters are removed
    assert counters(st, mine, "web") == 1  # (his own side's are not: "opposing")
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    assert st.combat is not None or st.table.cards[hero(st, 0)].damage > 0


def _no_mays(st):
    """Answer every choice left: "no" to a "you may", the first option otherwise (trigger order, 708.2)."""
    while st.pending:
        ids = [o.id for o in st.pending[0].options]
        st = resolve_chain(choose(st, "no" if "no" in ids else ids[0]))
    return st


def test_a_flawless_advance_counts_allies_costing_as_much_as_your_resources():
    # EN 703, 404.1a, EN 714: "Ongoing: When an ally with cost equal to the number of resources you control enters your
    # party, put a a strength counter on A Flawless Advance." / "Allies in your party have +1 ATK / +1 health for each
    # strength counter."
    from engine.wow.counters import counters

    automated("A Flawless Advance")
    st = start()
    advance = put_real(st, 0, "A Flawless Advance", "hero_row")
    st, crab = play_real(st, "Crabbyfin", pay=2)  # cost 2, with 2 resources: counts
    st = resolve_chain(st)
    st = _no_mays(st)
    assert counters(st, advance, "strength") == 1
    assert kw.atk(st, crab) == st.cards[st.table.cards[crab].card_id]["atk"] + 1
    st, _ = play_real(st, "Murloc Coastrunner", pay=1)  # cost 1, with 3 resources: no counter
    st = resolve_chain(st)
    st = _no_mays(st)
    assert counters(st, advance, "strength") == 1


def test_bindings_of_lightning_reflexes_bolt_counters_weaken_your_heros_combatant():
    # EN 703, EN 714, 404.1a: "When you play an ability, put a bolt counter on Bindings of Lightning Reflexes. Heroes and
    # allies in combat with your hero have -1 ATK for each bolt counter."
    from engine.wow.counters import counters

    automated("Bindings of Lightning Reflexes")
    st = start()
    bindings = put_real(st, 0, "Bindings of Lightning Reflexes", "hero_row")
    for _ in range(2):
        st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 1)))[0])
    assert counters(st, bindings, "bolt") == 2
    st = _to_turn(st, 1)
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    other = put_real(st, 1, "Crabbyfin", "allies")
    atk = kw.atk(st, foe)
    assert kw.atk(st, foe) == atk  # not in combat: no change
    from .test_combat import finish_combat

    before = st.table.cards[hero(st, 0)].damage
    st = finish_combat(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == before + atk - 2  # it dealt its ATK less 2 in combat with your hero
    assert kw.atk(st, other) == st.cards[st.table.cards[other].card_id]["atk"]  # not in combat: unchanged
    assert kw.atk(st, foe) == atk  # the combat is over: unchanged again


def test_power_infusion_haste_counters_discount_only_the_first_card_each_turn():
    # EN 703, 404.1a, 403.2: "Ongoing: At the start of your turn, add a haste counter. For each haste counter, you pay 1
    # less to play your first card each turn"
    from engine.wow import costs
    from engine.wow.counters import counters

    automated("Power Infusion")
    st = start()
    infusion = put_real(st, 0, "Power Infusion", "hero_row")
    st = _to_turn(_to_turn(st, 1), 0)
    assert counters(st, infusion, "haste") == 1
    anika = put_real(st, 0, "Anika Berlyn", "hand")  # cost 6
    other = put_real(st, 0, "Anika Berlyn", "hand")
    assert costs.play_cost(st, 0, anika) == 5  # the first card this turn
    ready = [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]
    resources(st, 0, 5 - len(ready))
    st = resolve_chain(apply(st, "play", 0, uid=anika, x=0))  # paid with 5 resources
    assert st.table.cards[anika].zone == "allies"
    assert costs.play_cost(st, 0, other) == 6  # a card was played: no longer the first


def test_gnomish_poultryizer_turns_an_ally_into_a_weakened_powerless_chicken_this_turn():
    # EN 701, 404.1a, 103.2, 202.3, EN 714: "3, [Exhaust] -> Add a feather counter and this turn, target ally can't attack
    # or protect, loses and can't have powers and is also a chicken. Chickens have -1 / -1 for each feather counter."
    from engine.wow.counters import counters

    from .test_wshot2_scripts import _next_turn

    automated("Gnomish Poultryizer")
    st = start()
    ray = put_real(st, 0, "Gnomish Poultryizer", "hero_row")
    st.table.cards[ray].counters["feather"] = 1
    foe = put_real(st, 1, "Orion", "allies")  # 2/7 Protector
    atk, health = kw.atk(st, foe), kw.health(st, foe)
    assert kw.has(st, foe, "Protector")
    st = _use(st, ray, "Gnomish Poultryizer", str(foe))
    assert not kw.has(st, foe, "Protector")  # it loses and can't have powers (103.2)
    assert counters(st, ray, "feather") == 2 and st.table.cards[ray].tapped
    assert "chicken" in kw.words(st, foe)
    assert kw.atk(st, foe) == atk - 2 and kw.health(st, foe) == health - 2
    assert kw.has(st, foe, "Can't Attack") and kw.has(st, foe, "Can't Protect")
    st = _next_turn(st)
    assert "chicken" not in kw.words(st, foe) and kw.atk(st, foe) == atk  # this turn only (500.2)
    assert not kw.has(st, foe, "Can't Attack") and kw.has(st, foe, "Protector")


def test_set_ablaze_burns_opposing_allies_and_weapons_of_the_counters_cost_each_turn():
    # 404.1a, EN 703, 404.1d: "Ongoing: Set Ablaze enters play with X burn counters. At the start of your turn, destroy each
    # opposing ally and weapon with cost equal to the number of burn counters, then remove a burn counter. If none remain,
    # destroy Set Ablaze."
    from engine.wow.counters import counters

    automated("Set Ablaze")
    st = start()
    blade = put_real(st, 1, "Krol Blade", "hero_row")  # a weapon with cost 3
    crab = put_real(st, 1, "Crabbyfin", "allies")  # cost 2
    coast = put_real(st, 1, "Murloc Coastrunner", "allies")  # cost 1
    mine = put_real(st, 0, "Crabbyfin", "allies")  # cost 2, but mine
    ablaze = put_real(st, 0, "Set Ablaze", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=ablaze, x=3))
    assert st.table.cards[ablaze].zone == "hero_row" and counters(st, ablaze, "burn") == 3
    st = _to_turn(_to_turn(st, 1), 0)
    assert st.table.cards[blade].zone == "graveyard" and st.table.cards[crab].zone == "allies"
    assert counters(st, ablaze, "burn") == 2
    st = _to_turn(_to_turn(st, 1), 0)
    assert st.table.cards[crab].zone == "graveyard" and st.table.cards[coast].zone == "allies"
    assert st.table.cards[mine].zone == "allies" and counters(st, ablaze, "burn") == 1  # only opposing cards
    st = _to_turn(_to_turn(st, 1), 0)
    assert st.table.cards[coast].zone == "graveyard"
    assert st.table.cards[ablaze].zone == "graveyard"  # the last counter removed


def _play_sixth(st, name: str, target: int):
    """Play a card with five honor counters on the insignia, answer its 'destroyed this way' target with ``target``."""
    st = resolve_chain(play_real(st, "Frostbolt", 0, str(hero(st, 1)))[0])
    for _ in range(5):
        if not st.pending:
            break
        st = resolve_chain(choose(st, str(target)))
    return st


def test_frostwolf_insignia_sixth_honor_counter_destroys_it_and_heals_10():
    # EN 703, 404.1a, 407: "When you play a card, add an honor counter. If there are six or more on Frostwolf Insignia,
    # destroy it. When Frostwolf Insignia is destroyed this way, your hero heals 10 damage from target hero or ally."
    from engine.wow.counters import counters

    automated("Frostwolf Insignia")
    st = start()
    insignia = put_real(st, 0, "Frostwolf Insignia", "hero_row")
    st.table.cards[insignia].counters["honor"] = 4
    st.table.cards[hero(st, 0)].damage = 12
    st = _play_sixth(st, "Frostwolf Insignia", hero(st, 0))
    assert counters(st, insignia, "honor") == 5 and st.table.cards[insignia].zone == "hero_row"  # five: nothing yet
    assert st.table.cards[hero(st, 0)].damage == 12
    st = _play_sixth(st, "Frostwolf Insignia", hero(st, 0))
    assert st.table.cards[insignia].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 2

    st = start()  # destroyed another way: no heal
    insignia = put_real(st, 0, "Frostwolf Insignia", "hero_row")
    st.table.cards[hero(st, 0)].damage = 12
    st = resolve_chain(play_real(st, "Dismantle", 0, str(insignia))[0])
    assert st.table.cards[insignia].zone == "graveyard"
    assert not st.pending and st.table.cards[hero(st, 0)].damage == 12


def test_stormpike_insignia_sixth_honor_counter_destroys_it_and_deals_5_frost():
    # EN 703, 404.1a, 405.4: "When you play a card, add an honor counter. If there are six or more on Stormpike Insignia,
    # destroy it. When Stormpike Insignia is destroyed this way, your hero deals 5 frost damage to target hero or ally."
    automated("Stormpike Insignia")
    st = start()
    insignia = put_real(st, 0, "Stormpike Insignia", "hero_row")
    st.table.cards[insignia].counters["honor"] = 5
    foe = put_real(st, 1, "Orion", "allies")  # 2/7
    st = _play_sixth(st, "Stormpike Insignia", foe)
    assert st.table.cards[insignia].zone == "graveyard" and st.table.cards[foe].damage == 5


def test_red_rider_air_rifle_strikes_reveal_the_top_card_odd_costs_remove_an_eye_counter():
    # 404.1a / EN 714 / EN 703, 709.1: "This weapon enters play with two eye counters." / "This weapon has +2 ATK for each
    # eye counter on it." / "When you strike with a weapon, reveal the top card of your deck." / "If it has an odd cost,
    # remove an eye counter from this weapon."
    from engine.wow.counters import counters

    from .test_combat import finish_combat

    automated("Red Rider Air Rifle")
    for top_name, left in (("Murloc Coastrunner", 1), ("Crabbyfin", 2)):  # cost 1 (odd), cost 2 (even)
        st = start()
        st, rifle = play_real(st, "Red Rider Air Rifle")
        st = resolve_chain(st)
        assert counters(st, rifle, "eye") == 2 and kw.equipment_atk(st, rifle) == 1 + 4
        top = on_top(st, 0, top_name)
        resources(st, 0, 8)
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        st = finish_combat(apply(st, "strike", 0, weapon=rifle))
        assert _seen(st, 1, top) and st.table.zone(0, "deck")[0] == top  # revealed, stays on top
        assert counters(st, rifle, "eye") == left
