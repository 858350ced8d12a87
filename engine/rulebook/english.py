"""The English Lorcana view: English text under the seed document's section numbers.

English questions about Lorcana are searched against, and answered from, the official English text
aligned section by section with the Japanese seed document (:mod:`.align`), so the numbers shown
are the seed's. English rules without a seed counterpart keep their English number prefixed with
the text's version (``2025-05-27/10.12`` Vanish) and keywords only the newest text defines come
from it (``2.2.0/8.2`` Alert); both are marked ``outside`` the seed documents.
"""

from __future__ import annotations

import re

from .align import Pair
from .model import Document, Section

NEWEST_PREFIX = "2.2.0"
KEYWORD_CHAPTER = {"2025": "10", "newest": "8"}


def build(seed: Document, english: Document, pairs: list[Pair], newest: Document | None) -> Document:
    """A ``lorcana/en`` document keyed by seed ids (see the module docstring)."""
    view = Document(game="lorcana", lang="en", version=english.version, source=english.source)
    to_seed = {p.english: p.seed for p in pairs if p.seed and p.english}
    prefix = english.version.split()[0]

    def mapped(en_id: str) -> str:
        return to_seed.get(en_id) or f"{prefix}/{en_id}"

    to_english = {p.seed: p.english for p in pairs if p.seed and p.english}
    for sid, s in seed.sections.items():
        en_id = to_english.get(sid)
        src = english.sections.get(en_id) if en_id else None
        view.sections[sid] = _copy(src or s, sid, s.parent, list(s.children), s.kind, view.key)
        view.sections[sid].refs = [mapped(r) for r in (src.refs if src else [])]
    for en_id, s in english.sections.items():
        if en_id in to_seed:
            continue
        vid = mapped(en_id)
        parent = mapped(s.parent) if s.parent else None
        section = _copy(s, vid, parent, [mapped(c) for c in s.children], s.kind, view.key)
        section.outside = english.source
        view.sections[vid] = section
        if parent in view.sections and vid not in view.sections[parent].children:
            view.sections[parent].children.append(vid)
    for gid, g in english.glossary.items():
        view.glossary[gid] = _copy(g, gid, None, [], g.kind, view.key)
    if newest is not None:
        _add_newest_keywords(view, english, newest)
    return view


def _copy(s: Section, sid: str, parent: str | None, children: list[str], kind: str, key: str) -> Section:
    return Section(id=sid, parent=parent, title=s.title, text=s.text, examples=list(s.examples),
                   refs=list(s.refs), children=children, kind=kind, doc_key=key)


def keyword_titles(doc: Document, chapter: str) -> dict[str, str]:
    """Keyword name (folded) → section id of a keyword chapter (``10.2`` Bodyguard …)."""
    return {s.title.casefold(): sid for sid, s in doc.sections.items()
            if re.fullmatch(rf"{chapter}\.\d+", sid) and sid != f"{chapter}.1"}


def _add_newest_keywords(view: Document, english: Document, newest: Document) -> None:
    """Keywords of the newest text that the answering text lacks (Alert, Boost …), with their rules."""
    known = keyword_titles(english, KEYWORD_CHAPTER["2025"])
    for name, nid in keyword_titles(newest, KEYWORD_CHAPTER["newest"]).items():
        if name in known:
            continue
        stack = [nid]
        while stack:
            cur = stack.pop(0)
            s = newest.sections[cur]
            vid = f"{NEWEST_PREFIX}/{cur}"
            parent = f"{NEWEST_PREFIX}/{s.parent}" if cur != nid and s.parent else None
            section = _copy(s, vid, parent, [f"{NEWEST_PREFIX}/{c}" for c in s.children], s.kind, view.key)
            section.outside = newest.source
            section.refs = []
            view.sections[vid] = section
            stack.extend(s.children)
