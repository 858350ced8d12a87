"""Resolvers of the Lorcana ops for costs inside an effect ("you may pay 2 {I} to …", "you may
choose and discard a card to …", 7.1.2.2), conditions inside an effect ("If …, …"), "unless
their player pays", and reveals of another player's deck or hand (7.1.10). Registered on import
(engine.lorcana.flow imports this module); the helpers they share live in ``resolve``."""

from __future__ import annotations

from engine.core import Event, Option, choices, effects
from engine.core.effects import Effect, resolves

from .characteristics import condition_holds, ctype, has, matches, name, names_match
from .discard_prevention import keeps_hand
from .ink_drops import paid_for_play
from .ops import GAME
from .play import ink_available, pay_ink, play_cost, put_played_card, reduction
from .prohibitions import prohibited
from .resolve import _ask, _at, _wait, ask_choose, ask_may, players_of, resolve_targets
from .rules import R
from .state import LorcanaState
from .triggers import emit
from .zones import draw, move_card


@resolves(GAME, "conditional")
def conditional(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"If [condition], [effects]": checked as the effect resolves; the effects after it happen
    only if it holds (7.1.2)."""
    me = frame["player"]
    it_is = (eff.condition or {}).get("it_is")  # "if a Villain character is chosen" / "if that card is a Princess card" (7.1.9)
    chosen_ok = it_is is None or any(u in st.table.cards and matches(st, u, it_is, me, frame["source"]) for u in frame.get("it") or [])
    trig = (eff.condition or {}).get("trigger_is")  # "when you play a Floodborn character on this card": the card the trigger names
    if trig is not None:
        u = frame["trigger"].get(trig["role"])
        chosen_ok = chosen_ok and u in st.table.cards and matches(st, u, trig["filter"], me, frame["source"])
    if chosen_ok and condition_holds(st, (eff.condition or {}).get("if"), me, frame["source"]):
        return "ok"
    events.append(Event("condition", f"{eff.text}: the condition is not met", R("7.1.2"), me))
    return "fail"


@resolves(GAME, "pay_ink")
def pay_ink_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.1.2.2 "[A] to [B]": [A] is a cost; unable to pay it, [B] does not happen."""
    me = frame["player"]
    if ink_available(st, me) < eff.amount:
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
    if "answer" not in frame["tmp"] and keeps_hand(st, me, eff, events):
        return "fail"  # "[A]. If you do, [B]" (condition effect): [A] replaced (7.7.5), so no [B]; a cost is paid (7.1.2.2)
    picks = frame["tmp"].get("answer")
    if picks is None:
        return ask_choose(st, frame, me, f"{eff.text}: discard {n} card(s)", [Option(str(u), name(st, u)) for u in hand], n=n, rule=R("8.3.4"), kind="discard")
    for u in picks:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "ok"


def same_name(st: LorcanaState, a: int, b: int) -> bool:
    """Do cards ``a`` and ``b`` share a name (6.2.4; 6.2.4.1: either name of an "A & B" card)?"""
    name_a = str(st.cards[st.table.cards[a].card_id].get("name", ""))
    return any(names_match(name_a, part) for part in str(st.cards[st.table.cards[b].card_id].get("name", "")).split("&"))


@resolves(GAME, "reveal_from_hand")
def reveal_from_hand(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"You may reveal a song card in your hand to …": a cost (7.1.2.2); the card stays in hand."""
    me = frame["player"]
    flt = (eff.condition or {}).get("filter", {})
    hand = [u for u in st.table.zone(me, "hand") if matches(st, u, flt, me, None)]
    if flt.get("same_name_as_it"):  # "reveal a character card … if they have the same name" (7.1.9): only such a card counts
        hand = [u for u in hand if any(same_name(st, u, i) for i in frame.get("it") or [])]
    if not hand:
        events.append(Event("cant_pay", f"P{me + 1} has no card to reveal for: {eff.text}", R("7.1.2.2"), me))
        return "fail"
    picks = frame["tmp"].get("answer")
    if picks is None:
        return ask_choose(st, frame, me, f"{eff.text}: reveal a card", [Option(str(u), name(st, u)) for u in hand], n=1, rule=R("7.1.10"), kind="reveal")
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
    if ink_available(st, payer) < eff.amount:
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
            yes = True if cond.get("must") else ask_may(st, frame, p, f"You may put {name(st, uid)} into your hand")  # "put it into your hand" (no "may")
            if yes is None:
                return "wait"
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
        ok = [] if cond.get("reveal_only") else [u for u in hand if matches(st, u, cond.get("filter", {}), p, None)]
        if ok and keeps_hand(st, p, eff, events):  # the reveal happened; the discard is replaced (7.7.5)
            ok = []
        if ok:  # "reveal_only": "chosen player reveals their hand" and nothing more
            picks = list(ok) if cond.get("all") else frame["tmp"].pop("discard", None)  # "discards each … card revealed this way"
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


@resolves(GAME, "choose")
def choose(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """A step that only chooses (1.2.4): "gain lore equal to the damage on chosen opposing
    character" — the chosen card is "it" for the following steps (7.1.9)."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    frame["it"] = uids
    return "ok" if uids else "fail"


@resolves(GAME, "prevent_next_damage")
def prevent_next_damage(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.7.1: "the next time they would be dealt damage they take no damage instead" — a
    replacement effect waiting in ``state.floating`` (engine.lorcana.replacement applies it once,
    7.7.5); "until the start of your next turn" it ends in its player's Ready step (4.2.1.3)."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    me = frame["player"]
    for u in uids:
        entry = {"kind": "prevent_next_damage", "uid": u, "player": me}
        if eff.duration == "this_turn":
            entry["turn"] = st.turn
        else:
            entry["until"] = "your_next_turn"
        st.floating.append(entry)
        events.append(Event("shield", f"The next time {name(st, u)} would be dealt damage, it takes none instead", R("7.7.1"), me))
    return "ok" if uids else "fail"


@resolves(GAME, "move_to_location")
def move_to_location(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Move one of your other characters to that location for free" (4.3.7.4 without the move
    cost, 4.3.4.10); "that location" is the trigger's. A character already there can't move to it
    (4.3.7.3)."""
    loc = frame["trigger"].get("subject" if (eff.condition or {}).get("location") == "played" else "location")  # "that location": the one played
    if (eff.condition or {}).get("location") == "it":  # "play a location … move them to that location" (7.1.9: the card the step before named)
        loc = (frame.get("it") or [None])[0]
    if loc not in st.table.cards or st.table.cards[loc].zone != "play" or ctype(st, loc) != "location":
        events.append(Event("nothing", f"{eff.text}: that location is no longer in play", R("1.2.3"), frame["player"]))
        return "fail"
    target = eff.target
    if target is not None and target.kind == "chosen":
        frame["tmp"].setdefault("exclude", [u for u in st.table.zone(st.table.cards[loc].controller, "play")
                                            if st.table.cards[u].flags.get("at") == loc])
    uids = resolve_targets(st, frame, eff, target)
    if uids is None:
        return "wait"
    uids = [u for u in uids if st.table.cards[u].flags.get("at") != loc and st.table.cards[u].controller == st.table.cards[loc].controller
            and not has(st, u, "cant_move")]  # 1.2.2: "can't move to locations"
    for u in uids:
        came = st.table.cards[u].flags.get("at")  # "… from a location" (came_from)
        st.table.cards[u].flags["at"] = loc
        events.append(Event("move_location", f"{name(st, u)} moves to {name(st, loc)} for free", R("4.3.7.4"), frame["player"],
                            data={"uid": u, "location": loc}))
        emit(st, "moves_self", u, location=loc, came_from=came)
    frame["it"] = uids
    return "ok" if uids else "fail"


@resolves(GAME, "draw_until")
def draw_until(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Draw until you have N cards in your hand": the difference, drawn (4.2.3.1); nothing when
    the hand already has N or more."""
    got = 0
    if (eff.condition or {}).get("match"):  # "… until you have the same number" as the chosen player
        them = players_of(st, frame, eff.target)
        if them is None:
            return "wait"
        me = frame["player"]
        missing = max((len(st.table.zone(p, "hand")) for p in them), default=0) - len(st.table.zone(me, "hand"))
        return "ok" if missing > 0 and draw(st, me, missing, R("4.2.3.1"), events) else "fail"
    for p in players_of(st, frame, eff.target):
        missing = eff.amount - len(st.table.zone(p, "hand"))
        if missing > 0:
            got += draw(st, p, missing, R("4.2.3.1"), events)
    return "ok" if got else "fail"


@resolves(GAME, "play_self")
def play_self(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"You may play her and she enters play exerted" (from the discard): a play (4.3.4) — her
    cost is paid (4.3.4.6, decreases apply, 4.3.4.5); unable to pay, nothing happens (1.2.3). She
    enters play exerted (7.7.4). Only this very card, still in its owner's discard (7.1.9.1);
    ``condition`` "card": "trigger": the card the trigger is about ("you may play that character
    from your discard")."""
    me, uid = frame["player"], frame["source"]
    if (eff.condition or {}).get("card") == "trigger":
        uid = frame["trigger"].get("subject")
    card = st.table.cards.get(uid)
    if card is None or card.zone != "discard" or card.owner != me:
        events.append(Event("lost_track", f"{eff.text}: the card is no longer in the discard", R("7.1.9.1"), me))
        return "fail"
    if prohibited(st, me, "play", st.cards[card.card_id]):
        events.append(Event("nothing", f"{eff.text}: can't be played", R("1.2.2"), me))
        return "fail"
    free = bool((eff.condition or {}).get("free"))  # "to play this character for free" (4.3.4.10: no ink cost)
    cost = 0 if free else play_cost(st, me, uid, "ink")
    if ink_available(st, me) < cost:
        events.append(Event("cant_pay", f"P{me + 1} can't pay {cost} ink to play {name(st, uid)}", R("4.3.4.6"), me))
        return "fail"
    events.append(Event("reveal", f"P{me + 1} plays {name(st, uid)} from the discard", R("4.3.4.3"), me, data={"uid": uid, "card_id": card.card_id}))
    red, used = reduction(st, me, uid)
    if used is not None and red and not free:
        st.floating.remove(used)
    paid_for_play(st, me, uid, pay_ink(st, me, cost, events))
    put_played_card(st, uid, me, events, frame_after=frame, exerted=bool((eff.condition or {}).get("exerted")))
    frame["it"] = [uid]
    return "ok"
