"""More ONE PIECE ops (declared like :mod:`engine.onepiece.ops_extra`):

- ``swap_base_power``: "Select 2 of … Characters. Swap the base power of the selected Characters with
  each other during this turn" — the player selects the ``target`` cards (exactly 2, as many as there
  are, 1-3-2); both base powers are read first (4-9: the printed value or the latest "base power
  becomes N"), then each card's base power becomes the other's for the ``duration``; with fewer than
  2 selected there is nothing to swap;
- ``order_opp_life``: "Look at all of your opponent's Life cards and place them back in their Life
  area in any order" — the effect's player sees them (3-10-2: hidden to their owner as before) and
  puts them back one at a time from the top down (1-3-8); a face-up card stays face up (3-10-2-1).

- ``forbid_draw``: "Then, you cannot draw cards using your own effects during this turn" — a prohibition on the
  effect's player until the end of the turn (1-3-3, a marker on their Leader, like forbid_play); their own effects'
  draw instructions then draw nothing (draw_guard, read by resolve).

- ``draw_to``: "Draw cards so that you have N cards in your hand" — N minus the cards in the hand, none when it
  already has N or more (1-3-2-2: a count of 0 or less does nothing).

- ``opponent_may_trash_hand``: "Your opponent may trash N cards from their hand. If they do not, …" — the opponent
  decides (8-4-4), then picks the N cards (10-2-14-1); if they do, the rest of the ability (what "if they do not"
  governs) does not happen; with fewer than N cards they can't (1-3-2): the rest happens, and the log says why.

- ``move_given_don``: "Give up to N total of your currently given DON!! cards to 1 of your Characters" — the player
  picks up to N of the DON!! given to their Leader and Characters (0 allowed, 1-3-5-1), then the Character that gets
  them (6-5-5: they stay given DON!!, now under it).

- ``forbid_don_activate``: "Then, you cannot set DON!! cards as active using Character effects during this turn" — a
  prohibition on the effect's player for the turn (1-3-3, don_guard).

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .don_guard import NO_CHAR_DON_ACTIVE
from .draw_guard import NO_EFFECT_DRAW
from .ops_extra import _op
from .rules import R


@_op("forbid_draw", (), "you cannot draw cards using your own effects during this turn")
def forbid_draw(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    p = frame.controller
    lead = st.table.zone(p, "leader")
    if lead:
        st.modifiers.append(
            Modifier(
                lead[0],
                "keyword",
                0,
                keyword=NO_EFFECT_DRAW,
                duration="this_turn",
                player=p,
                turn=st.turn,
                source=frame.src,
            )
        )
    events.append(
        Event("effect", f"P{p + 1} cannot draw cards using their own effects during this turn", R("1-3-3"), p)
    )
    return True


@_op("swap_base_power", ("target", "duration"), "swap the base power of {target} with each other")
def swap_base_power(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    from . import board
    from .stack import choose_targets

    chosen = choose_targets(
        st, frame, eff, picks, "select the Characters whose base power is swapped", events
    )
    if chosen is None:
        return False
    frame.chosen = chosen
    live = [u for u in chosen if u in st.table.cards and st.table.cards[u].zone in ("leader", "characters")]
    if len(live) != 2:
        events.append(
            Event(
                "effect",
                "fewer than 2 cards were selected: no base power is swapped",
                R("1-3-2"),
                frame.controller,
            )
        )
        return True
    a, b = live
    power_a, power_b = board.base_power(st, a), board.base_power(st, b)  # both read before either changes
    p = frame.controller
    for uid, value in ((a, power_b), (b, power_a)):
        st.modifiers.append(
            Modifier(
                uid,
                "base_power",
                value,
                duration=eff.duration or "this_turn",
                player=p,
                turn=st.turn,
                source=frame.src,
            )
        )
    events.append(
        Event(
            "modify",
            f"{board.name(st, a)} and {board.name(st, b)} swap their base power ({power_a} ↔ {power_b})",
            R("4-9"),
            p,
            data={"uids": [a, b]},
        )
    )
    return True


@_op(
    "order_opp_life",
    (),
    "look at all of your opponent's Life cards and place them back in their Life area in any order",
)
def order_opp_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board

    t, p = st.table, frame.controller
    opp = board.opponent(p)
    if picks is None:
        life = list(t.zone(opp, "life"))
        for uid in life:
            t.cards[uid].known_to = sorted({*t.cards[uid].known_to, p})
        if life:
            seen = ", ".join(t.card_name(u) for u in life)
            events.append(
                Event(
                    "look_private",
                    f"You look at your opponent's Life cards: {seen}",
                    R("3-10-2"),
                    p,
                    [p],
                    {"uids": life},
                )
            )
        frame.looked = life
    else:
        uid = picks[0]
        placed = len(t.zone(opp, "life")) - len(frame.looked)
        face_up = t.cards[uid].flags.get("face_up")
        t.move(uid, "life", player=opp, position=placed)  # the next card from the top (1-3-8)
        if face_up:  # it stays in the Life area: still face up (3-10-2-1)
            t.cards[uid].flags["face_up"] = face_up
        frame.looked = [u for u in frame.looked if u != uid]
    if len(frame.looked) <= 1:  # the last card goes under the others
        frame.looked = []
        events.append(
            Event(
                "life", f"P{p + 1} places P{opp + 1}'s Life cards back in the order they chose", R("1-3-8"), p
            )
        )
        return True
    placed = len(t.zone(opp, "life")) - len(frame.looked)
    opts = [Option(str(u), t.card_name(u)) for u in frame.looked]
    st.pending.insert(
        0,
        choices.choose_n(
            p,
            "target",
            f"Your opponent's Life cards: which goes at position {placed + 1} from the top?",
            opts,
            n=1,
            rule=R("1-3-8"),
        ),
    )
    return False


@_op("draw_to", ("amount",), "draw cards so that you have {amount} cards in your hand")
def draw_to(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, effects

    from .draw_guard import effect_draw_forbidden

    p = frame.controller
    n = eff.amount - len(st.table.zone(p, "hand"))
    if n <= 0:
        events.append(
            Event("effect", f"P{p + 1} already has {eff.amount} or more cards in their hand", R("1-3-2-2"), p)
        )
        return True
    if effect_draw_forbidden(st, p):
        events.append(
            Event(
                "effect",
                f"P{p + 1} cannot draw cards using their own effects during this turn",
                R("1-3-3"),
                p,
            )
        )
        return True
    events.extend(effects.draw(st.table, p, n, R("4-5"))[1])
    return True


@_op(
    "opponent_may_trash_hand",
    ("amount",),
    "your opponent may trash {amount} card(s) from their hand; if they do not, the rest happens",
)
def opponent_may_trash_hand(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board
    from .only_answer import forced

    opp, n = board.opponent(frame.controller), max(eff.amount, 1)
    hand = list(st.table.zone(opp, "hand"))
    if picks is None and len(hand) < n:
        events.append(
            Event(
                "effect",
                f"P{opp + 1} has fewer than {n} cards in their hand and cannot trash them",
                R("1-3-2"),
                opp,
            )
        )
        return True
    if picks is None:
        opts = [Option("1", f"Trash {n} card(s) from your hand"), Option("0", "Do not trash")]
        prompt = f"{board.name(st, frame.src)}: you may trash {n} card(s) from your hand"
        st.pending.insert(0, choices.choose_n(opp, "target", prompt, opts, n=1, rule=R("8-4-4")))
        return False
    if frame.amount != n:  # the answer to "trash or not"
        if not picks or picks[0] != 1:
            events.append(
                Event("effect", f"P{opp + 1} does not trash cards from their hand", R("8-4-4"), opp)
            )
            return True
        frame.amount = n  # next: which cards
        opts = [Option(str(u), board.name(st, u)) for u in hand]
        prompt = f"Trash {n} card(s) from your hand"
        if not forced(st, opp, "target", hand, n, f"{prompt}: all of them", R("10-2-14-1"), events):
            st.pending.insert(0, choices.choose_n(opp, "target", prompt, opts, n=n, rule=R("10-2-14-1")))
            return False
        picks = hand  # every card is demanded: the one answer, taken and logged (8-4-4)
    for uid in picks:
        events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
    events.append(Event("effect", f"P{opp + 1} trashes {n} card(s) from their hand", R("10-2-14-1"), opp))
    frame.stop = frame.pc + 1  # they did: what "if they do not" governs does not happen
    return True


@_op(
    "move_given_don",
    ("amount", "target"),
    "give up to {amount} total of your currently given DON!! cards to {target}",
)
def move_given_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board
    from .only_answer import forced

    t, p = st.table, frame.controller
    if frame.amount < 0:  # which DON!!
        given = [u for u in t.zone(p, "attached_don") if t.cards[u].attached_to in t.cards]
        chars = [u for u in t.zone(p, "characters")]
        if not given or not chars:
            events.append(
                Event("effect", f"P{p + 1} has no given DON!! or no Character to give them to", R("1-3-2"), p)
            )
            return True
        opts = [Option(str(u), f"a DON!! given to {board.name(st, t.cards[u].attached_to)}") for u in given]
        prompt = f"{board.name(st, frame.src)}: choose up to {eff.amount} of your given DON!!"
        st.pending.insert(
            0, choices.choose_n(p, "target", prompt, opts, n=eff.amount, up_to=True, rule=R("1-3-5-1"))
        )
        frame.amount = 0
        return False
    if frame.amount == 0:  # the DON!! chosen: which Character gets them
        if not picks:
            return True
        frame.chosen, frame.amount = list(picks), 1
        chars = list(t.zone(p, "characters"))
        prompt = f"Give {len(picks)} DON!! to which of your Characters?"
        if not forced(
            st,
            p,
            "target",
            chars,
            1,
            f"{prompt} {', '.join(board.name(st, u) for u in chars)}",
            R("6-5-5"),
            events,
            private=False,
        ):
            opts = [Option(str(u), board.name(st, u)) for u in chars]
            st.pending.insert(0, choices.choose_n(p, "target", prompt, opts, n=1, rule=R("6-5-5")))
            return False
        picks = chars  # one Character: the one answer, taken and logged (8-4-4)
    host = picks[0]
    for don in frame.chosen:
        if don in t.cards and t.cards[don].zone == "attached_don":
            board.give_don(st, don, host)
    events.append(
        Event(
            "don", f"P{p + 1} gives {len(frame.chosen)} given DON!! to {board.name(st, host)}", R("6-5-5"), p
        )
    )
    frame.chosen = [host]
    return True


@_op(
    "forbid_don_activate", (), "you cannot set DON!! cards as active using Character effects during this turn"
)
def forbid_don_activate(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    p = frame.controller
    lead = st.table.zone(p, "leader")
    if lead:
        st.modifiers.append(
            Modifier(
                lead[0],
                "keyword",
                0,
                keyword=NO_CHAR_DON_ACTIVE,
                duration="this_turn",
                player=p,
                turn=st.turn,
                source=frame.src,
            )
        )
    events.append(
        Event(
            "effect",
            f"P{p + 1} cannot set DON!! cards as active using Character effects this turn",
            R("1-3-3"),
            p,
        )
    )
    return True
