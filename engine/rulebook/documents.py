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

LANGS: dict[str, tuple[str, ...]] = {}
for _s in SPECS:
    LANGS.setdefault(_s.game, ())
    LANGS[_s.game] = (*LANGS[_s.game], _s.lang)


def parse_all() -> dict[tuple[str, str], Document]:
    """Parse every document (uncached)."""
    return {(s.game, s.lang): s.parse(s.path.read_text(encoding="utf-8")) for s in SPECS}
