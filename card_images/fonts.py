"""Finding the fonts: Noto Sans CJK (Japanese, Simplified Chinese and English in one file).

The project's set-up installs Debian's ``fonts-noto-cjk``. The font is found by path; if it is
absent we fall back to DejaVu Sans (Latin only) or Pillow's built-in font and warn once, loudly.
"""

from __future__ import annotations

import functools
import logging
import os

from PIL import ImageFont

log = logging.getLogger(__name__)

CJK_DIRS = (
    "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/noto-cjk",
    "/usr/share/fonts/google-noto-cjk",
    "/usr/local/share/fonts",
    os.path.expanduser("~/.local/share/fonts"),
)
CJK_FILES = {False: "NotoSansCJK-Regular.ttc", True: "NotoSansCJK-Bold.ttc"}
# Face index inside the .ttc collection for each language (0 JP, 1 KR, 2 SC, 3 TC, 4 HK).
TTC_INDEX = {"ja": 0, "en": 0, "ko": 1, "zh": 2, "zh-hans": 2, "zh-cn": 2, "zh-hant": 3, "zh-tw": 3}
FALLBACKS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
)


@functools.cache
def cjk_font_path(bold: bool = False) -> str | None:
    """Path of the Noto Sans CJK collection, or None if it is not installed."""
    env = os.environ.get("CARD_FONT_PATH")
    if env and os.path.exists(env) and not bold:
        return env
    for d in CJK_DIRS:
        for name in (CJK_FILES[bold], CJK_FILES[False]):
            path = os.path.join(d, name)
            if os.path.exists(path):
                return path
    return None


@functools.cache
def _warn_missing() -> None:
    log.warning(
        "Noto Sans CJK not found (looked for %s in %s): Japanese and Chinese text will render as "
        "missing-glyph boxes. Install the Debian package fonts-noto-cjk (or set CARD_FONT_PATH).",
        CJK_FILES[False],
        ", ".join(CJK_DIRS),
    )


def has_cjk_font() -> bool:
    return cjk_font_path() is not None


@functools.lru_cache(maxsize=256)
def font(size: int, bold: bool = False, lang: str = "en") -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font of ``size`` px for ``lang`` (cached)."""
    size = max(6, int(size))
    path = cjk_font_path(bold)
    if path:
        index = TTC_INDEX.get(lang.lower(), 0) if path.endswith(".ttc") else 0
        return ImageFont.truetype(path, size, index=index, layout_engine=ImageFont.Layout.BASIC)
    _warn_missing()
    for fb in FALLBACKS[::-1] if bold else FALLBACKS:
        if os.path.exists(fb):
            return ImageFont.truetype(fb, size, layout_engine=ImageFont.Layout.BASIC)
    return ImageFont.load_default(size)
