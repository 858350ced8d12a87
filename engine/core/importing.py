"""Reading a card source (a file or an http(s) URL) for the card importers, with one kind of error.

Every problem a person can meet before a single card is parsed — a missing path, a folder where a
file is wanted, an empty file, binary data, malformed JSON, a URL that cannot be reached — is an
:class:`ImportSourceError` whose message is one line: the source, what is wrong and, where it
helps, what to do. Never Python's raw exception text.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import zlib
from typing import Any

URL = re.compile(r"^https?://", re.IGNORECASE)
TIMEOUT = 60.0


class ImportSourceError(ValueError):
    """A card source that cannot be read: the message is one line, starting with the source."""

    def __init__(self, source: object, problem: str) -> None:
        super().__init__(f"{source}: {problem}")
        self.source = str(source)
        self.problem = problem


def is_url(source: str) -> bool:
    return bool(URL.match(source))


def require_path(source: str | os.PathLike[str], *, folder_ok: bool = False, hint: str = "") -> str:
    """``source`` as a path that exists (a file, or a folder if ``folder_ok``)."""
    path = os.fspath(source)
    if not os.path.exists(path):
        raise ImportSourceError(path, "no such file or folder" + (f"; {hint}" if hint else ""))
    if os.path.isdir(path) and not folder_ok:
        raise ImportSourceError(path, "is a folder; give the card file itself" + (f" ({hint})" if hint else ""))
    return path


def read_bytes(source: str | os.PathLike[str], *, timeout: float = TIMEOUT) -> bytes:
    """The bytes of a file or URL; refused if missing, a folder, unreachable or empty."""
    text = os.fspath(source)
    if is_url(text):
        raw = _fetch(text, timeout)
    else:
        path = require_path(text)
        try:
            with open(path, "rb") as fh:
                raw = fh.read()
        except PermissionError:
            raise ImportSourceError(path, "cannot be read (permission denied)") from None
        except OSError as exc:
            raise ImportSourceError(path, f"cannot be read ({exc.strerror or type(exc).__name__})") from None
    if not raw.strip():
        raise ImportSourceError(text, "the file is empty")
    return raw


def _fetch(url: str, timeout: float) -> bytes:
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.read()
    except urllib.error.HTTPError as exc:
        raise ImportSourceError(url, f"the server answered HTTP {exc.code} {exc.reason}") from None
    except urllib.error.URLError as exc:
        reason = exc.reason
        why = reason.strerror if isinstance(reason, OSError) and reason.strerror else str(reason)
        raise ImportSourceError(url, f"cannot be reached ({why}); check the address and the network") from None
    except TimeoutError:
        raise ImportSourceError(url, f"no answer within {timeout:.0f} s; try again later") from None
    except (OSError, ValueError) as exc:
        raise ImportSourceError(url, f"cannot be reached ({type(exc).__name__})") from None


def decode_json(raw: bytes, source: object) -> Any:
    """JSON from bytes (gzip is unpacked): binary data, bad UTF-8 and malformed JSON are refused
    with the position."""
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (EOFError, OSError, zlib.error):
            raise ImportSourceError(source, "not a complete gzip file (truncated or corrupt)") from None
    if b"\x00" in raw[:4096]:
        raise ImportSourceError(source, "binary data, not a JSON text file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportSourceError(source, f"not UTF-8 text (byte {exc.start}); is it the right file?") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportSourceError(source, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise ImportSourceError(source, "JSON nested too deeply") from None


def read_json(source: str | os.PathLike[str], *, timeout: float = TIMEOUT) -> Any:
    """JSON from a file or URL (see ``read_bytes`` and ``decode_json``)."""
    return decode_json(read_bytes(source, timeout=timeout), os.fspath(source))
