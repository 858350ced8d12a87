""""If any of your Characters would be K.O.'d in battle during this turn, you may trash 1 card from your hand instead"
(op ``battle_ko_swap_turn``, an Event's [Counter], EB02-030): a replacement effect (8-1-3-4) for the rest of the turn,
kept as the turn number on the effect's player's Leader (flag ``SWAP_TURN``), as ko_turn_guard keeps its prohibition.

When one of that player's Characters would be K.O.'d in battle this turn (the damage step, 7-1-4-1-2), after the
cards' own replacement abilities (engine.onepiece.replacement), the player is asked once for that K.O.: a card of
their hand to trash, or none; a card trashed spares the Character (the same ``_spared`` flag the battle reads).

This module imports no game module but the rules at load (the package registers its op before engine.onepiece.ops
counts them); the functions import what they read when they run.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import register_op

from .rules import GAME, R

SWAP_TURN = "_battle_ko_swap_turn"
_KEY = "turn:battle_ko_swap"
RULE = R("8-1-3-4")


def battle_ko_swap_turn(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    lead = st.table.zones[frame.controller]["leader"]
    if lead:
        st.table.cards[lead[0]].flags[SWAP_TURN] = st.turn
    events.append(Event("effect", f"This turn, if a Character of P{frame.controller + 1}'s would be K.O.'d in battle, "
                        "they may trash 1 card from their hand instead", RULE, frame.controller))
    return True


register_op(GAME, "battle_ko_swap_turn", fields=("condition", "optional", "text"),
            describe="if any of your Characters would be K.O.'d in battle during this turn, you may trash 1 card from "
                     "your hand instead", resolver=battle_ko_swap_turn)


def offer(st: Any, uid: int, events: list[Event]) -> bool:
    """Before ``uid`` is K.O.'d in battle: ask its controller (once for this K.O.) whether to trash a card of
    their hand instead. True when asked (the damage step runs again after the answer)."""
    from .board import name
    from .replacement import _ASKED, _SPARED

    card = st.table.cards[uid]
    p = card.controller
    lead = st.table.zones[p]["leader"]
    if not lead or st.table.peek(lead[0]).flags.get(SWAP_TURN) != st.turn or card.flags.get(_SPARED):
        return False
    asked = card.flags.setdefault(_ASKED, [])
    hand = st.table.zone(p, "hand")
    if _KEY in asked or not hand:
        return False  # asked already, or nothing to trash (8-3-1-3)
    asked.append(_KEY)
    opts = [Option(str(u), f"Trash {name(st, u)}") for u in hand] + [Option("none", "Trash nothing: it is K.O.'d")]
    st.pending.insert(0, Pending(p, "battle_ko_swap", f"{name(st, uid)} would be K.O.'d in battle: trash 1 card from "
                                 "your hand instead?", opts, rule=RULE, context={"uid": uid}))
    events.append(Event("replacement", f"P{p + 1} may trash 1 card from their hand instead of the K.O. of {name(st, uid)}",
                        RULE, p, data={"uid": uid}))
    return True


def answer(st: Any, pend: Pending, pick: str, events: list[Event]) -> None:
    """A card trashed: the Character is spared (the damage step reads the flag); "none": it is K.O.'d."""
    from . import board
    from .replacement import _SPARED

    if pick == "none":
        return
    uid, p = pend.context["uid"], pend.player
    chosen = int(pick)
    events.append(board.move_card(st, chosen, "trash", RULE, position=0))
    if uid in st.table.cards and st.table.cards[uid].zone == "characters":
        st.table.cards[uid].flags[_SPARED] = True
    events.append(Event("effect", f"P{p + 1} trashed a card from their hand instead of the K.O.", RULE, p))
