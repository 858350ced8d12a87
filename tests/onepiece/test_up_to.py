""" "Up to N" means up to: every effect op that takes an amount or chooses cards lets the player take
any number from 0 to N (ONE PIECE 1-3-5-1), never more than the text demands; a choice with one
legal answer is made, logged with the option and the reason, and the player's own ``choose`` with
that answer is accepted. One test per op (cards written for the test, played through the engine)."""

from __future__ import annotations

import itertools

import pytest

from engine.core import Action
from engine.core.effects import VOCABULARY, game_ops
from engine.core.scripts import text_hash
from engine.onepiece import board
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.schema import card_data
from engine.onepiece.cards.scripted import load_scripts, printed_text, use_scripts
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    add_top,
    attach,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    to_turn,
    turn_with_don,
)

_NUMBERS = itertools.count(1)


def card(
    st: OPState,
    player: int,
    zone: str,
    text: str,
    *,
    type_: str = "Event",
    cost: int = 0,
    power: int | None = None,
) -> int:
    """A card with ``text`` (written for the test) put in ``zone``."""
    number = f"UT01-{next(_NUMBERS):03d}"
    st.cards[number] = card_data(
        number=number,
        name=f"Test {number}",
        type=type_,
        colors=["Red"],
        cost=cost,
        power=power if power is not None else (3000 if type_ == "Character" else None),
        counter=1000 if type_ == "Character" else None,
        text=text,
        set="UT01",
    )
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
    st, _ = play(
        st,
        "[Main] Look at 3 cards from the top of your deck; reveal up to 1 Character card and add it to your hand. "
        "Then, place the rest at the bottom of your deck in any order.",
    )
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
    st, _ = play(
        st,
        "[Main] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top of the owner's Life cards "
        "face-up.",
    )
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


# --- every op: "up to" on the ops added since (templates where the text compiles, scripts otherwise) ---


def played(
    st: OPState, text: str, op: str, *, type_: str = "Event", zone: str = "hand"
) -> tuple[OPState, list]:
    """Play a card with ``text`` after checking that its text compiles to ``op`` (the op under test)."""
    uid = card(st, 0, zone, text, type_=type_, power=3000 if type_ == "Character" else None)
    ops = [e.op for a in board.compiled(st, uid).abilities for e in a.effects]
    assert op in ops, (op, ops)
    step = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    return step.state, step.events


@pytest.fixture
def scripted(tmp_path):
    """``make(st, text, effects)``: a card whose one [Main]/[On Play] ability is the script ``effects``
    (TOML), for ops no template reads; the game's own scripts are applied again afterwards."""
    old = use_scripts(None)
    made: list[str] = []

    def make(
        st: OPState, text: str, effects_toml: str, *, type_: str = "Event", zone: str = "hand", keys: str = ""
    ) -> int:
        number = f"UT02-{len(made) + 1:03d}"
        data = card_data(
            number=number,
            name=f"Scripted {number}",
            type=type_,
            colors=["Red"],
            cost=0,
            power=3000 if type_ == "Character" else None,
            counter=None,
            text=text,
            set="UT02",
        )
        made.append(
            f'[[card]]\nid = "{number}"\ntext_sha256 = "{text_hash(printed_text(data))}"\n\n'
            f"[[card.ability]]\nindex = 1\n{keys}\neffects = [{effects_toml}]\n"
        )
        (tmp_path / "UT02.toml").write_text("\n".join(made), encoding="utf-8")
        use_scripts(load_scripts(tmp_path))
        assert compile_card(data).automated
        st.cards[number] = data
        return st.table.add(number, 0, zone).uid

    yield make
    use_scripts(old)


def play_uid(st: OPState, uid: int) -> tuple[OPState, list]:
    step = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    return step.state, step.events


def test_give_opp_don_up_to_two_gives_the_number_chosen():
    # ONE PIECE 1-3-5-1, 6-5-5: "give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's Characters"
    st = main_turn()
    give_don(st, 1, 2, rested=True)
    theirs = put(st, 1, "FX01-003", "characters")
    st, _ = played(
        st,
        "[Main] Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's Characters.",
        "give_opp_don",
    )
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
    st = choose(st, "1")
    assert pending_kind(st) is None  # one opponent's Character: the target is the only answer (8-4-4)
    assert len(board.attached(st, theirs)) == 1  # one, as chosen: not the 2 the text allows


def test_give_opp_don_up_to_zero_asks_no_target():
    # ONE PIECE 1-3-5-1: 0 DON!! given, so no card is chosen
    st = main_turn()
    give_don(st, 1, 2, rested=True)
    theirs = put(st, 1, "FX01-003", "characters")
    st, _ = played(
        st,
        "[Main] Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's Characters.",
        "give_opp_don",
    )
    st = choose(st, "0")
    assert pending_kind(st) is None and board.attached(st, theirs) == []


@pytest.mark.parametrize(
    ("op", "text", "side", "zone", "unchanged"),
    [
        # ONE PIECE 1-3-5-1: each "up to 1 …" target op accepts no card at all
        (
            "modify_stat",
            "[Main] Give up to 1 of your opponent's Characters -2000 power during this turn.",
            1,
            "characters",
            lambda st, u: board.power(st, u) == 4000,
        ),
        (
            "grant_keyword",
            "[Main] Up to 1 of your Characters gains [Rush] during this turn.",
            0,
            "characters",
            lambda st, u: "Rush" not in board.keywords(st, u),
        ),
        (
            "return_to_hand",
            "[Main] Return up to 1 of your opponent's Characters with a cost of 3 or less to the owner's hand.",
            1,
            "characters",
            lambda st, u: st.table.cards[u].zone == "characters",
        ),
        (
            "put_on_deck",
            "[Main] Place up to 1 Character with a cost of 7 or less at the bottom of the owner's deck.",
            1,
            "characters",
            lambda st, u: st.table.cards[u].zone == "characters",
        ),
        (
            "untap",
            "[Main] Set up to 1 of your Characters as active.",
            0,
            "characters",
            lambda st, u: st.table.cards[u].tapped,
        ),
        (
            "move",
            "[Main] Add up to 1 Character card with a cost of 3 or less from your trash to your hand.",
            0,
            "trash",
            lambda st, u: st.table.cards[u].zone == "trash",
        ),
        (
            "negate",
            "[Main] Negate the effect of up to 1 of your opponent's Characters during this turn.",
            1,
            "characters",
            lambda st, u: not board.negated(st, u),
        ),
        (
            "select",
            "[Main] Select up to 1 of your opponent's Characters with a cost of 6 or less. The selected Character cannot attack "
            "during this turn.",
            1,
            "characters",
            lambda st, u: not any(m.source is not None and m.uid == u for m in st.modifiers),
        ),
    ],
)
def test_target_ops_up_to_one_accept_no_card(op, text, side, zone, unchanged):
    st = main_turn()
    uid = put(st, side, "FX01-003", zone, tapped=True)
    st, _ = played(st, text, op)
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == 1
    st = choose(st)
    assert pending_kind(st) is None and unchanged(st, uid)


def test_opponents_life_to_hand_and_trash_up_to():
    # ONE PIECE 1-3-5-1, 3-10: "add / trash up to 1 card from the top of your opponent's Life cards" — 0 allowed
    for text in (
        "[Main] Add up to 1 card from the top of your opponent's Life cards to the owner's hand.",
        "[Main] Trash up to 1 card from the top of your opponent's Life cards.",
    ):
        st = main_turn()
        life = len(st.table.zone(1, "life"))
        st, _ = played(st, text, "life_to_hand")
        assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
        st = choose(st, "0")
        assert len(st.table.zone(1, "life")) == life


def test_delayed_add_don_up_to_is_asked_at_the_end_of_the_turn():
    # ONE PIECE 1-3-5-1, 6-6-1-1: the delayed "add up to 1 DON!!" still asks how many when it happens
    st = main_turn()
    before = len(st.table.zone(0, "don_deck"))
    st, _ = played(
        st, "[Main] Add up to 1 DON!! card from your DON!! deck and rest it at the end of this turn.", "delay"
    )
    assert pending_kind(st) is None and len(st.table.zone(0, "don_deck")) == before
    st = ENGINE.apply(st, Action("end_turn", 0, {})).state
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "0")
    assert len(st.table.zone(0, "don_deck")) == before


def test_peek_life_up_to_one_may_look_at_none(scripted):
    # ONE PIECE 1-3-5-1, 3-10-2: "look at up to 1 card from the top of your or your opponent's Life cards"
    st = main_turn()
    uid = scripted(
        st,
        "[Main] Look at up to 1 card from the top of your or your opponent's Life cards and place it at the top or "
        "bottom of the Life cards.",
        '{ op = "peek_life" }',
    )
    order = [list(st.table.zone(p, "life")) for p in (0, 1)]
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert pending_kind(st) is None and [list(st.table.zone(p, "life")) for p in (0, 1)] == order
    assert all(0 not in st.table.cards[u].known_to for u in order[1])  # nothing was looked at


def test_reveal_life_power_up_to_one_may_reveal_none(scripted):
    # ONE PIECE 1-3-5-1, 11-2-1: "reveal up to 1 card from the top of your Life cards" — none is an answer
    st = main_turn()
    uid = scripted(
        st,
        "[Main] Reveal up to 1 card from the top of your Life cards.",
        '{ op = "reveal_life_power", amount = 1000 }',
    )
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and set(option_ids(st)) == {"0", "1"}
    step = ENGINE.apply(st, Action("choose", 0, {"picks": ["0"]}))
    assert not [e for e in step.events if e.kind == "reveal"] and any(
        "reveals no Life card" in e.text for e in step.events
    )


def test_give_don_each_up_to_chooses_the_number_card_by_card(scripted):
    # ONE PIECE 1-3-5-1, 6-5-5: "give up to 2 of your Characters … up to 2 rested DON!! cards each":
    # the cards are up to 2 (none allowed), the number per card 0 to 2
    st = main_turn()
    give_don(st, 0, 3, rested=True)
    a, b = put(st, 0, "FX01-003", "characters"), put(st, 0, "FX01-003", "characters")
    sel = (
        '{ op = "select", target = { kind = "chosen", count = 2, up_to = true, filter = { side = "own", zone = "field", '
        'types = ["Character"] } } }, { op = "give_don_each", amount = 2, stat = "up_to", keyword = "rested" }'
    )
    text = "[Main] Give up to 2 of your Characters up to 2 rested DON!! cards each."
    uid = scripted(st, text, sel)
    first, _ = play_uid(st, uid)  # apply works on a copy: st is unchanged
    assert pending_kind(first) == "target" and first.pending[0].min == 0
    assert pending_kind(choose(first)) is None  # no card selected: nothing given
    st, _ = play_uid(st, uid)
    st = choose(st, a, b)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
    st = choose(st, "0")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
    st = choose(st, "1")
    assert board.attached(st, a) == [] and len(board.attached(st, b)) == 1


def test_rest_don_count_any_number_takes_zero(scripted):
    # ONE PIECE 1-3-5-1: "you may rest any number of your DON!! cards" — 0 is a number
    st = main_turn()
    uid = scripted(
        st,
        "[Main] Rest any number of your DON!! cards.",
        '{ op = "rest_don_count", amount = 0, stat = "up_to" }',
    )
    st, _ = play_uid(st, uid)
    active = len(board.active_don(st, 0))
    assert pending_kind(st) == "amount" and option_ids(st) == [str(n) for n in range(active + 1)]
    st = choose(st, "0")
    assert len(board.active_don(st, 0)) == active


@pytest.mark.parametrize(
    ("op", "text", "toml", "side", "zone"),
    [
        # ONE PIECE 1-3-5-1: the script ops that take "up to 1" cards accept none
        (
            "hand_to_life",
            "[Main] Reveal up to 1 Character card from your hand and add it to the top of your Life cards face-down.",
            '{ op = "hand_to_life", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "own", zone = "hand", '
            'types = ["Character"] } } }',
            0,
            "hand",
        ),
        (
            "life_either_face_down",
            "[Main] Add up to 1 Character to the top or bottom of the owner's Life cards face-down.",
            '{ op = "life_either_face_down", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "any", '
            'zone = "field", types = ["Character"] } } }',
            1,
            "characters",
        ),
        (
            "trash_from_field",
            "[Main] Trash up to 1 of your opponent's Characters.",
            '{ op = "trash_from_field", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", zone = "field", '
            'types = ["Character"] } } }',
            1,
            "characters",
        ),
        (
            "trash_self",
            "[Main] Trash up to 1 of your opponent's Characters with a cost of 2.",
            '{ op = "trash_self", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", zone = "field", '
            'types = ["Character"], cost_max = 2 } } }',
            1,
            "characters",
        ),
        (
            "select_more",
            "[Main] Select up to 1 of your opponent's Characters.",
            '{ op = "select_more", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", zone = "field", '
            'types = ["Character"] } } }',
            1,
            "characters",
        ),
        (
            "set_stat",
            "[Main] Set the power of up to 1 of your opponent's Characters to 0 during this turn.",
            '{ op = "set_stat", amount = 0, stat = "power", duration = "this_turn", target = { kind = "chosen", count = 1, '
            'up_to = true, filter = { side = "opp", zone = "field", types = ["Character"] } } }',
            1,
            "characters",
        ),
        (
            "copy_power",
            "[Main] This card's base power becomes the same as up to 1 of your opponent's Characters during this turn.",
            '{ op = "copy_power", duration = "this_turn", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", '
            'zone = "field", types = ["Character"] } } }',
            1,
            "characters",
        ),
    ],
)
def test_script_target_ops_up_to_one_accept_no_card(scripted, op, text, toml, side, zone):
    st = main_turn()
    victim = put(st, side, "FX01-003", zone)
    uid = scripted(st, text, toml)
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0, op
    st = choose(st)
    assert pending_kind(st) is None and st.table.cards[victim].zone == zone


def test_activate_event_up_to_one_may_activate_none(scripted):
    # ONE PIECE 1-3-5-1, 8-5-3: "activate up to 1 Event from your hand" — none is an answer: the Event stays
    st = main_turn()
    ev = card(st, 0, "hand", "[Main] Draw 1 card.", type_="Event")
    uid = scripted(
        st,
        "[Main] Activate up to 1 Event from your hand.",
        '{ op = "activate_event", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "own", zone = "hand", '
        'types = ["Event"] } } }',
    )
    hand = len(st.table.zone(0, "hand")) - 1
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and option_ids(st) == [str(ev)]
    st = choose(st)
    assert pending_kind(st) is None and st.table.cards[ev].zone == "hand" and len(st.table.zone(0, "hand")) == hand


def test_opponent_plays_up_to_one_may_play_none(scripted):
    # ONE PIECE 1-3-5-1, 8-4-4: "your opponent plays up to 1 Character card … from their hand" — they may play none
    st = main_turn()
    theirs = put(st, 1, "FX01-003", "hand")
    uid = scripted(
        st,
        "[Main] Your opponent plays up to 1 Character card with a cost of 4 or less from their hand.",
        '{ op = "opponent_plays", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", zone = "hand", '
        'types = ["Character"], cost_max = 4 } } }',
    )
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].player == 1 and st.pending[0].min == 0
    st = choose(st)
    assert pending_kind(st) is None and st.table.cards[theirs].zone == "hand"


def test_trash_any_from_hand_takes_none(scripted):
    # ONE PIECE 1-3-5-1: "trash any number of Event cards from your hand" — none; counted as 0
    st = main_turn()
    put(st, 0, "FX01-003", "hand")
    text = "[Main] You may trash any number of Character cards from your hand."
    uid = scripted(
        st,
        text,
        '{ op = "trash_any_from_hand", target = { kind = "chosen", filter = { side = "own", zone = "hand", '
        'types = ["Character"] } } }',
    )
    hand = len(st.table.zone(0, "hand")) - 1
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == hand
    st = choose(st)
    assert len(st.table.zone(0, "hand")) == hand


def test_any_own_characters_takes_none(scripted):
    # ONE PIECE 1-3-5-1: "you may return any number of your Characters to the owner's hand" — none; counted as 0
    st = main_turn()
    mine = put(st, 0, "FX01-003", "characters")
    uid = scripted(
        st,
        "[Main] You may return any number of Characters on your field to the owner's hand.",
        '{ op = "any_own_characters", keyword = "hand", target = { kind = "chosen", filter = { side = "own", zone = "field", '
        'types = ["Character"] } } }',
    )
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == 1
    st = choose(st)
    assert st.table.cards[mine].zone == "characters"


def test_swap_base_power_exact_two_with_two_candidates_is_logged(scripted):
    # ONE PIECE 8-4-4: "select 2 of your Characters" with exactly 2: the only answer, taken and logged
    st = main_turn()
    a, b = put(st, 0, "FX01-003", "characters"), put(st, 0, "FX01-003", "characters")
    uid = scripted(
        st,
        "[Main] Select 2 of your Characters. Swap the base power of the selected Characters with each other during "
        "this turn.",
        '{ op = "swap_base_power", duration = "this_turn", target = { kind = "chosen", count = 2, '
        'filter = { side = "own", zone = "field", types = ["Character"] } } }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and any(e.kind == "only_choice" and "only 2" in e.text for e in events)
    echo = ENGINE.apply(st, Action("choose", 0, {"picks": [str(a), str(b)]}))
    assert echo.events[0].kind == "only_choice"


# --- exact choices with one legal answer: taken, logged with the reason, the echo accepted (8-4-4) ---


def _only(events: list, player: int) -> list:
    return [e for e in events if e.kind == "only_choice" and e.player == player]


def test_opponent_discards_their_last_card_is_taken_and_logged():
    # ONE PIECE 10-2-14-1, 8-4-4: "your opponent trashes 1 card from their hand" with 1 card there:
    # the opponent's only answer is taken; the log (theirs only: a hidden hand) says which and why
    st = main_turn()
    clear(st, 1, "hand")
    last = put(st, 1, "FX01-003", "hand")
    st, events = played(st, "[Main] Your opponent trashes 1 card from their hand.", "opponent_discards")
    assert pending_kind(st) is None and st.table.cards[last].zone == "trash"
    only = _only(events, 1)
    assert only and "only 1" in only[0].text and only[0].visible_to == [1]
    assert ENGINE.apply(st, Action("choose", 1, {"picks": [str(last)]})).events[0].kind == "only_choice"


def test_opponent_discards_with_more_cards_asks_the_opponent():
    # ONE PIECE 10-2-14-1: the opponent chooses which (exactly 1: no "up to")
    st = main_turn()
    clear(st, 1, "hand")
    put(st, 1, "FX01-003", "hand")
    put(st, 1, "FX01-003", "hand")
    st, _ = played(st, "[Main] Your opponent trashes 1 card from their hand.", "opponent_discards")
    assert (
        pending_kind(st) == "target"
        and st.pending[0].player == 1
        and st.pending[0].min == st.pending[0].max == 1
    )


def test_place_from_hand_with_exactly_n_cards_is_logged(scripted):
    # ONE PIECE 8-4-4, 1-3-8: "place 2 cards from your hand at the bottom of your deck" with 2 in hand
    st = main_turn()
    clear(st, 0, "hand")
    cards = [put(st, 0, "FX01-003", "hand") for _ in range(2)]
    st, events = played(
        st, "[Main] Place 2 cards from your hand at the bottom of your deck in any order.", "place_from_hand"
    )
    only = _only(events, 0)
    assert only and only[0].visible_to == [0] and sorted(only[0].data["picks"]) == sorted(map(str, cards))


def test_pick_from_hand_with_every_card_demanded_is_logged(scripted):
    # ONE PIECE 8-4-4-2: "choose 2 cards from your opponent's hand; trash them" with 1 card there
    st = main_turn()
    clear(st, 1, "hand")
    last = put(st, 1, "FX01-003", "hand")
    uid = scripted(
        st,
        "[Main] Trash 2 cards from your opponent's hand.",
        '{ op = "pick_from_hand", amount = 2, zone = "opp", keyword = "trash" }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and st.table.cards[last].zone == "trash"
    assert _only(events, 0) and "only 1" in _only(events, 0)[0].text


def test_pick_from_hand_with_a_choice_asks_for_exactly_n(scripted):
    # ONE PIECE 8-4-4-2: exact "1": no "up to", the picker chooses 1 of 2
    st = main_turn()
    clear(st, 1, "hand")
    put(st, 1, "FX01-003", "hand")
    put(st, 1, "FX01-003", "hand")
    uid = scripted(
        st,
        "[Main] Trash 1 card from your opponent's hand.",
        '{ op = "pick_from_hand", amount = 1, zone = "opp", keyword = "trash" }',
    )
    st, _ = play_uid(st, uid)
    assert (
        pending_kind(st) == "target"
        and st.pending[0].player == 0
        and st.pending[0].min == st.pending[0].max == 1
    )


def test_life_to_deck_top_with_one_life_card_is_logged(scripted):
    # ONE PIECE 3-10-2, 8-4-4: "place 1 of your Life cards at the top of your deck" with 1 Life card
    st = main_turn()
    clear(st, 0, "life")
    only_life = put(st, 0, "FX01-003", "life")
    uid = scripted(
        st,
        "[Main] Look at all your Life cards; place 1 at the top of your deck.",
        '{ op = "life_to_deck_top" }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and st.table.zone(0, "deck")[0] == only_life
    assert _only(events, 0) and _only(events, 0)[0].visible_to == [0]


def test_opponent_returns_their_only_character_is_logged(scripted):
    # ONE PIECE 8-4-4: "your opponent returns 1 of their Characters to the owner's hand" with one
    st = main_turn()
    theirs = put(st, 1, "FX01-003", "characters")
    uid = scripted(
        st,
        "[Main] Your opponent returns 1 of their Characters to the owner's hand.",
        '{ op = "opponent_returns_character", amount = 1, target = { kind = "chosen", filter = { side = "opp", '
        'zone = "field", types = ["Character"] } } }',
    )
    st, events = play_uid(st, uid)
    assert st.table.cards[theirs].zone == "hand"
    only = _only(events, 1)
    assert only and only[0].visible_to is None  # a public card: a public log
    assert ENGINE.apply(st, Action("choose", 1, {"picks": [str(theirs)]})).events[0].kind == "only_choice"


def test_look_at_up_to_n_cards_is_the_players_choice(scripted):
    # ONE PIECE 1-3-5-1: "Look at up to 2 cards from the top of your deck" (look_top stat up_to, OP02-005): 0 to 2
    st = main_turn()
    top = list(st.table.zone(0, "deck")[:2])
    uid = scripted(
        st,
        "[Main] Look at up to 2 cards from the top of your deck and place them at the bottom of your deck in any order.",
        '{ op = "look_top", amount = 2, stat = "up_to" }, { op = "rest_to_bottom" }',
    )
    st, _events = play_uid(st, uid)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
    st = choose(st, "0")
    assert pending_kind(st) is None and st.table.zone(0, "deck")[:2] == top  # none looked at, none moved


def test_opponent_returns_don_every_one_demanded_is_logged(scripted):
    # ONE PIECE 10-2-10-1, 8-4-4: "your opponent returns 2 DON!! cards" with 2 of two kinds: all go, logged
    st = main_turn()
    clear(st, 1, "cost_area")
    give_don(st, 1, 1)
    give_don(st, 1, 1, rested=True)
    uid = scripted(
        st,
        "[Main] Your opponent returns 2 DON!! cards from their field to their DON!! deck.",
        '{ op = "opponent_returns_don", amount = 2 }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and st.table.zone(1, "cost_area") == [] and _only(events, 1)


def test_opponent_returns_don_with_a_choice_asks_the_opponent(scripted):
    # ONE PIECE 10-2-10-1: which of two different DON!! goes is the opponent's choice
    st = main_turn()
    clear(st, 1, "cost_area")
    give_don(st, 1, 1)
    give_don(st, 1, 1, rested=True)
    uid = scripted(
        st,
        "[Main] Your opponent returns 1 DON!! card from their field to their DON!! deck.",
        '{ op = "opponent_returns_don", amount = 1 }',
    )
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].player == 1 and st.pending[0].max == 1


def test_return_don_to_match_every_one_demanded_is_logged(scripted):
    # ONE PIECE 10-2-10-1, 8-4-4: "return DON!! cards from your field … until you have the same number … as your opponent"
    # with 2 DON!! of two kinds against none: both go, the one answer, logged; no "up to" (the number is the text's)
    st = main_turn()
    clear(st, 0, "cost_area")
    clear(st, 1, "cost_area")
    give_don(st, 0, 1)
    give_don(st, 0, 1, rested=True)
    uid = scripted(
        st,
        "[Main] Return DON!! cards from your field to your DON!! deck until you have the same number of DON!! cards on your "
        "field as your opponent.",
        '{ op = "return_don_to_match" }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and st.table.zone(0, "cost_area") == [] and _only(events, 0)


@pytest.mark.parametrize(
    ("op", "text", "toml", "setup", "unchanged"),
    [
        # ONE PIECE 8-1-2, 8-4-4: "your opponent may …": the opponent is asked, and may do none of it
        (
            "opponent_may_add_don",
            "[Main] Your opponent may add 1 DON!! card from their DON!! deck and set it as active.",
            '{ op = "opponent_may_add_don", amount = 1 }',
            lambda st: None,
            lambda st, before: len(st.table.zone(1, "don_deck")) == before[0],
        ),
        (
            "opponent_may_return_don",
            "[Main] Your opponent may return 1 of their active DON!! cards to their DON!! deck.",
            '{ op = "opponent_may_return_don", amount = 1 }',
            lambda st: give_don(st, 1, 1),
            lambda st, before: len(st.table.zone(1, "cost_area")) == before[1],
        ),
        (
            "opponent_may_trash_life",
            "[Main] Your opponent may trash 1 card from the top of their Life cards.",
            '{ op = "opponent_may_trash_life", amount = 1 }',
            lambda st: None,
            lambda st, before: len(st.table.zone(1, "life")) == before[2],
        ),
    ],
)
def test_opponent_may_ops_are_asked_of_the_opponent_who_may_decline(
    scripted, op, text, toml, setup, unchanged
):
    st = main_turn()
    setup(st)
    before = [len(st.table.zone(1, z)) for z in ("don_deck", "cost_area", "life")]
    uid = scripted(st, text, toml)
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].player == 1 and set(option_ids(st)) == {"0", "1"}
    st = choose(st, "0")
    assert pending_kind(st) is None and unchanged(st, before)


def test_opponent_may_add_don_with_an_empty_don_deck_says_why(scripted):
    # ONE PIECE 1-3-2: nothing to add — no question, and the log says so
    st = main_turn()
    for u in list(st.table.zone(1, "don_deck")):
        st.table.move(u, "cost_area", player=1)
    uid = scripted(
        st,
        "[Main] Your opponent may add 1 DON!! card from their DON!! deck and set it as active.",
        '{ op = "opponent_may_add_don", amount = 1 }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and any(
        "DON!! deck" in e.text and e.player == 1 and e.rule is not None and e.rule.section == "1-3-2"
        for e in events
    )


def test_choose_one_is_asked_of_its_player():
    # ONE PIECE 8-4-4: "Choose one:" — the effect's player picks a mode, either is accepted
    for pick, zone, delta in (("1", "hand", 1), ("2", "deck", -1)):
        st = main_turn()
        size = len(st.table.zone(0, zone))
        st, _ = played(
            st, "[Main] Choose one: • Draw 1 card. • Trash 1 card from the top of your deck.", "choose_one"
        )
        assert st.pending[0].player == 0 and option_ids(st) == ["1", "2"]
        st = choose(st, pick)
        assert len(st.table.zone(0, zone)) == size + delta


def test_opponent_chooses_one_is_asked_of_the_opponent(scripted):
    # ONE PIECE 8-4-4: "Your opponent chooses one:" — the opponent picks the mode
    st = main_turn()
    uid = scripted(
        st,
        "[Main] Your opponent chooses one: • Draw 1 card. • Trash 1 card from the top of your deck.",
        '{ op = "opponent_chooses_one", amount = 2 }, { op = "draw", amount = 1, target = { kind = "player" } }, '
        '{ op = "mill", amount = 1 }',
        keys='modes = [0, 1, 2]\nmode_texts = ["Draw 1 card.", "Trash 1 card from the top of your deck."]',
    )
    st, _ = play_uid(st, uid)
    assert st.pending[0].player == 1 and option_ids(st) == ["1", "2"]
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "1")
    assert len(st.table.zone(0, "hand")) == hand + 1  # the opponent's pick decides what happens


def test_each_trash_to_asks_exactly_the_extra_cards():
    # ONE PIECE 1-3-4: "trash cards from your hand until you have 5" — exactly the extra ones, no more
    st = main_turn()
    clear(st, 0, "hand")
    for _ in range(7):
        put(st, 0, "FX01-003", "hand")
    st, _ = played(
        st, "[Main] Trash cards from your hand until you have 5 cards in your hand.", "each_trash_to"
    )
    assert (
        st.pending[0].player == 0 and st.pending[0].min == st.pending[0].max == 2
    )  # 7 - 5, the Event itself left the hand
    assert len(option_ids(st)) == 7


def test_scry_asks_top_or_bottom():
    # ONE PIECE 11-3-1: "look at 2 … and place them at the top or bottom" — the player places them; all to the bottom is an answer
    st = main_turn()
    top = st.table.top(0, "deck", 2)
    st, _ = played(
        st,
        "[Main] Look at 2 cards from the top of your deck and place them at the top or bottom of the deck in any "
        "order.",
        "scry",
    )
    assert pending_kind(st) == "scry" and set(option_ids(st)) == {*map(str, top), "bottom"}
    st = choose(st, "bottom")
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-2:]) == set(top)


@pytest.mark.parametrize(
    ("op", "text", "toml", "zone", "player"),
    [
        # ONE PIECE 1-3-8: an order of one card is no choice: nothing is asked
        (
            "arrange_top",
            "[Main] Look at 1 card from the top of your deck and place it at the top of your deck.",
            '{ op = "arrange_top", amount = 1 }',
            "deck",
            0,
        ),
        (
            "order_life",
            "[Main] Look at all of your Life cards and place them back in your Life area in any order.",
            '{ op = "order_life" }',
            "life",
            0,
        ),
        (
            "order_opp_life",
            "[Main] Look at all of your opponent's Life cards and place them back in their Life area in any order.",
            '{ op = "order_opp_life" }',
            "life",
            1,
        ),
    ],
)
def test_ordering_one_card_asks_nothing(scripted, op, text, toml, zone, player):
    st = main_turn()
    if zone == "life":
        clear(st, player, "life")
        put(st, player, "FX01-003", "life")
    uid = scripted(st, text, toml)
    st, _ = play_uid(st, uid)
    assert pending_kind(st) is None, op


def test_rest_to_bottom_of_one_card_asks_nothing():
    # ONE PIECE 1-3-8: "place the rest at the bottom in any order" with one card left: no order to choose
    st = main_turn()
    st, _ = played(
        st,
        "[Main] Look at 2 cards from the top of your deck; reveal up to 1 Character card and add it to your hand. "
        "Then, place the rest at the bottom of your deck in any order.",
        "rest_to_bottom",
    )
    assert pending_kind(st) == "target"
    st = choose(st, option_ids(st)[0])
    assert pending_kind(st) is None


def test_reveal_chosen_cost_is_asked_of_its_player():
    # ONE PIECE 8-4-4: "choose a cost" — the effect's player chooses
    st = main_turn()
    st, _ = played(
        st,
        "[Main] Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card has the "
        "chosen cost, draw 1 card.",
        "reveal_chosen_cost",
    )
    assert pending_kind(st) == "target" and st.pending[0].player == 0 and "2" in option_ids(st)


def test_play_life_top_may_be_declined(scripted):
    # ONE PIECE 8-1-2: "if that card is …, you may play that card" — no is an answer
    st = main_turn()
    clear(st, 0, "life")
    top = put(st, 0, "FX01-003", "life")
    uid = scripted(
        st,
        "[Main] Reveal 1 card from the top of your Life cards. If that card is a Character card with a cost of 2, "
        "you may play that card.",
        '{ op = "play_life_top", target = { kind = "chosen", count = 1, filter = { types = ["Character"], cost_max = 2 } } }',
    )
    st, _ = play_uid(st, uid)
    assert pending_kind(st) is not None and st.pending[0].player == 0
    st = choose(st, "no")
    assert st.table.cards[top].zone == "life"


def test_replacement_may_be_declined():
    # ONE PIECE 8-1-3-4-3, 8-3-1-4: "… you may rest this Character instead" — the controller is asked; no is an answer
    st = to_turn(new_game(), 4)  # P2's turn
    give_don(st, 1, 1)
    guard = card(
        st,
        0,
        "characters",
        "If your Character other than this Character would be removed from the field by your "
        "opponent's effect, you may rest this Character instead.",
        type_="Character",
    )
    assert "replacement" in [e.op for a in board.compiled(st, guard).abilities for e in a.effects]
    victim = put(st, 0, "FX01-003", "characters")
    ko = card(st, 1, "hand", "[Main] K.O. up to 1 of your opponent's Characters.")
    st = choose(ENGINE.apply(st, Action("play", 1, {"uid": ko})).state, victim, player=1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = choose(st, "no")
    assert not st.table.cards[guard].tapped and st.table.cards[victim].zone == "trash"


def test_redirect_attack_exact_target_with_one_candidate_is_logged(scripted):
    # ONE PIECE 8-4-4: "change the attack target to 1 of your Characters" with one: taken and logged
    st = main_turn()
    mine = put(st, 0, "FX01-003", "characters")
    uid = scripted(
        st,
        "[Main] Change the attack target to 1 of your Characters.",
        '{ op = "redirect_attack", target = { kind = "chosen", count = 1, filter = { side = "own", zone = "field", '
        'types = ["Character"] } } }',
    )
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and _only(events, 0)
    assert ENGINE.apply(st, Action("choose", 0, {"picks": [str(mine)]})).events[0].kind == "only_choice"


def test_opponent_may_trash_hand_may_be_declined(scripted):
    # ONE PIECE 8-4-4: "your opponent may trash 2 cards from their hand. If they do not, …" — asked of
    # the opponent, who may keep their hand (then the rest happens)
    st = main_turn()
    clear(st, 1, "hand")
    for _ in range(3):
        put(st, 1, "FX01-003", "hand")
    uid = scripted(
        st,
        "[Main] Your opponent may trash 2 cards from their hand. If they do not, draw 1 card.",
        '{ op = "opponent_may_trash_hand", amount = 2 }, { op = "draw", amount = 1, target = { kind = "player" } }',
        keys="sentences = [0, 1]",
    )
    hand = len(st.table.zone(0, "hand")) - 1
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].player == 1 and set(option_ids(st)) == {"0", "1"}
    st = choose(st, "0")
    assert len(st.table.zone(1, "hand")) == 3 and len(st.table.zone(0, "hand")) == hand + 1


def test_opponent_may_trash_hand_with_exactly_n_cards_takes_them_and_logs(scripted):
    # ONE PIECE 10-2-14-1, 8-4-4: they chose to trash 2 and have 2: which 2 has one answer, taken and logged
    st = main_turn()
    clear(st, 1, "hand")
    cards = [put(st, 1, "FX01-003", "hand") for _ in range(2)]
    uid = scripted(
        st,
        "[Main] Your opponent may trash 2 cards from their hand. If they do not, draw 1 card.",
        '{ op = "opponent_may_trash_hand", amount = 2 }, { op = "draw", amount = 1, target = { kind = "player" } }',
        keys="sentences = [0, 1]",
    )
    st, _ = play_uid(st, uid)
    step = ENGINE.apply(st, Action("choose", 1, {"picks": ["1"]}))
    assert pending_kind(step.state) is None and all(step.state.table.cards[u].zone == "trash" for u in cards)
    assert _only(step.events, 1) and _only(step.events, 1)[0].visible_to == [1]


def _move_given_don_game(scripted) -> tuple[OPState, int, int, int]:
    st = main_turn()
    mine = put(st, 0, "FX01-003", "characters")
    given = board.active_don(st, 0)[0]
    board.give_don(st, given, leader(st, 0))
    uid = scripted(
        st,
        "[Main] Give up to 2 total of your currently given DON!! cards to 1 of your Characters.",
        '{ op = "move_given_don", amount = 2, target = { kind = "chosen", count = 1, filter = { side = "own", '
        'zone = "field", types = ["Character"] } } }',
    )
    return st, uid, mine, given


def test_move_given_don_up_to_may_move_none(scripted):
    # ONE PIECE 1-3-5-1, 6-5-5: "give up to 2 total of your currently given DON!! cards to 1 of your Characters"
    st, uid, _mine, given = _move_given_don_game(scripted)
    st, _ = play_uid(st, uid)
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert pending_kind(st) is None and st.table.cards[given].attached_to == leader(st, 0)


def test_move_given_don_to_the_only_character_is_logged(scripted):
    # ONE PIECE 8-4-4: the DON!! chosen, one Character to get them: taken and logged
    st, uid, mine, given = _move_given_don_game(scripted)
    st, _ = play_uid(st, uid)
    step = ENGINE.apply(st, Action("choose", 0, {"picks": [str(given)]}))
    assert pending_kind(step.state) is None and step.state.table.cards[given].attached_to == mine
    assert _only(step.events, 0)


# --- the audit: every registered op is either tested here or named as taking no amount or choice ---

UP_TO_TESTS: dict[str, str] = {
    # ONE PIECE's own ops
    "activate_don": "test_set_don_active_up_to",
    "add_don": "test_add_don_up_to_two_takes_any_number_from_zero",
    "arrange_top": "test_ordering_one_card_asks_nothing",
    "choose_one": "test_choose_one_is_asked_of_its_player",
    "copy_power": "test_script_target_ops_up_to_one_accept_no_card",
    "set_stat": "test_script_target_ops_up_to_one_accept_no_card",
    "select_more": "test_script_target_ops_up_to_one_accept_no_card",
    "opponent_plays": "test_opponent_plays_up_to_one_may_play_none",
    "activate_event": "test_activate_event_up_to_one_may_activate_none",
    "deck_to_life": "test_deck_to_life_up_to_one_with_one_card_left_does_not_deck_out",
    "delay": "test_delayed_add_don_up_to_is_asked_at_the_end_of_the_turn",
    "each_trash_to": "test_each_trash_to_asks_exactly_the_extra_cards",
    "face_up_life": "test_opponent_trash_to_life_face_up_up_to_may_choose_none",
    "give_don": "test_give_don_up_to_zero_asks_no_target",
    "give_don_each": "test_give_don_each_up_to_chooses_the_number_card_by_card",
    "give_opp_don": "test_give_opp_don_up_to_two_gives_the_number_chosen",
    "hand_to_life": "test_script_target_ops_up_to_one_accept_no_card",
    "life_either_face_down": "test_script_target_ops_up_to_one_accept_no_card",
    "life_to_deck_top": "test_life_to_deck_top_with_one_life_card_is_logged",
    "life_to_hand": "test_opponents_life_to_hand_and_trash_up_to",
    "move_given_don": "test_move_given_don_up_to_may_move_none",
    "negate": "test_target_ops_up_to_one_accept_no_card",
    "opponent_chooses_one": "test_opponent_chooses_one_is_asked_of_the_opponent",
    "opponent_discards": "test_opponent_discards_their_last_card_is_taken_and_logged",
    "opponent_may_add_don": "test_opponent_may_ops_are_asked_of_the_opponent_who_may_decline",
    "opponent_may_return_don": "test_opponent_may_ops_are_asked_of_the_opponent_who_may_decline",
    "opponent_may_trash_life": "test_opponent_may_ops_are_asked_of_the_opponent_who_may_decline",
    "opponent_may_trash_hand": "test_opponent_may_trash_hand_may_be_declined",
    "opponent_returns_character": "test_opponent_returns_their_only_character_is_logged",
    "look_top": "test_look_at_up_to_n_cards_is_the_players_choice",
    "opponent_returns_don": "test_opponent_returns_don_every_one_demanded_is_logged",
    "order_life": "test_ordering_one_card_asks_nothing",
    "order_opp_life": "test_ordering_one_card_asks_nothing",
    "peek_life": "test_peek_life_up_to_one_may_look_at_none",
    "pick_from_hand": "test_pick_from_hand_with_every_card_demanded_is_logged",
    "place_from_hand": "test_place_from_hand_with_exactly_n_cards_is_logged",
    "play_life_top": "test_play_life_top_may_be_declined",
    "redirect_attack": "test_redirect_attack_exact_target_with_one_candidate_is_logged",
    "replacement": "test_replacement_may_be_declined",
    "rest_don_count": "test_rest_don_count_any_number_takes_zero",
    "rest_to_bottom": "test_rest_to_bottom_of_one_card_asks_nothing",
    "reveal_chosen_cost": "test_reveal_chosen_cost_is_asked_of_its_player",
    "reveal_life_power": "test_reveal_life_power_up_to_one_may_reveal_none",
    "scry": "test_scry_asks_top_or_bottom",
    "select": "test_target_ops_up_to_one_accept_no_card",
    "swap_base_power": "test_swap_base_power_exact_two_with_two_candidates_is_logged",
    "trash_any_from_hand": "test_trash_any_from_hand_takes_none",
    "trash_any_to_bottom": "test_up_to_with_nothing_there_is_logged",
    "play_named_trashed": "test_up_to_with_nothing_there_is_logged",
    "return_don_to_match": "test_return_don_to_match_every_one_demanded_is_logged",
    "any_own_characters": "test_any_own_characters_takes_none",
    "trash_from_field": "test_script_target_ops_up_to_one_accept_no_card",
    "trash_self": "test_script_target_ops_up_to_one_accept_no_card",
    # the shared vocabulary, as ONE PIECE resolves it
    "destroy": "test_targets_up_to_one_may_choose_none",
    "discard": "test_trash_up_to_from_hand_may_trash_none",
    "draw": "test_draw_up_to_stops_at_zero",
    "grant_keyword": "test_target_ops_up_to_one_accept_no_card",
    "modify_stat": "test_target_ops_up_to_one_accept_no_card",
    "move": "test_target_ops_up_to_one_accept_no_card",
    "play_free": "test_play_up_to_from_hand_may_play_none",
    "put_on_deck": "test_target_ops_up_to_one_accept_no_card",
    "return_to_hand": "test_target_ops_up_to_one_accept_no_card",
    "search": "test_search_reveal_up_to_may_take_none",
    "tap": "test_exact_target_with_one_candidate_is_logged_and_the_echo_accepted",
    "untap": "test_target_ops_up_to_one_accept_no_card",
    "opp_life_to_deck_bottom": "test_opp_life_to_deck_bottom_up_to_one_may_take_none",
}
"""Each op that takes an amount or a choice, and the test here that plays it (parametrized tests
check ``op`` against the compiled card: ``played`` / the ``scripted`` cards)."""

NO_AMOUNT_OR_CHOICE: dict[str, str] = {
    # ONE PIECE's own ops that take neither an amount the player picks nor a choice
    "activate_main": "activates the card's own [Main]/[Counter]: that ability's ops are audited themselves",
    "deal_damage": "exactly 1 damage to the opponent; its 'you may' is the generic optional question",
    "forbid_blocker": "a prohibition for this battle",
    "forbid_blocker_turn": "a prohibition for this turn",
    "forbid_life_to_hand": "a prohibition for this turn",
    "forbid_play": "a prohibition for this turn",
    "game_result": "you win / lose",
    "hand_to_deck": "all cards of a hand",
    "ko_battled": "the one card the battle names; its 'you may' is the generic optional question",
    "life_face_down": "all Life cards",
    "mill": "exactly N from the top (the text has no 'up to'); 'you may' is the generic optional question",
    "next_play_discount": "a cost change for a later play",
    "only_if_self": "a check of this card",
    "opponent_draws": "exactly N cards (4-5)",
    "power_per_given_don": "each of the cards the text names",
    "reveal_hand": "a whole hand",
    "revealed_to_deck_top": "the card a cost revealed",
    "shuffle_deck": "no choice",
    "take_damage": "exactly N damage",
    "trash_face_up_life": "all face-up Life cards",
    "extra_turn": "one extra turn, no choice",
    "trash_life_until": "from the top until N are left: no choice",
    "draw_to": "draws until the hand has N: exactly that many (the text has no 'up to')",
    "count_cards": "a count, no choice",
    "forbid_leader_attack": "a prohibition for this turn",
    "forbid_own_ko": "a prohibition for this turn",
    "battle_ko_swap_turn": "a replacement for this turn; its card to trash is asked at each K.O. (tests/onepiece/test_op12_cards.py)",
    "bottom_battled": "the one card this card battled with, no choice",
    "discard_counted": "exactly the number counted ('the same number'; test_opx_cards: EB04-011)",
    "forbid_draw": "a prohibition for this turn",
    "forbid_don_activate": "a prohibition for this turn",
    # the shared vocabulary
    "manual": "the player resolves the text by hand (every operation is theirs)",
    "damage": "not used by ONE PIECE",
    "put_damage": "not used by ONE PIECE",
    "move_damage": "not used by ONE PIECE",
    "heal": "not used by ONE PIECE",
    "gain_score": "not used by ONE PIECE",
    "lose_score": "not used by ONE PIECE",
    "shuffle": "not used by ONE PIECE (shuffle_deck)",
    "reveal": "not used by ONE PIECE (reveal ops of its own)",
    "cost_reduction": "a continuous cost change, no choice",
    "mark_turn": "remembers that an effect was done this turn (ops_mark_turn), no choice",
    "delay_battle": "sets the next steps aside for the end of the battle (ops_battle_delay), no choice",
    "play_split": "no 'up to': its cards come from select / select_more (audited there); which one is played active is "
                  "exactly 1 of 2, and with 1 card nothing is asked (test_opnext_cards: OP06-086, OP10-058)",
}


def test_every_op_that_takes_an_amount_or_a_choice_has_an_up_to_test():
    # issue #17: every effect op is audited for "up to" (1-3-5-1) and one-answer choices (8-4-4)
    ops = set(game_ops("onepiece")) | set(VOCABULARY)
    untested = sorted(ops - set(UP_TO_TESTS) - set(NO_AMOUNT_OR_CHOICE))
    assert not untested, (
        f"ops with no 'up to' test here and not listed as taking no amount or choice: {untested}"
    )
    assert not set(UP_TO_TESTS) & set(NO_AMOUNT_OR_CHOICE)
    assert not (set(UP_TO_TESTS) | set(NO_AMOUNT_OR_CHOICE)) - ops, "a listed op is no longer registered"
    for op, test in UP_TO_TESTS.items():
        assert callable(globals().get(test)), (op, test)


def test_a_target_with_no_candidate_says_why_nothing_is_chosen():
    # ONE PIECE 1-3-2, 8-4-4: "K.O. up to 1 of your opponent's Characters" with none there: nothing
    # is asked, the log says none was chosen and why, and the player's empty "choose" is accepted
    st = main_turn()
    st, events = played(st, "[Main] K.O. up to 1 of your opponent's Characters.", "destroy")
    only = _only(events, 0)
    assert pending_kind(st) is None and only and "no card fits" in only[0].text
    assert ENGINE.apply(st, Action("choose", 0, {"picks": []})).events[0].kind == "only_choice"


def test_a_search_with_no_fitting_card_says_so_only_to_its_player():
    # ONE PIECE 11-3-1, 1-3-2: the looked-at cards are hidden: "none fits" is told to their player alone
    st = main_turn()
    st, events = played(
        st,
        "[Main] Look at 3 cards from the top of your deck; reveal up to 1 Event card and add it to your hand. "
        "Then, place the rest at the bottom of your deck in any order.",
        "search",
    )
    only = _only(events, 0)
    assert only and only[0].visible_to == [0]


@pytest.mark.parametrize(
    ("op", "text", "toml", "empty"),
    [
        # ONE PIECE 1-3-2, 1-3-5-1: "up to" with nothing there: none is the only answer, logged with the reason
        (
            "trash_any_from_hand",
            "[Main] You may trash any number of Event cards from your hand.",
            '{ op = "trash_any_from_hand", target = { kind = "chosen", filter = { side = "own", zone = "hand", '
            'types = ["Event"] } } }',
            (),
        ),
        (
            "peek_life",
            "[Main] Look at up to 1 card from the top of your or your opponent's Life cards and place it at the top or "
            "bottom of the Life cards.",
            '{ op = "peek_life" }',
            ((0, "life"), (1, "life")),
        ),
        (
            "reveal_life_power",
            "[Main] Reveal up to 1 card from the top of your Life cards.",
            '{ op = "reveal_life_power", amount = 1000 }',
            ((0, "life"),),
        ),
        (
            "trash_any_to_bottom",
            "[Main] Place any number of Character cards with a cost of 4 or more from your trash at the bottom of your deck in any order.",
            '{ op = "trash_any_to_bottom", target = { kind = "chosen", filter = { side = "own", zone = "trash", '
            'types = ["Character"], cost_min = 4 } } }',
            ((0, "trash"),),
        ),
        (
            "play_named_trashed",
            "[Main] Play up to 1 Character card with 5000 to 7000 power and the same card name as the trashed card from your trash.",
            '{ op = "play_named_trashed", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "own", '
            'zone = "trash", types = ["Character"], power_min = 5000, power_max = 7000 } } }',
            ((0, "trash"),),
        ),
    ],
)
def test_up_to_with_nothing_there_is_logged(scripted, op, text, toml, empty):
    st = main_turn()
    for player, zone in empty:
        clear(st, player, zone)
    uid = scripted(st, text, toml)
    st, events = play_uid(st, uid)
    assert pending_kind(st) is None and _only(events, 0), op


def test_opponent_places_every_card_of_their_trash_is_logged():
    # ONE PIECE 8-4-4, 1-3-8: "your opponent places 2 cards from their trash at the bottom of their deck"
    # with 2 there: which 2 has one answer (taken and logged, a public zone: a public log); only the order is asked
    st = main_turn()
    clear(st, 1, "trash")
    cards = [put(st, 1, "FX01-003", "trash") for _ in range(2)]
    st, events = played(
        st,
        "[Main] Your opponent places 2 cards from their trash at the bottom of their deck in any order.",
        "opponent_discards",
    )
    only = _only(events, 1)
    assert only and only[0].visible_to is None and sorted(only[0].data["picks"]) == sorted(map(str, cards))
    assert pending_kind(st) == "deck_order" and st.pending[0].player == 1


@needs_npm
def test_opp_life_to_deck_bottom_up_to_one_may_take_none(real_pool):
    """Arlong (OP01-063) reveals an Event: "place up to 1 card from your opponent's Life area …": none taken (1-3-5-1)."""
    st = turn_with_don(1)
    arlong = add_top(st, real_pool, "OP01-063", 0, "characters")
    attach(st, arlong, 1)
    event = add_top(st, real_pool, "OP12-096", 1, "hand")
    life = list(st.table.zone(1, "life"))
    st = ENGINE.apply(st, Action("activate", 0, {"uid": arlong, "ability": 0})).state
    st = choose(st, event)
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # ONE PIECE 1-3-5-1
    st = choose(st)
    assert st.table.zone(1, "life") == life and not st.pending
