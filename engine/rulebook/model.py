"""Data model of a parsed rulebook: documents, sections and search hits."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Section:
    """One numbered rule, heading or glossary entry of a document.

    ``title`` is the section's own heading, or for plain rules the nearest ancestor heading.
    ``kind`` is ``chapter``, ``heading``, ``rule`` or ``glossary``.
    """

    id: str
    parent: str | None
    title: str
    text: str
    examples: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    kind: str = "rule"
    doc_key: str = ""
    outside: str = ""  # the source file when the section is from outside the seed documents

    @property
    def is_glossary(self) -> bool:
        return self.kind == "glossary"


@dataclass
class Document:
    """A parsed rules document.

    ``sections`` holds the numbered rules in document order (Lorcana and ONE PIECE chapters are numbered
    like rules and included); ``headings`` holds title-only groupings numbered differently (MLP chapters
    ``第四節``, WoW chapters ``4`` and sections ``406``); ``glossary`` the glossary entries
    (ids like ``用語集/ロア``)."""

    game: str
    lang: str
    version: str
    source: str
    sections: dict[str, Section] = field(default_factory=dict)
    headings: dict[str, Section] = field(default_factory=dict)
    glossary: dict[str, Section] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"{self.game}/{self.lang}"

    def get(self, section_id: str) -> Section | None:
        return self.sections.get(section_id) or self.headings.get(section_id) or self.glossary.get(section_id)

    def all_sections(self) -> list[Section]:
        """Headings, rules and glossary entries (headings first, then rules in document order)."""
        return [*self.headings.values(), *self.sections.values(), *self.glossary.values()]


@dataclass(frozen=True)
class Hit:
    """A search result: section id, title, snippet and score.

    ``context`` is the parent section when a more specific child answers; ``outside`` names the source
    file when the section is from outside the seed documents (the newest English text)."""

    id: str
    title: str
    text: str
    score: float
    context: str = ""
    outside: str = ""
