"""What the tax reports read from the books: the period's transactions with their categories, and the
few questions every report asks of a row (private? which kind of income? which business share?).

Values derived by the write pipeline (``isTaxDeductible``, ``businessUsePercentage``, ``gstTreatment``,
``gstAmount``) are read as stored: a value the user set explicitly is stored too, so it wins here without
a special case. A row's own GST amount is honoured: where it is less than the GST of a fully taxable
price (insurance with stamp duty), only ``gst × 11`` of the price is taxable (``taxable_part``); with the
invoice's GST-free part recorded (``gstFreePart``), the price less that part, to the cent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.money import round_money
from finkit.core.profile.schemas import TaxProfile
from finkit.core.tax.gst import EXPORT_TAG, gst_in, taxed_amount
from finkit.core.tax.periods import Period
from finkit.core.tax.treatment import PARKING_TOLLS
from finkit.core.transactions.models import Transaction, TransactionSplit

HUNDRED = Decimal(100)
ZERO = Decimal(0)
#: Categories whose rows are never deductions nor business purchases, whatever a row says.
PRIVATE_TAX_CATEGORIES = frozenset({"personal", "transfer"})
_SALARY = re.compile(r"salar|wage|payroll", re.IGNORECASE)
_INTEREST = re.compile(r"interest", re.IGNORECASE)
#: Money out in an income category that says it gives a sale's money back: a refund to a customer, a
#: decreasing adjustment that reduces the sales it refunds (ATO: GST adjustments; on the BAS it reduces G1
#: and 1A). Any other money out there is a misfiled row, left out and named.
_SALE_REFUND = re.compile(r"\brefund|\breversal\b|\bchargeback\b|\bcredit note\b|\breturned\b", re.IGNORECASE)
_DIVIDEND = re.compile(r"dividend", re.IGNORECASE)
Row = tuple[Transaction, Category | None]


def rows_in(ctx: AccountContext, period: Period) -> Sequence[Row]:
    """The account's transactions dated in ``period`` (cash basis), oldest first, with categories. A
    split transaction comes as its parts instead (``part_rows``): each part is the whole with its own
    amount, category and tax fields, so every report counts each part where it belongs.

    A row paired with the other side of a transfer between the holder's own accounts is left out: it is
    money moving, never income, a purchase or a deduction, whatever its category says."""
    start = datetime.combine(period.start, time(0), tzinfo=UTC)
    end = datetime.combine(period.end + timedelta(days=1), time(0), tzinfo=UTC)
    with ctx.db.session() as session:
        rows = session.execute(
            select(Transaction, Category)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(
                Transaction.account_id == ctx.account_id,
                Transaction.date >= start,
                Transaction.date < end,
                Transaction.transfer_counterpart_id.is_(None),
            )
            .order_by(Transaction.date, Transaction.id)
        ).all()
        parts = _parts_in(session, ctx, start, end)
        session.expunge_all()
        return [
            row
            for tx, cat in rows
            for row in (part_rows(tx, parts[tx.id]) if tx.id in parts else [(tx, cat)])
        ]


def _parts_in(
    session: Session, ctx: AccountContext, start: datetime, end: datetime
) -> dict[str, list[tuple[TransactionSplit, Category | None]]]:
    """The parts of the split transactions dated in [start, end), by transaction, in order."""
    found: dict[str, list[tuple[TransactionSplit, Category | None]]] = {}
    for part, cat in session.execute(
        select(TransactionSplit, Category)
        .join(Transaction, Transaction.id == TransactionSplit.transaction_id)
        .outerjoin(Category, Category.id == TransactionSplit.category_id)
        .where(Transaction.account_id == ctx.account_id, Transaction.date >= start, Transaction.date < end)
        .order_by(TransactionSplit.transaction_id, TransactionSplit.position)
    ):
        found.setdefault(part.transaction_id, []).append((part, cat))
    return found


_COLUMNS = tuple(column.key for column in Transaction.__table__.columns)


def part_rows(whole: Transaction, parts: Sequence[tuple[TransactionSplit, Category | None]]) -> list[Row]:
    """A split transaction as the reports read it: one detached row per part, the whole's date, text,
    tags and id with the part's amount, category and tax fields (never added to a session)."""
    rows: list[Row] = []
    for part, cat in parts:
        row = Transaction(**{name: getattr(whole, name) for name in _COLUMNS})
        row.amount = part.amount
        row.category_id = part.category_id
        row.is_tax_deductible = part.is_tax_deductible
        row.business_use_percentage = part.business_use_percentage
        row.gst_treatment = part.gst_treatment
        row.gst_amount = part.gst_amount
        row.gst_rate = None  # each part's category decides its GST, not the whole's rate
        row.gst_free_part = None  # the whole's invoice figure: each part carries its own GST
        row.tax_user_set = list(part.tax_user_set or ())
        rows.append((row, cat))
    return rows


def tax_category_of(cat: Category | None) -> str | None:
    return cat.tax_category if cat is not None else None


def is_private(cat: Category | None, tx: Transaction | None = None) -> bool:
    """A transfer, or a row in a personal category unless the person gave that row a business share
    (on the row, or on the profile for its merchant or category: a mixed-use power bill kept in
    Utilities, a business meal in Meals & Dining). A household cost flagged deductible without a
    share stays private: its business part is never guessed as all of it."""
    if cat is None or cat.tax_category not in PRIVATE_TAX_CATEGORIES:
        return False
    if cat.tax_category == "transfer" or tx is None:
        return True
    return not (tx.is_tax_deductible and tx.business_use_percentage)


def _tagged(tx: Transaction, tag: str) -> bool:
    return tag in {t.casefold() for t in tx.tags or []}


def gst_treatment_of(tx: Transaction, cat: Category | None) -> str | None:
    """The row's GST treatment as the reports read it: the stored one, except that a sale tagged
    ``export`` (how exports were marked before rows carried a treatment) is an export unless the
    person set the treatment on the row."""
    user_set = "gst_treatment" in (getattr(tx, "tax_user_set", None) or ())
    if not user_set and cat is not None and cat.tax_category == "income" and _tagged(tx, EXPORT_TAG):
        return "export"
    return tx.gst_treatment


def is_sale_refund(tx: Transaction, cat: Category | None) -> bool:
    """Money out in an income category whose words say it refunds a sale (``_SALE_REFUND``): a negative
    sale, counted against sales and their GST rather than left out."""
    text = f"{tx.merchant or ''} {tx.description}"
    return (
        cat is not None
        and cat.tax_category == "income"
        and tx.amount < 0
        and _SALE_REFUND.search(text) is not None
    )


def sale_gst(tx: Transaction, cat: Category | None) -> Decimal:
    """The GST in a sale's price: none in an export (whatever an old row's stored amount says)."""
    return ZERO if gst_treatment_of(tx, cat) == "export" else tx.gst_amount or ZERO


def taxable_part(tx: Transaction, rate_percent: Decimal, currency: str) -> Decimal:
    """The part of the row's price that carries GST, signed like the amount, none without GST. With the
    invoice's GST-free part recorded (``gst_free_part``), the price less that part, to the cent; else
    all of it when its GST is the GST of the whole price, ``gst × (100 + rate) / rate`` when the row's own
    GST amount is less (the rest of the price has none: stamp duty on an insurance premium goes to G14),
    which can be cents off the invoice's own figure (the BAS notes such rows)."""
    gst = tx.gst_amount
    if not gst:
        return ZERO
    if tx.gst_free_part is not None:
        return taxed_amount(tx.amount, tx.gst_free_part)
    whole = gst_in(tx.amount, rate_percent, included=True, currency=currency)
    if abs(gst) >= abs(whole):
        return tx.amount
    return round_money(gst * (HUNDRED + rate_percent) / rate_percent, currency)


def income_kind(cat: Category) -> str:
    """Which income an income category holds: ``salary``, ``interest``, ``dividends`` or ``business``."""
    if _SALARY.search(cat.name):
        return "salary"
    if _INTEREST.search(cat.name):
        return "interest"
    if _DIVIDEND.search(cat.name):
        return "dividends"
    return "business"


def is_parking_or_tolls(tx: Transaction, cat: Category | None) -> bool:
    """Parking and tolls are not car expenses for the ATO (claimed apart under either car method)."""
    text = " ".join(t for t in (cat.name if cat else None, tx.merchant, tx.description) if t)
    return PARKING_TOLLS.search(text) is not None


def own_share(tx: Transaction) -> Decimal | None:
    """The business share the person set on the row themselves (a review answer, ``tx edit``), which
    every figure honours before any share derived from the profile; None when they set none."""
    user_set = "business_use_percentage" in (getattr(tx, "tax_user_set", None) or ())
    return tx.business_use_percentage if user_set else None


def business_share(tx: Transaction, cat: Category | None, profile: TaxProfile) -> Decimal:
    """The percentage of a row that is business (or work) use: a value the user set on the row, else
    the profile's vehicle share for car running costs, else the row's derived value, else the profile's
    default, else 100. Parking and tolls are not car running costs, so the car's share is never theirs:
    their derived value is the share the person stated for the operator ("Linkt: 50 %", the toll trips
    made for the business), else the profile's default, else 100 (``treatment._business_use`` never
    derives the vehicle share onto them)."""
    own = own_share(tx)
    if own is not None:
        return own
    is_car = cat is not None and cat.tax_category == "car"
    parking_or_tolls = is_car and is_parking_or_tolls(tx, cat)
    vehicle_share = profile.vehicle_business_use_percentage
    if is_car and not parking_or_tolls and vehicle_share is not None:
        return vehicle_share
    if tx.business_use_percentage is not None:
        return tx.business_use_percentage
    if profile.default_business_use_percentage is not None:
        return profile.default_business_use_percentage
    return HUNDRED


def share_of(value: Decimal, percent: Decimal, currency: str) -> Decimal:
    """``value × percent / 100`` rounded half-up to the currency's minor unit."""
    return round_money(value * percent / HUNDRED, currency)


def gst_credit(tx: Transaction, profile: TaxProfile, percent: Decimal, currency: str) -> Decimal:
    """The GST credit on a purchase: its GST × business share when registered on the day, else 0.
    Positive for money out; a refund (money in) gives a negative credit, which reduces the claim."""
    if not tx.gst_amount or not profile.gst_registered_on(tx.date.date()):
        return ZERO
    return share_of(-tx.gst_amount, percent, currency)
