"""Helper x33quest: Repurposed Lava Dredger (script in ``engine/wow/cards/scripts/x33quest.toml``; the op of
``engine.wow.oneshot_ability_ops``) — played with the real card of the pool and asserted on every clause of line 1
(line 2, Stash, is the template's).

Rule calls without a source: the count of heirloom counters is read as the power resolves; each card placed is
revealed (public) and exhausted, an additional resource (412.1c: not the turn's placement)."""

from __future__ import annotations

import pytest

from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


@pytest.mark.parametrize("counters", [0, 2])
def test_repurposed_lava_dredger_one_card_and_one_per_heirloom_counter(counters):
    # WoW 701 / 412.1c: "3, [Exhaust] -> Reveal the top card of your deck and an additional card for each heirloom
    # counter on this equipent. Place each revealed card into your resource row exhausted as an additional resource."
    automated("Repurposed Lava Dredger")
    st = start()
    dredger = put_real(st, 0, "Repurposed Lava Dredger", "hero_row")
    if counters:
        st.table.cards[dredger].counters["heirloom"] = counters
    paid = resources(st, 0, 3)
    top = list(st.table.zone(0, "deck")[: counters + 2])
    power = next(a.args["power"] for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == dredger)
    st = _settle(apply(st, "power", 0, uid=dredger, power=power))
    assert st.table.cards[dredger].tapped and all(st.table.cards[u].tapped for u in paid)  # 3, [Exhaust] paid
    placed = top[: counters + 1]
    rows = st.table.zone(0, "resources")
    assert all(u in rows and st.table.cards[u].tapped for u in placed)
    assert all(st.table.cards[u].face_down for u in placed)  # placed face down once revealed (412.1c)
    assert st.table.cards[top[counters + 1]].zone == "deck"  # no more than that
