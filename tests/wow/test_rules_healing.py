"""Healing packets and their replacement (WoW 407.2, scenario X7 Shelter the Flock + Hide of the
Wild; 407.3: no packet, nothing to replace). Hide of the Wild's power is test-local, in the shape
the compiler is to emit: ``Effect("heal_bonus", 1, Target("player_hero"), condition={"as": "source"})``."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.effects import Effect, Target
from engine.wow.cards import compiler
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import EN, R

from .helpers import apply, choose, hero, put, resources, start

HIDE = "Test Hide of the Wild"
WARD = "Test Healing Ward"


@pytest.fixture
def game(monkeypatch):
    real = compiler.static_effects
    table = {
        HIDE: (Effect("heal_bonus", 1, Target("player_hero"), condition={"as": "source"}, duration="permanent"),),
        WARD: (Effect("heal_bonus", 2, Target("each", {"types": ["hero", "ally"], "side": "friendly"}),
                         condition={"as": "target"}, duration="permanent"),),
    }
    monkeypatch.setattr(compiler, "static_effects", lambda d: table.get(d.get("name"), real(d)))
    st = start({"auto_pass": False})
    st.cards["T-HW"] = make_card(name=HIDE, type="armor", set="T", number=30, rarity="common", cost=2, tags=["Armor", "Back (1)"],
                                 text="If your hero would heal damage, it heals that amount of damage plus 1 instead.", **{"def": 0})
    st.cards["T-WD"] = make_card(name=WARD, type="item", set="T", number=31, rarity="common", cost=2, tags=["Item"],
                                 text="If damage would be healed from a friendly hero or ally, that much +2 is healed instead.")
    return st


def _heal(st, target):
    resources(st, 0, 2)
    card = put(st, 0, "Healing Touch", "hand")  # "Your hero heals 4 damage from target hero or ally."
    st = choose(apply(st, "play", 0, uid=card, x=0), str(target))
    events = []
    while st.chain:
        res = ENGINE.apply(st, Action("pass", st.priority))
        st, events = res.state, events + res.events
    return st, events


def test_x7_hide_of_the_wild_replaces_each_packet_your_hero_heals(game):
    # WoW 407.2 (scenario X7): a packet healed by your hero heals that much +1 instead
    st = game
    st.table.add("T-HW", 0, "hero_row")
    ally = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[ally].damage = 5
    st, events = _heal(st, ally)
    assert st.table.cards[ally].damage == 0
    assert any(e.kind == "replace" and e.rule == EN("716") for e in events)
    st.table.cards[hero(st, 0)].damage = 10
    st, _ = _heal(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 5  # 4 + 1


def test_a_healing_replacement_on_the_healed_side(game):
    # WoW 407.2: "if damage would be healed from a friendly hero or ally, that much +2 instead"
    # applies to the healed character's side only
    st = game
    st.table.add("T-WD", 1, "hero_row")  # the opponent's ward
    mine, theirs = put(st, 0, "Stone Guardian", "allies"), put(st, 1, "Stone Guardian", "allies")
    st.table.cards[mine].damage = st.table.cards[theirs].damage = 5
    st, _ = _heal(st, mine)
    assert st.table.cards[mine].damage == 1
    st, _ = _heal(st, theirs)
    assert st.table.cards[theirs].damage == 0  # 4 + 2


def test_no_packet_nothing_to_replace(game):
    # WoW 407.3 (and the Boris Brightbeard X=0 case of 407.2): no damage to heal, no packet, so
    # the replacement has nothing to replace
    st = game
    st.table.add("T-HW", 0, "hero_row")
    ally = put(st, 0, "Stone Guardian", "allies")
    st, events = _heal(st, ally)
    assert not any(e.kind == "replace" for e in events)
    assert any(e.rule == R("407.3") for e in events)
