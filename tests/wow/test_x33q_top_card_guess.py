"""Helper x33quest: Farseer Nobundo (``engine.wow.top_card_guess``; script in ``engine/wow/cards/scripts/x33quest.toml``)
— played with the real card of the pool and asserted on every clause.

Rule calls without a source: looking changes nothing, so "may look … at any time" keeps the opponent's top card shown
to him only (415.4a); equal costs make neither guess right; both top cards are public once revealed (709.1)."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.top_card_guess import KIND
from tests.shared_data import needs

from .helpers import apply, choose, hero, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)

CHEAP, DEAR = "Gladiator Kinivus", "Forbidden Knowledge"  # cost 1, and a costlier card


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def test_farseer_nobundo_sees_the_opponents_top_card():
    # WoW 415.4a: "You may look at the top card of any opponent's deck at any time." — known to him, not to its owner's
    # opponent's … and his own top card stays hidden from the opponent
    automated("Farseer Nobundo")
    st = start({"auto_pass": False})
    put_real(st, 0, "Farseer Nobundo", "allies")
    theirs = _on_top(st, 1, CHEAP)
    mine = _on_top(st, 0, CHEAP)
    st = apply(st, "pass", 0)  # any action: the view is refreshed
    assert 0 in st.table.cards[theirs].known_to
    assert 1 not in st.table.cards[mine].known_to


@pytest.mark.parametrize(("guess", "right"), [("higher", True), ("lower", False)])
def test_farseer_nobundo_guess(guess, right):
    # WoW 703 / 709.1: "At the start of your turn, guess whether the top card of your deck has a higher or lower cost
    # than the top card of target opponent's deck. Then, both players reveal the top card of their deck. If you guessed
    # correctly, draw a card." — his top card costs more
    st = start({"auto_pass": False})
    put_real(st, 0, "Farseer Nobundo", "allies")
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    mine, theirs = _on_top(st, 0, DEAR), _on_top(st, 1, CHEAP)
    assert int(kw.data(st, mine).get("cost") or 0) > int(kw.data(st, theirs).get("cost") or 0)
    st = _until(st, lambda s: s.active == 0 and ((s.pending and s.pending[0].kind in (KIND, "target")) or s.step == "main"))
    if st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
        st = _until(st, lambda s: s.pending and s.pending[0].kind == KIND)
    assert st.pending[0].kind == KIND and st.pending[0].player == 0
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, guess)
    assert 1 in st.table.cards[mine].known_to and 0 in st.table.cards[theirs].known_to  # both revealed (709.1)
    assert len(st.table.zone(0, "hand")) == hand + (1 if right else 0)
    assert (st.table.cards[mine].zone == "hand") == right  # the card drawn is his top card
