"""Line breaking (kinsoku) and shrink-to-fit."""

from __future__ import annotations

import itertools

import pytest

from card_images.text import NO_END, NO_START, fit, wrap

JA = "このキャラクターが登場したとき、カードを1枚引く。その後、手札を1枚捨てる。「ミッキーマウス」は、相手のキャラクター1体を選ぶ。【起動メイン】【ターン1回】ドン!!1枚までを、付与する。"
ZH = "当你打出这个角色时，抽一张牌。然后选择一个对手的角色，将其放逐。「冰雪女王」：每回合一次。"
EN = "Evasive (Only characters with Evasive can challenge this character.) When you play this character, draw a card."


@pytest.mark.parametrize("text,lang", [(JA, "ja"), (ZH, "zh")])
@pytest.mark.parametrize("width", range(60, 260, 7))
def test_no_line_starts_with_closing_punctuation(text, lang, width):
    lines = wrap(text, width, 16, lang=lang)
    assert "".join(lines) == text  # nothing lost or added
    for prev, line in itertools.pairwise(lines):
        assert line[0] not in NO_START, (width, prev, line)
        assert prev[-1] not in NO_END, (width, prev, line)


def test_english_breaks_at_spaces():
    lines = wrap(EN, 150, 16)
    assert " ".join(lines) == EN
    assert all(not line.startswith(" ") for line in lines)


def test_shrink_to_fit():
    big = fit(JA, 200, 400, 24, 8, lang="ja")
    small = fit(JA, 200, 90, 24, 8, lang="ja")
    assert big.size == 24 and not big.truncated
    assert small.size < big.size
    assert len(small.lines) * small.line_height <= 90
    tiny = fit(JA * 5, 60, 30, 20, 8, lang="ja")
    assert tiny.truncated and tiny.lines[-1].endswith("…")


def test_long_word_shrinks_before_splitting():
    f = fit("Supercalifragilistic", 120, 60, 30, 8)
    assert len(f.lines) == 1
