"""Replacement effects: "If <card> would be K.O.'d / removed from the field [by your opponent's
effect], you may <do something> instead." (compiled by cards.templates_replacement).

The rules document (1.1.3) names replacement effects among the continuous effects (8-1-3-4,
8-1-3-4-3) but gives them no procedure; the engine applies one like this. Just before a card is
K.O.'d (10-2-1: in battle or by an effect) or moved off the field by an effect, every replacement
ability of that card's controller that covers the event is offered in turn (its controller's
cards on the field, in order; [Once Per Turn] 10-2-13 and turn conditions 8-3-2 apply; a cost
that can't be paid in full can't be offered, 8-3-1-3). The offer is an ability put first on the
stack whose "something" is its cost: its controller may pay it or decline ("you may", 8-3-1-4).
Paid, it spares the card (a private ``_spared`` flag the removal reads); declined, the next
ability is offered, then the card is removed. Each ability is offered once per removal.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from . import board
from .board import compiled, name
from .ko_guard import ko_blocked
from .payable import can_pay
from .rules import GAME, R
from .state import FIELD, Frame, OPState

RULE = R("8-1-3-4")
_ASKED, _SPARED = "_replace_asked", "_spared"


def _covers(keyword: str, event: str, by: int | None, controller: int) -> bool:
    """Does a ``replacement`` effect (``keyword`` like "ko:opp,removed:opp") cover this removal?
    ``event``: "ko" or "removed" (any move off the field; a K.O. is one too); ``by``: the
    controller of the effect that removes it (None: a battle)."""
    for part in keyword.split(","):
        kind, how = part.split(":")
        if kind == "ko" and event != "ko":
            continue
        if how == "any" or (how == "battle" and by is None) or (how == "effect" and by is not None):
            return True
        if how == "opp" and by is not None and by != controller:
            return True
    return False


def _protects(st: OPState, src: int, eff: Effect, uid: int, controller: int) -> bool:
    target = eff.target
    if target is None or target.kind == "self":
        return src == uid
    flt = {k: v for k, v in target.filter.items() if k != "zone"}
    return st.table.cards[uid].zone == "characters" and board.matches(st, uid, flt, controller, src)


def offer(st: OPState, uid: int, event: str, by: int | None, events: list[Event]) -> bool:
    """Offer the next replacement ability for the removal of ``uid`` (see the module docstring).
    True when one was put first on the stack: the removal waits for it and is tried again."""
    card = st.table.cards[uid]
    if card.zone not in FIELD or card.flags.get(_SPARED) or board.removal_blocked(st, uid, by):
        return False
    if event == "ko" and ko_blocked(st, uid, by):
        return False  # 1-3-3: it would not be K.O.'d anyway
    controller = card.controller
    asked = card.flags.setdefault(_ASKED, [])
    for src in board.in_play(st, controller):
        for index, ab in compiled(st, src).of("replacement"):
            key = f"{src}:{index}"
            if key in asked or ab.manual or not ab.effects or not board.ability_live(st, src, ab):
                continue
            if ab.once_per_turn and index in st.table.cards[src].flags.get("_opt", []):  # 10-2-13
                continue
            eff = ab.effects[0]
            if not _covers(eff.keyword, event, by, controller) or not _protects(st, src, eff, uid, controller):
                continue
            asked.append(key)
            if not can_pay(st, src, ab.costs, controller):
                continue  # 8-3-1-3
            st.stack.insert(0, Frame(src=src, card_id=st.table.cards[src].card_id, controller=controller, ability=index,
                                     kind="replacement", chosen=[uid]))
            events.append(Event("replacement", f"{name(st, src)} may replace the removal of {name(st, uid)}", RULE, controller,
                                data={"uid": uid, "src": src}))
            return True
    return False


def hold(st: OPState, frame: Frame, chosen: list[int], event: str, events: list[Event]) -> bool:
    """Before an effect removes the ``chosen`` cards: offer replacements, card by card. True while
    one is offered (the chosen cards wait in ``frame.held``; the effect runs again after it)."""
    for uid in chosen:
        if uid in st.table.cards and offer(st, uid, event, frame.controller, events):
            frame.held = list(chosen)
            return True
    frame.held = []
    return False


def spared(st: OPState, uid: int, events: list[Event]) -> bool:
    """After the offers: was a replacement paid for ``uid``? (It then stays; the flags are cleared.)"""
    card = st.table.cards[uid]
    card.flags.pop(_ASKED, None)
    if card.flags.pop(_SPARED, False):
        events.append(Event("effect", f"{name(st, uid)} is not removed: a replacement effect was used instead", RULE,
                            card.controller, data={"uid": uid}))
        return True
    return False


@resolves(GAME, "replacement")
def replace(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """The cost was paid ("… instead"): the protected card is spared."""
    for uid in frame.chosen if frame.kind == "replacement" else []:
        if uid in st.table.cards and st.table.cards[uid].zone in FIELD:
            st.table.cards[uid].flags[_SPARED] = True
    return True
