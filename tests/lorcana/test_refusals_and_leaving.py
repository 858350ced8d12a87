"""Issue 16 rules defects: Sing Together is all or nothing, refusals cite the rule that filtered an
option out, and a player who leaves a 3-4 player game takes their cards out of the game."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.view import build_view

from .helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started

SONG = "FX-16"  # cost 6 song with Sing Together 6


def test_sing_together_singers_named_with_the_play():
    # Lorcana 4.3.4.1, 10.10.3: the singers are part of announcing the play
    st = started()
    song = put(st, SONG, 0, "hand")
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)  # costs 1 + 5
    st = act(st, "play", uid=song, mode="sing_together", singers=[a, b])
    assert not st.pending or st.pending[0].kind != "singers"
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    assert song in st.table.zone(0, "discard")


def test_sing_together_refused_play_changes_nothing():
    # Lorcana 4.3.4.1 (all or nothing), 10.10.3 (total cost), 6.1.4 (drying)
    st = started()
    song = put(st, SONG, 0, "hand")
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)
    wet = put(st, "FX-30", 0, dry=False)
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=song, mode="sing_together", singers=[b])  # total 5 < 6
    assert err.value.rule.section == "10.10.3"
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=song, mode="sing_together", singers=[a, wet])
    assert err.value.rule.section == "6.1.4"
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=song, mode="sing_together", singers=[a, a, b])
    assert err.value.rule.section == "10.10.3"
    assert song in st.table.zone(0, "hand") and not st.table.cards[a].tapped and not st.table.cards[b].tapped


def test_sing_together_offered_with_singers():
    # Lorcana 10.10.3: every offered play names singers whose total is enough
    st = started()
    song = put(st, SONG, 0, "hand")
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)
    put(st, "FX-30", 0, dry=False)  # drying: never offered (6.1.4)
    plays = [x for x in ENGINE.legal_actions(st, 0) if x.type == "play" and x.args.get("mode") == "sing_together"]
    assert [sorted(x.args["singers"]) for x in plays] == [sorted([a, b])]
    st = ENGINE.apply(st, plays[0]).state
    assert song in st.table.zone(0, "discard")


def test_sing_together_choice_refused_citing_rule_and_taken_back():
    # Lorcana 4.3.4.1, 6.1.4, 10.10.3: without named singers, a choice follows; its refusals cite
    # the rule, and the empty answer takes the whole play back
    st = started()
    song = put(st, SONG, 0, "hand")
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)
    wet = put(st, "FX-30", 0, dry=False)
    st = act(st, "play", uid=song, mode="sing_together")
    assert st.pending[0].kind == "singers"
    with pytest.raises(RulesError) as err:
        choose(st, [a, wet])
    assert err.value.rule.section == "6.1.4"
    with pytest.raises(RulesError) as err:
        choose(st, [b])
    assert err.value.rule.section == "10.10.1"
    assert any(x.args["picks"] == [] for x in ENGINE.legal_actions(st, 0))
    st = choose(st, [])
    assert song in st.table.zone(0, "hand") and not st.pending
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped
    assert st.phase == "main" and any(x.type == "end_turn" for x in ENGINE.legal_actions(st, 0))


def test_drying_singer_refused_citing_6_1_4():
    # Lorcana 6.1.4: a drying character can't exert to pay a cost (sing)
    st = started()
    tune = put(st, "FX-7", 0, "hand")
    singer = put(st, "FX-30", 0, dry=False)
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=tune, mode="sing", singer=singer)
    assert err.value.rule.section == "6.1.4"
    tired = put(st, "FX-30", 0, tapped=True)
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=tune, mode="sing", singer=tired)
    assert err.value.rule.section == "6.3.3.3"


def test_choosing_a_ward_character_is_refused_citing_10_12_1():
    # Lorcana 10.12.1: an opponent can't choose a Ward character for an effect
    st = started()
    sage = put(st, "FX-17", 1)  # Ward
    other = put(st, "FX-30", 1)
    storm = put(st, "FX-15", 0, "hand")  # deal 2 damage to chosen character, draw a card
    ink_up(st, 0, 3)
    st = act(st, "play", uid=storm, mode="ink")
    assert st.pending[0].kind == "target" and str(sage) not in {o.id for o in st.pending[0].options}
    with pytest.raises(RulesError) as err:
        choose(st, [sage])
    assert err.value.rule.section == "10.12.1"
    with pytest.raises(RulesError) as err:
        choose(st, [99999])  # not a card at all: the generic refusal
    assert err.value.rule.section != "10.12.1"
    st = choose(st, [other])
    assert st.table.cards[other].damage == 2


def test_support_cannot_choose_an_opposing_ward_character():
    # Lorcana 10.11.1, 10.12.1
    st = started()
    helper = put(st, "FX-4", 0)  # Support
    sage = put(st, "FX-17", 1)
    put(st, "FX-1", 0)
    st = act(st, "quest", uid=helper)
    assert st.pending[0].kind == "support"
    with pytest.raises(RulesError) as err:
        choose(st, [sage])
    assert err.value.rule.section == "10.12.1"


def test_a_player_who_leaves_takes_their_cards_out_of_the_game_and_the_view():
    # Lorcana 1.10.2.3: a player who leaves a multiplayer game: all their cards and effects are removed
    st = started(players=3)
    mine = put(st, "FX-30", 2)
    loc = put(st, custom("T-loc", "Inn", "", card_type="Location", w=5, lore=1, move_cost=1), 2)
    visitor = put(st, "FX-1", 0)
    st.table.cards[visitor].flags["at"] = loc
    st = ENGINE.apply(st, Action("concede", 2)).state
    assert not st.over and st.alive == [True, True, False]
    for zone in ("deck", "hand", "play", "inkwell", "discard"):
        assert st.table.zone(2, zone) == []
    assert st.table.cards[mine].zone == "outside" and "at" not in st.table.cards[visitor].flags
    for viewer in (None, 0, 1, 2):
        view = build_view(ENGINE, st, viewer)
        assert "outside" not in view["players"][2]["zones"]
        assert all(not cards for cards in view["players"][2]["zones"].values())
        assert "FX-30" not in view["cards"] or any(
            c.get("card_id") == "FX-30" for p in view["players"][:2] for z in p["zones"].values() for c in z)
    st = end_turn(st)
    st = end_turn(st)
    assert st.active == 0 and st.table.check_integrity() == []


def test_a_player_who_decks_out_leaves_with_their_cards():
    # Lorcana 1.10.2.3, 1.9.1.2: drawing from an empty deck in a 3-player game
    st = started(players=3)
    put(st, "FX-30", 1)
    for uid in list(st.table.zone(1, "deck")):
        st.table.move(uid, "discard")
    st = end_turn(st)  # P2 draws from an empty deck at the start of their turn
    assert st.alive == [True, False, True] and not st.over
    assert all(st.table.zone(1, z) == [] for z in ("deck", "hand", "play", "inkwell", "discard"))
    assert st.active == 2


# --- Boost (Comprehensive Rules 2.2.0 8.4, outside the seed documents) -------------------------------

FLYNN = custom("T-flynn", "Flynn Rider", "Boost 2 {I} (Once during your turn, you may pay 2 {I} to put the top card of your deck facedown under this character.)\n"
               "I'LL TAKE THAT While there's a card under this character, he gets +2 {S} and +1 {L}.", cost=3, s=2, w=3, lore=1)
BOOSTER = custom("T-boost", "Booster", "Boost 1 {I} (Once during your turn, you may pay 1 {I} to put the top card of your deck facedown under this character.)", cost=2)


def test_boost_puts_the_top_card_facedown_under_once_per_turn():
    # Lorcana 2.2.0 8.4.1-8.4.3 (outside the seed documents): pay N ink, top card of the deck facedown
    # under this card, once during your turn; nobody sees its face; it is not in play
    from engine.lorcana.cards.compiler import compile_card

    st = started()
    uid = put(st, BOOSTER, 0)
    ink_up(st, 0, 2)
    index = next(a.index for a in compile_card(st.cards["T-boost"]) if a.kind == "activated")
    top = st.table.zone(0, "deck")[0]
    offered = [x for x in ENGINE.legal_actions(st, 0) if x.type == "activate" and x.args["uid"] == uid]
    assert len(offered) == 1
    st = act(st, "activate", uid=uid, ability=index)
    card = st.table.cards[top]
    assert card.zone == "under" and card.attached_to == uid and card.face_down
    assert sum(1 for u in st.table.zone(0, "inkwell") if st.table.cards[u].tapped) == 1
    for viewer in (None, 0, 1):
        under = build_view(ENGINE, st, viewer)["players"][0]["zones"]["under"]
        assert under and all(c.get("hidden") for c in under)  # 8.4.2
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=uid, ability=index)
    assert err.value.rule.section == "8.4.1" and err.value.rule.outside  # once during your turn
    st = end_turn(st)
    st = end_turn(st)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=uid, ability=index)  # a new turn: again
    assert sum(1 for u in st.table.zone(0, "under") if st.table.cards[u].attached_to == uid) == 2


def test_boost_with_an_empty_deck_does_nothing_and_cards_under_leave_with_it():
    # Lorcana 2.2.0 8.4.1; 1.2.3 (do as much as possible); 5.1.7 (cards under leave with the card)
    from engine.lorcana.cards.compiler import compile_card
    from engine.lorcana.zones import banish

    st = started()
    uid = put(st, BOOSTER, 0)
    ink_up(st, 0, 1)
    index = next(a.index for a in compile_card(st.cards["T-boost"]) if a.kind == "activated")
    st = act(st, "activate", uid=uid, ability=index)
    under = [u for u in st.table.zone(0, "under") if st.table.cards[u].attached_to == uid]
    banish(st, [uid], None, [])
    assert all(st.table.cards[u].zone == "discard" for u in under)
    st2 = started()
    uid2 = put(st2, BOOSTER, 0)
    ink_up(st2, 0, 1)
    for u in list(st2.table.zone(0, "deck")):
        st2.table.move(u, "discard")
    st2 = act(st2, "activate", uid=uid2, ability=index)
    assert st2.table.zone(0, "under") == []


def test_while_there_is_a_card_under_this_character():
    # Lorcana 2.2.0 8.4.3 with a "while" condition (7.6); Boost 2 then the static applies
    from engine.lorcana.cards.compiler import compile_card
    from engine.lorcana.cards.readers import parse_condition
    from engine.lorcana.characteristics import condition_holds

    assert parse_condition("there's a card under this character") == {"self": "card_under"}
    st = started()
    uid = put(st, FLYNN, 0)
    ink_up(st, 0, 2)
    assert not condition_holds(st, {"self": "card_under"}, 0, uid)
    index = next(a.index for a in compile_card(st.cards["T-flynn"]) if a.kind == "activated")
    st = act(st, "activate", uid=uid, ability=index)
    assert condition_holds(st, {"self": "card_under"}, 0, uid)
