"""Triggered powers on what a card itself does (EN 703.1), read by
``engine.wow.cards.templates_self`` (trigger ``self_ev``; the power's ``cost`` names the event):

- ``ready``: the card became ready (411.1) — by an effect, in its controller's ready step (501.1a)
  or inspired (501.1b);
- ``attack`` / ``protect`` with ``first``: the first time each turn it attacks (EN 601.2) / protects
  (EN 602.2); ``exhaust`` with ``first``: the first time each turn it becomes exhausted (411.1, Sentinel);
- ``heal``: it healed damage (407.1, the healing packet's source, 408.2c) — the healed character is
  the triggering card and the amount healed is "that much";
- ``deal``: it dealt damage (408.2a: only a packet that was dealt), optionally combat damage (408.3b), Smash damage
  (EN glossary Smash, ``smash``),
  fatal damage (405.3: damage equal to or beyond the remaining health), while attacking, or to a
  kind of character (the damaged character is the triggering card, the amount "that much"); ``dtype``
  of that type, ``turn`` "yours" on its controller's turn, ``first_of_type`` only the first such packet
  this turn, ``with`` "attachment" dealt with an attachment's effect (helper w30quest), ``we31_wounded`` to a character
  that had damage on it before the packet (helper w31ally);
- ``dealt``: it was dealt damage, optionally combat damage or while defending (its source is the
  triggering card);
- ``prevent``: a shield it made (its armor exhausted, EN 717.2c, or its own prevention effect) prevented
  damage (the source of that damage is the triggering card, the amount prevented "that much"); ``by_attacker``
  ("any" / "ally"): only damage the combat's attacker (an ally) would deal;
- ``party_prevent``: damage to a hero or ally its controller controls was prevented, by anything (the source of that
  damage is the triggering card, the amount prevented "that much"; helper wprev);
- ``enter_combat`` (optionally ``with``: a filter the other combatant fits, and ``first``): it entered combat (EN 602.1,
  ``engine.wow.combat_entry``; the other combatant is the triggering card);
- ``targeted``: an opposing card or effect chose it as a target (EN 706.1; Escape Artist);
- ``leave``: it left play (415.9a, marked by ``engine.wow.leaving_play.leave_play``), and with ``enter``
  also when it entered play (EN 710.1).

The combat roles and fatality of a packet are noted when it is dealt (:func:`mark`), since the combat
has ended by the time combat damage triggers are put on the chain (410.5).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Event

from . import death_rattle, removed_anywhere
from . import keywords as kw
from .combat_entry import ENTER_COMBAT
from .conditions import holds
from .match_triggers import hears
from .powers import printed_powers
from .state import Link, WowState
from .targets import matches

TRIGGER = "self_ev"

KINDS = frozenset({"attack", "damage", "destroy", "enter", "heal", "inspire", "prevent", "protect", "ready", "tap", "targeted", "untap",
                   ENTER_COMBAT, *death_rattle.KINDS, *removed_anywhere.KINDS})
"""The event kinds :func:`fire_self` reads (its own, and ``death_rattle``'s), besides any event of a card
leaving play (``left_play``, whatever its kind): ``procedure.event_triggers`` hands it no other
(tests/wow/test_quiet_events.py checks the kinds it compares with are here)."""


def mark(st: WowState, ev: Event, target: int) -> None:
    """Called by ``engine.wow.damage.deal`` on a dealt packet: is it fatal, and who were the
    attacker and the defender of the combat then (if any)."""
    card = st.table.cards.get(target)
    ev.data["fatal"] = bool(card is not None and card.damage >= kw.health(st, target))
    c = st.combat
    ev.data["attacker"] = c.attacker if c is not None else None
    ev.data["defender"] = c.defender if c is not None else None


def _powers(st: WowState, uid: int, what: str) -> list[tuple[int, Any]]:
    """The card's ``self_ev`` powers on ``what``; one "for the first time each turn" only the first
    time this turn (every event of that kind is counted, whether or not a power listens)."""
    if uid not in st.table.cards:
        return []
    first = _first(st, uid, what)
    if st.table.cards[uid].face_down or not kw.in_play(st, uid):
        return []
    if not hears(st, TRIGGER, what):  # no card of the match has one (``match_triggers``)
        return []
    out = []  # (a loop: no cells made at every event)
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == what and (first or not pw.cost.get("first")) \
                and (not pw.cost.get("while") or holds(st, st.table.peek(uid).controller, uid, pw.cost["while"])):
            out.append((i, pw))  # "while": it triggers only while that holds (EN 714; a given Sentinel, helper allystatic)
    return out


def _add(st: WowState, uid: int, i: int, pw: Any, data: dict) -> None:
    st.triggers.append(Link("trigger", st.table.cards[uid].controller, uid, i, label=f"{kw.name(st, uid)}: {pw.text}", data=data))


def _first(st: WowState, uid: int, what: str) -> bool:
    """True the first time this turn the card does ``what`` (noted on the card, hidden flag)."""
    card = st.table.cards.peek(uid, None)  # type: ignore[attr-defined]  # read first: the card is fetched to write only when noted
    if card is None:
        return False
    key = "_first_" + what
    if card.flags.get(key) == st.turn:
        return False
    st.table.cards[uid].flags[key] = st.turn
    return True


def _with_attachment(st: WowState, via: Any) -> bool:
    """Whether the card whose effect dealt a packet is an attachment (400.1: attached to a card)."""
    card = st.table.cards.get(via) if isinstance(via, int) else None
    return card is not None and isinstance(card.attached_to, int) and card.attached_to >= 0


def _fits(st: WowState, src: int, uid: int, flt: dict | None, data: dict) -> bool:
    if not flt:
        return True
    if uid not in st.table.cards:
        return False
    if flt.get("role") and data.get(flt["role"]) != uid:
        return False
    base = {k: v for k, v in flt.items() if k != "role"}
    return matches(st, st.table.cards[src].controller, uid, base, src)


def _party_prevented(st: WowState, uid: int, src: int, n: int) -> None:
    """ "Ongoing: When damage that would be dealt to a hero or ally in your party is prevented, …" (``what``
    "party_prevent"; Divine Riposte, helper wprev): each card in play of the damaged character's controller with such a
    power; the packet's source is the triggering card, the amount prevented "that much"."""
    owner = st.table.peek(uid).controller
    for zone in ("hero_row", "allies"):
        for w in list(st.table.zone(owner, zone)):
            if st.table.peek(w).face_down or not kw.in_play(st, w):
                continue
            for i, pw in enumerate(printed_powers(st, w)):  # (not ``_powers``: no "first time" is noted for this event)
                if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == "party_prevent":
                    _add(st, w, i, pw, {"event": src, "dealt": n})


def _leaving(st: WowState, uid: int, entering: bool, host: Any = None) -> None:
    """ "When this item [enters or] leaves play": the card that just left play (its printed powers,
    last known information) or just entered it. A token that left is gone before its trigger could
    resolve (410.6d) and is not followed here."""
    if not hears(st, TRIGGER, "leave"):  # no card of the match has one (``match_triggers``)
        return
    card = st.table.cards.get(uid)
    if card is None or card.face_down or (not entering and card.flags.get("token")):
        return
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == "leave" and (not entering or pw.cost.get("enter")):
            _add(st, uid, i, pw, {"event": host} if pw.cost.get("host") and isinstance(host, int) and not entering else {})  # cost "host": "destroy attached ally", its host as it left (helper wzone)


def fire_self(st: WowState, ev: Event) -> None:
    """One log entry → the ``self_ev`` triggers it sets off."""
    death_rattle.fire(st, ev)  # "Death Rattle: …" (engine.wow.death_rattle)
    removed_anywhere.fire(st, ev)  # "When Bimble is removed from the game from anywhere" (engine.wow.removed_anywhere)
    data = ev.data or {}
    uid = data.get("uid")
    if isinstance(uid, int) and (data.get("left_play") or (ev.kind == "destroy" and "card_id" in data)):
        _leaving(st, uid, False, data.get("host"))
    elif ev.kind == "enter" and isinstance(uid, int) and kw.in_play(st, uid):
        _leaving(st, uid, True)
    if ev.kind in ("untap", "inspire") and isinstance(uid, int):
        for i, pw in _powers(st, uid, "ready"):
            _add(st, uid, i, pw, {})
    elif ev.kind == "ready":
        for u in data.get("readied", []):
            for i, pw in _powers(st, u, "ready"):
                _add(st, u, i, pw, {})
    elif ev.kind == "targeted" and isinstance(data.get("by"), int):  # "When this ally becomes targeted by an opposing card or effect"
        for u in data.get("uids", []):
            if isinstance(u, int) and u in st.table.cards and st.table.peek(u).controller != data["by"]:
                for i, pw in _powers(st, u, "targeted"):
                    _add(st, u, i, pw, {})
    elif ev.kind == "prevent" and isinstance(data.get("by"), dict):  # "When this armor prevents damage" (EN 717.2c)
        src = data.get("source")
        if isinstance(src, int) and isinstance(uid, int) and uid in st.table.cards and hears(st, TRIGGER, "party_prevent"):
            _party_prevented(st, uid, src, data.get("n", 0))
        for shielder, n in data["by"].items():
            for i, pw in _powers(st, shielder, "prevent"):
                if pw.cost.get("by_attacker") and not (data.get("attacker") and (pw.cost["by_attacker"] != "ally" or (isinstance(src, int) and kw.is_ally(st, src)))):
                    continue  # "… prevents damage that would be dealt by an attacker / an attacking ally" (helper wprev)
                _add(st, shielder, i, pw, {"event": src, "dealt": n} if isinstance(src, int) else {"dealt": n})
    elif ev.kind == "tap" and isinstance(uid, int) and uid in st.table.cards and st.table.cards[uid].zone != "resources":
        for i, pw in _powers(st, uid, "exhaust"):  # "the first time this ally exhausts each turn" (411.1; Sentinel)
            _add(st, uid, i, pw, {})
    elif ev.kind == ENTER_COMBAT:  # "When King Khan enters combat", "… enters combat with an ally with damage" (engine.wow.combat_entry)
        pair = (data.get("attacker"), data.get("defender"))
        for me, other in (pair, pair[::-1]):
            if isinstance(me, int) and isinstance(other, int):
                for i, pw in _powers(st, me, "enter_combat"):
                    if _fits(st, me, other, pw.cost.get("with"), {}):
                        _add(st, me, i, pw, {"event": other})
    elif ev.kind in ("attack", "protect"):
        what = "attack" if ev.kind == "attack" else "protect"
        who = data.get("attacker") if ev.kind == "attack" else uid
        if isinstance(who, int):
            for i, pw in _powers(st, who, what):
                _add(st, who, i, pw, {})
    elif ev.kind == "heal" and isinstance(uid, int) and data.get("n", 0) > 0 and isinstance(data.get("source"), int):
        for i, pw in _powers(st, data["source"], "heal"):
            _add(st, data["source"], i, pw, {"event": uid, "dealt": data["n"]})
    elif ev.kind == "damage" and isinstance(uid, int) and data.get("n", 0) > 0:
        src = data.get("source")
        if isinstance(src, int):
            for i, pw in _powers(st, src, "deal"):
                c = pw.cost
                if (c.get("combat") and not data.get("combat")) or (c.get("fatal") and not data.get("fatal")) or (c.get("smash") and not data.get("smash")):
                    continue
                if c.get("role") and data.get(c["role"]) != src:
                    continue
                if c.get("dtype") and c["dtype"] not in str(data.get("type") or "").lower().split():
                    continue  # "When Nomak deals [Fire] damage …" (405.1: the packet's type; helper w30quest)
                if c.get("turn") == "yours" and st.active != st.table.peek(src).controller:
                    continue  # "… on each of your turns" (500.1)
                if c.get("first_of_type") and not _first(st, src, "deal_" + str(c.get("dtype") or "")):
                    continue  # "… for the first time on each of your turns": the first such packet this turn
                if c.get("we31_wounded") and not data.get("before"):
                    continue  # "When Brigg deals combat damage to an ally with damage on it": damage on it before this packet (helper w31ally)
                if c.get("with") == "attachment" and not _with_attachment(st, data.get("via")):
                    continue  # "When Kristoff deals damage with an attachment" (400.1: a card attached to another; helper w30quest)
                if _fits(st, src, uid, c.get("to"), data):
                    _add(st, src, i, pw, {"event": uid, "dealt": data["n"]})
        for i, pw in _powers(st, uid, "dealt"):
            c = pw.cost
            if (c.get("combat") and not data.get("combat")) or (c.get("role") and data.get(c["role"]) != uid):
                continue
            if c.get("by_role") and data.get(c["by_role"]) != src:  # "dealt damage by an attacking ally" (helper wreal2)
                continue
            if c.get("by") and not (isinstance(src, int) and _fits(st, uid, src, c["by"], data)):  # "an opposing hero or ally deals damage to
                continue  # Lyss": the packet's source (408.2c), seen from this card (helper r2mech)
            _add(st, uid, i, pw, {"event": src, "dealt": data["n"]} if isinstance(src, int) else {"dealt": data["n"]})
