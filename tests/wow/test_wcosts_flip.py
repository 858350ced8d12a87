"""A hero's cheaper flip (templates_wcosts_flip, engine.wow.flip_cost; 403.2): "FRONT: 8 -> Flip X face down." with
"You pay 8 less to flip X if …", each with a real hero of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def _flip(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and any(e.op == "flip" for e in pw.effects))


def test_arisella_flips_for_free_with_ten_combined_remaining_health():
    # 403.2: "FRONT: 8 -> Flip Arisella face down." / "You pay 8 less to flip Arisella if allies you control have 10
    # or more combined remaining health." / "BACK: Harmonize"
    data = automated("Arisella, Daughter of Cenarius")
    st = start()
    ari = _as_hero(st, "Arisella, Daughter of Cenarius")
    a, b = put_real(st, 0, "Vanda Skydaughter", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    total = sum(kw.health(st, u) for u in (a, b))
    assert total >= 10
    st.table.cards[a].damage = total - 9  # 9 remaining: no discount
    with pytest.raises(RulesError):  # 8 to pay, no resources
        apply(st, "power", 0, uid=ari, power=_flip(data), x=0)
    st.table.cards[a].damage = total - 10  # exactly 10 remaining
    st = resolve_chain(apply(st, "power", 0, uid=ari, power=_flip(data), x=0))
    assert st.table.cards[ari].flags.get("flipped")


def test_grokthol_pays_full_price_with_one_big_ally():
    # 403.2: "You pay 8 less to flip Grok'thol if you control at least two allies each with 6 or more ATK."
    data = automated("Warlord Grok'thol")
    st = start()
    grok = _as_hero(st, "Warlord Grok'thol")
    st.cards[st.table.cards[grok].card_id] = {**data, "health": 30}  # the card data lacks its health (setup)
    put_real(st, 0, "Vanda Skydaughter", "allies")
    put_real(st, 1, "Darktwister Kern", "allies")  # an opponent's ally doesn't count
    res = resources(st, 0, 7)
    with pytest.raises(RulesError):  # one ally with 6 ATK: 8 to pay, 7 ready
        apply(st, "power", 0, uid=grok, power=_flip(data), x=0)
    put_real(st, 0, "Darktwister Kern", "allies")
    st = resolve_chain(apply(st, "power", 0, uid=grok, power=_flip(data), x=0))
    assert st.table.cards[grok].flags.get("flipped") and not any(st.table.cards[u].tapped for u in res)


def test_rawrbrgle_five_murlocs():
    # 403.2: "You pay 8 less to flip Rawrbrgle if you control five or more Murloc allies."
    data = automated("Rawrbrgle")
    st = start()
    rawr = _as_hero(st, "Rawrbrgle")
    for _ in range(4):
        put_real(st, 0, "Murloc Coastrunner", "allies")
    res = resources(st, 0, 8)
    st2 = resolve_chain(apply(st, "power", 0, uid=rawr, power=_flip(data), x=0))
    assert all(st2.table.cards[u].tapped for u in res)  # four Murlocs: full price
    put_real(st, 0, "Baby Murloc", "allies")
    st = resolve_chain(apply(st, "power", 0, uid=rawr, power=_flip(data), x=0))
    assert st.table.cards[rawr].flags.get("flipped") and not any(st.table.cards[u].tapped for u in res)
