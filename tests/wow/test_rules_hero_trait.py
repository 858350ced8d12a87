"""206.1c: "[Trait] Hero: text" exists only while the controller's hero has that trait (real cards)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _make_hero(st, player: int, **traits) -> None:
    """Test setup: give a player's hero other traits (the fixture heroes are a Horde Orc Shaman and
    an Alliance Human Paladin)."""
    cid = st.table.cards[hero(st, player)].card_id
    st.cards[cid] = {**st.cards[cid], **traits}


def test_the_doc_example_thunderhead_hippogryph():
    # WoW 206.1c example: Elusive under an Alliance hero, Ferocity under a Horde hero
    automated("Thunderhead Hippogryph")
    st = start()  # P1's hero is Horde, P2's Alliance
    horde = put_real(st, 0, "Thunderhead Hippogryph", "allies")
    alliance = put_real(st, 1, "Thunderhead Hippogryph", "allies")
    assert kw.has(st, horde, "Ferocity") and not kw.has(st, horde, "Elusive")
    assert kw.has(st, alliance, "Elusive") and not kw.has(st, alliance, "Ferocity")


def test_a_continuous_power_follows_the_heros_class():
    # WoW 206.1c: "[Druid] Hero: Opposing allies have -1 ATK." — only with a Druid hero
    automated("Cloak of the Shadowed Sun")
    st = start()
    put_real(st, 0, "Cloak of the Shadowed Sun", "hero_row")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    base = kw.atk(st, enemy)
    _make_hero(st, 0, classes=["Druid"], **{"class": "Druid"})
    assert kw.atk(st, enemy) == base - 1
    _make_hero(st, 0, classes=["Shaman"], **{"class": "Shaman"})
    assert kw.atk(st, enemy) == base


def test_a_payment_power_needs_the_trait():
    # WoW 206.1c: "[Mage] Hero: 1, [Exhaust] -> Draw a card." can't be used by a Shaman's party (Incursion Vestments:
    # under its heading "If an opposing ally was destroyed this turn:", so one is destroyed first; helper w30quest)
    st = start()
    vest = put_real(st, 0, "Incursion Vestments", "hero_row")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Puncture", 0, str(enemy), pay=3)  # "Destroy target ally or equipment."
    st = resolve_chain(st)
    resources(st, 0, 2)
    assert not any("Draw a card" in label for label in labels(st, 0))
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=vest, power=0, x=0)
    assert err.value.rule == R("206.1c")
    _make_hero(st, 0, classes=["Mage"], **{"class": "Mage"})
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=vest, power=0, x=0))
    assert len(st.table.zone(0, "hand")) == hand + 1
