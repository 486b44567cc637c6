"""The search index of every kind except transactions (which are indexed in place, see ``fts.py``).

Areas write one row per record through ``finkit.core.search.documents.index_document``; the full-text
index over these rows is kept in step by the database (SQLite FTS5 triggers, PostgreSQL expression GIN
index), so no area touches FTS structures itself.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, utcnow
from finkit.core.db.types import Money, UTCDateTime
from finkit.core.transactions.models import Transaction

_tx = Transaction.__table__.c
#: Serves "largest debits in June" (``type:debit date:2026-06 sort:amount``) from the index alone: the
#: month's debits and their amounts are read and sorted without touching the table (bench/search_bench.py).
TRANSACTIONS_AMOUNT_INDEX = Index(
    "ix_transactions_account_type_date_amount", _tx.account_id, _tx.type, _tx.date, _tx.amount
)


class SearchDocument(Base):
    """One searchable record of another area (an expense, a bill, a receipt with its extracted text...).

    The integer primary key is deliberate: it is the FTS5 rowid, which must be stable (a table without an
    INTEGER PRIMARY KEY may have its rowids renumbered by VACUUM).
    """

    __tablename__ = "search_documents"
    __table_args__ = (
        Index("uq_search_documents_account_kind_ref", "account_id", "kind", "ref_id", unique=True),
        Index("ix_search_documents_account_kind_date", "account_id", "kind", "date"),
    )

    doc_id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(30))
    ref_id: Mapped[str] = mapped_column(String(64))
    title: Mapped[str] = mapped_column(String(500))
    body: Mapped[str] = mapped_column(Text, default="")
    merchant: Mapped[str | None] = mapped_column(String(200), nullable=True)
    category_id: Mapped[str | None] = mapped_column(
        ForeignKey("categories.id", ondelete="SET NULL"), nullable=True
    )
    date: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)  # signed like transactions
    currency: Mapped[str | None] = mapped_column(String(3), nullable=True)
    type: Mapped[str | None] = mapped_column(String(6), nullable=True)  # debit | credit
    is_tax_deductible: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    has_receipt: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    source: Mapped[str | None] = mapped_column(String(20), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
