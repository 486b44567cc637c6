from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column, relationship

from finkit.core.bank_accounts.models import BankAccount
from finkit.core.categories.models import Category
from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Money, Rate, UTCDateTime

#: What a single-row write did, as the pipeline's steps see it (rules triggers, bills, assignments).
Trigger = Literal["created", "updated"]

SOURCES = ("manual", "csv", "ofx", "qif", "api", "bank_feed", "receipt")


class Transaction(IdMixin, TimestampMixin, Base):
    __tablename__ = "transactions"
    __table_args__ = (
        Index("ix_transactions_account_date", "account_id", "date", "id"),
        # (account_id, category_id) is served by ix_transactions_account_category_date (stats.py), whose
        # leading columns are the same: 0012_searchwire dropped the narrower duplicate.
        # Import dedupe: one row per (account, fingerprint); NULL fingerprints (manual rows) never clash.
        Index("uq_transactions_account_fingerprint", "account_id", "fingerprint", unique=True),
        # 0027_bank_accounts: a bank account's rows by date (balances, the list filter).
        Index("ix_transactions_bank_account_date", "bank_account_id", "date"),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    # 0027_bank_accounts: the bank account the row is in. Every write sets it (the migration moved the
    # earlier rows into each holder's default account); nullable only because SQLite cannot add a
    # NOT NULL column to a filled table without rebuilding it (and its triggers).
    bank_account_id: Mapped[str | None] = mapped_column(ForeignKey("bank_accounts.id"), nullable=True)
    # Loaded with the rows (one IN query per result), so a read names the account without a query per row.
    bank_account: Mapped[BankAccount | None] = relationship(lazy="selectin", viewonly=True)
    date: Mapped[datetime] = mapped_column(UTCDateTime())
    description: Mapped[str] = mapped_column(String(500))
    amount: Mapped[Decimal] = mapped_column(Money())  # signed: negative = debit (money out)
    currency: Mapped[str] = mapped_column(String(3))
    type: Mapped[str] = mapped_column(String(6))  # debit | credit, follows the sign of amount
    category_id: Mapped[str | None] = mapped_column(ForeignKey("categories.id"), nullable=True)
    merchant: Mapped[str | None] = mapped_column(String(200), nullable=True)
    is_tax_deductible: Mapped[bool] = mapped_column(Boolean, default=False)
    business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    gst_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    gst_rate: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)  # percent
    gst_included: Mapped[bool] = mapped_column(Boolean, default=True)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)
    tags: Mapped[list[str]] = mapped_column(JSON, default=list)
    source: Mapped[str] = mapped_column(String(20), default="manual")
    external_id: Mapped[str | None] = mapped_column(String(200), nullable=True)  # OFX FITID, feed id
    fingerprint: Mapped[str | None] = mapped_column(String(64), nullable=True)
    import_batch_id: Mapped[str | None] = mapped_column(ForeignKey("import_batches.id"), nullable=True)
    # Who set the category last (user | rule | ai | import) and whether automation may change it.
    category_assigned_by: Mapped[str | None] = mapped_column(String(10), nullable=True)
    category_locked: Mapped[bool] = mapped_column(Boolean, default=False)
    # Added by migration 0004_rules: the confidence (0..1) of an automatic category, and a review flag
    # set by the rules action ``flagForReview``.
    category_confidence: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    needs_review: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # Added by 0014_books: the derived GST treatment (finkit.core.tax.gst) and which tax fields the user
    # set explicitly (``is_tax_deductible``, ``business_use_percentage``, ``gst_treatment``,
    # ``gst_amount``): those win over derivation and are shown as the user's.
    gst_treatment: Mapped[str | None] = mapped_column(String(12), nullable=True)
    tax_user_set: Mapped[list[str]] = mapped_column(JSON, default=list)
    # 0034_gst_free_part: the part of a partly-taxable invoice's price with no GST in it, as the invoice
    # shows it (unsigned; None: none recorded). Only the person sets it; the GST derived for the row is
    # the GST of the rest, and the BAS puts it at G14 (G3 for a sale) to the cent (``tax.ledger``).
    gst_free_part: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    # 0028_reconcile: at or before its bank account's reconciled point (``bank_accounts.reconcile``).
    reconciled: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # Added by 0029_transfer_pairs: the other row of a transfer between two of the holder's own bank
    # accounts (both rows name each other), and, for a row not paired, ``review`` (reads like a transfer
    # to an own account, other side not found or not one) or ``unpaired`` (the holder unpaired it).
    transfer_counterpart_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    transfer_state: Mapped[str | None] = mapped_column(String(10), nullable=True)
    # 0032_splits_undo: the parts of a split row, in order (empty: the row is one whole). Loaded when
    # read; the pages load them with their rows (``selectinload``), bulk reads never touch them.
    splits: Mapped[list[TransactionSplit]] = relationship(
        order_by="TransactionSplit.position",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )


class TransactionSplit(IdMixin, Base):
    """One part of a split transaction (0032_splits_undo): its own amount (signed like the whole; the
    parts add up to the whole exactly), category and tax fields. The tax fields are derived per part by
    ``tax.treatment.derive_tax`` from the part's category and the whole's text and date, except those
    the user set (named in ``tax_user_set``). The tax reports and analytics read the parts instead of
    the whole (``tax.ledger.rows_in``, ``analytics.selectors``)."""

    __tablename__ = "transaction_splits"
    __table_args__ = (Index("ix_transaction_splits_transaction_position", "transaction_id", "position"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    transaction_id: Mapped[str] = mapped_column(ForeignKey("transactions.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    amount: Mapped[Decimal] = mapped_column(Money())
    # A deleted category leaves its parts uncategorised (the reports then list them as such).
    category_id: Mapped[str | None] = mapped_column(
        ForeignKey("categories.id", ondelete="SET NULL"), nullable=True
    )
    category: Mapped[Category | None] = relationship(lazy="selectin", viewonly=True)
    is_tax_deductible: Mapped[bool] = mapped_column(Boolean, default=False)
    business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    gst_treatment: Mapped[str | None] = mapped_column(String(12), nullable=True)
    gst_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    tax_user_set: Mapped[list[str]] = mapped_column(JSON, default=list)


class TransactionChange(IdMixin, Base):
    """One undoable change to transactions (0032_splits_undo): a deletion, a bulk categorise or an
    inline edit, with each row's values before and after (``rows``: ``[{"id", "before", "after"}]``; a
    deleted row's ``before`` is its whole stored row with its splits). Undo writes ``before`` back and
    refuses, naming the rows, when a row no longer holds ``after`` (a later change touched it); the
    rule runs' log (``rules.models.RuleRun``) works the same way."""

    __tablename__ = "transaction_changes"
    __table_args__ = (Index("ix_transaction_changes_account_created", "account_id", "created_at"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(20))  # delete | bulk_categorise | edit
    summary: Mapped[str] = mapped_column(String(300))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    undone_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    rows: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)


class ImportBatch(IdMixin, Base):
    __tablename__ = "import_batches"

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    file_name: Mapped[str] = mapped_column(String(300))
    format: Mapped[str] = mapped_column(String(10))
    added: Mapped[int] = mapped_column(default=0)
    duplicates: Mapped[int] = mapped_column(default=0)
    invalid: Mapped[int] = mapped_column(default=0)


class ImportProfile(IdMixin, TimestampMixin, Base):
    """A named, saved CSV mapping (``--profile NAME``) for exports detection gets wrong."""

    __tablename__ = "import_profiles"
    __table_args__ = (Index("uq_import_profiles_account_name", "account_id", "name", unique=True),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    options: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
