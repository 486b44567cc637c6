"""The tax summary of a financial year, shaped like the return the account files.

- A business (``entityType`` sole_trader or partnership; company too, for its expense grouping): income
  and expenses as the business and professional items schedule (P8) groups them, D9 and D10 apart.
- An employee (``individual``): income items and D1–D15.

Private categories are never deductions. Car costs follow the profile's vehicle method (``tax.car``);
parking and tolls go where the ATO puts them. A GST-registered account reports income without GST and
claims expenses net of the GST credits it claims on its BAS. Every line keeps its transactions' ids.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.profile.service import get_profile
from finkit.core.review.pending import pending_review, provisional_note
from finkit.core.review.schemas import PendingReview
from finkit.core.schemas import Num, Schema
from finkit.core.tax import ledger
from finkit.core.tax.car import CarPlan, car_plan
from finkit.core.tax.deductions.knowledge import WORK_LABELS, WRITTEN_EVIDENCE_THRESHOLD
from finkit.core.tax.ledger import ZERO, business_share, gst_credit, share_of
from finkit.core.tax.periods import financial_year
from finkit.core.tax.schedule import (
    INCOME_LABELS,
    LABEL_NAMES,
    business_label,
    income_label,
    individual_label,
)
from finkit.core.transactions.models import Transaction

TAX_INVOICE_THRESHOLD = Decimal("82.50")


class ReportLine(Schema):
    transaction_id: str
    date: date
    description: str
    merchant: str | None
    category: str | None
    amount: Num
    deductible_amount: Num
    gst_amount: Num | None
    gst_credit: Num = ZERO
    business_use_percentage: Num | None


class LabelTotal(Schema):
    label: str
    name: str
    amount: Num
    gst_claimable: Num
    transactions: list[ReportLine]


class IncomeLine(Schema):
    label: str
    name: str
    amount: Num
    gst: Num
    transactions: list[str]


class DocumentItem(Schema):
    transaction_id: str
    date: date
    description: str
    amount: Num
    documents: list[str]


class TaxSummary(Schema):
    financial_year: int
    period_start: date
    period_end: date
    country: str
    currency: str
    entity_type: str
    schedule: str  # business_and_professional_items | individual
    gst_registered: bool
    income_total: Num
    income_by_category: dict[str, Num]
    income: list[IncomeLine]
    business_income: Num
    business_expenses: Num
    net_business_income: Num
    deductions: list[LabelTotal]
    total_deductions: Num
    car_method: str | None
    gst_paid: Num
    gst_claimable: Num
    needs_documents: list[DocumentItem]
    notes: list[str]
    #: Rows of the year still in the review queue: the figures are provisional while rows > 0.
    pending_review: PendingReview


def _line(
    tx: Transaction, cat: Category | None, deductible: Decimal, credit: Decimal, share: Decimal
) -> ReportLine:
    return ReportLine(
        transaction_id=tx.id,
        date=tx.date.date(),
        description=tx.description,
        merchant=tx.merchant,
        category=cat.name if cat else None,
        amount=tx.amount,
        deductible_amount=deductible,
        gst_amount=tx.gst_amount,
        gst_credit=credit,
        business_use_percentage=share,
    )


def _label_order(label: str) -> tuple[int, int, str]:
    if label.startswith("P8"):
        return (0, list(LABEL_NAMES).index(label), label)
    return (1, len(label), label)


def tax_summary(
    ctx: AccountContext,
    *,
    fy: int,
    gst_registered: bool | None = None,
    year_start: tuple[int, int] | None = None,
    entity_type: str | None = None,
) -> TaxSummary:
    """The financial year ending in ``fy`` (the profile's year start; AU 1 July ``fy-1`` – 30 June
    ``fy``). ``gst_registered`` and ``entity_type`` override the profile for this call only."""
    profile = get_profile(ctx)
    overrides: dict[str, object] = {}
    if gst_registered is not None:
        overrides |= {"gst_registered": gst_registered, "gst_registered_from": None}
    if entity_type is not None:
        overrides["entity_type"] = entity_type
    profile = profile.model_copy(update=overrides)
    period = financial_year(fy, profile.country, start=year_start or profile.fy_start)
    rows = ledger.rows_in(ctx, period)
    currency = ctx.currency
    business = profile.is_business
    plan = car_plan(ctx, profile, fy=fy)
    income: dict[str, IncomeLine] = {}
    by_category: dict[str, Decimal] = {}
    labels: dict[str, LabelTotal] = {}
    gst_paid = gst_claimable = ZERO
    counts = {"uncategorised_in": 0, "debit_in_income": 0, "private": 0, "not_deductible": 0}

    def add(label: str, line: ReportLine) -> None:
        entry = labels.setdefault(
            label,
            LabelTotal(
                label=label,
                name=LABEL_NAMES.get(label, label),
                amount=ZERO,
                gst_claimable=ZERO,
                transactions=[],
            ),
        )
        entry.amount += line.deductible_amount
        entry.gst_claimable += line.gst_credit
        entry.transactions.append(line)

    for tx, cat in rows:
        if cat is None and tx.amount > 0:
            counts["uncategorised_in"] += 1
            continue
        if cat is not None and cat.tax_category == "income":
            if tx.amount < 0:
                counts["debit_in_income"] += 1
                continue
            label = income_label(ledger.income_kind(cat), business=business)
            gst = (
                tx.gst_amount or ZERO
                if profile.gst_registered_on(tx.date.date()) and label == "P8-income"
                else ZERO
            )
            line = income.setdefault(
                label,
                IncomeLine(label=label, name=INCOME_LABELS[label], amount=ZERO, gst=ZERO, transactions=[]),
            )
            line.amount += tx.amount - gst
            line.gst += gst
            line.transactions.append(tx.id)
            by_category[cat.name] = by_category.get(cat.name, ZERO) + tx.amount - gst
            continue
        if ledger.is_private(cat):
            counts["private"] += 1
            continue
        if tx.amount < 0 and tx.gst_amount:
            gst_paid += abs(tx.gst_amount)
        if not tx.is_tax_deductible:
            counts["not_deductible"] += 1
            continue
        parking = ledger.is_parking_or_tolls(tx, cat)
        label = (
            business_label(cat, parking_or_tolls=parking)
            if business
            else individual_label(cat, parking_or_tolls=parking)
        )
        cost = -tx.amount
        if cat is not None and cat.tax_category == "car" and not parking:
            share = plan.share if plan.method == "logbook" and plan.share is not None else ZERO
        else:
            share = business_share(tx, cat, profile)
        credit = gst_credit(tx, profile, share, currency)
        deductible = share_of(cost, share, currency) - credit
        gst_claimable += credit
        add(label, _line(tx, cat, deductible, credit, share))
    car_label = "P8-motor-vehicle" if business else "D1"
    if plan.method == "cents_per_km" and plan.cents_per_km_total:
        entry = labels.setdefault(
            car_label,
            LabelTotal(
                label=car_label, name=LABEL_NAMES[car_label], amount=ZERO, gst_claimable=ZERO, transactions=[]
            ),
        )
        entry.amount += plan.cents_per_km_total
    ordered = sorted(labels.values(), key=lambda t: _label_order(t.label))
    business_expenses = sum((t.amount for t in ordered if t.label.startswith("P8")), ZERO)
    business_income = income["P8-income"].amount if "P8-income" in income else ZERO
    pending = pending_review(ctx, period.start, period.end)
    return TaxSummary(
        financial_year=fy,
        period_start=period.start,
        period_end=period.end,
        country=profile.country,
        currency=currency,
        entity_type=profile.entity_type,
        schedule="business_and_professional_items" if business else "individual",
        gst_registered=profile.gst_registered,
        income_total=sum((line.amount for line in income.values()), ZERO),
        income_by_category=by_category,
        income=sorted(income.values(), key=lambda line: list(INCOME_LABELS).index(line.label)),
        business_income=business_income,
        business_expenses=business_expenses,
        net_business_income=business_income - business_expenses,
        deductions=ordered,
        total_deductions=sum((t.amount for t in ordered), ZERO),
        car_method=plan.method,
        gst_paid=gst_paid,
        gst_claimable=gst_claimable,
        needs_documents=_documents(ordered, profile.gst_registered),
        notes=_notes(period.label, plan, counts, profile.gst_registered)
        + provisional_note(pending, currency, period.label),
        pending_review=pending,
    )


def _documents(ordered: list[LabelTotal], gst_registered: bool) -> list[DocumentItem]:
    work_total = sum((t.amount for t in ordered if t.label in WORK_LABELS), ZERO)
    documents: list[DocumentItem] = []
    for total in ordered:
        for line in total.transactions:
            needed = ["receipt"]
            if total.label in WORK_LABELS and work_total > WRITTEN_EVIDENCE_THRESHOLD:
                needed = ["written evidence (work-related claims total more than $300)"]
            if total.label in {"D1", "P8-motor-vehicle"}:
                needed.append("logbook or record of work kilometres")
            if total.label == "D2":
                needed.append("travel diary if away 6 or more nights in a row")
            if gst_registered and line.gst_credit and abs(line.amount) > TAX_INVOICE_THRESHOLD:
                needed.append("tax invoice (GST credit on a purchase over $82.50)")
            if total.label == "D9":
                needed = ["receipt from the deductible gift recipient"]
            documents.append(
                DocumentItem(
                    transaction_id=line.transaction_id,
                    date=line.date,
                    description=line.description,
                    amount=line.amount,
                    documents=needed,
                )
            )
    return documents


def _notes(label: str, plan: CarPlan, counts: dict[str, int], gst_registered: bool) -> list[str]:
    notes = [f"{label}; cash basis: transactions dated in the year.", plan.explanation]
    if counts["uncategorised_in"]:
        notes.append(
            f"{counts['uncategorised_in']} uncategorised money-in transactions are not counted as income: "
            "categorise them."
        )
    if counts["debit_in_income"]:
        notes.append(
            f"{counts['debit_in_income']} money-out transactions sit in income categories and are left out: "
            "recategorise them."
        )
    if counts["private"]:
        notes.append(
            f"{counts['private']} transactions in private or transfer categories are never deductions."
        )
    if gst_registered:
        notes.append("GST-registered: income is reported without GST and expenses net of GST credits.")
    return notes
