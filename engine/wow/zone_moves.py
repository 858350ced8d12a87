"""Every move of a card from one zone to another (415.9) goes through this module, and each asks :func:`held` first:
whether a "can't" keeps the card where it is (103.2).

- :func:`move`: a logged move (as ``engine.core.effects.move``); a move that can't happen leaves the card where it is
  and logs :func:`stayed` instead (103.2: the "can't" takes precedence over the effect or cost moving it).
- :func:`quiet`: an unlogged move (a card put back into a deck unseen, a deck reordered); False when it can't happen.
- :func:`held`: why moving the card now can't happen (None: it can). The game itself still moves it (``by_game``: a
  hero replaced, 103.3: "removed from the game by the rules cannot be stopped").

What keeps a card where it is:

- op :data:`OP` (a continuous power, never carried out; helper d37wow): ``condition["from"]`` the zone the card is in
  ("play": any row of the play zone, 415.8a; "graveyard"), ``condition["to"]`` the zone it can't go to ("removed":
  "can't be removed from the game", 415.7a; absent: "can't leave" to any zone), ``condition["side"]`` whose cards
  ("friendly": cards in play the power's controller controls, or his graveyard; "opposing": an opponent's; 415.2 a
  graveyard is its owner's). Netherbane: "Cards in play you control can't be removed from the game." Adyen the
  Lightwarden: "Cards can't leave opposing graveyards."
- Invincible and "can't leave play" (``engine.wow.invincible``): a move out of the play zone.

A move inside the play zone (a row or a controller changed) is no zone change (415.9a) and is never held. A cost that
would move a card held here can't be paid (103.2: "If an action can't be performed, no cost involving that action can
be paid"); a replacement that would remove a card that can't be removed doesn't apply (rule call: 103.2, the "can't"
takes precedence over the modifier trying to make it happen, so the event it replaced happens, ``grave_route``).

``tests/wow/test_d37_zone_moves.py`` checks that no other module of ``engine.wow`` moves a card itself."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects

from . import keywords as kw
from .rules import R
from .state import PLAY_ZONES, WowState

OP = "zd37_cant_move"


def _where(zone: str) -> str:
    return "play" if zone in PLAY_ZONES else zone


def _power(st: WowState, uid: int, frm: str, to: str) -> int | None:
    """The card whose :data:`OP` power keeps ``uid`` (now in ``frm``, a zone kind) from going to ``to``."""
    found = kw.sources_doing(st, OP)
    if not found:
        return None
    whose = st.table.peek(uid).controller  # in play its controller; in a graveyard its owner (415.2)
    for src, effs in found:
        card = st.table.peek(src)
        if card.face_down or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue  # its conditions don't hold now (301.2a, 206.1c)
        for e in effs:
            c = e.condition or {}
            if e.op != OP or c.get("from") != frm or c.get("to", to) != to:
                continue
            side = c.get("side", "any")
            if (side == "friendly" and whose != card.controller) or (side == "opposing" and whose == card.controller):
                continue
            return src
    return None


def held(st: WowState, uid: int, to: str, *, by_game: bool = False) -> str | None:
    """Why ``uid`` can't go to ``to`` now (103.2), None if it can: the power keeping it (:data:`OP`), or Invincible /
    "can't leave play" for a move out of play. ``by_game``: the game moves it, which nothing stops (103.3)."""
    card = st.table.peek(uid, None)
    if by_game or card is None:
        return None
    frm, dest = _where(card.zone), _where(to)
    if frm == dest:
        return None  # no zone change (415.9a)
    src = _power(st, uid, frm, dest)
    if src is not None:
        verb = "be removed from the game" if dest == "removed" else f"leave its {frm}" if frm != "play" else "leave play"
        return f"{kw.name(st, uid) if not card.face_down else 'a face-down card'} can't {verb} ({kw.name(st, src)})"
    if frm == "play" and uid not in st.heroes:
        from .invincible import cant_leave_play

        if cant_leave_play(st, uid):
            return f"{kw.name(st, uid)} can't leave play"
    return None


class Stayed(Event):
    """The event of a move that didn't happen (103.2). Its kind, line and rule are its own: the code that asked for
    the move, written for a move that happens, may rename its event ("… is removed from the game (cost)")."""

    _FIXED = ("kind", "text", "rule")

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self._FIXED and name in self.__dict__:
            return
        super().__setattr__(name, value)


def stayed(st: WowState, uid: int, why: str) -> Event:
    """The event of a move of ``uid`` that can't happen: it stays where it is (103.2)."""
    return Stayed("not_moved", why, R("103.2"), st.table.peek(uid).controller, data={"stayed": uid})


def stays(st: WowState, uid: int, to: str) -> Event:
    """:func:`stayed` for the move of ``uid`` to ``to`` that :func:`held` holds now."""
    return stayed(st, uid, held(st, uid, to) or f"{kw.name(st, uid)} can't move")


def move(st: WowState, uid: int, zone: str, rule: Any, *, player: int | None = None, position: int | None = None,
         by_game: bool = False) -> Event:
    """``effects.move`` of ``uid`` to ``zone``, or :func:`stayed` when :func:`held` says it can't go (103.2)."""
    why = held(st, uid, zone, by_game=by_game)
    if why is not None:
        return stayed(st, uid, why)
    return effects.move(st.table, uid, zone, rule, player=player, position=position)


def quiet(st: WowState, uid: int, zone: str, *, player: int | None = None, position: int | None = None) -> bool:
    """An unlogged ``Table.move``; False (the card stays) when :func:`held` says it can't go (103.2)."""
    if held(st, uid, zone) is not None:
        return False
    st.table.move(uid, zone, player=player, position=position)
    return True


def moved(ev: Event) -> bool:
    """Whether the event of :func:`move` is a move that happened."""
    return not isinstance(ev, Stayed)
