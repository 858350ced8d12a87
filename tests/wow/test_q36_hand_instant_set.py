"""Session 36, helper q36wow, part 1: "… in your hand are instant this turn" reaches the cards of that kind in the hand
as it resolves — not a card drawn afterwards, nor one that left the hand and came back (engine.wow.hand_instant).

Rule call (no source in the provided document: the Japanese 6.0 ends at 501.1b, its 712–714 on modifiers are missing;
the same call as Invocation's, tests/wow/test_h35_locked_sets.py): a one-shot effect that gives a set of cards a
characteristic "this turn" fixes its set as it resolves (EN 714.1, outside the provided document, as the engine cites
it); a card that leaves the hand and comes back is a new card (415.9a) and is not one of them.

The eight real cards of the pool with the sentence (grep "in your hand are instant this turn" over the pool's text;
each compiles to the op ``hand_instant_turn``), each played here: Presence of Mind, Vortex, Battlecast Pants,
Warbringer, Victoria Jaton, Bildros Nullvoid, You, Robot, The Fare of Lar'korwi.
"""

from __future__ import annotations

import pytest

from engine.core import effects
from engine.wow import procedure
from engine.wow.cards.compiler import card_powers
from engine.wow.hand_instant import instant
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_rewards import _complete, _on_top, _quest

pytestmark = needs(WOW_CARDS)


def _activated(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


def _hero_flip(st, name: str):
    """A hero with "2, Flip X -> … in your hand are instant this turn." as P1's hero, the power used and resolved."""
    data = automated(name)
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    resources(st, 0, 2)
    return resolve_chain(apply(st, "power", 0, uid=new, power=_activated(data), x=0))


def _exhaust(st, name: str, zone: str):
    """A card in P1's hero row with "[Exhaust] -> … in your hand are instant this turn …", used and resolved."""
    data = automated(name)
    uid = put_real(st, 0, name, zone)
    return resolve_chain(apply(st, "power", 0, uid=uid, power=_activated(data), x=0))


def _played(st, name: str):
    automated(name)
    uid = put_real(st, 0, name, "hand")
    resources(st, 0, 3)
    return resolve_chain(apply(st, "play", 0, uid=uid, x=0))


def _reward(st, name: str):
    automated(name)
    return _complete(st, _quest(st, name))


# (card, how it resolves, a card of its kind)
CARDS = [
    ("Presence of Mind", lambda st: _played(st, "Presence of Mind"), "Iron Sentinel"),
    ("Vortex", lambda st: _played(st, "Vortex"), "Muzzle"),
    ("Battlecast Pants", lambda st: _exhaust(st, "Battlecast Pants", "hero_row"), "Iron Sentinel"),
    ("Warbringer", lambda st: _exhaust(st, "Warbringer", "hero_row"), "Heroic Strike"),
    ("Victoria Jaton", lambda st: _hero_flip(st, "Victoria Jaton"), "Twinblade of the Phoenix"),
    ("Bildros Nullvoid", lambda st: _hero_flip(st, "Bildros Nullvoid"), "Loyal Hound"),
    ("You, Robot", lambda st: _reward(st, "You, Robot"), "Twinblade of the Phoenix"),
    ("The Fare of Lar'korwi", lambda st: _reward(st, "The Fare of Lar'korwi"), "Iron Sentinel"),
]


def _card(st, name: str, zone: str) -> int:
    return put(st, 0, name, zone) if name in ("Iron Sentinel", "Loyal Hound") else put_real(st, 0, name, zone)


@pytest.mark.parametrize(("name", "resolve", "kind"), CARDS, ids=[c[0] for c in CARDS])
def test_a_card_drawn_after_it_resolved_is_not_instant(name, resolve, kind):
    # EN 714.1 (rule call, header), 409.1, 415.9e: the card of the kind in the hand as it resolves is instant this
    # turn; the same kind drawn afterwards is not
    st = start()
    before = _card(st, kind, "hand")
    assert not instant(st, 0, before)
    st = resolve(st)
    assert not st.chain and not st.pending
    if kind in ("Iron Sentinel", "Loyal Hound"):
        (later,) = [put(st, 0, kind, "deck")]
        st.table.move(later, "deck", position=0)
    else:
        (later,) = _on_top(st, kind)
    procedure.draw(st, 0, 1, R("415.9e"))
    assert st.table.cards[later].zone == "hand"
    assert instant(st, 0, before) and not instant(st, 0, later)


def test_victoria_jatons_weapon_played_and_returned_to_hand_is_a_new_card():
    # 415.9a, EN 714.1 (rule call, header): Twinblade, in hand as "Weapon cards in your hand are instant this turn."
    # resolved, is played as an instant (in response: 409.1) and comes back to the hand — no longer instant; the other
    # weapon that stayed in the hand still is
    st = start()
    blade = put_real(st, 0, "Twinblade of the Phoenix", "hand")
    other = put_real(st, 0, "Twinblade of the Phoenix", "hand")
    st = _hero_flip(st, "Victoria Jaton")
    assert instant(st, 0, blade) and instant(st, 0, other)
    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 0, 5)
    st = apply(st, "pass", 0)  # P1 passes in his main window; P2 plays Fire Bolt, so P1 may respond
    assert st.priority == 1
    st = apply(st, "play", 1, uid=bolt, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 0)))
    if st.priority == 1:
        st = apply(st, "pass", 1)
    assert st.priority == 0 and st.chain
    st = apply(st, "play", 0, uid=blade, x=0)  # instant in response (409.1)
    st = resolve_chain(st)
    assert st.table.cards[blade].zone == "hero_row" and not st.chain
    effects.move(st.table, blade, "hand", R("415.9a"))  # back in the hand (test setup): a new card
    assert not instant(st, 0, blade) and instant(st, 0, other)
