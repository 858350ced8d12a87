"""The abilities being resolved (a plain list, not a chain: 8-1-3-2, 1-3-8) and the choices asked
while one resolves: targets (8-4-4), yes or no (8-1-2, 8-3-1-4), the order of cards placed at the
bottom of a deck (1-3-8), the top or bottom of a Life area (3-10). Both ``resolve`` (triggering,
costs, the shared ops) and the resolvers of ONE PIECE's own ops (``op_resolvers``, ``special``)
build on this module; it imports neither.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event, Option, Pending, choices
from engine.core.effects import Effect, Target

from . import board, rule_changes
from .board import name
from .cards.model import Ability
from .cards.readers import ATTACKER, CHOSEN, OPP_TRASH
from .rules import R
from .state import FIELD, Frame, OPState


def push(st: OPState, uid: int, index: int, controller: int, kind: str = "") -> None:
    st.stack.append(Frame(src=uid, card_id=st.table.peek(uid).card_id, controller=controller, ability=index, kind=kind))  # (read only)


def ability_of(st: OPState, frame: Frame) -> Ability:
    return board.compiled_data(st.cards[frame.card_id]).abilities[frame.ability]  # (compile_card's, kept by data dict)


def advance(frame: Frame) -> None:
    """The effect being carried out is done: go on with the next one (its own "you may")."""
    frame.pc += 1
    frame.asked = False
    frame.amount = -1


# --- choices -----------------------------------------------------------------------------------


def card_label(st: OPState, uid: int, viewer: int) -> str:
    card = st.table.peek(uid)  # reading only: no copy-on-write copy
    where = "" if card.controller == viewer else "opponent's "
    return f"{name(st, uid)} ({where}{card.zone})"


def new_choice(st: OPState, player: int, kind: str, prompt: str, uids: list[int], lo: int, hi: int, rule, **ctx) -> Pending:
    """Choose ``hi`` of the cards ``uids`` (any number from ``lo`` when ``lo`` < ``hi``: "up to", 1-3-5-1)."""
    opts = [Option(str(u), card_label(st, u, player)) for u in uids]
    return choices.choose_n(player, kind, prompt, opts, n=hi, up_to=lo < hi, at_least=lo, rule=rule, context=ctx)


def took_only(st: OPState, player: int, kind: str, picks: list[str], what: str, reason: str, rule, events: list[Event] | None,
              *, private: bool = False) -> None:
    """A choice the rules leave to ``player`` that has one legal answer: it is made, and the log
    says which option was taken and why. The player's own ``choose`` with that answer is then
    accepted (the engine echoes it, see ``engine.OnePieceEngine.apply``) rather than refused."""
    st.auto_choices.append({"player": player, "kind": kind, "picks": list(picks)})
    if events is not None:
        events.append(Event("only_choice", f"P{player + 1}: {what} — the only legal choice ({reason})", rule, player,
                            [player] if private else None, {"kind": kind, "picks": list(picks)}))


def choose_amount(st: OPState, frame: Frame, most: int, prompt: str, label: Callable[[int], str], reason: str,
                  events: list[Event], least: int = 0) -> int | None:
    """"up to N" as an amount (DON!! added or given, cards added to Life …): the effect's player
    chooses any number from ``least`` (0 unless the text gives a lower bound, 1-3-5-1) to ``most``
    (N, or fewer when fewer are there: 1-3-2) — an ``amount`` choice. With one legal number the
    choice is made and logged with ``reason``. None while waiting (the answer sets
    ``frame.amount`` and the resolver runs again)."""
    if frame.amount >= 0:
        return frame.amount
    least = min(least, most)
    if most <= least:
        took_only(st, frame.controller, "amount", [str(most)], f"{prompt}: {label(most)}", reason, R("1-3-5-1"), events)
        return most
    opts = [Option(str(n), label(n)) for n in range(least, most + 1)]
    st.pending.insert(0, Pending(frame.controller, "amount", f"{name(st, frame.src)}: {prompt} (up to {most})", opts,
                                 rule=R("1-3-5-1")))
    return None


def may(player: int, prompt: str, rule, kind: str = "may") -> Pending:
    """A yes-or-no question: "you may …" (8-1-2) or "pay the cost?" (8-3-1-4)."""
    return choices.yes_no(player, kind, prompt, rule=rule)


# --- targets -----------------------------------------------------------------------------------


OTHER_COLOR = "not_colors_of_chosen"
"""A filter key: "a different color than the returned Character" — no color in common with the cards the ability
chose last (``frame.chosen``: the returned Character, now in the hand; 2-3-5: a card of several colors is each)."""


def candidates(st: OPState, frame: Frame, target: Target) -> list[int]:
    t = st.table
    if target.kind == "self":
        return [frame.src] if frame.src in t.cards else []
    zone = target.filter.get("zone", "field")
    if zone == CHOSEN:  # "that Character", "the selected card": the ability's last choice ("if that Character has …")
        rest = {k: v for k, v in target.filter.items() if k != "zone"}
        return [u for u in frame.chosen if u in t.cards and t.cards[u].zone in (*FIELD, "cost_area")
                and (not rest or board.matches(st, u, rest, frame.controller, frame.src))]
    if zone == "field":
        pool = [u for p in range(st.num_players) for u in board.in_play(st, p)]
        if board.wants_don(target.filter):  # "… Characters or DON!! cards": the cost areas too
            pool += [u for p in range(st.num_players) for u in t.zone(p, "cost_area")]
    elif zone == "hand_or_trash":
        pool = list(t.zone(frame.controller, "hand")) + list(t.zone(frame.controller, "trash"))
    elif zone == ATTACKER:
        pool = [st.battle.attacker] if st.battle is not None and st.battle.attacker in t.cards else []
    elif zone == OPP_TRASH:  # "up to 1 card from your opponent's trash" (a public zone, 3-5-2)
        pool = list(t.zone(board.opponent(frame.controller), "trash"))
    elif zone == "looked":
        pool = [u for u in frame.looked if t.cards[u].zone == "deck"]
    else:
        pool = list(t.zone(frame.controller, zone))
    flt = {k: v for k, v in target.filter.items() if k not in ("zone", OTHER_COLOR)}
    fits = [u for u in pool if board.matches(st, u, flt, frame.controller, frame.src)]
    if target.filter.get(OTHER_COLOR):  # "… that is a different color than the returned Character"
        shown = {c for u in frame.chosen if u in t.cards for c in board.data(st, u).get("colors", [])}
        fits = [u for u in fits if not shown & set(board.data(st, u).get("colors", []))]
    return fits


_HIDDEN = ("hand", "deck", "life")


def playable_by_effect(st: OPState, player: int, cands: list[int]) -> list[int]:
    """"Play up to N …": a card an effect cannot play (1-3-3: "you cannot play Character cards with a base cost of
    N or more / cards from your hand during this turn", or its own "cannot be played by effects") is no answer —
    choosing it would play nothing (resolve.apply_to refuses it the same way)."""
    from .play_guard import effect_play_forbidden

    return [u for u in cands if not board.play_forbidden(st, player, u) and not effect_play_forbidden(st, u)]


def choose_targets(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, prompt: str,
                   events: list[Event] | None = None) -> list[int] | None:
    """The cards an effect acts on; None when the player must choose first (pending pushed).
    "up to N" asks for any number from 0 to N (1-3-5-1); exactly N with no more than N candidates
    leaves one legal answer, taken and logged (privately when the cards are hidden)."""
    target = eff.target or Target("self")
    if picks is not None:
        return picks
    cands = candidates(st, frame, target)
    if eff.op == "play_free" and target.kind == "chosen":
        cands = playable_by_effect(st, frame.controller, cands)
    if target.kind in ("self", "each"):
        return cands
    count = target.count or 1
    if not cands:  # none is the only answer: the log says so and why (1-3-2), only to the chooser for a hidden zone
        hidden = target.filter.get("zone", "field") in (*_HIDDEN, "looked", "hand_or_trash")
        took_only(st, frame.controller, "target", [], f"{name(st, frame.src)}: {prompt}: none", "no card fits the text", R("1-3-2"),
                  events, private=hidden)
        return []
    # "… with different card names" (8-4-4): no answer may repeat a name, so at most one per name;
    # "… with a total power of N or less": the answers are filtered on the total (engine.legal_actions)
    distinct = bool(target.filter.get("distinct_names"))
    total = target.filter.get("total_power_max")
    total_cost = target.filter.get("total_cost_max")
    available = len({board.data(st, u).get("name") for u in cands}) if distinct else len(cands)
    fits_all = (total is None or sum(board.power(st, u) for u in cands) <= total) and (
        total_cost is None or sum(board.cost(st, u) for u in cands) <= total_cost)
    if not target.up_to and available <= count and available == len(cands) and fits_all:
        hidden = any(st.table.cards[u].zone in _HIDDEN for u in cands)
        chosen = ", ".join(card_label(st, u, frame.controller) for u in cands)
        took_only(st, frame.controller, "target", [str(u) for u in cands], f"{name(st, frame.src)}: {prompt}: {chosen}",
                  f"the text asks for {count} and there {'is' if len(cands) == 1 else 'are'} only {len(cands)}", R("8-4-4"),
                  events, private=hidden)
        return cands
    hi = min(count, available)
    lo = 0 if target.up_to else hi
    ctx = ({"distinct_names": True} if distinct else {}) | ({"total_power_max": total} if total is not None else {}) | (
        {"total_cost_max": total_cost} if total_cost is not None else {})
    st.pending.insert(0, new_choice(st, frame.controller, "target", f"{name(st, frame.src)}: {prompt}", cands, lo, hi, R("8-4-4"), **ctx))
    return None


_PROMPTS = {"destroy": "K.O.", "return_to_hand": "return to hand", "put_on_deck": "bottom of deck", "tap": "rest",
            "untap": "set active", "give_don": "give DON!!", "discard": "trash from hand", "search": "add to hand",
            "play_free": "play", "move": "add to hand", "select": "select", "trash_self": "trash", "negate": "negate its effects"}


def target_prompt(eff: Effect) -> str:
    if eff.op == "modify_stat":
        return f"choose for {eff.amount:+d} {eff.stat}"
    if eff.op == "grant_keyword":
        return f"choose for gains [{eff.keyword}]"
    if eff.op == "move" and eff.zone == "deck":
        return "choose a card to place at the bottom of your deck"
    return f"choose for {_PROMPTS.get(eff.op, eff.op)}"


OneTarget = Callable[[OPState, Frame, Effect, int, list[Event]], None]


def per_target(apply: OneTarget) -> Callable[[OPState, Frame, Effect, list[int] | None, list[Event]], bool]:
    """A resolver that chooses the effect's targets (8-4-4), then applies ``apply`` to each."""
    def run(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
        chosen = choose_targets(st, frame, eff, picks, target_prompt(eff), events)
        if chosen is None:
            return False
        frame.chosen = chosen
        for uid in chosen:
            if uid in st.table.cards:
                apply(st, frame, eff, uid, events)
        return True
    run.__doc__ = apply.__doc__
    return run


# --- the bottom of the deck in any order (1-3-8) -------------------------------------------------

_BOTTOM_PROMPT = "Place a card at the bottom of your deck (each next one goes beneath it)"


def order_bottom(st: OPState, p: int, uids: list[int], events: list[Event], stage: str) -> bool:
    """"place … at the bottom of your deck in any order": the owner orders the cards (a
    ``deck_order`` choice: each card picked goes beneath the ones placed before it). Cards from a
    hidden zone stay hidden: the public event gives only the count. Returns False while waiting
    for the owner's answer."""
    left = list(dict.fromkeys(u for u in uids if u in st.table.cards))
    if len(left) > 1:
        st.pending.insert(0, choices.order_cards(p, "deck_order", _BOTTOM_PROMPT, left, lambda u: card_label(st, u, p),
                                                 rule=R("1-3-8"), context={"stage": stage, "total": len(left)}))
        return False
    for u in left:
        to_bottom(st, p, u)
    return True


def to_bottom(st: OPState, p: int, uid: int) -> None:
    t = st.table
    if t.cards[uid].zone == "deck":
        t.move(uid, "deck", player=p)
    else:
        board.move_card(st, uid, "deck", R("8-4-1-5"))


def answer_deck_order(st: OPState, pending: Pending, picks: list[int], events: list[Event]) -> None:
    p = pending.player
    ctx = pending.context
    ctx.setdefault("uids", [int(o.id) for o in pending.options])  # a question stored before it carried them
    before = len(ctx.get("placed", []))
    step = choices.answer_order(pending, [str(u) for u in picks])
    for uid in step.placed[before:]:
        to_bottom(st, p, uid)
    if not step.done:
        st.pending.insert(0, choices.next_order(pending, step, lambda u: card_label(st, u, p)))
        return
    events.append(Event("move", f"P{p + 1} places {ctx['total']} card(s) at the bottom of their deck in the order they chose", R("1-3-8"), p))
    frame = st.stack[0]
    if ctx["stage"] == "cost":
        frame.cost_step += 1
    else:
        advance(frame)


# --- the top or bottom of a Life area (3-10) ----------------------------------------------------


def life_end(st: OPState, p: int, either: bool, picks: list | None, stage: str, events: list[Event] | None = None,
             **ctx) -> str | None:
    """"the top or bottom of your Life cards": the player chooses the end (a ``life_end``
    choice, 3-10: the life area is ordered). No choice when the text says "top"; when one life
    card is left, top and bottom are the same card: "top" is taken and logged. None while
    waiting for the answer."""
    if picks:
        return str(picks[0])
    if not either:
        return "top"
    if len(st.table.zone(p, "life")) <= 1:
        took_only(st, p, "life_end", ["top"], "the top of the Life cards", "one Life card is left: top and bottom are the same card",
                  R("3-10"), events)
        return "top"
    st.pending.insert(0, Pending(p, "life_end", "Take the card from the top or the bottom of your Life cards?",
                                 [Option("top", "Top of your Life cards"), Option("bottom", "Bottom of your Life cards")],
                                 rule=R("3-10"), context={"stage": stage, **ctx}))
    return None


def life_card_choice(st: OPState, player: int, uid: int, rule) -> Pending:
    """4-6-2-1 / 4-6-3: the Life card taken by 1 damage goes to its owner's hand, or, with a
    [Trigger], that may be activated instead (10-1-5); a face-up one goes to the bottom of the deck instead of the
    hand where its owner's card says so (:func:`rule_changes.face_up_life_to_deck`). Every card taken goes through the same
    choice, so the opponent can't tell from it whether the card had a [Trigger] (3-10-2, 10-1-5-2:
    declined = not revealed)."""
    st.table.cards[uid].known_to = [player]
    opts = [Option("deck", "Place it at the bottom of your deck (face up: your card's effect)")
            if rule_changes.face_up_life_to_deck(st, uid) else Option("hand", "Add it to your hand")]
    if board.compiled(st, uid).of("trigger"):
        opts.insert(0, Option("activate", f"Reveal and activate [Trigger]: {board.data(st, uid).get('trigger', '')}"))
    return Pending(player, "life", f"Life card taken: {name(st, uid)}", opts, rule=rule, context={"uid": uid})


def take_life(st: OPState, p: int, n: int, end: str, zone: str, rule, events: list[Event]) -> None:
    life = st.table.zone(p, "life")
    uids = life[:n] if end == "top" else life[-n:][::-1]
    for uid in uids:
        events.append(board.move_card(st, uid, zone, rule, position=0 if zone == "trash" else None))
