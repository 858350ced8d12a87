"""Helper n36wow: cards the compiler left "manual", scripted in ``engine/wow/cards/scripts/manual36a.toml`` and each
played here with the real card of the pool, every clause checked by what it does (skipped without ../shared/data).

rule call (no source): Blazing Elemental Totem's data lost its tokens' ATK ("two [Fire] / 1 [Health]"): 2, as every other
Fire Elemental ally token printed in the pool (2 [Fire] / 1 [Health]).
rule call (no source): Death's Duo's data lost its tokens' health ("3 [Melee] / [Health]"): 3, as every other Ghoul ally
token printed in the pool (3 [Melee] / 3 [Health]); "If you do" needs both targets removed.
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from engine.wow.cards.compiler import is_automated
from engine.wow.cards.schema import is_encounter
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS, real_pool
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _rec(name: str):
    """The player card of that name (a raid boss may share it: is_encounter)."""
    rec = next((r for r in real_pool().by_id.values() if r.data.get("name") == name and not is_encounter(r.data)), None)
    assert rec is not None, name
    return rec


def _put(st, player: int, name: str, zone: str) -> int:
    """A real player card straight into a zone (test setup; as put_real, by the player card's id)."""
    rec = _rec(name)
    card = st.table.add(rec.id, player, zone)
    st.cards[rec.id] = rec.data
    st.table.learn_names({rec.id: rec.data})
    card.entered_turn = -1
    return card.uid


def _play(st, name: str, player: int = 0, *picks: str, pay: int = 5):
    uid = _put(st, player, name, "hand")
    resources(st, player, pay)
    st = apply(st, "play", player, uid=uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return st, uid


DECK_TOP = 0
"""The deck list's top end (415.3a; engine.wow.faceup_cost reads zone(p, "deck")[0])."""


def top_card(st, player: int) -> int:
    """The top card of the player's deck (the drawing end, procedure.draw)."""
    return st.table.zone(player, "deck")[DECK_TOP]


def _scripted(name: str) -> dict:
    data = _rec(name).data
    assert is_automated(data), data["text"]
    script = scripts.script_for(data)
    assert script is not None and script.path.endswith("manual36a.toml"), name
    return data


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


@pytest.mark.parametrize(("damaged", "answer", "home"), [(True, "yes", "hand"), (True, "no", "allies"), (False, None, "allies")])
def test_admiral_ripsnarl_goes_home_when_damaged(damaged, answer, home):
    # WoW EN 703, EN 709, EN 709.3, 415.2: "At the start of each turn, if Ripsnarl is damaged, you may put him into his
    # owner's hand." — the opponent's turn too (each turn)
    _scripted("Admiral Ripsnarl")
    st = start()
    rip = _put(st, 0, "Admiral Ripsnarl", "allies")
    st.table.cards[rip].damage = 1 if damaged else 0
    asked = []

    def may(pend):
        asked.append(pend.player)
        return [answer or "no"]

    st = _advance(st, 2, {"yes_no": may, "may": may})
    assert _zone(st, rip) == home
    assert asked == ([0] if damaged else [])  # his controller is asked, at the opponent's turn start


def test_baron_ashbury_leaves_each_opposing_ally_at_one_health():
    # WoW EN 703, 405.2, 405.4: "When Ashbury enters play, he deals shadow damage to each opposing ally equal to that
    # ally's remaining [Health] -1."
    _scripted("Baron Ashbury")
    st = start()
    big = put(st, 1, "Stone Guardian", "allies")
    hurt = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hurt].damage = 1
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, ash = _play(st, "Baron Ashbury", 0)
    st = resolve_chain(st)
    assert _zone(st, ash) == "allies"
    for u in (big, hurt):
        assert kw.health(st, u) - st.table.cards[u].damage == 1 or kw.has(st, u, "Hardiness")
    assert st.table.cards[hurt].damage == kw.health(st, hurt) - 1
    assert st.table.cards[mine].damage == 0  # only opposing allies


def test_blazing_elemental_totem_makes_two_fire_elementals():
    # WoW EN 703, 404.2: "When this card enters play, put two [Fire] / 1 [Health] Fire Elemental ally tokens into play."
    # and its template's "Ongoing: [Fire] allies you control have Ferocity."
    _scripted("Blazing Elemental Totem")
    st = start()
    st, totem = _play(st, "Blazing Elemental Totem", 0)
    st = resolve_chain(st)
    toks = [u for u in st.table.zone(0, "allies") if u != totem and kw.name(st, u) == "Fire Elemental"]
    assert len(toks) == 2
    assert all(kw.atk(st, u) == 2 and kw.health(st, u) == 1 and kw.has(st, u, "Ferocity") for u in toks)


@pytest.mark.parametrize("in_yard", [2, 1])
def test_deaths_duo_removes_two_allies_for_two_ghouls(in_yard):
    # WoW EN 706, 415.7, EN 709.3, 404.2: "Remove two target allies in an opposing graveyard from the game. If you do,
    # put two 3 [Melee] / [Health] Ghoul ally tokens into play." — two targets are needed (EN 706)
    _scripted("Death's Duo")
    st = start()
    dead = [put(st, 1, "Iron Sentinel", "graveyard") for _ in range(in_yard)]
    mine = put(st, 0, "Iron Sentinel", "graveyard")
    if in_yard < 2:
        with pytest.raises(RulesError, match="707.1d"):  # no two different legal targets: it can't be played
            _play(st, "Death's Duo", 0)
        return
    st, duo = _play(st, "Death's Duo", 0)
    opts = {o.id for o in st.pending[0].options}
    assert str(mine) not in opts and {str(u) for u in dead} <= opts
    st = choose(st, str(dead[0]))
    assert {o.id for o in st.pending[0].options} == {str(dead[1])}  # two different targets (EN 706)
    st = choose(st, str(dead[1]))
    st = resolve_chain(st)
    assert all(_zone(st, u) == "removed" for u in dead) and _zone(st, mine) == "graveyard"
    ghouls = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]
    assert len(ghouls) == 2 and all(kw.atk(st, u) == 3 and kw.health(st, u) == 3 for u in ghouls)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_high_inquisitor_whitemane_tops_an_ally_and_heals(answer):
    # WoW EN 703, EN 709.3, 415.3, 407.1: "When Whitemane attacks, you may put target ally from your graveyard on top
    # of your deck. She heals damage from your hero equal to the cost of that ally."
    _scripted("High Inquisitor Whitemane")
    st = start({"auto_pass": False})
    white = _put(st, 0, "High Inquisitor Whitemane", "allies")
    dead = _put(st, 0, "Baron Ashbury", "graveyard")  # cost 4
    put(st, 1, "Iron Sentinel", "graveyard")
    st.table.cards[hero(st, 0)].damage = 6
    st = apply(st, "attack", 0, attacker=white, defender=hero(st, 1))
    pend = st.pending[0]
    assert pend.kind == "target" and pend.player == 0 and pend.min == 0  # "you may … target" (EN 709.3)
    assert {o.id for o in pend.options} == {str(dead)}  # an ally in your graveyard only
    st = resolve_chain(choose(st, str(dead)) if answer == "yes" else choose(st))
    if answer == "yes":
        assert _zone(st, dead) == "deck" and top_card(st, 0) == dead
        assert st.table.cards[hero(st, 0)].damage == 2
    else:
        assert _zone(st, dead) == "graveyard" and st.table.cards[hero(st, 0)].damage == 6


def test_mograines_might_gains_a_holy_allys_atk():
    # WoW EN 703, 205.1: "When a [Holy] ally enters play under your control, this weapon has +X ATK this turn, where X
    # is that ally's ATK." — Whitemane is holy (2 ATK); a non-holy ally does nothing
    _scripted("Mograine's Might")
    st = start()
    might = _put(st, 0, "Mograine's Might", "hero_row")
    assert kw.atk(st, might) == 1
    st, _ = _play(st, "Baron Ashbury", 0)  # shadow
    st = resolve_chain(st)
    assert kw.atk(st, might) == 1
    st, _ = _play(st, "High Inquisitor Whitemane", 0)
    st = resolve_chain(st)
    assert kw.atk(st, might) == 3
    st = _advance(st, 2)
    assert kw.atk(st, might) == 1  # this turn only
