"""Helper wally1: allies of the long tail (first half of the names), scripted in
``engine/wow/cards/scripts/wally1.toml``, each played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.hand_size import hand_limit
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == name]


def test_illiyana_moonblaze_each_opponent_destroys_a_horde_card():
    # EN 703, 709.1, 415.9c: "At the start of your turn, each opponent destroys a [Horde] card he controls."
    # — the opponent picks among his Horde cards (a Horde ally, his Horde hero), never a neutral or Alliance one
    automated("Illiyana Moonblaze")
    st = start(hero1="Korga Stormcaller")
    put_real(st, 0, "Illiyana Moonblaze", "allies")
    grunt = put(st, 1, "Grunt Recruit", "allies")  # Horde
    footman = put(st, 1, "Footman Recruit", "allies")  # Alliance
    owl = put(st, 1, "Mist Owl", "allies")  # no faction
    seen: list[set[str]] = []

    def pick(pending):
        seen.append({o.id for o in pending.options})
        assert pending.player == 1
        return [str(grunt)]

    st = _settle(_next_turn(_next_turn(st), {"player_picks": pick}), {"player_picks": pick})
    assert seen == [{str(grunt), str(hero(st, 1))}]
    assert _zone(st, grunt) == "graveyard" and _zone(st, footman) == "allies" and _zone(st, owl) == "allies"


def test_illiyana_moonblaze_not_on_the_opponents_turn():
    # EN 703: "the start of your turn" only
    st = start(hero1="Korga Stormcaller")
    put_real(st, 0, "Illiyana Moonblaze", "allies")
    grunt = put(st, 1, "Grunt Recruit", "allies")
    st = _settle(_next_turn(st))
    assert st.active == 1 and _zone(st, grunt) == "allies"


def test_doomguard_destroys_a_random_friendly_character_other_than_itself():
    # EN 709.1, 415.9c: "When Doomguard enters play, choose at random a friendly hero or ally other than Doomguard,
    # then destroy that character." — never Doomguard, never an opposing card
    automated("Doomguard")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Footman Recruit", "allies")
    st, doom = play_real(st, "Doomguard", 0, pay=7)
    st = _settle(st)
    assert _zone(st, doom) == "allies" and _zone(st, theirs) == "allies"
    mine = [owl, hero(st, 0)]
    gone = [u for u in mine if _zone(st, u) != "allies" and _zone(st, u) != "hero_row"]
    assert len(gone) == 1 or st.over  # the random pick: Mist Owl, or the hero (then the game is lost, 102.3)


def test_doomguard_alone_can_only_destroy_your_hero():
    # EN 709.1: the only friendly character other than Doomguard is your hero
    st = start()
    st, doom = play_real(st, "Doomguard", 0, pay=7)
    st = _settle(st)
    assert _zone(st, doom) == "allies"
    assert _zone(st, hero(st, 0)) == "graveyard" or st.over


def test_icemistress_galha_lowers_each_opponents_hand_size_per_frost_ally():
    # 415.4b, EN 714: "Each opponent's maximum hand size is reduced by one for each [Frost] ally in your party."
    automated("Icemistress Gal'ha")
    st = start()
    galha = put_real(st, 0, "Icemistress Gal'ha", "allies")  # a [Frost] ally herself
    assert hand_limit(st, 1) == 6 and hand_limit(st, 0) == 7
    put_real(st, 0, "Feludius", "allies")  # [Frost]
    put(st, 0, "Mist Owl", "allies")  # [Nature]: not counted
    put_real(st, 1, "Feludius", "allies")  # the opponent's [Frost] ally: not in your party
    assert hand_limit(st, 1) == 5 and hand_limit(st, 0) == 7
    destroy(st, galha, R("415.9c"))
    assert hand_limit(st, 1) == 7  # 714: gone with her


def _destroy_by_damage(st, uid: int):
    """Fatal damage, then the checks before priority destroy it (410.6a): a pass hands priority on."""
    st.table.cards[uid].damage = 99
    return apply(st, "pass", st.priority)


@pytest.mark.parametrize("mill", [True, False])
def test_feludius_destroyed_looks_at_the_top_card(mill):
    # EN 703, 709.3, 415.4a: "When this or another [Frost] card you control is destroyed, you may look at the top
    # card of your deck. If you do, you may put it into your graveyard." — Feludius himself
    automated("Feludius")
    st = start()
    fel = put_real(st, 0, "Feludius", "allies")
    top = st.table.zone(0, "deck")[0]
    st = _destroy_by_damage(st, fel)
    st = _settle(st, {"may": ["yes"], "peek_top_mill": [str(top) if mill else "keep"]})
    assert _zone(st, top) == ("graveyard" if mill else "deck")


def test_feludius_another_frost_card_destroyed():
    # EN 703: "another [Frost] card you control" — Icemistress Gal'ha ([Frost]) yes, Mist Owl ([Nature]) no,
    # an opponent's [Frost] ally no
    st = start()
    put_real(st, 0, "Feludius", "allies")
    galha = put_real(st, 0, "Icemistress Gal'ha", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put_real(st, 1, "Feludius", "allies")  # his own trigger asks him, not P1
    asked: list[int] = []

    def said(pending):
        asked.append(pending.player)
        return ["no"]

    for uid in (owl, theirs):
        st = _settle(_destroy_by_damage(st, uid), {"may": said})
    assert 0 not in asked
    top = st.table.zone(0, "deck")[0]
    st = _destroy_by_damage(st, galha)
    st = _settle(st, {"may": ["yes"], "peek_top_mill": [str(top)]})
    assert _zone(st, top) == "graveyard"


def test_feludius_gives_your_frost_allies_stash():
    # EN 714 + glossary Stash: "[Frost] allies you own everywhere have Stash: Put a 2 [Frost] / 1 [Health] Water
    # Elemental ally token into play."
    st = start()
    put_real(st, 0, "Feludius", "allies")
    galha = put_real(st, 0, "Icemistress Gal'ha", "hand")  # [Frost], in the hand ("everywhere")
    st = _settle(apply(st, "resource", 0, uid=galha, face_up=True))
    [elemental] = _tokens(st, 0, "Water Elemental")
    assert (kw.atk(st, elemental), kw.health(st, elemental)) == (2, 1)  # 404.2
    assert kw.data(st, elemental).get("damage_type") == "frost"


def test_gladiator_kileana_entering_deals_one_to_each_other_character():
    # EN 703, 709.3, 405.4: "When Kileana or another Arena ally enters your party, it may deal 1 fire damage to each
    # hero and ally other than itself." — Kileana herself
    automated("Gladiator Kileana")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Footman Recruit", "allies")
    st, kil = play_real(st, "Gladiator Kileana", 0, pay=5)
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[kil].damage == 0
    assert [st.table.cards[u].damage for u in (owl, theirs, hero(st, 0), hero(st, 1))] == [1, 1, 1, 1]


def test_gladiator_kileana_another_arena_ally_deals_the_damage():
    # "it": the entering Arena ally is the source and is left out; Kileana is hit
    st = start()
    kil = put_real(st, 0, "Gladiator Kileana", "allies")
    st, zimo = play_real(st, "Gladiator Zi'mo", 0, pay=8)
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[zimo].damage == 0 and st.table.cards[kil].damage == 1
    assert st.table.cards[hero(st, 1)].damage == 1


def test_gladiator_kileana_may_decline_and_non_arena_allies_do_nothing():
    # EN 709.3: "may"; a non-Arena ally entering sets nothing off
    st = start()
    put_real(st, 0, "Gladiator Kileana", "allies")
    asked: list[str] = []

    def said(pending):
        asked.append(pending.kind)
        return ["no"]

    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl, x=0), {"may": said})
    assert _zone(st, owl) == "allies" and not asked
    st, _ = play_real(st, "Gladiator Kileana", 0, pay=5)
    st = _settle(st, {"may": said})
    assert asked == ["may", "may"] and st.table.cards[hero(st, 1)].damage == 0  # both Kileanas trigger (EN 703)


def test_barnathrum_doubles_the_damage_on_each_ally():
    # 405.3: "1, [Exhaust] -> Double the damage on each ally." — put on, not dealt: heroes untouched, at most fatal
    from .test_wact2_cards import power_of

    data = automated("Barnathrum, Lord of Pain")
    st = start()
    barn = put_real(st, 0, "Barnathrum, Lord of Pain", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 health
    brute = put(st, 1, "Raging Brute", "allies")  # 4 health
    owl = put(st, 1, "Mist Owl", "allies")
    for uid, n in ((barn, 1), (sentinel, 1), (brute, 3)):
        st.table.cards[uid].damage = n
    st.table.cards[hero(st, 1)].damage = 2
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=barn, power=power_of(data), x=0))
    assert st.table.cards[barn].tapped
    assert st.table.cards[barn].damage == 2 and st.table.cards[sentinel].damage == 2
    assert _zone(st, brute) == "graveyard"  # 3 doubled is fatal (410.6a)
    assert st.table.cards[owl].damage == 0 and st.table.cards[hero(st, 1)].damage == 2
