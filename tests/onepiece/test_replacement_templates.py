"""Replacement effects ("If … would be K.O.'d / removed from the field …, you may … instead"),
each played with a real card in an engine game, clause by clause: which cards are protected,
which events ("by your opponent's effect", in battle), the cost paid instead (8-3-1), declining
("you may", 8-3-1-4), [Once Per Turn] (10-2-13) and [Opponent's Turn] (8-3-2-5). The rules
document names replacement effects among the continuous effects (8-1-3-4, 8-1-3-4-3)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    add_real,
    attach,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    paid_with_only,
    pending_kind,
    put,
    set_real_leader,
    to_turn,
)

pytestmark = needs_npm

KO_ANY = card_data(number="FX99-401", name="Test Cannon", type="Event", colors=["Red"], cost=1,
                   text="[Main] K.O. up to 1 of your opponent's Characters.")
BOUNCE = card_data(number="FX99-403", name="Test Wave", type="Event", colors=["Red"], cost=1,
                   text="[Main] Return up to 1 of your opponent's Characters to the owner's hand.")
OWN_KO = card_data(number="FX99-402", name="Own Cannon", type="Event", colors=["Red"], cost=1,
                   text="[Main] K.O. up to 1 of your Characters.")


add = add_real


def event(st: OPState, data: dict, player: int) -> int:
    st.cards[data["id"]] = data
    return st.table.add(data["id"], player, "hand").uid


def p2_turn() -> OPState:
    """Turn 4: P2's turn, P2 has DON!! for a cheap event."""
    st = to_turn(new_game(), 4)
    give_don(st, 1, 2)
    return st


# --- OP10-032 Tashigi: "If you have a green Character other than [Tashigi] that would be removed
# from the field by your opponent's effect, you may rest this Character instead." ----------------

def tashigi_game(real_pool: CardPool) -> tuple[OPState, int, int]:
    st = p2_turn()
    tashigi = add(st, real_pool, "OP10-032", 0, "characters")
    green = put(st, 0, "FX01-024", "characters")  # Grove Keeper: green
    return st, tashigi, green


def test_tashigi_rests_instead_of_a_green_character_being_ko_d(real_pool):
    st, tashigi, green = tashigi_game(real_pool)
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), green)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # offered to Tashigi's controller
    st = choose(st, "yes")
    assert st.table.cards[tashigi].tapped  # the cost: rest this Character
    assert st.table.cards[green].zone == "characters"  # instead of being K.O.'d
    assert not st.pending


def test_tashigi_may_be_declined(real_pool):
    st, tashigi, green = tashigi_game(real_pool)
    st = choose(act(st, "play", uid=event(st, BOUNCE, 1)), green)  # any removal, here to the hand
    st = choose(st, "no")
    assert not st.table.cards[tashigi].tapped and st.table.cards[green].zone == "hand"


def test_tashigi_needs_to_be_active_and_protects_only_green_others_against_the_opponent(real_pool):
    st, tashigi, green = tashigi_game(real_pool)
    st.table.cards[tashigi].tapped = True  # 8-3-1-3: the cost can't be paid
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), green)
    assert st.table.cards[green].zone == "trash" and not st.pending
    st, tashigi, _green = tashigi_game(real_pool)
    red = put(st, 0, "FX01-003", "characters")
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), red)  # not green
    assert st.table.cards[red].zone == "trash" and not st.pending
    st, tashigi, _green = tashigi_game(real_pool)
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), tashigi)  # "other than [Tashigi]"
    assert st.table.cards[tashigi].zone == "trash" and not st.pending
    st, tashigi, green = tashigi_game(real_pool)
    st = to_turn(st, 5)  # P1's own effect is not the opponent's
    give_don(st, 0, 1)
    st = choose(act(st, "play", uid=event(st, OWN_KO, 0)), green)
    assert st.table.cards[green].zone == "trash" and not st.table.cards[tashigi].tapped


# --- OP12-027 Koushirou: "If your <Slash> attribute Character with a cost of 5 or less other than
# this Character would be K.O.'d by your opponent's effect, you may rest this Character instead." --

def test_koushirou_protects_a_slash_character_from_a_ko_but_not_from_a_return(real_pool):
    st = p2_turn()
    koushirou = add(st, real_pool, "OP12-027", 0, "characters")
    slash = add(st, real_pool, "OP12-031", 0, "characters")  # Tashigi: <Slash>, cost 4
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), slash)
    st = choose(st, "yes")
    assert st.table.cards[koushirou].tapped and st.table.cards[slash].zone == "characters"
    st.table.cards[koushirou].tapped = False
    st = choose(act(st, "play", uid=event(st, BOUNCE, 1)), slash)  # "K.O.'d" only
    assert st.table.cards[slash].zone == "hand" and not st.table.cards[koushirou].tapped


def test_koushirou_does_not_cover_a_strike_character(real_pool):
    st = p2_turn()
    add(st, real_pool, "OP12-027", 0, "characters")
    strike = put(st, 0, "FX01-003", "characters")  # <Strike>
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), strike)
    assert st.table.cards[strike].zone == "trash"


# --- OP14-029 Tashigi: "[Opponent's Turn] If this Character would be removed from the field by
# your opponent's effect, you may rest 1 of your cards instead." -------------------------------

def test_tashigi_14_rests_one_of_your_cards_chosen_instead(real_pool):
    st = p2_turn()
    tashigi = add(st, real_pool, "OP14-029", 0, "characters")
    give_don(st, 0, 2)
    lead = leader(st, 0)
    don = len(board.active_don(st, 0))
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), tashigi)
    st = choose(st, "yes")
    # "1 of your cards": the active Leader, Characters (itself too) or DON!! of the cost area
    assert pending_kind(st) == "cost" and str(lead) in option_ids(st) and str(tashigi) in option_ids(st)
    assert len(option_ids(st)) == 2 + don and st.pending[0].min == 1
    st = choose(st, lead)
    assert st.table.cards[lead].tapped and st.table.cards[tashigi].zone == "characters"


def test_tashigi_14_only_on_the_opponents_turn(real_pool):
    st = to_turn(new_game(), 3)  # P1's own turn: [Opponent's Turn] is off (8-3-2-5)
    tashigi = add(st, real_pool, "OP14-029", 0, "characters")
    give_don(st, 0, 1)
    st = choose(act(st, "play", uid=event(st, OWN_KO, 0)), tashigi)
    assert st.table.cards[tashigi].zone == "trash"


# --- OP14-034 Monkey.D.Luffy (Leader): "[Once Per Turn] If your {Straw Hat Crew} type Character
# would be K.O.'d by your opponent's effect, you may rest 1 of your Characters instead." ---------

def test_luffy_leader_rests_a_character_once_per_turn(real_pool):
    st = p2_turn()
    lead = leader(st, 0)
    st.cards["OP14-034"] = real_pool.get("OP14-034").data
    st.table.cards[lead].card_id = "OP14-034"
    first = add(st, real_pool, "OP14-031", 0, "characters")  # {Straw Hat Crew}
    second = add(st, real_pool, "OP14-031", 0, "characters")
    other = put(st, 0, "FX01-003", "characters")
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), first)
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and set(option_ids(st)) == {str(first), str(second), str(other)}  # Characters only
    st = choose(st, other)
    assert st.table.cards[other].tapped and st.table.cards[first].zone == "characters"
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), second)  # 10-2-13: used this turn
    assert st.table.cards[second].zone == "trash"


# --- OP14-061 Vergo: "[Once Per Turn] If your {Donquixote Pirates} type Character would be removed
# from the field by your opponent's effect, you may return 1 DON!! card from your field to your
# DON!! deck instead." ----------------------------------------------------------------------------

def test_vergo_returns_a_don_instead(real_pool):
    st = p2_turn()
    vergo = add(st, real_pool, "OP14-061", 0, "characters")  # {Donquixote Pirates} itself
    give_don(st, 0, 2)
    before = board.don_on_field(st, 0)
    st = choose(act(st, "play", uid=event(st, BOUNCE, 1)), vergo)
    st = choose(st, "yes")
    assert board.don_on_field(st, 0) == before - 1 and st.table.cards[vergo].zone == "characters"


def test_vergo_cannot_pay_without_don(real_pool):
    st = p2_turn()
    vergo = add(st, real_pool, "OP14-061", 0, "characters")
    for don in list(st.table.zone(0, "cost_area")):
        st.table.move(don, "don_deck", player=0)
    assert board.don_on_field(st, 0) == 0
    st = choose(act(st, "play", uid=event(st, BOUNCE, 1)), vergo)
    assert st.table.cards[vergo].zone == "hand" and not st.pending


# --- OP13-046 Vista: "[Once Per Turn] If this Character would be K.O.'d or would be removed from
# the field by your opponent's effect, you may trash 1 card with a type including "Whitebeard
# Pirates" from your hand instead." (a K.O. in battle too) -------------------------------------

def test_vista_trashes_a_whitebeard_card_instead_of_a_ko_in_battle(real_pool):
    st = to_turn(new_game(), 4)
    vista = add(st, real_pool, "OP13-046", 0, "characters", tapped=True)
    clear(st, 0, "hand")
    whitebeard = add(st, real_pool, "OP13-046", 0, "hand")  # another Vista: {Whitebeard Pirates}
    put(st, 0, "FX01-003", "hand")  # no such type
    plain = put(st, 0, "FX01-003", "hand")
    attacker = put(st, 1, "FX01-007", "characters")  # 6000
    attach(st, attacker, 2)  # 8000 against Vista's 7000
    st = act(st, "attack", attacker=attacker, target=vista)
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "none" if pending_kind(st) == "block" else "done")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert paid_with_only(st, whitebeard)  # only the Whitebeard card pays it; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[whitebeard].zone == "trash" and st.table.cards[plain].zone == "hand"
    assert st.table.cards[vista].zone == "characters" and st.battle is None


def test_vista_declined_is_ko_d(real_pool):
    st = to_turn(new_game(), 4)
    vista = add(st, real_pool, "OP13-046", 0, "characters", tapped=True)
    add(st, real_pool, "OP13-046", 0, "hand")
    attacker = put(st, 1, "FX01-007", "characters")
    attach(st, attacker, 2)
    st = act(st, "attack", attacker=attacker, target=vista)
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "none" if pending_kind(st) == "block" else "done")
    st = choose(st, "no")
    assert st.table.cards[vista].zone == "trash"


# --- OP05-030 Donquixote Rosinante: "[Opponent's Turn] If your rested Character would be K.O.'d,
# you may trash this Character instead." -----------------------------------------------------------

def test_rosinante_trashes_itself_instead_of_a_rested_character_ko_d_in_battle(real_pool):
    st = to_turn(new_game(), 4)
    rosinante = add(st, real_pool, "OP05-030", 0, "characters")
    rested = put(st, 0, "FX01-003", "characters", tapped=True)
    active = put(st, 0, "FX01-003", "characters")
    attacker = put(st, 1, "FX01-007", "characters")
    st = act(st, "attack", attacker=attacker, target=rested)
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "none" if pending_kind(st) == "block" else "done")
    st = choose(st, "yes")
    assert st.table.cards[rosinante].zone == "trash" and st.table.cards[rested].zone == "characters"
    assert st.table.cards[active].zone == "characters"


# --- "you may X. If you do, Y" (costs inside the effect): Y only when X was done ------------------

def charlestone_counter(real_pool: CardPool) -> tuple[OPState, int, int]:
    """OP05-038 [Counter] "Up to 1 of your Leader or Character cards gains +4000 power during this
    battle. Then, you may trash 1 card from your hand. If you do, set up to 3 of your DON!! cards as
    active." — P2 attacks P1's Leader; P1 plays it with 5 rested DON!! and 2 active."""
    st = to_turn(new_game(), 4)
    for don in list(st.table.zone(0, "cost_area")):
        st.table.move(don, "don_deck", player=0)
    give_don(st, 0, 5, rested=True)
    give_don(st, 0, 2)
    clear(st, 0, "hand")
    charlestone = add(st, real_pool, "OP05-038", 0, "hand")
    spare = put(st, 0, "FX01-003", "hand")
    attacker = put(st, 1, "FX01-007", "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, "none")
    st = choose(st, f"e{charlestone}")
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1"
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 5000 + 4000
    return st, spare, charlestone


def test_charlestone_trashes_then_sets_don_active(real_pool):
    st, spare, _ = charlestone_counter(real_pool)
    active = len(board.active_don(st, 0))
    assert pending_kind(st) == "may"
    st = choose(st, "yes")
    st = choose(st, spare) if pending_kind(st) == "target" else st  # the only card: taken (logged)
    assert st.table.cards[spare].zone == "trash"
    assert pending_kind(st) == "amount" and option_ids(st)[0] == "0" and option_ids(st)[-1] == "3"  # up to 3
    st = choose(st, "3")
    assert len(board.active_don(st, 0)) == active + 3


def test_charlestone_declined_sets_no_don_active(real_pool):
    st, spare, _ = charlestone_counter(real_pool)
    active = len(board.active_don(st, 0))
    st = choose(st, "no")
    assert st.table.cards[spare].zone == "hand" and len(board.active_don(st, 0)) == active
    assert pending_kind(st) != "amount"


def test_charlestone_with_an_empty_hand_does_not_ask_and_sets_nothing(real_pool):
    st, spare, _ = charlestone_counter(real_pool)
    st.table.move(spare, "trash", player=0)  # nothing left to trash (set-up: the question is re-asked below)
    active = len(board.active_don(st, 0))
    st = choose(st, "yes")  # said yes, but there is no card to trash: "If you do" does not follow
    assert len(board.active_don(st, 0)) == active and pending_kind(st) != "amount"


def test_i_am_whitebeard_adds_a_life_card_then_powers_the_leader(real_pool):
    # ST22-015 [Main] "If your Leader's type includes "Whitebeard Pirates", play up to 1
    # [Edward.Newgate] from your hand. Then, you may add 1 card from the top or bottom of your Life
    # cards to your hand. If you do, up to 1 of your Leader gains +2000 power until the end of your
    # opponent's next turn."
    for takes in (True, False):
        st = to_turn(new_game(), 3)
        lead = leader(st, 0)
        st.cards["OP13-002"] = real_pool.get("OP13-002").data  # Portgas.D.Ace: {Whitebeard Pirates}
        st.table.cards[lead].card_id = "OP13-002"
        card = add(st, real_pool, "ST22-015", 0, "hand")
        give_don(st, 0, 10)
        life = len(st.table.zone(0, "life"))
        power = board.power(st, lead)
        st = act(st, "play", uid=card)  # no [Edward.Newgate] in hand: nothing to play
        assert pending_kind(st) == "may"
        st = choose(st, "yes" if takes else "no")
        if not takes:
            assert len(st.table.zone(0, "life")) == life and board.power(st, lead) == power and not st.pending
            continue
        assert pending_kind(st) == "life_end"  # top or bottom
        st = choose(st, "bottom")
        assert len(st.table.zone(0, "life")) == life - 1
        assert pending_kind(st) == "target" and st.pending[0].min == 0 and option_ids(st) == [str(lead)]
        st = choose(st, lead)
        assert board.power(st, lead) == power + 2000
        st = to_turn(st, 4)
        assert board.power(st, lead) == power + 2000  # still during the opponent's next turn


# --- "Rest N of your cards / Characters" as a cost (8-3-1) ---------------------------------------

def test_you_can_be_my_samurai_rests_2_characters_to_draw_2(real_pool):
    # OP01-055 [Main] "You may rest 2 of your Characters: Draw 2 cards."
    st = to_turn(new_game(), 3)
    a, b = put(st, 0, "FX01-003", "characters"), put(st, 0, "FX01-004", "characters")
    put(st, 0, "FX01-005", "characters", tapped=True)  # rested: can't pay
    card = add(st, real_pool, "OP01-055", 0, "hand")
    give_don(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=card)
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        assert set(option_ids(st)) == {str(a), str(b)}
        st = choose(st, a, b)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2


def test_you_can_be_my_samurai_cannot_be_paid_with_one_active_character(real_pool):
    st = to_turn(new_game(), 3)
    put(st, 0, "FX01-003", "characters")
    card = add(st, real_pool, "OP01-055", 0, "hand")
    give_don(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=card)  # 8-3-1-3: not payable in full, the effect is not activated
    assert not st.pending and len(st.table.zone(0, "hand")) == hand - 1


def test_strive_to_surpass_rests_one_of_your_cards_for_4000(real_pool):
    # OP14-036 [Counter] "You may rest 1 of your cards: Up to 1 of your Leader or Character cards
    # gains +4000 power during this battle."
    st = to_turn(new_game(), 4)
    for don in list(st.table.zone(0, "cost_area")):
        st.table.move(don, "don_deck", player=0)
    give_don(st, 0, 2)
    card = add(st, real_pool, "OP14-036", 0, "hand")
    attacker = put(st, 1, "FX01-007", "characters")
    lead = leader(st, 0)
    st = act(st, "attack", attacker=attacker, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, "none")
    st = choose(st, f"e{card}")  # 1 of the 2 DON!! pays the card's cost
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and str(lead) in option_ids(st)  # the Leader is one of your cards
    st = choose(st, lead)
    assert st.table.cards[lead].tapped
    st = choose(st, lead)  # up to 1
    assert board.power(st, lead) == 5000 + 4000


def test_explain_words_or_filters_replacements_and_rest_costs(real_pool):
    from engine.onepiece.explain import explain
    perona = explain(real_pool.get("OP12-034").data)[0].summary
    assert "either <Slash> attribute card or green Event" in perona and ",  card" not in perona
    vista = explain(real_pool.get("OP13-046").data)[1].summary
    assert vista.startswith("[Replacement, once per turn] if this card would be K.O.'d or be removed from the field by your opponent's effect")
    assert vista.endswith('you may trash 1 card from your hand (with a type including "Whitebeard Pirates") instead')
    samurai = explain(real_pool.get("OP01-055").data)[0].summary
    assert samurai == "[Main] you may pay (rest 2 of your Characters): draw 2 cards"
    charlestone = explain(real_pool.get("OP05-038").data)[0].summary
    assert "then you may trash 1 card from your hand, then if you do, set up to 3 of your DON!! cards as active" in charlestone


# --- conditions: "your opponent's Leader has the <X> attribute", "there is a Character with a cost
# of N or more" (either side) --------------------------------------------------------------------

def test_mihawk_leader_power_and_rest_a_card_to_set_don_active(real_pool):
    # OP14-020 "If your opponent's Leader has the <Slash> attribute, this Leader gains +1000 power.
    # [Activate: Main] [Once Per Turn] You may rest 1 of your cards: If there is a Character with a
    # cost of 5 or more, set up to 3 of your DON!! cards as active. Then, you cannot play Character
    # cards during this turn."
    for opp_leader, big in (("OP12-020", True), (None, False)):
        st = to_turn(new_game(), 3)
        lead = set_real_leader(st, real_pool, 0, "OP14-020")  # a new card: no reading kept from the old Leader
        if opp_leader:  # Roronoa Zoro: <Slash>
            set_real_leader(st, real_pool, 1, opp_leader)
        assert board.power(st, lead) == 5000 + (1000 if opp_leader else 0)
        if big:
            put(st, 1, "FX01-007", "characters")  # cost 5, the opponent's: either side counts
        for don in list(st.table.zone(0, "cost_area")):
            st.table.move(don, "don_deck", player=0)
        give_don(st, 0, 4, rested=True)
        give_don(st, 0, 1)
        cheap = put(st, 0, "FX01-004", "hand")
        st = act(st, "activate", uid=lead, ability=1)
        assert pending_kind(st) == "cost" and set(option_ids(st)) == {str(lead), *map(str, board.active_don(st, 0))}
        st = choose(st, lead)  # rest the Leader itself
        assert st.table.cards[lead].tapped
        if big:
            assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2", "3"]
            st = choose(st, "3")
            assert len(board.active_don(st, 0)) == 1 + 3
        else:
            assert pending_kind(st) is None and len(board.active_don(st, 0)) == 1
        assert not any(a.type == "play" and a.args["uid"] == cheap for a in ENGINE.legal_actions(st, 0))  # 1-3-3
