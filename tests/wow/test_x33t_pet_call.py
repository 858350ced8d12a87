"""Master's Call: "If you control a Pet, destroy any number of abilities attached to your hero. While you control a Pet
this turn, your hero has Untargetable, and Pets you control can protect your hero." (``engine.wow.pet_call``). Played
with the real card of the pool.

Rule calls without a source:
- line 2 holds while you control a Pet, read whenever it matters this turn (not only as it resolves).
"""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _offered(st) -> set[str]:
    return {o.id for o in st.pending[0].options} if st.pending else set()


def _call(st):
    w = put_real(st, 0, "Master's Call", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=w, x=0)
    for _ in range(10):
        if st.pending and st.pending[0].player == 0 and st.pending[0].kind != "may":
            st = choose(st, *[o.id for o in st.pending[0].options])  # destroy all of them
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    return st


def test_masters_call_with_a_pet():
    # EN 709, 709.1, 714.1, 602.2, glossary Untargetable
    automated("Master's Call")
    st = start()
    pet = put_real(st, 0, "Bloodclaw", "allies")
    pwf = put_real(st, 0, "Power Word: Fortitude", "hero_row")
    st.table.cards[pwf].attached_to = hero(st, 0)
    st = _call(st)
    assert st.table.cards[pwf].zone == "graveyard"  # destroyed (any number: this one)
    # an opponent can't target the hero now
    st.active = st.priority = 1
    resources(st, 1, 4)
    fire = put_real(st, 1, "Blistering Fire", "hand")  # "Your hero deals 3 fire damage to target hero."
    st2 = apply(st, "play", 1, uid=fire, x=0)
    assert str(hero(st, 0)) not in _offered(st2) and str(hero(st, 1)) in _offered(st2)
    # the Pet protects the hero (it has no Protector)
    a = put(st, 1, "Iron Sentinel", "allies")
    st3 = resolve_chain(apply(st, "attack", 1, attacker=a, defender=hero(st, 0)))
    assert st3.pending and st3.pending[0].kind == "protector" and str(pet) in _offered(st3)
    # without a Pet any more, neither holds
    st.table.cards[pet].zone = "graveyard"
    st.table.zones[0]["allies"].remove(pet)
    st.table.zones[0]["graveyard"].append(pet)
    st4 = apply(st, "play", 1, uid=fire, x=0)
    assert str(hero(st, 0)) in _offered(st4)
    # next turn it is over
    st.table.zones[0]["graveyard"].remove(pet)
    st.table.zones[0]["allies"].append(pet)
    st.table.cards[pet].zone = "allies"
    st.turn += 1
    st5 = apply(st, "play", 1, uid=fire, x=0)
    assert str(hero(st, 0)) in _offered(st5)


def test_masters_call_without_a_pet_destroys_nothing():
    # EN 709: "If you control a Pet"
    st = start()
    pwf = put_real(st, 0, "Power Word: Fortitude", "hero_row")
    st.table.cards[pwf].attached_to = hero(st, 0)
    st = _call(st)
    assert st.table.cards[pwf].zone == "hero_row"
