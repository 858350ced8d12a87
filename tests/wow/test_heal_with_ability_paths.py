""""If your hero would heal damage with an ability" (Sapphiron Drape; 408.2c, EN 716) on the heal paths of the
per-card ops, not only the main heal effect: each heal names the card whose effect heals (``damage.heal(via=…)``)."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_sapphiron_drape_adds_one_to_each_packet_of_hymn_of_hope():
    # WoW 408.2c / EN 716 (heals that much +1 instead), 407.1: Hymn of Hope "Your hero heals 3 damage from each friendly
    # hero and ally …" (op wshot2_heal_each) is healing with an ability: each packet is 4
    st = start()
    put_real(st, 0, "Sapphiron Drape", "hero_row")
    me, ally = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[me].damage, st.table.cards[ally].damage = 8, 5
    st, _ = play_real(st, "Hymn of Hope", pay=3)
    st = resolve_chain(st)
    assert (st.table.cards[me].damage, st.table.cards[ally].damage) == (4, 1)


def test_without_the_drape_hymn_of_hope_heals_three():
    # WoW 407.1: the same packets without the replacement (the test above can fail)
    st = start()
    me, ally = hero(st, 0), put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[me].damage, st.table.cards[ally].damage = 8, 5
    st, _ = play_real(st, "Hymn of Hope", pay=3)
    st = resolve_chain(st)
    assert (st.table.cards[me].damage, st.table.cards[ally].damage) == (5, 2)
