"""Carrying out compiled effects, the pending-effect list (解決待ちリスト, 第五節 4.0.0) and the exit
procedure (退場, 第六節 14.0.0). Functions here change the state in place and return events."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Modifier, Option, Pending, Result, effects
from engine.core.choices import answer_order as read_order
from engine.core.choices import choose_n, next_order, order_cards
from engine.core.effects import Effect, game_ops, resolves
from engine.core.manual import manual_pending

from . import board, feasible, may_nothing, ops
from .cards.compiler import Ability, compile_body
from .rules import R
from .state import MlpState, Queued, Resolving

# 第二節 7.2.2c: what each present does when opened, written in the card-text dialect the compiler reads.
PRESENT_TEXT = {
    "twilight": "reveal the top 2 cards of your Deck, choose 1 card from them, add it to Hand, move the rest to the bottom of your Deck in any order.",
    "fluttershy": "choose 1 Character with Cost 3 or less in your Retirement Area, add it to Hand.",
    "pinkie": "this Character gets +1 Inspiration until the end of turn.",
    "applejack": "The holder gains 「冒険エリア 横置き: untap one of your scenes」 until end of turn.",
    "rainbow": "The holder may move to an empty slot in your adventure area.",
    "rarity": "choose 1 Character in Rival's Adventure Area, it gets -1 Inspiration until the end of turn.",
}
BUILTIN_TEXT = {"draw1": "draw 1 card."}


def P(p: int) -> str:
    return f"P{p + 1}"


def entry_ability(st: MlpState, entry: Queued) -> Ability:
    """The ability an entry of the pending list carries out."""
    if entry.builtin:
        kind, _, arg = entry.builtin.partition(":")
        text = PRESENT_TEXT[arg] if kind == "present" else BUILTIN_TEXT[kind]
        try:
            return Ability("builtin", compile_body(text), text)
        except Exception:
            return Ability("builtin", [Effect("manual", text=text)], text, manual=True)
    item_card = entry.data.get("item", "")
    if entry.ability >= board.GRANTED and not item_card and entry.source in st.table.cards:
        item = board.item_of(st, entry.source)
        item_card = st.table.peek(item).card_id if item is not None else ""
    if entry.ability >= board.GRANTED and not item_card:
        return Ability("builtin", [], "(the item granting this effect is gone)")
    return board.ability_of(st, entry.card_id, entry.ability, item_card)


def queue(st: MlpState, entry: Queued) -> None:
    """A trigger whose condition is met: it waits until nothing is resolving (第五節 4.5.0, 第六節 14.1.2a)."""
    st.waiting.append(entry)


def triggered(st: MlpState, uid: int, timing: str, controller: int, finish: str = "", **data: Any) -> bool:
    """Queue every ``timing`` ability of card ``uid``; returns whether any was queued."""
    found = False
    for i, ab in board.abilities(st, uid, timing):
        extra = dict(data)
        if i >= board.GRANTED:
            extra["item"] = st.table.peek(board.item_of(st, uid)).card_id
        queue(st, Queued(controller, uid, st.table.peek(uid).card_id, i, f"{board.name(st, uid)}: {ab.text}", finish=finish, data=extra))
        found = True
    return found


def push_waiting(st: MlpState) -> list[Event]:
    """第五節 4.6.0: simultaneous effects are pushed player by player — by default the active player
    first, so the non-active player's land on top and resolve first (option ``trigger_order``:
    ``active_first`` follows the literal 第五節 1.1.1b instead). One player with several effects
    chooses the order (第五節 1.1.1a)."""
    order = [st.active, 1 - st.active]
    if st.options.get("trigger_order") == "active_first":
        order.reverse()
    for p in order:
        mine = [i for i, e in enumerate(st.waiting) if e.controller == p]
        if not mine:
            continue
        same = len({(st.waiting[i].source, st.waiting[i].card_id, st.waiting[i].ability, st.waiting[i].builtin, st.waiting[i].label) for i in mine}) == 1
        if len(mine) == 1 or same:  # identical effects: their order cannot matter, no question asked
            entry = st.waiting.pop(mine[0])
            st.effect_list.insert(0, entry)
            return [Event("pending_effect", f"{P(p)}: “{entry.label}” waits to resolve", R("第五節 4.3.0"), p)]
        st.pending.append(choose_n(
            p, "order", "Several of your effects start at once: which goes onto the list first? (it resolves after the others)",
            [Option(str(i), st.waiting[i].label[:90]) for i in mine], n=1, rule=R("第五節 1.1.1a"),
        ))
        return []
    return []


def answer_order(st: MlpState, pick: int) -> list[Event]:
    entry = st.waiting.pop(pick)
    st.effect_list.insert(0, entry)
    return [Event("pending_effect", f"{P(entry.controller)}: “{entry.label}” waits to resolve", R("第五節 4.6.0"), entry.controller)]


def begin(st: MlpState, entry: Queued) -> list[Event]:
    """第五節 4.4.1: resolve the top entry. Conditions 「～なら」 are checked once, now (第五節 1.5.1)."""
    ab = entry_ability(st, entry)
    res = Resolving(entry)
    st.resolving.append(res)
    events = [Event("resolve", f"{P(entry.controller)} resolves “{entry.label}”", R("第五節 4.4.1"), entry.controller)]
    if ab.condition and not board.check(st, entry.controller, entry.source or None, ab.condition):
        res.step = len(ab.effects)
        events.append(Event("condition", "Its condition is not met: nothing happens", R("第五節 1.5.1"), entry.controller))
    return events


def step(st: MlpState) -> list[Event]:
    """Carry out the next action of the effect being resolved (第五節 2.1.1), or finish it."""
    res = st.resolving[-1]
    ab = entry_ability(st, res.entry)
    if res.step >= len(ab.effects) or st.over:
        return finish(st)
    eff = ab.effects[res.step]
    res.step += 1
    return execute(st, res, eff, res.step - 1)


def finish(st: MlpState) -> list[Event]:
    """The entry is done: complete the exit, event or plan removal it belonged to (第六節 14.1.3,
    第四節 3.3.1, 第六節 5.2.0) and forget what was looked at (第六節 13.2.0). An exit is complete
    once the last of its お別れ effects has resolved: then the triggers of the exit itself are used
    (第六節 14.2.0)."""
    res = st.resolving.pop()
    entry = res.entry
    events: list[Event] = []
    for uid in res.looked:
        card = st.table.peek(uid, None)
        if card is not None and card.zone in ("plans", "deck") and card.known_to:  # (a card with nothing to forget is not copied)
            st.table.cards[uid].known_to.clear()
    if entry.finish == "exit" and _exit_entries_left(st, entry.source):
        return events  # another お別れ of the same exit is still to resolve
    card = st.table.peek(entry.source, None) if entry.source else None
    if card is not None and card.zone == "processing" and entry.finish:
        rule = {"exit": R("第六節 14.1.3"), "event": R("第四節 3.3.1"), "preplan": R("第六節 5.2.0")}[entry.finish]
        events += to_rest(st, card.uid, rule)
    if entry.finish == "exit":
        st.waiting += st.after_exit.pop(entry.source, [])
    return events


def _exit_entries_left(st: MlpState, source: int) -> bool:
    """Is an お別れ of the exit of ``source`` still waiting, pending or resolving?"""
    entries = [*st.waiting, *st.effect_list, *(r.entry for r in st.resolving)]
    return any(e.source == source and e.finish == "exit" for e in entries)


def to_rest(st: MlpState, uid: int, rule: Any) -> list[Event]:
    """Move a card to its owner's rest area; a worn item follows its wearer (第二節 3.0.0) and
    tokens are removed without triggering (第二節 7.2.1b, 7.2.2e)."""
    events = []
    item = board.item_of(st, uid)
    card = st.table.cards[uid]
    card.counters.clear()
    card.flags.pop("slot", None)
    card.tapped = False
    events.append(effects.move(st.table, uid, "rest", rule))
    st.modifiers = effects.forget_card(st.modifiers, uid)
    if item is not None:
        st.table.cards[item].attached_to = None
        events.append(effects.move(st.table, item, "rest", R("第三節 6.2.3")))
    return events


def leave_adventure(st: MlpState, uid: int, zone: str, rule: Any, position: int | None = None) -> list[Event]:
    """Move a card off the adventure area (hand, deck …), items to the rest area."""
    events = []
    item = board.item_of(st, uid)
    card = st.table.cards[uid]
    card.counters.clear()
    card.flags.pop("slot", None)
    card.tapped = False
    st.modifiers = effects.forget_card(st.modifiers, uid)
    events.append(effects.move(st.table, uid, zone, rule, position=position))
    if item is not None:
        st.table.cards[item].attached_to = None
        events.append(effects.move(st.table, item, "rest", R("第三節 6.2.3")))
    return events


def exit_character(st: MlpState, uid: int, cause: str) -> list[Event]:
    """第六節 14.0.0: a character exits. With お別れ it goes to the processing area (with its item
    and tokens, 第三節 8.1.3) and its お別れ is used (第六節 14.1.2); the exit completes when that has
    resolved (14.1.3, ``finish``). Without, it goes straight to the rest area. Triggers of the exit
    itself ("whenever a … leaves", a worn item's, "each time … retires in Contact") are used once
    the exit action is complete, together with what arose during it (第六節 14.2.0)."""
    card = st.table.cards[uid]
    owner = card.controller
    events = [Event("exit", f"{board.name(st, uid)} exits ({cause})", R("第六節 14.0.0"), owner, data={"uid": uid})]
    has_farewell = bool(board.abilities(st, uid, "farewell"))
    after: list[Queued] = []
    # 「冒険エリア」 triggers of other characters: "whenever a 「X」 leaves the Adventure Area"
    for p in range(st.num_players):
        for other in st.table.zone(p, "adventure"):
            if other == uid:
                continue
            for i, ab in board.abilities(st, other, "trigger"):
                if ab.trigger == "leave" and board.match(st, p, other, uid, {**ab.trigger_filter, "side": "any", "zone": "adventure"}):
                    after.append(Queued(p, other, st.table.peek(other).card_id, i, f"{board.name(st, other)}: {ab.text}"))
    if cause == "contact":
        item = board.item_of(st, uid)
        if item is not None:  # "when adorned character retires in contact" (the item's trigger)
            for i, ab in board.abilities(st, item, "trigger"):
                if ab.trigger == "wearer_contact_retire":
                    after.append(Queued(st.table.peek(item).controller, item, st.table.peek(item).card_id, i, f"{board.name(st, item)}: {ab.text}"))
        rival = 1 - owner
        if st.player_flags[rival].get("draw_on_rival_contact_retire") == st.turn:
            after.append(Queued(rival, 0, "", -1, "Draw 1 card (a character of the rival left by interaction)", builtin="draw1"))
    if has_farewell:
        item = board.item_of(st, uid)
        card.flags.pop("slot", None)
        events.append(effects.move(st.table, uid, "processing", R("第三節 8.1.3")))
        if item is not None:
            events.append(effects.move(st.table, item, "processing", R("第三節 6.2.3")))
        if after:
            st.after_exit[uid] = after
        triggered(st, uid, "farewell", owner, finish="exit")
    else:
        events += to_rest(st, uid, R("第六節 14.1.3"))
        st.waiting += after
    return events


def place_plan(st: MlpState, player: int, uid: int, rule: Any) -> list[Event]:
    """第三節 4.5.0 / 第六節 4.1.0: a new plan goes face down on the highest-stage story without one."""
    free = [i for i in range(3, -1, -1) if board.plan_at(st, player, i) is None]
    if not free or len(st.table.zone(player, "story")) < 4:
        return [Event("no_plan", f"{P(player)} has no story free for a plan", rule, player)]
    card = st.table.cards[uid]
    was_public = card.zone in ("rest", "adventure")  # a card from the hand or the deck stays unnamed
    if card.zone == "adventure":
        leave_adventure(st, uid, "plans", rule)
    else:
        st.table.move(uid, "plans", player=player)
    card.known_to.clear()
    card.tapped = False
    card.flags = {"story": free[0]}
    what = board.name(st, uid) if was_public else "a card"
    return [Event("plan", f"{P(player)} puts {what} as a plan on story {free[0] + 1}", rule, player)]


def remove_plan(st: MlpState, owner: int, uid: int, by: int, rule: Any) -> list[Event]:
    """第六節 5.1.0–5.2.0: a removed plan is revealed; with 事前対策 it goes to the processing area and
    its effect is used (then to the rest area), otherwise to its owner's hand."""
    card = st.table.cards[uid]
    card.known_to = list(range(st.num_players))
    stage = int(card.flags.get("story", 0)) + 1
    events = [Event("reveal", f"{P(owner)}'s plan on story {stage} is revealed: {board.name(st, uid)}", R("第六節 5.1.0"), owner,
                    data={"uid": uid, "card_id": card.card_id})]
    card.flags = {}
    for p in range(st.num_players):
        for other in st.table.zone(p, "adventure"):
            for i, ab in board.abilities(st, other, "trigger"):
                if ab.trigger == "plan_reveal" and p == by:
                    queue(st, Queued(p, other, st.table.peek(other).card_id, i, f"{board.name(st, other)}: {ab.text}"))
    suppressed = st.player_flags[1 - owner].get("no_rival_preplan") == st.turn
    if board.abilities(st, uid, "preplan") and not suppressed:
        st.table.move(uid, "processing", player=owner)
        events.append(Event("move", f"{board.name(st, uid)} goes to the processing area", R("第三節 8.1.2"), owner, data={"uid": uid}))
        triggered(st, uid, "preplan", owner, finish="preplan")
    else:
        st.table.move(uid, "hand", player=owner)
        events.append(Event("move", f"{board.name(st, uid)} goes to {P(owner)}'s hand", R("第六節 5.1.0"), owner, data={"uid": uid}))
    return events


def enter_adventure(st: MlpState, player: int, uid: int, slot: int, rule: Any) -> list[Event]:
    """第五節 3.2.1: a character enters an empty slot; its 出会い triggers (第二節 1.6.1, 第五節 3.3.1).
    Text the compiler could not read is handed to the controller when the card enters (so a
    continuous manual text is never silently ignored)."""
    card = st.table.cards[uid]
    events: list[Event] = []
    item = board.item_of(st, uid)
    if item is not None:
        st.table.cards[item].attached_to = None
        events.append(effects.move(st.table, item, "rest", R("第三節 6.2.3")))
    st.table.move(uid, "adventure", player=player)
    card.flags = {"slot": slot}
    card.tapped = False
    card.entered_turn = st.turn
    card.known_to.clear()
    events.append(Event("enter", f"{board.name(st, uid)} enters {P(player)}'s adventure area (column {slot + 1})", rule, player, data={"uid": uid}))
    triggered(st, uid, "appear", player)
    manual_in_play(st, uid, player)
    return events


def manual_in_play(st: MlpState, uid: int, player: int) -> None:
    """A card whose continuous/cost/trigger text needs a human: its controller gets a manual step
    (第五節 2.1.1 fallback) when it comes into play, and the view lists the text as ``manual``."""
    for i, ab in enumerate(board.compiled(st, uid).abilities):
        if ab.manual and ab.timing in ("continuous", "cost"):
            queue(st, Queued(player, uid, st.table.peek(uid).card_id, i, f"{board.name(st, uid)} (apply by hand while in play): {ab.text}"))


def draw(st: MlpState, player: int, n: int, rule: Any) -> list[Event]:
    """第五節 2.1.1c / 第一節 4.2.0: drawing is always possible; from an empty deck it loses."""
    events: list[Event] = []
    for _ in range(n):
        if not st.table.zone(player, "deck"):
            lose(st, player, "must draw from an empty main deck", R("第一節 4.2.0"))
            events.append(Event("lose", f"{P(player)} must draw from an empty main deck", R("第一節 4.2.0"), player))
            return events
        events += effects.draw(st.table, player, 1, rule)[1]
    fire_player_trigger(st, player, "draw", n)
    return events


def draw_each(st: MlpState, players: list[int], n: int, rule: Any) -> list[Event]:
    """"Each player draws N": the players draw together, one card at a time. Everyone who must draw
    from an empty main deck at that moment loses at once (第一節 4.2.0) — all of them: a draw
    (第一節 4.0.0)."""
    events: list[Event] = []
    for _ in range(n):
        empty = [p for p in players if not st.table.zone(p, "deck")]
        if empty:
            lose(st, empty, "must draw from an empty main deck", R("第一節 4.2.0"))
            events += [Event("lose", f"{P(p)} must draw from an empty main deck", R("第一節 4.2.0"), p) for p in empty]
            return events
        for p in players:
            events += effects.draw(st.table, p, 1, rule)[1]
    for p in players:
        fire_player_trigger(st, p, "draw", n)
    return events


def fire_player_trigger(st: MlpState, player: int, kind: str, times: int) -> None:
    """冒険エリア triggers on "you draw / discard a card": 「～たびに」 fires once per card, 「～時」
    once per occurrence (第五節 1.1.3). They wait until the current effect has resolved (第五節 4.5.0)."""
    if times <= 0:
        return
    for uid in st.table.zone(player, "adventure"):
        for i, ab in board.abilities(st, uid, "trigger"):
            if ab.trigger == kind:
                for _ in range(times if ab.every else 1):
                    queue(st, Queued(player, uid, st.table.peek(uid).card_id, i, f"{board.name(st, uid)}: {ab.text}"))


def give_token(st: MlpState, uid: int, kind: str) -> bool:
    """Put a token (``candy`` or ``present_<kind>``) on a character in the adventure or processing
    area (第二節 7.2.1, 7.2.2e). A second candy is void (第二節 7.2.1a)."""
    card = st.table.cards.get(uid)
    if card is None or card.zone not in ("adventure", "processing"):
        return False
    if kind == "candy" and card.counters.get("candy"):
        return False
    card.counters[kind] = card.counters.get(kind, 0) + 1
    return True


def lose(st: MlpState, player: int | list[int], reason: str, rule: Any) -> None:
    """第一節 4.0.0: the game ends as soon as either or both players lose. One loser → the other
    wins; every player losing at the same moment (``player`` a list, e.g. both decks empty when an
    action makes both players draw) → a draw. A loss after the game has ended changes nothing."""
    losers = sorted({player} if isinstance(player, int) else set(player))
    if st.result is None and losers:
        if len(losers) >= st.num_players:
            st.result = Result([], f"both players lose at the same time ({reason}): a draw", R("第一節 4.0.0"))
        else:
            st.result = Result([p for p in range(st.num_players) if p not in losers],
                               f"{', '.join(P(p) for p in losers)} {reason}", rule)
    st.pending.clear()


# --- executing one action of an effect -------------------------------------------------------

def _targets(st: MlpState, res: Resolving, eff: Effect) -> list[int] | None:
    """The cards an effect acts on, or None when the controller must choose (a pending choice)."""
    p, src = res.entry.controller, res.entry.source or None
    t = eff.target
    if t is None or t.kind in ("player", "opponent"):
        return []
    if t.kind == "self":
        holder = src
        if res.entry.builtin.startswith("present") and res.entry.data.get("holder"):
            holder = res.entry.data["holder"]
        return [holder] if holder and holder in st.table.cards else []
    if t.kind == "previous":
        return [u for u in res.chosen if u in st.table.cards]
    if t.kind == "contact":  # the interacting character (交流中のキャラクター), yours or the rival's
        uid = feasible.contact_character(st, p, t.filter.get("side", "you"))
        f = {k: v for k, v in t.filter.items() if k != "side"}
        return [uid] if uid is not None and board.match(st, p, src, uid, f) else []
    cands = board.candidates(st, p, src, t.filter)
    if t.kind == "each":
        return cands
    return cands


def execute(st: MlpState, res: Resolving, eff: Effect, index: int) -> list[Event]:
    p = res.entry.controller
    rule = R("第五節 2.1.1")
    if eff.op == "manual":
        why = may_nothing.not_asked(st, res.entry.builtin, holder=res.entry.data.get("holder"))
        if why is not None:  # an optional step that could change nothing: not asked (engine.mlp.may_nothing)
            return [Event("decline", f"Not asked ({why[0]}): “{eff.text}”", R(why[1]), p)]
        st.pending.append(manual_pending(p, res.entry.source or None, eff.text or res.entry.label, R("第五節 2.1.1")))
        return [Event("manual", f"{P(p)} resolves by hand: “{eff.text}”", R("第五節 2.1.1"), p)]
    if eff.op == "search":
        return _search(st, res, eff, index)
    if eff.condition and "revealed" in eff.condition and not _revealed_match(st, res, eff.condition["revealed"]):
        return [Event("condition", "The revealed card does not qualify: that part does nothing", R("第五節 1.5.1"), p)]
    if eff.condition and ("if" in eff.condition or "unless" in eff.condition):  # "… instead" (第五節 1.5.1)
        src = res.entry.source or None
        holds = board.check(st, p, src, eff.condition.get("if") or eff.condition.get("unless"))
        if holds != ("if" in eff.condition):
            return []
    uids = _targets(st, res, eff)
    t = eff.target
    if t is not None and t.kind == "chosen" and uids is not None:
        if not uids:
            return [Event("skip", "No card can be chosen: that part is skipped", R("第五節 2.1.1"), p)]
        need = min(t.count, len(uids))
        if len(uids) > need or t.up_to:  # 第六節 15.1.1: "up to N" takes any number from 0 to N
            st.pending.append(choose_n(
                p, "target", f"Choose {'up to ' if t.up_to else ''}{need}: {eff.text or eff.op}",
                [Option(str(u), _card_label(st, u)) for u in uids], n=need, up_to=t.up_to, rule=rule,
                context={"step": index},
            ))
            return []
        return [only_choice(st, p, res.entry, [_card_label(st, u) for u in uids], t.count), *apply_effect(st, res, eff, uids)]
    return apply_effect(st, res, eff, uids or [])


def only_choice(st: MlpState, p: int, entry: Queued, picked: list[str], wanted: int) -> Event:
    """A choice with a single legal answer is made without asking, and the log says so: which card's
    effect, what was chosen and under which rule (第五節 2.1.1; fewer than asked for: 2.1.1a)."""
    src = board.name(st, entry.source) if entry.source and entry.source in st.table.cards else entry.label
    short = len(picked) < wanted
    why = (f"only {len(picked)} of the {wanted} asked for can be chosen, so as many as possible are" if short
           else "it is the only legal choice" if len(picked) == 1 else "they are the only legal choice")
    rule = R("第五節 2.1.1a") if short else R("第五節 2.1.1")
    return Event("only_choice", f"{P(p)}: {src} — {', '.join(picked)} chosen without asking: {why} ({rule})", rule, p,
                 data={"source": entry.source, "picked": list(picked)})


def _revealed_match(st: MlpState, res: Resolving, f: dict[str, Any]) -> bool:
    """「～なら」 on the card(s) just revealed (第五節 1.5.1): every one of them fits ``f``."""
    looked = [u for u in res.looked if u in st.table.cards]
    return bool(looked) and all(board.match(st, res.entry.controller, None, u, f) for u in looked)


def _card_label(st: MlpState, uid: int) -> str:
    card = st.table.peek(uid)
    where = {"adventure": f"P{card.controller + 1} column {board.slot_of(st, uid) + 1}", "scenes": f"P{card.controller + 1} scene"}.get(card.zone, card.zone)
    return f"{board.name(st, uid)} ({where})"


def apply_effect(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """Do one action on the given cards (the chosen or automatic targets)."""
    p = res.entry.controller
    rule = R("第五節 2.1.1")
    res.chosen = list(uids)
    events: list[Event] = []
    op = eff.op
    spec = game_ops(ops.GAME).get(op)
    if spec is not None and spec.resolver is not None:  # MLP's own ops (engine.mlp.ops)
        return spec.resolver(st, res, eff, uids)
    if op == "draw":
        n = eff.amount
        if eff.condition and "per" in eff.condition:
            n = eff.amount * board.count(st, p, res.entry.source or None, eff.condition["per"])
        if eff.target is not None and eff.target.kind == "each_player":
            return draw_each(st, [p, 1 - p], n, rule)
        return draw(st, p, n, rule)
    if op == "discard":
        who = 1 - p if eff.target and eff.target.kind == "opponent" else p
        hand = st.table.zone(who, "hand")
        if not hand:
            return [Event("skip", f"{P(who)} has no card to discard", rule, who)]
        if eff.keyword == "random":
            uid = st.rng.choice(hand)
            fire_player_trigger(st, who, "discard", 1)
            return [effects.move(st.table, uid, "rest", R("第六節 2.1.0"))]
        n = min(eff.amount, len(hand))
        st.pending.append(choose_n(who, "discard", f"Discard {n} card(s)", [Option(str(u), board.name(st, u)) for u in hand], n=n, rule=R("第六節 2.1.0")))
        return []
    if op == "modify_stat":
        mult = 1
        if eff.condition and "per" in eff.condition:
            mult = board.count(st, p, res.entry.source or None, eff.condition["per"])
        for uid in uids:
            if st.table.peek(uid).zone != "adventure":
                continue
            delta = eff.amount * mult
            st.modifiers.append(Modifier(uid, "idea", delta, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=res.entry.source or None))
            until = "the end of this interaction" if eff.duration == "this_battle" else "the end of the turn"
            events.append(Event("idea", f"{board.name(st, uid)} gets Idea {delta:+d} until {until}", R("第六節 7.1.0"), p, data={"uid": uid}))
        return events
    if op == "grant_keyword":
        if eff.target and eff.target.kind == "player":
            st.player_flags[p][eff.keyword] = st.turn
            return [Event("effect", f"{P(p)}: {eff.keyword.replace('_', ' ')} this turn", rule, p)]
        for uid in uids:
            st.modifiers.append(Modifier(uid, "idea", 0, keyword=eff.keyword, duration="this_turn", player=p, turn=st.turn))
            events.append(Event("effect", f"{board.name(st, uid)} cannot leave by interaction this turn", rule, p, data={"uid": uid}))
        return events
    if op == "destroy":
        for uid in uids:
            if st.table.peek(uid).zone == "adventure":
                events += exit_character(st, uid, "effect")
        return events
    if op == "return_to_hand":
        for uid in uids:
            owner = st.table.peek(uid).owner
            events.append(effects.move(st.table, uid, "hand", rule, player=owner))
            events[-1].text = f"{board.name(st, uid)} returns to P{owner + 1}'s hand"
        return events
    if op == "play_free":
        for uid in uids:
            card = st.table.cards[uid]
            if card.zone not in ("rest", "processing", "hand"):
                continue
            free = board.empty_slots(st, p)
            if not free:  # 第三節 3.3.0
                events.append(Event("skip", "No empty slot: the character cannot move in", R("第三節 3.3.0"), p))
                break
            if len(uids) == 1 and len(free) > 1:  # 第三節 3.2.0: the area's owner picks the slot
                st.pending.append(choose_n(p, "slot", f"Which column for {board.name(st, uid)}?",
                                           [Option(str(s), f"Column {s + 1}") for s in free], n=1, rule=R("第三節 3.2.0"), context={"uid": uid}))
                return events
            if len(free) == 1:
                events.append(Event("only_choice", f"{P(p)}: {board.name(st, uid)} — column {free[0] + 1} chosen without asking: "
                                    f"it is the only empty slot ({R('第三節 3.2.0')})", R("第三節 3.2.0"), p,
                                    data={"source": uid, "picked": [f"column {free[0] + 1}"]}))
            events += enter_adventure(st, p, uid, free[0], rule)
        return events
    if op == "untap":
        return [effects.set_tapped(st.table, u, False, R("第六節 10.4.0"), "tapped") for u in uids]
    if op == "cost_reduction" and eff.keyword == "next_item":  # until the next Item is played (no end printed, 第四節 5.1.0)
        flags = st.player_flags[p]  # two such effects both apply to that next Item
        flags["next_item_discount"] = int(flags.get("next_item_discount", 0)) + eff.amount
        return [Event("effect", f"{P(p)}'s next item costs {eff.amount} less", rule, p)]
    if op == "look_top" and eff.zone == "plans":
        plans = st.table.zone(p, "plans")
        if not plans:
            return [Event("skip", "No plan to look at", rule, p)]
        if eff.amount == 0:  # 第六節 13.3.0 例: look at all of them; return in place or swapped
            for uid in plans:
                st.table.cards[uid].known_to = [p]
            res.looked += list(plans)
            names = ", ".join(f"story {st.table.peek(u).flags.get('story', 0) + 1}: {board.name(st, u)}" for u in plans)
            events = [Event("look", f"{P(p)} looks at all of their plans", R("第六節 13.1.0"), p),
                      Event("look_private", f"Your plans — {names}", R("第六節 13.1.0"), p, [p])]
            if eff.keyword == "reorder" and len(plans) > 1:
                st.pending.append(choose_n(p, "plan_order", "Put your plans back: pick them in story order (lowest story first)",
                                           [Option(str(u), f"{board.name(st, u)} (now on story {st.table.peek(u).flags.get('story', 0) + 1})") for u in plans],
                                           n=len(plans), rule=R("第六節 13.3.0")))
            return events
        st.pending.append(choose_n(p, "look_plan", "Look at which plan?", [Option(str(u), f"Plan on story {st.table.peek(u).flags.get('story', 0) + 1}") for u in plans],
                                   n=1, rule=R("第六節 13.1.0")))
        return []
    if op == "gain_score" and eff.stat == "win":
        st.result = Result([p], f"P{p + 1} wins by their story", R("第一節 4.1.0"))
        st.pending.clear()
        return [Event("win", f"{P(p)} wins", R("第一節 4.1.0"), p)]
    if op == "move":
        return _move(st, res, eff, uids)
    if op == "reveal":  # 第六節 9.2.0: opened cards stay in the deck, in order
        top = st.table.top(p, eff.zone or "deck", max(1, eff.amount))
        if not top:
            return [Event("skip", "The deck is empty: nothing to reveal", R("第六節 9.2.0"), p)]
        ev = effects.reveal(st.table, top, R("第六節 9.2.0"), p)
        ev.text = f"{P(p)} reveals the top of their {DECK_NAMES.get(eff.zone or 'deck', 'deck')}: " + ", ".join(board.name(st, u) for u in top)
        res.looked = list(top)
        events = [ev]
        if eff.stat == "top_or_bottom":
            events += top_or_bottom(st, p, top, eff.zone or "deck")
        return events
    if op == "shuffle":
        return _shuffle_into(st, res, eff, uids)
    return [Event("skip", f"(nothing to do for {op})", rule, p)]


def _move(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """The shared ``move`` op with an MLP kind (``eff.stat``, listed in ``ops.MOVE_KINDS``)."""
    do = _MOVES.get(eff.stat)
    return do(st, res.entry.controller, eff, uids) if do is not None else []


def _flip(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    up = eff.stat == "flip_up"
    events = []
    for uid in uids:
        card = st.table.cards[uid]
        if up:
            card.flags.pop("scene_face_down", None)
        else:
            card.flags["scene_face_down"] = True
        events.append(Event("flip", f"{board.name(st, uid)} is turned face {'up' if up else 'down'}", R("第三節 5.1.1"), card.controller, data={"uid": uid}))
    return events


def _add_scenes(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    who = 1 - p if eff.target is not None and eff.target.kind == "opponent" else p
    events: list[Event] = []
    for _ in range(max(1, eff.amount)):
        events += add_scene(st, who, R("第三節 5.0.0"), face_down=eff.zone == "face_down")
    return events


def _scene_to_deck_bottom(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    """A scene returns under its owner's scene deck (第六節 9.1.0)."""
    events: list[Event] = []
    for uid in uids:
        card = st.table.cards[uid]
        if card.zone == "scenes":
            events += to_deck(st, uid, "scene_deck", R("第六節 9.1.0"))
            events[-1].text = f"{board.name(st, uid)} goes to the bottom of {P(card.owner)}'s scene deck"
    return events


def _plan_from_deck(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    top = st.table.top(p, "deck", 1)
    return place_plan(st, p, top[0], R("第六節 4.1.0")) if top else [Event("skip", "The deck is empty", R("第六節 4.1.0"), p)]


def _plans_from(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    events: list[Event] = []
    for uid in uids:
        events += place_plan(st, p, uid, R("第六節 4.1.0"))
    return events


def _remove_plan(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    plans = st.table.zone(1 - p, "plans")
    if not plans:
        return [Event("skip", "The rival has no plan", R("第六節 5.1.0"), p)]
    st.pending.append(choose_n(p, "remove_plan", "Remove which of the rival's plans?",
                               [Option(str(u), f"Plan on story {st.table.peek(u).flags.get('story', 0) + 1}") for u in plans], n=1, rule=R("第六節 5.1.0")))
    return []


def _moves_in_adventure(st: MlpState, p: int, eff: Effect, uids: list[int]) -> list[Event]:
    events: list[Event] = []
    for uid in uids:
        events += move_in_adventure(st, uid)
    return events


_MOVES = {
    "flip_up": _flip, "flip_down": _flip, "add_scene": _add_scenes, "scene_to_deck_bottom": _scene_to_deck_bottom,
    "plan_from_deck": _plan_from_deck, "plan_from_hand": _plans_from, "plan_from_rest": _plans_from,
    "remove_plan": _remove_plan, "move_in_adventure": _moves_in_adventure,
}
assert set(_MOVES) == set(ops.MOVE_KINDS), "every MLP kind of move is carried out"


def _shuffle_into(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """"Shuffle into the deck" (第六節 14.1.3a 例): the cards go into their owners' decks, which are
    shuffled and cut by the opponent (第一節 3.1.1). A character leaving this way from the processing
    area never reaches the rest area: ``finish`` only moves cards still in the processing area."""
    p = res.entry.controller
    zone = eff.zone or "deck"
    events: list[Event] = []
    owners: set[int] = set()
    for uid in uids:
        card = st.table.cards[uid]
        if card.zone in ("deck", "scene_deck", "plans"):
            continue
        owners.add(card.owner)
        events += to_deck(st, uid, zone, R("第六節 14.1.3a"))
    if eff.target is None or eff.target.kind in ("player", "opponent"):
        owners.add(1 - p if eff.target is not None and eff.target.kind == "opponent" else p)
    for owner in sorted(owners):
        events += shuffle_deck(st, owner, zone, R("第一節 3.1.1"))
    return events


def move_in_adventure(st: MlpState, uid: int, slot: int | None = None) -> list[Event]:
    """第六節 12.1.0: move to an empty slot of the same adventure area (the lowest free column;
    impossible when none is free). Counts as "moved" this turn and fires "when this moves"."""
    card = st.table.cards[uid]
    free = board.empty_slots(st, card.controller)
    if card.zone != "adventure" or not free:
        return [Event("skip", "No empty slot to move to", R("第六節 12.1.0"), card.controller)]
    if slot is None and len(free) > 1:
        st.pending.append(choose_n(card.controller, "move_slot", f"Move {board.name(st, uid)} to which column?",
                                   [Option(str(s), f"Column {s + 1}") for s in free], n=1, rule=R("第六節 12.1.0"), context={"uid": uid}))
        return []
    target = free[0] if slot is None else slot
    if target not in free:
        raise ValueError("not an empty slot")
    only = [Event("only_choice", f"{P(card.controller)}: {board.name(st, uid)} — column {target + 1} chosen without asking: "
                  f"it is the only empty slot ({R('第六節 12.1.0')})", R("第六節 12.1.0"), card.controller,
                  data={"source": uid, "picked": [f"column {target + 1}"]})] if slot is None else []
    card.flags["slot"] = target
    st.moved[uid] = st.moved.get(uid, 0) + 1
    for i, ab in board.abilities(st, uid, "trigger"):
        if ab.trigger == "move":
            queue(st, Queued(card.controller, uid, card.card_id, i, f"{board.name(st, uid)}: {ab.text}"))
    return [*only, Event("move", f"{board.name(st, uid)} moves to column {target + 1}", R("第六節 12.1.0"), card.controller, data={"uid": uid})]


def add_scene(st: MlpState, player: int, rule: Any, face_down: bool = False) -> list[Event]:
    """第三節 5.0.0: the top of the scene deck goes to the scene area face up and untapped."""
    top = st.table.top(player, "scene_deck", 1)
    if not top:
        return [Event("skip", f"{P(player)}'s scene deck is empty", R("第四節 2.3.1"), player)]
    card = st.table.cards[top[0]]
    st.table.move(card.uid, "scenes", player=player)
    card.tapped = False
    card.flags = {"scene_face_down": True} if face_down else {}
    return [Event("scene", f"{P(player)} adds a scene: {board.name(st, card.uid)}{' (face down)' if face_down else ''}", rule, player, data={"uid": card.uid})]


def _search(st: MlpState, res: Resolving, eff: Effect, index: int) -> list[Event]:
    """Reveal the top N of the main deck (or of the scene deck, ``eff.stat == "scene_deck"``)
    (第六節 11.0.0, 9.2.0), choose matching cards for the hand (or, ``eff.keyword == "to_scenes"``,
    face up into the scene area), the rest to the zone named (``eff.zone``)."""
    p = res.entry.controller
    src = eff.stat or "deck"
    top = st.table.top(p, src, eff.amount)
    if not top:
        return [Event("skip", f"The {DECK_NAMES.get(src, src)} is empty", R("第六節 11.1.0"), p)]
    ev = effects.reveal(st.table, top, R("第六節 11.1.0"), p)
    ev.text = f"{P(p)} reveals the top of their {DECK_NAMES.get(src, src)}: " + ", ".join(board.name(st, u) for u in top)
    res.looked = list(top)
    f = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("zone", "side")}
    cands = [u for u in top if board.match(st, p, None, u, {**f})]
    need = min(eff.target.count if eff.target else 1, len(cands))
    if not cands:
        return [ev, *search_rest(st, res, eff, [])]
    where = "your scene area (face up)" if eff.keyword == "to_scenes" else "your hand"
    st.pending.append(choose_n(p, "search", f"Choose {need} for {where}", [Option(str(u), board.name(st, u)) for u in cands], n=need,
                               rule=R("第六節 11.1.0"), context={"step": index}))
    return [ev]


def search_rest(st: MlpState, res: Resolving, eff: Effect, picked: list[int]) -> list[Event]:
    p = res.entry.controller
    src = eff.stat or "deck"
    events = []
    for uid in picked:
        if eff.keyword == "to_scenes":  # 第三節 5.0.0: face up and untapped
            card = st.table.cards[uid]
            st.table.move(uid, "scenes", player=p)
            card.tapped, card.flags = False, {}
            events.append(Event("scene", f"{P(p)} puts {board.name(st, uid)} face up into their scene area", R("第三節 5.0.0"), p, data={"uid": uid}))
        else:
            events.append(effects.move(st.table, uid, "hand", R("第六節 11.1.0"), player=p))
    rest = [u for u in res.looked if u not in picked and st.table.peek(u).zone == src]
    if eff.zone == "rest":
        for uid in rest:
            events.append(effects.move(st.table, uid, "rest", R("第六節 11.2.0")))
    for uid in res.looked:
        if st.table.peek(uid).zone == src:
            st.table.cards[uid].known_to.clear()
    res.looked = []
    if eff.zone == "deck_bottom" and rest:  # 第六節 9.3.0: in the order the owner chooses
        events += put_in_deck(st, p, rest, src, "bottom", R("第六節 11.2.0"))
    elif eff.zone == "deck_top" and len(rest) > 1:  # 第六節 11.3.0: unmoved, they go back where they were, in the order their player chooses
        events += put_in_deck(st, p, rest, src, "top", R("第六節 11.3.0"))
    return events


# --- deck order, shuffles and cuts (第六節 9.0.0, 第一節 3.1.0–3.1.1) ---------------------------

DECK_NAMES = {"deck": "deck", "scene_deck": "scene deck"}


def shuffle_deck(st: MlpState, player: int, zone: str, rule: Any) -> list[Event]:
    """第一節 3.1.0 / 3.1.1: a main or scene deck is shuffled, then handed to the opponent, who cuts
    it — at setup and every time a deck is shuffled during the game (3.1.1 leaves no exception).
    The cut of a face-down deck carries no information, so it is made on the opponent's behalf at a
    position drawn from the seeded RNG (one draw even for an empty deck, so replays stay aligned)."""
    ev = effects.shuffle(st.table, st.rng, player, zone, rule)
    z = st.table.zone(player, zone)
    cut = st.rng.randrange(max(1, len(z)))
    z[:] = z[cut:] + z[:cut]
    ev.text = f"{P(player)} shuffles their {DECK_NAMES.get(zone, zone)} and {P(1 - player)} cuts it"
    return [ev, Event("cut", f"{P(1 - player)} cuts {P(player)}'s {DECK_NAMES.get(zone, zone)}", R("第一節 3.1.1"), 1 - player)]


def to_deck(st: MlpState, uid: int, zone: str, rule: Any, position: int | None = None) -> list[Event]:
    """A card goes into its owner's main or scene deck. From the adventure or processing area its
    worn item goes to the rest area (第三節 6.2.3) and its tokens are removed (第二節 7.2.1b)."""
    card = st.table.cards[uid]
    events: list[Event] = []
    item = board.item_of(st, uid) if card.zone in ("adventure", "processing") else None
    card.counters.clear()
    card.flags = {}
    card.tapped = False
    st.modifiers = effects.forget_card(st.modifiers, uid)
    events.append(effects.move(st.table, uid, zone, rule, player=card.owner, position=position))
    card.known_to.clear()
    if item is not None:
        st.table.cards[item].attached_to = None
        events.append(effects.move(st.table, item, "rest", R("第三節 6.2.3")))
    return events


def put_in_deck(st: MlpState, player: int, uids: list[int], zone: str, where: str, rule: Any, after: str = "") -> list[Event]:
    """第六節 9.3.0: cards put on the top or the bottom of a deck go there in the order their owner
    chooses. With two or more different cards the owner answers a ``deck_order`` choice, one card at
    a time ("which goes highest?"); identical cards are placed without a question (the order cannot
    matter). The public learns only how many cards went where. ``after`` names what follows once
    they are all placed (``mulligan``: draw 5, 第一節 3.4.1a)."""
    uids = list(uids)
    if len(uids) > 1 and len({st.table.peek(u).card_id for u in uids}) > 1:
        st.pending.append(order_cards(player, "deck_order", _order_prompt(zone, where, len(uids), len(uids)), uids,
                                      lambda u: board.name(st, u), rule=R("第六節 9.3.0"),
                                      context={"zone": zone, "where": where, "after": after, "rule": rule.section}))
        return []
    for i, uid in enumerate(uids):
        _place(st, uid, zone, where, i)
    return _placed(st, player, uids, zone, where, rule, after)


def _order_prompt(zone: str, where: str, total: int, left: int) -> str:
    side = "top" if where == "top" else "bottom"
    return (f"Order the {total} cards going to the {side} of your {DECK_NAMES.get(zone, zone)}: "
            f"which of the remaining {left} goes highest (nearest the top)? (or pick several: they go in the order picked)")


def answer_deck_order(st: MlpState, pend: Pending, picks: list[int]) -> list[Event]:
    """An answer of a ``deck_order`` choice (``engine.core.choices.order_cards``): the picked cards are
    placed now, in the order picked (highest first); when one card is left it follows; otherwise the
    owner is asked again."""
    ctx = pend.context
    before = len(ctx["placed"])
    step = read_order(pend, [str(u) for u in picks])
    for i, uid in enumerate(step.placed[before:], before):
        _place(st, uid, ctx["zone"], ctx["where"], i)
    if not step.done:
        total = len(step.placed) + len(step.left)
        st.pending.append(next_order(pend, step, lambda u: board.name(st, u), _order_prompt(ctx["zone"], ctx["where"], total, len(step.left))))
        return []
    return _placed(st, pend.player, step.placed, ctx["zone"], ctx["where"], R(ctx["rule"]), ctx["after"])


def _place(st: MlpState, uid: int, zone: str, where: str, index: int) -> None:
    """Put one card under the ones already placed: on top, the ``index``-th from the top; at the
    bottom, the new bottom card."""
    card = st.table.cards[uid]
    if card.zone == zone and card.controller == card.owner:
        st.table.move(uid, zone, player=card.owner, position=index if where == "top" else None)
        card.known_to.clear()
    else:
        to_deck(st, uid, zone, R("第六節 9.3.0"), position=index if where == "top" else None)


def _placed(st: MlpState, player: int, uids: list[int], zone: str, where: str, rule: Any, after: str) -> list[Event]:
    events: list[Event] = []
    if uids:
        deck = DECK_NAMES.get(zone, zone)
        chosen = " in the order they chose" if len(uids) > 1 else ""
        events.append(Event("deck_order", f"{P(player)} puts {len(uids)} card(s) on the {where} of their {deck}{chosen}", rule, player))
        if len(uids) > 1:
            events.append(Event("deck_order_private", f"Your order from the top: {', '.join(board.name(st, u) for u in uids)}",
                                R("第六節 9.3.0"), player, [player], {"uids": list(uids)}))
    if after == "mulligan":
        events += effects.draw(st.table, player, 5, R("第一節 3.4.1a"))[1]
    return events


def top_or_bottom(st: MlpState, player: int, uids: list[int], zone: str) -> list[Event]:
    """"Put it at the top or the bottom of the Deck": the controller chooses (第六節 9.1.0)."""
    if not uids:
        return []
    st.pending.append(choose_n(player, "top_or_bottom", f"Put {', '.join(board.name(st, u) for u in uids)} on the top or the bottom of your {DECK_NAMES.get(zone, zone)}?",
                               [Option("top", "Top of the deck"), Option("bottom", "Bottom of the deck")], n=1, rule=R("第六節 9.1.0"),
                               context={"uids": list(uids), "zone": zone}))
    return []


# --- MLP's own ops (engine.mlp.ops) -----------------------------------------------------------------

@resolves(ops.GAME, "draw_namesakes")
def draw_namesakes(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """BP02-SPR20: draw ``amount`` card(s), then as many more as there are cards in your rest area
    with the same name as the card drawn (第六節 1.0.0: each draw follows the MLP draw rule, 第一節 4.2.0)."""
    p = res.entry.controller
    top = st.table.top(p, "deck", 1)
    events = draw(st, p, max(1, eff.amount), R("第六節 1.0.0"))
    if st.over or not top:
        return events
    name = board.data(st, top[0]).get("name")
    more = sum(1 for u in st.table.zone(p, "rest") if board.data(st, u).get("name") == name)
    events.append(Event("count", f"{P(p)} has {more} card(s) in their rest area with the same name as the card drawn", R("第六節 1.0.0"), p))
    return events + (draw(st, p, more, R("第六節 1.0.0")) if more else [])


@resolves(ops.GAME, "item_instead")
def item_instead(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """The worn item (the entry's source) goes to the rest area in place of its wearer."""
    item = st.table.cards.get(res.entry.source)
    if item is None or item.zone != "items":
        return []
    wearer = item.attached_to
    item.attached_to = None
    ev = effects.move(st.table, item.uid, "rest", R("第四節 4.3.4"))
    stays = f": {board.name(st, wearer)} stays" if wearer is not None and wearer in st.table.cards else ""
    ev.text = f"{board.name(st, item.uid)} goes to the rest area instead{stays}"
    return [ev]


def replace_exit(st: MlpState, uid: int, cause: str) -> list[Event] | None:
    """A worn item's ``replace`` ability for its wearer leaving by interaction (第四節 4.3.4, cause
    ``contact``): carried out at once in place of the exit; None when nothing replaces it."""
    if cause != "contact":
        return None
    item = board.item_of(st, uid)
    if item is None:
        return None
    for i, ab in board.abilities(st, item, "replace"):
        if ab.trigger != "wearer_contact_retire":
            continue
        card = st.table.cards[item]
        res = Resolving(Queued(card.controller, item, card.card_id, i, f"{board.name(st, item)}: {ab.text}"))
        events = [Event("replace", f"{board.name(st, uid)} would leave by interaction: “{ab.text}”", R("第四節 4.3.4"), card.controller, data={"uid": uid})]
        for eff in ab.effects:
            events += apply_effect(st, res, eff, [])
        return events
    return None


# --- tokens: candies and presents (第二節 7.2.1, 7.2.2) -----------------------------------------------

def candy_holders(st: MlpState, player: int, first: int | None = None) -> list[int]:
    """``player``'s characters holding a candy, ``first`` (e.g. the character paying) first."""
    holders = [u for u in st.table.zone(player, "adventure") if st.table.peek(u).counters.get("candy")]
    return sorted(holders, key=lambda u: (u != first, board.slot_of(st, u)))


def _token_name(kind: str) -> str:
    return "a candy" if kind == "candy" else f"a {kind.removeprefix('present_').title()} present"


@resolves(ops.GAME, "gain_token")
def gain_token(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """A character gains a candy or a present (第二節 7.2.1, 7.2.2). "Gain a candy" on an event or a
    scene (no character of its own) is given to one of the controller's characters: they choose."""
    p = res.entry.controller
    kind = eff.keyword or "candy"
    holders = [u for u in uids if u in st.table.cards and st.table.peek(u).zone in ("adventure", "processing")
               and board.data(st, u).get("type") == "Character"]
    if not holders and eff.target is not None and eff.target.kind == "self":
        mine = st.table.zone(p, "adventure")
        if not mine:
            return [Event("skip", f"No character of {P(p)} can gain {_token_name(kind)}", R("第二節 7.2.1"), p)]
        if len(mine) > 1:  # answered as a ``target`` choice: the same effect, on the card picked
            st.pending.append(choose_n(p, "target", f"Which of your characters gains {_token_name(kind)}?",
                                       [Option(str(u), _card_label(st, u)) for u in mine], n=1, rule=R("第二節 7.2.1"),
                                       context={"step": res.step - 1}))
            return []
        events = [only_choice(st, p, res.entry, [_card_label(st, mine[0])], 1)]
        return events + gain_token(st, res, Effect("gain_token", keyword=kind, amount=eff.amount), mine)
    events: list[Event] = []
    for uid in holders:
        for _ in range(max(1, eff.amount)):
            if give_token(st, uid, kind):
                events.append(Event("token", f"{board.name(st, uid)} gains {_token_name(kind)}", R("第二節 7.2.2" if kind != "candy" else "第二節 7.2.1"),
                                    st.table.peek(uid).controller, data={"uid": uid, "token": kind}))
            else:  # 第二節 7.2.1a: a second candy is void
                events.append(Event("skip", f"{board.name(st, uid)} already has a candy: a second one is void", R("第二節 7.2.1a"),
                                    st.table.peek(uid).controller, data={"uid": uid}))
    return events


@resolves(ops.GAME, "spend_token")
def spend_token(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """Spend candies: from the target (or this card) first, then from the controller's other
    characters holding one; what cannot be spent is skipped (第五節 2.1.1b)."""
    p = res.entry.controller
    kind = eff.keyword or "candy"
    order = [u for u in uids if u in st.table.cards] + [u for u in candy_holders(st, p, res.entry.source or None) if u not in uids]
    events: list[Event] = []
    left = max(1, eff.amount)
    for uid in order:
        card = st.table.cards[uid]
        if left and card.counters.get(kind):
            card.counters[kind] -= 1
            if not card.counters[kind]:
                card.counters.pop(kind)
            left -= 1
            events.append(Event("token", f"{P(p)} spends the candy of {board.name(st, uid)}", R("第六節 5.3.0"), p, data={"uid": uid, "token": kind}))
    if left:
        events.append(Event("skip", f"{P(p)} has no candy to spend", R("第五節 2.1.1b"), p))
    return events


@resolves(ops.GAME, "open_present")
def open_present(st: MlpState, res: Resolving, eff: Effect, uids: list[int]) -> list[Event]:
    """第二節 7.2.2c ②: each present on the character is opened: its effect is used, then it is
    removed (the removal does not stop the effect)."""
    events: list[Event] = []
    for uid in uids:
        card = st.table.cards.get(uid)
        if card is None:
            continue
        for key in [k for k in card.counters if k.startswith("present_")]:
            kind = key.removeprefix("present_")
            for _ in range(card.counters.pop(key)):
                queue(st, Queued(card.controller, uid, card.card_id, -1, f"{kind.title()} present", builtin=f"present:{kind}", data={"holder": uid}))
                events.append(Event("present", f"{P(card.controller)} opens a {kind.title()} present on {board.name(st, uid)}", R("第二節 7.2.2c"),
                                    card.controller, data={"uid": uid}))
    if not events:
        events.append(Event("skip", "No present to open", R("第二節 7.2.2c"), res.entry.controller))
    return events
