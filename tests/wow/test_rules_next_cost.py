"""Cost changes an effect makes for this turn (403.2; engine.wow.next_cost), with real cards:
"your next X this turn" is used up by the first fitting card, "this turn" changes last the turn."""

from __future__ import annotations

from engine.wow import costs
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _use(st, uid: int, power: int = 0):
    return resolve_chain(apply(st, "power", 0, uid=uid, power=power, x=0))


def _ready(st, player: int = 0) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def test_next_ability_costs_less_once():
    # WoW 403.2: Magiskull Cuffs "[Exhaust] -> You pay 1 less to play your next ability this turn."
    automated("Magiskull Cuffs")
    st = start()
    cuffs = put_real(st, 0, "Magiskull Cuffs", "hero_row")
    resources(st, 0, 6)
    st = _use(st, cuffs)
    ally, bolt = put(st, 0, "Iron Sentinel", "hand"), put(st, 0, "Fire Bolt", "hand")
    assert costs.play_cost(st, 0, ally) == 4  # an ally does not fit
    assert costs.play_cost(st, 0, bolt) == 1
    before = _ready(st)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert _ready(st) == before - 1
    second = put(st, 0, "Fire Bolt", "hand")
    assert costs.play_cost(st, 0, second) == 2  # used up by the first ability


def test_next_strike_with_a_melee_weapon():
    # WoW 403.2 with 303.2: Bonefist Gauntlets "[Exhaust] -> You pay 2 less the next time you strike with a weapon this turn."
    automated("Bonefist Gauntlets")
    st = start()
    gauntlets = put_real(st, 0, "Bonefist Gauntlets", "hero_row")
    axe = put(st, 0, "Great Axe", "hero_row")
    resources(st, 0, 4)
    st = _use(st, gauntlets)
    assert costs.strike_cost(st, 0, axe) == 0
    target = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(attack(st, hero(st, 0), target))
    before = _ready(st)
    st = apply(st, "strike", 0, weapon=axe)
    assert _ready(st) == before and st.table.cards[axe].tapped
    assert costs.strike_cost(st, 0, axe) == 2


def test_this_turn_change_lasts_the_turn_with_a_minimum():
    # WoW 403.2: Divine Illumination "You pay 1 less to play abilities this turn, to a minimum of 1."
    automated("Divine Illumination")
    st = start()
    resources(st, 0, 6)
    light = put_real(st, 0, "Divine Illumination", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=light, x=0))
    bolt, rite = put(st, 0, "Fire Bolt", "hand"), put(st, 0, "Battle Cry", "hand")
    assert costs.play_cost(st, 0, bolt) == 1 and costs.play_cost(st, 0, rite) == 1  # 1 stays 1
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    other = put(st, 0, "Fire Bolt", "hand")
    assert costs.play_cost(st, 0, other) == 1  # not used up
    for _ in range(40):  # the turn ends: the change with it
        if st.turn > 1:
            break
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min or 1]]) if pend else apply(st, "pass", st.priority)
    assert costs.play_cost(st, 0, other) == 2


def test_next_quest_costs_less():
    # WoW 403.2 with EN 702: Travel Form "Exhaust your hero -> You pay 1 less to complete your next quest this turn."
    automated("Travel Form")
    st = start()
    form = put_real(st, 0, "Travel Form", "hero_row")
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    resources(st, 0, 2)
    st = _use(st, form)
    assert costs.complete_cost(st, 0, quest, 1) == 0
    before = _ready(st)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert _ready(st) == before - 1  # the quest itself exhausts (EN 702.2); nothing else was paid
