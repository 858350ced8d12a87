"""Checklist requirements (docs/checklists/lorcana.md), one test each, annotated with the section."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.core.simulate import leaks

from .helpers import (
    ENGINE,
    FILLER,
    act,
    choose,
    custom,
    deck,
    end_turn,
    in_zone,
    ink_up,
    put,
    started,
)

# --- setup (3.1) -------------------------------------------------------------------------------

def test_random_player_chooses_starting_player():
    # Lorcana 3.1.2
    st, _ = ENGINE.new_game(["a", "b"], [deck(), deck()], 5)
    p = st.pending[0]
    assert p.kind == "starting_player" and p.player == st.chooser
    st = choose(st, [1])
    assert st.starting_player == 1 and st.active == 1
    assert st.pending[0].kind == "mulligan" and st.pending[0].player == 1  # 3.1.6: starting player first


def test_opening_hand_seven_and_lore_zero():
    # Lorcana 3.1.4, 3.1.5
    st = started()
    assert len(st.table.zone(0, "hand")) == 7 and len(st.table.zone(1, "hand")) == 7
    assert st.lore == [0, 0]


def test_mulligan_puts_cards_on_bottom_draws_back_and_shuffles():
    # Lorcana 3.1.6.1-3.1.6.4
    ids = [f"FX-{n}" for n in range(1, 33)] * 2
    st, _ = ENGINE.new_game(["a", "b"], [deck(ids[:64]), deck(ids[:64])], 3, {"starting_player": 0})
    hand = list(st.table.zone(0, "hand"))
    st = choose(st, hand[:3])
    assert len(st.table.zone(0, "hand")) == 7
    assert st.mulliganed[0] is True
    assert st.pending[0].player == 1  # 3.1.6.3: next player in turn order
    st = choose(st, [])
    assert st.mulliganed[1] is False and st.phase == "main"
    assert all(u in st.table.zone(0, "deck") for u in hand[:3])


def test_first_turn_skips_draw_second_player_draws():
    # Lorcana 4.2.3.2
    st = started()
    assert len(st.table.zone(0, "hand")) == 7
    st = end_turn(st)
    assert st.active == 1 and len(st.table.zone(1, "hand")) == 8


# --- ink (4.3.3, 8.5) --------------------------------------------------------------------------

def test_ink_once_per_turn_revealed_and_hidden_in_inkwell():
    # Lorcana 4.3.3, 4.3.3.1, 4.3.3.2, 8.5.3
    st = started()
    a, b = st.table.zone(0, "hand")[:2]
    st2 = ENGINE.apply(st, Action("ink", 0, {"uid": a}))
    assert any(e.kind == "reveal" and e.visible_to is None for e in st2.events)
    st = st2.state
    assert a in st.table.zone(0, "inkwell") and not st.table.cards[a].tapped
    with pytest.raises(RulesError) as err:
        act(st, "ink", uid=b)
    assert err.value.rule.section == "4.3.3" and err.value.message_ja
    view = ENGINE.view(st, 0)
    assert view["players"][0]["zones"]["inkwell"] == [{"hidden": True, "tapped": False}]  # 8.5.3: even the owner
    assert view["players"][0]["counters"]["ink_total"] == 1 and view["players"][0]["counters"]["ink_ready"] == 1
    assert leaks(ENGINE, st, 0) == [] and leaks(ENGINE, st, 1) == []


def test_uninkable_card_cannot_be_inked():
    # Lorcana 4.3.3.1, 6.2.8
    st = started()
    uid = put(st, "FX-6", 0, "hand")  # Merry Minstrel: no inkwell symbol
    with pytest.raises(RulesError) as err:
        act(st, "ink", uid=uid)
    assert err.value.rule.section == "4.3.3.1"


# --- playing cards (4.3.4) ---------------------------------------------------------------------

def test_play_needs_enough_ready_ink_and_refusal_changes_nothing():
    # Lorcana 4.3.4.6, 4.3.4.1
    st = started()
    uid = put(st, "FX-30", 0, "hand")
    ink_up(st, 0, 4)
    before = ENGINE.state_to_json(st)
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    assert err.value.rule.section == "4.3.4.6"
    assert ENGINE.state_to_json(st) == before


def test_played_character_enters_ready_and_drying():
    # Lorcana 4.3.4.7, 5.1.1, 4.2.2.1
    st = started()
    uid = put(st, "FX-1", 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=uid, mode="ink")
    assert uid in st.table.zone(0, "play") and not st.table.cards[uid].tapped
    assert st.table.cards[uid].flags.get("drying")
    with pytest.raises(RulesError) as err:
        act(st, "quest", uid=uid)
    assert err.value.rule.section == "6.1.4"


def test_action_resolves_then_goes_to_discard():
    # Lorcana 4.3.4.7, 6.3.1.2
    st = started()
    uid = put(st, "FX-20", 0, "hand")  # Fresh Ideas: draw 2
    ink_up(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    assert uid in st.table.zone(0, "discard")
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2


def test_only_active_player_acts():
    # Lorcana 1.3.1, 4.3.4.2
    st = started()
    with pytest.raises(RulesError):
        act(st, "end_turn", 1)


# --- quest (4.3.5) -----------------------------------------------------------------------------

def test_quest_exerts_and_gains_lore():
    # Lorcana 4.3.5.7, 4.3.5.8
    st = started()
    uid = put(st, "FX-17", 0)  # lore 2
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == 2 and st.table.cards[uid].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=uid)


def test_negative_lore_value_gains_zero():
    # Lorcana 7.8.3 (T14 variant: a -3 lore modifier on a lore-2 character)
    from engine.core import Modifier

    st = started()
    uid = put(st, "FX-17", 0)
    st.modifiers.append(Modifier(uid, "lore", -3, duration="this_turn"))
    view = ENGINE.view(st, 0)
    assert next(c for c in view["players"][0]["zones"]["play"] if c["uid"] == uid)["stats"]["lore"] == -1
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == 0


# --- challenge (4.3.6) -------------------------------------------------------------------------

def test_challenge_exerted_only_simultaneous_damage_both_banished():
    # Lorcana 4.3.6.7, 4.3.6.9, 4.3.6.13, 1.9.1.3, 1.9.5 (T05)
    st = started()
    a = put(st, "FX-9", 0)  # 2/2 Evasive
    b = put(st, "FX-1", 1)  # 2/2
    with pytest.raises(RulesError) as err:
        act(st, "challenge", uid=a, target=b)
    assert err.value.rule.section == "4.3.6.7"
    st.table.cards[b].tapped = True
    st = act(st, "challenge", uid=a, target=b)
    assert in_zone(st, 0, "discard") == ["FX-9"] and in_zone(st, 1, "discard") == ["FX-1"]
    assert st.challenge is None


def test_drying_character_cannot_challenge_but_rush_can():
    # Lorcana 4.3.6.6, 10.7.1
    st = started()
    slow = put(st, "FX-1", 0, dry=False)
    fast = put(st, "FX-11", 0, dry=False)
    t = put(st, "FX-30", 1, tapped=True)
    with pytest.raises(RulesError) as err:
        act(st, "challenge", uid=slow, target=t)
    assert err.value.rule.section == "4.3.6.6"
    act(st, "challenge", uid=fast, target=t)
    with pytest.raises(RulesError):
        act(st, "quest", uid=fast)  # Rush does not help questing


def test_challenger_bonus_only_while_challenging():
    # Lorcana 10.3.1, 10.3.3
    st = started()
    ch = put(st, "FX-25", 0)  # 2/3 Challenger +2
    t = put(st, "FX-30", 1, tapped=True)  # 5/5
    st2 = act(st, "challenge", uid=ch, target=t)
    assert st2.table.cards[t].damage == 4
    st3 = started()
    ch = put(st3, "FX-25", 0, tapped=True)
    atk = put(st3, "FX-30", 1)
    st3 = end_turn(st3)
    st3.table.cards[ch].tapped = True
    st3 = act(st3, "challenge", 1, uid=atk, target=ch)
    assert "FX-30" in in_zone(st3, 1, "play")  # the defender dealt only 2 (no Challenger)
    assert st3.table.cards[atk].damage == 2


def test_evasive_only_challenged_by_evasive():
    # Lorcana 10.4.1
    st = started()
    plain = put(st, "FX-30", 0)
    ev = put(st, "FX-9", 0)
    target = put(st, "FX-12", 1, tapped=True)  # Evasive
    with pytest.raises(RulesError) as err:
        act(st, "challenge", uid=plain, target=target)
    assert err.value.rule.section == "10.4.1"
    act(st, "challenge", uid=ev, target=target)


def test_bodyguard_must_be_chosen_if_able():
    # Lorcana 10.2.3
    st = started()
    atk = put(st, "FX-30", 0)
    other = put(st, "FX-1", 1, tapped=True)
    guard = put(st, "FX-2", 1, tapped=True)
    with pytest.raises(RulesError) as err:
        act(st, "challenge", uid=atk, target=other)
    assert err.value.rule.section == "10.2.3"
    act(st, "challenge", uid=atk, target=guard)
    st.table.cards[guard].tapped = False  # a ready Bodyguard can't be chosen, so the other can
    act(st, "challenge", uid=atk, target=other)


def test_bodyguard_may_enter_play_exerted():
    # Lorcana 10.2.2, 7.7.4
    st = started()
    uid = put(st, "FX-2", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "bodyguard"
    st = choose(st, ["yes"])
    assert st.table.cards[uid].tapped


def test_reckless_cannot_quest_and_blocks_end_of_turn():
    # Lorcana 10.5.2, 10.5.3
    st = started()
    r = put(st, "FX-10", 0)
    with pytest.raises(RulesError) as err:
        act(st, "quest", uid=r)
    assert err.value.rule.section == "10.5.2"
    end_turn(st)  # nothing to challenge: the turn may end
    put(st, "FX-1", 1, tapped=True)
    with pytest.raises(RulesError) as err:
        act(st, "end_turn")
    assert err.value.rule.section == "10.5.3"
    assert all(a.type != "end_turn" for a in ENGINE.legal_actions(st, 0))


def test_resist_reduces_dealt_damage_and_stacks():
    # Lorcana 10.6.1, 10.6.3, 10.1.1
    from engine.core import Modifier

    st = started()
    atk = put(st, "FX-1", 0)  # 2 strength
    golem = put(st, "FX-26", 1, tapped=True)  # Resist +1
    st2 = act(st, "challenge", uid=atk, target=golem)
    assert st2.table.cards[golem].damage == 1
    st.modifiers.append(Modifier(golem, "keyword", 2, keyword="Resist", duration="this_turn"))
    st3 = act(st, "challenge", uid=atk, target=golem)
    assert st3.table.cards[golem].damage == 0  # 2 - 3 → none dealt


def test_location_challenged_any_time_and_deals_no_damage():
    # Lorcana 4.3.6.21, 4.3.6.22
    st = started()
    atk = put(st, "FX-1", 0)
    loc = put(st, "FX-27", 1)
    st = act(st, "challenge", uid=atk, target=loc)
    assert st.table.cards[loc].damage == 2 and st.table.cards[atk].damage == 0


# --- locations and moving (4.3.7, 4.2.2.2) -----------------------------------------------------

def test_move_to_location_pays_move_cost_and_static_applies_here():
    # Lorcana 4.3.7.1, 4.3.7.4, 6.5.4
    st = started()
    ch = put(st, "FX-1", 0, dry=False)  # drying characters may move
    mill = put(st, "FX-23", 0)  # move cost 1, characters get +1 {W} while here
    with pytest.raises(RulesError) as err:
        act(st, "move", uid=ch, location=mill)
    assert err.value.rule.section == "6.5.4"
    ink_up(st, 0, 1)
    st = act(st, "move", uid=ch, location=mill)
    assert st.table.cards[ch].flags["at"] == mill
    assert ENGINE.view(st, None)["players"][0]["zones"]["play"][0]["stats"]["willpower"] == 3
    other = put(st, "FX-23", 1)
    with pytest.raises(RulesError) as err:
        act(st, "move", uid=ch, location=other)
    assert err.value.rule.section == "4.3.7.1"


def test_location_lore_in_set_step():
    # Lorcana 4.2.2.2
    st = started()
    put(st, "FX-27", 1)  # lore 1
    st = end_turn(st)
    assert st.lore[1] == 1


# --- state checks and winning (1.9, 3.2) ---------------------------------------------------------

def test_twenty_lore_wins():
    # Lorcana 1.9.1.1, 3.2.1.1
    st = started()
    st.lore[0] = 18
    uid = put(st, "FX-17", 0)
    st = act(st, "quest", uid=uid)
    assert st.result.winners == [0] and st.result.rule.section == "1.9.1.1"


def test_drawing_from_empty_deck_loses_at_state_check():
    # Lorcana 1.9.1.2, 3.2.1.2
    st = started()
    for uid in list(st.table.zone(1, "deck")):
        st.table.move(uid, "discard")
    st = end_turn(st)
    assert st.result.winners == [0] and st.result.rule.section == "1.9.1.2"


def test_win_and_lose_at_once_is_a_win():
    # Lorcana 1.9.2.1
    from engine.lorcana.flow import state_checks

    st = started()
    st.lore[0] = 20
    st.drew_empty[0] = True
    state_checks(st, [])
    assert st.result.winners == [0]


def test_lethal_damage_banishes():
    # Lorcana 1.9.1.3
    st = started()
    uid = put(st, "FX-1", 1)
    storm = put(st, "FX-15", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=storm, mode="ink")
    st = choose(st, [uid])
    assert "FX-1" in in_zone(st, 1, "discard")


# --- keywords: Shift, Singer, Sing Together, Support, Ward ------------------------------------------

def test_shift_onto_same_name_inherits_state_and_stack_leaves_together():
    # Lorcana 10.8.1, 10.8.3, 10.8.5, 10.8.6, 5.1.5
    st = started()
    below = put(st, "FX-11", 0, damage=1, tapped=True)
    top = put(st, "FX-12", 0, "hand")
    ink_up(st, 0, 3)
    with pytest.raises(RulesError):
        act(st, "play", uid=top, mode="shift", onto=put(st, "FX-1", 0))
    st = act(st, "play", uid=top, mode="shift", onto=below)
    c = st.table.cards[top]
    assert c.damage == 1 and c.tapped and not c.flags.get("drying")
    assert st.table.cards[below].zone == "under" and st.table.cards[below].attached_to == top
    recall = put(st, "FX-21", 0, "hand")  # return chosen character with cost 3 or less: the top costs 5
    ink_up(st, 0, 2)
    st = act(st, "play", uid=recall, mode="ink")
    assert top not in [int(o.id) for o in (st.pending[0].options if st.pending else [])]
    from engine.lorcana.zones import leave_play

    leave_play(st, top, "discard", None, [])
    assert st.table.cards[below].zone == "discard"


def test_singing_a_song_with_singer_and_cost():
    # Lorcana 6.3.3.3, 10.9.1, 4.3.4.9
    st = started()
    song = put(st, "FX-16", 0, "hand")  # cost 6 song
    small = put(st, "FX-1", 0)
    bard = put(st, "FX-3", 0)  # Singer 5 only
    with pytest.raises(RulesError):
        act(st, "play", uid=song, mode="sing", singer=small)
    with pytest.raises(RulesError):
        act(st, "play", uid=song, mode="sing", singer=bard)
    tune = put(st, "FX-7", 0, "hand")  # cost 3 song
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=tune, mode="sing", singer=bard)
    assert st.table.cards[bard].tapped
    st = choose(st, [small])
    assert len(st.table.zone(0, "hand")) == hand  # -1 song +1 draw
    assert tune in st.table.zone(0, "discard")


def test_drying_character_cannot_sing():
    # Lorcana 6.1.4, 6.3.3.3
    st = started()
    tune = put(st, "FX-7", 0, "hand")
    singer = put(st, "FX-30", 0, dry=False)
    with pytest.raises(RulesError):
        act(st, "play", uid=tune, mode="sing", singer=singer)


def test_sing_together_total_cost():
    # Lorcana 10.10.1, 10.10.3
    st = started()
    song = put(st, "FX-16", 0, "hand")  # Sing Together 6
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)  # costs 1 + 5
    st = act(st, "play", uid=song, mode="sing_together")
    with pytest.raises(RulesError):
        choose(st, [b])
    st = choose(st, [a, b])
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    assert song in st.table.zone(0, "discard")


def test_support_adds_strength_this_turn():
    # Lorcana 10.11.1, 4.4.1.3
    st = started()
    helper = put(st, "FX-4", 0)  # 1 strength, Support
    other = put(st, "FX-1", 0)
    st = act(st, "quest", uid=helper)
    assert st.pending[0].kind == "support"
    st = choose(st, [other])
    from engine.lorcana.characteristics import stat

    assert stat(st, other, "strength") == 3
    st = end_turn(st)
    assert stat(st, other, "strength") == 2


def test_ward_cannot_be_chosen_by_opponents_effect_but_can_be_challenged():
    # Lorcana 10.12.1, 10.12.2, 1.2.4 (T03)
    st = started()
    sage = put(st, "FX-17", 1, tapped=True)
    storm = put(st, "FX-15", 0, "hand")  # deal 2 to chosen character, draw a card
    ink_up(st, 0, 3)
    hand = len(st.table.zone(0, "hand"))
    st2 = act(st, "play", uid=storm, mode="ink")  # legal with no choosable target
    assert not st2.pending and st2.table.cards[sage].damage == 0
    assert len(st2.table.zone(0, "hand")) == hand  # -1 action +1 draw (1.2.3)
    atk = put(st, "FX-30", 0)
    act(st, "challenge", uid=atk, target=sage)


# --- effects: may, up to, intervening if, bag order ------------------------------------------------

def test_may_can_be_declined():
    # Lorcana 7.1.3
    st = started()
    t = put(st, "FX-1", 1)
    shooter = put(st, "FX-13", 0, "hand")
    ink_up(st, 0, 4)
    st = act(st, "play", uid=shooter, mode="ink")
    assert st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert st.table.cards[t].damage == 0 and not st.pending


def test_up_to_allows_zero_and_distinct_picks():
    # Lorcana 7.1.8
    st = started()
    card = custom("T-paint", "Painting", "Up to 2 chosen characters get -1 {S} this turn. Draw a card.", card_type="Action", cost=1)
    a, b = put(st, "FX-1", 1), put(st, "FX-30", 1)
    uid = put(st, card, 0, "hand")
    ink_up(st, 0, 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.min == 0 and p.max == 2
    with pytest.raises(RulesError):
        choose(st, [a, a])
    st = choose(st, [])
    assert len(st.table.zone(0, "hand")) == hand
    assert b


def test_intervening_if_checked_when_added():
    # Lorcana 7.4.4.1 (T11 case A) and case C
    st = started()
    put(st, "FX-1", 0)
    minstrel = put(st, "FX-6", 0, "hand")
    ink_up(st, 0, 3)
    st2 = act(st, "play", uid=minstrel, mode="ink")
    assert not st2.pending and not st2.bag
    put(st, "FX-30", 0)
    st3 = act(st, "play", uid=minstrel, mode="ink")
    assert st3.pending[0].kind == "may"


def test_intervening_if_rechecked_on_resolution():
    # Lorcana 7.4.4.2 (T11 case B): the condition is false when the trigger resolves
    from engine.lorcana.flow import advance
    from engine.lorcana.zones import leave_play

    st = started()
    a = put(st, "FX-1", 0)
    put(st, "FX-30", 0)
    minstrel = put(st, "FX-6", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=minstrel, mode="ink")
    assert st.pending[0].kind == "may"
    st.pending.clear()
    st.frames[-1]["checked"] = False
    leave_play(st, a, "discard", None, [])
    events = []
    advance(st, events)
    assert any(e.kind == "fizzle" for e in events) and not st.pending


def test_active_player_orders_their_triggers():
    # Lorcana 8.7.4, 8.7.5
    st = started()
    draw1 = custom("T-d1", "Drawer", "ONE When you play this character, draw a card.")
    put(st, custom("T-w", "Watcher", "TWO Whenever you play a character, gain 1 lore."), 0)
    uid = put(st, draw1, 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "bag" and len(st.pending[0].options) == 2
    st = choose(st, [st.pending[0].options[1].id])
    assert not st.pending and st.lore[0] == 1


def test_banish_triggers_during_a_challenge():
    # Lorcana 4.3.6.17, 8.7.4 (T06)
    st = started()
    marsh = put(st, custom("T-marsh", "Marshmallow", "WE'RE NOT DONE When this character is banished in a challenge, you may return this card to your hand.", s=5, w=5), 0)
    put(st, custom("T-cat", "Cheshire Cat", "VANISH When this character is challenged and banished, banish the challenging character.", s=0, w=3), 1, tapped=True)
    cat = st.table.zone(1, "play")[0]
    st = act(st, "challenge", uid=marsh, target=cat)
    st = choose(st, ["yes"])
    assert marsh in st.table.zone(0, "hand") and cat in st.table.zone(1, "discard")
    assert st.table.cards[marsh].damage == 0 and st.challenge is None


def test_floating_trigger_lasts_this_turn():
    # Lorcana 7.4.7.1, 4.4.1.3 (T12)
    st = started()
    st.lore[1] = 5
    a, b = put(st, "FX-1", 0), put(st, "FX-17", 0)
    steal = put(st, custom("T-steal", "Steal", "This turn, whenever one of your characters quests, each opponent loses 1 lore.", card_type="Action", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=steal, mode="ink")
    assert steal in st.table.zone(0, "discard")
    st = act(st, "quest", uid=a)
    st = act(st, "quest", uid=b)
    assert st.lore == [3, 3]
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=a)
    assert st.lore == [4, 3]


def test_delayed_trigger_and_granted_rush():
    # Lorcana 7.4.7.2, 10.7.1, 4.4.1.1 (T13)
    st = started()
    scary = custom("T-scary", "Scary", "Play a character with cost 4 or less for free. It gains Rush. At the end of this turn, banish it.", card_type="Action", cost=1)
    c = put(st, custom("T-c", "Charger", s=3, w=3, cost=4), 0, "hand")
    d = put(st, custom("T-d", "Defender", s=1, w=2, cost=1), 1, tapped=True)
    uid = put(st, scary, 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [c])
    assert c in st.table.zone(0, "play") and st.delayed
    with pytest.raises(RulesError):
        act(st, "quest", uid=c)
    st = act(st, "challenge", uid=c, target=d)
    assert d in st.table.zone(1, "discard") and st.table.cards[c].damage == 1
    st = end_turn(st)
    assert c in st.table.zone(0, "discard") and not st.delayed


def test_moving_damage_is_not_dealing_damage():
    # Lorcana 9.3.1, 9.2.1, 10.6 (T15)
    st = started()
    simba = put(st, "FX-1", 0, damage=1)
    prince = put(st, "FX-26", 1)  # Resist +1
    gift = custom("T-gift", "Gift", "Move 1 damage counter from chosen character to chosen opposing character.", card_type="Action", cost=1)
    uid = put(st, gift, 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [simba])
    st = choose(st, [prince])
    assert st.table.cards[simba].damage == 0 and st.table.cards[prince].damage == 1


def test_this_turn_modifiers_expire_at_end_of_turn():
    # Lorcana 4.4.1.3 (T09 second half)
    from engine.lorcana.characteristics import stat

    st = started()
    a = put(st, "FX-1", 0)
    tune = put(st, "FX-7", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=tune, mode="ink")
    st = choose(st, [a])
    assert stat(st, a, "strength") == 4
    st = end_turn(st)
    assert stat(st, a, "strength") == 2


def test_static_bonus_applies_at_once_and_stops_when_source_leaves():
    # Lorcana 7.8.1.2, 7.6.2, 7.6.4
    from engine.lorcana.characteristics import stat
    from engine.lorcana.zones import leave_play

    st = started()
    knight = put(st, "FX-25", 0)
    duke = put(st, "FX-32", 0)
    assert stat(st, knight, "strength") == 3 and stat(st, duke, "strength") == 2
    late = put(st, "FX-26", 0)
    assert stat(st, late, "strength") == 3
    leave_play(st, duke, "discard", None, [])
    assert stat(st, knight, "strength") == 2


def test_look_at_top_cards_reveal_only_from_them():
    # Lorcana 7.1.10, 8.2.4
    st = started()
    put(st, "FX-15", 0, "deck")
    put(st, "FX-1", 0, "deck")  # now on top
    seer = put(st, "FX-19", 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=seer, mode="ink")
    p = st.pending[0]
    assert p.kind == "look" and p.min == 0
    labels = [o.label for o in p.options]
    assert all("Sudden Storm" not in lbl for lbl in labels)
    st = choose(st, [p.options[0].id])
    assert "FX-1" in in_zone(st, 0, "hand")


def test_activated_ability_with_exert_and_ink_cost():
    # Lorcana 7.5.3, 4.3.8.3 (items may be used the turn they are played)
    st = started()
    charm = put(st, "FX-22", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=charm, mode="ink")
    st = act(st, "activate", uid=charm, ability=0)
    assert st.lore[0] == 1 and st.table.cards[charm].tapped
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=charm, ability=0)
    assert err.value.rule.section == "4.3.8.2"


def test_drying_character_cannot_use_exert_ability():
    # Lorcana 4.3.8.2
    st = started()
    smith = put(st, "FX-31", 0, dry=False)
    ink_up(st, 0, 1)
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=smith, ability=0)
    assert err.value.rule.section == "4.3.8.2"


def test_manual_fallback_for_uncompiled_text():
    # issue: manual resolution; Lorcana 7.6.1
    st = started()
    odd = put(st, "FX-24", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=odd, mode="ink")
    assert st.pending[0].kind == "manual" and "swap the lore" in st.pending[0].prompt
    actions = ENGINE.legal_actions(st, 0)
    assert any(a.args.get("op") == "done" for a in actions)
    lore_up = next(a for a in actions if a.args.get("op") == "score" and a.args.get("delta") == 1 and a.args.get("target") == 0)
    st = ENGINE.apply(st, lore_up).state
    st = ENGINE.apply(st, Action("manual", 0, {"op": "done"})).state
    assert st.lore[0] == 1 and not st.pending


# --- hidden information and views ----------------------------------------------------------------

def test_draws_are_private_and_views_do_not_leak():
    # Lorcana 8.2.2, 8.3.2
    st = started()
    step = ENGINE.apply(st, Action("end_turn", 0))
    public = [e for e in step.events if e.kind == "draw"]
    private = [e for e in step.events if e.kind == "draw_private"]
    assert public and public[0].visible_to is None and "FX" not in public[0].text
    assert private and private[0].visible_to == [1]
    for viewer in (None, 0, 1):
        assert leaks(ENGINE, step.state, viewer) == []
    view = ENGINE.view(step.state, 0)
    assert view["players"][1]["counters"]["hand"] == 8
    assert all(c.get("hidden") for c in view["players"][1]["zones"]["hand"])


def test_view_annotates_stats_and_keywords():
    st = started()
    put(st, "FX-12", 0)
    card = ENGINE.view(st, None)["players"][0]["zones"]["play"][0]
    assert card["stats"] == {"strength": 4, "willpower": 4, "lore": 2}
    assert card["keywords"] == {"Shift": 3, "Evasive": 0}


def test_legal_actions_have_labels_and_end_turn():
    st = started()
    put(st, "FX-1", 0)
    acts = ENGINE.legal_actions(st, 0)
    assert all(a.label for a in acts)
    assert any(a.type == "end_turn" for a in acts) and any(a.label.startswith("Quest with") for a in acts)


# --- multiplayer (1.10) ---------------------------------------------------------------------------

def test_three_players_turn_order_and_concession_continues():
    # Lorcana 1.10.2.1, 1.10.2.3, 3.2.1.3
    st = started(players=3)
    st = end_turn(st)
    assert st.active == 1
    st = ENGINE.apply(st, Action("concede", 2)).state
    assert not st.over and st.alive == [True, True, False]
    st = end_turn(st)
    assert st.active == 0
    st = ENGINE.apply(st, Action("concede", 1)).state
    assert st.result.winners == [0]


def test_multiplayer_draw_effect_in_turn_order():
    # Lorcana 1.6.2, 1.10.2.2
    st = started(players=3)
    card = custom("T-all", "Everyone", "Each player draws a card.", card_type="Action", cost=1)
    uid = put(st, card, 0, "hand")
    ink_up(st, 0, 1)
    step = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    drawers = [e.player for e in step.events if e.kind == "draw"]
    assert drawers == [0, 1, 2]


def test_turn_cap_option_ends_in_a_draw():
    st = started(options={"max_turns": 2})
    st = end_turn(st)
    st = end_turn(st)
    assert st.over and st.result.winners == []


def test_filler_is_vanilla():
    assert FILLER == "FX-30"


# --- more scenarios from the document's examples -------------------------------------------------

def test_start_of_turn_trigger_each_player_may_draw_in_order():
    # Lorcana 4.2.1.4, 4.2.2.3, 1.6.2 (T04)
    st = started()
    put(st, custom("T-donald", "Donald Duck", "GENTLEMAN At the start of your turn, each player may draw a card."), 1)
    st = end_turn(st)
    p = st.pending[0]
    assert p.kind == "may" and p.player == 1  # the active player decides first
    st = choose(st, ["yes"])
    assert st.pending[0].player == 0
    st = choose(st, ["no"])
    assert len(st.table.zone(1, "hand")) == 7 + 1 + 1  # the trigger's draw, then the draw step
    assert len(st.table.zone(0, "hand")) == 7


def test_static_bonus_while_at_a_location():
    # Lorcana 4.3.6 例C (T07 control part), 6.2.9
    st = started()
    shenzi = put(st, custom("T-shenzi", "Shenzi", "HEAD HYENA While this character is at a location, she gets +3 {S}.", s=0, w=4), 1, tapped=True)
    rafiki = put(st, custom("T-rafiki", "Rafiki", s=3, w=3), 0)
    st2 = act(st, "challenge", uid=rafiki, target=shenzi)
    assert st2.table.cards[rafiki].damage == 0  # {S} 0 deals no damage
    st.table.cards[shenzi].flags["at"] = put(st, "FX-27", 1)
    st3 = act(st, "challenge", uid=rafiki, target=shenzi)
    assert st3.table.cards[rafiki].zone == "discard" and st3.table.cards[shenzi].damage == 3


def test_exact_name_matching():
    # Lorcana 6.2.4 例B, 6.2.4.1
    from engine.lorcana.characteristics import names_match

    assert not names_match("Lucky Dime", "Lucky")
    assert names_match("Flotsam & Jetsam", "Flotsam") and names_match("Flotsam & Jetsam", "Jetsam")


def test_independent_sentences_second_applies_without_first():
    # Lorcana 7.1.2.4 例 (T09)
    from engine.lorcana.characteristics import stat

    st = started()
    queen = put(st, custom("T-queen", "The Queen", "COMMANDING Whenever this character quests, chosen opposing character gets -4 {S} this turn. Chosen character gets +4 {S} this turn.", lore=2), 0)
    a = put(st, custom("T-a", "Ally A", s=1), 0)
    st = act(st, "quest", uid=queen)
    assert st.pending[0].kind == "target"
    st = choose(st, [a])
    assert stat(st, a, "strength") == 5 and st.lore[0] == 2
    st = end_turn(st)
    assert stat(st, a, "strength") == 1


def test_support_does_not_stack():
    # Lorcana 10.1.1 例
    from engine.core import Modifier

    st = started()
    helper = put(st, "FX-4", 0)
    put(st, "FX-1", 0)
    st.modifiers.append(Modifier(helper, "keyword", 0, keyword="Support", duration="this_turn"))
    st = act(st, "quest", uid=helper)
    assert st.pending[0].kind == "support"
    st = choose(st, [])
    assert not st.pending and not st.bag


def test_trigger_on_play_or_quest_and_reckless_during_their_next_turn():
    # Lorcana 7.4.6 例 (John Silver)
    st = started()
    silver = put(st, custom("T-silver", "John Silver", "GET TO WORK When you play this character and whenever he quests, chosen opposing character gains Reckless during their next turn.", cost=1), 0, "hand")
    foe = put(st, "FX-1", 1)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=silver, mode="ink")
    st = choose(st, [foe])
    st = end_turn(st)
    with pytest.raises(RulesError) as err:
        act(st, "quest", 1, uid=foe)
    assert err.value.rule.section == "10.5.2"
    st = end_turn(st)
    from engine.lorcana.characteristics import has

    assert not has(st, foe, "Reckless")
    st = act(st, "quest", uid=silver)
    assert st.pending[0].kind == "target"


def test_static_for_characters_named():
    # Lorcana 6.2.4 例A (Tinker Bell gives Challenger to every Peter Pan)
    from engine.lorcana.characteristics import keyword_value

    st = started()
    put(st, custom("T-tink", "Tinker Bell", "LOYAL Your characters named Peter Pan gain Challenger +1."), 0)
    p1 = put(st, custom("T-pp1", "Peter Pan", version="One"), 0)
    p2 = put(st, custom("T-pp2", "Peter Pan", version="Two"), 0)
    other = put(st, "FX-1", 0)
    assert keyword_value(st, p1, "Challenger") == 1 and keyword_value(st, p2, "Challenger") == 1
    assert keyword_value(st, other, "Challenger") is None


def test_card_text_allows_challenging_ready_characters():
    # Lorcana 1.2.1 例
    st = started()
    bold = put(st, custom("T-bold", "Namaari", "BLADE This character can challenge ready characters."), 0)
    ready = put(st, "FX-1", 1)
    act(st, "challenge", uid=bold, target=ready)


def test_banishing_another_character_in_a_challenge_triggers():
    # Lorcana 4.3.6.17 ("during your turn, whenever this character banishes another character in a challenge")
    st = started()
    hunter = put(st, custom("T-hunt", "Hunter", "TROPHY During your turn, whenever this character banishes another character in a challenge, gain 2 lore.", s=3, w=4), 0)
    prey = put(st, "FX-1", 1, tapped=True)
    st = act(st, "challenge", uid=hunter, target=prey)
    assert st.lore[0] == 2 and prey in st.table.zone(1, "discard")


def test_option_singer_in_sing_together():
    # Lorcana 10.10.3 (P4: option)
    st = started(options={"singer_in_sing_together": False})
    song = put(st, "FX-16", 0, "hand")  # Sing Together 6
    put(st, "FX-3", 0)  # cost 2, Singer 5
    put(st, "FX-1", 0)  # cost 1
    with pytest.raises(RulesError):
        act(st, "play", uid=song, mode="sing_together")
    st2 = started()
    song = put(st2, "FX-16", 0, "hand")
    put(st2, "FX-3", 0)
    put(st2, "FX-1", 0)
    act(st2, "play", uid=song, mode="sing_together")


def test_concession_during_setup_and_mulligan_keeps_the_game_going():
    # Lorcana 1.10.2.3 (a player leaving before the game starts)
    st, _ = ENGINE.new_game(["a", "b", "c"], [deck(), deck(), deck()], 2, {"starting_player": 0})
    assert st.pending[0].kind == "mulligan" and st.pending[0].player == 0
    st = ENGINE.apply(st, Action("concede", 0)).state
    assert st.pending[0].kind == "mulligan" and st.pending[0].player == 1
    st = choose(st, [])
    st = choose(st, [])
    assert st.phase == "main" and st.active == 1


def test_location_trigger_when_a_character_quests_while_here():
    # Lorcana 4.3.7.4 ("at a location") with a location's triggered ability
    st = started()
    loc = put(st, custom("T-loc", "Inn", "COZY Whenever a character quests while here, gain 1 lore.", card_type="Location", w=5, lore=0, move_cost=0), 0)
    ch = put(st, "FX-1", 0)
    st.table.cards[ch].flags["at"] = loc
    st = act(st, "quest", uid=ch)
    assert st.lore[0] == 2  # 1 from questing + 1 from the location


def test_if_you_do_depends_on_the_optional_step():
    # Lorcana 7.1.2.2, 7.1.3
    st = started()
    card = custom("T-ifdo", "Trader", "DEAL When you play this character, you may banish chosen item of yours. If you do, gain 2 lore.", cost=1)
    item = put(st, "FX-8", 0)
    uid = put(st, card, 0, "hand")
    ink_up(st, 0, 2)
    st2 = act(st, "play", uid=uid, mode="ink")
    st2 = choose(st2, ["no"])
    assert st2.lore[0] == 0 and item in st2.table.zone(0, "play")
    st3 = act(st, "play", uid=uid, mode="ink")
    st3 = choose(st3, ["yes"])
    st3 = choose(st3, [item])
    assert st3.lore[0] == 2 and item in st3.table.zone(0, "discard")


def test_used_shift_condition_and_enters_with_damage():
    # Lorcana 10.8, 7.4.4; "enters play with N damage" puts counters (9.2.1)
    st = started()
    base = put(st, custom("T-hero1", "Hero", version="Young"), 0)
    top = put(st, custom("T-hero2", "Hero", "Shift 1\nRISE When you play this character, if you used Shift to play him, gain 3 lore.", version="Grown", cost=4), 0, "hand")
    bruised = put(st, custom("T-bruised", "Bruised", "WORN This character enters play with 1 damage.", w=3, cost=1), 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=top, mode="shift", onto=base)
    assert st.lore[0] == 3
    st = act(st, "play", uid=bruised, mode="ink")
    assert st.table.cards[bruised].damage == 1


def test_trigger_about_another_card_refers_to_it():
    # Lorcana 7.1.9 ("them" = the character that quested here)
    st = started()
    loc = put(st, custom("T-court", "Courtyard", "REST Whenever a character quests while here, you may remove up to 2 damage from them.", card_type="Location", w=6, lore=0, move_cost=0), 0)
    ch = put(st, "FX-30", 0, damage=3)
    st.table.cards[ch].flags["at"] = loc
    st = act(st, "quest", uid=ch)
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "amount" and [o.id for o in st.pending[0].options] == ["0", "1", "2"]  # Lorcana 7.1.8
    st = choose(st, [2])
    assert st.table.cards[ch].damage == 1


def test_real_wording_of_a_floating_trigger():
    # Lorcana 7.4.7.1 ("Whenever one of your characters quests this turn, …")
    st = started()
    card = custom("T-puppies", "Puppies", "Whenever one of your characters quests this turn, gain 1 lore.", card_type="Action", cost=1)
    a = put(st, "FX-1", 0)
    uid = put(st, card, 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=uid, mode="ink")
    st = act(st, "quest", uid=a)
    assert st.lore[0] == 2


def test_view_is_plain_json():
    import json

    st = started()
    put(st, "FX-12", 0)
    for viewer in (None, 0, 1):
        json.dumps(ENGINE.view(st, viewer))


def test_each_opponent_chooses_one_of_their_own_in_turn_order():
    # Lorcana 1.6.2, 1.10.2.2, 10.12.1 (their own Ward does not stop them)
    st = started(players=3)
    b1, b2 = put(st, "FX-1", 1), put(st, "FX-17", 1)  # FX-17 has Ward
    c1 = put(st, "FX-30", 2)
    card = custom("T-fate", "Fate", "Each opponent chooses and banishes one of their characters.", card_type="Action", cost=1)
    uid = put(st, card, 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].player == 1
    st = choose(st, [b2])
    assert st.pending[0].player == 2 and [o.id for o in st.pending[0].options] == [str(c1)]
    st = choose(st, [c1])
    assert b2 in st.table.zone(1, "discard") and c1 in st.table.zone(2, "discard") and b1 in st.table.zone(1, "play")


def test_uncompiled_static_text_can_be_applied_by_hand_later():
    # issue: manual fallback (text the engine cannot detect or apply)
    st = started()
    odd = put(st, "FX-24", 0)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "by_hand"]
    assert len(acts) == 1 and acts[0].args == {"uid": odd, "ability": 0}
    st = ENGINE.apply(st, acts[0]).state
    assert st.pending[0].kind == "manual"
    st = ENGINE.apply(st, Action("manual", 0, {"op": "done"})).state
    assert not st.pending and not st.frames
    with pytest.raises(RulesError):
        act(st, "by_hand", uid=put(st, "FX-1", 0), ability=0)
