"""A keyword and another power on one line of the data ("Protector When this ally exhausts, …",
"Ferocity (…) This ally can attack only heroes."): the keyword is the card's (EN glossary keywords),
the rest is its own power — played with real cards of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.schema import leading_keywords
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_leading_keywords_only_in_front_of_another_power():
    assert leading_keywords("Protector When this ally exhausts, ready up to three resources you control.") == ["Protector"]
    assert leading_keywords("Assault 2 Allies have -2 ATK while defending against this ally.") == ["Assault 2"]
    assert leading_keywords("Aberration Stealth") == []  # a line of keywords only
    assert leading_keywords("Target ally has Stealth this turn.") == []


def test_protector_in_front_of_a_trigger_is_the_cards():
    # EN glossary Protector; EN 703: "Protector When this ally exhausts, ready up to three resources you control."
    automated("Mothra")
    st = start()
    mothra = put_real(st, 0, "Mothra", "allies")
    assert kw.has(st, mothra, "Protector")
    mine = resources(st, 0, 3)
    for u in mine:
        st.table.cards[u].tapped = True
    st = apply(st, "attack", 0, attacker=mothra, defender=hero(st, 1))  # attacking exhausts it (EN 601.2)
    st = resolve_chain(st)
    for u in mine:
        if st.pending and st.pending[0].kind == "target":
            st = choose(st, str(u))
    st = resolve_chain(st)
    assert not any(st.table.cards[u].tapped for u in mine)


def test_ferocity_in_front_of_a_restriction():
    # EN glossary Ferocity; 103.2: "Ferocity (This ally can attack immediately.) This ally can attack only heroes."
    automated("Onnekra Bloodfang")
    st = start()
    onnekra = put_real(st, 0, "Onnekra Bloodfang", "allies")
    st.table.cards[onnekra].entered_turn = st.turn  # just entered: Ferocity lets it attack
    enemy = put(st, 1, "Iron Sentinel", "allies")
    acts = labels(st, 0)
    assert kw.has(st, onnekra, "Ferocity")
    assert any("Onnekra" in a and "Iron Sentinel" not in a for a in acts if a.startswith("Attack"))
    assert not any("Onnekra" in a and "Iron Sentinel" in a for a in acts if a.startswith("Attack")), enemy
