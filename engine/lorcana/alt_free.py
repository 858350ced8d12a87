"""Alternate costs printed on the card itself (4.3.4.4: the player declares whether they pay the ink
cost or an alternate cost): "During your turn, you may banish chosen item of yours to play this
character for free" (Belle - Apprentice Inventor), "You may put a Toy character card from your
discard on the bottom of your deck to play this character for free" (Hand-in-the-Box). A static
ability that works from the hand (7.6.5), compiled as ``{"who": "in_hand", "alt_free": {"pay":
"banish" | "bottom_from_discard", "filter": {...}}, "cond": {...}}``. The play mode ``"alt"`` names
the card paid with (``"pay"``: a uid); no ink is paid (4.3.4.10), the named card is banished or put
on the bottom of its owner's deck as the payment (4.3.4.6), then the card is played as usual."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event
from engine.core.actions import new_action

from .characteristics import condition_holds, matches, name, statics_of
from .rules import R
from .state import LorcanaState
from .zones import banish, move_card

KEY = "alt_free"
PAY_ZONES = {"banish": "play", "bottom_from_discard": "discard"}


def _specs(st: LorcanaState, player: int, uid: int) -> list[dict[str, Any]]:
    return [s[KEY] for s in statics_of(st, uid)
            if s.get("who") == "in_hand" and s.get(KEY) and condition_holds(st, s.get("cond"), player, uid)]


def payments(st: LorcanaState, player: int, uid: int) -> list[int]:
    """The cards ``player`` may pay ``uid``'s alternate cost with now (none: no such cost applies)."""
    out: list[int] = []
    for spec in _specs(st, player, uid):
        zone = PAY_ZONES.get(spec.get("pay", ""))
        if zone is None:
            continue
        out += [u for u in st.table.zone(player, zone)
                if u != uid and u not in out and matches(st, u, spec.get("filter", {}), player, uid)]
    return out


def alt_actions(st: LorcanaState, player: int, uid: int) -> list[Action]:
    """One play per card the alternate cost may be paid with."""
    nm = name(st, uid)
    verb = {"play": "banish", "discard": "put on the bottom of your deck"}
    out = []
    for u in payments(st, player, uid):
        how = verb[st.table.cards[u].zone]
        out.append(new_action("play", player, {"uid": uid, "mode": "alt", "pay": u}, f"Play {nm} for free ({how} {name(st, u)})"))
    return out


def alt_problem(st: LorcanaState, player: int, uid: int, pay: Any) -> tuple[str, str, str] | None:
    """Why the alternate cost can't be paid with ``pay`` (4.3.4.4, 4.3.4.6), or None."""
    if not _specs(st, player, uid):
        return ("4.3.4.4", "this card has no alternate cost you may pay now", "今支払える代替コストはありません")
    if not isinstance(pay, int) or pay not in payments(st, player, uid):
        return ("4.3.4.6", "name a card that pays this alternate cost", "この代替コストを支払えるカードを選んでください")
    return None


def pay_alt(st: LorcanaState, player: int, pay: int, events: list[Event]) -> None:
    """4.3.4.6: the card paid with is banished (from play) or put on the bottom of its deck (from the discard)."""
    if st.table.cards[pay].zone == "play":
        banish(st, [pay], R("4.3.4.6"), events)
    else:
        events.append(move_card(st, pay, "deck", R("4.3.4.6"), position=None))
