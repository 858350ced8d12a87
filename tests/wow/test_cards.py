"""Card schema, the decktools importer, the effect compiler and coverage."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.wow.cards.compiler import card_powers, compile_card_text
from engine.wow.cards.schema import parse_keywords
from engine.wow.game import coverage, fixture_cards, import_cards

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "wow" / "cards"
needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="../shared/data/wow/cards is absent")

COMMON = ("name", "full_name", "type", "cost", "colors", "text", "image_url", "set", "number", "rarity", "i18n")


def test_fixture_cards_have_the_common_keys():
    cards = fixture_cards()
    assert 15 <= len(cards) <= 80  # the keywords plus one card per automated template
    for rec in cards:
        assert all(k in rec.data for k in COMMON), rec.id
    assert coverage(CardPool("wow", cards))["automated"] >= 25


def test_keywords_parsed():
    # EN glossary keywords (outside the provided document)
    assert parse_keywords("<b>Protector</b> <i>(This ally may exhaust…)</i>") == {"Protector": 1}
    assert parse_keywords("<b>Assault 2</b>") == {"Assault": 2}
    assert parse_keywords("Alliance Hero: Elusive") == {}


def test_compiler_payment_power_and_manual_fallback():
    powers = compile_card_text("3, [Exhaust] -> Your hero deals 2 fire damage to target hero or ally.", "X", "ally")
    assert powers[0].kind == "activated" and powers[0].cost["resources"] == 3 and powers[0].cost["exhaust_self"]
    assert powers[0].effects[0].op == "damage" and powers[0].effects[0].stat == "fire"
    manual = compile_card_text("Each player may dance the way he imagines his hero would dance.", "X", "ability")
    assert not manual[0].automated and manual[0].effects[0].op == "manual"


@needs_data
def test_import_decktools_and_recover_x():
    report = import_cards(str(DATA))
    assert len(report.cards) > 6800 and report.skipped == []
    by_name = {r.data["name"]: r.data for r in report.cards}
    assert by_name["Aimed Shot"]["cost_x"] and by_name["Aimed Shot"]["talent_required"] == "Marksmanship"  # 201.3
    assert by_name["Hanthal Lightward"]["keywords"] == {"Protector": 1}
    for rec in report.cards[:200]:
        assert all(k in rec.data for k in COMMON)


@needs_data
def test_coverage_on_real_pool():
    pool = CardPool("wow", import_cards(str(DATA)).cards)
    cov = coverage(pool)
    assert set(cov) == {"unique_cards", "automated", "manual", "ratio", "by_source", "with_text", "encounter_names"}
    assert cov["encounter_names"] > 300  # the raid and dungeon decks' bosses and encounter cards (100.2)
    texted = cov["with_text"]  # names with rules text (vanilla and keyword-only names not counted)
    assert 0 < texted["automated"] < cov["automated"] and texted["names"] < cov["unique_cards"]
    assert cov["unique_cards"] > 4500 and cov["automated"] + cov["manual"] == cov["unique_cards"]
    by = cov["by_source"]  # the same names, by source: templates + scripts are the automated ones
    assert by["manual"] == cov["manual"] and by["template"] + by["script"] == cov["automated"] and by["script"] >= 2
    hero = next(r for r in pool.by_id.values() if r.data["name"] == "Boris Brightbeard")
    assert card_powers(hero.data)[0].cost["flip"]
