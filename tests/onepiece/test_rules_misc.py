"""Visibility (3-1-5), public counts (3-1-4), ordering of auto effects (8-1-3-2), impossible
actions (1-3-2-1), names gained from text (2-1-3) and deck-building text (5-1-2-4, D2)."""

from __future__ import annotations

from engine.core import Action
from engine.core.cards import CardPool
from engine.onepiece import board, resolve
from engine.onepiece.cards.schema import card_data
from engine.onepiece.game import ENGINE, validate_deck
from engine.onepiece.state import Frame

from .helpers import POOL, act, choose, deck, end_turn, leader, new_game, put, to_turn


def test_zone_counts_are_public_and_hidden_zones_hide_faces():
    # ONE PIECE 3-1-4, 3-2-2, 3-4-2, 3-10-2
    st = new_game()
    spectator = ENGINE.view(st, None)
    for p in (0, 1):
        c = spectator["players"][p]["counters"]
        assert c["hand"] == len(st.table.zone(p, "hand")) and c["life"] == len(st.table.zone(p, "life"))
        for zone in ("deck", "hand", "life"):
            assert all(card.get("hidden") for card in spectator["players"][p]["zones"][zone])
    own = ENGINE.view(st, 0)
    assert all(card.get("hidden") for card in own["players"][0]["zones"]["life"])  # not even its owner
    assert all("card_id" in card for card in own["players"][0]["zones"]["hand"])


def test_don_deck_and_cost_area_are_public():
    # ONE PIECE 3-3-2, 3-9-2
    view = ENGINE.view(new_game(), None)
    assert all(c["card_id"] == "DON!!" for c in view["players"][0]["zones"]["don_deck"])
    assert view["players"][0]["counters"]["don_active"] == 1


def test_draws_are_private_to_the_drawer():
    # ONE PIECE 4-5-2: draw without showing the card
    st = new_game()
    step = ENGINE.apply(st, Action("end_turn", 0, {}))
    draws = [e for e in step.events if e.kind.startswith("draw")]
    assert any(e.visible_to is None and "draws 1" in e.text for e in draws)
    assert all(e.visible_to == [1] for e in draws if e.kind == "draw_private")


def test_leader_never_leaves_by_manual_moves():
    # ONE PIECE 3-6-3
    st = to_turn(new_game(), 3)
    tr = put(st, 0, "FX01-019", "hand")
    board.don_to_cost_area(st, 0, 3, None)
    st = act(st, "play", uid=tr)
    acts = ENGINE.legal_actions(st, 0)
    assert not [a for a in acts if a.args.get("op") == "move" and a.args.get("uid") == leader(st, 0)]


def test_turn_players_auto_effects_resolve_first():
    # ONE PIECE 8-1-3-2
    st = to_turn(new_game(), 3)
    mine = put(st, 0, "FX01-012", "characters")
    theirs = put(st, 1, "FX01-012", "characters")
    resolve.trigger(st, "on_ko", [theirs, mine], [], check_live=False)
    assert [f.src for f in st.stack] == [mine, theirs]


def test_a_player_orders_their_simultaneous_auto_effects():
    # ONE PIECE 8-1-3-2: the turn player chooses the order of their own auto effects
    st = to_turn(new_game(), 3)
    a = put(st, 0, "FX01-014", "characters")  # [End of Your Turn] set 1 DON!! active
    b = put(st, 0, "FX01-014", "characters")
    st = end_turn(st)
    assert st.pending[0].kind == "order" and st.pending[0].player == 0
    st2 = choose(st, "1")
    assert st2.active == 1  # both resolved, the turn ended
    assert {a, b} <= set(st.table.zone(0, "characters"))


def test_simultaneous_auto_effects_are_ordered_by_one_or_several_picks():
    # ONE PIECE 8-1-3-2: the player orders their own effects; picks resolve in the order picked
    st = to_turn(new_game(), 3)
    a, b, c, d = (put(st, 0, "FX01-012", "characters") for _ in range(4))
    resolve.trigger(st, "on_ko", [a, b, c, d], [], check_live=False)
    pend = st.pending.pop(0)
    assert pend.kind == "order" and [o.id for o in pend.options] == ["0", "1", "2", "3"]
    resolve.answer_order(st, pend, [3])
    assert [f.src for f in st.stack] == [d, a, b, c]
    pend = st.pending.pop(0)
    assert (pend.context["start"], pend.context["end"]) == (1, 4) and [o.id for o in pend.options] == ["1", "2", "3"]
    resolve.answer_order(st, pend, [3, 1])  # c, then a; b follows
    assert [f.src for f in st.stack] == [d, c, a, b] and not st.pending


def test_an_order_question_stored_before_shared_choices_is_still_answered():
    # saved states: an "order" pending with only its old context keys (start, end)
    st = to_turn(new_game(), 3)
    a, b, c = (put(st, 0, "FX01-012", "characters") for _ in range(3))
    resolve.trigger(st, "on_ko", [a, b, c], [], check_live=False)
    pend = st.pending.pop(0)
    pend.context = {"start": pend.context["start"], "end": pend.context["end"]}
    resolve.answer_order(st, pend, [1])
    assert [f.src for f in st.stack] == [b, a, c] and st.pending[0].kind == "order"


def test_resting_a_rested_card_does_nothing():
    # ONE PIECE 1-3-2-1
    st = to_turn(new_game(), 3)
    c = put(st, 1, "FX01-003", "characters", tapped=True)
    src = put(st, 0, "FX01-025", "characters")
    frame = Frame(src=src, card_id="FX01-025", controller=0, ability=0)
    events: list = []
    eff = board.compiled(st, src).abilities[0].effects[0]
    resolve.apply_to(st, frame, eff, c, events)
    assert events == [] and st.table.cards[c].tapped


def test_names_gained_from_text_count():
    # ONE PIECE 2-1-3
    data = card_data(number="FX99-001", name="Mask", type="Character", colors=["Red"], cost=1, power=1000,
                     text="Also treat this card's name as [Captain Fixture] according to the rules.")
    st = new_game()
    st.cards["FX99-001"] = data
    uid = st.table.add("FX99-001", 0, "characters").uid
    assert board.has_name(st, uid, "Captain Fixture") and board.has_name(st, uid, "Mask")


def test_deck_building_text_applies_at_validation():
    # ONE PIECE 5-1-2-4-1, 8-1-3-4-3 (D2: card-defined deck-building overrides are allowed)
    data = card_data(number="FX99-002", name="Swarm", type="Character", colors=["Red"], cost=1, power=1000,
                     text="Under the rules of this game, you may have any number of this card in your deck.")
    from engine.core.cards import CardRecord

    pool = CardPool("onepiece", [*POOL.by_id.values(), CardRecord("FX99-002", data, {"en": "Swarm"})])
    d = deck(main=["FX99-002"] * 50)
    d.cards.update(pool.data(["FX99-002"]))
    assert validate_deck(d, {}) == []


def test_don_given_returns_with_refresh_not_before():
    # ONE PIECE 6-5-5-2, 6-2-3: given DON!! stay through the opponent's turn
    st = to_turn(new_game(), 3)
    st = act(st, "attach", target=leader(st, 0))
    st = end_turn(st)
    assert len(board.attached(st, leader(st, 0))) == 1
