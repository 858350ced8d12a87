"""More triggered powers on game events (EN 703.1), read by ``engine.wow.cards.templates_events``:
the engine's own log entries announce them; a trigger waits for the next pre-priority window
(410.5) like the others in ``engine.wow.procedure.event_triggers``.

- ``hero_combat_damage``: your hero dealt combat damage (408.3d: "with a weapon" = with a weapon
  it struck with this combat; "with this weapon" = this one among them), optionally to a kind of
  character and while attacking; the character dealt damage is the triggering card;
- ``ally_enters_filtered``: an ally fitting a filter (race/class, cost bounds, side) entered play;
- ``resource_face_up``: you placed a resource face up (412.1b);
- ``attacks_attached_ev`` / ``damaged_attached_ev`` / ``damage_to_opposing_hero_attached_ev``: the
  host of this card (400.1) attacked / was dealt damage / dealt damage to an opposing hero;
- ``attacks_friendly_ally``: an ally you control attacked.
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Event

from . import keywords as kw
from .state import Link, WowState


def _powers(st: WowState, w: int, trigger: str) -> list[tuple[int, Any]]:
    from .procedure import printed_powers

    return [(i, pw) for i, pw in enumerate(printed_powers(st, w)) if pw.kind == "triggered" and pw.trigger == trigger]


def _add(st: WowState, w: int, i: int, pw: Any, event: int | None) -> None:
    st.triggers.append(Link("trigger", st.table.cards[w].controller, w, i, label=f"{kw.name(st, w)}: {pw.text}",
                            data={"event": event} if event is not None else {}))


def _live(st: WowState, w: int) -> bool:
    return w in st.table.cards and not st.table.cards[w].face_down and kw.in_play(st, w)


def fire_more(st: WowState, ev: Event) -> None:
    """One log entry → the triggers of this module it sets off."""
    from .procedure import _watchers, matches

    data = ev.data or {}
    uid = data.get("uid")
    if ev.kind == "damage" and isinstance(uid, int) and uid in st.table.cards and data.get("n", 0) > 0:
        src = data.get("source")
        if data.get("combat") and isinstance(src, int) and src in st.heroes and src in st.table.cards:
            owner = st.table.cards[src].controller
            weapons = [w for w in data.get("weapons", []) if isinstance(w, int)]
            attacking = st.combat is not None and st.combat.attacker == src
            for w in _watchers(st):
                if st.table.cards[w].controller != owner or not _live(st, w):
                    continue
                for i, pw in _powers(st, w, "hero_combat_damage"):
                    c = pw.cost
                    if (c.get("weapon") == "any" and not weapons) or (c.get("weapon") == "self" and w not in weapons):
                        continue
                    if c.get("while_attacking") and not attacking:
                        continue
                    if c.get("to") and not matches(st, owner, uid, c["to"], w):
                        continue
                    _add(st, w, i, pw, uid)
        for w in [w for w in _watchers(st) if st.table.cards[w].attached_to == uid and _live(st, w)]:
            for i, pw in _powers(st, w, "damaged_attached_ev"):
                if not pw.cost.get("combat") or data.get("combat"):
                    _add(st, w, i, pw, uid)
        if isinstance(src, int) and src in st.table.cards and uid in st.heroes \
                and st.table.cards[uid].controller != st.table.cards[src].controller:
            for w in [w for w in _watchers(st) if st.table.cards[w].attached_to == src and _live(st, w)]:
                for i, pw in _powers(st, w, "damage_to_opposing_hero_attached_ev"):
                    if not pw.cost.get("combat") or data.get("combat"):
                        _add(st, w, i, pw, uid)
    elif ev.kind == "attack":
        att = data.get("attacker")
        if isinstance(att, int) and att in st.table.cards:
            for w in [w for w in _watchers(st) if st.table.cards[w].attached_to == att and _live(st, w)]:
                for i, pw in _powers(st, w, "attacks_attached_ev"):
                    _add(st, w, i, pw, att)
            if kw.is_ally(st, att):
                for w in _watchers(st):
                    if st.table.cards[w].controller == st.table.cards[att].controller and _live(st, w):
                        for i, pw in _powers(st, w, "attacks_friendly_ally"):
                            _add(st, w, i, pw, att)
    elif ev.kind == "resource" and data.get("face_up") and isinstance(ev.player, int):
        for w in _watchers(st):
            if st.table.cards[w].controller == ev.player and _live(st, w):
                for i, pw in _powers(st, w, "resource_face_up"):
                    _add(st, w, i, pw, None)
    elif ev.kind == "enter" and isinstance(uid, int) and uid in st.table.cards and kw.is_ally(st, uid):
        for w in _watchers(st):
            if w == uid or not _live(st, w):
                continue
            for i, pw in _powers(st, w, "ally_enters_filtered"):
                if matches(st, st.table.cards[w].controller, uid, pw.cost["enter_filter"], w):
                    _add(st, w, i, pw, uid)


def event_source(st: WowState, link: Link) -> int:
    """The source of "it deals …"/"it heals …" in such a power: the card the event happened to
    (408.2c), while the engine still knows it; otherwise the card with the power."""
    ev_uid = link.data.get("event")
    return ev_uid if isinstance(ev_uid, int) and ev_uid in st.table.cards else link.uid
