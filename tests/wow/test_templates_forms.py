"""Druid forms by their reminder text: "Your hero is in bear form. (Has Protector. Destroy this card
when you strike with a weapon or play a non-Feral ability.)", cat form: "+1 ATK while attacking" —
played with real cards of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_bear_form_protector_until_a_non_feral_ability():
    # EN glossary Protector; EN 703: "Destroy this card when you … play a non-Feral ability" (202.1a: Feral tag)
    automated("Demoralizing Roar")
    st = start()
    roar = put_real(st, 0, "Demoralizing Roar", "hero_row")
    assert kw.has(st, hero(st, 0), "Protector")
    st, _ = play_real(st, "Burly Bellow", 0)  # a Feral ability: the form stays
    st = resolve_chain(st)
    assert st.table.cards[roar].zone == "hero_row"
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Fire Blast", 0, str(enemy))  # a Mage ability: the form ends
    st = resolve_chain(st)
    assert st.table.cards[roar].zone == "graveyard" and not kw.has(st, hero(st, 0), "Protector")


def test_cat_form_atk_while_attacking_until_a_strike():
    # 303.2 strike; EN 714: "+1 ATK while attacking. Destroy this card when you strike with a weapon …" (Call of the Wild)
    automated("Call of the Wild")
    st = start({"auto_pass": False})
    cat = put_real(st, 0, "Call of the Wild", "hero_row")
    axe = put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    resources(st, 0, 4)
    before = kw.atk(st, hero(st, 0))
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy)
    assert kw.atk(st, hero(st, 0)) == before + 1
    if st.pending and st.pending[0].kind == "target":  # its own "When your hero attacks" trigger
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    if st.priority == 1:
        st = apply(st, "pass", 1)
    st = resolve_chain(apply(st, "strike", 0, weapon=axe))
    assert st.table.cards[cat].zone == "graveyard"
