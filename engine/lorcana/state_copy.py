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
- the card data (``cards``) is shared, the dict itself too: it is written only while the match is
  set up (``LorcanaEngine.new_game``), never once it is played, and its records never (the
  answers kept about it, engine.lorcana.match_abilities ``_LAST``, characteristics ``_GAINS_LAST``,
  triggers ``QUIET_LAST``, stay the copy's); so are the players' names (``players``)
  (:data:`NEVER_WRITTEN`); tests/lorcana/test_shared_card_data.py plays games where they refuse
  every write;
- the fields declared scalar (``int``, ``str``, ``int | None`` …) are shared, as the core's copy
  shares immutable values (checked on every copy: anything else there, and the copy is made field
  by field); a state is its fields (only they are saved), so an attribute set beside them is not
  copied;
- the copy is written field by field, in field order (:func:`_copier`): a LorcanaState has more
  fields than CPython keeps in a class's shared keys, so it has a dict of its own, which the copy
  starts from, copied whole;
- empty lists and the fields declared as lists of scalars (``list[int]``, ``list[bool]``,
  ``list[str]``: lore, inked, agenda …) are sliced, other lists (pending, modifiers, frames …)
  deep-copied item by item;
- a dict field holding scalars only (the options) is copied whole (``dict.copy``: deep_copy's answer).
"""

from __future__ import annotations

from dataclasses import fields as dataclass_fields
from typing import Any

from engine.core.plain import SHARED, deep_copy
from engine.core.rng import Rng

from .state import LorcanaState

_MEMO = "_static_index"
SHARED_RECORDS = frozenset({"floating", "pending"})
"""State fields (lists of records) whose items are shared between copies: never written in place
(a ``Pending`` is made whole, answered and dropped: nothing writes its fields, options or context)."""
NEVER_WRITTEN = frozenset({"cards", "players"})
"""State fields written only while the match is set up (``LorcanaEngine.new_game``): shared by every
copy, never copied (tests/lorcana/test_shared_card_data.py plays games where they refuse every write)."""
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
    copier = _COPIERS.get(tp) or _copier(tp)
    new = copier(state)
    return new if new is not None else _copy_any(state)  # a field declared scalar that is not: field by field


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


SCALARS = frozenset({"int", "str", "bool", "float", "int|None", "str|None", "bool|None", "float|None"})
"""Field types whose values are immutable: shared by a copy (checked on every copy: any other value
in such a field sends the copy the slow way, :func:`_copy_any`)."""
_COPIERS: dict[type, Any] = {}
SHARED_KEYS_MAX = 30
"""CPython (3.11) keeps at most this many attribute names in a class's shared keys: an instance of a
class with more fields (LorcanaState has 33) gets a dict of its own once they are all set, so its
copy starts from a copy of that dict, made whole, rather than attribute by attribute (each store past
the 30th then goes through a dict made from the others and grown on the way)."""
""":func:`_copier`'s function per state class."""


def _copier(tp: type) -> Any:
    """The function that copies a state of class ``tp`` (None when a field declared scalar holds
    something else): each field read and set in field order. The fields declared scalar
    (:data:`SCALARS`) are shared, the sliced lists (:func:`sliced_fields`) copied, the other lists
    copied item by item (:func:`_records`), the rest copied unless shared scalars (:func:`_rest`),
    the table by :func:`_table`, the card data shared; a value of another type than declared,
    deep-copied. A state has no attribute but its fields (only fields are saved). One line per
    field (no loop over the names): written out once per state class, as ``dataclasses`` writes
    ``__init__``. A class with at most :data:`SHARED_KEYS_MAX` fields is copied attribute by
    attribute, never through ``__dict__``, so every copy keeps the class's shared-key instance
    values and attribute reads stay specialized; one with more (LorcanaState) has a dict of its own
    anyway, so the copy is that dict copied whole, its fields then replaced where they are not
    shared (attribute by attribute when the state has an attribute beside its fields: not copied)."""
    by_attribute = _written_copier(tp, False)
    got = _COPIERS[tp] = _written_copier(tp, True, by_attribute) if len(dataclass_fields(tp)) > SHARED_KEYS_MAX else by_attribute
    return got


def _written_copier(tp: type, whole: bool, by_attribute: Any = None) -> Any:
    """:func:`_copier`'s function, attribute by attribute or (``whole``) from the dict copied whole."""
    sliced = sliced_fields(tp)
    fields = dataclass_fields(tp)
    if whole:
        lines = ["def copy(src):", "    d = src.__dict__", f"    if len(d) != {len(fields)}:",
                 "        return by_attribute(src)  # an attribute beside the fields: not copied",
                 "    new = new_object(tp)", "    new.__dict__ = d.copy()"]
    else:
        lines = ["def copy(src):", "    new = new_object(tp)"]
    for f in fields:
        name, kind = f.name, str(f.type).replace(" ", "")
        lines.append(f"    v = src.{name}")
        if name == "table":
            how = "_table(v)"
        elif name in NEVER_WRITTEN:
            how = "v"  # shared (see the module's docstring)
        elif name in sliced:
            how = "v.copy() if type(v) is list else deep_copy(v)"
        elif kind in SCALARS:
            lines.append("    if type(v) not in shared:")
            lines.append("        return None")
            how = "v"
        elif kind.startswith("list["):
            how = "(_records(v) if v else []) if type(v) is list else deep_copy(v)"
        else:
            how = "v if type(v) in shared else _rest(v)"
        if not whole or how != "v":
            lines.append(f"    new.{name} = {how}")
    lines.append("    return new")
    scope = {"new_object": object.__new__, "tp": tp, "deep_copy": deep_copy, "_records": _records, "_rest": _rest,
             "shared": SHARED, "_table": _table, "by_attribute": by_attribute}
    exec("\n".join(lines), scope)  # (the names are the dataclass's own fields)
    return scope["copy"]


def _table(value: Any) -> Any:
    """The table copied copy-on-write, zone lists too (Lorcana's hot reads use ``table.zones``), its
    static index taken along."""
    table = value.copy(share=True)
    memo = value.kept.get(_MEMO)
    if memo is not None:
        table.kept[_MEMO] = memo
    return table


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
        fields["table"] = _table(src["table"])  # the card data shared
    else:
        for key in ("table", "cards"):
            if key in src:
                fields[key] = deep_copy(src[key])
    new.__dict__.update(fields)
    return new
