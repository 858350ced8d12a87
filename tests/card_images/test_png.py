"""The banded, cached PNG encoder decodes to exactly the pixels it was given."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

from card_images.png import BANDS, encode_png


def roundtrip(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    return im.convert("RGB")


def test_png_is_lossless_cached_or_not():
    im = Image.effect_noise((333, 77), 60).convert("RGB")  # odd size: a short last band
    for kw in ({"cache": False, "parallel": False}, {}, {}):
        assert ImageChops.difference(roundtrip(encode_png(im, **kw)), im).getbbox() is None


def test_changed_band_is_recompressed():
    im = Image.new("RGB", (200, 100), (30, 40, 50))
    first = encode_png(im)
    hits = BANDS.hits
    ImageDraw.Draw(im).rectangle((10, 60, 50, 70), fill=(250, 0, 0))
    second = encode_png(im)
    assert BANDS.hits > hits  # the unchanged bands came from the cache
    assert first != second
    assert ImageChops.difference(roundtrip(second), im).getbbox() is None
