""""When your hero deals shadow damage to a hero, allies in its party have -1 health this turn." (Plague Igniter;
helper w30gear): the op ``wg30_event_party_stat`` changes ``stat`` by ``amount`` for ``duration`` on each ally in play
that the triggering card's controller controls (its party, 415.8b) as the power resolves (EN 709: the allies in the
party then; not targets, EN 706), as ``modify_stat`` does (EN 714.1); a health at 0 or less is fatal at the next
check (410.6a)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import durations
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "wg30_event_party_stat")
def _event_party_stat(call: OpCall) -> list[Event]:
    st, link, eff = call.st, call.link, call.eff
    ev = link.data.get("event")
    if not isinstance(ev, int) or ev not in st.table.cards:
        return []
    party = st.table.peek(ev).controller
    events: list[Event] = []
    for uid in [u for u in st.table.zone(party, "allies") if kw.is_ally(st, u) and kw.in_play(st, u)]:
        st.modifiers.append(Modifier(uid, eff.stat, eff.amount, duration=eff.duration or "this_turn", player=call.player, turn=st.turn,
                                     source=link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} gets {eff.amount:+d} {eff.stat.upper()}{durations.phrase(eff.duration)}",
                            EN("714.1"), call.player))
    return events


@resolves(GAME, "wg30_subject_as_event")
def _subject_as_event(call: OpCall) -> list[Event]:
    """The card a ``*_filtered`` trigger's event happened to (``link.data["subject"]``: "When a non-Undead ally you
    control is destroyed", helper w30gear) is the link's triggering card for the effects after it (``Target("event")``,
    ``return_from_graveyard`` "event"); with ``condition["not_tag"]`` the link's ``done`` (for the ``if_done`` effects after
    it) is whether the card lacked that word as it last was in play (EN 709: "a non-Undead ally … is destroyed")."""
    subject = call.link.data.get("subject")
    if isinstance(subject, int):
        call.link.data["event"] = subject
    lacking = str((call.eff.condition or {}).get("not_tag") or "").lower()
    if lacking:  # "a non-Undead ally … is destroyed": as it last was (EN 709; its words noted as it was destroyed)
        words = (call.link.data.get("last") or {}).get("words")
        call.link.data["done"] = words is None or lacking not in words
    return []
