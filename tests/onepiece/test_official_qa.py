"""The publisher's official rules Q&A (https://asia-en.onepiece-cardgame.com/rules/qa.php: Basic Rules, Keywords,
Keyword Effects), each ruling set up in an engine game and played through ``legal_actions``/``apply``.

Each test quotes the question and answer briefly, with the rule sections of the comprehensive rules that
support it. The Advanced Rules and the rest of Keyword Effects are in test_official_qa_more.py.

Skipped as purely procedural (nothing a hosted match can ask the engine): "Can I place my deck and reveal my
Leader card in any order?" (the bot presents both decks and leaders itself, 5-2-1-1…5-2-1-3) and "During
online regionals … look at my opponent's Life card(s), what is the proper procedure?" (webcam procedure)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.core.effects import Modifier
from engine.onepiece import board
from engine.onepiece.game import ENGINE

from .helpers import (
    act,
    add_real,
    attach,
    choose,
    deck,
    end_turn,
    give_don,
    hand_of,
    leader,
    new_game,
    option_ids,
    pending_kind,
    put,
    refused,
    to_turn,
)

DECKHAND = "FX01-003"  # 2 cost, 4000, counter 1000, no text
CABIN_BOY = "FX01-004"  # 1 cost, 2000, counter 2000
SHIELD = "FX01-006"  # [Blocker], [On Block] Draw 1
TWIN_BLADE = "FX01-007"  # [Double Attack] 6000
VOID_CANNON = "FX01-008"  # [Banish] 5000
LOOKOUT = "FX01-009"  # [On Play] Draw 1 card.
BOUNTY = "FX01-010"  # [On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.
BRAWLER = "FX01-011"  # [DON!! x1] [When Attacking] +2000 during this battle
LAST_STAND = "FX01-012"  # [On K.O.] Draw 1 card.
SABOTEUR = "FX01-013"  # [Activate: Main] [Once Per Turn] You may rest this Character: −2000 to an opponent's Character
QUARTERMASTER = "FX01-014"  # [End of Your Turn] Set up to 1 of your DON!! cards as active.
SENTRY = "FX01-015"  # [On Your Opponent's Attack] [Once Per Turn] ➀: +1000 during this battle
TIDE_CALLER = "FX01-018"  # [On Play] DON!! −1: return an opponent's cost 4 or less Character to hand
SUPPLY_RUN = "FX01-020"  # Event: [Main] Draw 2 cards. [Trigger] Draw 1 card.
GUARD_UP = "FX01-021"  # Event: [Counter] +4000 during this battle (cost 1)
FIXTURE_SHIP = "FX01-023"  # Stage: [Activate: Main] You may rest this Stage: +1000 during this turn
GROVE = "FX01-024"  # 3 cost, 5000, no text
FOREST_STAGE = "FX01-030"  # Stage, cost 2, no text
LIFE_GAMBLER = "FX01-031"  # [Activate: Main] add 1 card from the top or bottom of your Life cards to your hand: +2000
LUCKY_FIND = "FX01-036"  # Event: [Main] Draw up to 2 cards.
HARBOR_FORT = "FX01-038"  # Stage: [Your Turn] Give all of your opponent's Characters -1 cost.
EVENT_FAN = "FX01-044"  # When you activate an Event, draw 1 card.


def battle_turn(seed: int = 1, **options):
    """Turn 3 (P1's second turn): both players have DON!!, battles are allowed."""
    return to_turn(new_game(seed, options or None), 3)


def legal(st, player=None):
    return ENGINE.legal_actions(st, st.active if player is None else player)


def no_counter(st):
    assert pending_kind(st) == "counter"
    return choose(st, "done")


def hand(st, p):
    return len(st.table.zone(p, "hand"))


# --- Basic Rules ------------------------------------------------------------------------------------------------


def test_life_cards_top_of_deck_ends_at_the_bottom_of_life():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Are there any rules regarding the order in which Life cards are placed?"
    # A: "Yes. Place the card at the top of your deck so that it is at the bottom of your Life cards." (QA)
    # ONE PIECE 5-2-1-7, 2-9-2-1
    st, _ = ENGINE.new_game(["P1", "P2"], [deck(), deck()], 3,
                            {"check_decks": False})
    chooser = st.pending[0].player
    st = choose(st, "first" if chooser == 0 else "second", player=chooser)
    st = choose(st, "keep", player=0)
    tops = [list(st.table.zone(p, "deck")[:5]) for p in (0, 1)]
    st = choose(st, "keep", player=1)
    for p in (0, 1):
        assert st.table.zone(p, "life") == list(reversed(tops[p]))  # the deck's top card is the bottom Life card


def test_power_zero_or_less_stays_on_the_field():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "What happens to a Character when its power is reduced to 0 or less by an effect?"
    # A: "The Character remains on the field with a power of 0 or less." (QA)  ONE PIECE 1-3-7, 1-3-7-1
    st = battle_turn()
    sab = put(st, 0, SABOTEUR, "characters")
    small = put(st, 1, CABIN_BOY, "characters")  # 2000
    st = act(st, "activate", uid=sab, ability=0)
    while st.pending:
        st = choose(st, "yes" if "yes" in option_ids(st) else small)
    assert board.power(st, small) == 0
    assert small in st.table.zone(1, "characters")  # not trashed, not K.O.'d


def test_don_given_to_a_character_cannot_be_moved_to_another():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I transfer a DON!! card already given to a Character to another Character during the Main Phase?"
    # A: "No, you cannot." (QA)  ONE PIECE 6-5-5, 6-5-5-1 (only an active DON!! of the cost area is given)
    st = battle_turn()
    for u in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, u)
    give_don(st, 0, 1)
    a, b = put(st, 0, DECKHAND, "characters"), put(st, 0, GROVE, "characters")
    st = act(st, "attach", target=a)
    given = st.table.zone(0, "attached_don")
    assert len(given) == 1 and st.table.cards[given[0]].attached_to == a
    assert not [x for x in legal(st) if x.type == "attach"]  # nothing left to give, and no "move" action exists
    refused(st, "attach", "6-5-5-1", target=b)
    assert st.table.cards[given[0]].attached_to == a


def test_a_second_stage_replaces_the_first():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I play another Stage card if there is already a Stage card on my field?"
    # A: "Yes … pay the cost, trash the card already in the Stage area, and then place the new Stage card." (QA)
    # ONE PIECE 3-8-5, 6-5-3-1
    st = battle_turn()
    old = put(st, 0, FIXTURE_SHIP, "stage")
    new = put(st, 0, FOREST_STAGE, "hand")
    assert any(x.type == "play" and x.args["uid"] == new for x in legal(st))
    active = len(board.active_don(st, 0))
    st = act(st, "play", uid=new)
    while st.pending:
        st = choose(st, old)
    assert st.table.zone(0, "stage") == [new]
    assert old in st.table.zone(0, "trash")
    assert len(board.active_don(st, 0)) == active - 2  # its cost was paid


def test_no_hand_size_limit():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Is there a limit to the number of cards I can have in my hand?"  A: "No, there is not." (QA)
    # ONE PIECE 3-4 (the hand has no maximum), 6-6 (the end phase discards nothing)
    st = battle_turn()
    hand_of(st, 0, 15)
    st = end_turn(st)
    assert hand(st, 0) == 15 and st.active == 1 and not st.pending


def test_refresh_returns_every_given_don_without_a_choice():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "In the Refresh Phase, can I choose not to return a DON!! card and leave it as given to a card?"
    # A: "No, you must always return DON!! cards to the cost area." (QA)  ONE PIECE 6-2-3
    st = battle_turn()
    a = put(st, 0, DECKHAND, "characters")
    for _ in range(2):
        st = act(st, "attach", target=a)
    st = act(st, "attach", target=leader(st, 0))
    don = len(st.table.zone(0, "cost_area")) + len(st.table.zone(0, "attached_don"))
    st = end_turn(end_turn(st))  # P2's turn passes; P1's refresh phase
    assert st.active == 0 and st.phase == "main" and not st.pending
    assert st.table.zone(0, "attached_don") == []
    assert len(st.table.zone(0, "cost_area")) >= don  # all of them back (plus this turn's DON!!)


def test_battle_ends_when_the_attacker_leaves_in_the_counter_step(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "What happens if the Character that is attacking or … the target of an attack is moved to a different area
    # during the Attack Step, Block Step, or Counter Step?"  A: "At the end of each step, if [it] has moved to another
    # area, the battle ends without proceeding to the next step." (QA)  ONE PIECE 7-1-1-4, 7-1-2-3, 7-1-3-2-3
    st = battle_turn()
    atk = put(st, 0, DECKHAND, "characters")  # 4000
    target = put(st, 1, CABIN_BOY, "characters", tapped=True)  # 2000: K.O.'d if the battle went on
    red_hawk = add_real(st, real_pool, "OP01-026", 1, "hand")  # [Counter] … Then, K.O. … 4000 power or less
    give_don(st, 1, 2)
    st = act(st, "attack", attacker=atk, target=target)
    assert pending_kind(st) == "counter"
    st = act(st, "play", player=1, uid=red_hawk)
    while st.pending and st.pending[0].player == 1 and pending_kind(st) != "counter":
        st = choose(st, atk) if str(atk) in option_ids(st) else choose(st)  # +4000 to none; K.O. the attacker
    assert atk in st.table.zone(0, "trash")
    if pending_kind(st) == "counter":
        st = choose(st, "done")
    assert st.battle is None
    assert target in st.table.zone(1, "characters")  # no damage step
    # (the Attack Step: the attacked Character leaves by a [When Attacking] effect; no Block or Counter Step follows)
    st = battle_turn()
    luffy = add_real(st, real_pool, "OP02-062", 0, "characters")  # [When Attacking] trash 2: return a cost 4 or less …
    hand_of(st, 0, 2)
    target = put(st, 1, DECKHAND, "characters", tapped=True)
    put(st, 1, SHIELD, "characters")  # an active [Blocker] that would be asked
    st = act(st, "attack", attacker=luffy, target=target)
    while st.pending and pending_kind(st) not in ("block", "counter"):
        ids = option_ids(st)
        st = choose(st, "yes") if "yes" in ids else (choose(st, target) if str(target) in ids else choose(st, *ids[:st.pending[0].min or 1]))
    assert target in st.table.zone(1, "hand")
    assert st.battle is None and not st.pending  # 7-1-1-4: the battle ended after the Attack Step


def test_minus_2000_attacker_beats_minus_2000_defender():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If I use a Character with −2000 power to attack my opponent's Character with −2000 power, who wins?"
    # A: "Your Character … will win the battle, and your opponent's Character will be K.O.'d. If … a Leader, … you
    # would deal 1 damage." (QA)  ONE PIECE 1-3-7, 7-1-4-1, 7-1-4-1-2, 7-1-4-1-1
    for to_leader in (False, True):
        st = battle_turn()
        atk = put(st, 0, CABIN_BOY, "characters")
        target = leader(st, 1) if to_leader else put(st, 1, CABIN_BOY, "characters", tapped=True)
        for uid in (atk, target):
            st.modifiers.append(Modifier(uid, "power", -2000 - board.power(st, uid), turn=st.turn))  # set-up: −2000
        assert board.power(st, atk) == board.power(st, target) == -2000
        life = len(st.table.zone(1, "life"))
        st = no_counter(act(st, "attack", attacker=atk, target=target))
        if to_leader:
            assert pending_kind(st) == "life"
            st = choose(st, "hand")
            assert len(st.table.zone(1, "life")) == life - 1
        else:
            assert target in st.table.zone(1, "trash")


def test_zero_power_attacker_ko_s_zero_power_defender():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "I won a battle by using a Character with 0 power to attack a Character with 0 power. Will my opponent's
    # Character be K.O.'d?"  A: "Yes." (QA)  ONE PIECE 7-1-4-1, 7-1-4-1-2
    st = battle_turn()
    atk = put(st, 0, CABIN_BOY, "characters")
    target = put(st, 1, CABIN_BOY, "characters", tapped=True)
    for uid in (atk, target):
        st.modifiers.append(Modifier(uid, "power", -2000, turn=st.turn))
    st = no_counter(act(st, "attack", attacker=atk, target=target))
    assert target in st.table.zone(1, "trash")


def test_event_trigger_is_not_activating_an_event():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "… the Event card had a [Trigger] effect so I activated that Event card's [Trigger] effect instead of adding it
    # to my hand. … will effects that state 'when you activate an Event' be activated?"  A: "No, they will not." (QA)
    # ONE PIECE 8-5-2, 8-5-4, 10-1-5-1
    st = battle_turn()
    put(st, 1, EVENT_FAN, "characters")
    put(st, 1, SUPPLY_RUN, "life")  # top: [Trigger] Draw 1 card.
    atk = put(st, 0, GROVE, "characters")
    before = hand(st, 1)
    st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
    assert pending_kind(st) == "life" and "activate" in option_ids(st)
    st = choose(st, "activate")
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert hand(st, 1) == before + 1  # the Trigger's draw only: Event Fan did not draw
    # (and Event Fan does draw for an Event played from the hand: 8-5-2)
    st = to_turn(st, 4)
    give_don(st, 1, 1)
    ev = put(st, 1, SUPPLY_RUN, "hand")
    before = hand(st, 1)
    st = act(st, "play", uid=ev)
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert hand(st, 1) == before - 1 + 2 + 1


# --- Keywords ---------------------------------------------------------------------------------------------------


def test_don_x_still_works_with_more_don():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can a [DON!! x○] effect still be activated if the card has more than the specified number of DON!! cards?"
    # A: "Yes, the effect can still be activated." (QA)  ONE PIECE 10-2-9-1 (x○: ○ or more DON!! given)
    st = battle_turn()
    br = put(st, 0, BRAWLER, "characters")  # 3000, [DON!! x1] [When Attacking] +2000
    attach(st, br, 2)
    assert board.power(st, br) == 5000
    st = act(st, "attack", attacker=br, target=leader(st, 1))
    while pending_kind(st) not in ("counter", None):
        st = choose(st, option_ids(st)[0])
    assert board.power(st, br) == 7000


def test_don_minus_may_return_don_given_to_characters():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When returning DON!! … according to a [DON!! −○:] effect, can I return DON!! cards that have already been
    # given to my Characters or Leader?"  A: "Yes … from your Leader area, Stage area, Character area, or cost area."
    # (QA)  ONE PIECE 10-2-10-1, 8-3-1-6
    st = battle_turn()
    for u in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, u)
    give_don(st, 0, 5)
    a = put(st, 0, DECKHAND, "characters")
    st = act(st, "attach", target=a)
    given = st.table.zone(0, "attached_don")[0]
    victim = put(st, 1, DECKHAND, "characters")
    tide = put(st, 0, TIDE_CALLER, "hand")
    st = act(st, "play", uid=tide)  # 4 DON!! rested: the DON!! given to the Deckhand is left
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert pending_kind(st) == "don_return" and f"on{a}" in option_ids(st)  # the rested cost area's, or the given one
    st = choose(st, f"on{a}")
    assert st.table.cards[given].zone == "don_deck"
    while st.pending:
        st = choose(st, victim)
    assert victim in st.table.zone(1, "hand")


def test_counter_only_from_the_hand():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate Counters of Characters on the field like [Counter +1000]?"
    # A: "No, you can only activate the Counters of cards in your hand." (QA)  ONE PIECE 7-1-3-2-1, 2-10-2
    st = battle_turn()
    on_field = put(st, 1, DECKHAND, "characters")  # counter 1000, on the field
    in_hand = put(st, 1, CABIN_BOY, "hand")
    atk = put(st, 0, GROVE, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert pending_kind(st) == "counter"
    assert f"c{in_hand}" in option_ids(st) and f"c{on_field}" not in option_ids(st)
    assert not any(str(on_field) in str(x.args) for x in legal(st, 1))
    with pytest.raises(RulesError):
        act(st, "play", player=1, uid=on_field)


def test_counter_on_a_card_not_attacked_lasts_this_battle():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I use a Counter to increase the power of a card not being attacked?"
    # A: "Yes, you can. However, the effect will end at the end of the current battle." (QA)  ONE PIECE 7-1-3-2-1, 7-1-5-4
    st = battle_turn()
    other = put(st, 1, DECKHAND, "characters")  # not attacked
    cnt = put(st, 1, CABIN_BOY, "hand")  # counter 2000
    atk = put(st, 0, GROVE, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = choose(st, f"c{cnt}")
    assert pending_kind(st) == "counter_target" and str(other) in option_ids(st)
    st = choose(st, other)
    assert board.power(st, other) == 6000
    st = no_counter(st)
    while st.pending:
        st = choose(st, "hand")
    assert st.battle is None and board.power(st, other) == 4000


def test_character_counter_costs_nothing():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Do I need to pay a cost to use a Character's Counter?"  A: "No, there is no cost …" (QA)  ONE PIECE 7-1-3-2-1
    st = battle_turn()
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = True
    assert not board.active_don(st, 1)
    cnt = put(st, 1, CABIN_BOY, "hand")
    atk = put(st, 0, GROVE, "characters")  # 5000 vs leader 5000 (+2000 = 7000)
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = act(st, "play", player=1, uid=cnt)
    assert cnt in st.table.zone(1, "trash") and board.power(st, leader(st, 1)) == 7000


def test_counter_event_not_in_the_main_phase():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate an Event card's [Counter] effect during my Main Phase?"
    # A: "No … only … during the Counter Step of a battle in which your opponent has attacked." (QA)
    # ONE PIECE 10-2-4-1, 7-1-3-2-2
    st = battle_turn()
    ev = put(st, 0, GUARD_UP, "hand")
    assert board.active_don(st, 0)
    assert not any(x.type == "play" and x.args.get("uid") == ev for x in legal(st))
    refused(st, "play", "10-2-4-1", uid=ev)
    assert ev in st.table.zone(0, "hand")


def test_sixth_character_trashed_is_not_ko():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If I have 5 Characters and play another Character, when I trash a Character, will its [On K.O.] effect
    # activate?"  A: "No … The trashed Character is not K.O.'d, but directly moved to your trash." (QA)
    # ONE PIECE 3-7-6-1, 10-2-1-3 (D14)
    st = battle_turn()
    ls = put(st, 0, LAST_STAND, "characters")
    for _ in range(4):
        put(st, 0, DECKHAND, "characters")
    new = put(st, 0, CABIN_BOY, "hand")
    before = hand(st, 0)
    st = act(st, "play", uid=new)
    assert pending_kind(st) == "overflow"
    st = choose(st, ls)
    assert ls in st.table.zone(0, "trash") and new in st.table.zone(0, "characters")
    assert not st.pending and hand(st, 0) == before - 1  # no [On K.O.] draw


def test_on_ko_is_for_the_card_itself_being_ko_d():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Does [On K.O.] mean that this effect activates when the Character with this effect is K.O.'d? Or … when
    # [it] K.O.'s an opponent's Character?"  A: "… when the Character with the effect is K.O.'d. … not … when [it]
    # K.O.'s an opponent's Character." (QA)  ONE PIECE 10-2-1-3 (D14), 7-1-4-1-2
    st = battle_turn()
    ls = put(st, 0, LAST_STAND, "characters")  # 4000
    victim = put(st, 1, CABIN_BOY, "characters", tapped=True)
    before = hand(st, 0)
    st = no_counter(act(st, "attack", attacker=ls, target=victim))
    assert victim in st.table.zone(1, "trash") and hand(st, 0) == before and not st.pending
    st = end_turn(st)  # P2's turn: P1's rested Last Stand is attacked and K.O.'d
    st.table.cards[ls].tapped = True
    big = put(st, 1, TWIN_BLADE, "characters")
    before = hand(st, 0)
    st = no_counter(act(st, "attack", attacker=big, target=ls))
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert ls in st.table.zone(0, "trash") and hand(st, 0) == before + 1


def test_once_per_turn_per_card_with_the_same_name():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If there are cards of the same name with [Once Per Turn] effects, can I activate each of these cards'
    # [Once Per Turn] effects during the same turn?"  A: "Yes, you can." (QA)  ONE PIECE 10-2-13-1, 10-2-13-3
    st = battle_turn()
    s1, s2 = put(st, 0, SABOTEUR, "characters"), put(st, 0, SABOTEUR, "characters")
    victim = put(st, 1, TWIN_BLADE, "characters")  # 6000
    for s in (s1, s2):
        assert any(x.type == "activate" and x.args["uid"] == s for x in legal(st))
        st = act(st, "activate", uid=s, ability=0)
        while st.pending:
            st = choose(st, "yes" if "yes" in option_ids(st) else victim)
    assert board.power(st, victim) == 2000
    assert not any(x.type == "activate" and x.args["uid"] in (s1, s2) for x in legal(st))  # each once


def test_on_play_must_be_activated_but_its_cost_may_be_declined():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I play a Character card with an [On Play] effect without activating this [On Play] effect?"
    # A: "No, you must activate the [On Play] effect whenever possible. However, if the effect has a cost, you can
    # choose not to pay that cost …" (QA)  ONE PIECE 10-2-1-1, 8-1-3-2, 8-3-1-4
    st = battle_turn()
    look = put(st, 0, LOOKOUT, "hand")
    before = hand(st, 0)
    st = act(st, "play", uid=look)
    assert not st.pending and hand(st, 0) == before - 1 + 1  # drawn, no "may" asked
    victim = put(st, 1, DECKHAND, "characters")
    give_don(st, 0, 4)
    tide = put(st, 0, TIDE_CALLER, "hand")
    st = act(st, "play", uid=tide)
    assert pending_kind(st) == "pay" and "no" in option_ids(st)
    st = choose(st, "no")
    assert tide in st.table.zone(0, "characters") and victim in st.table.zone(1, "characters") and not st.pending


def test_when_attacking_only_for_the_attacking_card():
    # Official Q&A (Keywords): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Does [When Attacking] mean that this effect activates when the card with this effect attacks? Does this
    # effect also activate when another card without this effect attacks?"  A: "… when the card with this effect
    # attacks. … not … when another card without this effect attacks." (QA)  ONE PIECE 10-2-5-1, 7-1-1-3
    st = battle_turn()
    br = put(st, 0, BRAWLER, "characters")
    attach(st, br, 1)
    other = put(st, 0, GROVE, "characters")
    st = act(st, "attack", attacker=other, target=leader(st, 1))
    assert pending_kind(st) == "counter" and board.power(st, br) == 4000 and not st.stack
