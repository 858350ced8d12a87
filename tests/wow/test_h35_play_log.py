"""Session 35, helper h35wow, part 4: the targets chosen for a card while it is still in its hand are said in the log
once it is played (it joins the chain: public, 409.1), as its mode already was (EN 707.1c); a targeted player ("Target
opponent …", EN 706) is said too. Public lines only name what the public view shows: a face-down resource is "a
face-down card" (412.1b), and no public line names the card before it leaves the hand.
"""

from __future__ import annotations

from engine.core import Action
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import hero, put, resources, start
from .test_h35_modal_shield import MODAL, _card
from .test_templates import WOW_CARDS
from .test_templates_more import put_real


def _act(st, type_: str, player: int, **args):
    r = ENGINE.apply(st, Action(type_, player, args))
    return r.state, list(r.events)


def _public(events) -> list[str]:
    return [f"{e.kind}|{e.text}" for e in events if e.seen_by(None)]


def _after_move(lines: list[str], name: str) -> list[str]:
    i = next(i for i, x in enumerate(lines) if x.startswith("move|") and name in x and "to chain" in x)
    assert not any(name in x for x in lines[:i])  # nothing public names it while it is in the hand
    return lines[i + 1 :]


@needs(WOW_CARDS)
def test_a_target_chosen_in_the_hand_is_said_once_the_card_is_played():
    # EN 706.1, 409.1: Blistering Fire ("… to target hero") — the target line follows its move to the chain
    st = start({"auto_pass": False})
    card = put_real(st, 0, "Blistering Fire", "hand")
    resources(st, 0, 6)
    st, _ = _act(st, "play", 0, uid=card, x=0)
    st, events = _act(st, "choose", 0, picks=[str(hero(st, 1))])
    after = _after_move(_public(events), "Blistering Fire")
    assert "targeted|Blistering Fire targets Alia Dawnblade" in after


def test_a_targeted_player_is_said():
    # EN 706: fixture Mind Rot "Target opponent discards two cards." — "Mind Rot targets P2", public, once played
    st = start({"auto_pass": False})
    rot = put(st, 0, "Mind Rot", "hand")
    resources(st, 0, 2)
    st, events = _act(st, "play", 0, uid=rot, x=0)
    assert "targeted_player|Mind Rot targets P2" in _after_move(_public(events), "Mind Rot")


def test_a_mode_and_its_targeted_player_are_said_after_the_move():
    # EN 707.1c, 706: the mode chosen in the hand, then its targeted player; the other mode targets nobody
    for mode, said in (("0", True), ("1", False)):
        st = start({"auto_pass": False})
        card = _card(st, 0, "hand", "Modal Rot", "ability", MODAL)
        resources(st, 0, 1)
        st, _ = _act(st, "play", 0, uid=card, x=0)
        st, events = _act(st, "choose", 0, picks=[mode])
        after = _after_move(_public(events), "Modal Rot")
        assert any(x.startswith("mode|Modal Rot: chose") for x in after)
        assert ("targeted_player|Modal Rot targets P2" in after) is said


@needs(WOW_CARDS)
def test_a_face_down_target_is_not_named():
    # 412.1b, 415.8c: Thud! ("Exhaust target card in play.") at P2's face-down resource: public lines say "a face-down
    # card", never its name
    st = start({"auto_pass": False})
    (res,) = [put(st, 1, "Veiled Sage", "resources")]
    card = put_real(st, 0, "Thud!", "hand")
    resources(st, 0, 6)
    st, _ = _act(st, "play", 0, uid=card, x=0)
    st, events = _act(st, "choose", 0, picks=[str(res)])
    lines = _public(events)
    assert "targeted|Thud! targets a face-down card" in _after_move(lines, "Thud!")
    assert not any("Veiled Sage" in x for x in lines)
