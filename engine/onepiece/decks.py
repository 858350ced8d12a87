"""Deck lists: parsing the formats players paste, validation (5-1-2), random legal decks.

Formats: OPTCGSim ``1xOP07-097`` (leader first), Egman ``4 OP01-016 Nami``, ``OP01-024 x3``,
``4 x ST01-007``, ``2 Monkey.D.Luffy (OP01-024)``, ``4 Nami`` (by name), a bare ``P-001``,
``Leader: OP01-001``, and onepiecetopdecks deck URLs (``…&dg=1nOP12-001a4nOP01-016…``).
Section headers (``Leader``, ``Characters (12)``, ``Events:``), ``DON!! x10``, ``Total: 51`` and
``//`` or ``#`` comments are ignored. The leader is the card whose type is Leader.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any
from urllib.parse import parse_qs, urlparse

from engine.core import Deck, Rng
from engine.core.cards import CardPool
from engine.core.deck import DeckCheck, DeckProblem

from .cards.compiler import compile_card
from .rules import R
from .state import DECK_SIZE

ID = r"(?:[A-Za-z]{1,4}\d{0,2}-\d{3})(?:_[pP]\d+)?"
_LINE_FORMS = [
    re.compile(rf"^(?P<n>\d+)\s*[xX×]\s*(?P<id>{ID})\b.*$"),
    re.compile(rf"^(?P<n>\d+)\s+(?P<name>.+?)\s*\((?P<id>{ID})\)$"),
    re.compile(rf"^(?P<n>\d+)\s+(?P<id>{ID})\b.*$"),
    re.compile(rf"^(?P<id>{ID})\s*[xX×]\s*(?P<n>\d+)$"),
    re.compile(rf"^(?:leader\s*:\s*)?(?P<id>{ID})$", re.I),
    re.compile(r"^(?P<n>\d+)\s*[xX×]?\s+(?P<name>.+)$"),
]
_IGNORED = re.compile(r"^(?://|#)|^(leader|leaders|characters?|events?|stages?|main deck|deck)\s*(\(\d+\))?:?$|^don!!\s*[xX×]?\s*\d+$|^total\b", re.I)


def normalize_id(raw: str) -> str:
    return re.sub(r"_[pP]\d+$", "", raw.strip()).upper()


def _entries(text: str) -> list[tuple[int, int, str | None, str | None]]:
    """(line, count, id, name) for every card line; (line, 0, None, raw) for a line not understood."""
    text = text.strip()
    if ("dg=" in text and text.startswith(("http://", "https://"))) or text.startswith("dg="):
        query = parse_qs(urlparse(text).query) if text.startswith("http") else parse_qs(text)
        dg = (query.get("dg") or [""])[0]
        out = []
        for group in dg.split("a"):
            m = re.fullmatch(rf"(\d+)n({ID})", group)
            out.append((1, int(m[1]), normalize_id(m[2]), None) if m else (1, 0, None, group))
        return out
    out = []
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or _IGNORED.search(line):
            continue
        for form in _LINE_FORMS:
            m = form.match(line)
            if m:
                gd = m.groupdict()
                n = int(gd.get("n") or 1)
                cid = normalize_id(gd["id"]) if gd.get("id") else None
                out.append((line_no, n, cid, gd.get("name")))
                break
        else:
            out.append((line_no, 0, None, line))
    return out


def parse_deck(text: str, pool: CardPool) -> DeckCheck:
    """Parse a pasted list into a Deck; every problem names its line (and rule when one applies)."""
    problems: list[DeckProblem] = []
    ids: list[str] = []
    lines: dict[str, int] = {}
    for line, n, cid, name in _entries(text):
        if cid is None and n == 0:
            problems.append(DeckProblem(f"could not read {name!r}", None, line))
            continue
        rec = pool.get(cid) if cid else None
        if rec is None and name and cid is None:
            rec = pool.find_name(name)
        if rec is None:
            what = cid or name or "?"
            hint = pool.suggest(name) if name else []
            more = f"; did you mean {', '.join(hint)}?" if hint else ""
            problems.append(DeckProblem(f"unknown card {what}{more}", None, line))
            continue
        ids.extend([rec.id] * n)
        lines.setdefault(rec.id, line)
    leaders = [i for i in dict.fromkeys(ids) if pool.by_id[i].data.get("type") == "Leader"]
    leader_ids = [i for i in ids if i in leaders]
    main = [i for i in ids if i not in leaders]
    deck = Deck(main=main, cards=pool.data(ids), sections={"leader": leader_ids})
    problems.extend(_validate(deck, lines))
    return DeckCheck(deck, problems)


def validate_deck(deck: Deck, options: dict[str, Any] | None = None) -> list[DeckProblem]:
    """5-1-2: exactly 1 leader, 50 cards, only characters/events/stages, colors within the
    leader's, at most 4 per card number. (The 10-card DON!! deck is supplied by the engine.)"""
    return _validate(deck, {})


def _validate(deck: Deck, lines: dict[str, int]) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    leaders = deck.sections.get("leader") or []
    if len(leaders) != 1:
        out.append(DeckProblem(f"a deck needs exactly 1 leader card, found {len(leaders)}", R("5-1-2"), lines.get(leaders[1], 0) if len(leaders) > 1 else 0))
    if deck.missing():
        out.append(DeckProblem(f"no card data for {', '.join(deck.missing())}", None))
        return out
    if len(deck.main) != DECK_SIZE:
        out.append(DeckProblem(f"the deck has {len(deck.main)} cards; it must have exactly {DECK_SIZE}", R("5-1-2")))
    lead_colors = set(deck.cards[leaders[0]].get("colors", [])) if leaders else set()
    only = deck_only(deck.cards[leaders[0]]) if leaders else []
    for cid, n in Counter(deck.main).items():
        d = deck.cards[cid]
        where = lines.get(cid, 0)
        if d.get("type") not in ("Character", "Event", "Stage"):
            out.append(DeckProblem(f"{d.get('name')} ({cid}) is a {d.get('type')} card: the deck holds only characters, events and stages", R("5-1-2-1"), where))
            continue
        for trait in only:
            if trait not in d.get("traits", []):
                out.append(DeckProblem(f"{d.get('name')} ({cid}) is not a {{{trait}}} type card, the only type your leader allows", R("8-1-3-4-3"), where))
        if leaders and not set(d.get("colors", [])) & lead_colors:
            out.append(DeckProblem(f"{d.get('name')} ({cid}) shares no color with the leader ({'/'.join(sorted(lead_colors))})", R("5-1-2-2"), where))
        if n > 4 and not compile_card(d).any_number:  # D2: a card's own deck-building rule (8-1-3-4-3)
            out.append(DeckProblem(f"{n} copies of {cid} {d.get('name')}: at most 4 per card number", R("5-1-2-3"), where))
    return out


def deck_only(leader: dict[str, Any]) -> list[str]:
    """A leader's own deck-building rule (8-1-3-4-3, D2): "you can only include {X} type cards"."""
    return [e.keyword[15:] for a in compile_card(leader).continuous for e in a.effects if e.keyword.startswith("rule:deck_only:")]


def random_deck(pool: CardPool, rng: Rng) -> Deck:
    """A legal random deck: a random leader, then 50 cards of its colors, at most 4 of each."""
    leaders = sorted(i for i, r in pool.by_id.items() if r.data.get("type") == "Leader" and r.data.get("life"))
    for _ in range(50):
        lead = rng.choice(leaders)
        colors = set(pool.by_id[lead].data.get("colors", []))
        only = set(deck_only(pool.by_id[lead].data))
        fits = sorted(i for i, r in pool.by_id.items()
                      if r.data.get("type") in ("Character", "Event", "Stage") and set(r.data.get("colors", [])) & colors
                      and only <= set(r.data.get("traits", [])))
        if len(fits) * 4 >= DECK_SIZE:
            break
    else:
        raise ValueError("the pool has no leader with enough cards of its colors for a 50-card deck")
    main: list[str] = []
    picks = rng.sample(fits, min(len(fits), 20))
    while len(main) < DECK_SIZE:
        for cid in picks:
            if len(main) < DECK_SIZE and main.count(cid) < 4:
                main.append(cid)
        picks = [c for c in picks if main.count(c) < 4] or rng.sample(fits, len(fits))
    return Deck(main=main, cards=pool.data([lead, *main]), sections={"leader": [lead]})
