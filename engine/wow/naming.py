"""Making up a name (200.3): the name chosen must not exist in the World of Warcraft TCG — no
card has it, and no token a card creates is named that (a token without a given name is named
after its tags, 404.2). A name merely containing a card name is fine ("Bolvar the Bold")."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.core import RulesError

from .cards import rx
from .rules import R

_NAMED = re.compile(r"tokens? named ([A-Z][\w'’-]*(?: (?:of|the|and|[A-Z][\w'’-]*))*)")
_TAGGED = re.compile(r"((?:[A-Z][\w'’-]*\s)+)(?:ally|totem|ability|item|weapon|armor|equipment) tokens?\b(?! named)")


def token_names(text: str) -> set[str]:
    """Names of the tokens a card's text creates: "named X", else the tags before "ally token"."""
    plain = rx.sub(r"<[^>]+>|\[[^\]]*\]", " ", text or "")
    out = {m.group(1).strip() for m in _NAMED.finditer(plain)}
    out |= {m.group(1).strip() for m in _TAGGED.finditer(plain)}
    return {n for n in out if n}


def existing_names(cards: Iterable[dict[str, Any]]) -> set[str]:
    """Every card name and token name in a card pool (lower case)."""
    names: set[str] = set()
    for d in cards:
        if d.get("name"):
            names.add(d["name"].lower())
        names |= {n.lower() for n in token_names(d.get("text", ""))}
    return names


def made_up_name_problem(name: str, cards: Iterable[dict[str, Any]]) -> RulesError | None:
    """200.3: why ``name`` can't be made up (None: it can)."""
    clean = (name or "").strip()
    if not clean:
        return RulesError("make up a name: it can't be empty", R("200.3"))
    if clean.lower() in existing_names(cards):
        return RulesError(f"{clean!r} is the name of a card or token in the game; make up a name that doesn't exist", R("200.3"))
    return None
