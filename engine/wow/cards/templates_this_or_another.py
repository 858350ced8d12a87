"""'When this or another SUBJECT is destroyed, EFFECT' (EN 703): one printed trigger read as two —
this card's own destruction (``destroyed_self``, engine.wow.procedure) and another card fitting
SUBJECT being destroyed (``destroyed_filtered``, engine.wow.event_triggers). SUBJECT may name tags
joined by "or" sharing a last word ("Black or Twilight Dragonkin ally you control": a Black
Dragonkin or a Twilight Dragonkin, 202.1a), read into the filter's ``any_tag``."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import card_filter
from .templates_events import Compile, subject_filter

_OR_TAGS = re.compile(r"((?:[A-Z][\w'-]*, )*[A-Z][\w'-]*,? or [A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (ally|allies|hero or ally) (you control|in your party)")


def or_tags(phrase: str) -> list[str] | None:
    """ "Black or Twilight Dragonkin" → ["Black Dragonkin", "Twilight Dragonkin"] (a shared last
    word), "Orc or Troll" → ["Orc", "Troll"]."""
    parts = [x for x in rx.split(r",? or |, ", phrase) if x]
    last = parts[-1].split()
    if len(last) == 2 and all(" " not in x for x in parts[:-1]):
        return [f"{x} {last[1]}" for x in parts[:-1]] + [parts[-1]]
    return parts if all(" " not in x for x in parts) else None


def _subject(phrase: str, name: str) -> dict[str, Any] | None:
    m = _OR_TAGS.fullmatch(phrase)
    if m is None:
        return subject_filter("another " + phrase, name)
    tags, base = or_tags(m.group(1)), card_filter(m.group(2))
    if not tags or base is None:
        return None
    return {**base, "any_tag": tags, "side": "friendly", "exclude_self": True}


def this_or_another(body: str, name: str, compile_effects: Compile) -> list[tuple[str, list, dict, bool]] | None:
    """The two triggered powers (trigger, effects, cost, automated) of "When this or another …
    is destroyed, …", or None."""
    if " is destroyed, " not in body or " or another " not in body:
        return None
    me = "|".join(re.escape(x) for x in {"this", name, name.split(",")[0], name.split(" ")[0]} if x)  # "When Gobbler or another …"
    m = rx.fullmatch(r"When (?:" + me + r") or another (.+?) is destroyed, (.+)", body)
    if m is None or (flt := _subject(m.group(1), name)) is None or "token" in flt:
        return None
    rest = m.group(2)
    if rx.search(r"\b(?:it|its|that ally|that character)\b", rest):
        return None  # the destroyed card named in the effect: not read here
    effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
    again, _ = compile_effects(rest[0].upper() + rest[1:], name)  # each power its own effects
    return [("destroyed_self", effs, {}, ok), ("destroyed_filtered", again, {"flt": flt}, ok)]
