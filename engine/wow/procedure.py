"""The game procedure: the chain and priority (409–410), pre-priority checks (410.6), uniqueness
(414), effects of compiled powers, and the turn (500–501; 502–503 from the English rules).

``settle`` runs after every action: it carries the game forward (checks, triggers, automatic
passes) until a player must decide.
"""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, Result, effects
from engine.core.choices import yes_no
from engine.core.effects import Effect
from engine.core.manual import manual_pending

from . import (
    ally_leave_triggers,
    another_target,
    attach,
    attack_memory,
    combat,
    combat_entry,
    continuations,
    control,
    copies,
    counted_targets,
    damage_history_targets,
    dealt_with_ability,
    death_rattle,
    deck_revealed,
    delayed,
    discard_ban,
    discard_causes,
    discard_memory,
    draw_cap,
    draw_lock,
    draw_step_skip,
    durations,
    enter_counters,
    enter_hurt_draw,
    entering_exhausted,
    entry_choice,
    entry_powerless,
    entry_removed_powers,
    exhaust_tax,
    exhausted_control,
    fatal_by_ability,
    first_damage_shield,
    flip_armed_once,
    form_guard,
    friendly_attacks,
    given_sentinel,
    given_thrown,
    granted_powers,
    grave_route,
    graveyard_rattles,
    hand_instant,
    hand_leave,
    hero_combat_entry,
    heroes,
    inspire,
    inspire_links,
    invincible,  # Invincible, "can't leave play" (103.2; helper wkey)
    its_damage,
    leave_watch,
    lost_powers,
    match_facts,
    may_nothing,
    may_skip_draw,
    modes,
    must_target,
    next_turn_return,
    opening_reveal,
    opposing_exhaust,
    opposing_graveyard_entry,
    played_trigger,
    player_shield,
    player_targets,
    quest_named,
    quests,
    ready_cap,
    refs,
    resolving,
    resource_payment,
    search,
    self_triggers,
    shield_filters,
    skip_draw,
    stash,
    tag_grants,
    this_turn_triggers,
    token_links,
    top_card_toll,
    turn_forms,
    turn_start_shield,
    turns,
    typeless_damage,
    warstomp,
    watched_destroy,
    watt_events,
    wield,
    wonga_hosts,
    wreal2_faces,
    wreal2_sabotage,
    wreal_random,
    wstat2_draws,
    wwhen,
    zone_moves,
)
from . import event_triggers as event_triggers_more
from . import keywords as kw
from .card_facts import CHARACTER_TYPES, COPY_OF
from .cards import rx
from .cards.keys import ENTERS_DAMAGED, ENTERS_EXHAUSTED, NEXT_PACKET, PREVENT, STAYS_EXHAUSTED
from .cards.power import Power
from .cards.schema import tag_limit
from .chain import add_link, link_from_json, link_json
from .conditions import holds
from .damage import deal, heal
from .event_triggers import listeners, watchers
from .hand_size import hand_limit
from .leaving_play import destroy, leave_play
from .match_triggers import hears
from .ongoing_cards import ongoing_data
from .ops import OpCall, is_wow_op
from .ops import resolve as resolve_op
from .packets import divided_packets, more_amount
from .powers import link_effects, play_effects, powers, printed_power, printed_powers, triggered_uids
from .restrictions import can_exhaust, can_ready
from .rules import EN, R
from .state import Link, Shield, WowState, lasting
from .statics import granted_effects, mend_triggers
from .targets import chosen_targets, each_matching, legal_targets, target_options
from .turn_triggers import each_turn, skips_ready
from .wstat2_counts import FATAL_PROOF
from .x_cost_targets import with_x
from .x_targets import x_needs

MOVED_HERE = "zd37_moved_here"
"""``Link.data`` key: ``{uid: zone}`` of the cards this link moved out of play (415.9b: its later modifiers may apply
to them there while they stay; ``counters`` reads it)."""


# --- priority and the chain (410) -----------------------------------------------------------


def give_priority(st: WowState, player: int) -> None:
    st.priority = player


def pass_priority(st: WowState, player: int) -> list[Event]:
    """410.4: when every player passes in succession, the top link resolves (410.4a) or, with an
    empty chain, the window closes and the game moves on (410.4b)."""
    st.passes += 1
    events = [Event("pass", f"P{player + 1} passes", R("410.1"), player)]
    if st.passes < st.num_players:
        st.priority = 1 - player
        return events
    st.passes = 0
    if st.chain:
        events += resolve_top(st)
        st.priority = st.active
        return events
    events += close_window(st)
    return events


def resolve_top(st: WowState) -> list[Event]:
    """EN 709: the top link resolves; targets that left play make it do nothing for them."""
    link = st.chain.pop()
    events: list[Event] = [Event("resolve", f"Resolving: {link.label}", EN("709.1"), link.controller, data={"uid": link.uid})]
    if link.kind == "resource":
        card = st.table.cards[link.uid]  # written below
        face_up = bool(link.data.get("face_up"))
        card.face_down = not face_up
        card.known_to = [card.owner]
        zone_moves.move(st, link.uid, "resources", R("412.1"), player=link.controller)
        card.entered_turn = st.turn
        events.append(Event("resource", f"P{link.controller + 1} places a resource" + (f" face up: {kw.name(st, link.uid)}" if face_up else " face down"), R("412.1b"), link.controller,
                            data={"face_up": face_up, "card": link.uid}))  # "card": the placed card ("When you place a quest", event_triggers)
        if (face_up and printed_restriction(st, link.uid, ENTERS_EXHAUSTED)) or link.data.get("exhausted"):  # 412.1c
            card.tapped = True
            events.append(Event("exhaust", f"{kw.name(st, link.uid)} enters play exhausted", R("411.1"), link.controller))
        if face_up:
            events += stash.placed_face_up(st, link.controller, link.uid)  # Stash: it triggers and turns face down
            events += entry_choice.on_enter(st, link.controller, link.uid)  # "As … enters play, choose …" (engine.wow.entry_choice)
        return events
    if link.kind == "combat":
        return events + start_combat_step(st)
    if link.kind == "card":
        return events + resolve_card(st, link)
    if link.kind == delayed.KIND:  # 415.9b: a delayed return
        return events + delayed.resolve(st, link)
    if link.kind == "copy":  # 402.1: a duplicate of a card on the chain
        return events + copies.resolve_copy(st, link)
    # power, trigger, reward: their effects
    power = printed_power(st, link.uid, link.power) if link.uid in st.table.cards and link.power >= 0 else None
    effs = list(power.effects) if power is not None else token_links.effects_of(st, link) or []  # a gone token's power (410.6d)
    if link.kind == "trigger" and "effects_text" in link.data:
        effs = [Effect("manual", text=link.data["effects_text"])]
    effs = granted_effects(link) or effs  # a Mend given by continuous powers (engine.wow.statics)
    effs = granted_powers.link_effects(link) or effs  # a power another card gave it (engine.wow.granted_powers)
    return events + run_effects(st, link, effs)


continuations.provide("leave_play")(leave_play)  # (engine.wow.hand_prevent, through continuations: no import circle)


@continuations.provide("resolve_card")
def resolve_card(st: WowState, link: Link) -> list[Event]:
    """Allies enter the ally row, equipment and ongoing abilities the hero row (305.2c); a
    non-ongoing ability carries out its text and goes to the graveyard (305.1); a master hero
    replaces the hero (301.4)."""
    uid, p = link.uid, link.controller
    d = kw.data(st, uid)
    t = d.get("type")
    events: list[Event] = []
    if t == "master hero":
        return replace_hero(st, p, uid)
    if t == "ally" or d.get("totem"):
        zone = "allies"
    elif t in ("weapon", "armor", "item") or (t == "ability" and ongoing_data(d)):
        zone = "hero_row"  # an Ongoing ability (305.2c; engine.wow.ongoing_cards: Polymorph's, Aura of Accuracy's data lack "Ongoing:")
    else:
        zone = ""
    attach = next((pw for pw in powers(st, uid) if _attaches(pw)), None)
    if zone and modes.non_ongoing(st, link, [e for pw in powers(st, uid) if pw.kind == "play" for e in pw.effects]):
        zone = ""  # 305.2d: the non-ongoing mode was chosen: it resolves as a non-ongoing ability
    if zone and attach is not None:
        host = link.targets[0] if link.targets else None
        eff = next(e for e in attach.effects if e.op == "move")
        chosen = eff.target is None or eff.target.kind == "chosen"
        if not chosen and "host_chosen" not in link.data:  # 400.3: no target, the host is chosen now
            from .attach import choose_host  # (``attach`` is a local name here)

            return events + choose_host(st, link, eff)
        host = host if chosen else link.data["host_chosen"]
        from_graveyard = chosen and eff.target is not None and eff.target.filter.get("zone") == "graveyard"
        if from_graveyard and host in st.table.cards and st.table.cards[host].zone == "graveyard" and host in legal_targets(st, p, eff, uid):
            # 400.4: "Put target ally from your graveyard into play. If you do, attach this ability to it."
            events += resolve_card(st, Link("card", p, host, label=kw.name(st, host)))
        if from_graveyard and (host is None or not kw.in_play(st, host)):
            death_rattle.fire(st, grave_route.move(st, uid, R("400.4")))  # it didn't enter play: nothing to attach to
            return [*events, Event("attach", f"{d['name']} has no legal host and goes to the graveyard", R("400.4"), p)]
        if chosen and not from_graveyard and (host is None or not kw.in_play(st, host) or host not in legal_targets(st, p, eff, uid)):
            death_rattle.fire(st, grave_route.move(st, uid, R("400.2")))  # "from anywhere"
            return [Event("attach", f"{d['name']} has no legal host and goes to the graveyard", R("400.2"), p)]
        st.table.cards[uid].attached_to = host
        events.append(Event("attach", f"{d['name']} attaches to {kw.name(st, host)}", R("400.1" if chosen else "400.3"), p, data={"uid": uid, "host": host}))
        link = Link(link.kind, p, uid, link.power, link.targets[1:] if chosen else link.targets, link.x, link.label, _mode(link))
    if zone:
        zone_moves.move(st, uid, zone, EN("710.1"), player=p)
        card = st.table.cards[uid]
        card.entered_turn = st.turn
        events.append(Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid}))
        events += entry_powerless.on_entry(st, uid)  # "As an ally enters play under an opponent's control, it loses … powers" (helper d37wow)
        if entering_exhausted.enters_exhausted(st, uid, printed_restriction(st, uid, ENTERS_EXHAUSTED)):  # 411.1, EN 714 (helper r2mech)
            card.tapped = True
            events.append(Event("exhaust", f"{kw.name(st, uid)} enters play exhausted", R("411.1"), p))
        host_now = st.table.cards[uid].attached_to
        if isinstance(host_now, int) and host_now >= 0 and any(e.op == "gain_control" and e.target is not None and e.target.kind == "attached"
                                                             for pw in powers(st, uid) if pw.kind == "static" for e in pw.effects):
            # "Ongoing: You control attached ally." (401.3, while this card stays in play)
            from .control import gain_control

            events += gain_control(st, host_now, p, source=uid, while_source=True)
        hurt = max((e.amount for pw in powers(st, uid) if pw.kind == "static" for e in pw.effects if e.keyword == ENTERS_DAMAGED), default=0)
        if hurt and kw.is_character(st, uid):  # "This ally enters play with 4 damage on him." (405.3: placed, no packet)
            from .activation import put_damage

            events += put_damage(st, p, uid, hurt)
        events += enter_hurt_draw.on_enter(st, uid)  # "you may put 1 damage on it as it enters play. If you do, draw a card." (Dimzer)
        events += enter_counters.place(st, uid, p, link.x)  # "enters play with two wind counters" (404.1a)
        events += entry_choice.on_enter(st, p, uid)  # "As Addisyn enters play, choose …" (engine.wow.entry_choice; helper wstat2)
        events += entry_removed_powers.on_enter(st, p, uid)  # "As Cookie enters play, reveal the top five cards …" (helper d37wow)
        for i, pw in enumerate(powers(st, uid)):
            if pw.kind == "triggered" and pw.trigger == "enter":
                st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
            elif not pw.automated and pw.kind in ("static", "triggered", "play"):
                st.triggers.append(Link("trigger", p, uid, -1, label=f"{kw.name(st, uid)} (by hand): {pw.text}",
                                        data={"effects_text": pw.text}))
        if t == "ability" and (not d.get("totem") or all(pw.automated for pw in powers(st, uid) if pw.kind == "play")):
            # the part before "Ongoing:" is carried out as the card resolves (305.2a), a totem's too (305.3a: an
            # ability; Earth Elemental Totem's token) unless it is a step by hand (a "by hand" link above)
            events += _run_play(st, link)
        return events
    # non-ongoing ability (305.1): its effects, then the graveyard
    before = len(st.pending)
    events += _run_play(st, link)
    if st.table.cards[uid].zone == "chain":  # its own Death Rattle sees this move (engine.wow.death_rattle)
        if resolving.paused(st, before):  # its text waits for an answer: the graveyard once it is done (engine.wow.resolving)
            resolving.hold(st, uid)
        else:
            resolving.to_graveyard(st, uid)
    return events


def _run_play(st: WowState, link: Link) -> list[Event]:
    first, effs = play_effects(st, link.uid)
    if first < 0:
        return []
    return run_effects(st, Link("card", link.controller, link.uid, first, link.targets, link.x, link.label, _mode(link)), effs)


def _mode(link: Link) -> dict:
    """The chosen mode travels with the card's effects (EN 707.1c), and the cards that paid its additional cost
    (``cost["ref_paid"]``, EN 709: "that ally's ATK"; helper r2abil)."""
    return {k: link.data[k] for k in ("mode", "ref") if k in link.data}


def printed_restriction(st: WowState, uid: int, key: str) -> bool:
    """The card's own printed restriction ("enters play exhausted"), wherever it is."""
    return any(e.keyword == key for pw in powers(st, uid) if pw.kind == "static" for e in pw.effects)


def _attaches(pw: Power) -> bool:
    return pw.kind == "play" and any(e.op == "move" and e.zone == "attached" for e in pw.effects)


def replace_hero(st: WowState, player: int, uid: int) -> list[Event]:
    """301.4a–b: the master hero takes over the old hero's attachments, counters, damage and
    ready state (links and modifiers follow); the old hero is removed from the game by the game.
    Neither uses the chain (``heroes.swap``)."""
    before = kw.name(st, st.heroes[player])
    events = heroes.swap(st, player, uid, R("301.4a"))
    events[0].kind = "master_hero"
    events[0].data = {"uid": uid, "was": before}
    return events


# --- effects ------------------------------------------------------------------------------------


@continuations.provide("run_effects")
def run_effects(st: WowState, link: Link, effs: list[Effect], start: int = 0, accepted: bool = False) -> list[Event]:
    """:func:`_run_effects`, the link's controller noted as the one acting (``opposing_exhaust``)."""
    with opposing_exhaust.acting(st, link.controller):
        return _run_effects(st, link, effs, start, accepted)


def _run_effects(st: WowState, link: Link, effs: list[Effect], start: int = 0, accepted: bool = False) -> list[Event]:
    """Carry out compiled effects for ``link`` (targets in link.targets, in order), from index
    ``start``. An optional effect without a chosen target ("you may draw a card") stops here with
    a yes/no choice for the controller (EN 709.3); the answer resumes from that effect."""
    events: list[Event] = []
    picks = list(link.targets)
    p = link.controller
    last: list[int] = list(link.data.get("previous_uids", [])) if start else []  # kept across a "you may" (resume)
    shut = [] if kw.none_has(st, player_shield.KEYWORD) else player_targets.illegal(st, link)  # targeted players no longer legal (EN 709.2a)
    if shut and start == 0 and not accepted and (gone := player_targets.lost(st, link)) is not None:
        return [gone]  # its only targets: it does nothing
    for index in range(start, len(effs)):
        eff = effs[index]
        if shut and eff.target is not None and eff.target.kind == "opponent":
            events.append(Event("fizzle", f"P{shut[0] + 1} is no longer a legal target: nothing happens to him", EN("709.2a"), p))
            continue  # "target opponent …" at a player who became Untargetable
        if "named" in (eff.condition or {}):  # what was named completing the quest (quest_named)
            eff = quest_named.fill(st, link.uid, eff)
        if not modes.in_mode(eff, link.data.get("mode")):
            continue  # another mode of "Choose one" (EN 707.1c)
        if "divided" in (eff.condition or {}):  # "N damage divided as you choose": one packet per character (templates_damage)
            got = divided_packets(st, link, eff, picks, legal_targets)
            events += got
            if eff.condition["divided"]:  # "A character dealt damage this way …": the characters the division's packets were dealt to (408.2a)
                last = list(dict.fromkeys(e.data["uid"] for e in got if e.kind == "damage"))
            continue
        if (eff.condition or {}).get("if_not_done") and link.data.get("done"):
            continue  # "Destroy it unless you pay 4": the payment was made (EN 709.3)
        yes = accepted and index == start  # the controller said yes to this optional effect (its gates were passed before he was asked)
        if (eff.condition or {}).get("if_done") and not link.data.get("done") and not yes:
            if eff.target is not None and eff.target.kind == "chosen" and picks:
                picks.pop(0)  # EN 709.3: "If you do" — the optional part was not done
            continue
        if (eff.condition or {}).get("if_dealt") and not link.data.get("dealt"):
            if eff.target is not None and eff.target.kind == "chosen" and picks:
                picks.pop(0)  # 408.2a: "If damage is dealt this way" — no packet of this power was dealt (helper gear)
            continue
        if (eff.condition or {}).get("if") and not holds(st, p, link.uid, eff.condition["if"]):
            if eff.target is not None and eff.target.kind == "chosen" and picks:
                picks.pop(0)  # EN 709: a condition that fails on resolution: this effect does nothing
            continue
        if eff.duration == "this_battle" and st.combat is None:
            if eff.target is not None and eff.target.kind == "chosen" and picks:
                picks.pop(0)  # "this combat" outside a combat lasts no time (EN 603.3)
            continue
        if eff.optional and not (eff.target is not None and eff.target.kind == "chosen") and not yes:
            link.data["done"] = False  # until the controller says yes
            if unpayable := resource_payment.short(st, p, eff, link.x):  # "unless you pay 3" with less: no question (403.1)
                events.append(unpayable)
                continue
            if skipped := may_nothing.nothing(st, link, eff, effs[index + 1 :]):  # "you may ready it" when it is ready: no question (EN 709.3)
                events.append(skipped)
                continue
            resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
            st.waiting = {"link": link_json(resume), "index": index}  # ("previous_uids": what "it" is after the answer)
            st.pending.append(yes_no(p, "may", f"{link.label}: {eff.text or 'do this'}?", rule=EN("709.3")))
            return events
        tgt = eff.target
        uids: list[int] = []
        if tgt is not None:
            if tgt.kind == "chosen":
                uid = picks.pop(0) if picks else None
                # EN 709.2a: a target that changed zones is illegal; nothing happens to it
                if uid is not None and (kw.in_play(st, uid) or tgt.filter.get("chain") or tgt.filter.get("zone") in ("graveyard", "zo36_removed_noted")) and uid in legal_targets(st, p, another_target.bind(st, with_x(eff, link.x), link), link.uid):
                    uids = [uid]  # (with_x: "target … with cost X", engine.wow.x_cost_targets)
                elif uid is not None:
                    events.append(Event("fizzle", "The target is no longer legal", EN("709.2a"), p))
            elif tgt.kind == "each":  # "each … other than itself": the event's card left out (another_target.bind)
                uids = each_matching(st, p, another_target.bind(st, eff, link), link.uid)
            elif tgt.kind == "self":
                uids = [link.uid] if kw.in_play(st, link.uid) or (eff.op == "move" and eff.zone == "removed" and resolving.own_card(st, link)) \
                    or (eff.op == "graveyard_move" and link.uid in st.table.cards and st.table.peek(link.uid).zone == "graveyard") else []  # "you may remove him (from your graveyard) from the game" (helper wzone)
            elif tgt.kind == "player_hero":
                uids = [st.heroes[p]]
            elif tgt.kind == "event":  # the card the triggering event happened to
                ev_uid = link.data.get("event")
                uids = [ev_uid] if isinstance(ev_uid, int) and kw.in_play(st, ev_uid) else []
            elif tgt.kind == "attached":  # "attached character": the host of this card (400.1)
                host = st.table.cards[link.uid].attached_to if link.uid in st.table.cards else None
                uids = [host] if isinstance(host, int) and host >= 0 and kw.in_play(st, host) else []
            elif tgt.kind == "previous":  # the same target as the sentence's first effect
                uids = [u for u in last if kw.in_play(st, u) and (tgt.filter.get("types") != ["hero"] or kw.is_hero(st, u))]
            elif tgt.kind == "ref":  # what an earlier sentence acted on (engine.wow.refs)
                uids = refs.targets(st, link, tgt.filter.get("of", ""))
            last = uids
        if not (eff.condition or {}).get("if_done") or yes:  # what "If you do" reads (EN 709.3): the previous part happened
            link.data["done"] = bool(uids) if tgt is not None and tgt.kind in ("chosen", "self", "event", "attached") else True
        amount = link.x if eff.amount == -1 and eff.op != "modify_stat" else eff.amount  # -1 = X (stat changes are never X)
        each: dict[int, int] = {}  # an amount for each target ("for each damage on it", engine.wow.its_damage)
        if (eff.condition or {}).get("per"):
            per = eff.condition["per"]  # "for each X", counted on resolution; "for each damage dealt this way"
            if per == "self_damage":  # "for each damage on it": on each target, or on the card itself (its_damage)
                amount, each = its_damage.amounts(st, link, tgt, uids, amount)
            else:
                amount *= link.data.get("dealt", 0) if per == "dealt" else kw.per_count(st, p, per, link.uid) if per != "dealt_chars" \
                    else len(set(link.data.get("dealt_to", [])))  # "for each character dealt damage this way" (408.2a; helper wreal2)
        if (eff.condition or {}).get("ref_amount"):  # "equal to its cost" (engine.wow.refs)
            amount *= refs.amount(link, eff.condition["ref_amount"])
        if (eff.condition or {}).get("plus_ref"):  # "X is 1 plus the ATK of one of your Melee weapons" (engine.wow.forced)
            amount += refs.amount(link, eff.condition["plus_ref"])
        if tgt is not None and tgt.kind in ("chosen", "event", "attached"):
            refs.remember(st, link, uids)  # last known information, before the effect happens
        if eff.op == "tap" and eff.zone == "resources":  # "pay N" (412.2): exhaust N resources
            from .resource_payers import payers

            ready = payers(st, p)  # and cards that pay as resources (engine.wow.resource_payers)
            paid = len(ready) >= amount
            if paid:  # 412.2: paying exhausts resources (face-down ones first)
                for u in ready[:amount]:
                    st.table.cards[u].tapped = True
                events.append(Event("pay", f"P{p + 1} exhausts {amount} resource(s)", R("412.2"), p))
            else:
                events.append(Event("pay", f"P{p + 1} can't pay {amount}", R("403.1"), p))
            link.data["done"] = paid
        elif eff.op == "draw":
            who = range(st.num_players) if tgt and tgt.kind == "each_player" else [p]
            if tgt is not None and tgt.kind == "ref":  # "its controller draws a card"
                who = refs.controllers(link)
            elif tgt is not None and tgt.kind == "attached":  # "Attach to target hero, and its controller draws a card" (the host's)
                who = sorted({st.table.cards[u].controller for u in uids})
            elif tgt is not None and tgt.filter.get("player"):  # "target player draws two cards"
                who = [st.table.cards[u].controller for u in uids]
            queue = [[q, amount] for q in who]
            while queue:
                q, n = queue.pop(0)
                resume = {"link": link_json(Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, dict(link.data))), "index": index + 1}
                events += draw(st, q, n, EN("709.1"), resume=resume, then=queue)
                if may_skip_draw.KIND in st.waiting:
                    return events  # "you may skip drawing it instead" (engine.wow.may_skip_draw) asks first
        elif eff.op == "damage":
            src_kind = (eff.condition or {}).get("source", "hero")
            src = st.heroes[p] if src_kind == "hero" else link.uid
            src = event_triggers_more.event_source(st, link) if src_kind == "event" else src  # "it deals": the entering ally
            src = st.table.cards[link.uid].attached_to if src_kind == "attached" and link.uid in st.table.cards else src  # "attached ally deals"
            if src_kind == "paying":  # "1, Exhaust a totem you control -> … It deals 2 fire damage": the card paid with (helper x33stat)
                src = next((u for u in link.data.get("paying") or [] if isinstance(u, int) and u in st.table.cards), link.uid)
            if src_kind == "attached" and not (isinstance(src, int) and src >= 0 and kw.in_play(st, src)):
                uids = []  # the attached ally is gone: it deals nothing
            dealt = []
            for uid in uids:  # 405.4: one packet per character
                packet = deal(st, src, uid, more_amount(st, p, link.uid, eff, uid, each.get(uid, amount)), typeless_damage.packet_type(eff), unpreventable=(eff.condition or {}).get("unpreventable", False),
                              via=link.uid)  # dealt with this card (EN 716 "with an ability", engine.wow.damage_with)
                events += packet
                if any(e.kind == "damage" for e in packet):
                    dealt.append(uid)
                link.data["dealt"] = link.data.get("dealt", 0) + sum((e.data or {}).get("n", 0) for e in packet if e.kind == "damage")
            last = dealt  # "a character dealt damage this way" (408.2a: only a packet that was dealt)
            if dealt:
                link.data["dealt_to"] = [*link.data.get("dealt_to", []), *dealt]  # kept across pauses ("for each character dealt damage this way")
        elif eff.op == "heal":
            healer = st.heroes[p] if (eff.condition or {}).get("source", "hero") == "hero" else link.uid  # 408.2c
            healer = event_triggers_more.event_source(st, link) if (eff.condition or {}).get("source") == "event" else healer
            for uid in uids:
                events += heal(st, uid, more_amount(st, p, link.uid, eff, uid, each.get(uid, amount)),
                               source=uid if (eff.condition or {}).get("source") == "itself" else healer,
                               via=link.uid)  # "or N if" (templates_damage); "heals … from itself" (w8a); via: "heal with an ability" (damage_with)
        elif eff.op == "destroy":
            for uid in uids:
                if (kept := form_guard.spared(st, link, uid)) is not None:  # "Your Forms aren't destroyed by abilities you play." (103.2)
                    events.append(kept)
                    continue
                events += destroy(st, uid, EN("709.1"))
        elif eff.op in ("tap", "untap"):
            taxed = []
            for uid in uids:
                card = st.table.cards[uid]
                if card.tapped != (eff.op == "tap") and (can_exhaust(st, uid) if eff.op == "tap" else can_ready(st, uid)):  # 411.2; "can't ready" (103.2)
                    events.append(effects.set_tapped(st.table, uid, eff.op == "tap", R("411.1"), "exhausted"))
                elif eff.op == "tap" and not card.tapped and exhaust_tax.askable(st, uid):
                    taxed.append(uid)  # his own effect: he is asked whether he pays (403.1, engine.wow.exhaust_tax)
            if taxed:
                resume = {"link": link_json(Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, dict(link.data))), "index": index + 1}
                return events + exhaust_tax.ask(st, resume, taxed)
        elif eff.op == "modify_stat":
            for uid in uids:
                n = each.get(uid, amount)
                st.modifiers.append(Modifier(uid, eff.stat, n, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=link.uid))
                events.append(Event("modify", f"{kw.name(st, uid)} gets {n:+d} {eff.stat.upper()}{durations.phrase(eff.duration)}", EN("714.1"), p))
        elif eff.op == "grant_keyword" and eff.keyword != PREVENT:
            value = amount if (eff.condition or {}).get("per") else eff.amount  # "have Assault 1 for each …": counted now (EN 709)
            for uid in uids:
                st.modifiers.append(Modifier(uid, "", value, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=link.uid))
                events.append(Event("modify", f"{kw.name(st, uid)} has {eff.keyword}{durations.phrase(eff.duration)}", EN("714.1"), p))
        elif eff.op == "return_to_hand":
            for uid in uids:
                if uid not in st.heroes and invincible.cant_leave_play(st, uid):
                    events.append(invincible.stays(st, uid))  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
                elif uid not in st.heroes:
                    name = kw.name(st, uid)
                    moved = leave_play(st, uid, "hand", EN("709.1"))
                    moved[0].text = f"{name} returns to its owner's hand"
                    events += moved
        elif eff.op == "discard":
            who = {"opponent": [1 - p], "each_player": [st.active, 1 - st.active], "player": [p], "turn_player": [st.active]}.get(tgt.kind if tgt else "player", [p])
            if tgt is not None and tgt.kind in ("previous", "attached", "event"):  # "its / attached hero's / that hero's controller discards a card"
                who = sorted({st.table.cards[u].controller for u in uids})
                ev_uid = link.data.get("event")
                if not uids and tgt.kind == "event" and isinstance(ev_uid, int) and ev_uid in st.table.cards:
                    who = [st.table.cards[ev_uid].controller]  # "that character's controller": destroyed since, as it was (415.9a; helper wzone2)
            elif tgt is not None and tgt.kind == "ref":  # "its controller discards a card"
                who = refs.controllers(link)
            elif tgt is not None and tgt.filter.get("player"):  # "target player discards a card"
                who = [st.table.cards[u].controller for u in uids]
            if (eff.condition or {}).get("already_discarded"):  # "… if he already discarded a card this turn" (engine.wow.discard_memory)
                who = [q for q in who if discard_memory.discarded(st, q)]
            resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
            st.waiting = {"link": link_json(resume), "index": index + 1, "discard": amount, "queue": who}
            return events + next_discard(st)
        elif eff.op == "reveal" and eff.zone == "pick":  # reveal the top N, pick one, the rest to the bottom
            from . import reveal

            resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
            return events + reveal.begin(st, p, amount, eff.condition or {}, {"link": link_json(resume), "index": index + 1})
        elif eff.op == "look_top" and eff.zone == "delve":  # Delve: the player's choices, then the rest of the link
            from . import delve

            resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
            return events + delve.begin(st, p, amount, {"link": link_json(resume), "index": index + 1})
        elif eff.op == "shuffle" and eff.zone == "graveyard":  # "Shuffle your graveyard into your deck" (engine.wow.quests)
            chosen = tgt is not None and tgt.kind == "chosen"  # "Target player shuffles his graveyard …" (EN 706: by his hero)
            for q in sorted({st.table.cards[u].controller for u in uids}) if chosen else [p]:
                events += quests.shuffle_graveyard(st, q)
        elif eff.op == "search":  # 413: a choice for the searcher, then the rest of the link
            resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
            searcher, bound = search.bound(st, link, eff, p)  # "its controller may search his deck for … the same name" (helper wzone)
            return events + search.begin(st, searcher, bound, {"link": link_json(resume), "index": index + 1})
        elif eff.op == "move" and eff.zone == "interrupted":
            for uid in uids:  # EN 711: the interrupted link leaves the chain; its card goes to the graveyard
                st.chain = [lk for lk in st.chain if not (lk.kind == "card" and lk.uid == uid)]
                events.append(grave_route.interrupted(st, uid, p))
        elif eff.op == "play_free" and (eff.condition or {}).get("token"):
            q = 1 - p if eff.target is not None and eff.target.kind == "opponent" else p  # "target opponent puts a … token into play"
            events += make_tokens(st, q, eff.condition["token"], more_amount(st, p, link.uid, eff, link.uid, amount))  # "or three if …"
        elif eff.op == "grant_keyword" and eff.keyword == PREVENT:
            lasts = eff.duration == "permanent"  # printed without a duration: until used or its card leaves play (305.1, 415.9a)
            for uid in uids:  # EN 717 / 405.5: a prevention shield for this turn
                st.shields.append(Shield(uid, amount, st.turn, link.uid, duration="permanent" if lasts else "this_turn"))
                what = "the next damage" if amount == NEXT_PACKET else "all damage" if amount >= 1_000_000 else f"the next {amount} damage"
                events.append(Event("prevent", f"Prevent {what} to {kw.name(st, uid)}" + ("" if lasts else " this turn"), EN("717.2"), p))
        elif eff.op == "move" and eff.zone == "removed":
            for uid in uids:
                if resolving.own_card(st, link) and uid == link.uid:  # "Remove Cold Snap from the game." (engine.wow.resolving)
                    events += resolving.remove_resolving(st, link, uid)
                elif uid not in st.heroes and zone_moves.held(st, uid, "removed"):
                    events.append(zone_moves.stays(st, uid, "removed"))  # 103.2: Invincible, "can't be removed from the game" (engine.wow.zone_moves)
                elif uid not in st.heroes:
                    name = kw.name(st, uid)
                    moved = leave_play(st, uid, "removed", EN("709.1"))
                    moved[0].text = f"{name} is removed from the game"
                    events += moved
                    if st.table.peek(uid).zone == "removed":  # 415.9b: this link's later modifiers may still apply to it there
                        link.data.setdefault(MOVED_HERE, {})[str(uid)] = "removed"  # ("… and put a warp counter on him", counters)
        elif eff.op == "put_on_deck":
            for uid in uids:
                if uid not in st.heroes and invincible.cant_leave_play(st, uid):
                    events.append(invincible.stays(st, uid))  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
                elif uid not in st.heroes:
                    name = kw.name(st, uid)
                    moved = leave_play(st, uid, "deck", EN("709.1"), position=0 if eff.zone == "top" else None)
                    moved[0].text = f"{name} is put on the {'top' if eff.zone == 'top' else 'bottom'} of its owner's deck"
                    events += moved
        elif eff.op == "put_damage":
            for uid in uids:  # 405.3: placed damage is not dealt (no packet, no prevention) and
                # is capped at exactly fatal damage (damage == health)
                if not kw.is_character(st, uid):
                    continue
                card = st.table.cards[uid]
                placed = min(amount, max(kw.health(st, uid) - card.damage, 0))
                if placed > 0:
                    card.damage += placed
                    events.append(Event("put_damage", f"{placed} damage is put on {kw.name(st, uid)}", R("405.3"), p, data={"uid": uid, "amount": placed}))
        elif is_wow_op(eff.op):  # WoW's own ops (engine.wow.ops): the module that carries each out resolves it
            def resume_point(index: int = index, last: list[int] = last) -> dict:
                resume = Link(link.kind, link.controller, link.uid, link.power, picks, link.x, link.label, {**link.data, "previous_uids": last})
                return {"link": link_json(resume), "index": index + 1}

            call = OpCall(st, link, eff, p, uids, amount, resume_point)
            events += resolve_op(call)
            if call.stop:
                return events
        elif eff.op == "manual":
            st.pending.append(manual_pending(p, link.uid, eff.text, R("103.1")))
            events.append(Event("manual", f"P{p + 1} resolves by hand: {eff.text}", R("103.1"), p))
    return events


@continuations.provide("resume_link")
def resume_link(st: WowState, resume: dict) -> list[Event]:
    """Carry on a paused link from ``resume`` = ``{"link": its JSON, "index": the next effect}``."""
    link = link_from_json(resume["link"])
    return run_effects(st, link, link_effects(st, link), resume["index"])


def token_id(token: dict) -> str:
    keys = "+".join(token.get("keywords", []))
    named = f"-named-{token['named']}" if token.get("named") else ""
    faction = f"-{token['faction']}" if token.get("faction") else ""  # "[Alliance] Dwarf Warrior ally token"
    return f"TOKEN-{token['name']}-{token['atk']}{token['damage_type'][:2]}-{token['health']}" + (f"-{keys}" if keys else "") + named + faction


def make_tokens(st: WowState, player: int, token: dict, n: int) -> list[Event]:
    """404.2: a token is created in play (here: ally tokens in the ally row); it is no card of any
    deck (flag ``token``) and vanishes from any other zone (410.6d). The words of its name are its
    tags, and so is a name of several words: a "Ghoul ally token" is a Ghoul for "for each Ghoul you control", an
    "Air Elemental ally token" an Air Elemental ("Air Elementals you control have …"); a token "named Bob" has that
    name (and its kind's words as tags); ``tags`` adds printed tags ("with Onyxia (1)", 414.3b)."""
    from .cards.schema import make_card

    cid = token_id(token)
    if cid not in st.cards:
        st.cards[cid] = make_card(name=token.get("named") or token["name"], type="ally", cost=0, atk=token["atk"], damage_type=token["damage_type"],
                                  health=token["health"], tags=["Token", *token["name"].split(), *([token["name"]] if " " in token["name"] else []), *token.get("tags", [])], text="\n".join(token.get("keywords", [])),
                                  set="TOKEN", number=0, rarity="token", faction=token.get("faction") or "Neutral")
        st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    events = []
    for _ in range(max(0, n)):
        card = st.table.add(cid, player, "allies")
        card.flags["token"] = True
        card.entered_turn = st.turn
        card.tapped = bool(token.get("exhausted")) or entering_exhausted.enters_exhausted(st, card.uid, False)  # 404.2 with 411.1, EN 714
        events.append(Event("token", f"P{player + 1} puts a {token['atk']}/{token['health']} {token.get('named') or token['name']} ally token into play",
                            R("404.2"), player, data={"uid": card.uid}))
        events += entry_powerless.on_entry(st, card.uid)  # (helper d37wow)
    return events


# --- triggered powers on game events (EN 703) -------------------------------------------------------

_PLAY_KINDS = {"play_ability": {"ability"}, "play_ally": {"ally"}, "play_weapon": {"weapon"}, "play_armor": {"armor"},
               "play_item": {"item"}, "play_equipment": {"weapon", "armor", "item"}}


_QUIET = frozenset({"resolve", "phase", "combat_step", "combat", "combat_end", "draw_private", "wrapup", "pay", "ppp"})
"""Event kinds no reader of ``event_triggers`` compares an event's kind with (a link resolving, a step
or phase beginning, combat moving on, a private draw note, the turn's wrap-up, a payment, a
pre-priority fix): no triggered power waits for one, so they are not handed to the readers (a reader
that comes to read one must take its kind out of here). Only a card leaving play (``left_play``, on
a move) is read whatever its kind."""


def event_triggers(st: WowState, events: list[Event]) -> None:
    """EN 703.1: a triggered power whose event happened waits to go on the chain (at the next
    pre-priority window, 410.5). Events are read from the engine's own log entries."""
    if st.delayed:
        delayed.watch(st, events)  # 415.9b: a watched card that left its zone is a new card
    quests.note(st, events)  # this turn's history for "if … this turn" (engine.wow.quests)
    before = len(st.triggers)
    hand_leave.fire(st)  # "When a card leaves your hand" (engine.wow.hand_leave)
    hand_instant.prune(st)  # "… in your hand are instant this turn": a card that left the hand is no longer one of them (415.9a)
    leave_watch.fire(st)  # "When Hogger leaves play" (engine.wow.leave_watch)
    for ev in events:
        if ev.kind == "pass" and not ev.data:
            continue  # a player passing (410.1) is no event any triggered power waits for: no reader below looks at one
        if ev.kind in _QUIET and not (ev.data and ev.data.get("left_play")):
            continue  # nor at these (``_QUIET``)
        kind = ev.kind  # (a reader with ``KINDS`` reads only those)
        if kind in fatal_by_ability.KINDS:
            fatal_by_ability.note(st, ev)  # "destroyed by fatal damage dealt with an ability you control" (engine.wow.fatal_by_ability), before the triggers read it
        event_triggers_more.fire_more(st, ev, events)  # engine.wow.event_triggers (templates_events)
        if kind in top_card_toll.KINDS:
            top_card_toll.fire(st, ev, events)  # "deals combat damage to a defending hero" (engine.wow.top_card_toll)
        if kind in watched_destroy.KINDS:
            watched_destroy.fire(st, ev)  # "When a character dealt damage this way is destroyed this turn" (engine.wow.watched_destroy)
        if kind in dealt_with_ability.KINDS:
            dealt_with_ability.note(st, ev)  # this turn's damage with an ability, cards destroyed (engine.wow.dealt_with_ability)
        if kind in damage_history_targets.KINDS:
            damage_history_targets.note(st, ev)  # "with which damage was dealt to your hero this game" (engine.wow.damage_history_targets)
        if kind in this_turn_triggers.KINDS and st.turn_log:
            this_turn_triggers.fire(st, ev)  # "When your hero deals damage to an ally this turn, …" (engine.wow.this_turn_triggers)
        if kind in hero_combat_entry.KINDS:
            hero_combat_entry.fire(st, ev)  # "When your hero enters combat with a hero or ally" (engine.wow.hero_combat_entry)
        if kind in played_trigger.KINDS:
            played_trigger.fire(st, ev)  # "When you play this ally" (engine.wow.played_trigger)
        if kind in skip_draw.KINDS:
            skip_draw.fire(st, ev)  # "When combat damage is dealt with Voidfire Wand to a hero" (engine.wow.skip_draw)
        if kind in attack_memory.KINDS:
            attack_memory.fire(st, ev)  # turns begun and attacks, for "didn't attack on its controller's last turn"
        if kind in given_sentinel.KINDS:
            given_sentinel.fire(st, ev)  # a given Sentinel (engine.wow.given_sentinel; before self_triggers notes this exhaust)
        if kind in given_thrown.KINDS:
            given_thrown.fire(st, ev)  # a given Thrown (engine.wow.given_thrown)
        if kind in inspire_links.KINDS:
            inspire_links.fire(st, ev)  # "When Giralo inspires an ally, …" (engine.wow.inspire_links)
        if kind in self_triggers.KINDS or (ev.data and ev.data.get("left_play")):
            self_triggers.fire_self(st, ev)  # "When this ally readies / deals damage …" (templates_self)
        if ev.data and ev.data.get("left_ally"):
            ally_leave_triggers.fire(st, ev)  # "When an ally you control leaves play" (engine.wow.ally_leave_triggers)
        if kind in graveyard_rattles.KINDS:
            graveyard_rattles.fire(st, ev)  # "Opposing cards everywhere have Death Rattle: …" (engine.wow.graveyard_rattles)
        if kind in warstomp.KINDS:
            warstomp.fire(st, ev)  # "Tauren … you control have Warstomp" (engine.wow.warstomp)
        if kind in wreal2_faces.KINDS:
            wreal2_faces.fire(st, ev)  # "When your hero turns face down" (engine.wow.wreal2_faces)
        if kind in opposing_graveyard_entry.KINDS:
            opposing_graveyard_entry.fire(st, ev)  # "When a card enters an opposing graveyard from anywhere" (helper w30quest)
        if kind in wwhen.KINDS:
            wwhen.fire(st, ev)  # "When 1 or more damage is healed from this ally" … (engine.wow.wwhen, templates_wwhen)
        if kind == "reveal":
            deck_revealed.fire(st, ev, events)  # "When this ally is revealed from your deck" (engine.wow.deck_revealed)
        if kind == "discard":
            discard_causes.fire(st, ev)  # "When an opposing card or effect causes you to discard …" (engine.wow.discard_causes)
        if kind in watt_events.KINDS:
            watt_events.fire(st, ev)  # "When attached ally attacks for the first time each turn" … (engine.wow.watt_events)
        data = ev.data or {}
        uid = data.get("uid")
        if kind == "destroy" and isinstance(uid, int) and "card_id" in data:
            _fire(st, "destroyed_self", [uid])
            printed, owner = st.cards[data["card_id"]], data["controller"]
            if printed.get("type") == "ally" or printed.get("totem"):
                _fire(st, "destroyed_any_ally", listeners(st, "destroyed_any_ally"))
                _fire(st, "destroyed_friendly_ally", _mine(st, listeners(st, "destroyed_friendly_ally"), owner))
                _fire(st, "destroyed_opposing_ally", _theirs(st, listeners(st, "destroyed_opposing_ally"), owner))
            for att in data.get("attached", []):
                _fire(st, "destroyed_attached", [att], uid)  # the event: the destroyed host ("put it from its owner's graveyard …")
        elif kind == "damage" and isinstance(uid, int) and data.get("n", 0) > 0:
            _fire(st, "damaged_self", [uid], data.get("source") if isinstance(data.get("source"), int) else None)
            if uid in st.heroes:
                _fire(st, "damaged_hero", _mine_of(st, listeners(st, "damaged_hero"), uid))
            src = data.get("source")
            if isinstance(src, int) and src in st.table.cards and st.cards[st.table.peek(uid).card_id].get("type") == "ally":
                _fire(st, "damage_to_ally_self", [src], uid)  # "When this ally deals damage to an ally, destroy that ally"
                if st.table.peek(src).controller != st.table.peek(uid).controller:
                    _fire(st, "damage_to_opposing_ally_self", [src], uid)
                if data.get("combat"):
                    _fire(st, "combat_damage_to_ally_self", [src], uid)
                    if src in st.heroes:
                        _fire(st, "hero_combat_damage_to_ally", _mine_of(st, listeners(st, "hero_combat_damage_to_ally"), src), uid)
            if data.get("combat") and isinstance(src, int) and src in st.table.cards:
                _fire(st, "combat_damage_self", [src])
                if uid in st.heroes:
                    _fire(st, "combat_damage_to_hero_self", [src])
                if src in st.heroes:
                    _fire(st, "combat_damage_hero", _mine_of(st, listeners(st, "combat_damage_hero"), src))
                # 408.3d, 406.4: combat damage is dealt with every weapon struck; each triggers once
                _fire(st, "combat_damage_with_weapon_self", _in_table(st, data.get("weapons", [])))
        elif kind == "master_hero" and isinstance(uid, int) and data.get("was") != kw.name(st, uid):
            _fire(st, "hero_becomes_self", [uid])  # 301.4c: "when your hero becomes [name]", only from another name
        elif kind == "attack":
            att, dfd = data.get("attacker"), data.get("defender")
            _fire(st, "attacks_self", [att])
            _fire(st, "defends_self", [dfd])
            if att in st.heroes:
                _fire(st, "attacks_hero", _mine_of(st, listeners(st, "attacks_hero"), att))
            if att in st.table.cards:
                _fire(st, "attacks_opposing", _theirs_of(st, listeners(st, "attacks_opposing"), att), att)
            if dfd in st.heroes:
                _fire(st, "defends_hero", _mine_of(st, listeners(st, "defends_hero"), dfd))
        elif kind == "protect" and isinstance(uid, int):
            _fire(st, "protects_self", [uid])
            _fire(st, "protects_opposing", _theirs_of(st, listeners(st, "protects_opposing"), uid), uid)  # "When an opposing hero or ally … protects" (Squall Totem)
            if uid in st.heroes:
                _fire(st, "protects_hero", _mine_of(st, listeners(st, "protects_hero"), uid))
        elif kind == "tap" and isinstance(uid, int) and uid in st.table.cards and kw.in_play(st, uid) and st.table.peek(uid).zone != "resources":
            owner = st.table.peek(uid).controller  # "When this ally exhausts" / "… an opposing hero or ally becomes exhausted"
            _fire(st, "exhausts_self", [uid])
            if kw.is_character(st, uid):
                _fire(st, "exhausts_opposing", _theirs(st, listeners(st, "exhausts_opposing"), owner), uid)
            _fire(st, "exhausts_attached", _attached_to(st, listeners(st, "exhausts_attached"), uid))
        elif kind in ("draw", "resource", "quest") and isinstance(ev.player, int):
            trig = {"draw": "draw_card", "resource": "resource_enters", "quest": "complete_quest"}[kind]
            # "When you draw a card" (each draw is one event, 415.9e), "When a resource enters play under your
            # control" (412.1), "When you complete a quest" (EN 702)
            for _ in range(int(rx.search(r"draws (\d+)", ev.text).group(1)) if kind == "draw" and rx.search(r"draws (\d+)", ev.text) else 1):
                _fire(st, trig, _mine(st, listeners(st, trig), ev.player), (ev.data or {}).get("uid") if kind == "quest" else None)  # the quest:
            if kind == "quest" and (ev.data or {}).get("first"):  # "… turn that quest face up" (Karaborian Talisman; helper x32play)  # "When you complete your first quest each turn" (engine.wow.quest_paid)
                _fire(st, "complete_first_quest", _mine(st, listeners(st, "complete_first_quest"), ev.player), (ev.data or {}).get("uid"))  # the quest: "turn it face up" (helper w31ally)
        elif kind == "strike" and st.combat is not None and st.combat.strikes:
            weapon = st.combat.strikes[-1]
            _fire(st, "strike_self", [weapon])  # "When you strike with this weapon" (303.2)
            _fire(st, "strike_any", _mine(st, listeners(st, "strike_any"), ev.player))
            wonga_hosts.strike_attached(st, weapon, ev.player)  # "When you strike with attached weapon" (303.2, engine.wow.wonga_hosts)
        elif kind in ("enter", "token") and isinstance(uid, int) and kw.is_ally(st, uid):  # 404.2: a token enters play too
            owner = st.table.peek(uid).controller  # (reading: peek copies no card)
            _fire(st, "enter_friendly_ally", _mine(st, listeners(st, "enter_friendly_ally"), owner, uid), uid)
            _fire(st, "enter_opposing_ally", _theirs(st, listeners(st, "enter_opposing_ally"), owner), uid)
            _fire_enter_filtered(st, uid, _mine(st, listeners(st, "enter_ally_filtered"), owner))
        elif kind == "chain" and data.get("kind") == "card" and isinstance(uid, int) \
                and _play_heard(st, t := st.cards[st.table.peek(uid).card_id].get("type", "")):
            mine = _mine(st, watchers(st), ev.player, uid)
            _fire(st, "play_card", mine)
            _fire_filtered(st, uid, mine)
            for trig, kinds in _PLAY_KINDS.items():
                if t in kinds:
                    _fire(st, trig, mine, uid)  # the card played is the event's card ("that ally's cost", helper wtok)
    lost_powers.drop_new_triggers(st, before)  # a card that lost its powers triggers nothing (103.2)
    flip_armed_once.consume(st, before)  # "When you next play an ability this turn": once (helper wflip)


def _play_heard(st: WowState, t: str) -> bool:
    """Whether some card of the match may have a power on playing a card of printed type ``t``
    ("When you play a card / a Holy ability / an ally", ``hears``): else no watcher is read."""
    if hears(st, "play_card") or hears(st, "play_filtered"):
        return True
    for trig, kinds in _PLAY_KINDS.items():  # noqa: SIM110 (a loop: no generator made per card played)
        if t in kinds and hears(st, trig):
            return True
    return False


# (the listeners an event reader hands on, filtered by functions of their own: the names a
# comprehension reads in ``event_triggers`` would be cells made at its every call)
def _mine(st: WowState, ws: list[int], owner: int | None, but: int | None = None) -> list[int]:
    """Those of ``ws`` that ``owner`` controls (other than ``but``)."""
    return [w for w in ws if st.table.peek(w).controller == owner and w != but]


def _theirs(st: WowState, ws: list[int], owner: int | None) -> list[int]:
    """Those of ``ws`` that ``owner`` does not control."""
    return [w for w in ws if st.table.peek(w).controller != owner]


def _mine_of(st: WowState, ws: list[int], uid: int) -> list[int]:
    """Those of ``ws`` (other than ``uid``) controlled by ``uid``'s controller (read only if one is listed)."""
    return _mine(st, ws, st.table.peek(uid).controller, uid) if ws else []


def _theirs_of(st: WowState, ws: list[int], uid: int) -> list[int]:
    """Those of ``ws`` not controlled by ``uid``'s controller (read only if one is listed)."""
    return _theirs(st, ws, st.table.peek(uid).controller) if ws else []


def _attached_to(st: WowState, ws: list[int], uid: int) -> list[int]:
    """Those of ``ws`` attached to ``uid``."""
    return [w for w in ws if st.table.peek(w).attached_to == uid]


def _in_table(st: WowState, uids: list) -> list:
    """Those of ``uids`` still in the game."""
    return [w for w in uids if w in st.table.cards]


def _fire_filtered(st: WowState, played: int, watchers: list[int]) -> None:
    """ "When you play a Holy ability, …" (EN 703): the played card must fit the power's filter."""
    from .conditions import fits

    for w in watchers:
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == "play_filtered" and fits(st, played, pw.cost["play_filter"]):
                st.triggers.append(Link("trigger", st.table.cards[w].controller, w, i, label=f"{kw.name(st, w)}: {pw.text}",
                                        data={"event": played}))  # the card played, as "When you play an ally" (remember_event_card; helper w8a)


def _fire_enter_filtered(st: WowState, entered: int, watchers: list[int]) -> None:
    """ "When this or another Murloc ally enters play under your control, …" (EN 703)."""
    from .conditions import fits

    for w in watchers:
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == "enter_ally_filtered" and (w != entered or pw.cost.get("self_too")) \
                    and fits(st, entered, pw.cost["enter_filter"]):
                st.triggers.append(Link("trigger", st.table.cards[w].controller, w, i, label=f"{kw.name(st, w)}: {pw.text}",
                                        data={"event": entered}))


def _fire(st: WowState, trigger: str, uids: list, event: int | None = None) -> None:
    """``event``: the card the event happened to ("When an opposing ally enters play, exhaust it")."""
    if not hears(st, trigger):  # no card of the match has such a power (``match_triggers``)
        return
    for uid in uids:
        if not isinstance(uid, int) or uid not in st.table.cards:
            continue
        card = st.table.peek(uid)  # reading only
        if card.face_down:
            continue
        leaving = trigger.startswith("destroyed_self") or trigger == "destroyed_attached"
        if not leaving and not kw.in_play(st, uid):
            continue
        for i, pw in enumerate(printed_powers(st, uid)):
            if pw.kind == "triggered" and pw.trigger == trigger:
                if pw.cost.get("while") and not holds(st, card.controller, uid, pw.cost["while"]):
                    continue  # "When this ally is destroyed while you control another Worgen" (EN 703; helper wzone)
                st.triggers.append(Link("trigger", card.controller, uid, i, label=f"{kw.name(st, uid)}: {pw.text}",
                                        data={"event": event} if event is not None else {}))


def next_discard(st: WowState) -> list[Event]:
    """415.9d: each player in the queue discards ``n`` cards of their choice (all of them when
    the hand is that small — no choice to make); then the rest of the link's effects resume."""
    w = st.waiting
    events: list[Event] = []
    if w["discard"] <= 0:  # "discards that many cards" with none: no discard, nothing to ask (415.9d)
        w["queue"] = []
    while w["queue"]:
        q = w["queue"][0]
        if discard_ban.cant_discard(st, q):  # "You can't discard cards" (103.2; engine.wow.discard_ban)
            events.append(discard_ban.refused(q))
            w["queue"] = w["queue"][1:]
            w["not_done"] = True  # "If you do" reads not done (415.9d)
            continue
        hand = list(st.table.zone(q, "hand"))
        by = (w.get("link") or {}).get("controller")
        if (rand := discard_causes.random_instead(st, by, q, w["discard"])) is not None:  # "he discards a random card instead" (EN 716)
            events += discard_causes.mark(discard_cards(st, q, rand), by)
            w["queue"] = w["queue"][1:]
            continue
        if len(hand) > w["discard"]:
            st.pending.append(Pending(q, "discard_effect", f"Discard {w['discard']} card(s)", [
                Option(str(u), st.table.card_name(u)) for u in hand], w["discard"], w["discard"], R("415.9d")))
            return events
        events += discard_causes.mark(discard_cards(st, q, hand), by)
        w["queue"] = w["queue"][1:]
    st.waiting = {}
    link = link_from_json(w["link"])
    if w.get("not_done"):
        link.data["done"] = False
    return events + run_effects(st, link, link_effects(st, link), w["index"])


def discard_cards(st: WowState, player: int, uids: list[int]) -> list[Event]:
    """415.9d: discarded cards go to the graveyard one at a time, revealed; none for a player who can't
    discard cards (103.2; engine.wow.discard_ban)."""
    if uids and discard_ban.cant_discard(st, player):
        return [discard_ban.refused(player)]
    events = []
    for uid in uids:
        ev = grave_route.move(st, uid, R("415.9d"))
        ev.kind, ev.text = "discard", f"P{player + 1} discards {st.table.card_name(uid)}" + (
            " (removed from the game instead)" if st.table.cards[uid].zone == "removed" else "")  # EN 716 (engine.wow.grave_route)
        events.append(ev)
    return events


@continuations.provide("draw")
def draw(st: WowState, player: int, n: int, rule, resume: dict | None = None, then: list | None = None, asked: bool = False) -> list[Event]:
    """415.9e: draw one at a time; a player required to draw from an empty deck is decked in the
    next pre-priority check (410.6b). With ``resume`` (where the paused draw goes on), a "you may skip
    drawing it instead" (EN 716; engine.wow.may_skip_draw) stops before each card to ask; ``asked``: the
    first card was asked about already (drawn)."""
    events: list[Event] = []
    for k in range(n):
        if draw_cap.stops(st, player):  # "Each opponent can't draw more than one card per turn" (engine.wow.draw_cap)
            events.append(Event("no_draw", f"P{player + 1} can't draw more cards this turn", R("103.2"), player))
            break
        if draw_cap.skips(st, player):  # "he skips drawing it instead" (engine.wow.skip_draw)
            events.append(Event("no_draw", f"P{player + 1} skips drawing a card", EN("716"), player))
            continue
        if not (asked and k == 0) and may_skip_draw.cant_pay_toll(st, player):  # "can't draw cards unless he pays 1" (Ice Barbs)
            events.append(Event("no_draw", f"P{player + 1} can't pay to draw a card", R("103.2"), player))
            continue
        if resume is not None and not (asked and k == 0) and may_skip_draw.ask(st, player, n - k, rule, resume, then):
            return events  # "If you would draw a card, you may skip drawing it instead" (EN 716): his answer goes on
        if (locked := draw_lock.skip(st, player)) is not None:  # "he skips drawing that card and you remove a frost counter instead" (engine.wow.draw_lock)
            events += locked
            continue
        if (drawers := wstat2_draws.instead(st, player)) is not None:  # "If you would draw a card, draw two instead" (EN 716; engine.wow.wstat2_draws)
            events += wstat2_draws.carry_out(st, drawers, rule)
            continue
        if not st.table.zone(player, "deck"):
            st.decked[player] = True
            events.append(Event("decked", f"P{player + 1} must draw from an empty deck", R("410.6b"), player))
            break
        events += effects.draw(st.table, player, 1, rule)[1]
        draw_cap.note(st, player)
    return events


# --- pre-priority checks (410.5, 410.6) and uniqueness (414) --------------------------------------


def uniqueness_violations(st: WowState, player: int) -> list[int]:
    """414.3a Unique names, 414.3b Tag(N), 414.3c Two-Handed with Off-Hand and the wield
    exceptions (406, ``wield.violations``): the violating cards. Only the cards whose printed data
    is Unique, has a Tag(N) limit or a hand tag (Melee, Ranged, Off-Hand) are read
    (``_limited_uids``) when no card is a copy (402.2): a card's data is otherwise its printed name
    and tags, blank or not (412.1b, 103.2), with gained text (200.1a) — never a Unique, limited or
    hand card its printed data is not."""
    return _violations(st, player, None if tag_grants.all_unique(st) else _limited_uids(st))  # "Cards everywhere are Unique." (Eitrigg): all are read


def _violations(st: WowState, player: int, limited: frozenset[int] | None) -> list[int]:
    """``uniqueness_violations`` with ``_limited_uids``' answer."""
    zones = st.table.zones[player]  # reading only
    held = "form" if turn_forms.turn_form(st, player) else ""  # the hero has Form (1) this turn: one Form more (helper w30quest)
    if limited is None:
        cards = [*zones["allies"], *zones["hero_row"]]
    else:  # the others are neither Unique, Tag(N)-limited nor hand cards (414.3a–c): they add to no group
        cards = _limited_there(zones, limited)
        if not cards:
            return []  # no group, no gear (414.3a–c, ``wield.violations``)
        if len(cards) == 1 and not held and _alone_legal(kw.data(st, cards[0])):
            return []
    by_name: dict[str, list[int]] = {}
    by_tag: dict[str, tuple[int, list[int]]] = {}
    everyone = limited is None and tag_grants.all_unique(st)  # "Cards everywhere are Unique." (414.3a; engine.wow.tag_grants)
    for uid in cards:
        unique, limits = _unique_facts(kw.data(st, uid))
        if not unique and everyone and "Unique" in tag_grants.words(st, uid):
            unique = kw.data(st, uid).get("name") or ""
        if unique:
            by_name.setdefault(unique, []).append(uid)
        for lim in limits:
            n, lst = by_tag.get(lim[0], (lim[1], []))
            by_tag[lim[0]] = (min(n, lim[1]), [*lst, uid])
    for uids in by_name.values():
        if len(uids) > 1:
            return uids
    more = _tag_limits(st, player) if by_tag else {}  # (read only when some card has a limit)
    for tag, (n, uids) in by_tag.items():
        extra = more.get(tag.lower(), 0)
        if extra >= 0 and len(uids) + (tag.lower() == held) > n + extra:
            return uids  # (the hero with Form (1) is none of them: its controller destroys one of these, 414.2)
    return wield.violations(st, player, limited)


def _limited_there(zones: dict[str, list[int]], limited: frozenset[int]) -> list[int]:
    """The cards of ``limited`` among the allies, then the hero row (``_violations``' order)."""
    out = []  # (loops: no comprehension made at every check)
    for uid in zones["allies"]:
        if uid in limited:
            out.append(uid)
    for uid in zones["hero_row"]:
        if uid in limited:
            out.append(uid)
    return out


def _unique_facts(d: dict) -> tuple[str, tuple[tuple[str, int], ...]]:
    """What 414.3 reads of a card data: its name if it is Unique (414.3a, else ""), and its Tag(N)
    limits other than the hands' (414.3b, ``wield.HAND_TAGS``), in tag order. Kept by the data's id
    (the data is kept, so its id can't be reused; at most ``wield.KEEP`` answers): card data never
    changes."""
    hit = _unique_hit(d)
    return hit[1], hit[2]


def _alone_legal(d: dict) -> bool:
    """Whether a card of data ``d`` with no other Unique, Tag(N)-limited or hand card beside it breaks
    no uniqueness rule, whatever continuous powers say (``_unique_facts``): a Unique one has no
    namesake (414.3a), each of its Tag(N) limits allows one at least (414.3b: more powers only raise
    it) and a lone hand card is legal unless Two-Handed and Off-Hand (414.3c, ``wield.alone_legal``)."""
    return _unique_hit(d)[3]


def _unique_hit(d: dict) -> tuple[dict, str, tuple[tuple[str, int], ...], bool]:
    """``_unique_facts`` and ``_alone_legal`` of ``d``, kept by its id."""
    hit = _UNIQUE_FACTS.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_UNIQUE_FACTS) > wield.KEEP:
            _UNIQUE_FACTS.clear()
        tags = d.get("tags", [])
        limits = _tag_limits_of(tags)
        alone = all(n >= 1 for _tag, n in limits) and wield.alone_legal(d)
        hit = _UNIQUE_FACTS[id(d)] = (d, (d.get("name") or "") if "Unique" in tags else "", limits, alone)
    return hit


def _tag_limits_of(tags: list[str]) -> tuple[tuple[str, int], ...]:
    """The Tag(N) limits of ``tags`` other than the hands' (``_unique_facts``): only "Tag (N)" has one."""
    return tuple(lim for tag in tags if ")" in tag and (lim := tag_limit(tag)) and lim[0] not in wield.HAND_TAGS)


_UNIQUE_FACTS: dict[int, tuple[dict, str, tuple[tuple[str, int], ...], bool]] = {}
"""``_unique_hit``'s answers by the data's id."""


def _limited_uids(st: WowState) -> frozenset[int] | None:
    """The cards whose printed data is Unique, has a Tag(N) limit (414.3a–b, ``_unique_facts``) or
    a hand tag (414.3b–c, ``wield.violations``) — ``match_facts.printed_uids``: kept under
    ``next_uid`` — or None when some card may have another card's name and tags (a copy, 402.2) or
    the match-wide shortcuts are off: then all are read."""
    if not match_facts.SHORTCUTS or (st.modifiers and any(m.stat.startswith(COPY_OF) for m in st.modifiers)):
        return None
    return match_facts.printed_uids(st, _LIMITED, _is_limited)


def _is_limited(d: dict) -> bool:
    """Whether a card data is Unique (with a name), has a Tag(N) limit (``_unique_facts``) or a hand
    tag (``wield.hand_card``)."""
    unique, limits = _unique_facts(d)
    return bool(unique or limits) or wield.hand_card(d)


_LIMITED = "procedure.limited"
"""The fact of ``_limited_uids`` among the match's facts (``match_facts``)."""


def _tag_limits(st: WowState, player: int) -> dict[str, int]:
    """414.3b changed by continuous powers ("You can control an additional Pet", "… any number of
    mounts"): per lower-case tag, how many more cards (-1: no limit)."""
    hero = st.heroes[player] if player < len(st.heroes) else None
    out: dict[str, int] = {}
    if hero is None or hero not in st.table.cards or not kw.in_play(st, hero):
        return out
    for e in kw.statics(st, hero, "tag_limit"):
        tag = e.keyword.lower()
        out[tag] = -1 if e.amount < 0 or out.get(tag, 0) < 0 else out.get(tag, 0) + e.amount
    return out


def check_uniqueness(st: WowState) -> bool:
    """414.1–414.2: fixed at once, turn player first; the player destroys violating cards of
    their choice by the game. Returns True if a choice is now pending."""
    with kw.reading(st):  # the checks only read the state
        found = _unique_problem(st)
    return _ask_uniqueness(st, found)


def _unique_problem(st: WowState) -> tuple[int, list[int]] | None:
    """The first player (turn player first) with uniqueness violations, and those cards (414.1)."""
    limited = None if tag_grants.all_unique(st) else _limited_uids(st)  # the same for both players (reading only); Eitrigg: all are read
    for p in (st.active, 1 - st.active):  # (a loop: no cells made at every check)
        bad = _violations(st, p, limited)
        if bad:
            return p, bad
    return None


def _ask_uniqueness(st: WowState, found: tuple[int, list[int]] | None) -> bool:
    """414.2: the player chooses which violating card is destroyed. Returns True if asked."""
    if found is None:
        return False
    return _asked_uniqueness(st, *found)


def _asked_uniqueness(st: WowState, p: int, bad: list[int]) -> bool:
    """``_ask_uniqueness`` of ``p``'s violating cards ``bad``."""
    st.pending.append(Pending(p, "uniqueness", "Uniqueness violation: destroy one of these", [
        Option(str(u), kw.name(st, u)) for u in bad], 1, 1, R("414.2")))
    return True


def _doomed(st: WowState) -> list[int]:
    """The cards 410.6a and 410.6c destroy, checked all at once (reading only)."""
    return _wave_look(st, idle_too=False)[0]


def _wave_look(st: WowState, idle_too: bool = True) -> tuple[list[int], bool]:
    """``_doomed``'s cards, and (``idle_too``) whether a wave would then do nothing (``_wave_idle``,
    False when some card is doomed): one pass over the allies and hero rows serves both. Reading only."""
    doomed: list[int] = []
    hostless: list[int] = []  # 410.6c, after the 410.6a cards (of both players) as when checked apart
    damaged = False  # 410.6e: a non-character in a hero row has damage (``_wave_idle``)
    floor = kw.statics_never_lower(st, "health")  # then health is at least ``health_before_statics``
    modified = {m.uid for m in st.modifiers} if st.modifiers else ()
    peek = st.table.peek  # reading only
    zones = st.table.zones  # reading only
    once = st.table.reading  # ``kw.data`` inlined when kept (asked for each card)
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            row = zone == "hero_row"
            for uid in zones[p][zone]:
                card = peek(uid)
                if row:
                    if card.damage and not kw.is_character(st, uid):
                        damaged = True  # 410.6e (``_wave_idle``)
                    host = card.attached_to  # 400.5, 410.6c: an attachment without a host in play
                    if host is not None and (host == -1 or not kw.in_play(st, host) or not attach.host_ok(st, uid, host)):
                        hostless.append(uid)  # 400.6: its host specification no longer matches
                if uid not in modified:
                    d = once.get(uid) if once is not None else None
                    if d is None:
                        d = kw.data(st, uid)
                    if floor and not card.counters and (d.get("health") or 0) > card.damage:
                        continue  # no modifier (205.1, combat_while) or counter (404.1c): printed health > damage >= 0 (410.6a)
                    if d.get("type", "") not in _CHARACTERS and not d.get("totem"):
                        continue  # no modifier changes its printed type (300.1, ``is_character``): no character
                elif not kw.is_character(st, uid):
                    continue
                if floor and kw.health_before_statics(st, uid) > card.damage:
                    continue  # health > damage >= 0: neither 0 health nor fatal damage (410.6a)
                hp = kw.health(st, uid)
                # 410.6a, 405.2; checked all at once, so a "can't be destroyed" ending in this
                # wave (its source destroyed alongside) still protects now (103.4, W2)
                if (hp <= 0 or card.damage >= hp) and not kw.cant_be_destroyed(st, uid) \
                        and not kw.has(st, uid, FATAL_PROOF):  # "Zorus can't be destroyed by fatal damage." (helper wstat2)
                    doomed.append(uid)
    doomed += hostless
    return doomed, idle_too and not doomed and not damaged and _wave_idle(st, rows=False)


_CHARACTERS = frozenset(CHARACTER_TYPES)
"""The printed types of a character (300.1; a totem too, 305.3a), as ``_wave_look`` reads them."""


def ppp_wave(st: WowState, doomed: list[int] | None = None) -> list[Event]:
    """One wave of 410.6: all checks at once, then their results at once (802). ``doomed``: what
    ``_doomed`` found, if the caller has looked already."""
    if doomed is None:
        with kw.reading(st):
            doomed = _doomed(st)
    events: list[Event] = []
    for uid in doomed:  # 410.6c: the host check destroys "by the game" (103.3)
        attachment = st.table.cards[uid].attached_to is not None
        events += destroy(st, uid, R("410.6c") if attachment else R("410.6a"), by_game=attachment)
    if st.controls:
        events += exhausted_control.check(st)  # "While Helwen remains exhausted, you control target ally." (401.3b)
    peek_many = st.table.cards.peek_many  # type: ignore[attr-defined]  # reading only: a card is fetched to write it
    for p in range(st.num_players):
        row, res = st.table.zone(p, "hero_row"), st.table.zone(p, "resources")
        res_cards = peek_many(res)
        for uid, card in zip(res, res_cards, strict=True):  # 410.6f
            if card.face_down and card.counters:
                st.table.cards[uid].counters = {}
                events.append(Event("ppp", "Counters on a face-down resource are removed", R("410.6f"), p))
        for uid, card in zip(row + res, peek_many(row) + res_cards, strict=True):  # 410.6e (removing counters left the damage as it was)
            if card.damage and not kw.is_character(st, uid):
                st.table.cards[uid].damage = 0
                events.append(Event("ppp", "Damage on a non-character is removed", R("410.6e"), p))
    peek = st.table.cards.peek  # type: ignore[attr-defined]  # reading only
    for uid in [u for u in token_uids(st) if (c := peek(u, None)) is not None and c.flags.get("token") and c.zone not in ("allies", "hero_row", "resources")]:
        token_links.note_gone(st, uid)  # its links still carry out its power (EN 710)
        st.table.remove(uid)  # 410.6d: tokens outside play cease to exist
        events.append(Event("ppp", "A token outside play ceases to exist", R("410.6d")))
    for p in range(st.num_players):  # 410.6g: two or more face-up locations: keep one
        res = st.table.zone(p, "resources")
        locs = [u for u, c in zip(res, peek_many(res), strict=True) if not c.face_down and kw.ctype(st, u) == "location"]  # peek: reading copies no card
        if len(locs) > 1 and not st.pending and not _any_locations(st, p):  # "You can control any number of locations." (103.1)
            st.pending.append(Pending(p, "location", "You control several face-up locations: keep which one face up?",
                                      [Option(str(u), kw.name(st, u)) for u in locs], 1, 1, R("410.6g")))
    losers = [p for p in range(st.num_players) if st.decked[p] or st.table.peek(st.heroes[p]).zone != "hero_row"]
    if losers:
        why = {p: ("was decked" if st.decked[p] else "hero was destroyed") for p in losers}
        rule = R("410.6b") if all(st.decked[p] for p in losers) else R("102.1a")
        winners = [p for p in range(st.num_players) if p not in losers]
        text = "; ".join(f"P{p + 1} {w}" for p, w in why.items())
        st.result = Result(winners, text + (" (draw)" if not winners else ""), rule)
        st.pending.clear()
        events.append(Event("game_over", text, rule))
    return events


def _wave_idle(st: WowState, rows: bool = True) -> bool:
    """Whether a wave with nothing doomed (410.6a, 410.6c) would do nothing (``ppp_wave``: no event,
    nothing written): no face-down resource has counters (410.6f), no non-character in the hero or
    resource row has damage (410.6e), no token is outside play (410.6d), no player has two or more
    face-up locations (410.6g) and no player loses (410.6b, 102.1a). Reading only. ``rows``: the
    hero rows' damage too (else known to be none: ``_wave_look``)."""
    if st.controls and exhausted_control.due(st):
        return False  # a control "while Helwen remains exhausted" ends (engine.wow.exhausted_control)
    peek_many = st.table.cards.peek_many  # type: ignore[attr-defined]  # reading only
    zones = st.table.zones  # reading only
    for p in range(st.num_players):
        if st.decked[p] or st.table.peek(st.heroes[p]).zone != "hero_row":
            return False  # 410.6b, 102.1a
        locations = 0
        for card in peek_many(zones[p]["resources"]):
            if card.face_down:
                if card.counters:
                    return False  # 410.6f
            elif kw.ctype(st, card.uid) == "location":
                locations += 1
            if card.damage and not kw.is_character(st, card.uid):
                return False  # 410.6e
        if locations > 1 and not _any_locations(st, p):
            return False  # 410.6g ("You can control any number of locations.", engine.wow.location_counters)
        for card in peek_many(zones[p]["hero_row"]) if rows else ():
            if card.damage and not kw.is_character(st, card.uid):
                return False  # 410.6e
    peek = st.table.cards.peek  # type: ignore[attr-defined]  # reading only
    for u in token_uids(st):  # 410.6d (a loop: no cells made at every check)
        c = peek(u, None)
        if c is not None and c.flags.get("token") and c.zone not in ("allies", "hero_row", "resources"):
            return False
    return True


def _any_locations(st: WowState, p: int) -> bool:
    """``p`` may control any number of face-up locations (Magnificent Flying Carpet; engine.wow.location_counters)."""
    from .location_counters import unlimited

    return unlimited(st, p)


def token_uids(st: WowState) -> tuple[int, ...]:
    """The tokens of the table (flag ``token``, 404.2), in table order, and perhaps cards that have
    ceased to exist since (410.6d; the caller checks). A card is a token from the moment it is made
    (``make_tokens``, ``copies.token_copy`` flag the card they have just added) and a uid is never
    reused, so the answer is kept on the table under ``next_uid`` (among the match's facts, copied
    with the table, ``match_facts``): only a new card makes a new token."""
    table = st.table
    kept = table.kept.get("_wow_match_facts")  # (no dict made at every call, as ``setdefault`` would)
    if kept is None:
        kept = table.kept["_wow_match_facts"] = {}
    hit = kept.get(_TOKENS)
    if hit is not None and hit[0] == table.next_uid:
        return hit[1]
    out = tuple(u for u, c in table.cards.peek_items() if c.flags and c.flags.get("token"))  # type: ignore[attr-defined]  # reading only
    kept[_TOKENS] = (table.next_uid, out)
    return out


_TOKENS = "procedure.tokens"
"""The key of ``token_uids``' answer among the match's facts (``match_facts``)."""


def run_ppp(st: WowState, seen: dict | None = None) -> list[Event]:
    """410.6: repeat waves until one does nothing; uniqueness is fixed between waves (414.1).
    ``seen``: when the checks find nothing to do (no event, nothing asked: a wave that does nothing
    writes nothing), the answers their reading kept (``keywords.reading``) are put there under
    ``"once"``: they hold for the state as it still is (``WowEngine.settle`` starts the next reading
    from them)."""
    events: list[Event] = resolving.finish(st)  # 305.1: an ability whose text waited for answers is done now
    once = None
    for _ in range(50):
        with kw.reading(st):  # both checks only read the state: the answers read once serve both
            found = _unique_problem(st)
            doomed, idle = _wave_look(st) if found is None else ([], False)
            once = kw.kept(st)
        if _ask_uniqueness(st, found):
            return events
        wave = [] if idle else ppp_wave(st, doomed)
        events += wave
        if st.over or st.pending or not wave:
            break
    if seen is not None and once is not None and not events and not st.pending and not st.over:
        seen["once"] = once
    return events


def push_triggers(st: WowState) -> list[Event]:
    """410.5: waiting triggered effects go on the chain (turn player's first, so the other
    player's resolve first — a fixed order; choosing the order is listed as a gap)."""
    events: list[Event] = []
    st.triggers.sort(key=lambda link: link.controller != st.active)
    while st.triggers:
        first = st.triggers[0]
        group = [i for i, t in enumerate(st.triggers) if t.controller == first.controller]
        if len(group) > 1 and not first.data.get("ordered"):
            # EN 708.2: a player with several triggered effects waiting chooses their order
            st.pending.append(Pending(first.controller, "trigger_order", "Put which triggered effect on the chain first?",
                                      [Option(str(i), st.triggers[i].label) for i in group], 1, 1, EN("708.2")))
            return events
        link = st.triggers.pop(0)
        granted = granted_effects(link)  # a Mend trigger from statics.mend_triggers
        if link.power >= 0 or granted is not None:
            needs = chosen_targets(granted if granted is not None else link_effects(st, link))  # a gone token's power too (410.6d)
            needs = [another_target.bind(st, e, link) for e in needs]  # "another target" other than the event's card
            if any(e.target is not None and counted_targets.N_COUNT in e.target.filter for e in needs):  # "… a target … for each Ogre you control"
                needs = x_needs(needs, link.x, counted_targets.count(st, link, needs))  # (engine.wow.counted_targets, as a card's)
            if needs:
                options = wreal_random.narrow(st, needs[0], must_target.narrow(st, link.controller, needs[0], legal_targets(st, link.controller, needs[0], link.uid)))  # "target random …"
                if not options:
                    events.append(Event("trigger", f"{link.label}: no legal target, not added", EN("707.1d"), link.controller))
                    continue
                st.waiting = {"link": link_json(link), "need": len(needs), "picked": [], "then": "trigger"}
                optional = needs[0].target.up_to or needs[0].optional
                st.pending.append(Pending(link.controller, "target", f"Choose a target for {link.label}",
                                          target_options(st, needs[0], options), 0 if optional else 1, 1, EN("706.1")))
                return events
        events += add_link(st, link)
    return events


# --- the turn -------------------------------------------------------------------------------------


def close_window(st: WowState) -> list[Event]:
    """410.4b: the window closes and the game advances to the next step."""
    step = st.step
    if step == "ready":
        st.step = "draw"
        return start_draw_step(st)
    if step == "draw":
        st.phase, st.step = "action", "main"
        st.priority = st.active
        return [Event("phase", "Action phase", EN("502.1"), st.active)]
    if step == "combat":
        events = combat.conclude(st)
        st.priority = st.active
        return events
    if step == "main":
        st.phase, st.step = "end", "end"
        st.priority = st.active
        events = [Event("phase", "End phase", EN("503.1"), st.active)]
        p = st.active
        with kw.reading(st):  # the powers are read, then their triggers wait (nothing else is written)
            waiting = [Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}")
                       for zone in ("allies", "hero_row", "resources") for uid in _may_trigger(st, p, zone, "end_of_turn")
                       for i, pw in enumerate(powers(st, uid)) if pw.kind == "triggered" and pw.trigger == "end_of_turn"]
        st.triggers += waiting
        each_turn(st, "end")
        delayed.due(st)  # "at the end of the (next) turn" returns (415.9b)
        return events
    if step == "end":
        return wrap_up(st)
    return []


def wrap_up(st: WowState) -> list[Event]:
    """415.4b (EN 503.2): the turn player discards down to the hand limit of 7, then "this
    turn" modifiers end and the next turn begins."""
    st.step = "wrapup"
    hand = st.table.zone(st.active, "hand")
    limit = hand_limit(st, st.active)  # engine.wow.hand_size: "Your maximum hand size is increased by one"
    if limit is not None and len(hand) > limit and discard_ban.cant_discard(st, st.active):
        return [discard_ban.refused(st.active), *next_turn(st)]  # 103.2: "can't" beats 415.4b's discard (engine.wow.discard_ban)
    if limit is not None and len(hand) > limit:
        n = len(hand) - limit
        st.pending.append(Pending(st.active, "discard", f"Discard {n} card(s) down to {limit}", [
            Option(str(u), st.table.card_name(u)) for u in hand], n, n, R("415.4b")))
        return []
    return next_turn(st)


def next_turn(st: WowState) -> list[Event]:
    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, st.active)
    st.shields = lasting(st.shields)  # "this turn" shields end (EN 503.2); one printed without a duration stays
    ended = [Event("wrapup", f"Wrap-up: P{st.active + 1}'s \"this turn\" effects end", EN("503.2"), st.active)]
    ended += durations.end_of_turn(st)  # "until the end of your next turn" (engine.wow.durations)
    ended += control.expire_turn(st)  # 401.3b: "this turn" control ends
    cap = st.options.get("max_turns")
    if cap and st.turn >= int(cap):
        st.result = Result([], f"turn cap of {cap} reached (option max_turns): draw", None)
        return [*ended, Event("game_over", st.result.reason)]
    nxt, skipped = turns.next_player(st)  # 500.1, with extra (500.3) and skipped (500.4) turns
    st.turn += 1
    st.active = nxt
    return ended + skipped + start_turn(st)


@continuations.provide("start_turn")
def start_turn(st: WowState) -> list[Event]:
    """501.1a: the ready step readies the turn player's exhausted cards (no chain), then a
    priority window opens. "At the start of your turn" triggers go on the chain in PPP (500.2)."""
    p = st.active
    st.phase, st.step = "start", "ready"
    st.turn_started[p] = st.turn
    st.resource_placed[p] = False
    st.passes, st.priority = 0, p
    events = [Event("turn", f"Turn {st.turn}: P{p + 1}", R("500.1"), p)]
    events += durations.start_of_turn(st)  # "until your next turn" ends (engine.wow.durations)
    events += opening_reveal.first_turn(st)  # "… your hero has +3 ATK on your first turn" (engine.wow.opening_reveal)
    events += turn_start_shield.start(st)  # "As each turn starts, prevent the next damage …" (engine.wow.turn_start_shield)
    events += shield_filters.as_turn_starts(st)  # "As each turn starts, [Warlock] Hero: Prevent the next 3 melee damage …" (helper wtime)
    events += first_damage_shield.start(st)  # "Prevent the first 1 damage that would be dealt to Valerie each turn" (helper wflip)
    readied: list[int] = []
    limit, held = ready_cap.cap(st), []  # "Each player can't ready more than three resources during his ready step." (engine.wow.ready_cap)
    optional: list[int] = []
    for zone in ("resources", "allies", "hero_row"):
        for uid in st.table.zone(p, zone):
            card = st.table.peek(uid)  # fetched to write only when it readies
            if skips_ready(st, uid):  # "It can't ready during its controller's next ready step."
                continue
            if card.tapped and (kw.has(st, uid, STAYS_EXHAUSTED) or not can_ready(st, uid)):  # continuous ones (103.2)
                continue
            if card.tapped and zone != "resources" and exhausted_control.may_stay(st, uid):
                optional.append(uid)  # "You may choose not to ready Helwen during your ready step." (engine.wow.exhausted_control)
                continue
            if card.tapped and limit is not None and zone == "resources":
                held.append(uid)
            elif card.tapped:
                st.table.cards[uid].tapped = False
                readied.append(uid)  # "When this ally readies" (engine.wow.self_triggers)
    events.append(Event("ready", f"P{p + 1} readies their cards", R("501.1a"), p, data={"readied": readied}))
    if limit is not None:
        events += ready_cap.offer(st, p, held, limit)
    events += exhausted_control.offer(st, p, optional)  # 501.1a: he chooses which stay exhausted
    events += inspire.offer(st)  # 501.1b: other players' Inspire, at the same time
    with kw.reading(st):  # the powers are read, then their triggers wait (nothing else is written)
        waiting = [Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}")
                   for zone in ("allies", "hero_row", "resources") for uid in _may_trigger(st, p, zone, "start_of_turn")
                   for i, pw in enumerate(powers(st, uid)) if pw.kind == "triggered" and pw.trigger == "start_of_turn"]
        waiting += [Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}")  # "At the start of your turn, if Wisp
                    for uid in _may_trigger(st, p, "graveyard", "start_of_turn_graveyard")  # is in your graveyard, …" (helper wturn, scripts/wturn.toml)
                    for i, pw in enumerate(powers(st, uid)) if pw.kind == "triggered" and pw.trigger == "start_of_turn_graveyard"]
    st.triggers += waiting
    mend_triggers(st, p, printed_powers)  # EN glossary Mend given by continuous powers (engine.wow.statics)
    each_turn(st, "start")
    wonga_hosts.host_turn(st)  # "At the start of attached hero's controller's turn" (500.2, engine.wow.wonga_hosts)
    next_turn_return.due(st)  # "Put him into play at the start of the next turn" (engine.wow.next_turn_return)
    delayed.due(st, "start")  # "If you do, destroy it at the start of the next turn." (415.9b; engine.wow.wreal2)
    return events


def _may_trigger(st: WowState, p: int, zone: str, trigger: str) -> list[int]:
    """The cards of ``p``'s ``zone`` (in order) whose powers may hold one triggered on ``trigger``
    (``powers.triggered_uids``): the others' powers are not worked out. Reading only."""
    uids = st.table.zones[p][zone]  # reading only: no list copied
    able = triggered_uids(st, trigger)
    if able is None:
        return uids
    if able.isdisjoint(uids):
        return []
    out = []  # (a loop: no cells made at every step)
    for uid in uids:
        if uid in able:
            out.append(uid)
    return out


def start_draw_step(st: WowState) -> list[Event]:
    """EN 501.2: the turn player draws a card; the first player skips the draw on the first turn
    (outside the provided document)."""
    p = st.active
    st.priority, st.passes = p, 0
    if draw_step_skip.skips(st, p):  # "Ongoing: Skip your draw step." (EN 716; engine.wow.draw_step_skip)
        st.phase, st.step = "action", "main"
        return [Event("draw_step", f"P{p + 1} skips the draw step", EN("716"), p), Event("phase", "Action phase", EN("502.1"), p)]
    if st.turn == 1 and st.options.get("first_player_draws", False) is False:
        return [Event("draw_step", f"P{p + 1} skips the first draw", EN("501.2"), p)]
    return draw(st, p, 1, EN("501.2"), resume={"step": may_skip_draw.STEP})


def start_combat_step(st: WowState) -> list[Event]:
    """EN 602: the proposal resolved; the combat step begins. The defending player may have a
    ready Protector exhaust to become the defender (EN 602.2); then a priority window (weapon
    strikes and armor, 303.2, 304.3)."""
    c = st.combat
    if c is None or not (kw.is_character(st, c.attacker) and (kw.is_character(st, c.defender) or wreal2_sabotage.sabotaging(st))):
        return combat.end_combat(st)
    c.stage, st.step = "step", "combat"
    st.priority, st.passes = st.active, 0
    events = [Event("combat_step", f"Combat step: {kw.name(st, c.attacker)} against {wreal2_sabotage.defender_name(st, c.defender)}", EN("602.1"))]
    prot = combat.protectors(st)
    if prot:
        st.pending.append(Pending(friendly_attacks.defending_player(st, c.attacking_player, c.defender), "protector", "Protect with a Protector?", [
            Option("none", "Don't protect"), *[Option(str(u), f"Protect with {kw.name(st, u)}") for u in prot]], 1, 1, EN("602.2")))
    else:
        events += combat_entry.entered(st)  # no Protector to ask: they enter combat now (engine.wow.combat_entry)
    return events

