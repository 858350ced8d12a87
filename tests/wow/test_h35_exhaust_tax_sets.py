"""Session 35, helper h35wow, part 2: the exhaust tax ("Ongoing: Attached ally can't attack or exhaust unless its
controller pays 2.", Living Roots) asked of its controller whenever his own effect would exhaust the taxed card, as
"Exhaust target ally." already does (tests/wow/test_x34f_targets_and_taxes.py): ops that exhaust a set of cards —
Distract, Earthquake, Heroic Leap, Backstab Bindo Gearbomb — and Staff of Trickery's "ready or exhaust". Real cards of
the pool, played.

Rule calls without a source (as in x34f): "can't … exhaust unless its controller pays 2" (103.2, 403.1) leaves the
payment to him; asked as his own effect would exhaust it (before the op does anything, so "each of those" / "exhausted
this way" counts it when paid), he may decline, and then it doesn't exhaust. An opponent's effect never asks him.
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.keys import NO_READY
from engine.wow.exhaust_tax import KIND as TAX
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_x34f_targets_and_taxes import _rooted, _tapped

pytestmark = needs(WOW_CARDS)


def _play(st, name: str, cost: int, *picks: str, player: int = 0):
    """``player`` plays the real card ``name`` (its cost added as resources), choosing ``picks`` for its targets."""
    assert automated(name)["cost"] == cost
    card = put_real(st, player, name, "hand")
    resources(st, player, cost)
    st = apply(st, "play", player, uid=card, x=0)
    for pick in picks:
        assert st.pending and st.pending[0].kind == "target", st.pending
        st = choose(st, *[u for u in pick.split("+") if u])  # "": no more targets
    return resolve_chain(st), card


def _answer_tax(st, pick: str):
    assert st.pending and st.pending[0].kind == TAX and st.pending[0].player == 0, st.pending
    return resolve_chain(choose(st, pick))


def _no_ready(st, uid: int) -> bool:
    return kw.has(st, uid, NO_READY)


# --- Distract: "Exhaust all allies in target player's party. Each of those allies can't ready …" ----------------------


def test_distract_on_his_own_party_asks_and_paying_exhausts_the_taxed_ally():
    # WoW 103.2, 403.1, 411.1: his own Distract at his own party — Karrok (taxed by Living Roots) is asked about;
    # paid: exhausted with the untaxed one, and both can't ready (501.1a)
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    other = put_real(st, 0, "Backstab Bindo Gearbomb", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)  # for the tax
    st, card = _play(st, "Distract", 3, str(hero(st, 0)))
    assert _tapped(st) == 3  # Distract's cost only, before he answers
    st = _answer_tax(st, "pay")
    assert st.table.cards[taxed].tapped and st.table.cards[other].tapped and _tapped(st) == 5
    assert _no_ready(st, taxed) and _no_ready(st, other)
    assert st.table.cards[card].zone == "graveyard"


def test_distract_declined_leaves_the_taxed_ally_ready():
    # WoW 103.2: not paid, it can't exhaust — the untaxed ally is still exhausted
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    other = put_real(st, 0, "Backstab Bindo Gearbomb", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st, _ = _play(st, "Distract", 3, str(hero(st, 0)))
    st = _answer_tax(st, "decline")
    assert not st.table.cards[taxed].tapped and st.table.cards[other].tapped and _tapped(st) == 3


def test_an_opponents_distract_never_asks_and_the_taxed_ally_stays_ready():
    # WoW 103.2: "unless its controller pays" — the choice is his own act; P2's Distract at P1's party asks nothing
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st.active = st.priority = 1
    st, _ = _play(st, "Distract", 3, str(hero(st, 0)), player=1)
    assert not st.pending and not st.table.cards[taxed].tapped and _tapped(st) == 0


# --- Earthquake: "… Then, exhaust each ally with 5 or less ATK." --------------------------------------------------------


def test_earthquake_asks_about_his_own_taxed_ally():
    # WoW 103.2, 403.1, 411.1: Karrok (5 ATK, 4 health) takes 2 and is then asked about; paid: exhausted
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st, _ = _play(st, "Earthquake", 3)
    st = _answer_tax(st, "pay")
    assert st.table.cards[taxed].damage == 2 and st.table.cards[taxed].tapped and _tapped(st) == 5


# --- Heroic Leap: "… Your hero deals 1 melee damage to each character exhausted this way." -----------------------------


def test_heroic_leap_paid_exhausts_and_damages_it():
    # WoW 403.1, 411.1, 408.2a: paid — exhausted this way, so it is dealt 1
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st, _ = _play(st, "Heroic Leap", 2, str(taxed), "")
    st = _answer_tax(st, "pay")
    assert st.table.cards[taxed].tapped and st.table.cards[taxed].damage == 1 and _tapped(st) == 4


def test_heroic_leap_declined_neither_exhausts_nor_damages_it():
    # WoW 103.2, 408.2a: not exhausted this way — no damage either
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st, _ = _play(st, "Heroic Leap", 2, str(taxed), "")
    st = _answer_tax(st, "decline")
    assert not st.table.cards[taxed].tapped and st.table.cards[taxed].damage == 0 and _tapped(st) == 2


# --- Backstab Bindo Gearbomb: "1, [Exhaust] -> Exhaust target card. If you exhausted an Arena card this way, …" --------


def test_backstab_bindo_gearbomb_asks_about_his_own_taxed_arena_ally():
    # WoW 403.1, 411.1, 501.1a: Bindo's power at his Gladiator Sepirion (an Arena card) rooted by Living Roots: paid,
    # it is exhausted this way and can't ready
    st = start()
    bindo = put_real(st, 0, "Backstab Bindo Gearbomb", "allies")
    taxed = put_real(st, 0, "Gladiator Sepirion", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 3)  # 1 for the power, 2 for the tax
    st = apply(st, "power", 0, uid=bindo, power=0, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(taxed))
    st = _answer_tax(resolve_chain(st), "pay")
    assert st.table.cards[taxed].tapped and _no_ready(st, taxed) and _tapped(st) == 3


# --- Staff of Trickery: "… Ready or exhaust target card if it shares a card type with the card you discarded." --------


def _staff(st, taxed: int, pick: str):
    """P1 uses Staff of Trickery (discarding an ally: it shares ally with the taxed ally) at ``taxed``, picking ``pick``."""
    from .helpers import put
    from .test_wact2_cards import power_of

    data = automated("Staff of Trickery")
    staff = put_real(st, 0, "Staff of Trickery", "hero_row")
    paid = put(st, 0, "Mist Owl", "hand")
    st = apply(st, "power", 0, uid=staff, power=power_of(data), x=0, pay=[paid])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(taxed))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "wg30_ready_or_exhaust"
    assert pick in {
        o.id for o in st.pending[0].options
    }  # "exhaust" offered for his own taxed ally (he can pay)
    return resolve_chain(choose(st, pick))


def test_staff_of_trickery_exhausting_his_own_taxed_ally_asks_him_to_pay():
    # WoW 103.2, 403.1, 411.1: he picks "exhaust" for his own rooted ally — then he is asked to pay; paid: exhausted
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st = _answer_tax(_staff(st, taxed, "exhaust"), "pay")
    assert st.table.cards[taxed].tapped and _tapped(st) == 2


def test_staff_of_trickery_declined_leaves_it_ready():
    # WoW 103.2: not paid — it stays ready
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st = _answer_tax(_staff(st, taxed, "exhaust"), "decline")
    assert not st.table.cards[taxed].tapped and _tapped(st) == 0


# --- "Exhaust any number of ready heroes and allies in your party. Each of those characters heals 2 …" ----------------


def _break(st):
    """P1 plays A Break in the Action; returns the state at its pick."""
    st, _ = _play(st, "A Break in the Action", 3)
    assert st.pending and st.pending[0].kind == "player_picks"
    return st


def test_a_break_in_the_action_offers_his_taxed_ally_and_asks_him_to_pay():
    # WoW 103.2, 403.1, 411.1, 407.1: his own rooted Karrok is one he may pick (he can pay); picked and paid: it
    # exhausts and, one of "those characters", heals 2
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies", damage=2)
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st = _break(st)
    assert str(taxed) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(taxed)))
    st = _answer_tax(st, "pay")
    assert st.table.cards[taxed].tapped and st.table.cards[taxed].damage == 0 and _tapped(st) == 5


def test_a_break_in_the_action_declined_neither_exhausts_nor_heals_it():
    # WoW 103.2: not paid, it doesn't exhaust — not one of "those characters": it keeps its damage; the hero picked
    # with it is exhausted and heals
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies", damage=2)
    st = _rooted(st, taxed)
    st.table.cards[hero(st, 0)].damage = 3
    resources(st, 0, 2)
    st = resolve_chain(choose(_break(st), str(taxed), str(hero(st, 0))))
    st = _answer_tax(st, "decline")
    assert not st.table.cards[taxed].tapped and st.table.cards[taxed].damage == 2 and _tapped(st) == 3
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[hero(st, 0)].damage == 1


# --- Headmaster's Charge: "… you may exhaust a hero or ally in your party. If you do, draw a card." -------------------


def _headmaster(st, taxed: int, answer: str):
    from .helpers import put

    automated("Headmaster's Charge")
    put_real(st, 0, "Headmaster's Charge", "hero_row")
    st.table.cards[hero(st, 0)].tapped = True  # only the taxed ally can be picked
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(st)
    while st.pending and st.pending[0].kind != TAX:
        kind = st.pending[0].kind
        st = resolve_chain(choose(st, "yes" if kind == "may" else str(taxed)))
    return _answer_tax(st, answer), hand


@pytest.mark.parametrize(("answer", "draws"), [("pay", 1), ("decline", 0)])
def test_headmasters_charge_on_his_taxed_ally_asks_and_draws_only_if_paid(answer, draws):
    # WoW 103.2, 403.1, EN 709.3: paid, it is exhausted and he draws; not paid, it wasn't exhausted: "If you do" fails
    st = start()
    taxed = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, taxed)
    resources(st, 0, 2)
    st, hand = _headmaster(st, taxed, answer)
    assert st.table.cards[taxed].tapped is (answer == "pay")
    assert len(st.table.zone(0, "hand")) == hand + draws
