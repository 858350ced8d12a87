"""Payment powers given by another card's continuous power (EN 714, 701; engine.wow.granted_powers):
each real card played, the power offered to the receiver, used with the receiver as its source and
paying its cost, and gone once the giving card leaves play or is no longer attached."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.wow import keywords as kw
from engine.wow import powers
from engine.wow.cards.compiler import is_automated
from engine.wow.cards.keys import CANT_ATTACK
from engine.wow.game import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.rules import R

from ..shared_data import needs
from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import play_real, put_real, real


def _granted(st, uid: int) -> list[int]:
    """Indexes of the power actions offered for ``uid`` past its own powers (the granted ones)."""
    own = powers.own_count(st, uid)
    return [a.args["power"] for a in ENGINE.legal_actions(st, st.table.cards[uid].controller)
            if a.type == "power" and a.args["uid"] == uid and a.args["power"] >= own]


def _use(st, uid: int, *picks: str, log: list | None = None, which: str = ""):
    """Use ``uid``'s one granted power (the one whose text has ``which``), answer ``picks``, and
    pass until the chain is empty; the events go to ``log``."""
    (index,) = [i for i in _granted(st, uid) if which in powers.powers(st, uid)[i].text]
    steps = [Action("power", st.table.cards[uid].controller, {"uid": uid, "power": index, "x": 0})]
    for step in steps:
        out = ENGINE.apply(st, step)
        st = out.state
        (log if log is not None else []).extend(out.events)
    for pick in picks:
        out = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": [pick]}))
        st = out.state
        (log if log is not None else []).extend(out.events)
    while st.chain and not st.pending and not st.over:
        out = ENGINE.apply(st, Action("pass", st.priority, {}))
        st = out.state
        (log if log is not None else []).extend(out.events)
    return st


def _attach(st, name: str, host: int):
    st, ability = play_real(st, name, 0, str(host))
    st = resolve_chain(st)
    assert st.table.cards[ability].attached_to == host
    return st, ability


@needs(WOW_CARDS)
def test_druid_training_attached_ally_exhausts_target():
    # EN 714: "Ongoing: Attached ally has [Exhaust] -> Exhaust target ally."; 411.1 the cost exhausts the receiver
    assert is_automated(real("Druid Training"))
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    assert _granted(st, mine) == []
    st, training = _attach(st, "Druid Training", mine)
    assert len(_granted(st, mine)) == 1 and _granted(st, other) == []  # only the attached ally has it
    st = _use(st, mine, str(foe))
    assert st.table.cards[mine].tapped and st.table.cards[foe].tapped and not st.table.cards[other].tapped
    # 411.1: an exhausted card can't pay [Exhaust] again
    assert _granted(st, mine) == []
    st.table.cards[mine].tapped = False
    destroy(st, training, R("403.1"))  # the grant ends when the ability leaves play
    assert _granted(st, mine) == []


@needs(WOW_CARDS)
def test_blessing_of_wisdom_draws_and_ends_when_unattached():
    # EN 714: "Ongoing: Attached character has [Exhaust] -> Draw a card." on a hero (400.1)
    assert is_automated(real("Blessing of Wisdom"))
    st = start({"auto_pass": False})
    me = hero(st, 0)
    st, blessing = _attach(st, "Blessing of Wisdom", me)
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, me)
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[me].tapped
    st.table.cards[me].tapped = False
    st.table.cards[blessing].attached_to = None  # no longer attached: nothing has the power
    assert _granted(st, me) == []


@needs(WOW_CARDS)
def test_mage_training_this_ally_deals_the_damage():
    # "This ally deals 1 arcane damage to each opposing hero and ally": "this ally" is the receiver (200.1a)
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    st, _ = _attach(st, "Mage Training", mine)
    st = _use(st, mine)
    assert st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[foe].damage == 1 or st.table.cards[foe].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[mine].damage == 0


@needs(WOW_CARDS)
def test_priest_training_heals_five():
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    st.table.cards[hero(st, 0)].damage = 7
    st, _ = _attach(st, "Priest Training", mine)
    st = _use(st, mine, str(hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == 2


@needs(WOW_CARDS)
def test_path_of_cenarius_costs_one_and_readies_another():
    # "Attached ally has 1, [Exhaust] -> Ready another target ally.": 403.1 the resource is paid too;
    # "another": not the receiver itself
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    tired = put(st, 0, "Mist Owl", "allies")
    st.table.cards[tired].tapped = True
    st, _ = _attach(st, "Path of Cenarius", mine)
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    assert _granted(st, mine) == []  # no ready resource: can't pay 1 (403.1)
    resources(st, 0, 1)
    (index,) = _granted(st, mine)
    st = apply(st, "power", 0, uid=mine, power=index, x=0)
    assert {int(o.id) for o in st.pending[0].options} >= {tired} and mine not in {int(o.id) for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(tired)))
    assert not st.table.cards[tired].tapped and st.table.cards[mine].tapped
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


@needs(WOW_CARDS)
def test_patient_shot_your_hero_deals_ranged_damage():
    # "Ongoing: Your hero has [Exhaust] -> This hero deals 1 ranged damage to target hero or ally."
    st = start({"auto_pass": False})
    st, shot = play_real(st, "Patient Shot", 0)
    st = resolve_chain(st)
    assert st.table.cards[shot].zone == "hero_row"
    log: list = []
    st = _use(st, hero(st, 0), str(hero(st, 1)), log=log)
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].tapped
    dealt = [e for e in log if e.kind == "damage"]
    assert dealt and "ranged" in dealt[0].text.lower() and kw.name(st, hero(st, 0)) in dealt[0].text  # the hero is the source


@needs(WOW_CARDS)
def test_gladiator_lanthus_arena_allies_only():
    # "Arena allies in your party have [Exhaust] -> Exhaust target ally.": Arena allies of its
    # controller (the Gladiator itself is one), not other allies, not the opponent's (EN 714)
    st = start({"auto_pass": False})
    lanthus = put_real(st, 0, "Gladiator Lanthus", "allies")
    loraala = put_real(st, 1, "Gladiator Loraala", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    assert "arena" in kw.words(st, lanthus) and "arena" in kw.words(st, loraala)
    assert len(_granted(st, lanthus)) == 1 and _granted(st, owl) == []
    theirs = [pw.text for pw in powers.powers(st, loraala)[powers.own_count(st, loraala):]]
    assert theirs == ["[Exhaust] -> This ally deals 3 fire damage to target hero."]  # its own grant only, not Lanthus's
    st = _use(st, lanthus, str(loraala))
    assert st.table.cards[loraala].tapped and st.table.cards[lanthus].tapped


@needs(WOW_CARDS)
def test_gladiator_loraala_this_ally_deals_fire_damage_and_grant_ends_when_it_leaves():
    # "Arena allies in your party have [Exhaust] -> This ally deals 3 fire damage to target hero."
    st = start({"auto_pass": False})
    loraala = put_real(st, 0, "Gladiator Loraala", "allies")
    lanthus = put_real(st, 0, "Gladiator Lanthus", "allies")
    assert len(_granted(st, lanthus)) == 2  # its own grant and Loraala's
    log: list = []
    st = _use(st, loraala, str(hero(st, 1)), log=log, which="fire")
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[loraala].tapped
    dealt = [e for e in log if e.kind == "damage"]
    assert "fire" in dealt[0].text.lower() and kw.name(st, loraala) in dealt[0].text
    destroy(st, loraala, R("403.1"))  # EN 714: the continuous power ends when its card leaves play
    assert len(_granted(st, lanthus)) == 1


@needs(WOW_CARDS)
def test_fresh_ally_waits_a_turn():
    # 302.2: an ally uses [Exhaust] powers only after it has been in your party since your turn began
    st = start({"auto_pass": False})
    lanthus = put_real(st, 0, "Gladiator Lanthus", "allies")
    st.table.cards[lanthus].entered_turn = st.turn
    assert _granted(st, lanthus) == []
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("power", 0, {"uid": lanthus, "power": powers.own_count(st, lanthus), "x": 0}))
    assert err.value.rule == R("302.2")


@needs(WOW_CARDS)
def test_lunen_arcane_allies_draw():
    # "Arcane allies in your party have [Exhaust] -> Draw a card." (Lunen deals arcane damage)
    st = start({"auto_pass": False})
    lunen = put_real(st, 0, "Lunen the Moon Baron", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    assert "arcane" in kw.words(st, lunen) and _granted(st, owl) == []
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, lunen)
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[lunen].tapped


@needs(WOW_CARDS)
def test_field_repair_bot_hero_returns_equipment():
    # "Friendly heros have 1, [Exhaust] -> Put an equipment card from your graveyard into your hand."
    st = start({"auto_pass": False})
    bot = put_real(st, 0, "Field Repair Bot 74A", "allies")
    me = hero(st, 0)
    assert _granted(st, bot) == [] and _granted(st, hero(st, 1)) == []
    gear = put_real(st, 0, "Patient Shot", "graveyard")  # not equipment: stays
    armor = put_real(st, 0, "Stained Shadowcraft Cap", "graveyard")
    mask = put_real(st, 0, "Tattered Dreadmist Mask", "graveyard")
    resources(st, 0, 1)
    st = _use(st, me)
    assert {int(o.id) for o in st.pending[0].options} == {armor, mask}  # chosen as it resolves, equipment only
    st = resolve_chain(choose(st, str(armor)))
    assert st.table.cards[armor].zone == "hand" and st.table.cards[mask].zone == "graveyard" and st.table.cards[gear].zone == "graveyard"
    assert st.table.cards[me].tapped and all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


def _put_id(st, player: int, card_id: str, zone: str) -> int:
    """A real card by its id (a name printed twice with different text)."""
    from .test_templates import real_pool

    data = real_pool().get(card_id).data
    card = st.table.add(card_id, player, zone)
    st.cards[card_id] = data
    card.entered_turn = -1
    return card.uid


@needs(WOW_CARDS)
def test_roke_frost_allies_stop_an_attacker():
    # SOB-153: "Frost allies in your party have [Exhaust] -> Target ally can't attack this turn." (103.2)
    st = start({"auto_pass": False})
    roke = _put_id(st, 0, "SOB-153", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    assert "frost" in kw.words(st, roke) and _granted(st, owl) == []
    st = _use(st, roke, str(foe))
    assert st.table.cards[roke].tapped and kw.has(st, foe, CANT_ATTACK) and not kw.has(st, owl, CANT_ATTACK)


@needs(WOW_CARDS)
def test_coordinated_attack_friendly_heroes_deal_ranged_damage():
    # OLT-2: "Ongoing: Friendly heroes have [Exhaust] -> This hero deals 1 ranged damage to target hero or ally."
    st = start({"auto_pass": False})
    attack = _put_id(st, 0, "OLT-2", "hero_row")
    assert _granted(st, hero(st, 1)) == []  # an opposing hero is no friendly hero
    foe = put(st, 1, "Mist Owl", "allies")
    st = _use(st, hero(st, 0), str(foe))
    assert st.table.cards[foe].damage == 1 or st.table.cards[foe].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].tapped
    st.table.cards[hero(st, 0)].tapped = False
    destroy(st, attack, R("403.1"))
    assert _granted(st, hero(st, 0)) == []


@needs(WOW_CARDS)
def test_lightwell_friendly_characters_heal_themselves():
    # "Ongoing: Friendly heroes and allies have [Exhaust] -> This character heals 2 damage from itselt."
    # (the misprint read as "itself"): each friendly character heals itself, the receiver as source
    assert is_automated(real("Lightwell"))
    st = start({"auto_pass": False})
    well = put_real(st, 0, "Lightwell", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    assert _granted(st, foe) == [] and len(_granted(st, owl)) == 1
    st.table.cards[hero(st, 0)].damage = 5
    st.table.cards[owl].damage = 1
    st = _use(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[owl].damage == 1 and st.table.cards[hero(st, 0)].tapped
    destroy(st, well, R("403.1"))
    assert _granted(st, owl) == []


@needs(WOW_CARDS)
def test_a_card_that_cant_have_powers_gets_none():
    # 103.2: "loses and can't have powers" — a granted power can't be had either
    from engine.core import Modifier
    from engine.wow.lost_powers import NO_POWERS

    st = start({"auto_pass": False})
    lanthus = put_real(st, 0, "Gladiator Lanthus", "allies")
    assert len(_granted(st, lanthus)) == 1
    st.modifiers.append(Modifier(lanthus, NO_POWERS, 0, duration="this_turn", turn=st.turn))
    assert _granted(st, lanthus) == []


@needs(WOW_CARDS)
def test_used_power_resolves_after_the_grant_ends():
    # 415.6a: once on the chain the power's effect is independent of the card that gave it
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    st, training = _attach(st, "Druid Training", mine)
    (index,) = _granted(st, mine)
    st = choose(apply(st, "power", 0, uid=mine, power=index, x=0), str(foe))
    assert st.chain and not st.table.cards[foe].tapped
    destroy(st, training, R("403.1"))
    st = resolve_chain(st)
    assert st.table.cards[foe].tapped and not st.chain
