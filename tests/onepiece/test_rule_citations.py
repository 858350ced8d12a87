"""Every rule the ONE PIECE engine cites exists in the rules document the project uses (ja ver.1.1.3).

Engine events and refusals carry ``R("…")`` references shown to players; a number from another version of
the rules (e.g. ``10-2-17``, which 1.1.3 does not have) must not come back. The document is read with the
project's own parser (engine/rulebook/parsers/onepiece.py via engine.rulebook.documents).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.rulebook.documents import SPECS
from engine.rulebook.model import Document

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "onepiece"
R_CALL = re.compile(r"""\bR\(\s*["']([^"']+)["']\s*\)""")


@pytest.fixture(scope="module")
def doc() -> Document:
    spec = next(s for s in SPECS if s.game == "onepiece")
    assert spec.version == "1.1.3"
    return spec.parse(spec.path.read_text(encoding="utf-8"))


def cited(root: Path) -> dict[str, list[str]]:
    """Rule id → the places (file:line) that cite it with ``R("…")``."""
    out: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in R_CALL.finditer(line):
                out.setdefault(m.group(1), []).append(f"{path.relative_to(root.parent.parent)}:{n}")
    return out


def missing(doc: Document, refs: dict[str, list[str]]) -> dict[str, list[str]]:
    return {rule: where for rule, where in refs.items() if doc.get(rule) is None}


def test_every_engine_rule_reference_exists_in_1_1_3(doc: Document) -> None:
    # ONE PIECE 1-1-1 .. 11-3-3: the engine's R("…") ids name sections of the 1.1.3 document
    refs = cited(ENGINE)
    assert len(refs) > 50  # the scan really reads the engine (about a hundred distinct ids)
    assert missing(doc, refs) == {}


def test_the_check_catches_numbers_1_1_3_does_not_have(doc: Document, tmp_path: Path) -> None:
    # the same check on a made-up module: 10-2-17 ([On K.O.] in a later numbering) and 10-3-1 are not in
    # 1.1.3; 10-1-4 ([Blocker], ONE PIECE 10-1-4) and 10-2-1-3 ([On K.O.] / 「KO 時」) are
    pkg = tmp_path / "engine" / "fake"
    pkg.mkdir(parents=True)
    (pkg / "m.py").write_text('a = R("10-2-17")\nb = R("10-1-4")\nc = R( "10-3-1" )\nd = R("10-2-1-3")\n',
                              encoding="utf-8")
    refs = cited(pkg)
    assert sorted(refs) == ["10-1-4", "10-2-1-3", "10-2-17", "10-3-1"]
    assert sorted(missing(doc, refs)) == ["10-2-17", "10-3-1"]
    assert "ブロッカー" in doc.get("10-1-4").title and "KO 時" in doc.get("10-2-1-3").text
