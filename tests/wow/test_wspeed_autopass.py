"""Shortcuts of the WoW auto-pass and listing (issue 21, wprio) answer as the long way, action after
action of random games (the benchmark's real lists and random real decks):

- ``WowEngine.settle`` starts an auto-pass listing (``_only_pass``) from the answers the previous one
  kept while reading (``keywords.reading``) when only a pass that handed priority on came between
  (410.4: not every player has passed in succession; it changes who holds priority, nothing read) —
  against a fresh reading for every auto-pass;
- "must attack if able" (EN 601.1, ``combat.must_attack_left``) and "can't exhaust" (103.2, 411.1,
  ``restrictions.can_exhaust``; counting ready resources, only when one is ready) are looked for only when some card may have them
  (``restrictions.may_have``: a card data of the match, a modifier or a continuous power, EN 714)
  — against reading every card's keywords;
- a card's cost changes in play (403.2, ``costs._in_play``) skip the zones holding no card of the
  match that has one, and every zone while none of those is in play — against reading every face-up card;
- whether a card's compiled powers hold an activated one (701.1, ``powers.may_activate``) is kept
  by its card data — against looking through them; one whose every activated power is refused now
  by its turn ("On your turn"), its flip (301.2) or its resources (403.1) is refused by
  ``WowEngine._power_problem`` too;
- inside ``keywords.reading`` a card has a keyword only printed on it or given by something now (a
  modifier, a continuous power, a chosen resistance: ``keywords.has``) — against its keywords read afresh;
- a character's Sabotage kinds (EN 601.1, ``wreal2_sabotage.sabotage_kinds``) and the hero's play bans
  (103.2, ``play_bans.problem``) are read only when some card may have a keyword with that head
  (``keyword_prefix.none_has_prefix``) — against reading its keywords;
- while reading, a card in hand is instant as printed when no continuous power and no entry of this
  turn grants or takes away instant (409.1, ``hand_instant.instant``) — against working it out.

The listing's other changes (cards read with ``peek``, resources that are not locations skipped
with their face read first) are covered by ``test_wspeed_settle`` (the whole listing, long way)."""

from __future__ import annotations

import json

import pytest

from engine.core import Modifier, Rng
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.wow import (
    combat,
    costs,
    hand_instant,
    keyword_prefix,
    match_facts,
    powers,
    restrictions,
    wreal2_sabotage,
)
from engine.wow import keywords as kw
from engine.wow.cards.ban_keys import CANT_PLAY
from engine.wow.cards.compiler import card_powers, cost_changes
from engine.wow.cards.keys import CANT_ATTACK, CANT_EXHAUST, CANT_READY, MUST_ATTACK
from engine.wow.engine import WowEngine, _count_ready
from engine.wow.game import ENGINE
from engine.wow.wreal2_sabotage import PREFIX

from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 200
WORDS = (MUST_ATTACK, CANT_EXHAUST, CANT_READY, CANT_ATTACK, "Protector", "Elusive")
ZONES = ("hero_row", "allies", "resources", "hand", "graveyard")
HAD = ("Ferocity", "Attacks Only Heroes", "Assault", "Stealth", "Harmonize", "Untargetable", "Immune", "Long-Range")
"""More keywords ``keywords.has`` is asked about (printed or given in the benchmark's lists)."""


class Fresh(WowEngine):
    """The engine reading every auto-pass listing afresh (before the shortcut)."""

    def _only_pass(self, st, p, once=None):  # type: ignore[no-untyped-def]
        return super()._only_pass(st, p)


class Counting(WowEngine):
    """The engine, counting the auto-pass listings that start from kept answers."""

    carried = 0

    def _only_pass(self, st, p, once=None):  # type: ignore[no-untyped-def]
        if once:
            Counting.carried += 1
        return super()._only_pass(st, p, once)


FRESH, COUNTING = Fresh(), Counting()


def _dump(value: object) -> str:
    return json.dumps(to_jsonable(value), sort_keys=True, default=str)


def _long_must_attack(st, p: int) -> list[int]:
    """``combat.must_attack_left`` reading every character's keywords (EN 601.1)."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(match_facts, "SHORTCUTS", False)
        return combat.must_attack_left(st, p)


def _long_in_play(st, player: int, what: str) -> list:
    """``costs._in_play`` reading every face-up card in play (403.2), in table order."""
    out = []
    for q in range(st.num_players):
        for zone in ("allies", "hero_row", "resources"):
            for src in st.table.zone(q, zone):
                if st.table.peek(src).face_down:
                    continue
                for c in cost_changes(kw.data(st, src)):
                    if c["what"] == what and not c.get("self") and (c.get("who") == "players" or (c.get("who", "you") == "you") == (q == player)):
                        out.append((src, q, c))
                if what == "play" and q == player and zone != "resources" and costs.granted_harmonize(st, src):
                    out.append((src, q, costs.HARMONIZE))
    return out


def _long_ready(st, p: int) -> int:
    """``engine._count_ready`` reading every resource's keywords (412.2; 103.2 "can't exhaust")."""
    with kw.fresh():
        return sum(1 for u in st.table.zone(p, "resources") if not st.table.peek(u).tapped and CANT_EXHAUST not in kw.keywords(st, u))


def _check(st) -> int:
    n = 0
    for p in range(st.num_players):
        assert combat.must_attack_left(st, p) == _long_must_attack(st, p)  # EN 601.1
        for word in WORDS:  # 103.2: a keyword no card may have is had by none
            if not restrictions.may_have(st, word):
                assert not any(kw.has(st, u, word) for z in ZONES for u in st.table.zone(p, z)), word
        for z in ZONES:
            for u in st.table.zone(p, z):
                assert restrictions.can_exhaust(st, u) == (not kw.has(st, u, CANT_EXHAUST))  # 103.2, 411.1
        for what in ("play", "strike", "complete"):
            assert costs._in_play(st, p, what) == _long_in_play(st, p, what)  # 403.2
        assert _count_ready(st, p) == _long_ready(st, p)  # 412.2, 103.2
        with kw.reading(st):  # 409.1: instant as printed when no power grants or takes it away now
            assert [hand_instant.instant(st, p, u) for u in st.table.zone(p, "hand")] == [hand_instant._instant(st, p, u) for u in st.table.zone(p, "hand")]
        with kw.reading(st):  # a keyword neither printed on the card nor given by anything now is not had
            had = {(u, w): kw.has(st, u, w) for z in ("hero_row", "allies") for u in st.table.zone(p, z) for w in (*WORDS, *HAD)}
        with kw.fresh():
            assert had == {(u, w): w in kw.keywords(st, u) for z in ("hero_row", "allies") for u in st.table.zone(p, z) for w in (*WORDS, *HAD)}
        for z in ("hero_row", "allies"):
            for u in st.table.zone(p, z):  # EN 601.1: Sabotage kinds are read only when some card may have one
                assert wreal2_sabotage.sabotage_kinds(st, u) == {k[len(PREFIX):].lower() for k in kw.keywords(st, u) if k.startswith(PREFIX)}
                for head in (PREFIX, CANT_PLAY):  # 103.2: a keyword head no card may have is had by none
                    assert not (keyword_prefix.none_has_prefix(st, head) and any(k.startswith(head) for k in kw.keywords(st, u)))
        for z in ("hero_row", "allies", "resources", "graveyard"):
            for u in st.table.zone(p, z):  # 701.1: the compiled powers hold an activated one (kept by card data)
                for grave in (False, True):
                    assert powers.may_activate(st, u, False, graveyard=grave) == _long_may_activate(st, u, grave)
                for q in range(st.num_players):  # EN 701.1, 301.2: a card said unusable now has no usable activated power
                    if z != "graveyard" and powers.none_given(st) and not powers.may_activate(st, u, False, player=q, ready=WowEngine._ready_resources):
                        assert all(ENGINE._power_problem(st, q, u, i, 0) is not None for i, pw in enumerate(powers.powers(st, u)) if pw.kind == "activated")
        n += 1
    return n


def _long_may_activate(st, uid: int, graveyard: bool) -> bool:
    """``powers.may_activate`` (nothing given) looking through the card's compiled powers."""
    return any(pw.kind == "activated" and (not graveyard or pw.cost.get("from_graveyard")) for pw in card_powers(kw.data(st, uid)))


def _play(decks: list, seed: int) -> tuple[int, int]:
    state, _ = ENGINE.new_game(["P1", "P2"], decks, seed, {"max_turns": 40})
    pick = Rng.from_seed(seed ^ 0x5EED)
    steps = compared = 0
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        compared += _check(state)
        legal = ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
        if not legal:
            break
        action = pick_action(legal, pick)
        short, long = COUNTING.apply(state, action), FRESH.apply(state, action)
        assert _dump(short.state) == _dump(long.state)  # 410.4, 410.5: the same passes, the same game
        assert _dump(short.events) == _dump(long.events)
        state = short.state
        steps += 1
    return steps, compared


@pytest.mark.parametrize("seed", (41, 42))
def test_autopass_and_listing_shortcuts_fixed_lists(seed: int) -> None:
    before = Counting.carried
    steps, compared = _play(fixed_decks(), seed)
    assert steps > 50 and compared > 100
    assert Counting.carried > before  # the kept answers were used


@pytest.mark.parametrize("seed", (907, 908, 909))
def test_autopass_and_listing_shortcuts_random_decks(seed: int) -> None:
    steps, compared = _play(random_decks(seed), seed)
    assert steps > 30 and compared > 60


def test_each_source_of_must_attack_is_seen() -> None:
    # EN 601.1 "must attack if able" from a card's data, a modifier (a resolved "must attack this
    # turn") or a continuous power (EN 714): the shortcut says "maybe" for each, and the turn can't end
    from .helpers import cid, put, start

    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].entered_turn = -1  # in the party since before the turn started (302.2)
    assert not combat.may_must_attack(st) and combat.must_attack_left(st, 0) == []
    with_mod = ENGINE.copy(st)
    with_mod.modifiers.append(Modifier(ally, "", 1, keyword=MUST_ATTACK, duration="this_turn", player=0, turn=st.turn))
    assert combat.may_must_attack(with_mod) and combat.must_attack_left(with_mod, 0) == [ally]
    printed = ENGINE.copy(st)  # a card data of the match with it (card data is only ever added: 402.3 tokens)
    data = printed.cards[cid("Iron Sentinel")]
    printed.cards["must-attack"] = {**data, "keywords": {**(data.get("keywords") or {}), MUST_ATTACK: 1}}
    eager = printed.table.add("must-attack", 0, "allies", entered_turn=-1).uid
    assert combat.may_must_attack(printed) and combat.must_attack_left(printed, 0) == [eager]
    assert ENGINE.legal_actions(st, 0)[0].type == "pass"
    assert all(a.type != "pass" for a in ENGINE.legal_actions(printed, 0))  # the turn can't end while it could attack


def test_a_continuous_must_attack_is_seen() -> None:
    # EN 714, 601.1: "Veras Must attack each turn if able." — a continuous power of the card itself
    from tests.shared_data import DATA

    from .test_templates import WOW_CARDS
    from .test_templates_more import put_real

    if not WOW_CARDS.exists():
        pytest.skip(f"needs {WOW_CARDS} ({DATA})")
    from .helpers import start

    st = start()
    veras = put_real(st, 0, "Veras Darkshadow", "allies")
    st.table.cards[veras].entered_turn = -1
    assert combat.may_must_attack(st) and combat.must_attack_left(st, 0) == [veras]


def test_cost_changes_skip_no_zone_holding_one() -> None:
    # 403.2: "You pay 1 less to play allies" of a card in play is found whatever zone holds it
    from tests.shared_data import DATA

    from .test_templates import WOW_CARDS

    if not WOW_CARDS.exists():
        pytest.skip(f"needs {WOW_CARDS} ({DATA})")
    state, _ = ENGINE.new_game(["P1", "P2"], fixed_decks(), 5, {"max_turns": 40})
    mods = [u for u in state.table.cards if cost_changes(state.cards[state.table.peek(u).card_id])]
    if not mods:
        pytest.skip("no card of these lists changes a cost")
    for zone in ("allies", "hero_row", "resources"):
        st = ENGINE.copy(state)
        st.table.move(mods[0], zone, player=st.table.peek(mods[0]).owner)
        st.table.cards[mods[0]].face_down = False
        for p in range(st.num_players):
            for what in ("play", "strike", "complete"):
                assert costs._in_play(st, p, what) == _long_in_play(st, p, what)
        assert any(src == mods[0] for p in range(st.num_players) for what in ("play", "strike", "complete")
                   for src, _, _ in costs._in_play(st, p, what)), zone
    for zone in ("hand", "graveyard"):  # out of play: no zone is looked at, and none has a cost change
        st = ENGINE.copy(state)
        st.table.move(mods[0], zone, player=st.table.peek(mods[0]).owner)
        for p in range(st.num_players):
            for what in ("play", "strike", "complete"):
                assert costs._in_play(st, p, what) == _long_in_play(st, p, what)


def test_ready_resources_count_cant_exhaust() -> None:
    # 412.2, 103.2: a ready resource that "can't exhaust" is not counted; with none ready nothing is asked
    from .helpers import resources, start

    st = start()
    res = resources(st, 0, 3)
    assert _count_ready(st, 0) == _long_ready(st, 0) == 3
    st.modifiers.append(Modifier(res[0], "", 1, keyword=CANT_EXHAUST, duration="this_turn", player=1, turn=st.turn))
    assert _count_ready(st, 0) == _long_ready(st, 0) == 2
    for u in res:
        st.table.cards[u].tapped = True
    assert _count_ready(st, 0) == _long_ready(st, 0) == 0


def test_each_source_of_cant_exhaust_is_seen() -> None:
    # 103.2, 411.1: "can't exhaust" from a modifier, a card's data or a continuous power ("Attached
    # card can't attack or exhaust.", Frozen Nerves): the shortcut says "maybe" for each
    from .helpers import cid, put, start

    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    assert not restrictions.may_have(st, CANT_EXHAUST) and restrictions.can_exhaust(st, ally)
    with_mod = ENGINE.copy(st)
    with_mod.modifiers.append(Modifier(ally, "", 0, keyword=CANT_EXHAUST, duration="this_turn", player=1, turn=st.turn))
    assert restrictions.may_have(with_mod, CANT_EXHAUST) and not restrictions.can_exhaust(with_mod, ally)
    printed = ENGINE.copy(st)
    data = printed.cards[cid("Iron Sentinel")]
    printed.cards["cant-exhaust"] = {**data, "keywords": {**(data.get("keywords") or {}), CANT_EXHAUST: 1}}
    stuck = printed.table.add("cant-exhaust", 0, "allies").uid
    assert not restrictions.can_exhaust(printed, stuck) and restrictions.can_exhaust(printed, ally)
    with kw.reading(printed):  # the answer kept while reading is the same
        assert restrictions.may_have(printed, CANT_EXHAUST) and not restrictions.can_exhaust(printed, stuck)


def test_a_continuous_cant_exhaust_is_seen() -> None:
    # 103.2, EN 714: "Attached card can't attack or exhaust." (Frozen Nerves) on an ally
    from tests.shared_data import DATA

    from .test_templates import WOW_CARDS
    from .test_templates_more import put_real

    if not WOW_CARDS.exists():
        pytest.skip(f"needs {WOW_CARDS} ({DATA})")
    from .helpers import start

    st = start()
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    put_real(st, 0, "Frozen Nerves", "hero_row", attached_to=ally)
    assert restrictions.may_have(st, CANT_EXHAUST) and not restrictions.can_exhaust(st, ally)


def test_a_turn_grant_of_instant_is_seen_while_reading() -> None:
    # 409.1: "Cards in your hand are instant this turn." — an entry of this turn's history: the card
    # read while listing (``keywords.reading``) is instant for its player only
    from .helpers import put, start

    st = start()
    st.active = 1  # outside P1's main window
    owl = put(st, 0, "Mist Owl", "hand")
    with kw.reading(st):
        assert not hand_instant.instant(st, 0, owl)
    st.turn_log.append({"ev": hand_instant.EV, "who": 0, "filter": {}, "until": None, "turn": st.turn})
    with kw.reading(st):
        assert hand_instant.instant(st, 0, owl) and not hand_instant.instant(st, 1, owl)
        assert hand_instant.instant(st, 0, owl) == hand_instant._instant(st, 0, owl)
