"""Recognize section numbers typed by players and turn them into canonical ids per game."""

from __future__ import annotations

import re

from .normalize import nfkc

KANJI = "一二三四五六七八九十"
_PREFIX = re.compile(r"^(?:§|ルール|規則|规则|条目|rule|rules|section|sec\.?|cr|#)\s*", re.IGNORECASE)
_SUFFIX = re.compile(r"\s*(?:項|条|节|について|とは|は\??|を見せて|を教えて|\?|？)$")
_DOTTED = re.compile(r"^(\d+(?:[.\-]\d+)*)([a-z])?\.?$")
_MLP = re.compile(f"^(?:第\\s*([{KANJI}]|\\d)\\s*[節节章]|([{KANJI}])\\s*[、,.]|(\\d)\\s*[、,])\\s*"
                  r"(\d+\.\d+\.\d+[a-z]?)?\.?$")
_MLP_CHAPTER_ONLY = re.compile(f"^第\\s*([{KANJI}]|\\d)\\s*[節节章]$")


def _clean(query: str) -> str:
    q = nfkc(query).strip().lower()
    for _ in range(2):
        q = _SUFFIX.sub("", _PREFIX.sub("", q)).strip()
    return q


def candidates(game: str, query: str) -> list[str]:
    """Canonical ids the query may denote (not checked for existence); [] when it is no number."""
    q = _clean(query)
    if not q or len(q) > 40:
        return []
    if game == "mlp":
        return _mlp(q)
    m = _DOTTED.match(q)
    if not m:
        return []
    number, letter = m.group(1), m.group(2) or ""
    if game == "onepiece":
        return [number.replace(".", "-")] if not letter else []
    if game == "wow":
        parts = number.replace("-", ".").split(".")
        if len(parts) > 2:
            return []
        return [".".join(parts) + letter]
    return [number.replace("-", ".")] if not letter else []


def _kanji(ch: str) -> str:
    return KANJI[int(ch) - 1] if ch.isdigit() else ch


def _mlp(q: str) -> list[str]:
    m = _MLP.match(q)
    if m:
        chapter = _kanji(m.group(1) or m.group(2) or m.group(3))
        return [f"第{chapter}節 {m.group(4)}" if m.group(4) else f"第{chapter}節"]
    if re.fullmatch(r"\d+\.\d+\.\d+[a-z]?", q):
        return [f"第{c}節 {q}" for c in KANJI[:6]]
    return []


_EMBEDDED = re.compile(r"(?<![\d.\-])(\d+(?:[.\-]\d+)+[a-z]?)(?![\d])")


def embedded(game: str, query: str) -> list[str]:
    """Section numbers mentioned inside a longer question (used to boost them)."""
    q = nfkc(query)
    if game == "mlp":
        out = [f"第{c}節 {n}" for c, n in re.findall(f"第([{KANJI}])節\\s*(\\d+\\.\\d+\\.\\d+[a-z]?)", q)]
        return out or [x for n in _EMBEDDED.findall(q) for x in _mlp(n)]
    return [x for n in _EMBEDDED.findall(q) for x in candidates(game, n)]
