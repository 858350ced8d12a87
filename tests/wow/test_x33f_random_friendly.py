"""Engine fixes (helper x33fix): an attacker that "attacks at random" draws among every legal defender
(EN 601.1), the friendly ones a card allows too (``engine.wow.friendly_attacks``: "Any hero or ally can
attack Gamon"), the same list the attack action offers (``combat.friendly_defenders``)."""

from __future__ import annotations

from engine.wow import wreal_random
from tests.shared_data import needs

from .helpers import apply, hero, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_random_attacker_may_draw_a_friendly_defender_gamon():
    # WoW EN 601.1, 103.1: with Smoke Bomb ("Opposing heroes and allies attack at random") and Gamon ("Any hero or ally
    # can attack Gamon. (Including characters in your party.)"), Gamon is one of the legal defenders drawn among.
    automated("Smoke Bomb")
    automated("Gamon")
    st = start()
    put_real(st, 1, "Smoke Bomb", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    gamon = put_real(st, 0, "Gamon", "allies")
    legal = wreal_random.defenders(st, 0, mine)
    assert sorted(legal) == sorted([hero(st, 1), foe, gamon])
    drawn = set()
    for seed in range(40):
        st.rng = type(st.rng).from_seed(seed)
        s = apply(st, "attack", 0, attacker=mine, defender=foe)
        drawn |= {e["to"] for e in s.turn_log if e["ev"] == "damage" and e.get("combat") and e["src"] == mine}  # whom it fought
    assert gamon in drawn and drawn <= set(legal)
