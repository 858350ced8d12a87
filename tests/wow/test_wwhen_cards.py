"""Helper wwhen (issue #18): triggered powers read by ``engine/wow/cards/templates_wwhen.py`` (more
"When …" events after ``templates_events``' readers) and announced by ``engine.wow.wwhen``, each played
with a real card of the pool. EN 703: a triggered power waits for its event, then goes on the chain at
the next pre-priority window (410.5)."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def _healed(st, target: int, answer: str = "yes", answers: dict | None = None):
    """P1 plays Healing Touch ("Your hero heals 4 damage from target hero or ally.", 407.1) on ``target``;
    the chain and its triggers resolve."""
    uid = put(st, 0, "Healing Touch", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=uid, x=0), str(target))
    return _settle(st, {"may": [answer], **(answers or {})})


# --- "When you play a card with cost 6 or more" (EN 703, 201.3) ------------------------------------------


@pytest.mark.parametrize(("name", "scalps"), [("Anika Berlyn", 1), ("Karrok Scarrend", 0)])
def test_scalp_of_the_bandit_prince_counts_costly_cards(name, scalps):
    # EN 703 / WoW 201.3: "When you play a card with cost 6 or more, add a scalp counter to this armor."
    automated("Scalp of the Bandit Prince")
    st = start()
    scalp = put_real(st, 0, "Scalp of the Bandit Prince", "hero_row")
    ally = put_real(st, 0, name, "hand")
    resources(st, 0, 6)
    st = _settle(apply(st, "play", 0, uid=ally, x=0))
    assert st.table.cards[ally].zone == "allies"
    assert counters(st, scalp, "scalp") == scalps  # cost 6: one counter; cost 5: none


def test_scalp_of_the_bandit_prince_three_scalps_deal_six():
    # 500.2 (start of turn): "…, if this armor has three or more scalp counters on it, your hero deals 6 melee damage to target opposing hero."
    automated("Scalp of the Bandit Prince")
    st = start()
    scalp = put_real(st, 0, "Scalp of the Bandit Prince", "hero_row")
    st.table.cards[scalp].counters["scalp"] = 3
    st = _next_turn(_next_turn(st))
    assert st.table.cards[hero(st, 1)].damage == 6


# --- healing (407.1) -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("side", "draws"), [(0, 1), (1, 0)])
def test_nourish_draws_when_your_ally_is_healed(side, draws):
    # 407.1 / EN 703: "When damage is healed from an ally you control, you may draw a card." (an opposing ally: nothing)
    automated("Nourish")
    st = start()
    put_real(st, 0, "Nourish", "hero_row")
    ally = put(st, side, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 2
    hand = _hand(st, 0)
    st = _healed(st, ally)
    assert st.table.cards[ally].damage == 0
    assert _hand(st, 0) == hand + draws


def test_nourish_heals_your_hero_five_more():
    # EN 716 (replacement): "Ongoing: If damage would be healed from your hero, that much +5 is healed instead."
    automated("Nourish")
    st = start()
    put_real(st, 0, "Nourish", "hero_row")
    st.table.cards[hero(st, 0)].damage = 10
    st = _healed(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 1  # 4 + 5 healed


@pytest.mark.parametrize(("answer", "draws"), [("yes", 1), ("no", 0)])
def test_xuurvis_draws_when_healed(answer, draws):
    # 407.1 / EN 709.1 (may): "When 1 or more damage is healed from this ally, you may draw a card."
    automated("Xuurvis")
    st = start()
    x = put_real(st, 0, "Xuurvis", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[x].damage = st.table.cards[other].damage = 3
    hand = _hand(st, 0)
    st = _healed(st, other)
    assert _hand(st, 0) == hand  # another ally healed: no trigger
    st = _healed(st, x, answer)
    assert st.table.cards[x].damage == 0 and _hand(st, 0) == hand + draws


# --- weapons: combat damage dealt with them (408.3d) ---------------------------------------------------------


def _swing(st, weapon: int, defender: int, answers: dict | None = None):
    """P1's hero attacks ``defender`` and strikes with ``weapon`` (303.2); the combat and its triggers resolve."""
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=defender))
    while st.pending and st.pending[0].kind == "protector":
        st = resolve_chain(choose(st, "none"))
    st = apply(st, "strike", 0, weapon=weapon)
    return _fight(st, answers)


@pytest.mark.parametrize(("target", "discards"), [("hero", 1), ("ally", 0)])
def test_nexus_torch_defending_hero_discards(target, discards):
    # EN 601 / 408.3d: "When combat damage is dealt with Nexus Torch to a defending hero, that hero's controller discards a card."
    automated("Nexus Torch")
    st = start()
    torch = put_real(st, 0, "Nexus Torch", "hero_row")
    resources(st, 0, 4)
    ally = put(st, 1, "Loyal Hound", "allies")
    hand = _hand(st, 1)
    st = _swing(st, torch, hero(st, 1) if target == "hero" else ally)
    assert st.table.cards[hero(st, 1) if target == "hero" else ally].damage == 1  # the Torch's 1 ATK
    assert _hand(st, 1) == hand - discards


@pytest.mark.parametrize(("defender", "draws"), [("Loyal Hound", 1), ("Iron Sentinel", 0)])
def test_spinal_reaper_draws_on_fatal_damage(defender, draws):
    # 405.3 (fatal: damage equal to or beyond the remaining health): "When your hero deals fatal combat damage with Spinal Reaper, draw a card."
    automated("Spinal Reaper")
    st = start()
    reaper = put_real(st, 0, "Spinal Reaper", "hero_row")
    resources(st, 0, 5)
    foe = put(st, 1, defender, "allies")
    hand = _hand(st, 0)
    st = _swing(st, reaper, foe)
    assert (st.table.cards[foe].zone == "graveyard") == bool(draws)
    assert _hand(st, 0) == hand + draws


def test_thrash_blade_readies_the_first_time_on_your_turn():
    # 500.1 / 411.1: "When your hero deals combat damage with Thrash Blade for the first time on each of your turns,
    # ready Thrash Blade and your hero."
    automated("Thrash Blade")
    st = start()
    blade = put_real(st, 0, "Thrash Blade", "hero_row")
    resources(st, 0, 4)
    a, b = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = _swing(st, blade, a)
    assert st.table.cards[a].damage >= 1
    assert not st.table.cards[blade].tapped and not st.table.cards[hero(st, 0)].tapped  # readied
    st = _swing(st, blade, b)
    assert st.table.cards[b].damage == 2
    assert st.table.cards[blade].tapped and st.table.cards[hero(st, 0)].tapped  # the second time: no trigger


@pytest.mark.parametrize("turn", ["opponent", "mine"])
def test_saliva_corroded_pike_readies_on_an_opponents_turn(turn):
    # 500.1 / 408.3d: "When damage is dealt with this weapon on an opponent's turn, you may ready it."
    automated("Saliva Corroded Pike")
    st = start()
    pike = put_real(st, 0, "Saliva Corroded Pike", "hero_row")
    resources(st, 0, 2)
    if turn == "mine":
        st = _swing(st, pike, put(st, 1, "Stone Guardian", "allies"))
        assert st.table.cards[pike].tapped
        return
    st = _next_turn(st)
    assert st.active == 1
    attacker = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[pike].tapped = False
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    st = apply(st, "strike", 0, weapon=pike)
    st = _fight(st, {"may": ["yes"]})
    assert st.table.cards[attacker].damage == 3
    assert not st.table.cards[pike].tapped  # readied


# --- others ----------------------------------------------------------------------------------------------------


def test_sunseeker_astromage_draws_when_another_astromage_dies():
    # 202.2 (name) / EN 703: "When another ally named Sunseeker Astromage in your party is destroyed, draw a card."
    automated("Sunseeker Astromage")
    st = start()
    first = put_real(st, 0, "Sunseeker Astromage", "allies")
    second = put_real(st, 0, "Sunseeker Astromage", "allies")
    other = put(st, 0, "Mist Owl", "allies")
    hand = _hand(st, 0)
    st, _ = _vanish(st, other)
    assert _hand(st, 0) == hand  # another name: nothing
    st, _ = _vanish(st, second)
    assert st.table.cards[second].zone == "graveyard"
    assert _hand(st, 0) == hand + 1  # the first Astromage draws (the destroyed one is not "another" to itself)
    assert st.table.cards[first].zone == "allies"


def _vanish(st, target: int):
    uid = put(st, 1, "Vanish in Smoke", "hand")
    st.active = st.priority = 1
    resources(st, 1, 4)
    st = apply(st, "play", 1, uid=uid, x=0)
    st = choose(st, str(target))
    st = _settle(st)
    st.active = st.priority = 0
    return st, uid


def test_emerald_acidspewer_shuffles_a_graveyard_when_a_quest_completes():
    # EN 702.2 (completing a quest turns it face down) / 415.9: "When a resource you control is turned face down,
    # you may have target player shuffle his graveyard into his deck."
    automated("Emerald Acidspewer")
    st = start()
    put_real(st, 0, "Emerald Acidspewer", "allies")
    dead = [put(st, 1, "Mist Owl", "graveyard") for _ in range(3)]
    deck = len(st.table.zone(1, "deck"))
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    resources(st, 0, 2)
    st = _settle(apply(st, "quest", 0, uid=quest), {"target": [str(hero(st, 1))]})  # P2 shuffles
    assert all(st.table.cards[u].zone == "deck" for u in dead)
    assert len(st.table.zone(1, "deck")) == deck + 3


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_bathrah_readies_a_shaman_the_first_time_it_exhausts(answer):
    # 411.1 / EN 709.1: "When each Shaman you control exhausts for the first time each turn, you may ready it."
    automated("Bath'rah the Windwatcher")
    st = start()
    bath = put_real(st, 0, "Bath'rah the Windwatcher", "allies")
    a, b = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Wolfrider Scout", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=bath, defender=a))
    st = _fight(st, {"may": [answer]})
    assert st.table.cards[bath].tapped == (answer == "no")
    if answer == "yes":
        st = resolve_chain(apply(st, "attack", 0, attacker=bath, defender=b))
        st = _fight(st, {"may": ["yes"]})
        assert st.table.cards[bath].tapped  # the second time this turn: no trigger
        assert kw.in_play(st, bath)


# --- batch 2: inspire, damage types, readying, Assault allies, discards, resources ---------------------------


def test_vindicator_javlo_draws_when_an_ally_is_inspired():
    # 501.1b: "When an ally in your party is inspired, draw a card." (Inspire: Ally on Vindicator Kaldel)
    from .test_templates_more import _advance

    automated("Vindicator Javlo")
    st = start()
    put_real(st, 1, "Vindicator Kaldel", "allies")
    put_real(st, 1, "Vindicator Javlo", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    st.table.cards[hound].tapped = True
    st = _advance(st, lambda s: s.turn == 3 or bool(s.pending and s.pending[0].kind == "inspire"))
    hand = _hand(st, 1)
    st = _settle(choose(st, str(hound)))
    assert not st.table.cards[hound].tapped
    assert _hand(st, 1) == hand + 1


def test_vindicator_javlo_no_draw_without_an_inspired_ally():
    # 501.1b: no card inspired (nothing exhausted) — no trigger
    from .test_templates_more import _advance

    st = start()
    put_real(st, 1, "Vindicator Kaldel", "allies")
    put_real(st, 1, "Vindicator Javlo", "allies")
    st = _advance(st, lambda s: s.turn == 3)
    hand = _hand(st, 1)
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main")
    assert _hand(st, 1) == hand


@pytest.mark.parametrize(("side", "zone"), [(1, "graveyard"), (0, "allies")])
def test_marksman_eowan_adds_ranged_damage(side, zone):
    # 408.1 (damage type): "When an opposing ally is dealt non-ranged damage, Eowan deals 1 Ranged damage to it."
    # (fire damage sets it off; his own ranged damage doesn't set it off again; your own ally: nothing)
    automated("Marksman Eowan")
    st = start()
    put_real(st, 0, "Marksman Eowan", "allies")
    target = put(st, side, "Raging Brute", "allies")  # 4 health
    uid = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=uid, x=0), str(target)))
    assert st.table.cards[target].zone == zone  # 3 fire + 1 ranged destroys the opposing one
    if side == 0:
        assert st.table.cards[target].damage == 3


@pytest.mark.parametrize("whose", [1, 0])
def test_razak_ironsides_shoots_an_opposing_card_that_readies(whose):
    # 411.1 / 501.1a: "When an opposing her[o] or ally readies, Razal [Razak] deals 4 ranged damage to it."
    automated("Razak Ironsides")
    st = start()
    put_real(st, 0, "Razak Ironsides", "allies")
    ally = put(st, whose, "Raging Brute", "allies", tapped=True)  # 4 health
    st = _next_turn(st) if whose == 1 else _next_turn(_next_turn(st))
    if whose == 1:
        assert st.table.cards[ally].zone == "graveyard"  # readied in its controller's ready step, then shot for 4
    else:
        assert not st.table.cards[ally].tapped and st.table.cards[ally].damage == 0


@pytest.mark.parametrize(("attacker", "discards"), [("Raging Brute", 1), ("Iron Sentinel", 0)])
def test_hood_of_the_exodus_assault_ally_makes_him_discard(attacker, discards):
    # 408.3 / EN 703: "When an ally you control with Assault deals combat damage to an opponent's hero, he discards a card."
    automated("Hood of the Exodus")
    st = start()
    put_real(st, 0, "Hood of the Exodus", "hero_row")
    ally = put(st, 0, attacker, "allies")
    hand = _hand(st, 1)
    st = resolve_chain(apply(st, "attack", 0, attacker=ally, defender=hero(st, 1)))
    st = _fight(st)
    assert st.table.cards[hero(st, 1)].damage >= 1
    assert _hand(st, 1) == hand - discards


def test_mana_sphere_shoulderguards_burns_the_discarding_party():
    # 415.4b / 415.9d: "When an opponent discards a card, your hero deals 1 shadow damage to each hero and ally in that opponent's party."
    automated("Mana-Sphere Shoulderguards")
    st = start()
    put_real(st, 0, "Mana-Sphere Shoulderguards", "hero_row")
    mine, theirs = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    for _ in range(1):
        put(st, 1, "Mist Owl", "hand")
    grave = len(st.table.zone(1, "graveyard"))
    down = {"discard": lambda p: [o.id for o in p.options[: p.min]]}
    st = _next_turn(_next_turn(st, down), down)  # P2's turn ends with more than seven cards: P2 discards down to seven
    discarded = len(st.table.zone(1, "graveyard")) - grave
    assert discarded >= 1
    assert st.table.cards[hero(st, 1)].damage == discarded and st.table.cards[theirs].damage == discarded
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[mine].damage == 0


def test_fel_leather_gloves_burns_whoever_places_a_resource():
    # 412.1: "When a resource enters play, put 2 damage on its controllers hero." (either player's resource)
    automated("Fel Leather Gloves")
    st = start()
    put_real(st, 0, "Fel Leather Gloves", "hero_row")
    card = st.table.zone(0, "hand")[0]
    st = _settle(apply(st, "resource", 0, uid=card, face_up=False))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[hero(st, 1)].damage == 0
    st = _next_turn(st)
    card = st.table.zone(1, "hand")[0]
    st = _settle(apply(st, "resource", 1, uid=card, face_up=False))
    assert st.table.cards[hero(st, 1)].damage == 2


# --- the Smythes: "When X readies, you may remove an ally card in your graveyard from the game. If you do, destroy target …" ---


def _smythe(name: str, answer: str, victim: str, zone: str = "allies", with_card: bool = True):
    """P1's exhausted Smythe readies in P1's next ready step (411.1, 501.1a); P2 controls ``victim``."""
    st = start()
    smythe = put_real(st, 0, name, "allies", tapped=True)
    dead = put(st, 0, "Iron Sentinel", "graveyard") if with_card else None
    put(st, 0, "Fire Bolt", "graveyard")  # not an ally card: never offered
    host = put(st, 1, "Loyal Hound", "allies")
    target = put(st, 1, victim, zone, **({"attached_to": host} if victim == "Blessing of Might" else {}))
    seen: list[list[str]] = []

    def grave(p):
        seen.append([o.id for o in p.options])
        return [p.options[0].id]

    st = _next_turn(_next_turn(st, {"may": ["no"]}), {"may": [answer], "wwhen_graveyard_remove": grave, "target": [str(target)]})
    assert not st.table.cards[smythe].tapped
    return st, dead, target, seen


@pytest.mark.parametrize(("name", "victim", "zone"), [("David Smythe", "Worn Longsword", "hero_row"), ("Jessup Smythe", "Iron Sentinel", "allies"),
                                                       ("Lilith Smythe", "Blessing of Might", "hero_row")])
def test_smythe_removes_an_ally_card_to_destroy(name, victim, zone):
    # 411.1 / 415.7 / EN 709.3: "When X readies, you may remove an ally card in your graveyard from the game. If you do, destroy target …"
    automated(name)
    st, dead, target, seen = _smythe(name, "yes", victim, zone)
    assert seen == [[str(dead)]]  # only the ally card is offered
    assert st.table.cards[dead].zone == "removed"
    assert st.table.cards[target].zone == "graveyard"


@pytest.mark.parametrize("with_card", [True, False])
def test_smythe_declines_or_has_no_ally_card(with_card):
    # EN 709.3: no removal (declined, or no ally card in the graveyard) — nothing is destroyed
    st, dead, target, _ = _smythe("Jessup Smythe", "no" if with_card else "yes", "Iron Sentinel", with_card=with_card)
    assert st.table.cards[target].zone == "allies"
    if dead is not None:
        assert st.table.cards[dead].zone == "graveyard"


# --- "that much": the amount dealt or healed (408.2a, 407.1) --------------------------------------------------


def test_wraith_scythe_heals_the_combat_damage_dealt():
    # 408.3 / 407.1: "When your hero deals combat damage, it heals that amount of damage from itself."
    automated("Wraith Scythe")
    st = start()
    scythe = put_real(st, 0, "Wraith Scythe", "hero_row")
    resources(st, 0, 2)
    st.table.cards[hero(st, 0)].damage = 10
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK hits back
    st = _swing(st, scythe, foe)
    assert st.table.cards[foe].damage == 2  # the Scythe's 2 ATK
    assert st.table.cards[hero(st, 0)].damage == 10 + 4 - 2


@pytest.mark.parametrize(("ally", "healed"), [("Jewelcrafter Zanaz", 2), ("Iron Sentinel", 0)])
def test_lights_justice_holy_ally_heals_your_hero(ally, healed):
    # 408.1 (damage type) / 408.2c: "When a [Holy] ally in your party deals damage, it also heals that much from your hero."
    automated("Light's Justice")
    st = start()
    put_real(st, 0, "Light's Justice", "hero_row")
    st.table.cards[hero(st, 0)].damage = 10
    mine = put_real(st, 0, ally, "allies") if ally != "Iron Sentinel" else put(st, 0, ally, "allies")
    foe = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=mine, defender=foe))
    st = _fight(st)
    dealt = st.table.cards[foe].damage
    assert dealt >= 1
    assert st.table.cards[hero(st, 0)].damage == 10 - (dealt if healed else 0)


@pytest.mark.parametrize("defender", ["hero", "ally"])
def test_shiverspine_heals_what_a_murloc_deals_to_a_hero(defender):
    # 408.2a: "When this or another Murloc ally you control deals damage to an opposing hero, this ally heals that much damage from your hero."
    automated("Shiverspine")
    st = start()
    spine = put_real(st, 0, "Shiverspine", "allies")
    st.table.cards[hero(st, 0)].damage = 10
    target = hero(st, 1) if defender == "hero" else put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=spine, defender=target))
    st = _fight(st)
    assert st.table.cards[hero(st, 0)].damage == (10 - 3 if defender == "hero" else 10)  # 3 ATK to the hero: 3 healed


@pytest.mark.parametrize(("target", "healed"), [("ally", 2), ("hero", 0)])
def test_stormshield_of_renewal_heals_your_hero_too(target, healed):
    # 407.1: "When your hero heals damage from a friendly ally, it also heals that much from itself."
    automated("Stormshield of Renewal")
    st = start()
    put_real(st, 0, "Stormshield of Renewal", "hero_row")
    me = hero(st, 0)
    st.table.cards[me].damage = 8
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 2
    st = _healed(st, ally if target == "ally" else me)
    assert st.table.cards[me].damage == (8 - healed if target == "ally" else 8 - 4)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_thanu_sunhorn_passes_the_healing_on(answer):
    # 407.1 / EN 709.1: "When damage is healed from your hero, your hero may heal that much damage from target ally."
    automated("Thanu Sunhorn")
    st = start()
    thanu = put_real(st, 0, "Thanu Sunhorn", "allies")
    st.table.cards[hero(st, 0)].damage = 3
    st.table.cards[thanu].damage = 4
    seen: list[list[str]] = []

    def pick(p):  # EN 709.3: a "may" with a target — declining is choosing none
        seen.append([o.id for o in p.options])
        assert p.min == 0
        return [str(thanu)] if answer == "yes" else []

    st = _healed(st, hero(st, 0), answer, {"target": pick})
    assert seen and str(thanu) in seen[0]
    assert st.table.cards[hero(st, 0)].damage == 0
    assert st.table.cards[thanu].damage == (4 - 3 if answer == "yes" else 4)


@pytest.mark.parametrize(("side", "burn"), [(1, 2), (0, 0)])
def test_deatheater_stroud_burns_the_healed_allys_hero(side, burn):
    # 407.1: "When damage is healed from an opposing ally, this ally deals that much shadow damage to that ally's controller's hero."
    automated("Deatheater Stroud")
    st = start()
    put_real(st, 0, "Deatheater Stroud", "allies")
    ally = put(st, side, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 2
    st = _healed(st, ally)
    assert st.table.cards[ally].damage == 0
    assert st.table.cards[hero(st, 1)].damage == burn and st.table.cards[hero(st, 0)].damage == 0


# --- shields (EN 717.2c) and "for the first time each turn" on your hero ---------------------------------------


def _armored_attack(st, armor: int, attacker_side: int = 0, answers: dict | None = None):
    """P(attacker_side+1)'s Iron Sentinel attacks the other hero, who exhausts ``armor`` to prevent its damage (EN 717.2c)."""
    from .test_combat import attack

    a = put(st, attacker_side, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1 - attacker_side)))
    st = apply(st, "armor", 1 - attacker_side, uid=armor)
    return _fight(st, answers)


def test_haunt_of_flies_counts_shields_on_an_opponents_turn():
    # EN 717.2c / 500.1: "When this armor prevents damage on an opponent's turn, add a fly counter to it."
    automated("Haunt of Flies")
    st = start()
    haunt = put_real(st, 1, "Haunt of Flies", "hero_row")
    st = _armored_attack(st, haunt)
    assert st.table.cards[haunt].tapped
    assert counters(st, haunt, "fly") == 1


def test_haunt_of_flies_three_flies_make_a_swarm():
    # EN 701 / 404.2: "Remove three fly counters from this armor -> Put a 2 [Nature] / 1 [Health] Swarm ally token into play with Ferocity and Stealth."
    from engine.wow.cards.compiler import card_powers

    data = automated("Haunt of Flies")
    st = start()
    haunt = put_real(st, 0, "Haunt of Flies", "hero_row")
    st.table.cards[haunt].counters["fly"] = 3
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=haunt, power=index, x=0))
    assert counters(st, haunt, "fly") == 0
    swarm = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(swarm) == 1 and kw.atk(st, swarm[0]) == 2 and kw.has(st, swarm[0], "Stealth") and kw.has(st, swarm[0], "Ferocity")


def test_rock_furrow_boots_arms_a_weapon_when_armor_prevents():
    # EN 717.2c / 404.1: "When an armor you control prevents damage, you may add a +1 ATK counter to target weapon."
    automated("Rock Furrow Boots")
    st = start()
    put_real(st, 1, "Rock Furrow Boots", "hero_row")
    helm = put(st, 1, "Chain Helm", "hero_row")
    sword = put(st, 1, "Worn Longsword", "hero_row")
    st = _armored_attack(st, helm, answers={"may": ["yes"], "target": [str(sword)]})
    assert st.table.cards[helm].tapped
    assert counters(st, sword, "+1 ATK") == 1


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_pugius_counts_the_first_damage_each_turn(answer):
    # 408.2a / 500.1: "When your hero is dealt damage for the first time each turn, you may add a[t] +1 ATK counter to this weapon."
    automated("Pugius, Fist of Defiance")
    st = start()
    pugius = put_real(st, 0, "Pugius, Fist of Defiance", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
    st = _fight(st, {"may": [answer]})
    assert st.table.cards[hero(st, 0)].damage == 4
    assert counters(st, pugius, "+1 ATK") == (1 if answer == "yes" else 0)
    uid = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=uid, x=0), str(hero(st, 0))), {"may": ["yes"]})
    assert st.table.cards[hero(st, 0)].damage == 7
    assert counters(st, pugius, "+1 ATK") == (1 if answer == "yes" else 0)  # the second time this turn: nothing


def test_haunt_of_flies_not_on_your_own_turn():
    # 500.1: on its controller's own turn the shield prevents damage but adds no fly counter
    st = start()
    haunt = put_real(st, 1, "Haunt of Flies", "hero_row")
    foe = put(st, 0, "Iron Sentinel", "allies")
    st = _next_turn(st)
    assert st.active == 1
    st = resolve_chain(apply(st, "attack", 1, attacker=hero(st, 1), defender=foe))
    while st.pending and st.pending[0].kind == "protector":
        st = resolve_chain(choose(st, "none"))
    st = apply(st, "armor", 1, uid=haunt)
    st = _fight(st)
    assert st.table.cards[haunt].tapped and st.table.cards[hero(st, 1)].damage < 4  # it prevented damage
    assert counters(st, haunt, "fly") == 0


# --- batch 4: reworded and two-event powers ----------------------------------------------------------------------


def _tokens(st, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def test_wisp_amulet_makes_a_wisp_for_a_non_token_ally():
    # 404.2 / EN 703: "When a non-token ally in your party is destroyed, put a 0 [Nature] / 1 [Health] Wisp token into play."
    automated("Wisp Amulet")
    st = start()
    put_real(st, 0, "Wisp Amulet", "hero_row")
    owl = put(st, 0, "Iron Sentinel", "allies")
    st, _ = _vanish(st, owl)
    wisps = _tokens(st, 0)
    assert len(wisps) == 1 and kw.atk(st, wisps[0]) == 0 and kw.health(st, wisps[0]) == 1
    st, _ = _vanish(st, wisps[0])
    assert _tokens(st, 0) == []  # a token destroyed: no new Wisp


@pytest.mark.parametrize(("ally", "fangs"), [("Iron Sentinel", 1), ("Karrok Scarrend", 0)])
def test_helm_of_terrorizing_fangs_counts_neutral_allies(ally, fangs):
    # 202.1a: "When a non-[Horde], non-[Alliance] ally you control is destroyed, add a fang counter to this armor."
    automated("Helm of Terrorizing Fangs")
    st = start()
    helm = put_real(st, 0, "Helm of Terrorizing Fangs", "hero_row")
    mine = put_real(st, 0, ally, "allies") if ally == "Karrok Scarrend" else put(st, 0, ally, "allies")
    st, _ = _vanish(st, mine)
    assert counters(st, helm, "fang") == fangs


def test_swift_nightsaber_readies_your_hero_who_cant_attack():
    # 412.1b / 411.1: "When you place a resource face up, you may ready your hero. If you do, it can't attack this turn."
    automated("Swift Nightsaber")
    st = start()
    put_real(st, 0, "Swift Nightsaber", "allies")
    me = hero(st, 0)
    st.table.cards[me].tapped = True
    card = put(st, 0, "Scout the Border", "hand")
    st = _settle(apply(st, "resource", 0, uid=card, face_up=True), {"may": ["yes"]})
    assert not st.table.cards[me].tapped
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=me, defender=foe)


def test_bromor_arms_the_weapon_struck_with():
    # 303.2 / 404.1: "When your hero strikes with a weapon, add a +1 ATK counter to that weapon."
    automated("Bromor the Shadowblade")
    st = start()
    put_real(st, 0, "Bromor the Shadowblade", "allies")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    other = put(st, 0, "Great Axe", "hero_row")
    resources(st, 0, 2)
    st = _swing(st, sword, put(st, 1, "Stone Guardian", "allies"))
    assert counters(st, sword, "+1 ATK") == 1 and counters(st, other, "+1 ATK") == 0


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_zalan_ragewind_pays_to_destroy_when_the_opposing_hero_readies(answer):
    # 501.1a / EN 709.3: "When an opponent's hero readies, you may pay 1. If you do, destroy target ability or equipment that opponent controls."
    automated("Zalan Ragewind")
    st = start()
    put_real(st, 0, "Zalan Ragewind", "allies")
    resources(st, 0, 1)
    st.table.cards[hero(st, 1)].tapped = True
    sword = put(st, 1, "Worn Longsword", "hero_row")
    st = _next_turn(st, {"may": [answer], "target": [str(sword)]})
    assert not st.table.cards[hero(st, 1)].tapped
    assert st.table.cards[sword].zone == ("graveyard" if answer == "yes" else "hero_row")


def test_vengeful_gladiators_earthshaker_readies_all_weapons():
    # 408.3d / 411.1: "When combat damage is dealt with one or more of your weapons, ready all of your weapons."
    automated("Vengeful Gladiator's Earthshaker")
    st = start()
    put_real(st, 0, "Vengeful Gladiator's Earthshaker", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    axe = put(st, 0, "Great Axe", "hero_row", tapped=True)
    resources(st, 0, 2)
    st = _swing(st, sword, put(st, 1, "Stone Guardian", "allies"))
    assert not st.table.cards[sword].tapped and not st.table.cards[axe].tapped


def test_merciless_gladiators_greatsword_on_entering_and_striking():
    # EN 703 / 303.2: "When NAME enters play or you strike with it, your hero deals 1 melee damage to each opposing hero and ally."
    automated("Merciless Gladiator's Greatsword")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    sword = put_real(st, 0, "Merciless Gladiator's Greatsword", "hand")
    resources(st, 0, 8)
    st = _settle(apply(st, "play", 0, uid=sword, x=0))
    assert st.table.cards[sword].zone == "hero_row"
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    resources(st, 0, 8)  # the strike cost (303.2)
    st = _swing(st, sword, hero(st, 1))
    assert st.table.cards[foe].damage == 2  # the strike trigger (the hero was attacked, not the ally)


def test_dragonwrath_on_entering_and_on_abilities():
    # EN 703: "When this weapon enters play or you play an ability, you may put a 5 [Arcane] / 5 [Health] Blue Dragonkin ally token into play."
    automated("Dragonwrath, Tarecgosa's Rest")
    st = start()
    staff = put_real(st, 0, "Dragonwrath, Tarecgosa's Rest", "hand")
    resources(st, 0, 8)
    st = _settle(apply(st, "play", 0, uid=staff, x=0), {"may": ["yes"]})
    assert len(_tokens(st, 0)) == 1 and kw.atk(st, _tokens(st, 0)[0]) == 5
    cry = put(st, 0, "Battle Cry", "hand")
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=cry, x=0), {"may": ["yes"]})
    assert len(_tokens(st, 0)) == 2
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl, x=0), {"may": ["yes"]})
    assert len(_tokens(st, 0)) == 2  # an ally is not an ability


# --- scripts/wwhen.toml ----------------------------------------------------------------------------------------


def test_faithseer_jasmina_grows_on_abilities_allies_and_equipment():
    # EN 703 / 404.1: "When you play an ability, ally, or equipment, you may put a +1 / +1 counter on this ally."
    # EN 716: "If this ally would be dealt non-fatal damage, prevent it." (fatal damage is not prevented)
    automated("Faithseer Jasmina")
    st = start()
    jas = put_real(st, 0, "Faithseer Jasmina", "allies")
    for card, pay in (("Battle Cry", 1), ("Worn Longsword", 2)):
        uid = put(st, 0, card, "hand")
        resources(st, 0, pay)
        st = _settle(apply(st, "play", 0, uid=uid, x=0), {"may": ["yes"]})
    assert counters(st, jas, "+1/+1") == 2 and kw.health(st, jas) == 3
    owl = put(st, 0, "Mist Owl", "hand")  # an ally: a third counter
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl, x=0), {"may": ["yes"]})
    assert counters(st, jas, "+1/+1") == 3 and kw.health(st, jas) == 4
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(jas)), {"may": ["no"]})
    assert st.table.cards[jas].damage == 0  # 3 damage to 4 health: non-fatal, prevented
    assert counters(st, jas, "+1/+1") == 3  # declined this time
    bolt = put(st, 0, "Fire Bolt", "hand")
    st.table.cards[jas].damage = 1
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(jas)), {"may": ["no"]})
    assert st.table.cards[jas].zone == "graveyard"  # 3 more on 1 damage of 4 health: fatal, not prevented


def test_corruption_host_destroyed_its_controller_discards():
    # 400.1 / 415.9d: "When attached character is destroyed, its controller discards a card."
    # 500.2: "Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached character."
    automated("Corruption")
    st = start()
    host = put(st, 1, "Iron Sentinel", "allies")
    cor = put_real(st, 0, "Corruption", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=cor, x=0), str(host)))
    assert st.table.cards[cor].attached_to == host
    st = _next_turn(_next_turn(st))
    assert st.table.cards[host].damage == 1  # P1's next turn began: 1 shadow damage
    hands = (_hand(st, 0), _hand(st, 1))
    uid = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = _settle(choose(apply(st, "play", 0, uid=uid, x=0), str(host)))
    assert st.table.cards[host].zone == "graveyard"
    assert _hand(st, 1) == hands[1] - 1 and _hand(st, 0) == hands[0]


def test_truesilver_champion_shields_the_hero_this_combat():
    # 303.2 / EN 717 / EN 603.3: "When you strike with Truesilver Champion, prevent the next 3 damage that would be dealt
    # to your hero this combat."
    automated("Truesilver Champion")
    st = start()
    blade = put_real(st, 0, "Truesilver Champion", "hero_row")
    resources(st, 0, 3)
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK hits back
    st = _swing(st, blade, foe)
    assert st.table.cards[foe].zone == "graveyard"  # 4 ATK Truesilver
    assert st.table.cards[hero(st, 0)].damage == 4 - 3
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 1 + 3  # the combat ended: no shield left


@pytest.mark.parametrize(("tapped", "damage"), [(False, 0), (True, 1)])
def test_stonespine_gargoyle_is_shielded_while_ready(tapped, damage):
    # EN 714 / 716: "When this ally is ready, prevent all damage that would be dealt to it." (exhausted: no prevention)
    automated("Stonespine Gargoyle")
    st = start()
    gar = put_real(st, 0, "Stonespine Gargoyle", "allies", tapped=tapped)
    bolt = put(st, 0, "Mind Tempest", "hand")  # "Your hero deals X shadow damage to target hero or ally." (X = 1)
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=1)
    st = _settle(choose(st, str(gar)))
    assert st.table.cards[gar].damage == damage


# --- Gladiators (Arena allies) ---------------------------------------------------------------------------------


def test_gladiator_zophos_strikes_back_at_the_source():
    # 408.2c / EN 703: "When an Arena ally in your party is dealt damage, it deals 3 unpreventable holy damage to its source."
    automated("Gladiator Zophos")
    st = start()
    zophos = put_real(st, 0, "Gladiator Zophos", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: unpreventable damage is still dealt in full
    plain = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=zophos, defender=foe))
    st = _fight(st)
    assert st.table.cards[zophos].damage == 3  # Stone Guardian's 3 ATK
    assert st.table.cards[foe].zone == "graveyard"  # 6 ATK - 1 Hardiness = 5 of 6 health, + 3 unpreventable
    st.table.cards[plain].tapped = False
    foe2 = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=plain, defender=foe2))
    st = _fight(st)
    assert st.table.cards[foe2].damage == 4 - 1  # not an Arena ally: no holy damage back (Hardiness 1)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_gladiator_sepirion_readies_an_arena_ally_after_its_first_attack(answer):
    # EN 601.2 / 709.3: "When each Arena ally in your party attacks for the first time each turn, you may pay 1. If you do, ready it."
    automated("Gladiator Sepirion")
    st = start()
    sep = put_real(st, 0, "Gladiator Sepirion", "allies")
    resources(st, 0, 2)
    a, b = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Wolfrider Scout", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=sep, defender=a))
    st = _fight(st, {"may": [answer]})
    assert st.table.cards[sep].tapped == (answer == "no")
    if answer == "yes":
        st = resolve_chain(apply(st, "attack", 0, attacker=sep, defender=b))
        st = _fight(st, {"may": ["yes"]})
        assert st.table.cards[sep].tapped  # the second attack this turn: no trigger


@pytest.mark.parametrize(("attacker", "real_card", "back"), [("Gladiator Sepirion", True, 1 + 3), ("Iron Sentinel", False, 1)])
def test_justicar_johanna_rastol_turns_shaman_damage_back(attacker, real_card, back):
    # 408.2c: "When an opposing Shaman deals damage to a hero or ally you control, that Shaman also deals that much nature damage to itself."
    automated("Justicar Johanna Rastol")
    st = start()
    put_real(st, 0, "Justicar Johanna Rastol", "allies")
    mine = put(st, 0, "Footman Recruit", "allies")  # 1 ATK hits back
    st = _next_turn(st)
    att = put_real(st, 1, attacker, "allies") if real_card else put(st, 1, attacker, "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=att, defender=mine))
    st = _fight(st, {"may": ["no"]})
    assert st.table.cards[mine].zone == "graveyard"
    assert st.table.cards[att].damage == back  # a Shaman: 3 nature to itself (its 3 ATK), besides the 1 it took


def test_treespeaker_onaha_grows_a_treant_per_damage_healed():
    # 407.1 / 404.2: "When damage is healed from this ally, put that many 1 [Melee] / 1 [Health] Treant tokens into play."
    automated("Treespeaker Onaha")
    st = start()
    onaha = put_real(st, 0, "Treespeaker Onaha", "allies")
    st.table.cards[onaha].damage = 3
    st = _healed(st, onaha)
    assert st.table.cards[onaha].damage == 0
    treants = _tokens(st, 0)
    assert len(treants) == 3 and all(kw.atk(st, t) == 1 and kw.health(st, t) == 1 for t in treants)


@pytest.mark.parametrize("defender", ["hero", "ally"])
def test_blessing_of_the_light_heals_what_the_host_deals_to_a_hero(defender):
    # 400.1 / 408.2c: "Attach to target ally you control." "Ongoing: Attached ally has +1 / +1." "When attached ally deals damage
    # to an opposing hero, it also heals that much damage from your hero."
    automated("Blessing of the Light")
    st = start()
    me = hero(st, 0)
    st.table.cards[me].damage = 10
    host = put(st, 0, "Iron Sentinel", "allies")  # 4/4
    other = put(st, 0, "Loyal Hound", "allies")
    bless = put_real(st, 0, "Blessing of the Light", "hand")
    resources(st, 0, 1)
    st = _settle(choose(apply(st, "play", 0, uid=bless, x=0), str(host)))
    assert st.table.cards[bless].attached_to == host and kw.atk(st, host) == 5 and kw.health(st, host) == 5
    target = hero(st, 1) if defender == "hero" else put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=host, defender=target))
    st = _fight(st)
    assert st.table.cards[me].damage == (10 - 5 if defender == "hero" else 10)
    if defender == "hero":
        st = resolve_chain(apply(st, "attack", 0, attacker=other, defender=hero(st, 1)))
        st = _fight(st)
        assert st.table.cards[me].damage == 5  # another ally's damage: nothing healed


@pytest.mark.parametrize("target", ["hero", "ally"])
def test_wand_of_the_forgotten_star_mills_the_damage_dealt(target):
    # 408.3d / 415.2: "When combat damage is dealt with Wand of the Forgotten Star to a hero, that hero's controller puts that many
    # cards from the top of his deck into his graveyard."
    automated("Wand of the Forgotten Star")
    st = start()
    wand = put_real(st, 0, "Wand of the Forgotten Star", "hero_row")
    resources(st, 0, 1)
    st.table.cards[wand].counters["+1 ATK"] = 2  # 3 ATK
    foe = put(st, 1, "Stone Guardian", "allies")
    deck, grave = len(st.table.zone(1, "deck")), len(st.table.zone(1, "graveyard"))
    st = _swing(st, wand, hero(st, 1) if target == "hero" else foe)
    if target == "hero":
        assert st.table.cards[hero(st, 1)].damage == 3
        assert len(st.table.zone(1, "deck")) == deck - 3 and len(st.table.zone(1, "graveyard")) == grave + 3
    else:
        assert len(st.table.zone(1, "deck")) == deck


def test_sulfuras_counts_ally_damage_on_your_turn():
    # 500.1 / 404.1: "When an ally you control deals damage on your turn, you may add a +1 ATK counter to this weapon for each damage dealt."
    automated("Sulfuras, The Extinguished Hand")
    st = start()
    sulf = put_real(st, 0, "Sulfuras, The Extinguished Hand", "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")  # 1 ATK, 2 health: 2 damage dealt of the Sentinel's 4
    st = resolve_chain(apply(st, "attack", 0, attacker=ally, defender=foe))
    st = _fight(st, {"may": ["yes"]})
    assert counters(st, sulf, "+1 ATK") == 4  # the packet dealt 4 (damage beyond the health is dealt too, 405.3)
    st = _next_turn(st)
    att = put(st, 1, "Raging Brute", "allies")
    st.table.cards[ally].tapped = False
    st = resolve_chain(apply(st, "attack", 1, attacker=att, defender=ally))
    st = _fight(st, {"may": ["yes"]})
    assert st.table.cards[att].zone == "graveyard"  # the Sentinel dealt 4 damage on the opponent's turn
    assert counters(st, sulf, "+1 ATK") == 4


def test_bloodlust_brooch_makes_a_fanatic_per_combat_damage():
    # 408.3 / 404.2: "When your hero deals combat damage, put that many Fanatic ally tokens into play with 1 [Melee] ATK / health."
    automated("Bloodlust Brooch")
    st = start()
    put_real(st, 0, "Bloodlust Brooch", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")  # 2 ATK
    resources(st, 0, 2)
    st = _swing(st, sword, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 2
    fans = _tokens(st, 0)
    assert len(fans) == 2 and all(kw.atk(st, t) == 1 and kw.health(st, t) == 1 for t in fans)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert len(_tokens(st, 0)) == 2  # not combat damage: no more


@pytest.mark.parametrize(("ally", "shot"), [("Rodrigo", True), ("Karrok Scarrend", False)])
def test_aurius_a_dying_paladin_deals_holy_damage(ally, shot):
    # 408.2c / EN 709.3: "When a friendly Paladin is destroyed, it may deal 3 unpreventable holy damage to target hero or ally."
    automated("Aurius")
    st = start()
    put_real(st, 0, "Aurius", "allies")
    mine = put_real(st, 0, ally, "allies")
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: unpreventable damage is dealt in full
    uid = put(st, 1, "Vanish in Smoke", "hand")
    st.active = st.priority = 1
    resources(st, 1, 4)
    st = choose(apply(st, "play", 1, uid=uid, x=0), str(mine))
    st = _settle(st, {"target": [str(foe)], "may": ["yes"]})
    assert st.table.cards[mine].zone == "graveyard"
    assert st.table.cards[foe].damage == (3 if shot else 0)


@pytest.mark.parametrize(("card", "zone"), [("Iron Sentinel", "allies"), ("Worn Longsword", "hero_row")])
def test_mithran_the_sniper_trades_himself_for_an_entering_card(card, zone):
    # EN 703 / 709.3: "When an opposing ally, or equipment enters play, destroy this ally. If you do, destroy that opposing card."
    automated("Mithran the Sniper")
    st = start()
    mithran = put_real(st, 0, "Mithran the Sniper", "allies")
    st = _next_turn(st)
    uid = put(st, 1, card, "hand")
    resources(st, 1, 4)
    st = _settle(apply(st, "play", 1, uid=uid, x=0))
    assert st.table.cards[mithran].zone == "graveyard"
    assert st.table.cards[uid].zone == "graveyard"


def test_mithran_the_sniper_ignores_abilities_and_own_cards():
    # an ability, or a card of his controller's: not an opposing ally or equipment
    st = start()
    mithran = put_real(st, 0, "Mithran the Sniper", "allies")
    mine = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 4)
    st = _settle(apply(st, "play", 0, uid=mine, x=0))
    assert st.table.cards[mithran].zone == "allies" and st.table.cards[mine].zone == "allies"
    st = _next_turn(st)
    cry = put(st, 1, "Battle Cry", "hand")
    resources(st, 1, 1)
    st = _settle(apply(st, "play", 1, uid=cry, x=0))
    assert st.table.cards[mithran].zone == "allies"
