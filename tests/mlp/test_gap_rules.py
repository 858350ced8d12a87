"""Rules closed after the first checklist pass: 「Xまで」 (第六節 15.1.1) and both players losing at
once (第一節 4.0.0)."""

from __future__ import annotations

import re

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, game, resolve
from engine.mlp.cards.compiler import compile_card, compile_text
from engine.mlp.game import ENGINE
from tests.shared_data import DATA, needs

from .helpers import act, add_scenes, choose, new, place, take, to_hand

MLP_DB = DATA / "mlp" / "MLP-DB.json"


def play_event(st, p, card_id):
    add_scenes(st, p, 2)
    uid = to_hand(st, p, card_id)
    return act(st, Action("play", p, {"uid": uid}))


# --- 「Xまで」: any number from 0 to X (第六節 15.1.1) ------------------------------------------

def test_up_to_compiles_to_an_up_to_target():
    # 第六節 15.1.1: "choose up to N" is the "choose N" form with Target.up_to set
    for text, op in (("Choose up to 2 Characters in your Adventure Area, they get +1 Inspiration until the end of turn.", "modify_stat"),
                     ("Return up to 1 Character from your Retirement Area to your Hand.", "return_to_hand"),
                     ("Choose up to 1 Character with Inspiration 3 or less in Rival's Adventure Area to Retire.", "destroy")):
        c = compile_text("Event", text)
        assert not c.manual
        eff = c.abilities[0].effects[0]
        assert eff.op == op and eff.target.kind == "chosen" and eff.target.up_to
    plain = compile_text("Event", "Choose 2 Characters in your Adventure Area, they get +1 Inspiration until the end of turn.")
    assert not plain.abilities[0].effects[0].target.up_to
    # "up to" on something that is not a choice stays a manual step, never read as "exactly"
    assert compile_text("Event", "Draw up to 2 cards.").manual


def test_up_to_offers_zero_to_x_and_the_empty_answer_is_legal():
    # 第六節 15.1.1 (fixture FX01-E09 "Choose up to 2 Characters …")
    st = new()
    a, b, c = place(st, 0, "FX01-C02", 0), place(st, 0, "FX01-C09", 1), place(st, 0, "FX01-C03", 2)
    st = play_event(st, 0, "FX01-E09")
    pend = st.pending[0]
    assert pend.kind == "target" and (pend.min, pend.max) == (0, 2) and "up to 2" in pend.prompt
    assert {o.id for o in pend.options} == {str(a), str(b), str(c)}
    assert any(act_.args["picks"] == [] for act_ in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError):
        choose(st, str(a), str(b), str(c))  # more than X is refused
    st = choose(st)  # zero is a legal number
    assert not st.pending and [board.idea(st, u) for u in (a, b, c)] == [3, 2, 2]


def test_up_to_one_or_two_picks():
    # 第六節 15.1.1: 1 … X picks, each chosen character gets the effect
    for picks in (1, 2):
        st = new()
        a, b = place(st, 0, "FX01-C02", 0), place(st, 0, "FX01-C09", 1)
        st = play_event(st, 0, "FX01-E09")
        st = choose(st, *[str(u) for u in (a, b)[:picks]])
        assert [board.idea(st, u) for u in (a, b)] == [4, 3] if picks == 2 else [4, 2]


def test_up_to_still_asks_when_only_one_card_qualifies():
    # 第六節 15.1.1: with fewer candidates than X the player may still choose none
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    st = play_event(st, 0, "FX01-E09")
    assert (st.pending[0].min, st.pending[0].max) == (0, 1)
    st = choose(st)
    assert board.idea(st, a) == 3


def test_up_to_zero_then_the_rest_of_the_effect_happens():
    # 第六節 15.1.1 + 第五節 2.1.1 (fixture FX01-E10): choosing 0 cards skips that part only
    st = new()
    dead = take(st, 0, "FX01-C02")
    st.table.move(dead, "rest", player=0)
    st = play_event(st, 0, "FX01-E10")
    hand = len(st.table.zone(0, "hand"))
    st = choose(st)
    assert st.table.cards[dead].zone == "rest" and len(st.table.zone(0, "hand")) == hand + 1


@needs(MLP_DB)
def test_real_cards_reading_up_to_compile_with_up_to():
    # 第六節 15.1.1 on the shared data: every card printing "up to N" that compiles has an up-to
    # choice (none of the current English texts prints it; the search texts "choose 1 … from them"
    # keep their printed number)
    for rec in game.import_cards(str(MLP_DB)).cards:
        text = str(rec.data.get("text") or "")
        c = compile_card(rec.data)
        if not re.search(r"\bup to \d", text, re.I) or c.manual:
            continue
        assert any(e.target is not None and e.target.up_to for a in c.abilities for e in a.effects), rec.id


# --- both players lose at once: a draw (第一節 4.0.0) --------------------------------------------

def _empty_deck(st, p):
    for uid in list(st.table.zone(p, "deck")):
        st.table.move(uid, "rest", player=p)


def test_both_players_drawing_from_empty_decks_is_a_draw():
    # 第一節 4.0.0 + 4.2.0 (fixture FX01-E11 "Each player draws 1 card.")
    st = new()
    _empty_deck(st, 0)
    _empty_deck(st, 1)
    st = play_event(st, 0, "FX01-E11")
    assert st.over and st.result.winners == [] and "draw" in st.result.reason
    assert st.result.rule.section == "第一節 4.0.0"


def test_only_one_empty_deck_loses_alone():
    # 第一節 4.0.0: one loser → the other wins
    st = new()
    _empty_deck(st, 1)
    st = play_event(st, 0, "FX01-E11")
    assert st.over and st.result.winners == [0]


def test_each_player_draws_when_both_can():
    # "each player draws": both hands grow, the game goes on
    st = new()
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st = play_event(st, 0, "FX01-E11")
    assert not st.over and [len(st.table.zone(p, "hand")) for p in (0, 1)] == [hands[0] + 1, hands[1] + 1]


def test_simultaneous_loss_check_directly():
    # 第一節 4.0.0: resolve.lose with several players at one moment; a later loss changes nothing
    st = new()
    resolve.lose(st, [0, 1], "both met a losing condition", None)
    assert st.result.winners == []
    st = new()
    resolve.lose(st, 1, "must draw from an empty main deck", None)
    resolve.lose(st, 0, "must draw from an empty main deck", None)
    assert st.result.winners == [0]



# --- 裏向き: a scene's effect used in your main phase by turning it face down (第五節 1.3.2) ----------

def _scene(st, p, card_id, face_down=False):
    uid = take(st, p, card_id, ("scene_deck", "deck"))
    st.table.move(uid, "scenes", player=p)
    st.table.cards[uid].flags = {"scene_face_down": True} if face_down else {}
    return uid


def _facedown_actions(st, p, uid):
    return [a for a in ENGINE.legal_actions(st, p) if a.type == "activate" and a.args.get("uid") == uid]


def test_facedown_text_compiles_without_its_reminder():
    # 第五節 1.3.2a: the reminder text is not part of the effect
    c = compile_text("Scene", "[Face Down] Draw 1 card. (In your Main Phase, you can use this [Face Down] effect by turning this Scene face down.)")
    assert not c.manual and [a.timing for a in c.abilities] == ["facedown"]
    assert "Main Phase" not in c.abilities[0].text and c.abilities[0].effects[0].op == "draw"
    both = compile_text("Scene", "[Inspo Boost] Your 「Unicorn」 gets +1 Inspiration until the end of this Contact. [Face Down] Draw 1 card.")
    assert [a.timing for a in both.abilities] == ["hirameki", "facedown"]


def test_facedown_effect_used_in_the_main_phase_turns_the_scene_face_down():
    # 第五節 1.3.2 / 1.3.2a (fixture FX01-S04): cost = turn this scene face down; then the effect resolves
    st = new()
    a = place(st, 0, "FX01-C02", 0)
    s = _scene(st, 0, "FX01-S04")
    acts = _facedown_actions(st, 0, s)
    assert len(acts) == 1 and acts[0].label.startswith("Turn Sunny Picnic face down")
    st = act(st, acts[0])
    assert not board.face_up(st.table.cards[s]) and board.idea(st, a) == 4 and not st.pending
    assert not _facedown_actions(st, 0, s)  # face down: the cost cannot be paid again
    with pytest.raises(RulesError):
        act(st, acts[0])


def test_facedown_effect_of_a_scene_that_also_has_hirameki():
    # 第五節 1.3.2 (fixture FX01-S05): the 裏向き ability beside a ひらめき
    st = new()
    s = _scene(st, 0, "FX01-S05")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, _facedown_actions(st, 0, s)[0])
    assert len(st.table.zone(0, "hand")) == hand + 1 and not board.face_up(st.table.cards[s])


def test_facedown_effect_is_all_or_nothing():
    # 第五節 1.3.2b: no character to choose → the effect cannot be used, the scene stays face up
    st = new()
    for uid in list(st.table.zone(0, "adventure")):
        st.table.move(uid, "rest", player=0)
    s = _scene(st, 0, "FX01-S04")
    assert not _facedown_actions(st, 0, s)
    with pytest.raises(RulesError) as err:
        act(st, Action("activate", 0, {"uid": s, "ability": 0}))
    assert err.value.rule.section == "第五節 1.3.2b" and board.face_up(st.table.cards[s])


def test_facedown_effect_only_in_your_own_main_phase():
    # 第五節 1.3.2a: not on the rival's turn, nor with a choice pending
    st = new()
    place(st, 1, "FX01-C02", 0)
    s = _scene(st, 1, "FX01-S04")
    assert not ENGINE.legal_actions(st, 1)
    with pytest.raises(RulesError):
        act(st, Action("activate", 1, {"uid": s, "ability": 0}))
    assert board.face_up(st.table.cards[s])
