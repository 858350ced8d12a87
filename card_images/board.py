"""Composited board and hand images, drawn only from a view (``Engine.view(state, viewer)``).

The renderer never receives the game state: a hidden card in a view is ``{"hidden": True, …}``
with no card id, so it can only be drawn as a back.

Layout: a header strip (game, turn, active player, last action), then one panel per player.
With two players the viewer's panel is at the bottom and the opponent's is mirrored on top
(play rows face each other); 3–4 players get a grid. Each panel is a few rows of *slots*; each
game decides which zones go in which slot (see ``LAYOUTS``). Zones a layout does not know are
drawn in an extra generic row, so a new zone never disappears.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from . import style
from .faces import CardFaces, badge, card_key
from .fonts import font
from .png import encode_png
from .text import draw_fitted, draw_line, new_draw
from .zones import card_kind, role_of

W, H = 1600, 900
HEADER_H = 46
MAX_BYTES = 1_500_000
LABEL_H = 19
GAP = 8
PANEL_BG = (44, 48, 60)
ACTIVE_OUTLINE = (255, 210, 60)
HIGHLIGHT = (255, 235, 80)
TEXT = (235, 235, 240)
DIM = (160, 165, 180)


# ---------------------------------------------------------------- context and helpers


@dataclass
class Ctx:
    view: dict[str, Any]
    faces: CardFaces
    lang: str
    game: str
    im: Image.Image
    draw: ImageDraw.ImageDraw
    highlight: set[int] = field(default_factory=set)
    attached: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    by_uid: dict[int, dict[str, Any]] = field(default_factory=dict)
    here: dict[Any, int] = field(default_factory=dict)  # location uid -> characters at it

    @property
    def cards(self) -> dict[str, dict[str, Any]]:
        return self.view.get("cards") or {}

    def data(self, card: dict[str, Any]) -> dict[str, Any] | None:
        if card.get("hidden") or "card_id" not in card:
            return None
        return self.cards.get(card["card_id"]) or {"name": str(card["card_id"])}

    def name(self, card: dict[str, Any]) -> str:
        d = self.data(card)
        return style.localized(d, "name", self.lang) if d else "?"


def fast_png(im: Image.Image, level: int = 2) -> bytes:
    """A PNG with filter type None on every row and low zlib effort, compressed in bands that
    are cached and compressed in parallel (see ``png.py``)."""
    return encode_png(im, level=level)


def encode(im: Image.Image) -> bytes:
    """PNG (fast); if over 1.5 MB (busy real art), Pillow's filtered PNG, then WebP."""
    out = fast_png(im)
    if len(out) <= MAX_BYTES:
        return out
    buf = io.BytesIO()
    im.save(buf, "PNG", compress_level=6)
    if buf.tell() <= MAX_BYTES:
        return buf.getvalue()
    for quality in (92, 85, 75, 60):
        buf = io.BytesIO()
        im.save(buf, "WEBP", quality=quality, method=3)
        if buf.tell() <= MAX_BYTES:
            break
    return buf.getvalue()


def image_format(data: bytes) -> str:
    """"png" or "webp", for the attachment's file name."""
    return "webp" if data[8:12] == b"WEBP" else "png"


def player_count(p: dict[str, Any], view: dict[str, Any], idx: int, *keys: str) -> Any:
    """A per-player number wherever the engine put it: player counters, the player dict, or a
    top-level list indexed by player."""
    counters = p.get("counters") or {}
    for k in keys:
        if k in counters:
            return counters[k]
        if k in p and not isinstance(p[k], dict | list):
            return p[k]
        top = view.get(k) if k in view else view.get(k + "s")
        if isinstance(top, list) and idx < len(top) and not isinstance(top[idx], dict | list):
            return top[idx]
        if isinstance(top, int | float) and not isinstance(top, bool):
            return top
    return None


def card_stats(ctx: Ctx, card: dict[str, Any]) -> dict[str, Any]:
    d = ctx.data(card) or {}
    out = {k: d.get(k) for k, _l, _c in style.STATS.get(ctx.game, [])}
    out.update(card.get("stats") or {})
    return out


# ---------------------------------------------------------------- drawing cards


TAP_WORD = {"lorcana": "exerted", "onepiece": "rested", "wow": "exhausted", "mlp": "exhausted"}


def paste_card(ctx: Ctx, card: dict[str, Any], x: int, y: int, cw: int, ch: int, *, landscape: bool = False, overlays: bool = True, stats: bool = True) -> tuple[int, int, int, int]:
    """Draw one card with its top-left at (x, y) in a cw×ch portrait box (tapped cards are
    turned 90°, so they take ch×cw). Returns the drawn box.

    A tapped card with real art is the art turned 90°; a tapped card with a generated face is
    drawn as an upright landscape face (its name stays readable) marked "exerted"/"rested"."""
    tapped = bool(card.get("tapped"))
    w, h = (ch, cw) if landscape else (cw, ch)
    rot = 270 if tapped else 0
    d = ctx.data(card)
    if d is None or card.get("face_down") or (card.get("flags") or {}).get("scene_face_down"):
        im = ctx.faces.back(ctx.game, w, h, rotate=rot)
    elif tapped and not landscape and not ctx.faces.has_art(card["card_id"], ctx.game):
        im = ctx.faces.face(card["card_id"], d, h, w, lang=ctx.lang, game=ctx.game)
    else:
        im = ctx.faces.face(card["card_id"], d, w, h, lang=ctx.lang, game=ctx.game, rotate=rot)
    if tapped:
        # a turned card sits on the bottom of its slot
        y = y + (ch - im.height) if not landscape else y
    ctx.im.paste(im, (x, y))
    box = (x, y, x + im.width, y + im.height)
    if overlays:
        draw_overlays(ctx, card, d, box, stats=stats)
    return box


def draw_overlays(ctx: Ctx, card: dict[str, Any], d: dict[str, Any] | None, box: tuple[int, int, int, int], *, stats: bool = True) -> None:
    """Live stats along the bottom edge; damage, state and attachment tags stacked just above
    them. The top of the card (cost and name) is never covered."""
    dr = ctx.draw
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    r = max(9, min(22, int(min(bw, bh) * 0.16)))
    uid = card.get("uid")
    if uid is not None and uid in ctx.highlight:
        dr.rounded_rectangle((x0 - 3, y0 - 3, x1 + 2, y1 + 2), 8, outline=HIGHLIGHT, width=4)
    if d is None or card.get("face_down"):
        return
    kind = card_kind(d)
    show_stats = stats
    stats = card_stats(ctx, card)
    g = ctx.game
    # live stats on cards in play
    bottom = y1  # overlays stack upwards from here
    spots: list[tuple[str, tuple[int, int, int]]] = []
    if show_stats:
        for key, _label, color in style.STATS.get(g, []):
            v = stats.get(key)
            if v is None or v == "" or (g == "onepiece" and key in ("counter", "life") and kind != "leader"):
                continue
            if g == "onepiece" and key == "life":
                continue
            if g == "lorcana" and key == "move_cost" and kind != "location":
                continue
            spots.append((style.fmt(v), color))
        n = len(spots)
        landscape = bw > bh
        for i, (val, color) in enumerate(spots[:4]):
            if landscape:  # packed to the left: the damage badge goes at the right of the row
                cx = x0 + r + 2 + i * (2 * r + 3)
            else:
                cx = x0 + r + 2 + (bw - 2 * r - 4) * (i / (n - 1) if n > 1 else 0.5)
            badge(dr, cx, y1 - r - 2, r, val, color, lang=ctx.lang)
        if spots:
            bottom = y1 - 2 * r - 4
    # damage (Lorcana damage counters, WoW damage): a red badge at the right, above the stats
    # (in the stats row itself on a landscape card when there is room)
    dmg = card.get("damage") or 0
    tag_right = x1 - 2
    if dmg:
        rd = max(9, int(r * 1.05))
        in_row = show_stats and bw > bh and x0 + len(spots) * (2 * r + 3) + 2 * rd + 4 <= x1
        if in_row:
            badge(dr, x1 - rd - 2, y1 - rd - 2, rd, str(dmg), (170, 20, 20), outline=(255, 230, 230), label="DMG")
            dmg = 0  # no need to make room above the row
        else:
            cx, cy = x1 - rd - 2, bottom - rd - 1
            badge(dr, cx, cy, rd, str(dmg), (170, 20, 20), outline=(255, 230, 230), label="DMG")
            tag_right = int(cx - rd - 2)
    # state and attachments: tags stacked upwards, above the stats
    tags: list[tuple[str, tuple[int, int, int]]] = []
    if card.get("tapped") and g in TAP_WORD and kind not in ("location",):
        tags.append((TAP_WORD[g], (95, 95, 110)))
    drying = (card.get("flags") or {}).get("drying")
    if drying is None and g == "lorcana" and kind == "character":
        drying = card.get("entered_turn") == ctx.view.get("turn")
    if drying:
        tags.append(("drying", (70, 130, 210)))
    att = ctx.attached.get(uid, []) if uid is not None else []
    don = sum(1 for a in att if is_don(ctx, a)) + int((card.get("counters") or {}).get("don", 0) or 0)
    if don:
        tags.append((f"DON!!×{don}", (40, 40, 40)))
    for a in att:
        if not is_don(ctx, a):
            tags.append(("+" + ctx.name(a), (90, 70, 40)))
    for k, v in (card.get("counters") or {}).items():
        if k != "don" and v:
            tags.append((f"{k} {v}", (60, 60, 90)))
    flags = card.get("flags") or {}
    if flags.get("scene_face_down"):
        tags.append(("face down: " + ctx.name(card), (60, 60, 60)))
    loc = flags.get("at", flags.get("location", flags.get("at_location")))
    if loc is not None and loc in ctx.by_uid:
        tags.append(("@ " + ctx.name(ctx.by_uid[loc]), (30, 100, 60)))
    here = ctx.here.get(uid, 0) if uid is not None else 0
    if here:
        tags.append((f"{here} here", (30, 100, 60)))
    th = max(13, int(r * 0.95))
    # keep the top ~40% (cost, name) clear; show as many tags as fit below it
    room = max(1, int((bottom - (y0 + bh * (0.46 if bw > bh else 0.4))) // (th + 2)))
    ty = bottom - th - 2
    for k, (text, col) in enumerate(tags[:room]):
        right = tag_right if k == 0 and dmg else x1 - 2
        if k == 1 and dmg:
            ty = min(ty, bottom - 2 * max(9, int(r * 1.05)) - 3 - th)
        dr.rounded_rectangle((x0 + 2, ty, right, ty + th), 3, fill=col)
        draw_line(dr, ((x0 + 2 + right) / 2, ty + th / 2), text, right - x0 - 6, size=int(th * 0.85), min_size=7, fill=(255, 255, 255), bold=True, lang=ctx.lang, anchor="mm")
        ty -= th + 2


def is_don(ctx: Ctx, card: dict[str, Any]) -> bool:
    cid = str(card.get("card_id", ""))
    d = ctx.data(card) or {}
    return "don" in cid.lower() or "DON" in str(d.get("type", "")) or "DON" in str(d.get("name", ""))


def draw_label(ctx: Ctx, x: int, y: int, w: int, text: str) -> None:
    draw_line(ctx.draw, (x + 2, y - 1), text, w - 4, size=16, min_size=9, fill=DIM, bold=True, lang=ctx.lang)


# ---------------------------------------------------------------- slots and rows


@dataclass
class Slot:
    """A part of a row. kind: "cards" (a row of cards, overlapping if needed), "pile" (a stack
    shown as its top card or a back, with a count), "don" (active/rested counts), "track"."""

    kind: str
    label: str
    cards: list[dict[str, Any]] = field(default_factory=list)
    placeholders: int = 0
    face_up_top: bool = False
    note: str = ""
    weight: float = 1.0
    stats: bool = True  # draw live stats on the cards (play rows)
    draw: Callable[[Ctx, tuple[int, int, int, int], Slot], None] | None = None


def card_width(ch: int) -> int:
    return max(8, int(ch / style.CARD_RATIO))


def is_landscape(ctx: Ctx, card: dict[str, Any]) -> bool:
    return ctx.game == "lorcana" and card_kind(ctx.data(card)) == "location"


def slot_need(ctx: Ctx, slot: Slot, ch: int) -> int:
    cw = card_width(ch)
    if slot.kind in ("pile", "don"):
        return cw + 2 * GAP if slot.kind == "pile" else int(cw * 1.5) + GAP
    if slot.kind == "custom":
        return int(slot.weight * cw)
    n = 0
    for c in slot.cards:
        n += ch if (c.get("tapped") or is_landscape(ctx, c)) else cw
        n += 6
    n = max(n, slot.placeholders * (cw + 6))
    return max(n, cw) + GAP


def draw_row(ctx: Ctx, rect: tuple[int, int, int, int], slots: list[Slot]) -> None:
    x0, y0, x1, y1 = rect
    ch = y1 - y0 - LABEL_H
    slots = [s for s in slots if s.kind != "cards" or s.cards or s.placeholders or s.label]
    if not slots:
        return
    needs = [slot_need(ctx, s, ch) for s in slots]
    avail = x1 - x0
    fixed = sum(n for s, n in zip(slots, needs, strict=True) if s.kind != "cards")
    flex = sum(n for s, n in zip(slots, needs, strict=True) if s.kind == "cards")
    if fixed + flex > avail and flex:
        scale = max(0.1, (avail - fixed) / flex)
        widths = [n if s.kind != "cards" else int(n * scale) for s, n in zip(slots, needs, strict=True)]
    else:
        widths = list(needs)
        if fixed + flex > avail:  # only piles: shrink evenly
            widths = [int(n * avail / (fixed + flex)) for n in needs]
    x = x0
    for s, w in zip(slots, widths, strict=True):
        box = (x, y0, x + w - GAP, y1)
        if s.draw:
            s.draw(ctx, box, s)
        elif s.kind == "cards":
            draw_cards_slot(ctx, box, s)
        elif s.kind == "pile":
            draw_pile(ctx, box, s)
        elif s.kind == "don":
            draw_don(ctx, box, s)
        x += w


def draw_cards_slot(ctx: Ctx, box: tuple[int, int, int, int], s: Slot) -> None:
    x0, y0, x1, y1 = box
    draw_label(ctx, x0, y0, x1 - x0, f"{s.label} ({len(s.cards)})" if s.label else "")
    ch = y1 - y0 - LABEL_H
    cw = card_width(ch)
    top = y0 + LABEL_H
    widths = [ch if (c.get("tapped") or is_landscape(ctx, c)) else cw for c in s.cards]
    total = sum(widths) + 6 * max(0, len(widths) - 1)
    avail = x1 - x0
    # placeholders (empty slots, e.g. 5 ONE PIECE character slots)
    for i in range(len(s.cards), s.placeholders):
        px = x0 + i * (cw + 6)
        if px + cw <= x1:
            ctx.draw.rounded_rectangle((px, top, px + cw, top + ch), 8, outline=(80, 86, 100), width=2)
    step_scale = 1.0 if total <= avail or len(widths) < 2 else max(0.05, (avail - widths[-1]) / (total - widths[-1]))
    x = x0
    for c, w in zip(s.cards, widths, strict=True):
        paste_card(ctx, c, int(x), top, cw, ch, landscape=is_landscape(ctx, c), stats=s.stats)
        x += (w + 6) * step_scale


def count_badge(ctx: Ctx, cx: float, cy: float, n: Any, *, r: int = 20, fill=(20, 20, 24)) -> None:
    badge(ctx.draw, cx, cy, r, str(n), fill, outline=(230, 230, 230))


def draw_pile(ctx: Ctx, box: tuple[int, int, int, int], s: Slot) -> None:
    x0, y0, x1, y1 = box
    draw_label(ctx, x0, y0, x1 - x0 + GAP, s.label)
    ch = min(y1 - y0 - LABEL_H, int((x1 - x0) * style.CARD_RATIO))
    cw = card_width(ch)
    top = y0 + LABEL_H
    n = len(s.cards)
    if n == 0:
        ctx.draw.rounded_rectangle((x0, top, x0 + cw, top + ch), 8, outline=(80, 86, 100), width=2)
    else:
        for k in range(min(n, 3) - 1, 0, -1):  # a hint of thickness
            ctx.draw.rounded_rectangle((x0 + 3 * k, top - 3 * k + 6, x0 + cw + 3 * k, top + ch - 3 * k + 6), 8, fill=(25, 25, 30), outline=(90, 90, 100))
        c = s.cards[0]
        if s.face_up_top and ctx.data(c) is not None and not c.get("face_down"):
            paste_card(ctx, dict(c, tapped=False), x0, top, cw, ch, overlays=False)
        else:
            ctx.im.paste(ctx.faces.back(ctx.game, cw, ch), (x0, top))
    r = max(12, min(24, cw // 4))
    count_badge(ctx, x0 + cw / 2, top + ch - r - 4, s.note or n, r=r)


def draw_don(ctx: Ctx, box: tuple[int, int, int, int], s: Slot) -> None:
    """Counts of active and rested cards (ONE PIECE DON!!, Lorcana ink, WoW resources)."""
    x0, y0, x1, y1 = box
    draw_label(ctx, x0, y0, x1 - x0 + GAP, s.label)
    active = sum(1 for c in s.cards if not c.get("tapped"))
    rested = len(s.cards) - active
    top = y0 + LABEL_H
    h = y1 - top
    half = h // 2
    fnt = font(max(12, min(30, half // 2)), True)
    small = font(max(9, min(15, half // 4)), True)
    for i, (label, n, col) in enumerate((("active", active, (60, 150, 80)), ("rested", rested, (110, 110, 120)))):
        yy = top + i * half
        ctx.draw.rounded_rectangle((x0, yy + 2, x1, yy + half - 2), 8, fill=col)
        ctx.draw.text((x0 + 8, yy + half / 2), str(n), font=fnt, fill=(255, 255, 255), anchor="lm")
        ctx.draw.text((x1 - 6, yy + half / 2), label, font=small, fill=(240, 240, 240), anchor="rm")


# ---------------------------------------------------------------- per-game layouts


@dataclass
class PanelSpec:
    info: list[tuple[str, str]]  # (label, value) shown in the player's info bar
    rows: list[tuple[float, list[Slot]]]  # (height weight, slots), outermost row last
    lore: tuple[int, int] | None = None  # (value, goal) for a track in the info bar


def split_zones(p: dict[str, Any]) -> dict[str, list[tuple[str, list[dict[str, Any]]]]]:
    """Zones of one player grouped by role (unknown zones under None)."""
    out: dict[str, list[tuple[str, list[dict[str, Any]]]]] = {}
    for name, cards in (p.get("zones") or {}).items():
        out.setdefault(role_of(name) or "?", []).append((name, cards))
    return out


def take(groups: dict, *roles: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for r in roles:
        for _name, cards in groups.pop(r, []):
            out.extend(cards)
    return out


def pretty(zone: str) -> str:
    return zone.replace("_", " ").strip().capitalize()


def generic_slots(groups: dict) -> list[Slot]:
    """Zones no layout claimed: public ones as card rows, hidden ones as piles."""
    slots = []
    for _role, entries in sorted(groups.items(), key=lambda kv: str(kv[0])):
        for name, cards in entries:
            cards = non_attached(cards)  # attached cards are drawn as tags on their host
            if not cards:
                continue
            if all(c.get("hidden") for c in cards):
                slots.append(Slot("pile", pretty(name), cards))
            else:
                slots.append(Slot("cards", pretty(name), cards))
    return slots


def non_attached(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in cards if c.get("attached_to") is None]


def layout_lorcana(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    play = take(g, "play")
    chars = take(g, "characters") + [c for c in play if card_kind(ctx.data(c)) not in ("item", "location")]
    items = take(g, "items") + [c for c in play if card_kind(ctx.data(c)) == "item"]
    locs = take(g, "locations") + [c for c in play if card_kind(ctx.data(c)) == "location"]
    ink = take(g, "inkwell")
    deck, hand, discard = take(g, "deck"), take(g, "hand"), take(g, "discard")
    ready = sum(1 for c in ink if not c.get("tapped"))
    lore = player_count(p, ctx.view, i, "lore") or 0
    goal = player_count(p, ctx.view, i, "win_lore", "lore_goal", "lore_to_win") or 20
    rows = [
        (3.0, [Slot("cards", "Characters", non_attached(chars))]),
        (2.0, [Slot("cards", "Locations", locs), Slot("cards", "Items", items, stats=False), Slot("don", "Inkwell", ink), Slot("pile", "Discard", discard, face_up_top=True), Slot("pile", "Deck", deck), Slot("pile", "Hand", hand)]),
    ]
    extra = generic_slots(g)
    if extra:
        rows.append((1.4, extra))
    return PanelSpec(info=[("Lore", f"{lore}/{goal}"), ("Ink", f"{ready}/{len(ink)}"), ("Deck", str(len(deck))), ("Hand", str(len(hand))), ("Discard", str(len(discard)))], rows=rows, lore=(int(lore), int(goal)))


def layout_onepiece(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    play = take(g, "play")
    leader = take(g, "leader") + [c for c in play if card_kind(ctx.data(c)) == "leader"]
    stage = take(g, "stage") + [c for c in play if card_kind(ctx.data(c)) == "stage"]
    chars = take(g, "characters") + [c for c in play if card_kind(ctx.data(c)) not in ("leader", "stage")]
    don = take(g, "don")
    life, trash, deck, don_deck, hand = take(g, "life"), take(g, "discard"), take(g, "deck"), take(g, "don_deck"), take(g, "hand")
    free_don = [c for c in don if c.get("attached_to") is None]
    rows = [
        (3.0, [Slot("cards", "Leader", leader), Slot("cards", "Characters", non_attached(chars), placeholders=5)]),
        (2.0, [Slot("cards", "Stage", stage, placeholders=1), Slot("don", "DON!!", free_don), Slot("cards", "Life", life, stats=False) if any(not c.get("hidden") for c in life) else Slot("pile", "Life", life), Slot("pile", "Trash", trash, face_up_top=True), Slot("pile", "Deck", deck), Slot("pile", "DON!! deck", don_deck), Slot("pile", "Hand", hand)]),
    ]
    extra = generic_slots(g)
    if extra:
        rows.append((1.4, extra))
    active = sum(1 for c in free_don if not c.get("tapped"))
    return PanelSpec(info=[("Life", str(len(life))), ("DON!!", f"{active} active / {len(free_don) - active} rested"), ("Deck", str(len(deck))), ("Hand", str(len(hand))), ("Trash", str(len(trash)))], rows=rows)


def layout_mlp(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    zones = p.get("zones") or {}
    g = split_zones(p)
    adv_entries = g.pop("adventure", [])
    slots: list[Slot] = []
    if len(adv_entries) > 1:  # one zone per adventure column
        for name, cards in sorted(adv_entries):
            slots.append(Slot("cards", pretty(name), non_attached(cards), placeholders=1))
    else:
        cards = adv_entries[0][1] if adv_entries else []
        cols: dict[int, list[dict[str, Any]]] = {0: [], 1: [], 2: []}
        for k, c in enumerate(non_attached(cards)):
            col = (c.get("flags") or {}).get("slot", (c.get("flags") or {}).get("column", k))
            cols.setdefault(int(col) if str(col).isdigit() else k, []).append(c)
        for k in sorted(cols):
            slots.append(Slot("cards", f"Adventure {k + 1}", cols[k], placeholders=1))
    take(g, "items")  # worn items: tags on their wearers
    story = take(g, "story")
    plans = take(g, "plans")
    prot = take(g, "protagonist")
    scene, scene_deck, rest, deck, hand = take(g, "scene"), take(g, "scene_deck"), take(g, "discard"), take(g, "deck"), take(g, "hand")
    pos = player_count(p, ctx.view, i, "story_position", "protagonist_position", "position", "stage")
    plan_stages = ctx.view.get("plan_stages")
    if isinstance(plan_stages, list) and i < len(plan_stages) and isinstance(plan_stages[i], list):
        plans_note = ", ".join(str(x) for x in plan_stages[i])
    else:
        plans_note = ""
    story_label = "Story" + (f" (protagonist at {pos})" if pos is not None else "") + (f" · plans on {plans_note}" if plans_note else "")
    rows = [
        (3.0, [*([Slot("cards", "Protagonist", prot)] if prot else []), *slots]),
        (2.0, [Slot("cards", story_label, story + plans, placeholders=4, stats=False), Slot("cards", "Scenes", scene, stats=False), Slot("pile", "Rest", rest, face_up_top=True), Slot("pile", "Deck", deck), Slot("pile", "Scene deck", scene_deck), Slot("pile", "Hand", hand)]),
    ]
    extra = generic_slots(g)
    if extra:
        rows.append((1.4, extra))
    del zones
    info = [("Hand", str(len(hand))), ("Deck", str(len(deck))), ("Rest", str(len(rest)))]
    if pos is not None:
        info.insert(0, ("Story", str(pos)))
    hr, ht = player_count(p, ctx.view, i, "harmony_ready"), player_count(p, ctx.view, i, "harmony_total")
    if ht is not None:
        info.insert(0, ("Harmony", f"{hr}/{ht}"))
    for key in ("harmony", "inspiration"):
        v = player_count(p, ctx.view, i, key)
        if v is not None and ht is None:
            info.insert(0, (key.capitalize(), str(v)))
    return PanelSpec(info=info, rows=rows)


def layout_wow(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    play = take(g, "play")
    hero_row = take(g, "hero") + play
    hero = [c for c in hero_row if card_kind(ctx.data(c)) == "hero" or (c.get("hidden") and c is hero_row[0])]
    equip = take(g, "equipment") + [c for c in hero_row if c not in hero and card_kind(ctx.data(c)) not in ("character",)]
    play = [c for c in hero_row if c not in hero and c not in equip]
    allies = take(g, "allies", "characters") + play
    res, grave, deck, hand, rfg = take(g, "resources"), take(g, "discard"), take(g, "deck"), take(g, "hand"), take(g, "rfg")
    rows = [
        (3.0, [Slot("cards", "Hero", hero), Slot("cards", "Equipment / ongoing", non_attached(equip)), Slot("cards", "Allies", non_attached(allies))]),
        (2.0, [Slot("cards", "Resources", res, stats=False), Slot("pile", "Graveyard", grave, face_up_top=True), Slot("pile", "Deck", deck, face_up_top=True), Slot("pile", "Hand", hand), *([Slot("pile", "Removed", rfg, face_up_top=True)] if rfg else [])]),
    ]
    extra = generic_slots(g)
    if extra:
        rows.append((1.4, extra))
    info: list[tuple[str, str]] = []
    if hero and not hero[0].get("hidden"):
        st = card_stats(ctx, hero[0])
        hp = st.get("health")
        if hp is not None:
            info.append(("Health", f"{int(hp) - int(hero[0].get('damage') or 0)}/{hp}"))
    ready = sum(1 for c in res if not c.get("tapped"))
    info += [("Resources", f"{ready}/{len(res)}"), ("Deck", str(len(deck))), ("Hand", str(len(hand))), ("Graveyard", str(len(grave)))]
    return PanelSpec(info=info, rows=rows)


def layout_generic(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    deck, hand, discard = take(g, "deck"), take(g, "hand"), take(g, "discard")
    public = [s for s in generic_slots(g)]
    rows = [(3.0, [s for s in public if s.kind == "cards"] or [Slot("cards", "Play", [])]), (2.0, [*[s for s in public if s.kind != "cards"], Slot("pile", "Discard", discard, face_up_top=True), Slot("pile", "Deck", deck), Slot("pile", "Hand", hand)])]
    return PanelSpec(info=[("Deck", str(len(deck))), ("Hand", str(len(hand)))], rows=rows)


LAYOUTS: dict[str, Callable[[Ctx, int, dict[str, Any]], PanelSpec]] = {
    "lorcana": layout_lorcana,
    "onepiece": layout_onepiece,
    "mlp": layout_mlp,
    "wow": layout_wow,
}


# ---------------------------------------------------------------- panels and the board


def draw_info(ctx: Ctx, rect: tuple[int, int, int, int], i: int, p: dict[str, Any], spec: PanelSpec) -> None:
    x0, y0, x1, y1 = rect
    d = ctx.draw
    h = y1 - y0
    v = ctx.view
    active = v.get("active") == i
    to_act = i in (v.get("to_act") or [])
    d.rounded_rectangle(rect, 8, fill=(70, 62, 30) if active else (34, 37, 48))
    name = f"P{i + 1} {p.get('name', '')}" + (" (you)" if v.get("viewer") == i else "")
    x = x0 + 10
    if active:
        d.polygon([(x, y0 + h * 0.25), (x + h * 0.45, y0 + h / 2), (x, y0 + h * 0.75)], fill=ACTIVE_OUTLINE)
        x += int(h * 0.6)
    fnt = font(int(h * 0.5), True, ctx.lang)
    lab = font(int(h * 0.36), False)
    items = [(label, value, lab.getlength(label) + 5 + fnt.getlength(value) + 16) for label, value in spec.info]
    info_w = sum(it[2] for it in items)
    name_size = int(h * 0.58)
    nw = int(min((x1 - x0) // 3, max(60, font(name_size, True, ctx.lang).getlength(name) + 4)))
    draw_line(d, (x, y0 + h / 2), name, nw, size=name_size, min_size=10, fill=TEXT, bold=True, lang=ctx.lang, anchor="lm")
    x += nw + 10
    if to_act:
        tf = font(int(h * 0.42), True)
        tw = int(tf.getlength("to act")) + 16
        d.rounded_rectangle((x, y0 + 4, x + tw, y1 - 4), 6, fill=(200, 70, 50))
        d.text((x + tw / 2, y0 + h / 2), "to act", font=tf, fill=(255, 255, 255), anchor="mm")
        x += tw + 10
    if spec.lore:
        # the lore track gets what the numbers leave (the numbers matter more on a phone)
        lore, goal = spec.lore
        room = x1 - 6 - x - info_w - 10
        pip = min(14, room // max(1, goal) - 2)
        if pip >= 4:
            for k in range(goal):
                cx = x + k * (pip + 2) + pip / 2
                filled = k < lore
                d.ellipse((cx - pip / 2, y0 + h / 2 - pip / 2, cx + pip / 2, y0 + h / 2 + pip / 2), fill=(230, 180, 60) if filled else (70, 70, 80))
            x += goal * (pip + 2) + 10
    for label, value, iw in items:
        if x + iw - 16 > x1 - 6:
            break
        d.text((x, y0 + h / 2), label, font=lab, fill=DIM, anchor="lm")
        lx = x + lab.getlength(label) + 5
        d.text((lx, y0 + h / 2), value, font=fnt, fill=TEXT, anchor="lm")
        x = int(x + iw)


def draw_panel(ctx: Ctx, rect: tuple[int, int, int, int], i: int, p: dict[str, Any], *, mirrored: bool) -> None:
    x0, y0, x1, y1 = rect
    d = ctx.draw
    active = ctx.view.get("active") == i
    d.rounded_rectangle(rect, 12, fill=PANEL_BG, outline=ACTIVE_OUTLINE if active else (70, 75, 90), width=4 if active else 2)
    spec = LAYOUTS.get(ctx.game, layout_generic)(ctx, i, p)
    info_h = max(30, min(44, (y1 - y0) // 10))
    inner = (x0 + 8, y0 + 6, x1 - 8, y1 - 6)
    rows = spec.rows
    total_w = sum(w for w, _ in rows)
    avail = inner[3] - inner[1] - info_h - 6 * len(rows)
    # outermost first for the opponent (mirrored): info bar at the far edge, play rows in the middle
    order = list(reversed(rows)) if mirrored else rows
    y = inner[1]
    if mirrored:
        draw_info(ctx, (inner[0], y, inner[2], y + info_h), i, p, spec)
        y += info_h + 6
    for wgt, slots in order:
        rh = int(avail * wgt / total_w)
        draw_row(ctx, (inner[0], y, inner[2], y + rh), slots)
        y += rh + 6
    if not mirrored:
        draw_info(ctx, (inner[0], y, inner[2], y + info_h), i, p, spec)


def draw_header(ctx: Ctx, highlight: dict[str, Any] | None) -> None:
    v = ctx.view
    d = ctx.draw
    th = style.theme(ctx.game)
    d.rectangle((0, 0, W, HEADER_H), fill=tuple(max(0, c - 10) for c in th["back"]))
    d.text((14, HEADER_H / 2), th["title"] or str(v.get("game", "")), font=font(24, True), fill=th["accent"], anchor="lm")
    players = v.get("players") or []
    active = v.get("active")
    who = players[active]["name"] if isinstance(active, int) and active < len(players) else "?"
    text = f"Turn {v.get('turn', 0)}  ·  P{(active or 0) + 1} {who} to play"
    res = v.get("result")
    if res:
        winners = res.get("winners") if isinstance(res, dict) else None
        names = ", ".join(players[w]["name"] for w in winners or [] if w < len(players))
        text = f"Game over — {names or 'draw'} " + (f"({res.get('reason')})" if isinstance(res, dict) and res.get("reason") else "")
    d.text((380, HEADER_H / 2), text, font=font(24, True, ctx.lang), fill=TEXT, anchor="lm")
    last = (highlight or {}).get("text") or (highlight or {}).get("last_action")
    if last:
        x = 900
        d.rounded_rectangle((x, 7, W - 10, HEADER_H - 7), 8, fill=(90, 80, 20))
        draw_line(d, (x + 10, HEADER_H / 2), "Last: " + str(last), W - 30 - x, size=20, min_size=11, fill=(255, 245, 200), bold=True, lang=ctx.lang, anchor="lm")


def panel_rects(n: int, order: list[int]) -> list[tuple[int, tuple[int, int, int, int], bool]]:
    """(player, rect, mirrored) for each player; ``order[0]`` is the viewer (bottom)."""
    top = HEADER_H + 6
    if n <= 2:
        half = (H - top - 6) // 2
        out = [(order[0], (6, top + half + 6, W - 6, H - 4), False)]
        if n == 2:
            out.append((order[1], (6, top, W - 6, top + half), True))
        return out
    half = (H - top - 6) // 2
    wcol = (W - 18) // 2
    rects = []
    if n == 3:
        rects.append((order[0], (6, top + half + 6, W - 6, H - 4), False))
        rects.append((order[1], (6, top, 6 + wcol, top + half), True))
        rects.append((order[2], (12 + wcol, top, W - 6, top + half), True))
        return rects
    rects.append((order[0], (6, top + half + 6, 6 + wcol, H - 4), False))
    rects.append((order[1], (12 + wcol, top + half + 6, W - 6, H - 4), False))
    rects.append((order[3], (6, top, 6 + wcol, top + half), True))
    rects.append((order[2], (12 + wcol, top, W - 6, top + half), True))
    return rects


def _index(ctx: Ctx) -> None:
    for p in ctx.view.get("players") or []:
        for cards in (p.get("zones") or {}).values():
            for c in cards:
                uid = c.get("uid")
                if uid is not None:
                    ctx.by_uid[uid] = c
                    flags = c.get("flags") or {}
                    for loc in {flags.get(k) for k in ("at", "location", "at_location")} - {None}:
                        ctx.here[loc] = ctx.here.get(loc, 0) + 1
                    if c.get("attached_to") is not None:
                        ctx.attached.setdefault(c["attached_to"], []).append(c)


def board_image(view: dict[str, Any], faces: CardFaces, *, highlight: dict[str, Any] | None = None, lang: str = "en") -> Image.Image:
    game = str(view.get("game") or "")
    im = Image.new("RGB", (W, H), style.theme(game)["table"])
    ctx = Ctx(view=view, faces=faces, lang=lang, game=game, im=im, draw=new_draw(im))
    hl = highlight or {}
    ctx.highlight = {int(u) for u in (hl.get("uids") or ([hl["uid"]] if hl.get("uid") is not None else []))}
    _index(ctx)
    draw_header(ctx, highlight)
    players = view.get("players") or []
    n = len(players)
    viewer = view.get("viewer")
    first = viewer if isinstance(viewer, int) and 0 <= viewer < n else 0
    order = [(first + k) % n for k in range(n)]
    for i, rect, mirrored in panel_rects(n, order):
        draw_panel(ctx, rect, i, players[i], mirrored=mirrored)
    return im


def render_board(view: dict[str, Any], faces: CardFaces, *, highlight: dict[str, Any] | None = None, lang: str = "en") -> bytes:
    """The board as ``view`` shows it, as PNG bytes (WebP if PNG would exceed 1.5 MB).

    ``highlight`` (optional): ``{"uids": [card uids to outline], "text": "last action"}``."""
    return encode(board_image(view, faces, highlight=highlight, lang=lang))


# ---------------------------------------------------------------- hand and single card


def hand_zone(player: dict[str, Any]) -> list[dict[str, Any]]:
    zones = player.get("zones") or {}
    if "hand" in zones:
        return zones["hand"]
    for name, cards in zones.items():
        if role_of(name) == "hand":
            return cards
    return []


def hand_image(view: dict[str, Any], viewer: int, faces: CardFaces, *, lang: str = "en") -> Image.Image:
    game = str(view.get("game") or "")
    players = view.get("players") or []
    player = players[viewer] if 0 <= viewer < len(players) else {}
    cards = hand_zone(player)
    n = len(cards)
    title_h, num_h, pad = 44, 40, 14
    per_row = n if n <= 8 else (n + 1) // 2
    per_row = max(1, per_row)
    cw = min(300, (W - pad * (per_row + 1)) // per_row)
    ch = int(cw * style.CARD_RATIO)
    rows = max(1, (n + per_row - 1) // per_row)
    height = title_h + rows * (num_h + ch + pad) + pad
    im = Image.new("RGB", (W, height), style.theme(game)["table"])
    ctx = Ctx(view=view, faces=faces, lang=lang, game=game, im=im, draw=new_draw(im))
    d = ctx.draw
    d.rectangle((0, 0, W, title_h), fill=style.theme(game)["back"])
    d.text((14, title_h / 2), f"Your hand — {player.get('name', '')} ({n} cards) · turn {view.get('turn', 0)}", font=font(24, True, lang), fill=TEXT, anchor="lm")
    if n == 0:
        d.text((W / 2, title_h + 40), "(empty)", font=font(28, True), fill=DIM, anchor="mm")
    for k, c in enumerate(cards):
        r, col = divmod(k, per_row)
        in_row = min(per_row, n - r * per_row)
        left = (W - (in_row * cw + (in_row - 1) * pad)) // 2
        x = left + col * (cw + pad)
        y = title_h + pad + r * (num_h + ch + pad)
        d.rounded_rectangle((x + cw / 2 - 30, y, x + cw / 2 + 30, y + num_h - 4), 10, fill=(240, 200, 60))
        d.text((x + cw / 2, y + (num_h - 4) / 2), str(k + 1), font=font(30, True), fill=(20, 20, 20), anchor="mm")
        data = ctx.data(c)
        if data is None:
            im.paste(faces.back(game, cw, ch), (x, y + num_h))
        else:
            im.paste(faces.face(c["card_id"], data, cw, ch, lang=lang, game=game), (x, y + num_h))
    return im


def render_hand(view: dict[str, Any], viewer: int, faces: CardFaces, *, lang: str = "en") -> bytes:
    """The viewer's own hand, cards numbered 1..N in zone order (matching the Discord choices)."""
    return encode(hand_image(view, viewer, faces, lang=lang))


def render_card(card_data: dict[str, Any], faces: CardFaces, *, lang: str = "en", game: str | None = None, width: int = 500) -> bytes:
    """One card face (real art if downloaded, else generated), PNG bytes."""
    h = int(width * style.CARD_RATIO)
    game = game or style.guess_game(card_data)
    im = faces.face(card_key(card_data), card_data, width, h, lang=lang, game=game)
    return encode(im)


__all__ = ["render_board", "render_card", "render_hand"]

# silence "imported but unused" for helpers re-exported for tests
_ = draw_fitted
