"""Vigil of the Light (a card of the gathered deck lists, issue #18), played with the real card: "Put target
ally from your graveyard into play. If you do, attach this ability to it." (400.4) and its Ongoing heal."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import choose, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

NAME = "Vigil of the Light"


def test_the_ally_returns_and_vigil_attaches_then_heals_it_each_turn():
    automated(NAME)
    st = start()
    ally = put_real(st, 0, "Piztog", "graveyard")
    theirs = put_real(st, 1, "Piztog", "graveyard")
    st, vigil = play_real(st, NAME, 0, pay=6)
    assert {o.id for o in st.pending[0].options} == {str(ally)} and str(theirs) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(ally)))
    a, v = st.table.cards[ally], st.table.cards[vigil]
    assert a.zone == "allies" and a.controller == 0 and v.zone == "hero_row" and v.attached_to == ally
    a.damage = 1
    st = _advance(st, 2)
    assert st.table.cards[ally].damage == 0  # "At the start of each turn, your hero heals all damage from attached ally."


@pytest.mark.parametrize("gone", ["removed", "hand"])
def test_a_target_gone_from_the_graveyard_brings_nothing_and_vigil_goes_to_the_graveyard(gone):
    # EN 709.2a: the target left the graveyard before resolution: nothing enters play, nothing to attach to (400.4)
    automated(NAME)
    st = start({"auto_pass": False})  # Vigil waits on the chain
    ally = put_real(st, 0, "Piztog", "graveyard")
    st, vigil = play_real(st, NAME, 0, pay=6)
    st = choose(st, str(ally))
    assert st.chain and st.table.cards[vigil].zone == "chain"
    st.table.move(ally, gone)
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == gone and st.table.cards[vigil].zone == "graveyard"
