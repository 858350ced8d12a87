"""The WoW pre-priority check shortcuts of issue 21 give the long way's answers, state after state of
random games (the benchmark's real lists and random real decks): the 410.6a check skips the
continuous powers of a character whose health without them already exceeds its damage when no
continuous power can lower health (``keywords.statics_never_lower``); the 410.6d check looks only at
the tokens the table has made (``procedure.token_uids``, kept under ``next_uid``); ``keywords.has``
answers no at once for a keyword no card of the match prints or grants and no modifier gives
(``keywords.none_has``), and reads a kept answer without copying it; reading a card's counters
copies no card (``keywords.counter_delta``); a card without modifiers has its printed data at once
when no card of the match takes powers away (``card_facts.data``, inside ``keywords.reading`` or not); and the 414.3 uniqueness check
reads each card data's Unique name, Tag(N) limits and hand tags once (``procedure._unique_facts``,
``wield.data_base_tags``), with legal hands found at once (``wield.violations``); and a card's
continuous effects doing one op are those of all its continuous effects that do it (``damage``
asks by op, and ``keywords.statics`` reads the sources doing it once)."""

from __future__ import annotations

import re

import pytest

from engine.core import Modifier
from engine.wow import attach, card_facts, lost_powers, match_facts, procedure, wield
from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_BE_DESTROYED, CANT_EXHAUST, CANT_READY, STAYS_EXHAUSTED
from engine.wow.cards.schema import KEYWORDS, tag_limit
from engine.wow.game import ENGINE
from engine.wow.wstat2_counts import FATAL_PROOF
from tests.random_walk import walk

from .helpers import put, start
from .test_templates_more import put_real
from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 200
STATIC_OPS = ("modify_stat", "grant_keyword", "damage_bonus", "damage_prevent", "damage_unpreventable", "damage_reduce", "heal_bonus")
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


def _read_long(st, uid: int) -> dict:
    """``card_facts.data`` worked out the long way (412.1b, 103.2, 402.2, 200.1a: the code before
    the shortcut for a card without modifiers)."""
    card = st.table.peek(uid)
    if card.face_down:
        return {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
    if lost_powers.suppressed(st, uid):
        return lost_powers.blank(card_facts.face_up_data(st, uid, card))
    return card_facts.face_up_data(st, uid, card)


def _uniqueness_long(st, player: int) -> list[int]:
    """414.3a–c the long way (the code before the kept per-data answers)."""
    cards = [u for z in ("allies", "hero_row") for u in st.table.zone(player, z)]
    by_name: dict[str, list[int]] = {}
    by_tag: dict[str, tuple[int, list[int]]] = {}
    for uid in cards:
        d = kw.data(st, uid)
        tags = d.get("tags", [])
        if "Unique" in tags and d.get("name"):
            by_name.setdefault(d["name"], []).append(uid)
        for tag in tags:
            lim = tag_limit(tag) if ")" in tag else None
            if lim and lim[0] not in wield.HAND_TAGS:
                n, lst = by_tag.get(lim[0], (lim[1], []))
                by_tag[lim[0]] = (min(n, lim[1]), [*lst, uid])
    for uids in by_name.values():
        if len(uids) > 1:
            return uids
    more = procedure._tag_limits(st, player) if by_tag else {}
    for tag, (n, uids) in by_tag.items():
        extra = more.get(tag.lower(), 0)
        if extra >= 0 and len(uids) > n + extra:
            return uids
    return _wield_long(st, player)


def _wield_long(st, player: int) -> list[int]:
    """414.3b–c with the 406 exceptions the long way (``wield.violations`` before its shortcut for
    at most one melee, ranged or Off-Hand card)."""
    gear = [u for u in st.table.zone(player, "hero_row") if not st.table.peek(u).face_down]
    tags = {u: {re.sub(r"\s*\(\d+\)$", "", t) for t in kw.data(st, u).get("tags", [])} for u in gear}
    weapons = {u for u in gear if tags[u] & wield._WEAPON_TAGS and kw.ctype(st, u) == "weapon"}
    melee = [u for u in gear if u in weapons and tags[u] & wield._MELEE]
    off = [u for u in gear if "Off-Hand" in tags[u]]
    ranged = [u for u in gear if u in weapons and "Ranged" in tags[u]]
    m2 = [u for u in melee if tags[u] & wield._TWO_HANDED]
    m1 = [u for u in melee if u not in m2]
    ok = len(melee) <= 1 and len(off) <= 1 and not (m2 and off)
    if ok and len(ranged) <= 1:
        return []
    powers = wield.powers(st, player)
    shields = [u for u in off if "Shield" in tags[u]]
    ok = ok or (wield.DUAL in powers and len(m1) == 2 and not m2 and not off)
    ok = ok or (wield.TWO_HANDED_DUAL in powers and len(melee) + len(off) <= 2)
    ok = ok or (wield.DUAL_SHIELD in powers and len(shields) == 2 and len(off) == 2 and not melee)
    ok = ok or (wield.SEXTUPLE in powers and len(m1) + 2 * len(m2) + len(off) <= 6 and len(off) <= 1)
    bad = [] if ok else melee + off
    if len(ranged) > (2 if wield.RANGED_DUAL in powers else 1):
        bad += ranged
    return bad


def _check(st) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    # 414.3a–c, 406: the same violating cards
    for p in range(st.num_players):
        with kw.reading(st):
            assert procedure.uniqueness_violations(st, p) == _uniqueness_long(st, p)
        assert wield.violations(st, p) == _wield_long(st, p)
    # 412.1b, 103.2, 402.2, 200.1a: the same card data
    for p in range(st.num_players):
        for z in ("allies", "hero_row", "resources", "hand"):
            for u in st.table.zone(p, z):
                assert card_facts.data(st, u) == _read_long(st, u)
                with kw.reading(st):
                    assert card_facts.data(st, u) == _read_long(st, u)
                n += 1
    # 410.6a / 410.6c: the same cards are destroyed
    with kw.reading(st):
        fast = procedure._doomed(st)
    with kw.reading(st):
        assert fast == _doomed_long(st)
    in_play = [u for p in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(p, z)]
    # EN 714, 716–717: the continuous effects doing one op (asked by op, as ``damage`` does) are those
    # of all the card's continuous effects that do it, in the same order
    for u in in_play:
        every = kw.statics(st, u)
        for op in STATIC_OPS:
            assert kw.statics(st, u, op) == [e for e in every if e.op == op], (u, op)
            n += 1
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
    states = walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS)
    return sum(_check(state) for i, state in enumerate(states) if i % 2 == 0)


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


def _gear(st, player: int, name: str, tags: list[str]) -> int:
    """A weapon with these tags straight into the hero row (test setup)."""
    from engine.wow.cards.schema import make_card

    cid = f"TEST-{name}"
    st.cards[cid] = make_card(name=name, type="weapon", cost=1, atk=1, tags=tags)
    return st.table.add(cid, player, "hero_row").uid


def test_hands_found_legal_at_once_only_when_they_are() -> None:
    # 414.3b–c: one melee weapon is legal; a second one (no wield power, 406.1) is not; a lone
    # Two-Handed weapon that is also Off-Hand breaks 414.3c by itself
    st = start()
    first = _gear(st, 0, "Test Sword", ["Melee (1)"])
    assert wield.violations(st, 0) == []
    second = _gear(st, 0, "Test Axe", ["Melee (1)"])
    assert wield.violations(st, 0) == [first, second] == _wield_long(st, 0)
    st = start()
    odd = _gear(st, 0, "Test Odd", ["Melee (1)", "Two-Handed", "Off-Hand (1)"])
    assert wield.violations(st, 0) == [odd, odd] == _wield_long(st, 0)


def test_unique_names_and_tag_limits_kept_per_card_data() -> None:
    # 414.3a: two Unique cards of one name; 414.3b: a Tag (1) limit (asked twice: the second time
    # from the kept per-data answers)
    st = start()
    from engine.wow.cards.schema import make_card

    st.cards["TEST-U"] = make_card(name="Test Unique", type="ally", cost=1, atk=1, health=1, tags=["Unique"])
    st.cards["TEST-P"] = make_card(name="Test Pet", type="ally", cost=1, atk=1, health=1, tags=["Pet (1)"])
    one = st.table.add("TEST-U", 0, "allies").uid
    for _ in range(2):
        assert procedure.uniqueness_violations(st, 0) == []
    two = st.table.add("TEST-U", 0, "allies").uid
    for _ in range(2):
        assert procedure.uniqueness_violations(st, 0) == [one, two]
    st.table.move(two, "graveyard")
    pets = [st.table.add("TEST-P", 0, "allies").uid for _ in range(2)]
    for _ in range(2):
        assert procedure.uniqueness_violations(st, 0) == pets == _uniqueness_long(st, 0)


def test_a_copy_reads_the_copied_data_after_the_no_suppression_note() -> None:
    # 402.2: a card that became a copy has the copied card's data, also once the table has noted
    # that no card of the match takes powers away (the shortcut for cards without modifiers)
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 1, "Mist Owl", "allies")
    assert card_facts.data(st, owl) is st.cards[st.table.peek(owl).card_id]
    assert st.table.kept.get(lost_powers.NONE_SUPPRESS) == len(st.cards)
    st.cards["TEST-C"] = {**st.cards[st.table.peek(other).card_id], "name": "Test Copied"}
    st.table.kept[lost_powers.NONE_SUPPRESS] = len(st.cards)
    st.modifiers.append(Modifier(owl, kw.COPY_OF + "TEST-C", 0))
    assert card_facts.data(st, owl)["name"] == "Test Copied"
    assert card_facts.data(st, other)["name"] != "Test Copied"


def test_only_unique_limited_or_hand_cards_are_read_unless_a_card_is_a_copy() -> None:
    # 414.3a–c, 402.2: the check reads only the cards whose printed data is Unique, Tag(N)-limited
    # or a hand card; an ally that becomes a copy of a Unique ally is read too (its name and tags
    # are the copied card's), and a weapon that becomes a copy of a melee weapon is a hand card
    from engine.wow.cards.schema import make_card

    st = start()
    st.cards["TEST-U"] = make_card(name="Test Unique", type="ally", cost=1, atk=1, health=1, tags=["Unique"])
    st.cards["TEST-M"] = make_card(name="Test Blade", type="weapon", cost=1, atk=1, tags=["Melee (1)"])
    st.cards["TEST-W"] = make_card(name="Test Plain", type="weapon", cost=1, atk=1, tags=["Mace"])
    unique = st.table.add("TEST-U", 0, "allies").uid
    owl = put(st, 0, "Mist Owl", "allies")
    blade = st.table.add("TEST-M", 0, "hero_row").uid
    plain = st.table.add("TEST-W", 0, "hero_row").uid
    assert owl not in procedure._limited_uids(st) and unique in procedure._limited_uids(st)
    assert blade in procedure._limited_uids(st) and plain not in procedure._limited_uids(st)
    assert procedure.uniqueness_violations(st, 0) == [] == _uniqueness_long(st, 0)
    st.modifiers.append(Modifier(owl, kw.COPY_OF + "TEST-U", 0))
    assert procedure._limited_uids(st) is None  # a copy: every card is read
    assert procedure.uniqueness_violations(st, 0) == [unique, owl] == _uniqueness_long(st, 0)
    st.modifiers[-1] = Modifier(plain, kw.COPY_OF + "TEST-M", 0)
    assert sorted(procedure.uniqueness_violations(st, 0)) == sorted(_uniqueness_long(st, 0)) == sorted([blade, plain])


def test_kept_per_data_answers_stay_bounded() -> None:
    # 414.3 (what the kept answers are about); the bound is the memory goal's (issue 21), not a rule's
    datas = [{"name": f"Bound {i}", "type": "weapon", "tags": ["Unique", "Melee (1)"]} for i in range(wield.KEEP + 50)]
    for d in datas:
        assert procedure._unique_facts(d) == (d["name"], ())
        assert wield.data_base_tags(d) == {"Unique", "Melee"}
    assert len(procedure._UNIQUE_FACTS) <= wield.KEEP + 1 and len(wield._BASE_TAGS) <= wield.KEEP + 1
