"""Bad input: hypothesis-generated deck lists (huge, binary, unicode, injection-like) for every
game's ``parse_deck``; card files (truncated, wrong types, garbage) for ``import_cards``; rules
queries; and actions / store calls with wrong types. Expected: a result with problems, a clear
ValueError/OSError (or a refusal: RulesError, MatchError), never another exception, no partial
writes. Slash-command arguments go through the same functions; once the Discord host exists, its
argument parsing should get the same treatment (see the report)."""

from __future__ import annotations

import asyncio
import gzip
import json
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchError, MatchService
from bot.store import SavedDeck, Seat, SqliteStore
from engine import games
from engine.core import Action, Rng, RulesError
from engine.core.cards import CardPool, ImportReport

from .helpers import game_names, real_game_names

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
INJECTIONS = [
    "'; DROP TABLE matches; --", "\" OR 1=1 --", "@everyone", "<@123456789>", "<script>alert(1)</script>",
    "${jndi:ldap://x}", "{0.__class__}", "%s%s%s%n", "../../../../etc/passwd", "\x00", "\r\n\r\n",
    "**bold** ||spoiler|| `code`", "4x", "x4", "-1 ", "99999999999999999999 ", "1e9 ", "NaN ", "∞ ",
    "０４ ", "٤ ", "\u202e", "\ufeff", "🃏" * 50, "# comment", "//", "Deck:", "Sideboard", "Leader:",
]
SETTINGS = settings(max_examples=120, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example])


def _pool_names(name: str) -> list[str]:
    pool = CardPool(name, games.load(name).fixture_cards())
    return sorted({n for rec in pool.by_id.values() for n in rec.names.values()})[:40] or ["x"]


def deck_text(names: list[str], huge_chars: int = 200_000, huge_lines: int = 20_000) -> st.SearchStrategy[str]:
    count = st.one_of(st.integers(-5, 100).map(str), st.sampled_from(["", "x", "4x", "１", "0", "4 x "]))
    real_line = st.builds(lambda c, n, inj: f"{c} {n}{inj}", count, st.sampled_from(names),
                          st.sampled_from(["", *INJECTIONS]))
    line = st.one_of(
        real_line,
        st.text(max_size=200),
        st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
        st.binary(max_size=200).map(lambda b: b.decode("utf-8", "surrogateescape")),
        st.sampled_from(INJECTIONS),
        st.builds(lambda inj, n: inj * n, st.sampled_from(INJECTIONS), st.integers(1, 2000)),
    )
    small = st.lists(line, max_size=80).map("\n".join)
    huge = st.one_of(
        st.builds(lambda n, name: "\n".join(f"4 {name}" for _ in range(n)), st.integers(1000, huge_lines), st.sampled_from(names)),
        st.builds(lambda n: "A" * n, st.integers(huge_chars // 10, huge_chars)),
        st.builds(lambda n: "\n" * n, st.integers(10_000, huge_chars)),
    )
    return st.one_of(small, small, small, huge)


def parse_many(name: str, examples: int, huge_chars: int, huge_lines: int, limit_s: float) -> dict:
    module = games.load(name)
    pool = CardPool(name, module.fixture_cards())
    seen = {"inputs": 0, "ok": 0, "problems": 0, "value_errors": 0, "slowest_s": 0.0, "most_problems": 0}

    @settings(SETTINGS, max_examples=examples)
    @given(deck_text(_pool_names(name), huge_chars, huge_lines))
    def check(text: str) -> None:
        seen["inputs"] += 1
        start = time.process_time()  # CPU, not wall time: a busy machine must not fail the test
        try:
            result = module.parse_deck(text, pool)
        except ValueError:
            seen["value_errors"] += 1
            return
        finally:
            seen["slowest_s"] = max(seen["slowest_s"], round(time.process_time() - start, 3))
        assert isinstance(result, games.DeckCheck)
        for problem in result.problems:
            assert isinstance(str(problem), str) and str(problem)
        seen["ok" if result.ok else "problems"] += 1
        seen["most_problems"] = max(seen["most_problems"], len(result.problems))
        took = time.process_time() - start
        assert took < limit_s, f"parse_deck took {took:.1f} s of CPU on {len(text)} characters"

    check()
    return seen


@pytest.mark.parametrize("name", real_game_names())
def test_parse_deck_never_crashes(name, counts):
    counts(game=name, **parse_many(name, 40, 200_000, 20_000, 10))


@pytest.mark.slow
@pytest.mark.parametrize("name", real_game_names())
def test_parse_deck_many_and_huge(name, counts):
    """Up to 2 MB on one line (a pasted file): must still answer within 5 s. Known slow in
    mlp and wow (12-19 s for 2 MB on one line: fuzzy suggestions over the whole line)."""
    counts(game=name, **parse_many(name, 400, 2_000_000, 60_000, 5))


def json_values() -> st.SearchStrategy:
    leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=30))
    return st.recursive(leaf, lambda kids: st.one_of(st.lists(kids, max_size=6),
                                                    st.dictionaries(st.text(max_size=12), kids, max_size=6)),
                        max_leaves=40)


def card_like() -> st.SearchStrategy:
    """Records shaped like card data with wrong types in the usual fields."""
    keys = ["id", "name", "number", "set", "cost", "type", "text", "rules", "names", "color", "ink", "power",
            "life", "attack", "health", "card_number", "fullName", "version", "code", "setCode", "cards", "all"]
    record = st.dictionaries(st.sampled_from(keys), json_values(), max_size=10)
    return st.one_of(st.lists(record, max_size=8), st.dictionaries(st.text(max_size=8), record, max_size=8),
                     st.fixed_dictionaries({"all": st.lists(record, max_size=8)}),
                     st.fixed_dictionaries({"cards": st.lists(record, max_size=8)}), json_values())


def _import(module, source: str, seen: dict) -> None:
    seen["inputs"] += 1
    try:
        report = module.import_cards(source)
    except (ValueError, OSError) as exc:
        assert str(exc), "errors must say what is wrong"
        seen["clear_errors"] += 1
        return
    except Exception as exc:  # collected, so one run lists every kind of failure
        head = Path(source).read_bytes()[:40] if Path(source).is_file() else source
        seen.setdefault("unexpected", []).append(f"{type(exc).__name__}: {exc} <- {head!r}")
        return
    assert isinstance(report, ImportReport)
    seen["skipped"] += len(report.skipped)
    seen["cards"] += len(report.cards)


@pytest.mark.parametrize("name", real_game_names())
def test_import_cards_garbage_files(name, counts):
    module = games.load(name)
    seen = {"inputs": 0, "clear_errors": 0, "skipped": 0, "cards": 0}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        @settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
        @given(st.one_of(card_like().map(lambda v: json.dumps(v).encode()), st.binary(max_size=3000)))
        def check(payload: bytes) -> None:
            path = root / "cards.json"
            path.write_bytes(payload)
            _import(module, str(path), seen)
            folder = root / "folder"  # importers that read a folder of set files
            folder.mkdir(exist_ok=True)
            (folder / "set.json").write_bytes(payload)
            _import(module, str(folder), seen)

        check()
        (root / "empty.json").write_bytes(b"")
        (root / "cut.json.gz").write_bytes(gzip.compress(b'{"cards": [' * 200)[:40])  # truncated gzip
        (root / "cut.json").write_bytes(gzip.compress(b'[{"id": 1}]')[:12])
        for odd in ("missing.json", "", "empty.json", "cut.json.gz", "cut.json"):
            _import(module, str(root / odd), seen)
    unexpected = sorted(set(seen.pop("unexpected", [])))
    counts(game=name, unexpected=len(unexpected), **seen)
    assert not unexpected, unexpected[:10]


def _shared_files(name: str) -> list[Path]:
    folder = {"lorcana": SHARED / "lorcana", "mlp": SHARED / "mlp", "wow": SHARED / "wow" / "cards"}.get(name)
    if folder is None or not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if p.stat().st_size > 0)[:3]


@pytest.mark.needs_shared
@pytest.mark.parametrize("name", real_game_names())
def test_import_cards_truncated_real_files(name, counts):
    files = _shared_files(name)
    if not files:
        pytest.skip(f"no ../shared/data card files for {name}")
    module = games.load(name)
    seen = {"inputs": 0, "clear_errors": 0, "skipped": 0, "cards": 0}
    rng = Rng.from_seed(5)
    with tempfile.TemporaryDirectory() as tmp:
        for src in files:
            data = src.read_bytes()
            for _ in range(3):
                cut = rng.randrange(len(data))
                path = Path(tmp) / src.name
                path.write_bytes(data[:cut])
                _import(module, str(path), seen)
                folder = Path(tmp) / "folder"
                folder.mkdir(exist_ok=True)
                (folder / src.name).write_bytes(data[:cut])
                _import(module, str(folder), seen)
    unexpected = sorted(set(seen.pop("unexpected", [])))
    counts(game=name, files=len(files), unexpected=len(unexpected), **seen)
    assert not unexpected, unexpected[:10]


def test_rules_queries_never_raise(counts):
    try:
        from engine.rulebook.rulebook import Rulebook
    except ImportError:
        pytest.skip("engine.rulebook.Rulebook not in this build")
    book = Rulebook.load()
    seen = {"inputs": 0, "hits": 0}
    game_names_all = [*games.GAMES, "", "LORCANA", "chess", "'; DROP TABLE x; --"]

    @settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(game_names_all),
           st.one_of(st.text(max_size=300), st.sampled_from(INJECTIONS), st.binary(max_size=100).map(lambda b: b.decode("latin-1")),
                     st.builds(lambda s, n: s * n, st.sampled_from(["バニッシュ", "a ", "1.2.3", "?"]), st.integers(1, 5000))),
           st.sampled_from(["ja", "zh", "en", "", "xx"]), st.integers(-5, 1000))
    def check(game: str, query: str, lang: str, limit: int) -> None:
        seen["inputs"] += 1
        start = time.process_time()  # CPU, not wall time: a busy machine must not fail the test
        hits = book.search(game, query, lang, limit)
        assert isinstance(hits, list)
        assert time.process_time() - start < 10
        seen["hits"] += len(hits)

    check()
    counts(**seen)


@pytest.mark.parametrize("name", real_game_names())
def test_engine_refuses_garbage_actions_with_rules_error(name, counts):
    """Whatever reaches ``Engine.apply`` (a forged button id, a bug in the host), the engine
    answers with a RulesError and leaves the state untouched."""
    sub = subject(name)
    state, _ = sub.engine.new_game(["A", "B"], sub.decks(Rng.from_seed(3)), 3, sub.options)
    before = json.dumps(sub.engine.state_to_json(state), sort_keys=True)
    legal_types = sorted({a.type for p in range(2) for a in sub.engine.legal_actions(state, p)}) or ["pass"]
    seen = {"inputs": 0, "refused": 0, "accepted": 0}

    @settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.sampled_from([*legal_types, "choose", "concede_", "", "play"]), st.text(max_size=20)),
           st.integers(0, 1),
           st.dictionaries(st.sampled_from(["uid", "picks", "target", "targets", "card", "index", "op", "zone", "amount", "mode"]),
                           json_values(), max_size=4))
    def check(kind: str, player: int, args: dict) -> None:
        seen["inputs"] += 1
        if kind == "concede":
            return
        try:
            sub.engine.apply(state, Action(kind, player, args))
        except RulesError:
            seen["refused"] += 1
        else:
            seen["accepted"] += 1
        assert json.dumps(sub.engine.state_to_json(state), sort_keys=True) == before, "apply mutated its input"

    check()
    counts(game=name, **seen)


@pytest.mark.parametrize("name", game_names())
async def test_service_refuses_bad_actions_without_partial_writes(name, tmp_path, counts):
    sub = subject(name)
    store = await SqliteStore.open(tmp_path / "bad.sqlite3")
    svc = MatchService(store, engines=engine_for)
    seats = [Seat(1, "Ann"), Seat(2, "Bo")]
    live = await svc.create(name, seats, sub.decks(Rng.from_seed(2)), 2, options=sub.options)
    mid = live.record.id
    seen = {"inputs": 0, "refused": 0, "accepted": 0}
    loop = asyncio.get_running_loop()
    bad_players = st.one_of(st.integers(-3, 3), st.text(max_size=3), st.none(), st.floats(allow_nan=False), st.booleans())

    @settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.sampled_from(["pass", "play", "choose", "concede", ""]), st.text(max_size=12)), bad_players,
           st.dictionaries(st.text(max_size=6), json_values(), max_size=3), st.sampled_from([1, 2, 3, 0, -1]),
           st.one_of(st.none(), st.integers(-1, 3)))
    def check(kind, player, args, user, expected) -> None:
        seen["inputs"] += 1
        if kind == "concede":
            kind = "concede?"  # conceding is legal at any time and would end the match
        fut = asyncio.run_coroutine_threadsafe(_try(svc, mid, user, Action(kind, player, args), expected), loop)
        seen[fut.result()] += 1

    # hypothesis is synchronous: run it in a thread and let the event loop serve the coroutines
    before = len(await store.actions(mid))
    await asyncio.to_thread(check)
    after = await store.actions(mid)
    assert len(after) - before == seen["accepted"], "a refused action was stored"
    assert await svc.verify(mid)
    await store.close()
    counts(game=name, **seen)


async def _try(svc: MatchService, mid: int, user: int, action: Action, expected) -> str:
    before = await svc.store.actions(mid)
    try:
        await svc.act(mid, user, action, expected_seq=expected)
    except (MatchError, RulesError, ValueError):
        assert len(await svc.store.actions(mid)) == len(before), "partial write on a refused action"
        return "refused"
    return "accepted"


async def test_store_bad_inputs_clear_errors_no_partial_writes(tmp_path, counts):
    store = await SqliteStore.open(tmp_path / "s.sqlite3")
    seats = [Seat(1, "Ann"), Seat(2, "Bo")]
    n = 0

    async def matches() -> int:
        return len(await store.matches_with_status("active"))

    # a deck that is not JSON: refused before anything is written
    for bad in ([{"main": {1, 2}}], [{"cards": object()}], [b"bytes"]):
        n += 1
        with pytest.raises((TypeError, ValueError)):
            await store.create_match("tiny", seats, 1, bad)
        assert await matches() == 0
    rec = await store.create_match("tiny", seats, 1, [{"main": []}])
    for bad_action in ({"x": {1}}, {"x": object()}):
        n += 1
        with pytest.raises((TypeError, ValueError)):
            await store.append_action(rec.id, 0, 0, bad_action)
        assert (await store.get_match(rec.id)).last_seq == 0 and await store.actions(rec.id) == []
    n += 1
    with pytest.raises(KeyError):
        await store.append_action(99999, 0, 0, {"type": "pass"})
    n += 1
    with pytest.raises(ValueError):
        await store.update_match(rec.id, players="[]")
    # strange names are data, never SQL
    for name in [*INJECTIONS, "x" * 10_000, "名前", ""]:
        n += 1
        await store.save_deck(SavedDeck(7, "lorcana", name, name, {"main": []}))
        got = await store.get_deck(7, "lorcana", name)
        assert got is not None and got.name == name
        assert await store.get_deck(8, "lorcana", name) is None
    assert len(await store.list_decks(7, "lorcana")) == len(INJECTIONS) + 3
    assert await matches() == 1
    await store.close()
    counts(inputs=n)


def test_action_from_json_rejects_wrong_types(counts):
    n = 0

    @settings(max_examples=200, deadline=None, derandomize=True)
    @given(json_values())
    def check(data) -> None:
        nonlocal n
        n += 1
        try:
            action = Action.from_json(data)
        except ValueError:
            return
        assert isinstance(action.type, str) and isinstance(action.player, int) and isinstance(action.args, dict)

    check()
    counts(inputs=n)
