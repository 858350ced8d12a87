"""Helper wturn (issue #18): quest completion costs read by ``engine/wow/cards/templates_wturn.py`` (EN 702.1,
403.1), each real quest completed in an engine game (``engine.wow.wturn``, ``costs.complete_cost``)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _settle(st):
    for _ in range(20):
        if not st.chain and not st.triggers:
            break
        st = resolve_chain(st)
    return st


def _hand(st, p=0):
    return len(st.table.zone(p, "hand"))


def _ready(st, p=0):
    return sum(1 for u in st.table.zone(p, "resources") if not st.table.cards[u].tapped)


def _quest(st, name, pay):
    resources(st, 0, pay)
    return put_real(st, 0, name, "resources", face_down=False)


def test_lazy_peons_exhausts_itself_and_pays_nothing():
    # EN 702.1/702.2, 501.1b: "Exhaust Lazy Peons to complete this quest." — completing exhausts the (ready) quest;
    # no other resource pays. "Reward: Draw a card."
    automated("Lazy Peons")
    st = start()
    quest = _quest(st, "Lazy Peons", 2)
    before, ready = _hand(st), _ready(st)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert _hand(st) == before + 1
    assert st.table.cards[quest].tapped and _ready(st) == ready - 1  # only the quest itself
    st.table.cards[quest].face_down = False
    with pytest.raises(RulesError):  # an exhausted quest can't be completed (501.1b)
        apply(st, "quest", 0, uid=quest)


def test_into_the_maw_destroys_itself_to_complete():
    # EN 702.1, 403.1, 415.9c: "Destroy Into the Maw of Madness to complete this quest." — to its owner's graveyard;
    # no resource is exhausted. "Reward: Draw a card."
    automated("Into the Maw of Madness")
    st = start()
    quest = _quest(st, "Into the Maw of Madness", 2)
    before, ready = _hand(st), _ready(st)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].zone == "graveyard"
    assert _hand(st) == before + 1 and _ready(st) == ready - 1  # the quest left; the others stay ready


def test_smokey_sings_destroys_itself_and_pays_five_on_your_turn_only():
    # EN 702.1: "During your turn, destroy When Smokey Sings, I Get Violent and pay 5 to complete this quest."
    # "Reward: Target opponent destroys one of his resources."
    automated("When Smokey Sings, I Get Violent")
    st = start()
    quest = _quest(st, "When Smokey Sings, I Get Violent", 4)
    with pytest.raises(RulesError):  # 4 other ready resources: not enough for 5
        apply(st, "quest", 0, uid=quest)
    resources(st, 0, 1)
    theirs = resources(st, 1, 2)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].zone == "graveyard"
    assert _ready(st) == 0
    while st.pending:  # the opponent picks a resource to destroy
        from .helpers import choose
        st = _settle(choose(st, st.pending[0].options[0].id))
    assert sum(1 for u in theirs if st.table.cards[u].zone == "graveyard") == 1


def test_smokey_sings_not_on_opponents_turn():
    # EN 702.1: "During your turn" — not on the opponent's turn
    st = start()
    resources(st, 1, 6)
    quest = put_real(st, 1, "When Smokey Sings, I Get Violent", "resources", face_down=False)
    with pytest.raises(RulesError):
        apply(st, "quest", 1, uid=quest)


@pytest.mark.parametrize("cards", [0, 3])
def test_akamas_promise_costs_one_per_card_in_hand(cards):
    # EN 702.1: "Pay 1 for each card in your hand to complete this quest." "Reward: Draw a card."
    automated("Akama's Promise")
    st = start()
    for uid in list(st.table.zone(0, "hand")):
        st.table.move(uid, "graveyard")
    for _ in range(cards):
        put(st, 0, "Mist Owl", "hand")
    quest = _quest(st, "Akama's Promise", cards)
    if cards:
        st.table.cards[st.table.zone(0, "resources")[0]].tapped = True  # one short
        with pytest.raises(RulesError):
            apply(st, "quest", 0, uid=quest)
        st.table.cards[st.table.zone(0, "resources")[0]].tapped = False
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert _hand(st) == cards + 1
    assert _ready(st) == 0


@pytest.mark.parametrize("face_up", [0, 2])
def test_witch_hill_costs_two_plus_opposing_face_up_resources(face_up):
    # EN 702.1, 306.1: "Pay 2 and an additional 1 for each opposing face-up resource to complete this quest."
    automated("What's Haunting Witch Hill?")
    st = start()
    resources(st, 1, 3)  # face-down: not counted
    for _ in range(face_up):
        put_real(st, 1, "Lazy Peons", "resources", face_down=False)
    quest = _quest(st, "What's Haunting Witch Hill?", 1 + face_up)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    resources(st, 0, 1)
    before = _hand(st)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert _hand(st) == before + 1 and _ready(st) == 0


@pytest.mark.parametrize(("quest_name", "ally"), [("Marks of Kil'jaeden", "Vindicator Kaldel"), ("Firewing Signets", "Arcanist Avelena")])
def test_quest_needs_an_ally_with_inspire_or_sabotage(quest_name, ally):
    # EN 702.1: "If an ally with inspire (501.1b) / sabotage is in your party, pay 1 to complete this quest."
    automated(quest_name)
    st = start()
    quest = _quest(st, quest_name, 1)
    put_real(st, 0, "Vindicator Kaldel" if ally != "Vindicator Kaldel" else "Arcanist Avelena", "allies")  # the other keyword
    put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put_real(st, 1, ally, "allies")  # an opposing one is not in your party
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put_real(st, 0, ally, "allies")
    before = _hand(st)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert _hand(st) == before + 1 and _ready(st) == 0


def test_reoccupation_shuffles_yours_and_removes_opposing_graveyards():
    # EN 702.3, 415.2: "Reward: Shuffle your graveyard into your deck, then remove all cards in each opponent's
    # graveyard from the game."
    automated("Reoccupation")
    st = start()
    mine = [put(st, 0, "Loyal Hound", "graveyard") for _ in range(2)]
    theirs = [put(st, 1, "Loyal Hound", "graveyard") for _ in range(3)]
    deck = len(st.table.zone(0, "deck"))
    quest = _quest(st, "Reoccupation", 6)
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert all(st.table.cards[u].zone == "deck" for u in mine) and len(st.table.zone(0, "deck")) == deck + 2
    assert all(st.table.cards[u].zone == "removed" for u in theirs)
    assert st.table.zone(0, "graveyard") == [] and st.table.zone(1, "graveyard") == []
