"""A mode chosen at random (helper wres; EN 707.1c as the card's text says, 103.1): "When you place a resource face up,
choose one at random. Each player draws a card, or each player discards a card." (Swift Brewfest Ram).

Compiled (``cards.templates_wres_random``): ``Effect("wrm_random_mode", N)`` first — as the link resolves it picks one of
the N modes with the match's random generator (deterministic from its seed) and notes it on the link's source
(``flags["_wrm_mode"]``) — then each mode's effects under ``condition["if"] = {"k": "wrm_mode_is", "i": i}``: only the
picked mode's effects happen (EN 709)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from .conditions import condition_checker
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wrm_random_mode"
FLAG = "_wrm_mode"


@resolves(GAME, OP)
def _random_mode(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    n = max(1, call.amount)
    i = st.rng.randrange(n)
    card = st.table.cards.get(link.uid)
    if card is not None:
        card.flags[FLAG] = i
    link.data[FLAG] = i
    modes = (call.eff.condition or {}).get("modes") or []
    what = modes[i] if i < len(modes) else f"mode {i + 1}"
    return [Event("random", f"Chosen at random: {what}", EN("707.1c"), call.player)]


@condition_checker("wrm_")
def wrm_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "wrm_mode_is":
        card = st.table.cards.get(source)
        return card is not None and card.flags.get(FLAG) == cond["i"]
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.random_modes)")
