"""Shuffling a player's deck (helper x33quest): "[Exhaust] -> Shuffle target player's deck." (Puzzle Box of Yogg-Saron).
The op :data:`OP`: each player the target names (a player target stands for him by his hero, EN 706) shuffles his deck
with the match's seeded random generator; the cards stay hidden (a shuffled deck's cards are known to no one)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "ye33_shuffle_deck"


def shuffle_deck(st: WowState, q: int) -> list[Event]:
    """``q`` shuffles his deck (what anyone knew of its cards is forgotten: ``effects.shuffle``)."""
    return [effects.shuffle(st.table, st.rng, q, "deck", EN("709.1"))]


@resolves(GAME, OP)
def _shuffle(call: OpCall) -> list[Event]:
    st = call.st
    players = sorted({st.table.peek(u).controller for u in call.uids}) if call.uids else [call.player]
    events: list[Event] = []
    for q in players:
        events += shuffle_deck(st, q)
    return events
