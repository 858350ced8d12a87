"""Sending an ability card back at its own player (EN 706): "If an ability card is targeting only your hero, change its
target to its controller's hero." (Spell Reflection).

The op :data:`OP` looks, as it resolves (no target: the card is found then, EN 709.1), for the ability cards on the
chain whose every target is the resolving card's controller's hero. One such card is changed (several: its controller
picks which, as "an ability card" names one): each of its targets becomes the hero of the player who played it, if that
hero is a legal target for it (706: a card only ever targets what it may; otherwise the target is kept). The link keeps
its place on the chain; the hero becomes targeted (EN 706.1: "When … becomes targeted" sees it)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from . import player_targets
from .answers import handles
from .ops import GAME, OpCall
from .powers import powers
from .rules import EN
from .state import Link, WowState
from .targets import chosen_targets, legal_targets

OP = "xd32_reflect"
PICK = "xd32_reflect_pick"


def aimed_at(st: WowState, player: int, but: int) -> list[Link]:
    """The ability card links on the chain (other than ``but``) targeting only ``player``'s hero."""
    h = st.heroes[player]
    return [lk for lk in st.chain if lk.kind == "card" and lk.uid != but and kw.ctype(st, lk.uid) == "ability"
            and lk.targets and all(t == h for t in lk.targets) and not player_targets.targeted(st, lk)]  # a targeted player is more (EN 706)


def _reflect(st: WowState, link: Link, player: int) -> list[Event]:
    back = st.heroes[link.controller]
    needs = chosen_targets([e for pw in powers(st, link.uid) if pw.kind == "play" for e in pw.effects])
    if link.controller == player or not needs:
        return [Event("retarget", f"{link.label} keeps its target", EN("706"), player)]
    if any(back not in legal_targets(st, link.controller, needs[min(i, len(needs) - 1)], link.uid) for i in range(len(link.targets))):
        return [Event("retarget", f"{kw.name(st, back)} is no legal target for {link.label}: the target is kept", EN("706"), player)]
    link.targets = [back for _ in link.targets]
    return [Event("retarget", f"{link.label} now targets {kw.name(st, back)}", EN("706"), player),
            Event("targeted", f"{link.label} targets {kw.name(st, back)}", EN("706.1"), link.controller, data={"uids": [back], "by": link.controller})]


@resolves(GAME, OP)
def _reflect_op(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    found = aimed_at(st, p, call.link.uid)
    if not found:
        return [Event("retarget", "No ability card is targeting only your hero", EN("709.1"), p)]
    if len(found) == 1:
        return _reflect(st, found[0], p)
    st.pending.append(Pending(p, PICK, f"{kw.name(st, call.link.uid)}: which ability card targeting your hero is sent back?",
                              [Option(str(lk.uid), lk.label or kw.name(st, lk.uid)) for lk in found], 1, 1, EN("709.1")))
    return []


@handles(PICK)
def _pick(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    link = next((lk for lk in aimed_at(st, pending.player, -1) if str(lk.uid) == picks[0]), None)
    return _reflect(st, link, pending.player) if link is not None else []
