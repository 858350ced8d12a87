"""Helper x33quest: powers at the start of your turn (EN 703; scripts in ``engine/wow/cards/scripts/x33quest.toml``) —
Band of Channeled Magic, Big Cauldron of Battle (``engine.wow.repeat_rounds``), Flare of the Heavens — each played with
the real card of the pool and asserted on every clause of its text.

Rule calls without a source: Band's "Otherwise" covers both declining and being unable to pay (403.1); Big Cauldron's
"itself" in Pain is your hero; its Time repeats the whole process (a new random pick each time) within the same
resolution; Flare's "an opponent's deck" is the opponent's with two players.
"""

from __future__ import annotations

import pytest

from engine.core.rng import Rng
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)


def _to_my_turn(st, stop):
    """From P1's first turn to the start of his next, until ``stop`` holds (or his main step)."""
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    return _until(st, lambda s: s.active == 0 and (stop(s) or s.step == "main"))


def _asked(s) -> bool:
    return bool(s.pending) and s.pending[0].player == 0


def _hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


# --- Band of Channeled Magic (BSW-1) ------------------------------------------------------------------------------


def _band(n_resources: int):
    automated("Band of Channeled Magic")
    st = start({"auto_pass": False})
    band = put_real(st, 0, "Band of Channeled Magic", "hero_row")
    for _ in range(n_resources):
        put(st, 0, "Mist Owl", "resources", face_down=True)
    return _to_my_turn(st, _asked), band


def test_band_of_channeled_magic_pays_two_and_draws():
    # WoW 703 / 709.3: "At the start of your turn, you may pay [2]. If you do, draw a card."
    st, band = _band(3)
    assert st.pending[0].kind == "may"
    hand = _hand(st)
    st = choose(st, "yes")
    assert _hand(st) == hand + 1
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == 2  # 412.2: 2 paid
    assert st.table.cards[band].zone == "hero_row"


def test_band_of_channeled_magic_declined_is_destroyed():
    # WoW 709.3: "Otherwise, destroy this item." — declining the payment destroys it, no card drawn
    st, band = _band(3)
    hand = _hand(st)
    st = choose(st, "no")
    assert st.table.cards[band].zone == "graveyard"
    assert _hand(st) == hand


def test_band_of_channeled_magic_unpayable_is_destroyed():
    # WoW 403.1: with one resource the 2 can't be paid: "Otherwise" — the item is destroyed
    st, band = _band(1)
    if st.pending and st.pending[0].kind == "may":
        st = choose(st, "yes")
    assert st.table.cards[band].zone == "graveyard"


# --- Big Cauldron of Battle (TOT-227) ------------------------------------------------------------------------------


def _cauldron(monkeypatch, picks: list[int]):
    automated("Big Cauldron of Battle")
    st = start({"auto_pass": False})
    cauldron = put_real(st, 0, "Big Cauldron of Battle", "hero_row")
    ally = put(st, 1, "Mist Owl", "allies")
    seq = list(picks)
    real = Rng.randrange

    def fake(self, n, *rest):
        return seq.pop(0) if n == 5 and seq else real(self, n, *rest)

    monkeypatch.setattr(Rng, "randrange", fake)
    st = _to_my_turn(st, lambda s: not seq and not s.chain and not s.triggers and not getattr(s, "waiting", None))
    return st, cauldron, ally, seq


@pytest.mark.parametrize("mode", [0, 1, 2, 3])
def test_big_cauldron_each_mode(monkeypatch, mode):
    # WoW 703 / 707.1c: "choose one at random" — Pain: your hero deals 1 arcane damage to itself; Mind: draw a card;
    # Cunning: each opponent discards a card; Power: your hero deals 3 melee damage to each opposing hero and ally.
    # Compared with the same game where Pain was picked (the same seed): only the picked mode's effects happened
    base, _, _, _ = _cauldron(monkeypatch, [0])
    st, _, ally, seq = _cauldron(monkeypatch, [mode])
    assert not seq
    assert st.table.cards[hero(st, 0)].damage == (1 if mode == 0 else 0)
    assert st.table.cards[hero(st, 1)].damage == (3 if mode == 3 else 0)
    assert (st.table.cards[ally].zone != "allies") == (mode == 3)  # 3 melee damage destroys the 1-health owl
    assert _hand(st, 0) == _hand(base, 0) + (1 if mode == 1 else 0)
    assert _hand(st, 1) == _hand(base, 1) - (1 if mode == 2 else 0)


def test_big_cauldron_time_repeats_twice(monkeypatch):
    # WoW 707.1c / 709.1: "Time: Repeat this process two more times." — Time, then Pain and Power: both happen
    st, _, ally, seq = _cauldron(monkeypatch, [4, 0, 3])
    assert not seq  # three picks were made
    assert st.table.cards[hero(st, 0)].damage == 1
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[ally].zone != "allies"


def test_big_cauldron_time_again_adds_two_more(monkeypatch):
    # "Repeat this process": a Time picked in a repetition repeats it again — Time, Time, Pain, Pain, Pain
    st, _, _, seq = _cauldron(monkeypatch, [4, 4, 0, 0, 0])
    assert not seq
    assert st.table.cards[hero(st, 0)].damage == 3


# --- Flare of the Heavens (ICE-179) --------------------------------------------------------------------------------


def _flare(cls: str):
    automated("Flare of the Heavens")
    st = start({"auto_pass": False})
    cid = st.table.cards[st.heroes[0]].card_id
    st.cards[cid] = {**st.cards[cid], "class": cls}
    put_real(st, 0, "Flare of the Heavens", "hero_row")
    return _to_my_turn(st, lambda s: _asked(s) and s.pending[0].kind in ("may", "peek_top_mill"))


@pytest.mark.parametrize(("cls", "deck_of"), [("Hunter", 1), ("Mage", 0)])
def test_flare_of_the_heavens_looks_and_mills(cls, deck_of):
    # WoW 206.1c / 703 / 709.3 / 415.4a: [Hunter] Hero: the top card of an opponent's deck; [Mage] Hero: of your own —
    # you may look at it (only you see it) and may put it into that player's graveyard
    st = _flare(cls)
    assert st.pending[0].kind == "may"
    st = choose(st, "yes")
    assert st.pending[0].kind == "peek_top_mill" and st.pending[0].player == 0
    top = st.table.zone(deck_of, "deck")[0]
    assert 0 in st.table.cards[top].known_to  # he looked at it
    if deck_of == 1:
        assert 1 not in st.table.cards[top].known_to  # hidden from its owner (415.4a)
    st = choose(st, str(top))
    assert st.table.cards[top].zone == "graveyard" and st.table.cards[top].owner == deck_of


def test_flare_of_the_heavens_keep_on_top():
    # WoW 709.3: "You may put it into his graveyard." — left on top
    st = _flare("Hunter")
    st = choose(st, "yes")
    top = st.table.zone(1, "deck")[0]
    st = choose(st, "keep")
    assert st.table.zone(1, "deck")[0] == top


def test_flare_of_the_heavens_other_class_nothing():
    # WoW 206.1c: neither a Hunter nor a Mage hero: no power triggers
    st = _flare("Warrior")
    assert not (st.pending and st.pending[0].kind in ("may", "peek_top_mill"))
