"""The apply-path shortcuts of issue 21 (apply round 3) give the long way's answers, state after state
of random games (fixed and random decks):

- the lethal-damage candidates (zones.lethal_candidates, Lorcana 1.9.1.3) told by one list
  comprehension when no willpower modifier is in force and no card of the match is frail are those
  of the card-by-card scan;
- the static-ability index grown from the kept one when only cards without a static ability entered
  play (characteristics._grown_static_index, Lorcana 7.6.1) equals the one worked out afresh, and a
  card with a static ability entering play, or a card leaving it, has it worked out afresh;
- a play's "Shift: Discard …" cost (play.shift_by_discard, Lorcana 10.8.1, 4.3.4.4) is asked only of a
  Shift play: any other way to pay has none;
- the copy ``apply`` starts from (engine.lorcana.state_copy, which now moves the kept answers about
  the card data by their first entry only) has the same lists, none shared, and equals the core's copy.
"""

from __future__ import annotations

import pytest

from engine.core import Engine
from engine.lorcana import characteristics as ch
from engine.lorcana import game
from engine.lorcana.characteristics import _fresh_static_index, _static_index, in_play
from engine.lorcana.match_abilities import match_abilities
from engine.lorcana.state_copy import NEVER_WRITTEN, copy_state
from engine.lorcana.zones import lethal, lethal_candidates

from .test_apply_shortcuts import _games, _text


def _scan(st) -> list[int]:
    """The card-by-card scan of lethal_candidates (the long way)."""
    known = match_abilities(st.cards)
    if "willpower" in known.stats and any(
            s.get("delta", 0) < 0 for _, s in _static_index(st).get(("stat", "willpower"), ())):
        return in_play(st)
    changed = {m.uid for m in st.modifiers if m.stat == "willpower"}
    out = []
    for u in in_play(st):
        c = st.table.peek(u)
        will = st.cards[c.card_id].get("willpower") or 0
        if u in changed or (c.damage >= will if c.damage else c.card_id in known.frail):
            out.append(u)
    return out


def test_lethal_candidates_are_the_scans_and_hold_every_lethal_card() -> None:
    # Lorcana 1.9.1.3: a character or location with damage at least its willpower is banished; the
    # shortcut leaves out the same cards as the scan, and never a lethal one
    compared = found = 0
    for st in _games():
        for shift in range(3):
            hurt = copy_state(st)
            for i, uid in enumerate(in_play(hurt)):
                will = hurt.cards[hurt.table.peek(uid).card_id].get("willpower") or 0
                hurt.table.cards[uid].damage = max(0, will - 1 + (i + shift) % 3) if (i + shift) % 4 else 0
            maybe = lethal_candidates(hurt)
            every = [u for u in in_play(hurt) if lethal(hurt, u)]
            assert maybe == _scan(hurt) and [u for u in maybe if lethal(hurt, u)] == every
            compared += 1
            found += bool(every)
    assert compared > 300 and found > 20


def test_lethal_candidates_with_a_willpower_modifier_or_a_frail_card() -> None:
    # Lorcana 1.9.1.3 with an effect on willpower (7.8.1): the card with the modifier is asked even undamaged
    from engine.core import Modifier

    seen = 0
    for st in _games():
        uids = in_play(st)
        if not uids:
            continue
        other = copy_state(st)
        other.modifiers.append(Modifier(uids[0], "willpower", -9, duration="this_turn", player=0, turn=other.turn, source=None))
        assert uids[0] in lethal_candidates(other)
        assert lethal_candidates(other) == _scan(other)
        seen += 1
    assert seen > 100


def test_grown_static_index_is_the_fresh_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # Lorcana 7.6.1: the static abilities in force are those of the cards in play, wherever they came from
    real = ch._grown_static_index
    grown = [0, 0]

    def spy(st, memo):
        got = real(st, memo)
        grown[got is None] += 1
        if got is not None:
            assert got == _fresh_static_index(st)
            assert list(got["types"]) == list(_fresh_static_index(st)["types"])  # in play order too
            assert list(got[None]) == list(_fresh_static_index(st)[None])
        return got

    monkeypatch.setattr(ch, "_grown_static_index", spy)
    for st in _games():
        assert _static_index(st) == _fresh_static_index(st)
    assert grown[0] > 50 and grown[1] > 20  # both ways were taken


def test_a_card_with_a_static_ability_or_a_card_leaving_play_is_worked_out_afresh() -> None:
    # Lorcana 7.6.1: the new card's static ability has its place among the others (in play order)
    checked = [0, 0]
    for st in _games():
        memo = st.table.kept.get("_static_index")
        if memo is None or memo[1] != [list(z["play"]) for z in st.table.zones]:
            continue
        for p, zone in enumerate(st.table.zones):
            hand = [u for u in zone["hand"] if ch.ctype(st, u) == "character"]
            with_static = [u for u in hand if ch.statics_of(st, u)]
            for u in with_static[:1]:
                other = copy_state(st)
                other.table.move(u, "play", player=p)
                assert ch._grown_static_index(other, memo) is None
                assert _static_index(other) == _fresh_static_index(other)
                checked[0] += 1
            if zone["play"]:
                other = copy_state(st)
                other.table.move(zone["play"][0], "discard", player=p)
                assert ch._grown_static_index(other, memo) is None
                checked[1] += 1
    assert checked[0] > 5 and checked[1] > 50


def test_copy_slices_every_list() -> None:
    eng = game.ENGINE
    compared = 0
    for st in _games():
        new = copy_state(st)
        assert _text(new) == _text(Engine.copy(eng, st)) == _text(st)
        for key, value in st.__dict__.items():
            if type(value) is list:  # (but the players' names, never written: shared, test_shared_card_data)
                assert new.__dict__[key] == value and (new.__dict__[key] is not value or key in NEVER_WRITTEN), key
        compared += 1
    assert compared > 200


def test_only_a_shift_play_pays_a_discard_shift_cost() -> None:
    # Lorcana 4.3.4.4 (one way to pay), 10.8.1 (Shift): a card's "Shift: Discard …" cost applies to a Shift play only
    from engine.lorcana.play import shift_by_discard, shift_ways
    from engine.lorcana.shift_costs import discard_shift

    asked = 0
    for st in _games():
        for zone in st.table.zones:
            for uid in zone["hand"]:
                spec = discard_shift(st, uid)
                only = not any("discard" not in w for w in shift_ways(st, uid))
                for mode in ("ink", "shift", "sing", "free", "sing_together"):
                    for extra in ({}, {"discard": [1]}):
                        args = {"uid": uid, "mode": mode, **extra}
                        want = spec if spec is not None and mode == "shift" and (only or extra) else None
                        assert shift_by_discard(st, uid, args) == want
                        asked += 1
    assert asked > 1000
