"""How many cards a player picks for ``engine.wow.forced`` ("player_picks"): exactly N (EN 709.1:
"destroys one of his resources"), "up to N" (any number from none to N: "ready up to that many of
your resources"), or "he may … that many" (EN 709.3: a "may" is done in full or not at all, so all
N of them or none). A player with fewer matching cards than N picks among what he has (``n`` is
already capped by ``forced``). A "may" of more than one card is asked as two questions, each of whose
answers is legal: first yes or no (``asks_first``), then exactly N cards (EN 709.3)."""

from __future__ import annotations

from typing import Any

from engine.core import Pending, RulesError

from .rules import EN


def flags(condition: dict[str, Any] | None) -> dict[str, bool]:
    """The effect's ``up_to`` / ``may`` words, kept with the pending picks."""
    c = condition or {}
    return {k: True for k in ("up_to", "may") if c.get(k)}


def asks_first(w: dict[str, Any], n: int) -> bool:
    """Whether the player is asked "may" (yes / no) before his picks: "he may … that many" of more
    than one card (EN 709.3: all of them or none; none or one is already the pick's own choice)."""
    return bool(w.get("may")) and not w.get("up_to") and n > 1


def least(w: dict[str, Any], n: int) -> int:
    """The fewest cards the player may pick: none for "up to" and a "may" of one card, otherwise all
    ``n`` (a "may" of more was answered yes first: ``asks_first``)."""
    return 0 if w.get("up_to") or (w.get("may") and n <= 1) else n


def words(w: dict[str, Any], n: int) -> str:
    return f"up to {n}" if w.get("up_to") else f"all {n} or none" if w.get("may") and n <= 1 else str(n)


def rule(w: dict[str, Any]):
    return EN("709.3") if w.get("may") else EN("709.1")


def check(w: dict[str, Any], pending: Pending, picks: list[str]) -> None:
    """EN 709.3: "he may ready that many": doing only part of it is not one of the choices."""
    if w.get("may") and picks and len(picks) != pending.max:
        raise RulesError(f"pick all {pending.max} or none (\"may\" is all or nothing)", EN("709.3"))
