"""The constructed pool (raid, dungeon and boss cards are no player's cards: 100.1, 100.2) and
clean card text (no HTML after import; 203.2: one power a line)."""

from __future__ import annotations

import re

from engine.core.cards import CardPool, CardRecord
from engine.core.rng import Rng
from engine.wow.cards.importers import convert, import_decktools
from engine.wow.cards.schema import clean_text, is_encounter, make_card
from engine.wow.decks import parse_deck
from engine.wow.game import random_deck
from engine.wow.rules import R

from ..shared_data import DATA, needs
from .helpers import POOL as FIXTURES

FILLER = CardRecord("T-99", make_card(name="Filler Whelp", type="ally", tags=["Whelp", "Unlimited"], atk=1, health=1), {"en": "Filler Whelp"})
BOSS = CardRecord("BTR-2", make_card(name="Supremus", type="hero", health=6, set="BTR", encounter=True), {"en": "Supremus"})
RAID_ALLY = CardRecord("MCR-9", make_card(name="Molten Giant Test", type="ally", atk=5, health=5, set="MCR"), {"en": "Molten Giant Test"})
NO_HEALTH = CardRecord("T-98", make_card(name="Healthless Hero Test", type="hero", set="TST"), {"en": "Healthless Hero Test"})
POOL = CardPool("wow", [*FIXTURES.by_id.values(), FILLER, BOSS, RAID_ALLY, NO_HEALTH])

RAW = {"cardid": 1, "name": "Quest Test", "type": "Quest", "setcode": "TST", "no": 1, "block": 6,
       "rules": "Pay 2 to complete this <b>quest</b>.;<b>Reward:</b> Draw a card.<p><b>Ongoing</b>: Allies have +1 ATK &amp; +1 health.</p>"}


def test_a_raid_boss_is_never_a_hero():
    # 100.1: a deck is built around one hero; a raid boss (Supremus, 6 health) is not one
    check = parse_deck("Hero: Supremus\n60 Filler Whelp\n", POOL)
    assert R("100.1") in {p.rule for p in check.problems}
    assert "raid or dungeon boss" in next(p.message for p in check.problems if p.rule == R("100.1"))


def test_raid_and_dungeon_cards_are_not_legal_in_a_players_deck():
    # 100.2: only cards legal for the player go in the deck
    check = parse_deck("Hero: Korga Stormcaller\n56 Filler Whelp\n4 Molten Giant Test\n", POOL)
    assert [p.rule for p in check.problems] == [R("100.2")]
    assert check.problems[0].line == 3


def test_random_decks_never_use_encounter_cards():
    for seed in range(20):
        deck = random_deck(POOL, Rng.from_seed(seed))
        assert not any(is_encounter(deck.cards[c]) for c in [*deck.main, *deck.sections["hero"]])


def test_random_decks_never_use_a_hero_the_data_gives_no_health():
    # 102.1a: a hero with 0 health is destroyed at once; such a hero in the data is a gap, not a choice
    heroes = {random_deck(POOL, Rng.from_seed(seed)).sections["hero"][0] for seed in range(40)}
    assert "T-98" not in heroes and len(heroes) > 1


def test_import_marks_block_zero_cards_as_encounter_cards():
    assert convert({**RAW, "block": 0, "setcode": "XYZ"}).data["encounter"] is True
    assert not is_encounter(convert(RAW).data)
    assert is_encounter({"set": "NXR"})  # also a card imported before the mark existed


def test_card_text_is_clean_after_import():
    # 203.2: powers one a line; bold and paragraphs become plain lines; entities decoded
    text = convert(RAW).data["text"]
    assert text == "Pay 2 to complete this quest.\nReward: Draw a card.\nOngoing: Allies have +1 ATK & +1 health."
    assert clean_text(text) == text  # cleaning twice changes nothing
    assert convert({**RAW, "rules": "<b>Protector</b>"}).data["keywords"] == {"Protector": 1}  # read from the markup


@needs(DATA / "wow" / "cards")
def test_no_imported_card_text_has_html():
    for rec in import_decktools(DATA / "wow" / "cards").cards:
        text = rec.data["text"]
        assert not re.search(r"</?[a-zA-Z][^>]*>|&[a-z]+;|;", text), (rec.id, text)
        for field, value in rec.data.items():  # type line tags too: the data has "Form</i>" subtypes
            for word in value if isinstance(value, list) else [value]:
                assert not (isinstance(word, str) and re.search(r"</?[a-zA-Z][^>]*>", word)), (rec.id, field, word)
