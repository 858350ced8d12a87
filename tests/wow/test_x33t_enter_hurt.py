"""Dimzer the Prestidigitator: "When you play Dimzer or another ally, you may put 1 damage on it as it enters play. If
you do, draw a card." (``engine.wow.enter_hurt_draw``). Played with the real card of the pool.

Rule calls without a source:
- the choice is made as the trigger resolves (above the ally on the chain, 409.1); the damage is placed as the ally
  enters play and the card is drawn then; an ally that never enters play gets no damage and no card is drawn.
"""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _answer(st, yes: bool):
    """Pass priority until the trigger's yes/no question comes, answer it, then let the chain resolve."""
    for _ in range(20):
        if st.pending and st.pending[0].kind == "may":
            st = choose(st, "yes" if yes else "no")
            return resolve_chain(st)
        if not st.chain:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_dimzer_himself_and_another_ally():
    # EN 703, 709.3, 405.3
    automated("Dimzer the Prestidigitator")
    st = start()
    d = put_real(st, 0, "Dimzer the Prestidigitator", "hand")
    resources(st, 0, 8)
    hand = len(st.table.zone(0, "hand")) - 1
    st = _answer(apply(st, "play", 0, uid=d, x=0), True)
    assert st.table.cards[d].zone == "allies" and st.table.cards[d].damage == 1  # placed as he enters play
    assert len(st.table.zone(0, "hand")) == hand + 1  # "If you do, draw a card."
    # another ally, declined: no damage, no card
    other = put_real(st, 0, "Karrok Scarrend", "hand")
    resources(st, 0, 5)
    hand = len(st.table.zone(0, "hand")) - 1
    st2 = _answer(apply(st, "play", 0, uid=other, x=0), False)
    assert st2.table.cards[other].zone == "allies" and st2.table.cards[other].damage == 0
    assert len(st2.table.zone(0, "hand")) == hand
    # another ally, accepted
    third = put_real(st, 0, "Karrok Scarrend", "hand")
    resources(st, 0, 5)
    hand = len(st.table.zone(0, "hand")) - 1
    st3 = _answer(apply(st, "play", 0, uid=third, x=0), True)
    assert st3.table.cards[third].damage == 1 and len(st3.table.zone(0, "hand")) == hand + 1
    # an opponent's ally: no trigger ("you play")
    st.active = st.priority = 1
    resources(st, 1, 8)
    theirs = put_real(st, 1, "Karrok Scarrend", "hand")
    st4 = apply(st, "play", 1, uid=theirs, x=0)
    assert len(st4.chain) == 1
    st4 = resolve_chain(st4)
    assert st4.table.cards[theirs].damage == 0
