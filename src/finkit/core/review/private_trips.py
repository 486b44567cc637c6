"""A cost of a trip dated during a holiday the person stated private: asked, suggested private.

The pool technician's van is 85 % business by its logbook, so finkit files every fuel fill at 85 % with
its GST credit. Two fills of one week were no van's: the family's Gold Coast holiday (a hire car, the
partner's car from the airport). The bank rows (``BP SEYMOUR``, ``AMPOL TWEED HEAD``) read like the van's,
and nothing in them says why. The person knows the week: they state it once on the profile
(``TaxProfile.private_trips``: "20-27 Sep 2025, Gold Coast holiday"), and every cost of the kinds a trip
produces that finkit filed as the business's and that is dated during it (a car cost: fuel, servicing,
parking, tolls; travel: flights, accommodation, transport; a meal filed deductible) is asked whether it was
a business cost or private, suggested private (ITAA 1997 s8-1: a private trip's costs are no business's;
GST Act s11-15: no creditable purpose). Only finkit's own filing is asked (``FINKITS_GUESS``): the person's
answer, a category they chose or a share they gave the row, stands. A rule's share is the merchant's usual
answer, not this trip's, so a rule's row is asked. Other kinds (a subscription billed that week, stock
bought online) are not the trip's and are not asked, nor is a bill charged about monthly that falls due
during it (the car's insurance by direct debit); nor is a row outside every stated trip.

The rows of one trip filed in one category are one question (``merges.private_trips_apart``), answered
for the trip, never remembered for the merchants (the next fill at that servo is the van's). docs/review.md,
"Round 28, private trips".
"""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.profile.fills import is_fuel_category
from finkit.core.profile.schemas import PrivateTrip
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, Flag, Window
from finkit.core.review.regular import is_regular
from finkit.core.transactions.models import Transaction

#: The flag reason (``merges.private_trips_apart`` takes such rows into their trip's question).
REASON = "private_trip"
#: Tax categories of the costs a trip produces: a car's (fuel, servicing, parking, tolls) and travel
#: (flights, accommodation, public transport and rideshare).
TRIP_TAX_CATEGORIES = ("car", "travel")
#: A meals category by its name ("Meals & Dining", "Business Meals"): asked only when filed deductible.
_MEALS = re.compile(r"\b(?:meals?|dining)\b", re.I)
#: Row fields whose value set by the person says the row is theirs: its share, its deductibility.
_PERSONS_OWN = ("business_use_percentage", "is_tax_deductible")


def note_of(trip: PrivateTrip) -> str:
    """The question's words: "dated during your private trip (20–27 Sep 2025, Gold Coast holiday): a
    business cost, or private?"."""
    return f"dated during your private trip ({trip.shown()}): a business cost, or private?"


def trip_of(trips: list[PrivateTrip], day: date) -> PrivateTrip | None:
    """The first stated trip (the earliest) holding ``day``, or None."""
    return next((trip for trip in trips if trip.holds(day)), None)


def is_trip_cost(category: Category) -> bool:
    """Whether a deductible row of ``category`` is of a kind a trip produces (a car or travel cost, or a
    meal filed deductible)."""
    return category.kind == "expense" and (
        category.tax_category in TRIP_TAX_CATEGORIES or _MEALS.search(category.name) is not None
    )


def costs_on_private_trips(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Money out dated during a stated private trip that finkit filed as a deductible trip cost
    (``is_trip_cost``), whose business standing the person has not given: each asked (``note_of``), its
    suggested share 0 (private)."""
    trips = load_profile(session, ctx).private_trips
    if not trips:
        return []
    first = min(trip.trip_from for trip in trips)
    last = max(trip.trip_to for trip in trips)
    inside = Window(
        start=max(first, window.start) if window.start else first,
        end=min(last, window.end) if window.end else last,
    )
    if inside.start is not None and inside.end is not None and inside.start > inside.end:
        return []
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.merchant,
            Transaction.tax_user_set,
            Transaction.category_assigned_by,
            Category,
        )
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *inside.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            FINKITS_GUESS,
            Category.kind == "expense",
        )
    ).all()
    found: list[tuple[str, str | None, PrivateTrip]] = []
    for tx_id, when, merchant, user_set, assigned_by, category in rows:
        trip = trip_of(trips, when.date())
        if trip is None or not is_trip_cost(category):
            continue
        # a share or deductibility the person gave the row is their answer; a rule's is the merchant's
        if assigned_by != "rule" and any(field in (user_set or []) for field in _PERSONS_OWN):
            continue
        # a fill is never a bill, however alike the van's monthly fills at its servo
        found.append((tx_id, None if is_fuel_category(category.name) else merchant, trip))
    regular = _regular_merchants(session, ctx, {m for _, m, _ in found if m})
    return [
        Flag(tx_id, REASON, note_of(trip), business_use_percentage=Decimal(0))
        for tx_id, bill_merchant, trip in found
        if bill_merchant not in regular
    ]


def _regular_merchants(session: Session, ctx: AccountContext, merchants: set[str]) -> set[str]:
    """Those of ``merchants`` charged about one amount about monthly (``regular.is_regular``: a car's
    insurance by monthly direct debit, a toll account's top-up): a bill that falls due during a trip is no
    cost of the trip."""
    if not merchants:
        return set()
    charges: dict[str, list[Transaction]] = defaultdict(list)
    for tx in session.scalars(
        select(Transaction).where(
            Transaction.account_id == ctx.account_id,
            Transaction.merchant.in_(merchants),
            Transaction.amount < 0,
        )
    ):
        charges[tx.merchant or ""].append(tx)
    return {merchant for merchant, rows in charges.items() if is_regular(rows)}
