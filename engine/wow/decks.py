"""Deck lists: plain text (``2 As Hyjal Burns`` lines, ``# HERO`` / section comments) and OCTGN
``.o8d`` XML (Main and Hero sections), and deck validation (100.1–100.4, 100.2a–f, 301.4)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from difflib import get_close_matches
from typing import Any

from engine.core.cards import CardPool
from engine.core.deck import Deck, DeckCheck, DeckProblem

from .cards import rx
from .cards.schema import ALL_SPECS, is_encounter
from .deckbuilding import clauses
from .rules import R
from .wreal2_collection import collection_cards

MIN_CONSTRUCTED, MIN_LIMITED, MAX_COPIES, SIDEBOARD = 60, 30, 4, 10
MAX_NAME = 150
"""Longer "names" are never looked up or fuzzy-matched (bad input stays fast)."""
MAX_UNKNOWN = 50
LINE_FORM = "expected a count and a card name, e.g. “2 As Hyjal Burns”"
"""Said of a line without a count that names no card (Lorcana's and ONE PIECE's readers say the same)."""
"""Unknown lines reported one by one; the rest are counted in one problem."""


SECTION_WORDS = (
    "main deck", "main", "deck", "abilities", "ability", "allies", "ally", "equipment", "equipments", "weapons",
    "weapon", "armor", "armors", "items", "item", "quests", "quest", "locations", "location", "master heroes",
    "master hero", "totems", "cards", "resources",
)
SIDE_WORDS = ("side deck", "sidedeck", "sideboard", "side board", "side")
_COUNT = r"(?:\s*[(\[]\s*\d+\s*[)\]]|\s*[:\-–]\s*\d+)?\s*:?"
_HEADER = re.compile(r"(?i)^\[?\s*(" + "|".join(re.escape(w) for w in sorted([*SECTION_WORDS, *SIDE_WORDS], key=len, reverse=True))
                     + r")\s*\]?" + _COUNT + r"$")
_WORDS = r"[A-Za-z][A-Za-z ]*?"
_LOOSE_HEADER = re.compile(r"^\[?\s*(" + _WORDS + r"(?:\s*(?:&|/|,|\band\b)\s*" + _WORDS + r")*)\s*\]?"
                           + r"(?:\s*[(\[]\s*\d+\s*[)\]]|\s*[:\-–]\s*\d+)\s*:?$")
"""A counted header whose words are section words joined by ``&``/``and``/``/`` (``Quests &
Locations - 14``) or one misspelt section word (``Abilties: 12``)."""
_HERO = re.compile(r"(?i)^(?:\[\s*hero\s*\]|(?:starting\s+)?hero\b" + _COUNT + r")\s*(?:[:\-–]\s*)?(.*)$")
_TOTAL = re.compile(r"(?i)^(?:(?:grand )?total(?: cards)?(?: in (?:the )?deck)?|cards)\s*[:=]?\s*\d+\s*(?:cards)?\.?$")
_CSV_ROW = re.compile(r'^("(?:[^"]|"")+"|[^",]+),\s*(\d+)\s*(?:,[^,]*){2,3}$')
"""A deck tool's CSV export row: ``"Name",count,set,type[,version]``."""
_CSV_TITLE = re.compile(r'^"(?:[^"]|"")+"$')
_CARD = re.compile(r"^(?:SB:\s*)?(?:(\d+)\s*[xX×]?|[xX×]\s*(\d+))\s+(?:\[\d+\]\s*)?(.+?)(?:\s*\{\d+\})?$")


def _section_of(header: str) -> str:
    word = header.lower()
    return "sideboard" if word in SIDE_WORDS else "main"


def _loose_header(body: str) -> str | None:
    """The section of a ``_LOOSE_HEADER`` line, or None when its words aren't all section words."""
    m = _LOOSE_HEADER.match(body)
    if not m:
        return None
    parts = [p.strip().lower() for p in rx.split(r"\s*(?:&|/|,|\band\b)\s*", m.group(1)) if p.strip()]
    words = [*SECTION_WORDS, *SIDE_WORDS]
    known = [p if p in words else next(iter(get_close_matches(p, words, n=1, cutoff=0.85)), None) for p in parts]
    if not all(known):
        return None
    return "sideboard" if any(k in SIDE_WORDS for k in known) else "main"


def _entries_plain(text: str, countless: set[int] | None = None) -> list[tuple[int, str, int, str]]:
    """(line number, section, count, name) for each card line. Understood: ``N Name``, ``Nx Name``,
    ``xN Name``; a hero as ``Hero: Name``, ``Hero - Name``, ``[Hero] Name``, ``# HERO Name`` or a
    ``Hero`` header over its line; section headers with or without counts (``Abilities (32)``,
    ``# Allies``, ``[Quests]``); ``Side Deck``/``Sideboard`` sections and ``SB:`` lines
    (Magic Workstation ``.mwDeck``: ``N [block] Name {block}``); ``#``/``//`` comments and
    ``Total cards in deck: 60``/``Grand Total: 60`` lines are skipped; a countless ``Name back`` line
    under the hero line is its back face. CSV exports: a quoted title line, then
    ``"Name",count,set,type,version`` rows. A line with no count is one copy of the card it names;
    its number goes in ``countless`` (so a line that names no card can say what a line is)."""
    out = []
    section = "main"
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        comment = line.startswith("#") or line.startswith("//")
        body = line.lstrip("#/ ").strip() if comment else line
        if not body:
            continue
        hero = _HERO.match(body)
        if hero:
            name = hero.group(1).strip()
            if name.lower().startswith("back") or rx.search(r"(?i)\bback$", name):
                continue  # 301.2: the back face is the same hero card
            if name:
                out.append((i, "hero", 1, name))
                section = "main"
            else:
                section = "hero"
            continue
        header = _HEADER.match(body)
        if header:
            section = _section_of(header.group(1))
            continue
        if comment or _TOTAL.match(body):
            continue
        loose = _loose_header(body)
        if loose:
            section = loose
            continue
        csv = _CSV_ROW.match(line)
        if csv:
            out.append((i, section, int(csv.group(2)), csv.group(1).strip('"').replace('""', '"')))
            continue
        if not out and _CSV_TITLE.match(line):
            continue  # a CSV export's first line is the deck's title
        m = _CARD.match(line)
        if m:
            count = int(m.group(1) or m.group(2))
            name = m.group(3).strip()
            if line.startswith("SB:") and (section == "hero" or name.lower().endswith(" back")):
                continue
            sec = "sideboard" if line.startswith("SB:") else section
            if section == "hero" and rx.search(r"(?i)\bback$", name):
                continue
            out.append((i, sec, count, name))
            if section == "hero":
                section = "main"
        else:
            if out and out[-1][1] == "hero" and rx.search(r"(?i)\bback\W*$", line):
                continue  # 301.2: "[Zin'Sul back]" under the hero line is its other face
            out.append((i, section, 1, line))
            if countless is not None:
                countless.add(i)
            if section == "hero":
                section = "main"
    return out


def _entries_o8d(text: str) -> list[tuple[int, str, int, str]]:
    root = ET.fromstring(text)
    out = []
    for sec in root.iter("section"):
        name = (sec.get("name") or "Main").strip().lower()
        section = "hero" if name == "hero" else ("sideboard" if "side" in name else "main")
        for card in sec.iter("card"):
            title = (card.text or "").strip()
            if section == "hero" and title.lower().endswith(" back"):
                continue  # 301.2: the back face is the same hero card
            out.append((0, section, int(card.get("qty", "1")), title))
    return out


def parse_deck(text: str, pool: CardPool) -> DeckCheck:
    """Parse a deck list, resolve names in ``pool`` and validate it."""
    problems: list[DeckProblem] = []
    countless: set[int] = set()
    try:
        entries = _entries_o8d(text) if text.lstrip().startswith("<") else _entries_plain(text, countless)
    except ET.ParseError as exc:
        return DeckCheck(None, [DeckProblem(f"not a valid .o8d file: {exc}", None)])
    main: list[str] = []
    sections: dict[str, list[str]] = {"hero": [], "sideboard": []}
    ids: list[str] = []
    found: dict[str, Any] = {}
    lines: dict[str, int] = {}
    unknown = heroes_named = 0
    for line, section, count, name in entries:
        if name not in found:
            found[name] = pool.find_name(name) if len(name) <= MAX_NAME else None
        rec = found[name]
        if rec is None:
            unknown += 1
            if unknown <= MAX_UNKNOWN:
                hint = pool.suggest(name) if len(name) <= MAX_NAME else []
                shown = name if len(name) <= MAX_NAME else name[:40] + "…"
                form = f" ({LINE_FORM})" if line in countless else ""  # "hello world": say what a line is
                problems.append(DeckProblem(f"unknown card {shown!r}{form}" + (f"; did you mean {', '.join(hint)}?" if hint else ""), None, line))
            continue
        if section != "hero" and rec.data.get("type") == "hero" and not heroes_named and count == 1:
            section = "hero"  # a list without a hero header names its hero among the cards
        if section == "hero":
            heroes_named += 1
        target = main if section == "main" else sections[section]
        target.extend([rec.id] * count)
        ids.append(rec.id)
        lines.setdefault(rec.data.get("name", ""), line)
    if unknown > MAX_UNKNOWN:
        problems.append(DeckProblem(f"{unknown - MAX_UNKNOWN} more unknown card lines", None))
    deck = Deck(main=main, cards=pool.data([*main, *sections["hero"], *sections["sideboard"]]),
                sections={k: v for k, v in sections.items() if v})
    deck.cards.update(collection_cards(deck.cards, pool.by_id.values()))  # "from your collection" (Illidan; engine.wow.wreal2_collection)
    for problem in validate_deck(deck, {}):
        if not problem.line:  # name the line of the card the problem is about
            problem.line = next((n for name, n in lines.items() if name and rx.match(rf"(?:\d+ copies of )?{re.escape(name)}\b", problem.message)), 0)
        problems.append(problem)
    return DeckCheck(deck, problems)


def hero_traits(hero: dict[str, Any]) -> set[str]:
    """206.1: class, faction, professions, race, talent spec, treachery."""
    traits = {hero.get("class", ""), hero.get("faction", ""), hero.get("race", ""), hero.get("talent", ""),
              *hero.get("professions", []), *hero.get("classes", [])}
    traits |= set(hero.get("race", "").split())
    traits.add("Traitor" if hero.get("traitor") else "Loyal")
    return {t for t in traits if t}


def validate_deck(deck: Deck, options: dict | None) -> list[DeckProblem]:
    """100.1–100.4: one hero, ≥60 cards (30 in Limited), icons shared with the hero, Hero
    Required, talents, one reputation, one master hero name, ≤4 per name unless Unlimited."""
    options = options or {}
    limited = options.get("format") == "limited"
    problems: list[DeckProblem] = []
    heroes = deck.sections.get("hero", [])
    if len(heroes) != 1:
        problems.append(DeckProblem(f"a deck is built around exactly one hero (found {len(heroes)})", R("100.1")))
    minimum = MIN_LIMITED if limited else MIN_CONSTRUCTED
    if len(deck.main) < minimum:
        problems.append(DeckProblem(f"the deck has {len(deck.main)} cards; the minimum is {minimum}", R("100.1")))
    side = deck.sections.get("sideboard", [])
    if side and not limited and len(side) != SIDEBOARD:
        problems.append(DeckProblem(f"a Constructed sideboard has exactly {SIDEBOARD} cards (found {len(side)})", R("100.3")))
    missing = deck.missing()
    if missing:
        problems.append(DeckProblem(f"card data missing for {', '.join(missing)}", None))
        return problems
    hero = deck.cards[heroes[0]] if len(heroes) == 1 else None
    if hero is not None and is_encounter(hero):
        problems.append(DeckProblem(f"{hero['name']} is a raid or dungeon boss, not a hero a player's deck is built around", R("100.1")))
    elif hero is not None and not (hero.get("health") or 0) > 0:
        problems.append(DeckProblem(f"{hero['name']}: the imported card data gives this hero no health, so it would be destroyed "
                                    "as the game starts (102.1a); pick another hero, or import a card source that has its health", R("301.1")))
    for name in sorted({deck.cards[c]["name"] for c in [*deck.main, *side] if is_encounter(deck.cards[c])}):
        problems.append(DeckProblem(f"{name} is a raid or dungeon card, not legal in a player's deck", R("100.2")))
    names = Counter(deck.cards[c]["name"] for c in [*deck.main, *side])
    if not limited:
        for name, n in sorted(names.items()):
            cid = next(c for c in [*deck.main, *side] if deck.cards[c]["name"] == name)
            if n > MAX_COPIES and "Unlimited" not in deck.cards[cid].get("tags", []):
                problems.append(DeckProblem(f"{n} copies of {name}; at most {MAX_COPIES} (unless Unlimited)", R("100.4")))
    masters = {deck.cards[c]["name"] for c in deck.main if deck.cards[c].get("type") == "master hero"}
    for c in deck.main:
        if deck.cards[c].get("type") == "hero":
            problems.append(DeckProblem(f"{deck.cards[c]['name']}: a deck can't include heroes other than master heroes", R("100.1")))
    if len(masters) > 1:
        problems.append(DeckProblem(f"only one master hero name per deck (found {', '.join(sorted(masters))})", R("100.2f")))
    for name in sorted(masters):  # 301.4a: a master hero played becomes the hero (301.1: each hero has health)
        if not (next(deck.cards[c] for c in deck.main if deck.cards[c]["name"] == name).get("health") or 0) > 0:
            problems.append(DeckProblem(f"{name}: the imported card data gives this master hero no health, so it would be destroyed "
                                        "as soon as it is played (301.4a, 102.1a); import a card source that has its health", R("301.1")))
    if hero is None:
        return problems
    traits = hero_traits(hero)
    talents: set[str] = set()
    reputations: set[str] = set()
    build = clauses(hero)  # 100.2e: the hero's Deckbuilding conditions
    sides: set[str] = set()
    for name in sorted(names):
        d = next(deck.cards[c] for c in [*deck.main, *side] if deck.cards[c]["name"] == name)
        if d.get("type") in ("master hero", "hero") or is_encounter(d):
            continue  # a hero in the deck is refused once, under 100.1; a raid card once, under 100.2
        banned = next((why for why, pred in build.exclude if pred(d)), None)
        if banned:  # 100.2e: not including wins over including
            problems.append(DeckProblem(f"{name}: {hero['name']} can't include {banned}", R("100.2e")))
            continue
        if build.include is not None:  # 100.2e: only the listed cards, an exception to 100.2a–b
            if not any(pred(d) for pred in build.include):
                problems.append(DeckProblem(f"{name}: {hero['name']}'s Deckbuilding list doesn't include it", R("100.2e")))
            elif build.either and d.get("faction") in build.either:
                sides.add(d["faction"])
        else:
            problems += _icon_problems(name, d, hero, traits)
        talent = d.get("talent_required")
        if talent:
            if hero.get("traitor"):
                problems.append(DeckProblem(f"{name} is a {talent} talent; Traitor heroes can't use talents", R("100.2c")))
            elif hero.get("talent") and talent != hero["talent"]:
                problems.append(DeckProblem(f"{name} is a {talent} talent; your hero's spec is {hero['talent']}", R("100.2c")))
            talents.add(talent)
        if d.get("reputation"):
            reputations.add(d["reputation"])
    if len(sides) > 1:
        problems.append(DeckProblem(f"{hero['name']} may include either {' or '.join(build.either)} cards, not both", R("100.2e")))
    if not hero.get("talent") and len(talents) > 1:
        problems.append(DeckProblem(f"a hero without a talent spec may use talents of one spec only (found {', '.join(sorted(talents))})", R("100.2c")))
    if len(reputations) > 1:
        problems.append(DeckProblem(f"only one reputation per deck (found {', '.join(sorted(reputations))})", R("100.2d")))
    return problems


def _icon_problems(name: str, d: dict[str, Any], hero: dict[str, Any], traits: set[str]) -> list[DeckProblem]:
    """100.2a class and faction icons shared with the hero; 100.2b Hero Required."""
    problems = []
    icons = set(d.get("classes", []))
    if icons and not icons & traits:
        problems.append(DeckProblem(f"{name} has class icons {', '.join(sorted(icons))} not shared with your hero", R("100.2a")))
    if d.get("faction") in ("Alliance", "Horde") and d["faction"] != hero.get("faction") and hero.get("faction") != "Both":
        problems.append(DeckProblem(f"{name} has the {d['faction']} icon; your hero is {hero.get('faction')}", R("100.2a")))
    req = [r for r in d.get("hero_required", []) if r not in ALL_SPECS or r != d.get("talent_required")]
    if req and not set(req) & traits:
        problems.append(DeckProblem(f"{name} needs a {' or '.join(req)} hero", R("100.2b")))
    return problems
