"""Helper wscale2 (issue #18): amounts read from each affected card itself ("where X is its cost",
"its printed ATK / health", "for each damage on it"; ``keywords.own_amount``), continuous powers (EN 714),
played with real cards of the pool."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_blessing_of_kings_gives_each_ally_its_own_cost():
    # EN 714 / 201.3: +X/+X with X each ally's own cost; opposing allies are not in your party.
    automated("Blessing of Kings")
    st = start()
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # cost 4, 4/4
    hound = put(st, 0, "Loyal Hound", "allies")  # cost 2, 2/2
    foe = put(st, 1, "Loyal Hound", "allies")
    put_real(st, 0, "Blessing of Kings", "hero_row")
    assert (kw.atk(st, sentinel), kw.health(st, sentinel)) == (8, 8)
    assert (kw.atk(st, hound), kw.health(st, hound)) == (4, 4)
    assert (kw.atk(st, foe), kw.health(st, foe)) == (2, 2)


def test_raiment_doubles_printed_health_of_your_characters():
    # EN 714: +X health, X = each character's own printed health (heroes too); not the opponent's.
    automated("Merciless Gladiator's Raiment")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    me = st.heroes[0]
    printed = int(st.cards[st.table.cards[me].card_id]["health"])
    put_real(st, 0, "Merciless Gladiator's Raiment", "hero_row")
    assert kw.health(st, ally) == 8 and kw.health(st, foe) == 4
    assert kw.health(st, me) == 2 * printed


def test_garrosh_gives_each_ally_assault_equal_to_its_printed_atk():
    # EN glossary Assault: +N ATK on your turn; N = each ally's own printed ATK (205.1), not its current ATK.
    automated("Garrosh Hellscream")
    st = start()
    garrosh = put_real(st, 0, "Garrosh Hellscream", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")  # printed 2 ATK
    foe = put(st, 1, "Loyal Hound", "allies")
    assert kw.keywords(st, hound).get("Assault") == 2 and kw.atk(st, hound) == 4
    assert "Assault" not in kw.keywords(st, foe)
    printed = int(st.cards[st.table.cards[garrosh].card_id]["atk"])
    assert kw.atk(st, garrosh) == 2 * printed


def test_skaala_gives_opposing_heroes_minus_one_atk_per_damage():
    # EN 714: each opposing hero has -1 ATK for each damage on itself; your hero is not affected.
    automated("Skaala of the Somber Watch")
    st = start()
    put_real(st, 0, "Skaala of the Somber Watch", "allies")
    theirs, mine = st.heroes[1], st.heroes[0]
    for h in (theirs, mine):
        st.table.cards[h].damage = 2
    for h in (theirs, mine):
        st.modifiers.append(Modifier(h, "atk", 5, duration="this_turn", player=0, turn=st.turn, source=h))
    base_mine = kw.atk(st, mine)
    assert kw.atk(st, theirs) == base_mine - 2
