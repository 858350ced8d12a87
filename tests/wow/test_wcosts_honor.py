"""Honor counters as payment (engine.wow.counter_cost; 403.1, 404.1): "1, Remove an honor counter from a card you
control -> …", "Pay 2 or remove an honor counter from a card you control -> …" and the cost change "You pay 1
less to play Vanndar for each honor counter on cards you control." (403.2), with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, hero, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _power(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


def _honor(st, uid: int, n: int) -> None:
    st.table.cards[uid].counters["honor"] = n  # setup


def _finish(st):
    for _ in range(30):
        if st.pending:
            pend = st.pending[0]
            st = apply(st, "choose", pend.player, picks=[o.id for o in pend.options[: max(pend.min, 1)]])
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            return st
    return st


def test_iravar_pays_two_or_removes_an_honor_counter():
    # 403.1: "Pay 2 or remove an honor counter from a card you control -> Iravar deals 1 holy damage to each
    # opposing ally."
    data = automated("Iravar")
    st = start()
    iravar = put_real(st, 0, "Iravar", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Alterac Valley", "allies")
    _honor(st, theirs, 3)  # not yours
    index = _power(data)
    with pytest.raises(RulesError):  # nothing to pay with
        apply(st, "power", 0, uid=iravar, power=index, x=0, pay=[])
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=iravar, power=index, x=0, pay=[theirs])
    assert not any(lab.startswith("Use Iravar") for lab in labels(st, 0))
    res = resources(st, 0, 2)
    assert [lab for lab in labels(st, 0) if lab.startswith("Use Iravar")] == [f"Use Iravar (pay 2): {card_powers(data)[index].text[:50]}"]
    st2 = resolve_chain(apply(st, "power", 0, uid=iravar, power=index, x=0, pay=[]))
    assert all(st2.table.cards[u].tapped for u in res) and st2.table.cards[foe].damage == 1
    valley = put_real(st, 0, "Alterac Valley", "allies")
    _honor(st, valley, 2)
    st = resolve_chain(apply(st, "power", 0, uid=iravar, power=index, x=0, pay=[valley]))
    assert st.table.cards[valley].counters["honor"] == 1 and not any(st.table.cards[u].tapped for u in res)
    assert st.table.cards[foe].damage == 1 and st.table.cards[theirs].counters["honor"] == 3


def test_yula_removes_an_honor_counter_to_prevent_one_damage():
    # 403.1: "Pay 2 or remove an honor counter from a card you control -> Prevent the next 1 damage that Yula would
    # be dealt this turn."
    data = automated("Yula the Fair")
    st = start()
    yula = put_real(st, 0, "Yula the Fair", "allies")
    _honor(st, yula, 1)
    st = resolve_chain(apply(st, "power", 0, uid=yula, power=_power(data), x=0, pay=[yula]))
    assert "honor" not in st.table.cards[yula].counters
    assert [(s.uid, s.amount) for s in st.shields] == [(yula, 1)]  # the next 1 damage is prevented (EN 717)


def test_vanndar_costs_one_less_per_honor_counter_and_spends_one():
    # 403.2: "You pay 1 less to play Vanndar for each honor counter on cards you control."; 403.1: "1, Remove an
    # honor counter from a card you control -> Each player destroys one of his resources."
    data = automated("Vanndar Stormpike")
    st = start()
    in_hand = put_real(st, 0, "Vanndar Stormpike", "hand")
    base = costs.play_cost(st, 0, in_hand)
    valley, theirs = put_real(st, 0, "Alterac Valley", "allies"), put_real(st, 1, "Alterac Valley", "allies")
    _honor(st, valley, 2)
    _honor(st, theirs, 5)
    assert costs.play_cost(st, 0, in_hand) == base - 2  # only counters on cards you control
    vanndar = put_real(st, 0, "Vanndar Stormpike", "allies")
    mine, other = resources(st, 0, 2), resources(st, 1, 1)
    with pytest.raises(RulesError):  # the resource part can't be replaced
        apply(st, "power", 0, uid=vanndar, power=_power(data), x=0, pay=[])
    st = _finish(apply(st, "power", 0, uid=vanndar, power=_power(data), x=0, pay=[valley]))
    assert st.table.cards[valley].counters["honor"] == 1
    assert sum(st.table.cards[u].zone == "resources" for u in mine) == 1 and st.table.cards[other[0]].zone != "resources"


def test_drekthar_puts_a_wolf_into_play():
    # 403.1: "1, Remove an honor counter from a card you control -> Put a Wolf ally token into play with 1 [Melee]
    # ATK / 1 health and Ferocity."
    data = automated("Drek'Thar")
    st = start()
    drek = put_real(st, 0, "Drek'Thar", "allies")
    _honor(st, drek, 1)
    resources(st, 0, 1)
    before = set(st.table.zone(0, "allies"))
    st = resolve_chain(apply(st, "power", 0, uid=drek, power=_power(data), x=0, pay=[drek]))
    wolves = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(wolves) == 1 and kw.name(st, wolves[0]) == "Wolf" and kw.has(st, wolves[0], "Ferocity")
    assert "honor" not in st.table.cards[drek].counters and hero(st, 0) is not None


def test_sudden_shot_costs_one_less_per_other_ability_played_this_turn():
    # 403.2: "You pay 1 less to play Sudden Shot for each other ability you've played this turn."
    automated("Sudden Shot")
    st = start()
    shot = put_real(st, 0, "Sudden Shot", "hand")
    base = costs.play_cost(st, 0, shot)
    assert base >= 2
    resources(st, 0, 10)
    for _ in range(2):
        strike = put_real(st, 0, "Heroic Strike", "hand")
        st = resolve_chain(apply(st, "play", 0, uid=strike, x=0))
    ally = put_real(st, 0, "Naasi", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=ally, x=0))  # an ally doesn't count
    assert costs.play_cost(st, 0, shot) == max(base - 2, 0)
    theirs = put_real(st, 1, "Sudden Shot", "hand")
    assert costs.play_cost(st, 1, theirs) == base  # the opponent played none
