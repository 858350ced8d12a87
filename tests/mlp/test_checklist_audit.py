"""Checklist requirements that had no test of their own (the audit mapped in ``CHECKLIST.md``).
Each test names its section of the rules (第N節 x.y.z) and, where useful, the checklist's § or §12 #."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, resolve
from engine.mlp.cards.schema import make_card
from engine.mlp.game import ENGINE
from engine.mlp.state import PRESENTS

from .helpers import act, add_scenes, choose, end_main, new, place, to_hand, to_turn
from .test_interaction_and_effects import interaction_turn, passes, set_plan


def _card(st, cid, text, kind="Character", **kw):
    st.cards[cid] = make_card(id=cid, name=cid, type=kind, text=text, **kw)
    return cid


def test_event_precaution_is_not_used_when_the_event_is_played():
    # 第四節 3.3.2, 第二節 2.0.0: only the event's body is used; its 事前対策 waits for a disruption
    st = new()
    cid = _card(st, "TX02-E01", "Draw 1 card. [Pre-plan] Draw 2 cards.", kind="Event", harmony=0)
    uid = st.table.add(cid, 0, "hand").uid
    hand = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": uid}))
    assert not st.pending  # neither skipped silently nor handed over as text to apply
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1
    assert st.table.cards[uid].zone == "rest"  # 第四節 3.3.1: the last step


def test_event_plan_uses_only_its_precaution_when_disrupted():
    # 第四節 3.3.2, 第六節 5.2.0: a disrupted event plan uses only its 事前対策, then goes to the rest area
    st = interaction_turn()
    cid = _card(st, "TX02-E01", "Draw 1 card. [Pre-plan] Draw 2 cards.", kind="Event", harmony=0)
    place(st, 0, "FX01-C02", 0)
    plan = set_plan(st, 1, 0, cid)
    hand = len(st.table.zone(1, "hand"))
    st = choose(end_main(st), "disrupt")
    assert st.table.cards[plan].zone == "rest"
    assert len(st.table.zone(1, "hand")) == hand + 2 + 1  # 事前対策 only (+ P2's draw step)


def test_items_are_worn_only_by_your_own_characters():
    # 第五節 3.2.2 (“your own adventure area”), 第二節 3.0.0
    st = new()
    add_scenes(st, 0, 2)
    mine = place(st, 0, "FX01-C02", 0)
    theirs = place(st, 1, "FX01-C02", 0)
    item = to_hand(st, 0, "FX01-I01")
    wearers = {a.args.get("wearer") for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == item}
    assert wearers == {mine}
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": item, "wearer": theirs}))
    assert err.value.rule.section == "第五節 3.1.8"


def test_no_item_can_be_declared_without_a_possible_wearer():
    # 第五節 3.1.8
    st = new()
    add_scenes(st, 0, 2)
    item = to_hand(st, 0, "FX01-I01")
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == item]


def test_tokens_and_item_follow_the_character_into_the_processing_area():
    # 第二節 7.2.1c, 7.2.2f (§12 #8: 「リザルトエリア」 = 処理エリア), 第三節 6.2.3, 8.1.3
    st = new()
    a = place(st, 0, "FX01-C01", 0)  # お別れ: draw 1
    assert resolve.give_token(st, a, "candy") and resolve.give_token(st, a, "present_pinkie")
    item = st.table.add("FX01-I01", 0, "items").uid
    st.table.cards[item].attached_to = a
    resolve.exit_character(st, a, "effect")
    assert st.table.cards[a].zone == "processing" and st.table.cards[item].zone == "processing"
    assert st.table.cards[a].counters == {"candy": 1, "present_pinkie": 1}
    assert resolve.give_token(st, a, "present_rarity")  # 第二節 7.2.2e: the processing area still holds tokens


def test_column_is_skipped_when_the_active_players_slot_is_empty():
    # 第四節 4.5.0 (and 第四節 4.2.0: an opposing character alone does nothing)
    st = interaction_turn()
    b = place(st, 1, "FX01-C02", 1)
    out = ENGINE.apply(st, Action("end_main", 0))
    assert [e.rule.section for e in out.events if e.kind == "skip"].count("第四節 4.5.0") == 3
    assert out.state.table.cards[b].zone == "adventure" and out.state.turn == 4


def test_an_action_is_optional_and_only_one_per_column():
    # 第四節 4.4.0 (§12 #18: optional), 第四節 4.4.3
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    st = end_main(st)
    pend = st.pending[0]
    assert pend.kind == "column_action" and pend.max == 1 and {o.id for o in pend.options} >= {"skip", "disrupt"}
    plans = list(st.table.zone(1, "plans"))
    stage = list(st.stage)
    st = choose(st, "skip")
    assert st.stage == stage and st.table.zone(1, "plans") == plans and not st.pending and st.turn == 4


def test_farewell_triggers_when_an_effect_removes_the_character():
    # 第二節 1.6.2: お別れ also when removed by an effect (not only by interaction)
    st = new()
    add_scenes(st, 0, 2)
    victim = place(st, 1, "FX01-C01", 0)  # idea 2, お別れ: draw 1
    hand = len(st.table.zone(1, "hand"))
    gust = to_hand(st, 0, "FX01-E02")  # retire a rival character with Idea 3 or less
    st = act(st, Action("play", 0, {"uid": gust}))
    while st.pending:
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[victim].zone == "rest"
    assert len(st.table.zone(1, "hand")) == hand + 1


def test_exit_without_a_trigger_goes_straight_to_the_rest_area():
    # 第六節 14.1.1 → 14.1.3: no trigger, no processing area
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    events = resolve.exit_character(st, a, "effect")
    assert st.table.cards[a].zone == "rest"
    assert not any(e.data.get("to") == "processing" or "processing" in e.text for e in events)


def test_activated_effects_only_in_your_own_main_phase():
    # 第二節 1.6.4c, 第五節 1.3.0, 第五節 3.1.1
    st = new()
    owl = place(st, 1, "FX01-C04", 0)  # P2's 横置き effect during P1's turn
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "activate"]
    with pytest.raises(RulesError) as err:
        act(st, Action("activate", 1, {"uid": owl, "ability": 0}))
    assert err.value.rule.game == "mlp"
    st = end_main(st)  # turn 2: now P2's main phase
    assert [a for a in ENGINE.legal_actions(st, 1) if a.type == "activate" and a.args["uid"] == owl]


def test_hirameki_is_not_usable_in_the_main_phase():
    # 第五節 1.3.1: ひらめき only in the two ひらめき steps of an interaction
    st = new()
    scenes = add_scenes(st, 0, 2)
    place(st, 0, "FX01-C01", 0)
    acts = ENGINE.legal_actions(st, 0)
    assert not [a for a in acts if a.args.get("uid") in scenes]
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": scenes[0], "ability": 0}))


def test_a_played_card_is_revealed_to_both_players():
    # 第五節 3.1.3: a hidden card being declared is revealed
    st = new()
    add_scenes(st, 0, 1)
    uid = to_hand(st, 0, "FX01-C01")
    out = ENGINE.apply(st, Action("play", 0, {"uid": uid, "slot": 0}))
    play = next(e for e in out.events if e.kind == "play")
    assert play.visible_to is None and "Dawn Unicorn" in play.text
    assert any(c["uid"] == uid and c.get("card_id") == "FX01-C01" for c in ENGINE.view(out.state, 1)["players"][0]["zones"]["adventure"])


@pytest.mark.parametrize("kind", PRESENTS)
def test_every_present_is_opened_and_never_skipped(kind):
    # 第二節 7.2.2c ①②: opened at the start of the turn, removed, and its effect still resolves —
    # automatically or as a public manual step (第五節 2.1.1 fallback), never silently dropped
    st = new()
    holder = place(st, 1, "FX01-C02", 0)
    rival = place(st, 0, "FX01-C02", 0)
    st.table.cards[holder].counters[f"present_{kind}"] = 1
    st = end_main(st)  # turn 2: P2 active
    out = ENGINE.apply(st, Action("choose", 1, {"picks": [f"{holder}:{kind}"]}))
    st = out.state
    assert not st.table.cards[holder].counters  # the present is removed
    assert any(e.kind == "present" for e in out.events)
    acted = [e for e in out.events if e.kind not in ("present", "draw", "untap", "turn", "add_scene", "scene")]
    assert st.pending or acted  # something happens: a choice, a manual step or an applied effect
    if kind == "rarity":
        while st.pending:
            st = choose(st, str(rival)) if str(rival) in {o.id for o in st.pending[0].options} else choose(st, st.pending[0].options[0].id)
        assert board.idea(st, rival) == 2  # −1 until the end of turn


def test_move_into_a_full_adventure_area_cannot_resolve():
    # 第三節 3.3.0: with all 3 slots full, a "move this card to the Adventure Area" effect cannot
    # resolve; the removed plan then goes to the rest area (第六節 5.2.0)
    st = new()
    add_scenes(st, 1, 1)  # the 事前対策's condition (an untapped scene) holds
    for slot in range(3):
        place(st, 1, "FX01-C09", slot)
    plan = set_plan(st, 1, 0, "FX01-C11")  # 事前対策: move this card to the Adventure Area
    resolve.remove_plan(st, 1, plan, 0, None)
    ENGINE._run(st)
    while st.pending:
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[plan].zone == "rest"
    assert len(st.table.zone(1, "adventure")) == 3


def test_counts_are_public_and_the_hand_is_private():
    # 第三節 1.3.0, 2.3.0 (deck counts), 7.1.0 (hand to its owner), 7.2.0 (hand count public)
    st = new()
    v = ENGINE.view(st, 1)["players"][0]
    assert v["counters"]["deck"] == len(st.table.zone(0, "deck")) == 41
    assert v["counters"]["scene_deck"] == len(st.table.zone(0, "scene_deck"))
    assert v["counters"]["hand"] == 5 and all(c.get("hidden") for c in v["zones"]["hand"])
    mine = ENGINE.view(st, 0)["players"][0]
    assert all(c.get("card_id") for c in mine["zones"]["hand"])


def test_tie_area_move_active_player_first_and_nobody_taps():
    # 第四節 4.3.4: the active player's side acts first; no rule taps interacting characters (§7.4 notes)
    st = interaction_turn()
    a = place(st, 0, "FX01-C01", 0)  # idea 2, お別れ
    b = place(st, 1, "FX01-C09", 0)  # idea 2
    out = ENGINE.apply(st, Action("end_main", 0))
    exits = [e.data["uid"] for e in out.events if e.kind == "exit"]
    assert exits == [a, b]
    st = to_turn(interaction_turn(), 3)
    c = place(st, 0, "FX01-C02", 0)
    d = place(st, 1, "FX01-C09", 0)
    st = passes(end_main(st))
    assert st.table.cards[c].zone == "adventure" and not st.table.cards[c].tapped and st.table.cards[d].zone == "rest"


def test_hand_limit_only_for_the_active_player():
    # 第三節 7.3.0, 第四節 5.2.0: only the active player's end phase
    st = new()
    for _ in range(7):
        to_hand(st, 1, "FX01-C03")
    assert len(st.table.zone(1, "hand")) == 12
    st = end_main(st)  # P1's end phase: P2 keeps 12
    assert not (st.pending and st.pending[0].kind == "hand_limit" and st.pending[0].player == 1)
    assert len(st.table.zone(1, "hand")) >= 12


def test_disrupt_takes_the_plan_on_the_earliest_stage():
    # 第四節 4.4.2
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    first = board.plan_at(st, 1, 0)
    st.table.move(first, "deck", player=1)
    st.table.cards[first].flags = {}
    second = board.plan_at(st, 1, 1)
    st = choose(end_main(st), "disrupt")
    assert st.table.cards[second].zone in ("hand", "rest", "processing", "adventure")
    assert board.plan_at(st, 1, 2) is not None and board.plan_at(st, 1, 3) is not None


def test_untap_effect_picks_only_tapped_scenes_face_down_included():
    # 第六節 10.4.0 (an untap effect cannot pick an untapped card), 10.6.0 read as scenes (§12 #7):
    # only scenes in a scene area, face up or face down
    st = new()
    cid = _card(st, "TX02-C01", "[Appear] Choose 1 Scene in your Scene Area, untap it.", harmony=0, idea=1)
    up, down, _ready = add_scenes(st, 0, 3)
    st.table.cards[up].tapped = True
    st.table.cards[down].tapped = True
    st.table.cards[down].flags["scene_face_down"] = True
    other = add_scenes(st, 1, 1)[0]
    st.table.cards[other].tapped = True
    uid = st.table.add(cid, 0, "hand").uid
    st = act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": []}))
    pend = st.pending[0]
    assert {o.id for o in pend.options} == {str(up), str(down)}
    st = choose(st, str(down))
    assert not st.table.cards[down].tapped and st.table.cards[up].tapped


def test_cost_modifiers_are_combined_when_declaring():
    # 第五節 3.1.4: the final cost is computed at declaration; then exact payment (第五節 3.1.6, 第四節 3.0.0)
    st = new()
    cid = _card(st, "TX02-C02", "This Character gets -1 Cost for each of your Rival's Plans.", harmony=5, idea=1)
    scenes = add_scenes(st, 0, 2)
    uid = st.table.add(cid, 0, "hand").uid
    assert len(st.table.zone(1, "plans")) == 4 and board.cost(st, 0, uid) == 1
    assert any(a.args.get("uid") == uid and "(1 Harmony)" in a.label for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": scenes}))
    assert err.value.rule.section == "第五節 3.1.6"  # the wrong number of scenes (issue 19)
    st = act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": scenes[:1]}))
    assert st.table.cards[uid].zone == "adventure" and [st.table.cards[s].tapped for s in scenes] == [True, False]
