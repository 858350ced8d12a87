"""More activation costs (8-3-1), paid through resolve.pay_cost and checked by payable.can_pay:

- ``give_opp_don``: "give 1 of your opponent's rested DON!! cards to 1 of your opponent's Characters"
  — N rested DON!! of the opponent's cost area (alike: any N of them) are given (6-5-5) to the
  opponent's Character the player chooses; payable when the opponent has N rested DON!! in the cost
  area and a Character (8-3-1-3);
- ``leader_minus_any``: "give your Leader -2000 power during this turn" — unlike "give your 1 active
  Leader …" (kind ``leader_minus_power``) any Leader pays it, rested or not (``n``: the power);
- ``give_active_don_to``: "give 2 active DON!! cards to 1 of your [Silvers Rayleigh]: … the card given
  these DON!! cards …" — as ``give_active_don`` (6-5-5 as a cost, the player chooses which of their
  Leader or Characters that fit), and the card that got them is the ability's chosen card
  (``frame.chosen``) for the effect that names it;
- ``ko_self``: "you may K.O. this Character instead" — the card whose ability it is is K.O.'d by its own
  player (10-2-1: a K.O. by an effect, its [On K.O.] triggers); payable while it is on the field and not
  protected from being K.O.'d (8-3-1-3, 1-3-3);
- ``protected_minus_power``: "you may give that Character -1000 power during this turn instead of that Character being
  K.O.'d" — a replacement's cost on the card it protects (the replacement frame's chosen card, engine.onepiece.replacement);
- ``protected_to_life``: "you may add it to the top of your Life cards face-down instead" — the card a replacement protects
  goes to the top of its owner's Life cards, face down (3-10, OP11-101);
- ``rest_opp_char``: "you may rest 1 of your opponent's Characters instead" — the player chooses one of the opponent's
  active Characters that can be rested (1-3-3) and rests it; payable while there is one (8-3-1-3, OP07-029).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Modifier

from . import board
from .rules import R
from .state import OPState

MORE_COST_KINDS = frozenset({"give_opp_don", "leader_minus_any", "give_active_don_to", "ko_self", "protected_minus_power",
                             "protected_to_life", "rest_opp_char"})


def _restable_opp(st: OPState, player: int) -> list[int]:
    """The opponent's active Characters that may be rested (1-3-3: not one that cannot be rested)."""
    from .cards.readers import CANNOT_REST

    t = st.table
    return [u for u in t.zone(board.opponent(player), "characters")
            if not t.peek(u).tapped and not board.prohibited(st, u, CANNOT_REST)]


def _rested_opp_don(st: OPState, player: int) -> list[int]:
    t = st.table
    return [u for u in t.zone(board.opponent(player), "cost_area") if t.cards[u].tapped]


def _own_hosts(st: OPState, player: int, cost: dict, src: int) -> list[int]:
    """The player's Leader and Characters that fit the cost's filter."""
    flt = cost.get("filter") or {}
    return [
        u
        for z in ("leader", "characters")
        for u in st.table.zone(player, z)
        if not flt or board.matches(st, u, flt, player, src)
    ]


def payable(st: OPState, uid: int, cost: dict, player: int) -> bool:
    """8-3-1-3: can the cost be paid in full?"""
    n = cost.get("n", 1)
    if cost["kind"] == "give_opp_don":
        return len(_rested_opp_don(st, player)) >= n and bool(
            st.table.zone(board.opponent(player), "characters")
        )
    if cost["kind"] == "give_active_don_to":
        return len(board.active_don(st, player)) >= n and bool(_own_hosts(st, player, cost, uid))
    if cost["kind"] in ("protected_minus_power", "protected_to_life"):
        return True  # the card it protects is on the field (replacement.offer)
    if cost["kind"] == "rest_opp_char":
        return len(_restable_opp(st, player)) >= n
    if cost["kind"] == "ko_self":
        from .ko_guard import ko_blocked

        return st.table.peek(uid).zone == "characters" and not ko_blocked(st, uid, player)
    return board.leader(st, player) is not None


def pay(st: OPState, frame: Any, cost: dict, events: list[Event], picks: list[int] | None, ko: Any = None) -> bool:
    """Pay the cost; False while the player chooses (a pending is pushed first). ``ko``: resolve.ko (handed in by
    resolve, which calls this module), for ``ko_self``."""
    from .only_answer import forced_cost
    from .stack import new_choice

    p, n = frame.controller, cost.get("n", 1)
    if cost["kind"] == "protected_minus_power":
        for uid in frame.chosen:
            if uid in st.table.cards and st.table.cards[uid].zone == "characters":
                st.modifiers.append(Modifier(uid, "power", -n, duration="this_turn", player=p, turn=st.turn, source=frame.src))
                events.append(Event("cost", f"{board.name(st, uid)} gets −{n} power during this turn", R("8-3-1"), p))
        return True
    if cost["kind"] == "protected_to_life":
        for uid in frame.chosen:
            if uid in st.table.cards and st.table.cards[uid].zone == "characters":
                events.append(board.move_card(st, uid, "life", R("8-3-1"), position=0))  # the top, face down (3-10)
        return True
    if cost["kind"] == "rest_opp_char":
        options = _restable_opp(st, p)
        if picks is None:
            picks = forced_cost(st, p, options, n, f"{board.name(st, frame.src)}: rest {n} of your opponent's Characters (cost)",
                                R("8-3-1"), events)
        if picks is None:
            st.pending.insert(0, new_choice(st, p, "cost", f"Rest {n} of your opponent's Characters (cost)", options, n, n, R("8-3-1")))
            return False
        from engine.core import effects

        for uid in picks:
            events.append(effects.set_tapped(st.table, uid, True, R("8-3-1"), "rested"))
        return True
    if cost["kind"] == "ko_self":
        if st.table.cards[frame.src].zone == "characters":
            ko(st, frame.src, events, by=p)  # 10-2-1: a K.O. by its own player's effect
        return True
    if cost["kind"] == "leader_minus_any":
        lead = board.leader(st, p)
        if lead is not None:
            st.modifiers.append(
                Modifier(lead, "power", -n, duration="this_turn", player=p, turn=st.turn, source=frame.src)
            )
            events.append(
                Event("cost", f"{board.name(st, lead)} gets −{n} power during this turn", R("8-3-1"), p)
            )
        return True
    mine = cost["kind"] == "give_active_don_to"
    hosts = (
        _own_hosts(st, p, cost, frame.src) if mine else list(st.table.zone(board.opponent(p), "characters"))
    )
    if picks is None:
        picks = forced_cost(
            st, p, hosts, 1, f"{board.name(st, frame.src)}: give {n} DON!! to (cost)", R("6-5-5"), events
        )
    if picks is None:
        what = "1 of your Leader or Character cards that fit" if mine else "1 of your opponent's Characters"
        source = "active DON!!" if mine else "of your opponent's rested DON!!"
        st.pending.insert(
            0, new_choice(st, p, "cost", f"Give {n} {source} to {what} (cost)", hosts, 1, 1, R("6-5-5"))
        )
        return False
    pool = board.active_don(st, p) if mine else _rested_opp_don(st, p)
    for don in pool[:n]:
        board.give_don(st, don, picks[0])
    if mine:
        frame.chosen = [picks[0]]  # "the card given these DON!! cards"
    whose = "active" if mine else "of their opponent's rested"
    events.append(
        Event("cost", f"P{p + 1} gives {n} {whose} DON!! to {board.name(st, picks[0])}", R("6-5-5"), p)
    )
    return True
