"""Helper wact (issue #18): the scripts of ``engine/wow/cards/scripts/wact.toml`` — activated powers
(cost -> effect, EN 701; costs 403.1) whose wording the templates don't read — each played with a
real card of the pool and asserted on its outcome."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def scripted(name: str) -> dict:
    """The card is automated, by this helper's script."""
    data = automated(name)
    script = scripts.script_for(data)
    assert script is not None and script.path.endswith("wact.toml"), name
    return data


def power_of(data: dict, nth: int = 0) -> int:
    """The position of the card's ``nth`` activated power."""
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def use(st, uid: int, data: dict, *picks: str, nth: int = 0, pay: int = 5, x: int = 0, cost: list[int] | None = None):
    """Pay for and use the card's ``nth`` activated power, answer the target choices, resolve the chain."""
    resources(st, 0, pay)
    args = {"uid": uid, "power": power_of(data, nth), "x": x, **({"pay": cost} if cost else {})}
    st = apply(st, "power", 0, **args)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


def options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def hand_of(st, n: int) -> None:
    """Player 0's hand holds exactly ``n`` cards."""
    hand = list(st.table.zone(0, "hand"))
    for u in hand[n:]:
        st.table.move(u, "removed")
    for _ in range(n - len(hand)):
        put_real(st, 0, "Karrok Scarrend", "hand")
    assert len(st.table.zone(0, "hand")) == n


def test_gryth_thurden_readies_target_location():
    # EN 701 "[Exhaust] -> Ready target location." — a location is a face-up resource (306.1, 412.1b)
    data = scripted("Gryth Thurden, Gryphon Master")
    st = start()
    gryth = put_real(st, 0, "Gryth Thurden, Gryphon Master", "allies")
    city = put_real(st, 0, "Orgrimmar", "resources", tapped=True)
    hidden = put_real(st, 0, "Karrok Scarrend", "resources", tapped=True)
    st.table.cards[hidden].face_down = True
    st = apply(st, "power", 0, uid=gryth, power=power_of(data), x=0)
    assert str(city) in options(st) and str(hidden) not in options(st)  # a face-down card is no location
    st = resolve_chain(choose(st, str(city)))
    assert not st.table.cards[city].tapped and st.table.cards[hidden].tapped and st.table.cards[gryth].tapped


def test_orgrimmar_gives_ferocity_to_an_orc_in_your_party():
    # EN 701 "[Exhaust] -> Target Orc in your party has Ferocity this turn." (a location's power, 306.1)
    data = scripted("Orgrimmar")
    st = start()
    city = put_real(st, 0, "Orgrimmar", "resources")
    orc, human = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    st = apply(st, "power", 0, uid=city, power=power_of(data), x=0)
    assert str(orc) in options(st) and not {str(human), str(theirs)} & options(st)
    st = resolve_chain(choose(st, str(orc)))
    assert "Ferocity" in kw.keywords(st, orc) and st.table.cards[city].tapped
    assert "Ferocity" not in kw.keywords(st, theirs)


@pytest.mark.parametrize("deck", [12, 9])
def test_seths_fishing_pole_puts_the_tenth_card_into_hand(deck):
    # EN 701 "[Exhaust] -> Put the card tenth from the top of your deck into hand." — no tenth card: nothing moves
    data = scripted("Seth's Graphite Fishing Pole")
    st = start()
    pole = put_real(st, 0, "Seth's Graphite Fishing Pole", "hero_row")
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "removed")
    for _ in range(deck):
        put_real(st, 0, "Karrok Scarrend", "deck")
    before = st.table.top(0, "deck", deck)
    st = use(st, pole, data)
    assert st.table.cards[pole].tapped
    if deck < 10:
        assert len(st.table.zone(0, "deck")) == deck
    else:
        assert st.table.cards[before[9]].zone == "hand" and st.table.top(0, "deck", 9) == before[:9]


@pytest.mark.parametrize("hand", [7, 6])
def test_mana_etched_pantaloons_draw_only_with_seven_cards(hand):
    # EN 701 "[Exhaust] -> Draw a card. Use only if you have seven or more cards in your hand."
    data = scripted("Mana-Etched Pantaloons")
    st = start()
    legs = put_real(st, 0, "Mana-Etched Pantaloons", "hero_row")
    hand_of(st, hand)
    if hand < 7:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=legs, power=power_of(data), x=0)
        return
    st = use(st, legs, data)
    assert len(st.table.zone(0, "hand")) == 8 and st.table.cards[legs].tapped


@pytest.mark.parametrize("hand", [7, 6])
def test_mana_etched_vestments_arcane_damage_only_with_seven_cards(hand):
    # EN 701 "[Exhaust] -> Your hero deals 1 arcane damage to target hero or ally. Use only if you have seven or
    # more cards in hand." (408.2)
    data = scripted("Mana-Etched Vestments")
    st = start()
    robe = put_real(st, 0, "Mana-Etched Vestments", "hero_row")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    hand_of(st, hand)
    if hand < 7:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=robe, power=power_of(data), x=0)
        return
    st = use(st, robe, data, str(foe))
    assert st.table.cards[foe].damage == 1


@pytest.mark.parametrize("damage", [0, 2])
def test_clarity_of_thought_draws_only_while_your_hero_is_undamaged(damage):
    # EN 701 "Ongoing: [Exhaust] -> Draw a card. Use only if your hero has no damage on it."
    data = scripted("Clarity of Thought")
    st = start()
    clarity = put_real(st, 0, "Clarity of Thought", "hero_row")
    st.table.cards[hero(st, 0)].damage = damage
    hand = len(st.table.zone(0, "hand"))
    if damage:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=clarity, power=power_of(data), x=0)
        return
    st = use(st, clarity, data)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_galway_steamwhistle_readies_a_hero_and_one_of_your_weapons():
    # EN 701 "[Exhaust] -> Ready target hero and one of your weapons." (two targets, EN 706)
    data = scripted("Galway Steamwhistle")
    st = start()
    galway = put_real(st, 0, "Galway Steamwhistle", "allies")
    axe = put_real(st, 0, "Gorehowl", "hero_row", tapped=True)
    their_axe = put_real(st, 1, "Gorehowl", "hero_row", tapped=True)
    st.table.cards[hero(st, 0)].tapped = True
    st = apply(st, "power", 0, uid=galway, power=power_of(data), x=0)
    st = choose(st, str(hero(st, 0)))
    assert str(axe) in options(st) and str(their_axe) not in options(st)
    st = resolve_chain(choose(st, str(axe)))
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[axe].tapped
    assert st.table.cards[their_axe].tapped and st.table.cards[galway].tapped


def test_keegana_exhausts_and_damages_every_opposing_hero_and_ally():
    # EN 701 "5, Flip Keegana -> Exhaust all opposing heroes and allies. Keegana deals 1 holy damage to each of
    # them. Use only on your turn." (flip: 301.2)
    data = scripted("Keegana Silvershield")
    st = start()
    keegana = as_hero(st, "Keegana Silvershield")
    foe, mine = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    st = use(st, keegana, data)
    assert st.table.cards[keegana].flags.get("flipped")
    for uid in (foe, hero(st, 1)):
        assert st.table.cards[uid].tapped and st.table.cards[uid].damage == 1
    assert not st.table.cards[mine].tapped and not st.table.cards[mine].damage


def test_eyes_of_the_beast_readies_a_pet_you_control():
    # EN 701 "Ongoing: 1, Exhaust your hero -> Ready target Pet you control." (Pet: 414.3b)
    data = scripted("Eyes of the Beast")
    st = start()
    eyes = put_real(st, 0, "Eyes of the Beast", "hero_row")
    pet, other = put_real(st, 0, "Gakmat", "allies", tapped=True), put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=eyes, power=power_of(data), x=0)
    assert options(st) == {str(pet)}
    st = resolve_chain(choose(st, str(pet)))
    assert not st.table.cards[pet].tapped and st.table.cards[other].tapped and st.table.cards[hero(st, 0)].tapped


def test_conjured_sparkling_water_changes_hands():
    # EN 701 "1 -> Target player gains control of Conjured Sparkling Water. Use only on your turn." (401.3)
    data = scripted("Conjured Sparkling Water")
    st = start()
    water = put_real(st, 0, "Conjured Sparkling Water", "hero_row")
    st = use(st, water, data, str(hero(st, 1)), nth=1)
    assert st.table.cards[water].controller == 1


def test_fanblade_pauldrons_and_adals_signet_add_def_this_turn():
    # EN 701 "Exhaust your hero -> Fanblade Pauldrons has +4 DEF this turn." / "[Exhaust] -> Target armor has
    # +3 DEF this turn." (DEF: 204)
    pauldrons, signet = scripted("Fanblade Pauldrons"), scripted("A'dal's Signet of Defense")
    st = start()
    fan = put_real(st, 0, "Fanblade Pauldrons", "hero_row")
    ring = put_real(st, 0, "A'dal's Signet of Defense", "hero_row")
    base = kw.defense(st, fan)
    st = use(st, fan, pauldrons)
    assert kw.defense(st, fan) == base + 4 and st.table.cards[hero(st, 0)].tapped
    st = use(st, ring, signet, str(fan))
    assert kw.defense(st, fan) == base + 7 and st.table.cards[ring].tapped


def test_demon_hide_spaulders_give_each_of_your_armor_def():
    # EN 701 "[Exhaust] -> Each of your armor has +1 DEF this turn." (the card's second power)
    data = scripted("Demon Hide Spaulders")
    st = start()
    spaulders, fan = put_real(st, 0, "Demon Hide Spaulders", "hero_row"), put_real(st, 0, "Mana-Etched Pantaloons", "hero_row")  # other slots (414.2)
    theirs = put_real(st, 1, "Fanblade Pauldrons", "hero_row")
    before = {u: kw.defense(st, u) for u in (spaulders, fan, theirs)}
    st = use(st, spaulders, data, nth=1)
    assert kw.defense(st, spaulders) == before[spaulders] + 1 and kw.defense(st, fan) == before[fan] + 1
    assert kw.defense(st, theirs) == before[theirs]


def test_gakmat_deals_x_fire_damage_to_target_ally_and_itself():
    # EN 701 "X, [Exhaust] -> Gakmat deals X fire damage to target ally and itself." (X: 201.3; 405.4)
    data = scripted("Gakmat")
    st = start()
    gakmat = put_real(st, 0, "Gakmat", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "power", 0, uid=gakmat, power=power_of(data), x=2), str(foe)))
    assert st.table.cards[foe].damage == 2
    assert st.table.cards[gakmat].zone == "graveyard"  # 1 health, dealt 2 (405.2)


def test_fallingstar_pumps_only_damaged_allies_in_your_party():
    # EN 701 "1, Flip Fallingstar -> Allies in your party with damage have +2 ATK this turn."
    data = scripted("Fallingstar")
    st = start()
    star = as_hero(st, "Fallingstar")
    hurt, fresh = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[hurt].damage = st.table.cards[theirs].damage = 1
    st = use(st, star, data)
    assert kw.atk(st, hurt) == 7 and kw.atk(st, fresh) == 5 and kw.atk(st, theirs) == 5
    assert st.table.cards[star].flags.get("flipped")


def test_netherdrake_gloves_become_a_netherdrake_token():
    # EN 701 "[Exhaust], Destroy Netherdrake Gloves -> Put a Netherdrake ally token with 3 ATK / 3 health into
    # play." (404.2)
    data = scripted("Netherdrake Gloves")
    st = start()
    gloves = put_real(st, 0, "Netherdrake Gloves", "hero_row")
    st = use(st, gloves, data)
    assert st.table.cards[gloves].zone == "graveyard"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1 and kw.name(st, tokens[0]) == "Netherdrake"
    assert kw.atk(st, tokens[0]) == 3 and kw.health(st, tokens[0]) == 3


def test_ryno_puts_a_felhunter_pet_token_into_play():
    # EN 701 "On your turn: 2, Flip Ryno -> Put a Felhunter Demon ally token into play with 1 [Melee] ATK / 1
    # health and Pet." (404.2; Pet 414.3b)
    data = scripted("Ryno the Wicked")
    st = start()
    ryno = as_hero(st, "Ryno the Wicked")
    st = use(st, ryno, data)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1
    words = kw.words(st, tokens[0])
    assert {"felhunter", "demon", "pet"} <= words and kw.atk(st, tokens[0]) == 1 and kw.health(st, tokens[0]) == 1
    assert "melee" in kw.damage_types(st, tokens[0])


def _deragor(st) -> int:
    """Deragor as player 0's hero; the pool prints no health for him (the data lacks it), so 30 is set here."""
    uid = as_hero(st, "Deragor the Earthsworn")
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "health": 30}
    return uid


def _three(st):
    """Three characters with 5 damage each: the opposing hero and two allies."""
    a, b = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    for u in (a, b, hero(st, 1)):
        st.table.cards[u].damage = 5
    return a, b, hero(st, 1)


@pytest.mark.parametrize("name", ["Tribemother Torra", "Piana", "Earthmender Vaaki"])
def test_heals_three_two_and_one_respectively(name):
    # EN 706 (up to three different targets), 407: "Target up to three heroes and/or allies. NAME heals 3, 2, and
    # 1 damage from them, respectively." (Torra: 3, flip; Piana: [Exhaust]; Vaaki: flip, discard a Shaman, 403.1)
    data = scripted(name)
    st = start()
    src = as_hero(st, name) if name != "Piana" else put_real(st, 0, name, "allies")
    a, b, c = _three(st)
    cost = None
    if name == "Earthmender Vaaki":
        cost = [put_real(st, 0, "Piana", "hand")]  # a Shaman card
    st = use(st, src, data, str(a), str(b), str(c), cost=cost)
    assert [st.table.cards[u].damage for u in (a, b, c)] == [2, 3, 4]
    if cost:
        assert st.table.cards[cost[0]].zone == "graveyard"


def test_vaaki_needs_a_shaman_to_discard():
    # 403.1: the discard is part of the cost; no Shaman card in hand, no power
    data = scripted("Earthmender Vaaki")
    st = start()
    vaaki = as_hero(st, "Earthmender Vaaki")
    hand_of(st, 2)  # Karrok Scarrend: a Warrior
    for u in st.table.zone(0, "hand"):
        assert "Shaman" not in st.cards[st.table.cards[u].card_id].get("tags", [])
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=vaaki, power=power_of(data), x=0)


def test_shem_deals_three_two_and_one_nature_damage_and_a_target_is_chosen_once():
    # EN 706 / 405.4: "Target up to three heroes and/or allies. Shem deals 3, 2, and 1 nature damage to them,
    # respectively." — a chosen card isn't offered again
    data = scripted("Shem Reznict")
    st = start()
    shem = put_real(st, 0, "Shem Reznict", "allies")
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    st = apply(st, "power", 0, uid=shem, power=power_of(data), x=0)
    st = choose(st, str(a))
    assert str(a) not in options(st)
    st = resolve_chain(choose(choose(st, str(b)), str(hero(st, 1))))
    assert st.table.cards[a].damage == 3 and st.table.cards[b].damage == 2 and st.table.cards[hero(st, 1)].damage == 1


def test_deragor_back_face_heals_three_two_and_one_at_the_start_of_your_turn():
    # 301.2a: "FRONT: 6 -> Flip Deragor" / "BACK: At the start of your turn, target up to three heroes and/or
    # allies. Deragor heals 3, 2, and 1 damage from them, respectively." (EN 703, 706, 407) — only once flipped
    from .test_wscale_counters import next_turn

    data = scripted("Deragor the Earthsworn")
    st = start()
    deragor = _deragor(st)
    a, b, c = _three(st)
    st = use(st, deragor, data, pay=6)  # the front face's flip power
    assert st.table.cards[deragor].flags.get("flipped")
    st = next_turn(st)  # the opponent's turn: no trigger of Deragor's
    assert [st.table.cards[u].damage for u in (a, b, c)] == [5, 5, 5]
    for _ in range(60):
        if st.pending and st.pending[0].player == 0 and str(a) in options(st):
            break
        st = choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min]) if st.pending else apply(st, "pass", st.priority)
    else:
        raise AssertionError("no start-of-turn target choice")
    assert st.active == 0
    st = resolve_chain(choose(choose(choose(st, str(a)), str(b)), str(c)))
    assert [st.table.cards[u].damage for u in (a, b, c)] == [2, 3, 4]


def test_deragor_front_face_has_no_start_of_turn_heal():
    # 301.2a: the back face's power doesn't work while the front shows
    scripted("Deragor the Earthsworn")
    from .test_wscale_counters import next_turn

    st = start()
    _deragor(st)
    a, b, c = _three(st)
    st = next_turn(next_turn(st))
    assert st.active == 0 and not st.pending
    assert [st.table.cards[u].damage for u in (a, b, c)] == [5, 5, 5]


# --- "Choose one: A" / "or B." over two data lines (EN 707.1c) ------------------------------------------------


@pytest.mark.parametrize("mode", ["0", "1"])
def test_taheo_damages_or_heals(mode):
    # EN 707.1c "4, Flip Taheo -> Choose one: Taheo deals 3 nature damage to target hero or ally / or Taheo heals
    # 6 damage from target hero or ally. Use only on your turn."
    data = scripted("Taheo Skyspeaker")
    st = start()
    taheo = as_hero(st, "Taheo Skyspeaker")
    foe = hero(st, 1)
    st.table.cards[foe].damage = 5
    st = use(st, taheo, data, mode, str(foe))
    assert st.table.cards[foe].damage == (8 if mode == "0" else 0)
    assert st.table.cards[taheo].flags.get("flipped")


def test_taheo_only_on_your_turn():
    # "Use only on your turn." closes the two-line power
    from .test_wscale_counters import next_turn

    data = scripted("Taheo Skyspeaker")
    st = start()
    taheo = as_hero(st, "Taheo Skyspeaker")
    st = next_turn(st)
    assert st.active == 1
    resources(st, 0, 4)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=taheo, power=power_of(data), x=0)


@pytest.mark.parametrize("mode", ["0", "1"])
def test_thatia_heals_or_shields(mode):
    # EN 707.1c "4, Flip Thatia -> Choose one: Thatia heals 4 damage from target hero or ally / or prevent the next
    # 4 damage that would be dealt to target hero or ally this turn."
    from engine.wow.damage import deal

    data = scripted("Thatia Truthbringer")
    st = start()
    thatia = as_hero(st, "Thatia Truthbringer")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[ally].damage = 5
    st = use(st, thatia, data, mode, str(ally))
    if mode == "0":
        assert st.table.cards[ally].damage == 1
        return
    assert st.table.cards[ally].damage == 5
    deal(st, hero(st, 1), ally, 5, "fire")
    assert st.table.cards[ally].damage == 6  # 4 of the 5 prevented


@pytest.mark.parametrize("mode", ["0", "1"])
def test_phosphus_four_to_one_or_two_to_each_of_two(mode):
    # EN 707.1c "4, Flip Phosphus -> Choose one: Phosphus deals 4 fire damage to target ally / or Phosphus deals 2
    # fire damage to each of two target allies. / Use only on your turn."
    data = scripted("Phosphus the Everburning")
    st = start()
    phosphus = as_hero(st, "Phosphus the Everburning")
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    if mode == "0":
        st = use(st, phosphus, data, mode, str(a))
        assert st.table.cards[a].damage == 4 and st.table.cards[b].damage == 0
        return
    st = use(st, phosphus, data, mode, str(a), str(b))
    assert st.table.cards[a].damage == 2 and st.table.cards[b].damage == 2


@pytest.mark.parametrize("mode", ["0", "1"])
def test_uldum_weapon_atk_or_armor_def(mode):
    # EN 707.1c "[2], [Exhaust] -> Choose one: Target weapon has +3 ATK this turn / or target armor has +3 [DEF]
    # this turn." (a location's power, 306.1)
    data = scripted("Uldum")
    st = start()
    uldum = put_real(st, 0, "Uldum", "resources")
    axe, armor = put_real(st, 0, "Gorehowl", "hero_row"), put_real(st, 0, "Fanblade Pauldrons", "hero_row")
    atk, dfn = kw.equipment_atk(st, axe), kw.defense(st, armor)
    st = use(st, uldum, data, mode, str(axe if mode == "0" else armor), pay=2)
    assert kw.equipment_atk(st, axe) == atk + (3 if mode == "0" else 0)
    assert kw.defense(st, armor) == dfn + (3 if mode == "1" else 0)


@pytest.mark.parametrize("mode", ["0", "1"])
def test_krenig_destroys_or_bounces_an_ability(mode):
    # EN 707.1c "3, Destroy Krenig Soulguard -> Choose one: Destroy target ability / or put target ability into its
    # owner's hand."
    data = scripted("Krenig Soulguard")
    st = start()
    krenig = put_real(st, 0, "Krenig Soulguard", "allies")
    skin = put_real(st, 1, "Barkskin", "hero_row")
    st = use(st, krenig, data, mode, str(skin))
    assert st.table.cards[krenig].zone == "graveyard"
    assert st.table.cards[skin].zone == ("graveyard" if mode == "0" else "hand") and st.table.cards[skin].owner == 1


@pytest.mark.parametrize("mode", ["0", "1"])
def test_galvanize_pumps_your_ally_tokens(mode):
    # EN 707.1c "Ongoing: [Exhaust] -> Choose one: Ally tokens you control have +1 ATK this turn / or target ally
    # token you control has +3 ATK this turn." (404.2)
    gloves, data = scripted("Netherdrake Gloves"), scripted("Galvanize")
    st = start()
    st = use(st, put_real(st, 0, "Netherdrake Gloves", "hero_row"), gloves)
    st = use(st, put_real(st, 0, "Netherdrake Gloves", "hero_row"), gloves)
    t1, t2 = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    card = put_real(st, 0, "Anika Berlyn", "allies")
    galv = put_real(st, 0, "Galvanize", "hero_row")
    st = use(st, galv, data, mode, *([str(t1)] if mode == "1" else []))
    if mode == "0":
        assert kw.atk(st, t1) == kw.atk(st, t2) == 4
    else:
        assert kw.atk(st, t1) == 6 and kw.atk(st, t2) == 3
    assert kw.atk(st, card) == 5  # no token


# --- amounts read from the card paid with (403.1, engine.wow.refs) --------------------------------------------


def test_commander_molotov_deals_the_destroyed_allys_cost():
    # EN 701 "[Exhaust], Destroy another ally you control -> This ally deals fire damage to target hero or ally
    # equal to that destroyed ally's cost." (403.1: the destroyed ally is paid)
    data = scripted("Commander Molotov")
    st = start()
    molotov, fodder = put_real(st, 0, "Commander Molotov", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    cost = st.cards[st.table.cards[fodder].card_id]["cost"]
    assert cost > 0
    st = use(st, molotov, data, str(hero(st, 1)), cost=[fodder])
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == cost


def test_grismare_deals_the_destroyed_tokens_atk():
    # EN 701 "1, Destroy an ally token in your party -> Grismare deals nature damage equal to that token's ATK to
    # target hero or ally." — a card ally is no token (404.2)
    gloves, data = scripted("Netherdrake Gloves"), scripted("Grismare")
    st = start()
    st = use(st, put_real(st, 0, "Netherdrake Gloves", "hero_row"), gloves)
    (token,) = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    card = put_real(st, 0, "Anika Berlyn", "allies")
    grismare = put_real(st, 0, "Grismare", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=grismare, power=power_of(data), x=0, pay=[card])
    st = use(st, grismare, data, str(hero(st, 1)), cost=[token])
    assert token not in st.table.zone(0, "allies") and st.table.cards[hero(st, 1)].damage == 3


def test_mezzik_deals_the_destroyed_allys_atk():
    # EN 701 "[Exhaust], Destroy an ally in your party -> Mezzik deals X shadow damage to target hero or ally,
    # where X is the ATK of the destroyed ally." (last known ATK, with this turn's changes)
    gramm = scripted("Mezzik Darkspark")
    st = start()
    mezzik, fodder = put_real(st, 0, "Mezzik Darkspark", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[fodder].damage = 1  # Karrok: 5 ATK
    st = use(st, mezzik, gramm, str(foe), cost=[fodder])
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[foe].damage == 5


def test_fit_of_rage_deals_the_destroyed_equipments_cost():
    # EN 701 "Ongoing: 2, [Exhaust], Destroy an equipment you control -> Your hero deals melee damage to target hero
    # or ally equal to that equipment's cost."
    data = scripted("Fit of Rage")
    st = start()
    rage, axe = put_real(st, 0, "Fit of Rage", "hero_row"), put_real(st, 0, "Gorehowl", "hero_row")
    cost = st.cards[st.table.cards[axe].card_id]["cost"]
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.cards[st.table.cards[foe].card_id] = {**st.cards[st.table.cards[foe].card_id], "health": 20}
    st = use(st, rage, data, str(foe), cost=[axe])
    assert st.table.cards[axe].zone == "graveyard" and st.table.cards[foe].damage == cost > 0


# --- hero flip powers ---------------------------------------------------------------------------------------------


def test_krog_puts_target_equipment_on_the_bottom_of_its_owners_deck():
    # EN 701 "On your turn: Flip Krog, discard a Death Knight -> Put target equipment on the bottom of owner's deck."
    data = scripted("Krog the Deathfist")
    st = start()
    krog = as_hero(st, "Krog the Deathfist")
    dk = put_real(st, 0, "Krunkle Deadspark", "hand")  # a Death Knight card
    axe = put_real(st, 1, "Gorehowl", "hero_row")
    st = use(st, krog, data, str(axe), cost=[dk])
    assert st.table.cards[dk].zone == "graveyard" and st.table.zone(1, "deck")[-1] == axe


def test_krunkle_heals_himself_and_has_assault():
    # EN 701 "On your turn: Flip Krunkle, discard a Death Knight -> Krunkle heals 2 damage from himself and has
    # Assault 2 this turn."
    data = scripted("Krunkle Deadspark")
    st = start()
    krunkle = as_hero(st, "Krunkle Deadspark")
    st.table.cards[krunkle].damage = 5
    dk = put_real(st, 0, "Krog the Deathfist", "hand")
    st = use(st, krunkle, data, cost=[dk])
    assert st.table.cards[krunkle].damage == 3 and kw.keywords(st, krunkle).get("Assault") == 2


def test_gramm_plus_two_and_minus_two():
    # EN 701, 706 "Flip Gramm, discard a Hunter -> This turn, taget ally has +2 ATK, and a second target ally has
    # -2 ATK."
    data = scripted("Gramm Thunderjaw")
    st = start()
    gramm = as_hero(st, "Gramm Thunderjaw")
    hunter = put_real(st, 0, "Gramm Thunderjaw", "hand")  # a Hunter card
    mine, foe = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = apply(st, "power", 0, uid=gramm, power=power_of(data), x=0, pay=[hunter])
    st = choose(st, str(mine))
    assert str(mine) not in options(st)
    st = resolve_chain(choose(st, str(foe)))
    assert kw.atk(st, mine) == 7 and kw.atk(st, foe) == 3


def test_kilzin_damages_the_ally_the_opponent_picks():
    # EN 709.1 "2, Flip Kil'zin -> Target opponent chooses an ally in his party, and Kil'zin deals 3 nature damage
    # to it. Use only on your turn."
    data = scripted("Kil'zin of the Darkspear")
    st = start()
    kilzin = as_hero(st, "Kil'zin of the Darkspear")
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Anika Berlyn", "allies")
    st = use(st, kilzin, data)
    assert st.pending and st.pending[0].player == 1 and options(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].damage == 3 and st.table.cards[a].damage == 0


@pytest.mark.parametrize("with_ally", [True, False])
def test_rumi_hero_and_up_to_one_ally(with_ally):
    # EN 706 "On your turn: 4, Flip Rumi -> Rumi deals 2 fire damage to target hero and 2 fire damage to up to one
    # target ally."
    data = scripted("Rumi of Gnomeregan")
    st = start()
    rumi = as_hero(st, "Rumi of Gnomeregan")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 4)
    st = choose(apply(st, "power", 0, uid=rumi, power=power_of(data), x=0), str(hero(st, 1)))
    st = resolve_chain(choose(st, str(foe)) if with_ally else choose(st))
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[foe].damage == (2 if with_ally else 0)


# --- items, weapons, allies, locations ----------------------------------------------------------------------------


def test_gladiators_salvation_prevents_the_next_x_damage():
    # EN 701 "X, Exhaust your hero -> Prevent the next X damage that would be dealt to target hero or ally this turn."
    from engine.wow.damage import deal

    data = scripted("Gladiator's Salvation")
    st = start()
    mace = put_real(st, 0, "Gladiator's Salvation", "hero_row")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=mace, power=power_of(data), x=3), str(ally)))
    assert st.table.cards[hero(st, 0)].tapped
    deal(st, hero(st, 1), ally, 5, "fire")
    assert st.table.cards[ally].damage == 2


def test_darnassus_readies_a_night_elf_that_cant_attack():
    # EN 701 "On your turn: 1, [Exhaust] -> Ready target Night Elf in your party. It can't attack this turn."
    from engine.wow.cards.keys import CANT_ATTACK

    data = scripted("Darnassus")
    st = start()
    city = put_real(st, 0, "Darnassus", "resources")
    elf = put_real(st, 0, "Ilandre Moonspear", "allies", tapped=True)  # a Night Elf
    other = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=city, power=power_of(data), x=0)
    assert str(elf) in options(st) and str(other) not in options(st)
    st = resolve_chain(choose(st, str(elf)))
    assert not st.table.cards[elf].tapped and CANT_ATTACK in kw.keywords(st, elf)
    assert CANT_ATTACK not in kw.keywords(st, other)


def test_reverend_tobias_exhausts_and_heals_a_ready_ally():
    # EN 701 "1, [Exhaust] -> Exhaust target ready ally, and Reverand Tobias heals all damage from it."
    data = scripted("Reverend Tobias")
    st = start()
    tobias = put_real(st, 0, "Reverend Tobias", "allies")
    foe, tired = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies", tapped=True)
    st.table.cards[foe].damage = 4
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=tobias, power=power_of(data), x=0)
    assert str(foe) in options(st) and str(tired) not in options(st)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].tapped and st.table.cards[foe].damage == 0


# --- tokens and "for each" counts (404.2, EN 709) -------------------------------------------------------------


def _tokens(st, player: int = 0) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def test_wilba_puts_charlotte_into_play_a_spider():
    # EN 701 "3 -> Put a unique Spider ally token named Charlotte with 1 ATK and 1 health into play." (404.2)
    data = scripted("Wilba")
    st = start()
    wilba = put_real(st, 0, "Wilba", "allies")
    st = use(st, wilba, data, pay=3)
    (charlotte,) = _tokens(st)
    assert kw.name(st, charlotte) == "Charlotte" and "spider" in kw.words(st, charlotte)
    assert kw.atk(st, charlotte) == 1 and kw.health(st, charlotte) == 1


def test_titanium_frostguard_ring_frozen_elemental():
    # EN 701 "On your turn: 6, [Exhaust] -> Put a 10 [Frost] / 10 [Health] Unique Frozen Elemental ally token into
    # play with Frost Resistance." (404.2)
    data = scripted("Titanium Frostguard Ring")
    st = start()
    ring = put_real(st, 0, "Titanium Frostguard Ring", "hero_row")
    st = use(st, ring, data, pay=6)
    (elemental,) = _tokens(st)
    assert kw.atk(st, elemental) == 10 and kw.health(st, elemental) == 10 and "frost" in kw.damage_types(st, elemental)
    assert "Frost Resistance" in kw.keywords(st, elemental) and {"frozen", "elemental"} <= kw.words(st, elemental)


def _two_tokens(st) -> list[int]:
    gloves = scripted("Netherdrake Gloves")
    for _ in range(2):
        st2 = use(st, put_real(st, 0, "Netherdrake Gloves", "hero_row"), gloves)
        st.__dict__.update(st2.__dict__)
    return _tokens(st)




def test_poison_fang_bracers_damage_per_token_ally():
    # EN 701/709 "[2], [Exhaust] -> Your hero deals 1 nature damage to target opposing hero for each token ally you
    # control."
    data = scripted("Poison Fang Bracers")
    st = start()
    _two_tokens(st)
    bracers = put_real(st, 0, "Poison Fang Bracers", "hero_row")
    st = use(st, bracers, data, str(hero(st, 1)), nth=0)
    assert st.table.cards[hero(st, 1)].damage == 2


def test_zarvix_mills_per_goblin_you_control():
    # EN 701/709 "[Exhaust] -> Target player puts the top card of his deck into his graveyard for each Goblin you
    # control." (Zarvix is a Goblin)
    data = scripted("Zarvix the Tormentor")
    st = start()
    zarvix = put_real(st, 0, "Zarvix the Tormentor", "allies")
    put_real(st, 0, "Zarvix the Tormentor", "allies")
    put_real(st, 1, "Zarvix the Tormentor", "allies")  # not yours
    top = st.table.top(1, "deck", 3)
    st = use(st, zarvix, data, str(hero(st, 1)))
    assert [st.table.cards[u].zone for u in top] == ["graveyard", "graveyard", "deck"]


@pytest.mark.parametrize("heirlooms", [0, 2])
def test_dignified_headmasters_charge_draws_one_plus_heirlooms(heirlooms):
    # EN 701/709 "2, [Exhaust] -> Draw a card, then draw another card for each heirloom counter on this equipment."
    data = scripted("Dignified Headmaster's Charge")
    st = start()
    staff = put_real(st, 0, "Dignified Headmaster's Charge", "hero_row")
    st.table.cards[staff].counters["heirloom"] = heirlooms
    hand = len(st.table.zone(0, "hand"))
    st = use(st, staff, data)
    assert len(st.table.zone(0, "hand")) == hand + 1 + heirlooms


# --- more payment powers ----------------------------------------------------------------------------------------


def test_elumeria_heals_all_damage_from_your_pets():
    # EN 701 "1, Flip Elumeria -> Elumeria heals all damage from all of your Pets." (407; Pet 414.3b)
    data = scripted("Elumeria Wildershot")
    st = start()
    elumeria = as_hero(st, "Elumeria Wildershot")
    pet, other, theirs = put_real(st, 0, "Boomer", "allies"), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Boomer", "allies")
    for u in (pet, other, theirs):
        st.table.cards[u].damage = 2
    st = use(st, elumeria, data)
    assert [st.table.cards[u].damage for u in (pet, other, theirs)] == [0, 2, 2]


def test_chen_stormstout_stops_attacks():
    # EN 703 "When Chen Stormstout enters play, say I bring PANDA-MONIUM! and opposing allies can't attack this
    # turn." / EN 701 "3, Say Another round? -> Target ally can't attack this turn."
    from engine.wow.cards.keys import CANT_ATTACK

    from .test_templates_more import play_real

    data = scripted("Chen Stormstout")
    st = start()
    foe, mine = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    st, chen = play_real(st, "Chen Stormstout", 0, pay=8)
    st = resolve_chain(st)
    assert st.table.cards[chen].zone == "allies"
    assert CANT_ATTACK in kw.keywords(st, foe) and CANT_ATTACK not in kw.keywords(st, mine)
    st = use(st, chen, data, str(mine), pay=3)
    assert CANT_ATTACK in kw.keywords(st, mine)


def test_packleader_ivar_once_per_turn_assault_for_your_allies():
    # EN 701 "Once per turn: Growl -> Allies you control have Assault 2 this turn."
    data = scripted("Packleader Ivar Bloodfang")
    st = start()
    ivar, mine, foe = put_real(st, 0, "Packleader Ivar Bloodfang", "allies"), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = use(st, ivar, data)
    assert kw.keywords(st, mine).get("Assault") == 2 and kw.keywords(st, ivar).get("Assault") == 2
    assert "Assault" not in kw.keywords(st, foe)
    with pytest.raises(RulesError):  # once per turn
        apply(st, "power", 0, uid=ivar, power=power_of(data), x=0)


def test_boomer_exhausts_and_damages_once_per_turn():
    # EN 701 "Once on each of your turns: Emit a sonic blast -> Exhaust target hero or ally. This ally deals 1 nature
    # damage to it."
    data = scripted("Boomer")
    st = start()
    boomer, foe = put_real(st, 0, "Boomer", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = use(st, boomer, data, str(foe))
    assert st.table.cards[foe].tapped and st.table.cards[foe].damage == 1 and not st.table.cards[boomer].tapped
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=boomer, power=power_of(data), x=0)


# --- back faces of two-faced heroes (301.2a) -------------------------------------------------------------------


def _faced(st, name: str) -> int:
    """A two-faced ToD hero as player 0's hero; the pool prints no health for these heroes, so 30 is set here."""
    uid = as_hero(st, name)
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "health": 30}
    return uid


def _to_my_start_choice(st, want: str):
    """Pass through the opponent's turn to player 0's next start-of-turn choice offering ``want``."""
    from .test_wscale_counters import next_turn

    st = next_turn(st)
    for _ in range(80):
        if st.pending and st.pending[0].player == 0 and want in options(st):
            assert st.active == 0
            return st
        st = choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min]) if st.pending else apply(st, "pass", st.priority)
    raise AssertionError("no start-of-turn choice")


@pytest.mark.parametrize("take", [True, False])
def test_kavar_back_face_may_exhaust_target_card(take):
    # 301.2a "BACK: At the start of your turn, you may exhaust target card." (EN 703, 706: "you may" — no target)
    data = scripted("Kavar the Bloodthirsty")
    st = start()
    kavar = _faced(st, "Kavar the Bloodthirsty")
    st = use(st, kavar, data, pay=4)  # the front face's flip power
    assert st.table.cards[kavar].flags.get("flipped")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = _to_my_start_choice(st, str(foe))
    assert st.pending[0].min == 0
    st = resolve_chain(choose(st, str(foe)) if take else choose(st))
    assert st.table.cards[foe].tapped is take


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_amah_back_face_heals_herself_and_target_ally(answer):
    # 301.2a "BACK: At the start of your turn, Amah may heal 1 damage from herself and 1 damage from target ally."
    # (EN 703, 709.3: one "may" for both heals)
    from engine.core.choices import NO, YES

    data = scripted("Amah the Sun's Grace")
    st = start()
    amah = _faced(st, "Amah the Sun's Grace")
    st = use(st, amah, data, pay=4)
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[amah].damage = st.table.cards[ally].damage = 3
    st = _to_my_start_choice(st, str(ally))
    st = choose(st, str(ally))
    for _ in range(10):
        if st.pending and st.pending[0].kind == "may":
            break
        st = apply(st, "pass", st.priority)
    st = resolve_chain(choose(st, YES if answer == "yes" else NO))
    healed = 1 if answer == "yes" else 0
    assert st.table.cards[amah].damage == 3 - healed and st.table.cards[ally].damage == 3 - healed


# --- more payment powers (2) -----------------------------------------------------------------------------------


def test_vigilance_readies_your_hero_only_on_an_opponents_turn():
    # EN 701 "[Exhaust] -> Ready your hero. Use only on an opponent's turn."
    from .test_wscale_counters import next_turn

    data = scripted("Vigilance")
    st = start()
    vig = put_real(st, 0, "Vigilance", "hero_row")
    st.table.cards[hero(st, 0)].tapped = True
    with pytest.raises(RulesError):  # your own turn
        apply(st, "power", 0, uid=vig, power=power_of(data), x=0)
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = next_turn(st)
    assert st.active == 1
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))  # player 0 gets priority in the combat (EN 410)
    while st.priority != 0:
        st = apply(st, "pass", st.priority)
    st.table.cards[hero(st, 0)].tapped = True
    st = resolve_chain(apply(st, "power", 0, uid=vig, power=power_of(data), x=0))
    assert not st.table.cards[hero(st, 0)].tapped and st.table.cards[vig].tapped


def test_gloves_of_the_frozen_glade_ready_hero_and_melee_weapons():
    # EN 701 "3, [Exhaust] -> Ready your hero and all Melee weapons you control."
    data = scripted("Gloves of the Frozen Glade")
    st = start()
    gloves = put_real(st, 0, "Gloves of the Frozen Glade", "hero_row")
    axe = put_real(st, 0, "Gorehowl", "hero_row", tapped=True)
    wand = put_real(st, 0, "Nightmare Ender", "hero_row", tapped=True)  # a Ranged weapon
    theirs = put_real(st, 1, "Gorehowl", "hero_row", tapped=True)
    st.table.cards[hero(st, 0)].tapped = True
    st = use(st, gloves, data, pay=3)
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[axe].tapped
    assert st.table.cards[wand].tapped and st.table.cards[theirs].tapped


def test_kjaran_deals_melee_and_ranged_damage_to_the_attacker():
    # EN 701 "Flip Kjaran, remove a Scourge ally in your graveyard from the game -> Kjaran deals 1 melee damage and
    # 1 ranged damage to target attacker." (two packets, 405.4; the removed ally is paid, 403.1)
    from .test_wscale_counters import next_turn

    data = scripted("Kjaran the Callous")
    st = start()
    kjaran = as_hero(st, "Kjaran the Callous")
    scourge = put_real(st, 0, "Kjaran the Callous", "graveyard")  # a Scourge card
    assert "Scourge" in st.cards[st.table.cards[scourge].card_id]["tags"]
    st.cards[st.table.cards[scourge].card_id] = {**st.cards[st.table.cards[scourge].card_id], "type": "ally"}  # (an ally card)
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = next_turn(st)
    st = apply(st, "attack", 1, attacker=foe, defender=kjaran)
    while st.priority != 0:
        st = apply(st, "pass", st.priority)
    st = resolve_chain(choose(apply(st, "power", 0, uid=kjaran, power=power_of(data), x=0, pay=[scourge]), str(foe)))
    assert st.table.cards[scourge].zone == "removed" and st.table.cards[foe].damage == 2


def test_norrinthal_becomes_arcane_or_fire_once_per_turn_each():
    # EN 701 "0 -> Norrin'thal becomes an Arcane ally this turn. Use only once per turn." / "… a Fire ally …" (205.1c)
    data = scripted("Alchemist Norrin'thal")
    st = start()
    norr = put_real(st, 0, "Alchemist Norrin'thal", "allies")
    st = use(st, norr, data, nth=0)
    assert set(kw.damage_types(st, norr)) == {"arcane"}
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=norr, power=power_of(data, 0), x=0)
    st = use(st, norr, data, nth=1)
    assert "fire" in kw.damage_types(st, norr) and "arcane" not in kw.damage_types(st, norr)


def test_idol_of_the_shooting_star_heals_and_readies_when_you_play_an_ally():
    # EN 701/703 "2, [Exhaust] -->Your hero heals 2 damage from target hero or ally. When you play an ally, ready this
    # item."
    from .test_templates_more import play_real

    data = scripted("Idol of the Shooting Star")
    st = start()
    idol = put_real(st, 0, "Idol of the Shooting Star", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    st = use(st, idol, data, str(hero(st, 0)), pay=2)
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[idol].tapped
    st, _ = play_real(st, "Anika Berlyn", 0, pay=8)
    st = resolve_chain(resolve_chain(st))
    assert not st.table.cards[idol].tapped


def test_sigil_of_the_vengeful_heart_readies_a_ghoul_and_readies_on_a_weapon():
    # EN 701/703 "1, [Exhaust] -> Ready target Ghoul. When you play a weapon, ready this item"
    from .test_templates_more import play_real

    data = scripted("Sigil of the Vengeful Heart")
    st = start()
    sigil = put_real(st, 0, "Sigil of the Vengeful Heart", "hero_row")
    ghoul = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    other = put_real(st, 0, "Karrok Scarrend", "allies", tapped=True)
    cid = st.table.cards[ghoul].card_id
    st.cards[cid] = {**st.cards[cid], "tags": [*st.cards[cid]["tags"], "Ghoul"]}  # a Ghoul (tag 202.3)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=sigil, power=power_of(data), x=0)
    assert str(ghoul) in options(st) and str(other) not in options(st)
    st = resolve_chain(choose(st, str(ghoul)))
    assert not st.table.cards[ghoul].tapped and st.table.cards[sigil].tapped
    st, _ = play_real(st, "Gorehowl", 0, pay=10)
    st = resolve_chain(resolve_chain(st))
    assert not st.table.cards[sigil].tapped


def test_servant_of_neptulon_next_frost_card_costs_one_less():
    # EN 701, 403.2 "[Exhaust] -> You pay 1 less to play your next Frost or [Frost] card this turn."
    from engine.wow.costs import play_cost

    data = scripted("Servant of Neptulon")
    st = start()
    servant = put_real(st, 0, "Servant of Neptulon", "allies")
    frost = put_real(st, 0, "Titanium Frostguard Ring", "hand")  # no Frost card
    bolt = put_real(st, 0, "Frostbolt", "hand")
    before_bolt, before_ring = play_cost(st, 0, bolt), play_cost(st, 0, frost)
    st = use(st, servant, data)
    assert play_cost(st, 0, bolt) == before_bolt - 1 and play_cost(st, 0, frost) == before_ring


def test_helm_of_domination_ferocity_and_death_rattle():
    # EN 701 "Leader of the Scourge: Once per turn: 1 -> Target ally has Ferocity this turn." / Death Rattle "Put
    # this armor into its owner's hand."
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    data = scripted("Helm of Domination")
    st = start()
    helm, ally = put_real(st, 0, "Helm of Domination", "hero_row"), put_real(st, 0, "Anika Berlyn", "allies")
    st = use(st, helm, data, str(ally), pay=1)
    assert "Ferocity" in kw.keywords(st, ally)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=helm, power=power_of(data), x=0)
    procedure.event_triggers(st, destroy(st, helm, EN("709.1")))
    st = resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[helm].zone == "hand"


def test_meeting_stone_exhausts_two_allies_to_search_an_ally_into_play():
    # EN 701 "Ongoing: [Exhaust], Exhaust two allies in your party -> Search your deck for an ally card and put it
    # into play." (403.1, 710.1)
    data = scripted("Meeting Stone")
    st = start()
    stone = put_real(st, 0, "Meeting Stone", "hero_row")
    a, b = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    wanted = put_real(st, 0, "Gakmat", "deck")
    st = apply(st, "power", 0, uid=stone, power=power_of(data), x=0, pay=[a, b])
    for _ in range(6):
        if st.pending and str(wanted) in options(st):
            st = choose(st, str(wanted))
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    st = resolve_chain(st)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    assert st.table.cards[wanted].zone == "allies" and st.table.cards[wanted].controller == 0


def test_gurubashi_arena_makes_an_arena_ally():
    # EN 701 "[Exhaust] -> Target ally in your party is an Arena ally this turn." (202.3)
    data = scripted("Gurubashi Arena")
    st = start()
    arena, ally = put_real(st, 0, "Gurubashi Arena", "resources"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    st = apply(st, "power", 0, uid=arena, power=power_of(data), x=0)
    assert str(theirs) not in options(st)
    st = resolve_chain(choose(st, str(ally)))
    assert "arena" in kw.words(st, ally) and "arena" not in kw.words(st, theirs)


def test_yunzo_drains_x_from_the_opposing_hero():
    # EN 701 "[X], [Exhaust] -> This ally deals X shadow damage to target opposing hero, then heals that much damage
    # from your hero."
    data = scripted("Yunzo the Hexer")
    st = start()
    yunzo = put_real(st, 0, "Yunzo the Hexer", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=yunzo, power=power_of(data), x=3), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[hero(st, 0)].damage == 2


def test_hyjal_stag_heals_the_exhausted_monster():
    # EN 701 "Destroy this ally, exhaust a ready Monster hero or ally you control -> This ally heals 4 damage from
    # that character." (403.1: both are paid; "that character" is the exhausted Monster)
    data = scripted("Hyjal Stag")
    st = start()
    stag = put_real(st, 0, "Hyjal Stag", "allies")
    monster, other = put_real(st, 0, "Servant of Neptulon", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[monster].damage = st.table.cards[other].damage = 5
    cid = st.table.cards[monster].card_id
    st.cards[cid] = {**st.cards[cid], "health": 10}
    with pytest.raises(RulesError):  # not a Monster
        apply(st, "power", 0, uid=stag, power=power_of(data), x=0, pay=[other])
    st = use(st, stag, data, cost=[monster])
    assert st.table.cards[stag].zone == "graveyard" and st.table.cards[monster].tapped
    assert st.table.cards[monster].damage == 1 and st.table.cards[other].damage == 5


# --- ToD heirloom armor (404.1a; Stash: EN glossary) ------------------------------------------------------------


def _heirloom(st, name: str, n: int) -> int:
    uid = put_real(st, 0, name, "hero_row")
    st.table.cards[uid].counters["heirloom"] = n
    return uid


@pytest.mark.parametrize("name", ["Polished Helm of Valor", "Stained Shadowcraft Cap", "Tarnished Raging Berserker's Helm"])
def test_heirloom_stash_adds_a_counter_to_target_equipment(name):
    # EN glossary Stash: "Stash: Add an heirloom card [counter] to target equipment you control." — placed face up
    from .helpers import labels

    scripted(name)
    st = start()
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    helm = put_real(st, 0, name, "hand")
    assert f"Place {name} as a resource (face up)" in labels(st, 0)
    st = resolve_chain(apply(st, "resource", 0, uid=helm, face_up=True))
    assert str(axe) in options(st)
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[axe].counters.get("heirloom") == 1 and st.table.cards[helm].face_down


@pytest.mark.parametrize("counters", [3, 2])
def test_polished_helm_of_valor_needs_three_heirlooms(counters):
    # EN 701 "If this armor has three or more heirloom counters: [Exhaust] -> Allies you control have Assault 3 this turn."
    data = scripted("Polished Helm of Valor")
    st = start()
    helm = _heirloom(st, "Polished Helm of Valor", counters)
    ally, foe = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    if counters < 3:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=helm, power=power_of(data), x=0)
        return
    st = use(st, helm, data)
    assert kw.keywords(st, ally).get("Assault") == 3 and "Assault" not in kw.keywords(st, foe)


@pytest.mark.parametrize("counters", [3, 2])
def test_stained_shadowcraft_cap_three_nature_damage(counters):
    # EN 701 "On your turn, if this armor has three or more heirloom counters: [Exhaust] -> Your hero deals 3 nature
    # damage to target hero or ally."
    data = scripted("Stained Shadowcraft Cap")
    st = start()
    cap = _heirloom(st, "Stained Shadowcraft Cap", counters)
    if counters < 3:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=cap, power=power_of(data), x=0)
        return
    st = use(st, cap, data, str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3


def test_tattered_dreadmist_mask_looks_at_three_and_keeps_one():
    # EN 701 "If this amor has three or more heirloom counters: [Exhaust] -> Look at the top three cards of your deck.
    # Put one into your hand and the rest on the bottom of your deck."
    data = scripted("Tattered Dreadmist Mask")
    st = start()
    mask = _heirloom(st, "Tattered Dreadmist Mask", 3)
    top = st.table.top(0, "deck", 3)
    st = use(st, mask, data)
    assert st.pending and {str(u) for u in top} <= options(st)
    st = resolve_chain(choose(st, str(top[1])))
    while st.pending:  # the order of the rest on the bottom
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options][: max(st.pending[0].min, 1)]))
    assert st.table.cards[top[1]].zone == "hand"
    assert set(st.table.zone(0, "deck")[-2:]) == {top[0], top[2]}


def test_tarnished_helm_readies_up_to_three_other_cards_you_control():
    # EN 701/706 "If this armor has three or more heirloom counters: [Exhaust] -> Ready up to three other target cards
    # you control."
    data = scripted("Tarnished Raging Berserker's Helm")
    st = start()
    helm = _heirloom(st, "Tarnished Raging Berserker's Helm", 3)
    a, b = put_real(st, 0, "Anika Berlyn", "allies", tapped=True), put_real(st, 0, "Gorehowl", "hero_row", tapped=True)
    theirs = put_real(st, 1, "Anika Berlyn", "allies", tapped=True)
    st = apply(st, "power", 0, uid=helm, power=power_of(data), x=0)
    assert str(theirs) not in options(st) and str(helm) not in options(st)
    st = choose(st, str(a))
    st = choose(st, str(b))
    st = resolve_chain(choose(st))  # a third target may be left out
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped and st.table.cards[theirs].tapped


@pytest.mark.parametrize("hand", [7, 6])
def test_mana_etched_crown_puts_an_ability_from_the_graveyard_into_the_resource_row(hand):
    # EN 701 "[Exhaust] -> Put target ability card from your graveyard into your resource row face down and
    # exhausted. Use only if you have seven or more cards in hand."
    data = scripted("Mana-Etched Crown")
    st = start()
    crown = put_real(st, 0, "Mana-Etched Crown", "hero_row")
    skin = put_real(st, 0, "Barkskin", "graveyard")
    hand_of(st, hand)
    if hand < 7:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=crown, power=power_of(data), x=0)
        return
    st = use(st, crown, data, str(skin))
    card = st.table.cards[skin]
    assert card.zone == "resources" and card.face_down and card.tapped


# --- more (3) ---------------------------------------------------------------------------------------------------


def test_fallenstar_damages_only_an_undamaged_target_on_your_turn():
    # EN 701 "2, Flip Fallenstar -> Fallenstar deals 2 melee damage to target hero or ally without damage. / Use only
    # on your turn."
    from .test_wscale_counters import next_turn

    data = scripted("Fallenstar")
    st = start()
    star = as_hero(st, "Fallenstar")
    hurt, fresh = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[hurt].damage = 1
    resources(st, 0, 2)
    st2 = apply(st, "power", 0, uid=star, power=power_of(data), x=0)
    assert str(fresh) in options(st2) and str(hurt) not in options(st2)
    st2 = resolve_chain(choose(st2, str(fresh)))
    assert st2.table.cards[fresh].damage == 2
    st = next_turn(st)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=star, power=power_of(data), x=0)


def test_desecrator_stormclaw_returns_a_form_card():
    # EN 701 "2, Flip Stormclaw, destroy a friendly ally -> Put target Form card from your graveyard into hand."
    data = scripted("Desecrator Stormclaw")
    st = start()
    claw = as_hero(st, "Desecrator Stormclaw")
    fodder = put_real(st, 0, "Anika Berlyn", "allies")
    form = put_real(st, 0, "Cat Form", "graveyard")
    other = put_real(st, 0, "Barkskin", "graveyard")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=claw, power=power_of(data), x=0, pay=[fodder])
    assert str(form) in options(st) and str(other) not in options(st)
    st = resolve_chain(choose(st, str(form)))
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[form].zone == "hand"


def test_ixamos_readies_himself_and_your_weapons():
    # EN 701 "2, Flip Ixamos, destroy a friendly Totem -> Ready Ixamos and all of your weapons."
    data = scripted("Ixamos the Corrupted")
    st = start()
    ixamos = as_hero(st, "Ixamos the Corrupted")
    st.table.cards[ixamos].tapped = True
    axe, theirs = put_real(st, 0, "Gorehowl", "hero_row", tapped=True), put_real(st, 1, "Gorehowl", "hero_row", tapped=True)
    totem = put_real(st, 0, "Anika Berlyn", "allies")
    cid = st.table.cards[totem].card_id
    st.cards[cid] = {**st.cards[cid], "tags": [*st.cards[cid]["tags"], "Totem"]}  # a Totem (202.3)
    plain = put_real(st, 0, "Karrok Scarrend", "allies")
    resources(st, 0, 2)
    with pytest.raises(RulesError):  # not a Totem
        apply(st, "power", 0, uid=ixamos, power=power_of(data), x=0, pay=[plain])
    st = use(st, ixamos, data, cost=[totem], pay=0)
    assert st.table.cards[ixamos].flags.get("flipped") and not st.table.cards[ixamos].tapped
    assert not st.table.cards[axe].tapped and st.table.cards[theirs].tapped and st.table.cards[totem].zone == "graveyard"


@pytest.mark.parametrize("saurfang", [True, False])
def test_korkron_vanguard_assault_three_with_saurfang(saurfang):
    # EN 701 "If you control an ally with Saurfang in its name: [Exhaust] -> Target [Horde] hero or ally you control has
    # Assault 3 this turn."
    data = scripted("Kor'kron Vanguard")
    st = start()
    post = put_real(st, 0, "Kor'kron Vanguard", "resources")
    orc, human = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    if not saurfang:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=post, power=power_of(data, 1), x=0)
        return
    put_real(st, 0, "High Overlord Saurfang", "allies")
    st = apply(st, "power", 0, uid=post, power=power_of(data, 1), x=0)
    assert str(orc) in options(st) and str(human) not in options(st)
    st = resolve_chain(choose(st, str(orc)))
    assert kw.keywords(st, orc).get("Assault") == 3


def test_spirit_weapons_minus_the_combined_atk_of_your_melee_weapons():
    # EN 701/709 "Ongoing: [Exhaust] -> Target hero or ally has -X ATK this turn, where X is the combined ATK of your
    # Melee weapons."
    data = scripted("Spirit Weapons")
    st = start()
    spirit = put_real(st, 0, "Spirit Weapons", "hero_row")
    put_real(st, 0, "Nethershard", "hero_row")  # 1 ATK Melee
    put_real(st, 0, "Warp Splinter's Thorn", "hero_row")  # 2 ATK Melee
    put_real(st, 0, "Nightmare Ender", "hero_row")  # Ranged: not counted
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = use(st, spirit, data, str(foe), nth=0)
    assert kw.atk(st, foe) == 5 - 3


# --- "Shuffle your hand into your deck, then draw that many cards." (engine.wow.wact_hand_redraw) ------------------


@pytest.mark.parametrize("name", ["Moonshadow", "Nightmare Ender"])
@pytest.mark.parametrize("hand", [3, 0])
def test_hand_shuffled_into_the_deck_and_as_many_drawn(name, hand):
    # EN 709.1, 415.3b "… -> Shuffle your hand into your deck, then draw that many cards." (Moonshadow: 3, flip;
    # Nightmare Ender: on your turn, destroy this weapon)
    data = scripted(name)
    st = start()
    src = as_hero(st, name) if name == "Moonshadow" else put_real(st, 0, name, "hero_row")
    hand_of(st, hand)
    old = set(st.table.zone(0, "hand"))
    deck = len(st.table.zone(0, "deck"))
    st = use(st, src, data, pay=3)
    assert len(st.table.zone(0, "hand")) == hand and len(st.table.zone(0, "deck")) == deck
    assert all(st.table.cards[u].zone in ("hand", "deck") for u in old)
    if name == "Nightmare Ender":
        assert st.table.cards[src].zone == "graveyard"
    else:
        assert st.table.cards[src].flags.get("flipped")


def test_hand_redraw_shuffles_the_deck():
    # 415.3b: the deck is shuffled — the old hand doesn't simply come back (60 Mist Owls + three marked cards)
    data = scripted("Moonshadow")
    st = start()
    moon = as_hero(st, "Moonshadow")
    hand_of(st, 0)
    marked = [put_real(st, 0, "Karrok Scarrend", "hand") for _ in range(3)]
    st = use(st, moon, data, pay=3)
    assert len(st.table.zone(0, "hand")) == 3
    assert set(st.table.zone(0, "hand")) != set(marked)  # the three went into a shuffled deck of 60 (seeded game)
    assert all(st.table.cards[u].zone in ("hand", "deck") for u in marked)


def test_quickstrider_moccasins_ready_another_card():
    # EN 701 "[Exhaust] -> Ready another target card in play."
    data = scripted("Quickstrider Moccasins")
    st = start()
    shoes = put_real(st, 0, "Quickstrider Moccasins", "hero_row")
    foe, res = put_real(st, 1, "Anika Berlyn", "allies", tapped=True), resources(st, 0, 1)[0]
    st.table.cards[res].tapped = True
    st = apply(st, "power", 0, uid=shoes, power=power_of(data), x=0)
    assert {str(foe), str(res)} <= options(st) and str(shoes) not in options(st)
    st = resolve_chain(choose(st, str(res)))
    assert not st.table.cards[res].tapped and st.table.cards[foe].tapped and st.table.cards[shoes].tapped


def test_mojo_shaper_ojomon_returns_a_cheap_ally_from_the_graveyard():
    # EN 701, 710.1 "4, [Flip] Mojo Shaper Ojo'mon -> Put an ally card with cost 2 or less from your graveyard into
    # play. Use only on your turn."
    data = scripted("Mojo Shaper Ojo'mon")
    st = start()
    ojo = as_hero(st, "Mojo Shaper Ojo'mon")
    cheap, big = put_real(st, 0, "Gakmat", "graveyard"), put_real(st, 0, "Anika Berlyn", "graveyard")
    assert st.cards[st.table.cards[cheap].card_id]["cost"] <= 2 < st.cards[st.table.cards[big].card_id]["cost"]
    st = use(st, ojo, data, pay=4)
    assert st.pending and str(cheap) in options(st) and str(big) not in options(st)
    st = resolve_chain(choose(st, str(cheap)))
    assert st.table.cards[cheap].zone == "allies" and st.table.cards[big].zone == "graveyard"
    assert st.table.cards[ojo].flags.get("flipped")


def _attacked(st):
    """Player 1's ally attacks player 0's hero on player 1's turn; player 0 gets priority (EN 410)."""
    from .test_wscale_counters import next_turn

    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = next_turn(st)
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.priority != 0:
            st = apply(st, "pass", st.priority)
        else:
            break
    return st, foe


@pytest.mark.parametrize("name", ["Ghost Wolf", "Sprint"])
def test_defending_hero_removes_the_attacking_ally_from_combat(name):
    # EN 709 "If your hero is defending, remove all attacking allies from combat." (Ghost Wolf: exhaust your hero;
    # Sprint: [Exhaust], the second mode) — no combat damage is dealt
    from .test_combat import finish_combat

    data = scripted(name)
    st = start()
    card = put_real(st, 0, name, "hero_row")
    st, foe = _attacked(st)
    assert st.combat is not None and st.combat.attacker == foe
    st = apply(st, "power", 0, uid=card, power=power_of(data), x=0)
    if name == "Sprint":
        st = choose(st, "1")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[foe].damage == 0


def test_ghost_wolf_outside_combat_removes_nothing():
    # EN 709: "If your hero is defending" is false — nothing happens, the cost is still paid
    data = scripted("Ghost Wolf")
    st = start()
    wolf = put_real(st, 0, "Ghost Wolf", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=wolf, power=power_of(data), x=0))
    assert st.table.cards[hero(st, 0)].tapped and st.combat is None


def test_sprint_readies_your_hero():
    # EN 707.1c: the first mode, "Ready your hero"
    data = scripted("Sprint")
    st = start()
    sprint = put_real(st, 0, "Sprint", "hero_row")
    st.table.cards[hero(st, 0)].tapped = True
    st = resolve_chain(choose(apply(st, "power", 0, uid=sprint, power=power_of(data), x=0), "0"))
    assert not st.table.cards[hero(st, 0)].tapped and st.table.cards[sprint].tapped


@pytest.mark.parametrize("name", ["Piana", "Reverend Tobias"])
def test_an_ally_that_heals_is_the_healer(name):
    # 408.2c / EN 407: "Piana heals …", "Reverand Tobias heals …" — the ally is the healing packets' source, not your hero
    from engine.core import Action
    from engine.wow.game import ENGINE

    data = scripted(name)
    st = start()
    healer = put_real(st, 0, name, "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[foe].damage = 3
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=healer, power=power_of(data), x=0)
    sources: list[int] = []
    picks = [[str(foe)], [], []]
    for _ in range(10):
        if not st.pending and not st.chain:
            break
        act = Action("choose", st.pending[0].player, {"picks": picks.pop(0)}) if st.pending else Action("pass", st.priority, {})
        res = ENGINE.apply(st, act)
        st = res.state
        sources += [e.data["source"] for e in res.events if e.kind == "heal" and "n" in (e.data or {})]  # damage.heal
    assert st.table.cards[foe].damage == 0 and sources and set(sources) == {healer}


def test_dying_curse_destroys_an_attachment_and_its_controller_draws():
    # EN 701/709.3 "Pay 1, [Exhaust], destroy target attachment. If you do, its controller draws a card." (400.1)
    data = scripted("Dying Curse")
    st = start()
    curse = put_real(st, 0, "Dying Curse", "hero_row")
    attached = put_real(st, 1, "Arcane Intellect", "hero_row", attached_to=hero(st, 0))  # player 1's ability on my hero
    loose = put_real(st, 1, "Barkskin", "hero_row")  # attached to nothing
    theirs, mine = len(st.table.zone(1, "hand")), len(st.table.zone(0, "hand"))
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=curse, power=power_of(data), x=0)
    assert str(attached) in options(st) and str(loose) not in options(st)
    st = resolve_chain(choose(st, str(attached)))
    assert st.table.cards[attached].zone == "graveyard"
    assert len(st.table.zone(1, "hand")) == theirs + 1 and len(st.table.zone(0, "hand")) == mine
