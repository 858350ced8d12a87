"""What a card does when *it* inspires (501.1b): "When Giralo inspires an ally, that ally is a Protector this turn."
(Instructor Giralo), "When a quest is inspired this way, you pay 1 less to complete it this turn." (Marksman Glous,
the rule's own example), and the name "Inspire: Card with that name" reads (Anchorite Kilandra: "When Kilandra
enters play, name a card in play you control.").

``engine.wow.inspire`` keeps such a card's slots apart and names it in the ``inspire`` event (``data["by"]``); its
triggered power ``trigger = "xb32_inspires"`` (``cost["flt"]``: the kind of card, ``conditions.fits``) then waits for
the chain (EN 703.1), the inspired card its event card. The ops:
- ``xb32_complete_less_event``: you pay ``amount`` less to complete the event card (a quest) this turn (403.2,
  ``engine.wow.next_cost``);
- ``xb32_name_own_card``: the link's controller names a card in play he controls (one option per name); the
  name is kept on the source (``inspire.NAMED``)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, next_cost
from . import keywords as kw
from .answers import handles
from .conditions import fits
from .inspire import NAMED
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN
from .state import Link, WowState

KINDS = frozenset({"inspire"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers``)."""
TRIGGER = "xb32_inspires"
_NAME_KIND = "xb32_name_own_card"


def fire(st: WowState, ev: Event) -> None:
    """A card was inspired by a linked slot (``data["by"]``): that card's "when it inspires …" triggers wait (EN 703.1)."""
    data = ev.data or {}
    by, uid = data.get("by"), data.get("uid")
    if not isinstance(by, int) or not isinstance(uid, int) or by not in st.table.cards or uid not in st.table.cards:
        return
    if not kw.in_play(st, by) or st.table.peek(by).face_down:
        return
    for i, pw in enumerate(printed_powers(st, by)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER and fits(st, uid, pw.cost.get("flt") or {"types": []}):
            st.triggers.append(Link("trigger", st.table.peek(by).controller, by, i, label=f"{kw.name(st, by)}: {pw.text}", data={"event": uid}))


@resolves(GAME, "xb32_complete_less_event")
def _complete_less(call: OpCall) -> list[Event]:
    """ "… you pay 1 less to complete it this turn." (403.2 for the rest of this turn)."""
    quest = (call.link.data or {}).get("event")
    if not isinstance(quest, int) or quest not in call.st.table.cards:
        return []
    return next_cost.add(call.st, call.player, call.amount, {"what": "complete", "filter": {"uid": quest}}, call.link.uid)


@resolves(GAME, _NAME_KIND)
def _name_own_card(call: OpCall) -> list[Event]:
    """ "name a card in play you control" (EN 709.1): one option per name of a face-up card he controls in play."""
    st, p = call.st, call.player
    names = sorted({kw.name(st, u) for z in ("hero_row", "allies", "resources") for u in st.table.zone(p, z)
                    if not st.table.peek(u).face_down and st.table.peek(u).controller == p})
    if not names:
        return []
    call.stop = True
    st.waiting = {**call.resume(), "xb32_named": {"player": p, "source": call.link.uid}}
    st.pending.append(Pending(p, _NAME_KIND, "Name a card in play you control", [Option(n, n) for n in names], 1, 1, EN("709.1")))
    return []


@handles(_NAME_KIND)
def _named(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    c = w.pop("xb32_named")
    st.waiting = {}
    src = st.table.cards.get(c["source"])
    if src is not None:
        src.flags[NAMED] = picks[0]
    events = [Event("choose", f"P{c['player'] + 1} names {picks[0]}", EN("709.1"), c["player"])]
    return events + continuations.resume_link(st, w)
