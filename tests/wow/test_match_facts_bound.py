"""The card data answers the WoW match-wide shortcuts keep across matches stay bounded (issue 21:
memory per live match; they hold the data, so finished matches' cards would stay in memory)."""

from __future__ import annotations

from engine.wow import match_facts, match_statics, match_triggers


def _data(i: int) -> dict:
    return {"name": f"Bound Test {i}", "type": "ally", "text": "", "tags": [], "keywords": {}}


def test_kept_card_data_answers_stay_bounded() -> None:
    # WoW 703.1 / 714 (what the kept answers are about); the bound is the memory goal's, not a rule's
    datas = [_data(i) for i in range(match_facts.KEEP_DATA + 50)]
    for d in datas:
        match_triggers._of(d)
        match_statics._of(d)
        match_statics._lowers(d)
    assert len(match_triggers._BY_DATA) <= match_facts.KEEP_DATA + 1
    assert len(match_statics._LOWERS_BY_DATA) <= match_facts.KEEP_DATA + 1
    assert len(match_statics._BY_DATA) <= match_facts.KEEP_DATA + 1
    assert match_triggers._of(datas[-1]) == frozenset()  # a plain ally: no trigger, still answered after a clear


def test_kept_fact_answers_stay_bounded() -> None:
    from types import SimpleNamespace

    datas = [_data(i) for i in range(match_facts.KEEP_DATA + 50)]
    for d in datas:  # one match per card data, as many finished matches on a live server
        st = SimpleNamespace(table=SimpleNamespace(kept={}), cards={"c": d})
        assert not match_facts.some_card(st, "bound_test", lambda data: data["type"] == "hero")  # type: ignore[arg-type]
    assert len(match_facts._BY_DATA["bound_test"]) <= match_facts.KEEP_DATA + 1
