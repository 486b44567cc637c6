"""GST/BAS report for a quarter or a month from stored transactions, cash basis, with the ATO's GST
calculation worksheet (G1–G20, 1A, 1B) and the list of rows it left out and why.

Periods: a calendar quarter (``2026Q2``), a financial-year quarter (``fy=2026, q=4``: the same
April–June 2026 in Australia) or a month (``2025-08``, monthly filers); the report names both
(``"Apr–Jun 2026, Q4 FY2026"``). Nothing is dropped silently: an uncategorised row, money out in an
income category, a GST amount larger than a GST-inclusive price can hold, or a non-deductible row in a
business category is listed under ``excluded`` with its reason.

Each row's own GST treatment and GST amount decide its labels (ATO "GST calculation worksheet for BAS"):
a sale is at G2 when an export, G4 when input-taxed, and its part without GST at G3 (all of a GST-free
sale), and money in the person gave a 0 % business share (interest on private savings) is no sale at
all; a purchase's part without GST in the price goes to G14 (all of a GST-free, input-taxed or
out-of-scope purchase; the GST-free part its invoice shows when recorded, else the stamp duty of an
insurance invoice worked out from its own GST amount), and the private share of its taxable part to G15. 1A and 1B are the worksheet's G8/11 and G19/11.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import round_money
from finkit.core.profile.service import get_profile
from finkit.core.review.payouts import assumed_fees_note, stated_fee
from finkit.core.review.pending import pending_review, provisional_note
from finkit.core.review.schemas import PendingReview
from finkit.core.review.wages import WAGE_TAG, is_employee_super, is_wages
from finkit.core.schemas import Num, Schema
from finkit.core.tax import ledger
from finkit.core.tax.gst import standard_rate
from finkit.core.tax.ledger import HUNDRED, ZERO, business_share, taxable_part
from finkit.core.tax.periods import Period, fy_quarter, month, period_name, quarter
from finkit.core.transactions.models import Transaction

#: Categories whose purchases belong on a business's BAS (G10/G11). Donations carry no GST.
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
        "cost_of_sales",
        "business_rent",
    }
)
#: The worksheet divides by 11: Australia's 10 % GST.
_AU_RATE = Decimal(10)
#: One cent of rounding allowed when checking that GST fits in a GST-inclusive price (1/11).
_GST_TOLERANCE = Decimal("0.01")


class WorksheetLine(Schema):
    label: str
    description: str
    amount: Num
    formula: str | None = None


class ExcludedRow(Schema):
    transaction_id: str
    date: date
    description: str
    amount: Num
    category: str | None
    reason: str  # uncategorised | direction_mismatch | suspicious_gst | not_a_sale | not_deductible | not_a_purchase
    detail: str
    #: The side of the BAS the row would have gone to had it not been left out: "sales" (G1-G4, 1A),
    #: "purchases" (G10-G15, 1B) or "either" (no category says which), so a reader of one field can tell
    #: whether a row it lacks bears on that field.
    side: str = "either"


class BasReport(Schema):
    period: str
    period_name: str
    period_start: date
    period_end: date
    basis: str
    currency: str
    fields: dict[str, Num]
    worksheet: list[WorksheetLine]
    net_gst: Num
    recorded_gst_on_sales: Num
    recorded_gst_on_purchases: Num
    excluded: list[ExcludedRow]
    notes: list[str]
    #: Rows of the period still in the review queue: the figures are provisional while rows > 0.
    pending_review: PendingReview


def _excluded(tx: Transaction, cat: Category | None, reason: str, detail: str) -> ExcludedRow:
    side = "either" if cat is None else "sales" if cat.tax_category == "income" else "purchases"
    return ExcludedRow(
        transaction_id=tx.id,
        date=tx.date.date(),
        description=tx.description,
        amount=tx.amount,
        category=cat.name if cat else None,
        reason=reason,
        detail=detail,
        side=side,
    )


def _suspicious_gst(tx: Transaction) -> str | None:
    if not tx.gst_amount:
        return None
    if (tx.gst_amount > 0) != (tx.amount > 0):
        return f"GST {tx.gst_amount} has the opposite sign to the amount {tx.amount}"
    if abs(tx.gst_amount) > abs(tx.amount) / 11 + _GST_TOLERANCE:
        return f"GST {tx.gst_amount} is more than 1/11 of the amount {tx.amount}"
    return None


def _import_gst(tx: Transaction, cat: Category) -> bool:
    """A business purchase whose own GST, given by the person from the invoice, is more than 1/11 of its
    price and less than the price: a customs broker's (or courier's) invoice passing on the GST paid at the
    border on a taxable importation, charged on the goods' whole value (GST Act s13-20), not on the
    invoice's price. The importer's credit (s15-5) is that GST; the ATO's BAS instructions put the
    importation at G10/G11 as that GST's taxed value (GST x 11), not at the broker's price (round 22, the
    retailer's year: each broker row was left off the BAS as "more than 1/11", 1B short by its import GST)."""
    gst = tx.gst_amount
    return bool(
        gst
        and tx.amount < 0
        and gst < 0
        and "gst_amount" in (tx.tax_user_set or ())
        and cat.tax_category in BUSINESS_PURCHASE_CATEGORIES
        and abs(tx.amount) / 11 + _GST_TOLERANCE < abs(gst) < abs(tx.amount)
    )


def _is_input_taxed(tx: Transaction, cat: Category | None) -> bool:
    tags = {t.casefold() for t in tx.tags or []}
    return "input_taxed" in tags or (cat is not None and "interest" in cat.name.casefold())


def resolve_period(
    *,
    quarter_label: str | None,
    month_label: str | None,
    fy: int | None,
    q: int | None,
    start: tuple[int, int],
) -> Period:
    given = [quarter_label is not None, month_label is not None, fy is not None or q is not None]
    if sum(given) != 1:
        raise ValidationError.for_field(
            "quarter", "give exactly one of quarter (2026Q2), fy with q (--fy 2026 --q 4) or month (2025-08)"
        )
    if quarter_label is not None:
        return quarter(quarter_label)
    if month_label is not None:
        return month(month_label)
    if fy is None or q is None:
        raise ValidationError.for_field("fy" if fy is None else "q", "fy and q go together: --fy 2026 --q 4")
    return fy_quarter(fy, q, start=start)


def bas_report(
    ctx: AccountContext,
    *,
    quarter_label: str | None = None,
    month_label: str | None = None,
    fy: int | None = None,
    q: int | None = None,
) -> BasReport:
    """GST/BAS figures for a quarter or a month, cash basis, with the ATO GST calculation worksheet."""
    profile = get_profile(ctx)
    period = resolve_period(
        quarter_label=quarter_label, month_label=month_label, fy=fy, q=q, start=profile.fy_start
    )
    currency = ctx.currency
    rate = standard_rate(profile.country) or _AU_RATE
    g = dict.fromkeys(["G1", "G2", "G3", "G4", "G7", "G10", "G11", "G13", "G14", "G15", "G18"], ZERO)
    gst_sales = gst_purchases = ZERO
    excluded: list[ExcludedRow] = []
    private = 0
    worked_out = 0  # purchases whose part without GST is worked out from their own GST amount
    stated: dict[str, str] = {}  # payouts grossed up from a processor's fee the person stated
    w = {"W1": ZERO, "W2": ZERO}  # PAYG withholding: gross wages and the amounts withheld from them
    net_pays = 0  # pays in a wages category still at the net (their gross not given)
    for tx, cat in ledger.rows_in(ctx, period):
        if cat is None:
            excluded.append(_excluded(tx, cat, "uncategorised", "no category: categorise it"))
            continue
        if WAGE_TAG in (tx.tags or []) and tx.amount > 0:
            w["W2"] += tx.amount  # the PAYG withheld from a pay (held for the ATO): W2, never a purchase
            continue
        if is_wages(cat) or is_employee_super(cat):
            # wages and the employees' super are no acquisition (GST Act s9-5: no supply to the business);
            # the wages are W1 (at the gross once the pay is kept as its gross and withholding)
            if is_wages(cat) and not ledger.is_private(cat, tx):
                w["W1"] -= tx.amount
                net_pays += WAGE_TAG not in (tx.tags or []) and tx.amount < 0
            continue
        if ledger.is_private(cat, tx):
            private += 1
            continue
        odd_gst = _suspicious_gst(tx)
        if odd_gst and not _import_gst(tx, cat):
            excluded.append(_excluded(tx, cat, "suspicious_gst", odd_gst))
            continue
        if cat.tax_category == "income":
            said = stated_fee(tx.tags)
            if said is not None and tx.amount > 0:
                stated[tx.id] = said  # a processor's payout taken gross from the fee the person stated
            if tx.amount < 0 and not ledger.is_sale_refund(tx, cat):
                excluded.append(_excluded(tx, cat, "direction_mismatch", "money out in an income category"))
                continue
            if tx.business_use_percentage == 0:
                # The person said the money is private (0 % business: interest on private savings, a
                # private sale): no supply made in carrying on the enterprise (GST Act s9-5(b), s40-5),
                # so neither G1 nor G4 holds it, whatever its GST treatment; the return files it as it is.
                excluded.append(
                    _excluded(tx, cat, "not_a_sale", "0 % business: private money, no sale of the business")
                )
                continue
            treatment = tx.gst_treatment  # derived by the write pipeline (None on rows it never saw)
            has_gst_info = (
                tx.gst_amount is not None or tx.gst_rate is not None or cat.default_gst_rate is not None
            )
            if treatment == "out_of_scope" or (treatment is None and not has_gst_info):
                excluded.append(
                    _excluded(
                        tx, cat, "not_a_sale", "income without GST information (e.g. wages) is not a sale"
                    )
                )
                continue
            g["G1"] += tx.amount
            gst_sales += ledger.sale_gst(tx, cat)
            treatment = ledger.gst_treatment_of(tx, cat)
            if treatment == "export":
                g["G2"] += tx.amount
            elif treatment == "input_taxed" or _is_input_taxed(tx, cat):
                g["G4"] += tx.amount
            else:  # GST-free: all of it; taxable: the part of the price its own GST amount leaves out
                g["G3"] += tx.amount - taxable_part(tx, rate, currency)
            continue
        if cat.tax_category not in BUSINESS_PURCHASE_CATEGORIES and cat.tax_category != "personal":
            continue  # donations, super contributions: never on the BAS (a personal row here is deductible)
        if not tx.is_tax_deductible:
            excluded.append(
                _excluded(
                    tx, cat, "not_deductible", "marked not deductible: a private purchase, no GST credit"
                )
            )
            continue
        if cat.tax_category == "personal" and ledger.gst_treatment_of(tx, cat) == "out_of_scope":
            # a private category reaches the BAS only with a purchase made partly for work (a power bill);
            # an out-of-scope payment there (a personal super contribution claimed at D12, a loan repayment)
            # buys nothing from a supplier: no G10/G11 purchase at all
            excluded.append(
                _excluded(tx, cat, "not_a_purchase", "out of scope in a private category: not a purchase")
            )
            continue
        cost = -tx.amount  # money out is a purchase; a refund (money in) reduces purchases
        if _import_gst(tx, cat):
            # a taxable importation's GST passed on: its taxed value, GST x 11, is the purchase (G10/G11)
            taxable = round_money(-(tx.gst_amount or ZERO) * (HUNDRED + rate) / rate, currency)
            g["G10" if cat.tax_category == "capital" else "G11"] += taxable
            gst_purchases += -(tx.gst_amount or ZERO)
            continue
        g["G10" if cat.tax_category == "capital" else "G11"] += cost
        taxable = -taxable_part(tx, rate, currency)
        g["G14"] += cost - taxable  # the part of the price with no GST in it (the invoice's, when recorded)
        # the part without GST worked out from the row's own GST amount (gst x 11 is the taxed part), not
        # taken from the invoice: no GST-free part recorded, and GST on only part of the price
        worked_out += tx.gst_free_part is None and bool(taxable) and taxable != cost
        if not taxable:
            continue
        gst_purchases += -(tx.gst_amount or ZERO)
        share = business_share(tx, cat, profile)
        if share < HUNDRED:
            g["G15"] += round_money(taxable * (HUNDRED - share) / HUNDRED, currency)
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
    if w["W1"] or w["W2"]:
        fields |= w  # PAYG withholding, an employer's: alongside the GST fields
    worksheet = [
        WorksheetLine(label=label, description=text, amount=g[label], formula=formula)
        for label, text, formula in _WORKSHEET
    ]
    pending = pending_review(ctx, period.start, period.end)
    return BasReport(
        period=period.label,
        period_name=period_name(period, start=profile.fy_start),
        period_start=period.start,
        period_end=period.end,
        basis="cash",
        currency=currency,
        fields=fields,
        worksheet=worksheet,
        net_gst=g["G9"] - g["G20"],
        recorded_gst_on_sales=gst_sales,
        recorded_gst_on_purchases=gst_purchases,
        excluded=excluded,
        notes=_notes(
            profile.gst_registered,
            profile.bas_period,
            period,
            excluded,
            private,
            (gst_sales, gst_purchases),
            g,
            worked_out,
        )
        + assumed_fees_note(stated)
        + wages_note(w, net_pays)
        + provisional_note(pending, currency, period.label),
        pending_review=pending,
    )


def wages_note(w: dict[str, Decimal], net_pays: int) -> list[str]:
    """What the BAS says of an employer's PAYG withholding: W1 and W2, and the pays still at the net."""
    if not (w["W1"] or w["W2"]):
        return []
    notes = [
        f"PAYG withholding: W1 (total salary and wages) {w['W1']}, W2 (amounts withheld from them) "
        f"{w['W2']}. The W2 you pay to the ATO with this BAS is tax, not a deduction."
    ]
    if net_pays:
        notes.append(
            f"{net_pays} pay(s) are at W1 as the net pay the bank shows: give each one's gross wage (its "
            "payslip) in the review (finkit review), or state the employee's withholding per pay "
            "(finkit profile employees add), and W1, W2 and the wages deduction change."
        )
    return notes


def _notes(
    registered: bool,
    bas_period: str,
    period: Period,
    excluded: list[ExcludedRow],
    private: int,
    recorded: tuple[Decimal, Decimal],
    g: dict[str, Decimal],
    worked_out: int = 0,
) -> list[str]:
    notes = [
        "Cash basis: transactions dated in the period. Accruals basis is not supported yet.",
        "BAS labels take whole dollars: drop the cents when you copy the figures to the form.",
    ]
    if not registered:
        notes.append("Your profile says you are not registered for GST: you do not lodge these GST labels.")
    months = (period.end.year - period.start.year) * 12 + period.end.month - period.start.month + 1
    if bas_period == "monthly" and months != 1:
        notes.append("Your profile says you lodge monthly: ask for a month (--month 2025-08).")
    if bas_period == "quarterly" and months == 1:
        notes.append("Your profile says you lodge quarterly: ask for a quarter (--quarter 2025Q3).")
    if excluded:
        notes.append(f"{len(excluded)} transactions were left out: see excluded for each one and why.")
    if private:
        notes.append(f"{private} transactions in private or transfer categories are not business purchases.")
    if worked_out:
        notes.append(
            f"G14 holds the part without GST of {worked_out} purchase(s) with GST on only part of the price "
            "(stamp duty on insurance), worked out from the GST amount (GST × 11 is the taxed part): it can "
            "be a few cents off the invoice's own figure. To make it exact, give each one the GST-free part "
            "its invoice shows (finkit tx edit ID --gst-free-part AMOUNT), or split the purchase into its "
            "taxed part and its part without GST."
        )
    if recorded != (g["G9"], g["G20"]):
        notes.append(
            f"Recorded GST on transactions: sales {recorded[0]}, purchases {recorded[1]}; the worksheet "
            "uses 1/11 of taxable amounts."
        )
    return notes


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
