"""Leap of Faith (a card of the gathered deck lists, issue #18), played with the real card: "Remove target
ability, ally, or equipment you own from the game. Then, put it into play under your control. (It enters
play ready and undamaged.)" (415.7a, 415.9a, 710.1, 400.7a; engine.wow.flicker)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.control import gain_control
from tests.shared_data import needs

from .helpers import choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Leap of Faith"


def test_an_ally_you_own_comes_back_ready_undamaged_and_under_your_control():
    automated(NAME)
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    stolen = put(st, 0, "Loyal Hound", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    gain_control(st, stolen, 1)  # the opponent controls your Loyal Hound (401.3)
    st.table.cards[mine].damage, st.table.cards[mine].tapped = 2, True
    st, _ = play_real(st, NAME, 0)
    opts = {o.id for o in st.pending[0].options}
    assert str(mine) in opts and str(stolen) in opts and str(theirs) not in opts  # cards you own only
    st = resolve_chain(choose(st, str(stolen)))
    c = st.table.cards[stolen]
    assert c.zone == "allies" and c.controller == 0 and c.owner == 0 and not c.tapped and c.damage == 0


def test_a_damaged_exhausted_ally_returns_fresh():
    automated(NAME)
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[mine].damage, st.table.cards[mine].tapped = 2, True
    st, _ = play_real(st, NAME, 0)
    st = resolve_chain(choose(st, str(mine)))
    c = st.table.cards[mine]
    assert c.zone == "allies" and not c.tapped and c.damage == 0 and kw.health(st, mine) == 4


def test_an_attachment_is_attached_anew_and_an_ongoing_ability_comes_back_without_replaying():
    # 400.7a: the controller picks a card matching the attach specification; an Ongoing ability just enters
    # the hero row (its text before "Ongoing:" is not carried out, 305.2a)
    automated(NAME)
    st = start()
    target = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 1, "Loyal Hound", "allies")
    st, chains = play_real(st, "Chains of Ice", 0)
    st = resolve_chain(choose(st, str(target)))
    while st.pending:  # Chains of Ice's search
        st = resolve_chain(choose(st))
    shout = put_real(st, 0, "Battle Shout", "hero_row")
    st, _ = play_real(st, NAME, 0)
    st = resolve_chain(choose(st, str(chains)))
    pick = st.pending[0]
    assert pick.kind == "flicker_host" and {str(target), str(other)} <= {o.id for o in pick.options}
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[chains].attached_to == other and st.table.cards[chains].zone == "hero_row"
    st, _ = play_real(st, NAME, 0)
    st = resolve_chain(choose(st, str(shout)))
    assert st.table.cards[shout].zone == "hero_row" and not st.pending
