"""Bank accounts: the ``bank_accounts`` table, ``transactions.bank_account_id``, one default account per
holder, and every existing row moved into it.

The move is one set-based UPDATE per id range of ``CHUNK`` rows (keyset over ``transactions.id``), so a
million-row database is moved in bounded statements on SQLite and PostgreSQL alike. On SQLite the
per-row ``trg_transaction_stats_update`` trigger would fire once per moved row; it is dropped for the
move and re-created from its own stored SQL (inside the migration's transaction), and the stats
version bumped once per holder instead.

Dedupe keys: the unique index stays ``(account_id, fingerprint)``. Rows in the default account keep
their fingerprints as they are (nothing is re-imported twice); imports into any other bank account
namespace their fingerprints with that account's id (``bank_accounts.service.dedupe_namespace``).

Revision ID: 0027_bank_accounts
Revises: 0026_review_label_width
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0027_bank_accounts"
down_revision: str | Sequence[str] | None = "0026_review_label_width"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: Rows per UPDATE; ``FINKIT_MIGRATION_CHUNK_ROWS`` overrides it (tests use a tiny chunk to cross ranges).
CHUNK = int(os.environ.get("FINKIT_MIGRATION_CHUNK_ROWS", "50000"))
_STATS_UPDATE_TRIGGER = "trg_transaction_stats_update"


def upgrade() -> None:
    op.create_table(
        "bank_accounts",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=20), nullable=False),
        sa.Column("institution", sa.String(length=100), nullable=True),
        sa.Column("last4", sa.String(length=4), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("opening_balance", sa.BigInteger(), nullable=False),
        sa.Column("opening_date", sa.Date(), nullable=True),
        sa.Column("is_default", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_bank_accounts_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bank_accounts")),
    )
    op.create_index("uq_bank_accounts_account_name", "bank_accounts", ["account_id", "name"], unique=True)
    bind = op.get_bind()
    sqlite = bind.dialect.name == "sqlite"
    if sqlite:  # SQLite adds a column with a REFERENCES clause in place (no table rebuild)
        op.execute(
            "ALTER TABLE transactions ADD COLUMN bank_account_id VARCHAR(36) REFERENCES bank_accounts (id)"
        )
    else:
        op.add_column("transactions", sa.Column("bank_account_id", sa.String(length=36), nullable=True))
        op.create_foreign_key(
            op.f("fk_transactions_bank_account_id_bank_accounts"),
            "transactions",
            "bank_accounts",
            ["bank_account_id"],
            ["id"],
        )
    _default_accounts(bind)
    _move_rows(bind, sqlite=sqlite)
    op.create_index("ix_transactions_bank_account_date", "transactions", ["bank_account_id", "date"])


def _default_accounts(bind: sa.engine.Connection) -> None:
    """One ``Main`` account per holder, in the holder's base currency, marked default."""
    now = datetime.now(UTC)
    holders = bind.execute(sa.text("SELECT id, base_currency FROM accounts")).all()
    table = sa.table(
        "bank_accounts",
        *(sa.column(c) for c in ("id", "account_id", "name", "type", "currency", "opening_balance")),
        sa.column("is_default", sa.Boolean()),
        sa.column("created_at", sa.DateTime(timezone=True)),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    rows = [
        {
            "id": str(uuid.uuid4()),
            "account_id": holder.id,
            "name": "Main",
            "type": "everyday",
            "currency": holder.base_currency or "AUD",
            "opening_balance": 0,
            "is_default": True,
            "created_at": now,
            "updated_at": now,
        }
        for holder in holders
    ]
    for start in range(0, len(rows), 1000):
        bind.execute(sa.insert(table), rows[start : start + 1000])


def _move_rows(bind: sa.engine.Connection, *, sqlite: bool) -> None:
    """Every existing row into its holder's default account, ``CHUNK`` ids at a time."""
    started = time.perf_counter()
    trigger = None
    if sqlite:
        trigger = bind.execute(
            sa.text("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = :n"),
            {"n": _STATS_UPDATE_TRIGGER},
        ).scalar()
        if trigger:
            bind.execute(sa.text(f'DROP TRIGGER "{_STATS_UPDATE_TRIGGER}"'))
    move = sa.text(
        "UPDATE transactions SET bank_account_id = (SELECT b.id FROM bank_accounts b "
        "WHERE b.account_id = transactions.account_id AND b.is_default) "
        "WHERE id > :low AND id <= :high"
        if sqlite
        else "UPDATE transactions AS t SET bank_account_id = b.id FROM bank_accounts AS b "
        "WHERE b.account_id = t.account_id AND b.is_default AND t.id > :low AND t.id <= :high"
    )
    low = ""
    moved = 0
    while True:
        high = bind.execute(
            sa.text("SELECT id FROM transactions WHERE id > :low ORDER BY id LIMIT 1 OFFSET :skip"),
            {"low": low, "skip": CHUNK - 1},
        ).scalar()
        if high is None:  # the last, partial chunk
            high = bind.execute(
                sa.text("SELECT max(id) FROM transactions WHERE id > :low"), {"low": low}
            ).scalar()
            if high is None:
                break
        moved += bind.execute(move, {"low": low, "high": high}).rowcount or 0
        low = high
    if sqlite and trigger:
        bind.execute(sa.text(trigger))
        bind.execute(sa.text("UPDATE transaction_stats SET version = version + 1"))
    if moved:
        print(f"0027_bank_accounts: moved {moved} transactions in {time.perf_counter() - started:.1f} s")


def downgrade() -> None:
    op.drop_index("ix_transactions_bank_account_date", table_name="transactions")
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE transactions DROP COLUMN bank_account_id")
    else:
        op.drop_constraint(
            op.f("fk_transactions_bank_account_id_bank_accounts"), "transactions", type_="foreignkey"
        )
        op.drop_column("transactions", "bank_account_id")
    op.drop_index("uq_bank_accounts_account_name", table_name="bank_accounts")
    op.drop_table("bank_accounts")
