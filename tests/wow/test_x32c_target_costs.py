"""Costs the targets change (``engine.wow.target_costs``; scripts ``x32atk.toml``): Ring of Binding, Smoke Bomb (and its
random attacks, ``wreal_random``), Aura of Accuracy. Each card is played with the real card of the pool.

Rule calls without a source:
- "abilities" are ability cards an opponent plays (305); "cards and effects" are the cards you play and the payment
  powers you use (EN 701). A change counts once however many targets fit; a target the player can't pay for with it
  is not offered (403.1).
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _bolt(st, player: int, n: int):
    """Lightning Bolt (cost 3: "Your hero deals 4 nature damage to target hero or ally.") in hand, ``n`` resources."""
    bolt = put_real(st, player, "Lightning Bolt", "hand")
    res = resources(st, player, n)
    return bolt, res


def _targets(st) -> list[str]:
    assert st.pending and st.pending[0].kind == "target"
    return [o.id for o in st.pending[0].options]


def test_ring_of_binding_opponents_pay_1_more_to_target_your_hero():
    # 403.2, EN 707: "Opponents pay 1 more to play abilities that target your hero."
    automated("Ring of Binding")
    st = start()
    put_real(st, 1, "Ring of Binding", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    bolt, res = _bolt(st, 0, 3)
    st3 = apply(st, "play", 0, uid=bolt, x=0)
    assert str(hero(st, 1)) not in _targets(st3) and str(foe) in _targets(st3)  # 4 to pay with 3 ready: not offered
    st3 = resolve_chain(choose(st3, str(foe)))
    assert st3.table.cards[foe].zone == "graveyard" and all(st3.table.cards[u].tapped for u in res)
    more = resources(st, 0, 1)
    st4 = apply(st, "play", 0, uid=bolt, x=0)
    assert str(hero(st, 1)) in _targets(st4)
    st4 = resolve_chain(choose(st4, str(hero(st, 1))))
    assert st4.table.cards[hero(st4, 1)].damage == 4 and all(st4.table.cards[u].tapped for u in [*res, *more])  # 3 + 1


def test_ring_of_binding_spares_its_controller():
    # 403.2: only opponents pay more
    st = start()
    put_real(st, 0, "Ring of Binding", "hero_row")
    bolt, res = _bolt(st, 0, 3)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 4 and all(st.table.cards[u].tapped for u in res)


def test_smoke_bomb_taxes_abilities_on_its_side_and_opposing_attacks_are_random():
    # 403.2: "Opponents pay 2 more to play abilities that target a hero or ally you control."; EN 601.1: "Ongoing:
    # Opposing heroes and allies attack at random."
    automated("Smoke Bomb")
    st = start()
    put_real(st, 1, "Smoke Bomb", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    bolt, res = _bolt(st, 0, 4)
    st2 = apply(st, "play", 0, uid=bolt, x=0)
    assert str(foe) not in _targets(st2) and str(hero(st, 1)) not in _targets(st2)
    assert str(mine) in _targets(st2)
    st2 = resolve_chain(choose(st2, str(mine)))
    assert sum(st2.table.cards[u].tapped for u in res) == 3
    more = resources(st, 0, 1)
    st3 = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(foe)))
    assert st3.table.cards[foe].zone == "graveyard" and all(st3.table.cards[u].tapped for u in [*res, *more])  # 3 + 2
    atk = [lab for lab in labels(st, 0) if lab.startswith("Attack")]
    assert atk and all("a random defender" in lab for lab in atk)
    st5 = apply(st, "attack", 0, attacker=mine, defender=foe)
    assert st5.combat is not None and st5.combat.defender in (foe, hero(st, 1))  # drawn among its legal defenders


def test_smoke_bomb_leaves_its_own_side_free():
    st = start()
    put_real(st, 0, "Smoke Bomb", "hero_row")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    assert f"Attack {st.cards[st.table.cards[hero(st, 1)].card_id]['name']} with Karrok Scarrend" in labels(st, 0)
    bolt, res = _bolt(st, 0, 3)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(mine)))
    assert st.table.cards[mine].zone == "graveyard" and all(st.table.cards[u].tapped for u in res)


def test_aura_of_accuracy_1_less_with_targets_to_a_minimum_of_1():
    # 403.2: "You pay 1 less to play cards and effects with one or more targets, to a minimum of 1."
    automated("Aura of Accuracy")
    st = start()
    put_real(st, 0, "Aura of Accuracy", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    bolt, res = _bolt(st, 0, 3)
    st2 = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(foe)))
    assert sum(st2.table.cards[u].tapped for u in res) == 2  # 3 - 1
    # a card without a target pays in full: Karrok Scarrend (an ally, cost 5)
    st.table.cards[foe].damage = 0
    ally = put_real(st, 0, "Karrok Scarrend", "hand")
    more = resources(st, 0, 2)
    st3 = resolve_chain(apply(st, "play", 0, uid=ally, x=0))
    assert sum(st3.table.cards[u].tapped for u in [*res, *more]) == 5
    # a payment power with a target ("effects"): Emree "[2], [Exhaust] -> Ready another target ally." pays 1
    emree = put_real(st, 0, "Emree", "allies")
    tired = put_real(st, 0, "Karrok Scarrend", "allies", tapped=True)
    index = next(i for i, pw in enumerate(powers.powers(st, emree)) if pw.kind == "activated")
    st4 = apply(st, "power", 0, uid=emree, power=index)
    if st4.pending:
        st4 = choose(st4, str(tired))
    st4 = resolve_chain(st4)
    assert not st4.table.cards[tired].tapped and sum(st4.table.cards[u].tapped for u in [*res, *more]) == 1


def test_aura_of_accuracy_never_below_1():
    # 403.2: "to a minimum of 1": Arcane Missiles with X = 1 costs 1
    st = start()
    put_real(st, 0, "Aura of Accuracy", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    missiles = put_real(st, 0, "Arcane Missiles", "hand")
    res = resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=missiles, x=1), str(foe)))
    assert st.table.cards[foe].damage == 1 and sum(st.table.cards[u].tapped for u in res) == 1


def test_a_taxed_only_target_makes_the_play_illegal():
    # 403.1, 403.2: Vanquish (cost 4, "Destroy target ally.") with only Smoke Bomb's side's ally to target and 5
    # resources: 6 to pay, so it can't be played; with 6 it can
    st = start()
    put_real(st, 1, "Smoke Bomb", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    vanquish = put_real(st, 0, "Vanquish", "hand")
    res = resources(st, 0, 5)
    assert not any(lab.startswith("Play Vanquish") for lab in labels(st, 0))
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=vanquish, x=0)
    more = resources(st, 0, 1)
    assert any(lab.startswith("Play Vanquish") for lab in labels(st, 0))
    st = resolve_chain(choose(apply(st, "play", 0, uid=vanquish, x=0), str(foe)))
    assert st.table.cards[foe].zone == "graveyard" and all(st.table.cards[u].tapped for u in [*res, *more])
