"""JSON round-trip for the dataclasses that make up game states and actions.

Decoders are compiled once per type (field names and type hints resolved once), because the
simulator and the store serialize whole states many times per action.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any

from .cardmap import CardMap

_SCALARS = (str, int, float, bool, type(None))
_FIELDS: dict[type, tuple[str, ...]] = {}
_DECODERS: dict[Any, Callable[[Any], Any]] = {}


def _field_names(tp: type) -> tuple[str, ...]:
    names = _FIELDS.get(tp)
    if names is None:
        names = _FIELDS[tp] = tuple(f.name for f in dataclasses.fields(tp))
    return names


def to_jsonable(obj: Any) -> Any:
    """Turn dataclasses, lists, tuples and dicts into plain JSON values (dict keys become strings)."""
    tp = type(obj)
    if tp in _SCALARS:
        return obj
    if tp is list or tp is tuple:
        return [v if type(v) in _SCALARS else to_jsonable(v) for v in obj]
    if tp is dict:
        return {str(k): v if type(v) in _SCALARS else to_jsonable(v) for k, v in obj.items()}
    if tp is CardMap:  # the table's cards: read without taking copies
        return {str(k): to_jsonable(v) for k, v in obj.peek_items()}
    names = _FIELDS.get(tp)
    if names is not None or (dataclasses.is_dataclass(obj) and not isinstance(obj, type)):
        out = {}
        for name in names or _field_names(tp):
            v = getattr(obj, name)
            out[name] = v if type(v) in _SCALARS else to_jsonable(v)
        return out
    if isinstance(obj, (str, int, float, bool)):  # subclasses of scalars (e.g. IntEnum)
        return obj
    raise TypeError(f"cannot serialize {tp.__name__}")


def from_jsonable(tp: Any, data: Any) -> Any:
    """Rebuild a value of type ``tp`` (a dataclass or a typing form) from :func:`to_jsonable` output."""
    return _decoder(tp)(data)


def _identity(d: Any) -> Any:
    return d


def _decoder(tp: Any) -> Callable[[Any], Any]:
    dec = _DECODERS.get(tp)
    if dec is None:
        dec = _DECODERS[tp] = _build_decoder(tp)
    return dec


def _build_decoder(tp: Any) -> Callable[[Any], Any]:
    origin = typing.get_origin(tp)
    if tp is Any or (tp in _SCALARS and tp is not float):
        return _identity
    if tp is float:
        return lambda d: float(d) if type(d) is int else d
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) != 1:
            return _identity
        inner = _lazy(args[0])
        return lambda d: None if d is None else inner(d)
    if origin is list:
        (item,) = typing.get_args(tp) or (Any,)
        inner = _lazy(item)
        return lambda d: None if d is None else [inner(v) for v in d]
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            inner = _lazy(args[0])
            return lambda d: None if d is None else tuple(inner(v) for v in d)
        parts = [_lazy(a) for a in args]
        return lambda d: None if d is None else tuple(fn(v) for fn, v in zip(parts, d, strict=True))
    if origin is dict:
        kt, vt = typing.get_args(tp) or (str, Any)
        inner = _lazy(vt)
        if kt is int:
            return lambda d: None if d is None else {int(k): inner(v) for k, v in d.items()}
        return lambda d: None if d is None else {k: inner(v) for k, v in d.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = typing.get_type_hints(tp)
        fields = [(f.name, _lazy(hints[f.name])) for f in dataclasses.fields(tp) if f.init]

        def build(d: Any) -> Any:
            if d is None:
                return None
            return tp(**{name: fn(d[name]) for name, fn in fields if name in d})

        return build
    return _identity


def _lazy(tp: Any) -> Callable[[Any], Any]:
    """The decoder of ``tp``, looked up on first use (so recursive dataclasses work)."""
    cached = _DECODERS.get(tp)
    if cached is not None:
        return cached
    box: list[Callable[[Any], Any]] = []

    def call(d: Any) -> Any:
        if not box:
            box.append(_decoder(tp))
        return box[0](d)

    return call
