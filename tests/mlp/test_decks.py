"""Deck construction (第一節 2.0.0–2.1.3), importers and the deck-list formats."""

from __future__ import annotations

import os

import pytest

from engine.core import Deck, RuleRef
from engine.core.cards import CardPool
from engine.mlp import game
from engine.mlp.cards.schema import main_number
from tests.shared_data import DATA as SHARED_DATA

from .helpers import fixture_deck, pool

DATA = str(SHARED_DATA / "mlp")
HAS_DATA = os.path.exists(os.path.join(DATA, "MLP-DB.json"))
needs_data = pytest.mark.skipif(not HAS_DATA, reason="shared MLP data not present")


def rules(problems):
    return {p.rule.section for p in problems if p.rule}


def test_fixture_deck_is_legal():
    # 第一節 2.0.0
    assert game.validate_deck(fixture_deck(), {}) == []


def test_main_deck_must_be_exactly_50():
    # 第一節 2.0.0 ①
    deck = fixture_deck()
    deck.main = deck.main[:49]
    assert "第一節 2.0.0" in rules(game.validate_deck(deck, {}))


def test_scene_deck_15_story_4_protagonist_1():
    # 第一節 2.0.0 ②③④, 第一節 2.1.3
    deck = fixture_deck()
    deck.sections["scene"] = deck.sections["scene"][:14]
    deck.sections["protagonist"] = []
    deck.sections["story"] = deck.sections["story"][:3]
    found = rules(game.validate_deck(deck, {}))
    assert {"第一節 2.0.0", "第一節 2.1.3"} <= found


def test_story_deck_needs_stages_one_to_four_of_one_title():
    # 第一節 2.1.3
    deck = fixture_deck()
    deck.sections["story"] = ["FX01-T01", "FX01-T01", "FX01-T03", "FX01-T04"]
    assert "第一節 2.1.3" in rules(game.validate_deck(deck, {}))


def test_copy_limit_default_four_and_option_three():
    # 第一節 2.1.0 vs 第二節 4.4.0 (checklist §12 #1): default 4, configurable
    main = ["FX01-C01"] * 4 + ["FX01-C02"] * 4 + [i for i in fixture_deck().main if i not in ("FX01-C01", "FX01-C02")][:42]
    deck = fixture_deck(main)
    assert game.validate_deck(deck, {}) == []
    assert "第一節 2.1.0" in rules(game.validate_deck(deck, {"copy_limit": 3}))
    deck.main = ["FX01-C01"] * 5 + deck.main[5:]
    assert "第一節 2.1.0" in rules(game.validate_deck(deck, {}))


def test_sparkle_versions_count_as_the_same_card():
    # 第一節 2.1.1, 第二節 1.8.0
    assert main_number("※SD01-ER01D") == "SD01-ER01"
    assert main_number("※BP01-CR01") == "BP01-CR01"
    deck = fixture_deck()
    alt = dict(deck.cards["FX01-C01"], id="※FX01-C01", sparkle=True)
    deck.cards["※FX01-C01"] = alt
    deck.main = ["FX01-C01"] * 4 + ["※FX01-C01"] + [c for c in deck.main if c != "FX01-C01"][:45]
    assert "第一節 2.1.0" in rules(game.validate_deck(deck, {}))


def test_everyday_scenes_are_exempt_from_the_copy_limit():
    # 第一節 2.1.2, 第二節 4.4.0
    deck = fixture_deck()  # 15 × FX01-S01 (日常)
    assert game.validate_deck(deck, {}) == []
    deck.sections["scene"] = ["FX01-S02"] * 15  # not 日常
    assert "第一節 2.1.0" in rules(game.validate_deck(deck, {}))
    assert "第一節 2.1.0" not in rules(game.validate_deck(deck, {"everyday": ["FX01-S02"]}))


def test_dreamtcg_text_export_and_mlpdb_export():
    p = pool()
    main = "\n".join(f"{n}x Name ({cid})" for cid, n in [("FX01-C01", 4), ("FX01-C02", 4), ("FX01-C03", 4), ("FX01-C04", 4), ("FX01-C05", 4),
                                                          ("FX01-C06", 4), ("FX01-C07", 4), ("FX01-C08", 4), ("FX01-C09", 4), ("FX01-E01", 4),
                                                          ("FX01-E02", 4), ("FX01-E03", 4), ("FX01-I01", 2)])
    text = f"""=== Test ===

[Main Character]
Fixture Pony (FX01-P01)

[Main Deck — 50/50 cards]
{main}

[Scene Deck]
15x Quiet Library (FX01-S01)

[Story Deck]
Tier I: A Fixture Tale (FX01-T01)
Tier II: A Fixture Tale (FX01-T02)
Tier III: A Fixture Tale (FX01-T03)
Tier IV: A Fixture Tale (FX01-T04)
"""
    check = game.parse_deck(text, p)
    assert check.ok, [str(x) for x in check.problems]
    assert check.deck.name == "Test" and len(check.deck.main) == 50
    tts = "=== Main Character ===\n1 FX01-P01\n\n=== Main Deck ===\n" + "\n".join(
        f"4 {c}" for c in ["FX01-C01", "FX01-C02", "FX01-C03", "FX01-C04", "FX01-C05", "FX01-C06", "FX01-C07", "FX01-C08", "FX01-C09", "FX01-E01", "FX01-E02", "FX01-E03"]
    ) + "\n2 FX01-I01\n=== Scene Deck ===\n15 FX01-S01\n=== Story Deck ===\n1 FX01-T01\n1 FX01-T02\n1 FX01-T03\n1 FX01-T04\n"
    check = game.parse_deck(tts, p)
    assert check.ok, [str(x) for x in check.problems]


def test_unknown_card_is_reported_with_line_and_suggestion():
    check = game.parse_deck("2 Dawn Unicron\n", pool())
    assert any(pr.line == 1 and "Dawn Unicorn" in pr.message for pr in check.problems)


@needs_data
def test_import_mlp_db_and_coverage_goal():
    report = game.import_cards(os.path.join(DATA, "MLP-DB.json"))
    assert len(report.cards) == 523 and report.skipped == []
    rec = next(r for r in report.cards if r.id == "BP01-C01")
    d = rec.data
    assert d["type"] == "Character" and d["keywords"] == ["Unicorn", "Twilight Sparkle"] and d["harmony"] == 2 and d["idea"] == 3
    for key in ("name", "full_name", "type", "cost", "colors", "text", "image_url", "set", "number", "rarity", "i18n"):
        assert key in d
    story = next(r for r in report.cards if r.data["type"] == "Story")
    assert story.data["stage"] in (1, 2, 3, 4) and story.data["story_title"]
    cov = game.coverage(CardPool("mlp", report.cards))
    assert set(cov) == {"unique_cards", "automated", "manual", "ratio", "by_source"}
    assert cov["ratio"] >= 0.5
    # by_source counts the same card numbers: automated ones come from templates or scripts
    assert sum(cov["by_source"].values()) == cov["unique_cards"]
    assert cov["by_source"]["manual"] == cov["manual"]
    assert cov["by_source"]["template"] + cov["by_source"]["script"] == cov["automated"]


@needs_data
@pytest.mark.parametrize("name", sorted(os.listdir(os.path.join(DATA, "decks"))) if HAS_DATA else [])
def test_starter_decks_parse_and_are_legal(name):
    report = game.import_cards(os.path.join(DATA, "MLP-DB.json"))
    with open(os.path.join(DATA, "decks", name), encoding="utf-8") as fh:
        check = game.parse_deck(fh.read(), CardPool("mlp", report.cards))
    assert check.ok, [str(p) for p in check.problems]
    assert len(check.deck.sections["scene"]) == 15


@needs_data
def test_starter_deck_json_imports_as_a_card_source():
    report = game.import_cards(os.path.join(DATA, "decks", "SD01A_TS.json"))
    assert any(r.data["type"] == "Scene" and r.data["everyday"] for r in report.cards)


def test_random_deck_is_legal():
    from engine.core import Rng

    for seed in range(5):
        deck = game.random_deck(pool(), Rng.from_seed(seed))
        assert isinstance(deck, Deck) and game.validate_deck(deck, {}) == []


def test_deck_problems_cite_the_rules():
    deck = fixture_deck()
    deck.main = []
    problems = game.validate_deck(deck, {})
    assert problems and all(isinstance(p.rule, RuleRef) and p.rule.game == "mlp" for p in problems)
