"""Printed: "Each opponent can't draw more than one card per turn." (Freezing Band): the continuous
power ``draw_cap`` (``amount`` cards, ``Target("opponent")``: the source controller's opponents; EN
714) stops a player's draw once he has drawn that many cards this turn (103.2: "can't" wins; a draw
that doesn't happen is no draw from an empty deck either). ``procedure.draw`` asks :func:`stops`
before each card and tells :func:`note` after it; the count lives in this turn's history
(``WowState.turn_log``, dropped at the next turn). :func:`skips` uses up a skipped draw ("the next
time that hero's controller would draw a card, he skips drawing it instead", ``engine.wow.skip_draw``,
EN 716)."""

from __future__ import annotations

from . import keywords as kw
from . import play_bans
from .state import WowState

EV = "drew"


def cap(st: WowState, player: int) -> int | None:
    """The fewest cards ``player`` may draw this turn, if a continuous power caps it."""
    caps = [
        e.amount
        for src, effs in kw.sources_doing(st, "draw_cap")
        for e in effs
        if e.target is not None and e.target.kind == "opponent" and st.table.peek(src).controller != player
    ]
    return min(caps) if caps else None


def drawn(st: WowState, player: int) -> int:
    """Cards ``player`` drew this turn."""
    return sum(
        1 for e in st.turn_log if e.get("ev") == EV and e.get("who") == player and e.get("turn") == st.turn
    )


def stops(st: WowState, player: int) -> bool:
    """Whether ``player`` can't draw another card now."""
    if play_bans.cant_draw(st, player):  # "Players can't draw cards this turn" (103.2)
        return True
    most = cap(st, player)
    return most is not None and drawn(st, player) >= most


def note(st: WowState, player: int) -> None:
    """``player`` drew a card."""
    st.turn_log.append({"ev": EV, "who": player, "turn": st.turn})


TURN_SKIPS = "_skip_draws_turn"
"""A hero's private flag ``[turn, n]``: his controller's next n draws of that turn are skipped (helper wreal2)."""


def skips(st: WowState, player: int) -> bool:
    """Whether ``player``'s next draw is replaced by nothing (EN 716); uses one up."""
    hero = st.table.peek(st.heroes[player], None) if player < len(st.heroes) else None
    if hero is None or not (TURN_SKIPS in hero.flags or hero.flags.get("_skip_draws")):
        return False  # nothing to use up (read without copying the hero)
    hero = st.table.cards[hero.uid]  # written below
    turn_skip = hero.flags.get(TURN_SKIPS)
    if turn_skip:  # "… the next time its controller would draw a card this turn, he skips it" (engine.wow.wreal2): [turn, n]
        hero.flags.pop(TURN_SKIPS)
        if turn_skip[0] == st.turn and turn_skip[1] > 0:
            if turn_skip[1] > 1:
                hero.flags[TURN_SKIPS] = [turn_skip[0], turn_skip[1] - 1]
            return True
    if hero is None or not hero.flags.get("_skip_draws"):
        return False
    hero.flags["_skip_draws"] = int(hero.flags["_skip_draws"]) - 1
    if not hero.flags["_skip_draws"]:
        hero.flags.pop("_skip_draws")
    return True
