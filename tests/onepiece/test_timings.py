"""Auto-effect timings written as words, not brackets (D3: "when …" effects are auto effects too):
start of the turn (6-2-2), start of the main phase (6-5-1), when attacked (7-1-1-3, 7-1-3-1),
[On Your Opponent's Attack] as "This effect can be activated when your opponent attacks" (10-2-16-1)
end of battle (7-1-5-2) and "when you activate an Event" (8-5). Fixture cards FX01-039 … FX01-044; the
real cards are in test_cards."""

from __future__ import annotations

from engine.core import Action
from engine.onepiece import board
from engine.onepiece.game import ENGINE

from .helpers import act, choose, clear, end_turn, leader, new_game, pending_kind, put, to_turn
from .test_checklist_gaps import custom

DAWN_WATCH = "FX01-039"  # At the start of your turn, draw 1 card.
MORNING_DRILL = "FX01-040"  # At the start of your Main Phase, this Character gains +2000 power during this turn.
DECOY = "FX01-041"  # When this Character is attacked, this Character gains +2000 power during this battle.
ALARM_BELL = "FX01-042"  # [Once Per Turn] This effect can be activated when your opponent attacks. Draw 1 card.
DUELIST = "FX01-043"  # At the end of a battle in which this Character battles your opponent's Character, draw 1 card.
EVENT_FAN = "FX01-044"  # When you activate an Event, draw 1 card.


def _sections(events) -> list[str]:
    return [e.rule.section if e.rule else "" for e in events]


def test_start_of_turn_effects_trigger_in_the_refresh_phase_before_the_draw():
    # ONE PIECE 6-2-2 (after 6-2-1, before 6-2-3 / 6-2-4 and 6-3-1): only the turn player's "at the
    # start of your turn" effects
    st = to_turn(new_game(), 3)
    mine = put(st, 0, DAWN_WATCH, "characters")
    put(st, 1, DAWN_WATCH, "characters")
    hand0, hand1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    res = ENGINE.apply(st, Action("end_turn", 0, {}))
    st = res.state
    assert st.turn == 4 and st.active == 1 and st.phase == "main"
    assert len(st.table.zone(1, "hand")) == hand1 + 2  # the effect's card + the draw phase's card
    assert len(st.table.zone(0, "hand")) == hand0  # P1's Dawn Watch: not P1's turn
    kinds = [(e.kind, e.text) for e in res.events]
    trig = next(i for i, (k, t) in enumerate(kinds) if k == "trigger")
    assert "Start Of Turn" in kinds[trig][1]
    assert trig < _sections(res.events).index("6-2-4") < _sections(res.events).index("6-3-1")
    assert mine in st.table.zone(0, "characters")


def test_start_of_turn_choice_holds_the_draw_phase_until_answered():
    # ONE PIECE 6-2-2: the start-of-turn effect resolves fully (with its choice) before 6-2-4, 6-3-1
    st = to_turn(new_game(), 2)
    custom(st, 0, "At the start of your turn, KO up to 1 of your opponent's Characters with a cost of 3 or less.",
           "characters")
    victim = put(st, 1, "FX01-004", "characters")
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    hand, deck = len(st.table.zone(0, "hand")), len(st.table.zone(0, "deck"))
    st = end_turn(st)
    assert st.turn == 3 and st.phase == "refresh" and pending_kind(st) is not None
    assert len(st.table.zone(0, "hand")) == hand and len(st.table.zone(0, "deck")) == deck  # no draw yet
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area"))  # 6-2-4 not yet
    st = choose(st, victim)
    assert victim in st.table.zone(1, "trash")
    assert st.phase == "main" and len(st.table.zone(0, "hand")) == hand + 1


def test_start_of_main_phase_effects_trigger_after_the_don_phase():
    # ONE PIECE 6-5-1 (after 6-4-1); the "during this turn" power ends with the turn (6-6-1-2)
    st = to_turn(new_game(), 2)
    drill = put(st, 0, MORNING_DRILL, "characters")
    other = put(st, 1, MORNING_DRILL, "characters")
    res = ENGINE.apply(st, Action("end_turn", 1, {}))
    st = res.state
    assert st.turn == 3 and st.phase == "main"
    assert board.power(st, drill) == 5000 and board.power(st, other) == 3000  # only the turn player's
    secs = _sections(res.events)
    trig = next(i for i, e in enumerate(res.events) if e.kind == "trigger")
    assert "Start Of Main" in res.events[trig].text
    assert max(i for i, s in enumerate(secs) if s.startswith("6-4")) < trig
    st = end_turn(st)
    assert board.power(st, drill) == 3000


def test_when_this_character_is_attacked_triggers_in_the_attack_step():
    # ONE PIECE 7-1-1-3, 7-1-3-1 (D3): "when this Character is attacked" before the block step
    st = to_turn(new_game(), 3)
    decoy = put(st, 1, DECOY, "characters", tapped=True)  # 3000
    attacker = put(st, 0, "FX01-003", "characters")  # 4000
    st = act(st, "attack", attacker=attacker, target=decoy)
    assert board.power(st, decoy) == 5000 and pending_kind(st) == "counter"
    st = choose(st, "done")
    assert decoy in st.table.zone(1, "characters")  # 4000 < 5000: nothing happens (7-1-4-2)
    assert st.battle is None and board.power(st, decoy) == 3000  # "during this battle" ended
    # attacking the leader does not trigger it
    other = put(st, 0, "FX01-003", "characters")
    st = act(st, "attack", attacker=other, target=leader(st, 1))
    assert board.power(st, decoy) == 3000


def test_on_your_opponents_attack_written_as_words_once_per_turn():
    # ONE PIECE 10-2-16-1 ("This effect can be activated when your opponent attacks"), 10-2-13
    st = to_turn(new_game(), 3)
    put(st, 1, ALARM_BELL, "characters")
    hand = len(st.table.zone(1, "hand"))
    a, b = put(st, 0, "FX01-004", "characters"), put(st, 0, "FX01-004", "characters")
    st = act(st, "attack", attacker=a, target=leader(st, 1))
    assert len(st.table.zone(1, "hand")) == hand + 1
    st = choose(st, "done")
    st = act(st, "attack", attacker=b, target=leader(st, 1))
    assert len(st.table.zone(1, "hand")) == hand + 1  # [Once Per Turn]: not again this turn


def test_end_of_battle_effects_of_both_players_trigger_when_the_battle_ends():
    # ONE PIECE 7-1-5-1, 7-1-5-2: the attacker's and the attacked card's, if still on the field
    st = to_turn(new_game(), 3)
    clear(st, 0, "hand")
    duel = put(st, 0, DUELIST, "characters")  # 4000
    victim = put(st, 1, "FX01-004", "characters", tapped=True)  # 2000
    st = act(st, "attack", attacker=duel, target=leader(st, 1))
    st = choose(st, "done")  # 4000 < 5000: the battle just ends
    assert st.battle is None and len(st.table.zone(0, "hand")) == 0  # battled a Leader: no trigger
    st.table.cards[duel].tapped = False
    st = choose(act(st, "attack", attacker=duel, target=victim), "done")
    assert victim in st.table.zone(1, "trash") and len(st.table.zone(0, "hand")) == 1
    # the defender's: P2's Duelist survives an attack by a weaker Character and draws
    guard = put(st, 1, DUELIST, "characters", tapped=True)
    weak = put(st, 0, "FX01-004", "characters")
    hand1 = len(st.table.zone(1, "hand"))
    st = choose(act(st, "attack", attacker=weak, target=guard), "done")
    assert guard in st.table.zone(1, "characters") and len(st.table.zone(1, "hand")) == hand1 + 1


def test_end_of_battle_effects_resolve_before_during_this_battle_effects_end():
    # ONE PIECE 7-1-5-2 before 7-1-5-3 / 7-1-5-4 and 7-1-5-5 (return to the main phase)
    st = to_turn(new_game(), 3)
    me = custom(st, 0, "[When Attacking] This Character gains +2000 power during this battle.\n"
                "At the end of a battle in which this Character battles, KO up to 1 of your opponent's "
                "Characters with a cost of 1 or less.", "characters", power=3000)
    small = put(st, 1, "FX01-004", "characters")  # cost 1
    st = choose(act(st, "attack", attacker=me, target=leader(st, 1)), "done")
    st = choose(st, "hand")  # 5000 ≥ 5000: a life card
    assert st.battle is not None and st.battle.step == "closing" and pending_kind(st) is not None
    assert board.power(st, me) == 5000  # "during this battle" still applies
    st = choose(st, small)
    assert small in st.table.zone(1, "trash")
    assert st.battle is None and st.phase == "main" and board.power(st, me) == 3000


def test_activating_an_event_is_playing_it_not_its_trigger():
    # ONE PIECE 8-5-1, 8-5-2, 8-5-4: "when you activate an Event" fires for an Event played from
    # the hand ([Main] or [Counter]), not for an Event's [Trigger] from the life area (10-1-5)
    st = to_turn(new_game(), 3)
    fan = put(st, 0, EVENT_FAN, "characters")
    put(st, 1, EVENT_FAN, "characters")
    supply = put(st, 0, "FX01-020", "hand")  # [Main] Draw 2 cards. [Trigger] Draw 1 card.
    hand0, hand1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = act(st, "play", uid=supply)
    assert len(st.table.zone(0, "hand")) == hand0 - 1 + 2 + 1  # the event's 2 + the fan's 1
    assert len(st.table.zone(1, "hand")) == hand1  # the opponent's fan: "you" is not them
    # a [Trigger] from the life area is not activating an Event
    clear(st, 1, "life")
    put(st, 1, "FX01-020", "life")
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    st = choose(choose(st, "done"), "activate")
    assert len(st.table.zone(1, "hand")) == hand1 + 1  # the Trigger's draw only
    assert fan in st.table.zone(0, "characters")
