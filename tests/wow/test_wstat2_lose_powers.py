"""Helper wstat2 (issue #18): a group loses and can't have powers (103.2; ``engine.wow.wstat2``) —
Gladiator's Regalia and Conqueror Yun'zon, played with the real cards."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def test_gladiators_regalia_opposing_allies_lose_powers_while_it_is_in_play():
    # 103.2 "Opposing allies lose and can't have powers." — a continuous power (EN 714): only while in play
    scripted("Gladiator's Regalia")
    st = start()
    theirs, mine = put_real(st, 1, "Asoren Darksnout", "allies"), put_real(st, 0, "Asoren Darksnout", "allies")
    assert kw.has(st, theirs, "Protector")
    regalia = put_real(st, 0, "Gladiator's Regalia", "hero_row")
    assert not kw.has(st, theirs, "Protector") and kw.data(st, theirs).get("text") == ""
    assert kw.has(st, mine, "Protector")  # only opposing allies
    st.table.move(regalia, "graveyard")
    assert kw.has(st, theirs, "Protector")  # it left play: the powers come back


def test_gladiators_regalia_exhaust_deals_two_fire_damage():
    # EN 701 "[Exhaust] -> Your hero deals 2 fire damage to target hero or ally." (line 2, the templates')
    data = scripted("Gladiator's Regalia")
    st = start()
    regalia = put_real(st, 0, "Gladiator's Regalia", "hero_row")
    target = put_real(st, 1, "Crazy Igvand", "allies")
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=regalia, power=index, x=0)
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[regalia].tapped and st.table.cards[target].damage == 2


def test_conqueror_yunzon_opposing_warriors_and_warrior_cards_lose_powers():
    # 103.2 "Opposing Warriors and [Warrior] cards in play lose and can't have powers." — Warrior: class
    # tag of a hero or ally (202.1a); [Warrior] card: class restriction (206.1b)
    scripted("Conqueror Yun'zon")
    st = start()
    warrior = put_real(st, 1, "Crazy Igvand", "allies")  # a Warrior ally
    other = put_real(st, 1, "Asoren Darksnout", "allies")  # a Death Knight
    bees = put_real(st, 1, "Band of Bees", "hero_row")  # a [Warrior] item: "Your hero has Protector."
    mine = put_real(st, 0, "Crazy Igvand", "allies")
    assert kw.has(st, warrior, "Protector") and kw.has(st, hero(st, 1), "Protector")
    yun = put_real(st, 0, "Conqueror Yun'zon", "allies")
    assert not kw.has(st, warrior, "Protector")
    assert not kw.has(st, hero(st, 1), "Protector") and kw.data(st, bees).get("text") == ""  # the item's power is gone
    assert kw.has(st, other, "Protector") and kw.has(st, mine, "Protector")  # not a Warrior; not opposing
    st.table.move(yun, "graveyard")
    assert kw.has(st, warrior, "Protector") and kw.has(st, hero(st, 1), "Protector")


def test_a_suppressed_source_suppresses_nothing():
    # 103.2: Yun'zon that has lost its powers (Regalia's, the other side) takes none away
    st = start()
    put_real(st, 1, "Gladiator's Regalia", "hero_row")  # P2's: P1's allies lose their powers
    yun = put_real(st, 0, "Conqueror Yun'zon", "allies")
    warrior = put_real(st, 1, "Crazy Igvand", "allies")
    assert kw.data(st, yun).get("text") == ""
    assert kw.has(st, warrior, "Protector")


def test_vindicator_vasha_cards_with_another_reputation_lose_powers():
    # 103.2 "Cards in play with reputation other than Aldor lose and can't have powers." — either side
    scripted("Vindicator Vasha")
    st = start()
    scryer_theirs = put_real(st, 1, "Retainer's Blade", "hero_row")  # Scryer Reputation
    scryer_mine = put_real(st, 0, "Magistrix Oleinas", "allies")  # Scryer Reputation
    aldor = put_real(st, 1, "Vindicator's Brand", "hero_row")  # Aldor Reputation
    plain = put_real(st, 1, "Asoren Darksnout", "allies")  # no reputation
    assert kw.data(st, scryer_theirs).get("text")
    vasha = put_real(st, 0, "Vindicator Vasha", "allies")
    assert kw.data(st, scryer_theirs).get("text") == "" and kw.data(st, scryer_mine).get("text") == ""
    assert kw.data(st, aldor).get("text") and kw.data(st, vasha).get("text")  # Aldor: kept
    assert kw.has(st, plain, "Protector")  # no reputation: kept
    st.table.move(vasha, "graveyard")
    assert kw.data(st, scryer_theirs).get("text")


def test_jadefire_rogue_while_an_opposing_hero_has_15_damage():
    # EN 714 "While an opposing hero has 15 or more damage on it, opposing allies can't protect and lose
    # and can't have Elusive." (103.2: a "can't" wins)
    scripted("Jadefire Rogue")
    st = start()
    elusive, protector = put_real(st, 1, "Braxiss the Sleeper", "allies"), put_real(st, 1, "Asoren Darksnout", "allies")
    mine = put_real(st, 0, "Braxiss the Sleeper", "allies")
    put_real(st, 0, "Jadefire Rogue", "allies")
    st.table.cards[hero(st, 1)].damage = 14
    assert kw.has(st, elusive, "Elusive") and not kw.has(st, protector, "Can't Protect")
    st.table.cards[hero(st, 1)].damage = 15
    assert not kw.has(st, elusive, "Elusive") and kw.has(st, protector, "Can't Protect") and kw.has(st, elusive, "Can't Protect")
    assert kw.has(st, mine, "Elusive") and not kw.has(st, mine, "Can't Protect")  # opposing allies only
