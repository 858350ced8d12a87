"""Colors, game detection and the card-data accessors shared by faces and boards."""

from __future__ import annotations

import functools
import hashlib
from typing import Any

CARD_RATIO = 88 / 63  # height / width of a standard card

# frame colors by ink / color / faction (keys lower-case, several languages)
COLORS: dict[str, tuple[int, int, int]] = {
    # Lorcana inks
    "amber": (236, 170, 40), "アンバー": (236, 170, 40), "琥珀": (236, 170, 40),
    "amethyst": (128, 60, 150), "アメジスト": (128, 60, 150), "紫晶": (128, 60, 150),
    "emerald": (40, 140, 70), "エメラルド": (40, 140, 70), "翡翠": (40, 140, 70),
    "ruby": (190, 30, 50), "ルビー": (190, 30, 50), "红宝石": (190, 30, 50),
    "sapphire": (30, 110, 190), "サファイア": (30, 110, 190), "蓝宝石": (30, 110, 190),
    "steel": (120, 130, 140), "スティール": (120, 130, 140), "钢铁": (120, 130, 140),
    # ONE PIECE colors
    "red": (200, 40, 40), "赤": (200, 40, 40), "红": (200, 40, 40),
    "green": (30, 150, 80), "緑": (30, 150, 80), "绿": (30, 150, 80),
    "blue": (30, 90, 190), "青": (30, 90, 190), "蓝": (30, 90, 190),
    "purple": (120, 50, 160), "紫": (120, 50, 160),
    "black": (50, 50, 55), "黒": (50, 50, 55), "黑": (50, 50, 55),
    "yellow": (220, 190, 30), "黄": (220, 190, 30),
    # MLP / generic
    "pink": (230, 110, 170), "ピンク": (230, 110, 170), "粉": (230, 110, 170),
    "orange": (240, 130, 30), "オレンジ": (240, 130, 30), "橙": (240, 130, 30),
    "white": (225, 225, 230), "白": (225, 225, 230),
    "rainbow": (150, 110, 200),
    # WoW factions / classes
    "alliance": (40, 80, 170), "アライアンス": (40, 80, 170),
    "horde": (160, 30, 30), "ホード": (160, 30, 30),
    "neutral": (130, 110, 80), "ニュートラル": (130, 110, 80),
    "druid": (230, 120, 20), "hunter": (120, 170, 80), "mage": (60, 160, 220), "paladin": (230, 130, 170),
    "priest": (200, 200, 200), "rogue": (220, 200, 60), "shaman": (0, 110, 200), "warlock": (130, 110, 190),
    "warrior": (170, 130, 90), "death knight": (170, 30, 50),
}

GAME_THEME: dict[str, dict[str, Any]] = {
    "lorcana": {"title": "Disney Lorcana", "back": (52, 34, 70), "accent": (214, 170, 80), "table": (28, 30, 46)},
    "onepiece": {"title": "ONE PIECE CARD GAME", "back": (20, 40, 90), "accent": (220, 60, 50), "table": (22, 34, 48)},
    "mlp": {"title": "My Little Pony TCG", "back": (150, 70, 160), "accent": (250, 200, 230), "table": (40, 28, 50)},
    "wow": {"title": "World of Warcraft TCG", "back": (60, 40, 25), "accent": (230, 180, 60), "table": (30, 26, 22)},
}
DEFAULT_THEME = {"title": "", "back": (50, 50, 60), "accent": (200, 200, 210), "table": (30, 32, 38)}


def theme(game: str | None) -> dict[str, Any]:
    return GAME_THEME.get(game or "", DEFAULT_THEME)


def guess_game(data: dict[str, Any]) -> str | None:
    """Which game a card's data belongs to, from its game-specific keys."""
    g = data.get("game")
    if isinstance(g, str) and g in GAME_THEME:
        return g
    keys = set(data)
    if keys & {"willpower", "strength", "lore", "inkable", "move_cost"}:
        return "lorcana"
    if keys & {"harmony", "inspiration"}:
        return "mlp"
    if keys & {"atk", "strike_cost", "defense", "health"}:
        return "wow"
    if keys & {"power", "counter", "attribute", "life"}:
        return "onepiece"
    return None


def color_of(name: Any) -> tuple[int, int, int]:
    key = str(name).strip().lower()
    if key in COLORS:
        return COLORS[key]
    h = hashlib.md5(key.encode()).digest()
    return (60 + h[0] % 150, 60 + h[1] % 150, 60 + h[2] % 150)


def frame_colors(data: dict[str, Any]) -> list[tuple[int, int, int]]:
    cols = data.get("colors") or data.get("color") or data.get("ink") or data.get("faction") or data.get("class")
    if isinstance(cols, str):
        cols = [c for c in cols.replace("/", " ").split() if c] if cols.lower() not in COLORS else [cols]
    if not cols:
        return [(110, 110, 120)]
    return [color_of(c) for c in cols][:3]


def readable_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = rgb
    return (20, 20, 20) if (r * 299 + g * 587 + b * 114) / 1000 > 150 else (250, 250, 250)


def localized(data: dict[str, Any], key: str, lang: str) -> str:
    """``data[key]`` in ``lang`` if the card has a translation (i18n), else the default. Traditional
    Chinese (``zh-TW``) uses a ``zh-TW`` translation, else the Simplified one converted."""
    i18n = data.get("i18n") or {}
    tr = i18n.get(lang) or {}
    if not tr and lang == "zh-TW" and i18n.get("zh"):
        tr = {k: traditional(v) if isinstance(v, str) else v for k, v in i18n["zh"].items()}
    if key == "full_name":
        val = tr.get("full_name") or tr.get("name")
        return str(val if val else data.get("full_name") or data.get("name") or "?")
    val = tr.get(key)
    if val:
        return str(val)
    v = data.get(key)
    return "" if v is None else str(v)


def fmt(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v)


# game stats shown on faces and on the board: (key, label, color)
STATS: dict[str, list[tuple[str, str, tuple[int, int, int]]]] = {
    "lorcana": [("strength", "STR", (200, 60, 40)), ("willpower", "WP", (50, 110, 200)), ("lore", "LORE", (150, 110, 30)), ("move_cost", "MOVE", (90, 120, 90))],
    "onepiece": [("power", "POW", (200, 40, 40)), ("counter", "CTR", (220, 150, 30)), ("life", "LIFE", (210, 50, 90))],
    "mlp": [("harmony", "HAR", (210, 90, 170)), ("inspiration", "INS", (80, 150, 220))],
    "wow": [("atk", "ATK", (210, 150, 30)), ("health", "HP", (190, 40, 40)), ("defense", "DEF", (90, 110, 140)), ("strike_cost", "SC", (120, 80, 160))],
}


@functools.cache
def _to_traditional() -> Any:
    import opencc  # pinned in pyproject.toml (the bot's zh-TW messages use it too)

    return opencc.OpenCC("s2twp")


@functools.lru_cache(maxsize=4096)
def traditional(text: str) -> str:
    """Simplified Chinese ``text`` in Traditional Chinese as written in Taiwan (OpenCC s2twp)."""
    return _to_traditional().convert(text) if text else text
