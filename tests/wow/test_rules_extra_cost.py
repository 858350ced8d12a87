""""As an additional cost to play this card, …" (403.1, 403.6a), with real cards: the card can't be
played unless the additional cost can be paid; the play names the card that pays it."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.game import ENGINE
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_put_damage_on_your_hero_as_an_additional_cost():
    # WoW 403.1 / 405.3: Life Tap "As an additional cost to play Life Tap, put 2 damage on your hero. Draw two cards."
    automated("Life Tap")
    st = start()
    resources(st, 0, 2)
    tap = put_real(st, 0, "Life Tap", "hand")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "play", 0, uid=tap, x=0))
    assert st.table.cards[hero(st, 0)].damage == 2
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2


def test_destroy_an_ally_as_an_additional_cost():
    # WoW 403.1: Sever the Cord "As an additional cost …, destroy an ally in your party. Destroy target ally."
    automated("Sever the Cord")
    st = start()
    resources(st, 0, 2)
    cord = put_real(st, 0, "Sever the Cord", "hand")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError) as err:  # no ally of yours to pay with
        apply(st, "play", 0, uid=cord, x=0)
    assert err.value.rule == R("403.1")
    mine, other = put(st, 0, "Loyal Hound", "allies"), put(st, 0, "Swift Kodo", "allies")
    plays = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == cord]
    assert sorted(a.args["extra"][0] for a in plays) == sorted([mine, other])  # one play per payer
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=cord, x=0, extra=[enemy])  # not yours to destroy
    st = resolve_chain(choose(apply(st, "play", 0, uid=cord, x=0, extra=[mine]), str(enemy)))
    assert st.table.cards[mine].zone == "graveyard" and st.table.cards[enemy].zone == "graveyard"
    assert st.table.cards[other].zone == "allies"
