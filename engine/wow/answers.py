"""Answers to choices that newer WoW modules ask for: a module registers the answer handler of its
own pending kind with :func:`handles`, and ``engine.wow.engine`` hands such answers here."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event, Pending

from .state import WowState

Handler = Callable[[WowState, Pending, list[str]], list[Event]]
_HANDLERS: dict[str, Handler] = {}


def handles(kind: str) -> Callable[[Handler], Handler]:
    """Register the answer handler of the pending kind ``kind``."""

    def register(fn: Handler) -> Handler:
        if kind in _HANDLERS and _HANDLERS[kind] is not fn:
            raise ValueError(f"pending kind {kind!r} already has an answer handler")
        _HANDLERS[kind] = fn
        return fn

    return register


def handler(kind: str) -> Handler | None:
    """The handler registered for ``kind``, if any."""
    return _HANDLERS.get(kind)
