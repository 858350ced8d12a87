"""Helper triggers: small one-shot effects of triggered powers (EN 703) no shared op reads.

- ``plus_own_atk``: each target has +X ATK for ``duration`` (default this turn), X its ATK as the power
  resolves (EN 709) — "each ally you control with cost 2 or less has +X ATK this turn, where X is its ATK."
  (Amano, Herald of the Sun).
- ``hero_damage_to_self``: up to ``amount`` damage is removed from the controller's hero and as much damage is
  put on the source (405.3: placed, not dealt; not healing) — "remove 6 damage from your hero and put 1 damage on
  Shadow Silhouettes for each damage removed this way."
- ``host_controller_may_draw``: the controller of the card the source is attached to (400.1) may draw
  ``amount`` cards: his own yes/no (EN 709.3) — "Attached hero's controller may draw a card." (Gushing Wound).
- ``drain_per_grave_allies``: the source deals ``amount`` ``stat`` damage to each target for each ally card in
  that target's controller's graveyard (one packet, 405.4), then heals as much damage as was dealt (408.2a) from
  your hero (408.2c: the source heals) — Zalabar the Dark Tinkerer.
- ``damage_to_one_health``: the source deals ``stat`` damage to each target equal to its remaining health minus 1
  (health less damage, 405.2) — "equal to that hero's remaining health -1" (Dro'gash).
- ``done_if_dealt``: "If damage is dealt this way" — what follows marked ``if_done`` (EN 709.3) happens only if
  this link's damage reached a character (408.2a: a prevented packet deals none; ``link.data["dealt"]``).
- ``draw_if_ref_destroyed``: "If you destroyed an armor with cost 2 or less this way, draw a card." (Jeishal) — the
  controller draws ``amount`` if the card the link acted on before (``engine.wow.refs``) went to the graveyard and
  its cost was at most ``condition["max_cost"]``.
- ``dice_match_destroy``: each player rolls a six-sided die (the seeded RNG); if two or more players roll the same
  number, the source and every ally in those players' parties are destroyed (415.9c) — Robotic Homing Chicken.
- ``keep_one_equipment``: each opponent keeps one equipment he controls, his choice (EN 709.1), and destroys the
  rest (415.9c) — "each opponent destroys equipment he controls until he controls only one." (Vindicator Saaris);
  ``each_keeps_one_ally``: each player, in turn order, chooses an ally in his party; all other allies are destroyed
  at once — "each player chooses an ally in his party. Destroy all other allies." (Treebole).
- ``most_resources_destroys_one``: the player controlling the most resources destroys one of them, his pick
  (415.9c); on a tie for the most, the link's controller chooses which of them (EN 709.1) — Sironas.
- count key ``wrc_named_self`` (a ``condition["per"]``): the cards in play the player controls with the
  source's name — "for each Forsaken Royal Dreadguard you … control" (engine.wow.richer_controller registers it).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import continuations, may_skip_draw
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "host_controller_may_draw"


@resolves(GAME, "plus_own_atk")
def _plus_own_atk(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        x = kw.atk(st, uid)
        st.modifiers.append(Modifier(uid, "atk", x, duration=call.eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} gets +{x} ATK (its ATK) this turn", EN("714.1"), p))
    return events


@resolves(GAME, "hero_damage_to_self")
def _hero_damage_to_self(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    hero = st.table.cards[st.heroes[p]]
    n = min(call.amount, hero.damage)
    hero.damage -= n
    events = [Event("damage_removed", f"{n} damage is removed from P{p + 1}'s hero", R("405.3"), p)]
    if n and kw.in_play(st, src):
        st.table.cards[src].damage += n
        events.append(Event("damage_put", f"{n} damage is put on {kw.name(st, src)}", R("405.3"), p))
    return events


@resolves(GAME, "host_controller_may_draw")
def _host_controller_may_draw(call: OpCall) -> list[Event]:
    st = call.st
    host = st.table.cards[call.link.uid].attached_to if call.link.uid in st.table.cards else None
    if not (isinstance(host, int) and host in st.table.cards and kw.in_play(st, host)):
        return []
    q = st.table.cards[host].controller
    continuations.pause_for(call, "host_draw", {"player": q, "n": max(1, call.amount)},
                            Pending(q, KIND, f"{kw.name(st, call.link.uid)}: draw {max(1, call.amount)} card(s)?",
                                    [Option("yes", "Draw"), Option("no", "Don't")], 1, 1, EN("709.3")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """His yes draws (EN 709.3); then the link goes on."""
    w, st.waiting = st.waiting, {}
    spec: dict[str, Any] = w.pop("host_draw")
    yes = picks[:1] == ["yes"]
    events = [Event("may", f"P{spec['player'] + 1} {'draws' if yes else 'does not draw'}", EN("709.3"), spec["player"])]
    if not yes:
        return events + continuations.resume_link(st, w)
    return events + may_skip_draw.tail_draw(st, [[spec["player"], spec["n"]]], EN("709.1"), w)  # then the link (EN 716 may ask first)


@resolves(GAME, "drain_per_grave_allies")
def _drain_per_grave_allies(call: OpCall) -> list[Event]:
    from .damage import deal, heal

    st, p, src = call.st, call.player, call.link.uid
    events: list[Event] = []
    dealt = 0
    for uid in call.uids:
        q = st.table.cards[uid].controller
        n = sum(1 for u in st.table.zone(q, "graveyard") if st.cards[st.table.cards[u].card_id].get("type") == "ally")
        packet = deal(st, src, uid, call.amount * n, call.eff.stat or "melee", via=src)
        dealt += sum((e.data or {}).get("n", 0) for e in packet if e.kind == "damage")
        events += packet
    return events + (heal(st, st.heroes[p], dealt, source=src, via=call.link.uid) if dealt else [])


@resolves(GAME, "damage_to_one_health")
def _damage_to_one_health(call: OpCall) -> list[Event]:
    from .damage import deal

    st, src = call.st, call.link.uid
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid):
            left = kw.health(st, uid) - st.table.cards[uid].damage
            events += deal(st, src, uid, left - 1, call.eff.stat or "melee", via=src)
    return events


@resolves(GAME, "done_if_dealt")
def _done_if_dealt(call: OpCall) -> list[Event]:
    call.link.data["done"] = call.link.data.get("dealt", 0) > 0
    return []


@resolves(GAME, "draw_if_ref_destroyed")
def _draw_if_ref_destroyed(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    rows = call.link.data.get("ref", [])[:1]
    most = (call.eff.condition or {}).get("max_cost", 0)
    if not rows or rows[0]["cost"] > most or st.table.cards[rows[0]["uid"]].zone != "graveyard":
        return [Event("condition", f"No card with cost {most} or less was destroyed this way: no draw", EN("709"), p)]
    return may_skip_draw.op_draw(call, p, max(1, call.amount), EN("709.1"))  # (stops for "you may skip drawing it instead", EN 716)


@resolves(GAME, "dice_match_destroy")
def _dice_match_destroy(call: OpCall) -> list[Event]:
    from .leaving_play import destroy

    st = call.st
    from .dice import roll

    rolls, events = {}, []
    for q in range(st.num_players):  # (engine.wow.dice: every die, its replacements)
        rolls[q], made = roll(st, q)
        events += made
    matched = sorted(q for q, r in rolls.items() if list(rolls.values()).count(r) >= 2)
    if not matched:
        return events
    doomed = [call.link.uid] + [u for q in matched for u in st.table.zone(q, "allies") if kw.is_ally(st, u) and u != call.link.uid]
    for uid in doomed:
        events += destroy(st, uid, R("415.9c"))
    return events


KEEP = "keep_one"


def _kept_kind(st: WowState, q: int, what: str) -> list[int]:
    """``q``'s face-up equipment (``what`` "equipment") or the allies in his party ("ally")."""
    if what == "ally":
        return [u for u in st.table.zone(q, "allies") if kw.is_ally(st, u)]
    return [u for u in st.table.zone(q, "hero_row") if not st.table.peek(u).face_down and kw.ctype(st, u) in ("weapon", "armor", "item")]


@resolves(GAME, "keep_one_equipment")
def _keep_one_equipment(call: OpCall) -> list[Event]:
    return _begin_keep(call, "equipment", [q for q in range(call.st.num_players) if q != call.player])


@resolves(GAME, "each_keeps_one_ally")
def _each_keeps_one_ally(call: OpCall) -> list[Event]:
    st = call.st
    return _begin_keep(call, "ally", [(st.active + i) % st.num_players for i in range(st.num_players)])


def _begin_keep(call: OpCall, what: str, players: list[int]) -> list[Event]:
    st = call.st
    queue = [q for q in players if _kept_kind(st, q, what)]
    if not queue:
        return []
    continuations.pause_for(call, "keep_one", {"queue": queue, "what": what, "kept": []})
    return _ask_keep(st)


def _ask_keep(st: WowState) -> list[Event]:
    spec = st.waiting["keep_one"]
    q = spec["queue"][0]
    word = "equipment (the rest is destroyed)" if spec["what"] == "equipment" else "ally in your party (all other allies are destroyed)"
    st.pending.append(Pending(q, KEEP, f"Keep which {word}?", [Option(str(u), kw.name(st, u)) for u in _kept_kind(st, q, spec["what"])], 1, 1, EN("709.1")))
    return []


@handles(KEEP)
def answer_keep(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Each chooser keeps his pick; once all have chosen, the rest is destroyed at once (415.9c); then the link goes on."""
    from .leaving_play import destroy

    spec = st.waiting["keep_one"]
    spec["kept"] = [*spec["kept"], int(picks[0])]
    spec["queue"] = spec["queue"][1:]
    if spec["queue"]:
        return _ask_keep(st)
    w, st.waiting = st.waiting, {}
    w.pop("keep_one")
    events: list[Event] = []
    if spec["what"] == "ally":  # "Destroy all other allies": every party's, chosen ones kept
        doomed = [u for q in range(st.num_players) for u in _kept_kind(st, q, "ally") if u not in spec["kept"]]
    else:  # each opponent's equipment but the one he kept
        doomed = [u for q in {st.table.cards[k].controller for k in spec["kept"]} for u in _kept_kind(st, q, "equipment") if u not in spec["kept"]]
    for uid in doomed:
        events += destroy(st, uid, R("415.9c"))
    return events + continuations.resume_link(st, w)


WHO = "most_resources_who"
WHICH = "most_resources_which"


@resolves(GAME, "most_resources_destroys_one")
def _most_resources_destroys_one(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    counts = {q: len(st.table.zone(q, "resources")) for q in range(st.num_players)}
    most = max(counts.values())
    top = [q for q, n in counts.items() if n == most]
    if most == 0:
        return []
    continuations.pause_for(call, "most_resources", True)
    if len(top) > 1:
        st.pending.append(Pending(p, WHO, "Tied for the most resources: who destroys one?", [Option(str(q), f"P{q + 1}") for q in top], 1, 1, EN("709.1")))
        return []
    return _ask_which(st, top[0])


def _ask_which(st: WowState, q: int) -> list[Event]:
    options = [Option(str(u), kw.name(st, u) + (" (face down)" if st.table.peek(u).face_down else "")) for u in st.table.zone(q, "resources")]
    st.pending.append(Pending(q, WHICH, "You control the most resources: destroy one of them", options, 1, 1, EN("709.1")))
    return []


@handles(WHO)
def answer_who(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The tie is broken by the link's controller; the chosen player picks the resource."""
    q = int(picks[0])
    return [Event("choice", f"P{pending.player + 1} chooses P{q + 1} to destroy a resource", EN("709.1"), pending.player), *_ask_which(st, q)]


@handles(WHICH)
def answer_which(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked resource is destroyed (415.9c); then the link goes on."""
    from .leaving_play import destroy

    w, st.waiting = st.waiting, {}
    w.pop("most_resources", None)
    return destroy(st, int(picks[0]), R("415.9c")) + continuations.resume_link(st, w)


def named_self(st: WowState, player: int, source: int | None) -> int:
    """The face-up cards in play ``player`` controls with the source's name."""
    if source is None or source not in st.table.cards:
        return 0
    name = kw.name(st, source)
    return sum(1 for z in ("allies", "hero_row") for u in st.table.zone(player, z)
               if not st.table.peek(u).face_down and kw.name(st, u) == name)
