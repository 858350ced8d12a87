"""Helper x33stat: "Exhaust a Totem you control -> Air: …; Earth: …; Fire: …; Water: …" — the part carried out is the one
of the Totem exhausted to pay (``engine.wow.modes.PAID_TAG``), scripts of ``engine/wow/cards/scripts/x33stat.toml``.
Each card is played with the real card of the pool and every clause of its text is checked.

Rule calls without a source:
- Erunak Stonespeaker: "Air: Ready Erunak" etc. name the type of the Totem exhausted (202.1a: a Totem's type is its
  tag "Air Totem"); the part is fixed by the card paid with, no choice of the player's (403.1); a Totem of no type
  names no part, so it can't pay (EN 707.1d). The token's type is chosen as the trigger resolves (EN 709.1).
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow import powers
from tests.shared_data import needs

from .helpers import apply, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)

TYPES = ["Air", "Earth", "Fire", "Water"]


def _use(st, uid: int, pay: int, player: int = 0, answers: dict | None = None):
    index = next(i for i, pw in enumerate(powers.powers(st, uid)) if pw.kind == "activated")
    return _settle(apply(st, "power", player, uid=uid, power=index, x=0, pay=[pay]), answers)


def _totem(st, kind: str) -> int:
    return next(u for u in st.table.zone(0, "allies") if f"{kind} Totem" in kw.tags(st, u))


@pytest.mark.parametrize("pick", [1, 2, 3, 4])
def test_erunak_enters_with_the_totem_token_of_the_type_chosen(pick):
    # EN 703, 709.1, 404.2: "When Erunak enters play, put a 0 [Melee] / 2 [Health] Air, Earth, Fire, or Water Totem
    # token into play."
    automated("Erunak Stonespeaker")
    st = start()
    st, erunak = play_real(st, "Erunak Stonespeaker", 0, pay=5)
    st = _settle(st, {"wprev_pick_mode": [str(pick)]})
    tokens = [u for u in st.table.zone(0, "allies") if u != erunak]
    assert len(tokens) == 1
    tok = tokens[0]
    assert f"{TYPES[pick - 1]} Totem" in kw.tags(st, tok) and "Totem" in kw.tags(st, tok)
    assert (kw.atk(st, tok), kw.health(st, tok), kw.damage_types(st, tok)) == (0, 2, ["melee"])


def _erunak_with(kind: str, damage: int = 0):
    st = start()
    st, erunak = play_real(st, "Erunak Stonespeaker", 0, pay=5)
    st = _settle(st, {"wprev_pick_mode": [str(TYPES.index(kind) + 1)]})
    st.table.cards[erunak].damage = damage
    return st, erunak, _totem(st, kind)


def test_erunak_air_totem_readies_him():
    # 202.1a, 403.1: "Exhaust a Totem you control -> Air: Ready Erunak."
    st, erunak, air = _erunak_with("Air")
    st.table.cards[erunak].tapped = True
    st = _use(st, erunak, air)
    assert st.table.cards[air].tapped and not st.table.cards[erunak].tapped
    assert not kw.has(st, erunak, "Protector") and kw.atk(st, erunak) == 5  # no other part


def test_erunak_earth_totem_makes_him_a_protector_this_turn():
    st, erunak, earth = _erunak_with("Earth")
    assert not kw.has(st, erunak, "Protector")
    st = _use(st, erunak, earth)
    assert st.table.cards[earth].tapped and kw.has(st, erunak, "Protector") and kw.atk(st, erunak) == 5


def test_erunak_fire_totem_gives_him_plus_5_atk_this_turn():
    st, erunak, fire = _erunak_with("Fire")
    st = _use(st, erunak, fire)
    assert st.table.cards[fire].tapped and kw.atk(st, erunak) == 10 and not kw.has(st, erunak, "Protector")


def test_erunak_water_totem_heals_5_from_him():
    st, erunak, water = _erunak_with("Water", damage=4)
    st = _use(st, erunak, water)
    assert st.table.cards[water].tapped and st.table.cards[erunak].damage == 0 and kw.atk(st, erunak) == 5


def test_erunak_needs_a_totem_to_exhaust():
    # 403.1: "Exhaust a Totem you control": another ally can't pay it; an exhausted Totem can't either
    st, erunak, air = _erunak_with("Air")
    other = put(st, 0, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        _use(st, erunak, other)
    st.table.cards[air].tapped = True
    with pytest.raises(RulesError):
        _use(st, erunak, air)
