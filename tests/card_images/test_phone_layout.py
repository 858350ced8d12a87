"""Phone-readable layout, measured: every name and number a player needs is at least 14 px tall
when the image is shown 400 px wide (Discord on a phone). The layout lists each text it draws
with its font size (``image.info["texts"]``); the test reads those sizes, not the pixels."""

from __future__ import annotations

import pytest

from card_images import CardFaces, board, style
from card_images.layout import MIN_PHONE_PX, PHONE_W, phone_px
from card_images.samples import sample_view
from card_images.text import TextRec

GAMES = ("lorcana", "onepiece", "mlp", "wow")
LANGS = ("en", "ja", "zh", "zh-TW")


@pytest.fixture(scope="module")
def faces():
    return CardFaces(None, 512)


def too_small(im) -> list[tuple[str, float]]:
    texts = im.info["texts"]
    assert texts, "the layout lists what it draws"
    return [(t.text, round(phone_px(t.size, im.width), 1)) for t in texts if t.needed and phone_px(t.size, im.width) < MIN_PHONE_PX]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_board_names_and_numbers_are_phone_readable(game, lang, faces):
    view = sample_view(game, viewer=0)
    im = board.board_image(view, faces, highlight={"uids": [3], "text": "the last action"}, lang=lang)
    assert im.width <= 2 * PHONE_W  # shown at 400 px, scaled at most by half
    assert not too_small(im), f"{game} board ({lang}): {too_small(im)}"
    needed = " ".join(t.text for t in im.info["texts"] if t.needed)
    # the cards in play are among the measured texts (a name may wrap: its first word)
    zone = {"lorcana": "play", "onepiece": "characters", "mlp": "adventure", "wow": "allies"}[game]
    for card in view["players"][0]["zones"][zone]:
        name = style.localized(view["cards"][card["card_id"]], "name", lang)
        assert name.split()[0][:4] in needed, (name, needed)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_hand_names_and_numbers_are_phone_readable(game, lang, faces):
    im = board.hand_image(sample_view(game, viewer=0), 0, faces, lang=lang)
    assert not too_small(im), f"{game} hand ({lang}): {too_small(im)}"


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_stay_readable_and_compact(players, faces):
    two = board.board_image(sample_view("lorcana", players=2), faces)
    im = board.board_image(sample_view("lorcana", players=players, viewer=1), faces)
    assert not too_small(im)
    # the opponents' panels are one line per card: far less than a full panel each
    assert im.height < two.height + (players - 2) * two.height * 0.45


def test_the_check_fails_on_small_text(faces):
    im = board.board_image(sample_view("wow"), faces)
    im.info["texts"].append(TextRec("42", 20, True))  # 10 px on a phone
    assert too_small(im) == [("42", 10.0)]


def test_empty_zones_take_no_room(faces):
    full = sample_view("lorcana")
    empty = sample_view("lorcana")
    opp = empty["players"][1]["zones"]
    opp["play"] = []
    a, b = board.board_image(full, faces), board.board_image(empty, faces)
    # an opponent with nothing in play is a name and its counts, nothing more
    assert a.height - b.height > 700
    labels = [t.text for t in b.info["texts"] if t.text in ("Characters", "Locations", "Items")]
    assert labels == ["Characters", "Locations", "Items"]  # the viewer's only


def test_onepiece_counter_step_names_who_acts_and_the_attack(faces):
    v = sample_view("onepiece", viewer=None)
    leader = v["players"][0]["zones"]["leader"][0]
    target = v["players"][1]["zones"]["leader"][0]
    v["to_act"] = [1]
    v["pending"] = {"player": 1, "kind": "counter", "rule": None}
    v["battle"] = {"attacker": leader["uid"], "target": target["uid"], "player": 0, "step": "counter", "attacker_power": 6000, "target_power": 5000}
    texts = [t.text for t in board.board_image(v, faces).info["texts"]]
    joined = "\n".join(texts)
    assert "P1 Luffy fan's turn" in joined
    assert "P2 Kaido fan to act: counter step" in joined
    assert "P1 Monkey.D.Luffy (6000) attacks P2 Kaido (5000)" in joined.replace("\n", "")
    assert "attacker" in texts and "target" in texts  # the two cards carry the marks
    # the step in the viewer's language, by the name the rules give it (7-1-3: カウンターステップ)
    ja = "\n".join(t.text for t in board.board_image(v, faces, lang="ja").info["texts"])
    assert "カウンターステップ" in ja and "counter" not in ja


def test_mlp_story_stage_marked_and_scenes_grouped(faces):
    v = sample_view("mlp")
    scenes = v["players"][0]["zones"]["scene"]
    scenes += [dict(scenes[0], uid=900 + k) for k in range(11)]  # 14 scenes, 12 alike
    texts = [t.text for t in board.board_image(v, faces).info["texts"]]
    assert "×12" in texts and "Scenes (14)" in texts
    assert "Story · protagonist at II" in texts and "protagonist" in texts
    assert "face down" in texts


def test_japanese_board_words_and_no_english_subtitle():
    faces = CardFaces(None, 64)
    v = sample_view("lorcana")
    v["cards"]["L-mickey"] = dict(v["cards"]["L-mickey"], i18n={"ja": {"name": "ミッキーマウス - 勇敢な仕立て屋"}})
    texts = [t.text for t in board.board_image(v, faces, lang="ja").info["texts"]]
    joined = " ".join(texts)
    for english in ("Lore", "Ink", "exerted", "drying", "DMG", "Brave Little Tailor", "STR"):
        assert english not in joined, english
    assert "ロア" in joined and "ドライ中" in joined and "勇敢な仕立て屋" in joined
