"""Shared fixtures.

Passwords are hashed with a cheap argon2 profile here (``_cheap_password_hashing``): the production cost
(~0.2 s of CPU per hash and per check) was most of the suite's set-up time. Production code has no
setting or switch that reaches this profile; ``tests/core/accounts/test_password_profile.py`` proves it.

Core tests run on SQLite always and on PostgreSQL when FINKIT_TEST_POSTGRES_URL is set: the
``database`` fixture is parametrised over both then, and over SQLite alone without it (``BACKENDS``).
Each test gets fresh accounts (``ctx``, ``other_ctx``, ``make_ctx``), so tests sharing one migrated
database per backend never see each other's data.

Plain ``pytest`` runs on every core (pytest-xdist, ``-n auto --dist loadfile``; see
``pytest_cmdline_main``): each worker process has its own session, so its own migrated databases.
``-n 0`` or ``-p no:xdist`` runs in one process, for debugging.
"""

from __future__ import annotations

import gc
import os
import shutil
import ssl
import sys
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # not on Windows: see ``_locked``
    fcntl = None  # type: ignore[assignment]

import httpx._transports.default as httpx_transports
import pytest
from argon2 import PasswordHasher
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from finkit.core.accounts import service as accounts_service
from finkit.core.accounts.schemas import UserCreate
from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.schemas import parse
from finkit.core.settings import Settings, load_settings

POSTGRES_URL = os.environ.get("FINKIT_TEST_POSTGRES_URL")
#: ``gw0``, ``gw1``… in an xdist worker, ``main`` in a single-process run: part of every name a test
#: creates outside its tmp_path (PostgreSQL databases, Redis keys), so a leftover says whose it was.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
REDIS_URL = os.environ.get("FINKIT_TEST_REDIS_URL")
SKIP_PG = "FINKIT_TEST_POSTGRES_URL is not set: PostgreSQL variant skipped (.ci/run sets it)"
SKIP_REDIS = "FINKIT_TEST_REDIS_URL is not set: Redis variant skipped (.ci/run sets it)"
#: The backends every ``database_url`` fixture and ``backend`` parameter is parametrised over. Without
#: FINKIT_TEST_POSTGRES_URL the PostgreSQL variants are not collected at all (``pytest_terminal_summary``
#: says so, once): collected, each of the ~2,200 only to skip cost ~3.3 ms of pytest's per-test machinery
#: and a line of ``-ra``'s report. A test that asks for PostgreSQL otherwise still skips with ``SKIP_PG``.
BACKENDS = ["sqlite", "postgres"] if POSTGRES_URL else ["sqlite"]
NOT_COLLECTED_PG = "PostgreSQL variants not collected: FINKIT_TEST_POSTGRES_URL is not set (.ci/run sets it)"


def _keep_bytecode_outside_the_tree() -> None:
    """With ``PYTHONDONTWRITEBYTECODE`` set (as in the sessions that develop finkit), every test process
    compiled every test module again, with pytest's assertion rewriting (~8 s of CPU per xdist
    worker, four workers), and every ``finkit`` subprocess a test starts compiled ``src`` again. The
    setting's point is no ``__pycache__`` in the tree, so the suite keeps its bytecode in
    ``.pytest_cache/pycache`` instead (git ignores it): this process from here on, and through the
    environment the xdist workers and the subprocesses tests start. A ``PYTHONPYCACHEPREFIX`` of
    the caller's own is kept, and without ``PYTHONDONTWRITEBYTECODE`` nothing changes."""
    if not sys.dont_write_bytecode or sys.pycache_prefix:
        return
    prefix = str(Path(__file__).resolve().parents[1] / ".pytest_cache" / "pycache")
    sys.dont_write_bytecode = False
    sys.pycache_prefix = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix


_keep_bytecode_outside_the_tree()


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """Make plain ``pytest`` (the README's and ``.ci/run``'s command) use every core: one xdist
    process per core and one more, ``--dist loadfile``, unless the command line chose ``-n``/``--dist`` itself. Not
    in ``addopts``, so that ``-p no:xdist`` still works. Runs before xdist's own hook (both ``tryfirst``; a conftest registers
    later, so it is called first).

    ``loadfile`` keeps each test file on one worker, so module-scoped servers, browsers and account
    histories are built once and a module's tests run in their written order. (``loadgroup`` with
    ``xdist_group`` marks would be finer, but with pytest 9.2 it silently stops grouping:
    pytest-dev/pytest-xdist#1386.)"""
    if not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput"):
        return
    if config.option.numprocesses is None and not config.option.tx:
        # One process per core and one more: many tests wait on a server, a browser or a subprocess, so
        # one per core leaves a core idle (2 cores: 6 min 25 s with two processes, 5 min 28 s with four),
        # but two per core fight over the cores and each extra one imports and collects everything
        # (~8 s of CPU): 2 cores, three against four, back to back: 4 min 45 s against 5 min 42 s, and
        # 606 s of CPU against 692 s (docs/decisions/0019-speed.md, rounds six and seven).
        auto = "PYTEST_XDIST_AUTO_NUM_WORKERS" in os.environ  # the README's way to cap them
        config.option.numprocesses = "auto" if auto else min((os.cpu_count() or 1) + 1, 16)
    if config.option.numprocesses != 0 and config.option.dist == "no":
        config.option.dist = "loadfile"
        config.option.loadscopereorder = False  # the order comes from pytest_collection_modifyitems


#: The real-browser files (``tests/web/test_browser*.py``): one xdist worker runs them all, one after another
#: (``pytest_xdist_make_scheduler``), so their shared ``finkit serve`` and Chromium (tests/web/conftest.py)
#: start once a run, not once in each worker that took one of these files (~2.5 s of CPU a server, ~2.5 s a
#: Playwright driver and Chromium), and the other workers meanwhile run tests that keep a core busy while
#: this one waits on pages. A browser file named otherwise still runs, as a work unit of its own.
BROWSER_FILES = "tests/web/test_browser"


def _work_unit(nodeid: str) -> str:
    """The xdist work unit of a test: its file, or one unit for all the real-browser files."""
    path = nodeid.split("::", 1)[0]
    return BROWSER_FILES if path.startswith(BROWSER_FILES) else path


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadfile`` (what ``pytest_cmdline_main`` sets) with the real-browser files as one work unit
    (``_work_unit``); any other ``--dist`` is xdist's own."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BrowserFilesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _work_unit(nodeid)

    return BrowserFilesTogether(config, log)  # type: ignore[arg-type]


#: Where PostgreSQL variants run (folders under tests/, and files marked ``all_backends``): the code that
#: holds SQL is core's (the house rule), so tests/core covers it on both backends; hostile input (NUL
#: bytes, integer bounds, date edges, concurrent quotas) is where the backends disagree at the edges. The
#: adapters' tests (assistant, cli, mcp, server, tools, web) hold no SQL of their own, and their
#: PostgreSQL variants, ~1,100 of them, cost as much as their SQLite ones (round 23: CI at 1,080 s, over
#: its 15 minutes); they run on SQLite, except the end-to-end files marked ``all_backends``.
POSTGRES_FOLDERS = ("core", "server/hostile")
TESTS_ROOT = Path(__file__).resolve().parent


def _postgres_variant_kept(item: pytest.Item) -> bool:
    """Whether ``item`` runs: true unless it is a PostgreSQL variant of an adapter's test (``POSTGRES_FOLDERS``)."""
    callspec = getattr(item, "callspec", None)
    if callspec is None or "postgres" not in callspec.params.values():
        return True
    if item.get_closest_marker("all_backends"):
        return True
    relative = item.path.relative_to(TESTS_ROOT).as_posix()
    return "/" not in relative or relative.startswith(tuple(f"{folder}/" for folder in POSTGRES_FOLDERS))


def _deselect_adapter_postgres_variants(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Drop the PostgreSQL variants ``POSTGRES_FOLDERS`` leaves out; the run's summary counts them as deselected."""
    kept = [item for item in items if _postgres_variant_kept(item)]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[item for item in items if not _postgres_variant_kept(item)])
        items[:] = kept


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """PostgreSQL variants only where the backend can matter (``POSTGRES_FOLDERS``). Under xdist, files with ``slow`` tests (servers, browsers, fuzzing) go first (the real-browser
    ones first of those), then the others biggest first, so no worker is left with a long file at the
    end while the other idles. Each file stays whole and in its written order; every worker sorts the
    same collection the same way, as xdist requires. A one-process run keeps the written order."""
    _deselect_adapter_postgres_variants(config, items)
    if not hasattr(config, "workerinput"):
        return
    slow_files = {item.path for item in items if item.get_closest_marker("slow")}
    # the real-browser files next to each other, so a worker's Chromium serves several in a row
    # (tests/web/conftest.py stops it when a test without ``browser`` comes next); a file whose first
    # test does not take it (``test_browser.py``'s start of ``--demo``) first of them, so that it is not between two
    browser_files = {item.path for item in items if "browser" in getattr(item, "fixturenames", ())}
    first: dict[Path, pytest.Item] = {}
    for item in items:
        first.setdefault(item.path, item)
    opens_without = {
        path for path, item in first.items() if "browser" not in getattr(item, "fixturenames", ())
    }
    sizes = Counter(item.path for item in items)
    items.sort(
        key=lambda item: (
            item.path not in slow_files,
            item.path not in browser_files,
            item.path not in opens_without,
            -sizes[item.path],
        )
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say once, at the end of a run without PostgreSQL, that its variants were not collected (``BACKENDS``)."""
    if not POSTGRES_URL and not hasattr(terminalreporter.config, "workerinput"):
        terminalreporter.write_line(NOT_COLLECTED_PG, yellow=True)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Iterator[object]:
    """No cyclic garbage collection while collecting, and what collection built frozen after it.

    Collecting imports every finkit and test module (every xdist worker does): ~400,000 objects (modules,
    classes, pydantic models and their schemas) that live until the process ends. The cyclic collector
    walked all of them again in each full collection: ~1.3 s of a worker's ~5.7 s of collection, then
    ~0.1 s each of the dozens of full collections while the tests ran, and ~1.5 s more as the worker
    ended (pytest's last ``gc.collect`` and the interpreter's, with every worker at once). Imports make
    little garbage, so collection runs with the collector off; ``gc.freeze`` then moves what it built
    out of the collector's reach. Objects the tests make are collected as before: this changes when
    memory is scanned, not what a test sees or asserts."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.collect()
        gc.freeze()
        gc.enable()


#: Test-only argon2 parameters: the smallest argon2 accepts, so hashing is microseconds, not 0.2 s.
TEST_PASSWORD_HASHER = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)


@pytest.fixture(scope="session", autouse=True)
def _cheap_password_hashing() -> Iterator[None]:
    """Swap the account service's hasher for the test profile for the whole run (in this process; of
    the subprocesses a test starts, only ``finkit serve`` through ``tests/loopback`` does the same)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(accounts_service, "_hasher", TEST_PASSWORD_HASHER)
        yield


@pytest.fixture(scope="session", autouse=True)
def _one_tls_context_per_setting() -> Iterator[None]:
    """httpx builds a TLS context for every client, even one that only ever speaks plain HTTP: loading the
    CA bundle is ~15-20 ms of CPU, paid by each ``httpx.get``/``post`` of the loopback tests and by each
    webhook delivery, model call and outbound fetch of the code under test (~700 a run). Nothing in the
    suite speaks TLS (no test server has a certificate, no test reaches beyond loopback), and a context built
    with httpx's defaults is the same every time, so this process builds one per setting (``trust_env`` and
    the ``SSL_CERT_FILE``/``SSL_CERT_DIR`` httpx reads) and its clients share it. Any other ``verify`` or a
    client certificate goes to httpx as given. Only this test process: the servers a test starts are as a
    person runs them."""
    original = httpx_transports.create_ssl_context
    built: dict[tuple[bool, str | None, str | None], ssl.SSLContext] = {}

    def shared(verify: object = True, cert: object = None, trust_env: bool = True) -> ssl.SSLContext:
        if verify is not True or cert:
            return original(verify=verify, cert=cert, trust_env=trust_env)  # type: ignore[arg-type]
        env = (os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR")) if trust_env else (None, None)
        key = (trust_env, *env)
        if key not in built:
            built[key] = original(verify=True, cert=None, trust_env=trust_env)
        return built[key]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(httpx_transports, "create_ssl_context", shared)
        yield


def pytest_configure(config: pytest.Config) -> None:
    """Test files (each test's SQLite databases, data dirs) live on a tmpfs when the machine has one.

    Only where pytest puts its temporary directories changes: the product's own SQLite settings (WAL,
    ``synchronous=NORMAL``) are the same, so every commit still does what it does for a user, but its
    checkpoints' fsyncs and the ~2 GB a run writes stay in memory (``tests/core/accounts`` and
    ``tests/core/files``: 11.2 s -> 7.9 s of wall, docs/testing.md round 21). ``--basetemp`` or
    ``PYTEST_DEBUG_TEMPROOT`` given by the caller win; xdist's workers get the controller's basetemp.
    """
    shm = Path("/dev/shm")
    caller_chose = config.option.basetemp is not None or "PYTEST_DEBUG_TEMPROOT" in os.environ
    if (
        not caller_chose
        and shm.is_dir()
        and os.access(shm, os.W_OK | os.X_OK)
        and _free_bytes(shm) >= SHM_NEEDED
    ):
        os.environ["PYTEST_DEBUG_TEMPROOT"] = str(shm)


#: What a run writes to its temporary directories at most (about 2 GB seen, three runs kept by pytest): a
#: small /dev/shm (a container's 64 MB default) would fill mid-run, so the disk is kept there.
SHM_NEEDED = 8 * 1024**3


def _free_bytes(path: Path) -> int:
    """Free bytes on the file system holding ``path``."""
    stat = os.statvfs(path)
    return stat.f_bavail * stat.f_frsize


@pytest.fixture(autouse=True)
def _isolated_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads the developer's real config, data dir or database."""
    for name in list(os.environ):
        if name.startswith("FINKIT_") and not name.startswith("FINKIT_TEST_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("FINKIT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FINKIT_SECRET_KEY", "test-secret-key-0123456789abcdef0123456789abcdef")


def create_postgres_database(base_url: str) -> str:
    """A new, empty database on the server of ``base_url``; returns its URL."""
    name = f"finkit_test_{WORKER}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
        # A throw-away database need not wait for its WAL to reach the disk at each commit: ~5-9 ms a
        # commit on this machine, ~1 ms without (tens of thousands of commits a run). Only a crash of
        # the PostgreSQL server could tell the difference (the last commits lost); what sessions see,
        # and when, is unchanged. Set on this database only, not on the shared server.
        conn.execute(text(f'ALTER DATABASE "{name}" SET synchronous_commit = off'))
    admin.dispose()
    return make_url(base_url).set(database=name).render_as_string(hide_password=False)


def drop_postgres_database(base_url: str, url: str) -> None:
    name = make_url(url).database
    admin = create_engine(base_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@contextmanager
def new_database(backend: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A new, empty database of ``backend`` while the block runs (PostgreSQL skips without its URL)."""
    if backend == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'finkit.db'}"
        return
    if not POSTGRES_URL:
        pytest.skip(SKIP_PG)
    url = create_postgres_database(POSTGRES_URL)
    try:
        yield url
    finally:
        drop_postgres_database(POSTGRES_URL, url)


#: This process's answer from ``migrated_sqlite_template`` (it is asked once per worker, not per test).
_TEMPLATE: dict[str, Path] = {}


def migrated_sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file with nothing written to it, made once per run and shared by every xdist
    worker (they share the parent of their base temp directories): the first worker to ask migrates it
    under a file lock, the others wait for it and copy it. Nothing opens it for writing; a database made
    from it is a copy (``copy_sqlite``), so a test's writes never reach it. Migrating a new SQLite file
    from nothing costs ~1.5 s of CPU with Alembic's import (0.6 s without), and each worker needed two
    (``MigratedDatabases`` and ``PristineDatabases``): with four workers, ~8 s per run instead of ~1.5 s."""
    if "sqlite" not in _TEMPLATE:
        base = tmp_path_factory.getbasetemp()
        root = base.parent if WORKER != "main" and fcntl is not None else base
        template = root / "migrated-template" / "finkit.db"
        ready = template.with_name("ready")  # written last: a worker that died mid-migration leaves none
        with _locked(root / "migrated-template.lock"):
            if not ready.exists():
                shutil.rmtree(template.parent, ignore_errors=True)
                template.parent.mkdir()
                Database(f"sqlite:///{template}").dispose()
                ready.write_text("migrated\n")
        _TEMPLATE["sqlite"] = template
    return _TEMPLATE["sqlite"]


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` while the block runs (between processes; POSIX ``flock``,
    released by the system if the holder dies). Without ``fcntl`` each worker has its own template."""
    if fcntl is None:
        yield
        return
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def copy_sqlite(source: Path, target: Path) -> None:
    """Copy a closed SQLite database file (with its WAL file, if one was left)."""
    for suffix in ("", "-wal"):  # SQLite removes the WAL file when the last connection closes
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


class MigratedDatabases:
    """The session's migrated database of each backend, made when first asked for and kept (open)
    until the session ends.

    Why not let the parametrised fixtures hold them: pytest keeps one value of a parametrised
    fixture at a time, and a file runs its ``sqlite`` tests then its ``postgres`` ones, so
    ``database_url`` was torn down and rebuilt at each switch, twice per file under xdist (whose
    ordering keeps files whole): a new database migrated from nothing, 1-5 s each. On SQLite-only runs
    too, as the skipped ``postgres`` value also replaced the cached one."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        self._tmp_path_factory = tmp_path_factory
        self._stack = ExitStack()
        self._urls: dict[str, str] = {}  # backend -> URL
        self._databases: dict[str, Database] = {}  # URL -> its open Database

    def url(self, backend: str) -> str:
        """The migrated database's URL for ``backend`` (PostgreSQL skips without its URL)."""
        if backend not in self._urls:
            url = self._stack.enter_context(new_database(backend, self._tmp_path_factory))
            if backend == "sqlite":  # a copy of the run's migrated file: ``Database`` finds it at head
                copy_sqlite(
                    migrated_sqlite_template(self._tmp_path_factory), Path(str(make_url(url).database))
                )
            self._databases[url] = Database(url)
            self._urls[backend] = url
        return self._urls[backend]

    def database(self, url: str) -> Database:
        """The open ``Database`` of a URL from ``url``."""
        return self._databases[url]

    def close(self) -> None:
        for db in self._databases.values():
            db.dispose()
        self._stack.close()


class PristineDatabases:
    """Databases of their own, each as a new migrated one is, for tests whose subject reads every
    account (``tests/own_database.py``); migrating a new database from nothing costs 1-3 s.

    SQLite: a copy of the run's migrated file (``migrated_sqlite_template``). PostgreSQL: one migrated database per worker, emptied
    after each test (every table but ``alembic_version``, which is all a migration writes; checked by
    ``test_own_database.py``). Not a copy per test: ``CREATE DATABASE … TEMPLATE`` is cheap, but
    each ``DROP DATABASE`` waits for a checkpoint (0.5-3 s here)."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        self._tmp_path_factory = tmp_path_factory
        self._stack = ExitStack()
        self._migrated: dict[str, str] = {}  # backend -> URL of its migrated database

    def _migrated_url(self, backend: str) -> str:
        if backend == "sqlite":  # only ever copied from, never opened
            return f"sqlite:///{migrated_sqlite_template(self._tmp_path_factory)}"
        if backend not in self._migrated:
            url = self._stack.enter_context(new_database(backend, self._tmp_path_factory))
            Database(url).dispose()
            self._migrated[backend] = url
        return self._migrated[backend]

    @contextmanager
    def database(self, backend: str) -> Iterator[str]:
        """A migrated database of ``backend`` with nothing written to it, while the block runs
        (PostgreSQL skips without its URL)."""
        migrated = self._migrated_url(backend)
        if backend == "sqlite":
            source = Path(str(make_url(migrated).database))
            target = self._tmp_path_factory.mktemp("db") / "finkit.db"
            copy_sqlite(source, target)
            yield f"sqlite:///{target}"
            return
        try:
            yield migrated
        finally:
            empty_postgres_database(migrated)

    def close(self) -> None:
        self._stack.close()


def empty_postgres_database(url: str) -> None:
    """Delete every row a test wrote: end the database's other sessions (a worker thread a test left
    running), delete the rows of every table but ``alembic_version`` and restart the sequences.

    ``DELETE`` with foreign-key triggers off (``session_replication_role``, a superuser's setting, as
    in ``.ci/run``) takes ~10 ms; ``TRUNCATE`` of ~60 tables, the fallback, ~1.2 s, as it makes new
    files for every table and index and syncs them at commit."""
    engine = create_engine(url)
    try:
        with engine.begin() as conn:  # one transaction: one commit to wait for
            conn.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            )
            tables = conn.scalars(
                text(
                    "SELECT quote_ident(tablename) FROM pg_tables"
                    " WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
                )
            ).all()
            sequences = conn.scalars(
                text("SELECT quote_ident(sequencename) FROM pg_sequences WHERE schemaname = 'public'")
            ).all()
            superuser = conn.scalar(text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user"))
            if superuser:
                conn.execute(text("SET LOCAL session_replication_role = replica"))
                for table in tables:
                    conn.execute(text(f"DELETE FROM {table}"))
                for sequence in sequences:
                    conn.execute(text(f"ALTER SEQUENCE {sequence} RESTART"))
            else:
                conn.execute(text(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE"))
    finally:
        engine.dispose()


@pytest.fixture(scope="session")
def pristine_databases(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PristineDatabases]:
    pristine = PristineDatabases(tmp_path_factory)
    yield pristine
    pristine.close()


@pytest.fixture(scope="session")
def migrated_databases(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MigratedDatabases]:
    pool = MigratedDatabases(tmp_path_factory)
    yield pool
    pool.close()


@pytest.fixture(scope="session", params=BACKENDS)
def database_url(request: pytest.FixtureRequest, migrated_databases: MigratedDatabases) -> str:
    """A migrated database URL per backend, shared by the session (tests isolate by account)."""
    return migrated_databases.url(request.param)


@pytest.fixture(scope="session")
def database(database_url: str, migrated_databases: MigratedDatabases) -> Database:
    return migrated_databases.database(database_url)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(
        data_dir=tmp_path / "data", secret_key="test-secret-key-0123456789abcdef0123456789abcdef"
    )


#: ``make_ctx``'s validated new-user input per (tier, currency, country), read once per process.
_NEW_USERS: dict[tuple[str, str, str], UserCreate] = {}


def _new_user(tier: str, currency: str, country: str, email: str | None) -> UserCreate | dict[str, str]:
    """``make_ctx``'s input to ``create_user``. Validating it checks the password policy (zxcvbn, ~1.5-2 ms:
    a sixth of a new account) and reads the same fields for every test, ~1,000 accounts a run; so
    the generated-e-mail case is validated once per process and copied with a new address (the address
    is ``user-<hex>@example.com``, which the e-mail check keeps as it is). A test's own ``email`` goes
    through the whole validation, as any caller's."""
    fields = {
        "email": email or "user-0000000000@example.com",
        "password": "Sup3r-secret!",
        "firstName": "Test",
        "lastName": "User",
        "tier": tier,
        "baseCurrency": currency,
        "country": country,
    }
    if email:
        return fields
    key = (tier, currency, country)
    if key not in _NEW_USERS:
        _NEW_USERS[key] = parse(UserCreate, fields)
    return _NEW_USERS[key].model_copy(update={"email": f"user-{uuid.uuid4().hex[:10]}@example.com"})


def shared_account(database: Database, tmp_path_factory: pytest.TempPathFactory) -> AccountContext:
    """A new account as ``ctx`` makes one, for a module-scoped fixture whose tests only read what it is
    given: its rows are written once per module instead of once per test (``tests/core/rules/test_conditions.py``,
    ``tests/core/analytics/test_analytics.py``). Its settings' data dir is the module's own."""
    settings = load_settings(
        data_dir=tmp_path_factory.mktemp("data"),
        secret_key="test-secret-key-0123456789abcdef0123456789abcdef",
    )
    user = create_user(database, _new_user("free", "AUD", "AU", None))
    return context_for_email(database, settings, user.email)


@pytest.fixture
def make_ctx(database: Database, settings: Settings) -> Callable[..., AccountContext]:
    """Build a new user and account (``tier``, ``currency``, ``country`` optional) and its context."""

    def factory(
        tier: str = "free", currency: str = "AUD", country: str = "AU", email: str | None = None
    ) -> AccountContext:
        user = create_user(database, _new_user(tier, currency, country, email))
        return context_for_email(database, settings, user.email)

    return factory


@pytest.fixture
def ctx(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    return make_ctx()


@pytest.fixture
def other_ctx(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    """A second account, for tenant-isolation tests."""
    return make_ctx()


@pytest.fixture
def fresh_sqlite_url(tmp_path: Path) -> str:
    """A URL for a database that does not exist yet (for init/migration tests)."""
    return f"sqlite:///{tmp_path / 'fresh' / 'finkit.db'}"


@pytest.fixture
def migrated_sqlite_url(pristine_databases: PristineDatabases) -> Iterator[str]:
    """A URL of a migrated SQLite database with nothing in it, this test's alone (a subprocess given a
    ``fresh_sqlite_url`` would spend ~1.5 s migrating it, for tests that are not about migrating)."""
    with pristine_databases.database("sqlite") as url:
        yield url


@pytest.fixture
def redis_url() -> str:
    if not REDIS_URL:
        pytest.skip(SKIP_REDIS)
    return REDIS_URL
