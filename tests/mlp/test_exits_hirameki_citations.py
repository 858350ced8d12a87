"""Issue 19: ties resolved one exit at a time (第四節 4.3.4, 4.3.4b, 第六節 14.1.2), ひらめき only when
it can be carried out in full (第五節 1.3.1a), choices with one legal option logged, and refusals
citing the rule that forbids the move (第三節 4.2.0, 第五節 3.1.6, 第四節 3.0.0, 第六節 8.3.0)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.mlp import board
from engine.mlp.game import ENGINE

from .helpers import act, add_scenes, choose, end_main, new, place, take, to_hand, to_turn


def interaction_turn(seed: int = 1):
    """Turn 3, P1 active, no scenes on the board."""
    st = to_turn(new(seed), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
    return st


def scene(st, p: int, card_id: str) -> int:
    """Put a (face-up, untapped) scene of ``card_id`` into ``p``'s scene area."""
    uid = take(st, p, card_id)
    st.table.move(uid, "scenes", player=p)
    st.table.cards[uid].flags = {}
    return uid


def passes(st):
    while st.pending and st.pending[0].kind == "hirameki":
        st = choose(st, "pass")
    return st


# --- ties: one exit at a time ------------------------------------------------------------------------

@pytest.mark.parametrize("guard", ["FX02-C04", "FX03-C04"])  # the data's dialect, the document's wording
def test_tie_each_loser_exits_in_turn_and_each_farewell_sees_its_own_exit(guard):
    # 第四節 4.3.3 (a tie: both lose), 4.3.4 (the active player acts first, then the opponent),
    # 4.3.4b (a loser exits), 第六節 14.1.2 (its お別れ is used during its own exit action)
    st = interaction_turn()
    mine = place(st, 0, guard, 0)  # Idea 3, お別れ: if the rival's adventure area is empty, draw 2
    theirs = place(st, 1, "FX03-C04", 0)  # the same, written in the document's terms
    out = ENGINE.apply(st, Action("end_main", 0))
    after = out.state
    # P1's loser exits first: P2's character is still on its adventure area, so P1 draws nothing;
    # then P2's loser exits: P1's area is empty by then, so P2 draws 2 (P2's draw step follows)
    effect_draws = [e.player for e in out.events if e.kind == "draw" and e.rule.section != "第四節 2.2.0"]
    assert effect_draws == [1, 1]
    assert after.table.cards[mine].zone == "rest" and after.table.cards[theirs].zone == "rest"
    moves = [(e.data.get("uid"), e.text.rsplit(" ", 1)[-1]) for e in out.events if e.kind == "move" and e.data.get("uid") in (mine, theirs)]
    assert moves == [(mine, "processing"), (mine, "rest"), (theirs, "processing"), (theirs, "rest")]
    result = next(e for e in out.events if e.kind == "contact_result")
    assert "tie" in result.text and result.rule.section == "第四節 4.3.3"


def test_tie_without_farewell_still_exits_active_player_first():
    # 第四節 4.3.4: the active player's loser exits, then the opponent's
    st = interaction_turn()
    a = place(st, 0, "FX01-C09", 0)
    b = place(st, 1, "FX01-C03", 0)  # both Idea 2
    out = ENGINE.apply(st, Action("end_main", 0))
    exits = [e.data["uid"] for e in out.events if e.kind == "exit"]
    assert exits == [a, b]


# --- ひらめき only when it can be carried out in full ---------------------------------------------------

@pytest.mark.parametrize("attic", ["FX02-S02", "FX03-S03"])  # "choose an item in your rest area, add it to hand"
def test_hirameki_that_cannot_be_done_in_full_is_not_offered(attic):
    # 第五節 1.3.1a: no item in the rest area → the ひらめき is not usable; the log says why
    st = interaction_turn()
    scene(st, 0, attic)
    place(st, 0, "FX01-C02", 0)
    place(st, 1, "FX01-C03", 0)
    out = ENGINE.apply(st, Action("end_main", 0))
    assert not any(p.kind == "hirameki" and p.player == 0 for p in out.state.pending)
    note = next(e for e in out.events if e.kind == "only_choice" and e.player == 0)
    assert "Dusty" in note.text and note.rule.section == "第五節 1.3.1a"
    # with an item in the rest area it can be done in full, so it is offered
    st2 = interaction_turn()
    scene(st2, 0, attic)
    place(st2, 0, "FX01-C02", 0)
    place(st2, 1, "FX01-C03", 0)
    item = take(st2, 0, "FX01-I01")
    st2.table.move(item, "rest", player=0)
    st2 = end_main(st2)
    assert st2.pending[0].kind == "hirameki" and st2.pending[0].player == 0


def test_unread_hirameki_needs_its_player_to_confirm_it_can_be_done():
    # 第五節 1.3.1a: a text the compiler cannot read is not "usable" by default
    st = interaction_turn()
    mirror = scene(st, 0, "FX02-S03")
    place(st, 0, "FX01-C02", 0)
    place(st, 1, "FX01-C03", 0)
    st = end_main(st)
    pend = st.pending[0]
    assert pend.kind == "hirameki" and any(o.id == str(mirror) and "confirm" in o.label for o in pend.options)
    asked = choose(st, str(mirror))
    assert asked.pending[0].kind == "hirameki_confirm" and asked.pending[0].rule.section == "第五節 1.3.1a"
    assert board.face_up(asked.table.cards[mirror])  # nothing paid yet
    declined = choose(asked, "no")  # not used, and not offered again in this step
    assert board.face_up(declined.table.cards[mirror])
    assert not any(p.kind == "hirameki" and p.player == 0 for p in declined.pending)
    used = choose(asked, "yes")
    assert not board.face_up(used.table.cards[mirror]) and used.pending[0].kind == "manual"


def test_hirameki_on_the_rivals_interacting_character():
    # 第五節 1.3.1a / 第四節 4.3.1a: "the opponent's interacting character" exists only during the interaction
    st = interaction_turn()
    jeers = scene(st, 0, "FX03-S02")
    a = place(st, 0, "FX01-C03", 0)  # Idea 2
    b = place(st, 1, "FX01-C09", 0)  # Idea 2
    st = choose(end_main(st), str(jeers))
    st = passes(st)
    assert st.table.cards[a].zone == "adventure" and st.table.cards[b].zone == "rest"  # 2 vs 1


# --- a choice with one legal option ------------------------------------------------------------------

def test_single_legal_target_is_logged_with_card_option_and_rule():
    # 第五節 2.1.1: "choose 1 character in your adventure area" with one character: chosen without a question
    st = new()
    add_scenes(st, 0, 2)
    uid = to_hand(st, 0, "FX01-C03")  # Meadow Earth Pony: [Appear] choose 1 of your characters, +2
    out = ENGINE.apply(st, Action("play", 0, {"uid": uid, "slot": 1}))
    note = next(e for e in out.events if e.kind == "only_choice")
    assert "Meadow Earth Pony" in note.text and "only legal choice" in note.text and "第五節 2.1.1" in note.text
    assert note.rule.section == "第五節 2.1.1" and note.data["picked"] == ["Meadow Earth Pony (P1 column 2)"]
    assert board.idea(out.state, uid) == 4


def test_fewer_targets_than_asked_cites_doing_what_can_be_done():
    # 第五節 2.1.1a: "choose 2" with one candidate takes the one
    from engine.core.effects import Effect, Target
    from engine.mlp import resolve
    from engine.mlp.cards.readers import parse_target
    from engine.mlp.state import Queued, Resolving

    st = new()
    uid = place(st, 0, "FX01-C02", 0)
    res = Resolving(Queued(0, uid, "FX01-C02", -1, "test"))
    eff = Effect("modify_stat", amount=1, stat="idea", target=Target("chosen", parse_target("Character in your Adventure Area"), 2), duration="this_turn")
    events = resolve.execute(st, res, eff, 0)
    assert events[0].kind == "only_choice" and events[0].rule.section == "第五節 2.1.1a" and "Dusk Pegasus" in events[0].text


# --- citations --------------------------------------------------------------------------------------

def test_advancing_past_a_plan_cites_chapter_three_4_2_0():
    # 第三節 4.2.0: the rival's plan on the story of the next stage blocks advancing
    st = interaction_turn()
    place(st, 0, "FX01-C02", 0)
    st = end_main(st)
    assert st.pending[0].kind == "column_action"
    with pytest.raises(RulesError) as err:
        choose(st, "advance")
    assert err.value.rule.section == "第三節 4.2.0"


def test_wrong_number_of_scenes_and_unpayable_cost_cite_their_rules():
    # 第五節 3.1.6 (paying a cost of 2 with another number of scenes), 第四節 3.0.0 (a cost that cannot be paid)
    st = new()
    scenes = add_scenes(st, 0, 2) + st.table.zone(0, "scenes")[:1]
    uid = to_hand(st, 0, "FX01-C02")  # cost 2
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": uid, "slot": 0, "scenes": scenes[:1]}))
    assert err.value.rule.section == "第五節 3.1.6" and "exactly 2 scenes, not 1" in err.value.message
    big = to_hand(st, 0, "FX01-C08")  # cost 5 with 3 scenes
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": big, "slot": 0}))
    assert err.value.rule.section == "第四節 3.0.0" and "cannot be paid" in err.value.message
    assert err.value.message_ja


@pytest.mark.parametrize("kind", ["tap", "tap_scene"])
def test_tapping_a_scene_outside_a_play_is_refused_citing_the_rule(kind):
    # 第六節 8.3.0: scenes are tapped only when a card is used
    st = new()
    sc = add_scenes(st, 0, 1)[0]
    with pytest.raises(RulesError) as err:
        act(st, Action(kind, 0, {"uid": sc}))
    assert err.value.rule.section == "第六節 8.3.0" and "unknown" not in err.value.message
    st = end_main(st)  # also outside the main phase
    with pytest.raises(RulesError) as err:
        act(st, Action(kind, st.active, {"uid": sc}))
    assert err.value.rule.section == "第六節 8.3.0"
