"""More cards of the real lists, each played in an engine game, clause by clause: a Stage that
lowers the cost of playing {Celestial Dragons} Characters (OP05-097, 2-7-1), "when a card is trashed
from your hand by an effect" (OP14-045, OP14-049, OP14-056; 8-1-3-1), the opponent's hand returned
to their deck and 5 drawn (OP06-047). "Up to" allows 0 (1-3-5-1)."""

from __future__ import annotations

from engine.core import Action
from engine.core.cards import CardPool
from engine.onepiece import board, game
from engine.onepiece.state import OPState

from .helpers import (
    act,
    choose,
    clear,
    give_don,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    to_turn,
)
from .helpers import (
    add_top as add,
)

pytestmark = needs_npm



def set_don(st: OPState, player: int, active: int) -> None:
    """Exactly ``active`` active DON!! in the cost area (the rest in the DON!! deck)."""
    for uid in list(st.table.zone(player, "cost_area")):
        board.return_one_don(st, uid)
    give_don(st, player, active)


def can_play(st: OPState, uid: int) -> bool:
    return any(a.type == "play" and a.args.get("uid") == uid for a in game.ENGINE.legal_actions(st, st.active))


# --- OP05-097 Mary Geoise (Stage) "[Your Turn] The cost of playing {Celestial Dragons} type Character
# cards with a cost of 2 or more from your hand will be reduced by 1." (2-7-1) ----------------------

def test_op05_097_mary_geoise_lowers_celestial_dragons_of_cost_2_or_more(real_pool: CardPool):
    st = to_turn(new_game(), 3)
    add(st, real_pool, "OP05-097", 0, "stage")
    jalmac = add(st, real_pool, "OP13-085", 0, "hand")  # {Celestial Dragons}, cost 2
    shalria = add(st, real_pool, "OP13-086", 0, "hand")  # {Celestial Dragons}, cost 1: not reduced
    deckhand = put(st, 0, "FX01-003", "hand")  # cost 2, no {Celestial Dragons}: not reduced
    assert board.data(st, jalmac)["cost"] == 2 and board.data(st, shalria)["cost"] == 1
    assert board.play_price(st, jalmac) == 1
    assert board.play_price(st, shalria) == 1
    assert board.play_price(st, deckhand) == 2
    set_don(st, 0, 1)
    assert can_play(st, jalmac) and not can_play(st, deckhand)
    st = act(st, "play", uid=jalmac)  # 2-7-1: pays 1 DON!!, not 2
    assert jalmac in st.table.zone(0, "characters") and not board.active_don(st, 0)


def test_op05_097_mary_geoise_only_on_your_turn_and_only_your_hand(real_pool: CardPool):
    st = to_turn(new_game(), 4)  # P2's turn: [Your Turn] of P1's Stage does not apply (8-3-2-4)
    add(st, real_pool, "OP05-097", 0, "stage")
    mine = add(st, real_pool, "OP13-085", 0, "hand")
    assert board.play_price(st, mine) == 2
    theirs = add(st, real_pool, "OP13-085", 1, "hand")  # the opponent's card: not "your hand"
    assert board.play_price(st, theirs) == 2
    set_don(st, 1, 1)
    assert not can_play(st, theirs)


def test_op05_097_mary_geoise_in_the_hand_does_nothing(real_pool: CardPool):
    st = to_turn(new_game(), 3)
    add(st, real_pool, "OP05-097", 0, "hand")  # not in play: its continuous text is not in effect
    jalmac = add(st, real_pool, "OP13-085", 0, "hand")
    assert board.play_price(st, jalmac) == 2


# --- "When a card is trashed from your hand by an effect, …" (8-1-3-1; an instruction or a cost of
# an ability, 8-3-1, of either player): OP14-045 Kuroobi and OP14-049 Jinbe "… this Character gains
# [Rush] during this turn."; OP14-056 Wadatsumi "This Character cannot attack. When a card is
# trashed from your hand by an effect, this Character's effect is negated during this turn." ------

def can_attack(st: OPState, uid: int) -> bool:
    return any(a.type == "attack" and a.args.get("attacker") == uid for a in game.ENGINE.legal_actions(st, st.active))


def main_turn_with(real_pool: CardPool, number: str, entered_turn: int) -> tuple[OPState, int]:
    st = to_turn(new_game(), 3)
    uid = add(st, real_pool, number, 0, "characters", entered_turn=entered_turn)
    set_don(st, 0, 10)
    return st, uid


def test_op14_045_kuroobi_gains_rush_when_an_instruction_trashes_from_your_hand(real_pool: CardPool):
    st, kuroobi = main_turn_with(real_pool, "OP14-045", entered_turn=3)  # played this turn
    assert not can_attack(st, kuroobi)  # 3-7-4 … no [Rush] yet
    spare = put(st, 0, "FX01-003", "hand")
    drawer = add(st, real_pool, "OP12-095", 0, "hand")  # [On Play] Draw 1 card and trash 1 card from your hand.
    st = act(st, "play", uid=drawer)
    assert pending_kind(st) is not None and str(spare) in option_ids(st)
    st = choose(st, spare)
    while st.pending:  # nothing else to decide but the order of the effects
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[spare].zone == "trash"
    assert "Rush" in board.keywords(st, kuroobi) and can_attack(st, kuroobi)
    st = to_turn(st, 5)  # "during this turn": gone on the next turn
    assert "Rush" not in board.keywords(st, kuroobi)


def test_op14_045_kuroobi_gains_rush_when_a_cost_trashes_from_your_hand(real_pool: CardPool):
    st, kuroobi = main_turn_with(real_pool, "OP14-045", entered_turn=3)
    spare = put(st, 0, "FX01-003", "hand")
    payer = add(st, real_pool, "ST04-008", 0, "hand")  # [On Play] You may trash 1 card from your hand: Add up to 1 DON!! …
    st = act(st, "play", uid=payer)
    while st.pending and str(spare) not in option_ids(st):
        st = choose(st, option_ids(st)[0])  # "you may": yes
    st = choose(st, spare)
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[spare].zone == "trash"
    assert can_attack(st, kuroobi)


def test_trashed_from_hand_not_by_playing_an_event_nor_for_a_card_in_the_hand(real_pool: CardPool):
    st, kuroobi = main_turn_with(real_pool, "OP14-045", entered_turn=3)
    event = add(st, real_pool, "OP03-095", 0, "hand")  # an Event goes to the trash when played (8-4-2): not trashed by an effect
    st = act(st, "play", uid=event)
    assert st.table.cards[event].zone == "trash" and not st.pending and not can_attack(st, kuroobi)
    clear(st, 0, "characters")
    in_hand = add(st, real_pool, "OP14-045", 0, "hand")  # not in play: its auto effect does not trigger (8-1-3-1)
    spare = put(st, 0, "FX01-003", "hand")
    drawer = add(st, real_pool, "OP12-095", 0, "hand")
    st = act(st, "play", uid=drawer)
    step = game.ENGINE.apply(st, Action("choose", 0, {"picks": [str(spare)]}))
    assert st.table.cards[spare].zone == "hand" and step.state.table.cards[spare].zone == "trash"
    assert not [e for e in step.events if e.kind == "trigger"] and step.state.table.cards[in_hand].zone == "hand"


def test_op14_049_jinbe_gains_rush_when_the_opponent_makes_you_trash(real_pool: CardPool):
    st = to_turn(new_game(), 4)  # P2's turn: P2's effect makes P1 trash from P1's hand
    jinbe = add(st, real_pool, "OP14-049", 0, "characters", entered_turn=3)
    for _ in range(5):
        put(st, 0, "FX01-003", "hand")
    target = st.table.zone(0, "hand")[0]
    set_don(st, 1, 10)
    rob = add(st, real_pool, "OP09-087", 1, "hand")  # [On Play] If your opponent has 5 or more cards in their hand, your opponent trashes 1
    st = act(st, "play", uid=rob)
    assert st.pending and st.pending[0].player == 0  # 10-2-14-1: P1 chooses which card
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"
    assert "Rush" in board.keywords(st, jinbe)  # gained during this (P2's) turn


def test_op14_056_wadatsumi_cannot_attack_until_its_effect_is_negated(real_pool: CardPool):
    st, wadatsumi = main_turn_with(real_pool, "OP14-056", entered_turn=1)
    assert not can_attack(st, wadatsumi)  # "This Character cannot attack." (1-3-3)
    spare = put(st, 0, "FX01-003", "hand")
    drawer = add(st, real_pool, "OP12-095", 0, "hand")
    st = act(st, "play", uid=drawer)
    st = choose(st, spare)
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert board.negated(st, wadatsumi)  # 8-2-1-1: its "cannot attack" no longer applies
    assert can_attack(st, wadatsumi)
    st = to_turn(st, 5)  # "during this turn"
    assert not board.negated(st, wadatsumi) and not can_attack(st, wadatsumi)


# --- OP06-047 Charlotte Pudding "[On Play] Your opponent returns all cards in their hand to their deck
# and shuffles their deck. Then, your opponent draws 5 cards." (3-2-4, 4-5) ------------------------

def test_op06_047_pudding_returns_the_opponents_hand_then_they_draw_5(real_pool: CardPool):
    st = to_turn(new_game(), 3)
    set_don(st, 0, 10)
    mine = list(st.table.zone(0, "hand"))
    theirs = list(st.table.zone(1, "hand"))
    deck_before = len(st.table.zone(1, "deck"))
    assert len(theirs) != 5
    pudding = add(st, real_pool, "OP06-047", 0, "hand")
    st = act(st, "play", uid=pudding)
    assert not st.pending
    assert all(st.table.cards[u].zone == "deck" or u in st.table.zone(1, "hand") for u in theirs)
    assert len(st.table.zone(1, "hand")) == 5  # then draws 5
    assert len(st.table.zone(1, "deck")) == deck_before + len(theirs) - 5
    assert st.table.zone(0, "hand") == mine  # your own hand is untouched


def test_op06_047_pudding_with_an_empty_opponent_hand_still_draws_5(real_pool: CardPool):
    st = to_turn(new_game(), 3)
    set_don(st, 0, 10)
    for uid in list(st.table.zone(1, "hand")):
        st.table.move(uid, "deck", player=1)
    pudding = add(st, real_pool, "OP06-047", 0, "hand")
    st = act(st, "play", uid=pudding)
    assert len(st.table.zone(1, "hand")) == 5
