"""Helper x32play: draws asked before each card (415.9e; ``engine.wow.may_skip_draw``) — Ice Barbs and Ice Barbed
Spear ("Each opponent can't draw cards unless he pays 1 for each card.") and Arcanist Renaan ("If you would draw a
card, you may draw it from the bottom of your deck instead."), scripted in ``engine/wow/cards/scripts/x32play.toml``,
each played with the real card and asserted on every clause.

Rule calls without a source (the rules document doesn't say):
- "can't draw … unless he pays 1 for each card": before each card (415.9e) the drawer chooses to pay (412.2) or draw
  nothing (103.2, EN 709.3); one who can't pay draws nothing and is not asked (and so is never decked by that draw);
  two such cards are two restrictions: 2 per card.
- Renaan: a replacement of each draw (EN 716), offered with the skips; the bottom card is the one drawn, only the
  drawer sees which (415.9e).
"""

from __future__ import annotations

from engine.wow.may_skip_draw import BOTTOM, KIND, NO_TOLL
from engine.wow.trigger_choice import KIND as KEPT
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wskip_cards import _energize

pytestmark = needs(WOW_CARDS)


def _hand(st, p: int) -> int:
    return len(st.table.zone(p, "hand"))


def test_ice_barbs_opponent_pays_1_per_card_or_draws_nothing():
    # WoW 103.2 / EN 709.3 / 415.9e: "Ongoing: Each opponent can't draw cards unless he pays 1 for each card." — asked
    # before each card: paid, the card is drawn and a resource exhausted; not paid, nothing drawn
    automated("Ice Barbs")
    st = start({"auto_pass": False})
    put_real(st, 0, "Ice Barbs", "hero_row")
    theirs = resources(st, 1, 2)
    hand = _hand(st, 1)
    st = _energize(st, 0, 1)
    pend = st.pending[0]
    assert pend.kind == KIND and pend.player == 1 and {o.id for o in pend.options} == {"draw", NO_TOLL}
    st = choose(st, "draw")
    assert _hand(st, 1) == hand + 1 and sum(st.table.cards[u].tapped for u in theirs) == 1
    assert st.pending[0].kind == KIND  # the second card is asked about too
    st = resolve_chain(choose(st, NO_TOLL))
    assert _hand(st, 1) == hand + 1 and sum(st.table.cards[u].tapped for u in theirs) == 1


def test_ice_barbs_opponent_who_cant_pay_draws_nothing_and_controller_draws_freely():
    # WoW 103.2: no ready resource: no card drawn, not asked; the controller's own draws are not restricted
    st = start({"auto_pass": False})
    put_real(st, 0, "Ice Barbs", "hero_row")
    hand0, hand1, deck1 = _hand(st, 0), _hand(st, 1), len(st.table.zone(1, "deck"))
    st = _energize(st, 0, 1)
    assert not st.pending and _hand(st, 1) == hand1 and len(st.table.zone(1, "deck")) == deck1
    st = _energize(st, 0, 0)
    assert not st.pending and _hand(st, 0) == hand0 + 2


def test_ice_barbed_spear_and_ice_barbs_cost_2_per_card():
    # WoW 103.2 / EN 714: "Each opponent can't draw cards unless he pays 1 for each card." (the weapon) with Ice Barbs:
    # 2 per card; with 3 ready resources the second card can't be paid
    automated("Ice Barbed Spear")
    st = start({"auto_pass": False})
    put_real(st, 0, "Ice Barbed Spear", "hero_row")
    put_real(st, 0, "Ice Barbs", "hero_row")
    theirs = resources(st, 1, 3)
    hand = _hand(st, 1)
    st = _energize(st, 0, 1)
    assert "pay 2" in st.pending[0].prompt
    st = resolve_chain(choose(st, "draw"))
    assert _hand(st, 1) == hand + 1 and sum(st.table.cards[u].tapped for u in theirs) == 2
    assert not st.pending  # 1 ready left: the second card can't be paid for


def test_ice_barbed_spear_alone_costs_1_at_the_draw_step():
    # WoW 501.2: the draw step's draw is asked too
    st = start()
    put_real(st, 0, "Ice Barbed Spear", "hero_row")
    theirs = resources(st, 1, 1)
    hand = _hand(st, 1)
    for _ in range(40):
        if st.pending and st.pending[0].kind == KIND:
            break
        st = apply(st, "pass", st.priority)
    assert st.active == 1 and st.step == "draw" and "pay 1" in st.pending[0].prompt
    st = choose(st, "draw")
    assert _hand(st, 1) == hand + 1 and st.table.cards[theirs[0]].tapped


def test_arcanist_renaan_may_draw_from_the_bottom():
    # WoW EN 716 / 415.9e: "If you would draw a card, you may draw it from the bottom of your deck instead." — the first
    # card from the bottom, the second from the top; the opponent's draws are not his
    automated("Arcanist Renaan")
    st = start({"auto_pass": False})
    renaan = put_real(st, 0, "Arcanist Renaan", "allies")
    bottom = put(st, 0, "Fire Bolt", "deck")
    assert st.table.zone(0, "deck")[-1] == bottom
    top = st.table.zone(0, "deck")[0]
    st = _energize(st, 0, 0)
    assert {o.id for o in st.pending[0].options} == {"draw", f"{BOTTOM}{renaan}"}
    st = choose(st, f"{BOTTOM}{renaan}")
    assert st.table.cards[bottom].zone == "hand" and st.table.cards[top].zone == "deck"
    st = resolve_chain(choose(st, "draw"))
    assert st.table.cards[top].zone == "hand"
    hand1 = _hand(st, 1)
    st = _energize(st, 0, 1)
    assert not st.pending and _hand(st, 1) == hand1 + 2


# --- The Oathkeeper (DOW-233) ---------------------------------------------------------------------------------------


def _oath(oath: str):
    from .test_wtrig_cards import _until

    st = start({"auto_pass": False})
    keeper = put_real(st, 0, "The Oathkeeper", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=keeper, x=0)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == KEPT)
    assert {o.id for o in st.pending[0].options} == {"play", "draw"}
    st = resolve_chain(choose(st, oath))
    return st, keeper


def test_the_oathkeeper_oath_i_wont_play_cards():
    # WoW 703 / 103.2 / EN 714: "When The Oathkeeper enters play, choose an oath: I won't play cards or I won't draw
    # cards. You can't break that oath." — "play": no card can be played (draws still happen); gone with the Oathkeeper
    import pytest

    from engine.core import RulesError
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("The Oathkeeper")
    st, keeper = _oath("play")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=bolt, x=0)
    destroy(st, keeper, R("415.9c"))
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    assert any(lk.uid == bolt for lk in st.chain)


def test_the_oathkeeper_oath_i_wont_draw_cards():
    # WoW 103.2 / 415.9e: "draw": Study the Scrolls ("Draw two cards.") is played but draws nothing
    st, _keeper = _oath("draw")
    study = put(st, 0, "Study the Scrolls", "hand")
    resources(st, 0, 1)
    hand = _hand(st, 0)
    st = resolve_chain(apply(st, "play", 0, uid=study, x=0))
    assert st.table.cards[study].zone == "graveyard" and _hand(st, 0) == hand - 1
