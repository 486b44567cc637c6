"""Tax summary for a financial year and GST/BAS report for a quarter or month, from stored transactions.

Both read what is stored (category, isTaxDeductible, businessUsePercentage, gstAmount); run
``finkit tax analyse --save`` first to fill those in. Cash basis only: a transaction counts in the
period its date falls in (accruals basis is not supported yet). See docs/tax.md for the definitions.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import select

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import round_money
from finkit.core.schemas import Num, Schema
from finkit.core.tax.deductions.knowledge import LABELS, WORK_LABELS, WRITTEN_EVIDENCE_THRESHOLD
from finkit.core.tax.periods import Period, financial_year, month, quarter
from finkit.core.transactions.models import Transaction

HUNDRED = Decimal(100)
ZERO = Decimal(0)
#: taxCategory → return label (or business category) used by the tax summary.
CATEGORY_LABEL = {
    "car": "D1",
    "travel": "D2",
    "clothing": "D3",
    "self_education": "D4",
    "other_work": "D5",
    "donation": "D9",
    "tax_affairs": "D10",
    "business_expense": "business_other",
    "capital": "business_depreciation",
}
LABEL_NAMES = {
    **LABELS,
    "business_other": "Business expenses",
    "business_depreciation": "Capital items (depreciation / instant asset write-off)",
}
#: Categories whose purchases belong on a business's BAS (G10/G11).
BUSINESS_PURCHASE_CATEGORIES = frozenset(
    {
        "business_expense",
        "car",
        "travel",
        "clothing",
        "self_education",
        "other_work",
        "tax_affairs",
        "capital",
    }
)


class ReportLine(Schema):
    transaction_id: str
    date: date
    description: str
    merchant: str | None
    category: str | None
    amount: Num
    deductible_amount: Num
    gst_amount: Num | None
    business_use_percentage: Num | None


class LabelTotal(Schema):
    label: str
    name: str
    amount: Num
    gst_claimable: Num
    transactions: list[ReportLine]


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
    gst_registered: bool
    income_total: Num
    income_by_category: dict[str, Num]
    deductions: list[LabelTotal]
    total_deductions: Num
    gst_paid: Num
    gst_claimable: Num
    needs_documents: list[DocumentItem]
    notes: list[str]


class WorksheetLine(Schema):
    label: str
    description: str
    amount: Num
    formula: str | None = None


class BasReport(Schema):
    period: str
    period_start: date
    period_end: date
    basis: str
    currency: str
    fields: dict[str, Num]
    worksheet: list[WorksheetLine]
    net_gst: Num
    recorded_gst_on_sales: Num
    recorded_gst_on_purchases: Num
    notes: list[str]


def _rows(ctx: AccountContext, period: Period) -> Sequence[tuple[Transaction, Category | None]]:
    start = datetime.combine(period.start, time(0), tzinfo=UTC)
    end = datetime.combine(period.end + timedelta(days=1), time(0), tzinfo=UTC)
    with ctx.db.session() as session:
        rows = session.execute(
            select(Transaction, Category)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(
                Transaction.account_id == ctx.account_id, Transaction.date >= start, Transaction.date < end
            )
            .order_by(Transaction.date, Transaction.id)
        ).all()
        session.expunge_all()
        return [(tx, cat) for tx, cat in rows]


def _share(value: Decimal, percent: Decimal | None, currency: str) -> Decimal:
    return round_money(value * (percent if percent is not None else HUNDRED) / HUNDRED, currency)


def tax_summary(
    ctx: AccountContext, *, fy: int, gst_registered: bool = False, year_start: tuple[int, int] | None = None
) -> TaxSummary:
    """The financial year ending in ``fy`` (AU: 1 July ``fy-1`` – 30 June ``fy``; other countries per
    ``periods.FY_START``): income, deductions per label with their transactions, GST, documents."""
    period = financial_year(fy, ctx.country, start=year_start)
    currency = ctx.currency
    income: dict[str, Decimal] = {}
    labels: dict[str, LabelTotal] = {}
    gst_paid = gst_claimable = ZERO
    uncategorised_income = 0
    for tx, cat in _rows(ctx, period):
        tax_category = cat.tax_category if cat else None
        if tx.amount > 0 and tax_category == "income":
            income[cat.name if cat else "Income"] = (
                income.get(cat.name if cat else "Income", ZERO) + tx.amount
            )
            continue
        if tx.amount > 0:
            uncategorised_income += 1 if cat is None else 0
            continue
        if tx.gst_amount:
            gst_paid += abs(tx.gst_amount)
        if not tx.is_tax_deductible:
            continue
        label = CATEGORY_LABEL.get(tax_category or "", "D15")
        claimable = ZERO
        if gst_registered and tax_category in BUSINESS_PURCHASE_CATEGORIES and tx.gst_amount:
            claimable = _share(abs(tx.gst_amount), tx.business_use_percentage, currency)
        deductible = _share(abs(tx.amount), tx.business_use_percentage, currency) - claimable
        gst_claimable += claimable
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
        entry.amount += deductible
        entry.gst_claimable += claimable
        entry.transactions.append(
            ReportLine(
                transaction_id=tx.id,
                date=tx.date.date(),
                description=tx.description,
                merchant=tx.merchant,
                category=cat.name if cat else None,
                amount=tx.amount,
                deductible_amount=deductible,
                gst_amount=tx.gst_amount,
                business_use_percentage=tx.business_use_percentage,
            )
        )
    ordered = sorted(labels.values(), key=lambda t: (not t.label.startswith("D"), len(t.label), t.label))
    work_total = sum((t.amount for t in ordered if t.label in WORK_LABELS), ZERO)
    documents: list[DocumentItem] = []
    for total in ordered:
        for line in total.transactions:
            needed = ["receipt"]
            if total.label in WORK_LABELS and work_total > WRITTEN_EVIDENCE_THRESHOLD:
                needed = ["written evidence (work-related claims total more than $300)"]
            if total.label == "D1":
                needed.append("logbook or record of work kilometres")
            if total.label == "D2":
                needed.append("travel diary if away 6 or more nights in a row")
            if gst_registered and line.gst_amount and abs(line.amount) > Decimal("82.50"):
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
    notes = [f"{period.label}; cash basis: transactions dated in the year."]
    if uncategorised_income:
        notes.append(
            f"{uncategorised_income} uncategorised money-in transactions are not counted as income: "
            "categorise them."
        )
    if gst_registered:
        notes.append("GST-registered: deductions are GST-exclusive where a GST credit is claimable.")
    return TaxSummary(
        financial_year=fy,
        period_start=period.start,
        period_end=period.end,
        country=ctx.country,
        currency=currency,
        gst_registered=gst_registered,
        income_total=sum(income.values(), ZERO),
        income_by_category=income,
        deductions=ordered,
        total_deductions=sum((t.amount for t in ordered), ZERO),
        gst_paid=gst_paid,
        gst_claimable=gst_claimable,
        needs_documents=documents,
        notes=notes,
    )


def _is_input_taxed(tx: Transaction, cat: Category | None) -> bool:
    tags = {t.casefold() for t in tx.tags or []}
    return "input_taxed" in tags or (cat is not None and "interest" in cat.name.casefold())


def bas_report(
    ctx: AccountContext, *, quarter_label: str | None = None, month_label: str | None = None
) -> BasReport:
    """GST/BAS figures for a calendar quarter (``2025Q3`` = Jul–Sep 2025) or a month (``2025-08``),
    cash basis, with the ATO GST calculation worksheet arithmetic (G1–G20, 1A, 1B)."""
    if (quarter_label is None) == (month_label is None):
        raise ValidationError.for_field("quarter", "give exactly one of quarter (2025Q3) or month (2025-08)")
    period = quarter(quarter_label) if quarter_label is not None else month(month_label or "")
    currency = ctx.currency
    g = dict.fromkeys(["G1", "G2", "G3", "G4", "G7", "G10", "G11", "G13", "G14", "G15", "G18"], ZERO)
    gst_sales = gst_purchases = ZERO
    skipped_income = 0
    for tx, cat in _rows(ctx, period):
        tax_category = cat.tax_category if cat else None
        has_gst_info = (
            tx.gst_amount is not None
            or tx.gst_rate is not None
            or (cat is not None and cat.default_gst_rate is not None)
        )
        if tx.amount > 0 and tax_category == "income":
            if not has_gst_info:
                skipped_income += 1  # wages and other non-sales income are not on the BAS
                continue
            g["G1"] += tx.amount
            gst_sales += tx.gst_amount or ZERO
            if "export" in {t.casefold() for t in tx.tags or []}:
                g["G2"] += tx.amount
            elif _is_input_taxed(tx, cat):
                g["G4"] += tx.amount
            elif not tx.gst_amount:
                g["G3"] += tx.amount
            continue
        if tax_category not in BUSINESS_PURCHASE_CATEGORIES:
            continue
        cost = -tx.amount  # money out is a purchase; a refund (money in) reduces purchases
        g["G10" if tax_category == "capital" else "G11"] += cost
        if not tx.gst_amount:
            g["G14"] += cost
        else:
            gst_purchases += -tx.gst_amount
            if tx.business_use_percentage is not None and tx.business_use_percentage < HUNDRED:
                g["G15"] += round_money(cost * (HUNDRED - tx.business_use_percentage) / HUNDRED, currency)
    g["G5"] = g["G2"] + g["G3"] + g["G4"]
    g["G6"] = g["G1"] - g["G5"]
    g["G8"] = g["G6"] + g["G7"]
    g["G9"] = round_money(g["G8"] / 11, currency)
    g["G12"] = g["G10"] + g["G11"]
    g["G16"] = g["G13"] + g["G14"] + g["G15"]
    g["G17"] = g["G12"] - g["G16"]
    g["G19"] = g["G17"] + g["G18"]
    g["G20"] = round_money(g["G19"] / 11, currency)
    fields = {key: g[key] for key in ["G1", "G2", "G3", "G10", "G11"]} | {"1A": g["G9"], "1B": g["G20"]}
    worksheet = [
        WorksheetLine(label=label, description=text, amount=g[label], formula=formula)
        for label, text, formula in _WORKSHEET
    ]
    notes = [
        "Cash basis: transactions dated in the period. Accruals basis is not supported yet.",
        "BAS labels take whole dollars: drop the cents when you copy the figures to the form.",
    ]
    if skipped_income:
        notes.append(
            f"{skipped_income} income transactions without any GST information (e.g. wages) are not sales."
        )
    if gst_sales != g["G9"] or gst_purchases != g["G20"]:
        notes.append(
            f"Recorded GST on transactions: sales {gst_sales}, purchases {gst_purchases}; the worksheet "
            "uses 1/11 of taxable amounts."
        )
    return BasReport(
        period=period.label,
        period_start=period.start,
        period_end=period.end,
        basis="cash",
        currency=currency,
        fields=fields,
        worksheet=worksheet,
        net_gst=g["G9"] - g["G20"],
        recorded_gst_on_sales=gst_sales,
        recorded_gst_on_purchases=gst_purchases,
        notes=notes,
    )


_WORKSHEET = [
    ("G1", "Total sales (including GST)", None),
    ("G2", "Export sales", None),
    ("G3", "Other GST-free sales", None),
    ("G4", "Input-taxed sales", None),
    ("G5", "G2 + G3 + G4", "G2+G3+G4"),
    ("G6", "Total sales subject to GST", "G1-G5"),
    ("G7", "Adjustments (if applicable)", None),
    ("G8", "Total sales subject to GST after adjustments", "G6+G7"),
    ("G9", "GST on sales (1A)", "G8/11"),
    ("G10", "Capital purchases (including GST)", None),
    ("G11", "Non-capital purchases (including GST)", None),
    ("G12", "G10 + G11", "G10+G11"),
    ("G13", "Purchases for making input-taxed sales", None),
    ("G14", "Purchases without GST in the price", None),
    ("G15", "Estimated purchases for private use or not income tax deductible", None),
    ("G16", "G13 + G14 + G15", "G13+G14+G15"),
    ("G17", "Total purchases subject to GST", "G12-G16"),
    ("G18", "Adjustments (if applicable)", None),
    ("G19", "Total purchases subject to GST after adjustments", "G17+G18"),
    ("G20", "GST on purchases (1B)", "G19/11"),
]


def tax_summary_csv(summary: TaxSummary) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        [
            "section",
            "label",
            "name",
            "transactionId",
            "date",
            "description",
            "amount",
            "deductibleAmount",
            "gstAmount",
        ]
    )
    for name, amount in summary.income_by_category.items():
        writer.writerow(["income", "", name, "", "", "", amount, "", ""])
    for total in summary.deductions:
        for line in total.transactions:
            writer.writerow(
                [
                    "deduction",
                    total.label,
                    total.name,
                    line.transaction_id,
                    line.date.isoformat(),
                    line.description,
                    line.amount,
                    line.deductible_amount,
                    "" if line.gst_amount is None else line.gst_amount,
                ]
            )
        writer.writerow(["deduction_total", total.label, total.name, "", "", "", "", total.amount, ""])
    writer.writerow(["total", "", "income", "", "", "", summary.income_total, "", ""])
    writer.writerow(["total", "", "deductions", "", "", "", "", summary.total_deductions, ""])
    writer.writerow(["total", "", "gst_claimable", "", "", "", "", "", summary.gst_claimable])
    return out.getvalue()


def bas_csv(report: BasReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["label", "description", "amount", "formula"])
    for line in report.worksheet:
        writer.writerow([line.label, line.description, line.amount, line.formula or ""])
    writer.writerow(["1A", "GST on sales", report.fields["1A"], "G9"])
    writer.writerow(["1B", "GST on purchases", report.fields["1B"], "G20"])
    return out.getvalue()
