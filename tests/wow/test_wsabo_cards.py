"""Helper wsabo: Sabotage beyond cards in play (not in the 6.0 document: from the cards' reminder text,
engine.wow.wreal2_sabotage) — "When Dayvana sabotages a quest, you may complete it this turn." (an opposing
quest completed by you, engine.wow.wsabo_quests)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wreal2_real import _to_turn_of

pytestmark = needs(WOW_CARDS)


def _quest_actions(st, player: int, quest: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args.get("uid") == quest]


def _dayvana(attack: bool = True):
    """Dayvana (P1) and a face-up ready quest in P2's resource row ("Pay 3 …; Reward: Draw a card.")."""
    automated("Arcanist Dayvana")
    st = start()
    ally = put_real(st, 0, "Arcanist Dayvana", "allies")
    quest = put_real(st, 1, "Your Fortune Awaits You", "resources", face_down=False)
    resources(st, 0, 4)
    if attack:  # Sabotage: Quest — Dayvana attacks the quest (EN 601.1, the reminder text on Retainer Jitaen)
        st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=ally, defender=quest)))
    return st, ally, quest


def test_dayvana_without_sabotage_cant_complete_an_opposing_quest():
    # 306.2 / EN 702.1: a player completes quests in his own resource row; no permission, no completion
    st, _, quest = _dayvana(attack=False)
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


def test_dayvana_sabotages_a_quest_and_may_complete_it_this_turn():
    # "When Dayvana sabotages a quest, you may complete it this turn.": P1 pays the cost from his resources
    # (403.1), the reward is his (EN 702.2: his link), the quest is exhausted and turned face down where it is
    st, _, quest = _dayvana()
    card = st.table.cards[quest]
    assert card.controller == 1 and not card.face_down  # the sabotage itself does nothing to the quest
    assert _quest_actions(st, 0, quest)
    hand0, hand1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    card = st.table.cards[quest]
    assert card.face_down and card.tapped and card.zone == "resources" and card.controller == 1
    assert len(st.table.zone(0, "hand")) == hand0 + 1 and len(st.table.zone(1, "hand")) == hand1  # Reward: Draw a card (P1)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 3  # Pay 3: P1's resources
    assert not _quest_actions(st, 0, quest)  # face down now: not again (306.2)


def test_dayvana_may_decline_and_the_permission_ends_with_the_turn():
    # "you may … this turn": nothing is forced (EN 709.3); at the next turn the permission is gone (EN 714 "this turn")
    st, _, quest = _dayvana()
    assert _quest_actions(st, 0, quest)
    st = _to_turn_of(_to_turn_of(st, 1), 0)  # P2's turn, then P1's next turn
    st.table.cards[quest].tapped = False
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


def test_dayvana_cant_complete_it_without_enough_resources():
    # 403.1: the completion cost is P1's to pay (3 resources, and the quest's own resource is not his)
    st, _, quest = _dayvana()
    for u in st.table.zone(0, "resources")[1:]:
        st.table.cards[u].tapped = True
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
