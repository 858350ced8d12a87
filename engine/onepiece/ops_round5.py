"""More ONE PIECE ops (declared like :mod:`engine.onepiece.ops_extra`):

- ``opponent_may_return_don``: "Your opponent may return N of their active DON!! cards to their DON!!
  deck. If they do not, …" — the opponent decides (8-4-4: a choice the text gives a player is
  theirs); "1" returns N active DON!! of their cost area (alike, 10-2-10-1) and their "when a DON!!
  card on your field is returned" effects trigger; the rest of the ability (what "if they do not"
  governs) then does not happen. With fewer than N active DON!! they can't return them (1-3-2):
  the rest happens, and the log says why;
- ``reveal_life_power``: "reveal up to 1 card from the top of your Life cards. This Character gains
  +1000 power during this turn per 1 cost on the revealed card" — 0 or 1 card (1-3-5-1, the
  player's choice); the card is shown to both players (11-2-1) and stays in the Life area; this
  card gets ``amount`` × its cost for the turn;
- ``life_either_face_down``: "add up to 1 Character … to the top or bottom of the owner's Life cards
  face-down" — the chosen card (0 allowed, 1-3-5-1) goes to its owner's Life area, face down (a
  hidden card, 3-10-2), at the end the player chooses; as ``face_up_life`` (special.py), a card
  that cannot be removed by its opponent's effects stays (1-3-3);
- ``power_per_given_don``: "give all of your opponent's Characters -1000 power during this turn for
  every DON!! card given to that Character" — each card of the ``target`` gets ``amount`` × the
  DON!! given to it (6-5-5), counted once when the effect resolves (8-1-3-1);
- ``next_play_discount``: "the next time you play [X] with a cost of N or more from your hand during
  this turn, the cost will be reduced by M" (``keyword`` "X:N", ``amount`` M; engine.onepiece.next_play).

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op(
    "opponent_may_return_don",
    ("amount",),
    "your opponent may return {amount} of their active DON!! card(s) to their DON!! "
    "deck; if they do not, the rest happens",
)
def opponent_may_return_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board, resolve

    opp, n = board.opponent(frame.controller), max(eff.amount, 1)
    active = board.active_don(st, opp)
    if len(active) < n:
        events.append(
            Event(
                "effect",
                f"P{opp + 1} has fewer than {n} active DON!! and cannot return them",
                R("1-3-2"),
                opp,
            )
        )
        return True
    if picks is None:
        opts = [
            Option("1", f"Return {n} active DON!! card(s) to your DON!! deck"),
            Option("0", "Do not return DON!!"),
        ]
        st.pending.insert(
            0,
            choices.choose_n(
                opp,
                "target",
                f"{board.name(st, frame.src)}: you may return {n} active DON!! card(s)",
                opts,
                n=1,
                rule=R("8-4-4"),
            ),
        )
        return False
    if not picks or picks[0] != 1:
        events.append(Event("effect", f"P{opp + 1} does not return DON!!", R("8-4-4"), opp))
        return True
    for uid in active[:n]:
        board.return_one_don(st, uid)
    events.append(
        Event("don", f"P{opp + 1} returns {n} active DON!! to their DON!! deck", R("10-2-10-1"), opp)
    )
    resolve.don_returned(st, opp, n, events)
    frame.stop = frame.pc + 1  # they did: what "if they do not" governs does not happen
    return True


@_op(
    "reveal_life_power",
    ("amount",),
    "reveal up to 1 card from the top of your Life cards; this card gains +{amount} power "
    "during this turn per 1 cost on it",
)
def reveal_life_power(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier, Option, choices, effects

    from . import board
    from .stack import took_only

    p, t = frame.controller, st.table
    life = t.zone(p, "life")
    if not life:  # 1-3-2: nothing to reveal: revealing none is the only answer, and the log says so
        took_only(
            st,
            p,
            "target",
            ["0"],
            f"{board.name(st, frame.src)}: reveal no Life card",
            "you have no Life card",
            R("1-3-2"),
            events,
        )
        return True
    if picks is None:
        opts = [Option("1", "Reveal the top card of your Life cards"), Option("0", "Reveal nothing")]
        st.pending.insert(
            0,
            choices.choose_n(
                p,
                "target",
                f"{board.name(st, frame.src)}: reveal up to 1 Life card?",
                opts,
                n=1,
                rule=R("1-3-5-1"),
            ),
        )
        return False
    if not picks or picks[0] != 1:
        events.append(Event("effect", f"P{p + 1} reveals no Life card", R("1-3-5-1"), p))
        return True
    top = life[0]
    events.append(effects.reveal(t, [top], R("11-2-1"), p))
    gain = eff.amount * (board.data(st, top).get("cost") or 0)
    src = frame.src
    if gain and t.cards[src].zone in ("leader", "characters"):
        st.modifiers.append(
            Modifier(src, "power", gain, duration="this_turn", player=p, turn=st.turn, source=src)
        )
        events.append(
            Event(
                "modify",
                f"{board.name(st, src)} {gain:+d} power (this turn)",
                R("8-4-1-5"),
                p,
                data={"uid": src},
            )
        )
    return True


@_op(
    "life_either_face_down",
    ("target",),
    "add {target} to the top or bottom of its owner's Life cards face-down",
)
def life_either_face_down(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board
    from .stack import choose_targets

    t, p = st.table, frame.controller
    if frame.end != "ask":
        chosen = choose_targets(st, frame, eff, picks, "add to its owner's Life cards face down", events)
        if chosen is None:
            return False
        frame.chosen = [u for u in chosen if u in t.cards and t.cards[u].zone in ("characters", "stage")]
        if not frame.chosen:
            return True
        frame.end = "ask"
        opts = [Option("1", "Top of the Life cards"), Option("0", "Bottom of the Life cards")]
        st.pending.insert(
            0,
            choices.choose_n(
                p,
                "target",
                "Add it to the top or the bottom of the owner's Life cards?",
                opts,
                n=1,
                rule=R("3-10-2"),
            ),
        )
        return False
    frame.end = ""
    top = bool(picks) and picks[0] == 1
    for uid in frame.chosen:
        card = t.cards[uid]
        if board.removal_blocked(st, uid, p):
            events.append(
                Event(
                    "effect",
                    f"{board.name(st, uid)} cannot be removed from the field by its opponent's effects",
                    R("1-3-3"),
                    p,
                )
            )
            continue
        card.flags.pop("face_up", None)
        events.append(board.move_card(st, uid, "life", R("3-10-2"), position=0 if top else None))
        events.append(
            Event(
                "effect",
                f"{board.name(st, uid)} is added face down to the {'top' if top else 'bottom'} of P{card.owner + 1}'s "
                "Life cards",
                R("3-10-2"),
                p,
            )
        )
    return True


@_op(
    "power_per_given_don",
    ("amount", "target"),
    "give {target} {amount} power during this turn for every DON!! card given to it",
)
def power_per_given_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    from . import board
    from .stack import choose_targets

    p = frame.controller
    chosen = choose_targets(st, frame, eff, picks, "give power", events)
    if chosen is None:
        return False
    for uid in chosen:
        n = len(board.attached(st, uid))
        if not n or st.table.cards[uid].zone not in ("leader", "characters"):
            continue
        st.modifiers.append(
            Modifier(
                uid, "power", eff.amount * n, duration="this_turn", player=p, turn=st.turn, source=frame.src
            )
        )
        events.append(
            Event(
                "modify",
                f"{board.name(st, uid)} {eff.amount * n:+d} power (this turn)",
                R("8-1-3-1"),
                p,
                data={"uid": uid},
            )
        )
    return True


@_op(
    "next_play_discount",
    ("amount", "keyword"),
    "the next time you play the card named (name:minimum cost {keyword}) from your hand this turn, it costs {amount} less",
)
def next_play_discount(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    from . import board
    from .next_play import NEXT_PLAY

    p = frame.controller
    lead = board.leader(st, p)
    if lead is None:
        return True
    keyword = f"{NEXT_PLAY}{eff.keyword}:{eff.amount}"
    st.modifiers.append(
        Modifier(
            lead,
            "keyword",
            0,
            keyword=keyword,
            duration="this_turn",
            player=p,
            turn=st.turn,
            source=frame.src,
        )
    )
    name, low = eff.keyword.rsplit(":", 1)
    events.append(
        Event(
            "effect",
            f"P{p + 1}: the next [{name}] with a cost of {low} or more played from the hand this turn costs {eff.amount} less",
            R("2-7-1"),
            p,
        )
    )
    return True
