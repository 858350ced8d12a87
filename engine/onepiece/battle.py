"""Battle (7-1): attack step, block step, counter step, damage step, end of battle."""

from __future__ import annotations

from engine.core import Event, Option, Pending, Result, RulesError, effects

from . import board, event_history, ko_battle_swap, replacement, resolve, rule_changes
from .blocker_power_bound import forbidden_blocker
from .board import name, power
from .cards.readers import CAN_ATTACK_ACTIVE, CANNOT_REST, NO_ATTACK_CHEAP, NO_BATTLE_KO_BY, NO_BLOCKER
from .cards.templates_no_block import CANNOT_BLOCK
from .cards.templates_timings import BATTLES, LEADER_ATTACKED, LEADER_ATTACKS
from .hand_counter import counter_value
from .ko_turn_guard import no_ko_this_turn
from .leader_attack_guard import leader_attack_forbidden
from .ops_battle_delay import push_battle_end
from .ops_no_blocker_turn import blocker_forbidden
from .rules import R, option
from .stack import life_card_choice, took_only
from .state import FIELD, Battle, OPState


def first_turn_of_either(st: OPState) -> bool:
    """6-5-6-1: neither player battles on their own first turn (お互いの1ターン目)."""
    return st.turns_taken[st.active] <= 1


def can_attack_with(st: OPState, uid: int) -> RulesError | None:
    """Why ``uid`` can't attack now (None = it can): 6-5-6-1, 7-1, 7-1-1-1, 3-7-4, 10-1-1-1."""
    card = st.table.peek(uid)  # reading only: no copy-on-write copy
    if option(st.options, "no_battle_first_turns") and first_turn_of_either(st):
        return RulesError("no battle on either player's first turn", R("6-5-6-1"))
    if card.controller != st.active or card.zone not in ("leader", "characters"):
        return RulesError("only the turn player's leader or characters attack", R("7-1"))
    if card.tapped:
        return RulesError(f"{name(st, uid)} is rested: only an active card can attack", R("7-1-1-1"))
    kws = board.keywords(st, uid)  # (read once: the state does not change while it is asked)
    if "Cannot Attack" in kws:  # board.prohibited
        return RulesError(f"{name(st, uid)} cannot attack (an effect forbids it)", R("1-3-3"))
    if CANNOT_REST in kws:  # 7-1-1-1: attacking rests it; the prohibition wins
        return RulesError(f"{name(st, uid)} cannot be rested, and an attack rests the attacker (7-1-1-1)", R("1-3-3"))
    tax = board.attack_tax(st, uid) if st.modifiers else 0  # (a tax is a modifier)
    if tax and len(st.table.zone(card.controller, "hand")) < tax:
        return RulesError(f"{name(st, uid)} can attack only if you trash {tax} cards from your hand, and you have fewer", R("1-3-3"))
    if card.zone == "characters" and card.entered_turn == st.turn and "Rush" not in kws and "Rush: Character" not in kws:
        return RulesError(f"{name(st, uid)} was played this turn and has no [Rush]", R("3-7-4"))
    return None


def can_be_attacked(st: OPState, attacker: int, target: int, kws: list[str] | None = None) -> RulesError | None:
    """7-1-1-2: the opponent's leader or one of their rested characters.
    [Rush: Character] attacks characters only on the turn it was played. ``kws``: the attacker's
    keywords now (board.keywords), when the caller has them."""
    why = target_refusal(st, attacker, target, kws)
    if why is None:
        return None
    if why == "own":
        return RulesError("attack your opponent's cards", R("7-1-1-2"))
    if why == "locked":
        return rule_changes.attack_refusal(st, target)
    if why == "rush":
        return RulesError("[Rush: Character] attacks only characters on the turn it is played", R("10-1-1-1"))
    if why == "zone":
        return RulesError("the target must be the opponent's leader or a character", R("7-1-1-2"))
    if why == "no_leader":
        return RulesError(f"{name(st, attacker)} cannot attack a Leader now (an effect forbids it)", R("1-3-3"))
    if why == "active":
        return RulesError(f"{name(st, target)} is active: only a rested character can be attacked", R("7-1-1-2"))
    cheap = why[len(NO_ATTACK_CHEAP):]
    return RulesError(f"{name(st, attacker)} cannot attack Characters with a base cost of {cheap} or less "
                      "(an effect forbids it)", R("1-3-3"))


def target_refusal(st: OPState, attacker: int, target: int, kws: list[str] | None = None) -> str | None:
    """Why ``target`` can't be attacked by ``attacker`` (:func:`can_be_attacked`), as a word that
    names the refusal ("own", "locked", "rush", "zone", "active", or the attacker's keyword that
    forbids it), None if it can: a listing of the targets asks it of every card, and makes no
    refusal it drops."""
    card = st.table.peek(target)  # reading only: no copy-on-write copy
    a = st.table.peek(attacker)
    if card.controller == a.controller:
        return "own"
    if rule_changes.attack_refusal(st, target) is not None:
        return "locked"
    if card.zone == "leader":
        if kws is None:
            kws = board.keywords(st, attacker)
        if a.zone == "characters" and a.entered_turn == st.turn and "Rush" not in kws:
            return "rush"
        if leader_attack_forbidden(st, attacker, kws):
            return "no_leader"
        return None
    if card.zone != "characters":
        return "zone"
    if kws is None:
        kws = board.keywords(st, attacker)
    if not card.tapped and CAN_ATTACK_ACTIVE not in kws:
        return "active"
    for kw in kws:
        if kw.startswith(NO_ATTACK_CHEAP) and (board.data(st, target).get("cost") or 0) <= int(kw[len(NO_ATTACK_CHEAP):]):
            return kw
    return None


def attack_targets(st: OPState, attacker: int) -> list[int]:
    """The cards ``attacker`` may attack now: those :func:`target_refusal` refuses not (the same
    questions in the same order), with what is the same for every target found once — the
    attacker's keywords and the attacked player's "only [X] can be attacked" markers
    (tests/onepiece/test_speed_targets.py compares the two on random states)."""
    t = st.table
    a = t.peek(attacker)  # reading only: no copy-on-write copies
    opp = board.opponent(a.controller)
    kws = board.keywords(st, attacker)
    rush_only = a.zone == "characters" and a.entered_turn == st.turn and "Rush" not in kws  # 10-1-1-1
    no_leader = leader_attack_forbidden(st, attacker, kws)  # 1-3-3 (leader_attack_guard)
    active_ok = CAN_ATTACK_ACTIVE in kws
    cheap = [int(kw[len(NO_ATTACK_CHEAP):]) for kw in kws if kw.startswith(NO_ATTACK_CHEAP)]
    locks = {}  # the markers of each attacked player (rule_changes.attack_refusal), found once
    out = []
    for z in ("leader", "characters"):
        for u in t.zones[opp][z]:  # (read only)
            card = t.peek(u)
            if card.controller == a.controller:
                continue
            markers = locks.get(card.controller)
            if markers is None:
                markers = locks[card.controller] = rule_changes.only_attackable(st, card.controller)
            if markers and any(card.zone != "characters" or not board.has_name(st, u, wanted) for wanted in markers):
                continue
            if card.zone == "leader":
                if not rush_only and not no_leader:
                    out.append(u)
                continue
            if card.zone != "characters" or (not card.tapped and not active_ok):
                continue
            if cheap and any((board.data(st, u).get("cost") or 0) <= n for n in cheap):
                continue
            out.append(u)
    return out


def declare_attack(st: OPState, attacker: int, target: int, events: list[Event]) -> None:
    """7-1-1: rest the attacker, choose the target, then [When Attacking] (10-2-5-1) and the
    defender's [On Your Opponent's Attack] (10-2-16-1)."""
    with board.reading(st):  # only read: the keywords and continuous abilities are found once
        why = can_attack_with(st, attacker) or can_be_attacked(st, attacker, target)
    if why:
        raise why
    p = st.active
    st.table.cards[attacker].tapped = True
    st.battle = Battle(attacker=attacker, target=target, player=p)
    events.append(Event("attack", f"{name(st, attacker)} attacks {name(st, target)}", R("7-1-1-1"), p, data={"attacker": attacker, "target": target}))
    tax = board.attack_tax(st, attacker)
    if tax:  # "… unless your opponent trashes 2 cards from their hand whenever they attack": chosen now
        hand = list(st.table.zone(p, "hand"))
        st.pending.append(Pending(p, "attack_tax", f"Trash {tax} cards from your hand to attack with {name(st, attacker)}",
                                  [Option(str(u), name(st, u)) for u in hand], min=tax, max=tax, rule=R("1-3-3")))
    resolve.trigger(st, "when_attacking", [attacker], events)
    if st.table.peek(attacker).zone == "leader":  # "When your Leader attacks" (7-1-1-3, D3)
        resolve.trigger(st, LEADER_ATTACKS, board.in_play(st, p), events)
    resolve.became_rested(st, attacker, events)
    resolve.trigger(st, "on_opponent_attack", board.in_play(st, board.opponent(p)), events)
    resolve.trigger(st, "when_attacked", [target], events)  # 7-1-1-3 / 7-1-3-1 (D3)
    if st.table.peek(target).zone == "leader":  # "When your Leader … is attacked" (7-1-3-1, D3)
        resolve.trigger(st, LEADER_ATTACKED, board.in_play(st, board.opponent(p)), events)


def _still_there(st: OPState) -> bool:
    """7-1-1-4, 7-1-2-3, 7-1-3-2-3: if the attacker or the attacked card changed zones, the battle
    goes to its end."""
    b = st.battle
    assert b is not None
    t = st.table
    a, d = t.peek(b.attacker, None), t.peek(b.target, None)  # reading only: no copy-on-write copy
    return bool(a and d and a.zone in ("leader", "characters") and d.zone in ("leader", "characters"))


def blockers(st: OPState) -> list[int]:
    """10-1-4-1: an active [Blocker] of the defender other than the attacked card; once per battle
    (7-1-2-1); none if an effect forbids it or the attacker is [Unblockable]."""
    b = st.battle
    assert b is not None
    if b.blocked or b.no_blocker or no_blocker_against(st, b.attacker):
        return []
    opp = board.opponent(b.player)
    return [u for u in st.table.zone(opp, "characters")
            if u != b.target and not st.table.peek(u).tapped and "Blocker" in (kws := board.keywords(st, u)) and CANNOT_REST not in kws
            and CANNOT_BLOCK not in kws  # "… cannot activate [Blocker] during this turn" (1-3-3)
            and not forbidden_blocker(st, b.attacker, u)]  # "… a [Blocker] Character that has 2000 or less power …"


def no_blocker_against(st: OPState, attacker: int) -> bool:
    """[Unblockable], or "if the selected Character attacks during this turn, your opponent cannot
    activate [Blocker]" (a marker on the attacker, 1-3-3)."""
    kws = board.keywords(st, attacker)
    return "Unblockable" in kws or NO_BLOCKER in kws or blocker_forbidden(st, attacker)  # ops_no_blocker_turn


def counter_options(st: OPState) -> list[Option]:
    """7-1-3-2: counter values of character cards in hand (7-1-3-2-1, no DON!! cost) and
    [Counter] events whose cost can be paid (7-1-3-2-2, 10-2-4-1)."""
    b = st.battle
    assert b is not None
    opp = board.opponent(b.player)
    opts = []
    for uid in st.table.zones[opp]["hand"]:  # (read only)
        d = board.data(st, uid)
        if d.get("type") == "Character" and (value := counter_value(st, uid)):
            opts.append(Option(f"c{uid}", f"Counter +{value}: trash {d['name']}"))
        elif (d.get("type") == "Event" and resolve.event_ability(st, uid, "counter") is not None
              and board.play_price(st, uid) <= len(board.active_don(st, opp))):
            opts.append(Option(f"e{uid}", f"Play [Counter] {d['name']} ({board.play_price(st, uid)} DON!!)"))
    opts.append(Option("done", "No more counters"))
    return opts


def advance(st: OPState, events: list[Event]) -> None:
    """Move the battle on by one step when nothing is pending or resolving."""
    b = st.battle
    assert b is not None
    opp = board.opponent(b.player)
    if b.step in ("attack", "blocked", "counter", "damage_start") and not _still_there(st):
        section = {"attack": "7-1-1-4", "blocked": "7-1-2-3", "counter": "7-1-3-2-3", "damage_start": "7-1-3-2-3"}[b.step]
        events.append(Event("battle", "The attacker or the attacked card left: end of battle", R(section)))
        b.step = "end"
    if b.step == "attack":
        b.step = "counter"
        with board.reading(st):  # only read: the keywords and continuous abilities are found once
            found = blockers(st)
        if not found:
            _battling(st, events)
        if found:
            st.pending.append(Pending(opp, "block", f"{name(st, b.attacker)} attacks {name(st, b.target)}: block?",
                                      [*(Option(str(u), f"Block with {name(st, u)}") for u in found), Option("none", "Don't block")],
                                      rule=R("7-1-2-1")))
        return
    if b.step == "blocked":
        b.step = "counter"
        return
    if b.step == "counter":
        with board.reading(st):  # only read: the continuous abilities in effect are found once
            prompt = f"{name(st, b.attacker)} ({power(st, b.attacker)}) attacks {name(st, b.target)} ({power(st, b.target)}): counter?"
            options = counter_options(st)
        st.pending.append(Pending(opp, "counter", prompt, options, rule=R("7-1-3-2")))
        return
    if b.step == "damage_start":
        damage_step(st, events)
        return
    if b.step == "damage":
        deal_life_damage(st, events)
        return
    end_of_battle(st, events)


def answer_attack_tax(st: OPState, pending: Pending, picks: list[int], events: list[Event]) -> None:
    """The hand cards trashed to attack with a Character an effect taxed (see declare_attack)."""
    for uid in picks:
        events.append(board.move_card(st, uid, "trash", R("1-3-3"), position=0))
    events.append(Event("effect", f"P{pending.player + 1} trashes {len(picks)} card(s) from their hand to attack", R("1-3-3"), pending.player))


def answer_block(st: OPState, pick: str, events: list[Event]) -> None:
    b = st.battle
    assert b is not None
    if pick == "none":
        _battling(st, events)
        return
    uid = int(pick)
    if uid not in blockers(st):
        raise RulesError("that card can't block now", R("10-1-4-1"))
    st.table.cards[uid].tapped = True
    b.target, b.blocked, b.step = uid, True, "blocked"
    events.append(Event("block", f"{name(st, uid)} blocks", R("10-1-4-1"), st.table.cards[uid].controller, data={"uid": uid}))
    # "When your opponent activates [Blocker]" (the attacker's side, the turn player: first, 8-1-3-2)
    resolve.trigger(st, "on_opponent_blocker", board.in_play(st, b.player), events)
    resolve.trigger(st, "on_block", [uid], events)
    resolve.became_rested(st, uid, events)
    _battling(st, events)


def _battling(st: OPState, events: list[Event]) -> None:
    """"When this Character battles …": the block step is over (7-1-2), the attacking card and the attacked one (the
    blocker, if any) are the two that battle (7-1-3, 7-1-4-1); both cards' such abilities trigger."""
    b = st.battle
    if b is not None and _still_there(st):
        resolve.trigger(st, BATTLES, [b.attacker, b.target], events)


def answer_counter(st: OPState, pick: str, events: list[Event]) -> None:
    """7-1-3-2-1: trash a counter character from hand; the defender gives +counter for this
    battle to their leader or one of their characters, their choice (a ``counter_target``
    choice; automatic only when the leader is their only such card). 7-1-3-2-2: play a
    [Counter] event paying its cost."""
    b = st.battle
    assert b is not None
    opp = board.opponent(b.player)
    if pick == "done":
        b.step = "damage_start"
        return
    uid = int(pick[1:])
    d = board.data(st, uid)
    if pick.startswith("c"):
        d = {**d, "counter": counter_value(st, uid)}  # read in the hand, before it is trashed (2-10-1)
        events.append(effects.reveal(st.table, [uid], R("7-1-3-2-1"), opp))
        events.append(board.move_card(st, uid, "trash", R("7-1-3-2-1"), position=0))
        hosts = list(st.table.zone(opp, "leader")) + list(st.table.zone(opp, "characters"))
        if len(hosts) > 1:
            # The attacked card first: the usual pick.
            hosts.sort(key=lambda u: u != b.target)
            with board.reading(st):  # only read: the continuous abilities in effect are found once
                options = [Option(str(u), f"{name(st, u)} ({power(st, u)})") for u in hosts]
            st.pending.insert(0, Pending(opp, "counter_target", f"Counter +{d['counter']}: which of your cards gets it for this battle?",
                                         options,
                                         rule=R("7-1-3-2-1"), context={"amount": d["counter"], "source": uid}))
        elif hosts:
            took_only(st, opp, "counter_target", [str(hosts[0])], f"Counter +{d['counter']} goes to {name(st, hosts[0])}",
                      "the leader is your only card that can get it", R("7-1-3-2-1"), events)
            boost_counter(st, hosts[0], d["counter"], uid, events)
    else:
        play_event(st, uid, opp, "counter", events, R("7-1-3-2-2"))
    b.step = "counter"


def boost_counter(st: OPState, uid: int, amount: int, source: int, events: list[Event]) -> None:
    """7-1-3-2-1: +``amount`` power for this battle (ends at 7-1-5-4)."""
    opp = st.table.cards[uid].controller
    st.modifiers.append(effects.Modifier(uid, "power", amount, duration="this_battle", player=opp, turn=st.turn, source=source))
    events.append(Event("counter", f"{name(st, uid)} gets +{amount} power for this battle", R("7-1-3-2-1"), opp, data={"uid": uid}))


def answer_counter_target(st: OPState, pending: Pending, pick: int, events: list[Event]) -> None:
    card = st.table.peek(pick, None)  # reading only: no copy-on-write copy
    if card is None or card.controller != pending.player or card.zone not in ("leader", "characters"):
        raise RulesError("the counter boost goes to your leader or one of your characters", R("7-1-3-2-1"))
    boost_counter(st, pick, pending.context["amount"], pending.context["source"], events)


def play_event(st: OPState, uid: int, player: int, timing: str, events: list[Event], rule) -> None:
    """2-7-3, 8-4-2: reveal, rest DON!! equal to its cost, put it in the trash, then activate."""
    d = board.data(st, uid)
    price = board.play_price(st, uid)  # 2-7-1: with the changes to the cost of playing it
    don = board.active_don(st, player)
    if len(don) < price:
        raise RulesError(f"{d['name']} costs {price} DON!! and you have {len(don)} active", R("2-7-3"))
    index = resolve.event_ability(st, uid, timing)
    if index is None:
        if timing == "main" and resolve.event_ability(st, uid, "counter") is not None:  # official Q&A: not in the main phase
            raise RulesError(f"{d['name']}'s [Counter] effect is activated only in the counter step of your opponent's attack", R("10-2-4-1"))
        raise RulesError(f"{d['name']} has no [{timing.title()}] effect", R("10-2-4-1" if timing == "counter" else "10-2-3-1"))
    for u in don[:price]:
        st.table.cards[u].tapped = True
    events.append(effects.reveal(st.table, [uid], rule, player))
    events.append(board.move_card(st, uid, "trash", R("8-4-2"), position=0))
    events.append(Event("event", f"P{player + 1} activates {d['name']}", R("8-4-2"), player))
    event_history.note(st, player, uid)  # "if you have activated an Event … during this turn" (8-5-2)
    resolve.push(st, uid, index, player, kind="event")
    # 8-5-2 / 8-5-4: playing an Event from the hand is "activating an Event" (a [Trigger] is not).
    resolve.trigger(st, "on_event", board.in_play(st, player), events)
    resolve.trigger(st, "on_opponent_event", board.in_play(st, board.opponent(player)), events)


def damage_step(st: OPState, events: list[Event]) -> None:
    """7-1-4-1: attacker ≥ attacked → the attacker wins (a tie goes to the attacker)."""
    b = st.battle
    assert b is not None
    with board.reading(st):  # only read until the outcome is known: the continuous abilities are found once
        a_pow, d_pow = power(st, b.attacker), power(st, b.target)
        on_leader = st.table.peek(b.target).zone == "leader"
        kws = board.keywords(st, b.attacker) if a_pow >= d_pow and on_leader else []
        spared = a_pow >= d_pow and not on_leader and (
            board.prohibited(st, b.target, "Cannot Be K.O.'d", "Cannot Be K.O.'d In Battle") or _spared_by_attribute(st, b.target, b.attacker)
            or no_ko_this_turn(st, b.target))  # "none of your Characters can be K.O.'d during this turn" (1-3-3)
    if a_pow < d_pow:
        events.append(Event("battle", f"{a_pow} < {d_pow}: nothing happens", R("7-1-4-2")))
        b.step = "end"
        return
    if on_leader:
        b.damage_left = 2 if "Double Attack" in kws else 1  # 10-1-2-1
        b.banish = "Banish" in kws  # 10-1-3-1
        b.step = "damage"
        events.append(Event("battle", f"{a_pow} ≥ {d_pow}: {b.damage_left} damage to the leader", R("7-1-4-1-1")))
        return
    if spared:
        events.append(Event("battle", f"{a_pow} ≥ {d_pow}: {name(st, b.target)} cannot be K.O.'d", R("1-3-3")))
        b.step = "end"
        return
    if replacement.offer(st, b.target, "ko", None, events) or ko_battle_swap.offer(st, b.target, events):
        return  # a replacement effect is offered first; the damage step runs again after it
    if replacement.spared(st, b.target, events) or st.table.cards[b.target].zone != "characters":
        b.step = "end"  # spared, or the replacement moved it ("trash this Character … instead", OP08-045): no K.O.
        return
    events.append(Event("battle", f"{a_pow} ≥ {d_pow}: {name(st, b.target)} is K.O.'d", R("7-1-4-1-2")))
    resolve.ko(st, b.target, events)
    resolve.trigger(st, "battle_ko", [b.attacker], events)  # "When this Character battles and K.O.'s …"
    b.step = "end"


def _spared_by_attribute(st: OPState, target: int, attacker: int) -> bool:
    """1-3-3: "this Character cannot be K.O.'d in battle by <X> attribute cards (Characters)"; attribute
    ``*`` (a script's): "… by Leaders", whatever their attribute; ``!X``: "… by Characters without the <X> attribute"."""
    a = board.data(st, attacker)
    for kw in board.keywords(st, target):
        if kw.startswith(NO_BATTLE_KO_BY):
            attr, kinds = kw[len(NO_BATTLE_KO_BY):].rsplit(":", 1)
            if attr.startswith("!"):
                fits = not board.has_attribute(st, attacker, attr[1:])
            else:
                fits = attr == "*" or board.has_attribute(st, attacker, attr)  # *: any attribute (2-5-4: gained ones count)
            if fits and a.get("type") in kinds.split(","):
                return True
    return False


def deal_life_damage(st: OPState, events: list[Event]) -> None:
    """7-1-4-1-1: one damage at a time; [Trigger] (10-1-5) may replace adding the card to hand;
    [Banish] trashes it with no Trigger (10-1-3-1)."""
    b = st.battle
    assert b is not None
    defender = board.opponent(b.player)
    life = st.table.zone(defender, "life")
    if b.damage_left <= 0:
        b.step = "end"
        return
    if not life:
        if b.damage_dealt == 0:
            st.result = Result([b.player], f"P{defender + 1} took damage with 0 life", R("7-1-4-1-1-1"))
            events.append(Event("win", f"P{b.player + 1} wins: damage at 0 life", R("7-1-4-1-1-1"), b.player))
        elif option(st.options, "double_attack_lethal_at_one_life"):
            st.losers.append(defender)  # D5 option: 1-2-2-1 applies to the second repetition
        b.damage_left = 0
        b.step = "end"
        return
    b.damage_left -= 1
    b.damage_dealt += 1
    resolve.trigger(st, "took_damage", board.in_play(st, defender), events)  # "When you take damage" (4-6)
    resolve.trigger(st, "dealt_damage", board.in_play(st, b.player), events)  # "When you deal damage to your opponent's Life"
    if b.damage_dealt == 1:  # "When this Leader's/Character's attack deals damage to your opponent's Life"
        resolve.trigger(st, "on_attack_damage", [b.attacker], events)
    uid = life[0]
    if b.banish:
        events.append(effects.reveal(st.table, [uid], R("10-1-3-1"), defender))
        events.append(board.move_card(st, uid, "trash", R("10-1-3-1"), position=0))
        return
    st.pending.append(life_card_choice(st, defender, uid, R("7-1-4-1-1-2")))


def answer_trigger(st: OPState, pending: Pending, pick: str, events: list[Event]) -> None:
    """10-1-5-1 / 10-1-5-2. D6: where the card goes after its Trigger is an option (default trash)."""
    uid = pending.context["uid"]
    p = pending.player
    if pick == "hand":
        events.append(board.move_card(st, uid, "hand", R("10-1-5-2")))
        return
    if pick == "deck":  # a face-up Life card, "placed at the bottom of your deck instead" (1-3-1 over 4-6-2-1)
        events.append(board.move_card(st, uid, "deck", R("1-3-1"), position=None))
        return
    events.append(effects.reveal(st.table, [uid], R("10-1-5-1"), p))
    dest = option(st.options, "trigger_card_destination")
    index = resolve.event_ability(st, uid, "trigger")
    events.append(board.move_card(st, uid, dest, R("10-1-5-1"), position=0 if dest == "trash" else None))
    if index is not None:
        resolve.push(st, uid, index, p, kind="trigger_life")
    # 10-1-5-1: "When a [Trigger] activates" (either player's cards)
    resolve.trigger(st, "trigger_activates", board.in_play(st, st.active) + board.in_play(st, board.opponent(st.active)), events)
    resolve.trigger(st, "on_opponent_trigger", board.in_play(st, board.opponent(p)), events)  # "… your opponent activates … [Trigger]"


def end_of_battle(st: OPState, events: list[Event]) -> None:
    """7-1-5: the battle ends (7-1-5-1) and both players' end-of-battle effects of the cards that
    battled trigger (7-1-5-2, resolved before going on); then "during this battle" effects end
    (7-1-5-3, 7-1-5-4) and play returns to the main phase (7-1-5-5)."""
    b = st.battle
    assert b is not None
    if b.step != "closing":
        b.step = "closing"
        events.append(Event("battle_end", "End of battle", R("7-1-5-1")))
        push_battle_end(st, events)  # "… at the end of this battle" (7-1-5-2, op delay_battle)
        pair = [(b.attacker, b.target), (b.target, b.attacker)]
        battlers = [u for u, _ in pair if st.table.peek(u).zone in FIELD]  # reading only
        resolve.trigger(st, "end_of_battle", battlers, events)
        vs_char = [u for u, other in pair if u in battlers and board.data(st, other).get("type") == "Character"]
        for u in vs_char:  # "if this Leader battles your opponent's Character during this turn"
            st.table.cards[u].flags[board.BATTLED_CHARACTER] = st.turn
        resolve.trigger(st, "end_of_battle_vs_character", vs_char, events)
        if st.stack or st.pending:
            return
    st.modifiers = [m for m in st.modifiers if m.duration != "this_battle"]
    st.battle = None
