"""What a year's home-office record looks like on the wire."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

#: A financial year named in a path: the year it ends in, 1900–2199 (``tax.periods.financial_year``'s range).
FY_PATH_PATTERN = r"^(19[0-9]{2}|2[01][0-9]{2})$"


class HomeOfficeSet(InputSchema):
    """``PUT /api/tax/home-office/{fy}``: the hours worked from home in that financial year."""

    hours: Num = Field(ge=0, le=8784, description="Hours worked from home in the year (at most 24 × 366).")


class HomeOfficeRead(Schema):
    """A year's fixed-rate claim: hours × the ATO's rate in force that year."""

    financial_year: int
    period_start: date
    period_end: date
    method: str = "fixed_rate"
    hours: Num
    rate_per_hour: Num
    claim: Num
    source: str
