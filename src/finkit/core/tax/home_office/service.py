"""Record the hours worked from home per financial year and read the year's fixed-rate claim.

The hours are kept per account and year (one row, replaced by the next ``set``); the rate comes from the
ATO's table for the year (``rates.py``), so a claim for a past year keeps that year's rate.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.profile.service import load_profile
from finkit.core.schemas import parse
from finkit.core.tax.home_office.models import HomeOfficeYear
from finkit.core.tax.home_office.rates import fixed_rate_claim, rate_on
from finkit.core.tax.home_office.schemas import HomeOfficeRead, HomeOfficeSet
from finkit.core.tax.periods import financial_year


def _read(session: Session, ctx: AccountContext, fy: int, hours: Decimal) -> HomeOfficeRead:
    profile = load_profile(session, ctx)
    period = financial_year(fy, profile.country, start=profile.fy_start)
    rate = rate_on(profile.country, period.start)
    if rate is None:
        raise ValidationError.for_field(
            "fy", f"finkit knows no working-from-home fixed rate for {profile.country} in FY{fy}"
        )
    return HomeOfficeRead(
        financial_year=fy,
        period_start=period.start,
        period_end=period.end,
        hours=hours,
        rate_per_hour=rate.per_hour,
        claim=fixed_rate_claim(hours, rate, ctx.currency),
        source=rate.source,
    )


def load_home_office(session: Session, ctx: AccountContext, fy: int) -> HomeOfficeRead | None:
    """The year's claim inside a caller's unit of work, or None when no hours are recorded."""
    row = session.get(HomeOfficeYear, (ctx.account_id, fy))
    if row is None or not row.hours:
        return None
    return _read(session, ctx, fy, row.hours)


def get_home_office(ctx: AccountContext, fy: int) -> HomeOfficeRead | None:
    with ctx.db.session() as session:
        return load_home_office(session, ctx, fy)


def set_home_office(
    ctx: AccountContext, fy: int, *, data: HomeOfficeSet | dict[str, object]
) -> HomeOfficeRead:
    """Record the hours worked from home in FY ``fy`` (replacing any earlier figure for that year). The
    year must have a known fixed rate: the claim is computed (and refused) before anything is stored."""
    body = parse(HomeOfficeSet, data)
    with ctx.db.session() as session:
        read = _read(session, ctx, fy, body.hours)
        row = session.get(HomeOfficeYear, (ctx.account_id, fy))
        if row is None:
            row = HomeOfficeYear(account_id=ctx.account_id, financial_year=fy)
            session.add(row)
        row.hours = body.hours
        record_activity(
            session,
            ctx,
            "tax.home_office.set",
            target_type="home_office",
            target_id=str(fy),
            details={"hours": f"{body.hours.normalize():f}"},
        )
        session.flush()
        return read
