"""Helper w31abA: ability cards that were manual after round 1 — the scripts of ``engine/wow/cards/scripts/wc31.toml``
and the engine pieces they use (``engine.wow.damage_history_targets``, ``defender_takeover``, ``defending_hero_hits``,
``martyr_heal``, ``opposing_exhaust``, ``removed_ally_entry``, ``armed_exhausts``; ``another_target``'s ``max_cost_of``
"paid"). Each card is played with the real card of the
pool and every clause of its text is checked.

Rule calls without a source:
- Repentance: "dealt by" = the card was the source of a damage packet this turn (an ally's combat or power damage);
  "dealt with" = a struck weapon's combat packet or a packet of the card's effect (as Reprisal, 408.3d).
- Reckoning of the Light: a card that left play and came back (a new object, 415.9a) no longer counts; "each ability
  and equipment" is either side's.
- Righteous Defense: the hero is named as the proposed defender too, so it defends rather than protects (EN 602.2); it
  becomes the defender whatever keywords it has; "opposing heroes and allies can't attack that ally" = it can't be
  attacked this turn (only opposing characters attack, EN 601.1).
- Megamorph: "in one party" = every target after the first is in the first one's party; at most ten targets (the
  script's cap, as Rotten to the Spore's).
- Needle Spine: once the combat has closed (its damage step ends it, 603.3), damage to your hero on an opponent's turn
  was dealt to it as the defender; Smash's excess to a hero outside the combat doesn't count.
- Invigorate: X is known as the targets are chosen (the paying cards are named with the play action, EN 707); "you
  may" = the target may be left out; "ready X resources" readies fewer when fewer are exhausted.
- Martyr's Mending: "that much" = the damage actually healed in all (after replacements); the amounts are named one
  character at a time, in table order.
- Nerves of Steel: "opposing cards and effects" = the effects of a link an opponent controls, while they are carried
  out (``procedure.run_effects``).
- Ripped through the Portal: any player's removed-from-the-game zone, face-up ally cards only.
- Rocket Barrage: each time the Goblin exhausts this turn (attacking, a cost or an effect) is one trigger; the second
  target is chosen as the trigger goes on the chain.
"""

from __future__ import annotations

import pytest

from engine.core import Event
from engine.wow import damage_history_targets as dh
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _option_ids(st) -> set[str]:
    assert st.pending and st.pending[0].kind == "target", st.pending
    return {o.id for o in st.pending[0].options}


def _hero_strikes(st, player: int, defender: int) -> tuple:
    """``player``'s hero attacks ``defender`` striking with a Scarlet Kris (408.3d: combat damage dealt with it)."""
    resources(st, player, 3)
    sword = put_real(st, player, "Scarlet Kris", "hero_row")
    st = resolve_chain(attack(st, hero(st, player), defender, player))
    st = apply(st, "strike", player, weapon=sword)
    return finish_combat(st), sword


# --- Repentance ---------------------------------------------------------------------------------------------------


def test_repentance_destroys_a_weapon_damage_was_dealt_with_this_turn():
    # WoW 408.3d, 415.9c: "Destroy target ability, ally, or equipment that damage was dealt with or dealt by this turn."
    automated("Repentance")
    st = start()
    big = put_real(st, 1, "Anika Berlyn", "allies")
    st, sword = _hero_strikes(st, 0, big)
    idle = put_real(st, 1, "Scarlet Kris", "hero_row")  # no damage dealt with it
    st, _ = play_real(st, "Repentance", 0, pay=3)
    ids = _option_ids(st)
    assert str(sword) in ids and str(idle) not in ids
    st = resolve_chain(apply(st, "choose", 0, picks=[str(sword)]))
    assert st.table.cards[sword].zone == "graveyard"


def test_repentance_destroys_an_ally_that_dealt_damage_this_turn():
    # WoW 408.2 (the packet's source), 415.9c: the defending ally dealt combat damage back: "dealt by"
    st = start()
    big = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Hira", "allies")  # dealt no damage
    st, _ = _hero_strikes(st, 0, big)
    assert st.table.cards[hero(st, 0)].damage > 0
    st, _ = play_real(st, "Repentance", 0, pay=3)
    ids = _option_ids(st)
    assert str(big) in ids and str(other) not in ids
    st = resolve_chain(apply(st, "choose", 0, picks=[str(big)]))
    assert st.table.cards[big].zone == "graveyard"


def test_repentance_forgets_last_turns_damage():
    # WoW 408.3d: "this turn" — damage dealt last turn doesn't count; no legal target, so it can't be played (EN 707.1d)
    st = start()
    big = put_real(st, 1, "Anika Berlyn", "allies")
    st, sword = _hero_strikes(st, 0, big)
    st = _next_turn(_next_turn(st))
    uid = put_real(st, 0, "Repentance", "hand")
    resources(st, 0, 3)
    plays = [a for a in _legal(st, 0) if a.type == "play" and a.args.get("uid") == uid]
    assert not plays and st.table.cards[sword].zone == "hero_row" and st.table.cards[big].zone == "allies"


def _legal(st, player):
    return ENGINE.legal_actions(st, player)


# --- Reckoning of the Light ----------------------------------------------------------------------------------------


def test_reckoning_destroys_equipment_that_hurt_your_hero_earlier_this_game():
    # WoW 408.3d, 415.9c: "Destroy each ability and equipment with which damage was dealt to your hero this game."
    automated("Reckoning of the Light")
    st = start()
    st, mine = _hero_strikes(st, 0, hero(st, 1))  # my weapon hurt the opposing hero: not mine to count
    st = _next_turn(st)
    st, theirs = _hero_strikes(st, 1, hero(st, 0))  # their weapon hurt my hero, last turn
    idle = put_real(st, 1, "Dual Wield", "hero_row")  # an ability no damage was dealt with
    st = _next_turn(st)
    assert st.active == 0 and st.table.cards[theirs].zone == "hero_row"
    st, _ = play_real(st, "Reckoning of the Light", 0, pay=5)
    st = resolve_chain(st)
    assert st.table.cards[theirs].zone == "graveyard"
    assert st.table.cards[idle].zone == "hero_row" and st.table.cards[mine].zone == "hero_row"


def test_reckoning_spares_a_card_that_left_play_and_came_back():
    # WoW 415.9a: a card that left play and returned is a new object; what was dealt with the old one doesn't count
    st = start()
    st = _next_turn(st)
    st, theirs = _hero_strikes(st, 1, hero(st, 0))
    st = _next_turn(st)
    card = st.table.cards[theirs]
    st.table.move(theirs, "hand")
    st.table.move(theirs, "hero_row", player=1)
    card.entered_turn = st.turn
    st, _ = play_real(st, "Reckoning of the Light", 0, pay=5)
    st = resolve_chain(st)
    assert st.table.cards[theirs].zone == "hero_row"
    assert kw.in_play(st, theirs)


def test_reckoning_counts_an_ongoing_abilitys_damage_to_your_hero():
    # WoW 408.3d: damage dealt with an ability card's effect (its packet's via) counts like a struck weapon's
    st = start()
    st = _next_turn(st)
    ability = put_real(st, 1, "Dual Wield", "hero_row")
    dh.note(st, Event("damage", "", player=1, data={"uid": hero(st, 0), "n": 2, "via": ability, "source": hero(st, 1)}))  # a packet of its effect
    st = _next_turn(st)
    st, _ = play_real(st, "Reckoning of the Light", 0, pay=5)
    st = resolve_chain(st)
    assert st.table.cards[ability].zone == "graveyard"


# --- Righteous Defense ---------------------------------------------------------------------------------------------


def _defend_with(st, raider: int, wall: int):
    """P1's ``wall`` is attacked by P0's ``raider``; once P0 passes priority with the combat proposed, P1 plays
    Righteous Defense on ``wall`` (EN 601.2: the proposed combat is on the chain)."""
    card = put_real(st, 1, "Righteous Defense", "hand")  # in hand with resources: P1 gets the chance to answer
    resources(st, 1, 2)
    st = attack(st, raider, wall)
    for _ in range(6):
        if st.priority == 1 and st.combat is not None:
            break
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 1, uid=card, x=0)
    return choose(st, str(wall))


def test_righteous_defense_swaps_the_defending_ally_for_your_hero():
    # EN 603, 601.2: "Remove target friendly defending ally from combat, and your hero becomes a defender." — the
    # combat goes on with the hero as the defender: the attacker's combat damage goes to the hero, the ally is unhurt
    automated("Righteous Defense")
    st = start()
    raider = put_real(st, 0, "Anika Berlyn", "allies")
    wall = put_real(st, 1, "Hira", "allies")  # 1 health: the raider's blow would destroy it
    st = finish_combat(_defend_with(st, raider, wall))
    assert kw.in_play(st, wall) and st.table.cards[wall].damage == 0
    assert st.table.cards[hero(st, 1)].damage == kw.atk(st, raider)


def test_righteous_defense_ally_cant_be_attacked_again_this_turn():
    # EN 601.1: "Opposing heroes and allies can't attack that ally this turn." — another attacker can't propose it as
    # the defender this turn; next turn it may be attacked again
    from engine.core import RulesError
    from engine.wow import combat

    st = start()
    raider = put_real(st, 0, "Anika Berlyn", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    wall = put_real(st, 1, "Hira", "allies")
    st = finish_combat(_defend_with(st, raider, wall))
    assert combat.can_be_attacked(st, wall, 0, attacker=other) is not None
    try:
        attack(st, other, wall)
        raise AssertionError("attack allowed")
    except RulesError:
        pass
    assert combat.can_be_attacked(st, hero(st, 1), 0, attacker=other) is None  # the hero still may be
    st = _next_turn(_next_turn(st))
    assert combat.can_be_attacked(st, wall, 0, attacker=other) is None


def test_righteous_defense_needs_a_defending_ally():
    # EN 707.1d: "target friendly defending ally" — an ally not in combat isn't a legal target
    st = start()
    raider = put_real(st, 0, "Anika Berlyn", "allies")
    wall = put_real(st, 1, "Hira", "allies")
    idle = put(st, 1, "Iron Sentinel", "allies")
    card = put_real(st, 1, "Righteous Defense", "hand")
    resources(st, 1, 2)
    st = attack(st, raider, wall)
    for _ in range(6):
        if st.priority == 1 and st.combat is not None:
            break
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 1, uid=card, x=0)
    ids = _option_ids(st)
    assert str(wall) in ids and str(idle) not in ids


# --- Megamorph -----------------------------------------------------------------------------------------------------


def _megamorph(st, picks: list[int], offered: list[set[str]] | None = None):
    """P0 plays Megamorph targeting ``picks`` in order (then no more)."""
    uid = put_real(st, 0, "Megamorph", "hand")
    resources(st, 0, 8)
    left = iter([str(u) for u in picks])
    st = apply(st, "play", 0, uid=uid, x=0)
    for _ in range(12):
        if not st.pending or st.pending[0].kind != "target":
            break
        if offered is not None:
            offered.append({o.id for o in st.pending[0].options})
        nxt = next(left, None)
        st = choose(st) if nxt is None else choose(st, nxt)
    return _settle(st), uid


def test_megamorph_turns_the_targets_into_sheep_without_powers_while_it_stays():
    # EN 706, 305.2a, EN 714, 103.2, 202.3: "Target any number of allies in one party." / "Ongoing: Those allies can't
    # attack or protect, lose all powers, and are Sheep."
    from engine.wow.cards.keys import CANT_ATTACK, CANT_PROTECT
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("Megamorph")
    st = start()
    golem = put(st, 1, "Stone Guardian", "allies")  # Protector
    owl = put(st, 1, "Mist Owl", "allies")
    spared = put(st, 1, "Iron Sentinel", "allies")
    assert kw.has(st, golem, "Protector")
    st, mega = _megamorph(st, [golem, owl])
    assert st.table.cards[mega].zone == "hero_row"
    for u in (golem, owl):
        assert kw.has(st, u, CANT_ATTACK) and kw.has(st, u, CANT_PROTECT) and "sheep" in kw.words(st, u)
    assert not kw.has(st, golem, "Protector")  # lost all powers
    assert not kw.has(st, spared, CANT_ATTACK) and "sheep" not in kw.words(st, spared)
    destroy(st, mega, R("415.9c"))  # the ongoing ability leaves play: the allies are themselves again
    assert kw.has(st, golem, "Protector") and not kw.has(st, golem, CANT_ATTACK) and "sheep" not in kw.words(st, golem)


def test_megamorph_targets_stay_in_the_first_ones_party():
    # EN 706: "in one party" — once the first target is chosen, the others are allies of that party only
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    other = put(st, 1, "Mist Owl", "allies")
    offered: list[set[str]] = []
    st, _ = _megamorph(st, [theirs], offered)
    assert str(mine) in offered[0] and str(theirs) in offered[0]  # either party at first
    assert str(other) in offered[1] and str(mine) not in offered[1] and str(theirs) not in offered[1]
    assert "sheep" in kw.words(st, theirs) and "sheep" not in kw.words(st, mine) and "sheep" not in kw.words(st, other)


# --- Needle Spine ---------------------------------------------------------------------------------------------------


def _answer_attack(st, attacker: int, defender: int, name: str, target: int):
    """On P1's turn ``attacker`` attacks ``defender``; with the combat proposed, P0 plays ``name`` at ``target``."""
    card = put_real(st, 0, name, "hand")
    resources(st, 0, 4)
    st = attack(st, attacker, defender, 1)
    for _ in range(6):
        if st.priority == 0 and st.combat is not None:
            break
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 0, uid=card, x=0)
    return choose(st, str(target))


def test_needle_spine_hits_back_for_combat_damage_to_your_defending_hero():
    # EN 703, 408.3: "When target hero or ally deals combat damage to your defending hero this turn, your hero also deals
    # that much ranged damage to it."
    automated("Needle Spine")
    st = _next_turn(start())
    assert st.active == 1
    raider = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK, 6 health
    st = _settle(finish_combat(_answer_attack(st, raider, hero(st, 0), "Needle Spine", raider)))
    assert st.table.cards[hero(st, 0)].damage == 5
    assert st.table.cards[raider].damage == 5  # that much, dealt by my hero


def test_needle_spine_ignores_other_attackers_and_damage_to_allies():
    # EN 703: only the target's combat damage to your hero while it defends
    st = _next_turn(start())
    raider = put_real(st, 1, "Anika Berlyn", "allies")
    other = put(st, 1, "Iron Sentinel", "allies")
    st = _settle(finish_combat(_answer_attack(st, other, hero(st, 0), "Needle Spine", raider)))
    assert st.table.cards[hero(st, 0)].damage > 0 and st.table.cards[other].damage == 0 and st.table.cards[raider].damage == 0


def test_needle_spine_not_when_your_hero_is_the_attacker():
    # EN 601.2, 703: the target's combat damage back to your attacking hero isn't damage to a defending hero
    st = start()
    big = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    st = resolve_chain(play_real(st, "Needle Spine", 0, str(big), pay=2)[0])
    st, _ = _hero_strikes(st, 0, big)
    st = _settle(st)
    assert st.table.cards[hero(st, 0)].damage == 5 and st.table.cards[big].damage == 1  # only the Kris's blow (no 5 back)


# --- Invigorate -----------------------------------------------------------------------------------------------------


def _invigorate(st, removed: list[int]):
    """P0 plays Invigorate (cost 3) naming ``removed`` to pay its additional cost."""
    card = put_real(st, 0, "Invigorate", "hand")
    resources(st, 0, 3)
    return apply(st, "play", 0, uid=card, x=0, extra=removed)


def test_invigorate_readies_x_resources_and_an_ally_with_cost_x_or_less():
    # WoW 403.1, 411.1: "As an additional cost to play, remove up to five [Rogue] abilities in your graveyard from the
    # game." / "Ready X resources you control, and you may ready target ally with cost X or less, where X is the number
    # of cards removed this way."
    automated("Invigorate")
    st = start()
    rogue = [put_real(st, 0, c, "graveyard") for c in ("Belligerence", "Aggressive Infiltration")]
    spent = resources(st, 0, 3)
    for u in spent:
        st.table.cards[u].tapped = True
    cheap = put_real(st, 0, "Hira", "allies", tapped=True)  # cost 1
    dear = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)  # cost 6
    st = _invigorate(st, rogue)
    ids = _option_ids(st)
    assert str(cheap) in ids and str(dear) not in ids  # cost X (2) or less
    st = resolve_chain(choose(st, str(cheap)))
    assert st.pending and st.pending[0].kind != "target"
    pend = st.pending[0]
    assert (pend.min, pend.max) == (2, 2)  # X resources
    st = resolve_chain(choose(st, *[o.id for o in pend.options][:2]))
    assert [st.table.cards[u].zone for u in rogue] == ["removed", "removed"]
    assert not st.table.cards[cheap].tapped and st.table.cards[dear].tapped
    exhausted = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    assert len(exhausted) == 6 - 2


def test_invigorate_with_nothing_removed_readies_nothing():
    # WoW 403.1: "up to five": none removed, X is 0 — no resource readied; the ally must cost 0 or less
    st = start()
    cheap = put_real(st, 0, "Hira", "allies", tapped=True)
    st = _invigorate(st, [])
    if st.pending and st.pending[0].kind == "target":
        assert str(cheap) not in _option_ids(st)
        st = choose(st)
    st = resolve_chain(st)
    assert not st.pending and st.table.cards[cheap].tapped
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


# --- Martyr's Mending -----------------------------------------------------------------------------------------------


def test_martyrs_mending_moves_the_chosen_damage_onto_your_hero():
    # WoW 407.1, 405.3, EN 709.1: "Your hero heals any amount of damage from other friendly heroes and allies. Put that
    # much damage on your hero."
    automated("Martyr's Mending")
    st = start()
    a = put_real(st, 0, "Anika Berlyn", "allies", damage=4)
    b = put(st, 0, "Iron Sentinel", "allies", damage=1)
    fresh = put(st, 0, "Loyal Hound", "allies")  # undamaged: not asked
    foe = put(st, 1, "Iron Sentinel", "allies", damage=2)  # not friendly
    st, _ = play_real(st, "Martyr's Mending", 0, pay=3)
    st = resolve_chain(st)
    asked = []
    for amount in (3, 0):
        pend = st.pending[0]
        assert pend.kind == "wc31_heal_amount"
        asked.append(len(pend.options) - 1)  # 0 … its damage
        st = choose(st, str(amount))
    st = resolve_chain(st)
    assert asked == [4, 1] and not st.pending
    assert st.table.cards[a].damage == 1 and st.table.cards[b].damage == 1
    assert st.table.cards[fresh].damage == 0 and st.table.cards[foe].damage == 2
    assert st.table.cards[hero(st, 0)].damage == 3  # that much, put on the hero


def test_martyrs_mending_with_no_other_damaged_character_does_nothing():
    # EN 709.1: nothing to heal, nothing put on the hero
    st = start()
    put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Martyr's Mending", 0, pay=3)[0])
    assert not st.pending and st.table.cards[hero(st, 0)].damage == 0


# --- Nerves of Steel ------------------------------------------------------------------------------------------------


def test_nerves_of_steel_readies_your_hero_which_opposing_effects_cant_exhaust():
    # WoW 411.1, 103.2, EN 709.1: "Ready your hero. It can't be exhausted by opposing cards and effects this turn." —
    # played in answer to the opponent's Charge ("Exhaust target hero or ally."), which then can't exhaust it
    automated("Nerves of Steel")
    st = _next_turn(start())
    assert st.active == 1
    me = hero(st, 0)
    st.table.cards[me].tapped = True
    nerves = put_real(st, 0, "Nerves of Steel", "hand")
    resources(st, 0, 3)
    st, charge = play_real(st, "Charge", 1, str(me), pay=3)
    for _ in range(4):
        if st.priority == 0:
            break
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 0, uid=nerves, x=0)
    assert len(st.chain) == 2  # Nerves of Steel above Charge
    st = resolve_chain(st)
    assert st.table.cards[charge].zone == "graveyard"  # Charge resolved
    assert not st.chain and not st.table.cards[me].tapped  # readied, and Charge didn't exhaust it


def test_nerves_of_steel_your_own_effects_still_exhaust_your_hero():
    # 103.2: only opposing cards and effects are barred; your own Charge exhausts your hero
    st = start()
    me = hero(st, 0)
    st.table.cards[me].tapped = True
    st = resolve_chain(play_real(st, "Nerves of Steel", 0, pay=3)[0])
    assert not st.table.cards[me].tapped
    st = resolve_chain(play_real(st, "Charge", 0, str(me), pay=3)[0])
    assert st.table.cards[me].tapped


def test_without_nerves_of_steel_charge_exhausts_the_hero():
    # 411.1: the opposing Charge exhausts an unshielded hero (the check above can fail)
    st = _next_turn(start())
    me = hero(st, 0)
    st = resolve_chain(play_real(st, "Charge", 1, str(me), pay=3)[0])
    assert st.table.cards[me].tapped


# --- Ripped through the Portal --------------------------------------------------------------------------------------


def test_ripped_through_the_portal_puts_a_removed_ally_into_play_under_your_control():
    # WoW 710.1, 415.7, EN 709.1: "Put an ally card that's removed from the game into play under your control." — any
    # player's removed-from-the-game zone; an ability card there isn't offered
    automated("Ripped through the Portal")
    st = start()
    theirs = put_real(st, 1, "Anika Berlyn", "removed")
    mine = put(st, 0, "Iron Sentinel", "removed")
    other = put_real(st, 1, "Charge", "removed")
    st = resolve_chain(play_real(st, "Ripped through the Portal", 0, pay=8)[0])
    pend = st.pending[0]
    assert pend.kind == "wc31_removed_ally_pick"
    assert {o.id for o in pend.options} == {str(theirs), str(mine)} and str(other) not in {o.id for o in pend.options}
    st = resolve_chain(choose(st, str(theirs)))
    card = st.table.cards[theirs]
    assert card.zone == "allies" and card.controller == 0 and card.owner == 1
    assert st.table.cards[mine].zone == "removed"


def test_ripped_through_the_portal_with_no_removed_ally_does_nothing():
    # EN 709.1: nothing to pick, nothing happens
    st = start()
    st = resolve_chain(play_real(st, "Ripped through the Portal", 0, pay=8)[0])
    assert not st.pending and not st.table.zone(0, "allies")


# --- Rocket Barrage -------------------------------------------------------------------------------------------------


def _barrage(st, goblin: int):
    """P0's Rocket Barrage (in play) uses its [Exhaust] power on ``goblin``."""
    rocket = put_real(st, 0, "Rocket Barrage", "hero_row")
    st = apply(st, "power", 0, uid=rocket, power=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(goblin))
    return _settle(st), rocket


@pytest.mark.parametrize("pay", [True, False])
def test_rocket_barrage_goblin_exhausting_may_pay_one_to_deal_one_fire_damage(pay):
    # EN 703, 709.3, 412.2, 408.2: "Ongoing: [Exhaust] -> When target Goblin Ally you control exhausts this turn, you may
    # pay 1. If you do, it deals 1 fire damage to target ally."
    automated("Rocket Barrage")
    st = start()
    goblin = put_real(st, 0, "Krixel Pinchwhistle", "allies")  # a Goblin
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, rocket = _barrage(st, goblin)
    assert st.table.cards[rocket].tapped
    resources(st, 0, 1)
    st = resolve_chain(attack(st, goblin, hero(st, 1)))  # attacking exhausts it (EN 601.2)
    st = _settle(st, {"may": ["yes" if pay else "no"], "target": [str(foe)]})
    assert st.table.cards[foe].damage == (1 if pay else 0)
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) is pay


def test_rocket_barrage_needs_a_goblin_and_waits_for_it_alone():
    # EN 706, 703: the target is a Goblin ally you control; another ally exhausting triggers nothing
    st = start()
    goblin = put_real(st, 0, "Krixel Pinchwhistle", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    rocket = put_real(st, 0, "Rocket Barrage", "hero_row")
    st = apply(st, "power", 0, uid=rocket, power=0)
    assert {o.id for o in st.pending[0].options} == {str(goblin)}
    st = _settle(choose(st, str(goblin)))
    resources(st, 0, 1)
    st = _settle(resolve_chain(attack(st, other, hero(st, 1))), {"may": lambda p: pytest.fail("not the Goblin")})
    assert st.table.cards[foe].damage == 0
