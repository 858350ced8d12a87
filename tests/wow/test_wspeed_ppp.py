"""The WoW pre-priority check shortcuts of issue 21 give the long way's answers, state after state of
random games (the benchmark's real lists and random real decks): the 410.6a check skips the
continuous powers of a character whose health without them already exceeds its damage when no
continuous power can lower health (``keywords.statics_never_lower``); the 410.6d check looks only at
the tokens the table has made (``procedure.token_uids``, kept under ``next_uid``); ``keywords.has``
answers no at once for a keyword no card of the match prints or grants and no modifier gives
(``keywords._none_has``), and reads a kept answer without copying it; and reading a card's counters
copies no card (``keywords.counter_delta``)."""

from __future__ import annotations

import pytest

from engine.core import Modifier, Rng
from engine.core.simulate import pick_action
from engine.wow import attach, match_facts, procedure
from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_BE_DESTROYED, CANT_EXHAUST, CANT_READY, STAYS_EXHAUSTED
from engine.wow.cards.schema import KEYWORDS
from engine.wow.game import ENGINE
from engine.wow.wstat2_counts import FATAL_PROOF

from .helpers import put, start
from .test_templates_more import put_real
from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 200
ASKED = (*KEYWORDS, CANT_BE_DESTROYED, CANT_EXHAUST, CANT_READY, STAYS_EXHAUSTED, FATAL_PROOF)


def _doomed_long(st) -> list[int]:
    """410.6a and 410.6c the long way: every character's health with its continuous powers (the code
    before the shortcut)."""
    doomed = []
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(p, zone):
                if kw.is_character(st, uid):
                    card = st.table.peek(uid)
                    hp = kw.health(st, uid)
                    if (hp <= 0 or card.damage >= hp) and not kw.cant_be_destroyed(st, uid) and not kw.has(st, uid, FATAL_PROOF):
                        doomed.append(uid)
    for p in range(st.num_players):
        for uid in st.table.zone(p, "hero_row"):
            host = st.table.peek(uid).attached_to
            if host is not None and (host == -1 or not kw.in_play(st, host) or not attach.host_ok(st, uid, host)):
                doomed.append(uid)
    return doomed


def _check(st) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    # 410.6a / 410.6c: the same cards are destroyed
    with kw.reading(st):
        fast = procedure._doomed(st)
    with kw.reading(st):
        assert fast == _doomed_long(st)
    in_play = [u for p in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(p, z)]
    if kw.statics_never_lower(st, "health"):  # EN 714: then no continuous power lowers any health
        assert all(kw.static_delta(st, u, "health") >= 0 for u in in_play)
    # 410.6d: every token of the table is among those noted
    tokens = [u for u, c in st.table.cards.peek_items() if c.flags.get("token")]
    noted = procedure.token_uids(st)
    assert [u for u in noted if u in st.table.cards and st.table.peek(u).flags.get("token")] == tokens
    # EN glossary keywords, 103.2: ``has`` answers as the keywords worked out afresh
    uids = [*in_play, *(u for p in range(st.num_players) for z in ("resources", "hand") for u in st.table.zone(p, z)[:4])]
    with kw.reading(st):
        for u in uids:
            for word in ASKED:
                assert kw.has(st, u, word) == (word in kw._keywords(st, u)), (u, word)
                n += 1
    for u in uids[:6]:  # outside a reading too, and with the match-wide shortcut off
        for word in ASKED:
            answer = kw.has(st, u, word)
            match_facts.SHORTCUTS = False
            try:
                assert kw.has(st, u, word) == answer == (word in kw._keywords(st, u))
            finally:
                match_facts.SHORTCUTS = True
    return n


def _play(decks: list, seed: int) -> int:
    state, _ = ENGINE.new_game(["P1", "P2"], decks, seed, {"max_turns": 40})
    pick = Rng.from_seed(seed ^ 0x5EED)
    compared = 0
    for i in range(MAX_ACTIONS):
        if state.over:
            break
        if i % 2 == 0:
            compared += _check(state)
        legal = ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
        if not legal:
            break
        state = ENGINE.apply(state, pick_action(legal, pick)).state
    return compared


@pytest.mark.parametrize("seed", (41, 42))
def test_ppp_shortcuts_answer_as_the_long_way_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 1000


@pytest.mark.parametrize("seed", (915, 916))
def test_ppp_shortcuts_answer_as_the_long_way_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 1000


def test_lowered_health_is_still_fatal() -> None:
    # 410.6a: with a continuous power lowering health the shortcut is off, and an undamaged ally
    # brought to 0 health is destroyed; a "+N" one keeps it on
    st = start()
    ally = put(st, 1, "Mist Owl", "allies")
    assert kw.statics_never_lower(st, "health")
    assert ally not in procedure._doomed(st)
    st.modifiers.append(Modifier(ally, "health", -kw.health(st, ally)))
    assert kw.health(st, ally) == 0
    assert ally in procedure._doomed(st)  # the modifier counts in ``health_before_statics``


def test_a_continuous_power_lowering_health_is_counted() -> None:
    # 410.6a, EN 714: Vukora Netherflame "Opposing allies with Resistance have -1 [Health]": the
    # shortcut is off, and an ally whose damage equals its lowered health is destroyed
    st = start()
    put_real(st, 0, "Vukora Netherflame", "allies")
    illia = put_real(st, 1, "Illia the Bitter", "allies")
    lowered = kw.health(st, illia)
    assert lowered == kw.health_before_statics(st, illia) - 1
    assert not kw.statics_never_lower(st, "health")
    st.table.cards[illia].damage = lowered - 1
    assert illia not in procedure._doomed(st)
    st.table.cards[illia].damage = lowered
    assert illia in procedure._doomed(st)


def test_a_token_leaving_play_after_it_was_noted_ceases_to_exist() -> None:
    # 410.6d: a token noted by ``token_uids`` and later put in the graveyard is removed; a token made
    # after the note (a new uid) is found too
    st = start()
    first = put(st, 0, "Mist Owl", "allies")
    st.table.cards[first].flags["token"] = True
    assert procedure.token_uids(st) == (first,)
    second = put(st, 0, "Mist Owl", "allies")
    st.table.cards[second].flags["token"] = True
    st.table.move(first, "graveyard")
    st.table.move(second, "graveyard")
    events = procedure.ppp_wave(st, [])
    assert sum(e.text == "A token outside play ceases to exist" for e in events) == 2
    assert first not in st.table.cards and second not in st.table.cards


def test_a_keyword_only_a_modifier_gives_is_had() -> None:
    # EN glossary keywords: a keyword no card of the match has is had once a modifier grants it,
    # also after ``has`` noted that no card data has it
    st = start()
    ally = put(st, 0, "Mist Owl", "allies")
    word = "Test Only Keyword"
    assert not kw.has(st, ally, word)
    st.modifiers.append(Modifier(ally, "keyword", 0, keyword=word))
    assert kw.has(st, ally, word)
    with kw.reading(st):
        assert kw.has(st, ally, word)
        assert word in kw.keywords(st, ally)


def test_reading_health_copies_no_card() -> None:
    # 404.1c: counters are read (not written) when a card has none: the table's cards stay shared
    st = start()
    ally = put(st, 0, "Mist Owl", "allies")
    copy = ENGINE.copy(st)
    owned = dict.__len__(copy.table.cards)
    kw.health(copy, ally)
    kw.counter_delta(copy, ally, "atk")
    assert dict.__len__(copy.table.cards) == owned
