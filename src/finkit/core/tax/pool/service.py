"""Record the small business pool's opening balance per financial year and read its 30 % deduction.

finkit holds the rows of the years it was given, not the assets pooled before them, so the pool's
opening balance (last year's closing balance, from that year's return or depreciation schedule) is the
person's to give; the tax summary then deducts 30 % of it beside 15 % of the year's own pooled assets
(ITAA 1997 s328-190), or the whole balance when it is below the instant asset write-off threshold at the
year's end (s328-210). One row per account and year, replaced by the next ``set``.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.money import round_money
from finkit.core.schemas import parse
from finkit.core.tax.depreciation import POOL_RATE, POOL_SOURCE
from finkit.core.tax.pool.models import SmallBusinessPoolYear
from finkit.core.tax.pool.schemas import PoolRead, PoolSet


def _read(ctx: AccountContext, fy: int, opening: Decimal) -> PoolRead:
    return PoolRead(
        financial_year=fy,
        opening_balance=opening,
        rate=POOL_RATE * 100,
        opening_deduction=round_money(opening * POOL_RATE, ctx.currency),
        source=POOL_SOURCE,
    )


def load_pool(session: Session, ctx: AccountContext, fy: int) -> PoolRead | None:
    """The year's pool inside a caller's unit of work, or None when no opening balance is recorded."""
    row = session.get(SmallBusinessPoolYear, (ctx.account_id, fy))
    return None if row is None else _read(ctx, fy, row.opening_balance)


def get_pool(ctx: AccountContext, fy: int) -> PoolRead | None:
    with ctx.db.session() as session:
        return load_pool(session, ctx, fy)


def set_pool(ctx: AccountContext, fy: int, *, data: PoolSet | dict[str, object]) -> PoolRead:
    """Record the pool's opening balance for FY ``fy`` (replacing any earlier figure for that year)."""
    body = parse(PoolSet, data)
    opening = round_money(body.opening_balance, ctx.currency)
    with ctx.db.session() as session:
        row = session.get(SmallBusinessPoolYear, (ctx.account_id, fy))
        if row is None:
            row = SmallBusinessPoolYear(account_id=ctx.account_id, financial_year=fy)
            session.add(row)
        row.opening_balance = opening
        record_activity(
            session,
            ctx,
            "tax.pool.set",
            target_type="small_business_pool",
            target_id=str(fy),
            details={"openingBalance": f"{opening:f}"},
        )
        session.flush()
        return _read(ctx, fy, opening)
