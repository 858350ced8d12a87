"""Command line: ``python -m bot rules GAME QUERY [--lang ja|zh|en] [--limit N] [--json] [--batch]``.

English Lorcana questions are answered from the English text (seed section numbers); for the games
with only a Japanese document an English user gets the Japanese text, said so, with the English
names of its terms and a one-line English gloss of the section title.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import glossary
from .documents import GAMES
from .rulebook import Rulebook

JAPANESE_NOTE = "(Japanese rules text)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    parser.add_argument("query", nargs="?", default="", help="section number, term or question")
    parser.add_argument("--lang", default="ja", help="ja (default), zh (Lorcana only) or en")
    parser.add_argument("--limit", type=int, default=5, help="results per question (1 or more)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--batch", action="store_true", help="read one query per line on stdin")


def answer(rb: Rulebook, game: str, lang: str, query: str, limit: int) -> dict:
    """The answer to one query as a JSON-ready dict (results, notes, glossary lines)."""
    doc = rb.doc(game, lang)
    hits = rb.search(game, query, lang=lang, limit=limit)
    english_view = rb.doc(game, "en") if game == "lorcana" else None
    japanese_for_english = lang == "en" and doc.lang != "en"
    results = []
    for h in hits:
        row = {"id": h.id, "title": h.title, "text": h.text, "score": h.score}
        if h.context:
            row["context"] = h.context
        if h.outside:
            row["outside"] = h.outside
        if japanese_for_english:
            section = doc.get(h.id)
            row["gloss"] = glossary.gloss(game, h.id, english_view)
            row["english_terms"] = glossary.english_names(game, f"{h.title} {section.text if section else ''}")
        results.append(row)
    out: dict = {"game": game, "doc": {"lang": doc.lang, "version": doc.version}, "query": query,
                 "results": results}
    if japanese_for_english:
        out["note"] = JAPANESE_NOTE
    if not results and query.strip() and rb.is_number(game, query):
        out["error"] = f"no section {query.strip()}; nearest: {', '.join(rb.nearest_ids(game, query, lang))}"
    terms = glossary.lookup(game, query) if query.strip() else []
    if terms:
        out["glossary"] = [t.line() for t in terms[:5]]
    return out


def _print_text(result: dict, *, batch: bool) -> None:
    query = result["query"]
    if batch:
        print(f"? {query}")
    for line in result.get("glossary", []):
        print(f"  glossary: {line}")
    if not result["results"]:
        print(result.get("error") or f"{query}: no matching section")
        return
    for r in result["results"]:
        print(f"§{r['id']} {r['title']}".rstrip())
        if r.get("context"):
            print(f"    (part of §{r['context']})")
        if r.get("outside"):
            print(f"    (from {r['outside']}: outside the seed documents)")
        if "gloss" in r:
            terms = f" · terms: {', '.join(r['english_terms'])}" if r["english_terms"] else ""
            print(f"    en: {r['gloss'] or '(no gloss)'}{terms}")
            print(f"    {JAPANESE_NOTE}")
        print(f"    {r['text']}")


def main(args: argparse.Namespace) -> int:
    if args.game not in GAMES:
        print(f"unknown game {args.game!r}; valid games: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    if args.limit < 1:
        print(f"--limit must be 1 or more (got {args.limit})", file=sys.stderr)
        return 2
    if not args.batch and not args.query.strip():
        print("give a question, a term or a section number (or --batch to read them from stdin)",
              file=sys.stderr)
        return 2
    rb = Rulebook.load()
    try:
        rb.doc(args.game, args.lang)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    queries = [line.rstrip("\r\n") for line in sys.stdin] if args.batch else [args.query]
    for query in queries:
        result = answer(rb, args.game, args.lang, query, args.limit)
        if args.json:
            print(json.dumps(result, ensure_ascii=False), flush=args.batch)
        else:
            _print_text(result, batch=args.batch)
    return 0


if __name__ == "__main__":
    _parser = argparse.ArgumentParser(prog="rules")
    add_arguments(_parser)
    raise SystemExit(main(_parser.parse_args()))
