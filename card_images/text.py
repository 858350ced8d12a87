"""Text layout: line breaking for English, Japanese and Chinese, and shrink-to-fit.

Japanese/Chinese lines may break between any two characters except where *kinsoku* forbids:
no line starts with closing punctuation, small kana or the prolonged-sound mark (``NO_START``),
and no line ends with opening brackets (``NO_END``). Latin words break at spaces only (a word
wider than the whole line is split by characters).
"""

from __future__ import annotations

import functools
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from .fonts import font

NO_START = set(
    "。、，．,.・：；:;？！?!」』）】〕〉》〗〙〛｝］)]}>"
    "ー～〜‐゠–—…‥々〻ゝゞヽヾ"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    "”’%％‰℃°"
)
NO_END = set("「『（【〔〈《〗〘〚｛［([{<“‘")


# symbols card data uses that Noto Sans CJK lacks -> a close glyph it has
SUBSTITUTES = {"⟳": "⤵", "↻": "⤵", "↷": "⤵", "↺": "⤵", "⟲": "⤵", "⬢": "◆", "⬡": "◇", "⚡": "★", "✦": "◆", "✧": "◇", "◈": "◆", "⛉": "◇", "⛨": "◇", "⇢": "→"}


class _MaskCache:
    """Rasterized text masks, keyed by (font, text, anchor, sub-pixel start): a board redraw
    renders the same labels, names and numbers again, and FreeType rendering of the CJK font is
    the largest part of drawing a board."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[Any, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, fnt: ImageFont.FreeTypeFont, text: str, anchor: str, start: tuple[float, float]) -> Any:
        key = (id(fnt), fnt.size, text, anchor, start)
        with self._lock:
            hit = self._data.get(key)
            if hit is not None:
                self._data.move_to_end(key)
                return hit[1]
        value = fnt.getmask2(text, "L", anchor=anchor, start=start)
        with self._lock:
            self._data[key] = (fnt, value)  # keep the font alive so its id is not reused
            while len(self._data) > self.size:
                self._data.popitem(last=False)
        return value


MASKS = _MaskCache(4000)


class CachedDraw(ImageDraw.ImageDraw):
    """``ImageDraw`` whose single-line, unstroked text reuses cached glyph masks (the same pixels
    as ``ImageDraw.text``: the same ``getmask2`` call, drawn with the same ``draw_bitmap``)."""

    def text(self, xy, text, fill=None, font=None, anchor=None, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        if (
            args
            or any(v for k, v in kwargs.items() if k in ("stroke_width", "embedded_color", "direction", "features", "language"))
            or not isinstance(font, ImageFont.FreeTypeFont)
            or not isinstance(text, str)
            or "\n" in text
            or self.fontmode != "L"
        ):
            kwargs = {k: v for k, v in kwargs.items() if not (k == "stroke_fill" and v is None)}
            return super().text(xy, text, fill, font, anchor, *args, **kwargs)
        ink, fill_ink = self._getink(fill)
        if ink is None:
            ink = fill_ink
        if ink is None:
            return
        start = (math.modf(xy[0])[0], math.modf(xy[1])[0])
        mask, offset = MASKS.get(font, text, anchor or "la", start)
        self.draw.draw_bitmap((int(xy[0]) + offset[0], int(xy[1]) + offset[1]), mask, ink)


def new_draw(im: Image.Image) -> CachedDraw:
    return CachedDraw(im)


@functools.lru_cache(maxsize=8192)
def _missing(ch: str) -> bool:
    """Whether the font draws ``ch`` as its missing-glyph box."""
    if ch.isspace() or ord(ch) < 0x2000:
        return False
    f = font(24)
    try:
        m, nd = f.getmask(ch), f.getmask("\U0010fffd")
    except Exception:
        return False
    return m.size == nd.size and bytes(m) == bytes(nd)


def sanitize(text: str) -> str:
    """Replace characters the font cannot draw (no missing-glyph boxes on a card)."""
    if all(ord(ch) < 0x2000 for ch in text):
        return text
    out = []
    for ch in text:
        if _missing(ch):
            sub = SUBSTITUTES.get(ch, "?")
            out.append(sub if not _missing(sub) else "?")
        else:
            out.append(ch)
    return "".join(out)


def is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (
        0x3000 <= o <= 0x30FF  # CJK punctuation, kana
        or 0x3400 <= o <= 0x4DBF
        or 0x4E00 <= o <= 0x9FFF
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF  # full-width forms
        or 0x20000 <= o <= 0x2FFFF
        or 0x31F0 <= o <= 0x31FF
    )


def tokenize(text: str) -> list[str]:
    """Break units: each CJK character alone, Latin words with their trailing spaces, and "\\n"."""
    units: list[str] = []
    word = ""
    for ch in text:
        if ch == "\n":
            if word:
                units.append(word)
                word = ""
            units.append("\n")
        elif is_cjk(ch) or (ch in NO_START and word == "" and units and units[-1] != "\n" and is_cjk(units[-1][-1])):
            if word:
                units.append(word)
                word = ""
            units.append(ch)
        elif ch == " ":
            word += ch
            units.append(word)
            word = ""
        else:
            if word.endswith(" "):
                units.append(word)
                word = ""
            word += ch
    if word:
        units.append(word)
    return units


@functools.lru_cache(maxsize=65536)
def _width(unit: str, size: int, bold: bool, lang: str) -> float:
    return font(size, bold, lang).getlength(unit)


def _first(unit: str) -> str:
    return unit[:1]


def _last(unit: str) -> str:
    s = unit.rstrip(" ")
    return s[-1:] if s else ""


def wrap(text: str, width: float, size: int, *, bold: bool = False, lang: str = "en") -> list[str]:
    """Lines of ``text`` no wider than ``width`` at ``size`` px, with kinsoku applied."""
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(_wrap_para(para, width, size, bold, lang))
    return lines


def _wrap_para(text: str, width: float, size: int, bold: bool, lang: str) -> list[str]:
    units = tokenize(text)
    # split over-long Latin words into characters
    flat: list[str] = []
    for u in units:
        if len(u) > 1 and _width(u.rstrip(" "), size, bold, lang) > width:
            flat.extend(u)
        else:
            flat.append(u)
    lines: list[list[str]] = []
    cur: list[str] = []
    cur_w = 0.0
    for u in flat:
        w = _width(u.rstrip(" "), size, bold, lang)
        if cur and cur_w + w > width:
            nxt: list[str] = []
            # kinsoku: never start a line with NO_START, never end one with NO_END (push-out)
            if _first(u) in NO_START:
                while len(cur) > 1 and _first(u if not nxt else nxt[0]) in NO_START:
                    nxt.insert(0, cur.pop())
            while len(cur) > 1 and _last(cur[-1]) in NO_END:
                nxt.insert(0, cur.pop())
            lines.append(cur)
            cur = nxt
            cur_w = sum(_width(x, size, bold, lang) for x in cur)
            if not cur and u.strip() == "":
                continue
        cur.append(u)
        cur_w += _width(u, size, bold, lang)
    if cur or not lines:
        lines.append(cur)
    return ["".join(line).rstrip(" ") for line in lines]


@dataclass(frozen=True)
class TextRec:
    """One drawn text and its font size in px. ``needed``: a name or number a player needs (the
    layout holds it to a minimum size); the others (type lines, rules text, subtitles, titles)
    may be smaller."""

    text: str
    size: int
    needed: bool
    truncated: bool = False


@dataclass
class Fitted:
    lines: list[str]
    size: int
    line_height: int
    truncated: bool = False


@functools.lru_cache(maxsize=4096)
def fit(text: str, width: int, height: int, max_size: int, min_size: int = 8, *, bold: bool = False, lang: str = "en") -> Fitted:
    """The largest size in [min_size, max_size] at which ``text`` wraps into the box; at the
    minimum size the text is cut with an ellipsis."""
    size = max_size
    while True:
        lh = int(size * 1.22) + 1
        lines = wrap(text, width, size, bold=bold, lang=lang)
        split_word = size > min_size and any(
            _width(u.rstrip(" "), size, bold, lang) > width for u in tokenize(text) if len(u) > 1
        )
        if len(lines) * lh <= height and not split_word:
            return Fitted(lines, size, lh)
        if size <= min_size:
            break
        size = max(min_size, int(size * 0.9) if size > 12 else size - 1)
    keep = max(1, height // lh)
    lines = lines[:keep]
    last = lines[-1]
    while last and _width(last + "…", size, bold, lang) > width:
        last = last[:-1]
    lines[-1] = last + "…"
    return Fitted(lines, size, lh, truncated=True)


def draw_fitted(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    text: str,
    *,
    max_size: int,
    min_size: int = 8,
    fill=(0, 0, 0),
    bold: bool = False,
    lang: str = "en",
    align: str = "left",
    valign: str = "top",
) -> Fitted:
    """Wrap and shrink ``text`` into ``box`` (x0, y0, x1, y1) and draw it."""
    x0, y0, x1, y1 = box
    text = sanitize(text)
    f = fit(text, max(1, x1 - x0), max(1, y1 - y0), max_size, min_size, bold=bold, lang=lang)
    fnt = font(f.size, bold, lang)
    total = len(f.lines) * f.line_height
    y = y0 if valign == "top" else y0 + (y1 - y0 - total) // 2
    for line in f.lines:
        if align == "center":
            x = x0 + (x1 - x0 - fnt.getlength(line)) / 2
        else:
            x = x0
        draw.text((x, y), line, font=fnt, fill=fill)
        y += f.line_height
    return f


def draw_line(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    width: float,
    *,
    size: int,
    min_size: int = 8,
    fill=(0, 0, 0),
    bold: bool = False,
    lang: str = "en",
    anchor: str = "la",
    stroke: int = 0,
    stroke_fill=None,
) -> tuple[str, int]:
    """One line of text shrunk (then ellipsized) to ``width``. Returns the text drawn and its size."""
    text = sanitize(text)
    while size > min_size and _width(text, size, bold, lang) > width:
        size -= 1
    if _width(text, size, bold, lang) > width:
        while text and _width(text + "…", size, bold, lang) > width:
            text = text[:-1]
        text += "…"
    draw.text(xy, text, font=font(size, bold, lang), fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=stroke_fill)
    return text, size
