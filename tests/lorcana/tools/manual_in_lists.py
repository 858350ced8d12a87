"""The manual abilities of the real deck lists' cards, grouped by wording shape (issue 16):
``python -m tests.lorcana.tools.manual_in_lists [dev|heldout]``. Copies count (4 Doc = 4).

Shape: the ability text with numbers, names and stats blanked, so "+2 {S}" and "+1 {S}" group."""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from engine.core.cards import CardPool
from engine.lorcana import game
from engine.lorcana.cards.compiler import compile_card
from engine.lorcana.cards.importers import import_cards

DECKS = Path(__file__).resolve().parents[1] / "fixtures" / "decks"


def shape(text: str) -> str:
    t = re.sub(r"\d+", "N", text)
    t = re.sub(r"\{[SWLI]\}", "{X}", t)
    return re.sub(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)*\b", "Name", t)


def list_cards(part: str) -> tuple[Counter, dict[str, dict]]:
    """Copies by full name over the lists of ``part`` (dev or heldout), and each card's data."""
    pool = CardPool("lorcana", import_cards(None).cards)
    copies: Counter = Counter()
    data: dict[str, dict] = {}
    for path in sorted((DECKS / part).glob("*.txt")):
        check = game.parse_deck(path.read_text(), pool)
        if check.deck is None:
            raise SystemExit(f"{path.name} does not load: {[str(p) for p in check.problems]}")
        for cid in check.deck.main:
            full = check.deck.cards[cid]["full_name"]
            copies[full] += 1
            data[full] = check.deck.cards[cid]
    return copies, data


def main(part: str = "dev") -> None:
    copies, data = list_cards(part)
    total, done = sum(copies.values()), 0
    groups: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    manual = 0
    for full, card in data.items():
        abilities = compile_card(card)
        if all(a.ok for a in abilities):
            done += copies[full]
            continue
        manual += 1
        for a in abilities:
            if not a.ok:
                groups[shape(a.text)].append((copies[full], full, a.text))
    print(f"{part}: {done}/{total} copies automated ({done / total:.3f}); {manual} cards not automated")
    for sh, rows in sorted(groups.items(), key=lambda kv: -sum(r[0] for r in kv[1])):
        print(f"\n[{sum(r[0] for r in rows)} copies] {sh}")
        for n, full, text in sorted(rows, reverse=True):
            print(f"   {n:2d}  {full}: {text}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "dev")
