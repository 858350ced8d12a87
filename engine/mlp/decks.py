"""Deck lists: parsing (DreamTCG text export, MLP.DB export, starter-deck JSON), validation against
第一節 2.0.0–2.1.3, and random legal decks for simulation."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from engine.core import Deck, Rng
from engine.core.cards import CardPool, CardRecord, normalize_name
from engine.core.deck import DeckCheck, DeckProblem

from .cards.importers import record_from_dreamtcg
from .cards.schema import MAIN_DECK_TYPES, has_sparkle, is_everyday, main_number
from .rules import R
from .state import DEFAULT_OPTIONS

SECTION_OF_TYPE = {"Character": "main", "Event": "main", "Item": "main", "Scene": "scene", "Story": "story", "Protagonist": "protagonist"}
LINE_FORM = "expected a count and a card name, e.g. “4 Fluttershy (BP01-C04)”"
"""Said of a line without a count that names no card (Lorcana's and ONE PIECE's readers say the same)."""
SECTION_NAMES = {"main": "main deck", "scene": "scene deck", "story": "story deck", "protagonist": "protagonist"}
_HEADERS = [
    (re.compile(r"main\s*character|protagonist|主役", re.I), "protagonist"),
    (re.compile(r"main\s*deck|メインデッキ|^main$", re.I), "main"),
    (re.compile(r"scene|シーン", re.I), "scene"),
    (re.compile(r"story|stories|ストーリー", re.I), "story"),
]
_NUMBER = r"※?[A-Z]{2,4}\d{2}[A-Z]?-[A-Z]*\d+[A-Z]?※?"
_LINE_LABEL = re.compile(r"^(main\s*character|protagonist|主役|mc)\s*[:：]\s*(.+)$", re.I)
_LINE_QTY_NAME_ID = re.compile(r"^(?:(\d+)\s*[x×]?\s+)?(?:Tier\s+[IV]+\s*:\s*)?(.*?)\s*\(([^()]+)\)\s*$", re.I)
_LINE_QTY_ID = re.compile(rf"^(\d+)\s*[x×]?\s+({_NUMBER})\s*$")
_LINE_QTY_NAME = re.compile(r"^(\d+)\s*[x×]?\s+(.+)$")
# a bare section header: "Main Deck", "Scene Deck (15)", "Stories:", "== Story ==", "[Scene Deck — 15 cards]"
_BARE_HEADER = re.compile(r"^(?:#+\s*)?(main\s*character|protagonist|主役|main\s*deck|main|scenes?(?:\s*deck)?|story(?:\s*deck)?|stories"
                          r"|メインデッキ|シーン(?:デッキ)?|ストーリー(?:デッキ)?)\s*(?:[(（\[]\s*\d+(?:\s*/\s*\d+)?\s*(?:cards?|枚)?\s*[)）\]])?"
                          r"\s*(?:[-–—]\s*\d+(?:\s*/\s*\d+)?\s*(?:cards?|枚)?)?\s*[:：]?$", re.I)


def plural(n: int, noun: str, many: str = "") -> str:
    """"1 card", "2 cards" (``many`` for irregular plurals: "copy" → "copies")."""
    return f"{n} {noun if n == 1 else many or noun + 's'}"


def _header(line: str) -> str | None:
    m = re.fullmatch(r"\[(.+)\]|={2,}\s*(.+?)\s*={2,}", line)
    if not m:
        bare = _BARE_HEADER.match(line)
        return _section_of(bare.group(1)) if bare else None
    title = m.group(1) or m.group(2)
    return _section_of(title) or "title:" + title


def _section_of(title: str) -> str | None:
    for pattern, section in _HEADERS:
        if pattern.search(title):
            return section
    return None


class _Names:
    """Card names of a pool → every record carrying that name (a name may have several printings)."""

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self.by_name: dict[str, list[CardRecord]] = {}
        self.by_bare: dict[str, list[CardRecord]] = {}  # the number without its ※ mark → its prints
        for rec in pool.by_id.values():
            self.by_bare.setdefault(normalize_number(rec.id), []).append(rec)
            for nm in dict.fromkeys(normalize_name(n) for n in rec.names.values()):
                self.by_name.setdefault(nm, []).append(rec)

    def lookup(self, name: str) -> tuple[CardRecord | None, list[CardRecord]]:
        """(the card, []) when the name means one card number (※ and art versions of one number
        are one card, 第二節 1.8.0: the plain print is taken); (None, candidates) when it names
        several cards, one per card number; (None, []) when unknown."""
        recs = self.by_name.get(normalize_name(name), [])
        by_number: dict[str, list[CardRecord]] = {}
        for rec in recs:
            by_number.setdefault(rec.data.get("main_number") or main_number(rec.id), []).append(rec)
        if len(by_number) == 1:
            prints = next(iter(by_number.values()))
            return min(prints, key=lambda r: (bool(r.data.get("sparkle")), r.id)), []
        if len(by_number) > 1:
            return None, [min(v, key=lambda r: (bool(r.data.get("sparkle")), r.id)) for _, v in sorted(by_number.items())]
        return None, []

    def by_number(self, number: str) -> CardRecord | None:
        """A card number as written, with the ※ mark before or after it (第一節 2.1.1)."""
        rec = self.pool.get(number)
        if rec is not None:
            return rec
        found = self.by_bare.get(normalize_number(number), [])
        if not found:
            return None
        sparkle = has_sparkle(number)
        return min(found, key=lambda r: (bool(r.data.get("sparkle")) != sparkle, r.id))


def normalize_number(card_id: str) -> str:
    """A card number without its ※ mark (before or after) and spaces."""
    return card_id.strip().strip("※").strip()


def _ambiguous(name: str, candidates: list[CardRecord]) -> str:
    listed = "; ".join(f"{r.data.get('full_name') or r.data.get('name')} ({r.id})" for r in candidates)
    return (f"{name!r} names {plural(len(candidates), 'different card')} ({listed}); write the card number too, "
            f"e.g. \"1 {candidates[0].data.get('name')} ({candidates[0].id})\"")


def parse_deck(text: str, pool: CardPool) -> DeckCheck:
    """Read a deck list in any supported format (cards are placed by their category). Every
    problem carries its line number; a name shared by several cards is a problem naming them."""
    stripped = text.strip()
    if stripped.startswith("{"):
        return _parse_json(stripped, pool)
    problems: list[DeckProblem] = []
    parts: dict[str, list[str]] = {"main": [], "scene": [], "story": [], "protagonist": []}
    cards: dict[str, dict[str, Any]] = {}
    lines: dict[str, list[int]] = {}
    headers: dict[str, int] = {}
    names = _Names(pool)
    name = ""
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        head = _header(line)
        if head is not None:
            if head.startswith("title:"):
                name = name or head[6:]
            else:
                headers.setdefault(head, lineno)
            continue
        if line.startswith("#"):
            continue
        label = _LINE_LABEL.match(line)
        if label:  # "Main Character: Name" / "Protagonist: Name (ID)"
            headers.setdefault("protagonist", lineno)
            line = label.group(2).strip()
        qty, rec, problem = _read_line(line, pool, names, labelled=bool(label))
        if rec is None:
            problems.append(DeckProblem(problem, None, lineno))
            continue
        section = SECTION_OF_TYPE.get(rec.data.get("type", ""), "main")
        if label and section != "protagonist":
            problems.append(DeckProblem(f"{rec.data.get('name')} ({rec.id}) is a {rec.data.get('type')}, not a protagonist",
                                        R("第二節 5.0.0"), lineno))
            continue
        parts[section].extend([rec.id] * qty)
        cards[rec.id] = rec.data
        lines.setdefault(rec.id, []).append(lineno)
    return _finish(parts, cards, name, problems, lines, headers)


def _read_line(line: str, pool: CardPool, names: _Names, *, labelled: bool = False) -> tuple[int, CardRecord | None, str]:
    """One card line → (quantity, card, "") or (0, None, the problem). A line without a count is
    one copy; if it names no card the problem says what a line is (not after ``Main Character:``)."""
    m = _LINE_QTY_ID.match(line)
    if m:
        rec = names.by_number(m.group(2))
        return (int(m.group(1)), rec, "") if rec else (0, None, f"unknown card number {m.group(2)}")
    m = _LINE_QTY_NAME_ID.match(line)
    if m and (re.fullmatch(_NUMBER, m.group(3).strip()) or names.by_number(m.group(3).strip())):
        qty = int(m.group(1) or 1)
        rec = names.by_number(m.group(3).strip())
        if rec is not None:
            return qty, rec, ""
        rec, candidates = names.lookup(m.group(2))
        if candidates:
            return 0, None, f"unknown card number {m.group(3).strip()}, and " + _ambiguous(m.group(2), candidates)
        return (qty, rec, "") if rec else (0, None, f"unknown card {m.group(2)} ({m.group(3).strip()})")
    m = _LINE_QTY_NAME.match(line)
    qty, nm = (int(m.group(1)), m.group(2).strip()) if m else (1, line)
    rec, candidates = names.lookup(nm)
    if candidates:
        return 0, None, _ambiguous(nm, candidates)
    rec = rec or names.by_number(nm)
    if rec is None:
        hint = pool.suggest(nm)
        form = "" if m or labelled else f" ({LINE_FORM})"  # a line without a count that names no card: say what a line is
        return 0, None, f"unknown card {nm!r}{form}" + (f" — did you mean {', '.join(hint)}?" if hint else "")
    return qty, rec, ""


def _parse_json(text: str, pool: CardPool) -> DeckCheck:
    """The DreamTCG starter-deck JSON: ``{deckName, mc, main[{…, qty}], scene[…], story[…]}``."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        return DeckCheck(None, [DeckProblem(f"not valid JSON: {exc}", None, exc.lineno)])
    parts: dict[str, list[str]] = {"main": [], "scene": [], "story": [], "protagonist": []}
    cards: dict[str, dict[str, Any]] = {}
    problems: list[DeckProblem] = []
    lines: dict[str, list[int]] = {}
    first_line: dict[str, int] = {}  # every quoted string → the first line it is on
    for i, ln in enumerate(text.splitlines(), 1):
        for quoted in re.findall(r'"((?:[^"\\]|\\.)*)"', ln):
            first_line.setdefault(quoted, i)

    def line_of(cid: str) -> int:
        return first_line.get(cid, 1)

    entries = ([raw["mc"]] if isinstance(raw.get("mc"), dict) else []) + [e for k in ("main", "scene", "story") for e in raw.get(k) or []]
    for entry in entries:
        if not isinstance(entry, dict) or "id" not in entry:
            problems.append(DeckProblem("a deck entry without an id", None, 1))
            continue
        rec: CardRecord | None = pool.get(str(entry["id"]))
        if rec is None:
            try:
                rec = record_from_dreamtcg(entry)
            except (KeyError, TypeError, ValueError):
                problems.append(DeckProblem(f"unknown card {entry.get('id')}", None, line_of(str(entry.get("id")))))
                continue
        qty = entry.get("qty", 1) if isinstance(entry.get("qty", 1), int) else 1
        section = SECTION_OF_TYPE.get(rec.data.get("type", ""), "main")
        parts[section].extend([rec.id] * qty)
        cards[rec.id] = rec.data
        lines.setdefault(rec.id, []).append(line_of(rec.id))
    return _finish(parts, cards, str(raw.get("deckName") or ""), problems, lines, {})


def _finish(parts: dict[str, list[str]], cards: dict[str, dict[str, Any]], name: str, problems: list[DeckProblem],
            lines: dict[str, list[int]], headers: dict[str, int]) -> DeckCheck:
    deck = Deck(main=parts["main"], cards=cards, sections={k: parts[k] for k in ("protagonist", "scene", "story")}, name=name)
    return DeckCheck(deck, problems + validate_deck(deck, {}, lines=lines, headers=headers))


def validate_deck(deck: Deck, options: dict | None = None, *, lines: dict[str, list[int]] | None = None,
                  headers: dict[str, int] | None = None) -> list[DeckProblem]:
    """第一節 2.0.0–2.1.3: the four parts of a game deck and the copy limit. With ``lines`` (card id →
    the deck-list lines that name it) and ``headers`` (section → its header line), every problem
    carries the line it is about (a part's header, or its first card line)."""
    opts = {**DEFAULT_OPTIONS, **(options or {})}
    limit = int(opts.get("copy_limit") or 4)
    extra = set(opts.get("everyday") or [])
    lines, headers = lines or {}, headers or {}

    def at(ids: list[str]) -> list[int]:
        return sorted({n for cid in dict.fromkeys(ids) for n in lines.get(cid, [])})

    def first(section: str, ids: list[str]) -> int:
        if headers.get(section):
            return headers[section]
        found = [min(lines[cid]) for cid in dict.fromkeys(ids) if lines.get(cid)]
        return min(found) if found else (min(headers.values()) if headers else 0) or (1 if lines else 0)

    problems: list[DeckProblem] = []
    missing = deck.missing()
    if missing:
        problems.append(DeckProblem(f"no card data for {', '.join(missing)}", R("第一節 2.0.0"), first("main", missing)))
    data = deck.cards
    main, scene = deck.main, deck.sections.get("scene", [])
    story, prot = deck.sections.get("story", []), deck.sections.get("protagonist", [])
    if len(main) != 50:
        problems.append(DeckProblem(f"the main deck has {plural(len(main), 'card')}; it must have exactly 50", R("第一節 2.0.0"), first("main", main)))
    wrong = sorted({c for c in main if data.get(c, {}).get("type") not in MAIN_DECK_TYPES})
    if wrong:
        problems.append(DeckProblem(f"only characters, events and items go in the main deck: {', '.join(wrong)}", R("第一節 2.0.0"), first("main", wrong)))
    if len(scene) != 15:
        problems.append(DeckProblem(f"the scene deck has {plural(len(scene), 'card')}; it must have exactly 15", R("第一節 2.0.0"), first("scene", scene)))
    if any(data.get(c, {}).get("type") != "Scene" for c in scene):
        problems.append(DeckProblem("the scene deck holds only scenes", R("第二節 4.0.0"), first("scene", scene)))
    if len(prot) != 1:
        problems.append(DeckProblem(f"a game deck has exactly 1 protagonist, not {len(prot)}", R("第一節 2.0.0"), first("protagonist", prot)))
    problems += [DeckProblem(p.message, p.rule, first("story", story)) for p in _check_story(story, data)]
    counts: Counter[str] = Counter()
    ids_of: dict[str, list[str]] = {}
    for cid in deck.all_ids():
        d = data.get(cid, {})
        if is_everyday(d, extra):
            continue  # 第一節 2.1.2: 日常 scenes in any number
        number = d.get("main_number") or main_number(cid)
        counts[number] += 1
        ids_of.setdefault(number, [])
        if cid not in ids_of[number]:
            ids_of[number].append(cid)
    for number, n in sorted(counts.items()):
        if n > limit:
            where = at(ids_of[number])
            problems.append(DeckProblem(_copy_limit(number, n, limit, ids_of[number], where), R("第一節 2.1.0"), where[0] if where else 0))
    return problems


def _copy_limit(number: str, n: int, limit: int, ids: list[str], where: list[int]) -> str:
    """The copy-limit problem: the count, the card numbers counted together, and the reading of 第一節 2.1.0."""
    versions = f" ({', '.join(ids)} are one card number: the main part counts, with or without ※ — 第一節 2.1.1, 第二節 1.8.0)" if len(ids) > 1 else \
        " (counted by the main part of the card number, with or without ※ — 第一節 2.1.1, 第二節 1.8.0)"
    on = f" on lines {', '.join(map(str, where))}" if len(where) > 1 else ""
    reading = ("第一節 2.1.0 reads 「同じカードナンバーのカードを4枚以上入れることはできません」 (literally: at most 3), "
               f"while 第二節 4.4.0 says 「4枚まで」; this game allows at most {limit} (option copy_limit)")
    return f"{plural(n, 'copy', 'copies')} of card number {number}{on}{versions}: at most {limit}. {reading}"


def _check_story(story: list[str], data: dict[str, dict[str, Any]]) -> list[DeckProblem]:
    """第一節 2.1.3 / 第二節 6.1.0: 4 stories, one title, different subtitles, stages Ⅰ–Ⅳ."""
    if len(story) != 4:
        return [DeckProblem(f"the story deck has {plural(len(story), 'card')}; it must have exactly 4", R("第一節 2.1.3"))]
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
