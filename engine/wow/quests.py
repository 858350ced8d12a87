"""Quest checks that the completion action makes before paying (EN 702): a reward that targets a
card in your graveyard ("Put target ally from your graveyard into your hand") needs one there
(EN 707.1d: a power with no legal target can't be used). Such an effect is a graveyard ``search``
with ``condition["targeted"]`` (``engine.wow.cards.templates_quests``)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.effects import Effect

from .search import card_matches
from .state import WowState


def missing_graveyard_target(st: WowState, player: int, effects: Iterable[Effect]) -> bool:
    """True if a targeted graveyard pick of the reward has no card to target."""
    for e in effects:
        cond = e.condition or {}
        if e.op == "search" and cond.get("targeted") and e.zone == "graveyard" and \
                not any(card_matches(st, u, cond.get("filter") or {}) for u in st.table.zone(player, "graveyard")):
            return True
    return False
