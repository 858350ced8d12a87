"""Helper wtgt: three engine fixes ("another target" after a first object, "for each damage on it" read on the
target, a given Mend healing from the card that has it) and the miscellaneous family's cards
(``engine/wow/cards/scripts/wtgt.toml``, ``engine/wow/cards/templates_wtgt.py``), each played with the real card of
the pool and every clause of its text checked."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _hand(st, p: int) -> int:
    return len(st.table.zone(p, "hand"))


# --- bug 3: a Mend given by another card heals from the card that has it (EN glossary Mend, 408.2c) ----------------


def test_given_mend_heals_with_the_card_that_has_mend_as_source():
    # EN glossary Mend N: "At the start of your turn, this character may heal N damage from target hero or ally" (the
    # card's reminder: "it may heal"); 408.2c: the packet's source is the character the modifier names, the card with
    # Mend. Mark of Life gives Grovemender Ash'lon Mend 1 more (one Mend 4 trigger); Grovemender heals, so its "When
    # this ally heals damage, you may draw a card." triggers (with the hero as source it would not).
    automated("Grovemender Ash'lon")
    automated("Mark of Life")
    st = start()
    grove = put_real(st, 0, "Grovemender Ash'lon", "allies")
    st, _mark = play_real(st, "Mark of Life", 0, str(grove))
    st = resolve_chain(st)
    assert kw.keywords(st, grove)["Mend"] == 4
    st.table.cards[hero(st, 0)].damage = 5
    hand = _hand(st, 0)
    st = _advance(st, 3, {"target": str(hero(st, 0)), "may": "yes"})
    assert st.table.cards[hero(st, 0)].damage == 1  # Mend 4
    assert _hand(st, 0) == hand + 2  # the draw step + Grovemender's "heals damage" trigger
