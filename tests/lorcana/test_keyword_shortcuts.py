"""The keyword and static-ability shortcuts of issue 21 (third round) give the answers of the long
way, state after state of random games: a keyword no static ability of the match gives or removes
is read from the printed card and the effects on it (characteristics.keyword_value, has,
nobody_has), a characteristic no static of the match changes skips the static index (stat), a static raising
willpower leaves undamaged cards unasked (zones.lethal_in_play), the
statics with a field come from the index (statics_with, any_static_has, any_static_gives) and a
match without granted abilities reads the printed ones (abilities). Games of the benchmark's two
set-1 lists (almost no static abilities) and of random decks of every set (many)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core import Rng
from engine.lorcana import characteristics as ch
from engine.lorcana import game
from engine.lorcana.decks import random_deck
from engine.lorcana.match_abilities import MatchAbilities, _work_out, match_abilities
from engine.lorcana.state_copy import copy_state
from engine.lorcana.zones import lethal, lethal_in_play
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (11, 12, 13, 14)
MAX_ACTIONS = 250
ZONES = ("play", "hand", "discard", "inkwell", "deck", "under")
KEYWORDS = ("Bodyguard", "Challenger", "Evasive", "Reckless", "Resist", "Rush", "Shift", "Singer", "Sing Together",
            "Support", "Ward", "Vanish", "Alert", "Boost", "must_quest", "cant_quest", "cant_challenge",
            "cant_be_challenged", "challenge_ready", "discard_inkable", "hand_inkable", "skip_draw", "cant_ready", "cant_ready_any", "cant_ready_unless_location",
            "strength_floor", "enters_exerted", "sing_cost", "lose_Evasive", "cant_gain_Evasive", "class:Hero")
EVENTS = ("quest_self", "quest_yours", "quest_opponent", "challenge_yours", "banished_self", "banished_yours_other",
          "played_other", "played_opponent", "damaged_yours", "turn_start", "turn_end", "drew", "inked_yours",
          "sing_yours", "exerted_opponent", "readied_self", "discarded_yours")
FIELDS = ("prohibit", "extra_ink", "play_free", "play_unless", "cost_less", "free_ability", "keyword", "stat",
          "grant", "move_less", "win_lore", "replace", "shift_only")


def _decks(seed: int) -> list:
    """The benchmark's set-1 lists for even seeds, random decks of the whole pool for odd ones."""
    if seed % 2 == 0:
        from bot.bench.fixed_decks import fixed_decks

        try:
            return fixed_decks("lorcana", pool())
        except ValueError as exc:
            pytest.skip(str(exc))
    rng = Rng.from_seed(seed)
    return [random_deck(pool(), rng) for _ in range(2)]


def checked_over_games(seeds: tuple[int, ...], check: Callable[[Any], int], every: int = 3) -> int:
    """Plays each seed's game (:func:`_decks`) by random legal moves, up to ``MAX_ACTIONS``, and runs
    ``check`` on every ``every``-th state; the sum of what ``check`` returns (the answers compared)."""
    return sum(check(state) for seed in seeds
               for i, state in enumerate(walk(game.ENGINE, _decks(seed), seed, {"max_turns": 40}, MAX_ACTIONS))
               if i % every == 0)


def _long_stat(st, uid: int, which: str) -> int:
    """7.8.1.2 the long way: printed value, every modifier, every applying static of a fresh index."""
    card = st.table.peek(uid)
    printed = total = st.cards[card.card_id].get(which) or 0
    total += sum(m.delta for m in st.modifiers if m.uid == uid and m.stat == which)
    if card.zone == "play":
        for src, s in ch._fresh_static_index(st).get(("stat", which), ()):
            if ch._static_applies(st, src, s, uid):
                total += ch._delta(st, src, s)
        if total < printed and which == "strength" and ch._keyword_value(st, uid, "strength_floor") is not None:
            total = printed
    return total


def _check(st) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    uids = [u for p in range(st.num_players) for z in ZONES for u in st.table.zone(p, z)[:12]]
    words = set(KEYWORDS)
    for d in st.cards.values():
        words.update(d.get("keywords") or ())
    for u in uids:
        words.update(s["keyword"] for s in ch.statics_of(st, u) if s.get("keyword"))
    fresh = ch._fresh_static_index(st)
    # the kept per-match answer is the union of every record's own, worked out afresh
    parts = [_work_out(cid, d) for cid, d in st.cards.items()]
    assert match_abilities(st.cards) == MatchAbilities(*(frozenset().union(*(p[i] for p in parts)) for i in range(5)),
                                                       any(p.grants for p in parts), frozenset().union(*(p.frail for p in parts)))
    # 1.9.1.3: the frail card ids are the characters and locations whose printed willpower is not above 0
    assert match_abilities(st.cards).frail == {cid for cid, d in st.cards.items() if not (d.get("willpower") or 0) > 0
                                               and str(d.get("type", "")).lower() in ("character", "location")}
    # 10.1.1, 7.6: a keyword's value (None when the card lacks it), printed + effects + statics
    for kw in sorted(words):
        nobody = ch.nobody_has(st, kw)
        for u in uids:
            long = ch._keyword_value(st, u, kw)
            assert ch.keyword_value(st, u, kw) == long, (u, kw)
            assert ch.has(st, u, kw) == (long is not None), (u, kw)
            assert not (nobody and long is not None), (u, kw)
            n += 1
        if not ch.any_static_gives(st, kw):
            assert not any(s.get("keyword") in (kw, f"lose_{kw}", f"cant_gain_{kw}") for u in uids for s in ch.statics_of(st, u))
    # 7.4.1: an event no printed triggered ability of the match watches is watched by no card in play
    for kind in EVENTS:
        assert ch.watched(st, kind) == (kind in fresh["listening"]), kind
    # 7.8: {S}, {W}, {L} after every modifier and static
    for u in ch.in_play(st):
        for which in ("strength", "willpower", "lore"):
            assert ch.stat(st, u, which) == _long_stat(st, u, which), (u, which)
            n += 1
        assert ch.abilities(st, u) == ch._abilities(st, u)  # 7.6.1: printed, then gained
    # 1.9.1.3: the cards with lethal damage, on a copy given some damage (a static raising willpower is no reason to ask)
    hurt = copy_state(st)
    for i, u in enumerate(ch.in_play(hurt)):
        hurt.table.cards[u].damage = i % 4
    assert lethal_in_play(hurt) == [u for u in ch.in_play(hurt) if lethal(hurt, u)]
    # 7.6.1: the statics of cards in play, and those with a field, in the same order
    assert ch.static_sources(st) == fresh[None]
    for field in FIELDS:
        assert ch.statics_with(st, field) == tuple((u, s) for u, s in fresh[None] if field in s), field
        if not ch.any_static_has(st, field):  # 7.6.5: nor from the hand
            assert not any(field in s for u in uids for s in ch.statics_of(st, u)), field
        n += 1
    return n


@pytest.mark.parametrize("seed", SEEDS)
def test_keyword_and_static_shortcuts_answer_as_the_long_way(seed: int) -> None:
    assert checked_over_games((seed,), _check) > 1000


def test_keyword_from_an_effect_or_a_static_is_not_the_printed_one() -> None:
    # Lorcana 10.1.1 (keywords from effects add up), 7.6.1 (a static in play gives it), 1.2.2 (lose/can't gain)
    from engine.core import Modifier
    from tests.lorcana.helpers import custom, put, started

    st = started()
    plain = put(st, custom("KW-1", "Plain", "Evasive"), 0)
    assert ch.has(st, plain, "Evasive") and not ch.has(st, plain, "Rush") and ch.nobody_has(st, "Rush")
    st.modifiers.append(Modifier(plain, "keyword", 0, keyword="Rush", duration="this_turn", player=0, turn=st.turn))
    assert ch.has(st, plain, "Rush") and not ch.nobody_has(st, "Rush")  # an effect gives it
    st.modifiers.append(Modifier(plain, "keyword", 0, keyword="lose_Evasive", duration="this_turn", player=0, turn=st.turn))
    assert not ch.has(st, plain, "Evasive") and ch.keyword_value(st, plain, "Evasive") is None  # an effect removes it
    giver = custom("KW-2", "Giver", "Your other characters gain Ward.")
    put(st, giver, 0)
    assert ch.any_static_gives(st, "Ward") and not ch.nobody_has(st, "Ward")  # a static ability of the match gives it
    assert ch.has(st, plain, "Ward") and ch._keyword_value(st, plain, "Ward") is not None


def test_a_static_lowering_willpower_makes_undamaged_characters_lethal() -> None:
    # Lorcana 1.9.1.3 (damage >= willpower is banished), 7.8 (a static's -1 {W} applies continuously): an
    # undamaged 1-willpower character facing "opposing characters get -1 {W}" has lethal damage; +1 {W} does not
    from tests.lorcana.helpers import custom, put, started

    st = started()
    weak = put(st, custom("LW-1", "Weakling", w=1), 1)
    put(st, custom("LW-2", "Shrinker", "Opposing characters get -1 {W}."), 0)
    assert ch.stat(st, weak, "willpower") == 0 and lethal_in_play(st) == [weak]
    st = started()
    put(st, custom("LW-3", "Booster", "Your other characters get +1 {W}."), 0)
    kept = put(st, custom("LW-1", "Weakling", w=1), 0)
    assert ch.stat(st, kept, "willpower") == 2 and lethal_in_play(st) == []
    st.table.cards[kept].damage = 2
    assert lethal_in_play(st) == [kept]


def test_an_undamaged_character_with_0_willpower_is_lethal() -> None:
    # Lorcana 1.9.1.3 (damage >= willpower is banished: 0 damage >= 0 {W}): a printed 0 {W} character
    # (a frail card id of the match) is asked without damage; an undamaged 1 {W} one is not asked
    from tests.lorcana.helpers import custom, put, started

    st = started()
    sturdy = put(st, custom("LW-4", "Sturdy", w=1), 0)
    frail = put(st, custom("LW-5", "Frail", w=0), 1)
    assert match_abilities(st.cards).frail >= {"LW-5"} and "LW-4" not in match_abilities(st.cards).frail
    assert ch.stat(st, frail, "willpower") == 0 and lethal_in_play(st) == [frail]
    st.table.cards[sturdy].damage = 1
    assert lethal_in_play(st) == [sturdy, frail]


def test_the_per_record_answers_stay_bounded():
    # Matches read from the store bring card records of their own: the kept parts must not hold them all
    # (issue 21: memory per live match no higher than before), and an answer worked out after the parts
    # were emptied is still right (1.9.1.3: a printed 0-willpower character is frail).
    from engine.lorcana import match_abilities as ma

    record = next(r.data for r in pool().by_id.values() if str(r.data.get("type", "")).lower() == "character")
    for n in range(ma._KEEP_RECORDS + 10):
        match_abilities({f"X-{n}": dict(record)})
        assert len(ma._BY_RECORD) <= ma._KEEP_RECORDS
    assert match_abilities({"X-0": {**record, "willpower": 0}}).frail == {"X-0"}
    assert match_abilities({"X-1": {**record, "willpower": 3}}).frail == frozenset()
