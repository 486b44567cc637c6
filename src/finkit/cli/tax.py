"""``finkit tax``: GST/VAT rates, tax calculation and deduction analysis; ``finkit report tax|bas``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, err_console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.cli.render import money, yes_no
from finkit.core.money import money_text
from finkit.core.tax.calculate import calculate_tax
from finkit.core.tax.deductions.schemas import DeductionAnalysis, DeductionAnalysisResult
from finkit.core.tax.rates import active_rates, country_rates
from finkit.core.tax.reports import bas_csv, bas_report, tax_summary, tax_summary_csv
from finkit.core.tax.review.service import dismiss_review, list_review
from finkit.core.usecases.tax import accept_review, analyse_transactions

app = typer.Typer(help="GST/VAT rates, tax calculation and tax-deduction analysis.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
#: A per-year record's financial year (pool, stock, earnings basis, home office), by the year it ends in.
YearOpt = Annotated[
    int, typer.Option("--fy", help="Financial year by the year it ENDS in: 2026 = Jul 2025–Jun 2026.")
]
DateOpt = Annotated[
    str | None, typer.Option("--date", help="ISO date the rate must be in force on; default today.")
]
StateOpt = Annotated[str | None, typer.Option("--state", help="State or province code, e.g. ON, QC, CA.")]


def _pct(value: Any) -> str:
    return "" if value is None else f"{value.normalize():f}%"


@app.command("rates")
@handle_errors
def rates(
    country: Annotated[
        str | None, typer.Argument(help="Country code, e.g. AU; omit for every country.")
    ] = None,
    state: StateOpt = None,
    on: DateOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Show GST/VAT/sales-tax rates (percentages) in force on a date.

    Example: finkit tax rates CA --state QC --date 2025-06-30
    """
    ctx = get_state().context()
    if country is None and state is None:
        result = active_rates(ctx, date=on)
        if json_output:
            print_json(result.to_json_dict())
            return
        profiles = result.rates
    else:
        profiles = country_rates(ctx, country, state_province=state, date=on)
        if json_output:
            print_json([p.to_json_dict() for p in profiles])
            return
    table = Table("Country", "State", "Tax", "Standard", "Reduced", "Combined", "From", "To")
    for p in profiles:
        table.add_row(
            p.country_code,
            p.state_province or "",
            p.tax_name,
            _pct(p.standard_rate),
            ", ".join(_pct(r) for r in p.reduced_rates),
            _pct(p.combined_rate),
            p.effective_from.isoformat() if p.effective_from else "",
            p.effective_to.isoformat() if p.effective_to else "",
        )
    console.print(table)


@app.command("calc", context_settings={"ignore_unknown_options": True})
@handle_errors
def calc(
    amount: Annotated[str, typer.Argument(help="The amount, e.g. 110 or -55.00 for a refund.")],
    country: Annotated[
        str | None, typer.Option("--country", help="Country code; default the account's.")
    ] = None,
    included: Annotated[
        bool, typer.Option("--included", help="The amount already includes the tax.")
    ] = False,
    state: StateOpt = None,
    on: DateOpt = None,
    rate_type: Annotated[str, typer.Option("--rate-type", help="standard, reduced or zero.")] = "standard",
    json_output: JsonOpt = False,
) -> None:
    """Work out the tax inside (--included) or on top of an amount.

    Example: finkit tax calc 110 --country AU --included
    """
    ctx = get_state().context()
    result = calculate_tax(
        ctx,
        amount=amount,
        country_code=country,
        tax_included=included,
        state_province=state,
        rate_type=rate_type,
        date=on,
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table(show_header=False, box=None)
    cur = result.currency
    table.add_row("[bold]subtotal[/bold]", f"{money_text(result.subtotal, cur)} {cur}")
    table.add_row(
        "[bold]tax[/bold]",
        f"{money_text(result.tax, cur)} {cur} ({result.tax_name} {_pct(result.rate_percent)})",
    )
    table.add_row("[bold]total[/bold]", f"{money_text(result.total, cur)} {cur}")
    console.print(table)


@app.command("analyse")
@handle_errors
def analyse(
    from_date: Annotated[str | None, typer.Option("--from", help="First day (ISO date).")] = None,
    to_date: Annotated[str | None, typer.Option("--to", help="Last day (ISO date), inclusive.")] = None,
    period: PeriodOpt = None,
    occupation: Annotated[str | None, typer.Option(help="Your occupation, e.g. nurse, electrician.")] = None,
    employment_type: Annotated[
        str | None,
        typer.Option(
            "--employment-type", help="employee, sole_trader, company or partnership (default: profile)."
        ),
    ] = None,
    gst_registered: Annotated[
        bool | None,
        typer.Option(
            "--gst-registered/--not-gst-registered", help="Override the profile's GST registration."
        ),
    ] = None,
    business_use: Annotated[
        str | None, typer.Option("--business-use", help="Default business/work-use percentage.")
    ] = None,
    home_office_hours: Annotated[
        str | None, typer.Option(help="Hours worked from home (fixed rate).")
    ] = None,
    vehicle_method: Annotated[str | None, typer.Option(help="logbook or cents_per_km.")] = None,
    save: Annotated[bool, typer.Option("--save", help="Write the results onto the transactions.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Analyse money-out transactions for tax deductions (ATO rules). Changes nothing unless --save.

    Your tax profile (finkit profile show) gives the defaults; options here override it for this run.
    --save writes only confident verdicts and never a deduction in a private category; the rest goes to
    the review list (finkit tax review). Example: finkit tax analyse --period "last FY" --occupation nurse
    """
    ctx = get_state().context()
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    profile = {
        k: v
        for k, v in {
            "occupation": occupation,
            "employmentType": employment_type,
            "gstRegistered": gst_registered,
            "defaultBusinessUsePercentage": business_use,
            "homeOfficeHours": home_office_hours,
            "vehicleMethod": vehicle_method,
        }.items()
        if v is not None
    }
    from finkit.assistant.enrichers import model_tax_enrichers  # a configured model's second opinion

    result = analyse_transactions(
        ctx, user_profile=profile, from_date=start, to_date=end, save=save, enrichers=model_tax_enrichers(ctx)
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        _analysis_table(result.analyses, with_model=result.model is not None)
        _analysis_summary(result, save=save)
    if result.model_failed:
        err_console.print(
            f"[yellow]The AI model failed ({result.model_failed}); these are the local results only.[/yellow]",
            highlight=False,
        )


def _model_says(a: DeductionAnalysis) -> str:
    """The model's suggestion for a row, in a few words ("" without one)."""
    found = next(
        (f for f in a.findings if f.kind == "suggestion" and f.suggested_deductible is not None), None
    )
    if found is None:
        return ""
    return "deductible?" if found.suggested_deductible else "not deductible?"


def _analysis_table(analyses: list[DeductionAnalysis], *, with_model: bool) -> None:
    columns = ["Date", "Description", "Amount", "Deductible", "Label", "Claim", "Conf.", "Why"]
    table = Table(*columns, *(["Model suggests"] if with_model else []))
    for a in analyses:
        table.add_row(
            a.date.isoformat() if a.date else "",
            a.description,
            money(a.amount),
            yes_no(a.is_tax_deductible),
            a.return_label or "",
            money(a.deductible_amount) if a.is_tax_deductible else "",
            f"{a.confidence}",
            a.reasoning[:80],
            *([_model_says(a)] if with_model else []),
        )
    console.print(table)


def _analysis_summary(result: DeductionAnalysisResult, *, save: bool) -> None:
    s = result.summary
    console.print(
        f"{s.deductible} of {s.transactions} deductible, total {s.total_deductible}; "
        f"GST claimable {s.gst_claimable}."
        + (f" Saved {result.saved}; {result.queued_for_review} to review (finkit review)." if save else "")
    )
    if result.general_guidance_only:
        console.print(f"[yellow]General guidance only: {result.country} is not a supported country.[/yellow]")
    if result.model_suggestions:
        console.print(
            f"{result.model_suggestions} model suggestion(s) (the rules' verdicts stand)"
            + (": in the review (finkit review)." if save else "; --save puts them on the review list."),
            style="dim",
        )


@app.command("review")
@handle_errors
def review(
    accept: Annotated[
        list[str] | None, typer.Option("--accept", help="Accept this item (id or its first characters).")
    ] = None,
    dismiss: Annotated[
        list[str] | None, typer.Option("--dismiss", help="Dismiss this item, leaving its transaction as is.")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """The deduction verdicts `tax analyse --save` left for you to decide, one row each.

    Example: finkit tax review --accept 3f2a9c1e
    """
    ctx = get_state().context()
    decisions = [accept_review(ctx, item) for item in accept or []]
    decisions += [dismiss_review(ctx, item) for item in dismiss or []]
    if decisions:
        if json_output:
            print_json([d.to_json_dict() for d in decisions])
            return
        for d in decisions:
            verdict = "deductible" if d.is_tax_deductible else "not deductible"
            console.print(f"{'Accepted' if d.accepted else 'Dismissed'} {d.id[:8]} ({verdict}).")
        return
    items = list_review(ctx)
    if json_output:
        print_json([item.to_json_dict() for item in items])
        return
    table = Table("Id", "Date", "Description", "Amount", "Category", "Suggested", "Conf.", "Why in review")
    for item in items:
        table.add_row(
            item.id[:8],
            item.date.isoformat(),
            item.description,
            money(item.amount),
            item.category or "",
            f"deductible {item.return_label or ''} {item.business_use_percentage or ''}%"
            if item.is_tax_deductible
            else "not deductible",
            f"{item.confidence}",
            item.reason.replace("_", " "),
        )
    console.print(table)
    console.print(f"{len(items)} to review: finkit tax review --accept ID (or --dismiss ID).")


def _write_or_print(data: dict[str, Any], csv_text: str, json_output: bool, csv_file: Path | None) -> bool:
    if csv_file is not None:
        csv_file.write_text(csv_text, encoding="utf-8")
        console.print(f"Wrote {csv_file}")
        return True
    if json_output:
        print_json(data)
        return True
    return False


@handle_errors
def report_tax(
    fy: Annotated[
        int,
        typer.Option("--fy", help="Financial year by the year it ENDS in: 2025 = Jul 2024–Jun 2025 (AU)."),
    ],
    gst_registered: Annotated[
        bool | None,
        typer.Option(
            "--gst-registered/--not-gst-registered", help="Override the profile's GST registration."
        ),
    ] = None,
    entity_type: Annotated[
        str | None,
        typer.Option("--entity-type", help="Override the profile: individual, sole_trader, partnership."),
    ] = None,
    json_output: JsonOpt = False,
    csv_file: Annotated[Path | None, typer.Option("--csv", help="Write CSV to this file.")] = None,
) -> None:
    """Tax summary for a financial year, shaped like your return: a sole trader's business income and
    expenses (business and professional items, P8), or an employee's D1–D15. Reads your tax profile.

    Example: finkit report tax --fy 2026 --csv fy2026.csv
    """
    summary = tax_summary(
        get_state().context(), fy=fy, gst_registered=gst_registered, entity_type=entity_type
    )
    if _write_or_print(summary.to_json_dict(), tax_summary_csv(summary), json_output, csv_file):
        return
    cur = summary.currency
    console.print(f"[bold]FY{fy}[/bold] {summary.period_start} to {summary.period_end} ({summary.schedule})")
    income = Table("Label", "Income", "Transactions", "Amount", "GST")
    for line in summary.income:
        income.add_row(
            line.label, line.name, str(len(line.transactions)), money_text(line.amount, cur),
            money_text(line.gst, cur),
        )  # fmt: skip
    console.print(income)
    table = Table("Label", "Name", "Transactions", "Deductible", "GST claimable")
    for total in summary.deductions:
        table.add_row(
            total.label,
            total.name,
            str(len(total.transactions)),
            money_text(total.amount, cur),
            money_text(total.gst_claimable, cur),
        )
    console.print(table)
    console.print(
        f"Total deductions {money_text(summary.total_deductions, cur)}; GST paid "
        f"{money_text(summary.gst_paid, cur)}; GST claimable {money_text(summary.gst_claimable, cur)}; "
        f"{len(summary.needs_documents)} items need documents."
    )
    for note in summary.notes:
        console.print(f"[dim]{note}[/dim]")


@handle_errors
def report_bas(
    quarter: Annotated[
        str | None, typer.Option("--quarter", help="Calendar quarter: 2026Q2 = April–June 2026.")
    ] = None,
    fy: Annotated[
        int | None, typer.Option("--fy", help="Financial year (with --q): --fy 2026 --q 4 = Apr–Jun 2026.")
    ] = None,
    q: Annotated[int | None, typer.Option("--q", help="Quarter of the financial year, 1–4.")] = None,
    month: Annotated[str | None, typer.Option("--month", help="A month, e.g. 2025-08.")] = None,
    json_output: JsonOpt = False,
    csv_file: Annotated[Path | None, typer.Option("--csv", help="Write CSV to this file.")] = None,
) -> None:
    """GST/BAS worksheet (G1–G20, 1A, 1B) for a quarter or a month, cash basis, and the rows it left
    out with the reason for each.

    A quarter by either name: --quarter 2026Q2 (calendar) or --fy 2026 --q 4 (Australian financial
    year); both print "Apr–Jun 2026, Q4 FY2026". Monthly filers: --month 2025-08.
    Example: finkit report bas --fy 2026 --q 1
    """
    report = bas_report(get_state().context(), quarter_label=quarter, month_label=month, fy=fy, q=q)
    if _write_or_print(report.to_json_dict(), bas_csv(report), json_output, csv_file):
        return
    cur = report.currency
    table = Table("Label", "Description", "Amount", "Formula", title=f"BAS {report.period_name} (cash basis)")
    for line in report.worksheet:
        table.add_row(line.label, line.description, money_text(line.amount, cur), line.formula or "")
    table.add_row("1A", "GST on sales", money_text(report.fields["1A"], cur), "G9")
    table.add_row("1B", "GST on purchases", money_text(report.fields["1B"], cur), "G20")
    if "W1" in report.fields:  # an employer's PAYG withholding, alongside the GST fields
        table.add_row(
            "W1", "Total salary, wages and other payments", money_text(report.fields["W1"], cur), ""
        )
        table.add_row("W2", "Amounts withheld from payments at W1", money_text(report.fields["W2"], cur), "")
    console.print(table)
    console.print(
        f"Net GST {'payable' if report.net_gst >= 0 else 'refundable'}: {money_text(abs(report.net_gst), cur)}"
    )
    if report.pending_review.provisional:  # the review's own line is the last note
        console.print(f"[yellow]{report.notes[-1]}[/yellow]")
    if report.excluded:
        left_out = Table("Date", "Description", "Amount", "Why left out", title="Left out of this BAS")
        for row in report.excluded:
            left_out.add_row(row.date.isoformat(), row.description, money_text(row.amount, cur), row.detail)
        console.print(left_out)


@app.command("pool")
@handle_errors
def pool(
    fy: YearOpt,
    opening_balance: Annotated[
        str | None,
        typer.Option(
            "--opening-balance",
            help="The small business pool's opening balance (last year's closing balance); omit to show it.",
        ),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record the general small business pool's opening balance for a financial year: `report tax` then
    deducts 30 % of it at P8 depreciation beside 15 % of the year's own pooled assets, or the whole pool
    when its balance ends the year below the instant asset write-off threshold.

    Example: finkit tax pool --fy 2026 --opening-balance 24880.00
    """
    from finkit.core.tax.pool.service import get_pool, set_pool

    ctx = get_state().context()
    record = (
        get_pool(ctx, fy)
        if opening_balance is None
        else set_pool(ctx, fy, data={"openingBalance": opening_balance})
    )
    if json_output:
        print_json({"pool": record.to_json_dict() if record else None})
    elif record is None:
        console.print(
            f"No small business pool opening balance recorded for FY{fy}: "
            f"finkit tax pool --fy {fy} --opening-balance N"
        )
    else:
        console.print(
            f"FY{fy} small business pool: opening balance {money_text(record.opening_balance, ctx.currency)}"
            f" × {record.rate.normalize():f} % = {money_text(record.opening_deduction, ctx.currency)} "
            "(plus 15 % of this year's pooled assets: see report tax)"
        )


@app.command("stock")
@handle_errors
def stock(
    fy: YearOpt,
    opening: Annotated[
        str | None,
        typer.Option(
            "--opening", help="Trading stock on hand at the year's start (last year's closing stock)."
        ),
    ] = None,
    closing: Annotated[
        str | None,
        typer.Option(
            "--closing",
            help="Trading stock on hand at 30 June: the stocktake's value, or your estimate with --simplified.",
        ),
    ] = None,
    method: Annotated[
        str,
        typer.Option("--method", help="How the closing stock is valued: cost, market or replacement."),
    ] = "cost",
    simplified: Annotated[
        bool,
        typer.Option(
            "--simplified",
            help="Simplified trading stock rule (small business): the closing figure is an estimate within "
            "$5,000 of the opening stock, so no stocktake and no change is accounted for.",
        ),
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Record the trading stock on hand at the start and end of a financial year (omit --opening and
    --closing to show it): `report tax` then takes the change into cost of sales at P8, opening stock +
    purchases and other costs - closing stock (a rise is assessable, a fall deductible). The BAS is not
    affected.

    Example: finkit tax stock --fy 2026 --opening 41380.00 --closing 53934.99 --method cost
    """
    from finkit.core.tax.stock.service import get_stock, set_stock

    ctx = get_state().context()
    if opening is None and closing is None:
        record = get_stock(ctx, fy)
    else:
        data: dict[str, object] = {"valuationMethod": method, "simplified": simplified}
        if opening is not None:
            data["openingStock"] = opening
        if closing is not None:
            data["closingStock"] = closing
        record = set_stock(ctx, fy, data=data)
    if json_output:
        print_json({"stock": record.to_json_dict() if record else None})
    elif record is None:
        console.print(
            f"No trading stock recorded for FY{fy}: finkit tax stock --fy {fy} --opening N --closing N"
        )
    else:
        cur = ctx.currency
        change = record.change
        effect = (
            f"a rise of {money_text(change, cur)}, assessable (taken off cost of sales)"
            if change > 0
            else f"a fall of {money_text(-change, cur)}, deductible (added to cost of sales)"
            if change < 0
            else "no change in stock"
        )
        rule = (
            f" (simplified trading stock rule: your estimate {money_text(record.closing_stock, cur)} is within "
            "5,000.00, so closing stock is taken as the opening stock)"
            if record.simplified
            else ""
        )
        console.print(
            f"FY{fy} trading stock: opening {money_text(record.opening_stock, cur)}, closing "
            f"{money_text(record.closing_stock_applied, cur)} at {record.valuation_method} "
            f"(code {record.closing_stock_code}){rule}: {effect}."
        )


@app.command("accruals")
@handle_errors
def accruals(
    fy: YearOpt,
    receivable_opening: Annotated[
        str | None,
        typer.Option(
            "--receivable-opening",
            help="Earned but not yet received at the year's start, ex GST (last year's closing receivables).",
        ),
    ] = None,
    receivable_closing: Annotated[
        str | None,
        typer.Option("--receivable-closing", help="Earned but not yet received at 30 June, ex GST."),
    ] = None,
    payable_opening: Annotated[
        str | None,
        typer.Option(
            "--payable-opening",
            help="Incurred but not yet paid at the year's start, ex GST (last year's closing payables).",
        ),
    ] = None,
    payable_closing: Annotated[
        str | None,
        typer.Option("--payable-closing", help="Incurred but not yet paid at 30 June, ex GST."),
    ] = None,
    payable_label: Annotated[
        str,
        typer.Option(
            "--payable-label", help="The expense label the payables adjust: P8-other or P8-cost-of-sales."
        ),
    ] = "P8-other",
    json_output: JsonOpt = False,
) -> None:
    """Record the earnings-basis year-end figures (omit the amounts to show them): amounts earned but not yet
    received (receivables) and incurred but not yet paid (payables) at the start and end of a financial year,
    ex GST. `report tax` then adds the change in receivables to P8 business income and the change in payables
    to the chosen expense label. The BAS is not affected (GST stays on your own basis).

    Example: finkit tax accruals --fy 2026 --receivable-opening 4102.09 --receivable-closing 3357.09
    --payable-opening 121.37 --payable-closing 98.62
    """
    from finkit.core.tax.accruals.service import get_accruals, set_accruals

    ctx = get_state().context()
    given = {
        "receivableOpening": receivable_opening,
        "receivableClosing": receivable_closing,
        "payableOpening": payable_opening,
        "payableClosing": payable_closing,
    }
    if all(value is None for value in given.values()):
        record = get_accruals(ctx, fy)
    else:
        data: dict[str, object] = {k: v for k, v in given.items() if v is not None}
        data["payableLabel"] = payable_label
        record = set_accruals(ctx, fy, data=data)
    if json_output:
        print_json({"accruals": record.to_json_dict() if record else None})
    elif record is None:
        console.print(
            f"No earnings-basis figures recorded for FY{fy}: finkit tax accruals --fy {fy} "
            "--receivable-opening N --receivable-closing N"
        )
    else:
        cur = ctx.currency
        console.print(
            f"FY{fy} earnings basis: receivables {money_text(record.receivable_opening, cur)} -> "
            f"{money_text(record.receivable_closing, cur)} (P8 business income "
            f"{money_text(record.income_adjustment, cur)}); payables {money_text(record.payable_opening, cur)} -> "
            f"{money_text(record.payable_closing, cur)} ({record.payable_label} "
            f"{money_text(record.expense_adjustment, cur)}). The BAS is unchanged."
        )


@app.command("home-office")
@handle_errors
def home_office(
    fy: YearOpt,
    hours: Annotated[
        str | None, typer.Option("--hours", help="Hours worked from home that year; omit to show the record.")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record the hours you worked from home in a financial year: `report tax` then claims them at the
    ATO's fixed rate for that year (70c an hour from 1 July 2024) as home office expenses, and no longer
    claims the phone, internet, power and stationery the rate covers.

    Example: finkit tax home-office --fy 2026 --hours 1400
    """
    from finkit.core.tax.home_office.service import get_home_office, set_home_office

    ctx = get_state().context()
    record = get_home_office(ctx, fy) if hours is None else set_home_office(ctx, fy, data={"hours": hours})
    if json_output:
        print_json({"homeOffice": record.to_json_dict() if record else None})
    elif record is None:
        console.print(
            f"No hours worked from home recorded for FY{fy}: finkit tax home-office --fy {fy} --hours N"
        )
    else:
        console.print(
            f"FY{fy} ({record.period_start} to {record.period_end}): {record.hours.normalize():f} hours × "
            f"{money_text(record.rate_per_hour, ctx.currency)} = {money_text(record.claim, ctx.currency)} "
            "(fixed rate method)"
        )
