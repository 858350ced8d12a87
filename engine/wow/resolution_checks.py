"""One-shot effects checked as the ability resolves (EN 709; helper oneshot_a, ops registered in ``engine.wow.ops``).

- ``osa_check_target`` (EN 709, 709.3): "If that ally's cost is 2 or less, …", "Then, if that character is
  undamaged, …" — a following ``if_done`` effect happens only if one of the targets (``Target("previous")``) still
  in play fits ``stat``: "cost_at_most" (its cost is ``amount`` or less, 202.1), "undamaged" (no damage on it, 405.1)
  "exhausted" (411.1: "Exhaust target ready ally. If you do, …" — it was exhausted, not kept ready by 103.2) or
  "fatal" / "not_fatal" (405.2: "If that ally (doesn't) have fatal damage, …", read before the pre-priority check
  destroys it, 410.6a), "type" (its card type is ``condition["type"]``: "if it's a weapon", 300.1) or "any" (the
  previous effect acted on a card still in play: "If a Mage you control is defending, remove it …").
- ``osa_lone_ally_destroy`` (415.9c): "If target player has exactly one ally in his party, destroy it." — the named
  player (a chosen player target, named by his hero, EN 706) controls exactly one ally as it resolves: it is
  destroyed; otherwise nothing happens.
- ``osa_party_lock`` (411.1, 501.1a): "Exhaust all allies in target player's party. Each of those allies can't ready
  during its controller's next ready step." — every ally the named player controls is exhausted (one that can't be,
  103.2, stays), and each of them skips its controller's next ready step (``cards.keys.NO_READY``).
- ``osa_same_cost_sweep`` (415.9c): "Destroy target opposing equipment and all opposing equipment with the same cost as
  that equipment." — the target's cost is read as it resolves, then the target and every other card matching the
  target's filter with that cost are destroyed.
- ``osa_grant_if_atk`` (EN 714.1, 500.2): "Allies you control with 6 or more ATK have Protector this turn." — each ally
  the link's controller controls with ``amount`` or more ATK as it resolves has ``keyword`` this turn.
- ``osa_remove_self`` (305.1, 709.1): "Remove this ability from the game." — the resolving ability card leaves the
  chain for the removed zone now (``zone="hand"``: its owner's hand, "put A Taste of Divinity into its owner's hand"),
  so it isn't put into the graveyard after it resolves.
- ``osa_destroy_if_cheaper`` (415.9c, EN 709): "Target up to three abilities. Destroy the first. Destroy the second if it
  costs less than the first. Destroy the third if it costs less than the second." — the target is destroyed if its cost
  is less than the cost of the link's target number ``condition["nth"]`` - 1 (0-based, in the order they were chosen;
  its last known cost if it already left play, 201.3).
- ``osa_note_targets`` / ``osa_damage_noted`` (405.4, 408.2c): "Exhaust up to three target heroes and/or allies, and
  each of them … Your hero deals 1 holy damage to each of those characters." — the first adds the cards the link's
  previous effect acted on (``Target("previous")``: legal targets, EN 709.2a) to the link's note; the second has your
  hero deal ``amount`` ``stat`` damage to each noted character still in play, one packet each.
- The count ``{"k": "osa_highest_cost"}`` (202.1, 201.3: X counts 0): the highest cost among the face-up abilities, allies
  and equipment the player controls in play, 0 with none ("where X is the highest cost among abilities, allies, and
  equipment you control").
- ``osa_fatal_token_copy`` (405.2, 402.3, 202.3): "If an ally is dealt fatal damage this way, put a token copy of that
  ally into play under your control. That copy is also a Demon." — for each ally the previous effect dealt damage to
  (``Target("previous")``) that has fatal damage now, the link's controller gets a token copy of it
  (``copies.token_copy``), which also has the tag ``keyword`` for as long as it is in play.
- ``osa_destroy_unattached_note`` (415.9c, EN 709): "Destroy target ability. If it wasn't attached to a friendly hero or
  ally, …" — each target is destroyed; a following ``if_done`` effect then happens (also one that asks "may" first,
  EN 709.3) only if one was destroyed that, as it was destroyed, wasn't attached to a hero or ally the link's
  controller controls (400.1).
- ``osa_mark`` (EN 709.3): marks the resolving card (``stat="reset"``: unmarks it); with ``condition={"if_done": True}``
  after "You may destroy an ability you control." it notes that one was, for the condition ``{"k": "osa_marked"}``
  ("…, or 6 if you destroyed an ability this way", read by a later packet's ``more``).
- ``osa_interrupt_all`` (EN 711.1): "Interrupt all other ability cards." — every card link on the chain of a kind in
  ``condition["types"]`` that can be interrupted (``targets.interruptible``: not the source, not "can't be
  interrupted") leaves the chain, its card going to its owner's graveyard; not targets (EN 706).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Modifier, effects
from engine.core.effects import resolves

from . import exhaust_tax, grave_route, zone_moves
from . import keywords as kw
from .cards.keys import NO_READY
from .conditions import condition_checker, count_reader
from .damage import deal
from .fatal_check import fatal
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState


def _controlled_allies(st: WowState, player: int) -> list[int]:
    """The allies ``player`` controls (his party's allies, 415.8b), in every ally row."""
    return [u for q in range(st.num_players) for u in st.table.zone(q, "allies")
            if st.table.cards[u].controller == player and kw.is_ally(st, u)]


@count_reader("osa_")
def osa_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``{"k": "osa_highest_cost"}``: the highest cost among the abilities, allies and equipment ``player`` controls."""
    if key["k"] != "osa_highest_cost":
        raise ValueError(f"unknown count key {key['k']!r} (engine.wow.resolution_checks)")
    costs = [int(kw.data(st, u).get("cost") or 0) for q in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(q, z)
             if st.table.cards[u].controller == player and not st.table.cards[u].face_down
             and kw.kinds(st, u) & {"ability", "ally", "weapon", "armor", "item"}]
    return max(costs, default=0)


def _players(call: OpCall) -> list[int]:
    """The players named by a chosen player target (each by his hero, EN 706); an illegal target: nobody (709.2a)."""
    return [call.st.table.cards[u].controller for u in call.uids]


@resolves(GAME, "osa_check_target")
def _check_target(call: OpCall) -> list[Event]:
    st, eff = call.st, call.eff
    fits = []
    for u in call.uids:
        if not kw.in_play(st, u):
            continue
        if eff.stat == "cost_at_most":
            fits.append(int(kw.data(st, u).get("cost") or 0) <= eff.amount)
        elif eff.stat == "undamaged":
            fits.append(st.table.cards[u].damage == 0)
        elif eff.stat == "exhausted":
            fits.append(st.table.cards[u].tapped)
        elif eff.stat in ("fatal", "not_fatal"):
            fits.append(fatal(st, u) == (eff.stat == "fatal"))
        elif eff.stat == "any":
            fits.append(True)  # "If a Mage you control is defending, …": one such card is in play
        elif eff.stat == "type":
            fits.append(kw.ctype(st, u) == (eff.condition or {}).get("type"))
        else:
            raise ValueError(f"osa_check_target: stat {eff.stat!r} is cost_at_most, undamaged, exhausted, fatal, not_fatal, type or any")
    call.link.data["done"] = any(fits)
    return []


@resolves(GAME, "osa_lone_ally_destroy")
def _lone_ally(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for q in _players(call):
        allies = _controlled_allies(st, q)
        if len(allies) == 1:
            events += destroy(st, allies[0], R("415.9c"))
    return events


@resolves(GAME, "osa_party_lock")
def _party_lock(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if exhaust_tax.gate(call, [u for q in _players(call) for u in _controlled_allies(st, q)]):
        return []  # a taxed ally of his own: its controller is asked first (403.1, engine.wow.exhaust_tax)
    events: list[Event] = []
    for q in _players(call):
        for u in _controlled_allies(st, q):
            if not st.table.cards[u].tapped and exhaust_tax.may_exhaust(st, call.link, u):  # 411.2; "can't exhaust" (103.2)
                events.append(effects.set_tapped(st.table, u, True, R("411.1"), "exhausted"))
            st.modifiers.append(Modifier(u, "", 0, keyword=NO_READY, duration="permanent", player=p, turn=st.turn, source=call.link.uid))
            events.append(Event("modify", f"{kw.name(st, u)} can't ready during its controller's next ready step", R("501.1a"), p))
    return events


@resolves(GAME, "osa_same_cost_sweep")
def _same_cost(call: OpCall) -> list[Event]:
    from .targets import cards_matching

    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for first in call.uids:
        if not kw.in_play(st, first):
            continue
        cost = int(kw.data(st, first).get("cost") or 0)  # read as it resolves, before anything is destroyed
        flt = eff.target.filter if eff.target is not None else {}
        others = [u for u in cards_matching(st, p, flt, call.link.uid) if u != first and int(kw.data(st, u).get("cost") or 0) == cost]
        for u in [first, *others]:
            if kw.in_play(st, u):
                events += destroy(st, u, R("415.9c"))
    return events


@resolves(GAME, "osa_grant_if_atk")
def _grant_if_atk(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for u in _controlled_allies(st, p):
        if kw.in_play(st, u) and kw.atk(st, u) >= eff.amount:
            st.modifiers.append(Modifier(u, "", 0, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
            events.append(Event("modify", f"{kw.name(st, u)} has {eff.keyword} this turn", EN("714.1"), p))
    return events


@resolves(GAME, "osa_remove_self")
def _remove_self(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    if uid not in st.table.cards or st.table.cards[uid].zone != "chain":
        return []
    name, to = kw.name(st, uid), call.eff.zone or "removed"
    (grave_route.move(st, uid, EN("709.1")) if to == "graveyard" else zone_moves.move(st, uid, to, EN("709.1")))
    said = "is removed from the game" if to == "removed" else f"goes to its owner's {to}"
    return [Event("remove" if to == "removed" else "move", f"{name} {said}", EN("709.1"), call.player, data={"uid": uid})]


@resolves(GAME, "osa_interrupt_all")
def _interrupt_all(call: OpCall) -> list[Event]:
    from .targets import interruptible

    st, p = call.st, call.player
    events: list[Event] = []
    for uid in interruptible(st, {"types": list((call.eff.condition or {}).get("types", ["ability"]))}, call.link.uid):
        st.chain = [lk for lk in st.chain if not (lk.kind == "card" and lk.uid == uid)]
        events.append(grave_route.interrupted(st, uid, p))
    return events


@resolves(GAME, "osa_destroy_if_cheaper")
def _destroy_if_cheaper(call: OpCall) -> list[Event]:
    st = call.st
    nth = int((call.eff.condition or {}).get("nth", 1))
    chosen = [u for u in call.link.targets if isinstance(u, int) and u in st.table.cards]
    if nth < 1 or nth > len(chosen):
        return []
    bound = int(kw.data(st, chosen[nth - 1]).get("cost") or 0)
    events: list[Event] = []
    for u in call.uids:
        if kw.in_play(st, u) and int(kw.data(st, u).get("cost") or 0) < bound:
            events += destroy(st, u, R("415.9c"))
    return events


NOTED = "osa_noted"
"""``Link.data`` key: the characters ``osa_note_targets`` noted for ``osa_damage_noted``."""


@resolves(GAME, "osa_note_targets")
def _note_targets(call: OpCall) -> list[Event]:
    call.link.data[NOTED] = [*call.link.data.get(NOTED, []), *call.uids]
    return []


@resolves(GAME, "osa_damage_noted")
def _damage_noted(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for u in dict.fromkeys(call.link.data.get(NOTED, [])):
        if kw.in_play(st, u) and kw.is_character(st, u):
            events += deal(st, st.heroes[p], u, eff.amount, eff.stat or "melee", via=call.link.uid)
    return events


@resolves(GAME, "osa_fatal_token_copy")
def _fatal_token_copy(call: OpCall) -> list[Event]:
    from .copies import token_copy

    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for u in call.uids:
        if not (kw.is_ally(st, u) and fatal(st, u)):
            continue
        made = token_copy(st, p, u)
        events += made
        copy = (made[-1].data or {}).get("uid") if made else None
        if isinstance(copy, int) and eff.keyword:
            st.modifiers.append(Modifier(copy, kw.TAG_ADD, 0, keyword=eff.keyword, duration="permanent", player=p, turn=st.turn, source=call.link.uid))
            events.append(Event("modify", f"{kw.name(st, copy)} is also tagged {eff.keyword}", R("202.3"), p, data={"uid": copy}))
    return events


@resolves(GAME, "osa_destroy_unattached_note")
def _destroy_unattached(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    done = False
    for u in call.uids:
        if not kw.in_play(st, u):
            continue
        host = st.table.cards[u].attached_to
        friendly = isinstance(host, int) and host in st.table.cards and kw.in_play(st, host) and kw.is_character(st, host) \
            and st.table.cards[host].controller == p
        gone = destroy(st, u, R("415.9c"))
        events += gone
        done = done or (not friendly and any(e.kind == "destroy" for e in gone))
    call.link.data["done"] = done  # what the "If it wasn't attached …" effect reads (``if_done``)
    return events


@condition_checker("osa_")
def osa_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``{"k": "osa_marked"}``: ``osa_mark`` marked the source as it resolved."""
    flag = {"osa_marked": MARKED}.get(cond["k"])
    if flag is None:
        raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.resolution_checks)")
    card = st.table.cards.get(source)
    return bool(card is not None and card.flags.get(flag))


MARKED = "_osa_marked"
"""Card flag of the resolving card set by ``osa_mark``."""


@resolves(GAME, "osa_mark")
def _mark(call: OpCall) -> list[Event]:
    card = call.st.table.cards.get(call.link.uid)
    if card is not None:
        card.flags[MARKED] = call.eff.stat != "reset"
    return []
