"""Helper wflip: heroes' flip powers ("N, Flip NAME -> …", EN 701) and the powers of two-faced heroes'
backs, which work only while the back shows (301.2a), each played with the real card: the cost is paid,
the hero flips, and the power works (a back's power: not before the flip, while the back shows, not once
the hero is face up again)."""

from __future__ import annotations

import pytest

from engine.core.choices import NO, YES
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of, use
from .test_wscale_amounts import as_hero
from .test_wshot2_scripts import _next_turn

pytestmark = needs(WOW_CARDS)


def _flipped(st, uid: int) -> bool:
    return bool(st.table.cards[uid].flags.get("flipped"))


def _ready(st, player: int = 0) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def _flip(st, uid: int, data: dict, cost: int, *picks: str, nth: int = 0):
    """Use the hero's flip power with exactly ``cost`` ready resources (EN 701: the cost is paid, 301.2:
    the hero flips), its targets picked and the chain resolved."""
    assert _ready(st) == 0
    resources(st, 0, cost)
    st = use(st, uid, data, *picks, nth=nth, pay=0)
    assert _ready(st) == 0 and _flipped(st, uid)
    return st


def _faces_up(st):
    """Every hero turns face up (301.2): Iceshrieker's Touch's Death Rattle, "Each player turns his hero
    face up.", set off by destroying it with Puncture ("Destroy target ally or equipment.")."""
    wand = put_real(st, 0, "Iceshrieker's Touch", "hero_row")
    puncture = put_real(st, 0, "Puncture", "hand")
    resources(st, 0, 3)
    st = resolve_chain(resolve_chain(choose(apply(st, "play", 0, uid=puncture, x=0), str(wand))))
    assert st.table.cards[wand].zone == "graveyard"
    return st


def test_zimzi_back_gives_stealthed_characters_assault_one():
    # 301.2a / EN 714: "FRONT: 2 -> Flip Zimzi" / "BACK: Zimzi and allies you control with Stealth also have Assault 1."
    data = automated("Zimzi the Trickster")
    st = start()
    zimzi = as_hero(st, "Zimzi the Trickster")
    hound, plain = put_real(st, 0, "Phase Hound", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Phase Hound", "allies")
    st, _ = play_real(st, "Obfuscate", 0, str(zimzi), pay=1)  # "Target hero or ally … has Stealth this turn."
    st = resolve_chain(st)
    assert kw.has(st, zimzi, "Stealth") and not kw.has(st, hound, "Assault")  # the front shows (301.2a)
    atk = kw.atk(st, hound)
    st = _flip(st, zimzi, data, 2)
    assert kw.keywords(st, hound).get("Assault") == 1 and kw.atk(st, hound) == atk + 1  # Assault 1 on your turn
    assert kw.keywords(st, zimzi).get("Assault") == 1
    assert not kw.has(st, plain, "Assault") and not kw.has(st, theirs, "Assault")  # no Stealth / not yours
    st = _faces_up(st)
    assert not _flipped(st, zimzi) and not kw.has(st, hound, "Assault") and not kw.has(st, zimzi, "Assault")


def test_haruh_back_has_five_more_health():
    # 301.2b: "FRONT: 2 -> Flip Haruh" / "BACK: (Haruh has +5 [Health])" — the faces' health differs
    data = automated("Suncaller Haruh")
    st = start()
    haruh = as_hero(st, "Suncaller Haruh")
    card_id = st.table.cards[haruh].card_id
    assert st.cards[card_id].get("health") is None  # the card data prints no health (a data defect): given one here
    st.cards[card_id] = {**st.cards[card_id], "health": 25}
    before = kw.health(st, haruh)
    assert before == 25
    st = _flip(st, haruh, data, 2)
    assert kw.health(st, haruh) == before + 5
    st = _faces_up(st)
    assert kw.health(st, haruh) == before


def _ordered(st):
    """Two triggers at once: their controller orders them (EN 703.2) — first as listed."""
    while st.pending and st.pending[0].kind == "trigger_order":
        st = choose(st, st.pending[0].options[0].id)
    return st


def _cast(st, name: str, *picks: str, pay: int = 3):
    """A real ability played by P1 (0) from hand, its picks made, the chain resolved."""
    st, _ = play_real(st, name, 0, *picks, pay=pay)
    return resolve_chain(st)


def test_jaina_back_frost_damage_to_opposing_characters_is_one_more():
    # 301.2a / 408.2a, EN 716: "FRONT: 3 -> Flip Jaina" / "BACK: Frost Focus: When an opposing hero or ally would
    # be dealt frost damage by Jaina, it's dealt that much +1 instead."
    data = automated("Jaina Proudmoore")
    st = start()
    jaina = as_hero(st, "Jaina Proudmoore")
    foe1, foe2, foe3 = (put_real(st, 1, "Fel Reaver", "allies") for _ in range(3))  # 10 health
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st = _cast(st, "Glacial Strike", str(foe1))  # "Your hero deals 5 frost damage to target ally."
    assert st.table.cards[foe1].damage == 5  # the front shows: no bonus
    st = _flip(st, jaina, data, 3)
    st = _cast(st, "Glacial Strike", str(foe2))
    assert st.table.cards[foe2].damage == 6  # opposing, frost, dealt by Jaina: +1
    st = _cast(st, "Glacial Strike", str(mine))
    assert st.table.cards[mine].damage == 5  # not an opposing ally
    st = _cast(st, "Fire Blast", str(foe3), pay=1)  # "Your hero deals 2 fire damage to target hero or ally."
    assert st.table.cards[foe3].damage == 2  # not frost damage
    st = _faces_up(st)
    st.table.cards[foe2].damage = 0
    st = _cast(st, "Glacial Strike", str(foe2))
    assert st.table.cards[foe2].damage == 5  # face up again: the back's power is gone


def test_tyrus_back_attacking_demon_makes_the_damaged_heros_controller_discard():
    # 301.2a / EN 703, 415.9d: "FRONT: 8 -> Flip Tyrus face down." / "BACK: When an attacking Demon hero or ally you
    # control deals combat damage to a hero, that hero's controller chooses and discards a card."
    data = automated("Tyrus Blackhorn")
    st = start()
    tyrus = as_hero(st, "Tyrus Blackhorn")
    demons = [put_real(st, 0, "Warbringer Arix'amal", "allies"), put_real(st, 0, "Morfiel", "allies")]  # Demons
    plain = put_real(st, 0, "Anika Berlyn", "allies")
    hand = list(st.table.zone(1, "hand"))
    st = finish_combat(apply(st, "attack", 0, attacker=demons[0], defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3 and not st.pending  # the front shows
    assert st.table.zone(1, "hand") == hand
    st = _flip(st, tyrus, data, 8)
    st = finish_combat(apply(st, "attack", 0, attacker=plain, defender=hero(st, 1)))
    assert not st.pending and st.table.zone(1, "hand") == hand  # not a Demon
    st = finish_combat(apply(st, "attack", 0, attacker=demons[1], defender=hero(st, 1)))
    assert st.pending and st.pending[0].player == 1  # that hero's controller chooses
    lose = hand[1]
    st = resolve_chain(choose(st, str(lose)))
    assert st.table.cards[lose].zone == "graveyard" and st.table.zone(1, "hand") == [u for u in hand if u != lose]


def test_olivia_back_shadow_damage_to_an_opposing_hero_may_mill_two():
    # 301.2a / EN 703, 415.2: "FRONT: 4 -> Flip Olivia" / "BACK: When a hero or ally you control deals shadow damage to
    # an opposing hero, you may put the top two cards of that hero's controller's deck into his graveyard."
    data = automated("Olivia Demascas")
    st = start()
    olivia = as_hero(st, "Olivia Demascas")
    deck = list(st.table.zone(1, "deck"))
    st = _cast(st, "Shadow Bolt", str(hero(st, 1)))  # "Your hero deals 3 shadow damage to target hero or ally."
    assert not st.pending and st.table.zone(1, "deck") == deck  # the front shows
    st = _flip(st, olivia, data, 4)
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = _cast(st, "Shadow Bolt", str(foe))
    assert not st.pending and st.table.zone(1, "deck") == deck  # an ally, not a hero
    st = _cast(st, "Fire Blast", str(hero(st, 1)), pay=1)
    assert not st.pending and st.table.zone(1, "deck") == deck  # not shadow damage
    st = _cast(st, "Shadow Bolt", str(hero(st, 1)))
    assert st.pending and st.pending[0].player == 0  # you may
    st = resolve_chain(choose(st, YES))
    assert st.table.zone(1, "deck") == deck[2:] and all(st.table.cards[u].zone == "graveyard" for u in deck[:2])
    st = _cast(st, "Shadow Bolt", str(hero(st, 1)))
    st = resolve_chain(choose(st, NO))
    assert st.table.zone(1, "deck") == deck[2:]
    st = _faces_up(st)
    st = _cast(st, "Shadow Bolt", str(hero(st, 1)))
    assert not st.pending and st.table.zone(1, "deck") == deck[2:]  # face up again: the back's power is gone


def test_tekahn_flips_face_down_for_eight_or_free_with_seven_allies_in_your_graveyard():
    # 301.2 / EN 701, 403.2: "[8] >>> Flip Tekahn face down." / "You pay [8] less to flip Tekahn if you have seven or
    # more allies in your graveyard."
    data = automated("Dark Pharaoh Tekahn")
    st = start()
    tekahn = as_hero(st, "Dark Pharaoh Tekahn")
    st = _flip(st, tekahn, data, 8)
    resources(st, 0, 8)
    with pytest.raises(RulesError):  # face down: the front's flip power no longer works (301.2a)
        apply(st, "power", 0, uid=tekahn, power=power_of(data), x=0)
    st = start()
    tekahn = as_hero(st, "Dark Pharaoh Tekahn")
    for _ in range(7):
        put_real(st, 0, "Anika Berlyn", "graveyard")
    st = _flip(st, tekahn, data, 0)


def test_the_forgotten_flips_face_down_for_eight_or_free_with_an_ability_an_ally_and_an_equipment():
    # 301.2 / EN 701, 403.2: "[8] >>> Flip The Forgotten face down." / "You pay [8] less to flip The Forgotten if you
    # control an ability, an ally, and an equipment."
    data = automated("The Forgotten")
    st = start()
    forgotten = as_hero(st, "The Forgotten")
    put_real(st, 0, "Anika Berlyn", "allies")
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    with pytest.raises(RulesError):  # no ability: the full 8
        resources(st, 0, 7)
        apply(st, "power", 0, uid=forgotten, power=power_of(data), x=0)
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].zone = "removed"
    st.table.zones[0]["resources"] = []
    put_real(st, 0, "Veil of Night", "hero_row")  # an ongoing ability
    st = _flip(st, forgotten, data, 0)


def test_kurzon_returns_three_alliance_allies_to_flip_and_then_alliance_allies_are_elusive():
    # 403.1 / 415.2: "FRONT: 1, Put three Alliance allies from your party into their owners' hands -> Flip Kurzon
    # face down." / 301.2a: "BACK: Alliance allies in your party are Elusive."
    data = automated("Kurzon the False")
    st = start()
    kurzon = as_hero(st, "Kurzon the False")
    payers = [put_real(st, 0, name, "allies") for name in ("Cerwyn", "Jewelcrafter Zanaz", "Kor Cindervein")]
    stays, horde = put_real(st, 0, "Laenthor Shademoon", "allies"), put_real(st, 0, "Araelun", "allies")
    theirs = put_real(st, 1, "Cerwyn", "allies")
    assert not kw.has(st, stays, "Elusive")  # the front shows
    resources(st, 0, 1)
    for wrong in ([*payers[:2], horde], payers[:2]):  # a Horde ally pays nothing; three are needed
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=kurzon, power=power_of(data), x=0, pay=wrong)
    st = resolve_chain(apply(st, "power", 0, uid=kurzon, power=power_of(data), x=0, pay=payers))
    assert _flipped(st, kurzon) and _ready(st) == 0
    assert all(st.table.cards[u].zone == "hand" for u in payers)
    assert kw.has(st, stays, "Elusive") and not kw.has(st, horde, "Elusive") and not kw.has(st, theirs, "Elusive")
    st = _faces_up(st)
    assert not kw.has(st, stays, "Elusive")


def _as_opposing_hero(st, name: str) -> int:
    old = hero(st, 1)
    new = put_real(st, 1, name, "hero_row")
    st.heroes[1] = new
    st.table.cards[old].zone = "removed"
    return new


def test_chloe_readies_when_she_protects_on_the_turn_she_flipped():
    # EN 701, 703 / 602.2: "1, Flip Chloe -> When Chloe protects this turn, ready her." (Chloe is a Protector
    # through Staunch Reprisal, "Ongoing: Your hero has Protector. …")
    data = automated("Chloe Mithrilbolt")
    st = start()
    chloe = _as_opposing_hero(st, "Chloe Mithrilbolt")
    put_real(st, 1, "Staunch Reprisal", "hero_row")
    allies = [put_real(st, 1, "Fel Reaver", "allies") for _ in range(2)]
    attackers = [put_real(st, 0, "Anika Berlyn", "allies") for _ in range(3)]

    def attack(st, attacker: int, defender: int):
        st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=defender))
        assert st.pending and st.pending[0].kind == "protector"
        st = choose(st, str(chloe))
        for _ in range(20):  # to the end of combat, declining the Reprisal's optional damage
            if st.combat is None and not st.chain and not st.pending:
                return st
            st = choose(st, NO) if st.pending and NO in [o.id for o in st.pending[0].options] else \
                choose(st, st.pending[0].options[-1].id) if st.pending else apply(st, "pass", st.priority)
        return st

    st = attack(st, attackers[0], allies[0])
    assert st.table.cards[chloe].tapped  # protecting exhausts her; not armed
    st.table.cards[chloe].tapped = False
    resources(st, 1, 1)
    st, _ = play_real(st, "Fire Blast", 0, str(allies[1]), pay=1)  # P2 gets priority while it waits on the chain
    st = resolve_chain(apply(st, "power", 1, uid=chloe, power=power_of(data), x=0))
    assert _flipped(st, chloe)
    st = attack(st, attackers[1], allies[0])
    assert not st.table.cards[chloe].tapped  # she protected, then readied
    st = _next_turn(_next_turn(st))  # P1's next turn: the power no longer works (Chloe readied in P2's turn, 500.1)
    assert st.active == 0 and not st.table.cards[chloe].tapped and _flipped(st, chloe)
    st = attack(st, attackers[2], allies[0])
    assert st.table.cards[chloe].tapped


def test_obora_the_wise_draws_when_you_play_an_ability_the_turn_she_flipped():
    # EN 701, 703: "4, Flip Obora -> When you play an ability this turn, draw a card."
    data = automated("Obora the Wise")
    st = start()
    obora = as_hero(st, "Obora the Wise")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = _cast(st, "Fire Blast", str(foe), pay=1)
    assert len(st.table.zone(0, "hand")) == hand  # not flipped: nothing
    st = _flip(st, obora, data, 4)
    st = _cast(st, "Fire Blast", str(foe), pay=1)
    assert len(st.table.zone(0, "hand")) == hand + 1  # the ability played: one card drawn
    put_real(st, 0, "Anika Berlyn", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=st.table.zone(0, "hand")[-1], x=0))
    assert len(st.table.zone(0, "hand")) == hand + 1  # an ally is no ability
    st = _next_turn(_next_turn(st))
    hand = len(st.table.zone(0, "hand"))
    st = _cast(st, "Fire Blast", str(foe), pay=1)
    assert len(st.table.zone(0, "hand")) == hand  # a later turn: nothing


def test_obora_the_mad_deals_one_arcane_for_each_card_an_opponent_draws_this_turn():
    # EN 701, 703: "2, Flip Obora -> When an opponent draws a card this turn, Obora deals 1 arcane damage to target
    # hero or ally in that opponent's party."
    data = automated("Obora the Mad")
    st = start()
    obora = as_hero(st, "Obora the Mad")
    foe, mine = put_real(st, 1, "Fel Reaver", "allies"), put_real(st, 0, "Fel Reaver", "allies")
    st = _cast(st, "Energize", str(hero(st, 1)))  # "Target player draws two cards."
    assert not st.pending and st.table.cards[foe].damage == 0  # not flipped
    st = _flip(st, obora, data, 2)
    st = _cast(st, "Energize", str(hero(st, 0)))  # you draw: nothing
    assert not st.pending
    st = _ordered(_cast(st, "Energize", str(hero(st, 1))))
    for target in (foe, hero(st, 1)):  # one trigger per card drawn
        assert st.pending and str(mine) not in [o.id for o in st.pending[0].options]  # in that opponent's party
        st = _ordered(resolve_chain(choose(st, str(target))))
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 1)].damage == 1 and not st.pending


def test_nuvon_may_deal_one_arcane_to_an_ally_for_each_card_you_draw_this_turn():
    # EN 701, 703 / 403.1: "On your turn: Flip Nuvon, discard a Mage -> When you draw a card this turn, Nuvon may deal
    # 1 arcane damage to target ally."
    data = automated("Nuvon Dawnfury")
    st = start()
    nuvon = as_hero(st, "Nuvon Dawnfury")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    mage = put_real(st, 0, "Vala Carville", "hand")
    st = _cast(st, "Energize", str(hero(st, 0)))
    assert not st.pending  # not flipped
    other = put_real(st, 0, "Anika Berlyn", "hand")
    with pytest.raises(RulesError):  # the discarded card must be a Mage (403.1)
        apply(st, "power", 0, uid=nuvon, power=power_of(data), x=0, pay=[other])
    st = resolve_chain(apply(st, "power", 0, uid=nuvon, power=power_of(data), x=0, pay=[mage]))
    assert _flipped(st, nuvon) and st.table.cards[mage].zone == "graveyard"
    st = _ordered(_cast(st, "Energize", str(hero(st, 0))))
    assert st.pending and st.pending[0].min == 0  # "may": up to one target
    st = resolve_chain(choose(choose(st, str(foe))))  # one trigger per card drawn: one deals, the other has no target
    assert st.table.cards[foe].damage == 1 and not st.pending


def test_peter_back_may_add_a_plus_one_atk_counter_to_the_melee_weapon_struck_with():
    # 301.2a / 303.2, EN 703, 404.1: "FRONT: 4 -> Flip Peter. BACK: When you strike with a Melee weapon, you may add a
    # +1 ATK counter to it." (one printed line holding both faces)
    data = automated("Peter Hottelet")
    st = start()
    peter = as_hero(st, "Peter Hottelet")
    reaper = put_real(st, 0, "Arcanite Reaper", "hero_row")  # a Melee weapon, 5 ATK, strike cost 0

    def strike(st):
        st = resolve_chain(apply(st, "attack", 0, attacker=peter, defender=hero(st, 1)))
        return resolve_chain(apply(st, "strike", 0, weapon=reaper))

    st = strike(st)
    assert not st.pending and kw.atk(st, reaper) == 5  # the front shows
    st = _next_turn(_next_turn(finish_combat(st)))
    st = _flip(st, peter, data, 4)
    st = strike(st)
    assert st.pending and st.pending[0].player == 0  # you may
    st = resolve_chain(choose(st, YES))
    assert kw.atk(st, reaper) == 6 and st.table.cards[reaper].counters  # a +1 ATK counter on it
    st = _next_turn(_next_turn(finish_combat(st)))
    st = strike(st)
    st = resolve_chain(choose(st, NO))
    assert kw.atk(st, reaper) == 6


def test_thira_back_hits_the_opposing_character_an_ability_is_attached_to_and_heals_herself():
    # 301.2a / EN 703, 400.1: "FRONT: 3 -> Flip Thira" / "BACK: When you attach an ability to an opposing hero or ally,
    # Thira deals 1 shadow damage to that character and heals 1 damage from herself."
    data = automated("Thira Anvilash")
    st = start()
    thira = as_hero(st, "Thira Anvilash")
    st.table.cards[thira].damage = 3
    foe, mine = put_real(st, 1, "Fel Reaver", "allies"), put_real(st, 1, "Fel Reaver", "allies")
    own = put_real(st, 0, "Fel Reaver", "allies")
    st = _cast(st, "Blessing of the Heavens", str(foe))  # "Attach to target ally."
    assert st.table.cards[foe].damage == 0 and st.table.cards[thira].damage == 3  # the front shows
    st = _flip(st, thira, data, 3)
    st = _cast(st, "Blessing of the Heavens", str(own))
    assert st.table.cards[own].damage == 0 and st.table.cards[thira].damage == 3  # not an opposing ally
    st = _cast(st, "Blessing of the Heavens", str(mine))
    assert st.table.cards[mine].damage == 1 and st.table.cards[thira].damage == 2


def test_feera_pays_two_less_for_her_next_ranged_strike_this_turn():
    # EN 701 / 403.2, 303.2: "1, Flip Feera -> You pay (2) less the next time you strike with a Ranged weapon this turn."
    from engine.wow import costs

    data = automated("Feera Quickshot")
    st = start()
    feera = as_hero(st, "Feera Quickshot")
    sword = put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row")  # Melee, strike cost 2
    st = _flip(st, feera, data, 1)
    assert costs.strike_cost(st, 0, sword) == 2  # not a Ranged weapon
    st.table.cards[sword].zone = "removed"
    st.table.zones[0]["hero_row"].remove(sword)
    bow = put_real(st, 0, "Rhok'delar, Longbow of the Ancient Keepers", "hero_row")  # Ranged, strike cost 2
    assert costs.strike_cost(st, 0, bow) == 0
    st = resolve_chain(apply(st, "attack", 0, attacker=feera, defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=bow)
    assert st.table.cards[bow].tapped and _ready(st) == 0  # struck for nothing
    assert costs.strike_cost(st, 0, bow) == 2  # the next time only


def test_meganna_gives_your_party_stealth_and_lets_it_attack_elusive_characters_this_turn():
    # EN 701, EN glossary Stealth / Elusive: "3, Flip Meganna -> This turn, heroes and allies in your party have
    # Stealth, and they can attack Elusive heroes and allies."
    data = automated("Meganna the Stalker")
    st = start()
    meganna = as_hero(st, "Meganna the Stalker")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    elusive = put_real(st, 1, "Lowdown Luppo Shadefizzle", "allies")  # Elusive, Stealth, Untargetable
    with pytest.raises(RulesError):  # Elusive: it can't be attacked
        apply(st, "attack", 0, attacker=mine, defender=elusive)
    st = _flip(st, meganna, data, 3)
    assert kw.has(st, meganna, "Stealth") and kw.has(st, mine, "Stealth") and not kw.has(st, hero(st, 1), "Stealth")
    st = finish_combat(apply(st, "attack", 0, attacker=mine, defender=elusive))
    assert st.table.cards[elusive].zone == "graveyard"  # attacked, and destroyed by 5 combat damage
    st = _next_turn(st)
    assert not kw.has(st, mine, "Stealth") and not kw.has(st, meganna, "Stealth")  # this turn only


def test_asar_flips_free_once_an_opposing_hero_was_dealt_damage_three_times_this_turn():
    # 301.2 / EN 701, 403.2: "[8] >>> Flip Asar face down." / "You pay [8] less to flip Asar if an opposing hero was
    # dealt damage three or more times this turn." (each packet is one time, 408.2)
    from engine.wow import flip_cost

    data = automated("Nexus-Thief Asar")
    st = start()
    asar = as_hero(st, "Nexus-Thief Asar")
    flip = card_powers(st.cards[st.table.cards[asar].card_id])[power_of(data)]
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st = _cast(st, "Fire Blast", str(mine), pay=1)  # your own ally: no opposing hero
    for n in (1, 2):
        st = _cast(st, "Fire Blast", str(hero(st, 1)), pay=1)
        assert flip_cost.resources(st, 0, asar, flip) == 8, n
    st = _cast(st, "Fire Blast", str(hero(st, 1)), pay=1)  # the third time
    assert flip_cost.resources(st, 0, asar, flip) == 0
    st = _flip(st, asar, data, 0)
    st = _next_turn(_next_turn(st))
    assert flip_cost.resources(st, 0, asar, flip) == 8  # a new turn counts afresh


def test_isorath_nine_card_hands_on_both_faces_and_the_back_destroys_a_non_hero_card():
    # 101.1, 415.4b / 301.2a: "FRONT: Your starting and maximum hand sizes are nine cards." / "10 -> Flip Iso'rath
    # face down." / "BACK: Your starting and maximum hand sizes are nine cards." / "[Exhaust] -> Destroy target
    # non-hero card."
    from engine.core.deck import Deck
    from engine.wow.game import ENGINE
    from engine.wow.hand_size import hand_limit

    from .helpers import POOL, cid, deck
    from .test_templates import real_pool

    data = automated("Iso'rath")
    rec = real_pool().find_name("Iso'rath")
    main = [cid("Mist Owl")] * 60
    mine = Deck(main=main, cards={**POOL.data(main), rec.id: rec.data}, sections={"hero": [rec.id]})
    st, _ = ENGINE.new_game(["A", "B"], [mine, deck("Alia Dawnblade")], 1, {"first_player": 0})
    assert len(st.table.zone(0, "hand")) == 9 and len(st.table.zone(1, "hand")) == 7  # the opening hands (101.1)
    st = start()
    isorath = as_hero(st, "Iso'rath")
    assert hand_limit(st, 0) == 9 and hand_limit(st, 1) == 7
    foe = put_real(st, 1, "Fel Reaver", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # the back's power: not while the front shows (301.2a)
        apply(st, "power", 0, uid=isorath, power=power_of(data, 1), x=0)
    st.table.cards[st.table.zone(0, "resources")[-1]].tapped = True
    st = _flip(st, isorath, data, 10)
    assert hand_limit(st, 0) == 9  # the back prints it too
    st = apply(st, "power", 0, uid=isorath, power=power_of(data, 1), x=0)
    assert str(hero(st, 1)) not in [o.id for o in st.pending[0].options]  # a non-hero card
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].zone == "graveyard" and st.table.cards[isorath].tapped


def test_aleyah_heals_as_much_as_each_ally_of_hers_deals_in_combat_this_turn():
    # EN 701, 703 / 407: "4, Flip Aleyah Dawnborn -> When an ally in your party deals combat damage this turn, Aleyah
    # heals that much damage from herself."
    data = automated("Aleyah Dawnborn")
    st = start()
    aleyah = as_hero(st, "Aleyah Dawnborn")
    st.table.cards[aleyah].damage = 12
    attackers = [put_real(st, 0, "Anika Berlyn", "allies") for _ in range(3)]  # 5 ATK
    st = finish_combat(apply(st, "attack", 0, attacker=attackers[0], defender=hero(st, 1)))
    assert st.table.cards[aleyah].damage == 12  # not flipped
    st = _flip(st, aleyah, data, 4)
    st = _cast(st, "Fire Blast", str(hero(st, 1)), pay=1)  # not combat damage, nor dealt by an ally
    assert st.table.cards[aleyah].damage == 12
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=attackers[1], defender=hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 12 and st.table.cards[aleyah].damage == 7  # 5 dealt, 5 healed
    st = _next_turn(_next_turn(st))
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=attackers[2], defender=hero(st, 1))))
    assert st.table.cards[aleyah].damage == 7  # a later turn: nothing


def test_randolphe_gives_each_opposing_character_minus_one_atk_per_damage_on_it_this_turn():
    # EN 701, 709 / 714.1: "3, Flip Randolphe -> Each opposing hero and ally has -1 ATK this turn for each damage on it."
    data = automated("Randolphe Mortimer")
    st = start()
    randolphe = as_hero(st, "Randolphe Mortimer")
    hurt, whole = put_real(st, 1, "Fel Reaver", "allies"), put_real(st, 1, "Fel Reaver", "allies")  # 10 ATK
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st.table.cards[hurt].damage = 3
    st.table.cards[mine].damage = 2
    st = _flip(st, randolphe, data, 3)
    assert kw.atk(st, hurt) == 7 and kw.atk(st, whole) == 10 and kw.atk(st, mine) == 10  # opposing, per damage
    st.table.cards[hurt].damage = 5
    assert kw.atk(st, hurt) == 7  # counted as the power resolved (EN 709)
    st = _next_turn(st)
    assert kw.atk(st, hurt) == 10  # this turn only


def test_jak_readies_himself_and_a_weapon_and_strikes_with_it_for_four_less_this_turn():
    # EN 701 / 411.1, 403.2: "On your turn: 4, Flip Jak -> Ready Jak and target weapon you control. You pay 4 less to
    # strike with it this turn."
    from engine.wow import costs

    data = automated("Jak the Bilgewater Bruiser")
    st = start()
    jak = as_hero(st, "Jak the Bilgewater Bruiser")
    claymore = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row")  # strike cost 4
    theirs = put_real(st, 1, "Citadel Enforcer's Claymore", "hero_row")
    st.table.cards[jak].tapped = st.table.cards[claymore].tapped = True
    resources(st, 0, 4)
    st = apply(st, "power", 0, uid=jak, power=power_of(data), x=0)
    assert str(theirs) not in [o.id for o in st.pending[0].options]  # a weapon you control
    st = resolve_chain(choose(st, str(claymore)))
    assert _flipped(st, jak) and _ready(st) == 0
    assert not st.table.cards[jak].tapped and not st.table.cards[claymore].tapped
    assert costs.strike_cost(st, 0, claymore) == 0 and costs.strike_cost(st, 1, theirs) == 4
    st = _next_turn(st)
    assert costs.strike_cost(st, 0, claymore) == 4  # this turn only


def test_valerie_back_prevents_the_first_damage_each_turn():
    # 301.2a / EN 717: "FRONT: 3 -> Flip Valerie. BACK: Prevent the first 1 damage that would be dealt to Valerie each
    # turn." (one printed line holding both faces)
    data = automated("Valerie Worfield")
    st = start()
    valerie = as_hero(st, "Valerie Worfield")

    def blast(st, want: int):  # "Your hero deals 2 fire damage to target hero or ally."
        before = st.table.cards[valerie].damage
        st = _cast(st, "Fire Blast", str(valerie), pay=1)
        assert st.table.cards[valerie].damage - before == want
        return st

    st = blast(st, 2)  # the front shows
    st = _flip(st, valerie, data, 3)
    st = blast(st, 2)  # she was dealt damage this turn already: that was the first
    st = _next_turn(_next_turn(st))
    st = blast(st, 1)  # a new turn: the first 1 is prevented
    st = blast(st, 2)  # … only the first
    st = start()
    valerie = as_hero(st, "Valerie Worfield")
    st = _flip(st, valerie, data, 3)
    st = blast(st, 1)  # flipped before any damage this turn
    st = start()
    valerie = as_hero(st, "Valerie Worfield")
    st = _flip(st, valerie, data, 3)
    st = _faces_up(st)
    st = blast(st, 2)  # face up again: no prevention


def test_vorix_back_turns_his_melee_damage_into_nature_damage_plus_one():
    # 301.2a / 408.2a, EN 716: "FRONT: 3 -> Flip Vorix. BACK: If Vorix would deal melee damage, he deals that much
    # nature damage +1 instead." (one printed line holding both faces)
    data = automated("Vorix Zorbuzz")
    st = start()
    vorix = as_hero(st, "Vorix Zorbuzz")
    reaper = put_real(st, 0, "Arcanite Reaper", "hero_row")  # a Melee weapon, 5 ATK, strike cost 0

    def swing(st):
        before = st.table.cards[hero(st, 1)].damage
        st = resolve_chain(apply(st, "attack", 0, attacker=vorix, defender=hero(st, 1)))
        st = finish_combat(resolve_chain(apply(st, "strike", 0, weapon=reaper)))
        hit = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == hero(st, 1)][-1]
        return st, st.table.cards[hero(st, 1)].damage - before, hit["dtype"]

    st, dealt, dtype = swing(st)
    assert (dealt, dtype) == (5, "melee")  # the front shows
    st = _next_turn(_next_turn(st))
    st = _flip(st, vorix, data, 3)
    st, dealt, dtype = swing(st)
    assert (dealt, dtype) == (6, "nature")
    st = _cast(st, "Fire Blast", str(hero(st, 1)), pay=1)  # "Your hero deals 2 fire damage …": not melee
    assert [e for e in st.turn_log if e.get("ev") == "damage"][-1]["n"] == 2


def test_jeremiah_exhausts_all_opposing_characters_the_next_time_you_play_an_ability_this_turn():
    # EN 701, 703 / 411.1: "Flip Jeremiah, discard a Warlock -> When you next play an ability this turn, exhaust all
    # opposing heroes and allies."
    data = automated("Jeremiah Karvok")
    st = start()
    jeremiah = as_hero(st, "Jeremiah Karvok")
    warlock = put_real(st, 0, "Warbringer Arix'amal", "hand")  # not a Warlock
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=jeremiah, power=power_of(data), x=0, pay=[warlock])
    warlock = put_real(st, 0, "Shadow Bolt", "hand")  # a Warlock ability
    st = resolve_chain(apply(st, "power", 0, uid=jeremiah, power=power_of(data), x=0, pay=[warlock]))
    assert _flipped(st, jeremiah) and st.table.cards[warlock].zone == "graveyard"
    foes = [hero(st, 1), put_real(st, 1, "Fel Reaver", "allies")]
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st = _cast(st, "Fire Blast", str(foes[1]), pay=1)
    assert all(st.table.cards[u].tapped for u in foes) and not st.table.cards[mine].tapped
    for u in foes:
        st.table.cards[u].tapped = False
    st = _cast(st, "Fire Blast", str(foes[1]), pay=1)
    assert not any(st.table.cards[u].tapped for u in foes)  # the next time only


def test_justice_blindburn_each_opponent_destroys_an_ally_when_your_next_ally_is_destroyed():
    # EN 701, 703 / 709.1: "3, Flip Blindburn -> When the next ally in your party is destroyed this turn, each opponent
    # destroys an ally in his party."
    data = automated("Justice Blindburn")
    st = start()
    justice = as_hero(st, "Justice Blindburn")
    mine = [put_real(st, 0, "Anika Berlyn", "allies") for _ in range(2)]
    theirs = [put_real(st, 1, "Fel Reaver", "allies") for _ in range(3)]
    st.table.cards[mine[0]].damage = 5
    st = _cast(st, "Fire Blast", str(mine[0]), pay=1)  # destroyed before the flip: nothing
    assert st.table.cards[mine[0]].zone == "graveyard" and not st.pending
    mine[0] = put_real(st, 0, "Anika Berlyn", "allies")
    st = _flip(st, justice, data, 3)
    st.table.cards[mine[0]].damage = st.table.cards[mine[1]].damage = 5  # one more damage destroys each (6 health)
    st = _cast(st, "Fire Blast", str(mine[0]), pay=1)
    assert st.table.cards[mine[0]].zone == "graveyard"
    assert st.pending and st.pending[0].player == 1  # the opponent picks one of his allies
    assert {o.id for o in st.pending[0].options} == {str(u) for u in theirs}
    st = resolve_chain(choose(st, str(theirs[0])))
    assert st.table.cards[theirs[0]].zone == "graveyard" and all(st.table.cards[u].zone == "allies" for u in theirs[1:])
    st = _cast(st, "Fire Blast", str(mine[1]), pay=1)
    assert st.table.cards[mine[1]].zone == "graveyard" and not st.pending  # the next one only
    assert all(st.table.cards[u].zone == "allies" for u in theirs[1:])


def test_rinni_deals_one_shadow_and_that_characters_controller_discards_when_it_is_destroyed_this_turn():
    # EN 701, 703 / 415.9d: "On your turn: Flip Rinni Gloomtrik, discard a Warlock -> Rinni deals 1 shadow damage to
    # target hero or ally. When that character is destroyed this turn, it's controller discards a card."
    data = automated("Rinni Gloomtrik")
    st = start()
    rinni = as_hero(st, "Rinni Gloomtrik")
    foe, other = put_real(st, 1, "Fel Reaver", "allies"), put_real(st, 1, "Fel Reaver", "allies")
    st.table.cards[foe].damage = st.table.cards[other].damage = 8
    warlock = put_real(st, 0, "Shadow Bolt", "hand")  # a Warlock card
    st = resolve_chain(choose(apply(st, "power", 0, uid=rinni, power=power_of(data), x=0, pay=[warlock]), str(foe)))
    assert _flipped(st, rinni) and st.table.cards[foe].damage == 9
    hand = list(st.table.zone(1, "hand"))
    st = _cast(st, "Fire Blast", str(other), pay=1)  # another character destroyed: nothing
    assert st.table.cards[other].zone == "graveyard" and not st.pending
    st = _cast(st, "Fire Blast", str(foe), pay=1)
    assert st.table.cards[foe].zone == "graveyard"
    assert st.pending and st.pending[0].player == 1  # its controller discards (he chooses)
    st = resolve_chain(choose(st, str(hand[0])))
    assert st.table.cards[hand[0]].zone == "graveyard" and len(st.table.zone(1, "hand")) == len(hand) - 1


def test_cul_rendhoof_puts_the_target_ally_into_its_owners_resource_row_when_destroyed_this_turn():
    # EN 701, 703 / 412.2: "3, Flip Cul Rendhoof -> When target ally in your party is destroyed this turn, its owner
    # puts it from his graveyard into his resource row face down and exhausted."
    data = automated("Cul Rendhoof")
    st = start()
    cul = as_hero(st, "Cul Rendhoof")
    saved, other = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=cul, power=power_of(data), x=0)
    assert str(theirs) not in [o.id for o in st.pending[0].options]  # in your party
    st = resolve_chain(choose(st, str(saved)))
    assert _flipped(st, cul) and _ready(st) == 0
    st.table.cards[saved].damage = st.table.cards[other].damage = 5  # 6 health
    st = _cast(st, "Fire Blast", str(other), pay=1)
    assert st.table.cards[other].zone == "graveyard"  # not the target
    st = _cast(st, "Fire Blast", str(saved), pay=1)
    card = st.table.cards[saved]
    assert card.zone == "resources" and card.face_down and card.tapped and saved in st.table.zone(0, "resources")


def test_zukraj_next_nature_packet_this_turn_is_one_more():
    # EN 701, 403.1 / 408.2a, EN 716: "Flip Zuk'Raj, remove a Scourge ally in your graveyard from the game -> The next
    # time Zuk'Raj would deal nature damage this turn, he deals that much +1 instead."
    data = automated("Deathseer Zuk'raj")
    st = start()
    zukraj = as_hero(st, "Deathseer Zuk'raj")
    plain, scourge = put_real(st, 0, "Anika Berlyn", "graveyard"), put_real(st, 0, "Crypt Fiend", "graveyard")
    with pytest.raises(RulesError):  # a Scourge ally must pay it (403.1)
        apply(st, "power", 0, uid=zukraj, power=power_of(data), x=0, pay=[plain])
    st = resolve_chain(apply(st, "power", 0, uid=zukraj, power=power_of(data), x=0, pay=[scourge]))
    assert _flipped(st, zukraj) and st.table.cards[scourge].zone == "removed"
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st = _cast(st, "Fire Blast", str(foe), pay=1)  # fire: not used up
    assert st.table.cards[foe].damage == 2
    st = _cast(st, "Wrath", str(foe), pay=2)  # "Your hero deals 3 nature damage to target hero or ally."
    assert st.table.cards[foe].damage == 6  # 3 + 1
    st = _cast(st, "Wrath", str(foe), pay=2)
    assert st.table.cards[foe].damage == 9  # the next time only
