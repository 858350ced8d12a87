"""Every rule the MLP engine cites, and every rule a comment of the engine or of these tests names, exists in
the rules document the project uses (ja core rules 1.3.0).

Citations take the document's own form ``第N節 x.y.z`` (numbering restarts in each chapter, engine.mlp.rules);
a number the document does not have under that chapter must not come in. The document is read with the
project's own parser (engine/rulebook/parsers/mlp.py via engine.rulebook.documents).
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from engine.rulebook.documents import SPECS
from engine.rulebook.model import Document

ROOT = Path(__file__).resolve().parents[2]
CITATION = re.compile(r"(第[一二三四五六七八九十]+節) ?(\d+\.\d+\.\d+[a-z]?)(?![.\d])")
R_CALL = re.compile(r"""\bR\(\s*["']([^"']+)["']\s*\)""")


@pytest.fixture(scope="module")
def doc() -> Document:
    spec = next(s for s in SPECS if s.game == "mlp")
    assert spec.version == "1.3.0"
    return spec.parse(spec.path.read_text(encoding="utf-8"))


def cited(root: Path) -> dict[str, dict[str, list[str]]]:
    """{"code" | "prose": {section: [file:line, …]}}: ``第N節 x.y.z`` in string literals (``R("…")``, a problem
    tuple's section) and, separately, in comments and docstrings; plus every ``R("…")`` argument as code."""
    out: dict[str, dict[str, list[str]]] = {"code": {}, "prose": {}}
    for path in sorted(root.rglob("*.py")):
        if path.resolve() == Path(__file__).resolve():
            continue  # this file's made-up numbers
        src = path.read_text(encoding="utf-8")
        for tok in tokenize.generate_tokens(io.StringIO(src).readline):
            if tok.type not in (tokenize.STRING, tokenize.COMMENT):
                continue
            prose = tok.type == tokenize.COMMENT or tok.string.lstrip("rbfuRBFU").startswith(('"""', "'''"))
            for m in CITATION.finditer(tok.string):
                line = tok.start[0] + tok.string[:m.start()].count("\n")
                out["prose" if prose else "code"].setdefault(f"{m.group(1)} {m.group(2)}", []).append(
                    f"{path.relative_to(root.parent.parent)}:{line}")
        for n, line in enumerate(src.splitlines(), 1):
            for m in R_CALL.finditer(line):
                out["code"].setdefault(m.group(1), []).append(f"{path.relative_to(root.parent.parent)}:{n}")
    return out


def missing(doc: Document, refs: dict[str, list[str]]) -> dict[str, list[str]]:
    return {rule: where for rule, where in refs.items() if doc.get(rule) is None}


def test_every_engine_rule_reference_exists_in_1_3_0(doc: Document) -> None:
    # MLP 第一節 1.0.0 .. 第六節 14.1.3a: the engine's R("…") sections, problem tuples and comments
    refs = cited(ROOT / "engine" / "mlp")
    assert len(refs["code"]) > 80  # the scan really reads the engine (about a hundred distinct sections)
    assert missing(doc, refs["code"]) == {}
    assert missing(doc, refs["prose"]) == {}


def test_every_test_comment_citation_exists_in_1_3_0(doc: Document) -> None:
    # the "# MLP 第六節 11.3.0"-style citations of tests/mlp name sections of the document
    refs = cited(ROOT / "tests" / "mlp")
    assert len(refs["prose"]) > 80
    assert missing(doc, refs["prose"]) == {} and missing(doc, refs["code"]) == {}


def test_the_check_catches_numbers_1_3_0_does_not_have(doc: Document, tmp_path: Path) -> None:
    # a made-up module: 第四節 4.3.9 and a bare "4.3.3" (no chapter) are not sections; 第四節 4.3.3 (the
    # interaction's resolution step) and 第六節 14.1.3a are; "第五節 1.2.x" names no one section
    pkg = tmp_path / "engine" / "fake"
    pkg.mkdir(parents=True)
    (pkg / "m.py").write_text(
        'a = R("第四節 4.3.3")\nb = R("4.3.3")\nc = ("why", "第四節 4.3.9")\n'
        '# 第六節 14.1.3a and 第五節 1.2.x\nd = R( "第六節 14.1.3a" )\n', encoding="utf-8")
    refs = cited(pkg)
    assert sorted(refs["code"]) == ["4.3.3", "第六節 14.1.3a", "第四節 4.3.3", "第四節 4.3.9"]
    assert sorted(refs["prose"]) == ["第六節 14.1.3a"]
    assert sorted(missing(doc, refs["code"])) == ["4.3.3", "第四節 4.3.9"]
    assert "解決ステップ" in doc.get("第四節 4.3.3").title
