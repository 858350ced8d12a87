"""Engine fixes (helper x33fix): words added to type lines (``engine.wow.tag_grants``, 202.3: Apocanon's "Ally cards
in all zones are also Demon cards") are read by the conditions and deck searches played with real cards."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _kelena(st) -> int:
    """Kelena played; her trigger aimed at the opposing hero if it asks; the damage on that hero after it resolved."""
    st, _ = play_real(st, "Kelena Ashford", 0)
    for _ in range(10):
        if st.pending and str(hero(st, 1)) in [o.id for o in st.pending[0].options]:
            st = choose(st, str(hero(st, 1)))
            continue
        if not st.chain:
            break
        st = resolve_chain(st)
    return st.table.cards[hero(st, 1)].damage


def test_kelena_if_you_control_a_demon_reads_apocanons_added_word():
    # WoW 202.3 / EN 709.3 ("if"): "When this ally enters play, if you control a Demon or a Pet, she deals 4 fire damage
    # to target hero." — with Apocanon in play every ally card is also a Demon: the condition holds.
    automated("Kelena Ashford")
    automated("Apocanon")
    st = start()
    put(st, 0, "Raging Brute", "allies")
    assert _kelena(st) == 0
    st = start()
    put(st, 0, "Raging Brute", "allies")
    put_real(st, 1, "Apocanon", "allies")
    assert _kelena(st) == 4
