"""The last hand-resolved ONE PIECE cards but one (op12): ST13-003 Monkey.D.Luffy (face-up Life cards to the deck
instead of the hand; Characters from hand or trash to Life face up) and OP05-119 Monkey.D.Luffy (an extra turn), each
played as the real card with every clause asserted and the rule it follows."""

from __future__ import annotations

from engine.onepiece.game import ENGINE

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    needs_npm,
    option_ids,
    pending_kind,
    put,
    refused,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .helpers import set_real_leader as set_leader
from .helpers import turn_with_don as turn

pytestmark = needs_npm

VANILLA_5 = "OP01-065"  # Vergo: no text, cost 5, 7000 power
TRIGGER_EVENT = "FX01-020"  # fixture Supply Run: [Trigger] Draw 1 card.
ST13_LUFFY = "ST13-003"


# --- ST13-003 Monkey.D.Luffy (Leader): Your face-up Life cards are placed at the bottom of your deck instead of being
# added to your hand, according to the rules. ---


def _attacked_luffy(real_pool, top_card: str, *, face_up: bool, fixture: bool = False):
    """P1 attacks P2's ST13-003 Luffy with a 10000-power Character; P2's only Life card is ``top_card``."""
    st = turn(don=0)
    set_leader(st, real_pool, 1, ST13_LUFFY)
    clear(st, 1, "life")
    top = put(st, 1, top_card, "life") if fixture else add(st, real_pool, top_card, 1, "life")
    st.table.cards[top].flags["face_up"] = face_up
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    assert pending_kind(st) == "life"
    return st, top


def test_st13_003_a_face_up_life_card_taken_by_damage_goes_to_the_bottom_of_the_deck(real_pool):
    st, top = _attacked_luffy(real_pool, VANILLA_5, face_up=True)
    hand = list(st.table.zone(1, "hand"))
    # ONE PIECE 1-3-1 over 4-6-2-1: the card's text replaces adding it to the hand
    assert option_ids(st) == ["deck"]
    st = choose(st, "deck", player=1)
    assert st.table.zone(1, "deck")[-1] == top and st.table.zone(1, "hand") == hand
    assert not st.table.cards[top].flags.get("face_up")  # ONE PIECE 3-1-6: a new card in the deck


def test_st13_003_a_face_down_life_card_still_goes_to_the_hand(real_pool):
    st, top = _attacked_luffy(real_pool, VANILLA_5, face_up=False)
    assert option_ids(st) == ["hand"]  # ONE PIECE 4-6-2-1: only face-up Life cards are replaced
    st = choose(st, "hand", player=1)
    assert st.table.cards[top].zone == "hand"


def test_st13_003_a_face_up_trigger_may_still_be_activated(real_pool):
    st, top = _attacked_luffy(real_pool, TRIGGER_EVENT, face_up=True, fixture=True)
    # ONE PIECE 10-1-5: the [Trigger] replaces the move to the hand, which the Leader turned into the deck's bottom
    assert option_ids(st) == ["activate", "deck"]
    hand = len(st.table.zone(1, "hand"))
    st = choose(st, "activate", player=1)
    assert len(st.table.zone(1, "hand")) == hand + 1 and st.table.cards[top].zone == "trash"


def test_st13_003_the_rule_change_is_the_leaders_own(real_pool):
    # ONE PIECE 1-3-1: another Leader's face-up Life card goes to the hand as the rules say
    st = turn(don=0)
    clear(st, 1, "life")
    top = add(st, real_pool, VANILLA_5, 1, "life")
    st.table.cards[top].flags["face_up"] = True
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    assert option_ids(st) == ["hand"]


# --- ST13-003: [DON!! x2] [Activate: Main] [Once Per Turn] You may trash 1 card from your hand: If you have 0 Life
# cards, add up to 2 Character cards with a cost of 5 from your hand or trash to the top of your Life cards face-up. ---


def _luffy_main(real_pool, life: int):
    st = turn(don=2)
    lead = set_leader(st, real_pool, 0, ST13_LUFFY)
    attach(st, lead, 2)
    clear(st, 0, "life")
    for _ in range(life):
        add(st, real_pool, VANILLA_1, 0, "life")
    clear(st, 0, "hand")
    from_hand = add(st, real_pool, VANILLA_5, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    from_trash = add(st, real_pool, VANILLA_5, 0, "trash")
    cheap = add(st, real_pool, VANILLA_1, 0, "trash")
    return st, lead, from_hand, fodder, from_trash, cheap


def test_st13_003_adds_cost_5_characters_from_hand_and_trash_to_life_face_up(real_pool):
    st, lead, from_hand, fodder, from_trash, cheap = _luffy_main(real_pool, life=0)
    st = act(st, "activate", uid=lead, ability=1)  # ONE PIECE 8-3-1-4: activating is choosing to pay "You may"
    st = choose(st, fodder)  # the card trashed to pay (8-3-1)
    assert st.table.cards[fodder].zone == "trash"
    # ONE PIECE 8-4-4: only Character cards with a cost of exactly 5, from the hand or the trash
    ids = option_ids(st)
    assert str(from_hand) in ids and str(from_trash) in ids and str(cheap) not in ids and str(fodder) not in ids
    st = choose(st, from_hand, from_trash)
    life = st.table.zone(0, "life")
    assert set(life) == {from_hand, from_trash}
    assert all(st.table.cards[u].flags.get("face_up") for u in life)  # ONE PIECE 3-10-2-1: public while there
    assert str(from_hand) in str(ENGINE.view(st, 1)["players"][0]["zones"]["life"])
    # ONE PIECE 10-2-13-3: [Once Per Turn]
    refused(st, "activate", "10-2-13-3", uid=lead, ability=1)


def test_st13_003_with_life_left_the_cost_is_paid_and_nothing_is_added(real_pool):
    st, lead, from_hand, fodder, _from_trash, _cheap = _luffy_main(real_pool, life=1)
    st = act(st, "activate", uid=lead, ability=1)
    st = choose(st, fodder)
    # ONE PIECE 8-3-2: "If you have 0 Life cards" is checked as the effect resolves
    assert len(st.table.zone(0, "life")) == 1 and st.table.cards[from_hand].zone == "hand"
    assert pending_kind(st) is None


def test_st13_003_needs_two_given_don(real_pool):
    st = turn(don=2)
    lead = set_leader(st, real_pool, 0, ST13_LUFFY)
    attach(st, lead, 1)
    refused(st, "activate", "8-4-1-1", uid=lead, ability=1)  # ONE PIECE 10-2-9-1, 8-3-2-3: [DON!! x2] unmet


# --- OP05-119 Monkey.D.Luffy: [On Play] DON!! -10: Place all of your Characters except this Character at the bottom
# of your deck in any order. Then, take an extra turn after this one. ---


def test_op05_119_places_the_other_characters_at_the_bottom_and_takes_an_extra_turn(real_pool):
    st = turn(don=10)
    a = add(st, real_pool, VANILLA_1, 0, "characters")
    b = add(st, real_pool, VANILLA_5, 0, "characters")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, luffy = play(st, real_pool, "OP05-119")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")  # ONE PIECE 8-3-1-4: the DON!! -10 cost may be paid
    assert pending_kind(st) == "deck_order"  # ONE PIECE 1-3-8: "in any order", the player orders them
    st = choose(st, b, a)
    deck = st.table.zone(0, "deck")
    assert set(deck[-2:]) == {a, b}
    assert st.table.cards[luffy].zone == "characters" and st.table.cards[theirs].zone == "characters"
    assert len(st.table.zone(0, "cost_area")) + len(st.table.zone(0, "attached_don")) == 0  # ONE PIECE 10-2-10: DON!! -10
    turn_now = st.turn
    st = end_turn(st)
    # ONE PIECE 1-3-1 over 6-6-1-4: the same player takes the next turn, then the opponent
    assert st.turn == turn_now + 1 and st.active == 0
    st = end_turn(st)
    assert st.turn == turn_now + 2 and st.active == 1


def test_op05_119_declining_the_cost_does_nothing(real_pool):
    st = turn(don=10)
    a = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _luffy = play(st, real_pool, "OP05-119")
    st = choose(st, "no")
    # ONE PIECE 8-3-1-4: the cost not paid, no part of the effect happens
    assert st.table.cards[a].zone == "characters" and pending_kind(st) is None
    st = end_turn(st)
    assert st.active == 1 and not st.extra_turns


def test_an_extra_turn_survives_a_snapshot(real_pool):
    # the queued extra turn is part of the stored state (a restart replays from the snapshot)
    st = turn(don=10)
    st, _luffy = play(st, real_pool, "OP05-119")
    st = choose(st, "yes")
    back = ENGINE.state_from_json(ENGINE.state_to_json(st))
    assert back.extra_turns == (0,)
    data = ENGINE.state_to_json(st)
    data.pop("extra_turns")
    assert ENGINE.state_from_json(data).extra_turns == ()  # a snapshot from before the field: none queued



# --- EB02-030 (Event): [Counter] If any of your Characters would be K.O.'d in battle during this turn, you may trash
# 1 card from your hand instead. ---

SWAP_EVENT = "EB02-030"


def _swap_turn(real_pool):
    """P2's turn; P1 has two rested 3000-power Characters and plays EB02-030 against the first attack on one."""
    st = turn(don=0, opp_don=4, n=4)
    give_don(st, 0, 3)
    mine = [add(st, real_pool, VANILLA_1, 0, "characters", tapped=True) for _ in range(2)]
    clear(st, 0, "hand")
    ev = add(st, real_pool, SWAP_EVENT, 0, "hand")
    spare = [add(st, real_pool, VANILLA_1, 0, "hand") for _ in range(2)]
    attackers = [add(st, real_pool, VANILLA_8, 1, "characters") for _ in range(3)]
    return st, mine, ev, spare, attackers


def _attack(st, attacker, target, counter=None):
    st = act(st, "attack", player=1, attacker=attacker, target=target)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=0)
    assert pending_kind(st) == "counter"
    if counter is not None:
        st = act(st, "play", player=0, uid=counter)
    return choose(st, "done", player=0) if pending_kind(st) == "counter" else st


def test_eb02_030_trashing_a_hand_card_instead_of_each_battle_ko_this_turn(real_pool):
    st, (c1, c2), ev, (h1, h2), (a1, a2, _a3) = _swap_turn(real_pool)
    st = _attack(st, a1, c1, counter=ev)
    # ONE PIECE 8-1-3-4: the K.O. in battle (7-1-4-1-2) is replaced if the player trashes a card of their hand
    assert pending_kind(st) == "battle_ko_swap" and st.pending[0].player == 0
    assert set(option_ids(st)) == {str(h1), str(h2), "none"}
    st = choose(st, h1, player=0)
    assert st.table.cards[c1].zone == "characters" and st.table.cards[h1].zone == "trash"
    # "during this turn": the next K.O. in battle is offered again; declined, the Character is K.O.'d
    st = _attack(st, a2, c2)
    assert pending_kind(st) == "battle_ko_swap"
    st = choose(st, "none", player=0)
    assert st.table.cards[c2].zone == "trash" and st.table.cards[h2].zone == "hand"


def test_eb02_030_ends_with_the_turn_and_needs_a_hand_card(real_pool):
    st, (c1, _c2), ev, (h1, h2), (_a1, _a2, a3) = _swap_turn(real_pool)
    st = act(st, "attack", player=1, attacker=a3, target=c1)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=0)
    st = act(st, "play", player=0, uid=ev)
    for u in (h1, h2):  # an empty hand: nothing to trash, so nothing is asked (8-3-1-3)
        st.table.move(u, "deck", player=0)
    st = choose(st, "done", player=0) if pending_kind(st) == "counter" else st
    assert pending_kind(st) != "battle_ko_swap" and st.table.cards[c1].zone == "trash"


def test_eb02_030_is_not_offered_on_a_later_turn(real_pool):
    st, (c1, _c2), ev, _spare, (a1, _a2, _a3) = _swap_turn(real_pool)
    st = _attack(st, a1, c1, counter=ev)
    st = choose(st, "none", player=0)
    assert st.table.cards[c1].zone == "trash"
    st = end_turn(end_turn(st))  # ONE PIECE 6-6-1-2: "during this turn" ends with the turn
    c3 = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    st = _attack(st, add(st, real_pool, VANILLA_8, 1, "characters"), c3)
    assert pending_kind(st) != "battle_ko_swap" and st.table.cards[c3].zone == "trash"
