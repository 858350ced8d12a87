"""Helper wmech: mechanisms played with the real cards — a given Sentinel (``engine.wow.given_sentinel``),
targets counted by X or a count, "any number of target … with combined cost N or less", Sabotage of what
is no card in play, "you may skip drawing"."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _attack(st, attacker: int, defender: int):
    st = resolve_chain(apply(st, "attack", st.table.cards[attacker].controller, attacker=attacker, defender=defender))
    return finish_combat(st)


# --- a given Sentinel (reminder: "The first time it exhausts each turn, ready it."; EN 703.1, 411.1) ----


def test_force_of_earth_gives_atk_and_sentinel_this_turn():
    # "Target hero or ally has +1 ATK and Sentinel this turn." — EN 714 (this turn), Sentinel's reminder
    # text: the first time it exhausts each turn it readies (a triggered power, EN 703.1); the second time not.
    automated("Force of Earth")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    before = kw.atk(st, a)
    st, _ = play_real(st, "Force of Earth", 0, str(a))
    st = resolve_chain(st)
    assert kw.atk(st, a) == before + 1
    st = _attack(st, a, hero(st, 1))
    assert not st.table.cards[a].tapped  # the first exhaust this turn: readied
    st = _attack(st, a, hero(st, 1))
    assert st.table.cards[a].tapped  # the second: not


def test_force_of_earth_sentinel_not_after_an_earlier_exhaust_and_not_next_turn():
    # Sentinel: "The first time it exhausts each turn" — an exhaust before the grant was the first (411.1)
    from .test_wtrig_cards import _next_turn

    automated("Force of Earth")
    st = start()
    a = put(st, 0, "Raging Brute", "allies")
    b = put(st, 0, "Raging Brute", "allies")
    st = _attack(st, a, hero(st, 1))  # a exhausts before it has Sentinel
    st.table.cards[a].tapped = False
    st, _ = play_real(st, "Force of Earth", 0, str(a))
    st = _attack(resolve_chain(st), a, hero(st, 1))
    assert st.table.cards[a].tapped  # not the first exhaust of the turn
    st = _attack(st, b, hero(st, 1))
    assert st.table.cards[b].tapped  # no Sentinel: the untargeted ally stays exhausted
    st = _next_turn(_next_turn(st))
    assert not kw.has(st, a, "Sentinel")  # "this turn" (EN 714)


def test_hand_of_devotion_hero_protects_and_readies_once():
    # "Play only on an opponent's turn." (refused on yours), "Your hero has Protector this turn." and
    # "Your hero has Sentinel this turn.": the hero protects (EN 602.2, exhausting) and readies (703.1, 411.1).
    from .test_wtrig_cards import _next_turn

    automated("Hand of Devotion")
    st = start()
    with pytest.raises(RulesError):
        play_real(st, "Hand of Devotion", 0)
    st = _next_turn(st)
    assert st.active == 1
    mine = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    foe2 = put(st, 1, "Raging Brute", "allies")
    card = put_real(st, 0, "Hand of Devotion", "hand")
    resources(st, 0, 5)
    st = apply(st, "attack", 1, attacker=foe, defender=mine)
    st = apply(st, "play", 0, uid=card, x=0)  # in answer to the attack (it is the opponent's turn)
    st = resolve_chain(st)
    assert kw.has(st, hero(st, 0), "Protector") and kw.has(st, hero(st, 0), "Sentinel")
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            break
        st = apply(st, "pass", st.priority)
    st = choose(st, str(hero(st, 0)))  # the hero protects: exhausts and becomes the defender (EN 602.2)
    st = finish_combat(st)
    assert not st.table.cards[hero(st, 0)].tapped  # readied by Sentinel
    st = apply(st, "attack", 1, attacker=foe2, defender=mine)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            break
        st = apply(st, "pass", st.priority)
    st = finish_combat(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].tapped  # the second exhaust this turn: not readied
