"""Deck order (第六節 9.0.0), shuffles with the opponent's cut (第一節 3.1.0–3.1.1), "shuffle into
the deck" (第六節 14.1.3a), manual resolution's draw and shuffle (第五節 2.1.1c), the reveal /
scene-deck templates of the compiler (with fixture cards and, when the data is present, the real
cards), and Japanese refusals."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core import Action, RulesError
from engine.core.manual import manual_pending
from engine.mlp import board, game
from engine.mlp.cards.compiler import compile_card
from engine.mlp.game import ENGINE
from engine.mlp.rules import R
from tests.shared_data import DATA, needs

from .helpers import act, add_scenes, choose, end_main, new, place, take, to_hand, to_turn

MLP_DB = DATA / "mlp" / "MLP-DB.json"


def on_top(st, p, card_id, zone="deck"):
    """Put a card of ``card_id`` on top of ``p``'s deck (a set-up)."""
    uid = take(st, p, card_id, ("deck", "rest", "scene_deck")) if zone == "deck" else st.table.add(card_id, p, zone).uid
    st.table.move(uid, zone, player=p, position=0)
    st.table.cards[uid].flags = {}
    return uid


def interaction_turn(seed: int = 1):
    """Turn 3, P1 active, no scenes (no ひらめき prompts)."""
    st = to_turn(new(seed), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
    return st


def real_cards(st, *ids):
    recs = {r.id: r.data for r in game.import_cards(str(MLP_DB)).cards}
    st.cards.update({k: recs[k] for k in ids})


def play(st, p, card_id, slot=0):
    add_scenes(st, p, 6)
    uid = to_hand(st, p, card_id)
    args = {"uid": uid, "slot": slot} if st.cards[card_id]["type"] == "Character" else {"uid": uid}
    return ENGINE.apply(st, Action("play", p, args))


def answer_order(st, order):
    """Answer ``deck_order`` choices with the cards of ``order`` (highest first)."""
    while st.pending and st.pending[0].kind == "deck_order":
        ids = {o.id for o in st.pending[0].options}
        st = choose(st, next(str(u) for u in order if str(u) in ids))
    return st


# --- 第六節 9.3.0: the owner orders cards put on the top or bottom ------------------------------

def test_rest_of_a_search_goes_to_the_bottom_in_the_order_chosen():
    # 第六節 9.3.0 / 11.2.0 with a fixture event ("… move the rest to the bottom of your Deck in any order")
    st = new()
    e1, e2, c = on_top(st, 0, "FX01-E01"), on_top(st, 0, "FX01-E03"), on_top(st, 0, "FX01-C02")
    st = play(st, 0, "FX01-E06").state
    assert st.pending[0].kind == "search"
    st = choose(st, str(c))
    pend = st.pending[0]
    assert pend.kind == "deck_order" and pend.player == 0 and pend.rule == R("第六節 9.3.0")
    assert {o.id for o in pend.options} == {str(e1), str(e2)}
    assert ENGINE.view(st, 1)["pending"].get("options") is None  # the rival sees only who decides
    out = ENGINE.apply(st, Action("choose", 0, {"picks": [str(e1)]}))  # e1 highest, e2 the very bottom
    assert st.table.cards[c].zone == "hand" or out.state.table.cards[c].zone == "hand"
    assert out.state.table.zone(0, "deck")[-2:] == [e1, e2]
    public = [e.text for e in out.events if e.visible_to is None]
    assert any("puts 2 card(s) on the bottom" in t for t in public)
    assert not any(board.name(st, e1) in t or board.name(st, e2) in t for t in public if "bottom" in t)
    assert not out.state.table.cards[e1].known_to  # face down again (第六節 13.3.0)


def test_identical_cards_are_placed_without_a_question():
    # 第六節 9.3.0: the order of identical cards cannot matter — no question
    st = new()
    c = on_top(st, 0, "FX01-C02")  # the search takes it; the two identical events remain
    a, b = st.table.add("FX01-E03", 0, "deck", position=0).uid, st.table.add("FX01-E03", 0, "deck", position=0).uid
    st = choose(play(st, 0, "FX01-E06").state, str(c))
    assert not st.pending or st.pending[0].kind != "deck_order"
    assert st.table.cards[c].zone == "hand" and set(st.table.zone(0, "deck")[-2:]) == {a, b}


def test_top_or_bottom_is_the_controllers_choice():
    # 第六節 9.1.0 / 9.2.0: reveal the top card, its controller puts it on the top or the bottom
    for where in ("top", "bottom"):
        st = new()
        top = on_top(st, 0, "FX01-E02")
        out = play(st, 0, "FX01-C13")
        assert any(e.kind == "reveal" and board.name(st, top) in e.text for e in out.events)  # public
        st = out.state
        assert st.pending[0].kind == "top_or_bottom" and st.pending[0].player == 0
        st = choose(st, where)
        deck = st.table.zone(0, "deck")
        assert (deck[0] if where == "top" else deck[-1]) == top
        assert not st.table.cards[top].known_to and not st.pending


@needs(MLP_DB)
def test_top_or_bottom_with_owlowiscious():
    # 第六節 9.1.0 with 【フクロウのオウロウィシャス SD01A-C05】
    st = new()
    real_cards(st, "SD01A-C05")
    assert not compile_card(st.cards["SD01A-C05"]).manual
    top = on_top(st, 0, "FX01-E02")
    st = choose(play(st, 0, "SD01A-C05").state, "bottom")
    assert st.table.zone(0, "deck")[-1] == top


# --- reveal the top card, then only if … (第六節 9.2.0, 第五節 1.5.1) ----------------------------

@pytest.mark.parametrize("top_card, draws", [("FX01-E01", 2), ("FX01-C02", 0)])
def test_reveal_top_if_event_draw_two(top_card, draws):
    # 第六節 9.2.0 (the revealed card stays on top) + 第五節 1.5.1 (the condition on it)
    st = new()
    on_top(st, 0, top_card)
    before = len(st.table.zone(0, "hand"))
    st = play(st, 0, "FX01-C14").state
    assert len(st.table.zone(0, "hand")) == before + draws  # (the played card was added to the hand first)


@needs(MLP_DB)
def test_reveal_top_if_event_with_twilight_sparkle():
    # 【トワイライト・スパークル SD01-U01】「デッキの上を公開し、イベントならカードを2枚引く」
    st = new()
    real_cards(st, "SD01-U01")
    assert not compile_card(st.cards["SD01-U01"]).manual
    ev = on_top(st, 0, "FX01-E01")
    before = len(st.table.zone(0, "hand"))
    st = play(st, 0, "SD01-U01").state
    assert len(st.table.zone(0, "hand")) == before + 2 and st.table.cards[ev].zone == "hand"


# --- scene-deck searches ------------------------------------------------------------------------

def _scout_exits(st, card_id):
    scout = place(st, 0, card_id, 0)
    place(st, 1, "FX01-C08", 0)  # idea 7: the scout leaves by interaction
    s1, s2, s3 = (on_top(st, 0, c, "scene_deck") for c in ("FX01-S01", "FX01-S02", "FX01-S03"))
    st = end_main(st)
    return st, scout, (s3, s2, s1)  # top of the scene deck first


def test_farewell_scene_deck_search_face_up_rest_to_bottom_in_order():
    # 第六節 11.0.0 / 9.3.0 with a fixture card: choose 1 of the top 3 scenes, face up; the rest under
    st, scout, (s3, s2, s1) = _scout_exits(interaction_turn(), "FX01-C15")
    assert st.pending[0].kind == "search" and {o.id for o in st.pending[0].options} == {str(s1), str(s2), str(s3)}
    st = choose(st, str(s2))
    assert st.table.cards[s2].zone == "scenes" and board.face_up(st.table.cards[s2]) and not st.table.cards[s2].tapped
    st = answer_order(st, [s1, s3])
    assert st.table.zone(0, "scene_deck")[-2:] == [s1, s3]
    assert st.table.cards[scout].zone == "rest"  # then its exit completes (第六節 14.1.3)


@needs(MLP_DB)
def test_scene_deck_search_with_daring_do():
    # 【デアリング・ドゥ BP02-SR12】 お別れ
    st = interaction_turn()
    real_cards(st, "BP02-SR12")
    assert not compile_card(st.cards["BP02-SR12"]).manual
    st, _, (s3, s2, s1) = _scout_exits(st, "BP02-SR12")
    st = answer_order(choose(st, str(s3)), [s2, s1])
    assert st.table.cards[s3].zone == "scenes" and st.table.zone(0, "scene_deck")[-2:] == [s2, s1]


@pytest.mark.parametrize("card_id", ["FX01-C16", "BP02-U18"])
def test_rival_scene_to_the_bottom_and_their_next_scene_face_up(card_id):
    # a rival's scene under their scene deck (第六節 9.1.0), their top scene face up (第三節 5.0.0)
    if card_id.startswith("BP") and not MLP_DB.exists():
        pytest.skip(f"needs {MLP_DB}")
    st = new()
    if card_id.startswith("BP"):
        real_cards(st, card_id)
    assert not compile_card(st.cards[card_id]).manual
    theirs = st.table.zone(1, "scenes")[0]
    nxt = on_top(st, 1, "FX01-S02", "scene_deck")
    st = play(st, 0, card_id).state
    assert st.table.zone(1, "scene_deck")[-1] == theirs
    assert st.table.zone(1, "scenes") == [nxt] and board.face_up(st.table.cards[nxt])


# --- shuffles: into the deck (第六節 14.1.3a) and the opponent's cut (第一節 3.1.1) ---------------

def test_farewell_shuffle_into_the_deck_never_reaches_the_rest_area():
    # 第六節 14.1.3a 例 (checklist scenario): processing area → main deck, shuffled and cut
    st = interaction_turn()
    tide = place(st, 0, "FX01-C12", 0)
    item = take(st, 0, "FX01-I01")
    st.table.move(item, "items", player=0)
    st.table.cards[item].attached_to = tide
    place(st, 1, "FX01-C08", 0)
    deck_before = len(st.table.zone(0, "deck"))
    out = ENGINE.apply(st, Action("end_main", 0))
    st = out.state
    assert st.table.cards[tide].zone == "deck" and len(st.table.zone(0, "deck")) == deck_before + 1
    assert not any(e.kind == "move" and e.data.get("uid") == tide and e.text.endswith("rest") for e in out.events)
    assert st.table.cards[item].zone == "rest"  # 第三節 6.2.3: the item does not follow into the deck
    texts = [e.text for e in out.events]
    assert any("P1 shuffles their deck and P2 cuts it" in t for t in texts)
    assert any(e.kind == "cut" and e.rule == R("第一節 3.1.1") for e in out.events)


def test_shuffle_a_card_from_the_rest_area_into_the_deck():
    # 第一節 3.1.1: a shuffle during the game is cut by the opponent
    st = new()
    gone = take(st, 0, "FX01-C02")
    st.table.move(gone, "rest", player=0)
    out = play(st, 0, "FX01-E07")
    assert out.state.table.cards[gone].zone == "deck"
    assert any(e.kind == "cut" and e.player == 1 for e in out.events)


def test_manual_shuffle_is_cut_by_the_opponent():
    # 第一節 3.1.1 in manual resolution (the core's generic shuffle has no cut)
    st = new()
    st.pending.append(manual_pending(0, None, "Shuffle your deck.", R("第五節 2.1.1")))
    out = ENGINE.apply(st, Action("manual", 0, {"op": "shuffle", "target": 0, "zone": "deck"}))
    assert [e.kind for e in out.events][:2] == ["manual", "cut"] and out.state.pending[0].kind == "manual"


# --- 第五節 2.1.1c / 第一節 4.2.0 in manual resolution -------------------------------------------

@pytest.mark.parametrize("deck_left, n", [(0, 1), (1, 3)])
def test_manual_draw_from_an_empty_deck_loses(deck_left, n):
    # 第五節 2.1.1c / 第一節 4.2.0: drawing is always possible; from an empty main deck it loses
    st = new()
    for uid in st.table.zone(1, "deck")[deck_left:]:
        st.table.move(uid, "rest", player=1)
    st.pending.append(manual_pending(0, None, "Your rival draws cards.", R("第五節 2.1.1")))
    st = act(st, Action("manual", 0, {"op": "draw", "target": 1, "n": n}))
    assert st.over and st.result.winners == [0] and st.result.rule == R("第一節 4.2.0")


def test_manual_draw_that_fits_does_not_lose():
    # 第五節 2.1.1c: a draw the deck can cover is an ordinary draw
    st = new()
    st.pending.append(manual_pending(0, None, "Draw 2 cards.", R("第五節 2.1.1")))
    before = len(st.table.zone(0, "hand"))
    st = act(st, Action("manual", 0, {"op": "draw", "target": 0, "n": 2}))
    assert not st.over and len(st.table.zone(0, "hand")) == before + 2 and st.pending[0].kind == "manual"


# --- refusals in Japanese -------------------------------------------------------------------------

def test_every_mlp_refusal_has_a_japanese_message():
    # every RulesError raised in engine/mlp names its section (the issue's "Refusals raise RulesError
    # with the section") and carries message_ja
    root = Path(__file__).resolve().parents[2] / "engine" / "mlp"
    missing = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RulesError"
            if call and len(node.args) + len(node.keywords) < 3:
                missing.append(f"{path.name}:{node.lineno}")
    assert missing == []


@pytest.mark.parametrize("make, ja", [
    (lambda st: Action("end_main", 1), "P1"),  # 第四節 1.1.0: out of turn (a core refusal)
    (lambda st: Action("play", 0, {"uid": -1}), "手札"),  # 第四節 3.0.0: from the hand
    (lambda st: Action("play", 0, {"uid": 1}), "保留"),  # 第五節 3.1.1: a choice is pending
])
def test_refusals_carry_japanese(make, ja):
    st = new()
    if make(st).args.get("uid") == 1:
        st.pending.append(manual_pending(0, None, "x", R("第五節 2.1.1")))
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, make(st))
    assert ja in err.value.message_ja and err.value.localized("ja") != err.value.localized("en")


def test_core_answer_check_refusal_in_japanese():
    # 第一節 3.4.1a: keep or mulligan, one answer — the core's answer check, translated by engine.mlp.messages
    st = new(keep=False)
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": ["keep", "mulligan"]}))
    assert err.value.message_ja.startswith("1個の選択肢を選んでください")


def test_several_cards_ordered_in_one_answer():
    # 第六節 9.3.0: the owner may give the whole order at once (picks = highest first)
    st = new()
    e1, e2, c = on_top(st, 0, "FX01-E01"), on_top(st, 0, "FX01-E03"), on_top(st, 0, "FX01-C02")
    st = choose(play(st, 0, "FX01-E06").state, str(c))
    labels = [a.label for a in ENGINE.legal_actions(st, 0)]
    assert any(label.startswith("In this order:") for label in labels)
    st = choose(st, str(e2), str(e1))
    assert st.table.zone(0, "deck")[-2:] == [e2, e1] and not st.pending


# --- more templates of the remaining manual cards -------------------------------------------------

@pytest.mark.parametrize("card_id", ["FX01-E08", "BP02-SPR15"])
@pytest.mark.parametrize("spare, draws", [(0, 1), (1, 2)])
def test_draw_one_or_two_instead(card_id, spare, draws):
    # "Draw 1 card. If you have an untapped Scene card, draw 2 cards instead." (第五節 1.5.1: checked as it resolves)
    if card_id.startswith("BP") and not MLP_DB.exists():
        pytest.skip(f"needs {MLP_DB}")
    st = new()
    if card_id.startswith("BP"):
        real_cards(st, card_id)
    assert not compile_card(st.cards[card_id]).manual
    for uid in list(st.table.zone(0, "scenes")):
        st.table.move(uid, "scene_deck", player=0)
    add_scenes(st, 0, st.cards[card_id]["harmony"] + spare)
    uid = to_hand(st, 0, card_id)
    before = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": uid}))
    assert len(st.table.zone(0, "hand")) == before - 1 + draws


@needs(MLP_DB)
def test_rainbow_dash_moves_and_gets_two_when_it_moves():
    # 【レインボー・ダッシュ BP02-CR11】 横置き: move to an empty slot (第六節 12.1.0); "when this moves" +2
    st = new()
    real_cards(st, "BP02-CR11")
    assert not compile_card(st.cards["BP02-CR11"]).manual
    rd = place(st, 0, "BP02-CR11", 0)
    place(st, 0, "FX01-C02", 1)
    st = act(st, Action("activate", 0, {"uid": rd, "ability": 1}))
    assert board.slot_of(st, rd) == 2 and board.idea(st, rd) == 5 + 2


@needs(MLP_DB)
def test_item_minus_one_on_the_wearer_plus_one_on_the_others():
    # BP02-SPR22: a worn item's continuous effect (第二節 3.5.0, 第五節 1.2.0)
    st = new()
    real_cards(st, "BP02-SPR22")
    assert not compile_card(st.cards["BP02-SPR22"]).manual
    wearer, other = place(st, 0, "FX01-C02", 0), place(st, 0, "FX01-C03", 1)
    add_scenes(st, 0, 2)
    item = to_hand(st, 0, "BP02-SPR22")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    assert (board.idea(st, wearer), board.idea(st, other)) == (3 - 1, 2 + 1)


@pytest.mark.parametrize("card_id", ["FX01-I04", "SD01-SPR10"])
def test_item_trigger_when_the_wearer_retires_in_contact(card_id):
    # the item's own trigger, used once the wearer's exit is complete (第六節 14.2.0)
    if card_id.startswith("SD") and not MLP_DB.exists():
        pytest.skip(f"needs {MLP_DB}")
    st = interaction_turn()
    if card_id.startswith("SD"):
        real_cards(st, card_id)
    assert not compile_card(st.cards[card_id]).manual
    wearer, friend = place(st, 0, "FX01-C02", 0), place(st, 0, "FX01-C03", 1)  # idea 3 and 2
    item = take(st, 0, card_id)
    st.table.move(item, "items", player=0)
    st.table.cards[item].attached_to = wearer
    place(st, 1, "FX01-C08", 0)  # idea 7: the wearer retires in contact
    st = end_main(st)  # one character left: the +3 goes to it without a question
    assert st.table.cards[wearer].zone == "rest" and st.table.cards[item].zone == "rest"
    assert board.idea(st, friend) == 2 + 3


@needs(MLP_DB)
def test_item_bonus_per_namesake_of_the_wearer_in_the_rest_area():
    # BP02-SPR25: +1, then +1 for each card in your rest area with the wearer's name (第二節 3.5.0, 第五節 1.2.0)
    st = new()
    real_cards(st, "BP02-SPR25")
    assert not compile_card(st.cards["BP02-SPR25"]).manual
    wearer = place(st, 0, "FX01-C02", 0)
    for _ in range(2):
        st.table.move(st.table.add("FX01-C02", 0, "deck").uid, "rest", player=0)
    st.table.move(take(st, 0, "FX01-C03"), "rest", player=0)  # another name: not counted
    add_scenes(st, 0, 3)
    item = to_hand(st, 0, "BP02-SPR25")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    assert board.idea(st, wearer) == 3 + 1 + 2
