"""The copy of a Lorcana state that every ``apply`` starts from (``Engine.copy``, made cheaper).

The same copy as the core's (``Engine.copy``: card data shared, the table copy-on-write, the rest
deep-copied), except that:

- the table shares its zone lists too (``Table.copy(share=True)``: a list is copied when first
  handed out by ``Table.zone``), so an action pays for the lists it writes;
- the static-ability index kept on the table (engine.lorcana.characteristics ``_static_index``,
  with :func:`~engine.lorcana.characteristics.listening`) goes with the copy: it is checked against
  the players still in and the play zones before each use, so a copy recomputes it only once the
  cards in play change;
- ``state.floating``'s records are shared, not copied (the list itself is copied): a record is never
  written in place once it is in the list — code that changes one puts a changed copy in its place
  (engine.lorcana.discard_plays ``note_discard_play``); tests/lorcana/test_copy_on_write.py checks
  that ``apply`` leaves its input as it was;
- ``state.pending``'s choices are shared too (the list itself is copied): a ``Pending`` is never
  written once made;
- the card data (``cards``) is a new dict of the same records, so the answers kept for the original
  (engine.lorcana.match_abilities ``_LAST``, characteristics ``_GAINS_LAST``, triggers
  ``QUIET_LAST``) are moved to the copy, which ``apply`` reads next;
- the fields declared scalar (``int``, ``str``, ``int | None`` …) are shared, as the core's copy
  shares immutable values (checked on every copy: anything else there, or a field the class does
  not declare, and the copy is made field by field);
- empty lists and the fields declared as lists of scalars (``list[int]``, ``list[bool]``,
  ``list[str]``: lore, inked, agenda …) are sliced, other lists (pending, modifiers, frames …)
  deep-copied item by item;
- a dict field holding scalars only (the options) is copied whole (``dict.copy``: deep_copy's answer).
"""

from __future__ import annotations

from dataclasses import fields as dataclass_fields
from operator import itemgetter
from typing import Any

from engine.core.plain import SHARED, deep_copy
from engine.core.rng import Rng

from .characteristics import _GAINS_LAST
from .match_abilities import _LAST as _MATCH_LAST
from .state import LorcanaState
from .triggers import QUIET_LAST

_MEMO = "_static_index"
SHARED_RECORDS = frozenset({"floating", "pending"})
"""State fields (lists of records) whose items are shared between copies: never written in place
(a ``Pending`` is made whole, answered and dropped: nothing writes its fields, options or context)."""
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
    tp = type(state)
    plan = _PLANS.get(tp) or _plan(tp)
    src = state.__dict__
    fields = src.copy()  # every value shared, then each one that is not immutable replaced below
    if len(fields) != plan[5] or not SHARED.issuperset(map(type, plan[0](fields))):
        return _copy_any(state)  # a value of a field declared scalar that is not, or fields added: field by field
    plan[6](fields)  # the lists and the rest, field by field (:func:`_field_copier`)
    if plan[4]:
        _table_and_cards(src, fields)
    new = object.__new__(tp)
    new.__dict__ = fields  # (the copy itself: no second copy)
    return new


def _records(value: list[Any]) -> list[Any]:
    """A list of records copied item by item: deep_copy's answer, one call less per item (most are
    scalars or flat dicts)."""
    shared = SHARED
    return [
        v if type(v) in shared else {k: x if type(x) in shared else deep_copy(x) for k, x in v.items()}
        if type(v) is dict else deep_copy(v)
        for v in value
    ]


def _rest(value: Any) -> Any:
    """A copy of a field that is neither scalar nor a list (rng, options, challenge, result …), not
    a shared scalar value: deep_copy's answer."""
    kind = type(value)
    if kind is Rng and len(value.__dict__) == 1 and type(value.state) is int:  # made directly
        rng = object.__new__(Rng)
        rng.state = value.state
        return rng
    if kind is dict:  # a dict of scalars (options) copied whole
        for v in value.values():
            if type(v) not in SHARED:
                return deep_copy(value)
        return value.copy()
    return deep_copy(value)


def _field_copier(sliced: tuple[str, ...], records: tuple[str, ...], rest: tuple[str, ...]) -> Any:
    """A function that replaces, in a copy of a state's fields (a dict), each field that is not
    immutable: the ``sliced`` lists copied (their items are shared), the lists of ``records``
    copied item by item (:func:`_records`, an empty one made anew), the ``rest`` copied unless
    shared scalars (:func:`_rest`); a value of another type than declared, deep-copied. One line
    per field (no loop over the names): written out once per state class, as ``dataclasses``
    writes ``__init__``."""
    lines = ["def copy_fields(f):"]
    for name in sliced:
        lines += [f"    v = f[{name!r}]", f"    f[{name!r}] = v.copy() if type(v) is list else deep_copy(v)"]
    for name in records:
        lines += [f"    v = f[{name!r}]", f"    f[{name!r}] = (_records(v) if v else []) if type(v) is list else deep_copy(v)"]
    for name in rest:
        lines += [f"    v = f[{name!r}]", "    if type(v) not in shared:", f"        f[{name!r}] = _rest(v)"]
    if len(lines) == 1:
        lines.append("    pass")
    scope = {"deep_copy": deep_copy, "_records": _records, "_rest": _rest, "shared": SHARED}
    exec("\n".join(lines), scope)  # (the names are the dataclass's own fields)
    return scope["copy_fields"]


_PLANS: dict[type, tuple[Any, tuple[str, ...], tuple[str, ...], tuple[str, ...], bool, int, Any]] = {}
SCALARS = frozenset({"int", "str", "bool", "float", "int|None", "str|None", "bool|None", "float|None"})
"""Field types whose values are immutable: shared by a copy (checked on every copy: any other value
in such a field sends the copy the slow way, :func:`_copy_any`)."""


def _plan(tp: type) -> tuple[Any, tuple[str, ...], tuple[str, ...], tuple[str, ...], bool, int, Any]:
    """How :func:`copy_state` copies each field of state class ``tp``: a getter of the fields declared
    scalar (:data:`SCALARS`, shared), the sliced lists (:func:`sliced_fields`), the other lists, the
    rest; whether ``table`` and ``cards`` are both there; the number of fields; the copier of the
    lists and the rest (:func:`_field_copier`)."""
    sliced = sliced_fields(tp)
    fs = [f for f in dataclass_fields(tp) if f.name not in ("table", "cards")]
    kinds = {f.name: str(f.type).replace(" ", "") for f in fs}
    scalars = tuple(n for n, t in kinds.items() if t in SCALARS)
    lists = tuple(n for n, t in kinds.items() if n not in sliced and n not in scalars and t.startswith("list["))
    rest = tuple(n for n in kinds if n not in sliced and n not in scalars and n not in lists)
    names = {f.name for f in dataclass_fields(tp)}
    get = itemgetter(*scalars) if len(scalars) > 1 else (lambda d, k=scalars: tuple(d[x] for x in k))
    in_slice = tuple(n for n in kinds if n in sliced)
    got = _PLANS[tp] = (get, in_slice, lists, rest, {"table", "cards"} <= names, len(names), _field_copier(in_slice, lists, rest))
    return got


def _table_and_cards(src: dict[str, Any], fields: dict[str, Any]) -> None:
    """The table (copy-on-write, its static index taken along) and the card data (a new dict of the
    same records, the kept answers about them moved to it)."""
    value = src["table"]
    table = fields["table"] = value.copy(share=True)  # zone lists too: Lorcana's hot reads use table.zones
    memo = value.__dict__.get(_MEMO)
    if memo is not None:
        table.__dict__[_MEMO] = memo
    value = src["cards"]
    cards = fields["cards"] = dict(value)
    n = len(value)  # (the copy's length: each kept length stays right)
    last = _MATCH_LAST
    if last[0] is value and last[1] == n:  # the same records: the same answer
        last[0] = cards
    last = _GAINS_LAST
    if last[0] is value and last[1] == n:  # the same records: the same answer (gains_possible)
        last[0] = cards
    last = QUIET_LAST
    if last[0] is value and last[1] == n:  # the same records: the same answers (triggers.quiet)
        last[0] = cards


def _copy_any(state: LorcanaState) -> LorcanaState:
    """:func:`copy_state` field by field, whatever each field holds."""
    new = object.__new__(type(state))
    fields: dict[str, Any] = {}
    shared = SHARED
    sliced = _SLICED.get(type(state)) or sliced_fields(type(state))
    src = state.__dict__
    for key, value in src.items():
        tp = type(value)
        if tp in shared:
            fields[key] = value
        elif tp is list:
            if not value or key in sliced:
                fields[key] = value[:]
            else:
                fields[key] = [
                    v if type(v) in shared else {k: x if type(x) in shared else deep_copy(x) for k, x in v.items()}
                    if type(v) is dict else deep_copy(v)
                    for v in value
                ]
        elif key in ("table", "cards"):
            fields[key] = value  # replaced below (in its place)
        else:
            fields[key] = deep_copy(value)
    if "table" in src and "cards" in src:
        _table_and_cards(src, fields)
    else:
        for key in ("table", "cards"):
            if key in src:
                fields[key] = deep_copy(src[key])
    new.__dict__.update(fields)
    return new
