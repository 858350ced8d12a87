"""A fast PNG encoder for boards: unfiltered rows, low zlib effort, compressed in bands.

The image is cut into bands of ``BAND_ROWS`` rows, each deflated on its own (a fresh raw-deflate
stream ended by a sync flush, so the pieces concatenate into one valid zlib stream, as pigz does).
Two things follow:

* bands are compressed in parallel (zlib releases the GIL), and
* compressed bands are cached by their content: consecutive renders of a match share most of the
  board (the other panel, the piles, the frames), so only the bands that changed are compressed.

A band's cache key is its length and Python's 64-bit hash of its pixels; the adler-32 checksum of
the whole stream is combined from the bands' checksums, so a cached band is never read again.
"""

from __future__ import annotations

import os
import struct
import threading
import zlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

BAND_ROWS = 16
LEVEL = 2
CACHE_BYTES = 24_000_000  # compressed bytes kept (about 150 boards of generated faces)
_ADLER_BASE = 65521


def _adler_combine(a1: int, a2: int, len2: int) -> int:
    """adler32(A + B) from adler32(A), adler32(B) and len(B) (zlib's adler32_combine)."""
    rem = len2 % _ADLER_BASE
    s1 = a1 & 0xFFFF
    s2 = (rem * s1) % _ADLER_BASE
    s1 = (s1 + (a2 & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    s2 = (s2 + (a1 >> 16) + (a2 >> 16) + _ADLER_BASE - rem) % _ADLER_BASE
    return (s2 << 16) | s1


class _BandCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._data: OrderedDict[tuple[int, int], tuple[bytes, int]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: tuple[int, int]) -> tuple[bytes, int] | None:
        with self._lock:
            v = self._data.get(key)
            if v is not None:
                self._data.move_to_end(key)
                self.hits += 1
            else:
                self.misses += 1
            return v

    def put(self, key: tuple[int, int], value: tuple[bytes, int]) -> None:
        with self._lock:
            if key in self._data:
                return
            self._data[key] = value
            self.bytes += len(value[0])
            while self.bytes > self.max_bytes and self._data:
                _k, (old, _a) = self._data.popitem(last=False)
                self.bytes -= len(old)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self.bytes = 0


BANDS = _BandCache(CACHE_BYTES)
_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor | None:
    global _POOL
    workers = min(4, os.cpu_count() or 1)
    if workers < 2:
        return None
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="png-band")
        return _POOL


def _deflate(raw: memoryview, stride: int, level: int) -> tuple[bytes, int]:
    """One band: rows prefixed with filter type 0, deflated (sync-flushed), and its adler-32."""
    rows = b"".join(b"\x00" + raw[i : i + stride] for i in range(0, len(raw), stride))
    c = zlib.compressobj(level, zlib.DEFLATED, -15)
    return c.compress(rows) + c.flush(zlib.Z_SYNC_FLUSH), zlib.adler32(rows)


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def encode_png(im: Image.Image, *, level: int = LEVEL, cache: bool = True, parallel: bool = True) -> bytes:
    """PNG bytes of an RGB image (filter None on every row, zlib ``level``)."""
    im = im.convert("RGB") if im.mode != "RGB" else im
    w, h = im.size
    stride = w * 3
    raw = memoryview(im.tobytes())
    step = stride * BAND_ROWS
    spans = [raw[i : i + step] for i in range(0, len(raw), step)]
    parts: list[tuple[bytes, int] | None] = []
    keys: list[tuple[int, int]] = []
    for band in spans:
        key = (len(band), hash(band))
        keys.append(key)
        parts.append(BANDS.get(key) if cache else None)
    todo = [k for k, p in enumerate(parts) if p is None]
    pool = _pool() if parallel and len(todo) > 2 else None
    if pool is not None:
        for k, res in zip(todo, pool.map(lambda k: _deflate(spans[k], stride, level), todo), strict=True):
            parts[k] = res
    else:
        for k in todo:
            parts[k] = _deflate(spans[k], stride, level)
    if cache:
        for k in todo:
            BANDS.put(keys[k], parts[k])  # type: ignore[arg-type]
    adler = 1
    body = [b"\x78\x01"]
    for band, part in zip(spans, parts, strict=True):
        assert part is not None
        data, a = part
        body.append(data)
        adler = _adler_combine(adler, a, len(band) + len(band) // stride)
    body.append(b"\x03\x00")  # an empty final block
    body.append(struct.pack(">I", adler))
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
        + _chunk(b"IDAT", b"".join(body))
        + _chunk(b"IEND", b"")
    )
