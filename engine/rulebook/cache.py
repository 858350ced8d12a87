"""Where the rules search keeps what it builds once: section vectors, the parsed rulebook and the
native model engine (``RULEBOOK_CACHE_DIR``, else a folder in the system's temporary directory)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def cache_dir() -> Path:
    return Path(os.environ.get("RULEBOOK_CACHE_DIR") or Path(tempfile.gettempdir()) / "tcg-rulebook-cache")
