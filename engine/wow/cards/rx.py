"""``re``'s module functions over a cache of compiled patterns that keeps the most recently used
ones (LRU). Compiling the card texts of the whole WoW pool uses tens of thousands of patterns
(many are built from card names); ``re``'s own cache holds 512 and drops the oldest first, so the
templates' fixed patterns were compiled again for nearly every card. Same arguments and answers
as ``re.search`` and the rest."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

compile = lru_cache(maxsize=2048)(re.compile)
"""``re.compile``, kept for the 2048 most recently used (pattern, flags)."""


def search(pattern: Any, string: Any, flags: int = 0) -> re.Match | None:
    return compile(pattern, flags).search(string)


def match(pattern: Any, string: Any, flags: int = 0) -> re.Match | None:
    return compile(pattern, flags).match(string)


def fullmatch(pattern: Any, string: Any, flags: int = 0) -> re.Match | None:
    return compile(pattern, flags).fullmatch(string)


def sub(pattern: Any, repl: Any, string: Any, count: int = 0, flags: int = 0) -> Any:
    return compile(pattern, flags).sub(repl, string, count)


def subn(pattern: Any, repl: Any, string: Any, count: int = 0, flags: int = 0) -> tuple[Any, int]:
    return compile(pattern, flags).subn(repl, string, count)


def split(pattern: Any, string: Any, maxsplit: int = 0, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).split(string, maxsplit)


def findall(pattern: Any, string: Any, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).findall(string)


def finditer(pattern: Any, string: Any, flags: int = 0) -> Any:
    return compile(pattern, flags).finditer(string)


def spaces(string: str) -> str:
    """``sub(r"\\s+", " ", string)``: each run of whitespace becomes one space; a printable text
    without two spaces in a row has no other whitespace (only " " is both) and comes back as it is."""
    if "  " not in string and string.isprintable():
        return string
    return compile(r"\s+").sub(" ", string)
