"""Helper x32play: Vindicator Kentho (interrupting a card or an effect, ``engine.wow.effect_interrupts``) and Quantum
Blade (a fixed "Remove the top ten cards of your deck" cost, ``activation.DECK_TOP``) — scripted in
``engine/wow/cards/scripts/x32play.toml``, each played with the real card and asserted on every clause.

Rule calls without a source (the rules document doesn't say):
- Kentho: an "effect" is a power's link on the chain (a payment or triggered power, EN 701 / 703), named by its source
  card; interrupted, it never resolves and its source stays where it is (711.1). Kentho's target is chosen before he is
  destroyed to pay (EN 707).
- Quantum Blade: the ten cards are removed face up (public, as "Remove the top X cards" costs); a deck of fewer can't
  pay (403.1). "Quantum Blade" is this weapon; the change is used up by its next strike this turn (403.2).
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import costs
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_gear_cards import _attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _use(st, player: int, uid: int, *picks: str):
    (use,) = [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args["uid"] == uid]
    st = apply(st, "power", player, **use.args)
    for pick in picks:
        st = choose(st, pick)
    return st


# --- Vindicator Kentho (HFI-181) ------------------------------------------------------------------------------------


def test_kentho_interrupts_an_ability_card_targeting_your_ally():
    # WoW 701 / 711.1: "Destroy Kentho -> Interrupt target card or effect targeting a card in play you control." — P2's
    # Fire Bolt at P1's ally is interrupted (his graveyard), Kentho destroyed to pay; the ally is unhurt
    automated("Vindicator Kentho")
    st = start({"auto_pass": False})
    kentho = put_real(st, 0, "Vindicator Kentho", "allies")
    owl = put(st, 0, "Iron Sentinel", "allies")
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    st.active = st.priority = 1
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(owl))
    st = apply(st, "pass", 1)
    st = _use(st, 0, kentho)
    assert st.pending[0].kind == "target" and {o.id for o in st.pending[0].options} == {str(bolt)}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[kentho].zone == "graveyard"
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[owl].damage == 0


def test_kentho_interrupts_an_effect_targeting_your_ally():
    # WoW 703 / 711.1: "… or effect …" — Ember Adept's entering trigger aimed at P1's ally is interrupted: it never
    # resolves, the Adept stays in play
    st = start({"auto_pass": False})
    kentho = put_real(st, 0, "Vindicator Kentho", "allies")
    owl = put(st, 0, "Iron Sentinel", "allies")
    adept = put(st, 1, "Ember Adept", "hand")
    resources(st, 1, 2)
    st.active = st.priority = 1
    st = apply(st, "play", 1, uid=adept, x=0)
    st = apply(st, "pass", 1)
    st = apply(st, "pass", 0)  # the Adept enters; its trigger targets
    st = choose(st, str(owl))
    assert any(lk.uid == adept and lk.kind != "card" for lk in st.chain)
    st = apply(st, "pass", 1)
    st = _use(st, 0, kentho)
    assert {o.id for o in st.pending[0].options} == {str(adept)}
    st = resolve_chain(choose(st, str(adept)))
    assert not st.chain and st.table.cards[owl].damage == 0
    assert st.table.cards[adept].zone == "allies" and st.table.cards[kentho].zone == "graveyard"


def test_kentho_has_no_target_when_nothing_targets_your_cards():
    # WoW 707.1d: a Fire Bolt at P2's own hero targets nothing of P1's: Kentho's power can't be used
    st = start({"auto_pass": False})
    kentho = put_real(st, 0, "Vindicator Kentho", "allies")
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    st.active = st.priority = 1
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 1)))
    st = apply(st, "pass", 1)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == kentho]
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=kentho, power=0)


# --- Quantum Blade (SOB-238) ----------------------------------------------------------------------------------------


def test_quantum_blade_removes_ten_cards_for_a_cheaper_next_strike():
    # WoW 701 / 403.1 / 403.2: "Remove the top ten cards of your deck from the game -> You pay 5 less the next time you
    # strike with Quantum Blade this turn." — ten cards removed face up; its strike costs 0 once, then 5 again
    data = automated("Quantum Blade")
    assert data["strike_cost"] == 5
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Quantum Blade", "hero_row")
    top = list(st.table.zone(0, "deck"))[:10]
    st = resolve_chain(_use(st, 0, blade))
    assert all(st.table.cards[u].zone == "removed" and 1 in st.table.cards[u].known_to for u in top)
    assert costs.strike_cost(st, 0, blade) == 0
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=blade), {"protector": ["none"]})
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 5
    assert costs.strike_cost(st, 0, blade) == 5  # the next strike only


def test_quantum_blade_cost_needs_ten_cards():
    # WoW 403.1: a cost is paid in full — with nine cards in the deck the power can't be used
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Quantum Blade", "hero_row")
    for uid in list(st.table.zone(0, "deck"))[9:]:
        st.table.move(uid, "graveyard", player=0)
    assert len(st.table.zone(0, "deck")) == 9
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == blade]


# --- Gigantique Bag (WG-180) ----------------------------------------------------------------------------------------


def test_gigantique_bag_pays_1_per_card_in_hand_to_draw():
    # WoW 701 / 403.1: "[Exhaust], Pay 1 for each card in your hand -> Draw a card." — with 7 cards in hand it costs 7
    # (6 ready resources: not usable); "You have no maximum hand size." (the template's line 1)
    from engine.wow.hand_size import hand_limit

    automated("Gigantique Bag")
    st = start({"auto_pass": False})
    bag = put_real(st, 0, "Gigantique Bag", "hero_row")
    assert hand_limit(st, 0) is None
    n = len(st.table.zone(0, "hand"))
    paid = resources(st, 0, n - 1)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == bag]
    paid += resources(st, 0, 2)
    st = resolve_chain(_use(st, 0, bag))
    assert len(st.table.zone(0, "hand")) == n + 1 and st.table.cards[bag].tapped
    assert sum(st.table.cards[u].tapped for u in paid) == n  # one per card in hand as it was used


# --- Gloves of the High Magus (HFI-209) -----------------------------------------------------------------------------


def _gloves(top: str):
    from .test_x32a_play_now import _on_top

    st = start({"auto_pass": False})
    gloves = put_real(st, 0, "Gloves of the High Magus", "hero_row")
    card = _on_top(st, 0, top)
    st = resolve_chain(_use(st, 0, gloves))
    return st, gloves, card


def test_gloves_of_the_high_magus_removed_card_may_be_played_this_turn():
    # WoW 701 / 415.7a / 409.1: "[Exhaust], Remove the top card of your deck from the game -> If it's an ability, ally, or
    # equipment card, you may play it this turn if able." — Iron Sentinel removed face up, then played from there paying
    # its 4; not on the next turn
    automated("Gloves of the High Magus")
    st, gloves, sentinel = _gloves("Iron Sentinel")
    assert st.table.cards[gloves].tapped and st.table.cards[sentinel].zone == "removed" and 1 in st.table.cards[sentinel].known_to
    plays = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == sentinel]
    assert not plays  # "if able": no resources to pay
    paid = resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=sentinel, x=0))
    assert st.table.cards[sentinel].zone == "allies" and all(st.table.cards[u].tapped for u in paid)


def test_gloves_of_the_high_magus_removed_quest_may_be_placed_this_turn_only():
    # WoW 412.1 / 412.1a: "If it's a quest card, you may place it this turn if able." — placed face up from the removed
    # zone as this turn's resource; another turn: no more
    st, _gloves_uid, quest = _gloves("Scout the Border")
    placing = [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args["uid"] == quest]
    assert {a.args["face_up"] for a in placing} == {True, False}
    st.turn += 2  # (test setup: a later turn of P1's)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args["uid"] == quest]
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=quest, face_up=True)
    st.turn -= 2
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[quest].zone == "resources" and not st.table.cards[quest].face_down


def test_gloves_of_the_high_magus_other_kinds_are_only_removed():
    # WoW 709.3: a location is neither played nor placed: it stays removed
    st = start({"auto_pass": False})
    gloves = put_real(st, 0, "Gloves of the High Magus", "hero_row")
    from .test_x32a_play_now import _on_top

    camp = _on_top(st, 0, "Crossroads Camp")
    st = resolve_chain(_use(st, 0, gloves))
    assert st.table.cards[camp].zone == "removed"
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == camp]
