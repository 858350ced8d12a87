"""Helper wwhen (issue #18): the ``wwhen_ev`` triggered powers read by
``engine.wow.cards.templates_wwhen`` (EN 703.1; announced from the engine's own log entries, waiting
for the next pre-priority window, 410.5). ``cost["what"]``:

- ``healed_self``: 1 or more damage was healed from this card (407.1; ``dealt``: how much);
- ``destroyed_named``: another ally with the name ``cost["name"]`` under this card's controller was
  destroyed (202.2; the destroyed card's controller as it left play);
- ``weapon_fatal``: this weapon was among the weapons of a combat damage packet your hero dealt that
  was fatal (405.3: equal to or beyond the remaining health; 408.3d);
- ``weapon_first_yours``: the first time on each of your turns combat damage is dealt with this weapon (500.1);
- ``exhausts_first``: a card fitting ``cost["flt"]`` exhausted for the first time this turn (411.1);
  the triggering card is that card;
- ``attacks_first``: a card fitting ``cost["flt"]`` attacked for the first time this turn (EN 601.2);
- ``inspired``: a card fitting ``cost["flt"]`` was inspired (501.1b);
- ``damaged_not_type``: a card fitting ``cost["flt"]`` was dealt damage of a type other than ``cost["not_type"]`` (408.1);
- ``keyword_ally_hits_hero``: an ally you control with ``cost["keyword"]`` dealt combat damage to an opposing hero
  (the triggering card is that hero);
- ``resource_any``: a player placed a resource (412.1); the triggering card is that player's hero;
- ``prevent_opp_turn``: this card's shield prevented damage on an opponent's turn (EN 717.2c, 500.1);
  ``armor_prevents``: an armor its controller controls prevented damage;
- ``hero_dealt_first``: your hero was dealt damage for the first time this turn (408.2a);
- ``destroyed_deals``: another friendly ally fitting ``cost["flt"]`` was destroyed; it is the source of the damage;
- ``destroyed_not_tags``: another ally of this card's controller without any of ``cost["not_tags"]`` was destroyed;
- ``hero_strikes``: you struck with a weapon (303.2; the triggering card is that weapon);
- ``enter_or_strike`` / ``enter_or_play_ability``: this card entered play, or you struck with it / played an ability.

``wwhen_amt`` (:func:`_amounts`): damage dealt or healed, "that much" being the amount.

Ops: ``wwhen_graveyard_remove`` (the controller removes one card of ``condition["filter"]``'s kinds in his
graveyard from the game, 415.7; "If you do" follows) and ``wwhen_event_discard`` (the trigger's event card's
controller discards ``amount`` cards, 415.9d).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import card_facts as facts
from . import continuations, discard_ban, discard_causes, grave_route
from . import keywords as kw
from .answers import handles
from .event_triggers import listeners, watchers
from .graveyard import remove_picked
from .match_triggers import hears
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN, R
from .state import Link, WowState
from .targets import matches

TRIGGER = "wwhen_ev"
AMOUNT = "wwhen_amt"
KINDS = frozenset({"attack", "chain", "damage", "destroy", "enter", "heal", "inspire", "prevent", "resource", "strike", "tap"})
"""The event kinds :func:`fire` (and ``_amounts``) read: ``procedure.event_triggers`` hands it no other
(tests/wow/test_quiet_events.py checks the kinds it compares with are here)."""


def _powers(st: WowState, w: int, what: str) -> list[tuple[int, Any]]:
    if not hears(st, TRIGGER, what):  # no card of the match has one (``match_triggers``)
        return []
    return [(i, pw) for i, pw in enumerate(printed_powers(st, w))
            if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == what]


def _live(st: WowState, w: int) -> bool:
    return w in st.table.cards and not st.table.peek(w).face_down and kw.in_play(st, w)


def _add(st: WowState, w: int, i: int, pw: Any, event: int | None) -> None:
    data: dict[str, Any] = {"event": event} if event is not None else {}
    st.triggers.append(Link("trigger", st.table.peek(w).controller, w, i, label=f"{kw.name(st, w)}: {pw.text}", data=data))


def _first(st: WowState, uid: int, key: str) -> bool:
    """True the first time this turn (a hidden flag on the card)."""
    if st.table.peek(uid).flags.get(key) == st.turn:  # read first: the card is fetched to write only when noted
        return False
    st.table.cards[uid].flags[key] = st.turn
    return True


def _each(st: WowState, what: str, uid: int) -> None:
    """Each watcher's ``what`` power whose ``flt`` the card ``uid`` fits (seen from the watcher's controller)."""
    for w in listeners(st, TRIGGER, what):
        if _live(st, w):
            for i, pw in _powers(st, w, what):
                if matches(st, st.table.peek(w).controller, uid, pw.cost["flt"], w):
                    _add(st, w, i, pw, uid)


def _amounts(st: WowState, ev: Event) -> None:
    """``wwhen_amt``: damage dealt (``cost["ev"] == "deal"``) or healed (``"heal"``) by a card fitting ``cost["by"]``
    to one fitting ``cost["to"]``; the link remembers the amount ("that much", ``dealt``), the character dealt damage
    or healed (``event``; the dealer with ``cost["event"] == "source"``) and the dealer or healer (``subject``, 408.2c)."""
    data = ev.data or {}
    uid, src, n = data.get("uid"), data.get("source"), data.get("n", 0)
    kind = {"damage": "deal", "heal": "heal"}.get(ev.kind)
    if kind is None or n <= 0 or not isinstance(uid, int) or uid not in st.table.cards:
        return
    for w in listeners(st, AMOUNT):
        if not _live(st, w):
            continue
        me = st.table.peek(w).controller
        for i, pw in enumerate(printed_powers(st, w)):
            c = pw.cost
            if pw.kind != "triggered" or pw.trigger != AMOUNT or c.get("ev") != kind or (c.get("combat") and not data.get("combat")):
                continue
            if c.get("by") and not (isinstance(src, int) and src in st.table.cards and matches(st, me, src, c["by"], w)):
                continue
            if c.get("turn") and (st.active == me) != (c["turn"] == "yours"):
                continue  # "on your turn" (500.1)
            if c.get("weapon") and w not in data.get("weapons", []):
                continue  # "dealt with this weapon" (408.3d)
            if c.get("by_host") and not (isinstance(src, int) and src == st.table.peek(w).attached_to):
                continue  # "When attached ally deals damage" (400.1)
            if c.get("to") and not matches(st, me, uid, c["to"], w):
                continue
            link = {"event": src if c.get("event") == "source" else uid, "dealt": n, **({"subject": src} if isinstance(src, int) else {})}
            st.triggers.append(Link("trigger", me, w, i, label=f"{kw.name(st, w)}: {pw.text}", data=link))


def _live_weapons(st: WowState, weapons: list[Any]) -> list[int]:
    """The weapons of a damage event still face up in play."""
    return [w for w in weapons if isinstance(w, int) and _live(st, w)]


def _hears_destroyed(st: WowState) -> bool:
    """Some card of the match may have a "when … is destroyed" power of this module (a function of
    its own: the names its generator reads are no cells made at every event)."""
    return any(hears(st, TRIGGER, what) for what in ("destroyed_named", "destroyed_deals", "destroyed_not_tags"))


def fire(st: WowState, ev: Event) -> None:
    """One log entry → the ``wwhen_ev`` / ``wwhen_amt`` triggers it sets off."""
    _amounts(st, ev)
    data = ev.data or {}
    uid = data.get("uid")
    if ev.kind == "heal" and isinstance(uid, int) and data.get("n", 0) > 0 and _live(st, uid):
        for i, pw in _powers(st, uid, "healed_self"):
            _add(st, uid, i, pw, uid)
            st.triggers[-1].data["dealt"] = data["n"]  # "that many": the damage healed
    elif ev.kind == "destroy" and isinstance(uid, int) and "card_id" in data and uid in st.table.cards:
        name = (st.cards.get(data["card_id"]) or {}).get("name", "")
        heard = _hears_destroyed(st)
        for w in watchers(st) if heard else ():
            if w == uid or not _live(st, w) or st.table.peek(w).controller != data.get("controller"):
                continue
            for i, pw in _powers(st, w, "destroyed_named"):
                if name.lower() == str(pw.cost.get("name", "")).lower() and "ally" in facts.kinds(st, uid):
                    _add(st, w, i, pw, uid)
            for i, pw in _powers(st, w, "destroyed_deals"):  # a friendly card of a kind (last known information)
                if matches(st, st.table.peek(w).controller, uid, pw.cost["flt"], w):
                    _add(st, w, i, pw, uid)
            for i, pw in _powers(st, w, "destroyed_not_tags"):  # 202.1a: none of those words (last known information)
                if "ally" in facts.kinds(st, uid) and not {t.lower() for t in pw.cost["not_tags"]} & kw.words(st, uid):
                    _add(st, w, i, pw, uid)
    elif ev.kind == "damage" and data.get("n", 0) > 0 and isinstance(uid, int) and uid in st.table.cards:
        src = data.get("source")
        if data.get("type") is not None:
            for w in listeners(st, TRIGGER, "damaged_not_type"):
                if _live(st, w):
                    for i, pw in _powers(st, w, "damaged_not_type"):
                        if data["type"] != pw.cost["not_type"] and matches(st, st.table.peek(w).controller, uid, pw.cost["flt"], w):
                            _add(st, w, i, pw, uid)
        if data.get("combat") and uid in st.heroes and isinstance(src, int) and src in st.table.cards and kw.is_ally(st, src):
            for w in listeners(st, TRIGGER, "keyword_ally_hits_hero"):
                if _live(st, w) and st.table.peek(w).controller == st.table.peek(src).controller != st.table.peek(uid).controller:
                    for i, pw in _powers(st, w, "keyword_ally_hits_hero"):
                        if kw.has(st, src, pw.cost["keyword"]):
                            _add(st, w, i, pw, uid)
        if uid in st.heroes and _first(st, uid, "_wwhen_first_hero_dealt"):  # every packet counts, watched or not
            for w in listeners(st, TRIGGER, "hero_dealt_first"):
                if _live(st, w) and st.table.peek(w).controller == st.table.peek(uid).controller:
                    for i, pw in _powers(st, w, "hero_dealt_first"):
                        _add(st, w, i, pw, uid)
        if not data.get("combat"):
            return
        if not (isinstance(src, int) and src in st.heroes):
            return
        for w in _live_weapons(st, data.get("weapons", [])):
            if st.table.peek(w).controller != st.table.peek(src).controller:
                continue
            if data.get("fatal"):
                for i, pw in _powers(st, w, "weapon_fatal"):
                    _add(st, w, i, pw, uid)
            if st.active == st.table.peek(w).controller and (mine := _powers(st, w, "weapon_first_yours")) and _first(st, w, "_wwhen_first_dealt"):
                for i, pw in mine:
                    _add(st, w, i, pw, uid)
    elif ev.kind == "prevent" and isinstance(data.get("by"), dict):  # EN 717.2c: the shields that prevented it
        for shielder in data["by"]:
            w = int(shielder)
            if not _live(st, w):
                continue
            if st.active != st.table.peek(w).controller:
                for i, pw in _powers(st, w, "prevent_opp_turn"):
                    _add(st, w, i, pw, None)
            if kw.ctype(st, w) == "armor":
                for v in listeners(st, TRIGGER, "armor_prevents"):
                    if _live(st, v) and st.table.peek(v).controller == st.table.peek(w).controller:
                        for i, pw in _powers(st, v, "armor_prevents"):
                            _add(st, v, i, pw, None)
    elif ev.kind == "attack" and isinstance(att := data.get("attacker"), int) and att in st.table.cards:
        if _first(st, att, "_wwhen_first_attack"):  # every attack counts, watched or not (EN 601.2)
            _each(st, "attacks_first", att)
    elif ev.kind == "strike" and st.combat is not None and st.combat.strikes and isinstance(ev.player, int):
        weapon = st.combat.strikes[-1]
        for w in listeners(st, TRIGGER, "hero_strikes"):
            if _live(st, w) and st.table.peek(w).controller == ev.player:
                for i, pw in _powers(st, w, "hero_strikes"):
                    _add(st, w, i, pw, weapon)
        if _live(st, weapon):
            for i, pw in _powers(st, weapon, "enter_or_strike"):
                _add(st, weapon, i, pw, None)
    elif ev.kind == "enter" and isinstance(uid, int) and _live(st, uid):
        for what in ("enter_or_strike", "enter_or_play_ability"):
            for i, pw in _powers(st, uid, what):
                _add(st, uid, i, pw, None)
    elif ev.kind == "chain" and data.get("kind") == "card" and isinstance(uid, int) and uid in st.table.cards and kw.ctype(st, uid) == "ability":
        for w in listeners(st, TRIGGER, "enter_or_play_ability"):
            if _live(st, w) and st.table.peek(w).controller == ev.player and w != uid:
                for i, pw in _powers(st, w, "enter_or_play_ability"):
                    _add(st, w, i, pw, None)
    elif ev.kind == "inspire" and isinstance(uid, int) and uid in st.table.cards and kw.in_play(st, uid):
        _each(st, "inspired", uid)
    elif ev.kind == "resource" and isinstance(ev.player, int) and 0 <= ev.player < len(st.heroes):
        for w in listeners(st, TRIGGER, "resource_any"):
            if _live(st, w):
                for i, pw in _powers(st, w, "resource_any"):
                    _add(st, w, i, pw, st.heroes[ev.player])
    elif ev.kind == "tap" and isinstance(uid, int) and uid in st.table.cards and kw.in_play(st, uid) and st.table.peek(uid).zone != "resources":
        if not _first(st, uid, "_wwhen_first_tap"):  # every exhausting counts, watched or not
            return
        for w in listeners(st, TRIGGER, "exhausts_first"):
            if not _live(st, w):
                continue
            for i, pw in _powers(st, w, "exhausts_first"):
                if matches(st, st.table.peek(w).controller, uid, pw.cost["flt"], w):
                    _add(st, w, i, pw, uid)


# --- "you may remove an ally card in your graveyard from the game" (415.7) ---------------------------------------

GRAVEYARD_REMOVE = "wwhen_graveyard_remove"


@resolves(GAME, GRAVEYARD_REMOVE)
def _graveyard_remove(call: OpCall) -> list[Event]:
    """The link's controller removes one card of his graveyard fitting ``condition["filter"]`` (card types)
    from the game; "If you do" follows whether he did (EN 709.3; an optional effect had its yes/no first)."""
    st, p = call.st, call.player
    call.link.data["done"] = False
    kinds = set((call.eff.condition or {}).get("filter", {}).get("types", []))
    cards = [u for u in st.table.zone(p, "graveyard") if not kinds or kinds & (facts.kinds(st, u) | {facts.ctype(st, u)})]
    if not cards:
        return [Event("graveyard", f"P{p + 1} has no such card in his graveyard", EN("709.3"), p)]
    continuations.pause_for(call, GRAVEYARD_REMOVE, {"player": p},
                            Pending(p, GRAVEYARD_REMOVE, f"{call.eff.text or 'Remove a card in your graveyard from the game'}: which one?",
                                    [Option(str(u), kw.name(st, u)) for u in cards], 1, 1, R("415.7")))
    return []


@handles(GRAVEYARD_REMOVE)
def _graveyard_remove_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    events = remove_picked(st, picks)
    if events:
        st.waiting["link"]["data"]["done"] = True  # "If you do" (EN 709.3)
    resume = {k: v for k, v in st.waiting.items() if k != GRAVEYARD_REMOVE}
    st.waiting = {}
    return events + continuations.resume_link(st, resume)


# --- "its controller discards a card" after the card left play (415.9d) ------------------------------------------

EVENT_DISCARD = "wwhen_event_discard"


@resolves(GAME, EVENT_DISCARD)
def _event_discard(call: OpCall) -> list[Event]:
    """The controller of the trigger's event card — now in a graveyard, so its owner (415.9c: a card leaving play
    goes to its owner's graveyard) — discards ``amount`` cards (415.9d), as "its controller discards a card"."""
    st = call.st
    ev_uid = call.link.data.get("event")
    if not isinstance(ev_uid, int) or ev_uid not in st.table.cards:
        return []
    q, n = st.table.peek(ev_uid).controller, max(call.amount, 1)
    if discard_ban.cant_discard(st, q):  # "You can't discard cards" (103.2)
        return [discard_ban.refused(q)]
    hand = list(st.table.zone(q, "hand"))
    hand = discard_causes.random_instead(st, call.player, q, n) or hand  # "he discards a random card instead" (engine.wow.discard_causes)
    if len(hand) > n:  # a choice: the engine's discard answer (procedure.next_discard) resumes the link
        st.waiting = {**call.resume(), "discard": n, "queue": [q]}
        st.pending.append(Pending(q, "discard_effect", f"Discard {n} card(s)", [Option(str(u), st.table.card_name(u)) for u in hand], n, n, R("415.9d")))
        call.stop = True
        return []
    events = []
    for uid in hand:  # the whole hand: no choice to make
        ev = grave_route.move(st, uid, R("415.9d"))
        ev.kind, ev.text = "discard", f"P{q + 1} discards {st.table.card_name(uid)}"
        events.append(ev)
    return discard_causes.mark(events, call.player)
