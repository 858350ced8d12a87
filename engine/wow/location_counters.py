"""Location counters and the location limit (helper wres; ``cards.templates_wres_locations``):

- op ``wres_location_counter`` (404.1, 306.3, EN 709.1): on the chosen location, ``stat`` "remove": one counter
  of a kind it holds is removed ("you may remove a counter from target location"); "add_same": one more
  counter of a kind it holds is added ("choose a counter on target location and add another of those counters
  to it"; 306.3: not past the location's limit). A location holding several kinds: its controller — the
  link's controller — picks the kind; none: nothing happens.
- :func:`unlimited`: "You can control any number of locations." (Magnificent Flying Carpet) — the
  pre-priority check's 410.6g (two or more face-up locations: keep one) doesn't apply to a player who
  controls such a face-up card in play.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, counters, match_facts
from . import keywords as kw
from .answers import handles
from .card_facts import GAIN_TEXT
from .cards.compiler import card_powers
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wres_location_counter"


def _apply(st: WowState, uid: int, kind: str, what: str) -> list[Event]:
    if what == "remove":
        return counters.remove_counters(st, uid, kind, 1, R("404.1"))
    return counters.add_counters(st, uid, kind, 1, R("404.1"))


@resolves(GAME, OP)
def _location_counter(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards.get(uid)
        if card is None or card.zone != "resources" or card.face_down:
            continue
        kinds = sorted(k for k, n in card.counters.items() if n > 0)
        if not kinds:
            events.append(Event("counters", f"{kw.name(st, uid)} has no counter", EN("709.1"), p))
            continue
        if len(kinds) == 1:
            events += _apply(st, uid, kinds[0], call.eff.stat)
            continue
        verb = "remove" if call.eff.stat == "remove" else "add another of"
        continuations.pause_for(call, OP, {"uid": uid, "what": call.eff.stat},
                                Pending(p, OP, f"{kw.name(st, uid)}: choose a kind of counter to {verb}", [Option(k, k) for k in kinds], 1, 1, EN("709.1")))
        return events
    return events


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, OP)
    return _apply(st, spec["uid"], picks[0], spec["what"]) + continuations.resume_link(st, w)


def _has(d: dict[str, Any]) -> bool:
    from . import location_counters as own  # its name for the compiled powers (a test may stand in for it)

    return any(pw.cost.get("any_locations") for pw in own.card_powers(d))


def unlimited(st: WowState, p: int) -> bool:
    """Whether ``p`` controls a face-up card in play whose power says "You can control any number of locations."."""
    if match_facts.SHORTCUTS and not any(m.stat == GAIN_TEXT for m in st.modifiers) and not match_facts.some_card(st, "location_counters.any", _has):
        return False
    for zone in ("hero_row", "allies", "resources"):
        for uid in st.table.zones[p][zone]:
            if st.table.peek(uid).face_down:
                continue
            if any(pw.cost.get("any_locations") for pw in card_powers(kw.data(st, uid))):
                return True
    return False
