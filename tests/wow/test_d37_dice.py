"""Helper d37wow: every die rolled in one place (``engine.wow.dice.roll``), and Eye of Magtheridon
(``engine/wow/cards/scripts/manual37d.toml``) "If 1 would be rolled on a die, you may change it to any value on that die
instead." (EN 716, 709.3), played with the real cards of the pool."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.rng import Rng
from engine.wow import keywords as kw
from engine.wow.leaving_play import destroy
from engine.wow.optional_replacement import KIND
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wact2_cards import power_of

pytestmark = needs(WOW_CARDS)

_WOW = Path(__file__).resolve().parents[2] / "engine" / "wow"
ONE, FOUR = 19, 3
"""Seeds whose first six-sided die shows 1 and 4 (``Rng.randrange(6)``)."""


def test_every_die_is_rolled_by_dice_roll():
    # EN 716: a replacement of a roll applies to every die — so no module rolls one itself
    direct = re.compile(r"randrange\((6|SIDES)\)")
    assert [p.name for p in sorted(_WOW.rglob("*.py")) if p.name != "dice.py" and direct.search(p.read_text())] == []


def _elixir(st, seed: int, owner: int = 0):
    """Noggenfogger Elixir "Destroy Noggenfogger Elixir -> Choose an ally in your party and roll a die. 1-2: That ally
    can't be destroyed this turn. 3-4: Ready that ally. 5-6: That ally can't be attacked this turn." — used by P1 on his
    exhausted ally, the die's first roll set by ``seed``."""
    data = automated("Noggenfogger Elixir")
    elixir = put_real(st, 0, "Noggenfogger Elixir", "hero_row")
    ally = put(st, 0, "Mist Owl", "allies")
    st.table.cards[ally].tapped = True
    st.rng = Rng.from_seed(seed)
    st = apply(st, "power", 0, uid=elixir, power=power_of(data), x=0)
    if st.pending and st.pending[0].kind != KIND:
        st = choose(st, str(ally))
    return st, ally


def _result(st, ally: int) -> str:
    if kw.has(st, ally, "Can't Be Destroyed"):
        return "1-2"
    if not st.table.peek(ally).tapped:
        return "3-4"
    return "5-6" if kw.has(st, ally, "Elusive") else "?"


@pytest.mark.parametrize("answer, result", [("6", "5-6"), ("3", "3-4"), ("no", "1-2")])
def test_eye_of_magtheridon_changes_a_1(answer, result):
    # EN 716, 709.3: the die would show 1: its controller may change it to any value on that die (2-6), or leave it
    automated("Eye of Magtheridon")
    st = start()
    put_real(st, 0, "Eye of Magtheridon", "hero_row")
    st, ally = _elixir(st, ONE)
    st = resolve_chain(st) if not (st.pending and st.pending[0].kind == KIND) else st
    assert st.pending and st.pending[0].kind == KIND and st.pending[0].player == 0
    assert [o.id for o in st.pending[0].options] == ["no", "2", "3", "4", "5", "6"]
    st = resolve_chain(choose(st, answer))
    assert _result(st, ally) == result


def test_eye_of_magtheridon_not_asked_for_another_value_nor_once_gone():
    # EN 716: only a 1 is replaced — a 4 readies the ally, nobody asked; EN 714: the Eye out of play changes nothing
    automated("Eye of Magtheridon")
    st = start()
    put_real(st, 0, "Eye of Magtheridon", "hero_row")
    st, ally = _elixir(st, FOUR)
    st = resolve_chain(st)
    assert not st.pending and _result(st, ally) == "3-4"
    st = start()
    eye = put_real(st, 0, "Eye of Magtheridon", "hero_row")
    destroy(st, eye, R("415.9c"))
    st, ally = _elixir(st, ONE)
    st = resolve_chain(st)
    assert not st.pending and _result(st, ally) == "1-2"


def test_eye_of_magtheridon_its_controller_answers_for_any_players_die():
    # "you may change it": the Eye's controller (P2) answers for P1's die (any die is rolled "on a die")
    automated("Eye of Magtheridon")
    st = start()
    put_real(st, 1, "Eye of Magtheridon", "hero_row")
    st, ally = _elixir(st, ONE)
    st = resolve_chain(st) if not (st.pending and st.pending[0].kind == KIND) else st
    assert st.pending and st.pending[0].kind == KIND and st.pending[0].player == 1
    st = resolve_chain(choose(st, "4"))
    assert _result(st, ally) == "3-4"
