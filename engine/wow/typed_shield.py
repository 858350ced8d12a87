""""Prevent all fire damage that would be dealt to target hero or ally this turn." (Phoenix-fire Band):
the pseudo-keyword ``"No Fire Damage Dealt To"`` (``cards.activated_keys.no_typed_damage``) on the card
for the turn; ``damage.deal`` asks :func:`prevents` with the other continuous preventions (EN 717:
unpreventable damage is not prevented). A packet of that damage type is prevented whole."""

from __future__ import annotations

from . import keywords as kw
from .cards.activated_keys import no_typed_damage
from .state import WowState


def prevents(st: WowState, target: int, dtype: str) -> bool:
    """Whether ``target`` has such a prevention for this packet's damage type."""
    keys = [k for k in (no_typed_damage(w) for w in dtype.split()) if not kw.none_has(st, k)]  # a packet may have two types (205.1)
    return bool(keys) and kw.in_play(st, target) and any(k in kw.keywords(st, target) for k in keys)
