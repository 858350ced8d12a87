"""Helper x33quest: quest cards completed from the graveyard, hand or deck top (``engine.wow.quest_zones``; scripts in
``engine/wow/cards/scripts/x33quest.toml``) — each card played with the real card of the pool and asserted on every
clause of its text.

Rule calls without a source (the rules document doesn't say): the quest completed elsewhere is not one of your
resources (it pays nothing, 412.2); its completion cost and condition are those of EN 702.1; removing it from the game
is part of the cost (403.1, 415.7a) and replaces turning it face down (EN 702.2); its reward is yours (EN 702.2).
"""

from __future__ import annotations

from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)

QUEST = "Your Fortune Awaits You"  # "Pay 3 to complete this quest. Reward: Draw a card."


def _quest_actions(st, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == uid]


def _with(card: str):
    """P1 plays ``card`` (it stays in play) and has 3 ready resources after."""
    automated(card)
    st = start()
    st, uid = play_real(st, card, 0, pay=2)
    st = resolve_chain(st)
    assert st.table.cards[uid].zone == "hero_row"  # an ongoing ability stays in play (305.2c)
    resources(st, 0, 3)
    return st, uid


def _complete(st, quest: int):
    hand = len(st.table.zone(0, "hand"))
    before = sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].zone == "removed"  # removed from the game as an additional cost (403.1, 415.7a)
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == before + 3  # the 3 is paid (EN 702.1)
    return st, hand


def test_aquatic_form_completes_a_quest_from_the_graveyard():
    # WoW 702.1 / 403.1 / 415.7a: "You may complete quest cards from your graveyard. As you do, remove them from the
    # game as an additional cost." — a Form (1) (414.3b) that stays in play although its data lost "Ongoing:"
    st = start()
    quest = put_real(st, 0, QUEST, "graveyard")
    resources(st, 0, 3)
    assert not _quest_actions(st, quest)  # without the card: no completion from the graveyard (306.2)
    st, _ = _with("Aquatic Form")
    quest = put_real(st, 0, QUEST, "graveyard")
    assert _quest_actions(st, quest)
    st, hand = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == hand + 1  # the reward: draw a card (EN 702.2)


def test_water_breathing_completes_a_quest_from_the_hand():
    # WoW 702.1 / 403.1: "Ongoing: You may complete quest cards from your hand. As you do, remove them from the game
    # as an additional cost."
    st, _ = _with("Water Breathing")
    quest = put_real(st, 0, QUEST, "hand")
    other = put_real(st, 0, QUEST, "graveyard")
    assert _quest_actions(st, quest) and not _quest_actions(st, other)  # the hand only
    st, hand = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1  # the quest left the hand; the reward drew one (EN 702.2)


def test_water_breathing_needs_the_completion_cost():
    # WoW 403.1: the quest's completion cost must be paid (3); the quest itself is no resource (412.2)
    automated("Water Breathing")
    st = start()
    st, _ = play_real(st, "Water Breathing", 0, pay=2)
    st = resolve_chain(st)
    resources(st, 0, 2)
    quest = put_real(st, 0, QUEST, "hand")
    assert not _quest_actions(st, quest)


def test_unending_breath_completes_the_quest_on_top_of_the_deck():
    # WoW 702.1 / 403.1: "You may complete quest cards from the top of your deck. As you do, remove them from the game
    # as an additional cost." — the top card only (its line 1 plays with it revealed)
    st, _ = _with("Unending Breath")
    top = put_real(st, 0, QUEST, "deck")
    st.table.zone(0, "deck").remove(top)
    st.table.zone(0, "deck").insert(0, top)
    lower = put_real(st, 0, QUEST, "deck")
    st.table.zone(0, "deck").remove(lower)
    st.table.zone(0, "deck").insert(1, lower)
    assert _quest_actions(st, top) and not _quest_actions(st, lower)
    st, hand = _complete(st, top)
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert lower in st.table.zone(0, "hand")  # the reward drew the next card
