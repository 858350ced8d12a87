""""Up to N" means up to: every effect op that takes an amount or chooses cards lets the player take
any number from 0 to N (ONE PIECE 1-3-5-1), never more than the text demands; a choice with one
legal answer is made, logged with the option and the reason, and the player's own ``choose`` with
that answer is accepted. One test per op (cards written for the test, played through the engine)."""

from __future__ import annotations

import itertools

from engine.core import Action
from engine.onepiece import board
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import choose, clear, give_don, leader, new_game, option_ids, pending_kind, put, to_turn

_NUMBERS = itertools.count(1)


def card(st: OPState, player: int, zone: str, text: str, *, type_: str = "Event", cost: int = 0, power: int | None = None) -> int:
    """A card with ``text`` (written for the test) put in ``zone``."""
    number = f"UT01-{next(_NUMBERS):03d}"
    st.cards[number] = card_data(number=number, name=f"Test {number}", type=type_, colors=["Red"], cost=cost,
                                 power=power if power is not None else (3000 if type_ == "Character" else None),
                                 counter=1000 if type_ == "Character" else None, text=text, set="UT01")
    return st.table.add(number, player, zone, position=0 if zone in ("deck", "life") else None).uid


def main_turn() -> OPState:
    st = to_turn(new_game(), 3)
    clear(st, 0, "cost_area")
    give_don(st, 0, 2)
    return st


def play(st: OPState, text: str) -> tuple[OPState, list]:
    uid = card(st, 0, "hand", text)
    step = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    return step.state, step.events


def test_add_don_up_to_two_takes_any_number_from_zero():
    # ONE PIECE 1-3-5-1 ("up to" allows 0), 8-4-1-5: add up to 2 DON!! from the DON!! deck
    for pick in ("0", "1", "2"):
        st = main_turn()
        before = len(st.table.zone(0, "don_deck"))
        st, _ = play(st, "[Main] Add up to 2 DON!! cards from your DON!! deck and set them as active.")
        assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
        assert st.pending[0].rule.section == "1-3-5-1"
        st = choose(st, pick)
        assert len(st.table.zone(0, "don_deck")) == before - int(pick)


def test_add_don_with_an_empty_don_deck_is_logged_and_the_echo_accepted():
    # ONE PIECE 1-3-5-1, 1-3-2: nothing to add — the only legal number (0) is taken and logged
    st = main_turn()
    for uid in list(st.table.zone(0, "don_deck")):
        st.table.move(uid, "cost_area", player=0)
    st, events = play(st, "[Main] Add up to 1 DON!! card from your DON!! deck and rest it.")
    assert pending_kind(st) is None
    only = [e for e in events if e.kind == "only_choice"]
    assert only and "0 DON!!" in only[0].text and "no DON!!" in only[0].text
    echo = ENGINE.apply(st, Action("choose", 0, {"picks": ["0"]}))  # accepted, not "unknown action"
    assert echo.events[0].kind == "only_choice" and echo.state.steps == st.steps + 1


def test_set_don_active_up_to():
    # ONE PIECE 1-3-5-1: "set up to 1 of your DON!! cards as active" — 0 leaves them rested
    st = main_turn()
    give_don(st, 0, 2, rested=True)
    st, _ = play(st, "[Main] Set up to 1 of your DON!! cards as active.")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "0")
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 2


def test_give_don_up_to_zero_asks_no_target():
    # ONE PIECE 1-3-5-1, 6-5-5: "give up to 1 rested DON!!" — 0 given, so no card is chosen
    st = main_turn()
    give_don(st, 0, 1, rested=True)
    st, _ = play(st, "[Main] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.")
    assert pending_kind(st) == "amount"
    st = choose(st, "0")
    assert pending_kind(st) is None and board.attached(st, leader(st, 0)) == []


def test_deck_to_life_up_to_one_with_one_card_left_does_not_deck_out():
    # ONE PIECE 1-3-5-1, 9-2-1-2: "add up to 1 card from the top of your deck to your Life" — taking 0
    # keeps the last deck card, so the player does not lose by deck-out
    st = main_turn()
    clear(st, 0, "deck")
    put(st, 0, "FX01-003", "deck")
    life = len(st.table.zone(0, "life"))
    st, _ = play(st, "[Main] Add up to 1 card from the top of your deck to the top of your Life cards.")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "0")
    assert not st.over and len(st.table.zone(0, "deck")) == 1 and len(st.table.zone(0, "life")) == life


def test_deck_to_life_up_to_two_takes_one():
    # ONE PIECE 1-3-5-1: any number from 0 to N
    st = main_turn()
    life = len(st.table.zone(0, "life"))
    st, _ = play(st, "[Main] Add up to 2 cards from the top of your deck to the top of your Life cards.")
    st = choose(st, "1")
    assert len(st.table.zone(0, "life")) == life + 1


def test_deck_to_life_without_up_to_is_exact():
    # ONE PIECE 1-3-2: "add 1 card" demands 1 — no question
    st = main_turn()
    life = len(st.table.zone(0, "life"))
    st, _ = play(st, "[Main] Add 1 card from the top of your deck to the top of your Life cards.")
    assert pending_kind(st) is None and len(st.table.zone(0, "life")) == life + 1


def test_life_to_hand_up_to():
    # ONE PIECE 1-3-5-1, 3-10: "add up to 1 card from the top of your Life cards to your hand"
    st = main_turn()
    life, hand = len(st.table.zone(0, "life")), len(st.table.zone(0, "hand"))
    st, _ = play(st, "[Main] Add up to 1 card from the top of your Life cards to your hand.")
    assert pending_kind(st) == "amount"
    st = choose(st, "0")
    assert len(st.table.zone(0, "life")) == life and len(st.table.zone(0, "hand")) == hand


def test_life_to_hand_top_or_bottom_with_one_life_card_is_logged():
    # ONE PIECE 3-10: with one Life card left, top and bottom are the same card: taken and logged
    st = main_turn()
    clear(st, 0, "life")
    put(st, 0, "FX01-003", "life")
    st, events = play(st, "[Main] Add 1 card from the top or bottom of your Life cards to your hand.")
    assert any(e.kind == "only_choice" and "top and bottom" in e.text for e in events)
    assert st.table.zone(0, "life") == []
    assert ENGINE.apply(st, Action("choose", 0, {"picks": ["top"]})).events[0].kind == "only_choice"


def test_targets_up_to_one_may_choose_none():
    # ONE PIECE 1-3-5-1, 8-4-4: "K.O. up to 1 of your opponent's Characters" — none is an answer
    st = main_turn()
    victim = put(st, 1, "FX01-003", "characters")
    st, _ = play(st, "[Main] K.O. up to 1 of your opponent's Characters.")
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == 1
    st = choose(st)
    assert victim in st.table.zone(1, "characters")


def test_exact_target_with_one_candidate_is_logged_and_the_echo_accepted():
    # ONE PIECE 8-4-4: "rest 1 of your opponent's Characters" with one candidate: the only legal
    # answer is taken, the log says which and why, and the player's "choose" with it is accepted
    st = main_turn()
    victim = put(st, 1, "FX01-003", "characters")
    st, events = play(st, "[Main] Rest 1 of your opponent's Characters.")
    assert st.table.cards[victim].tapped
    only = [e for e in events if e.kind == "only_choice"]
    assert only and "only 1" in only[0].text and only[0].visible_to is None  # a public card: a public log
    echo = ENGINE.apply(st, Action("choose", 0, {"picks": [str(victim)]}))
    assert echo.events[0].kind == "only_choice"
    # the echo is accepted once; a second repeat is refused like any answer with nothing to answer
    again = echo.state
    try:
        ENGINE.apply(again, Action("choose", 0, {"picks": [str(victim)]}))
        raise AssertionError("a second echo should be refused")
    except Exception as exc:
        assert "unknown action" in str(exc)


def test_exact_trash_from_hand_with_one_card_logs_privately():
    # ONE PIECE 10-2-14-1, 3-4-2: the one card of a hidden hand: the log is the chooser's only
    st = main_turn()
    clear(st, 0, "hand")
    kept = put(st, 0, "FX01-003", "hand")
    st, events = play(st, "[Main] Trash 1 card from your hand.")
    only = [e for e in events if e.kind == "only_choice"]
    assert only and only[0].visible_to == [0]
    assert kept in st.table.zone(0, "trash")


def test_search_reveal_up_to_may_take_none():
    # ONE PIECE 1-3-5-1, 11-2-1: "reveal up to 1 … and add it to your hand" — none is an answer
    st = main_turn()
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, "[Main] Look at 3 cards from the top of your deck; reveal up to 1 Character card and add it to your hand. "
                     "Then, place the rest at the bottom of your deck in any order.")
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert len(st.table.zone(0, "hand")) == hand


def test_trash_up_to_from_hand_may_trash_none():
    # ONE PIECE 1-3-5-1: "trash up to 1 card from your hand"
    st = main_turn()
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, "[Main] Draw 1 card and trash up to 1 card from your hand.")
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_play_up_to_from_hand_may_play_none():
    # ONE PIECE 1-3-5-1, 3-7-3: "play up to 1 Character card … from your hand"
    st = main_turn()
    put(st, 0, "FX01-003", "hand")
    st, _ = play(st, "[Main] Play up to 1 Character card with a cost of 2 or less from your hand.")
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert st.table.zone(0, "characters") == []


def test_draw_up_to_stops_at_zero():
    # ONE PIECE 4-5-4-1: "draw up to 1": the player may stop before drawing
    st = main_turn()
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, "[Main] Draw up to 1 card.")
    assert pending_kind(st) == "draw_more"
    st = choose(st, "no")
    assert len(st.table.zone(0, "hand")) == hand


def test_opponent_trash_to_life_face_up_up_to_may_choose_none():
    # ONE PIECE 1-3-5-1, 3-10-2-1: "add up to 1 … to … Life cards face-up"
    st = main_turn()
    victim = put(st, 1, "FX01-003", "characters")
    st, _ = play(st, "[Main] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top of the owner's Life cards "
                     "face-up.")
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert victim in st.table.zone(1, "characters")


def test_the_amount_choice_is_the_players_and_survives_json():
    # the ``amount`` question round-trips through JSON (saved matches) and names the player
    st = main_turn()
    st, _ = play(st, "[Main] Add up to 2 DON!! cards from your DON!! deck and rest them.")
    back = ENGINE.state_from_json(ENGINE.state_to_json(st))
    assert back.pending[0].player == 0 and back.stack[0].amount == -1
    assert len(choose(back, "2").table.zone(0, "cost_area")) == len(st.table.zone(0, "cost_area")) + 2
