"""Helper wgear (issue #18): effects of payment powers on weapons, armor, items, locations and ongoing
abilities (EN 701) that the shared ops lacked.

- The count ``{"k": "wge_removed"}`` (a ``condition["per"]``): how many counters the source's payment power
  removed as its cost when it was last used (403.4: "remove all" may remove none) — "Your hero deals 1 shadow
  damage to target hero or ally for each counter removed this way", "… heals damage from itself equal to the
  number of counters removed this way". The engine notes it as the cost is paid (:func:`note_removed`); a
  card destroyed by the same cost keeps its last known counters (``link.data["lki_counters"]``).
- The op ``wgear_self_damage`` (408.1, 405.4): each target deals ``amount`` ``stat`` damage to itself
  ("Each opposing hero deals 4 nature damage to itself."): one packet per character, the character is its
  own source.
- The op ``wgear_self_heal`` (407.1, 408.2c): each target heals ``amount`` damage from itself ("Each hero heals
  7 damage from itself."): the character is the healer.
- The op ``wgear_destroy_named`` (200.2, 709.1): every card in play of the types ``condition["types"]`` whose
  name is ``condition["name"]`` is destroyed ("Destroy all weapons named The Unstoppable Force.").
- The op ``wgear_atk_to`` (714.1): each target's ATK is doubled (``stat`` "double") or becomes its printed strike
  cost (``stat`` "strike_cost") for ``duration`` — a modifier of the difference.
- The condition ``{"k": "wge_defending_vs_ally"}``: your hero is the defender of the current combat and the
  attacker is an ally (EN 603); ``wge_destroyed`` (a card of a type and side was destroyed this turn),
  ``wge_hurt_by_opposing`` (an opposing hero or ally dealt damage to your hero this turn), ``wge_hero_dealt``
  (your hero dealt damage, of ``dtype``, this turn), ``wge_hero_hurt`` (an opposing hero was dealt ``min`` or more damage
  this turn), ``wge_entered`` (a card of ``types`` entered play under your control this turn), ``wge_profession`` (your
  hero has that profession), ``wge_top_fits`` (the top card of your deck fits a filter) — this turn's history as
  ``quests.note`` keeps it.
- The op ``wgear_destroy_cost`` (709.1): the abilities/equipment in play with cost at most X (``stat`` "at_most"), or
  with the lowest / highest cost among them (``stat`` "lowest" / "highest"), all destroyed.
- The count ``{"k": "wge_named", "types": [...], "part": P}``: your cards in play of those types with P in their name;
  ``{"k": "wge_tokens"}``: the token allies you control (404.2 tokens and 402.3 token copies); ``{"k": "wge_classes"}``:
  the different classes among the heroes and allies you control (202.1); ``{"k": "wge_professionals", "name": P}``: your
  heroes and allies with the profession P.
- The op ``wgear_keyword_per`` (714.1): the targets have ``keyword`` with the counted ``amount`` for ``duration``.
- The op ``wgear_reveal_top`` (415.3a): the top card of the targeted player's deck is revealed.
- The ops ``wgear_look_top`` (the controller looks at his top card; the condition ``wge_top_fits``: it fits a filter),
  ``wgear_top_to_hand`` (his top card, revealed, into his hand), ``wgear_remove_top_ref`` (his top card removed from
  the game, remembered for "that card's cost", ``engine.wow.refs``) and ``wgear_reveal_random_hand`` (a random card
  of his hand revealed; "done" if it has the tag ``condition["tag"]``) — "If it's …" follows as ``if_done`` (EN 709.3).
- The ops ``wgear_reattach`` (400.1: the source attaches to the target instead) and ``wgear_atk_plus`` (the source has
  +X ATK for ``duration``; ``amount`` -1 is the X paid); ``wgear_heal_each_assault`` (your hero heals ``amount`` from
  each ally you control, then has Assault as much as was healed this turn); ``wgear_damage_chosen`` (your hero deals
  ``amount`` damage of the type picked as the source entered play, ``engine.wow.entry_choice``); ``wgear_chosen_token``
  (an ally token named after the class picked so, 404.2); ``wgear_hand_away`` (your hand removed from the game, each card
  back into your hand at the end of this turn, 415.9b); ``wgear_graveyard_is_deck`` (your deck removed from the game,
  your graveyard shuffled as your new deck, 415.3b); ``wgear_pick`` (a choice made as it resolves, :data:`PICK`)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .conditions import condition_checker, count_reader
from .counters import REMOVED
from .ops import GAME, OpCall
from .rules import EN
from .state import Link, WowState


def note_removed(st: WowState, link: Link, kind: str, before: int | None) -> None:
    """After a "remove (all) K counters" cost is paid: remember how many went (``before`` the count
    just before; None: the card had left play, paying with its last known counters)."""
    from .counters import counters

    card = st.table.cards.get(link.uid)
    if card is None:
        return
    if before is None or (not kw.in_play(st, link.uid) and "lki_counters" in link.data):
        from .cards.readers import normalize_counter

        before = int((link.data.get("lki_counters") or {}).get(normalize_counter(kind), 0))
        card.flags[REMOVED] = before
        return
    card.flags[REMOVED] = max(before - counters(st, link.uid, kind), 0)


@count_reader("wge_")
def wge_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``{"k": "wge_removed"}``: the counters the source's cost removed (:func:`note_removed`)."""
    if key["k"] == "wge_removed":
        card = st.table.cards.get(source) if source is not None else None
        return int(card.flags.get(REMOVED, 0)) if card is not None else 0
    if key["k"] == "wge_tokens":  # "for each token ally you control": a token (404.2) or a token copy (402.3)
        return sum(1 for u in st.table.zone(player, "allies") if kw.is_ally(st, u) and "token" in kw.words(st, u))
    if key["k"] == "wge_classes":  # "the number of different classes among heroes and allies you control" (202.1)
        from .cards.templates_costs import CLASSES

        words = {w.lower() for z in ("hero_row", "allies") for u in st.table.zone(player, z) if kw.is_character(st, u)
                 for w in (*(kw.data(st, u).get("classes") or []), kw.data(st, u).get("class") or "", *(kw.data(st, u).get("tags") or []))}
        return sum(1 for c in CLASSES if c.lower() in words)
    if key["k"] == "wge_professionals":  # "for each Leatherworking hero and ally you control" (206.1)
        return sum(1 for z in ("hero_row", "allies") for u in st.table.zone(player, z) if kw.is_character(st, u)
                   and key["name"].lower() in {p.lower() for p in kw.data(st, u).get("professions") or []})
    if key["k"] == "wge_named":  # "for each of your armor with Mana-Etched in its name" (200.2)
        return sum(1 for u in st.table.zone(player, "hero_row") if not st.table.cards[u].face_down
                   and set(key["types"]) & kw.kinds(st, u) and key["part"].lower() in kw.name(st, u).lower())
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wgear)")


@resolves(GAME, "wgear_self_damage")
def _self_damage(call: OpCall) -> list[Event]:
    from .damage import deal

    events: list[Event] = []
    for uid in call.uids:  # 405.4: one packet per character; it is its own source (408.1)
        events += deal(call.st, uid, uid, call.amount, call.eff.stat or "melee",
                       unpreventable=bool((call.eff.condition or {}).get("unpreventable")), via=call.link.uid)
    return events


@resolves(GAME, "wgear_self_heal")
def _self_heal(call: OpCall) -> list[Event]:
    from .damage import heal

    events: list[Event] = []
    for uid in call.uids:  # 408.2c: the character heals itself
        events += heal(call.st, uid, call.amount, source=uid)
    return events


@resolves(GAME, "wgear_destroy_named")
def _destroy_named(call: OpCall) -> list[Event]:
    from .leaving_play import destroy

    st, cond = call.st, call.eff.condition or {}
    types = set(cond.get("types") or [])
    doomed = [u for p in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(p, z)
              if not st.table.cards[u].face_down and kw.name(st, u) == cond.get("name") and (not types or types & kw.kinds(st, u))]
    events: list[Event] = []
    for uid in doomed:  # 709.1: all at once, each destroyed
        if kw.in_play(st, uid):
            events += destroy(st, uid, EN("709.1"))
    return events


@resolves(GAME, "wgear_atk_to")
def _atk_to(call: OpCall) -> list[Event]:
    """ "Double target weapon's ATK this turn." (``stat`` "double": +its ATK) / "Target weapon's ATK becomes equal to
    its strike cost this turn." (``stat`` "strike_cost": changed by the difference, 714.1), for ``duration``."""
    from engine.core import Modifier

    st, events = call.st, []
    for uid in call.uids:
        atk = kw.atk(st, uid)
        want = 2 * atk if call.eff.stat == "double" else int(kw.data(st, uid).get("strike_cost") or 0)
        st.modifiers.append(Modifier(uid, "atk", want - atk, duration=call.eff.duration or "this_turn", player=call.player, turn=st.turn,
                                     source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {want} ATK this turn", EN("714.1"), call.player))
    return events


@condition_checker("wge_")
def wge_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``{"k": "wge_defending_vs_ally"}``: your hero is defending against an ally (EN 603, 205.1)."""
    if cond["k"] == "wge_defending_vs_ally":
        c = st.combat
        return c is not None and c.stage in ("proposed", "step") and c.defender == st.heroes[player] and kw.is_ally(st, c.attacker)
    return _check(st, player, cond)


def _check(st: WowState, player: int, cond: dict[str, Any]) -> bool:
    """The wge_ conditions on this turn's history (``quests.note``) and the hero's professions."""
    k = cond["k"]
    log = [e for e in st.turn_log if e.get("turn") == st.turn]
    if k == "wge_destroyed":  # "an opposing ally was destroyed this turn" (its controller as it was destroyed)
        return any(e.get("ev") == "destroy" and e.get("type") == cond["type"] and (e.get("who") != player) == (cond["side"] == "opposing") for e in log)
    if k == "wge_hurt_by_opposing":  # "an opposing hero or ally dealt damage to your hero this turn" (408.2a: a packet dealt)
        return any(e.get("ev") == "damage" and e.get("to") == st.heroes[player] and e.get("src_who") not in (None, player)
                   and e.get("src_kind") in ("hero", "ally") for e in log)
    if k == "wge_hero_dealt":  # "your hero has dealt fire damage this turn"
        return any(e.get("ev") == "damage" and e.get("src") == st.heroes[player] and (not cond.get("dtype") or e.get("dtype") == cond["dtype"]) for e in log)
    if k == "wge_hero_hurt":  # "an opposing hero was dealt 6 or more damage this turn" (one hero, all packets)
        return any(sum(e.get("n", 0) for e in log if e.get("ev") == "damage" and e.get("to") == h) >= cond["min"]
                   for q, h in enumerate(st.heroes) if q != player)
    if k == "wge_entered":  # "an equipment entered play under your control this turn"
        return any(e.get("ev") == "enter" and e.get("who") == player and e.get("type") in cond["types"] for e in log)
    if k == "wge_top_fits":  # "If it's an ability card" (the top card of your deck just looked at)
        from .conditions import fits

        top = _top(st, player)
        return top is not None and fits(st, top, cond["filter"])
    if k == "wge_profession":  # "your hero has Enchanting" (a hero's profession, 206.1)
        return cond["name"].lower() in {p.lower() for p in kw.data(st, st.heroes[player]).get("professions") or []}
    raise ValueError(f"unknown condition {k!r} (engine.wow.wgear)")


@resolves(GAME, "wgear_destroy_cost")
def _destroy_cost(call: OpCall) -> list[Event]:
    """ "Destroy each equipment with cost X or less." (``stat`` "at_most", ``amount`` X) / "Destroy all abilities and
    equipment that have or share the lowest (highest) cost among abilities and equipment in play." (``stat`` "lowest" /
    "highest"): the cards in play of ``condition["types"]``, all destroyed at once (709.1; 201.3: printed cost, X is 0)."""
    from .leaving_play import destroy

    st, types = call.st, set((call.eff.condition or {}).get("types") or [])
    pool = [u for p in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(p, z)
            if not st.table.cards[u].face_down and types & kw.kinds(st, u) and u not in st.heroes]
    cost = {u: int(kw.data(st, u).get("cost") or 0) for u in pool}
    if call.eff.stat == "at_most":
        doomed = [u for u in pool if cost[u] <= call.amount]
    elif pool:
        edge = (min if call.eff.stat == "lowest" else max)(cost.values())
        doomed = [u for u in pool if cost[u] == edge]
    else:
        doomed = []
    events: list[Event] = []
    for uid in doomed:
        if kw.in_play(st, uid):
            events += destroy(st, uid, EN("709.1"))
    return events


@resolves(GAME, "wgear_keyword_per")
def _keyword_per(call: OpCall) -> list[Event]:
    """ "Your hero has Assault 1 this turn for each token ally you control.": the keyword ``keyword`` with ``amount`` (the
    "for each" counted as it resolves) for ``duration``; none at 0."""
    from engine.core import Modifier

    st, events = call.st, []
    if call.amount <= 0:
        return [Event("modify", f"{call.eff.keyword} 0: nothing is granted", EN("714.1"), call.player)]
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, "", call.amount, keyword=call.eff.keyword, duration=call.eff.duration or "this_turn",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} {call.amount} this turn", EN("714.1"), call.player))
    return events


@resolves(GAME, "wgear_reveal_top")
def _reveal_top(call: OpCall) -> list[Event]:
    """ "Reveal the top card of target player's deck." (415.3a; a player target is his hero, EN 706)."""
    from engine.core import effects

    st, events = call.st, []
    for q in sorted({st.table.cards[u].controller for u in call.uids}):
        deck = st.table.zone(q, "deck")
        if deck:
            events.append(effects.reveal(st.table, deck[:1], EN("709.1"), call.player))
    return events


def _top(st: WowState, p: int) -> int | None:
    deck = st.table.zone(p, "deck")
    return deck[0] if deck else None


@resolves(GAME, "wgear_look_top")
def _look_top(call: OpCall) -> list[Event]:
    """ "Look at the top card of your deck." (415.4a: only you see it; "If it's an ability card, …": the condition
    ``wge_top_fits``)."""
    st, p = call.st, call.player
    uid = _top(st, p)
    if uid is None:
        return [Event("look", f"P{p + 1}'s deck is empty", EN("709.1"), p)]
    card = st.table.cards[uid]
    if p not in card.known_to:
        card.known_to.append(p)
    return [Event("look", f"P{p + 1} looks at the top card of their deck", EN("709.1"), p)]


@resolves(GAME, "wgear_top_to_hand")
def _top_to_hand(call: OpCall) -> list[Event]:
    """ "… reveal it and put it into your hand." (the top card of your deck)."""
    from engine.core import effects

    st, p = call.st, call.player
    uid = _top(st, p)
    if uid is None:
        return []
    return [effects.reveal(st.table, [uid], EN("709.1"), p), zone_moves.move(st, uid, "hand", EN("709.1"), player=p)]


@resolves(GAME, "wgear_remove_top_ref")
def _remove_top_ref(call: OpCall) -> list[Event]:
    """ "Remove the top card of your deck from the game." (face up, 415.7); "that card's cost" is remembered (``refs``)."""

    from . import refs

    st, p = call.st, call.player
    uid = _top(st, p)
    if uid is None:
        refs.remember(st, call.link, [])
        return [Event("look", f"P{p + 1}'s deck is empty", EN("709.1"), p)]
    refs.remember(st, call.link, [uid])
    ev = zone_moves.move(st, uid, "removed", EN("709.1"), player=p)
    st.table.cards[uid].known_to = list(range(st.num_players))
    return [ev]


@resolves(GAME, "wgear_reveal_random_hand")
def _reveal_random_hand(call: OpCall) -> list[Event]:
    """ "Reveal a random card from your hand." (the seeded RNG); "If it's a [Holy] card, …" reads ``link.data["done"]``:
    it has the tag ``condition["tag"]`` (202.1a, EN 709.3)."""
    from engine.core import effects

    from .conditions import has_tag

    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    call.link.data["done"] = False
    if not hand:
        return [Event("reveal", f"P{p + 1} has no card in hand", EN("709.1"), p)]
    uid = hand[st.rng.randrange(len(hand))]
    call.link.data["done"] = has_tag(st, uid, (call.eff.condition or {}).get("tag", ""))
    return [effects.reveal(st.table, [uid], EN("709.1"), p)]


@resolves(GAME, "wgear_reattach")
def _reattach(call: OpCall) -> list[Event]:
    """ "Attach this ability to target opposing ability, ally, or equipment." (400.1: the source, in play, moves to the
    new host; it stays in play, no new card)."""
    st, src = call.st, call.link.uid
    if not call.uids or not kw.in_play(st, src):
        return []
    st.table.cards[src].attached_to = call.uids[0]
    return [Event("attach", f"{kw.name(st, src)} is attached to {kw.name(st, call.uids[0])}", EN("709.1"), call.player, data={"uid": src})]


@resolves(GAME, "wgear_atk_plus")
def _atk_plus(call: OpCall) -> list[Event]:
    """ "X -> This equipment has +X ATK this turn." (``amount`` -1: the X paid, 201.3; the source; 714.1)."""
    from engine.core import Modifier

    st, src = call.st, call.link.uid
    if not kw.in_play(st, src):
        return []
    st.modifiers.append(Modifier(src, "atk", call.amount, duration=call.eff.duration or "this_turn", player=call.player, turn=st.turn, source=src))
    return [Event("modify", f"{kw.name(st, src)} gets {call.amount:+d} ATK this turn", EN("714.1"), call.player)]


@resolves(GAME, "wgear_heal_each_assault")
def _heal_each_assault(call: OpCall) -> list[Event]:
    """ "Your hero heals 1 damage from each ally you control and has Assault 1 this turn for each damage healed this
    way." (407.1: one packet per ally, your hero the healer, 408.2c; then Assault as much as was healed, 714.1)."""
    from engine.core import Modifier

    from .damage import heal

    st, p = call.st, call.player
    me = st.heroes[p]
    events: list[Event] = []
    for uid in [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u)]:
        events += heal(st, uid, call.amount, source=me, via=call.link.uid)
    healed = sum(int((e.data or {}).get("n", 0)) for e in events if e.kind == "heal")
    if healed > 0 and kw.in_play(st, me):
        st.modifiers.append(Modifier(me, "", healed, keyword="Assault", duration="this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, me)} has Assault {healed} this turn", EN("714.1"), p))
    return events


@resolves(GAME, "wgear_damage_chosen")
def _damage_chosen(call: OpCall) -> list[Event]:
    """ "Your hero deals 1 damage of the chosen type to target hero or ally." (the type picked as the source entered
    play, ``engine.wow.entry_choice``; 205.1); nothing if none was picked."""
    from .damage import deal
    from .entry_choice import CHOSEN

    st, p = call.st, call.player
    card = st.table.cards.get(call.link.uid)
    chosen = card.flags.get(CHOSEN) if card is not None else None
    if not chosen:
        return [Event("damage", f"{kw.name(st, call.link.uid)}: no damage type was chosen", EN("709.1"), p)]
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, st.heroes[p], uid, call.amount, str(chosen).lower(), via=call.link.uid)
    return events


@resolves(GAME, "wgear_chosen_token")
def _chosen_token(call: OpCall) -> list[Event]:
    """ "Put a 1 [Melee] / 1 [Health] ally token of the chosen class into play." (404.2: ``condition["token"]`` named after
    the class picked as the source entered play, ``engine.wow.entry_choice``: its name words are its tags)."""
    from .entry_choice import CHOSEN
    from .procedure import make_tokens  # (as ``x_tokens`` does: procedure doesn't import this module)

    st = call.st
    card = st.table.cards.get(call.link.uid)
    chosen = card.flags.get(CHOSEN) if card is not None else None
    if not chosen:
        return [Event("token", f"{kw.name(st, call.link.uid)}: no class was chosen", EN("709.1"), call.player)]
    return make_tokens(st, call.player, {**call.eff.condition["token"], "name": str(chosen)}, max(1, call.amount))


@resolves(GAME, "wgear_hand_away")
def _hand_away(call: OpCall) -> list[Event]:
    """ "Remove your hand from the game. At end of turn, put the removed cards into your hand." (415.7: removed face up;
    415.9b: each returns at the end of this turn if it stayed removed, ``engine.wow.delayed``)."""

    from .delayed import schedule

    st, p = call.st, call.player
    events: list[Event] = []
    for uid in list(st.table.zone(p, "hand")):
        events.append(zone_moves.move(st, uid, "removed", EN("709.1"), player=p))
        st.table.cards[uid].known_to = list(range(st.num_players))
        events += schedule(st, uid, p, "hand", this_turn=True)
    return events


@resolves(GAME, "wgear_graveyard_is_deck")
def _graveyard_is_deck(call: OpCall) -> list[Event]:
    """ "Remove your deck from the game. Shuffle your graveyard face down. It is now your deck." (415.7: the deck's cards
    removed; the graveyard shuffled, 415.3b, becomes the deck)."""

    from .quests import shuffle_graveyard

    st, p = call.st, call.player
    events: list[Event] = []
    for uid in list(st.table.zone(p, "deck")):
        zone_moves.move(st, uid, "removed", EN("709.1"), player=p)
    events.append(Event("move", f"P{p + 1} removes their deck from the game", EN("709.1"), p))
    return events + shuffle_graveyard(st, p)


PICK = "wgear_pick"
"""The op (and pending kind) of a choice made as the effect resolves: ``stat`` "ready_or_exhaust" ("You may ready or
exhaust target resource."), "keyword" (``condition["options"]``: ``[keyword, amount]`` pairs, "Target Druid you control has
Assault 1 or Protector this turn.") or "damage_type" (``condition["types"]``, "Your hero deals 2 shadow or fire damage to
target hero or ally.": ``amount`` damage of the type picked). A "may" (``optional``) also offers "Neither"."""


def _pick_options(eff) -> list[tuple[str, str]]:
    cond = eff.condition or {}
    if eff.stat == "ready_or_exhaust":
        out = [("ready", "Ready it"), ("exhaust", "Exhaust it")]
    elif eff.stat == "keyword":
        out = [(f"{k}|{n}", f"{k} {n}" if n else k) for k, n in cond["options"]]
    else:
        out = [(t, f"{t} damage") for t in cond["types"]]
    return out + ([("none", "Neither")] if cond.get("may") else [])


@resolves(GAME, PICK)
def _pick(call: OpCall) -> list[Event]:
    from engine.core import Option, Pending

    if not call.uids:
        return []
    continuations.pause_for(call, PICK, {"player": call.player, "uids": list(call.uids), "eff": {"stat": call.eff.stat, "amount": call.amount,
                                                                                                    "condition": dict(call.eff.condition or {})}},
                            Pending(call.player, PICK, f"{call.eff.text or 'Choose one'}: which?", [Option(k, t) for k, t in _pick_options(call.eff)],
                                    1, 1, EN("709.1")))
    return []


@handles(PICK)
def _pick_answer(st: WowState, pending: Any, picks: list[str]) -> list[Event]:
    from engine.core import Modifier, effects

    from .damage import deal
    from .restrictions import can_exhaust

    spec, w = continuations.take_job(st, PICK)
    p, eff, pick = spec["player"], spec["eff"], picks[0]
    events: list[Event] = []
    for uid in [u for u in spec["uids"] if kw.in_play(st, u) or st.table.cards[u].zone == "resources"]:
        if pick == "none":
            break
        if eff["stat"] == "ready_or_exhaust":
            card = st.table.cards[uid]
            if card.tapped != (pick == "exhaust") and (pick == "ready" or can_exhaust(st, uid)):
                events.append(effects.set_tapped(st.table, uid, pick == "exhaust", EN("709.1"), "exhausted"))
        elif eff["stat"] == "keyword":
            key, n = pick.split("|")
            st.modifiers.append(Modifier(uid, "", int(n or 0), keyword=key, duration="this_turn", player=p, turn=st.turn, source=uid))
            events.append(Event("modify", f"{kw.name(st, uid)} has {key} {n if n != '0' else ''}this turn".replace("  ", " "), EN("714.1"), p))
        else:
            events += deal(st, st.heroes[p], uid, eff["amount"], pick)
    return events + continuations.resume_link(st, w)
