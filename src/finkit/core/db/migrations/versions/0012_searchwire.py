"""searchwire: one redundant transactions index dropped; search entries backfilled for records written
before their areas indexed them.

- ``ix_transactions_account_category`` (account_id, category_id) is dropped: it is a leading prefix of
  ``ix_transactions_account_category_date`` (0008), which serves every query it served, and every
  index on ``transactions`` costs a B-tree insert per imported row
  (docs/decisions/0016-import-performance.md).
- Search entries of expenses, bills, receipts, vehicles, trips, travel records and conversations: once
  the database is at head, ``finkit.core.search.service:rebuild_search_index`` builds them from those
  tables (queued through ``config.attributes['after_upgrade']``, see ``finkit.core.db.migrate``; it runs
  with the code of the head revision, so this file stays free of application imports).

Revision ID: 0012_searchwire
Revises: 0001_foundation
Create Date: 2026-11-21 21:55:00
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import context, op

revision: str = "0012_searchwire"
down_revision: str | Sequence[str] | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Order-independent on purpose (it branches from 0001 like the others): the index it drops is 0001's,
# and the backfill runs only once every branch is at head.


def upgrade() -> None:
    # Plain DROP INDEX (a batch operation could copy the table and renumber the rowids FTS5 points at).
    op.drop_index("ix_transactions_account_category", table_name="transactions")
    context.config.attributes.setdefault("after_upgrade", []).append(
        "finkit.core.search.service:rebuild_search_index"
    )


def downgrade() -> None:
    op.create_index("ix_transactions_account_category", "transactions", ["account_id", "category_id"])
