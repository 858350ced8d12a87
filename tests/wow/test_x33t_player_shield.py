"""An Untargetable player (Blessing of Salvation; ``engine.wow.player_shield``). Each card is played with the real
card of the pool.

Rule calls without a source:
- "choose a friendly player": in a two-player match the only friendly player is you (401.1).
- "That player is Untargetable": opponents can't target him ("target player", "target opponent"); his hero is a card he
  controls, not him (401.1), and stays targetable (helper f34tgt, tests/wow/test_x34f_targets_and_taxes.py).
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow.cards.compiler import is_automated
from tests.shared_data import needs

from .helpers import apply, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real, real

pytestmark = needs(WOW_CARDS)


def _blessed():
    st = start()
    w = put_real(st, 0, "Blessing of Salvation", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=w, x=0))
    assert st.table.cards[w].zone == "hero_row"  # Ongoing (305.2c)
    st.active = st.priority = 1
    return st, w


def test_blessing_of_salvation_opponents_cant_target_you():
    # EN glossary Untargetable, 706, 707.1d: "choose a friendly player. That player is Untargetable."
    assert is_automated(real("Blessing of Salvation"))
    st, w = _blessed()
    resources(st, 1, 6)
    fright = put_real(st, 1, "Fright", "hand")  # "Target opponent puts an ally he controls into his owner's hand."
    put_real(st, 0, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=fright, x=0)
    energize = put_real(st, 1, "Energize", "hand")  # "Target player draws two cards."
    st2 = apply(st, "play", 1, uid=energize, x=0)
    offered = {o.id for o in st2.pending[0].options} if st2.pending else set()
    assert str(hero(st, 0)) not in offered  # only himself
    fire = put_real(st, 1, "Blistering Fire", "hand")  # "… to target hero.": the hero is no player (401.1)
    st3 = apply(st, "play", 1, uid=fire, x=0)
    offered = {o.id for o in st3.pending[0].options} if st3.pending else set()
    assert str(hero(st, 0)) in offered
    # its controller may still target himself and his hero (Untargetable: by opponents)
    st.active = st.priority = 0
    mine = put_real(st, 0, "Energize", "hand")
    st4 = apply(st, "play", 0, uid=mine, x=0)
    assert str(hero(st, 0)) in {o.id for o in st4.pending[0].options}
    # gone from play, the opponent may target him again (305.2)
    st.table.cards[w].zone = "graveyard"
    st.table.zones[0]["hero_row"].remove(w)
    st.table.zones[0]["graveyard"].append(w)
    st.active = st.priority = 1
    st5 = apply(st, "play", 1, uid=fright, x=0)
    assert st5.chain or st5.pending
