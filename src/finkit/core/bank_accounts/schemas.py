"""Bank accounts on the wire: ``BankAccountCreate``, ``BankAccountUpdate``, ``BankAccountRead``, and the
balance check an import reports (``BalanceCheck``)."""

from __future__ import annotations

from datetime import date, datetime
from typing import ClassVar, Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

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
    #: The last reconciled point; reconciliation is not built yet, so always null.
    reconciled_to: date | None = None
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


class BankAccountRef(Schema):
    """The bank account a transaction is in, embedded in its read."""

    id: str
    name: str


__all__ = [
    "BalanceBreak",
    "BalanceCheck",
    "BankAccountCreate",
    "BankAccountList",
    "BankAccountRead",
    "BankAccountRef",
    "BankAccountType",
    "BankAccountUpdate",
]
