"""A card played only under a condition (103.2; ``engine.wow.play_only``): "Play only if your hero
has Stealth.", "Play only if an ally is in your party.", "Play only on an opponent's turn." → a
``play_if`` power with ``cost={"if": condition}`` (a condition of ``conditions.parse_condition``, or
"your hero has KEYWORD")."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import parse_condition
from .power import Power
from .readers import GRANTABLE


def _condition(text: str, name: str) -> dict[str, Any] | None:
    text = rx.sub(r"^(\w+ or more allies) are in your party$", r"you control \1", text.strip())  # 415.8b: your party is what you control (helper wtok)
    m = rx.fullmatch(
        r"your hero has (" + "|".join(re.escape(k) for k in GRANTABLE) + r")", text.strip(), re.I
    )
    if m:
        key = next(k for k in GRANTABLE if k.lower() == m.group(1).lower())
        return {"k": "hero_keyword", "keyword": key}
    return parse_condition(text, name)


def play_only(line: str, name: str, ctype: str) -> Power | None:
    """The ``play_if`` power of a "Play only …" line, or None."""
    if ctype in ("hero", "master hero", "quest", "location"):
        return None
    body = line.strip()
    if not body.startswith("Play "):
        return None
    body = rx.sub(r"^Play (?:this (?:ally|ability|card)|" + re.escape(name) + r") only\b", "Play only", body)  # "Play this ally only if …", "Play On Your Feet only on …" (helper wshot)
    if rx.fullmatch(r"Play only on an opponent's turn\.?", body):
        return Power("play_if", line, cost={"if": {"k": "your_turn", "not": True}})
    m = rx.fullmatch(r"Play only if (.+?)\.?", body)
    if m and (cond := _condition(m.group(1), name)) is not None:
        return Power("play_if", line, cost={"if": cond})
    return None
