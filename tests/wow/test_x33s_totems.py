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

from .helpers import apply, hero, put, start
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


# --- Fusion Totem (202.1a, 305.3a, EN 707.1c) -----------------------------------------------------------------------


def _fusion_with(kind: str | None):
    """Fusion Totem in play and, for ``kind``, a totem token of that type (Erunak's)."""
    st = start()
    st, fusion = play_real(st, "Fusion Totem", 0, pay=2)
    st = _settle(st)
    assert kw.in_play(st, fusion)
    totem = None
    if kind is not None:
        st, _ = play_real(st, "Erunak Stonespeaker", 0, pay=5)
        st = _settle(st, {"wprev_pick_mode": [str(TYPES.index(kind) + 1)]})
        totem = _totem(st, kind)
    return st, fusion, totem


def _fuse(st, fusion: int, pay: int, pick: str | None = None):
    from .helpers import resources

    resources(st, 0, 1)
    index = next(i for i, pw in enumerate(powers.powers(st, fusion)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=fusion, power=index, x=0, pay=[pay])
    assert not st.pending or st.pending[0].kind == "target"  # the part is the totem's: no mode asked (403.1)
    return _settle(st, {"target": [pick]} if pick is not None else None)


def test_fusion_totem_exhausting_itself_an_air_totem_exhausts_target_ally():
    # 305.3a, 202.1a: "Ongoing: 1, Exhaust a totem you control -> Air: Exhaust target ally." (Fusion Totem is an Air Totem)
    automated("Fusion Totem")
    st, fusion, _ = _fusion_with(None)
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _fuse(st, fusion, fusion, str(theirs))
    assert st.table.cards[fusion].tapped and st.table.cards[theirs].tapped


def test_fusion_totem_earth_gives_assault_2_this_turn():
    st, fusion, earth = _fusion_with("Earth")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = _fuse(st, fusion, earth, str(mine))
    assert st.table.cards[earth].tapped and not st.table.cards[fusion].tapped
    assert kw.keywords(st, mine).get("Assault") == 2 and kw.atk(st, mine) == 6  # Assault: +2 ATK on your turn


def test_fusion_totem_fire_the_totem_deals_2_fire_damage():
    st, fusion, fire = _fusion_with("Fire")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _fuse(st, fusion, fire, str(theirs))
    assert st.table.cards[theirs].damage == 2
    hit = [e for e in st.turn_log if e.get("to") == theirs]
    assert hit and hit[-1].get("src") == fire  # 408.2c: the exhausted totem deals it


def test_fusion_totem_water_target_player_draws():
    st, fusion, water = _fusion_with("Water")
    hand = len(st.table.zone(1, "hand"))
    st = _fuse(st, fusion, water, str(hero(st, 1)))
    assert len(st.table.zone(1, "hand")) == hand + 1


# --- Zindalan: a Totem token with Earth Totem (1) and Harmonize (404.2, EN glossary Harmonize) ----------------------


def _cost_paid(st, name: str) -> int:
    """Play fixture ally ``name`` with ten fresh resources; how many were exhausted (403.1)."""
    from .helpers import resources

    uid = put(st, 0, name, "hand")
    resources(st, 0, 10)
    tapped = sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
    after = apply(st, "play", 0, uid=uid, x=0)
    return sum(1 for u in after.table.zone(0, "resources") if after.table.cards[u].tapped) - tapped


def test_zindalan_puts_an_earth_totem_with_harmonize_into_play():
    # 404.2, 202.1a, EN glossary Harmonize: "When this ally enters play, put a 0 [NATURE] / 3 [HEALTH] Totem token into
    # play with Earth Totem (1) and Ongoing: Harmonize." (and Zindalan's own Harmonize)
    automated("Zindalan")
    st = start()
    assert _cost_paid(start(), "Iron Sentinel") == 4
    st, zin = play_real(st, "Zindalan", 0, pay=6)
    st = _settle(st)
    tokens = [u for u in st.table.zone(0, "allies") if u != zin]
    assert len(tokens) == 1
    tok = tokens[0]
    assert {"Totem", "Earth Totem (1)"} <= set(kw.tags(st, tok)) and "Token" in kw.tags(st, tok)
    assert (kw.atk(st, tok), kw.health(st, tok), kw.damage_types(st, tok)) == (0, 3, ["nature"])
    assert _cost_paid(st, "Iron Sentinel") == 2  # printed cost 4: 1 less for Zindalan, 1 less for the token
    assert _cost_paid(st, "Loyal Hound") == 2  # printed cost 2: no change


def test_zindalan_token_harmonize_goes_with_it():
    st = start()
    st, zin = play_real(st, "Zindalan", 0, pay=6)
    st = _settle(st)
    tok = next(u for u in st.table.zone(0, "allies") if u != zin)
    from engine.core import effects

    effects.move(st.table, tok, "graveyard", None)
    assert tok not in st.table.zone(0, "allies")
    assert _cost_paid(st, "Iron Sentinel") == 3  # only Zindalan's
