"""Deck lists and construction rules (WoW 100.1–100.4)."""

from __future__ import annotations

from engine.core.cards import CardPool, CardRecord
from engine.core.deck import Deck
from engine.wow.cards.schema import make_card
from engine.wow.game import parse_deck, validate_deck
from engine.wow.rules import R

from .helpers import POOL, cid

FILLER = CardRecord("T-99", make_card(name="Filler Whelp", type="ally", tags=["Whelp", "Unlimited"], atk=1, health=1), {"en": "Filler Whelp"})


def _pool(*extra: CardRecord) -> CardPool:
    return CardPool("wow", [*POOL.by_id.values(), FILLER, *extra])


def _rec(i: int, name: str, ctype: str = "ability", **kw) -> CardRecord:
    return CardRecord(f"T-{i}", make_card(name=name, type=ctype, **kw), {"en": name})


def rules(problems):
    return {p.rule for p in problems}


def test_plain_text_with_hero_comment():
    text = "# HERO Korga Stormcaller\n# Allies\n4 Iron Sentinel\n" + "\n".join(f"4 {n}" for n in (
        "Mist Owl", "Wolfrider Scout", "Shade Stalker", "Veiled Sage", "Raging Brute", "Longbow Sentry",
        "Spring Mender", "Field Medic", "Ember Adept", "Stone Guardian", "Fire Bolt", "Healing Touch",
        "Battle Cry", "Study the Scrolls"))
    check = parse_deck(text, POOL)
    assert check.deck.sections["hero"] == [cid("Korga Stormcaller")]
    assert len(check.deck.main) == 60
    assert check.ok, [str(p) for p in check.problems]


def test_o8d_main_and_hero_sections():
    xml = ('<?xml version="1.0"?><deck game="d7e6fd4f-5252-4c4c-4a4a-a645c4d8e45f">'
           '<section name="Main"><card qty="4">Iron Sentinel</card><card qty="2">Fire Bolt</card></section>'
           '<section name="Hero"><card qty="1">Alia Dawnblade</card><card qty="1">Alia Dawnblade Back</card></section></deck>')
    check = parse_deck(xml, POOL)
    assert check.deck.sections["hero"] == [cid("Alia Dawnblade")]
    assert len(check.deck.main) == 6
    assert R("100.1") in rules(check.problems)  # fewer than 60


def test_unknown_card_suggests():
    check = parse_deck("# HERO Korga Stormcaller\n4 Iron Sentinal", POOL)
    assert any("did you mean" in p.message and p.line == 2 for p in check.problems)


def test_one_hero_and_minimum_sixty():
    # WoW 100.1: one hero; at least 60 cards in Constructed (30 in Limited)
    deck = Deck(main=[cid("Mist Owl")] * 30, cards=POOL.data([cid("Mist Owl")]), sections={})
    found = rules(validate_deck(deck, {}))
    assert R("100.1") in found
    deck.sections["hero"] = [cid("Korga Stormcaller")]
    deck.cards.update(POOL.data([cid("Korga Stormcaller")]))
    assert not [p for p in validate_deck(deck, {"format": "limited"}) if p.rule == R("100.1")]


def test_copy_limit_four_unless_unlimited():
    # WoW 100.4: at most 4 of a name in Constructed unless Unlimited
    many = _rec(1, "Many Whelps", "ally", tags=["Whelp", "Unlimited"])
    pool = _pool(many)
    text = "# HERO Korga Stormcaller\n5 Iron Sentinel\n55 Many Whelps"
    found = parse_deck(text, pool).problems
    assert [p.rule for p in found] == [R("100.4")]
    assert "Iron Sentinel" in found[0].message


def test_class_and_faction_icons():
    # WoW 100.2a: class icons and faction icons must be shared with the hero
    mage = _rec(2, "Arcane Trick", classes=["Mage"])
    alliance = _rec(3, "Stormwind Guard", "ally", faction="Alliance")
    found = parse_deck("# HERO Korga Stormcaller\n1 Arcane Trick\n1 Stormwind Guard\n58 Filler Whelp", _pool(mage, alliance)).problems
    assert [p.rule for p in found] == [R("100.2a"), R("100.2a")]


def test_hero_required():
    # WoW 100.2b: [Trait] Hero Required needs a hero with that trait
    orc = _rec(4, "Blood Rite", text="<b>Orc Hero Required</b>; Draw a card.")
    human = _rec(5, "Light Rite", text="<b>Human Hero Required</b>; Draw a card.")
    found = parse_deck("# HERO Korga Stormcaller\n1 Blood Rite\n1 Light Rite\n58 Filler Whelp", _pool(orc, human)).problems
    assert [p.rule for p in found] == [R("100.2b")] and "Light Rite" in found[0].message


def test_talents_w1_one_spec_without_hero_spec_and_traitor():
    # WoW 100.2c (scenario W1): a hero with no spec may use talents of one spec only; Traitors none
    hunter = CardRecord("T-10", make_card(name="Gear Hunter", type="hero", faction="Horde", classes=["Hunter"], health=28), {"en": "Gear Hunter"})
    traitor = CardRecord("T-11", make_card(name="Fallen Hunter", type="hero", faction="Horde", classes=["Hunter"], health=28, traitor=True), {"en": "Fallen Hunter"})
    aimed = _rec(12, "Careful Shot", classes=["Hunter"], text="<b>Marksmanship Hero Required</b>; Draw a card.")
    beast = _rec(13, "Beast Friend", classes=["Hunter"], text="<b>Beast Mastery Talent</b>; Draw a card.")
    pool = _pool(hunter, traitor, aimed, beast)
    ok = parse_deck("# HERO Gear Hunter\n4 Careful Shot\n56 Filler Whelp", pool)
    assert ok.problems == []
    mixed = parse_deck("# HERO Gear Hunter\n4 Careful Shot\n4 Beast Friend\n52 Filler Whelp", pool)
    assert [p.rule for p in mixed.problems] == [R("100.2c")]
    tr = parse_deck("# HERO Fallen Hunter\n4 Careful Shot\n56 Filler Whelp", pool)
    assert R("100.2c") in rules(tr.problems)


def test_one_reputation():
    # WoW 100.2d: only one reputation per deck
    a = _rec(20, "Aldor Gift", text="<b>Aldor Reputation</b>; Draw a card.")
    s = _rec(21, "Scryer Gift", text="<b>Scryer Reputation</b>; Draw a card.")
    found = parse_deck("# HERO Korga Stormcaller\n1 Aldor Gift\n1 Scryer Gift\n58 Filler Whelp", _pool(a, s)).problems
    assert [p.rule for p in found] == [R("100.2d")]


def test_heroes_only_master_heroes_in_deck():
    # WoW 100.2f: one master hero name; 100.1: a deck can't include heroes other than master heroes
    wyrm2 = _rec(30, "Second Wyrm", "master hero", health=30)
    deck = Deck(main=["T-99"] * 58 + [cid("Ashen Wyrm"), "T-30"], cards={}, sections={"hero": [cid("Korga Stormcaller")]})
    pool = _pool(wyrm2)
    deck.cards = pool.data(deck.all_ids())
    assert [p.rule for p in validate_deck(deck, {})] == [R("100.2f")]
    deck.main[-1] = cid("Alia Dawnblade")
    deck.cards = pool.data(deck.all_ids())
    assert [p.rule for p in validate_deck(deck, {})] == [R("100.1")]  # a non-master hero: 100.1, not 100.2f


def test_a_hero_without_health_in_the_card_data_is_named():
    # WoW 301.1: each hero has a health value; a source that lacks it can't start a game (102.1a)
    hero = _rec(900, "Healthless Hero", "hero", faction="Alliance", **{"class": "Warrior"})
    deck = Deck(main=[FILLER.id] * 60, cards=_pool(hero).data([FILLER.id, hero.id]), sections={"hero": [hero.id]})
    problems = [p for p in validate_deck(deck, {}) if p.rule == R("301.1")]
    assert len(problems) == 1 and "Healthless Hero" in problems[0].message and "no health" in problems[0].message
    deck.cards[hero.id] = {**deck.cards[hero.id], "health": 27}
    assert not [p for p in validate_deck(deck, {}) if p.rule == R("301.1")]
