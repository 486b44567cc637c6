"""SQLite: an import prepared without the write lock, then made visible in one short write (issue 24).

SQLite has one writer. An import used to take the write lock with its first statement and keep it while
it read, parsed, deduped, categorised and inserted the whole file: another account's write waited the
busy timeout (10 s) and got a 503. Now a file import on SQLite runs in two phases on one connection:

1. **Reading** (no write lock): the file is read, each chunk deduped against the account's stored
   fingerprints, passed through the pipeline's row steps, and its finished rows (new ids, storage
   formats) appended to a TEMP table of the import's own connection (``writer.STAGE``). SQLite's temp
   database belongs to that connection alone and takes no lock on the main database; it lives in a file
   SQLite unlinks as it opens it, so a crash (kill -9 included) leaves nothing to clean up, and nothing
   staged is ever visible to anyone else.
2. **Publishing** (``take_write_lock`` then ``publish``): ``BEGIN IMMEDIATE``, then every staged row is
   moved with one ``INSERT ... SELECT`` (the per-row triggers suspended, their work done set-based, as in
   ``writer.ChunkWriter``), the import rules' run and log written (staged the same way while reading,
   ``writer.PUBLISH_STEPS``), the batch and activity rows written and the transaction committed. The
   import is still one transaction: all of its rows or none. The lock is held for that set-based move
   only, which is done by SQLite in C with no Python per row.

Between the phases another import of the same account may have committed some of the same rows. The
move skips them (the unique fingerprint index), so it inserts fewer rows than were staged; the counts,
the balance proof and the events were worked out on the older state, so ``publish`` then raises
``ImportRaced`` and the caller rolls back and reads the file again (``pipeline.import_file``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.locks import begin_immediate
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.writer import _SQLITE_INSERT, COLUMNS, PUBLISH_STEPS, STAGE, ChunkWriter
from finkit.core.money import from_storage

_STAGE_INSERT = f"INSERT INTO temp.{STAGE} ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"
#: The staged rows into ``transactions``: the same statement as a direct insert, reading the stage.
_MOVE = (
    _SQLITE_INSERT.split(" VALUES ", 1)[0]
    + f" SELECT {', '.join(COLUMNS)} FROM temp.{STAGE} WHERE true ORDER BY rowid"
    + " ON CONFLICT (account_id, fingerprint) DO NOTHING"
)
_EVENT_ROWS = (
    f"SELECT date, description, amount, currency, source, category_id, fingerprint FROM temp.{STAGE} "
    "WHERE category_id IS NOT NULL ORDER BY rowid"
)


#: Rows settled first, before reading the rest: enough to learn whether the account wants their events.
FIRST_EVENT_ROWS = 100


class ImportRaced(Exception):
    """Another import of the account committed some of the same rows between reading and publishing."""


class StagedWriter(ChunkWriter):
    """A ``ChunkWriter`` whose ``insert`` stages rows (no write lock) until ``publish`` (SQLite only)."""

    suspend_at_start = False

    def __init__(
        self, session: Session, ctx: AccountContext, *, batch_id: str, now: datetime, bank_account_id: str
    ) -> None:
        super().__init__(session, ctx, batch_id=batch_id, now=now, bank_account_id=bank_account_id)
        assert self.sqlite, "staging is SQLite's: PostgreSQL has no database-wide write lock"
        self.staged = 0
        self.locked = False  # the write lock is taken (``take_write_lock``)
        self._raw.execute(f"DROP TABLE IF EXISTS temp.{STAGE}")
        self._raw.execute(f"CREATE TEMP TABLE {STAGE} ({', '.join(COLUMNS)})")
        # Row steps that wrote while reading would take the write lock: they add here what to write then.
        self._publish_steps: list[Callable[[], None]] = []
        session.info[PUBLISH_STEPS] = self._publish_steps

    def insert(self, rows: list[ImportRow]) -> int:
        """Stage ``rows``; every one is counted as added until ``publish`` says otherwise."""
        if rows:
            self._raw.executemany(_STAGE_INSERT, self._sqlite_tuples(rows))
            self.staged += len(rows)
        return len(rows)

    def close(self) -> None:
        """Nothing to finish before ``publish``: the triggers are suspended there."""

    def take_write_lock(self) -> None:
        """End the reading phase (its staged rows kept) and take SQLite's write lock (``begin_immediate``)."""
        begin_immediate(self._raw)
        self.locked = True

    def publish(self) -> int:
        """Move the staged rows into ``transactions`` (inside the write lock); returns how many."""
        assert self.locked, "take_write_lock first"
        added = 0
        if self.staged:  # else every row was a duplicate: nothing to move, no triggers to touch
            self._suspend_triggers()
            try:
                added = int(self._raw.execute(_MOVE).rowcount)
            finally:
                super().close()  # catch up and restore the triggers
            if added != self.staged:
                raise ImportRaced(f"{self.staged - added} of {self.staged} rows were added meanwhile")
        else:
            super().close()
        self.session.info.pop(PUBLISH_STEPS, None)
        for step in self._publish_steps:  # the import rules' run and log (``rules.triggers``)
            step()
        return added

    def staged_chunks(self, size: int) -> Iterator[list[ImportRow]]:
        """The published rows an event may be about (the categorised ones), for the pipeline's
        ``settle``: a first few (whether the account wants events at all is then known), then ``size``
        at a time."""
        cursor = self._raw.execute(_EVENT_ROWS)
        days: dict[str, datetime] = {}
        take = FIRST_EVENT_ROWS
        while batch := cursor.fetchmany(take):
            take = size
            rows: list[ImportRow] = []
            for day_text, description, amount, currency, source, category_id, fingerprint in batch:
                day = days.get(day_text)
                if day is None:
                    day = days[day_text] = datetime.fromisoformat(day_text).replace(tzinfo=UTC)
                rows.append(
                    ImportRow(
                        date=day,
                        description=description,
                        amount=from_storage(amount),
                        currency=currency,
                        source=source,
                        category_id=category_id,
                        fingerprint=fingerprint,
                    )
                )
            yield rows
