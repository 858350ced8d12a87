"""Adam Eternum (a card of the gathered deck lists, issue #18), played with the real card: "Pay 2 or remove
an honor counter from a card you control -> Remove Adam from the game. Put him into play at the start of the
next turn." (415.7a, 415.9b; engine.wow.next_turn_return; the cost: engine.wow.counter_cost)."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

NAME = "Adam Eternum"


@pytest.mark.parametrize("how", ["pay", "counter"])
def test_adam_leaves_and_comes_back_fresh_at_the_start_of_the_next_turn(how):
    automated(NAME)
    st = start()
    adam = put_real(st, 0, NAME, "allies")
    st.table.cards[adam].damage = 1
    res = resources(st, 0, 2)
    holder = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[holder].counters["honor"] = 1
    st = resolve_chain(apply(st, "power", 0, uid=adam, power=0, x=0, pay=[] if how == "pay" else [holder]))
    assert st.table.cards[adam].zone == "removed"
    if how == "pay":
        assert all(st.table.cards[u].tapped for u in res) and st.table.cards[holder].counters.get("honor") == 1
    else:
        assert not any(st.table.cards[u].tapped for u in res) and not st.table.cards[holder].counters.get("honor")
    st = _advance(st, 2)
    a = st.table.cards[adam]
    assert a.zone == "allies" and a.controller == 0 and a.damage == 0  # a new card (415.9a)


def test_adam_taken_out_of_the_removed_zone_does_not_come_back():
    automated(NAME)
    st = start()
    adam = put_real(st, 0, NAME, "allies")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=adam, power=0, x=0, pay=[]))
    st.table.move(adam, "graveyard")
    st = _advance(st, 2)
    assert st.table.cards[adam].zone == "graveyard"
