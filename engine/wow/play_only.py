"""Cards played only under a condition ("Play only if your hero has Stealth.", "Play only if an
ally is in your party.", "Play only on an opponent's turn."), read by
``engine.wow.cards.templates_play_only`` into a ``play_if`` power whose ``cost["if"]`` is a
condition of the catalogue: the card can't be played while it doesn't hold (103.1: the card's text
changes the playing rules of 409.1; 103.2: its "only" is a "can't" otherwise). Also the condition
kind ``hero_keyword``: "your hero has Stealth"."""

from __future__ import annotations

from typing import Any

from engine.core import RulesError

from . import keywords as kw
from .conditions import condition_checker, holds
from .rules import R
from .state import WowState


@condition_checker("hero_keyword")
def _hero_keyword(
    st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None
) -> bool:
    """ "your hero has Stealth": the player's hero has the keyword now (printed or granted)."""
    return kw.has(st, st.heroes[player], cond["keyword"])


def problem(st: WowState, p: int, uid: int, powers: tuple[Any, ...]) -> RulesError | None:
    """Why the card can't be played now because of its "Play only …" power (None: it can)."""
    for pw in powers:
        if pw.kind == "play_if" and not holds(st, p, uid, pw.cost["if"]):
            return RulesError(f"this card can be played only as it says: {pw.text}", R("103.2"))
    return None
