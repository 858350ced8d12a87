"""A cost with one legal payment (issue #17): the cards that pay a cost are chosen by its player
(ONE PIECE 8-3-1); when exactly as many cards can pay it as it needs, that is the only legal answer:
the engine takes it, the log says which cards and why, and the player's own ``choose`` with them is
accepted. An optional cost ("You may …:", 8-3-1-4) is still asked — declining is an answer too —
and only the pick after "yes" is taken. Played with real cards through the engine."""

from __future__ import annotations

from engine.core import Action
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    add_top,
    choose,
    give_don,
    needs_npm,
    new_game,
    option_ids,
    paid_with_only,
    pending_kind,
    put,
    to_turn,
    turn_with_don,
)

pytestmark = needs_npm

HERA = "OP04-111"  # [Activate: Main] You may trash 1 of your {Homies} … other than this Character and rest this Character: …
# (activating it is the player's "yes": the cost is then paid, 8-3-1-4)
LINLIN = "OP03-114"  # Charlotte Linlin, the card Hera sets active
JINBE = "ST30-006"  # [On Play] You may trash 1 Character card with 6000 power from your hand: Draw 2 cards.


def _hera(real_pool, homies: int) -> tuple[OPState, int, list[int], int]:
    st = turn_with_don()
    hera = add_top(st, real_pool, HERA, 0, "characters")
    others = [add_top(st, real_pool, HERA, 0, "characters") for _ in range(homies)]
    linlin = add_top(st, real_pool, LINLIN, 0, "characters", tapped=True)
    return st, hera, others, linlin


def _jinbe(real_pool, hand: list[str]) -> tuple[OPState, list[int]]:
    st = to_turn(new_game(), 3)
    jinbe = add_top(st, real_pool, JINBE, 0, "hand")
    extra = [put(st, 0, number, "hand") for number in hand]
    give_don(st, 0, 5)
    return act(st, "play", uid=jinbe), extra


def test_the_only_card_that_can_pay_a_cost_is_taken_and_logged(real_pool):
    # 8-3-1: the player chooses the cards that pay; one other {Homies} Character is the only answer
    st, hera, (homie,), linlin = _hera(real_pool, 1)
    tr = ENGINE.apply(st, Action("activate", 0, {"uid": hera, "ability": 0}))
    st = tr.state
    assert paid_with_only(st, homie) and st.table.cards[homie].zone == "trash"
    logged = [e for e in tr.events if e.kind == "only_choice" and e.data.get("kind") == "cost"]
    assert len(logged) == 1 and logged[0].rule.section == "8-3-1" and logged[0].data["picks"] == [str(homie)]
    assert "the only legal choice" in logged[0].text and "only card that can pay it" in logged[0].text
    assert logged[0].visible_to is None  # a Character in play: public
    # the player's own "choose" with that card is accepted, not refused as an unknown action
    echo = ENGINE.apply(st, Action("choose", 0, {"picks": [str(homie)]}))
    assert [e.kind for e in echo.events] == ["only_choice"] and "already taken" in echo.events[0].text
    st = choose(echo.state, linlin)  # the effect goes on
    assert not st.table.cards[linlin].tapped


def test_two_cards_that_can_pay_leave_the_question(real_pool):
    # 8-3-1: two legal answers: the player is asked
    st, hera, others, _linlin = _hera(real_pool, 2)
    st = act(st, "activate", uid=hera, ability=0)
    assert pending_kind(st) == "cost" and set(option_ids(st)) == {str(u) for u in others}
    assert not st.auto_choices and all(st.table.cards[u].zone == "characters" for u in others)


def test_an_optional_cost_is_still_asked_and_may_be_declined(real_pool):
    # 8-3-1-4: "You may …:" — yes or no are two answers, even with one card that can pay
    st, (six, _five) = _jinbe(real_pool, ["FX01-007", "FX01-005"])  # 6000, 5000
    assert pending_kind(st) == "pay" and not st.auto_choices
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "no")
    assert st.table.cards[six].zone == "hand" and len(st.table.zone(0, "hand")) == hand


def test_yes_to_an_optional_cost_then_takes_its_only_payment_privately(real_pool):
    # 8-3-1-4 then 8-3-1: after "yes", the one 6000 power card is the only answer
    st, (six, five) = _jinbe(real_pool, ["FX01-007", "FX01-005"])
    hand = len(st.table.zone(0, "hand"))
    tr = ENGINE.apply(st, Action("choose", 0, {"picks": ["yes"]}))
    st = tr.state
    assert (
        paid_with_only(st, six)
        and st.table.cards[six].zone == "trash"
        and st.table.cards[five].zone == "hand"
    )
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2
    logged = next(e for e in tr.events if e.kind == "only_choice")
    assert logged.visible_to == [0]  # a card of the hand: the line naming it is the player's own


def test_a_yes_with_two_cards_that_can_pay_asks_which(real_pool):
    st, (a, b) = _jinbe(real_pool, ["FX01-007", "FX01-007"])
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and set(option_ids(st)) == {str(a), str(b)} and not st.auto_choices
