"""The audits' ledger (tests/mlp/test_audit34_cards.py ``AUDITS``, ``CHANGED``, ``automated_when``): when a change
automates a manual card or sends one to manual, a ledger entry keeps every earlier audit's draw as it was drawn,
while the audits after the change read today's answer. The change is simulated here (the compiler's answer forced
for every print of one main number) so the test runs on today's pool; no rule is involved (test bookkeeping)."""

from __future__ import annotations

import pytest

from engine.mlp import game
from engine.mlp.cards import compiler
from engine.mlp.cards.schema import main_number
from tests.shared_data import needs

from . import test_audit34b_cards as second
from . import test_audit35_cards as fourth
from .test_audit34_cards import AUDITS, CHANGED, DB, automated, automated_when

pytestmark = needs(DB)


@pytest.fixture(scope="module")
def cards() -> list[dict]:
    return [r.data for r in game.import_cards(str(DB)).cards]


def number(d: dict) -> str:
    return d.get("main_number") or main_number(d["id"])


def prints(cards: list[dict], card: str) -> list[dict]:
    return [d for d in cards if number(d) == card]


def flip(monkeypatch, card: str, now: bool) -> None:
    """Today's compiler answers ``now`` for every print of main number ``card`` (a simulated change of one card)."""
    real = compiler.is_automated
    monkeypatch.setattr(compiler, "is_automated", lambda d: now if number(d) == card else real(d))


def test_every_ledger_entry_names_an_audit_and_a_changed_answer(cards):
    for card, (last, then) in CHANGED.items():
        ds = prints(cards, card)
        assert last in AUDITS and ds, card
        assert all(compiler.is_automated(d) for d in ds) is not then, card  # the answer did change since


def test_a_card_sent_to_manual_keeps_the_earlier_draws(cards, monkeypatch):
    card = second.SAMPLE[0]  # audited by test_audit34b_cards: automated then
    assert second.sample(cards) == second.SAMPLE
    flip(monkeypatch, card, False)
    assert second.sample(cards) != second.SAMPLE  # without the ledger the earlier draw changes
    monkeypatch.setitem(CHANGED, card, ("audit35b", True))  # sent to manual after audit35b was drawn
    assert second.sample(cards) == second.SAMPLE
    assert automated_when("audit35b", card, prints(cards, card)) and not automated_when("audit36", card, prints(cards, card))
    assert card in automated(cards, "audit35b") and card not in automated(cards, "audit36")


def test_a_manual_card_automated_later_stays_out_of_the_earlier_draws(cards, monkeypatch):
    auto = set(automated(cards, "audit36"))
    card = min(number(d) for d in cards if str(d.get("text") or "").strip() and number(d) not in auto)
    assert second.sample(cards) == second.SAMPLE and fourth.sample(cards) == fourth.SAMPLE
    flip(monkeypatch, card, True)
    assert second.sample(cards) != second.SAMPLE  # the manual number that sorts first joins the population
    monkeypatch.setitem(CHANGED, card, ("audit34c", False))  # automated after audit34c was drawn
    assert second.sample(cards) == second.SAMPLE
    assert card not in automated(cards, "audit34c") and card in automated(cards, "audit35")
    assert fourth.sample(cards) != fourth.SAMPLE  # the later audit draws from the population with it


@pytest.mark.parametrize("audit", AUDITS)
def test_every_audit_reads_todays_answer_without_a_ledger_entry(cards, audit):
    card = min(number(d) for d in cards if number(d) not in CHANGED)
    ds = prints(cards, card)
    assert automated_when(audit, card, ds) is all(compiler.is_automated(d) for d in ds)
