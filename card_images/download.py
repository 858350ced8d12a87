"""Download card art named by the imported card data (``image_url``) into ``image_dir``.

Files land in ``<image_dir>/<game>/<card id>.<ext>`` (see ``faces.image_filename``), which is where
:class:`card_images.CardFaces` looks. Resumable: a card whose file exists is skipped; files are
written to ``.part`` and renamed only when complete. Concurrency is bounded; failures are listed
at the end rather than stopping the run — except when the network itself is unreachable: the first
image is fetched alone, and a connection failure there (or a run of them later, with nothing
fetched in between) stops the run at once with :class:`Unreachable` and the reason.
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from .faces import IMAGE_EXTS, image_filename

CONTENT_TYPES = {
    "image/avif": ".avif",
    "image/webp": ".webp",
    "image/png": ".png",
    "image/jpeg": ".jpg",
    "image/jpg": ".jpg",
}


UNREACHABLE_RUN = 10
"""Consecutive connection failures (no HTTP answer at all) after which the run stops."""
CONNECT_TIMEOUT = 10.0


class Unreachable(OSError):
    """The image host cannot be reached (offline, DNS, refused): nothing more is tried."""


@dataclass
class DownloadReport:
    total: int = 0
    downloaded: int = 0
    skipped: int = 0  # already on disk
    no_url: int = 0  # card data without an image_url
    failed: list[tuple[str, str]] = field(default_factory=list)  # (card id, reason)

    def summary(self) -> str:
        lines = [
            f"{self.total} cards: {self.downloaded} downloaded, {self.skipped} already present, "
            f"{self.no_url} without an image URL, {len(self.failed)} failed"
        ]
        lines += [f"  FAILED {cid}: {why}" for cid, why in self.failed]
        return "\n".join(lines)


def existing(directory: str, stem: str) -> str | None:
    for ext in IMAGE_EXTS:
        path = os.path.join(directory, stem + ext)
        if os.path.exists(path) and os.path.getsize(path) > 0:
            return path
    return None


def _ext(url: str, content_type: str | None) -> str:
    ct = (content_type or "").split(";")[0].strip().lower()
    if ct in CONTENT_TYPES:
        return CONTENT_TYPES[ct]
    suffix = os.path.splitext(urlparse(url).path)[1].lower()
    return ".jpg" if suffix == ".jpeg" else suffix if suffix in IMAGE_EXTS else ".png"


def _check_image(body: bytes) -> str | None:
    """None if Pillow can read the image header, else the reason."""
    from PIL import Image

    try:
        with Image.open(io.BytesIO(body)) as im:
            im.size  # noqa: B018
        return None
    except Exception as exc:
        return f"not a readable image ({exc.__class__.__name__})"


async def download_images(
    game: str,
    cards: list[Any],
    image_dir: str,
    concurrency: int = 8,
    progress: Callable[[str], Any] | None = print,
    *,
    retries: int = 2,
    timeout: float = 30.0,
    tick: Callable[[int, int], Any] | None = None,
) -> DownloadReport:
    """Fetch every card's ``image_url`` (CardRecord or plain dicts with an ``id``). ``progress``
    gets a line every 5 %, ``tick(done, total)`` every image (a progress bar). Raises
    :class:`Unreachable` when the host cannot be reached at all."""
    import aiohttp

    directory = os.path.join(image_dir, game)
    os.makedirs(directory, exist_ok=True)
    report = DownloadReport(total=len(cards))
    todo: list[tuple[str, str]] = []
    seen: set[str] = set()
    for rec in cards:
        data = getattr(rec, "data", rec) or {}
        cid = str(getattr(rec, "id", None) or data.get("id"))
        url = data.get("image_url")
        if not url:
            report.no_url += 1
            continue
        stem = image_filename(cid)
        if stem in seen or existing(directory, stem):
            report.skipped += 1
            continue
        seen.add(stem)
        todo.append((cid, url))
    say = progress or (lambda _m: None)
    say(f"{game}: {len(todo)} images to fetch ({report.skipped} already present, {report.no_url} without URL)")
    sem = asyncio.Semaphore(max(1, concurrency))
    done = 0
    step = max(1, len(todo) // 20)
    unanswered = 0  # consecutive connection failures
    stop: list[str] = []

    async def one(session: aiohttp.ClientSession, cid: str, url: str, first: bool = False) -> None:
        nonlocal done, unanswered
        reason = "unknown error"
        async with sem:
            for attempt in range(retries + 1):
                if stop:
                    return
                try:
                    async with session.get(url) as resp:
                        if resp.status != 200:
                            reason = f"HTTP {resp.status}"
                            if resp.status < 500 and resp.status != 429:
                                break
                        else:
                            body = await resp.read()
                            bad = _check_image(body)
                            if bad:
                                reason = bad
                                break
                            stem = image_filename(cid)
                            final = os.path.join(directory, stem + _ext(url, resp.headers.get("Content-Type")))
                            tmp = final + ".part"
                            with open(tmp, "wb") as fh:
                                fh.write(body)
                            os.replace(tmp, final)
                            report.downloaded += 1
                            reason = ""
                            break
                    unanswered = 0
                except (aiohttp.ClientConnectionError, TimeoutError, OSError) as exc:
                    reason = f"{exc.__class__.__name__}: {exc}"[:200]
                    if not isinstance(exc, aiohttp.ServerDisconnectedError):
                        unanswered += 1
                        if first or unanswered >= UNREACHABLE_RUN:
                            stop.append(f"network unreachable: {reason} ({urlparse(url).netloc})")
                            return
                except aiohttp.ClientError as exc:
                    reason = f"{exc.__class__.__name__}: {exc}"[:200]
                await asyncio.sleep(0.5 * 2**attempt)
        if reason:
            report.failed.append((cid, f"{reason} ({url})"))
        done += 1
        if tick is not None:
            tick(done, len(todo))
        if progress is not None and (done % step == 0 or done == len(todo)):
            say(f"{game}: {done}/{len(todo)} ({report.downloaded} ok, {len(report.failed)} failed)")

    if todo:
        connector = aiohttp.TCPConnector(limit=max(1, concurrency))
        async with aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=timeout, connect=min(timeout, CONNECT_TIMEOUT)),
            headers={"User-Agent": "tcg-host-bot card image fetcher"},
        ) as session:
            # the first image alone: offline, the run ends here with the reason
            await one(session, *todo[0], first=True)
            if not stop:
                await asyncio.gather(*(one(session, cid, url) for cid, url in todo[1:]))
        if stop:
            raise Unreachable(stop[0])
    report.failed.sort()
    say(report.summary())
    return report
