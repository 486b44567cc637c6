"""Set-based writes for imports: dedupe look-ups and bulk inserts, one chunk at a time.

SQLite goes through the raw DB-API cursor with plain tuples (``executemany``): this is the path the
1,000,000-row benchmark measures. Other databases (PostgreSQL) use SQLAlchemy Core ``insert()`` with
the dialect's ``ON CONFLICT DO NOTHING``. Both rely on the unique index
``uq_transactions_account_fingerprint``: a row whose fingerprint the account already has is skipped,
never duplicated, even if another import raced this one.

SQLite bulk mode: two ``AFTER INSERT`` triggers on ``transactions`` keep derived data in step row by row
(``transactions_fts_ai``: the FTS5 index, from 0007; ``trg_transaction_stats_insert``: the
``transaction_stats`` counters, from 0008). Fired a million times they cost more than the inserts
themselves, so for the length of an import the writer drops them *inside the import's own transaction*
and does their work set-based after each chunk: one ``INSERT INTO transactions_fts ... SELECT`` over
the rows added since the last chunk and one counter UPDATE per account. ``close()`` catches up and
re-creates them from their own stored SQL before the commit. SQLite DDL is transactional and there is
one writer at a time: other connections never see the triggers missing (they read the committed
schema, and wait for the write lock this transaction holds), and a failed import rolls the triggers
back together with its rows (docs/decisions/0016-import-performance.md).
"""

from __future__ import annotations

import json
import os
import struct
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.types import sqlite_datetime_text
from finkit.core.imports.rows import ImportRow
from finkit.core.money import to_storage
from finkit.core.transactions.models import Transaction

COLUMNS = (
    "id",
    "account_id",
    "bank_account_id",
    "date",
    "description",
    "amount",
    "currency",
    "type",
    "category_id",
    "merchant",
    "is_tax_deductible",
    "business_use_percentage",
    "gst_amount",
    "gst_rate",
    "gst_included",
    "notes",
    "tags",
    "source",
    "external_id",
    "fingerprint",
    "import_batch_id",
    "category_assigned_by",
    "category_locked",
    "category_confidence",
    "needs_review",
    "gst_treatment",
    "tax_user_set",
    "created_at",
    "updated_at",
)
_LOOKUP_GROUP = 5000
#: Per-row triggers suspended during an import, each with the set-based statements replacing it; ``?``
#: is the highest rowid already accounted for.
_FTS_TRIGGER = "transactions_fts_ai"
_STATS_TRIGGER = "trg_transaction_stats_insert"
_CATCH_UP = {
    _FTS_TRIGGER: (
        "INSERT INTO transactions_fts(rowid, description, merchant, notes) "
        "SELECT rowid, description, merchant, notes FROM transactions WHERE rowid > ?",
    ),
    _STATS_TRIGGER: (
        "INSERT OR IGNORE INTO transaction_stats (account_id, row_count, version) "
        "SELECT DISTINCT account_id, 0, 0 FROM transactions WHERE rowid > ?",
        "UPDATE transaction_stats SET row_count = row_count + n.added, version = version + 1 "
        "FROM (SELECT account_id, count(*) AS added FROM transactions WHERE rowid > ? GROUP BY account_id) "
        "AS n WHERE transaction_stats.account_id = n.account_id",
    ),
}
_PG_STAGE = "finkit_import_stage"
#: SQLite: the TEMP table an import's rules log into while it reads (``rules.triggers``), moved when it publishes.
RULE_LOG_STAGE = "finkit_import_rule_log"
#: ``session.info`` key of a staged import: the steps ``StagedWriter.publish`` runs inside the write lock
#: (work done while reading and written only then, like the rows: the import rules' run and log).
PUBLISH_STEPS = "finkit_import_publish_steps"
#: SQLite: the connection-private TEMP table a staged import writes its rows into (``imports.staging``).
STAGE = "finkit_import_stage"
_SQLITE_INSERT = (
    f"INSERT INTO transactions ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
    "ON CONFLICT (account_id, fingerprint) DO NOTHING"
)


_last_uuid_counter = 0


def _uuid7s(count: int) -> list[str]:
    """``count`` time-ordered (version 7) UUID strings: millisecond time, a counter, 62 random bits.

    Ordered ids make the primary-key index inserts append-mostly instead of random, which keeps a
    million-row import fast; they are still unique and unguessable enough for ids. Each id is built as
    two 64-bit integers and formatted once (slicing hex strings per field cost ~3 us an id).
    """
    global _last_uuid_counter
    start = max(int(time.time() * 1000) << 12, _last_uuid_counter + 1)
    _last_uuid_counter = start + count
    randoms = struct.unpack(f"<{count}Q", os.urandom(8 * count))
    out: list[str] = []
    append = out.append
    for t, r in zip(range(start, start + count), randoms, strict=True):
        # 48 bits of milliseconds, version 7, 12 counter bits | variant 10, 62 random bits
        h = f"{(t >> 12 << 16) | 0x7000 | (t & 0xFFF):016x}{(r & 0x3FFFFFFFFFFFFFFF) | 0x8000000000000000:016x}"
        append(f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}")
    return out


@contextmanager
def import_session(ctx: AccountContext) -> Iterator[Session]:
    """A unit of work like ``ctx.db.session()`` (commit at the end, roll back on any error).

    On SQLite, foreign-key checks are switched off for this one transaction (and back on before the
    connection returns to the pool): every key an import writes is valid by construction (the acting
    account, the import's own batch, categories loaded from the account), and the checks would
    otherwise cost about a third of a million-row insert.
    """
    if ctx.db.dialect != "sqlite":
        with ctx.db.session() as session:
            yield session
        return
    with ctx.db.engine.connect() as connection:
        connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
        connection.commit()
        try:
            with Session(bind=connection, expire_on_commit=False) as session:
                try:
                    yield session
                    session.commit()
                except BaseException:
                    session.rollback()
                    raise
        finally:
            connection.rollback()
            connection.exec_driver_sql(f"DROP TABLE IF EXISTS temp.{STAGE}")  # a staged import's rows
            connection.exec_driver_sql(f"DROP TABLE IF EXISTS temp.{RULE_LOG_STAGE}")  # and its rules' log
            connection.exec_driver_sql("PRAGMA foreign_keys=ON")
            connection.commit()


def _rate_storage(rate: Decimal | None) -> int | None:
    return None if rate is None else int(rate.scaleb(6).to_integral_value())


class ChunkWriter:
    """Writes one import's chunks into ``session``'s transaction."""

    #: Drop the per-row triggers when the writer starts (a staged writer does it when it publishes).
    suspend_at_start = True

    def __init__(
        self,
        session: Session,
        ctx: AccountContext,
        *,
        batch_id: str | None,
        now: datetime,
        bank_account_id: str | None = None,
    ) -> None:
        """``bank_account_id``: the account the rows go into (a bank feed, which has no bank accounts
        mapped yet, writes into the holder's default one)."""
        self.session = session
        self.ctx = ctx
        self.batch_id = batch_id
        if bank_account_id is None:
            from finkit.core.bank_accounts.service import default_in

            bank_account_id = default_in(session, ctx).id
        self.bank_account_id = bank_account_id
        self.sqlite = session.get_bind().dialect.name == "sqlite"
        self._raw: Any = None
        self._suspended: list[tuple[str, str]] = []  # (name, CREATE statement) of dropped triggers
        self._accounted_rowid = 0
        if self.sqlite:
            self._raw = session.connection().connection.driver_connection
            cursor = self._raw.cursor()
            # Bigger page cache for the random-key index inserts; per connection, reset in close().
            cursor.execute("PRAGMA cache_size=-131072")
            cursor.close()
            if batch_id is not None and self.suspend_at_start:
                self._suspend_triggers()
        self._date_text: dict[datetime, str] = {}
        self._processors: list[Any] | None = None  # PostgreSQL: each column's bind processor
        self._now_text = sqlite_datetime_text(now) if self.sqlite else None
        self.now = now

    def _suspend_triggers(self) -> None:
        """Drop the per-row insert triggers for this transaction (see the module docs)."""
        names = tuple(_CATCH_UP)
        self._suspended = [
            (name, sql)
            for name, sql in self._raw.execute(
                "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'transactions' "
                f"AND name IN ({', '.join('?' * len(names))})",
                names,
            ).fetchall()
        ]
        self._accounted_rowid = self._raw.execute(
            "SELECT coalesce(max(rowid), 0) FROM transactions"
        ).fetchone()[0]
        for name, _sql in self._suspended:
            self._raw.execute(f'DROP TRIGGER "{name}"')

    def _catch_up(self) -> None:
        """Do the suspended triggers' work for every row inserted since the last catch-up (by this
        writer or by anything else inside the transaction), set-based."""
        if not self._suspended:
            return
        last = self._raw.execute("SELECT coalesce(max(rowid), 0) FROM transactions").fetchone()[0]
        if last <= self._accounted_rowid:
            return
        for name, _sql in self._suspended:
            for statement in _CATCH_UP[name]:
                self._raw.execute(statement, (self._accounted_rowid,))
        self._accounted_rowid = last

    def existing(self, fingerprints: Sequence[str]) -> set[str]:
        """Which of ``fingerprints`` the account already has."""
        found: set[str] = set()
        for start in range(0, len(fingerprints), _LOOKUP_GROUP):
            group = fingerprints[start : start + _LOOKUP_GROUP]
            if self.sqlite:
                sql = (
                    "SELECT fingerprint FROM transactions WHERE account_id = ? AND fingerprint IN ("
                    + ",".join("?" * len(group))
                    + ")"
                )
                cursor = self._raw.execute(sql, (self.ctx.account_id, *group))
                found.update(row[0] for row in cursor.fetchall())
            else:
                found.update(
                    self.session.scalars(
                        select(Transaction.fingerprint).where(
                            Transaction.account_id == self.ctx.account_id, Transaction.fingerprint.in_(group)
                        )
                    )
                )
        return found

    def insert(self, rows: list[ImportRow]) -> int:
        """Insert ``rows``; returns how many were added (a fingerprint that appeared meanwhile is skipped)."""
        if not rows:
            return 0
        return self._insert_sqlite(rows) if self.sqlite else self._insert_core(rows)

    def _insert_sqlite(self, rows: list[ImportRow]) -> int:
        cursor = self._raw.cursor()
        try:
            cursor.executemany(_SQLITE_INSERT, self._sqlite_tuples(rows))
            added = int(cursor.rowcount)
        finally:
            cursor.close()
        self._catch_up()
        return added

    def _sqlite_tuples(self, rows: list[ImportRow]) -> list[tuple[Any, ...]]:
        """``rows`` as the values of ``COLUMNS``, in SQLite's storage formats, with new ids."""
        ids = _uuid7s(len(rows))
        account, batch, now = self.ctx.account_id, self.batch_id, self._now_text
        bank = self.bank_account_id
        dates = self._date_text
        tuples: list[tuple[Any, ...]] = []
        for row_id, row in zip(ids, rows, strict=True):
            day = dates.get(row.date)
            if day is None:
                day = dates[row.date] = sqlite_datetime_text(row.date.astimezone(UTC))
            amount = row.amount
            tuples.append(
                (
                    row_id,
                    account,
                    bank,
                    day,
                    row.description,
                    to_storage(amount),
                    row.currency,
                    "debit" if amount < 0 else "credit",
                    row.category_id,
                    row.merchant,
                    bool(row.is_tax_deductible),
                    None
                    if row.business_use_percentage is None
                    else _rate_storage(row.business_use_percentage),
                    None if row.gst_amount is None else to_storage(row.gst_amount),
                    None if row.gst_rate is None else _rate_storage(row.gst_rate),
                    row.gst_included,
                    row.notes,
                    json.dumps(row.tags) if row.tags else "[]",
                    row.source,
                    row.external_id,
                    row.fingerprint,
                    batch,
                    row.category_assigned_by,
                    False,
                    None if row.category_confidence is None else _rate_storage(row.category_confidence),
                    row.needs_review,
                    row.gst_treatment,
                    json.dumps(row.tax_user_set) if row.tax_user_set else "[]",
                    now,
                    now,
                )
            )
        return tuples

    def _insert_core(self, rows: list[ImportRow]) -> int:
        """PostgreSQL (the only non-SQLite database finkit supports): the chunk is streamed with ``COPY``
        into a temporary table of this transaction, then moved with one ``INSERT ... SELECT ... ON
        CONFLICT DO NOTHING`` (``COPY`` itself cannot skip a duplicate). Values go through each column's
        own SQLAlchemy bind processor, so they are stored exactly as an ORM insert would store them."""
        table = Transaction.__table__
        raw: Any = self.session.connection().connection.driver_connection
        if self._processors is None:
            dialect = self.session.get_bind().dialect
            self._processors = [
                # psycopg adapts a list as an array; the JSON columns need their JSON text in COPY
                json.dumps
                if isinstance(table.c[name].type, JSON)
                else table.c[name].type.bind_processor(dialect)
                for name in COLUMNS
            ]
        processors = self._processors
        ids = _uuid7s(len(rows))
        account, batch, now = self.ctx.account_id, self.batch_id, self.now
        bank = self.bank_account_id
        with raw.cursor() as cursor:
            cursor.execute(  # dropped with the transaction that made it (a rollback included)
                f"CREATE TEMPORARY TABLE IF NOT EXISTS {_PG_STAGE} ON COMMIT DROP AS "
                f"SELECT {', '.join(COLUMNS)} FROM transactions WITH NO DATA"
            )
            with cursor.copy(f"COPY {_PG_STAGE} ({', '.join(COLUMNS)}) FROM STDIN") as copy:
                for row_id, row in zip(ids, rows, strict=True):
                    values = (
                        row_id,
                        account,
                        bank,
                        row.date,
                        row.description,
                        row.amount,
                        row.currency,
                        "debit" if row.amount < 0 else "credit",
                        row.category_id,
                        row.merchant,
                        bool(row.is_tax_deductible),
                        row.business_use_percentage,
                        row.gst_amount,
                        row.gst_rate,
                        row.gst_included,
                        row.notes,
                        list(row.tags),
                        row.source,
                        row.external_id,
                        row.fingerprint,
                        batch,
                        row.category_assigned_by,
                        False,
                        row.category_confidence,
                        row.needs_review,
                        row.gst_treatment,
                        list(row.tax_user_set),
                        now,
                        now,
                    )
                    copy.write_row(
                        [
                            value if process is None or value is None else process(value)
                            for process, value in zip(processors, values, strict=True)
                        ]
                    )
            cursor.execute(
                f"INSERT INTO transactions ({', '.join(COLUMNS)}) SELECT {', '.join(COLUMNS)} FROM {_PG_STAGE} "
                "ON CONFLICT (account_id, fingerprint) DO NOTHING"
            )
            added = int(cursor.rowcount)
            cursor.execute(f"TRUNCATE {_PG_STAGE}")
        return added

    def close(self) -> None:
        """Catch up and restore the suspended triggers (before the commit), and the page cache."""
        if self.sqlite and self._raw is not None:
            try:
                self._catch_up()
            finally:
                for _name, sql in self._suspended:
                    self._raw.execute(sql)
                self._suspended = []
                self._raw.execute("PRAGMA cache_size=-2000")
