"""Regression: every answer ``legal_actions`` offers for a pending choice is accepted by ``apply``.

The reliability suite once hit ``RulesError: unknown choice (§410.6g)``: the 410.6g location
choice (keep one face-up location) created by the pre-priority check had no answer handler next
to ``trigger_order``, so the legal answer was refused.
"""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.core.cards import CardPool
from engine.core.simulate import pick_action
from engine.wow.game import ENGINE, fixture_cards, random_deck

from .helpers import apply, choose, hero, put, resources, start

POOL = CardPool("wow", fixture_cards())


def _all_answers_accepted(st) -> list[str]:
    refused = []
    for action in ENGINE.legal_actions(st, ENGINE.to_act(st)[0]):
        try:
            ENGINE.apply(st, action)
        except Exception as exc:  # any refusal of a legal answer is the bug
            refused.append(f"{st.pending[0].kind}: {action.label}: {exc}")
    return refused


def test_location_choice_then_trigger_order_answers_are_accepted():
    # WoW 410.6g (keep one face-up location) then EN 708.2 (outside: order of own triggers)
    st = start()
    put(st, 1, "Crossroads Camp", "resources", face_down=False)
    put(st, 1, "Crossroads Camp", "resources", face_down=False)
    put(st, 1, "Spring Mender", "allies")
    put(st, 1, "Searing Idol", "allies")
    st.table.cards[hero(st, 1)].damage = 3
    st = apply(st, "pass", 0)  # P2's turn starts: the check and two start-of-turn triggers
    seen = []
    for _ in range(6):
        if not st.pending:
            break
        seen.append(st.pending[0].kind)
        assert _all_answers_accepted(st) == []
        st = ENGINE.apply(st, ENGINE.legal_actions(st, ENGINE.to_act(st)[0])[-1]).state
    assert "location" in seen and "trigger_order" in seen


def test_every_legal_answer_of_every_pending_choice_is_accepted():
    # WoW 410.6 / EN 708.2: a legal answer is never refused, whatever the pending kind
    refused: list[str] = []
    for seed in range(4):
        rng = Rng.from_seed(seed)
        st, _ = ENGINE.new_game(["A", "B"], [random_deck(POOL, rng, size=30) for _ in range(2)], seed, {"max_turns": 12})
        pick = Rng.from_seed(seed ^ 77)
        for _ in range(600):
            if st.over:
                break
            legal = ENGINE.legal_actions(st, ENGINE.to_act(st)[0])
            if st.pending:
                refused += _all_answers_accepted(st)
            st = ENGINE.apply(st, pick_action(legal, pick)).state
    assert refused == []


def test_manual_steps_never_name_hidden_cards_publicly():
    # WoW 103.1 (resolution by hand) with 415.8c: face-down resources and hands stay hidden
    from engine.core import Action
    from engine.core.manual import manual_pending
    from engine.wow.rules import R

    st = start()
    res = put(st, 0, "Iron Sentinel", "resources")
    in_hand = st.table.zone(0, "hand")[0]
    st.pending.append(manual_pending(0, res, "some text", R("103.1")))
    moved = ENGINE.apply(st, Action("manual", 0, {"op": "move", "uid": res, "zone": "graveyard"}))
    card = moved.state.table.cards[res]
    assert card.zone == "graveyard" and not card.face_down  # it is public now, face up
    to_deck = ENGINE.apply(st, Action("manual", 0, {"op": "move", "uid": in_hand, "zone": "deck"}))
    cid = st.table.cards[in_hand].card_id
    public = [e for e in to_deck.events if e.seen_by(None) or e.seen_by(1)]
    name = st.cards[cid]["name"]  # the log names a card by its name: neither may show
    assert public and not any(cid in e.text or name in e.text or cid in str(e.data) for e in public)


def test_a_card_on_the_chain_is_not_moved_by_hand():
    # WoW 415.6a: a card on the chain is a link; resolving text by hand (103.1) can't take it away
    # (a simulated game found "chain links and chain zone disagree" after such a move)
    from engine.core import Action, RulesError
    from engine.core.manual import manual_pending
    from engine.wow.rules import R

    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    assert st.table.cards[bolt].zone == "chain"
    st.pending.append(manual_pending(0, None, "some text", R("103.1")))
    offered = [a for a in ENGINE.legal_actions(st, 0) if a.type == "manual" and a.args.get("uid") == bolt]
    assert offered == []
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("manual", 0, {"op": "move", "uid": bolt, "zone": "deck"}))
    assert ENGINE.check_invariants(st) == []
