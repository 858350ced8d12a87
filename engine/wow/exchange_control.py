""""Target opponent chooses an ally he controls. Exchange control of that ally and this weapon." (Dagger of Betrayal;
helper w30gear): the op ``wg30_exchange_with_ref`` swaps controllers (401.3, ``engine.wow.control``, for good) of the
card the link remembered (his pick, ``engine.wow.refs``) and the source card — only if both are still in play under
different controllers (an exchange that can't be done entirely isn't done, 401.3). Also ``wg30_ready_or_exhaust_if_shares``
(Staff of Trickery, below)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, exhaust_tax
from . import keywords as kw
from .answers import handles
from .card_types import card_types
from .control import gain_control
from .ops import GAME, OpCall
from .restrictions import can_exhaust, can_ready
from .rules import R
from .state import WowState


@resolves(GAME, "wg30_exchange_with_ref")
def _exchange(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    picked = [row["uid"] for row in call.link.data.get("ref", []) if row["uid"] in st.table.cards]
    if not picked or not kw.in_play(st, src) or not kw.in_play(st, picked[0]):
        return [Event("control", "Nothing to exchange", R("401.3"), call.player)]
    other = picked[0]
    mine, theirs = st.table.peek(src).controller, st.table.peek(other).controller
    if mine == theirs:
        return [Event("control", "Both are under one player's control: nothing to exchange", R("401.3"), call.player)]
    return gain_control(st, other, mine) + gain_control(st, src, theirs)


def sharing_type(st: WowState, first: int, options: list[int]) -> list[int]:
    """Those of ``options`` that share a card type with ``first`` (300.1; equipment is one type, ``card_types``)."""
    if first not in st.table.cards:
        return []
    kinds = card_types(st, first)
    return [u for u in options if card_types(st, u) & kinds]


@resolves(GAME, "xc32_exchange_targets")
def _exchange_targets(call: OpCall) -> list[Event]:
    st = call.st
    pair = [u for u in call.link.targets if u in st.table.cards]
    if len(pair) != 2 or not all(kw.in_play(st, u) for u in pair) or not sharing_type(st, pair[0], [pair[1]]):
        return [Event("control", "Nothing to exchange", R("401.3"), call.player)]
    a, b = pair
    ca, cb = st.table.peek(a).controller, st.table.peek(b).controller
    if ca == cb:
        return [Event("control", "Both are under one player's control: nothing to exchange", R("401.3"), call.player)]
    return gain_control(st, a, cb) + gain_control(st, b, ca)


TOGGLE = "wg30_ready_or_exhaust"


@resolves(GAME, "wg30_ready_or_exhaust_if_shares")
def _ready_or_exhaust(call: OpCall) -> list[Event]:
    """ "Exhaust your hero, discard a card -> Ready or exhaust target card if it shares a card type with the card you
    discarded." (Staff of Trickery; helper w30gear): the card kept from the cost (``wprev_keep_ref``, 403.1) and the
    target compared by card type (300.1, ``card_types``: equipment one type) as the effect resolves (EN 709); if they
    share one, the link's controller chooses to ready or exhaust it (411.1; one it can't be made is not offered, 103.2)."""
    from .wprev_ops import KEPT

    st, p = call.st, call.player
    kept = [u for u in call.link.data.get(KEPT, []) if u in st.table.cards]
    kinds = set().union(*(card_types(st, u) for u in kept)) if kept else set()
    for uid in call.uids:
        if not card_types(st, uid) & kinds:
            return [Event("tap", f"{kw.name(st, uid)} shares no card type with the discarded card", R("300.1"), p)]
        options = [*([Option("ready", f"Ready {kw.name(st, uid)}")] if can_ready(st, uid) else []),
                   *([Option("exhaust", f"Exhaust {kw.name(st, uid)}" + _tax_label(st, uid, p))]
                     if can_exhaust(st, uid) or exhaust_tax.own_taxed(st, uid, p) else [])]
        if not options:
            return []
        continuations.pause_for(call, TOGGLE, {"uid": uid},
                                Pending(p, TOGGLE, f"{kw.name(st, call.link.uid)}: ready or exhaust {kw.name(st, uid)}", options, 1, 1, R("411.1")))
    return []


def _tax_label(st: WowState, uid: int, p: int) -> str:
    return f" (you are asked to pay {exhaust_tax.owed(st, uid)})" if not can_exhaust(st, uid) and exhaust_tax.own_taxed(st, uid, p) else ""


@handles(TOGGLE)
def _toggle_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    uid = w.pop(TOGGLE)["uid"]
    if picks[0] == "exhaust" and uid in st.table.cards and kw.in_play(st, uid) and not can_exhaust(st, uid) and exhaust_tax.own_taxed(st, uid, pending.player):
        return exhaust_tax.ask(st, w, [uid])  # his own taxed card: he pays, or it stays ready (403.1, 103.2)
    events = [effects.set_tapped(st.table, uid, picks[0] == "exhaust", R("411.1"), "exhausted")] if uid in st.table.cards and kw.in_play(st, uid) else []
    return events + continuations.resume_link(st, w)
