"""Printed: "Remove any number of ally cards in graveyards from the game. Your hero heals 2 damage from
itself for each card removed." (Cannibalize): the op ``remove_from_graveyards_heal`` — the link's
controller picks on resolution any number (none too) of the cards of ``condition["filter"]["types"]``
in every graveyard (not targets, EN 709.1); they are removed from the game, then his hero heals
``amount`` damage from itself for each one (407.1, one packet)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .damage import heal
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KIND = "graveyard_feast"


def _candidates(st: WowState, types: set[str]) -> list[int]:
    return [
        u for q in range(st.num_players) for u in st.table.zone(q, "graveyard") if types & kw.kinds(st, u)
    ]


@resolves(GAME, "remove_from_graveyards_heal")
def _remove_from_graveyards_heal(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    found = _candidates(st, set((call.eff.condition or {}).get("filter", {}).get("types") or ["ally"]))
    if not found:
        return [Event("remove", "No card to remove in any graveyard", EN("709.1"), p)]
    continuations.pause_for(call, "graveyard_feast", {"per": call.amount},
                            Pending(
                                p,
                                KIND,
                                f"{call.eff.text or 'Effect'}: choose any number of cards to remove from the game",
                                [Option(str(u), f"{kw.name(st, u)} (P{st.table.cards[u].owner + 1}'s graveyard)") for u in found],
                                0,
                                len(found),
                                EN("709.1"),
                            ))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked cards are removed from the game; the controller's hero heals per card; the link goes on."""
    w, st.waiting = st.waiting, {}
    per = int(w.pop("graveyard_feast")["per"])
    p = pending.player
    events = [zone_moves.move(st, int(x), "removed", EN("709.1")) for x in picks]
    hero = st.heroes[p]
    if picks:
        events += heal(st, hero, per * len(picks), source=hero)
    return events + continuations.resume_link(st, w)
