"""Printed: "If you would draw a card, you may skip drawing it instead." (the four Spigotgulps, Netherbreath
Spellblade; helper wskip) and its follow-up "When you skip drawing a card this way, …".

A replacement (EN 716: "instead"; the document stops before 716, 415.9e draws one card at a time) of each
single draw of the card's controller, optional: before each card he would draw (the draw step's draw, EN
501.2, or an effect's draw that can stop, ``procedure.draw`` with ``resume``), a pending choice (kind
:data:`KIND`) names him and offers "Draw" or "Skip it" per card of his with the power (each is its own
replacement: he picks which one applies). A skip draws nothing (no draw event, 415.9e) and the chosen card's
triggered power :data:`TRIGGER` waits for the chain (EN 703.1); Netherbreath's "When you first skip … on each
of your turns" (trigger :data:`TRIGGER_FIRST_OWN_TURN`) fires only on its controller's turn, once per turn (the
card's flag :data:`FIRST`). A skipped "draw it" is no "If you draw it" (:data:`IF_DRAWN`, EN 709.3).

The card has the continuous power :data:`OP` (``kw.sources_doing``). The question keeps where the draw goes on
(``st.waiting[KIND]["resume"]``; what else waits is left as it was): after the answer the rest of the draw goes
on (each further card asks again), then the other players of the same draw (``then``), then the paused link
(``continuations.resume_link``); at the draw step nothing more (its priority window follows). Callers:
``procedure.draw`` with ``resume`` (the draw step, the ``draw`` op), :func:`op_draw` / :func:`op_draws` (an
op's last act), :func:`tail_draw` (an answer's or a delayed link's last act; :func:`after` names what follows
instead of a link, e.g. AWESOME's next compliment). Every ``procedure.draw`` of the engine goes through one of
them; not asked: the cards a "draw two instead" (``wstat2_draws``) draws in place of a draw the player chose not
to skip (he was asked before it: he picks which replacement applies, EN 716), and draws made by hand (103.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Option, Pending

from . import continuations, removed_draws, zone_moves
from . import keywords as kw
from .answers import handles
from .powers import printed_powers
from .rules import EN, R
from .state import Link, WowState

OP = "wskip_may_skip_draw"
KIND = "wskip_skip_draw"
TRIGGER = "wskip_skipped_draw"
TRIGGER_FIRST_OWN_TURN = "wskip_first_skip_own_turn"
FIRST = "_wskip_first_skip_turn"
STEP = "draw_step"
AFTER = "wskip_after"
"""A key of a resume: the name of what goes on after the draw (:func:`after`) instead of the paused link."""
_AFTER: dict[str, Callable[[WowState, dict[str, Any]], list[Event]]] = {}
BOTTOM_OP = "xd32_draw_bottom"
"""A continuous power: "If you would draw a card, you may draw it from the bottom of your deck instead." (Arcanist
Renaan; EN 716, asked with the skip, helper x32play)."""
TOLL_OP = "xd32_draw_toll"
"""A continuous power: "Each opponent can't draw cards unless he pays 1 for each card." (Ice Barbs, Ice Barbed Spear;
103.2 / EN 709.3: asked before each card; a player who can't pay draws nothing, ``procedure.draw``; helper x32play)."""
BOTTOM = "bottom:"
NO_TOLL = "no_toll"
IF_DRAWN = "wskip_if_drawn"
"""A key of a resume: the paused link's "If you draw it" (``link.data["done"]``, EN 709.3) is false after a skip."""


def after(name: str) -> Callable[[Callable[[WowState, dict[str, Any]], list[Event]]], Callable[[WowState, dict[str, Any]], list[Event]]]:
    """Register what goes on after a draw whose resume names ``name`` under :data:`AFTER` (it gets the resume)."""

    def register(fn: Callable[[WowState, dict[str, Any]], list[Event]]) -> Callable[[WowState, dict[str, Any]], list[Event]]:
        _AFTER[name] = fn
        return fn

    return register


def skippers(st: WowState, player: int) -> list[int]:
    """The cards in play ``player`` controls whose "you may skip drawing it instead" works now."""
    return [src for src, _ in kw.sources_doing(st, OP) if st.table.peek(src).controller == player]


def bottoms(st: WowState, player: int) -> list[int]:
    """The cards in play ``player`` controls whose "you may draw it from the bottom of your deck instead" works now."""
    return [src for src, _ in kw.sources_doing(st, BOTTOM_OP) if st.table.peek(src).controller == player]


def toll(st: WowState, player: int) -> int:
    """What ``player`` must pay for each card he draws: 1 for each opposing "Each opponent can't draw cards unless he
    pays 1 for each card." (Ice Barbs, Ice Barbed Spear; each its own restriction, 103.2)."""
    return sum(max(e.amount, 1) for src, effs in kw.sources_doing(st, TOLL_OP) if st.table.peek(src).controller != player for e in effs)


def cant_pay_toll(st: WowState, player: int) -> bool:
    """Whether ``player`` can't draw now: a toll he can't pay (103.2: "can't … unless he pays"; 403.1)."""
    from .resource_payers import payers

    n = toll(st, player)
    return n > 0 and len(payers(st, player)) < n


def _pay_toll(st: WowState, player: int) -> list[Event]:
    """Pay the toll of one card (412.2: resources exhausted, face-down ones first)."""
    from .resource_payers import payers

    n = toll(st, player)
    if n <= 0:
        return []
    for u in payers(st, player)[:n]:
        st.table.cards[u].tapped = True
    return [Event("pay", f"P{player + 1} pays {n} to draw a card", EN("709.3"), player)]


def ask(st: WowState, player: int, left: int, rule: Any, resume: dict[str, Any], then: list[list[int]] | None = None) -> bool:
    """Stop before ``player``'s next draw (of ``left``) to ask him, if a card of his may replace it (EN 716: skip it,
    draw it from the bottom) or an opposing card makes him pay for it (103.2 "unless he pays", EN 709.3)."""
    cards, under, n = skippers(st, player), bottoms(st, player), toll(st, player)
    removed = removed_draws.choices(st, player)  # "choose a card you removed and put it into your hand instead" (removed_draws)
    if not cards and not under and not n and not removed:
        return False
    if removed:  # a replacement that must apply unless another is chosen (EN 716): no plain draw offered
        under, n = [], 0
    st.waiting = {**st.waiting, KIND: {"player": player, "left": left, "rule": [rule.section, bool(getattr(rule, "outside", None))],
                                       "then": then or [], "resume": resume}}  # (what else waits stays: kept as it was)
    paying = f" (pay {n})" if n else ""
    st.pending.append(Pending(player, KIND, f"P{player + 1}: you would draw a card" + (f"; you must pay {n} to draw it" if n else "") + ".",
                              [*([] if removed else [Option("draw", f"Draw the card{paying}")]),
                               *[Option(f"{removed_draws.PICK}{u}", f"Put {kw.name(st, u)} from your removed cards into your hand instead") for u in removed],
                               *[Option(f"{BOTTOM}{u}", f"Draw it from the bottom of your deck{paying} ({kw.name(st, u)})") for u in under],
                               *[Option(str(u), f"Skip it ({kw.name(st, u)})") for u in cards],
                               *([Option(NO_TOLL, "Don't pay: draw nothing")] if n else [])],
                              1, 1, EN("716")))
    return True


def _rule(spec: list[Any]) -> Any:
    return EN(spec[0]) if spec[1] else R(spec[0])


def _fire(st: WowState, player: int, uid: int) -> None:
    """"When you skip drawing a card this way, …" of the card whose replacement was used (EN 703.1)."""
    card = st.table.cards[uid]
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind != "triggered":
            continue
        if pw.trigger == TRIGGER_FIRST_OWN_TURN:  # "When you first skip drawing a card this way on each of your turns"
            if st.active != player or card.flags.get(FIRST) == st.turn:
                continue
            card.flags[FIRST] = st.turn
        elif pw.trigger != TRIGGER:
            continue
        st.triggers.append(Link("trigger", player, uid, i, label=f"{kw.name(st, uid)}: {pw.text}", data={}))


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Draw or skip this card (EN 716), then the rest of the draw and what was paused."""
    st.waiting = dict(st.waiting)
    spec = st.waiting.pop(KIND)
    w = dict(spec["resume"])
    p, left, rule = spec["player"], spec["left"], _rule(spec["rule"])
    events: list[Event] = []
    if picks[:1] == ["draw"] or picks[0].startswith(BOTTOM):
        events += _pay_toll(st, p)
        if picks[0].startswith(BOTTOM) and (deck := st.table.zone(p, "deck")):  # "draw it from the bottom of your deck
            zone_moves.quiet(st, deck[-1], "deck", player=p, position=0)  # instead" (EN 716): that card is the one drawn (unseen move)
        events += continuations.draw(st, p, 1, rule, asked=True)
    elif picks[0].startswith(removed_draws.PICK):  # a removed card instead of the draw (EN 716; removed_draws)
        events += removed_draws.take(st, p, int(picks[0][len(removed_draws.PICK):]))
        if w.get(IF_DRAWN) and "link" in w:
            w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": False}}
    elif picks[:1] == [NO_TOLL]:  # "can't draw cards unless he pays": not paid, no draw (103.2, EN 709.3)
        events.append(Event("no_draw", f"P{p + 1} doesn't pay and draws no card", R("103.2"), p))
        if w.get(IF_DRAWN) and "link" in w:
            w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": False}}
    else:
        uid = int(picks[0])
        events.append(Event("no_draw", f"P{p + 1} skips drawing a card ({kw.name(st, uid)})", EN("716"), p, data={"uid": uid}))
        if w.get(IF_DRAWN) and "link" in w:  # "Either draw it or … If you draw it, …": not drawn (EN 709.3)
            w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": False}}
        if uid in st.table.cards and kw.in_play(st, uid):
            _fire(st, p, uid)
    return events + go_on(st, p, left - 1, rule, w, spec["then"])


def go_on(st: WowState, player: int, left: int, rule: Any, resume: dict[str, Any], then: list[list[int]]) -> list[Event]:
    """The rest of a draw after a choice: ``left`` more cards for ``player``, then ``then`` ([player, n] each),
    then the paused link (if any)."""
    queue = [[player, left], *then]
    events: list[Event] = []
    while queue:
        q, n = queue.pop(0)
        if n > 0:
            events += continuations.draw(st, q, n, rule, resume=resume, then=queue)
            if KIND in st.waiting:
                return events  # asked again
    if resume.get(AFTER) in _AFTER:
        return events + _AFTER[resume[AFTER]](st, {k: v for k, v in resume.items() if k != AFTER})
    if "link" in resume:
        return events + continuations.resume_link(st, resume)
    return events


def op_draw(call: Any, player: int, n: int, rule: Any) -> list[Event]:
    """An op's draw as its last act (``OpCall``): it stops for the skip choice and the link goes on after it."""
    return op_draws(call, [[player, n]], rule)


def op_draws(call: Any, queue: list[list[int]], rule: Any) -> list[Event]:
    """An op's draws as its last act, ``queue`` ([player, n] each, in order); each card may stop for the choice."""
    queue = [list(x) for x in queue]
    events: list[Event] = []
    while queue:
        q, n = queue.pop(0)
        if n > 0:
            events += continuations.draw(call.st, q, n, rule, resume=call.resume(), then=queue)
            if KIND in call.st.waiting:
                call.stop = True
                return events
    return events


def tail_draw(st: WowState, queue: list[list[int]], rule: Any, resume: dict[str, Any]) -> list[Event]:
    """Draws of ``queue`` ([player, n] each, in order) in an answer, then the paused link ``resume``."""
    return go_on(st, queue[0][0], queue[0][1], rule, resume, queue[1:]) if queue else go_on(st, 0, 0, rule, resume, [])
