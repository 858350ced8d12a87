"""OP13-079 Imu (Leader), played in engine games: "Under the rules of this game, you cannot include
Events with a cost of 2 or more in your deck" (a leader's deck-building rule, 8-1-3-4-3, D2), "at the
start of the game, play up to 1 {Mary Geoise} type Stage card from your deck" (before the opening
hands; "up to" allows none, 1-3-5-1) and "[Activate: Main] [Once Per Turn] You may trash 1 of your
{Celestial Dragons} type Characters or 1 card from your hand: Draw 1 card." (a cost with two ways)."""

from __future__ import annotations

from engine.core import Deck
from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.decks import validate_deck
from engine.onepiece.game import ENGINE

from .helpers import POOL, SIMPLE, VANILLA, act, add_real, choose, deck, needs_npm, option_ids, pending_kind

pytestmark = needs_npm

IMU, MARY_GEOISE, EMPTY_THRONE = "OP13-079", "OP05-097", "OP13-099"


def imu_deck(real_pool: CardPool, extra: list[str]) -> Deck:
    main = [VANILLA] * (50 - len(extra)) + extra
    return Deck(main=main, cards={**POOL.data([VANILLA]), **real_pool.data([IMU, *extra])}, sections={"leader": [IMU]})


def imu_game(real_pool: CardPool, extra: list[str]):
    st, _ = ENGINE.new_game(["P1", "P2"], [imu_deck(real_pool, extra), deck()], 1, SIMPLE)
    chooser = st.pending[0].player
    return choose(st, "first" if chooser == 0 else "second", player=chooser)


def test_imu_plays_a_mary_geoise_stage_from_the_deck_before_the_opening_hands(real_pool):
    st = imu_game(real_pool, [MARY_GEOISE, MARY_GEOISE, EMPTY_THRONE])
    assert pending_kind(st) == "start_stage" and st.pending[0].player == 0
    assert not st.table.zone(0, "hand")  # before the opening hands (5-2-1-6)
    labels = [o.label for o in st.pending[0].options]
    assert labels == ["Play Mary Geoise", "Play The Empty Throne", "Play none"]  # alike cards: one option
    st = choose(st, option_ids(st)[0])
    (stage,) = st.table.zone(0, "stage")
    assert board.data(st, stage)["name"] == "Mary Geoise"
    assert len(st.table.zone(0, "deck")) == 49 - 5 and len(st.table.zone(0, "hand")) == 5
    assert pending_kind(st) == "mulligan"


def test_imu_may_play_none(real_pool):
    st = imu_game(real_pool, [MARY_GEOISE])
    st = choose(st, "none")
    assert not st.table.zone(0, "stage") and pending_kind(st) == "mulligan"


def test_imu_without_such_a_stage_asks_nothing(real_pool):
    st = imu_game(real_pool, [])
    assert pending_kind(st) == "mulligan"


def test_imu_deck_rule_forbids_events_of_cost_2_or_more(real_pool):
    ok = imu_deck(real_pool, ["OP13-097"])  # an Event, cost 1
    assert not [p for p in validate_deck(ok) if p.rule is not None and p.rule.section == "8-1-3-4-3"]
    bad = imu_deck(real_pool, ["OP05-095"])  # Dragon Claw: an Event, cost 2
    problems = [p for p in validate_deck(bad) if p.rule is not None and p.rule.section == "8-1-3-4-3"]
    assert problems and "Dragon Claw" in problems[0].message


def imu_turn(real_pool: CardPool):
    st = imu_game(real_pool, [])
    st = choose(st, "keep", player=0)
    st = choose(st, "keep", player=1)
    while st.turn < 3:
        st = act(st, "end_turn")
    return st, board.leader(st, 0)


def test_imu_trashes_a_celestial_dragons_character_or_a_hand_card_to_draw(real_pool):
    st, imu = imu_turn(real_pool)
    dragon = add_real(st, real_pool, "OP13-085", 0, "characters")  # Saint Jalmac {Celestial Dragons}
    other = add_real(st, real_pool, "OP04-007", 0, "characters")  # not {Celestial Dragons}
    hand = list(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=imu, ability=1)
    assert set(option_ids(st)) == {str(dragon), *map(str, hand)} and str(other) not in option_ids(st)
    st = choose(st, dragon)
    assert st.table.cards[dragon].zone == "trash"
    assert len(st.table.zone(0, "hand")) == len(hand) + 1
    assert not any(a.type == "activate" and a.args.get("uid") == imu for a in ENGINE.legal_actions(st, 0))  # once per turn


def test_imu_pays_with_a_hand_card(real_pool):
    st, imu = imu_turn(real_pool)
    hand = list(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=imu, ability=1)
    st = choose(st, hand[0])
    assert st.table.cards[hand[0]].zone == "trash" and len(st.table.zone(0, "hand")) == len(hand)
