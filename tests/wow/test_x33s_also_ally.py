"""Helper x33stat: a card that is also a character for a while, weapons whose type and ATK change — the scripts of
``engine/wow/cards/scripts/x33stat.toml``. Each card is played with the real card of the pool and every clause of its
text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- Arcanite Dragonling: "is also an ally" adds the type (300.1b): it stays an item in the hero row, as a totem is an
  ability and an ally (305.3a); "2 [Melee] ATK / 2 health" sets its ATK and health this turn (205.1, EN 714.1).
"""

from __future__ import annotations

from engine.wow import card_facts as cf
from engine.wow import keywords as kw
from engine.wow import powers
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
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
    assert kw.has(st, dragon, "Protector") and cf.damage_types(st, dragon) == ["melee"]
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
