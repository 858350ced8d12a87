"""A non-ongoing ability card while its text resolves (305.1, EN 709.1): it goes to its owner's graveyard only
after all its text is done — also when the text stops for a player's answer ("Then, you may put this ability into
your resource row face down and exhausted.", Starburst; a search, a pick). ``procedure.resolve_card`` carries the
text out; when the text paused (a choice other than a by-hand step is pending, :func:`paused`), the card stays in
the chain zone with the flag :data:`RESOLVING` (no link: it is no longer on the chain, only resolving) and
:func:`finish` — run before the pre-priority checks (``procedure.run_ppp``), i.e. once nothing is pending any
more — puts it into the graveyard then (:func:`to_graveyard`).

Its own text may move it first: "Put this ability into your resource row" (``resource_moves``, ``from: chain``)
or "Remove Cold Snap from the game." (:func:`remove_resolving`, the op ``move`` to ``removed`` on ``Target("self")``:
the resolving card is not in play, 415.6a, so the in-play reading of "self" finds nothing); a card no longer in the
chain zone is left where it is."""

from __future__ import annotations

from engine.core import Event
from engine.core.manual import MANUAL

from . import death_rattle, grave_route, graveyard_rattles, graveyard_replay, quests, zone_moves
from . import keywords as kw
from .rules import EN, R
from .state import Link, WowState

RESOLVING = "_resolving"
"""Card flag: this non-ongoing ability is still resolving though its link left the chain (its text paused)."""


def paused(st: WowState, before: int) -> bool:
    """Whether the text stopped for an answer: a choice other than a by-hand step (103.1) was added to the
    ``before`` pending ones."""
    return any(p.kind != MANUAL for p in st.pending[before:])


def hold(st: WowState, uid: int) -> None:
    """The card stays resolving (305.1: it goes to the graveyard once its text is done, :func:`finish`)."""
    st.table.cards[uid].flags[RESOLVING] = True


def hold_unlinked(st: WowState) -> None:
    """Every card in a chain zone that is no link any more is resolving (:func:`hold`): an action stopped half-way
    at a question (``engine.wow.optional_replacement``) shows the card whose link it was resolving so."""
    linked = {lk.uid for lk in st.chain if lk.kind == "card"}
    for p in range(st.num_players):
        for uid in st.table.zone(p, "chain"):
            if uid not in linked and not st.table.cards.peek(uid).flags.get(RESOLVING):
                hold(st, uid)


def holding(st: WowState, uid: int, linked: set[int] | None = None) -> bool:
    """Whether the card is an ability still resolving: in the chain zone, flagged, and no card link (a flag its own
    text left when it moved the card away, the card played again since, is no hold: ``linked``, the card links' cards)."""
    card = st.table.cards.peek(uid) if uid in st.table.cards else None
    if card is None or card.zone != "chain" or not card.flags.get(RESOLVING):
        return False
    return uid not in (linked if linked is not None else {lk.uid for lk in st.chain if lk.kind == "card"})


def to_graveyard(st: WowState, uid: int) -> None:
    """305.1: the resolved ability goes to its owner's graveyard (or is removed instead, EN 716), its own Death
    Rattle seeing the move (``death_rattle``)."""
    card = st.table.cards[uid]
    card.flags.pop(RESOLVING, None)
    to = graveyard_replay.graveyard_or_removed(st, uid)  # "… remove it from the game instead" (EN 716)
    moved = zone_moves.move(st, uid, to, R("305.1") if to == "graveyard" else EN("716"))
    if to == "graveyard":
        quests.note(st, [grave_route.entered(moved)])  # "if a card entered a graveyard this turn" (the move isn't logged)
    death_rattle.fire(st, moved)
    graveyard_rattles.fire(st, moved)  # "Opposing cards everywhere have Death Rattle" (helper w30gear)


def finish(st: WowState) -> list[Event]:
    """Nothing is pending: each ability still resolving has done all its text and goes to the graveyard (305.1)."""
    if st.pending:
        return []
    linked = {lk.uid for lk in st.chain if lk.kind == "card"}
    done = [u for p in range(st.num_players) for u in st.table.zone(p, "chain") if holding(st, u, linked)]
    events: list[Event] = []
    for uid in done:
        name = kw.name(st, uid)
        to_graveyard(st, uid)
        where = st.table.cards[uid].zone
        events.append(Event("resolved", f"{name} has resolved and goes to its owner's {'graveyard' if where == 'graveyard' else 'removed-from-game zone'}",
                            R("305.1"), st.table.cards[uid].owner, data={"uid": uid}))
    return events


def chain_count(st: WowState, player: int) -> int:
    """The cards in ``player``'s chain zone that are links (a resolving card is no link any more)."""
    linked = {lk.uid for lk in st.chain if lk.kind == "card"}
    return sum(1 for u in st.table.zone(player, "chain") if not holding(st, u, linked))


def remove_resolving(st: WowState, link: Link, uid: int, zone: str = "removed") -> list[Event]:
    """"Remove Cold Snap from the game." (709.1): the resolving ability card itself leaves the chain zone for the
    removed-from-game zone (``zone``), so it doesn't go to the graveyard after it resolves (305.1). Nothing when it
    is not this link's own resolving card."""
    card = st.table.cards.peek(uid) if uid in st.table.cards else None
    if card is None or uid != link.uid or link.kind != "card" or card.zone != "chain":
        return []
    name = kw.name(st, uid)
    st.table.cards[uid].flags.pop(RESOLVING, None)
    ev = zone_moves.move(st, uid, zone, EN("709.1"))
    ev.text = f"{name} is removed from the game" if zone == "removed" else f"{name} goes to its owner's {zone}"
    return [ev]


def own_card(st: WowState, link: Link) -> bool:
    """``Target("self")`` of a resolving non-ongoing ability names the card itself (it is on the chain, not in play)."""
    card = st.table.cards.peek(link.uid) if link.uid in st.table.cards else None
    return link.kind == "card" and card is not None and card.zone == "chain"
