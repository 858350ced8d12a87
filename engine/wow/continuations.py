"""Carrying a paused link on. A module that stops a link for a player's choice (search, reveal,
Delve, attachments, copies, ending the turn) is called by ``engine.wow.procedure`` and must not
import it back; it resumes through here, and ``procedure`` provides the functions as it is
imported (``engine.wow.engine`` imports it). A name nobody provided is an error that says so.

Pausing: an op that waits on a player's choice calls :func:`pause_for` (the link's resume point and the op's job
kept in ``st.waiting``, the question asked, the link stopped); the answer handler takes the job back with
:func:`take_job` and carries the link on with :func:`resume_link`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Pending
from engine.core.effects import Effect

from .ops import OpCall
from .state import Link, WowState

_PROVIDED: dict[str, Callable[..., list[Event]]] = {}
NAMES = ("run_effects", "resume_link", "resolve_card", "start_turn", "draw", "leave_play")
"""What ``procedure`` provides."""


def provide(name: str) -> Callable[[Callable[..., list[Event]]], Callable[..., list[Event]]]:
    """Register the function behind ``name`` (one of :data:`NAMES`)."""
    if name not in NAMES:
        raise ValueError(f"unknown continuation {name!r}; one of {', '.join(NAMES)}")

    def register(fn: Callable[..., list[Event]]) -> Callable[..., list[Event]]:
        _PROVIDED[name] = fn
        return fn

    return register


def _provided(name: str) -> Callable[..., list[Event]]:
    fn = _PROVIDED.get(name)
    if fn is None:
        raise LookupError(f"continuation {name!r} is not provided yet: import engine.wow.procedure first")
    return fn


def run_effects(st: WowState, link: Link, effs: list[Effect], start: int = 0) -> list[Event]:
    """Carry out ``effs`` for ``link`` from index ``start`` (``procedure.run_effects``)."""
    return _provided("run_effects")(st, link, effs, start)


def resume_link(st: WowState, resume: dict[str, Any]) -> list[Event]:
    """Carry on a paused link: ``resume`` is ``{"link": link JSON, "index": next effect}`` as kept
    in ``st.waiting`` (``procedure.resume_link``)."""
    return _provided("resume_link")(st, resume)


def resolve_card(st: WowState, link: Link) -> list[Event]:
    """Resolve a card link (``procedure.resolve_card``)."""
    return _provided("resolve_card")(st, link)


def start_turn(st: WowState) -> list[Event]:
    """Begin the turn of ``st.active`` (``procedure.start_turn``)."""
    return _provided("start_turn")(st)


def draw(st: WowState, player: int, n: int, rule: Any, **kw: Any) -> list[Event]:
    """``player`` draws ``n`` cards (``procedure.draw``; its keywords: ``resume``, ``then``, ``asked``)."""
    return _provided("draw")(st, player, n, rule, **kw)


def leave_play(st: WowState, uid: int, zone: str, rule: Any) -> list[Event]:
    """A card leaves play to ``zone`` (``leaving_play.leave_play``, provided by ``procedure``: a module that
    ``leaving_play`` reaches, such as ``damage``'s, calls it through here; helper wprev)."""
    return _provided("leave_play")(st, uid, zone, rule)


def pause_for(call: OpCall, key: str, job: Any, *asked: Pending) -> None:
    """Stop ``call``'s link for a player's choice (EN 709.1): ``st.waiting`` becomes the link's resume point
    (``call.resume()``) with ``job`` (what the answer needs) under ``key``, the questions ``asked`` join
    ``st.pending`` (none: the module asks next, from ``st.waiting``), and nothing after the op resolves now
    (``call.stop``). The answer handler takes ``job`` back with :func:`take_job`."""
    st = call.st
    st.waiting = {**call.resume(), key: job}
    st.pending.extend(asked)
    call.stop = True


def take_job(st: WowState, key: str) -> tuple[Any, dict[str, Any]]:
    """The answer's side of :func:`pause_for`: ``st.waiting`` is cleared, and the job kept under ``key`` comes back
    with the resume point left (``{"link": …, "index": …}``, for :func:`resume_link`)."""
    w, st.waiting = st.waiting, {}
    return w.pop(key), w
