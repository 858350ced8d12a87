"""The WoW TCG engine: setup (101), the actions a player may take with priority (409–412, EN
601, 303.2, 304.3) and the answers to pending choices. The procedure itself lives in
``procedure.py``, combat in ``combat.py``.

Options (``state.options``): ``max_turns`` (a turn cap ending the game as a draw — simulation only),
``auto_pass`` (default True: a player whose only legal action is to pass passes automatically;
note this tells the opponent that player had no usable instant), ``first_player_draws``
(default False: EN 501.2, the first player skips the first draw), ``choose_first`` (default
True, 101.1: the randomly chosen player decides who goes first), ``first_player`` (a fixed first
player, for tests and rematches).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import fields
from itertools import islice
from typing import Any

from engine.core import Action, Engine, Event, Option, Pending, RulesError, Table, effects, new_state_fields
from engine.core.choices import said_yes
from engine.core.deck import Deck
from engine.core.manual import MANUAL, ManualSpec, apply_manual, manual_actions
from engine.core.plain import SHARED, deep_copy
from engine.core.rng import Rng

from . import (
    ability_conditions,  # noqa: F401  (helper w30abil: the wa30_ conditions register)
    activation,
    ally_conditions,  # noqa: F401  (helper w30ally: the wl30_ conditions and counts register)
    ally_ops,  # noqa: F401  (helper w30ally: the wl30_ ops resolve)
    ally_picks,  # noqa: F401  (helper w30ally: the wl30_ ops with picks resolve)
    ally_static_counts,  # noqa: F401  (helper allystatic: the wal_ conditions and counts register)
    altcost,
    another_target,
    arena_picks,  # noqa: F401  (helper w30quest: w30q_highest_pick_draws resolves)
    armor_allies,
    armor_tokens,  # noqa: F401  (helper wtok: the armor_token op resolves)
    artifact,
    atk_assault,
    attach,
    attached_count_ref,  # noqa: F401  (helper w8a: remember_attached_count resolves)
    attack_keyword_vs,  # noqa: F401  (helper x32dmg: xa32_keyword_attacking_event resolves)
    attack_memory,
    attack_tax,
    choice_cost,
    chooser_labels,
    chosen_class_token,  # noqa: F401  (helper wtok: the class_token op resolves)
    class_packets,  # noqa: F401  (helper w30quest: w30q_class_packets resolves)
    class_set,  # noqa: F401  (helper x32kind: xb32_class_only resolves)
    coin_flip,  # noqa: F401  (helper w31ally: the we31_coin_draw op resolves)
    combat,
    combat_conditions,
    combat_end_effects,  # noqa: F401  (helper w30gear: wg30_at_combat_end, wg30_first_strike_gate resolve)
    combat_entry,
    combat_pair_atk,  # noqa: F401  (helper whero: whero_atk_vs resolves)
    combined_cost,
    control,
    control_budget,  # noqa: F401  (Mana Shift: the control_within_budget op resolves)
    copies,
    cost_match,
    costs,
    counted_cost,
    counted_destroy,  # noqa: F401  (helper triggers: destroy_self_counted)
    counted_targets,
    counter_cost,
    counter_token_checks,  # noqa: F401  (helper wtok: the wtk_ conditions and counts register)
    counters,
    damage,
    dealt_with_ability,  # noqa: F401  (helper w8a: the w8a_ conditions)
    dealt_with_check,  # noqa: F401  (helper wabil2: wab_dealt_with_check resolves)
    deck_edges,
    deck_nth,
    deck_reveals,  # noqa: F401  (helper wzone2: the wz2_ reveal ops and count resolve)
    deck_shuffles,  # noqa: F401  (helper x33quest: the ye33_shuffle_deck op resolves)
    deck_top,
    deck_top_resource,
    deckorder,
    declared_card,  # noqa: F401  (helper w31abB: wd31_assault_vs_declared resolves)
    defender_change,  # noqa: F401  (helper w30abil: the wa30_change_defender op resolves)
    defender_takeover,  # noqa: F401  (the wc31_hero_takes_defense op resolves)
    delayed,
    destroy_done,
    destroy_self_done,
    destroyed_controller_token,  # noqa: F401  (helper wtok: the event_controller_token op resolves)
    destroyed_this_way,  # noqa: F401  (helper wtok: the destroy_self_this_way op resolves)
    dice,  # noqa: F401  (helper w30gear: wg30_roll_die resolves)
    die_tokens,
    discard_causes,
    distinct_name_count,  # noqa: F401  (helper w8a: the w8n_ count)
    doomed_tokens,
    doomguard_kind,  # noqa: F401  (helper o36wow: zo36_random_kind resolves)
    double_if_attached,  # noqa: F401  (helper r2abil: damage_double_if_attached resolves)
    double_stats,  # noqa: F401  (helper w8equip: the w8e_ condition registers)
    each_unless_pay,  # noqa: F401  (helper w30gear: wg30_each_unless_pay resolves)
    echo_damage,
    echo_replay,  # noqa: F401  (helper w30abil: the wa30_echo_remove op resolves)
    effect_interrupts,  # noqa: F401  (its xd32_interrupt op resolves; helper x32play)
    enter_wounded,  # noqa: F401  (helper w8a: wound_to_one resolves)
    entry_destroy,  # noqa: F401  (helper d37wow: its answer registers)
    entry_reveal,  # noqa: F401  (its answer and entry_powers' answer and xb32_gain_while_removed op register; helper x33fix)
    equalize,  # noqa: F401  (helper w30abil: the wa30_equalize op resolves)
    equipment_edge,
    eternal,
    event_party,  # noqa: F401  (helper w30gear: wg30_event_party_stat resolves)
    exchange_control,  # (helper w30gear: wg30_exchange_with_ref resolves; xc32_exchange_targets, sharing_type)
    exhaust_instead,
    extra_cost,
    extra_resources,
    face_down_resources,
    faces,
    faceup_cost,
    fatal_check,
    fatal_followups,  # noqa: F401  (helper triggers: if_ref_fatal)
    fatal_party_destroy,  # noqa: F401  (helper w8a: destroy_fatal_party resolves)
    flicker,
    flip_armed,  # noqa: F401  (helper wflip: wflip_arm resolves)
    flip_ban,
    flip_checks,  # noqa: F401  (helper wflip: the wfl_ conditions register)
    flip_cost,
    forced,
    found_refs,  # noqa: F401  (helper w31abB: wd31_found_ref resolves)
    friendly_attacks,
    gear_conditions,  # noqa: F401  (helper w30gear: the wg30_ conditions register)
    gear_counts,  # noqa: F401  (helper w30gear: the wg30_ counts register)
    gift_control,  # noqa: F401  (the xc32_gift_kept condition registers)
    give_control,
    granted_powers,
    grave_route,
    graveyard_feast,
    graveyard_powers,
    graveyard_random,
    graveyard_replay,
    graveyard_returns,  # noqa: F401  (helper triggers: return_from_graveyard)
    graveyard_shuffle,
    graveyard_turn_play,
    guard_checks,
    hand_discard,
    hand_instant,
    hand_look,
    hand_reveals,  # noqa: F401  (helper wzone2: the wz2_hand_reveal op resolves)
    hand_size,
    hands_revealed,
    hero_kin_token,
    hero_trait,
    heroes,
    host_damage_destroy,  # noqa: F401  (helper triggers: destroy_self_if_host_damaged)
    host_return,
    immediate_play,  # (its xd32_ ops resolve: a card played in the middle of a resolution)
    inspire,
    keyword_pick,
    kind_choice,
    kind_discard,  # noqa: F401  (helper w30gear: wg30_kind_discard_destroy resolves)
    kind_exhaust,  # noqa: F401  (helper w30abil: the wa30_exhaust_kinds op resolves)
    kind_play_cap,
    kind_sacrifice,  # noqa: F401  (helper w30gear: its wg30_ ops resolve)
    kind_shared,  # noqa: F401  (helper w30abil: the wa30_remove_if_shares, wa30_destroy_kind ops resolve)
    later_effects,  # noqa: F401  (helper wequip: delayed effects written out)
    later_hand_discard,  # noqa: F401  (helper w8a: later_discard_hand resolves)
    later_token_removal,  # noqa: F401  (helper quests: its qr_ op resolves)
    lki_ops,  # noqa: F401  (helper w30gear: its wg30_ ops resolve)
    location_counters,  # noqa: F401  (helper wres: the wres_location_counter op resolves)
    loot_cards,  # noqa: F401  (helper o36wow: the zo36_loot count)
    lose_powers_op,
    manual_rules,
    martyr_heal,  # noqa: F401  (the wc31_martyr_heal op resolves)
    match_facts,
    may_gate,  # noqa: F401  (helper w30quest: w30q_may resolves)
    mill,
    milled_assault,  # noqa: F401  (helper w30gear: wg30_mill_assault resolves)
    modes,
    more_conditions,
    must_target,
    name_purge,
    namesake_return,  # noqa: F401  (helper w30gear: wg30_namesake_to_play resolves)
    next_cost,
    oneshot_ability_ops,
    opening_reveal,
    opponent_costs,  # noqa: F401  (helper w8a: opponents_pay_more resolves)
    opponent_party,  # noqa: F401  (helper w31ally: the we31_to_opponent_party op resolves)
    opposing_exhaust,
    optional_replacement,
    ordered_damage,  # noqa: F401  (helpers w30abil, w30gear: the wa30_damage_in_order and wg30_ordered_damage ops resolve)
    others_graveyard_gear,
    paid_dealer,  # noqa: F401  (helper w8equip: the w8e_paid_ ops resolve)
    paid_name_search,  # noqa: F401  (helper r2abil: search_paid_name resolves)
    paid_tokens,
    paid_type_picks,  # noqa: F401  (helper w31ally: the we31_destroy_paid_type op resolves)
    pair_destroy,  # noqa: F401  (helper w30quest: w30q_destroy_both resolves)
    payment_sway,
    picked_damage,  # noqa: F401  (helper w30abil: the wa30_pick_damage op resolves)
    play_bans,
    play_cap,
    play_only,
    played_card_ref,  # noqa: F401  (helper wtok: the remember_event_card op resolves)
    played_pick,
    player_shield,
    player_targets,
    powers,
    procedure,
    quest_face_down,
    quest_face_up,  # noqa: F401  (helper w31ally: the we31_turn_face_up op resolves)
    quest_named,
    quest_paid,
    quest_pay_more,
    quest_rewards,  # noqa: F401  (helper quests: the qr_ ops resolve)
    quest_zones,
    quests,
    quoted_powers,  # noqa: F401  (helper x32kind: xb32_gain_quoted resolves)
    r2ally_conditions,  # noqa: F401  (helper r2ally: the r2a_ conditions register)
    random_discard,
    random_modes,  # noqa: F401  (helper wres: the wrm_ op and condition register)
    ready_cap,
    ref_cost_search,  # noqa: F401  (helper w8a: ref_cost_search resolves)
    refs,
    remove_return,  # noqa: F401  (helper wtail3: the remove_return op resolves)
    removed_ally_counters,
    removed_ally_entry,  # noqa: F401  (the wc31_removed_ally_into_play op resolves)
    removed_counters_count,  # noqa: F401  (helper w8a: remove_counters_counted resolves)
    removed_draws,  # noqa: F401  (helper x33quest: the ye33_remove_deck op resolves)
    removed_name_match,  # noqa: F401  (helper x33quest: its ye33_ ops resolve)
    removed_plays,
    removed_random,  # noqa: F401  (helper w30gear: its wg30_ ops resolve)
    removed_this_way,  # noqa: F401  (helper wzone: note_removed and return_removed resolve)
    removed_to_graveyard,  # noqa: F401  (helper w30quest: w30q_removed_to_graveyard resolves)
    removed_with_count,  # noqa: F401  (helper w30quest: w30q_remove_counted resolves)
    repeat_rounds,  # noqa: F401  (helper x33quest: the ye33_repeat_rounds op resolves)
    resolution_checks,  # noqa: F401  (helper oneshot_a: the osa_ ops resolve)
    resolution_picks,  # noqa: F401  (helper wres: the wres_ ops resolve)
    resolving,
    resource_moves,
    resource_payers,
    resource_reveals,  # noqa: F401  (helper wres: its wres_ ops resolve)
    resource_row,
    resources,
    retype,
    reveal_check,
    reveal_discard,
    revealed_cost,  # noqa: F401  (helper w31abB: the wd31_ conditions register)
    reward_hand_choices,  # noqa: F401  (helper quests: its qr_ ops resolve)
    reward_interrupt,  # noqa: F401  (helper w8a: interrupt_reward resolves)
    reward_tokens,  # noqa: F401  (helper w30quest: w30q_token_next_turn resolves)
    richer_controller,  # noqa: F401  (helper triggers: destroy_if_richer, the wrc_ conditions)
    same_name,
    search,
    secret_choices,  # noqa: F401  (helper wzone2: the wz2_rps op resolves)
    secret_numbers,  # noqa: F401  (the xc32_secret_number_bid op resolves)
    self_atk_damage,
    shield_by_target,  # noqa: F401  (helper w8a: shield_by_target resolves)
    shield_filters,
    skip_draw,
    small_trigger_ops,  # noqa: F401  (helper triggers: plus_own_atk, hero_damage_to_self, host_controller_may_draw)
    stash,
    stat_per_damage,  # noqa: F401  (helper wflip: wflip_stat_per_damage resolves)
    statics,
    steal_search,
    strike_cost_ready,  # noqa: F401  (helper x33stat: yf33_ready_per_strike_cost resolves)
    strike_less_it,  # noqa: F401  (helper wflip: wflip_strike_less resolves)
    target_cost_x,  # noqa: F401  (helper r2abil: hero_x_from_target_cost resolves)
    target_costs,
    target_quest_damage,  # noqa: F401  (helper whero: whero_damage_per_their_quests resolves)
    target_reflection,  # noqa: F401  (its xd32_reflect op resolves; helper x32play)
    their_choice_damage,  # noqa: F401  (helper w30quest: w30q_their_choice_damage resolves)
    thrall_aspects,  # noqa: F401  (helper o36wow: the zo36_aspects condition)
    token_links,
    top_card_choices,  # noqa: F401  (helper wtok: its ops resolve)
    top_card_guess,
    top_card_peek,  # noqa: F401  (helper triggers: peek_top_mill, remove_top_half)
    top_card_toll,
    top_removed_noted,  # noqa: F401  (helper w31abB: its wd31_ ops resolve)
    top_reveal_more,  # noqa: F401  (helper wtok: the reveal_top_more op resolves)
    trigger_choice,  # noqa: F401  (its xd32_choose_kept op resolves; helper x32play)
    turn_history_checks,  # noqa: F401  (the zn36_ conditions: destroyed ATK, played tags)
    turn_name_ops,  # noqa: F401  (helper d37wow: zd37_turn_name_ban resolves)
    turn_triggers,
    turns,
    unless,
    wact2,
    wact_hand_redraw,  # noqa: F401  (helper wact: the hand_redraw op resolves)
    wally1_ops,  # noqa: F401  (helper wally1: double_damage_on resolves)
    watched_destroy,
    watt_conditions,  # noqa: F401  (helper watt: the watt_ conditions and counts register)
    watt_moves,  # noqa: F401  (helper watt: the watt_ attachment-moving ops resolve)
    weapon_atk_count,  # noqa: F401  (helper w36wow: the zw36_weapon_atk count)
    weapon_tokens,  # noqa: F401  (helper w30abil: the wa30_weapon_token ops resolve)
    wgear,
    while_keywords,  # noqa: F401  (helper o36wow: zo36_grant_while resolves)
    wong2,  # noqa: F401  (helper wong2: the wo2_ conditions register)
    wongp_conditions,  # noqa: F401  (helper wongp: the wp_ conditions and counts register)
    wprev_ops,  # (helper wprev: copies of the played ability, new targets, …; below_paid)
    wreal2,  # noqa: F401  (helper wreal2: the wreal2_ ops resolve)
    wreal2_checks,  # noqa: F401  (helper wreal2: the wr2_ conditions register)
    wreal2_sabotage,
    wreal_random,
    wreal_turn,
    wsabo_ops,  # noqa: F401  (helper wsabo: the wsabo_ ops resolve)
    wsabo_quests,
    wsabo_targets,
    wscale_checks,
    wshot2,  # noqa: F401  (helper wshot2: the wshot2_ ops resolve)
    wshot_effects,  # noqa: F401  (helper wshot: the wsh_ count and op register)
    wshot_quest_cost,
    wstat2_counts,  # noqa: F401  (helper wstat2: the wst2_ count registers)
    wstat2_ops,  # noqa: F401  (helper wstat2: the wst2_stat_if_tag op resolves)
    wstatics_conditions,
    wtgt_ops,  # noqa: F401  (helper wtgt: its ops resolve)
    wtime_ops,  # noqa: F401  (helper wtime: its ops register)
    wtrig_checks,  # noqa: F401  (helper wtrig: the wtr_ conditions register)
    wturn,  # noqa: F401  (helper wturn: the wtu_ conditions and counts register)
    x_damage_cost,
    x_draw,
    x_paid_cost,
    x_tokens,
    zone_moves,
)
from . import keywords as kw
from .answers import handler as answer_handler
from .attack_elusive import ATTACKS_ELUSIVE, may_attack_elusive
from .card_facts import TYPE_SET
from .cards import rx
from .cards import scripts as card_scripts
from .cards.compiler import card_powers
from .cards.keys import CANT_EXHAUST
from .chain import add_link, link_from_json
from .conditions import holds
from .keyword_prefix import none_has_prefix
from .leaving_play import destroy
from .lost_powers import NONE_SUPPRESS
from .procedure import pass_priority
from .restrictions import can_exhaust, may_have
from .rules import EN, R
from .state import ZONES, Link, Shield, WowState
from .targets import (
    chosen_targets,
    distinct_targets_exist,
    has_legal_target,
    legal_targets,
    one_graveyard_first,
    target_options,
)
from .wreal2_collection import FROM_OUTSIDE
from .x_cost_targets import names_x
from .x_targets import x_cap, x_max, x_needs

LIST_OP_MODULES = (lose_powers_op, played_pick, steal_search, flicker, attack_memory, counted_cost, deck_nth, cost_match, destroy_done, destroy_self_done, name_purge, die_tokens, doomed_tokens, echo_damage, equipment_edge, fatal_check, give_control, graveyard_feast,
                   graveyard_powers, hand_look, hero_kin_token, paid_tokens, quest_face_down, resource_row, reveal_discard, same_name, skip_draw, top_card_toll, watched_destroy,
                   x_draw, x_tokens, graveyard_shuffle, hand_discard, resource_moves, hand_instant, reveal_check, kind_choice, deck_edges, graveyard_random, self_atk_damage, host_return,
                   wreal_turn, keyword_pick, atk_assault, removed_ally_counters)
"""Modules carrying out the ops of the real deck lists' cards (issue #18; ``engine.wow.ops``)."""
OP_MODULES = (attach, control, copies, counters, damage, deck_top, deckorder, delayed, eternal, faces, heroes, mill, next_cost, random_discard, resources,
              retype, turns)
"""The modules that carry out WoW's own ops (``engine.wow.ops``): importing them attaches the resolvers."""
CONDITION_MODULES = (faces, hero_trait, more_conditions, play_only, quests, statics, turn_triggers, wstatics_conditions, wscale_checks, combat_conditions,
                     counter_cost, guard_checks)
"""The modules that check families of conditions and counts (``conditions.CHECKED_BY``/``COUNTED_BY``):
importing them registers their checkers."""
CARRIED = ("_wow_statics", "_wow_match_facts", "_wow_match_uids", NONE_SUPPRESS)
"""Answers kept on the table that a copy may keep: each is checked against what it is read from when
asked (``keywords.static_sources``' key; ``match_facts`` and ``lost_powers.NONE_SUPPRESS``: the number of
card data entries, the next uid), so one the action made stale is read again. Dicts are copied: a state and its copy never share one."""
CONTINUATION_MODULES = (procedure,)
"""``procedure`` provides how a paused link carries on (``engine.wow.continuations``) as it is imported."""



def _count_ready(st: WowState, p: int) -> int:
    """``p``'s ready resources that can be exhausted (412.2, 103.2; ``can_exhaust``: asked per card
    only when some card may have "can't exhaust")."""
    n = 0  # (loops: no cells made at every count)
    cards = st.table.cards._cur  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    for uid in st.table.zones[p]["resources"]:
        if not cards[uid].tapped:
            n += 1
    more = 0 if resource_payers.none_in_match(st) else resource_payers.count(st, p)  # "… can be exhausted to pay costs as though it were a resource"
    if not n or not may_have(st, CANT_EXHAUST):
        return n + more  # (none ready: "can't exhaust" not looked for)
    n = 0
    for c in st.table.peek_in(p, "resources"):
        if not c.tapped and can_exhaust(st, c.uid):
            n += 1
    return n + more


def _kept(st: WowState, link: Link, cost: dict[str, Any]) -> tuple[int, ...]:
    """The cards that can't pay a link's resource cost (engine.wow.resource_payers): the resource whose
    power it is (``keep``), the card its [Exhaust] exhausts, the hero "exhaust your hero" exhausts and the
    cards its chosen part pays with (403.1: a card is exhausted once)."""
    out = [u for u in (cost.get("keep"),) if u is not None]
    if cost.get("exhaust_self"):
        out.append(link.uid)
    if cost.get("exhaust_hero"):
        out.append(st.heroes[link.controller])
    if cost.get("choose") and isinstance(cost.get("pay"), list):
        out += [u for u in cost["pay"] if isinstance(u, int)]
    return tuple(out)


def _manual_draw(st: WowState, player: int, n: int, rule) -> list[Event]:
    """A draw by hand (103.1) is a draw (415.9e): from an empty deck the player is decked, which the
    next pre-priority check carries out (410.6b). Only the drawer learns the cards (the public line
    is the manual step's own)."""
    k = min(n, len(st.table.zone(player, "deck")))
    events = effects.draw(st.table, player, k, rule)[1][1:] if k else []
    if k < n:
        st.decked[player] = True
        events.append(Event("decked", f"P{player + 1} must draw from an empty deck", R("410.6b"), player))
    return events


MANUAL_SPEC = ManualSpec(
    rule=R("103.1"),
    zones=["hand", "allies", "hero_row", "resources", "graveyard", "removed", "deck"],
    stats=["atk", "health"],
    tap_word="exhausted",
    locked=["chain"],  # a card on the chain is a link (415.6a): it leaves the chain only as the link does
    draw=_manual_draw,
    allow=manual_rules.manual_allowed,
    refusal=manual_rules.REFUSAL,
)


_NEVER_PLAYED = ("quest", "location", "hero", "achievement")
"""The card types ``_play_problem`` refuses to play (306.1, 100.2f)."""


def _play_shape(d: dict[str, Any]) -> tuple[tuple[Any, ...], list[Any], bool, list[Any], int | None]:
    """Of a card data's compiled powers (``card_powers``, first): its play effects, whether they are
    modal (EN 707.1c), their chosen-target effects (EN 706) and the largest X they name targets for
    (``x_targets``). Kept by the powers' id with them (a tuple never changes; at most
    ``match_facts.KEEP_DATA``): read only, never changed."""
    pws = card_powers(d)
    hit = _PLAY_SHAPES.get(id(pws))
    if hit is None or hit[0] is not pws:
        if len(_PLAY_SHAPES) > match_facts.KEEP_DATA:
            _PLAY_SHAPES.clear()
        play = [e for pw in pws if pw.kind == "play" for e in pw.effects]
        chosen = chosen_targets(play)
        hit = _PLAY_SHAPES[id(pws)] = (pws, play, modes.is_modal(play), chosen, x_cap(chosen))
    return hit


_PLAY_SHAPES: dict[int, tuple[tuple[Any, ...], list[Any], bool, list[Any], int | None]] = {}
"""``_play_shape``'s answers by the compiled powers' id."""


def _hands_on(st: WowState) -> bool:
    """Whether the next pass only hands priority to the other player (410.4: not every player has
    passed in succession yet). It changes nothing the pre-priority checks read (410.6: damage and
    health, hosts, tokens, locations, decking, heroes; 414 uniqueness): when its event triggers
    nothing, checks that just found nothing to do would find nothing again, so ``settle`` skips them."""
    return st.passes + 1 < st.num_players


def _steps_on(st: WowState) -> bool:
    """Whether the next pass closes an empty window that only moves the game on (410.4b): from the
    draw step to the main phase (EN 502.1), or from the main phase to the end phase (EN 503.1).
    ``close_window`` then writes the phase, step and priority — none of which the pre-priority checks
    read (nor any answer kept while reading, ``keywords.reading``) — and may add triggers (at the end
    of the turn). When those and its events' triggers (``procedure.event_triggers``) add nothing and
    leave this turn's history as it was (``quests.note``: what "… this turn" conditions read),
    checks that just found nothing to do would find nothing again, so ``settle`` skips them."""
    return st.passes + 1 >= st.num_players and not st.chain and st.step in _QUIET_STEPS


_QUIET_STEPS = frozenset({"draw", "main"})
"""The steps whose window closes by only moving the game on (``_steps_on``)."""


def _combat_on(st: WowState) -> bool:
    """Whether the next pass resolves a proposed combat (410.4a): the combat step begins
    (``procedure.start_combat_step`` writes the combat's stage, the step and priority, and may ask
    for a Protector, EN 602.2) unless the combat ends at once (``_began_combat`` tells). Every
    continuous effect, condition and filter the pre-priority checks read takes a combat proposed
    and its combat step alike (attacking, defending: ``stage`` "proposed" or "step"), and the checks
    read no step: when its events trigger nothing, checks that just found nothing to do would find
    nothing again, so ``settle`` skips them."""
    return st.passes + 1 >= st.num_players and bool(st.chain) and st.chain[-1].kind == "combat"


def _began_combat(events: list[Event]) -> bool:
    """Whether ``events`` show a combat step beginning (``procedure.start_combat_step``): else the
    combat ended at once ("combat_end", its "this combat" modifiers gone, EN 603.3)."""
    for ev in events:  # noqa: SIM110 (a loop: no generator made at every combat)
        if ev.kind == "combat_step":
            return True
    return False


class WowEngine(Engine):
    game = "wow"
    state_type = WowState

    def warm(self) -> None:
        """The card scripts (about 1.6 MB of TOML, seconds of parsing) are read at the first card
        compiled: the bot reads them at start-up instead of in the first match's set-up."""
        card_scripts.book()

    # --- setup (101) ---
    def new_game(self, players: list[str], decks: list[Deck], seed: int, options: dict | None = None) -> tuple[WowState, list[Event]]:
        st = WowState(**new_state_fields(self.game, players, seed, options))
        n = len(players)
        st.table = Table.create(n, ZONES)
        st.resource_placed, st.decked, st.mulligan, st.turn_started = [False] * n, [False] * n, [False] * n, [0] * n
        events: list[Event] = []
        for p, deck in enumerate(decks):
            st.cards.update(deck.cards)
            st.table.learn_names(st.cards)  # the log names cards as printed (Table.card_name)
            hero_ids = deck.sections.get("hero") or []
            if len(hero_ids) != 1:
                raise ValueError("a WoW deck needs exactly one hero (100.1)")
            hero = st.table.add(hero_ids[0], p, "hero_row")  # 101.1, 301.1: in play, ready
            st.heroes.append(hero.uid)
            for cid in deck.main:
                st.table.add(cid, p, "deck")
            events.append(Event("setup", f"P{p + 1}'s hero {st.cards[hero_ids[0]]['name']} starts in play", R("301.1"), p))
            events.append(effects.shuffle(st.table, st.rng, p, "deck", R("101.1")))
            events += effects.draw(st.table, p, hand_size.starting_hand(st, p), R("101.1"))[1]  # 7, or a hero's own (helper wflip)
        chooser = st.rng.randrange(n)
        if isinstance(st.options.get("first_player"), int):
            events += self._set_first(st, st.options["first_player"] % n)
        elif st.options.get("choose_first", True):
            st.pending.append(Pending(chooser, "first", "You were chosen at random: who takes the first turn?", [
                Option("me", "I go first"), Option("opponent", "Opponent goes first")], 1, 1, R("101.1")))
        else:
            events += self._set_first(st, chooser)
        return st, events

    def _set_first(self, st: WowState, first: int) -> list[Event]:
        st.first_player, st.active = first, first
        st.pending.append(self._mulligan_pending(first))
        return [Event("first", f"P{first + 1} takes the first turn", R("101.1"), first)]

    @staticmethod
    def _mulligan_pending(p: int) -> Pending:
        return Pending(p, "mulligan", "Mulligan? (shuffle your hand into your deck and draw that many)", [
            Option("keep", "Keep"), Option("mulligan", "Mulligan")], 1, 1, R("101.2"))

    def _do_mulligans(self, st: WowState) -> list[Event]:
        """101.2: all mulligans happen at once; then turn 1 begins (101.3: the opening hand)."""
        events: list[Event] = []
        for p in range(st.num_players):
            if st.mulligan[p]:
                hand = list(st.table.zone(p, "hand"))
                for uid in hand:
                    zone_moves.quiet(st, uid, "deck", player=p)
                events.append(effects.shuffle(st.table, st.rng, p, "deck", R("101.2")))
                events += effects.draw(st.table, p, len(hand), R("101.2"))[1]
        for p in range(st.num_players):  # 101.3: the opening hand is the hand as the first turn starts
            for uid in st.table.zone(p, "hand"):
                st.table.cards[uid].flags["_opening_hand"] = True  # private flag ("_"): never shown
        if opening_reveal.offer(st):  # "You may reveal this ally from your opening hand …": turn 1 starts once answered
            return events
        st.turn = 1
        events += procedure.start_turn(st)
        return events

    # --- what a player may do ---
    def legal_actions(self, st: WowState, player: int) -> list[Action]:
        if st.over or player not in self.to_act(st):
            return []
        if st.pending:
            pending = st.pending[0]
            if pending.kind == MANUAL:
                acts = manual_actions(st, player, MANUAL_SPEC)
                names: dict[int, dict[str, str]] = {}  # one name per card, however many operations list it
                for a in acts:  # labels name cards, not card ids (the player sees every card listed)
                    uid = a.args.get("uid")
                    if isinstance(uid, int) and uid in st.table.cards:
                        if uid not in names:
                            names[uid] = {st.table.peek(uid).card_id: manual_rules.card_name(st, uid)}
                        a.label = manual_rules.replace_ids(a.label, names[uid])
                return acts
            answers = pending.answers()
            if pending.kind == "reveal_pick":  # "… with different card types": only the answers that keep to it (300.1)
                from . import reveal

                answers = [a for a in answers if reveal.picks_ok(st, a)]
            return [Action("choose", player, {"picks": a}, chooser_labels.answer_label(st, pending, a)) for a in answers]
        return self.priority_actions(st, player)

    def to_act(self, st: WowState) -> list[int]:
        if st.over:
            return []
        if st.pending:
            return [st.pending[0].player]
        return [st.priority]

    def turn_rule(self):
        return R("410.1")

    def concede_rule(self):
        return R("102.1b")

    def priority_actions(self, st: WowState, p: int) -> list[Action]:
        with kw.reading(st):
            return list(self._priority_actions(st, p))

    def _only_pass(self, st: WowState, p: int, once: dict | None = None) -> bool:
        """Whether passing is ``p``'s only action (auto_pass): stops at the second action. ``once``:
        the answers kept while reading (``keywords.reading``) to start from — ``settle`` gives those
        read before a pass that only handed priority on (410.4) and changed nothing else: no answer
        read depends on who holds priority or how many passed, only the engine reads those."""
        main = self._main_window(st, p)
        if main and extra_resources.may_place(st, p) and st.table.zone(p, "hand"):
            return False  # 412.1: any card in hand may be placed as a resource
        table = st.table
        if once is None or table.reading is not None or not kw.KEEPING:
            with kw.reading(st):
                return self._listed_one(st, p, main)
        table.reading = once
        try:
            return self._listed_one(st, p, main)
        finally:
            table.reading = None

    def _listed_one(self, st: WowState, p: int, main: bool) -> bool:
        """Whether ``_priority_actions`` lists one action at most (inside ``keywords.reading``): with
        the pass listed, whether no other action is (no pass action made). In the main window an
        attack is looked for first (most often there, and listed last)."""
        if main and combat.must_attack_left(st, p):  # no pass listed: one other action at most
            return next(islice(self._other_actions(st, p, main), 1, None), None) is None
        if main and next(self._attacks(st, p), None) is not None:
            return False
        return next(self._other_actions(st, p, main, attacks=False), None) is None  # (no attack: not looked for again)

    def _priority_actions(self, st: WowState, p: int) -> Iterator[Action]:
        """The actions of ``p`` holding priority, in their listed order, made one at a time."""
        main = self._main_window(st, p)
        if not (main and combat.must_attack_left(st, p)):  # "must attack if able" (EN 601.1, engine.wow.attack_orders)
            yield Action("pass", p, {}, "End turn" if main else ("Pass (resolve)" if st.chain else "Pass"))
        yield from self._other_actions(st, p, main)

    def _other_actions(self, st: WowState, p: int, main: bool, attacks: bool = True) -> Iterator[Action]:
        """``_priority_actions`` but the pass (``main``: ``p``'s main window; ``attacks``: with the attacks)."""
        listed = [*st.table.zones[p]["hand"], *artifact.playable_elsewhere(st, p, not main)]  # Artifact, play_removed (engine.wow.artifact)
        if main and (removed_quests := removed_plays.placeables(st, p)):  # a removed quest he may place (Gloves of the High Magus)
            listed += removed_quests
        place = main and bool(listed) and extra_resources.may_place(st, p)  # 412.1a: the same for every card listed (reading only)
        if not main:  # 409.1: outside the main window only instants are played (_play_problem says so too)
            listed = hand_instant.instants(st, p, listed)
        for uid in listed:
            d = kw.data(st, uid)
            if d.get("type") not in _NEVER_PLAYED and self._play_problem(st, p, uid, 0) is None:  # (``_play_problem`` refuses those)
                cost = costs.play_cost(st, p, uid)
                xs = range(0, min(self._ready_resources(st, p) - cost + costs.x_less(st, p), 10) + 1) if d.get("cost_x") else [0]  # (a cost with X: costs.with_x)
                x_targeted = bool(d.get("cost_x")) and (_play_shape(d)[4] is not None or names_x(_play_shape(d)[1])
                                                        or modes.names_x_modes(_play_shape(d)[1]))  # (x_cost_targets; "Choose X of the following", modes)
                for x in xs:
                    if x and x_targeted and self._play_problem(st, p, uid, x) is not None:
                        continue  # "X target allies": only an X with X different legal targets (707.1d, engine.wow.x_targets)
                    extra = f", X={x}" if d.get("cost_x") else ""
                    total = costs.with_x(st, p, cost + x, bool(d.get("cost_x")))  # 201.3, 403.2 (engine.wow.costs.with_x)
                    pay = self._play_paid_words(st, p, uid, x, total)  # "3 → 2 resources": what the targets make him pay (target_costs)
                    for payer, how in extra_cost.choices(st, p, uid):  # 403.1: one play per card that pays an additional cost
                        yield Action("play", p, {"uid": uid, "x": x, **({"extra": payer} if payer else {})},
                                     f"Play {d['name']} ({pay}{extra}){how}")
                        for first, by in resource_payers.options(st, p, total) if not payer else ():  # cards paying as resources (412.2)
                            yield Action("play", p, {"uid": uid, "x": x, "as_resources": first}, f"Play {d['name']} ({pay}{extra}{by})")
            if altcost.alt_costs(st, uid) and self._play_problem(st, p, uid, 0, alt=True) is None:
                for i, payers, how in altcost.suggestions(st, p, uid):  # 403.3
                    yield Action("play", p, {"uid": uid, "x": 0, "alt": i, "pay": payers}, f"Play {d['name']} {how}")
            if place and (st.table.peek(uid).zone == "hand" or removed_plays.placeable(st, p, uid)):
                if not face_down_resources.cant_place_face_down(st):  # "Players can't place resources face down." (103.2)
                    yield Action("resource", p, {"uid": uid, "face_up": False}, f"Place {d['name']} as a resource (face down)")
                if (d.get("type") in ("quest", "location") or stash.has_stash(st, uid)) and not play_bans.cant_place_face_up(st, p, uid):  # 412.1b; Stash
                    for pay, how in faceup_cost.options(st, p, uid):  # "As a cost to place this quest face up, …" (403.1)
                        yield Action("resource", p, {"uid": uid, "face_up": True, **({"pay": pay} if pay else {})},
                                     f"Place {d['name']} as a resource (face up){how}")
        if main and deck_top_resource.may_place(st, p) and extra_resources.may_place(st, p) and not face_down_resources.cant_place_face_down(st):
            yield Action("resource", p, {"deck_top": True, "face_up": False}, "Place the top card of your deck as a resource (face down)")  # (helper d37wow)
        for uid, index, power in self._powers(st, p):
            if self._power_problem(st, p, uid, index, 0) is None:
                cost = power.cost
                ready = self._ready_resources(st, p)  # counted when a listed use needs it (kept while reading)
                xs = x_damage_cost.choices(st, p, uid, cost, ready - cost.get("resources", 0) + costs.x_less(st, p)) if cost.get("x") else [0]  # (x_damage_cost: X in placed damage)
                for x, named in ((x, n) for x in xs for n in quest_named.options(cost)):  # "[Exhaust], Name a class ->": one use per name (EN 701.1)
                    if cost.get("x") and names_x(power.effects) and self._x_untargeted(st, p, uid, power, x):
                        continue  # "Destroy target ability with cost X": only an X with a legal target (707.1d, engine.wow.x_cost_targets)
                    extra = (f" (X={x})" if cost.get("x") else "") + quest_named.label(named)
                    nm = {"name": named} if named else {}
                    if cost.get("choose"):  # 403.1: one action per card that can pay the cost
                        spare = ready - flip_cost.resources(st, p, uid, power) - x
                        for pay in choice_cost.payments(st, p, uid, cost["choose"], spare=spare):  # a counted cost: sets of cards
                            if not x_paid_cost.fits(st, cost["choose"], pay, x):
                                continue  # "destroy one of your Pets with cost X" (engine.wow.x_paid_cost)
                            if another_target.paying_bound(list(power.effects)) and not self._paying_target(st, p, uid, index, pay):
                                continue  # "… with cost X -> Put target ally with cost X or less …": a payment leaving no legal target (707.1d)
                            if not wprev_ops.paid_has_target(st, p, uid, power, pay):
                                continue  # "… target ally with cost less than X": a payer leaving no legal target (707.1d; helper wprev)
                            yield Action("power", p, {"uid": uid, "power": index, "x": x, "pay": pay, **nm},
                                         f"Use {kw.name(st, uid)} ({choice_cost.label_all(st, pay, cost['choose'])}): {power.text[:50]}{extra}")
                        continue
                    yield Action("power", p, {"uid": uid, "power": index, "x": x, **nm}, f"Use {kw.name(st, uid)}: {power.text[:60]}{extra}")
                    used = ((uid,) if cost.get("exhaust_self") else ()) + ((st.heroes[p],) if cost.get("exhaust_hero") else ())
                    n = costs.with_x(st, p, flip_cost.resources(st, p, uid, power) + x_damage_cost.in_resources(cost, x), costs.has_x(st, uid, cost))
                    for first, by in resource_payers.options(st, p, n, used):  # cards paying as resources (412.2)
                        yield Action("power", p, {"uid": uid, "power": index, "x": x, "as_resources": first, **nm}, f"Use {kw.name(st, uid)}{by}: {power.text[:50]}{extra}")
        cards = st.table.cards._cur  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
        for uid in [*st.table.zones[p]["resources"], *wsabo_quests.foreign_quests(st, p), *quest_zones.quests(st, p)]:  # (an opposing quest: "you may complete it this turn", wsabo_quests; from the graveyard, hand, deck top: quest_zones)
            card = cards[uid]  # a face-down one (306.2) or an exhausted one (501.1b): ``_quest_problem`` refuses it
            if not card.face_down and not card.tapped and self._quest_problem(st, p, uid) is None:
                comp_cost = next(pw.cost for pw in card_powers(kw.data(st, uid)) if pw.kind == "complete")
                xs = quest_pay_more.amounts(st, p, uid, comp_cost, self._quest_spare(st, p, uid, comp_cost)) if comp_cost.get("more") else [0]
                for named in quest_named.options(comp_cost):  # "… and name a class" (quest_named)
                    for pay in wshot_quest_cost.payments(st, p, uid, quest_named.cost_for(comp_cost, named)):  # the cards that pay the rest of it (403.1)
                        for x in xs:  # "Pay 3 or more …" (quest_pay_more)
                            yield Action("quest", p, {"uid": uid, **({"pay": pay} if pay else {}), **({"x": x} if comp_cost.get("more") else {}),
                                                      **({"name": named} if named else {})},
                                         f"Complete {kw.name(st, uid)}{wshot_quest_cost.label(st, quest_named.cost_for(comp_cost, named), pay)}{quest_pay_more.label(comp_cost, x)}"
                                         f"{quest_named.label(named)}")
                            keep = (uid, st.heroes[p]) if comp_cost.get("exhaust_hero") else (uid,)
                            for first, by in resource_payers.options(st, p, costs.with_x(st, p, costs.complete_cost(st, p, uid, comp_cost["resources"] + wshot_quest_cost.or_pay(comp_cost, pay)) + x, costs.has_x(st, uid, comp_cost)), keep):
                                yield Action("quest", p, {"uid": uid, **({"pay": pay} if pay else {}), **({"x": x} if comp_cost.get("more") else {}),
                                                          **({"name": named} if named else {}), "as_resources": first},
                                             f"Complete {kw.name(st, uid)}{quest_pay_more.label(comp_cost, x)}{quest_named.label(named)}{by}")  # (412.2)
        if main and attacks:
            yield from self._attacks(st, p)
        for w in combat.strikers(st, p):
            for other in exhaust_instead.for_strike(st, p, costs.strike_cost(st, p, w)):  # 403.3 (helper d37wow)
                yield Action("strike", p, {"weapon": w, "exhaust_instead": other}, f"Strike with {kw.name(st, w)} (exhausting {kw.name(st, other)} instead)")
            if self._ready_resources(st, p) >= costs.strike_cost(st, p, w):  # 403.2: cost changes
                yield Action("strike", p, {"weapon": w}, f"Strike with {kw.name(st, w)} ({costs.strike_cost(st, p, w)} resources)")
                for first, by in resource_payers.options(st, p, costs.strike_cost(st, p, w)):  # cards paying as resources (412.2)
                    yield Action("strike", p, {"weapon": w, "as_resources": first}, f"Strike with {kw.name(st, w)} ({costs.strike_cost(st, p, w)} resources{by})")
        for a in self._armor(st, p):
            yield Action("armor", p, {"uid": a}, f"Exhaust {kw.name(st, a)} to prevent {kw.defense(st, a)} damage to your hero")
            if armor_allies.laughs(st, a):  # "you may laugh a scary laugh" (helper wprev)
                yield Action("armor", p, {"uid": a, "laugh": True}, f"Exhaust {kw.name(st, a)} and laugh a scary laugh: prevent all of the next damage to your hero")
        for a, ally in armor_allies.options(st, p):  # "… can prevent damage that would be dealt to allies in your party" (helper wprev)
            yield Action("armor", p, {"uid": a, "to": ally}, f"Exhaust {kw.name(st, a)} to prevent {kw.defense(st, a)} damage to {kw.name(st, ally)}")

    def _attacks(self, st: WowState, p: int) -> Iterator[Action]:
        """The attacks ``p`` may declare (in his main window), in their listed order."""
        defenders: list[int] | None = None
        free = False  # ``combat.pairs_free``, asked with the defenders
        names: dict[int, str] = {}  # each defender's name, read once for every attacker (reading only)
        randoms = not kw.none_has(st, wreal_random.ATTACKS_AT_RANDOM)  # (asked once, not per attacker)
        sabotage = not none_has_prefix(st, wreal2_sabotage.PREFIX)
        elusive = not kw.none_has(st, ATTACKS_ELUSIVE)  # (asked once, not per attacker)
        friendly = not friendly_attacks.none_in_match(st)  # (asked once, not per attacker)
        for a in [*st.table.zones[p]["hero_row"], *st.table.zones[p]["allies"]]:
            if kw.is_character(st, a) and combat.can_attack(st, a, p, True) is None:
                if randoms and wreal_random.random_attacker(st, a):  # "This ally attacks … at random" (engine.wow.wreal_random)
                    legal = wreal_random.defenders(st, p, a)
                    if legal:
                        yield Action("attack", p, {"attacker": a, "defender": legal[0]}, f"Attack with {kw.name(st, a)} (a random defender)")
                    continue
                if defenders is None:  # whom ``p`` may attack at all: the same for each attacker (EN 601.1)
                    defenders, free = self._defenders(st, p), combat.pairs_free(st)
                named = ""  # the attacker's name, read once for all its defenders
                mine = self._defenders(st, p, a) if elusive and may_attack_elusive(st, a) else defenders  # Elusive ones too (attack_elusive)
                for d_uid in combat.printed_allowed(st, a, mine) if free else mine:  # (free: no other limit)
                    if free or combat.pair_problem(st, a, d_uid) is None:
                        dn = names.get(d_uid)
                        if dn is None:
                            dn = names[d_uid] = kw.name(st, d_uid)
                        named = named or kw.name(st, a)
                        yield Action("attack", p, {"attacker": a, "defender": d_uid}, f"Attack {dn} with {named}")
                for d_uid in combat.friendly_defenders(st, a, p) if friendly else ():  # "Dashel can attack friendly heroes and allies" (engine.wow.friendly_attacks)
                    yield Action("attack", p, {"attacker": a, "defender": d_uid}, f"Attack {kw.name(st, d_uid)} (friendly) with {kw.name(st, a)}")
                for d_uid in wreal2_sabotage.targets(st, a) if sabotage else ():  # "Sabotage: Equipment" (EN 601.1; engine.wow.wreal2_sabotage)
                    if combat.pair_problem(st, a, d_uid) is None:
                        yield Action("attack", p, {"attacker": a, "defender": d_uid}, f"Attack {wreal2_sabotage.defender_name(st, d_uid)} with {kw.name(st, a)} (Sabotage)")

    @staticmethod
    def _defenders(st: WowState, p: int, attacker: int | None = None) -> list[int]:
        """The characters ``p`` may attack at all (``combat.can_be_attacked``), in order; with ``attacker``,
        those it may attack ("can attack Elusive heroes and allies", ``attack_elusive``)."""
        out = []  # (a loop: no cells made at every listing)
        shields = not combat.no_shields(st)  # asked once, not per defender
        for d in [*st.table.zones[1 - p]["hero_row"], *st.table.zones[1 - p]["allies"]]:
            if kw.is_character(st, d) and combat.can_be_attacked(st, d, p, True, shields, attacker) is None:
                out.append(d)
        return out

    # --- checks ---
    @staticmethod
    def _main_window(st: WowState, p: int) -> bool:
        """409.1, 410.2a: your own non-combat action phase, with priority and an empty chain."""
        return st.step == "main" and st.active == p and not st.chain and st.combat is None

    @staticmethod
    def _ready_resources(st: WowState, p: int) -> int:
        kept = st.table.reading  # ``kw.kept`` inlined: inside ``keywords.reading`` (nothing writes the state) counted once per player
        if kept is not None:
            by_player = kept.get("ready_resources")  # (by player: no key built per query)
            if by_player is None:
                by_player = kept["ready_resources"] = {}
            elif (found := by_player.get(p)) is not None:
                return found
            ready = by_player[p] = _count_ready(st, p)
            return ready
        with kw.reading(st):  # counting only reads: the continuous powers asked once for all the resources
            return _count_ready(st, p)

    def _play_problem(self, st: WowState, p: int, uid: int, x: int, alt: bool = False, now: bool = False) -> RulesError | None:
        """Why ``p`` can't play ``uid`` (None: he can). ``now``: an effect plays it "immediately" in the middle of its
        resolution (engine.wow.immediate_play): from where the effect names, whatever the timing (103.1: the card's
        text wins over 409.1); every other rule (hero in play, targets, bans, cost unless ``alt``) still applies."""
        cards = st.table.cards._cur  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
        card = cards.get(uid)
        if card is None:
            return RulesError("cards are played from your hand", R("409.1"))
        if now:
            pass
        elif not artifact.playable_zone(st, uid) or (card.owner != p and not artifact.may_play_this_turn(st, p, uid)
                                                     and not graveyard_turn_play.marked_by(st, uid, p) and not others_graveyard_gear.may_play(st, p, uid)):
            return RulesError("cards are played from your hand", R("409.1"))  # Artifact: or your graveyard; "you may play it this turn"; an opponent's graveyard card marked for you
        elif ((artifact.PLAYABLE_BY in card.flags and card.zone == "removed") or card.zone == "deck") and not artifact.may_play_this_turn(st, p, uid):
            return RulesError("only the player the effect names may play it, this turn", R("409.1"))
        d = kw.data(st, uid)
        t = d.get("type")
        if t in ("quest", "location"):
            return RulesError("quests and locations are never played, only placed as resources", R("306.1"))
        if t in ("hero", "achievement"):
            return RulesError("this card can't be played", R("100.2f"))
        if cards[st.heroes[p]].zone != "hero_row":
            return RulesError("you can't play cards while your hero is out of play", R("301.5"))
        if not now and not self._main_window(st, p) and not hand_instant.instant(st, p, uid):  # "… in your hand are instant" (engine.wow.hand_instant)
            return RulesError("non-instant cards only in your non-combat action phase with an empty chain", R("409.1"))
        if not alt and (short := costs.play_total(st, p, uid, x) - self._ready_resources(st, p)) > 0 \
                and short > extra_cost.best_discount(st, p, uid) and short > self._play_target_saving(st, p, uid, x):  # 403.3: an alternative cost replaces it; 403.2: a discount (never below 0) asked only when short; one the targets bring (target_costs)
            return RulesError("not enough ready resources to pay the cost", R("403.1"))
        pws, play, modal, chosen, cap = _play_shape(d)
        # "X target allies": X of them (x_targets); a modal card: the targets every mode shares ("Choose that many of the
        # following: … Target Monster hero or ally has the chosen powers", Monstrous Rush; EN 707.1d)
        need = x_needs(chosen if not modal else [e for e in chosen if modes.mode_of(e) is None], x)
        if (top := x_max(chosen)) is not None and x > top:
            return RulesError(f"X can't be more than {top}", R("103.1"))  # the card's text (engine.wow.x_targets)
        if cap is not None and x > cap:
            return RulesError(f"X can be at most {cap} here: one target for each", EN("707.1d"))
        if need and not need[0].optional and not has_legal_target(st, p, need[0], uid):
            return RulesError("no legal target", EN("707.1d"))
        if not modal and player_shield.blocked(st, p, [pw.text for pw in pws if pw.kind == "play"]):  # "target opponent …" at an Untargetable player (engine.wow.player_targets)
            return RulesError("no legal target: that opponent is Untargetable", EN("707.1d"))
        if need and not need[0].optional and not alt and not target_costs.none_in_match(st) and not target_costs.narrow(
                st, Link("card", p, uid, x=x), {"resources": costs.play_total(st, p, uid, x)}, [], legal_targets(st, p, need[0], uid), self._ready_resources(st, p)):
            return RulesError("no legal target whose cost you can pay", R("403.2"))  # "Opponents pay 1 more to play abilities that target your hero."
        if need and not distinct_targets_exist(st, p, need, uid):
            return RulesError("not enough different legal targets", EN("707.1d"))
        if modal and not modes.legal_modes(st, p, play, uid, x):  # (x: "… with cost X", engine.wow.x_cost_targets)
            return RulesError("no mode has a legal target", EN("707.1d"))
        if modal and modes.x_modes_problem(st, p, play, uid, x):  # "Choose X of the following:" (engine.wow.modes)
            return RulesError("X can't be more than the modes with a legal target", EN("707.1d"))
        if (why := play_only.problem(st, p, uid, pws)) is not None:  # "Play only if …" (103.2)
            return why
        if (why := play_bans.problem(st, p, uid)) is not None:  # "Target player can't play cards this turn" (103.2)
            return why
        if (why := play_cap.problem(st, p, uid)) is not None:  # "… can't play more than one card per turn" (engine.wow.play_cap)
            return why
        if (why := kind_play_cap.problem(st, p, uid)) is not None:  # "… more than one card of the chosen kind per turn" (helper w30abil)
            return why
        return extra_cost.problem(st, p, uid, None)  # 403.1: an additional cost that can't be paid

    def _play_target_saving(self, st: WowState, p: int, uid: int, x: int) -> int:
        """What the first target may take off the play cost (403.2, engine.wow.target_costs; 0 with no such power)."""
        if target_costs.none_in_match(st):
            return 0
        _pws, _play, modal, chosen, _cap = _play_shape(kw.data(st, uid))
        need = x_needs(chosen if not modal else [e for e in chosen if modes.mode_of(e) is None], x)
        if not need:
            return 0
        return target_costs.saving(st, Link("card", p, uid, x=x), costs.play_total(st, p, uid, x), legal_targets(st, p, need[0], uid))

    def _play_paid_words(self, st: WowState, p: int, uid: int, x: int, base: int) -> str:
        """The cost words of a play's label: the printed cost ``base``, or it and what will be paid when the targets change
        it ("You pay 1 less to play cards and effects with one or more targets", 403.2; engine.wow.target_costs) — from
        public facts (the cards in play, the legal targets) only."""
        if target_costs.none_in_match(st):
            return f"{base} resources"
        _pws, _play, modal, chosen, _cap = _play_shape(kw.data(st, uid))
        need = x_needs(chosen if not modal else [e for e in chosen if modes.mode_of(e) is None], x)
        if not need:
            return f"{base} resources"
        low, high = target_costs.paid(st, Link("card", p, uid, x=x), base, legal_targets(st, p, need[0], uid), need[0].optional)
        return target_costs.cost_words(base, low, high)

    @staticmethod
    def _power_target_saving(st: WowState, p: int, uid: int, power: Any, x: int, base: int) -> int:
        """What the first target may take off a payment power's cost (403.2, engine.wow.target_costs)."""
        if target_costs.none_in_match(st):
            return 0
        effs = list(power.effects)
        need = x_needs(chosen_targets(effs), x) if not modes.is_modal(effs) else []
        if not need:
            return 0
        return target_costs.saving(st, Link("power", p, uid, x=x), base, legal_targets(st, p, need[0], uid))

    def _powers(self, st: WowState, p: int):
        given = not powers.none_given(st)  # ``granted_powers.any_given``, kept while reading
        retyped = bool(st.modifiers) and any(m.stat == TYPE_SET for m in st.modifiers)  # "becomes [type]" (300.1a): ``kw.ctype`` reads it
        able = powers.activated_uids(st)  # None: any card may have an activated power
        for zone in ("hero_row", "allies", "resources"):
            uids = st.table.zones[p][zone]  # reading only: no list copied
            if able is not None and able.isdisjoint(uids):
                continue  # no card there prints one (most zones: a zone's uids looked at once)
            if zone == "resources" and not given:  # a resource's own powers are not used there and no card is given one now:
                uids = self._locations(st, p, retyped)  # only locations
            for uid in uids:
                if (able is not None and uid not in able) or not powers.may_activate(st, uid, given, False, p, self._ready_resources):  # (positional arguments: a quicker call)
                    continue  # (no activated power: its powers are not worked out)
                for i, pw in enumerate(powers.powers(st, uid)):
                    if pw.kind == "activated" and not (zone == "resources" and not self._location(st, uid, retyped)
                                                       and i < powers.own_count(st, uid)):  # a power given to resources (wreal_turn)
                        yield uid, i, pw
        yield from graveyard_powers.powers_in_graveyard(st, p)  # "Put this ability from your graveyard into your hand"
        yield from self._any_player_powers(st, p, able)

    @staticmethod
    def _any_player_powers(st: WowState, p: int, able: frozenset[int] | None):
        """Other players' cards' payment powers marked "Any player can use the power." (``cost["any_player"]``, EN 701;
        Grips of Damnation; helper wprev): ``p`` may use them, paying their costs himself."""
        every = payment_sway.sways(st, p)  # "You can use the payment powers of any cards in play during your turn" (helper d37wow)
        for q in range(st.num_players):
            if q == p:
                continue
            for zone in ("hero_row", "allies"):
                for uid in st.table.zones[q][zone]:
                    if able is not None and uid not in able:
                        continue
                    for i, pw in enumerate(powers.powers(st, uid)):
                        if pw.kind == "activated" and (every or pw.cost.get("any_player")):
                            yield uid, i, pw

    @staticmethod
    def _locations(st: WowState, p: int, retyped: bool) -> list[int]:
        """``p``'s resources that are locations (``_location``, inlined: the face first)."""
        out = []  # (a loop: no cells made at every listing)
        for c in st.table.peek_in(p, "resources"):
            if (retyped or not c.face_down) and kw.ctype(st, c.uid) == "location":
                out.append(c.uid)
        return out

    @staticmethod
    def _location(st: WowState, uid: int, retyped: bool) -> bool:
        """Whether the resource ``uid`` is a location (``kw.ctype``): a face-down one is not (412.1b: its
        data is blank) unless it "becomes" one (300.1a; ``retyped``: some card has such a modifier)."""
        if not retyped and st.table.peek(uid).face_down:
            return False
        return kw.ctype(st, uid) == "location"

    @staticmethod
    def _x_untargeted(st: WowState, p: int, uid: int, power: Any, x: int) -> bool:
        """A power whose target's cost is X has no legal target for this X (engine.wow.x_cost_targets)."""
        need = x_needs(chosen_targets(list(power.effects)), x)
        return bool(need) and not need[0].optional and not has_legal_target(st, p, need[0], uid)

    def _power_problem(self, st: WowState, p: int, uid: int, index: int, x: int) -> RulesError | None:
        card = st.table.peek(uid, None)  # reading only
        pw_list = powers.powers(st, uid) if card is not None else []
        anyone = card is not None and 0 <= index < len(pw_list) and pw_list[index].kind == "activated" \
            and (pw_list[index].cost.get("any_player") or payment_sway.sways(st, p)) \
            and kw.in_play(st, uid)  # "Any player can use the power." (helper wprev); "You can use the payment powers of any cards in play" (d37wow)
        if payment_sway.locked(st, p):  # "Other players can't use payment powers during your turn." (103.2; helper d37wow)
            return RulesError("you can't use payment powers during this player's turn", R("103.2"))
        if card is None or (card.controller != p and not anyone) or not (kw.in_play(st, uid) or graveyard_powers.usable_there(st, p, uid, index)):
            return RulesError("use powers of cards you control in play", EN("701.1"))
        if 0 <= index < len(pw_list) and pw_list[index].kind == "inactive":
            return RulesError(f"this power exists only while your hero is {pw_list[index].cost['hero_trait']}", R("206.1c"))
        if not 0 <= index < len(pw_list) or pw_list[index].kind != "activated":
            return RulesError("no such power", EN("701.1"))
        cost = pw_list[index].cost
        if cost.get("own_turn") and st.active != p:
            return RulesError("use only on your turn", EN("701.1"))
        if cost.get("exhaust_self"):
            if card.tapped or not can_exhaust(st, uid, paying=True):  # "can't exhaust" (103.2); a tax: in the cost (exhaust_tax)
                return RulesError("only a ready card can be exhausted", R("411.1"))
            if kw.is_ally(st, uid) and card.entered_turn >= st.turn_started[p] and not kw.has(st, uid, "Time is Money"):
                return RulesError("an ally uses [Exhaust] powers only after a turn in your party", R("302.2"))
        if cost.get("exhaust_hero") and (st.table.peek(st.heroes[p]).tapped or not can_exhaust(st, st.heroes[p], paying=True)):
            return RulesError("your hero must be ready to pay this cost", R("411.1"))
        if cost.get("once_per_turn") and card.flags.get(f"used_{index}") == st.turn:
            return RulesError("this power can be used only once per turn", EN("701.1"))
        if cost.get("flip") and card.flags.get("flipped"):
            return RulesError("this card is already flipped", R("301.2"))
        if cost.get("flip") and flip_ban.lost(st, uid):  # "Opposing heroes lose and can't have flip powers." (helper wtail3)
            return RulesError("this hero loses and can't have flip powers", R("103.2"))
        if cost.get("destroy_self") and kw.cant_be_destroyed(st, uid):
            return RulesError("this card can't be destroyed, so that cost can't be paid", R("103.2"))
        if cost.get("choose") and not choice_cost.payable(st, p, uid, cost["choose"], self._ready_resources(st, p) - flip_cost.resources(st, p, uid, pw_list[index]) - x):
            return RulesError("no card can pay this cost", R("403.1"))
        if (why := activation.problem(st, p, uid, cost, x)) is not None:  # "If X:", placed damage, the card leaving play
            return why
        rc = cost.get("remove_counters")  # {"kind": k, "n": N or None = all}; 403.4: "all" may remove 0
        if rc and not counters.can_pay(st, uid, rc["kind"], rc.get("n")):
            return RulesError(f"not enough {rc['kind']} counters to remove", R("403.1"))
        need = costs.with_x(st, p, flip_cost.resources(st, p, uid, pw_list[index]) + x_damage_cost.in_resources(cost, x), costs.has_x(st, uid, cost))  # "You pay 8 less to flip X if …" (403.2)
        used = ((uid,) if cost.get("exhaust_self") else ()) + ((st.heroes[p],) if cost.get("exhaust_hero") else ())  # they can't pay as resources too
        if (short := need - (self._ready_resources(st, p) - (1 if cost.get("exhaust_self") and card.zone == "resources" else 0) - resource_payers.overlap(st, p, used))) > 0 \
                and short > self._power_target_saving(st, p, uid, pw_list[index], x, need):  # 403.2: what the targets may take off (target_costs)
            return RulesError("not enough ready resources to pay the cost", R("403.1"))
        if (cost.get("own_turn") or not pw_list[index].automated) and st.chain and cost.get("unreadable"):
            return RulesError("this power is resolved by hand on an empty chain", R("103.1"))
        effs = list(pw_list[index].effects)
        targets = chosen_targets(effs) if not modes.is_modal(effs) else []
        if targets and not targets[0].optional and not has_legal_target(st, p, targets[0], uid):
            return RulesError("no legal target", EN("706.1"))
        if not modes.is_modal(effs) and player_shield.blocked(st, p, [pw_list[index].text]):  # (engine.wow.player_targets)
            return RulesError("no legal target: that opponent is Untargetable", EN("706.1"))
        if targets and not distinct_targets_exist(st, p, targets, uid):
            return RulesError("not enough different legal targets", EN("707.1d"))
        if modes.is_modal(effs) and not modes.legal_modes(st, p, effs, uid):
            return RulesError("no mode has a legal target", EN("707.1d"))
        return None

    def _quest_problem(self, st: WowState, p: int, uid: int) -> RulesError | None:
        card = st.table.peek(uid, None)  # reading only
        away = card is not None and card.zone != "resources" and quest_zones.elsewhere(st, p, uid)  # "You may complete quest cards from your graveyard." (quest_zones)
        if card is None or (card.zone != "resources" and not away) or (card.face_down and not away) or (card.controller != p and not wsabo_quests.may_complete(st, p, uid)):
            return RulesError("complete a face-up quest in your resource row", R("306.2"))
        comp = [pw for pw in card_powers(kw.data(st, uid)) if pw.kind == "complete"] if kw.ctype(st, uid) == "quest" else []
        if not comp:
            return RulesError("this card has no completion cost the engine can read", R("306.2"))
        if card.tapped:
            return RulesError("a quest must be ready to be completed", R("501.1b"))
        if play_bans.cant_complete(st, p):  # "Opponents can't complete quests." (103.2)
            return RulesError("you can't complete quests now", R("103.2"))
        cost = comp[0].cost
        if cost.get("own_turn") and st.active != p:
            return RulesError("this quest is completed only on your turn", EN("702.1"))
        if cost.get("if") and not holds(st, p, uid, cost["if"]):
            return RulesError("the quest's condition is not met", EN("702.1"))
        reward = [pw for pw in card_powers(kw.data(st, uid)) if pw.kind == "reward"]
        need = chosen_targets(list(reward[0].effects)) if reward and not modes.is_modal(list(reward[0].effects)) else []
        if reward and modes.is_modal(list(reward[0].effects)) and not modes.legal_modes(st, p, list(reward[0].effects), uid):
            return RulesError("no mode of the reward has a legal target", EN("707.1d"))  # a modal reward: some mode (helper wshot)
        if need and not need[0].optional and not has_legal_target(st, p, need[0], uid):
            return RulesError("the reward has no legal target", EN("707.1d"))
        if reward and quests.missing_graveyard_target(st, p, reward[0].effects):
            return RulesError("the reward has no legal target in your graveyard", EN("707.1d"))
        if cost.get("destroy_self") and kw.cant_be_destroyed(st, uid):  # 403.1: a cost that can't be done can't be paid (helper wturn)
            return RulesError("this quest can't be destroyed to pay its cost", R("403.1"))
        if cost.get("exhaust_hero") and (st.table.peek(st.heroes[p]).tapped or not can_exhaust(st, st.heroes[p])):
            return RulesError("your hero must be ready to pay this cost", R("411.1"))
        own = 1 if card.controller == p and not away else 0  # the quest never pays for itself; an opposing one isn't his resource (wsabo_quests), nor one elsewhere (quest_zones)
        if costs.complete_cost(st, p, uid, cost["resources"]) > self._ready_resources(st, p) - own - resource_payers.overlap(st, p, (st.heroes[p],) if cost.get("exhaust_hero") else ()):
            return RulesError("not enough ready resources", R("403.1"))
        if wshot_quest_cost.has_parts(cost) and not any(wshot_quest_cost.payable(st, p, uid, quest_named.cost_for(cost, n)) for n in quest_named.options(cost)):  # 403.1 (engine.wow.wshot_quest_cost)
            return RulesError("this quest's completion cost can't be paid now", R("403.1"))
        if cost.get("more") and not quest_pay_more.amounts(st, p, uid, cost, self._quest_spare(st, p, uid, cost)):  # 403.1
            return RulesError("this quest's completion cost can't be paid now", R("403.1"))
        return None

    def _quest_spare(self, st: WowState, p: int, uid: int, cost: dict[str, Any]) -> int:
        """Ready resources left once the quest's fixed completion cost is paid (the quest never pays for itself)."""
        return self._ready_resources(st, p) - (0 if st.table.peek(uid).tapped or st.table.peek(uid).controller != p or st.table.peek(uid).zone != "resources" else 1) - costs.complete_cost(st, p, uid, cost["resources"]) + (costs.x_less(st, p) if costs.has_x(st, uid, cost) else 0) \
            - resource_payers.overlap(st, p, (st.heroes[p],) if cost.get("exhaust_hero") else ())

    def _armor(self, st: WowState, p: int) -> list[int]:
        """304.3 / EN 717.2c: a ready armor may be exhausted to prevent damage to your hero equal to
        its DEF — offered while your hero is attacker or defender in the combat step (a choice
        documented in the report: the armor shield lasts this turn)."""
        c = st.combat
        if c is None or c.stage != "step" or st.heroes[p] not in (c.attacker, c.defender):
            return []
        out = []  # (a loop: no cells made at every listing)
        for u in st.table.zones[p]["hero_row"]:
            if kw.ctype(st, u) == "armor" and kw.defense(st, u) > 0 and not st.table.peek(u).tapped and can_exhaust(st, u):
                out.append(u)
        return out

    # --- paying ---
    @staticmethod
    def _pay(st: WowState, p: int, n: int, keep: int | tuple[int, ...] | None = None, first: Any = ()) -> list[Event]:
        """412.2: exhaust resources you control (face-down ones first); cards a card lets pay costs as
        though they were resources after them, or first if the action named them (``first``,
        engine.wow.resource_payers). ``keep``: cards that can't pay (the quest completed, the card
        the cost exhausts otherwise)."""
        if n <= 0:
            return []
        kept = keep if isinstance(keep, tuple) else (() if keep is None else (keep,))
        if resource_payers.none_in_match(st):
            with kw.reading(st):  # the resources are read, then exhausted
                ready = resource_payers.resources(st, p, kept)
            for uid in ready[:n]:
                st.table.cards[uid].tapped = True
            return [Event("pay", f"P{p + 1} exhausts {n} resource(s)", R("412.2"), p, data={"paid": ready[:n]})]
        with kw.reading(st):
            paying = resource_payers.payers(st, p, kept, first if isinstance(first, (list, tuple)) else ())[:n]
        for uid in paying:
            st.table.cards[uid].tapped = True
        others = [u for u in paying if st.table.peek(u).zone != "resources"]
        if not others:
            return [Event("pay", f"P{p + 1} exhausts {n} resource(s)", R("412.2"), p, data={"paid": paying})]
        named = ", ".join(kw.name(st, u) for u in others)
        return [Event("pay", f"P{p + 1} pays {n}: exhausts {len(paying) - len(others)} resource(s) and {named} as resource(s)", R("412.2"), p,
                      data={"as_resources": others, "paid": paying})]

    # --- applying ---
    def apply(self, state: WowState, action: Action):  # type: ignore[override]
        """``Engine.apply``; an optional replacement's question replays the action (engine.wow.optional_replacement)."""
        return optional_replacement.apply(super().apply, self, state, action)

    def stopped_at_question(self, st: WowState) -> None:
        """``st`` is an action's state where a replacement's question stopped it (``optional_replacement``): the
        card whose link was resolving is shown resolving (305.1; ``resolving.hold_unlinked``)."""
        resolving.hold_unlinked(st)

    def _apply(self, st: WowState, action: Action) -> list[Event]:
        events: list[Event] = []
        if st.pending:
            pending = st.pending[0]
            if pending.kind == MANUAL:
                if action.type != MANUAL:
                    raise RulesError("finish resolving the card text by hand first (Done when finished)", R("103.1"))
                events = self._manual(st, action)
            elif action.type != "choose":
                raise RulesError(f"answer the pending choice first: {pending.prompt}", pending.rule)
            else:
                picks = pending.check_answer(action.args.get("picks"), self.game)
                st.pending.pop(0)
                events = self._answer(st, pending, picks)
        else:
            events = self._priority_action(st, action)
        procedure.event_triggers(st, events)
        events += self.settle(st, scanned=True)
        hands_revealed.refresh(st)  # 415.4a: hands played revealed (helper wtok)
        top_card_guess.refresh(st)  # 415.4a: opposing top cards a player may look at any time (helper x33quest)
        return events

    def _answer(self, st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
        p = pending.player
        if pending.kind == "first":
            first = p if picks == ["me"] else 1 - p
            return self._set_first(st, first)
        if pending.kind == "mulligan":
            st.mulligan[p] = picks == ["mulligan"]
            ev = [Event("mulligan", f"P{p + 1} {'mulligans' if st.mulligan[p] else 'keeps'}", R("101.2"), p)]
            nxt = 1 - p
            if nxt != st.first_player:
                st.pending.append(self._mulligan_pending(nxt))
                return ev
            return ev + self._do_mulligans(st)
        if pending.kind == "protector":  # then the attacker and the defender enter combat (engine.wow.combat_entry)
            if picks == ["none"]:
                return [Event("protect", f"P{p + 1} does not protect", EN("602.2"), p), *combat_entry.entered(st)]
            return [*combat.protect(st, int(picks[0])), *combat_entry.entered(st)]
        if pending.kind == "uniqueness":
            return destroy(st, int(picks[0]), R("414.2"), by_game=True)  # 103.3: nothing stops it
        if pending.kind == "discard":
            events = []
            for pick in picks:  # 415.9d: one at a time, revealed
                events.append(grave_route.move(st, int(pick), R("415.4b")))
                events[-1].text = f"P{p + 1} discards {st.table.card_name(int(pick))}"
            quests.note(st, events)  # entered a graveyard this turn, before the next one begins (415.2; engine.wow.grave_route)
            for ev in events:
                (ev.data or {}).pop("grave", None)  # (noted)
            return events + procedure.next_turn(st)
        if pending.kind == "target":
            return self._target_answer(st, p, picks)
        if pending.kind == copies.KIND:  # 402.1c
            return copies.answer(st, pending, picks)
        if pending.kind == "mode":  # EN 707.1c
            link, cost = link_from_json(st.waiting["link"]), st.waiting["cost"]
            st.waiting = {}
            link.data["mode"] = [int(x) for x in picks] if (pending.context or {}).get("many") else int(picks[0])  # "Choose that many" (modes.MANY)
            label = ", ".join(o.label for o in pending.options if o.id in picks)
            if link.kind == "card":  # still in its hand until it joins the chain (409.1): the mode is said when it does
                link.data["mode_line"] = f"{link.label}: chose {label}"
                return self._start_link(st, link, cost)
            return [Event("mode", f"{link.label}: chose {label}", EN("707.1c"), p), *self._start_link(st, link, cost)]
        if pending.kind == search.KIND:
            return search.answer(st, picks)
        if pending.kind == "reveal_pick":
            from . import reveal

            return reveal.answer(st, picks)
        if pending.kind == "delve":
            from . import delve

            return delve.answer(st, picks)
        if pending.kind == inspire.KIND:
            return inspire.answer(st, pending, picks)
        if pending.kind == ready_cap.KIND:  # 501.1a, 103.2 (engine.wow.ready_cap)
            return ready_cap.answer(st, pending, picks)
        if pending.kind == attach.MOVE_KIND:
            return attach.answer_move(st, picks)
        if pending.kind == attach.HOST_KIND:
            return attach.answer_host(st, picks)
        if pending.kind == deckorder.KIND:
            return deckorder.answer(st, picks)
        if pending.kind == unless.KIND:  # EN 709.3
            return unless.answer(st, pending, picks)
        if pending.kind == forced.KIND:  # EN 709.1
            return forced.answer(st, pending, picks)
        if pending.kind == resources.KIND:
            return resources.answer(st, picks)
        if pending.kind == "trigger_order":
            link = st.triggers.pop(int(picks[0]))
            link.data["ordered"] = True
            st.triggers.insert(0, link)
            return [Event("trigger_order", f"P{p + 1} puts {link.label} on the chain first", EN("708.2"), p)]
        if pending.kind == "discard_effect":
            events = discard_causes.mark(procedure.discard_cards(st, p, [int(x) for x in picks]), (st.waiting.get("link") or {}).get("controller"))  # (whose effect: discard_causes)
            st.waiting["queue"] = st.waiting["queue"][1:]
            return events + procedure.next_discard(st)
        if pending.kind == "may":
            w, st.waiting = st.waiting, {}
            link = link_from_json(w["link"])
            effs = powers.link_effects(st, link)
            yes = said_yes(picks)
            ev = Event("may", f"P{p + 1} {'does' if yes else 'does not'}: {effs[w['index']].text}", EN("709.3"), p)
            return [ev, *procedure.run_effects(st, link, effs, w["index"] if yes else w["index"] + 1, accepted=yes)]
        if pending.kind == "location":
            events = []
            for uid in st.table.zone(p, "resources"):
                card = st.table.cards[uid]
                if str(uid) != picks[0] and not card.face_down and kw.ctype(st, uid) == "location":
                    card.face_down, card.known_to, card.counters = True, [p], {}
                    events.append(Event("location", f"P{p + 1} turns {st.table.card_name(uid)} face down", R("410.6g"), p))
            return events
        if (handle := answer_handler(pending.kind)) is not None:  # engine.wow.answers
            paused = st.waiting.get("link") if isinstance(st.waiting, dict) and "index" in st.waiting else None
            if isinstance(paused, dict):  # the answer carries on a paused link: its effect acts for its controller
                with opposing_exhaust.acting(st, link_from_json(paused).controller):  # EN 709.1 (opposing effects)
                    return handle(st, pending, picks)
            return handle(st, pending, picks)
        raise RulesError("unknown choice", pending.rule)

    @staticmethod
    def _manual(st: WowState, action: Action) -> list[Event]:
        """103.1 by hand (engine.core.manual), keeping hidden cards hidden: a face-down resource
        moved to a public zone turns face up (415.8c). Log lines name cards, not card ids; a card
        the public can't see (a face-down resource, a card in hand or deck) is "a hidden card" in
        the public line and the acting player gets the named line (``engine.wow.manual_rules``)."""
        public_before = {u for u, c in st.table.cards.peek_items() if st.table.visible_to(c, None)}
        _, events = apply_manual(st, action, MANUAL_SPEC)
        for uid in [u for u, c in st.table.cards.peek_items()
                    if u not in public_before and c.zone in ("graveyard", "removed", "allies", "hero_row") and c.face_down]:
            st.table.cards[uid].face_down = False
        public = public_before & {u for u, c in st.table.cards.peek_items() if st.table.visible_to(c, None)}
        public |= {u for u, c in st.table.cards.peek_items() if u not in public_before and st.table.visible_to(c, None)
                   and c.zone in ("graveyard", "removed", "allies", "hero_row")}
        by_id: dict[str, list[int]] = {}
        for uid, card in st.table.cards.peek_items():
            by_id.setdefault(card.card_id, []).append(uid)
        acted = action.args.get("uid")
        out: list[Event] = []
        for ev in events:
            named = [u for u in [ev.data.get("uid"), *(ev.data.get("uids") or []), acted] if isinstance(u, int)]
            cids = {st.table.cards[u].card_id for u in named if u in st.table.cards}
            found = [cid for cid in by_id if cid not in cids and cid in ev.text  # a whole token is in the text, so test that first
                     and rx.search(manual_rules.TOKEN_EDGE.format(re.escape(cid)), ev.text)]
            pub, own = manual_rules.named_labels(st, [*[u for u in named if u in st.table.cards], *(u for cid in found for u in by_id[cid])], public)
            raw, ev.text = ev.text, manual_rules.replace_ids(ev.text, own)
            unnamed = isinstance(acted, int) and acted in st.table.cards and ": a card moves" in raw
            if unnamed:  # a hidden card moved: the mover knows which
                ev.text = raw.replace(": a card moves", f": {manual_rules.card_name(st, acted)} moves")
            if ev.visible_to is not None or (pub == own and not unnamed):
                out.append(ev)
                continue
            ev.visible_to = [action.player]  # the named line for the acting player, the public one without
            out += [ev, Event(ev.kind, manual_rules.replace_ids(raw, pub), ev.rule, ev.player)]
        return out

    def _target_answer(self, st: WowState, p: int, picks: list[str]) -> list[Event]:
        w = st.waiting
        link = link_from_json(w["link"])
        w["picked"] = [*w["picked"], *(int(x) for x in picks)]
        needs = self._needs(st, link)
        if picks and len(w["picked"]) < len(needs):
            eff = needs[len(w["picked"])]
            options = wreal_random.narrow(st, eff, must_target.narrow(st, p, eff, legal_targets(st, p, eff, link.uid), w["picked"]))  # "target random …" (wreal_random)
            if eff.target.filter.get("distinct"):  # templates_damage: "each of up to three targets" are different cards (EN 706)
                options = [u for u in options if u not in w["picked"][int(eff.target.filter.get("distinct_from", 0)):]]  # (only those of its own "target" word, helper w36wow)
            options = combined_cost.narrow(st, eff, options, w["picked"], p)  # "with combined cost … or less" (engine.wow.combined_cost)
            if eff.target.filter.get("party_of_first") and w["picked"]:  # "target player … target ally in his party" (helper wprev)
                options = [u for u in options if st.table.peek(u).controller == st.table.peek(w["picked"][0]).controller]
            if eff.target.filter.get("one_graveyard") and w["picked"]:  # "… target cards in one graveyard" (helper wtail3): the first's
                options = [u for u in options if st.table.peek(u).owner == st.table.peek(w["picked"][0]).owner]
            if eff.target.filter.get("shares_type_with_first") and w["picked"]:  # "Then target an opposing card that shares a type with that targeted card." (Harrison Jones)
                options = exchange_control.sharing_type(st, w["picked"][0], options)
            if w["then"] == "add":  # a cost the targets raise (403.2, engine.wow.target_costs)
                options = target_costs.narrow(st, link, w.get("cost", {}), w["picked"], options, self._ready_resources(st, p))
            if options:
                st.pending.append(Pending(p, "target", f"Choose the next target for {link.label}",
                                          target_options(st, eff, options), 0 if eff.target.up_to and eff.target.filter.get("distinct") else 1, 1, EN("706.1")))
                return []
        st.waiting = {}
        link.targets = list(w["picked"])
        if w["then"] == "trigger":
            if not link.targets:
                return [Event("trigger", f"{link.label}: no target chosen", EN("707.1d"), p)]
            return self._targeted(st, link, p) + add_link(st, link)
        if link.kind == "card":  # still in its hand (409.1): its targets are said once it is on the chain (``_finish_adding``)
            return self._finish_adding(st, link, w.get("cost", {}))
        return self._targeted(st, link, p) + self._finish_adding(st, link, w.get("cost", {}))

    @staticmethod
    def _targeted(st: WowState, link: Link, p: int) -> list[Event]:
        """EN 706: the chosen cards become targeted by this link ("When this ally becomes targeted by an
        opposing card or effect", ``engine.wow.self_triggers``)."""
        cards = [u for u in link.targets if u in st.table.cards]
        if not cards:
            return []
        return [Event("targeted", f"{link.label} targets {', '.join(kw.name(st, u) for u in cards)}", EN("706.1"), p,
                      data={"uids": cards, "by": p})]

    @staticmethod
    def _effects(st: WowState, link: Link) -> list:
        if link.kind == "card":
            return [e for pw in card_powers(kw.data(st, link.uid)) if pw.kind == "play" for e in pw.effects]
        if link.power >= 0:
            power = powers.printed_power(st, link.uid, link.power)
            return list(power.effects) if power is not None else []
        return granted_powers.link_effects(link) or []  # a power another card gave it

    def _needs(self, st: WowState, link: Link):
        chosen = chosen_targets(modes.select(self._effects(st, link), link))
        needs = x_needs(chosen, link.x, counted_targets.count(st, link, chosen))  # only the chosen mode's (EN 707.1c), X of "X targets" (and counted ones)
        return [another_target.bind(st, e, link) for e in needs]  # "another target" other than the event's card

    def _finish_adding(self, st: WowState, link: Link, cost: dict[str, Any]) -> list[Event]:
        """EN 707: targets chosen, then costs paid, then the link is on the chain."""
        p = link.controller
        token_links.note(st, link)  # a token's power still resolves once its cost took the token away (410.6d)
        if link.targets and not cost.get("alt") and not target_costs.none_in_match(st):  # "Opponents pay 1 more to play abilities that target your hero." (403.2)
            cost = {**cost, "resources": target_costs.adjusted(st, link, int(cost.get("resources", 0) or 0))}
            if cost["resources"] > self._ready_resources(st, p):
                raise RulesError("not enough ready resources to pay the cost with these targets", R("403.1"))
        events = self._pay(st, p, cost.get("resources", 0), keep=_kept(st, link, cost), first=cost.get("as_resources") or ())
        if cost.get("exhaust_self"):
            events.append(effects.set_tapped(st.table, link.uid, True, R("411.1"), "exhausted"))
        if cost.get("exhaust_hero"):
            events.append(effects.set_tapped(st.table, st.heroes[p], True, R("411.1"), "exhausted"))
        if cost.get("hero_damage"):
            events += extra_cost.pay_hero_damage(st, p, cost["hero_damage"])
        if cost.get("mill"):
            events += oneshot_ability_ops.pay_mill(st, p, link.uid, int(cost["mill"]))  # 403.1: "put the top five cards of your deck into your graveyard"
        if cost.get("once_per_turn"):
            st.table.cards[link.uid].flags[f"used_{link.power}"] = st.turn  # (a card is fetched to be written)
        if cost.get("destroy_self"):
            if (card := st.table.peek(link.uid)).counters:  # last known counters ("… the number of dominate counters on Fel Domination", engine.wow.wreal2)
                link.data["lki_counters"] = dict(card.counters)
            events += destroy(st, link.uid, R("403.1"))  # destroying the card is part of the cost
        if cost.get("alt"):
            events += altcost.pay(st, p, link.uid, cost["alt"]["index"], cost["alt"]["pay"])
        if cost.get("choose") and cost.get("pay"):
            if cost.get("ref_paid"):  # "Put 1 damage on a Warrior you control -> It has …" (templates_wcosts_paid)
                refs.remember(st, link, list(cost["pay"]))
            events += choice_cost.pay_all(st, p, link.uid, cost["choose"], cost["pay"])  # 403.1: each card named
        if link.kind in ("card", "power") and "up_to" in (cost.get("choose") or {}) and (card := st.table.cards.get(link.uid)) is not None:
            card.flags[extra_cost.PAID] = len(cost.get("pay") or [])  # "… the number of cards removed this way" (extra_cost.paid)
        if cost.get("remove_counters"):
            rc = cost["remove_counters"]
            before = counters.counters(st, link.uid, rc["kind"]) if kw.in_play(st, link.uid) else None
            events += counters.remove_counters(st, link.uid, rc["kind"], rc.get("n"), R("403.4"))
            wgear.note_removed(st, link, rc["kind"], before)  # "for each counter removed this way" (helper wgear)
        events += activation.pay(st, p, link.uid, cost, link.x)  # engine.wow.activation: extra cost parts
        if cost.get("flip"):
            if (card := st.table.cards.get(link.uid)) is not None:  # (a token destroyed by its cost is gone, 410.6d)
                card.flags["flipped"] = True
            events.append(Event("flip", f"{kw.name(st, link.uid)} flips", R("301.2"), p, data={"uid": link.uid}))  # the card (engine.wow.wreal2_faces)
        if link.kind == "card":
            events.append(zone_moves.move(st, link.uid, "chain", R("409.1"), player=p))
            if "mode_line" in link.data:  # EN 707.1c, said once the card is public (409.1; the mode branch of answer)
                events.append(Event("mode", link.data.pop("mode_line"), EN("707.1c"), p))
            events += self._targeted(st, link, p)  # EN 706.1: the targets chosen while it was in the hand, said now it is public
        if link.kind in ("card", "power") and (who := player_targets.targeted(st, link)):  # "target opponent …" (EN 706; a player, no card)
            events.append(Event("targeted_player", f"{link.label} targets {', '.join(f'P{q + 1}' for q in who)}", EN("706.1"), p,
                                data={"players": who, "by": p}))
        return events + add_link(st, link)

    def _priority_action(self, st: WowState, action: Action) -> list[Event]:
        p, t, a = action.player, action.type, action.args
        if t == "pass":
            if self._main_window(st, p) and (left := combat.must_attack_left(st, p)):  # EN 601.1: "must attack if able"
                raise RulesError(f"{kw.name(st, left[0])} must attack if able: attack with it before ending your turn", EN("601.1"))
            return pass_priority(st, p)
        if t == "play":
            uid, x = a.get("uid"), a.get("x", 0)
            if not isinstance(uid, int) or not isinstance(x, int) or x < 0:
                raise RulesError("name a card in your hand", R("409.1"))
            alt = a.get("alt")
            with kw.reading(st):  # (only reading)
                problem = self._play_problem(st, p, uid, x, alt=alt is not None)
                problem = problem or extra_cost.problem(st, p, uid, a.get("extra", []))
                if problem is None and alt is not None:  # 403.3: one alternative cost instead of the cost; X is 0
                    problem = altcost.problem(st, p, uid, alt, a.get("pay", [])) or (RulesError("X is 0 with an alternative cost", R("201.3")) if x else None)
            if problem:
                raise problem
            d = kw.data(st, uid)
            if x and not d.get("cost_x"):
                raise RulesError("this card has no X in its cost", R("201.3"))
            link = Link("card", p, uid, x=x, label=f"{d['name']}" + (f" (X={x})" if d.get("cost_x") else ""))
            counted_targets.note_paid(link, a.get("extra"))  # "X target armor, where X is the number of Combo cards removed"
            cost = costs.play_total(st, p, uid, x)  # 403.2: cost changes; a cost with X (201.3, engine.wow.costs.with_x)
            if alt is None and (off := extra_cost.discount(st, uid, a.get("extra"))):  # "You pay 5 less … for each card destroyed this way"
                cost = max(cost - off, 0)
            if alt is None and (short := cost - self._ready_resources(st, p)) > 0 and short > self._play_target_saving(st, p, uid, x):
                raise RulesError("not enough ready resources to pay the cost", R("403.1"))  # (a discount counted on the cards named; target_costs: checked again once the targets are chosen)
            named = a.get("as_resources")  # cards paying as resources first (engine.wow.resource_payers)
            if named and (why := resource_payers.problem(st, p, named, 0 if alt is not None else cost)) is not None:
                raise RulesError(why, R("412.2"))
            graveyard_replay.note_played(st, uid)  # played from the graveyard: "If you do, …" (engine.wow.graveyard_replay)
            spent = costs.use_next(st, p, "play", uid)  # "your next card this turn" is this one
            spent += costs.use_x(st, p, uid, alt is None and costs.has_x(st, uid))  # "the next time you pay a cost with X in it" (403.3: not with an alternative cost)
            more = extra_cost.cost_part(st, uid, a.get("extra"))  # 403.6a: additional costs are paid either way
            if alt is not None:
                return spent + self._start_link(st, link, {"resources": 0, "alt": {"index": alt, "pay": list(a.get("pay", []))}, **more})
            return spent + self._start_link(st, link, {"resources": cost, **more, **({"as_resources": list(named)} if named else {})})
        if t == "resource":
            uid = a.get("uid")
            top = deck_top_resource.top_card(st, p) if a.get("deck_top") else None  # "You can place the top card of your deck face down" (412.1b)
            if a.get("deck_top"):
                if top is None:
                    raise RulesError("you can place a card from your hand only", R("412.1"))
                if a.get("face_up"):
                    raise RulesError("the top card of your deck is placed face down", R("412.1b"))
                uid = top
            card = st.table.cards.get(uid) if isinstance(uid, int) else None
            if not extra_resources.may_place(st, p):  # whatever card is named: the turn's resource(s) are placed
                raise RulesError("you already placed a resource this turn", R("412.1a"))
            if card is None or ((card.zone != "hand" or card.owner != p) and not removed_plays.placeable(st, p, uid) and uid != top):
                raise RulesError("place a card from your hand", R("412.1"))  # (or a removed quest he may place, engine.wow.removed_plays)
            if not self._main_window(st, p):
                raise RulesError("resources are placed in your non-combat action phase with an empty chain", R("412.1a"))
            face_up = bool(a.get("face_up"))
            if face_up and kw.ctype(st, uid) not in ("quest", "location") and not stash.has_stash(st, uid):
                raise RulesError("only quests and locations (and Stash cards) may be placed face up", R("412.1b"))
            if not face_up and face_down_resources.cant_place_face_down(st):  # "Players can't place resources face down." (Bangle)
                raise RulesError("no player can place a resource face down now", R("103.2"))
            if face_up and play_bans.cant_place_face_up(st, p, uid):  # "Opponents can't place quests face up." (103.2)
                raise RulesError("you can't place quests face up now", R("103.2"))
            if face_up and (why := faceup_cost.problem(st, p, uid, a.get("pay", []))) is not None:  # engine.wow.faceup_cost
                raise why
            paid = faceup_cost.pay(st, p, uid, list(a.get("pay") or [])) if face_up else []  # 403.1: paid as it is placed
            st.resource_placed[p] = True
            extra_resources.note(st, p, quest=face_up and kw.ctype(st, uid) == "quest")  # "You can place an additional resource on each of your turns"
            card.face_down = not face_up
            card.known_to = [p]
            events = [*paid, zone_moves.move(st, uid, "chain", R("412.1a"), player=p)]
            return events + add_link(st, Link("resource", p, uid, label="a resource" + (f" ({kw.name(st, uid)}, face up)" if face_up else " (face down)"), data={"face_up": face_up}))
        if t == "power":
            uid, index, x = a.get("uid"), a.get("power"), a.get("x", 0)
            if not isinstance(uid, int) or not isinstance(index, int) or not isinstance(x, int) or x < 0:
                raise RulesError("name a card and one of its powers", EN("701.1"))
            problem = self._power_problem(st, p, uid, index, x)
            if problem:
                raise problem
            pw = powers.powers(st, uid)[index]  # its own powers, then those granted to it (engine.wow.granted_powers)
            if x and not pw.cost.get("x"):
                raise RulesError("this power has no X in its cost", R("201.3"))
            x_in_it = costs.has_x(st, uid, pw.cost)  # "… the next time you pay a cost with X in it" (engine.wow.costs.with_x)
            cost = {**pw.cost, "resources": costs.with_x(st, p, flip_cost.resources(st, p, uid, pw) + x_damage_cost.in_resources(pw.cost, x), x_in_it)}  # 403.2: a cheaper flip (engine.wow.flip_cost)
            if pw.cost.get("choose"):  # 403.1: the card chosen to pay
                pay = a.get("pay")
                if not choice_cost.valid(st, p, uid, pw.cost["choose"], pay):
                    raise RulesError("name one card of yours that can pay this cost (pay)", R("403.1"))
                if not x_paid_cost.fits(st, pw.cost["choose"], pay, x):
                    raise RulesError("the card paying this cost must have cost X", R("403.1"))
                cost["pay"] = pay
                if not pay and pw.cost["choose"].get("or_pay"):  # "Pay 2 or remove an honor counter …" (engine.wow.counter_cost)
                    cost["resources"] += pw.cost["choose"]["or_pay"]
                    if cost["resources"] > self._ready_resources(st, p):
                        raise RulesError("not enough ready resources to pay the cost", R("403.1"))
            if kw.st_zone(st, uid) == "resources":
                cost["keep"] = uid
            if named := a.get("as_resources"):  # cards paying as resources first (engine.wow.resource_payers)
                used = ((uid,) if cost.get("exhaust_self") else ()) + ((st.heroes[p],) if cost.get("exhaust_hero") else ())
                if (why := resource_payers.problem(st, p, named, cost["resources"], used)) is not None:
                    raise RulesError(why, R("412.2"))
                cost["as_resources"] = list(named)
            named = a.get("name") if pw.cost.get("name") else None
            if named not in quest_named.options(pw.cost):  # "[Exhaust], Name a class ->": naming is part of its cost (EN 701.1)
                raise RulesError("name what this power names as it is used (name)", EN("701.1"))
            link = granted_powers.mark(st, Link("power", p, uid, index, x=x, label=f"{kw.name(st, uid)}: {pw.text[:60]}{quest_named.label(named)}",
                                                data={quest_named.NAMED: named} if named else {}), powers.own_count(st, uid))
            return costs.use_x(st, p, uid, x_in_it) + self._start_link(st, link, cost)
        if t == "quest":
            uid = a.get("uid")
            problem = self._quest_problem(st, p, uid) if isinstance(uid, int) else RulesError("name a quest", R("306.2"))
            if problem:
                raise problem
            pws = card_powers(kw.data(st, uid))
            comp = next(pw for pw in pws if pw.kind == "complete")
            name = kw.name(st, uid)
            x = a.get("x", 0) if comp.cost.get("more") else 0  # "Pay 3 or more …" (quest_pay_more)
            if comp.cost.get("more") and x not in quest_pay_more.amounts(st, p, uid, comp.cost, self._quest_spare(st, p, uid, comp.cost)):
                raise RulesError("name an amount this quest lets you pay (x)", R("403.1"))
            named = a.get("name") if comp.cost.get("name") else None
            if named not in quest_named.options(comp.cost):  # 702.1: naming is part of completing it
                raise RulesError("name what this quest names as it is completed (name)", EN("702.1"))
            paying = a.get("as_resources")  # cards paying as resources first (engine.wow.resource_payers)
            if paying and (why := resource_payers.problem(st, p, paying, costs.with_x(st, p, costs.complete_cost(st, p, uid, comp.cost["resources"] + wshot_quest_cost.or_pay(comp.cost, a.get("pay"))) + x, costs.has_x(st, uid, comp.cost)),
                                                          (st.heroes[p],) if comp.cost.get("exhaust_hero") else ())) is not None:
                raise RulesError(why, R("412.2"))
            named_cost = quest_named.cost_for(comp.cost, named)  # "remove a card of that kind …" (quest_named)
            events = wshot_quest_cost.pay(st, p, uid, named_cost, a.get("pay")) if wshot_quest_cost.has_parts(named_cost) else []  # 403.1
            quest_pay_more.note_paid(st, uid, comp.cost, x)
            quest_named.note(st, uid, named)
            keep = (uid, st.heroes[p]) if comp.cost.get("exhaust_hero") else (uid,)  # the hero exhausted to complete it pays nothing more (403.1)
            paid = self._pay(st, p, costs.with_x(st, p, costs.complete_cost(st, p, uid, comp.cost["resources"] + wshot_quest_cost.or_pay(comp.cost, a.get("pay"))) + x, costs.has_x(st, uid, comp.cost)), keep=keep, first=a.get("as_resources") or ())
            quest_paid.note(st, p, uid, paid)  # "… ready all resources exhausted to complete it" (helper wres)
            events += paid + costs.use_next(st, p, "complete", uid) + costs.use_x(st, p, uid, costs.has_x(st, uid, comp.cost))
            if comp.cost.get("exhaust_hero"):
                events.append(effects.set_tapped(st.table, st.heroes[p], True, R("411.1"), "exhausted"))
            card = st.table.cards[uid]
            if card.zone != "resources":  # "As you do, remove them from the game as an additional cost." (403.1, 415.7a; quest_zones)
                events.append(zone_moves.move(st, uid, "removed", R("403.1"), player=card.owner))
                events.append(Event("quest", f"P{p + 1} completes {name} (it is removed from the game)", EN("702.2"), p, data=quest_paid.event_data(st, p, uid)))
                reward = next((i for i, pw in enumerate(pws) if pw.kind == "reward"), None)
                return events + (self._start_link(st, Link("power", p, uid, reward, label=f"{name}: reward"), {}) if reward is not None else [])
            if comp.cost.get("destroy_self"):  # "Destroy Into the Maw of Madness to complete this quest." (403.1: a cost; helper wturn)
                events += destroy(st, uid, EN("702.1"))
                events.append(Event("quest", f"P{p + 1} completes {name} (it is destroyed)", EN("702.2"), p, data=quest_paid.event_data(st, p, uid)))
                reward = next((i for i, pw in enumerate(pws) if pw.kind == "reward"), None)
                return events + (self._start_link(st, Link("power", p, uid, reward, label=f"{name}: reward"), {}) if reward is not None else [])
            if comp.cost.get("to_hand"):  # "Put Corki's Ransom into its owner's hand and pay 2 to complete this quest." (403.1: a cost)
                events.append(zone_moves.move(st, uid, "hand", EN("702.1"), player=card.owner))
                events.append(Event("quest", f"P{p + 1} completes {name} (it returns to its owner's hand)", EN("702.2"), p, data=quest_paid.event_data(st, p, uid)))
                reward = next((i for i, pw in enumerate(pws) if pw.kind == "reward"), None)
                return events + (self._start_link(st, Link("power", p, uid, reward, label=f"{name}: reward"), {}) if reward is not None else [])
            card.tapped = True  # EN 702.2: completing exhausts the quest and turns it face down
            card.face_down, card.known_to = True, sorted({p, card.controller})  # (an opposing quest, wsabo_quests: both saw it)
            events.append(Event("quest", f"P{p + 1} completes {name} (it turns face down)", EN("702.2"), p, data=quest_paid.event_data(st, p, uid)))
            reward = next((i for i, pw in enumerate(pws) if pw.kind == "reward"), None)
            if reward is not None:
                link = Link("power", p, uid, reward, label=f"{name}: reward")
                card.face_down = False  # the reward reads the card's text; it stays public knowledge
                link.data["face_down_after"] = True
                events += self._start_link(st, link, {})
                card.face_down = True
            return events
        if t == "attack":
            att, dfd = a.get("attacker"), a.get("defender")
            if not (isinstance(att, int) and isinstance(dfd, int) and att in st.table.cards and (dfd in st.table.cards or wsabo_targets.decode(dfd))):  # (a non-card Sabotage target, wsabo_targets)
                raise RulesError("name an attacker and a defender", EN("601.1"))
            if not self._main_window(st, p):
                raise RulesError("combat is initiated in your non-combat action phase with an empty chain", R("410.2a"))
            with kw.reading(st):  # (only reading)
                legal = dfd in st.table.cards and combat.can_be_attacked(st, dfd, p, attacker=att) is None and combat.pair_problem(st, att, dfd) is None
            if legal:
                dfd = wreal_random.defender(st, p, att, dfd)  # a random attacker's defender is drawn (EN 601.1, wreal_random)
            if a.get("tax_exhaust") is not None and (why := attack_tax.problem(st, att, dfd, a.get("tax_exhaust"))) is not None:
                raise why  # the other cards named for "can't attack unless … exhausts two other cards" (403.1)
            events = combat.propose(st, p, att, dfd)
            events = attack_tax.pay(st, att, dfd, a.get("tax_exhaust")) + events  # "can't attack unless … pays 1" (propose checked it can be paid)
            return events + add_link(st, Link("combat", p, att, label=f"Combat: {kw.name(st, att)} attacks {wreal2_sabotage.defender_name(st, dfd)}"))
        if t == "strike":
            w = a.get("weapon")
            if w not in combat.strikers(st, p):
                raise RulesError("strike with a ready weapon while your hero is attacker or defender, once per combat", R("303.2"))
            cost = costs.strike_cost(st, p, w)
            if (other := a.get("exhaust_instead")) is not None:  # "You may exhaust Vyara rather than pay … a weapon's strike cost" (403.3)
                if other not in exhaust_instead.for_strike(st, p, cost):
                    raise RulesError("no such card of yours can be exhausted instead of this strike cost now", R("403.3"))
                paid = [effects.set_tapped(st.table, other, True, R("403.3"), "exhausted")]
                return paid + costs.use_next(st, p, "strike", w) + combat.strike(st, p, w)
            if cost > self._ready_resources(st, p):
                raise RulesError("not enough ready resources for the strike cost", R("303.2"))
            if (paying := a.get("as_resources")) and (why := resource_payers.problem(st, p, paying, cost)) is not None:
                raise RulesError(why, R("412.2"))  # cards paying as resources first (engine.wow.resource_payers)
            return self._pay(st, p, cost, first=paying or ()) + costs.use_next(st, p, "strike", w) + combat.strike(st, p, w)
        if t == "armor":
            uid, to = a.get("uid"), a.get("to")
            if to is not None and (uid, to) not in armor_allies.options(st, p):  # an ally it can protect, in combat (helper wprev)
                raise RulesError("exhaust a ready armor that can protect that ally while it is in combat", R("304.3"))
            if to is None and uid not in self._armor(st, p):
                raise RulesError("exhaust a ready armor while your hero is in combat", R("304.3"))
            amount = kw.defense(st, uid)  # DEF with +DEF counters (404.1c)
            shielded = st.heroes[p] if to is None else to
            if a.get("laugh") and armor_allies.laughs(st, uid):  # "you may laugh a scary laugh. If you do, …" (helper wprev)
                st.table.cards[uid].flags[armor_allies.LAUGH] = st.turn
            st.shields.append(Shield(shielded, amount, st.turn, uid, shield_filters.armor_only(st, uid)))  # "can prevent only melee damage"
            return [effects.set_tapped(st.table, uid, True, R("304.3"), "exhausted"),
                    Event("armor", f"{kw.name(st, uid)}: prevent the next {amount} damage to "
                          f"{f'P{p + 1}' + chr(39) + 's hero' if to is None else kw.name(st, to)} this turn", EN("717.2c"), p)]
        raise RulesError(f"unknown action {t!r}", R("410.2"))

    def _paying_target(self, st: WowState, p: int, uid: int, index: int, pay: list[int]) -> bool:
        """Some legal target is left for the power ``index`` of ``uid`` paid with ``pay`` (helper wzone2)."""
        link = Link("power", p, uid, index, data={"paying": list(pay)})
        needs = self._needs(st, link)
        return not needs or needs[0].optional or bool(legal_targets(st, p, needs[0], uid))

    def _start_link(self, st: WowState, link: Link, cost: dict[str, Any]) -> list[Event]:
        if modes.ask(st, link, cost, self._effects(st, link)):  # EN 707.1c: the mode before the targets
            return []
        if cost.get("pay") and link.kind == "power":
            link.data.setdefault("paying", list(cost["pay"]))  # the cards named to pay, before the targets (another_target "paying")
        needs = self._needs(st, link)
        if needs:
            options = wreal_random.narrow(st, needs[0], must_target.narrow(st, link.controller, needs[0], legal_targets(st, link.controller, needs[0], link.uid)))  # "target random …"
            options = combined_cost.narrow(st, needs[0], options, [], link.controller)  # "with combined cost … or less"
            options = wprev_ops.below_paid(st, needs[0], options, cost)  # "… with cost less than X", X the destroyed ally's (helper wprev)
            options = one_graveyard_first(st, needs, options)  # "two target ally cards in one graveyard" (helper wtail3)
            options = target_costs.narrow(st, link, cost, [], options, self._ready_resources(st, link.controller))  # a cost the targets raise (403.2)
            if not options and not needs[0].optional:
                raise RulesError("no legal target", EN("707.1d"))
            if options:
                from engine.core.serial import to_jsonable

                st.waiting = {"link": to_jsonable(link), "picked": [], "then": "add", "cost": cost}
                optional = needs[0].optional  # "you may …": the controller may choose no target (EN 709.3)
                st.pending.append(Pending(link.controller, "target", f"Choose a target for {link.label}",
                                          target_options(st, needs[0], options), 0 if optional else 1, 1, EN("706.1")))
                return []
        return self._finish_adding(st, link, cost)

    def play_now(self, st: WowState, p: int, uid: int, free: bool = True, at: int | None = None) -> list[Event]:
        """``p`` plays ``uid`` "immediately" as an effect resolves (engine.wow.immediate_play; 409.1, 707): its
        mode and targets are chosen and its cost paid now (none if ``free``: 403.3, X is 0), then it is on the chain
        as a card played. A card that can't be played now is left where it is (103.2: "can't" wins; 707.1d).
        ``at``: its first target is that card ("play it immediately targeting that hero"), if legal for it (706)."""
        name = kw.name(st, uid)
        if at is not None:
            return self._play_now_at(st, p, uid, free, at)
        with kw.reading(st):
            problem = self._play_problem(st, p, uid, 0, alt=free, now=True)
        if problem is not None:
            return [Event("play", f"{name} can't be played: {problem.message}", problem.rule or R("409.1"), p, data={"uid": uid})]
        d = kw.data(st, uid)
        link = Link("card", p, uid, x=0, label=f"{d['name']}" + (" (X=0)" if d.get("cost_x") else ""))
        cost = 0 if free else costs.play_total(st, p, uid, 0)
        spent = [] if free else costs.use_next(st, p, "play", uid) + costs.use_x(st, p, uid, costs.has_x(st, uid))  # "your next card this turn" is this one when paid
        note = Event("play", f"P{p + 1} plays {name} immediately" + (" without paying its cost" if free else ""), EN("709.1"), p, data={"uid": uid})
        try:
            return [note, *spent, *self._start_link(st, link, {"resources": cost})]
        except RulesError as why:  # (no legal target left, checked above: kept for safety)
            return [Event("play", f"{name} can't be played: {why.message}", why.rule or R("409.1"), p, data={"uid": uid})]

    def _play_now_at(self, st: WowState, p: int, uid: int, free: bool, at: int) -> list[Event]:
        """:meth:`play_now` with its first target named by the effect (706: it must be a legal one; the others are
        chosen as usual, 707)."""
        from engine.core.serial import to_jsonable

        name = kw.name(st, uid)
        with kw.reading(st):
            problem = self._play_problem(st, p, uid, 0, alt=free, now=True)
        link = Link("card", p, uid, x=0, label=kw.data(st, uid)["name"])
        needs = self._needs(st, link)
        if problem is None and (not needs or at not in legal_targets(st, p, needs[0], uid)):
            problem = RulesError(f"{kw.name(st, at)} is no legal target for it", EN("706"))
        if problem is not None:
            return [Event("play", f"{name} can't be played: {problem.message}", problem.rule or R("409.1"), p, data={"uid": uid})]
        cost = 0 if free else costs.play_total(st, p, uid, 0)
        note = Event("play", f"P{p + 1} plays {name} immediately, targeting {kw.name(st, at)}" + (" without paying its cost" if free else ""),
                     EN("709.1"), p, data={"uid": uid})
        st.waiting = {"link": to_jsonable(link), "picked": [], "then": "add", "cost": {"resources": cost}}
        return [note, *self._target_answer(st, p, [str(at)])]

    def play_now_problem(self, st: WowState, p: int, uid: int, free: bool = True) -> RulesError | None:
        """Why ``p`` can't play ``uid`` immediately now (:meth:`play_now`), or None."""
        with kw.reading(st):
            return self._play_problem(st, p, uid, 0, alt=free, now=True)

    # --- carrying the game forward ---
    def settle(self, st: WowState, scanned: bool = False) -> list[Event]:
        """Run pre-priority checks and triggers before anyone gets priority (410.5), and pass
        automatically for a player whose only action is to pass (option auto_pass). ``scanned``:
        ``procedure.event_triggers`` has just looked at ``st`` as it is (``apply`` after an action).

        Two steps that would change nothing are skipped: the triggered-power scan of checks that did
        nothing, right after the scan (it notes what changed since its last look, and nothing did);
        and the checks themselves after a pass that only hands priority on (``_hands_on``), only
        moves the game on to the next step (``_steps_on``) or begins a combat step (``_combat_on``)."""
        events: list[Event] = []
        checked = False  # the checks found nothing to do, and only passes handing priority on or moving on came since
        kept: dict | None = None  # what the last auto-pass read (``_only_pass``), while ``checked`` holds
        seen: dict = {}  # what the checks just read, while the state is still as they read it (``run_ppp``)
        for _ in range(2000):
            if st.over or st.pending:
                return events
            if not checked:
                seen = {}
                batch = procedure.run_ppp(st, seen)
                if batch or not scanned:
                    procedure.event_triggers(st, batch)
                    seen = {}  # (the scan may write the state)
                scanned, checked = True, not batch
                events += batch
                if st.over or st.pending:
                    return events
            if st.triggers:
                events += procedure.push_triggers(st)
                scanned = checked = False
                continue
            # answers read before the passes since the checks, or by the checks themselves
            once = kept if checked and kept is not None else seen.pop("once", None) or {}
            if st.options.get("auto_pass", True) and self._only_pass(st, st.priority, once):
                hands_on = _hands_on(st)
                combat_on = not hands_on and _combat_on(st)
                checked = checked and (hands_on or combat_on or _steps_on(st))
                batch = pass_priority(st, st.priority)
                if not hands_on:  # a pass only handing priority on changes nothing the scan reads since its last look
                    log = st.turn_log
                    procedure.event_triggers(st, batch)
                    checked = checked and st.turn_log is log
                if combat_on:
                    checked = checked and _began_combat(batch)
                events += batch
                checked = checked and not st.triggers
                kept = once if checked and not combat_on else None  # (the combat step's listing reads afresh)
                continue
            return events
        return events

    def copy(self, st: WowState) -> WowState:
        """``Engine.copy``, keeping the answers read from the table that check themselves when
        asked (``CARRIED``): most actions leave them as they were. The fields are read and set one
        by one (``_state_copier``), never through ``__dict__``."""
        tp = type(st)
        copier = _COPIERS.get(tp)
        if copier is None:
            copier = _COPIERS[tp] = _state_copier(tp)
        new = copier(st)
        kept, carried = st.table.kept, new.table.kept
        for key in CARRIED:
            found = kept.get(key)
            if found is not None:
                carried[key] = dict(found) if type(found) is dict else found
        return new

    def view(self, st: WowState, viewer: int | None) -> dict[str, Any]:
        from .view import build_view

        return build_view(self, st, viewer)

    def hidden_card_ids(self, st: WowState, viewer: int | None) -> set[int]:
        """As the table says, except a deck's top card a power shows this viewer (415.3e–f)."""

        hidden = st.table.hidden_uids(viewer)
        for p in range(st.num_players):
            deck = st.table.zone(p, "deck")
            if deck and deck[0] in hidden and deck_top.seen_by(st, p, viewer):
                hidden.discard(deck[0])
        return hidden

    def ownership_changes(self, st: WowState) -> Counter:
        """Cards another player owns now by an effect (415.2: "he owns it" until the game ends): +1 for
        the new owner, -1 for the first, per card; +1 for a card brought from outside the game (401.2,
        a collection) to the player who brought it. The simulator's card census reads it."""
        moved: Counter = Counter()
        for card in st.table.cards.peek_values():  # type: ignore[attr-defined]  # reading only
            first = card.flags.get(wact2.FIRST_OWNER)
            if card.flags.get(FROM_OUTSIDE) and not card.flags.get("token"):
                moved[card.owner if first is None else first] += 1
            if first is not None and first != card.owner and not card.flags.get("token"):
                moved[card.owner] += 1
                moved[first] -= 1
        return moved

    def check_invariants(self, st: WowState) -> list[str]:
        problems = []
        if len(st.chain) != sum(resolving.chain_count(st, p) for p in range(st.num_players)) + sum(1 for link in st.chain if link.kind not in ("card", "resource")):
            problems.append("chain links and chain zone disagree")
        return problems


def _state_copier(tp: type) -> Any:
    """The function that copies a state of class ``tp`` as ``Engine.copy`` does — immutable scalars
    and the options (``_SHARED_FIELDS``) shared, the table copied copy-on-write (``Table.copy``), the
    card data in a dict of the copy's own, the rng by its one integer, lists of records never written
    (``_RECORD_LISTS``) and of scalars (``_SCALAR_LISTS``) sliced, an empty list made anew (most lists:
    no call), the rest deep-copied (``plain.deep_copy``) —
    with its fields read and set one by one, in
    field order, never through ``__dict__``: states keep the class's shared-key instance values, so
    attribute reads of a state (``st.table``, ``st.modifiers`` …) stay specialized. One line per
    field, written out once per state class, as ``dataclasses`` writes ``__init__``. (A state has
    no attribute but its fields: only fields are saved.)"""
    lines = ["def copy_state(st):", "    new = new_object(tp)"]
    for f in fields(tp):
        if f.name == "table":
            lines.append("    new.table = st.table.copy()")
        elif f.name == "cards":
            lines.append("    new.cards = dict(st.cards)")
        elif f.name in _SHARED_FIELDS:
            lines.append(f"    new.{f.name} = st.{f.name}")
        elif f.name in _RECORD_LISTS:
            lines.append(f"    new.{f.name} = st.{f.name}[:]")
        elif f.name == "rng":
            lines += ["    rng = new_object(Rng)", "    rng.state = st.rng.state", "    new.rng = rng"]
        elif f.type in _SCALAR_LISTS:
            lines.append(f"    new.{f.name} = st.{f.name}[:]")
        else:
            lines += [f"    v = st.{f.name}", f"    new.{f.name} = v if type(v) in shared else [] if type(v) is list and not v else deep_copy(v)"]
    lines.append("    return new")
    scope = {"new_object": object.__new__, "tp": tp, "shared": SHARED, "deep_copy": deep_copy, "Rng": Rng}
    exec("\n".join(lines), scope)  # (the names are the dataclass's own fields)
    return scope["copy_state"]


_SHARED_FIELDS = frozenset({"options"})
"""The state fields shared by a copy: nothing writes the options after set-up."""

_RECORD_LISTS = frozenset({"pending", "turn_log"})
"""The state fields copied as new lists of the same records: a pending choice is never written (an
answer makes the next state), nor an entry of this turn's history once noted (``quests.note``: each
change is a new entry or a new list)."""

_SCALAR_LISTS = frozenset({"list[int]", "list[bool]", "list[str]"})
"""The annotations of the state fields that hold immutable scalars only (heroes, decked, players …):
copied by a slice, with no call per element."""

_COPIERS: dict[type, Any] = {}
"""``_state_copier``'s function per state class."""


ENGINE = WowEngine()
immediate_play.provide(ENGINE.play_now, ENGINE.play_now_problem)  # the xd32_ ops play a card through the engine (no import back)
__all__ = ["ENGINE", "WowEngine"]
