"""Effects read from what a payment power's cost just did to its own card (helper w30gear; 403.1, EN 709):

- ``wg30_set_hero_damage``: "Remove all hearth counters from this item and destroy it -> Damage on your hero becomes
  equal to the number of hearth counters removed this way." (The Innkeeper's Daughter) — the damage on the link
  controller's hero is set to the amount (its ``per`` count: ``{"k": "wge_removed"}``, the counters the cost removed,
  last known when the same cost destroyed the card); damage put or taken away, neither dealt nor healed (405.3, as
  405.7's switch); fatal at the next check if it reaches the hero's health (410.6a);
- ``wg30_destroy_cost_lki``: "[2], [Exhaust], Destroy this item -> Destroy all abilities, allies, and equipment with cost
  less than or equal to the number of overload counters on this item." (Variable Pulse Lightning Capacitor) — the count
  is the card's last known counters of kind ``stat`` (``link.data["lki_counters"]``, noted as the cost destroyed it;
  still on it if it stayed), every card in play of those kinds with printed cost at most that destroyed at once
  (709.1; 201.3: an X cost and a token's count 0)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .kind_sacrifice import kind_of
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "wg30_set_hero_damage")
def _set_hero_damage(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hero = st.heroes[p]
    before, st.table.cards[hero].damage = st.table.peek(hero).damage, max(0, call.amount)
    return [Event("damage_set", f"Damage on {kw.name(st, hero)} becomes {max(0, call.amount)} (was {before})", R("405.3"), p,
                  data={"uid": hero})]


@resolves(GAME, "wg30_destroy_cost_lki")
def _destroy_cost_lki(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    kind = call.eff.stat
    if "lki_counters" in link.data:
        n = int(link.data["lki_counters"].get(kind, 0))
    else:
        card = st.table.peek(link.uid, None)
        n = int((card.counters or {}).get(kind, 0)) if card is not None else 0
    doomed = [c.uid for c in st.table.peek_cards() if c.zone in ("hero_row", "allies") and not c.face_down and c.uid not in st.heroes
              and kw.in_play(st, c.uid) and kind_of(st, c.uid) is not None and int(kw.data(st, c.uid).get("cost") or 0) <= n]
    events: list[Event] = [Event("count", f"{n} {kind} counter(s): cards with cost {n} or less are destroyed", EN("709.1"), call.player)]
    for uid in doomed:
        if kw.in_play(st, uid):
            events += destroy(st, uid, R("415.9c"))
    return events


@resolves(GAME, "wg30_become_stats")
def _become_stats(call: OpCall) -> list[Event]:
    """ "… all Egg ally tokens you control become 8 [Shadow] / 8 [Health] Twilight Dragonkin." (Corrupted Egg Shell;
    helper w30gear): each ally the link's controller controls with every tag of ``condition["tags"]`` gets, for good
    (EN 714.1), ATK and health changed to ``condition["atk"]`` / ``["health"]`` — its printed stats replaced, other
    changes still applying on top (205.1) — and the tags ``condition["add_tags"]`` (202.3)."""
    from engine.core import Modifier

    st, p, cond = call.st, call.player, call.eff.condition or {}
    want = [t.lower() for t in cond.get("tags") or []]
    events: list[Event] = []
    for uid in [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u) and kw.in_play(st, u) and set(want) <= kw.words(st, u)]:
        d = kw.data(st, uid)
        for stat in ("atk", "health"):
            if stat in cond:
                st.modifiers.append(Modifier(uid, stat, int(cond[stat]) - int(d.get(stat) or 0), duration="permanent", player=p, turn=st.turn,
                                             source=call.link.uid))
        for tag in cond.get("add_tags") or []:
            st.modifiers.append(Modifier(uid, kw.TAG_ADD, 0, keyword=tag, duration="permanent", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} becomes {cond.get('atk')} / {cond.get('health')} "
                                      f"{' '.join(cond.get('add_tags') or [])}".rstrip(), EN("714.1"), p, data={"uid": uid}))
    return events
