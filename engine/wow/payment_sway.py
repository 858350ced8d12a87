""""Other players can't use payment (->) powers during your turn. / You can use the payment powers of any cards in play during
your turn (including opposing cards)." (Nyn'jah's Tabi Boots; helper d37wow).

A continuous power ``zd37_payment_sway`` (never carried out, EN 714) of a face-up card in play. During its controller's
turn (``st.active``): no other player may use a payment power (EN 701; 103.2: the "can't" wins, ``WowEngine._power_problem``
asks :func:`locked`), and he may use the payment powers of every card in play, any player's (``_any_player_powers``
lists them when :func:`sways` says so), paying their costs himself as "Any player can use the power." powers are paid
(their [Exhaust] exhausts that card, 411.1; he controls the link, so "you" is he)."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

OP = "zd37_payment_sway"


def _holders(st: WowState) -> set[int]:
    out = set()
    for src, _effs in kw.sources_doing(st, OP):
        card = st.table.peek(src)
        if not card.face_down and any(e.op == OP for e in kw.statics(st, src, OP)):
            out.add(card.controller)
    return out


def sways(st: WowState, p: int) -> bool:
    """``p`` may use the payment powers of any card in play now: it is his turn and he controls such a power."""
    return st.active == p and bool(kw.sources_doing(st, OP)) and p in _holders(st)


def locked(st: WowState, p: int) -> bool:
    """``p`` can't use payment powers now: it is another player's turn and that player controls such a power."""
    return st.active != p and bool(kw.sources_doing(st, OP)) and st.active in _holders(st)
