"""Facts about the board (power, keywords, DON!!, counts) and the zone moves every rule uses."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from engine.core import Card, Event, effects

from . import counting, event_history, ko_history, next_play
from .cards.compiler import compile_card
from .cards.conditions_bounded import BOUNDED_KEYS
from .cards.conditions_field import FIELD_KEYS
from .cards.conditions_named import ALL_NAMED, ALL_NAMED_TRASH
from .cards.conditions_round import ROUND_KEYS
from .cards.model import NOT_KEYWORDS, Ability, CompiledCard
from .cards.readers import NO_REMOVAL, wants_don
from .cards.scripted import _ACTIVE, Scripts, active_scripts
from .state import FIELD, OPState


def data(st: OPState, uid: int) -> dict[str, Any]:
    """The card's data (read only, as every card's: it is shared by the whole match)."""
    cards = st.table.cards  # Table.peek's read, inline: the card the table owns, else the shared one
    card = _own_get(cards, uid)
    if card is None:
        base = cards._base  # type: ignore[attr-defined]
        card = base[uid] if base is not None else st.table.peek(uid)
    return st.cards.get(card.card_id, _NO_DATA)


def compiled(st: OPState, uid: int) -> CompiledCard:
    """What :func:`compile_card` gives for the card's data, kept by data dict (card data never changes
    during a match, engine.core.engine.Engine.copy) and scripts (tests swap them: ``use_scripts``)."""
    cards = st.table.cards  # data(st, uid), inlined: the hottest read
    card = _own_get(cards, uid)
    if card is None:
        base = cards._base  # type: ignore[attr-defined]
        card = base[uid] if base is not None else st.table.peek(uid)
    d = st.cards.get(card.card_id, _NO_DATA)
    hit = _COMPILED.get(id(d))  # compiled_data's cache read, inline
    if hit is not None and hit[0] is d and _ACTIVE and hit[1] is _ACTIVE[0]:
        return hit[2]
    return compiled_data(d)


def compiled_data(d: dict[str, Any]) -> CompiledCard:
    """:func:`compiled` for the card data ``d`` (the data of a card of the match, or ``_NO_DATA``)."""
    scripts = _ACTIVE[0] if _ACTIVE else active_scripts()  # active_scripts(), inlined once loaded
    hit = _COMPILED.get(id(d))
    if hit is not None and hit[0] is d and hit[1] is scripts:  # the cache holds d: its id is not reused
        return hit[2]
    found = compile_card(d)
    if d:  # not the empty stand-in for an unknown card
        if len(_COMPILED) >= _COMPILED_MAX:
            _COMPILED.clear()
        _COMPILED[id(d)] = (d, scripts, found)
    return found


_own_get = dict.get  # the cards a CardMap owns (CardMap.get copies)
_COMPILED: dict[int, tuple[dict[str, Any], Scripts, CompiledCard]] = {}
_NO_DATA: dict[str, Any] = {}
"""The data of a card the match does not know (read only; not kept in the cache)."""
_COMPILED_MAX = 2048  # card data dicts (about 60 a match): forget them all past this many


def name(st: OPState, uid: int) -> str:
    cards = st.table.cards  # Table.peek's read, inline (the card read once: data(st, uid) inlined)
    card = _own_get(cards, uid)
    if card is None:
        base = cards._base  # type: ignore[attr-defined]
        card = base[uid] if base is not None else st.table.peek(uid)
    card_id = card.card_id
    return st.cards.get(card_id, _NO_DATA).get("name", card_id)


def leader(st: OPState, player: int) -> int | None:
    lead = st.table.zones[player]["leader"]
    return lead[0] if lead else None


def opponent(player: int) -> int:
    return 1 - player


def is_turn_player(st: OPState, player: int) -> bool:
    """4-3-1: the turn player."""
    return st.active == player


def attached(st: OPState, uid: int) -> list[int]:
    """DON!! given to ``uid`` (6-5-5)."""
    t = st.table
    uids = t.zones[t.peek(uid).controller]["attached_don"]  # (read only)
    out = []
    if not uids:
        return out
    cards = t.cards  # each DON!! read as Table.peek reads it, inline (a loop: no comprehension made per call)
    base = cards._base  # type: ignore[attr-defined]
    for don in uids:
        card = _own_get(cards, don)
        if card is None:
            card = base[don] if base is not None else t.peek(don)
        if card.attached_to == uid:
            out.append(don)
    return out


def don_on_field(st: OPState, player: int) -> int:
    return len(st.table.zones[player]["cost_area"]) + len(st.table.zones[player]["attached_don"])


def active_don(st: OPState, player: int) -> list[int]:
    t = st.table
    cards = t.cards  # each DON!! read as Table.peek reads it, inline (a loop: no comprehension made per call)
    base = cards._base  # type: ignore[attr-defined]
    out = []
    for don in t.zones[player]["cost_area"]:  # (read only)
        card = _own_get(cards, don)
        if card is None:
            card = base[don] if base is not None else t.peek(don)
        if not card.tapped:
            out.append(don)
    return out


def in_play(st: OPState, player: int) -> list[int]:
    zones = st.table.zones[player]  # (read only) FIELD's lists, in order, unpacked in C
    return [*zones["leader"], *zones["characters"], *zones["stage"]]


def ability_live(st: OPState, uid: int, ab: Ability) -> bool:
    """8-3-2: [DON!! xN] (8-3-2-3), [Your Turn] (8-3-2-4), [Opponent's Turn] (8-3-2-5); never while
    the card's effects are negated (8-2-1-1)."""
    card = st.table.peek(uid)
    if card.zone in FIELD and negated(st, uid):
        return False  # 8-2-1-1: a negated effect does not happen
    if ab.don and len(attached(st, uid)) < ab.don:
        return False
    if ab.turn == "your" and st.active != card.controller:
        return False
    if ab.turn == "opponent" and st.active == card.controller:
        return False
    return not (ab.condition and not condition_holds(st, card.controller, ab.condition, uid))


def _cmp(value: int, spec: list) -> bool:
    n, how = spec
    return value <= n if how in ("less", "fewer") else value >= n


def _cost_fits(value: int, n: int, how: str) -> bool:
    return value == n if how == "exact" else _cmp(value, [n, how])


def _battles_with(st: OPState, src: int | None, flt: dict[str, Any], player: int) -> bool:
    """Is ``src`` in the battle now (7-1) against a card fitting ``flt``?"""
    b = st.battle
    if b is None or src not in (b.attacker, b.target):
        return False
    other = b.target if src == b.attacker else b.attacker
    return other in st.table.cards and matches(st, other, flt, player, src)


def condition_holds(st: OPState, player: int, cond: dict[str, Any] | None, src: int | None = None) -> bool:
    """8-3-2-1: every condition must hold (``src``: the ability's own card, for "this Character
    is rested", "no other [X] Characters")."""
    if not cond:
        return True
    if not _about_source(st, player, cond, src):
        return False
    if not ROUND_KEYS.isdisjoint(cond) and not round_conditions_hold(st, player, cond, src):
        return False  # conditions_round
    if not BOUNDED_KEYS.isdisjoint(cond) and not bounded_conditions_hold(st, player, cond, src):
        return False  # conditions_bounded
    if not FIELD_KEYS.isdisjoint(cond) and not field_conditions_hold(st, player, cond, src):
        return False  # conditions_field
    t = st.table
    opp = opponent(player)
    lead = leader(st, player)
    ldata = data(st, lead) if lead is not None else {}
    wants_traits = lead is not None and any(k in cond for k in ("leader_trait", "leader_trait_has", "leader_traits"))
    ltraits = traits(st, lead) if wants_traits and lead is not None else []
    every = wants_traits and lead is not None and every_name(st, lead)  # "all card names, types, and attributes"
    for key, val in cond.items():
        if key == "leader_trait" and val not in ltraits and not every:
            return False
        if key == "leader_trait_has" and not any(val in tr for tr in ltraits) and not every:
            return False
        if key == "leader_name" and ldata.get("name") != val and not (lead is not None and every_name(st, lead)):
            return False
        if key == "leader_names" and (lead is None or not any(has_name(st, lead, n) for n in val)):
            return False
        if key == "leader_attribute" and (lead is None or not has_attribute(st, lead, val)):
            return False
        if key == "opp_leader_attribute":
            olead = leader(st, opp)
            if olead is None or not has_attribute(st, olead, val):
                return False
        if key in _CHAR_COST and not any(  # read without cost-conditioned effects: no loop (see cost)
                _cost_fits(cost(st, u, cost_conditioned=False), n, how)
                for q in _CHAR_COST[key](player, opp) for u in t.zones[q]["characters"] for n, how in val):
            return False
        if key == "own_don_any" and not any(_cost_fits(don_on_field(st, player), n, how) for n, how in val):
            return False
        if key == "either_don" and val not in (don_on_field(st, player), don_on_field(st, opp)):
            return False
        if key == "leader_name_has" and (lead is None or not name_contains(st, lead, val)):
            return False
        if key == "either_life" and val not in (len(t.zones[player]["life"]), len(t.zones[opp]["life"])):
            return False
        if key == "total_life" and not _cmp(len(t.zones[player]["life"]) + len(t.zones[opp]["life"]), val):
            return False
        if key == "leader_color" and val not in ldata.get("colors", []):
            return False
        if key == "leader_traits" and not set(val) & set(ltraits) and not every:
            return False
        if key == "leader_multicolor" and len(ldata.get("colors", [])) < 2:
            return False
        if key == "any_of" and not any(condition_holds(st, player, alt, src) for alt in val):
            return False  # "if your Leader is [X] or multicolored": one of the conditions (8-3-2)
        if key == "own_named_field" and not any(has_name(st, u, val) for u in in_play(st, player)):
            return False
        if key == ALL_NAMED and not all(any(has_name(st, u, n) for u in in_play(st, player)) for n in val):
            return False  # "if you have [X] and [Y]" (conditions_named)
        if key == ALL_NAMED_TRASH and not all(any(has_name(st, u, n) for u in t.zones[player]["trash"]) for n in val):
            return False  # "if you have [X] and [Y] in your trash"
        if key == "own_char_with" and not any(matches(st, u, val, player, src) for u in t.zones[player]["characters"]):
            return False  # "you have a {X} type Character other than [Y]" (templates_has_character)
        if key == "own_chars_with" and sum(matches(st, u, val[1], player, src) for u in t.zones[player]["characters"]) < val[0]:
            return False  # "you have 2 or more rested {X} type Characters" (templates_has_character)
        if key == "opp_chars_with" and sum(matches(st, u, val[1], player, src) for u in t.zones[opp]["characters"]) < val[0]:
            return False  # "your opponent has 2 or more Characters with 5000 base power or more" (scripts)
        if key == "none_of" and any(condition_holds(st, player, alt, src) for alt in val):
            return False  # "… unless X" (scripts): none of the conditions holds (8-3-2)
        if key == "attacker_with" and (st.battle is None or st.battle.attacker not in t.cards
                                       or not matches(st, st.battle.attacker, val, player, src)):
            return False  # "if that (attacking) Character has the <Slash> attribute" (scripts; 7-1-1)
        if key == "battles_with" and not _battles_with(st, src, val, player):
            return False  # "When this Character battles <Strike> attribute Characters" (timing battles)
        if key in ("own_named", "no_own_named"):
            have = any(has_name(st, u, val) for u in t.zones[player]["characters"])
            if have != (key == "own_named"):
                return False
        if key == "life_lt_opp" and len(t.zones[player]["life"]) >= len(t.zones[opp]["life"]):
            return False
        if key == "life_gt_opp" and len(t.zones[player]["life"]) <= len(t.zones[opp]["life"]):
            return False
        if key == "life_le_opp" and len(t.zones[player]["life"]) > len(t.zones[opp]["life"]):
            return False
        if key == "own_chars_traits" and sum(bool(set(val[1]) & set(traits(st, u))) for u in t.zones[player]["characters"]) < val[0]:
            return False  # "you have 3 or more {X} type Characters" (2-4-4: gained types count)
        if key == "own_chars_base_cost" and sum((data(st, u).get("cost") or 0) >= val[1] for u in t.zones[player]["characters"]) < val[0]:
            return False  # "you have N or more Characters with a base cost of M or more" (4-9: printed cost)
        if key == "don_le_opp" and don_on_field(st, player) > don_on_field(st, opp):
            return False
        if key == "don_lt_opp" and don_on_field(st, player) >= don_on_field(st, opp):
            return False
        if key not in _COUNTED:
            continue  # (no count of this key: the counts below are read for the counted keys only)
        counts = {  # (a key added here goes in _COUNTED too: tests/onepiece/test_speed_conditions.py reads them)
            "own_life": len(t.zones[player]["life"]), "opp_life": len(t.zones[opp]["life"]),
            "own_hand": len(t.zones[player]["hand"]), "opp_hand": len(t.zones[opp]["hand"]),
            "own_don": don_on_field(st, player), "opp_don": don_on_field(st, opp),
            "own_trash": len(t.zones[player]["trash"]), "own_deck": len(t.zones[player]["deck"]),
            "own_rested_chars": sum(t.peek(u).tapped for u in t.zones[player]["characters"]),
            "own_trash_events": sum(data(st, u).get("type") == "Event" for u in t.zones[player]["trash"]),
            "own_given_don_total": len(t.zones[player]["attached_don"]),
            "own_chars": len(t.zones[player]["characters"]), "opp_chars": len(t.zones[opp]["characters"]),
            "own_life_hand": len(t.zones[player]["life"]) + len(t.zones[player]["hand"]),  # "a total of N … in your Life area and hand"
        }
        if key in ("own_rested", "opp_rested"):  # rested cards: Leader, Characters, Stage and DON!! in the cost area
            side = player if key == "own_rested" else opp
            counts[key] = sum(t.peek(u).tapped for z in (*FIELD, "cost_area") for u in t.zones[side][z])
        if key in counts and not _cmp(counts[key], val):
            return False
    return True


_COUNTED = frozenset({
    "own_life", "opp_life", "own_hand", "opp_hand", "own_don", "opp_don", "own_trash", "own_deck", "own_rested_chars",
    "own_trash_events", "own_given_don_total", "own_chars", "opp_chars", "own_rested", "opp_rested", "own_life_hand",
})
"""The keys of condition_holds' counts (its last check: "if you have N or more …")."""


def _about_source(st: OPState, player: int, cond: dict[str, Any], src: int | None) -> bool:
    """The conditions that look at the ability's own card, and the given DON!! and rested counts."""
    t = st.table
    if "no_other_named" in cond and any(
            u != src and has_name(st, u, cond["no_other_named"]) for u in t.zones[player]["characters"]):
        return False
    if cond.get("self_rested") and (src is None or not t.peek(src).tapped):
        return False
    if cond.get("own_given_don") and not t.zones[player]["attached_don"]:
        return False
    if "own_active_don" in cond and not _cmp(len(active_don(st, player)), cond["own_active_don"]):
        return False
    if cond.get("self_battled_character") and (src is None or t.peek(src).flags.get(BATTLED_CHARACTER) != st.turn):
        return False  # "if this Leader battles your opponent's Character during this turn" (7-1-5-2)
    if cond.get("self_played_this_turn") and (src is None or t.peek(src).entered_turn != st.turn):
        return False  # "this Character was played on this turn" (3-7-4: a card that entered this turn)
    if "only_chars_trait" in cond:
        # "the only Characters on your field are {X} type Characters": you have Characters and each is one
        chars = t.zones[player]["characters"]
        if not chars or not all(cond["only_chars_trait"] in traits(st, u) for u in chars):
            return False
    if "don_behind" in cond and don_on_field(st, player) > don_on_field(st, opponent(player)) - cond["don_behind"]:
        return False  # "the number of DON!! cards on your field is at least N less than … your opponent's"
    for key, side in (("own_char_power_min", player), ("opp_char_power_min", opponent(player))):
        if key in cond and not any(power(st, u, power_conditioned=False) >= cond[key] for u in t.zones[side]["characters"]):
            return False
    if "own_card_power_with" in cond and not _own_card_power_with(st, player, cond["own_card_power_with"], src):
        return False
    if "own_event_cost_this_turn" in cond and not event_history.activated_cost_min(st, player, cond["own_event_cost_this_turn"]):
        return False  # "if you have activated an Event with a base cost of 3 or more during this turn" (8-5-2)
    if cond.get("opp_turn") and st.active == player:
        return False  # "during your opponent's turn" inside a text (10-2-12 as a condition of one effect)
    if "own_turns_min" in cond and st.turns_taken and st.turns_taken[player] < cond["own_turns_min"]:
        return False  # "if it is your second turn or later": the turns the player has begun (6-1)
    if "own_rested_don" in cond and not _cmp(sum(t.peek(u).tapped for u in t.zones[player]["cost_area"]), cond["own_rested_don"]):
        return False  # "you have 6 or more rested DON!! cards" (the cost area's, 6-5-5-1)
    if "no_other_own_char_with" in cond and any(  # "you have no other [X] with a base cost of 2"
            u != src and matches(st, u, cond["no_other_own_char_with"], player, src) for u in t.zones[player]["characters"]):
        return False
    lead = leader(st, player)
    if "leader_power" in cond and (lead is None or not _cmp(power(st, lead, power_conditioned=False), cond["leader_power"])):
        return False  # "if your Leader has 7000 power or more": its current power (read as own_char_power_min)
    rested = sum(t.peek(u).tapped for u in t.zones[opponent(player)]["characters"])
    return "opp_rested_chars" not in cond or _cmp(rested, cond["opp_rested_chars"])


def _own_card_power_with(st: OPState, player: int, spec: dict[str, Any], src: int | None) -> bool:
    """"If you have a {X} type Character / [X] with N power or more (on your field)": a Leader or Character
    of the player that fits the filter (``types`` says which) and has that power, read without effects
    whose condition reads power (as own_char_power_min)."""
    flt = {k: v for k, v in spec.items() if k != "power_min"}
    return any(power(st, u, power_conditioned=False) >= spec["power_min"] and matches(st, u, flt, player, src)
               for z in ("leader", "characters") for u in st.table.zones[player][z])


BATTLED_CHARACTER = "_battled_character"
"""Card flag: the turn in which the card last battled a Character (set at the end of battle, 7-1-5)."""


_CHAR_COST: dict[str, Any] = {"any_char_cost": lambda p, o: (p, o), "opp_char_cost": lambda p, o: (o,), "own_char_cost": lambda p, o: (p,)}
"""Conditions that read Characters' costs ("there is / your opponent has / you have a Character with a
cost of …"), and whose Characters they read."""


_CHAR_POWER = ("own_char_power_min", "opp_char_power_min", "leader_power", "own_card_power_with",
               "own_other_char_power_min", "self_power_min")  # the last two: conditions_bounded
"""Conditions that read Characters' power ("if you have a Character with 10000 power or more")."""


def _reads(ab: Ability, keys: tuple[str, ...]) -> bool:
    """Does a condition of the ability (or of one of its effects) read one of ``keys``?"""
    return any(e.condition and any(k in e.condition for k in keys) for e in ab.effects) or bool(
        ab.condition and any(k in ab.condition for k in keys))


def _cost_conditioned(ab: Ability) -> bool:
    return _reads(ab, tuple(_CHAR_COST))


def _without_cost_conditioned(ab: Ability) -> Ability | None:
    """The ability with only its effects whose own condition reads no Character's cost, when its effects have
    conditions of their own (8-3-2, ST14-001 "All of your Characters gain +1 cost. If you have a Character with a
    cost of 8 or more, this Leader gains +1000 power": the +1 cost counts for the condition); None otherwise."""
    if not _mixed_conditions(ab) or (ab.condition and any(k in ab.condition for k in _CHAR_COST)):
        return None
    kept = [e for e in ab.effects if not (e.condition and any(k in e.condition for k in _CHAR_COST))]
    return replace(ab, effects=kept) if kept else None


def _continuous(st: OPState, cost_conditioned: bool = True, power_conditioned: bool = True,
                stat: tuple[str, ...] = ()) -> list[tuple[int, Ability]]:
    """Continuous abilities in effect (8-1-3-4). Most cards have none: skip them fast.
    ``cost_conditioned=False`` leaves out those whose condition reads Characters' costs,
    ``power_conditioned=False`` those whose condition reads Characters' power (so that reading
    it for such a condition does not wait on itself); ``stat``: only those that change one of these stats
    (their conditions alone are read: reading a cost or a power never reads the conditions of other changes).
    While a state is only read (:func:`reading`), the answer is kept for the next question."""
    memo = None if _SCANNING or _BASE_SCAN else st.table.kept.get("_op_reading")  # guards: answers differ
    if memo is not None and (found := memo.get((cost_conditioned, power_conditioned, stat))) is not None:
        return found
    out = []
    active = st.active
    for p, uid, continuous in continuous_sources(st):
        # ability_live (8-3-2, 8-2-1-1) with what it asks of the card read once per card, not per ability
        card = st.table.peek(uid)
        if card.zone in FIELD and negated(st, uid):
            continue  # 8-2-1-1: none of its abilities is live
        controller = card.controller
        given = -1  # DON!! given to it (8-3-2-3), counted when an ability asks
        for ab in continuous:
            if not cost_conditioned and _cost_conditioned(ab):
                ab = _without_cost_conditioned(ab)
                if ab is None:
                    continue
            if not power_conditioned and _reads(ab, _CHAR_POWER):
                continue
            if stat and not _changes(ab, stat):
                continue
            if ab.don:
                if given < 0:
                    given = len(attached(st, uid))
                if given < ab.don:
                    continue
            if (ab.turn == "your" and active != controller) or (ab.turn == "opponent" and active == controller):
                continue
            if ab.condition and not condition_holds(st, controller, ab.condition, uid):
                continue
            if all(condition_holds(st, p, e.condition, uid) for e in ab.effects):
                out.append((uid, ab))
            elif _mixed_conditions(ab):  # "apply each of the following …": each effect by its own condition
                held = [e for e in ab.effects if condition_holds(st, p, e.condition, uid)]
                if held:
                    out.append((uid, replace(ab, effects=held)))
    if memo is not None:
        memo[(cost_conditioned, power_conditioned, stat)] = out
    return out


_COST_STATS = ("cost",)
_POWER_STATS = ("power", "base_power")
"""What :func:`cost` and :func:`power` read of the continuous abilities."""


def _changes(ab: Ability, stat: tuple[str, ...]) -> bool:
    """Does one of the ability's effects change one of ``stat`` (modify_stat)?"""
    return any(e.op == "modify_stat" and e.stat in stat for e in ab.effects)


def continuous_in_effect(st: OPState) -> list[tuple[int, Ability]]:
    """(card, ability) of the continuous abilities in effect (8-1-3-4), for modules that read a value of
    their own from them (hand_counter)."""
    return _continuous(st)


def _mixed_conditions(ab: Ability) -> bool:
    """A continuous ability whose effects have different conditions (8-3-2: each applies while its own holds;
    per-card scripts only, e.g. OP15-092 "Apply each of the following effects …")."""
    return len(ab.effects) > 1 and any(e.condition != ab.effects[0].condition for e in ab.effects[1:])


@contextmanager
def reading(st: OPState) -> Iterator[None]:
    """While the state is only read (a view, the main phase's legal actions), the continuous
    abilities in effect are found once (:func:`_continuous`); nothing is kept afterwards."""
    table = st.table
    if "_op_reading" in table.kept:  # already reading
        yield
        return
    table.kept["_op_reading"] = {}
    try:
        yield
    finally:
        del table.kept["_op_reading"]


def reading_memo(st: OPState) -> dict[Any, Any] | None:
    """The answers kept while the state is only read (:func:`reading`), or None when nothing may
    be kept: not reading, or inside the guards of :func:`traits` and :func:`base_power`, whose
    nested answers differ."""
    return None if _SCANNING or _BASE_SCAN else st.table.kept.get("_op_reading")


def continuous_sources(st: OPState) -> tuple[tuple[int, int, tuple[Ability, ...]], ...]:
    """(player, uid, continuous abilities) of every card in play that has any, in table order.
    Kept on the table under the uids of every player's field zones, so a change to them reads
    them again; a copy of the state made by the engine (every ``apply``) starts with them
    (:func:`carry_sources`), a copy of the table alone without them. Card data never
    changes during a match, and the scripts are loaded once."""
    table = st.table
    key = []  # (a loop: no comprehension made at every question)
    for zones in table.zones:
        key += (zones["leader"], zones["characters"], zones["stage"])  # FIELD's lists, read only
    memo = table.kept.get("_op_continuous")
    if memo is not None and memo[0] == key:
        return memo[1]
    found = tuple((p, uid, comp.continuous) for p in range(st.num_players) for uid in in_play(st, p)
                  if (comp := compiled(st, uid)).continuous)
    table.kept["_op_continuous"] = ([list(uids) for uids in key], found)
    return found


def carry_sources(old: OPState, new: OPState) -> None:
    """Give ``new`` (a fresh copy of ``old``) what :func:`continuous_sources` found for ``old``:
    the same cards in the same field zones give the same answer, and the key still checks them."""
    memo = old.table.kept.get("_op_continuous")
    if memo is not None:
        new.table.kept["_op_continuous"] = memo  # never written: a change stores a new one


def _applies(st: OPState, src: int, target: Any, uid: int) -> bool:
    if target.kind == "self":
        return src == uid
    flt = {k: v for k, v in target.filter.items() if k != "zone"}
    return st.table.peek(uid).zone in ("leader", "characters") and matches(st, uid, flt, st.table.peek(src).controller, src, printed=True)


def keywords(st: OPState, uid: int) -> list[str]:
    """Printed keywords, granted ones (modifiers) and continuous grants (10-1). While a state is
    only read (:func:`reading`), each card's answer is kept for the next question (a copy is
    handed out)."""
    memo = None if _SCANNING or _BASE_SCAN else st.table.kept.get("_op_reading")  # as _continuous
    if memo is None:
        return _keywords(st, uid)
    found = memo.get(("keywords", uid))
    if found is None:
        found = memo[("keywords", uid)] = _keywords(st, uid)
    return list(found)


def _keywords(st: OPState, uid: int) -> list[str]:
    continuous = _continuous(st)
    if not st.modifiers and not continuous:  # no modifier, no continuous grant: the printed keywords
        return list(compiled(st, uid).printed_keywords)
    kws = [] if negated(st, uid) else list(compiled(st, uid).keywords)  # 8-2-1-1
    kws += [m.keyword for m in st.modifiers if m.uid == uid and m.keyword and m.keyword != "negated"]
    for src, ab in continuous:
        for e in ab.effects:
            if e.op == "grant_keyword" and e.target and not e.keyword.startswith(_NOT_KEYWORDS) and e.keyword != "any_number" and _applies(st, src, e.target, uid):
                kws.append(e.keyword)
    return sorted(k for k in set(kws) if not k.startswith(_NOT_KEYWORDS))


# Grants that are not keywords: a name (2-1-3), a trait (2-4-4), a rule change of the card (1-2-6).
_NOT_KEYWORDS = NOT_KEYWORDS  # (cards.model's)


def traits(st: OPState, uid: int, continuous: bool = True) -> list[str]:
    """2-4-4: printed traits plus those an effect gives the card ("gains the {X} type"): from
    modifiers (for their duration) and, unless ``continuous`` is False (continuous effects
    looking at traits, which must not recurse), from continuous effects in play."""
    out = list(data(st, uid).get("traits", []))
    out += [m.keyword[6:] for m in st.modifiers if m.uid == uid and m.keyword.startswith("trait:")]
    if continuous and st.table.peek(uid).zone in FIELD and not _SCANNING:
        # Only the (rare) cards whose continuous text grants a trait are looked at. While this scan
        # runs, nested calls (the grants' own conditions and filters) see printed and modifier
        # traits only, so there is no loop.
        _SCANNING.append(uid)
        try:
            for p in range(st.num_players):
                for src in in_play(st, p):
                    for ab in compiled(st, src).continuous:
                        grants = [e for e in ab.effects if e.op == "grant_keyword" and e.keyword.startswith("trait:") and e.target]
                        if grants and ability_live(st, src, ab):
                            out += [e.keyword[6:] for e in grants if _applies(st, src, e.target, uid)]
        finally:
            _SCANNING.pop()
    return list(dict.fromkeys(out))


_SCANNING: list[int] = []  # re-entrancy guard of traits()


def attributes(st: OPState, uid: int) -> list[str]:
    """2-5: printed attributes plus those an effect gives the card for a while ("gains the <Slash>
    attribute during this turn": an ``attribute:X`` grant, a modifier)."""
    out = list(data(st, uid).get("attributes", []))
    out += [m.keyword[10:] for m in st.modifiers if m.uid == uid and m.keyword.startswith("attribute:")]
    return list(dict.fromkeys(out))
counting.use_traits(traits)  # "for every {X} type card on your field" (counting.scale)


def has_rule(st: OPState, uid: int, marker: str) -> bool:
    """A rule change the card's own continuous text makes while it is live (e.g.
    ``rule:deck_out_wins``, 1-2-6); none while its effects are negated (8-2-1-1)."""
    return any(e.keyword == marker for src, ab in _continuous(st) if src == uid for e in ab.effects)


NO_ON_PLAY = "rule:no_on_play"
"""A player's [On Play] effects are negated: their Leader's own continuous text ("Your [On Play]
effects are negated") or a marker an opponent's effect put on that Leader (8-2-1-1)."""


def on_play_negated(st: OPState, player: int) -> bool:
    """8-2-1-1: the [On Play] effects of ``player``'s cards are negated (they don't happen)."""
    lead = leader(st, player)
    if lead is None:
        return False
    return has_rule(st, lead, NO_ON_PLAY) or any(m.uid == lead and m.keyword == NO_ON_PLAY for m in st.modifiers)


def base_power(st: OPState, uid: int) -> int:
    """4-9: the printed power, or the latest "base power becomes N" in effect."""
    base = data(st, uid).get("power") or 0
    if not _BASE_SCAN:  # a continuous "set the base power … to N" (its own filter sees printed base power: no loop)
        _BASE_SCAN.append(uid)
        try:
            for src, ab in _continuous(st):
                for e in ab.effects:
                    if e.op == "modify_stat" and e.stat == "base_power" and e.target and _applies(st, src, e.target, uid):
                        base = _base_amount(st, src, e)
        finally:
            _BASE_SCAN.pop()
    for m in st.modifiers:
        if m.uid == uid and m.stat == "base_power":
            base = m.delta
    return base


_BASE_SCAN: list[int] = []  # re-entrancy guard of base_power()

LEADER_BASE = "leader_base"
"""``Effect.keyword`` of a continuous "base power becomes": the amount is its player's Leader's base power ("… becomes
the same as your Leader's base power", 4-9: the Leader's printed power or a "base power becomes N" on it)."""


def _base_amount(st: OPState, src: int, e: Any) -> int:
    """The N of a continuous "base power becomes N" (:data:`LEADER_BASE`: read from the Leader now)."""
    if e.keyword != LEADER_BASE:
        return e.amount
    lead = leader(st, st.table.peek(src).controller)
    if lead is None:
        return e.amount
    _BASE_SCAN.append(lead)  # the Leader's printed power and its "base power becomes" modifiers (no continuous loop)
    try:
        return base_power(st, lead)
    finally:
        _BASE_SCAN.pop()


def _applies_to_base(st: OPState, src: int, target: Any, uid: int) -> bool:
    """Does a continuous "base power becomes N" apply to ``uid``? Its filter ("with 4000 base power")
    reads the base power without such effects, as :func:`base_power` does (4-9)."""
    if _BASE_SCAN:
        return _applies(st, src, target, uid)
    _BASE_SCAN.append(uid)
    try:
        return _applies(st, src, target, uid)
    finally:
        _BASE_SCAN.pop()


def power(st: OPState, uid: int, *, power_conditioned: bool = True) -> int:
    """Current power: printed + modifiers + continuous effects + 1000 per given DON!! on its
    controller's own turn only (6-5-5-2). May be negative (1-3-7). A continuous effect whose
    condition reads Characters' power reads it without such effects (``power_conditioned=False``)."""
    card = st.table.peek(uid)
    base = data(st, uid).get("power") or 0
    bonus = 0
    for src, ab in _continuous(st, power_conditioned=power_conditioned, stat=_POWER_STATS):
        for e in ab.effects:
            if e.op != "modify_stat" or not e.target:
                continue
            if e.stat == "power" and _applies(st, src, e.target, uid):
                bonus += e.amount * counting.scale(st, src, e)  # 8-1-3-4-5: "for every N …"
            elif e.stat == "base_power" and _applies_to_base(st, src, e.target, uid):
                base = _base_amount(st, src, e)
    # "base power becomes N" (4-9: 元々の = the printed value): the latest such effect wins.
    for m in st.modifiers:
        if m.uid == uid and m.stat == "base_power":
            base = m.delta
    value = effects.stat(st.modifiers, uid, "power", base) + bonus
    if card.zone in ("leader", "characters") and st.active == card.controller:
        value += 1000 * len(attached(st, uid))
    return value


def prohibited(st: OPState, uid: int, *markers: str) -> bool:
    """1-3-3: a prohibition ("cannot attack", "cannot be K.O.'d …") beats any instruction."""
    kws = keywords(st, uid)
    return any(m in kws for m in markers)


NO_PLAY = "rule:no_play:"
"""A prohibition on playing cards this turn (op forbid_play), kept on the player's Leader."""


def play_forbidden(st: OPState, player: int, uid: int) -> bool:
    """1-3-3: an effect said "you cannot play Character cards [with a base cost of N or more] /
    cards from your hand during this turn" and this card is one of them."""
    lead = leader(st, player)
    card = st.table.peek(uid)
    d = data(st, uid)
    for m in st.modifiers:
        if m.uid != lead or not m.keyword.startswith(NO_PLAY):
            continue
        kind, n = m.keyword[len(NO_PLAY):].rsplit(":", 1)
        if kind == "hand" and card.zone == "hand":
            return True
        if kind == "character" and d.get("type") == "Character" and (d.get("cost") or 0) >= int(n):
            return True
    return False


NO_LIFE_TO_HAND = "rule:no_life_to_hand"
"""A prohibition on its player ("you cannot add Life cards to your hand using your own effects during
this turn"), kept on their Leader for the turn (op forbid_life_to_hand)."""


def life_to_hand_forbidden(st: OPState, player: int) -> bool:
    """1-3-3: an effect forbade ``player`` to add their Life cards to their hand by their own effects."""
    lead = leader(st, player)
    return lead is not None and any(m.uid == lead and m.keyword == NO_LIFE_TO_HAND for m in st.modifiers)


ATTACK_TAX = "rule:attack_tax:"
"""On a Character: "it cannot attack unless its player trashes N cards from their hand whenever it
attacks" (the keyword ends with N; a modifier an opponent's effect put on it)."""


def attack_tax(st: OPState, uid: int) -> int:
    """The number of hand cards the card's player must trash to attack with it (0: none); none
    while the effect that set it is over (the modifier's duration)."""
    return max((int(m.keyword[len(ATTACK_TAX):]) for m in st.modifiers if m.uid == uid and m.keyword.startswith(ATTACK_TAX)), default=0)


NO_REMOVING_OPP = "rule:no_removing_opp"
"""A Leader's rule change: "All of your opponent's Characters cannot be removed from the field by
your effects" (a limit on its own player, 1-3-3)."""


def removal_blocked(st: OPState, uid: int, by: int | None) -> bool:
    """1-3-3: "cannot be removed from the field by your opponent's effects" — an effect of the
    other player (``by``) does not move this card off the field; nor does it when that player's
    Leader says "your opponent's Characters cannot be removed from the field by your effects"."""
    card = st.table.peek(uid)
    if by is None or by == card.controller:
        return False
    lead = leader(st, by)
    return prohibited(st, uid, NO_REMOVAL) or (card.zone == "characters" and lead is not None and has_rule(st, lead, NO_REMOVING_OPP))


def cost(st: OPState, uid: int, *, cost_conditioned: bool = True) -> int:
    """Current cost; a value other than power below 0 counts as 0 (1-3-6). A continuous effect
    whose condition reads Characters' costs ("if there is a Character with a cost of 8 or more")
    checks them without such effects (``cost_conditioned=False``): otherwise two of them, or one
    that changes a cost itself, would wait on each other forever."""
    base = data(st, uid).get("cost") or 0
    value = effects.stat(st.modifiers, uid, "cost", base)
    if st.table.peek(uid).zone in FIELD:
        for src, ab in _continuous(st, cost_conditioned, stat=_COST_STATS):
            for e in ab.effects:
                if e.op == "modify_stat" and e.stat == "cost" and e.target and _applies(st, src, e.target, uid):
                    value += e.amount * counting.scale(st, src, e)  # 8-1-3-4-5: "for every N …"
    return max(0, value)


HAND_COST = "hand_cost"
"""``Effect.stat`` of a continuous change to the cost of playing cards from the hand ("give this
card in your hand -3 cost", "the cost of playing {X} cards … will be reduced by 1"): 2-7-1."""


def play_price(st: OPState, uid: int, grants: list[tuple[int, Any]] | None = None) -> int:
    """2-7-1: the cost to pay to play ``uid`` from its controller's hand — the printed cost plus
    the live continuous hand-cost changes of the card itself (its own text, in the hand) and of
    its controller's cards in play; a value below 0 counts as 0 (1-3-6). ``grants``: what
    :func:`hand_cost_grants` gives for the controller now (a listing of the hand asks it once)."""
    card = st.table.peek(uid)
    p = card.controller
    d = st.cards.get(card.card_id, _NO_DATA)  # data(st, uid), from the card read once
    price = d.get("cost") or 0
    for ab in compiled_data(d).hand_cost:  # its own continuous hand-cost abilities (found once per card data)
        if _live_in_hand(st, uid, ab):
            price += sum(e.amount for e in ab.effects if e.op == "modify_stat" and e.stat == HAND_COST
                         and condition_holds(st, p, e.condition, uid))
    for src, e in hand_cost_grants(st, p) if grants is None else grants:
        if matches(st, uid, {k: v for k, v in e.target.filter.items() if k != "zone"}, p, src, printed=True):
            price += e.amount
    if st.modifiers:  # (a discount is a modifier: none, no discount)
        price -= next_play.discount(st, uid)  # "the next time you play [X] … the cost will be reduced by N"
    return max(0, price)


def hand_cost_grants(st: OPState, player: int) -> list[tuple[int, Any]]:
    """(source, effect) of the continuous changes to the cost of playing cards from the hand that
    ``player``'s cards make now ("the cost of playing {X} cards from your hand will be reduced by 1",
    each card of the filter): the same for every card of the hand, which :func:`play_price` matches."""
    out = []
    peek = st.table.peek
    for src, ab in _continuous(st):
        if peek(src).controller != player:
            continue
        for e in ab.effects:
            if e.op == "modify_stat" and e.stat == HAND_COST and e.target and e.target.kind == "each":
                out.append((src, e))
    return out


def _live_in_hand(st: OPState, uid: int, ab: Ability) -> bool:
    """A card's own continuous ability that works in the hand (8-1-3-4): its turn and condition."""
    card = st.table.peek(uid)
    if ab.turn == "your" and st.active != card.controller:
        return False
    if ab.turn == "opponent" and st.active == card.controller:
        return False
    return not (ab.condition and not condition_holds(st, card.controller, ab.condition, uid))


def every_name(st: OPState, uid: int) -> bool:
    """"This Leader is treated as a card with all card names, types, and attributes." (``ALL_NAMES``): its own continuous
    text, live while the card is on the field (2-8-2) and not negated (8-2-1-1). Read from the printed text and the
    negations only, never from other continuous abilities: their conditions ask names (no loop)."""
    return compiled(st, uid).all_names and st.table.peek(uid).zone in FIELD and not negated(st, uid)


def name_contains(st: OPState, uid: int, part: str) -> bool:
    """2-1-2-1: 『X』 = a name that contains X (names the card's text gives it count, 2-1-3)."""
    c = compiled(st, uid)
    return any(part in n for n in [data(st, uid).get("name", ""), *c.aliases]) or (c.all_names and every_name(st, uid))


def has_name(st: OPState, uid: int, wanted: str) -> bool:
    """2-1-2: 「X」 = exactly that name, including names a card's text gives it (2-1-3; "all card names": every name)."""
    if data(st, uid).get("name") == wanted:
        return True
    c = compiled(st, uid)
    return wanted in c.aliases or (c.all_names and every_name(st, uid))


def has_trait(st: OPState, uid: int, wanted: str, *, part: bool = False, continuous: bool = True) -> bool:
    """2-4-3: the card has the {X} type (``part``: a type including "X", 2-4-3-1), gained types counting (2-4-4;
    "all … types": every type)."""
    have = traits(st, uid, continuous)
    return (any(wanted in t for t in have) if part else wanted in have) or (compiled(st, uid).all_names and every_name(st, uid))


def has_attribute(st: OPState, uid: int, wanted: str) -> bool:
    """2-5-3: the card has the <X> attribute (gained ones count, 2-5-4; "all … attributes": every attribute)."""
    return wanted in attributes(st, uid) or (compiled(st, uid).all_names and every_name(st, uid))


def matches(st: OPState, uid: int, flt: dict[str, Any], controller: int, src: int | None, printed: bool = False) -> bool:
    """Whether a card fits a compiled filter (side, types, cost, power, rested, traits, name …)."""
    card = st.table.peek(uid)
    d = data(st, uid)
    side = flt.get("side", "any")
    if side == "own" and card.controller != controller:
        return False
    if side == "opp" and card.controller == controller:
        return False
    types = flt.get("types")
    if types and d.get("type") not in types:
        return False
    if d.get("type") == "DON!!" and not wants_don(flt):
        return False  # a DON!! card is a target only where the text names DON!! cards
    if "cost_max" in flt or "cost_min" in flt:
        c = (d.get("cost") or 0) if printed else cost(st, uid)
        if c > flt.get("cost_max", c) or c < flt.get("cost_min", c):
            return False
    if "power_max" in flt or "power_min" in flt:
        pw = power(st, uid) if card.zone in FIELD and not printed else (d.get("power") or 0)
        if pw > flt.get("power_max", pw) or pw < flt.get("power_min", pw):
            return False
    if flt.get("cost_max_own_don") and ((d.get("cost") or 0) if printed else cost(st, uid)) > don_on_field(st, controller):
        return False  # "with a cost equal to or less than the number of DON!! cards on your field"
    if flt.get("cost_max_opp_don") and ((d.get("cost") or 0) if printed else cost(st, uid)) > don_on_field(st, opponent(controller)):
        return False  # "… equal to or less than the number of DON!! cards on your opponent's field" (scripts)
    if "cost_max_life" in flt:  # "… the number of your opponent's Life cards" / "… the total of your and your opponent's"
        lives = [len(st.table.zones[opponent(controller)]["life"])] + ([len(st.table.zones[controller]["life"])] if flt["cost_max_life"] == "total" else [])
        if flt["cost_max_life"] == "own":  # "… equal to or less than your number of Life cards"
            lives = [len(st.table.zones[controller]["life"])]
        if ((d.get("cost") or 0) if printed else cost(st, uid)) > sum(lives):
            return False
    if flt.get("no_base_effect") and ((d.get("effect") or "").strip() or (d.get("trigger") or "").strip()):
        return False  # 2-8-5: "no base effect" = no printed text
    if flt.get("no_when_attacking") and compiled(st, uid).of("when_attacking"):
        return False  # "without a [When Attacking] effect": none of its abilities has that timing
    if flt.get("no_on_play") and compiled(st, uid).of("on_play"):
        return False  # "without an [On Play] effect": its text has none (8-1-3-2-1)
    if "base_cost_max" in flt or "base_cost_min" in flt:  # 4-9: the printed cost
        c = d.get("cost") or 0
        if c > flt.get("base_cost_max", c) or c < flt.get("base_cost_min", c):
            return False
    if "base_power_max" in flt or "base_power_min" in flt:
        pw = base_power(st, uid)
        if pw > flt.get("base_power_max", pw) or pw < flt.get("base_power_min", pw):
            return False
    if "any_of" in flt and not any(matches(st, uid, alt, controller, src, printed) for alt in flt["any_of"]):
        return False  # "an <X> attribute card or a green Event": one of the alternatives
    if "rested" in flt and card.tapped != flt["rested"]:
        return False
    if "given_don_min" in flt and len(attached(st, uid)) < flt["given_don_min"]:
        return False  # "with a DON!! card given", "that has 2 or more DON!! cards given" (6-5-5)
    if flt.get("cost_is_given_don") and cost(st, uid) != len(attached(st, uid)):
        return False  # "has a cost equal to the number of DON!! cards given to it" (6-5-5)
    if flt.get("not_self") and uid == src:
        return False
    if "not_name" in flt and has_name(st, uid, flt["not_name"]):
        return False
    if "name" in flt and not has_name(st, uid, flt["name"]):
        return False
    if "name_has" in flt and not name_contains(st, uid, flt["name_has"]):
        return False
    if "traits" in flt or "trait_has" in flt:
        have = traits(st, uid, continuous=not printed)  # 2-4-4: gained traits count
        every = compiled(st, uid).all_names and every_name(st, uid)  # "all … types"
        if "traits" in flt and not set(flt["traits"]) & set(have) and not every:
            return False
        if "trait_has" in flt and not any(flt["trait_has"] in t for t in have) and not every:
            return False
    if "not_trait_has" in flt and has_trait(st, uid, flt["not_trait_has"], part=True, continuous=not printed):
        return False  # "that do not have a type including "X"" (2-4-4)
    if "colors" in flt and not set(flt["colors"]) & set(d.get("colors", [])):
        return False
    if "attribute" in flt and not has_attribute(st, uid, flt["attribute"]):
        return False
    if "keyword" in flt and flt["keyword"] not in keywords(st, uid):
        return False  # "up to 1 [Blocker] Character": a card that has the keyword now (10-1)
    return not (flt.get("has_trigger") and not d.get("trigger"))


# --- moves -------------------------------------------------------------------------------------


def detach_all(st: OPState, uid: int) -> None:
    """6-5-5-4: DON!! given to a card that moves go to the cost area, rested."""
    for don in attached(st, uid):
        card = st.table.cards[don]
        card.attached_to = None
        st.table.move(don, "cost_area", player=card.owner)
        card.tapped = True


def move_card(st: OPState, uid: int, zone: str, rule: Any, *, position: int | None = None) -> Event:
    """Move a card; a card that leaves the field becomes a new card (3-1-6): its modifiers,
    orientation and per-card flags (e.g. [Once Per Turn] use, 10-2-13-4) are gone, and its given
    DON!! go to the cost area rested (6-5-5-4)."""
    card: Card = st.table.cards[uid]
    if card.zone in ("leader", "characters"):
        detach_all(st, uid)
    ev = effects.move(st.table, uid, zone, rule, position=position)
    st.modifiers = effects.forget_card(st.modifiers, uid)
    card.tapped = False
    card.damage = 0
    card.flags = {}
    card.known_to = []
    if zone in ("characters", "stage"):
        card.entered_turn = st.turn
    return ev


def don_to_cost_area(st: OPState, player: int, n: int, rule: Any, rested: bool = False) -> int:
    """Put up to ``n`` DON!! from the DON!! deck into the cost area (6-4-1, 6-4-2, 6-4-3)."""
    moved = 0
    for _ in range(n):
        deck = st.table.zone(player, "don_deck")
        if not deck:
            break
        uid = deck[0]
        st.table.move(uid, "cost_area", player=player)
        st.table.cards[uid].tapped = rested
        moved += 1
    return moved


def give_don(st: OPState, don: int, host: int) -> None:
    """6-5-5-1: put a DON!! under a leader or character (it keeps no orientation of its own)."""
    card = st.table.cards[don]
    card.tapped = False
    card.attached_to = host
    st.table.move(don, "attached_don", player=st.table.peek(host).controller)


def don_groups(st: OPState, player: int) -> list[tuple[str, str, list[int]]]:
    """8-3-1-6 / 10-2-10-1: the DON!! a player may return for a DON!! −N cost, grouped by what
    tells them apart: active or rested in the cost area, or given to a leader or character (its
    host). DON!! of one group are interchangeable. Returns (id, label, uids) of non-empty groups."""
    t = st.table
    cost_area = t.zones[player]["cost_area"]
    groups = [("active", "an active DON!! in your cost area", [u for u in cost_area if not t.peek(u).tapped]),
              ("rested", "a rested DON!! in your cost area", [u for u in cost_area if t.peek(u).tapped])]
    hosts: dict[int, list[int]] = {}
    for uid in t.zones[player]["attached_don"]:
        host = t.peek(uid).attached_to
        if host is not None:
            hosts.setdefault(host, []).append(uid)
    groups += [(f"on{host}", f"a DON!! given to {name(st, host)}", uids) for host, uids in hosts.items()]
    return [g for g in groups if g[2]]


def return_one_don(st: OPState, uid: int) -> None:
    """Put one DON!! (from the cost area or given to a card) back in its owner's DON!! deck."""
    card = st.table.cards[uid]
    card.attached_to = None
    card.tapped = False
    st.table.move(uid, "don_deck", player=card.owner)
    st.modifiers = effects.forget_card(st.modifiers, uid)  # e.g. "will not become active" ends with it


def negated(st: OPState, uid: int) -> bool:
    """8-2-1-1: the card's effects are negated (an effect said so, for its duration; or a continuous effect in play says
    so, :func:`_negated_by_continuous`)."""
    for m in st.modifiers:  # (a loop: no generator made per question, asked of every card read)
        if m.uid == uid and m.keyword == "negated":
            return True
    return _negated_by_continuous(st, uid)


def _negators(st: OPState) -> tuple[tuple[int, int, effects.Effect], ...]:
    """(player, card, effect) of the continuous ``negate`` effects in play (8-1-3-4: "Your Leader and all of your Characters
    that do not have a type including "Roger Pirates" have their effects negated", OP13-064); kept with
    :func:`continuous_sources`' answer, so it is looked for again only when the field changes."""
    found = continuous_sources(st)
    memo = st.table.kept.get("_op_negators")
    if memo is not None and memo[0] is found:
        return memo[1]
    out = tuple((p, uid, e) for p, uid, abilities in found for ab in abilities for e in ab.effects if e.op == "negate")
    st.table.kept["_op_negators"] = (found, out)
    return out


def _negated_by_continuous(st: OPState, uid: int) -> bool:
    """A continuous ``negate`` in play covers ``uid``: target kind "each" with filter ``side`` own, ``types`` (Leader /
    Character) and ``not_trait_has`` (a Character whose printed types include that word is spared, 2-4-4). The negating
    card's own negation is read from modifiers only (no loop); it never negates itself (it has the type)."""
    negators = _negators(st)
    if not negators:
        return False
    card = st.table.peek(uid)
    if card.zone not in ("leader", "characters"):
        return False
    for p, src, e in negators:
        if src == uid or card.controller != p or st.table.peek(src).zone not in FIELD:
            continue
        if any(m.uid == src and m.keyword == "negated" for m in st.modifiers):
            continue  # 8-2-1-1: the negating card's own effects are negated
        flt = e.target.filter if e.target is not None else {}
        kind = "Leader" if card.zone == "leader" else "Character"
        if kind not in flt.get("types", ()):
            continue
        word = flt.get("not_trait_has") if kind == "Character" else None
        if word and any(word in t for t in data(st, uid).get("traits", [])):
            continue
        return True
    return False


def cleanup_attachments(st: OPState) -> None:
    """6-5-5-4 after a manual move: DON!! given to a card that left the field go to the cost
    area rested."""
    t = st.table
    for p in range(st.num_players):
        for don in list(t.zones[p]["attached_don"]):
            host = t.cards[don].attached_to
            if host is None or host not in t.cards or t.cards[host].zone not in ("leader", "characters"):
                t.cards[don].attached_to = None
                t.move(don, "cost_area", player=t.cards[don].owner)
                t.cards[don].tapped = True


def bounded_conditions_hold(st: OPState, player: int, cond: dict[str, Any], src: int | None) -> bool:
    """Do the conditions of engine.onepiece.cards.conditions_bounded in ``cond`` hold for ``player``?"""
    t = st.table
    if "own_chars_with_most" in cond:  # "you have N or less (no) Characters with …"
        most, flt = cond["own_chars_with_most"]
        if sum(matches(st, u, flt, player, src) for u in t.zones[player]["characters"]) > most:
            return False
    behind = cond.get("chars_behind_opp")
    if behind is not None and len(t.zones[player]["characters"]) > len(t.zones[opponent(player)]["characters"]) - behind:
        return False  # "the number of your Characters is at least N less than … your opponent's"
    if "own_chars_total_cost" in cond:  # read without cost-conditioned effects: no loop (see cost)
        total = sum(cost(st, u, cost_conditioned=False) for u in t.zones[player]["characters"])
        if not _cmp(total, cond["own_chars_total_cost"]):
            return False
    if "own_other_char_power_min" in cond and not any(  # read as own_char_power_min: no loop (see power)
            u != src and power(st, u, power_conditioned=False) >= cond["own_other_char_power_min"] for u in t.zones[player]["characters"]):
        return False
    if "self_power_min" in cond and (  # "if this Character has 7000 power or more": read as own_char_power_min
            src is None or power(st, src, power_conditioned=False) < cond["self_power_min"]):
        return False
    if cond.get("leader_active"):  # "your Leader … is active" (4-4-1)
        lead = leader(st, player)
        if lead is None or t.peek(lead).tapped:
            return False
    if "opp_base_power_min" in cond and not any(  # 4-9: base power (printed, or as an effect sets it)
            base_power(st, u) >= cond["opp_base_power_min"] for z in ("leader", "characters") for u in t.zones[opponent(player)][z]):
        return False
    if "own_chars_distinct_names" in cond:  # "5 {X} type Characters with different card names"
        least, flt = cond["own_chars_distinct_names"]
        if len({data(st, u).get("name") for u in t.zones[player]["characters"] if matches(st, u, flt, player, src)}) < least:
            return False
    if "only_chars_trait_has" in cond:  # "you only have Characters with a type including "X"" (2-4-4: gained types count)
        chars = t.zones[player]["characters"]
        if not chars or not all(any(cond["only_chars_trait_has"] in tr for tr in traits(st, u)) for u in chars):
            return False
    if "hand_behind_opp" in cond and (  # "at least N less than the number in your opponent's hand"
            len(t.zones[opponent(player)]["hand"]) - len(t.zones[player]["hand"]) < cond["hand_behind_opp"]):
        return False
    if cond.get("only_chars_without_counter"):  # "you only have Characters without a Counter" (2-10: the printed one)
        chars = t.zones[player]["characters"]
        if not chars or any(data(st, u).get("counter") for u in chars):
            return False
    return True


def field_conditions_hold(st: OPState, player: int, cond: dict[str, Any], src: int | None) -> bool:
    """Do the conditions of engine.onepiece.cards.conditions_field in ``cond`` hold for ``player``?"""
    if "own_field_with" in cond and not any(matches(st, u, cond["own_field_with"], player, src) for u in in_play(st, player)):
        return False  # "you have a rested [Uta]": your Leader, Characters or Stage
    opp_chars = st.table.zones[opponent(player)]["characters"]
    if "opp_char_with" in cond and not any(matches(st, u, cond["opp_char_with"], player, src) for u in opp_chars):
        return False
    if cond.get("opp_char_ko_this_turn") and not ko_history.ko_this_turn(st, opponent(player)):
        return False  # "if your opponent's Character has been K.O.'d during this turn" (10-2-1)
    if "rested_by_kind" in cond and (src is None or st.table.peek(src).flags.get(RESTED_BY_KIND) != cond["rested_by_kind"]):
        return False  # "when this Character becomes rested by your opponent's Character's effect" (resolve.apply_to)
    lead = leader(st, player)
    trashed = lead is not None and st.table.peek(lead).flags.get(HAND_TRASHED_TURN) == st.turn
    return not cond.get("hand_trashed_this_turn") or trashed


RESTED_BY_KIND = "_rested_by_kind"
"""Card flag: the card type whose effect last rested this Character (an effect of its opponent's; resolve.apply_to)."""
HAND_TRASHED_TURN = "_hand_trashed_turn"
"""Leader flag: the turn in which a card of its player's hand was last trashed by an effect (or a cost)."""


def round_conditions_hold(st: OPState, player: int, cond: dict[str, Any], src: int | None) -> bool:
    """Do the conditions of engine.onepiece.cards.conditions_round in ``cond`` hold for ``player`` (``src``: the ability's card)?"""
    t = st.table
    opp = opponent(player)
    if cond.get("self_active") and (src is None or t.peek(src).tapped):
        return False
    if cond.get("opp_given_don") and not t.zones[opp]["attached_don"]:
        return False
    if cond.get("own_face_up_life") and not any(t.peek(u).flags.get("face_up") for u in t.zones[player]["life"]):
        return False
    if "chars_cost_count" in cond:
        n, c = cond["chars_cost_count"]
        if sum(cost(st, u, cost_conditioned=False) >= c for q in (player, opp) for u in t.zones[q]["characters"]) < n:
            return False
    if "not_own_chars_cost" in cond:
        n, c = cond["not_own_chars_cost"]
        if sum(cost(st, u, cost_conditioned=False) >= c for u in t.zones[player]["characters"]) >= n:
            return False  # "do not have 5": holds with 4 or fewer (8-3-2)
    if cond.get("chars_lt_opp") and len(t.zones[player]["characters"]) >= len(t.zones[opp]["characters"]):
        return False
    if "no_own_base_power" in cond and any(base_power(st, u) >= cond["no_own_base_power"] for u in t.zones[player]["characters"]):
        return False
    if cond.get("not_marked_turn") and (src is None or t.peek(src).flags.get(cond["not_marked_turn"]) == st.turn):
        return False  # ops_mark_turn: the effect was done during this turn
    if cond.get("leader_monocolor"):
        lead = leader(st, player)
        if lead is None or len(data(st, lead).get("colors", [])) != 1:
            return False
    if "opp_leader_power" in cond:
        olead = leader(st, opp)
        n, how = cond["opp_leader_power"]
        if olead is None:
            return False
        got = power(st, olead, power_conditioned=False)
        if (got > n) if how == "less" else (got < n):
            return False
    return True
