"""The Lessons (403.3 alternative cost "You may exhaust a non-hero Warrior you control rather than pay this
ability's cost.") whose effect text has a misprint (templates_misprints), played with real cards."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _play_alt(st, uid: int, payer: int, *picks: str):
    st = apply(st, "play", 0, uid=uid, x=0, alt=0, pay=[payer])
    for pick in picks:
        st = apply(st, "choose", st.pending[0].player, picks=[pick])
    return resolve_chain(st)


def test_lesson_of_the_call_puts_an_ally_on_top_of_its_owners_deck():
    # 403.3: "You may exhaust a non-hero Warrior you control rather than pay this ability's cost. Put target ally
    # on top of it's owner's deck."
    automated("Lesson of the Call")
    st = start()
    lesson = put_real(st, 0, "Lesson of the Call", "hand")
    warrior, mage = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Amara Kells", "allies")
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    with pytest.raises(RulesError):  # a Mage can't pay a Lesson of the Warrior
        apply(st, "play", 0, uid=lesson, x=0, alt=0, pay=[mage])
    st = _play_alt(st, lesson, warrior, str(foe))
    assert st.table.cards[warrior].tapped and st.table.zone(1, "deck")[0] == foe


def test_lesson_of_the_divine_exhausts_and_locks_and_draws():
    # 403.3, 501.1a: "… Exhaust target hero or ally. It can't ready during it's controller's next ready strop. Draw a
    # card."
    automated("Lesson of the Divine")
    st = start()
    lesson = put_real(st, 0, "Lesson of the Divine", "hand")
    paladin = put_real(st, 0, "Naasi", "allies")
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = _play_alt(st, lesson, paladin, str(foe))
    assert st.table.cards[paladin].tapped and st.table.cards[foe].tapped
    assert len(st.table.zone(0, "hand")) == hand  # the Lesson left, a card was drawn
    for _ in range(40):  # to the opponent's turn: it stays exhausted through his ready step
        if st.active == 1 and st.step == "main":
            break
        st = apply(st, "choose", st.pending[0].player, picks=[o.id for o in st.pending[0].options[: st.pending[0].min]]) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 1 and st.table.cards[foe].tapped


def test_lesson_of_the_elements_your_hero_deals_three():
    # 403.3: "… You hero deals 3 nature damage divided as you choose to any number of target heroes and/or allies."
    automated("Lesson of the Elements")
    st = start()
    lesson = put_real(st, 0, "Lesson of the Elements", "hand")
    shaman = put_real(st, 0, "Kaelzin", "allies")
    st = apply(st, "play", 0, uid=lesson, x=0, alt=0, pay=[shaman])
    for _ in range(10):  # one target: all 3 damage to the opposing hero
        if not st.pending:
            break
        pend = st.pending[0]
        ids = [o.id for o in pend.options]
        st = apply(st, "choose", pend.player, picks=[str(hero(st, 1))] if str(hero(st, 1)) in ids else ids[: max(pend.min, 1)])
    st = resolve_chain(st)
    assert st.table.cards[shaman].tapped and st.table.cards[hero(st, 1)].damage == 3
