"""A "you may" (8-1-2) whose "yes" could change nothing, told from PUBLIC facts only, is not asked:
an action that can't be done is not done (1-3-2), so both answers would be the same; the question is
left out, the effect counts as not done ("If you do" does not follow), and the log names the rule.
``engine.onepiece.resolve.step`` consults :func:`why_nothing` before asking; each op has ONE check,
registered here with :func:`may_check`.

Each check reads only what both players see — cards on the field, the NUMBER of cards in a hand or
in Life — never a card's face in a hidden zone, so leaving a question out gives nothing away:

- "you may trash N cards from your hand" with fewer than N cards in hand (hand SIZE);
- "you may place all cards in your hand at the bottom of your deck" with an empty hand;
- "you may play 1 [X] from your hand" with an empty hand (with cards in hand it is asked, whatever
  they are: their faces are hidden);
- "you may add 1 card from your Life to your hand" with no Life card (the Life count is public);
- "you may rest / return … (up to) 1 of … Characters" with no card on the field that fits.

Left asked on purpose: the "pay the cost?" question of an auto effect (8-3-1-4) whose cost CAN be paid
but whose effect would do nothing — paying is itself a change (a card trashed or a DON!! returned or
rested; "when a card is trashed from your hand" can trigger); a cost that can't be paid already ends
the effect unasked (8-3-1-3, ``resolve.step``)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.effects import Effect

from .stack import candidates
from .state import Frame, OPState

Why = tuple[str, str] | None
MayCheck = Callable[[OPState, Frame, Effect], Why]
_MAY_CHECKS: dict[str, MayCheck] = {}


def may_check(op: str) -> Callable[[MayCheck], MayCheck]:
    """Register, for an optional effect of ``op``, a check of PUBLIC facts that tells its "yes" could
    change nothing: (why, rule) or None."""

    def reg(fn: MayCheck) -> MayCheck:
        _MAY_CHECKS[op] = fn
        return fn

    return reg


def why_nothing(st: OPState, frame: Frame, eff: Effect) -> Why:
    """(why, rule) when the "you may" ``eff`` could change nothing (then it is not asked), else None."""
    check = _MAY_CHECKS.get(eff.op)
    return check(st, frame, eff) if check is not None else None


def _hand_size(st: OPState, frame: Frame) -> int:
    return len(st.table.zone(frame.controller, "hand"))


@may_check("discard")
def _discard(st: OPState, frame: Frame, eff: Effect) -> Why:
    """ "You may trash N cards from your hand": fewer than N (hand SIZE only)."""
    if _hand_size(st, frame) < max(eff.amount, 1):
        return ("not enough cards in your hand", "1-3-2")
    return None


@may_check("place_from_hand")
def _place_from_hand(st: OPState, frame: Frame, eff: Effect) -> Why:
    """ "You may place all cards in your hand at the bottom of your deck": an empty hand."""
    return ("no card in your hand", "1-3-2") if not _hand_size(st, frame) else None


@may_check("life_to_hand")
def _life_to_hand(st: OPState, frame: Frame, eff: Effect) -> Why:
    """ "You may add 1 card from the top (or bottom) of your Life cards to your hand": no Life card."""
    return ("no card in your Life area", "1-3-2") if not st.table.zone(frame.controller, "life") else None


def _chosen(st: OPState, frame: Frame, eff: Effect) -> Why:
    """A chosen card on the field (public) with no card that fits; in a hand only an EMPTY hand counts."""
    target = eff.target
    if target is None or target.kind != "chosen":
        return None
    zone = target.filter.get("zone", "field")
    if zone == "hand":
        return ("no card in your hand", "1-3-2") if not _hand_size(st, frame) else None
    if zone != "field":
        return None
    return None if candidates(st, frame, target) else ("no legal choice", "1-3-2")


for _op in ("tap", "return_to_hand", "play_free"):
    may_check(_op)(_chosen)
