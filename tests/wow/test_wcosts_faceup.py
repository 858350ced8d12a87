"""A cost to place a quest or location face up (templates_wcosts_faceup, engine.wow.faceup_cost; 412.1b, 403.1),
with the Ring of Blood cards of the pool: face down costs nothing, face up the cost is paid as it is placed."""

from __future__ import annotations

import pytest

from engine.core import effects
from engine.core.rules import RulesError
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, labels, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _face_up_labels(st, name: str) -> list[str]:
    return [lab for lab in labels(st, 0) if lab.startswith(f"Place {name} as a resource (face up)")]


def test_final_challenge_puts_two_damage_on_your_hero_face_up_only():
    # 412.1b, 405.3: "As a cost to place this quest face up, put 2 damage on your hero."
    automated("The Ring of Blood: The Final Challenge")
    st = start()
    quest = put_real(st, 0, "The Ring of Blood: The Final Challenge", "hand")
    st2 = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=False))
    assert st2.table.cards[hero(st2, 0)].damage == 0  # face down: no cost
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[quest].zone == "resources"
    assert not st.table.cards[quest].face_down


def test_warmaul_champion_mills_three_and_needs_three():
    # 403.1: "As a cost to place this quest face up, put the top three cards of your deck into your graveyard."
    automated("The Ring of Blood: The Warmaul Champion")
    st = start()
    quest = put_real(st, 0, "The Ring of Blood: The Warmaul Champion", "hand")
    top = list(st.table.zone(0, "deck"))[:3]
    st2 = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True))
    assert all(st2.table.cards[u].zone == "graveyard" for u in top)
    for u in list(st.table.zone(0, "deck"))[2:]:
        effects.move(st.table, u, "removed", R("415.2"))  # setup: two cards left
    assert len(st.table.zone(0, "deck")) == 2
    assert not _face_up_labels(st, "The Ring of Blood: The Warmaul Champion")
    with pytest.raises(RulesError):  # a cost is paid in full (403.1)
        apply(st, "resource", 0, uid=quest, face_up=True)


def test_brokentoe_discards_a_card_of_your_choice():
    # 403.1: "As a cost to play this face up, discard a card."
    automated("The Ring of Blood: Brokentoe")
    st = start()
    quest = put_real(st, 0, "The Ring of Blood: Brokentoe", "hand")
    hand = [u for u in st.table.zone(0, "hand") if u != quest]
    assert len(_face_up_labels(st, "The Ring of Blood: Brokentoe")) == len(hand)  # one per card to discard
    with pytest.raises(RulesError):  # the quest itself can't pay
        apply(st, "resource", 0, uid=quest, face_up=True, pay=[quest])
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True, pay=[hand[1]]))
    assert st.table.cards[hand[1]].zone == "graveyard" and st.table.cards[hand[0]].zone == "hand"


def test_rokdar_removes_two_damage_from_an_opposing_hero():
    # 403.1: "As a cost to place this quest face up, remove 2 damage from an opposing hero." — not possible while
    # no opposing hero has 2 damage
    automated("The Ring of Blood: Rokdar the Sundered Lord")
    st = start()
    quest = put_real(st, 0, "The Ring of Blood: Rokdar the Sundered Lord", "hand")
    st.table.cards[hero(st, 1)].damage = 1
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=quest, face_up=True)
    st.table.cards[hero(st, 1)].damage = 5
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[hero(st, 1)].damage == 3 and not st.table.cards[quest].face_down


def test_ring_of_blood_reveals_an_arena_card():
    # 403.1: "As a cost to place this location face up, reveal an Arena card from your hand."
    automated("The Ring of Blood")
    st = start()
    loc = put_real(st, 0, "The Ring of Blood", "hand")
    assert not _face_up_labels(st, "The Ring of Blood")  # no Arena card in hand
    other = next(u for u in st.table.zone(0, "hand") if u != loc)
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=loc, face_up=True, pay=[other])
    arena = put_real(st, 0, "Arcane Intuition", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=loc, face_up=True, pay=[arena]))
    assert st.table.cards[arena].zone == "hand" and not st.table.cards[loc].face_down
