"""Dump the compiled form of every card of the default source (one entry per card) so that a
change to the templates can be checked card by card: ``python -m tests.lorcana.tools.dump_compiled
OUT``, then ``python -m tests.lorcana.tools.dump_compiled --diff BEFORE AFTER``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.core.cards import normalize_name
from engine.lorcana.cards.compiler import compile_card
from engine.lorcana.cards.importers import import_cards


def dump(path: str) -> None:
    out: dict[str, dict] = {}
    for rec in import_cards(None).cards:
        key = normalize_name(rec.data.get("full_name", rec.id))
        if key not in out:
            abilities = compile_card(rec.data)
            out[key] = {"automated": all(a.ok for a in abilities),
                        "compiled": repr([(a.ok, a.kind, a.trigger, a.cost, a.effects, a.static, a.once_per_turn) for a in abilities])}
    Path(path).write_text(json.dumps(out, indent=0, sort_keys=True))


def diff(before: str, after: str) -> None:
    a, b = json.loads(Path(before).read_text()), json.loads(Path(after).read_text())
    word = {True: "automated", False: "manual", None: "absent"}
    for key in sorted(set(a) | set(b)):
        if a.get(key) != b.get(key):
            print(f"{key}: {word[a.get(key, {}).get('automated')]} -> {word[b.get(key, {}).get('automated')]}")


if __name__ == "__main__":
    if sys.argv[1] == "--diff":
        diff(sys.argv[2], sys.argv[3])
    else:
        dump(sys.argv[1])
