"""Helper x33stat: a keyword that counts only while in combat with one card (EN 600, 714.1;
``engine.wow.attacking_only.WITH``, op ``yf33_keyword_in_combat_with``) — Detect Prey, played with the real card.

Rule calls without a source:
- Detect Prey: "allies you control" are those as it resolves (a group a one-shot effect gives, EN 714.1, as Tusk's
  "other heroes and allies in your party" is read); an ally entering later has nothing.
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _fight_between(st, attacker: int, defender: int):
    st = apply(st, "attack", 0, attacker=attacker, defender=defender)
    return _fight(st)


def test_detect_prey_long_range_only_in_combat_with_the_target():
    # EN 600, 714.1, EN glossary Long-Range: "Allies you control have Long-Range while in combat with target hero or ally
    # this turn."
    automated("Detect Prey")
    st = start()
    first, second = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Raging Brute", "allies")
    prey, other = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Wolfrider Scout", "allies")  # 2 ATK each
    st, _ = play_real(st, "Detect Prey", 0, str(prey), pay=2)
    st = _settle(st)
    assert not kw.has(st, first, "Long-Range")  # not outside that combat
    late = put(st, 0, "Shade Stalker", "allies")
    st = _fight_between(st, first, prey)
    assert st.table.cards[prey].zone == "graveyard" and st.table.cards[first].damage == 0  # Long-Range: no damage back
    st = _fight_between(st, second, other)
    assert st.table.cards[second].damage == 2  # not the target: 2 damage back
    assert not kw.has(st, late, "Long-Range")


def test_detect_prey_ends_with_the_turn():
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    prey = put(st, 1, "Loyal Hound", "allies")
    st, _ = play_real(st, "Detect Prey", 0, str(prey), pay=2)
    st = _settle(st)
    st = _next_turn(_next_turn(st))
    assert st.active == 0
    st = _fight_between(st, mine, prey)
    assert st.table.cards[mine].damage == 2  # this turn only: it takes the 2 damage back


# --- Rukdara Dreadhand: a quoted power given this turn (200.1a; engine.wow.quoted_powers) ---------------------------


def test_rukdara_gives_opposing_allies_minus_1_atk_per_damage_this_turn():
    # 200.1a, 403.1, EN 714.1: "1, Discard a card -> This turn, opposing allies have 'This ally has -1 ATK for each
    # damage on it.'"
    automated("Rukdara Dreadhand")
    from engine.wow import powers

    from .helpers import resources
    from .test_templates_more import put_real

    st = start()
    rukdara = put_real(st, 0, "Rukdara Dreadhand", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    mine = put(st, 0, "Raging Brute", "allies")
    st.table.cards[theirs].damage = 3
    st.table.cards[mine].damage = 2
    card = put(st, 0, "Mist Owl", "hand")
    paid = resources(st, 0, 1)
    index = next(i for i, pw in enumerate(powers.powers(st, rukdara)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=rukdara, power=index, x=0, pay=[card]))
    assert st.table.cards[card].zone == "graveyard" and st.table.cards[paid[0]].tapped  # the cost (403.1)
    assert kw.atk(st, theirs) == 1  # 4 - 3
    assert kw.atk(st, mine) == 3  # not opposing: 1 + Assault 2
    st.table.cards[theirs].damage = 1
    assert kw.atk(st, theirs) == 3  # read with the damage on it now
    late = put(st, 1, "Wolfrider Scout", "allies")
    st.table.cards[late].damage = 1
    assert kw.atk(st, late) == 2  # not one of those as it resolved
    st = _next_turn(st)
    assert kw.atk(st, theirs) == 4  # this turn only


# --- Shamanistic Rage: resources readied by the strike costs (408.3d, 303.2; engine.wow.strike_cost_ready) ----------


def _rage_strike(weapon_name: str, real: bool):
    from .helpers import resources
    from .test_templates_more import put_real
    from .test_wequip_cards import _attack

    st = start()
    st, _ = play_real(st, "Shamanistic Rage", 0, pay=3)
    st = _settle(st)
    weapon = put_real(st, 0, weapon_name, "hero_row") if real else put(st, 0, weapon_name, "hero_row")
    resources(st, 0, 2)
    st = _attack(st)
    st = apply(st, "strike", 0, weapon=weapon)
    while st.combat is not None and not st.pending:
        st = apply(st, "pass", st.priority)
    return st


def _exhausted(st) -> list[int]:
    return [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]


def test_shamanistic_rage_readies_up_to_the_melee_weapons_strike_cost():
    # 408.3d, 303.2, EN 703: "Ongoing: When your hero deals combat damage with one or more Melee weapons for the first
    # time each turn, ready up to X of your resources, where X is the combined strike cost of those weapons."
    automated("Shamanistic Rage")
    st = _rage_strike("Militia Longsword", False)  # a melee weapon, strike cost 1
    while not st.pending and (st.chain or st.triggers):
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].kind == "player_picks"
    assert st.pending[0].min == 0 and st.pending[0].max == 1  # up to X = 1
    tapped = _exhausted(st)
    assert len(tapped) == 4  # 3 for the ability, 1 for the strike
    from .helpers import choose

    st = choose(st, str(tapped[0]))
    assert len(_exhausted(st)) == 3


def test_shamanistic_rage_not_for_a_ranged_weapon():
    st = _rage_strike("Avalanche", True)  # Ranged (1), frost, strike cost 2
    st = _settle(st)
    assert not st.pending and len(_exhausted(st)) == 5  # 3 + 2: nothing readied


def test_shamanistic_rage_only_the_first_melee_packet_each_turn():
    # "for the first time each turn": a second Melee-weapon packet of the hero this turn readies nothing
    from engine.wow.strike_cost_ready import first_melee_packet_cost

    st = _rage_strike("Militia Longsword", False)
    assert first_melee_packet_cost(st, 0) == 1
    first = next(e for e in st.turn_log if e.get("ev") == "damage" and e.get("combat"))
    st.turn_log.append(dict(first))  # a second such packet this turn
    assert first_melee_packet_cost(st, 0) is None
