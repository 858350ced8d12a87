"""The WoW settle and listing shortcuts of issue 21 (wpr) give the results of the long way, action
after action of random games (the benchmark's real lists and random real decks):

- ``WowEngine.settle`` skips the pre-priority checks after a pass that only hands priority on
  (410.4, 410.6: the checks read nothing a pass changes), and the triggered-power scan (EN 703.1)
  of checks that did nothing right after that scan — against the loop running both every time;
- the listed actions skip the own powers of resources that are not locations when no card is
  given a power (``WowEngine._powers``), the powers of cards with no activated power (701.1,
  ``powers.may_activate``), and graveyard Artifacts that are not instants outside the
  main window (409.1, ``artifact.playable_elsewhere``), face-down resources as quests (306.2); the cost
  changes of cards in play are read once per listing (403.2, ``costs._in_play``), as are this turn's
  "… are instant this turn" entries (409.1, ``hand_instant._turn_grants``) — against listing
  every candidate with every answer worked out afresh. Also: graveyard cards whose compiled powers
  hold no "You may play this ability from your graveyard." are not worked out as Artifacts (409.1,
  ``graveyard_replay.may_have``), and whether a card is instant is read once per listing (409.1,
  ``hand_instant.instant``)."""

from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.wow import artifact, granted_powers, graveyard_powers, graveyard_replay, powers, procedure
from engine.wow import keywords as kw
from engine.wow.engine import WowEngine
from engine.wow.game import ENGINE

from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 200


class LongWay(WowEngine):
    """The engine running every pre-priority check in ``settle`` (the loop before the shortcut)."""

    def settle(self, st, scanned=False):  # type: ignore[no-untyped-def]
        events = []
        for _ in range(2000):
            if st.over or st.pending:
                return events
            batch = procedure.run_ppp(st)
            procedure.event_triggers(st, batch)
            events += batch
            if st.over or st.pending:
                return events
            if st.triggers:
                events += procedure.push_triggers(st)
                continue
            if st.options.get("auto_pass", True) and self._only_pass(st, st.priority):
                batch = procedure.pass_priority(st, st.priority)
                procedure.event_triggers(st, batch)
                events += batch
                continue
            return events
        return events


LONG = LongWay()


def _dump(value: object) -> str:
    return json.dumps(to_jsonable(value), sort_keys=True, default=str)


def _listings(st) -> list[str]:
    """Both players' legal actions and auto-pass answers."""
    out = []
    for p in range(st.num_players):
        out.append(repr(ENGINE.legal_actions(st, p)))
        if not st.pending and not st.over:
            out.append(repr(ENGINE._only_pass(st, p)))
    return out


def _long_listings(st, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """``_listings`` with every candidate listed and every answer worked out afresh (no shortcut, no
    kept answer such as ``costs._in_play``)."""
    full = artifact.playable_elsewhere
    with monkeypatch.context() as m, kw.fresh():
        m.setattr(granted_powers, "any_given", lambda st: True)
        m.setattr(powers, "may_activate", lambda *a, **k: True)
        m.setattr(graveyard_powers, "may_activate", lambda *a, **k: True)
        m.setattr(graveyard_replay, "may_have", lambda *a, **k: True)
        m.setattr(artifact, "playable_elsewhere", lambda st, p, instants_only=False: full(st, p))
        return _listings(st)


def _play(decks: list, seed: int, monkeypatch: pytest.MonkeyPatch) -> int:
    state, _ = ENGINE.new_game(["P1", "P2"], decks, seed, {"max_turns": 40})
    pick = Rng.from_seed(seed ^ 0x5EED)
    steps = 0
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        assert _listings(state) == _long_listings(state, monkeypatch)  # 409.1, 412.1b: the same actions listed
        legal = ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
        if not legal:
            break
        action = pick_action(legal, pick)
        short, long = ENGINE.apply(state, action), LONG.apply(state, action)
        assert _dump(short.state) == _dump(long.state)  # 410.6: the same game after the same action
        assert _dump(short.events) == _dump(long.events)
        state = short.state
        steps += 1
    return steps


@pytest.mark.parametrize("seed", (41, 42))
def test_settle_and_listing_shortcuts_fixed_lists(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _play(fixed_decks(), seed, monkeypatch) > 50


@pytest.mark.parametrize("seed", (907, 908, 909))
def test_settle_and_listing_shortcuts_random_decks(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _play(random_decks(seed), seed, monkeypatch) > 30


def test_graveyard_replay_shortcut_matches_powers() -> None:
    # 409.1, EN 716: "You may play this ability from your graveyard." and 103.2 "can't be interrupted"
    # read from the compiled powers first (``graveyard_replay.may_have``) — the same answer as
    # looking through ``powers.powers`` for every card of a real game, Arcane Barrage included
    from .helpers import start
    from .test_templates import WOW_CARDS
    from .test_templates_more import put_real

    if not WOW_CARDS.exists():
        pytest.skip(f"needs {WOW_CARDS}")
    st = start()
    barrage = put_real(st, 0, "Arcane Barrage", "graveyard")
    put_real(st, 1, "Frostbolt", "graveyard")
    for op in (graveyard_replay.REPLAY, graveyard_replay.UNINTERRUPTIBLE):
        for uid in st.table.cards:
            long = any(e.op == op for pw in powers.powers(st, uid) if pw.kind == "static" for e in pw.effects)
            assert graveyard_replay._has(st, uid, op) == long, (op, uid)
    assert artifact.is_artifact(st, barrage) and graveyard_replay.cant_be_interrupted(st, barrage)
