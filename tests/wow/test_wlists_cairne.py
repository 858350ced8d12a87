"""Cairne, Earthmother's Chosen (a card of the gathered deck lists, issue #18), played with the real card:
"Tauren heroes and allies you control have Warstomp. (When they attack or defend, you may exhaust target hero
or ally.)" (EN 714; engine.wow.warstomp) and its Stash token (EN glossary Stash, 404.2)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow.lost_powers import NO_POWERS
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Cairne, Earthmother's Chosen"


def _attack(st, attacker, defender):
    st = apply(st, "attack", 0, attacker=attacker, defender=defender)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "target":
            return st
        if st.pending:
            st = choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min]])
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    return st


def test_tauren_you_control_have_warstomp_and_exhaust_a_target_when_they_attack():
    automated(NAME)
    st = start()
    cairne = put_real(st, 0, NAME, "allies")
    tauren = put_real(st, 0, NAME, "allies")  # another Tauren (a second copy)
    other = put(st, 0, "Iron Sentinel", "allies")
    theirs = put_real(st, 1, NAME, "allies")  # an opponent's Tauren: not "you control"
    foe = put(st, 1, "Loyal Hound", "allies")
    assert kw.has(st, cairne, "Warstomp") and kw.has(st, tauren, "Warstomp")
    assert not kw.has(st, other, "Warstomp") and kw.has(st, theirs, "Warstomp")  # theirs: from their own Cairne
    st = _attack(st, tauren, st.heroes[1])
    pend = st.pending[0]
    assert pend.player == 0 and pend.min == 0 and str(foe) in {o.id for o in pend.options}  # "you may"
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].tapped


def test_no_warstomp_for_an_ally_that_isnt_a_tauren_or_lost_its_powers():
    automated(NAME)
    st = start()
    put_real(st, 0, NAME, "allies")
    tauren = put_real(st, 0, NAME, "allies")
    st.modifiers.append(Modifier(tauren, NO_POWERS, 0, duration="this_turn", player=1, turn=st.turn))  # 103.2
    assert not kw.has(st, tauren, "Warstomp")  # a keyword is a power
    st = _attack(st, tauren, st.heroes[1])
    assert not (st.pending and st.pending[0].kind == "target")


def test_stash_puts_a_horde_tauren_warrior_token_into_play():
    automated(NAME)
    st = start()
    card = put_real(st, 0, NAME, "hand")
    st = apply(st, "resource", 0, uid=card, face_up=True)
    for _ in range(10):
        if st.pending:
            st = choose(st, *[o.id for o in st.pending[0].options[: max(1, st.pending[0].min)]])
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1
    t = tokens[0]
    assert kw.name(st, t) == "Tauren Warrior" and kw.atk(st, t) == 1 and kw.health(st, t) == 1
    assert kw.data(st, t).get("faction") == "Horde" and "tauren" in kw.words(st, t)
    assert kw.has(st, t, "Warstomp") is False  # Cairne is a face-down resource now: no power
