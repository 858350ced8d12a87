"""Helper wzones2 (issue #18): the scripts of ``engine/wow/cards/scripts/wzones2.toml``, each played
with a real card of the pool: maximum hand size changes (415.4b) and a top card revealed on
destruction (EN 703, 709.1)."""

from __future__ import annotations

import pytest

from engine.wow.hand_size import hand_limit
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_combat import finish_combat
from .test_real_list_blockers import _destroy
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_rewards import _complete, _quest, _settle

pytestmark = needs(WOW_CARDS)


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def test_arcane_intellect_on_opposing_hero_draws_and_raises_his_hand_size():
    # WoW 400.1 (attach), EN 709 ("its controller": the hero's), 415.4b: "Attach to target hero, and its
    # controller draws a card. Ongoing: Attached hero's controller's maximum hand size is increased by three."
    automated("Arcane Intellect")
    st = start()
    mine, theirs = _hand(st, 0), _hand(st, 1)
    st, uid = play_real(st, "Arcane Intellect", 0)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[uid].zone == "hero_row" and st.table.cards[uid].attached_to == hero(st, 1)
    assert _hand(st, 1) == theirs + 1 and _hand(st, 0) == mine  # the opposing hero's controller drew
    assert hand_limit(st, 1) == 10 and hand_limit(st, 0) == 7


def test_arcane_intellect_on_own_hero():
    # WoW 415.4b: attached to your own hero, your hand size is the one raised and you draw
    st = start()
    mine = _hand(st, 0)
    st, uid = play_real(st, "Arcane Intellect", 0)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[uid].attached_to == hero(st, 0)
    assert _hand(st, 0) == mine + 1
    assert hand_limit(st, 0) == 10 and hand_limit(st, 1) == 7


def test_arcane_brilliance_draws_and_raises_your_hand_size():
    # WoW 415.4b, EN 714: "Each friendly player draws a card. Ongoing: Each friendly player's maximum hand size
    # is increased by three." (two players: the only friendly player is you)
    automated("Arcane Brilliance")
    st = start()
    mine, theirs = _hand(st, 0), _hand(st, 1)
    st, uid = play_real(st, "Arcane Brilliance", 0)
    st = resolve_chain(st)
    assert st.table.cards[uid].zone == "hero_row"  # an ongoing ability stays in play (305.2)
    assert _hand(st, 0) == mine + 1 and _hand(st, 1) == theirs
    assert hand_limit(st, 0) == 10 and hand_limit(st, 1) == 7


def _coilfang(top: str):
    st = start()
    myrmidon = put_real(st, 0, "Coilfang Myrmidon", "allies")
    card = put_real(st, 0, top, "deck")
    st.table.zone(0, "deck").remove(card)
    st.table.zone(0, "deck").insert(0, card)  # 415.3a: the top card
    hand = _hand(st, 0)
    st = _destroy(st, myrmidon)
    return st, card, hand


def test_coilfang_myrmidon_destroyed_draws_a_revealed_myrmidon():
    # EN 703, 709.1: "When Coilfang Myrmidon is destroyed, reveal the top card of your deck. If it's named
    # Coildfang Myrmidon [sic], draw it."
    automated("Coilfang Myrmidon")
    st, card, hand = _coilfang("Coilfang Myrmidon")
    assert st.table.cards[card].zone == "hand" and _hand(st, 0) == hand + 1


def test_coilfang_myrmidon_other_top_card_stays():
    # EN 709.1: any other card stays on top; nothing is drawn
    st, card, hand = _coilfang("Obsidian Drakonid")
    assert st.table.zone(0, "deck")[0] == card and _hand(st, 0) == hand



@pytest.mark.parametrize("cards_in_hand", [0, 1])
def test_dorzok_shadowhand_draws_after_combat_damage_only_with_an_empty_hand(cards_in_hand):
    # EN 703, 709: "When this all [sic] deals combat damage, if you have no cards in your hand, draw a card."
    automated("Dorzok Shadowhand")
    st = start()
    dorzok = put_real(st, 0, "Dorzok Shadowhand", "allies")
    for u in list(st.table.zone(0, "hand"))[cards_in_hand:]:
        st.table.move(u, "removed")
    foe = hero(st, 1)
    st = finish_combat(apply(st, "attack", 0, attacker=dorzok, defender=foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage > 0  # combat damage was dealt
    assert _hand(st, 0) == (1 if cards_in_hand == 0 else cards_in_hand)


def test_demonic_soulstone_returns_the_destroyed_host_to_hand():
    # EN 703, 709.1: "Attach to target ally you control. Ongoing: When attached ally is destroyed, put it from
    # its owner's graveyard into his hand."
    automated("Demonic Soulstone")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    other = put(st, 0, "Stone Guardian", "allies")
    st, stone = play_real(st, "Demonic Soulstone", 0)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[stone].attached_to == ally
    st = _destroy(st, other)  # an ally it isn't attached to: nothing returns
    assert st.table.cards[other].zone == "graveyard"
    st = _destroy(st, ally)
    assert st.table.cards[ally].zone == "hand" and st.table.cards[ally].owner == 0
    assert st.table.cards[stone].zone == "graveyard"  # 400.5: the attachment went with its host


def test_shadow_word_pain_attaches_and_the_hosts_controller_discards():
    # WoW 400.1, 415.9d: "Attach to target hero or ally, and its controller discards a card." (the opponent's ally)
    automated("Shadow Word: Pain")
    st = start()
    foe_ally = put(st, 1, "Iron Sentinel", "allies")
    mine, theirs = _hand(st, 0), _hand(st, 1)
    st, pain = play_real(st, "Shadow Word: Pain", 0)
    st = resolve_chain(choose(st, str(foe_ally)))
    if st.pending and st.pending[0].player == 1:  # he picks the card to discard (415.9d)
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[pain].attached_to == foe_ally
    assert _hand(st, 1) == theirs - 1 and _hand(st, 0) == mine
    assert len(st.table.zone(1, "graveyard")) == 1


def test_defile_opponent_discards_turns_a_resource_down_and_destroys_an_ability_and_an_equipment():
    # WoW 415.9d, 412.1b, 415.9c, EN 709.1: "Each opponent discards a card, turns a resource he controls face down,
    # and destroys an ability and equipmant [sic] he controls." — he picks each card himself
    automated("Defile")
    st = start()
    down = put(st, 1, "Mist Owl", "resources")  # already face down: can't be picked
    up = put(st, 1, "Mist Owl", "resources", face_down=False)
    ability = put_real(st, 1, "Arcane Brilliance", "hero_row")
    sword = put(st, 1, "Worn Longsword", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    hand = _hand(st, 1)
    st, _defile = play_real(st, "Defile", 0)
    st = resolve_chain(st)
    asked = []
    while st.pending and st.pending[0].player == 1:
        asked.append(sorted(o.id for o in st.pending[0].options))
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert _hand(st, 1) == hand - 1
    assert [str(up)] in asked and not any(str(down) in a for a in asked)  # only the face-up resource is offered
    assert st.table.cards[up].face_down and st.table.cards[up].zone == "resources"
    assert st.table.cards[ability].zone == "graveyard" and st.table.cards[sword].zone == "graveyard"
    assert st.table.cards[ally].zone == "allies"


@pytest.mark.parametrize("start_hand", [0, 1, 7])
def test_thats_abominable_discards_two_only_with_three_or_more_cards_after_drawing(start_hand):
    # EN 702, 709, 415.9d: "Reward: Draw two cards. Then if you have three or more cards in your hand, discard two cards."
    automated("That's Abominable!")
    st = start()
    for u in list(st.table.zone(0, "hand"))[start_hand:]:
        st.table.move(u, "removed")
    quest = _quest(st, "That's Abominable!")
    st = _complete(st, quest)
    if st.pending and st.pending[0].player == 0 and st.pending[0].min == 2:  # the two cards to discard (415.9d)
        st = _settle(choose(st, *[o.id for o in st.pending[0].options[:2]]))
    after = start_hand + 2
    assert _hand(st, 0) == (after - 2 if after >= 3 else after)
