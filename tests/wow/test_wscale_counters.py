"""Helper wscale (issue #18): counters a card keeps on itself (404.1), played with real cards of the
pool — "enters play with N counters" (404.1a), "remove a wind counter. If none remain, destroy …"
(404.1d) and "for each wind counter on NAME"."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.counters import counters
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def next_turn(st, may: str = "no"):
    """Pass until the other player's turn has reached its main step, start-of-turn triggers resolved;
    a hand-size discard takes the first cards offered, a "you may" is answered ``may``."""
    who = st.active
    for _ in range(60):
        if st.active != who and st.step == "main" and not st.chain and not st.pending:
            return st
        if st.pending:
            p = st.pending[0]
            ids = [o.id for o in p.options]
            picks = [may] if may in ids else ids[: p.min]
            st = choose(st, *picks)
            continue
        st = apply(st, "pass", ENGINE.to_act(st)[0])
    raise AssertionError((st.step, st.active, st.pending))


def test_enters_play_with_counters_then_removes_one_each_turn_and_is_destroyed():
    # 404.1a (counters on itself as it enters play), 404.1d ("none remain"): Typhoon — two wind counters,
    # one removed at the start of each of your turns; destroyed when none remain.
    automated("Typhoon")
    st = start()
    st, uid = play_real(st, "Typhoon")
    st = resolve_chain(st)
    assert st.table.cards[uid].zone == "hero_row" and counters(st, uid, "wind") == 2
    st = next_turn(next_turn(st))
    assert st.table.cards[uid].zone == "hero_row" and counters(st, uid, "wind") == 1
    st = next_turn(next_turn(st))
    assert st.table.cards[uid].zone == "graveyard"


def test_hurricane_deals_damage_then_loses_a_counter():
    # 404.1d: Hurricane — 2 nature damage to each opposing hero and ally, then remove a wind counter.
    automated("Hurricane")
    st = start()
    st, uid = play_real(st, "Hurricane")
    st = resolve_chain(st)
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = next_turn(next_turn(st))
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[ally].damage == 2
    assert counters(st, uid, "wind") == 1 and st.table.cards[uid].zone == "hero_row"


def test_stat_counters_enter_and_wear_off():
    # 404.1a, 404.1c: Edge of Oblivion enters with five +1 ATK counters (its ATK counts them), loses one per turn.
    automated("Edge of Oblivion")
    st = start()
    st, uid = play_real(st, "Edge of Oblivion")
    st = resolve_chain(st)
    base = st.cards[st.table.cards[uid].card_id].get("atk") or 0
    assert counters(st, uid, "+1 ATK") == 5 and kw.atk(st, uid) == base + 5
    st = next_turn(next_turn(st))
    assert counters(st, uid, "+1 ATK") == 4 and kw.atk(st, uid) == base + 4


def test_x_counters_are_the_x_paid():
    # 201.3 / 404.1a: Reaper of Dark Souls (cost X) enters play with X +1 ATK counters.
    automated("Reaper of Dark Souls")
    st = start()
    uid = put_real(st, 0, "Reaper of Dark Souls", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=3))
    assert counters(st, uid, "+1 ATK") == 3


def test_damage_for_each_counter_on_itself():
    # 404.1a: Curse of Agony — put an agony counter on it, then 1 shadow damage per agony counter on it.
    automated("Curse of Agony")
    st = start()
    target = put(st, 1, "Iron Sentinel", "allies")
    st, uid = play_real(st, "Curse of Agony", 0, str(target))
    st = resolve_chain(st)
    assert st.table.cards[uid].attached_to == target
    st.table.cards[uid].counters["agony"] = 1
    st = next_turn(next_turn(st))
    assert counters(st, uid, "agony") == 2 and st.table.cards[target].damage == 2


def test_assault_and_mend_for_each_counter_and_destroyed_when_none_remain():
    # 404.1a/404.1d: Tower of Radiance — four radiance counters; your hero has Assault 1 per counter.
    automated("Tower of Radiance")
    st = start()
    st, uid = play_real(st, "Tower of Radiance")
    st = resolve_chain(st)
    assert counters(st, uid, "radiance") == 4
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 4
    st.table.cards[uid].counters["radiance"] = 1
    st = next_turn(next_turn(st))
    assert st.table.cards[uid].zone == "graveyard"


def test_remove_all_stat_counters_after_combat_damage_with_it():
    # 404.1c / 404.1: Kickback 5000 enters with two +1 ATK counters; when your hero deals combat damage with it,
    # all its +1 ATK counters are removed.
    automated("Kickback 5000")
    st = start()
    st, gun = play_real(st, "Kickback 5000")
    st = resolve_chain(st)
    base = st.cards[st.table.cards[gun].card_id].get("atk") or 0
    assert counters(st, gun, "+1 ATK") == 2 and kw.atk(st, gun) == base + 2
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=gun)
    for _ in range(20):
        if st.pending:
            p = st.pending[0]
            ids = [o.id for o in p.options]
            st = choose(st, "none" if "none" in ids else (ids[0] if p.min else None) or ids[0])
        elif st.combat is not None or st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[hero(st, 1)].damage == base + 2
    assert counters(st, gun, "+1 ATK") == 0 and kw.atk(st, gun) == base
