"""Helpers shared by the document parsers: section assembly, successor checks, reference filtering."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..model import Document, Section
from ..normalize import display, display_spaced, join_wrapped

HEADING_MAX = 30


@dataclass
class RawSection:
    """A section while parsing: id, parent, first line and the joined body."""

    id: str
    parent: str | None
    head: str
    body: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    kind: str = "rule"


def is_successor(prev: tuple[int, ...] | None, cand: tuple[int, ...], max_step: int = 2) -> bool:
    """True when ``cand`` may follow ``prev`` in a hierarchical numbering (child .1 or a later sibling
    of ``prev`` or of one of its ancestors, at most ``max_step`` ahead)."""
    if prev is None:
        return cand == (1,) or cand[:1] == (1,)
    if cand == (*prev, 1):
        return True
    for depth in range(len(prev)):
        if len(cand) == depth + 1 and cand[:depth] == prev[:depth]:
            return 0 < cand[depth] - prev[depth] <= max_step
    return False


def looks_like_heading(head: str, has_children: bool = False) -> bool:
    """Short text without a sentence; a short ``…すること。`` with subrules counts as a heading too."""
    text = head.strip()
    if has_children and 0 < len(text) <= 24 and text.endswith("。"):
        text = text[:-1]
    return 0 < len(text) <= HEADING_MAX and not re.search(r"[。．.!?！？]$|。", text)


def assemble(
    doc: Document,
    raws: Iterable[RawSection],
    *,
    ref_finder: Callable[[str], list[str]],
    heading_depth: Callable[[RawSection], bool] | None = None,
    paragraph_bodies: bool = False,
    heading_only: Callable[[str], bool] | None = None,
    spaced: bool = False,
) -> Document:
    """Turn raw sections into :class:`Section` objects: titles, children, refs, text.

    With ``paragraph_bodies`` a heading may be followed by its own paragraphs (MLP); otherwise lines
    after a head are wrapped continuations and a head with continuations is never a heading.
    Ids for which ``heading_only`` is true go to ``doc.headings``; ``spaced`` keeps word spaces (WoW)."""
    show = display_spaced if spaced else display
    raws = list(raws)
    by_id = {r.id: r for r in raws}
    child_ids: dict[str, list[str]] = {}
    for r in raws:
        if r.parent is not None and r.parent in by_id:
            child_ids.setdefault(r.parent, []).append(r.id)
    titles: dict[str, str] = {}
    for r in raws:
        head = show(r.head)
        has_children = r.id in child_ids
        heading = r.kind == "chapter" or (
            looks_like_heading(head, has_children)
            and (paragraph_bodies or not r.body)
            and (has_children or bool(r.body) or bool(heading_depth and heading_depth(r)))
        )
        if heading:
            title, text = head.rstrip("。"), show(_join(r.body))
            if r.kind == "rule":
                r.kind = "heading"
        else:
            title, text = "", show(_join([r.head, *r.body]))
        titles[r.id] = title
        ancestor_title = title
        p = r.parent
        while not ancestor_title and p is not None:
            ancestor_title = titles.get(p, "")
            p = by_id[p].parent if p in by_id else None
        section = Section(
            id=r.id,
            parent=r.parent if r.parent in by_id else None,
            title=ancestor_title,
            text=text,
            examples=[show(e) for e in r.examples],
            children=child_ids.get(r.id, []),
            kind=r.kind,
            doc_key=doc.key,
        )
        target = doc.headings if heading_only and heading_only(r.id) else doc.sections
        target[r.id] = section
    for s in [*doc.headings.values(), *doc.sections.values()]:
        found = ref_finder(" ".join([s.text, *s.examples]))
        s.refs = list(dict.fromkeys(x for x in found if x != s.id and doc.get(x)))
    return doc


def _join(parts: list[str]) -> str:
    out = ""
    for part in parts:
        out = join_wrapped(out, part.strip())
    return out


def add_glossary(doc: Document, prefix: str, entries: list[tuple[str, list[str]]],
                 ref_finder: Callable[[str], list[str]]) -> None:
    """Add glossary entries (headword, definition lines) with ids ``<prefix>/<headword>``."""
    for head, lines in entries:
        title = display(head)
        sid = f"{prefix}/{title}"
        if sid in doc.glossary:
            continue
        text = display(_join(lines))
        refs = [x for x in dict.fromkeys(ref_finder(text)) if x in doc.sections]
        doc.glossary[sid] = Section(id=sid, parent=None, title=title, text=text, refs=refs,
                                    kind="glossary", doc_key=doc.key)
