"""The font renders Japanese, Simplified Chinese and English: no glyph of a sample may come out
as the font's missing-glyph (.notdef) box."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from card_images.fonts import cjk_font_path, font

SAMPLES = {
    "ja": "このキャラクターが登場したとき、カードを1枚引く。「ミッキーマウス」【起動メイン】ドン!!付与・回避",
    "zh": "当你打出这个角色时，抽一张牌。选择对手的角色：放逐。冰雪女王艾莎",
    "en": "Evasive (Only characters with Evasive can challenge this character.) 0123456789 +-/—…",
}
NOT_IN_FONT = "\U0010fffd"  # a private-use code point no font maps: renders as .notdef


def render(ch: str, lang: str) -> Image.Image:
    im = Image.new("L", (64, 64), 0)
    ImageDraw.Draw(im).text((8, 4), ch, font=font(40, False, lang), fill=255)
    return im


def same(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox() is None


@pytest.mark.skipif(cjk_font_path() is None, reason="Noto Sans CJK is not installed (Debian package fonts-noto-cjk)")
@pytest.mark.parametrize("lang", sorted(SAMPLES))
def test_no_missing_glyph_boxes(lang):
    notdef = render(NOT_IN_FONT, lang)
    assert notdef.getbbox() is not None, "the .notdef reference rendered blank"
    missing = [ch for ch in SAMPLES[lang] if not ch.isspace() and same(render(ch, lang), notdef)]
    assert not missing, f"{lang}: glyphs missing from {cjk_font_path()}: {missing}"


@pytest.mark.skipif(cjk_font_path() is None, reason="Noto Sans CJK is not installed (Debian package fonts-noto-cjk)")
def test_detector_catches_a_missing_glyph():
    # a symbol Noto Sans CJK lacks must be detected as .notdef (the test would otherwise be vacuous)
    assert same(render("⛉", "en"), render(NOT_IN_FONT, "en"))


def test_board_labels_use_only_present_glyphs():
    from card_images import style

    notdef = render(NOT_IN_FONT, "en")
    used = "".join(label for stats in style.STATS.values() for label, *_ in [(s[1],) for s in stats]) + "×…·—@"
    assert [ch for ch in used if not ch.isspace() and same(render(ch, "en"), notdef)] == []


@pytest.mark.skipif(cjk_font_path() is None, reason="Noto Sans CJK is not installed (Debian package fonts-noto-cjk)")
def test_symbols_the_font_lacks_are_substituted():
    from card_images.text import sanitize

    out = sanitize("FREEZE ⟳ — exert. ⬡ 2")
    notdef = render(NOT_IN_FONT, "en")
    assert "⟳" not in out
    assert [ch for ch in out if not ch.isspace() and same(render(ch, "en"), notdef)] == []
