"""Templates added for issue 18, each checked by playing the card (400.1 attachments; EN 706 targets)."""

from __future__ import annotations

from engine.wow.cards.compiler import is_automated
from engine.wow.cards.schema import make_card

from ..shared_data import needs
from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import play_real, real

ROOTS = make_card(name="Roots Test", type="ability", cost=1, text="Attach to target ally and exhaust it.\nOngoing: Attached ally has -1 ATK.")


def _play_custom(st, data: dict, player: int, *picks: str):
    card = st.table.add("T-ROOTS", player, "hand")
    st.cards["T-ROOTS"] = data
    resources(st, player, 3)
    st = apply(st, "play", player, uid=card.uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return st, card.uid


def test_attach_and_exhaust_it_exhausts_the_host():
    # 400.1: an attachment goes onto its host; "and exhaust it": "it" is the host (the attached ally)
    assert is_automated(ROOTS)
    st = start({"auto_pass": False})
    wolf = put(st, 1, "Mist Owl", "allies")
    assert not st.table.cards[wolf].tapped
    st, roots = _play_custom(st, ROOTS, 0, str(wolf))
    st = resolve_chain(st)
    assert st.table.cards[roots].attached_to == wolf
    assert st.table.cards[wolf].tapped
    assert st.table.cards[hero(st, 1)].tapped is False  # nothing else exhausted


@needs(WOW_CARDS)
def test_entangling_roots_real_card():
    # the real card (CD1-28): "Attach to target ally and exhaust it."
    assert is_automated(real("Entangling Roots"))
    st = start({"auto_pass": False})
    owl = put(st, 1, "Mist Owl", "allies")
    st, roots = play_real(st, "Entangling Roots", 0, str(owl))
    st = resolve_chain(st)
    assert st.table.cards[roots].attached_to == owl and st.table.cards[owl].tapped
