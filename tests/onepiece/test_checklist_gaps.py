"""Checklist requirements that had no test of their own (see CHECKLIST.md in this folder):
playing cards (2-7), durations (6-2-1, 6-6-1-2), timing words (10-2-8-1, 10-2-12-1), the attack
step check (7-1-1-4), main-phase-only effects (10-2-2-1, 10-2-3-1), counters (2-10-1), choices
(8-4-4-1), optional costs (8-3-1-4), draw 0 (4-5-3) and trash from hand (10-2-14-1)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.onepiece import board
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    new_game,
    option_ids,
    pending_kind,
    put,
    refused,
    to_turn,
)


def custom(st: OPState, player: int, text: str, zone: str, *, cost: int = 1, power: int = 1000,
           tapped: bool = False, number: str = "FX99-100") -> int:
    """Put a made-up character with ``text`` on the table (tests only)."""
    st.cards[number] = card_data(number=number, name=f"Custom {number}", type="Character", colors=["Red"],
                                 cost=cost, power=power, counter=1000, text=text)
    card = st.table.add(number, player, zone)
    card.tapped = tapped
    return card.uid


def turn3() -> OPState:
    """P1's second turn (3 active DON!!): battles allowed."""
    return to_turn(new_game(), 3)


def test_playing_a_character_or_stage_rests_don_equal_to_its_cost_and_it_enters_active():
    # ONE PIECE 2-7-2, 2-7-4, 3-7-3, 3-7-5, 3-8-4, 4-7-1, 6-5-3-1
    st = turn3()
    clear(st, 0, "cost_area")
    give_don(st, 0, 3)
    deckhand = put(st, 0, "FX01-003", "hand")  # cost 2
    keeper = put(st, 0, "FX01-024", "hand")  # cost 3
    ship = put(st, 0, "FX01-023", "hand")  # stage, cost 1
    st = act(st, "play", uid=deckhand)
    assert deckhand in st.table.zone(0, "characters") and not st.table.cards[deckhand].tapped
    assert len(board.active_don(st, 0)) == 1
    refused(st, "play", "2-7-2", uid=keeper)  # 3 > 1 active DON!!: nothing is paid
    assert len(board.active_don(st, 0)) == 1 and keeper in st.table.zone(0, "hand")
    st = act(st, "play", uid=ship)
    assert ship in st.table.zone(0, "stage") and not st.table.cards[ship].tapped
    assert not board.active_don(st, 0)
    refused(st, "play", "4-7-1", uid=put(st, 0, "FX01-003", "trash"))  # only from the hand


def test_only_character_cards_give_counter_values_and_main_events_are_not_counters():
    # ONE PIECE 2-10-1, 7-1-3-2-1, 7-1-3-2-2, 10-2-3-1
    st = turn3()
    stage = put(st, 1, "FX01-030", "hand")
    main_event = put(st, 1, "FX01-020", "hand")  # [Main] Draw 2 cards.
    counter_event = put(st, 1, "FX01-021", "hand")  # [Counter] +4000, cost 1
    cabin_boy = put(st, 1, "FX01-004", "hand")  # counter 2000
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert pending_kind(st) == "counter"
    ids = option_ids(st)
    assert f"c{cabin_boy}" in ids and f"e{counter_event}" in ids
    assert not [i for i in ids if i[1:] in (str(stage), str(main_event))]


def test_main_phase_actions_are_not_available_during_a_battle():
    # ONE PIECE 6-5-4-1, 10-2-2-1, 10-2-3-1: [Activate: Main] and [Main] only outside battle
    st = turn3()
    saboteur = put(st, 0, "FX01-013", "characters")
    event = put(st, 0, "FX01-020", "hand")
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert pending_kind(st) == "counter" and ENGINE.legal_actions(st, 0) == []
    for action in (Action("activate", 0, {"uid": saboteur, "ability": 0}), Action("play", 0, {"uid": event})):
        with pytest.raises(RulesError):
            ENGINE.apply(st, action)


def test_when_attacking_that_removes_the_target_skips_block_and_counter_steps():
    # ONE PIECE 7-1-1-4: the attacked card changed zones in the attack step → end of battle
    st = turn3()
    put(st, 1, "FX01-006", "characters")  # an active [Blocker] that would otherwise be offered
    target = put(st, 1, "FX01-003", "characters", tapped=True)
    attacker = custom(st, 0, "[When Attacking] K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
                      "characters", power=5000)
    life = len(st.table.zone(1, "life"))
    st = act(st, "attack", attacker=attacker, target=target)
    assert pending_kind(st) == "target"
    st = choose(st, target)
    assert target in st.table.zone(1, "trash")
    assert st.battle is None and not st.pending and st.phase == "main"
    assert len(st.table.zone(1, "life")) == life


def test_this_turn_effects_end_at_the_end_of_the_turn():
    # ONE PIECE 6-6-1-2, 6-6-1-3: "during this turn" effects end in the end phase
    st = turn3()
    order = put(st, 0, "FX01-037", "hand")  # [Main] Your Leader's base power becomes 7000 during this turn.
    st = act(st, "play", uid=order)
    assert board.power(st, leader(st, 0)) == 7000
    st = end_turn(st)
    assert board.power(st, leader(st, 0)) == 5000 and not st.modifiers


def test_until_the_start_of_your_next_turn_ends_in_your_refresh_phase():
    # ONE PIECE 6-2-1: 「ターン開始時まで」 effects end in the refresh phase of your next turn
    st = turn3()
    victim = put(st, 1, "FX01-003", "characters")  # 4000
    src = custom(st, 0, "[On Play] Give up to 1 of your opponent's Characters −2000 power until the start of your next turn.",
                 "hand")
    st = act(st, "play", uid=src)
    st = choose(st, victim)
    assert board.power(st, victim) == 2000
    st = end_turn(st)  # P2's turn: still applies
    assert board.power(st, victim) == 2000
    st = end_turn(st)  # P1's refresh
    assert board.power(st, victim) == 4000


def test_end_of_opponents_turn_triggers_only_in_the_opponents_end_phase():
    # ONE PIECE 10-2-8-1
    st = turn3()
    custom(st, 1, "[End of Your Opponent's Turn] Draw 1 card.", "characters")
    hand = len(st.table.zone(1, "hand"))
    st = end_turn(st)  # P1's end phase: P2 draws 1, then P2's draw phase: 1 more
    assert len(st.table.zone(1, "hand")) == hand + 2
    hand = len(st.table.zone(1, "hand"))
    st = end_turn(st)  # P2's own end phase: nothing
    assert len(st.table.zone(1, "hand")) == hand


def test_opponents_turn_condition():
    # ONE PIECE 10-2-12-1, 8-3-2-5, 8-1-3-4-2
    st = turn3()
    c = custom(st, 0, "[Opponent's Turn] This Character gains +1000 power.", "characters")
    assert board.power(st, c) == 1000
    st = end_turn(st)
    assert board.power(st, c) == 2000


def test_declined_optional_cost_does_not_activate_the_effect():
    # ONE PIECE 8-3-1-4: an optional activation cost ("DON!! −1 (You may return …):") declined →
    # nothing is paid and the effect is not activated. (For [Activate: Main], declaring the
    # activation is the choice to pay: the player simply doesn't activate.)
    st = turn3()
    give_don(st, 0, 4)
    caller = put(st, 0, "FX01-018", "hand")  # Tide Caller, cost 4
    victim = put(st, 1, "FX01-003", "characters")
    st = act(st, "play", uid=caller)
    assert pending_kind(st) == "pay"
    field = board.don_on_field(st, 0)
    st = choose(st, "no")
    assert not st.pending and board.don_on_field(st, 0) == field and victim in st.table.zone(1, "characters")


def test_a_choice_without_up_to_must_take_the_full_number():
    # ONE PIECE 8-4-4-1 (vs 1-3-5-1 "up to"): "K.O. 1 of …" must choose 1 when one can be chosen
    st = turn3()
    victim = put(st, 1, "FX01-003", "characters")
    put(st, 1, "FX01-004", "characters")  # two candidates: a real choice (one alone is taken automatically)
    src = custom(st, 0, "[On Play] K.O. 1 of your opponent's Characters with a cost of 3 or less.", "hand")
    st = act(st, "play", uid=src)
    assert pending_kind(st) == "target" and st.pending[0].min == 1
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("choose", 0, {"picks": []}))
    st = choose(st, victim)
    assert victim in st.table.zone(1, "trash")


def test_draw_zero_does_nothing():
    # ONE PIECE 4-5-3, 1-3-2-2: "draw N" with N = 0 does nothing
    st = turn3()
    src = custom(st, 0, "[On Play] Draw 0 cards.", "hand")
    hand, deck = len(st.table.zone(0, "hand")), len(st.table.zone(0, "deck"))
    st = act(st, "play", uid=src)
    assert len(st.table.zone(0, "hand")) == hand - 1 and len(st.table.zone(0, "deck")) == deck


def test_trash_a_card_from_your_hand_is_the_players_choice():
    # ONE PIECE 10-2-14-1: 捨てる = choose a card from your hand and put it into the trash
    st = turn3()
    src = custom(st, 0, "[On Play] Trash 1 card from your hand.", "hand")
    st = act(st, "play", uid=src)
    assert st.pending and st.pending[0].player == 0
    pick = int(option_ids(st)[-1])
    assert pick in st.table.zone(0, "hand")
    st = choose(st, pick)
    assert pick in st.table.zone(0, "trash")


def test_card_text_works_only_in_its_own_area():
    # ONE PIECE 2-8-2: a stage's text works only while it is in the stage area
    st = turn3()
    fort = put(st, 0, "FX01-038", "hand")  # [Your Turn] Give all of your opponent's Characters -1 cost.
    two = put(st, 1, "FX01-003", "characters")
    assert board.cost(st, two) == 2
    st = act(st, "play", uid=fort)
    assert board.cost(st, two) == 1


def test_trash_is_public_and_new_cards_go_on_top():
    # ONE PIECE 3-5-2, 3-1-5: the trash is face up and ordered, the newest card on top
    st = turn3()
    put(st, 1, "FX01-004", "trash")
    victim = put(st, 1, "FX01-003", "characters", tapped=True)
    atk = put(st, 0, "FX01-024", "characters")
    st = choose(act(st, "attack", attacker=atk, target=victim), "done")
    assert st.table.zone(1, "trash")[0] == victim
    opp_trash = ENGINE.view(st, 0)["players"][1]["zones"]["trash"]
    assert opp_trash[0]["card_id"] == "FX01-003" and not any(c.get("hidden") for c in opp_trash)


def test_mulligan_returns_the_whole_hand_and_shuffles_before_drawing_five():
    # ONE PIECE 5-2-1-6-1 (scenario T2): hand back to the deck, shuffle, draw 5
    from .helpers import GREEN_LEADER, RED_LEADER, SIMPLE, deck

    st, _ = ENGINE.new_game(["a", "b"], [deck(RED_LEADER), deck(GREEN_LEADER)], 8, SIMPLE)
    chooser = st.pending[0].player
    st = choose(st, "first" if chooser == 0 else "second")
    old_hand = list(st.table.zone(0, "hand"))
    step = ENGINE.apply(st, Action("choose", 0, {"picks": ["mulligan"]}))
    kinds = [e.kind for e in step.events]
    assert kinds.index("mulligan") < kinds.index("shuffle") < max(i for i, k in enumerate(kinds) if k.startswith("draw"))
    st = step.state
    assert len(st.table.zone(0, "hand")) == 5 and len(st.table.zone(0, "deck")) == 45
    assert all(st.table.cards[u].zone in ("deck", "hand") for u in old_hand)


def test_only_your_own_active_cards_attack_receive_don_and_block():
    # ONE PIECE 7-1 (the turn player's leader or characters attack), 6-5-5-1 (DON!! go to your own
    # leader or characters), 10-1-4-1 (only an *active* [Blocker] can block)
    st = turn3()
    theirs = put(st, 1, "FX01-024", "characters")
    refused(st, "attack", "7-1", attacker=theirs, target=leader(st, 0))
    refused(st, "attack", "7-1", attacker=leader(st, 1), target=leader(st, 0))
    refused(st, "attach", "6-5-5-1", target=theirs)
    put(st, 1, "FX01-006", "characters", tapped=True)  # a rested [Blocker]
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert pending_kind(st) == "counter"


def test_names_traits_and_attributes_in_card_text():
    # ONE PIECE 2-1-2 (「X」 = exactly that name), 2-4-3 (《X》 = that trait), 2-4-3-1 (『X』 = a
    # trait containing X), 2-5-3 ((X) = an attribute)
    from engine.onepiece.cards.readers import parse_target

    st = turn3()
    st.cards["FX99-200"] = card_data(number="FX99-200", name="Deckhand Jr.", type="Character", colors=["Red"], cost=1,
                                     power=1000, traits=["Navy HQ"], attributes=["Slash"])
    jr = st.table.add("FX99-200", 1, "characters").uid
    plain = put(st, 1, "FX01-003", "characters")  # Deckhand, {Fixture Crew}, no attribute

    def fits(phrase: str) -> set[int]:
        t = parse_target(phrase)
        assert t is not None, phrase
        return {u for u in (jr, plain) if board.matches(st, u, t.filter, 0, None)}

    assert fits("up to 1 of your opponent's [Deckhand] Characters") == {plain}  # not "Deckhand Jr."
    assert fits("up to 1 of your opponent's {Navy} type Characters") == set()
    assert fits("up to 1 of your opponent's {Navy HQ} type Characters") == {jr}
    assert fits("up to 1 of your opponent's Characters with a type including \"Navy\"") == {jr}
    assert fits("up to 1 of your opponent's <Slash> attribute Characters") == {jr}


def test_setup_shuffles_and_a_turn_runs_its_phases_in_order():
    # ONE PIECE 5-2-1-2 (shuffle each deck), 6-1-1 / 6-1-2 (refresh → draw → DON!! → main → end)
    from .helpers import GREEN_LEADER, RED_LEADER, SIMPLE, deck

    _, events = ENGINE.new_game(["a", "b"], [deck(RED_LEADER), deck(GREEN_LEADER)], 8, SIMPLE)
    assert sum(e.kind == "shuffle" and e.rule.section == "5-2-1-2" for e in events) == 2
    st = new_game()
    step = ENGINE.apply(st, Action("end_turn", 0, {}))
    sections = [e.rule.section for e in step.events if e.rule is not None]
    order = [sections.index(s) for s in ("6-5-2-1", "6-2-4", "6-3-1", "6-4-1")]
    assert order == sorted(order) and step.state.phase == "main"


def test_non_turn_players_this_turn_effects_also_end():
    # ONE PIECE 6-6-1-3: the non-turn player's "during this turn" effects end too
    st = turn3()
    clear(st, 1, "life")
    put(st, 1, "FX01-021", "life")  # [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.
    atk = put(st, 0, "FX01-024", "characters")
    st = choose(choose(act(st, "attack", attacker=atk, target=leader(st, 1)), "done"), "activate")
    st = choose(st, leader(st, 1))
    assert board.power(st, leader(st, 1)) == 6000 and st.active == 0
    st = end_turn(st)
    assert board.power(st, leader(st, 1)) == 5000


def test_block_step_check_ends_the_battle_when_the_attacker_leaves():
    # ONE PIECE 7-1-2-3: after the block, the attacker changed zones → end of battle
    st = turn3()
    custom(st, 1, "[Blocker]<br>[On Block] K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
           "characters", power=1000)
    atk = put(st, 0, "FX01-024", "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    blocker = int(option_ids(st)[0])
    st = choose(st, blocker)
    if pending_kind(st) == "target":
        st = choose(st, atk)
    assert atk in st.table.zone(0, "trash") and blocker in st.table.zone(1, "characters")
    assert st.battle is None and not st.pending


def test_search_may_find_nothing_and_looked_at_cards_have_not_moved():
    # ONE PIECE 8-4-4-2 (a hidden zone: you may choose not to find it), 11-3-2 (looked-at cards
    # have not moved)
    st = turn3()
    target = put(st, 0, "FX01-024", "deck")
    scout = put(st, 0, "FX01-016", "hand")
    give_don(st, 0, 1)
    top5 = list(st.table.zone(0, "deck")[:5])
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=scout)
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    assert st.table.zone(0, "deck")[:5] == top5
    st = choose(st)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert target in st.table.zone(0, "deck") and len(st.table.zone(0, "hand")) == hand - 1


def test_on_your_opponents_attack_resolves_after_the_attackers_when_attacking():
    # ONE PIECE 10-2-16-1: the defender's [On Your Opponent's Attack] after the attacker's [When Attacking]
    st = turn3()
    put(st, 1, "FX01-015", "characters")  # Sentry: [On Your Opponent's Attack] ➀: +1000 this battle
    give_don(st, 1, 1)
    attacker = custom(st, 0, "[When Attacking] Draw 1 card.", "characters", power=5000)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    assert pending_kind(st) == "pay" and st.pending[0].player == 1
    assert len(st.table.zone(0, "hand")) == hand + 1  # the attacker's draw already happened
