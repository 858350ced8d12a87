"""The downloader against a local HTTP server (no internet): resumable, bounded, failures listed."""

from __future__ import annotations

import io

from aiohttp import web
from PIL import Image

from card_images.download import download_images
from engine.core.cards import CardRecord


def png_bytes() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (10, 14), (1, 2, 3)).save(buf, "PNG")
    return buf.getvalue()


async def test_download_resumable_with_failures(tmp_path):
    hits: list[str] = []

    async def image(request):
        hits.append(request.match_info["name"])
        return web.Response(body=png_bytes(), content_type="image/png")

    async def missing(request):
        return web.Response(status=404)

    async def garbage(request):
        return web.Response(body=b"not an image", content_type="image/png")

    app = web.Application()
    app.router.add_get("/img/{name}", image)
    app.router.add_get("/missing/{name}", missing)
    app.router.add_get("/garbage", garbage)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    try:
        cards = [CardRecord(f"OP01-{k:03d}", {"image_url": f"{base}/img/{k}.png"}) for k in range(12)]
        cards.append(CardRecord("bad-1", {"image_url": f"{base}/missing/x.png"}))
        cards.append(CardRecord("bad-2", {"image_url": f"{base}/garbage"}))
        cards.append(CardRecord("no-url", {}))
        lines: list[str] = []
        rep = await download_images("onepiece", cards, str(tmp_path), concurrency=3, progress=lines.append)
        assert rep.downloaded == 12 and rep.no_url == 1
        assert [cid for cid, _ in rep.failed] == ["bad-1", "bad-2"]
        assert "HTTP 404" in rep.failed[0][1]
        assert (tmp_path / "onepiece" / "OP01-000.png").exists()
        assert not list((tmp_path / "onepiece").glob("*.part"))
        assert lines and "failed" in lines[-1]
        # second run: everything present is skipped, only the failures are retried
        hits.clear()
        rep2 = await download_images("onepiece", cards, str(tmp_path), concurrency=3, progress=None)
        assert rep2.skipped == 12 and rep2.downloaded == 0 and hits == []
    finally:
        await runner.cleanup()
