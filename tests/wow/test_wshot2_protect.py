"""Helper wshot2 (issue #18): limited protectors of ``scripts/wshot2.toml`` (``can_protect``, read by
``combat.protectors``): Justicar Brace ("can protect heroes and allies with damage") and Thief Catcher Norun ("can
also protect against attackers with Stealth"), played in real attacks."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, start
from .test_combat import attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _protector_options(st) -> set[str]:
    return {o.id for o in st.pending[0].options} if st.pending and st.pending[0].kind == "protector" else set()


def test_justicar_brace_protects_only_a_damaged_defender():
    # EN 602.2, glossary Protector (limited): "Brace can protect heroes and allies with damage."
    automated("Justicar Brace")
    for damaged in (False, True):
        st = start()
        brace = put_real(st, 1, "Justicar Brace", "allies")
        assert not kw.has(st, brace, "Protector")
        friend = put(st, 1, "Stone Guardian", "allies")
        st.table.cards[friend].damage = 1 if damaged else 0
        a = put(st, 0, "Iron Sentinel", "allies")
        st = resolve_chain(attack(st, a, friend))
        assert (str(brace) in _protector_options(st)) is damaged
    st = start()  # a damaged hero too
    brace = put_real(st, 1, "Justicar Brace", "allies")
    st.table.cards[hero(st, 1)].damage = 2
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert str(brace) in _protector_options(st)
    st = resolve_chain(choose(st, str(brace)))
    assert st.table.cards[brace].tapped  # it protected: exhausted to become the defender (EN 602.2)


def test_thief_catcher_norun_protects_against_stealth_other_protectors_dont():
    # EN glossary Stealth ("Can't protect against this character"), Protector; Norun: "can also protect against
    # attackers with Stealth."
    automated("Thief Catcher Norun")
    st = start()
    norun = put_real(st, 1, "Thief Catcher Norun", "allies")
    other = put_real(st, 1, "Sardok", "allies")  # a plain Protector
    sneak = put_real(st, 0, "Tyler Falconbridge", "allies")
    assert kw.has(st, sneak, "Stealth")
    st = resolve_chain(attack(st, sneak, hero(st, 1)))
    opts = _protector_options(st)
    assert str(norun) in opts and str(other) not in opts
    st = start()  # without Stealth both may protect
    norun = put_real(st, 1, "Thief Catcher Norun", "allies")
    other = put_real(st, 1, "Sardok", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert {str(norun), str(other)} <= _protector_options(st)
