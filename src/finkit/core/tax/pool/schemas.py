"""What a year's small business pool record looks like on the wire."""

from __future__ import annotations

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema


class PoolSet(InputSchema):
    """``PUT /api/tax/pool/{fy}``: the pool's opening balance that year (last year's closing balance)."""

    opening_balance: Num = Field(
        ge=0,
        le=10**12,
        description="The general small business pool's opening balance for the year: the closing balance of "
        "the year before (from last year's return or depreciation schedule).",
    )


class PoolRead(Schema):
    """A year's pool opening balance and its 30 % deduction."""

    financial_year: int
    opening_balance: Num
    rate: Num
    opening_deduction: Num
    source: str


class PoolClaim(Schema):
    """The pool in a tax summary."""

    # deduction: 30 % of the opening balance plus 15 % of the year's additions, or the whole balance below
    # the instant asset write-off threshold at the year's end (written_off_whole); the closing balance
    # carries to next year

    opening_balance: Num
    additions: Num
    deduction: Num
    closing_balance: Num
    written_off_whole: bool
