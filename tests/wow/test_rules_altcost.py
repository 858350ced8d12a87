"""Alternative costs (403.3, scenario X10 Nalonae). The cards' alternative costs are test-local
powers in the shape the compiler is to emit (``Power("alt_cost", text, [], cost={...})``)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.core.effects import Effect
from engine.wow import powers
from engine.wow.cards.compiler import Power
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, put, resolve_chain, resources, start

NALONAE = "Test Nalonae"
SLAM = "Test Shield Slam"
PREP = "Test Ambush"


def _swap(monkeypatch, table: dict) -> None:
    import engine.wow.engine as wow_engine

    for mod in (wow_engine, powers):  # the modules that read compiled powers
        real = mod.card_powers
        monkeypatch.setattr(mod, "card_powers", lambda d, real=real: table.get(d.get("name"), real(d)))


@pytest.fixture
def game(monkeypatch):
    _swap(monkeypatch, {
        NALONAE: (Power("alt_cost", "You may destroy one of your resources rather than pay Nalonae's cost.", [],
                        cost={"destroy_resources": 1}),),
        SLAM: (Power("alt_cost", "You may exhaust one of your Swords rather than pay this card's cost.", [],
                     cost={"exhaust": {"types": ["weapon"], "tag": "Sword"}}),
               Power("alt_cost", "You may discard an Owl rather than pay this card's cost.", [],
                     cost={"discard": {"tag": "Owl"}}),
               Power("play", "Draw a card.", [Effect("draw", 1)])),
        PREP: (Power("alt_cost", "Preparation", [], cost={"free": True, "own_first_turn": True}),),
    })
    st = start({"auto_pass": False})
    st.cards["T-N"] = make_card(name=NALONAE, type="ally", set="T", number=5, rarity="common", cost=2, atk=2, damage_type="holy",
                                health=2, tags=["Blood Elf", "Priest"], text="(alt cost)")
    st.cards["T-SS"] = make_card(name=SLAM, type="ability", set="T", number=6, rarity="common", cost=3, instant=True, text="(alt cost)")
    st.cards["T-P"] = make_card(name=PREP, type="ability", set="T", number=7, rarity="common", cost=5, text="(alt cost)")
    return st


def _plays(st, uid):
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == uid]


def test_x10_nalonae_destroys_a_face_down_resource_instead_of_paying(game):
    # WoW 403.3 (scenario X10, printed under 412.1b): "destroy one of your resources rather than
    # pay"; the face-down resource is blank as it leaves play and goes to the graveyard
    st = game
    ability_res = put(st, 0, "Fire Bolt", "resources")
    st.table.cards[ability_res].tapped = True  # no ready resource: the printed cost can't be paid
    nalonae = st.table.add("T-N", 0, "hand").uid
    plays = _plays(st, nalonae)
    assert [a.args.get("alt") for a in plays] == [0]
    st = resolve_chain(apply(st, "play", 0, uid=nalonae, x=0, alt=0, pay=[ability_res]))
    assert st.table.cards[nalonae].zone == "allies"
    assert ability_res in st.table.zone(0, "graveyard")


def test_one_alternative_cost_per_link_and_it_must_be_paid_in_full(game):
    # WoW 403.3: at most one alternative cost for a link (the play names one); 403.1: in full
    st = game
    sword = put(st, 0, "Worn Longsword", "hero_row")
    owl = put(st, 0, "Mist Owl", "hand")
    slam = st.table.add("T-SS", 0, "hand").uid
    resources(st, 0, 3)
    plays = _plays(st, slam)
    ways = [(a.args.get("alt", -1), tuple(a.args.get("pay", []))) for a in plays]
    assert ways[:2] == [(-1, ()), (0, (sword,))] and (1, (owl,)) in ways  # one way per card able to pay
    assert {alt for alt, _ in ways} == {-1, 0, 1}
    for bad in ({"alt": 2, "pay": []}, {"alt": 0, "pay": [owl]}, {"alt": 0, "pay": []}, {"alt": 0, "pay": [sword], "x": 1}):
        with pytest.raises(RulesError) as err:
            apply(st, "play", 0, uid=slam, **{"x": 0, **bad})
        assert err.value.rule in (R("403.3"), R("403.1"), R("201.3"))
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "play", 0, uid=slam, x=0, alt=0, pay=[sword]))
    assert st.table.cards[sword].tapped and st.table.cards[owl].zone == "hand"
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))  # the printed cost was not paid
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1  # Slam left, drew one


def test_without_paying_only_when_its_condition_holds(game):
    # WoW 403.3: "without paying its cost" is the alternative cost (0); Preparation: on your first turn only
    st = game
    ambush = st.table.add("T-P", 0, "hand").uid
    assert [a.args.get("alt") for a in _plays(st, ambush)] == [0]
    st2 = resolve_chain(apply(st, "play", 0, uid=ambush, x=0, alt=0, pay=[]))
    assert st2.table.cards[ambush].zone == "graveyard"
    st.turn = 5
    st.turn_started[0] = 5
    assert _plays(st, ambush) == []
    with pytest.raises(RulesError) as err:
        apply(st, "play", 0, uid=ambush, x=0, alt=0, pay=[])
    assert err.value.rule == R("403.3")
