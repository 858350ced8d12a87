"""Deck lists (parse, 2.1 validation) and random legal decks for simulation.

Accepted lines: ``4 Elsa - Snow Queen``, ``4x Elsa - Snow Queen``, with optional trailing
``(SET)`` / ``(PROMO)`` / ``*E*`` markers; ``#`` / ``//`` comments; ``--- SIDEBOARD`` starts the
sideboard (not part of the deck, 2.1), ``--- MAYBEBOARD`` is ignored. Names are matched case,
punctuation and apostrophe insensitively, in any imported language; a typo gets "did you mean".
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from engine.core import Deck
from engine.core.cards import CardPool, normalize_name
from engine.core.deck import DeckCheck, DeckProblem
from engine.core.rng import Rng

from .deck_ink_exemptions import ink_exempt
from .rules import R

_LINE = re.compile(r"^\s*(\d+)\s*[xX×]?\s+(.+?)\s*$")
_SUFFIX = re.compile(r"\s*(\((?:[^()]*)\)|\*[A-Za-z]+\*|\[[^\]]*\])\s*$")
DEFAULTS = {"min_cards": 60, "max_inks": 2, "max_copies": 4, "banned": []}


def _find(pool: CardPool, name: str):
    rec = pool.find_name(name)
    if rec is None and " - " not in name and "," in name:
        rec = pool.find_name(name.replace(",", " -", 1))  # "Elsa, Snow Queen"
    if rec is None and "_" in name:
        rec = pool.find_name(name.replace("_", " - ", 1))  # Pixelborn "Ariel_On Human Legs"
    return rec


def parse_deck(text: str, pool: CardPool, options: dict[str, Any] | None = None) -> DeckCheck:
    main: list[str] = []
    side: list[str] = []
    lines: dict[str, int] = {}
    problems: list[DeckProblem] = []
    section = "main"
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if line.startswith("---") or line.lower().rstrip(":") in ("sideboard", "maybeboard", "deck", "main"):
            low = line.lower()
            section = "side" if "side" in low else "maybe" if "maybe" in low else "main"
            continue
        m = _LINE.match(line)
        if not m:
            problems.append(DeckProblem(f"cannot read “{line}”: expected a count and a card name, e.g. “4 Elsa - Snow Queen”", R("2.1.1"), no))
            continue
        count, name = int(m.group(1)), m.group(2)
        while _SUFFIX.search(name):
            name = _SUFFIX.sub("", name).strip()
        rec = _find(pool, name)
        if rec is None:
            problems.append(DeckProblem(unknown_card(pool, name), R("2.1.1"), no))
            continue
        if section == "maybe":
            continue
        (main if section == "main" else side).extend([rec.id] * count)
        lines.setdefault(rec.id, no)
    if not main and not problems:
        problems.append(DeckProblem("the deck list is empty", R("2.1.1.1")))
    ids = main + side
    deck = Deck(main=main, cards=pool.data(ids), sections={"sideboard": side} if side else {})
    deck_lines = {rec_id: no for rec_id, no in lines.items()}
    problems.extend(validate_deck(deck, options or {}, deck_lines))
    return DeckCheck(deck if main else None, problems)


def fixtures_only(pool: CardPool) -> bool:
    """Whether the pool is only the built-in fixture cards (nothing imported yet)."""
    from .cards.fixtures import FIXTURE_PREFIX

    return bool(pool.by_id) and all(cid.startswith(FIXTURE_PREFIX) for cid in pool.by_id)


def unknown_card(pool: CardPool, name: str) -> str:
    """The message for a deck line whose card is not in the pool: the real card it probably
    means (did you mean) — and, with only the fixture cards loaded, how to import the real ones
    instead of suggesting unrelated fixture names."""
    from rapidfuzz import fuzz

    hint = pool.suggest(name)
    if fixtures_only(pool):
        close = [h for h in hint if fuzz.ratio(normalize_name(h), normalize_name(name)) >= 85]
        more = f" — did you mean {', '.join(close)}?" if close else ""
        return (f"unknown card “{name}”{more}; only the built-in fixture cards are loaded — "
                "run `python -m bot cards import lorcana` for the real cards")
    more = f" — did you mean {', '.join(hint)}?" if hint else " (no card with a similar name)"
    return f"unknown card “{name}”{more}"


def validate_deck(deck: Deck, options: dict[str, Any], lines: dict[str, int] | None = None) -> list[DeckProblem]:
    """2.1.1.1 ≥ 60 cards (no maximum); 2.1.1.2 at most 2 ink types (a dual-ink card counts both,
    P12 choice); 2.1.1.3 at most 4 per full name unless the card allows more (1.2.1);
    2.1.1.4 no banned cards (configurable list of full names or ids)."""
    opt = {**DEFAULTS, **(options or {})}
    lines = lines or {}
    out: list[DeckProblem] = []
    if len(deck.main) < opt["min_cards"]:
        out.append(DeckProblem(f"the deck has {len(deck.main)} cards; it needs at least {opt['min_cards']}", R("2.1.1.1")))
    inks: dict[str, str] = {}
    exempt = ink_exempt(deck.cards, deck.main)  # "you can have other Hunny characters in your deck regardless of ink type" (1.2.1)
    for cid in dict.fromkeys(deck.main):
        if cid in exempt:
            continue
        for ink in deck.cards.get(cid, {}).get("colors", []):
            inks.setdefault(ink, cid)
    if len(inks) > opt["max_inks"]:
        names = ", ".join(sorted(inks))
        out.append(DeckProblem(f"the deck uses {len(inks)} ink types ({names}); at most {opt['max_inks']} are allowed", R("2.1.1.2"),
                               lines.get(list(inks.values())[opt["max_inks"]], 0)))
    per_name: Counter = Counter()
    first: dict[str, str] = {}
    for cid in deck.main:
        full = deck.cards.get(cid, {}).get("full_name", cid)
        key = normalize_name(full)
        per_name[key] += 1
        first.setdefault(key, cid)
    for key, n in per_name.items():
        cid = first[key]
        d = deck.cards.get(cid, {})
        limit = d.get("max_copies") or opt["max_copies"]
        if n > limit:
            out.append(DeckProblem(f"{n} copies of {d.get('full_name', cid)}; at most {limit} per full name", R("2.1.1.3"), lines.get(cid, 0)))
    banned = {normalize_name(b) for b in opt.get("banned") or []}
    for cid in dict.fromkeys(deck.main):
        d = deck.cards.get(cid, {})
        if cid in banned or normalize_name(d.get("full_name", "")) in banned:
            out.append(DeckProblem(f"{d.get('full_name', cid)} is banned in this format", R("2.1.1.4"), lines.get(cid, 0)))
    missing = deck.missing()
    if missing:
        out.append(DeckProblem(f"card data missing for {', '.join(missing[:5])}", R("2.1.1")))
    return out


def random_deck(pool: CardPool, rng: Rng, size: int = 60) -> Deck:
    """A legal random deck: two inks with enough distinct full names, up to 4 copies each."""
    by_ink: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    for rec in pool.by_id.values():
        d = rec.data
        if d.get("type") not in ("Character", "Action", "Item", "Location"):
            continue
        full = normalize_name(d.get("full_name", rec.id))
        if full in names:
            continue
        names[full] = rec.id
        cols = d.get("colors") or []
        if len(cols) == 1:
            by_ink.setdefault(cols[0], []).append(rec.id)
    inks = sorted(by_ink)
    pairs = [(a, b) for i, a in enumerate(inks) for b in inks[i + 1:] if len(by_ink[a]) + len(by_ink[b]) >= (size + 3) // 4]
    if not pairs:
        raise ValueError("the card pool is too small for a legal 60-card deck")
    a, b = rng.choice(pairs)
    ids = by_ink[a] + by_ink[b]
    rng.shuffle(ids)
    main: list[str] = []
    for cid in ids:
        if len(main) >= size:
            break
        main.extend([cid] * min(4, size - len(main)))
    while len(main) < size:
        main.append(rng.choice(ids))
    return Deck(main=main, cards=pool.data(main), name=f"Random {a}/{b}")
