"""Blizzard (a card of the gathered deck lists, issue #18), played with the real card: its start-of-turn
damage to the turn player's party (EN 703, 415.8b) and "When a card leaves your hand, destroy Blizzard."
(engine.wow.hand_leave)."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_ATTACK
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _blizzard(extra: str | None = None):
    automated("Blizzard")
    st = start()
    held = put_real(st, 0, extra, "hand") if extra else None
    st, card = play_real(st, "Blizzard", 0)
    st.table.cards[card].flags["held"] = held
    st = resolve_chain(st)
    assert st.table.cards[card].zone == "hero_row"  # its own leaving the hand as it was played fires nothing
    return st, card


def test_blizzard_hits_the_opponents_party_at_the_start_of_his_turn_and_they_cant_attack():
    # EN 703 "At the start of each opponent's turn, your hero deals 1 frost damage to each hero and ally in
    # that opponent's party. A character dealt damage this way can't attack this turn." — one packet each
    # (405.4); your own party is untouched; not at the start of your own turn
    st, card = _blizzard()
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    hero1 = st.heroes[1]
    st = _advance(st, 2)
    assert st.active == 1
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero1].damage == 1
    assert kw.has(st, foe, CANT_ATTACK) and kw.has(st, hero1, CANT_ATTACK)
    assert st.table.cards[mine].damage == 0 and st.table.cards[st.heroes[0]].damage == 0
    st = _advance(st, 3)
    assert st.table.cards[foe].damage == 1 and not kw.has(st, foe, CANT_ATTACK)  # nothing on your turn; "this turn" ended
    assert st.table.cards[card].zone == "hero_row"


@pytest.mark.parametrize("how", ["resource", "play", "none"])
def test_blizzard_is_destroyed_when_a_card_leaves_your_hand(how):
    # EN 703 "When a card leaves your hand, destroy Blizzard." — placing a resource (412.1) or playing a card
    # (409.1) takes a card from your hand; the opponent's hand doesn't count
    st, card = _blizzard("Frostbolt" if how == "play" else None)
    hand = st.table.zone(0, "hand")
    assert hand
    if how == "resource":
        st = apply(st, "resource", 0, uid=hand[0], face_up=False)
    elif how == "play":
        held = st.table.cards[card].flags["held"]  # in your hand since before Blizzard entered play
        resources(st, 0, 3)
        st = apply(st, "play", 0, uid=held, x=0)
        st = choose(st, str(st.heroes[1]))
    else:
        st.table.move(st.table.zone(1, "hand")[0], "graveyard")
        st = apply(st, "pass", 0) if st.chain else st
    st = resolve_chain(st)
    assert (st.table.cards[card].zone == "graveyard") is (how != "none")
