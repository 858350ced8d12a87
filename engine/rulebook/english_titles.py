"""English questions against a Japanese-only document: match the English glosses of section titles.

ONE PIECE, MLP and WoW have no English text, so an English question meets their sections lexically
only through the alias tables. The English title glosses (``titles_en.tsv``, also used to label
answers) give a third ranking: sections whose English title shares content words with the question,
weighted by how rare each word is among the titles and how much of the title the question covers.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache

from .glossary import title_glosses
from .normalize import tokens
from .search import EN_STOP, strip_stopwords

#: Title words too general to tell sections apart.
GENERIC = frozenset({"card", "rule", "overview", "general", "other", "basic", "game", "term"})


@dataclass(frozen=True)
class TitleIndex:
    """The English title words of one game's sections and their rarity."""

    words: dict[str, frozenset[str]]
    idf: dict[str, float]

    def rank(self, question: str) -> list[tuple[str, float]]:
        """Sections whose title shares content words with the question, best first."""
        asked = _content(strip_stopwords(question.casefold()))
        if not asked:
            return []
        out = []
        for sid, title in self.words.items():
            shared = title & asked
            if shared:
                weight = sum(self.idf[w] for w in shared)
                out.append((sid, weight * len(shared) / len(title)))
        out.sort(key=lambda kv: (-kv[1], kv[0]))
        return out


def _content(text: str) -> frozenset[str]:
    return frozenset(t for t in tokens(text) if t.isascii() and t.isalpha() and t not in EN_STOP
                     and t not in GENERIC and len(t) > 2)


@cache
def index(game: str) -> TitleIndex | None:
    """The title index of ``game`` (None when it has no English glosses: Lorcana has English text)."""
    words = {sid: _content(title) for (g, sid), title in title_glosses().items() if g == game}
    words = {sid: w for sid, w in words.items() if w}
    if not words:
        return None
    df = Counter(w for ws in words.values() for w in ws)
    n = len(words)
    return TitleIndex(words, {w: math.log(1 + n / c) for w, c in df.items()})
