"""Card faces: real art from ``image_dir`` when present, otherwise a generated face; card backs.

Everything is cached in one size-bounded LRU keyed by (what, size, language), so a board redraw
after the first only pastes ready images.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw, ImageOps

from . import style
from .fonts import font
from .text import TextRec, _width, draw_fitted, draw_line
from .words import stat_label, word

IMAGE_EXTS = (".avif", ".webp", ".png", ".jpg", ".jpeg")


def image_filename(card_id: str) -> str:
    """The file name stem for a card's art (ids may hold '/' or spaces)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", str(card_id)).strip("._") or "card"


class LRU:
    """A thread-safe least-recently-used cache with at most ``size`` entries."""

    def __init__(self, size: int) -> None:
        self.size = max(1, int(size))
        self._data: OrderedDict[Any, Any] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get_or_make(self, key: Any, make: Callable[[], Any]) -> Any:
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                self.hits += 1
                return self._data[key]
        value = make()
        with self._lock:
            self.misses += 1
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


class CardFaces:
    """Card faces and backs at any size, cached. ``image_dir`` holds downloaded art as
    ``<image_dir>/<game>/<card id>.<avif|webp|png|jpg>`` (or directly in ``image_dir``)."""

    RESCAN_SECONDS = 30.0

    def __init__(self, image_dir: str | None, cache_size: int = 512) -> None:
        self.image_dir = image_dir
        self.cache = LRU(cache_size)
        self._index: dict[str, str] | None = None
        self._index_time = 0.0
        self._lock = threading.Lock()

    # --- real art ---
    def _scan(self) -> dict[str, str]:
        index: dict[str, str] = {}
        if not self.image_dir or not os.path.isdir(self.image_dir):
            return index
        for root, _dirs, files in os.walk(self.image_dir):
            rel = os.path.relpath(root, self.image_dir)
            prefix = "" if rel == "." else rel.split(os.sep)[0] + "/"
            for name in files:
                stem, ext = os.path.splitext(name)
                if ext.lower() in IMAGE_EXTS and not name.endswith(".part"):
                    index.setdefault(prefix + stem, os.path.join(root, name))
                    index.setdefault(stem, os.path.join(root, name))
        return index

    def art_path(self, card_id: str, game: str | None = None) -> str | None:
        """Path of the downloaded art for ``card_id``, if any (the directory is re-scanned at most
        every RESCAN_SECONDS when a card is missing)."""
        if not self.image_dir:
            return None
        stem = image_filename(card_id)
        with self._lock:
            now = time.monotonic()
            if self._index is None:
                self._index, self._index_time = self._scan(), now
            found = self._index.get(f"{game}/{stem}") if game else None
            found = found or self._index.get(stem)
            if found is None and now - self._index_time > self.RESCAN_SECONDS:
                self._index, self._index_time = self._scan(), now
                found = (self._index.get(f"{game}/{stem}") if game else None) or self._index.get(stem)
            return found

    def has_art(self, card_id: str, game: str | None = None) -> bool:
        return self.image_dir is not None and self.art_path(card_id, game) is not None

    def _load_art(self, path: str, w: int, h: int) -> Image.Image | None:
        try:
            with Image.open(path) as im:
                im.draft("RGB", (w * 2, h * 2))
                im = im.convert("RGB")
                if (im.width > im.height) != (w > h) and abs(w - h) > 2:
                    im = im.rotate(90, expand=True)
                return ImageOps.fit(im, (w, h), Image.Resampling.LANCZOS)
        except Exception:
            return None

    # --- public API ---
    def face(self, card_id: str, data: dict[str, Any], w: int, h: int, *, lang: str = "en", game: str | None = None, rotate: int = 0,
             min_text: int = 0, tile: bool = False) -> Image.Image:
        """The face of a card at w×h (before rotation), rotated by ``rotate`` degrees (90 = exerted).
        ``min_text`` and ``tile``: see ``generate_face`` (real art is used as it is)."""
        game = game or style.guess_game(data)
        if rotate:
            return self.cache.get_or_make(
                ("face", card_id, w, h, lang, game, rotate, min_text, tile),
                lambda: self.face(card_id, data, w, h, lang=lang, game=game, min_text=min_text, tile=tile).rotate(rotate, expand=True),
            )

        def make() -> Image.Image:
            path = self.art_path(card_id, game)
            if path:
                im = self._load_art(path, w, h)
                if im is not None:
                    return im
            return generate_face(data, w, h, lang=lang, game=game, min_text=min_text, tile=tile)

        return self.cache.get_or_make(("face", card_id, w, h, lang, game, 0, min_text, tile), make)

    def back(self, game: str | None, w: int, h: int, *, rotate: int = 0) -> Image.Image:
        if rotate:
            return self.cache.get_or_make(("back", game, w, h, rotate), lambda: self.back(game, w, h).rotate(rotate, expand=True))
        return self.cache.get_or_make(("back", game, w, h, 0), lambda: generate_back(game, w, h))


# ---------------------------------------------------------------- generated faces


def _frame(im: Image.Image, colors: list[tuple[int, int, int]], radius: int) -> None:
    w, h = im.size
    d = ImageDraw.Draw(im)
    if len(colors) == 1:
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=colors[0])
    else:
        # vertical bands, one per color
        mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=255)
        band = Image.new("RGB", (w, h))
        bd = ImageDraw.Draw(band)
        n = len(colors)
        for i, c in enumerate(colors):
            bd.rectangle((i * w // n, 0, (i + 1) * w // n, h), fill=c)
        im.paste(band, (0, 0), mask)


def _translated(data: dict[str, Any], lang: str) -> dict[str, Any]:
    i18n = data.get("i18n") or {}
    return i18n.get(lang) or (i18n.get("zh") if lang == "zh-TW" else None) or {}


def name_and_subtitle(data: dict[str, Any], lang: str) -> tuple[str, str]:
    """The card's name and subtitle (Lorcana version) in ``lang``. A translated name that holds
    its subtitle ("アリエル - 人魚の歌姫") is split; a translated card never shows the English one."""
    name = style.localized(data, "name", lang) or style.localized(data, "full_name", lang)
    if lang != "en" and _translated(data, lang).get("name"):
        head, sep, tail = name.partition(" - ")
        if sep:
            return head.strip(), tail.strip()
        return name, style.localized(data, "version", lang) if _translated(data, lang).get("version") else ""
    return name, _subtitle(data, lang)


def _subtitle(data: dict[str, Any], lang: str) -> str:
    sub = style.localized(data, "version", lang) or style.localized(data, "subtitle", lang) or style.localized(data, "title", lang)
    if sub:
        return sub
    full = style.localized(data, "full_name", lang)
    name = style.localized(data, "name", lang)
    if full and name and full != name and full.startswith(name):
        return full[len(name) :].strip(" -–—:・")
    return ""


def _type_line(data: dict[str, Any], lang: str) -> str:
    if lang != "en":  # the translated type, or the board's word for it; never English traits
        tr = _translated(data, lang).get("type")
        return str(tr) if tr else word(str(data.get("type") or "").capitalize(), lang)
    parts = [style.localized(data, "type", lang)]
    for key in ("classifications", "subtypes", "traits", "features", "race", "class", "attribute"):
        v = data.get(key)
        if isinstance(v, list):
            v = " · ".join(str(x) for x in v)
        if v:
            parts.append(str(v))
            break
    return " — ".join(p for p in parts if p)


# Lorcana's printed symbols, as the card lists write them, in words the font can show.
SYMBOL_WORDS = {"{E}": "exert", "{I}": "ink", "{S}": "strength", "{W}": "willpower", "{L}": "lore"}


def _keyword_names(data: dict[str, Any]) -> list[str]:
    """Keywords as printed: "Resist +1", "Shift 5", "Evasive" (from a list or a name→value dict)."""
    kws = data.get("keywords")
    if isinstance(kws, dict):
        out = []
        for name, value in kws.items():
            if value is None or value is True or value == "":
                out.append(str(name))
            elif isinstance(value, int) and not isinstance(value, bool) and name.lower() in ("resist", "challenger"):
                out.append(f"{name} +{value}")
            else:
                out.append(f"{name} {value}")
        return out
    if isinstance(kws, list):
        return [str(k if not isinstance(k, dict) else k.get("name", "")) for k in kws if k]
    return [str(kws)] if kws else []


def _keywords_and_text(data: dict[str, Any], lang: str) -> str:
    """The text box: keywords the rules text does not already spell out, then the rules text."""
    body = style.localized(data, "text", lang)
    for symbol, spelled in SYMBOL_WORDS.items():
        body = body.replace(symbol, spelled)
    missing = [k for k in _keyword_names(data) if k.split(" ")[0].casefold() not in body.casefold()]
    return ((", ".join(missing) + "\n") if missing else "") + body


def stat_values(data: dict[str, Any], game: str | None, lang: str = "en") -> list[tuple[str, str, tuple[int, int, int]]]:
    """(label in ``lang``, value, colour) of each printed stat the card has."""
    out = []
    for key, _label, color in style.STATS.get(game or "", []):
        v = data.get(key)
        if v is not None and v != "":
            out.append((stat_label(game or "", key, lang), style.fmt(v), color))
    return out


def badge(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, text: str, fill, *, outline=(255, 255, 255), label: str = "", lang: str = "en") -> None:
    """A round badge with a number (and a tiny label above it)."""
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=max(1, int(r / 8)))
    size = int(r * (1.15 if len(text) <= 2 else 0.8 if len(text) <= 4 else 0.6))
    d.text((cx, cy + (r * 0.12 if label else 0)), text, font=font(size, True, lang), fill=style.readable_on(fill), anchor="mm")
    if label and r >= 12:
        d.text((cx, cy - r * 0.55), label, font=font(max(6, int(r * 0.38)), True, lang), fill=style.readable_on(fill), anchor="mm")


class _Recorder:
    """Draws text on a face and lists it (text, px size, needed) for the layout checks."""

    def __init__(self, d: ImageDraw.ImageDraw, lang: str) -> None:
        self.d, self.lang, self.texts = d, lang, []

    def fitted(self, box, text: str, *, max_size: int, min_size: int, needed: bool, **kw: Any):
        f = draw_fitted(self.d, box, text, max_size=max_size, min_size=min_size, lang=self.lang, **kw)
        self.texts += [TextRec(ln, f.size, needed, f.truncated) for ln in f.lines]
        return f

    def line(self, xy, text: str, width: float, *, size: int, min_size: int, needed: bool, **kw: Any) -> None:
        drawn = draw_line(self.d, xy, text, width, size=size, min_size=min_size, lang=self.lang, **kw)
        self.texts.append(TextRec(drawn[0], drawn[1], needed, drawn[0].endswith("…")))

    def badge(self, cx: float, cy: float, r: float, text: str, fill, **kw: Any) -> None:
        badge(self.d, cx, cy, r, text, fill, lang=self.lang, **kw)
        self.texts.append(TextRec(text, int(r * (1.15 if len(text) <= 2 else 0.8 if len(text) <= 4 else 0.6)), True))

    def stat_badges(self, x0: int, x1: int, bottom: int, stats: list[tuple[str, str, Any]], label_size: int, value_size: int) -> int:
        """Labelled rounded badges (name over value) along ``bottom``, wrapping into rows; returns the top."""
        gap = 4
        widths = [int(max(_width(lab, label_size, False, self.lang), _width(val, value_size, True, self.lang)) + 12) for lab, val, _c in stats]
        rows: list[list[int]] = [[]]
        x = 0
        for k, w in enumerate(widths):
            if rows[-1] and x + w > x1 - x0:
                rows.append([])
                x = 0
            rows[-1].append(k)
            x += w + gap
        bh = label_size + value_size + 10
        y = bottom - len(rows) * (bh + gap)
        top = y
        for row in rows:
            total = sum(widths[k] for k in row) + gap * (len(row) - 1)
            x = x0 + ((x1 - x0) - total) // 2
            for k in row:
                lab, val, col = stats[k]
                w = min(widths[k], x1 - x0)
                ink = style.readable_on(col)
                self.d.rounded_rectangle((x, y, x + w, y + bh), max(4, bh // 6), fill=col, outline=(255, 255, 255), width=max(1, bh // 30))
                self.line((x + w / 2, y + 3), lab, w - 6, size=label_size, min_size=label_size, needed=True, fill=ink, anchor="mt")
                self.line((x + w / 2, y + bh - 3), val, w - 6, size=value_size, min_size=label_size, needed=True, fill=ink, bold=True, anchor="mb")
                x += w + gap
            y += bh + gap
        return top


def generate_face(data: dict[str, Any], w: int, h: int, *, lang: str = "en", game: str | None = None, min_text: int = 0, tile: bool = False) -> Image.Image:
    """A readable stand-in for the card's art: frame colored by ink/color/faction, cost, name,
    subtitle, type line, stats, keywords and rules text (wrapped with kinsoku, shrunk to fit).

    ``min_text``: the smallest size for the card's name, cost and stats (a phone-readable hand).
    ``tile``: a board tile — frame, cost, name, subtitle and type line only; the board draws the
    live stats and states on it. The drawn texts are listed in ``im.info["texts"]``."""
    game = game or style.guess_game(data)
    im = Image.new("RGB", (w, h), (20, 20, 24))
    colors = style.frame_colors(data)
    s = min(w, h) / 300  # scale: 1.0 at a 300 px wide portrait card
    radius = max(3, int(14 * s))
    _frame(im, colors, radius)
    d = ImageDraw.Draw(im)
    rec = _Recorder(d, lang)
    im.info["texts"] = rec.texts
    pad = max(3, int(10 * s)) if not tile else 5
    inner = (pad, pad, w - pad, h - pad)
    d.rounded_rectangle(inner, max(2, radius - pad // 2), fill=(246, 242, 232))
    x0, y0, x1, y1 = inner
    # cost
    cost = data.get("cost")
    has_cost = cost is not None and cost != ""
    cost_r = max(8, int(26 * s), int(min_text / 1.15 + 1))
    name_left = x0 + 4
    name, sub = name_and_subtitle(data, lang)
    if tile:
        return _tile(im, rec, data, name, sub, has_cost, cost_r, colors, inner, lang, min_text)
    if has_cost:
        cx, cy = x0 + cost_r + 2, y0 + cost_r + 2
        rec.badge(cx, cy, cost_r, style.fmt(cost), colors[0], outline=(40, 40, 40))
        name_left = cx + cost_r + 4
    name_size = max(int(24 * s), min_text)
    name_h = max(10, int(2 * cost_r + 4), 2 * (int(name_size * 1.22) + 1) + 8 if min_text else 0)
    f = rec.fitted((name_left, y0 + 4, x1 - 4, y0 + name_h), name, max_size=name_size, min_size=max(8, min_text), needed=True, bold=True, fill=(20, 20, 20), valign="middle")
    y = y0 + max(name_h, len(f.lines) * f.line_height) + 4
    if sub:
        rec.line((x0 + 6, y), sub, x1 - x0 - 12, size=int(17 * s), min_size=7, needed=False, fill=(80, 80, 80))
        y += int(17 * s * 1.3)
    # "art" band: game title and the card's colors (no real art available)
    art_h = int((y1 - y) * (0.30 if not min_text else 0.16))
    band = (x0 + 4, y, x1 - 4, y + art_h)
    d.rectangle(band, fill=tuple(min(255, c + 60) for c in colors[0]))
    initial = (name or "?")[:1]
    d.text(((band[0] + band[2]) / 2, (band[1] + band[3]) / 2), initial, font=font(int(art_h * 0.7), True, lang), fill=colors[0], anchor="mm")
    y += art_h + 3
    # type line
    tl = _type_line(data, lang)
    if tl:
        rec.line((x0 + 6, y), tl, x1 - x0 - 12, size=int(16 * s), min_size=7, needed=False, fill=(90, 60, 40), bold=True)
        y += int(16 * s * 1.35)
    # stats row at the bottom
    stats = stat_values(data, game, lang)
    text = _keywords_and_text(data, lang)
    d.line((x0 + 6, y, x1 - 6, y), fill=(180, 170, 150), width=1)
    if min_text and stats:
        top = rec.stat_badges(x0 + 2, x1 - 2, y1 - 2, stats, min_text, int(min_text * 1.15))
        if text.strip():
            rec.fitted((x0 + 8, y + 4, x1 - 8, top - 4), text.strip(), max_size=int(17 * s), min_size=7, needed=False, fill=(25, 25, 25))
    else:
        stats_h = int(44 * s) if stats else 0
        if text.strip():
            rec.fitted((x0 + 8, y + 4, x1 - 8, y1 - stats_h - 4), text.strip(), max_size=int(17 * s), min_size=7, needed=False, fill=(25, 25, 25))
        if stats:
            r = stats_h / 2 - 1
            n = len(stats)
            for i, (label, val, col) in enumerate(stats):
                cx = x0 + (x1 - x0) * (i + 0.5) / n
                rec.badge(cx, y1 - r - 2, r, val, col, label=label)
    # set / number footer
    foot = " ".join(style.fmt(data.get(k)) for k in ("set", "number", "rarity") if data.get(k))
    if foot and pad >= 6:
        d.text((w / 2, h - pad / 2), foot, font=font(max(6, int(pad * 0.8))), fill=style.readable_on(colors[-1]), anchor="mm")
    return im


def _tile(im: Image.Image, rec: _Recorder, data: dict[str, Any], name: str, sub: str, has_cost: bool, cost_r: int,
          colors: list[tuple[int, int, int]], inner: tuple[int, int, int, int], lang: str, min_text: int) -> Image.Image:
    """A board tile: cost badge and type line on top, the name on up to three lines under them,
    then the subtitle. The bottom part is left to the board's live stats and states."""
    x0, y0, x1, y1 = inner
    size = max(min_text, 12)
    top = y0 + 3
    if has_cost:
        cx, cy = x0 + cost_r + 2, y0 + cost_r + 2
        rec.badge(cx, cy, cost_r, style.fmt(data.get("cost")), colors[0], outline=(40, 40, 40))
        tl = _type_line(data, lang)
        if tl:
            rec.line((cx + cost_r + 6, cy), tl, x1 - cx - cost_r - 10, size=max(12, int(size * 0.7)), min_size=10, needed=False, fill=(90, 60, 40), anchor="lm")
        top = y0 + 2 * cost_r + 6
    lh = int(size * 1.22) + 1
    f = rec.fitted((x0 + 5, top, x1 - 4, top + 3 * lh), name, max_size=size + 2, min_size=size, needed=True, bold=True, fill=(20, 20, 20))
    y = top + len(f.lines) * f.line_height
    im.info["name_bottom"] = y
    if sub and y + size < y1:
        rec.line((x0 + 5, y), sub, x1 - x0 - 9, size=max(12, int(size * 0.8)), min_size=10, needed=False, fill=(80, 80, 80))
    return im


def generate_back(game: str | None, w: int, h: int) -> Image.Image:
    """A card back in the game's colors with its title."""
    th = style.theme(game)
    im = Image.new("RGB", (w, h), (15, 15, 18))
    d = ImageDraw.Draw(im)
    s = min(w, h) / 300
    radius = max(3, int(14 * s))
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=th["back"], outline=th["accent"], width=max(1, int(6 * s)))
    cx, cy = w / 2, h / 2
    r = min(w, h) * 0.32
    accent = th["accent"]
    if game == "lorcana":
        for k in (1.0, 0.8):
            d.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), outline=accent, width=max(1, int(4 * s)))
    elif game == "onepiece":
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], outline=accent, width=max(1, int(5 * s)))
    elif game == "mlp":
        for i in range(5):
            import math

            a = math.pi / 2 + i * 2 * math.pi / 5
            px, py = cx + r * 0.6 * math.cos(a), cy - r * 0.6 * math.sin(a)
            d.ellipse((px - r * 0.3, py - r * 0.3, px + r * 0.3, py + r * 0.3), outline=accent, width=max(1, int(3 * s)))
    else:
        d.rectangle((cx - r, cy - r, cx + r, cy + r), outline=accent, width=max(1, int(5 * s)))
    title = th["title"] or "TCG"
    if h >= 60:
        draw_fitted(d, (int(w * 0.12), int(cy - r * 0.5), int(w * 0.88), int(cy + r * 0.5)), title, max_size=max(7, int(28 * s)), min_size=5, bold=True, fill=accent, align="center", valign="middle")
    return im


def card_key(data: dict[str, Any]) -> str:
    """A stable cache key for card data without an id."""
    cid = data.get("id") or data.get("card_id")
    if cid:
        return str(cid)
    return "anon-" + hashlib.md5(repr(sorted((k, repr(v)) for k, v in data.items())).encode()).hexdigest()
