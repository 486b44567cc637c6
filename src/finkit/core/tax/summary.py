"""The tax summary of a financial year, shaped like the return the account files.

- A business (``entityType`` sole_trader or partnership; company too, for its expense grouping): income
  and expenses as the business and professional items schedule (P8) groups them, D9 and D10 apart.
- An employee (``individual``): income items and D1–D15.

Private categories are never deductions (unless the person gave a row a business share). Car costs
follow the profile's vehicle method (``tax.car``); parking and tolls go where the ATO puts them. A
GST-registered account reports income without GST and claims expenses net of the GST credits it claims
on its BAS. Every line keeps its transactions' ids.

Also: personal super contributions at D12; depreciating assets (taxCategory ``capital``) written off in
full under the instant asset write-off threshold, a dearer one in the small business pool at 15 %, with 30 %
of the pool's opening balance the person recorded for the year (``tax.pool``) or the whole pool when its
balance ends below the threshold (``tax.depreciation``); the working-from-home fixed rate
of the year (``tax.home_office``) at the entity's label, replacing the running costs it covers (their
GST credits stay: they are a GST question, not an income-tax one); the change in trading stock the person
recorded for the year (``tax.stock``) taken into cost of sales, opening + purchases and other costs - closing
(ITAA 1997 s70-35), or no change under the simplified trading stock rule (s328-285); on the earnings basis, the
changes in receivables and payables the person recorded (``tax.accruals``) taken into P8 income and the chosen
expense label (s6-5, s8-1); and which rows need
documents, less those the ATO needs no written evidence for (``tax.evidence``).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.money import format_money, round_money
from finkit.core.profile.schemas import TaxProfile
from finkit.core.profile.service import get_profile
from finkit.core.review.pending import pending_review, provisional_note
from finkit.core.review.schemas import PendingReview
from finkit.core.schemas import Num, Schema
from finkit.core.tax import ledger
from finkit.core.tax.accruals.schemas import AccrualsClaim, AccrualsRead
from finkit.core.tax.accruals.service import get_accruals
from finkit.core.tax.car import CarPlan, car_plan
from finkit.core.tax.depreciation import (
    DEDUCTED_EARLIER_TAG,
    asset_cost_of,
    first_year_deduction,
    pool_deduction,
    primary_production_asset,
    written_off_in_full,
)
from finkit.core.tax.evidence import DocumentItem, documents_needed
from finkit.core.tax.home_office import rates as home_office_rates
from finkit.core.tax.home_office.schemas import HomeOfficeRead
from finkit.core.tax.home_office.service import get_home_office
from finkit.core.tax.ledger import HUNDRED, ZERO, business_share, gst_credit, share_of
from finkit.core.tax.periods import financial_year
from finkit.core.tax.pool.schemas import PoolClaim
from finkit.core.tax.pool.service import get_pool
from finkit.core.tax.schedule import (
    ALWAYS_INDIVIDUAL,
    INCOME_LABELS,
    LABEL_NAMES,
    business_label,
    income_label,
    individual_label,
)
from finkit.core.tax.stock.schemas import StockClaim, StockRead
from finkit.core.tax.stock.service import get_stock
from finkit.core.transactions.models import Transaction


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


class HomeOfficeClaim(Schema):
    """The working-from-home fixed rate of the year, where it is claimed and what it replaces."""

    label: str  # P8-other for a business, D5 for an employee
    name: str
    hours: Num
    rate_per_hour: Num
    amount: Num
    covered_count: int
    covered_amount: Num  # the business share (with GST) of the running costs the rate covers
    covered_transactions: list[str]
    source: str


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
    no_documents_needed: int = 0
    home_office: HomeOfficeClaim | None = None
    #: The small business pool, when its opening balance is recorded for the year (``tax pool``).
    small_business_pool: PoolClaim | None = None
    #: Trading stock, when the year's opening and closing stock are recorded (``tax stock``): the change is
    #: in the P8 cost of sales line (opening + purchases and other costs - closing).
    trading_stock: StockClaim | None = None
    #: Earnings-basis adjustments, when the year's receivables and payables are recorded (``tax accruals``):
    #: their changes are in P8 business income and the chosen expense label.
    accruals: AccrualsClaim | None = None
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


#: The individual's own deductions (gifts, personal super contributions): the profile's default business
#: share of mixed-use costs is no share of them, so they are claimed whole unless the row says otherwise.
_WHOLE_UNLESS_SAID = frozenset({"donation", "super"})


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
    home = get_home_office(ctx, fy) if _fy_start_matches(profile, year_start) else None
    premises = home_office_rates.premises_suppliers(profile.suppliers) if business else ()
    covered: list[tuple[str, Decimal]] = []
    pooled: list[str] = []
    #: the pooled assets' deductible cost (taxable-use share, net of the GST credit) and the 15 % taken
    pool_additions = pool_first_year = ZERO
    income: dict[str, IncomeLine] = {}
    by_category: dict[str, Decimal] = {}
    labels: dict[str, LabelTotal] = {}
    gst_paid = gst_claimable = ZERO
    counts = {
        "uncategorised_in": 0,
        "debit_in_income": 0,
        "private": 0,
        "not_deductible": 0,
        "own_car_share": 0,
    }

    def add(label: str, line: ReportLine) -> None:
        entry = _label_line(labels, label)
        entry.amount += line.deductible_amount
        entry.gst_claimable += line.gst_credit
        entry.transactions.append(line)

    for tx, cat in rows:
        if cat is None and tx.amount > 0:
            counts["uncategorised_in"] += 1
            continue
        if cat is not None and cat.tax_category == "income":
            if tx.amount < 0 and not ledger.is_sale_refund(tx, cat):
                counts["debit_in_income"] += 1
                continue
            label = income_label(ledger.income_kind(cat), business=business)
            gst = (
                ledger.sale_gst(tx, cat)
                if profile.gst_registered_on(tx.date.date()) and label == "P8-income"
                else ZERO
            )
            line = _income_line(income, label)
            line.amount += tx.amount - gst
            line.gst += gst
            line.transactions.append(tx.id)
            by_category[cat.name] = by_category.get(cat.name, ZERO) + tx.amount - gst
            continue
        if cat is not None and cat.tax_category == "fmd":
            # deposited: deducted whole in the year made; repaid: assessable in the year taken; item 17 nets
            # them (a deposit is no cost of the business: no share, no GST, never P8)
            add(ALWAYS_INDIVIDUAL["fmd"], _line(tx, cat, -tx.amount, ZERO, HUNDRED))
            continue
        if ledger.is_private(cat, tx):
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
            if plan.method == "cents_per_km":
                # the rate is the deduction (added below); the row's GST credit at the car's stated share
                share = business_share(tx, cat, profile)
                credit = gst_credit(tx, profile, share, currency)
                gst_claimable += credit
                add(label, _line(tx, cat, ZERO, credit, share))
                continue
            # the logbook share; a share the person gave the row wins (the BAS claims the same), and is
            # the claim when no method is set (their share of actual costs); otherwise nothing
            own = ledger.own_share(tx)
            logbook = plan.share if plan.method == "logbook" else None
            share = own if own is not None else logbook if logbook is not None else ZERO
            counts["own_car_share"] += plan.method is None and own is not None
        elif cat is not None and cat.tax_category in _WHOLE_UNLESS_SAID:
            share = HUNDRED if tx.business_use_percentage is None else tx.business_use_percentage
        else:
            share = business_share(tx, cat, profile)
        credit = gst_credit(tx, profile, share, currency)
        deductible = share_of(cost, share, currency) - credit
        gst_claimable += credit
        if home is not None and home_office_rates.covers_row(
            cat.name if cat else None,
            away=home_office_rates.AWAY_FROM_HOME_TAG in (tx.tags or []),
            premises_bill=home_office_rates.pays_premises(tx.merchant, tx.description, premises),
        ):
            covered.append((tx.id, share_of(cost, share, currency)))
            continue  # the fixed rate replaces it; its GST credit stays on the BAS and here
        if cat is not None and cat.tax_category == "capital" and business:
            if DEDUCTED_EARLIER_TAG in (tx.tags or []):
                # an instalment on an asset deducted in an earlier year: the credit now, no deduction
                add(label, _line(tx, cat, ZERO, credit, share))
                continue
            registered = profile.gst_registered_on(tx.date.date())
            ex_gst = cost + (tx.gst_amount or ZERO) if registered else cost  # money out: GST negative
            # a deposit or the balance of one asset: the threshold is the asset's whole cost (round 27)
            ex_gst = asset_cost_of(tx.tags, cost, ex_gst)
            if not written_off_in_full(ex_gst, fy) and not primary_production_asset(
                profile.occupation, f"{tx.merchant or ''} {tx.description}"
            ):
                pooled.append(tx.id)
                # the pool takes the taxable-use share of the asset's cost, and that cost is net of the
                # GST credit (ITAA 1997 s27-80, s328-205): (cost - credit) x share, not cost x share - credit
                deductible = share_of(cost - credit, share, currency)
                pool_additions += deductible
                deductible = round_money(first_year_deduction(deductible, ex_gst, fy), currency)
                pool_first_year += deductible
        add(label, _line(tx, cat, deductible, credit, share))
    car_label = "P8-motor-vehicle" if business else "D1"
    if plan.method == "cents_per_km" and plan.cents_per_km_total:
        _label_line(labels, car_label).amount += plan.cents_per_km_total
    # the per-year records (pool, stock, earnings basis) are a business's, kept by its own financial year
    records = business and _fy_start_matches(profile, year_start)
    pool = None
    opening = get_pool(ctx, fy) if records else None
    if opening is not None:
        whole_year, whole = pool_deduction(opening.opening_balance, pool_additions, fy)
        deduction = round_money(whole_year, currency)
        pool = PoolClaim(
            opening_balance=opening.opening_balance,
            additions=pool_additions,
            deduction=deduction,
            closing_balance=opening.opening_balance + pool_additions - deduction,
            written_off_whole=whole,
        )
        # the rows' own 15 % is in already
        _label_line(labels, "P8-depreciation").amount += deduction - pool_first_year
    stock = None
    held = get_stock(ctx, fy) if records else None
    if held is not None:
        # s70-35: a rise in stock is assessable and a fall deductible; on the schedule, cost of sales is
        # opening stock + purchases and other costs - closing stock (no change under the simplified rule)
        purchases = _adjust_label(labels, "P8-cost-of-sales", -held.change)
        stock = StockClaim(
            opening_stock=held.opening_stock,
            purchases_and_other_costs=purchases,
            closing_stock=held.closing_stock_applied,
            closing_stock_code=held.closing_stock_code,
            cost_of_sales=purchases - held.change,
            change=held.change,
            simplified=held.simplified,
        )
    accruals = None
    owed = get_accruals(ctx, fy) if records else None
    if owed is not None:
        # earnings basis (ITAA 1997 s6-5, s8-1): income earned less received is the change in receivables,
        # expenses incurred less paid the change in payables; GST stays on the person's own basis
        received = income["P8-income"].amount if "P8-income" in income else ZERO
        if owed.income_adjustment:
            _income_line(income, "P8-income").amount += owed.income_adjustment
        paid = _adjust_label(labels, owed.payable_label, owed.expense_adjustment)
        accruals = AccrualsClaim(
            income_received=received,
            income_adjustment=owed.income_adjustment,
            income_earned=received + owed.income_adjustment,
            expense_label=owed.payable_label,
            expenses_paid=paid,
            expense_adjustment=owed.expense_adjustment,
            expenses_incurred=paid + owed.expense_adjustment,
        )
    home_claim = None
    if home is not None:
        home_claim = _home_office_claim(home, covered, business)
        _label_line(labels, home_claim.label).amount += home_claim.amount
    ordered = sorted(labels.values(), key=lambda t: _label_order(t.label))
    business_expenses = sum((t.amount for t in ordered if t.label.startswith("P8")), ZERO)
    business_income = income["P8-income"].amount if "P8-income" in income else ZERO
    needed, exempt = documents_needed(ordered, gst_registered=profile.gst_registered, business=business)
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
        needs_documents=needed,
        no_documents_needed=exempt,
        home_office=home_claim,
        small_business_pool=pool,
        trading_stock=stock,
        accruals=accruals,
        notes=_notes(period.label, plan, counts, profile.gst_registered)
        + _record_notes(home_claim, pooled, pool, exempt, labels.get(ALWAYS_INDIVIDUAL["fmd"]), currency)
        + _stock_notes(stock, held, labels.get("P8-cost-of-sales"), fy, currency)
        + _accruals_notes(accruals, owed, currency)
        + provisional_note(pending, currency, period.label),
        pending_review=pending,
    )


def _fy_start_matches(profile: TaxProfile, year_start: tuple[int, int] | None) -> bool:
    """Home-office hours are recorded per financial year of the profile: a summary over a year that
    starts elsewhere (``year_start`` given) does not claim them."""
    return year_start is None or year_start == profile.fy_start


def _home_office_claim(
    home: HomeOfficeRead, covered: list[tuple[str, Decimal]], business: bool
) -> HomeOfficeClaim:
    label = "P8-other" if business else "D5"
    return HomeOfficeClaim(
        label=label,
        name="Home office expenses (working from home, fixed rate method)",
        hours=home.hours,
        rate_per_hour=home.rate_per_hour,
        amount=home.claim,
        covered_count=len(covered),
        covered_amount=sum((amount for _, amount in covered), ZERO),
        covered_transactions=[tx_id for tx_id, _ in covered],
        source=home.source,
    )


def _record_notes(
    home: HomeOfficeClaim | None,
    pooled: list[str],
    pool: PoolClaim | None,
    exempt: int,
    fmd: LabelTotal | None,
    currency: str,
) -> list[str]:
    notes = []
    if home is not None:
        notes.append(
            f"Home office expenses: {home.hours.normalize():f} hours × {format_money(home.rate_per_hour, currency)} = "
            f"{format_money(home.amount, currency)} (fixed rate method) at {home.label}. Covered by the fixed "
            f"rate: {home.covered_count} rows, {format_money(home.covered_amount, currency)} (phone, internet, "
            "energy, stationery): not claimed again; their GST credits stay."
        )
    if pool is not None:
        how = (
            "below the instant asset write-off threshold at the year's end, so deducted whole (s328-210)"
            if pool.written_off_whole
            else "30 % of the opening balance and 15 % of the year's additions (s328-190)"
        )
        notes.append(
            f"Small business pool: opening balance {format_money(pool.opening_balance, currency)}, additions "
            f"{format_money(pool.additions, currency)}, deduction {format_money(pool.deduction, currency)} at "
            f"P8 depreciation ({how}); closing balance {format_money(pool.closing_balance, currency)}, next "
            "year's opening balance."
        )
    elif pooled:
        notes.append(
            f"{len(pooled)} depreciating assets cost the instant asset write-off threshold or more: 15 % of "
            "each is deducted this year (small business pool). An opening balance carried from earlier years "
            "is deducted at 30 % once recorded: finkit tax pool --fy YEAR --opening-balance N."
        )
    if fmd is not None:
        notes.append(
            f"Farm management deposits less repayments, {format_money(fmd.amount, currency)}, at item 17 "
            "(supplementary section): deductible only for a primary producer whose taxable non-primary "
            "production income is $100,000 or less, and a deposit repaid within 12 months is assessable "
            "again (ATO farm management deposits scheme). Keep the FMD provider's statements."
        )
    if exempt:
        notes.append(
            f"{exempt} rows need no document: bank fees (the statement is the record) and small work "
            "expenses of $10 or less totalling $200 or less (ATO records you need to keep)."
        )
    return notes


def _stock_notes(
    stock: StockClaim | None,
    held: StockRead | None,
    cost_of_sales: LabelTotal | None,
    fy: int,
    currency: str,
) -> list[str]:
    """How the year's trading stock was applied to cost of sales, or, for a business with cost of sales
    and no stock recorded, that none was."""
    if stock is None or held is None:
        if cost_of_sales is None or not cost_of_sales.transactions:
            return []
        return [
            f"Cost of sales is the year's purchases and other costs only: no trading stock is recorded for "
            f"FY{fy}. A business holding stock at 30 June records its opening and closing stock (finkit tax "
            f"stock --fy {fy} --opening N --closing N): the change is then taken into cost of sales."
        ]
    if stock.simplified:
        return [
            f"Trading stock (simplified trading stock rule, ITAA 1997 s328-285): the estimate of closing stock, "
            f"{format_money(held.closing_stock, currency)}, is within $5,000 of the opening stock, so there is "
            f"no stocktake and no change to account for: closing stock is taken as the opening stock, "
            f"{format_money(stock.opening_stock, currency)}, and cost of sales is the year's purchases and "
            f"other costs, {format_money(stock.cost_of_sales, currency)}, at P8. The BAS is unchanged (stock "
            "values are no GST event)."
        ]
    how = (
        f"the rise of {format_money(stock.change, currency)} is assessable, taken off cost of sales"
        if stock.change > 0
        else f"the fall of {format_money(-stock.change, currency)} is deductible, added to cost of sales"
        if stock.change < 0
        else "no change in stock"
    )
    return [
        f"Trading stock: opening stock {format_money(stock.opening_stock, currency)} + purchases and other costs "
        f"{format_money(stock.purchases_and_other_costs, currency)} - closing stock "
        f"{format_money(stock.closing_stock, currency)} (valued at {held.valuation_method}, code "
        f"{stock.closing_stock_code}) = cost of sales {format_money(stock.cost_of_sales, currency)} at P8: "
        f"{how} (ITAA 1997 s70-35). The BAS is unchanged (stock values are no GST event)."
    ]


def _accruals_notes(claim: AccrualsClaim | None, owed: AccrualsRead | None, currency: str) -> list[str]:
    """How the year's earnings-basis adjustments were applied to P8 income and the chosen expense label."""
    if claim is None or owed is None:
        return []

    def signed(amount: Decimal) -> str:
        return f"{'+' if amount >= 0 else '-'} {format_money(abs(amount), currency)}"

    return [
        f"Earnings basis (ITAA 1997 s6-5, s8-1; TR 98/1): P8 business income is receipts "
        f"{format_money(claim.income_received, currency)} {signed(claim.income_adjustment)} change in amounts "
        f"earned but not yet received (closing {format_money(owed.receivable_closing, currency)} - opening "
        f"{format_money(owed.receivable_opening, currency)}) = {format_money(claim.income_earned, currency)}; "
        f"{claim.expense_label} is payments {format_money(claim.expenses_paid, currency)} "
        f"{signed(claim.expense_adjustment)} change in amounts incurred but not yet paid (closing "
        f"{format_money(owed.payable_closing, currency)} - opening {format_money(owed.payable_opening, currency)}) "
        f"= {format_money(claim.expenses_incurred, currency)}. The BAS is unchanged: GST stays on your own "
        "GST basis."
    ]


def _notes(label: str, plan: CarPlan, counts: dict[str, int], gst_registered: bool) -> list[str]:
    notes = [f"{label}; cash basis: transactions dated in the year.", plan.explanation]
    if counts["own_car_share"]:
        notes.append(
            f"{counts['own_car_share']} car costs are claimed at the business share you gave each of them "
            "(no car method set: set vehicleMethod and vehicleBusinessUsePercentage for the rest)."
        )
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


def _label_line(labels: dict[str, LabelTotal], label: str) -> LabelTotal:
    """The total of a return label, started at nothing the first time a row or a claim without rows
    (the car's cents per km, the pool, trading stock, the home office) adds to it."""
    return labels.setdefault(
        label,
        LabelTotal(
            label=label, name=LABEL_NAMES.get(label, label), amount=ZERO, gst_claimable=ZERO, transactions=[]
        ),
    )


def _adjust_label(labels: dict[str, LabelTotal], label: str, change: Decimal) -> Decimal:
    """Add a year-end record's ``change`` (trading stock, payables) to a label's total, starting the label
    only when there is a change (a year with no rows at it); the label's total before, for the record's
    block of the summary."""
    line = labels.get(label)
    if line is None and not change:
        return ZERO
    line = line or _label_line(labels, label)
    before = line.amount
    line.amount = before + change
    return before


def _income_line(income: dict[str, IncomeLine], label: str) -> IncomeLine:
    """The total of an income label, started at nothing the first time a row or a record adds to it."""
    return income.setdefault(
        label, IncomeLine(label=label, name=INCOME_LABELS[label], amount=ZERO, gst=ZERO, transactions=[])
    )
