"""Every rule the Lorcana engine cites exists in the rules document it claims.

``R("…")`` and ``refuse("…", …)`` cite the seed document (ja 2025-07-04, engine.lorcana.rules); ``R_new("…")``,
``refuse_new("…", …)`` and a ``f"{NEW}…"`` section cite the renumbered English 2.2.0 text, marked as outside the
seed documents (keywords and rules the seed documents predate: Boost 8.4, Vanish 8.14, "While" 6.1.13.5, …).
A 2.2.0 number cited as a seed one (``6.7.3.2`` for "must choose if able", ``6.3.1`` for a "while" ability: the
seed's 6.3.1 is Actions) must not come back. The documents are read with the project's own parser
(engine/rulebook/parsers/lorcana.py via engine.rulebook.documents).
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from engine.rulebook.documents import ENGLISH_NEWEST, SPECS
from engine.rulebook.model import Document

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "lorcana"
SECTION = r"""(\d+(?:\.\d+)+)"""
SEED_CALL = re.compile(r"""\b(?:R|refuse)\(\s*["']""" + SECTION + r"""["']""")
NEW_CALL = re.compile(r"""(?:\b(?:R_new|refuse_new)\(\s*["']|\{NEW\})""" + SECTION + r"""["']""")
LITERAL = re.compile(r"""["']""" + SECTION + r"""["']""")
# Sections the code hands on as data (a Shift variant's "rule") and cites with R_new / refuse_new
# (engine.lorcana.play._shift_refusal, engine.lorcana.duo_shift.stack_second): 2.2.0 8.10.8.1-8.10.8.6.
SKIP = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}
HANDED_TO_R_NEW = {
    "cards/templates_keywords.py": {"8.10.8.1", "8.10.8.2", "8.10.8.5"},
    "cards/templates_duo_shift.py": {"8.10.8.3", "8.10.8.4", "8.10.8.6"},
    "duo_shift.py": {"8.10.8.3", "8.10.8.4"},
}


@pytest.fixture(scope="module")
def seed() -> Document:
    spec = next(s for s in SPECS if s.game == "lorcana" and s.lang == "ja")
    assert spec.version == "2025-07-04"
    return spec.parse(spec.path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def newest() -> Document:
    assert ENGLISH_NEWEST.version.startswith("2.2.0")
    return ENGLISH_NEWEST.parse(ENGLISH_NEWEST.path.read_text(encoding="utf-8"))


def code_lines(path: Path) -> list[tuple[int, str]]:
    """(line, text) of the code, without comments (a docstring's number is prose, not a citation)."""
    src = path.read_text(encoding="utf-8")
    out: dict[int, list[str]] = {}
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type in SKIP or (tok.type == tokenize.STRING and tok.string.lstrip("rbfuRBFU").startswith(('"""', "'''"))):
            continue
        out.setdefault(tok.start[0], []).append(tok.string)
    return [(n, "".join(parts)) for n, parts in sorted(out.items())]


def cited(root: Path) -> dict[str, dict[str, list[str]]]:
    """{"seed" | "new" | "data": {section: [file:line, …]}} for the package at ``root``."""
    out: dict[str, dict[str, list[str]]] = {"seed": {}, "new": {}, "data": {}}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        for n, line in code_lines(path):
            where = f"{rel}:{n}"
            taken: set[int] = set()
            for kind, pattern in (("new", NEW_CALL), ("seed", SEED_CALL)):
                for m in pattern.finditer(line):
                    out[kind].setdefault(m.group(1), []).append(where)
                    taken.add(m.start(1))
            for m in LITERAL.finditer(line):
                if m.start(1) not in taken:
                    kind = "new" if m.group(1) in HANDED_TO_R_NEW.get(rel, ()) else "data"
                    out[kind].setdefault(m.group(1), []).append(where)
    return out


def wrong(seed: Document, newest: Document, refs: dict[str, dict[str, list[str]]]) -> dict[str, list[str]]:
    """Citations whose section is not in the document they cite: a problem tuple, ``rule=`` argument or
    other section handed on as data is cited with R / refuse unless marked ``{NEW}``."""
    bad: dict[str, list[str]] = {}
    for kind, doc in (("seed", seed), ("data", seed), ("new", newest)):
        for section, where in refs[kind].items():
            if doc.get(section) is None:
                bad[f"{kind} {section}"] = where
    return bad


def test_every_engine_rule_reference_exists_in_the_document_it_cites(seed: Document, newest: Document) -> None:
    # Lorcana 1.1.1 .. 10.12.1 (seed ja 2025-07-04) and 2.2.0 (R_new, outside the seed documents)
    refs = cited(ENGINE)
    assert len(refs["seed"]) + len(refs["data"]) > 100 and len(refs["new"]) >= 10  # the scan reads the engine
    assert wrong(seed, newest, refs) == {}


def test_the_check_catches_numbers_from_the_wrong_document(seed: Document, newest: Document, tmp_path: Path) -> None:
    # a made-up module: 6.7.3.2 and 8.14.2 are 2.2.0 sections (not in the seed), 10.13.1 is in neither;
    # 10.12.1 (Ward / 魔除 in the seed numbering) and R_new("8.4.1") (Boost in 2.2.0) are right
    pkg = tmp_path / "lorcana"
    pkg.mkdir()
    (pkg / "m.py").write_text(
        'a = R("10.12.1")\nb = refuse("6.7.3.2", "en", "ja")\nc = ("8.14.2", "en", "ja")\n'
        'd = R_new("8.4.1")\ne = (f"{NEW}6.7.3.2", "en", "ja")\nf = R_new( "10.13.1" )\n'
        '# R("99.1") in a comment is not a citation\n',
        encoding="utf-8")
    refs = cited(pkg)
    assert {k: sorted(v) for k, v in refs.items()} == {
        "seed": ["10.12.1", "6.7.3.2"], "new": ["10.13.1", "6.7.3.2", "8.4.1"], "data": ["8.14.2"]}
    assert sorted(wrong(seed, newest, refs)) == ["data 8.14.2", "new 10.13.1", "seed 6.7.3.2"]
    assert "魔除" in seed.get("10.12.1").title and "Boost" in newest.get("8.4.1").text
    assert "Vanish" in newest.get("8.14.2").title and "must choose" not in (seed.get("6.3.1").text or "")


COMMENT_NUMBER = re.compile(r"(?<![\d.\w])(\d{1,2}(?:\.\d{1,2}){1,4})(?![\d\w]|\.\d)")


def comment_citations(root: Path) -> list[tuple[str, str, bool]]:
    """(file:line, number, the comment names 2.2.0) for every section-like number in a comment."""
    out = []
    for path in sorted(root.rglob("*.py")):
        if path.resolve() == Path(__file__).resolve():
            continue  # this file's made-up numbers
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            if tok.type != tokenize.COMMENT:
                continue
            for m in COMMENT_NUMBER.finditer(tok.string):
                if m.group(1) != "2.2.0" and 1 <= int(m.group(1).split(".")[0]) <= 10:
                    out.append((f"{path.relative_to(ROOT)}:{tok.start[0]}", m.group(1), "2.2.0" in tok.string))
    return out


def test_every_test_comment_citation_exists_in_the_seed_or_in_2_2_0_when_it_says_so(seed: Document, newest: Document) -> None:
    # "# Lorcana 4.3.6.13"-style comments cite the seed numbering; a 2.2.0 section (Boost 8.4.1, "Once" 6.1.13.2,
    # the Shift variants 8.10.8.x) is named as such on its line ("2.2.0 8.4.1")
    cites = comment_citations(ROOT / "tests" / "lorcana")
    assert len(cites) > 1000
    bad = [(where, n) for where, n, marked in cites
           if seed.get(n) is None and not (marked and newest.get(n) is not None)]
    assert bad == []
