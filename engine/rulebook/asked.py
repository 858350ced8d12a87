"""The questions each section answers, written from its text for the search (document expansion).

Players ask ("Can I rest a DON!! card that is already rested?") where the rules state a principle
("something already in a state is not put into it again"): a question is closer in meaning to another
question than to the rule. Beside each seed document, ``docs/<document>.asked.tsv`` holds questions
written from each section's text alone, never from the dev set (``id<TAB>lang<TAB>question``; English
and Japanese, and Chinese for Lorcana; the first line names the document). The search ranks sections by their closest
question's similarity to the asker's (:class:`AskedIndex`) and fuses that ranking (``fusion.W_ASKED``).
A file written for another document version is ignored with a log line: its ids may have moved.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .documents import DOCS_DIR, SPECS
from .model import Document

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)

SUFFIX = ".asked.tsv"


@cache
def questions(game: str) -> tuple[tuple[str, str], ...]:
    """(section id, question) pairs written for ``game``'s seed document (() when none)."""
    spec = next((s for s in SPECS if s.game == game and s.lang == "ja"), None)
    path = DOCS_DIR / (spec.path.stem + SUFFIX) if spec else None
    if spec is None or path is None or not path.is_file():
        return ()
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or spec.filename not in lines[0]:
        log.warning("rulebook: %s was not written for %s; its questions are not used", path.name, spec.filename)
        return ()
    out = []
    for line in lines[1:]:
        sid, lang, text = [*line.split("\t"), "", ""][:3]
        if sid and lang and text.strip():
            out.append((sid, text.strip()))
    return tuple(out)


@dataclass(frozen=True)
class AskedIndex:
    """One document's written questions: their vectors grouped by section (``sections[i]``'s
    questions are rows ``starts[i]`` up to the next start)."""

    sections: list[str]
    starts: np.ndarray
    matrix: np.ndarray

    @classmethod
    def build(cls, doc: Document, pairs: tuple[tuple[str, str], ...], vectors: np.ndarray) -> AskedIndex | None:
        """The index over the questions of sections ``doc`` has (``vectors``: one row per pair)."""
        import numpy as np

        rows = sorted((sid, i) for i, (sid, _) in enumerate(pairs) if doc.get(sid) is not None)
        if not rows:
            return None
        sections: list[str] = []
        starts: list[int] = []
        for n, (sid, _) in enumerate(rows):
            if not sections or sections[-1] != sid:
                sections.append(sid)
                starts.append(n)
        matrix = np.ascontiguousarray(vectors[[i for _, i in rows]])
        return cls(sections, np.array(starts, dtype=np.intp), matrix)

    def labels(self, position: dict[str, int]) -> np.ndarray:
        """Each question's section as its row in a document's vectors (``position``: id → row)."""
        import numpy as np

        counts = np.diff(np.append(self.starts, len(self.matrix)))
        return np.repeat(np.array([position[sid] for sid in self.sections], dtype=np.intp), counts)

    def similarities(self, query: np.ndarray) -> np.ndarray:
        """Each section's closest question's similarity to ``query`` (in ``sections`` order)."""
        import numpy as np

        return np.maximum.reduceat(self.matrix @ query, self.starts)
