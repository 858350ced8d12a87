"""The audits' ledger (tests/onepiece/test_audit34_cards.py ``AUDITS``, ``CHANGED``, ``automated_when``): when a
change automates a manual card or sends one to manual, a ledger entry keeps every earlier audit's draw as it was
drawn, while the audits after the change read today's answer. The change is simulated here (the compiler's answer
flipped for one card number) so the test runs on today's pool; no rule is involved (test bookkeeping)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.onepiece.cards.compiler import compile_card

from . import test_audit34_cards as ledger
from .helpers import needs_npm
from .test_audit34_cards import AUDITS, CHANGED, automated_numbers, automated_when

pytestmark = needs_npm


def number(data: dict) -> str:
    return str(data.get("number") or data.get("id"))


def flip(monkeypatch, card: str, now: bool) -> None:
    """Today's compiler answers ``now`` for every print of card number ``card`` (a simulated change of one card)."""

    def compiled(data: dict):
        return SimpleNamespace(automated=now if number(data) == card else compile_card(data).automated)

    monkeypatch.setattr(ledger, "compile_card", compiled)


def test_every_ledger_entry_names_an_audit_and_a_changed_answer(real_pool):
    for card, (last, then) in CHANGED.items():
        assert last in AUDITS and real_pool.get(card) is not None, card
        assert compile_card(real_pool.get(card).data).automated is not then, card  # the answer did change since


def test_a_card_sent_to_manual_keeps_the_earlier_draws(real_pool, monkeypatch):
    from .test_audit34b_cards import SAMPLE, draw_sample

    card = SAMPLE[0]  # audited by test_audit34b_cards: automated then
    assert draw_sample(real_pool) == SAMPLE
    flip(monkeypatch, card, False)
    assert draw_sample(real_pool) != SAMPLE  # without the ledger the earlier draw changes
    monkeypatch.setitem(CHANGED, card, ("audit35t", True))  # sent to manual after audit35t was drawn
    assert draw_sample(real_pool) == SAMPLE
    data = real_pool.get(card).data
    assert automated_when("audit35", card, data) and not automated_when("audit36", card, data)
    assert card in automated_numbers(real_pool, "audit35") and card not in automated_numbers(real_pool, "explain36")


def test_a_later_audit_draws_from_the_changed_population(real_pool, monkeypatch):
    # every ONE PIECE card with text is automated today, so the change simulated is again one sent to manual
    from .test_audit34b_cards import SAMPLE as EARLIER
    from .test_audit34b_cards import draw_sample as earlier_draw
    from .test_audit35_cards import SAMPLE, draw_sample

    card = SAMPLE[0]  # audited by test_audit35_cards, in test_audit34b_cards' population too
    assert card in automated_numbers(real_pool, "audit34b") and draw_sample(real_pool) == SAMPLE
    flip(monkeypatch, card, False)
    monkeypatch.setitem(CHANGED, card, ("audit34c", True))  # sent to manual after audit34c was drawn
    assert earlier_draw(real_pool) == EARLIER
    later = draw_sample(real_pool)
    assert later != SAMPLE and card not in later and card not in automated_numbers(real_pool, "audit35")


@pytest.mark.parametrize("audit", AUDITS)
def test_every_audit_reads_todays_answer_without_a_ledger_entry(real_pool, audit):
    data = next(r.data for r in sorted(real_pool.by_id.values(), key=lambda r: r.id) if number(r.data) not in CHANGED)
    assert automated_when(audit, number(data), data) is compile_card(data).automated
