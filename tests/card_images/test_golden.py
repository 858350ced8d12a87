"""Golden images per game (board and hand), compared tolerantly.

Regenerate after an intended change with ``UPDATE_GOLDEN=1 pytest tests/card_images``; goldens are
stored at half size under tests/card_images/golden/.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from card_images import CardFaces, render_board, render_hand
from card_images.board import MAX_BYTES
from card_images.fonts import cjk_font_path
from card_images.samples import sample_view

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

CASES = {
    "lorcana_board": lambda f: render_board(sample_view("lorcana"), f, highlight={"uids": [3], "text": "Aurora quests with Elsa"}),
    "lorcana_board_public": lambda f: render_board(sample_view("lorcana", viewer=None), f),
    "lorcana_board_3p": lambda f: render_board(sample_view("lorcana", players=3), f),
    "lorcana_board_4p": lambda f: render_board(sample_view("lorcana", players=4, viewer=2), f),
    "lorcana_hand": lambda f: render_hand(sample_view("lorcana"), 0, f),
    "lorcana_hand_ja": lambda f: render_hand(sample_view("lorcana"), 0, f, lang="ja"),
    "onepiece_board": lambda f: render_board(sample_view("onepiece"), f),
    "onepiece_hand": lambda f: render_hand(sample_view("onepiece"), 0, f),
    "mlp_board": lambda f: render_board(sample_view("mlp"), f),
    "mlp_hand": lambda f: render_hand(sample_view("mlp"), 0, f),
    "wow_board": lambda f: render_board(sample_view("wow", viewer=1), f),
    "wow_hand": lambda f: render_hand(sample_view("wow"), 0, f),
}


def small(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data)).convert("RGB")
    return im.resize((im.width // 2, im.height // 2), Image.Resampling.BOX)


def difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean absolute difference 0-255, share of pixels that differ by more than 60)."""
    diff = ImageChops.difference(a, b)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    big = diff.convert("L").point(lambda v: 255 if v > 60 else 0)
    share = ImageStat.Stat(big).mean[0] / 255
    return mean, share


@pytest.fixture(scope="module")
def faces():
    return CardFaces(None)


@pytest.mark.skipif(cjk_font_path() is None, reason="goldens are drawn with Noto Sans CJK (fonts-noto-cjk)")
@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name, faces):
    data = CASES[name](faces)
    assert len(data) <= MAX_BYTES
    im = small(data)
    path = GOLDEN / f"{name}.png"
    if UPDATE or not path.exists():
        if not UPDATE and os.environ.get("CI"):
            pytest.fail(f"missing golden {path}; run with UPDATE_GOLDEN=1")
        GOLDEN.mkdir(exist_ok=True)
        im.save(path, optimize=True)
        if not UPDATE:
            pytest.skip(f"golden {path.name} created")
        return
    ref = Image.open(path).convert("RGB")
    assert ref.size == im.size, f"size changed: {ref.size} -> {im.size}"
    mean, share = difference(ref, im)
    if mean > 2.5 or share > 0.01:
        im.save(GOLDEN / f"{name}.actual.png")
        pytest.fail(f"{name} differs from its golden: mean diff {mean:.2f}, {share:.2%} pixels changed (saved {name}.actual.png)")


def test_goldens_detect_change(faces):
    a = small(render_board(sample_view("onepiece"), faces))
    v = sample_view("onepiece")
    v["players"][0]["zones"]["characters"].pop()
    b = small(render_board(v, faces))
    mean, share = difference(a, b)
    assert mean > 0.3 or share > 0.003
