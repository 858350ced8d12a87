"""Helper x33quest: Severed Visionary Tentacle (``engine.wow.removed_name_match``; script in
``engine/wow/cards/scripts/x33quest.toml``) — played with the real card of the pool and asserted on every clause.

Rule calls without a source: the removed cards are known to the item's controller only (415.4a); "they share a name"
compares the revealed card with the card played (200.2); "If you do" reads whether the item was destroyed."""

from __future__ import annotations

import pytest

from engine.wow.removed_name_match import KIND, NONE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)


def _tentacle():
    automated("Severed Visionary Tentacle")
    st = start({"auto_pass": False})
    sentinel = put(st, 1, "Iron Sentinel", "deck")
    st.table.zone(1, "deck").remove(sentinel)
    st.table.zone(1, "deck").insert(0, sentinel)
    tops = list(st.table.zone(1, "deck")[:4])
    st, item = play_real(st, "Severed Visionary Tentacle", 0, pay=8)
    st = resolve_chain(st)
    st = _until(st, lambda s: not s.chain and not s.triggers and (not s.pending or s.pending[0].kind == "target"))
    if st.pending:
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    return st, item, tops


def test_tentacle_removes_three_face_down_known_to_its_controller_only():
    # WoW 703 / 415.7a / 415.4a: "When this item enters play, remove the top three cards of target opponent's deck from
    # the game face down. You may look at the cards removed this way at any time."
    st, item, tops = _tentacle()
    assert st.table.cards[item].zone == "hero_row"
    assert all(st.table.cards[u].zone == "removed" and st.table.cards[u].face_down for u in tops[:3])
    assert all(st.table.cards[u].known_to == [0] for u in tops[:3])
    assert st.table.cards[tops[3]].zone == "deck"


def _opponent_plays_sentinel(st):
    st.active = st.priority = 1
    card = put(st, 1, "Iron Sentinel", "hand")
    resources(st, 1, 8)
    st = apply(st, "play", 1, uid=card, x=0)
    return _until(st, lambda s: (s.pending and s.pending[0].kind == KIND) or (not s.chain and not s.triggers and not s.pending)), card


@pytest.mark.parametrize("reveal", ["same", "other", "none"])
def test_tentacle_reveal_on_an_opposing_play(reveal):
    # WoW 703 / 709.3 / 200.2: "When an opponent plays a card …, you may reveal a card removed this way. If they share a
    # name, destroy this item. If you do, your hero deals 10 shadow damage to that opponent's hero."
    st, item, tops = _tentacle()
    st, _ = _opponent_plays_sentinel(st)
    assert st.pending and st.pending[0].kind == KIND and st.pending[0].player == 0
    pick = {"same": str(tops[0]), "other": str(tops[1]), "none": NONE}[reveal]
    st = resolve_chain(choose(st, pick))
    if reveal != "none":
        assert 1 in st.table.cards[int(pick)].known_to  # revealed: public (709.1)
    assert (st.table.cards[item].zone == "graveyard") == (reveal == "same")
    assert st.table.cards[hero(st, 1)].damage == (10 if reveal == "same" else 0)


def test_tentacle_reveal_on_an_opposing_face_up_resource():
    # "or places a resource face up into his resource row": a quest of the removed card's name placed face up
    from .test_templates_more import put_real

    automated("Severed Visionary Tentacle")
    st = start({"auto_pass": False})
    quest = put_real(st, 1, "Your Fortune Awaits You", "deck")
    st.table.zone(1, "deck").remove(quest)
    st.table.zone(1, "deck").insert(0, quest)
    st, item = play_real(st, "Severed Visionary Tentacle", 0, pay=8)
    st = resolve_chain(st)
    st = _until(st, lambda s: not s.chain and not s.triggers and (not s.pending or s.pending[0].kind == "target"))
    if st.pending:
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[quest].zone == "removed"
    st.active = st.priority = 1
    twin = put_real(st, 1, "Your Fortune Awaits You", "hand")
    st = apply(st, "resource", 1, uid=twin, face_up=True)
    st = _until(st, lambda s: (s.pending and s.pending[0].kind == KIND) or (not s.chain and not s.triggers and not s.pending))
    assert st.pending and st.pending[0].kind == KIND
    st = resolve_chain(choose(st, str(quest)))
    assert st.table.cards[item].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 10
