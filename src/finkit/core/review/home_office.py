"""A stated business share for a cost the home office's fixed rate covers: asked where it is used.

The fixed rate (PCG 2023/1, paras 23-26) stands for the running costs of working *from home*: energy,
internet, mobile and home phone, stationery. When the person claims it for a year, a separate deduction
for those costs is taken only for use away from the home office (a driver's phone running the apps all
shift, a consulting room's stationery: ``AWAY_FROM_HOME_TAG``). A business share the person stated for
such a bill at set-up says the bill is partly the business's, not where: filing it as covered drops the
share without a word, claiming it beside the rate may claim the home hours twice. So a row finkit filed
that way (a share on it, a covered category, a year with fixed-rate hours) is asked once per group; the
answer ``usedAwayFromHome`` claims it at its share, any other answer leaves it to the rate.
"""

from __future__ import annotations

import re
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, NOT_REMEMBERED, Flag, Window
from finkit.core.tax.home_office.rates import (
    AWAY_FROM_HOME_TAG,
    covers,
    pays_premises,
    premises_suppliers,
)
from finkit.core.tax.home_office.service import load_home_office
from finkit.core.tax.periods import financial_year_of
from finkit.core.transactions.models import Transaction

#: A bill that can be used away from home: a mobile's (the home's internet, power and landline cannot).
_MOBILE = re.compile(r"\b(?:mobile|mob|prepaid|pre-paid)\b", re.IGNORECASE)
#: From this amount a row in a covered category is a device, not a running cost: the rate never covers
#: the decline in value of equipment (PCG 2023/1 para 23; ATO: the low-cost asset threshold for a
#: business is the instant asset write-off's, a phone's effective life 3 years, TR 2022/1).
DEVICE_AMOUNT = Decimal("1000")

#: The flag reason (its words lead the item's question).
REASON = "stated_share_fixed_rate"
NOTE = (
    "you stated a business share for this bill and claim the home office at the fixed rate, which covers "
    "its use while working at home: used away from home (claimed at your share: usedAwayFromHome), or "
    "at home (the rate covers it)?"
)


def stated_shares_the_rate_covers(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Deductible rows finkit filed with a business share in a category the fixed rate covers, in a
    financial year with home-office hours, not said used away from home nor a premises bill, that can
    be used away from home (a mobile's bill) or is a device (``DEVICE_AMOUNT``)."""
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.amount,
            Transaction.tags,
            Transaction.merchant,
            Transaction.description,
            Category.name,
        )
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            Transaction.business_use_percentage > 0,
            FINKITS_GUESS,
            NOT_REMEMBERED,
        )
    ).all()
    rows = [
        r
        for r in rows
        if covers(r.name)
        and AWAY_FROM_HOME_TAG not in (r.tags or [])
        and (_MOBILE.search(f"{r.merchant or ''} {r.description}") or -r.amount >= DEVICE_AMOUNT)
    ]
    if not rows:
        return []
    profile = load_profile(session, ctx)
    if not profile.is_business:
        return []
    premises = premises_suppliers(profile.suppliers)
    years: dict[int, bool] = {}
    found: list[Flag] = []
    for row in rows:
        fy = financial_year_of(row.date.date(), profile.country, start=profile.fy_start)
        if fy not in years:
            years[fy] = load_home_office(session, ctx, fy) is not None
        if years[fy] and not pays_premises(row.merchant, row.description, premises):
            found.append(Flag(row.id, REASON, NOTE))
    return found
