"""A transaction's detail beyond its fields: where its values came from (provenance), the files linked
to it (attachments) and what happened to it (history).

The dashboard's detail page shows all three; each is one call with the acting context first. Nothing
here writes except ``attach_file``, which is ``add_receipt`` linked to the transaction.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import Field
from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from finkit.core.audit.models import ActivityRecord
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.files.models import StoredFile
from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.service import read_content
from finkit.core.receipts.models import Receipt
from finkit.core.receipts.schemas import ReceiptRead
from finkit.core.receipts.service import add_receipt
from finkit.core.rules.models import EXECUTIONS, Rule, RuleRun
from finkit.core.schemas import Schema
from finkit.core.tax.treatment import TAX_FIELDS
from finkit.core.transactions.models import ImportBatch, Transaction
from finkit.core.transactions.reads import get_transaction
from finkit.core.transactions.schemas import TransactionRead

CategoryOrigin = Literal["user", "rule", "ai", "import", "none"]
MerchantOrigin = Literal["user", "import", "bank_feed", "receipt", "api", "none"]
#: Where a source's values come from, as a person would say it.
_SOURCE_ORIGIN: dict[str, MerchantOrigin] = {
    "manual": "user",
    "csv": "import",
    "ofx": "import",
    "qif": "import",
    "bank_feed": "bank_feed",
    "receipt": "receipt",
    "api": "api",
}
_CATEGORY_WORDS = {
    "user": "chosen by you",
    "rule": "set by a rule",
    "ai": "suggested by the knowledge base or finkit's classifier",
    "import": "from the import's default keywords",
    "none": "no category",
}


class ImportOrigin(Schema):
    batch_id: str
    file_name: str
    format: str
    imported_at: datetime


class Provenance(Schema):
    """Per value: who or what set it. ``taxTreatmentSource`` is the same map the transaction carries."""

    category_origin: CategoryOrigin
    category_explanation: str
    category_confidence: Decimal | None
    category_locked: bool
    category_rule: str | None = Field(description="The last rule that set a value on this row, if any.")
    merchant_origin: MerchantOrigin
    tax_treatment_source: dict[str, Literal["user", "derived"]]
    imported_from: ImportOrigin | None


class HistoryEntry(Schema):
    occurred_at: datetime
    kind: Literal["activity", "rule"]
    action: str
    actor: str
    details: dict[str, Any]


class Attachment(Schema):
    receipt_id: str
    file: StoredFileRead
    merchant: str | None
    total: Decimal | None
    status: str


def _load(session: Session, ctx: AccountContext, transaction_id: str) -> Transaction:
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise NotFoundError("transaction", transaction_id)
    return tx


def _executions(session: Session, ctx: AccountContext, tx: Transaction) -> list[Any]:
    """Rule-run log entries about this row (by id, or by fingerprint for rules run during its import)."""
    log = EXECUTIONS
    match = log.c.transaction_id == tx.id
    if tx.fingerprint:
        match = or_(match, log.c.fingerprint == tx.fingerprint)
    return list(
        session.execute(
            select(
                log.c.rule_id,
                log.c.before,
                log.c.after,
                RuleRun.started_at,
                RuleRun.trigger,
                RuleRun.undone_at,
            )
            .join(RuleRun, RuleRun.id == log.c.run_id)
            .where(log.c.account_id == ctx.account_id, match)
            .order_by(RuleRun.started_at, log.c.seq)
        ).all()
    )


def _rule_names(session: Session, ctx: AccountContext, ids: set[str]) -> dict[str, str]:
    if not ids:
        return {}
    return dict(
        session.execute(
            select(Rule.id, Rule.name).where(Rule.account_id == ctx.account_id, Rule.id.in_(ids))
        ).all()
    )


def transaction_provenance(ctx: AccountContext, transaction_id: str) -> Provenance:
    """Where the category, merchant and tax treatment of the transaction came from."""
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        origin: CategoryOrigin = tx.category_assigned_by if tx.category_id else "none"  # type: ignore[assignment]
        if origin not in _CATEGORY_WORDS:
            origin = "user"
        applied = [e for e in _executions(session, ctx, tx) if e.undone_at is None and e.rule_id]
        names = _rule_names(session, ctx, {e.rule_id for e in applied})
        rule = names.get(applied[-1].rule_id) if applied else None
        edits = session.scalars(
            select(ActivityRecord.details).where(
                ActivityRecord.account_id == ctx.account_id,
                ActivityRecord.target_type == "transaction",
                ActivityRecord.target_id == tx.id,
                ActivityRecord.action == "transaction.update",
            )
        ).all()
        merchant_origin: MerchantOrigin = _SOURCE_ORIGIN.get(tx.source, "user") if tx.merchant else "none"
        if any("merchant" in (d or {}).get("fields", []) for d in edits):  # the user typed it since
            merchant_origin = "user"
        batch = session.get(ImportBatch, tx.import_batch_id) if tx.import_batch_id else None
        user_set = set(tx.tax_user_set or ())
        return Provenance(
            category_origin=origin,
            category_explanation=_CATEGORY_WORDS[origin]
            + (f" ({rule})" if origin == "rule" and rule else ""),
            category_confidence=tx.category_confidence,
            category_locked=tx.category_locked,
            category_rule=rule,
            merchant_origin=merchant_origin,
            tax_treatment_source={
                _camel(name): ("user" if name in user_set else "derived") for name in TAX_FIELDS
            },
            imported_from=(
                ImportOrigin(
                    batch_id=batch.id,
                    file_name=batch.file_name,
                    format=batch.format,
                    imported_at=batch.created_at,
                )
                if batch is not None and batch.account_id == ctx.account_id
                else None
            ),
        )


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _entry(record: ActivityRecord) -> HistoryEntry:
    return HistoryEntry(
        occurred_at=record.occurred_at,
        kind="activity",
        action=record.action,
        actor=record.actor,
        details=record.details or {},
    )


def transaction_history(ctx: AccountContext, transaction_id: str) -> list[HistoryEntry]:
    """What happened to the transaction, oldest first: the activity log's rows about it (create, edits,
    bulk categorise), the import that added it, receipts linked to it, and the rule runs that changed it
    (undone runs say so)."""
    log = ActivityRecord
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        receipts = select(Receipt.id).where(
            Receipt.account_id == ctx.account_id, Receipt.transaction_id == tx.id
        )
        about = [(log.target_type == "transaction") & (log.target_id == tx.id)]
        if tx.import_batch_id:  # the import that added the row (logged once for the whole file)
            about.append((log.target_type == "import_batch") & (log.target_id == tx.import_batch_id))
        about.append(
            (log.target_type == "receipt") & (log.action == "receipt.commit") & log.target_id.in_(receipts)
        )
        entries = [
            _entry(r)
            for r in session.scalars(
                select(log)
                .where(log.account_id == ctx.account_id, or_(*about))
                .order_by(log.occurred_at, log.id)
                .limit(500)
            )
        ]
        executions = _executions(session, ctx, tx)
        names = _rule_names(session, ctx, {e.rule_id for e in executions if e.rule_id})
        entries += [
            HistoryEntry(
                occurred_at=e.started_at,
                kind="rule",
                action="rule.applied" if e.undone_at is None else "rule.applied (undone)",
                actor="rule",
                details={
                    "rule": names.get(e.rule_id, "a deleted rule"),
                    "trigger": e.trigger,
                    "changed": sorted((e.after or {}).keys()),
                },
            )
            for e in executions
        ]
        entries.sort(key=lambda entry: entry.occurred_at)
        return entries


def transaction_attachments(ctx: AccountContext, transaction_id: str) -> list[Attachment]:
    """The receipts and files linked to the transaction, oldest first."""
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        rows = session.execute(
            select(Receipt, StoredFile)
            .join(StoredFile, StoredFile.id == Receipt.file_id)
            .where(Receipt.account_id == ctx.account_id, Receipt.transaction_id == tx.id)
            .order_by(Receipt.created_at, Receipt.id)
        ).all()
        return [
            Attachment(
                receipt_id=receipt.id,
                file=StoredFileRead.model_validate(stored),
                merchant=receipt.merchant,
                total=receipt.total,
                status=receipt.status,
            )
            for receipt, stored in rows
        ]


def attach_file(ctx: AccountContext, transaction_id: str, *, data: bytes, file_name: str) -> ReceiptRead:
    """Upload a receipt or document (image, PDF or text) and link it to the transaction: it is read like
    any receipt and committed to this transaction in the same unit of work."""
    owned = _owned_id(ctx, transaction_id)  # before the (slow) reading of the file
    if not data:
        raise ValidationError.for_field("file", "choose a receipt image, PDF or text file to attach")
    return add_receipt(ctx, data=data, file_name=file_name, transaction_id=owned)


def _owned_id(ctx: AccountContext, transaction_id: str) -> str:
    with ctx.db.session() as session:
        return _load(session, ctx, transaction_id).id


def open_attachment(ctx: AccountContext, transaction_id: str, file_id: str) -> tuple[StoredFileRead, bytes]:
    """The bytes of a file linked to this transaction; any other file (or account) is NotFound."""
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        stored = session.scalar(
            select(StoredFile)
            .join(Receipt, Receipt.file_id == StoredFile.id)
            .where(
                Receipt.account_id == ctx.account_id,
                Receipt.transaction_id == tx.id,
                StoredFile.id == file_id,
                StoredFile.account_id == ctx.account_id,
            )
            .limit(1)
        )
        if stored is None:
            raise NotFoundError("attachment", file_id)
        record = StoredFileRead.model_validate(stored)
        return record, read_content(ctx, stored)


class TransactionDetail(Schema):
    transaction: TransactionRead
    provenance: Provenance
    attachments: list[Attachment]
    history: list[HistoryEntry]


def transaction_detail(ctx: AccountContext, transaction_id: str) -> TransactionDetail:
    """Everything the detail page shows, in one call: the fields, provenance, attachments and history."""
    return TransactionDetail(
        transaction=get_transaction(ctx, transaction_id),
        provenance=transaction_provenance(ctx, transaction_id),
        attachments=transaction_attachments(ctx, transaction_id),
        history=transaction_history(ctx, transaction_id),
    )


__all__ = [
    "Attachment",
    "HistoryEntry",
    "Provenance",
    "TransactionDetail",
    "attach_file",
    "open_attachment",
    "transaction_attachments",
    "transaction_detail",
    "transaction_history",
    "transaction_provenance",
]
