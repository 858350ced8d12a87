"""A deep copy for the plain data that game states are made of (dataclasses, lists, dicts, tuples,
sets, scalars), several times faster than ``copy.deepcopy`` or a pickle round-trip on the small
states of a card game. Anything else falls back to ``copy.deepcopy``.

Unlike ``deepcopy`` it does not keep aliasing: two references to one list become two lists.
States round-trip through JSON, which keeps no aliasing either, so engines never rely on it.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
from collections.abc import Callable
from typing import Any

_SHARED: set[type] = {int, str, float, bool, type(None), bytes, complex, range}
SHARED = frozenset(_SHARED)
"""Types whose values are shared, never copied (immutable scalars)."""
_COPIERS: dict[type, Callable[[Any], Any]] = {}


def deep_copy(value: Any) -> Any:
    """An independent copy of ``value`` (immutable scalars are shared)."""
    tp = type(value)
    if tp in _SHARED:
        return value
    fn = _COPIERS.get(tp)
    if fn is None:
        fn = _COPIERS[tp] = _copier(tp)
    return fn(value)


# (loops, not comprehensions: most values are small, and a comprehension is a function made and
# called at every copy)
def _list(value: list) -> list:
    out = []
    for v in value:
        out.append(v if type(v) in _SHARED else deep_copy(v))
    return out


def _dict(value: dict) -> dict:
    out = {}
    for k, v in value.items():
        out[k] = v if type(v) in _SHARED else deep_copy(v)
    return out


def _tuple(value: tuple) -> tuple:
    return tuple(v if type(v) in _SHARED else deep_copy(v) for v in value)


def _set(value: set) -> set:
    return {deep_copy(v) for v in value}


def _identity(value: Any) -> Any:
    return value


def _instance(value: Any) -> Any:
    """A dataclass instance: a new object with a copy of every attribute (frozen ones too)."""
    new = object.__new__(type(value))
    new.__dict__.update(_dict(value.__dict__))
    return new


def _copier(tp: type) -> Callable[[Any], Any]:
    if tp is list:
        return _list
    if tp is dict:
        return _dict
    if tp is tuple:
        return _tuple
    if tp is set:
        return _set
    if tp is frozenset or issubclass(tp, enum.Enum):
        return _identity if tp is not frozenset else _set_frozen
    if dataclasses.is_dataclass(tp) and "__slots__" not in tp.__dict__ and not _custom_copy(tp):
        return _instance
    return copy.deepcopy


def _set_frozen(value: frozenset) -> frozenset:
    return frozenset(deep_copy(v) for v in value)


def _custom_copy(tp: type) -> bool:
    """The class says how it is copied or pickled: respect that (through ``deepcopy``)."""
    return any(name in vars(klass) for klass in tp.__mro__[:-1]
               for name in ("__deepcopy__", "__reduce__", "__reduce_ex__", "__getstate__", "__setstate__"))
