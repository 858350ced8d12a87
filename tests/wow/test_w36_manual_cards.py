"""Helper w36wow: cards the compiler left manual, scripted in ``engine/wow/cards/scripts/manual36c.toml``. Each card
is played with the real card of the pool and every clause of its text is checked by what it does.

Rule calls without a source:
- Frost Strike, "Up to X target opposing cards …, where X is the ATK of a weapon you control": the targets are chosen
  as the card is played (EN 706, 707.1), so X is read then; "a weapon" is any one weapon you control, so the player may
  name as many as the greatest ATK among them (engine.wow.weapon_atk_count). The damage's "a weapon you control" is
  chosen as the card resolves (as Divine Storm). The up to X targets are different cards from each other, but one of
  them may be the damage's target (another "target" word). At most 15 (Gorehowl, the greatest printed weapon ATK).
- Reinforced Steel, "Friendly weapons have +1 [COST]": a weapon's [COST] is its strike cost (303.1, the value at its
  lower right; Alexandros Mograine's weapon token "6 [Holy] / 0 [Cost]" prints its strike cost so), read as "you pay 1
  more to strike with it" for each friendly armor (403.2).
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


# --- Frost Strike (EN 706, 709.1, 405.4, 103.2) -----------------------------------------------------------------------


def _targets_asked(st) -> bool:
    return bool(st.pending) and st.pending[0].kind == "target"


def test_frost_strike_damage_from_the_weapon_and_up_to_its_atk_targets():
    # "Your hero deals frost damage to target hero or ally equal to the ATK of a weapon you control. Up to X target
    # opposing cards can't attack or exhaust this turn, where X is the ATK of a weapon you control." (EN 706, 405.4, 103.2)
    automated("Frost Strike")
    st = start()
    put_real(st, 0, "Netherbane", "hero_row")  # 2 ATK
    foe = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 1, "Loyal Hound", "allies")
    third = put(st, 1, "Wolfrider Scout", "allies")
    st, _ = play_real(st, "Frost Strike", 0, str(hero(st, 1)))
    assert _targets_asked(st) and st.pending[0].min == 0  # "up to": none is allowed
    assert str(hero(st, 0)) not in {o.id for o in st.pending[0].options}  # "opposing" cards only
    st = choose(st, str(foe))
    st = choose(st, str(other))
    assert not _targets_asked(st)  # X = 2: no third target
    st = resolve_chain(st)
    if st.pending:  # the weapon, chosen as it resolves (EN 709.1)
        st = choose(st, st.pending[0].options[0].id)
        st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 2  # the weapon's ATK, frost
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == hero(st, 1)]
    assert [(e["n"], e["dtype"], e["src"]) for e in hits] == [(2, "frost", hero(st, 0))]  # 405.4: your hero deals it
    for u in (foe, other):
        assert kw.has(st, u, "Can't Attack") and kw.has(st, u, "Can't Exhaust")
    assert not kw.has(st, third, "Can't Attack") and not kw.has(st, hero(st, 1), "Can't Attack")
    st = _next_turn(st)  # the opponent's turn: "this turn" is over (EN 712)
    assert st.active == 1
    assert not kw.has(st, foe, "Can't Attack") and not kw.has(st, foe, "Can't Exhaust")


def test_frost_strike_targets_cant_exhaust_so_cant_protect():
    # 103.2: "can't … exhaust this turn" — a targeted Protector can't exhaust to protect (EN glossary Protector, 602.2);
    # one not targeted still can
    automated("Frost Strike")
    st = start()
    put_real(st, 0, "Crusher of Bonds", "hero_row")  # 3 ATK
    a = put(st, 0, "Iron Sentinel", "allies")
    guard = put(st, 1, "Footman Recruit", "allies")
    free = put(st, 1, "Footman Recruit", "allies")
    st, _ = play_real(st, "Frost Strike", 0, str(hero(st, 1)), str(guard))
    st = choose(st)  # no more targets
    st = resolve_chain(st)
    if st.pending:
        st = choose(st, st.pending[0].options[0].id)
        st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 3
    st = resolve_chain(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st.pending and st.pending[0].kind == "protector"
    ids = {o.id for o in st.pending[0].options}
    assert str(guard) not in ids and str(free) in ids


def test_frost_strike_without_a_weapon_deals_nothing_and_names_no_card():
    # 104.2: with no weapon X is 0 — no damage and no "up to X" target asked
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frost Strike", 0, str(foe))
    assert not _targets_asked(st)
    st = resolve_chain(st)
    assert not st.pending and st.table.cards[foe].damage == 0 and not kw.has(st, foe, "Can't Attack")


def test_frost_strike_damage_target_may_be_one_of_the_up_to_targets():
    # rule call (no source): the damage's target and the "up to X" targets are different "target" words
    st = start()
    put_real(st, 0, "Scarlet Kris", "hero_row")  # 1 ATK
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frost Strike", 0, str(hero(st, 1)), str(hero(st, 1)))
    assert not _targets_asked(st)  # X = 1
    st = resolve_chain(st)
    if st.pending:
        st = choose(st, st.pending[0].options[0].id)
        st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    assert kw.has(st, hero(st, 1), "Can't Attack") and kw.has(st, hero(st, 1), "Can't Exhaust")
    assert not kw.has(st, foe, "Can't Attack")


def test_frost_strike_x_is_the_greatest_weapon_atk_and_the_damage_weapon_is_chosen_on_resolution():
    # rule call (no source): up to the ATK of any one weapon you control (2 here, not 1 + 2); EN 709.1: the damage's
    # weapon is chosen as it resolves — the 1-ATK one chosen, 1 damage
    st = start()
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")  # 1 ATK
    put(st, 0, "Worn Longsword", "hero_row")  # 2 ATK
    foes = [put(st, 1, name, "allies") for name in ("Loyal Hound", "Wolfrider Scout", "Stone Guardian")]
    st, _ = play_real(st, "Frost Strike", 0, str(hero(st, 1)), *(str(u) for u in foes[:2]))
    assert not _targets_asked(st)  # X = 2
    st = resolve_chain(st)
    assert st.pending and {o.id for o in st.pending[0].options} >= {str(kris)}
    st = resolve_chain(choose(st, str(kris)))
    assert st.table.cards[hero(st, 1)].damage == 1
    assert [kw.has(st, u, "Can't Exhaust") for u in foes] == [True, True, False]


def test_frost_strike_a_targeted_resource_cant_pay():
    # "target opposing cards": a resource is a card in play (415.8a); it can't exhaust, so it can't pay (412.2, 103.2)
    from engine.wow.game import ENGINE

    st = start()
    put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 1, 3)
    res = st.table.zone(1, "resources")
    assert ENGINE._ready_resources(st, 1) == 3
    st, _ = play_real(st, "Frost Strike", 0, str(hero(st, 1)), str(res[0]))
    st = choose(st)  # no second target
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[hero(st, 1)].damage == 2
    assert ENGINE._ready_resources(st, 1) == 2 and not st.table.cards[res[0]].tapped


# --- Reinforced Steel (305.2, EN 714, 303.1, 403.2) -------------------------------------------------------------------


def _steel(st):
    st, steel = play_real(st, "Reinforced Steel", 0)
    st = resolve_chain(st)
    assert st.table.cards[steel].zone == "hero_row"  # Ongoing: it stays in play (305.2)
    return st, steel


def test_reinforced_steel_friendly_armor_plus_one_def_for_each_friendly_weapon():
    # "Ongoing: Friendly armor have +1 [DEF] for each friendly weapon." — counted continuously (EN 714)
    automated("Reinforced Steel")
    st = start()
    buckler = put(st, 0, "Oak Buckler", "hero_row")  # 2 DEF
    theirs = put(st, 1, "Chain Helm", "hero_row")  # 1 DEF
    put(st, 1, "Worn Longsword", "hero_row")  # an opposing weapon: not friendly
    st, steel = _steel(st)
    assert kw.defense(st, buckler) == 2 and kw.defense(st, theirs) == 1  # no friendly weapon yet
    put(st, 0, "Worn Longsword", "hero_row")
    assert kw.defense(st, buckler) == 3 and kw.defense(st, theirs) == 1
    put_real(st, 0, "Scarlet Kris", "hero_row")
    assert kw.defense(st, buckler) == 4
    st.table.cards[steel].zone = "graveyard"  # (test setup) without the ability, no bonus
    st.table.zones[0]["hero_row"].remove(steel)
    st.table.zones[0]["graveyard"].append(steel)
    assert kw.defense(st, buckler) == 2


def test_reinforced_steel_friendly_weapons_cost_one_more_to_strike_for_each_friendly_armor():
    # "Friendly weapons have +1 [COST] for each friendly armor." — a weapon's [COST] is its strike cost (303.1; rule
    # call: read as "you pay 1 more to strike with it", 403.2): Worn Longsword (strike 1) with two armor costs 3
    from engine.wow import costs

    st = start()
    sword = put(st, 0, "Worn Longsword", "hero_row")
    put(st, 1, "Oak Buckler", "hero_row")  # opposing armor: not friendly
    st, _ = _steel(st)
    assert costs.strike_cost(st, 0, sword) == 1
    put(st, 0, "Oak Buckler", "hero_row")
    put(st, 0, "Chain Helm", "hero_row")
    assert costs.strike_cost(st, 0, sword) == 3
    target = put(st, 1, "Stone Guardian", "allies")
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True  # (test setup) the ones left from playing it are used
    fresh = resources(st, 0, 2)
    st = resolve_chain(attack(st, hero(st, 0), target))
    with pytest.raises(RulesError):
        apply(st, "strike", 0, weapon=sword)  # 2 ready resources: not enough (403.1)
    fresh += resources(st, 0, 2)
    st = apply(st, "strike", 0, weapon=sword)
    assert st.table.cards[sword].tapped
    assert sum(1 for u in fresh if st.table.cards[u].tapped) == 3  # 1 + 2 armor
