"""Counters (404.1): named counters ("honor", "verse", …) and stat counters ("+1 ATK",
"+1/+1", "-1 health", "+1 DEF") kept in ``Card.counters`` ({kind: n}), so they round-trip
through JSON with the table. A card that changes zones loses them (404.1b, 415.9a; done by
``leaving_play.leave_play``); counters on face-down resources go in the pre-priority check
(410.6f). Stat counters are continuous modifiers while they stay (404.1c): ``stat_delta`` feeds
``keywords.atk``/``health``/``defense``. A location with a printed counter limit
(``counter_limit`` in its data) can't hold more counters of a kind than that (306.3).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .cards import rx
from .cards.readers import normalize_counter
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

REMOVED = "_wge_removed"
"""Card flag: how many counters its payment power's cost removed as it was last used (403.4; ``wgear``, ``x_damage_cost``)."""


def stat_changes(kind: str) -> dict[str, int]:
    """What one counter of ``kind`` does to stats (404.1c); {} for a named counter (404.1)."""
    k = normalize_counter(kind)
    m = rx.fullmatch(r"([+-]\d+)/([+-]\d+)", k)
    if m:
        return {"atk": int(m.group(1)), "health": int(m.group(2))}
    m = rx.fullmatch(r"([+-]\d+) (ATK|DEF|health)", k)
    if m:
        return {m.group(2).lower(): int(m.group(1))}
    return {}


def counters(st: WowState, uid: int, kind: str) -> int:
    """How many ``kind`` counters are on the card (404.1: counters of one kind are alike)."""
    card = st.table.peek(uid, None)  # reading only
    return 0 if card is None else card.counters.get(normalize_counter(kind), 0)


def limit(st: WowState, uid: int) -> int | None:
    """306.3: a location's printed counter limit, if its data has one."""
    d = st.cards.get(st.table.cards[uid].card_id, {})
    value = d.get("counter_limit")
    return int(value) if d.get("type") == "location" and isinstance(value, int) else None


def add_counters(st: WowState, uid: int, kind: str, n: int, rule=None, moved_to: str | None = None) -> list[Event]:
    """Put ``n`` counters of ``kind`` on a card in play (404.1a), or in ``moved_to``, the zone the same link moved it to
    ("Remove Blinky from the game and put a warp counter on him.", 415.9b); a location stops at its limit (306.3).
    Returns the log entry (none when nothing was added)."""
    card = st.table.cards.get(uid)
    if card is None or n <= 0 or (card.zone not in ("allies", "hero_row", "resources") and card.zone != moved_to):
        return []
    k = normalize_counter(kind)
    have = card.counters.get(k, 0)
    cap = limit(st, uid)
    added = n if cap is None else max(0, min(n, cap - have))
    events: list[Event] = []
    if added < n:
        events.append(Event("counters", f"{_label(st, uid)} can't hold more than {cap} {k} counter(s)", R("306.3"), card.controller,
                            data={"uid": uid, "kind": k}))
    if added:
        card.counters[k] = have + added
        events.append(Event("counters", f"{added} {k} counter(s) added to {_label(st, uid)} (now {card.counters[k]})",
                            rule or R("404.1"), card.controller, data={"uid": uid, "kind": k, "n": added}))
    return events


def remove_counters(st: WowState, uid: int, kind: str, n: int | None = None, rule=None) -> list[Event]:
    """Remove up to ``n`` counters of ``kind`` (``None`` = all of them; with none on the card
    that removes 0, 403.4). 404.1d: "the last one" means none of that kind is left afterwards
    (see :func:`counters`)."""
    card = st.table.cards.get(uid)
    if card is None:
        return []
    k = normalize_counter(kind)
    have = card.counters.get(k, 0)
    removed = have if n is None else max(0, min(n, have))
    if removed:
        card.counters[k] = have - removed
        if not card.counters[k]:
            del card.counters[k]
    return [Event("counters", f"{removed} {k} counter(s) removed from {_label(st, uid)}", rule or R("404.1"),
                  card.controller, data={"uid": uid, "kind": k, "n": -removed})]


def can_pay(st: WowState, uid: int, kind: str, n: int | None) -> bool:
    """A "remove N counters" cost can be paid only with N on the card (403.1); "remove all"
    can always be paid, removing 0 if there are none (403.4)."""
    return n is None or counters(st, uid, kind) >= n


def stat_delta(st: WowState, uid: int, stat: str) -> int:
    """404.1c: the total change to ``stat`` (atk, health, def) from stat counters on the card."""
    card = st.table.cards.get(uid)
    if card is None or not card.counters:
        return 0
    return sum(stat_changes(k).get(stat, 0) * n for k, n in card.counters.items())


def _label(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    if card.face_down:
        return "a face-down card"
    return st.cards.get(card.card_id, {}).get("name") or card.card_id


COUNTER_OPS = frozenset({"add_counters", "remove_counters"})
CounterEffect = Effect
"""Counter effects: ``Effect("add_counters", n, target, stat=kind)`` (WoW's ops, ``engine.wow.ops``)."""


@resolves(GAME, "add_counters")
@resolves(GAME, "remove_counters")
def _counters(call: OpCall) -> list[Event]:
    """404.1a: no place named = on itself."""
    eff, events = call.eff, []
    for uid in call.targets_or_source:
        if eff.op == "add_counters":
            moved_to = (call.link.data.get("zd37_moved_here") or {}).get(str(uid))  # 415.9b (procedure.MOVED_HERE)
            events += add_counters(call.st, uid, eff.stat, call.amount, R("404.1a"), moved_to)
        else:
            events += remove_counters(call.st, uid, eff.stat, None if (eff.condition or {}).get("all") else call.amount, R("404.1"))
    return events
