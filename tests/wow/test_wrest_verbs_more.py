"""More plain verbs of templates_wrest_verbs, each played with a real card of the pool (skipped
without ../shared/data): readying your hero and a weapon (411.1, EN 709.1), "ready one of your
armor", "draw seven cards", an ability not attached to a friendly card (EN 706), skipped turns (500.4)."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _power
from .test_templates_more import automated, play_real, put_real, real
from .test_templates_turns import _advance
from .test_wrest_scripts import _as_hero

pytestmark = needs(WOW_CARDS)


def test_rak_skyfury_readies_your_hero_and_a_weapon_you_pick():
    # 411.1, EN 709.1 (not a target): "When Rak Skyfury enters play, ready your hero and one of your weapons."
    automated("Rak Skyfury")
    st = start()
    st.table.cards[hero(st, 0)].tapped = True
    sword, axe = put(st, 0, "Worn Longsword", "hero_row"), put(st, 0, "Great Axe", "hero_row")
    theirs = put(st, 1, "Great Axe", "hero_row")
    for u in (sword, axe, theirs):
        st.table.cards[u].tapped = True
    rak = put_real(st, 0, "Rak Skyfury", "hand")
    resources(st, 0, real("Rak Skyfury")["cost"])
    st = resolve_chain(apply(st, "play", 0, uid=rak, x=0))
    assert st.pending[0].kind == "player_picks" and {o.id for o in st.pending[0].options} == {str(sword), str(axe)}
    st = resolve_chain(choose(st, str(axe)))
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[axe].tapped
    assert st.table.cards[sword].tapped and st.table.cards[theirs].tapped


def test_sepirion_readies_himself_and_a_weapon():
    # 301.2 flip cost: "3, Flip Sepirion -> Ready Sepirion and one of your weapons." — "Sepirion" is the hero
    data = automated("Sepirion the Poised")
    st = start()
    sep = _as_hero(st, "Sepirion the Poised")
    st.table.cards[sep].tapped = True
    axe = put(st, 0, "Great Axe", "hero_row")
    st.table.cards[axe].tapped = True
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=sep, power=_power(data), x=0))
    st = resolve_chain(choose(st, str(axe)))
    assert not st.table.cards[sep].tapped and not st.table.cards[axe].tapped


def test_pauldrons_ready_one_of_your_armor_at_the_end_of_your_turn():
    # EN 703, 411.1: "At the end of your turn, ready one of your armor."
    automated("Pauldrons of the Crimson Flight")
    st = start()
    pauldrons = put_real(st, 0, "Pauldrons of the Crimson Flight", "hero_row")
    helm = put(st, 0, "Chain Helm", "hero_row")
    st.table.cards[helm].tapped = True
    st.table.cards[pauldrons].tapped = True
    st = _advance(st, 2, {"player_picks": str(helm)})
    assert not st.table.cards[helm].tapped and st.table.cards[pauldrons].tapped


def test_draw_seven_cards():
    # "Draw seven cards." (Netherwind Presence)
    data = automated("Netherwind Presence")
    assert card_powers(data)[-1].effects[0].amount == 7
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Netherwind Presence", 0, pay=data["cost"])
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 7


def test_ability_not_attached_to_a_friendly_card():
    # EN 706: Antyr "When this ally enters play, you may destroy target ability that's not attached to a friendly card." —
    # an ability attached to your ally is no target; one attached to an opposing ally, or unattached, is
    automated("Antyr")
    automated("Shalu Stormshatter")
    st = start()
    mine = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    on_mine = put(st, 1, "Blessing of Might", "hero_row", attached_to=mine)
    on_theirs = put(st, 1, "Blessing of Might", "hero_row", attached_to=theirs)
    loose = put(st, 1, "Soothing Totem", "hero_row")
    antyr = put_real(st, 0, "Antyr", "hand")
    resources(st, 0, real("Antyr")["cost"])
    st = resolve_chain(apply(st, "play", 0, uid=antyr, x=0))
    options = {o.id for o in st.pending[0].options}
    assert str(on_mine) not in options and {str(on_theirs), str(loose)} <= options
    st = resolve_chain(choose(st, str(on_theirs)))
    assert st.table.cards[on_theirs].zone == "graveyard" and st.table.cards[on_mine].zone != "graveyard"


def test_ancestral_purge_damages_only_if_it_destroyed():
    # EN 709.3: "Destroy target ability that's not attached to a friendly card. If you do, your hero deals 1 nature damage
    # to each opposing hero and ally."
    data = automated("Ancestral Purge")
    st = start()
    loose = put(st, 1, "Soothing Totem", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Ancestral Purge", 0, str(loose), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[loose].zone == "graveyard"
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 1)].damage == 1


def test_curse_of_exhaustion_target_player_skips_his_next_turn():
    # 500.4, EN 706: "Target player skips his next turn." — P2's turn 2 is skipped: P1 takes the next one
    data = automated("Curse of Exhaustion")
    st = start()
    st, _ = play_real(st, "Curse of Exhaustion", 0, str(hero(st, 1)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.skips == [1]
    st = _advance(st, 2)
    assert st.active == 0


def test_lay_on_hands_heals_exhausts_and_skips_your_turn():
    # 500.4, 411.1: "Your hero heals all damage from target hero or ally. Exhaust all of your resources. Skip your next turn."
    data = automated("Lay on Hands")
    st = start()
    st.table.cards[hero(st, 0)].damage = 12
    spare = resources(st, 0, 3)
    st, _ = play_real(st, "Lay on Hands", 0, str(hero(st, 0)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and all(st.table.cards[u].tapped for u in spare)
    assert st.skips == [0]


def test_sear_six_if_that_ally_was_dealt_damage_this_turn():
    # EN 709 (the amount read on resolution): "Your hero deals 2 fire damage to target ally, or 6 if that ally was dealt
    # damage this turn."
    data = automated("Sear")
    st = start()
    a, b = put(st, 1, "Raging Brute", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[a].damage = 1  # damage from an earlier turn does not count
    st, _ = play_real(st, "Sear", 0, str(a), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[a].damage == 3
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(b)))
    assert st.table.cards[b].damage == 3
    st.table.cards[b].damage = 0  # healed by hand (test setup): it was still dealt damage this turn
    st, _ = play_real(st, "Sear", 0, str(b), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[b].zone == "graveyard"  # 6 to a 4-health ally (2 would leave it alive)


def test_arcane_foresight_three_if_you_played_another_ability():
    # EN 709: "…, or 3 if you played another ability this turn." — the card itself is no other ability
    data = automated("Arcane Foresight")
    st = start()
    st, _ = play_real(st, "Arcane Foresight", 0, str(hero(st, 1)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "play", 0, uid=scrolls, x=0))
    st, _ = play_real(st, "Arcane Foresight", 0, str(hero(st, 1)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 4


def test_scent_of_nature_six_if_you_completed_a_quest():
    # EN 702, EN 709: "Your hero heals 2 damage from target hero or ally, or 6 if you completed a quest this turn."
    from .test_templates_rewards import _complete

    data = automated("Scent of Nature")
    st = start()
    st.table.cards[hero(st, 0)].damage = 10
    st, _ = play_real(st, "Scent of Nature", 0, str(hero(st, 0)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 8
    resources(st, 0, 1)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = _complete(st, quest)
    st, _ = play_real(st, "Scent of Nature", 0, str(hero(st, 0)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 2


def test_choose_one_or_both():
    # EN 707.1c: "Choose one or both: Destroy target ally; or destroy target weapon." (Ruination) — both: two targets, both
    # destroyed; one: only that mode's target; "both" is offered only when each mode has a target (EN 707.1d)
    data = automated("Ruination")
    st = start()
    ally, axe = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Great Axe", "hero_row")
    uid = put_real(st, 0, "Ruination", "hand")
    resources(st, 0, data["cost"])
    st = apply(st, "play", 0, uid=uid, x=0)
    assert st.pending[0].kind == "mode" and [o.label for o in st.pending[0].options][-1] == "both"
    st = choose(st, "-1")
    st = choose(st, str(ally))
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[axe].zone == "graveyard"
    st = start()
    ally, axe = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Great Axe", "hero_row")
    uid = put_real(st, 0, "Ruination", "hand")
    resources(st, 0, data["cost"])
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(choose(choose(st, "1"), str(axe)))
    assert st.table.cards[axe].zone == "graveyard" and st.table.cards[ally].zone == "allies"
    st = start()
    put(st, 1, "Iron Sentinel", "allies")  # no weapon: only the first mode, and no "both"
    uid = put_real(st, 0, "Ruination", "hand")
    resources(st, 0, data["cost"])
    st = apply(st, "play", 0, uid=uid, x=0)
    assert [o.id for o in st.pending[0].options] == ["0"]


def test_velkin_gray_token_only_if_an_ally_of_yours_was_destroyed_this_turn():
    # EN 709, 404.2: "When this ally enters play, if an ally you controlled was destroyed this turn, you may put a 3 [Melee] /
    # 3 [Health] Ghoul ally token into play."
    automated("Velkin Gray")
    for destroyed in (False, True):
        st = start()
        if destroyed:
            owl = put(st, 0, "Mist Owl", "allies")
            spell = put(st, 0, "Vanish in Smoke", "hand")
            resources(st, 0, 4)
            st = resolve_chain(choose(apply(st, "play", 0, uid=spell, x=0), str(owl)))
        velkin = put_real(st, 0, "Velkin Gray", "hand")
        resources(st, 0, real("Velkin Gray")["cost"])
        st = resolve_chain(apply(st, "play", 0, uid=velkin, x=0))
        if st.pending:  # "you may": yes
            st = resolve_chain(choose(st, st.pending[0].options[0].id))
        ghouls = [u for u in st.table.zone(0, "allies") if "ghoul" in (st.cards[st.table.cards[u].card_id].get("name") or "").lower()]
        assert len(ghouls) == (1 if destroyed else 0)


def test_promenade_sentinel_deals_to_up_to_three_targets_itself():
    # EN 706, 405.4, 408.2c: "When Promenade Sentinel enters play, it deals 2 arcane damage to each of up to three target heroes
    # and/or allies." — different targets, fewer allowed; the ally is the source
    data = automated("Promenade Sentinel")
    assert all(e.condition["source"] == "self" for e in card_powers(data)[-1].effects)
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    uid = put_real(st, 0, "Promenade Sentinel", "hand")
    resources(st, 0, data["cost"])
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(st)
    st = choose(st, str(a))
    assert str(a) not in [o.id for o in st.pending[0].options] and st.pending[0].min == 0
    st = choose(st, str(b))
    st = resolve_chain(choose(st))
    assert st.table.cards[a].damage == 2 and st.table.cards[b].damage == 2 and st.table.cards[hero(st, 1)].damage == 0


def test_target_attachment_and_a_character_with_an_attachment():
    # 400.1 (attachments), EN 709.3: Rhuunom "At the end of your turn, you may destroy target attachment. If you do, draw a card."
    automated("Rhuunom")
    st = start()
    put_real(st, 0, "Rhuunom", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    blessing = put(st, 1, "Blessing of Might", "hero_row", attached_to=owl)
    loose = put(st, 1, "Soothing Totem", "hero_row")  # an ability in play attached to nothing
    axe = put(st, 1, "Great Axe", "hero_row")  # equipment is no attachment
    deck = len(st.table.zone(0, "deck"))

    def pick(pend):
        assert {o.id for o in pend.options} & {str(loose), str(axe), str(owl)} == set()
        return [str(blessing)]

    st = _advance(st, 2, {"target": pick})
    assert st.table.cards[blessing].zone == "graveyard" and len(st.table.zone(0, "deck")) == deck - 1  # drew one
    # Sister Remba: "1, Flip Remba -> Target ally in your party with an attachment is Elusive and Untargetable this turn."
    data = automated("Sister Remba")
    st = start()
    remba = _as_hero(st, "Sister Remba")
    bare, dressed = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Mist Owl", "allies")
    put(st, 0, "Blessing of Might", "hero_row", attached_to=dressed)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=remba, power=_power(data), x=0)
    assert {o.id for o in st.pending[0].options} == {str(dressed)}
    st = resolve_chain(choose(st, str(dressed)))
    from engine.wow import keywords as kw

    assert {"Elusive", "Untargetable"} <= set(kw.keywords(st, dressed)) and "Elusive" not in kw.keywords(st, bare)
