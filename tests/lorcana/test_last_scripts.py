"""Issue 16, last push for sets 5–8: per-card scripts (engine/lorcana/cards/scripts/set05.toml …
set08.toml) played from real card data in engine games, every clause checked."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from tests.lorcana.helpers import act, choose, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char

SCRIPTED = {
    6: ["Yokai - Scientific Supervillain", "Ambush!"],
}


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    data = card(name)
    assert compiler.is_automated(data)
    assert any(a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml") for a in compiler.compile_card(data))


# --- set 6 ----------------------------------------------------------------------------------------

def test_yokai_scientific_supervillain_plays_microbots_free_and_draws_per_weak_foe():
    # Lorcana 4.3.4.5: cost reductions; only items named Microbots are free
    yokai, microbots = card("Yokai - Scientific Supervillain"), card("Microbots")
    st = started()
    uid = put(st, yokai, 0)
    bot = put(st, microbots, 0, "hand")
    st = act(st, "play", 0, uid=bot, mode="free")  # no ink at all: played for free (4.3.4.10)
    assert st.table.cards[bot].zone == "play"
    st = choose(st, [uid])  # Microbots' own on-play choice
    other = put(st, card("Gumbo Pot"), 0, "hand")
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):  # Lorcana 4.3.4.6: another item still costs ink
        act(st, "play", 0, uid=other, mode="ink")
    # TECHNICAL GAIN: one card per opposing character with 0 {S} (two here), not the 1 {S} one
    st = started()
    uid = put(st, yokai, 0)
    for i, s in enumerate((0, 0, 1)):
        put(st, char(f"F{i}", f"Foe{i}", s=s), 1)
    put(st, char("M1", "Mine", s=0), 0)  # my own 0 {S} character doesn't count
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=uid)
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_ambush_exerts_one_of_yours_to_deal_its_strength():
    ambush = card("Ambush!")
    st = started()
    mine = put(st, char("M1", "Mine", s=3), 0)
    tired = put(st, char("M2", "Tired", s=5), 0, tapped=True)
    foe = put(st, char("F1", "Foe", w=9), 1)
    ink_up(st, 0, ambush["cost"])
    uid = put(st, ambush, 0, "hand")
    st = act(st, "play", 0, uid=uid, mode="ink")
    assert str(tired) not in {o.id for o in st.pending[0].options}  # only a ready character can be exerted
    st = choose(st, [mine])
    st = choose(st, [foe])
    assert st.table.cards[mine].tapped
    assert st.table.cards[foe].damage == 3
