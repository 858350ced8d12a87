"""The official Banned/Restricted Card list as dated data (``banlist.toml`` beside this module, with its sources):
which cards a deck may not hold (Banned) or may hold once (Restricted) on a given date. Deck checks
apply the list in force today, or on an event's date (a list legal at its event but holding a card
banned later is flagged with the card, the date and the list). The list is outside the
comprehensive rules (which allow 4 per card number, 5-1-2-3): refusals cite it as such."""

from __future__ import annotations

import datetime as dt
import functools
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import RuleRef
from engine.core.deck import Deck, DeckProblem

from .rules import GAME

DATA = Path(__file__).resolve().parent / "banlist.toml"
LIST_NAME = "ONE PIECE CARD GAME Banned/Restricted Card list"


@dataclass(frozen=True)
class Change:
    """One dated change of the list."""

    effective: dt.date
    banned: tuple[str, ...] = ()
    restricted: tuple[str, ...] = ()
    unbanned: tuple[str, ...] = ()
    lift_restricted: bool = False
    approximate: bool = False
    source: str = ""
    note: str = ""


@dataclass
class Standing:
    """The list in force on one date: card number → the change that put it there."""

    date: dt.date
    banned: dict[str, Change] = field(default_factory=dict)
    restricted: dict[str, Change] = field(default_factory=dict)


def _date(value: object, where: str) -> dt.date:
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError as exc:
        raise ValueError(f"{where}: a date is YYYY-MM-DD, not {value!r}") from exc


@functools.lru_cache(maxsize=4)
def load_changes(path: Path = DATA) -> tuple[Change, ...]:
    """The changes of the list, oldest first (ValueError names the bad entry)."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    out = []
    for i, entry in enumerate(raw.get("change", []), 1):
        where = f"{path.name}: change {i}"
        unknown = set(entry) - {"effective", "banned", "restricted", "unbanned", "lift_restricted", "approximate", "source", "note"}
        if unknown:
            raise ValueError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if not entry.get("source"):
            raise ValueError(f"{where}: every change names its source")
        out.append(Change(_date(entry.get("effective"), where), tuple(entry.get("banned", ())), tuple(entry.get("restricted", ())),
                          tuple(entry.get("unbanned", ())), bool(entry.get("lift_restricted")), bool(entry.get("approximate")),
                          entry["source"], entry.get("note", "")))
    return tuple(sorted(out, key=lambda c: c.effective))


def standing(on: dt.date | None = None, changes: tuple[Change, ...] | None = None) -> Standing:
    """The list in force on ``on`` (default: today)."""
    day = on or dt.date.today()
    now = Standing(day)
    for change in changes if changes is not None else load_changes():
        if change.effective > day:
            break
        if change.lift_restricted:
            now.restricted.clear()
        for cid in change.unbanned:
            now.banned.pop(cid, None)
            now.restricted.pop(cid, None)
        for cid in change.banned:
            now.banned[cid] = change
            now.restricted.pop(cid, None)
        for cid in change.restricted:
            now.restricted[cid] = change
            now.banned.pop(cid, None)
    return now


def cite(change: Change, status: str) -> RuleRef:
    when = change.effective.isoformat() + (" (approx.)" if change.approximate else "")
    return RuleRef(GAME, f"{status} Card, effective {when}", outside=LIST_NAME)


def check(deck: Deck, on: dt.date | None = None, lines: dict[str, int] | None = None) -> list[DeckProblem]:
    """The deck's cards that the list in force on ``on`` forbids: each banned card, each
    restricted card held more than once (with the card, the date it took effect and the list);
    on a past date, also cards banned since (a note: legal then, not now)."""
    lines = lines or {}
    now = standing(on)
    out: list[DeckProblem] = []
    counts = Counter([*deck.main, *(deck.sections.get("leader") or [])])
    for cid, n in counts.items():
        name = (deck.cards.get(cid) or {}).get("name", cid)
        if cid in now.banned:
            out.append(DeckProblem(f"{name} ({cid}) is a Banned Card since {now.banned[cid].effective.isoformat()}: "
                                   "no copy may be in the deck", cite(now.banned[cid], "Banned"), lines.get(cid, 0)))
        elif cid in now.restricted and n > 1:
            out.append(DeckProblem(f"{name} ({cid}) is a Restricted Card since {now.restricted[cid].effective.isoformat()}: "
                                   f"at most 1 copy, not {n}", cite(now.restricted[cid], "Restricted"), lines.get(cid, 0)))
    if on is not None and on < dt.date.today():
        later = standing(None)
        for cid in counts:
            if cid in later.banned and cid not in now.banned:
                change = later.banned[cid]
                name = (deck.cards.get(cid) or {}).get("name", cid)
                out.append(DeckProblem(f"note: {name} ({cid}) was legal on {on.isoformat()} but is a Banned Card since "
                                       f"{change.effective.isoformat()}", cite(change, "Banned"), lines.get(cid, 0)))
    return out


def parse_date(text: str) -> dt.date:
    """An event date given by a player: YYYY-MM-DD (ValueError says what to write)."""
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError as exc:
        raise ValueError(f"the event date {text!r} is not a date: write it as YYYY-MM-DD, e.g. 2025-05-17") from exc
