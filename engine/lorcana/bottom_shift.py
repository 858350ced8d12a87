"""A Shift paid by putting cards of your discard on the bottom of your deck: "You may put 5 character
cards from your discard on the bottom of your deck in any order to shift this character for free"
(Maleficent & Diablo - Evil Incarnate, FOOLS!). The card's own static ability, working from the hand
(7.6.5), is another way to pay its Shift (10.8.1: Shift is an alternate cost, here one that pays no
ink, 4.3.4.10): the character still goes on top of one of your characters its Shift fits (10.8.1,
10.8.3-10.8.5).

Compiled as ``{"who": "in_hand", "shift_bottom": {"n": 5, "filter": {...}}}`` (a per-card script).
The play ``{"mode": "shift", "onto": …, "bottom": true}`` is listed and allowed only while ``n``
matching cards are in the player's discard (4.3.4.6: a cost is paid in full). Listing every set of
5 cards in every order would explode, so the cards are chosen as the cost is paid, one card at a
time (a ``shift_bottom`` pending choice, like Sing Together's ``singers``): each chosen card goes at
once on the bottom of the deck, below those chosen before (the order "in any order" is the order
chosen, 8.2.4). The played card waits in ``resolving`` meanwhile; nothing else happens in between,
so the choice can't fail and there is no taking the play back. With the last card put, the
character is shifted (engine.lorcana.play.put_played_card)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending

from .characteristics import matches, name, statics_of
from .rules import R
from .state import LorcanaState
from .zones import move_card

KIND = "shift_bottom"
"""The pending choice of the next card to put on the bottom of the deck."""


def bottom_spec(st: LorcanaState, uid: int) -> dict[str, Any] | None:
    """The card's "put N … from your discard on the bottom of your deck to shift this for free" cost
    ({"n", "filter"}), read from the hand (7.6.5), or None."""
    for s in statics_of(st, uid):
        if s.get("who") == "in_hand" and s.get(KIND):
            return s[KIND]
    return None


def bottom_pool(st: LorcanaState, player: int, uid: int, spec: dict[str, Any]) -> list[int]:
    """The cards of ``player``'s discard that can pay it (the card itself excluded)."""
    return [u for u in st.table.zone(player, "discard") if u != uid and matches(st, u, spec.get("filter", {}), player, uid)]


def bottom_payable(st: LorcanaState, player: int, uid: int) -> bool:
    """Whether the card has such a Shift cost and ``player`` can pay it in full now (4.3.4.6)."""
    spec = bottom_spec(st, uid)
    return spec is not None and len(bottom_pool(st, player, uid, spec)) >= int(spec["n"])


def bottom_problem(st: LorcanaState, player: int, uid: int) -> tuple[str, str, str] | None:
    """Why the card can't be shifted this way now (None: it can)."""
    spec = bottom_spec(st, uid)
    if spec is None:
        return ("10.8.1", "this card has no Shift paid with cards of your discard",
                "このカードには捨て札のカードで支払う変身はありません")
    if len(bottom_pool(st, player, uid, spec)) < int(spec["n"]):
        return ("4.3.4.6", f"you need {spec['n']} matching cards in your discard to pay this Shift cost",
                f"この変身コストを支払うには捨て札に条件を満たすカードが{spec['n']}枚必要です")
    return None


def start_bottom_shift(st: LorcanaState, player: int, uid: int, onto: int) -> None:
    """4.3.4.6: the cost is paid now, one card at a time; the card waits in ``resolving``."""
    spec = bottom_spec(st, uid) or {"n": 0}
    st.table.move(uid, "resolving", player=player)
    _ask(st, player, {"uid": uid, "onto": onto, "left": int(spec["n"]), "filter": spec.get("filter", {})})


def _pool(st: LorcanaState, player: int, ctx: dict[str, Any]) -> list[int]:
    return bottom_pool(st, player, ctx["uid"], {"filter": ctx["filter"]})


def _ask(st: LorcanaState, player: int, ctx: dict[str, Any]) -> None:
    pool = _pool(st, player, ctx)
    st.pending.insert(0, Pending(player, KIND, f"{name(st, ctx['uid'])}: choose a card to put on the bottom of your deck ({ctx['left']} left)",
                                 [Option(str(u), name(st, u)) for u in pool], 1, 1, R("10.8.1"), ctx))


def answer_bottom(st: LorcanaState, pending: Pending, picks: list[str], events: list[Event]) -> tuple[bool, dict[str, Any] | None]:
    """One card chosen: it goes on the bottom of the deck (8.2.4). Returns (ok, done): ok False when
    the answer can't pay (the caller asks again); done, once the last card is put, the context
    ({"uid", "onto"}) of the character the caller now shifts (engine.lorcana.play.put_played_card,
    10.8.3-10.8.5)."""
    ctx = dict(pending.context)
    player = pending.player
    pool = _pool(st, player, ctx)
    if len(picks) != 1 or not str(picks[0]).isdigit() or int(picks[0]) not in pool:
        return False, None
    events.append(move_card(st, int(picks[0]), "deck", R("4.3.4.6"), position=None))
    ctx["left"] -= 1
    if ctx["left"] > 0 and _pool(st, player, ctx):
        _ask(st, player, ctx)
        return True, None
    events.append(Event("bottom", f"P{player + 1} put the cards on the bottom of their deck in the order they chose", R("8.2.4"), player))
    return True, ctx
