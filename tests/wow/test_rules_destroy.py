""""Can't be destroyed" (103.2–103.4, scenario W2 Valthak Spiritdrinker)."""

from __future__ import annotations

import pytest

from engine.core import Action, Modifier, RulesError
from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow import procedure
from engine.wow.cards import compiler
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.keywords import CANT_BE_DESTROYED
from engine.wow.rules import R

from .helpers import apply, choose, hero, put, resolve_chain, resources, start

VALTHAK = "Valthak Spiritdrinker"


@pytest.fixture
def valthak(monkeypatch):
    """W2's Valthak (3 shadow / 4 health, "Your hero can't be destroyed."), its static compiled
    the way the compiler is to emit it: grant_keyword CANT_BE_DESTROYED on your hero."""
    real = compiler.static_effects
    grant = (Effect("grant_keyword", 1, Target("player_hero"), keyword=CANT_BE_DESTROYED, duration="permanent"),)
    monkeypatch.setattr(compiler, "static_effects", lambda d: grant if d.get("name") == VALTHAK else real(d))
    st = start({"auto_pass": False})
    st.cards["T-V"] = make_card(name=VALTHAK, type="ally", set="T", number=2, rarity="common", atk=3, damage_type="shadow",
                                health=4, tags=["Undead", "Warlock"], text="Your hero can't be destroyed.")
    card = st.table.add("T-V", 0, "allies")
    card.entered_turn = -1
    return st, card.uid


def _grant(st, uid):
    st.modifiers.append(Modifier(uid, "", 1, keyword=CANT_BE_DESTROYED, duration="this_turn", turn=st.turn))


def test_w2_valthak_opponent_loses_first(valthak):
    # WoW 103.4 (example printed under 104, scenario W2): Valthak and the opposing hero deal each
    # other fatal damage; the first check destroys both, but not your fatally damaged hero — the
    # "can't" ends at the same moment — so the opponent loses first (102.3)
    st, val = valthak
    me, opp = hero(st, 0), hero(st, 1)
    st.table.cards[me].damage = 30  # fatal, yet not destroyed while Valthak is in play
    assert kw.cant_be_destroyed(st, me)
    assert procedure.run_ppp(st) == [] and st.table.cards[me].zone == "hero_row" and not st.over
    st.table.cards[opp].damage = 26
    st.modifiers.append(Modifier(opp, "atk", 4, duration="this_turn", turn=st.turn))
    st = resolve_chain(apply(st, "attack", 0, attacker=val, defender=opp))
    for _ in range(10):
        if st.over:
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    assert st.result is not None and st.result.winners == [0]
    assert st.table.cards[val].zone == "graveyard" and st.table.cards[me].zone == "hero_row"


def test_can_t_ending_in_the_same_wave_then_next_wave_destroys(valthak):
    # WoW 103.4, 410.6: the wave that destroys Valthak leaves the hero; the next wave destroys it
    st, val = valthak
    me = hero(st, 0)
    st.table.cards[me].damage = 30
    st.table.cards[val].damage = 4
    events = procedure.run_ppp(st)
    destroyed = [e.data["uid"] for e in events if e.kind == "destroy"]
    assert destroyed == [val, me]
    assert st.result is not None and st.result.winners == [1]


def test_effects_can_t_destroy_it():
    # WoW 103.2: "can't be destroyed" wins over an effect that destroys
    st = start()
    resources(st, 0, 4)
    ally = put(st, 1, "Stone Guardian", "allies")
    _grant(st, ally)
    vanish = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    res = ENGINE.apply(choose(apply(st, "play", 0, uid=vanish, x=0), str(ally)), Action("pass", 0))
    st = resolve_chain(res.state)
    assert st.table.cards[ally].zone == "allies"
    assert st.table.cards[vanish].zone == "graveyard"


def test_fatal_damage_doesn_t_destroy_it_until_the_restriction_ends():
    # WoW 103.2, 410.6a: a character that can't be destroyed survives fatal damage this turn
    st = start()
    ally = put(st, 0, "Stone Guardian", "allies")
    _grant(st, ally)
    st.table.cards[ally].damage = 9
    assert procedure.run_ppp(st) == [] and st.table.cards[ally].zone == "allies"
    st.modifiers.clear()  # the "this turn" restriction ends
    procedure.run_ppp(st)
    assert st.table.cards[ally].zone == "graveyard"


def test_destroy_cost_can_t_be_paid():
    # WoW 103.2: if an action can't happen, a cost needing it can't be paid (Spirit Lantern: "Destroy Spirit Lantern -> Draw a card.")
    st = start()
    lantern = put(st, 0, "Spirit Lantern", "hero_row")
    _grant(st, lantern)
    assert not any(a.type == "power" and a.args["uid"] == lantern for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=lantern, power=0, x=0)
    assert err.value.rule == R("103.2")


def test_the_game_still_destroys_it_uniqueness_and_host_check():
    # WoW 103.3: destruction by the game (uniqueness 414.2, the attachment host check 410.6c)
    # can't be stopped, even for a card that can't be destroyed
    st = start()
    resources(st, 0, 5)
    first = put(st, 0, "Iron Sentinel", "allies")  # Unique
    _grant(st, first)
    second = put(st, 0, "Iron Sentinel", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=second, x=0))
    assert st.pending and st.pending[0].kind == "uniqueness"
    st = choose(st, str(first))
    assert st.table.cards[first].zone == "graveyard"
    blessing = put(st, 0, "Blessing of Might", "hero_row")
    st.table.cards[blessing].attached_to = -1  # its host became a new card (400.5)
    _grant(st, blessing)
    events = procedure.run_ppp(st)
    assert st.table.cards[blessing].zone == "graveyard"
    assert any(e.kind == "destroy" and e.rule == R("410.6c") for e in events)
