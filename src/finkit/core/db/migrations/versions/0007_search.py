"""search: search_documents table and full-text indexes over transactions and documents

SQLite: FTS5 external-content tables kept in step by triggers (so ORM writes and the import pipeline's
bulk inserts are indexed alike, without Python per row). PostgreSQL: expression GIN indexes over
weighted tsvectors (merchant A, description/title B, notes/body C); no column is added to transactions.

The expressions here are frozen copies of ``finkit.core.search.fts``; a test checks they still match
(PostgreSQL uses the index only when the query repeats the indexed expression).

Revision ID: 0007_search
Revises: 0001_foundation
Create Date: 2026-11-21 21:18:36.289369
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_search"
down_revision: str | Sequence[str] | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TOKENIZE = "porter unicode61 remove_diacritics 2"

TX_VECTOR = (
    "(setweight(to_tsvector('english'::regconfig, coalesce(merchant, '')), 'A') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(notes, '')), 'C'))"
)
DOC_VECTOR = (
    "(setweight(to_tsvector('english'::regconfig, coalesce(merchant, '')), 'A') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'B') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C'))"
)

SQLITE_UP = [
    # Transactions: indexed in place (external content); rowid is the transactions table's rowid.
    f"""CREATE VIRTUAL TABLE transactions_fts USING fts5(
        description, merchant, notes, content='transactions', content_rowid='rowid', tokenize='{TOKENIZE}')""",
    """CREATE TRIGGER transactions_fts_ai AFTER INSERT ON transactions BEGIN
        INSERT INTO transactions_fts(rowid, description, merchant, notes)
        VALUES (new.rowid, new.description, new.merchant, new.notes);
    END""",
    """CREATE TRIGGER transactions_fts_ad AFTER DELETE ON transactions BEGIN
        INSERT INTO transactions_fts(transactions_fts, rowid, description, merchant, notes)
        VALUES ('delete', old.rowid, old.description, old.merchant, old.notes);
    END""",
    """CREATE TRIGGER transactions_fts_au AFTER UPDATE OF description, merchant, notes ON transactions BEGIN
        INSERT INTO transactions_fts(transactions_fts, rowid, description, merchant, notes)
        VALUES ('delete', old.rowid, old.description, old.merchant, old.notes);
        INSERT INTO transactions_fts(rowid, description, merchant, notes)
        VALUES (new.rowid, new.description, new.merchant, new.notes);
    END""",
    "INSERT INTO transactions_fts(transactions_fts) VALUES ('rebuild')",
    # Documents of the other kinds.
    f"""CREATE VIRTUAL TABLE search_documents_fts USING fts5(
        title, body, merchant, content='search_documents', content_rowid='doc_id', tokenize='{TOKENIZE}')""",
    """CREATE TRIGGER search_documents_fts_ai AFTER INSERT ON search_documents BEGIN
        INSERT INTO search_documents_fts(rowid, title, body, merchant)
        VALUES (new.doc_id, new.title, new.body, new.merchant);
    END""",
    """CREATE TRIGGER search_documents_fts_ad AFTER DELETE ON search_documents BEGIN
        INSERT INTO search_documents_fts(search_documents_fts, rowid, title, body, merchant)
        VALUES ('delete', old.doc_id, old.title, old.body, old.merchant);
    END""",
    """CREATE TRIGGER search_documents_fts_au AFTER UPDATE OF title, body, merchant ON search_documents BEGIN
        INSERT INTO search_documents_fts(search_documents_fts, rowid, title, body, merchant)
        VALUES ('delete', old.doc_id, old.title, old.body, old.merchant);
        INSERT INTO search_documents_fts(rowid, title, body, merchant)
        VALUES (new.doc_id, new.title, new.body, new.merchant);
    END""",
]

SQLITE_DOWN = [
    "DROP TRIGGER IF EXISTS search_documents_fts_au",
    "DROP TRIGGER IF EXISTS search_documents_fts_ad",
    "DROP TRIGGER IF EXISTS search_documents_fts_ai",
    "DROP TABLE IF EXISTS search_documents_fts",
    "DROP TRIGGER IF EXISTS transactions_fts_au",
    "DROP TRIGGER IF EXISTS transactions_fts_ad",
    "DROP TRIGGER IF EXISTS transactions_fts_ai",
    "DROP TABLE IF EXISTS transactions_fts",
]

POSTGRES_UP = [
    f"CREATE INDEX ix_transactions_fts ON transactions USING gin ({TX_VECTOR})",
    f"CREATE INDEX ix_search_documents_fts ON search_documents USING gin ({DOC_VECTOR})",
]

POSTGRES_DOWN = [
    "DROP INDEX IF EXISTS ix_search_documents_fts",
    "DROP INDEX IF EXISTS ix_transactions_fts",
]


def upgrade() -> None:
    op.create_table(
        "search_documents",
        sa.Column("doc_id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=30), nullable=False),
        sa.Column("ref_id", sa.String(length=64), nullable=False),
        sa.Column("title", sa.String(length=500), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("merchant", sa.String(length=200), nullable=True),
        sa.Column("category_id", sa.String(length=36), nullable=True),
        sa.Column("date", sa.DateTime(timezone=True), nullable=True),
        sa.Column("amount", sa.BigInteger(), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("type", sa.String(length=6), nullable=True),
        sa.Column("is_tax_deductible", sa.Boolean(), nullable=True),
        sa.Column("has_receipt", sa.Boolean(), nullable=True),
        sa.Column("source", sa.String(length=20), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_search_documents_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_search_documents_category_id_categories"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("doc_id", name=op.f("pk_search_documents")),
    )
    with op.batch_alter_table("search_documents", schema=None) as batch_op:
        batch_op.create_index(
            "ix_search_documents_account_kind_date", ["account_id", "kind", "date"], unique=False
        )
        batch_op.create_index(
            "uq_search_documents_account_kind_ref", ["account_id", "kind", "ref_id"], unique=True
        )
    op.create_index(
        "ix_transactions_account_type_date_amount", "transactions", ["account_id", "type", "date", "amount"]
    )
    dialect = op.get_bind().dialect.name
    for statement in SQLITE_UP if dialect == "sqlite" else POSTGRES_UP if dialect == "postgresql" else []:
        op.execute(statement)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    for statement in SQLITE_DOWN if dialect == "sqlite" else POSTGRES_DOWN if dialect == "postgresql" else []:
        op.execute(statement)
    op.drop_index("ix_transactions_account_type_date_amount", table_name="transactions")
    with op.batch_alter_table("search_documents", schema=None) as batch_op:
        batch_op.drop_index("uq_search_documents_account_kind_ref")
        batch_op.drop_index("ix_search_documents_account_kind_date")
    op.drop_table("search_documents")
