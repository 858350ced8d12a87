"""Helper x33stat: a keyword that counts only while in combat with one card (EN 600, 714.1;
``engine.wow.attacking_only.WITH``, op ``yf33_keyword_in_combat_with``) — Detect Prey, played with the real card.

Rule calls without a source:
- Detect Prey: "allies you control" are those as it resolves (a group a one-shot effect gives, EN 714.1, as Tusk's
  "other heroes and allies in your party" is read); an ally entering later has nothing.
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _fight_between(st, attacker: int, defender: int):
    st = apply(st, "attack", 0, attacker=attacker, defender=defender)
    return _fight(st)


def test_detect_prey_long_range_only_in_combat_with_the_target():
    # EN 600, 714.1, EN glossary Long-Range: "Allies you control have Long-Range while in combat with target hero or ally
    # this turn."
    automated("Detect Prey")
    st = start()
    first, second = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Raging Brute", "allies")
    prey, other = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Wolfrider Scout", "allies")  # 2 ATK each
    st, _ = play_real(st, "Detect Prey", 0, str(prey), pay=2)
    st = _settle(st)
    assert not kw.has(st, first, "Long-Range")  # not outside that combat
    late = put(st, 0, "Shade Stalker", "allies")
    st = _fight_between(st, first, prey)
    assert st.table.cards[prey].zone == "graveyard" and st.table.cards[first].damage == 0  # Long-Range: no damage back
    st = _fight_between(st, second, other)
    assert st.table.cards[second].damage == 2  # not the target: 2 damage back
    assert not kw.has(st, late, "Long-Range")


def test_detect_prey_ends_with_the_turn():
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    prey = put(st, 1, "Loyal Hound", "allies")
    st, _ = play_real(st, "Detect Prey", 0, str(prey), pay=2)
    st = _settle(st)
    st = _next_turn(_next_turn(st))
    assert st.active == 0
    st = _fight_between(st, mine, prey)
    assert st.table.cards[mine].damage == 2  # this turn only: it takes the 2 damage back


# --- Rukdara Dreadhand: a quoted power given this turn (200.1a; engine.wow.quoted_powers) ---------------------------


def test_rukdara_gives_opposing_allies_minus_1_atk_per_damage_this_turn():
    # 200.1a, 403.1, EN 714.1: "1, Discard a card -> This turn, opposing allies have 'This ally has -1 ATK for each
    # damage on it.'"
    automated("Rukdara Dreadhand")
    from engine.wow import powers

    from .helpers import resources
    from .test_templates_more import put_real

    st = start()
    rukdara = put_real(st, 0, "Rukdara Dreadhand", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    mine = put(st, 0, "Raging Brute", "allies")
    st.table.cards[theirs].damage = 3
    st.table.cards[mine].damage = 2
    card = put(st, 0, "Mist Owl", "hand")
    paid = resources(st, 0, 1)
    index = next(i for i, pw in enumerate(powers.powers(st, rukdara)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=rukdara, power=index, x=0, pay=[card]))
    assert st.table.cards[card].zone == "graveyard" and st.table.cards[paid[0]].tapped  # the cost (403.1)
    assert kw.atk(st, theirs) == 1  # 4 - 3
    assert kw.atk(st, mine) == 3  # not opposing: 1 + Assault 2
    st.table.cards[theirs].damage = 1
    assert kw.atk(st, theirs) == 3  # read with the damage on it now
    late = put(st, 1, "Wolfrider Scout", "allies")
    st.table.cards[late].damage = 1
    assert kw.atk(st, late) == 2  # not one of those as it resolved
    st = _next_turn(st)
    assert kw.atk(st, theirs) == 4  # this turn only
