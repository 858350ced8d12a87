"""Setup (第一節 3.0.0), the turn (第四節 2.0.0–5.2.0), winning and losing (第一節 4.0.0)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.core.simulate import leaks
from engine.mlp.cards.schema import make_card
from engine.mlp.game import ENGINE

from .helpers import act, add_scenes, choose, end_main, fixture_deck, new, place, to_hand, to_turn


def test_opening_hands_plans_and_deck_counts():
    # 第一節 3.4.1, 3.4.2: 5 cards, 4 plans, 41 left in the main deck
    st = new()
    for p in (0, 1):
        assert len(st.table.zone(p, "hand")) == 5
        assert len(st.table.zone(p, "plans")) == 4
        assert sorted(st.table.cards[u].flags["story"] for u in st.table.zone(p, "plans")) == [0, 1, 2, 3]
        assert len(st.table.zone(p, "story")) == 4 and len(st.table.zone(p, "protagonist")) == 1
    assert len(st.table.zone(0, "deck")) == 41  # first player does not draw on turn 1
    assert st.stage == [0, 0]  # 第一節 3.2.0: left of stage Ⅰ (checklist §12 #17)


def test_plans_hidden_even_from_their_owner():
    # 第三節 4.1.2 (checklist §12 #24)
    st = new()
    for viewer in (None, 0, 1):
        for p in (0, 1):
            assert all(c.get("hidden") for c in ENGINE.view(st, viewer)["players"][p]["zones"]["plans"])
        assert leaks(ENGINE, st, viewer) == []
    assert ENGINE.view(st, 1)["players"][0]["plan_stages"] == [1, 2, 3, 4]


def test_first_scene_face_down_for_first_player_face_up_for_second():
    # 第一節 3.4.3
    st = new()
    first = st.table.cards[st.table.zone(0, "scenes")[0]]
    second = st.table.cards[st.table.zone(1, "scenes")[0]]
    assert first.flags.get("scene_face_down") and not second.flags.get("scene_face_down")


def test_mulligan_goes_to_bottom_without_shuffle_first_player_first_once():
    # 第一節 3.4.1a–c
    st, _ = ENGINE.new_game(["A", "B"], [fixture_deck(), fixture_deck()], 3, {"first_player": 1})
    assert st.pending[0].player == 1 and st.pending[0].kind == "mulligan"  # 3.4.1b
    hand = list(st.table.zone(1, "hand"))
    deck_top = list(st.table.zone(1, "deck")[:5])
    st = choose(st, "mulligan")
    # 第六節 9.3.0: the hand goes to the bottom in the order its owner chooses (asked one card at a
    # time, "which goes highest?"); only then are 5 new cards drawn
    order = list(reversed(hand))
    while st.pending[0].kind == "deck_order":
        assert st.pending[0].player == 1 and ENGINE.view(st, 0)["pending"].get("options") is None
        ids = {o.id for o in st.pending[0].options}
        st = choose(st, next(str(u) for u in order if str(u) in ids))
    assert st.table.zone(1, "deck")[-5:] == order  # bottom, in the chosen order
    assert set(st.table.zone(1, "hand")) == set(deck_top)
    assert st.pending[0].player == 0  # then the second player decides
    st = choose(st, "keep")
    assert not any(p.kind == "mulligan" for p in st.pending)  # 3.4.1c: no second mulligan offered
    assert st.mulliganed == [False, True]


def test_turn_one_no_draw_turn_two_draw_and_no_interaction():
    # 第四節 2.2.1, 4.1.0
    st = new()
    assert st.turn == 1 and st.active == 0 and len(st.table.zone(0, "hand")) == 5
    st = end_main(st)
    assert st.turn == 2 and st.active == 1 and len(st.table.zone(1, "hand")) == 6  # second player draws
    assert st.phase == "main"
    st = end_main(st)
    assert st.turn == 3 and st.phase == "main"  # no interaction phase was entered on turns 1-2


def test_start_phase_untaps_and_adds_a_scene():
    # 第四節 2.1.0, 2.3.0 (only the active player's cards: checklist §12 #25)
    st = new()
    assert len(st.table.zone(0, "scenes")) == 2  # opening scene + turn 1's scene (only the draw is skipped)
    scene0 = st.table.zone(0, "scenes")[0]
    st.table.cards[scene0].tapped = True
    st = end_main(st)
    assert len(st.table.zone(1, "scenes")) == 2 and st.table.cards[scene0].tapped
    st = end_main(st)
    assert not st.table.cards[scene0].tapped and len(st.table.zone(0, "scenes")) == 3
    added = st.table.cards[st.table.zone(0, "scenes")[-1]]
    assert not added.flags.get("scene_face_down") and not added.tapped  # 第三節 5.0.0


def test_exact_harmony_payment():
    # 第六節 8.1.0–8.3.0; the wrong number of scenes is refused citing 第五節 3.1.6
    st = new()
    add_scenes(st, 0, 2)
    uid = to_hand(st, 0, "FX01-C02")  # cost 2
    scenes = st.table.zone(0, "scenes")
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": scenes[:3]}))
    assert err.value.rule.section == "第五節 3.1.6"
    st = act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": scenes[:2]}))
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "scenes")) == 2
    assert st.table.cards[uid].zone == "adventure"


def test_cannot_play_a_character_without_an_empty_slot():
    # 第五節 3.1.7, 第三節 3.3.0
    st = new()
    add_scenes(st, 0, 3)
    for slot in range(3):
        place(st, 0, "FX01-C02", slot)
    uid = to_hand(st, 0, "FX01-C01")
    assert not any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": uid, "slot": 0}))
    assert err.value.rule.section == "第五節 3.1.7"


def test_event_resolves_in_processing_then_goes_to_rest():
    # 第五節 3.2.3, 第四節 3.3.1
    st = new()
    add_scenes(st, 0, 1)
    uid = to_hand(st, 0, "FX01-E01")  # draw 2, discard 1
    st = act(st, Action("play", 0, {"uid": uid}))
    assert st.table.cards[uid].zone == "processing" and st.pending[0].kind == "discard"
    st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[uid].zone == "rest"


def test_item_one_per_character_and_leaves_with_wearer():
    # 第二節 3.0.0, 第三節 6.2.3
    st = new()
    add_scenes(st, 0, 3)
    wearer = place(st, 0, "FX01-C02", 0)
    i1, i2 = to_hand(st, 0, "FX01-I01"), to_hand(st, 0, "FX01-I02")
    st = act(st, Action("play", 0, {"uid": i1, "wearer": wearer}))
    assert st.table.cards[i1].attached_to == wearer
    st = act(st, Action("play", 0, {"uid": i2, "wearer": wearer}))
    assert st.table.cards[i1].zone == "rest" and st.table.cards[i2].attached_to == wearer
    from engine.mlp import resolve

    resolve.exit_character(st, wearer, "test")
    assert st.table.cards[wearer].zone == "rest" and st.table.cards[i2].zone == "rest"


def test_item_restricted_wearer():
    # 第二節 3.0.0, 第五節 3.1.8: "Only adorn 「Pegasus」"
    st = new()
    add_scenes(st, 0, 3)
    unicorn = place(st, 0, "FX01-C01", 0)
    goggles = to_hand(st, 0, "FX01-I02")
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": goggles, "wearer": unicorn}))
    assert err.value.rule.section == "第五節 3.1.8"


def test_hand_limit_discards_down_to_ten_in_end_phase():
    # 第三節 7.3.0, 第四節 5.2.0
    st = new()
    for _ in range(7):
        to_hand(st, 0, "FX01-C03")
    assert len(st.table.zone(0, "hand")) == 12
    st = end_main(st)
    assert st.pending[0].kind == "hand_limit" and st.pending[0].min == 2
    st = choose(st, *[o.id for o in st.pending[0].options[:2]])
    assert len(st.table.zone(0, "hand")) == 10 and st.turn == 2


def test_drawing_from_an_empty_deck_loses():
    # 第四節 2.2.2, 第一節 4.2.0
    st = new()
    for uid in list(st.table.zone(1, "deck")):
        st.table.move(uid, "rest", player=1)
    st = end_main(st)
    assert st.result is not None and st.result.winners == [0]
    assert st.result.rule.section == "第四節 2.2.2"


def test_turn_cap_option_ends_as_a_draw():
    st = new(max_turns=2)
    st = end_main(end_main(st))
    assert st.result is not None and st.result.winners == []


def test_refusals_cite_sections_and_other_player_cannot_act():
    st = new()
    with pytest.raises(RulesError):
        act(st, Action("end_main", 1))
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": 99999}))
    assert err.value.rule.game == "mlp" and err.value.rule.section.startswith("第")


def test_legal_actions_have_labels_and_include_end_turn():
    st = new()
    acts = ENGINE.legal_actions(st, 0)
    assert all(a.label for a in acts)
    assert any(a.type == "end_main" for a in acts)


def test_view_counters_and_stats():
    st = to_turn(new(), 3)
    uid = place(st, 0, "FX01-C08", 1)  # idea 7, +2 in your turn
    v = ENGINE.view(st, 1)
    me = v["players"][0]
    for key in ("stage", "harmony_ready", "harmony_total", "deck", "scene_deck", "hand", "rest", "plans"):
        assert key in me["counters"]
    card = next(c for c in me["zones"]["adventure"] if c["uid"] == uid)
    assert card["stats"]["idea"] == 9 and card["slot"] == 1 and "Pegasus" in card["keywords"]
    assert all(c.get("hidden") for c in me["zones"]["hand"])  # opponent's hand is hidden


def test_shuffle_and_cut_are_seeded():
    # 第一節 3.1.0: shuffled and cut (by the seeded RNG) — same seed, same order
    a, b, c = new(5), new(5), new(6)
    assert a.table.zone(0, "deck") == b.table.zone(0, "deck")
    order = lambda st: [st.table.cards[u].card_id for u in st.table.zone(0, "deck")]  # noqa: E731
    assert order(a) != order(c)


def test_first_player_option_and_default():
    # 第一節 3.3.0: any agreed method; option first_player, otherwise the seeded RNG
    st, _ = ENGINE.new_game(["A", "B"], [fixture_deck(), fixture_deck()], 1, {"first_player": 1})
    assert st.first == 1 and st.pending[0].player == 1
    firsts = {ENGINE.new_game(["A", "B"], [fixture_deck(), fixture_deck()], s)[0].first for s in range(12)}
    assert firsts == {0, 1}


def test_drawing_from_an_empty_deck_during_an_effect_loses():
    # 第五節 2.1.1c
    st = new()
    add_scenes(st, 0, 1)
    ev = to_hand(st, 0, "FX01-E01")  # draw 2, discard 1
    for uid in list(st.table.zone(0, "deck"))[1:]:
        st.table.move(uid, "rest", player=0)
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.result is not None and st.result.winners == [1]


def test_empty_scene_deck_skips_the_add_scene_step():
    # 第四節 2.3.1: not a loss
    st = new()
    for uid in list(st.table.zone(1, "scene_deck")):
        st.table.move(uid, "rest", player=1)
    st = end_main(st)
    assert st.result is None and st.turn == 2 and len(st.table.zone(1, "scenes")) == 1


def test_no_card_play_while_a_choice_is_pending():
    # 第五節 3.1.1: only with nothing pending
    st = new()
    add_scenes(st, 0, 1)
    ev = to_hand(st, 0, "FX01-E01")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending
    with pytest.raises(RulesError):
        act(st, Action("end_main", 0))


def test_hand_limit_discards_do_not_trigger():
    # 第四節 5.2.0, 第六節 2.3.0
    st = new()
    st.cards["TX01-C09"] = make_card(id="TX01-C09", name="Tidy", type="Character", keywords=["Test"], harmony=1, idea=1,
                                     text="[Adventure] Whenever you discard a card, draw 1 card.")
    place(st, 0, "TX01-C09", 0)
    for _ in range(7):
        to_hand(st, 0, "FX01-C03")
    st = end_main(st)
    out = ENGINE.apply(st, Action("choose", 0, {"picks": [o.id for o in st.pending[0].options[:2]]}))
    assert not [e for e in out.events if e.kind == "draw" and e.player == 0]


def test_partial_execution_skips_only_the_impossible_part():
    # 第五節 2.1.1a–b (checklist §12 #4): a story effect with no target does nothing, the rest goes on
    from engine.mlp.state import Queued

    st = new()
    st.cards["TX01-T01"] = make_card(
        id="TX01-T01", name="T", type="Story", stage=1, story_title="T", story_subtitle="a",
        text="When promoted to this stage, choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn, draw 1 card.")
    src = st.table.add("TX01-T01", 0, "rest").uid
    hand = len(st.table.zone(0, "hand"))
    st.effect_list.insert(0, Queued(0, src, "TX01-T01", 0, "story"))
    ENGINE._run(st)
    assert len(st.table.zone(0, "hand")) == hand + 1
