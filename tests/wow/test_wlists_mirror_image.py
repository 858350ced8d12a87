"""Mirror Image (a card of the gathered deck lists, issue #18), played with the real card: three Mirror ally
tokens, each with "If damage would be dealt to your hero, it's dealt to a random hero or Mirror you control
instead." (404.2, EN 716; engine.wow.mirror_tokens, seeded random numbers)."""

from __future__ import annotations

from collections import Counter

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow.damage import deal
from engine.wow.lost_powers import NO_POWERS
from tests.shared_data import needs

from .helpers import put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real

pytestmark = needs(WOW_CARDS)

NAME = "Mirror Image"


def _mirrors():
    automated(NAME)
    st = start()
    st, _ = play_real(st, NAME, 0)
    st = resolve_chain(st)
    mirrors = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    return st, mirrors


def test_three_mirror_tokens():
    st, mirrors = _mirrors()
    assert len(mirrors) == 3
    assert all(kw.name(st, u) == "Mirror" and kw.atk(st, u) == 0 and kw.health(st, u) == 1 for u in mirrors)


def test_damage_to_your_hero_goes_to_a_random_hero_or_mirror():
    # EN 716: each packet to your hero goes to your hero or one of your Mirrors, at random (seeded); over many
    # packets every one of them is hit; damage to another character or to the opponent's hero is untouched
    st, mirrors = _mirrors()
    hero, foe = st.heroes[0], st.heroes[1]
    ally = put(st, 0, "Iron Sentinel", "allies")
    hit = Counter()
    for _ in range(40):
        if not any(u in st.table.cards and st.table.cards[u].zone == "allies" for u in mirrors):
            break
        for ev in deal(st, foe, hero, 1, "fire"):
            if ev.kind == "damage":
                hit[ev.data["uid"]] += 1
        for u in mirrors:  # keep the Mirrors alive for the count (test setup): only where the packets go matters
            if u in st.table.cards:
                st.table.cards[u].damage = 0
    assert hit[hero] > 0 and all(hit[u] > 0 for u in mirrors) and set(hit) <= {hero, *mirrors}
    before = st.table.cards[ally].damage
    deal(st, hero, ally, 1, "fire")
    deal(st, hero, foe, 1, "fire")
    assert st.table.cards[ally].damage == before + 1 and st.table.cards[foe].damage == 1


def test_mirrors_that_lost_their_powers_redirect_nothing():
    # 103.2: a Mirror without powers has no replacement; the packet stays on the hero
    st, mirrors = _mirrors()
    for u in mirrors:
        st.modifiers.append(Modifier(u, NO_POWERS, 0, duration="this_turn", player=1, turn=st.turn))
    for _ in range(10):
        deal(st, st.heroes[1], st.heroes[0], 1, "fire")
    assert st.table.cards[st.heroes[0]].damage == 10 and all(st.table.cards[u].damage == 0 for u in mirrors)
