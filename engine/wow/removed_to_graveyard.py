"""Cards put from the removed-from-game zone into the graveyard (helper w30quest): "X, Flip Zomm Hopeslayer Put X Combo
cards from your removed from game zone into your graveyard." (Zomm Hopeslayer).

The op ``w30q_removed_to_graveyard`` (``amount``, -1 = X; ``condition["filter"]``: ``search.card_matches`` keys): the link's
controller picks that many face-up cards of his removed zone matching the filter (all of them when fewer; not
targets, EN 709.1) and they go to his graveyard (415.2, 415.7: his own cards)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "w30q_removed_to_graveyard"


@resolves(GAME, OP)
def _removed_to_graveyard(call: OpCall) -> list[Event]:
    from .search import card_matches

    st, p = call.st, call.player
    flt = (call.eff.condition or {}).get("filter", {})
    options = [u for u in st.table.zone(p, "removed") if not st.table.peek(u).face_down and card_matches(st, u, flt)]
    n = min(max(0, call.amount), len(options))
    if not n:
        return [Event("pick", f"P{p + 1} puts no card from his removed zone into his graveyard", EN("709.1"), p)]
    continuations.pause_for(call, OP, {"player": p},
                            Pending(p, OP, f"{call.eff.text or 'Cards removed from the game'}: choose {n} to put into your graveyard",
                                    [Option(str(u), kw.name(st, u)) for u in options], n, n, EN("709.1")))
    return []


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, OP)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if uid in st.table.cards and st.table.peek(uid).zone == "removed":
            name = kw.name(st, uid)
            ev = zone_moves.move(st, uid, "graveyard", R("415.2"), player=st.table.peek(uid).owner)
            ev.text = f"P{spec['player'] + 1} puts {name} from the removed zone into his graveyard"
            events.append(ev)
    return events + continuations.resume_link(st, w)
