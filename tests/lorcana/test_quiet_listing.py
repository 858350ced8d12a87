"""The listing's per-state gates asked at once (issue 21, listing round 3): with no ``state.floating``
entry and no static ability of the match that the ink limit (8.5.5), the play gate (1.2.2,
4.3.4.10, 4.3.4.5), the plays from elsewhere or the challenge prohibitions (1.2.2) read
(engine.lorcana.game ``_QUIET_KINDS``), each has its plain answer; an activated ability's ink is its
cost's while no static of the match has ``free_ability``; and the board's abilities are the printed
ones while no card gains any. The listing equals the one that asks every gate, state after state of
random games (the benchmark's set-1 lists and random decks of the whole pool)."""

from __future__ import annotations

import pytest

from engine.lorcana import game
from engine.lorcana.characteristics import floating_kinds, maybe_keywords, reading, static_fields
from engine.lorcana.extra_ink import _ink_limit, turn_ink_limit
from engine.lorcana.play_gate import CLOSED, _play_gate
from engine.lorcana.prohibitions import prohibited
from tests.lorcana.helpers import ENGINE, custom, ink_up, put, started
from tests.lorcana.test_keyword_shortcuts import checked_over_games

SEEDS = (11, 12, 13, 14)
_LONG_FIELDS = frozenset(("prohibit", "free_ability"))
"""Static fields the listing then believes the match has: no listing is quiet, every ability's ink is asked."""


def _listing(st) -> list[tuple[str, dict, str]]:
    return [(a.type, a.args, a.label) for a in game.ENGINE.legal_actions(st, st.active)]


def _check(st, monkeypatch: pytest.MonkeyPatch) -> int:
    if st.pending or st.phase != "main" or st.frames or st.bag or st.agenda:
        return 0
    p = st.active
    with reading(st):
        if floating_kinds(st).keys().isdisjoint(game._QUIET_KINDS) and static_fields(st).isdisjoint(game._QUIET_FIELDS):
            assert _ink_limit(st, p) == turn_ink_limit(st)  # 4.3.3, 8.5.5: no "ink an additional card"
            assert _play_gate(st, p) == CLOSED  # 1.2.2, 4.3.4.10, 4.3.4.5: nothing forbids, frees or changes a play
            assert not game._elsewhere(st, floating_kinds(st).keys(), frozenset()) or "play_from_discard" in maybe_keywords(st)
            assert not prohibited(st, p, "challenge")  # 1.2.2: nothing says characters can't challenge
    short = _listing(st)
    with monkeypatch.context() as m:  # 4.3.2: every gate asked, every ability's ink asked (turn_actions.ability_ink)
        m.setattr(game, "static_fields", lambda s: static_fields(s) | _LONG_FIELDS)
        assert _listing(st) == short
    return 1


@pytest.mark.parametrize("seed", SEEDS)
def test_quiet_listing_lists_as_every_gate_asked(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert checked_over_games((seed,), lambda st: _check(st, monkeypatch), every=1) > 60


def test_an_extra_ink_effect_opens_the_ink_limit() -> None:
    # Lorcana 4.3.3 (one ink a turn), 8.5.5: "this turn, you may ink an additional card" (a floating entry)
    st = started()
    card = put(st, custom("QL-1", "Spare"), 0, "hand")
    ink_up(st, 0, 1)
    st.inked[0] = 1
    assert not any(a.type == "ink" for a in ENGINE.legal_actions(st, 0))
    st.floating.append({"kind": "extra_ink", "player": 0, "amount": 1, "turn": st.turn})
    assert any(a.type == "ink" and a.args["uid"] == card for a in ENGINE.legal_actions(st, 0))


def test_a_challenge_prohibition_closes_the_challenges() -> None:
    # Lorcana 1.2.2, 4.3.6: "characters can't challenge" (a floating prohibition) beats the challenge turn action
    st = started()
    put(st, custom("QL-2", "Brave"), 0)
    put(st, custom("QL-3", "Tired"), 1, tapped=True)
    assert any(a.type == "challenge" for a in ENGINE.legal_actions(st, 0))
    st.floating.append({"kind": "prohibit", "what": "challenge", "player": 1, "players": "opponents", "turn": st.turn})
    assert not any(a.type == "challenge" for a in ENGINE.legal_actions(st, 0))


def test_an_ability_used_for_free_is_listed_without_ink() -> None:
    # Lorcana 4.3.8.4, 4.3.4.10: "you may use this item's Shapeshift ability for free" lists the ability
    # although the ink its cost names is not there (7.5.3); without the condition, it is not listed
    st = started()
    text = ("IT'S MAUI TIME! If you have a character named Maui in play, you may use this item's Shapeshift ability for free.\n"
            "SHAPESHIFT {E}, 2 {I} — Gain 1 lore.")
    hook = put(st, custom("QL-4", "Fish Hook", text, card_type="Item", cost=2), 0)
    assert not any(a.type == "activate" and a.args["uid"] == hook for a in ENGINE.legal_actions(st, 0))
    put(st, custom("QL-5", "Maui", version="Demigod"), 0)
    assert any(a.type == "activate" and a.args["uid"] == hook for a in ENGINE.legal_actions(st, 0))
