"""Round 8, abilities A–K (helper w8a): each card of ``engine/wow/cards/scripts/w8a.toml`` played as the real
card, every clause checked; the refusals cite the rule that forbids the move."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.wow.engine import ENGINE
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def _hand(st, player: int) -> list[int]:
    return list(st.table.zone(player, "hand"))


def _cast(st, name: str, player: int = 0, pay: int = 6) -> tuple[object, int]:
    """``player`` plays the real card ``name`` from his hand (paying with fresh resources); returns (state, uid)."""
    uid = put_real(st, player, name, "hand")
    resources(st, player, pay)
    return apply(st, "play", player, uid=uid, x=0), uid


def _opponents_turn_priority(st):
    """To P2's turn; P2 plays a card (Mist Owl) so that P1 gets priority (EN 410) with the chain not empty."""
    st = next_turn(st)
    assert st.active == 1
    return _opponents_turn_priority_now(st)


# --- Adrenaline Rush -----------------------------------------------------------------------------------------


def test_adrenaline_rush_readies_draws_up_and_discards_the_hand_at_end_of_turn():
    # WoW 411.1 (ready all of your resources), 415.4b (maximum hand size 7), 500.2 / 415.9d (at end of turn, discard your hand)
    automated("Adrenaline Rush")
    st = start()
    spent = resources(st, 0, 3)
    for uid in spent:
        st.table.cards[uid].tapped = True
    theirs = resources(st, 1, 2)
    for uid in theirs:
        st.table.cards[uid].tapped = True
    for uid in _hand(st, 0)[2:]:
        st.table.move(uid, "deck")  # a short hand: two cards kept
    st, rush = _cast(st, "Adrenaline Rush", pay=7)
    st = resolve_chain(st)
    assert st.table.cards[rush].zone == "graveyard"
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))  # all of them, those paid with too
    assert all(st.table.cards[u].tapped for u in theirs)  # only yours
    assert len(_hand(st, 0)) == 7  # drawn up to the maximum hand size
    kept = _hand(st, 0)
    assert all(st.table.cards[u].zone == "hand" for u in kept)  # not yet: at end of turn
    st = next_turn(st)
    assert st.active == 1
    assert _hand(st, 0) == [] and all(st.table.cards[u].zone == "graveyard" for u in kept)  # 500.2: discarded as the turn ended
    assert len(_hand(st, 1)) > 0  # only your hand


def test_adrenaline_rush_discards_only_once():
    # WoW 500.2: the delayed effect is of this turn only — the next turns keep the hand
    st = start()
    st, _ = _cast(st, "Adrenaline Rush", pay=7)
    st = resolve_chain(st)
    st = next_turn(st)
    st = next_turn(st)
    assert st.active == 0 and len(_hand(st, 0)) == 1  # the card drawn this turn stays
    st = next_turn(st)
    assert len(_hand(st, 0)) == 1


# --- Ice Nova --------------------------------------------------------------------------------------------------


def test_ice_nova_refused_on_your_own_turn():
    # WoW 103.2: "Play only on an opponent's turn."
    automated("Ice Nova")
    st = start()
    nova = put_real(st, 0, "Ice Nova", "hand")
    resources(st, 0, 5)
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=nova, x=0)
    assert err.value.rule == R("103.2")


def test_ice_nova_stops_his_cards_attacking_and_exhausting_this_turn():
    # WoW 103.2 ("can't" wins): his abilities, allies, equipment and hero can't attack or exhaust this turn
    from engine.wow.restrictions import can_exhaust

    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    nova = put_real(st, 0, "Ice Nova", "hand")
    resources(st, 0, 4)
    st = _opponents_turn_priority(st)
    st = apply(st, "play", 0, uid=nova, x=0)
    st = resolve_chain(st)
    assert st.table.cards[nova].zone == "graveyard"
    assert not can_exhaust(st, foe) and not can_exhaust(st, hero(st, 1))
    assert can_exhaust(st, mine) and can_exhaust(st, hero(st, 0))  # only his
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("attack", 1, {"attacker": foe, "defender": hero(st, 0)}))
    assert "can't attack" in str(err.value)  # EN 601.1: an attacker must be able to attack
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("attack", 1, {"attacker": hero(st, 1), "defender": hero(st, 0)}))
    assert "can't attack" in str(err.value)
    st = next_turn(st)  # this turn only
    assert can_exhaust(st, foe)


# --- A Break in the Action ------------------------------------------------------------------------------------


def test_a_break_in_the_action_exhausts_chosen_ready_characters_and_each_heals_itself():
    # WoW 709.1 (chosen on resolution), 411.1 (exhaust), 407.1 (heals 2 damage from itself)
    automated("A Break in the Action")
    st = start()
    a = put_real(st, 0, "Anika Berlyn", "allies", damage=1)
    b = put_real(st, 0, "Anika Berlyn", "allies", damage=1)
    tired = put_real(st, 0, "Anika Berlyn", "allies", damage=1, tapped=True)
    foe = put_real(st, 1, "Anika Berlyn", "allies", damage=1)
    st.table.cards[hero(st, 0)].damage = 5
    st, brk = _cast(st, "A Break in the Action")
    st = resolve_chain(st)
    [pending] = st.pending
    ids = {o.id for o in pending.options}
    assert ids == {str(a), str(b), str(hero(st, 0))}  # ready, in your party
    assert pending.min == 0
    st = choose(st, str(a), str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[a].tapped and st.table.cards[a].damage == 0
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[hero(st, 0)].damage == 3
    assert not st.table.cards[b].tapped and st.table.cards[b].damage == 1  # not chosen
    assert st.table.cards[tired].damage == 1 and st.table.cards[foe].damage == 1
    assert st.table.cards[brk].zone == "graveyard"


def test_a_break_in_the_action_choosing_none():
    # WoW 709.1: "any number" may be none: nothing exhausts, nothing heals
    st = start()
    a = put_real(st, 0, "Anika Berlyn", "allies", damage=1)
    st, _ = _cast(st, "A Break in the Action")
    st = resolve_chain(st)
    st = choose(st)
    st = resolve_chain(st)
    assert not st.table.cards[a].tapped and st.table.cards[a].damage == 1


# --- Empty the Stables -----------------------------------------------------------------------------------------


def test_empty_the_stables_finds_up_to_three_pets_with_different_names():
    # WoW 413.1 (search, reveal, to hand), 413.2 (the deck is shuffled)
    automated("Empty the Stables")
    st = start()
    pets = [put_real(st, 0, n, "deck") for n in ("Banzai", "Banzai", "Blinky", "Bolton")]
    st, _ = _cast(st, "Empty the Stables")
    st = resolve_chain(st)
    [pending] = st.pending
    assert {o.id for o in pending.options} == {str(u) for u in pets}  # only Pets
    assert pending.max == 3
    with pytest.raises(RulesError) as err:  # two named Banzai
        ENGINE.apply(st, Action("choose", 0, {"picks": [str(pets[0]), str(pets[1])]}))
    assert err.value.rule == R("413.1")
    st = choose(st, str(pets[0]), str(pets[2]), str(pets[3]))
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in pets] == ["hand", "deck", "hand", "hand"]


# --- Kick Thinking ---------------------------------------------------------------------------------------------


def _wisdom_on_the_chain(st):
    """P1 plays Wisdom (an ability, cost 4) and passes: P2 has priority with it on the chain (EN 410)."""
    wisdom = put_real(st, 0, "Wisdom", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=wisdom, x=0)
    st = apply(st, "pass", 0)
    assert st.priority == 1 and st.chain
    return st, wisdom


@pytest.mark.parametrize("casters", [3, 4])
def test_kick_thinking_counts_your_mages_and_rogues(casters):
    # WoW EN 711 (interrupt target ability), EN 706 (a target must fit as it is chosen): cost ≤ Mages and Rogues you control
    automated("Kick Thinking")
    st = start({"auto_pass": False})
    for i in range(casters):
        put_real(st, 1, "Waz'luk" if i % 2 else "Alexi Barov", "allies")
    put_real(st, 0, "Waz'luk", "allies")  # an opposing Mage: not yours
    put_real(st, 1, "Anika Berlyn", "allies")  # neither Mage nor Rogue
    kick = put_real(st, 1, "Kick Thinking", "hand")
    st, wisdom = _wisdom_on_the_chain(st)
    resources(st, 1, 1)
    if casters < 4:
        with pytest.raises(RulesError):  # no legal target: the card can't be played (EN 706)
            apply(st, "play", 1, uid=kick, x=0)
        return
    st = apply(st, "play", 1, uid=kick, x=0)
    if st.pending:
        assert {o.id for o in st.pending[0].options} == {str(wisdom)}
        st = choose(st, str(wisdom))
    hand = len(_hand(st, 0))
    st = resolve_chain(st)
    assert st.table.cards[wisdom].zone == "graveyard" and len(_hand(st, 0)) == hand  # interrupted: nothing drawn
    assert st.table.cards[kick].zone == "graveyard"


def test_kick_thinking_rechecks_the_count_on_resolution():
    # WoW EN 709.2a: a target no longer legal as the card resolves isn't affected
    from engine.wow.leaving_play import destroy

    st = start({"auto_pass": False})
    casters = [put_real(st, 1, "Waz'luk", "allies") for _ in range(4)]
    kick = put_real(st, 1, "Kick Thinking", "hand")
    st, wisdom = _wisdom_on_the_chain(st)
    resources(st, 1, 1)
    st = apply(st, "play", 1, uid=kick, x=0)
    if st.pending:
        st = choose(st, str(wisdom))
    destroy(st, casters[0], R("415.9c"))  # three Mages left: Wisdom's cost 4 is too high now
    hand = len(_hand(st, 0))
    st = resolve_chain(st)
    assert len(_hand(st, 0)) == hand + 2  # Wisdom resolved: two cards drawn


# --- Deadliness ------------------------------------------------------------------------------------------------


def test_deadliness_one_or_more_modes_each_with_its_target():
    # WoW EN 707.1c ("Choose one or more": the modes, then their targets, as it is played), 707.1d, 415.9c (destroy)
    automated("Deadliness")
    st = start()
    ally = put_real(st, 1, "Anika Berlyn", "allies", tapped=True)
    ready_ally = put_real(st, 1, "Anika Berlyn", "allies")
    axe = put_real(st, 1, "Arcanite Reaper", "hero_row", tapped=True)
    spot = put(st, 1, "Mist Owl", "resources", tapped=True)
    st, dead = _cast(st, "Deadliness")
    [pending] = st.pending
    assert [o.id for o in pending.options] == ["0", "1", "2"] and (pending.min, pending.max) == (1, 3)
    with pytest.raises(RulesError):  # at least one (EN 707.1c)
        ENGINE.apply(st, Action("choose", 0, {"picks": []}))
    st = choose(st, "0", "2")
    assert str(ready_ally) not in {o.id for o in st.pending[0].options}  # only an exhausted ally
    st = choose(st, str(ally))
    st = choose(st, str(spot))
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[spot].zone == "graveyard"
    assert st.table.cards[axe].zone == "hero_row" and st.table.cards[ready_ally].zone == "allies"  # mode not chosen / not exhausted
    assert st.table.cards[dead].zone == "graveyard"


def test_deadliness_offers_only_modes_with_a_legal_target():
    # WoW EN 707.1d: a mode whose target can't be chosen can't be chosen; none: the card can't be played
    st = start()
    put_real(st, 1, "Arcanite Reaper", "hero_row", tapped=True)
    st, _ = _cast(st, "Deadliness")
    assert [o.id for o in st.pending[0].options] == ["1"]
    st2 = start()
    dead = put_real(st2, 0, "Deadliness", "hand")
    resources(st2, 0, 6)
    with pytest.raises(RulesError):
        apply(st2, "play", 0, uid=dead, x=0)


# --- Astral Grief ----------------------------------------------------------------------------------------------


def test_astral_grief_interrupts_a_quest_reward():
    # WoW EN 702.2 (the reward goes on the chain), EN 711.1 (interrupted: it never resolves)
    from .test_quests_cards import complete

    automated("Astral Grief")
    st = start({"auto_pass": False})
    grief = put_real(st, 1, "Astral Grief", "hand")
    resources(st, 1, 1)
    st, quest = complete(st, "Corki's Ransom")  # "Reward: Draw a card." (its cost returns it to hand)
    st = apply(st, "pass", 0)
    assert st.priority == 1 and any(lk.uid == quest for lk in st.chain)
    hand = len(_hand(st, 0))
    st = apply(st, "play", 1, uid=grief, x=0)
    if st.pending:
        assert {o.id for o in st.pending[0].options} == {str(quest)}
        st = choose(st, str(quest))
    st = resolve_chain(st)
    assert not st.chain and len(_hand(st, 0)) == hand  # no card drawn
    assert st.table.cards[grief].zone == "graveyard"


def test_astral_grief_needs_a_reward_on_the_chain():
    # WoW EN 707.1d: no quest reward effect on the chain, no target: it can't be played
    st = start({"auto_pass": False})
    grief = put_real(st, 1, "Astral Grief", "hand")
    resources(st, 1, 1)
    st, _ = _wisdom_on_the_chain(st)  # an ability card isn't a quest reward
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=grief, x=0)


# --- Astral Denial ---------------------------------------------------------------------------------------------


def test_astral_denial_played_interrupts_a_reward_and_stays_in_play():
    # WoW 305.2a (an Ongoing ability's first part as it enters play), EN 711.1
    from .test_quests_cards import complete

    automated("Astral Denial")
    st = start({"auto_pass": False})
    denial = put_real(st, 1, "Astral Denial", "hand")
    resources(st, 1, 5)
    st, quest = complete(st, "Corki's Ransom")
    st = apply(st, "pass", 0)
    hand = len(_hand(st, 0))
    st = apply(st, "play", 1, uid=denial, x=0)
    if st.pending:
        st = choose(st, str(quest))
    st = resolve_chain(st)
    assert len(_hand(st, 0)) == hand and not st.chain
    assert st.table.cards[denial].zone == "hero_row"


@pytest.mark.parametrize("whose", [0, 1])
def test_astral_denial_in_play_answers_an_opponents_quest(whose):
    # WoW EN 703 (when an opponent completes a quest), 709.3 (destroy this; if you do), 711.1 (that quest's reward interrupted)
    from .test_quests_cards import complete

    st = start({"auto_pass": False})
    denial = put_real(st, 1, "Astral Denial", "hero_row")
    if whose == 1:  # its controller's own quest: no trigger (test on P2's turn)
        st = next_turn(st)
    st, _ = complete(st, "Corki's Ransom", player=whose)
    hand = len(_hand(st, whose))
    for _ in range(30):
        if not st.chain and not st.pending and not st.triggers:
            break
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, st.pending[0].options[0].id)
    if whose == 0:
        assert st.table.cards[denial].zone == "graveyard" and len(_hand(st, 0)) == hand  # destroyed; no card drawn
    else:
        assert st.table.cards[denial].zone == "hero_row" and len(_hand(st, 1)) == hand + 1  # the reward: draw a card


# --- Blessing of the Kindred -----------------------------------------------------------------------------------


def test_blessing_of_the_kindred_names_a_class_for_its_bonus():
    # WoW 206.1a (a class), EN 714 (Ongoing: friendly allies of that class have +1 / +1 while it is in play)
    from engine.wow import keywords as kw
    from engine.wow.leaving_play import destroy

    automated("Blessing of the Kindred")
    st = start()
    mage = put_real(st, 0, "Waz'luk", "allies")
    rogue = put_real(st, 0, "Alexi Barov", "allies")
    theirs = put_real(st, 1, "Waz'luk", "allies")
    before = {u: (kw.atk(st, u), kw.health(st, u)) for u in (mage, rogue, theirs)}
    st, bless = _cast(st, "Blessing of the Kindred")
    st = resolve_chain(st)
    [pending] = st.pending
    assert len(pending.options) == 10  # the classes
    st = choose(st, "Mage")
    st = resolve_chain(st)
    assert st.table.cards[bless].zone == "hero_row"
    assert (kw.atk(st, mage), kw.health(st, mage)) == (before[mage][0] + 1, before[mage][1] + 1)
    assert (kw.atk(st, rogue), kw.health(st, rogue)) == before[rogue]  # another class
    assert (kw.atk(st, theirs), kw.health(st, theirs)) == before[theirs]  # not friendly
    destroy(st, bless, R("415.9c"))
    assert (kw.atk(st, mage), kw.health(st, mage)) == before[mage]  # EN 714: only while it is in play


# --- Death Pact ------------------------------------------------------------------------------------------------


def test_death_pact_heals_the_destroyed_allys_health_and_gives_its_atk():
    # WoW 403.1 (additional cost: destroy an ally you control), EN 709 (that ally's health and ATK as it last was),
    # 407.1 (your hero heals itself), EN 714 (+X ATK this turn)
    from engine.core import Modifier
    from engine.wow import keywords as kw

    automated("Death Pact")
    st = start()
    anika = put_real(st, 0, "Anika Berlyn", "allies")
    st.modifiers.append(Modifier(anika, "atk", 2, duration="this_turn", player=0, turn=st.turn, source=anika))
    atk, health = kw.atk(st, anika), kw.health(st, anika)
    st.table.cards[hero(st, 0)].damage = 12
    base = kw.atk(st, hero(st, 0))
    card = put_real(st, 0, "Death Pact", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=card, x=0, extra=[anika])
    assert st.table.cards[anika].zone == "graveyard"  # paid as it is played (403.1)
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 12 - health
    assert kw.atk(st, hero(st, 0)) == base + atk
    st = next_turn(st)
    assert kw.atk(st, hero(st, 0)) == base  # this turn only


def test_death_pact_needs_an_ally_you_control():
    # WoW 403.1: with no ally of yours the additional cost can't be paid (an opposing one won't do)
    st = start()
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    card = put_real(st, 0, "Death Pact", "hand")
    resources(st, 0, 6)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[theirs])


# --- Divine Redemption -----------------------------------------------------------------------------------------


def test_divine_redemption_returns_an_ally_and_attaches_to_it():
    # WoW 400.4 (put target ally from your graveyard into play, then attach), EN 714 (+5/+5, Protector, Invincible)
    from engine.wow import keywords as kw
    from engine.wow.leaving_play import destroy

    automated("Divine Redemption")
    st = start()
    anika = put_real(st, 0, "Anika Berlyn", "graveyard")
    theirs = put_real(st, 1, "Anika Berlyn", "graveyard")
    base_atk, base_health = real_atk_health("Anika Berlyn")
    st, dr = _cast(st, "Divine Redemption", pay=12)
    assert {o.id for o in st.pending[0].options} == {str(anika)}  # your graveyard only
    st = choose(st, str(anika))
    st = resolve_chain(st)
    assert st.table.cards[anika].zone == "allies" and st.table.cards[anika].controller == 0
    assert st.table.cards[dr].attached_to == anika and st.table.cards[dr].zone == "hero_row"
    assert (kw.atk(st, anika), kw.health(st, anika)) == (base_atk + 5, base_health + 5)
    assert kw.has(st, anika, "Protector") and kw.has(st, anika, "Invincible")
    destroy(st, anika, R("415.9c"))
    assert st.table.cards[anika].zone == "allies"  # Invincible: it can't leave play (103.2)
    assert st.table.cards[theirs].zone == "graveyard"


def real_atk_health(name: str) -> tuple[int, int]:
    from .test_templates_more import real

    d = real(name)
    return d["atk"], d["health"]


# --- Extortion -------------------------------------------------------------------------------------------------


def test_extortion_borrows_a_ready_ally_that_attacks_only_heroes():
    # WoW 411.1 (ready), 401.3 (gain control until end of turn), EN 714 (Ferocity, Stealth, can attack only heroes this turn)
    from engine.wow import keywords as kw

    automated("Extortion")
    st = start()
    taken = put_real(st, 1, "Anika Berlyn", "allies", tapped=True)
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st, ext = _cast(st, "Extortion")
    assert str(other) in {o.id for o in st.pending[0].options} and str(taken) in {o.id for o in st.pending[0].options}
    st = choose(st, str(taken))
    st = resolve_chain(st)
    card = st.table.cards[taken]
    assert not card.tapped and card.controller == 0
    assert kw.has(st, taken, "Ferocity") and kw.has(st, taken, "Stealth")
    with pytest.raises(RulesError):  # only heroes
        ENGINE.apply(st, Action("attack", 0, {"attacker": taken, "defender": other}))
    st = apply(st, "attack", 0, attacker=taken, defender=hero(st, 1))  # Ferocity: though it came under your control this turn
    assert st.combat is not None and st.combat.attacker == taken
    st = next_turn(st)
    assert st.table.cards[taken].controller == 1 and not kw.has(st, taken, "Stealth")  # until end of turn
    assert st.table.cards[ext].zone == "graveyard"


# --- Cold Blood ------------------------------------------------------------------------------------------------


def _korga_flip_at(st, target: int):
    """Korga Stormcaller's flip power (the fixture hero of P1): "Your hero deals 2 nature damage to target hero or ally." """
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)
    return resolve_chain(choose(st, str(target)))


def test_cold_blood_draws_then_the_allies_your_hero_damages_this_turn_are_destroyed():
    # WoW 415.9e (draw a card), EN 703 (a delayed "when … this turn" power), 408.2a, 415.9c (destroy that ally)
    automated("Cold Blood")
    st = start()
    big = put_real(st, 1, "Alexi Barov", "allies")
    hand = len(_hand(st, 0))
    st, cold = _cast(st, "Cold Blood")
    st = resolve_chain(st)
    assert len(_hand(st, 0)) == hand + 1 and st.table.cards[cold].zone == "graveyard"
    assert st.table.cards[big].zone == "allies"
    st = _korga_flip_at(st, big)  # 2 damage: not fatal to a 5-health ally
    assert st.table.cards[big].zone == "graveyard"


def test_cold_blood_lasts_this_turn_only():
    # WoW EN 703: "this turn" — on a later turn your hero's damage to an ally destroys nothing
    st = start()
    big = put_real(st, 1, "Alexi Barov", "allies")
    st, _ = _cast(st, "Cold Blood")
    st = resolve_chain(st)
    st = next_turn(st)
    st = next_turn(st)
    assert st.active == 0
    st = _korga_flip_at(st, big)
    assert st.table.cards[big].zone == "allies" and st.table.cards[big].damage == 2


# --- Incinerate ------------------------------------------------------------------------------------------------


def _incinerate(st, target: int):
    st, card = _cast(st, "Incinerate")
    return resolve_chain(choose(st, str(target))), card


def test_incinerate_deals_four_after_fire_damage_with_an_ability_this_turn():
    # WoW 405.4, EN 709 (the amount read as it resolves), EN 716 (damage dealt with an ability), 205.1 (fire)
    from .test_wstatics_damage import cast_fixture

    automated("Incinerate")
    st = start()
    foe, ally = hero(st, 1), put_real(st, 1, "Alexi Barov", "allies")
    st, _ = _incinerate(st, foe)
    assert st.table.cards[foe].damage == 2  # no fire damage dealt to it before
    st, _ = _incinerate(st, foe)
    assert st.table.cards[foe].damage == 2 + 4  # the first Incinerate was fire damage with an ability
    st, _ = _incinerate(st, ally)
    assert st.table.cards[ally].damage == 2  # "that character" only
    st2 = start()
    st2 = cast_fixture(st2, "Fire Bolt", hero(st2, 1))  # 3 fire damage with another ability
    st2, _ = _incinerate(st2, hero(st2, 1))
    assert st2.table.cards[hero(st2, 1)].damage == 3 + 4


def test_incinerate_ignores_non_fire_and_non_ability_damage_and_earlier_turns():
    # WoW 205.1 (the type), EN 716 (with an ability: a hero's flip power is not an ability card), this turn only
    automated("Incinerate")
    st = start()
    ally = put_real(st, 1, "Alexi Barov", "allies")
    st = _korga_flip_at(st, ally)  # nature damage, and not with an ability card
    st, _ = _incinerate(st, ally)
    assert st.table.cards[ally].damage == 2 + 2
    foe = hero(st, 1)
    st, _ = _incinerate(st, foe)
    st = next_turn(st)
    st = next_turn(st)
    before = st.table.cards[foe].damage
    st, _ = _incinerate(st, foe)
    assert st.table.cards[foe].damage == before + 2  # last turn's fire damage doesn't count


# --- Fel Trade -------------------------------------------------------------------------------------------------


def test_fel_trade_destroys_then_finds_an_ally_up_to_the_combined_cost():
    # WoW EN 709.1 (any number, picked on resolution), 415.9c (destroy), 201.3 (combined cost), 413.1 (search), 710.1 (into play)
    automated("Fel Trade")
    st = start()
    small = put_real(st, 0, "Waz'luk", "allies")  # cost 1
    mid = put_real(st, 0, "Alexi Barov", "allies")  # cost 5
    kept = put_real(st, 0, "Anika Berlyn", "allies")
    weeble = put_real(st, 0, "Weeble", "deck")  # cost 6
    vashj = put_real(st, 0, "Lady Vashj", "deck")  # cost 9
    st, fel = _cast(st, "Fel Trade")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(small), str(mid), str(kept)}  # allies you control
    st = choose(st, str(small), str(mid))
    assert st.table.cards[small].zone == "graveyard" and st.table.cards[mid].zone == "graveyard"
    ids = {o.id for o in st.pending[0].options}
    assert str(weeble) in ids and str(vashj) not in ids  # cost 6 or less
    st = choose(st, str(weeble))
    st = resolve_chain(st)
    assert st.table.cards[weeble].zone == "allies" and st.table.cards[weeble].controller == 0
    assert st.table.cards[kept].zone == "allies" and st.table.cards[fel].zone == "graveyard"


def test_fel_trade_destroying_none_searches_nothing():
    # WoW EN 709.3: "If you do" — no ally destroyed, no search
    st = start()
    put_real(st, 0, "Waz'luk", "allies")
    weeble = put_real(st, 0, "Weeble", "deck")
    st, _ = _cast(st, "Fel Trade")
    st = resolve_chain(st)
    st = choose(st)
    st = resolve_chain(st)
    assert not st.pending and st.table.cards[weeble].zone == "deck"


# --- Hidden Weaponry -------------------------------------------------------------------------------------------


def test_hidden_weaponry_destroys_the_target_at_its_next_combat_damage():
    # WoW EN 701 (destroy it as the cost), EN 703 (when target opposing ally is next dealt combat damage this turn), 408.3
    from .test_combat import finish_combat
    from .test_wact2_cards import power_of

    data = automated("Hidden Weaponry")
    st = start()
    hw = put_real(st, 0, "Hidden Weaponry", "hero_row")
    big = put_real(st, 1, "Alexi Barov", "allies")
    attacker = put_real(st, 0, "Waz'luk", "allies")
    st = apply(st, "power", 0, uid=hw, power=power_of(data), x=0)
    st = choose(st, str(big))
    assert st.table.cards[hw].zone == "graveyard"  # the cost (403.1)
    st = resolve_chain(st)
    st = _korga_flip_at(st, big)  # non-combat damage: it keeps waiting
    assert st.table.cards[big].zone == "allies" and st.table.cards[big].damage == 2
    st = apply(st, "attack", 0, attacker=attacker, defender=big)
    st = finish_combat(st)
    st = resolve_chain(st)
    assert st.table.cards[big].zone == "graveyard"  # 2 + 2 damage of 5 health: destroyed by the delayed power


def test_hidden_weaponry_waits_only_this_turn():
    # WoW EN 703: "this turn"
    from .test_combat import finish_combat
    from .test_wact2_cards import power_of

    data = automated("Hidden Weaponry")
    st = start()
    hw = put_real(st, 0, "Hidden Weaponry", "hero_row")
    big = put_real(st, 1, "Alexi Barov", "allies")
    attacker = put_real(st, 0, "Waz'luk", "allies")
    st = apply(st, "power", 0, uid=hw, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(big)))
    st = next_turn(st)
    st = next_turn(st)
    st = apply(st, "attack", 0, attacker=attacker, defender=big)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[big].zone == "allies" and st.table.cards[big].damage == 2


# --- Ancestral Awakening / Ancestral Revival -------------------------------------------------------------------


def test_ancestral_awakening_finds_an_ally_that_enters_with_one_health_left():
    # WoW 413.1 (search: cost ≤ the resources you control), 710.1 (into play), 405.3 (damage put on: health -1)
    from engine.wow import keywords as kw

    automated("Ancestral Awakening")
    st = start()
    weeble = put_real(st, 0, "Weeble", "deck")  # cost 6
    vashj = put_real(st, 0, "Lady Vashj", "deck")  # cost 9
    st, aw = _cast(st, "Ancestral Awakening")  # 6 resources
    st = resolve_chain(st)
    ids = {o.id for o in st.pending[0].options}
    assert str(weeble) in ids and str(vashj) not in ids
    st = choose(st, str(weeble))
    st = resolve_chain(st)
    card = st.table.cards[weeble]
    assert card.zone == "allies" and card.controller == 0
    assert card.damage == kw.health(st, weeble) - 1
    assert st.table.cards[aw].zone == "graveyard"


def test_ancestral_revival_returns_an_ally_destroyed_this_turn_with_one_health_left():
    # WoW 103.2 (play only on an opponent's turn), 415.9c (destroyed this turn), 710.1, 405.3 (health -1)
    from engine.wow import keywords as kw

    automated("Ancestral Revival")
    st = start()
    old = put_real(st, 0, "Alexi Barov", "graveyard")  # in the graveyard before this turn
    mage = put_real(st, 0, "Waz'luk", "allies")
    weeble = put_real(st, 0, "Weeble", "allies", damage=1)  # 4 health
    rev = put_real(st, 0, "Ancestral Revival", "hand")
    resources(st, 0, 6)
    with pytest.raises(RulesError):  # your own turn (103.2)
        apply(st, "play", 0, uid=rev, x=0)
    st = next_turn(st)
    bolt = put(st, 1, "Fire Bolt", "hand")  # P2's turn: 3 fire damage destroys the damaged Weeble
    resources(st, 1, 5)
    st = resolve_chain(choose(apply(st, "play", 1, uid=bolt, x=0), str(weeble)))
    assert st.table.cards[weeble].zone == "graveyard"
    st = _opponents_turn_priority_now(st)
    st = apply(st, "play", 0, uid=rev, x=0)
    ids = {o.id for o in st.pending[0].options}
    assert ids == {str(weeble)}  # not the ally destroyed on an earlier turn
    st = resolve_chain(choose(st, str(weeble)))
    card = st.table.cards[weeble]
    assert card.zone == "allies" and card.controller == 0 and card.damage == kw.health(st, weeble) - 1 == 3
    assert st.table.cards[old].zone == "graveyard" and st.table.cards[mage].zone == "allies"


def _opponents_turn_priority_now(st):
    """On P2's turn, P2 plays a card (Mist Owl) so that P1 gets priority (EN 410) with the chain not empty."""
    owl = put(st, 1, "Mist Owl", "hand")
    resources(st, 1, 3)
    st = apply(st, "play", 1, uid=owl, x=0)
    while st.priority != 0 and not st.pending:
        st = apply(st, "pass", st.priority)
    assert st.priority == 0 and st.chain
    return st


# --- Boundless Concentration -----------------------------------------------------------------------------------


def test_boundless_concentration_readies_up_to_the_targets_cost():
    # WoW EN 706 (target non-hero Hunter or Mage you control), 201.3 (its cost), EN 709.1 (up to X, picked on resolution), 411.1
    automated("Boundless Concentration")
    st = start()
    hunter = put_real(st, 0, "Valanos", "allies")  # a Hunter, cost 4
    put_real(st, 0, "Alexi Barov", "allies")  # a Rogue: not a legal target
    theirs = put_real(st, 1, "Valanos", "allies")
    spent = resources(st, 0, 6)
    for uid in spent:
        st.table.cards[uid].tapped = True
    st, bc = _cast(st, "Boundless Concentration")
    assert {o.id for o in st.pending[0].options} == {str(hunter)}  # not the Rogue, not an opposing one, not the hero
    st = resolve_chain(choose(st, str(hunter)))
    [pending] = st.pending
    assert (pending.min, pending.max) == (0, 4)
    st = choose(st, *[str(u) for u in spent[:4]])
    assert sum(not st.table.cards[u].tapped for u in spent) == 4
    assert st.table.cards[theirs].zone == "allies" and st.table.cards[bc].zone == "graveyard"


# --- Fel Flame -------------------------------------------------------------------------------------------------


def test_fel_flame_enters_with_shadowfire_damage_then_pumps_shadow_and_fire_cards():
    # WoW 305.2a / EN 703 (when this ability enters play), 205.1 / 408.3a (one shadowfire packet), EN 717 (unpreventable),
    # EN 701 (2 -> [Shadow] and [Fire] cards you control have +1 ATK this turn)
    from engine.wow import keywords as kw

    from .test_wact2_cards import power_of

    data = automated("Fel Flame")
    st = start()
    foe = put_real(st, 1, "Alexi Barov", "allies")
    shadow = put_real(st, 0, "Tormentor Emek", "allies")
    fire = put_real(st, 0, "Jack Coor", "allies")
    melee = put_real(st, 0, "Alexi Barov", "allies")
    theirs = put_real(st, 1, "Jack Coor", "allies")
    st, flame = _cast(st, "Fel Flame")
    st = resolve_chain(st)
    assert st.table.cards[flame].zone == "hero_row"
    from engine.wow.state import Shield

    st.shields.append(Shield(foe, 5, st.turn, foe))  # "Prevent the next 5 damage …": unpreventable damage isn't (EN 717)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 2
    hit = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe][-1]
    assert set(hit["dtype"].split()) == {"shadow", "fire"}  # one packet of both types
    before = {u: kw.atk(st, u) for u in (shadow, fire, melee, theirs)}
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=flame, power=power_of(data), x=0))
    assert kw.atk(st, shadow) == before[shadow] + 1 and kw.atk(st, fire) == before[fire] + 1
    assert kw.atk(st, melee) == before[melee] and kw.atk(st, theirs) == before[theirs]
    st = next_turn(st)
    assert kw.atk(st, shadow) == before[shadow]  # this turn only


# --- Demonic Corruption ----------------------------------------------------------------------------------------


def test_demonic_corruption_copies_the_next_opposing_ally_as_a_demon():
    # WoW EN 703 (when the next opposing ally enters play this turn: once), 402.3 (a token copy under your control), 202.3 (also a Demon)
    from engine.wow.conditions import has_tag

    automated("Demonic Corruption")
    st = start()
    dc = put_real(st, 0, "Demonic Corruption", "hand")
    resources(st, 0, 3)
    st = next_turn(st)
    owl = put(st, 1, "Mist Owl", "hand")
    resources(st, 1, 3)
    st = apply(st, "play", 1, uid=owl, x=0)
    while st.priority != 0 and not st.pending:
        st = apply(st, "pass", st.priority)
    st = resolve_chain(apply(st, "play", 0, uid=dc, x=0))  # resolves first; then the owl enters
    assert st.table.cards[owl].zone == "allies"
    copies = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(copies) == 1
    [copy] = copies
    assert st.table.cards[copy].controller == 0 and has_tag(st, copy, "Demon")
    assert not has_tag(st, owl, "Demon")  # only the copy
    owl2 = put(st, 1, "Mist Owl", "hand")
    resources(st, 1, 3)
    st = resolve_chain(apply(st, "play", 1, uid=owl2, x=0))
    assert len([u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]) == 1  # the next one only


# --- Chimera Shot ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stings", [["Scorpid Sting"], ["Scorpid Sting", "Scorpid Sting"], ["Scorpid Sting", "Wyvern Sting"]])
def test_chimera_shot_one_mode_per_sting_name(stings):
    # WoW 201.1 (different names), EN 707.1c (the modes chosen as it is played, then their targets), 415.9c
    automated("Chimera Shot")
    st = start()
    for name in stings:
        put_real(st, 0, name, "hero_row")
    ally = put_real(st, 1, "Alexi Barov", "allies")
    axe = put_real(st, 1, "Arcanite Reaper", "hero_row")
    spot = put(st, 1, "Mist Owl", "resources")
    st, shot = _cast(st, "Chimera Shot")
    [pending] = st.pending
    n = len(set(stings))
    assert (pending.min, pending.max) == (0, n)
    picks = ["0", "1"][:n]
    st = choose(st, *picks)
    st = choose(st, str(ally))
    if n == 2:
        st = choose(st, str(axe))
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == "graveyard"
    assert st.table.cards[axe].zone == ("graveyard" if n == 2 else "hero_row")
    assert st.table.cards[spot].zone == "resources" and st.table.cards[shot].zone == "graveyard"


def test_chimera_shot_without_a_sting_does_nothing():
    # WoW EN 707.1c: no Sting, no mode may be chosen
    st = start()
    ally = put_real(st, 1, "Alexi Barov", "allies")
    st, shot = _cast(st, "Chimera Shot")
    assert not st.pending
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == "allies" and st.table.cards[shot].zone == "graveyard"


# --- Holy Shield -----------------------------------------------------------------------------------------------


def test_holy_shield_prevents_the_targets_damage_and_answers_with_holy_damage():
    # WoW EN 717.2 (prevent the next 5 damage dealt to your hero by target character this turn), EN 703 (when prevented
    # this way: that amount of holy damage to that character), 405.4
    from .test_combat import finish_combat

    automated("Holy Shield")
    st = start()
    foe = put_real(st, 1, "Alexi Barov", "allies")  # 5 ATK
    put_real(st, 1, "Tormentor Emek", "allies")  # another attacker-to-be (not the target)
    st, hs = _cast(st, "Holy Shield")
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[hs].zone == "graveyard"
    st = next_turn(st)  # "this turn": P1's own turn only — the shield is gone on P2's turn
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[hero(st, 0)].damage == 5 and st.table.cards[foe].damage == 0


@pytest.mark.parametrize("aim", ["foe", "other"])
def test_holy_shield_this_turn_only_the_targets_damage(aim):
    # WoW EN 717.2 (only damage dealt by the target is prevented), EN 703 / 405.4 (that amount of holy damage back),
    # 603.1 (the defender deals its ATK to the attacking hero)
    from .test_combat import finish_combat

    st = start()
    foe = put_real(st, 1, "Alexi Barov", "allies")  # 5 ATK / 5 health
    other = put_real(st, 1, "Tormentor Emek", "allies")
    st, _ = _cast(st, "Holy Shield")
    st = resolve_chain(choose(st, str(foe if aim == "foe" else other)))
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=foe)
    st = resolve_chain(finish_combat(st))
    if aim == "foe":
        assert st.table.cards[hero(st, 0)].damage == 0  # Alexi's 5 prevented
        assert st.table.cards[foe].zone == "graveyard"  # 5 holy damage back: fatal
    else:
        assert st.table.cards[hero(st, 0)].damage == 5 and st.table.cards[foe].damage == 0


# --- Berserking ------------------------------------------------------------------------------------------------


def test_berserking_counts_damage_then_spends_it_on_an_attack():
    # WoW EN 703 (when your hero is dealt damage: a berserk counter, 404.1a), 404.1 (remove all), EN 709 (+1 ATK this
    # combat for each counter removed), 603.1 (the attacker deals its ATK)
    from engine.wow import keywords as kw

    from .test_combat import finish_combat
    from .test_wstatics_damage import cast_fixture

    automated("Berserking")
    st = start()
    bers = put_real(st, 0, "Berserking", "hero_row")
    foe = put_real(st, 1, "Alexi Barov", "allies")
    st = _korga_flip_at(st, hero(st, 0))  # your hero is dealt damage: one counter
    st = cast_fixture(st, "Fire Bolt", hero(st, 0))  # again: two
    assert st.table.cards[bers].counters.get("berserk") == 2
    base = kw.atk(st, hero(st, 0))
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=foe)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[foe].damage == base + 2  # +1 ATK this combat for each of the two counters removed
    assert st.table.cards[bers].counters.get("berserk") == 1  # all removed; Alexi's combat damage to your hero adds one
    assert kw.atk(st, hero(st, 0)) == base  # the combat is over


# --- Inner Focus -----------------------------------------------------------------------------------------------


def test_inner_focus_readies_resources_for_the_next_ability_played():
    # WoW EN 701 (destroy it as the cost), EN 703 (when you play your next ability this turn: once), 201.3, 411.1
    from .test_wact2_cards import power_of

    data = automated("Inner Focus")
    st = start()
    focus = put_real(st, 0, "Inner Focus", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=focus, power=power_of(data), x=0))
    assert st.table.cards[focus].zone == "graveyard"
    owl = put(st, 0, "Mist Owl", "hand")  # an ally first: not an ability
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert not st.pending
    wisdom = put_real(st, 0, "Wisdom", "hand")  # cost 4
    paid = resources(st, 0, 4)
    st = apply(st, "play", 0, uid=wisdom, x=0)
    st = resolve_chain(st)
    [pending] = st.pending
    assert pending.min == 0 and pending.max == 4
    st = choose(st, *[str(u) for u in paid])
    st = resolve_chain(st)
    assert not any(st.table.cards[u].tapped for u in paid)
    again = put_real(st, 0, "Wisdom", "hand")  # the next one only
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=again, x=0))
    assert not st.pending


# --- Arcane Focus ----------------------------------------------------------------------------------------------


def test_arcane_focus_needs_another_arcane_card_played_this_turn():
    # WoW EN 701 ("Use only if you've played another Arcane or [Arcane] card this turn"), 409.1, 411.1 (ready one resource)
    from .test_wact2_cards import power_of

    data = automated("Arcane Focus")
    st = start()
    st, focus = _cast(st, "Arcane Focus", pay=1)  # itself an Arcane card: not "another"
    st = resolve_chain(st)
    assert st.table.cards[focus].zone == "hero_row"
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=focus, power=power_of(data), x=0)
    ally = put_real(st, 1, "Alexi Barov", "allies")
    spikes = put_real(st, 0, "Arcane Spikes", "hand")  # an Arcane card (X = 0)
    st = resolve_chain(choose(apply(st, "play", 0, uid=spikes, x=0), str(ally)))
    spent = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    assert spent
    st = apply(st, "power", 0, uid=focus, power=power_of(data), x=0)
    st = resolve_chain(st)
    if st.pending:
        st = choose(st, str(spent[0]))
    assert not st.table.cards[spent[0]].tapped and st.table.cards[focus].tapped
    assert sum(not st.table.cards[u].tapped for u in spent) == 1  # one of your resources


# --- Frostbite -------------------------------------------------------------------------------------------------


def test_frostbite_makes_opponents_pay_two_more_this_turn():
    # WoW 403.1 (1 and a Frost or [Frost] card discarded: the cost), 403.2 (opponents pay 2 more this turn), EN 701
    from engine.wow import costs

    from .test_wact2_cards import power_of

    data = automated("Frostbite")
    st = start()
    fb = put_real(st, 0, "Frostbite", "hero_row")
    plain = put(st, 0, "Mist Owl", "hand")
    frost = put_real(st, 0, "Ice Nova", "hand")  # a Frost card
    resources(st, 0, 1)
    theirs = put_real(st, 1, "Kick Thinking", "hand")
    base = costs.changed(st, 1, "play", theirs, 1)
    mine = costs.changed(st, 0, "play", plain, 1)
    with pytest.raises(RulesError):  # not a Frost card (403.1)
        apply(st, "power", 0, uid=fb, power=power_of(data), x=0, pay=[plain])
    st = resolve_chain(apply(st, "power", 0, uid=fb, power=power_of(data), x=0, pay=[frost]))
    assert st.table.cards[frost].zone == "graveyard" and st.table.cards[plain].zone == "hand"
    assert costs.changed(st, 1, "play", theirs, 1) == base + 2
    assert costs.changed(st, 0, "play", plain, 1) == mine  # only opponents
    st = next_turn(st)
    assert costs.changed(st, 1, "play", theirs, 1) == base  # this turn only


# --- Blind Faith -----------------------------------------------------------------------------------------------


def _to_my_turn_start(st):
    """From P2's turn to P1's start-of-turn "you may" question (EN 703)."""
    for _ in range(60):
        if st.pending and st.pending[0].player == 0 and st.active == 0 and "yes" in {o.id for o in st.pending[0].options}:
            return st
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
    raise AssertionError("no start-of-turn question")


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_blind_faith_trades_the_hand_for_a_revealed_ability(answer):
    # WoW EN 703 (at the start of your turn), EN 709.3 (you may; if you do), 415.9d (discard your hand), 415.3c (the rest
    # on the bottom of your deck)
    from .test_quests_cards import on_top

    automated("Blind Faith")
    st = start()
    put_real(st, 0, "Blind Faith", "hero_row")
    st = next_turn(st)  # P2's turn: set the top of P1's deck
    wisdom = on_top(st, 0, "Wisdom")  # an ability
    owl = put(st, 0, "Mist Owl", "deck")
    st.table.zone(0, "deck").remove(owl)
    st.table.zone(0, "deck").insert(1, owl)
    kept = _hand(st, 0)
    assert kept
    st = _to_my_turn_start(st)
    assert {o.id for o in st.pending[0].options} >= {"yes", "no"}
    st = choose(st, answer)
    if answer == "yes":
        assert all(st.table.cards[u].zone == "graveyard" for u in kept)
        assert {o.id for o in st.pending[0].options} == {str(wisdom)}  # only the ability may be taken
        st = choose(st, str(wisdom))
        for _ in range(10):
            if not st.pending or st.pending[0].player != 0 or st.pending[0].kind == "discard":
                break
            st = choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].max])
        assert st.table.cards[wisdom].zone == "hand"
        deck = st.table.zone(0, "deck")
        assert owl in deck[-3:]  # to the bottom
    else:
        assert all(st.table.cards[u].zone == "hand" for u in kept)
        assert st.table.cards[wisdom].zone in ("deck", "hand")  # not revealed: the turn's draw may take it


# --- Furor -----------------------------------------------------------------------------------------------------


def test_furor_readies_up_to_the_forms_cost():
    # WoW EN 703 (when you play a Form), 201.3 (its cost), EN 709.1 / 709.3 (you may ready up to X), 411.1
    automated("Furor")
    st = start()
    put_real(st, 0, "Furor", "hero_row")
    pack = put_real(st, 0, "Pack Tactics", "hand")  # a Form, cost 3
    paid = resources(st, 0, 3)
    st = apply(st, "play", 0, uid=pack, x=0)
    st = resolve_chain(st)
    [pending] = st.pending
    assert (pending.min, pending.max) == (0, 3)
    st = choose(st, str(paid[0]), str(paid[1]))
    st = resolve_chain(st)
    assert sum(not st.table.cards[u].tapped for u in paid) == 2
    owl = put(st, 0, "Mist Owl", "hand")  # not a Form: no trigger
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert not st.pending


# --- Extinguish ------------------------------------------------------------------------------------------------


def test_extinguish_interrupts_an_ability_as_it_enters_play():
    # WoW 305.2a / EN 703 (when this ability enters play), EN 709.3 (you may), EN 711 (interrupt target ability)
    automated("Extinguish")
    st = start({"auto_pass": False})
    wisdom = put_real(st, 0, "Wisdom", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=wisdom, x=0)
    ext = put_real(st, 0, "Extinguish", "hand")
    st = apply(st, "play", 0, uid=ext, x=0)
    hand = len(_hand(st, 0))
    for _ in range(20):
        if st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.table.cards[ext].zone == "hero_row"
    assert str(wisdom) in {o.id for o in st.pending[0].options} and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(wisdom)))
    assert st.table.cards[wisdom].zone == "graveyard" and len(_hand(st, 0)) == hand  # interrupted: nothing drawn


def test_extinguish_prevents_one_of_each_magical_packet_to_your_hero():
    # WoW EN 717 (prevent 1 of it), 205.1 (the magical types; melee is not one)
    from .test_combat import finish_combat
    from .test_wstatics_damage import cast_fixture

    st = start()
    put_real(st, 0, "Extinguish", "hero_row")
    me = hero(st, 0)
    st = _korga_flip_at(st, me)  # 2 nature
    assert st.table.cards[me].damage == 1
    st = cast_fixture(st, "Fire Bolt", me)  # 3 fire
    assert st.table.cards[me].damage == 1 + 2
    foe = put_real(st, 1, "Alexi Barov", "allies")  # 5 melee
    st = apply(st, "attack", 0, attacker=me, defender=foe)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[me].damage == 3 + 5  # melee damage: not prevented


# --- Crusader Strike -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_crusader_strike_hits_for_three_plus_a_melee_weapon_and_may_return_a_seal(answer):
    # WoW EN 709.1 (the weapon picked on resolution), 303.2 (its ATK), 405.4, EN 709.3 (you may), 710.1 (into play)
    from engine.wow import keywords as kw

    automated("Crusader Strike")
    st = start()
    axe = put_real(st, 0, "Arcanite Reaper", "hero_row")
    seal = put_real(st, 0, "Seal of Wrath", "graveyard")
    other = put_real(st, 0, "Wisdom", "graveyard")  # not a Judgement or Seal
    foe = put_real(st, 1, "Lady Vashj", "allies")  # 9 health
    st, _ = _cast(st, "Crusader Strike")
    st = choose(st, str(foe))
    st = resolve_chain(st)
    if st.pending and st.pending[0].kind == "player_picks":
        st = choose(st, str(axe))
    assert st.table.cards[foe].damage == 3 + kw.equipment_atk(st, axe)
    assert {o.id for o in st.pending[0].options} >= {"yes", "no"}
    st = choose(st, answer)
    if answer == "yes":
        assert {o.id for o in st.pending[0].options} == {str(seal)}
        st = resolve_chain(choose(st, str(seal)))
        assert st.table.cards[seal].zone == "hero_row"
    else:
        st = resolve_chain(st)
        assert st.table.cards[seal].zone == "graveyard"
    assert st.table.cards[other].zone == "graveyard"


# --- Coated Blades ---------------------------------------------------------------------------------------------


def test_coated_blades_discards_per_poison_on_the_target_players_hero():
    # WoW EN 707.1c (choose one), 400.1 (attached), 415.9d (he discards that many cards of his choice)
    automated("Coated Blades")
    st = start()
    for name in ("Deadly Poison", "Crippling Poison"):
        put_real(st, 0, name, "hero_row", attached_to=hero(st, 1))
    put_real(st, 0, "Wisdom", "hero_row", attached_to=hero(st, 1))  # not a Poison
    hand = _hand(st, 1)
    st, _ = _cast(st, "Coated Blades")
    st = choose(st, "0")
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    [pending] = st.pending
    assert pending.player == 1 and pending.min == 2  # two Poisons: two cards, his choice
    st = choose(st, *[o.id for o in pending.options][:2])
    st = resolve_chain(st)
    assert len(_hand(st, 1)) == len(hand) - 2


def test_coated_blades_searches_for_a_poison():
    # WoW EN 707.1c (the other mode), 413.1 (search, reveal, into your hand)
    st = start()
    poison = put_real(st, 0, "Deadly Poison", "deck")
    st, _ = _cast(st, "Coated Blades")
    st = choose(st, "1")
    st = resolve_chain(st)
    assert str(poison) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(poison)))
    assert st.table.cards[poison].zone == "hand"


# --- Fight or Blight -------------------------------------------------------------------------------------------


def test_fight_or_blight_stealth_mode_goes_to_the_graveyard():
    # WoW EN 707.1c (choose one), 305.2d (the non-ongoing mode: it doesn't stay), EN 707.1d (a mode without a target isn't offered)
    from engine.wow import keywords as kw

    automated("Fight or Blight")
    st = start()
    put_real(st, 1, "Alexi Barov", "allies")  # not dealt combat damage by your hero this turn
    st, fob = _cast(st, "Fight or Blight")
    assert [o.id for o in st.pending[0].options] == ["0"]
    st = choose(st, "0")
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert kw.has(st, hero(st, 0), "Stealth") and st.table.cards[fob].zone == "graveyard"


def test_fight_or_blight_attaches_to_a_character_your_hero_hit_and_burns_it():
    # WoW 408.3 (combat damage your hero dealt this turn), 400.1 (attach), EN 703 (at the start of your turn, 1 nature damage)
    from .test_combat import finish_combat

    st = start()
    axe = put_real(st, 0, "Arcanite Reaper", "hero_row")
    foe = put_real(st, 1, "Lady Vashj", "allies")  # 9 health
    resources(st, 0, 6)
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=foe)
    for _ in range(20):
        if st.combat is None:
            break
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        if st.priority == 0 and not st.table.cards[axe].tapped:
            try:
                st = apply(st, "strike", 0, weapon=axe)
                continue
            except RulesError:
                pass
        st = apply(st, "pass", st.priority)
    st = resolve_chain(finish_combat(st))
    hit = st.table.cards[foe].damage
    assert hit > 0  # your hero dealt it combat damage
    st, fob = _cast(st, "Fight or Blight", pay=1)
    assert {o.id for o in st.pending[0].options} == {"0", "1"}
    st = choose(st, "1")
    assert {o.id for o in st.pending[0].options} == {str(foe)}
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[fob].attached_to == foe and st.table.cards[fob].zone == "hero_row"
    st = next_turn(st)
    st = next_turn(st)
    assert st.table.cards[foe].damage == hit + 1  # EN 703: 1 nature damage at the start of your next turn


# --- Ice Barrier -----------------------------------------------------------------------------------------------


def test_ice_barrier_prevents_three_packets_then_is_destroyed_and_freezes_at_turn_start():
    # WoW 404.1a (enters play with three ice counters), EN 717 (prevent that damage), 404.1d (none remain: destroy it),
    # EN 703 (at the start of your turn, 5 frost damage to target opposing hero)
    from .test_wstatics_damage import cast_fixture

    automated("Ice Barrier")
    st = start()
    st, ice = _cast(st, "Ice Barrier")
    st = resolve_chain(st)
    assert st.table.cards[ice].zone == "hero_row" and st.table.cards[ice].counters.get("ice") == 3
    me = hero(st, 0)
    st = _korga_flip_at(st, me)
    assert st.table.cards[me].damage == 0 and st.table.cards[ice].counters.get("ice") == 2
    st = cast_fixture(st, "Fire Bolt", me)
    assert st.table.cards[me].damage == 0 and st.table.cards[ice].counters.get("ice") == 1
    st = cast_fixture(st, "Fire Bolt", me)
    assert st.table.cards[me].damage == 0 and st.table.cards[ice].zone == "graveyard"  # the last counter: destroyed
    st = cast_fixture(st, "Fire Bolt", me)
    assert st.table.cards[me].damage == 3  # no longer prevented


def test_ice_barrier_start_of_turn_frost_damage():
    # WoW EN 703: "At the start of your turn, your hero deals 5 frost damage to target opposing hero."
    st = start()
    put_real(st, 0, "Ice Barrier", "hero_row")
    st = next_turn(st)
    for _ in range(60):
        if st.active == 0 and st.pending and st.pending[0].player == 0 and str(hero(st, 1)) in {o.id for o in st.pending[0].options}:
            break
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 5


# --- Gift of Nature --------------------------------------------------------------------------------------------


def test_gift_of_nature_keeps_fatally_damaged_allies_until_the_end_of_the_turn():
    # WoW 405.2 / 410.6a (fatal damage destroys, unless it can't), EN 714 (allies in your party), EN 703 / 415.9c
    # (at the end of each turn, destroy them)
    from .test_wstatics_damage import cast_fixture

    automated("Gift of Nature")
    st = start()
    put_real(st, 0, "Gift of Nature", "hero_row")
    mine = put_real(st, 0, "Waz'luk", "allies")  # 1 health
    theirs = put_real(st, 1, "Waz'luk", "allies")
    st = _korga_flip_at(st, mine)
    assert st.table.cards[mine].zone == "allies" and st.table.cards[mine].damage >= 1  # fatal, not destroyed
    st = cast_fixture(st, "Fire Bolt", theirs)
    assert st.table.cards[theirs].zone == "graveyard"  # not in your party
    st = next_turn(st)
    assert st.table.cards[mine].zone == "graveyard"  # at the end of the turn
