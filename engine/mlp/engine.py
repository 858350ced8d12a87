"""The MLP engine: setup (第一節 3.0.0), the turn (第四節), interaction (交流, 第四節 4.0.0), the
pending-effect list (第五節 4.0.0) and winning/losing (第一節 4.0.0).

Flow: every action is applied, then ``_run`` performs automatic steps until someone must decide
(a pending choice, or the active player in their main phase) or the game ends.
"""

from __future__ import annotations

from typing import Any

from engine.core import (
    Action,
    BaseState,
    Deck,
    Engine,
    Event,
    Option,
    Pending,
    Result,
    RulesError,
    Table,
    Transition,
    effects,
    new_state_fields,
)
from engine.core.actions import new_action
from engine.core.choices import choose_n, said_yes, yes_no
from engine.core.manual import MANUAL, ManualSpec, apply_manual, manual_actions

from . import board, feasible, may_nothing, resolve
from .messages import localize
from .resolve import P
from .rules import R
from .state import DEFAULT_OPTIONS, PRESENTS, SLOTS, ZONES, MlpState, Queued
from .state_copy import copy_state

MANUAL_ZONES = ["hand", "rest", "deck", "adventure"]
TAP_ACTIONS = frozenset({"tap", "tap_scene", "tap_scenes", "exert", "pay", "harmony", "add_harmony"})
"""Action types that would tap scenes outside a play: refused citing 第六節 8.3.0, never "unknown action"."""
MOVABLE_FROM = ("hand", "rest", "adventure", "items", "processing")
HAND_LIMIT = 10  # 第三節 7.3.0
PRESENT_KEYS = tuple((kind, f"present_{kind}") for kind in PRESENTS)


def _n(count: int, noun: str) -> str:
    """"1 scene", "2 scenes"."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def manual_spec() -> ManualSpec:
    """Manual resolution in MLP (第五節 2.1.1): no damage, only some zones, and the MLP draw and shuffle."""
    return ManualSpec(rule=R("第五節 2.1.1"), zones=MANUAL_ZONES, stats=["idea"], counters=[], tap_word="tapped (横置き)",
                      allow=_manual_ok, refusal="that card cannot be moved by hand", draw=_manual_draw, shuffle=_manual_shuffle)


def _manual_ok(st: BaseState, action: Action) -> bool:
    """Manual operations that make sense in MLP: no damage (the game has none), and only cards
    in hand, rest, adventure, items or processing may be moved by hand."""
    if action.args.get("op") in ("damage", "heal"):
        return False
    uid = action.args.get("uid")
    if uid is None:
        return True
    card = st.table.cards.get(uid)
    return card is not None and card.zone in MOVABLE_FROM and (action.args.get("op") != "move" or card.zone != "items")


def _manual_draw(st: BaseState, target: int, n: int, rule: Any) -> list[Event]:
    """Manual resolution's draw with the MLP rule: drawing is always possible and drawing from an
    empty main deck loses (第五節 2.1.1c, 第一節 4.2.0)."""
    assert isinstance(st, MlpState)
    return resolve.draw(st, target, n, R("第五節 2.1.1c"))


def _manual_shuffle(st: BaseState, target: int, zone: str, rule: Any) -> list[Event]:
    """Manual resolution's shuffle: a main or scene deck, cut by the opponent (第一節 3.1.1)."""
    assert isinstance(st, MlpState)
    if zone not in ("deck", "scene_deck"):
        raise RulesError("only the main deck or the scene deck is shuffled", R("第一節 3.1.1"),
                         "シャッフルできるのはメインデッキかシーンデッキだけです")
    events = resolve.shuffle_deck(st, target, zone, R("第一節 3.1.1"))
    events[0].kind, events[0].text = MANUAL, f"{P(st.pending[0].player)} (by hand): {events[0].text}"
    return events


class MlpEngine(Engine):
    game = "mlp"
    state_type = MlpState

    def turn_rule(self):
        return R("第四節 1.1.0")

    def copy(self, state: BaseState) -> BaseState:
        """The core's copy, sharing what an action never writes (``state_copy``)."""
        assert isinstance(state, MlpState)
        return copy_state(state)

    def concede_rule(self):
        return R("第一節 4.0.0")

    # --- setup (第一節 3.0.0) -------------------------------------------------------------
    def new_game(self, players: list[str], decks: list[Deck], seed: int, options: dict | None = None) -> tuple[MlpState, list[Event]]:
        if len(players) != 2 or len(decks) != 2:
            raise ValueError("My Little Pony TCG is a two-player game")
        st = MlpState(**new_state_fields(self.game, players, seed, options))
        st.options = {**DEFAULT_OPTIONS, **st.options}
        st.table = Table.create(2, ZONES)
        events: list[Event] = []
        for p, deck in enumerate(decks):
            st.cards.update(deck.cards)
            st.table.learn_names(st.cards)  # the log names cards as printed (Table.card_name)
            for cid in deck.main:
                st.table.add(cid, p, "deck")
            for cid in deck.sections.get("scene", []):
                st.table.add(cid, p, "scene_deck")
            stories = sorted(deck.sections.get("story", []), key=lambda c: st.cards.get(c, {}).get("stage") or 0)
            for cid in stories:  # 第一節 3.2.0: stories Ⅰ→Ⅳ left to right
                st.table.add(cid, p, "story")
            for cid in deck.sections.get("protagonist", [])[:1]:  # placed left of stage Ⅰ
                st.table.add(cid, p, "protagonist")
            for zone in ("deck", "scene_deck"):  # 第一節 3.1.0: shuffle, the opponent cuts
                events += resolve.shuffle_deck(st, p, zone, R("第一節 3.1.0"))
        first = st.options.get("first_player")
        st.first = first if first in (0, 1) else st.rng.randrange(2)  # 第一節 3.3.0
        st.active = st.first
        events.append(Event("first", f"{P(st.first)} goes first", R("第一節 3.3.0"), st.first))
        for p in (st.first, 1 - st.first):  # 第一節 3.4.1: 5 cards
            events += effects.draw(st.table, p, 5, R("第一節 3.4.1"))[1]
        st.phase, st.step = "setup", "mulligan"
        events += self._run(st)
        return st, events

    def _mulligan_prompt(self, st: MlpState, p: int) -> None:
        st.pending.append(choose_n(p, "mulligan", "Keep this hand, or put it on the bottom of your deck and draw 5 (once)?",
                                   [Option("keep", "Keep hand"), Option("mulligan", "Mulligan")], n=1, rule=R("第一節 3.4.1a")))

    def _finish_setup(self, st: MlpState) -> list[Event]:
        events: list[Event] = []
        for p in (st.first, 1 - st.first):  # 第一節 3.4.2: 4 plans, one on each story in stage order
            for i in range(4):
                top = st.table.top(p, "deck", 1)
                if not top or len(st.table.zone(p, "story")) <= i:
                    break
                st.table.move(top[0], "plans", player=p)
                st.table.cards[top[0]].flags = {"story": i}
            events.append(Event("plans", f"{P(p)} puts {len(st.table.zone(p, 'plans'))} plans face down on their stories", R("第一節 3.4.2"), p))
        for p in (st.first, 1 - st.first):  # 第一節 3.4.3: first player's scene face down
            events += resolve.add_scene(st, p, R("第一節 3.4.3"), face_down=p == st.first)
        st.turn = 1
        st.phase, st.step = "start", "untap"
        events.append(Event("turn", f"Turn 1: {P(st.first)}", R("第一節 3.0.0"), st.first))
        return events

    # --- the driver --------------------------------------------------------------------------
    def _run(self, st: MlpState) -> list[Event]:
        events: list[Event] = []
        for _ in range(20000):
            if st.over or st.pending:
                return events
            if st.resolving:
                events += resolve.step(st)
            elif st.waiting:
                events += resolve.push_waiting(st)
            elif st.effect_list:
                events += resolve.begin(st, st.effect_list.pop(0))
            elif st.phase == "main" and st.step == "main":
                return events
            else:
                events += self._proceed(st)
        raise RuntimeError("the MLP engine did not reach a decision (loop)")

    def _proceed(self, st: MlpState) -> list[Event]:
        """Perform the next automatic step of the turn."""
        ap, nap = st.active, 1 - st.active
        s = st.step
        if st.phase == "setup":
            for p in (st.first, 1 - st.first):  # 第一節 3.4.1b: the first player decides first
                if not st.mulligan_decided[p]:
                    self._mulligan_prompt(st, p)
                    return []
            return self._finish_setup(st)
        if s == "untap":  # 第四節 2.1.0 (§12 #25: only the active player's cards)
            cap = st.options.get("max_turns") or 0
            if cap and st.turn > cap:
                st.result = Result([], f"turn cap of {cap} reached (simulation option max_turns)", None)
                return [Event("draw_game", "The turn cap is reached: the game is a draw", None)]
            st.moved = {}
            peek = st.table.peek
            for zone in ("adventure", "scenes"):
                for uid in st.table.zone(ap, zone):
                    if peek(uid).tapped:  # (an untapped card is not copied: copy-on-write, engine.core.cardmap)
                        st.table.cards[uid].tapped = False
            st.step = "draw"
            return [Event("untap", f"{P(ap)} untaps their characters and scenes", R("第四節 2.1.0"), ap)]
        if s == "draw":  # 第四節 2.2.0–2.2.2
            st.step = "add_scene"
            if st.turn == 1:
                return [Event("skip", "No draw on the first turn of the game", R("第四節 2.2.1"), ap)]
            if not st.table.zone(ap, "deck"):
                resolve.lose(st, ap, "has no card to draw in the draw step", R("第四節 2.2.2"))
                return [Event("lose", f"{P(ap)} cannot draw", R("第四節 2.2.2"), ap)]
            return resolve.draw(st, ap, 1, R("第四節 2.2.0"))
        if s == "add_scene":  # 第四節 2.3.0
            st.step = "prepare"
            return resolve.add_scene(st, ap, R("第四節 2.3.0"))
        if s == "prepare":  # 第四節 2.4.0, 第二節 7.2.2d: AP decides, then the opponent
            st.step = "prepare_nap"
            return self._present_prompt(st, ap)
        if s == "prepare_nap":
            st.step = "prepare_push"
            return self._present_prompt(st, nap)
        if s == "prepare_push":
            st.phase, st.step = "main", "main"
            return self._push_presents(st)
        if st.phase == "interaction":
            return self._interaction(st)
        if s == "end_triggers":
            st.step = "release"
            for uid in list(st.table.zone(ap, "adventure")):
                for i, ab in board.abilities(st, uid, "trigger"):
                    if ab.trigger == "end_of_turn":
                        resolve.queue(st, Queued(ap, uid, st.table.peek(uid).card_id, i, f"{board.name(st, uid)}: {ab.text}"))
            return []
        if s == "release":  # 第四節 5.1.0, 第六節 6.1.0
            st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, ap)
            for flags in st.player_flags:
                for key in [k for k, v in flags.items() if k != "next_item_discount" and v == st.turn]:
                    flags.pop(key)
            # "The next Item you play gets -2 Cost" says no "until the end of turn": only such effects end here
            # (第四節 5.1.0); the discount waits for the next Item played (engine._play), in a later turn too
            st.step = "discard"
            return [Event("release", "Effects lasting until the end of the turn end", R("第四節 5.1.0"), ap)]
        if s == "discard":  # 第四節 5.2.0, 第三節 7.3.0
            hand = st.table.zone(ap, "hand")
            st.step = "next_turn"
            if len(hand) > HAND_LIMIT:
                n = len(hand) - HAND_LIMIT
                st.pending.append(choose_n(ap, "hand_limit", f"Discard {n} card(s) down to {HAND_LIMIT}",
                                           [Option(str(u), board.name(st, u)) for u in hand], n=n, rule=R("第三節 7.3.0")))
            return []
        if s == "next_turn":  # 第四節 1.1.0
            st.active = nap
            st.turn += 1
            st.phase, st.step = "start", "untap"
            return [Event("turn", f"Turn {st.turn}: {P(nap)}", R("第四節 1.1.0"), nap)]
        raise RuntimeError(f"unknown step {st.phase}/{s}")

    # --- presents (第二節 7.2.2) -------------------------------------------------------------
    def _present_prompt(self, st: MlpState, p: int) -> list[Event]:
        opts = []
        peek = st.table.peek
        for uid in st.table.zone(p, "adventure"):
            counters = peek(uid).counters
            if not counters:  # (most characters hold no token: the six kinds are not asked one by one)
                continue
            for kind, key in PRESENT_KEYS:
                if counters.get(key):
                    opts.append(Option(f"{uid}:{kind}", f"Open {kind.title()} present on {board.name(st, uid)}"))
        if opts:
            st.pending.append(choose_n(p, "presents", "Open which presents, in order? (pick in the order to open)", opts, n=len(opts), up_to=True,
                                       rule=R("第二節 7.2.2d")))
        return []

    def _push_presents(self, st: MlpState) -> list[Event]:
        """第二節 7.2.2d: all of the opponent's presents resolve first, then the active player's."""
        events = []
        for p in (st.active, 1 - st.active):
            picks = st.player_flags[p].pop("presents", [])
            for pick in reversed(picks):  # the first picked resolves first
                uid_s, kind = pick.split(":")
                uid = int(uid_s)
                card = st.table.cards.get(uid)
                if card is None or not card.counters.get(f"present_{kind}"):
                    continue
                card.counters.pop(f"present_{kind}")  # 第二節 7.2.2c ②: removed, the effect still resolves
                st.effect_list.insert(0, Queued(p, uid, card.card_id, -1, f"{kind.title()} present", builtin=f"present:{kind}", data={"holder": uid}))
                events.append(Event("present", f"{P(p)} opens a {kind.title()} present on {board.name(st, uid)}", R("第二節 7.2.2c"), p))
        return events

    # --- interaction phase (第四節 4.0.0) ----------------------------------------------------
    def _interaction(self, st: MlpState) -> list[Event]:
        ap, nap = st.active, 1 - st.active
        s = st.step
        if st.column >= SLOTS:
            st.phase, st.step = "end", "end_triggers"
            return [Event("phase", "End phase", R("第四節 5.0.0"), ap)]
        if s == "area_move":  # 第四節 4.3.4: one player at a time, each exit complete (お別れ resolved) before the next
            if not st.losers:
                st.step = "column_end"
                return []
            return self._loser_exits(st, st.losers.pop(0))
        if s == "action_done" or s == "column_end":  # 第四節 4.3.5, 4.4.3
            st.modifiers = [m for m in st.modifiers if m.duration != "this_battle"]  # 第四節 4.3.5a
            st.column += 1
            st.step = "column"
            return []
        col = f"column {st.column + 1}"
        if s in ("hirameki_ap", "hirameki_nap"):  # 第四節 4.3.1, 4.3.2
            return self._hirameki_step(st, ap if s == "hirameki_ap" else nap, col)
        # (the characters facing each other in this column: only these steps read them)
        mine, theirs = board.at_slot(st, ap, st.column), board.at_slot(st, nap, st.column)
        if s == "column":  # 第四節 4.2.0
            if mine is None:
                st.step = "column_end"
                return [Event("skip", f"{col}: skip (no character of the active player)", R("第四節 4.5.0"), ap)]
            if theirs is None:
                st.step = "action"
                opts = [Option("advance", "Advance story"), Option("disrupt", "Disrupt a plan"), Option("skip", "Do nothing")]
                if self._story_blocked(st, ap):
                    opts = opts[1:]
                events = []
                why = may_nothing.not_asked(st, "column_action:disrupt", player=ap)
                if why is not None:  # "Disrupt a plan" would do nothing: not offered (engine.mlp.may_nothing)
                    opts = [o for o in opts if o.id != "disrupt"]
                    events.append(Event("decline", f"{col}: Not offered ({why[0]}): Disrupt a plan", R(why[1]), ap))
                st.pending.append(choose_n(ap, "column_action", f"{col}: {board.name(st, mine)} faces an empty slot: choose an action",
                                           opts, n=1, rule=R("第四節 4.4.0"), context={"uid": mine}))
                return events
            st.step = "hirameki_ap"
            return [Event("contact", f"{col}: interaction between {board.name(st, mine)} and {board.name(st, theirs)}", R("第四節 4.3.0"), ap)]
        if s == "resolve":  # 第四節 4.3.3
            a, b = board.idea(st, mine), board.idea(st, theirs)
            st.losers = [mine] if a < b else [theirs] if b < a else [mine, theirs]  # the active player's first (第四節 4.3.4)
            st.step = "area_move"
            tie = " — a tie: both lose; the active player's character exits first, then the other (第四節 4.3.4)" if a == b else ""
            return [Event("contact_result", f"{col}: {board.name(st, mine)} {a} vs {board.name(st, theirs)} {b}{tie}", R("第四節 4.3.3"), ap)]
        raise RuntimeError(f"unknown interaction step {s}")

    def _hirameki_step(self, st: MlpState, p: int, col: str) -> list[Event]:
        """第四節 4.3.1, 4.3.2: ``p`` (the active player first) may use a ひらめき that can be carried out in full."""
        ap = st.active
        opts = [Option("pass", "No (more) ひらめき")]
        declined = st.player_flags[p].get("hirameki_declined", [])
        for uid in st.table.zone(p, "scenes"):
            if uid not in declined:
                ab = self._usable_hirameki(st, p, uid)
                if ab is not None:
                    opts.append(Option(str(uid), f"ひらめき: {board.name(st, uid)}" + (" (read by hand: you confirm it can be done in full)" if ab.manual else "")))
        if len(opts) == 1:  # nothing usable: the step ends (第四節 4.3.1)
            st.step = "hirameki_nap" if p == ap else "resolve"
            st.player_flags[p].pop("hirameki_declined", None)
            return self._no_hirameki(st, p)
        st.pending.append(choose_n(p, "hirameki", f"{col}: use a ひらめき?", opts, n=1, rule=R("第四節 4.3.1" if p == ap else "第四節 4.3.2")))
        return []

    def _loser_exits(self, st: MlpState, uid: int) -> list[Event]:
        """第四節 4.3.4b: a loser exits (第六節 14.0.0) — unless it has already left (an earlier exit's
        お別れ may have removed it), an effect keeps it, or its worn item goes instead."""
        card = st.table.peek(uid)
        if card.zone != "adventure":
            return [Event("skip", f"{board.name(st, uid)} has already left the adventure area", R("第四節 4.3.4"), card.controller)]
        if board.contact_proof(st, uid):
            return [Event("stay", f"{board.name(st, uid)} does not leave (effect)", R("第四節 4.3.4"), card.controller)]
        instead = resolve.replace_exit(st, uid, "contact")  # a worn item goes in its place
        if instead is not None:
            return instead
        return resolve.exit_character(st, uid, "contact")

    def _story_blocked(self, st: MlpState, p: int) -> bool:
        """第三節 4.2.0 (第四節 4.4.1 garbled, §12 #16): the opponent's plan on the next stage blocks advancing."""
        nxt = st.stage[p] + 1
        return nxt > 4 or board.plan_at(st, 1 - p, nxt - 1) is not None

    def advance_story(self, st: MlpState, p: int) -> list[Event]:
        """第四節 4.4.1: move the protagonist on; stage Ⅳ wins (第一節 4.1.0), otherwise the story effect."""
        if self._story_blocked(st, p):
            raise RulesError("the rival has a plan on the story of that stage: the story cannot advance", R("第三節 4.2.0"),
                             "相手の同じ段階のストーリーに計画があるため、ストーリーを進められません")
        st.stage[p] += 1
        n = st.stage[p]
        events = [Event("advance", f"{P(p)}'s protagonist advances to stage {n}", R("第四節 4.4.1"), p)]
        if n >= 4:
            st.result = Result([p], f"P{p + 1}'s protagonist reached stage Ⅳ", R("第一節 4.1.0"))
            st.pending.clear()
            return [*events, Event("win", f"{P(p)} wins", R("第三節 4.3.0"), p)]
        stories = st.table.zone(p, "story")
        if len(stories) >= n:
            uid = stories[n - 1]
            resolve.triggered(st, uid, "story", p)
        return events

    def disrupt(self, st: MlpState, p: int, actor: int) -> list[Event]:
        """第四節 4.4.2: remove the rival's plan on the earliest stage (none: nothing, §12 #18)."""
        plans = sorted(st.table.zone(1 - p, "plans"), key=lambda u: st.table.peek(u).flags.get("story", 0))
        if not plans:
            return [Event("skip", "The rival has no plan to disrupt", R("第四節 4.4.2"), p)]
        for i, ab in board.abilities(st, actor, "trigger"):
            if ab.trigger == "disrupt":
                resolve.queue(st, Queued(p, actor, st.table.peek(actor).card_id, i, f"{board.name(st, actor)}: {ab.text}"))
        return [Event("disrupt", f"{P(p)} disrupts a plan", R("第四節 4.4.2"), p), *resolve.remove_plan(st, 1 - p, plans[0], p, R("第四節 4.4.2"))]

    def _no_hirameki(self, st: MlpState, p: int) -> list[Event]:
        """The ひらめき step ends without a question; if the player has face-up ひらめき that cannot be
        carried out in full, the log names them and the rule (第五節 1.3.1a)."""
        held = [u for u in st.table.zone(p, "scenes") if board.face_up(st.table.peek(u)) and board.abilities(st, u, "hirameki")]
        if not held:
            return []
        names = ", ".join(dict.fromkeys(board.name(st, u) for u in held))
        return [Event("only_choice", f"{P(p)}: no ひらめき can be carried out in full now ({names}), so the only choice is "
                      f"to use none ({R('第五節 1.3.1a')})", R("第五節 1.3.1a"), p, data={"picked": ["pass"]})]

    def _usable_hirameki(self, st: MlpState, p: int, uid: int) -> Any:
        """第五節 1.3.1 / 1.3.1a: the ひらめき of a face-up scene when it can be carried out in full now
        (the interacting character must qualify, 第四節 4.3.1a; every choice must have its cards), else
        None. A text the compiler could not read is offered, and its player confirms it can be done in full."""
        if st.table.peek(uid).flags.get("scene_face_down"):  # (not board.face_up)
            return None
        abil = board.abilities(st, uid, "hirameki")
        if not abil:
            return None
        ab = abil[0][1]
        return ab if feasible.in_full(st, p, uid, ab) is not False else None

    def apply(self, state: BaseState, action: Action) -> Transition:
        """The core's ``apply``; every refusal leaves with a Japanese message too (``messages``)."""
        try:
            return super().apply(state, action)
        except RulesError as err:
            localize(err)
            raise

    # --- legal actions -----------------------------------------------------------------------
    def legal_actions(self, st: MlpState, player: int) -> list[Action]:
        if st.over or player not in self.to_act(st):
            return []
        if st.pending:
            pend = st.pending[0]
            if pend.kind == MANUAL:  # the spec's allow-filter drops what MLP has no use for
                return manual_actions(st, player, manual_spec())
            if pend.kind == "deck_order":  # 第六節 9.3.0: one card at a time, or all as they are listed
                keep = [o.id for o in pend.options]
                return [*[new_action("choose", player, {"picks": [o.id]}, f"{o.label} goes highest") for o in pend.options],
                        new_action("choose", player, {"picks": keep}, "In this order: " + ", ".join(o.label for o in pend.options))]
            if pend.kind == "presents":
                return [new_action("choose", player, {"picks": []}, "Open no presents"),
                        *[new_action("choose", player, {"picks": [o.id]}, o.label) for o in pend.options],
                        new_action("choose", player, {"picks": [o.id for o in pend.options]}, "Open all presents")]
            labels: dict[str, str] = {}  # each option's label (the first option of an id)
            for o in pend.options:
                labels.setdefault(o.id, o.label)
            answers = []
            for picks in pend.answers(limit=40):
                named = []
                for x in picks:
                    named.append(labels.get(x, x))
                answers.append(new_action("choose", player, {"picks": picks}, " + ".join(named) or "None"))
            return answers
        # The main phase. Each hand card's data and CardInfo are read once; the empty slots (the same
        # for every character in hand) once per listing. Actions are made as ``Action(...)`` makes
        # them (``new_action``: the same fields, without the class call).
        acts: list[Action] = []
        table = st.table
        peek = table.peek
        cards = st.cards
        ready = len(board.ready_scenes(st, player))
        free: list[int] | None = None
        for uid in table.zone(player, "hand"):
            card_id = peek(uid).card_id
            d = cards.get(card_id, board.NO_DATA)
            info = board.card_info(d)
            c = board.cost_of(st, player, uid, d, info)
            if c > ready:
                continue
            nm = card_id if info.name is None else info.name  # board.name
            kind = d.get("type")
            if kind == "Character":
                if free is None:
                    free = board.empty_slots(st, player)
                for slot in free:
                    acts.append(new_action("play", player, {"uid": uid, "slot": slot}, f"Play {nm} ({c} Harmony) in column {slot + 1}"))
            elif kind == "Event":
                if self._event_usable(st, player, uid):
                    acts.append(new_action("play", player, {"uid": uid}, f"Play {nm} ({c} Harmony)"))
            elif kind == "Item":
                for w in self._wearers(st, player, uid):
                    acts.append(new_action("play", player, {"uid": uid, "wearer": w}, f"Play {nm} ({c} Harmony) on {board.name(st, w)}"))
        for uid in table.zone(player, "adventure"):
            for i, ab in board.abilities(st, uid, "activated"):
                if not self._cost_payable(st, uid, ab):
                    continue
                acts.append(new_action("activate", player, {"uid": uid, "ability": i}, f"Use {board.name(st, uid)}: {ab.text[:60]}"))
        for uid in table.zone(player, "scenes"):  # 裏向き (第五節 1.3.2a)
            for i, ab in board.abilities(st, uid, "facedown"):
                if self._facedown_usable(st, player, uid, ab):
                    acts.append(new_action("activate", player, {"uid": uid, "ability": i}, f"Turn {board.name(st, uid)} face down: {ab.text[:60]}"))
        label = "End turn" if st.turn <= 2 else "End main phase (go to interaction)"
        acts.append(new_action("end_main", player, {}, label))
        return acts

    def _event_usable(self, st: MlpState, p: int, uid: int) -> bool:
        """第五節 1.4.0: 「～場合にのみ使用でき」 is a rule effect checked before the event is declared."""
        for _, ab in board.abilities(st, uid, "event"):
            if ab.use_condition and not board.check(st, p, uid, ab.use_condition):
                return False
        return True

    def _wearers(self, st: MlpState, p: int, uid: int) -> list[int]:
        """第二節 3.0.0 / 第五節 3.1.8: characters on your adventure area that may wear the item."""
        adorn = board.compiled(st, uid).adorn
        return [w for w in st.table.zone(p, "adventure") if not adorn or board.match(st, p, None, w, {"keywords": adorn})]

    # --- applying ------------------------------------------------------------------------------
    def _apply(self, st: MlpState, action: Action) -> list[Event]:
        p = action.player
        if action.type in TAP_ACTIONS:  # 第六節 8.3.0: scenes are tapped only to pay for a card being played
            raise RulesError("scenes are tapped only to pay the Harmony cost of a card you play (give the scenes with the play "
                             "action); a scene cannot be tapped on its own", R("第六節 8.3.0"),
                             "シーンを横向きにできるのは、カードを使用してハーモニーのコストを支払う時だけです")
        if st.pending:
            pend = st.pending[0]
            if action.type == MANUAL:
                _, events = apply_manual(st, action, manual_spec())
                if action.args.get("op") == "draw":
                    events[0].rule = R("第五節 2.1.1c")  # the MLP draw (第五節 2.1.1c), as the hook carries it out
                elif action.args.get("op") != "shuffle":
                    events += self._normalize(st)
                return events + self._run(st)
            if action.type != "choose":
                raise RulesError(f"answer the pending choice first: {pend.prompt}", pend.rule, "先に保留中の選択に答えてください")
            picks = action.args.get("picks")
            if pend.kind == "column_action" and picks == ["advance"] and self._story_blocked(st, p):
                self.advance_story(st, p)  # raises RulesError citing 第三節 4.2.0
            picks = pend.check_answer(picks, self.game)
            st.pending.pop(0)
            events = self._answer(st, pend, picks)
            return events + self._run(st)
        if st.phase != "main" or st.step != "main" or p != st.active:
            raise RulesError("cards are played only in your own main phase with nothing pending", R("第五節 3.1.1"),
                             "カードの使用は、自分のメインフェイズ中で解決待ちの効果がない時にのみ行えます")
        if action.type == "end_main":
            return self._end_main(st) + self._run(st)
        if action.type == "play":
            return self._play(st, p, action.args) + self._run(st)
        if action.type == "activate":
            return self._activate(st, p, action.args) + self._run(st)
        raise RulesError(f"unknown action {action.type!r}", R("第四節 3.0.0"), f"不明な行動です：{action.type!r}")

    def _end_main(self, st: MlpState) -> list[Event]:
        if st.turn <= 2:  # 第四節 4.1.0: no interaction phase on turns 1 and 2
            st.phase, st.step = "end", "end_triggers"
            return [Event("phase", "No interaction phase on the first two turns: end phase", R("第四節 4.1.0"), st.active)]
        st.phase, st.step, st.column = "interaction", "column", 0
        return [Event("phase", "Interaction phase", R("第四節 4.0.0"), st.active)]

    def _pay(self, st: MlpState, p: int, cost: int, scenes: Any) -> list[Event]:
        """第四節 3.0.0 / 第六節 8.1.0–8.3.0: tap exactly ``cost`` scenes at once. Without a choice,
        face-down scenes are tapped first (they cannot use ひらめき anyway). A cost that cannot be paid
        (too few untapped scenes) refuses the play (第四節 3.0.0); so does paying with another number
        of scenes than the cost (第五節 3.1.6)."""
        ready = board.ready_scenes(st, p)
        if len(ready) < cost:
            raise RulesError(f"the cost cannot be paid: it needs {_n(cost, 'untapped scene')}, you have {len(ready)} "
                             "(a card whose cost cannot be paid cannot be played; see also 第五節 3.1.6)", R("第四節 3.0.0"),
                             f"コストを支払えません：縦置きのシーンが{cost}枚必要ですが、{len(ready)}枚しかありません")
        if scenes is None:
            ready.sort(key=lambda u: board.face_up(st.table.peek(u)))
            scenes = ready[:cost]
        if not isinstance(scenes, list) or len(set(scenes)) != len(scenes) or any(u not in ready for u in scenes):
            raise RulesError("pay with your own untapped scenes", R("第六節 8.2.0"), "自分の縦置きのシーンで支払ってください")
        if len(scenes) != cost:
            raise RulesError(f"the cost is {cost}: tap exactly {_n(cost, 'scene')}, not {len(scenes)} "
                             "(no more and no fewer, 第四節 3.0.0)", R("第五節 3.1.6"),
                             f"コストは{cost}です：シーンをちょうど{cost}枚横置きにしてください（{len(scenes)}枚ではなく）")
        for uid in scenes:
            st.table.cards[uid].tapped = True
        return [Event("pay", f"{P(p)} taps {_n(cost, 'scene')} for Harmony", R("第六節 8.1.0"), p)] if cost else []

    def _play(self, st: MlpState, p: int, args: dict[str, Any]) -> list[Event]:
        uid = args.get("uid")
        if not isinstance(uid, int) or uid not in st.table.zone(p, "hand"):
            raise RulesError("play a card from your hand", R("第四節 3.0.0"), "手札のカードを使用してください")
        d = board.data(st, uid)
        kind = d.get("type")
        c = board.cost(st, p, uid)
        nm = board.name(st, uid)
        if kind == "Character":
            slot = args.get("slot")
            if slot not in board.empty_slots(st, p):
                raise RulesError("choose an empty slot of your adventure area", R("第五節 3.1.7"), "空いている置き場を選んでください")
            events = self._pay(st, p, c, args.get("scenes"))
            events.insert(0, Event("play", f"{P(p)} plays {nm}", R("第四節 3.2.0"), p, data={"uid": uid}))
            return events + resolve.enter_adventure(st, p, uid, slot, R("第五節 3.2.1"))
        if kind == "Event":
            if not self._event_usable(st, p, uid):
                raise RulesError("this event's condition for use is not met", R("第五節 1.4.0"), "このイベントの使用条件を満たしていません")
            events = self._pay(st, p, c, args.get("scenes"))
            st.table.move(uid, "processing", player=p)  # 第五節 3.2.3
            events.insert(0, Event("play", f"{P(p)} plays {nm}", R("第四節 3.3.0"), p, data={"uid": uid}))
            if not resolve.triggered(st, uid, "event", p, finish="event"):
                events += resolve.to_rest(st, uid, R("第四節 3.3.1"))
            return events
        if kind == "Item":
            wearer = args.get("wearer")
            if wearer not in self._wearers(st, p, uid):
                raise RulesError("choose a character on your adventure area that can wear this item", R("第五節 3.1.8"),
                                 "このアイテムを装備できる、自分の冒険エリアのキャラを選んでください")
            events = self._pay(st, p, c, args.get("scenes"))
            st.player_flags[p].pop("next_item_discount", None)
            old = board.item_of(st, wearer)
            events.insert(0, Event("play", f"{P(p)} plays {nm} on {board.name(st, wearer)}", R("第四節 3.4.0"), p, data={"uid": uid}))
            if old is not None:  # 第二節 3.0.0: one item per character
                st.table.cards[old].attached_to = None
                events.append(effects.move(st.table, old, "rest", R("第五節 3.2.2")))
            st.table.move(uid, "items", player=p)
            st.table.cards[uid].attached_to = wearer
            resolve.manual_in_play(st, uid, p)
            return events
        raise RulesError(f"a {kind} card is not played from the hand", R("第一節 2.0.0"), f"{kind}カードは手札から使用できません")

    def _activate(self, st: MlpState, p: int, args: dict[str, Any]) -> list[Event]:
        """第五節 1.3.0 / 3.1.6: an activated 冒険エリア effect; its 横置き cost must be payable."""
        uid, index = args.get("uid"), args.get("ability")
        if isinstance(uid, int) and uid in st.table.zone(p, "scenes"):
            return self._activate_scene(st, p, uid, index)
        if not isinstance(uid, int) or uid not in st.table.zone(p, "adventure"):
            raise RulesError("use the effect of one of your characters on your adventure area", R("第二節 1.6.4c"),
                             "自分の冒険エリアにいるキャラの効果を使用してください")
        abil = dict(board.abilities(st, uid, "activated"))
        if index not in abil:
            raise RulesError("that character has no such effect", R("第二節 1.6.4c"), "そのキャラはその効果を持っていません")
        ab = abil[index]
        if not self._cost_payable(st, uid, ab):
            if "spend_candy" in ab.cost and not resolve.candy_holders(st, p, uid):
                raise RulesError("the cost cannot be paid: none of your characters has a candy to spend", R("第五節 3.1.6"),
                                 "使用するキャンディがないため、コストを支払えません")
            if ab.cost == "send_item":
                raise RulesError("the cost cannot be paid: the character wears no item", R("第五節 3.1.6"), "装備しているアイテムがないため、コストを支払えません")
            raise RulesError("the 横置き cost cannot be paid: the character is already tapped", R("第五節 3.1.6"), "既に横置きのため、コストを支払えません")
        data = {"item": st.table.peek(board.item_of(st, uid)).card_id} if index >= board.GRANTED else {}
        if ab.cost == "send_item":  # 第五節 3.1.5: the cost is sending the worn item to the rest area
            item = board.item_of(st, uid)
            assert item is not None
            st.table.cards[item].attached_to = None
            events = [Event("activate", f"{P(p)} sends {board.name(st, item)} to the rest area to use {board.name(st, uid)}'s effect",
                            R("第五節 3.1.5"), p, data={"uid": uid}), effects.move(st.table, item, "rest", R("第五節 3.1.5"))]
        elif ab.cost in ("spend_candy", "tap+spend_candy"):  # 第五節 3.1.6: every cost action, in order
            events = []
            if ab.cost.startswith("tap"):
                st.table.cards[uid].tapped = True
                events.append(Event("activate", f"{P(p)} taps {board.name(st, uid)} to use its effect", R("第五節 1.3.0"), p, data={"uid": uid}))
            holder = resolve.candy_holders(st, p, uid)[0]  # this character's own candy first
            st.table.cards[holder].counters.pop("candy", None)
            events.append(Event("activate", f"{P(p)} spends the candy of {board.name(st, holder)} to use {board.name(st, uid)}'s effect",
                                R("第五節 3.1.5"), p, data={"uid": uid}))
        else:
            st.table.cards[uid].tapped = True
            events = [Event("activate", f"{P(p)} taps {board.name(st, uid)} to use its effect", R("第五節 1.3.0"), p, data={"uid": uid})]
        st.effect_list.insert(0, Queued(p, uid, st.table.peek(uid).card_id, index, f"{board.name(st, uid)}: {ab.text}", data=data))
        return events

    def _cost_payable(self, st: MlpState, uid: int, ab: Any) -> bool:
        """第五節 3.1.6: an activated effect is used only if its cost can be paid (横置き: the
        character is untapped; sending the worn item: it wears one)."""
        if ab.cost == "send_item":
            item = board.item_of(st, uid)
            return item is not None and st.table.peek(item).zone == "items"
        card = st.table.peek(uid)
        if "spend_candy" in ab.cost:
            return bool(resolve.candy_holders(st, card.controller, uid)) and (ab.cost == "spend_candy" or not card.tapped)
        return not card.tapped

    def _facedown_usable(self, st: MlpState, p: int, uid: int, ab: Any) -> bool:
        """第五節 1.3.2 / 1.3.2b: the cost (turn this face-up scene face down) must be payable, and
        the whole text must be executable now (``feasible.in_full``). A text the compiler could not
        read is offered, and its player confirms it can be done in full."""
        if not board.face_up(st.table.peek(uid)):
            return False
        return feasible.in_full(st, p, uid, ab) is not False

    def _activate_scene(self, st: MlpState, p: int, uid: int, index: Any) -> list[Event]:
        """第五節 1.3.2: a 裏向き effect, in your own main phase with nothing pending (checked by the
        caller, 第五節 1.3.2a); the cost is turning this scene face down."""
        abil = dict(board.abilities(st, uid, "facedown"))
        if index not in abil:
            raise RulesError("that scene has no 裏向き effect", R("第五節 1.3.2"), "そのシーンは裏向き効果を持っていません")
        if not board.face_up(st.table.peek(uid)):
            raise RulesError("the cost cannot be paid: the scene is already face down", R("第五節 1.3.2"),
                             "既に裏向きのため、コストを支払えません")
        if not self._facedown_usable(st, p, uid, abil[index]):
            raise RulesError("a 裏向き effect is used only if all of it can be carried out", R("第五節 1.3.2b"),
                             "裏向き効果は、その内容すべてを実行できる場合にのみ使用できます")
        if abil[index].manual:  # 第五節 1.3.2b: an unread text is used only if its player confirms it can be done in full
            st.pending.append(yes_no(p, "facedown_confirm", f"Can all of this 裏向き effect be carried out now? “{abil[index].text}”",
                                     rule=R("第五節 1.3.2b"), context={"uid": uid, "ability": index},
                                     yes="Yes, all of it: use it", no="No: don't use it"))
            return []
        return self._use_facedown(st, p, uid, index)

    def _use_facedown(self, st: MlpState, p: int, uid: int, index: int) -> list[Event]:
        """第五節 1.3.2: pay the cost (turn this scene face down); the effect becomes pending."""
        ab = dict(board.abilities(st, uid, "facedown"))[index]
        st.table.cards[uid].flags["scene_face_down"] = True
        st.effect_list.insert(0, Queued(p, uid, st.table.peek(uid).card_id, index, f"{board.name(st, uid)}: {ab.text}"))
        return [Event("activate", f"{P(p)} turns {board.name(st, uid)} face down to use its effect", R("第五節 1.3.2"), p, data={"uid": uid})]

    # --- answers to pending choices -------------------------------------------------------
    def _answer(self, st: MlpState, pend: Pending, picks: list[str]) -> list[Event]:
        p = pend.player
        kind = pend.kind
        if kind == "mulligan":  # 第一節 3.4.1a–c
            st.mulligan_decided[p] = True
            if picks == ["mulligan"]:
                if st.mulliganed[p]:
                    raise RulesError("each player may mulligan only once", R("第一節 3.4.1c"), "マリガンは各プレイヤー1回のみです")
                st.mulliganed[p] = True
                # to the bottom, no shuffle (§12 #23), in the order the player chooses (第六節 9.3.0);
                # the 5 new cards are drawn once the hand is placed
                events = [Event("mulligan", f"{P(p)} puts their hand on the bottom of the deck and draws 5", R("第一節 3.4.1a"), p)]
                return events + resolve.put_in_deck(st, p, list(st.table.zone(p, "hand")), "deck", "bottom", R("第一節 3.4.1a"), after="mulligan")
            return [Event("keep", f"{P(p)} keeps their hand", R("第一節 3.4.1a"), p)]
        if kind == "order":
            return resolve.answer_order(st, int(picks[0]))
        if kind == "deck_order":  # 第六節 9.3.0: the picks in order, highest first
            return resolve.answer_deck_order(st, pend, [int(u) for u in picks])
        if kind == "top_or_bottom":  # 第六節 9.1.0
            return resolve.put_in_deck(st, p, [u for u in pend.context["uids"] if st.table.peek(u).zone == pend.context["zone"]],
                                       pend.context["zone"], picks[0], R("第六節 9.1.0"))
        if kind == "presents":
            st.player_flags[p]["presents"] = list(picks)
            return []
        if kind == "column_action":
            uid = pend.context["uid"]
            st.step = "action_done"
            if picks == ["advance"]:
                return self.advance_story(st, p)
            if picks == ["disrupt"]:
                return self.disrupt(st, p, uid)
            return [Event("skip", f"{P(p)} takes no action", R("第四節 4.4.0"), p)]
        if kind == "hirameki":
            if picks == ["pass"]:
                st.step = "hirameki_nap" if st.step == "hirameki_ap" else "resolve"
                st.player_flags[p].pop("hirameki_declined", None)
                return []
            uid = int(picks[0])
            ab = board.abilities(st, uid, "hirameki")[0][1]
            if ab.manual:  # 第五節 1.3.1a: an unread text is used only if its player confirms it can be done in full
                st.pending.append(yes_no(p, "hirameki_confirm", f"Can all of this ひらめき be carried out now? “{ab.text}”",
                                         rule=R("第五節 1.3.1a"), context={"uid": uid}, yes="Yes, all of it: use it", no="No: don't use it"))
                return []
            return self._use_hirameki(st, p, uid)
        if kind == "hirameki_confirm":
            if not said_yes(picks):  # not offered again in this step
                st.player_flags[p].setdefault("hirameki_declined", []).append(pend.context["uid"])
                return [Event("hirameki_refused", f"{P(p)} does not use the ひらめき of {board.name(st, pend.context['uid'])}: "
                              "it cannot be carried out in full", R("第五節 1.3.1a"), p)]
            return self._use_hirameki(st, p, int(pend.context["uid"]))
        if kind == "facedown_confirm":
            if not said_yes(picks):
                return [Event("facedown_refused", f"{P(p)} does not use the 裏向き effect of {board.name(st, pend.context['uid'])}: "
                              "it cannot be carried out in full", R("第五節 1.3.2b"), p)]
            return self._use_facedown(st, p, int(pend.context["uid"]), int(pend.context["ability"]))
        if kind == "hand_limit":  # 第四節 5.2.0: these discards trigger nothing (第六節 2.3.0)
            return [effects.move(st.table, int(u), "rest", R("第四節 5.2.0")) for u in picks]
        if kind == "discard":
            events = [effects.move(st.table, int(u), "rest", R("第六節 2.1.0")) for u in picks]
            resolve.fire_player_trigger(st, p, "discard", len(picks))
            return events
        if kind == "look_plan":
            uid = int(picks[0])
            st.table.cards[uid].known_to = [p]
            if st.resolving:
                st.resolving[-1].looked.append(uid)
            return [Event("look", f"{P(p)} looks at one of their plans", R("第六節 13.1.0"), p),
                    Event("look_private", f"Your plan: {board.name(st, uid)}", R("第六節 13.1.0"), p, [p])]
        if kind == "plan_order":  # 第六節 13.3.0: only onto the stories they came from
            stories = sorted(st.table.peek(int(u)).flags.get("story", 0) for u in picks)
            for u, story in zip(picks, stories, strict=True):
                st.table.cards[int(u)].flags["story"] = story
            return [Event("plans", f"{P(p)} puts their plans back", R("第六節 13.3.0"), p)]
        if kind == "slot":
            return resolve.enter_adventure(st, p, int(pend.context["uid"]), int(picks[0]), R("第三節 3.2.0"))
        if kind == "move_slot":
            return resolve.move_in_adventure(st, int(pend.context["uid"]), int(picks[0]))
        if kind == "remove_plan":
            uid = int(picks[0])
            return resolve.remove_plan(st, 1 - p, uid, p, R("第六節 5.1.0"))
        if kind in ("target", "search"):
            res = st.resolving[-1]
            ab = resolve.entry_ability(st, res.entry)
            eff = ab.effects[pend.context["step"]]
            uids = [int(u) for u in picks]
            if kind == "search":
                return resolve.search_rest(st, res, eff, uids)
            return resolve.apply_effect(st, res, eff, uids)
        raise RulesError(f"unknown choice {kind}", pend.rule, f"不明な選択です：{kind}")

    def _use_hirameki(self, st: MlpState, p: int, uid: int) -> list[Event]:
        """第五節 1.3.1: use a scene's ひらめき; its cost (turning the scene face down) is paid at
        declaration (option ``hirameki_flip`` ``cost``, §12 #3) or as it is used (``after``, 第四節 4.3.1)."""
        card = st.table.cards[uid]
        events = [Event("hirameki", f"{P(p)} uses the ひらめき of {board.name(st, uid)}", R("第五節 1.3.1"), p, data={"uid": uid})]
        flip_first = st.options.get("hirameki_flip", "cost") == "cost"
        if flip_first:  # §12 #3: the flip is the cost, paid at declaration
            card.flags["scene_face_down"] = True
        i, ab = board.abilities(st, uid, "hirameki")[0]
        st.effect_list.insert(0, Queued(p, uid, card.card_id, i, f"{board.name(st, uid)}: {ab.text}"))
        if not flip_first:
            card.flags["scene_face_down"] = True  # 第四節 4.3.1 reading: flipped as it is used
        return events

    def _normalize(self, st: MlpState) -> list[Event]:
        """After a manual operation: keep the board legal (第三節 3.0.0 slots, 第二節 3.0.0 items,
        第二節 7.2.1b tokens)."""
        events: list[Event] = []
        for p in range(st.num_players):
            for uid in list(st.table.zone(p, "adventure")):
                card = st.table.cards[uid]
                if card.flags.get("slot") is None or [board.at_slot(st, p, card.flags["slot"])] != [uid]:
                    card.flags.pop("slot", None)
                    free = board.empty_slots(st, p)
                    if free and board.data(st, uid).get("type") == "Character":
                        card.flags = {"slot": free[0]}
                        resolve.triggered(st, uid, "appear", p)  # 第二節 1.6.1: moved in by an effect
                    else:
                        events += resolve.to_rest(st, uid, R("第三節 3.3.0"))
            for uid in list(st.table.zone(p, "items")):
                card = st.table.cards[uid]
                if card.attached_to is None or st.table.cards.get(card.attached_to) is None or st.table.peek(card.attached_to).zone not in ("adventure", "processing"):
                    card.attached_to = None
                    events.append(effects.move(st.table, uid, "rest", R("第二節 3.0.0")))
            for zone in ("hand", "rest", "deck"):
                for uid in st.table.zone(p, zone):
                    card = st.table.cards[uid]
                    card.counters.clear()
                    card.flags.pop("slot", None)
                    if card.tapped:
                        card.tapped = False
            for uid in st.table.zone(p, "hand") + st.table.zone(p, "rest") + st.table.zone(p, "deck"):
                if uid in st.table.cards and board.item_of(st, uid) is not None:
                    events += resolve.to_rest(st, board.item_of(st, uid), R("第二節 3.0.0"))
        return events

    # --- views ---------------------------------------------------------------------------------
    def view(self, st: MlpState, viewer: int | None) -> dict[str, Any]:
        from .view import build_view

        return build_view(self, st, viewer)

    def base_view(self, state: BaseState, viewer: int | None, lean: bool = False) -> dict[str, Any]:
        """The core's; the lean one (for ``leak_view``) is the players' lean zones alone (``Table.view(lean=True)``)
        with the game and the viewer: it leaves out the turn, the active player, who acts, the pending
        choice and the result too, which hold numbers and words only (a choice's options are ids and
        labels, its rule a citation), never a card's view (no ``"uid"`` for the hidden-card check to read)."""
        if not lean:
            return super().base_view(state, viewer, lean)
        zones = state.table.view(viewer, True)
        players = []
        for i, name in enumerate(state.players):
            players.append({"name": name, "zones": zones[i]})
        return {"game": self.game, "viewer": viewer, "players": players}

    def leak_view(self, st: MlpState, viewer: int | None) -> dict[str, Any]:
        """The view less its numbers and words (``build_view(stats=False)``, which is the lean base
        view, :meth:`base_view`): the same cards, for the simulator's cheap hidden-card check
        (``engine.core.simulate.leaks``)."""
        return self.base_view(st, viewer, True)

    def check_invariants(self, st: MlpState, previous: MlpState | None = None) -> list[str]:
        """Checklist §13: slots (第三節 3.0.0), one plan per story (第三節 4.2.0), one item per
        character (第二節 3.0.0), one candy (第二節 7.2.1a), tokens only in play (第二節 7.2.1b).
        ``previous``: the state ``st`` was copied from, which passed these checks (the simulator's):
        then only what changed since is read (``Table.written_since``): the tokens on the cards
        written since, and a zone's slots, stories or wearers only when its list differs from the one
        ``previous`` had or lists a card written since (every other card is the very object that passed)."""
        problems = []
        table = st.table
        peek = table.peek  # reading only: checking must not copy (or change) the state's cards
        written = table.written_since(previous.table) if previous is not None else None
        before = previous.table.zones if written is not None and previous is not None else None
        # a zone answers as it did in ``previous`` unless its list differs or lists a card written
        # since the copy (a card the map holds itself: its own keys, read with ``dict.keys``)
        owned = dict.keys(table.cards) if before is not None else None
        for p in range(st.num_players):
            zones = table.zones[p]  # (read only)
            old = before[p] if before is not None else None
            uids = zones["adventure"]
            if uids and (old is None or uids != old.get("adventure") or not owned.isdisjoint(uids)):  # type: ignore[union-attr]
                slots = [peek(u).flags.get("slot") for u in uids]
                if len(slots) > SLOTS or len(set(slots)) != len(slots) or any(s not in range(SLOTS) for s in slots):
                    problems.append(f"P{p + 1} adventure slots broken: {slots}")
            uids = zones["plans"]
            if uids and (old is None or uids != old.get("plans") or not owned.isdisjoint(uids)):  # type: ignore[union-attr]
                stories = [peek(u).flags.get("story") for u in uids]
                if len(set(stories)) != len(stories):
                    problems.append(f"P{p + 1} has two plans on one story: {stories}")
            uids = zones["items"]
            if uids and (old is None or uids != old.get("items") or not owned.isdisjoint(uids)):  # type: ignore[union-attr]
                wearers = [peek(u).attached_to for u in uids]
                if len(set(wearers)) != len(wearers) or None in wearers:
                    problems.append(f"P{p + 1} items broken: {wearers}")
        for card in table.peek_cards() if written is None else written:
            if not card.counters:  # (only the cards with tokens are asked)
                continue
            if card.counters.get("candy", 0) > 1:
                problems.append(f"card {card.uid} has more than one candy")
            if card.zone not in ("adventure", "processing"):
                problems.append(f"card {card.uid} keeps tokens in {card.zone}")
        return problems

