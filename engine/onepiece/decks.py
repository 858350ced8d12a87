"""Deck lists: parsing the formats players paste, validation (5-1-2), random legal decks.

Formats: OPTCGSim ``1xOP07-097`` (leader first), Egman ``4 OP01-016 Nami``, ``OP01-024 x3``,
``4 x ST01-007``, ``2 Monkey.D.Luffy (OP01-024)``, ``4 Nami`` (by name), a bare ``P-001``,
``Leader: OP01-001`` (a name may follow), tab-separated exports (count, number and name in any
column order) and onepiecetopdecks deck URLs (``…&dg=1nOP12-001a4nOP01-016…``). Section headers
(``Leader``, ``Characters (12)``, ``Events:``), ``DON!! x10``, ``Total: 51`` and ``//`` or ``#``
comments are ignored. The leader is the card whose type is Leader.

A short number (``OP01-9``) is not guessed: the problem suggests ``OP01-009``. A bare name that
several card numbers carry (``4 Usopp``) is a problem listing them, never a silent pick. A leader
line that can't be read gives one problem ("the deck has no leader"), not a cascade.

The official Banned/Restricted Card list (``banlist``) applies on the date of the check, or on an
event's date: a line ``Event date: 2025-05-17`` (or the ``date=`` of a onepiecetopdecks URL).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from typing import Any
from urllib.parse import parse_qs, urlparse

from engine.core import Deck, Rng
from engine.core.cards import CardPool, CardRecord, normalize_name
from engine.core.deck import DeckCheck, DeckProblem

from . import banlist
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
    re.compile(rf"^leader\s*:\s*(?P<id>{ID})\b.*$", re.I),
    re.compile(r"^leader\s*:\s*(?P<name>.+)$", re.I),
    re.compile(r"^(?P<n>\d+)\s*[xX×]?\s+(?P<name>.+)$"),
]
_IGNORED = re.compile(r"^(?://|#)|^(leader|leaders|characters?|events?|stages?|main deck|deck)\s*(\(\d+\))?:?$|^don!!\s*[xX×]?\s*\d+$|^total\b", re.I)


def normalize_id(raw: str) -> str:
    return re.sub(r"_[pP]\d+$", "", raw.strip()).upper()


_SHORT_ID = re.compile(r"([A-Za-z]{1,5}\d{0,2})-(\d{1,2})(?!\d)")
_DATE_LINE = re.compile(r"^(?:event\s*)?date\s*:\s*(.+)$", re.I)
_TAB_HEADER = re.compile(r"^(count|qty|quantity|number|card|name|id|set|type|cost|color)s?$", re.I)
Entry = tuple[int, int, str | None, str | None]


def _tab_fields(line: str) -> Entry | None:
    """A tab-separated export row: a count, a card number and a name, in any column order."""
    cells = [c.strip() for c in line.split("\t") if c.strip()]
    if not cells or all(_TAB_HEADER.match(c) for c in cells):
        return (0, -1, None, None)  # a header row
    n = next((int(c) for c in cells if c.isdigit()), None)
    cid = next((normalize_id(c) for c in cells if re.fullmatch(ID, c)), None)
    names = [c for c in cells if not c.isdigit() and not re.fullmatch(ID, c)]
    if n is None or (cid is None and not names):
        return None
    return (0, n, cid, None if cid else names[0])


def _entries(text: str) -> tuple[list[Entry], str | None]:
    """(line, count, id, name) for every card line ((line, 0, None, raw) for a line not
    understood) and the event date written in the list, if any."""
    text = text.strip()
    if ("dg=" in text and text.startswith(("http://", "https://"))) or text.startswith("dg="):
        query = parse_qs(urlparse(text).query) if text.startswith("http") else parse_qs(text)
        dg = (query.get("dg") or [""])[0]
        out = []
        for group in dg.split("a"):
            m = re.fullmatch(rf"(\d+)n({ID})", group)
            out.append((1, int(m[1]), normalize_id(m[2]), None) if m else (1, 0, None, group))
        return out, (query.get("date") or [None])[0]
    out = []
    date = None
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or _IGNORED.search(line):
            continue
        if m := _DATE_LINE.match(line):
            date = date or m[1].strip()  # the first one: `deck check --date` puts its date first
            continue
        if "\t" in line:
            row = _tab_fields(line)
            if row is not None:
                if row[1] >= 0:
                    out.append((line_no, *row[1:]))
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
    return out, date


def _event_date(raw: str | None) -> dt.date | None:
    """The event date of a list: YYYY-MM-DD, or M/D/YYYY (onepiecetopdecks URLs)."""
    if not raw:
        return None
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", raw.strip())
    if m:
        return dt.date(int(m[3]), int(m[1]), int(m[2]))
    return banlist.parse_date(raw)


def _by_name(pool: CardPool, name: str) -> list[CardRecord]:
    """Every card number whose name is ``name`` (a name several numbers carry is ambiguous)."""
    key = normalize_name(name)
    return [rec for rec in pool.by_id.values() if any(normalize_name(n) == key for n in rec.names.values())]


def _short_number(raw: str, pool: CardPool) -> str:
    """"; did you mean OP01-009?" for a card number written short (``OP01-9``)."""
    for m in _SHORT_ID.finditer(raw):
        prefix = m[1].upper()
        for start in range(len(prefix)):  # "1xFX01-3": the set code is a tail of the letters read
            full = f"{prefix[start:]}-{int(m[2]):03d}"
            if full in pool:
                return f"; did you mean {full}?"
    return ""


def parse_deck(text: str, pool: CardPool, on: dt.date | None = None) -> DeckCheck:
    """Parse a pasted list into a Deck; every problem names its line (and rule when one applies).
    The Banned/Restricted list applies on ``on`` (default: the event date the list gives, else today)."""
    problems: list[DeckProblem] = []
    ids: list[str] = []
    lines: dict[str, int] = {}
    entries, written_date = _entries(text)
    if on is None:
        try:
            on = _event_date(written_date)
        except ValueError as exc:
            problems.append(DeckProblem(str(exc)))
    leader_failed = 0
    first_card = True
    for line, n, cid, name in entries:
        is_leader_line = first_card
        first_card = False
        rec = None
        if cid is None and n == 0:
            hint = _short_number(name or "", pool)
            problems.append(DeckProblem(f"could not read {name!r}{hint}: expected a count and a card number, "
                                        "e.g. 4xOP01-016 or 4 OP01-016 Nami (the leader first: 1xOP01-001)", None, line))
        else:
            rec = pool.get(cid) if cid else None
            if rec is None and name and cid is None:
                found = _by_name(pool, name)
                if len(found) > 1:
                    shown = ", ".join(f"{r.id} {r.names.get('en') or r.id}" for r in sorted(found, key=lambda r: r.id)[:8])
                    more = f" and {len(found) - 8} more" if len(found) > 8 else ""
                    problems.append(DeckProblem(f"{name!r} matches {len(found)} cards: {shown}{more}; write the card number", None, line))
                    continue
                rec = found[0] if found else pool.find_name(name)
            if rec is None:
                what = cid or name or "?"
                hint = pool.suggest(name) if name else []
                more = _short_number(what, pool) or (f"; did you mean {', '.join(hint)}?" if hint else "")
                problems.append(DeckProblem(f"unknown card {what}{more}", None, line))
        if rec is None:
            if is_leader_line:
                leader_failed = line
            continue
        ids.extend([rec.id] * n)
        lines.setdefault(rec.id, line)
    leaders = [i for i in dict.fromkeys(ids) if pool.by_id[i].data.get("type") == "Leader"]
    leader_ids = [i for i in ids if i in leaders]
    main = [i for i in ids if i not in leaders]
    deck = Deck(main=main, cards=pool.data(ids), sections={"leader": leader_ids})
    found = _validate(deck, lines)
    if leader_failed and not leader_ids:
        # the leader line failed: one problem says so, not a cascade of "no leader" and colors
        found = [p for p in found if "leader" not in p.message]
        problems.append(DeckProblem("the deck has no leader: its leader line could not be read (see above)", R("5-1-2"), leader_failed))
    problems.extend(found)
    problems.extend(banlist.check(deck, on, lines))
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
    event_limit = no_events_from(deck.cards[leaders[0]]) if leaders else None
    cost_limit = no_cards_from(deck.cards[leaders[0]]) if leaders else None
    for cid, n in Counter(deck.main).items():
        d = deck.cards[cid]
        where = lines.get(cid, 0)
        if d.get("type") not in ("Character", "Event", "Stage"):
            out.append(DeckProblem(f"{d.get('name')} ({cid}) is a {d.get('type')} card: the deck holds only characters, events and stages", R("5-1-2-1"), where))
            continue
        for trait in only:
            if trait not in d.get("traits", []):
                out.append(DeckProblem(f"{d.get('name')} ({cid}) is not a {{{trait}}} type card, the only type your leader allows", R("8-1-3-4-3"), where))
        if not event_allowed(d, event_limit):
            out.append(DeckProblem(f"{d.get('name')} ({cid}) is an Event with a cost of {event_limit} or more, which your leader "
                                   "does not allow in the deck", R("8-1-3-4-3"), where))
        if not cost_allowed(d, cost_limit):
            out.append(DeckProblem(f"{d.get('name')} ({cid}) has a cost of {cost_limit} or more, which your leader "
                                   "does not allow in the deck", R("8-1-3-4-3"), where))
        if leaders and not set(d.get("colors", [])) & lead_colors:
            out.append(DeckProblem(f"{d.get('name')} ({cid}) shares no color with the leader ({'/'.join(sorted(lead_colors))})", R("5-1-2-2"), where))
        if n > 4 and not compile_card(d).any_number:  # D2: a card's own deck-building rule (8-1-3-4-3)
            out.append(DeckProblem(f"{n} copies of {cid} {d.get('name')}: at most 4 per card number", R("5-1-2-3"), where))
    return out


def deck_only(leader: dict[str, Any]) -> list[str]:
    """A leader's own deck-building rule (8-1-3-4-3, D2): "you can only include {X} type cards"."""
    return [e.keyword[15:] for a in compile_card(leader).continuous for e in a.effects if e.keyword.startswith("rule:deck_only:")]


NO_EVENTS_FROM = "rule:no_events_from:"
"""A leader's deck-building rule "you cannot include Events with a cost of N or more in your deck"
(8-1-3-4-3, D2): the keyword ends with N."""


def no_events_from(leader: dict[str, Any]) -> int | None:
    """The N of the leader's "no Events with a cost of N or more" rule, if it has one."""
    found = [int(e.keyword[len(NO_EVENTS_FROM):]) for a in compile_card(leader).continuous for e in a.effects
             if e.keyword.startswith(NO_EVENTS_FROM)]
    return min(found) if found else None


def event_allowed(card: dict[str, Any], limit: int | None) -> bool:
    return limit is None or card.get("type") != "Event" or (card.get("cost") or 0) < limit


NO_CARDS_FROM = "rule:no_cards_from:"
"""A leader's deck-building rule "you cannot include cards with a cost of N or more in your deck"
(8-1-3-4-3, D2): the keyword ends with N."""


def no_cards_from(leader: dict[str, Any]) -> int | None:
    """The N of the leader's "no cards with a cost of N or more" rule, if it has one."""
    found = [int(e.keyword[len(NO_CARDS_FROM):]) for a in compile_card(leader).continuous for e in a.effects
             if e.keyword.startswith(NO_CARDS_FROM)]
    return min(found) if found else None


def cost_allowed(card: dict[str, Any], limit: int | None) -> bool:
    return limit is None or (card.get("cost") or 0) < limit


def random_deck(pool: CardPool, rng: Rng) -> Deck:
    """A legal random deck: a random leader, then 50 cards of its colors, at most 4 of each."""
    banned = banlist.standing().banned  # a random deck is legal in official play today
    leaders = sorted(i for i, r in pool.by_id.items() if r.data.get("type") == "Leader" and r.data.get("life") and i not in banned)
    for _ in range(50):
        lead = rng.choice(leaders)
        colors = set(pool.by_id[lead].data.get("colors", []))
        only = set(deck_only(pool.by_id[lead].data))
        limit = no_events_from(pool.by_id[lead].data)
        cost_limit = no_cards_from(pool.by_id[lead].data)
        fits = sorted(i for i, r in pool.by_id.items()
                      if r.data.get("type") in ("Character", "Event", "Stage") and set(r.data.get("colors", [])) & colors
                      and i not in banned
                      and only <= set(r.data.get("traits", [])) and event_allowed(r.data, limit)
                      and cost_allowed(r.data, cost_limit))
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
