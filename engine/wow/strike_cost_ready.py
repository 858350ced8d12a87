"""Readying resources by the strike costs of the weapons a combat packet was dealt with (408.3d, 303.2; helper x33stat):
"Ongoing: When your hero deals combat damage with one or more Melee weapons for the first time each turn, ready up to X
of your resources, where X is the combined strike cost of those weapons." (Shamanistic Rage).

The op :data:`OP` (a ``player_picks`` of ``engine.wow.forced``: ``stat`` "ready", the filter and "up to" in its
condition) reads this turn's combat damage packets of the player's hero (``turn_log``): when exactly one of them was
dealt with a Melee weapon (202.1a; "for the first time each turn"), X is the printed strike cost (201.3) of the Melee
weapons of that packet, added up; otherwise nothing happens (a later packet)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.core.effects import resolves

from . import forced
from . import keywords as kw
from .ops import GAME, OpCall
from .state import WowState

OP = "yf33_ready_per_strike_cost"


def _melee(st: WowState, weapons: list[int]) -> list[int]:
    return [w for w in weapons if isinstance(w, int) and w in st.table.cards and "melee" in kw.words(st, w)]


def first_melee_packet_cost(st: WowState, player: int) -> int | None:
    """The combined printed strike cost of the Melee weapons of the hero's only Melee-weapon combat packet this turn;
    None when there is no such packet or more than one."""
    hero = st.heroes[player]
    packets = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("combat")
               and e.get("src") == hero and _melee(st, list(e.get("weapons") or []))]
    if len(packets) != 1:
        return None
    return sum(int(kw.data(st, w).get("strike_cost") or 0) for w in _melee(st, list(packets[0].get("weapons") or [])))


@resolves(GAME, OP)
def _ready_per_strike_cost(call: OpCall) -> list[Event]:
    x = first_melee_packet_cost(call.st, call.player)
    if not x:
        return []
    inner = replace(call, amount=x)
    events = forced._player_picks(inner)
    call.stop = inner.stop
    return events
