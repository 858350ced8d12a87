"""Helper wong2 (issue #18): Ongoing attachments scripted in ``engine/wow/cards/scripts/wong2.toml`` — the card
data prints the play text and the Ongoing power on one line (two powers, 305.2) — each played with real cards."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import hero, put
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _own_next_turn(st):
    """Through the opponent's turn to the start of player 0's next turn, its start triggers resolved."""
    st = _next_turn(st)
    assert st.active == 1
    st = _settle(_next_turn(st))
    assert st.active == 0
    return st


def test_flame_burst_attaches_burns_and_burns_each_turn():
    # 400.1 attach, EN 703 start-of-turn trigger: "Attach to target hero or ally, and your hero deals 2 fire damage to it.
    # Ongoing: At the start of your turn, your hero deals 2 fire damage to attached target."
    automated("Flame Burst")
    st = start_game()
    foe = hero(st, 1)
    st, burst = play_real(st, "Flame Burst", 0, str(foe))
    st = _settle(st)
    assert st.table.cards[burst].attached_to == foe
    assert st.table.cards[foe].damage == 2
    st = _next_turn(st)  # the opponent's turn: not "your turn"
    assert st.table.cards[foe].damage == 2
    st = _settle(_next_turn(st))
    assert st.active == 0 and st.table.cards[foe].damage == 4


def start_game():
    from .helpers import start

    return start()


def test_earthen_embrace_heals_the_ally_and_gives_two_atk():
    # 408.2c heal, EN 714: "Attach to target ally, and your hero heals all damage from it. Ongoing: Attached ally has +2 ATK."
    automated("Earthen Embrace")
    st = start_game()
    brute = put(st, 0, "Raging Brute", "allies", damage=3)
    other = put(st, 0, "Loyal Hound", "allies", damage=1)
    base = kw.atk(st, brute)
    st, embrace = play_real(st, "Earthen Embrace", 0, str(brute))
    st = _settle(st)
    assert st.table.cards[embrace].attached_to == brute
    assert st.table.cards[brute].damage == 0
    assert kw.atk(st, brute) == base + 2
    assert st.table.cards[other].damage == 1 and kw.atk(st, other) == 2  # only the host


@pytest.mark.parametrize("mages", [0, 1, 2])
def test_feast_of_flame_burns_for_each_mage_and_warlock(mages):
    # 400.1, EN 703: "Attach to target hero or ally. Ongoing: At the start of your turn, your hero deals 1 fire damage to
    # attached character for each Mage and Warlock you control." (the fixture hero is a Shaman)
    automated("Feast of Flame")
    st = start_game()
    foe = hero(st, 1)
    for _ in range(mages):
        put(st, 0, "Veiled Sage", "allies")  # a Mage
    put(st, 1, "Veiled Sage", "allies")  # an opponent's Mage doesn't count
    st, feast = play_real(st, "Feast of Flame", 0, str(foe))
    st = _settle(st)
    assert st.table.cards[feast].attached_to == foe
    assert st.table.cards[foe].damage == 0  # attaching deals nothing
    st = _own_next_turn(st)
    assert st.table.cards[foe].damage == mages


@pytest.mark.parametrize("damaged", [False, True])
def test_wild_rejuvenation_treant_or_heal(damaged):
    # EN 703, 404.2 token, 408.2c: "At the start of your turn, put a 1 [MELEE] / 1 [HEALTH] Treant ally token into play if
    # your hero is undamaged. Otherwise, your hero heals 1 damage from itself."
    automated("Wild Rejuvenation")
    st = start_game()
    me = hero(st, 0)
    st, rejuv = play_real(st, "Wild Rejuvenation", 0)
    st = _settle(st)
    assert st.table.cards[rejuv].attached_to == me
    st.table.cards[me].damage = 3 if damaged else 0
    st = _own_next_turn(st)
    treants = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    if damaged:
        assert not treants and st.table.cards[me].damage == 2
    else:
        assert len(treants) == 1 and kw.atk(st, treants[0]) == 1 and kw.health(st, treants[0]) == 1
        assert kw.name(st, treants[0]) == "Treant" and st.table.cards[me].damage == 0


@pytest.mark.parametrize("damage, left", [(20, 14), (14, 14), (5, 5)])
def test_spiritual_awakening_keeps_at_most_fourteen_damage(damage, left):
    # EN 703, 407.1 (damage leaves the hero): "At the start of your turn, remove all but 14 damage from your hero."
    automated("Spiritual Awakening")
    st = start_game()
    from .test_templates_more import put_real

    put_real(st, 0, "Spiritual Awakening", "hero_row")
    me, foe = hero(st, 0), hero(st, 1)
    st.table.cards[me].damage = damage
    st.table.cards[foe].damage = 20  # only your hero
    st = _next_turn(st)  # the opponent's turn: nothing happens
    assert st.table.cards[me].damage == damage
    st = _settle(_next_turn(st))
    assert st.active == 0
    assert st.table.cards[me].damage == left and st.table.cards[foe].damage == 20
