"""What a year's trading stock record looks like on the wire."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

#: How the closing stock is valued (ITAA 1997 s70-45): cost, market selling value or replacement value.
ValuationMethod = Literal["cost", "market", "replacement"]
#: The code the business schedule's closing stock label takes for each method (ATO: C, M or R).
CLOSING_STOCK_CODE: dict[str, str] = {"cost": "C", "market": "M", "replacement": "R"}


class StockSet(InputSchema):
    """``PUT /api/tax/stock/{fy}``: the value of trading stock on hand at the start and end of that year."""

    opening_stock: Num = Field(
        ge=0,
        le=10**12,
        description="Trading stock on hand at the start of the year: last year's closing stock.",
    )
    closing_stock: Num = Field(
        ge=0,
        le=10**12,
        description="Trading stock on hand at the year's end: the stocktake's value, or a reasonable estimate "
        "when simplified is true.",
    )
    valuation_method: ValuationMethod = Field(
        default="cost",
        description="How the closing stock is valued: cost, market (market selling value) or replacement "
        "(replacement value).",
    )
    simplified: bool = Field(
        default=False,
        description="Use the simplified trading stock rule (small business): no stocktake and no change in "
        "stock accounted for, allowed when closingStock is a reasonable estimate within $5,000 of "
        "openingStock.",
    )


class StockRead(Schema):
    """A year's trading stock and the change the tax summary accounts for."""

    financial_year: int
    opening_stock: Num
    #: as recorded: the stocktake's value, or the estimate under the simplified rule
    closing_stock: Num
    valuation_method: str
    closing_stock_code: str  # C, M or R on the business schedule
    simplified: bool
    #: the closing stock the return takes: the recorded one, or the opening stock under the simplified rule
    closing_stock_applied: Num
    #: closing applied less opening: an increase is assessable, a fall deductible (ITAA 1997 s70-35)
    change: Num
    source: str


class StockClaim(Schema):
    """Trading stock in a tax summary: the business schedule's opening stock, purchases and other costs and
    closing stock, and the cost of sales they give (opening + purchases - closing)."""

    opening_stock: Num
    purchases_and_other_costs: Num
    closing_stock: Num
    closing_stock_code: str
    cost_of_sales: Num
    change: Num
    simplified: bool
