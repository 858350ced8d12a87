"""Resolvers of the Lorcana ops for costs inside an effect ("you may pay 2 {I} to …", "you may
choose and discard a card to …", 7.1.2.2), conditions inside an effect ("If …, …"), "unless
their player pays", and reveals of another player's deck or hand (7.1.10). Registered on import
(engine.lorcana.flow imports this module); the helpers they share live in ``resolve``."""

from __future__ import annotations

from engine.core import Event, Option, choices, effects
from engine.core.effects import Effect, resolves

from .characteristics import condition_holds, matches, name
from .ops import GAME
from .play import pay_ink, ready_ink
from .resolve import _ask, _at, _wait, players_of, resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "conditional")
def conditional(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"If [condition], [effects]": checked as the effect resolves; the effects after it happen
    only if it holds (7.1.2)."""
    me = frame["player"]
    if condition_holds(st, (eff.condition or {}).get("if"), me, frame["source"]):
        return "ok"
    events.append(Event("condition", f"{eff.text}: the condition is not met", R("7.1.2"), me))
    return "fail"


@resolves(GAME, "pay_ink")
def pay_ink_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.1.2.2 "[A] to [B]": [A] is a cost; unable to pay it, [B] does not happen."""
    me = frame["player"]
    if len(ready_ink(st, me)) < eff.amount:
        events.append(Event("cant_pay", f"P{me + 1} can't pay {eff.amount} ink", R("7.1.2.2"), me))
        return "fail"
    pay_ink(st, me, eff.amount, events, rule="7.1.2.2")
    return "ok"


@resolves(GAME, "discard_cost")
def discard_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.1.2.2: "choose and discard a [kind of] card to …" — the player chooses from their hand
    (8.3.4); without such a card the cost can't be paid."""
    me = frame["player"]
    flt = (eff.condition or {}).get("filter", {})
    hand = [u for u in st.table.zone(me, "hand") if matches(st, u, flt, me, None)]
    n = max(1, eff.amount)
    if len(hand) < n:
        events.append(Event("cant_pay", f"P{me + 1} has no card to discard for: {eff.text}", R("7.1.2.2"), me))
        return "fail"
    picks = frame["tmp"].get("answer")
    if picks is None:
        frame["tmp"]["asking"] = "answer"
        return _wait(st, choices.choose_n(me, "discard", f"{eff.text}: discard {n} card(s)", [Option(str(u), name(st, u)) for u in hand],
                                          n=n, rule=R("8.3.4"), context=_at(st)))
    for u in picks:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "ok"


@resolves(GAME, "reveal_from_hand")
def reveal_from_hand(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"You may reveal a song card in your hand to …": a cost (7.1.2.2); the card stays in hand."""
    me = frame["player"]
    flt = (eff.condition or {}).get("filter", {})
    hand = [u for u in st.table.zone(me, "hand") if matches(st, u, flt, me, None)]
    if not hand:
        events.append(Event("cant_pay", f"P{me + 1} has no card to reveal for: {eff.text}", R("7.1.2.2"), me))
        return "fail"
    picks = frame["tmp"].get("answer")
    if picks is None:
        frame["tmp"]["asking"] = "answer"
        return _wait(st, choices.choose_n(me, "reveal", f"{eff.text}: reveal a card", [Option(str(u), name(st, u)) for u in hand],
                                          n=1, rule=R("7.1.10"), context=_at(st)))
    events.append(effects.reveal(st.table, list(picks), R("7.1.10"), me))
    return "ok"


@resolves(GAME, "unless_pay")
def unless_pay(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"… unless their player pays N {I}": the named card's player chooses (7.1.3); if they pay,
    the effect does not happen ("fail"); if they can't or won't, it does ("ok")."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if not uids:
        return "fail"  # the card is gone: nothing to affect
    payer = st.table.cards[uids[0]].controller
    if len(ready_ink(st, payer)) < eff.amount:
        return "ok"
    said = frame["tmp"].get("may")
    if said is None:
        frame["tmp"]["asking"] = "may"
        return _wait(st, choices.yes_no(payer, "may", f"Pay {eff.amount} ink to prevent: {eff.text}?", rule=R("7.1.3"), context=_at(st)))
    if said:
        pay_ink(st, payer, eff.amount, events, rule="7.1.3")
        return "fail"
    return "ok"


@resolves(GAME, "reveal_top")
def reveal_top(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Each named player reveals the top card of their deck (7.1.10); a matching card may go to
    their hand (they choose, 7.1.3 — "they may"), otherwise it goes to the top/bottom of their
    deck. Players act in turn order (1.6.2)."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    cond = eff.condition or {}
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        top = st.table.top(p, "deck", 1)
        if not top:
            frame["sub"] += 1
            continue
        uid = top[0]
        if not frame["tmp"].get("shown"):
            events.append(effects.reveal(st.table, [uid], R("7.1.10"), p))
            frame["tmp"]["shown"] = True
        hit = matches(st, uid, cond.get("take", {}), p, None)
        if hit:
            yes = frame["tmp"].pop("may_each", None)
            if yes is None:
                frame["tmp"]["asking"] = "may_each"
                return _wait(st, choices.yes_no(p, "may", f"You may put {name(st, uid)} into your hand", rule=R("7.1.3"), context=_at(st)))
            if yes:
                events.append(move_card(st, uid, "hand", R("7.1.10")))
        if not hit or not yes:
            if eff.zone == "bottom":
                st.table.move(uid, "deck", player=p, position=None)
            events.append(Event("bottom", f"{name(st, uid)} goes on the {eff.zone or 'top'} of P{p + 1}'s deck", R("7.1.10"), p))
        frame["tmp"]["shown"] = False
        frame["sub"] += 1
    return "ok"


@resolves(GAME, "reveal_hand_discard")
def reveal_hand_discard(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Chosen opponent reveals their hand and discards a [filter] card of their/your choice"
    (7.1.10: everyone sees the hand; 8.3.4: the discard). Without a matching card only the reveal
    happens."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    cond = eff.condition or {}
    me = frame["player"]
    done = False
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        hand = list(st.table.zone(p, "hand"))
        if not frame["tmp"].get("shown"):
            if hand:
                events.append(effects.reveal(st.table, hand, R("7.1.10"), p))
            frame["tmp"]["shown"] = True
        ok = [u for u in hand if matches(st, u, cond.get("filter", {}), p, None)]
        if ok:
            picks = frame["tmp"].pop("discard", None)
            if picks is None:
                frame["tmp"]["asking"] = "discard"
                who = me if cond.get("chooser") == "you" else p
                return _ask(st, frame, who, "discard", f"{eff.text}: choose the card P{p + 1} discards",
                            [Option(str(u), name(st, u)) for u in ok], 1, 1, "8.3.4")
            for u in picks:
                events.append(move_card(st, u, "discard", R("8.3.4")))
                done = True
        frame["tmp"]["shown"] = False
        frame["sub"] += 1
    return "ok" if done else "fail"
