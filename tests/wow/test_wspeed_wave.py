"""The 410.6a check of issue 21 reads a card without modifiers as its printed data says: no card
type change (300.1) can make it a character, so a card whose printed data is neither a hero, an
ally nor a totem is no character and is never doomed (``procedure._wave_look``); a totem is one, and
a card given a character type by a modifier is read the long way (``is_character``)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow import procedure
from engine.wow.card_facts import TYPE_ADD

from .helpers import put, start


def _doomed(st) -> list[int]:
    with kw.reading(st):
        return procedure._doomed(st)


def test_a_totem_with_fatal_damage_is_doomed() -> None:
    st = start()
    totem = put(st, 0, "Soothing Totem", "allies")
    st.cards[st.table.peek(totem).card_id] = {**kw.data(st, totem), "type": "ability", "totem": True, "health": 2}  # 305.3a
    assert totem not in _doomed(st)
    st.table.cards[totem].damage = kw.health(st, totem)
    assert totem in _doomed(st)


def test_a_card_made_an_ally_counts_as_a_character() -> None:
    # 300.1b: a weapon that is also an ally has 0 health (410.6a); the same weapon without the change is none
    st = start()
    weapon = put(st, 0, "Mist Owl", "hero_row")
    st.cards[st.table.peek(weapon).card_id] = {**kw.data(st, weapon), "type": "weapon", "health": None}
    assert not kw.is_character(st, weapon)
    assert weapon not in _doomed(st)
    st.modifiers.append(Modifier(weapon, "atk", 1))  # modified, still no character
    assert weapon not in _doomed(st)
    st.modifiers.append(Modifier(weapon, TYPE_ADD, 0, keyword="ally"))
    assert kw.is_character(st, weapon)
    assert weapon in _doomed(st)
