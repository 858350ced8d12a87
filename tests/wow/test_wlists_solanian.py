"""Solanian's Belongings (a card of the gathered deck lists, issue #18), played with the real card:
"Reward: Choose one: Put an ability card from your graveyard on top of your deck or draw a card. If your
hero is a Blood Elf, you may choose both." (EN 702, 707.1c; modes.legal_modes ``mode_if``)."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Solanian's Belongings"


def _complete(blood_elf: bool):
    automated(NAME)
    st = start()
    if blood_elf:  # test setup: P1's hero is a Blood Elf (206.1: a hero's race is a trait)
        cid = st.table.cards[st.heroes[0]].card_id
        st.cards[cid] = {**st.cards[cid], "race": "Blood Elf"}
    ability = put_real(st, 0, "Frostbolt", "graveyard")
    ally = put_real(st, 0, "Piztog", "graveyard")
    resources(st, 0, 4)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest)
    return st, ability, ally


@pytest.mark.parametrize("blood_elf", [False, True])
def test_both_is_offered_only_to_a_blood_elf(blood_elf):
    st, *_ = _complete(blood_elf)
    pend = st.pending[0]
    assert pend.kind == "mode" and len(pend.options) == (3 if blood_elf else 2)


@pytest.mark.parametrize(("mode", "top", "drawn"), [(0, True, 0), (1, False, 1), (2, True, 1)])
def test_each_mode_does_its_part(mode, top, drawn):
    # mode 0: an ability card (not the ally) from your graveyard on top of your deck, chosen as it resolves
    # (EN 709.1); mode 1: draw a card; mode 2 (a Blood Elf hero): both
    st, ability, ally = _complete(blood_elf=True)
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, str(mode))
    st = resolve_chain(st)
    if top:
        pick = st.pending[0]
        assert pick.kind == "search" and {o.id for o in pick.options} == {str(ability)}
        st = resolve_chain(choose(st, str(ability)))
    assert (st.table.zone(0, "deck")[0] == ability) is (top and not drawn)
    assert len(st.table.zone(0, "hand")) == hand + drawn
    if top and drawn:
        assert ability in st.table.zone(0, "hand")  # put on top, then drawn: the search comes first (printed order)
    assert st.table.cards[ally].zone == "graveyard"
