"""Helper d37wow: "a cost with X in it" (201.3) computed in one place (``engine.wow.costs.with_x``), and The Skull of
Gul'dan (``engine/wow/cards/scripts/manual37d.toml``), played with the real cards of the pool.

Rule calls without a source: a cost with X in it is a card's printed N+X, a power's "X ->" and a quest's "Pay X"; a
Finishing Move's X (Combo cards removed, no resource) is not one. "The next time" is used up by the first such cost
paid, whether or not the change lowered it (as every "next" cost change, EN 712.2)."""

from __future__ import annotations

from engine.wow import costs
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wact2_cards import power_of
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def _ready(st, p: int = 0) -> int:
    return sum(1 for u in st.table.zone(p, "resources") if not st.table.peek(u).tapped)


def _skull(st, p: int = 0):
    data = automated("The Skull of Gul'dan")
    skull = put_real(st, p, "The Skull of Gul'dan", "hero_row")
    st = resolve_chain(apply(st, "power", p, uid=skull, power=power_of(data), x=0))
    assert st.table.peek(skull).tapped  # [Exhaust] (EN 701)
    return st


def _missiles(st, x: int, p: int = 0):
    """Arcane Missiles (cost X): "Your hero deals X arcane damage to target hero or ally. X can't be more than 5." """
    uid = put_real(st, p, "Arcane Missiles", "hand")
    st = apply(st, "play", p, uid=uid, x=x)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1 - p)))
    return resolve_chain(st)


def test_skull_pays_2_less_for_the_next_card_with_x_then_not():
    # 403.2, 201.3: "You pay 2 less the next time you pay a cost with X in it this turn." — Arcane Missiles X=3 costs 1;
    # the next one costs its whole X (used up, EN 712.2)
    automated("Arcane Missiles")
    st = start()
    resources(st, 0, 8)
    st = _skull(st)
    assert costs.x_less(st, 0) == 2
    st = _missiles(st, 3)
    assert _ready(st) == 7 and st.table.peek(hero(st, 1)).damage == 3  # paid 1; X is still 3 (the damage)
    assert costs.x_less(st, 0) == 0
    st = _missiles(st, 3)
    assert _ready(st) == 4


def test_skull_x_offered_up_to_what_the_change_makes_affordable():
    # 403.1: with 2 ready resources Arcane Missiles (cost X) is offered up to X=2; after the Skull up to X=4
    automated("Arcane Missiles")
    st = start()
    resources(st, 0, 2)
    uid = put_real(st, 0, "Arcane Missiles", "hand")

    def xs(s) -> set[int]:
        return {a.args["x"] for a in ENGINE.legal_actions(s, 0) if a.type == "play" and a.args.get("uid") == uid}

    assert max(xs(st)) == 2
    st = _skull(st)
    assert max(xs(st)) == 4
    st = apply(st, "play", 0, uid=uid, x=4)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert _ready(st) == 0 and st.table.peek(hero(st, 1)).damage == 4


def test_skull_not_used_by_a_cost_without_x_and_never_below_0():
    # 403.2: a card without X in its cost pays its whole cost and leaves the change for the next cost with X in it;
    # X=1 less 2 costs 0 (a cost never goes below 0) and uses the change up
    automated("Arcane Missiles")
    st = start()
    resources(st, 0, 8)
    st = _skull(st)
    owl = put(st, 0, "Mist Owl", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert _ready(st) == 8 - st.cards[st.table.peek(owl).card_id]["cost"] and costs.x_less(st, 0) == 2
    before = _ready(st)
    st = _missiles(st, 1)
    assert _ready(st) == before and costs.x_less(st, 0) == 0


def test_skull_a_power_with_x_in_its_cost():
    # 201.3, 403.2: Troggbane "X -> This equipment has +X ATK this turn." — X=3 costs 1 after the Skull
    from engine.wow import keywords as kw

    data = automated("Troggbane, Axe of the Frostborne King")
    st = start()
    resources(st, 0, 8)
    axe = put_real(st, 0, "Troggbane, Axe of the Frostborne King", "hero_row")
    st = _skull(st)
    atk = kw.atk(st, axe)
    st = resolve_chain(apply(st, "power", 0, uid=axe, power=power_of(data), x=3))
    assert _ready(st) == 7 and kw.atk(st, axe) == atk + 3


def test_skull_ends_with_the_turn_and_is_only_its_users():
    # EN 712: "this turn" — the next turn the change is gone; "you": the opponent's costs with X are unchanged
    automated("Arcane Missiles")
    st = start()
    resources(st, 0, 8)
    st = _skull(st)
    assert costs.x_less(st, 0) == 2 and costs.x_less(st, 1) == 0
    st = _next_turn(st)
    assert costs.x_less(st, 0) == 0
