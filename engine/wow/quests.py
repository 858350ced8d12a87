"""Quest checks that the completion action makes before paying (EN 702): a reward that targets a
card in your graveyard ("Put target ally from your graveyard into your hand") needs one there
(EN 707.1d: a power with no legal target can't be used). Such an effect is a graveyard ``search``
with ``condition["targeted"]`` (``engine.wow.cards.templates_quests``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.core.effects import Effect

from . import counted_exhausted, discard_memory, zone_moves
from . import keywords as kw
from .cards import rx
from .conditions import condition_checker, count_reader, has_tag
from .graveyard import graveyard_targets
from .search import card_matches
from .state import WowState


def missing_graveyard_target(st: WowState, player: int, effects: Iterable[Effect]) -> bool:
    """True if a targeted graveyard pick of the reward has no card to target."""
    for e in effects:
        cond = e.condition or {}
        if e.op == "search" and cond.get("targeted") and e.zone == "graveyard" and \
                not any(card_matches(st, u, cond.get("filter") or {}) for u in st.table.zone(player, "graveyard")):
            return True
        if e.op == "graveyard_move" and e.target is not None and not e.target.up_to and not graveyard_targets(st, player, e.target.filter):
            return True  # "Remove target card in a graveyard from the game" (engine.wow.graveyard)
    return False


# --- quest conditions and counts (``engine.wow.cards.templates_quests``; keys start with "q_") ------

def _allies(st: WowState, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if kw.is_ally(st, u)]


def _characters(st: WowState, player: int) -> list[int]:
    return [u for z in ("hero_row", "allies") for u in st.table.zone(player, z) if kw.is_character(st, u)]


CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior", "Monk", "Demon Hunter")


def _classes(st: WowState, player: int) -> set[str]:
    """The classes among allies you control (an ally's class is printed on its type line: a tag)."""
    return {c for u in _allies(st, player) for w in (*kw.data(st, u).get("tags", []), *kw.data(st, u).get("classes", []))
            for c in CLASSES if w.lower() == c.lower()}


@condition_checker("q_")
def q_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``q_ally``: you control an ally with N or more ATK / cost N or more / a keyword / an
    ability attached to it; ``q_each_type``: you control each of these card types;
    ``q_classes``: N or more classes among allies you control; ``q_all_named``: every quest you
    control has this name; ``q_more_resources``: an opponent has more resources than you;
    ``q_resources``: you control N or more resources; ``q_same_name``: two or more allies in play
    share a name; ``q_party``: an opponent has a card of these tags in his party."""
    k = cond["k"]
    if k == "q_log":  # "… this turn"
        return q_log(st, player, cond)
    if k == "q_ally":
        sides = [q for q in range(st.num_players) if q != player] if cond.get("side") == "opponent" else [player]
        for u in (a for q in sides for a in _allies(st, q)):
            if "atk" in cond and kw.atk(st, u) < cond["atk"]:
                continue
            if "cost" in cond and (kw.data(st, u).get("cost") or 0) < cond["cost"]:
                continue
            if cond.get("keyword") and not kw.has(st, u, cond["keyword"]):
                continue
            if cond.get("attached") and not any(st.table.cards[a].attached_to == u and kw.ctype(st, a) == cond["attached"]
                                                for z in ("allies", "hero_row") for q in range(st.num_players) for a in st.table.zone(q, z)):
                continue
            return True
        return False
    if k == "q_each_type":
        mine = {kw.ctype(st, u) for z in ("allies", "hero_row") for u in st.table.zone(player, z) if not st.table.cards[u].face_down}
        return all(t in mine or (t == "equipment" and mine & {"weapon", "armor", "item"}) for t in cond["types"])
    if k == "q_fewer_hand":
        return len(st.table.zone(player, "hand")) < len(st.table.zone(player, "graveyard"))
    if k == "q_classes":
        return len(_classes(st, player)) >= cond["min"]
    if k == "q_all_named":
        quests = [u for u in st.table.zone(player, "resources") if not st.table.cards[u].face_down and kw.ctype(st, u) == "quest"]
        return all((kw.data(st, u).get("name") or "").lower() == cond["name"].lower() for u in quests)
    if k == "q_named":  # "you control a quest named X"
        return any(not st.table.cards[u].face_down and kw.ctype(st, u) == "quest" and (kw.data(st, u).get("name") or "").lower() == cond["name"].lower()
                   for u in st.table.zone(player, "resources"))
    if k == "q_more_resources":
        mine = len(st.table.zone(player, "resources"))
        return any(len(st.table.zone(q, "resources")) > mine for q in range(st.num_players) if q != player)
    if k == "q_resources":  # N or more (exactly N: ``max`` too)
        return cond["min"] <= len(st.table.zone(player, "resources")) <= cond.get("max", len(st.table.zone(player, "resources")))
    if k == "q_same_name":
        names = [kw.data(st, u).get("name") for q in range(st.num_players) for u in _allies(st, q)]
        return len(names) != len(set(names))
    if k == "q_party":
        return any(any(has_tag(st, u, t) for t in cond["tags"]) for q in range(st.num_players) if q != player
                   for u in _characters(st, q))
    return False


@count_reader("q_")
def q_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """"for each …" counts: ``q_quests`` (other face-up quests you control, optionally with a
    name), ``q_every`` (characters of every player in a state: "each damaged hero and ally"),
    ``q_tags`` (your characters with any of these tags: "each Druid and Hunter you control"),
    ``q_hero_damage`` (damage on your hero, per ``per`` points), ``q_named_graveyard`` (cards of
    a name in your graveyard), ``q_graveyard``/``q_resources``/``q_facedown`` (per ``per``
    cards), ``q_classes`` (different classes among allies you control)."""
    k = key["k"]
    per = key.get("per", 1)
    if k == "q_quests":
        return sum(1 for u in st.table.zone(player, "resources") if u != source and not st.table.cards[u].face_down
                   and kw.ctype(st, u) == "quest" and (not key.get("name") or kw.data(st, u).get("name") == key["name"]))
    if k == "q_every":
        return sum(1 for q in range(st.num_players) for u in _characters(st, q)
                   if (key["state"] != "damaged" or st.table.cards[u].damage > 0) and (key["state"] != "exhausted" or counted_exhausted.exhausted(st, u))
                   and (key.get("side") != "opponent" or q != player))
    if k == "q_tags":
        return sum(1 for u in _characters(st, player) if any(has_tag(st, u, t) for t in key["tags"]))
    if k == "q_hero_damage":
        return st.table.cards[st.heroes[player]].damage // per
    if k == "q_named_graveyard":
        return sum(1 for u in st.table.zone(player, "graveyard") if kw.data(st, u).get("name") == key["name"])
    if k == "q_graveyard":
        return len(st.table.zone(player, "graveyard")) // per
    if k == "q_resources":
        return len(st.table.zone(player, "resources")) // per
    if k == "q_facedown":
        return sum(1 for q in range(st.num_players) if q != player for u in st.table.zone(q, "resources") if st.table.peek(u).face_down) // per
    if k == "q_classes":
        return len(_classes(st, player))
    if k == "q_name_word":  # "other card you control with Scarlet in its name" (a completed quest is face down)
        return sum(1 for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z) if u != source
                   and not st.table.peek(u).face_down and rx.search(r"\b" + re.escape(key["word"]) + r"\b", kw.data(st, u).get("name") or ""))
    return 0


# --- this turn's history: "if you played an ally this turn", "… dealt fire damage this turn" --------

def note(st: WowState, events: Iterable[Any]) -> None:
    """Keep what conditions "… this turn" read (``q_log``): cards played (put on the chain, 409),
    cards destroyed, allies entering play, cards leaving play, damage dealt and healed (who controlled the source,
    the damage type), quests completed, cards discarded. Entries of earlier turns are dropped. The log is a new list
    only when something is added or dropped; events of other kinds are not looked at."""
    log: list[dict[str, Any]] = []  # the entries added
    for ev in events:
        if ev.kind not in _NOTED:
            continue
        d = ev.data or {}
        uid = d.get("uid")
        entry: dict[str, Any] | None = None
        if ev.kind == "chain" and d.get("kind") == "card" and isinstance(uid, int) and uid in st.table.cards:
            entry = {"ev": "play", "who": ev.player, "type": kw.data(st, uid).get("type"), "uid": uid}  # uid: its tags later (engine.wow.turn_history_checks)
        elif ev.kind == "destroy" and "card_id" in d:
            entry = {"ev": "destroy", "who": d.get("controller"), "type": (st.cards.get(d["card_id"]) or {}).get("type"),
                     **({"atk": d["atk"]} if "atk" in d else {})}  # its last known ATK (EN 709; engine.wow.turn_history_checks)
        elif ev.kind == "enter" and isinstance(uid, int) and uid in st.table.cards:
            entry = {"ev": "enter", "who": st.table.cards[uid].controller, "type": kw.ctype(st, uid),
                     "dtype": (kw.data(st, uid).get("damage_type") or "").lower(), "uid": uid}
        elif ev.kind in ("damage", "heal") and isinstance(uid, int) and uid in st.table.cards and d.get("n", 0) > 0:
            src = d.get("source")
            known = isinstance(src, int) and src in st.table.cards
            entry = {"ev": ev.kind, "n": d.get("n", 0), "dtype": str(d.get("type") or "").lower(), "combat": bool(d.get("combat")),
                     "src": src if known else None, "src_who": st.table.cards[src].controller if known else None,
                     "src_kind": ("hero" if src in st.heroes else kw.ctype(st, src)) if known else None,
                     "to": uid, "to_who": st.table.cards[uid].controller, "to_kind": "hero" if uid in st.heroes else kw.ctype(st, uid),
                     "weapons": list(d.get("weapons") or []), "fatal": bool(d.get("fatal"))}  # 408.3d: dealt with these weapons (helper wtrig); 405.2 fatal (wabil2)
        elif ev.kind == "quest" and isinstance(ev.player, int):
            entry = {"ev": "quest", "who": ev.player}
        elif ev.kind == "discard" and isinstance(uid, int) and uid in st.table.cards:  # 415.9d: a card discarded (engine.wow.discard_memory)
            entry = {"ev": discard_memory.EV, "who": st.table.cards[uid].owner}
        if entry is not None:
            log.append({**entry, "turn": st.turn})
        if ((ev.kind == "destroy" and "card_id" in d) or (ev.kind == "move" and d.get("left_play"))) and isinstance(uid, int) and uid in st.table.cards:
            log.append({"ev": "leave", "who": st.table.cards[uid].controller, "type": kw.ctype(st, uid), "uid": uid, "turn": st.turn})  # 415.9a, 415.9c
        if d.get("grave") and isinstance(uid, int) and uid in st.table.cards:  # 415.2: a card put into its owner's graveyard (engine.wow.grave_route)
            log.append({"ev": "grave", "who": st.table.cards[uid].owner, "type": kw.ctype(st, uid), "uid": uid, "turn": st.turn})
    if log or _stale(st):
        st.turn_log = _this_turn_only(st) + log


# (the turn log's comprehensions, each in a function of its own: the names they read are no cells
# made at every ``note``)
def _stale(st: WowState) -> bool:
    """Some entry of the turn log is of an earlier turn: then the first is (each entry is added
    with the turn it was noted in, and the turn only grows)."""
    log = st.turn_log
    return bool(log) and log[0].get("turn") != st.turn


def _this_turn_only(st: WowState) -> list[dict[str, Any]]:
    return [e for e in st.turn_log if e.get("turn") == st.turn]


_NOTED = frozenset({"chain", "destroy", "enter", "damage", "heal", "quest", "move", "discard", "interrupt"})
"""The event kinds ``note`` keeps something of."""


def _side(e_who: Any, player: int, who: str) -> bool:
    return who == "any" or (e_who == player) == (who == "you")


def q_log(st: WowState, player: int, cond: dict[str, Any]) -> bool:
    """A "this turn" condition over ``st.turn_log``: ``ev`` (play, destroy, enter, leave — left
    play, 415.9a —, grave — put into a graveyard, its owner's, 415.2 —, damage, heal, quest), ``tag`` (the entering or leaving card's race or tag), ``who`` (you / opponent / any: who played, controlled, or controlled the source),
    ``types`` (card types; "equipment" = weapon, armor or item), ``dtypes`` (damage types),
    ``src_kind`` (hero / ally), ``to_who``/``to_kind`` (the damaged or healed card), ``combat``, ``fatal`` (405.2),
    and a total: ``min`` events, ``min_n`` damage, or ``min_src`` different sources."""
    types = set(cond.get("types") or [])
    if "equipment" in types:
        types |= {"weapon", "armor", "item"}
    hits = []
    for e in st.turn_log:
        if e.get("turn") != st.turn or e["ev"] != cond["ev"]:
            continue
        if e["ev"] in ("damage", "heal"):
            if cond.get("who", "any") != "any" and (e["src_who"] is None or not _side(e["src_who"], player, cond["who"])):
                continue
            if cond.get("src_kind") and e["src_kind"] != cond["src_kind"]:
                continue
            if cond.get("to_who") and not _side(e["to_who"], player, cond["to_who"]):
                continue
            if cond.get("to_kind") and e["to_kind"] not in cond["to_kind"]:
                continue
            if cond.get("combat") and not e["combat"]:
                continue
            if cond.get("fatal") and not e.get("fatal"):
                continue  # "has dealt fatal combat damage to an ally this turn" (405.2; Victory Rush)
        elif not _side(e.get("who"), player, cond.get("who", "any")):
            continue
        if types and e.get("type") not in types:
            continue
        if cond.get("dtypes") and e.get("dtype") not in cond["dtypes"]:
            continue
        if cond.get("tag") and not (e.get("uid") in st.table.cards and has_tag(st, e["uid"], cond["tag"])):
            continue  # "a Dragonkin entered play this turn": the card's printed race and tags (202.1a)
        hits.append(e)
    if "min_n" in cond:
        return sum(e["n"] for e in hits) >= cond["min_n"]
    if "min_src" in cond:
        return len({e["src"] for e in hits}) >= cond["min_src"]
    return len(hits) >= cond.get("min", 1)


def shuffle_graveyard(st: WowState, player: int) -> list[Any]:
    """ "Shuffle your graveyard into your deck." (EN 709.1): every card of the player's graveyard
    goes into the deck, then the deck is shuffled (415.3b: what anyone knew of it is forgotten)."""
    from engine.core import Event, effects

    from .rules import EN, R

    cards = list(st.table.zone(player, "graveyard"))
    for uid in cards:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=player)
    return [Event("move", f"P{player + 1} shuffles {len(cards)} card(s) from their graveyard into their deck", EN("709.1"), player),
            effects.shuffle(st.table, st.rng, player, "deck", R("415.3b"))]
