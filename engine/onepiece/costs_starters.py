"""Activation costs (8-3-1) of the starter-deck scripts, paid through resolve.pay_cost and checked by
payable.can_pay (a cost that can't be paid in full can't be paid at all, 8-3-1-3):

- ``hand_to_deck_top``: "place N card(s) from your hand at the top of your deck" — the player
  chooses which (hidden zones both: the opponent doesn't see them, 3-1-8); ``hand_to_deck_bottom``: "… at the
  bottom of your deck in any order", in the order picked (each next one beneath the one before, 1-3-8);
- ``return_given_don``: "return N total of your currently given DON!! cards to your cost area
  rested" — the player chooses which given DON!! (6-5-5), from any of their cards;
- ``rest_leader_or_don``: "rest your <Slash> attribute Leader or 1 of your DON!! cards" — the
  Leader (active, fitting ``filter``) or one active DON!! of the cost area (DON!! are alike);
- ``char_to_life_face_up``: "add 1 of your Characters with … to the top of your Life cards
  face-up" — a Character of theirs fitting ``filter`` goes to the top of their Life area, face up
  and public there (3-10-2-1);
- ``life_end_face_up`` / ``life_end_face_down``: "turn 1 card from the top or bottom of your Life
  cards face-up (face-down)" — the top or the bottom card, one that is face down (face up) now
  (1-3-2-1: a card already so can't pay it); the player picks the end, not a card they see;
- ``face_up_life_down``: "turn 1 of your face-up Life cards face-down" — any face-up Life card
  (public, 3-10-2-1), which is then hidden again (3-10-2);
- ``reveal_hand_keep``: "reveal 1 card with … from your hand" whose effect then names "the revealed
  card": shown to both players (11-2-1) and kept as the ability's looked-at card (``frame.looked``);
- ``opp_char_to_life_end_face_up``: "place 1 of your opponent's Characters with … at the top or bottom of your
  opponent's Life cards face-up" — a Character of the opponent fitting ``filter`` goes to the end of their Life area
  the player picks (an option per card and end: the card's id for the top, its negative for the bottom), face up and
  public there (3-10-2-1);
- ``trash_hand_or_rest_don``: "trash 1 card from your hand or rest 1 of your DON!! cards" — a card of
  the hand (trashed, 10-2-14-1) or one active DON!! of the cost area (DON!! are alike, 8-3-1-5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Option, choices, effects

from . import board
from .cards.readers import CANNOT_REST
from .only_answer import forced_cost
from .rules import R
from .state import OPState

STARTER_COST_KINDS = frozenset(
    {
        "hand_to_deck_top",
        "hand_to_deck_bottom",
        "return_given_don",
        "rest_leader_or_don",
        "char_to_life_face_up",
        "life_end_face_up",
        "life_end_face_down",
        "face_up_life_down",
        "reveal_hand_keep",
        "trash_hand_or_rest_don",
        "opp_char_to_life_end_face_up",
    }
)


def _flt(cost: dict) -> dict:
    return {k: v for k, v in (cost.get("filter") or {}).items() if k not in ("side", "zone")}


def options(st: OPState, cost: dict, player: int, src: int) -> list[Option]:
    """The cards (as options) the player may pay the cost with."""
    t = st.table
    kind = cost["kind"]
    if kind in ("hand_to_deck_top", "hand_to_deck_bottom"):
        return [Option(str(u), f"{board.name(st, u)} (hand)") for u in t.zone(player, "hand") if u != src]
    if kind == "return_given_don":
        return [
            Option(str(u), f"a DON!! given to {board.name(st, t.cards[u].attached_to)}")
            for u in t.zone(player, "attached_don")
            if t.cards[u].attached_to is not None
        ]
    if kind == "rest_leader_or_don":
        out = []
        lead = board.leader(st, player)
        if (
            lead is not None
            and not t.cards[lead].tapped
            and not board.prohibited(st, lead, CANNOT_REST)
            and board.matches(st, lead, _flt(cost), player, src)
        ):
            out.append(Option(str(lead), f"{board.name(st, lead)} (your Leader)"))
        active = board.active_don(st, player)
        return out + ([Option(str(active[0]), "1 of your active DON!! cards")] if active else [])
    if kind == "trash_hand_or_rest_don":
        hand = [Option(str(u), f"{board.name(st, u)} (hand)") for u in t.zone(player, "hand") if u != src]
        active = board.active_don(st, player)
        return hand + ([Option(str(active[0]), "1 of your active DON!! cards")] if active else [])
    if kind == "char_to_life_face_up":
        return [
            Option(str(u), board.name(st, u))
            for u in t.zone(player, "characters")
            if board.matches(st, u, _flt(cost), player, src)
        ]
    if kind == "opp_char_to_life_end_face_up":
        fits = [u for u in t.zone(1 - player, "characters") if board.matches(st, u, _flt(cost), player, src)]
        return [Option(str(sign * u), f"{board.name(st, u)} → the {end} of your opponent's Life cards")
                for u in fits for sign, end in ((1, "top"), (-1, "bottom"))]
    if kind == "reveal_hand_keep":
        return [
            Option(str(u), f"{board.name(st, u)} (hand)")
            for u in t.zone(player, "hand")
            if u != src and board.matches(st, u, _flt(cost), player, src)
        ]
    if kind == "face_up_life_down":
        return [
            Option(str(u), f"{board.name(st, u)} (face-up Life card)")
            for u in t.zone(player, "life")
            if t.cards[u].flags.get("face_up")
        ]
    life = list(t.zone(player, "life"))
    want_up = kind == "life_end_face_down"  # the card must be face up now to be turned face down
    ends = [("top", life[0]), ("bottom", life[-1])] if life else []
    seen: set[int] = set()
    out = []
    for end, u in ends:
        if u not in seen and bool(t.cards[u].flags.get("face_up")) == want_up:
            seen.add(u)
            out.append(Option(str(u), f"The {end} card of your Life cards"))
    return out


def payable(st: OPState, cost: dict, player: int, src: int) -> bool:
    """8-3-1-3: can the cost be paid in full?"""
    return len(options(st, cost, player, src)) >= cost.get("n", 1)


def pay(
    st: OPState,
    frame: Any,
    cost: dict,
    events: list[Event],
    picks: list[int] | None,
    became_rested: Callable[[OPState, int, list[Event]], None],
) -> bool:
    """Pay the cost; False while the player chooses (a pending is pushed first). ``became_rested``
    (resolve's) triggers "when this Leader becomes rested" for a Leader rested to pay it."""
    p, n, kind = frame.controller, cost.get("n", 1), cost["kind"]
    t = st.table
    if picks is None:
        opts = options(st, cost, p, frame.src)
        picks = forced_cost(
            st,
            p,
            [int(o.id) for o in opts],
            n,
            f"{board.name(st, frame.src)}: pay the cost with",
            R("8-3-1"),
            events,
        )
    if picks is None:
        st.pending.insert(
            0,
            choices.choose_n(
                p,
                "cost",
                f"{board.name(st, frame.src)}: choose how to pay the cost",
                opts,
                n=n,
                rule=R("8-3-1"),
            ),
        )
        return False
    rule = R("8-3-1")
    for uid in picks:
        if kind == "opp_char_to_life_end_face_up":
            _to_life_end(st, abs(uid), 0 if uid > 0 else None, p, events)
            continue
        card = t.cards[uid]
        if kind == "reveal_hand_keep":
            events.append(effects.reveal(t, [uid], R("11-2-1"), p))
            frame.looked = [*frame.looked, uid]  # "the revealed card" of the effect (op revealed_to_deck_top)
        elif kind == "hand_to_deck_top":
            t.move(uid, "deck", player=p, position=0)
            events.append(
                Event("cost", f"P{p + 1} places 1 card from their hand at the top of their deck", rule, p)
            )
        elif kind == "hand_to_deck_bottom":
            t.move(uid, "deck", player=p)  # the bottom: beneath the cards placed before it (1-3-8)
            events.append(
                Event("cost", f"P{p + 1} places 1 card from their hand at the bottom of their deck", rule, p)
            )
        elif kind == "return_given_don":
            host = card.attached_to
            card.attached_to = None
            t.move(uid, "cost_area", player=p)
            card.tapped = True
            events.append(
                Event(
                    "cost",
                    f"P{p + 1} returns a DON!! given to {board.name(st, host)} to the cost area rested",
                    rule,
                    p,
                )
            )
        elif kind == "rest_leader_or_don":
            card.tapped = True
            what = board.name(st, uid) if card.zone == "leader" else "1 DON!!"
            events.append(
                Event("cost", f"P{p + 1} rests {what}", R("8-3-1-5") if card.zone == "cost_area" else rule, p)
            )
            if card.zone == "leader":
                became_rested(st, uid, events)
        elif kind == "trash_hand_or_rest_don" and card.zone == "hand":
            events.append(effects.reveal(t, [uid], R("10-2-14-1"), p))
            events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
        elif kind == "trash_hand_or_rest_don":
            card.tapped = True
            events.append(Event("cost", f"P{p + 1} rests 1 DON!!", R("8-3-1-5"), p))
        elif kind == "char_to_life_face_up":
            events.append(board.move_card(st, uid, "life", R("3-10-2-1"), position=0))
            card.flags["face_up"] = True
            events.append(
                Event(
                    "face_up",
                    f"{board.name(st, uid)} is added face up to the top of P{p + 1}'s Life cards",
                    R("3-10-2-1"),
                    p,
                    data={"uid": uid, "card_id": card.card_id},
                )
            )
        elif kind == "life_end_face_up":
            card.flags["face_up"] = True
            events.append(
                Event(
                    "face_up",
                    f"P{p + 1} turns {board.name(st, uid)} face up in their Life area",
                    R("3-10-2-1"),
                    p,
                    data={"uids": [uid], "card_ids": [card.card_id]},
                )
            )
        else:  # life_end_face_down, face_up_life_down
            card.flags.pop("face_up", None)
            events.append(
                Event(
                    "face_down",
                    f"P{p + 1} turns {board.name(st, uid)} face down in their Life area",
                    R("3-10-2"),
                    p,
                    data={"uids": [uid]},
                )
            )
    return True


def _to_life_end(st: OPState, uid: int, position: int | None, player: int, events: list[Event]) -> None:
    """An opponent's Character placed face up at the top (``position`` 0) or the bottom of their Life cards (3-10-2-1)."""
    owner = st.table.cards[uid].owner
    events.append(board.move_card(st, uid, "life", R("3-10-2-1"), position=position))
    st.table.cards[uid].flags["face_up"] = True
    end = "top" if position == 0 else "bottom"
    events.append(
        Event(
            "face_up",
            f"{board.name(st, uid)} is placed face up at the {end} of P{owner + 1}'s Life cards",
            R("3-10-2-1"),
            player,
            data={"uid": uid, "card_id": st.table.cards[uid].card_id},
        )
    )
