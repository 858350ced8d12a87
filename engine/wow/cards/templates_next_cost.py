"""Cost changes an effect makes for this turn (403.2; engine.wow.next_cost): "You pay 2 less to
play your next ally this turn", "You pay 3 less the next time you strike with a Melee weapon this
turn", "You pay 1 less to complete your next quest this turn", "You pay 1 less to play abilities
this turn, to a minimum of 1", "You pay 2 less to strike with weapons this turn". Compiled as
``Effect("cost_change", N, None, condition={"cost_change": spec})``."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .conditions import card_filter
from .readers import COST_KINDS
from .registry import SENTENCES

_SINGULAR = {"card": None, "ally": {"types": ["ally"]}, "ability": {"types": ["ability"]}, "quest": None,
             "equipment": {"types": ["weapon", "armor", "item"]}, "weapon": {"types": ["weapon"]}, "totem": COST_KINDS["totems"]}


def _filter(phrase: str) -> tuple[bool, dict[str, Any] | None]:
    """(readable, filter) for "ally", "Pet", "Two-Handed weapon", "abilities", "cards"…"""
    p = phrase.strip().lower()
    if p in _SINGULAR:
        return True, _SINGULAR[p]
    if p in COST_KINDS:
        return True, COST_KINDS[p]
    flt = card_filter(phrase.strip())
    return (flt is not None and bool(flt.get("tag"))), flt


def _strike_filter(phrase: str, name: str) -> dict[str, Any] | None:
    p = phrase.strip()
    if p.lower() in ("this weapon", name.lower()):
        return {"name": name}
    if p.lower() == "a weapon":
        return {"types": ["weapon"]}
    m = rx.fullmatch(r"an? ([A-Z][\w-]*|melee|ranged) weapon", p)
    return {"types": ["weapon"], "tag": m.group(1).capitalize()} if m else None


@SENTENCES.register("cost_change", priority=60)
def _cost_change(s: str, name: str, sentence: str) -> list[Effect] | None:
    return cost_change_effects(s, name, sentence) or None  # an empty reading lets the next template try


def cost_change_effects(s: str, name: str, sentence: str) -> list[Effect] | None:
    """The effect of one such sentence, or None."""
    s = rx.sub(r"\[(\d+)\]", r"\1", s.strip().rstrip("."))
    spec: dict[str, Any] | None = None
    m = rx.fullmatch(r"you pay (\d+) less to (play|complete) your next (.+?) this turn", s, re.I)
    if m:
        ok, flt = _filter(m.group(3))
        if ok and (m.group(2).lower() == "play" or m.group(3).lower() == "quest"):
            spec = {"what": m.group(2).lower(), "next": True, **({"filter": flt} if flt else {})}
    m = m if spec else rx.fullmatch(r"you pay (\d+) less the next time you strike with (.+?) this turn", s, re.I)
    if m and spec is None and (flt := _strike_filter(m.group(2), name)) is not None:
        spec = {"what": "strike", "next": True, "filter": flt}
    m = m if spec else rx.fullmatch(r"you pay (\d+) less to strike with (this weapon|weapons|[A-Z][\w-]* weapons) this turn", s, re.I)
    if m and spec is None:  # every strike this turn (helper gear; "with it": a target or the card itself, not read)
        what = m.group(2)
        flt = {"name": name} if what.lower() == "this weapon" else {"types": ["weapon"], **({"tag": what.split()[0].capitalize()} if what.lower() != "weapons" else {})}
        spec = {"what": "strike", "next": False, "filter": flt}
    m = m if spec else rx.fullmatch(r"you pay (\d+) less to (play|complete) (cards|abilities|allies|quests) this turn(?:, to a minimum of (\d+))?", s, re.I)
    if m and spec is None:
        ok, flt = _filter(m.group(3))
        spec = {"what": m.group(2).lower(), "next": False, **({"filter": flt} if flt else {}), **({"min": int(m.group(4))} if m.group(4) else {})}
    if spec is None or m is None:
        return None
    return [Effect("cost_change", int(m.group(1)), None, condition={"cost_change": spec}, text=sentence)]
