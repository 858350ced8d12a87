"""The ONE PIECE CARD GAME engine: the core contract (engine.core.Engine) for 2 players (1-1-1).

Actions (besides answers to pending choices, ``choose`` with ``picks``):
``play`` {uid} (6-5-3), ``attach`` {target} (6-5-5), ``activate`` {uid, ability} (6-5-4),
``attack`` {attacker, target} (6-5-6, 7-1), ``end_turn`` (6-5-2-1), ``manual`` {op…} while
resolving text by hand, ``concede`` (1-2-4).
"""

from __future__ import annotations

from typing import Any

from engine.core import (
    Action,
    Deck,
    Engine,
    Event,
    Result,
    RuleRef,
    RulesError,
    Table,
    Transition,
    choices,
    effects,
    new_state_fields,
)
from engine.core.actions import new_action
from engine.core.manual import MANUAL, ManualSpec, apply_manual, manual_actions

from . import (
    battle,
    board,
    don_given_watch,
    draw_watch,
    ko_battle_swap,
    life_watch,
    loops,
    next_play,
    refusals,
    resolve,
    special,
    stack,
    turn,
)
from .board import name
from .cards.schema import DON_ID, don_card
from .copying import answered_copy, copy_state
from .don_deck_rule import don_deck_size
from .rules import GAME, R, option
from .state import DON_DECK_SIZE, FIELD, ZONES, OPState


def manual_allowed(state: Any, action: Action) -> bool:
    """What manual resolution may not do in ONE PIECE: move a leader (3-6-3) or a DON!! card
    (DON!! are only rested or set active, 6-5-5), put a non-character or a 6th character in the
    character area (3-7-6), or put damage on a card (there are no damage counters)."""
    st: OPState = state
    uid = action.args.get("uid")
    if action.args.get("op") == "move" and isinstance(uid, int):
        card = st.table.peek(uid)
        if card.card_id == DON_ID or card.zone in ("leader", "attached_don") or board.data(st, uid).get("type") == "Leader":
            return False
        if action.args.get("zone") == "characters" and (
            board.data(st, uid).get("type") != "Character" or len(st.table.zone(card.controller, "characters")) >= 5
        ):
            return False
    if action.args.get("op") in ("damage", "heal"):
        return False  # ONE PIECE has no damage counters on cards
    if isinstance(uid, int) and uid in st.table.cards and st.table.peek(uid).card_id == DON_ID:
        return action.args.get("op") in ("tap", "untap") and st.table.peek(uid).zone == "cost_area"
    return True


MANUAL_SPEC = ManualSpec(
    rule=R("8-4-1-5"), zones=["hand", "trash", "deck", "characters", "life"], stats=["power"], tap_word="rested",
    allow=manual_allowed,
    refusal="that manual operation is not allowed in ONE PIECE (a leader never leaves its area, 3-6-3; DON!! cards are only "
            "rested or set active, 6-5-5; at most 5 characters, 3-7-6; cards take no damage counters)",
)


class OnePieceEngine(Engine):
    game = GAME
    state_type = OPState

    # --- setup (5-2) ---
    def new_game(self, players: list[str], decks: list[Deck], seed: int, options: dict | None = None) -> tuple[OPState, list[Event]]:
        """5-2-1: present decks, shuffle (5-2-1-2), leaders face up (5-2-1-3), DON!! decks, then
        the randomly chosen player picks first or second (5-2-1-4)."""
        if len(players) != 2 or len(decks) != 2:
            raise RulesError("ONE PIECE is played by two players (1-1-1)", R("1-1-1"))
        st = OPState(**new_state_fields(self.game, players, seed, options))
        st.table = Table.create(2, ZONES)
        st.turns_taken = [0, 0]
        st.mulligan_done = [False, False]
        st.cards[DON_ID] = don_card()
        events: list[Event] = []
        if option(st.options, "check_decks"):
            _check_decks(decks)
        for p, deck in enumerate(decks):
            st.cards.update(deck.cards)
            st.table.learn_names(st.cards)  # the log names cards as printed (Table.card_name)
            leaders = deck.sections.get("leader") or []
            if len(leaders) != 1:
                raise RulesError("a deck needs exactly 1 leader card (5-1-2)", R("5-1-2"))
            st.table.add(leaders[0], p, "leader")
            for cid in deck.main:
                st.table.add(cid, p, "deck")
            for _ in range(don_deck_size(deck.cards.get(leaders[0], {}))):  # 5-1-2 (a Leader's rule: don_deck_rule)
                st.table.add(DON_ID, p, "don_deck")
            events.append(effects.shuffle(st.table, st.rng, p, "deck", R("5-2-1-2")))
        chooser = st.rng.randrange(2)
        events.append(Event("setup", f"P{chooser + 1} is drawn to choose first or second", R("5-2-1-4"), chooser))
        st.pending.append(turn.choose_order_pending(chooser))
        return st, events

    def turn_rule(self) -> RuleRef | None:
        return R("4-3-1")

    def concede_rule(self) -> RuleRef | None:
        return R("1-2-4")

    # --- what may be done ---
    def legal_actions(self, state: Any, player: int) -> list[Action]:
        st: OPState = state
        if st.over or player not in self.to_act(st):
            return []
        if st.pending:
            pend = st.pending[0]
            if pend.kind == MANUAL:
                return [a for a in manual_actions(st, player, MANUAL_SPEC) if manual_allowed(st, a)]
            labels = {o.id: o.label for o in pend.options}
            ctx = pend.context
            valid = (lambda picks: _answer_fits(st, ctx, picks)) if "distinct_names" in ctx or "total_power_max" in ctx or "total_cost_max" in ctx else None
            return [new_action("choose", player, {"picks": picks}, " + ".join(labels[p] for p in picks) or "None")
                    for picks in pend.answers(valid=valid)]
        if st.phase != "main" or st.stack or st.battle:
            return []
        with board.reading(st):  # only read: the continuous abilities in effect are found once
            return self._main_actions(st, player)

    def _main_actions(self, st: OPState, p: int) -> list[Action]:
        t = st.table
        acts: list[Action] = []
        don = len(board.active_don(st, p))
        hand = t.zones[p]["hand"]  # (read only: the listing moves no card)
        if hand:
            grants = board.hand_cost_grants(st, p)  # the same for every card of the hand
            forbids = bool(st.modifiers)  # (a prohibition to play is a modifier: none, nothing forbidden)
            for uid in hand:
                d = board.data(st, uid)
                price = board.play_price(st, uid, grants)
                if price > don or (forbids and board.play_forbidden(st, p, uid)):
                    continue
                if d.get("type") in ("Character", "Stage") or (d.get("type") == "Event" and resolve.event_ability(st, uid, "main") is not None):
                    acts.append(new_action("play", p, {"uid": uid}, f"Play {d['name']} ({price} DON!!)"))
        zones = t.zones[p]  # (read only)
        fighters = [*zones["leader"], *zones["characters"]]
        names: dict[int, str] = {}  # each card's name looked up once for the labels
        if don:
            for uid in fighters:
                own_name = names[uid] = name(st, uid)
                acts.append(new_action("attach", p, {"target": uid}, f"Give 1 DON!! to {own_name}"))
        for uid in board.in_play(st, p):
            for index, ab in board.compiled(st, uid).of("activate_main"):
                if self._why_not_activate(st, p, uid, index) is None:
                    acts.append(new_action("activate", p, {"uid": uid, "ability": index}, f"Activate {name(st, uid)}: {ab.text[:60]}"))
        for uid in fighters:
            if battle.can_attack_with(st, uid) is None:
                for target in battle.attack_targets(st, uid):
                    target_name = names.get(target) or names.setdefault(target, name(st, target))
                    own_name = names.get(uid) or names.setdefault(uid, name(st, uid))
                    acts.append(new_action("attack", p, {"attacker": uid, "target": target}, f"Attack {target_name} with {own_name}"))
        acts.append(new_action("end_turn", p, {}, "End turn"))
        return acts

    def _why_not_activate(self, st: OPState, p: int, uid: int, index: int) -> RulesError | None:
        """10-2-2-1 / 8-1-3-3: [Activate: Main] in your main phase outside battle; conditions
        (8-4-1-1), [Once Per Turn] (10-2-13-3: not again once resolved this turn) and costs
        payable in full (8-3-1-3). The refusal cites the rule that forbids it."""
        abilities = board.compiled(st, uid).abilities
        if not 0 <= index < len(abilities) or abilities[index].timing != "activate_main":
            return RulesError("can't activate: no such [Activate: Main] ability", R("10-2-2-1"))
        ab = abilities[index]
        if not board.ability_live(st, uid, ab):
            return RulesError("can't activate: its conditions are not met (8-4-1-1)", R("8-4-1-1"))
        if ab.once_per_turn and resolve.used_once(st, uid, index):
            return RulesError("can't activate: [Once Per Turn] already used this turn (10-2-13)", R("10-2-13-3"))
        if not resolve.can_pay(st, uid, ab.costs, p):
            return RulesError("can't activate: its cost can't be paid in full (8-3-1-3)", R("8-3-1-3"))
        return None

    # --- doing it ---
    def copy(self, state: Any) -> Any:
        """The state copied as deep as the engine writes it (``copying.copy_state``; the core's copy
        for a state with attributes other than its fields), keeping the cards in play with continuous
        abilities (``board.continuous_sources``): they are read again only when a field zone changes."""
        new = copy_state(state)
        if new is None:
            new = super().copy(state)
        board.carry_sources(state, new)
        return new

    def apply(self, state: Any, action: Action) -> Transition:
        """The core's apply, plus one courtesy: a ``choose`` that repeats a choice the engine just
        made because it had one legal answer (``stack.took_only``, logged with the reason) is
        accepted, not refused as an unknown action; it changes nothing else."""
        st: OPState = state
        echo = _echo(st, action)
        if echo is None:
            return super().apply(state, action)
        new: OPState = self.copy(st)
        new.auto_choices.remove(echo)
        new.steps += 1
        rule = R("1-3-5-1") if echo["kind"] == "amount" else R("8-4-4")
        return Transition(new, [Event("only_choice", f"P{action.player + 1} chooses {', '.join(echo['picks'])}: already taken, "
                                      "the only legal option", rule, action.player, [action.player])])

    def _apply(self, state: Any, action: Action) -> list[Event]:
        st: OPState = state
        events: list[Event] = []
        st.auto_choices = []
        life_watch.start(st)  # "when a card is removed from … Life cards" (8-1-3-1)
        draw_watch.start(st, events)  # "when you draw a card outside of your Draw Phase"
        don_given_watch.start(st)  # "when this Leader or any of your Characters is given a DON!! card"
        if st.pending:
            self._answer(st, action, events)
        else:
            loops.reset(st)
            self._main(st, action, events)
        self.proceed(st, events)
        while loops.step(st, events):  # 11-1-1-2 / 11-1-1-3: a declared loop runs by itself
            self.proceed(st, events)
        return events

    def _answer(self, st: OPState, action: Action, events: list[Event]) -> None:
        pend = st.pending[0]  # shared with the state copied from (copying.copy_state): read only here
        if pend.kind == MANUAL:
            if action.type != MANUAL:
                raise RulesError("resolve the card text by hand first (manual operations, then Done)", MANUAL_SPEC.rule)
            apply_manual(st, action, MANUAL_SPEC)
            board.cleanup_attachments(st)
            return
        raw = action.args.get("picks")
        if pend.kind == "counter" and action.type == "play" and isinstance(action.args.get("uid"), int):
            # 7-1-3-2: playing a card from the hand in the counter step is using it as a counter
            raw = [refusals.counter_pick(st, pend.player, action.args["uid"])]
        elif action.type != "choose":
            raise RulesError(f"answer the pending choice first: {pend.prompt}", pend.rule)
        if pend.kind == "counter" and isinstance(raw, list):
            raw = [refusals.counter_pick(st, pend.player, int(p)) if isinstance(p, str) and p.isdigit() else p for p in raw]
        why = refusals.why_refused(st, pend, raw)
        if why is not None:
            raise why
        picks = pend.check_answer(raw, self.game)
        st.pending.pop(0)
        pend = answered_copy(pend)  # the answer's own: some answers write it (resolve.answer_order, special.answer_scry)
        kind = pend.kind
        if kind == "first_second":
            turn.answer_order(st, pend.player, picks[0], events)
        elif kind == "mulligan":
            turn.answer_mulligan(st, pend.player, picks[0], events)
        elif kind == "block":
            battle.answer_block(st, picks[0], events)
        elif kind == "counter":
            battle.answer_counter(st, picks[0], events)
        elif kind == "life":
            battle.answer_trigger(st, pend, picks[0], events)
        elif kind in ("pay", "may"):
            resolve.answer_may(st, kind, choices.said_yes(picks), events)
        elif kind in ("target", "cost"):
            resolve.answer_choice(st, kind, [int(p) for p in picks], events)
        elif kind == "order":
            resolve.answer_order(st, pend, [int(p) for p in picks])
        elif kind == "don_return":
            resolve.answer_don_return(st, pend, picks[0], events)
        elif kind == "life_end":
            resolve.answer_life_end(st, pend, picks[0], events)
        elif kind == "deck_order":
            stack.answer_deck_order(st, pend, [int(p) for p in picks], events)
        elif kind == "draw_more":
            resolve.answer_draw_more(st, pend, picks, events)
        elif kind == "counter_target":
            battle.answer_counter_target(st, pend, int(picks[0]), events)
        elif kind == "loop_count":
            loops.answer_count(st, pend, int(picks[0]), events)
        elif kind == "mode":
            special.answer_mode(st, picks, events)
        elif kind == "scry":
            special.answer_scry(st, pend, picks[0], events)
        elif kind == "both_choose":
            special.answer_both(st, [int(p) for p in picks])
        elif kind == "amount":
            resolve.answer_amount(st, pend, int(picks[0]), events)
        elif kind == "overflow":
            resolve.answer_overflow(st, pend, [int(p) for p in picks], events)
        elif kind == "start_stage":
            turn.answer_start_stage(st, pend, picks[0], events)
        elif kind == "attack_tax":
            battle.answer_attack_tax(st, pend, [int(p) for p in picks], events)
        elif kind == "battle_ko_swap":
            ko_battle_swap.answer(st, pend, picks[0], events)
        else:  # pragma: no cover - every pending kind is handled above
            raise RulesError(f"unknown choice {kind}")

    def _main(self, st: OPState, action: Action, events: list[Event]) -> None:
        p = action.player
        if st.phase != "main" or st.stack or st.battle:
            raise RulesError("that can only be done in your main phase, outside battle", R("6-5-2"))
        args = action.args
        t = st.table
        if action.type == "end_turn":
            turn.end_turn(st, events)
        elif action.type == "play":
            uid = _uid(args, "uid")
            if uid not in t.zone(p, "hand"):
                raise RulesError("you can only play a card from your hand", R("4-7-1"))
            self._play(st, p, uid, events)
        elif action.type == "attach":
            host = _uid(args, "target")
            if host not in t.zone(p, "leader") and host not in t.zone(p, "characters"):
                raise RulesError("DON!! can be given only to your leader or characters", R("6-5-5-1"))
            don = board.active_don(st, p)
            if not don:
                raise RulesError("you have no active DON!! in your cost area", R("6-5-5-1"))
            board.give_don(st, don[0], host)
            events.append(Event("attach", f"P{p + 1} gives 1 DON!! to {name(st, host)}", R("6-5-5-1"), p, data={"target": host}))
        elif action.type == "activate":
            uid, index = _uid(args, "uid"), args.get("ability")
            if uid not in board.in_play(st, p) or not isinstance(index, int):
                raise RulesError("activate an ability of one of your cards on the field", R("8-4-3"))
            why = self._why_not_activate(st, p, uid, index)
            if why is not None:
                raise why
            ab = board.compiled(st, uid).abilities[index]
            resolve.push(st, uid, index, p, kind="activated")
            events.append(Event("activate", f"P{p + 1} activates {name(st, uid)}: {ab.text}", R("8-4-1"), p))
        elif action.type == "attack":
            if t.peek(_uid(args, "attacker"), None) is None or t.peek(_uid(args, "target"), None) is None:
                raise RulesError("no such card", R("7-1"))
            battle.declare_attack(st, args["attacker"], args["target"], events)
        else:
            raise RulesError(f"unknown action {action.type!r}", R("6-5-2"))

    def _play(self, st: OPState, p: int, uid: int, events: list[Event]) -> None:
        """6-5-3-1 / 2-7-2…2-7-4: reveal, rest DON!! equal to the cost, play (or activate an event)."""
        d = board.data(st, uid)
        kind = d.get("type")
        if board.play_forbidden(st, p, uid):
            raise RulesError(f"an effect says you cannot play {d.get('name')} during this turn", R("1-3-3"))
        if kind == "Event":
            battle.play_event(st, uid, p, "main", events, R("2-7-3"))
            return
        if kind not in ("Character", "Stage"):
            raise RulesError(f"{d.get('name')} is not a card you can play", R("6-5-3-1"))
        price = board.play_price(st, uid)  # 2-7-1: with the changes to the cost of playing it
        don = board.active_don(st, p)
        if len(don) < price:
            raise RulesError(f"{d['name']} costs {price} DON!! and you have {len(don)} active", R("2-7-2" if kind == "Character" else "2-7-4"))
        for u in don[:price]:
            st.table.cards[u].tapped = True
        next_play.use_up(st, uid)  # a one-time cost reduction that applied (2-7-1)
        events.append(Event("play", f"P{p + 1} plays {d['name']} ({price} DON!!)", R("2-7-2" if kind == "Character" else "2-7-4"), p, data={"uid": uid}))
        resolve.begin_play(st, uid, p, events)

    def proceed(self, st: OPState, events: list[Event]) -> None:
        """Run everything automatic until a player must decide: rule processing first (9-1-2),
        then the abilities being resolved, then the battle, then the end of the turn."""
        for _ in range(10_000):
            turn.rule_processing(st, events)
            life_watch.check(st, events)  # Life cards that left since the last look (8-1-3-1)
            draw_watch.check(st, events)  # draws outside the draw phase since the last look
            don_given_watch.check(st, events)  # DON!! cards given since the last look (6-5-5)
            if st.over or st.pending:
                return
            if st.stack:
                resolve.step(st, events)
            elif st.battle:
                battle.advance(st, events)
            elif st.phase == "end":
                turn.finish_turn(st, events)
            elif st.phase == "refresh":
                turn.continue_turn(st, events)
            else:
                return
        # 11-1-1-1: a loop no player can stop ends the game in a draw.
        st.result = Result([], "an infinite loop no player can stop", R("11-1-1-1"))
        st.pending.clear()
        events.append(Event("game_over", st.result.reason, st.result.rule))


    # --- what may be seen ---
    def view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        from .view import build_view

        return build_view(self, state, viewer)

    def leak_view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """The view less its numbers and words (``build_view(stats=False)``): the same cards, for
        the simulator's cheap hidden-card check (``engine.core.simulate.leaks``)."""
        from .view import build_view

        return build_view(self, state, viewer, stats=False)

    def check_invariants(self, st: OPState, previous: OPState | None = None) -> list[str]:
        """Game-specific invariants for the simulator: zone limits and DON!! bookkeeping. ``previous``:
        the state ``st`` was copied from, which passed them (engine.core.simulate._invariants): the
        DON!! cards are then counted from its count and the cards written since (:func:`_don_owners`)."""
        problems = []
        t = st.table
        owners = _don_owners(t, previous.table if previous is not None else None)
        for p in range(2):
            zones = t.zones[p]  # (read only: Table.zone would take the lists this table shares)
            if len(zones["characters"]) > 5 and not st.pending:
                problems.append(f"P{p + 1} has more than 5 characters (3-7-6)")
            if len(zones["stage"]) > 1:
                problems.append(f"P{p + 1} has more than 1 stage (3-8-5)")
            dons = owners.get(p, 0)
            lead = board.leader(st, p)
            if dons != (don_deck_size(board.data(st, lead)) if lead is not None else DON_DECK_SIZE):
                problems.append(f"P{p + 1} has {dons} DON!! cards")
            for don in t.peek_in(p, "attached_don"):
                host = don.attached_to
                if host is None or t.peek(host).zone not in FIELD:
                    problems.append(f"DON!! {don.uid} is attached to a card not on the field")
        return problems


_DON_OWNERS = "_op_don_owners"
"""On a table checked by check_invariants: the number of DON!! cards of each owner it counted."""


def _don_owners(t: Table, before: Table | None = None) -> dict[int, int]:
    """The number of DON!! cards of each owner on ``t`` (reading only: no copies). With ``before``,
    the table ``t`` was copied from, counted when it was checked and not written since (the
    simulator's ``previous``): its count, less the cards written or added since as they were and
    plus them as they are (``Table.written_since``; every other card is the very one ``before``
    counted); all the cards when that can't be told."""
    written = None
    kept = before.kept.get(_DON_OWNERS) if before is not None else None
    if kept is not None:
        written = t.written_since(before)  # type: ignore[arg-type]
    if written is None:
        counts: dict[int, int] = {}
        for c in t.peek_cards():
            if c.card_id == DON_ID:
                counts[c.owner] = counts.get(c.owner, 0) + 1
    else:
        counts = dict(kept)  # type: ignore[arg-type]
        base = t.cards._base  # type: ignore[attr-defined]  # (the frozen cards both tables read)
        for c in written:
            old = base.get(c.uid)
            if old is not None and old.card_id == DON_ID:
                counts[old.owner] -= 1
            if c.card_id == DON_ID:
                counts[c.owner] = counts.get(c.owner, 0) + 1
    t.kept[_DON_OWNERS] = counts
    return counts


def _echo(st: OPState, action: Action) -> dict | None:
    """The engine-made choice (one legal answer) that ``action`` repeats, if any: the same player
    and picks, and not an answer the pending choice itself takes."""
    if action.type != "choose" or st.over or not st.auto_choices:
        return None
    picks = action.args.get("picks")
    if not isinstance(picks, list):
        return None
    if st.pending and st.pending[0].player == action.player:
        ids = {o.id for o in st.pending[0].options}
        if all(p in ids for p in picks):
            return None
    return next((c for c in st.auto_choices if c["player"] == action.player and sorted(c["picks"]) == sorted(map(str, picks))), None)


def _check_decks(decks: list[Deck]) -> None:
    """5-2-1-1: each deck presented must meet the deck-building rules (5-1-2) at this point."""
    from .decks import validate_deck

    for p, deck in enumerate(decks):
        problems = validate_deck(deck)
        if problems:
            first = problems[0]
            section = first.rule.section if first.rule else "5-1-2"
            raise RulesError(f"P{p + 1}'s deck does not meet the deck-building rules ({section}): {first.message}", R("5-2-1-1"))


def _uid(args: dict[str, Any], key: str) -> int:
    uid = args.get(key)
    if not isinstance(uid, int):
        raise RulesError(f"name a card by its uid ({key})", R("4-7-1"))
    return uid


def _answer_fits(st: OPState, ctx: dict, picks: list[str]) -> bool:
    """8-4-4: the answer keeps the text: "… with different card names" (no two picked cards share a
    card name); "… with a total power (cost) of N or less" (their powers (costs) add up to N or less)."""
    uids = [int(p) for p in picks]
    if ctx.get("distinct_names"):
        names = [board.data(st, u).get("name") for u in uids]
        if len(set(names)) < len(names):
            return False
    total, total_cost = ctx.get("total_power_max"), ctx.get("total_cost_max")
    if total_cost is not None and sum(board.cost(st, u) for u in uids) > total_cost:  # "… with a total cost of N or less"
        return False
    return total is None or sum(board.power(st, u) for u in uids) <= total
