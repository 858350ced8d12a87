"""A cost to place a quest or location face up (412.1b, 403.1; carried out by ``engine.wow.faceup_cost``): "As a
cost to place this quest face up, put 2 damage on your hero." — ``Power("static", line, [], cost={"face_up_cost":
{...}})``. Read: discard a card; reveal an X card from your hand; put the top N cards of your deck into your
graveyard; put N damage on your hero; remove N damage from an opposing hero."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .power import Power
from .readers import search_filter
from .templates_wreal import opponent_may

_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _what(part: str) -> dict[str, Any] | None:
    p = part.strip().rstrip(".")
    if rx.fullmatch(r"discard a card", p, re.I):
        return {"discard": {}}
    m = rx.fullmatch(r"reveal an? (.+?) from your hand", p, re.I)
    if m and (flt := search_filter(m.group(1))) is not None:
        return {"reveal": flt}
    m = rx.fullmatch(r"put the top (\w+) cards? of your deck into your graveyard", p, re.I)
    if m and m.group(1).lower() in _N:
        return {"mill": _N[m.group(1).lower()]}
    m = rx.fullmatch(r"put (\d+) damage on your hero", p, re.I)
    if m:
        return {"hero_damage": int(m.group(1))}
    m = rx.fullmatch(r"remove (\d+) damage from an opposing hero", p, re.I)
    if m:
        return {"heal_opposing_hero": int(m.group(1))}
    return opponent_may(p)  # "choose an opponent, and he may …" (templates_wreal, engine.wow.wreal_faceup)


def faceup_cost(line: str, ctype: str) -> Power | None:
    """The power of such a line, or None."""
    m = rx.fullmatch(r"As a cost to (?:play|place) this (?:quest |location )?face up, (.+)", line.strip())
    if not m or ctype not in ("quest", "location"):
        return None
    cost = _what(m.group(1))
    return Power("static", line, [], cost={"face_up_cost": cost}) if cost is not None else None
