"""Stash (EN glossary: "As this enters your resource row, you may have it enter face up. Immediately
turn it face down."): placed face up as the turn's resource, the card's Stash power triggers and the
card turns face down — played with real cards of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, labels, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_stash_face_up_triggers_then_turns_face_down():
    # EN glossary Stash; 412.1b: "Stash: Exhaust target ally." (Jerrick Valder)
    automated("Jerrick Valder")
    st = start()
    jerrick = put_real(st, 0, "Jerrick Valder", "hand")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    assert "Place Jerrick Valder as a resource (face up)" in labels(st, 0)
    st = apply(st, "resource", 0, uid=jerrick, face_up=True)
    st = resolve_chain(st)
    assert st.pending and str(enemy) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(enemy)))
    assert st.table.cards[enemy].tapped
    card = st.table.cards[jerrick]
    assert card.zone == "resources" and card.face_down and st.resource_placed[0]


def test_stash_face_down_does_nothing():
    # 412.1: placed face down as usual, nothing triggers
    automated("Jerrick Valder")
    st = start()
    jerrick = put_real(st, 0, "Jerrick Valder", "hand")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "resource", 0, uid=jerrick, face_up=False))
    assert not st.pending and not st.table.cards[enemy].tapped and st.table.cards[jerrick].face_down


def test_only_stash_cards_go_face_up():
    # 412.1b: other cards than quests and locations are placed face down only
    st = start()
    plain = put_real(st, 0, "Anika Berlyn", "hand")
    assert "Place Anika Berlyn as a resource (face up)" not in labels(st, 0)
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=plain, face_up=True)


def test_stash_of_an_item_grants_this_turn():
    # EN glossary Stash: "Stash: Target ally has Assault 1 this turn." (Ring of the Battle Anthem)
    from engine.wow import keywords as kw

    automated("Ring of the Battle Anthem")
    st = start()
    ring = put_real(st, 0, "Ring of the Battle Anthem", "hand")
    ally = put(st, 0, "Iron Sentinel", "allies")
    before = kw.atk(st, ally)
    st = resolve_chain(apply(st, "resource", 0, uid=ring, face_up=True))
    st = resolve_chain(choose(st, str(ally)))
    assert kw.atk(st, ally) == before + 1  # Assault 1 on your turn
    assert st.table.cards[ring].face_down
