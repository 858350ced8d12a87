"""The long tail (issue #18): ally tokens whose ATK has no damage-type icon (``templates_tokens``), lines
the card data broke or spaced oddly (``templates_lines.power_lines``) and ``scripts/wtail.toml`` — each card
played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.card_facts import damage_types
from engine.wow.leaving_play import destroy
from engine.wow.procedure import event_triggers
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == name]


def _untyped(st, uid: int, atk: int, health: int) -> None:
    # WoW 404.2: the token has the ATK and health the effect gives; 205.1: no damage-type icon printed, so none of
    # its own; 408.3a: a combat packet from a source with no damage type is melee
    data = kw.data(st, uid)
    assert data.get("damage_type") == "" and kw.atk(st, uid) == atk and kw.health(st, uid) == health
    assert damage_types(st, uid) == ["melee"]


def test_are_we_there_yeti_rewards_three_untyped_tokens():
    # EN 702: "Pay 6 to complete this quest. / Reward: Put three Mechanical Yeti ally tokens with 1 ATK and 1 health into play."
    automated("Are We There, Yeti?")
    st = start()
    quest = put_real(st, 0, "Are We There, Yeti?", "resources", face_down=False)
    resources(st, 0, 6)
    st = _settle(apply(st, "quest", 0, uid=quest))
    yetis = _tokens(st, 0, "Mechanical Yeti")
    assert len(yetis) == 3
    for uid in yetis:
        _untyped(st, uid, 1, 1)


def test_fire_elemental_totem_puts_a_ferocious_elemental():
    # EN 703: "Ongoing: When Fire Elemental Totem enters play, put a Fire Elemental ally token with 2 ATK, 1 health,
    # and Ferocity into play."
    automated("Fire Elemental Totem")
    st = start()
    st, totem = play_real(st, "Fire Elemental Totem", 0, pay=2)
    st = _settle(st)
    [elemental] = _tokens(st, 0, "Fire Elemental")
    _untyped(st, elemental, 2, 1)
    assert kw.has(st, elemental, "Ferocity")
    assert st.table.cards[totem].zone != "graveyard"  # 305.2a: an Ongoing ability stays in play


def test_king_magni_makes_a_dwarf_at_the_end_of_each_turn_and_dwarves_protect():
    # EN 703: "At the end of each turn, put an Alliance Dwarf Warrior ally token with 1 ATK and 1 health into play."
    # EN 714: "Dwarves in your party have Protector."
    automated("King Magni Bronzebeard")
    st = start()
    put_real(st, 0, "King Magni Bronzebeard", "allies")
    st = _next_turn(st)  # the end of your turn
    [dwarf] = _tokens(st, 0, "Alliance Dwarf Warrior")
    _untyped(st, dwarf, 1, 1)
    assert kw.has(st, dwarf, "Protector")  # its tags make it a Dwarf (404.2)
    st = _next_turn(st)  # the end of the opponent's turn too ("each turn")
    assert len(_tokens(st, 0, "Alliance Dwarf Warrior")) == 2


def test_mya_brings_a_dragonling():
    # EN 703: "When Mya enters play, put a Mechanical Dragonling ally token with 1 ATK and 1 health into play."
    automated("Mya, Dragonling Wrangler")
    st = start()
    st, _ = play_real(st, "Mya, Dragonling Wrangler", 0, pay=3)
    st = _settle(st)
    [dragonling] = _tokens(st, 0, "Mechanical Dragonling")
    _untyped(st, dragonling, 1, 1)


def test_khorium_boar_buffs_weapons_and_leaves_a_boar():
    # EN 714: "Weapons you control have +1 ATK." Death Rattle (EN glossary): "Put a 1 [Attack] / 1 [Health] Boar
    # Ally token into play." — the [Attack] icon names no damage type
    automated("Khorium Boar")
    st = start()
    boar = put_real(st, 0, "Khorium Boar", "hero_row")
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    printed = int(kw.data(st, axe).get("atk") or 0)
    assert kw.atk(st, axe) == printed + 1
    event_triggers(st, destroy(st, boar, R("415.9c")))  # into the graveyard from play
    st = _settle(st)
    [token] = _tokens(st, 0, "Boar")
    _untyped(st, token, 1, 1)
    assert kw.atk(st, axe) == printed


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_azjol_anak_deathwatcher_may_search_a_card_into_the_graveyard(answer):
    # WoW 413 (search), EN 703: "Nerubian Reputation  When this ally enters play, you may search your deck for a card
    # and put it into your graveyard." — the label and its power on one data line, spaced twice
    automated("Azjol-anak Deathwatcher")
    st = start()
    before = len(st.table.zone(0, "graveyard"))
    st, watcher = play_real(st, "Azjol-anak Deathwatcher", 0, pay=4)
    st = _settle(st, {"may": [answer]})
    assert st.table.cards[watcher].zone == "allies"
    assert len(st.table.zone(0, "graveyard")) == before + (1 if answer == "yes" else 0)


def test_azjol_anak_skirmisher_discards_at_the_start_of_your_turn():
    # EN 703, 415.9d: "Nerubian Reputation  At the start of your turn, discard a card."
    automated("Azjol-anak Skirmisher")
    st = start()
    put_real(st, 0, "Azjol-anak Skirmisher", "allies")
    st = _next_turn(st)  # the opponent's turn: nothing
    discarded = len(st.table.zone(0, "graveyard"))
    st = _next_turn(st)  # your turn starts: a discard
    assert len(st.table.zone(0, "graveyard")) == discarded + 1


def test_cruelty_gives_your_hero_atk_while_you_have_a_weapon():
    # WoW 305.2a: "Ongoing:" on its own data line, its power on the next — one ongoing power; EN 714:
    # "Your hero has +1 ATK while you have a weapon."
    automated("Cruelty")
    st = start()
    me = hero(st, 0)
    st, cruelty = play_real(st, "Cruelty", 0, pay=3)
    st = _settle(st)
    assert st.table.cards[cruelty].zone != "graveyard"
    base = kw.atk(st, me)
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    assert kw.atk(st, me) == base + 1
    destroy(st, axe, R("415.9c"))
    assert kw.atk(st, me) == base


@pytest.mark.parametrize(("card", "readies"), [("Frostbolt", True), ("Flash Heal", False)])
def test_netherwind_crown_readies_when_you_play_a_mage_ability(card, readies):
    # EN 703, 411.1: "When you play a Mage ability, ready a Netherwind Crown." — the Crown your hero wears (one head armor)
    automated("Netherwind Crown")
    st = start()
    crown = put_real(st, 0, "Netherwind Crown", "hero_row")
    st.table.cards[crown].tapped = True
    owl = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, card, 0, str(owl) if card == "Frostbolt" else str(hero(st, 0)), pay=3)
    st = _settle(st)
    assert st.table.cards[crown].tapped is (not readies)
