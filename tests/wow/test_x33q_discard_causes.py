"""Helper x33quest: discards caused by a player's effects (``engine.wow.discard_causes``; scripts in
``engine/wow/cards/scripts/x33quest.toml``) — Scepter of the Unholy and Gladiator Kinivus, each played with the real
card of the pool and asserted on every clause of its text.

Rule calls without a source: Scepter's "instead" replaces the discarding player's choice (EN 716) with the match's seeded
random pick; Kinivus's "opposing card or effect" is an effect the opponent controls (the link's controller)."""

from __future__ import annotations

from engine.core.rng import Rng
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _anguish(st, caster: int, victim: int):
    """``caster`` plays Mental Anguish ("Target player discards two cards.") on ``victim``."""
    st, _ = play_real(st, "Mental Anguish", caster, str(hero(st, victim)), pay=3)
    return resolve_chain(st)


def test_scepter_of_the_unholy_random_discards(monkeypatch):
    # WoW 716 / 415.9d: "If a card or effect you control would cause an opponent to discard a card, he discards a
    # random card instead." — no choice is offered to P2; the two random cards go
    automated("Scepter of the Unholy")
    st = start({"auto_pass": False})
    put_real(st, 0, "Scepter of the Unholy", "hero_row")
    hand = list(st.table.zone(1, "hand"))
    assert len(hand) > 2
    calls = []
    real = Rng.randrange

    def spy(self, n, *rest):
        calls.append(n)
        return n - 1  # the last card of the hand left each time

    monkeypatch.setattr(Rng, "randrange", spy)
    st = _anguish(st, 0, 1)
    monkeypatch.setattr(Rng, "randrange", real)
    assert not (st.pending and st.pending[0].kind == "discard_effect")
    assert calls[-2:] == [len(hand), len(hand) - 1]
    assert [st.table.cards[u].zone for u in hand[-2:]] == ["graveyard", "graveyard"]
    assert all(st.table.cards[u].zone == "hand" for u in hand[:-2])


def test_scepter_of_the_unholy_not_for_yourself():
    # WoW 716: only an opponent: its controller making himself discard chooses as usual (415.9d)
    st = start({"auto_pass": False})
    put_real(st, 0, "Scepter of the Unholy", "hero_row")
    st = _anguish(st, 0, 0)
    assert st.pending and st.pending[0].kind == "discard_effect" and st.pending[0].player == 0


def test_scepter_of_the_unholy_opponents_own_effects_are_chosen():
    # "a card or effect you control": P2's own Mental Anguish on P1 is P2's effect — P1 (Scepter's controller) chooses
    st = start({"auto_pass": False})
    put_real(st, 0, "Scepter of the Unholy", "hero_row")
    st.priority = st.active = 1
    st = _anguish(st, 1, 0)
    assert st.pending and st.pending[0].kind == "discard_effect" and st.pending[0].player == 0


def _kinivus_discard(caster: int):
    automated("Gladiator Kinivus")
    st = start({"auto_pass": False})
    put_real(st, 1, "Gladiator Kinivus", "allies")
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    arena = put_real(st, 1, "Gladiator Kinivus", "hand")  # an Arena ally card
    other = put(st, 1, "Mist Owl", "hand")  # no Arena
    if caster == 1:
        st.priority = st.active = 1
    st = _anguish(st, caster, 1)  # two cards, his whole hand: both discarded
    return st, arena, other


def test_gladiator_kinivus_returns_an_arena_ally_discarded_by_an_opponent():
    # WoW 703 / 709.3: "When an opposing card or effect causes you to discard an Arena ally card, you may put it from
    # your graveyard into hand." — the Arena ally comes back; the Mist Owl (no Arena) stays
    st, arena, other = _kinivus_discard(0)
    assert st.pending and st.pending[0].player == 1
    st = choose(st, "yes")
    st = resolve_chain(st)
    assert st.table.cards[arena].zone == "hand"
    assert st.table.cards[other].zone == "graveyard"


def test_gladiator_kinivus_may_decline():
    # WoW 709.3: "you may"
    st, arena, _ = _kinivus_discard(0)
    st = choose(st, "no")
    st = resolve_chain(st)
    assert st.table.cards[arena].zone == "graveyard"


def test_gladiator_kinivus_not_for_own_effects():
    # "an opposing card or effect": his own Mental Anguish makes no trigger
    st, arena, _ = _kinivus_discard(1)
    assert not st.pending and not st.triggers
    assert st.table.cards[arena].zone == "graveyard"
