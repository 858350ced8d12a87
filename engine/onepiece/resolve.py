"""Activating and resolving effects (chapter 8): triggering, costs, conditions, stepping through
the abilities being resolved, the shared ops, and the card procedures effects share (play
3-7/3-8, K.O. 10-2-1). ONE PIECE's own ops (engine.onepiece.ops) are carried out by the resolvers
registered for them (``op_resolvers``, ``special``); the stack and the choices asked while
resolving live in ``stack``, which those modules share.

There is no chain and no priority in this game (no stack in the document): abilities resolve
one after another in the order they were triggered; the turn player's first (8-1-3-2). Within
one ability the effects resolve in text order (1-3-8). Choices are made at resolution, at the
instruction that asks for them (8-4-4); "up to" allows 0 (1-3-5-1, 4-8-1).
"""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, RulesError, choices, effects
from engine.core.effects import Effect, game_ops, resolves
from engine.core.manual import manual_pending

from . import board, counting, ko_history, op_resolvers, replacement, rest_replacement, rule_changes, special  # noqa: F401 - they attach the resolvers of ONE PIECE's own ops
from .board import compiled, data, name
from .cards.model import Ability
from .cards.readers import CANNOT_REST, IF_YOU_DO, IF_YOU_DONT, REVEALED
from .cards.templates_timings import OWN_CHARACTER_KO, RESTED_BY_OPPONENT_EFFECT
from .cost_trashed import mark_cost_trashed
from .costs_more import MORE_COST_KINDS
from .costs_more import pay as pay_more
from .costs_starters import STARTER_COST_KINDS
from .costs_starters import pay as pay_starter
from .don_guard import don_activation_forbidden
from .draw_guard import effect_draw_forbidden
from .hand_trash_watch import trashed as watch_hand_trash
from .ko_guard import ko_blocked
from .may_nothing import why_nothing
from .only_answer import forced_cost
from .opp_play_watch import opponent_played
from .ops import FOR_EACH, UP_TO, per_counted
from .payable import can_pay, don_hosts, hand_matching, own_matching, rest_own_options
from .play_guard import effect_play_forbidden
from .play_watch import played as watch_played
from .removal_watch import by_rule as watch_removed_by_rule
from .removal_watch import removed as watch_removed
from .removal_watch import snapshot as field_snapshot
from .rest_guard import rest_forbidden
from .rules import GAME, R
from .stack import (
    ability_of,
    advance,
    candidates,
    choose_targets,
    life_card_choice,
    life_end,
    may,
    new_choice,
    order_bottom,
    playable_by_effect,
    push,
    take_life,
    target_prompt,
    took_only,
)
from .state import CHARACTER_LIMIT, FIELD, Frame, OPState

# --- triggering --------------------------------------------------------------------------------


def used_once(st: OPState, uid: int, index: int) -> bool:
    """10-2-13: [Once Per Turn] — once per turn per card (a card that changed zones is new)."""
    return index in st.table.peek(uid).flags.get("_opt", [])  # reading only


def mark_once(st: OPState, uid: int, index: int) -> None:
    st.table.cards[uid].flags.setdefault("_opt", []).append(index)


def trigger(st: OPState, timing: str, uids: list[int], events: list[Event], *, check_live: bool = True,
            only: set[tuple[int, int]] | None = None) -> None:
    """Auto effects (8-1-3-1) of ``uids`` with ``timing``: the turn player's first (8-1-3-2); a
    player with several chooses their order (an ``order`` choice). Conditions ([DON!! xN], turn)
    are checked now (8-4-1-1). ``only``: the (card, ability) pairs whose event fits (see ko)."""
    # Only the cards with such abilities, the turn player's first (a stable sort: the same order
    # as sorting them all and skipping the others).
    with_timing = []  # (a loop: no comprehension made per call)
    for uid in uids:
        found = compiled(st, uid).of(timing)
        if found:
            with_timing.append((uid, found))
    if not with_timing:
        return
    ordered = sorted(with_timing, key=lambda pair: st.table.peek(pair[0]).controller != st.active)  # reading only
    groups: dict[int, list[int]] = {}
    for uid, found in ordered:
        for index, ab in found:
            if only is not None and (uid, index) not in only:
                continue
            if check_live and not board.ability_live(st, uid, ab):
                continue
            if timing == "on_play" and board.on_play_negated(st, st.table.cards[uid].controller):
                events.append(Event("negate", f"{name(st, uid)}: its [On Play] effect is negated", R("8-2-1-1"), st.table.cards[uid].controller))
                continue
            if ab.once_per_turn and used_once(st, uid, index):
                continue
            controller = st.table.cards[uid].controller
            push(st, uid, index, controller)
            groups.setdefault(controller, []).append(len(st.stack) - 1)
            events.append(Event("trigger", f"{name(st, uid)}: [{_label(timing)}] triggers", R("8-1-3-1"), controller))
    for player, positions in groups.items():
        if len(positions) > 1:
            st.pending.append(order_pending(st, player, positions[0], positions[-1] + 1))


def order_pending(st: OPState, player: int, start: int, end: int) -> Pending:
    """8-1-3-2: the player picks which of their simultaneous auto effects resolves next (the
    options are positions on the stack; several picks resolve in the order picked)."""
    return choices.order_cards(player, "order", "Several of your effects trigger: which resolves first?", range(start, end),
                               lambda i: f"{name(st, st.stack[i].src)}: {ability_of(st, st.stack[i]).text[:70]}",
                               rule=R("8-1-3-2"), context={"start": start, "end": end})


def answer_order(st: OPState, pending: Pending, picks: list[int]) -> None:
    start, end = pending.context["start"], pending.context["end"]
    if not all(start <= pick < end for pick in picks) or end > len(st.stack):
        return
    pending.context.setdefault("uids", list(range(start, end)))  # a question stored before it carried them
    step = choices.answer_order(pending, [str(pick) for pick in picks])
    st.stack[start:end] = [st.stack[i] for i in step.placed] + [st.stack[i] for i in step.left]
    if not step.done:
        st.pending.insert(0, order_pending(st, pending.player, start + len(step.placed), end))


def _label(timing: str) -> str:
    return timing.replace("_", " ").title()


# --- costs (8-3-1) -----------------------------------------------------------------------------


_OWN_COST = {"reveal_hand": "Reveal {n} card(s) from your hand", "bounce_own": "Return {n} of your Characters to your hand",
             "trash_own": "Trash {n} of your Characters", "ko_own": "K.O. {n} of your Characters",
             "bottom_own": "Place {n} of your cards (that fit) at the bottom of the owner's deck"}


def pay_cost(st: OPState, frame: Frame, cost: dict, events: list[Event], picks: list[int] | None = None) -> bool:
    """Pay one cost; returns False when a choice is needed first (a pending is pushed). A card
    trashed from a hand this way triggers "when a card is trashed from your hand by an effect"."""
    hands, field = _hands(st), field_snapshot(st)
    paid = _pay_cost(st, frame, cost, events, picks)
    hand_trashed(st, hands, events)
    watch_hand_trash(st, hands, frame, events, trigger)  # "… trashed from your hand by your {X} type card's effect"
    watch_removed(st, field, frame.controller, events, trigger)  # "when a Character is removed … by your effect"
    return paid


def _pay_cost(st: OPState, frame: Frame, cost: dict, events: list[Event], picks: list[int] | None = None) -> bool:
    t, p, n = st.table, frame.controller, cost.get("n", 1)
    rule = R("8-3-1")
    if cost["kind"] == "rest_don":
        for uid in board.active_don(st, p)[:n]:
            t.cards[uid].tapped = True
        events.append(Event("cost", f"P{p + 1} rests {n} DON!!", R("8-3-1-5"), p))
    elif cost["kind"] == "don_minus":
        if not return_don(st, p, n, None, events):
            return False
        don_returned(st, p, n, events)
    elif cost["kind"] == "don_minus_any":
        # "return 1 or more DON!! cards from your field to your DON!! deck": the player chooses how
        # many (1 to all, 1-3-5), then which (8-3-1-6); the number is kept for the DON!! triggers
        if picks is None and frame.amount < 0:
            most = board.don_on_field(st, p)
            if most > n:
                opts = [Option(str(k), f"Return {k} DON!!") for k in range(n, most + 1)]
                st.pending.insert(0, Pending(p, "cost", f"{name(st, frame.src)}: return how many DON!! cards (cost)?", opts,
                                             rule=R("8-3-1-6")))
                return False
            took_only(st, p, "cost", [str(n)], f"{name(st, frame.src)}: return {n} DON!! (cost)", "the text needs at least "
                      f"{n} and you have {most}", R("8-3-1-6"), events)
            picks = [n]
        if frame.amount < 0:
            frame.amount = picks[0] if picks else n
        if not return_don(st, p, frame.amount, None, events):
            return False
        don_returned(st, p, frame.amount, events)
        frame.amount = -1
    elif cost["kind"] == "return_active_don":
        # "return N of your active DON!! cards to your DON!! deck": active DON!! of the cost area are alike
        for uid in board.active_don(st, p)[:n]:
            board.return_one_don(st, uid)
        events.append(Event("cost", f"P{p + 1} returns {n} active DON!! to the DON!! deck", R("8-3-1"), p))
        don_returned(st, p, n, events)
    elif cost["kind"] == "rest_self":
        t.cards[frame.src].tapped = True
        events.append(Event("cost", f"{name(st, frame.src)} is rested", rule, p))
        became_rested(st, frame.src, events)
    elif cost["kind"] == "trash_self":
        events.append(board.move_card(st, frame.src, "trash", rule, position=0))
    elif cost["kind"] == "leader_minus_power":
        lead = board.leader(st, p)
        if lead is not None:
            st.modifiers.append(Modifier(lead, "power", -n, duration="this_turn", player=p, turn=st.turn, source=frame.src))
            events.append(Event("cost", f"{name(st, lead)} gets −{n} power during this turn", rule, p))
    elif cost["kind"] == "self_minus_power":
        st.modifiers.append(Modifier(frame.src, "power", -n, duration="this_turn", player=p, turn=st.turn, source=frame.src))
        events.append(Event("cost", f"{name(st, frame.src)} gets −{n} power during this turn", rule, p))
    elif cost["kind"] == "rest_leader":
        lead = board.leader(st, p)
        if lead is not None:
            t.cards[lead].tapped = True
            events.append(Event("cost", f"{name(st, lead)} is rested", rule, p))
    elif cost["kind"] == "bounce_self":
        events.append(board.move_card(st, frame.src, "hand", rule))
    elif cost["kind"] == "trash_hand":
        options = hand_matching(st, p, cost.get("filter"), frame.src)
        if picks is None:
            picks = forced_cost(st, p, options, n, f"{name(st, frame.src)}: trash from your hand (cost)", R("10-2-14-1"), events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", f"Trash {n} card(s) from your hand (cost)", options, n, n, R("10-2-14-1")))
            return False
        for uid in picks:
            events.append(effects.reveal(t, [uid], R("10-2-14-1"), p))
            events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
            mark_cost_trashed(st, uid, frame.src)  # "the same card name as the trashed card" (ops_named_trashed)
    elif cost["kind"] == "life_face_up":
        # 3-10-2-1: turned face up, the cards stay in the life area as public cards
        top = t.zone(p, "life")[:n]
        for uid in top:
            t.cards[uid].flags["face_up"] = True
        events.append(Event("face_up", f"P{p + 1} turns {', '.join(name(st, u) for u in top)} face up in their Life area",
                            R("3-10-2-1"), p, data={"uids": top, "card_ids": [t.cards[u].card_id for u in top]}))
    elif cost["kind"] == "life_face_down":
        # 3-10-2: turned face down, the face-up cards are again cards of a hidden zone (3-10-2-1 no longer applies)
        top = t.zone(p, "life")[:n]
        for uid in top:
            t.cards[uid].flags.pop("face_up", None)
        events.append(Event("face_down", f"P{p + 1} turns {', '.join(name(st, u) for u in top)} face down in their Life area",
                            R("3-10-2"), p, data={"uids": top}))
    elif cost["kind"] in ("reveal_hand", "bounce_own", "trash_own", "ko_own", "bottom_own"):
        # 8-3-1: the player chooses which of their cards pay it
        options = own_matching(st, p, cost, frame.src)
        if picks is None:
            picks = forced_cost(st, p, options, n, f"{name(st, frame.src)}: {_OWN_COST[cost['kind']].format(n=n)} (cost)", R("8-3-1"),
                                events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", _OWN_COST[cost["kind"]].format(n=n) + " (cost)", options, n, n, R("8-3-1")))
            return False
        for uid in picks:
            if cost["kind"] == "reveal_hand":
                events.append(effects.reveal(t, [uid], R("8-3-1"), p))
            elif cost["kind"] == "ko_own":
                ko(st, uid, events, by=p)  # 10-2-1: a K.O. by its own player's effect
            elif cost["kind"] == "bottom_own":
                events.append(board.move_card(st, uid, "deck", R("8-3-1")))  # the bottom of its owner's deck
            else:  # to the hand, or trashed (not a K.O., 10-2-1-3)
                events.append(board.move_card(st, uid, "hand" if cost["kind"] == "bounce_own" else "trash", R("8-3-1"),
                                              position=0 if cost["kind"] == "trash_own" else None))
    elif cost["kind"] == "trash_own_or_hand":
        # "trash 1 of your {X} type Characters or 1 card from your hand": the player chooses which (8-3-1)
        options = own_matching(st, p, cost, frame.src) + hand_matching(st, p, cost.get("hand_filter"), frame.src)
        if picks is None:
            picks = forced_cost(st, p, options, n, f"{name(st, frame.src)}: trash (cost)", R("8-3-1"), events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", f"Trash {n} of your Characters (that fit) or {n} card(s) from your hand (cost)",
                                          options, n, n, R("8-3-1")))
            return False
        for uid in picks:
            events.append(board.move_card(st, uid, "trash", R("8-3-1"), position=0))
    elif cost["kind"] == "give_active_don":
        # 6-5-5 as a cost: the player chooses the Leader or Character that gets the active DON!!
        hosts = don_hosts(st, p, cost, frame.src)
        if picks is None:
            picks = forced_cost(st, p, hosts, 1, f"{name(st, frame.src)}: give {n} active DON!! to (cost)", R("6-5-5"), events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", f"Give {n} active DON!! to 1 of your Leader or Character cards (cost)",
                                          hosts, 1, 1, R("6-5-5")))
            return False
        for don in board.active_don(st, p)[:n]:
            board.give_don(st, don, picks[0])
        events.append(Event("cost", f"P{p + 1} gives {n} active DON!! to {name(st, picks[0])}", R("6-5-5"), p))
    elif cost["kind"] == "rest_own":
        # "rest N of your cards / Characters": the player chooses which active cards (8-3-1)
        options = rest_own_options(st, p, cost, frame.src)
        if picks is None:
            picks = forced_cost(st, p, options, n, f"{name(st, frame.src)}: rest (cost)", R("8-3-1"), events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", f"Rest {n} of your {'Characters' if cost.get('filter') else 'cards'} (cost)",
                                          options, n, n, R("8-3-1")))
            return False
        for uid in picks:
            t.cards[uid].tapped = True
            events.append(Event("cost", f"{name(st, uid)} is rested", rule, p, data={"uid": uid}))
            became_rested(st, uid, events)
    elif cost["kind"] in MORE_COST_KINDS:
        return pay_more(st, frame, cost, events, picks, ko)
    elif cost["kind"] in STARTER_COST_KINDS:
        return pay_starter(st, frame, cost, events, picks, became_rested)
    elif cost["kind"] == "bottom_self":
        events.append(board.move_card(st, frame.src, "deck", rule))
    elif cost["kind"] in ("life_trash", "life_to_hand"):
        end = life_end(st, p, bool(cost.get("either")), picks, "cost", events)
        if end is None:
            return False
        take_life(st, p, n, end, "trash" if cost["kind"] == "life_trash" else "hand", rule, events)
    elif cost["kind"] == "mill":
        for uid in t.top(p, "deck", n):
            events.append(board.move_card(st, uid, "trash", rule, position=0))
    elif cost["kind"] == "trash_to_deck":
        # The player chooses which cards of their trash (a cost choice), then orders them when
        # the text says "in any order" (see order_bottom).
        options = own_matching(st, p, cost, frame.src)
        if picks is None:
            if len(options) > n:
                st.pending.insert(0, new_choice(st, p, "cost", f"Place {n} card(s) from your trash at the bottom of your deck (cost)",
                                              options, n, n, R("8-3-1")))
                return False
            picks = options[:n]
            took_only(st, p, "cost", [str(u) for u in picks], f"{name(st, frame.src)}: place {', '.join(name(st, u) for u in picks)} "
                      "from your trash at the bottom of your deck (cost)", f"the cost needs {n} and there are {len(options)}", R("8-3-1"), events)
        return order_bottom(st, p, picks, events, "cost")
    return True


# --- choices the rules give the player (DON!! −N, top or bottom of life, deck order) ------------


def return_don(st: OPState, p: int, left: int, pick: str | None, events: list[Event]) -> bool:
    """8-3-1-6 / 10-2-10-1: DON!! −N — the player chooses N DON!! among their cost area (active
    or rested) and the DON!! given to their leader and characters, and returns them to the DON!!
    deck, one at a time (a ``don_return`` choice). Only when every DON!! left to choose from is
    interchangeable (one group) is the choice made automatically. Returns False while waiting."""
    while left > 0:
        groups = board.don_groups(st, p)
        if not groups:
            break
        if pick is None and len(groups) > 1:
            opts = [Option(gid, f"Return {label} ({len(uids)})") for gid, label, uids in groups]
            st.pending.insert(0, Pending(p, "don_return", f"DON!! −{left}: choose a DON!! to return to your DON!! deck",
                                         opts, rule=R("8-3-1-6"), context={"left": left}))
            return False
        chosen = next((g for g in groups if g[0] == pick), groups[0])
        if pick is None:
            took_only(st, p, "don_return", [chosen[0]], f"DON!! −{left}: return {chosen[1]}",
                      "every DON!! left to return is alike", R("8-3-1-6"), events)
        board.return_one_don(st, chosen[2][0])
        events.append(Event("cost", f"P{p + 1} returns {chosen[1].replace('a ', '1 ', 1)} to the DON!! deck", R("8-3-1-6"), p))
        pick = None
        left -= 1
    return True


def answer_don_return(st: OPState, pending: Pending, pick: str, events: list[Event]) -> None:
    frame = st.stack[0]
    if return_don(st, pending.player, pending.context["left"], pick, events):
        n = frame.amount if frame.amount > 0 else ability_of(st, frame).costs[frame.cost_step].get("n", 1)
        frame.amount = -1  # the number of "1 or more" was for this cost only
        don_returned(st, pending.player, n, events)
        frame.cost_step += 1


def became_rested(st: OPState, uid: int, events: list[Event]) -> None:
    """"When this Character becomes rested" (8-1-3-2-1): an active character was just rested (to
    attack, to block, as a cost or by an effect)."""
    if st.table.cards[uid].zone == "characters":
        trigger(st, "becomes_rested", [uid], events)


def don_returned(st: OPState, p: int, n: int, events: list[Event]) -> None:
    """"When a DON!! card on your field is returned to your DON!! deck" (and "2 or more"): auto
    effects of the player's cards after a DON!! −N (8-3-1-6) is paid (8-1-3-1)."""
    trigger(st, "don_returned", board.in_play(st, p), events)
    if n >= 2:
        trigger(st, "don_returned_2", board.in_play(st, p), events)


def draw_up_to(st: OPState, p: int, left: int, events: list[Event]) -> bool:
    """4-5-4: "draw up to N" — the player may stop (4-5-4-1) or draw 1 (4-5-4-2), until N draws
    (4-5-4-3): a ``draw_more`` choice before each draw. False while waiting."""
    if left <= 0 or not st.table.zone(p, "deck"):
        return True
    st.pending.insert(0, choices.yes_no(p, "draw_more", f"Draw a card? (up to {left} more)", rule=R("4-5-4"),
                                        context={"left": left}, yes="Draw 1 card", no="Stop drawing"))
    return False


def answer_draw_more(st: OPState, pending: Pending, picks: list[str], events: list[Event]) -> None:
    frame = st.stack[0]
    p = pending.player
    if choices.said_yes(picks):
        events.extend(effects.draw(st.table, p, 1, R("4-5-4-2"))[1])
        if not draw_up_to(st, p, pending.context["left"] - 1, events):
            return
    advance(frame)


def answer_life_end(st: OPState, pending: Pending, pick: str, events: list[Event]) -> None:
    frame = st.stack[0]
    ab = ability_of(st, frame)
    if pending.context["stage"] == "face_up":
        frame.end = pick  # run_effect goes on with the chosen end
        return
    if pending.context["stage"] == "cost":
        pay_cost(st, frame, ab.costs[frame.cost_step], events, [pick])
        frame.cost_step += 1
        return
    eff = ab.effects[frame.pc]
    take_life(st, frame.controller, frame.amount if frame.amount >= 0 else eff.amount, pick, "hand", R("8-4-1-5"), events)
    advance(frame)


def answer_amount(st: OPState, pending: Pending, n: int, events: list[Event]) -> None:
    """The number chosen for "up to N" (1-3-5-1): the effect goes on with it."""
    frame = st.stack[0]
    frame.amount = n
    if run_effect(st, frame, ability_of(st, frame).effects[frame.pc], None, events):
        advance(frame)


# --- resolving the stack -----------------------------------------------------------------------


def step(st: OPState, events: list[Event]) -> None:
    """Advance the first ability on the stack by one step (8-4-1)."""
    frame = st.stack[0]
    ab = ability_of(st, frame)
    if ab.manual:
        st.stack.pop(0)
        st.pending.insert(0, manual_pending(frame.controller, frame.src, ab.text, R("8-4-1-5")))
        events.append(Event("manual", f"P{frame.controller + 1} resolves by hand: {ab.text}", R("8-4-1-5"), frame.controller))
        return
    if not frame.paid:
        if ab.costs and not frame.asked and frame.kind != "activated":
            frame.asked = True
            if not can_pay(st, frame.src, ab.costs, frame.controller):
                st.stack.pop(0)  # 8-3-1-3: can't be paid, so the effect isn't activated
                events.append(Event("fizzle", f"{name(st, frame.src)}: the cost can't be paid", R("8-3-1-3"), frame.controller))
                return
            # 8-3-1-4: an auto effect's cost is optional ("you may …"): ask before paying.
            st.pending.insert(0, may(frame.controller, f"{name(st, frame.src)}: pay the cost and use “{ab.text}”?", R("8-3-1-4"), "pay"))
            return
        while frame.cost_step < len(ab.costs):
            if not pay_cost(st, frame, ab.costs[frame.cost_step], events):
                return
            frame.cost_step += 1
        frame.paid = True
        frame.asked = False  # the "pay?" question is answered; "you may" effects ask their own
        if ab.once_per_turn:
            mark_once(st, frame.src, frame.ability)
    if frame.pc >= len(ab.effects) or 0 <= frame.stop <= frame.pc:
        st.stack.pop(0)
        return
    eff = ab.effects[frame.pc]
    if ab.modes and ab.modes[frame.pc] and ab.modes[frame.pc] != frame.mode:
        frame.pc += 1  # an option of "Choose one:" that was not chosen
        return
    if eff.condition and eff.condition.get(IF_YOU_DO) and frame.declined:
        frame.pc += 1  # "If you do, …" after a "you may" that was not done
        return
    if eff.condition and eff.condition.get(IF_YOU_DONT) and not frame.declined:
        frame.pc += 1  # done "instead of" a "you may" that was done (or not asked)
        return
    if eff.condition and not frame.held and not shares_check(ab, frame.pc) and not _condition_holds(st, frame, eff.condition):
        # a delayed part goes with it; so do the rest of the instruction under the same condition (checked once, 1-3-9)
        frame.pc += 1 + (eff.amount if eff.op == "delay" else _sharing_after(ab, frame.pc))
        return
    why = why_nothing(st, frame, eff) if eff.optional and not frame.asked else None
    if why is not None:  # e.g. "you may trash 1 card from your hand" with an empty hand: not asked (engine.onepiece.may_nothing)
        events.append(Event("decline", f"Not asked ({why[0]}): {name(st, frame.src)}: {eff.op.replace('_', ' ')}", R(why[1]), frame.controller))
        frame.declined = True  # 1-3-2: not done, so "If you do" does not follow
        advance(frame)
        return
    if eff.optional and _if_you_do_follows(ab, frame.pc) and not _can_do(st, frame, eff):
        frame.declined = True  # 1-3-2: it can't be done (in full), so "If you do" does not follow
        advance(frame)
        return
    if eff.optional and not frame.asked:
        frame.asked = True
        st.pending.insert(0, may(frame.controller, f"{name(st, frame.src)}: {eff.op.replace('_', ' ')}?", R("8-1-2")))
        return
    if run_effect(st, frame, eff, None, events):
        advance(frame)


def shares_check(ab: Ability, pc: int) -> bool:
    """8-3-2, 1-3-9: is effect ``pc`` part of the same instruction (sentence) as the one before it, under the
    same condition? Then that condition was checked once for both, before the first ("If …, K.O. up to 1 … and
    up to 1 …": the first K.O. does not undo the second)."""
    if pc <= 0 or pc >= len(ab.sentences) or pc >= len(ab.effects):
        return False
    prev, eff = ab.effects[pc - 1], ab.effects[pc]
    return (ab.sentences[pc] == ab.sentences[pc - 1] and prev.condition == eff.condition and prev.op != "delay"
            and (not ab.modes or ab.modes[pc] == ab.modes[pc - 1]))


def _sharing_after(ab: Ability, pc: int) -> int:
    """How many effects after ``pc`` share its condition check (:func:`shares_check`)."""
    n = 0
    while shares_check(ab, pc + n + 1):
        n += 1
    return n


def _condition_holds(st: OPState, frame: Frame, cond: dict) -> bool:
    """8-3-2: an effect's condition; "if that card / the revealed card …" looks at the first card
    the ability revealed (``frame.looked``; none revealed: it does not hold)."""
    if REVEALED in cond:
        looked = [u for u in frame.looked if u in st.table.cards]
        if not looked or not board.matches(st, looked[0], cond[REVEALED], frame.controller, frame.src):
            return False
    return board.condition_holds(st, frame.controller, cond, frame.src)


def answer_may(st: OPState, kind: str, yes: bool, events: list[Event]) -> None:
    """The answer to "pay the cost?" (8-3-1-4) or "you may …" (8-1-2)."""
    frame = st.stack[0]
    if kind == "pay":
        if not yes:
            st.stack.pop(0)
            events.append(Event("decline", f"P{frame.controller + 1} declines {name(st, frame.src)}'s effect", R("8-3-1-4"), frame.controller))
        return
    frame.declined = not yes
    if not yes:
        advance(frame)


def _if_you_do_follows(ab, pc: int) -> bool:
    nxt = ab.effects[pc + 1] if pc + 1 < len(ab.effects) else None
    return bool(nxt is not None and nxt.condition and nxt.condition.get(IF_YOU_DO))


def _can_do(st: OPState, frame: Frame, eff: Effect) -> bool:
    """Can a "you may" effect be done in full? (Asked only then; "If you do" needs it done.)"""
    t, p = st.table, frame.controller
    if eff.op == "discard":
        return len(t.zone(p, "hand")) >= max(eff.amount, 1)
    if eff.op == "life_to_hand":
        return len(t.zone(p, "life")) >= max(eff.amount, 1)
    if eff.op in ("tap", "play_free") and eff.target is not None and eff.target.kind == "chosen" and not eff.target.up_to:
        if eff.target.filter.get("zone") == "hand":
            return True  # the hand's faces are hidden: asked all the same (an empty hand: engine.onepiece.may_nothing)
        cands = candidates(st, frame, eff.target)
        if eff.op == "play_free":
            cands = playable_by_effect(st, p, cands)
        return len(cands) >= (eff.target.count or 1)
    return True


def answer_choice(st: OPState, kind: str, picks: list[int], events: list[Event]) -> None:
    frame = st.stack[0]
    ab = ability_of(st, frame)
    if kind == "cost":
        if pay_cost(st, frame, ab.costs[frame.cost_step], events, picks):
            frame.cost_step += 1
        return
    eff = ab.effects[frame.pc]
    if run_effect(st, frame, eff, picks, events):
        advance(frame)


# --- effects -----------------------------------------------------------------------------------


def run_effect(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """Carry out one effect. Returns False when a choice is pending (resumed by answer_choice).
    A card it trashes from a hand triggers "when a card is trashed from your hand by an effect"."""
    hands, field = _hands(st), field_snapshot(st)
    done = _run_effect(st, frame, eff, picks, events)
    if _left_a_hand(st, hands):  # (else no card of a hand went to the trash: both watchers would find none)
        hand_trashed(st, hands, events)
        watch_hand_trash(st, hands, frame, events, trigger)  # "… trashed from your hand by your {X} type card's effect"
    watch_removed(st, field, frame.controller, events, trigger)  # "when a Character is removed … by your effect"
    return done


def _left_a_hand(st: OPState, hands: list[list[int]]) -> bool:
    """Whether a hand is not as ``hands`` (:func:`_hands`, before) has it: a card that left a hand is
    no longer in its list (a card is in the zone whose list holds it)."""
    for before, zones in zip(hands, st.table.zones, strict=True):  # noqa: SIM110 (a loop: no generator made per effect)
        if before != zones["hand"]:
            return True
    return False


def _hands(st: OPState) -> list[list[int]]:
    out = []  # (read only: copies of each player's list; a loop: no comprehension made per effect)
    for zones in st.table.zones:
        out.append(zones["hand"][:])
    return out


def hand_trashed(st: OPState, hands: list[list[int]], events: list[Event]) -> None:
    """"When a card is trashed from your hand by an effect" (8-1-3-1): once for each instruction
    or cost (8-3-1) that put cards of a player's hand (``hands``: before it) into the trash,
    whoever's effect it was; the auto effects of that player's cards in play trigger."""
    for p, before in enumerate(hands):
        if any(st.table.peek(u).zone == "trash" for u in before if u in st.table.cards):  # reading only
            rule_changes.note_hand_trashed(st, p)  # "during the turn in which a card in your hand is trashed by an effect"
            trigger(st, "trashed_from_hand", board.in_play(st, p), events)


def _run_effect(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """One effect: ONE PIECE's own ops go to the resolver registered for them (engine.onepiece.ops);
    the shared ops that act on chosen cards go through :func:`apply_to`."""
    t, p = st.table, frame.controller
    op = eff.op
    if op == "draw":
        if effect_draw_forbidden(st, p):  # "you cannot draw cards using your own effects during this turn" (1-3-3)
            events.append(Event("effect", f"P{p + 1} cannot draw cards using their own effects during this turn", R("1-3-3"), p))
            return True
        if eff.keyword == "up_to":
            return draw_up_to(st, p, eff.amount, events)
        # "draw cards equal to the number you returned": the ability's last counting op
        events.extend(effects.draw(t, p, frame.counted if eff.keyword == "counted" else eff.amount, R("4-5"))[1])
        return True
    if op == "look_top":
        owner = board.opponent(p) if eff.zone == "opp" else p
        n = eff.amount
        if eff.stat == UP_TO:  # "Look at up to 5 cards from the top of your deck": 0 to 5, the player's choice (1-3-5-1)
            n = op_resolvers.how_many(st, frame, eff, len(t.zone(owner, "deck")), "look at cards from the top of the deck",
                                      "card(s)", "the deck", events)
            if n is None:
                return False
        looked, ev = effects.look_top(t, p, owner, "deck", n, R("11-3-1"))
        events.append(ev)
        if eff.keyword == "reveal":  # "reveal N cards from the top of your deck": both players see them
            events.append(effects.reveal(t, looked, R("11-2-1"), p))
        if eff.keyword != "randomize":
            frame.looked = looked
            return True
        # 11-3-1: only the effect's player sees them; 11-3-3: nothing more is done with them, so
        # they go back (they never left, 11-3-2) and that deck is randomized.
        seen = ", ".join(t.card_name(u) for u in looked)
        events.append(Event("look_private", f"You look at {seen}", R("11-3-1"), p, [p], {"uids": looked}))
        events.append(effects.shuffle(t, st.rng, owner, "deck", R("11-3-3")))
        return True
    if op == "manual":
        st.pending.insert(0, manual_pending(p, frame.src, eff.text, R("8-4-1-5")))
        return True
    spec = game_ops(GAME).get(op)
    if spec is not None:
        if spec.resolver is None:
            raise RuntimeError(f"ONE PIECE op {op!r} has no resolver: attach one with @resolves(GAME, {op!r})")
        return bool(spec.resolver(st, frame, eff, picks, events))
    chosen = frame.held or choose_targets(st, frame, eff, picks, target_prompt(eff), events)
    if chosen is None:
        return False
    if eff.target is not None and eff.target.filter.get("distinct_names"):
        names = [data(st, u).get("name") for u in chosen]
        if len(set(names)) < len(names):  # "… with different card names": the choice breaks the text (8-4-4)
            raise RulesError("choose cards with different card names", R("8-4-4"))
    total = eff.target.filter.get("total_power_max") if eff.target is not None else None
    if total is not None and sum(board.power(st, u) for u in chosen if u in t.cards) > total:  # "… with a total power of N or less"
        raise RulesError(f"the chosen cards' total power is more than {total}", R("8-4-4"))
    total = eff.target.filter.get("total_cost_max") if eff.target is not None else None
    if total is not None and sum(board.cost(st, u) for u in chosen if u in t.cards) > total:  # "… with a total cost of N or less"
        raise RulesError(f"the chosen cards' total cost is more than {total}", R("8-4-4"))
    frame.chosen = chosen
    if eff.op == "put_on_deck" and eff.keyword in ("any_order", "owner_order"):
        return _to_bottom_in_order(st, frame, chosen, events, owner_orders=eff.keyword == "owner_order")
    if eff.op in _REMOVALS and replacement.hold(st, frame, chosen, _REMOVALS[eff.op], events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    if eff.op == "tap" and rest_replacement.hold(st, frame, chosen, events):
        return False  # a replacement of being rested is offered first (engine.onepiece.rest_replacement)
    for uid in chosen:
        if uid not in t.cards:
            continue
        apply_to(st, frame, eff, uid, events)
    if eff.op == "play_free" and eff.target is not None and (eff.target.up_to or eff.optional):
        # "Play up to 1 …. If you do, …": "If you do" follows only a card played (none chosen: 1-3-5-1);
        # so too "you may play 1 [X] from your hand: …" said yes to with no [X] there (its hidden faces: asked all the same)
        frame.declined = not any(u in t.cards and t.cards[u].zone in FIELD for u in chosen)
    elif eff.optional and eff.target is not None and eff.target.up_to and not chosen:
        frame.declined = True  # "you may … up to 1 …. If you do, …": none chosen (1-3-5-1), so it was not done
    return True


def _to_bottom_in_order(st: OPState, frame: Frame, chosen: list[int], events: list[Event], owner_orders: bool = False) -> bool:
    """"Place up to N Characters … at the bottom of the owner's deck in any order": the cards that
    may leave the field (1-3-3, replacement effects) go, in the order the effect's player chooses
    (1-3-8, a ``deck_order`` choice; ``owner_orders``: "in any order of the owner's choosing", the
    cards' owner chooses, keyword owner_order). False while that choice is pending."""
    p = frame.controller
    if replacement.hold(st, frame, chosen, "removed", events):
        return False
    going = [u for u in chosen if u in st.table.cards and st.table.cards[u].zone in ("characters", "stage")
             and not board.removal_blocked(st, u, p) and not replacement.spared(st, u, events)]
    owners = {st.table.cards[u].owner for u in going}
    return order_bottom(st, owners.pop() if owner_orders and len(owners) == 1 else p, going, events, "effect")


_REMOVALS = {"destroy": "ko", "return_to_hand": "removed", "put_on_deck": "removed"}
"""Shared ops that take a card off the field, and the event a replacement effect sees."""


def apply_to(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    t, p = st.table, frame.controller
    card = t.cards[uid]
    rule = R("8-4-1-5")
    op = eff.op
    if op in ("destroy", "return_to_hand", "put_on_deck") and card.zone in FIELD and board.removal_blocked(st, uid, p):
        events.append(Event("effect", f"{name(st, uid)} cannot be removed from the field by its opponent's effects", R("1-3-3"), p))
        return
    if op in _REMOVALS and card.zone in ("characters", "stage") and replacement.spared(st, uid, events):
        return
    if op == "destroy":
        if card.zone in ("characters", "stage"):
            if ko_blocked(st, uid, p, frame.src, spend=True):
                events.append(Event("effect", f"{name(st, uid)} cannot be K.O.'d", R("1-3-3"), p))
                return
            if card.zone == "stage":  # "K.O. … Stages": the text K.O.s a Stage as 10-2-1-2 a Character (1-3-1)
                events.append(Event("ko", f"{name(st, uid)} is K.O.'d", R("10-2-1-2"), card.owner, data={"uid": uid}))
                events.append(board.move_card(st, uid, "trash", R("10-2-1-2"), position=0))
                return
            ko(st, uid, events, by=p)
    elif op == "modify_stat":
        duration = eff.duration or "this_turn"
        amount = eff.amount * per_counted(frame.counted, eff.keyword) if eff.keyword.startswith(FOR_EACH) \
            else eff.amount * counting.scale(st, frame.src, eff)  # 8-1-3-1
        st.modifiers.append(Modifier(uid, eff.stat, amount, duration=duration, player=p, turn=st.turn, source=frame.src))
        change = f"base power becomes {amount}" if eff.stat == "base_power" else f"{amount:+d} {eff.stat}"
        events.append(Event("modify", f"{name(st, uid)} {change} ({duration.replace('_', ' ')})", rule, p, data={"uid": uid}))
    elif op == "grant_keyword":
        duration = eff.duration or "this_turn"
        st.modifiers.append(Modifier(uid, "keyword", 0, keyword=eff.keyword, duration=duration, player=p, turn=st.turn, source=frame.src))
        events.append(Event("modify", f"{name(st, uid)} gains [{eff.keyword}]", rule, p, data={"uid": uid}))
    elif op == "return_to_hand":
        if card.zone in ("characters", "stage"):
            events.append(board.move_card(st, uid, "hand", rule))
    elif op == "put_on_deck":
        if card.zone in ("characters", "stage"):
            events.append(board.move_card(st, uid, "deck", rule))
    elif op == "tap":
        sentence = _sentence(st, frame)
        if frame.rest_sentence != sentence:
            frame.rested, frame.rest_sentence = [], sentence
        frame.rested.append(uid)
        if card.zone in FIELD and board.prohibited(st, uid, CANNOT_REST):
            events.append(Event("effect", f"{name(st, uid)} cannot be rested (an effect forbids it)", R("1-3-3"), p, data={"uid": uid}))
            return
        if rest_forbidden(st, uid, frame.src, p):  # rest_guard: "cannot be rested by your opponent's … effects"
            events.append(Event("effect", f"{name(st, uid)} cannot be rested by its opponent's effects", R("1-3-3"), p, data={"uid": uid}))
            return
        if card.zone == "characters" and rest_replacement.spared(st, uid, events):
            return
        if card.zone in (*FIELD, "cost_area") and not card.tapped:  # 1-3-2-1: already rested → nothing happens
            events.append(effects.set_tapped(t, uid, True, rule, "rested"))
            became_rested(st, uid, events)
            if card.zone == "characters" and card.controller != p:  # "… is rested by your opponent's effect"
                card.flags[board.RESTED_BY_KIND] = data(st, frame.src).get("type", "")  # "… by your opponent's Character's effect"
                trigger(st, RESTED_BY_OPPONENT_EFFECT, [uid], events)
    elif op == "untap":
        if uid in frame.rested and frame.rest_sentence == _sentence(st, frame):
            # 1-3-9: one instruction both rests and sets this card active: resting wins
            events.append(Event("effect", f"{name(st, uid)} stays rested (resting beats setting active)", R("1-3-9"), p, data={"uid": uid}))
            return
        if card.zone == "cost_area" and don_activation_forbidden(st, p, frame.src):  # 1-3-3 (don_guard)
            events.append(Event("effect", "DON!! cards cannot be set as active using Character effects this turn", R("1-3-3"), p))
            return
        if card.zone in (*FIELD, "cost_area") and card.tapped:
            events.append(effects.set_tapped(t, uid, False, rule, "rested"))
    elif op == "discard":
        events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
    elif op == "search":
        events.append(effects.reveal(t, [uid], R("11-2-1"), p))
        events.append(board.move_card(st, uid, "hand", rule))  # 11-2-2: hidden again once in hand
    elif op == "move":
        zone = eff.zone or "hand"
        if card.zone in FIELD or card.zone == zone:
            return
        events.append(board.move_card(st, uid, zone, rule, position=0 if zone in ("life", "trash") else None))
    elif op == "play_free":
        d = data(st, uid)
        if card.zone in FIELD or d.get("type") not in ("Character", "Stage"):
            return
        if board.play_forbidden(st, p, uid):
            events.append(Event("effect", f"{name(st, uid)} can't be played: an effect forbids it this turn", R("1-3-3"), p))
            return
        if effect_play_forbidden(st, uid):  # play_guard: "This card in your hand cannot be played by effects."
            events.append(Event("effect", f"{name(st, uid)} can't be played by effects (its own text)", R("1-3-3"), p))
            return
        events.append(Event("play", f"P{p + 1} plays {name(st, uid)}", R("3-7-3"), p, data={"uid": uid}))
        begin_play(st, uid, p, events, rested=eff.keyword == "rested")


# --- card procedures ---------------------------------------------------------------------------


def ko(st: OPState, uid: int, events: list[Event], by: int | None = None) -> None:
    """10-2-1: K.O. = put a character from the character area into its owner's trash by battle
    or by an effect that says K.O. (``by`` = the effect's controller). [On K.O.] (D14) checks its
    conditions before the move; "When this Character is K.O.'d [by an effect | by your
    opponent's effect]" triggers after it (8-1-3-2-1: a "when …" auto effect)."""
    live = [(i, ab) for i, ab in compiled(st, uid).of("on_ko") if board.ability_live(st, uid, ab)]
    owner = st.table.cards[uid].owner
    # "When your Character [with …] is K.O.'d": the K.O.'d card is read while still on the field
    watchers = {(w, i) for w in board.in_play(st, owner) if w != uid for i, ab in compiled(st, w).of(OWN_CHARACTER_KO)
                if board.matches(st, uid, (ab.condition or {}).get("ko_card", {}), owner, w)}
    events.append(Event("ko", f"{name(st, uid)} is K.O.'d", R("10-2-1-1"), owner, data={"uid": uid}))
    events.append(board.move_card(st, uid, "trash", R("10-2-1-1"), position=0))
    ko_history.note(st, owner)  # "if your opponent's Character has been K.O.'d during this turn"
    for index, _ab in live:
        push(st, uid, index, owner)
        events.append(Event("trigger", f"{name(st, uid)}: [On K.O.] triggers", R("8-1-3-1"), owner))
    trigger(st, "when_ko", [uid], events)
    # "When a Character is K.O.'d" (any player's cards) / "When your opponent's Character is K.O.'d"
    trigger(st, "character_ko", board.in_play(st, st.active) + board.in_play(st, board.opponent(st.active)), events)
    trigger(st, "opponent_character_ko", board.in_play(st, board.opponent(owner)), events)
    if watchers:
        trigger(st, OWN_CHARACTER_KO, [w for w, _ in sorted(watchers)], events, only=watchers)
    if by is not None:
        trigger(st, "ko_by_effect", [uid], events)
        if by != owner:
            trigger(st, "ko_by_opponent_effect", [uid], events)


@resolves(GAME, "take_damage")
def take_damage(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"You take 1 damage" (4-6): damage processing for the effect's player — the top Life card
    goes to their hand, or its [Trigger] may be activated instead (4-6-2-1, 4-6-3); with no Life
    card, a Leader taking damage is a defeat (1-2-1-1-1), applied by rule processing (9-2-1-1)."""
    p = frame.controller
    life = st.table.zone(p, "life")
    events.append(Event("damage", f"P{p + 1} takes 1 damage", R("4-6-2"), p))
    if not life:
        st.losers.append(p)
        return True
    st.pending.insert(0, life_card_choice(st, p, life[0], R("4-6-2-1")))
    trigger(st, "took_damage", board.in_play(st, p), events)  # "When you take damage"
    return True


def begin_play(st: OPState, uid: int, player: int, events: list[Event], rested: bool = False) -> None:
    """Play a character or stage (3-7-3, 3-8-3). A 6th character makes its player trash one of
    the five first (3-7-6-1, not a K.O.); a second stage replaces the first (3-8-5-1)."""
    t = st.table
    kind = data(st, uid).get("type")
    if kind == "Character" and len(t.zone(player, "characters")) >= CHARACTER_LIMIT:
        events.append(effects.reveal(t, [uid], R("3-7-6-1"), player))
        st.pending.insert(0, new_choice(st, player, "overflow", f"Trash one character to make room for {name(st, uid)}",
                                      list(t.zone(player, "characters")), 1, 1, R("3-7-6-1"), uid=uid, rested=rested))
        return
    if kind == "Stage":
        for old in list(t.zone(player, "stage")):
            events.append(board.move_card(st, old, "trash", R("3-8-5-1"), position=0))
    finish_play(st, uid, player, events, rested)


def finish_play(st: OPState, uid: int, player: int, events: list[Event], rested: bool) -> None:
    zone = "characters" if data(st, uid).get("type") == "Character" else "stage"
    origin = st.table.cards[uid].zone  # where it is played from ("… played from your trash")
    by = st.stack[0].src if st.stack else None  # the ability being resolved that plays it (none: the main-phase action)
    events.append(board.move_card(st, uid, zone, R("3-7-3")))
    st.table.cards[uid].tapped = rested or (zone == "characters" and rule_changes.plays_rested(st, player))  # 3-7-5
    trigger(st, "on_play", [uid], events)
    if zone == "characters":  # "When you play a Character" (the player's cards in play)
        trigger(st, "you_play_character", [u for u in board.in_play(st, player) if u != uid], events)
        opponent_played(st, uid, player, by, events, trigger)  # "When your opponent plays a Character [with …]"
        watch_played(st, uid, origin, player, events, trigger)  # "When a … Character card is played from your trash"
    announce_manual_continuous(st, uid, events)


def announce_manual_continuous(st: OPState, uid: int, events: list[Event]) -> None:
    """Continuous or "when …" text the compiler can't handle has no moment of its own: it is
    announced as a manual step when the card comes into play, and its controller applies it by
    hand (manual operations) whenever it matters. Nothing is skipped silently."""
    for index, ab in enumerate(compiled(st, uid).abilities):
        if ab.timing == "continuous" and ab.manual:
            push(st, uid, index, st.table.cards[uid].controller)


def answer_overflow(st: OPState, pending: Pending, picks: list[int], events: list[Event]) -> None:
    player = pending.player
    gone = [(old, st.table.cards[old].controller) for old in picks]
    for old in picks:
        events.append(board.move_card(st, old, "trash", R("3-7-6-1"), position=0))
    watch_removed_by_rule(st, gone, events, trigger)  # "when … is removed from the field" (removal_watch)
    uid = pending.context["uid"]
    if st.table.cards[uid].zone not in FIELD:
        finish_play(st, uid, player, events, bool(pending.context.get("rested")))


def event_ability(st: OPState, uid: int, timing: str) -> int | None:
    """The index of the card's first ability with ``timing`` ([Main], [Counter], [Trigger])."""
    found = compiled(st, uid).of(timing)
    return found[0][0] if found else None


def _sentence(st: OPState, frame: Frame) -> int:
    """The instruction (sentence of the text) of the effect being carried out (1-3-9)."""
    sentences = ability_of(st, frame).sentences
    return sentences[frame.pc] if frame.pc < len(sentences) else -1
