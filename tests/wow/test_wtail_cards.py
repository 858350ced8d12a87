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


@pytest.mark.parametrize("traitor", [True, False])
def test_ashtongue_battlelord_by_the_heros_treachery(traitor):
    # WoW 206.1 (treachery: Traitor or Loyal), 206.1c ("[Trait] Hero: text" exists only with that hero; the data prints
    # it without brackets): "Traitor Hero: When Ashtongue Battlelord enters play, destroy target undamaged opposing
    # ally. Loyal Hero: When Ashtongue Battlelord enters play, destroy all damaged opposing allies."
    automated("Ashtongue Battlelord")
    st = start()
    me = st.table.cards[hero(st, 0)].card_id
    st.cards[me] = {**st.cards[me], "traitor": traitor}
    fresh, hurt = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    st.table.cards[hurt].damage = 1
    st, _ = play_real(st, "Ashtongue Battlelord", 0, pay=6)
    st = _settle(st, {"target": [str(fresh)]})
    zones = (st.table.cards[fresh].zone, st.table.cards[hurt].zone)
    assert zones == (("graveyard", "allies") if traitor else ("allies", "graveyard"))


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_dawn_ravensdale_may_turn_a_face_down_hero_face_up(answer):
    # WoW 301.2 (a hero turned to its back is face down), EN 706 (only a face-down hero is a legal target), EN 709.3
    # ("you may"): "When Dawn enters play, you may turn target face-down hero face up."
    from engine.wow.faces import flip, shows_back

    automated("Dawn Ravensdale")
    st = start()
    theirs = hero(st, 1)
    flip(st, 1, theirs)
    assert shows_back(st, theirs) and not shows_back(st, hero(st, 0))
    st, _ = play_real(st, "Dawn Ravensdale", 0, pay=5)
    seen = []

    def target(pending):
        seen.append(({o.id for o in pending.options}, pending.min))
        return [str(theirs)] if answer == "yes" else []  # "you may": the target may be left unchosen (EN 709.3)

    st = _settle(st, {"target": target})
    assert seen and seen[0] == ({str(theirs)}, 0)  # the face-up hero is no legal target
    assert shows_back(st, theirs) is (answer == "no")


@pytest.mark.parametrize("traitor", [True, False])
def test_ashtongue_rogue_keywords_by_the_heros_treachery(traitor):
    # WoW 206.1, 206.1c: "Traitor Hero: Elusive, Ferocity / Loyal Hero: Long-Range, Stealth" (one data line)
    automated("Ashtongue Rogue")
    st = start()
    me = st.table.cards[hero(st, 0)].card_id
    st.cards[me] = {**st.cards[me], "traitor": traitor}
    rogue = put_real(st, 0, "Ashtongue Rogue", "allies")
    has = {k for k in ("Elusive", "Ferocity", "Long-Range", "Stealth") if kw.has(st, rogue, k)}
    assert has == ({"Elusive", "Ferocity"} if traitor else {"Long-Range", "Stealth"})


@pytest.mark.parametrize(("card", "mine"), [("Frozen Strength", False), ("Track Enemy", True)])
def test_attach_then_delve(card, mine):
    # WoW 400.1 (attach to the target), EN glossary Delve (look at the top two cards of your deck, put any number on
    # top in any order, the rest on the bottom): Frozen Strength "Attach to target ally, then Delve. / Ongoing:
    # Attached ally has +4 ATK."; Track Enemy "Attach to target hero or ally you control, then Delve."
    from .helpers import choose, resolve_chain

    automated(card)
    st = start()
    ally = put(st, 0 if mine else 1, "Iron Sentinel", "allies")
    before = kw.atk(st, ally)
    a, b = st.table.zone(0, "deck")[:2]
    st, ability = play_real(st, card, 0, str(ally), pay=3)
    st = resolve_chain(st)
    assert st.table.cards[ability].attached_to == ally
    assert st.pending and st.pending[0].kind == "delve" and {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st = choose(st, str(b))  # b stays on top, a goes to the bottom
    assert st.table.zone(0, "deck")[0] == b and st.table.zone(0, "deck")[-1] == a
    if card == "Frozen Strength":
        assert kw.atk(st, ally) == before + 4
