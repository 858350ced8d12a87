"""Replacement effects on being rested: "[Opponent's Turn] If this Character would be rested by your
opponent's Character's effect, you may rest 1 of your other Characters instead." (a script's
``replacement`` effect with keyword ``rested:opp_character``).

Applied like the removal replacements (engine.onepiece.replacement, 8-1-3-4 names replacement
effects and gives them no procedure): just before an effect whose source is a Character rests the
other player's active Character, that player's matching replacement abilities are offered in turn
(turn conditions 8-3-2, [Once Per Turn] 10-2-13, a cost that can't be paid in full is not offered
8-3-1-3). Paying the cost ("… instead") spares the card, which the rest then skips; declined, the
next one is offered, then the card is rested. A card already rested is not "rested" again
(1-3-2-1), so nothing is offered for it.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect

from . import board, replacement
from .board import compiled, name
from .payable import can_pay
from .rules import R
from .state import FIELD, Frame, OPState

RESTED_BY_OPP_CHARACTER = "rested:opp_character"
"""``keyword`` of a ``replacement`` effect that replaces being rested by the opponent's Character's effect."""


def _covers(eff: Effect, src: int, uid: int) -> bool:
    if RESTED_BY_OPP_CHARACTER not in eff.keyword.split(","):
        return False
    return eff.target is None or (eff.target.kind == "self" and src == uid)


def _offer(st: OPState, uid: int, events: list[Event]) -> bool:
    card = st.table.cards[uid]
    controller = card.controller
    asked = card.flags.setdefault(replacement._ASKED, [])
    for src in board.in_play(st, controller):
        for index, ab in compiled(st, src).of("replacement"):
            key = f"rest:{src}:{index}"
            if key in asked or ab.manual or not ab.effects or not board.ability_live(st, src, ab):
                continue
            if ab.once_per_turn and index in st.table.cards[src].flags.get("_opt", []):  # 10-2-13
                continue
            if not _covers(ab.effects[0], src, uid):
                continue
            asked.append(key)
            if not can_pay(st, src, ab.costs, controller):
                continue  # 8-3-1-3
            st.stack.insert(
                0,
                Frame(
                    src=src,
                    card_id=st.table.cards[src].card_id,
                    controller=controller,
                    ability=index,
                    kind="replacement",
                    chosen=[uid],
                ),
            )
            events.append(
                Event(
                    "replacement",
                    f"{name(st, src)} may replace the resting of {name(st, uid)}",
                    R("8-1-3-4"),
                    controller,
                    data={"uid": uid, "src": src},
                )
            )
            return True
    return False


def hold(st: OPState, frame: Frame, chosen: list[int], events: list[Event]) -> bool:
    """Before a "rest" effect: when its source is a Character, offer the other player's rest
    replacements for each of their active Characters it would rest. True while one is offered
    (the chosen cards wait in ``frame.held``; the effect runs again after it)."""
    t = st.table
    src = t.cards.get(frame.src)
    if src is None or board.data(st, frame.src).get("type") != "Character":
        return False
    for uid in chosen:
        card = t.cards.get(uid)
        if (
            card is None
            or card.zone != "characters"
            or card.controller == frame.controller
            or card.tapped
            or card.flags.get(replacement._SPARED)
        ):
            continue
        if _offer(st, uid, events):
            frame.held = list(chosen)
            return True
    frame.held = []
    return False


def spared(st: OPState, uid: int, events: list[Event]) -> bool:
    """Was a rest replacement paid for ``uid``? (It then stays active; the flags are cleared.)"""
    card = st.table.cards[uid]
    asked = card.flags.get(replacement._ASKED) or []
    if not any(str(key).startswith("rest:") for key in asked):
        return False  # no rest replacement was offered for it (removal replacements keep their flags)
    card.flags.pop(replacement._ASKED, None)
    if card.zone in FIELD and card.flags.pop(replacement._SPARED, False):
        events.append(
            Event(
                "effect",
                f"{name(st, uid)} is not rested: a replacement effect was used instead",
                R("8-1-3-4"),
                card.controller,
                data={"uid": uid},
            )
        )
        return True
    return False
