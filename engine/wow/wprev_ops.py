"""Helper wprev's ops: copies of the ability just played, a new target for an ability on the chain, token copies
entering play exhausted (``wprev_token_copy_exhausted``, 402.3, 411.1); the condition ``{"k": "wpv_hero_not_dealt_turn"}``:
the player's hero was not dealt damage this turn (408.2a: a packet that was dealt; ``targets.dealt_this_turn``);
``wprev_keyword_x``: the targets have the keyword ``keyword`` with the amount counted as the effect resolves (``per``,
``plus_ref``: "has Assault X this turn, where X is the DEF of a Shield you control"; EN 709, 714.1), none if it is 0;
the count ``{"k": "wpv_party_cost"}``: the combined printed cost of the allies in the player's party (201.1; Silithus);
``wprev_keep_ref`` / ``wprev_give_kept``: the ally a "choose" pick remembered is kept, then the targeted player gains
control of it (401.3; Mindflip: "You may choose an ally in your party and have target player gain control of it");
``wprev_pick_mode``: "choose one" as a triggered power resolves (:data:`PICK_MODE`); ``wprev_reattach``: the kept
attachment's new controller may reattach it (:data:`REATTACH`, 400.7a).

- ``wprev_copy_played`` (402.1, EN 703): "When you play a non-ongoing ability, copy it / copy that ability." The card
  the trigger heard played (``link.data["event"]``, ``procedure._fire_filtered``) is copied if it is still on the chain
  as a card link; the duplicate's controller may choose new targets for it (402.1c, ``engine.wow.copies``). An
  ability no longer on the chain (countered, resolved) is not copied: "If you do" sees nothing done.
- ``wprev_retarget`` (706, EN 709.3): "You may change the target of an ability card with a single target." The
  targeted link (an ability card on the chain with exactly one target) gets another legal target for that one,
  chosen by this effect's controller, or keeps its own ("may"). The new target is checked as the original's
  controller would choose it (his side, his filters; ``targets.legal_targets``)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.choices import said_yes, yes_no
from engine.core.effects import Modifier, resolves

from . import continuations, copies, player_targets
from . import keywords as kw
from .answers import handles
from .conditions import condition_checker, count_reader
from .ops import GAME, OpCall
from .powers import powers
from .rules import EN, R
from .state import WowState
from .targets import chosen_targets, legal_targets, target_options

RETARGET = "wprev_retarget"
"""Pending kind: the new target for the single-target ability card (``answer``)."""


@resolves(GAME, "wprev_copy_played")
def _copy_played(call: OpCall) -> list[Event]:
    played = call.link.data.get("event")
    on_chain = isinstance(played, int) and any(lk.kind == "card" and lk.uid == played for lk in call.st.chain)
    call.link.data["done"] = on_chain  # "If you do" after it (EN 709.3)
    if not on_chain:
        return [Event("copy", "The ability played is no longer on the chain: nothing to copy", R("402.1"), call.player)]
    return copies.copy_link(call.st, call.player, played)


def single_target_links(st: WowState, but: int | None = None) -> list[int]:
    """The positions on the chain of ability cards with exactly one target (EN 706: "an ability card with a single
    target") other than the card ``but``."""
    out = []
    for at, lk in enumerate(st.chain):
        if lk.kind == "card" and lk.uid != but and kw.ctype(st, lk.uid) == "ability" and player_targets.count(st, lk) == 1 \
                and (_needs(st, lk.uid) or player_targets.targeted(st, lk)):  # a targeted player counts (engine.wow.player_targets)
            out.append(at)
    return out


def _needs(st: WowState, uid: int) -> list:
    return chosen_targets([e for pw in powers(st, uid) if pw.kind == "play" for e in pw.effects])


@resolves(GAME, RETARGET)
def _retarget(call: OpCall) -> list[Event]:
    """The target chosen for this effect is an ability card on the chain (``filter.chain``); offer it a new target."""
    st = call.st
    uid = call.uids[0] if call.uids else None
    at = next((i for i, lk in enumerate(st.chain) if lk.kind == "card" and lk.uid == uid), None)
    if at is None or at not in single_target_links(st, call.link.uid):
        return [Event("fizzle", "No ability card with a single target to change", EN("709.2a"), call.player)]
    link = st.chain[at]
    if not link.targets:  # "target opponent": the only other legal target would be another opponent (401.1: two players)
        return [Event("retarget", f"{link.label} has no other legal target", EN("706"), call.player)]
    need = _needs(st, link.uid)[0]
    current = link.targets[0]
    options = [Option("keep", f"Keep {kw.name(st, current) if current in st.table.cards else 'the target'}")]
    options += target_options(st, need, [u for u in legal_targets(st, link.controller, need, link.uid) if u != current])
    if len(options) == 1:
        return [Event("retarget", f"{link.label} has no other legal target", EN("706"), call.player)]
    st.pending.append(Pending(call.player, RETARGET, f"Choose a new target for {link.label}, or keep it", options, 1, 1, EN("706"),
                              context={"uid": link.uid}))
    return []


@handles(RETARGET)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The new target (EN 706): the link keeps its place on the chain; only its target changes."""
    link = next((lk for lk in st.chain if lk.kind == "card" and lk.uid == pending.context["uid"]), None)
    if link is None or picks[0] == "keep":
        return [Event("retarget", "The target is kept", EN("706"), pending.player)]
    link.targets[0] = int(picks[0])
    return [Event("retarget", f"{link.label} gets a new target: {kw.name(st, int(picks[0]))}", EN("706"), pending.player)]


@resolves(GAME, "wprev_token_copy_exhausted")
def _token_copy_exhausted(call: OpCall) -> list[Event]:
    """402.3, 411.1: "put a token copy of this ally into play exhausted" — a token copy of each target (no target: the
    source card, if it is still in play; last known information is not copied) that enters play exhausted."""
    st = call.st
    events: list[Event] = []
    for uid in call.targets_or_source:
        if uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        made = copies.token_copy(st, call.player, uid)
        for ev in made:
            if ev.kind == "token" and isinstance((ev.data or {}).get("uid"), int):
                st.table.cards[ev.data["uid"]].tapped = True
                ev.text += " exhausted"
        events += made
    return events


@condition_checker("wpv_")
def wpv_check(st: WowState, player: int, source: int, cond: dict, affected: int | None = None) -> bool:
    """``{"k": "wpv_hero_not_dealt_turn"}``: "if your hero was not dealt damage this turn" (Triton Legplates)."""
    from .targets import dealt_this_turn

    if cond["k"] == "wpv_hero_not_dealt_turn":
        return not dealt_this_turn(st, player, st.heroes[player], {"role": "target"})
    raise ValueError(f"unknown condition {cond['k']!r} (engine.wow.wprev_ops)")


@resolves(GAME, "wprev_keyword_x")
def _keyword_x(call: OpCall) -> list[Event]:
    st, events = call.st, []
    if call.amount <= 0:
        return [Event("modify", f"X is 0: no {call.eff.keyword}", EN("709.1"), call.player)]
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, "", call.amount, keyword=call.eff.keyword, duration=call.eff.duration or "this_turn",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} {call.amount} this turn", EN("714.1"), call.player,
                            data={"uid": uid}))
    return events


@count_reader("wpv_")
def wpv_count(st: WowState, player: int, key: dict, source: int | None = None) -> int:
    """``{"k": "wpv_party_cost"}``: "the combined cost of allies in your party" (201.1: printed costs, X as 0, 201.3)."""
    if key["k"] == "wpv_party_cost":
        return sum(int(kw.data(st, u).get("cost") or 0) for u in st.table.zone(player, "allies") if kw.is_ally(st, u))
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wprev_ops)")


EACH_MAY_TOKEN = "wprev_each_may_token"
"""Pending kind and op: "each player may put a … ally token into play" (EN 709.3, 802, 404.2): in turn order from the
link's controller, each player says whether he puts ``condition["token"]`` into play under his control."""


@resolves(GAME, EACH_MAY_TOKEN)
def _each_may_token(call: OpCall) -> list[Event]:
    st = call.st
    order = [(call.player + i) % st.num_players for i in range(st.num_players)]
    continuations.pause_for(call, "wprev_tokens", {"queue": order, "token": (call.eff.condition or {})["token"]})
    return _next_token(st)


def _next_token(st: WowState) -> list[Event]:
    w = st.waiting["wprev_tokens"]
    if w["queue"]:
        name = w["token"].get("name", "ally")
        st.pending.append(yes_no(w["queue"][0], EACH_MAY_TOKEN, f"Put a {name} ally token into play?", rule=EN("709.3")))
        return []
    resume = dict(st.waiting)
    resume.pop("wprev_tokens")
    st.waiting = {}
    return continuations.resume_link(st, resume)


@handles(EACH_MAY_TOKEN)
def _answer_token(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import make_tokens

    w = st.waiting["wprev_tokens"]
    q = w["queue"].pop(0)
    events = make_tokens(st, q, w["token"], 1) if said_yes(picks) else [Event("token", f"P{q + 1} puts no token into play", EN("709.3"), q)]
    return events + _next_token(st)


KEPT = "wprev_kept"
"""Link data key: the cards a "choose" pick remembered (``engine.wow.refs``), kept before a later target replaces them."""


@resolves(GAME, "wprev_keep_ref")
def _keep_ref(call: OpCall) -> list[Event]:
    """Keep the remembered cards (the ally just chosen) for the effect after the next target ("… and have target player
    gain control of it", Mindflip)."""
    call.link.data[KEPT] = [row["uid"] for row in call.link.data.get("ref", [])]
    return []


@resolves(GAME, "wprev_give_kept")
def _give_kept(call: OpCall) -> list[Event]:
    """401.3: the targeted player (his hero names him) gains control of the kept cards; "If you do" after it: whether
    one changed hands."""
    from .control import gain_control

    st, events = call.st, []
    if not call.uids:
        call.link.data["done"] = False
        return []
    q = st.table.peek(call.uids[0]).controller
    for uid in call.link.data.get(KEPT, []):
        if uid in st.table.cards and kw.in_play(st, uid):
            events += gain_control(st, uid, q, source=call.link.uid)
    call.link.data["done"] = any(e.kind == "control" for e in events) or any(
        uid in st.table.cards and st.table.peek(uid).controller == q for uid in call.link.data.get(KEPT, []))
    return events


@resolves(GAME, "wprev_gain_if_shares_type")
def _gain_if_shares_type(call: OpCall) -> list[Event]:
    """401.3, 300.1: "Gain control of target opposing card if it shares a card type with that destroyed card." — the
    card kept (``wprev_keep_ref``: the one destroyed to pay, 403.1) and the target compared by card type (weapons, armor
    and items are equipment, ``card_types``); checked as the effect resolves (EN 709)."""
    from .card_types import card_types
    from .control import gain_control

    st, events = call.st, []
    kept = [u for u in call.link.data.get(KEPT, []) if u in st.table.cards]
    kinds = set().union(*(card_types(st, u) for u in kept)) if kept else set()
    for uid in call.uids:
        if card_types(st, uid) & kinds:
            events += gain_control(st, uid, call.player, source=call.link.uid)
        else:
            events.append(Event("control", f"{kw.name(st, uid)} shares no card type with the destroyed card: no control gained", EN("709.1"),
                                call.player))
    return events


def _cost(st: WowState, uid: int) -> int:
    return int(kw.data(st, uid).get("cost") or 0)


def below_paid(st: WowState, eff, options: list[int], cost: dict) -> list[int]:
    """The target filter ``cost_below_paid`` (EN 706, 201.1): "Destroy an ally in your party with cost X -> Gain control
    of target ally with cost less than X." — only cards whose printed cost is less than the card named to pay the cost
    (``cost["pay"]``, chosen with the action, paid once the targets are chosen, 707)."""
    if eff.target is None or not (eff.target.filter.get("cost_below_paid") or eff.target.filter.get("cost_equal_paid")):
        return options
    pay = [u for u in (cost.get("pay") or []) if isinstance(u, int) and u in st.table.cards]
    if not pay:
        return []
    if eff.target.filter.get("cost_equal_paid"):  # "Discard a Mage with cost X -> Interrupt target card with cost X." (Rhonin; helper w30ally)
        return [u for u in options if _cost(st, u) == _cost(st, pay[0])]
    return [u for u in options if _cost(st, u) < _cost(st, pay[0])]


def paid_has_target(st: WowState, p: int, uid: int, power, pay: list[int]) -> bool:
    """Whether a power whose first target's filter reads the paying card (``cost_below_paid``) has a legal target with
    ``pay`` as the cards that pay (707.1d); any other power: True (its targets are checked as before)."""
    needs = chosen_targets(list(power.effects))
    if not needs or needs[0].target is None or not (needs[0].target.filter.get("cost_below_paid") or needs[0].target.filter.get("cost_equal_paid")):
        return True
    return bool(below_paid(st, needs[0], legal_targets(st, p, needs[0], uid), {"pay": pay}))


@resolves(GAME, "wprev_gain_if_cheaper")
def _gain_if_cheaper(call: OpCall) -> list[Event]:
    """401.3: gain control of each target whose printed cost is still less than the kept (destroyed) card's (EN 709.2a:
    the filter checked again as the effect resolves)."""
    from .control import gain_control

    st, events = call.st, []
    kept = [u for u in call.link.data.get(KEPT, []) if u in st.table.cards]
    x = _cost(st, kept[0]) if kept else 0
    for uid in call.uids:
        if _cost(st, uid) < x:
            events += gain_control(st, uid, call.player, source=call.link.uid)
        else:
            events.append(Event("fizzle", f"{kw.name(st, uid)} no longer costs less than X: no control gained", EN("709.2a"), call.player))
    return events


PICK_MODE = "wprev_pick_mode"
"""Pending kind and op: "choose one: …" in a triggered power (EN 707.1c, as the modes of a card or payment power,
``engine.wow.modes``): the controller picks one of ``condition["modes"]`` (their texts, mode 1, 2 …) as the power
resolves, and the effects after it marked ``condition["mode"]`` run only for that mode."""


@resolves(GAME, PICK_MODE)
def _pick_mode(call: OpCall) -> list[Event]:
    texts = list((call.eff.condition or {}).get("modes") or [])
    continuations.pause_for(call, "wprev_modes", texts,
                            Pending(call.player, PICK_MODE, f"{call.link.label}: choose one",
                                    [Option(str(i + 1), t) for i, t in enumerate(texts)], 1, 1, EN("707.1c")))
    return []


@handles(PICK_MODE)
def _answer_mode(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    resume = dict(st.waiting)
    texts = resume.pop("wprev_modes")
    st.waiting = {}
    resume["link"] = {**resume["link"], "data": {**(resume["link"].get("data") or {}), "mode": int(picks[0])}}
    return [Event("mode", f"P{pending.player + 1} chose: {texts[int(picks[0]) - 1]}", EN("707.1c"), pending.player),
            *continuations.resume_link(st, resume)]


REATTACH = "wprev_reattach"
"""Pending kind and op: "If it's attached, that player may reattach it." (400.7a; Magistrix Valthin): the kept card's
controller (the player who just gained it) may move it to another card matching its attach specification, read from
his side (400.7b), or leave it where it is."""


@resolves(GAME, REATTACH)
def _reattach(call: OpCall) -> list[Event]:
    from .attach import new_hosts

    st = call.st
    kept = [u for u in call.link.data.get(KEPT, []) if u in st.table.cards and kw.in_play(st, u)]
    uid = kept[0] if kept else None
    if uid is None or not isinstance(st.table.cards[uid].attached_to, int) or st.table.cards[uid].attached_to < 0:
        return []
    hosts = new_hosts(st, uid)
    if not hosts:
        return [Event("attach", f"{kw.name(st, uid)} has no other card to move to and stays", R("400.7a"), call.player)]
    q = st.table.peek(uid).controller
    continuations.pause_for(call, "wprev_reattach", uid,
                            Pending(q, REATTACH, f"Reattach {kw.name(st, uid)}? (you may leave it where it is)",
                                    [Option("keep", "Leave it where it is"), *(Option(str(h), kw.name(st, h)) for h in hosts)], 1, 1, R("400.7a")))
    return []


@handles(REATTACH)
def _answer_reattach(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    resume = dict(st.waiting)
    uid = resume.pop("wprev_reattach")
    st.waiting = {}
    events: list[Event] = []
    if picks[0] != "keep":
        host = int(picks[0])
        st.table.cards[uid].attached_to = host
        events.append(Event("attach", f"{kw.name(st, uid)} moves to {kw.name(st, host)}", R("400.7a"), pending.player,
                            data={"uid": uid, "host": host}))
    return events + continuations.resume_link(st, resume)
