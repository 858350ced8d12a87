"""Helper wshot (issue #18): effects of one-shot abilities and quest rewards the shared ops lacked.

- The count ``{"k": "wsh_paid", "plus": N}`` (a ``condition["per"]``): the number of cards named to pay
  the card's "up to N" additional cost as it was played (403.1, ``extra_cost.paid``), plus N — "Your hero
  deals X melee damage …, where X is 2 plus the number of Combo cards removed", "Target player discards
  that many cards".
- The op ``wsh_counter_pick`` (404.1, EN 709.1): "You may add an honor counter to a Battleground card you
  control." — the link's controller picks, on resolution (not a target), one face-up card he controls with
  the tag ``condition["tag"]`` (in his hero row, party or resource row: a location or quest is a face-up
  resource, 412.1b) and puts ``amount`` counters of kind ``stat`` on it (``counters.add_counters``; a
  location stops at its limit, 306.3). With no such card nothing happens.
- The count ``{"k": "wsh_plus", "plus": N, "of": key}``: N plus the "for each" count ``key`` (``keywords.per_count``).
- The count ``{"k": "wsh_party", "tag": T, "nontoken": bool}``: the allies in your party with T (202.3), tokens left out.
- The counts ``{"k": "wsh_races", "faction": F}`` (the different races among your heroes and allies of faction F,
  202.1a) and ``{"k": "wsh_colors"}`` (the different Dragonkin colors among the cards you control).
- The op ``wsh_destroy_any`` (EN 709.1, 415.9c): "Destroy any number of abilities (attached to your hero / to target
  friendly hero or ally / to friendly cards / that aren't attached to friendly cards)", "Destroy any number of
  Diseases you control" — the controller picks none or more of the cards in play matching ``condition["filter"]``
  (``targets.matches``) and ``condition["host"]`` ("hero", "target": the effect's target, "friendly",
  "not_friendly", "party": a hero or ally in your party), not targets, at most ``condition["max"]`` of them
  ("an ability attached to …": 1); they are destroyed. The count ``{"k": "wsh_destroyed"}`` is how many were
  ("… for each Disease destroyed this way").
- The op ``wsh_top_to_hand`` (415.3a, 415.2): reveal the top card of your deck and put it into your hand; your hero then
  has damage put on it (``stat`` "place", 405.3: not dealt) or heals (``stat`` "heal", 407.1) as much as that card's
  cost (201.3: X counts 0). An empty deck: nothing happens.
- The condition ``{"k": "wsh_keyword_party", "keyword": K}``: a hero or ally in your party has the keyword K now
  (printed or granted, ``keywords.keywords``) — "If a Protector is in your party, pay 2 to complete this quest.";
  ``{"k": "wsh_dealt", "spec": {...}}``: the affected character dealt (``role`` "source") or was dealt damage this turn
  (``targets.dealt_this_turn``: ``dtype``, ``combat``); ``{"k": "wsh_paid_min", "min": N}``: N or more cards paid the source's "any number" cost;
  ``{"k": "wsh_all", "of": [conditions]}``: each holds; ``{"k": "wsh_more_atk"}``: an ally is in your party and your
  allies' combined ATK (205.1) is greater than an opponent's allies' combined ATK."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, extra_cost, zone_moves
from . import keywords as kw
from .answers import handles
from .card_facts import of_faction
from .card_facts import race as race_of
from .conditions import condition_checker, count_reader, has_tag
from .counters import add_counters
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "wsh_counter_pick"
ANY_KIND = "wsh_destroy_any"
DESTROYED = "_wsh_destroyed"
"""Card flag: how many cards the source's "Destroy any number of …" destroyed as it last resolved."""
DRAGONKIN_COLORS = ("black", "blue", "bronze", "green", "red", "twilight")
"""The Dragonkin colors (Enter the Dragon Queen's reminder text), as the first word of a race/tag "Red Dragonkin"."""


def _yours(st: WowState, player: int) -> list[int]:
    """The face-up cards ``player`` controls outside the resource row (hero, party, abilities, equipment)."""
    return [u for z in ("hero_row", "allies") for u in st.table.zone(player, z) if not st.table.cards[u].face_down]


def _characters(st: WowState, player: int) -> list[int]:
    """The face-up heroes and allies ``player`` controls."""
    return [u for u in _yours(st, player) if kw.is_character(st, u)]


@count_reader("wsh_")
def wsh_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``{"k": "wsh_paid", "plus": N}``: the cards that paid the source's "up to N" additional cost, plus N."""
    if key["k"] == "wsh_paid":  # "… for each three ally cards removed this way": ``div``
        return ((extra_cost.paid(st, source) if source is not None else 0) + int(key.get("plus", 0))) // int(key.get("div", 1))
    if key["k"] == "wsh_plus":  # "2 plus the number of …", "plus an additional 2 for each …": N plus another count
        return int(key.get("plus", 0)) + kw.per_count(st, player, key["of"], source)
    if key["k"] == "wsh_destroyed":
        card = st.table.cards.get(source) if source is not None else None
        return int(card.flags.get(DESTROYED, 0)) if card is not None else 0
    if key["k"] == "wsh_party":  # "for each non-token Alliance ally in your party" (a token: 404.2)
        return sum(1 for u in _characters(st, player) if kw.is_ally(st, u) and has_tag(st, u, key["tag"])
                   and not (key.get("nontoken") and st.table.cards[u].flags.get("token")))
    if key["k"] == "wsh_races":  # "for each different [Horde] race among heroes and allies you control" (202.1a)
        return len({race.lower() for u in _characters(st, player) if of_faction(kw.data(st, u), key["faction"])
                    and (race := race_of(kw.data(st, u)))})
    if key["k"] == "wsh_colors":  # "for each different color among Dragonkin you control" (Black, Blue, Bronze, Green, Red, Twilight)
        return len({w.split()[0] for u in _yours(st, player) for w in kw.words(st, u)
                    if w.endswith(" dragonkin") and w.split()[0] in DRAGONKIN_COLORS})
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wshot_effects)")


@condition_checker("wsh_")
def wsh_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``{"k": "wsh_keyword_party", "keyword": K}``: a face-up hero or ally of ``player`` has the keyword K."""
    if cond["k"] == "wsh_dealt":  # "or 6 if that ally dealt damage this turn" (a packet's size, packets.more_amount)
        from .targets import dealt_this_turn

        return affected is not None and dealt_this_turn(st, player, affected, cond["spec"])
    if cond["k"] == "wsh_paid_min":  # "if you removed five or more allies this way" (the cards that paid, extra_cost.paid)
        return extra_cost.paid(st, source) >= int(cond["min"])
    if cond["k"] == "wsh_all":  # "If an ally entered play and an ally left play this turn": each of them holds
        from .conditions import holds

        return all(holds(st, player, source, c, affected) for c in cond["of"])
    if cond["k"] == "wsh_more_atk":  # "If an ally is in your party and the combined ATK of allies in your party is greater
        mine = [u for u in _characters(st, player) if kw.is_ally(st, u)]  # than the combined ATK of allies in an opponent's party"
        total = sum(kw.atk(st, u) for u in mine)
        return bool(mine) and any(total > sum(kw.atk(st, u) for u in _characters(st, q) if kw.is_ally(st, u))
                                  for q in range(st.num_players) if q != player)
    if cond["k"] == "wsh_keyword_party":
        return any(not st.table.cards[u].face_down and kw.is_character(st, u) and cond["keyword"] in kw.keywords(st, u)
                   for z in ("hero_row", "allies") for u in st.table.zone(player, z))
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.wshot_effects)")


def tagged_cards(st: WowState, player: int, tag: str) -> list[int]:
    """The face-up cards ``player`` controls in play (hero row, party, resource row) with ``tag`` (202.3)."""
    return [u for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z)
            if not st.table.cards[u].face_down and has_tag(st, u, tag)]


@resolves(GAME, KIND)
def _counter_pick(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    cond = eff.condition or {}
    options = tagged_cards(st, p, str(cond.get("tag", "")))
    if not options:
        return [Event("counters", f"P{p + 1} controls no {cond.get('tag')} card", EN("709.1"), p)]
    continuations.pause_for(call, "wsh_pick", {"n": call.amount, "kind": eff.stat},
                            Pending(p, KIND, f"{eff.text or 'Effect'}: choose the card", [Option(str(u), kw.name(st, u)) for u in options],
                                    1, 1, EN("709.1")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The counters go on the picked card (404.1); then the link goes on."""
    spec, w = continuations.take_job(st, "wsh_pick")
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        events += add_counters(st, uid, spec["kind"], spec["n"], R("404.1"))
    return events + continuations.resume_link(st, w)


def _host_fits(st: WowState, player: int, uid: int, host: str, hosts: list[int]) -> bool:
    """Where the card must be attached (400.1): to your hero, to the effect's target, to a friendly card, or not to one."""
    on = st.table.cards[uid].attached_to
    on = on if isinstance(on, int) and on in st.table.cards else None
    if host == "hero":
        return on == st.heroes[player]
    if host == "target":
        return on is not None and on in hosts
    if host == "party":  # "attached to a hero or ally in your party" (415.8b; helper watt)
        return on is not None and st.table.cards[on].controller == player and kw.is_character(st, on)
    friendly = on is not None and st.table.cards[on].controller == player
    return friendly if host == "friendly" else not friendly if host == "not_friendly" else True


@resolves(GAME, ANY_KIND)
def _destroy_any(call: OpCall) -> list[Event]:
    from .targets import cards_matching

    st, p, cond = call.st, call.player, call.eff.condition or {}
    card = st.table.cards.get(call.link.uid)
    if card is not None:
        card.flags[DESTROYED] = 0
    options = [u for u in cards_matching(st, p, cond.get("filter", {}), call.link.uid)
               if u != call.link.uid and _host_fits(st, p, u, cond.get("host", ""), call.uids) and not kw.cant_be_destroyed(st, u)]
    if not options:
        return [Event("destroy", "Nothing to destroy", EN("709.1"), p)]
    continuations.pause_for(call, ANY_KIND, True,
                            Pending(p, ANY_KIND, f"{call.eff.text or 'Effect'}: choose any number to destroy",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, min(len(options), cond.get("max", len(options))), EN("709.1")))
    return []


@handles(ANY_KIND)
def answer_destroy_any(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked cards are destroyed (415.9c); the source remembers how many; then the link goes on."""
    from .leaving_play import destroy

    w, st.waiting = st.waiting, {}
    w.pop(ANY_KIND, None)
    events: list[Event] = []
    n = 0
    for uid in (int(x) for x in picks):
        if kw.in_play(st, uid):
            events += destroy(st, uid, R("415.9c"))
            n += 1
    source = st.table.cards.get(int(w["link"]["uid"]))
    if source is not None:
        source.flags[DESTROYED] = n
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wsh_top_to_hand")
def _top_to_hand(call: OpCall) -> list[Event]:

    from .damage import heal

    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("reveal", f"P{p + 1}'s deck is empty", R("415.3a"), p)]
    top = deck[0]
    cost = int(kw.data(st, top).get("cost") or 0)
    name = kw.name(st, top)
    events = [Event("reveal", f"P{p + 1} reveals {name} (cost {cost})", R("415.3a"), p, data={"uid": top})]
    hero = st.heroes[p]
    if call.eff.stat == "place" and cost > 0:
        st.table.cards[hero].damage += cost
        events.append(Event("put_damage", f"{cost} damage is put on {kw.name(st, hero)}", R("405.3"), p, data={"uid": hero, "amount": cost}))
    moved = zone_moves.move(st, top, "hand", R("415.2"), player=p)
    events.append(moved)
    if call.eff.stat == "heal" and cost > 0:
        events += heal(st, hero, cost, source=hero, via=call.link.uid)
    return events
