"""Delayed returns that need the card to stay in a zone (415.9b, scenario X15 Cat Form): "at the
end of the next turn, return it from the graveyard to its owner's hand"; Thrown's "at the end of this
turn, put this weapon into its owner's hand" (from play). A card that changes
zones is a new card (415.9a), but a link whose cost or effect moved the card (or that triggered
on the card entering the zone) may still act on it — only if it has stayed in that zone ever since.

``WowState.delayed`` holds ``{"uid", "zone", "turn", "player", "to", "broken"}``; every batch of
events is watched (``watch``) and a card that left the zone breaks the link to it for good. At
the start of that turn's end phase (500.2) the return goes on the chain as a triggered effect.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import grave_route, zone_moves
from .card_facts import name
from .ops import GAME, OpCall
from .rules import R
from .state import Link, WowState

KIND = "delayed"


def schedule(st: WowState, uid: int, player: int, to: str = "hand", *, this_turn: bool = False, at: str = "end") -> list[Event]:
    """At the end of the next turn (``this_turn``: of this turn; ``at="start"``: at the start of the next turn), move
    ``uid`` from its current zone to its owner's ``to``."""
    card = st.table.cards[uid]
    entry = {"uid": uid, "zone": card.zone, "turn": st.turn + (0 if this_turn else 1), "player": player, "to": to, "broken": False}
    if at == "start":
        entry["at"] = "start"  # "… into hand at the start of the next turn" (helper wzone)
    st.delayed.append(entry)
    when = "the start of the next turn" if at == "start" else "the end of this turn" if this_turn else "the end of the next turn"
    return [Event("delayed", f"At {when}, {name(st, uid)} returns from the {card.zone} to its owner's {to} "
                             f"if it stays there", R("415.9b"), player, data={"uid": uid})]


def watch(st: WowState, events: list[Event]) -> None:
    """A watched card that moved out of its zone (now or during these events) is no longer the same card."""
    for d in st.delayed:
        card = st.table.cards.get(d["uid"])
        moved = any((ev.data or {}).get("uid") == d["uid"] and f"from {d['zone']}" in ev.text for ev in events)
        if card is None or card.zone != d["zone"] or moved:
            d["broken"] = True


def due(st: WowState, at: str = "end") -> None:
    """At the start of the end phase: the returns due this turn wait to go on the chain (500.2); ``at="start"``:
    at the start of the turn, those due then ("destroy it at the start of the next turn", helper wreal2)."""
    for d in list(st.delayed):
        if (d["turn"] == st.turn or _own_next(st, d, at)) and not d.get("queued") and d.get("at", "end") == at:
            if LATER in d:  # a delayed effect written out (engine.wow.later_effects)
                _due_later(st, d)
                continue
            d["queued"] = True
            if d["uid"] not in st.table.cards:  # a token that left play has ceased to exist (410.6d)
                d["broken"] = True
            back = d.get("label") or ("returns to play" if d["to"] == "play" else f"returns to its owner's {d['to']}")
            st.triggers.append(Link(KIND, d["player"], d["uid"], -1, label=f"{name(st, d['uid'])} {back}",
                                    data={"delayed": True}))


HANDLERS: dict[str, Callable[[WowState, Link, dict[str, Any]], list[Event]]] = {}
"""Delayed effects that act on no watched card (``entry["handler"]``), registered by their modules
(:mod:`engine.wow.later_hand_discard`): carried out whatever became of ``entry["uid"]``."""


LATER = "later_effects"
"""An entry's key (and its link's ``data`` key) for a delayed effect written out (``engine.wow.later_effects``:
its op makes the entry, its ``link_effects`` carries the effects out)."""


def _due_later(st: WowState, entry: dict[str, Any]) -> None:
    """A delayed effect written out goes on the chain as a triggered effect of its card, unless the card left
    its zone since (415.9a: a new card)."""
    st.delayed.remove(entry)
    card = st.table.cards.get(entry["uid"])
    if entry["broken"] or card is None or card.zone != entry["zone"]:
        return
    label = f"{name(st, entry['uid'])}: {entry.get('label') or 'delayed effect'}"
    st.triggers.append(Link("trigger", entry["player"], entry["uid"], -1, label=label, data={LATER: entry[LATER]}))


THEN_DRAW: list[Callable[[WowState, int, dict[str, Any]], list[Event]]] = []
"""The handler of a due entry with ``"draw"`` (:func:`engine.wow.later_token_removal.remove_and_draw`, registered
by that module: it draws through ``procedure``, which imports this module)."""


def _own_next(st: WowState, d: dict, at: str) -> bool:
    """``"own_next": True`` ("At the start of your next turn", ``engine.wow.later_token_removal``): due at the
    start of the first turn of its player after the turn ``d["turn"]`` it was made in (an extra turn counts)."""
    return bool(d.get("own_next")) and at == "start" and st.active == d["player"] and st.turn > d["turn"]


def resolve(st: WowState, link: Link) -> list[Event]:
    """415.9b: only a card that stayed in the zone continuously is returned."""
    entry = next((d for d in st.delayed if d["uid"] == link.uid and d.get("queued")), None)
    if entry is not None:
        st.delayed.remove(entry)
    if entry is not None and entry.get("handler") in HANDLERS:  # a delayed effect on no card ("At end of turn, discard your hand", helper w8a)
        return HANDLERS[entry["handler"]](st, link, entry)
    card = st.table.cards.get(link.uid)
    if entry is None or entry["broken"] or card is None or card.zone != entry["zone"]:
        return [Event("delayed", "The card left that zone since: nothing returns", R("415.9b"), link.controller)]
    if entry["to"] == "play":  # "At the start of the next turn, he puts it into his party." (Poof!, engine.wow.remove_return)
        from .remove_return import put_back

        return put_back(st, entry, link.uid)
    if entry["to"] == "destroy":  # "At the end of the next turn, destroy them." (Weldon Barov, engine.wow.doomed_tokens)
        from .leaving_play import destroy

        return destroy(st, link.uid, R("415.9c"))
    if entry.get("draw"):  # "remove it from the game. If you do, draw N cards" (engine.wow.later_token_removal)
        return THEN_DRAW[0](st, link.uid, entry)
    who = name(st, link.uid)  # named while still in its public zone
    if entry["zone"] in ("allies", "hero_row"):  # "Return it to its owner's hand at end of turn" (Thrown): from play
        from .invincible import cant_leave_play, stays
        from .leaving_play import leave_play

        if cant_leave_play(st, link.uid):  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
            return [stays(st, link.uid)]
        events = leave_play(st, link.uid, entry["to"], R("415.9b"))  # 415.9a: a new card
        events[0].text = f"{who} returns from play to its owner's {entry['to']}"
        return events
    ev = grave_route.move(st, link.uid, R("415.9b")) if entry["to"] == "graveyard" else zone_moves.move(st, link.uid, entry["to"], R("415.9b"))
    ev.text = f"{who} returns from the {entry['zone']} to its owner's {entry['to']}"
    return [ev]


@resolves(GAME, "return_later")
def _return_later(call: OpCall) -> list[Event]:
    """415.9b: e.g. Cat Form, from the graveyard at the end of the next turn; Thrown, from play at the
    end of this turn (``duration="this_turn"``)."""
    events: list[Event] = []
    at = (call.eff.condition or {}).get("at", "end")  # "at the start of the next turn" (helper wzone)
    for uid in call.targets_or_source:
        events += schedule(call.st, uid, call.player, call.eff.zone or "hand", this_turn=call.eff.duration == "this_turn" and at == "end", at=at)
    return events
