"""The powers a card has now (its data's compiled powers, those of a face or hero trait it lacks
made inactive: 206.1c, 301.2a) and the effects a link carries out."""

from __future__ import annotations

from engine.core.effects import Effect

from . import hero_trait
from . import keywords as kw
from .cards.compiler import card_powers
from .cards.power import Power
from .state import Link, WowState


def powers(st: WowState, uid: int) -> tuple[Power, ...]:
    """The powers of the card as it is now (copied or gained text included, ``keywords.data``)."""
    return hero_trait.gate(st, uid, card_powers(kw.data(st, uid)))


def printed_powers(st: WowState, uid: int) -> tuple[Power, ...]:
    """The powers of the card a link came from, even if it is now face down (a completed quest's
    reward, EN 702). Powers whose hero trait is missing are inactive (206.1c)."""
    return hero_trait.gate(st, uid, card_powers(st.cards[st.table.cards[uid].card_id]))


def play_effects(st: WowState, uid: int) -> tuple[int, list[Effect]]:
    """The effects an ability carries out as it resolves: all its "play" powers in order, as one
    list, so the chosen targets are used in turn and a "you may" pause resumes the rest (305.1)."""
    pws = powers(st, uid)
    first = next((i for i, pw in enumerate(pws) if pw.kind == "play"), -1)
    return first, [e for pw in pws if pw.kind == "play" for e in pw.effects if not (e.op == "move" and e.zone == "attached")]


def link_effects(st: WowState, link: Link) -> list[Effect]:
    """The compiled effects a link carries out (its power of the printed card)."""
    if link.power < 0:
        return []
    if link.kind == "card":
        return play_effects(st, link.uid)[1]
    return list(printed_powers(st, link.uid)[link.power].effects)
