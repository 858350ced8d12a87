"""More of ONE PIECE's own effect ops, declared like :mod:`engine.onepiece.ops_extra` (the package
imports this module before engine.onepiece.ops counts the ops), each with its resolver:

- ``only_if_self``: "If this Character has 7000 power or more, …" — a condition on the ability's own
  card (8-3-2), read when the effect resolves: the card's current values against the ``target``
  filter (``power_min`` …, the keys board.matches reads). When it does not hold, nothing more of
  that ability is carried out (the effects after it are the conditioned ones);
- ``trash_from_field``: "trash up to 1 of your opponent's Characters with …" — the chosen cards go
  from the field to their owner's trash: a removal, not a K.O. (10-2-1: no [On K.O.]); a card that
  cannot be removed by its opponent's effects stays (1-3-3), and replacement effects ("would be
  removed from the field … instead") are offered first, as for any removal;
- ``trash_any_from_hand``: "you may trash any number of {X} type cards from your hand" — the player
  picks 0 or more cards of their hand that fit the ``target`` filter (1-3-5-1: any number, none
  included); they are trashed (10-2-14-1) and counted for "… for every card trashed" (``frame.counted``,
  read by a following ``modify_stat`` with keyword ``for_each``);
- ``opponent_returns_character``: "your opponent returns 1 of their [active] Characters to the owner's
  hand" (``zone`` "deck": "… places 1 of their Characters at the bottom of the owner's deck") — the opponent chooses (8-4-4) among their Characters that fit the ``target`` filter and
  can be removed by this effect (1-3-3; as many as there are, 1-3-2); replacement effects first;
- ``reveal_hand``: "your opponent reveals their hand" (``zone`` "opp"; else your own): every card of
  it is shown to both players (11-2-1) and stays in the hand;
- ``trash_life_until``: "trash cards from the top of your Life cards until you have N Life card(s)"
  (none when you have N or fewer);
- ``arrange_top``: "look at N cards from the top of your deck and place them at the top of your deck
  in any order" — only the player sees them (11-3-1); one choice per position, from the top down
  (1-3-8), the last card left goes under the others;
- ``life_face_down``: "turn all of your Life cards face-down" — the face-up ones become hidden
  again (3-10-2-1: face up only while turned so); their order is unchanged.

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("only_if_self", ("target",), "if this card meets the condition its text gives (its power …), do the rest; otherwise nothing more")
def only_if_self(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board

    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    src = frame.src
    if src in st.table.cards and st.table.cards[src].zone in ("leader", "characters", "stage") \
            and board.matches(st, src, flt, frame.controller, src):
        return True
    frame.stop = frame.pc + 1  # the rest of the ability is what the condition governs
    events.append(Event("effect", f"{board.name(st, src)}: its condition is not met, so the rest of its effect does not happen",
                        R("8-3-2"), frame.controller))
    return True


@_op("trash_from_field", ("target",), "trash {target} (from the field: not a K.O.)")
def trash_from_field(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board, replacement
    from .stack import choose_targets

    chosen = frame.held or choose_targets(st, frame, eff, picks, "choose a card to trash", events)
    if chosen is None:
        return False
    frame.chosen = chosen
    if replacement.hold(st, frame, chosen, "removed", events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    for uid in chosen:
        card = st.table.cards.get(uid)
        if card is None or card.zone not in ("characters", "stage"):
            continue
        if board.removal_blocked(st, uid, frame.controller):
            events.append(Event("effect", f"{board.name(st, uid)} cannot be removed from the field by its opponent's effects",
                                R("1-3-3"), frame.controller))
            continue
        if replacement.spared(st, uid, events):
            continue
        events.append(board.move_card(st, uid, "trash", R("8-4-1-5"), position=0))
    return True


@_op("trash_any_from_hand", ("target", "amount"),
     "trash any number (amount N: up to N) of the cards of your hand the text names (counted for \"for every card\")")
def trash_any_from_hand(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board
    from .stack import new_choice, took_only

    p = frame.controller
    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    fits = [u for u in st.table.zone(p, "hand") if not flt or board.matches(st, u, flt, p, frame.src)]
    if picks is None:
        frame.counted = 0
        if not fits:  # none is the only answer: the log (the chooser's: a hidden hand) says so and why
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: trash none from your hand", "no card of your hand fits",
                      R("1-3-2"), events, private=True)
            return True
        most = min(eff.amount, len(fits)) if eff.amount else len(fits)  # "trash up to 2 cards from your hand" (1-3-5-1)
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: trash {f'up to {most}' if eff.amount else 'any number'} of these cards from your hand",
                                        fits, 0, most, R("1-3-5-1")))
        return False
    for uid in picks:
        events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
    frame.counted = len(picks)
    return True


@_op("life_face_down", (), "turn all of your Life cards face-down")
def life_face_down(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    p = frame.controller
    turned = [u for u in st.table.zone(p, "life") if st.table.cards[u].flags.pop("face_up", None)]
    if turned:
        events.append(Event("life", f"P{p + 1} turns {len(turned)} Life card(s) face down", R("3-10-2-1"), p))
    return True


@_op("opponent_returns_character", ("amount", "target", "zone"),
     "your opponent returns {amount} of their Characters ({target}) to the owner's hand (zone deck: places it at the bottom of the owner's deck)")
def opponent_returns_character(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board, replacement
    from .only_answer import forced
    from .stack import new_choice

    chosen = frame.held or picks
    if chosen is None:
        opp = board.opponent(frame.controller)
        flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
        fits = [u for u in st.table.zone(opp, "characters") if (not flt or board.matches(st, u, flt, frame.controller, frame.src))
                and not board.removal_blocked(st, u, frame.controller)]
        n = min(max(eff.amount, 1), len(fits))
        if n == 0:
            return True
        if n < len(fits):
            where = "place at the bottom of your deck" if eff.zone == "deck" else "return to your hand"
            st.pending.insert(0, new_choice(st, opp, "target", f"{board.name(st, frame.src)}: choose {n} of your Characters to {where}",
                                            fits, n, n, R("8-4-4")))
            return False
        chosen = fits  # no choice left to make (8-4-4): taken, and the log says which and why
        what = ", ".join(board.name(st, u) for u in fits)
        where = "place at the bottom of your deck" if eff.zone == "deck" else "return to your hand"
        forced(st, opp, "target", fits, n, f"{board.name(st, frame.src)}: {where}: {what}", R("8-4-4"), events,
               private=False)
    frame.chosen = chosen
    if replacement.hold(st, frame, chosen, "removed", events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    for uid in chosen:
        if uid in st.table.cards and st.table.cards[uid].zone == "characters" and not replacement.spared(st, uid, events):
            events.append(board.move_card(st, uid, "deck" if eff.zone == "deck" else "hand", R("8-4-1-5")))  # deck: its bottom
    return True


@_op("reveal_hand", ("zone",), "reveal a hand (zone opp: your opponent's) to both players")
def reveal_hand(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects

    from . import board

    who = board.opponent(frame.controller) if eff.zone == "opp" else frame.controller
    hand = list(st.table.zone(who, "hand"))
    if hand:
        events.append(effects.reveal(st.table, hand, R("11-2-1"), who))
    return True


@_op("trash_life_until", ("amount",), "trash cards from the top of your Life cards until you have {amount} Life card(s)")
def trash_life_until(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from .stack import take_life

    p = frame.controller
    extra = len(st.table.zone(p, "life")) - eff.amount
    if extra > 0:  # 1-3-2-2: nothing to do with N or fewer
        take_life(st, p, extra, "top", "trash", R("8-4-1-5"), events)
    return True


@_op("arrange_top", ("amount",), "look at {amount} cards from the top of your deck and place them at the top in any order")
def arrange_top(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices, effects

    t, p = st.table, frame.controller
    if picks is None:
        frame.looked, ev = effects.look_top(t, p, p, "deck", eff.amount, R("11-3-1"))
        events.append(ev)
        frame.chosen = []
    else:
        t.move(picks[0], "deck", player=p, position=len(frame.chosen))  # 11-3-2: it never left the deck
        frame.chosen = [*frame.chosen, picks[0]]
    left = [u for u in frame.looked if u not in frame.chosen]
    if len(left) <= 1:  # the last one is already under the others
        events.append(Event("move", f"P{p + 1} puts {len(frame.looked)} card(s) back on top of their deck", R("1-3-8"), p))
        frame.looked = []
        return True
    opts = [Option(str(u), t.card_name(u)) for u in left]
    st.pending.insert(0, choices.choose_n(p, "target", f"Your deck: which card goes at position {len(frame.chosen) + 1} from the top?",
                                          opts, n=1, rule=R("1-3-8")))
    return False
