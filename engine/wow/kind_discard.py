""""When this weapon enters play, choose ally, ability or equipment. You may discard a card of that kind. If you do,
destroy target card if it shares that kind." (Calamity's Grasp; helper w30gear): the op ``wg30_kind_discard_destroy``
has the link's controller choose one of the kinds (EN 709.1; equipment: weapons, armor, items, 300.1), then discard a
card of that kind from his hand or none (EN 709.3, 415.9d); if he did, the power's target (chosen as it went on the
chain, ``link.targets``; EN 706) is destroyed if it is in play and of that kind (415.9c)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, grave_route
from . import keywords as kw
from .answers import handles
from .kind_sacrifice import kind_of
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wg30_kind_discard_destroy"
PICK_KIND = "wg30_kind_pick"
PICK_CARD = "wg30_kind_discard"


@resolves(GAME, OP)
def _kind_discard_destroy(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    continuations.pause_for(call, OP, {"player": p, "targets": list(call.uids), "source": call.link.uid},
                            Pending(p, PICK_KIND, f"{kw.name(st, call.link.uid)}: choose ally, ability or equipment",
                                    [Option(k, k) for k in ("ally", "ability", "equipment")], 1, 1, EN("709.1")))
    return []


@handles(PICK_KIND)
def _kind_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec = st.waiting[OP]
    spec["kind"] = kind = picks[0]
    hand = [u for u in st.table.zone(spec["player"], "hand") if kind_of(st, u) == kind]
    if not hand:
        return [Event("choose", f"P{spec['player'] + 1} chooses {kind}: no such card in hand to discard", EN("709.1"), spec["player"]),
                *_finish(st, False)]
    st.pending.append(Pending(spec["player"], PICK_CARD, f"You may discard a card of that kind ({kind})",
                              [Option(str(u), st.table.card_name(u)) for u in hand], 0, 1, EN("709.3")))  # (its owner's hand: named, as 415.4b's pick)
    return [Event("choose", f"P{spec['player'] + 1} chooses {kind}", EN("709.1"), spec["player"])]


@handles(PICK_CARD)
def _discard_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec = st.waiting[OP]
    events: list[Event] = []
    if picks:
        uid = int(picks[0])
        ev = grave_route.move(st, uid, R("415.9d"))
        ev.kind, ev.text = "discard", f"P{spec['player'] + 1} discards {kw.name(st, uid)}"  # (public once discarded)
        events.append(ev)
    return events + _finish(st, bool(picks))


def _finish(st: WowState, discarded: bool) -> list[Event]:
    w, st.waiting = st.waiting, {}
    spec: dict[str, Any] = w.pop(OP)
    events: list[Event] = []
    if discarded:
        for uid in spec["targets"]:
            if uid in st.table.cards and kw.in_play(st, uid) and kind_of(st, uid) == spec["kind"]:
                events += destroy(st, uid, R("415.9c"))
            elif uid in st.table.cards:
                events.append(Event("choose", f"{kw.name(st, uid)} is not of that kind: it stays", EN("709.1"), spec["player"]))
    return events + continuations.resume_link(st, w)

