"""Ops of the starter-deck scripts (declared like :mod:`engine.onepiece.ops_extra`):

- ``hand_to_life``: "reveal up to 1 <card> from your hand and add it to the top of your Life cards
  face-down" — the player chooses the card(s) (up to N: none is allowed, 1-3-5-1); each is shown to
  both players (11-2-1), then goes to the top of its owner's Life area face down (a hidden zone again,
  3-10-2);
- ``give_don_each``: after a ``select``, "… up to N rested DON!! cards each": the number is chosen for
  each selected card in turn (1-3-5-1), then given (6-5-5);
- ``ko_battled``: "you may K.O. the opponent's Character you battled with. If you do, …" (an end-of-battle
  effect): the other card of the battle, K.O.'d by the effect (10-2-1); "If you do" needs it done;
- ``revealed_to_deck_top``: "place the revealed card at the top of your deck" (the card a
  ``reveal_hand_keep`` cost revealed, costs_starters).

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("hand_to_life", ("target",), "reveal {target} and add it to the top of your Life cards face-down")
def hand_to_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects

    from . import board
    from .stack import choose_targets

    chosen = choose_targets(st, frame, eff, picks, "reveal and add to the top of your Life cards")
    if chosen is None:
        return False
    for uid in chosen:
        if uid in st.table.cards and st.table.cards[uid].zone == "hand":
            events.append(effects.reveal(st.table, [uid], R("11-2-1"), frame.controller))
            events.append(board.move_card(st, uid, "life", R("3-10-2"), position=0))
    return True


@_op(
    "give_don_each",
    ("amount", "keyword", "stat"),
    "give each selected card up to {amount} {keyword} DON!! card(s), the number chosen card by card",
)
def give_don_each(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    """ "Give up to 2 of your Characters … up to 2 rested DON!! cards each" (after a ``select``): for each
    selected card still in play, in turn, the player chooses how many (0 to N, or fewer when fewer are
    left: 1-3-5-1, 1-3-2), and they are given to it (6-5-5). The cards not done yet stay in
    ``frame.chosen``; None of them left: done."""
    from engine.core import Event

    from . import board
    from .stack import choose_amount

    t, p = st.table, frame.controller
    while frame.chosen:
        uid = frame.chosen[0]
        if uid not in t.cards or t.cards[uid].zone not in ("leader", "characters"):
            frame.chosen = frame.chosen[1:]
            continue
        pool = [
            u
            for u in t.zone(p, "cost_area")
            if eff.keyword == "any" or t.cards[u].tapped == (eff.keyword == "rested")
        ]
        most = min(eff.amount, len(pool))
        n = choose_amount(
            st,
            frame,
            most,
            f"give {eff.keyword} DON!! to {board.name(st, uid)}",
            lambda k: f"{k} DON!!",
            "no more DON!! of that kind in your cost area" if most < eff.amount else f"up to {eff.amount}",
            events,
        )
        if n is None:
            return False
        for don in pool[:n]:
            board.give_don(st, don, uid)
        events.append(Event("don", f"P{p + 1} gives {n} DON!! to {board.name(st, uid)}", R("6-5-5"), p))
        frame.chosen, frame.amount = frame.chosen[1:], -1
    return True


@_op("ko_battled", (), "K.O. the opponent's Character this card battled with")
def ko_battled(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    """ "… you may K.O. the opponent's Character you battled with. If you do, …" (at the end of that battle,
    7-1-5-2): the other card of the battle going on, if it is the opponent's Character still in play. A K.O.
    by an effect (10-2-1): replacement effects are offered first, a prohibition stops it (1-3-3); "If you
    do" follows only when it was K.O.'d."""
    from engine.core import Event

    from . import board, replacement
    from .ko_guard import ko_blocked
    from .resolve import ko

    t, p, b = st.table, frame.controller, st.battle
    if frame.held:
        chosen = frame.held
    else:
        other = (
            None
            if b is None
            else b.target
            if b.attacker == frame.src
            else b.attacker
            if b.target == frame.src
            else None
        )
        ok = (
            other is not None
            and other in t.cards
            and t.cards[other].zone == "characters"
            and t.cards[other].controller != p
        )
        chosen = [other] if ok else []
    frame.chosen = chosen
    if replacement.hold(st, frame, chosen, "ko", events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    done = False
    for uid in chosen:
        if t.cards[uid].zone != "characters":
            continue
        if board.removal_blocked(st, uid, p) or ko_blocked(st, uid, p, spend=True):
            events.append(
                Event(
                    "effect", f"{board.name(st, uid)} cannot be K.O.'d (an effect forbids it)", R("1-3-3"), p
                )
            )
            continue
        if replacement.spared(st, uid, events):
            continue
        ko(st, uid, events, by=p)
        done = True
    frame.declined = not done  # "If you do" (1-3-2: not done, so it does not follow)
    return True


@_op("revealed_to_deck_top", (), "place the revealed card at the top of your deck")
def revealed_to_deck_top(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    """ "… place the revealed card at the top of your deck": the card the cost revealed (``frame.looked``,
    costs_starters.reveal_hand_keep), if it is still in its owner's hand; deck top (3-2: hidden again)."""
    from engine.core import Event

    t, p = st.table, frame.controller
    for uid in frame.looked:
        if uid in t.cards and t.cards[uid].zone == "hand" and t.cards[uid].controller == p:
            t.move(uid, "deck", player=p, position=0)
            events.append(
                Event(
                    "effect", f"P{p + 1} places the revealed card at the top of their deck", R("8-4-1-5"), p
                )
            )
    frame.looked = []
    return True
