"""The long tail, round 4 (helper wtail4): "You can't discard cards" (Magistrix Fyalenn, Kinivus the Focused;
``engine.wow.discard_ban``) at the discard paths it reaches — effects, the hand-limit rule, costs, "If you do" —
each played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.ban_keys import CANT_DISCARD
from engine.wow.engine import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of
from .test_wscale_amounts import as_hero
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)

ARENA_ALLY = "Gladiator Zi'mo"
"""An Arena ally (Gladiator Emek's trigger watches Arena allies of the party)."""


def _hand(st, player: int) -> list[int]:
    return list(st.table.zone(player, "hand"))


def _refusals(events, player: int) -> list:
    return [e for e in events if e.kind == "no_discard" and e.player == player]


def _emek_discards(st, target_player: int):
    """P1 (index 0) uses Tormentor Emek ("On your turn: 3, Discard a card -> Target player discards a card."),
    paying with a card of his hand, aimed at ``target_player``; the chain resolves. Returns (state, events)."""
    data = automated("Tormentor Emek")
    emek = put_real(st, 0, "Tormentor Emek", "allies")
    payer = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=emek, power=power_of(data), x=0, pay=[payer])
    r = ENGINE.apply(st, Action("choose", 0, {"picks": [str(hero(st, target_player))]}))
    st, events = r.state, list(r.events)
    assert st.table.cards[payer].zone == "graveyard"  # 403.1: the discard cost is paid (P1 may discard)
    for _ in range(20):
        if not st.chain or st.pending:
            break
        r = ENGINE.apply(st, Action("pass", st.priority, {}))
        st, events = r.state, events + list(r.events)
    return st, events


def test_magistrix_fyalenn_compiles_her_ban_on_her_controller():
    # EN 714 / 103.2: "You can't discard cards." — a continuous power on her controller's hero only
    automated("Magistrix Fyalenn")
    st = start()
    magistrix = put_real(st, 1, "Magistrix Fyalenn", "allies")
    assert kw.has(st, hero(st, 1), CANT_DISCARD) and not kw.has(st, hero(st, 0), CANT_DISCARD)
    destroy(st, magistrix, R("415.9c"))
    assert not kw.has(st, hero(st, 1), CANT_DISCARD)  # 714: it ends when she leaves play


def test_magistrix_fyalenn_stops_target_player_discards():
    # 103.2 / 415.9d: "Target player discards a card." aimed at her controller does nothing
    st = start()
    put_real(st, 1, "Magistrix Fyalenn", "allies")
    kept = [put(st, 1, "Mist Owl", "hand") for _ in range(2)]
    before = len(_hand(st, 1))
    st, events = _emek_discards(st, 1)
    assert not st.pending and len(_hand(st, 1)) == before and all(st.table.cards[u].zone == "hand" for u in kept)
    [refusal] = _refusals(events, 1)
    assert refusal.rule == R("103.2")


def test_without_magistrix_target_player_discards():
    # 415.9d: the same discard without the ban happens (the test above can fail)
    st = start()
    [put(st, 1, "Mist Owl", "hand") for _ in range(2)]
    before = len(_hand(st, 1))
    st, _ = _emek_discards(st, 1)
    assert st.pending and st.pending[0].kind == "discard_effect"  # 415.9d: he chooses the card
    st = choose(st, st.pending[0].options[0].id)
    assert len(_hand(st, 1)) == before - 1


def test_magistrix_fyalenn_discard_cost_cant_be_paid():
    # 103.2: "If an action can't be done, no cost of it can be paid" — "1, Discard a card ->" (Jack Coor)
    st = start()
    magistrix = put_real(st, 0, "Magistrix Fyalenn", "allies")
    data = automated("Jack Coor")
    jack = put_real(st, 0, "Jack Coor", "allies")
    card = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=jack, power=power_of(data), x=0, pay=[card])
    assert st.table.cards[card].zone == "hand"
    destroy(st, magistrix, R("415.9c"))
    st = apply(st, "power", 0, uid=jack, power=power_of(data), x=0, pay=[card])  # without her: the cost is paid
    assert st.table.cards[card].zone == "graveyard"


def test_magistrix_fyalenn_keeps_more_than_seven_cards_at_wrap_up():
    # 103.2: "can't" beats the rule 415.4b (discard down to seven at the wrap-up step)
    st = start()
    put_real(st, 0, "Magistrix Fyalenn", "allies")
    while len(_hand(st, 0)) < 9:
        put(st, 0, "Mist Owl", "hand")
    st = _next_turn(st)
    assert st.active == 1 and not any(p.kind == "discard" for p in st.pending)
    assert len(_hand(st, 0)) == 9


@pytest.mark.parametrize("banned", [True, False])
def test_magistrix_fyalenn_if_you_do_fails_after_a_refused_discard(banned):
    # EN 709.3 / 415.9d: "When an Arena ally in your party is destroyed, you may discard a card. If you do, target
    # player discards a card." (Gladiator Emek): P1 can't discard (103.2), so P2 doesn't either; without the ban both do
    automated("Gladiator Emek")
    st = start()
    if banned:
        put_real(st, 0, "Magistrix Fyalenn", "allies")
    put_real(st, 0, "Gladiator Emek", "allies")
    other = put_real(st, 0, ARENA_ALLY, "allies")  # an Arena ally in his party
    seen: list[str] = []

    def says(kind: str, picks: list[str]):
        return lambda pending: (seen.append(kind), picks)[1]

    puncture = put_real(st, 0, "Puncture", "hand")  # "Destroy target ally or equipment."
    resources(st, 0, 3)
    st = choose(apply(st, "play", 0, uid=puncture, x=0), str(other))
    mine, yours = len(_hand(st, 0)), len(_hand(st, 1))
    st = _settle(st, {"may": says("may", ["yes"]), "target": says("target", [str(hero(st, 1))])})
    assert st.table.cards[other].zone == "graveyard" and "may" in seen  # the trigger resolved: "you may discard a card" was asked, and he said yes
    assert len(_hand(st, 0)) == mine - (not banned)  # 103.2: his discard doesn't happen
    assert len(_hand(st, 1)) == yours - (not banned)  # EN 709.3: not done, so the rest doesn't happen


def test_kinivus_flip_bans_his_discards_this_turn_only():
    # EN 701 / 103.2: "3, Flip Kinivus -> You can't discard cards this turn."
    automated("Kinivus the Focused")
    data = automated("Kinivus the Focused")
    st = start()
    kinivus = as_hero(st, "Kinivus the Focused")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=kinivus, power=power_of(data), x=0))
    assert st.table.cards[kinivus].flags.get("flipped")  # 301.2: the cost flips him
    assert kw.has(st, kinivus, CANT_DISCARD) and not kw.has(st, hero(st, 1), CANT_DISCARD)  # "You": only his player
    jack_data = automated("Jack Coor")
    jack = put_real(st, 0, "Jack Coor", "allies")
    card = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # 103.2: a discard cost can't be paid
        apply(st, "power", 0, uid=jack, power=power_of(jack_data), x=0, pay=[card])
    while len(_hand(st, 0)) < 9:
        put(st, 0, "Mist Owl", "hand")
    st = _next_turn(st)  # 103.2: no discard down to seven at this turn's wrap-up (415.4b)
    assert st.active == 1 and len(_hand(st, 0)) == 9
    assert not kw.has(st, kinivus, CANT_DISCARD)  # EN 714: "this turn" is over


# --- "Ongoing: Prevent the first 4 damage that would be dealt to your hero each turn." (Survival Instincts;
# engine.wow.first_damage_shield reads it as each packet would be dealt) ---


def _blast(st, target: int, want: int):
    """Fire Blast ("Your hero deals 2 fire damage to target hero or ally.") at ``target``: ``want`` is dealt."""
    before = st.table.cards[target].damage
    st, _ = play_real(st, "Fire Blast", 0, str(target), pay=1)
    st = resolve_chain(st)
    assert st.table.cards[target].damage - before == want
    return st


def _survival(st) -> tuple:
    automated("Survival Instincts")
    st, ability = play_real(st, "Survival Instincts", 0, pay=3)
    st = resolve_chain(st)
    assert st.table.cards[ability].zone == "hero_row"  # 305.2a: an ongoing ability stays in play
    return st, ability


def test_survival_instincts_prevents_the_first_four_from_the_turn_it_is_played():
    # EN 717 / 714: played in the middle of a turn, it works at once: the first 4 damage in all (2 + 2), then no more
    st = start()
    st, _ = _survival(st)
    me = hero(st, 0)
    st = _blast(st, me, 0)
    st = _blast(st, me, 0)
    st = _blast(st, me, 2)  # the first 4 were prevented
    st = _next_turn(_next_turn(st))
    st = _blast(st, me, 0)  # a new turn: the first 4 again
    foe = hero(st, 1)
    st = _blast(st, foe, 2)  # "your hero": not the opposing one


def test_survival_instincts_does_nothing_after_damage_was_dealt_this_turn():
    # EN 717: "the first 4 damage … each turn": the hero was dealt damage before it came into play, that was the first
    st = start()
    me = hero(st, 0)
    st = _blast(st, me, 2)
    st, _ = _survival(st)
    st = _blast(st, me, 2)


def test_survival_instincts_stops_when_it_leaves_play():
    # 714: a continuous power ends with its source: the rest of this turn's 4 is not prevented once it's gone
    st = start()
    st, ability = _survival(st)
    me = hero(st, 0)
    st = _blast(st, me, 0)  # 2 of the 4 used
    destroy(st, ability, R("415.9c"))
    st = _blast(st, me, 2)


# --- Haunting Call: "2, Exhaust your hero -> Remove three target cards in one opposing graveyard from the game. Add a
# spirit counter for each ally removed this way. At the start of your turn, your hero deals 1 shadow damage to each
# opposing hero for each spirit counter." (engine.wow.removed_ally_counters) ---


def _haunting_call(st):
    data = automated("Haunting Call")
    call = put_real(st, 0, "Haunting Call", "hero_row")
    return data, call


def test_haunting_call_counts_the_allies_it_removes_and_hurts_each_turn():
    st = start()
    data, call = _haunting_call(st)
    allies = [put(st, 1, "Mist Owl", "graveyard") for _ in range(2)]  # ally cards
    other = put_real(st, 1, "Fire Blast", "graveyard")  # an ability card
    mine = put(st, 0, "Mist Owl", "graveyard")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=call, power=power_of(data), x=0)
    assert str(mine) not in {o.id for o in st.pending[0].options}  # "opposing graveyard" (EN 706)
    for uid in (*allies, other):
        st = choose(st, str(uid))
    assert st.table.cards[hero(st, 0)].tapped  # 403.1: "Exhaust your hero" is paid
    st = resolve_chain(st)
    assert all(st.table.cards[u].zone == "removed" for u in (*allies, other))  # 415.7
    assert st.table.cards[call].counters.get("spirit") == 2  # 404.1a: one per ally removed, not the ability
    foe = hero(st, 1)
    st = _settle(_next_turn(st))
    assert st.active == 1 and st.table.cards[foe].damage == 0  # "At the start of your turn": not the opponent's
    st = _settle(_next_turn(st))
    assert st.active == 0 and st.table.cards[foe].damage == 2  # 405.4: 1 shadow damage per spirit counter
    assert st.table.cards[hero(st, 0)].damage == 0  # each opposing hero only


def test_haunting_call_needs_three_cards_in_one_opposing_graveyard():
    # 707.1d: three different targets in one opposing graveyard, else the power can't be used
    st = start()
    data, call = _haunting_call(st)
    [put(st, 1, "Mist Owl", "graveyard") for _ in range(2)]
    [put(st, 0, "Mist Owl", "graveyard") for _ in range(3)]  # your own graveyard doesn't count
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=call, power=power_of(data), x=0)


def test_haunting_call_without_allies_adds_no_counter_and_deals_nothing():
    # 404.1a / 104.1: no ally removed, no spirit counter; 0 counters, no damage
    st = start()
    data, call = _haunting_call(st)
    cards = [put_real(st, 1, "Fire Blast", "graveyard") for _ in range(3)]
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=call, power=power_of(data), x=0)
    for uid in cards:
        st = choose(st, str(uid))
    st = resolve_chain(st)
    assert all(st.table.cards[u].zone == "removed" for u in cards)
    assert not st.table.cards[call].counters.get("spirit")
    foe = hero(st, 1)
    st = _settle(_next_turn(_settle(_next_turn(st))))
    assert st.active == 0 and st.table.cards[foe].damage == 0


@pytest.mark.parametrize("banned", [True, False])
def test_magistrix_fyalenn_keeps_her_controllers_hand_from_darkness(banned):
    # 415.9d / 103.2: "Target player discards his hand." (Darkness) aimed at her controller: not one card goes
    st = start()
    if banned:
        put_real(st, 1, "Magistrix Fyalenn", "allies")
    before = len(_hand(st, 1))
    assert before
    st, _ = play_real(st, "Darkness", 0, str(hero(st, 1)), pay=7)
    st = resolve_chain(st)
    assert len(_hand(st, 1)) == (before if banned else 0)
