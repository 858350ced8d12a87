"""Game setup (5-2), the turn (chapter 6) and rule processing (chapter 9)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, Result, effects

from . import board, deck_out_rule, durations, resolve, rule_changes
from .cards.readers import NO_REFRESH
from .op_resolvers import DELAYED_REF
from .rules import R, option
from .state import HAND_SIZE, OPState

# --- setup (5-2) -------------------------------------------------------------------------------


def choose_order_pending(chooser: int) -> Pending:
    """5-2-1-4 / 5-2-1-5: a randomly decided player chooses to go first or second."""
    return Pending(chooser, "first_second", "You won the draw: go first or second?",
                   [Option("first", "Go first"), Option("second", "Go second")], rule=R("5-2-1-5"))


def mulligan_pending(player: int) -> Pending:
    """5-2-1-6 / 5-2-1-6-1: once, first player first: hand back, shuffle, draw 5."""
    return Pending(player, "mulligan", "Keep this hand or mulligan (return it, shuffle, draw 5)?",
                   [Option("keep", "Keep"), Option("mulligan", "Mulligan")], rule=R("5-2-1-6"))


def answer_order(st: OPState, chooser: int, pick: str, events: list[Event]) -> None:
    st.first_player = chooser if pick == "first" else board.opponent(chooser)
    events.append(Event("order", f"P{chooser + 1} chooses to go {pick}; P{st.first_player + 1} goes first", R("5-2-1-5"), chooser))
    start_of_game(st, 0, events)


START_STAGE = "rule:start_stage:"
"""A Leader's "at the start of the game, play up to 1 {X} type Stage card from your deck" (the
keyword ends with X)."""


def start_of_game(st: OPState, index: int, events: list[Event]) -> None:
    """Leaders' "at the start of the game" effects, the first player's first (1-3-4), then the
    opening hands (5-2-1-6). Assumption (the 1.1.3 document has no such effects): they happen
    once the first player is known (5-2-1-5) and before the opening hands are drawn; a deck
    searched this way is shuffled again (3-2-4). Each is a ``start_stage`` choice ("up to 1")."""
    for k in range(index, st.num_players):
        p = (st.first_player + k) % st.num_players
        lead = board.leader(st, p)
        traits = [e.keyword[len(START_STAGE):] for a in board.compiled(st, lead).continuous for e in a.effects
                  if e.keyword.startswith(START_STAGE)] if lead is not None else []
        stages = [u for u in st.table.zone(p, "deck") if board.data(st, u).get("type") == "Stage"
                  and any(tr in board.data(st, u).get("traits", []) for tr in traits)]
        if stages:
            names = {board.data(st, u)["name"]: u for u in stages}  # alike cards: one option each
            opts = [Option(str(u), f"Play {n}") for n, u in sorted(names.items())] + [Option("none", "Play none")]
            st.pending.append(Pending(p, "start_stage", "At the start of the game: play up to 1 Stage card from your deck?", opts,
                                      rule=R("1-3-5-1"), context={"index": k}))
            return
    for i in range(st.num_players):
        p = (st.first_player + i) % st.num_players
        events.extend(effects.draw(st.table, p, HAND_SIZE, R("5-2-1-6"))[1])
    st.pending.append(mulligan_pending(st.first_player))


def answer_start_stage(st: OPState, pending: Pending, pick: str, events: list[Event]) -> None:
    """The Stage chosen (or none, 1-3-5-1) is played from the deck (3-8-3), then the deck is shuffled."""
    p = pending.player
    if pick != "none":
        uid = int(pick)
        events.append(board.move_card(st, uid, "stage", R("3-8-3")))
        events.append(Event("play", f"P{p + 1} plays {board.name(st, uid)} from their deck (start of the game)", R("3-8-3"), p,
                            data={"uid": uid}))
        events.append(effects.shuffle(st.table, st.rng, p, "deck", R("3-2-4")))
    start_of_game(st, pending.context["index"] + 1, events)


def answer_mulligan(st: OPState, player: int, pick: str, events: list[Event]) -> None:
    t = st.table
    st.mulligan_done[player] = True
    if pick == "mulligan":
        for uid in list(t.zone(player, "hand")):
            t.move(uid, "deck", player=player)
        events.append(Event("mulligan", f"P{player + 1} mulligans", R("5-2-1-6-1"), player))
        events.append(effects.shuffle(t, st.rng, player, "deck", R("5-2-1-6-1")))
        events.extend(effects.draw(t, player, HAND_SIZE, R("5-2-1-6-1"))[1])
    else:
        events.append(Event("keep", f"P{player + 1} keeps their hand", R("5-2-1-6"), player))
    nxt = board.opponent(player)
    if not st.mulligan_done[nxt]:
        st.pending.append(mulligan_pending(nxt))
        return
    for p in range(st.num_players):
        place_life(st, p, events)
    start_game(st, events)


def place_life(st: OPState, player: int, events: list[Event]) -> None:
    """5-2-1-7 / 2-9-2-1: as many cards as the leader's life, one at a time from the top of the
    deck, so that the deck's top card ends at the bottom of the life area."""
    lead = board.leader(st, player)
    n = (board.data(st, lead).get("life") or 0) if lead is not None else 0
    for uid in st.table.top(player, "deck", n):
        st.table.move(uid, "life", player=player, position=0)
    events.append(Event("life", f"P{player + 1} places {n} life cards", R("5-2-1-7"), player))


def start_game(st: OPState, events: list[Event]) -> None:
    """5-2-1-8: the first player's turn begins."""
    st.active = st.first_player
    st.turn = 0
    begin_turn(st, st.first_player, events)


# --- the turn (chapter 6) ----------------------------------------------------------------------


def is_first_players_first_turn(st: OPState) -> bool:
    return st.active == st.first_player and st.turns_taken[st.active] == 1


def begin_turn(st: OPState, player: int, events: list[Event]) -> None:
    """Refresh (6-2), draw (6-3), DON!! (6-4), then the main phase (6-5)."""
    st.active = player
    st.turn += 1
    st.turns_taken[player] += 1
    cap = option(st.options, "max_turns")
    if cap is not None and st.turn > cap:
        st.result = Result([], f"turn cap of {cap} turns reached (simulation option max_turns)", None)
        events.append(Event("draw_game", st.result.reason))
        return
    events.append(Event("turn", f"Turn {st.turn}: P{player + 1}", R("6-1-1"), player))
    # 6-2-1, then 6-2-2: "at the start of the turn" effects of both players trigger and resolve
    # before the rest of the refresh phase (the engine's proceed() resolves them, then calls
    # continue_turn).
    st.modifiers = effects.expire(st.modifiers, "turn_start", st.turn, player)
    st.phase = "refresh"
    resolve.trigger(st, "start_of_turn", board.in_play(st, player) + board.in_play(st, board.opponent(player)), events)
    if not (st.stack or st.pending):
        continue_turn(st, events)


def continue_turn(st: OPState, events: list[Event]) -> None:
    """The rest of the refresh phase (6-2-3, 6-2-4), draw (6-3), DON!! (6-4), then the main phase
    begins and "at the start of the main phase" effects of both players trigger (6-5-1)."""
    player = st.active
    refresh_phase(st, player, events)
    draw_phase(st, player, events)
    don_phase(st, player, events)
    st.phase = "main"
    rule_changes.start_of_main(st, player, events)  # effects set "at the start of their next Main Phase"
    resolve.trigger(st, "start_of_main", board.in_play(st, player) + board.in_play(st, board.opponent(player)), events)


def refresh_phase(st: OPState, player: int, events: list[Event]) -> None:
    """After 6-2-1 ("until the start of your turn" effects end, in begin_turn) and 6-2-2: 6-2-3:
    given DON!! return to the cost area; 6-2-4: every rested card of yours becomes active."""
    t = st.table
    for don in list(t.zone(player, "attached_don")):
        t.cards[don].attached_to = None
        t.move(don, "cost_area", player=player)
    # "… will not become active in the next Refresh Phase": those stay rested, this once (1-3-3)
    held = {m.uid for m in st.modifiers if m.keyword == NO_REFRESH and m.uid in t.cards and t.cards[m.uid].controller == player}
    # "all Characters with a cost of 5 or less do not become active in your and your opponent's Refresh Phases" (a continuous
    # grant, OP05-040 Birdcage): those stay rested while it applies
    kept = {u for u in t.zone(player, "characters") if t.peek(u).tapped and NO_REFRESH in board.keywords(st, u)} - held
    for zone in ("leader", "characters", "stage", "cost_area"):
        for uid in t.zone(player, zone):
            if uid not in held and uid not in kept and t.peek(uid).tapped:  # (an active card is left as it is: no copy-on-write copy)
                t.cards[uid].tapped = False
    if held:
        st.modifiers = [m for m in st.modifiers if not (m.keyword == NO_REFRESH and m.uid in held)]
        events.append(Event("effect", f"{', '.join(board.name(st, u) for u in sorted(held))} stay(s) rested (an effect)", R("1-3-3"), player))
    if kept:
        events.append(Event("effect", f"{', '.join(board.name(st, u) for u in sorted(kept))} stay(s) rested (a continuous effect)",
                            R("1-3-3"), player))
    events.append(Event("refresh", f"P{player + 1} refreshes: DON!! return, cards become active", R("6-2-4"), player))


def draw_phase(st: OPState, player: int, events: list[Event]) -> None:
    """6-3-1: draw 1, except the first player's first turn."""
    if is_first_players_first_turn(st):
        events.append(Event("draw_skip", "The first player does not draw on their first turn", R("6-3-1"), player))
        return
    events.extend(effects.draw(st.table, player, 1, R("6-3-1"))[1])


def don_phase(st: OPState, player: int, events: list[Event]) -> None:
    """6-4-1: 2 DON!! (1 on the first player's first turn); 6-4-2 / 6-4-3: fewer if the DON!!
    deck runs short."""
    want = 1 if is_first_players_first_turn(st) else 2
    had_don, before = board.don_on_field(st, player) > 0, set(st.table.zone(player, "cost_area"))
    n = board.don_to_cost_area(st, player, want, R("6-4-1"))
    section = "6-4-1" if n == want else ("6-4-2" if n == 1 else "6-4-3")
    events.append(Event("don", f"P{player + 1} puts {n} DON!! in the cost area", R(section), player))
    placed = [u for u in st.table.zone(player, "cost_area") if u not in before]
    rule_changes.don_phase_gift(st, player, had_don, placed, events)


def end_turn(st: OPState, events: list[Event]) -> None:
    """6-5-2-1 → 6-6-1-1: end-of-turn auto effects trigger (each once, 6-6-1-1-1)."""
    p = st.active
    st.phase = "end"
    events.append(Event("end_phase", f"P{p + 1} ends their main phase", R("6-5-2-1"), p))
    resolve.trigger(st, "end_of_your_turn", board.in_play(st, p), events)
    resolve.trigger(st, "end_of_opponent_turn", board.in_play(st, board.opponent(p)), events)
    for frame in st.delayed:  # "… at the end of this turn" (6-6-1-1)
        frame.chosen = [u for u in frame.chosen if u in st.table.cards and st.table.cards[u].flags.get(DELAYED_REF)]  # 3-1-6
        st.stack.append(frame)
        events.append(Event("trigger", f"{board.name(st, frame.src)}: the effect for the end of this turn happens", R("6-6-1-1"), frame.controller))
    st.delayed = []


def finish_turn(st: OPState, events: list[Event]) -> None:
    """6-6-1-2 / 6-6-1-3: "this turn" effects end; 6-6-1-4: the opponent's turn begins (or an extra turn).
    [Once Per Turn] uses are forgotten (10-2-13)."""
    if deck_out_rule.lose_at_turn_end(st, events):  # a Leader's deck-out rule (1-2-6)
        return
    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, st.active)
    st.modifiers = durations.expire(st.modifiers, st.turn, st.active)
    for card in [st.table.cards[c.uid] for c in st.table.peek_cards() if "_opt" in c.flags]:
        card.flags.pop("_opt")
    following = board.opponent(st.active)
    if st.extra_turns:  # "take an extra turn after this one" (1-3-1 over 6-6-1-4)
        following, st.extra_turns = st.extra_turns[0], st.extra_turns[1:]
        events.append(Event("turn", f"P{following + 1} takes an extra turn", R("1-3-1"), following))
    begin_turn(st, following, events)


# --- rule processing (chapter 9) ---------------------------------------------------------------


def rule_processing(st: OPState, events: list[Event]) -> None:
    """9-2-1: every player who meets a defeat condition loses; both at once → a draw (1-2-3).
    9-2-1-2 (D1, option ``deck_out_is_loss``): a deck at 0 cards."""
    if st.over or st.phase == "setup":
        return
    if not st.losers:
        for zones in st.table.zones:  # (a loop: no generator made at every step)
            if not zones["deck"]:
                break
        else:
            return  # no defeat condition met: no loser, and no deck at 0 cards (read only)
    losers = set(st.losers)
    empty = {p for p in range(st.num_players) if not st.table.zone(p, "deck") and not deck_out_rule.spared(st, p)}
    # 1-2-6: "when your deck is reduced to 0, you win the game instead of losing" (the leader's text)
    wins = {p for p in empty if (lead := board.leader(st, p)) is not None and board.has_rule(st, lead, "rule:deck_out_wins")}
    if option(st.options, "deck_out_is_loss"):
        losers |= empty - wins
    if wins and len(wins) < st.num_players:
        st.losers = []
        st.pending.clear()
        st.result = Result(sorted(wins), f"P{min(wins) + 1} wins: their deck reached 0 cards (their leader's effect)", R("1-2-6"))
        events.append(Event("game_over", st.result.reason, st.result.rule))
        return
    if wins:
        losers = set(range(st.num_players))
    if not losers:
        return
    st.losers = []
    st.pending.clear()
    if len(losers) == st.num_players:
        st.result = Result([], "both players met a defeat condition at once", R("1-2-3"))
    else:
        winners = [p for p in range(st.num_players) if p not in losers]
        why = "deck reached 0 cards" if any(not st.table.zone(p, "deck") for p in losers) else "damage at 0 life"
        st.result = Result(winners, f"P{min(losers) + 1} lost: {why}", R("9-2-1-2" if "deck" in why else "9-2-1-1"))
    events.append(Event("game_over", st.result.reason, st.result.rule))

