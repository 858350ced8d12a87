"""Slow (a card of the gathered deck lists, issue #18), played with the real card: "Ongoing: Attached hero's
controller can't play more than one card per turn. (This doesn't include placing resources.)"
(engine.wow.play_cap)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _slowed():
    """P1 attaches Slow to P2's hero on turn 1; turn 2 is P2's."""
    automated("Slow")
    st = start(hero0="Korga Stormcaller")
    slow = put_real(st, 0, "Slow", "hand")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "play", 0, uid=slow, x=0), str(st.heroes[1])))
    assert st.table.cards[slow].attached_to == st.heroes[1]
    return _advance(st, 2), slow


def _play_bolt(st, player):
    bolt = put_real(st, player, "Frostbolt", "hand")
    resources(st, player, 3)
    st = choose(apply(st, "play", player, uid=bolt, x=0), str(st.heroes[1 - player]))
    return resolve_chain(st)


def test_the_slowed_player_plays_one_card_a_turn_but_may_place_a_resource():
    # 103.2: after one card played this turn, a second play is refused; placing a resource is no play (412.1)
    st, slow = _slowed()
    st = apply(st, "resource", 1, uid=st.table.zone(1, "hand")[0], face_up=False)
    st = _play_bolt(st, 1)
    bolt2 = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    with pytest.raises(RulesError) as err:
        apply(st, "play", 1, uid=bolt2, x=0)
    assert err.value.rule == R("103.2")
    destroy(st, slow, R("415.9c"))  # Slow gone: no restriction
    st = choose(apply(st, "play", 1, uid=bolt2, x=0), str(st.heroes[0]))


def test_slow_binds_only_the_attached_heros_controller_and_resets_each_turn():
    st, _slow = _slowed()
    st = _play_bolt(st, 1)
    st = _advance(st, 3)
    st = _play_bolt(_play_bolt(st, 0), 0)  # P1's hero has no Slow: two cards
    st = _advance(st, 4)
    st = _play_bolt(st, 1)  # a new turn: one card again
    assert st.table.cards[st.heroes[0]].damage == 6 and st.table.cards[st.heroes[1]].damage == 6  # 3 frost per Frostbolt
