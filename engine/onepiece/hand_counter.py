"""Counter values given to Character cards in the hand (2-10, 7-1-3-2-1): "All of your {Land of Wano} type
Character cards without a Counter have a +1000 Counter, according to the rules" — a continuous effect
(8-1-3-4) of a card in play, written as ``modify_stat`` with ``stat`` COUNTER on the cards of its
controller's hand that fit the target's filter (``keyword`` WITHOUT_COUNTER: only those with no printed
Counter; ``keyword`` BECOMES: "The counter of all of your Character cards with 8000 power in your hand becomes
+2000", the Counter is that amount instead of the printed one, the other grants added to it). A card's own text
works in the hand too when it says so (2-8-2): "If you only have Characters without a Counter, this card in your hand
has a +2000 Counter" — a continuous ``modify_stat`` COUNTER on ``self``, added while its condition holds. The battle's
counter step reads :func:`counter_value` instead of the printed value.
"""

from __future__ import annotations

from . import board
from .state import OPState

COUNTER = "counter"
"""``Effect.stat`` of a continuous change to the Counter of Character cards in the hand."""
WITHOUT_COUNTER = "without_counter"
"""``Effect.keyword``: the change applies only to cards with no printed Counter ("cards without a Counter")."""
BECOMES = "becomes"
"""``Effect.keyword``: the Counter becomes the amount ("… in your hand becomes +2000"), in place of the printed one."""


def counter_value(st: OPState, uid: int) -> int:
    """2-10-1: the card's Counter: the printed one plus the continuous grants of its controller's cards in play."""
    d = board.data(st, uid)
    printed = int(d.get("counter") or 0)
    card = st.table.peek(uid)  # reading only
    if card.zone != "hand" or d.get("type") != "Character":
        return printed
    value, base = _own_text(st, uid, card.controller), printed
    for src, ab in board.continuous_in_effect(st):
        if st.table.peek(src).controller != card.controller:
            continue
        for e in ab.effects:
            if e.op != "modify_stat" or e.stat != COUNTER or e.target is None:
                continue
            if e.keyword == WITHOUT_COUNTER and printed:
                continue
            flt = {k: v for k, v in e.target.filter.items() if k not in ("zone", "side")}
            if board.matches(st, uid, flt, card.controller, src, printed=True):
                if e.keyword == BECOMES:
                    base = e.amount
                else:
                    value += e.amount
    return base + value


def _own_text(st: OPState, uid: int, player: int) -> int:
    """The Counter the card's own text gives it in the hand ("this card in your hand has a +2000 Counter", 2-8-2)."""
    out = 0
    for ab in board.compiled(st, uid).continuous:
        if ab.condition and not board.condition_holds(st, player, ab.condition, uid):
            continue
        for e in ab.effects:
            if (e.op == "modify_stat" and e.stat == COUNTER and e.target is not None and e.target.kind == "self"
                    and board.condition_holds(st, player, e.condition, uid)):
                out += e.amount
    return out
