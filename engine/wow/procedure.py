"""The game procedure: the chain and priority (409–410), pre-priority checks (410.6), uniqueness
(414), effects of compiled powers, and the turn (500–501; 502–503 from the English rules).

``settle`` runs after every action: it carries the game forward (checks, triggers, automatic
passes) until a player must decide.
"""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, Result, effects
from engine.core.effects import Effect
from engine.core.manual import manual_pending

from . import combat
from . import keywords as kw
from .cards.compiler import Power, card_powers
from .cards.schema import tag_limit
from .damage import deal, heal
from .rules import EN, R
from .state import Link, WowState

HAND_LIMIT = 7


def powers(st: WowState, uid: int) -> tuple[Power, ...]:
    return card_powers(kw.data(st, uid))


def printed_powers(st: WowState, uid: int) -> tuple[Power, ...]:
    """The powers of the card a link came from, even if it is now face down (a completed quest's
    reward, EN 702)."""
    return card_powers(st.cards[st.table.cards[uid].card_id])


# --- moving cards -----------------------------------------------------------------------------


def leave_play(st: WowState, uid: int, zone: str, rule, *, face_down: bool = False) -> list[Event]:
    """415.9a: a card changing zones becomes a new card: modifiers, damage and counters go; it
    leaves combat. Cards go to their owner's zone (415.2)."""
    card = st.table.cards[uid]
    was_face_down = card.face_down
    card.face_down = face_down
    ev = effects.move(st.table, uid, zone, rule, player=card.owner)
    if was_face_down and zone in ("graveyard", "removed"):
        ev.text = f"a face-down resource ({card.card_id}) moves to {zone}"
    card.tapped, card.damage, card.counters = False, 0, {}
    card.flags.pop("flipped", None)
    card.attached_to = None
    for other in st.table.cards.values():
        if other.attached_to == uid:
            other.attached_to = -1  # 400.5: its host became a new card; destroyed in the next check
    st.modifiers = effects.forget_card(st.modifiers, uid)
    st.shields = [s for s in st.shields if s.uid != uid]
    if st.combat and uid in (st.combat.attacker, st.combat.defender):
        st.combat.stage = "removed" if st.combat.stage == "step" else st.combat.stage
    return [ev]


def destroy(st: WowState, uid: int, rule) -> list[Event]:
    """415.9c: destroy = move from play to the owner's graveyard."""
    if not kw.in_play(st, uid):
        return []
    name = kw.name(st, uid)
    events = leave_play(st, uid, "graveyard", rule)
    events[0].kind, events[0].text = "destroy", f"{name} is destroyed"
    return events


# --- priority and the chain (410) -----------------------------------------------------------


def give_priority(st: WowState, player: int) -> None:
    st.priority = player


def add_link(st: WowState, link: Link) -> list[Event]:
    """410.1: after adding a link the same player gets priority again (and passes restart)."""
    st.chain.append(link)
    st.passes = 0
    st.priority = link.controller
    return [Event("chain", f"P{link.controller + 1} adds to the chain: {link.label}", R("410.3"), link.controller,
                  data={"kind": link.kind})]


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
    events: list[Event] = [Event("resolve", f"Resolving: {link.label}", EN("709.1"), link.controller)]
    card = st.table.cards.get(link.uid)
    if link.kind == "resource":
        face_up = bool(link.data.get("face_up"))
        card.face_down = not face_up
        card.known_to = [card.owner]
        effects.move(st.table, link.uid, "resources", R("412.1"), player=link.controller)
        card.entered_turn = st.turn
        events.append(Event("resource", f"P{link.controller + 1} places a resource" + (f" face up: {kw.name(st, link.uid)}" if face_up else " face down"), R("412.1b"), link.controller))
        return events
    if link.kind == "combat":
        return events + start_combat_step(st)
    if link.kind == "card":
        return events + resolve_card(st, link)
    # power, trigger, reward: their effects
    power = printed_powers(st, link.uid)[link.power] if card is not None and link.power >= 0 else None
    effs = list(power.effects) if power is not None else []
    if link.kind == "trigger" and "effects_text" in link.data:
        effs = [Effect("manual", text=link.data["effects_text"])]
    return events + run_effects(st, link, effs)


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
    elif t in ("weapon", "armor", "item") or (t == "ability" and any(pw.text.startswith("Ongoing") for pw in powers(st, uid))):
        zone = "hero_row"
    else:
        zone = ""
    attach = next((pw for pw in powers(st, uid) if _attaches(pw)), None)
    if zone and attach is not None:
        host = link.targets[0] if link.targets else None
        eff = next(e for e in attach.effects if e.op == "move")
        if host is None or not kw.in_play(st, host) or host not in legal_targets(st, p, eff, uid):
            effects.move(st.table, uid, "graveyard", R("400.2"))
            return [Event("attach", f"{d['name']} has no legal host and goes to the graveyard", R("400.2"), p)]
        st.table.cards[uid].attached_to = host
        events.append(Event("attach", f"{d['name']} attaches to {kw.name(st, host)}", R("400.1"), p, data={"uid": uid, "host": host}))
        link = Link(link.kind, p, uid, link.power, link.targets[1:], link.x, link.label)
    if zone:
        effects.move(st.table, uid, zone, EN("710.1"), player=p)
        card = st.table.cards[uid]
        card.entered_turn = st.turn
        events.append(Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid}))
        for i, pw in enumerate(powers(st, uid)):
            if pw.kind == "triggered" and pw.trigger == "enter":
                st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
            elif not pw.automated and pw.kind in ("static", "triggered", "play"):
                st.triggers.append(Link("trigger", p, uid, -1, label=f"{kw.name(st, uid)} (by hand): {pw.text}",
                                        data={"effects_text": pw.text}))
        if t == "ability" and not d.get("totem"):
            # the part before "Ongoing:" is carried out as the card resolves (305.2a)
            for i, pw in enumerate(powers(st, uid)):
                if pw.kind == "play":
                    events += run_effects(st, Link("card", p, uid, i, link.targets, link.x, link.label), list(pw.effects))
        return events
    # non-ongoing ability (305.1): its effects, then the graveyard
    for i, pw in enumerate(powers(st, uid)):
        if pw.kind == "play":
            events += run_effects(st, Link("card", p, uid, i, link.targets, link.x, link.label), list(pw.effects))
    if st.table.cards[uid].zone == "chain":
        effects.move(st.table, uid, "graveyard", R("305.1"))
    return events


def _attaches(pw: Power) -> bool:
    return pw.kind == "play" and any(e.op == "move" and e.zone == "attached" for e in pw.effects)


def replace_hero(st: WowState, player: int, uid: int) -> list[Event]:
    """301.4a–b: the master hero takes over the old hero's damage, counters and ready state; the
    old hero is removed from the game by the game. Neither uses the chain."""
    old = st.table.cards[st.heroes[player]]
    effects.move(st.table, uid, "hero_row", R("301.4a"), player=player)
    new = st.table.cards[uid]
    new.damage, new.tapped, new.counters = old.damage, old.tapped, dict(old.counters)
    for m in st.modifiers:
        if m.uid == old.uid:
            m.uid = uid
    effects.move(st.table, old.uid, "removed", R("301.4b"))
    old.damage, old.tapped = 0, False
    st.heroes[player] = uid
    return [Event("master_hero", f"P{player + 1}'s hero becomes {kw.name(st, uid)}; {old.card_id} is removed from the game", R("301.4a"), player)]


# --- effects ------------------------------------------------------------------------------------


def chosen_targets(effs: list[Effect]) -> list[Effect]:
    return [e for e in effs if e.target is not None and e.target.kind == "chosen"]


def legal_targets(st: WowState, player: int, eff: Effect, source: int) -> list[int]:
    """Cards in play matching the filter; Untargetable cards can't be targeted by opponents,
    Immune ones by anyone (EN glossary)."""
    flt = eff.target.filter if eff.target else {}
    out = []
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(p, zone):
                card = st.table.cards[uid]
                if flt.get("side") == "opposing" and card.controller == player:
                    continue
                if flt.get("side") == "friendly" and card.controller != player:
                    continue
                if flt.get("exclude_self") and uid == source:
                    continue
                if not set(flt.get("types", [])) & kw.kinds(st, uid):
                    continue
                if "hero" in flt.get("types", []) and kw.kinds(st, uid) & {"hero"} and zone != "hero_row":
                    continue
                state = flt.get("state")
                if (state == "exhausted" and not card.tapped) or (state == "ready" and card.tapped):
                    continue
                if (state == "damaged" and not card.damage) or (state == "undamaged" and card.damage):
                    continue
                keys = kw.keywords(st, uid)
                if "Immune" in keys or ("Untargetable" in keys and card.controller != player):
                    continue
                out.append(uid)
    return out


def _each(st: WowState, player: int, eff: Effect, source: int) -> list[int]:
    flt = eff.target.filter
    out = []
    for p in range(st.num_players):
        for zone in ("hero_row", "allies"):
            for uid in st.table.zone(p, zone):
                if (flt.get("side") == "opposing" and p == player) or (flt.get("side") == "friendly" and p != player):
                    continue
                if flt.get("exclude_self") and uid == source:
                    continue
                state = flt.get("state")
                card = st.table.cards[uid]
                if (state == "exhausted" and not card.tapped) or (state == "ready" and card.tapped):
                    continue
                if set(flt.get("types", [])) & kw.kinds(st, uid):
                    out.append(uid)
    return out


def run_effects(st: WowState, link: Link, effs: list[Effect]) -> list[Event]:
    """Carry out compiled effects for ``link`` (targets in link.targets, in order)."""
    events: list[Event] = []
    picks = list(link.targets)
    p = link.controller
    for eff in effs:
        tgt = eff.target
        uids: list[int] = []
        if tgt is not None:
            if tgt.kind == "chosen":
                uid = picks.pop(0) if picks else None
                # EN 709.2a: a target that changed zones is illegal; nothing happens to it
                if uid is not None and kw.in_play(st, uid) and uid in legal_targets(st, p, eff, link.uid):
                    uids = [uid]
                elif uid is not None:
                    events.append(Event("fizzle", "The target is no longer legal", EN("709.2a"), p))
            elif tgt.kind == "each":
                uids = _each(st, p, eff, link.uid)
            elif tgt.kind == "self":
                uids = [link.uid] if kw.in_play(st, link.uid) else []
            elif tgt.kind == "player_hero":
                uids = [st.heroes[p]]
        amount = link.x if eff.amount == -1 else eff.amount
        if eff.op == "draw":
            who = range(st.num_players) if tgt and tgt.kind == "each_player" else [p]
            for q in who:
                events += draw(st, q, amount, EN("709.1"))
        elif eff.op == "damage":
            src_kind = (eff.condition or {}).get("source", "hero")
            src = st.heroes[p] if src_kind == "hero" else link.uid
            for uid in uids:  # 405.4: one packet per character
                events += deal(st, src, uid, amount, eff.stat or "melee", unpreventable=(eff.condition or {}).get("unpreventable", False))
        elif eff.op == "heal":
            for uid in uids:
                events += heal(st, uid, amount)
        elif eff.op == "destroy":
            for uid in uids:
                events += destroy(st, uid, EN("709.1"))
        elif eff.op in ("tap", "untap"):
            for uid in uids:
                card = st.table.cards[uid]
                if card.tapped != (eff.op == "tap"):  # 411.2: only a real change happens
                    events.append(effects.set_tapped(st.table, uid, eff.op == "tap", R("411.1"), "exhausted"))
        elif eff.op == "modify_stat":
            for uid in uids:
                st.modifiers.append(Modifier(uid, eff.stat, amount, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=link.uid))
                events.append(Event("modify", f"{kw.name(st, uid)} gets {amount:+d} {eff.stat.upper()} this turn", EN("714.1"), p))
        elif eff.op == "grant_keyword":
            for uid in uids:
                st.modifiers.append(Modifier(uid, "", 0, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=link.uid))
                events.append(Event("modify", f"{kw.name(st, uid)} has {eff.keyword} this turn", EN("714.1"), p))
        elif eff.op == "return_to_hand":
            for uid in uids:
                if uid not in st.heroes:
                    name = kw.name(st, uid)
                    events += leave_play(st, uid, "hand", EN("709.1"))
                    events[-1].text = f"{name} returns to its owner's hand"
        elif eff.op == "manual":
            st.pending.append(manual_pending(p, link.uid, eff.text, R("103.1")))
            events.append(Event("manual", f"P{p + 1} resolves by hand: {eff.text}", R("103.1"), p))
    return events


def draw(st: WowState, player: int, n: int, rule) -> list[Event]:
    """415.9e: draw one at a time; a player required to draw from an empty deck is decked in the
    next pre-priority check (410.6b)."""
    events: list[Event] = []
    for _ in range(n):
        if not st.table.zone(player, "deck"):
            st.decked[player] = True
            events.append(Event("decked", f"P{player + 1} must draw from an empty deck", R("410.6b"), player))
            break
        events += effects.draw(st.table, player, 1, rule)[1]
    return events


# --- pre-priority checks (410.5, 410.6) and uniqueness (414) --------------------------------------


def uniqueness_violations(st: WowState, player: int) -> list[int]:
    """414.3a Unique names, 414.3b Tag(N), 414.3c Two-Handed with Off-Hand: the violating cards."""
    cards = [u for z in ("allies", "hero_row") for u in st.table.zone(player, z)]
    by_name: dict[str, list[int]] = {}
    by_tag: dict[str, tuple[int, list[int]]] = {}
    two_hand, off_hand = [], []
    for uid in cards:
        d = kw.data(st, uid)
        tags = d.get("tags", [])
        if "Unique" in tags and d.get("name"):
            by_name.setdefault(d["name"], []).append(uid)
        for tag in tags:
            lim = tag_limit(tag)
            if lim:
                n, lst = by_tag.get(lim[0], (lim[1], []))
                by_tag[lim[0]] = (min(n, lim[1]), [*lst, uid])
        if "2H Weapon" in tags or "Two-Handed" in tags:
            two_hand.append(uid)
        if "Off-Hand" in tags:
            off_hand.append(uid)
    for uids in by_name.values():
        if len(uids) > 1:
            return uids
    for n, uids in by_tag.values():
        if len(uids) > n:
            return uids
    if two_hand and off_hand:
        return two_hand + off_hand
    return []


def check_uniqueness(st: WowState) -> bool:
    """414.1–414.2: fixed at once, turn player first; the player destroys violating cards of
    their choice by the game. Returns True if a choice is now pending."""
    for p in (st.active, 1 - st.active):
        bad = uniqueness_violations(st, p)
        if bad:
            st.pending.append(Pending(p, "uniqueness", "Uniqueness violation: destroy one of these", [
                Option(str(u), kw.name(st, u)) for u in bad], 1, 1, R("414.2")))
            return True
    return False


def ppp_wave(st: WowState) -> list[Event]:
    """One wave of 410.6: all checks at once, then their results at once (802)."""
    doomed = []
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(p, zone):
                if kw.is_character(st, uid):
                    card = st.table.cards[uid]
                    hp = kw.health(st, uid)
                    if hp <= 0 or card.damage >= hp:  # 410.6a, 405.2
                        doomed.append(uid)
    for p in range(st.num_players):  # 400.5, 410.6c: an attachment without a host in play
        for uid in st.table.zone(p, "hero_row"):
            host = st.table.cards[uid].attached_to
            if host is not None and (host == -1 or not kw.in_play(st, host)):
                doomed.append(uid)
    events: list[Event] = []
    for uid in doomed:
        events += destroy(st, uid, R("410.6a") if st.table.cards[uid].attached_to is None else R("410.6c"))
    for p in range(st.num_players):
        for uid in st.table.zone(p, "resources"):  # 410.6f
            card = st.table.cards[uid]
            if card.face_down and card.counters:
                card.counters = {}
                events.append(Event("ppp", "Counters on a face-down resource are removed", R("410.6f"), p))
        for uid in st.table.zone(p, "hero_row") + st.table.zone(p, "resources"):  # 410.6e
            card = st.table.cards[uid]
            if card.damage and not kw.is_character(st, uid):
                card.damage = 0
                events.append(Event("ppp", "Damage on a non-character is removed", R("410.6e"), p))
    for p in range(st.num_players):  # 410.6g: two or more face-up locations: keep one
        locs = [u for u in st.table.zone(p, "resources") if not st.table.cards[u].face_down and kw.ctype(st, u) == "location"]
        if len(locs) > 1 and not st.pending:
            st.pending.append(Pending(p, "location", "You control several face-up locations: keep which one face up?",
                                      [Option(str(u), kw.name(st, u)) for u in locs], 1, 1, R("410.6g")))
    losers = [p for p in range(st.num_players) if st.decked[p] or st.table.cards[st.heroes[p]].zone != "hero_row"]
    if losers:
        why = {p: ("was decked" if st.decked[p] else "hero was destroyed") for p in losers}
        rule = R("410.6b") if all(st.decked[p] for p in losers) else R("102.1a")
        winners = [p for p in range(st.num_players) if p not in losers]
        text = "; ".join(f"P{p + 1} {w}" for p, w in why.items())
        st.result = Result(winners, text + (" (draw)" if not winners else ""), rule)
        st.pending.clear()
        events.append(Event("game_over", text, rule))
    return events


def run_ppp(st: WowState) -> list[Event]:
    """410.6: repeat waves until one does nothing; uniqueness is fixed between waves (414.1)."""
    events: list[Event] = []
    for _ in range(50):
        if check_uniqueness(st):
            return events
        wave = ppp_wave(st)
        events += wave
        if st.over or st.pending or not wave:
            break
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
        if link.power >= 0:
            power = printed_powers(st, link.uid)[link.power]
            needs = chosen_targets(list(power.effects))
            if needs:
                options = legal_targets(st, link.controller, needs[0], link.uid)
                if not options:
                    events.append(Event("trigger", f"{link.label}: no legal target, not added", EN("707.1d"), link.controller))
                    continue
                st.waiting = {"link": _link_json(link), "need": len(needs), "picked": [], "then": "trigger"}
                optional = needs[0].target.up_to or needs[0].optional
                st.pending.append(Pending(link.controller, "target", f"Choose a target for {link.label}",
                                          [Option(str(u), kw.name(st, u)) for u in options], 0 if optional else 1, 1, EN("706.1")))
                return events
        events += add_link(st, link)
    return events


def _link_json(link: Link) -> dict:
    from engine.core.serial import to_jsonable

    return to_jsonable(link)


def link_from_json(data: dict) -> Link:
    from engine.core.serial import from_jsonable

    return from_jsonable(Link, data)


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
        for p in (st.active,):
            for zone in ("allies", "hero_row"):
                for uid in st.table.zone(p, zone):
                    for i, pw in enumerate(powers(st, uid)):
                        if pw.kind == "triggered" and pw.trigger == "end_of_turn":
                            st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
        return events
    if step == "end":
        return wrap_up(st)
    return []


def wrap_up(st: WowState) -> list[Event]:
    """415.4b (EN 503.2): the turn player discards down to the hand limit of 7, then "this
    turn" modifiers end and the next turn begins."""
    st.step = "wrapup"
    hand = st.table.zone(st.active, "hand")
    if len(hand) > HAND_LIMIT:
        n = len(hand) - HAND_LIMIT
        st.pending.append(Pending(st.active, "discard", f"Discard {n} card(s) down to 7", [
            Option(str(u), st.table.cards[u].card_id) for u in hand], n, n, R("415.4b")))
        return []
    return next_turn(st)


def next_turn(st: WowState) -> list[Event]:
    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, st.active)
    st.shields.clear()
    ended = [Event("wrapup", f"Wrap-up: P{st.active + 1}'s \"this turn\" effects end", EN("503.2"), st.active)]
    cap = st.options.get("max_turns")
    if cap and st.turn >= int(cap):
        st.result = Result([], f"turn cap of {cap} reached (option max_turns): draw", None)
        return [*ended, Event("game_over", st.result.reason)]
    st.turn += 1
    st.active = 1 - st.active
    return ended + start_turn(st)


def start_turn(st: WowState) -> list[Event]:
    """501.1a: the ready step readies the turn player's exhausted cards (no chain), then a
    priority window opens. "At the start of your turn" triggers go on the chain in PPP (500.2)."""
    p = st.active
    st.phase, st.step = "start", "ready"
    st.turn_started[p] = st.turn
    st.resource_placed[p] = False
    st.passes, st.priority = 0, p
    events = [Event("turn", f"Turn {st.turn}: P{p + 1}", R("500.1"), p)]
    for zone in ("resources", "allies", "hero_row"):
        for uid in st.table.zone(p, zone):
            card = st.table.cards[uid]
            if card.tapped:
                card.tapped = False
    events.append(Event("ready", f"P{p + 1} readies their cards", R("501.1a"), p))
    for zone in ("allies", "hero_row"):
        for uid in st.table.zone(p, zone):
            for i, pw in enumerate(powers(st, uid)):
                if pw.kind == "triggered" and pw.trigger == "start_of_turn":
                    st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
    return events


def start_draw_step(st: WowState) -> list[Event]:
    """EN 501.2: the turn player draws a card; the first player skips the draw on the first turn
    (outside the provided document)."""
    p = st.active
    st.priority, st.passes = p, 0
    if st.turn == 1 and st.options.get("first_player_draws", False) is False:
        return [Event("draw_step", f"P{p + 1} skips the first draw", EN("501.2"), p)]
    return draw(st, p, 1, EN("501.2"))


def start_combat_step(st: WowState) -> list[Event]:
    """EN 602: the proposal resolved; the combat step begins. The defending player may have a
    ready Protector exhaust to become the defender (EN 602.2); then a priority window (weapon
    strikes and armor, 303.2, 304.3)."""
    c = st.combat
    if c is None or not (kw.is_character(st, c.attacker) and kw.is_character(st, c.defender)):
        return combat.end_combat(st)
    c.stage, st.step = "step", "combat"
    st.priority, st.passes = st.active, 0
    events = [Event("combat_step", f"Combat step: {kw.name(st, c.attacker)} against {kw.name(st, c.defender)}", EN("602.1"))]
    prot = combat.protectors(st)
    if prot:
        st.pending.append(Pending(1 - c.attacking_player, "protector", "Protect with a Protector?", [
            Option("none", "Don't protect"), *[Option(str(u), f"Protect with {kw.name(st, u)}") for u in prot]], 1, 1, EN("602.2")))
    return events

