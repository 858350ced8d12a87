"""The per-record facts and per-match answers of characteristics (issue 21) give the answers of the
long way, state after state of random games: a card's type, name, printed abilities, static
abilities and watched events read from its card data record (engine.lorcana.characteristics
``record_facts``), whether a card of the match may gain abilities (``gains_possible``), the
``state.floating`` records of a kind (``floating_of``), the cards in play (``in_play``) and the
players still in (``alive_players``, ``turn_order_from``). Games of the benchmark's two set-1 lists
and of random decks of every set."""

from __future__ import annotations

from engine.lorcana import characteristics as ch
from engine.lorcana.cards.compiler import compile_card
from engine.lorcana.match_abilities import match_abilities

from .real import registry_pool as pool
from .test_keyword_shortcuts import ZONES, checked_over_games

SEEDS = (21, 22, 23)
KINDS = ("drew", "played", "inked", "banished", "quested", "challenged", "sung", "took_damage", "extra_ink",
         "prohibit", "cost_reduction", "play_under", "permit_free", "play_from_discard", "no_such_kind")


def _check(st) -> int:
    n = 0
    for p in range(st.num_players):
        for z in ZONES:
            for u in st.table.zone(p, z):
                d = st.cards[st.table.peek(u).card_id]
                cid = st.table.peek(u).card_id
                # 6.2: the printed type and full name of the card data
                assert ch.ctype(st, u) == str(d.get("type", "")).lower(), u
                assert ch.name(st, u) == str(d.get("full_name") or d.get("name") or cid), u
                printed = compile_card(d)
                assert ch.printed_abilities(st, u) == printed, u
                # 7.6.1 / 7.6.5: its compiled static abilities, wherever the card is
                assert ch.statics_of(st, u) == tuple(s for ab in printed if ab.kind == "static" and ab.ok for s in ab.static)
                # 7.4.1: the events its printed triggered abilities watch
                assert ch._printed_events(st, u) == {e for ab in printed if ab.kind == "triggered" and ab.trigger
                                                     for e in ab.trigger.events}
                n += 1
    # 7.6.1 / 7.4.1: the static abilities of the cards in play and the events their printed triggered abilities watch
    assert ch._fresh_static_index(st) == _long_static_index(st)
    # 7.6.1: a card gains abilities only from a card of the match that gives them
    assert ch.gains_possible(st) == (any(hook(st) for hook in ch.GAINS_POSSIBLE)
                                     or len(ch.GAINS_POSSIBLE) != len(ch.GAINED)) == match_abilities(st.cards).grants
    for kind in KINDS:  # the "this turn" records of one kind, in order (engine.lorcana.turn_records)
        assert ch.floating_of(st, kind) == [f for f in st.floating if f.get("kind") == kind], kind
        with ch.reading(st):
            assert ch.floating_of(st, kind) == [f for f in st.floating if f.get("kind") == kind], kind
        n += 1
    # 8.4.2: the play zones of the players still in, in player order; 1.6.2: turn order from a player
    assert ch.in_play(st) == [u for p in range(st.num_players) if st.alive[p] for u in st.table.zone(p, "play")]
    assert ch.alive_players(st) == [p for p in range(st.num_players) if st.alive[p]]
    for first in range(st.num_players):
        assert ch.turn_order_from(st, first) == [(first + i) % st.num_players for i in range(st.num_players)
                                                 if st.alive[(first + i) % st.num_players]]
    return n


def _long_static_index(st) -> dict:
    """engine.lorcana.characteristics._fresh_static_index the long way: each card in play's statics and events."""
    index: dict = {None: []}
    for uid in ch.in_play(st):
        d = st.cards[st.table.peek(uid).card_id]
        for s in (s for ab in compile_card(d) if ab.kind == "static" and ab.ok for s in ab.static):
            index[None].append((uid, s))
            for what in ("keyword", "stat"):
                if s.get(what):
                    index.setdefault((what, s[what]), []).append((uid, s))
            if "grant" in s:
                index.setdefault("grant", []).append((uid, s))
            for field in s:
                index.setdefault(("with", field), []).append((uid, s))
    out = {k: tuple(v) for k, v in index.items()}
    out["listening"] = frozenset(e for uid in ch.in_play(st) for ab in compile_card(st.cards[st.table.peek(uid).card_id])
                                 if ab.kind == "triggered" and ab.trigger for e in ab.trigger.events)
    # the card types and the names (6.2.4, 6.2.4.1: a name or one of "A & B") kept with it for the listings
    out["types"] = {uid: str(st.cards[st.table.peek(uid).card_id].get("type", "")).lower() for uid in ch.in_play(st)}
    for p in range(st.num_players):
        if st.alive[p]:
            out[("names", p)] = frozenset(n.strip().casefold() for u in st.table.zone(p, "play")
                                          for whole in [str(st.cards[st.table.peek(u).card_id].get("name", ""))]
                                          for n in [whole, *whole.split("&")])
    return out


def test_card_facts_and_match_answers_are_the_long_way() -> None:
    assert checked_over_games(SEEDS, _check) > 1000


def test_a_record_of_the_same_card_id_has_its_own_facts() -> None:
    # 6.2: a match's own card data (a record read from the store) is read, not another match's
    # record of the same card id; the kept facts stay bounded (issue 21: memory per live match)
    from tests.lorcana.helpers import custom, put, started

    st = started()
    a = put(st, custom("CF-1", "Alpha"), 0)
    assert ch.name(st, a).startswith("Alpha") and ch.ctype(st, a) == "character"
    other = started()
    b = put(other, custom("CF-1", "Beta", card_type="Item"), 0)
    assert ch.name(other, b) == "Beta" and ch.ctype(other, b) == "item"
    assert ch.name(st, a).startswith("Alpha") and ch.ctype(st, a) == "character"
    record = next(r.data for r in pool().by_id.values())
    for n in range(ch._KEEP_FACTS + 10):
        ch.record_facts(f"X-{n}", dict(record))
        assert len(ch._FACTS) <= ch._KEEP_FACTS


def test_floating_of_a_missing_kind_is_a_new_empty_list() -> None:
    # 4.3.4 (plays recorded this turn): a kind nobody recorded gives no records
    from tests.lorcana.helpers import started

    st = started()
    mark = {"kind": "played", "player": 0, "turn": st.turn, "uid": 1}
    st.floating.append(mark)
    assert ch.floating_of(st, "played")[-1] is mark and ch.floating_of(st, "sung") == []
    st.floating.remove(mark)
    assert mark not in ch.floating_of(st, "played")


def test_match_abilities_of_a_copy_and_of_changed_card_data() -> None:
    # Lorcana 7.6.1: what the statics of a match's cards can give depends only on its card data: a copy
    # of the card data (every apply makes one) has the same answer, card data with one record changed its own
    from tests.lorcana.helpers import custom

    plain = {"MA-1": custom("MA-1", "Plain"), "MA-2": custom("MA-2", "Other")}
    assert "Ward" not in match_abilities(plain).keywords
    assert match_abilities(dict(plain)) == match_abilities(plain)
    changed = {**plain, "MA-2": custom("MA-2", "Giver", "Your other characters gain Ward.")}
    assert "Ward" in match_abilities(changed).keywords
    assert "Ward" not in match_abilities(dict(plain)).keywords
    assert "Ward" in match_abilities(dict(changed)).keywords
