"""A cap on the rows of one import file (issue 24, SQLite fairness): an import's publish holds SQLite's
write lock for a time that grows with its rows (decision 0032), so a file past ``import_max_rows`` is
refused, naming the limit, before anything is published; every row of the file counts (valid, invalid,
zero-amount)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import PayloadTooLargeError
from finkit.core.imports import row_cap, staging
from finkit.core.settings import Settings, load_settings
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

CAP = 5


def _capped(ctx: AccountContext) -> AccountContext:
    return replace(ctx, settings=ctx.settings.model_copy(update={"import_max_rows": CAP}))


def _csv(rows: int, *, zero_at: int | None = None, bad_at: int | None = None) -> bytes:
    lines = ["Date,Amount,Description"]
    for n in range(1, rows + 1):
        amount = "0.00" if n == zero_at else "abc" if n == bad_at else f"-{n}.50"
        lines.append(f"2026-06-{n:02d},{amount},SHOP NUMBER {n}")
    return ("\n".join(lines) + "\n").encode()


def _count(ctx: AccountContext) -> int:
    return list_transactions(ctx).pagination.total


def test_unset_the_cap_follows_the_database() -> None:
    assert Settings.model_fields["import_max_rows"].default is None
    assert (row_cap.MAX_ROWS, row_cap.SHARED_SQLITE_MAX_ROWS) == (1_000_000, 50_000)


def _account(db: Database, data_dir: Path, email: str) -> AccountContext:
    create_user(db, {"email": email, "password": "Sup3r-secret!", "firstName": "T", "lastName": "U"})
    return context_for_email(db, load_settings(data_dir=data_dir, secret_key="f" * 48), email)


def test_a_sqlite_database_several_accounts_share_takes_smaller_files(
    migrated_sqlite_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One account alone holds nobody up: the million-row cap. Once another account shares the SQLite
    database, a file's publish would hold that account's writes, so the smaller cap applies, and the
    refusal says why."""
    monkeypatch.setattr(row_cap, "SHARED_SQLITE_MAX_ROWS", CAP)
    db = Database(migrated_sqlite_url, migrate=False)
    alone = _account(db, tmp_path, "alone@example.com")
    assert import_file(alone, data=_csv(CAP + 1), file_name="alone.csv").added == CAP + 1
    other = _account(db, tmp_path, "neighbour@example.com")
    with pytest.raises(PayloadTooLargeError) as refused:
        import_file(other, data=_csv(CAP + 1), file_name="shared.csv")
    assert "shared.csv has more than 5 rows" in refused.value.message
    assert "SQLite database that 2 accounts share" in refused.value.message
    assert _count(other) == 0
    assert import_file(other, data=_csv(CAP), file_name="five.csv").added == CAP


def test_postgresql_keeps_the_large_cap(
    ctx: AccountContext, other_ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL has no database-wide write lock: however many accounts share it, the large cap."""
    monkeypatch.setattr(row_cap, "SHARED_SQLITE_MAX_ROWS", CAP)
    if ctx.db.dialect == "sqlite":
        pytest.skip("the shared test database holds many accounts: the SQLite case is tested above")
    assert import_file(other_ctx, data=_csv(CAP + 1), file_name="pg.csv").added == CAP + 1


@pytest.mark.parametrize("kind", ["zero", "invalid"])
def test_every_row_of_the_file_counts_towards_the_cap(ctx: AccountContext, kind: str) -> None:
    """A zero-amount (ignored) or invalid row is still a row the import reads."""
    data = _csv(CAP + 1, zero_at=2) if kind == "zero" else _csv(CAP + 1, bad_at=2)
    with pytest.raises(PayloadTooLargeError, match="more than 5 rows"):
        import_file(_capped(ctx), data=data, file_name="big.csv", skip_invalid=True)
    assert _count(ctx) == 0


def test_a_refused_file_never_takes_the_write_lock(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    taken: list[int] = []
    take = staging.StagedWriter.take_write_lock

    def spy(writer: staging.StagedWriter) -> None:
        taken.append(writer.staged)
        take(writer)

    monkeypatch.setattr(staging.StagedWriter, "take_write_lock", spy)
    with pytest.raises(PayloadTooLargeError):
        import_file(_capped(ctx), data=_csv(CAP + 1), file_name="big.csv")
    assert taken == []
