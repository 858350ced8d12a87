"""Phone-first sizes and the drawing context: every piece of text the board draws is recorded
with its pixel size, so a test can check the layout instead of a person squinting at it.

Discord shows an image about 400 px wide on a phone. Boards and hands are ``W`` = 800 px wide
(crisp on 2× screens) and grow downwards; every name and number a player needs is drawn at
``MIN_TEXT`` px or more, i.e. at least ``MIN_PHONE_PX`` (14 px) tall when shown 400 px wide.
A text's height is its font size in pixels (the em height, as CSS ``font-size`` counts it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from . import style
from .faces import CardFaces
from .fonts import font
from .text import TextRec, _width, fit, sanitize

W = 800
PHONE_W = 400
MIN_PHONE_PX = 14
MIN_TEXT = math.ceil(MIN_PHONE_PX * W / PHONE_W)  # 28 px at full size
VALUE_TEXT = 34  # numbers in chips and badges
TEXT = (235, 235, 240)
DIM = (170, 175, 190)


def phone_px(size: float, width: int = W) -> float:
    """How tall text of ``size`` px is when an image ``width`` px wide is shown 400 px wide."""
    return size * PHONE_W / width


@dataclass
class Ctx:
    view: dict[str, Any]
    faces: CardFaces
    lang: str
    game: str
    im: Image.Image
    draw: ImageDraw.ImageDraw
    texts: list[TextRec] = field(default_factory=list)
    marks: dict[int, tuple[str, tuple[int, int, int]]] = field(default_factory=dict)  # uid -> (tag, colour)
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

    # --- recorded text ---
    def line(self, xy: tuple[float, float], text: str, width: float, *, size: int = MIN_TEXT, needed: bool = True,
             bold: bool = False, fill=TEXT, anchor: str = "la") -> int:
        """One line shrunk to ``width`` (never below ``MIN_TEXT`` when needed, then cut with "…").
        Returns the width drawn."""
        text = sanitize(text)
        floor = MIN_TEXT if needed else min(size, 16)
        while size > floor and _width(text, size, bold, self.lang) > width:
            size -= 1
        cut = False
        if _width(text, size, bold, self.lang) > width:
            cut = True
            while text and _width(text + "…", size, bold, self.lang) > width:
                text = text[:-1]
            text += "…"
        self.draw.text(xy, text, font=font(size, bold, self.lang), fill=fill, anchor=anchor)
        self.texts.append(TextRec(text, size, needed, cut))
        return int(_width(text, size, bold, self.lang))

    def wrapped(self, box: tuple[int, int, int, int], text: str, *, size: int = MIN_TEXT, needed: bool = True,
                bold: bool = False, fill=TEXT, align: str = "left") -> int:
        """Text wrapped into ``box`` (shrunk no lower than ``MIN_TEXT`` when needed). Returns the
        height used."""
        x0, y0, x1, y1 = box
        text = sanitize(text)
        f = fit(text, max(1, x1 - x0), max(1, y1 - y0), size, MIN_TEXT if needed else min(size, 16), bold=bold, lang=self.lang)
        fnt = font(f.size, bold, self.lang)
        y = y0
        for ln in f.lines:
            x = x0 + (x1 - x0 - fnt.getlength(ln)) / 2 if align == "center" else x0
            self.draw.text((x, y), ln, font=fnt, fill=fill)
            self.texts.append(TextRec(ln, f.size, needed, f.truncated))
            y += f.line_height
        return len(f.lines) * f.line_height

    def absorb(self, im: Image.Image) -> None:
        """Record the texts of a pasted card face (``generate_face`` lists them in ``im.info``)."""
        self.texts.extend(im.info.get("texts", ()))


def wrapped_height(text: str, width: int, size: int, lang: str, *, bold: bool = False, max_lines: int = 3) -> int:
    """The height ``Ctx.wrapped`` will use for ``text`` in a box ``width`` wide (at most ``max_lines``)."""
    lh = int(size * 1.22) + 1
    f = fit(sanitize(text), max(1, width), lh * max_lines, size, min(size, MIN_TEXT), bold=bold, lang=lang)
    return len(f.lines) * f.line_height


# ---------------------------------------------------------------- chips (label + value)

CHIP_H = 48
CHIP_GAP = 8


def chip_width(label: str, value: str, lang: str) -> int:
    return int(_width(label, MIN_TEXT, False, lang) + 8 + _width(value, VALUE_TEXT, True, lang) + 20)


def chip_lines(items: list[tuple[str, str]], width: int, lang: str, first_indent: int = 0) -> list[list[tuple[str, str, int]]]:
    """``(label, value)`` chips packed into lines ``width`` wide."""
    lines: list[list[tuple[str, str, int]]] = [[]]
    x = first_indent
    for label, value in items:
        w = min(width, chip_width(label, value, lang))
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0
        lines[-1].append((label, value, w))
        x += w + CHIP_GAP
    return lines


def draw_chip(ctx: Ctx, x: int, y: int, w: int, label: str, value: str, *, fill=(56, 60, 76)) -> None:
    ctx.draw.rounded_rectangle((x, y, x + w, y + CHIP_H - 4), 10, fill=fill)
    room = w - 28 - _width(value, VALUE_TEXT, True, ctx.lang)
    lw = ctx.line((x + 10, y + (CHIP_H - 4) / 2), label, max(room, w * 0.4), fill=DIM, anchor="lm")
    ctx.line((x + 10 + lw + 8, y + (CHIP_H - 4) / 2), value, w - lw - 26, size=VALUE_TEXT, bold=True, anchor="lm")


# ---------------------------------------------------------------- labelled stat badges

BADGE_H = 70
BADGE_GAP = 2


def badge_width(label: str, value: str, lang: str) -> int:
    return int(max(_width(label, MIN_TEXT, False, lang), _width(value, VALUE_TEXT, True, lang)) + 5)


def badge_rows(items: list[tuple[str, str, Any]], width: int, lang: str) -> list[list[tuple[str, str, Any, int]]]:
    """Badges packed into rows no wider than ``width`` (a row of stats wraps instead of shrinking)."""
    rows: list[list[tuple[str, str, Any, int]]] = [[]]
    x = 0
    for label, value, colour in items:
        w = min(width, badge_width(label, value, lang))
        if rows[-1] and x + w > width:
            rows.append([])
            x = 0
        rows[-1].append((label, value, colour, w))
        x += w + BADGE_GAP
    return [r for r in rows if r]


def draw_badge(ctx: Ctx, x: int, y: int, w: int, label: str, value: str, colour, *, outline=(255, 255, 255)) -> None:
    """A rounded badge: the stat's name on top, its value below, both phone-readable."""
    ink = style.readable_on(colour)
    ctx.draw.rounded_rectangle((x, y, x + w, y + BADGE_H - 2), 10, fill=colour, outline=outline, width=2)
    ctx.line((x + w / 2, y + 3), label, w - 3, fill=ink, anchor="mt")
    ctx.line((x + w / 2, y + BADGE_H - 4), value, w - 3, size=VALUE_TEXT, bold=True, fill=ink, anchor="mb")


def draw_badge_rows(ctx: Ctx, x0: int, bottom: int, width: int, items: list[tuple[str, str, Any]]) -> int:
    """Badges along the bottom edge (rows stacked upwards, each row centred). Returns the top."""
    rows = badge_rows(items, width, ctx.lang)
    y = bottom - len(rows) * (BADGE_H + BADGE_GAP)
    top = y
    for row in rows:
        total = sum(r[3] for r in row) + BADGE_GAP * (len(row) - 1)
        x = x0 + (width - total) // 2
        for label, value, colour, w in row:
            draw_badge(ctx, x, y, w, label, value, colour)
            x += w + BADGE_GAP
        y += BADGE_H + BADGE_GAP
    return top


def tag_height() -> int:
    return MIN_TEXT + 10
