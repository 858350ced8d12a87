"""Control changes (``engine.wow.control``; scripts ``x32atk.toml``): Enslaved Abyssal (``engine.wow.gift_control``).
Each card is played with the real card of the pool.

Rule calls without a source:
- Enslaved Abyssal: "if you didn't play …" is read as the trigger resolves; "choose an opponent" names the one opponent
  of the two-player game; the lost power does nothing while the card stays in play (a card leaving play is a new card,
  415.9a). Enslaved Abyssal played this turn is itself a Demon card played.
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def test_enslaved_abyssal_goes_to_the_opponent_and_loses_the_power():
    # EN 703, 401.3, 103.2: "At the end of your turn, if you didn't play a Demon or Demonology card this turn, choose
    # an opponent. He gains control of Enslaved Abyssal, and it loses this power."
    automated("Enslaved Abyssal")
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "allies")
    assert "Fire Resistance" in kw.keywords(st, abyssal)
    st = _next_turn(st)
    assert st.active == 1 and st.table.cards[abyssal].controller == 1 and abyssal in st.table.zones[1]["allies"]
    st = _next_turn(st)  # the end of P2's turn: the power is lost, he stays
    assert st.table.cards[abyssal].controller == 1
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 1


def test_enslaved_abyssal_stays_after_a_demonology_card():
    # "if you didn't play a Demon or Demonology card this turn": Banish (a Demonology ability) was played
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "allies")
    foe = put_real(st, 1, "Enslaved Abyssal", "allies")
    banish = put_real(st, 0, "Banish", "hand")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=banish, x=0)
    if st.pending:
        st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].zone == "removed"
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 0


def test_enslaved_abyssal_played_this_turn_is_a_demon_played():
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=abyssal, x=0))
    assert st.table.cards[abyssal].zone == "allies"
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 0
