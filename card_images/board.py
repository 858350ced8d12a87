"""Composited board and hand images, drawn only from a view (``Engine.view(state, viewer)``).

The renderer never receives the game state: a hidden card in a view is ``{"hidden": True, …}``
with no card id, so it can only be drawn as a back.

Phone first (see ``layout``): the image is 800 px wide and as tall as its content. A header says
whose turn it is, who must act on what (the attack and its target, the song, the trigger) and the
last action; then one panel per player — the opponents on top, the viewer at the bottom. A panel
is the player's name and counts as labelled chips, then their public cards as tiles, four to a
row; a zone without cards takes no room. With 3–4 players the opponents' tiles are shorter.

Every text drawn is listed in ``image.info["texts"]`` (``layout.TextRec``) for the layout tests.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from PIL import Image

from . import style
from .decision import banner
from .faces import CardFaces, card_key
from .layout import CHIP_GAP, CHIP_H, DIM, MIN_TEXT, TEXT, Ctx, W, chip_lines, draw_chip, wrapped_height
from .png import encode_png
from .sections import PanelSpec, Section, panel_spec
from .text import new_draw
from .tiles import card_stats, card_tags, draw_back_tile, draw_tile, tile_need
from .words import EMPTY, GAME_OVER, HAND_TITLE, HEADER, template, word
from .zones import card_kind, role_of

MAX_BYTES = 1_500_000
MARGIN = 4  # table edge to panel
PAD = 6  # panel edge to content
COLS = 4
TILE_GAP = 4
INNER_W = W - 2 * MARGIN - 2 * PAD
TILE_W = (INNER_W - (COLS - 1) * TILE_GAP) // COLS
TILE_H = 240  # a row of tiles grows when a card needs more (stats that wrap, several states)
LIST_H = 46  # a card as one line (compact panels)
LABEL_H = MIN_TEXT + 12
NAME_SIZE = 34
NAME_H = NAME_SIZE + 14
PANEL_BG = (44, 48, 60)
ACTIVE_OUTLINE = (255, 210, 60)
BANNER_BG = (120, 40, 30)
LAST_BG = (90, 80, 20)


# ---------------------------------------------------------------- encoding


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


# ---------------------------------------------------------------- measuring


@dataclass
class Segment:
    section: Section
    tiles: list[tuple[dict[str, Any], int]]  # (card, count)
    col: int
    first: bool  # the section's first row: its label goes above it


def pack(sections: list[Section]) -> list[list[Segment]]:
    """Sections flowed into rows of ``COLS`` tiles; a section that fits in what is left of a row
    shares it, a longer one starts a row of its own."""
    rows: list[list[Segment]] = []
    cur: list[Segment] = []
    used = 0
    for s in sections:
        tiles = list(zip(s.cards, s.counts or [1] * len(s.cards), strict=True))
        first = True
        while tiles:
            room = COLS - used
            if len(tiles) > room and used:
                rows.append(cur)
                cur, used = [], 0
                continue
            cur.append(Segment(s, tiles[:room], used, first))
            used += len(tiles[:room])
            tiles, first = tiles[room:], False
            if used == COLS:
                rows.append(cur)
                cur, used = [], 0
    if cur:
        rows.append(cur)
    return rows


@dataclass
class Panel:
    seat: int
    player: dict[str, Any]
    spec: PanelSpec
    rows: list[list[Segment]]
    chips: list[list[tuple[str, str, int]]]
    row_h: list[int]
    mirrored: bool
    compact: bool = False  # one line per card (the opponents of a 3–4 player game)

    @property
    def info_h(self) -> int:
        return NAME_H + len(self.chips) * CHIP_H + (16 if self.spec.lore else 0)

    @property
    def height(self) -> int:
        if self.compact:
            return 2 * PAD + self.info_h + sum(LABEL_H + LIST_H * len(s.cards) for s in self.spec.sections)
        return 2 * PAD + self.info_h + sum(LABEL_H + h + TILE_GAP for h in self.row_h)


def make_panel(ctx: Ctx, seat: int, p: dict[str, Any], *, mirrored: bool, compact: bool) -> Panel:
    spec = panel_spec(ctx, seat, p)
    chips = chip_lines([(word(label, ctx.lang, ctx.game), value) for label, value in spec.info], INNER_W, ctx.lang)
    sections = list(reversed(spec.sections)) if mirrored else spec.sections
    if compact:
        spec.sections = sections
        return Panel(seat, p, spec, [], chips, [], mirrored, compact=True)
    rows = pack(sections)
    floor = TILE_H
    heights = [max([floor] + [tile_need(ctx, c, TILE_W, floor, stats=seg.section.stats) for seg in row for c, _n in seg.tiles])
               for row in rows]
    return Panel(seat, p, spec, rows, chips, heights, mirrored)


# ---------------------------------------------------------------- drawing


def draw_info(ctx: Ctx, panel: Panel, x0: int, y: int) -> None:
    v = ctx.view
    seat = panel.seat
    active = v.get("active") == seat
    x = x0
    if active:
        ctx.draw.polygon([(x, y + 10), (x + 22, y + NAME_H / 2 - 2), (x, y + NAME_H - 14)], fill=ACTIVE_OUTLINE)
        x += 32
    pill = ""
    if seat in (v.get("to_act") or []) and not v.get("result"):
        pill = word("to act", ctx.lang)
    pill_w = int(ctx.draw.textlength(pill, font=_font(MIN_TEXT, True, ctx.lang))) + 24 if pill else 0
    name = f"P{seat + 1} {panel.player.get('name', '')}" + (f" ({word('you', ctx.lang)})" if v.get("viewer") == seat else "")
    nw = ctx.line((x, y + NAME_H / 2 - 2), name, x0 + INNER_W - x - pill_w - 12, size=NAME_SIZE, bold=True, anchor="lm")
    if pill:
        px = x + nw + 14
        ctx.draw.rounded_rectangle((px, y + 4, px + pill_w, y + NAME_H - 8), 10, fill=(200, 70, 50))
        ctx.line((px + pill_w / 2, y + NAME_H / 2 - 2), pill, pill_w - 8, bold=True, fill=(255, 255, 255), anchor="mm")
    y += NAME_H
    for line in panel.chips:
        cx = x0
        for label, value, w in line:
            draw_chip(ctx, cx, y, w, label, value)
            cx += w + CHIP_GAP
        y += CHIP_H
    if panel.spec.lore:
        lore, goal = panel.spec.lore
        ctx.draw.rounded_rectangle((x0, y + 2, x0 + INNER_W, y + 12), 5, fill=(70, 70, 80))
        done = int(INNER_W * min(1.0, lore / max(1, goal)))
        if done:
            ctx.draw.rounded_rectangle((x0, y + 2, x0 + done, y + 12), 5, fill=(230, 180, 60))


def _font(size: int, bold: bool, lang: str):
    from .fonts import font

    return font(size, bold, lang)


def draw_rows(ctx: Ctx, panel: Panel, x0: int, y: int) -> int:
    for row, tile_h in zip(panel.rows, panel.row_h, strict=True):
        for k, seg in enumerate(row):
            sx = x0 + seg.col * (TILE_W + TILE_GAP)
            end = x0 + row[k + 1].col * (TILE_W + TILE_GAP) if k + 1 < len(row) else x0 + INNER_W
            if seg.first:
                s = seg.section
                label = s.label if s.localized else word(s.label, ctx.lang, ctx.game)
                ctx.line((sx + 2, y + LABEL_H - 6), label, end - sx - 8, bold=True, fill=DIM, anchor="ls")
            for n, (card, count) in enumerate(seg.tiles):
                tx = sx + n * (TILE_W + TILE_GAP)
                if card.get("hidden"):
                    draw_back_tile(ctx, tx, y + LABEL_H, TILE_W, tile_h)
                else:
                    draw_tile(ctx, card, tx, y + LABEL_H, TILE_W, tile_h, stats=seg.section.stats, count=count)
        y += LABEL_H + tile_h + TILE_GAP
    return y


def draw_list(ctx: Ctx, panel: Panel, x0: int, y: int) -> int:
    """Compact: each section's label, then one line per card — cost, name, stats, states."""
    for s in panel.spec.sections:
        label = s.label if s.localized else word(s.label, ctx.lang, ctx.game)
        ctx.line((x0 + 2, y + LABEL_H - 6), label, INNER_W - 8, bold=True, fill=DIM, anchor="ls")
        y += LABEL_H
        for card, count in zip(s.cards, s.counts or [1] * len(s.cards), strict=True):
            card_line(ctx, card, x0, y, count, stats=s.stats)
            y += LIST_H
    return y


def card_line(ctx: Ctx, card: dict[str, Any], x0: int, y: int, count: int, *, stats: bool) -> None:
    d = ctx.data(card)
    uid = card.get("uid")
    mark = ctx.marks.get(uid) if uid is not None else None
    colour = style.frame_colors(d)[0] if d else style.theme(ctx.game)["back"]
    ctx.draw.rounded_rectangle((x0, y + 2, x0 + INNER_W, y + LIST_H - 3), 8, fill=(58, 62, 78), outline=mark[1] if mark else None, width=4)
    ctx.draw.rounded_rectangle((x0, y + 2, x0 + 10, y + LIST_H - 3), 4, fill=colour)
    mid = y + LIST_H / 2
    x = x0 + 18
    if d is None:
        ctx.line((x, mid), "?" if card.get("hidden") else ctx.name(card), INNER_W - 30, bold=True, anchor="lm")
        return
    if d.get("cost") not in (None, ""):
        x += ctx.line((x, mid), style.fmt(d["cost"]), 60, bold=True, fill=(255, 220, 120), anchor="lm") + 12
    name = ctx.name(card) + (f" ×{count}" if count > 1 else "")
    x += ctx.line((x, mid), name, 300, bold=True, anchor="lm") + 14
    bits = [(label, value) for label, value, _c in card_stats(ctx, card)] if stats else []
    for label, value in bits:
        if x > x0 + INNER_W - 80:
            break
        x += ctx.line((x, mid), label, 90, fill=DIM, anchor="lm") + 5
        x += ctx.line((x, mid), value, 90, bold=True, anchor="lm") + 12
    tags = [text for text, _c in card_tags(ctx, card, card_kind(d))]
    if tags and x < x0 + INNER_W - 60:
        ctx.line((x, mid), " · ".join(tags), x0 + INNER_W - x - 8, fill=(255, 225, 160), anchor="lm")


def draw_panel(ctx: Ctx, panel: Panel, y: int) -> None:
    active = ctx.view.get("active") == panel.seat
    rect = (MARGIN, y, W - MARGIN, y + panel.height)
    ctx.draw.rounded_rectangle(rect, 12, fill=PANEL_BG, outline=ACTIVE_OUTLINE if active else (70, 75, 90), width=4 if active else 2)
    x0, y = MARGIN + PAD, y + PAD
    rows = draw_list if panel.compact else draw_rows
    if panel.mirrored:
        draw_info(ctx, panel, x0, y)
        rows(ctx, panel, x0, y + panel.info_h)
    else:
        y = rows(ctx, panel, x0, y)
        draw_info(ctx, panel, x0, y)


@dataclass
class Header:
    turn: str
    title: str
    subjects: list[str]
    last: str

    def lines(self) -> list[tuple[str, int, bool, Any]]:
        """(text, size, bold, background) blocks, top to bottom."""
        out: list[tuple[str, int, bool, Any]] = [(self.turn, 32, True, None)]
        if self.title:
            out.append((self.title, 30, True, BANNER_BG))
        out += [(s, MIN_TEXT, False, BANNER_BG) for s in self.subjects]
        if self.last:
            out.append((self.last, MIN_TEXT, False, LAST_BG))
        return out


def header_text(ctx: Ctx, highlight: dict[str, Any] | None) -> Header:
    v = ctx.view
    players = v.get("players") or []
    active = v.get("active")
    who = f"P{active + 1} {players[active]['name']}" if isinstance(active, int) and active < len(players) else "?"
    turn = template(HEADER, ctx.lang, turn=v.get("turn", 0), who=who)
    res = v.get("result")
    if res:
        winners = res.get("winners") if isinstance(res, dict) else None
        names = ", ".join(players[w]["name"] for w in winners or [] if w < len(players))
        turn = template(GAME_OVER, ctx.lang, names=names or word("draw", ctx.lang)) + (f"({res.get('reason')})" if isinstance(res, dict) and res.get("reason") else "")
    title, subjects = banner(ctx)
    last = (highlight or {}).get("text") or (highlight or {}).get("last_action") or ""
    return Header(turn, title, subjects, f"{word('Last', ctx.lang)}: {last}" if last else "")


HEADER_TITLE_H = 40


def header_height(h: Header, lang: str) -> int:
    total = HEADER_TITLE_H + 8
    for text, size, bold, _bg in h.lines():
        total += wrapped_height(text, W - 40, size, lang, bold=bold) + 10
    return total + 4


def draw_header(ctx: Ctx, h: Header, height: int) -> None:
    th = style.theme(ctx.game)
    ctx.draw.rectangle((0, 0, W, height), fill=tuple(max(0, c - 10) for c in th["back"]))
    title = th["title"] or str(ctx.view.get("game", ""))
    ctx.line((14, 6), title, W - 28, size=MIN_TEXT, needed=False, bold=True, fill=th["accent"])
    y = HEADER_TITLE_H + 8
    for text, size, bold, bg in h.lines():
        hh = wrapped_height(text, W - 40, size, ctx.lang, bold=bold)
        if bg is not None:
            ctx.draw.rounded_rectangle((8, y - 4, W - 8, y + hh + 4), 8, fill=bg)
        ctx.wrapped((20, y, W - 20, y + hh + 1), text, size=size, bold=bold, fill=TEXT if bg is None else (255, 245, 220))
        y += hh + 10


def _index(ctx: Ctx) -> None:
    for p in ctx.view.get("players") or []:
        for cards in (p.get("zones") or {}).values():
            for c in cards:
                uid = c.get("uid")
                if uid is None:
                    continue
                ctx.by_uid[uid] = c
                flags = c.get("flags") or {}
                for loc in {c.get("at"), *(flags.get(k) for k in ("at", "location", "at_location"))} - {None}:
                    ctx.here[loc] = ctx.here.get(loc, 0) + 1
                host = c.get("attached_to", c.get("worn_by"))
                if host is not None:
                    ctx.attached.setdefault(host, []).append(c)


def board_image(view: dict[str, Any], faces: CardFaces, *, highlight: dict[str, Any] | None = None, lang: str = "en") -> Image.Image:
    """The board as ``view`` shows it (800 px wide, as tall as its content)."""
    game = str(view.get("game") or "")
    ctx = Ctx(view=view, faces=faces, lang=lang, game=game, im=Image.new("RGB", (1, 1)), draw=new_draw(Image.new("RGB", (1, 1))))
    _index(ctx)
    hl = highlight or {}
    for u in hl.get("uids") or ([hl["uid"]] if hl.get("uid") is not None else []):
        ctx.marks[int(u)] = ("", (255, 235, 80))
    head = header_text(ctx, highlight)  # marks the decision's cards (over the last action's)
    players = view.get("players") or []
    n = len(players)
    viewer = view.get("viewer")
    first = viewer if isinstance(viewer, int) and 0 <= viewer < n else 0
    order = [(first + k) % n for k in range(n)]
    panels = [make_panel(ctx, seat, players[seat], mirrored=True, compact=n > 2) for seat in order[1:]]
    if n:
        panels.append(make_panel(ctx, order[0], players[order[0]], mirrored=False, compact=False))
    hh = header_height(head, lang)
    height = hh + 6 + sum(p.height + 6 for p in panels)
    im = Image.new("RGB", (W, height), style.theme(game)["table"])
    ctx.im, ctx.draw = im, new_draw(im)
    draw_header(ctx, head, hh)
    y = hh + 6
    for panel in panels:
        draw_panel(ctx, panel, y)
        y += panel.height + 6
    im.info["texts"] = ctx.texts
    return im


def render_board(view: dict[str, Any], faces: CardFaces, *, highlight: dict[str, Any] | None = None, lang: str = "en") -> bytes:
    """The board as ``view`` shows it, as PNG bytes (WebP if PNG would exceed 1.5 MB).

    ``highlight`` (optional): ``{"uids": [card uids to outline], "text": "last action"}``."""
    return encode(board_image(view, faces, highlight=highlight, lang=lang))


# ---------------------------------------------------------------- hand and single card

HAND_COLS = 3
HAND_PAD = 14
HAND_CW = (W - HAND_PAD * (HAND_COLS + 1)) // HAND_COLS
HAND_CH = int(HAND_CW * style.CARD_RATIO)
NUM_H = 48


def hand_zone(player: dict[str, Any]) -> list[dict[str, Any]]:
    zones = player.get("zones") or {}
    if "hand" in zones:
        return zones["hand"]
    for name, cards in zones.items():
        if role_of(name) == "hand":
            return cards
    return []


def hand_image(view: dict[str, Any], viewer: int, faces: CardFaces, *, lang: str = "en") -> Image.Image:
    """The viewer's hand, three cards to a row, each numbered (800 px wide)."""
    game = str(view.get("game") or "")
    players = view.get("players") or []
    player = players[viewer] if 0 <= viewer < len(players) else {}
    cards = hand_zone(player)
    n = len(cards)
    title = template(HAND_TITLE, lang, name=player.get("name", ""), n=n, turn=view.get("turn", 0))
    title_h = wrapped_height(title, W - 28, 30, lang, bold=True) + 16
    art = any(c.get("card_id") is not None and faces.has_art(str(c["card_id"]), game) for c in cards)
    cap_h = 2 * (int(MIN_TEXT * 1.22) + 1) + 6 if art else 0  # real art: its name written under it
    rows = max(1, (n + HAND_COLS - 1) // HAND_COLS)
    row_h = NUM_H + HAND_CH + cap_h + HAND_PAD
    im = Image.new("RGB", (W, title_h + rows * row_h + HAND_PAD), style.theme(game)["table"])
    ctx = Ctx(view=view, faces=faces, lang=lang, game=game, im=im, draw=new_draw(im))
    ctx.draw.rectangle((0, 0, W, title_h), fill=style.theme(game)["back"])
    ctx.wrapped((14, 8, W - 14, title_h), title, size=30, bold=True)
    if n == 0:
        ctx.line((W / 2, title_h + 50), template(EMPTY, lang), W - 40, bold=True, fill=DIM, anchor="mm")
    for k, c in enumerate(cards):
        r, col = divmod(k, HAND_COLS)
        in_row = min(HAND_COLS, n - r * HAND_COLS)
        left = (W - (in_row * HAND_CW + (in_row - 1) * HAND_PAD)) // 2
        x = left + col * (HAND_CW + HAND_PAD)
        y = title_h + HAND_PAD + r * row_h
        ctx.draw.rounded_rectangle((x + HAND_CW / 2 - 34, y, x + HAND_CW / 2 + 34, y + NUM_H - 6), 10, fill=(240, 200, 60))
        ctx.line((x + HAND_CW / 2, y + (NUM_H - 6) / 2), str(k + 1), 64, size=32, bold=True, fill=(20, 20, 20), anchor="mm")
        data = ctx.data(c)
        if data is None:
            im.paste(faces.back(game, HAND_CW, HAND_CH), (x, y + NUM_H))
            continue
        face = faces.face(str(c["card_id"]), data, HAND_CW, HAND_CH, lang=lang, game=game, min_text=MIN_TEXT)
        im.paste(face, (x, y + NUM_H))
        if "texts" in face.info:
            ctx.absorb(face)
        else:
            from .faces import name_and_subtitle

            ctx.wrapped((x, y + NUM_H + HAND_CH + 4, x + HAND_CW, y + NUM_H + HAND_CH + cap_h), name_and_subtitle(data, lang)[0], bold=True)
    im.info["texts"] = ctx.texts
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


__all__ = ["board_image", "hand_image", "image_format", "render_board", "render_card", "render_hand"]
