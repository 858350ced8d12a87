"""Issue 21 (engine speed): what is kept between reads must never be stale, reads that copy
nothing give the same cards, and the simulator's cheap and deep checks still catch what they are
for. Speed itself is measured by ``python -m bot bench engine``, never here."""

from __future__ import annotations

import random as stdlib_random

import pytest

from engine.core.simulate import play_random_game, simulate
from tests.onepiece.helpers import needs_npm, new_game

from .test_core import DECK, new, play_first_legal
from .tiny_game import Tiny, tiny_deck

# --- reading without copying -------------------------------------------------------------------

def test_peek_many_gives_the_cards_without_copying_them():
    state, _ = play_first_legal(Tiny(), new(), 6)
    copy = state.table.copy()  # the copy shares its cards until it writes one
    uids = copy.zone(0, "hand") + copy.zone(1, "hand")
    assert copy.cards.peek_many(uids) == [copy.peek(u) for u in uids]
    assert all(a is b for a, b in zip(copy.cards.peek_many(uids), state.table.cards.peek_many(uids), strict=True))
    written = copy.cards[uids[0]]  # written once: from then on the copy reads its own card
    assert copy.cards.peek_many(uids[:1]) == [written] and copy.cards.peek_many(uids[:1])[0] is written
    with pytest.raises(KeyError):
        copy.cards.peek_many([10_000])


# --- the simulator's checks ----------------------------------------------------------------------

class Leaky(Tiny):
    """Shows player 1's hand to everyone: every view but player 1's leaks."""

    def view(self, st, viewer):
        out = super().view(st, viewer)
        out["oops"] = [st.table.card_view(c, 0) for c in st.table.peek_in(0, "hand")]
        return out


def test_cheap_checks_find_a_leak_within_one_round_of_views():
    # one view per action in turn (public, P1, P2): the leak shows by the third action at most
    _, log, problems = play_random_game(Leaky(), ["a", "b"], [tiny_deck(DECK), tiny_deck(DECK)], 3, deep=False)
    assert problems and "is hidden from" in problems[0] and len(log) <= 3


def test_deep_checks_look_at_every_view_after_every_action():
    _, log, problems = play_random_game(Leaky(), ["a", "b"], [tiny_deck(DECK), tiny_deck(DECK)], 3, deep=True)
    assert len(log) == 1 and any("hidden from None" in p for p in problems) and any("hidden from 1" in p for p in problems)


class ShufflesBadly(Tiny):
    """Not deterministic from its seed: the opening deck order comes from an unseeded RNG."""

    def new_game(self, players, decks, seed, options=None):
        state, events = super().new_game(players, decks, seed, options)
        stdlib_random.shuffle(state.table.zone(0, "deck"))
        return state, events


def test_final_replay_runs_with_the_deep_checks():
    decks = [tiny_deck(DECK), tiny_deck(DECK)]
    deep = [play_random_game(ShufflesBadly(), ["a", "b"], decks, seed, deep=True)[2] for seed in range(4)]
    assert any(p and p[0].startswith("replaying the action log") for p in deep)
    assert all(play_random_game(ShufflesBadly(), ["a", "b"], decks, seed, deep=False)[2] == [] for seed in range(4))


def test_simulate_deep_checks_every_nth_game():
    report = simulate(ShufflesBadly(), lambda rng, n: [tiny_deck(DECK), tiny_deck(DECK)], 12, 5, deep_every=10)
    assert {e["game"] for e in report.errors} <= {0, 10} and report.errors


# --- Lorcana: static abilities kept per set of cards in play ---------------------------------

def test_lorcana_statics_follow_every_change_of_the_cards_in_play():
    # Lorcana 7.6.1 (statics of cards in play), 7.6.2 (apply at once), 7.6.4 (stop when the source leaves)
    from engine.lorcana.characteristics import _static_index, stale_statics, stat, static_sources
    from tests.lorcana.helpers import ENGINE, act, ink_up, put, started
    from tests.lorcana.test_clause_templates import card

    lumiere = card("Lumiere - Fiery Friend")  # "Your other characters get +1 {S}."
    st = started()
    buddy = put(st, "FX-30", 0)
    base = stat(st, buddy, "strength")
    assert static_sources(st) == ()  # no card of the match has a static: not even the index is needed (match_abilities)
    assert _static_index(st)[None] == () and "_static_index" in st.table.kept  # kept now, before Lumiere arrives
    uid = put(st, lumiere, 0, "hand")
    ink_up(st, 0, lumiere["cost"])
    played = act(st, "play", uid=uid, mode="ink")  # apply copies the state: the copy starts without them
    assert "_static_index" not in ENGINE.state_to_json(st)["table"]
    assert stat(played, buddy, "strength") == base + 1 and stat(st, buddy, "strength") == base
    played.table.move(uid, "discard")  # changed in place, after the statics were kept
    assert stat(played, buddy, "strength") == base and not stale_statics(played)
    played.table.move(uid, "play")
    assert stat(played, buddy, "strength") == base + 1
    played.table.cards[uid].card_id = "FX-30"  # a card id never changes; if one did, the check says so
    assert stale_statics(played) and ENGINE.deep_invariants(played) and not ENGINE.check_invariants(played)


# --- WoW: continuous powers kept per cards in the allies and hero rows ----------------------------

def test_wow_statics_follow_every_change_of_their_sources():
    # WoW EN 714: a continuous power applies while its card is face up in play (412.1b face down: blank)
    from engine.wow import keywords as kw
    from tests.shared_data import DATA
    from tests.wow.helpers import apply, put, start

    if not (DATA / "wow" / "cards").exists():
        pytest.skip("needs ../shared/data/wow/cards")
    from tests.wow.test_templates import real_pool

    record = real_pool().find_name("Hootie")  # "Opposing heroes and allies have -1 ATK."
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    base = kw.atk(st, enemy)
    card = st.table.add(record.id, 0, "allies")
    st.cards[record.id] = record.data
    assert kw.atk(st, enemy) == base - 1
    st.table.cards[card.uid].face_down = True
    assert kw.atk(st, enemy) == base
    st.table.cards[card.uid].face_down = False
    after = apply(st, "pass", st.priority)  # through the engine too: the copied state starts without them
    assert kw.atk(after, enemy) == base - 1 == kw.atk(st, enemy)
    st.table.move(card.uid, "graveyard")
    assert kw.atk(st, enemy) == base and kw.atk(after, enemy) == base - 1


def test_wow_statics_by_op_follow_their_sources():
    # WoW EN 714 (continuous powers of face-up cards in play), 412.1b (face down: blank); the
    # effects kept per op are read with the rest and dropped with them
    from engine.wow import keywords as kw
    from tests.shared_data import DATA
    from tests.wow.helpers import put, start

    if not (DATA / "wow" / "cards").exists():
        pytest.skip("needs ../shared/data/wow/cards")
    from tests.wow.test_templates import real_pool

    record = real_pool().find_name("Hootie")  # "Opposing heroes and allies have -1 ATK."
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    card = st.table.add(record.id, 0, "allies")
    st.cards[record.id] = record.data
    assert [u for u, _ in kw.sources_doing(st, "modify_stat")] == [card.uid]
    assert kw.sources_doing(st, "grant_keyword") == () and kw.statics(st, enemy, "modify_stat") == kw.statics(st, enemy)
    st.table.cards[card.uid].face_down = True
    assert kw.sources_doing(st, "modify_stat") == () and kw.statics(st, enemy, "modify_stat") == []
    st.table.cards[card.uid].face_down = False
    assert [u for u, _ in kw.sources_doing(st, "modify_stat")] == [card.uid]
    st.table.move(card.uid, "graveyard")
    assert kw.sources_doing(st, "modify_stat") == () and kw.health(st, enemy) == kw.data(st, enemy)["health"]


def test_wow_statics_follow_the_host_of_a_card_that_takes_powers_away():
    # WoW 103.2 ("loses and can't have powers", an attachment's continuous power), EN 714: while no card
    # data of the match takes powers away, the kept sources are checked against the cards' ids and faces
    # only (that answer carried to every copy); while one may, against the hosts and sides too
    from engine.wow import keywords as kw
    from engine.wow.lost_powers import NONE_SUPPRESS
    from tests.shared_data import DATA
    from tests.wow.helpers import apply, put, start

    if not (DATA / "wow" / "cards").exists():
        pytest.skip("needs ../shared/data/wow/cards")
    from tests.wow.test_templates import real_pool

    hootie = real_pool().find_name("Hootie")  # "Opposing heroes and allies have -1 ATK."
    suppression = real_pool().find_name("Spell Suppression")  # "Ongoing: Attached card loses and can't have powers."
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    base = kw.atk(st, enemy)
    card = st.table.add(hootie.id, 0, "allies")
    st.cards[hootie.id] = hootie.data
    after = apply(st, "pass", st.priority)
    assert kw.atk(after, enemy) == base - 1
    assert after.table.kept.get(NONE_SUPPRESS) == len(after.cards)  # carried: the short check is in force
    attached = st.table.add(suppression.id, 1, "hero_row", attached_to=enemy)
    st.cards[suppression.id] = suppression.data
    after = apply(st, "pass", st.priority)
    assert kw.atk(after, enemy) == base - 1
    after.table.cards[attached.uid].attached_to = card.uid  # the same cards, ids and faces: only the host moved
    assert kw.atk(after, enemy) == base  # Hootie has lost its powers


def test_wow_card_powers_are_kept_per_script_book(tmp_path, monkeypatch):
    # a card's powers are kept on the script book they were read with: another book (a script
    # added or changed) reads them again
    from engine.wow.cards import scripts
    from engine.wow.cards.compiler import card_powers, cost_changes
    from tests.wow.test_card_pipeline import _fixture, _script

    data = _fixture("Pipeline Crab Kept")
    plain = card_powers(data)
    assert card_powers(data) is plain and not plain[0].automated  # no script: manual
    book = scripts.load(_script(tmp_path, data["name"], data["text"]).parent)
    monkeypatch.setattr(scripts, "book", lambda: book)
    [power] = card_powers(data)
    assert power.automated and power.kind == "activated" and card_powers(data)[0] is power
    assert cost_changes(data) == () and cost_changes(data) is cost_changes(data)  # no "cost_mod" power


def test_wow_reading_keeps_answers_only_while_it_lasts():
    # WoW EN glossary, Harmonize: "You pay 1 less to play allies with printed cost 4 or more" (403.2);
    # a cost read once while listing actions is not kept past the listing
    from engine.core.effects import Modifier
    from engine.wow import costs
    from engine.wow import keywords as kw
    from engine.wow.game import ENGINE
    from tests.wow.helpers import put, start

    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "hand")  # an ally of printed cost 4
    with kw.reading(st):
        assert costs.play_cost(st, 0, sentinel) == 4 and kw.kept(st)[("play_cost", 0, sentinel)] == 4
        with kw.reading(st):  # one inside another shares what is kept
            assert kw.kept(st)[("play_cost", 0, sentinel)] == 4
    assert kw.kept(st) is None
    st.modifiers.append(Modifier(owl, "keyword", 0, keyword="Harmonize", duration="permanent"))
    assert costs.play_cost(st, 0, sentinel) == 3
    ENGINE.legal_actions(st, st.priority)  # listing reads once and keeps nothing afterwards
    assert kw.kept(st) is None and st.table.reading is None
    st.modifiers.clear()
    assert costs.play_cost(st, 0, sentinel) == 4


# --- ONE PIECE: continuous abilities kept per cards on the field --------------------------------

@needs_npm
def test_onepiece_continuous_abilities_follow_the_field():
    # ONE PIECE 8-1-3-4 (continuous effects apply while on the field), 8-3-2-4 ([Your Turn])
    from engine.onepiece import board
    from engine.onepiece import game as onepiece

    sanji = next(r for r in onepiece.import_cards(None).cards if r.id == "OP10-005")  # "[Your Turn] This Character gains +3000 power."
    st = new_game()
    st.cards[sanji.id] = sanji.data
    uid = st.table.add(sanji.id, st.active, "characters").uid
    base = int(sanji.data.get("power") or 0)
    assert board.power(st, uid) == base + 3000 and "_op_continuous" in st.table.kept
    st.table.move(uid, "trash")  # in place, after the continuous abilities were kept
    assert board._continuous(st) == []
    st.table.move(uid, "characters", player=st.active)
    assert [u for u, _ in board._continuous(st)] == [uid] and board.power(st, uid) == base + 3000


# --- WoW: asking for the second action only, and cheap tests before full readings ----------------

def test_wow_only_pass_agrees_with_the_full_action_list():
    # WoW 410.5: a player whose only action is to pass passes automatically (option auto_pass); the
    # check stops at the second action, so it must say exactly what the full list says
    from engine.core import Rng
    from engine.core.cards import CardPool
    from engine.core.simulate import pick_action
    from engine.wow import game

    engine = game.ENGINE
    pool = CardPool("wow", game.fixture_cards())
    seen = {True: 0, False: 0}
    for seed in range(3):
        rng = Rng.from_seed(seed)
        st, _ = engine.new_game(["a", "b"], [game.random_deck(pool, rng), game.random_deck(pool, rng)], seed,
                                {"auto_pass": False, "max_turns": 12})
        for _ in range(400):
            if st.over:
                break
            if not st.pending:
                only = engine._only_pass(st, st.priority)
                assert only == (len(engine.priority_actions(st, st.priority)) == 1)
                seen[only] += 1
            actor = engine.to_act(st)[0]
            st = engine.apply(st, pick_action(engine.legal_actions(st, actor), rng)).state
    assert seen[True] and seen[False]


def test_wow_harmonize_from_a_modifier_still_lowers_the_cost():
    # WoW EN glossary, Harmonize: "You pay 1 less to play allies with printed cost 4 or more" (403.2);
    # the cheap test before reading keywords must see a keyword a modifier gives
    from engine.core.effects import Modifier
    from engine.wow import costs
    from tests.wow.helpers import put, start

    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "hand")  # an ally of printed cost 4
    assert costs.play_cost(st, 0, sentinel) == 4
    st.modifiers.append(Modifier(owl, "keyword", 0, keyword="Harmonize", duration="permanent"))
    assert costs.granted_harmonize(st, owl) and costs.play_cost(st, 0, sentinel) == 3
    st.modifiers.clear()
    assert not costs.granted_harmonize(st, owl) and costs.play_cost(st, 0, sentinel) == 4


@needs_npm
def test_onepiece_view_finds_the_continuous_abilities_once_and_keeps_nothing():
    # ONE PIECE 8-1-3-4: the view shows the power a continuous ability gives; inside one view
    # (board.reading) the abilities in effect are found once, and never kept after it
    from engine.onepiece import board
    from engine.onepiece import game as onepiece

    sanji = next(r for r in onepiece.import_cards(None).cards if r.id == "OP10-005")  # "[Your Turn] This Character gains +3000 power."
    st = new_game()
    st.cards[sanji.id] = sanji.data
    uid = st.table.add(sanji.id, st.active, "characters").uid
    base = int(sanji.data.get("power") or 0)
    shown = [c for c in onepiece.ENGINE.view(st, None)["players"][st.active]["zones"]["characters"] if c.get("uid") == uid]
    assert shown[0]["stats"]["power"] == base + 3000 and "_op_reading" not in st.table.kept
    with board.reading(st):
        assert board._continuous(st) is board._continuous(st)  # found once
        assert board.power(st, uid) == base + 3000
    assert "_op_reading" not in st.table.kept
    st.table.move(uid, "trash")  # a change after the view: read again, not kept
    assert board._continuous(st) == [] and board._continuous(st) is not board._continuous(st)


def test_table_view_is_every_cards_view():
    # the whole-table view is the one-card view of each card, hidden faces redacted
    state, _ = play_first_legal(Tiny(), new(), 6)
    table = state.table
    table.cards[table.zone(1, "hand")[0]].known_to.append(0)  # a card shown to player 0
    for viewer in (None, 0, 1):
        assert table.view(viewer) == [{name: [table.card_view(table.peek(u), viewer) for u in uids]
                                       for name, uids in zones.items()} for zones in table.zones]
    assert any("uid" not in c for c in table.view(None)[0]["hand"])  # hidden from the public
    assert any(c.get("uid") == table.zone(1, "hand")[0] for c in table.view(0)[1]["hand"])
