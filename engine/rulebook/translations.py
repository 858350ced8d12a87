"""Unofficial English translations of the Japanese-only documents, used to search, never shown.

ONE PIECE, MLP and WoW have no official English rules text, and an English question meets Japanese
text poorly, in words and in meaning. Each of their documents has, beside it, an English translation
made section by section for the search (``docs/<document>.search-en.tsv``: ``id<TAB>English``, the
first line naming the document it translates). Answers still quote the Japanese text, marked as such.
A translation of another document version is ignored (with a log line): its ids may have moved.
"""

from __future__ import annotations

import logging
from functools import cache

from .documents import DOCS_DIR, SPECS

log = logging.getLogger(__name__)

SUFFIX = ".search-en.tsv"


@cache
def search_english(game: str) -> dict[str, str]:
    """Section id → English translation for ``game``'s Japanese-only document ({} when none)."""
    spec = next((s for s in SPECS if s.game == game and s.lang == "ja"), None)
    if spec is None:
        return {}
    path = DOCS_DIR / (spec.path.stem + SUFFIX)
    if not path.is_file():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or spec.filename not in lines[0]:
        log.warning("rulebook: %s does not translate %s; English questions use the titles only", path.name, spec.filename)
        return {}
    out = {}
    for line in lines[1:]:
        sid, _, text = line.partition("\t")
        if sid and text.strip():
            out[sid] = text.strip()
    return out
