"""Bulk imports keep full text and ``transaction_stats`` exact.

On SQLite the import pipeline suspends the per-row ``AFTER INSERT`` triggers (FTS5 index, stats
counters) inside its own transaction and does their work set-based per chunk
(``finkit.core.imports.writer``); these tests hold it to the triggers' results on both databases.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select, text

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.imports import pipeline
from finkit.core.search.service import search
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.stats import TransactionStats
from finkit.core.usecases.imports import PIPELINE, import_file
from finkit.core.usecases.transactions import create_transaction, list_transactions

SUSPENDED = {"transactions_fts_ai", "trg_transaction_stats_insert"}


def statement(rows: int, *, bad_line: int | None = None, first: int = 0) -> bytes:
    """A CommBank-style CSV whose row ``i`` carries the unique word ``ref<i>x``."""
    lines = []
    for i in range(first, first + rows):
        amount = "oops" if bad_line == i else f"-{1 + i % 97}.{i % 100:02d}"
        shop = ("WOMBAT GROCER", "QUOKKA FUEL", "NUMBAT CAFE")[i % 3]
        lines.append(f'{1 + i % 28:02d}/0{1 + i % 9}/2025,"{amount}","{shop} REF{i}X",""')
    return ("\r\n".join(lines) + "\r\n").encode()


def stats_row_count(ctx: AccountContext) -> int:
    with ctx.db.session() as session:
        return int(
            session.scalar(
                select(TransactionStats.row_count).where(TransactionStats.account_id == ctx.account_id)
            )
            or 0
        )


def real_count(ctx: AccountContext) -> int:
    with ctx.db.session() as session:
        return int(
            session.scalar(
                select(func.count()).select_from(Transaction).where(Transaction.account_id == ctx.account_id)
            )
            or 0
        )


def insert_triggers(ctx: AccountContext) -> set[str]:
    with ctx.db.session() as session:
        rows = session.execute(
            text("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'transactions'")
        )
        return {r[0] for r in rows} & SUSPENDED


def found(ctx: AccountContext, query: str) -> list[str]:
    return [h.title for h in search(ctx, query=query, kinds=["transaction"], limit=200, mode="strict").hits]


@pytest.fixture
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(pipeline, "CHUNK_ROWS", 97)  # many chunks, each caught up on its own
    yield


def check_in_step(ctx: AccountContext, rows: int, *, first: int = 0) -> None:
    assert stats_row_count(ctx) == real_count(ctx)
    assert list_transactions(ctx, {"limit": 1}).pagination.total == real_count(ctx)
    for i in (first, first + rows // 2, first + rows - 1):  # first, middle and last chunk
        assert found(ctx, f"ref{i}x") == [f"{('WOMBAT GROCER', 'QUOKKA FUEL', 'NUMBAT CAFE')[i % 3]} REF{i}X"]
    if ctx.db.dialect == "sqlite":
        assert insert_triggers(ctx) == SUSPENDED  # back in place
        with ctx.db.session() as session:  # the FTS5 index matches its content table exactly
            session.execute(
                text("INSERT INTO transactions_fts(transactions_fts, rank) VALUES ('integrity-check', 1)")
            )
            matched = session.scalar(
                text(
                    "SELECT count(*) FROM transactions_fts JOIN transactions ON transactions.rowid = transactions_fts.rowid "
                    "WHERE transactions_fts MATCH 'quokka' AND transactions.account_id = :a"
                ),
                {"a": ctx.account_id},
            )
            assert matched == session.scalar(
                text(
                    "SELECT count(*) FROM transactions WHERE account_id = :a AND description LIKE '%QUOKKA%'"
                ),
                {"a": ctx.account_id},
            )


def test_large_import_is_searchable_and_counted(
    ctx: AccountContext, other_ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file of more than one chunk, the last one partial. The chunk is 2,000 rows here, not the real
    20,000: the same code at a tenth of the rows (25,000 rows cost ~75 s of CPU over both backends, round
    23); the real size's speed is bench/'s to measure."""
    monkeypatch.setattr(pipeline, "CHUNK_ROWS", 2_000)
    create_transaction(ctx, data={"date": "2025-01-01", "description": "manual before", "amount": "-1"})
    report = import_file(ctx, data=statement(2_500), file_name="big.csv")  # two chunks of 2,000
    assert report.added == 2_500
    check_in_step(ctx, 2_500)
    assert found(other_ctx, "ref7x") == [] and stats_row_count(other_ctx) == 0
    again = import_file(ctx, data=statement(2_500), file_name="big.csv")
    assert (again.added, again.duplicates) == (0, 2_500)
    assert stats_row_count(ctx) == real_count(ctx) == 2_501
    after = create_transaction(
        ctx, data={"date": "2025-01-01", "description": "manual wallaby", "amount": "-2"}
    )
    assert found(ctx, "wallaby") == [after.description]  # per-row triggers work again
    assert stats_row_count(ctx) == 2_502


def test_many_chunks_and_overlap(ctx: AccountContext, small_chunks: None) -> None:
    import_file(ctx, data=statement(1_000), file_name="a.csv")
    check_in_step(ctx, 1_000)
    overlap = import_file(ctx, data=statement(1_000, first=500), file_name="b.csv")
    assert (overlap.added, overlap.duplicates) == (500, 500)
    check_in_step(ctx, 1_000, first=500)
    assert real_count(ctx) == 1_500


def test_refused_file_leaves_index_stats_and_triggers_unchanged(
    ctx: AccountContext, small_chunks: None
) -> None:
    import_file(ctx, data=statement(300), file_name="a.csv")
    with pytest.raises(ValidationError):
        import_file(ctx, data=statement(2_500, first=300, bad_line=2_700), file_name="b.csv")
    assert real_count(ctx) == stats_row_count(ctx) == 300
    assert found(ctx, "ref320x") == []
    check_in_step(ctx, 300)


def test_crash_mid_import_rolls_everything_back(
    ctx: AccountContext, small_chunks: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_file(ctx, data=statement(300), file_name="a.csv")
    calls = []
    real_step = PIPELINE.settle

    # PostgreSQL settles each chunk as it is inserted: fail the third. SQLite settles once every staged
    # row was published into the transaction (imports.staging): fail that one.
    failing_call = 1 if ctx.db.dialect == "sqlite" else 3

    def boom(*args: object) -> None:
        calls.append(1)
        if len(calls) == failing_call:
            raise RuntimeError("disk on fire")
        real_step(*args)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(PIPELINE, "settle", boom)  # the pipeline's after-insert step
        with pytest.raises(RuntimeError):
            import_file(ctx, data=statement(500, first=300), file_name="b.csv")
    assert real_count(ctx) == stats_row_count(ctx) == 300
    assert found(ctx, "ref320x") == []
    check_in_step(ctx, 300)
    import_file(ctx, data=statement(500, first=300), file_name="b.csv")
    check_in_step(ctx, 500, first=300)
    assert stats_row_count(ctx) == real_count(ctx) == 800


def test_rows_inserted_by_a_step_during_the_import_are_indexed_too(
    ctx: AccountContext, small_chunks: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_step = PIPELINE.settle
    calls = []

    def add_one(session, hook_ctx, changes) -> None:  # type: ignore[no-untyped-def]
        real_step(session, hook_ctx, changes)
        rows = changes.imported
        calls.append(1)
        if len(calls) == 1:
            session.add(
                Transaction(
                    account_id=hook_ctx.account_id,
                    date=rows[0].date,
                    description="hooked echidna",
                    amount=-1,
                    currency="AUD",
                    type="debit",
                    source="manual",
                )
            )
            session.flush()

    monkeypatch.setattr(PIPELINE, "settle", add_one)
    import_file(ctx, data=statement(300), file_name="a.csv")
    assert found(ctx, "echidna") == ["hooked echidna"]
    assert stats_row_count(ctx) == real_count(ctx) == 301


def test_file_path_import(ctx: AccountContext, tmp_path: Path) -> None:
    path = tmp_path / "s.csv"
    path.write_bytes(statement(50))
    import_file(ctx, path=path)
    check_in_step(ctx, 50)
