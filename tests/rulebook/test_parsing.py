"""Parsed documents: section counts, spot-checked ids and titles, examples, refs, glossary."""

from __future__ import annotations

import pytest

from engine.rulebook import GAMES, Rulebook
from engine.rulebook.documents import SPECS, parse_all

EXPECTED_COUNTS = {
    ("lorcana", "ja"): 403,
    ("lorcana", "zh"): 393,
    ("onepiece", "ja"): 421,
    ("mlp", "ja"): 309,
    ("wow", "ja"): 235,
}


@pytest.mark.parametrize(("key", "expected"), EXPECTED_COUNTS.items())
def test_section_counts_within_three_percent(rb: Rulebook, key: tuple[str, str], expected: int) -> None:
    assert abs(len(rb.doc(*key).sections) - expected) <= expected * 0.03


def test_ids_unique_and_parents_exist(rb: Rulebook) -> None:
    for doc in rb.documents():
        for s in doc.all_sections():
            assert s.parent is None or doc.get(s.parent) is not None, s.id
            for child in s.children:
                assert doc.get(child).parent == s.id


SPOT = [
    ("lorcana", "ja", "1.1", "総則"),
    ("lorcana", "ja", "10.2", "護衛"),
    ("lorcana", "ja", "10.10", "合唱"),
    ("lorcana", "ja", "4.3.6", "チャレンジ"),
    ("lorcana", "ja", "4.2.3", "ドロー"),
    ("lorcana", "ja", "8.5", "インクウェル"),
    ("lorcana", "zh", "10.2", "护卫"),
    ("lorcana", "zh", "4.3.5", "探奇"),
    ("lorcana", "zh", "8.5", "奇墨池"),
    ("lorcana", "zh", "10.8", "转形"),
    ("onepiece", "ja", "10-1-4", "ブロッカー"),
    ("onepiece", "ja", "10-1-2", "ダブルアタック"),
    ("onepiece", "ja", "6-4", "ドン!!フェイズ"),
    ("onepiece", "ja", "7-1-3", "カウンター・ステップ"),
    ("mlp", "ja", "第四節 4.3.1", "ひらめき"),
    ("mlp", "ja", "第六節 8.0.0", "ハーモニー"),
    ("mlp", "ja", "第一節 3.4.0", "初期手札"),
    ("mlp", "ja", "第六節 10.0.0", "横置き"),
    ("wow", "ja", "406", "二刀流"),
    ("wow", "ja", "410", "優先権"),
    ("wow", "ja", "501.1", "レディステップ"),
    ("wow", "ja", "415.5", "墓地"),
]


@pytest.mark.parametrize(("game", "lang", "sid", "title"), SPOT)
def test_spot_titles(rb: Rulebook, game: str, lang: str, sid: str, title: str) -> None:
    section = rb.section(game, sid, lang=lang)
    assert section is not None and title in section.title


TEXTS = [
    ("lorcana", "ja", "1.9.1.1", "20"),
    ("lorcana", "ja", "2.1.1.3", "4枚"),
    ("lorcana", "zh", "2.1.1.3", "4张"),
    ("lorcana", "ja", "3.1.3", "シャッフル"),  # wrapped across a page footer
    ("onepiece", "ja", "1-2-2-2", "0枚の場合"),  # continuation after a blank line
    ("onepiece", "ja", "2-4-3-1", "特徴"),  # stray "- " prefix
    ("mlp", "ja", "第一節 3.4.2", "その後"),  # number glued to the text
    ("wow", "ja", "100.1", "60 枚"),
    ("wow", "ja", "501.1b", "喚起"),
]


@pytest.mark.parametrize(("game", "lang", "sid", "fragment"), TEXTS)
def test_spot_texts(rb: Rulebook, game: str, lang: str, sid: str, fragment: str) -> None:
    section = rb.section(game, sid, lang=lang)
    assert section is not None and fragment in section.text


def test_lorcana_numbering_differs_between_languages(rb: Rulebook) -> None:
    ja, zh = rb.doc("lorcana", "ja"), rb.doc("lorcana", "zh")
    assert "7.7.6" in ja.sections and "7.7.6" not in zh.sections
    assert ja.sections["2.1.1.3"].refs == ["6.2.4"]
    assert zh.sections["2.1.1.3"].refs == ["6.2.5"]


def test_no_toc_footer_or_changelog_leaks(rb: Rulebook) -> None:
    for doc in rb.documents():
        for s in doc.all_sections():
            body = s.text + "".join(s.examples)
            assert "©Disney" not in body and "disneylorcana.com" not in body, s.id
            assert "を修正しました" not in body and "](#)" not in body and "**" not in body, s.id
    assert "12" not in rb.doc("lorcana", "ja").sections  # "12. 更新履歴" only in the TOC
    assert rb.doc("wow", "ja").sections.get("501.1b") is not None
    assert not [k for k in rb.doc("wow", "ja").sections if k.startswith(("502", "6"))]


def test_examples_kept_with_their_section(rb: Rulebook) -> None:
    ja = rb.section("lorcana", "1.2.1", lang="ja")
    zh = rb.section("lorcana", "1.2.1", lang="zh")
    assert ja.examples and ja.examples[0].startswith("例")
    assert zh.examples and zh.examples[0].startswith("示例")
    assert "例" not in ja.text


def test_glossary_entries(rb: Rulebook) -> None:
    ja, zh = rb.doc("lorcana", "ja"), rb.doc("lorcana", "zh")
    assert 70 <= len(ja.glossary) <= 85 and 70 <= len(zh.glossary) <= 85
    assert "20" in ja.glossary["用語集/ロア"].text
    assert "20" in zh.glossary["术语表/奇谈"].text
    assert rb.section("lorcana", "用語集/インクウェル").title == "インクウェル"


def test_mlp_cross_references_and_ids(rb: Rulebook) -> None:
    s = rb.section("mlp", "第一節 2.1.2")
    assert "第二節 4.4.0" in s.refs
    assert s.parent == "第一節 2.1.0"
    assert rb.section("mlp", "第四節").kind == "chapter"


def test_wow_references_are_not_rule_starts(rb: Rulebook) -> None:
    doc = rb.doc("wow", "ja")
    assert list(doc.sections)[-1] == "501.1b"
    assert doc.sections["100.2c"].parent == "100.2"
    assert "100.2c" not in doc.sections["100.2b"].text[:5]


def test_documents_metadata(rb: Rulebook) -> None:
    # the seed documents plus the English Lorcana view (English text under the seed's numbers)
    assert {(d.game, d.lang) for d in rb.documents()} == {(s.game, s.lang) for s in SPECS} | {("lorcana", "en")}
    assert {d.game for d in rb.documents()} == set(GAMES)
    assert rb.doc("lorcana", "zh").version == "2025-03-14"


def test_uncached_parse_matches_cached(rb: Rulebook) -> None:
    fresh = parse_all()
    for (game, lang), doc in fresh.items():
        assert list(doc.sections) == list(rb.doc(game, lang).sections)
