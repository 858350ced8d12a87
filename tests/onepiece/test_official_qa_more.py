"""The publisher's official rules Q&A (https://asia-en.onepiece-cardgame.com/rules/qa.php), second half: Basic Rules
on power, cost, "up to", durations and Life cards, Keyword Effects ([Blocker], [Banish], [Double Attack], [Trigger],
[On Your Opponent's Attack]) and Advanced Rules, each set up in an engine game and played through
``legal_actions``/``apply`` (the first half is test_official_qa.py)."""

from __future__ import annotations

from engine.core.effects import Modifier
from engine.onepiece import board
from engine.onepiece.cards.readers import CAN_ATTACK_ACTIVE
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE

from .helpers import (
    act,
    add_real,
    attach,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    life_of,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    to_turn,
)
from .test_official_qa import battle_turn, hand, legal, no_counter

DECKHAND = "FX01-003"  # 2 cost, 4000, counter 1000, no text
CABIN_BOY = "FX01-004"  # 1 cost, 2000, counter 2000
SHIELD = "FX01-006"  # [Blocker] 3000, [On Block] Draw 1
TWIN_BLADE = "FX01-007"  # [Double Attack] 6000
VOID_CANNON = "FX01-008"  # [Banish] 5000
BOUNTY = "FX01-010"  # [On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.
BRAWLER = "FX01-011"  # [DON!! x1] [When Attacking] +2000 during this battle
QUARTERMASTER = "FX01-014"  # [End of Your Turn] Set up to 1 of your DON!! cards as active.
SENTRY = "FX01-015"  # [On Your Opponent's Attack] [Once Per Turn] ➀: +1000 during this battle
TIDE_CALLER = "FX01-018"  # [On Play] DON!! −1: return an opponent's cost 4 or less Character to hand
SUPPLY_RUN = "FX01-020"  # Event: [Main] Draw 2 cards. [Trigger] Draw 1 card.
CANNON_VOLLEY = "FX01-022"  # Event: [Main] K.O. up to 1 … cost 4 or less. [Trigger] Activate this card's [Main] effect.
FIXTURE_SHIP = "FX01-023"  # Stage: [Activate: Main] You may rest this Stage: +1000 during this turn
GROVE = "FX01-024"  # 3 cost, 5000, no text
TWIN_WALL = "FX01-027"  # [Blocker] 6000
ROOT_SUPPLY = "FX01-029"  # Event: [Trigger] Add up to 1 card from the top of your deck to the top of your Life cards.
FOREST_STAGE = "FX01-030"  # Stage, cost 2, no text
LIFE_GAMBLER = "FX01-031"  # [Activate: Main] [Once Per Turn] You may add 1 card from the top or bottom of your Life cards …
LUCKY_FIND = "FX01-036"  # Event: [Main] Draw up to 2 cards.

RED_HAWK = "OP01-026"  # [Trigger] Give up to 1 of your opponent's Leader or Character cards −10000 power during this turn.
ICE_AGE = "OP02-117"  # [Main] Give up to 1 of your opponent's Characters −5 cost during this turn.
RAKUYO = "OP02-019"  # [DON!! x1] [Your Turn] All of your Characters with a type including "Whitebeard Pirates" gain +1000
SQUARD = "OP02-009"  # {Whitebeard Pirates Allies}; [On Play] If your Leader's type includes "Whitebeard Pirates", …
MARCO = "OP01-023"  # {Former Whitebeard Pirates}, 5000, no text
GUM_GUM_RAIN = "OP02-068"  # cost 0 Event: [Counter] You may trash 1 card from your hand: +3000 during this battle
HAKI = "OP12-019"  # cost 0 Event: [Main] You may give 1 active DON!! card to 1 of your [Silvers Rayleigh]: +1000 …
MINOTAUR = "OP02-087"  # [Double Attack], cost 4, 5000
TOP_KNOT = "OP03-074"  # [Main] DON!! −2: … bottom of the owner's deck. [Trigger] Activate this card's [Main] effect.
PUDDING = "ST07-008"  # [On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it …
BUGGY = "OP03-032"  # This Character cannot be K.O.'d in battle by <Slash> attribute cards. (5000)
CHEW = "OP14-050"  # [On Play] If your Leader has the {Fish-Man} type, draw 1 card.
JUGON = "OP04-005"  # If you have a [Kung Fu Jugon] other than this Character, this Character gains [Blocker].


def life(st, p):
    return list(st.table.zone(p, "life"))


def answer_all(st, pick):
    while st.pending:
        st = choose(st, pick(st))
    return st


# --- Basic Rules: power and cost --------------------------------------------------------------------------------


@needs_npm
def test_minus_10000_on_6000_is_minus_4000_and_a_don_makes_it_minus_3000(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "What happens if an effect that gives −10000 power is activated against a Character with 6000 power?"
    # A: "The Character's power becomes −4000." Q: "What happens if 1 DON!! card is given to a Character that currently
    # has −4000 power?"  A: "The Character's power becomes −3000." (QA)  ONE PIECE 1-3-7, 6-5-5-2
    st = battle_turn()
    tb = put(st, 0, TWIN_BLADE, "characters")  # 6000
    atk = put(st, 0, GROVE, "characters")
    add_real(st, real_pool, RED_HAWK, 1, "life", on_top=("life",))
    st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
    st = choose(st, "activate", player=1)
    assert str(tb) in option_ids(st)
    st = choose(st, tb, player=1)
    st = answer_all(st, lambda s: option_ids(s)[0])
    assert st.battle is None and board.power(st, tb) == -4000
    assert tb in st.table.zone(0, "characters")
    st = act(st, "attach", target=tb)
    assert board.power(st, tb) == -3000


@needs_npm
def test_cost_below_zero_is_zero(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can a Character's cost be less than 0?"  A: "No … When a Character's cost falls below 0, it is treated as 0."
    # (QA)  ONE PIECE 1-3-6
    st = battle_turn()
    small = put(st, 1, CABIN_BOY, "characters")  # cost 1
    ev = add_real(st, real_pool, ICE_AGE, 0, "hand")
    st = act(st, "play", uid=ev)
    st = answer_all(st, lambda s: small)
    assert board.cost(st, small) == 0  # 1 − 5, not −4


@needs_npm
def test_a_cost_change_is_lost_when_the_character_returns_to_the_hand(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If a Character is on the field with negative cost and then returned to my hand, can I play that Character at
    # negative cost?"  A: "No … When a Character subject to some effects is moved from one area to another, it loses
    # the effects it was subject to in the original area." (QA)  ONE PIECE 3-1-6 (a card that moves is a new card), 1-3-6
    st = battle_turn()
    for u in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, u)
    give_don(st, 0, 6)
    victim = put(st, 1, DECKHAND, "characters")  # cost 2
    ev = add_real(st, real_pool, ICE_AGE, 0, "hand")
    st = answer_all(act(st, "play", uid=ev), lambda s: victim)
    assert board.cost(st, victim) == 0
    tide = put(st, 0, TIDE_CALLER, "hand")
    st = act(st, "play", uid=tide)
    st = answer_all(st, lambda s: "yes" if "yes" in option_ids(s) else (victim if str(victim) in option_ids(s) else option_ids(s)[0]))
    assert victim in st.table.zone(1, "hand")
    assert board.play_price(st, victim) == 2  # still this turn: the −5 stayed with the Character that left


@needs_npm
def test_type_including_counts_former_and_allies(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Does 'with a type including "XX"' include cards with types such as "Former XX" and "XX Allies"?"
    # A: "Yes, it does." (QA)  ONE PIECE 2-4-3-1
    st = battle_turn()
    rak = add_real(st, real_pool, RAKUYO, 0, "characters")
    attach(st, rak, 1)
    allies = add_real(st, real_pool, SQUARD, 0, "characters")  # {Whitebeard Pirates Allies} 5000
    former = add_real(st, real_pool, MARCO, 0, "characters")  # {Former Whitebeard Pirates} 5000
    other = put(st, 0, GROVE, "characters")  # {Fixture Crew} 5000
    st = end_turn(end_turn(st))  # the power is read through a real turn of P1's
    attach(st, rak, 1)
    assert board.power(st, allies) == 6000 and board.power(st, former) == 6000
    assert board.power(st, other) == 5000


@needs_npm
def test_a_zero_cost_card_needs_no_don(real_pool):
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I use a card with 0 cost if I have no DON!! cards in my cost area?"  A: "Yes, you can." (QA)
    # ONE PIECE 2-7-3, 6-5-3-1, 7-1-3-2-2
    st = battle_turn()
    for u in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, u)
    haki = add_real(st, real_pool, HAKI, 0, "hand")
    assert any(x.type == "play" and x.args["uid"] == haki for x in legal(st))
    st = act(st, "play", uid=haki)
    assert haki in st.table.zone(0, "trash")
    st = answer_all(st, lambda s: "no" if "no" in option_ids(s) else option_ids(s)[0])
    st = end_turn(st)  # P2 attacks; P1 has no active DON!! and plays a 0 cost [Counter] Event
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    rain = add_real(st, real_pool, GUM_GUM_RAIN, 0, "hand")
    atk = put(st, 1, GROVE, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 0))
    assert f"e{rain}" in option_ids(st)
    st = act(st, "play", player=0, uid=rain)
    assert rain in st.table.zone(0, "trash")


# --- Basic Rules: effects ---------------------------------------------------------------------------------------


def test_up_to_allows_zero():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If an effect states "up to" a specified number of cards, can I choose 0 cards?"  A: "Yes …" (QA)
    # ONE PIECE 1-3-5-1
    st = battle_turn()
    ev = put(st, 0, "FX01-036", "hand")  # [Main] Draw up to 2 cards.
    before = hand(st, 0)
    st = act(st, "play", uid=ev)
    assert "0" in option_ids(st) or "no" in option_ids(st)  # none, or "no" to drawing at all
    st = choose(st, 0 if "0" in option_ids(st) else "no")
    assert hand(st, 0) == before - 1 and not st.pending
    victim = put(st, 1, CABIN_BOY, "characters")
    give_don(st, 0, 4)
    st = act(st, "play", uid=put(st, 0, BOUNTY, "hand"))
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st)
    assert victim in st.table.zone(1, "characters")


def test_an_effect_with_no_target_present_can_be_activated():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate the effect of a card with a specified target if that target is not present at that time?"
    # A: "Yes, you can. However, nothing will happen in that case." (QA)  ONE PIECE 1-3-2, 8-4-4
    st = battle_turn()
    clear(st, 1, "characters")
    ev = put(st, 0, CANNON_VOLLEY, "hand")  # [Main] K.O. up to 1 of your opponent's Characters …
    assert any(x.type == "play" and x.args["uid"] == ev for x in legal(st))
    st = act(st, "play", uid=ev)
    assert ev in st.table.zone(0, "trash") and not st.pending and not st.stack


def test_during_this_turn_outlives_its_source():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Where an effect that states "during this turn" is activated … by an [Activate: Main] …, is that effect still
    # valid … if the card that activated that effect is moved to another area?"  A: "Yes, it is valid." (QA)
    # ONE PIECE 8-1-3-4-1 (a one-shot effect's duration does not depend on its source), 3-8-5
    st = battle_turn()
    ship = put(st, 0, FIXTURE_SHIP, "stage")
    lead = leader(st, 0)
    st = act(st, "activate", uid=ship, ability=0)
    st = answer_all(st, lambda s: "yes" if "yes" in option_ids(s) else lead)
    assert board.power(st, lead) == 6000
    st = act(st, "play", uid=put(st, 0, FOREST_STAGE, "hand"))  # the Ship is trashed
    st = answer_all(st, lambda s: ship)
    assert ship in st.table.zone(0, "trash")
    assert board.power(st, lead) == 6000


def test_top_and_bottom_life_are_the_very_top_and_bottom():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When text refers to 1 card from the top or bottom of the Life cards, what card is it referring to?"
    # A: "… the card at the very top or very bottom of the Life cards." (QA)  ONE PIECE 3-10-2-1, 4-6-1
    for end in ("top", "bottom"):
        st = battle_turn()
        cards = life_of(st, 0, 4)
        gam = put(st, 0, LIFE_GAMBLER, "characters")
        st = act(st, "activate", uid=gam, ability=0)
        assert pending_kind(st) == "life_end" and set(option_ids(st)) == {"top", "bottom"}
        want = cards[0] if end == "top" else cards[-1]
        st = answer_all(choose(st, end), lambda s: option_ids(s)[0])
        assert want in st.table.zone(0, "hand")
        assert life(st, 0) == [c for c in cards if c != want]


def deck_card_to_empty_life():
    """P2's last Life card is Root Supply; P1's attack takes it and its [Trigger] adds P2's deck top to the top of the
    (now empty) Life cards. Returns the state and that card."""
    st = battle_turn()
    clear(st, 1, "life")
    put(st, 1, ROOT_SUPPLY, "life")
    top = st.table.zone(1, "deck")[0]
    atk = put(st, 0, GROVE, "characters")
    st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
    st = choose(st, "activate", player=1)
    st = answer_all(st, lambda s: option_ids(s)[-1] if "0" in option_ids(s) else option_ids(s)[0])
    return st, top


def test_card_placed_in_an_empty_life_area_face_down():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When directed to place a card at the top or bottom of the Life cards, where should I place the card?"
    # A: "… If there are no cards in the Life area, place the card in the Life area. The card must be placed face-down
    # unless you are directed otherwise." (QA)  ONE PIECE 3-10-2 (the Life area is face down)
    st, top = deck_card_to_empty_life()
    assert life(st, 1) == [top]
    assert not st.table.cards[top].flags.get("face_up")


def test_card_added_from_the_deck_to_life_is_seen_by_nobody():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When I add a card from my deck to my Life cards, can I or my opponent look at that card?"  A: "No, you cannot."
    # (QA)  ONE PIECE 3-10-2, 4-6-1: the view of either player shows no card there
    st, top = deck_card_to_empty_life()
    assert life(st, 1) == [top]
    for viewer in (0, 1):
        zone = ENGINE.view(st, viewer)["players"][1]["zones"].get("life", [])
        assert len(zone) == 1 and zone[0].get("hidden") and "card_id" not in zone[0], zone


def test_trigger_of_a_face_up_life_card():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate the Trigger of a card placed face-up in my Life area?"  A: "Yes, you can." (QA)
    # ONE PIECE 10-1-5-1, 7-1-4-1-1-2
    st = battle_turn()
    up = put(st, 1, SUPPLY_RUN, "life")
    st.table.cards[up].flags["face_up"] = True
    atk = put(st, 0, GROVE, "characters")
    st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
    assert pending_kind(st) == "life" and "activate" in option_ids(st)
    before = hand(st, 1)
    st = choose(st, "activate")
    assert hand(st, 1) == before + 1 and up not in st.table.zone(1, "hand")


def test_given_don_cannot_be_set_active_by_effects():
    # Official Q&A (Basic Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can DON!! cards given to Characters or Leaders, or DON!! cards in the DON!! deck be set as active or rested
    # according to effects?"  A: "No, they cannot." (QA)  ONE PIECE 6-5-5, 3-9 (only the cost area's DON!! are active
    # or rested)
    st = battle_turn()
    put(st, 0, QUARTERMASTER, "characters")  # [End of Your Turn] Set up to 1 of your DON!! cards as active.
    for u in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, u)
    give_don(st, 0, 2)
    st = act(st, "attach", target=leader(st, 0))
    given = st.table.zone(0, "attached_don")[0]
    rested = st.table.zone(0, "cost_area")[0]
    st.table.cards[rested].tapped = True
    deck_don = list(st.table.zone(0, "don_deck"))
    st = end_turn(st)
    assert pending_kind(st) == "amount" and st.pending[0].player == 0
    st = choose(st, 1)
    st = answer_all(st, lambda s: str(rested) if str(rested) in option_ids(s) else option_ids(s)[0])
    assert st.active == 1
    assert not st.table.cards[rested].tapped  # the one DON!! that can be set active: the cost area's
    assert st.table.cards[given].zone == "attached_don" and st.table.cards[given].attached_to == leader(st, 0)
    assert st.table.zone(0, "don_deck") == deck_don


# --- Keyword Effects: [Blocker] ---------------------------------------------------------------------------------


def blocker_board():
    st = battle_turn()
    x, y = put(st, 1, SHIELD, "characters"), put(st, 1, TWIN_WALL, "characters")
    atk = put(st, 0, TWIN_BLADE, "characters")
    return st, x, y, atk


def test_one_blocker_per_battle():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I use 2 or more [Blocker] effects in a single battle?"  A: "No … up to 1 [Blocker] effect." (QA)
    # ONE PIECE 7-1-2-1, 10-1-4-1
    st, x, y, atk = blocker_board()
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = choose(st, x)
    assert pending_kind(st) == "counter"  # no second block step
    assert not any(a.args.get("picks") == [str(y)] for a in legal(st, 1))


def test_attacked_blocker_cannot_block():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate the [Blocker] of a Character being attacked?"  A: "No, you cannot." (QA)  ONE PIECE 10-1-4-1
    # (an attacker that can attack active Characters, so that the attacked [Blocker] is active)
    st, x, y, atk = blocker_board()
    st.modifiers.append(Modifier(atk, "keyword", keyword=CAN_ATTACK_ACTIVE, turn=st.turn))  # set-up
    st2 = act(st, "attack", attacker=atk, target=y)  # y, active, is attacked: only x may block
    assert pending_kind(st2) == "block" and set(option_ids(st2)) == {str(x), "none"}
    st.table.cards[x].tapped = True
    st = act(st, "attack", attacker=atk, target=y)
    assert pending_kind(st) == "counter" and not st.table.cards[y].tapped  # no block step


def test_blocker_may_be_countered():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When I activate a card's [Blocker], can I use a Counter to increase that card's power?"  A: "Yes …" (QA)
    # ONE PIECE 7-1-3-2-1, 10-1-4-1
    st, _x, y, atk = blocker_board()
    cnt = put(st, 1, CABIN_BOY, "hand")  # counter 2000
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = choose(st, y)  # 6000 vs 6000
    st = choose(st, f"c{cnt}")
    st = choose(st, y)
    assert board.power(st, y) == 8000
    st = no_counter(st)
    assert y in st.table.zone(1, "characters") and st.battle is None


def test_blocker_is_optional():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When my opponent is attacking, if I have a [Blocker] Character, do I have to activate that [Blocker]?"
    # A: "No, you can choose not to activate a [Blocker]." (QA)  ONE PIECE 7-1-2-1 (may)
    st, x, y, atk = blocker_board()
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert "none" in option_ids(st)
    st = choose(st, "none")
    assert st.battle.target == leader(st, 1) and not st.table.cards[x].tapped and not st.table.cards[y].tapped


def test_rested_blocker_cannot_block():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I activate the [Blocker] of a rested Character?"  A: "No, you cannot." (QA)  ONE PIECE 10-1-4-1
    st, x, y, atk = blocker_board()
    st.table.cards[x].tapped = True
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert set(option_ids(st)) == {str(y), "none"}


# --- Keyword Effects: [Banish], [Double Attack], [Trigger] ------------------------------------------------------


def test_banish_always_trashes_the_life_card():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I choose not to trash a Life card if I succeed in dealing damage using a Character with [Banish]?"
    # A: "No, you cannot." (QA)  ONE PIECE 10-1-3-1
    st = battle_turn()
    top = life(st, 1)[0]
    bn = put(st, 0, VOID_CANNON, "characters")
    st = no_counter(act(st, "attack", attacker=bn, target=leader(st, 1)))
    assert not st.pending and top in st.table.zone(1, "trash")


def test_double_attack_deals_two_no_choice():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I choose to deal 1 damage if I succeed in dealing damage using a Character with [Double Attack]?"
    # A: "No, you cannot." (QA)  ONE PIECE 10-1-2-1
    st = battle_turn()
    before = len(life(st, 1))
    da = put(st, 0, TWIN_BLADE, "characters")
    st = no_counter(act(st, "attack", attacker=da, target=leader(st, 1)))
    while st.pending:
        assert st.pending[0].player == 1  # the attacker is never asked how much
        st = choose(st, "hand")
    assert len(life(st, 1)) == before - 2


@needs_npm
def test_double_attack_second_damage_after_the_attacker_is_ko_d(real_pool):
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When dealing 2 damage with [Double Attack], if this Character … leaves the field due to a Trigger effect from
    # the initial damage, is the remaining damage no longer dealt?"  A: "No, the remaining damage is still dealt. …
    # the damage to be dealt is fixed at 2 …" (QA)  ONE PIECE 10-1-2-1, 7-1-4-1-1-3
    st = battle_turn()
    clear(st, 1, "life")
    second = put(st, 1, DECKHAND, "life")
    put(st, 1, CANNON_VOLLEY, "life")
    da = add_real(st, real_pool, MINOTAUR, 0, "characters")  # [Double Attack], cost 4
    st = no_counter(act(st, "attack", attacker=da, target=leader(st, 1)))
    st = choose(st, "activate", player=1)
    st = choose(st, da, player=1)
    assert da in st.table.zone(0, "trash")
    assert pending_kind(st) == "life" and st.pending[0].context["uid"] == second  # the second damage still comes
    st = choose(st, "hand")
    assert life(st, 1) == [] and second in st.table.zone(1, "hand")


def test_double_attack_at_one_life_does_not_win():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If my opponent has 1 Life card, can I win the game by using a [Double Attack] to deal 2 damage?"
    # A: "No, you cannot." (QA)  ONE PIECE 7-1-4-1-1-3, 7-1-4-1-1-1 (D5)
    st = battle_turn()
    life_of(st, 1, 1)
    da = put(st, 0, TWIN_BLADE, "characters")
    st = choose(no_counter(act(st, "attack", attacker=da, target=leader(st, 1))), "hand")
    assert life(st, 1) == [] and not st.over


def test_life_card_to_hand_without_its_trigger():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can I add a card to my hand without activating its [Trigger]?"  A: "Yes, you can." (QA)  ONE PIECE 10-1-5-2
    st = battle_turn()
    top = put(st, 1, SUPPLY_RUN, "life")
    atk = put(st, 0, GROVE, "characters")
    st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
    assert {"activate", "hand"} <= set(option_ids(st))
    before = hand(st, 1)
    st = choose(st, "hand")
    assert top in st.table.zone(1, "hand") and hand(st, 1) == before + 1 and not st.pending


def test_life_moved_by_an_effect_has_no_trigger():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When I move a Life card with a [Trigger] due to an effect such as "Add 1 card from the top of your Life cards
    # to your hand" …, can I activate that [Trigger] effect?"  A: "No … [Trigger] effects can only be activated upon
    # taking damage." (QA)  ONE PIECE 10-1-5-1, 2-11-2
    st = battle_turn()
    top = put(st, 0, SUPPLY_RUN, "life")
    gam = put(st, 0, LIFE_GAMBLER, "characters")
    st = act(st, "activate", uid=gam, ability=0)
    st = answer_all(st, lambda s: "yes" if "yes" in option_ids(s) else next(
        (i for i in option_ids(s) if i == str(top) or i == "top"), option_ids(s)[0]))
    assert top in st.table.zone(0, "hand") and pending_kind(st) is None


def test_double_attack_first_trigger_resolves_before_the_second_damage():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "I have taken 2 damage from … [Double Attack]. If the card from the first damage has a [Trigger], do I activate
    # this [Trigger] effect before the second damage is dealt?"  A: "Yes … If you still have 1 or more Life cards left
    # after … the [Trigger] …, check a Life card according to the second damage." (QA)  ONE PIECE 7-1-4-1-1-3, 10-1-5-1
    st = battle_turn()
    clear(st, 1, "life")
    put(st, 1, DECKHAND, "life")
    put(st, 1, ROOT_SUPPLY, "life")  # top: [Trigger] Add up to 1 card from the top of your deck to the top of your Life
    deck_top = st.table.zone(1, "deck")[0]
    da = put(st, 0, TWIN_BLADE, "characters")
    st = no_counter(act(st, "attack", attacker=da, target=leader(st, 1)))
    st = choose(st, "activate", player=1)
    while pending_kind(st) not in ("life", None):
        st = choose(st, "1" if "1" in option_ids(st) else option_ids(st)[0])
    assert pending_kind(st) == "life" and st.pending[0].context["uid"] == deck_top  # the Trigger's card takes the damage
    st = choose(st, "hand")
    assert len(life(st, 1)) == 1


@needs_npm
def test_top_knot_trigger_must_pay_don_minus_2(real_pool):
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "When I activate [OP03-074: Top Knot]'s [Trigger] effect "Activate this card's [Main] effect.", can I activate
    # the [Main] effect without paying its "DON!! −2" activation cost?"  A: "No, you cannot." (QA)
    # ONE PIECE 8-3-1-3, 8-3-1-6, 10-2-10-1, 10-1-5-1
    for don in (0, 1, 2):
        st = battle_turn()
        for u in list(st.table.zone(1, "cost_area")):
            board.return_one_don(st, u)
        give_don(st, 1, don)
        add_real(st, real_pool, TOP_KNOT, 1, "life", on_top=("life",))
        atk = put(st, 0, GROVE, "characters")  # 5000, cost 3
        st = no_counter(act(st, "attack", attacker=atk, target=leader(st, 1)))
        st = choose(st, "activate", player=1)
        while st.pending:
            ids = option_ids(st)
            st = choose(st, "yes" if "yes" in ids else (atk if str(atk) in ids else ids[0]))
        if don < 2:
            assert atk in st.table.zone(0, "characters")  # the cost can't be paid: nothing happens
            assert len(st.table.zone(1, "cost_area")) == don
        else:
            assert atk in st.table.zone(0, "deck") and st.table.zone(0, "deck")[-1] == atk
            assert len(st.table.zone(1, "cost_area")) == 0


def test_when_attacking_resolves_before_on_your_opponents_attack():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Which activates first, the [When Attacking] effect of a card that has attacked on my opponent's turn or my
    # [On Your Opponent's Attack] effect?"  A: "Your opponent's [When Attacking] effect activates first." (QA)
    # ONE PIECE 7-1-1-3, 8-1-3-2 (the turn player's effects first)
    st = battle_turn()
    br = put(st, 0, BRAWLER, "characters")  # 3000 +1000 (DON!!)
    attach(st, br, 1)
    put(st, 1, SENTRY, "characters")
    st = act(st, "attack", attacker=br, target=leader(st, 1))
    assert st.pending and st.pending[0].player == 1  # Sentry's ➀ is asked …
    assert board.power(st, br) == 6000  # … after Brawler's +2000 resolved


def test_on_your_opponents_attack_whatever_the_target():
    # Official Q&A (Keyword Effects): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If I have a card with an [On Your Opponent's Attack] effect on my field and my opponent targets a different
    # card to attack, can I still activate [it]?"  A: "Yes, you can." (QA)  ONE PIECE 10-2-16-1
    st = battle_turn()
    sentry = put(st, 1, SENTRY, "characters")
    other = put(st, 1, DECKHAND, "characters", tapped=True)  # 4000
    atk = put(st, 0, DECKHAND, "characters")  # 4000
    st = act(st, "attack", attacker=atk, target=other)
    assert st.pending and st.pending[0].player == 1 and pending_kind(st) in ("pay", "may")
    st = choose(st, "yes")
    st = answer_all(st, lambda s: str(other) if str(other) in option_ids(s) else ("done" if "done" in option_ids(s) else option_ids(s)[0]))
    assert other in st.table.zone(1, "characters")  # 4000 + 1000 beats 4000
    assert sentry in st.table.zone(1, "characters")


# --- Advanced Rules ---------------------------------------------------------------------------------------------


@needs_npm
def test_look_at_either_life_and_return_it_to_its_owners_life(real_pool):
    # Official Q&A (Advanced Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Where an effect states "Look at up to 1 card from the top of your or your opponent's Life cards, and place it
    # at the top or bottom of the Life cards.", can I look at a card from the top of my [opponent's] Life cards, and place
    # it at the top or bottom of my [opponent's] Life cards?"  A: "No … place it at the top or bottom of that card's
    # owner's Life cards." (QA, two rulings)  ONE PIECE 3-10-2, 4-6-1
    for whose in (0, 1):
        st = battle_turn()
        mine, theirs = life_of(st, 0, 3), life_of(st, 1, 3)
        st, _ = st, None
        pud = add_real(st, real_pool, PUDDING, 0, "hand")
        st = act(st, "play", uid=pud)
        looked = (mine if whose == 0 else theirs)[0]
        seen = []
        while st.pending:
            ids = option_ids(st)
            seen.append(ids)
            if str(looked) in ids:
                st = choose(st, looked)
            elif "bottom" in ids:
                st = choose(st, "bottom")
            elif str(-looked) in ids:
                st = choose(st, -looked)
            else:
                st = choose(st, ids[0])
        owner_life = life(st, whose)
        assert owner_life[-1] == looked, seen  # at the bottom of its owner's Life
        assert len(life(st, 0)) == 3 and len(life(st, 1)) == 3


ALL_IN_ONE = "QA01-001"
"""A fixture Leader (not a real card, kept out of the card data): the Q&A's "This Leader is treated as a card with all
card names, types, and attributes." (no card of the pinned English pool has this text)."""


def all_in_one_leader(st, player: int = 0) -> int:
    st.cards[ALL_IN_ONE] = card_data(number=ALL_IN_ONE, name="Fixture Everyone", type="Leader", colors=["Red"], power=5000,
                                     life=5, attributes=["Strike"], traits=["Fixture Crew"],
                                     text="This Leader is treated as a card with all card names, types, and attributes.")
    clear(st, player, "leader")
    card = st.table.add(ALL_IN_ONE, player, "leader")
    return card.uid


@needs_npm
def test_all_attributes_leader_cannot_battle_ko_a_no_slash_character(real_pool):
    # Official Q&A (Advanced Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If a Leader with the effect "This Leader is treated as a card with all card names, types, and attributes."
    # attacks a Character with the effect "This Character cannot be K.O.'d in battle by <Slash> attribute cards.", can
    # that Leader K.O. that Character in battle?"  A: "No, it cannot." (QA)  ONE PIECE 2-5-4, 2-1-3, 1-3-3
    st = battle_turn()
    lead = all_in_one_leader(st, 0)
    buggy = add_real(st, real_pool, BUGGY, 1, "characters", tapped=True)  # 5000
    attach(st, lead, 1)  # 6000
    st = no_counter(act(st, "attack", attacker=lead, target=buggy))
    assert buggy in st.table.zone(1, "characters")
    # (a <Strike> Leader without that text does K.O. it)
    st = battle_turn()
    buggy = add_real(st, real_pool, BUGGY, 1, "characters", tapped=True)
    attach(st, leader(st, 0), 1)
    st = no_counter(act(st, "attack", attacker=leader(st, 0), target=buggy))
    assert buggy in st.table.zone(1, "trash")


@needs_npm
def test_all_types_leader_has_any_type(real_pool):
    # Official Q&A (Advanced Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can a Leader with the effect "This Leader is treated as a card with all card names, types, and attributes."
    # fulfill the effect condition "If your Leader has the {XX} type"?"  A: "Yes, it can." (QA)  ONE PIECE 2-4-4, 2-4-3
    for every in (True, False):  # (and the plain fixture Leader does not)
        st = battle_turn()
        if every:
            all_in_one_leader(st, 0)
        chew = add_real(st, real_pool, CHEW, 0, "hand")  # [On Play] If your Leader has the {Fish-Man} type, draw 1 card.
        before = hand(st, 0)
        st = answer_all(act(st, "play", uid=chew), lambda s: option_ids(s)[0])
        assert hand(st, 0) == before - 1 + (1 if every else 0)


@needs_npm
def test_all_types_leader_type_includes_anything(real_pool):
    # Official Q&A (Advanced Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "Can a Leader with the effect "This Leader is treated as a card with all card names, types, and attributes."
    # fulfill the effect condition "If your Leader's type includes "XX""?"  A: "Yes, it can." (QA)  ONE PIECE 2-4-4, 2-4-3-1
    for every in (True, False):  # (and the plain fixture Leader does not)
        st = battle_turn()
        if every:
            all_in_one_leader(st, 0)
        victim = put(st, 1, TWIN_BLADE, "characters")  # 6000
        life_before = len(life(st, 0))
        st = act(st, "play", uid=add_real(st, real_pool, SQUARD, 0, "hand"))
        st = answer_all(st, lambda s, v=victim: str(v) if str(v) in option_ids(s) else option_ids(s)[0])
        assert board.power(st, victim) == (2000 if every else 6000)  # If your Leader's type includes "Whitebeard Pirates"
        assert len(life(st, 0)) == life_before - (1 if every else 0)  # … and 1 Life card to the hand


@needs_npm
def test_all_names_leader_gives_kung_fu_jugon_blocker(real_pool):
    # Official Q&A (Advanced Rules): https://asia-en.onepiece-cardgame.com/rules/qa.php
    # Q: "If my Leader has the effect "This Leader is treated as a card with all card names, types, and attributes.",
    # can my [OP04-005 Kung Fu Jugon] on the field gain [Blocker] according to the effect "If you have a [Kung Fu Jugon]
    # other than this Character, this Character gains [Blocker]."?"  A: "Yes, it can." (QA)  ONE PIECE 2-1-3, 10-1-4-1
    for every in (True, False):  # (a single Kung Fu Jugon under the plain fixture Leader has no [Blocker])
        st = to_turn(new_game(), 4)  # P2 attacks P1
        if every:
            all_in_one_leader(st, 0)
        jugon = add_real(st, real_pool, JUGON, 0, "characters")
        atk = put(st, 1, GROVE, "characters")
        st = act(st, "attack", attacker=atk, target=leader(st, 0))
        assert (pending_kind(st) == "block" and str(jugon) in option_ids(st)) == every
    st = to_turn(new_game(), 4)  # two Kung Fu Jugons: each has [Blocker]
    jugons = [add_real(st, real_pool, JUGON, 0, "characters") for _ in range(2)]
    st = act(st, "attack", attacker=put(st, 1, GROVE, "characters"), target=leader(st, 0))
    assert set(option_ids(st)) == {*map(str, jugons), "none"}
