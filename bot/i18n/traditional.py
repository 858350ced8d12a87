"""Traditional Chinese (Taiwan) from the Simplified Chinese catalog, converted with OpenCC.

OpenCC's ``s2twp`` configuration converts characters and Taiwan phrasing (软件 → 軟體, 信息 → 資訊);
the ``opencc`` package is pinned in ``pyproject.toml``. Conversions are cached: the catalog is
small and its texts repeat.
"""

from __future__ import annotations

from functools import cache
from typing import Any

CONFIG = "s2twp"


@cache
def _converter() -> Any:  # opencc ships no type hints
    import opencc

    return opencc.OpenCC(CONFIG)


@cache
def to_traditional(text: str) -> str:
    """``text`` (Simplified Chinese) in Traditional Chinese as written in Taiwan. ``{fields}``
    and other ASCII are left as they are."""
    return _converter().convert(text) if text else text
