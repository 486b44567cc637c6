"""SQLite: the words of deleted rows taken out of the full-text indexes for real (issue 24).

An FTS5 index is a set of segments. Deleting a row (the ``*_fts_ad`` triggers) writes a delete marker
into a new segment; the row's words stay in the older segments, readable in the ``*_fts_data`` shadow
table (and in the file), until the segments holding them are merged. So a deleted account's
descriptions, merchants and notes outlived it. SQLite 3.42's ``secure-delete`` option would remove them
at once, but finkit runs on older SQLite too.

``purge_deleted_words`` merges each index down to one segment with FTS5's incremental ``merge``
command, ``MERGE_PAGES`` pages per step, each step its own short transaction (so other accounts'
writes go on between steps; ``optimize`` would do the same in one long transaction). Merging drops
every deleted row's words and delete markers. The connection runs with ``PRAGMA secure_delete=ON``,
so the pages freed are overwritten with zeros, and the write-ahead log is checkpointed and truncated
at the end when no reader holds it, so old copies of the pages do not stay there either.

The work is proportional to the size of the whole index, not the account's: acceptable for a rare
operation (an account deleted), done in steps that never hold the write lock for long. PostgreSQL
needs none of this: its text search is an index over the rows, whose dead entries VACUUM removes.
"""

from __future__ import annotations

from finkit.core.db.engine import Database

#: The FTS5 indexes (migration 0007): transactions and the other kinds' search documents.
FTS_TABLES = ("transactions_fts", "search_documents_fts")
#: Pages of index one merge step writes (about 2 MB at 4 KB pages).
MERGE_PAGES = 500
#: A bound on steps per index, so writers that keep adding segments cannot keep the purge going forever.
MAX_STEPS = 10_000


def purge_deleted_words(db: Database) -> int:
    """Merge every FTS5 index until no deleted row's words remain; returns the merge steps taken."""
    if db.dialect != "sqlite":
        return 0
    steps = 0
    with db.engine.connect() as connection:
        raw = connection.connection.driver_connection
        assert raw is not None
        connection.exec_driver_sql("PRAGMA secure_delete=ON")
        try:
            for table in FTS_TABLES:
                for _ in range(MAX_STEPS):
                    before = raw.total_changes
                    connection.exec_driver_sql(
                        f"INSERT INTO {table}({table}, rank) VALUES ('merge', -{MERGE_PAGES})"
                    )
                    connection.commit()
                    steps += 1
                    if raw.total_changes - before < 2:  # FTS5's own sign that nothing was left to merge
                        break
            connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            connection.rollback()
            connection.exec_driver_sql("PRAGMA secure_delete=OFF")
            connection.commit()
    return steps
