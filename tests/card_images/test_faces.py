"""Card faces: real art (PNG/JPEG/WebP/AVIF) when downloaded, generated otherwise; LRU bound;
backs per game; size limits; unknown zones still render."""

from __future__ import annotations

import io

import pytest
from PIL import Image, features

from card_images import CardFaces, image_format, render_board, render_card, render_hand
from card_images.board import board_image
from card_images.faces import generate_back
from card_images.samples import CARDS, sample_view

MICKEY = CARDS["lorcana"]["L-mickey"]


@pytest.mark.parametrize("ext,fmt", [("png", "PNG"), ("jpg", "JPEG"), ("webp", "WEBP"), ("avif", "AVIF")])
def test_real_art_is_used(tmp_path, ext, fmt):
    if fmt in ("WEBP", "AVIF") and not features.check(fmt.lower()):
        pytest.skip(f"Pillow built without {fmt}")
    (tmp_path / "lorcana").mkdir()
    Image.new("RGB", (63, 88), (0, 200, 0)).save(tmp_path / "lorcana" / f"L-mickey.{ext}", fmt)
    faces = CardFaces(str(tmp_path))
    im = faces.face("L-mickey", MICKEY, 100, 140, game="lorcana")
    r, g, b = im.getpixel((50, 70))
    assert g > 150 and r < 60 and b < 60
    png = render_card(dict(MICKEY, id="L-mickey"), faces)
    assert Image.open(io.BytesIO(png)).getpixel((250, 350))[1] > 150


def test_generated_face_without_art(tmp_path):
    faces = CardFaces(str(tmp_path / "nothing"))
    data = render_card(MICKEY, faces, lang="ja")
    im = Image.open(io.BytesIO(data))
    assert im.size[0] == 500 and image_format(data) == "png"


def test_lru_is_bounded():
    faces = CardFaces(None, cache_size=5)
    for k in range(12):
        faces.face(f"c{k}", dict(MICKEY, name=f"N{k}"), 60, 84)
    assert len(faces.cache) == 5


def test_backs_differ_per_game():
    backs = {g: generate_back(g, 63, 88).tobytes() for g in ("lorcana", "onepiece", "mlp", "wow")}
    assert len(set(backs.values())) == 4


@pytest.mark.parametrize("game", ["lorcana", "onepiece", "mlp", "wow"])
def test_board_size_and_format(game):
    data = render_board(sample_view(game), CardFaces(None))
    im = Image.open(io.BytesIO(data))
    assert im.width == 800 and 300 < im.height < 5000  # phone first: 800 px wide, as tall as the content
    assert len(data) <= 1_500_000


def test_unknown_zone_renders_as_generic_row():
    faces = CardFaces(None)
    v = sample_view("wow")
    before = board_image(v, faces)
    card = dict(v["players"][0]["zones"]["allies"][0], uid=999)
    v["players"][0]["zones"]["mystery_zone"] = [card]
    after = board_image(v, faces)
    assert before.tobytes() != after.tobytes()


def test_hand_numbers_follow_zone_order():
    from card_images.board import hand_image

    faces = CardFaces(None)
    v = sample_view("onepiece")
    hand = v["players"][0]["zones"]["hand"]
    a = hand_image(v, 0, faces)
    v["players"][0]["zones"]["hand"] = hand[::-1]
    b = hand_image(v, 0, faces)
    assert a.size == b.size and a.tobytes() != b.tobytes()
    assert render_hand(v, 0, faces)[:4] == b"\x89PNG"


def test_busy_board_falls_back_under_limit(tmp_path):
    # noisy real art for every card: the encoder must stay under 1.5 MB
    import os

    (tmp_path / "lorcana").mkdir()
    for cid in CARDS["lorcana"]:
        Image.frombytes("RGB", (126, 176), os.urandom(126 * 176 * 3)).save(tmp_path / "lorcana" / f"{cid}.png")
    data = render_board(sample_view("lorcana", players=4), CardFaces(str(tmp_path)))
    assert len(data) <= 1_500_000
    assert Image.open(io.BytesIO(data)).width == 800
