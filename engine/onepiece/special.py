"""Effects that are ONE PIECE's own procedures rather than moves of the shared vocabulary: winning
or losing by an effect (1-2-6), a card added to a Life area face up (3-10-2-1), a choice both
players make (1-3-4), placing looked-at cards on the top or bottom of the deck (11-3-1) and
"Choose one:" (8-4-4). Each is the resolver of its op (engine.onepiece.ops), attached with
``@resolves``; the answers to their choices come back here from the engine."""

from __future__ import annotations

from engine.core import Event, Option, Pending, Result, choices, effects
from engine.core.effects import Effect, resolves

from . import board
from .board import name
from .only_answer import forced
from .rules import GAME, R
from .stack import ability_of, advance, choose_targets, new_choice, order_bottom
from .state import FIELD, Frame, OPState


@resolves(GAME, "game_result")
def game_result(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """1-2-6: an effect makes its controller win (or lose) during its resolution; the game ends."""
    p = frame.controller
    win = eff.keyword == "win"
    winner = p if win else board.opponent(p)
    verb = "wins" if win else "loses"
    st.result = Result([winner], f"P{p + 1} {verb} the game by the effect of {name(st, frame.src)}", R("1-2-6"))
    st.pending.clear()
    st.stack.clear()
    events.append(Event("game_over", st.result.reason, st.result.rule))
    return True


@resolves(GAME, "face_up_life")
def face_up_life(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"add … to the top (or bottom) of … Life cards face-up": the chosen cards go to their
    owner's Life area face up, public while there (3-10-2-1). The effect's player chooses the
    cards, then (for "top or bottom") the end (a ``life_end`` choice)."""
    t, p = st.table, frame.controller
    if not frame.end:
        chosen = choose_targets(st, frame, eff, picks, "add to a Life area face up")
        if chosen is None:
            return False
        frame.chosen = [u for u in chosen if u in t.cards and t.cards[u].zone != "life"]
        if eff.zone == "either" and frame.chosen:
            st.pending.insert(0, Pending(p, "life_end", "Add it to the top or the bottom of the Life cards?",
                                         [Option("top", "Top of the Life cards"), Option("bottom", "Bottom of the Life cards")],
                                         rule=R("3-10-2-1"), context={"stage": "face_up"}))
            return False
        frame.end = "top"
    end, frame.end = frame.end, ""
    for uid in frame.chosen:
        card = t.cards[uid]
        if card.zone in FIELD and board.removal_blocked(st, uid, p):
            events.append(Event("effect", f"{name(st, uid)} cannot be removed from the field by its opponent's effects", R("1-3-3"), p))
            continue
        events.append(board.move_card(st, uid, "life", R("3-10-2-1"), position=0 if end == "top" else None))
        card.flags["face_up"] = True
        events.append(Event("face_up", f"{name(st, uid)} is added face up to the {end} of P{card.owner + 1}'s Life cards",
                            R("3-10-2-1"), p, data={"uid": uid, "card_id": card.card_id}))
    return True


def answer_both(st: OPState, picks: list[int]) -> None:
    """1-3-4: one player's part of a choice both players make; the effect goes on (the other
    player's choice, then both are carried out together)."""
    st.stack[0].both.append(picks)


@resolves(GAME, "each_trash_to")
def each_trash_to(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"you and your opponent trash cards from your hands until you each have N cards": 1-3-4 —
    the turn player chooses first, then the non-turn player (each a ``both_choose`` choice that
    only the chooser sees), then both are carried out together."""
    t, n = st.table, eff.amount
    players = [frame.controller] if eff.zone == "own" else [st.active, board.opponent(st.active)]
    while len(frame.both) < len(players):
        q = players[len(frame.both)]
        hand = list(t.zone(q, "hand"))
        extra = len(hand) - n
        if extra <= 0:
            frame.both.append([])
            continue
        st.pending.insert(0, new_choice(st, q, "both_choose", f"Trash {extra} card(s) from your hand (down to {n})",
                                      hand, extra, extra, R("1-3-4")))
        return False
    chosen, frame.both = frame.both, []
    for q, uids in zip(players, chosen, strict=True):
        for uid in uids:
            events.append(board.move_card(st, uid, "trash", R("1-3-4"), position=0))
        events.append(Event("effect", f"P{q + 1} trashes {len(uids)} card(s) from their hand", R("1-3-4"), q))
    return True


@resolves(GAME, "scry")
def scry(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """11-3-1: look at the top N cards (only the effect's player sees them), then place them."""
    frame.looked, ev = effects.look_top(st.table, frame.controller, frame.controller, "deck", eff.amount, R("11-3-1"))
    events.append(ev)
    return scry_next(st, frame, events)


def scry_next(st: OPState, frame: Frame, events: list[Event]) -> bool:
    """"Look at N cards … and place them at the top or bottom of the deck in any order": one
    ``scry`` choice per card, from the top down — a card to put next on top, or "the rest to the
    bottom" (then ordered like any bottom placement, a ``deck_order`` choice). True when done."""
    left = [u for u in frame.looked if st.table.cards[u].zone == "deck"]
    if not left:
        frame.looked = []
        return True
    opts = [Option(str(u), f"Next on top: {name(st, u)}") for u in left]
    opts.append(Option("bottom", f"Place the {len(left)} other card(s) at the bottom"))
    st.pending.insert(0, Pending(frame.controller, "scry", "Place the looked-at cards: top (in order) or bottom", opts,
                                 rule=R("11-3-1"), context={"placed": len(frame.looked) - len(left)}))
    return False


def answer_scry(st: OPState, pending: Pending, pick: str, events: list[Event]) -> None:
    frame = st.stack[0]
    p = pending.player
    placed = pending.context["placed"]
    if pick == "bottom":
        left = [u for u in frame.looked if st.table.cards[u].zone == "deck" and u not in frame.looked[:placed]]
        events.append(Event("move", f"P{p + 1} puts {placed} card(s) on top of their deck and {len(left)} at the bottom", R("1-3-8"), p))
        frame.looked = []
        if order_bottom(st, p, left, events, "effect"):
            advance(frame)
        return
    uid = int(pick)
    st.table.move(uid, "deck", player=p, position=placed)  # 11-3-2: it never left the deck
    looked = [u for u in frame.looked if u != uid]
    frame.looked = [*looked[:placed], uid, *looked[placed:]]
    if placed + 1 >= len(frame.looked):
        events.append(Event("move", f"P{p + 1} puts {len(frame.looked)} card(s) back on top of their deck", R("1-3-8"), p))
        frame.looked = []
        advance(frame)
        return
    opts = [o for o in pending.options if o.id not in (pick, "bottom")]
    pending.options = [*opts, Option("bottom", f"Place the {len(opts)} other card(s) at the bottom")]
    pending.context["placed"] = placed + 1
    st.pending.insert(0, pending)


@resolves(GAME, "place_from_hand")
def place_from_hand(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"place N cards from your hand at the bottom (``keyword`` "bottom") or at the top or bottom
    (``keyword`` "top or bottom"; "top": 1 card at the top) of your deck in any order": the player chooses N cards of their
    hand (as many as there are, 1-3-2), then places them in the order they choose (1-3-8): at the
    bottom like any bottom placement, or each on the top or at the bottom like looked-at cards
    (11-3-1). The cards stay hidden from the opponent (3-2-2)."""
    t, p = st.table, frame.controller
    hand = list(t.zone(p, "hand"))
    n = min(eff.amount, len(hand))
    if n == 0:
        return True
    if picks is None:
        prompt = f"{name(st, frame.src)}: choose {n} card(s) of your hand to place in your deck"
        if not forced(st, p, "target", hand, n, f"{prompt}: all of them", R("8-4-4"), events):
            st.pending.insert(0, new_choice(st, p, "target", prompt, hand, n, n, R("8-4-4")))
            return False
        picks = hand  # every card is demanded: the one answer, taken and logged
    if eff.keyword == "bottom":
        return order_bottom(st, p, picks, events, "effect")
    if eff.keyword == "top" and len(picks) == 1:  # one card at the top: no order to choose
        t.move(picks[0], "deck", player=p, position=0)
        events.append(Event("move", f"P{p + 1} places 1 card from their hand at the top of their deck", R("8-4-1-5"), p))
        return True
    for uid in picks:
        t.move(uid, "deck", player=p, position=0)  # the deck is hidden: from hand to its top, then placed (11-3-1)
    frame.looked = list(picks)
    return scry_next(st, frame, events)


@resolves(GAME, "choose_one")
def choose_one(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"Choose one: • A • B": the effect's player picks an option when the effect resolves
    (8-4-4, a ``mode`` choice); only that option's effects are carried out."""
    texts = ability_of(st, frame).mode_texts
    st.pending.insert(0, choices.choose_mode(frame.controller, "mode", f"{name(st, frame.src)}: choose one",
                                             [text[:90] for text in texts], rule=R("8-4-4")))
    return False


def answer_mode(st: OPState, picks: list[str], events: list[Event]) -> None:
    frame = st.stack[0]
    frame.mode = choices.chosen_modes(picks)[0]
    advance(frame)
    text = ability_of(st, frame).mode_texts[frame.mode - 1]
    events.append(Event("mode", f"P{frame.controller + 1} chooses: {text}", R("8-4-4"), frame.controller))
