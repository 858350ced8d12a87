"""Checking compiled conditions (``engine.wow.cards.conditions``): "if X" on resolution (EN 709)
and "while X" for continuous effects (EN 714), from the point of view of ``player`` (the
controller of the source card).

Families of conditions and "for each" counts that need the current card facts
(``engine.wow.keywords``, which itself asks here for "while X") are checked by the module of their
family, which registers its checker with :func:`condition_checker` / :func:`count_reader` as it is
imported (``engine.wow.engine`` imports them all): this module never imports them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import card_facts as facts
from . import ongoing_cards
from .cards import rx
from .state import WowState
from .tag_grants import CLASS_NAMES, only_class
from .tag_grants import words as tag_words

Check = Callable[[WowState, int, int, dict[str, Any], "int | None"], bool]
"""``(st, player, source, cond, affected) -> bool``."""
Count = Callable[[WowState, int, dict[str, Any], "int | None"], int]
"""``(st, player, key, source) -> int``."""

CHECKED_BY = {"wz2_": "engine.wow.deck_reveals", "hero_trait": "engine.wow.hero_trait", "turn_": "engine.wow.turn_triggers", "face": "engine.wow.faces",
              "st_": "engine.wow.statics", "q_": "engine.wow.quests", "hero_keyword": "engine.wow.play_only",
              "mc_": "engine.wow.more_conditions", "wsc_": "engine.wow.wscale_checks", "wc_": "engine.wow.combat_while",
              "ws_": "engine.wow.wstatics_conditions", "wco_": "engine.wow.flip_cost",
              "wca_": "engine.wow.combat_conditions", "wsh_": "engine.wow.wshot_effects",
              "wp_": "engine.wow.wongp_conditions", "wtr_": "engine.wow.wtrig_checks",
              "wga_": "engine.wow.wonga_hosts", "wr2_": "engine.wow.wreal2_checks",
              "wa2_": "engine.wow.wact2", "wge_": "engine.wow.wgear",
              "wo2_": "engine.wow.wong2", "w30q_": "engine.wow.turn_forms", "wst2_": "engine.wow.wstat2_counts",
              "wtu_": "engine.wow.wturn", "wal_": "engine.wow.ally_static_counts",
              "wrc_": "engine.wow.richer_controller", "wh_": "engine.wow.combat_pair_atk",
              "gd_": "engine.wow.guard_checks", "wpv_": "engine.wow.wprev_ops",
              "r2a_": "engine.wow.r2ally_conditions",
              "xc32_": "engine.wow.gift_control",
              "wrm_": "engine.wow.random_modes",
              "watt_": "engine.wow.watt_conditions",
              "wtgt_": "engine.wow.wtgt_ops",
              "wtk_": "engine.wow.counter_token_checks",
              "wfl_": "engine.wow.flip_checks",
              "wa30_": "engine.wow.ability_conditions",
              "osa_": "engine.wow.resolution_checks", "wres_": "engine.wow.resolution_picks",
              "w8a_": "engine.wow.dealt_with_ability",
              "w8e_": "engine.wow.double_stats", "wb30_": "engine.wow.oneshot_ability_ops", "wl30_": "engine.wow.ally_conditions",
              "wg30_": "engine.wow.gear_conditions",
              "we31_": "engine.wow.last_known",
              "wd31_": "engine.wow.revealed_cost",
              "zn36_": "engine.wow.turn_history_checks", "zo36_aspects": "engine.wow.thrall_aspects",
              "zo36_no_damaged_allies": "engine.wow.while_keywords"}
"""Condition kinds checked by another module: ``k`` equal to the key, or starting with a key that ends in "_"."""
COUNTED_BY = {"wz2_": "engine.wow.deck_reveals", "st_count": "engine.wow.statics", "q_": "engine.wow.quests", "hand_gap": "engine.wow.hand_size",
              "mc_": "engine.wow.more_conditions", "wsc_": "engine.wow.wscale_checks", "wco_": "engine.wow.counter_cost",
              "wsh_": "engine.wow.wshot_effects", "wp_": "engine.wow.wongp_conditions",
              "wga_": "engine.wow.wonga_hosts", "wtr_": "engine.wow.wtrig_checks", "wge_": "engine.wow.wgear", "ws2_": "engine.wow.wshot2",
              "wa2_": "engine.wow.wact2", "wst2_": "engine.wow.wstat2_counts",
              "wtu_": "engine.wow.wturn", "wal_": "engine.wow.ally_static_counts",
              "wrc_": "engine.wow.richer_controller", "whp_": "engine.wow.paid_health",
              "watt_": "engine.wow.watt_conditions",
              "wtk_": "engine.wow.counter_token_checks", "wpv_": "engine.wow.wprev_ops",
              "osa_": "engine.wow.resolution_checks", "wres_": "engine.wow.resolution_picks",
              "w8n_": "engine.wow.distinct_name_count",
              "w8e_": "engine.wow.double_stats", "wb30_": "engine.wow.oneshot_ability_ops", "wl30_": "engine.wow.ally_conditions",
              "wg30_": "engine.wow.gear_counts", "zo36_loot": "engine.wow.loot_cards",
              "zw36_weapon_atk": "engine.wow.weapon_atk_count"}
"""Count keys (``k`` equal to, or starting with, the key) counted by another module; others: :func:`count`."""

_CHECKS: dict[str, Check] = {}
_COUNTS: dict[str, Count] = {}


def condition_checker(prefix: str) -> Callable[[Check], Check]:
    """Register the checker of the condition kinds ``CHECKED_BY[prefix]`` names."""
    if prefix not in CHECKED_BY:
        raise ValueError(f"condition kind prefix {prefix!r} is not in conditions.CHECKED_BY; add it there")

    def register(fn: Check) -> Check:
        _CHECKS[prefix] = fn
        return fn

    return register


def count_reader(prefix: str) -> Callable[[Count], Count]:
    """Register the reader of the "for each" count keys ``COUNTED_BY[prefix]`` names."""
    if prefix not in COUNTED_BY:
        raise ValueError(f"count key prefix {prefix!r} is not in conditions.COUNTED_BY; add it there")

    def register(fn: Count) -> Count:
        _COUNTS[prefix] = fn
        return fn

    return register


def _family(k: str, owners: dict[str, str], table: dict[str, Any], what: str) -> Any:
    """The registered function for ``k`` (a key ending in "_" is a prefix, others the whole
    kind); None if no family of ``owners`` has it."""
    prefix = next((p for p in owners if (k.startswith(p) if p.endswith("_") else k == p)), None)
    if prefix is None:
        return None
    fn = table.get(prefix)
    if fn is None:
        raise LookupError(f"no reader for the {what} {k!r}: import {owners[prefix]} first (engine.wow.engine does)")
    return fn


def has_tag(st: WowState, uid: int, tag: str) -> bool:
    """A race/class/tag/faction/damage-type word; "Form (1)" counts as Form (tag limit, 414.3b)."""
    d = facts.data(st, uid)
    words = {*d.get("tags", []), *d.get("classes", []), d.get("race", ""), *d.get("race", "").split(), d.get("faction", ""), d.get("damage_type", ""),
             *tag_words(st, uid)}  # (tag_grants: "Ally cards in all zones are also Demon cards")
    if only := only_class(st, uid):  # "… have that class and lose all other classes" (Paint Bomb, 206.1a)
        words = {w for w in words if w.lower() not in CLASS_NAMES} | {only}
    return tag.lower() in {rx.sub(r"\s*\(\d+\)$", "", w).lower() for w in words if w}


def fits(st: WowState, uid: int, flt: dict[str, Any]) -> bool:
    """A card against a condition filter (``types``, an optional ``tag``, ``not_tag`` and ``reputation``, cost bounds, ``name``)."""
    if not set(flt.get("types", [])) & (facts.kinds(st, uid) | {facts.ctype(st, uid)}):
        return False
    if flt.get("not_tag") and has_tag(st, uid, flt["not_tag"]):
        return False  # "a non-Feral ability" (202.1a)
    if flt.get("reputation") and facts.data(st, uid).get("reputation") != flt["reputation"]:
        return False  # "another Scryer ally": a card of that Reputation (100.2d; helper allystatic)
    if "min_cost" in flt or "max_cost" in flt:  # "an ally with cost 4 or more" (the printed cost, 201.3)
        cost = facts.data(st, uid).get("cost") or 0
        if cost < flt.get("min_cost", cost) or cost > flt.get("max_cost", cost):
            return False
    if flt.get("any_tag") and not any(has_tag(st, uid, t) for t in flt["any_tag"]):
        return False  # "the number of Rogues and Shamans you control" (helper wmech)
    if flt.get("name") and facts.data(st, uid).get("name") != flt["name"]:
        return False  # "each other ability named Wild Mushroom you control" (200.1; helper wzone)
    if flt.get("min_paid") and int(st.table.peek(uid).flags.get("_extra_paid", 0)) < flt["min_paid"]:
        return False  # "When you remove one or more Combo cards … to play a Finishing Move" (extra_cost.PAID; helper wzone2)
    if flt.get("finishing_move") and not str(facts.data(st, uid).get("text") or "").lstrip().startswith("Finishing Move"):
        return False  # "a Finishing Move": a card printing the Finishing Move keyword first (its additional cost; helper wzone2)
    if flt.get("played_from") and st.table.peek(uid).flags.get("played_from") != flt["played_from"]:
        return False  # "When you play a Monster ally from your hand" (graveyard_replay.note_played; helper wzone2)
    if flt.get("non_ongoing") and is_ongoing(st, uid):
        return False  # "When you play a non-ongoing ability" (305.1, 305.2; helper wprev)
    if flt.get("ongoing") and not is_ongoing(st, uid):
        return False  # "When you play an Ongoing [Priest] ability" (305.2; helper wprev)
    return not flt.get("tag") or has_tag(st, uid, flt["tag"])


def is_ongoing(st: WowState, uid: int) -> bool:
    """An ongoing ability card (305.2; ``engine.wow.ongoing_cards``, the one notion: Aura of Accuracy's data lost its
    "Ongoing:" label and is one still)."""
    return ongoing_cards.is_ongoing(st, uid)


EXHAUSTED_TOO: list[Callable[[WowState, int], bool]] = []
"""Tests of a ready card that counts as exhausted (``engine.wow.counted_exhausted`` adds its own; this module never
imports it)."""


def state_is(st: WowState, uid: int, state: str) -> bool:
    card = st.table.cards[uid]
    c = st.combat
    if state in ("attacking", "defending"):
        return c is not None and c.stage in ("proposed", "step") and uid == (c.attacker if state == "attacking" else c.defender)
    if state == "in play":
        return True  # checked by the caller
    if state == "exhausted" and not card.tapped and EXHAUSTED_TOO:  # "Ready opposing heroes and allies also count as being exhausted."
        return any(f(st, uid) for f in EXHAUSTED_TOO)  # (Shadowstep: engine.wow.counted_exhausted)
    return {"ready": not card.tapped, "exhausted": card.tapped, "damaged": card.damage > 0, "undamaged": card.damage == 0}[state]


def holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """Whether ``cond`` holds now. ``affected`` is the card a continuous effect applies to (the
    subject of a bare "while attacking"); otherwise the source card itself."""
    k = cond["k"]
    if k == "state":
        who = {"it": affected if affected is not None else source, "self": source, "hero": st.heroes[player]}[cond["who"]]
        return who in st.table.cards and facts.in_play(st, who) and state_is(st, who, cond["state"])
    if k == "attacking_vs":  # attacking a defender in the given state
        who = {"it": affected if affected is not None else source, "self": source, "hero": st.heroes[player]}[cond["who"]]
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or c.attacker != who or c.defender not in st.table.cards:
            return False
        return state_is(st, c.defender, cond["state"]) and not (cond.get("ally_only") and facts.is_hero(st, c.defender))
    if k == "your_turn":
        return (st.active == player) != cond["not"]
    if k == "ready_resources":
        return sum(1 for u in st.table.zone(player, "resources") if not st.table.peek(u).tapped) <= cond["max"]
    if k == "control":
        n = sum(1 for z in ("allies", "hero_row", "resources") for u in st.table.zone(player, z)
                if not st.table.peek(u).face_down and not (cond["other"] and u == source)
                and (z != "resources" or facts.ctype(st, u) in ("location", "quest"))  # face-up resources: locations, quests
                and any(fits(st, u, f) for f in cond["flts"]))
        return n <= cond["max"] if "max" in cond else n >= cond["min"]
    if k == "graveyard":
        return sum(1 for u in st.table.zone(player, "graveyard") if fits(st, u, cond["flt"])) >= cond["min"]
    if k == "hero_damage":
        heroes = [st.heroes[player]] if cond["side"] == "you" else [h for h in st.heroes if st.table.cards[h].controller != player]
        return any(st.table.cards[h].damage >= cond["min"] for h in heroes)
    if k == "more_allies":
        mine = sum(1 for u in st.table.zone(player, "allies") if facts.is_ally(st, u))
        theirs = [sum(1 for u in st.table.zone(q, "allies") if facts.is_ally(st, u)) for q in range(st.num_players) if q != player]
        return any(t > mine for t in theirs) if cond["who"] == "opponent" else any(mine > t for t in theirs)
    if k == "hero_more_damage":
        return any(st.table.cards[st.heroes[player]].damage > st.table.cards[h].damage for h in st.heroes if st.table.cards[h].controller != player)
    if k == "opposing_allies":
        return sum(1 for q in range(st.num_players) if q != player for u in st.table.zone(q, "allies") if facts.is_ally(st, u)) <= cond["max"]
    if k == "hand":
        n = len(st.table.zone(player, "hand"))
        return n <= cond["max"] if "max" in cond else n >= cond["min"]
    check = _family(k, CHECKED_BY, _CHECKS, "condition kind")
    return check(st, player, source, cond, affected) if check is not None else False


def count(st: WowState, player: int, cond: dict[str, Any]) -> int:
    """How many cards a "for each …" names (``engine.wow.cards.conditions.per_filter``)."""
    sides = [player] if cond["side"] == "you" else [q for q in range(st.num_players) if q != player]
    flt, state = cond["flt"], cond.get("state")
    n = 0
    for q in sides:
        if cond["zone"] == "removed":  # "for each opposing card removed from the game": every card of that removed zone (415.7; helper x32dmg)
            n += len(st.table.zone(q, "removed"))
            continue
        if cond["zone"] == "graveyard":
            n += sum(1 for u in st.table.zone(q, "graveyard") if fits(st, u, flt))
            continue
        if flt.get("types") == ["resource"]:
            n += sum(1 for u in st.table.zone(q, "resources")
                     if not state or (st.table.peek(u).face_down if state == "face-down" else state_is(st, u, state)))
            continue
        n += sum(1 for z in ("allies", "hero_row") for u in st.table.zone(q, z)
                 if not st.table.peek(u).face_down and fits(st, u, flt) and (not state or state_is(st, u, state)))
    return n


def count_of(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """A compiled "for each" count (``keywords.per_count`` with a dict key): the family's reader,
    else the card count of :func:`count`."""
    reader = _family(str(key.get("k", "")), COUNTED_BY, _COUNTS, "count key")
    return reader(st, player, key, source) if reader is not None else count(st, player, key)
