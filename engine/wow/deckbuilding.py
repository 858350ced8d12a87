"""Hero "Deckbuilding:" clauses (100.2e): conditions for including or not including cards when
that hero is the deck's hero. An inclusion list is an exception to 100.2 (a card it lists needs
no shared icon); with one, only the cards it lists may be included. A non-inclusion condition
wins over an inclusion condition. Neither is a keyword or a power.

Read here: "You can't put [Horde], [Alliance], or class/Talent cards in your deck", "You can't
include cards with (other) reputations or (other) text restrictions" and "You can (include) only
(include) …" lists made of "either [A] or [H] cards", "[Class] cards/abilities/equipment/allies
(and Pets)", "[Class] Spec Talents", "neutral cards/quests (and locations)", "allies with ally
type X", "any X allies/weapons", "any abilities that deal X damage", "any Traitor cards" and "Reputation/Tag cards". A clause with
a part it can't read is reported as not checked, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .cards import rx

Card = dict[str, Any]
Pred = Callable[[Card], bool]
SIDES = ("Alliance", "Horde")


@dataclass
class Clauses:
    """A hero's deckbuilding conditions: ``include`` (None = no inclusion list), ``exclude``
    (described predicates), ``either`` (the two factions of which only one may be used),
    ``unread`` (clause text the engine doesn't check)."""

    include: list[Pred] | None = None
    exclude: list[tuple[str, Pred]] = field(default_factory=list)
    either: tuple[str, str] | None = None
    unread: list[str] = field(default_factory=list)


def _neutral(d: Card) -> bool:
    """A "neutral" card: no faction icon and no class icon (read so that a list naming one class
    keeps other classes out)."""
    return d.get("faction") not in SIDES and not d.get("classes")


def _words(d: Card) -> set[str]:
    return {w.lower() for w in [*d.get("tags", []), d.get("race", ""), *d.get("race", "").split(), *d.get("classes", [])] if w}


_TYPE = {"abilities": ("ability",), "equipment": ("weapon", "armor", "item"), "allies": ("ally",), "quests": ("quest",),
         "locations": ("location",), "weapons": ("weapon",), "cards": ()}


def _item(text: str) -> tuple[Pred, tuple[str, str] | None] | None:
    """One listed kind of card → a predicate (and the "either" factions)."""
    s = text.strip().rstrip(".").strip()
    s = rx.sub(r"^(?:and|or)\s+", "", s)
    m = rx.fullmatch(r"either \[(\w+)\] or \[(\w+)\] cards", s, re.I)
    if m:
        pair = (m.group(1).title(), m.group(2).title())
        return (lambda d: d.get("faction") in pair), pair
    m = rx.fullmatch(r"\[([\w ]+)\] ([\w ]+?) talents", s, re.I)
    if m:
        cls, spec = m.group(1).title(), m.group(2).title()
        return (lambda d: cls in d.get("classes", []) and (d.get("talent_required") or "").title() == spec), None
    m = rx.fullmatch(r"(?:any )?\[([\w ]+)\] (cards|abilities|equipment|allies|weapons)(?: and pets)?", s, re.I)
    if m:
        cls, types, pets = m.group(1).title(), _TYPE[m.group(2).lower()], s.lower().endswith("and pets")

        def listed(d: Card) -> bool:
            icon = cls in d.get("classes", []) or d.get("faction") == cls or (d.get("damage_type") or "").title() == cls
            pet = pets and cls in d.get("classes", []) and "pet" in {rx.sub(r"\s*\(\d+\)$", "", w).lower() for w in d.get("tags", [])}
            return (icon and (not types or d.get("type") in types)) or bool(pet)

        return listed, None
    m = rx.fullmatch(r"neutral (cards|quests|quests and locations)", s, re.I)
    if m:
        types = ("quest", "location") if "locations" in m.group(1).lower() else _TYPE[m.group(1).lower()]
        return (lambda d: _neutral(d) and (not types or d.get("type") in types)), None
    m = rx.fullmatch(r"(?:any )?allies with ally type ([\w' ]+)", s, re.I)
    if m:
        word = m.group(1).lower()
        return (lambda d: d.get("type") == "ally" and (word in _words(d) or word in (d.get("race") or "").lower())), None
    m = rx.fullmatch(r"any traitor cards", s, re.I)
    if m:
        return (lambda d: bool(d.get("traitor")) or "traitor" in _words(d)), None
    m = rx.fullmatch(r"any (melee|ranged|fire|frost|nature|arcane|shadow|holy) weapons", s, re.I)
    if m:
        dt = m.group(1).lower()
        return (lambda d: d.get("type") == "weapon" and (d.get("damage_type") or "").lower() == dt), None
    m = rx.fullmatch(r"any abilities that deal (melee|ranged|fire|frost|nature|arcane|shadow|holy) damage", s, re.I)
    if m:  # "any abilities that deal fire damage" (Imp Lord Pinprik; helper d37wow): an ability whose text deals that type
        dt = m.group(1).lower()
        return (lambda d: d.get("type") == "ability" and _deals(d, dt)), None
    m = rx.fullmatch(r"any ([\w' ]+) allies", s, re.I)
    if m:
        word = m.group(1).lower()
        return (lambda d: d.get("type") == "ally" and word in _words(d)), None
    m = rx.fullmatch(r"([A-Z][\w' ]+) cards", s)
    if m and m.group(1).lower() not in ("class", "talent"):
        name = m.group(1)
        return (lambda d: d.get("reputation") == name or name.lower() in _words(d)), None
    return None


def _deals(d: Card, dtype: str) -> bool:
    """The card's text deals ``dtype`` damage ("Your hero deals 3 fire damage …", "… deals fire damage equal to …";
    205.1: the damage types), not merely naming it ("prevent fire damage", "can't be dealt fire damage")."""
    text = rx.sub(r"<[^>]+>", " ", d.get("text") or "")
    return bool(rx.search(rf"\bdeals?\b[^.;]*?\b{dtype} damage\b", text, re.I))


def _text_restricted(d: Card) -> bool:
    """ "X Hero Required" other than a talent's own spec (talents may be listed, 100.2c)."""
    return any(r != d.get("talent_required") for r in d.get("hero_required", []))


def _split(items: str) -> list[str]:
    """The listed kinds, split at commas ("…, and Scourge cards"); "A and B" stays one kind."""
    return [p for p in rx.split(r",\s*(?:and\s+)?|\s+and\s+(?=any\s)", items) if p.strip()]


def clauses(hero: Card) -> Clauses:
    """The hero's "Deckbuilding:" text, read into conditions."""
    out = Clauses()
    text = rx.sub(r"<[^>]+>", "", hero.get("text") or "")
    m = rx.search(r"Deckb?uilding\s*:\s*(.+)", text, re.I)  # "Deckuilding:": a misprint (Deathbringer Kor'ush)
    if not m:
        return out
    body = m.group(1).split(";")[0]
    for sentence in rx.split(r"(?<=[.)])\s+(?=You)", body):
        s = sentence.strip()
        low = s.lower()
        ex = rx.fullmatch(r"you can't put (.+?) cards in your deck\.?", low)
        if ex:
            for part in rx.split(r",\s*(?:or\s+)?|\s+or\s+", ex.group(1)):
                part = part.strip()
                if part in ("[horde]", "[alliance]"):
                    side = part.strip("[]").title()
                    out.exclude.append((f"{side} cards", lambda d, side=side: d.get("faction") == side))
                elif part == "class":
                    out.exclude.append(("class cards", lambda d: bool(d.get("classes"))))
                elif part == "talent":
                    out.exclude.append(("Talent cards", lambda d: bool(d.get("talent_required"))))
                else:
                    out.unread.append(s)
            continue
        if low.startswith("you can't include cards with"):
            if "reputation" in low:
                other = "other reputation" in low
                own = hero.get("reputation") or (rx.search(r"([\w' ]+) Reputation", text) or [None, None])[1]
                out.exclude.append(("cards with a reputation", lambda d, other=other, own=own: bool(d.get("reputation")) and not (other and d.get("reputation") == own)))
            if "text restriction" in low:
                out.exclude.append(("cards with text restrictions (Hero Required)", _text_restricted))
            continue
        inc = rx.fullmatch(r"you can (?:include only|only include) (.+)", s, re.I)
        if inc:
            preds = []
            for part in _split(inc.group(1)):
                got = _item(part)
                if got is None:
                    out.unread.append(s)
                    preds = None
                    break
                preds.append(got[0])
                out.either = got[1] or out.either
            if preds is not None:
                out.include = preds
            continue
        if s:
            out.unread.append(s)
    return out
