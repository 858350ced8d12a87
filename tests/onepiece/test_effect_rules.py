"""Rules that only card effects exercise: winning or losing by an effect (1-2-6), choices both
players make (1-3-4), rest beats active (1-3-9), names containing a word (2-1-2-1), gained traits
(2-4-4), face-up life cards (3-10-2-1), looking without moving (11-3-3), "Choose one:" (8-4-4),
"at the end of this turn" (6-6-1-1) and the "When …" auto effects written in words (8-1-3-2-1). Made-up cards always run; real ones need the npm package."""

from __future__ import annotations

import copy

import pytest

from engine.core import Action
from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.readers import parse_condition
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    attach,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    paid_with_only,
    put,
    to_turn,
)


def custom(st: OPState, player: int, text: str, zone: str, *, number: str = "FX99-200", type_: str = "Character",
           name: str = "", cost: int = 1, power: int = 3000, traits: list[str] | None = None, life: int | None = None) -> int:
    """Put a made-up card with ``text`` on the table (tests only)."""
    st.cards[number] = card_data(number=number, name=name or f"Custom {number}", type=type_, colors=["Red"], cost=cost,
                                 power=power, counter=1000 if type_ == "Character" else None, life=life,
                                 traits=traits or ["Fixture Crew"], text=text)
    card = st.table.add(number, player, zone)
    return card.uid


def real(st: OPState, pool: CardPool, player: int, number: str, zone: str) -> int:
    st.cards[number] = pool.get(number).data
    return st.table.add(number, player, zone, position=0 if zone in ("deck", "life") else None).uid


def turn3() -> OPState:
    return to_turn(new_game(), 3)


# --- 1-2-6: an effect wins or loses the game ---------------------------------------------------


@pytest.mark.parametrize(("word", "winner"), [("win", 0), ("lose", 1)])
def test_an_effect_that_wins_or_loses_ends_the_game_during_its_resolution(word, winner):
    # ONE PIECE 1-2-6, 1-2-1
    st = turn3()
    uid = custom(st, 0, f"[On Play] You {word} the game.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    assert st.over and st.result.winners == [winner] and st.result.rule.section == "1-2-6"
    assert ENGINE.legal_actions(st, 0) == [] and ENGINE.legal_actions(st, 1) == []


def test_a_leader_that_wins_instead_of_losing_by_deck_out():
    # ONE PIECE 1-2-6 replacing 1-2-1-1-2 / 9-2-1-2: "When your deck is reduced to 0, you win the
    # game instead of losing" (made-up leader with the real wording of OP03-040)
    st = new_game()
    clear(st, 0, "leader")
    custom(st, 0, "When your deck is reduced to 0, you win the game instead of losing, according to the rules.",
           "leader", type_="Leader", life=4, power=5000)
    clear(st, 0, "deck")
    st = act(st, "end_turn")
    assert st.over and st.result.winners == [0] and st.result.rule.section == "1-2-6"
    plain = new_game()
    clear(plain, 0, "deck")
    plain = act(plain, "end_turn")
    assert plain.over and plain.result.winners == [1]  # without the text, deck-out loses (9-2-1-2)


@needs_npm
def test_real_nami_wins_when_her_own_attack_empties_her_deck(real_pool):
    # ONE PIECE 1-2-6: OP03-040 Nami "When your deck is reduced to 0, you win the game instead of
    # losing … [DON!! x1] When this Leader's attack deals damage to your opponent's Life, you may
    # trash 1 card from the top of your deck."
    st = turn3()
    clear(st, 0, "leader")
    nami = real(st, real_pool, 0, "OP03-040", "leader")
    for uid in st.table.zone(0, "deck")[1:]:
        st.table.move(uid, "trash", player=0)
    attach(st, nami, 1)
    st = act(st, "attack", attacker=nami, target=leader(st, 1))
    while st.pending and st.pending[0].kind in ("block", "counter"):
        st = choose(st, option_ids(st)[-1])  # no block, no counter
    st = choose(st, "hand")  # the defender takes the life card
    assert st.pending[0].kind == "may"  # "you may trash 1 card from the top of your deck"
    st = choose(st, "yes")
    assert st.over and st.result.winners == [0] and st.result.rule.section == "1-2-6"


@needs_npm
@pytest.mark.parametrize(("life", "wins"), [(0, True), (2, False)])
def test_real_roger_wins_when_the_opponent_blocks_at_0_life(real_pool, life, wins):
    # ONE PIECE 1-2-6, 10-1-4: OP09-118 Gol.D.Roger "When your opponent activates [Blocker], if
    # either you or your opponent has 0 Life cards, you win the game."
    st = turn3()
    roger = real(st, real_pool, 0, "OP09-118", "characters")
    blocker = put(st, 1, "FX01-006", "characters")
    life_cards = st.table.zone(1, "life")
    for uid in life_cards[life:]:
        st.table.move(uid, "trash", player=1)
    st = act(st, "attack", attacker=roger, target=leader(st, 1))
    st = choose(st, blocker)
    assert st.over is wins
    if wins:
        assert st.result.winners == [0] and st.result.rule.section == "1-2-6"


# --- 1-3-4: both players choose, turn player first, carried out together ---------------------


def test_both_players_choose_turn_player_first_then_both_are_carried_out_together():
    # ONE PIECE 1-3-4 (the wording of OP05-058)
    st = turn3()
    ev = custom(st, 0, "[Main] You and your opponent trash cards from your hands until you each have 2 cards in your hands.",
                "hand", type_="Event")
    give_don(st, 0, 1)
    mine, theirs = list(st.table.zone(0, "hand")), list(st.table.zone(1, "hand"))
    mine.remove(ev)
    assert len(mine) > 2 and len(theirs) > 2
    st = act(st, "play", uid=ev)
    first = st.pending[0]
    assert (first.kind, first.player, first.min, first.rule.section) == ("both_choose", 0, len(mine) - 2, "1-3-4")
    assert ENGINE.view(st, 1)["pending"].get("options") is None  # the other player doesn't see the choice
    st = choose(st, *mine[: len(mine) - 2])
    assert st.pending[0].kind == "both_choose" and st.pending[0].player == 1
    assert set(st.table.zone(0, "hand")) == set(mine)  # nothing trashed yet: carried out together
    st = choose(st, *theirs[: len(theirs) - 2], player=1)
    assert len(st.table.zone(0, "hand")) == 2 and len(st.table.zone(1, "hand")) == 2
    assert set(mine[: len(mine) - 2]) | set(theirs[: len(theirs) - 2]) <= set(st.table.zone(0, "trash")) | set(st.table.zone(1, "trash"))


@needs_npm
def test_real_card_with_both_players_trashing(real_pool):
    # ONE PIECE 1-3-4: OP05-058 "… Then, you and your opponent trash cards from your hands until
    # you each have 5 cards in your hands."
    comp = compile_card(real_pool.get("OP05-058").data)
    assert comp.automated
    assert [e.op for e in comp.abilities[0].effects] == ["put_on_deck", "each_trash_to"]
    assert comp.abilities[0].effects[1].amount == 5


# --- 1-3-9: rest beats set active ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "rested"), [
    ("[On Play] Rest up to 1 of your Characters and set up to 1 of your Characters as active.", True),
    ("[On Play] Rest up to 1 of your Characters. Then, set up to 1 of your Characters as active.", False),
])
def test_one_instruction_that_rests_and_sets_active_the_same_card_rests_it(text, rested):
    # ONE PIECE 1-3-9 (one instruction: rest wins); 1-3-8 (two instructions: in text order)
    st = turn3()
    target = put(st, 0, "FX01-003", "characters")
    uid = custom(st, 0, text, "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    st = choose(st, target)  # rest it
    st = choose(st, target)  # set it active
    assert st.table.cards[target].tapped is rested


# --- 2-1-2-1: a name that contains a word ------------------------------------------------------


def test_a_filter_on_a_name_containing_a_word():
    # ONE PIECE 2-1-2-1 (『X』: the card name contains X)
    st = turn3()
    deckhand = put(st, 1, "FX01-003", "characters")  # "Deckhand"
    put(st, 1, "FX01-004", "characters")  # "Cabin Boy"
    uid = custom(st, 0, "[On Play] K.O. up to 1 of your opponent's Characters with a card name including \"hand\".", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    assert option_ids(st) == [str(deckhand)]


@needs_npm
def test_real_condition_on_a_leader_name_containing_a_word(real_pool):
    # ONE PIECE 2-1-2-1: OP16-015 "If your Leader's card name includes "Ace" and you have 6 or more
    # DON!! cards on your field, …"
    text = real_pool.get("OP16-015").data["effect"]
    clause = text.split("If ", 1)[1].split(", give", 1)[0]
    cond = parse_condition(clause)
    assert cond == {"leader_name_has": "Ace", "own_don": [6, "more"]}
    st = turn3()
    give_don(st, 0, 6)
    assert not board.condition_holds(st, 0, cond)
    clear(st, 0, "leader")
    real(st, real_pool, 0, "OP02-001", "leader")  # Edward.Newgate: no "Ace"
    assert not board.condition_holds(st, 0, cond)
    clear(st, 0, "leader")
    custom(st, 0, "", "leader", type_="Leader", name="Portgas.D.Ace", life=5, number="FX99-201")
    assert board.condition_holds(st, 0, cond)


# --- 2-4-4: gained traits -----------------------------------------------------------------------


def test_a_gained_trait_counts_for_filters_and_conditions():
    # ONE PIECE 2-4-4 (a trait given by an effect is a trait of the card)
    st = turn3()
    target = put(st, 0, "FX01-003", "characters")
    flt = {"traits": ["Navy"]}
    assert not board.matches(st, target, flt, 0, None)
    uid = custom(st, 0, "[On Play] Up to 1 of your Characters gains the {Navy} type during this turn.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    st = choose(st, target)
    assert "Navy" in board.traits(st, target) and board.matches(st, target, flt, 0, None)
    assert "trait:Navy" not in ENGINE.view(st, 0)["players"][0]["zones"]["characters"][0].get("keywords", [])
    # a continuous grant to the leader satisfies "your Leader has the {Navy} type"
    assert not board.condition_holds(st, 0, {"leader_trait": "Navy"})
    custom(st, 0, "Your Leader gains the {Navy} type.", "stage", type_="Stage", number="FX99-202")
    assert board.condition_holds(st, 0, {"leader_trait": "Navy"})
    st = act(st, "end_turn")
    assert "Navy" not in board.traits(st, target)  # "during this turn" is over (6-6-1-2)


# --- 3-10-2-1: a life card face up ---------------------------------------------------------------


def test_a_character_added_to_life_face_up_is_public_in_every_view():
    # ONE PIECE 3-10-2-1 (face up in the life area: a public card); 3-10-2 (the others stay hidden)
    st = turn3()
    victim = put(st, 1, "FX01-004", "characters")
    before = len(st.table.zone(1, "life"))
    uid = custom(st, 0, "[On Play] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top "
                        "or bottom of your opponent's Life cards face-up.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    st = choose(st, victim)
    assert st.pending[0].kind == "life_end" and st.pending[0].player == 0
    st = choose(st, "bottom")
    assert st.table.zone(1, "life")[-1] == victim
    for viewer in (0, 1, None):
        life = ENGINE.view(st, viewer)["players"][1]["zones"]["life"]
        assert life[-1]["card_id"] == "FX01-004" and life[-1]["flags"]["face_up"] is True
        assert all(c.get("hidden") for c in life[:-1])
    assert ENGINE.view(st, None)["players"][1]["counters"]["life"] == before + 1


@needs_npm
def test_real_card_adds_a_character_to_life_face_up(real_pool):
    # ONE PIECE 3-10-2-1: OP04-097 Otama "Add up to 1 of your opponent's {Animal} or {SMILE} type
    # Characters with a cost of 3 or less to the top of your opponent's Life cards face-up."
    st = turn3()
    animal = custom(st, 1, "", "characters", traits=["Animal"], number="FX99-203")
    put(st, 1, "FX01-004", "characters")  # no such trait: not a candidate
    otama = real(st, real_pool, 0, "OP04-097", "hand")
    give_don(st, 0, real_pool.get("OP04-097").data["cost"])
    st = act(st, "play", uid=otama)
    assert option_ids(st) == [str(animal)]
    st = choose(st, animal)
    assert st.table.zone(1, "life")[0] == animal
    assert ENGINE.view(st, 0)["players"][1]["zones"]["life"][0]["card_id"] == "FX99-203"


# --- 11-3-3: looking at cards and doing nothing with them -----------------------------------------


def test_a_bare_look_returns_the_cards_and_randomizes_the_deck():
    # ONE PIECE 11-3-1 (only the looker sees them), 11-3-2, 11-3-3 (back and randomized)
    st = turn3()
    tops = [put(st, 0, cid, "deck") for cid in ("FX01-004", "FX01-005", "FX01-006")]
    uid = custom(st, 0, "[On Play] Look at 3 cards from the top of your deck.", "hand")
    give_don(st, 0, 1)
    expected = list(st.table.zone(0, "deck"))
    copy.deepcopy(st.rng).shuffle(expected)  # the same seeded shuffle (deterministic)
    result = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    after = result.state
    assert list(after.table.zone(0, "deck")) == expected
    assert all(not after.table.cards[u].known_to for u in tops)
    private = [e for e in result.events if e.kind == "look_private"]
    assert private and private[0].visible_to == [0] and set(private[0].data["uids"]) == set(tops)
    assert any(e.kind == "shuffle" and e.rule.section == "11-3-3" for e in result.events)


@needs_npm
def test_real_look_at_the_opponents_deck(real_pool):
    # ONE PIECE 11-3-3: OP11-062 "Look at 1 card from the top of your opponent's deck. Then, this
    # Leader gains +1000 power during this battle."
    comp = compile_card(real_pool.get("OP11-062").data)
    assert comp.automated and "look" in comp.abilities[0].templates
    look = comp.abilities[0].effects[0]
    assert (look.op, look.amount, look.keyword, look.zone) == ("look_top", 1, "randomize", "opp")


# --- "When …" auto effects in words (8-1-3-2-1) -------------------------------------------------


@needs_npm
def test_real_when_a_don_is_returned_to_the_don_deck(real_pool):
    # ONE PIECE 8-3-1-6, 8-1-3-1: OP06-042 Vinsmoke Reiju "[Your Turn] [Once Per Turn] When a DON!!
    # card on your field is returned to your DON!! deck, draw 1 card."
    st = turn3()
    real(st, real_pool, 0, "OP06-042", "characters")
    source = custom(st, 0, "[Activate: Main] DON!! -1: Draw 1 card.", "characters")
    give_don(st, 0, 4)
    hand, don = len(st.table.zone(0, "hand")), board.don_on_field(st, 0)
    st = act(st, "activate", uid=source, ability=0)
    assert len(st.table.zone(0, "hand")) == hand + 2  # the effect's draw + Reiju's
    st = act(st, "activate", uid=source, ability=0)
    assert len(st.table.zone(0, "hand")) == hand + 3  # [Once Per Turn]: Reiju draws no more
    assert board.don_on_field(st, 0) == don - 2


@needs_npm
def test_real_when_this_character_is_ko_by_your_opponents_effect(real_pool):
    # ONE PIECE 10-2-1: OP16-024 Inazuma "When this Character is K.O.'d by your opponent's effect,
    # rest up to 1 of your opponent's Characters." — by an effect yes, in battle no
    st = turn3()
    inazuma = real(st, real_pool, 1, "OP16-024", "characters")
    mine = put(st, 0, "FX01-003", "characters")
    ko = custom(st, 0, "[On Play] K.O. up to 1 of your opponent's Characters.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=ko)
    st = choose(st, inazuma)
    assert inazuma in st.table.zone(1, "trash")
    assert st.pending[0].player == 1  # Inazuma's controller chooses what to rest
    st = choose(st, mine)
    assert st.table.cards[mine].tapped


@needs_npm
def test_real_when_a_character_is_ko(real_pool):
    # ONE PIECE 8-1-3-2-1, 10-2-1: EB01-047 Laboon "[Once Per Turn] When a Character is K.O.'d, draw
    # 1 card and trash 1 card from your hand." — any player's character, here the opponent's K.O.
    st = turn3()
    real(st, real_pool, 1, "EB01-047", "characters")
    victim = put(st, 1, "FX01-004", "characters")
    ko = custom(st, 0, "[On Play] K.O. up to 1 of your opponent's Characters.", "hand")
    give_don(st, 0, 1)
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "play", uid=ko)
    st = choose(st, victim)
    assert st.pending[0].player == 1 and len(st.table.zone(1, "hand")) == hand + 1  # drew, now trashes
    st = choose(st, st.table.zone(1, "hand")[0], player=1)
    assert len(st.table.zone(1, "hand")) == hand


@needs_npm
def test_real_when_this_character_battles_and_kos(real_pool):
    # ONE PIECE 7-1-4-1-2: OP04-086 Chinjao "[DON!! x1] When this Character battles and K.O.'s your
    # opponent's Character, draw 2 cards and trash 2 cards from your hand."
    st = turn3()
    chinjao = real(st, real_pool, 0, "OP04-086", "characters")
    attach(st, chinjao, 1)
    victim = put(st, 1, "FX01-004", "characters", tapped=True)  # 2000
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=chinjao, target=victim)
    while st.pending and st.pending[0].kind in ("block", "counter"):
        st = choose(st, option_ids(st)[-1])
    assert victim in st.table.zone(1, "trash")
    assert st.pending[0].player == 0 and len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert len(st.table.zone(0, "hand")) == hand


@needs_npm
def test_real_when_this_character_becomes_rested(real_pool):
    # ONE PIECE 8-1-3-2-1, 7-1-1-1 (resting to attack): OP14-032 Humandrill "[Your Turn] When this
    # Character becomes rested, rest up to 1 of your opponent's Characters with a cost of 4 or less."
    st = turn3()
    drill = real(st, real_pool, 0, "OP14-032", "characters")
    small = put(st, 1, "FX01-003", "characters")  # cost 2
    put(st, 1, "FX01-007", "characters")  # cost 5: not a candidate
    st = act(st, "attack", attacker=drill, target=leader(st, 1))
    assert option_ids(st) == [str(small)]
    st = choose(st, small)
    assert st.table.cards[small].tapped


@needs_npm
def test_real_when_a_trigger_activates(real_pool):
    # ONE PIECE 10-1-5-1: OP05-109 Pagaya "[Once Per Turn] When a [Trigger] activates, draw 2 cards
    # and trash 2 cards from your hand." — the opponent's life [Trigger]
    st = turn3()
    real(st, real_pool, 0, "OP05-109", "characters")
    put(st, 1, "FX01-020", "life")  # [Trigger] Draw 1 card.
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    while st.pending and st.pending[0].kind in ("block", "counter"):
        st = choose(st, option_ids(st)[-1])
    st = choose(st, "activate")
    while st.pending and st.pending[0].player == 1:
        st = choose(st, option_ids(st)[0])
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert len(st.table.zone(0, "hand")) == hand


@needs_npm
def test_real_cost_turns_a_life_card_face_up(real_pool):
    # ONE PIECE 3-10-2-1, 8-3-1-3: OP13-117 "[Main] You may turn 1 card from the top of your Life
    # cards face-up: K.O. up to 1 of your opponent's Characters with a base cost of 6 or less."
    st = turn3()
    victim = put(st, 1, "FX01-003", "characters")
    stamp = real(st, real_pool, 0, "OP13-117", "hand")
    give_don(st, 0, real_pool.get("OP13-117").data["cost"])
    top = st.table.zone(0, "life")[0]
    assert ENGINE.view(st, 1)["players"][0]["zones"]["life"][0].get("hidden")
    st = act(st, "play", uid=stamp)
    st = choose(st, "yes")  # pay the cost (8-3-1-4)
    st = choose(st, victim)
    assert victim in st.table.zone(1, "trash") and st.table.zone(0, "life")[0] == top
    for viewer in (0, 1, None):
        assert ENGINE.view(st, viewer)["players"][0]["zones"]["life"][0]["uid"] == top
    assert all(c.get("hidden") for c in ENGINE.view(st, 1)["players"][0]["zones"]["life"][1:])
    # the top card is face up already: the cost can't be paid any more (8-3-1-3)
    again = real(st, real_pool, 0, "OP13-117", "hand")
    give_don(st, 0, real_pool.get("OP13-117").data["cost"])
    st = act(st, "play", uid=again)
    assert not st.pending and again in st.table.zone(0, "trash")


@pytest.mark.parametrize("to_bottom", [True, False])
def test_look_and_place_at_the_top_or_bottom_in_any_order(to_bottom):
    # ONE PIECE 11-3-1 (only the looker sees them), 1-3-8 (the order the player chooses); the
    # wording of OP01-073 / P-049
    st = turn3()
    a, b, c = (put(st, 0, cid, "deck") for cid in ("FX01-004", "FX01-005", "FX01-006"))  # c on top
    uid = custom(st, 0, "[On Play] Look at 3 cards from the top of your deck and place them at the top or bottom "
                        "of the deck in any order.", "hand")
    give_don(st, 0, 1)
    size = len(st.table.zone(0, "deck"))
    st = act(st, "play", uid=uid)
    assert st.pending[0].kind == "scry" and set(option_ids(st)) == {str(a), str(b), str(c), "bottom"}
    assert ENGINE.view(st, 1)["pending"].get("options") is None
    st = choose(st, b)  # b goes on top
    if to_bottom:
        st = choose(st, "bottom")
        assert st.pending[0].kind == "deck_order"
        st = choose(st, a)  # a at the bottom, then c beneath it
        deck = st.table.zone(0, "deck")
        assert deck[0] == b and deck[-2:] == [a, c]
    else:
        st = choose(st, a)
        st = choose(st, c)
        assert st.table.zone(0, "deck")[:3] == [b, a, c]
    assert not st.pending and len(st.table.zone(0, "deck")) == size


@needs_npm
def test_real_trigger_that_activates_the_cards_on_ko_effect(real_pool):
    # ONE PIECE 10-1-5-1: OP16-110 Vasco Shot "[On K.O.] Draw 1 card and rest up to 1 of your
    # opponent's Characters with a cost of 6 or less." / "[Trigger] Activate this card's [On K.O.] effect."
    st = turn3()
    mine = put(st, 0, "FX01-003", "characters")
    real(st, real_pool, 1, "OP16-110", "life")
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    while st.pending and st.pending[0].kind in ("block", "counter"):
        st = choose(st, option_ids(st)[-1])
    st = choose(st, "activate")
    assert st.pending[0].player == 1 and option_ids(st) == [str(mine)]
    st = choose(st, mine)
    assert st.table.cards[mine].tapped and len(st.table.zone(1, "hand")) == hand + 1


@needs_npm
@pytest.mark.parametrize("mode", ["1", "2"])
def test_real_choose_one(real_pool, mode):
    # ONE PIECE 8-4-4 (the choice is made when the effect resolves): EB02-051 "[Main] Choose one:
    # • K.O. up to 1 of your opponent's Characters with a cost of 2 or less. • Give up to 1 of your
    # opponent's Characters -4 cost during this turn."
    st = turn3()
    victim = put(st, 1, "FX01-003", "characters")  # cost 2
    slash = real(st, real_pool, 0, "EB02-051", "hand")
    give_don(st, 0, real_pool.get("EB02-051").data["cost"])
    st = act(st, "play", uid=slash)
    assert st.pending[0].kind == "mode" and option_ids(st) == ["1", "2"]
    assert ENGINE.view(st, 1)["pending"].get("options") is None
    st = choose(st, mode)
    st = choose(st, victim)
    assert not st.pending
    if mode == "1":
        assert victim in st.table.zone(1, "trash")
    else:
        assert victim in st.table.zone(1, "characters") and board.cost(st, victim) == 0


@needs_npm
def test_real_choose_one_with_a_condition(real_pool):
    # ONE PIECE 8-3-2: OP06-093 Perona "[On Play] If your opponent has 5 or more cards in their hand,
    # choose one: …" — nothing is chosen when the condition fails
    st = turn3()
    for uid in st.table.zone(1, "hand")[4:]:
        st.table.move(uid, "trash", player=1)
    assert len(st.table.zone(1, "hand")) <= 4
    perona = real(st, real_pool, 0, "OP06-093", "hand")
    give_don(st, 0, real_pool.get("OP06-093").data["cost"])
    st = act(st, "play", uid=perona)
    assert not st.pending and perona in st.table.zone(0, "characters")


@needs_npm
def test_real_will_not_become_active_in_the_next_refresh_phase(real_pool):
    # ONE PIECE 6-2-4, 1-3-3: OP08-025 Shishilian "[On Play] Up to 1 of your opponent's rested
    # Characters with a cost of 3 or less will not become active in your opponent's next Refresh Phase."
    st = turn3()
    held = put(st, 1, "FX01-003", "characters", tapped=True)
    other = put(st, 1, "FX01-004", "characters", tapped=True)
    shishilian = real(st, real_pool, 0, "OP08-025", "hand")
    give_don(st, 0, real_pool.get("OP08-025").data["cost"])
    st = act(st, "play", uid=shishilian)
    st = choose(st, held)
    st = act(st, "end_turn")  # P2's refresh phase: only the other one becomes active
    assert st.active == 1 and st.table.cards[held].tapped and not st.table.cards[other].tapped
    st.table.cards[other].tapped = True
    st = act(st, "end_turn")
    st = act(st, "end_turn")  # P2's following refresh phase: this time it becomes active
    assert st.active == 1 and not st.table.cards[held].tapped


@pytest.mark.parametrize("condition_holds", [True, False])
def test_an_effect_at_the_end_of_this_turn_waits_for_the_end_phase(condition_holds):
    # ONE PIECE 6-6-1-1 ("at the end of this turn" effects happen in the end phase); 8-3-2 (its
    # condition is checked when the text resolves). The wording of P-058 / OP04-033.
    st = turn3()
    target = put(st, 0, "FX01-003", "characters", tapped=True)
    if not condition_holds:
        clear(st, 0, "life")
    uid = custom(st, 0, "[On Play] If you have 1 or more Life cards, set up to 1 of your Characters as active at the "
                        "end of this turn.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    assert not st.pending and st.table.cards[target].tapped  # nothing happens now
    assert len(st.delayed) == (1 if condition_holds else 0)
    st = act(st, "end_turn")
    if condition_holds:
        assert st.pending[0].kind == "target" and st.pending[0].player == 0
        st = choose(st, target)
        assert not st.table.cards[target].tapped and st.active == 1
    else:
        assert st.active == 1 and st.table.cards[target].tapped and not st.delayed


@needs_npm
def test_real_costs_paid_with_chosen_cards_of_your_own(real_pool):
    # ONE PIECE 8-3-1, 8-3-1-3: OP03-080 Kaku "You may place 2 cards with a type including "CP" from
    # your trash at the bottom of your deck in any order: …"; OP08-044 Kingdew "You may reveal 2 cards
    # with a type including "Whitebeard Pirates" from your hand: This Character gains +2000 power …"
    st = turn3()
    clear(st, 0, "trash")
    cps = [custom(st, 0, "", "trash", traits=["CP9"], number=f"FX99-21{i}") for i in range(3)]
    put(st, 0, "FX01-003", "trash")  # not "CP": not a choice
    kaku = real(st, real_pool, 0, "OP03-080", "hand")
    give_don(st, 0, real_pool.get("OP03-080").data["cost"])
    st = act(st, "play", uid=kaku)
    st = choose(st, "yes")
    assert st.pending[0].kind == "cost" and set(option_ids(st)) == {str(u) for u in cps}
    st = choose(st, cps[0], cps[1])
    st = choose(st, cps[1])  # the order at the bottom (1-3-8)
    assert st.table.zone(0, "deck")[-2:] == [cps[1], cps[0]]
    kingdew = real(st, real_pool, 0, "OP08-044", "characters")
    # no two "Whitebeard Pirates" cards in hand: the cost can't be paid, the ability isn't offered
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args["uid"] == kingdew]
    wbs = [custom(st, 0, "", "hand", traits=["Whitebeard Pirates"], number=f"FX99-22{i}") for i in range(2)]
    st = act(st, "activate", uid=kingdew, ability=0)
    assert paid_with_only(st, *wbs)  # exactly the 2 that can pay: taken (8-3-1, issue #17)
    assert all(u in st.table.zone(0, "hand") for u in wbs) and board.power(st, kingdew) >= 6000


@needs_npm
def test_real_cost_returning_one_of_your_characters(real_pool):
    # ONE PIECE 8-3-1: ST17-002 "[On Play] You may return 1 of your Characters to the owner's hand: …"
    st = turn3()
    mine = put(st, 0, "FX01-004", "characters")
    card = real(st, real_pool, 0, "ST17-002", "hand")
    give_don(st, 0, real_pool.get("ST17-002").data["cost"])
    st = act(st, "play", uid=card)
    st = choose(st, "yes")
    assert st.pending[0].kind == "cost" and set(option_ids(st)) == {str(mine), str(card)}
    st = choose(st, mine)
    assert mine in st.table.zone(0, "hand")
