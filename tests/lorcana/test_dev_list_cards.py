"""Issue 16: the last manual cards of the dev deck lists, each proven by playing the real card (registry
data: the pinned wheel) in an engine game and checking every clause — the trigger, "may", the
target, the duration, "once during your turn" and the amounts."""

from __future__ import annotations

from engine.lorcana.characteristics import abilities, stat
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char, ready_ink


def location(cid: str, name: str, *, move_cost: int = 1, lore: int = 1, w: int = 5) -> dict:
    return custom(cid, name, card_type="Location", cost=2, w=w, lore=lore, move_cost=move_cost)


def move(st, uid: int, loc: int):
    return act(st, "move", uid=uid, location=loc)


# --- "whenever one of your characters is chosen for Support": the next damage is prevented (7.7.1) ----

def test_rapunzel_ready_for_adventure_shields_the_supported_character_once():
    # 10.11.1 Support; 7.7.1 replacement "takes no damage instead", used up by the first damage (7.7.5)
    rap = card("Rapunzel - Ready for Adventure")
    st = started()
    uid = put(st, rap, 0)
    buddy = put(st, char("B1", "Buddy", s=1, w=5), 0)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1, tapped=True)
    st = act(st, "quest", uid=uid)
    assert st.pending[0].kind == "support"
    st = choose(st, [buddy])
    assert not st.pending
    assert stat(st, buddy, "strength") == 1 + stat(st, uid, "strength")
    st = act(st, "challenge", uid=buddy, target=foe)  # the defender's 3 damage is replaced
    assert st.table.cards[buddy].damage == 0 and st.table.cards[foe].damage > 0
    assert not any(f.get("kind") == "prevent_next_damage" for f in st.floating)
    st = end_turn(st)  # the shield was used up: the opponent's challenge damages Buddy (still exerted)
    attacker = put(st, char("A1", "Attacker", s=2, w=9), 1)
    st = act(st, "challenge", player=1, uid=attacker, target=buddy)
    assert st.table.cards[buddy].damage == 2


def test_rapunzel_shield_lasts_until_the_start_of_your_next_turn_and_covers_herself():
    rap = card("Rapunzel - Ready for Adventure")
    st = started()
    uid = put(st, rap, 0)
    helper = put(st, char("H1", "Helper", s=1, w=5, classifications=["Storyborn"]), 0)
    helper_data = dict(st.cards[st.table.cards[helper].card_id])
    helper_data["keywords"] = {"Support": 0}
    st.cards[helper_data["id"]] = helper_data
    st = act(st, "quest", uid=helper)
    st = choose(st, [uid])  # Rapunzel herself is "one of your characters"
    assert any(f.get("kind") == "prevent_next_damage" and f["uid"] == uid for f in st.floating)
    st = end_turn(st)
    # the opponent's turn: the shield still stands
    assert any(f.get("kind") == "prevent_next_damage" and f["uid"] == uid for f in st.floating)
    st = end_turn(st)  # 4.2.1.3: ends in her player's next Ready step
    assert not any(f.get("kind") == "prevent_next_damage" for f in st.floating)
    # not chosen for Support (quest without choosing): nothing
    st = started()
    uid = put(st, rap, 0)
    put(st, char("B1", "Buddy"), 0)
    st = act(st, "quest", uid=uid)
    assert st.pending[0].kind == "support"
    st = choose(st, [])
    assert not any(f.get("kind") == "prevent_next_damage" for f in st.floating)


# --- a step that only chooses: "gain lore equal to the damage on chosen opposing character" ---------

def test_go_go_tomago_pays_two_to_gain_lore_equal_to_the_damage_on_the_chosen_character():
    # 7.1.2.2 cost inside the effect; 1.2.4 the choice; the amount counted as it resolves
    gogo = card("Go Go Tomago - Darting Dynamo")
    st = started()
    ink_up(st, 0, gogo["cost"] + 2)
    uid = put(st, gogo, 0, "hand")
    hurt = put(st, char("H1", "Hurt", w=6), 1, damage=3)
    fresh = put(st, char("F1", "Fresh", w=6), 1)
    mine = put(st, char("M1", "Mine", w=6), 0, damage=4)
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(hurt), str(fresh)}  # opposing only
    assert str(mine) not in {o.id for o in st.pending[0].options}
    st = choose(st, [hurt])
    assert st.lore[0] == 3 and ready_ink(st, 0) == 0
    # choosing an undamaged character gains nothing; declining pays nothing
    st = started()
    ink_up(st, 0, gogo["cost"] + 2)
    uid = put(st, gogo, 0, "hand")
    put(st, char("F1", "Fresh", w=6), 1)
    st = choose(act(st, "play", uid=uid, mode="ink"), ["no"])
    assert st.lore[0] == 0 and ready_ink(st, 0) == 2 and not st.pending
    # unable to pay 2: nothing happens, not asked (7.1.2.2; engine.lorcana.may_nothing)
    st = started()
    ink_up(st, 0, gogo["cost"] + 1)
    uid = put(st, gogo, 0, "hand")
    put(st, char("H1", "Hurt", w=6), 1, damage=3)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 0 and not st.pending


# --- a trigger from the discard ------------------------------------------------------------------

def test_lilo_escape_artist_may_be_played_from_the_discard_exerted_paying_her_cost():
    # 7.4.4 intervening if "this card is in your discard"; 4.3.4.6 her cost is paid; 7.7.4 exerted
    lilo = card("Lilo - Escape Artist")
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, lilo["cost"])
    st = end_turn(st)
    st = end_turn(st)  # P1's next turn: the Set step trigger asks
    assert st.active == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    c = st.table.cards[uid]
    assert c.zone == "play" and c.tapped and ready_ink(st, 0) == 0
    assert any(e.get("kind") == "played" and e.get("player") == 0 for e in st.floating)  # it was played (4.3.4)
    # in play, the ability does nothing at the start of the turn
    st = end_turn(st)
    st = end_turn(st)
    assert not st.pending
    # without enough ready ink: nothing happens, not asked (4.3.4.6; engine.lorcana.may_nothing)
    st = started()
    uid = put(st, lilo, 0, "discard")
    st = end_turn(st)
    st = end_turn(st)
    assert not st.pending and st.table.cards[uid].zone == "discard"
    # declining leaves her there
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, lilo["cost"])
    st = choose(end_turn(end_turn(st)), ["no"])
    assert st.table.cards[uid].zone == "discard"


# --- moving to a location (4.3.7) ----------------------------------------------------------------

def test_seven_dwarfs_mine_first_move_each_turn_deals_one_or_two_to_a_knight_mover():
    mine = card("Seven Dwarfs' Mine - Secure Fortress")
    st = started()
    loc = put(st, mine, 0)
    ink_up(st, 0, 4)
    knight = put(st, char("K1", "Knighty", classifications=["Storyborn", "Knight"]), 0)
    plain = put(st, char("P1", "Plain"), 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st = move(st, plain, loc)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1
    st = move(st, knight, loc)  # "the first time" this turn: no second trigger
    assert not st.pending and st.table.cards[foe].damage == 1
    # a Knight moving first: 2 damage instead (7.7.2)
    st = started()
    loc = put(st, mine, 0)
    ink_up(st, 0, 2)
    knight = put(st, char("K1", "Knighty", classifications=["Storyborn", "Knight"]), 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st = choose(choose(move(st, knight, loc), ["yes"]), [foe])
    assert st.table.cards[foe].damage == 2


def test_goofy_set_for_adventure_brings_another_character_for_free_and_draws():
    goofy = card("Goofy - Set for Adventure")
    st = started()
    loc = put(st, location("L1", "Camp", move_cost=2), 0)
    ink_up(st, 0, 2)
    uid = put(st, goofy, 0)
    friend = put(st, char("FR", "Friend"), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st = move(st, uid, loc)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert [o.id for o in st.pending[0].options] == [str(friend)]  # "other": not Goofy
    st = choose(st, [friend])
    assert st.table.cards[friend].flags.get("at") == loc and ready_ink(st, 0) == 0  # for free: only Goofy's move was paid
    assert len(st.table.zone(0, "hand")) == hand_before + 1  # "if you do, draw a card"
    # once during your turn: moving Goofy again (to another location) does not trigger
    loc2 = put(st, location("L2", "Camp Two", move_cost=0), 0)
    st = move(st, uid, loc2)
    assert not st.pending
    # declining: no draw
    st = started()
    loc = put(st, location("L1", "Camp", move_cost=0), 0)
    uid = put(st, goofy, 0)
    put(st, char("FR", "Friend"), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st = choose(move(st, uid, loc), ["no"])
    assert len(st.table.zone(0, "hand")) == hand_before


def test_zootopia_may_draw_then_discard_once_during_your_turn():
    zoo = card("Zootopia - Police Headquarters")
    st = started()
    loc = put(st, zoo, 0)
    ink_up(st, 0, 2 * int(zoo.get("move_cost") or 0))
    a = put(st, char("A1", "Alpha"), 0)
    b = put(st, char("B1", "Beta"), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st = choose(move(st, a, loc), ["yes"])
    assert st.pending[0].kind == "discard"
    first = st.table.zone(0, "hand")[0]
    st = choose(st, [first])
    assert st.table.cards[first].zone == "discard" and len(st.table.zone(0, "hand")) == hand_before
    st = move(st, b, loc)
    assert not st.pending  # once during your turn


def test_illuminary_tunnels_lore_per_other_location_and_cheaper_locations_while_occupied():
    tunnels = card("Illuminary Tunnels - Linked Caverns")
    st = started()
    uid = put(st, tunnels, 0)
    put(st, location("L1", "Other One"), 0)
    put(st, location("L2", "Other Two"), 0)
    base = int(tunnels["lore"] or 0)
    assert stat(st, uid, "lore") == base  # nobody here: no bonus
    cheap = put(st, location("L3", "In Hand", lore=1), 0, "hand")
    ink_up(st, 0, 2)
    from engine.lorcana.play import play_cost

    assert play_cost(st, 0, cheap, "ink") == 2
    walker = put(st, char("W1", "Walker"), 0)
    st.table.cards[walker].flags["at"] = uid
    assert stat(st, uid, "lore") == base + 2  # "for each other location": not itself
    assert play_cost(st, 0, cheap, "ink") == 1
    assert play_cost(st, 0, put(st, char("C9", "Char", cost=3), 0, "hand"), "ink") == 3  # locations only


# --- "when this character leaves play" ----------------------------------------------------------

def test_olaf_helping_hand_returns_a_character_when_he_leaves_play_any_way():
    olaf = card("Olaf - Helping Hand")
    for how in ("banished", "returned"):
        st = started()
        uid = put(st, olaf, 0)
        friend = put(st, char("FR", "Friend"), 0)
        other = put(st, char("OP", "Opposer"), 1)
        ink_up(st, 0, 3)
        if how == "banished":
            st.table.cards[uid].damage = 99
            st = act(st, "quest", uid=friend)  # the state check banishes him (1.9.1.3)
        else:
            ret = put(st, custom("RT", "Send Back", "Return chosen character to their player's hand.", card_type="Action", cost=1), 0, "hand")
            st = act(st, "play", uid=ret, mode="ink")
            st = choose(st, [uid])
        assert st.table.cards[uid].zone in ("discard", "hand")
        assert st.pending[0].kind == "may"
        st = choose(st, ["yes"])
        assert str(other) not in {o.id for o in st.pending[0].options}  # "of yours"
        st = choose(st, [friend])
        assert st.table.cards[friend].zone == "hand"


# --- the same templates on other real cards ----------------------------------------------------------

def test_prince_phillip_gallant_defender_gives_resist_to_the_supported_one_even_himself():
    # 7.1.9: "they" = the character chosen for Support, also when that is this card
    from engine.lorcana.characteristics import keyword_value

    phil = card("Prince Phillip - Gallant Defender")
    st = started()
    uid = put(st, phil, 0)
    sup = put(st, char("S1", "Supporter"), 0)
    data = dict(st.cards[st.table.cards[sup].card_id])
    data["keywords"] = {"Support": 0}
    st.cards[data["id"]] = data
    st = choose(act(st, "quest", uid=sup), [uid])
    base = keyword_value(st, uid, "Resist") or 0
    assert st.table.cards[uid].zone == "play" and base >= 1
    st = end_turn(st)
    assert (keyword_value(st, uid, "Resist") or 0) == base - 1  # this turn only


def test_mr_snoops_draws_only_when_banished_during_your_turn():
    # 7.4.4: "during your turn, when this character is banished"
    snoops = card("Mr. Snoops - Betrayed Partner")
    st = started()
    uid = put(st, snoops, 0, damage=99)
    other = put(st, char("O1", "Other"), 0)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=other)
    assert st.table.cards[uid].zone == "discard"
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = started()
    uid = put(st, snoops, 1, damage=99)
    st = act(st, "quest", uid=put(st, char("O1", "Other"), 0))
    assert st.table.cards[uid].zone == "discard" and not st.pending


def test_abu_illusory_pachyderm_gains_the_lore_of_the_chosen_opposing_character():
    abu = card("Abu - Illusory Pachyderm")
    st = started()
    uid = put(st, abu, 0)
    big = put(st, char("B3", "Big", lore=3), 1)
    put(st, char("M5", "Mine", lore=5), 0)
    st = act(st, "quest", uid=uid)
    assert {o.id for o in st.pending[0].options} == {str(big)}
    st = choose(st, [big])
    assert st.lore[0] == stat(st, uid, "lore") + 3


# --- newest sets: statics of sets 11-14 -------------------------------------------------------------

def test_lexington_small_in_stature_cant_ready_with_three_or_more_cards_in_hand():
    # 4.2.1.1 Ready step; 1.2.2 "can't" beats the effect that would ready it; the condition counts now
    lex = card("Lexington - Small in Stature")
    st = started()
    uid = put(st, lex, 0, tapped=True)
    while len(st.table.zone(0, "hand")) < 3:
        put(st, char("H1", "Handy"), 0, "hand")
    st = end_turn(end_turn(st))
    assert st.table.cards[uid].tapped  # 3+ cards in hand at the Ready step
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    ready = put(st, custom("RD", "Wake Up", "Ready chosen character.", card_type="Action", cost=0), 0, "hand")
    for _ in range(2):
        put(st, char("H1", "Handy"), 0, "hand")
    st = act(st, "play", uid=ready, mode="ink")  # 2 cards in hand now: the effect readies it
    st = choose(st, [uid]) if st.pending else st
    assert not st.pending and not st.table.cards[uid].tapped
    st.table.cards[uid].tapped = True
    put(st, char("H1", "Handy"), 0, "hand")
    put(st, char("H1", "Handy"), 0, "hand")
    again = put(st, custom("RD", "Wake Up", "Ready chosen character.", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=again, mode="ink")
    st = choose(st, [uid]) if st.pending else st
    assert not st.pending and st.table.cards[uid].tapped  # 3 cards in hand: it can't ready


def test_hamish_hubert_and_harris_may_enter_play_exerted():
    ham = card("Hamish, Hubert & Harris - Making Mischief")
    for answer, exerted in (("yes", True), ("no", False)):
        st = started()
        ink_up(st, 0, ham["cost"])
        uid = put(st, ham, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        assert st.pending[0].kind == "bodyguard" and st.pending[0].rule.section == "7.7.4"
        st = choose(st, [answer])
        assert st.table.cards[uid].zone == "play" and st.table.cards[uid].tapped is exerted


def test_genie_magical_researcher_gets_a_lore_for_each_card_under_him():
    genie = card("Genie - Magical Researcher")
    st = started()
    uid = put(st, genie, 0)
    base = stat(st, uid, "lore")
    ink_up(st, 0, 3)
    boost = next(a.index for a in abilities(st, uid) if a.kind == "activated")
    st = act(st, "activate", uid=uid, ability=boost)  # Boost 1 (rules 2.2.0 8.4.1, outside the seed documents)
    assert sum(1 for u in st.table.zone(0, "under") if st.table.cards[u].attached_to == uid) == 1
    assert stat(st, uid, "lore") == base + 1
