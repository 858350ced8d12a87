"""Helper wstat2 (issue #18): draws replaced (EN 716; ``engine.wow.wstat2_draws``) — Voren'thal the
Seer, The Abominable Greench and Frozen Solid, played with the real cards."""

from __future__ import annotations

from engine.wow import procedure
from engine.wow.rules import EN
from tests.shared_data import needs

from .helpers import resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import play_real, put_real
from .test_templates_turns import _advance
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def sizes(st, player: int) -> tuple[int, int]:
    return len(st.table.zone(player, "hand")), len(st.table.zone(player, "deck"))


def test_vorenthal_draws_two_instead_of_each_card():
    # EN 716 "If you would draw a card, draw two instead." — each card of a draw (415.9e: one at a time)
    scripted("Voren'thal the Seer")
    st = start()
    put_real(st, 0, "Voren'thal the Seer", "allies")
    hand, deck = sizes(st, 0)
    procedure.draw(st, 0, 2, EN("709.1"))
    assert sizes(st, 0) == (hand + 4, deck - 4)
    them = sizes(st, 1)
    procedure.draw(st, 1, 1, EN("709.1"))
    assert sizes(st, 1) == (them[0] + 1, them[1] - 1)  # only its controller's draws
    st = _advance(st, 3)  # P1's next turn: the draw step's card (501.2) is two
    assert sizes(st, 0)[1] == deck - 6


def test_greench_takes_each_card_an_opponent_would_draw():
    # EN 716 "If an opponent would draw a card, you draw one instead." — from your own deck; not replaced again
    scripted("The Abominable Greench")
    st = start()
    put_real(st, 0, "The Abominable Greench", "allies")
    mine, theirs = sizes(st, 0), sizes(st, 1)
    procedure.draw(st, 1, 2, EN("709.1"))
    assert sizes(st, 1) == theirs and sizes(st, 0) == (mine[0] + 2, mine[1] - 2)
    procedure.draw(st, 0, 1, EN("709.1"))
    assert sizes(st, 0) == (mine[0] + 3, mine[1] - 3) and sizes(st, 1) == theirs  # your own draws: as usual
    st = _advance(st, 2)  # the opponent's draw step (501.2): Greench's controller draws it
    assert sizes(st, 1)[1] == theirs[1] and sizes(st, 0)[1] == mine[1] - 4


def test_two_greenches_do_not_pass_a_draw_back_and_forth():
    # EN 716: the card drawn instead is not replaced again
    st = start()
    put_real(st, 0, "The Abominable Greench", "allies")
    put_real(st, 1, "The Abominable Greench", "allies")
    mine, theirs = sizes(st, 0), sizes(st, 1)
    procedure.draw(st, 1, 1, EN("709.1"))
    assert sizes(st, 0) == (mine[0] + 1, mine[1] - 1) and sizes(st, 1) == theirs


def test_frozen_solid_takes_the_opponents_next_draw_this_turn():
    # EN 716 "The next time target opponent would draw a card this turn, you draw one instead."
    scripted("Frozen Solid")
    st = start()
    st, _ = play_real(st, "Frozen Solid", 0, pay=3)
    st = resolve_chain(st)
    mine, theirs = sizes(st, 0), sizes(st, 1)
    procedure.draw(st, 1, 2, EN("709.1"))  # the first card is yours, the second his
    assert sizes(st, 0) == (mine[0] + 1, mine[1] - 1) and sizes(st, 1) == (theirs[0] + 1, theirs[1] - 1)
    st2 = start()
    st2, _ = play_real(st2, "Frozen Solid", 0, pay=3)
    st2 = resolve_chain(st2)
    mine = sizes(st2, 0)
    st2 = _advance(st2, 2)  # "this turn": his next turn's draw is his
    assert sizes(st2, 0)[1] == mine[1]
