"""Answers to pending choices: by value per option, within the choice's minimum and maximum."""

from __future__ import annotations

from engine.core import Action
from engine.players import make_player
from engine.players.answers import best_answer, option_value, tone
from tests.core.tiny_game import Tiny, tiny_deck


def view_with(hand: list[dict], board: list[dict], pending: dict) -> dict:
    cards = {c["card_id"]: {"id": c["card_id"], "cost": c.pop("cost")} for c in [*hand, *board]}
    return {"viewer": 0, "turn": 3, "active": 0, "pending": pending, "cards": cards,
            "players": [{"zones": {"hand": hand, "play": []}}, {"zones": {"hand": [], "play": board}}]}


def test_prompt_wording_says_whom_an_effect_is_for():
    assert tone("Deal 2 damage to chosen character") == -1
    assert tone("Remove up to 2 damage from chosen character") == 1
    assert tone("Chosen character gets +2 strength this turn") == 1
    assert tone("Choose a card") == 0


def test_a_harmful_effect_aims_at_the_opponents_best_card():
    pending = {"player": 0, "kind": "target", "prompt": "Banish chosen character", "min": 1, "max": 1,
               "options": [{"id": "1"}, {"id": "7"}, {"id": "8"}]}
    view = view_with([], [], pending)
    view["players"][0]["zones"]["play"] = [{"uid": 1, "card_id": "mine"}]
    view["players"][1]["zones"]["play"] = [{"uid": 7, "card_id": "small"}, {"uid": 8, "card_id": "big"}]
    view["cards"] = {"mine": {"cost": 5}, "small": {"cost": 1}, "big": {"cost": 6}}
    actions = [Action("choose", 0, {"picks": [o["id"]]}) for o in pending["options"]]
    player = make_player("tiny", "normal")
    assert player.decide(view, actions).args["picks"] == ["8"]


def test_a_discard_keeps_the_best_cards_and_picks_exactly_the_minimum():
    pending = {"player": 0, "kind": "discard", "prompt": "Discard 2 cards", "min": 2, "max": 2,
               "options": [{"id": "1"}, {"id": "2"}, {"id": "3"}]}
    hand = [{"uid": 1, "card_id": "a", "cost": 7}, {"uid": 2, "card_id": "b", "cost": 1},
            {"uid": 3, "card_id": "c", "cost": 2}]
    view = view_with(hand, [], pending)
    values = {o["id"]: option_value(view, 0, o, pending["prompt"], lambda v, c: v["cards"][c["card_id"]]["cost"])
              for o in pending["options"]}
    combos = [["1", "2"], ["1", "3"], ["2", "3"]]
    answer = best_answer(pending, [Action("choose", 0, {"picks": c}) for c in combos], values)
    assert answer is not None and sorted(answer.args["picks"]) == ["2", "3"]


def test_an_optional_choice_with_nothing_worth_picking_picks_nothing():
    pending = {"player": 0, "kind": "mulligan", "prompt": "Choose cards to put on the bottom of your deck",
               "min": 0, "max": 2, "options": [{"id": "1"}, {"id": "2"}]}
    hand = [{"uid": 1, "card_id": "a", "cost": 2}, {"uid": 2, "card_id": "b", "cost": 3}]
    view = view_with(hand, [], pending)
    actions = [Action("choose", 0, {"picks": p}) for p in ([], ["1"], ["2"], ["1", "2"])]
    assert make_player("tiny", "normal").decide(view, actions).args["picks"] == []


def test_normal_says_yes_to_a_may_and_easy_is_half_and_half():
    # tiny 2.2: a card of value 5 lets its player *may* draw a card
    engine = Tiny()
    state, _ = engine.new_game(["A", "B"], [tiny_deck([5] * 10), tiny_deck([1] * 10)], 1)
    state = engine.apply(state, engine.legal_actions(state, 0)[0]).state
    assert state.pending and state.pending[0].kind == "may"
    view, actions = engine.view(state, 0), engine.legal_actions(state, 0)
    assert make_player("tiny", "normal").decide(view, actions).args["picks"] == ["yes"]
    picks = [make_player("tiny", "easy", seed).decide(view, actions).args["picks"][0] for seed in range(200)]
    assert 70 <= picks.count("yes") <= 130


def test_manual_resolution_is_finished_and_text_is_never_applied_by_hand():
    actions = [Action("by_hand", 0, {"uid": 3}), Action("manual", 0, {"op": "draw", "target": 0, "n": 1}),
               Action("manual", 0, {"op": "done"}), Action("concede", 0)]
    view = {"viewer": 0, "turn": 1, "active": 0, "pending": None, "players": [], "cards": {}}
    for level in ("easy", "normal"):
        for seed in range(10):
            assert make_player("tiny", level, seed).decide(view, actions).args == {"op": "done"}
