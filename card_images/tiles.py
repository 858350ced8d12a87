"""One card on the board: a tile with its cost and name (cached), then its live stats as labelled
badges and its states as tags, all drawn at phone-readable sizes.

Tiles stand upright: a tapped card is greyed and tagged "exerted"/"rested"/"exhausted" instead
of being turned, so its name stays as large as the others'.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from . import style
from .layout import BADGE_GAP, BADGE_H, MIN_TEXT, Ctx, badge_rows, draw_badge_rows, tag_height, wrapped_height
from .text import _width
from .words import stat_label, word
from .zones import card_kind

TAP_WORD = {"lorcana": "exerted", "onepiece": "rested", "wow": "exhausted", "mlp": "exhausted"}
# the live stats a board shows, per game (the cost is on the tile's corner)
BOARD_STATS: dict[str, list[str]] = {
    "lorcana": ["strength", "willpower", "lore", "move_cost"],
    "onepiece": ["power"],
    "mlp": ["idea", "inspiration"],
    "wow": ["atk", "health", "def", "defense", "strike_cost"],
}
STAT_COLOURS = {key: colour for rows in style.STATS.values() for key, _l, colour in rows}
STAT_COLOURS.update({"idea": (80, 150, 220), "def": (90, 110, 140)})
DAMAGE = (170, 20, 20)
TAPPED_SHADE = (0, 0, 0)


def card_stats(ctx: Ctx, card: dict[str, Any]) -> list[tuple[str, str, Any]]:
    """(label, value, colour) of the stats shown on a card in play: live values over printed ones."""
    d = ctx.data(card) or {}
    live = card.get("stats") or {}
    kind = card_kind(d)
    out = []
    seen = set()
    for key in BOARD_STATS.get(ctx.game, []):
        v = live.get(key, d.get(key))
        if v is None or v == "" or (key == "move_cost" and kind != "location"):
            continue
        label = stat_label(ctx.game, key, ctx.lang)
        if label in seen:
            continue
        seen.add(label)
        out.append((label, style.fmt(v), STAT_COLOURS.get(key, (90, 90, 110))))
    return out


def is_don(ctx: Ctx, card: dict[str, Any]) -> bool:
    cid = str(card.get("card_id", ""))
    d = ctx.data(card) or {}
    return "don" in cid.lower() or "DON" in str(d.get("type", "")) or "DON" in str(d.get("name", ""))


def card_tags(ctx: Ctx, card: dict[str, Any], kind: str | None) -> list[tuple[str, tuple[int, int, int]]]:
    """State tags, most important first: the decision's mark, tapped, drying, attachments, place."""
    g = ctx.game
    uid = card.get("uid")
    flags = card.get("flags") or {}
    tags: list[tuple[str, tuple[int, int, int]]] = []
    if uid in ctx.marks and ctx.marks[uid][0]:
        tags.append(ctx.marks[uid])
    if card.get("damage"):
        tags.append((f"{word('DMG', ctx.lang)} {card['damage']}", DAMAGE))
    if face_down_scene(ctx, card):
        tags.append((word("face down", ctx.lang), (70, 50, 90)))
    if card.get("tapped") and g in TAP_WORD and kind != "location":
        tags.append((word(TAP_WORD[g], ctx.lang, g), (80, 80, 96)))
    drying = card.get("drying", flags.get("drying"))
    if drying is None and g == "lorcana" and kind == "character":
        drying = card.get("entered_turn") == ctx.view.get("turn")
    if drying:
        tags.append((word("drying", ctx.lang), (50, 110, 190)))
    att = ctx.attached.get(uid, []) if uid is not None else []
    don = sum(1 for a in att if is_don(ctx, a)) + int((card.get("counters") or {}).get("don", 0) or 0)
    if not don and g == "onepiece":
        don = int((card.get("stats") or {}).get("don") or 0)
    if don:
        tags.append((f"DON!!×{don}", (40, 40, 40)))
    for a in att:
        if not is_don(ctx, a):
            tags.append(("+" + ctx.name(a), (100, 76, 40)))
    for k, v in {**(card.get("counters") or {}), **(card.get("tokens") or {})}.items():
        if k != "don" and v:
            tags.append((f"{word(k, ctx.lang)} {v}", (60, 60, 90)))
    loc = card.get("at", flags.get("at", flags.get("location", flags.get("at_location"))))
    if loc is not None and loc in ctx.by_uid:
        tags.append(("@ " + ctx.name(ctx.by_uid[loc]), (30, 100, 60)))
    here = ctx.here.get(uid, 0) if uid is not None else 0
    if here:
        tags.append((f"{here} {word('here', ctx.lang)}", (30, 100, 60)))
    return tags


def face_down_scene(ctx: Ctx, card: dict[str, Any]) -> bool:
    """An MLP face-down scene: its face information stays public (第三節 5.1.2), so it keeps its name."""
    return bool(card.get("face_down_scene") or (card.get("flags") or {}).get("scene_face_down")
                or (ctx.game == "mlp" and card.get("face_down")))


def _face(ctx: Ctx, card: dict[str, Any], d: dict[str, Any], w: int, h: int) -> Image.Image:
    return ctx.faces.face(str(card["card_id"]), d, w, h, lang=ctx.lang, game=ctx.game, min_text=MIN_TEXT, tile=True)


STRIP_H = 2 * (int(MIN_TEXT * 1.22) + 1) + 8  # the name band over real art


def _tag_h(ctx: Ctx, text: str, w: int) -> int:
    return wrapped_height(text, w - 16, MIN_TEXT, ctx.lang, bold=True, max_lines=2) + 8


def tile_need(ctx: Ctx, card: dict[str, Any], w: int, h: int, *, stats: bool = True) -> int:
    """The height a tile needs for its name, live stats and every state tag (at least ``h``)."""
    d = ctx.data(card)
    if d is None or (card.get("face_down") and not face_down_scene(ctx, card)):
        return h
    im = _face(ctx, card, d, w, h)
    need = int(im.info.get("name_bottom", STRIP_H)) + 6
    if stats:
        items = card_stats(ctx, card)
        if items:
            need += len(badge_rows(items, w - 4, ctx.lang)) * (BADGE_H + BADGE_GAP) + 2
    need += sum(_tag_h(ctx, text, w) + 2 for text, _c in card_tags(ctx, card, card_kind(d)))
    return max(h, need)


def draw_tile(ctx: Ctx, card: dict[str, Any], x: int, y: int, w: int, h: int, *, stats: bool = True, count: int = 1) -> None:
    """One card at (x, y) in a w×h tile: face (or back), name, live stats, state tags, marks."""
    d = ctx.data(card)
    uid = card.get("uid")
    dr = ctx.draw
    if d is None or (card.get("face_down") and not face_down_scene(ctx, card)):
        draw_back_tile(ctx, x, y, w, h, ctx.name(card) if d is not None else "")
        return
    im = _face(ctx, card, d, w, h)
    ctx.im.paste(im, (x, y))
    if "name_bottom" in im.info:
        ctx.absorb(im)
        name_bottom = y + int(im.info["name_bottom"])
    else:  # real art: its printed name is too small on a phone, so the board writes it
        name_bottom = _name_strip(ctx, d, x, y, w)
    kind = card_kind(d)
    if face_down_scene(ctx, card):  # the back's colour over the lower part, the name stays
        back = Image.new("RGB", (w - 10, y + h - 5 - name_bottom), style.theme(ctx.game)["back"])
        ctx.im.paste(Image.blend(ctx.im.crop((x + 5, name_bottom, x + w - 5, y + h - 5)), back, 0.8), (x + 5, name_bottom))
    elif card.get("tapped") and kind != "location":
        shade = Image.new("RGB", (w, h - (name_bottom - y)), TAPPED_SHADE)
        ctx.im.paste(Image.blend(ctx.im.crop((x, name_bottom, x + w, y + h)), shade, 0.28), (x, name_bottom))
    if uid in ctx.marks:
        dr.rounded_rectangle((x - 3, y - 3, x + w + 2, y + h + 2), 10, outline=ctx.marks[uid][1], width=6)
    bottom = y + h - 4
    if stats:
        items = card_stats(ctx, card)
        if items:
            bottom = draw_badge_rows(ctx, x + 2, y + h - 3, w - 4, items) - 2
    for text, colour in card_tags(ctx, card, kind):
        th = _tag_h(ctx, text, w)
        ty = bottom - th
        if ty < name_bottom:
            break
        dr.rounded_rectangle((x + 4, ty, x + w - 4, ty + th - 2), 6, fill=colour)
        ctx.wrapped((x + 8, ty + 3, x + w - 8, ty + th), text, bold=True, fill=(255, 255, 255), align="center")
        bottom = ty - 2
    if count > 1:  # grouped identical cards: "×12" on a pill in the top-right corner
        text = f"×{count}"
        pw = int(_width(text, MIN_TEXT + 2, True, ctx.lang)) + 18
        dr.rounded_rectangle((x + w - pw - 4, y + 4, x + w - 4, y + 4 + MIN_TEXT + 16), 12, fill=(20, 20, 24), outline=(240, 240, 240), width=3)
        ctx.line((x + w - 4 - pw / 2, y + 12 + MIN_TEXT / 2), text, pw - 8, size=MIN_TEXT + 2, bold=True, anchor="mm")


def _name_strip(ctx: Ctx, d: dict[str, Any], x: int, y: int, w: int) -> int:
    """The card's name on a dark band across the top of real art; returns the band's bottom."""
    from .faces import name_and_subtitle

    name, _sub = name_and_subtitle(d, ctx.lang)
    lh = int(MIN_TEXT * 1.22) + 1
    band = Image.new("RGB", (w, 2 * lh + 10), (15, 15, 20))
    ctx.im.paste(Image.blend(ctx.im.crop((x, y, x + w, y + 2 * lh + 10)), band, 0.75), (x, y))
    used = ctx.wrapped((x + 6, y + 5, x + w - 6, y + 5 + 2 * lh), name, bold=True)
    return y + used + 8


def draw_back_tile(ctx: Ctx, x: int, y: int, w: int, h: int, label: str = "") -> None:
    ctx.im.paste(ctx.faces.back(ctx.game, w, h), (x, y))
    if label:
        th = tag_height()
        ctx.draw.rounded_rectangle((x + 4, y + h - th - 4, x + w - 4, y + h - 6), 6, fill=(20, 20, 24))
        ctx.line((x + w / 2, y + h - th / 2 - 5), label, w - 14, bold=True, anchor="mm")
