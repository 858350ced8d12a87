"""Triggers on a card being played, put on the chain (409.1; EN 703), fired by :func:`fire` from
``procedure.event_triggers``; they resolve before the card itself:

- ``played_self``: "When you play this ally, …" (Gravelord Adams);
- ``opponent_plays_card``: "When an opponent plays a card, …" (Mystic Denial's Ongoing), on the
  face-up cards in play of the other players; the played card is remembered for "that card"
  (``engine.wow.refs``, ``Target("ref", {"of": "chain"})``: while it is still on the chain); with a ``play_filter``
  in its cost, only for a card that fits it ("When a player plays an ability", helper w30ally);
- ``play_filtered_graveyard``: "When you play a non-Ongoing [Priest] ability, if this ally is in your graveyard, …"
  (Hurdan the Everlasting), on the cards in the graveyard of the player who played it whose ``play_filter`` the
  played card fits; the graveyard card's owner controls the trigger (helper w30ally)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .conditions import fits
from .event_triggers import watchers
from .match_triggers import hears
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "played_self"
OPPONENT = "opponent_plays_card"
FROM_GRAVEYARD = "play_filtered_graveyard"


KINDS = frozenset({"chain"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """A card put on the chain as it is played → its ``played_self`` triggers and the other players'
    ``opponent_plays_card`` ones (EN 703.1)."""
    data = ev.data or {}
    uid = data.get("uid")
    if (
        ev.kind != "chain"
        or data.get("kind") != "card"
        or not isinstance(uid, int)
        or uid not in st.table.cards
    ):
        return
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER:
            st.triggers.append(Link("trigger", ev.player, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
    if hears(st, FROM_GRAVEYARD):
        _from_graveyard(st, ev.player, uid)
    if not hears(st, OPPONENT):
        return  # no card of the match has such a power (``match_triggers``)
    row = {"uid": uid, "ctl": ev.player, "cost": kw.data(st, uid).get("cost") or 0, "atk": 0}
    for w in watchers(st):
        if st.table.peek(w).controller == ev.player:
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == OPPONENT and (not pw.cost.get("play_filter") or fits(st, uid, pw.cost["play_filter"])):
                label = f"{kw.name(st, w)}: {pw.text}"
                st.triggers.append(
                    Link(
                        "trigger",
                        st.table.peek(w).controller,
                        w,
                        i,
                        label=label,
                        data={"event": uid, "ref": [row]},
                    )
                )


def _from_graveyard(st: WowState, player: int, played: int) -> None:
    """``play_filtered_graveyard`` powers of the cards in ``player``'s graveyard (EN 703.1)."""
    for w in list(st.table.zone(player, "graveyard")):
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == FROM_GRAVEYARD and fits(st, played, pw.cost.get("play_filter") or {"types": []}):
                st.triggers.append(Link("trigger", player, w, i, label=f"{kw.name(st, w)}: {pw.text}", data={"event": played}))
