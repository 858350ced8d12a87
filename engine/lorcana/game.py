"""The Lorcana game module (see engine/games.py for the contract).

Actions (``Action.type``): ``ink`` {uid}, ``play`` {uid, mode: ink|shift|sing|sing_together, bottom? (a Shift paid with discard cards, engine.lorcana.bottom_shift),
onto?, onto2? (Duo/Combo Shift: the second character, engine.lorcana.duo_shift), discard? ("Shift: Discard …": the cards paying it), singer?, singers? (Sing Together: named with the play, 4.3.4.1; without them a ``singers`` choice follows,
whose empty answer takes the play back)}, ``quest`` {uid}, ``challenge`` {uid, target}, ``move`` {uid, location},
``activate`` {uid, ability, discard?}, ``by_hand`` {uid, ability} (apply uncompiled text),
``end_turn``, ``choose`` {picks} (any pending choice), ``manual`` {op …} (engine.core.manual), ``loop``
{steps, times} (7.1.7 shortcut, see ``loops``), play mode ``free`` (a permission to play without paying),
``concede`` (core).

Pending kinds: starting_player, mulligan, bag (order of triggers), may, target, player, discard, shift_bottom (engine.lorcana.bottom_shift),
look, bodyguard, singers, support, manual, replacement (7.7.6), name (6.2.4), amount ("up to N" damage).

Lorcana's own effect ops are registered in ``ops`` (floating/delayed triggers, prohibitions, "name a
card", replaying a song) and resolved in ``resolve``. Card text is read by ``cards.compiler`` (a
driver over the template registries of ``cards.registries``) or by per-card scripts
(``cards/scripts/*.toml``). A generic piece written here that could move to the core: the "each
player chooses one of their own cards" target (``resolve._each_chooses``).
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Deck, Engine, Event, Result, RuleRef, RulesError, Table, new_state_fields
from engine.core.actions import new_action
from engine.core.cardmap import owned_get
from engine.core.cards import CardPool, CardRecord, ImportReport
from engine.core.choices import said_yes
from engine.core.deck import DeckCheck, DeckProblem
from engine.core.explain import AbilityExplanation
from engine.core.manual import MANUAL, ManualSpec, apply_manual, manual_actions
from engine.core.rng import Rng

from . import flow, ready_limit
from .act_toll import KW as TOLL
from .act_toll import toll_problem
from .bottom_shift import KIND as BOTTOM_SHIFT
from .bottom_shift import answer_bottom, bottom_payable
from .card_facts import _KEPT as _FACTS_KEPT
from .card_facts import card_facts
from .cards.scripted import default_book
from .characteristics import (
    _READING,
    abilities,
    any_static_gives,
    floating_kinds,
    gains_possible,
    has,
    in_play_types,
    maybe_keywords,
    name,
    name_keys,
    read_once,
    record_type,
    stale_statics,
    static_fields,
    static_keywords,
)
from .chosen_costs import pay_options
from .cost_increases import cost_increase
from .discard_inkable import discard_inkables
from .discard_plays import discard_playables
from .duo_shift_plays import pair_shift_actions
from .extra_ink import FIELDS as EXTRA_INK_FIELDS
from .extra_ink import KINDS as EXTRA_INK_KINDS
from .extra_ink import _ink_limit, turn_ink_limit
from .hand_inkable import has_inkwell_symbol
from .ink_paid import note_ink_paid
from .loops import check_block, run_loop
from .paid_free import free_play_options
from .play import (
    _ink_available,
    can_sing,
    finish_sing_together,
    play_card,
    play_cost,
    put_played_card,
    reduction,
    shift_by_discard,
    shift_names,
    shift_targets,
    shift_ways,
    sing_value,
    static_reduction,
    together_choices,
)
from .play_gate import CLOSED, GATE_FIELDS, GATE_KINDS, _play_gate
from .prohibitions import free_permission, prohibited, self_prohibited
from .refusals import CHOOSING, option_refusal
from .resolve import answer as answer_frame
from .rules import GAME, R, refuse, refuse_new
from .self_free import self_free
from .shift_costs import discard_choices
from .state import ZONES, LorcanaState
from .state_copy import copy_state
from .top_face_up import show_tops
from .turn_actions import (
    NEW,
    activate,
    can_ink,
    challenge,
    end_turn,
    ink,
    listing_activatable,
    listing_challengers,
    listing_targets,
    move_problem,
    move_to_location,
    must_quest_blocker,
    quest,
)
from .under_faceup import under_play_actions
from .view import build_view
from .zones import draw

TITLE = "Disney Lorcana"


def _change_lore(st: Any, player: int, counter: str, delta: int) -> None:
    st.lore[player] = max(0, st.lore[player] + delta)


def _manual_draw(st: Any, player: int, n: int, rule: RuleRef) -> list[Event]:
    """A draw by hand is a draw (4.2.3.1): "can't draw" (1.2.2) and an empty deck (1.9.1.2) apply."""
    events: list[Event] = []
    draw(st, player, n, rule, events)
    return [e for e in events if e.kind != "draw"]


MANUAL_SPEC = ManualSpec(R("7.1"), ["hand", "play", "discard", "deck", "inkwell"], ["strength", "willpower", "lore"],
                         ["lore"], _change_lore, "exerted", draw=_manual_draw)
FRAME_KINDS = ("may", "target", "player", "discard", "look", "name", "amount", "reveal", "mode", "top_or_bottom")


class LorcanaEngine(Engine):
    game = GAME
    state_type = LorcanaState
    min_players = 2
    max_players = 4

    def new_game(self, players: list[str], decks: list[Deck], seed: int, options: dict | None = None) -> tuple[LorcanaState, list[Event]]:
        if not 2 <= len(players) <= 4 or len(decks) != len(players):
            raise ValueError("Lorcana needs 2 to 4 players, each with a deck (1.1.3, 1.10)")
        n = len(players)
        st = LorcanaState(**new_state_fields(GAME, players, seed, options), lore=[0] * n, inked=[0] * n,
                          alive=[True] * n, drew_empty=[False] * n, mulliganed=[False] * n)
        st.table = Table.create(n, ZONES)
        for p, deck in enumerate(decks):
            st.cards.update(deck.cards)
            st.table.learn_names(st.cards)  # the log names cards as printed (Table.card_name)
            for cid in deck.main:
                st.table.add(cid, p, "deck")
        events: list[Event] = []
        flow.begin_setup(st, events)
        flow.advance(st, events)
        return st, events

    def copy(self, state: Any) -> Any:
        return copy_state(state)  # the core's copy, with shortcuts (engine.lorcana.state_copy)

    def state_from_json(self, data: dict[str, Any]) -> Any:
        """The core's, and a snapshot saved before the set-up's records were dropped at the first
        turn (flow.drop_setup_records) loads as a replay of its log makes it."""
        st = super().state_from_json(data)
        if st.turn >= 1:
            flow.drop_setup_records(st)
        return st

    def turn_rule(self):
        return R("1.3.1")

    def concede_rule(self):
        return R("3.2.1.3")

    def concede(self, state: Any, player: int) -> list[Event]:
        """Conceding (not in the document) works like leaving the game: with 3-4 players the
        others play on (1.10.2.3); the last player left wins (3.2.1.3)."""
        events: list[Event] = [Event("concede", f"P{player + 1} concedes", R("3.2.1.3"), player)]
        if not state.alive[player]:
            raise refuse("1.10.2.3", "that player has already left the game", "そのプレイヤーはすでにゲームから退出しています")
        flow.eliminate(state, player, events, R("3.2.1.3"), "conceded")
        if not state.over:
            flow.advance(state, events)
        return events

    # --- actions ---------------------------------------------------------------------------
    def legal_actions(self, st: Any, player: int) -> list[Action]:
        if st.result is not None:  # over: no one acts (Engine.to_act, read inline)
            return []
        if st.pending:
            return choose_actions(st, player)
        if player != st.active or st.phase != "main" or st.frames or st.bag or st.agenda:
            return []  # only the active player acts with nothing waiting (Engine.to_act)
        outer = _READING[0]  # ``with reading(st):``, inline: the same answers, each worked out once (engine.lorcana.characteristics)
        _READING[0] = (st, {})
        try:
            return main_actions(st, player)
        finally:
            _READING[0] = outer

    def _apply(self, st: Any, action: Action) -> list[Event]:
        events: list[Event] = []
        p = action.player
        if action.type == "loop":
            if st.pending or st.phase != "main" or st.frames or st.bag or st.agenda:
                raise refuse("7.1.7", "a loop shortcut starts in the main phase with nothing waiting", "ループの省略はメインフェイズで解決待ちがないときに行えます")
            run_loop(st, p, action.args, self._apply, events)
            return events
        check_block(st, action)
        if action.type == "choose":
            if not st.pending or st.pending[0].kind == MANUAL:
                raise refuse("1.2.4", "there is no choice waiting for an answer", "回答待ちの選択はありません")
            pending = st.pending[0]
            why = option_refusal(st, pending, action.args.get("picks"))
            if why is not None:
                raise refuse_new(why[0].removeprefix(NEW), why[1], why[2]) if why[0].startswith(NEW) else refuse(*why)
            try:
                picks = pending.check_answer(action.args.get("picks"), GAME)
            except RulesError as exc:
                raise RulesError(exc.message, exc.rule or R("1.2.4"), f"選択が正しくありません（{exc.message}）") from exc
            self._answer(st, pending, picks, events)
        elif action.type == MANUAL:
            try:
                apply_manual(st, action, MANUAL_SPEC)
            except RulesError as exc:
                raise RulesError(exc.message, exc.rule or R("7.1"), f"手動処理の操作が正しくありません（{exc.message}）") from exc
            events.append(Event(MANUAL, f"P{p + 1}: {action.args.get('op')}", R("7.1"), p))
        else:
            if st.pending:
                raise refuse("1.5.1", "a choice must be answered first", "先に選択に答えてください")
            if st.phase != "main" or st.frames or st.bag or st.agenda:
                raise refuse("1.5.1", "a turn action needs the main phase with nothing waiting to resolve", "ターン行動はメインフェイズで、解決待ちの効果がないときにのみ行えます")
            t, a = action.type, action.args
            if t == "ink":
                ink(st, p, a.get("uid"), events)
            elif t == "play":
                play_card(st, p, a, events)
            elif t == "quest":
                quest(st, p, a.get("uid"), events)
            elif t == "challenge":
                challenge(st, p, a.get("uid"), a.get("target"), events)
            elif t == "move":
                move_to_location(st, p, a.get("uid"), a.get("location"), events)
            elif t == "activate":
                activate(st, p, a.get("uid"), a.get("ability"), events, a.get("discard"), a.get("pay"))
            elif t == "end_turn":
                end_turn(st, p, events)
            elif t == "by_hand":
                by_hand(st, p, a.get("uid"), a.get("ability"), events)
            else:
                raise refuse("4.3.1", f"unknown action {t!r}", f"不明な行動です: {t}")
        flow.advance(st, events)
        show_tops(st)  # "plays with the top card of their deck face up" (engine.lorcana.top_face_up)
        self._turn_cap(st, events)
        return events

    def _turn_cap(self, st: Any, events: list[Event]) -> None:
        """Simulation only: option ``max_turns`` ends the game as a draw (real games have no cap)."""
        cap = st.options.get("max_turns")
        if isinstance(cap, int) and st.turn > cap and not st.over:
            st.result = Result([], f"turn cap {cap} reached (draw)", None)
            st.pending.clear()
            events.append(Event("draw", st.result.reason))

    def _answer(self, st: Any, pending: Any, picks: list[str], events: list[Event]) -> None:
        kind = pending.kind
        if kind in FRAME_KINDS or (kind == "replacement" and "frame" in pending.context):
            answer_frame(st, picks, events)
            return
        st.pending.pop(0)
        if kind == "starting_player":
            flow.choose_starting_player(st, int(picks[0]), events)
        elif kind == "mulligan":
            flow.mulligan(st, pending.player, [int(x) for x in picks], events)
        elif kind == "bag":
            from .triggers import take_from_bag

            flow.start_trigger(st, take_from_bag(st, int(picks[0])), events)
        elif kind == "bodyguard":
            if said_yes(picks):
                st.table.cards[pending.context["uid"]].tapped = True
                events.append(Event("bodyguard", f"{name(st, pending.context['uid'])} enters play exerted", R(pending.context.get("rule", "10.2.2")),
                                    pending.player))
                from .enter_exerted import entered_exerted

                entered_exerted(st, pending.context["uid"], pending.player, events)  # "may enter play exerted to …" (7.7.4)
        elif kind == "singers":
            chosen = [int(x) for x in picks]
            from .play import sing_value as sv

            if chosen and sum(sv(st, u, True) for u in chosen) < pending.context["need"]:
                st.pending.insert(0, pending)
                raise refuse("10.10.1", f"the singers' total cost must be {pending.context['need']} or more", f"歌うキャラクターのコスト合計は{pending.context['need']}以上でなければなりません")
            finish_sing_together(st, pending.player, chosen, pending.context, events)
        elif kind == BOTTOM_SHIFT:  # one more card on the bottom of the deck for a Shift (engine.lorcana.bottom_shift)
            ok, done = answer_bottom(st, pending, picks, events)
            if not ok:
                st.pending.insert(0, pending)
                raise refuse("10.8.1", "choose one of the listed cards of your discard", "一覧にある捨て札のカードを1枚選んでください")
            if done is not None:
                put_played_card(st, done["uid"], pending.player, events, onto=done["onto"])  # 10.8.3-10.8.5
                note_ink_paid(st, done["uid"], "shift", 0, True)  # no ink paid (4.3.4.10)
        elif kind == "replacement":
            st.challenge.setdefault("repl", {})[str(pending.context["uid"])] = int(picks[0])
        elif kind == "support":
            flow.finish_support(st, pending, picks, events)
        elif kind == "ready_limit":  # engine.lorcana.ready_limit (4.2.1.1, 1.2.2)
            ready_limit.answer(st, pending, picks, events)

    def view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        return build_view(self, state, viewer)

    def leak_view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """The view less its numbers and words (``build_view(stats=False)``): the same cards, for
        the simulator's cheap hidden-card check (``engine.core.simulate.leaks``)."""
        return build_view(self, state, viewer, stats=False)

    def check_invariants(self, st: Any) -> list[str]:
        problems = []
        if any(x < 0 for x in st.lore):
            problems.append(f"negative lore {st.lore}")
        if any(c.damage < 0 for c in st.table.peek_cards()):
            problems.append("negative damage")
        return problems

    def deep_invariants(self, st: Any) -> list[str]:
        """What the deep checks add (engine.core.simulate): the static abilities kept between
        states are those worked out afresh from the cards in play (7.6), a check of the cache that
        costs as much as the rest of the per-action checks."""
        if stale_statics(st):
            return ["the kept static abilities differ from those of the cards in play"]
        return []


def choose_actions(st: Any, player: int) -> list[Action]:
    """The answers to the first pending choice, for the player it waits for (Engine.to_act). (Apart
    from ``legal_actions``, whose names would otherwise be cells, made on every call: a variable a
    comprehension reads is one.)"""
    p = st.pending[0]
    if player != p.player:  # only the player the first choice waits for acts (Engine.to_act)
        return []
    if p.kind == MANUAL:
        return manual_actions(st, player, MANUAL_SPEC)
    labels = {o.id: o.label for o in p.options}
    answers = p.answers(64)
    if p.kind == "singers":
        answers = [a for a in answers if sum(sing_value(st, int(u), True) for u in a) >= p.context["need"]] or [[o.id for o in p.options]]
        answers.append([])  # 4.3.4.1: take the play back
    if p.kind in CHOOSING and p.max > 1:  # "opponents must choose this character … if able" (2.2.0 6.7.3.2, engine.lorcana.must_choose)
        answers = [a for a in answers if option_refusal(st, p, a) is None] or answers
    empty = {"mulligan": "Keep this hand", "look": "Take nothing", "target": "Choose nothing", "support": "No Support",
             "singers": "Take the play back"}.get(p.kind, "None")
    label = labels.__getitem__
    return [new_action("choose", player, {"picks": a}, ", ".join(map(label, a)) or empty) for a in answers]


def main_actions(st: Any, p: int) -> list[Action]:
    """Every concrete main-phase turn action (4.3.2), labelled for buttons."""
    acts: list[Action] = []
    add = acts.append
    ink_ready = _ink_available(st, p)  # ready ink + ink drops (engine.lorcana.ink_drops): ink_available, asked once here
    kinds = floating_kinds(st).keys()
    fields = static_fields(st)
    # no state.floating entry and no static ability of the match that the per-state gates read (_QUIET_KINDS):
    # the ink limit is the turn's, the play gate closed, nothing prohibits challenging, asked at once
    quiet = kinds.isdisjoint(_QUIET_KINDS) and fields.isdisjoint(_QUIET_FIELDS)
    may_ink = st.inked[p] < (turn_ink_limit(st) if quiet else _ink_limit(st, p))  # can_ink's first test (4.3.3), the same for every card
    # what could forbid, free or change any play: asked once (engine.lorcana.play_gate)
    prohibits, free_permits, static_free, cost_changes = CLOSED if quiet else _play_gate(st, p)  # play_gate, asked once here
    table = st.table
    cards = st.cards
    maybe = maybe_keywords(st)  # the keywords some card may have now: nobody_has(st, kw) is ``kw not in maybe``, asked once here
    inkable_hand = "hand_inkable" in maybe  # "all cards in your hand count as having {C}" (has_inkwell_symbol)
    rows, locations = _board_rows(st, p)  # p's cards in play (uid, type, card facts) and its locations, kept per set of cards in play
    board = _board_cards(st, rows)  # with each card, read once
    names: Any = _UNSET  # the names a card with Shift N only may want (play.shift_names), once a card asks
    sing: list[tuple[int, int]] | None = None  # the singers (singers), once a song asks
    kept_facts = _FACTS_KEPT.get
    given_shift = _given_shift(st.modifiers) if st.modifiers else _NO_UIDS  # the cards an effect gave Shift (may_shift)
    in_table = table.cards  # each hand card read as Table.peek reads it (owned, else shared): its card id only
    shared = in_table._base or _NO_BASE
    owned = owned_get(in_table)
    for uid in table.zones[p]["hand"]:
        cid = (owned(uid) or shared[uid]).card_id
        d = cards[cid]
        f = kept_facts((cid, id(d)))  # the card data's answers, kept per record (engine.lorcana.card_facts)
        facts = f[1] if f is not None and f[0] is d else card_facts(st, uid, cid, d)
        nm = facts.label
        if may_ink and (facts.inkable or (inkable_hand and has_inkwell_symbol(st, p, uid))):  # can_ink for a card in hand (4.3.3.1)
            add(new_action("ink", p, {"uid": uid}, f"Ink {nm}"))
        own = facts.own_statics  # hand_statics (7.6.5)
        if (prohibits and prohibited(st, p, "play", d)) or (own and self_prohibited(st, p, uid)):
            continue  # 1.2.2
        if ((free_permits and free_permission(st, p, d) is not None)
                or ((own or static_free) and self_free(st, p, uid))):
            if own and not (free_permits and free_permission(st, p, d) is not None) and not self_free(st, p, uid, paid=False):
                for picks in free_play_options(st, p, uid):  # "you may exert 4 items of yours to play this character for free" (paid_free)
                    add(new_action("play", p, {"uid": uid, "mode": "free", "pay": picks}, f"Play {nm} without ink ({_names(st, picks)})"))
            else:
                add(new_action("play", p, {"uid": uid, "mode": "free"}, f"Play {nm} without paying"))
        # play_cost(st, p, uid, "ink"): the printed cost less the decreases (4.3.4.5); plain_ink_cost when nothing changes it
        more = cost_increase(st, p, uid) if cost_changes else 0  # "each player pays 2 {I} more …" (cost_increases, 4.3.4.5)
        cost = max(0, int(d.get("cost") or 0) + more - reduction(st, p, uid)[0] - static_reduction(st, p, uid)) if own or cost_changes else facts.cost
        if cost <= ink_ready:
            add(new_action("play", p, {"uid": uid, "mode": "ink"}, f"Play {nm} ({cost} ink)"))
        text_shift = facts.text_shift
        if facts.shift or ((text_shift or uid in given_shift) and shift_ways(st, uid)):  # 10.8.1; 2.2.0 8.10.8.1-8.10.8.2 (may_shift)
            if text_shift:
                ontos = shift_targets(st, uid, p)
            else:  # Shift N onto its own name only (play._plain_only): no card of p's in play has it, no target
                if names is _UNSET:
                    names = shift_names(st, p)
                key = str(d.get("name", "")).strip().casefold()
                ontos = shift_targets(st, uid, p) if names is None else _plain_targets(st, uid, p, key, board) if key in names else \
                    shift_targets(st, uid, p) if "&" in key and not names.isdisjoint(name_keys(key)) else ()  # "A & B": either name (6.2.4.1)
            for onto in ontos:
                spec = shift_by_discard(st, uid, {"mode": "shift", "discard": []})
                for picks in discard_choices(st, p, uid, spec) if spec else []:  # "Shift: Discard …" (10.8.1)
                    add(new_action("play", p, {"uid": uid, "mode": "shift", "onto": onto, "discard": picks},
                               f"Shift {nm} onto {name(st, onto)} (discard {_names(st, picks)})"))
                if own and bottom_payable(st, p, uid):  # "put 5 character cards from your discard on the bottom … to shift this for free"
                    add(new_action("play", p, {"uid": uid, "mode": "shift", "onto": onto, "bottom": True},
                               f"Shift {nm} onto {name(st, onto)} for free (cards from your discard on the bottom of your deck)"))
                if spec and shift_by_discard(st, uid, {"mode": "shift"}):
                    continue  # its only Shift is the discard one
                need = play_cost(st, p, uid, "shift", onto)
                if need <= ink_ready:
                    add(new_action("play", p, {"uid": uid, "mode": "shift", "onto": onto}, f"Shift {nm} onto {name(st, onto)} ({need} ink)"))
            if text_shift:  # Duo/Combo Shift onto two characters (2.2.0 8.10.8.3-8.10.8.4): printed text only (may_shift)
                acts.extend(pair_shift_actions(st, p, uid, ink_ready))
        if facts.song and more <= ink_ready:  # a song sung pays the increases in ink (4.3.4.5)
            song_cost = int(d.get("cost") or 0)
            if sing is None:
                sing = _singers(st, board, maybe)
            for s, value in sing:
                if value >= song_cost:
                    add(new_action("play", p, {"uid": uid, "mode": "sing", "singer": s}, f"Sing {nm} with {name(st, s)}"))
            if facts.together:  # 4.3.4.1, 10.10.3: the singers are named with the play
                for group in together_choices(st, p, uid):
                    add(new_action("play", p, {"uid": uid, "mode": "sing_together", "singers": group},
                               f"Sing {nm} together with {_names(st, group)}"))
    if _elsewhere(st, kinds, maybe):  # plays and inks from under items or the discard: none without the permission (_elsewhere)
        _elsewhere_actions(st, p, ink_ready, acts)
    targets: list[int] = []  # the opposing cards in play, listed when a ready character may challenge
    target_names: dict[int, str] = {}  # their names for the labels, each read once
    challenging: bool | None = None  # may_be_challenged, asked at the first ready character
    gains = gains_possible(st)  # a card in play may have abilities from other cards (engine.lorcana.granted_abilities)
    frees = "free_ability" in fields  # a static may let an ability be used without its ink (turn_actions.ability_ink)
    reckless = False  # 10.5.3: a ready Reckless character that can challenge (reckless_blocker, from this listing)
    printed_only: bool | None = None  # the quest keywords are the printed ones (_printed_quest_keywords), asked at the first ready character
    for uid, card, kind, facts in board:
        nm = facts.label
        if kind == "character":
            if not card.tapped:  # an exerted character can neither quest nor challenge (4.3.5.7, 4.3.6.9)
                # quest_problem of a ready character of p's in play (4.3.5): dry (6.1.4), not Reckless (10.5.2), no "can't quest" (4.3.5.6)
                if printed_only is None:
                    printed_only = _printed_quest_keywords(st)
                if printed_only:  # has(st, uid, kw) is whether the card data prints kw
                    kws = cards[card.card_id].get("keywords", _NO_KEYWORDS)
                    if (not card.flags.get("drying") or "quest_drying" in kws) and "Reckless" not in kws and "cant_quest" not in kws:
                        add(new_action("quest", p, {"uid": uid}, f"Quest with {nm}"))
                elif ((not card.flags.get("drying") or has(st, uid, "quest_drying")) and not has(st, uid, "Reckless")
                        and not has(st, uid, "cant_quest") and not (TOLL in maybe and toll_problem(st, p, uid, "4.3.5.6"))):
                    add(new_action("quest", p, {"uid": uid}, f"Quest with {nm}"))
                if challenging is None:  # none are listed when nothing may be challenged (challenge_targets asks the same)
                    challenging = listing_challengers(st, p, maybe, quiet)
                    if challenging:
                        targets = _opposing_in_play(st, p)
                if challenging:
                    chosen = listing_targets(st, p, uid, card, targets, maybe)  # those challenge_problem allows (4.3.6)
                    for tgt in chosen:
                        tname = target_names.get(tgt)
                        if tname is None:
                            tname = target_names[tgt] = name(st, tgt)
                        add(new_action("challenge", p, {"uid": uid, "target": tgt}, f"{nm} challenges {tname}"))
                    reckless = reckless or (bool(chosen) and ("Reckless" in cards[card.card_id].get("keywords", _NO_KEYWORDS)
                                                              if printed_only else has(st, uid, "Reckless")))
            for loc in locations:
                if move_problem(st, p, uid, loc) is None:
                    add(new_action("move", p, {"uid": uid, "location": loc}, f"Move {nm} to {name(st, loc)}"))
        if not gains and not facts.ability_actions:
            continue  # its printed abilities are all it has (7.6.1): no activated ability (7.5), nothing to apply by hand (7.1)
        abs_ = abilities(st, uid) if gains else facts.abilities  # the printed ones (7.6.1) when no card gains any
        for ab in abs_:
            if ab.kind == "activated" and listing_activatable(st, p, uid, card, kind, abs_, ab.index, ink_ready, frees):  # activate_problem (4.3.8)
                label = f"Use {nm}{' ' + ab.name if ab.name else ''}"
                if ab.cost.get("pay"):  # 7.5.1: the cards that pay are named with the action
                    for picks in pay_options(st, p, uid, ab.cost):
                        add(new_action("activate", p, {"uid": uid, "ability": ab.index, "pay": picks},
                                   f"{label} (pay with {_names(st, picks)})"))
                elif ab.cost.get("discard"):
                    for h in table.zone(p, "hand"):
                        add(new_action("activate", p, {"uid": uid, "ability": ab.index, "discard": h}, f"{label} (discard {name(st, h)})"))
                else:
                    add(new_action("activate", p, {"uid": uid, "ability": ab.index}, label))
        for ab in abs_:
            if not ab.ok and (ab.kind in ("static", "keyword") or (ab.kind == "triggered" and ab.trigger is None)):
                add(new_action("by_hand", p, {"uid": uid, "ability": ab.index}, f"Apply by hand: {nm}{' ' + ab.name if ab.name else ''}"))
    if not reckless and ("must_quest" not in maybe or must_quest_blocker(st, p) is None):  # must_quest_blocker's first test
        add(new_action("end_turn", p, {}, "End turn"))
    return acts


_UNSET: Any = object()
_own = dict.get
_NO_BASE: dict[int, Any] = {}
# ``Table.peek`` inlined where the listing reads the cards of a zone (engine.lorcana.characteristics reads
# them so too): ``_own(cards, uid) or (cards._base or _NO_BASE)[uid]``, the card the map owns, else the
# one shared with copies (a card is never false; KeyError for a missing one), with no list of cards made.
_NO_KEYWORDS: dict[str, Any] = {}
_QUEST_KEYWORDS = ("quest_drying", "Reckless", "cant_quest", TOLL)
_SING_KEYWORDS = ("Singer", "sing_cost")


def _given_shift(mods: list[Any]) -> set[int]:
    """The cards an effect gave Shift (a keyword modifier): a card in hand with neither the Shift
    keyword nor printed text that may give a way to Shift (``CardFacts.shift``, ``text_shift``) has
    a way to Shift only if it is one of them (engine.lorcana.may_shift)."""
    return {m.uid for m in mods if m.stat == "keyword" and m.keyword == "Shift"}


_NO_UIDS: frozenset[int] = frozenset()


def _opposing_in_play(st: Any, p: int) -> list[int]:
    """The cards in play of the players other than ``p`` still in, in ``in_play``'s order."""
    alive = st.alive
    return [u for q, z in enumerate(st.table.zones) if q != p and alive[q] for u in z["play"]]


def _names(st: Any, uids: Any) -> str:
    """The cards' names, for a label."""
    return ", ".join(name(st, u) for u in uids)


def _printed_quest_keywords(st: Any) -> bool:
    """True when ``has(st, uid, kw)`` of each of :data:`_QUEST_KEYWORDS` is whether the card data of
    ``uid`` prints ``kw`` (10.1.1): no effect on any card (``state.modifiers`` empty) and no static
    ability of the match gives or removes it (7.6; engine.lorcana.characteristics ``has``)."""
    return not st.modifiers and static_keywords(st).isdisjoint(_QUEST_KEYWORDS)
_ELSEWHERE_KINDS = frozenset(("play_under", "play_from_discard"))
"""The ``state.floating`` permissions to play cards from under an item or from the discard (this turn)."""
_QUIET_KINDS = EXTRA_INK_KINDS | GATE_KINDS | _ELSEWHERE_KINDS | {"prohibit"}
_QUIET_FIELDS = EXTRA_INK_FIELDS | GATE_FIELDS | {"prohibit"}
"""The ``state.floating`` kinds and the static fields read by ``_ink_limit`` (extra_ink), ``_play_gate``,
:func:`_elsewhere`'s permissions and ``listing_challengers``' prohibitions (1.2.2): with none of them,
each of those answers is the plain one."""


def _board(st: Any, p: int) -> list[tuple[int, Any, str, Any]]:
    """``p``'s cards in play, in order: (uid, card for reading only, card type, engine.lorcana.card_facts)."""
    return _board_cards(st, _board_rows(st, p)[0])


def _board_rows(st: Any, p: int) -> tuple[list[tuple[int, str, Any]], list[int]]:
    """``p``'s cards in play, in order, as (uid, card type, card facts), and the uids of the
    locations among them: kept per set of cards in play (:data:`_BOARDS`)."""
    types = in_play_types(st)  # each card's type, kept per set of cards in play (engine.lorcana.characteristics)
    kept = _BOARDS
    if kept[0] is not types:  # another set of cards in play: its rows are worked out when first asked for
        kept[:] = [types, {}]
    got = kept[1].get(p)
    if got is None:
        cards = st.cards
        in_table = st.table.cards  # each card read as Table.peek reads it (owned, else shared): its card id only
        shared = in_table._base or _NO_BASE
        kept_facts = _FACTS_KEPT.get
        rows = []
        own = owned_get(in_table)
        for uid in st.table.zones[p]["play"]:
            cid = (own(uid) or shared[uid]).card_id
            d = cards[cid]
            kind = types.get(uid)
            f = kept_facts((cid, id(d)))  # the card data's answers, kept per record (engine.lorcana.card_facts)
            rows.append((uid, kind if kind is not None else record_type(cid, d), f[1] if f is not None and f[0] is d else card_facts(st, uid, cid, d)))
        got = kept[1][p] = (rows, [u for u, kind, _facts in rows if kind == "location"])
    return got


def _board_cards(st: Any, rows: list[tuple[int, str, Any]]) -> list[tuple[int, Any, str, Any]]:
    """The rows of :func:`_board_rows` with each card, read as Table.peek reads it (owned, else
    shared): the rows follow the play zone in order (the static index was worked out, and is still
    kept, for these very zones)."""
    in_table = st.table.cards
    shared = in_table._base or _NO_BASE
    board = []  # (a loop: the names a comprehension reads would be cells, made on every call)
    own = owned_get(in_table)
    for uid, kind, facts in rows:
        board.append((uid, own(uid) or shared[uid], kind, facts))
    return board


def _plain_targets(st: Any, uid: int, p: int, key: str, board: list[tuple[int, Any, str, Any]]) -> list[int]:
    """``shift_targets`` of a card not in play with no Shift text (play._plain_only) while no card of
    the match "counts as being named" for Shift: when its only way is Shift N onto its own name
    (10.8.1), the characters of the board with that name (6.2.4, 6.2.4.1; ``key``: the name casefolded)."""
    ways = shift_ways(st, uid)
    if len(ways) == 1:
        way = ways[0]
        onto = way["onto"]
        if way.keys() == _PLAIN_WAY and onto.keys() == _PLAIN_ONTO and onto["types"] == ["character"] \
                and str(onto["name"]).strip().casefold() == key:
            cards = st.cards
            return [u for u, card, kind, _facts in board if kind == "character" and key in name_keys(str(cards[card.card_id].get("name", "")))]
    return shift_targets(st, uid, p)


_PLAIN_WAY = frozenset(("cost", "onto", "rule"))
_PLAIN_ONTO = frozenset(("types", "name"))
_BOARDS: list[Any] = [None, {}]
""":func:`_board_rows`' answers (the rows (uid, type, card facts) and the locations' uids) by player, for the set of cards in play whose
``in_play_types`` answer is held here (one set at a time: the static index kept on the table
goes with every copy until the cards in play change, and a card's id never changes under its uid)."""


def _singers(st: Any, board: list[tuple[int, Any, str, Any]], maybe: frozenset[str]) -> list[tuple[int, int]]:
    """:func:`singers` from the listing's board: a ready (6.3.3.3), dry (6.1.4) character of p's in
    play that no effect stops from singing (``can_sing``), nor lets sing only together (``maybe``:
    ``maybe_keywords``)."""
    cant = "cant_sing" in maybe  # has is False for every card when nobody_has (engine.lorcana.characteristics)
    together_only = "sing_together_only" in maybe
    ready = []  # (loops: the names a comprehension reads would be cells, made on every call)
    for s, card, kind, _facts in board:
        if (kind == "character" and not card.tapped and not card.flags.get("drying")
                and not (cant and has(st, s, "cant_sing")) and not (together_only and has(st, s, "sing_together_only"))):
            ready.append((s, card))
    out = []
    if st.modifiers or not static_keywords(st).isdisjoint(_SING_KEYWORDS):
        for s, _card in ready:
            out.append((s, sing_value(st, s)))
        return out
    # sing_value with the printed keywords only (keyword_value: no effect on any card, no static of the match gives them)
    cards = st.cards
    for s, card in ready:
        d = cards[card.card_id]
        kws = d.get("keywords", _NO_KEYWORDS)
        out.append((s, max(int(d.get("cost") or 0), int(kws.get("Singer") or 0)) + int(kws.get("sing_cost") or 0)))
    return out


def _elsewhere(st: Any, kinds: Any, maybe: frozenset[str]) -> bool:
    """False when the active player may neither play a card from under an item (a ``play_under``
    permission, engine.lorcana.under_plays) nor play or ink one from the discard (a
    ``play_from_discard`` permission or static, engine.lorcana.discard_plays; "you can ink cards from
    your discard", engine.lorcana.discard_inkable): those listings are then empty. ``kinds``: the
    kinds of ``state.floating`` (``floating_kinds``); ``maybe``: ``maybe_keywords`` (it holds every
    keyword a static of the match gives)."""
    return (not kinds.isdisjoint(_ELSEWHERE_KINDS) or "discard_inkable" in maybe
            or ("play_from_discard" in maybe and any_static_gives(st, "play_from_discard")))


def _elsewhere_actions(st: Any, p: int, ink_ready: int, acts: list[Action]) -> None:
    """The plays from under items and the inks and plays from the discard (see :func:`_elsewhere`)."""
    acts.extend(under_play_actions(st, p, ink_ready))  # "you may play characters from under this item" (engine.lorcana.under_faceup)
    for uid in discard_inkables(st, p):  # "you can ink cards from your discard" (engine.lorcana.discard_inkable)
        if can_ink(st, p, uid):
            acts.append(Action("ink", p, {"uid": uid}, f"Ink {name(st, uid)} from your discard"))
    for uid in discard_playables(st, p):  # "you may play characters from your discard" (engine.lorcana.discard_plays)
        nm = name(st, uid)
        if prohibited(st, p, "play", st.cards[st.table.peek(uid).card_id]) or self_prohibited(st, p, uid):
            continue  # 1.2.2
        cost = play_cost(st, p, uid, "ink")
        if cost <= ink_ready:
            acts.append(Action("play", p, {"uid": uid, "mode": "ink"}, f"Play {nm} from your discard ({cost} ink)"))
        for onto in shift_targets(st, uid, p) if shift_ways(st, uid) and not shift_by_discard(st, uid, {"mode": "shift"}) else []:
            need = play_cost(st, p, uid, "shift", onto)
            if need <= ink_ready:
                acts.append(Action("play", p, {"uid": uid, "mode": "shift", "onto": onto}, f"Shift {nm} from your discard onto {name(st, onto)} ({need} ink)"))
        acts.extend(pair_shift_actions(st, p, uid, ink_ready, " from your discard"))  # Duo/Combo Shift (2.2.0 8.10.8.3-8.10.8.4)


def singers(st: Any, p: int) -> list[tuple[int, int]]:
    """``p``'s characters that may sing a song alone now, with the cost they sing as (6.3.3.3,
    10.9.1; not those that sing only with Sing Together), in play order: asked once per listing."""
    peek = st.table.peek
    return read_once(st, ("singers", p), lambda: [(s, sing_value(st, s)) for s in st.table.zone(p, "play")  # exerted: can't sing
                                                   if not peek(s).tapped and can_sing(st, s, p) and not has(st, s, "sing_together_only")])


def by_hand(st: Any, p: int, uid: Any, index: Any, events: list[Event]) -> None:
    """Text the engine cannot apply itself (a static ability, or a trigger it cannot detect) is
    applied by its controller when it matters, with the generic manual operations (issue:
    manual fallback). Each operation is logged publicly."""
    from engine.core.manual import manual_pending

    from .frames import new_frame

    card = st.table.cards.get(uid) if isinstance(uid, int) else None
    abs_ = abilities(st, uid) if card is not None and card.zone == "play" and card.controller == p else ()
    if not isinstance(index, int) or not 0 <= index < len(abs_) or abs_[index].ok:
        raise refuse("7.1", "only your cards' text that the engine does not apply can be applied by hand", "エンジンが処理しないあなたのカードのテキストだけを手動で処理できます")
    ab = abs_[index]
    st.frames.append(new_frame("manual", p, uid, card.card_id, index))
    st.pending.append(manual_pending(p, uid, f"{name(st, uid)}: {ab.text}", R("7.1")))
    events.append(Event("by_hand", f"P{p + 1} applies {name(st, uid)}'s text by hand", R("7.1"), p))


ENGINE = LorcanaEngine()
SCRIPTS = default_book()
"""The per-card scripts (cards/scripts/*.toml), read and validated at start-up: a bad script
stops the start with an error naming its file and line."""


# --- module functions of the game contract ----------------------------------------------------

def fixture_cards() -> list[CardRecord]:
    from .cards.fixtures import fixture_cards as fx

    return fx()


def import_cards(source: str | None) -> ImportReport:
    from .cards.importers import import_cards as imp

    return imp(source)


def parse_deck(text: str, pool: CardPool) -> DeckCheck:
    from .decks import parse_deck as pd

    return pd(text, pool)


def validate_deck(deck: Deck, options: dict | None = None) -> list[DeckProblem]:
    from .decks import validate_deck as vd

    return vd(deck, options or {})


def random_deck(pool: CardPool, rng: Rng) -> Deck:
    from .decks import random_deck as rd

    return rd(pool, rng)


def coverage(pool: CardPool) -> dict[str, Any]:
    from .cards.coverage import coverage as cov

    return cov(pool)


def coverage_by_set(pool: CardPool) -> dict[str, dict[str, Any]]:
    """Per set: cards with ability text, how many are fully automated, the ratio."""
    from .cards.coverage import by_set

    return by_set(pool)


def keep_languages(records: list[CardRecord], previous: list[CardRecord]) -> int:
    """Before a re-import replaces stored cards: keep the languages the new records lack."""
    from .cards.importers import keep_languages as keep

    return keep(records, previous)


def explain(data: dict[str, Any]) -> list[AbilityExplanation]:
    """Per printed ability: template, script, keyword or manual, and what it does."""
    from .cards.explain import explain_card

    return explain_card(data)


def printed_text(data: dict[str, Any]) -> str:
    """The card's rules text without reminder text, as per-card scripts hash it."""
    from .cards.schema import printed_text as pt

    return pt(data)
