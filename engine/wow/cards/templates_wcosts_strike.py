"""A line of continuous powers that mixes stat changes and cost changes (EN 714, 403.2), read as one power
per part:

- "Ranged weapons you control have +1 ATK, and you pay 1 less to strike with them." — a static
  (+1 ATK) and a cost change for the same weapons; with a leading "While X," or "For each X," that
  applies to both ("While your hero has no damage, Hammer … has +2 ATK and you pay 2 less to strike
  with it"; "For each armor you control, your weapons have +1 ATK and you pay 1 less to strike with them");
- "You pay 1 less to play and strike with weapons." — two cost changes (play, strike);
- "You pay 2 less to strike with Melee weapons on your turn." — a cost change while it's your turn;
- sentences each read whole as a static or a cost change ("Your hero has Dual Wield. Axes you control
  have +2 ATK. You pay 2 less to strike with Swords.": the wield power is read from the text by
  ``engine.wow.wield``).

Every part must be read, or the line is left to the other families (None)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import rx
from .line_readers import WIELD_GRANT
from .power import Power

StaticReader = Callable[[str, str], list[Any] | None]
CostReader = Callable[[str, str, str], dict[str, Any] | None]


def _whom(group: str, name: str) -> str | None:
    """What "them"/"it" is in the cost change: "Ranged weapons you control" → "Ranged weapons"."""
    g = group.strip()
    if rx.fullmatch(r"this weapon|it|" + re.escape(name) + "|" + re.escape(name.split(",")[0]), g, re.I):
        return "this weapon"
    g = rx.sub(r"^your ", "", rx.sub(r" you control$", "", g), flags=re.I)
    return g if rx.search(r"weapons$", g, re.I) else None


def _pair(s: str, name: str, ctype: str, static: StaticReader, cost: CostReader) -> list[tuple[str, Any]] | None:
    m = rx.fullmatch(r"(?:(While|For each) ([^,]+), )?(.+?) (has|have) \+(\d+) ATK,? and you pay (\d+) less to strike with (?:it|them)"
                     r"( (?:while|for each) .+)?", s, re.I)
    if not m:
        return None
    lead, cond, who, verb, atk, less, tail = m.groups()
    obj = _whom(who, name)
    if obj is None or (lead and tail):
        return None
    if lead:
        tail = f" {lead.lower()} {cond}"
    stat_text = f"{who} {verb} +{atk} ATK{tail or ''}."
    if lead and lead.lower() == "while":
        stat_text = f"While {cond}, {who} {verb} +{atk} ATK."
    eff = static(stat_text, name)
    cm = cost(f"You pay {less} less to strike with {obj}{tail or ''}", name, ctype)
    if not eff or cm is None:
        return None
    return [("static", eff), ("cost_mod", cm)]


def mixed_powers(body: str, line: str, name: str, ctype: str, static: StaticReader, cost: CostReader) -> list[Power] | None:
    """The powers of such a line, or None (see the module doc)."""
    s = body.removeprefix("Ongoing:").strip()
    if ctype == "ability" and not body.startswith("Ongoing:"):
        return None  # 305.1: an ability's continuous powers are its Ongoing ones
    parts: list[tuple[str, Any]] = []
    sentences = [x.strip() for x in rx.split(r"(?<=\.)\s+", s) if x.strip()]
    for sent in sentences:
        bare = rx.sub(r"^(You pay \d+ less to strike with )([A-Z][a-z]+)s$", r"\1\2 weapons", sent.rstrip("."))  # "Swords": Sword weapons
        m = rx.fullmatch(r"You pay (\d+) less to play and strike with (.+)", bare)
        if m:
            both = [cost(f"You pay {m.group(1)} less to {verb} {m.group(2)}", name, ctype) for verb in ("play", "strike with")]
            if any(c is None for c in both):
                return None
            parts += [("cost_mod", c) for c in both]
            continue
        if (pair := _pair(bare, name, ctype, static, cost)) is not None:
            parts += pair
            continue
        m = rx.fullmatch(r"(You pay \d+ less to strike with .+) on your turn", bare)
        if m and (cm := cost(f"{m.group(1)} while it's your turn", name, ctype)) is not None:  # "… Melee weapons on your turn"
            parts.append(("cost_mod", cm))
            continue
        if WIELD_GRANT.match(sent) and len(sentences) > 1:
            continue  # "Your hero has Dual Wield.": read from the text by engine.wow.wield (406)
        if len(sentences) == 1:
            return None  # one sentence the other families read (or not)
        if (cm := cost(bare, name, ctype)) is not None:
            parts.append(("cost_mod", cm))
        elif (eff := static(sent if sent.endswith(".") else sent + ".", name)):
            parts.append(("static", eff))
        else:
            return None
    if not any(kind == "cost_mod" for kind, _ in parts):
        return None  # no cost change: not this family's line
    return [Power("cost_mod", line, cost=v) if kind == "cost_mod" else Power("static", line, list(v)) for kind, v in parts]
