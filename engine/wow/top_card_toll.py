"""Printed: "When this ally deals combat damage to a defending hero, reveal the top card of your deck.
This ally deals shadow damage to your hero equal to that revealed card's cost, then put that card
into your hand." (Witch Doctor Ka'booma):

- the trigger ``combat_damage_to_defending_hero_self``: the card, attacking, dealt combat damage to
  the hero defending against it (EN 603; not a hero it defended against, nor a hero behind a
  defending ally, EN glossary Smash), fired by :func:`fire` from ``procedure.event_triggers``;
- the op ``reveal_top_toll``: its controller reveals his top card (415.3a), the source deals damage
  of type ``stat`` equal to that card's cost (201.3: X counts 0) to his own hero, then the card goes
  into his hand (415.2). With an empty deck nothing happens."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .damage import deal
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN, R
from .state import Link, WowState

TRIGGER = "combat_damage_to_defending_hero_self"


KINDS = frozenset({"damage"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event, events: list[Event]) -> None:
    """One log entry → the ``combat_damage_to_defending_hero_self`` triggers it sets off (EN 703.1)."""
    data = ev.data or {}
    uid, src = data.get("uid"), data.get("source")
    if ev.kind != "damage" or not data.get("combat") or data.get("n", 0) <= 0 or uid not in st.heroes:
        return
    if (
        not isinstance(src, int)
        or src not in st.table.cards
        or st.table.peek(src).face_down
        or not kw.in_play(st, src)
    ):
        return
    if _roles(events, ev) != (src, uid):
        return
    for i, pw in enumerate(printed_powers(st, src)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER:
            st.triggers.append(
                Link(
                    "trigger",
                    st.table.peek(src).controller,
                    src,
                    i,
                    label=f"{kw.name(st, src)}: {pw.text}",
                    data={"event": uid},
                )
            )


def _roles(events: list[Event], ev: Event) -> tuple[object, object]:
    """(attacker, defender) of the combat whose damage ``ev`` is (the combat has ended by the time
    triggers are collected, EN 603.3)."""
    roles: tuple[object, object] = (None, None)
    for e in events:
        if e is ev:
            break
        if e.kind == "combat":
            roles = ((e.data or {}).get("attacker"), (e.data or {}).get("defender"))
    return roles


@resolves(GAME, "reveal_top_toll")
def _reveal_top_toll(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    top = st.table.top(p, "deck", 1)
    if not top:
        return [Event("reveal", f"P{p + 1} has no card in his deck to reveal", R("415.3a"), p)]
    card = top[0]
    events = [effects.reveal(st.table, top, R("415.3a"), p)]
    events += deal(st, src, st.heroes[p], int(kw.data(st, card).get("cost") or 0), call.eff.stat or "shadow")
    events.append(zone_moves.move(st, card, "hand", EN("415.2"), player=p))
    return events
