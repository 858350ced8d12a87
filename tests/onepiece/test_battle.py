"""Battle (chapter 7) and the battle keywords (10-1). Scenarios T4–T11 and T13."""

from __future__ import annotations

from engine.onepiece import board
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

TRIGGER_EVENT = "FX01-020"  # Supply Run: [Trigger] Draw 1 card.


def battle_turn(seed: int = 1, **options) -> object:
    """Turn 3 (P1's second turn): battles are allowed."""
    return to_turn(new_game(seed, options or None), 3)


def attack(st, attacker, target):
    return act(st, "attack", attacker=attacker, target=target)


def no_counter(st):
    assert pending_kind(st) == "counter"
    return choose(st, "done")


def take_life(st):
    """Answer the life-card step (every life card taken goes through it, 7-1-4-1-1-2)."""
    assert pending_kind(st) == "life"
    return choose(st, "hand")


def test_t4_tie_goes_to_attacker_and_leader_damage():
    # ONE PIECE 7-1-4-1, 7-1-4-1-1-2, 4-6-2-1, 7-1-5-5 (scenario T4)
    st = battle_turn()
    a = put(st, 0, "FX01-024", "characters")  # 5000
    life, hand = len(st.table.zone(1, "life")), len(st.table.zone(1, "hand"))
    st = attack(st, a, leader(st, 1))
    assert st.table.cards[a].tapped  # 7-1-1-1
    st = take_life(no_counter(st))
    assert len(st.table.zone(1, "life")) == life - 1
    assert len(st.table.zone(1, "hand")) == hand + 1
    assert st.battle is None and st.phase == "main" and not st.pending


def test_t5_attack_targets_and_ko():
    # ONE PIECE 7-1-1-2, 7-1-4-1-2, 10-2-1-2, 6-5-5-4, 6-5-5-2 (scenario T5)
    st = battle_turn()
    a_ = put(st, 1, "FX01-009", "characters")  # 4000, active
    b_ = put(st, 1, "FX01-012", "characters", tapped=True)  # 4000, rested
    attach(st, b_, 1)
    given = st.table.zone(1, "attached_don")[0]
    atk = put(st, 0, "FX01-024", "characters")  # 5000
    refused(st, "attack", "7-1-1-2", attacker=atk, target=a_)
    assert board.power(st, b_) == 4000  # DON!! give power only on their owner's turn
    st = attack(st, atk, b_)
    st = no_counter(st)
    assert b_ in st.table.zone(1, "trash")
    assert given in st.table.zone(1, "cost_area") and st.table.cards[given].tapped


def test_t6_lethal_attack_and_counter_control():
    # ONE PIECE 7-1-4-1-1-1, 1-2-1-1-1, 7-1-4-2 (scenario T6)
    st = battle_turn()
    clear(st, 1, "life")
    st = attack(st, leader(st, 0), leader(st, 1))
    st = no_counter(st)
    assert st.over and st.result.winners == [0] and st.result.rule.section == "7-1-4-1-1-1"
    st = battle_turn()
    clear(st, 1, "life")
    c = put(st, 1, "FX01-012", "hand")  # counter 1000
    st = attack(st, leader(st, 0), leader(st, 1))
    st = choose(st, f"c{c}")
    st = choose(st, "done")
    assert not st.over


def test_t7a_double_attack_two_damages_with_trigger_between():
    # ONE PIECE 10-1-2-1, 7-1-4-1-1-3, 7-1-4-1-1-2 (scenario T7a)
    st = battle_turn()
    clear(st, 1, "life")
    put(st, 1, "FX01-003", "life")
    put(st, 1, TRIGGER_EVENT, "life")  # top
    da = put(st, 0, "FX01-007", "characters")  # Double Attack 6000
    hand = len(st.table.zone(1, "hand"))
    st = no_counter(attack(st, da, leader(st, 1)))
    assert pending_kind(st) == "life"
    st = choose(st, "activate")  # Draw 1
    assert option_ids(st) == ["hand"]  # the second card has no [Trigger]
    st = take_life(st)
    assert len(st.table.zone(1, "life")) == 0
    assert len(st.table.zone(1, "hand")) == hand + 2  # 1 drawn by the trigger, 1 life card
    assert not st.over


def test_t7b_double_attack_at_one_life_default_and_option():
    # ONE PIECE 7-1-4-1-1-3 vs 1-2-2-1 (D5, scenario T7b)
    for lethal, over in ((False, False), (True, True)):
        st = battle_turn(double_attack_lethal_at_one_life=lethal)
        clear(st, 1, "life")
        put(st, 1, "FX01-003", "life")
        da = put(st, 0, "FX01-007", "characters")
        st = take_life(no_counter(attack(st, da, leader(st, 1))))
        assert len(st.table.zone(1, "life")) == 0
        assert st.over == over
        if over:
            assert st.result.winners == [0]


def test_t8_banish_trashes_life_without_trigger():
    # ONE PIECE 10-1-3-1 (scenario T8)
    st = battle_turn()
    clear(st, 1, "life")
    put(st, 1, "FX01-003", "life")
    top = put(st, 1, TRIGGER_EVENT, "life")
    bn = put(st, 0, "FX01-008", "characters")  # Banish 5000
    hand = len(st.table.zone(1, "hand"))
    st = no_counter(attack(st, bn, leader(st, 1)))
    assert top in st.table.zone(1, "trash")
    assert pending_kind(st) is None
    assert len(st.table.zone(1, "hand")) == hand and len(st.table.zone(1, "life")) == 1


def test_t9_trigger_accept_and_decline():
    # ONE PIECE 10-1-5-1, 10-1-5-2, 4-6-3 (scenario T9); D6: the card goes to the trash by default
    st = battle_turn()
    top = put(st, 1, TRIGGER_EVENT, "life")
    a = put(st, 0, "FX01-024", "characters")
    st = no_counter(attack(st, a, leader(st, 1)))
    hand = len(st.table.zone(1, "hand"))
    accepted = choose(st, "activate")
    assert top in accepted.table.zone(1, "trash")
    assert len(accepted.table.zone(1, "hand")) == hand + 1  # the Trigger drew a card
    declined = choose(st, "hand")
    assert top in declined.table.zone(1, "hand")
    opp_view = ENGINE.view(declined, 0)
    assert opp_view["players"][1]["counters"]["hand"] == hand + 1
    assert all("uid" not in c for c in opp_view["players"][1]["zones"]["hand"])
    st2 = battle_turn(trigger_card_destination="hand")
    top2 = put(st2, 1, TRIGGER_EVENT, "life")
    a2 = put(st2, 0, "FX01-024", "characters")
    st2 = choose(no_counter(attack(st2, a2, leader(st2, 1))), "activate")
    assert top2 in st2.table.zone(1, "hand")


def test_trigger_play_this_card():
    # ONE PIECE 10-1-5-1: "[Trigger] Play this card."
    st = battle_turn()
    top = put(st, 1, "FX01-017", "life")
    a = put(st, 0, "FX01-024", "characters")
    st = choose(no_counter(attack(st, a, leader(st, 1))), "activate")
    assert top in st.table.zone(1, "characters")


def test_t10_blocker_once_per_battle_and_on_block():
    # ONE PIECE 7-1-2-1, 7-1-2-2, 10-1-4-1, 10-2-15-1 (scenario T10)
    st = battle_turn()
    x = put(st, 1, "FX01-006", "characters")  # Blocker, [On Block] Draw 1
    y = put(st, 1, "FX01-027", "characters")  # Blocker
    z = put(st, 1, "FX01-003", "characters", tapped=True)
    atk = put(st, 0, "FX01-024", "characters")
    hand = len(st.table.zone(1, "hand"))
    st2 = attack(st, atk, leader(st, 1))
    assert pending_kind(st2) == "block" and set(option_ids(st2)) == {str(x), str(y), "none"}
    st2 = choose(st2, x)
    assert st2.battle.target == x and st2.table.cards[x].tapped
    assert len(st2.table.zone(1, "hand")) == hand + 1  # [On Block]
    assert pending_kind(st2) == "counter"  # no second block step (once per battle)
    from engine.onepiece import battle
    assert battle.blockers(st2) == []
    st3 = attack(st, atk, z)  # a blocker may protect another card
    assert set(option_ids(st3)) == {str(x), str(y), "none"}
    st3.battle.target = x  # "other than this card": X can't block an attack on itself
    assert x not in battle.blockers(st3)


def test_t11_counter_step():
    # ONE PIECE 7-1-3-2-1, 7-1-3-2-2, 10-2-4-1, 7-1-5-4 (scenario T11)
    st = battle_turn()
    atk = put(st, 0, "FX01-007", "characters")  # 6000; no Double Attack damage matters here
    cnt = put(st, 1, "FX01-004", "hand")  # counter 2000
    ev = put(st, 1, "FX01-021", "hand")  # [Counter] event, cost 1
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = True
    don_before = len(board.active_don(st, 1))
    st = attack(st, atk, leader(st, 1))
    assert f"c{cnt}" in option_ids(st) and f"e{ev}" not in option_ids(st)
    st = choose(st, f"c{cnt}")
    assert board.power(st, leader(st, 1)) == 7000 and cnt in st.table.zone(1, "trash")
    assert len(board.active_don(st, 1)) == don_before
    life = len(st.table.zone(1, "life"))
    st = choose(st, "done")
    assert len(st.table.zone(1, "life")) == life  # 6000 < 7000: nothing happens (7-1-4-2)
    assert board.power(st, leader(st, 1)) == 5000  # counter boosts end with the battle
    st = end_turn(st)
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "play" and a.args["uid"] == ev]
    refused(st, "play", "10-2-4-1", uid=ev)  # a [Counter] Event: only in the counter step (official Q&A)


def test_counter_event_in_counter_step():
    # ONE PIECE 7-1-3-2-2, 10-2-4-1
    st = battle_turn()
    atk = put(st, 0, "FX01-024", "characters")
    ev = put(st, 1, "FX01-021", "hand")
    give_don(st, 1, 1)
    st = attack(st, atk, leader(st, 1))
    st = choose(st, f"e{ev}")
    assert pending_kind(st) == "target"
    st = choose(st, leader(st, 1))
    assert board.power(st, leader(st, 1)) == 9000
    assert ev in st.table.zone(1, "trash")


def test_t13_summoning_sickness_and_rush():
    # ONE PIECE 3-7-4, 10-1-1-1 (scenario T13)
    st = battle_turn()
    give_don(st, 0, 5)
    c = put(st, 0, "FX01-003", "hand")
    r = put(st, 0, "FX01-005", "hand")
    put(st, 1, "FX01-003", "characters", tapped=True)
    st = act(st, "play", uid=c)
    st = act(st, "play", uid=r)
    refused(st, "attack", "3-7-4", attacker=c, target=leader(st, 1))
    targets = {a.args["target"] for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args["attacker"] == r}
    assert leader(st, 1) in targets and len(targets) == 2
    st = act(st, "attack", attacker=r, target=leader(st, 1))
    assert st.table.cards[r].tapped
    st = take_life(choose(st, "done"))
    st = to_turn(st, 5)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args["attacker"] == c]


def test_only_active_cards_attack():
    # ONE PIECE 7-1-1-1
    st = battle_turn()
    st.table.cards[leader(st, 0)].tapped = True
    refused(st, "attack", "7-1-1-1", attacker=leader(st, 0), target=leader(st, 1))


def test_unblockable_attacker_gets_no_block_step():
    # [Unblockable] (printed keyword of the real pool; not in the 1.1.3 document)
    st = battle_turn()
    put(st, 1, "FX01-006", "characters")
    gr = put(st, 0, "FX01-028", "characters")
    st = attack(st, gr, leader(st, 1))
    assert pending_kind(st) == "counter"


def test_when_attacking_with_don_condition():
    # ONE PIECE 10-2-5-1, 10-2-9-1: [DON!! x1] [When Attacking] +2000 this battle
    st = battle_turn()
    b = put(st, 0, "FX01-011", "characters")
    attach(st, b, 1)
    st = attack(st, b, leader(st, 1))
    assert board.power(st, b) == 3000 + 1000 + 2000
    st = take_life(choose(st, "done"))
    assert board.power(st, b) == 4000


def test_on_opponents_attack_trigger_with_cost():
    # ONE PIECE 10-2-16-1, 8-3-1-5
    st = battle_turn()
    s = put(st, 1, "FX01-015", "characters")
    give_don(st, 1, 1)
    st = attack(st, leader(st, 0), leader(st, 1))
    assert pending_kind(st) == "pay" and st.pending[0].player == 1
    st = choose(st, "yes")
    st = choose(st, leader(st, 1))
    assert board.power(st, leader(st, 1)) == 6000
    assert s in st.table.zone(1, "characters")


def test_battle_ends_if_target_leaves():
    # ONE PIECE 7-1-3-2-3 (and 7-1-1-4, 7-1-2-3): the attacked card left → end of battle
    st = battle_turn()
    t = put(st, 1, "FX01-003", "characters", tapped=True)
    a = put(st, 0, "FX01-024", "characters")
    st = attack(st, a, t)
    st.table.move(t, "trash", player=1)
    life = len(st.table.zone(1, "life"))
    st = choose(st, "done")
    assert st.battle is None and len(st.table.zone(1, "life")) == life


def test_life_step_does_not_tell_the_opponent_about_triggers():
    # ONE PIECE 3-10-2, 10-1-5-2: a declined Trigger stays hidden, so the public step is the same
    views = []
    for card in (TRIGGER_EVENT, "FX01-003"):
        st = battle_turn()
        put(st, 1, card, "life")
        a = put(st, 0, "FX01-024", "characters")
        st = no_counter(attack(st, a, leader(st, 1)))
        views.append(ENGINE.view(st, 0)["pending"])
    assert views[0] == views[1] and views[0]["kind"] == "life" and "options" not in views[0]
