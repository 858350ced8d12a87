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
from .text import draw_fitted, draw_line

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
    def face(self, card_id: str, data: dict[str, Any], w: int, h: int, *, lang: str = "en", game: str | None = None, rotate: int = 0) -> Image.Image:
        """The face of a card at w×h (before rotation), rotated by ``rotate`` degrees (90 = exerted)."""
        game = game or style.guess_game(data)
        if rotate:
            return self.cache.get_or_make(
                ("face", card_id, w, h, lang, game, rotate),
                lambda: self.face(card_id, data, w, h, lang=lang, game=game).rotate(rotate, expand=True),
            )

        def make() -> Image.Image:
            path = self.art_path(card_id, game)
            if path:
                im = self._load_art(path, w, h)
                if im is not None:
                    return im
            return generate_face(data, w, h, lang=lang, game=game)

        return self.cache.get_or_make(("face", card_id, w, h, lang, game, 0), make)

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
    for symbol, word in SYMBOL_WORDS.items():
        body = body.replace(symbol, word)
    missing = [k for k in _keyword_names(data) if k.split(" ")[0].casefold() not in body.casefold()]
    return ((", ".join(missing) + "\n") if missing else "") + body


def stat_values(data: dict[str, Any], game: str | None) -> list[tuple[str, str, tuple[int, int, int]]]:
    out = []
    for key, label, color in style.STATS.get(game or "", []):
        v = data.get(key)
        if v is not None and v != "":
            out.append((label, style.fmt(v), color))
    return out


def badge(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, text: str, fill, *, outline=(255, 255, 255), label: str = "", lang: str = "en") -> None:
    """A round badge with a number (and a tiny label above it)."""
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=max(1, int(r / 8)))
    size = int(r * (1.15 if len(text) <= 2 else 0.8 if len(text) <= 4 else 0.6))
    d.text((cx, cy + (r * 0.12 if label else 0)), text, font=font(size, True, lang), fill=style.readable_on(fill), anchor="mm")
    if label and r >= 12:
        d.text((cx, cy - r * 0.55), label, font=font(max(6, int(r * 0.38)), True), fill=style.readable_on(fill), anchor="mm")


def generate_face(data: dict[str, Any], w: int, h: int, *, lang: str = "en", game: str | None = None) -> Image.Image:
    """A readable stand-in for the card's art: frame colored by ink/color/faction, cost, name,
    subtitle, type line, stats, keywords and rules text (wrapped with kinsoku, shrunk to fit)."""
    game = game or style.guess_game(data)
    im = Image.new("RGB", (w, h), (20, 20, 24))
    colors = style.frame_colors(data)
    s = min(w, h) / 300  # scale: 1.0 at a 300 px wide portrait card
    radius = max(3, int(14 * s))
    _frame(im, colors, radius)
    d = ImageDraw.Draw(im)
    pad = max(3, int(10 * s))
    inner = (pad, pad, w - pad, h - pad)
    d.rounded_rectangle(inner, max(2, radius - pad // 2), fill=(246, 242, 232))
    x0, y0, x1, y1 = inner
    # cost
    cost = data.get("cost")
    cost_r = max(8, int(26 * s))
    name_left = x0 + 4
    if cost is not None and cost != "":
        cx, cy = x0 + cost_r + 2, y0 + cost_r + 2
        badge(d, cx, cy, cost_r, style.fmt(cost), colors[0], outline=(40, 40, 40), lang=lang)
        name_left = cx + cost_r + 4
    # name + subtitle
    name = style.localized(data, "name", lang) or style.localized(data, "full_name", lang)
    sub = _subtitle(data, lang)
    name_h = max(10, int(2 * cost_r + 4))
    compact = h < 230
    if compact:
        # board thumbnail: big name, subtitle, type line; the board draws the live stats on top
        top = y0 + 2 * cost_r + 4 if cost is not None and cost != "" else y0 + 3
        if w > h:  # landscape (locations)
            top, left = y0 + 3, name_left
        else:
            left = x0 + 3
        # landscape (an exerted card or a location): the name keeps to the top half, the board
        # draws stats and state tags on the bottom half
        box = (left, top, x1 - 3, y0 + int((y1 - y0) * (0.46 if w > h else 0.62)))
        f = draw_fitted(d, box, name, max_size=max(9, int(min(w, h) * 0.17)), min_size=7, bold=True, lang=lang, fill=(20, 20, 20))
        ty = top + len(f.lines) * f.line_height + 1
        if sub and ty < y1 - 8:
            fs = max(7, int(f.size * 0.7))
            draw_line(d, (left, ty), sub, x1 - left - 3, size=fs, min_size=6, lang=lang, fill=(70, 70, 70))
            ty += int(fs * 1.25)
        tl = _type_line(data, lang)
        if tl and ty < y1 - 8:
            draw_line(d, (left, ty), tl, x1 - left - 3, size=max(7, int(min(w, h) * 0.09)), min_size=6, lang=lang, fill=(90, 60, 40))
        return im
    f = draw_fitted(d, (name_left, y0 + 4, x1 - 4, y0 + name_h), name, max_size=int(24 * s), min_size=8, bold=True, lang=lang, fill=(20, 20, 20), valign="middle")
    y = y0 + max(name_h, len(f.lines) * f.line_height) + 4
    if sub:
        draw_line(d, (x0 + 6, y), sub, x1 - x0 - 12, size=int(17 * s), min_size=7, lang=lang, fill=(80, 80, 80))
        y += int(17 * s * 1.3)
    # "art" band: game title and the card's colors (no real art available)
    art_h = int((y1 - y) * 0.30)
    band = (x0 + 4, y, x1 - 4, y + art_h)
    d.rectangle(band, fill=tuple(min(255, c + 60) for c in colors[0]))
    initial = (name or "?")[:1]
    d.text(((band[0] + band[2]) / 2, (band[1] + band[3]) / 2), initial, font=font(int(art_h * 0.7), True, lang), fill=colors[0], anchor="mm")
    y += art_h + 3
    # type line
    tl = _type_line(data, lang)
    if tl:
        draw_line(d, (x0 + 6, y), tl, x1 - x0 - 12, size=int(16 * s), min_size=7, lang=lang, fill=(90, 60, 40), bold=True)
        y += int(16 * s * 1.35)
    # stats row at the bottom
    stats = stat_values(data, game)
    stats_h = int(44 * s) if stats else 0
    # keywords + rules text
    text = _keywords_and_text(data, lang)
    d.line((x0 + 6, y, x1 - 6, y), fill=(180, 170, 150), width=1)
    if text.strip():
        draw_fitted(d, (x0 + 8, y + 4, x1 - 8, y1 - stats_h - 4), text.strip(), max_size=int(17 * s), min_size=7, lang=lang, fill=(25, 25, 25))
    if stats:
        r = stats_h / 2 - 1
        n = len(stats)
        for i, (label, val, col) in enumerate(stats):
            cx = x0 + (x1 - x0) * (i + 0.5) / n
            badge(d, cx, y1 - r - 2, r, val, col, label=label, lang=lang)
    # set / number footer
    foot = " ".join(style.fmt(data.get(k)) for k in ("set", "number", "rarity") if data.get(k))
    if foot and pad >= 6:
        d.text((w / 2, h - pad / 2), foot, font=font(max(6, int(pad * 0.8))), fill=style.readable_on(colors[-1]), anchor="mm")
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
