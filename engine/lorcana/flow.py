"""Game flow: setup (3.1), the turn structure (4.1-4.4), state checks (1.9) and the loop that
resolves the bag (8.7) between player decisions.

``advance`` runs every automatic step until a player must decide. The order inside it is the
rules' order: finish the current resolution; state check (repeated until nothing changes, 1.9.3);
then the triggers it caused enter the bag (1.9.4); resolve the bag (8.7.4-8.7.7); only when the
bag is empty does the game move on to the next step (8.7.8).
"""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, Result, effects
from engine.core.cardmap import owned_get

from . import (  # noqa: F401  (register the resolvers of the ops they carry out)
    banish_for_weaker,
    banish_or_return,
    banish_total_strength,
    banish_weaker,
    bottom_for_lore,
    damage_moves,
    deck_order,
    deck_placements,
    deck_scry,
    discard_any,
    discard_bottom_or_banish,
    discard_either,
    discard_for_damage,
    discard_inkwell,
    discard_named,
    discard_permit,
    discard_shuffle,
    discard_to_size,
    draw_bottom,
    each_player_plays,
    exert_costs,
    exert_same_name,
    extra_ink,
    gather_damage,
    gather_yours,
    granted_abilities,
    hand_cycle,
    hand_size,
    hand_to_bottom,
    heal_and_ready,
    heal_spread,
    highest_reveal,
    inkwell_look,
    inkwell_random,
    inkwell_state,
    look_deck_top,
    look_each_kind,
    look_take_or_place,
    look_take_or_play,
    look_top_take,
    may_draw_each,
    may_ink_top,
    may_nothing,
    name_return,
    named_discount,
    next_play,
    opponent_choice,
    opponent_decides,
    or_banish,
    others_discard,
    per_opponent,
    play_free_from,
    play_it,
    play_same_name,
    play_up_to_it_cost,
    play_were_under,
    players_refill,
    resolve_ink_drops,
    resolve_modes,
    resolve_moves,
    resolve_ops,
    resolve_while_source,
    return_by_strength,
    return_per_count,
    reveal_and_play,
    reveal_inks,
    reveal_many,
    reveal_play,
    reveal_repeat,
    reveal_until,
    scatter,
    search_deck,
    shift_free,
    shuffle_reveal_same,
    top_card_plays,
    top_play_free,
    trigger_singers,
    under,
    under_faceup,
    under_moves,
    unless_bottom,
    unless_discard,
)
from .characteristics import (
    _NO_BASE,
    alive_players,
    ctype,
    has,
    in_play,
    in_play_types,
    maybe_keywords,
    name,
    nobody_has,
    reading,
    stat,
    turn_order_from,
)
from .lore_locks import lore_gain
from .must_choose import narrowed
from .prohibitions import expire_at_turn_start
from .ready_limit import ready_some, take_limit
from .resolve import push_ability, run_frames
from .rules import R, R_new
from .state import LorcanaState
from .triggers import choose_from_bag, emit, flush_waiting
from .turn_actions import challenge_damage
from .win_target import win_target
from .zones import banish, draw, lethal, lethal_candidates

WIN_LORE = 20
_CANT_READY = frozenset({"cant_ready", "cant_ready_any", "cant_ready_unless_location"})
"""The keywords that keep a card from readying in the Ready step (4.2.1.1)."""


# --- 1.9 state checks -------------------------------------------------------------------------

def state_checks(st: LorcanaState, events: list[Event], clear: bool = False) -> bool:
    """1.9.2: win/lose first (a player who wins and loses at once wins, 1.9.2.1), then banish
    characters and locations with lethal damage, together (1.9.5); repeat until nothing changes.
    ``clear``: the last check found no card that may have lethal damage (zones.lethal_candidates)
    and nothing since could have given one any (:data:`LETHAL_NEUTRAL`), so none is looked for.
    Returns whether this check found none (False once a card was banished)."""
    target = int(st.options.get("win_lore", WIN_LORE))
    while st.result is None:
        # 1.9.1.1 / 1.9.1.2 asked only when some player has the lore or drew from an empty deck
        # (win_target is never below ``target``: a player with less lore can't have won)
        if max(st.lore) >= target or True in st.drew_empty:
            outcome = _wins_and_losses(st, events, target)
            if outcome == "won":
                return False
            if outcome == "lost":
                clear = False
                continue
        if clear:
            return True
        maybe = lethal_candidates(st)  # (zones.lethal_candidates: reads card data and damage only)
        if not maybe:
            return True
        with reading(st):  # a read-only look (engine.lorcana.characteristics.reading)
            dead = _lethal_of(st, maybe)
        if not dead:
            return False
        banish(st, dead, R("1.9.1.3"), events)
    return False


def _lethal_of(st: LorcanaState, uids: list[int]) -> list[int]:
    """Those of ``uids`` with lethal damage (zones.lethal), in order."""
    return [u for u in uids if lethal(st, u)]


def _wins_and_losses(st: LorcanaState, events: list[Event], target: int) -> str | None:
    """1.9.1.1 / 1.9.1.2 for :func:`state_checks`: "won" (the game is over), "lost" (players were
    eliminated: check again) or None. (Apart, so that state_checks' own variables stay plain locals:
    a variable a comprehension reads is a cell, made on every call.)"""
    winners = [p for p in alive_players(st) if st.lore[p] >= target and st.lore[p] >= win_target(st, p, target)]
    losers = [p for p in alive_players(st) if st.drew_empty[p] and p not in winners]
    for p in range(st.num_players):
        st.drew_empty[p] = False
    if winners:
        st.result = Result(winners, f"{', '.join(f'P{p + 1}' for p in winners)} reached {win_target(st, winners[0], target)} lore", R("1.9.1.1"))
        st.pending.clear()
        events.append(Event("win", st.result.reason, R("1.9.1.1")))
        return "won"
    if losers:
        for p in losers:
            eliminate(st, p, events, R("1.9.1.2"), "tried to draw from an empty deck")
        return "lost"
    return None


LETHAL_NEUTRAL = frozenset({"start", "draw", "main", "challenge_end", "end_cleanup", "next_turn"})
"""The agenda steps (:func:`run_agenda`) after which :func:`state_checks` finds no card that may have
lethal damage if it found none before (1.9.1.3): none deals or puts damage, puts a card into play, adds
an effect or changes the cards in play, so what zones.lethal_candidates reads stays as it was, but for
effects that end (4.2.1.3, 4.3.6.18, 4.4.1.3): an effect on willpower makes its card a candidate, so
with none found, none ends. Triggers they cause only wait (7.4.1). tests/lorcana/test_state_check_skip.py
compares."""


def eliminate(st: LorcanaState, player: int, events: list[Event], rule, why: str) -> None:
    """3.2.1.2 / 1.10.2.3: the player loses; their cards in play and their pending abilities and
    effects are removed; with several players left the game goes on; the last one wins (3.2.1.3)."""
    st.alive[player] = False
    events.append(Event("lose", f"P{player + 1} loses: {why}", rule, player))
    st.bag = [w for w in st.bag if w["player"] != player]
    st.waiting = [w for w in st.waiting if w["player"] != player]
    st.modifiers = [m for m in st.modifiers if m.player != player]
    st.floating = [f for f in st.floating if f.get("player") != player]
    st.pending = [p for p in st.pending if p.player != player]
    st.frames = [f for f in st.frames if f["player"] != player]
    st.delayed = [d for d in st.delayed if d.get("trigger", {}).get("player") != player]
    remove_cards(st, player)
    left = alive_players(st)
    if len(left) == 1:
        # the reason names the loser as the other games' results do ("P1 conceded"); the winner is in ``winners``
        st.result = Result(left, f"P{player + 1} {why}", rule if st.num_players == 2 else R("3.2.1.3"))
        st.pending.clear()
        return
    if st.phase == "setup" and not st.pending:
        choose_starting_player(st, left[0], events)
    elif st.phase == "mulligan" and not any(p.kind == "mulligan" for p in st.pending):
        next_mulligan(st, player, events)
    elif st.active == player and st.phase not in ("setup", "mulligan"):
        st.challenge = None
        st.agenda = ["end_cleanup", "next_turn"]


def remove_cards(st: LorcanaState, player: int) -> None:
    """1.10.2.3: every card of a player who leaves the game is removed from it (zone ``outside``,
    out of every view), with the effects on and of those cards; characters at one of their
    locations are no longer at a location."""
    gone = [u for u, c in st.table.cards.peek_items() if (c.owner == player or c.controller == player) and c.zone != "outside"]
    for uid in gone:
        card = st.table.cards[uid]
        st.table.move(uid, "outside", player=card.owner)
        card.tapped, card.damage, card.flags, card.attached_to = False, 0, {}, None
        card.known_to.clear()
    out = set(gone)
    linked = [u for u, c in st.table.cards.peek_items() if c.flags.get("at") in out or c.attached_to in out]
    for uid in linked:  # (only the cards written are copied: see engine.core.cardmap)
        card = st.table.cards[uid]
        if card.flags.get("at") in out:
            card.flags.pop("at")
        if card.attached_to in out:
            card.attached_to = None
    st.modifiers = [m for m in st.modifiers if m.uid not in out]  # a challenge with one of them ends without damage (4.3.6.23)


# --- the loop ---------------------------------------------------------------------------------

def advance(st: LorcanaState, events: list[Event]) -> None:
    guard = 0
    clear = False  # (state_checks: the last one found no card that may have lethal damage, nothing since could give one any)
    while st.result is None and not st.pending:  # (not st.over)
        guard += 1
        if guard > 10_000:
            raise RuntimeError("advance did not settle")
        if st.frames:
            clear = False
            if st.frames[-1].pop("check_first", False):
                # 7.1.6: the ability that played a card has fully resolved; the game state is
                # checked before that card resolves (or enters play)
                state_checks(st, events)
                if st.result is not None:  # (st.over)
                    return
            if run_frames(st, events):
                return
            continue
        clear = state_checks(st, events, clear)
        if st.result is not None:  # (st.over)
            return
        if st.waiting:
            flush_waiting(st, events)
        if st.bag:
            got = choose_from_bag(st)
            if isinstance(got, Pending):
                st.pending.append(got)
                return
            if got is not None:
                start_trigger(st, got, events)
                clear = False
                continue
        if st.agenda:
            step = st.agenda.pop(0)
            run_agenda(st, step, events)
            if step == "main" and not (st.agenda or st.frames or st.waiting or st.bag or st.pending):
                return  # the main phase begins (4.3.1) with nothing to do: the state check just made finds the same (1.9)
            clear = clear and step in LETHAL_NEUTRAL
            continue
        return


def start_trigger(st: LorcanaState, w: dict, events: list[Event]) -> None:
    """8.7.4: resolve one triggered ability completely."""
    events.append(Event("resolve", f"Resolving {w.get('text', '')}", R("8.7.4"), w["player"]))
    if w["ability"] == -1:
        support(st, w, events)
        return
    if w["ability"] == -2:  # Vanish (2.2.0 8.14.1-8.14.2, outside the seed documents): banish this character if still in play
        if st.table.cards[w["source"]].zone == "play":
            banish(st, [w["source"]], R_new("8.14.2"), events)
        return
    push_ability(st, "ability", w["player"], w["source"], w["card_id"], w["ability"], w.get("trigger"), events,
                 root_path=w.get("root_path"), it=w.get("it"))


def support(st: LorcanaState, w: dict, events: list[Event]) -> None:
    """10.11.1: you may choose another character; it gets this character's {S} this turn (P5:
    the value is fixed when the trigger resolves)."""
    uid = w["source"]
    if st.table.cards[uid].zone != "play":
        return
    from .characteristics import has

    others = [u for u in in_play(st) if u != uid and ctype(st, u) == "character"
              and not (st.table.cards[u].controller != w["player"] and has(st, u, "Ward"))]
    if not others:
        return
    others = narrowed(st, w["player"], others)  # "opponents must choose this character … if able" (2.2.0 6.7.3.2)
    st.pending.append(Pending(w["player"], "support", f"Support: add {name(st, uid)}'s strength to another character?",
                              [Option(str(u), name(st, u)) for u in others], 0, 1, R("10.11.1"), {"uid": uid}))


def finish_support(st: LorcanaState, pending: Pending, picks: list[str], events: list[Event]) -> None:
    uid = pending.context["uid"]
    if not picks or st.table.cards[uid].zone != "play":
        return
    target = int(picks[0])
    n = max(0, stat(st, uid, "strength"))
    st.modifiers.append(Modifier(target, "strength", n, duration="this_turn", player=pending.player, turn=st.turn, source=uid))
    events.append(Event("support", f"{name(st, target)} gets +{n} strength this turn (Support)", R("10.11.1"), pending.player))
    emit(st, "support_chosen_yours", target, supporter=uid, subject_is_it=True)  # "whenever one of your characters is chosen for Support" ("they": the chosen one, even this card)


def run_agenda(st: LorcanaState, step: str, events: list[Event]) -> None:
    if step == "start":
        ready_and_set(st, events)
    elif step == "draw":
        draw_step(st, events)
    elif step == "main":
        st.phase = "main"
        events.append(Event("phase", f"P{st.active + 1}'s main phase", R("4.3.1"), st.active))
    elif step == "challenge_damage":
        challenge_damage(st, events)
    elif step == "challenge_end":
        if st.challenge:
            events.append(Event("challenge_end", "The challenge ends", R("4.3.6.18")))
            st.modifiers = [m for m in st.modifiers if m.duration != "this_battle"]  # "from the challenge" (7.7.1)
        st.challenge = None
        for d in [d for d in st.delayed if d.get("when") == "challenge_end"]:  # "ready this character after the challenge" (7.4.7.2)
            st.delayed.remove(d)
            st.waiting.append(d["trigger"])
    elif step == "end_cleanup":
        end_cleanup(st, events)
    elif step == "next_turn":
        next_turn(st, events)


def end_cleanup(st: LorcanaState, events: list[Event]) -> None:
    """4.4.1.3: the effects and records of this turn end. (Apart from :func:`run_agenda`, so that its
    ``st`` stays a plain local: a variable a comprehension reads is a cell, made on every call.)"""
    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, st.active)
    turn = st.turn
    st.floating = [f for f in st.floating if f.get("turn") != turn]
    events.append(Event("expire", "\"This turn\" effects end", R("4.4.1.3"), st.active))


def drop_setup_records(st: LorcanaState) -> None:
    """The game's first turn begins (3.1.7): the records the set-up made (its draws, 3.1.5-3.1.6)
    belong to no turn, so nothing reads them; they go, as each turn's go at its end (4.4.1.3)."""
    if any(f.get("turn") == 0 for f in st.floating):
        st.floating = [f for f in st.floating if f.get("turn") != 0]


def next_turn(st: LorcanaState, events: list[Event]) -> None:
    """4.4.1.4 / 1.10.2.1: the next player (to the left) begins their turn."""
    n = len(st.players)  # (st.num_players)
    order = turn_order_from(st, (st.active + 1) % n)
    st.active = order[0]
    st.turn += 1
    st.inked = [0] * n
    st.phase = "start"
    st.agenda = ["start", "draw", "main"]


def ready_and_set(st: LorcanaState, events: list[Event]) -> None:
    """4.2.1 Ready step and 4.2.2 Set step (nothing can enter play in between)."""
    p = st.active
    events.append(Event("turn", f"Turn {st.turn}: P{p + 1}", R("4.1.1"), p))
    held = ready_held(st)
    peek, zones = st.table.peek, st.table.zones[p]  # reading only (Table.zone would copy a shared list)
    cards = st.table.cards
    base = cards._base or _NO_BASE  # type: ignore[attr-defined]
    own = owned_get(cards)
    limit = take_limit(st, p) if st.floating else None  # "can't ready more than 1 of their characters" (engine.lorcana.ready_limit)
    limited: list[int] = []
    for zone in ("play", "inkwell"):
        asked = held and zone == "play"
        for uid in zones[zone]:
            card = own(uid) or base.get(uid) or peek(uid)  # Table.peek inlined: reading only; written through st.table.cards below
            if asked:
                away = not card.flags.get("at")  # "… unless they're at a location" (Pepa Madrigal)
                unless_at = away and has(st, uid, "cant_ready_unless_location")
                if has(st, uid, "cant_ready") or has(st, uid, "cant_ready_any") or unless_at:
                    events.append(Event("no_ready", f"{name(st, uid)} can't ready this turn", R("4.2.1.1"), p))
                    continue
            if limit is not None and zone == "play" and card.tapped and ctype(st, uid) == "character":
                limited.append(uid)
                continue
            if card.tapped:
                st.table.cards[uid].tapped = False  # 4.2.1.1
                if zone == "play":
                    emit(st, "readied_self", uid)  # "whenever you ready this character" (to the bag in the Set step, 4.2.1.4)
    if limit is not None:
        ready_some(st, p, limited, limit, events)
    st.modifiers = effects.expire(st.modifiers, "turn_start", st.turn, p)  # 4.2.1.3
    expire_at_turn_start(st, p)
    events.append(Event("ready", f"P{p + 1} readies their cards", R("4.2.1.1"), p))
    emit(st, "turn_start", None)  # 4.2.1.4: added to the bag in the Set step
    for uid in zones["play"]:
        if "drying" in peek(uid).flags:
            st.table.cards[uid].flags.pop("drying")  # 4.2.2.1
    gained = lore_gain(st, p, locations_lore(st, p), events)  # 1.2.2: "can't gain lore"
    if gained:
        st.lore[p] += gained
        events.append(Event("lore", f"P{p + 1} gains {gained} lore from locations", R("4.2.2.2"), p))


def ready_held(st: LorcanaState) -> bool:
    """Whether some card may have "can't ready" (4.2.1.1) now: not :func:`nobody_has` of each such
    keyword, read as ``not in`` :func:`maybe_keywords` (one set for the three).
    tests/lorcana/test_turn_start_shortcuts.py compares."""
    return not _CANT_READY.isdisjoint(maybe_keywords(st))


def locations_lore(st: LorcanaState, p: int) -> int:
    """4.2.2.2: the lore of ``p``'s locations in play (``p`` still in). Each card's type is read from
    :func:`in_play_types` (ctype of every card in play, kept with the static index), and with no
    location in play there is none to read. tests/lorcana/test_turn_start_shortcuts.py compares."""
    types = in_play_types(st)
    if "location" not in types.values():
        return 0
    return sum(max(0, stat(st, u, "lore")) for u in st.table.zones[p]["play"] if types[u] == "location")


def draw_step(st: LorcanaState, events: list[Event]) -> None:
    """4.2.3.2: the active player draws 1, except on the first turn of the game (skipped, 7.7.3)."""
    if st.turn == 1:
        events.append(Event("skip_draw", "The starting player skips the draw on the first turn", R("4.2.3.2"), st.active))
        return
    skipper = None if nobody_has(st, "skip_draw") else next((u for u in in_play(st, st.active) if has(st, u, "skip_draw")), None)
    if skipper is not None:  # 7.7.3: "skip your turn's Draw step" is a replacement effect: the step doesn't happen
        events.append(Event("skip_draw", f"P{st.active + 1} skips the Draw step ({name(st, skipper)})", R("7.7.3"), st.active))
        return
    draw(st, st.active, 1, R("4.2.3.2"), events)


# --- 3.1 setup --------------------------------------------------------------------------------

def begin_setup(st: LorcanaState, events: list[Event]) -> None:
    """3.1.2: a randomly chosen player chooses the starting player (option ``starting_player``
    fixes it, e.g. the loser of the previous game chooses)."""
    fixed = st.options.get("starting_player")
    if isinstance(fixed, int) and 0 <= fixed < st.num_players:
        choose_starting_player(st, fixed, events)
        return
    st.chooser = st.rng.randrange(st.num_players)
    events.append(Event("setup", f"P{st.chooser + 1} is chosen at random to pick the starting player", R("3.1.2"), st.chooser))
    st.pending.append(Pending(st.chooser, "starting_player", "Choose the starting player",
                              [Option(str(p), f"P{p + 1}") for p in range(st.num_players)], 1, 1, R("3.1.2")))


def choose_starting_player(st: LorcanaState, first: int, events: list[Event]) -> None:
    """3.1.3-3.1.6: shuffle, lore 0, draw 7, then alter hands in turn order."""
    st.starting_player = first
    st.active = first
    events.append(Event("setup", f"P{first + 1} will go first", R("3.1.2"), first))
    for p in turn_order_from(st, first):
        events.append(effects.shuffle(st.table, st.rng, p, "deck", R("3.1.3")))
    for p in turn_order_from(st, first):
        draw(st, p, 7, R("3.1.5"), events)
    st.phase = "mulligan"
    ask_mulligan(st, first)


def ask_mulligan(st: LorcanaState, p: int) -> None:
    hand = st.table.zone(p, "hand")
    st.pending.append(Pending(p, "mulligan", "Choose any cards to put on the bottom of your deck (alter your hand)",
                              [Option(str(u), name(st, u)) for u in hand], 0, len(hand), R("3.1.6"), {}))


def mulligan(st: LorcanaState, p: int, picks: list[int], events: list[Event]) -> None:
    """3.1.6.1-3.1.6.2: put cards face down on the bottom without revealing, draw back to 7;
    3.1.6.4: once everyone has decided, each player who altered shuffles."""
    for uid in picks:
        st.table.move(uid, "deck", player=p, position=None)
        st.table.cards[uid].known_to.clear()
    st.mulliganed[p] = bool(picks)
    events.append(Event("mulligan", f"P{p + 1} puts {len(picks)} card(s) on the bottom of their deck", R("3.1.6.1"), p))
    if picks:
        draw(st, p, len(picks), R("3.1.6.2"), events)
    next_mulligan(st, p, events)


def next_mulligan(st: LorcanaState, after: int, events: list[Event]) -> None:
    """3.1.6.3: the next player in turn order alters their hand; then 3.1.6.4 and 3.1.7."""
    n = st.num_players
    order = [(st.starting_player + i) % n for i in range(n)]
    for q in order[order.index(after) + 1:]:
        if st.alive[q]:
            ask_mulligan(st, q)
            return
    for q in order:
        if not st.alive[q]:
            continue
        if st.mulliganed[q]:
            events.append(effects.shuffle(st.table, st.rng, q, "deck", R("3.1.6.4")))
    st.drew_empty = [False] * st.num_players
    drop_setup_records(st)
    st.turn = 1
    st.phase = "start"
    st.active = turn_order_from(st, st.starting_player)[0]
    st.agenda = ["start", "draw", "main"]  # 3.1.7
