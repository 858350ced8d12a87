"""Both store backends for the tests: the ``store_target`` fixture gives a SQLite file path, then a
PostgreSQL URL with a schema of its own (``?schema=…``, dropped afterwards), so the same tests
run on both and parallel runs never share tables.

PostgreSQL is the local server (``TEST_DATABASE_URL``, default
``postgresql://postgres@127.0.0.1:5432/test``). When it cannot be reached the PostgreSQL variants
are skipped with the reason, except in CI (``CI=true``), where that is a failure: CI must never
pass without having run them.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import secrets
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/test"
_numbers = itertools.count(1)


def postgres_url() -> str:
    return os.environ.get("TEST_DATABASE_URL", "").strip() or DEFAULT_URL


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


@cache
def postgres_problem() -> str | None:
    """None if the test PostgreSQL answers, else why not."""
    try:
        import asyncpg
    except ImportError:
        return "asyncpg is not installed (./dev.sh setup installs it)"

    async def probe() -> None:
        con = await asyncpg.connect(postgres_url(), timeout=5)
        try:  # schemas left by test runs that were killed before their teardown
            for (name,) in await con.fetch(r"SELECT nspname FROM pg_namespace WHERE nspname ~ '^t[0-9]+_[0-9]+_'"):
                if not _alive(int(name[1:].split("_")[0])):
                    with contextlib.suppress(asyncpg.PostgresError):  # another worker may drop it first
                        await con.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        finally:
            await con.close()

    try:  # in a thread of its own: the caller may be inside a running event loop
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, probe()).result()
    except Exception as exc:  # any failure means "not reachable"; the message says which
        return f"PostgreSQL at {postgres_url()} is not reachable ({type(exc).__name__}: {exc})"
    return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def require_postgres() -> None:
    """Skip (locally) or fail (in CI) when the test PostgreSQL is down."""
    problem = postgres_problem()
    if problem is None:
        return
    if in_ci():
        pytest.fail(f"{problem}; CI runs every store test on PostgreSQL too (.ci/run starts it)", pytrace=False)
    pytest.skip(f"{problem}; start it to run the PostgreSQL variants")


def new_schema() -> str:
    return f"t{os.getpid()}_{next(_numbers)}_{secrets.token_hex(3)}"


def schema_url(schema: str) -> str:
    base = postgres_url()
    return f"{base}{'&' if '?' in base else '?'}schema={schema}"


async def drop_schema(schema: str) -> None:
    import asyncpg

    con = await asyncpg.connect(postgres_url())
    try:
        await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    finally:
        await con.close()


BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(params=BACKENDS)
async def store_target(request, tmp_path: Path):
    """Where a store lives: a SQLite path, or a PostgreSQL URL with a fresh schema."""
    if request.param == "sqlite":
        yield str(tmp_path / "db" / "bot.sqlite3")
        return
    require_postgres()
    schema = new_schema()
    yield schema_url(schema)
    await drop_schema(schema)


def backend_of(target: str) -> str:
    return "postgres" if target.startswith("postgresql://") else "sqlite"
