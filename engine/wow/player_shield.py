"""A player who is Untargetable (Blessing of Salvation: "Ongoing: When Blessing of Salvation enters play, choose a
friendly player. That player is Untargetable."; EN glossary Untargetable: can't be targeted by opponents).

A player is no card: the pseudo-keyword :data:`KEYWORD` is granted to his hero (``grant_keyword``, target
``player_hero``) and read for the player. An opponent of his can't choose him for "target player" (EN 706:
``targets.legal_targets``), and a "target opponent …" effect an opponent plays or uses has no legal target (707.1d:
the card or power can't be played, ``engine``; a mandatory triggered one does nothing for him, 706.1)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.effects import Effect

from . import keywords as kw
from .state import WowState

KEYWORD = "yg33_untargetable_player"


def shielded(st: WowState, chooser: int, q: int) -> bool:
    """Player ``q`` can't be targeted by ``chooser`` (his opponent)."""
    if chooser == q or not 0 <= q < len(st.heroes) or kw.none_has(st, KEYWORD):
        return False
    h = st.heroes[q]
    return h in st.table.cards and kw.has(st, h, KEYWORD)


def targets_opponent(e: Effect) -> bool:
    """The effect targets an opponent ("target opponent …"; ``Target("opponent")`` is also "each opponent")."""
    return e.target is not None and e.target.kind == "opponent" and "target opponent" in (e.text or "").lower()


def blocked(st: WowState, p: int, effs: Iterable[Effect]) -> bool:
    """A required "target opponent" of ``effs`` (``p`` playing them) has no legal target (707.1d)."""
    return any(targets_opponent(e) and not e.optional and shielded(st, p, 1 - p) for e in effs)
