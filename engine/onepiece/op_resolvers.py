"""How ONE PIECE's own single-step ops (engine.onepiece.ops) are carried out: DON!! (6-4, 6-5-5),
Life (3-10), the deck and trash, negation (8-2-1-1), [Blocker] forbidden (7-1-2), a card's own
effect activated again (10-1-5-1) and effects that wait for the end of the turn (6-6-1-1). Each
function is attached to its op with ``@resolves``; ``resolve.run_effect`` calls it through the
registry. The procedures of several steps are in ``special``.
"""

from __future__ import annotations

from engine.core import Event, Modifier, effects
from engine.core.effects import Effect, resolves
from engine.core.picked_events import picked_events

from . import board
from .board import compiled, name
from .don_guard import don_activation_forbidden
from .only_answer import forced
from .ops import UP_TO
from .rules import GAME, R
from .special import scry_next
from .stack import choose_amount, life_end, new_choice, order_bottom, per_target, push, take_life
from .state import FIELD, Frame, OPState

RULE = R("8-4-1-5")


def how_many(st: OPState, frame: Frame, eff: Effect, there: int, prompt: str, unit: str, where: str,
             events: list[Event]) -> int | None:
    """The number an amount op acts on: exactly N (as many as there are, 1-3-2) or, for "up to N"
    (``stat`` UP_TO), the player's choice from 0 (1-3-5-1). None while the player chooses."""
    most = min(eff.amount, there)
    if eff.stat != UP_TO:
        return most
    reason = f"{where} has no {unit}" if there == 0 else f"the text allows up to {eff.amount}"
    return choose_amount(st, frame, most, prompt, lambda n: f"{n} {unit}", reason, events)


@resolves(GAME, "add_don")
def add_don(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"add up to N DON!! cards from your DON!! deck": 0 to N, the player's choice (1-3-5-1)."""
    p = frame.controller
    n = how_many(st, frame, eff, len(st.table.zone(p, "don_deck")), f"add DON!! ({eff.keyword})", "DON!!",
                 "your DON!! deck", events)
    if n is None:
        return False
    n = board.don_to_cost_area(st, p, n, RULE, rested=eff.keyword == "rested")
    events.append(Event("don", f"P{p + 1} adds {n} DON!! ({eff.keyword})", RULE, p))
    return True


@resolves(GAME, "activate_don")
def activate_don(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"set up to N of your DON!! cards as active": 0 to N rested DON!! (1-3-5-1)."""
    t, p = st.table, frame.controller
    if don_activation_forbidden(st, p, frame.src):  # "… cannot set DON!! cards as active using Character effects"
        events.append(Event("effect", f"P{p + 1} cannot set DON!! cards as active using Character effects this turn", R("1-3-3"), p))
        return True
    rested = [u for u in t.zone(p, "cost_area") if t.cards[u].tapped]
    n = how_many(st, frame, eff, len(rested), "set DON!! as active", "rested DON!!", "your cost area", events)
    if n is None:
        return False
    for u in rested[:n]:
        t.cards[u].tapped = False
    events.append(Event("don", f"P{p + 1} sets {n} DON!! active", RULE, p))
    return True


@resolves(GAME, "rest_don_count")
def rest_don_count(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"you may rest any number of your DON!! cards" (``amount`` 0) or "up to N": the player chooses
    how many active DON!! to rest, 0 allowed (1-3-5-1); the number is kept for "for every DON!!
    card rested this way" (``frame.counted``)."""
    t, p = st.table, frame.controller
    active = board.active_don(st, p)
    most = len(active) if eff.amount <= 0 else min(eff.amount, len(active))
    n = choose_amount(st, frame, most, "rest DON!!", lambda k: f"{k} DON!!", "no active DON!!" if not active else "the only number",
                      events)
    if n is None:
        return False
    for u in active[:n]:
        t.cards[u].tapped = True
    frame.counted = n
    events.append(Event("don", f"P{p + 1} rests {n} DON!!", R("1-3-5-1"), p))
    return True


def _don_pool(st: OPState, frame: Frame, eff: Effect) -> list[int]:
    t = st.table
    return [u for u in t.zone(frame.controller, "cost_area") if eff.keyword == "any" or t.peek(u).tapped == (eff.keyword == "rested")]  # (read only)


def _give_don(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    """6-5-5: give DON!! of the cost area (rested, active or any) to the chosen card."""
    p = frame.controller
    pool = _don_pool(st, frame, eff)
    n = min(len(pool), eff.amount if frame.amount < 0 else frame.amount)
    for don in pool[:n]:
        board.give_don(st, don, uid)
    events.append(Event("don", f"P{p + 1} gives {n} DON!! to {name(st, uid)}", R("6-5-5"), p))


_give_each = per_target(_give_don)


@resolves(GAME, "give_don")
def give_don(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"give up to N (rested) DON!! cards to …": first how many (0 to N, 1-3-5-1), then to which
    card (8-4-4); nothing to give leaves nothing to choose."""
    if picks is None:
        n = how_many(st, frame, eff, len(_don_pool(st, frame, eff)), "give DON!!", f"{eff.keyword} DON!!".replace("any ", ""),
                     "your cost area", events)
        if n is None:
            return False
        if n == 0 and eff.stat == UP_TO:
            events.append(Event("don", f"P{frame.controller + 1} gives no DON!!", R("1-3-5-1"), frame.controller))
            return True
        frame.amount = n
    return _give_each(st, frame, eff, picks, events)


def _negate(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    """8-2-1-1: the card's effects don't happen while negated (board.negated); it still has its
    text (8-2-2). A card that moves becomes a new card and loses it (3-1-6)."""
    if st.table.cards[uid].zone in FIELD:
        duration = eff.duration or "this_turn"
        p = frame.controller
        st.modifiers.append(Modifier(uid, "keyword", 0, keyword="negated", duration=duration, player=p, turn=st.turn, source=frame.src))
        events.append(Event("negate", f"{name(st, uid)}'s effects are negated ({duration.replace('_', ' ')})", R("8-2-1-1"), p,
                            data={"uid": uid}))


def _trash_self(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    if st.table.cards[uid].zone in ("characters", "stage") and not board.removal_blocked(st, uid, frame.controller):
        events.append(board.move_card(st, uid, "trash", RULE, position=0))


def select_events(st: OPState, src: int, uid: int, player: int) -> list[Event]:
    """The log of a selection (8-4-4): the card by name when its face is public; a card chosen in a hidden zone
    (a hand) is "a card from their hand" for everyone and named only to the player who chose it."""
    return picked_events(st.table, [uid], lambda u: name(st, u), kind="select", said=f"{name(st, src)} selects",
                         rule=R("8-4-4"), player=player)


def _select(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    """"Select up to 1 of your …": only chosen (8-4-4); "the selected card" of a later
    instruction of the same ability is that card (``frame.chosen``)."""
    events.extend(select_events(st, frame.src, uid, frame.controller))


def _redirect(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    """"Change the attack target to the selected card": the attacked card of the battle going on
    becomes that card of the attacked player (7-1-1-2); no battle, nothing happens (1-3-2)."""
    b, card = st.battle, st.table.cards[uid]
    if b is None or card.zone not in ("leader", "characters") or card.controller == b.player or uid == b.target:
        return
    b.target = uid
    events.append(Event("retarget", f"The attack target changes to {name(st, uid)}", R("7-1-1-2"), frame.controller,
                        data={"target": uid}))


resolves(GAME, "select")(per_target(_select))
resolves(GAME, "redirect_attack")(per_target(_redirect))
resolves(GAME, "negate")(per_target(_negate))
resolves(GAME, "trash_self")(per_target(_trash_self))


@resolves(GAME, "forbid_blocker")
def forbid_blocker(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    if st.battle is not None:
        st.battle.no_blocker = True
        events.append(Event("effect", "The opponent cannot activate [Blocker] during this battle", RULE, frame.controller))
    return True


@resolves(GAME, "life_to_hand")
def life_to_hand(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """3-10: from the top (or, when the text says so, the top or bottom: a ``life_end`` choice);
    "up to N": 0 to N, the player's choice (1-3-5-1). ``zone`` "opp": the opponent's Life cards
    (to their owner's hand); ``keyword`` "trash": to the trash instead of the hand."""
    p = board.opponent(frame.controller) if eff.zone == "opp" else frame.controller
    whose = "your opponent's" if eff.zone == "opp" else "your"
    if p == frame.controller and eff.keyword != "trash" and board.life_to_hand_forbidden(st, p):
        events.append(Event("effect", f"P{p + 1} cannot add Life cards to their hand by their own effects this turn", R("1-3-3"), p))
        return True
    n = how_many(st, frame, eff, len(st.table.zone(p, "life")), f"add {whose} Life cards to the owner's hand", "card(s)",
                 f"{whose} Life area", events)
    if n is None:
        return False
    if n == 0:
        return True
    end = life_end(st, p, eff.keyword == "either" and eff.zone != "opp", None, "effect", events=events)
    if end is None:
        return False
    take_life(st, p, n, end, "trash" if eff.keyword == "trash" else "hand", RULE, events)
    return True


@resolves(GAME, "deck_to_life")
def deck_to_life(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"add (up to) N cards from the top of your deck to the top of your Life cards": "up to" lets
    the player take 0 to N (1-3-5-1), so a last deck card need not leave (9-2-1-2)."""
    p = frame.controller
    n = how_many(st, frame, eff, len(st.table.zone(p, "deck")), "add cards from your deck to your Life cards", "card(s)",
                 "your deck", events)
    if n is None:
        return False
    for u in st.table.top(p, "deck", n):
        events.append(board.move_card(st, u, "life", RULE, position=0))
    return True


@resolves(GAME, "mill")
def mill(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    n = frame.counted if eff.keyword == "counted" else eff.amount  # "trash the same number of cards … as you did" (ops_counted)
    milled = list(st.table.top(frame.controller, "deck", n))
    for u in milled:
        events.append(board.move_card(st, u, "trash", RULE, position=0))
    if eff.keyword == "looked":  # "If the trashed card has a cost of 6 or more": a later condition ``revealed`` reads it
        frame.looked = milled
    return True


@resolves(GAME, "rest_to_bottom")
def rest_to_bottom(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """The looked-at cards left: trashed, placed at the bottom in the order the player chooses
    (1-3-8), or (``zone`` "either") each at the top or the bottom (11-3-1)."""
    t, p = st.table, frame.controller
    left = [u for u in frame.looked if t.peek(u).zone == "deck"]  # (read only)
    if eff.zone == "either":
        frame.looked = left
        return scry_next(st, frame, events)
    frame.looked = []
    if eff.zone == "trash":
        for u in left:
            events.append(board.move_card(st, u, "trash", RULE, position=0))
        return True
    if not order_bottom(st, p, left, events, "effect"):
        return False  # stack.answer_deck_order moves on
    if left:
        events.append(Event("move", f"P{p + 1} places {len(left)} card(s) at the bottom of their deck", RULE, p))
    return True


@resolves(GAME, "activate_main")
def activate_main(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """10-1-5-1: the card's own [Main] / [Counter] (or named) ability resolves next."""
    timings = (eff.keyword,) if eff.keyword else ("main", "counter")
    for index, ab in enumerate(compiled(st, frame.src).abilities):
        if ab.timing in timings:
            push(st, frame.src, index, frame.controller, kind="event")
            break
    return True


@resolves(GAME, "opponent_discards")
def opponent_discards(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """10-2-14-1: the opponent chooses which of their cards to trash (``zone`` "deck": to place at
    the bottom of their deck, in the order they choose, 1-3-8)."""
    opp = board.opponent(frame.controller)
    if eff.zone == "trash_deck":  # "your opponent places N cards (Events) from their trash at the bottom of their deck"
        hand = [u for u in st.table.zone(opp, "trash") if not eff.keyword or board.data(st, u).get("type") == eff.keyword]
    else:
        hand = list(st.table.zone(opp, "hand"))
    n = min(eff.amount, len(hand))
    if picks is None:
        if n == 0:
            return True
        if eff.zone == "trash_deck" and n == len(hand):  # all of them: taken and logged, only their order is chosen
            forced(st, opp, "target", hand, n, f"Place {n} card(s) from your trash at the bottom of your deck: all of them",
                   R("8-4-4"), events, private=False)
            return order_bottom(st, opp, hand, events, "effect")
        what = ("place at the bottom of your deck" + (" (from your trash)" if eff.zone == "trash_deck" else "")
                if eff.zone in ("deck", "trash_deck") else "trash")
        rule = R("10-2-14-1" if eff.zone == "" else "8-4-4")
        if not forced(st, opp, "target", hand, n, f"Choose {n} card(s) to {what}", rule, events, private=eff.zone != "trash_deck"):
            st.pending.insert(0, new_choice(st, opp, "target", f"Choose {n} card(s) to {what}", hand, n, n, rule))
            return False
        picks = hand  # every card is demanded: the one answer, taken and logged
    if eff.zone in ("deck", "trash_deck"):
        return order_bottom(st, opp, picks, events, "effect")
    for u in picks:
        events.append(board.move_card(st, u, "trash", R("10-2-14-1"), position=0))
    return True


def _copy_power(st: OPState, frame: Frame, eff: Effect, uid: int, events: list[Event]) -> None:
    """"This Character's base power becomes the same as the selected Character's power": the
    selected card's power now, as a "base power becomes N" of the source (4-9) for the duration."""
    src = frame.src
    if src not in st.table.cards or st.table.cards[src].zone not in ("leader", "characters"):
        return
    value = board.power(st, uid)
    p = frame.controller
    st.modifiers.append(Modifier(src, "base_power", value, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=src))
    events.append(Event("modify", f"{name(st, src)}'s base power becomes {value} ({name(st, uid)}'s power)", RULE, p, data={"uid": src}))


resolves(GAME, "copy_power")(per_target(_copy_power))


@resolves(GAME, "forbid_play")
def forbid_play(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"Then, you cannot play Character cards [with a base cost of N or more] / cards from your
    hand during this turn": a prohibition on its player until the end of the turn (1-3-3, kept
    with their Leader, see board.play_forbidden)."""
    p = frame.controller
    lead = board.leader(st, p)
    if lead is not None:
        st.modifiers.append(Modifier(lead, "keyword", 0, keyword=f"{board.NO_PLAY}{eff.keyword}:{eff.amount}", duration="this_turn",
                                     player=p, turn=st.turn, source=frame.src))
    what = "cards from their hand" if eff.keyword == "hand" else "Character cards" + (
        f" with a base cost of {eff.amount} or more" if eff.amount else "")
    events.append(Event("effect", f"P{p + 1} cannot play {what} during this turn", R("1-3-3"), p))
    return True


@resolves(GAME, "forbid_life_to_hand")
def forbid_life_to_hand(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"Then, you cannot add Life cards to your hand using your own effects during this turn": a
    prohibition on its player until the end of the turn (1-3-3, kept with their Leader); a cost
    that needs it can't be paid (8-3-1-3)."""
    p = frame.controller
    lead = board.leader(st, p)
    if lead is not None:
        st.modifiers.append(Modifier(lead, "keyword", 0, keyword=board.NO_LIFE_TO_HAND, duration="this_turn", player=p, turn=st.turn,
                                     source=frame.src))
    events.append(Event("effect", f"P{p + 1} cannot add Life cards to their hand using their own effects during this turn", R("1-3-3"), p))
    return True


DELAYED_REF = "_delayed_ref"
"""Card flag: a card chosen by an ability whose later step waits for the end of the turn (op delay, turn.end_phase)."""


@resolves(GAME, "delay")
def delay(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """6-6-1-1: the next ``amount`` effects happen in this turn's end phase; they keep the ability's last choice ("the
    Character played by this effect", target zone chosen)."""
    st.delayed.append(Frame(src=frame.src, card_id=frame.card_id, controller=frame.controller, ability=frame.ability,
                            pc=frame.pc + 1, stop=frame.pc + 1 + eff.amount, paid=True, mode=frame.mode, chosen=list(frame.chosen)))
    for u in frame.chosen:  # a card that changes zones is a new card (3-1-6): its flags go, so the delayed step forgets it
        if u in st.table.cards:
            st.table.cards[u].flags[DELAYED_REF] = True
    frame.pc += eff.amount  # step() moves past the delay itself
    return True


@resolves(GAME, "hand_to_deck")
def hand_to_deck(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"Return all cards in your hand to your deck and shuffle your deck" (``zone`` "opp": "your
    opponent returns all cards in their hand …"); the cards stay hidden (3-2-4: a shuffled deck),
    and their number is counted ("the number you returned", ``frame.counted``)."""
    p = board.opponent(frame.controller) if eff.zone == "opp" else frame.controller
    hand = list(st.table.zone(p, "hand"))
    for u in hand:
        events.append(board.move_card(st, u, "deck", RULE))
    events.append(effects.shuffle(st.table, st.rng, p, "deck", R("3-2-4")))
    frame.counted = len(hand)
    return True


@resolves(GAME, "opponent_draws")
def opponent_draws(st: OPState, frame: Frame, eff: Effect, picks: list[int] | None, events: list[Event]) -> bool:
    """"Your opponent draws N cards" (4-5: as many as their deck has)."""
    events.extend(effects.draw(st.table, board.opponent(frame.controller), eff.amount, R("4-5"))[1])
    return True
