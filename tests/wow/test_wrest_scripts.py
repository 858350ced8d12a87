"""Per-card scripts of engine/wow/cards/scripts/wrest.toml (cards whose printed text has a misprint),
each played through the engine with the real card (skipped without ../shared/data)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _power
from .test_templates_more import automated, play_real, put_real, real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero, which leaves the table (test setup)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.move(old, "removed")
    return new


NAMES = [c["name"] for c in tomllib.loads(Path(scripts.FOLDER, "wrest.toml").read_text())["card"]]


@pytest.mark.parametrize("name", NAMES)
def test_every_script_is_current_and_makes_the_card_automated(name):
    # a script applies only to the printed text it was written for (its hash): stale ones are never used
    data = automated(name)
    assert scripts.script_for(data) is not None


def test_prey_on_the_weak_cost_four_or_less():
    # EN 706: "Destroy target ally wth cost 4 or less." — a cost 5 ally is no target
    automated("Prey on the Weak")
    st = start()
    small = put(st, 1, "Iron Sentinel", "allies")  # cost 4
    big = put(st, 1, "Stone Guardian", "allies")  # cost 5
    uid = put_real(st, 0, "Prey on the Weak", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=uid, x=0)
    assert str(big) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(small)))
    assert st.table.cards[small].zone == "graveyard" and st.table.cards[big].zone == "allies"


def test_sudden_death_only_an_undamaged_ally():
    # "Destroy target ally without damage." — a damaged ally is no target
    automated("Sudden Death")
    st = start()
    hurt = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hurt].damage = 1
    whole = put(st, 1, "Mist Owl", "allies")
    uid = put_real(st, 0, "Sudden Death", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=uid, x=0)
    assert str(hurt) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(whole)))
    assert st.table.cards[whole].zone == "graveyard"


def test_enters_play_may_destroy_exhausted_or_damaged_ally():
    # EN 703, 709.3: Slash and Dash "… you may destroy target exhauste ally"; Halberd of Smiting "… target ally with damage on it"
    for card, state in (("Slash and Dash", "tapped"), ("Halberd of Smiting", "damage")):
        automated(card)
        st = start()
        fit = put(st, 1, "Iron Sentinel", "allies")
        setattr(st.table.cards[fit], state, True if state == "tapped" else 2)
        other = put(st, 1, "Mist Owl", "allies")
        uid = put_real(st, 0, card, "hand")
        resources(st, 0, real(card)["cost"])
        st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
        assert str(other) not in {o.id for o in st.pending[0].options}
        st = resolve_chain(choose(st, str(fit)))
        assert st.table.cards[fit].zone == "graveyard" and st.table.cards[other].zone == "allies", card


def test_coilskar_general_three_naga_tokens():
    # 404.2: "… put three Naga ally tokens into play 1 [Melee] ATK / 1 health."
    automated("Coilskar General")
    st = start()
    before = len(st.table.zone(0, "allies"))
    uid = put_real(st, 0, "Coilskar General", "hand")
    resources(st, 0, real("Coilskar General")["cost"])
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    new = [u for u in st.table.zone(0, "allies") if u != uid]
    assert len(new) == before + 3
    assert all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and "naga" in kw.words(st, u) for u in new[-3:])


def test_tubs_may_deal_four_to_an_ally_with_cost_four_or_less():
    # EN 703, 706: "… target ally with a cost or 4 less" — cost 5 is no target
    automated("Tubs Klankbopple")
    st = start()
    small, big = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Stone Guardian", "allies")
    uid = put_real(st, 0, "Tubs Klankbopple", "hand")
    resources(st, 0, real("Tubs Klankbopple")["cost"])
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert str(big) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(small)))
    assert st.table.cards[small].zone == "graveyard"


def test_golas_readies_exhausts_target_ally():
    # 411.1, EN 703: "When Golad readies, exhaust target ally." — in your ready step
    automated("Golas Swiftwind")
    st = start()
    golas = put_real(st, 0, "Golas Swiftwind", "allies")
    st.table.cards[golas].tapped = True
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _advance(st, 3, {"target": str(foe)})
    assert st.table.cards[foe].tapped and not st.table.cards[golas].tapped


def test_bitter_cold_armguards_hits_your_own_character():
    # EN 703: "At the start of your turn, your hero deals 1 frost to target hero or ally you control."
    automated("Bitter Cold Armguards")
    st = start()
    put_real(st, 0, "Bitter Cold Armguards", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")

    def pick(pend):
        assert str(foe) not in {o.id for o in pend.options}
        return [str(owl)]

    st = _advance(st, 3, {"target": pick})
    assert st.table.cards[owl].damage == 1


def test_drazul_only_a_character_dealt_damage_this_turn():
    # 301.2 flip cost, EN 706: "3, Flip drazul -> Drazul deals 4 fire damage to target hero or ally that was deald damage this turn."
    data = automated("Drazul the Molten")
    st = start()
    drazul = _as_hero(st, "Drazul the Molten")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=drazul, power=_power(data), x=0)  # nothing was dealt damage this turn
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    foe = hero(st, 1)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(foe)))
    st = resolve_chain(choose(apply(st, "power", 0, uid=drazul, power=_power(data), x=0), str(foe)))
    assert st.table.cards[foe].damage == 7


def test_riley_and_prometha_need_another_of_their_class():
    # EN 701.1: "If you control another Mage: Flip Riley -> Riey deals 2 fire damage to target ally."
    data = automated("Riley Sizzleswitch")
    st = start()
    riley = _as_hero(st, "Riley Sizzleswitch")
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=riley, power=_power(data), x=0)
    put(st, 0, "Veiled Sage", "allies")  # a Mage ally
    st = resolve_chain(choose(apply(st, "power", 0, uid=riley, power=_power(data), x=0), str(foe)))
    assert st.table.cards[foe].damage == 2
    # "If you control another Shaman: Flip -->Prometha Ready target Melee Weapon."
    data = automated("Prometha")
    st = start()
    pro = _as_hero(st, "Prometha")
    axe = put(st, 0, "Militia Longsword", "hero_row")
    st.table.cards[axe].tapped = True
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=pro, power=_power(data), x=0)
    put(st, 0, "Loyal Hound", "allies")  # a Shaman ally (its classes)
    st = resolve_chain(choose(apply(st, "power", 0, uid=pro, power=_power(data), x=0), str(axe)))
    assert not st.table.cards[axe].tapped


def test_earth_mothers_blessing_attached_ally_has_plus_three():
    # EN 714: "Ongoing: Attached ally had +3 ATK / +3 health."
    automated("Earth Mother's Blessing")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Earth Mother's Blessing", 0, str(owl))
    st = resolve_chain(st)
    assert kw.atk(st, owl) == 4 and kw.health(st, owl) == 6


def test_windshear_totem_may_interrupt_an_ability_as_it_enters():
    # EN 711, EN 703: "When this card enters play, you may intrerupt target ability."
    data = automated("Windshear Totem")
    assert card_powers(data)[0].trigger == "enter"
    st = start({"auto_pass": False})
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    totem = put_real(st, 1, "Windshear Totem", "hand")
    resources(st, 1, data["cost"])
    st = apply(st, "pass", 0)
    st = apply(st, "play", 1, uid=totem, x=0)
    for _ in range(20):  # the totem resolves and enters play; its trigger may interrupt the Fire Bolt below it
        if st.pending:
            pend = st.pending[0]
            st = choose(st, str(bolt) if str(bolt) in {o.id for o in pend.options} else pend.options[0].id)
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


def test_boots_of_the_resilient_exhaust_when_your_hero_is_dealt_damage():
    # EN 703: "When youre hero is dealt damage, exhaust Boots of the Resilient."
    automated("Boots of the Resilient")
    st = start()
    boots = put_real(st, 0, "Boots of the Resilient", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert not st.table.cards[boots].tapped  # the other hero: nothing
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0))))
    assert st.table.cards[boots].tapped
