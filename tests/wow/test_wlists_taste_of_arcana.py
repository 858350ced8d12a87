"""The Taste of Arcana (a card of the gathered deck lists, issue #18), played with the real card: damage,
then, if a hero was targeted, a card its controller is playing may be interrupted unless he pays 1 per
damage dealt this way (EN 711, 709.3; engine.wow.played_pick)."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

NAME = "The Taste of Arcana"


def _respond_to_frostbolt(target: str, resist: bool = False):
    """Turn 2: P2 plays Frostbolt at P1's hero; P1 answers with The Taste of Arcana at ``target``."""
    automated(NAME)
    st = _advance(start(), 2)
    taste = put_real(st, 0, NAME, "hand")  # an instant in hand: P1 gets to answer (no automatic pass)
    resources(st, 0, 1)
    ally = put(st, 1, "Iron Sentinel", "allies")
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 4)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(st.heroes[0]))
    if st.priority == 1:
        st = apply(st, "pass", 1)
    if resist:  # the damage will be prevented (Arcane Resistance, EN glossary)
        st.modifiers.append(Modifier(st.heroes[1], "keyword", 1, keyword="Arcane Resistance", duration="this_turn", player=1, turn=st.turn))
    st = apply(st, "play", 0, uid=taste, x=0)
    st = choose(st, str({"hero": st.heroes[1], "ally": ally}[target]))
    return st, bolt, ally


def _resolve_taste(st):
    while st.chain and not st.pending and st.chain[-1].label.startswith(NAME):
        st = apply(st, "pass", st.priority)
    return st


@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_a_targeted_hero_lets_you_interrupt_his_card_unless_he_pays(answer):
    # EN 711: "you may interrupt a card played by its controller unless he pays 1 for each damage dealt this
    # way" — 1 damage dealt, so he may pay 1 (412.2) to keep Frostbolt on the chain (EN 709.3)
    st, bolt, _ = _respond_to_frostbolt("hero")
    st = _resolve_taste(st)
    assert st.table.cards[st.heroes[1]].damage == 1
    pick = st.pending[0]
    assert pick.player == 0 and {o.id for o in pick.options} == {str(bolt), "none"}
    st = choose(st, str(bolt))
    pay = st.pending[0]
    assert pay.player == 1 and pay.kind == "unless" and "Pay 1" in [o.label for o in pay.options]
    ready = sum(not st.table.cards[u].tapped for u in st.table.zone(1, "resources"))
    st = resolve_chain(choose(st, "pay" if answer == "pay" else "decline"))
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(1, "resources")) == ready - (answer == "pay")
    # paid: Frostbolt stayed on the chain and resolved (3 frost damage); declined: interrupted (EN 711.1)
    assert st.table.cards[st.heroes[0]].damage == (3 if answer == "pay" else 0)
    assert st.table.cards[bolt].zone == "graveyard"


def test_you_may_choose_not_to_interrupt():
    st, bolt, _ = _respond_to_frostbolt("hero")
    st = resolve_chain(choose(_resolve_taste(st), "none"))
    assert st.table.cards[bolt].zone == "graveyard"
    assert st.table.cards[st.heroes[0]].damage == 3  # Frostbolt resolved


def test_an_ally_target_offers_no_interrupt():
    # "If you targeted a hero": an ally was targeted, nothing more happens (EN 709)
    st, bolt, ally = _respond_to_frostbolt("ally")
    st = _resolve_taste(st)
    assert not st.pending and st.table.cards[ally].damage == 1
    st = resolve_chain(st)
    assert st.table.cards[st.heroes[0]].damage == 3 and st.table.cards[bolt].zone == "graveyard"


def test_no_damage_dealt_means_he_pays_nothing():
    # "1 for each damage dealt this way": the damage prevented (Arcane Resistance, EN glossary), he stops the interrupt by paying 0 (405.5, 709.3)
    st, bolt, _ = _respond_to_frostbolt("hero", resist=True)
    st = _resolve_taste(st)
    assert st.table.cards[st.heroes[1]].damage == 0
    st = choose(st, str(bolt))
    assert "Pay 0" in [o.label for o in st.pending[0].options]
    st = resolve_chain(choose(st, "pay"))
    assert st.table.cards[st.heroes[0]].damage == 3  # paying 0 kept Frostbolt: it resolved
