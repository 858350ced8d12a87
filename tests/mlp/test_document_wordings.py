"""Issue 19: every mechanic the core rules define is expressible in card text the compiler reads, in
the DreamTCG data's dialect (fixture set FX02) and in a plain English rendering of the document's
terms (FX03): candies (第二節 7.2.1: gain, spend, "for each candy"), presents (第二節 7.2.2), 出会い
(第二節 1.6.1), お別れ (第二節 1.6.2) and the interacting character (交流中のキャラクター, 第四節 4.3.0).
Each is played in an engine game by a fixture card that uses it."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.mlp import board
from engine.mlp.cards.compiler import compile_text
from engine.mlp.cards.wording import to_dialect
from engine.mlp.game import ENGINE

from .helpers import act, add_scenes, choose, end_main, new, place, take, to_hand, to_turn

DIALECTS = pytest.mark.parametrize("series", ["FX02", "FX03"])  # the data's dialect, the document's terms


def play(st, card_id: str, slot: int | None = None, p: int = 0):
    uid = to_hand(st, p, card_id)
    args = {"uid": uid} if slot is None else {"uid": uid, "slot": slot}
    return ENGINE.apply(st, Action("play", p, args)), uid


@DIALECTS
def test_encounter_gains_a_candy_and_idea_counts_each_candy(series):
    # 第二節 1.6.1 (出会い: played from the hand), 第二節 7.2.1 (a candy on the character),
    # "for each candy you have" (第二節 7.2.1: some effects count the candies)
    st = new()
    add_scenes(st, 0, 3)
    out, first = play(st, f"{series}-C01", 0)
    st = out.state
    assert st.table.cards[first].counters == {"candy": 1}
    assert any(e.kind == "token" and e.rule.section == "第二節 7.2.1" for e in out.events)
    assert board.idea(st, first) == 1 + 1  # printed 1, +1 for its own candy
    out, second = play(st, f"{series}-C01", 1)
    st = out.state
    assert board.idea(st, first) == 1 + 2 and board.idea(st, second) == 1 + 2


def test_a_second_candy_is_void():
    # 第二節 7.2.1a: a character holds one candy; an effect giving a second does nothing
    st = new()
    add_scenes(st, 0, 3)
    uid = place(st, 0, "FX02-C01", 0)
    st.table.cards[uid].counters["candy"] = 1
    st.cards["TX19-E01"] = {**st.cards["FX02-E01"], "id": "TX19-E01", "text": "Choose 1 Character in your Adventure Area, it gains 1 Candy."}
    card = st.table.add("TX19-E01", 0, "hand")
    out = ENGINE.apply(st, Action("play", 0, {"uid": card.uid}))
    assert out.state.table.cards[uid].counters == {"candy": 1}
    assert any(e.rule is not None and e.rule.section == "第二節 7.2.1a" for e in out.events)


@DIALECTS
def test_spend_a_candy_as_an_activated_cost(series):
    # 第五節 3.1.5–3.1.6: "[Tap] spend a candy: draw a card" — the candy is the cost; none → cannot be used
    st = new()
    tooth = place(st, 0, f"{series}-C02", 0)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args["uid"] == tooth]
    assert acts == []
    with pytest.raises(RulesError) as err:
        act(st, Action("activate", 0, {"uid": tooth, "ability": 0}))
    assert err.value.rule.section == "第五節 3.1.6" and "candy" in err.value.message
    friend = place(st, 0, "FX01-C02", 1)
    st.table.cards[friend].counters["candy"] = 1
    hand = len(st.table.zone(0, "hand"))
    st = act(st, Action("activate", 0, {"uid": tooth, "ability": 0}))
    assert st.table.cards[friend].counters == {} and st.table.cards[tooth].tapped
    assert len(st.table.zone(0, "hand")) == hand + 1


@DIALECTS
def test_draw_a_card_for_each_candy_you_have(series):
    # "for each candy you have": the candies on your characters are counted (第二節 7.2.1)
    st = new()
    add_scenes(st, 0, 2)
    for slot in (0, 1):
        st.table.cards[place(st, 0, "FX01-C02", slot)].counters["candy"] = 1
    st.table.cards[place(st, 1, "FX01-C02", 0)].counters["candy"] = 1  # the rival's: not counted
    hand = len(st.table.zone(0, "hand"))
    st = play(st, f"{series}-E01")[0].state
    assert len(st.table.zone(0, "hand")) == hand + 2  # the event came from outside the hand (to_hand), 2 candies → 2 cards


@DIALECTS
def test_meeting_gives_a_present_that_opens_at_the_start_of_a_turn(series):
    # 出会い ("When this character meets …"), 第二節 7.2.2 (gain a present), 7.2.2c–d (opened in the
    # preparation step: its effect is used, then it is removed)
    st = new()
    add_scenes(st, 0, 3)
    out, giver = play(st, f"{series}-C03", 0)
    st = out.state
    assert st.table.cards[giver].counters == {"present_pinkie": 1}
    # the only character to choose is the giver itself: chosen without a question, and logged
    assert any(e.kind == "only_choice" and st.cards[f"{series}-C03"]["name"] in e.text for e in out.events)
    st = end_main(st)  # P2's turn: P2 decides (no presents), then P1
    assert st.pending[0].kind == "presents" and st.pending[0].player == 0
    st = choose(st, f"{giver}:pinkie")
    assert board.idea(st, giver) == 2 + 1 and st.table.cards[giver].counters == {}


@pytest.mark.parametrize("text", ["[Adventure] [Tap] Open this Character's Presents.", "Adventure Area: Tap: Open this character's presents."])
def test_open_a_present_by_an_effect(text):
    # 第二節 7.2.2c ①②: a card effect may open presents: each is used, then removed
    st = new()
    st.cards["TX19-C01"] = {**st.cards["FX02-C03"], "id": "TX19-C01", "text": text}
    uid = st.table.add("TX19-C01", 0, "adventure").uid
    st.table.cards[uid].flags = {"slot": 0}
    st.table.cards[uid].counters["present_pinkie"] = 1
    out = ENGINE.apply(st, Action("activate", 0, {"uid": uid, "ability": 0}))
    assert out.state.table.cards[uid].counters == {} and board.idea(out.state, uid) == 2 + 1
    assert any(e.kind == "present" and e.rule.section == "第二節 7.2.2c" for e in out.events)


@DIALECTS
def test_interacting_character_hirameki(series):
    # 交流中のキャラクター (第四節 4.3.0) in a ひらめき (第五節 1.3.1): your interacting character +1
    st = to_turn(new(), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
    cheer = take(st, 0, f"{series}-S01")
    st.table.move(cheer, "scenes", player=0)
    st.table.cards[cheer].flags = {}
    mine = place(st, 0, "FX01-C09", 0)  # Idea 2
    theirs = place(st, 1, "FX01-C03", 0)  # Idea 2
    st = choose(end_main(st), str(cheer))
    while st.pending and st.pending[0].kind == "hirameki":
        st = choose(st, "pass")
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"


@DIALECTS
def test_farewell_in_both_wordings(series):
    # 第二節 1.6.2: お別れ when the character leaves the adventure area (here by an effect)
    from engine.mlp import resolve

    st = new()
    guard = place(st, 0, f"{series}-C04", 0)
    hand = len(st.table.zone(0, "hand"))
    resolve.exit_character(st, guard, "effect")
    st = ENGINE.apply(st, Action("end_main", 0)).state  # the driver resolves the お別れ first
    assert len(st.table.zone(0, "hand")) >= hand + 2


@pytest.mark.parametrize("text, op", [
    ("出会い：Gain a candy.", "gain_token"),
    ("Meeting: Choose 1 character in your adventure area, and it gains a candy.", "gain_token"),
    ("Encounter: This character gains Rarity's present.", "gain_token"),
    ("出会い：このキャラはピンキーのプレゼントを獲得する", None),  # Japanese sentences stay manual; the terms are read
    ("Precaution: Draw 2 cards.", "draw"),
    ("Encounter: Choose a character with Idea 3 or less in the opponent's adventure area, and make it exit.", "destroy"),
    ("Adventure Area: While this character has a candy, this character gets Idea +2.", "modify_stat"),
])
def test_the_documents_terms_compile(text, op):
    # the plain English of 第二節 1.6.1–1.6.4, 7.2.1–7.2.2 and 第六節 14.0.0 (exit = Retire)
    compiled = compile_text("Character", text)
    if op is None:
        assert "Pinkie's Present" in to_dialect(text)
        return
    assert not compiled.manual and compiled.abilities[0].effects[0].op == op


def test_the_data_dialect_is_unchanged_by_the_rewriting():
    # the real pool's texts are already in the dialect: the rewriting leaves them as they are
    for text in ["[Appear] Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn.",
                 "[Pre-plan] If there is any 「Pet」 in your Adventure Area, draw 2 cards.",
                 "[Inspo Boost] Your 「Rarity」 gets +1 Inspiration until the end of this Contact.",
                 "Only adorn 「Applejack」. When adorned Character Retires in Contact, move this Item to Retirement Area instead."]:
        assert to_dialect(text) == text
