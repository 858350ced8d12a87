"""Interaction (第四節 4.0.0), the pending-effect list (第五節 4.0.0), exits (第六節 14.0.0), Idea
arithmetic (第六節 7.0.0), plans (第六節 5.0.0), ひらめき and the checklist's scenarios T1–T10."""

from __future__ import annotations

import os

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, resolve
from engine.mlp.cards.schema import make_card
from engine.mlp.game import ENGINE
from engine.mlp.state import Queued
from tests.shared_data import DATA as SHARED_DATA

from .helpers import act, add_scenes, choose, end_main, new, place, take, to_hand, to_turn


def interaction_turn(seed: int = 1):
    """Turn 3, P1 active, no scenes on the board (so no ひらめき prompts unless a test adds some)."""
    st = to_turn(new(seed), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
    return st


def passes(st):
    while st.pending and st.pending[0].kind == "hirameki":
        st = choose(st, "pass")
    return st


def set_plan(st, p, story_index, card_id):
    """Replace ``p``'s plan on a story with a known card."""
    old = board.plan_at(st, p, story_index)
    if old is not None:
        st.table.move(old, "deck", player=p)
        st.table.cards[old].flags = {}
    uid = take(st, p, card_id)
    st.table.move(uid, "plans", player=p)
    st.table.cards[uid].flags = {"story": story_index}
    return uid


def remove_plan(st, p, story_index):
    uid = board.plan_at(st, p, story_index)
    st.table.move(uid, "deck", player=p)
    st.table.cards[uid].flags = {}


# --- interaction ---------------------------------------------------------------------------

def test_higher_idea_wins_and_loser_exits():
    # 第四節 4.3.3, 4.3.4
    st = interaction_turn()
    a = place(st, 0, "FX01-C02", 0)  # idea 3
    b = place(st, 1, "FX01-C09", 0)  # idea 2
    st = passes(end_main(st))
    assert st.table.cards[a].zone == "adventure" and st.table.cards[b].zone == "rest"


def test_tie_makes_both_characters_leave():
    # 第四節 4.3.3: equal final Idea → both exit
    st = interaction_turn()
    a = place(st, 0, "FX01-C09", 0)
    b = place(st, 1, "FX01-C03", 0)  # both idea 2
    st = passes(end_main(st))
    assert st.table.cards[a].zone == "rest" and st.table.cards[b].zone == "rest"


def test_columns_from_the_first_players_left_even_on_the_second_players_turn():
    # 第四節 4.2.0
    st = interaction_turn()
    st.active = 1  # P2's turn; P1 (index 0) went first
    place(st, 1, "FX01-C02", 0)
    place(st, 1, "FX01-C02", 2)
    st = end_main(st)
    assert st.pending[0].kind == "column_action" and st.column == 0
    st = choose(st, "skip")
    assert st.column == 2  # column 2 (index 1) had no P2 character: skipped


def test_won_t_retire_in_contact_effect():
    # card effect overriding 第四節 4.3.4b for one character
    st = interaction_turn()
    add_scenes(st, 0, 1)
    a = place(st, 0, "FX01-C09", 0)  # idea 2
    place(st, 1, "FX01-C08", 0)  # idea 7
    ev = to_hand(st, 0, "FX01-E05")
    st = act(st, Action("play", 0, {"uid": ev}))
    st = passes(end_main(st))
    assert st.table.cards[a].zone == "adventure"


def test_contact_idea_bonus_lasts_until_the_end_of_the_interaction():
    # 第四節 4.3.1, 4.3.5a, 第五節 1.3.1: ひらめき flips the scene (as its cost) and lasts this interaction
    st = interaction_turn()
    scene = add_scenes(st, 0, 1)[0]  # FX01-S01: your 「Unicorn」 +1 this contact
    a = place(st, 0, "FX01-C01", 0)  # Unicorn idea 2
    b = place(st, 1, "FX01-C03", 0)  # idea 2
    st = end_main(st)
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = choose(st, str(scene))
    assert st.table.cards[scene].flags.get("scene_face_down")
    st = passes(st)
    assert st.table.cards[a].zone == "adventure" and st.table.cards[b].zone == "rest"
    assert not [m for m in st.modifiers if m.uid == a]  # 第四節 4.3.5a: gone after the column


def test_face_down_scene_cannot_use_hirameki_but_pays_harmony():
    # 第二節 4.5.2a
    st = interaction_turn()
    scene = add_scenes(st, 0, 1)[0]
    st.table.cards[scene].flags["scene_face_down"] = True
    place(st, 0, "FX01-C01", 0)
    place(st, 1, "FX01-C03", 0)
    uid = to_hand(st, 0, "FX01-E03")
    assert any(a.type == "play" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, 0))
    st2 = end_main(st)
    assert not (st2.pending and st2.pending[0].kind == "hirameki")


def test_hirameki_only_if_the_interacting_character_qualifies():
    # 第四節 4.3.1a, 第五節 1.3.1a
    st = interaction_turn()
    add_scenes(st, 0, 1)  # Unicorn boost
    place(st, 0, "FX01-C02", 0)  # a Pegasus
    place(st, 1, "FX01-C03", 0)
    st = end_main(st)
    assert not (st.pending and st.pending[0].kind == "hirameki" and st.pending[0].player == 0)


# --- story and plans -------------------------------------------------------------------------

def test_t6_story_advance_blocked_by_opponents_plan():
    # 第四節 4.4.1 例, 第三節 4.2.0 (scenario T6)
    st = interaction_turn()
    st.stage[0] = 1
    place(st, 0, "FX01-C02", 0)
    st = end_main(st)
    pend = st.pending[0]
    assert pend.kind == "column_action" and "advance" not in [o.id for o in pend.options]
    with pytest.raises(RulesError) as err:
        choose(st, "advance")
    assert err.value.rule.section == "第三節 4.2.0"
    remove_plan(st, 1, 1)  # no plan on the rival's stage-Ⅱ story
    st = to_turn(st, 3)
    st.pending.clear()
    st.phase, st.step = "main", "main"
    st = end_main(st)
    out = ENGINE.apply(st, Action("choose", 0, {"picks": ["advance"]}))
    assert out.state.stage[0] == 2
    assert any(e.kind == "idea" and "+2" in e.text for e in out.events)  # story Ⅱ's effect was used


def test_advancing_to_stage_four_wins():
    # 第一節 4.1.0, 第三節 4.3.0
    st = interaction_turn()
    st.stage[0] = 3
    remove_plan(st, 1, 3)
    place(st, 0, "FX01-C02", 0)
    st = choose(end_main(st), "advance")
    assert st.result is not None and st.result.winners == [0]


def test_disrupt_plan_without_precaution_goes_to_owners_hand():
    # 第四節 4.4.2, 第六節 5.1.0
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    plan = set_plan(st, 1, 0, "FX01-C02")
    st = choose(end_main(st), "disrupt")
    assert st.table.cards[plan].zone == "hand" and st.table.cards[plan].controller == 1


def test_disrupt_plan_with_precaution_resolves_it_then_rest_area():
    # 第四節 4.4.2, 第三節 8.1.2, 第六節 5.2.0
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    plan = set_plan(st, 1, 0, "FX01-C07")  # 事前対策: draw 2
    hand = len(st.table.zone(1, "hand"))
    st = choose(end_main(st), "disrupt")
    assert st.table.cards[plan].zone == "rest" and len(st.table.zone(1, "hand")) == hand + 2 + 1  # + P2's draw step


def test_precaution_that_cannot_be_done_is_skipped_and_plan_still_goes_to_rest():
    # 第六節 5.2.0 例
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    plan = set_plan(st, 1, 0, "FX01-C11")  # needs an untapped scene of its owner: P2 has none
    st = choose(end_main(st), "disrupt")
    assert st.table.cards[plan].zone == "rest"


def test_precaution_moving_the_card_into_the_adventure_area():
    # 第六節 14.1.3a analogue: the effect gave the card another destination
    st = interaction_turn()
    add_scenes(st, 1, 1)
    place(st, 0, "FX01-C02", 0)
    plan = set_plan(st, 1, 0, "FX01-C11")
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].kind == "slot" and st.pending[0].player == 1  # 第三節 3.2.0: the owner picks
    st = choose(st, "2")
    assert st.table.cards[plan].zone == "adventure" and st.table.cards[plan].controller == 1
    assert st.table.cards[plan].flags["slot"] == 2


def test_disrupt_with_no_plans_does_nothing():
    # checklist §12 #18
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    for i in range(4):
        remove_plan(st, 1, i)
    # disrupting with no plan removes nothing (§12 #18), so it is no longer offered (engine.mlp.may_nothing,
    # 第四節 4.4.2; tests/mlp/test_may_nothing.py); carried out anyway, it still does nothing
    st = end_main(st)
    assert {o.id for o in st.pending[0].options} == {"advance", "skip"}
    events = ENGINE.disrupt(st, 0, board.at_slot(st, 0, 0))
    assert [e.kind for e in events] == ["skip"] and st.result is None


def test_new_plan_goes_on_the_highest_story_without_one():
    # 第三節 4.5.0, 第六節 4.1.0
    st = new()
    remove_plan(st, 0, 1)
    remove_plan(st, 0, 3)
    uid = st.table.zone(0, "hand")[0]
    resolve.place_plan(st, 0, uid, None)
    assert st.table.cards[uid].flags["story"] == 3 and not st.table.cards[uid].known_to


@pytest.mark.parametrize(("zone", "named"), [("hand", False), ("deck", False), ("rest", True)])
def test_a_plan_is_named_in_the_log_only_when_it_came_from_a_public_zone(zone, named):
    # 第三節 4.2.0, 第六節 4.1.0: a plan is face down, hidden even from its owner, so a card made a plan
    # from the hand or the deck is "a card" to everyone; one from the rest area was already public
    st = new()
    remove_plan(st, 0, 3)
    uid = st.table.zone(0, "hand")[0]
    if zone != "hand":
        st.table.move(uid, zone, player=0)
    (event,) = resolve.place_plan(st, 0, uid, None)
    assert (board.name(st, uid) in event.text) is named
    assert ("a card" in event.text) is not named


# --- the pending list ------------------------------------------------------------------------

def _q(p, label):
    return Queued(p, 0, "", -1, label, builtin="draw1")


def test_t1_new_entry_goes_on_top():
    # 第五節 4.3.0 例 (scenario T1)
    st = new()
    st.effect_list = [_q(0, "A"), _q(0, "B"), _q(0, "C")]
    st.waiting = [_q(0, "D")]
    resolve.push_waiting(st)
    assert [e.label for e in st.effect_list] == ["D", "A", "B", "C"]


def test_t3_both_players_effects_non_active_first():
    # 第五節 4.6.0 例 (scenario T3): X orders A then B, Y orders D then C → C, D, B, A
    st = new()
    st.waiting = [_q(0, "A"), _q(0, "B"), _q(1, "C"), _q(1, "D")]
    resolve.push_waiting(st)
    assert st.pending[0].player == 0 and st.pending[0].kind == "order"
    resolve.answer_order(st, next(int(o.id) for o in st.pending.pop(0).options if o.label == "A"))
    resolve.push_waiting(st)  # B alone
    resolve.push_waiting(st)
    assert st.pending[0].player == 1
    resolve.answer_order(st, next(int(o.id) for o in st.pending.pop(0).options if o.label == "D"))
    resolve.push_waiting(st)
    assert [e.label for e in st.effect_list] == ["C", "D", "B", "A"]


def test_trigger_order_option_active_first():
    # 第五節 1.1.1b literal reading, as an option
    st = new(trigger_order="active_first")
    st.waiting = [_q(0, "A"), _q(1, "C")]
    resolve.push_waiting(st)
    resolve.push_waiting(st)
    assert [e.label for e in st.effect_list] == ["A", "C"]


def test_t5_activated_cost_cannot_be_paid_when_tapped():
    # 第五節 1.3.0 例, 3.1.6, 第六節 10.2.0 (scenario T5)
    st = new()
    owl = place(st, 0, "FX01-C04", 0)  # 横置き: a Pet +2
    st.table.cards[owl].tapped = True
    with pytest.raises(RulesError) as err:
        act(st, Action("activate", 0, {"uid": owl, "ability": 0}))
    assert err.value.rule.section == "第五節 3.1.6"
    st.table.cards[owl].tapped = False
    st = act(st, Action("activate", 0, {"uid": owl, "ability": 0}))
    assert board.idea(st, owl) == 3 and st.table.cards[owl].tapped
    st = end_main(st)  # release step
    assert board.idea(st, owl) == 1


def test_t7_idea_arithmetic():
    # 第六節 7.1.0, 7.2.0, 7.3.0 (scenario T7)
    from engine.core import Modifier

    st = new()
    a = place(st, 0, "FX01-C01", 0)  # idea 2
    st.modifiers.append(Modifier(a, "idea", -3))
    assert board.idea(st, a) == 0
    st.modifiers.append(Modifier(a, "idea", +1))
    assert board.idea(st, a) == 0  # net -2, floored only at the end
    b = place(st, 0, "FX01-C06", 1)  # idea 4
    st.modifiers.append(Modifier(b, "idea", +1))
    assert board.idea(st, b) == 5 and not board.match(st, 1, None, b, {"idea_max": 4})


def test_t8_exit_causing_exit_waits_for_the_first_exit():
    # 第六節 14.1.2a 例 (scenario T8)
    from engine.core import Modifier

    st = interaction_turn()
    storm = place(st, 0, "FX01-C05", 0)  # お別れ: no other character of yours → retire a rival idea ≥6
    dawn = place(st, 1, "FX01-C01", 0)  # お別れ: draw 1
    st.modifiers.append(Modifier(dawn, "idea", 5, duration="this_turn"))  # idea 7
    out = ENGINE.apply(st, Action("end_main", 0))
    ev = out.events
    moves = [(e.data.get("uid"), e.text.rsplit(" ", 1)[-1]) for e in ev if e.kind == "move" and e.data.get("uid") in (storm, dawn)]
    # Storm → processing, Dawn → processing (exits by Storm's お別れ), Storm → rest (its exit completes),
    # then Dawn's お別れ resolves (P2 draws) and Dawn → rest.
    assert moves == [(storm, "processing"), (dawn, "processing"), (storm, "rest"), (dawn, "rest")]
    i_storm_rest = next(i for i, e in enumerate(ev) if e.kind == "move" and e.data.get("uid") == storm and e.text.endswith("rest"))
    i_draw = next(i for i, e in enumerate(ev) if e.kind == "draw" and e.player == 1)
    assert i_storm_rest < i_draw


def test_farewell_character_passes_through_processing_area():
    # 第六節 14.1.2, 第三節 8.1.3
    st = interaction_turn()
    dawn = place(st, 0, "FX01-C01", 0)  # idea 2 with お別れ
    place(st, 1, "FX01-C08", 0)
    events = ENGINE.apply(st, Action("end_main", 0)).events
    texts = [e.text for e in events]
    assert any("processing" in t for t in texts)
    assert ENGINE.apply(st, Action("end_main", 0)).state.table.cards[dawn].zone == "rest"


def test_t9_simultaneous_triggers_after_an_exit_opponent_first():
    # 第六節 14.2.1 例 (scenario T9): AP's "whenever a character of the rival leaves by interaction"
    # draw and the opponent's お別れ draw start together; the opponent draws first.
    st = interaction_turn()
    place(st, 0, "FX01-C08", 0)
    dawn = place(st, 1, "FX01-C01", 0)
    st.player_flags[0]["draw_on_rival_contact_retire"] = st.turn
    events = ENGINE.apply(st, Action("end_main", 0)).events
    draws = [e.player for e in events if e.kind == "draw"]
    assert draws[:2] == [1, 0]
    assert dawn


def test_appear_trigger_and_condition_checked_on_resolution():
    # 第二節 1.6.1, 第五節 3.3.1, 第五節 1.5.1
    st = new()
    add_scenes(st, 0, 3)
    rival = place(st, 1, "FX01-C09", 0)  # idea 2
    scholar = to_hand(st, 0, "FX01-C06")  # 出会い: if 「Owl」 → retire rival idea ≤5
    st2 = act(st, Action("play", 0, {"uid": scholar, "slot": 0}))
    assert st2.table.cards[rival].zone == "adventure"  # no Owl: condition false
    place(st, 0, "FX01-C04", 1)
    st3 = act(st, Action("play", 0, {"uid": scholar, "slot": 0}))
    assert st3.table.cards[rival].zone == "rest"


def test_other_keyword_condition_excludes_the_card_itself():
    # 第五節 1.5.3 例
    st = new()
    add_scenes(st, 0, 3)
    st.cards["TX01-C01"] = make_card(id="TX01-C01", name="Test Earth Pony", type="Character", keywords=["Earth Pony"], harmony=1, idea=2,
                                     text="[Appear] If there is any other 「Earth Pony」 in your Adventure Area, this Character gets +2 Inspiration until the end of turn.")
    uid = st.table.add("TX01-C01", 0, "hand").uid
    st2 = act(st, Action("play", 0, {"uid": uid, "slot": 0}))
    assert board.idea(st2, uid) == 2
    place(st, 0, "FX01-C03", 1)
    st3 = act(st, Action("play", 0, {"uid": uid, "slot": 0}))
    assert board.idea(st3, uid) == 4


def test_only_use_when_event_cannot_be_declared():
    # 第五節 1.4.0 例
    st = new()
    mail = to_hand(st, 0, "FX01-E04")  # only with a 「Pet」
    assert not any(a.args.get("uid") == mail for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": mail}))
    assert err.value.rule.section == "第五節 1.4.0"
    place(st, 0, "FX01-C04", 0)
    assert any(a.args.get("uid") == mail for a in ENGINE.legal_actions(st, 0))


def test_continuous_effect_re_evaluated():
    # 第五節 1.2.0: "while in your turn +2"
    st = to_turn(new(), 3)
    guard = place(st, 0, "FX01-C08", 0)
    assert board.idea(st, guard) == 9
    st.active = 1
    assert board.idea(st, guard) == 7


def test_presents_opponents_resolve_first():
    # 第二節 7.2.2c–d, 第四節 2.4.0
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    b = place(st, 1, "FX01-C02", 0)
    st.table.cards[a].counters["present_pinkie"] = 1
    st.table.cards[b].counters["present_pinkie"] = 1
    st = end_main(st)  # turn 2: P2 active
    assert st.pending[0].kind == "presents" and st.pending[0].player == 1
    st = choose(st, f"{b}:pinkie")
    assert st.pending[0].player == 0
    out = ENGINE.apply(st, Action("choose", 0, {"picks": [f"{a}:pinkie"]}))
    idea_events = [e.data["uid"] for e in out.events if e.kind == "idea"]
    assert idea_events == [a, b]  # the non-active player's (P1's) present resolves first
    assert board.idea(out.state, a) == 4 and not out.state.table.cards[a].counters


def test_tokens_removed_when_the_character_leaves():
    # 第二節 7.2.1b, 7.2.2e
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    st.table.cards[a].counters["candy"] = 1
    resolve.exit_character(st, a, "test")
    assert st.table.cards[a].counters == {}


def test_manual_fallback_for_unreadable_text():
    # 第五節 2.1.1 (engine.core.manual): never skipped, resolved by hand, publicly logged
    st = new()
    add_scenes(st, 0, 3)
    trick = to_hand(st, 0, "FX01-C10")
    st = act(st, Action("play", 0, {"uid": trick, "slot": 0}))
    assert st.pending[0].kind == "manual" and st.pending[0].player == 0
    acts = ENGINE.legal_actions(st, 0)
    assert any(a.args.get("op") == "done" for a in acts)
    mod = next(a for a in acts if a.args.get("op") == "modify" and a.args.get("uid") == trick)
    st = act(st, mod)
    st = act(st, next(a for a in ENGINE.legal_actions(st, 0) if a.args.get("op") == "done"))
    assert not st.pending and st.phase == "main"


def test_search_reveals_and_rest_goes_to_rest_area():
    # 第六節 11.0.0: revealed cards are public; chosen to hand, the rest as the text says
    st = new()
    from engine.core.effects import Effect, Target
    from engine.mlp.state import Resolving

    res = Resolving(_q(0, "search"))
    st.resolving.append(res)
    eff = Effect("search", amount=3, zone="rest", target=Target("chosen", {"type": "Character"}, 1, True))
    resolve.execute(st, res, eff, 0)
    if st.pending:
        pick = st.pending.pop(0).options[0].id
        resolve.search_rest(st, res, eff, [int(pick)])
        assert st.table.cards[int(pick)].zone == "hand"
    assert len(st.table.zone(0, "rest")) >= 2


def test_t10_look_at_plans_and_return_them_only_to_their_stories():
    # 第六節 13.3.0 例 (scenario T10), 第三節 4.1.2
    st = new()
    add_scenes(st, 0, 3)
    remove_plan(st, 0, 0)
    remove_plan(st, 0, 2)
    two, four = board.plan_at(st, 0, 1), board.plan_at(st, 0, 3)
    st.cards["TX01-E01"] = make_card(id="TX01-E01", name="Peek", type="Event", harmony=0,
                                     text="Look at your Plans, put them back in any order you want.")
    uid = st.table.add("TX01-E01", 0, "hand").uid
    st = act(st, Action("play", 0, {"uid": uid}))
    assert st.pending[0].kind == "plan_order"
    assert ENGINE.view(st, 0)["players"][0]["zones"]["plans"][0].get("card_id")  # seen while resolving
    assert ENGINE.view(st, 1)["players"][0]["zones"]["plans"][0].get("hidden")
    st = choose(st, str(four), str(two))  # swap
    assert st.table.cards[four].flags["story"] == 1 and st.table.cards[two].flags["story"] == 3
    assert all(ENGINE.view(st, 0)["players"][0]["zones"]["plans"][i].get("hidden") for i in range(2))  # hidden again


def test_hirameki_flip_option_after_use():
    # 第四節 4.3.1 reading (checklist §12 #3) as an option: the scene still ends face down
    st = interaction_turn()
    st.options["hirameki_flip"] = "after"
    scene = add_scenes(st, 0, 1)[0]
    place(st, 0, "FX01-C01", 0)
    place(st, 1, "FX01-C03", 0)
    st = choose(end_main(st), str(scene))
    assert st.table.cards[scene].flags.get("scene_face_down")


def _card(st, cid, text, kind="Character", **kw):
    st.cards[cid] = make_card(id=cid, name=cid, type=kind, text=text, **kw)
    return cid


def test_t2_trigger_met_during_a_resolution_waits():
    # 第五節 4.5.0 例 (scenario T2): A = draw 1, discard 1; E triggers on the draw but is pushed
    # only after A has completely resolved, on top of the rest: E, B, C
    st = new()
    cid = _card(st, "TX01-C02", "[Adventure] When you draw a card, choose 1 Character in your Adventure Area, it gets +1 Inspiration until the end of turn.",
                keywords=["Test"], harmony=1, idea=1)
    place(st, 0, cid, 0)
    st.cards["TX01-E02"] = make_card(id="TX01-E02", name="A", type="Event", harmony=0, text="Draw 1 card, discard 1 card.")
    a = st.table.add("TX01-E02", 0, "processing").uid
    st.effect_list = [Queued(0, a, "TX01-E02", 0, "A", finish="event"), _q(0, "B"), _q(0, "C")]
    st.effect_list.pop(0)
    resolve.begin(st, Queued(0, a, "TX01-E02", 0, "A", finish="event"))
    resolve.step(st)  # the draw
    assert len(st.waiting) == 1 and [e.label for e in st.effect_list] == ["B", "C"]  # E not pushed yet
    resolve.step(st)  # the discard: a choice
    pick = st.pending.pop(0).options[0].id
    ENGINE._answer(st, type("P", (), {"player": 0, "kind": "discard", "context": {}, "rule": None})(), [pick])
    resolve.step(st)  # A finishes
    assert not st.resolving and st.table.cards[a].zone == "rest"
    resolve.push_waiting(st)
    assert [e.label.split(":")[0] for e in st.effect_list] == ["TX01-C02", "B", "C"]


def test_t4_whenever_fires_once_per_card_when_fires_once():
    # 第五節 1.1.3 例 (scenario T4): 「たびに」 × 4 discards → 4 triggers; 「とき」 → 1
    for word, expected in (("Whenever", 4), ("When", 1)):
        st = new()
        cid = _card(st, "TX01-C03", f"[Adventure] {word} you discard a card, draw 1 card.", keywords=["Test"], harmony=1, idea=1)
        place(st, 0, cid, 0)
        for _ in range(4):
            to_hand(st, 0, "FX01-C02")
        st.cards["TX01-E03"] = make_card(id="TX01-E03", name="Big Study", type="Event", harmony=0, text="Draw 5 cards, discard 4 cards.")
        ev = st.table.add("TX01-E03", 0, "hand").uid
        st = act(st, Action("play", 0, {"uid": ev}))
        assert st.pending[0].kind == "discard" and not st.waiting  # nothing triggers during the resolution
        picks = [o.id for o in st.pending[0].options[:4]]
        out = ENGINE.apply(st, Action("choose", 0, {"picks": picks}))
        draws = [e for e in out.events if e.kind == "draw" and e.player == 0]
        assert len(draws) == expected


def test_candy_at_most_one_per_character():
    # 第二節 7.2.1a
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    assert resolve.give_token(st, a, "candy") and not resolve.give_token(st, a, "candy")
    assert st.table.cards[a].counters == {"candy": 1}
    rest = st.table.zone(0, "hand")[0]
    assert not resolve.give_token(st, rest, "present_pinkie")  # 第二節 7.2.2e: only in play


def test_item_granted_farewell_goes_with_the_wearer():
    # 第二節 3.5.0: an item's effect applies while it is worn ("adorned character gains [Farewell] …")
    st = new()
    add_scenes(st, 0, 2)
    _card(st, "TX01-I01", 'Adorned Character gains "[Farewell] Draw 2 cards."', kind="Item", harmony=1)
    wearer = place(st, 0, "FX01-C02", 0)
    item = st.table.add("TX01-I01", 0, "hand").uid
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    hand = len(st.table.zone(0, "hand"))
    resolve.exit_character(st, wearer, "test")
    st.phase, st.step = "main", "main"
    ENGINE._run(st)
    assert len(st.table.zone(0, "hand")) == hand + 2
    assert st.table.cards[wearer].zone == "rest" and st.table.cards[item].zone == "rest"


DB = str(SHARED_DATA / "mlp" / "MLP-DB.json")


@pytest.mark.skipif(not os.path.exists(DB), reason="shared MLP data not present")
def test_t8_with_the_real_cards():
    # 第六節 14.1.2a 例 with 【レインボー・ダッシュ BP02-SR05】 and 【トワイライト・スパークル BP01-U01】
    from engine.core import Modifier
    from engine.mlp import game

    recs = {r.id: r.data for r in game.import_cards(DB).cards}
    st = interaction_turn()
    st.cards.update({k: recs[k] for k in ("BP02-SR05", "BP01-U01")})
    rd = place(st, 0, "BP02-SR05", 0)
    tw = place(st, 1, "BP01-U01", 0)
    st.modifiers.append(Modifier(tw, "idea", 6, duration="this_turn"))  # Twilight at 7 (a ひらめき in the example)
    out = ENGINE.apply(st, Action("end_main", 0))
    moves = [(e.data.get("uid"), e.text.rsplit(" ", 1)[-1]) for e in out.events if e.kind == "move" and e.data.get("uid") in (rd, tw)]
    assert moves == [(rd, "processing"), (tw, "processing"), (rd, "rest"), (tw, "rest")]
    assert [e.player for e in out.events if e.kind == "draw"][:1] == [1]
