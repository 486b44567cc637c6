"""Record the trading stock on hand at the start and end of a financial year and read the change the tax
summary accounts for.

A business that sells goods counts its stock at 30 June: the closing stock less the opening stock is
assessable when it rose and deductible when it fell (ITAA 1997 s70-35), and the value it starts a year with
is the value it closed the last one with (s70-40). The business schedule shows it as opening stock,
purchases and other costs, and closing stock (coded C, M or R for how it is valued, s70-45); cost of sales
is opening + purchases - closing. A small business may instead estimate its closing stock and, when that
estimate is within $5,000 of the opening stock, skip the stocktake and account for no change: its closing
stock is taken to be its opening stock (the simplified trading stock rule, s328-285 and s328-295).

finkit holds bank rows, not stocktakes, so both values are the person's to give, once per financial year;
the next ``set`` replaces them. Stock values are no GST event: the BAS does not read them.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import format_money, round_money
from finkit.core.schemas import parse
from finkit.core.tax.periods import check_record_year
from finkit.core.tax.stock.models import TradingStockYear
from finkit.core.tax.stock.schemas import CLOSING_STOCK_CODE, StockRead, StockSet

#: The simplified trading stock rule's limit: opening stock and the estimate of closing stock differ by
#: $5,000 or less (ITAA 1997 s328-285(2)).
SIMPLIFIED_LIMIT = Decimal("5000")
SOURCE = (
    "https://www.ato.gov.au/businesses-and-organisations/income-deductions-and-concessions/"
    "income-and-deductions-for-business/accounting-for-trading-stock"
)
SIMPLIFIED_SOURCE = f"{SOURCE}/simplified-trading-stock-rules"


def _read(fy: int, opening: Decimal, closing: Decimal, method: str, simplified: bool) -> StockRead:
    applied = opening if simplified else closing
    return StockRead(
        financial_year=fy,
        opening_stock=opening,
        closing_stock=closing,
        valuation_method=method,
        closing_stock_code=CLOSING_STOCK_CODE[method],
        simplified=simplified,
        closing_stock_applied=applied,
        change=applied - opening,
        source=SIMPLIFIED_SOURCE if simplified else SOURCE,
    )


def _row_read(row: TradingStockYear) -> StockRead:
    return _read(
        row.financial_year, row.opening_value, row.closing_value, row.valuation_method, bool(row.simplified)
    )


def load_stock(session: Session, ctx: AccountContext, fy: int) -> StockRead | None:
    """The year's trading stock inside a caller's unit of work, or None when none is recorded."""
    row = session.get(TradingStockYear, (ctx.account_id, fy))
    return None if row is None else _row_read(row)


def get_stock(ctx: AccountContext, fy: int) -> StockRead | None:
    with ctx.db.session() as session:
        return load_stock(session, ctx, fy)


def set_stock(ctx: AccountContext, fy: int, *, data: StockSet | dict[str, object]) -> StockRead:
    """Record FY ``fy``'s opening and closing trading stock (replacing any earlier figures for that year).

    Refused, naming the field: a year outside 1900-2199 (``fy``); a negative value (``openingStock``,
    ``closingStock``); an opening stock other than the previous year's closing stock when that year is
    recorded (``openingStock``: s70-40); the simplified rule with an estimate more than $5,000 from the
    opening stock (``simplified``: s328-285)."""
    check_record_year(fy)
    body = parse(StockSet, data)
    currency = ctx.currency
    opening = round_money(body.opening_stock, currency)
    closing = round_money(body.closing_stock, currency)
    problems: list[FieldProblem] = []
    if body.simplified and abs(closing - opening) > SIMPLIFIED_LIMIT:
        problems.append(
            FieldProblem(
                "simplified",
                f"the simplified trading stock rule applies only when the estimate of closing stock is within "
                f"{format_money(SIMPLIFIED_LIMIT, currency)} of the opening stock; here they differ by "
                f"{format_money(abs(closing - opening), currency)}: count the stock and record its value "
                "without simplified (ITAA 1997 s328-285)",
            )
        )
    with ctx.db.session() as session:
        before = session.get(TradingStockYear, (ctx.account_id, fy - 1))
        if before is not None:
            last = _row_read(before)
            if opening != last.closing_stock_applied:
                how = (
                    " (its opening stock: it used the simplified rule, so its closing stock is taken to be its "
                    "opening stock)"
                    if last.simplified
                    else ""
                )
                problems.append(
                    FieldProblem(
                        "openingStock",
                        f"FY{fy}'s opening stock must equal FY{fy - 1}'s closing stock, which is recorded as "
                        f"{format_money(last.closing_stock_applied, currency)}{how}, not "
                        f"{format_money(opening, currency)} (ITAA 1997 s70-40); correct FY{fy - 1}'s record "
                        "first if that figure is wrong",
                    )
                )
        if problems:
            raise ValidationError(fields=problems)
        row = session.get(TradingStockYear, (ctx.account_id, fy))
        if row is None:
            row = TradingStockYear(account_id=ctx.account_id, financial_year=fy)
            session.add(row)
        row.opening_value = opening
        row.closing_value = closing
        row.valuation_method = body.valuation_method
        row.simplified = body.simplified
        record_activity(
            session,
            ctx,
            "tax.stock.set",
            target_type="trading_stock",
            target_id=str(fy),
            details={
                "openingStock": f"{opening:f}",
                "closingStock": f"{closing:f}",
                "valuationMethod": body.valuation_method,
                "simplified": body.simplified,
            },
        )
        session.flush()
        return _read(fy, opening, closing, body.valuation_method, body.simplified)
