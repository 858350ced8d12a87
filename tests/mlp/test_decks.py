"""Deck construction (第一節 2.0.0–2.1.3), importers and the deck-list formats."""

from __future__ import annotations

import os

import pytest

from engine.core import Deck, RuleRef
from engine.core.cards import CardPool, CardRecord
from engine.mlp import game
from engine.mlp.cards.fixtures import fixture_cards
from engine.mlp.cards.schema import main_number, make_card
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


# --- issue 19: deck lists and the copy limit ------------------------------------------------------

MAIN_LINES = [("FX01-C01", 4), ("FX01-C02", 4), ("FX01-C03", 4), ("FX01-C04", 4), ("FX01-C05", 4), ("FX01-C06", 4),
              ("FX01-C07", 4), ("FX01-C08", 4), ("FX01-C09", 4), ("FX01-E01", 4), ("FX01-E02", 4), ("FX01-E03", 4), ("FX01-I01", 2)]


def _list(protagonist: str = "Main Character: Fixture Pony", main: list[tuple[str, int]] | None = None) -> str:
    body = "\n".join(f"{n} {cid}" for cid, n in (MAIN_LINES if main is None else main))
    return (f"{protagonist}\n\nMain Deck (50)\n{body}\n\nScenes:\n15 Quiet Library\n\n"
            "Story Deck — 4 cards\nA Fixture Tale (FX01-T01)\nA Fixture Tale (FX01-T02)\nA Fixture Tale (FX01-T03)\nA Fixture Tale (FX01-T04)\n")


@pytest.mark.parametrize("line", ["Main Character: Fixture Pony", "Protagonist: Fixture Pony (FX01-P01)", "主役: Fixture Pony", "MC: FX01-P01"])
def test_protagonist_lines_and_plain_section_headers(line):
    # 第一節 2.0.0 ④ (1 protagonist), 第二節 5.0.0; headers such as "Main Deck (50)", "Scenes:" are not cards
    check = game.parse_deck(_list(line), pool())
    assert check.ok, [str(p) for p in check.problems]
    assert check.deck.sections["protagonist"] == ["FX01-P01"] and len(check.deck.main) == 50


def test_a_non_protagonist_on_a_protagonist_line_is_a_problem_with_its_line():
    # 第二節 5.0.0
    check = game.parse_deck(_list("Protagonist: Dawn Unicorn"), pool())
    assert any(p.line == 1 and "not a protagonist" in p.message for p in check.problems)


def test_a_name_with_several_printings_lists_the_candidates():
    # 第二節 1.8.0: different card numbers are different cards; the list must say which one (no silent pick)
    recs = [*fixture_cards(), CardRecord("FX09-C01", make_card(id="FX09-C01", name="Dawn Unicorn", type="Character", harmony=3, idea=4), {"en": "Dawn Unicorn"})]
    text = _list(main=[*MAIN_LINES[1:], ("FX01-C01", 0)]) + "4 Dawn Unicorn\n"
    check = game.parse_deck(text, CardPool("mlp", recs))
    (amb,) = [p for p in check.problems if "different cards" in p.message]
    assert "FX01-C01" in amb.message and "FX09-C01" in amb.message and amb.line == len(text.splitlines())
    # a ※ version of the same number is the same card: no question
    alt = CardRecord("※FX01-C01", make_card(id="※FX01-C01", name="Dawn Unicorn", type="Character", harmony=1, idea=2), {"en": "Dawn Unicorn"})
    check = game.parse_deck(text, CardPool("mlp", [*fixture_cards(), alt]))
    assert check.ok, [str(p) for p in check.problems]
    assert check.deck.main.count("FX01-C01") == 4


def test_every_problem_has_a_line_number_and_plurals_are_right():
    # 第一節 2.0.0 (50 / 15 / 4 / 1), 第一節 2.1.3
    text = _list(main=[("FX01-C01", 1)]).replace("A Fixture Tale (FX01-T02)\nA Fixture Tale (FX01-T03)\nA Fixture Tale (FX01-T04)\n", "")
    check = game.parse_deck(text + "2 Nonexistent Pony\n", pool())
    assert check.problems and all(p.line > 0 for p in check.problems), [str(p) for p in check.problems]
    messages = " | ".join(p.message for p in check.problems)
    assert "the main deck has 1 card;" in messages and "the story deck has 1 card;" in messages
    assert "1 cards" not in messages
    main = next(p for p in check.problems if "main deck has" in p.message)
    assert main.line == 3  # the "Main Deck (50)" header


def test_copy_limit_cites_2_1_0_with_the_counted_number_and_shows_the_reading():
    # 第一節 2.1.0 (「4枚以上入れることはできません」, read as 4 — checklist §12 #1), counted by card
    # number as defined in 第一節 2.1.1 / 第二節 1.8.0
    main = [("FX01-C01", 5), *MAIN_LINES[1:-1], ("FX01-I01", 1)]
    check = game.parse_deck(_list(main=main), pool())
    (limit,) = [p for p in check.problems if p.rule and p.rule.section == "第一節 2.1.0"]
    assert limit.line == 4 and "5 copies of card number FX01-C01" in limit.message
    assert "第一節 2.1.1" in limit.message and "第二節 1.8.0" in limit.message
    assert "4枚以上入れることはできません" in limit.message and "at most 4" in limit.message


def test_sparkle_mark_before_or_after_the_number_counts_together():
    # 第一節 2.1.1: ※TP01-001, TP01-001※ and TP01-001 are one card number
    assert main_number("※TP01-001") == main_number("TP01-001※") == main_number("TP01-001") == "TP01-001"
    recs = fixture_cards() + [CardRecord(cid, make_card(id=cid, name="Trophy Pony", type="Character", harmony=1, idea=1), {"en": "Trophy Pony"})
                              for cid in ("TP01-001", "※TP01-001", "TP01-001※")]
    main = [*MAIN_LINES[:-2], ("FX01-E03", 1)]
    text = _list(main=main) + "2 TP01-001\n2 ※TP01-001\n1 TP01-001※\n"
    check = game.parse_deck(text, CardPool("mlp", recs))
    (limit,) = [p for p in check.problems if p.rule and p.rule.section == "第一節 2.1.0"]
    assert "5 copies of card number TP01-001" in limit.message
    assert all(cid in limit.message for cid in ("TP01-001", "※TP01-001", "TP01-001※"))
    assert check.deck.main.count("TP01-001※") == 1 and check.deck.cards["TP01-001※"]["sparkle"]
