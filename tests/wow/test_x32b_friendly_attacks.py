"""Attacks on friendly cards (``engine.wow.friendly_attacks``; scripts ``x32atk.toml``): Dashel Stonefist attacks his
own side, any hero or ally attacks Gamon, friendly allies attack Pinata. Each card is played with the real card of the
pool and every clause is checked.

Rule calls without a source:
- In a friendly attack the defending player is the defender's controller (the attacking player): his ready Protectors
  other than the attacker may protect (EN 602.2).
- Ubel Sternbrow and Squall Totem (an opposing attack or protect, ``protects_opposing``) are played here too.
- Pinata "defends" as it is declared the defender (the attack event, EN 601.2, as every "when … defends" trigger);
  destroyed, no character defends and the combat ends (EN 602).
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def test_dashel_attacks_friendly_heroes_and_allies():
    # EN 601.1, 103.1: "Dashel can attack friendly heroes and allies (including other characters in your party)."
    automated("Dashel Stonefist")
    st = start()
    dashel = put_real(st, 0, "Dashel Stonefist", "allies")
    friend = put_real(st, 0, "Karrok Scarrend", "allies")
    assert any("Attack Karrok Scarrend (friendly) with Dashel" in lab for lab in labels(st, 0))
    assert any(f"Attack {st.cards[st.table.cards[hero(st, 0)].card_id]['name']} (friendly) with Dashel" in lab for lab in labels(st, 0))
    assert not any("(friendly) with Karrok" in lab for lab in labels(st, 0))  # only Dashel may
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=friend, defender=dashel)
    st2 = finish_combat(apply(st, "attack", 0, attacker=dashel, defender=friend))
    assert st2.table.cards[friend].damage == 1 and st2.table.cards[dashel].zone == "graveyard"  # both deal damage (EN 603.1)
    st3 = finish_combat(apply(st, "attack", 0, attacker=dashel, defender=hero(st, 0)))
    assert st3.table.cards[hero(st3, 0)].damage == 1


def test_a_friendly_attack_may_be_protected_by_its_own_side():
    # EN 602.2: the defending player (here the attacking player) may have a ready Protector protect
    st = start()
    dashel = put_real(st, 0, "Dashel Stonefist", "allies")
    guard = put_real(st, 0, "Ubel Sternbrow", "allies")
    put_real(st, 1, "Ubel Sternbrow", "allies")  # the opponent's Protector is no protector here
    st = resolve_chain(apply(st, "attack", 0, attacker=dashel, defender=hero(st, 0)))
    assert st.pending and st.pending[0].kind == "protector" and st.pending[0].player == 0
    assert [o.id for o in st.pending[0].options] == ["none", str(guard)]
    st = finish_combat(choose(st, str(guard)))
    assert st.table.cards[guard].damage == 1 and st.table.cards[hero(st, 0)].damage == 0


def test_any_hero_or_ally_can_attack_gamon():
    # EN 601.1: "Any hero or ally can attack Gamon. (Including characters in your party.)"
    automated("Gamon")
    st = start()
    gamon = put_real(st, 0, "Gamon", "allies")
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    assert any("Attack Gamon (friendly) with Karrok Scarrend" in lab for lab in labels(st, 0))
    assert not any("Attack Karrok Scarrend (friendly)" in lab for lab in labels(st, 0))  # only Gamon is open to friends
    assert not any("Attack Gamon (friendly) with Gamon" in lab for lab in labels(st, 0))
    st2 = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=gamon))
    assert st2.table.cards[hero(st2, 0)].damage == 1  # Gamon deals his 1 ATK to his own hero (EN 603.1)
    st3 = finish_combat(apply(st, "attack", 0, attacker=other, defender=gamon))
    assert st3.table.cards[gamon].zone == "graveyard" and st3.table.cards[other].damage == 1
    st.active = st.priority = 1  # opposing characters attack him as ever
    st4 = finish_combat(apply(st, "attack", 1, attacker=hero(st, 1), defender=gamon))
    assert st4.table.cards[hero(st4, 1)].damage == 1


def test_friendly_allies_attack_pinata_which_breaks_and_draws_two():
    # EN 601.1, 703: "Friendly allies can attack Pinata as though it were an opposing ally. When Pinata defends,
    # destroy it. If you do, draw two cards."
    automated("Pinata")
    st = start()
    pinata = put_real(st, 0, "Pinata", "hero_row")
    owl = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):  # a hero is no ally
        apply(st, "attack", 0, attacker=hero(st, 0), defender=pinata)
    st.active = st.priority = 1
    with pytest.raises(RulesError):  # an opposing ally is no friendly one
        apply(st, "attack", 1, attacker=foe, defender=pinata)
    st.active = st.priority = 0
    hand = len(st.table.zones[0]["hand"])
    assert any("Attack Pinata (friendly) with Karrok Scarrend" in lab for lab in labels(st, 0))
    st = finish_combat(apply(st, "attack", 0, attacker=owl, defender=pinata))
    assert st.table.cards[pinata].zone == "graveyard" and len(st.table.zones[0]["hand"]) == hand + 2
    assert st.combat is None and st.table.cards[owl].zone == "allies" and st.table.cards[owl].damage == 0


def test_ubel_sternbrow_protects_himself():
    # EN 602.2, glossary Protector: "Protector" / "Ubel Sternbrow can protect himself." — attacked, he may exhaust
    # to protect and stays the defender; another defender's protectors are as ever
    automated("Ubel Sternbrow")
    st = start()
    ubel = put_real(st, 1, "Ubel Sternbrow", "allies")
    att = put_real(st, 0, "Karrok Scarrend", "allies")
    st2 = resolve_chain(apply(st, "attack", 0, attacker=att, defender=ubel))
    assert st2.pending and st2.pending[0].kind == "protector" and st2.pending[0].player == 1
    assert [o.id for o in st2.pending[0].options] == ["none", str(ubel)]
    st2 = finish_combat(choose(st2, str(ubel)))
    assert st2.table.cards[ubel].tapped and st2.table.cards[ubel].damage == 5 and st2.table.cards[att].damage == 1
    # a plain Protector still can't protect itself
    st = start()
    guard = put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 1, "Ubel Sternbrow", "allies")
    st3 = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=guard))
    assert st3.pending and [o.id for o in st3.pending[0].options] == ["none", str(next(u for u in st3.table.zones[1]["allies"] if u != guard))]


def test_squall_totem_exhausts_a_second_character_on_an_opposing_attack_or_protect():
    # EN 703, 709.3, 411.1: "When an opposing hero or ally attacks or protects, you may exhaust a second target hero or
    # ally."
    automated("Squall Totem")
    st = start()
    put_real(st, 1, "Squall Totem", "hero_row")
    att = put_real(st, 0, "Karrok Scarrend", "allies")
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    st2 = apply(st, "attack", 0, attacker=att, defender=hero(st, 1))
    for _ in range(6):
        if st2.pending and st2.pending[0].kind == "target":
            break
        st2 = apply(st2, "pass", st2.priority)
    assert st2.pending and st2.pending[0].kind == "target" and st2.pending[0].player == 1
    st2 = resolve_chain(choose(st2, str(other)))
    assert st2.table.cards[other].tapped
    # the protect: P2 (the Totem's controller) attacks; his own attack triggers nothing; P1's Ubel protects: it does
    st = start()
    put_real(st, 1, "Squall Totem", "hero_row")
    guard = put_real(st, 0, "Ubel Sternbrow", "allies")
    spare = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st.active = st.priority = 1
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    for _ in range(6):
        if st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.pending[0].kind == "protector"
    st = choose(st, str(guard))
    for _ in range(6):
        if st.pending and st.pending[0].kind == "target":
            break
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].kind == "target" and st.pending[0].player == 1
    st = resolve_chain(choose(st, str(spare)))
    assert st.table.cards[spare].tapped and st.table.cards[guard].tapped


def test_korbash_exhausts_a_target_per_ogre_which_cant_ready_this_turn_or_next():
    # EN 703, 706, 411.1, 103.2: "When this ally enters play, exhaust a target opposing hero or ally for each Ogre hero
    # and ally you control. Characters exhausted this way can't ready this turn or next turn."
    automated("Korbash the Devastator")
    st = start()
    put_real(st, 0, "Zuglisch", "allies")  # an Ogre: with Korbash, two
    a = put_real(st, 1, "Karrok Scarrend", "allies")
    b = put_real(st, 1, "Karrok Scarrend", "allies")
    korbash = put_real(st, 0, "Korbash the Devastator", "hand")
    resources(st, 0, 7)
    st = apply(st, "play", 0, uid=korbash, x=0)
    for _ in range(6):
        if st.pending and st.pending[0].kind == "target":
            break
        st = apply(st, "pass", st.priority)
    assert {str(a), str(b), str(hero(st, 1))} == set(_opts(st))
    st = choose(st, str(a))
    assert str(a) not in _opts(st)  # different ones
    st = choose(st, str(hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "target")  # two Ogres: two targets
    st = resolve_chain(st)
    assert st.table.cards[a].tapped and st.table.cards[hero(st, 1)].tapped and not st.table.cards[b].tapped
    st = _next_turn(st)  # P2's turn: his ready step readies neither
    assert st.active == 1 and st.table.cards[a].tapped and st.table.cards[hero(st, 1)].tapped
    st = _next_turn(_next_turn(st))  # P2's next turn: they ready
    assert st.active == 1 and not st.table.cards[a].tapped and not st.table.cards[hero(st, 1)].tapped


def _opts(st) -> list[str]:
    return [o.id for o in st.pending[0].options]
