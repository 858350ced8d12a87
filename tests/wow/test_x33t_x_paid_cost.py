"""Radak Doombringer: "X, Flip Radak Doombringer, destroy one of your Pets with cost X -> Radak deals X shadow damage to
target hero or ally. Use only on your turn." (``engine.wow.x_paid_cost``). Played with the real card of the pool.

Rule calls without a source:
- "one of your Pets": an ally you control with the Pet tag; "with cost X": its printed cost equals the X named.
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def test_radak_destroys_a_pet_with_cost_x_and_deals_x():
    # 403.1, 201.3, 301.2, 405.4; EN 701.1 "Use only on your turn"
    automated("Radak Doombringer")
    st = start()
    radak = as_hero(st, "Radak Doombringer")
    pet = put_real(st, 0, "Bloodclaw", "allies")  # a cost-1 Pet
    plain = put_real(st, 0, "Karrok Scarrend", "allies")  # no Pet
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 3)
    uses = [lab for lab in labels(st, 0) if lab.startswith("Use Radak")]
    assert uses and all("X=1" in lab and "Bloodclaw" in lab for lab in uses)  # only X = the Pet's cost, only the Pet
    with pytest.raises(RulesError):  # X=2: the Pet's cost is 1
        apply(st, "power", 0, uid=radak, power=0, x=2, pay=[pet])
    with pytest.raises(RulesError):  # not a Pet
        apply(st, "power", 0, uid=radak, power=0, x=1, pay=[plain])
    st2 = apply(st, "power", 0, uid=radak, power=0, x=1, pay=[pet])
    if st2.pending:
        st2 = choose(st2, str(foe))
    assert st2.table.cards[pet].zone == "graveyard" and st2.table.cards[radak].flags.get("flipped")  # costs paid (403.1)
    st2 = resolve_chain(st2)
    assert st2.table.cards[foe].damage == 1  # X = 1 shadow damage
    assert st2.table.cards[hero(st2, 1)].damage == 0
    # not on the opponent's turn
    st.active = st.priority = 1
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=radak, power=0, x=1, pay=[pet])


def test_eriun_shuffles_x_balance_abilities_and_deals_x():
    # 403.1, 201.3, 415.3b, 405.4: "X, Flip Eriun, shuffle X Balance ability cards from your graveyard into your deck ->
    # Eriun deals X nature damage to target ally. Use only on your turn."
    automated("Eriun Moonglow")
    st = start()
    eriun = as_hero(st, "Eriun Moonglow")
    roots = [put_real(st, 0, "Living Roots", "graveyard") for _ in range(2)]  # Balance abilities
    other = put_real(st, 0, "Exhaustion", "graveyard")  # not Balance
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 3)
    deck = len(st.table.zone(0, "deck"))
    uses = [lab for lab in labels(st, 0) if lab.startswith("Use Eriun")]
    assert not any("Exhaustion" in lab for lab in uses)  # only Balance abilities pay
    assert all(("X=0" in lab) == ("paying with none" in lab) for lab in uses)  # X cards for X (X=0: none, 201.3)
    assert any("X=2" in lab for lab in uses) and not any("X=3" in lab for lab in uses)
    with pytest.raises(RulesError):  # X=2 but one card named
        apply(st, "power", 0, uid=eriun, power=0, x=2, pay=[roots[0]])
    with pytest.raises(RulesError):  # not a Balance ability
        apply(st, "power", 0, uid=eriun, power=0, x=1, pay=[other])
    st2 = apply(st, "power", 0, uid=eriun, power=0, x=2, pay=roots)
    if st2.pending:
        st2 = choose(st2, str(foe))
    assert all(st2.table.cards[u].zone == "deck" for u in roots) and len(st2.table.zone(0, "deck")) == deck + 2
    assert st2.table.cards[other].zone == "graveyard" and st2.table.cards[eriun].flags.get("flipped")
    st2 = resolve_chain(st2)
    assert st2.table.cards[foe].damage == 2
    st.active = st.priority = 1
    with pytest.raises(RulesError):  # use only on your turn
        apply(st, "power", 0, uid=eriun, power=0, x=1, pay=[roots[0]])
