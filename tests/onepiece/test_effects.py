"""DON!! (6-5-5), effects and costs (chapter 8), zone limits (3-7-6, 3-8-5), defeat (chapter 9).
Scenarios T12, T14, T15 and the checklist's extra candidates."""

from __future__ import annotations

from engine.core import Action, Modifier
from engine.onepiece import board, turn
from engine.onepiece.cards.model import Ability
from engine.onepiece.game import ENGINE

from .helpers import (
    act,
    attach,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    new_game,
    option_ids,
    pending_kind,
    put,
    refused,
    to_turn,
)


def test_t12_attached_don_across_turns():
    # ONE PIECE 6-5-5-1, 6-5-5-2, 6-5-5-3, 6-2-3, 6-2-4, 8-3-2-3 (scenario T12)
    st = to_turn(new_game(), 3)
    clear(st, 0, "cost_area")
    give_don(st, 0, 3)
    lead = leader(st, 0)
    st = act(st, "attach", target=lead)
    st = act(st, "attach", target=lead)
    assert board.power(st, lead) == 7000
    third = board.active_don(st, 0)[0]
    st.table.cards[third].tapped = True
    refused(st, "attach", "6-5-5-1", target=lead)
    st = end_turn(st)
    assert board.power(st, lead) == 5000
    assert board.ability_live(st, lead, Ability(timing="continuous", text="", don=2))
    st = end_turn(st)
    assert not st.table.zone(0, "attached_don")
    assert all(not st.table.cards[u].tapped for u in st.table.zone(0, "cost_area"))


def test_don_given_to_leader_powers_continuous_leader_text():
    # Captain Fixture: [DON!! x1] [Your Turn] All of your Characters gain +1000 power (8-1-3-4)
    st = to_turn(new_game(), 3)
    c = put(st, 0, "FX01-003", "characters")
    assert board.power(st, c) == 4000
    attach(st, leader(st, 0), 1)
    assert board.power(st, c) == 5000
    st = end_turn(st)
    assert board.power(st, c) == 4000  # [Your Turn] only


def test_t14_sixth_character_and_stage_replacement_are_not_ko():
    # ONE PIECE 3-7-6, 3-7-6-1, 10-2-1-3, 3-8-5-1, 6-5-5-4 (scenario T14)
    st = to_turn(new_game(), 3)
    k = put(st, 0, "FX01-012", "characters")  # [On K.O.] Draw 1
    for _ in range(4):
        put(st, 0, "FX01-003", "characters")
    attach(st, k, 1)
    old_stage = put(st, 0, "FX01-030", "stage")
    new = put(st, 0, "FX01-003", "hand")
    stage = put(st, 0, "FX01-023", "hand")
    give_don(st, 0, 3)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=new)
    assert pending_kind(st) == "overflow"
    st = choose(st, k)
    assert k in st.table.zone(0, "trash") and len(st.table.zone(0, "characters")) == 5
    assert len(st.table.zone(0, "hand")) == hand - 1  # no [On K.O.] draw
    assert not st.table.zone(0, "attached_don")
    st = act(st, "play", uid=stage)
    assert st.table.zone(0, "stage") == [stage] and old_stage in st.table.zone(0, "trash")
    assert not st.table.cards[stage].tapped


def test_t15a_deck_out_loses_immediately():
    # ONE PIECE 1-2-1-1-2, 9-2-1-2, 9-1-2 (scenario T15a; D1 default)
    st = new_game()
    deck = st.table.zone(1, "deck")
    for uid in list(deck[1:]):
        st.table.move(uid, "trash", player=1)
    st = end_turn(st)  # P2 draws its last card in its draw phase
    assert st.over and st.result.winners == [0] and st.result.rule.section == "9-2-1-2"


def test_t15b_both_decks_empty_is_a_draw_and_d1_option():
    # ONE PIECE 1-2-3 (scenario T15b); D1 option deck_out_is_loss=False
    st = new_game()
    for p in (0, 1):
        clear(st, p, "deck")
    events = []
    turn.rule_processing(st, events)
    assert st.over and st.result.winners == [] and st.result.rule.section == "1-2-3"
    st = new_game(options={"deck_out_is_loss": False})
    clear(st, 1, "deck")
    st = end_turn(st)
    assert not st.over


def test_on_play_ko_with_choice():
    # ONE PIECE 10-2-6-1, 10-2-1-1, 8-4-4, 1-3-5-1 ("up to" allows 0)
    st = to_turn(new_game(), 3)
    small = put(st, 1, "FX01-003", "characters")  # cost 2
    put(st, 1, "FX01-007", "characters")  # cost 5: not a candidate
    bh = put(st, 0, "FX01-010", "hand")
    give_don(st, 0, 4)
    st = act(st, "play", uid=bh)
    assert pending_kind(st) == "target" and option_ids(st) == [str(small)] and st.pending[0].min == 0
    none = choose(st)
    assert small in none.table.zone(1, "characters")
    st = choose(st, small)
    assert small in st.table.zone(1, "trash")


def test_on_ko_triggers_from_battle():
    # ONE PIECE 10-2-1-2, D14: [On K.O.] on a battle K.O.
    st = to_turn(new_game(), 3)
    k = put(st, 1, "FX01-012", "characters", tapped=True)
    a = put(st, 0, "FX01-024", "characters")
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "attack", attacker=a, target=k)
    st = choose(st, "done")
    assert k in st.table.zone(1, "trash") and len(st.table.zone(1, "hand")) == hand + 1


def test_once_per_turn_per_card_and_new_card_after_zone_change():
    # ONE PIECE 10-2-13-2, 10-2-13-3, 10-2-13-4
    st = to_turn(new_game(), 3)
    s1 = put(st, 0, "FX01-013", "characters")
    s2 = put(st, 0, "FX01-013", "characters")
    target = put(st, 1, "FX01-003", "characters")

    def activations(state):
        return [a for a in ENGINE.legal_actions(state, 0) if a.type == "activate"]

    assert {a.args["uid"] for a in activations(st)} == {s1, s2}
    st = act(st, "activate", uid=s1, ability=0)
    st = choose(st, target)
    assert board.power(st, target) == 2000
    assert {a.args["uid"] for a in activations(st)} == {s2}
    refused(st, "activate", "10-2-13-3", uid=s1, ability=0)  # 10-2-13-3: not again once resolved this turn
    st.table.move(s1, "hand", player=0)  # returns to hand and is played again: a new card
    board.move_card(st, s1, "characters", None)
    assert s1 in {a.args["uid"] for a in activations(st)}


def test_activation_cost_all_or_nothing():
    # ONE PIECE 8-3-1-3, 8-3-1-5: "①: …" with 0 active DON!! can't be activated; nothing is rested
    st = to_turn(new_game(), 3)
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = True
    put(st, 1, "FX01-015", "characters")
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert pending_kind(st) == "counter"  # the [On Your Opponent's Attack] cost can't be paid


def test_don_minus_cost_returns_don_to_don_deck():
    # ONE PIECE 8-3-1-6, 10-2-10-1 (D7: a cost)
    st = to_turn(new_game(), 3)
    give_don(st, 0, 4)
    tc = put(st, 0, "FX01-018", "hand")
    victim = put(st, 1, "FX01-003", "characters")
    field_before = board.don_on_field(st, 0)
    deck_before = len(st.table.zone(0, "don_deck"))
    st = act(st, "play", uid=tc)
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert pending_kind(st) == "don_return" and option_ids(st) == ["active", "rested"]  # 8-3-1-6: the player chooses
    st = choose(st, "rested")
    st = choose(st, victim)
    assert board.don_on_field(st, 0) == field_before - 1
    assert len(st.table.zone(0, "don_deck")) == deck_before + 1
    assert victim in st.table.zone(1, "hand")


def test_search_reveals_and_returns_the_rest_to_the_bottom():
    # ONE PIECE 11-2-1, 11-3-1, 11-2-2
    st = to_turn(new_game(), 3)
    target = put(st, 0, "FX01-024", "deck")  # top of the deck, {Fixture Crew}
    scout = put(st, 0, "FX01-016", "hand")
    give_don(st, 0, 1)
    top5 = list(st.table.zone(0, "deck")[:5])
    st = act(st, "play", uid=scout)
    assert pending_kind(st) == "target" and str(target) in option_ids(st)
    assert ENGINE.view(st, 1)["pending"].get("options") is None  # the opponent doesn't see the options
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(target)]}))
    events, st = st.events, st.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in events)
    assert target in st.table.zone(0, "hand")
    rest = [u for u in top5 if u != target]
    for uid in rest[:-1]:  # "in any order": the owner orders them, one card at a time (1-3-8)
        assert pending_kind(st) == "deck_order" and st.pending[0].player == 0
        st = choose(st, uid)
    assert st.table.zone(0, "deck")[-4:] == rest
    assert "uid" not in str(ENGINE.view(st, 1)["players"][0]["zones"]["hand"])


def test_event_main_and_trigger_activate_main():
    # ONE PIECE 8-4-2, 10-2-3-1; "[Trigger] Activate this card's [Main] effect."
    st = to_turn(new_game(), 3)
    ev = put(st, 0, "FX01-020", "hand")
    give_don(st, 0, 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=ev)
    assert ev in st.table.zone(0, "trash") and len(st.table.zone(0, "hand")) == hand - 1 + 2
    st2 = to_turn(new_game(), 3)
    top = put(st2, 1, "FX01-022", "life")
    victim = put(st2, 0, "FX01-003", "characters", tapped=True)
    a = put(st2, 0, "FX01-024", "characters")
    st2 = act(st2, "attack", attacker=a, target=leader(st2, 1))
    st2 = choose(choose(st2, "done"), "activate")
    assert pending_kind(st2) == "target"
    st2 = choose(st2, victim)
    assert victim in st2.table.zone(0, "trash") and top in st2.table.zone(1, "trash")


def test_stage_activate_main_rests_it():
    # ONE PIECE 10-2-2-1, 8-3-1 (rest this Stage: cost)
    st = to_turn(new_game(), 3)
    sg = put(st, 0, "FX01-023", "stage")
    st = act(st, "activate", uid=sg, ability=0)
    st = choose(st, leader(st, 0))
    assert st.table.cards[sg].tapped and board.power(st, leader(st, 0)) == 6000
    refused(st, "activate", "8-3-1-3", uid=sg, ability=0)  # resting a rested Stage can't be paid (8-3-1-3)


def test_end_of_your_turn_trigger():
    # ONE PIECE 10-2-7-1, 6-6-1-1
    st = to_turn(new_game(), 3)
    put(st, 0, "FX01-014", "characters")
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    st = end_turn(st)
    assert st.pending[0].kind == "amount" and [o.id for o in st.pending[0].options] == ["0", "1"]  # "up to 1" (1-3-5-1)
    st = choose(st, "1")
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1


def test_add_don_and_give_rested_don():
    # DON!! ops of the real pool: add from the DON!! deck rested; give a rested DON!! (6-5-5)
    st = to_turn(new_game(leaders=("FX01-002", "FX01-001")), 3)
    farmer = put(st, 0, "FX01-026", "hand")
    clear(st, 0, "cost_area")
    give_don(st, 0, 3)
    deck = len(st.table.zone(0, "don_deck"))
    st = act(st, "play", uid=farmer)
    st = choose(st, "1")  # "add up to 1 DON!!": the player's number (1-3-5-1)
    assert len(st.table.zone(0, "don_deck")) == deck - 1
    st = act(st, "activate", uid=leader(st, 0), ability=0)
    assert st.pending[0].kind == "amount"  # "give up to 1 rested DON!!": how many first (1-3-5-1)
    st = choose(st, "1")
    st = choose(st, leader(st, 0))
    assert len(board.attached(st, leader(st, 0))) == 1


def test_negative_power_stays_in_play():
    # ONE PIECE 1-3-7, 1-3-7-1
    st = to_turn(new_game(), 3)
    c = put(st, 1, "FX01-004", "characters")  # 2000
    st.modifiers.append(Modifier(c, "power", -5000))
    assert board.power(st, c) == -3000 and c in st.table.zone(1, "characters")


def test_manual_fallback_for_text_the_compiler_cannot_handle():
    # engine.core.manual: uncompiled text becomes a manual step for its controller; nothing is skipped
    st = to_turn(new_game(), 3)
    tr = put(st, 0, "FX01-019", "hand")
    give_don(st, 0, 3)
    st = act(st, "play", uid=tr)
    assert pending_kind(st) == "manual" and st.pending[0].player == 0
    acts = ENGINE.legal_actions(st, 0)
    assert acts[0].label == "Done"
    assert not [a for a in acts if a.args.get("op") == "move" and st.table.cards[a.args["uid"]].card_id == "DON!!"]
    st = ENGINE.apply(st, acts[0]).state
    assert pending_kind(st) is None


def test_view_counters_and_stats():
    # view contract: counters per player, stats and keywords on field cards
    st = to_turn(new_game(), 3)
    r = put(st, 0, "FX01-005", "characters")
    v = ENGINE.view(st, 1)
    c = v["players"][0]["counters"]
    assert {"life", "deck", "hand", "trash", "don_deck", "don_active", "don_rested", "don_given"} <= set(c)
    card = next(x for x in v["players"][0]["zones"]["characters"] if x["uid"] == r)
    assert card["stats"]["power"] == 5000 and card["keywords"] == ["Rush"]
    assert all(x.get("hidden") for x in v["players"][0]["zones"]["hand"])
    assert all(x.get("hidden") for x in v["players"][1]["zones"]["life"])


def test_optional_effect_after_a_paid_cost_still_asks():
    # ONE PIECE 8-1-2 ("you may" is optional) after 8-3-1-4 (an optional cost was paid)
    from engine.core.cards import CardRecord
    from engine.onepiece.cards.schema import card_data

    data = card_data(number="FX99-003", name="Careful", type="Character", colors=["Red"], cost=1, power=1000,
                     text="[On Play] You may trash 1 card from your hand: You may draw 2 cards.")
    st = to_turn(new_game(), 3)
    st.cards["FX99-003"] = CardRecord("FX99-003", data).data
    uid = st.table.add("FX99-003", 0, "hand").uid
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    st = choose(st, "yes")  # pay
    assert pending_kind(st) == "cost"
    st = choose(st, st.pending[0].options[0].id)
    assert pending_kind(st) == "may"
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "no")
    assert len(st.table.zone(0, "hand")) == hand and pending_kind(st) is None
