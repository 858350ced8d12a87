"""Sets 11–13, second round (issue 16): "this character may enter play exerted to [effect]"
(templates_enter_exerted, engine.lorcana.enter_exerted). Every card is played from its real data
in an engine game; each clause is checked, including the answer "no" (nothing happens)."""

from __future__ import annotations

import pytest

from engine.core.effects import Modifier
from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import keyword_value, matches, stat
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def play_and_answer(full_name: str, answer: str, damaged_foe: bool = True):
    """P1 plays the card; the "enter play exerted?" question (7.7.4) is answered ``answer``."""
    data = card(full_name)
    st = started()
    ink_up(st, 0, data["cost"])
    foe = put(st, custom("F1", "Foe", s=1, w=9), 1, damage=1 if damaged_foe else 0)
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "bodyguard" and st.pending[0].rule.section == "7.7.4"
    st = choose(st, [answer])
    assert st.table.cards[uid].zone == "play" and st.table.cards[uid].tapped is (answer == "yes")
    return st, uid, foe


def test_lord_macguffin_enters_exerted_to_deal_3_damage_to_a_damaged_character():
    # Lorcana 7.7.4: "enter" abilities are replacement effects — the damage comes with entering exerted
    st, _, foe = play_and_answer("Lord MacGuffin - Clever Swordsman", "yes")
    assert st.pending and st.pending[0].kind == "target"
    assert {o.id for o in st.pending[0].options} == {str(foe)}  # only a damaged character may be chosen
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1 + 3
    st, _, foe = play_and_answer("Lord MacGuffin - Clever Swordsman", "no")
    assert not st.pending and st.table.cards[foe].damage == 1


def test_lord_macguffin_with_no_damaged_character_still_enters_exerted():
    st, _, foe = play_and_answer("Lord MacGuffin - Clever Swordsman", "yes", damaged_foe=False)
    assert not st.pending and st.table.cards[foe].damage == 0


def test_lord_dingwall_gives_challenger_3_this_turn():
    # Lorcana 10.3 Challenger; "this turn" ends at the end of the turn (4.4.1.3)
    st, _, foe = play_and_answer("Lord Dingwall - Bullheaded", "yes")
    st = choose(st, [foe])  # "chosen character": any character, an opposing one too
    assert keyword_value(st, foe, "Challenger") == 3
    st = end_turn(st)
    assert keyword_value(st, foe, "Challenger") is None
    st, _, _ = play_and_answer("Lord Dingwall - Bullheaded", "no")
    assert not st.pending


def test_lord_macintosh_gives_resist_2_until_the_start_of_your_next_turn():
    # Lorcana 10.6 Resist; "until the start of your next turn" lasts through the opponent's turn
    st, uid, _ = play_and_answer("Lord Macintosh - Wiry and High-Strung", "yes")
    st = choose(st, [uid])
    assert keyword_value(st, uid, "Resist") == 2
    st = end_turn(st)
    assert keyword_value(st, uid, "Resist") == 2
    st = end_turn(st)
    assert keyword_value(st, uid, "Resist") is None
    st, uid, _ = play_and_answer("Lord Macintosh - Wiry and High-Strung", "no")
    assert not st.pending and keyword_value(st, uid, "Resist") is None


# --- "…, to a maximum of N lore" (templates_maximum, engine.lorcana.amounts) ---------------------

def test_mulan_resourceful_recruit_gains_lore_equal_to_her_strength_up_to_6():
    # Lorcana 4.3.5: questing gains the character's lore; the trigger (7.4) adds her {S}, capped at 6
    mulan = card("Mulan - Resourceful Recruit")
    for bonus in (0, 9):
        st = started()
        uid = put(st, mulan, 0)
        if bonus:
            st.modifiers.append(Modifier(uid, "strength", bonus, duration="this_turn", player=0, turn=st.turn))
        strength, lore = stat(st, uid, "strength"), stat(st, uid, "lore")
        before = st.lore[0]
        st = act(st, "quest", uid=uid)
        assert st.lore[0] == before + lore + min(strength, 6)


def test_nanis_payback_takes_lore_equal_to_the_damage_up_to_4_and_draws():
    # Lorcana 7.1.9: the chosen character's damage is counted as the effect resolves; capped at 4
    payback = card("Nani's Payback")
    for damage, lost in ((2, 2), (7, 4)):
        st = started()
        st.lore[1] = 10
        ink_up(st, 0, payback["cost"])
        mine = put(st, custom("M1", "Hurt", s=1, w=9), 0, damage=damage)
        uid = put(st, payback, 0, "hand")
        before = len(st.table.zone(0, "hand"))
        st = act(st, "play", uid=uid, mode="ink")
        st = choose(st, [mine])
        assert st.lore[1] == 10 - lost
        assert len(st.table.zone(0, "hand")) == before - 1 + 1


# --- quest the turn he's played; you and another chosen player draw (templates_players_and_drying) -

def test_dash_parr_lava_runner_can_quest_the_turn_he_is_played():
    # Lorcana 6.1.4: a drying character can't quest — 1.2.1: this card's text says he can
    dash = card("Dash Parr - Lava Runner")
    st = started()
    ink_up(st, 0, dash["cost"])
    uid = put(st, dash, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].flags.get("drying")
    st = act(st, "quest", uid=uid)
    assert st.table.cards[uid].tapped and st.lore[0] == stat(st, uid, "lore")
    other = put(st, custom("D1", "Drying", s=1, w=1), 0, dry=False)
    with pytest.raises(RulesError) as err:  # an ordinary drying character still can't (6.1.4)
        act(st, "quest", uid=other)
    assert err.value.rule.section == "6.1.4"


def test_if_i_didnt_have_you_draws_for_you_and_another_chosen_player():
    # Lorcana 1.2.4: "another chosen player" — you are not among the choices (3 players)
    song = card("If I Didn't Have You")
    st = started(players=3)
    ink_up(st, 0, song["cost"])
    uid = put(st, song, 0, "hand")
    hands = [len(st.table.zone(p, "hand")) for p in range(3)]
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "player" and {o.id for o in st.pending[0].options} == {"1", "2"}
    st = choose(st, [2])
    assert [len(st.table.zone(p, "hand")) for p in range(3)] == [hands[0] - 1 + 2, hands[1], hands[2] + 2]


# --- "draw a card for each 1 lore lost / damage removed this way" (templates_this_way) ----------

def test_scrooge_ebenezer_draws_for_the_lore_lost_and_forecloses_at_0_lore():
    # Lorcana 1.2.3: lore can't go below 0, so an opponent at 0 loses none and nothing is drawn;
    # 7.4.4: the end-of-turn "if an opponent has 0 lore" is checked when it triggers and resolves
    scrooge = card("Scrooge McDuck - Ebenezer Scrooge")
    for opp_lore, drawn, gained in ((1, 1, 1), (0, 0, 1), (3, 1, 0)):
        st = started()
        st.lore[1] = opp_lore
        uid = put(st, scrooge, 0)
        before = hand(st)
        st = act(st, "quest", uid=uid)
        assert st.lore[1] == max(0, opp_lore - 1) and hand(st) == before + drawn
        mine = st.lore[0]
        st = act(st, "end_turn")
        assert st.lore[0] == mine + gained


def test_ursula_power_hungry_may_draw_for_the_lore_lost():
    ursula = card("Ursula - Power Hungry")
    for answer, drawn in (("yes", 1), ("no", 0)):
        st = started()
        st.lore[1] = 5
        ink_up(st, 0, ursula["cost"])
        uid = put(st, ursula, 0, "hand")
        before = hand(st)
        st = act(st, "play", uid=uid, mode="ink")
        st = choose(st, [answer])  # 7.1.3: "you may"
        assert st.lore[1] == 4 and hand(st) == before - 1 + drawn


def test_ohana_means_family_draws_a_card_per_damage_removed():
    # Lorcana 9.1: removing damage; the draw counts what this action removed (3 here, 0 when undamaged)
    ohana = card("Ohana Means Family")
    for damage in (3, 0):
        st = started()
        ink_up(st, 0, ohana["cost"])
        mine = put(st, custom("M1", "Hurt", s=1, w=9), 0, damage=damage)
        uid = put(st, ohana, 0, "hand")
        before = hand(st)
        st = act(st, "play", uid=uid, mode="ink")
        if st.pending:
            st = choose(st, [mine])
        assert st.table.cards[mine].damage == 0 and hand(st) == before - 1 + damage


def test_rapunzel_gifted_with_healing_draws_for_the_damage_she_removed():
    # Lorcana 7.1.8: "up to 3": the player picks how much (2 of the 4 here), then draws that many
    rapunzel = card("Rapunzel - Gifted with Healing")
    st = started()
    ink_up(st, 0, rapunzel["cost"])
    mine = put(st, custom("M1", "Hurt", s=1, w=9), 0, damage=4)
    uid = put(st, rapunzel, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind != "amount":
        st = choose(st, [mine] if str(mine) in {o.id for o in st.pending[0].options} else [st.pending[0].options[0].id])
    assert {o.id for o in st.pending[0].options} == {"0", "1", "2", "3"}
    st = choose(st, [2])
    assert st.table.cards[mine].damage == 2 and hand(st) == before - 1 + 2


# --- "also counts as being named X for Shift" (engine.lorcana.shift_alias) -----------------------

def test_incrediboy_and_turbo_count_as_named_for_shift_only():
    # Lorcana 10.8.1: Shift goes on top of one of your characters with that name; 1.2.1: the card
    # says this one counts — only for Shift (a plain name check still sees its own name, 6.2.4)
    for base_name, top_name in (("Incrediboy - Buddy Pine", "Syndrome - Out for Revenge"), ("Turbo - Royal Hack", "King Candy - Sweet Abomination")):
        base, top = card(base_name), registry_cards()[top_name]
        st = started()
        ink_up(st, 0, top["cost"])
        under = put(st, base, 0)
        other = put(st, custom("O1", "Someone", s=1, w=1), 0)
        uid = put(st, dict(top), 0, "hand")
        with pytest.raises(RulesError) as err:
            act(st, "play", uid=uid, mode="shift", onto=other)
        assert err.value.rule.section == "10.8.1"
        st = act(st, "play", uid=uid, mode="shift", onto=under)
        assert st.table.cards[uid].zone == "play" and st.table.cards[under].zone == "under"
        plain = put(st, base, 1)
        assert not matches(st, plain, {"name": top["name"]}, 1, None)


def test_incrediboy_gains_a_lore_only_if_a_hero_is_in_play():
    # Lorcana 7.4.4: the intervening "if a Hero character is in play" (any player's)
    boy = card("Incrediboy - Buddy Pine")
    for hero, gained in ((False, 0), (True, 1)):
        st = started()
        ink_up(st, 0, boy["cost"])
        if hero:
            put(st, custom("H1", "Hero", s=1, w=1, classifications=["Storyborn", "Hero"]), 1)
        uid = put(st, boy, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        assert st.lore[0] == gained


def test_copper_hound_pup_makes_the_chosen_player_reveal_their_hand():
    # Lorcana 7.1.10: a revealed card is shown to every player; nothing is discarded
    copper = card("Copper - Hound Pup")
    st = started()
    ink_up(st, 0, copper["cost"])
    uid = put(st, copper, 0, "hand")
    foe_hand = list(st.table.zone(1, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "player"
    assert not any(0 in st.table.cards[u].known_to for u in foe_hand)
    st = choose(st, [1])
    assert all(0 in st.table.cards[u].known_to for u in foe_hand)
    assert list(st.table.zone(1, "hand")) == foe_hand and not st.pending


def test_vincenzo_santorini_keeps_opposing_items_exerted_in_their_ready_step():
    # Lorcana 4.2.1.1: the Ready step readies the active player's cards — here not their items;
    # P1's own items and P2's characters still ready
    vincenzo = card("Vincenzo Santorini - On the Run")
    st = started()
    put(st, vincenzo, 0)
    foe_item = put(st, custom("I1", "Gadget", card_type="Item"), 1, tapped=True)
    foe_char = put(st, custom("C1", "Runner", s=1, w=1), 1, tapped=True)
    my_item = put(st, custom("I2", "Mine", card_type="Item"), 0, tapped=True)
    st = end_turn(st)
    assert st.active == 1 and st.table.cards[foe_item].tapped and not st.table.cards[foe_char].tapped
    st = end_turn(st)
    assert not st.table.cards[my_item].tapped


def test_morph_takes_any_shift_on_top_of_him():
    # Lorcana 10.8.1: Shift needs one of your characters with the same name; 1.2.1: Morph's text lets
    # any Shift go on top of him — a name Shift (Syndrome) and a classification Shift (Puppy Shift,
    # rules 2.2.0 8.10.8.2, outside the seed documents)
    morph = card("Morph - Little Imitator")
    for top_name in ("Syndrome - Out for Revenge", "Thunderbolt - Wonder Dog"):
        top = registry_cards()[top_name]
        st = started()
        ink_up(st, 0, top["cost"])
        other = put(st, custom("O1", "Someone", s=1, w=1), 0)
        under = put(st, morph, 0)
        uid = put(st, dict(top), 0, "hand")
        with pytest.raises(RulesError):
            act(st, "play", uid=uid, mode="shift", onto=other)
        st = act(st, "play", uid=uid, mode="shift", onto=under)
        assert st.table.cards[uid].zone == "play" and st.table.cards[under].zone == "under"


def test_belle_always_reading_makes_a_shift_onto_her_cost_1_less():
    # Lorcana 4.3.4.5: a cost decrease — Shift 3 onto her costs 2; onto another Belle it costs 3
    belle = card("Belle - Always Reading")
    top = registry_cards()["Belle - Hidden Archer"]
    for onto_her, paid in ((True, 2), (False, 3)):
        st = started()
        ink_up(st, 0, 3)
        under = put(st, belle if onto_her else custom("B2", "Belle", s=1, w=1), 0)
        uid = put(st, dict(top), 0, "hand")
        st = act(st, "play", uid=uid, mode="shift", onto=under)
        assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == paid


def test_meilin_lee_lead_vocalist_sings_only_with_sing_together():
    # Lorcana 6.3.3.3: a character may exert to sing a song; 1.2.2: her "can't" wins — except as one
    # of the singers of a Sing Together song (10.10.1), where her Singer 3 counts
    meilin = card("Meilin Lee - Lead Vocalist")
    st = started()
    singer = put(st, meilin, 0)
    song = put(st, custom("S1", "Little Song", "Draw a card.", card_type="Action", cost=3, subtypes=["Song"]), 0, "hand")
    assert not any(a.args.get("mode") == "sing" for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=song, mode="sing", singer=singer)
    assert err.value.rule.section == "1.2.2"
    family = registry_cards()["Look at This Family"]
    friend = put(st, custom("F4", "Friend", cost=4, s=1, w=1), 0)
    uid = put(st, dict(family), 0, "hand")
    st = act(st, "play", uid=uid, mode="sing_together", singers=[singer, friend])
    assert st.table.cards[singer].tapped and st.table.cards[friend].tapped
