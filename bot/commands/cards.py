"""``python -m bot cards import|coverage|explain|images GAME``: the card pools."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from . import UserError, game_argument

HELP = "import card lists, measure effect automation, download card images"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    imp = sub.add_parser("import", help="import a public card list (path or URL) into the store")
    game_argument(imp)
    imp.add_argument("source", nargs="?", help="file, folder or URL (default: the game's bundled source, if any)")
    cov = sub.add_parser("coverage", help="how many imported cards the effect compiler fully automates")
    game_argument(cov)
    cov.add_argument("--json", action="store_true")
    cov.add_argument("--by-set", action="store_true", help="add per-set figures (games that report them: lorcana, onepiece)")
    exp = sub.add_parser("explain", help="what the bot does with a card: template, script or by hand, per ability")
    game_argument(exp)
    exp.add_argument("name", help="the card's name (or id), as in a deck list")
    exp.add_argument("--json", action="store_true")
    img = sub.add_parser("images", help="download the card images named by the imported data")
    game_argument(img)
    img.add_argument("--concurrency", type=int, default=8)


def main(args: argparse.Namespace) -> int:
    return asyncio.run({"import": _import, "coverage": _coverage, "explain": _explain, "images": _images}[args.action](args))


async def _open_store():
    from bot.config import Config
    from bot.store import open_store

    return await open_store(Config.from_env().store_target)  # DATABASE_URL (PostgreSQL), else DATABASE_PATH


async def _import(args: argparse.Namespace) -> int:
    from engine import games
    from engine.core.importing import ImportSourceError

    module = games.load(args.game)
    try:
        report = module.import_cards(args.source)
    except ImportSourceError as exc:  # one line that already names the source
        raise UserError(f"cannot import {args.game} cards: {exc}") from exc
    except (OSError, ValueError) as exc:
        raise UserError(f"cannot import {args.game} cards from {args.source or 'the default source'}: {exc}") from exc
    if not report.cards:
        raise UserError(f"no {args.game} cards found in {args.source or 'the default source'}; nothing was changed")
    store = await _open_store()
    try:
        keep = getattr(module, "keep_languages", None)  # lorcana: a re-import keeps the stored languages it lacks
        if keep is not None:
            keep(report.cards, await store.cards(args.game))
        inserted, updated = await store.upsert_cards(args.game, report.cards)
    finally:
        await store.close()
    print(f"{args.game}: {inserted} new, {updated} updated, {len(report.skipped)} skipped")
    for line in report.notes:
        print(f"  {line}")
    for problem in report.skipped[:50]:
        print(f"  skipped: {problem}")
    if len(report.skipped) > 50:
        print(f"  … and {len(report.skipped) - 50} more")
    return 0


async def _coverage(args: argparse.Namespace) -> int:
    from bot.card_pool import load_pool
    from engine import games

    store = await _open_store()
    try:
        pool = await load_pool(args.game, store)
    finally:
        await store.close()
    module = games.load(args.game)
    result = module.coverage(pool)
    if getattr(args, "by_set", False):
        if not hasattr(module, "coverage_by_set"):
            raise UserError(f"--by-set is not available for {args.game}")
        result["by_set"] = module.coverage_by_set(pool)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        for key, value in result.items():
            print(f"{key:>14}: {value}")
    return 0


async def _explain(args: argparse.Namespace) -> int:
    from bot.card_pool import load_pool
    from engine import games
    from engine.core.scripts import text_hash

    store = await _open_store()
    try:
        pool = await load_pool(args.game, store)
    finally:
        await store.close()
    rec = pool.get(args.name) or pool.find_name(args.name)
    if rec is None:
        more = pool.suggest(args.name)
        hint = f"; did you mean {' or '.join(repr(s) for s in more)}?" if more else ""
        raise UserError(f"no {args.game} card named {args.name!r}{hint}")
    module = games.load(args.game)
    explained = module.explain(rec.data)
    text = module.printed_text(rec.data)
    name = rec.names.get("en") or next(iter(rec.names.values()), rec.id)
    if args.json:
        print(json.dumps({"id": rec.id, "name": name, "text_sha256": text_hash(text), "abilities": [
            {"text": a.text, "source": a.source, "detail": a.detail, "explained": a.line(args.game)} for a in explained]},
            ensure_ascii=False))
        return 0
    print(f"{name} ({rec.id})  text_sha256 = {text_hash(text)}")
    for a in explained or []:
        print(f"  {a.line(args.game)}")
    if not explained:
        print("  (no ability text)")
    return 0


async def _images(args: argparse.Namespace) -> int:
    from bot.config import Config
    from card_images.download import download_images

    store = await _open_store()
    try:
        cards = await store.cards(args.game)
    finally:
        await store.close()
    if not cards:
        raise UserError(f"no {args.game} cards imported yet: run `python -m bot cards import {args.game} …` first")
    if not any((getattr(c, "data", None) or {}).get("image_url") for c in cards):
        print(f"{args.game}: the imported card data has no image URLs (its public card lists carry none), so there "
              "is nothing to download; boards and hands draw generated card faces instead.")
        return 0
    from pathlib import Path

    from card_images.download import Unreachable

    from .progress import Progress

    where = Path(Config.from_env().card_image_dir).resolve() / args.game
    print(f"{args.game}: images go to {where}/ (set CARD_IMAGE_DIR to choose another folder)")
    bar = Progress(len(cards), "images")
    try:
        report = await download_images(args.game, cards, str(where.parent), concurrency=args.concurrency,
                                       progress=None if bar.enabled else print,
                                       tick=bar.tick)
    except Unreachable as exc:
        bar.close()
        print(f"error: {exc}; nothing more was tried (run again once online: files already fetched are kept)",
              file=sys.stderr)
        return 1
    bar.close()
    if bar.enabled:
        print(report.summary())
    return 1 if report.failed else 0
