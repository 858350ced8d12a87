"""Templates added for the newest sets (issue 17), each played with a real card in an engine game,
clause by clause: prohibitions on playing (1-3-3), "set all of your DON!! cards as active",
"cannot be removed from the field by your opponent's effects" (+ a keyword, under a condition),
"or" between noun phrases, conditions on the Leader's names or attribute, "your [Name] Leader",
base cost (4-9), "until the end of your opponent's next End Phase", a card from the hand to the
bottom of the deck. "Up to" always allows 0 (1-3-5-1)."""

from __future__ import annotations

import functools

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    add_real,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    refused,
    to_turn,
)

pytestmark = needs_npm


add = functools.partial(add_real, on_top=("deck",))


def set_leader(st: OPState, pool: CardPool, player: int, number: str) -> int:
    """Make the player's Leader a real card (tests only)."""
    lead = leader(st, player)
    st.cards[number] = pool.get(number).data
    st.table.cards[lead].card_id = number
    return lead


def playable(st: OPState, uid: int) -> bool:
    return any(a.type == "play" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, st.active))


def test_uta_sets_up_to_2_don_active_then_forbids_big_characters(real_pool):
    # OP13-023 [On Play] "Set up to 2 of your DON!! cards as active. Then, you cannot play Character
    # cards with a base cost of 5 or more during this turn."
    st = to_turn(new_game(), 3)
    uta = add(st, real_pool, "OP13-023", 0, "hand")
    five = put(st, 0, "FX01-007", "hand")  # cost 5
    three = put(st, 0, "FX01-005", "hand")  # cost 3
    give_don(st, 0, 8 - board.don_on_field(st, 0))
    st = act(st, "play", uid=uta)  # 4 of 8 DON!! rested
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]  # up to 2: 0 allowed
    st = choose(st, "2")
    assert len(board.active_don(st, 0)) == 4 + 2
    # clause 2 (1-3-3): the cost-5 Character can't be played this turn; the cost-3 one can
    assert not playable(st, five) and playable(st, three)
    refused(st, "play", "1-3-3", uid=five)
    st = to_turn(st, 5)  # P1's next turn: the prohibition is over
    assert playable(st, five)


def test_uta_up_to_zero_sets_none_active(real_pool):
    st = to_turn(new_game(), 3)
    uta = add(st, real_pool, "OP13-023", 0, "hand")
    give_don(st, 0, 6 - board.don_on_field(st, 0))
    st = choose(act(st, "play", uid=uta), "0")
    assert len(board.active_don(st, 0)) == 2 and not st.pending


def test_shanks_sets_all_don_active_then_forbids_playing_from_hand(real_pool):
    # OP13-028 [On Play] "Set all of your DON!! cards as active. Then, you cannot play cards from
    # your hand during this turn."
    st = to_turn(new_game(), 3)
    shanks = add(st, real_pool, "OP13-028", 0, "hand")
    cheap = put(st, 0, "FX01-004", "hand")
    event = put(st, 0, "FX01-020", "hand")
    give_don(st, 0, 10 - board.don_on_field(st, 0))
    st = act(st, "play", uid=shanks)
    assert len(board.active_don(st, 0)) == 10  # clause 1: all 10 active again
    assert not playable(st, cheap) and not playable(st, event)  # clause 2: nothing from the hand (1-3-3)
    refused(st, "play", "1-3-3", uid=event)


KO_ANY = card_data(number="FX99-401", name="Test Cannon", type="Event", colors=["Red"], cost=1,
                   text="[Main] K.O. up to 1 of your opponent's Characters.")


def ethanbaron_game(real_pool: CardPool, trash: int) -> tuple[OPState, int, int]:
    """P1 has St. Ethanbaron V. Nusjuro and ``trash`` cards in their trash; it is P2's turn and P2
    holds an event that K.O.s any Character of P1's."""
    st = to_turn(new_game(), 4)
    nusjuro = add(st, real_pool, "OP13-080", 0, "characters")
    for _ in range(trash):
        put(st, 0, "FX01-003", "trash")
    st.cards[KO_ANY["id"]] = KO_ANY
    ko = st.table.add(KO_ANY["id"], 1, "hand").uid
    give_don(st, 1, 2)
    return st, nusjuro, ko


def test_five_elder_with_7_trash_cannot_be_removed_by_opponent_and_has_rush(real_pool):
    # OP13-080 "If you have 7 or more cards in your trash, this Character cannot be removed from the
    # field by your opponent's effects and gains [Rush]."
    st, nusjuro, ko = ethanbaron_game(real_pool, 7)
    assert "Rush" in board.keywords(st, nusjuro)  # part 2 of the continuous text
    st = act(st, "play", uid=ko)
    st = choose(st, nusjuro)  # the target may be chosen; the K.O. doesn't happen (1-3-3)
    assert st.table.cards[nusjuro].zone == "characters"


def test_five_elder_with_6_trash_is_removed(real_pool):
    st, nusjuro, ko = ethanbaron_game(real_pool, 6)
    assert "Rush" not in board.keywords(st, nusjuro)
    st = choose(act(st, "play", uid=ko), nusjuro)
    assert st.table.cards[nusjuro].zone == "trash"


def test_five_elder_protection_is_only_against_the_opponent(real_pool):
    st, nusjuro, _ko = ethanbaron_game(real_pool, 7)
    st = to_turn(st, 5)  # P1's own K.O. effect still works
    st.cards[KO_ANY["id"]] = KO_ANY
    own = card_data(number="FX99-402", name="Own Cannon", type="Event", colors=["Red"], cost=1,
                    text="[Main] K.O. up to 1 of your Characters.")
    st.cards[own["id"]] = own
    mine = st.table.add(own["id"], 0, "hand").uid
    st = choose(act(st, "play", uid=mine), nusjuro)
    assert st.table.cards[nusjuro].zone == "trash"


def test_perona_searches_a_slash_card_or_a_green_event_under_a_slash_leader(real_pool):
    # OP12-034 [On Play] "If your Leader has the <Slash> attribute, look at 5 cards from the top of
    # your deck; reveal up to 1 <Slash> attribute card or green Event and add it to your hand. Then,
    # place the rest at the bottom of your deck in any order."
    st = to_turn(new_game(), 3)
    set_leader(st, real_pool, 0, "OP12-020")  # Roronoa Zoro: <Slash>
    clear(st, 0, "deck")
    green_event = add(st, real_pool, "OP12-039", 0, "deck")  # green Event
    slash = add(st, real_pool, "OP12-031", 0, "deck")  # <Slash> Character
    strike = put(st, 0, "FX01-003", "deck")  # <Strike> Character: neither
    red_event = put(st, 0, "FX01-020", "deck")  # red Event: neither
    put(st, 0, "FX01-004", "deck")
    perona = add(st, real_pool, "OP12-034", 0, "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=perona)
    assert pending_kind(st) == "target" and set(option_ids(st)) == {str(green_event), str(slash)}
    assert st.pending[0].min == 0 and str(strike) not in option_ids(st) and str(red_event) not in option_ids(st)
    st = choose(st, green_event)
    assert st.table.cards[green_event].zone == "hand"


def test_perona_does_nothing_under_a_leader_without_slash(real_pool):
    st = to_turn(new_game(), 3)  # the fixture leader is <Strike>
    perona = add(st, real_pool, "OP12-034", 0, "hand")
    give_don(st, 0, 1)
    deck = list(st.table.zone(0, "deck"))
    st = act(st, "play", uid=perona)
    assert not st.pending and st.table.zone(0, "deck") == deck


def test_set_your_zoro_leader_as_active_needs_that_leader(real_pool):
    # OP12-039 [Main] "Set your [Roronoa Zoro] Leader as active."
    for number, becomes_active in (("OP12-020", True), (None, False)):
        st = to_turn(new_game(), 3)
        lead = set_leader(st, real_pool, 0, number) if number else leader(st, 0)
        st.table.cards[lead].tapped = True
        event = add(st, real_pool, "OP12-039", 0, "hand")
        give_don(st, 0, 3)
        st = act(st, "play", uid=event)
        assert st.table.cards[lead].tapped is not becomes_active


def test_tashigi_rests_by_base_cost_and_gives_don_to_the_zoro_leader(real_pool):
    # OP12-031 [On Play] "Rest up to 1 of your opponent's Characters with a base cost of 6 or less.
    # Then, give up to 3 rested DON!! cards to your [Roronoa Zoro] Leader."
    st = to_turn(new_game(), 3)
    lead = set_leader(st, real_pool, 0, "OP12-020")
    printed_7 = add(st, real_pool, "OP13-080", 1, "characters")  # base cost 6
    printed_10 = add(st, real_pool, "OP13-028", 1, "characters")  # base cost 10
    from engine.core import Modifier
    st.modifiers.append(Modifier(printed_10, "cost", -5, duration="this_turn", player=0, turn=st.turn))  # cost 5 now, base 10
    st.modifiers.append(Modifier(printed_7, "cost", 3, duration="this_turn", player=0, turn=st.turn))  # cost 9 now, base 6
    tashigi = add(st, real_pool, "OP12-031", 0, "hand")
    give_don(st, 0, 8)
    st = act(st, "play", uid=tashigi)  # 5 DON!! rested
    assert pending_kind(st) == "target" and option_ids(st) == [str(printed_7)] and st.pending[0].min == 0  # 4-9
    st = choose(st, printed_7)
    assert st.table.cards[printed_7].tapped
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2", "3"]
    st = choose(st, "3")
    assert len(board.attached(st, lead)) == 3


def test_roger_with_10_don_gives_the_leader_2000_until_the_opponents_end_phase(real_pool):
    # P-107 [On Play] "If either you or your opponent has 10 DON!! cards on the field, your Leader
    # gains +2000 power until the end of your opponent's next End Phase."
    for opp_don, bonus in ((10, 2000), (9, 0)):
        st = to_turn(new_game(), 3)
        give_don(st, 1, opp_don - board.don_on_field(st, 1))
        roger = add(st, real_pool, "P-107", 0, "hand")
        give_don(st, 0, 8 - board.don_on_field(st, 0))  # 8: fewer than 10 on P1's side
        st = act(st, "play", uid=roger)
        lead = leader(st, 0)
        assert board.power(st, lead) == 5000 + bonus
        st = end_turn(st)  # P2's turn: still there
        assert board.power(st, lead) == 5000 + bonus
        st = end_turn(st)  # P1's next turn: over
        assert board.power(st, lead) == 5000


def test_izo_draws_then_places_a_chosen_card_at_the_bottom(real_pool):
    # ST22-002 [On Your Opponent's Attack] "You may trash this Character: Draw 1 card and place 1
    # card from your hand at the bottom of your deck."
    st = to_turn(new_game(), 4)
    izo = add(st, real_pool, "ST22-002", 0, "characters")
    clear(st, 0, "hand")
    kept = put(st, 0, "FX01-003", "hand")
    bottom = put(st, 0, "FX01-004", "hand")
    attacker = put(st, 1, "FX01-007", "characters")
    deck = len(st.table.zone(0, "deck"))
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    assert pending_kind(st) == "pay"
    st = choose(st, "yes", player=0)
    assert st.table.cards[izo].zone == "trash"  # the cost
    assert pending_kind(st) == "target" and len(option_ids(st)) == 3 and st.pending[0].min == 1  # 1, not "up to"
    st = choose(st, bottom)
    assert st.table.zone(0, "deck")[-1] == bottom and st.table.cards[kept].zone == "hand"
    assert len(st.table.zone(0, "deck")) == deck - 1 + 1


def test_garp_searches_under_any_of_three_leader_names(real_pool):
    # OP13-016 [On Play] "If your Leader is [Sabo], [Portgas.D.Ace] or [Monkey.D.Luffy], look at 4
    # cards …; reveal up to 1 card with a cost of 3 or more and add it to your hand. Then, …"
    for number, searches in (("OP13-001", True), ("OP12-020", False)):  # Monkey.D.Luffy / Roronoa Zoro
        st = to_turn(new_game(), 3)
        set_leader(st, real_pool, 0, number)
        put(st, 0, "FX01-007", "deck")  # cost 5 on top
        garp = add(st, real_pool, "OP13-016", 0, "hand")
        give_don(st, 0, 1)
        st = act(st, "play", uid=garp)
        assert (pending_kind(st) == "target") is searches
