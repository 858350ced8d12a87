"""Corki's Ransom (a card of the gathered deck lists, issue #18), played with the real card: "Put Corki's
Ransom into its owner's hand and pay 2 to complete this quest." then "Reward: Draw a card." (EN 702)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Corki's Ransom"


def test_completing_returns_the_quest_to_hand_pays_two_and_draws():
    automated(NAME)
    st = start()
    res = resources(st, 0, 2)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].zone == "hand" and not st.table.cards[quest].face_down
    assert all(st.table.cards[u].tapped for u in res)  # 2 paid (412.2)
    assert len(st.table.zone(0, "hand")) == hand + 2  # the quest itself and the card drawn
    assert len(st.table.zone(0, "resources")) == 2


def test_it_needs_two_other_ready_resources():
    automated(NAME)
    st = start()
    resources(st, 0, 1)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
