"""Who made a player discard (415.9d; helper x33quest): "If a card or effect you control would cause an opponent to
discard a card, he discards a random card instead." (Scepter of the Unholy) and "When an opposing card or effect
causes you to discard an Arena ally card, you may put it from your graveyard into hand." (Gladiator Kinivus).

- The discards of an effect (``procedure.next_discard``, the engine's "discard_effect" answer, ``wwhen``'s "its
  controller discards") note on each discard event the player controlling the effect (``data["by"]``, :data:`BY`).
- :data:`RANDOM_OP` (a continuous power, never carried out): while a face-up card with it is in play, a discard its
  controller's effect makes an opponent do is of random cards instead (EN 716), picked with the match's seeded random
  generator (:func:`random_instead`): no choice is offered.
- The trigger :data:`TRIGGER` (a triggered power of a card in play): one of its controller's cards fitting
  ``cost["flt"]`` was discarded by an opposing effect (:func:`fire`, from ``procedure.event_triggers``'s events); the
  discarded card is remembered (``engine.wow.refs``) for the effect ("put it from your graveyard into hand")."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from . import keywords as kw
from . import refs
from .match_triggers import hears
from .powers import printed_powers
from .search import card_matches
from .state import Link, WowState

RANDOM_OP = "ye33_random_discards"
TRIGGER = "ye33_discarded_by_opponent"
BY = "by"


def randomizes(st: WowState, by: Any, victim: int) -> bool:
    """Whether ``by``'s effect making ``victim`` discard picks random cards (a card of ``by`` with the power)."""
    if not isinstance(by, int) or by == victim:
        return False
    return any(st.table.peek(src).controller == by for src, _ in kw.sources_doing(st, RANDOM_OP))


def random_instead(st: WowState, by: Any, victim: int, n: int) -> list[int] | None:
    """The random cards ``victim`` discards instead of choosing (None: he chooses as usual)."""
    if not randomizes(st, by, victim):
        return None
    hand = list(st.table.zone(victim, "hand"))
    return [hand.pop(st.rng.randrange(len(hand))) for _ in range(min(n, len(hand)))]


def mark(events: list[Event], by: Any) -> list[Event]:
    """Note the player whose effect made these discards (415.9d)."""
    if isinstance(by, int):
        for ev in events:
            if ev.kind == "discard":
                ev.data = {**(ev.data or {}), BY: by}
    return events


def fire(st: WowState, ev: Event) -> None:
    """A discard event caused by an opposing effect → the "When an opposing card or effect causes you to discard …"
    powers of the discarding player's cards in play (EN 703.1)."""
    data = ev.data or {}
    uid, by = data.get("uid"), data.get(BY)
    if ev.kind != "discard" or not isinstance(uid, int) or not isinstance(by, int) or uid not in st.table.cards or not hears(st, TRIGGER):
        return
    owner = st.table.peek(uid).owner
    if by == owner:
        return
    for zone in ("allies", "hero_row"):
        for src in st.table.zone(owner, zone):
            if st.table.peek(src).face_down or not kw.in_play(st, src):
                continue
            for i, pw in enumerate(printed_powers(st, src)):
                if pw.kind == "triggered" and pw.trigger == TRIGGER and card_matches(st, uid, pw.cost.get("flt") or {}):
                    link = Link("trigger", owner, src, i, label=f"{kw.name(st, src)}: {pw.text}", data={"event": uid})
                    st.triggers.append(link)
                    refs.remember(st, link, [uid])
