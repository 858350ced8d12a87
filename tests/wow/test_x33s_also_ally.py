"""Helper x33stat: a card that is also a character for a while, weapons whose type and ATK change — the scripts of
``engine/wow/cards/scripts/x33stat.toml``. Each card is played with the real card of the pool and every clause of its
text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- Arcanite Dragonling: "is also an ally" adds the type (300.1b): it stays an item in the hero row, as a totem is an
  ability and an ally (305.3a); "2 [Melee] ATK / 2 health" sets its ATK and health this turn (205.1, EN 714.1).
"""

from __future__ import annotations

from engine.core import Action
from engine.wow import card_facts as cf
from engine.wow import keywords as kw
from engine.wow import powers
from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wequip_cards import _attack
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _activate(st, uid: int, player: int = 0, answers: dict | None = None):
    index = next(i for i, pw in enumerate(powers.powers(st, uid)) if pw.kind == "activated")
    return _settle(apply(st, "power", player, uid=uid, power=index, x=0), answers)


# --- Arcanite Dragonling (300.1b, 305.3a, 205.1) ------------------------------------------------------------------


def test_arcanite_dragonling_is_also_a_2_2_melee_protector_ally_this_turn():
    # 300.1b, 205.1, EN 714.1: "1 -> Arcanite Dragonling is also an ally with 2 [Melee] ATK / 2 health and Protector
    # this turn."
    automated("Arcanite Dragonling")
    st = start()
    dragon = put_real(st, 0, "Arcanite Dragonling", "hero_row")
    assert not cf.is_ally(st, dragon) and not cf.is_character(st, dragon)
    paid = resources(st, 0, 1)
    st = _activate(st, dragon)
    assert st.table.cards[paid[0]].tapped  # the cost 1 (403.1)
    assert cf.is_ally(st, dragon) and cf.is_character(st, dragon)
    assert "item" in cf.types(st, dragon)  # still an item (300.1b)
    assert (kw.atk(st, dragon), kw.health(st, dragon)) == (2, 2)
    assert kw.has(st, dragon, "Protector") and kw.damage_types(st, dragon) == ["melee"]
    # it attacks as an ally: 2 melee damage to the opposing hero (302.1)
    before = st.table.cards[hero(st, 1)].damage
    st = apply(st, "attack", 0, attacker=dragon, defender=hero(st, 1))
    st = _fight(st)
    assert st.table.cards[hero(st, 1)].damage == before + 2
    st = _next_turn(st)  # this turn only
    assert not cf.is_ally(st, dragon) and not kw.has(st, dragon, "Protector")
    assert cf.types(st, dragon) == {"item"}


def test_arcanite_dragonling_protects_on_the_opponents_turn_and_is_destroyed_as_an_ally():
    # 300.1b, EN glossary Protector: used on the opponent's turn, it may protect; fatal damage destroys it as an
    # ally (409.1a); without it, the protector step offers nothing (602.2)
    st = start()
    dragon = put_real(st, 0, "Arcanite Dragonling", "hero_row")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _next_turn(st)
    assert st.active == 1
    resources(st, 0, 1)
    st = apply(st, "attack", 1, attacker=theirs, defender=hero(st, 0))
    assert st.priority == 0
    index = next(i for i, pw in enumerate(powers.powers(st, dragon)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=dragon, power=index, x=0)
    while not st.pending:
        st = apply(st, "pass", st.priority)
    assert st.pending[0].kind == "protector"
    assert {o.id for o in st.pending[0].options} == {"none", str(dragon)}
    st = _fight(st, {"protector": [str(dragon)]})
    assert st.table.cards[hero(st, 0)].damage == 0  # the dragonling took the hit
    assert kw.atk(st, theirs) >= 2 and st.table.cards[dragon].zone == "graveyard"
    assert st.table.cards[theirs].damage == 2  # it dealt 2 melee damage back


def test_arcanite_dragonling_unused_is_no_protector():
    st = start()
    put_real(st, 0, "Arcanite Dragonling", "hero_row")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _next_turn(st)
    st = apply(st, "attack", 1, attacker=theirs, defender=hero(st, 0))
    while not st.pending and st.combat is not None:
        st = apply(st, "pass", st.priority)
    assert not st.pending or st.pending[0].kind != "protector"


def _strike_hits(st, weapon: int):
    """Strike with ``weapon`` in the combat under way and play it out: the combat damage events (408.3b)."""
    res = ENGINE.apply(st, Action("strike", 0, {"weapon": weapon}))
    events = list(res.events)
    st = res.state
    while st.combat is not None:
        res = ENGINE.apply(st, Action("pass", st.priority, {}))
        events += res.events
        st = res.state
    return [e for e in events if e.kind == "damage" and e.data.get("combat")]


# --- Elemental Weapons (205.1c, 303.2a, EN 714) ---------------------------------------------------------------------


def test_elemental_weapons_makes_your_weapons_nature_with_plus_their_cost_atk():
    # 205.1c, EN 714: "Ongoing: Each of your weapons becomes a [Nature] weapon and has +X ATK, where X is its cost."
    automated("Elemental Weapons")
    st = start()
    sword = put(st, 0, "Worn Longsword", "hero_row")  # cost 2, 2 melee ATK
    theirs = put(st, 1, "Worn Longsword", "hero_row")
    assert kw.equipment_atk(st, sword) == 2 and kw.damage_types(st, sword) == ["melee"]
    st, _ = play_real(st, "Elemental Weapons", 0, pay=4)
    st = _settle(st)
    assert kw.equipment_atk(st, sword) == 4 and kw.damage_types(st, sword) == ["nature"]
    assert kw.equipment_atk(st, theirs) == 2 and kw.damage_types(st, theirs) == ["melee"]  # yours only
    resources(st, 0, 1)
    st = _attack(st)
    hits = _strike_hits(st, sword)
    assert [(e.data["n"], e.data["type"]) for e in hits] == [(4, "nature")]  # 303.2a: the wielder deals the weapon's type
    later = put(st, 0, "Worn Longsword", "hero_row")  # a weapon that comes later is one of yours too
    assert kw.equipment_atk(st, later) == 4 and kw.damage_types(st, later) == ["nature"]


# --- Improvised Weaponry (202.3, 205.1c, 303.2a) --------------------------------------------------------------------


def test_improvised_weaponry_makes_a_melee_weapon_ranged_with_long_range_strikes():
    # 202.3, 205.1c, EN 703: "Attach to target Melee weapon. Ongoing: Attached weapon loses Melee(1), has Ranged(1),
    # becomes a [Ranged] weapon, and has When you strike with this weapon, your hero has Long-Range this combat."
    automated("Improvised Weaponry")
    st = start()
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    bow = put_real(st, 0, "Avalanche", "hero_row")  # Ranged (1), frost: no Melee weapon, not a legal target
    other = put(st, 0, "Worn Longsword", "hero_row")
    assert "melee" in kw.words(st, axe)
    st, iw = play_real(st, "Improvised Weaponry", 0, pay=3)
    assert st.pending and str(axe) in {o.id for o in st.pending[0].options} and str(bow) not in {o.id for o in st.pending[0].options}
    st = _settle(st, {"target": [str(axe)]})
    assert st.table.cards[iw].attached_to == axe
    assert "melee" not in kw.words(st, axe) and "Ranged (1)" in kw.tags(st, axe)
    assert kw.damage_types(st, axe) == ["ranged"] and kw.damage_types(st, other) == ["melee"]
    sentinel = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    resources(st, 0, 1)
    st = _attack(st, sentinel)
    hits = _strike_hits(st, axe)
    # EN glossary Long-Range: the defender deals no combat damage back; the hero deals ranged damage (303.2a)
    assert [(e.data["source"], e.data["type"]) for e in hits] == [(hero(st, 0), "ranged")]


def test_improvised_weaponry_other_weapon_strikes_get_no_long_range():
    st = start()
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    other = put(st, 0, "Worn Longsword", "hero_row")
    st, _ = play_real(st, "Improvised Weaponry", 0, pay=3)
    st = _settle(st, {"target": [str(axe)]})
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = _attack(st, sentinel)
    hits = _strike_hits(st, other)
    assert [e.data["type"] for e in hits] == ["melee", "melee"]  # no Long-Range: the defender hits back (EN glossary)
