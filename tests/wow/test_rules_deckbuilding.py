"""Hero "Deckbuilding:" clauses (WoW 100.2e), with test-local heroes written like the real ones."""

from __future__ import annotations

from engine.core.cards import CardPool, CardRecord
from engine.wow.cards.schema import make_card
from engine.wow.deckbuilding import clauses
from engine.wow.game import parse_deck
from engine.wow.rules import R

from .helpers import POOL

FILLER = CardRecord("T-99", make_card(name="Filler Whelp", type="ally", tags=["Whelp", "Unlimited"], atk=1, health=1), {"en": "Filler Whelp"})


def _rec(i: int, name: str, ctype: str = "ability", **kw) -> CardRecord:
    return CardRecord(f"T-{i}", make_card(name=name, type=ctype, **kw), {"en": name})


MURLOC = _rec(1, "Test Grglmrgl", "hero", faction="Neutral", classes=["Hunter"], health=28,
              text="8 -> Flip Test Grglmrgl;;Deckbuilding: You can't put [Horde] or [Alliance] cards in your deck.")
ARGENT = _rec(2, "Test Eadric", "hero", faction="Neutral", classes=["Paladin"], talent="Protection", health=28,
              text="<b>Argent Crusade Reputation</b>;;<b>Deckbuilding:</b> You can only include either [Alliance] or [Horde] cards, "
                   "[Paladin] cards, [Paladin] Protection Talents, neutral cards, and Argent Crusade cards. You can't include cards "
                   "with other reputations or other text restrictions.")
PINPRIK = _rec(3, "Test Pinprik", "hero", faction="Neutral", health=28,
               text="<b>Deckbuilding:</b> You can include only neutral quests, any abilities that cost 3 or less, and any [Fire] "
                    "allies. You can't include cards with reputation or text restrictions <i>(like Fire Hero Required).</i>")
"""Imp Lord Pinprik's clause with a list item the engine doesn't read ("abilities that cost 3 or less": no such card; the
real "abilities that deal fire damage" is read, tests/wow/test_d37_manual_cards.py)."""
HORDE_ALLY = _rec(10, "Test Grunt", "ally", faction="Horde", atk=1, health=1)
ALLIANCE_ALLY = _rec(11, "Test Footman", "ally", faction="Alliance", atk=1, health=1)
MAGE_TRICK = _rec(12, "Test Arcane Trick", classes=["Mage"])
PALADIN_TALENT = _rec(13, "Test Holy Shield", classes=["Paladin"], text="<b>Protection Talent</b>; Draw a card.")
ALDOR = _rec(14, "Test Aldor Ring", "item", reputation="Aldor")
CRUSADE = _rec(15, "Test Crusade Banner", "item", reputation="Argent Crusade")
REQUIRED = _rec(16, "Test Orc Rite", text="<b>Orc Hero Required</b>; Draw a card.")
PLAIN = _rec(17, "Test Plain Trick")
POOL_X = CardPool("wow", [*POOL.by_id.values(), FILLER, MURLOC, ARGENT, PINPRIK, HORDE_ALLY, ALLIANCE_ALLY, MAGE_TRICK,
                          PALADIN_TALENT, ALDOR, CRUSADE, REQUIRED, PLAIN])


def _check(hero: str, *cards: str):
    lines = [f"# HERO {hero}", *[f"1 {c}" for c in cards], f"{60 - len(cards)} Filler Whelp"]
    return parse_deck("\n".join(lines), POOL_X).problems


def test_exclusion_clause_bans_faction_cards():
    # WoW 100.2e: "You can't put [Horde] or [Alliance] cards in your deck"
    found = _check("Test Grglmrgl", "Test Grunt", "Test Footman")
    assert [p.rule for p in found] == [R("100.2e"), R("100.2e")]
    assert _check("Test Grglmrgl") == []


def test_inclusion_list_is_an_exception_to_icons_and_only_listed_cards_go_in():
    # WoW 100.2e: a listed card needs no shared icon (a Neutral hero may include Horde cards);
    # a card not on the list can't be included
    assert _check("Test Eadric", "Test Grunt", "Test Holy Shield", "Test Crusade Banner") == []
    found = _check("Test Eadric", "Test Arcane Trick")
    assert [p.rule for p in found] == [R("100.2e")] and "Test Arcane Trick" in found[0].message


def test_either_alliance_or_horde_not_both():
    # WoW 100.2e: "either [Alliance] or [Horde] cards" allows one of them only
    found = _check("Test Eadric", "Test Grunt", "Test Footman")
    assert [p.rule for p in found] == [R("100.2e")] and "not both" in found[0].message


def test_not_including_wins_over_including():
    # WoW 100.2e: a non-inclusion condition wins over an inclusion condition (other reputations,
    # text restrictions); the hero's own reputation stays allowed
    found = _check("Test Eadric", "Test Aldor Ring", "Test Orc Rite")
    assert [p.rule for p in found] == [R("100.2e"), R("100.2e")]
    assert _check("Test Eadric", "Test Crusade Banner") == []


def test_an_unreadable_list_is_not_guessed():
    # WoW 100.2e: a list the engine can't read ("abilities that cost 3 or less") is left to the
    # players (no false problems), while the readable exclusion still applies
    build = clauses(PINPRIK.data)
    assert build.include is None and build.unread
    assert _check("Test Pinprik", "Test Plain Trick") == []  # not on the readable part of the list: no guess
    assert [p.rule for p in _check("Test Pinprik", "Test Aldor Ring")] == [R("100.2e")]


def test_class_exclusion():
    # WoW 100.2e: "You can't put [Horde], [Alliance], or class cards in your deck"
    build = clauses({"text": "<b>Deckbuilding</b>: You can't put [Horde], [Alliance], or class cards in your deck."})
    assert [why for why, _ in build.exclude] == ["Horde cards", "Alliance cards", "class cards"]
    assert build.exclude[2][1](MAGE_TRICK.data) and not build.exclude[2][1](FILLER.data)
