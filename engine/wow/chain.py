"""The chain's links (410): adding one, and a link's JSON form, which a paused link keeps in
``st.waiting`` until a player's choice resumes it (``engine.wow.continuations``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.serial import from_jsonable, to_jsonable

from .rules import R
from .state import Link, WowState


def add_link(st: WowState, link: Link) -> list[Event]:
    """410.1: after adding a link the same player gets priority again (and passes restart)."""
    st.chain.append(link)
    st.passes = 0
    st.priority = link.controller
    data = {"kind": link.kind, "uid": link.uid} if link.kind == "card" else {"kind": link.kind}
    return [Event("chain", f"P{link.controller + 1} adds to the chain: {link.label}", R("410.3"), link.controller, data=data)]


def link_json(link: Link) -> dict:
    """The link as JSON, to keep in ``st.waiting`` while it is paused."""
    return to_jsonable(link)


def link_from_json(data: dict) -> Link:
    """The link kept by :func:`link_json`."""
    return from_jsonable(Link, data)
