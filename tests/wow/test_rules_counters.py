"""Counters (404.1–404.1d), the location counter limit (306.3) and "remove counters" costs (403.4).

No fixture card reads counters yet, so the powers here are test-local: a card whose compiled
powers are swapped in for the test (the effect shapes the compiler is to emit)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.core.effects import Effect, Target
from engine.wow import counters, powers, procedure
from engine.wow import keywords as kw
from engine.wow.cards.compiler import Power
from engine.wow.cards.schema import make_card
from engine.wow.counters import CounterEffect
from engine.wow.game import ENGINE
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, choose, hero, put, resolve_chain, resources, start

KEEPER = "Honor Keeper"


def _keeper_powers(real):
    """Test-local powers for KEEPER: add two +1/+1 counters to target ally; remove all honor
    counters to draw a card; remove two honor counters to draw a card."""
    pw = (
        Power("activated", "Add two +1/+1 counters to target ally.",
              [CounterEffect("add_counters", 2, Target("chosen", {"types": ["ally"]}), stat="+1/+1")], cost={}),
        Power("activated", "Remove all honor counters -> Draw a card.", [Effect("draw", 1)],
              cost={"remove_counters": {"kind": "honor", "n": None}}),
        Power("activated", "Remove two honor counters -> Draw a card.", [Effect("draw", 1)],
              cost={"remove_counters": {"kind": "honor", "n": 2}}),
    )

    def powers(data):
        return pw if data.get("name") == KEEPER else real(data)

    return powers


@pytest.fixture
def keeper_game(monkeypatch):
    import engine.wow.engine as wow_engine

    monkeypatch.setattr(wow_engine, "card_powers", _keeper_powers(wow_engine.card_powers))
    monkeypatch.setattr(powers, "card_powers", _keeper_powers(powers.card_powers))
    st = start({"auto_pass": False})
    st.cards["T-K"] = make_card(name=KEEPER, type="ally", set="T", number=1, rarity="common", atk=1, damage_type="melee",
                                health=2, text="(test-local powers)")
    card = st.table.add("T-K", 0, "allies")
    card.entered_turn = -1
    return st, card.uid


def _run(st, uid, effs):
    """Resolve test effects as if ``uid``'s power resolved (controller P1)."""
    return procedure.run_effects(st, Link("power", 0, uid, -1, label="test"), effs)


def test_stat_counters_change_atk_and_health_until_removed(keeper_game):
    # WoW 404.1c: unnamed stat counters are continuous modifiers while they stay on the card;
    # WoW 404.1a: "add" with no place named puts them on the card itself
    st, keeper = keeper_game
    ally = put(st, 1, "Stone Guardian", "allies")  # 3 ATK / 6 health
    st = choose(apply(st, "power", 0, uid=keeper, power=0, x=0), str(ally))
    st = resolve_chain(st)
    assert counters.counters(st, ally, "+1 / +1") == 2
    assert (kw.atk(st, ally), kw.health(st, ally)) == (5, 8)
    view = ENGINE.view(st, 1)
    cv = next(c for c in view["players"][1]["zones"]["allies"] if c.get("uid") == ally)
    assert cv["stats"] == {"atk": 5, "health": 8} and cv["counters"] == {"+1/+1": 2}
    # state JSON round trip keeps them
    back = ENGINE.state_from_json(ENGINE.state_to_json(st))
    assert counters.counters(back, ally, "+1/+1") == 2 and kw.atk(back, ally) == 5
    _run(st, keeper, [CounterEffect("remove_counters", 1, Target("self"), stat="+1/+1")])
    assert counters.counters(st, keeper, "+1/+1") == 0  # the keeper had none: nothing removed
    counters.remove_counters(st, ally, "+1/+1", 1)
    assert (kw.atk(st, ally), kw.health(st, ally)) == (4, 7)
    _run(st, keeper, [CounterEffect("add_counters", 3, None, stat="-1 health")])
    assert kw.health(st, keeper) == 0  # 2 - 3 counts as 0 (104.2)
    st2 = resolve_chain(apply(st, "pass", 0))
    assert st2.table.cards[keeper].zone == "graveyard"  # health 0: destroyed in the check (410.6a)


def test_counters_go_when_the_card_changes_zones(keeper_game):
    # WoW 404.1b, 415.9a: a card that changes zones loses every counter
    st, keeper = keeper_game
    counters.add_counters(st, keeper, "honor", 2)
    counters.add_counters(st, keeper, "+1 ATK", 1)
    assert kw.atk(st, keeper) == 2
    procedure.leave_play(st, keeper, "hand", R("415.9a"))
    assert st.table.cards[keeper].counters == {}
    assert counters.add_counters(st, keeper, "honor", 1) == []  # counters go on cards in play


def test_named_counters_are_alike_and_the_last_one(keeper_game):
    # WoW 404.1: counters of one name are not told apart; 404.1d: after removing, "the last one"
    # means none of that name is left
    st, keeper = keeper_game
    counters.add_counters(st, keeper, "Honor", 1)
    counters.add_counters(st, keeper, "honor", 1)
    assert st.table.cards[keeper].counters == {"honor": 2}
    counters.remove_counters(st, keeper, "honor", 1)
    assert counters.counters(st, keeper, "honor") == 1
    ev = counters.remove_counters(st, keeper, "honor", 5)
    assert ev[0].data["n"] == -1 and counters.counters(st, keeper, "honor") == 0
    assert "honor" not in st.table.cards[keeper].counters


def test_remove_all_counters_cost_may_remove_zero(keeper_game):
    # WoW 403.4: "remove all [kind] counters" as a cost can be paid with none on the card;
    # WoW 403.1: "remove two" needs two
    st, keeper = keeper_game
    hand = len(st.table.zone(0, "hand"))
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == keeper]
    assert [a.args["power"] for a in acts] == [0, 1]
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=keeper, power=2, x=0)
    assert err.value.rule == R("403.1")
    res = ENGINE.apply(st, Action("power", 0, {"uid": keeper, "power": 1, "x": 0}))
    assert any(e.rule == R("403.4") and e.data["n"] == 0 for e in res.events)
    st = resolve_chain(res.state)
    assert len(st.table.zone(0, "hand")) == hand + 1
    counters.add_counters(st, keeper, "honor", 3)
    st = resolve_chain(apply(st, "power", 0, uid=keeper, power=2, x=0))
    assert counters.counters(st, keeper, "honor") == 1  # two paid as the cost


def test_location_counter_limit():
    # WoW 306.3: a location can't hold more [kind] counters than its printed limit
    st = start()
    loc = put(st, 0, "Crossroads Camp", "resources", face_down=False)
    st.cards[st.table.cards[loc].card_id] = {**st.cards[st.table.cards[loc].card_id], "counter_limit": 3}
    counters.add_counters(st, loc, "supply", 2)
    events = counters.add_counters(st, loc, "supply", 5)
    assert counters.counters(st, loc, "supply") == 3
    assert [e.rule for e in events] == [R("306.3"), R("404.1")]
    assert counters.add_counters(st, loc, "supply", 1)[0].rule == R("306.3")
    ally = put(st, 0, "Stone Guardian", "allies")
    counters.add_counters(st, ally, "supply", 5)
    assert counters.counters(st, ally, "supply") == 5  # the limit is the location's only


def test_counters_on_weapons_and_armor_feed_strike_and_def():
    # WoW 404.1c: +ATK counters on a weapon raise what a strike adds (303.2a); +DEF counters an armor's DEF
    from .test_combat import attack, finish_combat

    st = start()
    resources(st, 0, 3)
    sword = put(st, 0, "Worn Longsword", "hero_row")  # 2 ATK
    helm = put(st, 1, "Chain Helm", "hero_row")  # DEF 1
    counters.add_counters(st, sword, "+1 ATK", 2)
    counters.add_counters(st, helm, "+1 [DEF]", 1)
    assert kw.defense(st, helm) == 2
    cv = next(c for c in ENGINE.view(st, 0)["players"][1]["zones"]["hero_row"] if c.get("uid") == helm)
    assert cv["stats"]["def"] == 2
    target = put(st, 1, "Stone Guardian", "allies")  # Hardiness: prevents 1
    st = resolve_chain(attack(st, hero(st, 0), target))
    st = apply(st, "strike", 0, weapon=sword)
    assert kw.atk(st, hero(st, 0)) == 4
    st = finish_combat(st)
    assert st.table.cards[target].damage == 3
