"""The copy of a Lorcana state that every ``apply`` starts from (``Engine.copy``, made cheaper).

The same copy as the core's (``Engine.copy``: card data shared, the table copy-on-write, the rest
deep-copied), except that:

- the static-ability index kept on the table (engine.lorcana.characteristics ``_static_index``,
  with :func:`~engine.lorcana.characteristics.listening`) goes with the copy: it is checked against
  the players still in and the play zones before each use, so a copy recomputes it only once the
  cards in play change;
- ``state.floating``'s records are shared, not copied (the list itself is copied): a record is never
  written in place once it is in the list — code that changes one puts a changed copy in its place
  (engine.lorcana.discard_plays ``note_discard_play``); tests/lorcana/test_copy_on_write.py checks
  that ``apply`` leaves its input as it was;
- the card data (``cards``) is a new dict of the same records, so the answer of
  engine.lorcana.match_abilities kept for the original (its ``_LAST``) is moved to the copy, which
  ``apply`` reads next;
- empty lists and the fields declared as lists of scalars (``list[int]``, ``list[bool]``,
  ``list[str]``: lore, inked, agenda …) are sliced, other lists (pending, modifiers, frames …)
  deep-copied item by item.
"""

from __future__ import annotations

from dataclasses import fields as dataclass_fields
from typing import Any

from engine.core.plain import SHARED, deep_copy

from .match_abilities import _LAST as _MATCH_LAST
from .state import LorcanaState

_MEMO = "_static_index"
SHARED_RECORDS = frozenset({"floating"})
"""State fields (lists of dicts) whose items are shared between copies: never written in place."""
SCALAR_LISTS = frozenset({"list[int]", "list[bool]", "list[str]"})
_SLICED: dict[type, frozenset[str]] = {}


def sliced_fields(tp: type) -> frozenset[str]:
    """The fields of state class ``tp`` a copy slices: :data:`SHARED_RECORDS` and those declared as
    lists of scalars (their items are immutable)."""
    got = _SLICED.get(tp)
    if got is None:
        got = _SLICED[tp] = SHARED_RECORDS | {f.name for f in dataclass_fields(tp) if str(f.type).replace(" ", "") in SCALAR_LISTS}
    return got


def copy_state(state: LorcanaState) -> LorcanaState:
    """An independent copy of ``state`` for ``apply`` (see the module's docstring)."""
    new = object.__new__(type(state))
    fields: dict[str, Any] = {}
    shared = SHARED
    sliced = _SLICED.get(type(state)) or sliced_fields(type(state))
    for key, value in state.__dict__.items():
        tp = type(value)
        if tp in shared:
            fields[key] = value
        elif tp is list:
            if not value or key in sliced:
                fields[key] = value[:]
            else:  # deep_copy's answer, one call less per item (most are scalars or flat dicts)
                fields[key] = [
                    v if type(v) in shared else {k: x if type(x) in shared else deep_copy(x) for k, x in v.items()}
                    if type(v) is dict else deep_copy(v)
                    for v in value
                ]
        elif key == "table":
            table = fields[key] = value.copy()
            memo = value.__dict__.get(_MEMO)
            if memo is not None:
                table.__dict__[_MEMO] = memo
        elif key == "cards":
            cards = fields[key] = dict(value)
            last = _MATCH_LAST
            if last[0] is value and last[1] == len(value):  # the same records: the same answer
                last[:] = [cards, len(cards), last[2]]
        else:
            fields[key] = deep_copy(value)
    new.__dict__.update(fields)
    return new
