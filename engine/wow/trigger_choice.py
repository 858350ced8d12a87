"""A choice made as a triggered power resolves and kept on its card (EN 703, 709.1): "When The Oathkeeper enters play,
choose an oath: I won't play cards or I won't draw cards. You can't break that oath." (The Oathkeeper).

The op :data:`OP` asks the link's controller to pick one of ``condition["options"]`` ({id, label} each) and keeps the
pick on the source card (``entry_choice.CHOSEN``, read by the condition ``wa30_chosen``) while it stays in play (415.9a:
a card that leaves and comes back is a new card and chooses again). Its continuous powers read it: "You can't break
that oath." is a ban granted to its controller's hero while the oath is the one chosen (103.2, EN 714). Before the
trigger resolves nothing is chosen, so no oath binds yet."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .entry_choice import CHOSEN
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "xd32_choose_kept"
KIND = "xd32_choose_kept_pick"


@resolves(GAME, OP)
def _choose(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = list((call.eff.condition or {}).get("options") or [])
    if not options or not kw.in_play(st, call.link.uid):
        return []
    st.waiting = {**call.resume(), KIND: {"uid": call.link.uid}}
    st.pending.append(Pending(p, KIND, f"{kw.name(st, call.link.uid)}: choose one", [Option(o["id"], o["label"]) for o in options],
                              1, 1, EN("709.1")))
    call.stop = True
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = dict(st.waiting), {}
    uid = w.pop(KIND)["uid"]
    events: list[Event] = []
    if uid in st.table.cards and kw.in_play(st, uid):
        st.table.cards[uid].flags[CHOSEN] = picks[0]
        label = next((o.label for o in pending.options if o.id == picks[0]), picks[0])
        events.append(Event("choose", f"P{pending.player + 1} chooses for {kw.name(st, uid)}: {label}", EN("709.1"), pending.player))
    return events + continuations.resume_link(st, w)
