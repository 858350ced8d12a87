"""Inspire (WoW 501.1b, scenario W10), with test-local allies worded like the real ones."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, choose, hero, put, start

KALDEL = "<b>Inspire</b>: Ally <i>(You may ready one of your allies during each other player's ready step.)</i>"
GLOUS = "<b>Inspire</b>: Quest;When a quest is inspired this way, you pay 1 less to complete it this turn."
ORELIS = "<b>Inspire</b>: Ability, ally, equipment, hero, and resource"


def _game(**texts):
    st = start({"auto_pass": False})
    for i, (key, text) in enumerate(texts.items()):
        st.cards[f"T-I{i}"] = make_card(name=f"Test {key}", type="ally", set="T", number=20 + i, rarity="common", cost=2,
                                        atk=3, damage_type="holy", health=2, tags=["Draenei", "Paladin"], text=text)
    return st


def _add(st, i, player=0, tapped=True):
    card = st.table.add(f"T-I{i}", player, "allies")
    card.entered_turn, card.tapped = -1, tapped
    return card.uid


def _to_next_ready_step(st):
    for _ in range(10):
        if st.pending or st.active == 1:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_w10_two_inspirers_ready_two_allies():
    # WoW 501.1b (scenario W10): two Vindicator Kaldels let their controller ready up to two
    # exhausted allies during the other player's ready step, without the chain
    st = _game(Kaldel=KALDEL)
    k1, k2 = _add(st, 0), _add(st, 0)
    other = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[other].tapped = True
    st = _to_next_ready_step(st)
    assert st.active == 1 and st.step == "ready"
    p = st.pending[0]
    assert p.kind == "inspire" and p.player == 0 and p.rule == R("501.1b") and (p.min, p.max) == (0, 2)
    assert {o.id for o in p.options} == {str(k1), str(k2), str(other)}
    with pytest.raises(RulesError):
        choose(st, str(k1), str(k1))  # the same card twice
    st = choose(st, str(k1), str(other))
    assert not st.table.cards[k1].tapped and not st.table.cards[other].tapped and st.table.cards[k2].tapped
    assert not st.chain


def test_only_exhausted_cards_and_one_of_each_listed_kind():
    # WoW 501.1b: only exhausted cards can be inspired; Exarch Orelis's "and" list readies one
    # card of each kind (here: an ally and the hero), or none at all
    st = _game(Orelis=ORELIS)
    orelis = _add(st, 0)
    ready_one = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hero(st, 0)].tapped = True
    st = _to_next_ready_step(st)
    kinds_seen = []
    while st.pending and st.pending[0].kind == "inspire":
        p = st.pending[0]
        kinds_seen.append(p.prompt)
        assert str(ready_one) not in {o.id for o in p.options}
        st = choose(st, *([p.options[0].id] if p.options else []))
    assert len(kinds_seen) == 5
    assert not st.table.cards[orelis].tapped and not st.table.cards[hero(st, 0)].tapped


def test_inspiring_a_quest_is_marked():
    # WoW 501.1b (Marksman Glous example): an exhausted quest can be inspired; the card remembers
    # it was inspired this turn (for "when a quest is inspired this way")
    st = _game(Glous=GLOUS)
    _add(st, 0)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    st.table.cards[quest].tapped = True
    st = _to_next_ready_step(st)
    assert [o.id for o in st.pending[0].options] == [str(quest)]
    st = choose(st, str(quest))
    assert not st.table.cards[quest].tapped and st.table.cards[quest].flags["inspired"] == st.turn


def test_the_turn_player_does_not_inspire():
    # WoW 501.1b: only players other than the turn player inspire
    st = _game(Kaldel=KALDEL)
    _add(st, 0, player=1)
    st = _to_next_ready_step(st)
    assert not st.pending or st.pending[0].kind != "inspire"
    assert ENGINE.view(st, 0)["step"] in ("ready", "draw", "main")
