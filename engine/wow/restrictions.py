"""Continuous "can't ready" restrictions (103.2: a "can't" wins over a "can"): a card with the
pseudo-keyword :data:`~engine.wow.cards.keys.CANT_READY` ("Attached ally can't ready.", Wild Roots)
stays exhausted through its controller's ready step (501.1a), a "ready target …" effect (411.1) and
Inspire (501.1b)."""

from __future__ import annotations

from . import keywords as kw
from .cards.keys import CANT_EXHAUST, CANT_READY
from .state import WowState


def can_ready(st: WowState, uid: int) -> bool:
    """May this card become ready now (103.2)?"""
    return not kw.has(st, uid, CANT_READY)


def can_exhaust(st: WowState, uid: int) -> bool:
    """May this card become exhausted now (103.2)? "Attached ally can't attack or exhaust." (Glacial
    Tomb) rules out every act that exhausts it: attacking (EN 601.2), protecting (EN 602.2), striking
    (303.2), an armor's prevention (304.3), [Exhaust] and other exhausting costs (411.1, 403.1, 403.3),
    paying with a resource (412.2) and an "exhaust target …" effect (411.1)."""
    return not kw.has(st, uid, CANT_EXHAUST)
