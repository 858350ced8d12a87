"""A "you may" (ONE PIECE 8-1-2) whose "yes" could change nothing is not asked: an action that can't be done
is not done (1-3-2), so both answers are the same (engine.onepiece.may_nothing). Each shape is played with a
real card both ways: asked when yes can do something, not asked (logged "Not asked", with the rule) when it
can't. Only PUBLIC facts decide: the field, the NUMBER of cards in a hand or Life; a question that depends
on the faces of hidden cards is still asked.

Rule calls (not written in the rules documents):
- a "you may" left out because it could do nothing counts as not done: its "If you do" does not follow
  (as when declined, 8-1-2 / 1-3-2);
- "you may play 1 [X] from your hand" with cards in hand but none of them [X] is still asked (the hand is
  hidden); a "yes" then plays nothing and its "If you do" does not follow;
- the "pay the cost?" question (8-3-1-4) of a cost that can be paid is kept even when the effect would do
  nothing: paying is itself a change (a card trashed, a DON!! returned or rested)."""

from __future__ import annotations

from engine.core import Action
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import add_top as add
from .helpers import clear, hand_of, leader, life_of, needs_npm, pending_kind
from .helpers import turn_with_don as turn

pytestmark = needs_npm


def play(st: OPState, pool, number: str) -> tuple[OPState, list]:
    """Play the real card ``number`` from P1's hand; the new state and the events of the play."""
    uid = add(st, pool, number, 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    return res.state, res.events


def answer(st: OPState, *picks: str | int) -> tuple[OPState, list]:
    """P1 answers the pending choice; the new state and the events."""
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(p) for p in picks]}))
    return res.state, res.events


def not_asked(events: list, rule: str) -> bool:
    return any(
        e.kind == "decline" and e.text.startswith("Not asked") and e.rule.section == rule for e in events
    )


def test_trash_from_hand_asked_only_with_a_card_in_hand(real_pool):
    # OP16-035 Roronoa Zoro [On Play] "Rest up to 1 of your opponent's cards. Then, you may trash 1 card from
    # your hand. If you do, give up to 3 rested DON!! cards to your Leader."
    st = turn(don=10)
    (card,) = hand_of(st, 0, 1)  # the hand's SIZE (public) decides, never its faces
    st, _ev = play(st, real_pool, "OP16-035")
    st, ev = answer(st)  # rest none of the opponent's cards ("up to", 1-3-5-1)
    assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
    st, _ev = answer(st, "yes")
    assert (
        st.table.cards[card].zone == "trash" and pending_kind(st) == "amount"
    )  # If you do: give up to 3 DON!!
    st = turn(don=10)
    clear(st, 0, "hand")
    st, _ev = play(st, real_pool, "OP16-035")
    st, ev = answer(st)
    assert pending_kind(st) is None and not_asked(
        ev, "1-3-2"
    )  # 1-3-2: nothing to trash; no "If you do" either


def test_add_life_to_hand_asked_only_with_a_life_card(real_pool):
    # ST22-015 I Am Whitebeard!! [Main] "... Then, you may add 1 card from the top or bottom of your Life cards
    # to your hand. If you do, up to 1 of your Leader gains +2000 power until the end of your opponent's next turn."
    st = turn(don=10)
    (life,) = life_of(st, 0, 1)  # the number of Life cards is public
    st, ev = play(st, real_pool, "ST22-015")
    assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
    st, _ev = answer(st, "yes")
    while st.pending and st.table.cards[life].zone == "life":
        st, _ev = answer(st, st.pending[0].options[0].id)  # top or bottom: there is only one card
    assert st.table.cards[life].zone == "hand"
    st = turn(don=10)
    life_of(st, 0, 0)
    hand = len(st.table.zone(0, "hand"))
    st, ev = play(st, real_pool, "ST22-015")
    assert pending_kind(st) is None and not_asked(ev, "1-3-2")  # 1-3-2: no Life card to add
    assert len(st.table.zone(0, "hand")) == hand and not st.stack


def test_place_hand_at_bottom_asked_only_with_cards_in_hand(real_pool):
    # P-046 Yamato [On Play] "You may place all cards in your hand at the bottom of your deck in any order.
    # If you do, draw cards equal to the number you placed at the bottom of your deck."
    st = turn()
    hand_of(st, 0, 2)
    st, ev = play(st, real_pool, "P-046")
    assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
    st = turn()
    clear(st, 0, "hand")
    deck = len(st.table.zone(0, "deck"))
    st, ev = play(st, real_pool, "P-046")
    assert pending_kind(st) is None and not_asked(ev, "1-3-2")  # 1-3-2: an empty hand: nothing to place
    assert len(st.table.zone(0, "deck")) == deck and not st.table.zone(0, "hand")


def test_return_up_to_1_asked_only_with_a_character_that_fits(real_pool):
    # OP13-119 Portgas.D.Ace [On Play] "Give up to 1 rested DON!! card to your Leader. Then, you may return up to
    # 1 of your opponent's Characters with a cost of 5 or less to the owner's hand. If you do, your opponent
    # plays up to 1 Character card with a cost of 4 or less from their hand."
    for fits in (True, False):
        st = turn(don=10)
        clear(st, 1, "characters")
        if fits:
            add(st, real_pool, "OP01-008", 1, "characters")  # Cavendish, cost 4: on the field, public
        st, _ev = play(st, real_pool, "OP13-119")
        st, ev = answer(st, 0)  # give no DON!! ("up to", 1-3-5-1)
        if fits:
            assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
        else:
            assert pending_kind(st) is None and not_asked(ev, "1-3-2")  # 1-3-2: no legal choice on the field


def test_rest_own_character_asked_only_with_one_that_fits(real_pool):
    # OP07-036 [Main] "Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then, you may
    # rest 1 of your Characters with a cost of 3 or more. If you do, rest up to 1 of your opponent's Characters
    # with a cost of 5 or less."
    st = turn(don=10)
    clear(st, 0, "characters")
    mine = add(st, real_pool, "OP01-008", 0, "characters")  # Cavendish, cost 4
    st, _ev = play(st, real_pool, "OP07-036")
    st, ev = answer(st, leader(st, 0))
    assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
    st, _ev = answer(st, "yes")
    assert st.table.cards[mine].tapped
    st = turn(don=10)
    clear(st, 0, "characters")
    st, _ev = play(st, real_pool, "OP07-036")
    st, ev = answer(st, leader(st, 0))
    assert pending_kind(st) is None and not_asked(ev, "1-3-2")  # 1-3-2: no Character of cost 3 or more


def test_play_named_from_hand_asked_by_hand_size_only(real_pool):
    # OP05-111 Hotori [On Play] "You may play 1 [Kotori] from your hand: Add up to 1 of your opponent's
    # Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up."
    st = turn()
    clear(st, 0, "hand")
    st, ev = play(st, real_pool, "OP05-111")
    assert pending_kind(st) is None and not_asked(ev, "1-3-2")  # 1-3-2: an empty hand (its size is public)


def test_play_named_from_hand_hidden_faces_still_asked(real_pool):
    # OP05-111 Hotori: a hand without [Kotori] is still asked (its faces are hidden: not asking would tell the
    # opponent there is no [Kotori] in it). A "yes" plays nothing, so the part after ":" does not follow.
    st = turn()
    hand_of(st, 0, 1)  # a card that is not [Kotori]
    small = add(
        st, real_pool, "OP01-007", 1, "characters"
    )  # Caribou, cost 3: a legal choice for the Life part
    st, ev = play(st, real_pool, "OP05-111")
    assert pending_kind(st) == "may" and not not_asked(ev, "1-3-2")  # 8-1-2: asked
    st, _ev = answer(st, "yes")
    assert pending_kind(st) is None and st.table.cards[small].zone == "characters"
