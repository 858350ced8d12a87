"""Helper wscale2 (issue #18): "for each ability attached to that character" (read per target, EN 709) and
counts of your cards on resolution, played with real cards of the pool."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale2_self import _activated
from .test_wscale_amounts import as_hero, tagged

pytestmark = needs(WOW_CARDS)


def _attach(st, player: int, host: int) -> int:
    """An ability controlled by ``player`` attached to ``host`` (test setup, 400.1)."""
    return put(st, player, "Battle Cry", "hero_row", attached_to=host)


def _to_turn(st, who: int, pick: int):
    """Pass until ``who``'s main step with an empty chain; a target prompt offering ``pick`` is answered with it."""
    for _ in range(80):
        if st.active == who and st.step == "main" and not st.chain and not st.pending and st.turn > 1:
            return st
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            st = choose(st, str(pick) if str(pick) in ids else ids[0]) if st.pending[0].min else choose(st)
            continue
        st = apply(st, "pass", ENGINE.to_act(st)[0])
    raise AssertionError((st.step, st.active, st.pending))


def test_harrigan_deals_one_per_ability_attached_to_each_opposing_character():
    # 405.4: one packet per opposing character, 1 per ability attached to it (anyone's, 400.1); none: no packet.
    data = automated("Harrigan Soulsunder")
    st = start()
    harr = as_hero(st, "Harrigan Soulsunder")
    two = put(st, 1, "Iron Sentinel", "allies")
    none = put(st, 1, "Loyal Hound", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    _attach(st, 0, two)
    _attach(st, 1, two)
    _attach(st, 0, mine)
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=harr, power=_activated(data), x=0))
    assert st.table.cards[two].damage == 2 and st.table.cards[none].damage == 0 and st.table.cards[mine].damage == 0


def test_kreedom_counts_only_your_abilities_on_each_opposing_character():
    # EN 703 (start of your turn): 1 per ability YOU control attached to that character (400.1).
    automated("Kreedom")
    st = start()
    put_real(st, 0, "Kreedom", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    foe_hero = st.heroes[1]
    _attach(st, 0, foe)
    _attach(st, 1, foe)  # the opponent's own: not counted
    _attach(st, 0, foe_hero)
    _attach(st, 0, foe_hero)
    hero_before = st.table.cards[foe_hero].damage
    st = _to_turn(_to_turn(st, 1, foe), 0, foe)
    assert st.table.cards[foe].damage == 1 and st.table.cards[foe_hero].damage == hero_before + 2


def test_oathbinder_counts_your_abilities_allies_and_equipment():
    # EN 703 / 709: at the start of your turn, 1 nature damage per ability, ally and equipment you control (itself too).
    automated("Oathbinder, Charge of the Ranger-General")
    st = start()
    put_real(st, 0, "Oathbinder, Charge of the Ranger-General", "hero_row")
    put(st, 0, "Loyal Hound", "allies")
    put(st, 0, "Iron Sentinel", "allies")
    put(st, 1, "Iron Sentinel", "allies")  # not yours
    foe_hero = st.heroes[1]
    st = _to_turn(st, 1, foe_hero)
    before = st.table.cards[foe_hero].damage
    st = _to_turn(st, 0, foe_hero)
    assert st.table.cards[foe_hero].damage == before + 3  # the weapon and two allies


def test_exasperate_discards_one_per_shadow_ally_in_your_party():
    # 415.9d / EN 709: the targeted player discards one card per [Shadow] ally you control on resolution.
    automated("Exasperate")
    st = start()
    put(st, 1, "Footman Recruit", "allies")  # theirs: not in your party
    put(st, 0, "Footman Recruit", "allies")
    tagged(st, put(st, 0, "Footman Recruit", "allies"), "Shadow")  # the Footmen share card data: all are Shadow now
    put(st, 0, "Grunt Recruit", "allies")  # not Shadow
    hand = len(st.table.zone(1, "hand"))
    st, _ = play_real(st, "Exasperate", 0, str(st.heroes[1]))
    st = resolve_chain(st)
    while st.pending:
        p = st.pending[0]
        st = choose(st, *[o.id for o in p.options][: p.min])
    assert len(st.table.zone(1, "hand")) == hand - 2  # your two Shadow Footmen


def test_cobrascale_hood_two_per_face_up_resource_of_the_opposing_hero():
    # EN 703 / 709: 2 nature damage per face-up resource the opposing hero's controller has (412.1b); face-down ones don't count.
    automated("Cobrascale Hood")
    st = start()
    put_real(st, 0, "Cobrascale Hood", "hero_row")
    foe_hero = st.heroes[1]
    st = _to_turn(st, 1, foe_hero)
    for face_down in (False, False, True):
        put(st, 1, "Mist Owl", "resources", face_down=face_down)
    put(st, 0, "Mist Owl", "resources", face_down=False)  # yours: not counted
    before = st.table.cards[foe_hero].damage
    st = _to_turn(st, 0, foe_hero)
    faced = sum(1 for u in st.table.zone(1, "resources") if not st.table.cards[u].face_down)
    assert faced >= 2 and st.table.cards[foe_hero].damage == before + 2 * faced


def test_blood_strike_minus_health_per_disease_you_control():
    # 405.4 then EN 709: 2 damage, then -1 health this turn per Disease you control (yours only, attached anywhere).
    automated("Blood Strike")
    st = start()
    foe = put(st, 1, "Raging Brute", "allies")  # 1/4
    for host, who in ((st.heroes[1], 0), (st.heroes[0], 1)):
        tagged(st, _attach(st, who, host), "Disease")  # Battle Cry as a Disease (same data: both are)
    st, _ = play_real(st, "Blood Strike", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 2
    assert kw.health(st, foe) == 3  # 4 - 1 Disease you control; the opponent's isn't counted


def test_vexra_deals_one_per_card_in_the_target_heros_controllers_hand():
    # EN 703 (when destroyed) / 408.2c: Vexra is the source; 1 arcane damage per card in that hero's controller's hand.
    automated("Vexra Darkfall")
    st = start()
    vexra = put_real(st, 0, "Vexra Darkfall", "allies")
    foe_hero = st.heroes[1]
    before = st.table.cards[foe_hero].damage
    kill = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=kill, x=0), str(vexra)))
    if st.pending:
        st = choose(st, str(foe_hero))
    st = resolve_chain(st)
    hand = len(st.table.zone(1, "hand"))
    assert hand > 0 and st.table.cards[foe_hero].damage == before + hand
    assert [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe_hero][-1].get("src") == vexra
