"""Helper wprev: cards whose text involves damage prevention, replacements ("instead"), target changes, copies and
gaining control — the scripts of ``engine/wow/cards/scripts/wprev.toml`` and the engine pieces they use. Each card is
played with the real card of the pool and every clause of its text is checked. EN numbers: rules outside the provided
(Japanese, 6.0) document, as the checklist names them."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real

pytestmark = needs(WOW_CARDS)


def _bolt(st, target: int, player: int = 0):
    """``player`` plays Frostbolt at ``target`` (3 frost damage) and the chain resolves."""
    return resolve_chain(play_real(st, "Frostbolt", player, str(target))[0])


def test_power_word_barrier_two_bubbles_prevent_two_packets_to_your_characters_then_it_is_destroyed():
    # 404.1a: "This ability enters play with two bubble counters on it." / EN 717, 404.1d: "Ongoing: If a hero or ally you
    # control would be dealt damage, remove a bubble counter from this ability. If you do, prevent that damage. Then, if
    # no bubble counters remain, destroy this ability."
    automated("Power Word: Barrier")
    st = start()
    st, barrier = play_real(st, "Power Word: Barrier")
    st = resolve_chain(st)
    assert st.table.cards[barrier].zone == "hero_row" and counters(st, barrier, "bubble") == 2
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _bolt(st, theirs)
    assert st.table.cards[theirs].damage > 0 and counters(st, barrier, "bubble") == 2  # not a character you control
    st = _bolt(st, mine)
    assert st.table.cards[mine].damage == 0 and counters(st, barrier, "bubble") == 1  # an ally you control
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[barrier].zone == "graveyard"  # none remain: destroyed
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage > 0
    assert kw.in_play(st, mine)
