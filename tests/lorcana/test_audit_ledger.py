"""The audits' ledger (tests/lorcana/audit.py ``AUDITS``, ``CHANGED``, ``automated_when``): when a change
automates a manual card or sends one to manual, a ledger entry keeps every earlier audit's draw as it was
drawn, while the audits after the change read today's answer. The change is simulated here (the compiler's
answer flipped for one card) so the test runs on today's pool; no rule is involved (test bookkeeping)."""

from __future__ import annotations

import pytest

from engine.lorcana.cards import compiler
from tests.lorcana.audit import AUDITS, CHANGED, automated_pool, automated_when, needs_wheel

pytestmark = needs_wheel


def flip(monkeypatch, name: str) -> None:
    """Today's compiler answers the opposite for ``name`` (a simulated change of one card)."""
    real = compiler.is_automated
    monkeypatch.setattr(compiler, "is_automated", lambda d: (not real(d)) if d["full_name"] == name else real(d))


def names(pool: list[dict]) -> set[str]:
    return {d["full_name"] for d in pool}


def test_every_ledger_entry_names_an_audit_and_a_changed_answer():
    from tests.lorcana.real import registry_cards

    cards = registry_cards()
    for name, (last, then) in CHANGED.items():
        assert last in AUDITS and name in cards, name
        assert compiler.is_automated(cards[name]) is not then, name  # the answer did change since


def test_a_card_sent_to_manual_keeps_the_earlier_draws(monkeypatch):
    from tests.lorcana.real import registry_cards
    from tests.lorcana.test_audit34_cards import draw

    before = draw()
    name = before[0]  # audited by test_audit34_cards: automated then
    flip(monkeypatch, name)
    assert draw() != before  # without the ledger the earlier draw changes
    monkeypatch.setitem(CHANGED, name, ("audit35t", True))  # sent to manual after audit35t was drawn
    assert draw() == before
    assert automated_when("audit35t", name, registry_cards()[name])
    assert not automated_when("audit36", name, registry_cards()[name])
    assert name in names(automated_pool("audit35t")) and name not in names(automated_pool("explain36"))


def test_a_manual_card_automated_later_stays_out_of_the_earlier_draws(monkeypatch):
    from engine.lorcana.cards.coverage import has_ability_text
    from tests.lorcana.real import registry_cards
    from tests.lorcana.test_audit34_cards import draw

    before = draw()
    name = next(n for n, d in sorted(registry_cards().items()) if has_ability_text(d) and not compiler.is_automated(d))
    flip(monkeypatch, name)
    assert draw() != before  # the manual card that sorts first joins the population: every pick shifts
    monkeypatch.setitem(CHANGED, name, ("audit34d", False))  # automated after audit34d was drawn
    assert draw() == before
    assert name not in names(automated_pool("audit34d")) and name in names(automated_pool("audit35"))


@pytest.mark.parametrize("audit_name", AUDITS)
def test_every_audit_reads_todays_answer_without_a_ledger_entry(audit_name):
    from tests.lorcana.real import registry_cards

    name, data = next((n, d) for n, d in sorted(registry_cards().items()) if n not in CHANGED)
    assert automated_when(audit_name, name, data) is compiler.is_automated(data)
