"""The glossary names, for each term, the section of the game's document that defines it.

Audit of 2026-11-29 (all 232 entries of the four games checked against the documents): the entries
fixed here had named where a term is used (the search's targets) instead of where it is defined, or
a section that never mentions it (WoW Protector), or a Japanese name the document doesn't use.
Each test says which section defines the term.
"""

from __future__ import annotations

import pytest

from engine.rulebook import Rulebook, glossary

GAMES = ("lorcana", "onepiece", "mlp", "wow")
#: Entries whose defining rule describes the term without writing any of its names.
UNNAMED = {
    ("lorcana", "deck out"),  # Lorcana 3.2.1.2: "カードが0枚のデッキからカードを引こうとした場合"
    ("onepiece", "deck building"),  # ONE PIECE 5-1-2: the deck's requirements (デッキ構築 only in 5-1-2-4)
}


def _term(game: str, headword: str) -> glossary.Term:
    (term,) = [t for t in glossary.terms(game) if t.en and t.en[0] == headword]
    return term


def _plain(text: str) -> str:
    return text.replace(" ", "").casefold()  # the WoW and ONE PIECE texts space words apart ("KO 時")


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_first_names_a_section_that_names_the_term(rb: Rulebook, game: str) -> None:
    # The glossary's first section for a term has one of the term's Japanese names in its own title or
    # text (not only in a child's, an example's or a later section's): WoW 410.6a named Protector before.
    doc = rb.doc(game, "ja")
    for term in glossary.terms(game):
        for sid in term.ids:
            assert doc.get(sid) is not None, (game, term.en, sid)
            if game == "lorcana":
                assert rb.doc("lorcana", "zh").get(sid) is not None, (term.en, sid)
        if not term.ids or (game, term.en[0]) in UNNAMED:
            continue
        first = doc.get(term.ids[0])
        own = _plain(f"{first.title} {first.text}")
        assert any(_plain(n) in own for n in term.ja), (game, term.en, term.ids[0], first.title)


def test_every_entry_has_sections_or_says_why_not() -> None:
    for game in GAMES:
        for term in glossary.terms(game):
            assert bool(term.ids) != bool(term.note), term


def test_wow_protector_is_not_defined_by_the_document(rb: Rulebook) -> None:
    # WoW 6.0 (Japanese, ends at 501.1b): プロテクター appears only in the text of an example card
    # (Arcanite Dragonling) of 410.6c; 410.6a (destruction of characters), named before, never mentions it.
    doc = rb.doc("wow", "ja")
    assert "プロテクター" not in doc.get("410.6a").text + "".join(doc.get("410.6a").examples)
    assert "プロテクター" in "".join(doc.get("410.6c").examples)
    assert not any("プロテクター" in s.text for s in doc.all_sections())
    (protector,) = glossary.lookup("wow", "プロテクターとは")
    assert protector.ids == () and "410.6c" in protector.line() and "501.1b" in protector.line()


def test_wow_stealth_has_the_japanese_name_an_example_card_prints(rb: Rulebook) -> None:
    # WoW 6.0: Stealth is not defined (the text ends at 501.1b); ステルス is printed on Lobotomize, an
    # example the parser keeps under 413.
    assert "ステルス" in "".join(rb.doc("wow", "ja").get("413").examples)
    (stealth,) = glossary.lookup("wow", "ステルスとは")
    assert stealth.en == ("stealth",) and not stealth.ids and "501.1b" in stealth.line()


def test_one_piece_leader_and_stage_are_card_types(rb: Rulebook) -> None:
    # ONE PIECE 2-2-3 defines the card type 「リーダーカード」 (2-2-3-1: 「リーダー」 in card text), 2-2-6 the
    # 「ステージカード」; 3-6 and 3-8, named before, are the leader and stage areas (entries of their own).
    doc = rb.doc("onepiece", "ja")
    assert "「リーダーカード」" in doc.get("2-2-3").text and "「ステージカード」" in doc.get("2-2-6").text
    assert _term("onepiece", "leader").ids == ("2-2-3",)
    assert _term("onepiece", "stage").ids == ("2-2-6",)
    assert _term("onepiece", "leader area").ids == ("3-6",) and _term("onepiece", "stage area").ids == ("3-8",)


def test_one_piece_life_area_shows_the_documents_name(rb: Rulebook) -> None:
    # ONE PIECE 3-10 ライフ: the area is called ライフ; ライフエリア (a player's word) is not in the document.
    doc = rb.doc("onepiece", "ja")
    assert doc.get("3-10").title == "ライフ"
    assert not any("ライフエリア" in f"{s.title} {s.text}" for s in doc.all_sections())
    (life_area,) = glossary.lookup("onepiece", "ライフエリア")
    assert life_area.ja[0] == "ライフ" and life_area.ids == ("3-10",)


def test_one_piece_rest_and_active_are_the_two_positions(rb: Rulebook) -> None:
    # ONE PIECE 4-4-1-1 アクティブ (upright), 4-4-1-2 レスト (sideways); 4-4 is their heading.
    doc = rb.doc("onepiece", "ja")
    assert doc.get("4-4-1-1").text.startswith("アクティブ") and doc.get("4-4-1-2").text.startswith("レスト")
    assert _term("onepiece", "rest").ids == ("4-4-1-2",)
    assert _term("onepiece", "active").ids == ("4-4-1-1",)


def test_lorcana_card_characteristics_are_their_own_rules(rb: Rulebook) -> None:
    # Lorcana 6.2.9 Strength (攻撃力, 力量), 6.2.11 Lore Value (ロア値, 奇谈值), 6.2.7 Cost (コスト, 费用):
    # the entries had named 6.2 (Parts of a Card) and 4.3.4.6 (paying the total cost while playing a card).
    for lang, strength, lore, cost in (("ja", "攻撃力", "ロア値", "コスト"), ("zh", "力量", "奇谈值", "卡的费用"),
                                       ("en", "Strength", "Lore Value", "Card Cost")):
        doc = rb.doc("lorcana", lang)
        assert doc.get("6.2.9").text.startswith(strength), lang
        assert doc.get("6.2.11").text.startswith(lore), lang
        assert doc.get("6.2.7").text.startswith(cost), lang
    (strength,) = glossary.lookup("lorcana", "攻撃力")
    (lore_value,) = glossary.lookup("lorcana", "lore value")
    assert strength.ids == ("6.2.9",) and strength.ja == ("攻撃力",)
    assert lore_value.ids == ("6.2.11",) and lore_value.zh == ("奇谈值",)
    assert _term("lorcana", "cost").ids[0] == "6.2.7"


def test_lorcana_keywords_are_defined_in_7_3(rb: Rulebook) -> None:
    # Lorcana 7.3.1: "キーワード能力は、短い単語によって表記され…"; 10.1 (the keyword chapter's general
    # rules) points back to it (10.1.2: "see section 7.3").
    assert rb.doc("lorcana", "ja").get("7.3.1").text.startswith("キーワード能力は")
    assert "7.3" in rb.doc("lorcana", "en").get("10.1.2").text
    assert _term("lorcana", "keyword").ids == ("7.3", "10.1")


def test_mlp_inspiration_and_plan_are_defined_where_they_are_named(rb: Rulebook) -> None:
    # MLP 第五節 1.3.1: ひらめき is a kind of activated effect (the steps 第四節 4.3.1/4.3.2 use it);
    # 第三節 4.2.0: 計画は特殊なカード状態 (第六節 4.0.0 is the action of making one).
    doc = rb.doc("mlp", "ja")
    assert doc.get("第五節 1.3.1").text.startswith("ひらめきは特殊な起動式効果")
    assert doc.get("第三節 4.2.0").text.startswith("計画は特殊なカード状態")
    assert _term("mlp", "inspiration").ids[0] == "第五節 1.3.1"
    assert _term("mlp", "plan").ids[0] == "第三節 4.2.0"


@pytest.mark.parametrize(("game", "query", "expected"), [
    ("lorcana", "キーワード能力とは", ["keyword"]),  # not Ward (10.12) for its katakana ワード
    ("lorcana", "キーワードは何種類?", []),  # ワード starts inside a katakana word
    ("lorcana", "ワードを持つキャラ", ["ward"]),  # Lorcana 10.12 魔除, written alone
    ("lorcana", "退場したキャラ", ["banish"]),  # not Play Area (8.4 場) inside 退場
    ("lorcana", "退場したキャラは場に戻る?", ["banish", "play area"]),  # 場 on its own
    ("lorcana", "歌声の能力", ["singer"]),  # Lorcana 10.9 歌声, not Song (6.3.3 歌)
    ("onepiece", "ドン!!デッキは何枚?", ["don!! deck"]),  # ONE PIECE 3-3, not DON!! or Deck
    ("onepiece", "a [DON!! x1] effect", ["don!! x"]),  # ONE PIECE 10-2-9
    ("wow", "サイドデッキ", ["sideboard"]),  # WoW 100.3, not the deck zone
    ("wow", "レディステップ", ["ready step"]),  # WoW 501.1, not 411 ready
])
def test_a_name_inside_a_longer_name_is_not_another_term(game: str, query: str, expected: list[str]) -> None:
    assert [t.en[0] for t in glossary.lookup(game, query)] == expected


def test_the_english_view_keeps_the_term_list_the_search_was_tuned_with() -> None:
    # The English view of a Japanese-only document lists every alias found, even inside a longer one
    # (ONE PIECE 3-3 ドン!!デッキ: DON!!, DON!! Deck, Deck); the answers' term list names the longer only.
    assert glossary.search_names("onepiece", "ドン!!デッキ") == ["DON!!", "DON!! Deck", "Deck"]
    assert glossary.english_names("onepiece", "ドン!!デッキ") == ["DON!! Deck"]
