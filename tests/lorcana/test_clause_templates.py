"""Issue 16: the template families added for the real deck lists, each proven by playing a real card
(registry data: the pinned wheel) in an engine game and checking every clause — "may", "up to",
costs inside effects (7.1.2.2), conditions, durations, targets, scaling amounts."""

from __future__ import annotations

import pytest

from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import keyword_value, stat
from tests.lorcana.helpers import FILLER, act, choose, custom, end_turn, in_zone, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def ready_ink(st, p: int) -> int:
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


def hand(st, p: int, n: int, data: dict | str = FILLER) -> list[int]:
    return [put(st, data, p, "hand") for _ in range(n)]


def play(st, uid: int):
    return act(st, "play", uid=uid, mode="ink")


def song(name: str = "Test Song", cost: int = 1) -> dict:
    return custom(f"TS-{name[:4]}", name, "", card_type="Action", cost=cost, subtypes=["Song"])


def action(name: str = "Test Action") -> dict:
    return custom(f"TA-{name[:4]}", name, "", card_type="Action", cost=1)


def char(cid: str, name: str, **kw) -> dict:
    return custom(cid, name, **kw)


# --- costs inside an effect: "you may pay N {I} to …", "discard your hand to …" (7.1.2.2) ----------

def test_doc_bold_knight_may_discard_hand_to_draw_two():
    # Lorcana 7.1.3 (may), 7.1.2.2 ([A] to [B]: the cost, then the effect)
    doc = card("Doc - Bold Knight")
    st = started()
    ink_up(st, 0, doc["cost"])
    uid = put(st, doc, 0, "hand")
    old = hand(st, 0, 3) + [u for u in st.table.zone(0, "hand") if u != uid]
    st = play(st, uid)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert all(st.table.cards[u].zone == "discard" for u in old)  # the whole hand, no choice
    assert len(st.table.zone(0, "hand")) == 2 and not set(st.table.zone(0, "hand")) & set(old)
    # declining keeps the hand
    st = started()
    ink_up(st, 0, doc["cost"])
    uid = put(st, doc, 0, "hand")
    before = len(st.table.zone(0, "hand")) - 1
    st = choose(play(st, uid), ["no"])
    assert len(st.table.zone(0, "hand")) == before and not st.table.zone(0, "discard")


def test_finnick_pays_two_ink_to_return_a_weak_opposing_character():
    # Lorcana 7.1.2.2: unable to pay, nothing happens; with 2 {S} or less only (filter)
    finnick = card("Finnick - Tiny Terror")
    st = started()
    ink_up(st, 0, finnick["cost"] + 2)
    uid = put(st, finnick, 0, "hand")
    weak = put(st, char("W1", "Weakling", s=2), 1)
    strong = put(st, char("S1", "Strongling", s=3), 1)
    st = choose(play(st, uid), ["yes"])
    assert [o.id for o in st.pending[0].options] == [str(weak)]  # 3 {S} is not "2 {S} or less"
    st = choose(st, [weak])
    assert st.table.cards[weak].zone == "hand" and st.table.cards[strong].zone == "play"
    assert ready_ink(st, 0) == 0
    # without the 2 ink the cost can't be paid: no return, and the "may" is not asked (7.1.2.2;
    # engine.lorcana.may_nothing, tests/lorcana/test_may_nothing.py)
    st = started()
    ink_up(st, 0, finnick["cost"] + 1)
    uid = put(st, finnick, 0, "hand")
    weak = put(st, char("W1", "Weakling", s=2), 1)
    st = play(st, uid)
    assert not st.pending and st.table.cards[weak].zone == "play" and ready_ink(st, 0) == 1


def test_clarabelle_pays_two_to_banish_chosen_item():
    clara = card("Clarabelle - Clumsy Guest")
    st = started()
    ink_up(st, 0, clara["cost"] + 2)
    uid = put(st, clara, 0, "hand")
    item = put(st, custom("IT1", "Trinket", card_type="Item", cost=1), 1)
    st = choose(play(st, uid), ["yes"])
    st = choose(st, [item])
    assert st.table.cards[item].zone == "discard" and ready_ink(st, 0) == 0


def test_maleficent_vexed_partygoer_discards_to_return_cost_three_or_less():
    # 7.1.2.2: "choose and discard a card to …"; no card in hand: the cost can't be paid
    mal = card("Maleficent - Vexed Partygoer")
    st = started()
    uid = put(st, mal, 0)
    cheap = put(st, char("C3", "Cheap", cost=3), 1)
    dear = put(st, char("C4", "Dear", cost=4), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "discard"
    first = st.table.zone(0, "hand")[0]
    st = choose(st, [first])
    assert st.table.cards[first].zone == "discard"
    ids = {o.id for o in st.pending[0].options}
    assert str(cheap) in ids and str(dear) not in ids
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand"
    st = started()
    uid = put(st, mal, 0)
    cheap = put(st, char("C3", "Cheap", cost=3), 1)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck", player=0)
    st = act(st, "quest", uid=uid)  # empty hand: the cost can't be paid, not asked (7.1.2.2; may_nothing)
    assert not st.pending and st.table.cards[cheap].zone == "play"


def test_the_queen_conceited_ruler_discards_a_princess_or_queen_to_return_a_character():
    # an "or" in a filter: a Princess or a Queen character card; a Hero is refused
    queen = card("The Queen - Conceited Ruler")
    st = started()
    put(st, queen, 0)
    princess = put(st, char("PR", "Pri", classifications=["Storyborn", "Princess"]), 0, "hand")
    hero = put(st, char("HE", "Her", classifications=["Storyborn", "Hero"]), 0, "hand")
    back = put(st, char("BK", "Back"), 0, "discard")
    st = end_turn(st)
    st = end_turn(st)  # P1's next turn: At the start of your turn
    while st.pending and st.pending[0].kind != "may":
        st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(princess) in ids and str(hero) not in ids
    st = choose(st, [princess])
    assert st.pending[0].kind == "target"
    st = choose(st, [back])
    assert st.table.cards[back].zone == "hand" and st.table.cards[princess].zone == "discard"


def test_mirabel_reveals_a_song_to_gain_a_lore():
    mira = card("Mirabel Madrigal - Curious Child")
    st = started()
    ink_up(st, 0, mira["cost"])
    uid = put(st, mira, 0, "hand")
    tune = put(st, song(), 0, "hand")
    st = choose(play(st, uid), ["yes"])
    st = choose(st, [tune])
    assert st.lore[0] == 1 and st.table.cards[tune].zone == "hand"
    st = started()  # no song in hand: no lore
    ink_up(st, 0, mira["cost"])
    uid = put(st, mira, 0, "hand")
    st = choose(play(st, uid), ["yes"])
    assert st.lore[0] == 0 and not st.pending


def test_performance_review_exerts_to_draw_equal_to_lore():
    # 7.1.2.2 with an exert cost; "equal to that character's {L}" (7.1.9: that = the exerted one)
    review = card("Performance Review")
    st = started()
    ink_up(st, 0, review["cost"])
    uid = put(st, review, 0, "hand")
    star = put(st, char("L3", "Star", lore=3), 0)
    put(st, char("L1", "Tired", lore=1), 0, tapped=True)
    before = len(st.table.zone(0, "hand"))
    st = play(st, uid)
    assert [o.id for o in st.pending[0].options] == [str(star)]  # "ready" character of yours
    st = choose(st, [star])
    assert st.table.cards[star].tapped and len(st.table.zone(0, "hand")) == before - 1 + 3


# --- conditions ---------------------------------------------------------------------------------

def test_honeymaren_gains_lore_only_if_an_opponent_has_an_exerted_character():
    # 7.4.4: an intervening "if"
    honey = card("Honeymaren - Northuldra Guide")
    for exerted, lore in ((True, 1), (False, 0)):
        st = started()
        ink_up(st, 0, honey["cost"])
        put(st, char("OP", "Opp"), 1, tapped=exerted)
        st = play(st, put(st, honey, 0, "hand"))
        assert st.lore[0] == lore


def test_enigmatic_inkcaster_needs_two_cards_played_this_turn():
    # "If you've played 2 or more cards this turn": counted on resolution; plays of last turn don't count
    ink = card("Enigmatic Inkcaster")
    st = started()
    uid = put(st, ink, 0)
    ink_up(st, 0, 4)
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 0
    st.table.cards[uid].tapped = False
    for _ in range(2):
        st = play(st, put(st, char("C1", "Cheap", cost=1), 0, "hand"))
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 1
    st = end_turn(end_turn(st))
    st.table.cards[uid].tapped = False
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 1  # last turn's plays are forgotten


def test_mickey_amber_champion_sings_at_eight_with_two_other_amber_characters():
    # a colour ("Amber") in a filter is the ink colour, not a classification; "other" excludes Mickey
    mickey = card("Mickey Mouse - Amber Champion")
    st = started()
    uid = put(st, mickey, 0)
    put(st, char("A1", "Amb1", ink="Amber"), 0)
    assert keyword_value(st, uid, "Singer") is None
    other = put(st, char("A2", "Amb2", ink="Amber", w=2), 0)
    assert keyword_value(st, uid, "Singer") == 8
    assert stat(st, other, "willpower") == 4  # LEADING THE WAY: other Amber characters +2 {W}
    put(st, char("R1", "Rub", ink="Ruby", w=2), 0)
    assert stat(st, st.table.zone(0, "play")[-1], "willpower") == 2


def test_emerald_chromicon_only_during_opponents_turns():
    chrom = card("Emerald Chromicon")
    st = started()
    put(st, chrom, 0)
    mine = put(st, char("M1", "Mine", w=1), 0)
    theirs = put(st, char("T1", "Theirs"), 1)
    st = end_turn(st)  # P2's turn
    attacker = put(st, char("AT", "Atk", s=3, w=5), 1)
    st.table.cards[mine].tapped = True
    st = act(st, "challenge", player=1, uid=attacker, target=mine)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 0
    st = choose(st, ["yes"])
    st = choose(st, [theirs])
    assert st.table.cards[theirs].zone == "hand"


# --- triggers on other players' actions and on characters of yours -------------------------------

def test_tiana_restaurant_owner_challenger_pays_or_loses_strength():
    # the challenged player's Tiana is exerted; the challenger's player may pay 3 {I} (7.1.3)
    tiana = card("Tiana - Restaurant Owner")
    for pays in (True, False):
        st = started()
        put(st, tiana, 0, tapped=True)
        target = put(st, char("DF", "Def", w=5), 0, tapped=True)
        st = end_turn(st)
        atk = put(st, char("AT", "Atk", s=4, w=9), 1)
        ink_up(st, 1, 3)
        st = act(st, "challenge", player=1, uid=atk, target=target)
        assert st.pending[0].player == 1 and st.pending[0].kind == "may"
        st = choose(st, ["yes" if pays else "no"])
        assert stat(st, atk, "strength") == (4 if pays else 1)
        assert ready_ink(st, 1) == (0 if pays else 3)
    # not exerted: no trigger
    st = started()
    put(st, tiana, 0)
    target = put(st, char("DF", "Def", w=5), 0, tapped=True)
    st = end_turn(st)
    atk = put(st, char("AT", "Atk", s=4, w=9), 1)
    st = act(st, "challenge", player=1, uid=atk, target=target)
    assert not st.pending and stat(st, atk, "strength") == 4


def test_bambi_returns_to_hand_when_an_opponent_plays_a_character():
    bambi = card("Bambi - Little Prince")
    st = started()
    uid = put(st, bambi, 0)
    st = end_turn(st)
    ink_up(st, 1, 2)
    st = act(st, "play", player=1, uid=put(st, char("C2", "Two"), 1, "hand"), mode="ink")
    assert st.table.cards[uid].zone == "hand"
    # my own character does not trigger it
    st = started()
    uid = put(st, bambi, 0)
    ink_up(st, 0, 2)
    st = play(st, put(st, char("C2", "Two"), 0, "hand"))
    assert st.table.cards[uid].zone == "play"


def test_scrooge_shush_agent_returns_to_hand_when_challenged():
    scrooge = card("Scrooge McDuck - S.H.U.S.H. Agent")
    st = started()
    uid = put(st, scrooge, 0, tapped=True)
    st = end_turn(st)
    atk = put(st, char("AT", "Atk", s=9, w=9), 1)
    st = act(st, "challenge", player=1, uid=atk, target=uid)
    assert st.table.cards[uid].zone == "hand"  # before the challenge damage (banished or not)


def test_pete_pirate_scoundrel_not_on_songs():
    pete = card("Pete - Pirate Scoundrel")
    st = started()
    put(st, pete, 0)
    item = put(st, custom("IT1", "Trinket", card_type="Item", cost=1), 1)
    ink_up(st, 0, 2)
    st = play(st, put(st, song(), 0, "hand"))
    assert not st.pending
    st = play(st, put(st, action(), 0, "hand"))
    st = choose(st, ["yes"])
    st = choose(st, [item])
    assert st.table.cards[item].zone == "discard"


def test_donald_lively_pirate_returns_a_non_song_action_from_discard():
    donald = card("Donald Duck - Lively Pirate")
    st = started()
    uid = put(st, donald, 0, tapped=True)
    put(st, song(), 0, "discard")
    act_card = put(st, action(), 0, "discard")
    st = end_turn(st)
    atk = put(st, char("AT", "Atk", s=1, w=9), 1)
    st = act(st, "challenge", player=1, uid=atk, target=uid)
    st = choose(st, ["yes"])
    assert [o.id for o in st.pending[0].options] == [str(act_card)]
    st = choose(st, [act_card])
    assert st.table.cards[act_card].zone == "hand"


# --- costs of the next card ---------------------------------------------------------------------

def test_aurora_holding_court_next_princess_or_queen_costs_one_less():
    # 4.3.4.5: the reduction applies to the next Princess or Queen character only (an "or" in a filter)
    from engine.core import RulesError

    aurora = card("Aurora - Holding Court")
    st = started()
    uid = put(st, aurora, 0)
    ink_up(st, 0, 2)
    hero = put(st, char("HE", "Her", cost=2, classifications=["Storyborn", "Hero"]), 0, "hand")
    queen = put(st, char("QU", "Que", cost=3, classifications=["Storyborn", "Queen"]), 0, "hand")
    with pytest.raises(RulesError):
        play(st, queen)  # 3 ink needed, 2 ready
    st = act(st, "quest", uid=uid)
    st = play(st, hero)  # a Hero pays full price and leaves the reduction
    assert ready_ink(st, 0) == 0
    ink_up(st, 0, 2)
    st = play(st, queen)  # cost 3, pays 2
    assert st.table.cards[queen].zone == "play" and ready_ink(st, 0) == 0


# --- scaling amounts ----------------------------------------------------------------------------

def test_strength_of_a_raging_fire_deals_damage_equal_to_your_characters():
    fire = card("Strength of a Raging Fire")
    st = started()
    ink_up(st, 0, fire["cost"])
    for i in range(3):
        put(st, char(f"M{i}", f"Mine{i}"), 0)
    foe = put(st, char("FO", "Foe", w=9), 1)
    st = play(st, put(st, fire, 0, "hand"))
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 3


def test_tramp_gets_one_strength_for_each_other_character():
    tramp = card("Tramp - Enterprising Dog")
    st = started()
    ink_up(st, 0, tramp["cost"])
    a = put(st, char("M1", "One", s=1), 0)
    put(st, char("M2", "Two"), 0)
    put(st, char("OP", "Opp"), 1)  # an opponent's character does not count
    st = play(st, put(st, tramp, 0, "hand"))
    st = choose(st, [a])
    assert stat(st, a, "strength") == 1 + 2  # "other": One and Two count, Tramp and the opponent's don't
    st = end_turn(st)
    assert stat(st, a, "strength") == 1  # this turn


def test_john_silver_greedy_treasure_seeker_per_location():
    # 7.1.2.4 例B: for each location, Resist +1 and +1 {L}
    john = card("John Silver - Greedy Treasure Seeker")
    st = started()
    uid = put(st, john, 0)
    base = john["lore"]
    assert stat(st, uid, "lore") == base and keyword_value(st, uid, "Resist") is None
    for i in range(2):
        put(st, custom(f"LO{i}", f"Loc{i}", card_type="Location", cost=1, move_cost=1), 0)
    assert stat(st, uid, "lore") == base + 2 and keyword_value(st, uid, "Resist") == 2


# --- two effects on one target, statics with "and" ------------------------------------------------

def test_but_im_much_faster_alert_and_challenger_on_the_same_character():
    faster = card("But I'm Much Faster")
    st = started()
    ink_up(st, 0, faster["cost"])
    a = put(st, char("M1", "One"), 0)
    put(st, char("M2", "Two"), 0)
    st = play(st, put(st, faster, 0, "hand"))
    st = choose(st, [a])
    assert keyword_value(st, a, "Alert") == 0 and keyword_value(st, a, "Challenger") == 2
    st = end_turn(st)
    assert keyword_value(st, a, "Challenger") is None


def test_flynn_rider_spectral_scoundrel_with_a_card_under():
    flynn = card("Flynn Rider - Spectral Scoundrel")
    st = started()
    uid = put(st, flynn, 0)
    assert stat(st, uid, "strength") == flynn["strength"]
    under = put(st, FILLER, 0, "under")
    st.table.cards[under].attached_to = uid
    assert stat(st, uid, "strength") == flynn["strength"] + 2 and stat(st, uid, "lore") == flynn["lore"] + 1


def test_hidden_cove_and_castle_wyvern_only_for_characters_here():
    cove, wyvern = card("Hidden Cove - Tranquil Haven"), card("Castle Wyvern - Above the Clouds")
    st = started()
    c1, c2 = put(st, cove, 0), put(st, wyvern, 0)
    here, there, away = put(st, char("H1", "Here", s=1, w=1), 0), put(st, char("H2", "There", s=1, w=1), 0), put(st, char("H3", "Away"), 0)
    st.table.cards[here].flags["at"] = c1
    st.table.cards[there].flags["at"] = c2
    assert (stat(st, here, "strength"), stat(st, here, "willpower")) == (2, 2)
    assert keyword_value(st, there, "Challenger") == 1 and keyword_value(st, there, "Resist") == 1
    assert keyword_value(st, away, "Resist") is None and stat(st, away, "strength") == 2


# --- looking at another player's deck and hand (7.1.10) ------------------------------------------

def test_daisy_donalds_date_opponent_reveals_and_may_take_a_character():
    daisy = card("Daisy Duck - Donald's Date")
    st = started()
    uid = put(st, daisy, 0)
    top = put(st, char("TP", "Top"), 1, "deck")
    st = act(st, "quest", uid=uid)
    assert st.pending[0].player == 1 and st.pending[0].kind == "may"  # "they may"
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "hand"
    # not a character: to the bottom, no choice
    st = started()
    uid = put(st, daisy, 0)
    top = put(st, action(), 1, "deck")
    st = act(st, "quest", uid=uid)
    assert not st.pending and st.table.zone(1, "deck")[-1] == top


def test_mowgli_and_ursula_reveal_hand_and_discard():
    # Mowgli: a non-character card of THEIR choice; Ursula - Deceiver: a song of YOUR choice
    mowgli, ursula = card("Mowgli - Man Cub"), card("Ursula - Deceiver")
    st = started()
    ink_up(st, 0, mowgli["cost"])
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    keep = put(st, char("C1", "Chr"), 1, "hand")
    gone = put(st, action(), 1, "hand")
    st = play(st, put(st, mowgli, 0, "hand"))
    assert st.pending[0].player == 1 and [o.id for o in st.pending[0].options] == [str(gone)]
    st = choose(st, [gone])
    assert st.table.cards[gone].zone == "discard" and st.table.cards[keep].zone == "hand"
    st = started()
    ink_up(st, 0, ursula["cost"])
    tune = put(st, song(), 1, "hand")
    st = play(st, put(st, ursula, 0, "hand"))
    assert st.pending[0].player == 0 and [o.id for o in st.pending[0].options] == [str(tune)]
    st = choose(st, [tune])
    assert st.table.cards[tune].zone == "discard"
    assert in_zone(st, 1, "discard") == [st.table.cards[tune].card_id]


# --- more members of the same families ------------------------------------------------------------

def test_launch_banishes_an_item_of_yours_to_deal_five():
    # 7.1.2.2 例: "Banish chosen item of yours to deal 5 damage to chosen character"; no item: no damage
    launch = card("Launch")
    st = started()
    ink_up(st, 0, launch["cost"] * 2)
    item = put(st, custom("IT1", "Trinket", card_type="Item", cost=1), 0)
    foe = put(st, char("FO", "Foe", w=9), 1)
    st = play(st, put(st, launch, 0, "hand"))
    st = choose(st, [item])
    st = choose(st, [foe])
    assert st.table.cards[item].zone == "discard" and st.table.cards[foe].damage == 5
    st = play(st, put(st, launch, 0, "hand"))
    assert not st.pending and st.table.cards[foe].damage == 5


def test_twin_fire_another_chosen_character_is_not_the_first():
    # 7.1.5: "another" is one the ability has not already chosen
    twin = card("Twin Fire")
    st = started()
    ink_up(st, 0, twin["cost"])
    a, b = put(st, char("FA", "FoeA", w=9), 1), put(st, char("FB", "FoeB", w=9), 1)
    st = play(st, put(st, twin, 0, "hand"))
    st = choose(st, [a])
    st = choose(st, ["yes"])
    st = choose(st, [st.table.zone(0, "hand")[0]])
    assert str(a) not in {o.id for o in st.pending[0].options}
    st = choose(st, [b])
    assert (st.table.cards[a].damage, st.table.cards[b].damage) == (2, 2)


def test_signed_contract_draws_when_an_opponent_plays_a_song_only():
    contract = card("Signed Contract")
    st = started()
    put(st, contract, 0)
    st = end_turn(st)
    ink_up(st, 1, 2)
    st = act(st, "play", player=1, uid=put(st, action(), 1, "hand"), mode="ink")
    assert not st.pending
    before = len(st.table.zone(0, "hand"))
    st = act(st, "play", player=1, uid=put(st, song(), 1, "hand"), mode="ink")
    assert st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == before + 1


def test_jeweled_collar_ramps_when_one_of_your_characters_is_challenged():
    collar = card("Jeweled Collar")
    st = started()
    put(st, collar, 0)
    mine = put(st, char("M1", "Mine", w=9), 0, tapped=True)
    st = end_turn(st)
    atk = put(st, char("AT", "Atk", s=1, w=9), 1)
    ink = len(st.table.zone(0, "inkwell"))
    st = act(st, "challenge", player=1, uid=atk, target=mine)
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "inkwell")) == ink + 1 and st.table.cards[st.table.zone(0, "inkwell")[-1]].tapped


def test_max_goof_returns_a_song_with_cost_three_or_less():
    # a song is an action card (a "song card" filter is Action + Song)
    goof = card("Max Goof - Rebellious Teen")
    st = started()
    ink_up(st, 0, goof["cost"] + 1)
    cheap, dear = put(st, song("Cheap Tune", 3), 0, "discard"), put(st, song("Dear Tune", 4), 0, "discard")
    put(st, action(), 0, "discard")
    st = choose(play(st, put(st, goof, 0, "hand")), ["yes"])
    assert [o.id for o in st.pending[0].options] == [str(cheap)]
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[dear].zone == "discard"


def test_bruno_may_draw_a_card_for_each_character():
    bruno = card("Bruno Madrigal - Singing Seer")
    st = started()
    uid = put(st, bruno, 0)
    put(st, char("M1", "One"), 0)
    before = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=put(st, song(cost=1), 0, "hand"), mode="sing", singer=uid)
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == before + 2


def test_david_xanatos_draws_when_one_of_your_characters_is_banished_on_your_turn():
    xanatos = card("David Xanatos - Charismatic Leader")
    st = started()
    put(st, xanatos, 0)
    ally = put(st, char("AL", "Ally", w=1), 0)
    foe = put(st, char("FO", "Foe", s=5, w=9), 1, tapped=True)
    before = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=ally, target=foe)
    assert st.table.cards[ally].zone == "discard" and len(st.table.zone(0, "hand")) == before + 1


def test_fangmeyer_returns_a_detective_character_card_from_discard():
    fang = card("Fangmeyer - Icy Officer")
    st = started()
    ink_up(st, 0, fang["cost"])
    det = put(st, char("DT", "Det", classifications=["Storyborn", "Detective"]), 0, "discard")
    put(st, char("HE", "Her", classifications=["Storyborn", "Hero"]), 0, "discard")
    st = choose(play(st, put(st, fang, 0, "hand")), ["yes"])
    assert [o.id for o in st.pending[0].options] == [str(det)]
    st = choose(st, [det])
    assert st.table.cards[det].zone == "hand"


def test_yao_snow_warrior_resist_only_during_opponents_turns():
    yao = card("Yao - Snow Warrior")
    st = started()
    uid = put(st, yao, 0)
    assert keyword_value(st, uid, "Resist") is None
    st = end_turn(st)
    assert keyword_value(st, uid, "Resist") == 2
