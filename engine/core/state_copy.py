"""The fields every game's state has (:class:`.engine.BaseState`), copied for ``apply`` by the games'
own field-by-field copies (ONE PIECE's ``copying.py``, MLP's ``state_copy.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from .plain import deep_copy
from .rng import Rng

if TYPE_CHECKING:
    from .engine import BaseState

S = TypeVar("S", bound="BaseState")
_new = object.__new__


def new_with_base_fields(st: S, *, share_zones: bool = False) -> S:
    """A new state of ``st``'s class with the base fields set first, in field order (as the
    dataclass's ``__init__`` sets them: the caller then sets its own fields in order, and the copy
    keeps the class's shared keys). The players, options and card data are shared (nothing writes
    them after set-up); the rng and the table are copied (the table's cards copy-on-write;
    ``share_zones``: its zone lists too, ``Table.copy(share=True)``); the pending choices and
    modifiers are new lists of the same records (a modifier is never written, and an answered
    pending is copied before it is written); the result is deep-copied."""
    new = _new(type(st))
    new.game = st.game
    new.players = st.players
    new.seed = st.seed
    rng = _new(Rng)
    rng.state = st.rng.state
    new.rng = rng
    new.options = st.options
    new.table = st.table.copy(share=share_zones)
    new.turn = st.turn
    new.active = st.active
    new.pending = st.pending[:]
    new.modifiers = st.modifiers[:]
    result = st.result
    new.result = None if result is None else deep_copy(result)
    new.cards = st.cards
    new.steps = st.steps
    return new
