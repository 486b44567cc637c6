"""Bank accounts on the wire: ``BankAccountCreate``, ``BankAccountUpdate``, ``BankAccountRead``, and the
balance check an import reports (``BalanceCheck``)."""

from __future__ import annotations

from datetime import date, datetime
from typing import ClassVar, Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

_Day = date  # for fields after one named ``date``

BankAccountType = Literal[
    "everyday", "savings", "credit_card", "loan", "cash", "offset", "investment", "other"
]


class BankAccountCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    type: BankAccountType = "everyday"
    institution: str | None = Field(default=None, max_length=100)
    last4: str | None = Field(default=None, pattern=r"^[0-9]{4}$")
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    #: Signed from the holder's side: negative when money is owed (a credit card, a loan).
    opening_balance: Num | None = None
    opening_date: date | None = None


class BankAccountUpdate(InputSchema):
    not_null: ClassVar[frozenset[str]] = frozenset({"name", "type", "currency"})
    name: str | None = Field(default=None, min_length=1, max_length=100)
    type: BankAccountType | None = None
    institution: str | None = Field(default=None, max_length=100)
    last4: str | None = Field(default=None, pattern=r"^[0-9]{4}$")
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    opening_balance: Num | None = None
    opening_date: date | None = None


class BankAccountRead(Schema):
    id: str
    name: str
    type: str
    institution: str | None
    last4: str | None
    currency: str
    opening_balance: Num
    opening_date: date | None
    is_default: bool
    closed: bool
    closed_at: datetime | None
    #: Opening balance plus every row of the account.
    balance: Num
    #: The date of the newest row (or the opening date when there is none).
    balance_date: date | None
    transaction_count: int
    #: The last reconciled point: the date at which the books agreed with the bank, and that balance.
    reconciled_to: date | None = None
    reconciled_balance: Num | None = None
    #: Balance breaks imports found after the reconciled point (a row missing from a statement).
    open_breaks: list[ImportBreak] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime


class BankAccountList(Schema):
    accounts: list[BankAccountRead]


class BalanceBreak(Schema):
    """A row whose stated balance is not the previous balance plus its amount: a missing, duplicated or
    reordered row before it (``difference`` = statement - expected; a missing debit shows negative)."""

    line: int | None
    date: date
    expected_balance: Num
    statement_balance: Num
    difference: Num


class ImportBreak(BalanceBreak):
    """A break an import found, kept on the account until a reconciliation at or after its date agrees
    with the bank (the missing row added, or explained)."""

    file_name: str | None = None
    batch_id: str | None = None


class BalanceCheck(Schema):
    """The statement's balance column checked against the chain of its rows (``ok`` when whole);
    ``checked`` says whether the file had a balance column at all."""

    checked: bool
    ok: bool
    opening_balance: Num | None = None
    closing_balance: Num | None = None
    #: The first ``chain.MAX_REPORTED_BREAKS`` breaks; ``breakCount`` counts them all.
    breaks: list[BalanceBreak] = Field(default_factory=list)
    break_count: int = 0


BankAccountRead.model_rebuild()


class BankAccountRef(Schema):
    """The bank account a transaction is in, embedded in its read."""

    id: str
    name: str


class ReconcileRequest(InputSchema):
    """A balance read off the bank (a statement's closing balance, or the app's) at the end of ``date``."""

    statement_balance: Num
    date: date


class ReconcileCandidate(Schema):
    """A row or a break that may explain a reconciliation's difference, with why it is offered.

    ``kind``: ``import_break`` (a statement's balance column broke at import: a row missing before
    ``line``, of ``amount``), ``amount_matches`` (a row near the date whose amount is the difference:
    a duplicate, or a row the bank dates on the other side of ``date``), ``half_difference`` (a row whose
    amount is half of it: entered with the wrong sign), ``unreconciled`` (a row after the last reconciled
    point, to tick off against the statement)."""

    kind: Literal["import_break", "amount_matches", "half_difference", "unreconciled"]
    reason: str
    date: date
    amount: Num | None = None
    transaction_id: str | None = None
    description: str | None = None
    line: int | None = None
    file_name: str | None = None


class ReconcileResult(Schema):
    """The books against the bank at ``date``: ``difference`` = statement - books (a debit missing from
    the books shows negative). ``reconciled`` when it is zero: the point is remembered (``reconciledTo``)
    and the account's rows up to it are marked reconciled (``rowsReconciled`` newly)."""

    bank_account_id: str
    bank_account_name: str
    date: date
    statement_balance: Num
    books_balance: Num
    difference: Num
    reconciled: bool
    reconciled_to: _Day | None
    reconciled_balance: Num | None
    rows_reconciled: int = 0
    #: Rows after the last reconciled point up to ``date`` (not all are listed as candidates).
    unreconciled_count: int = 0
    candidates: list[ReconcileCandidate] = Field(default_factory=list)


__all__ = [
    "BalanceBreak",
    "BalanceCheck",
    "BankAccountCreate",
    "BankAccountList",
    "BankAccountRead",
    "BankAccountRef",
    "BankAccountType",
    "BankAccountUpdate",
    "ImportBreak",
    "ReconcileCandidate",
    "ReconcileRequest",
    "ReconcileResult",
]
