"""More triggered powers on game events (EN 703.1), read by ``engine.wow.cards.templates_events``:
the engine's own log entries announce them; a trigger waits for the next pre-priority window
(410.5) like the others in ``engine.wow.procedure.event_triggers``.

- ``hero_combat_damage``: your hero dealt combat damage (408.3d: "with a weapon" = with a weapon
  it struck with this combat; "with this weapon" = this one among them), optionally to a kind of
  character and while attacking; the character dealt damage is the triggering card;
- ``ally_enters_filtered``: an ally fitting a filter (race/class, cost bounds, side) entered play;
- ``resource_face_up``: you placed a resource face up (412.1b); with ``cost["what"]`` only a card of that type
  ("When you place a quest");
- ``attacks_attached_ev`` / ``damaged_attached_ev`` / ``damage_to_opposing_hero_attached_ev``: the
  host of this card (400.1) attacked / was dealt damage / dealt damage to an opposing hero;
- ``*_filtered`` (attacks, defends — the attacker is the triggering card, ``cost["to"]`` its filter —, destroyed, damaged,
  deals_damage, exhausts, enters, healed, heals — the healer): the event
  happened to a card fitting the power's filter (``cost["flt"]``, seen from the power's controller);
- ``resource_destroyed``: a resource (face up or down) of a side was destroyed (helper wzone);
- ``resource_face_down``: a resource turned face down (a quest completed, EN 702.2, or an effect: ``resources``);
- ``player_event``: you / an opponent / a player discarded, drew or played a card, completed a quest,
  placed a resource face up; the triggering card is that player's hero.
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Event

from . import fatal_by_ability, refs
from . import keywords as kw
from .cards import rx
from .conditions import holds
from .hit_checks import hit_fits
from .match_triggers import hears, hears_any
from .powers import listening_uids, printed_powers
from .state import Link, WowState
from .targets import matches


def watchers(st: WowState) -> list[int]:
    """Face-up cards in play whose triggered powers listen (locations in the resource row too)."""
    out = []  # (a loop: no comprehension nor cell made at every event)
    for p in range(st.num_players):
        for z in ("allies", "hero_row", "resources"):
            for c in st.table.peek_in(p, z):  # reading only
                if not c.face_down:
                    out.append(c.uid)
    return out


def listeners(st: WowState, trigger: str, what: Any = None) -> list[int]:
    """``watchers``, or none when no card of the match has a power on ``trigger`` (``match_triggers``);
    only those whose printed powers have one (``powers.listening_uids``: every reader of the
    listeners looks at their printed powers on ``trigger`` only), in the same order."""
    if not hears(st, trigger, what):
        return []
    able = listening_uids(st, trigger)
    if able is None:
        return watchers(st)
    out = []  # (a loop: no comprehension nor cell made at every event)
    if not able:
        return out
    for p in range(st.num_players):
        for z in ("allies", "hero_row", "resources"):
            uids = st.table.zones[p][z]  # reading only
            if able.isdisjoint(uids):
                continue
            for c in st.table.peek_in(p, z):  # reading only
                if not c.face_down and c.uid in able:
                    out.append(c.uid)
    return out


def _powers(st: WowState, w: int, trigger: str) -> list[tuple[int, Any]]:
    out = []  # (a loop: no cells made at every listener)
    for i, pw in enumerate(printed_powers(st, w)):
        if pw.kind == "triggered" and pw.trigger == trigger:
            out.append((i, pw))
    return out


def _add(st: WowState, w: int, i: int, pw: Any, event: int | None, subject: int | None = None) -> None:
    """``event``: the triggering card; ``subject``: the card the event happened to, when the two
    differ ("When a Holy ally … is dealt damage, it deals 2 holy damage to the source of that damage")."""
    data: dict[str, Any] = {"event": event} if event is not None else {}
    if subject is not None and subject != event:
        data["subject"] = subject
    st.triggers.append(Link("trigger", st.table.peek(w).controller, w, i, label=f"{kw.name(st, w)}: {pw.text}", data=data))


def _live(st: WowState, w: int) -> bool:
    return w in st.table.cards and not st.table.peek(w).face_down and kw.in_play(st, w)


def _hosted_by(st: WowState, ws: list[int], host: Any) -> list[int]:
    """Those of ``ws`` attached to ``host`` and live (a function of its own: the names a comprehension
    reads in ``fire_more`` would be cells made at its every call)."""
    return [w for w in ws if st.table.peek(w).attached_to == host and _live(st, w)]


def _combat_roles(events: list[Event], ev: Event) -> dict[str, Any]:
    """Attacker and defender of the combat whose damage ``ev`` is (the combat has ended by the
    time triggers are collected, EN 603)."""
    roles: dict[str, Any] = {}
    for e in events:
        if e is ev:
            break
        if e.kind == "combat" and (e.data or {}).get("attacker") is not None:
            roles = e.data
    return roles


def _fits(st: WowState, player: int, uid: int, flt: dict, source: int, *, controller: int | None = None,
          roles: dict | None = None) -> bool:
    """``matches`` with the side taken from ``controller`` (a card that has left play), token
    status, and attacking/defending read from the combat the damage came from."""
    if uid not in st.table.cards:
        return False
    ctl = st.table.peek(uid).controller if controller is None else controller
    if (flt.get("side") == "friendly" and ctl != player) or (flt.get("side") == "opposing" and ctl == player):
        return False
    if "token" in flt and bool(st.table.peek(uid).flags.get("token")) != flt["token"]:
        return False
    rest = {k: v for k, v in flt.items() if k not in ("side", "token")}
    if rest.get("state") in ("attacking", "defending") and (roles or {}).get("attacker" if rest.pop("state") == "attacking" else "defender") != uid:
        return False
    if controller is not None:
        rest.pop("state", None)  # a card that left play has no state
    return matches(st, player, uid, rest, source)


def _turn_ok(st: WowState, me: int, cost: dict) -> bool:
    """ "… on an opponent's turn" / "… on your turn" (500.1: whose turn it is); a script's ``while``
    condition holds as the event happens ("While in bear form, when your hero is dealt …", helper wong2)."""
    if cost.get("while") and not holds(st, me, -1, cost["while"]):
        return False
    return not cost.get("turn") or (st.active == me) == (cost["turn"] == "yours")


def _with_ability(st: WowState, via: Any) -> bool:
    """Whether the card whose effect dealt a packet is an ability card (EN 716: "with an ability")."""
    return isinstance(via, int) and via in st.table.cards and kw.ctype(st, via) == "ability"


def _each(st: WowState, trigger: str, subject: int, event: int | None, *, controller: int | None = None,
          roles: dict | None = None, data: dict | None = None, source: int | None = None) -> None:
    for w in listeners(st, trigger):
        if not _live(st, w):
            continue
        me = st.table.peek(w).controller
        for i, pw in _powers(st, w, trigger):
            c = pw.cost
            if trigger == "enters_filtered" and w == subject:
                continue  # "When an ally enters play under your control": another card (as enter_friendly_ally)
            if data is not None and ((c.get("combat") and not data.get("combat")) or (c.get("dtype") and data.get("type") != c["dtype"])):
                continue
            if c.get("last_min_atk") is not None and int((data or {}).get("atk") or 0) < c["last_min_atk"]:
                continue  # "an ally … with 5 or more ATK is destroyed": its ATK as it left play (helper wzone)
            if c.get("fatal") and not (data or {}).get("fatal"):
                continue  # "deals fatal damage" (helper gear)
            if c.get("fatal_ability") and not fatal_by_ability.fits(data, me):
                continue  # "… destroyed by fatal damage dealt with an ability you control" (engine.wow.fatal_by_ability)
            if c.get("with") == "ability" and not _with_ability(st, (data or {}).get("via")):
                continue  # "deals damage with an ability" (EN 716; helper gear)
            if c.get("by_role") and (source is None or (data or {}).get(c["by_role"]) != source):
                continue  # "is dealt one or more damage by an attacking hero or ally" (the combat then, self_triggers.mark; helper wzone2)
            if c.get("by_character") and not (source is not None and source in st.table.cards and kw.is_character(st, source)):
                continue  # "When your hero is dealt damage by a hero or ally" (Lightning Shield; helper w30abil)
            if not _turn_ok(st, me, c):
                continue
            if not _fits(st, me, subject, c["flt"], w, controller=controller, roles=roles):
                continue
            if c.get("to") and not (isinstance(event, int) and _fits(st, me, event, c["to"], w, roles=roles)):
                continue
            _add(st, w, i, pw, source if c.get("event") == "source" else event, subject)  # "the source of that damage"
            if controller is not None:  # "its controller": a card that left play, as it left (helper wtok)
                st.triggers[-1].data["controller"] = controller


def fire_more(st: WowState, ev: Event, events: list[Event] | None = None) -> None:
    """One log entry → the triggers of this module it sets off: none in a match where no card may
    have a power on any of them (``TRIGGERS``; each reader below finds no listener then)."""
    if not hears_any(st, TRIGGERS):
        return
    _player_event(st, ev)
    data = ev.data or {}
    uid = data.get("uid")
    if ev.kind == "damage" and isinstance(uid, int) and uid in st.table.cards and data.get("n", 0) > 0:
        first = len(st.triggers)  # every trigger on this packet: "that many" is its damage (EN 703; helper r2mech)
        src = data.get("source")
        roles = _combat_roles(events or [], ev) if data.get("combat") else {}
        if data.get("combat") and isinstance(src, int) and src in st.heroes and src in st.table.cards:
            owner = st.table.peek(src).controller
            weapons = [w for w in data.get("weapons", []) if isinstance(w, int)]
            for w in listeners(st, "hero_combat_damage"):
                if st.table.peek(w).controller != owner or not _live(st, w):
                    continue
                for i, pw in _powers(st, w, "hero_combat_damage"):
                    c = pw.cost
                    if (c.get("weapon") == "any" and not weapons) or (c.get("weapon") == "self" and w not in weapons):
                        continue
                    if isinstance(c.get("weapon"), dict) and not any(matches(st, owner, x, c["weapon"], w) for x in weapons if x in st.table.cards):
                        continue  # "with a Melee weapon": one of the packet's weapons fits (408.3d; helper w30abil2)
                    if (c.get("while_attacking") and roles.get("attacker") != src) or not _turn_ok(st, owner, c):
                        continue
                    if c.get("to") and not matches(st, owner, uid, c["to"], w):
                        continue
                    if not hit_fits(st, uid, c, data):
                        continue  # "fatal damage" / "to an ally without damage on it" (helper w30gear)
                    _add(st, w, i, pw, uid)
        for w in _hosted_by(st, listeners(st, "damaged_attached_ev"), uid):
            for i, pw in _powers(st, w, "damaged_attached_ev"):
                if not pw.cost.get("combat") or data.get("combat"):
                    _add(st, w, i, pw, src if pw.cost.get("event") == "source" and isinstance(src, int) else uid, uid)
        if isinstance(src, int) and src in st.table.cards and uid in st.heroes \
                and st.table.peek(uid).controller != st.table.peek(src).controller:
            for w in _hosted_by(st, listeners(st, "damage_to_opposing_hero_attached_ev"), src):
                for i, pw in _powers(st, w, "damage_to_opposing_hero_attached_ev"):
                    if not pw.cost.get("combat") or data.get("combat"):
                        _add(st, w, i, pw, uid)
        _each(st, "damaged_filtered", uid, uid, roles=roles, data=data, source=src if isinstance(src, int) else None)
        if isinstance(src, int) and src in st.table.cards:
            before = len(st.triggers)
            _each(st, "deals_damage_filtered", src, uid, roles=roles, data=data)
            for link in st.triggers[before:]:  # "… heals that much damage" (per "dealt": the packet's damage; helper wflip)
                link.data.setdefault("dealt", data.get("n", 0))
        for link in st.triggers[first:]:  # "is dealt combat damage, ready up to that many …" (helper r2mech)
            link.data.setdefault("dealt", data.get("n", 0))
    elif ev.kind == "attack":
        att = data.get("attacker")
        if isinstance(att, int) and att in st.table.cards:
            for w in _hosted_by(st, listeners(st, "attacks_attached_ev"), att):
                for i, pw in _powers(st, w, "attacks_attached_ev"):
                    _add(st, w, i, pw, att)
            _each(st, "attacks_filtered", att, att)
            dfd = data.get("defender")
            if isinstance(dfd, int) and dfd in st.table.cards:
                _each(st, "defends_filtered", dfd, att)  # "When a Snowman you control defends against a non-[Fire] …" (helper w30gear)
    elif ev.kind == "resource" and data.get("face_up") and isinstance(ev.player, int):
        for w in listeners(st, "resource_face_up"):
            if st.table.peek(w).controller == ev.player and _live(st, w):
                for i, pw in _powers(st, w, "resource_face_up"):
                    placed = data.get("card")  # "When you place a quest" (cost "what": the placed card's type, 412.1b; helper allystatic)
                    if pw.cost.get("what") and not (isinstance(placed, int) and placed in st.table.cards and kw.ctype(st, placed) == pw.cost["what"]):
                        continue
                    _add(st, w, i, pw, None)
    elif ev.kind in ("enter", "token") and isinstance(uid, int) and uid in st.table.cards:  # 404.2: a token enters play too
        if kw.is_ally(st, uid):
            for w in listeners(st, "ally_enters_filtered"):
                if not _live(st, w):
                    continue
                for i, pw in _powers(st, w, "ally_enters_filtered"):
                    flt = pw.cost["enter_filter"]
                    if w == uid and not pw.cost.get("self_too"):
                        continue  # "an ally": another one; "NAME or another ally": this one too
                    if ("min_atk" in flt and kw.atk(st, uid) < flt["min_atk"]) or ("max_atk" in flt and kw.atk(st, uid) > flt["max_atk"]):
                        continue
                    if matches(st, st.table.peek(w).controller, uid, {k: v for k, v in flt.items() if not k.endswith("_atk")}, w):
                        _add(st, w, i, pw, uid)
        _each(st, "enters_filtered", uid, uid)
    elif ev.kind == "destroy" and isinstance(uid, int) and data.get("from_resources") and "card_id" not in data and uid in st.table.cards:
        _resource_destroyed(st, uid, data.get("controller"))  # a face-down resource: no other destroyed trigger sees it (412.1b)
    elif ev.kind == "destroy" and isinstance(uid, int) and "card_id" in data and uid in st.table.cards:
        if data.get("from_resources"):
            _resource_destroyed(st, uid, data.get("controller"))  # a face-up resource (a quest, a location)
        before = len(st.triggers)
        _each(st, "destroyed_filtered", uid, None, controller=data.get("controller"), data=data)
        last = {k: data[k] for k in ("atk", "health", "words") if k in data}
        for link in st.triggers[before:] if last else ():
            link.data["last"] = last  # its last known ATK and health (EN 709: "where X was the ATK of that Dragonkin"; helper wzone)
    elif ev.kind == "tap" and isinstance(uid, int) and uid in st.table.cards and kw.in_play(st, uid) and st.table.peek(uid).zone != "resources":
        _each(st, "exhausts_filtered", uid, uid)
    elif ev.kind in ("untap", "ready"):  # "When an opposing hero or ally readies" (411.1; the ready step readies many, 501.1a)
        for u in data.get("readied", []) if ev.kind == "ready" else [uid]:
            if isinstance(u, int) and u in st.table.cards and kw.in_play(st, u) and st.table.peek(u).zone != "resources":
                _each(st, "readies_filtered", u, u)
    elif ev.kind == "heal" and isinstance(uid, int) and uid in st.table.cards and data.get("n", 0) > 0:
        before = len(st.triggers)
        _each(st, "healed_filtered", uid, uid)
        for link in st.triggers[before:]:  # "add that many light counters" (per "dealt": the damage healed; helper w30abil)
            link.data.setdefault("dealt", data.get("n", 0))
        healer = data.get("source")
        if isinstance(healer, int) and healer in st.table.cards:  # "When your hero heals damage with an ability" (408.2c: the
            before = len(st.triggers)
            _each(st, "heals_filtered", healer, uid, data=data)  # healer fits the filter; the healed character is the event; helper wzone2)
            for link in st.triggers[before:]:  # "that ability's cost": the card healed with (op wa30_remember_via; helper w30abil)
                link.data.setdefault("via", data.get("via"))
        for w in (_hosted_by(st, listeners(st, "heals_attached_ev"), healer) if isinstance(healer, int) else []):
            for i, pw in _powers(st, w, "heals_attached_ev"):  # "When attached ally heals damage" (408.2c: the healer)
                _add(st, w, i, pw, uid)
    elif ev.kind == "draw" and isinstance(ev.player, int):
        n = int(m.group(1)) if (m := rx.search(r"draws (\d+)", ev.text)) else 1  # one trigger per card drawn (415.9e)
        for w in listeners(st, "draw_attached_ev"):
            host = st.table.peek(w).attached_to
            if isinstance(host, int) and host in st.heroes and st.table.peek(host).controller == ev.player and _live(st, w):
                for i, pw in _powers(st, w, "draw_attached_ev"):
                    for _ in range(n):
                        _add(st, w, i, pw, host)
    elif ev.kind == "strike" and st.combat is not None and st.combat.strikes and isinstance(ev.player, int):
        weapon = st.combat.strikes[-1]
        for w in listeners(st, "strike_filtered"):
            if st.table.peek(w).controller != ev.player or not _live(st, w):
                continue
            for i, pw in _powers(st, w, "strike_filtered"):  # 303.2: "When you strike with a Melee weapon"
                c = pw.cost
                if (c.get("self") and weapon != w) or not _turn_ok(st, ev.player, c):
                    continue
                if c.get("flt") and not (weapon == w and c.get("self_too")) and not matches(st, ev.player, weapon, c["flt"], w):
                    continue
                _add(st, w, i, pw, weapon)
    elif ev.kind == "attach" and isinstance(uid, int) and uid in st.table.cards and isinstance(ev.player, int) and kw.ctype(st, uid) == "ability":
        for w in listeners(st, "attach_ability"):
            if st.table.peek(w).controller == ev.player and _live(st, w):
                for i, pw in _powers(st, w, "attach_ability"):  # 400.1: "When you attach an ability to a hero or ally"
                    if pw.cost.get("to") and not (isinstance(data.get("host"), int) and _fits(st, ev.player, data["host"], pw.cost["to"], w)):
                        continue  # "… to an opposing hero or ally" (helper wflip)
                    _add(st, w, i, pw, data.get("host"))
    elif ev.kind in ("quest", "face_down") and isinstance(ev.player, int):  # EN 702.2: the completed quest turns face down; resources.turn_face_down
        for w in listeners(st, "resource_face_down"):
            if _live(st, w):
                for i, pw in _powers(st, w, "resource_face_down"):
                    if (pw.cost.get("side") == "friendly") == (st.table.peek(w).controller == ev.player):
                        _add(st, w, i, pw, None)


def _resource_destroyed(st: WowState, uid: int, controller: Any) -> None:
    """ "When one of your resources is destroyed" / "When an opposing … resource is destroyed" (``resource_destroyed``,
    ``cost["side"]`` friendly / opposing / any, seen from the power's controller; helper wzone): a card destroyed from
    a resource row (415.9c), face up or down; the triggering card is the destroyed one, now in its owner's graveyard."""
    for w in listeners(st, "resource_destroyed"):
        if not _live(st, w):
            continue
        me = st.table.peek(w).controller
        for i, pw in _powers(st, w, "resource_destroyed"):
            side = pw.cost.get("side", "any")
            if side != "any" and (controller == me) != (side == "friendly"):
                continue
            _add(st, w, i, pw, None, uid)


TRIGGERS = frozenset({
    "hero_combat_damage", "damaged_attached_ev", "damage_to_opposing_hero_attached_ev", "damaged_filtered", "deals_damage_filtered",
    "attacks_attached_ev", "attacks_filtered", "defends_filtered", "resource_face_up", "ally_enters_filtered", "enters_filtered", "destroyed_filtered",
    "exhausts_filtered", "readies_filtered", "healed_filtered", "heals_filtered", "heals_attached_ev", "draw_attached_ev", "strike_filtered",
    "attach_ability", "resource_face_down", "player_event", "resource_destroyed",
})
"""The triggers :func:`fire_more` reads (tests/wow/test_quiet_events.py checks that every listener it
asks for is here)."""


def _player_event(st: WowState, ev: Event) -> None:
    """ "When an opponent discards a card / completes a quest / draws a card / plays a card / places a
    resource face up" (``player_event``): the triggering card is that player's hero; with ``cost["event"]`` "card",
    a discard trigger remembers the discarded card (``refs``: "equal to that card's cost")."""
    data = ev.data or {}
    uid = data.get("uid")
    what, who, n = None, ev.player, 1
    if ev.kind == "discard" or (ev.kind == "move" and rx.match(r"P\d+ discards ", ev.text or "")):
        # 415.9d discards, and 415.4b's end-of-turn discard down to seven (logged as a move): the owner discards
        what, who = "discard", st.table.peek(uid).owner if isinstance(uid, int) and uid in st.table.cards else None
    elif ev.kind == "quest":
        what = "quest"
    elif ev.kind == "draw":
        what, n = "draw", int(m.group(1)) if (m := rx.search(r"draws (\d+)", ev.text or "")) else 1
    elif ev.kind == "chain" and data.get("kind") == "card":
        what = "play"
    elif ev.kind == "resource" and data.get("face_up"):
        what = "face_up"
    if what is None or not isinstance(who, int) or not 0 <= who < len(st.heroes):
        return
    for w in listeners(st, "player_event"):
        if not _live(st, w):
            continue
        mine = st.table.peek(w).controller == who
        for i, pw in _powers(st, w, "player_event"):
            side = pw.cost.get("side")
            if pw.cost.get("what") == what and (side == "any" or (side == "friendly") == mine):
                for _ in range(n):
                    _add(st, w, i, pw, st.heroes[who])
                    if pw.cost.get("event") == "card" and what == "discard" and isinstance(uid, int) and uid in st.table.cards:
                        refs.remember(st, st.triggers[-1], [uid])  # "equal to that card's cost" (ref_amount; helper allystatic)
                    elif pw.cost.get("event") == "card" and what in ("play", "face_up") and isinstance(played := uid if what == "play" else data.get("card"), int) \
                            and played in st.table.cards:
                        refs.remember(st, st.triggers[-1], [played])  # "If they share a name" with the card played (helper x33quest)


def event_source(st: WowState, link: Link) -> int:
    """The source of "it deals …"/"it heals …" in such a power: the card the event happened to
    (408.2c), while the engine still knows it; otherwise the card with the power."""
    ev_uid = link.data.get("subject", link.data.get("event"))
    return ev_uid if isinstance(ev_uid, int) and ev_uid in st.table.cards else link.uid
