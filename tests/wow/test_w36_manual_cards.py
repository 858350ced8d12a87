"""Helper w36wow: cards the compiler left manual, scripted in ``engine/wow/cards/scripts/manual36c.toml``. Each card
is played with the real card of the pool and every clause of its text is checked by what it does.

Rule calls without a source:
- Frost Strike, "Up to X target opposing cards …, where X is the ATK of a weapon you control": the targets are chosen
  as the card is played (EN 706, 707.1), so X is read then; "a weapon" is any one weapon you control, so the player may
  name as many as the greatest ATK among them (engine.wow.weapon_atk_count). The damage's "a weapon you control" is
  chosen as the card resolves (as Divine Storm). The up to X targets are different cards from each other, but one of
  them may be the damage's target (another "target" word). At most 15 (Gorehowl, the greatest printed weapon ATK).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
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
