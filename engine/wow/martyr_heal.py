"""Your hero heals any amount from each other friendly character and takes that much: "Your hero heals any amount of
damage from other friendly heroes and allies. Put that much damage on your hero." (Martyr's Mending).

The op ``wc31_martyr_heal`` (EN 709.1: chosen on resolution, no target): for each other damaged hero or ally the
player controls, in table order, the player names an amount from 0 to its damage; each amount above 0 is a healing
packet from his hero (407.1, 407.2: it may be replaced; the ability card is what heals with, ``via``). Then the
damage actually healed, in all, is put on his hero (405.3: put, not dealt — no packet, nothing prevents it)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .damage import heal
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wc31_martyr_heal"
PICK = "wc31_heal_amount"
_KEY = "wc31_martyr"


def _others(st: WowState, p: int) -> list[int]:
    """The other damaged heroes and allies the player controls."""
    hero = st.heroes[p]
    return [u for z in ("hero_row", "allies") for u in st.table.zone(p, z)
            if u != hero and kw.is_character(st, u) and st.table.peek(u).damage > 0]


def _ask(st: WowState, p: int, job: dict[str, Any]) -> None:
    uid = job["queue"][0]
    n = st.table.peek(uid).damage
    st.pending.append(Pending(p, PICK, f"How much damage does your hero heal from {kw.name(st, uid)}?",
                              [Option(str(i), str(i)) for i in range(n + 1)], 1, 1, EN("709.1")))


@resolves(GAME, OP)
def _martyr_heal(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    queue = _others(st, p)
    if not queue:
        return []
    job = {"player": p, "queue": queue, "amounts": [], "via": call.link.uid}
    continuations.pause_for(call, _KEY, job)
    _ask(st, p, job)
    return []


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = dict(w[_KEY])
    uid, *rest = job["queue"]
    job["amounts"] = [*job["amounts"], [uid, int(picks[0]) if picks else 0]]
    rest = [u for u in rest if u in st.table.cards and st.table.peek(u).damage > 0]
    job["queue"] = rest
    if rest:
        st.waiting = {**w, _KEY: job}
        _ask(st, job["player"], job)
        return []
    del w[_KEY]
    st.waiting = {}
    return _carry_out(st, job) + continuations.resume_link(st, w)


def _carry_out(st: WowState, job: dict[str, Any]) -> list[Event]:
    """The healing packets, then that much damage put on the hero (405.3)."""
    p = job["player"]
    hero = st.heroes[p]
    events: list[Event] = []
    for uid, n in job["amounts"]:
        if n > 0 and kw.in_play(st, uid):
            events += heal(st, uid, n, source=hero, via=job["via"])
    healed = sum(int(e.data.get("n", 0)) for e in events if e.kind == "heal" and "n" in (e.data or {}))
    if healed > 0 and kw.in_play(st, hero):
        st.table.cards[hero].damage += healed
        events.append(Event("put_damage", f"{healed} damage is put on {kw.name(st, hero)}", R("405.3"), p, data={"uid": hero, "amount": healed}))
    return events
