"""The rules documents shipped in ``docs/`` and how to parse each of them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .model import Document
from .parsers import lorcana, mlp, onepiece, wow

DOCS_DIR = Path(__file__).with_name("docs")
GAMES = ("lorcana", "onepiece", "mlp", "wow")


@dataclass(frozen=True)
class DocSpec:
    game: str
    lang: str
    version: str
    filename: str
    parse: Callable[[str], Document]

    @property
    def path(self) -> Path:
        return DOCS_DIR / self.filename


def _spec(game: str, lang: str, version: str, filename: str, parser: Callable[..., Document]) -> DocSpec:
    extra = {"lang": lang} if game == "lorcana" else {}
    return DocSpec(game, lang, version, filename,
                   lambda text: parser(text, version=version, source=filename, **extra))


SPECS: tuple[DocSpec, ...] = (
    _spec("lorcana", "ja", "2025-07-04", "lorcana-ja-2025-07-04.txt", lorcana.parse),
    _spec("lorcana", "zh", "2025-03-14", "lorcana-zh-2025-03-14.txt", lorcana.parse),
    _spec("onepiece", "ja", "1.1.3", "onepiece-ja-1.1.3.txt", onepiece.parse),
    _spec("mlp", "ja", "1.3.0", "mlp-ja-1.3.0.txt", mlp.parse),
    _spec("wow", "ja", "6.0", "wow-ja-6.0.txt", wow.parse),
)


@dataclass(frozen=True)
class EnglishSpec:
    """An official English Lorcana text: ``seed_lang`` names the seed document it is aligned with
    (none for the renumbered 2.2.0 text, used only for rules the seed documents predate)."""

    version: str
    filename: str
    seed_lang: str

    @property
    def path(self) -> Path:
        return DOCS_DIR / self.filename

    def parse(self, text: str) -> Document:
        return lorcana.parse(text, lang="en", version=self.version, source=self.filename)


ENGLISH_SPECS: tuple[EnglishSpec, ...] = (
    EnglishSpec("2025-05-27", "lorcana-en-2025-05-27.txt", "ja"),
    EnglishSpec("2025-02-28", "lorcana-en-2025-02-28.txt", "zh"),
    EnglishSpec("2.2.0 (2026-07-09)", "lorcana-en-2.2.0-2026-07-09.txt", ""),
)
#: The English text answering English Lorcana questions, and the newest (renumbered) one.
ENGLISH_ANSWERS, ENGLISH_NEWEST = ENGLISH_SPECS[0], ENGLISH_SPECS[2]

LANGS: dict[str, tuple[str, ...]] = {}
for _s in SPECS:
    LANGS.setdefault(_s.game, ())
    LANGS[_s.game] = (*LANGS[_s.game], _s.lang)
LANGS["lorcana"] = (*LANGS["lorcana"], "en")  # the English view (english.py), seed numbering


def parse_all() -> dict[tuple[str, str], Document]:
    """Parse every document (uncached)."""
    return {(s.game, s.lang): s.parse(s.path.read_text(encoding="utf-8")) for s in SPECS}
