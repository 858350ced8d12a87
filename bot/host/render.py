"""Images for the match thread, made only from a player's view or the public view, off the event loop.

Uses the project renderer (``card_images``) when it is installed; until then a plain text-on-image
fallback built from the same view, so the host works end to end either way.
"""

from __future__ import annotations

import asyncio
import io
import logging
from functools import partial
from typing import Any

log = logging.getLogger(__name__)


def _real_renderer() -> Any | None:
    try:
        import card_images
    except ImportError:
        return None
    for where in (card_images, getattr(card_images, "render", None)):
        if where is not None and all(hasattr(where, n) for n in ("render_board", "render_hand", "CardFaces")):
            return where
    try:
        from card_images import render as where  # type: ignore[attr-defined]
    except ImportError:
        return None
    return where if hasattr(where, "render_board") else None


class Renderer:
    """Board, hand and card images as PNG bytes. Every method runs the drawing in a worker thread."""

    def __init__(self, image_dir: str, cache_size: int = 256, *, use_real: bool = True) -> None:
        self._lib = _real_renderer() if use_real else None
        self._faces = None
        if self._lib is not None:
            try:
                self._faces = self._lib.CardFaces(image_dir, cache_size)
            except Exception:  # a renderer that cannot start must not stop the bot
                log.exception("card renderer unavailable; using the text fallback")
                self._lib = None

    @property
    def real(self) -> bool:
        return self._lib is not None

    async def board(self, view: dict[str, Any], lang: str = "en", highlight: dict[str, Any] | None = None) -> bytes:
        if view.get("viewer") is not None:
            raise ValueError("the board image is made from the public view only")
        if self._lib is not None:
            return await asyncio.to_thread(partial(self._lib.render_board, view, self._faces, highlight=highlight,
                                                   lang=lang))
        return await asyncio.to_thread(fallback_image, view, "board")

    async def hand(self, view: dict[str, Any], viewer: int, lang: str = "en") -> bytes:
        if view.get("viewer") != viewer:
            raise ValueError("a hand image is made from its owner's view only")
        if self._lib is not None:
            return await asyncio.to_thread(partial(self._lib.render_hand, view, viewer, self._faces, lang=lang))
        return await asyncio.to_thread(fallback_image, view, "hand")

    async def card(self, card_data: dict[str, Any], lang: str = "en", game: str | None = None) -> bytes | None:
        if self._lib is not None and hasattr(self._lib, "render_card"):
            return await asyncio.to_thread(partial(self._lib.render_card, card_data, self._faces, lang=lang, game=game))
        return None


def attachment_name(stem: str, data: bytes) -> str:
    """``stem.png`` or ``stem.webp`` (the renderer switches to WebP for very large boards)."""
    return f"{stem}.webp" if data[8:12] == b"WEBP" else f"{stem}.png"


def card_name(card: dict[str, Any], lang: str = "en") -> str:
    """The card's name in ``lang`` (Traditional Chinese converted from the Simplified name), else its
    own name, else any."""
    names = card.get("names") or {}
    local = names.get(lang)
    if not local and lang == "zh-TW" and names.get("zh"):
        from bot.i18n import to_traditional

        local = to_traditional(str(names["zh"]))
    return str(local or card.get("name") or names.get("en") or next(iter(names.values()), "") or card.get("id", "?"))


def fallback_image(view: dict[str, Any], kind: str) -> bytes:
    """A readable PNG listing the zones of ``view`` (nothing the view does not contain)."""
    from PIL import Image, ImageDraw, ImageFont

    lines = describe_view(view, kind)
    font = ImageFont.load_default()
    height = 16 * len(lines) + 20
    img = Image.new("RGB", (640, max(height, 60)), (24, 28, 36))
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((10, 10 + 16 * i), line.encode("ascii", "replace").decode(), fill=(230, 230, 230), font=font)
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def describe_view(view: dict[str, Any], kind: str) -> list[str]:
    cards = view.get("cards", {})
    viewer = view.get("viewer")
    lines = [f"{view.get('game', '')} - turn {view.get('turn', 0)}"]
    for seat, player in enumerate(view.get("players", [])):
        if kind == "hand" and seat != viewer:
            continue
        lines.append(f"P{seat + 1} {player.get('name', '')}")
        for zone, entries in player.get("zones", {}).items():
            if kind == "hand" and zone != "hand":
                continue
            names = [card_name(cards[e["card_id"]]) if e.get("card_id") in cards else "?" for e in entries
                     if isinstance(e, dict)]
            shown = ", ".join(n for n in names if n != "?")
            lines.append(f"  {zone} ({len(entries)}): {shown}"[:100])
    return lines
