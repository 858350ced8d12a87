"""Helper r2mech: "that many" on damage triggers (EN 703: the amount of the triggering event) and
"ready up to N" / "may ready that many" picks (EN 709.1, 709.3; ``engine.wow.up_to_picks``),
played with the real cards."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _exhausted_resources(st, player: int, n: int) -> list[int]:
    uids = [put(st, player, "Mist Owl", "resources") for _ in range(n)]
    for u in uids:
        st.table.cards[u].tapped = True
    return uids


def _to_picks(st):
    for _ in range(20):
        if st.pending and st.pending[0].kind == "player_picks":
            return st
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        if st.over:
            break
        st = apply(st, "pass", st.priority)
    raise AssertionError("no pick offered")


def test_infuriate_readies_up_to_that_many_when_your_hero_is_dealt_combat_damage():
    # "Ongoing: When your hero is dealt combat damage, ready up to that many of your resources."
    # EN 703: "that many" is the combat damage dealt (408.2a); EN 709.1: the player picks, up to that many (none allowed).
    automated("Infuriate")
    st = start()
    put_real(st, 1, "Infuriate", "hero_row")
    res = _exhausted_resources(st, 1, 5)
    a = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    st = _to_picks(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    pend = st.pending[0]
    assert pend.player == 1 and (pend.min, pend.max) == (0, 4)  # up to 4: the damage dealt to the hero
    st = choose(st, str(res[0]), str(res[1]))  # fewer than that many is allowed ("up to")
    st = finish_combat(resolve_chain(st))
    assert [st.table.cards[u].tapped for u in res] == [False, False, True, True, True]


def test_infuriate_not_on_non_combat_damage_nor_opponents_hero():
    automated("Infuriate")
    st = start()
    put_real(st, 1, "Infuriate", "hero_row")
    _exhausted_resources(st, 1, 3)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=put(st, 0, "Loyal Hound", "allies"), defender=a))
    assert not any(p.kind == "player_picks" for p in st.pending)  # an ally, not the hero, was dealt damage


def test_osha_shadowdrinker_readies_up_to_that_many_when_a_shadow_ally_deals_combat_damage():
    # "When a Shadow ally in your party deals combat damage, ready up to that many of your resources." (EN 703, 709.1)
    automated("Osha Shadowdrinker")
    st = start()
    osha = put_real(st, 0, "Osha Shadowdrinker", "allies")
    res = _exhausted_resources(st, 0, 5)
    n = kw.atk(st, osha)
    st = _to_picks(apply(st, "attack", 0, attacker=osha, defender=hero(st, 1)))
    assert (st.pending[0].player, st.pending[0].min, st.pending[0].max) == (0, 0, n)
    st = choose(st, *[str(u) for u in res[:n]])
    assert sum(not st.table.cards[u].tapped for u in res) == n


def test_blademistress_lyss_readies_when_an_opposing_character_deals_damage_to_her():
    # "When an opposing hero or ally deals damage to Lyss, ready up to that many of your resources."
    # 408.2c: the packet's source is the opposing ally; EN 703: "that many" is the damage.
    automated("Blademistress Lyss")
    st = start()
    lyss = put_real(st, 1, "Blademistress Lyss", "allies")
    res = _exhausted_resources(st, 1, 3)
    a = put(st, 0, "Loyal Hound", "allies")
    n = kw.atk(st, a)
    st = _to_picks(apply(st, "attack", 0, attacker=a, defender=lyss))
    assert (st.pending[0].player, st.pending[0].min, st.pending[0].max) == (1, 0, min(n, 3))
    st = choose(st)  # none: "up to"
    assert all(st.table.cards[u].tapped for u in res)


def test_sword_of_zeal_target_player_may_ready_that_many_all_or_none():
    # "When your hero deals combat damage with Sword of Zeal, target player may ready that many of his resources."
    # 406.4's example: 4 combat damage -> ready 4; EN 709.3: "may" is all of them or none.
    automated("Sword of Zeal")
    st = start()
    sword = put_real(st, 0, "Sword of Zeal", "hero_row")
    res = _exhausted_resources(st, 0, 4)
    free = [put(st, 0, "Mist Owl", "resources") for _ in range(2)]  # pays the strike cost 2
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = apply(st, "strike", 0, weapon=sword)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "player_picks":
            break
        if st.pending and str(hero(st, 0)) in [o.id for o in st.pending[0].options]:
            st = choose(st, str(hero(st, 0)))  # target player: yourself
            continue
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        st = apply(st, "pass", st.priority)
    assert free and st.pending and st.pending[0].kind == "player_picks"
    pend = st.pending[0]
    assert (pend.player, [o.id for o in pend.options]) == (0, ["yes", "no"])  # "may": yes or no first (709.3; helper x33fix)
    st = choose(st, "yes")
    pend = st.pending[0]
    assert (pend.player, pend.min, pend.max) == (0, 2, 2)  # Sword of Zeal: 2 ATK -> 2 combat damage
    with pytest.raises(RulesError):
        choose(st, str(res[0]))  # part of it: not a choice (709.3)
    st = choose(st, str(res[0]), str(res[1]))
    assert not st.table.cards[res[0]].tapped and not st.table.cards[res[1]].tapped


def test_chaotic_rush_opposing_allies_enter_play_exhausted():
    # "Put target ally on top of its owner's deck." then "Ongoing: Opposing allies enter play exhausted."
    # 305.2a: the first part on resolution; EN 714 with 411.1: an opposing ally enters play exhausted
    # (not only a card's own printed restriction), yours enter ready.
    from .test_templates_more import play_real
    from .test_wtrig_cards import _next_turn

    automated("Chaotic Rush")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, rush = play_real(st, "Chaotic Rush", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].zone == "deck"  # on top of its owner's deck
    assert st.table.cards[rush].zone == "hero_row"  # the ongoing ability stays in play
    mine = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "play", 0, uid=mine, x=0))
    assert st.table.cards[mine].zone == "allies" and not st.table.cards[mine].tapped  # not opposing
    st = _next_turn(st)
    theirs = put(st, 1, "Iron Sentinel", "hand")
    resources(st, 1, 5)
    st = resolve_chain(apply(st, "play", 1, uid=theirs, x=0))
    assert st.table.cards[theirs].zone == "allies" and st.table.cards[theirs].tapped  # 411.1 with EN 714


def _melee_resistant_ally(st, player: int) -> int:
    """An ally with Melee Resistance (EN glossary: prevents all melee damage dealt to it)."""
    uid = put(st, player, "Iron Sentinel", "allies")
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "keywords": {**(st.cards[cid].get("keywords") or {}), "Melee Resistance": 0}}
    assert kw.has(st, uid, "Melee Resistance")
    return uid


@pytest.mark.parametrize("name, amount, cost", [("Rod of the Ogre Magi", 1, 2), ("Warp Splinter's Thorn", 2, 1)])
def test_typeless_damage_is_no_melee_damage(name, amount, cost):
    # 408.3a: a packet made outside combat conclusion has the damage types its modifier names; "deals 1 damage"
    # names none, so Melee Resistance (which prevents melee damage) doesn't stop it.
    # Rod of the Ogre Magi: "2, [Exhaust], Exhaust your hero -> Your hero deals 1 damage to target hero or ally."
    # Warp Splinter's Thorn: "1, Destroy one of your Daggers -> Your hero deals 2 damage to target ally."
    from .test_wact2_cards import power_of

    data = automated(name)
    st = start()
    item = put_real(st, 0, name, "hero_row")
    resources(st, 0, cost)
    dagger = put_real(st, 0, "Buzzer Blade", "hero_row") if "Thorn" in name else None  # a Dagger to destroy (the cost)
    foe = _melee_resistant_ally(st, 1)
    st = apply(st, "power", 0, uid=item, power=power_of(data), x=0, **({"pay": [dagger]} if dagger else {}))
    for _ in range(5):
        if st.pending and str(foe) in [o.id for o in st.pending[0].options]:
            st = choose(st, str(foe))
        elif st.pending:
            st = choose(st, st.pending[0].options[0].id)
        else:
            break
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == amount  # not prevented: no melee damage (a melee packet would be, 408.3a)
    assert dagger is None or st.table.cards[dagger].zone == "graveyard"


def _play_fixture_ally(st, player: int) -> tuple:
    uid = put(st, player, "Iron Sentinel", "hand")
    resources(st, player, 5)
    return resolve_chain(apply(st, "play", player, uid=uid, x=0)), uid


def test_terrifying_presence_exhausts_target_ally_and_opposing_allies_enter_exhausted():
    # Data: "Ongoing: Opposing allies enter play exhausted.Exhaust target ally." (one glued line, scripts/r2mech.toml)
    # 305.2a: "Exhaust target ally" as it resolves (411.1); EN 714 with 411.1: opposing allies then enter exhausted.
    from .test_templates_more import play_real
    from .test_wtrig_cards import _next_turn

    automated("Terrifying Presence")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, card = play_real(st, "Terrifying Presence", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].tapped and st.table.cards[card].zone == "hero_row"
    st, mine = _play_fixture_ally(st, 0)
    assert not st.table.cards[mine].tapped
    st = _next_turn(st)
    st, theirs = _play_fixture_ally(st, 1)
    assert st.table.cards[theirs].zone == "allies" and st.table.cards[theirs].tapped


def test_leggings_of_the_tireless_sentry_enter_exhausted_and_exhaust_at_opponents_end_of_turn():
    # "Opposing heroes and allies enter play exhausted. At the end of each opponent's turn, exhaust all heroes and
    # allies he controls." — EN 714 with 411.1; EN 703 (end of turn): every opposing hero and ally exhausts.
    from .test_wtrig_cards import _next_turn

    automated("Leggings of the Tireless Sentry")
    st = start()
    put_real(st, 0, "Leggings of the Tireless Sentry", "hero_row")
    st = _next_turn(st)  # P2's turn: his hero and allies ready
    assert st.active == 1
    st, theirs = _play_fixture_ally(st, 1)
    assert st.table.cards[theirs].tapped  # enters play exhausted
    old = put(st, 1, "Loyal Hound", "allies")
    assert not st.table.cards[old].tapped and not st.table.cards[hero(st, 1)].tapped
    mine = put(st, 0, "Loyal Hound", "allies")
    st = _next_turn(st)  # the end of P2's turn
    assert st.active == 0
    assert st.table.cards[old].tapped and st.table.cards[hero(st, 1)].tapped
    assert not st.table.cards[mine].tapped and not st.table.cards[hero(st, 0)].tapped  # only his
