"""Payment powers (EN 701) whose cost or wording the plain reader left manual
(engine.wow.cards.templates_activation, engine.wow.activation): each is used with a real card of
the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _power(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def _use(st, uid: int, data: dict, *picks: int):
    st = apply(st, "power", 0, uid=uid, power=_power(data), x=0)
    for pick in picks:
        st = choose(st, str(pick))
    return resolve_chain(st)


# --- "If X: cost -> effect": a condition to use the power ------------------------------------------


def test_condition_before_a_flip_cost_and_the_short_name():
    # EN 701.1: "If you control another Priest: Flip Xerandaal -> Xerandaal deals 3 shadow damage
    # to target hero." — usable only while the condition holds; "Xerandaal" is the hero itself
    data = automated("Xerandaal, Shade Servitor")
    st = start()
    xer = _as_hero(st, "Xerandaal, Shade Servitor")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=xer, power=_power(data), x=0)
    put_real(st, 0, "Gladiator Katianna", "allies")  # a Priest ally
    st = _use(st, xer, data, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[xer].flags.get("flipped")  # 301.2: the flip was paid
    with pytest.raises(RulesError):  # flipped: the cost can't be paid again
        apply(st, "power", 0, uid=xer, power=_power(data), x=0)


def test_condition_on_the_card_itself_defending():
    # EN 701.1: "If Shaii is defending: [Exhaust], Flip Shaii -> …" — not usable while not defending
    data = automated("Shaii, Strategist Supreme")
    st = start()
    shaii = _as_hero(st, "Shaii, Strategist Supreme")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=shaii, power=_power(data), x=0)


def test_short_name_after_flip_is_the_hero():
    # WoW 408.2c: "2, Flip Velora -> Velora deals 1 unpreventable holy damage …": the hero is the source
    data = automated("Chancellor Velora")
    pw = card_powers(data)[_power(data)]
    assert pw.effects[0].condition["source"] == "self" and pw.effects[0].condition["unpreventable"]
    st = start()
    velora = _as_hero(st, "Chancellor Velora")
    resources(st, 0, 2)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = _use(st, velora, data, enemy)
    assert st.table.cards[enemy].damage == 1


# --- "Once per turn:" ----------------------------------------------------------------------------


def test_once_per_turn_prefix():
    # EN 701.1: "Once per turn: 2 -> Your hero heals 2 damage from target hero or ally."
    data = automated("Lockjaw")
    st = start()
    jaw = put_real(st, 0, "Lockjaw", "hero_row")
    resources(st, 0, 4)
    st.table.cards[hero(st, 0)].damage = 5
    st = _use(st, jaw, data, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 3
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=jaw, power=_power(data), x=0)


# --- resource costs written "[2]" / "Pay 1" --------------------------------------------------------


def test_bracketed_and_pay_resource_costs():
    # WoW 403.1 / 412.2: "On your turn: [2] -> Target Ogre ally has +3 ATK this turn." costs 2
    data = automated("Brogre")
    assert card_powers(data)[_power(data)].cost["resources"] == 2
    st = start()
    brogre = put_real(st, 0, "Brogre", "allies")
    ogre = put_real(st, 0, "Drugush the Crusher", "allies")
    res = resources(st, 0, 2)
    st = _use(st, brogre, data, ogre)
    assert kw.atk(st, ogre) == 11 and all(st.table.cards[u].tapped for u in res)
    # "On your turn: Pay 1, [Exhaust] -> Put a 1 / 1 Twilight Dragonkin ally token into play."
    data = automated("Twilight Citadel")
    assert card_powers(data)[_power(data)].cost["resources"] == 1


# --- placed damage as a cost (405.3) -----------------------------------------------------------------


def test_put_damage_on_itself_as_a_cost():
    # WoW 405.3: "[Exhaust], Put 1 damage on Kena Shadowbrand -> Draw a card." — damage is put, not dealt
    data = automated("Kena Shadowbrand")
    st = start()
    kena = put_real(st, 0, "Kena Shadowbrand", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, kena, data)
    assert st.table.cards[kena].damage == 1 and st.table.cards[kena].tapped
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_put_damage_on_your_hero_as_a_cost():
    # WoW 405.3: "Ongoing: 1, Put 3 damage on your hero -> Draw a card."
    data = automated("Mortal Delights")
    st = start()
    md = put_real(st, 0, "Mortal Delights", "hero_row")
    resources(st, 0, 1)
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, md, data)
    assert st.table.cards[hero(st, 0)].damage == 3 and len(st.table.zone(0, "hand")) == hand + 1


def test_put_damage_on_the_flipping_hero():
    # WoW 405.3 / 301.2: "4, Flip Kamboozle, put 2 damage on her -> Draw two cards."
    data = automated("Kamboozle, Bringer of Doom")
    st = start()
    kam = _as_hero(st, "Kamboozle, Bringer of Doom")
    resources(st, 0, 4)
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, kam, data)
    assert st.table.cards[kam].damage == 2 and len(st.table.zone(0, "hand")) == hand + 2


# --- the card itself leaves play as a cost (403.1) -----------------------------------------------------


def test_remove_this_ally_from_the_game_as_a_cost():
    # WoW 403.1: "2, Remove this ally from the game -> Draw a card."
    data = automated("Teresa Voidheart")
    st = start()
    teresa = put_real(st, 0, "Teresa Voidheart", "allies")
    resources(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "power", 0, uid=teresa, power=_power(data), x=0)
    assert st.table.cards[teresa].zone == "removed"  # paid before it resolves
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_return_itself_to_hand_and_bottom_of_deck_as_costs():
    # WoW 403.1: "1, [Exhaust], Put Meekway Humzinger into her owner's hand -> Draw a card." and
    # "1, Put Heavy Netherweave Bandage on the bottom of its owners deck -> Your hero heals 6 damage …"
    data = automated("Meekway Humzinger")
    st = start()
    meek = put_real(st, 0, "Meekway Humzinger", "allies")
    resources(st, 0, 2)
    st = _use(st, meek, data)
    assert st.table.cards[meek].zone == "hand"
    data = automated("Heavy Netherweave Bandage")
    bandage = put_real(st, 0, "Heavy Netherweave Bandage", "hero_row")
    resources(st, 0, 1)
    st.table.cards[hero(st, 0)].damage = 8
    st = _use(st, bandage, data, hero(st, 0))
    assert st.table.cards[bandage].zone == "deck" and st.table.zone(0, "deck")[-1] == bandage
    assert st.table.cards[hero(st, 0)].damage == 2


def test_exhaust_hero_and_remove_this_ally():
    # WoW 403.1 / 411.1: "Exhaust your hero, remove this ally from the game -> Draw a card."
    data = automated("Draenei Survivor")
    st = start()
    surv = put_real(st, 0, "Draenei Survivor", "allies")
    st.table.cards[hero(st, 0)].tapped = True
    with pytest.raises(RulesError):  # the whole cost must be payable
        apply(st, "power", 0, uid=surv, power=_power(data), x=0)
    st.table.cards[hero(st, 0)].tapped = False
    st = _use(st, surv, data)
    assert st.table.cards[surv].zone == "removed" and st.table.cards[hero(st, 0)].tapped


# --- two-faced heroes: "FRONT: N -> Flip NAME. BACK: …" (301.2) ------------------------------------


def test_front_flip_power_turns_the_back_static_on():
    # WoW 301.2a: only the face showing works — "FRONT: 3 -> Flip Jai. BACK: Weapons you control have +1 ATK."
    data = automated("Jai Dawnsteel")
    st = start()
    jai = _as_hero(st, "Jai Dawnsteel")
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    base = kw.equipment_atk(st, bow)
    resources(st, 0, 3)
    assert kw.equipment_atk(st, bow) == base  # the back face doesn't work yet
    st = _use(st, jai, data)
    assert st.table.cards[jai].flags.get("flipped")
    assert kw.equipment_atk(st, bow) == base + 1
    resources(st, 0, 3)
    with pytest.raises(RulesError):  # the front face's power is gone (301.2a)
        apply(st, "power", 0, uid=jai, power=_power(data), x=0)


def test_back_payment_power_only_after_flipping():
    # WoW 301.2a: "FRONT: 6 -> Flip Kadus. BACK: [Exhaust] -> Target ally can't attack this turn."
    data = automated("Kadus Frosthand")
    back = next(i for i, pw in enumerate(card_powers(data)) if pw.cost.get("face") == "back")
    st = start()
    kadus = _as_hero(st, "Kadus Frosthand")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=kadus, power=back, x=0)
    resources(st, 0, 6)
    st = _use(st, kadus, data)
    st = apply(st, "power", 0, uid=kadus, power=back, x=0)
    st = resolve_chain(choose(st, str(enemy)) if st.pending else st)
    assert st.table.cards[kadus].tapped
    assert kw.has(st, enemy, "Can't Attack")


def test_back_cost_change_only_after_flipping():
    # WoW 403.2 / 301.2a: "FRONT: 2 -> Flip Zim'sul;BACK: You pay 1 less to strike with weapons."
    from engine.wow import costs

    data = automated("Zin'sul")
    st = start()
    zane = _as_hero(st, "Zin'sul")
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    base = costs.strike_cost(st, 0, bow)
    assert base >= 1
    resources(st, 0, 2)
    st = _use(st, zane, data)
    assert costs.strike_cost(st, 0, bow) == base - 1


# --- the card's keywords printed on the power's line, long arrows ----------------------------------


def test_keyword_on_the_same_line_as_an_exhaust_power():
    # WoW 302.2 / EN glossary Time is Money: "Time is Money [Exhaust] -> Draw a card, then discard a
    # card." — the keyword is the card's own, so the fresh ally may use the power at once
    data = automated("Grazzle Grubhook")
    assert data["keywords"].get("Time is Money")
    pw = card_powers(data)[_power(data)]
    assert pw.cost["exhaust_self"] and pw.cost["resources"] == 0
    st = start()
    grazzle = put_real(st, 0, "Grazzle Grubhook", "allies")
    st.table.cards[grazzle].entered_turn = st.turn  # entered this turn
    st = apply(st, "power", 0, uid=grazzle, power=_power(data), x=0)
    assert st.table.cards[grazzle].tapped


def test_keyword_then_once_per_turn_and_a_long_arrow():
    # EN 701.1: "Protector Once per turn: 2 -->Haeleth heals 2 damage from target hero or ally."
    data = automated("Blood Knight Haeleth")
    assert data["keywords"].get("Protector")
    pw = card_powers(data)[_power(data)]
    assert pw.cost["once_per_turn"] and pw.cost["resources"] == 2 and pw.effects[0].op == "heal"
    st = start()
    haeleth = put_real(st, 0, "Blood Knight Haeleth", "allies")
    resources(st, 0, 4)
    st.table.cards[hero(st, 0)].damage = 4
    st = _use(st, haeleth, data, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 2
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=haeleth, power=_power(data), x=0)
    # "Protector 1, Remove an Unlimited card …": the 1 is the resource cost, not a keyword's number
    data = automated("Hulking Abomination")
    assert card_powers(data)[_power(data)].cost["resources"] == 1


def test_on_your_turn_after_a_keyword():
    # EN 701.1: "Protector On your turn: 5 -> Put target equipment on the bottom of its owner's deck."
    data = automated("Neboz Tombwex")
    cost = card_powers(data)[_power(data)].cost  # the keyword is the card's own line now (schema.leading_keywords)
    assert cost.get("on_your_turn") or cost.get("own_turn")
    assert data["keywords"].get("Protector")
    st = start()
    neboz = put_real(st, 0, "Neboz Tombwex", "allies")
    resources(st, 0, 5)
    bow = put_real(st, 1, "Blackcrow", "hero_row")
    st.active = 1  # the opponent's turn
    with pytest.raises(RulesError, match="only on your turn"):
        apply(st, "power", 0, uid=neboz, power=_power(data), x=0)
    st.active = 0
    st = _use(st, neboz, data, bow)
    assert st.table.cards[bow].zone == "deck"


# --- a chosen card pays: "Destroy one of your resources", "… other than NAME" (403.1) ---------------


def test_destroy_one_of_your_resources_as_a_cost():
    # WoW 403.1 / 412: "[Exhaust], Destroy one of your resources -> Draw a card." — the player picks it
    from engine.wow.game import ENGINE

    data = automated("Dryad's Wrist Bindings")
    st = start()
    bindings = put_real(st, 0, "Dryad's Wrist Bindings", "hero_row")
    with pytest.raises(RulesError):  # no resource to destroy
        apply(st, "power", 0, uid=bindings, power=_power(data), x=0)
    res = resources(st, 0, 2)
    offered = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == bindings]
    assert sorted(a.args["pay"][0] for a in offered) == sorted(res)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=bindings, power=_power(data), x=0, pay=[res[1]]))
    assert st.table.cards[res[1]].zone == "graveyard" and st.table.cards[res[0]].zone == "resources"
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[bindings].tapped


def test_destroy_an_ally_other_than_this_one_as_a_cost():
    # WoW 403.1: "Destroy an ally in your party other than Snarl Hellwind -> Snarl has +1 ATK this turn."
    from engine.wow import choice_cost

    data = automated("Snarl Hellwind")
    st = start()
    snarl = put_real(st, 0, "Snarl Hellwind", "allies")
    with pytest.raises(RulesError):  # Snarl alone can't pay
        apply(st, "power", 0, uid=snarl, power=_power(data), x=0)
    other = put(st, 0, "Iron Sentinel", "allies")
    assert choice_cost.candidates(st, 0, snarl, card_powers(data)[_power(data)].cost["choose"]) == [other]
    atk = kw.atk(st, snarl)
    st = resolve_chain(apply(st, "power", 0, uid=snarl, power=_power(data), x=0, pay=[other]))
    assert st.table.cards[other].zone == "graveyard" and kw.atk(st, snarl) == atk + 1


def test_bracketed_cost_on_an_attached_ability():
    # WoW 400.1 / 403.1: "Ongoing: [1] -> Attached card has +2 ATK this turn." (Unleash Inferno)
    from .test_templates_more import play_real

    data = automated("Unleash Inferno")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, inferno = play_real(st, "Unleash Inferno", 0, str(ally), pay=3)
    st = resolve_chain(st)
    assert st.table.cards[inferno].attached_to == ally
    atk = kw.atk(st, ally)
    resources(st, 0, 1)
    st = _use(st, inferno, data)
    assert kw.atk(st, ally) == atk + 2


def test_put_damage_on_another_ally_as_a_chosen_cost():
    # WoW 405.3 / 403.1: "1, Put 1 damage on another ally in your party -> Roger deals 1 fire damage to
    # target hero or ally." — the player names the ally; "Roger" is the card itself (the source)
    from engine.wow import choice_cost

    data = automated("Roger Mortis")
    cost = card_powers(data)[_power(data)].cost
    st = start()
    roger = put_real(st, 0, "Roger Mortis", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # no other ally to take the damage
        apply(st, "power", 0, uid=roger, power=_power(data), x=0, pay=[roger])
    other = put(st, 0, "Iron Sentinel", "allies")
    assert choice_cost.candidates(st, 0, roger, cost["choose"]) == [other]
    st = apply(st, "power", 0, uid=roger, power=_power(data), x=0, pay=[other])
    st = resolve_chain(choose(st, str(hero(st, 1))) if st.pending else st)
    assert st.table.cards[other].damage == 1 and st.table.cards[roger].damage == 0
    assert st.table.cards[hero(st, 1)].damage == 1
