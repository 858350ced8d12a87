"""Deck lists: parsing (DreamTCG text export, MLP.DB export, starter-deck JSON), validation against
第一節 2.0.0–2.1.3, and random legal decks for simulation."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from engine.core import Deck, Rng
from engine.core.cards import CardPool, CardRecord
from engine.core.deck import DeckCheck, DeckProblem

from .cards.importers import record_from_dreamtcg
from .cards.schema import MAIN_DECK_TYPES, is_everyday, main_number
from .rules import R
from .state import DEFAULT_OPTIONS

SECTION_OF_TYPE = {"Character": "main", "Event": "main", "Item": "main", "Scene": "scene", "Story": "story", "Protagonist": "protagonist"}
_HEADERS = [
    (re.compile(r"main\s*character|protagonist|主役", re.I), "protagonist"),
    (re.compile(r"main\s*deck|メインデッキ", re.I), "main"),
    (re.compile(r"scene|シーン", re.I), "scene"),
    (re.compile(r"story|ストーリー", re.I), "story"),
]
_LINE_QTY_NAME_ID = re.compile(r"^(?:(\d+)\s*[x×]?\s+)?(?:Tier\s+[IV]+\s*:\s*)?(.*?)\s*\(([^()]+)\)\s*$", re.I)
_LINE_QTY_ID = re.compile(r"^(\d+)\s*[x×]?\s+(※?[A-Z]{2,4}\d{2}[A-Z]?-[A-Z]+\d+[A-Z]?)\s*$")
_LINE_QTY_NAME = re.compile(r"^(\d+)\s*[x×]?\s+(.+)$")


def _header(line: str) -> str | None:
    m = re.fullmatch(r"\[(.+)\]|={2,}\s*(.+?)\s*={2,}", line)
    if not m:
        return None
    title = m.group(1) or m.group(2)
    for pattern, section in _HEADERS:
        if pattern.search(title):
            return section
    return "title:" + title


def parse_deck(text: str, pool: CardPool) -> DeckCheck:
    """Read a deck list in any supported format (cards are placed by their category)."""
    stripped = text.strip()
    if stripped.startswith("{"):
        return _parse_json(stripped, pool)
    problems: list[DeckProblem] = []
    parts: dict[str, list[str]] = {"main": [], "scene": [], "story": [], "protagonist": []}
    cards: dict[str, dict[str, Any]] = {}
    name = ""
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        head = _header(line)
        if head is not None:
            if head.startswith("title:") and not name:
                name = head[6:]
            continue
        qty, rec = 1, None
        m = _LINE_QTY_ID.match(line)
        if m:
            qty, rec = int(m.group(1)), pool.get(m.group(2))
            if rec is None:
                problems.append(DeckProblem(f"unknown card number {m.group(2)}", None, lineno))
                continue
        else:
            m = _LINE_QTY_NAME_ID.match(line)
            if m:
                qty = int(m.group(1) or 1)
                rec = pool.get(m.group(3).strip()) or pool.find_name(m.group(2))
                if rec is None:
                    problems.append(DeckProblem(f"unknown card {m.group(2)} ({m.group(3)})", None, lineno))
                    continue
            else:
                m = _LINE_QTY_NAME.match(line)
                qty, nm = (int(m.group(1)), m.group(2)) if m else (1, line)
                rec = pool.find_name(nm) or pool.get(nm)
                if rec is None:
                    hint = pool.suggest(nm)
                    problems.append(DeckProblem(f"unknown card {nm!r}" + (f" — did you mean {', '.join(hint)}?" if hint else ""), None, lineno))
                    continue
        section = SECTION_OF_TYPE.get(rec.data.get("type", ""), "main")
        parts[section].extend([rec.id] * qty)
        cards[rec.id] = rec.data
    return _finish(parts, cards, name, problems)


def _parse_json(text: str, pool: CardPool) -> DeckCheck:
    """The DreamTCG starter-deck JSON: ``{deckName, mc, main[{…, qty}], scene[…], story[…]}``."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        return DeckCheck(None, [DeckProblem(f"not valid JSON: {exc}", None, exc.lineno)])
    parts: dict[str, list[str]] = {"main": [], "scene": [], "story": [], "protagonist": []}
    cards: dict[str, dict[str, Any]] = {}
    problems: list[DeckProblem] = []
    entries = ([raw["mc"]] if isinstance(raw.get("mc"), dict) else []) + [e for k in ("main", "scene", "story") for e in raw.get(k) or []]
    for entry in entries:
        if not isinstance(entry, dict) or "id" not in entry:
            problems.append(DeckProblem("a deck entry without an id", None, 0))
            continue
        rec: CardRecord | None = pool.get(str(entry["id"]))
        if rec is None:
            try:
                rec = record_from_dreamtcg(entry)
            except (KeyError, TypeError, ValueError):
                problems.append(DeckProblem(f"unknown card {entry.get('id')}", None, 0))
                continue
        qty = entry.get("qty", 1) if isinstance(entry.get("qty", 1), int) else 1
        section = SECTION_OF_TYPE.get(rec.data.get("type", ""), "main")
        parts[section].extend([rec.id] * qty)
        cards[rec.id] = rec.data
    return _finish(parts, cards, str(raw.get("deckName") or ""), problems)


def _finish(parts: dict[str, list[str]], cards: dict[str, dict[str, Any]], name: str, problems: list[DeckProblem]) -> DeckCheck:
    deck = Deck(main=parts["main"], cards=cards, sections={k: parts[k] for k in ("protagonist", "scene", "story")}, name=name)
    return DeckCheck(deck, problems + validate_deck(deck, {}))


def validate_deck(deck: Deck, options: dict | None = None) -> list[DeckProblem]:
    """第一節 2.0.0–2.1.3: the four parts of a game deck and the copy limit."""
    opts = {**DEFAULT_OPTIONS, **(options or {})}
    limit = int(opts.get("copy_limit") or 4)
    extra = set(opts.get("everyday") or [])
    problems: list[DeckProblem] = []
    missing = deck.missing()
    if missing:
        problems.append(DeckProblem(f"no card data for {', '.join(missing)}", R("第一節 2.0.0")))
    data = deck.cards
    main, scene = deck.main, deck.sections.get("scene", [])
    story, prot = deck.sections.get("story", []), deck.sections.get("protagonist", [])
    if len(main) != 50:
        problems.append(DeckProblem(f"the main deck has {len(main)} cards; it must have exactly 50", R("第一節 2.0.0")))
    wrong = sorted({c for c in main if data.get(c, {}).get("type") not in MAIN_DECK_TYPES})
    if wrong:
        problems.append(DeckProblem(f"only characters, events and items go in the main deck: {', '.join(wrong)}", R("第一節 2.0.0")))
    if len(scene) != 15:
        problems.append(DeckProblem(f"the scene deck has {len(scene)} cards; it must have exactly 15", R("第一節 2.0.0")))
    if any(data.get(c, {}).get("type") != "Scene" for c in scene):
        problems.append(DeckProblem("the scene deck holds only scenes", R("第二節 4.0.0")))
    if len(prot) != 1:
        problems.append(DeckProblem(f"a game deck has exactly 1 protagonist, not {len(prot)}", R("第一節 2.0.0")))
    problems += _check_story(story, data)
    counts: Counter[str] = Counter()
    for cid in deck.all_ids():
        d = data.get(cid, {})
        if is_everyday(d, extra):
            continue  # 第一節 2.1.2: 日常 scenes in any number
        counts[d.get("main_number") or main_number(cid)] += 1
    for number, n in sorted(counts.items()):
        if n > limit:
            problems.append(DeckProblem(f"{n} copies of card number {number}: at most {limit} (※ versions count as the same card)",
                                        R("第一節 2.1.0")))
    return problems


def _check_story(story: list[str], data: dict[str, dict[str, Any]]) -> list[DeckProblem]:
    """第一節 2.1.3 / 第二節 6.1.0: 4 stories, one title, different subtitles, stages Ⅰ–Ⅳ."""
    if len(story) != 4:
        return [DeckProblem(f"the story deck has {len(story)} cards; it must have exactly 4", R("第一節 2.1.3"))]
    ds = [data.get(c, {}) for c in story]
    out = []
    if any(d.get("type") != "Story" for d in ds):
        out.append(DeckProblem("the story deck holds only stories", R("第一節 2.1.3")))
    if len({d.get("story_title") for d in ds}) != 1:
        out.append(DeckProblem("all four stories must share one main title", R("第一節 2.1.3")))
    subs = [d.get("story_subtitle") for d in ds]
    if all(subs) and len(set(subs)) != 4:
        out.append(DeckProblem("the four stories must have different subtitles", R("第一節 2.1.3")))
    if sorted(d.get("stage") or 0 for d in ds) != [1, 2, 3, 4]:
        out.append(DeckProblem("the stories must be stages Ⅰ, Ⅱ, Ⅲ and Ⅳ", R("第一節 2.1.3")))
    return out


def random_deck(pool: CardPool, rng: Rng, options: dict | None = None) -> Deck:
    """A random legal deck from the pool (simulation)."""
    opts = {**DEFAULT_OPTIONS, **(options or {})}
    limit = int(opts.get("copy_limit") or 4)
    recs = [r for r in pool.by_id.values() if not r.data.get("sparkle")]
    by_type: dict[str, list[CardRecord]] = {}
    for r in recs:
        by_type.setdefault(r.data.get("type", ""), []).append(r)
    prot = rng.choice(by_type["Protagonist"])
    stories: dict[str, dict[int, CardRecord]] = {}
    for r in by_type.get("Story", []):
        stories.setdefault(r.data.get("story_title", ""), {}).setdefault(r.data.get("stage") or 0, r)
    complete = sorted(t for t, s in stories.items() if sorted(s) == [1, 2, 3, 4])
    title = rng.choice(complete)
    story = [stories[title][i] for i in (1, 2, 3, 4)]
    scenes = by_type["Scene"]
    everyday = [r for r in scenes if is_everyday(r.data, set(opts.get("everyday") or []))]
    if everyday:
        scene_ids = [rng.choice(everyday).id] * 15
    else:
        scene_ids = []
        for r in rng.sample(scenes, len(scenes)):
            scene_ids += [r.id] * min(limit, 15 - len(scene_ids))
    counts: Counter[str] = Counter(main_number(r.id) for r in [prot, *story])
    main_pool = [r for t in MAIN_DECK_TYPES for r in by_type.get(t, [])]
    main: list[str] = []
    while len(main) < 50:
        r = rng.choice(main_pool)
        num = r.data.get("main_number") or main_number(r.id)
        take = min(rng.randrange(limit) + 1, limit - counts[num], 50 - len(main))
        if take <= 0:
            continue
        counts[num] += take
        main += [r.id] * take
    ids = [prot.id, *(s.id for s in story), *scene_ids, *main]
    return Deck(main=main, cards=pool.data(ids), sections={"protagonist": [prot.id], "scene": scene_ids, "story": [s.id for s in story]}, name="random")
