"""Helper w30abil2: one-shot ability effects the shared ops lacked (ops, conditions and counts with the prefix "wb30_").

- op ``wb30_discard_heal`` (415.9d, 407.1): the targeted player (``Target`` with ``filter["player"]``) discards
  ``amount`` cards of his choice (all of them when his hand is that small); the link's controller's hero then heals
  damage from itself equal to the combined cost of those cards (201.3: X counts 0) — "Target player discards two
  cards. Your hero heals damage from itself equal to the combined cost of those cards." (Vampiric Tendrils).
- op ``wb30_to_deck_top`` (415.2, 415.3): the card being resolved goes from the chain on top of the targeted player's
  deck, and that player owns it for the rest of the game (415.2) — "Put Paper Airplane on top of target player's deck."
- op ``wb30_equipment_cost_damage`` (405.4): the link's controller picks an equipment (a weapon, armor or item, 202.1)
  in the target's party (its controller's, 415.8b) on resolution; his hero deals damage of type ``stat`` to the target
  equal to that card's cost (403.6a: the printed cost) — "… equal to the cost of an equipment in that character's
  party." (Unstable Infusion). No equipment there: no packet (408.2a).
- op ``wb30_strike_less_next`` (403.2, 303.2): the link's controller pays ``amount`` less the next time he strikes with
  each card the target resolved to this turn (``next_cost``, filter ``uid``) — "If you ready a weapon this way, you pay
  10 less the next time you strike with it this turn." (Reload: the target is the weapon picked, ``Target("ref")``).
- op ``wb30_additional_resources`` (412.1c): ``amount`` times (a "for each" count, read once), the top card of the
  controller's deck is revealed and goes on the chain as an additional resource, exhausted with
  ``condition={"exhausted": True}`` (``resources.begin``: a quest or location may go face up) — "Reveal cards from the
  top of your deck equal to the number of Monster heroes and allies you control, then place them into your resource row
  exhausted as additional resources." (Monstrous Boon).
- op ``wb30_echo_party`` (405.4, 408.2a): your hero deals damage of type ``stat`` equal to the combat damage it dealt to the
  triggering character in its latest packet this turn (``echo_damage.dealt_to``) to each other hero and ally in that
  character's party (its controller's, 415.8b; one packet each) — "When your hero deals combat damage with a Melee weapon
  to an ally, it also deals that much melee damage to each other hero and ally in that ally's party." (Sweeping Strikes).
- an additional cost ``{"mill": N}`` (403.1; an ``add_cost`` power, ``extra_cost``): the top N cards of the player's deck go
  into his graveyard as the card is played (:func:`pay_mill`, asked by the engine as the costs are paid; a deck with fewer
  cards can't pay it); the count ``{"k": "wb30_milled", "filter": {...}, "class_icon": C}`` is how many of them fit the
  search filter (and have the class icon C: :func:`_class_icon`) —
  "Your hero deals melee damage … equal to the number of [Rogue] abilities put into your graveyard this way." (Seal Fate).
- op ``wb30_grave_ally_wounded`` (EN 709.1, 709.3, 405.3): the turn's player may choose an ally card in his graveyard; it
  is put into play under his control (as a resolving card enters, 710.1) with damage on it equal to its health minus 1 —
  "Ongoing: At the end of each player's turn, that player may put an ally card from his graveyard into play with damage
  on it equal to its health minus 1." (Spirit Healer).
- op ``wb30_misdirect`` (EN 709.1, 601.1): the link's controller chooses an ally in his party (not a target); each ally
  his opponents control can attack only that ally this turn if able (``attack_orders``: a limit ``who`` "uid") — "Ongoing:
  At the start of each opponent's turn, choose an ally in your party. Opposing allies can attack only that ally this turn
  if able." (Misdirection; the opposing allies in play as it resolves).
- op ``wb30_heal_counters`` (407.1, 404.1a): your hero heals ``amount`` damage from the target; then the source gets a
  counter of kind ``stat`` for each damage healed this way — "Your hero heals 5 damage from target hero or ally. Then, this
  ability enters play with a tide counter for each damage healed this way." (Riptide: an ongoing ability is in play by
  the time its text is carried out, 305.2a).
- condition ``{"k": "wb30_first_hero_combat"}``: your hero has dealt exactly one combat damage packet this turn (the one
  that triggered: "When your hero deals combat damage for the first time each turn", Seal of the Crusader; 408.3b).
- op ``wb30_note``: the link's card notes the cards the target resolved to (``attacked_whom.NOTED``; ``condition={"reset":
  True}``: forgetting what it noted before), for a continuous power of it on "each of them" (``{"wb30": "noted"}`` in its
  target filter, read by ``keywords.affected``; Rotten to the Spore).
- count ``{"k": "wb30_top_cost", "tags": [...]}``: the highest printed cost among the allies the player controls of one
  of those classes (202.1a: a "non-hero Paladin" is a Paladin ally — not a [Paladin] card, whose class is a restriction;
  :func:`char_classes`); ``{"k": "wb30_class_chars", "classes": [...]}``: his heroes and allies of one of those classes
  ("for each Hunter and Warlock you control", Master's Stable: a Hunter's Pet is no Hunter) — "where X is the cost of a non-hero Paladin or Warlock you control"
  (Necessary Sacrifice: the best choice of X for the target's legality, checked again on resolution, EN 709.2a);
  -1 when he controls none (then no card fits "cost X or less").
- condition ``{"k": "wb30_only_card"}``: the player played no card this turn other than the source (409.1) — "If you've
  played no other cards this turn, …" (Unrelenting Assault).
- condition ``{"k": "wb30_no_combat"}``: no combat is under way (EN 601–603: from the attack's proposal to its end) —
  "You can't play Revenge during combat." (a ``play_if`` power, 103.2).
- target filter ``{"wb30": "revenge"}`` (``targets.matches``): an ally that attacked the player's hero this turn (EN
  601.2: proposed with that hero as the defender, ``attack_memory``) but dealt no combat damage (408.3b) to that hero
  this turn (the turn's damage entries, ``quests.note``) — ``engine.wow.attacked_whom``.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .conditions import condition_checker, count_reader
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .tag_grants import only_class
from .tag_grants import words as tag_words

DISCARD_KIND = "wb30_discard_heal"
EQUIP_KIND = "wb30_equipment_cost_damage"
_EQUIPMENT = ("weapon", "armor", "item")


def _player_of(st: WowState, call: OpCall) -> int | None:
    """The targeted player (named by his hero, EN 706)."""
    if not call.uids:
        return None
    return st.table.peek(call.uids[0]).controller


# --- Vampiric Tendrils -------------------------------------------------------------------------------------------


@resolves(GAME, DISCARD_KIND)
def _discard_heal(call: OpCall) -> list[Event]:
    from .discard_ban import cant_discard, refused

    st = call.st
    q = _player_of(st, call)
    if q is None:
        return []
    if cant_discard(st, q):  # 103.2: "can't discard" wins; nothing discarded, nothing healed
        return [refused(q)]
    hand = list(st.table.zone(q, "hand"))
    n = max(call.amount, 0)
    if len(hand) <= n:
        return _discard_and_heal(st, call.link.controller, q, hand, call.link.uid)
    continuations.pause_for(call, DISCARD_KIND, {"q": q},
                            Pending(q, DISCARD_KIND, f"Discard {n} card(s)", [Option(str(u), st.table.card_name(u)) for u in hand], n, n, R("415.9d")))
    return []


def _discard_and_heal(st: WowState, p: int, q: int, uids: list[int], via: int) -> list[Event]:
    from .damage import heal
    from .procedure import discard_cards

    total = sum(int(kw.data(st, u).get("cost") or 0) for u in uids)  # 201.3: X counts 0 out of the chain
    events = discard_cards(st, q, uids)
    hero = st.heroes[p]
    if total > 0:
        events += heal(st, hero, total, source=hero, via=via)
    return events


@handles(DISCARD_KIND)
def _answer_discard(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked cards are discarded (415.9d); the link's controller's hero heals their combined cost; the link goes on."""
    spec, w = continuations.take_job(st, DISCARD_KIND)
    link = w["link"]
    events = _discard_and_heal(st, int(link["controller"]), spec["q"], [int(x) for x in picks], int(link["uid"]))
    return events + continuations.resume_link(st, w)


# --- Paper Airplane ----------------------------------------------------------------------------------------------


@resolves(GAME, "wb30_to_deck_top")
def _to_deck_top(call: OpCall) -> list[Event]:
    st = call.st
    q = _player_of(st, call)
    uid = call.link.uid
    card = st.table.cards.get(uid)
    if q is None or card is None or card.zone != "chain":
        return []
    from .wact2 import FIRST_OWNER

    card.flags.setdefault(FIRST_OWNER, card.owner)  # (the simulator's card census reads the first owner)
    card.owner = q  # 415.2: put into another player's deck, he owns it until the game ends
    ev = zone_moves.move(st, uid, "deck", R("415.2"), player=q, position=0)
    ev.text = f"{kw.name(st, uid)} goes on top of P{q + 1}'s deck; P{q + 1} owns it for the rest of the game"
    return [ev]


# --- Unstable Infusion -------------------------------------------------------------------------------------------


def _party_equipment(st: WowState, target: int) -> list[int]:
    """The face-up equipment the target's controller controls (its party, 415.8b)."""
    q = st.table.peek(target).controller
    return [u for u in st.table.zone(q, "hero_row") if not st.table.peek(u).face_down and kw.ctype(st, u) in _EQUIPMENT]


def _cost(st: WowState, uid: int) -> int:
    return int(kw.data(st, uid).get("cost") or 0)


@resolves(GAME, EQUIP_KIND)
def _equipment_cost_damage(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if not call.uids:
        return []
    target = call.uids[0]
    gear = _party_equipment(st, target)
    if not gear:
        return [Event("damage", f"No equipment is in {kw.name(st, target)}'s party: no damage", R("408.2a"), p)]
    if len({_cost(st, u) for u in gear}) == 1:
        return _hit(st, p, target, gear[0], call.eff.stat, call.link.uid)
    continuations.pause_for(call, EQUIP_KIND, {"target": target, "dtype": call.eff.stat},
                            Pending(p, EQUIP_KIND, f"{call.eff.text or 'Effect'}: choose an equipment (its cost is the damage)",
                                    [Option(str(u), f"{kw.name(st, u)} (cost {_cost(st, u)})") for u in gear], 1, 1, EN("709.1")))
    return []


def _hit(st: WowState, p: int, target: int, gear: int, dtype: str, via: int) -> list[Event]:
    from .damage import deal

    return deal(st, st.heroes[p], target, _cost(st, gear), dtype or "arcane", via=via)


@handles(EQUIP_KIND)
def _answer_equipment(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The hero deals the picked equipment's cost as damage to the target (405.4); the link goes on."""
    spec, w = continuations.take_job(st, EQUIP_KIND)
    events: list[Event] = []
    target, gear = spec["target"], int(picks[0])
    if kw.in_play(st, target) and kw.in_play(st, gear):
        events = _hit(st, pending.player, target, gear, spec["dtype"], int(w["link"]["uid"]))
    return events + continuations.resume_link(st, w)


# --- Reload ------------------------------------------------------------------------------------------------------


@resolves(GAME, "wb30_strike_less_next")
def _strike_less_next(call: OpCall) -> list[Event]:
    from . import next_cost

    events: list[Event] = []
    for uid in call.uids:
        events += next_cost.add(call.st, call.player, call.amount, {"what": "strike", "next": True, "filter": {"uid": uid}}, call.link.uid)
    return events


# --- Monstrous Boon -----------------------------------------------------------------------------------------------

LEFT = "wb30_resources_left"
"""``Link.data`` key: how many more additional resources the op places."""


@resolves(GAME, "wb30_additional_resources")
def _additional_resources(call: OpCall) -> list[Event]:
    from .resources import begin

    left = int(call.link.data.get(LEFT, call.amount))
    if left <= 0:
        return []
    call.link.data[LEFT] = left - 1
    resume = call.resume()
    if left > 1:
        resume["index"] -= 1  # this op again, for the next card
    else:
        resume["link"]["data"].pop(LEFT, None)
    call.stop = True
    return begin(call.st, call.player, bool((call.eff.condition or {}).get("exhausted")), resume)


# --- Sweeping Strikes -----------------------------------------------------------------------------------------------


@resolves(GAME, "wb30_echo_party")
def _echo_party(call: OpCall) -> list[Event]:
    from .damage import deal
    from .echo_damage import dealt_to

    st = call.st
    hero = st.heroes[call.player]
    victim = call.link.data.get("event")
    n = dealt_to(st, hero, victim) if isinstance(victim, int) else 0
    if n <= 0 or victim not in st.table.cards:
        return []
    q = st.table.peek(victim).controller
    others = [u for z in ("hero_row", "allies") for u in st.table.zone(q, z)
              if u != victim and not st.table.peek(u).face_down and kw.is_character(st, u)]
    events: list[Event] = []
    for u in others:
        events += deal(st, hero, u, n, call.eff.stat or "melee", via=call.link.uid)
    return events


# --- Seal Fate ----------------------------------------------------------------------------------------------------

MILLED = "_wb30_milled"
"""Card flag: the cards its additional cost put into the graveyard as it was last played."""


def pay_mill(st: WowState, p: int, source: int, n: int) -> list[Event]:
    """403.1: the top ``n`` cards of ``p``'s deck go one at a time into his graveyard (415.3a, 415.2); the played card
    remembers them."""
    from . import grave_route

    events: list[Event] = []
    moved: list[int] = []
    for _ in range(n):
        deck = st.table.zone(p, "deck")
        if not deck:
            break
        uid = deck[0]
        events.append(grave_route.move(st, uid, R("403.1"), player=st.table.peek(uid).owner))
        moved.append(uid)
    if source in st.table.cards:
        st.table.cards[source].flags[MILLED] = moved
    return events


def _class_icon(st: WowState, uid: int, cls: str) -> bool:
    """A "[Rogue] card": its class icon is Rogue (202.3) — Rogue among its classes, and not a card every class may use
    (one with all ten classes prints no class icon)."""
    classes = {str(c).lower() for c in (st.cards[st.table.peek(uid).card_id].get("classes") or [])}
    return cls.lower() in classes and len(classes) < len(CLASSES)


# --- Spirit Healer ------------------------------------------------------------------------------------------------

GRAVE_KIND = "wb30_grave_ally_wounded"


@resolves(GAME, GRAVE_KIND)
def _grave_ally_wounded(call: OpCall) -> list[Event]:
    st = call.st
    q = st.active  # "that player": the player whose turn it is
    options = [u for u in st.table.zone(q, "graveyard") if kw.ctype(st, u) == "ally"]
    if not options:
        return []
    continuations.pause_for(call, GRAVE_KIND, {"q": q},
                            Pending(q, GRAVE_KIND, f"{call.eff.text or 'Effect'}: you may put an ally card from your graveyard into play",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, 1, EN("709.3")))
    return []


@handles(GRAVE_KIND)
def _answer_grave(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked ally enters play under its player's control (710.1) with damage equal to its health -1 (405.3)."""
    from .activation import put_damage
    from .state import Link

    w, st.waiting = st.waiting, {}
    q = w.pop(GRAVE_KIND)["q"]
    events: list[Event] = []
    if picks:
        uid = int(picks[0])
        if st.table.peek(uid).zone == "graveyard":
            events += continuations.resolve_card(st, Link("card", q, uid, label=kw.name(st, uid)))
            if kw.in_play(st, uid) and kw.is_character(st, uid):
                placed = put_damage(st, q, uid, kw.health(st, uid) - 1 - st.table.cards[uid].damage)
                for ev in placed:
                    ev.text = f"{kw.name(st, uid)} enters play with damage equal to its health -1"
                events += placed
    return events + continuations.resume_link(st, w)


# --- Misdirection -------------------------------------------------------------------------------------------------

MISDIRECT = "wb30_misdirect"


@resolves(GAME, MISDIRECT)
def _misdirect(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u) and st.table.peek(u).controller == p]
    if not options:
        return [Event("choose", f"P{p + 1} has no ally in his party to choose", EN("709.1"), p)]
    continuations.pause_for(call, MISDIRECT, {"p": p, "src": call.link.uid},
                            Pending(p, MISDIRECT, f"{call.eff.text or 'Effect'}: choose an ally in your party", [Option(str(u), kw.name(st, u)) for u in options],
                                    1, 1, EN("709.1")))
    return []


@handles(MISDIRECT)
def _answer_misdirect(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Each opposing ally gets the limit "can attack only that ally this turn if able" (EN 601.1, 103.2)."""
    import json

    from engine.core import Modifier

    from .attack_orders import PREFIX

    spec, w = continuations.take_job(st, MISDIRECT)
    p, chosen = spec["p"], int(picks[0])
    stat = PREFIX + json.dumps({"who": "uid", "uid": chosen, "if_able": True}, sort_keys=True)
    events = [Event("choose", f"P{p + 1} chooses {kw.name(st, chosen)}", EN("709.1"), p)]
    for q in range(st.num_players):
        if q == p:
            continue
        for u in st.table.zone(q, "allies"):
            if kw.is_ally(st, u) and st.table.peek(u).controller == q:
                st.modifiers.append(Modifier(u, stat, 0, duration="this_turn", player=p, turn=st.turn, source=spec["src"]))
                events.append(Event("modify", f"{kw.name(st, u)} can attack only {kw.name(st, chosen)} this turn if able", EN("601.1"), p))
    return events + continuations.resume_link(st, w)


# --- Riptide ------------------------------------------------------------------------------------------------------


@resolves(GAME, "wb30_heal_counters")
def _heal_counters(call: OpCall) -> list[Event]:
    from .counters import add_counters
    from .damage import heal

    st = call.st
    hero = st.heroes[call.player]
    events: list[Event] = []
    healed = 0
    for uid in call.uids:
        packet = heal(st, uid, call.amount, source=hero, via=call.link.uid)
        healed += sum((e.data or {}).get("n", 0) for e in packet if e.kind == "heal")
        events += packet
    if healed and kw.in_play(st, call.link.uid):
        events += add_counters(st, call.link.uid, call.eff.stat, healed, R("404.1a"))
    return events


@resolves(GAME, "wb30_note")
def _note(call: OpCall) -> list[Event]:
    from .attacked_whom import NOTED

    card = call.st.table.cards.get(call.link.uid)
    if card is not None:
        kept = [] if (call.eff.condition or {}).get("reset") else card.flags.get(NOTED, [])  # the first note of this play starts afresh
        card.flags[NOTED] = [*kept, *[u for u in call.uids if u not in kept]]
    return []


# --- counts, conditions and the Revenge filter --------------------------------------------------------------------


CLASSES = ("death knight", "druid", "hunter", "mage", "paladin", "priest", "rogue", "shaman", "warlock", "warrior")


def char_classes(st: WowState, uid: int) -> set[str]:
    """The character's own class (202.1a: "Hunter", "Warlock" name characters of that class): the data's ``class``; a hero
    without one, its classes; an ally without one, a class among its tags — never an ally's class restriction (its
    ``classes``: a Hunter's Pet is a [Hunter] card, not a Hunter)."""
    if only := only_class(st, uid):  # "… have that class and lose all other classes" (Paint Bomb, engine.wow.tag_grants)
        return {only.lower()}
    d = kw.data(st, uid)
    added = {str(w).lower() for w in tag_words(st, uid) if str(w).lower() in CLASSES}  # "has all standard classes in all zones" (engine.wow.tag_grants)
    if d.get("class"):
        return {str(d["class"]).lower()} | added
    words = d.get("classes", []) if kw.ctype(st, uid) in ("hero", "master hero") else d.get("tags", [])
    return {str(w).lower() for w in words if str(w).lower() in CLASSES} | added


def _characters(st: WowState, player: int) -> list[int]:
    return [u for z in ("hero_row", "allies") for u in st.table.zone(player, z)
            if not st.table.peek(u).face_down and st.table.peek(u).controller == player and kw.is_character(st, u)]


@count_reader("wb30_")
def count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``wb30_top_cost``: the highest cost among the player's allies of one of ``tags`` (-1: none); ``wb30_class_chars``:
    his heroes and allies of one of ``classes``."""
    wanted = {t.lower() for t in key.get("tags", key.get("classes", []))}
    if key["k"] == "wb30_top_cost":
        return max((_cost(st, u) for u in _characters(st, player) if kw.is_ally(st, u) and char_classes(st, u) & wanted), default=-1)
    if key["k"] == "wb30_milled":  # the cards the source's additional cost put into the graveyard, of a kind
        from .search import card_matches

        card = st.table.peek(source, None) if source is not None else None
        milled = card.flags.get(MILLED, []) if card is not None else []
        return sum(1 for u in milled if u in st.table.cards and card_matches(st, u, key.get("filter") or {})
                   and (not key.get("class_icon") or _class_icon(st, u, key["class_icon"])))
    if key["k"] == "wb30_class_chars":
        return sum(1 for u in _characters(st, player) if char_classes(st, u) & wanted)
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.oneshot_ability_ops)")


@condition_checker("wb30_")
def check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "wb30_no_combat":
        return st.combat is None
    if cond["k"] == "wb30_first_hero_combat":  # "for the first time each turn": this turn's combat packets of your hero
        hero = st.heroes[player]
        return sum(1 for e in st.turn_log if e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("combat") and e.get("src") == hero) == 1
    if cond["k"] == "wb30_only_card":  # "If you've played no other cards this turn" (409.1; dealt_with_ability's w8a_played)
        return not any(e.get("ev") == "w8a_played" and e.get("turn") == st.turn and e.get("who") == player and e.get("uid") != source
                       for e in st.turn_log)
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.oneshot_ability_ops)")
