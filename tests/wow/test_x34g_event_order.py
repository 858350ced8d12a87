"""Helper x34g: what players and spectators see when a replacement's question stops an action half-way
(``engine.wow.optional_replacement``). The action is shown as done up to the question — its play logged, the
card on the chain (WoW 409.1, 415.6a: every link is public) or resolving, not in the hand (415.4a) — and the
question comes after those events, before what the answer decides (EN 716: a replacement applies as the event
would happen). Answering gives the rest only, once; the state waiting for the answer round-trips through JSON."""

from __future__ import annotations

import json

import pytest

from engine.core import Action, Event, Modifier, Pending
from engine.core.simulate import Stored, _owned, check_step
from engine.wow import optional_replacement as opt
from engine.wow.card_facts import TAG_ADD
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import hero, put, resources, start
from .test_templates import WOW_CARDS


def _act(st, type_: str, player: int, **args):
    return ENGINE.apply(st, Action(type_, player, args))


def _play(st, player: int, uid: int, target: int | None = None):
    """Play ``uid`` from the hand; its target, when asked (409.1, 707.1), is ``target``: the last step's transition."""
    tr = _act(st, "play", player, uid=uid)
    if tr.state.pending and tr.state.pending[0].kind == "target":
        tr = _answer(tr.state, str(target))
    return tr


def _answer(st, pick: str):
    return ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": [pick]}))


def _demon_takes(st, player: int, *uids: int) -> int:
    """Plague Fleshbane's shape with fixture cards: ``uids`` have "If this would be dealt damage this turn, you may
    choose a Demon in your party …" (``opt.DEMON_TAKES``), and a Sleepy Golem (4 health) made a Demon (tag+) is that Demon."""
    demon = put(st, player, "Sleepy Golem", "allies")
    st.modifiers.append(Modifier(demon, TAG_ADD, 0, keyword="Demon", duration="this_turn", turn=st.turn))
    for uid in uids:
        st.modifiers.append(Modifier(uid, "", 1, keyword=opt.DEMON_TAKES, duration="this_turn", player=player, turn=st.turn))
    return demon


def _zones(st, viewer, player: int) -> dict[str, list]:
    view = ENGINE.view(st, viewer)
    return {z: [c.get("card_id") for c in cards] for z, cards in view["players"][player]["zones"].items()}


def _kinds(events) -> list[str]:
    return [e.kind for e in events]


def _fire_bolt_question():
    """P1 plays Fire Bolt at P2's Raging Brute; P2 passes (auto_pass); as it resolves, the Brute would be dealt damage: P2 is asked."""
    st = start()
    owl = put(st, 1, "Raging Brute", "allies")  # 4 health: 3 damage leaves it in play
    demon = _demon_takes(st, 1, owl)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    tr = _play(st, 0, bolt, owl)
    return st, tr, owl, demon, bolt, hand


def test_the_play_is_shown_before_the_replacement_question():
    # WoW 409.1 (playing a card puts it on the chain), 415.6a (links are public), 415.4a (the hand is not), EN 716
    # (the replacement applies as the damage would be dealt): the question comes after the play and the resolution
    st, tr, owl, demon, bolt, hand = _fire_bolt_question()
    kinds = _kinds(tr.events)
    assert kinds[-1] == "ask" and tr.events[-1].player == 1
    assert kinds.index("chain") < kinds.index("pass") < kinds.index("resolve") < kinds.index("ask")
    assert "pay" in kinds[: kinds.index("ask")]
    s = tr.state
    assert s.pending[0].kind == opt.KIND and ENGINE.to_act(s) == [1]
    assert s.table.cards[bolt].zone == "chain" and bolt not in s.table.zone(0, "hand")  # resolving, not in the hand
    assert s.table.cards[owl].damage == 0 and s.table.cards[demon].damage == 0  # nothing dealt yet (EN 716)
    bolt_id = st.table.cards[bolt].card_id
    for viewer in (None, 0, 1):  # the public view and each player's
        zones = _zones(s, viewer, 0)
        assert zones["chain"] == [bolt_id], viewer  # 415.6a: public
        assert len(zones["hand"]) == hand - 1, viewer
        assert ENGINE.view(s, viewer)["pending"]["kind"] == opt.KIND
    assert ENGINE.check_invariants(s) == []  # 305.1: the card resolving while the question waits is no broken chain
    over = _act(s, "concede", 1)  # 102.1b: a concession while the question waits ends the game there
    assert over.state.over and ENGINE.check_invariants(over.state) == []


@pytest.mark.parametrize("pick", ["demon", opt.NO])
def test_the_answer_gives_the_rest_once(pick):
    # EN 709.3 ("you may"), 408.2a: the answer's events are the "may" line and what follows the question — the play,
    # the payment and the resolution are not given again; the state waiting for the answer round-trips through
    # JSON (a match reloaded mid-question answers the same)
    _st, tr, owl, demon, bolt, _hand = _fire_bolt_question()
    s = tr.state
    pick_id = str(demon) if pick == "demon" else opt.NO
    done = _answer(s, pick_id)
    kinds = _kinds(done.events)
    assert kinds[0] == "may" and not {"chain", "pay", "pass", "resolve", "targeted", "ask"} & set(kinds), kinds
    hit = demon if pick == "demon" else owl
    assert done.state.table.cards[hit].damage == 3
    assert done.state.table.cards[bolt].zone == "graveyard" and not done.state.pending  # 305.1
    assert done.state.steps == s.steps + 1  # one action each: the question, the answer
    again = _answer(ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(s)))), pick_id)
    assert ENGINE.state_to_json(again.state) == ENGINE.state_to_json(done.state)
    assert _kinds(again.events) == kinds


def test_a_question_stored_before_this_change_answers_as_before():
    # a match saved mid-question by the earlier engine (the question waiting in the state before the action, with
    # only the action and the answers kept) answers as it did: the action replayed, every event of it given then
    st = start()
    owl = put(st, 1, "Raging Brute", "allies")
    demon = _demon_takes(st, 1, owl)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    aimed = _act(st, "play", 0, uid=bolt).state  # the target is asked (707.1)
    action = Action("choose", 0, {"picks": [str(owl)]})
    asked = ENGINE.apply(aimed, action).state.pending[0]
    old = ENGINE.copy(aimed)
    old.pending.insert(0, Pending(asked.player, asked.kind, asked.prompt, asked.options, 1, 1, asked.rule,
                                  {"action": action.to_json(), "answers": []}))
    old.steps += 1
    old = ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(old))))
    then = _answer(old, str(demon))
    now = _answer(ENGINE.apply(aimed, action).state, str(demon))
    assert ENGINE.state_to_json(then.state) == ENGINE.state_to_json(now.state)
    assert {"chain", "pay", "resolve"} <= set(_kinds(then.events)) and _kinds(then.events)[0] == "may"


def test_an_event_made_and_dropped_before_the_question_is_never_shown(monkeypatch):
    # 415.4a: only what the action gives is shown at the question — an event made and then dropped on the way (as a
    # move the engine doesn't log) stays unseen; here one naming a card in P1's hand, made as the link resolves
    from engine.wow import procedure

    resolve_top = procedure.resolve_top

    def dropping(st):
        Event("move", "SECRET: a card of P1's hand", None, 0)  # made, never given
        return resolve_top(st)

    monkeypatch.setattr(procedure, "resolve_top", dropping)
    _st, tr, *_ = _fire_bolt_question()
    assert _kinds(tr.events)[-1] == "ask" and "resolve" in _kinds(tr.events)
    assert not any("SECRET" in e.text for e in tr.events)
    done = _answer(tr.state, opt.NO)
    assert not any("SECRET" in e.text for e in done.events)


def test_two_questions_in_one_action_each_after_what_came_before():
    # EN 716, 408.2a: Frost Ring's packets to P2's hero and owl are asked about one after the other; each question
    # comes after the events before it, and no event is given twice over the three steps
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    demon = _demon_takes(st, 1, hero(st, 1), owl)
    ring = put(st, 0, "Frost Ring", "hand")
    resources(st, 0, 3)
    first = _play(st, 0, ring)
    assert _kinds(first.events)[-1] == "ask" and "chain" in _kinds(first.events)
    assert first.state.table.cards[ring].zone == "chain"
    second = _answer(first.state, str(demon))
    assert _kinds(second.events)[0] == "may" and _kinds(second.events)[-1] == "ask"
    assert second.state.pending[0].kind == opt.KIND and second.state.table.cards[ring].zone == "chain"
    assert not {"chain", "pay", "resolve"} & set(_kinds(second.events))
    third = _answer(second.state, opt.NO)
    every = [*first.events, *second.events, *third.events]
    for kind in ("chain", "pay", "resolve"):
        assert _kinds(every).count(kind) == 1, kind
    hit = [e.text.rsplit(" to ", 1)[1] for e in every if e.kind == "damage"]
    assert hit == ["Sleepy Golem", "Mist Owl", "Sleepy Golem"]  # the hero's packet sent to the Demon, the owl's kept, the Demon's own
    assert _kinds(second.events).index("damage") < _kinds(second.events).index("ask")  # the first packet is dealt before the second question
    assert [third.state.table.cards[u].damage for u in (hero(st, 1), owl, demon)] == [0, 1, 2]


def test_each_step_stores_replays_and_hides_nothing():
    # a stored match replays its actions (engine.core.simulate.check_step: the state's JSON round trip, the stored
    # action re-applied to the stored state gives the same state, no hidden card in any view — 415.4a — and the
    # engine's invariants) at the question, between the two questions and after the last answer
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    demon = _demon_takes(st, 1, hero(st, 1), owl)
    ring = put(st, 0, "Frost Ring", "hand")
    resources(st, 0, 3)
    owned = _owned(st)
    steps = [(st, Action("play", 0, {"uid": ring}))]
    first = ENGINE.apply(*steps[0])
    steps.append((first.state, Action("choose", 1, {"picks": [str(demon)]})))
    second = ENGINE.apply(*steps[1])
    steps.append((second.state, Action("choose", 1, {"picks": [opt.NO]})))
    for (before, action), after in zip(steps, (first, second, ENGINE.apply(*steps[2])), strict=True):
        problems, _ = check_step(ENGINE, Stored.of(ENGINE, before), action, after.state, owned)
        assert problems == [], (action, problems)


@needs(WOW_CARDS)
def test_sand_scarab_question_after_the_destroying_ability():
    # EN 716, 709.3: "If an opposing ally would be destroyed, you may remove it from the game instead." (Sand Scarab)
    # — asked as Vanish in Smoke ("Destroy target ally.") resolves: its play (409.1) and resolution are shown first,
    # the card on the chain for every viewer (415.6a), not in its player's hand (415.4a)
    from .test_templates_more import put_real

    st = start()
    put_real(st, 0, "Sand Scarab", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    tr = _play(st, 0, vanish, theirs)
    kinds = _kinds(tr.events)
    assert kinds[-1] == "ask" and kinds.index("chain") < kinds.index("resolve") < kinds.index("ask")
    assert "Sand Scarab" in tr.events[-1].text
    for viewer in (None, 0, 1):
        assert _zones(tr.state, viewer, 0)["chain"] == [st.table.cards[vanish].card_id]
    done = _answer(tr.state, "yes")
    assert _kinds(done.events)[0] == "may" and "resolve" not in _kinds(done.events)
    assert done.state.table.cards[theirs].zone == "removed" and done.state.table.cards[vanish].zone == "graveyard"
