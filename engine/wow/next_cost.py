"""Cost changes made by an effect for the rest of the turn (403.2 with EN 712: a modifier
lasting "this turn"): "You pay 2 less to play your next ally this turn", "You pay 3 less the next
time you strike with a Melee weapon this turn", "You pay 1 less to complete quests this turn".
A "next" change is used up by the first play/strike/completion it fits (``use``, called when
that cost is paid), whether or not it lowered anything. Kept as a modifier on the player's hero
whose stat names the spec (``cost_change:{json}``), so it ends with the turn like any other."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import R
from .state import WowState

PREFIX = "cost_change:"


def add(st: WowState, player: int, amount: int, spec: dict[str, Any], source: int) -> list[Event]:
    """``spec``: {"what": play|strike|complete|play_or_complete|x (a cost with X in it), "filter": {...} or absent, "next": bool, "min": M}."""
    stat = PREFIX + json.dumps(spec, sort_keys=True)
    st.modifiers.append(Modifier(st.heroes[player], stat, amount, duration="this_turn", player=player, turn=st.turn, source=source))
    if spec["what"] == "x":  # "… the next time you pay a cost with X in it this turn." (engine.wow.costs.with_x)
        return [Event("cost", f"P{player + 1} pays {amount} less the next time he pays a cost with X in it this turn", R("403.2"), player)]
    what = {"play": "to play", "strike": "to strike with", "complete": "to complete", "play_or_complete": "to play or complete"}[spec["what"]]
    which = "the next fitting card" if spec.get("next") else "fitting cards"
    return [Event("cost", f"P{player + 1} pays {amount} less {what} {which} this turn", R("403.2"), player)]


def changes(st: WowState, player: int, what: str) -> Iterator[tuple[Modifier, dict[str, Any]]]:
    """This turn's cost changes of ``player`` for ``what`` (play, strike, complete)."""
    for m in st.modifiers:
        if m.player == player and m.stat.startswith(PREFIX):
            spec = json.loads(m.stat[len(PREFIX) :])
            if spec["what"] == what or (spec["what"] == "play_or_complete" and what in ("play", "complete")):
                yield m, spec  # "the next time you play or complete a card with that name" (Omen of Clarity; helper wzone2)


@resolves(GAME, "cost_change")
def _cost_change(call: OpCall) -> list[Event]:
    """403.2 for the rest of this turn."""
    spec = dict(call.eff.condition["cost_change"])
    if (spec.get("filter") or {}).get("uid") == "self":  # "the next time you strike with Quantum Blade": this card (helper x32play)
        spec["filter"] = {**spec["filter"], "uid": call.link.uid}
    return add(call.st, call.player, call.amount, spec, call.link.uid)
