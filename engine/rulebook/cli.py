"""Command line: ``python -m bot rules GAME QUERY [--lang ja|zh] [--limit N] [--json] [--batch]``."""

from __future__ import annotations

import argparse
import json
import sys

from .documents import GAMES
from .rulebook import Rulebook


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    parser.add_argument("query", nargs="?", default="", help="section number, term or question")
    parser.add_argument("--lang", default="ja", help="ja (default), zh (Lorcana only) or en")
    parser.add_argument("--limit", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--batch", action="store_true", help="read one query per line on stdin")


def _result(rb: Rulebook, game: str, lang: str, query: str, limit: int) -> dict:
    doc = rb.doc(game, lang)
    hits = rb.search(game, query, lang=lang, limit=limit)
    return {
        "game": game,
        "doc": {"lang": doc.lang, "version": doc.version},
        "query": query,
        "results": [{"id": h.id, "title": h.title, "text": h.text, "score": h.score} for h in hits],
    }


def main(args: argparse.Namespace) -> int:
    if args.game not in GAMES:
        print(f"unknown game {args.game!r}; valid games: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    rb = Rulebook.load()
    try:
        rb.doc(args.game, args.lang)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    queries = [line.rstrip("\r\n") for line in sys.stdin] if args.batch else [args.query]
    for query in queries:
        result = _result(rb, args.game, args.lang, query, args.limit)
        if args.json:
            print(json.dumps(result, ensure_ascii=False), flush=args.batch)
            continue
        if not result["results"]:
            print(f"{query}: no matching section")
        for r in result["results"]:
            print(f"§{r['id']} {r['title']}\n    {r['text']}")
    return 0


if __name__ == "__main__":
    _parser = argparse.ArgumentParser(prog="rules")
    add_arguments(_parser)
    raise SystemExit(main(_parser.parse_args()))
