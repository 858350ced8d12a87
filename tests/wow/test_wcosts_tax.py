"""Attack taxes (templates_wcosts_tax, engine.wow.attack_tax): "Opposing heroes and allies can't attack unless
their controller pays 1 for each character." (103.2 "can't … unless"; the cost paid in full, 403.1)."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, hero, labels, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _attack_labels(st, attacker_name: str) -> list[str]:
    return [lab for lab in labels(st, 0) if lab.startswith("Attack") and lab.endswith(attacker_name)]


def test_nurgle_taxes_every_attacker():
    # 103.2, 403.1: "Opposing heroes and allies can't attack unless their controller pays 1 for each character."
    automated("Nurgle Tinkfrost")
    st = start()
    put_real(st, 1, "Nurgle Tinkfrost", "allies")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):  # no ready resource to pay with
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert not _attack_labels(st, "Karrok Scarrend") and not _attack_labels(st, "Korga Stormcaller")
    res = resources(st, 0, 2)
    assert _attack_labels(st, "Karrok Scarrend") and _attack_labels(st, "Korga Stormcaller")
    st = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert sum(st.table.cards[u].tapped for u in res) == 1 and st.table.cards[ally].tapped


def test_nurgle_does_not_tax_its_own_side():
    # 103.2: only opposing heroes and allies
    st = start()
    put_real(st, 0, "Nurgle Tinkfrost", "allies")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert st.table.cards[ally].tapped


@pytest.mark.parametrize("card", ["Winter's Grasp", "Grace of Air Totem"])
def test_ally_only_taxes_leave_the_hero_free(card):
    # 103.2: "Ongoing: Opposing allies can't attack heroes or allies in your party unless their controller pays 1
    # for each attacker." / "… can't attack your heroes, allies, or Totems unless …"
    automated(card)
    st = start()
    put_real(st, 1, card, "hero_row")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    st2 = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))  # a hero attacks for free
    assert st2.table.cards[hero(st2, 0)].tapped
    res = resources(st, 0, 1)
    st = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert st.table.cards[res[0]].tapped
