"""Quest templates (EN 702, outside the provided document): completion costs with a turn or a
condition and rewards with a condition or a graveyard target, each played with a real quest."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.cards.templates_quests import complete_cost
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _complete(st, name: str, pay: int = 8):
    resources(st, 0, pay)
    quest = put_real(st, 0, name, "resources", face_down=False)
    return quest


def _settle(st):
    for _ in range(20):
        if not st.chain and not st.triggers:
            break
        st = resolve_chain(st)
    return st


def test_completion_cost_wordings():
    # EN 702.1: "During your turn, pay 1 …", "If COND, pay 2 …", "COND: Pay 1 …", "Pay [2] …"
    assert complete_cost("During your turn, pay 1 to complete this quest.", "Q") == {"resources": 1, "own_turn": True}
    assert complete_cost("Pay [2] to complete this quest.", "Q") == {"resources": 2, "own_turn": False}
    cost = complete_cost("On an opponent's turn: Pay 1 to complete this quest.", "Q")
    assert cost is not None and cost["if"] == {"k": "your_turn", "not": True}
    assert complete_cost("If you have no cards in hand, pay 3 to complete this quest.", "Q")["if"] == {"k": "hand", "max": 0}
    assert complete_cost("Pay 2 and discard a card to complete this quest.", "Q") is None  # not this template


@pytest.mark.parametrize("empty_hand", [False, True])
def test_reward_draws_only_if_your_hand_is_empty(empty_hand):
    # EN 702.3/709: Orders From Lady Vashj — "Reward: If you have no cards in hand, draw two cards."
    automated("Orders From Lady Vashj")
    st = start()
    quest = _complete(st, "Orders From Lady Vashj")
    if empty_hand:
        for uid in list(st.table.zone(0, "hand")):
            st.table.move(uid, "graveyard")
    before = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == before + (2 if empty_hand else 0)


@pytest.mark.parametrize("demon", [False, True])
def test_reward_draws_one_more_with_a_demon_in_your_party(demon):
    # EN 702.3/709: "Reward: Draw a card, or two cards if a Demon is in your party."
    automated("You Are Rakh'likh, Demon")
    st = start()
    if demon:
        put_real(st, 0, "Doomguard", "allies")
    quest = _complete(st, "You Are Rakh'likh, Demon")
    before = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == before + (2 if demon else 1)


def test_reward_returns_a_target_ally_from_your_graveyard():
    # EN 707.1d: "Reward: Put target ally from your graveyard into your hand." — needs an ally there
    automated("The Ichor of Undeath")
    st = start()
    quest = _complete(st, "The Ichor of Undeath")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))  # nothing was paid
    ally = put(st, 0, "Loyal Hound", "graveyard")
    st = apply(st, "quest", 0, uid=quest)
    for _ in range(10):
        if st.pending:
            st = choose(st, str(ally))
        elif st.chain or st.triggers:
            st = resolve_chain(st)
        else:
            break
    assert st.table.cards[ally].zone == "hand"


def test_completion_only_on_your_turn_or_if_the_condition_holds():
    # EN 702.1: "On your turn, if there are three or more allies in your graveyard: Pay 2 …"
    automated("Setting an Example")
    st = start()
    quest = _complete(st, "Setting an Example")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    for _ in range(3):
        put(st, 0, "Loyal Hound", "graveyard")
    before = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == before + 1
    assert hero(st, 0) is not None
