"""Triggered powers at the start or end of every turn or of each opponent's turn (EN 703; the
turn player's own "your turn" powers are in ``procedure.start_turn`` / ``close_window``)."""

from __future__ import annotations

from . import keywords as kw
from .cards.compiler import card_powers
from .cards.keys import NO_READY
from .conditions import condition_checker, holds
from .hero_trait import gate
from .powers import triggered_uids
from .state import Link, WowState


def each_turn(st: WowState, when: str) -> None:
    """``when`` is "start" or "end": "At the start of each turn" (every player's cards) and "At
    the start of each opponent's turn" (cards of the players whose turn it is not)."""
    able = triggered_uids(st, f"each_turn:{when}")  # None: any card may have such a power
    for p in range(st.num_players):
        wanted = {f"{when}_of_each_turn"} | ({f"{when}_of_opponent_turn"} if p != st.active else set())
        for zone in ("allies", "hero_row", "resources"):
            uids = st.table.zones[p][zone]  # (reading only: no list copied; triggers only wait)
            if able is not None and able.isdisjoint(uids):
                continue  # no card there prints one (``powers.may_have_uids``: its own powers are its printed data's)
            for uid in uids:
                if (able is not None and uid not in able) or st.table.peek(uid).face_down:  # (reading only)
                    continue
                for i, pw in enumerate(kw_powers(st, uid)):
                    if pw.kind == "triggered" and pw.trigger in wanted:
                        st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))


def kw_powers(st: WowState, uid: int):
    return gate(st, uid, card_powers(kw.data(st, uid)))


def in_host_party(st: WowState, uid: int, source: int, which: str) -> bool:
    """Whether ``uid`` is in the party of the card ``source`` is attached to (its controller's heroes
    and allies); ``which`` "other" leaves the attached card itself out."""
    host = st.table.cards[source].attached_to if source in st.table.cards else None
    if not isinstance(host, int) or host < 0 or host not in st.table.cards:
        return False
    if which == "other" and uid == host:
        return False
    return st.table.cards[uid].controller == st.table.cards[host].controller


def skips_ready(st: WowState, uid: int) -> bool:
    """Whether ``uid`` stays exhausted in this ready step; the restriction is used up (one step)."""
    for m in st.modifiers:  # (a loop: no comprehension nor cell made for every card readied)
        if m.uid == uid and m.keyword == NO_READY:
            break
    else:
        return False
    _use_up(st, uid)
    return True


def _use_up(st: WowState, uid: int) -> None:
    """``skips_ready``: the card's "doesn't ready" restrictions are used up."""
    st.modifiers = [m for m in st.modifiers if not (m.uid == uid and m.keyword == NO_READY)]


@condition_checker("turn_")
def turn_holds(st: WowState, player: int, source: int, cond: dict, affected: int | None = None) -> bool:
    """Conditions read by turn triggers (``engine.wow.cards.templates_turns``): ``turn_not`` (the
    other condition fails: "deals 1 damage, or 2 if …"), ``turn_placed`` (you placed a resource
    this turn, 412.1; ``not`` for "if you didn't place a resource this turn"), ``turn_hero_named``
    ``turn_host_allies`` (allies in the attached character's party), ``turn_host_state`` (the
    attached character is damaged/undamaged) and ``turn_counters`` (counters of a kind on the source)."""
    if cond["k"] == "turn_not":
        return not holds(st, player, source, cond["c"])
    if cond["k"] == "turn_hero_named":  # "if your hero is Golemagg" (a hero's name, or its first word)
        hero = kw.name(st, st.heroes[player])
        return hero == cond["name"] or hero.startswith(cond["name"] + " ") or hero.startswith(cond["name"] + ",")
    if cond["k"] == "turn_host_allies":  # "if there are no allies in its (the attached character's) party"
        host = st.table.cards[source].attached_to if source in st.table.cards else None
        if not isinstance(host, int) or host < 0 or host not in st.table.cards:
            return False
        q = st.table.cards[host].controller
        return sum(1 for u in st.table.zone(q, "allies") if kw.is_ally(st, u)) <= cond["max"]
    if cond["k"] == "turn_counters":  # "if you removed the last one": none of that kind left (404.1d)
        from .counters import counters

        return counters(st, source, cond["kind"]) <= cond["max"]
    if cond["k"] == "turn_host_state":  # "if attached character is undamaged"
        host = st.table.cards[source].attached_to if source in st.table.cards else None
        if not isinstance(host, int) or host < 0 or host not in st.table.cards or not kw.in_play(st, host):
            return False
        return (st.table.cards[host].damage > 0) == (cond["state"] == "damaged")
    if cond["k"] == "turn_placed":
        placed = bool(st.resource_placed[player]) if st.resource_placed else False
        return placed != bool(cond.get("not"))
    return False
