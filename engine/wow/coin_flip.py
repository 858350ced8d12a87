""""Flip a coin. If you win the flip, draw two cards. If you lose the flip, you may pay 2 to reflip." (Landro Longshot;
helper w31ally). The op ``we31_coin_draw``: a coin is flipped with the match's seeded random numbers (heads: the flipper
wins; the rules name no coin, as ``die_tokens`` for a die); a win draws ``amount`` cards (415.9e); a loss asks the link's
controller whether he pays ``condition["reflip"]`` (412.2: that many resources exhausted, face-down ones first, as the
engine pays) to flip again — as often as he loses and can pay (each reflip is a flip of the same effect)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, resource_payers
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "we31_coin_draw"
KIND = "we31_reflip"
_KEY = "we31_coin"


def _ready(st: WowState, p: int) -> list[int]:
    return resource_payers.payers(st, p) if not resource_payers.none_in_match(st) else resource_payers.resources(st, p)


def _flip(st: WowState, p: int, order: dict[str, Any], resume: dict[str, Any]) -> tuple[list[Event], bool]:
    """One flip; True when a reflip is asked (the link waits)."""
    win = st.rng.randrange(2) == 0
    events = [Event("coin", f"P{p + 1} flips a coin: {'heads — a win' if win else 'tails — a loss'}", EN("709"), p, data={"win": win})]
    if win:
        return events + continuations.draw(st, p, order["draw"], R("415.9e")), False
    if len(_ready(st, p)) < order["reflip"]:
        return events, False
    st.waiting = {**resume, _KEY: order}
    st.pending.append(Pending(p, KIND, f"You lost the flip: pay {order['reflip']} to reflip?", [Option("yes", "Yes"), Option("no", "No")], 1, 1, EN("709.3")))
    return events, True


@resolves(GAME, OP)
def _coin_draw(call: OpCall) -> list[Event]:
    order = {"draw": call.amount, "reflip": int((call.eff.condition or {}).get("reflip", 0)), "player": call.player}
    events, waits = _flip(call.st, call.player, order, call.resume())
    call.stop = waits
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Yes: pay and flip again (maybe asking again); no: the link goes on."""
    order, w = continuations.take_job(st, _KEY)
    p = order["player"]
    if picks != ["yes"]:
        return continuations.resume_link(st, w)
    paying = _ready(st, p)[: order["reflip"]]
    for uid in paying:
        st.table.cards[uid].tapped = True
    events = [Event("pay", f"P{p + 1} exhausts {len(paying)} resource(s) to reflip", R("412.2"), p, data={"paid": paying})]
    more, waits = _flip(st, p, order, w)
    if waits:
        return events + more
    return events + more + continuations.resume_link(st, w)
